//! The board as written: locations' types and qualities, the map file, its districts and
//! locations, and the abilities of major locations.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A location's type, shown by its colour (R-MAP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LocType {
    /// Religious places.
    Religious,
    /// Civic places.
    Civic,
    /// Residential places.
    Residential,
    /// Businesses.
    Business,
    /// Nightlife.
    Nightlife,
}

impl LocType {
    /// Every type, in the order the board's legend lists them.
    pub const ALL: [LocType; 5] = [
        LocType::Religious,
        LocType::Civic,
        LocType::Residential,
        LocType::Business,
        LocType::Nightlife,
    ];
    /// The type's name, lower case.
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
    /// Ritzy places.
    Ritzy,
    /// Normal places.
    Normal,
    /// Seedy places.
    Seedy,
}

impl Quality {
    /// Every quality, most genteel first.
    pub const ALL: [Quality; 3] = [Quality::Ritzy, Quality::Normal, Quality::Seedy];
    /// The quality's name, lower case.
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
    /// New Angeles on Earth.
    Earth,
    /// Heinlein on the Moon.
    Moon,
    /// The Beanstalk between them.
    Beanstalk,
}

/// `<name>.map.ron`: the board.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    /// The districts.
    pub districts: Vec<DistrictDef>,
    /// The locations.
    pub locations: Vec<LocationDef>,
    /// Location ids of the Beanstalk from its Earth end to its Moon end (R-MAP-1).
    pub beanstalk: Vec<String>,
}

/// A district as the map file writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DistrictDef {
    /// Its id, named by its locations.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Earth, the Moon or the Beanstalk.
    pub area: Area,
    /// Border colour, sRGB bytes.
    pub color: (u8, u8, u8),
}

/// A location as the map file writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    /// Its id, named by the other content files.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The district it lies in (district id).
    pub district: String,
    /// Its type (R-MAP-3).
    #[serde(rename = "type")]
    pub kind: LocType,
    /// Its quality (R-MAP-4).
    pub quality: Quality,
    /// Position of the symbol's centre in map millimetres (D-3).
    pub pos: (f32, f32),
    /// Whether a warrant is needed to enter it.
    #[serde(default)]
    pub restricted: bool,
    /// Major locations have an ability (R-MAP-6); minor ones have none. This is its summary.
    #[serde(default)]
    pub ability: Option<String>,
    /// What the ability offers, one or more ways to use it (R-LOC-1).
    #[serde(default)]
    pub uses: Vec<AbilityDef>,
}

/// A favor an ability costs (R-TOKEN-1): one of a type, or one of any type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FavorCost {
    /// A favor of this type.
    Of(FavorType),
    /// A favor of any type.
    Any,
}

/// One way to use a major location's ability (R-LOC-1): its costs and its effects.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityDef {
    /// What a player reads: the costs and the effect.
    pub text: String,
    /// The Time it costs.
    #[serde(default)]
    pub time: u8,
    /// The favors it costs.
    #[serde(default)]
    pub favors: Vec<FavorCost>,
    /// What it does.
    pub effects: Vec<Effect>,
}
