//! The conspiracy puzzle as written: its piles, the sides and bonuses of its pieces, its
//! groups and its file.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The conspiracy puzzle's three piles, least valuable first (R-COMP-4, R-SETUP-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pile {
    /// The shift pile, least valuable.
    Shift,
    /// The favor pile.
    Favor,
    /// The baggage pile, most valuable.
    Baggage,
}

impl Pile {
    /// Every pile, least valuable first.
    pub const ALL: [Pile; 3] = [Pile::Shift, Pile::Favor, Pile::Baggage];
    /// The pile's name, lower case.
    pub fn name(self) -> &'static str {
        match self {
            Pile::Shift => "shift",
            Pile::Favor => "favor",
            Pile::Baggage => "baggage",
        }
    }
    /// Its place in [`Pile::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A side of a puzzle cell, clockwise from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// The top side.
    North,
    /// The right side.
    East,
    /// The bottom side.
    South,
    /// The left side.
    West,
}

impl Side {
    /// Every side, clockwise from the top.
    pub const ALL: [Side; 4] = [Side::North, Side::East, Side::South, Side::West];
    /// Its place in [`Side::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
    /// The side across from it.
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
    /// The side's name, lower case.
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
    /// What the bonus gives, in words.
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
    /// Its id, named by the puzzle's special pieces.
    pub id: String,
    /// Its name.
    pub name: String,
    /// A label of at most 5 characters for the frame.
    pub short: String,
    /// Frame places: the side of the 5×5 area and the cell along it (0..4, left to right or top
    /// to bottom).
    #[serde(default)]
    pub slots: Vec<(Side, u8)>,
    /// What a link to it is worth at the close (R-PUZ-9).
    pub value: LinkValue,
    /// The colour the frame shows it in (red, green, blue).
    pub colour: (u8, u8, u8),
}

/// A loose puzzle piece.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceDef {
    /// Its id, unique in the puzzle.
    pub id: String,
    /// The pile it is shuffled into.
    pub pile: Pile,
    /// The sides its lines reach, as letters: "NS" is a straight line, "NESW" a cross.
    pub lines: String,
    /// A fixed piece may not be turned (D-6).
    #[serde(default)]
    pub fixed: bool,
    /// The bonuses printed on it (R-PUZ-6).
    #[serde(default)]
    pub bonuses: Vec<Bonus>,
}

/// `<name>.puzzle.ron`: the conspiracy puzzle.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleFile {
    /// The groups on the frame.
    pub groups: Vec<GroupDef>,
    /// The loose pieces.
    pub pieces: Vec<PieceDef>,
}
