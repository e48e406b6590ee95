//! The answers to a lead's rewards: where the lead goes, evidence or the conspiracy, the
//! conspiracy's benefits and bonuses, and where a drawn puzzle piece goes.

use super::super::Cost;
use super::super::investigation::{check_uncover, pending_lead_destinations};
use super::super::puzzle::{check_placement, legal_placements, turned};
use super::{Answering, check_favor, check_move_lead, live, not_awaited};
use crate::content::{Bonus, Pile};
use crate::model::{Action, Ask, Decision, Msg, terms};

/// Where a lead moved by a follow-up goes (R-LEAD-2).
pub(super) fn check_place_lead(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::PlaceLead { .. },
                ..
            },
            Action::PlaceLead { to },
        ) => {
            let legal = pending_lead_destinations(content, s, decision);
            if legal.contains(&to) {
                Ok(0)
            } else {
                Err(Msg::new("refuse-place-lead").label("place", to))
            }
        }
        _ => not_awaited(content, s, decision),
    }
}

/// A lead's reward: evidence or the conspiracy.
pub(super) fn check_lead_reward(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::LeadReward { .. },
                ..
            },
            Action::TakeEvidence,
        ) => {
            if s.pile == 0 {
                Err(Msg::new("refuse-evidence-pile-empty"))
            } else if !s.suspects.iter().any(|v| v.alive) {
                Err(Msg::new("refuse-no-live-suspect"))
            } else {
                Ok(0)
            }
        }
        (
            Decision {
                ask: Ask::LeadReward { .. },
                ..
            },
            Action::UncoverConspiracy { dig },
        ) => check_uncover(s, seat, dig).map(|_| 0),
        _ => not_awaited(content, s, decision),
    }
}

/// A conspiracy benefit: a shift, a favor or baggage (or none, where allowed).
pub(super) fn check_benefit(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::Benefit {
                    pile: Pile::Shift, ..
                },
                ..
            },
            Action::Shift { seat: t, dark },
        ) => {
            let Some(target) = s.seats.get(t.index()) else {
                return Err(crate::rules::no_seat(t));
            };
            let to = target.twilight + if dark { 1 } else { -1 };
            let end = crate::rules::investigation::twilight_end(content, target.detective);
            if (-end..=end).contains(&to) {
                Ok(0)
            } else {
                Err(Msg::new("refuse-marker-at-end"))
            }
        }
        (
            Decision {
                ask: Ask::Benefit {
                    pile: Pile::Favor, ..
                },
                ..
            },
            Action::GainFavor { kind },
        ) => check_favor(s, kind),
        (
            Decision {
                ask:
                    Ask::Benefit {
                        pile: Pile::Baggage,
                        ..
                    },
                ..
            },
            Action::GiveBaggage { seat: t, .. },
        ) => {
            if t.index() >= s.seats.len() {
                Err(crate::rules::no_seat(t))
            } else if s.supply.baggage == 0 {
                Err(Msg::new("refuse-no-baggage-tokens"))
            } else {
                Ok(0)
            }
        }
        (
            Decision {
                ask:
                    Ask::Benefit {
                        pile: Pile::Shift | Pile::Baggage,
                        ..
                    },
                ..
            },
            Action::SkipBonus,
        ) => Ok(0),
        _ => not_awaited(content, s, decision),
    }
}

/// A puzzle bonus: a lead moved, a hit, a bonus piece, or none.
pub(super) fn check_bonus(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask:
                    Ask::Bonus {
                        bonus: Bonus::MoveLead(kind),
                        ..
                    },
                ..
            },
            Action::MoveLeadBonus {
                kind: lead,
                owner,
                to,
            },
        ) => check_move_lead(content, s, seat, Some(kind), (lead, owner), to),
        (
            Decision {
                ask: Ask::Bonus {
                    bonus: Bonus::Hit, ..
                },
                ..
            },
            Action::HitBonus { suspect },
        ) => {
            live(content, s, suspect)?;
            if s.supply.hits == 0 {
                Err(Msg::new("refuse-no-hit-tokens"))
            } else {
                Ok(0)
            }
        }
        (
            Decision {
                ask:
                    Ask::Bonus {
                        bonus: Bonus::BonusPiece(pile),
                        ..
                    },
                ..
            },
            Action::DrawBonusPiece,
        ) => {
            if s.puzzle.counts()[pile.index()] > 0 {
                Ok(0)
            } else {
                Err(Msg::new("refuse-pile-empty").msg("pile", terms::pile(pile)))
            }
        }
        (
            Decision {
                ask: Ask::Bonus { .. },
                ..
            },
            Action::SkipBonus,
        ) => Ok(0),
        _ => not_awaited(content, s, decision),
    }
}

/// Where a drawn puzzle piece goes, or its discard.
pub(super) fn check_piece(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::PlacePiece,
                ..
            },
            Action::PlacePiece { col, row, turns },
        ) => {
            let Some(piece) = s.piece.and_then(|i| content.puzzle.pieces.get(i as usize)) else {
                return Err(Msg::new("refuse-no-piece-waiting"));
            };
            if piece.fixed && turns % 4 != 0 {
                return Err(Msg::new("refuse-piece-fixed"));
            }
            check_placement(&s.puzzle.grid, (col, row), turned(piece.lines, turns % 4)).map(|_| 0)
        }
        (
            Decision {
                ask: Ask::PlacePiece,
                ..
            },
            Action::DiscardPiece,
        ) => {
            let fits = s
                .piece
                .and_then(|i| content.puzzle.pieces.get(i as usize))
                .is_some_and(|p| !legal_placements(&s.puzzle.grid, p).is_empty());
            if s.bonus_piece && fits {
                Err(Msg::new("refuse-bonus-piece-fits"))
            } else {
                Ok(0)
            }
        }
        _ => not_awaited(content, s, decision),
    }
}
