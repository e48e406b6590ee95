//! Location abilities' pure rules (R-LOC-1, R-TOKEN-1, R-COMP-7): who may use which ability
//! now, and how its favor costs are paid.

use super::{Cost, Snapshot};
use crate::content::{AbilityDef, Content, Effect, EventUser, FavorCost, FavorType};
use crate::ids::*;
use crate::model::{Action, Arg, Msg, Pay, terms};

/// R-LOC-1, R-TOKEN-1, R-COMP-7: whether `seat` may use the `option`-th use of the ability
/// of the location it stands on, paying its favors with `pay`; its Time cost.
pub fn check_use(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    option: u8,
    pay: &[Option<Pay>; 2],
) -> Result<Cost, Msg> {
    let me = &s.seats[seat];
    let here = content.map.loc(me.at);
    let Some(u) = here.uses.get(option as usize) else {
        return Err(if here.uses.is_empty() {
            Msg::new("refuse-no-ability").loc("place", me.at)
        } else {
            Msg::new("refuse-no-such-use")
        });
    };
    if s.abilities_used.contains(&(seat, me.at)) {
        return Err(Msg::new("refuse-ability-used").loc("place", me.at));
    }
    check_ability(content, s, me, u, pay)
}

/// R-TOKEN-1, R-COMP-7: the favors paid and the tokens given for one use; its Time.
fn check_ability(
    content: &Content,
    s: &Snapshot,
    me: &super::SeatState,
    u: &AbilityDef,
    pay: &[Option<Pay>; 2],
) -> Result<Cost, Msg> {
    check_payment(content, me, &u.favors, &Msg::new("doing-ability"), pay)?;
    check_supply(s, &me.holdings, &u.effects)?;
    Ok(u.time)
}

/// The seat playing the detective whose NPC the event brings, if in the game.
pub fn event_owner(content: &Content, s: &Snapshot, event: EventId) -> Option<SeatId> {
    let (npc, _) = content.events.get(event.index())?.npcs.first()?;
    s.seats
        .iter()
        .position(|x| x.detective == npc.detective)
        .map(SeatId::from_index)
}

/// R-EVENT-4: whether `seat` may use the `option`-th temporary ability of `event` now, paying
/// `pay`; its Time cost.
pub fn check_event_action(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    event: EventId,
    option: u8,
    pay: &[Option<Pay>; 2],
) -> Result<Cost, Msg> {
    let me = &s.seats[seat];
    if !s.events.active().contains(&event) {
        return Err(Msg::new("refuse-event-not-in-play"));
    }
    let e = &content.events[event];
    if e.def.actions.get(option as usize).is_none() {
        return Err(Msg::new("refuse-event-no-action").event("event", event));
    }
    let a = &e.def.actions[option as usize];
    let at = e.action_at[option as usize];
    if me.at != at {
        return Err(Msg::new("refuse-event-stand-on")
            .event("event", event)
            .label("place", at));
    }
    let owner = event_owner(content, s, event);
    let npc = || match e.npcs.first() {
        Some((n, _)) => Msg::new("name").with("name", Arg::Npc(n.detective, n.index)),
        None => Msg::new("name").text("name", e.def.npcs[0].0.clone()),
    };
    match a.who {
        EventUser::Anyone => {}
        EventUser::Owner if owner != Some(seat) => {
            return Err(Msg::new("refuse-event-owner-only").msg("npc", npc()));
        }
        EventUser::Others if owner == Some(seat) => {
            return Err(Msg::new("refuse-event-others-only").msg("npc", npc()));
        }
        _ => {}
    }
    if s.events.used.contains(&(seat, event, option)) {
        return Err(Msg::new("refuse-event-used").event("event", event));
    }
    check_ability(content, s, me, &a.ability, pay)
}

/// Every way `seat` might use the temporary abilities of the events in play (legal or not).
pub fn event_action_options(content: &Content, s: &Snapshot, seat: SeatId) -> Vec<Action> {
    let me = &s.seats[seat];
    let mut out = Vec::new();
    for event in s.events.active() {
        let e = &content.events[event];
        for (i, a) in e.def.actions.iter().enumerate() {
            if e.action_at[i] != me.at {
                continue;
            }
            out.extend(
                pay_options(content, me, &a.ability.favors)
                    .into_iter()
                    .map(|pay| Action::EventAction {
                        event,
                        option: i as u8,
                        pay,
                    }),
            );
        }
    }
    out
}

/// The favor types the `npc`-th NPC of `detective` shows (R-TOKEN-1).
pub fn npc_types(content: &Content, detective: DetectiveId, npc: u8) -> &[FavorType] {
    content.detectives[detective]
        .def
        .npcs
        .get(npc as usize)
        .map(|n| n.favors.as_slice())
        .unwrap_or(&[])
}

/// "a corp favor", "Director Haas's favor".
pub fn pay_words(content: &Content, detective: DetectiveId, pay: &Pay) -> Msg {
    let _ = content;
    match pay {
        Pay::Favor(k) => Msg::new("pay-favor").msg("favor", terms::favor(*k)),
        Pay::Npc(i) => Msg::new("pay-npc").with("npc", Arg::Npc(detective, *i)),
        Pay::Money => Msg::new("pay-money"),
    }
}

/// R-TOKEN-1: each favor cost is paid with a favor the seat holds — a normal favor of its type
/// (any type for `Any`), or an NPC favor showing that type (any type it shows for `Any`);
/// nothing else is paid.
/// `costs` are the favors `what` (an ability's text, a card's name) costs.
pub(super) fn check_payment(
    content: &Content,
    me: &super::SeatState,
    costs: &[FavorCost],
    what: &Msg,
    pay: &[Option<Pay>; 2],
) -> Result<(), Msg> {
    if costs.len() > pay.len() || pay[costs.len()..].iter().any(Option::is_some) {
        return Err(Msg::new("refuse-pay-only").msg("what", what.clone()));
    }
    let mut favors = me.holdings.favors;
    let mut npcs = me.holdings.npc_favors;
    let mut thousands = (me.specials.money.unwrap_or(0) / 1000).min(2) as u8;
    for (cost, paid) in costs.iter().zip(pay) {
        let Some(paid) = paid else {
            return Err(Msg::new("refuse-pay-costs")
                .msg("what", what.clone())
                .msg("cost", favor_words(cost)));
        };
        let (shows, left): (Vec<FavorType>, &mut u8) = match *paid {
            Pay::Favor(k) => (vec![k], &mut favors[k.index()]),
            Pay::Npc(i) if (i as usize) < 3 => (
                npc_types(content, me.detective, i).to_vec(),
                &mut npcs[i as usize],
            ),
            Pay::Npc(_) => return Err(Msg::new("refuse-no-such-npc")),
            Pay::Money => (FavorType::ALL.to_vec(), &mut thousands),
        };
        if let FavorCost::Of(want) = cost
            && !shows.contains(want)
        {
            return Err(Msg::new("refuse-pay-wrong")
                .msg("cost", favor_words(cost))
                .msg("paid", pay_words(content, me.detective, paid)));
        }
        if *left == 0 || shows.is_empty() {
            let bare = match *paid {
                Pay::Favor(k) => terms::favor(k),
                other => pay_words(content, me.detective, &other),
            };
            return Err(Msg::new("refuse-pay-none").msg("paid", bare));
        }
        *left -= 1;
    }
    Ok(())
}

/// R-COMP-7: a token the ability would give must be left in its supply.
fn check_supply(
    s: &Snapshot,
    held: &crate::model::Holdings,
    effects: &[Effect],
) -> Result<(), Msg> {
    for e in effects {
        let (left, what) = match e {
            Effect::Favor(k) => (
                s.supply.favors[k.index()],
                Msg::new(match k {
                    FavorType::Corp => "supply-favor-corp",
                    FavorType::Political => "supply-favor-political",
                    FavorType::Society => "supply-favor-society",
                    FavorType::Street => "supply-favor-street",
                }),
            ),
            Effect::Haas => (s.supply.haas, Msg::new("supply-haas")),
            Effect::Jinteki => (s.supply.jinteki, Msg::new("supply-jinteki")),
            Effect::DropshipPass => (s.supply.dropship_passes, Msg::new("supply-dropship")),
            Effect::Hit => (s.supply.hits, Msg::new("supply-hit")),
            Effect::Alibi => (s.supply.alibis, Msg::new("supply-alibi")),
            // Three −1 counters held can be exchanged for a −3 one first (R-COMP-2).
            Effect::Trauma(_) => {
                let exchange = held.trauma >= 3 && s.supply.trauma_big > 0;
                (
                    s.supply.trauma + 3 * exchange as u8,
                    Msg::new("supply-trauma"),
                )
            }
            _ => continue,
        };
        if left == 0 {
            return Err(Msg::new("refuse-supply-empty").msg("what", what));
        }
    }
    Ok(())
}

/// "a corp favor", "a favor of any type".
pub fn favor_words(cost: &FavorCost) -> Msg {
    match cost {
        FavorCost::Of(k) => Msg::new("pay-favor").msg("favor", terms::favor(*k)),
        FavorCost::Any => Msg::new("pay-any-favor"),
    }
}

/// Every way `seat` might use the ability where it stands (legal or not).
pub fn use_options(content: &Content, s: &Snapshot, seat: SeatId) -> Vec<Action> {
    let me = &s.seats[seat];
    content
        .map
        .loc(me.at)
        .uses
        .iter()
        .enumerate()
        .flat_map(|(i, u)| {
            pay_options(content, me, &u.favors)
                .into_iter()
                .map(move |pay| Action::UseAbility {
                    option: i as u8,
                    pay,
                })
        })
        .collect()
}

/// Every way to pay the favor costs `costs` (an ability's use, a card): each kind of favor the
/// seat holds (or Money) that could pay each cost.
pub fn pay_options(
    content: &Content,
    me: &super::SeatState,
    costs: &[FavorCost],
) -> Vec<[Option<Pay>; 2]> {
    let held: Vec<Pay> = FavorType::ALL
        .into_iter()
        .filter(|k| me.holdings.favors[k.index()] > 0)
        .map(Pay::Favor)
        .chain(
            (0..3u8)
                .filter(|&i| me.holdings.npc_favors[i as usize] > 0)
                .map(Pay::Npc),
        )
        .chain((me.specials.money.unwrap_or(0) >= 1000).then_some(Pay::Money))
        .collect();
    let mut pays: Vec<[Option<Pay>; 2]> = vec![[None; 2]];
    for (slot, cost) in costs.iter().enumerate().take(2) {
        let kinds: Vec<Pay> = match cost {
            FavorCost::Of(k) => std::iter::once(Pay::Favor(*k))
                .chain(held.iter().copied().filter(|p| match p {
                    Pay::Npc(n) => npc_types(content, me.detective, *n).contains(k),
                    Pay::Money => true,
                    Pay::Favor(_) => false,
                }))
                .collect(),
            FavorCost::Any => held.clone(),
        };
        pays = pays
            .into_iter()
            .flat_map(|p| {
                kinds.iter().map(move |&k| {
                    let mut p = p;
                    p[slot] = Some(k);
                    p
                })
            })
            .collect();
    }
    pays
}

/// Whether the `option`-th use of the ability where `seat` stands only lengthens its ruler
/// and, with the Time left after paying for it, the longer ruler takes the detective (in as
/// many moves as that Time pays) to no place the ruler does not already take it to (round 55
/// of issue 31: Starport Kaguya's +150 mm paid for with nothing more in reach).
pub fn longer_ruler_idle(content: &Content, s: &Snapshot, seat: SeatId, option: u8) -> bool {
    let Some(me) = s.seats.get(seat.index()) else {
        return false;
    };
    let Some(u) = content.map.loc(me.at).uses.get(option as usize) else {
        return false;
    };
    let mut longer = 0i32;
    for e in &u.effects {
        match e {
            Effect::Until {
                rule: crate::content::Rule::Ruler(n),
                ..
            } if *n > 0 => longer += *n as i32,
            _ => return false,
        }
    }
    if longer == 0 {
        return false;
    }
    let left = s.clock.time.saturating_sub(u.time);
    let ruler = super::ruler_of(content, me);
    // Every place within `left` Time at a ruler of `mm`, move after move.
    let reached = |mm: f32| -> Vec<bool> {
        let n = content.map.locations.len();
        let mut best: Vec<Option<u8>> = vec![None; n];
        best[me.at.index()] = Some(0);
        let mut frontier = vec![(0u8, me.at)];
        while let Some((spent, at)) = frontier.pop() {
            if best[at.index()].is_some_and(|b| b < spent) {
                continue;
            }
            for o in super::movement::move_options(&content.map, at, mm, &me.warrants) {
                if super::murder::check_entry(content, s, seat, o.to).is_err() {
                    continue;
                }
                let cost = spent.saturating_add(super::move_cost(content, me, o.to));
                if cost <= left && best[o.to.index()].is_none_or(|b| cost < b) {
                    best[o.to.index()] = Some(cost);
                    frontier.push((cost, o.to));
                }
            }
        }
        best.iter().map(Option::is_some).collect()
    };
    let (now, then) = (reached(ruler), reached(ruler + longer as f32));
    then.iter().zip(&now).all(|(t, n)| !t || *n)
}
