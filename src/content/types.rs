//! The data types of the content files, exactly as they are written in RON.
//!
//! These are what a content author edits. [`super::Content`] is the validated, indexed form the
//! rules use.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A location's type, shown by its colour (R-MAP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LocType {
    Religious,
    Civic,
    Residential,
    Business,
    Nightlife,
}

impl LocType {
    pub const ALL: [LocType; 5] = [
        LocType::Religious,
        LocType::Civic,
        LocType::Residential,
        LocType::Business,
        LocType::Nightlife,
    ];
    pub fn name(self) -> &'static str {
        match self {
            LocType::Religious => "religious",
            LocType::Civic => "civic",
            LocType::Residential => "residential",
            LocType::Business => "business",
            LocType::Nightlife => "nightlife",
        }
    }
    /// The colour the rules give the type (R-MAP-3), as sRGB bytes.
    pub fn rgb(self) -> [u8; 3] {
        match self {
            LocType::Religious => [236, 196, 40],
            LocType::Civic => [60, 170, 80],
            LocType::Residential => [210, 60, 60],
            LocType::Business => [50, 110, 210],
            LocType::Nightlife => [150, 70, 190],
        }
    }
}

/// A location's quality, shown by its symbol's shape (R-MAP-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quality {
    Ritzy,
    Normal,
    Seedy,
}

impl Quality {
    pub const ALL: [Quality; 3] = [Quality::Ritzy, Quality::Normal, Quality::Seedy];
    pub fn name(self) -> &'static str {
        match self {
            Quality::Ritzy => "ritzy",
            Quality::Normal => "normal",
            Quality::Seedy => "seedy",
        }
    }
    /// The shape that carries the quality, never colour alone.
    pub fn shape_name(self) -> &'static str {
        match self {
            Quality::Ritzy => "diamond",
            Quality::Normal => "circle",
            Quality::Seedy => "triangle",
        }
    }
}

/// Which part of the board a district lies in (R-MAP-1, R-MAP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    Earth,
    Moon,
    Beanstalk,
}

/// The three kinds of lead, and the three evidence files of a suspect (R-COMP-3, R-EVID-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LeadKind {
    Testimony,
    Physical,
    Document,
}

impl LeadKind {
    pub const ALL: [LeadKind; 3] = [LeadKind::Testimony, LeadKind::Physical, LeadKind::Document];
    pub fn name(self) -> &'static str {
        match self {
            LeadKind::Testimony => "testimony",
            LeadKind::Physical => "physical",
            LeadKind::Document => "document",
        }
    }
}

/// The four kinds of normal favor (R-COMP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FavorType {
    Corp,
    Political,
    Society,
    Street,
}

impl FavorType {
    pub const ALL: [FavorType; 4] = [
        FavorType::Corp,
        FavorType::Political,
        FavorType::Society,
        FavorType::Street,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FavorType::Corp => "corp",
            FavorType::Political => "political",
            FavorType::Society => "society",
            FavorType::Street => "street",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The conspiracy puzzle's three piles, least valuable first (R-COMP-4, R-SETUP-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pile {
    Shift,
    Favor,
    Baggage,
}

impl Pile {
    pub const ALL: [Pile; 3] = [Pile::Shift, Pile::Favor, Pile::Baggage];
    pub fn name(self) -> &'static str {
        match self {
            Pile::Shift => "shift",
            Pile::Favor => "favor",
            Pile::Baggage => "baggage",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A side of a puzzle cell, clockwise from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    North,
    East,
    South,
    West,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::North, Side::East, Side::South, Side::West];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn opposite(self) -> Side {
        Side::ALL[(self.index() + 2) % 4]
    }
    /// (column, row) step toward this side; rows grow downward.
    pub fn delta(self) -> (i8, i8) {
        match self {
            Side::North => (0, -1),
            Side::East => (1, 0),
            Side::South => (0, 1),
            Side::West => (-1, 0),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::North => "top",
            Side::East => "right",
            Side::South => "bottom",
            Side::West => "left",
        }
    }
}

/// A bonus printed on a puzzle piece (R-PUZ-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    /// Move a lead of this type as if the player on your left had followed it up.
    MoveLead(LeadKind),
    /// Place a hit on a live suspect.
    Hit,
    /// Draw a piece of this pile and add it to the puzzle, with its own benefit and bonuses.
    BonusPiece(Pile),
    /// The piece can carry a link to Haas-Bioroid.
    HaasLink,
    /// The piece can carry a link to Jinteki.
    JintekiLink,
}

impl Bonus {
    pub fn words(self) -> String {
        match self {
            Bonus::MoveLead(k) => format!("move a {} lead", k.name()),
            Bonus::Hit => "place a hit".into(),
            Bonus::BonusPiece(p) => format!("bonus {} piece", p.name()),
            Bonus::HaasLink => "Haas-Bioroid link".into(),
            Bonus::JintekiLink => "Jinteki link".into(),
        }
    }
}

/// What a link to a group changes at the close (R-PUZ-9): +1 VP per link for each token of the
/// kind named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LinkValue {
    /// Each normal favor of this type (and each NPC favor showing it).
    Favors(FavorType),
    /// Each Haas token; the group is reached through pieces with the Haas link bonus.
    HaasTokens,
    /// Each Jinteki token; the group is reached through pieces with the Jinteki link bonus.
    JintekiTokens,
}

/// A group on the puzzle's frame (or reached through its special pieces).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GroupDef {
    pub id: String,
    pub name: String,
    /// A label of at most 5 characters for the frame.
    pub short: String,
    /// Frame places: the side of the 5×5 area and the cell along it (0..4, left to right or top
    /// to bottom).
    #[serde(default)]
    pub slots: Vec<(Side, u8)>,
    pub value: LinkValue,
    pub colour: (u8, u8, u8),
}

/// A loose puzzle piece.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceDef {
    pub id: String,
    pub pile: Pile,
    /// The sides its lines reach, as letters: "NS" is a straight line, "NESW" a cross.
    pub lines: String,
    /// A fixed piece may not be turned (D-6).
    #[serde(default)]
    pub fixed: bool,
    #[serde(default)]
    pub bonuses: Vec<Bonus>,
}

/// `<name>.puzzle.ron`: the conspiracy puzzle.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleFile {
    pub groups: Vec<GroupDef>,
    pub pieces: Vec<PieceDef>,
}

/// `<name>.map.ron`: the board.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub districts: Vec<DistrictDef>,
    pub locations: Vec<LocationDef>,
    /// Location ids of the Beanstalk from its Earth end to its Moon end (R-MAP-1).
    pub beanstalk: Vec<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DistrictDef {
    pub id: String,
    pub name: String,
    pub area: Area,
    /// Border colour, sRGB bytes.
    pub color: (u8, u8, u8),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    pub id: String,
    pub name: String,
    pub district: String,
    #[serde(rename = "type")]
    pub kind: LocType,
    pub quality: Quality,
    /// Position of the symbol's centre in map millimetres (D-3).
    pub pos: (f32, f32),
    #[serde(default)]
    pub restricted: bool,
    /// Major locations have an ability (R-MAP-6); minor ones have none.
    #[serde(default)]
    pub ability: Option<String>,
}

/// `<id>.detective.ron`: one detective's sheet.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetectiveDef {
    pub id: String,
    pub name: String,
    pub title: String,
    /// The figure's colour, sRGB bytes; the figure also carries `initials`.
    pub color: (u8, u8, u8),
    pub initials: String,
    pub start: String,
    /// Vehicle ruler length in map millimetres (R-MOVE-1, D-3).
    pub ruler_mm: f32,
    #[serde(default = "default_track")]
    pub twilight_track: u8,
    #[serde(default = "default_hand")]
    pub hand_limit: u8,
    #[serde(default = "default_time")]
    pub time_per_turn: u8,
    pub physical_lead: String,
    pub document_lead: String,
    pub npcs: Vec<NpcDef>,
    #[serde(default)]
    pub setup: DetectiveSetup,
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

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NpcDef {
    pub name: String,
    /// The favor types an NPC favor of this NPC counts as (R-TOKEN-1); empty if it grants none.
    #[serde(default)]
    pub favors: Vec<FavorType>,
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
    #[serde(default)]
    pub dropship_passes: u8,
    /// NPC favors taken at setup: (NPC name, count).
    #[serde(default)]
    pub npc_favors: Vec<(String, u8)>,
    /// What else the sheet puts in play, in words (the later rules implement it).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// `<name>.suspects.ron`: the six suspects.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspectsFile {
    pub suspects: Vec<SuspectDef>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspectDef {
    pub id: String,
    pub name: String,
    /// The file whose lowest value is discarded at the close (R-EVID-2).
    pub strong: LeadKind,
    /// The file whose highest value is discarded at the close (R-EVID-2).
    pub weak: LeadKind,
    #[serde(default)]
    pub bio: String,
}

/// `scenarios/<id>.murder.ron`: one murder sheet.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub blurb: String,
    pub scene: String,
    /// All six suspects, top of the sheet first (R-SETUP-2), with their testimony-lead starts.
    pub suspects: Vec<ScenarioSuspect>,
    pub lily: Weeks,
    pub jimmy: Weeks,
    #[serde(default)]
    pub special_rules: Vec<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSuspect {
    pub suspect: String,
    pub testimony_lead: String,
}

/// A location for week 1 and one for week 2.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weeks {
    pub week1: String,
    pub week2: String,
}
