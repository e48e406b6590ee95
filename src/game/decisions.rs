//! The decision queue: the one decision the game waits for now ([`Pending::decision`]) and
//! those that come after it ([`Pending::queue`]). Handlers ask through these functions only;
//! the pipeline steps past decisions nobody can answer.

use super::log::log;
use super::*;
use crate::rules;
use bevy::ecs::system::SystemState;

/// Makes `decision` the one the game waits for; `None` moves on to the next queued one.
pub fn set_pending(world: &mut World, decision: Option<Decision>) {
    match decision {
        Some(d) => world.resource_mut::<Pending>().decision = Some(d),
        None => next_decision(world),
    }
}

/// The current decision is answered: the next queued one (if any) becomes current.
pub fn next_decision(world: &mut World) {
    let mut p = world.resource_mut::<Pending>();
    p.decision = if p.queue.is_empty() {
        None
    } else {
        Some(p.queue.remove(0))
    };
}

/// Puts `decisions` ahead of whatever was queued and makes the first current.
pub fn push_front(world: &mut World, decisions: Vec<Decision>) {
    let mut pending = world.resource_mut::<Pending>();
    let rest = std::mem::take(&mut pending.queue);
    pending.queue = decisions.into_iter().chain(rest).collect();
    pending.decision = None;
    next_decision(world);
}

/// Puts `asks` behind whatever is queued; the first becomes current if nothing waits.
pub fn queue_back(world: &mut World, asks: Vec<Decision>) {
    if asks.is_empty() {
        return;
    }
    let mut p = world.resource_mut::<Pending>();
    p.queue.extend(asks);
    if p.decision.is_none() {
        next_decision(world);
    }
}

/// Steps past decisions nobody can answer: an empty pile, no face-down token for Lily, no
/// place to move a lead or Lily or Jimmy to, nothing Jimmy could show. When it stops at a
/// decision someone can answer, it hands back the decider's snapshot of the world as it is.
pub fn skip_empty_decisions(
    world: &mut World,
    q: &mut SystemState<GameQuery>,
) -> Option<rules::Snapshot> {
    for _ in 0..8 {
        let d = world.get_resource::<Pending>()?.decision?;
        // What the decider could answer, from its own view (its hand, say). Two answers tell
        // all that is asked here: none, only one, or a choice.
        let snap = seat_snapshot(world, q, d.decider())?;
        let legal: Vec<Action> = rules::legal_iter(world.resource::<Content>(), &snap, d.decider())
            .take(2)
            .collect();
        let next = match d {
            _ if !snap.daytime => None,
            Decision {
                ask: Ask::JimmyOffer,
                ..
            } if legal == [Action::DeclinePeek] => {
                log(world, Some(d.decider()), Msg::new("log-jimmy-nothing"));
                // R-MOVE-9: he moves on whether or not anything was bought.
                Some(Decision {
                    seat: d.decider(),
                    ask: Ask::MoveInformant {
                        who: Informant::Jimmy,
                    },
                })
            }
            // R-MOVE-8: with no face-down token there is nothing to reveal; Lily moves on.
            Decision {
                seat,
                ask: Ask::LilyReveal,
            } if legal == [Action::SkipReveal] => {
                log(world, None, Msg::new("log-lily-nothing"));
                Some(Decision {
                    seat,
                    ask: Ask::MoveInformant {
                        who: Informant::Lily,
                    },
                })
            }
            // A benefit that can only be let go (R-PUZ-4) asks nothing.
            Decision {
                ask: Ask::Benefit { .. },
                ..
            } if legal == [Action::SkipBonus] => None,
            // After a dark card, a light card only if the active player has one to play.
            Decision {
                ask: Ask::Counter, ..
            } if legal == [Action::PassResponse] => None,
            _ if !legal.is_empty() => return Some(snap),
            Decision {
                ask: Ask::PlaceLead { kind, .. },
                ..
            } => {
                log(world, None, Msg::new("log-lead-stays"));
                Some(Decision {
                    seat: snap.active(),
                    ask: Ask::LeadReward { kind },
                })
            }
            Decision {
                ask: Ask::LeadReward { .. },
                ..
            } => {
                log(world, None, Msg::new("log-lead-gives-nothing"));
                None
            }
            Decision {
                ask: Ask::PlaceEvidence { .. },
                ..
            } => {
                // No live suspect: the token goes back on the pile.
                let drawn = world.resource_mut::<Pending>().drawn.take();
                if let Some(t) = drawn {
                    world.resource_mut::<EvidencePile>().0.push(t);
                }
                None
            }
            // Never without an answer: letting the story go is always one (R-MOVE-8).
            Decision {
                ask: Ask::LilyReveal,
                ..
            }
            | Decision {
                ask: Ask::MoveInformant { .. },
                ..
            }
            | Decision {
                ask: Ask::JimmyOffer,
                ..
            }
            | Decision {
                ask: Ask::Benefit { .. },
                ..
            }
            | Decision {
                ask: Ask::PlacePiece,
                ..
            }
            | Decision {
                ask: Ask::Bonus { .. },
                ..
            }
            | Decision {
                ask: Ask::FreeDraw | Ask::FreeLight,
                ..
            }
            | Decision {
                ask: Ask::ExtraDraw,
                ..
            }
            | Decision {
                ask: Ask::Response, ..
            }
            | Decision {
                ask: Ask::Counter, ..
            }
            | Decision {
                ask: Ask::Fight { .. },
                ..
            }
            | Decision {
                ask: Ask::Choice { .. },
                ..
            }
            | Decision {
                ask: Ask::MemoryAsked { .. },
                ..
            }
            | Decision {
                ask: Ask::MoveWarrant { .. },
                ..
            } => None,
        };
        set_pending(world, next);
    }
    None
}
