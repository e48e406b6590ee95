//! Tokens on a detective and the supply they come from (R-COMP-7): favors and paying them
//! (R-TOKEN-1), trauma (R-TOKEN-4), warrants (R-TOKEN-3), twilight shifts (R-TWI-6), and the
//! detectives' special cards (R-SETUP-13): Sanity, Mood and Raymond's Memory cards given back.

use super::ctx::Ctx;
use super::decisions::next_decision;
use super::log::name_of;
use super::log::{log, report};
use super::*;
use crate::content::DetectiveRule;
use crate::rules::investigation::twilight_end;

/// Whether `seat`'s detective lives under `rule` (R-SETUP-13).
pub fn has_special(world: &World, content: &Content, seat: SeatId, rule: &DetectiveRule) -> bool {
    let d = world.resource::<Table>().seats[seat].detective;
    content.detectives[d].def.setup.rules.contains(rule)
}

/// Moves `seat`'s twilight marker `n` spaces (positive dark), never past an end (R-TWI-6).
pub fn shift(world: &mut World, content: &Content, seat: SeatId, n: i8) {
    let d = world.resource::<Table>().seats[seat].detective;
    let end = twilight_end(content, d);
    on_seat(world, seat, |t: &mut Twilight| {
        t.0 = (t.0 + n).clamp(-end, end)
    });
}

/// Changes the tokens `seat` holds with `f`.
pub fn holdings(world: &mut World, seat: SeatId, f: impl FnOnce(&mut Holdings)) {
    on_seat(world, seat, f);
}

/// `cx`'s seat gains a favor of `kind` from the supply (none when the supply is out,
/// R-COMP-7), said in the log: a puzzle piece's favor and an effect's alike.
pub(super) fn gain_favor(world: &mut World, cx: &Ctx, kind: FavorType) {
    let Ctx { seat, who, .. } = *cx;
    if take_supply(world, |s| &mut s.favors[kind.index()]) {
        holdings(world, seat, |h| h.favors[kind.index()] += 1);
    }
    report(
        world,
        seat,
        Msg::new("log-gains-favor")
            .det("who", who)
            .msg("favor", terms::favor(kind)),
    );
}

/// Takes one token from a finite supply (R-COMP-7): false when none is left.
pub(super) fn take_supply(world: &mut World, f: impl FnOnce(&mut Supply) -> &mut u8) -> bool {
    let mut supply = world.resource_mut::<Supply>();
    let n = f(&mut supply);
    if *n > 0 {
        *n -= 1;
        true
    } else {
        false
    }
}

/// Louis's Mood turns to Good or Bad (nothing for a detective without a Mood card).
pub fn set_mood(world: &mut World, seat: SeatId, good: bool) {
    let changed = on_seat(world, seat, |s: &mut Specials| {
        let was = s.mood?;
        s.mood = Some(good);
        Some(was != good)
    })
    .flatten();
    if changed == Some(true) {
        let key = if good {
            "log-mood-good"
        } else {
            "log-mood-bad"
        };
        let who = world.resource::<Table>().seats[seat].detective;
        log(world, Some(seat), Msg::new(key).det("who", who));
    }
}

/// Caprice's Sanity moves `n` steps between +3 and −3; at −3 her descent begins (R-SETUP-13).
pub fn change_sanity(world: &mut World, content: &Content, seat: SeatId, n: i8) {
    let now = on_seat(world, seat, |s: &mut Specials| {
        let v = s.sanity?;
        let now = (v + n).clamp(-3, 3);
        s.sanity = Some(now);
        (now != v).then_some(now)
    })
    .flatten();
    let Some(now) = now else { return };
    let who = name_of(content, world.resource::<Table>(), seat);
    log(
        world,
        Some(seat),
        Msg::new("log-sanity")
            .det("who", who)
            .text("now", format!("{now:+}")),
    );
    if now == -3 {
        let d = world.resource::<Table>().seats[seat].detective;
        if let Some(plot) = content.detective_rule(d, |r| match r {
            DetectiveRule::Sanity { plot } => Some(plot.clone()),
            _ => None,
        }) {
            begin_descent(world, content, seat, &plot);
        }
    }
}

/// R-TOKEN-1: `seat` pays favors (back to the supply), NPC favors (back to the NPC) or $1,000
/// of Money each.
pub fn pay_favors(world: &mut World, seat: SeatId, pay: &[Option<Pay>; 2]) {
    for paid in pay.iter().flatten() {
        match *paid {
            Pay::Favor(kind) => {
                holdings(world, seat, |h| h.favors[kind.index()] -= 1);
                world.resource_mut::<Supply>().favors[kind.index()] += 1;
            }
            // An NPC favor goes back to its NPC.
            Pay::Npc(i) => holdings(world, seat, |h| h.npc_favors[i as usize] -= 1),
            Pay::Money => {
                on_seat(world, seat, |s: &mut Specials| {
                    s.money = s.money.map(|m| m.saturating_sub(1000))
                });
            }
        }
    }
}

/// R-TOKEN-4, R-COMP-2: `seat` takes a −1 trauma counter. With the −1 supply empty, three of
/// its −1 counters are first exchanged for a −3 one (the same VP), freeing three.
pub fn take_trauma(world: &mut World, content: &Content, seat: SeatId) {
    let h = on_seat(world, seat, |h: &mut Holdings| *h).unwrap_or_default();
    let supply = *world.resource::<Supply>();
    if supply.trauma == 0 && h.trauma >= 3 && supply.trauma_big > 0 {
        let mut s = world.resource_mut::<Supply>();
        s.trauma += 3;
        s.trauma_big -= 1;
        holdings(world, seat, |h| {
            h.trauma -= 3;
            h.trauma_big += 1;
        });
    }
    if take_supply(world, |s| &mut s.trauma) {
        holdings(world, seat, |h| h.trauma += 1);
        // Each trauma taken lowers Caprice's Sanity (R-SETUP-13).
        change_sanity(world, content, seat, -1);
    }
}

/// `seat` discards one −1 trauma counter; holding only −3 ones, it gives one back for two −1
/// counters (1 VP better either way).
pub(super) fn heal_trauma(world: &mut World, content: &Content, seat: SeatId) {
    let h = on_seat(world, seat, |h: &mut Holdings| *h).unwrap_or_default();
    let supply = *world.resource::<Supply>();
    if h.trauma + h.trauma_big > 0 {
        change_sanity(world, content, seat, 1);
    }
    if h.trauma > 0 {
        holdings(world, seat, |h| h.trauma -= 1);
        world.resource_mut::<Supply>().trauma += 1;
    } else if h.trauma_big > 0 && supply.trauma >= 2 {
        holdings(world, seat, |h| {
            h.trauma_big -= 1;
            h.trauma += 2;
        });
        let mut s = world.resource_mut::<Supply>();
        s.trauma_big += 1;
        s.trauma -= 2;
    }
}

/// `seat`'s warrants in play: their ids, entities and places, oldest first.
fn warrants_of(world: &mut World, seat: SeatId) -> Vec<(GameId, Entity, LocId)> {
    let mut q = world.query::<(Entity, &GameId, &Warrant, &At)>();
    let mut mine: Vec<(GameId, Entity, LocId)> = q
        .iter(world)
        .filter(|(_, _, w, _)| w.seat == seat)
        .map(|(e, g, _, a)| (*g, e, a.0))
        .collect();
    mine.sort();
    mine
}

/// R-TOKEN-3: a warrant of `seat` on its location. With both in play, the seat chooses which
/// one moves there: the decision to ask, if any.
pub(super) fn warrant_here(world: &mut World, seat: SeatId) -> Option<Decision> {
    let here = on_seat(world, seat, |at: &mut At| at.0)?;
    let mine = warrants_of(world, seat);
    if mine.iter().any(|m| m.2 == here) {
        return None;
    }
    if mine.len() >= 2 {
        return Some(Decision {
            seat,
            ask: Ask::MoveWarrant { to: here },
        });
    }
    let id = world.resource_mut::<NextGameId>().take();
    world.spawn((id, Warrant { seat }, At(here)));
    None
}

/// R-TOKEN-3: the seat's warrant on `from` moves to where the new one goes (lifted and placed
/// anew, so it becomes the newest).
pub fn move_warrant(world: &mut World, cx: &Ctx, from: LocId) {
    let Ctx {
        snap, seat, who, ..
    } = *cx;
    let Some(Decision {
        ask: Ask::MoveWarrant { to },
        ..
    }) = snap.pending
    else {
        return;
    };
    let Some(&(_, e, _)) = warrants_of(world, seat).iter().find(|w| w.2 == from) else {
        return;
    };
    world.despawn(e);
    let id = world.resource_mut::<NextGameId>().take();
    world.spawn((id, Warrant { seat }, At(to)));
    report(
        world,
        seat,
        Msg::new("log-moves-warrant")
            .det("who", who)
            .label("from", from)
            .label("to", to),
    );
    next_decision(world);
}

/// Caprice's Sanity reached −3 (R-SETUP-13): her plot is set aside with its baggage and
/// `plot` begins at its start card, once per game.
pub fn begin_descent(world: &mut World, content: &Content, seat: SeatId, plot: &str) {
    let Some(p) = content.plots.iter().position(|x| x.def.id == plot) else {
        return;
    };
    let done = on_seat(world, seat, |s: &mut Specials| {
        std::mem::replace(&mut s.descended, true)
    })
    .unwrap_or(true);
    if done {
        return;
    }
    let set_aside = on_seat(world, seat, |ps: &mut PlotState| {
        let old = ps.current.replace((p as u16, Stage::Start));
        if let Some((old, _)) = old {
            ps.lived.push(old);
        }
        old
    })
    .flatten();
    let mut back = 0;
    holdings(world, seat, |h| {
        back = h.good_baggage + h.bad_baggage;
        h.good_baggage = 0;
        h.bad_baggage = 0;
    });
    world.resource_mut::<Supply>().baggage += back;
    let who = name_of(content, world.resource::<Table>(), seat);
    let old = set_aside.map_or_else(
        || Msg::new("no-plot"),
        |(o, _)| Msg::new("name").with("name", Arg::Plot(o)),
    );
    log(
        world,
        Some(seat),
        Msg::new("log-descent")
            .det("who", who)
            .msg("old", old)
            .with("plot", Arg::Plot(p as u16)),
    );
}
