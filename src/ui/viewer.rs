//! Who is looking at the screen: one value ([`Looking`]) that decides what every panel may
//! draw. A seat's hand, hunches, Memory card, secret log lines and the face-down values it
//! knows are drawn only while that seat is looking; otherwise the screen shows the public
//! table.
//!
//! - With one human at the table, the screen is that human's, whoever plays.
//! - With several (hot seat), the screen belongs to a human only while the game waits for
//!   that human and that human has taken the screen ([`Viewer`], confirmed on the hand-off
//!   cover); during bots' turns, after a human ends the turn, at the end of a day, in a review
//!   and on the Case Closed screen, nobody is looking: the public table only. Once the public
//!   table has shown outside a human's own turn, that human takes the screen again on the
//!   cover before anything private of theirs shows ([`release`]).
//! - With no human (bots only), nobody is looking.

use crate::game::{GameView, Phase, SeatKind, Session, Table};
use crate::ids::SeatId;
use bevy::prelude::*;

/// The human seat that last took the screen on the hand-off cover (hot seat), or the only
/// human.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct Viewer {
    pub seat: Option<SeatId>,
}

/// Whose private things the screen may show now: a seat, or nobody (the public table).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Looking(pub Option<SeatId>);

/// The human seats of the table.
pub fn humans(table: &Table) -> Vec<SeatId> {
    SeatId::all(table.seats.len())
        .filter(|&s| table.seats[s].kind == SeatKind::Human)
        .collect()
}

/// After an accepted command: a human who ends the turn in hot seat leaves the screen, so the
/// next private view — even that same human's, asked to respond in a bot's turn — comes after
/// the hand-off cover again (D-5).
pub fn after_command(viewer: &mut Viewer, table: &Table, action: &crate::game::Action) {
    if *action == crate::game::Action::EndTurn && humans(table).len() > 1 {
        viewer.seat = None;
    }
}

/// In hot seat, a human's hold on the screen ends as soon as the screen shows the public table
/// outside that human's own turn (a bot plays, the day ends): whoever sits there may have
/// changed, so the next private view, even the same human's, comes after the hand-off cover
/// (D-5). A bot answering in the human's own turn does not end it.
pub fn release(viewer: &mut Viewer, table: &Table, active: SeatId, looking: Option<SeatId>) {
    if humans(table).len() > 1 && looking.is_none() && viewer.seat.is_some_and(|v| v != active) {
        viewer.seat = None;
    }
}

/// Who may look now, from the table, the game's state and who took the screen last.
pub fn looking(
    table: &Table,
    daytime: bool,
    decider: SeatId,
    reviewing: bool,
    viewer: Viewer,
) -> Option<SeatId> {
    let humans = humans(table);
    match humans.as_slice() {
        [] => None,
        [only] => Some(*only),
        _ if reviewing || !daytime => None,
        _ => (table.seats[decider].kind == SeatKind::Human && viewer.seat == Some(decider))
            .then_some(decider),
    }
}

/// The human seat that must take the screen before anything private shows (hot seat): the
/// human the game waits for, when the screen is not yet theirs.
pub fn handoff(
    table: &Table,
    daytime: bool,
    decider: SeatId,
    reviewing: bool,
    viewer: Viewer,
) -> Option<SeatId> {
    let hot_seat = humans(table).len() > 1;
    (hot_seat
        && daytime
        && !reviewing
        && table.seats[decider].kind == SeatKind::Human
        && viewer.seat != Some(decider))
    .then_some(decider)
}

/// The human seat whose lead move the game makes for it now, if the players here let the game
/// choose where the leads they move go (`auto`, Settings → Leads): no hand-off for it.
pub fn leads_moved_for(
    table: &Table,
    snap: &crate::rules::Snapshot,
    live: bool,
    auto: bool,
) -> Option<SeatId> {
    match snap.pending {
        Some(crate::model::Decision {
            seat,
            ask: crate::model::Ask::PlaceLead { .. },
        }) if auto && live && snap.daytime && table.seats[seat].kind == SeatKind::Human => {
            Some(seat)
        }
        _ => None,
    }
}

/// The human the hand-off cover waits for now, if it is up ([`handoff`] for this frame).
pub fn cover_for(
    view: &GameView,
    phase: &State<Phase>,
    session: &State<Session>,
    viewer: Viewer,
) -> Option<SeatId> {
    let snap = view.public();
    let daytime = snap.daytime && *phase.get() == Phase::Daytime;
    let reviewing = *session.get() == Session::Reviewing;
    handoff(&view.q.table, daytime, snap.decider(), reviewing, viewer)
}

/// The system that decides who is looking ([`who_is_looking`]): what draws a seat's secrets
/// runs after it, the hand-off cover before it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LookingSet;

/// Works out [`Looking`] for this frame.
pub fn who_is_looking(
    view: GameView,
    phase: Res<State<Phase>>,
    session: Res<State<Session>>,
    mut viewer: ResMut<Viewer>,
    mut looking: ResMut<Looking>,
) {
    let snap = view.public();
    let daytime = snap.daytime && *phase.get() == Phase::Daytime;
    let reviewing = *session.get() == Session::Reviewing;
    let now = Looking(looking_for(
        &view.q.table,
        snap,
        reviewing,
        *viewer,
        daytime,
    ));
    if *looking != now {
        *looking = now;
    }
    let mut v = *viewer;
    release(&mut v, &view.q.table, snap.active(), now.0);
    viewer.set_if_neq(v);
}

fn looking_for(
    table: &Table,
    snap: &crate::rules::Snapshot,
    reviewing: bool,
    viewer: Viewer,
    daytime: bool,
) -> Option<SeatId> {
    looking(table, daytime, snap.decider(), reviewing, viewer)
}
