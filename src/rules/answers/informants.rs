//! The answers to the decisions of tokens and people: placed evidence, Lily, Jimmy, the
//! informants, warrants and Raymond's Memory.

use super::super::Cost;
use super::super::investigation::informant_destinations;
use super::{Answering, check_reveal, live, not_awaited};
use crate::model::{Action, Ask, Decision, Informant, Msg, terms};

/// Which suspect takes the evidence placed.
pub(super) fn check_evidence(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::PlaceEvidence { .. },
                ..
            },
            Action::PlaceEvidence { suspect, .. },
        ) => live(content, s, suspect).map(|_| 0),
        _ => not_awaited(content, s, decision),
    }
}

/// Lily's reveal, or none.
pub(super) fn check_lily(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::LilyReveal,
                ..
            },
            Action::RevealEvidence { token },
        ) => check_reveal(s, token),
        (
            Decision {
                ask: Ask::LilyReveal,
                ..
            },
            Action::SkipReveal,
        ) => Ok(0),
        _ => not_awaited(content, s, decision),
    }
}

/// Where an informant moves.
pub(super) fn check_informant(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    let map = &content.map;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::MoveInformant { who },
                ..
            },
            a,
        ) if a.informant_move().is_some_and(|(w, _)| w == who) => {
            let Some((_, to)) = a.informant_move() else {
                unreachable!("checked by the guard")
            };
            if informant_destinations(map, s, who).contains(&to) {
                Ok(0)
            } else {
                Err(Msg::new(match who {
                    Informant::Lily => "refuse-lily-destination",
                    Informant::Jimmy => "refuse-jimmy-destination",
                })
                .label("place", to))
            }
        }
        _ => not_awaited(content, s, decision),
    }
}

/// What Jimmy offers: a peek, a look at a hand, or none.
pub(super) fn check_jimmy(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::JimmyOffer,
                ..
            },
            Action::Peek { suspect },
        ) => {
            live(content, s, suspect)?;
            if !s
                .evidence
                .iter()
                .any(|t| t.suspect == suspect && !t.face_up)
            {
                return Err(Msg::new("refuse-no-face-down").sus("suspect", suspect));
            }
            if s.clock.time < 1 {
                return Err(Msg::new("refuse-look-no-time"));
            }
            Ok(1)
        }
        (
            Decision {
                ask: Ask::JimmyOffer,
                ..
            },
            Action::LookAtHand { of },
        ) => {
            let Some(other) = s.seats.get(of.index()) else {
                return Err(crate::rules::no_seat(of));
            };
            if of == seat {
                return Err(Msg::new("refuse-jimmy-own-hand"));
            }
            if other.hand == 0 {
                return Err(Msg::new("refuse-no-cards-to-see").det("who", other.detective));
            }
            if s.clock.time < 1 {
                return Err(Msg::new("refuse-look-no-time"));
            }
            Ok(1)
        }
        (
            Decision {
                ask: Ask::JimmyOffer,
                ..
            },
            Action::DeclinePeek,
        ) => Ok(0),
        _ => not_awaited(content, s, decision),
    }
}

/// Which warrant moves.
pub(super) fn check_warrant(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::MoveWarrant { .. },
                ..
            },
            Action::MoveWarrant { from },
        ) => {
            if s.seats[seat].warrants.contains(&from) {
                Ok(0)
            } else {
                Err(Msg::new("refuse-no-warrant-on").label("place", from))
            }
        }
        _ => not_awaited(content, s, decision),
    }
}

/// The Memory card Raymond asks back.
pub(super) fn check_memory(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, _, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::MemoryAsked { raymond, .. },
                ..
            },
            Action::ReturnMemory { take },
        ) => match take {
            Some(k) if s.seats[raymond].holdings.favors[k.index()] == 0 => {
                Err(Msg::new("refuse-memory-no-favor")
                    .det("who", s.seats[raymond].detective)
                    .msg("favor", terms::favor(k)))
            }
            _ => Ok(0),
        },
        _ => not_awaited(content, s, decision),
    }
}
