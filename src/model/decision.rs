//! [`Decision`]: a choice the game waits for before anything else may happen — which seat
//! must answer, and what it is asked ([`Ask`]).

use super::*;
use crate::content::{Bonus, CardId, LeadKind, LocId, Pile};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// A choice the game waits for before anything else may happen: `seat` must answer `ask`.
/// Public: every seat may know what is awaited (the drawn token's value stays in
/// `Pending::drawn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The seat whose answer the game waits for.
    pub seat: SeatId,
    /// What it asks.
    pub ask: Ask,
}

/// What a [`Decision`] asks its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ask {
    /// The seat on the right of the active player places the followed-up lead (R-LEAD-2).
    PlaceLead {
        /// The lead's kind.
        kind: LeadKind,
        /// Whose lead it is.
        owner: LeadOwner,
        /// Where the lead stood when it was followed up.
        from: LocId,
    },
    /// The active player chooses evidence or the conspiracy (R-LEAD-4).
    LeadReward {
        /// The kind of lead followed up.
        kind: LeadKind,
    },
    /// The active player puts its drawn token on a suspect (R-EVID-1).
    PlaceEvidence {
        /// The kind of lead: the suspect's file the token goes in.
        kind: LeadKind,
    },
    /// The seat that entered Lily's location turns a token face up (R-MOVE-8).
    LilyReveal,
    /// The seat that entered Jimmy's location may pay for a peek (R-MOVE-9).
    JimmyOffer,
    /// The seat that met an informant sends them on (R-MOVE-8, R-MOVE-9).
    MoveInformant {
        /// Lily or Jimmy.
        who: Informant,
    },
    /// The benefit of a drawn puzzle piece's type (R-PUZ-4).
    Benefit {
        /// The pile whose benefit it is.
        pile: Pile,
    },
    /// Place or discard the drawn puzzle piece (R-PUZ-5).
    PlacePiece,
    /// One bonus printed on a placed or discarded piece (R-PUZ-6).
    Bonus {
        /// The bonus printed on the piece.
        bonus: Bonus,
    },
    /// A seedy location's free draw from another player's dark deck (R-MOVE-6).
    FreeDraw,
    /// A ritzy location's free draw from the seat's own light deck, which it may let go
    /// (R-MOVE-6).
    FreeLight,
    /// An extra card at setup, from the seat's light deck or another's dark deck (R-SETUP-13).
    ExtraDraw,
    /// A response window after the active player's action: the seat may play one of the
    /// active detective's dark cards it holds (R-TWI-5, R-TWI-9, D-7).
    Response,
    /// After a dark card, the active player may play one light card (R-TWI-9).
    Counter,
    /// A fight card was played on the seat's detective by `by`: light or dark tactics
    /// (R-TWI-10).
    Fight {
        /// The card that starts the fight.
        card: CardId,
        /// The seat that played it.
        by: SeatId,
    },
    /// A card's effect asks the seat that played it to choose; `target` is the card's
    /// detective's seat.
    Choice {
        /// The seat whose detective the card is about.
        target: SeatId,
        /// What to choose.
        choice: Choice,
    },
    /// Raymond (`raymond`) asks the seat for its Memory card back (R-SETUP-13).
    MemoryAsked {
        /// Raymond's seat.
        raymond: SeatId,
    },
    /// A warrant goes on `to` while both of the seat's warrants are in play: the seat chooses
    /// which one moves there (R-TOKEN-3).
    MoveWarrant {
        /// Where the new warrant goes.
        to: LocId,
    },
}

impl Decision {
    /// The seat whose answer the game waits for.
    pub fn decider(&self) -> SeatId {
        self.seat
    }
}

impl Ask {
    /// A question the game may answer for a human who lets it choose (the table's `PickLead` request):
    /// where a lead moved for another detective goes (R-LEAD-2, Settings → Leads) and the
    /// free card at a ritzy or seedy place (Settings → Free cards), never more.
    pub fn game_may_pick(&self) -> bool {
        matches!(self, Ask::PlaceLead { .. }) || self.is_free_card()
    }
    /// The free card at a ritzy or seedy place (R-MOVE-6).
    pub fn is_free_card(&self) -> bool {
        matches!(self, Ask::FreeDraw | Ask::FreeLight)
    }
}

/// Hashed as the decision always was (its kind, then its seat, then what it asks), so game
/// digests stay comparable from version to version.
impl Hash for Decision {
    fn hash<H: Hasher>(&self, h: &mut H) {
        let kind: isize = match self.ask {
            Ask::PlaceLead { .. } => 0,
            Ask::LeadReward { .. } => 1,
            Ask::PlaceEvidence { .. } => 2,
            Ask::LilyReveal => 3,
            Ask::MoveInformant {
                who: Informant::Lily,
            } => 4,
            Ask::JimmyOffer => 5,
            Ask::MoveInformant {
                who: Informant::Jimmy,
            } => 6,
            Ask::Benefit { .. } => 7,
            Ask::PlacePiece => 8,
            Ask::Bonus { .. } => 9,
            Ask::FreeDraw => 10,
            Ask::ExtraDraw => 11,
            Ask::Response => 12,
            Ask::Counter => 13,
            Ask::Fight { .. } => 14,
            Ask::Choice { .. } => 15,
            Ask::MemoryAsked { .. } => 16,
            Ask::FreeLight => 17,
            Ask::MoveWarrant { .. } => 18,
        };
        kind.hash(h);
        self.seat.hash(h);
        match self.ask {
            Ask::PlaceLead { kind, owner, from } => (kind, owner, from).hash(h),
            Ask::LeadReward { kind } | Ask::PlaceEvidence { kind } => kind.hash(h),
            Ask::Benefit { pile } => pile.hash(h),
            Ask::Bonus { bonus } => bonus.hash(h),
            Ask::Fight { card, by } => (card, by).hash(h),
            Ask::Choice { target, choice } => (target, choice).hash(h),
            Ask::MemoryAsked { raymond } => raymond.hash(h),
            Ask::MoveWarrant { to } => to.hash(h),
            Ask::LilyReveal
            | Ask::MoveInformant { .. }
            | Ask::JimmyOffer
            | Ask::PlacePiece
            | Ask::FreeDraw
            | Ask::FreeLight
            | Ask::ExtraDraw
            | Ask::Response
            | Ask::Counter => {}
        }
    }
}
