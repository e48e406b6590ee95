//! The kinds of lead and favor tokens.

use serde::{Deserialize, Serialize};

/// The three kinds of lead, and the three evidence files of a suspect (R-COMP-3, R-EVID-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LeadKind {
    /// Testimony.
    Testimony,
    /// Physical evidence.
    Physical,
    /// Documents.
    Document,
}

impl LeadKind {
    /// Every kind, in the order the board and the files list them.
    pub const ALL: [LeadKind; 3] = [LeadKind::Testimony, LeadKind::Physical, LeadKind::Document];
    /// The kind's name, lower case.
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
    /// Corporate favors.
    Corp,
    /// Political favors.
    Political,
    /// Society favors.
    Society,
    /// Street favors.
    Street,
}

impl FavorType {
    /// Every type, in the order the supply lists them.
    pub const ALL: [FavorType; 4] = [
        FavorType::Corp,
        FavorType::Political,
        FavorType::Society,
        FavorType::Street,
    ];
    /// The type's name, lower case.
    pub fn name(self) -> &'static str {
        match self {
            FavorType::Corp => "corp",
            FavorType::Political => "political",
            FavorType::Society => "society",
            FavorType::Street => "street",
        }
    }
    /// Its place in [`FavorType::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}
