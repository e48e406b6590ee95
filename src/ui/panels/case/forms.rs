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
}

/// Whether the viewer's drawn token goes face up (the evidence window's toggle).
#[derive(bevy::prelude::Resource, Default)]
pub struct EvidenceChoice {
    /// Face up (`true`) or face down.
    pub face_up: bool,
}
