//! Location abilities (R-LOC-1): a detective on a major location pays for one of its uses and
//! its effects happen.

use super::ctx::Ctx;
use super::decisions::push_front;
use super::effects::run_effects;
use super::log::report;
use super::tokens::pay_favors;
use super::*;

/// R-LOC-1, R-TOKEN-1: `seat` uses an ability of the location it stands on: it pays the
/// favors back to the supply, the use is noted for the round, and the effects happen.
pub fn use_ability(world: &mut World, cx: &Ctx, option: u8, pay: &[Option<Pay>; 2]) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        ..
    } = *cx;
    let at = snap.seats[seat].at;
    let here = content.map.loc(at);
    let Some(u) = here.uses.get(option as usize) else {
        return;
    };
    pay_favors(world, seat, pay);
    world.resource_mut::<AbilitiesUsed>().0.push((seat, at));
    report(
        world,
        seat,
        Msg::new("log-uses-ability")
            .det("who", who)
            .loc("place", at)
            .with("text", Arg::LocUse(at, option)),
    );
    let asks = run_effects(world, content, seat, seat, &u.effects);
    if !asks.is_empty() {
        push_front(world, asks);
    }
}
