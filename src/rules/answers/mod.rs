//! The answers to the decisions the game waits for: what it waits for, in words
//! ([`awaited`]), whether an action answers a decision and its Time ([`check_answer`]), and
//! every answer a decision could take ([`answer_options`]).

mod cards;
mod informants;
mod rewards;

use super::investigation::{informant_destinations, pending_lead_destinations};
use super::puzzle::legal_placements;
use super::{Cost, Snapshot};
use crate::content::{Bonus, Content, Deck, FavorType, LeadKind, LocId, Pile};
use crate::ids::*;
use crate::model::{Action, Ask, Choice, Decision, LeadOwner};

/// Whether `action` answers a decision rather than starting something.
pub fn is_answer(action: &Action) -> bool {
    !matches!(
        action,
        Action::Move { .. }
            | Action::Dropship { .. }
            | Action::JumpOnTheCase
            | Action::EndTurn
            | Action::FollowUp { .. }
            | Action::DrawCard { .. }
            | Action::DiscardCard { .. }
            | Action::PlayLight { .. }
            | Action::UseAbility { .. }
            | Action::EventAction { .. }
            | Action::RecallMemory { .. }
    )
}

/// What the game waits for, in words: "Floyd 2X3A7C to place the lead".
pub fn awaited(content: &Content, s: &Snapshot, d: &Decision) -> String {
    let who = &content.detectives[s.seats[d.decider()].detective].def.name;
    let what = match d {
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => "to choose where the followed-up lead goes",
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => "to choose between evidence and the conspiracy",
        Decision {
            ask: Ask::PlaceEvidence { .. },
            ..
        } => "to place the evidence token they drew",
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => "to decide on a token to turn face up for Lily Lockwell",
        Decision {
            ask: Ask::JimmyOffer,
            ..
        } => "to decide on Jimmy the Snitch's offer",
        Decision {
            ask: Ask::MoveInformant { who: informant },
            ..
        } => return format!("{who} to send {} on", informant.name()),
        Decision {
            ask: Ask::Benefit {
                pile: Pile::Baggage,
            },
            ..
        } if s.piece.is_none() => "to put baggage on a plot",
        Decision {
            ask: Ask::Benefit { .. },
            ..
        } => "to take the puzzle piece's benefit",
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => "to place the puzzle piece",
        Decision {
            ask: Ask::Bonus { .. },
            ..
        } => "to use the puzzle piece's bonus",
        Decision {
            ask: Ask::FreeDraw, ..
        } => "to take a free dark card (seedy location)",
        Decision {
            ask: Ask::FreeLight,
            ..
        } => "to take a free light card (ritzy location)",
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => "to draw an extra twilight card (setup)",
        Decision {
            ask: Ask::Response, ..
        } => "to decide on playing a dark card in response",
        Decision {
            ask: Ask::Counter, ..
        } => "to decide on playing a light card after the dark one",
        Decision {
            ask: Ask::Fight { .. },
            ..
        } => "to choose light or dark tactics in a fight",
        Decision {
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit => "to choose the suspect for a hit",
            Choice::Alibi => "to choose the suspect for an alibi",
            Choice::Reveal => "to choose a face-down token to turn face up",
            Choice::Peek => "to choose the suspect whose evidence to look at",
            Choice::MoveLead(_) => "to move a lead",
            Choice::Favor => "to choose a favor",
        },
        Decision {
            ask: Ask::MemoryAsked { .. },
            ..
        } => "to answer Raymond's request for his Memory card",
        Decision {
            ask: Ask::MoveWarrant { .. },
            ..
        } => "to choose which warrant moves",
    };
    format!("{who} {what}")
}

fn check_reveal(s: &Snapshot, token: u32) -> Result<Cost, String> {
    match s.evidence.iter().find(|t| t.id == token) {
        None => Err("there is no such evidence token".into()),
        Some(t) if t.face_up => Err("that token is already face up".into()),
        Some(_) => Ok(0),
    }
}

fn check_favor(s: &Snapshot, kind: FavorType) -> Result<Cost, String> {
    if s.supply.favors[kind.index()] > 0 {
        Ok(0)
    } else {
        Err(format!(
            "no {} favors are left in the supply (R-COMP-7)",
            kind.name()
        ))
    }
}

/// A lead (of `kind`, if given) moved as if the seat on the mover's left had followed it up
/// (R-LEAD-2, R-PUZ-6).
fn check_move_lead(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    wanted: Option<LeadKind>,
    (kind, owner): (LeadKind, LeadOwner),
    to: LocId,
) -> Result<Cost, String> {
    let map = &content.map;
    if let Some(k) = wanted.filter(|&k| k != kind) {
        return Err(format!("only a {} lead may move", k.name()));
    }
    let Some(from) = s.lead_at(kind, owner) else {
        return Err(format!("there is no such {} lead", kind.name()));
    };
    let legal = super::lead_destinations(map, from, &s.lead_locations(), s.seats[seat].at);
    if legal.contains(&to) {
        Ok(0)
    } else {
        Err(format!(
            "the lead cannot go to {}: another location of its type, free of leads, outside your district where one exists (R-LEAD-2, R-PUZ-6)",
            map.label(to)
        ))
    }
}

/// Every way to move a lead (of `kind`, if given) for `seat` (R-LEAD-2).
fn move_lead_options(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    kind: Option<LeadKind>,
) -> Vec<Action> {
    s.leads
        .iter()
        .filter(|l| kind.is_none_or(|k| l.0 == k))
        .flat_map(|&(kind, owner, from)| {
            super::lead_destinations(&content.map, from, &s.lead_locations(), s.seats[seat].at)
                .into_iter()
                .map(move |to| Action::MoveLeadBonus { kind, owner, to })
        })
        .collect()
}

/// Whether `action` answers `decision` for `seat`, and its Time.
pub fn check_answer(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    decision: &Decision,
    action: &Action,
) -> Result<Cost, String> {
    if seat != decision.decider() {
        return Err(format!(
            "the game waits for {}",
            awaited(content, s, decision)
        ));
    }
    let q = Answering(content, s, seat, decision, action);
    match decision.ask {
        Ask::PlaceLead { .. } => rewards::check_place_lead(q),
        Ask::LeadReward { .. } => rewards::check_lead_reward(q),
        Ask::Benefit { .. } => rewards::check_benefit(q),
        Ask::Bonus { .. } => rewards::check_bonus(q),
        Ask::PlacePiece => rewards::check_piece(q),
        Ask::FreeDraw | Ask::FreeLight | Ask::ExtraDraw => cards::check_draw(q),
        Ask::Response | Ask::Counter => cards::check_response(q),
        Ask::Fight { .. } => cards::check_fight(q),
        Ask::Choice { .. } => cards::check_choice(q),
        Ask::PlaceEvidence { .. } => informants::check_evidence(q),
        Ask::LilyReveal => informants::check_lily(q),
        Ask::MoveInformant { .. } => informants::check_informant(q),
        Ask::JimmyOffer => informants::check_jimmy(q),
        Ask::MoveWarrant { .. } => informants::check_warrant(q),
        Ask::MemoryAsked { .. } => informants::check_memory(q),
    }
}

/// An answer to check: the content, the game as its seat sees it, the seat, the decision and
/// the action that would answer it.
#[derive(Clone, Copy)]
struct Answering<'a>(&'a Content, &'a Snapshot, SeatId, &'a Decision, &'a Action);

/// The refusal of an answer the decision does not take: what the game waits for instead.
fn not_awaited(content: &Content, s: &Snapshot, decision: &Decision) -> Result<Cost, String> {
    Err(format!(
        "first the game waits for {}",
        awaited(content, s, decision)
    ))
}

/// Whether suspect `i` is in this game and alive, to take a token (R-EVID-6).
fn live(content: &Content, s: &Snapshot, i: SuspectId) -> Result<(), String> {
    match s.suspect(i) {
        None => Err("that suspect is not in this game".into()),
        Some(v) if !v.alive => Err(format!(
            "{} is dead and takes no more tokens (R-EVID-6)",
            content.suspects[i].name
        )),
        Some(_) => Ok(()),
    }
}

/// Every answer `decision` could take (legal or not: [`super::legal_actions`] filters them).
pub fn answer_options(content: &Content, s: &Snapshot, decision: &Decision) -> Vec<Action> {
    let map = &content.map;
    let live = || s.suspects.iter().filter(|v| v.alive);
    match decision {
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => pending_lead_destinations(content, s, decision)
            .into_iter()
            .map(|to| Action::PlaceLead { to })
            .collect(),
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => vec![
            Action::TakeEvidence,
            Action::UncoverConspiracy { dig: false },
            Action::UncoverConspiracy { dig: true },
        ],
        Decision {
            ask: Ask::Benefit { pile, .. },
            ..
        } => {
            let seats = s.seat_ids();
            // Shift and baggage are "may" (R-PUZ-4): they may be let go; a favor is gained.
            match pile {
                Pile::Shift => seats
                    .flat_map(|t| [false, true].map(|dark| Action::Shift { seat: t, dark }))
                    .chain([Action::SkipBonus])
                    .collect(),
                Pile::Favor => FavorType::ALL
                    .iter()
                    .map(|&kind| Action::GainFavor { kind })
                    .collect(),
                Pile::Baggage => seats
                    .flat_map(|t| [true, false].map(|good| Action::GiveBaggage { seat: t, good }))
                    .chain([Action::SkipBonus])
                    .collect(),
            }
        }
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => {
            let piece = s.piece.and_then(|i| content.puzzle.pieces.get(i as usize));
            piece
                .map(|p| legal_placements(&s.puzzle.grid, p))
                .unwrap_or_default()
                .into_iter()
                .map(|((col, row), turns)| Action::PlacePiece { col, row, turns })
                .chain([Action::DiscardPiece])
                .collect()
        }
        Decision {
            seat,
            ask: Ask::Bonus { bonus },
        } => {
            let mut out: Vec<Action> = match bonus {
                Bonus::MoveLead(kind) => move_lead_options(content, s, *seat, Some(*kind)),
                Bonus::Hit => live()
                    .map(|v| Action::HitBonus { suspect: v.index })
                    .collect(),
                Bonus::BonusPiece(_) => vec![Action::DrawBonusPiece],
                Bonus::HaasLink | Bonus::JintekiLink => Vec::new(),
            };
            out.push(Action::SkipBonus);
            out
        }
        Decision {
            ask: Ask::PlaceEvidence { .. },
            ..
        } => live()
            .flat_map(|v| {
                [false, true].map(|face_up| Action::PlaceEvidence {
                    suspect: v.index,
                    face_up,
                })
            })
            .collect(),
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => s
            .evidence
            .iter()
            .filter(|t| !t.face_up)
            .map(|t| Action::RevealEvidence { token: t.id })
            .chain([Action::SkipReveal])
            .collect(),
        &Decision {
            ask: Ask::MoveInformant { who },
            ..
        } => informant_destinations(map, s, who)
            .into_iter()
            .map(|to| Action::move_informant(who, to))
            .collect(),
        Decision {
            seat,
            ask: Ask::JimmyOffer,
        } => live()
            .map(|v| Action::Peek { suspect: v.index })
            .chain(
                s.seat_ids()
                    .filter(|&o| o != *seat)
                    .map(|of| Action::LookAtHand { of }),
            )
            .chain([Action::DeclinePeek])
            .collect(),
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => s.seat_ids().map(|from| Action::DrawCard { from }).collect(),
        Decision {
            ask: Ask::FreeDraw, ..
        } => s
            .seat_ids()
            .map(|from| Action::DrawCard { from })
            .chain([Action::SkipDraw])
            .collect(),
        Decision {
            seat,
            ask: Ask::FreeLight,
        } => vec![Action::DrawCard { from: *seat }, Action::SkipDraw],
        Decision {
            ask: Ask::Response, ..
        } => s
            .hand
            .iter()
            .filter(|&&card| {
                super::twilight::is_card_of(
                    content,
                    card,
                    Deck::Dark,
                    s.seats[s.active()].detective,
                ) && super::twilight::requires_met(content, s, s.active(), card)
            })
            .flat_map(|&card| super::twilight::play_variants(content, s, card))
            .map(|play| Action::PlayDark { play })
            .chain([Action::PassResponse])
            .collect(),
        Decision {
            ask: Ask::Counter, ..
        } => s
            .hand
            .iter()
            .filter(|&&card| {
                s.seats.get(decision.decider().index()).is_some_and(|me| {
                    super::twilight::is_card_of(content, card, Deck::Light, me.detective)
                        && super::twilight::requires_met(content, s, decision.decider(), card)
                })
            })
            .flat_map(|&card| super::twilight::play_variants(content, s, card))
            .map(|play| Action::PlayLight { play })
            .chain([Action::PassResponse])
            .collect(),
        Decision {
            ask: Ask::Fight { .. },
            ..
        } => vec![
            Action::Tactics { dark: false },
            Action::Tactics { dark: true },
        ],
        Decision {
            seat,
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit | Choice::Alibi | Choice::Peek => live()
                .map(|v| Action::ChooseSuspect { suspect: v.index })
                .collect(),
            Choice::Reveal => s
                .evidence
                .iter()
                .filter(|t| !t.face_up)
                .map(|t| Action::RevealEvidence { token: t.id })
                .collect(),
            Choice::MoveLead(kind) => move_lead_options(content, s, *seat, *kind),
            Choice::Favor => FavorType::ALL
                .iter()
                .map(|&kind| Action::GainFavor { kind })
                .collect(),
        },
        Decision {
            seat,
            ask: Ask::MoveWarrant { .. },
        } => s.seats[*seat]
            .warrants
            .iter()
            .map(|&from| Action::MoveWarrant { from })
            .collect(),
        Decision {
            ask: Ask::MemoryAsked { .. },
            ..
        } => FavorType::ALL
            .iter()
            .map(|&k| Action::ReturnMemory { take: Some(k) })
            .chain([Action::ReturnMemory { take: None }])
            .collect(),
    }
}
