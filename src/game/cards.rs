//! Twilight cards in play: drawing and discarding as actions (the decks and hands themselves
//! are [`super::hands`]), playing
//! light and dark cards (R-TWI-4…9), fights (R-TWI-10) and the response window (D-7). The
//! card handlers are called by the [pipeline](super::pipeline); what a card does runs through
//! the [effect interpreter](super::effects).

use super::ctx::Ctx;
use super::decisions::{next_decision, push_front};
use super::effects::run_effects;
use super::hands::{discard, draw, to_bottom};
use super::log::name_of;
use super::log::report;
use super::tokens::{set_mood, shift};
use super::*;
use crate::content::{Deck, Effect};
use bevy::ecs::system::SystemState;

/// Plays a card: pays its twilight cost (dark-shifting the player for a light card,
/// light-shifting it for a dark one), discards the cards that lowered the cost (R-TWI-7), runs
/// the card and puts it at the bottom of its deck. Returns the decisions it asks for.
fn play_card(
    world: &mut World,
    content: &Content,
    snap: &crate::rules::Snapshot,
    player: SeatId,
    target: SeatId,
    play: &CardPlay,
    who: DetectiveId,
) -> Vec<Decision> {
    let c = &content.cards[play.card];
    let light = c.def.deck == Deck::Light;
    let check = if light {
        crate::rules::twilight::check_play_light(content, snap, player, play)
    } else {
        crate::rules::twilight::check_play_dark(content, snap, player, play)
    };
    let cost = check.unwrap_or(c.def.cost);
    // R-TOKEN-1: the favors its favor cost takes, as the player chose them.
    let pay = crate::rules::twilight::card_payment(content, &snap.seats[player], play)
        .unwrap_or_default();
    super::tokens::pay_favors(world, player, &pay);
    on_seat(world, player, |h: &mut Hand| {
        h.0.retain(|&x| x != play.card)
    });
    let discards = play.discards();
    for &d in &discards {
        discard(world, content, player, d);
    }
    shift(
        world,
        content,
        player,
        if light { cost as i8 } else { -(cost as i8) },
    );
    let table = world.resource::<Table>();
    let whom = name_of(content, table, target);
    let paid = Msg::new(if light { "paid-dark" } else { "paid-light" })
        .num("cost", cost)
        .num("discards", discards.len());
    let detective = world.resource::<Table>().seats[player].detective;
    let paid = Msg::list(
        std::iter::once(paid).chain(
            pay.iter()
                .flatten()
                .map(|p| crate::rules::abilities::pay_words(content, detective, p)),
        ),
    );
    let text = if light {
        Msg::new("log-plays-light")
    } else {
        Msg::new("log-plays-dark").det("whom", whom)
    }
    .det("who", who)
    .card("card", play.card)
    .msg("paid", paid)
    .with("text", Arg::CardText(play.card));
    report(world, player, text);
    // Louis's Mood: a dark card played on him turns it to Bad Mood (R-SETUP-13).
    if !light {
        set_mood(world, target, false);
    }
    let mut asks = run_effects(world, content, player, target, &c.def.effects);
    if c.def
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Fight { .. }))
    {
        asks.insert(
            0,
            Decision {
                seat: target,
                ask: Ask::Fight {
                    card: play.card,
                    by: player,
                },
            },
        );
    }
    to_bottom(world, content, play.card);
    asks
}

/// R-TWI-10: the target of a fight chooses its tactics: it shifts that way if able, then the
/// card's part for those tactics happens.
fn fight(
    world: &mut World,
    content: &Content,
    seat: SeatId,
    card: CardId,
    by: SeatId,
    dark: bool,
    who: DetectiveId,
) {
    let c = &content.cards[card];
    let Some(Effect::Fight {
        light,
        dark: dark_part,
    }) = c
        .def
        .effects
        .iter()
        .find(|e| matches!(e, Effect::Fight { .. }))
    else {
        return;
    };
    shift(world, content, seat, if dark { 1 } else { -1 });
    let key = if dark {
        "log-fights-dark"
    } else {
        "log-fights-light"
    };
    // Who played it (the board's caption shows the card under the line): round 54 of issue 31
    // found a fight's outcome "barely explained".
    let played_by = name_of(content, world.resource::<Table>(), by);
    report(
        world,
        seat,
        Msg::new(key)
            .det("who", who)
            .det("by", played_by)
            .card("card", card),
    );
    let part = if dark { dark_part } else { light };
    let asks = run_effects(world, content, by, seat, part);
    next_decision(world);
    if !asks.is_empty() {
        push_front(world, asks);
    }
}

/// R-TWI-2, R-MOVE-6, R-SETUP-13: a twilight card drawn, paid or free.
pub fn draw_card(world: &mut World, cx: &Ctx, from: SeatId) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        ..
    } = *cx;

    let free = matches!(
        snap.pending,
        Some(
            Decision {
                ask: Ask::FreeDraw | Ask::FreeLight,
                ..
            } | Decision {
                ask: Ask::ExtraDraw,
                ..
            }
        )
    );
    draw(world, content, seat, from);
    let whose = if from == seat {
        Msg::new("deck-own-light")
    } else {
        Msg::new("deck-dark-of").det("whose", name_of(content, world.resource::<Table>(), from))
    };
    let key = match snap.pending {
        Some(Decision {
            ask: Ask::FreeDraw, ..
        }) => "log-draws-free-seedy",
        Some(Decision {
            ask: Ask::FreeLight,
            ..
        }) => "log-draws-free-ritzy",
        Some(Decision {
            ask: Ask::ExtraDraw,
            ..
        }) => "log-draws-extra",
        _ => "log-draws-card",
    };
    report(
        world,
        seat,
        Msg::new(key).det("who", who).msg("whose", whose),
    );
    if free {
        next_decision(world);
    }
}

/// R-MOVE-6: a free card let go.
pub fn skip_draw(world: &mut World, cx: &Ctx) {
    let Ctx { seat, who, .. } = *cx;

    report(
        world,
        seat,
        Msg::new("log-free-card-skipped").det("who", who),
    );
    next_decision(world);
}

/// R-MOVE-6 and D-7: a free card let go, and every free card this seat would be offered
/// until the day ends.
pub fn skip_draws_today(world: &mut World, cx: &Ctx) {
    let Ctx { seat, who, .. } = *cx;
    {
        let mut p = world.resource_mut::<Pending>();
        if !p.skip_free.contains(&seat) {
            p.skip_free.push(seat);
        }
    }
    report(
        world,
        seat,
        Msg::new("log-free-cards-skipped-today").det("who", who),
    );
    next_decision(world);
}

/// R-TWI-2: a card discarded to the bottom of its deck.
pub fn discard_card(world: &mut World, cx: &Ctx, card: CardId) {
    let Ctx {
        content, seat, who, ..
    } = *cx;

    discard(world, content, seat, card);
    report(
        world,
        seat,
        Msg::new("log-discards-card")
            .det("who", who)
            .card("card", card),
    );
}

/// R-TWI-4, R-TWI-9: a light card played on the seat's own detective.
pub fn play_light(world: &mut World, cx: &Ctx, play: CardPlay) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        ..
    } = *cx;

    let countering = matches!(
        snap.pending,
        Some(Decision {
            ask: Ask::Counter,
            ..
        })
    );
    let asks = play_card(world, content, snap, seat, seat, &play, who);
    if countering {
        next_decision(world);
    }
    if !asks.is_empty() {
        push_front(world, asks);
    }
}

/// R-TWI-5, R-TWI-9: a dark card played on the active detective in a response window.
pub fn play_dark(world: &mut World, cx: &Ctx, play: CardPlay) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        ..
    } = *cx;

    let active = snap.active();
    // Once a day, a card played from a question answers it as a pass would (D-7): the day's
    // questions are not asked again.
    if world.resource::<Pending>().offers_daily {
        note_let_pass(world, cx);
    }
    {
        let mut log = world.resource_mut::<TurnLog>();
        log.dark_cards = log.dark_cards.saturating_add(1);
    }
    // One dark card per trigger (R-TWI-9): the rest of the window closes; then the
    // active player may answer with one light card.
    let mut pending = world.resource_mut::<Pending>();
    pending.queue.retain(|d| {
        !matches!(
            d,
            Decision {
                ask: Ask::Response,
                ..
            }
        )
    });
    next_decision(world);
    let mut asks = play_card(world, content, snap, seat, active, &play, who);
    asks.push(Decision {
        seat: active,
        ask: Ask::Counter,
    });
    push_front(world, asks);
}

/// D-7, R-TWI-9: a response window (or the light card after a dark one) let pass. Said as
/// what it is — no card played on this action —, never as a turn passed.
pub fn pass_response(world: &mut World, cx: &Ctx) {
    let Ctx {
        content, snap, who, ..
    } = *cx;
    note_let_pass(world, cx);
    let text = match snap.pending {
        Some(Decision {
            ask: Ask::Counter, ..
        }) => Msg::new("said-no-counter").det("who", who),
        _ => {
            let active = name_of(content, world.resource::<Table>(), snap.active());
            Msg::new("said-no-response")
                .det("who", who)
                .det("active", active)
        }
    };
    super::ctx::said(world, text);
    next_decision(world);
}

/// D-7: the cards a human let pass in a response window, so the default does not ask about
/// them again: one that answered the action not again this turn (`passed`); one only offered
/// (it answered nothing) not offered so again this turn — or, in a game with `offers_daily`,
/// this day, and then only a card the offer was for (judged by the game, not one that would
/// do nothing), so what is in the hand beside an answering card does not use up the day's
/// offer.
fn note_let_pass(world: &mut World, cx: &Ctx) {
    let Ctx {
        content,
        snap,
        seat,
        ..
    } = *cx;
    if !(matches!(snap.pending, Some(d) if d.ask == Ask::Response)
        && world.resource::<Pending>().auto_pass
        && table_kind(world, seat) == SeatKind::Human)
    {
        return;
    }
    let target = world.resource::<Table>().seats[snap.active().index()].detective;
    let (daily, quiet) = {
        let p = world.resource::<Pending>();
        (p.offers_daily, p.quiet_offers)
    };
    // Let pass under *every action* too: back to the default, it is not asked about again
    // this turn.
    let asked: Vec<(CardId, bool)> = snap
        .hand
        .iter()
        .copied()
        .filter(|&c| {
            // Only the cards it could have played: one that could not is offered still at the
            // first window it can be.
            crate::rules::twilight::is_card_of(content, c, Deck::Dark, target)
                && world.resource::<Pending>().prompt(seat, c) != Prompt::Never
                && crate::rules::twilight::playable_dark(content, snap, snap.active(), seat, c)
        })
        .map(|c| (c, crate::rules::twilight::answers_now(content, snap, c)))
        // Once a day, only what the game's judgement asked about counts: a card set to *every
        // action* is asked anyway, and its pass must not silence the others.
        .filter(|&(c, answered)| {
            !daily
                || (world.resource::<Pending>().prompt(seat, c) == Prompt::Judged
                    && (answered
                        || !(quiet
                            && crate::rules::twilight::idle_now(content, snap, c, snap.active()))))
        })
        .collect();
    let mut p = world.resource_mut::<Pending>();
    for (c, answered) in asked {
        let list = if answered {
            &mut p.passed
        } else {
            &mut p.offered
        };
        if !list.contains(&(seat, c)) {
            list.push((seat, c));
        }
    }
}

/// D-7: a pass that also lets this seat's response windows pass until its next turn or the
/// next day.
pub fn hold_responses(world: &mut World, cx: &Ctx, until: Hold) {
    let Ctx { who, seat, .. } = *cx;
    // A hold is a pass too: with offers once a day, the day's offer is let pass (a hold until
    // the seat's turn ends before the day does).
    if world.resource::<Pending>().offers_daily {
        note_let_pass(world, cx);
    }
    let n = world.resource::<Table>().seats.len();
    {
        let mut p = world.resource_mut::<Pending>();
        p.held.resize(n, None);
        p.held[seat.index()] = Some(until);
    }
    let key = match until {
        Hold::MyTurn => "said-hold-my-turn",
        Hold::Tomorrow => "said-hold-tomorrow",
    };
    super::ctx::said(world, Msg::new(key).det("who", who));
    next_decision(world);
}

/// D-7: a seat's wish about being asked about one of its dark cards. Said to nobody: the
/// status line is public, the hand is not.
pub fn prompt_for(world: &mut World, cx: &Ctx, card: CardId, prompt: Prompt) {
    world
        .resource_mut::<Pending>()
        .set_prompt(cx.seat, card, prompt);
}

/// R-TWI-10: a fight's target picks light or dark tactics.
pub fn tactics(world: &mut World, cx: &Ctx, dark: bool) {
    let Ctx {
        content, snap, who, ..
    } = *cx;

    if let Some(Decision {
        seat,
        ask: Ask::Fight { card, by },
    }) = snap.pending
    {
        fight(world, content, seat, card, by, dark, who);
    }
}

/// What kind of seat `seat` is.
fn table_kind(world: &World, seat: SeatId) -> SeatKind {
    world.resource::<Table>().seats[seat.index()].kind
}

/// D-7, R-TWI-9: after an action of the active player, the seats holding one of its dark cards
/// they could play now are asked in turn, from the first player clockwise. `view` is a
/// snapshot of the world as it stands for any viewer, if one is made, or `None`; it is left
/// holding the last one made (see [`GameQuery::reseat`]).
pub fn open_response_window(
    world: &mut World,
    content: &Content,
    q: &mut SystemState<GameQuery>,
    view: &mut Option<crate::rules::Snapshot>,
) {
    let (Some(table), Some(clock)) = (world.get_resource::<Table>(), world.get_resource::<Clock>())
    else {
        return;
    };
    let n = table.seats.len();
    let first = clock.first_player;
    let active = clock.active(n);
    // Only a seat holding one of the active detective's dark cards could answer (R-TWI-5):
    // the others are not looked at closer.
    let target = table.seats[active].detective;
    let holders: Vec<SeatId> = match q.get(world) {
        Ok(g) => g
            .hands
            .iter()
            .filter(|(_, h, _)| {
                h.0.iter()
                    .any(|&c| crate::rules::twilight::is_card_of(content, c, Deck::Dark, target))
            })
            .map(|(d, _, _)| d.seat)
            .collect(),
        Err(_) => return,
    };
    // At a shared screen each offer is a hand-off of the screen: none once a turn there, only
    // for a card that answers the action (D-7); online each human has a screen of their own.
    let shared = world.resource::<Pending>().shared_screen;
    // One snapshot, made each holder's own in turn (only its hand and what it knows differ).
    let asks: Vec<Decision> = (0..n)
        .map(|i| first.offset(i, n))
        .filter(|&seat| seat != active && holders.contains(&seat))
        .filter(|&seat| !world.resource::<Pending>().holds(seat))
        .filter(|&seat| {
            let Ok(g) = q.get(world) else {
                return false;
            };
            let view = match view {
                Some(v) => {
                    g.reseat(v, Some(seat));
                    v
                }
                None => view.insert(g.snapshot_for(Some(seat))),
            };
            let pending = world.resource::<Pending>();
            // A human is passed by unless a card answers this action, or is offered once in
            // the turn (the config's `auto_pass`); a seat's own wish about a card comes first
            // (D-7).
            let judged = pending.auto_pass && table_kind(world, seat) == SeatKind::Human;
            // Only its dark cards whose conditions hold could be played (R-TWI-4, R-TWI-5).
            view.hand.iter().any(|&card| {
                let judge = match pending.prompt(seat, card) {
                    Prompt::Never => return false,
                    Prompt::Always => false,
                    // Let pass once this turn when it answered: not asked about again (with
                    // offers once a day, no card answering is asked about again that day).
                    Prompt::Judged
                        if judged
                            && (pending.passed.contains(&(seat, card))
                                || (pending.offers_daily
                                    && pending.passed.iter().any(|&(s, _)| s == seat))) =>
                    {
                        return false;
                    }
                    Prompt::Judged => judged,
                };
                crate::rules::twilight::is_card_of(content, card, Deck::Dark, target)
                    && crate::rules::twilight::playable_dark(content, view, active, seat, card)
                    && (!judge
                        || crate::rules::twilight::asks_now(
                            content,
                            view,
                            card,
                            pending.offered.contains(&(seat, card))
                                || (pending.offers_daily
                                    && (pending.offered.iter().any(|&(s, _)| s == seat)
                                        || pending.passed.iter().any(|&(s, _)| s == seat)))
                                || (pending.quiet_offers && shared),
                            pending.quiet_offers,
                        ))
            })
        })
        .map(|seat| Decision {
            seat,
            ask: Ask::Response,
        })
        .collect();
    if !asks.is_empty() {
        push_front(world, asks);
    }
}
