//! Events as written: the events file, an event card, and the abilities it gives.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// `<name>.events.ron`: the general event deck (R-SETUP-11).
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventsFile {
    /// The general events.
    pub events: Vec<EventDef>,
}

/// An event card (section 11): a general one from the events file, or a specific one from a
/// murder sheet. "The owner" is the detective whose NPC the event brings onto the map.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventDef {
    /// Its id, unique among all events.
    pub id: String,
    /// Its name, as the event track shows it.
    pub name: String,
    /// What a player reads; it must agree with the fields below.
    pub text: String,
    /// NPCs it brings onto the map (R-EVENT-1): (NPC name as its detective's sheet spells it,
    /// location id).
    #[serde(default)]
    pub npcs: Vec<(String, String)>,
    /// What happens to every detective when the event arrives, first player first (no Time,
    /// no fights: it is not anybody's turn).
    #[serde(default)]
    pub each: Vec<Effect>,
    /// What happens to the owner when the event arrives.
    #[serde(default)]
    pub owner: Vec<Effect>,
    /// Rules on every detective while the event is in play.
    #[serde(default)]
    pub rules: Vec<Rule>,
    /// Temporary abilities (R-EVENT-4).
    #[serde(default)]
    pub actions: Vec<EventAction>,
    /// A specific event only: where each suspect's testimony lead goes (suspect id, location
    /// id), every suspect of the murder once (R-EVENT-3).
    #[serde(default)]
    pub leads: Vec<(String, String)>,
    /// A specific event only: the suspect it involves; if that suspect is dead or dies, the
    /// event ends and leaves the game (R-EVENT-3).
    #[serde(default)]
    pub suspect: Option<String>,
    /// While the event is in play its suspect is held: its testimony lead cannot be followed
    /// up (R-LEAD-5).
    #[serde(default)]
    pub holds: bool,
}

/// Who may use an event's temporary ability.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EventUser {
    /// Any detective standing there.
    #[default]
    Anyone,
    /// Only the owner of the event's NPC.
    Owner,
    /// Anyone but the owner.
    Others,
}

/// A temporary ability an event gives a location (R-EVENT-4).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventAction {
    /// The location id where it is used.
    pub at: String,
    /// Who may use it.
    #[serde(default)]
    pub who: EventUser,
    /// The first player to use it ends the event (R-EVENT-4); otherwise each player may use it
    /// once per round while the event lasts.
    #[serde(default)]
    pub once: bool,
    /// Its costs and what it does for the player who uses it.
    pub ability: AbilityDef,
    /// What it does to the owner, if the owner is in play.
    #[serde(default)]
    pub owner: Vec<Effect>,
    /// The owner gains this many favors of the event's first NPC, while it lives (R-NPC-1).
    #[serde(default)]
    pub npc_favors: u8,
    /// The event's NPCs are eliminated (R-NPC-1), which ends the event (R-EVENT-2).
    #[serde(default)]
    pub eliminate: bool,
}
