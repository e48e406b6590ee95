//! The answers to the decisions of cards: free and extra draws, the response window and
//! counters, fights, and a card's or an ability's choice.

use super::super::Cost;
use super::{Answering, check_favor, check_move_lead, check_reveal, live, not_awaited};
use crate::model::{Action, Ask, Choice, Decision, Msg};

/// A free or extra card draw, or none.
pub(super) fn check_draw(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::FreeDraw, ..
            },
            Action::DrawCard { from },
        ) => {
            if from == seat {
                return Err(Msg::new("refuse-seedy-free-card"));
            }
            crate::rules::twilight::check_draw(content, s, seat, from).map(|_| 0)
        }
        (
            Decision {
                ask: Ask::FreeLight,
                ..
            },
            Action::DrawCard { from },
        ) => {
            if from != seat {
                return Err(Msg::new("refuse-ritzy-free-card"));
            }
            crate::rules::twilight::check_draw(content, s, seat, from).map(|_| 0)
        }
        (
            Decision {
                ask: Ask::FreeDraw | Ask::FreeLight,
                ..
            },
            Action::SkipDraw | Action::SkipDrawsToday,
        ) => Ok(0),
        (
            Decision {
                ask: Ask::ExtraDraw,
                ..
            },
            Action::DrawCard { from },
        ) => crate::rules::twilight::check_draw(content, s, seat, from).map(|_| 0),
        _ => not_awaited(content, s, decision),
    }
}

/// The response window and a counter: a dark card, a light one, a pass, holding.
pub(super) fn check_response(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::Response, ..
            },
            Action::PlayDark { play },
        ) => crate::rules::twilight::check_play_dark(content, s, seat, &play).map(|_| 0),
        (
            Decision {
                ask: Ask::Response, ..
            }
            | Decision {
                ask: Ask::Counter, ..
            },
            Action::PassResponse,
        ) => Ok(0),
        (
            Decision {
                ask: Ask::Response, ..
            },
            Action::HoldResponses { .. },
        ) => Ok(0),
        (
            Decision {
                ask: Ask::Counter, ..
            },
            Action::PlayLight { play },
        ) => {
            crate::rules::twilight::check_play_light(content, s, seat, &play)?;
            if s.clock.time < 1 {
                Err(Msg::new("refuse-counter-no-time"))
            } else {
                Ok(1)
            }
        }
        _ => not_awaited(content, s, decision),
    }
}

/// A fight's tactics.
pub(super) fn check_fight(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::Fight { .. },
                ..
            },
            Action::Tactics { dark },
        ) => {
            let me = &s.seats[seat];
            if dark
                && crate::rules::has_special(
                    content,
                    me,
                    &crate::content::DetectiveRule::LightTacticsOnly,
                )
            {
                Err(Msg::new("refuse-light-tactics-only").det("who", me.detective))
            } else {
                Ok(0)
            }
        }
        _ => not_awaited(content, s, decision),
    }
}

/// A card's or an ability's choice: a suspect, a token, a favor, a lead.
pub(super) fn check_choice(q: Answering) -> Result<Cost, Msg> {
    let Answering(content, s, seat, decision, action) = q;
    match (*decision, *action) {
        (
            Decision {
                ask: Ask::Choice { choice, .. },
                ..
            },
            Action::ChooseSuspect { suspect },
        ) => {
            live(content, s, suspect)?;
            match choice {
                Choice::Hit if s.supply.hits == 0 => Err(Msg::new("refuse-no-hit-tokens")),
                Choice::Alibi if s.supply.alibis == 0 => Err(Msg::new("refuse-no-alibi-tokens")),
                Choice::Peek
                    if !s
                        .evidence
                        .iter()
                        .any(|t| t.suspect == suspect && !t.face_up) =>
                {
                    Err(Msg::new("refuse-no-face-down").sus("suspect", suspect))
                }
                Choice::Hit | Choice::Alibi | Choice::Peek => Ok(0),
                _ => not_awaited(content, s, decision),
            }
        }
        (
            Decision {
                ask:
                    Ask::Choice {
                        choice: Choice::Reveal,
                        ..
                    },
                ..
            },
            Action::RevealEvidence { token },
        ) => check_reveal(s, token),
        (
            Decision {
                ask:
                    Ask::Choice {
                        choice: Choice::Favor,
                        ..
                    },
                ..
            },
            Action::GainFavor { kind },
        ) => check_favor(s, kind),
        (
            Decision {
                ask:
                    Ask::Choice {
                        choice: Choice::MoveLead(kind),
                        ..
                    },
                ..
            },
            Action::MoveLeadBonus {
                kind: lead,
                owner,
                to,
            },
        ) => check_move_lead(content, s, seat, kind, (lead, owner), to),
        _ => not_awaited(content, s, decision),
    }
}
