//! Murder sheets as written: the scenario, its special rule, its suspects and its weeks.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// `scenarios/<id>.murder.ron`: one murder sheet.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioDef {
    /// Its id, used by the command line (`--scenario`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// A few lines on the murder, for the new-game screen.
    #[serde(default)]
    pub blurb: String,
    /// The scene of the crime (location id).
    pub scene: String,
    /// All six suspects, top of the sheet first (R-SETUP-2), with their testimony-lead starts.
    pub suspects: Vec<ScenarioSuspect>,
    /// Where Lily stands each week.
    pub lily: Weeks,
    /// Where Jimmy stands each week.
    pub jimmy: Weeks,
    /// Its three specific events (R-SETUP-11, R-EVENT-3).
    #[serde(default)]
    pub events: Vec<EventDef>,
    /// The sheet's special rule (R-MURDER-1…6, D-14): one of this game's own, which the
    /// engine enforces.
    #[serde(default)]
    pub rule: Option<MurderRuleDef>,
}

/// A murder sheet's special rule (D-14) as written: the ID it has in the rules reference, a
/// name, what a player reads, and what the engine enforces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MurderRuleDef {
    /// Its ID in the rules reference (`R-MURDER-1`).
    pub id: String,
    /// Its name.
    pub name: String,
    /// What a player reads; it must agree with `kind`.
    pub text: String,
    /// What the engine enforces.
    pub kind: MurderRule,
}

/// What a murder's special rule does (R-MURDER-1…6). Written with a location's and a
/// suspect's id (`L`, `S` are `String`s); the validated content holds them resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MurderRule<L = String, S = String> {
    /// Evidence from a lead of this kind is always placed face up.
    FaceUp(LeadKind),
    /// A detective may enter `at` only while it holds a favor of `favor` (a normal one, or an
    /// NPC favor showing that type) or has its own warrant there; one standing there may stay.
    Invitation {
        /// The location (id, as written).
        at: L,
        /// The favor type that opens it.
        favor: FavorType,
    },
    /// No alibi may be placed on `suspect` before week `week`.
    NoAlibiBefore {
        /// The suspect (id, as written).
        suspect: S,
        /// The first week an alibi may be placed.
        week: u8,
    },
    /// No detective may enter `at` before day `day` of week `week`; one standing there may stay.
    ClosedUntil {
        /// The location (id, as written).
        at: L,
        /// The week it opens.
        week: u8,
        /// The day of that week it opens.
        day: u8,
    },
    /// Getting a jump on the case costs this much Time instead of 1.
    JumpCost(u8),
    /// `suspect`'s testimony lead cannot be followed up before day `day` of week `week`.
    SilentUntil {
        /// The suspect (id, as written).
        suspect: S,
        /// The week it may first be followed up.
        week: u8,
        /// The day of that week.
        day: u8,
    },
}

impl<L, S> MurderRule<L, S> {
    /// The same rule with its location and suspect resolved by `loc` and `suspect`.
    pub fn resolve<L2, S2>(
        &self,
        loc: impl FnOnce(&L) -> Option<L2>,
        suspect: impl FnOnce(&S) -> Option<S2>,
    ) -> Option<MurderRule<L2, S2>> {
        Some(match self {
            MurderRule::FaceUp(k) => MurderRule::FaceUp(*k),
            MurderRule::Invitation { at, favor } => MurderRule::Invitation {
                at: loc(at)?,
                favor: *favor,
            },
            MurderRule::NoAlibiBefore { suspect: s, week } => MurderRule::NoAlibiBefore {
                suspect: suspect(s)?,
                week: *week,
            },
            MurderRule::ClosedUntil { at, week, day } => MurderRule::ClosedUntil {
                at: loc(at)?,
                week: *week,
                day: *day,
            },
            MurderRule::JumpCost(t) => MurderRule::JumpCost(*t),
            MurderRule::SilentUntil {
                suspect: s,
                week,
                day,
            } => MurderRule::SilentUntil {
                suspect: suspect(s)?,
                week: *week,
                day: *day,
            },
        })
    }
}

/// A suspect of a murder sheet and where its testimony lead starts.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSuspect {
    /// The suspect (id).
    pub suspect: String,
    /// Where its testimony lead starts (location id).
    pub testimony_lead: String,
}

/// A location for week 1 and one for week 2.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weeks {
    /// The location in week 1 (id).
    pub week1: String,
    /// The location in week 2 (id).
    pub week2: String,
}
