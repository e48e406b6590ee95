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
use crate::model::{Action, Ask, Choice, Decision, LeadOwner, Msg, terms};

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
pub fn awaited(content: &Content, s: &Snapshot, d: &Decision) -> Msg {
    let _ = content;
    let who = s.seats[d.decider()].detective;
    let what = match d {
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => "await-place-lead",
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => "await-lead-reward",
        Decision {
            ask: Ask::PlaceEvidence { .. },
            ..
        } => "await-place-evidence",
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => "await-lily",
        Decision {
            ask: Ask::JimmyOffer,
            ..
        } => "await-jimmy",
        Decision {
            ask: Ask::MoveInformant { who: informant },
            ..
        } => {
            return Msg::new(match informant {
                crate::model::Informant::Lily => "await-send-lily",
                crate::model::Informant::Jimmy => "await-send-jimmy",
            })
            .det("who", who);
        }
        Decision {
            ask: Ask::Benefit {
                pile: Pile::Baggage,
            },
            ..
        } if s.piece.is_none() => "await-baggage",
        Decision {
            ask: Ask::Benefit { .. },
            ..
        } => "await-benefit",
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => "await-place-piece",
        Decision {
            ask: Ask::Bonus { .. },
            ..
        } => "await-bonus",
        Decision {
            ask: Ask::FreeDraw, ..
        } => "await-free-dark",
        Decision {
            ask: Ask::FreeLight,
            ..
        } => "await-free-light",
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => "await-extra-draw",
        Decision {
            ask: Ask::Response, ..
        } => "await-response",
        Decision {
            ask: Ask::Counter, ..
        } => "await-counter",
        Decision {
            ask: Ask::Fight { .. },
            ..
        } => "await-fight",
        Decision {
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit => "await-hit",
            Choice::Alibi => "await-alibi",
            Choice::Reveal => "await-reveal",
            Choice::Peek => "await-peek",
            Choice::MoveLead(_) => "await-move-lead",
            Choice::Favor => "await-favor",
        },
        Decision {
            ask: Ask::MemoryAsked { .. },
            ..
        } => "await-memory",
        Decision {
            ask: Ask::MoveWarrant { .. },
            ..
        } => "await-warrant",
    };
    Msg::new(what).det("who", who)
}

fn check_reveal(s: &Snapshot, token: u32) -> Result<Cost, Msg> {
    match s.evidence.iter().find(|t| t.id == token) {
        None => Err(Msg::new("refuse-no-such-token")),
        Some(t) if t.face_up => Err(Msg::new("refuse-token-face-up")),
        Some(_) => Ok(0),
    }
}

fn check_favor(s: &Snapshot, kind: FavorType) -> Result<Cost, Msg> {
    if s.supply.favors[kind.index()] > 0 {
        Ok(0)
    } else {
        Err(Msg::new("refuse-supply-empty").msg(
            "what",
            Msg::new(match kind {
                FavorType::Corp => "supply-favor-corp",
                FavorType::Political => "supply-favor-political",
                FavorType::Society => "supply-favor-society",
                FavorType::Street => "supply-favor-street",
            }),
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
) -> Result<Cost, Msg> {
    let map = &content.map;
    if let Some(k) = wanted.filter(|&k| k != kind) {
        return Err(Msg::new("refuse-only-kind-moves").msg("kind", terms::lead_kind(k)));
    }
    let Some(from) = s.lead_at(kind, owner) else {
        return Err(Msg::new("refuse-no-such-lead").msg("kind", terms::lead_kind(kind)));
    };
    let legal = super::lead_destinations(map, from, &s.lead_locations(), s.seats[seat].at);
    if legal.contains(&to) {
        Ok(0)
    } else {
        Err(Msg::new("refuse-lead-destination").label("place", to))
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
) -> Result<Cost, Msg> {
    if seat != decision.decider() {
        return Err(Msg::new("refuse-waits-for").msg("what", awaited(content, s, decision)));
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
fn not_awaited(content: &Content, s: &Snapshot, decision: &Decision) -> Result<Cost, Msg> {
    Err(Msg::new("refuse-first-waits-for").msg("what", awaited(content, s, decision)))
}

/// Whether suspect `i` is in this game and alive, to take a token (R-EVID-6).
fn live(content: &Content, s: &Snapshot, i: SuspectId) -> Result<(), Msg> {
    let _ = content;
    match s.suspect(i) {
        None => Err(Msg::new("refuse-suspect-not-in-game")),
        Some(v) if !v.alive => Err(Msg::new("refuse-suspect-dead").sus("suspect", i)),
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
        // A free draw (R-MOVE-6): any seat's deck (the check refuses the wrong kind), or none.
        Decision {
            ask: Ask::FreeDraw | Ask::FreeLight,
            ..
        } => s
            .seat_ids()
            .map(|from| Action::DrawCard { from })
            .chain([Action::SkipDraw, Action::SkipDrawsToday])
            .collect(),
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
