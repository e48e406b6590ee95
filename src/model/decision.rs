//! [`Decision`]: a choice the game waits for before anything else may happen.

use super::*;
use crate::content::{Bonus, LeadKind, LocId, Pile};
use serde::{Deserialize, Serialize};

/// A choice the game waits for before anything else may happen. Public: every seat may know
/// what is awaited (the drawn token's value stays in [`Pending::drawn`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// The seat on the right of the active player places the followed-up lead (R-LEAD-2).
    PlaceLead {
        chooser: u8,
        kind: LeadKind,
        owner: LeadOwner,
        from: LocId,
    },
    /// The active player chooses evidence or the conspiracy (R-LEAD-4).
    LeadReward { seat: u8, kind: LeadKind },
    /// The active player puts its drawn token on a suspect (R-EVID-1).
    PlaceEvidence { seat: u8, kind: LeadKind },
    /// The seat that entered Lily's location turns a token face up (R-MOVE-8).
    LilyReveal { seat: u8 },
    /// ... and moves Lily on.
    MoveLily { seat: u8 },
    /// The seat that entered Jimmy's location may pay for a peek (R-MOVE-9).
    JimmyOffer { seat: u8 },
    /// ... and after a peek moves Jimmy on.
    MoveJimmy { seat: u8 },
    /// The benefit of a drawn puzzle piece's type (R-PUZ-4).
    Benefit { seat: u8, pile: Pile },
    /// Place or discard the drawn puzzle piece (R-PUZ-5).
    PlacePiece { seat: u8 },
    /// One bonus printed on a placed or discarded piece (R-PUZ-6).
    Bonus { seat: u8, bonus: Bonus },
    /// A seedy location's free draw from another player's dark deck (R-MOVE-6).
    FreeDraw { seat: u8 },
    /// An extra card at setup, from the seat's light deck or another's dark deck (R-SETUP-13).
    ExtraDraw { seat: u8 },
    /// A response window after the active player's action: `seat` may play one of the active
    /// detective's dark cards it holds (R-TWI-5, R-TWI-9, D-7).
    Response { seat: u8 },
    /// After a dark card, the active player may play one light card (R-TWI-9).
    Counter { seat: u8 },
    /// A fight card was played on `seat`'s detective by `by`: light or dark tactics (R-TWI-10).
    Fight { seat: u8, card: u16, by: u8 },
    /// A card's effect asks `seat` (the seat that played it) to choose; `target` is the card's
    /// detective's seat.
    Choice {
        seat: u8,
        target: u8,
        choice: Choice,
    },
    /// Raymond (`raymond`) asks `seat` for its Memory card back (R-SETUP-13).
    MemoryAsked { seat: u8, raymond: u8 },
}

impl Decision {
    /// The seat whose answer the game waits for.
    pub fn decider(&self) -> u8 {
        match *self {
            Decision::PlaceLead { chooser, .. } => chooser,
            Decision::LeadReward { seat, .. }
            | Decision::PlaceEvidence { seat, .. }
            | Decision::LilyReveal { seat }
            | Decision::MoveLily { seat }
            | Decision::JimmyOffer { seat }
            | Decision::MoveJimmy { seat }
            | Decision::Benefit { seat, .. }
            | Decision::PlacePiece { seat }
            | Decision::Bonus { seat, .. }
            | Decision::FreeDraw { seat }
            | Decision::ExtraDraw { seat }
            | Decision::Response { seat }
            | Decision::Counter { seat }
            | Decision::Fight { seat, .. }
            | Decision::Choice { seat, .. }
            | Decision::MemoryAsked { seat, .. } => seat,
        }
    }
}
