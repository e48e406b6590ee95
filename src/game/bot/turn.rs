//! A bot's own turn: what it does with its Time when nothing is asked of it — a jump on the
//! case, a lead to follow up, a light card or an ability worth using, or a move toward the
//! nearest lead.

use super::answers::answer;
use super::values::{best_ability, best_light_card, event_action_gain, travel};
use super::*;

/// The bot's choice for `seat` in `snap` (its own seat's view).
pub fn choose(content: &Content, view: &SeatView, rng: &mut ChaCha8Rng) -> Action {
    let (snap, seat): (&Snapshot, SeatId) = (view, view.seat());
    let legal = rules::legal_actions(content, snap, seat);
    if let Some(d) = snap.pending {
        return answer(content, snap, seat, &d, &legal, rng, None);
    }
    if legal.contains(&Action::JumpOnTheCase) {
        return Action::JumpOnTheCase;
    }
    if let Some(f) = legal.iter().find(|a| matches!(a, Action::FollowUp { .. })) {
        return *f;
    }
    if let Some(play) = best_light_card(content, snap, seat, &legal) {
        return play;
    }
    if let Some(ability) = best_ability(content, snap, seat, &legal) {
        return ability;
    }
    match heading(content, snap, seat, &legal, rng) {
        Some(a) => a,
        // Nothing better to do with the Time: draw a light card (R-TWI-2).
        None if legal.contains(&Action::DrawCard { from: seat }) => Action::DrawCard { from: seat },
        None => Action::EndTurn,
    }
}

/// A step toward the nearest place worth heading for that a step brings nearer: when none
/// brings it nearer to the nearest (nothing in reach, or a rival's move took the way), the
/// next nearest, and so on.
fn heading(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
) -> Option<Action> {
    let mut targets = targets(content, snap, seat);
    // A stable sort: the first of equals first, as `nearest` takes it.
    targets.sort_by(|a, b| a.0.total_cmp(&b.0));
    targets
        .iter()
        .find_map(|&(_, target)| step_toward(content, snap, seat, legal, target, rng))
}

/// The places a bot heads for on its own turn, each with how far it is (weighed by how much it
/// is worth the trip): every lead it does not stand on; the scene of the crime when the hero
/// marker there is not its own (worth a detour, not a crossing of the map); an event's ability
/// worth the trip (R-EVENT-4).
pub(super) fn targets(content: &Content, snap: &Snapshot, seat: SeatId) -> Vec<(f32, LocId)> {
    let me = &snap.seats[seat];
    let map = &content.map;
    let mut targets: Vec<(f32, LocId)> = snap
        .leads
        .iter()
        .filter(|l| l.2 != me.at)
        .map(|l| (effort(map, me, me.at, l.2), l.2))
        .collect();
    if snap.hero_on_scene != Some(seat) && snap.scene != me.at {
        targets.push((effort(map, me, me.at, snap.scene) * 1.5, snap.scene));
    }
    for event in snap.events.active() {
        let e = &content.events[event];
        for (i, a) in e.def.actions.iter().enumerate() {
            let at = e.action_at[i];
            let used = snap.events.used.contains(&(seat, event, i as u8));
            let worth = event_action_gain(content, snap, seat, event, i as u8)
                - a.ability.time as f32
                - a.ability.favors.len() as f32;
            let favors = me.holdings.favors.iter().sum::<u8>() as usize;
            if at != me.at && !used && worth > 0.2 && favors >= a.ability.favors.len() {
                targets.push((effort(map, me, me.at, at) * 1.3, at));
            }
        }
    }
    targets
}

/// A Time is worth this many map millimetres of travel to a bot.
const TIME_MM: f32 = 150.0;

/// The extra Time of entering `to` (a restricted place without a warrant, R-MAP-5), in map
/// millimetres.
fn extra_time(map: &crate::content::Map, me: &crate::rules::SeatState, to: LocId) -> f32 {
    (crate::rules::entry_cost(map, to, &me.warrants) as f32 - 1.0) * TIME_MM
}

/// How far `target` is from `from` for a bot: the travel, and the extra Time of entering it.
fn effort(
    map: &crate::content::Map,
    me: &crate::rules::SeatState,
    from: LocId,
    target: LocId,
) -> f32 {
    if from == target {
        0.0
    } else {
        travel(map, from, target) + extra_time(map, me, target)
    }
}

/// The nearest of `targets` (the first of equals).
pub(super) fn nearest(targets: &[(f32, LocId)]) -> Option<LocId> {
    targets
        .iter()
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|t| t.1)
}

/// The move (or, when it really helps, the dropship) that brings the bot nearest to `target`,
/// counting the extra Time of entering a place; `None` when none brings it nearer. `rng`
/// breaks near ties.
pub(super) fn step_toward(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
    target: LocId,
    rng: &mut ChaCha8Rng,
) -> Option<Action> {
    let me = &snap.seats[seat];
    let map = &content.map;
    let here = effort(map, me, me.at, target);
    let mut best: Option<(f32, Action)> = None;
    for a in legal {
        let (Action::Move { to } | Action::Dropship { to }) = *a else {
            continue;
        };
        // Entering the target itself is what the trip is for: its extra Time (a restricted
        // place) is paid on any way there, so it never makes the last step look worse than
        // staying put.
        let mut score = if to == target {
            extra_time(map, me, to)
        } else {
            effort(map, me, to, target) + extra_time(map, me, to) + rng.random_range(0.0..30.0)
        };
        if matches!(a, Action::Dropship { .. }) {
            score += 300.0; // keep the pass for when it really helps
        }
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, *a));
        }
    }
    best.filter(|(score, _)| *score < here).map(|(_, a)| a)
}
