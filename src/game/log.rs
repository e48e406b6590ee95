//! The game's log: public lines, lines only one seat may read (D-8), and what a command said.
//! Each line is a [`Msg`] (a key with its arguments), turned into words by whoever reads it.

use super::*;

/// One line of the game's log.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LogEntry {
    /// The week it was written in.
    pub week: u8,
    /// The day it was written on.
    pub day: u8,
    /// The seat the line is about, if any.
    pub seat: Option<SeatId>,
    /// `Some(seat)` for a secret only that seat may read (D-8); `None` for everyone.
    pub private_to: Option<SeatId>,
    /// The line, as a message.
    pub text: Msg,
}

/// What happened, in words.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameLog(pub Vec<LogEntry>);

impl GameLog {
    /// The lines `viewer` may read: the public ones, and its own secrets (D-8). Every panel
    /// that shows the log reads it through here.
    pub fn visible_to(
        &self,
        viewer: Option<SeatId>,
    ) -> impl DoubleEndedIterator<Item = (usize, &LogEntry)> {
        self.0
            .iter()
            .enumerate()
            .filter(move |(_, e)| e.private_to.is_none() || e.private_to == viewer)
    }
}

/// Adds a line to the log that everyone may read.
pub fn log_public(log: &mut GameLog, clock: &Clock, seat: Option<SeatId>, text: Msg) {
    log.0.push(LogEntry {
        week: clock.week,
        day: clock.day,
        seat,
        private_to: None,
        text,
    });
}

/// A public log line about `seat`.
pub fn log(world: &mut World, seat: Option<SeatId>, text: Msg) {
    let clock = *world.resource::<Clock>();
    log_public(&mut world.resource_mut::<GameLog>(), &clock, seat, text);
}

/// A log line only `seat` may read (D-8): a secret shown to that seat, so the command that
/// shows it cannot be undone.
pub fn log_private(world: &mut World, seat: SeatId, text: Msg) {
    super::ctx::shown(world);
    let clock = *world.resource::<Clock>();
    world.resource_mut::<GameLog>().0.push(LogEntry {
        week: clock.week,
        day: clock.day,
        seat: Some(seat),
        private_to: Some(seat),
        text,
    });
}

/// Logs `text` publicly and makes it what the command said (its result).
pub fn report(world: &mut World, seat: SeatId, text: Msg) {
    log(world, Some(seat), text.clone());
    super::ctx::said(world, text);
}

/// The detective `seat` plays (a message names it by its id).
pub fn name_of(_content: &Content, table: &PublicTable, seat: SeatId) -> DetectiveId {
    table.seats[seat].detective
}
