//! The answers to a lead's rewards: where the lead goes, evidence or the conspiracy, the
//! conspiracy's benefits and bonuses, and where a drawn puzzle piece goes.

use super::super::Cost;
use super::super::investigation::{check_uncover, pending_lead_destinations};
use super::super::puzzle::{check_placement, legal_placements, turned};
use super::{Answering, check_favor, check_move_lead, live, not_awaited};
use crate::content::{Bonus, Pile};
use crate::model::{Action, Ask, Decision};

/// Where a lead moved by a follow-up goes (R-LEAD-2).
pub(super) fn check_place_lead(q: Answering) -> Result<Cost, String> {
    let Answering(content, s, _, decision, action) = q;
    let map = &content.map;
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
                Err(format!(
                    "the lead cannot go to {}: it must go to another location of the same type, free of leads, outside your detective's district where one exists (R-LEAD-2)",
                    map.label(to)
                ))
            }
        }
        _ => not_awaited(content, s, decision),
    }
}

/// A lead's reward: evidence or the conspiracy.
pub(super) fn check_lead_reward(q: Answering) -> Result<Cost, String> {
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
                Err("the evidence pile is empty".into())
            } else if !s.suspects.iter().any(|v| v.alive) {
                Err("no suspect is alive to take evidence".into())
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
pub(super) fn check_benefit(q: Answering) -> Result<Cost, String> {
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
                return Err(format!("there is no seat {}", t.index() + 1));
            };
            let to = target.twilight + if dark { 1 } else { -1 };
            let end = crate::rules::investigation::twilight_end(content, target.detective);
            if (-end..=end).contains(&to) {
                Ok(0)
            } else {
                Err("that twilight marker is already at the end of its track (D-2)".into())
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
                Err(format!("there is no seat {}", t.index() + 1))
            } else if s.supply.baggage == 0 {
                Err("no baggage tokens are left in the supply (R-COMP-7)".into())
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
pub(super) fn check_bonus(q: Answering) -> Result<Cost, String> {
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
                Err("no hit tokens are left in the supply (R-COMP-7)".into())
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
                Err(format!("the {} pile is empty", pile.name()))
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
pub(super) fn check_piece(q: Answering) -> Result<Cost, String> {
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
                return Err("no puzzle piece is waiting to be placed".into());
            };
            if piece.fixed && turns % 4 != 0 {
                return Err("this piece is fixed: it may not be turned (D-6)".into());
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
                Err("a bonus piece is added to the puzzle wherever it fits; only one that fits nowhere is discarded (R-PUZ-6)".into())
            } else {
                Ok(0)
            }
        }
        _ => not_awaited(content, s, decision),
    }
}
