//! "Since your last turn": when a human's turn starts, what the others did meanwhile, grouped
//! by detective, from the log lines that seat may read. Each line names its places; clicking
//! it shows them on the board.

use crate::content::{Content, LocId};
use crate::game::{GameLog, LogEntry, TableView};
use crate::ids::SeatId;
use crate::ui::viewer::Looking;
use bevy::prelude::*;
use std::collections::HashMap;

/// The recap: what the others did since the viewer's last turn, by detective.
pub struct RecapPlugin;

impl Plugin for RecapPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Recap>()
            .add_systems(
                Update,
                follow_turns
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet)
                    .run_if(crate::ui::in_game),
            )
            .add_systems(
                OnEnter(crate::game::Phase::Setup),
                |mut r: ResMut<Recap>| *r = Recap::default(),
            );
    }
}

/// Where each seat's last turn ended in the log, and the active seat last seen.
#[derive(Resource, Default, Debug)]
pub struct Recap {
    ended: HashMap<SeatId, usize>,
    active: Option<SeatId>,
}

impl Recap {
    /// The lines `seat` may read since its last turn ended, grouped by whom they are about
    /// (the table's own lines — days, events — under `None`), in the order they came.
    pub fn since<'a>(
        &self,
        log: &'a GameLog,
        seat: SeatId,
    ) -> Vec<(Option<SeatId>, Vec<&'a LogEntry>)> {
        let Some(&from) = self.ended.get(&seat) else {
            return Vec::new();
        };
        let mut groups: Vec<(Option<SeatId>, Vec<&LogEntry>)> = Vec::new();
        for (_, e) in log.visible_to(Some(seat)).skip_while(|(i, _)| *i < from) {
            // Not the seat's own lines, nor the ones that say nothing happened (a bot with no
            // Time left, no answer to a card): the recap keeps its room for what was done.
            if e.seat == Some(seat) || QUIET_LINES.contains(&e.text.key()) {
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

/// The log's lines that say nothing was done, left out of the recap (the log keeps them).
const QUIET_LINES: [&str; 2] = ["log-no-time-left", "said-no-response"];

/// Notes where a turn ends: when the active seat changes, the seat that was active ends its
/// turn at the log's current length.
fn follow_turns(view: Res<TableView>, looking: Res<Looking>, mut recap: ResMut<Recap>) {
    let log = &view.log;
    let snap = view.public();
    if !snap.daytime {
        return;
    }
    let active = snap.active();
    if recap.active != Some(active) {
        if let Some(was) = recap.active {
            recap.ended.insert(was, log.0.len());
        }
        recap.active = Some(active);
    }
    let _ = looking;
}

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
