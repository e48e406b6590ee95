//! Detectives and suspects as written: a detective's sheet, its NPC, its setup and rules,
//! and the suspects file.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// `<id>.detective.ron`: one detective's sheet.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetectiveDef {
    /// Its id, used by the other content files and the command line.
    pub id: String,
    /// Its name, as the table shows it.
    pub name: String,
    /// The line under its name on the sheet.
    pub title: String,
    /// The figure's colour, sRGB bytes; the figure also carries `initials`.
    pub color: (u8, u8, u8),
    /// Its initials, where a name does not fit.
    pub initials: String,
    /// The location its figure starts on (id).
    pub start: String,
    /// Vehicle ruler length in map millimetres (R-MOVE-1, D-3).
    pub ruler_mm: f32,
    /// How far its twilight marker may go either way (R-TWI-1).
    #[serde(default = "default_track")]
    pub twilight_track: u8,
    /// How many twilight cards it may hold (R-TWI-7).
    #[serde(default = "default_hand")]
    pub hand_limit: u8,
    /// Time it has each turn (R-TIME-1).
    #[serde(default = "default_time")]
    pub time_per_turn: u8,
    /// Where its physical lead starts (location id).
    pub physical_lead: String,
    /// Where its document lead starts (location id).
    pub document_lead: String,
    /// Its NPCs, whose favors it may grant and events may bring.
    pub npcs: Vec<NpcDef>,
    /// What its sheet puts in play at setup (R-SETUP-13).
    #[serde(default)]
    pub setup: DetectiveSetup,
    /// Its story, for the new-game screen.
    #[serde(default)]
    pub bio: String,
}

fn default_track() -> u8 {
    9
}
fn default_hand() -> u8 {
    6
}
fn default_time() -> u8 {
    6
}

/// One of a detective's NPCs, as its sheet lists it.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NpcDef {
    /// Its name.
    pub name: String,
    /// The favor types an NPC favor of this NPC counts as (R-TOKEN-1); empty if it grants none.
    #[serde(default)]
    pub favors: Vec<FavorType>,
    /// A line about the NPC, for the detective's sheet.
    #[serde(default)]
    pub note: String,
}

/// What a detective's sheet puts in play at setup (R-SETUP-13).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetectiveSetup {
    /// Locations that get one of this detective's warrants.
    #[serde(default)]
    pub warrants: Vec<String>,
    /// Dropship passes it starts with (R-SETUP-13).
    #[serde(default)]
    pub dropship_passes: u8,
    /// NPC favors taken at setup: (NPC name, count).
    #[serde(default)]
    pub npc_favors: Vec<(String, u8)>,
    /// What else the sheet puts in play, in words (the later rules implement it).
    #[serde(default)]
    pub notes: Vec<String>,
    /// Twilight cards drawn at setup beyond the usual three, each from the detective's light
    /// deck or another player's dark deck (Rachel, R-SETUP-13).
    #[serde(default)]
    pub extra_cards: u8,
    /// Standing rules of the detective's special cards (R-SETUP-13, R-COMP-6): Floyd's
    /// Directives.
    #[serde(default)]
    pub rules: Vec<DetectiveRule>,
}

/// A rule a detective's special card puts on it for the whole game (R-SETUP-13).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DetectiveRule {
    /// In a fight the detective must choose light tactics (Floyd's First Directive).
    LightTacticsOnly,
    /// The detective never takes trauma (First Directive).
    NoTrauma,
    /// At most one light card per turn (Second Directive).
    OneLightCardPerTurn,
    /// Once per turn a lead may be followed up for 0 Time (Second Directive).
    FreeFollowUpEachTurn,
    /// The detective must stand on `at` at the end of day `day` of each week; if not, it is
    /// recalled there and takes one bad baggage (Third Directive).
    HomeBy {
        /// The day of each week it must be home by.
        day: u8,
        /// Where home is (location id).
        at: String,
    },
    /// Caprice's Sanity card: a track from +3 to −3, starting at +0, moved by
    /// [`Effect::Sanity`]; each trauma taken lowers it one step, each healed raises it. At −3
    /// the current plot is set aside and the plot `plot` begins at its start card.
    Sanity {
        /// The plot that begins at −3 (plot id).
        plot: String,
    },
    /// Louis's Mood card, starting on *Bad Mood* (hand limit −1); *Good Mood* gives +1. A dark
    /// card played on him turns it to Bad, good baggage on his plot turns it to Good.
    Mood,
    /// Rachel's Money card, starting at this many dollars; [`Effect::Money`] earns and spends
    /// it, and $1,000 pays for one favor of any type in an ability's cost (R-TOKEN-1).
    Money(u32),
    /// Raymond's *Wrapped Up in Himself*: at the start of each of his turns, 1 Time less if his
    /// plot card holds more bad than good baggage; discarded once he has won back two Memory
    /// cards (or every one dealt, if fewer).
    WrappedUp,
}

/// `<name>.suspects.ron`: the six suspects.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspectsFile {
    /// The suspects, in the order the game numbers them.
    pub suspects: Vec<SuspectDef>,
}

/// A suspect as the suspects file writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspectDef {
    /// Its id, used by the murder sheets.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The file whose lowest value is discarded at the close (R-EVID-2).
    pub strong: LeadKind,
    /// The file whose highest value is discarded at the close (R-EVID-2).
    pub weak: LeadKind,
    /// Its story, for the suspects' files.
    #[serde(default)]
    pub bio: String,
}
