//! The state the investigation's panels and windows keep between frames.

use crate::ui::board::input::LeadPick;
use crate::ui::panels::hand::PayForm;
use crate::ui::panels::puzzle::PuzzlePanel;

/// The state the panels and windows keep between frames.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Forms<'w> {
    /// The evidence window's face-up toggle.
    pub evidence: bevy::prelude::ResMut<'w, EvidenceChoice>,
    /// The cards marked to pay a play.
    pub pay: bevy::prelude::ResMut<'w, PayForm>,
    /// The lead picked.
    pub lead: bevy::prelude::ResMut<'w, LeadPick>,
    /// How the drawn piece is turned.
    pub puzzle: bevy::prelude::ResMut<'w, PuzzlePanel>,
    /// The events panel's state.
    pub events: bevy::prelude::ResMut<'w, crate::ui::panels::events::EventsPanel>,
    /// The evidence tokens new on the files.
    pub fresh: bevy::prelude::ResMut<'w, FreshTokens>,
}

/// Whether the viewer's drawn token goes face up (the evidence window's toggle).
#[derive(bevy::prelude::Resource, Default)]
pub struct EvidenceChoice {
    /// Face up (`true`) or face down.
    pub face_up: bool,
}

/// Evidence tokens that came onto the suspects' files lately, as the screen saw them: each
/// glows a few seconds from when it first showed, and the Suspects tab has a badge until it is
/// looked at, so a token a bot placed is seen where it went, not only read in the log.
#[derive(bevy::prelude::Resource, Default)]
pub struct FreshTokens {
    /// Each token on the files and when it first showed (seconds of the app's clock; minus
    /// infinity for the ones there already).
    first: std::collections::HashMap<u32, f64>,
    /// The files have been read once (what is on them then is not new).
    ready: bool,
    /// A token came while the Suspects tab was not open.
    pub unseen: bool,
    /// The tokens that came while it was not open: they glow again when it opens.
    missed: Vec<u32>,
}

impl FreshTokens {
    /// Seconds a new token glows.
    pub const GLOW: f64 = 6.0;

    /// Notes the tokens on the files now (`ids`) at `now` seconds; `quiet` (a saved game
    /// caught up on, a finished one reviewed): what came is not new.
    pub fn watch(&mut self, ids: impl Iterator<Item = u32>, now: f64, quiet: bool) {
        let ids: std::collections::HashSet<u32> = ids.collect();
        self.first.retain(|id, _| ids.contains(id));
        let quiet = quiet || !self.ready;
        for id in ids {
            self.first.entry(id).or_insert_with(|| {
                if quiet {
                    f64::NEG_INFINITY
                } else {
                    self.unseen = true;
                    self.missed.push(id);
                    now
                }
            });
        }
        self.ready = true;
    }

    /// The Suspects tab is open at `now`: what came while it was shut glows there a while
    /// (neither flying again nor scrolled to).
    pub fn looked(&mut self, now: f64) {
        self.unseen = false;
        for id in self.missed.drain(..) {
            if let Some(t) = self.first.get_mut(&id) {
                *t = t.max(now - 0.4 * Self::GLOW);
            }
        }
    }

    /// How much token `id` glows at `now`: 1 when it came, down to 0 after [`Self::GLOW`]
    /// seconds.
    pub fn glow(&self, id: u32, now: f64) -> f32 {
        self.first.get(&id).map_or(0.0, |&t| {
            (1.0 - (now - t) / Self::GLOW).clamp(0.0, 1.0) as f32
        })
    }

    /// The tokens that came less than `within` seconds before `now`, with their age.
    pub fn arriving(&self, now: f64, within: f64) -> impl Iterator<Item = (u32, f64)> + '_ {
        self.first
            .iter()
            .map(move |(&id, &t)| (id, now - t))
            .filter(move |&(_, age)| (0.0..within).contains(&age))
    }

    /// Some token still glows at `now` (the panel keeps drawing while one does).
    pub fn glowing(&self, now: f64) -> bool {
        self.first.values().any(|&t| now - t < Self::GLOW)
    }

    /// Everything on the files is old news: a new game, or the screen handed to another seat.
    pub fn reset(&mut self) {
        *self = FreshTokens::default();
    }
}
