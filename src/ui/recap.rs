//! "Since your last turn": when a human's turn starts, what the others did meanwhile, grouped
//! by detective, from the log lines that seat may read. Each line names its places; clicking
//! it shows them on the board.

use crate::content::{Content, LocId};
use crate::game::{GameLog, LogEntry};
use crate::ids::SeatId;
use bevy::prelude::*;

/// The recap: what the others did since the viewer's last turn, by detective.
pub struct RecapPlugin;

impl Plugin for RecapPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Recap>();
    }
}

/// The recap's reading of the log. Turns are read from the log itself (each begins with its
/// seat's "… 's turn" line, a day with its end), so a loaded game, an undo or a table joined
/// late recaps the same as one watched from the start.
#[derive(Resource, Default, Debug)]
pub struct Recap;

/// Whether a line begins a turn or ends the day: where turns start and end.
fn turn_mark(e: &LogEntry) -> bool {
    matches!(e.text.key(), "log-turn" | "log-day-ends")
}

/// The seat whose turn is going on at the log's end: the last turn begun, if no day ended
/// since.
fn current_turn(log: &GameLog) -> Option<(usize, SeatId)> {
    let (i, e) = log.0.iter().enumerate().rev().find(|(_, e)| turn_mark(e))?;
    if e.text.key() != "log-turn" {
        return None;
    }
    e.seat.map(|s| (i, s))
}

impl Recap {
    /// The lines `viewer` may read of the active seat's turn so far (none when the viewer is
    /// the active seat, or between days), leaving out the quiet ones.
    pub fn this_turn<'a>(&self, log: &'a GameLog, viewer: Option<SeatId>) -> Vec<&'a LogEntry> {
        let Some((began, active)) = current_turn(log).filter(|&(_, a)| Some(a) != viewer) else {
            return Vec::new();
        };
        log.visible_to(viewer)
            .skip_while(|(i, _)| *i < began)
            .map(|(_, e)| e)
            .filter(|e| e.seat == Some(active) && !QUIET_LINES.contains(&e.text.key()))
            .collect()
    }

    /// Whether `seat` has done anything in its turn going on (a line of its own after the
    /// turn's first): the recap of the others has been read by then, and folds away.
    pub fn acted(log: &GameLog, seat: SeatId) -> bool {
        current_turn(log)
            .filter(|&(_, s)| s == seat)
            .is_some_and(|(began, _)| {
                log.0
                    .iter()
                    .skip(began + 1)
                    .any(|e| e.seat == Some(seat) && !QUIET_LINES.contains(&e.text.key()))
            })
    }

    /// Where `seat`'s last finished turn ended in the log: at the next turn's or the day's
    /// end's line after it began.
    pub fn ended(log: &GameLog, seat: SeatId) -> Option<usize> {
        let mine = |e: &LogEntry| e.text.key() == "log-turn" && e.seat == Some(seat);
        let mut starts = log.0.iter().enumerate().rev().filter(|(_, e)| mine(e));
        let last = starts.next()?.0;
        let began = match current_turn(log) {
            // Its turn goes on: the one before it; on its first turn, what the others did
            // before it since the game's first turn (a newcomer's first turn had no recap
            // of the three bots who played first).
            Some((_, s)) if s == seat => match starts.next() {
                Some((i, _)) => i,
                None => {
                    return log
                        .0
                        .iter()
                        .position(|e| e.text.key() == "log-turn")
                        .filter(|&first| first < last);
                }
            },
            _ => last,
        };
        log.0
            .iter()
            .enumerate()
            .skip(began + 1)
            .find(|(_, e)| turn_mark(e) && !mine(e))
            .map(|(i, _)| i)
    }

    /// The log's lines the recap of `seat` reads: from where its last turn ended to where
    /// its turn going on began. During the seat's own turn, what came before it: the others'
    /// answers in the turn are the notices' and the log's (a line changing from "1 card
    /// played" to "2" while the player read it was not "since your last turn").
    fn span(log: &GameLog, seat: SeatId) -> Option<(usize, usize)> {
        let from = Self::ended(log, seat)?;
        let to = current_turn(log)
            .filter(|&(_, s)| s == seat)
            .map_or(usize::MAX, |(i, _)| i);
        Some((from, to))
    }

    /// How many turns `of` began since `seat`'s last turn (a bot last at the end of one day
    /// and first on the next played two; round 38 of issue 31 read them as one).
    pub fn turns_of(log: &GameLog, seat: SeatId, of: SeatId) -> usize {
        Self::span(log, seat).map_or(0, |(from, to)| {
            log.0
                .iter()
                .enumerate()
                .filter(|(i, e)| {
                    (from..to).contains(i) && e.text.key() == "log-turn" && e.seat == Some(of)
                })
                .count()
        })
    }

    /// The lines `seat` may read since its last turn ended, grouped by whom they are about
    /// (the table's own lines — days, events — under `None`), in the order they came.
    pub fn since<'a>(
        &self,
        log: &'a GameLog,
        seat: SeatId,
    ) -> Vec<(Option<SeatId>, Vec<&'a LogEntry>)> {
        let Some((from, to)) = Self::span(log, seat) else {
            return Vec::new();
        };
        let mut groups: Vec<(Option<SeatId>, Vec<&LogEntry>)> = Vec::new();
        for (_, e) in log
            .visible_to(Some(seat))
            .skip_while(|(i, _)| *i < from)
            .take_while(|(i, _)| *i < to)
        {
            // Not the seat's own lines — but a lead it moved on out of its turn, which the game
            // may have chosen in its name while another human had the screen (round 39 of
            // issue 31) — nor the ones that say nothing happened (a bot with no Time left, no
            // answer to a card): the recap keeps its room for what was done.
            let own = e.seat == Some(seat) && e.text.key() != "log-lead-moved";
            if own || QUIET_LINES.contains(&e.text.key()) {
                continue;
            }
            match groups.iter_mut().find(|(s, _)| *s == e.seat) {
                Some((_, lines)) => lines.push(e),
                None => groups.push((e.seat, vec![e])),
            }
        }
        groups
    }
}

/// Whether a line of the others' touches the viewer: evidence, a hit, an alibi or a token
/// turned face up on a suspect of their hunches; a card played on them, their marker shifted;
/// or a secret told to them. (Their lead moved or their deck drawn from is not news.)
pub fn touches(e: &LogEntry, seen: &crate::rules::Snapshot) -> bool {
    use crate::model::Arg;
    const ON_SUSPECTS: [&str; 10] = [
        "log-places-face-up",
        "log-places-face-down",
        "log-reveal",
        "log-places-hit",
        "log-gives-alibi",
        "log-hit-kills",
        "log-bonus-hit",
        "log-bonus-hit-kills",
        "log-suspect-dies",
        "log-looks-in-secret",
    ];
    const ON_DETECTIVES: [&str; 3] = ["log-plays-dark", "log-dark-shifts", "log-light-shifts"];
    let Some(me) = seen.viewer else {
        return false;
    };
    let key = e.text.key();
    let hunch = ON_SUSPECTS.contains(&key)
        && seen
            .hunches
            .is_some_and(|(g, i)| e.text.names_suspect(g) || e.text.names_suspect(i));
    let on_me = ON_DETECTIVES.contains(&key)
        && seen
            .seats
            .get(me.index())
            .is_some_and(|s| e.text.arg("whom") == Some(&Arg::Detective(s.detective)));
    e.private_to == Some(me) || hunch || on_me
}

/// The log's lines that say nothing was done, left out of the recap (the log keeps them): a
/// turn's first line too (its detective heads the group).
const QUIET_LINES: [&str; 3] = ["log-no-time-left", "said-no-response", "log-turn"];

/// The locations a text names, longest names first (so "Castle Club" is not read inside a
/// longer name).
pub fn places_named(content: &Content, text: &str) -> Vec<LocId> {
    let mut names: Vec<(LocId, &str)> = content
        .map
        .ids()
        .map(|id| (id, content.map.loc(id).name.as_str()))
        .collect();
    names.sort_by_key(|(_, n)| std::cmp::Reverse(n.len()));
    let mut rest = text.to_string();
    let mut out = Vec::new();
    for (id, n) in names {
        if let Some(i) = rest.find(n) {
            out.push((i, id));
            rest.replace_range(i..i + n.len(), &" ".repeat(n.len()));
        }
    }
    out.sort();
    out.into_iter().map(|(_, id)| id).collect()
}

/// What a detective's lines come to, in counts: moves, leads, evidence, cards, puzzle
/// pieces, hits and alibis ("2 moves · 1 lead followed up"); the other lines when nothing of
/// these was done.
pub fn digest(lines: &[&LogEntry]) -> String {
    const KINDS: [(&str, &[&str]); 9] = [
        (
            "recap-did-moves",
            &[
                "log-move",
                "log-move-restricted",
                "log-move-dropship",
                "log-move-beanstalk",
            ],
        ),
        (
            "recap-did-leads",
            &["log-follow-up", "log-follow-up-climax"],
        ),
        (
            "recap-did-evidence",
            &["log-places-face-up", "log-places-face-down"],
        ),
        ("recap-did-cards", &["log-plays-light", "log-plays-dark"]),
        ("recap-did-puzzle", &["log-places-piece"]),
        (
            "recap-did-hits",
            &["log-places-hit", "log-gives-alibi", "log-hit-kills"],
        ),
        // Round 27 of issue 31: "2 other lines" said nothing of a turn of draws.
        (
            "recap-did-draws",
            &[
                "log-draws-card",
                "log-draws-free-seedy",
                "log-draws-free-ritzy",
                "log-draws-extra",
            ],
        ),
        (
            "recap-did-abilities",
            &["log-uses-ability", "log-event-action"],
        ),
        ("recap-did-lead-moves", &["log-lead-moved"]),
    ];
    let parts: Vec<String> = KINDS
        .iter()
        .filter_map(|(say, keys)| {
            let n = lines
                .iter()
                .filter(|e| keys.contains(&e.text.key()))
                .count();
            (n > 0).then(|| crate::i18n::tr_args(say, &[("n", n.into())]))
        })
        .collect();
    if parts.is_empty() {
        return crate::i18n::tr_args("recap-did-else", &[("n", lines.len().into())]);
    }
    parts.join(" · ")
}
