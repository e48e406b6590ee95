//! A bot's answers to the decisions it is asked: where leads go, evidence or the conspiracy,
//! the puzzle, Lily and Jimmy, dark cards in response, fights and cards' choices.

use super::values::{
    believed_totals, best_light_card, card_value, effect_value, evidence_utility, favor_links,
    move_lead_value, pay_cost, placement_value, reveal_value, travel, visible_lead,
};
use super::*;

/// The legal answers to a pending decision, best first by the bot's own measure, when it
/// weighs each of them on one scale (where a lead or a piece goes, say); else empty.
pub(super) fn ranked(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    d: &Decision,
    legal: &[Action],
) -> Vec<Action> {
    let mut scored: Vec<(f32, Action)> = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    answer(content, snap, seat, d, legal, &mut rng, Some(&mut scored));
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().map(|(_, a)| a).collect()
}

/// The bot's answer to a pending decision; each answer's score goes to `scored` too, if given,
/// where one measure weighs them all.
pub(super) fn answer(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    d: &Decision,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
    mut scored: Option<&mut Vec<(f32, Action)>>,
) -> Action {
    let mut pick = |score: &dyn Fn(&Action) -> f32, rng: &mut ChaCha8Rng| {
        pick_best(legal, &mut scored, score, rng)
    };
    let q = Asked(content, snap, seat, d, legal);
    match d.ask {
        Ask::PlaceLead { .. }
        | Ask::LeadReward { .. }
        | Ask::Benefit { .. }
        | Ask::PlacePiece
        | Ask::Bonus { .. } => lead_answer(q, rng, &mut pick),
        Ask::PlaceEvidence { .. }
        | Ask::LilyReveal
        | Ask::JimmyOffer
        | Ask::MemoryAsked { .. }
        | Ask::MoveInformant { .. }
        | Ask::MoveWarrant { .. } => token_answer(q, rng, &mut pick),
        Ask::Response
        | Ask::Counter
        | Ask::Fight { .. }
        | Ask::Choice { .. }
        | Ask::ExtraDraw
        | Ask::FreeLight
        | Ask::FreeDraw => card_answer(q, rng, &mut pick),
    }
}

/// A decision put to a bot: the content, the bot's view, its seat, the decision and the
/// legal answers.
#[derive(Clone, Copy)]
struct Asked<'a>(
    &'a Content,
    &'a Snapshot,
    SeatId,
    &'a Decision,
    &'a [Action],
);

/// How an answer is picked: by the score it is given (see [`pick_best`]).
type Pick<'a> = dyn FnMut(&dyn Fn(&Action) -> f32, &mut ChaCha8Rng) -> Action + 'a;

/// The legal action `score` rates highest (a tiny random amount breaks ties, so equal
/// answers are not always the first), each score going to `scored` too, if given.
fn pick_best(
    legal: &[Action],
    scored: &mut Option<&mut Vec<(f32, Action)>>,
    score: &dyn Fn(&Action) -> f32,
    rng: &mut ChaCha8Rng,
) -> Action {
    let mut best: Option<(f32, Action)> = None;
    for a in legal {
        let s = score(a);
        if let Some(scored) = scored.as_mut() {
            scored.push((s, *a));
        }
        let s = s + rng.random_range(0.0..0.01);
        if best.is_none_or(|(b, _)| s.total_cmp(&b).is_ge()) {
            best = Some((s, *a));
        }
    }
    best.map_or(Action::EndTurn, |(_, a)| a)
}

/// A lead's place, its reward, the conspiracy's benefits, bonuses and pieces.
fn lead_answer(q: Asked, rng: &mut ChaCha8Rng, pick: &mut Pick) -> Action {
    let Asked(content, snap, seat, d, legal) = q;
    let map = &content.map;
    let me = &snap.seats[seat];
    match d {
        // Relocate leads far from rivals and near ourselves (R-LEAD-2).
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => pick(
            &|a| {
                let Action::PlaceLead { to } = *a else {
                    return f32::MIN;
                };
                let rivals = snap
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != seat.index())
                    .map(|(_, s)| travel(map, s.at, to))
                    .fold(f32::MAX, f32::min);
                rivals - 0.5 * travel(map, me.at, to)
            },
            rng,
        ),
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => {
            let reveal = Action::UncoverConspiracy { dig: false };
            let dig = Action::UncoverConspiracy { dig: true };
            // The more valuable the pile beside our hero marker, the likelier the conspiracy.
            let pile = snap
                .puzzle
                .heroes
                .get(seat.index())
                .copied()
                .flatten()
                .unwrap_or(0);
            let want = [0.3, 0.45, 0.6][pile.min(2)];
            let r: f32 = rng.random_range(0.0..1.0);
            if legal.contains(&dig) && pile == 0 && r < 0.08 {
                dig
            } else if legal.contains(&reveal)
                && (r < want || !legal.contains(&Action::TakeEvidence))
            {
                reveal
            } else if legal.contains(&Action::TakeEvidence) {
                Action::TakeEvidence
            } else {
                legal.first().copied().unwrap_or(Action::EndTurn)
            }
        }
        Decision {
            ask: Ask::Benefit { .. },
            ..
        } => pick(
            &|a| match *a {
                // Twilight has no effect yet beyond the track: keep to the light.
                Action::Shift { seat: t, dark } => (t == seat && !dark) as u8 as f32,
                Action::GainFavor { kind } => {
                    favor_links(content, snap, crate::content::LinkValue::Favors(kind)) as f32
                }
                Action::GiveBaggage { seat: t, good } => (t == seat && good) as u8 as f32,
                _ => f32::MIN,
            },
            rng,
        ),
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => pick(
            &|a| match *a {
                Action::PlacePiece { col, row, turns } => {
                    placement_value(content, snap, seat, (col, row), turns)
                }
                _ => -1.0,
            },
            rng,
        ),
        Decision {
            ask: Ask::Bonus { bonus, .. },
            ..
        } => match bonus {
            crate::content::Bonus::MoveLead(_) => {
                pick(&|a| move_lead_value(map, snap, seat, a), rng)
            }
            crate::content::Bonus::Hit => hit_choice(content, snap, legal),
            _ => {
                if legal.contains(&Action::DrawBonusPiece) {
                    Action::DrawBonusPiece
                } else {
                    Action::SkipBonus
                }
            }
        },
        _ => unreachable!("answer() sends only these decisions here"),
    }
}

/// Where evidence goes, Lily, Jimmy, Raymond's Memory, the informants and the warrants.
fn token_answer(q: Asked, rng: &mut ChaCha8Rng, pick: &mut Pick) -> Action {
    let Asked(content, snap, seat, d, legal) = q;
    let map = &content.map;
    let me = &snap.seats[seat];
    match d {
        Decision {
            ask: Ask::PlaceEvidence { kind, .. },
            ..
        } => {
            let Some(drawn) = snap.drawn else {
                return legal.first().copied().unwrap_or(Action::EndTurn);
            };
            // Face down where it may go so; face up where the murder's rule says (R-MURDER-1).
            let down = legal
                .iter()
                .any(|a| matches!(a, Action::PlaceEvidence { face_up: false, .. }));
            pick(
                &|a| match *a {
                    Action::PlaceEvidence { suspect, face_up } if face_up != down => {
                        evidence_utility(content, snap, Some((suspect, *kind, drawn)))
                    }
                    _ => f32::MIN,
                },
                rng,
            )
        }
        // Reveal what we do not know yet, on the suspects our hunches name; a story that
        // would only tell the table what we know already is let go (R-MOVE-8).
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => pick(
            &|a| match a {
                Action::SkipReveal => 0.5,
                _ => reveal_value(snap, a),
            },
            rng,
        ),
        Decision {
            ask: Ask::JimmyOffer,
            ..
        } => pick(
            &|a| match *a {
                Action::Peek { suspect } => {
                    snap.evidence
                        .iter()
                        .filter(|t| t.suspect == suspect && t.value.is_none())
                        .count() as f32
                        - 0.5
                }
                // A hand shows which dark cards wait for us: worth a little.
                Action::LookAtHand { of } => 0.2 * (snap.seats[of].hand as f32).min(3.0) - 0.5,
                _ => 0.0,
            },
            rng,
        ),
        // A Memory card is 1 VP kept; early on, a favor that links pay for is worth more, unless
        // Raymond leads.
        Decision {
            ask: Ask::MemoryAsked { raymond, .. },
            ..
        } => {
            let leads = visible_lead(content, snap, *raymond) > visible_lead(content, snap, seat);
            if snap.clock.week == 1 && !leads {
                pick(
                    &|a| match *a {
                        Action::ReturnMemory { take: Some(k) } => {
                            1.0 + favor_links(content, snap, crate::content::LinkValue::Favors(k))
                                as f32
                        }
                        _ => 0.5,
                    },
                    rng,
                )
            } else {
                Action::ReturnMemory { take: None }
            }
        }
        Decision {
            ask: Ask::MoveInformant { .. },
            ..
        } => legal[rng.random_range(0..legal.len())],
        // Keep the warrant on a restricted place over one that spares nothing, then the nearer.
        Decision {
            ask: Ask::MoveWarrant { .. },
            ..
        } => pick(
            &|a| match *a {
                Action::MoveWarrant { from } => {
                    let kept = map.loc(from).restricted as u8 as f32;
                    travel(map, me.at, from) * 0.001 - kept * 10.0
                }
                _ => f32::MIN,
            },
            rng,
        ),
        _ => unreachable!("answer() sends only these decisions here"),
    }
}

/// The response window, counters, fights, a card's choices and the free draws.
fn card_answer(q: Asked, rng: &mut ChaCha8Rng, pick: &mut Pick) -> Action {
    let Asked(content, snap, seat, d, legal) = q;
    let map = &content.map;
    let me = &snap.seats[seat];
    match d {
        // Against the leader (as far as the table shows), or now and then against anyone:
        // the card that hurts most for what it costs.
        Decision {
            ask: Ask::Response, ..
        } => {
            let active = snap.active();
            let target = &snap.seats[active];
            let leader = snap
                .seat_ids()
                .filter(|&s| s != seat)
                .all(|s| visible_lead(content, snap, active) >= visible_lead(content, snap, s));
            let keen = if leader { 0.8 } else { 0.35 };
            let best = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::PlayDark { play } => {
                        let harm = -card_value(content, play.card, target);
                        let v = harm
                            - 0.3 * content.cards[play.card].def.cost as f32
                            - 0.7 * play.discards().len() as f32
                            - pay_cost(&play.pay);
                        Some((v, *a))
                    }
                    _ => None,
                })
                .max_by(|a, b| a.0.total_cmp(&b.0));
            // One dark card a turn against a detective, from all the normal bots together:
            // a newcomer's turn is not drained of its Time by three bots in a row.
            let first = snap.turn_log.dark_cards == 0;
            match best {
                Some((v, a)) if first && v > 0.3 && rng.random_range(0.0..1.0) < keen => a,
                _ => Action::PassResponse,
            }
        }
        // The one light card after a dark one (R-TWI-9), if one is worth it.
        Decision {
            ask: Ask::Counter, ..
        } => best_light_card(content, snap, seat, legal).unwrap_or(Action::PassResponse),
        // Fight: the tactics whose part (and shift) serve the detective best (R-TWI-10).
        Decision {
            ask: Ask::Fight { card, .. },
            ..
        } => {
            let (light, dark) = match content.cards[*card]
                .def
                .effects
                .iter()
                .find(|e| matches!(e, crate::content::Effect::Fight { .. }))
            {
                Some(crate::content::Effect::Fight { light, dark }) => (
                    light
                        .iter()
                        .map(|e| effect_value(content, e, me))
                        .sum::<f32>(),
                    dark.iter()
                        .map(|e| effect_value(content, e, me))
                        .sum::<f32>(),
                ),
                _ => (0.0, 0.0),
            };
            let lean = 0.3 * me.twilight as f32;
            let want = Action::Tactics {
                dark: dark - lean > light + lean,
            };
            if legal.contains(&want) {
                want
            } else {
                Action::Tactics { dark: false }
            }
        }
        Decision {
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit => hit_choice(content, snap, legal),
            Choice::Alibi => {
                // An alibi on the strongest suspect that is not our guilty hunch.
                let guilty = snap.hunches.map(|h| h.0);
                pick(
                    &|a| match *a {
                        Action::ChooseSuspect { suspect } if Some(suspect) != guilty => {
                            believed_totals(content, snap)
                                .iter()
                                .find(|t| t.0 == suspect)
                                .map(|t| t.2)
                                .unwrap_or(0.0)
                        }
                        _ => f32::MIN / 2.0,
                    },
                    rng,
                )
            }
            Choice::Peek => pick(
                &|a| match *a {
                    Action::ChooseSuspect { suspect } => snap
                        .evidence
                        .iter()
                        .filter(|t| t.suspect == suspect && t.value.is_none())
                        .count() as f32,
                    _ => 0.0,
                },
                rng,
            ),
            Choice::Reveal => pick(&|a| reveal_value(snap, a), rng),
            Choice::MoveLead(_) => pick(&|a| move_lead_value(map, snap, seat, a), rng),
            Choice::Favor => pick(
                &|a| match *a {
                    Action::GainFavor { kind } => {
                        favor_links(content, snap, crate::content::LinkValue::Favors(kind)) as f32
                    }
                    _ => 0.0,
                },
                rng,
            ),
        },
        // An extra card at setup: our own light card.
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => {
            let own = Action::DrawCard { from: seat };
            if legal.contains(&own) {
                own
            } else {
                legal.first().copied().unwrap_or(Action::EndTurn)
            }
        }
        // A free light card is always worth taking.
        Decision {
            ask: Ask::FreeLight,
            ..
        } => {
            let own = Action::DrawCard { from: seat };
            if legal.contains(&own) {
                own
            } else {
                Action::SkipDraw
            }
        }
        // A dark card of a rival, to play against them later.
        Decision {
            ask: Ask::FreeDraw, ..
        } => {
            let draws: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::DrawCard { .. }))
                .collect();
            if draws.is_empty() {
                Action::SkipDraw
            } else {
                draws[rng.random_range(0..draws.len())]
            }
        }
        _ => unreachable!("answer() sends only these decisions here"),
    }
}

/// A hit for the suspect most likely to beat our guilty hunch, or none.
fn hit_choice(content: &Content, snap: &Snapshot, legal: &[Action]) -> Action {
    let totals = believed_totals(content, snap);
    let guilty = snap.hunches.map(|h| h.0);
    let mine = totals
        .iter()
        .find(|t| Some(t.0) == guilty && t.1)
        .map(|t| t.2)
        .unwrap_or(f32::MIN);
    totals
        .iter()
        .filter(|t| t.1 && Some(t.0) != guilty && t.2 >= mine)
        .max_by(|a, b| a.2.total_cmp(&b.2))
        .map(|t| t.0)
        .and_then(|suspect| {
            [
                Action::HitBonus { suspect },
                Action::ChooseSuspect { suspect },
            ]
            .into_iter()
            .find(|a| legal.contains(a))
        })
        // A card's hit must go somewhere; a bonus may be left.
        .or_else(|| {
            legal
                .first()
                .copied()
                .filter(|_| !legal.contains(&Action::SkipBonus))
        })
        .unwrap_or(Action::SkipBonus)
}
