//! What plays when. A sound is public: every seat at the table hears it. So the sounds come
//! only from the public view of the game (before and after a change) and from commands every
//! seat sees played — never from a seat's hand, its hunches, a peek or a token's hidden face.
//! The one private sound, the refusal, answers the looking human's own command.

use super::synth::Cue;
use crate::content::{Area, Content};
use crate::game::{Action, CommandResult, SeatKind};
use crate::ids::SeatId;
use crate::rules::Snapshot;

/// The sounds for a change of the game: `before` and `after` are public snapshots (viewer
/// `None`), `results` the commands applied in between, `me` the seat at the screen.
pub fn cues_between(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    results: &[CommandResult],
    me: Option<SeatId>,
) -> Vec<Cue> {
    debug_assert!(before.viewer.is_none() && after.viewer.is_none());
    let mut out = Vec::new();
    let mut card_played = false;
    for r in results {
        if r.outcome.is_err() {
            if Some(r.command.seat) == me {
                out.push(Cue::Refusal);
            }
            continue;
        }
        match r.command.action {
            Action::Move { to } | Action::Dropship { to } => out.push(move_cue(content, to)),
            Action::JumpOnTheCase => out.push(Cue::MoveCity),
            Action::FollowUp { .. } => out.push(Cue::LeadFollowed),
            Action::PlayLight { .. } => {
                out.push(Cue::LightCard);
                card_played = true;
            }
            Action::PlayDark { .. } => {
                out.push(Cue::DarkCard);
                card_played = true;
            }
            _ => {}
        }
    }
    out.extend(change_cues(content, before, after, card_played));
    out
}

/// The sounds of what a public log line says was done, at a table played online (the views
/// the host sends carry the lines, not the commands): a move by where it ends, a jump on the
/// case, a lead followed up, a card played.
pub fn line_cue(content: &Content, e: &crate::game::LogEntry) -> Option<Cue> {
    match e.text.key() {
        "log-move" | "log-move-restricted" | "log-move-dropship" | "log-move-beanstalk" => {
            e.text.places().last().map(|&to| move_cue(content, to))
        }
        "log-jump" => Some(Cue::MoveCity),
        "log-follow-up" | "log-follow-up-climax" => Some(Cue::LeadFollowed),
        "log-plays-light" => Some(Cue::LightCard),
        "log-plays-dark" => Some(Cue::DarkCard),
        _ => None,
    }
}

/// A move's sound, by where it ends.
fn move_cue(content: &Content, to: crate::content::LocId) -> Cue {
    match content.map.loc(to).area {
        Area::Earth => Cue::MoveCity,
        Area::Beanstalk => Cue::MoveBeanstalk,
        Area::Moon => Cue::MoveMoon,
    }
}

/// The sounds of a change of the public game between `before` and `after`: evidence, shifts
/// (unless `card_played`: the card's own sound says it), the puzzle, favors, events, the
/// climax.
pub fn change_cues(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    card_played: bool,
) -> Vec<Cue> {
    let mut out = Vec::new();
    // Evidence set down, and turned face up.
    if after.evidence.len() > before.evidence.len() {
        out.push(Cue::EvidencePlaced);
    }
    let turned = after
        .evidence
        .iter()
        .any(|t| t.face_up && before.evidence.iter().any(|b| b.id == t.id && !b.face_up));
    if turned {
        out.push(Cue::EvidenceRevealed);
    }
    // A twilight shift (a card played shifts too: its own sound says it).
    let shifted = before
        .seats
        .iter()
        .zip(&after.seats)
        .any(|(b, a)| a.twilight != b.twilight);
    if shifted && !card_played {
        out.push(Cue::TwilightShift);
    }
    // The puzzle: a piece laid, a link closed.
    let pieces = |s: &Snapshot| {
        s.puzzle
            .grid
            .cells
            .iter()
            .flatten()
            .filter(|c| c.is_some())
            .count()
    };
    if pieces(after) > pieces(before) {
        let links = |s: &Snapshot| -> u32 {
            crate::rules::puzzle::links(
                &s.puzzle.grid,
                &content.puzzle.groups,
                &content.puzzle.pieces,
            )
            .iter()
            .map(|&l| l as u32)
            .sum()
        };
        out.push(if links(after) > links(before) {
            Cue::LinkClosed
        } else {
            Cue::PiecePlaced
        });
    }
    // A favor or a token gained by any seat.
    let tokens = |h: &crate::game::Holdings| -> u32 {
        h.favors.iter().map(|&f| f as u32).sum::<u32>()
            + h.npc_favors.iter().map(|&f| f as u32).sum::<u32>()
            + (h.haas + h.jinteki + h.conspiracy) as u32
    };
    if before
        .seats
        .iter()
        .zip(&after.seats)
        .any(|(b, a)| tokens(&a.holdings) > tokens(&b.holdings))
    {
        out.push(Cue::Favor);
    }
    // Events arriving on the track.
    let old = before.events.shown();
    if after.events.shown().iter().any(|e| !old.contains(e)) {
        out.push(Cue::EventRevealed);
    }
    // The climax begins.
    if after.is_climax() && !before.is_climax() {
        out.push(Cue::Climax);
    }
    out
}

/// A turn of the game: each seat has one a day (R-ROUND-1), so its week, day and place in the
/// day's order name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The week.
    pub week: u8,
    /// The day of the week.
    pub day: u8,
    /// Its place in the day's order of turns.
    pub turn: u8,
}

/// The turn a public snapshot shows a human's to play, with nothing pending: "your turn" sounds
/// once for each such turn — the game's very first turn too, after the bots, at the start of a
/// day, or when a decision at the turn's start is answered. Public: every seat sees whose turn
/// it is.
pub fn human_turn(s: &Snapshot) -> Option<Turn> {
    let human = s
        .seats
        .get(s.active().index())
        .is_some_and(|seat| seat.kind == SeatKind::Human);
    (s.daytime && s.pending.is_none() && human).then_some(Turn {
        week: s.clock.week,
        day: s.clock.day,
        turn: s.clock.turn,
    })
}
