//! [`Decision`]: a choice the game waits for before anything else may happen.

use super::*;
use crate::content::{Bonus, CardId, LeadKind, LocId, Pile};
use serde::{Deserialize, Serialize};

/// A choice the game waits for before anything else may happen. Public: every seat may know
/// what is awaited (the drawn token's value stays in [`Pending::drawn`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// The seat on the right of the active player places the followed-up lead (R-LEAD-2).
    PlaceLead {
        chooser: SeatId,
        kind: LeadKind,
        owner: LeadOwner,
        from: LocId,
    },
    /// The active player chooses evidence or the conspiracy (R-LEAD-4).
    LeadReward { seat: SeatId, kind: LeadKind },
    /// The active player puts its drawn token on a suspect (R-EVID-1).
    PlaceEvidence { seat: SeatId, kind: LeadKind },
    /// The seat that entered Lily's location turns a token face up (R-MOVE-8).
    LilyReveal { seat: SeatId },
    /// ... and moves Lily on.
    MoveLily { seat: SeatId },
    /// The seat that entered Jimmy's location may pay for a peek (R-MOVE-9).
    JimmyOffer { seat: SeatId },
    /// ... and after a peek moves Jimmy on.
    MoveJimmy { seat: SeatId },
    /// The benefit of a drawn puzzle piece's type (R-PUZ-4).
    Benefit { seat: SeatId, pile: Pile },
    /// Place or discard the drawn puzzle piece (R-PUZ-5).
    PlacePiece { seat: SeatId },
    /// One bonus printed on a placed or discarded piece (R-PUZ-6).
    Bonus { seat: SeatId, bonus: Bonus },
    /// A seedy location's free draw from another player's dark deck (R-MOVE-6).
    FreeDraw { seat: SeatId },
    /// An extra card at setup, from the seat's light deck or another's dark deck (R-SETUP-13).
    ExtraDraw { seat: SeatId },
    /// A response window after the active player's action: `seat` may play one of the active
    /// detective's dark cards it holds (R-TWI-5, R-TWI-9, D-7).
    Response { seat: SeatId },
    /// After a dark card, the active player may play one light card (R-TWI-9).
    Counter { seat: SeatId },
    /// A fight card was played on `seat`'s detective by `by`: light or dark tactics (R-TWI-10).
    Fight {
        seat: SeatId,
        card: CardId,
        by: SeatId,
    },
    /// A card's effect asks `seat` (the seat that played it) to choose; `target` is the card's
    /// detective's seat.
    Choice {
        seat: SeatId,
        target: SeatId,
        choice: Choice,
    },
    /// Raymond (`raymond`) asks `seat` for its Memory card back (R-SETUP-13).
    MemoryAsked { seat: SeatId, raymond: SeatId },
}

impl Decision {
    /// The seat whose answer the game waits for.
    pub fn decider(&self) -> SeatId {
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
