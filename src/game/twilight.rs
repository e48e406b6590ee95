//! Twilight cards in the world: the decks and hands dealt at setup (R-SETUP-10), drawing and
//! discarding (R-TWI-1…3), free draws on entering ritzy and seedy places (R-MOVE-6), playing
//! light and dark cards (R-TWI-4…9), fights (R-TWI-10), and the one effect interpreter that
//! every card (and every plot rule) runs through.

use super::decisions::{next_decision, push_front};
use super::pipeline::Ctx;
use super::turns::{log, log_private, name_of, report};
use super::*;
use crate::content::{Deck, DetectiveRule, Effect, Quality, Rule, Span};
use crate::rules::investigation::TWILIGHT_END;
use crate::rules::twilight::{condition_holds, hand_limit};
use bevy::ecs::system::SystemState;
use rand::RngExt;
use rand::seq::SliceRandom;

/// R-SETUP-10: each seat's light and dark deck shuffled; each draws 2 light cards and 1 from
/// the dark deck of the seat on its left.
pub fn deal(content: &Content, seats: &[Seat], rng: &mut GameRng) -> (Decks, Vec<Hand>) {
    let mut decks = Decks::default();
    for seat in seats {
        for (deck, pile) in [
            (Deck::Light, &mut decks.light),
            (Deck::Dark, &mut decks.dark),
        ] {
            let mut down: Vec<CardId> = CardId::all(content.cards.len())
                .filter(|&c| {
                    content.cards[c].detective == seat.detective
                        && content.cards[c].def.deck == deck
                })
                .collect();
            down.shuffle(&mut rng.0);
            pile.push(DeckPile {
                down,
                under: Vec::new(),
            });
        }
    }
    let n = seats.len();
    let mut hands = vec![Hand::default(); n];
    for (i, hand) in hands.iter_mut().enumerate() {
        for _ in 0..2 {
            hand.0.extend(take_top(&mut decks.light[i], rng));
        }
        hand.0.extend(take_top(&mut decks.dark[(i + 1) % n], rng));
    }
    (decks, hands)
}

/// The top card of a deck; when its face-down cards run out, the cards at its bottom are
/// shuffled into a new face-down deck (R-TWI-3).
fn take_top(pile: &mut DeckPile, rng: &mut GameRng) -> Option<CardId> {
    if pile.down.is_empty() {
        pile.down = std::mem::take(&mut pile.under);
        pile.down.shuffle(&mut rng.0);
    }
    let card = pile.down.pop();
    if pile.down.is_empty() && !pile.under.is_empty() {
        pile.down = std::mem::take(&mut pile.under);
        pile.down.shuffle(&mut rng.0);
    }
    card
}

/// Runs `f` on the component `C` of `seat`'s detective.
pub fn on_seat<C: Component<Mutability = bevy::ecs::component::Mutable>, R>(
    world: &mut World,
    seat: SeatId,
    f: impl FnOnce(&mut C) -> R,
) -> Option<R> {
    let mut q = world.query::<(&DetectiveFigure, &mut C)>();
    q.iter_mut(world)
        .find(|(d, _)| d.seat == seat)
        .map(|(_, mut c)| f(&mut c))
}

fn hand_len(world: &mut World, seat: SeatId) -> usize {
    on_seat(world, seat, |h: &mut Hand| h.0.len()).unwrap_or(0)
}

/// `seat`'s hand limit now (R-TWI-1), with the rules in force on it.
fn limit(world: &mut World, seat: SeatId) -> usize {
    let mut q = SystemState::<GameQuery>::new(world);
    let Some(s) = world_snapshot(world, &mut q) else {
        return 0;
    };
    hand_limit(world.resource::<Content>(), &s, seat)
}

/// `seat` draws the top card of `from`'s deck (its own light deck when `from == seat`, else
/// `from`'s dark deck) into its hand; the card's name goes to its private log.
pub fn draw(world: &mut World, content: &Content, seat: SeatId, from: SeatId) -> Option<CardId> {
    super::pipeline::shown(world);
    let card = world.resource_scope(|world, mut rng: Mut<GameRng>| {
        let mut decks = world.resource_mut::<Decks>();
        let pile = if from == seat {
            &mut decks.light[seat]
        } else {
            &mut decks.dark[from]
        };
        take_top(pile, &mut rng)
    })?;
    on_seat(world, seat, |h: &mut Hand| h.0.push(card));
    log_private(
        world,
        seat,
        format!("You draw {}.", content.cards[card].def.name),
    );
    Some(card)
}

/// Puts a card face up at the bottom of the deck it belongs to (R-TWI-2, R-TWI-4, R-TWI-5).
fn to_bottom(world: &mut World, content: &Content, card: CardId) {
    // Face up: everyone sees which card it was.
    super::pipeline::shown(world);
    let c = &content.cards[card];
    let owner = world
        .resource::<Table>()
        .seats
        .iter()
        .position(|s| s.detective == c.detective);
    let Some(owner) = owner else { return };
    let mut decks = world.resource_mut::<Decks>();
    let pile = match c.def.deck {
        Deck::Light => &mut decks.light[owner],
        Deck::Dark => &mut decks.dark[owner],
    };
    pile.under.insert(0, card);
}

/// Takes `card` out of `seat`'s hand and puts it at the bottom of its deck.
fn discard(world: &mut World, content: &Content, seat: SeatId, card: CardId) {
    on_seat(world, seat, |h: &mut Hand| h.0.retain(|&c| c != card));
    to_bottom(world, content, card);
}

/// R-MOVE-6: entering a ritzy location draws a free light card; a seedy one offers a free card
/// from another player's dark deck. Returns the decision to ask, if any.
pub fn free_draw(
    world: &mut World,
    content: &Content,
    seat: SeatId,
    to: LocId,
) -> Option<Decision> {
    if hand_len(world, seat) >= limit(world, seat) {
        return None;
    }
    let who = name_of(content, world.resource::<Table>(), seat);
    match content.map.loc(to).quality {
        Quality::Ritzy => {
            if draw(world, content, seat, seat).is_some() {
                log(
                    world,
                    Some(seat),
                    format!("{who} draws a free light card on entering a ritzy place."),
                );
            }
            None
        }
        Quality::Seedy => {
            let n = world.resource::<Table>().seats.len();
            let decks = world.resource::<Decks>();
            let any = SeatId::all(n).any(|i| i != seat && !decks.dark[i].is_empty());
            any.then_some(Decision {
                seat,
                ask: Ask::FreeDraw,
            })
        }
        _ => None,
    }
}

/// Whether `seat`'s detective lives under `rule` (R-SETUP-13).
pub fn has_special(world: &World, content: &Content, seat: SeatId, rule: &DetectiveRule) -> bool {
    let d = world.resource::<Table>().seats[seat].detective;
    content.detectives[d].def.setup.rules.contains(rule)
}

/// Moves `seat`'s twilight marker `n` spaces (positive dark), never past an end (R-TWI-6).
pub fn shift(world: &mut World, seat: SeatId, n: i8) {
    on_seat(world, seat, |t: &mut Twilight| {
        t.0 = (t.0 + n).clamp(-TWILIGHT_END, TWILIGHT_END)
    });
}

pub fn holdings(world: &mut World, seat: SeatId, f: impl FnOnce(&mut Holdings)) {
    on_seat(world, seat, f);
}

/// Takes one token from a finite supply (R-COMP-7): false when none is left.
fn take_supply(world: &mut World, f: impl FnOnce(&mut Supply) -> &mut u8) -> bool {
    let mut supply = world.resource_mut::<Supply>();
    let n = f(&mut supply);
    if *n > 0 {
        *n -= 1;
        true
    } else {
        false
    }
}

/// Runs an effect list: `actor` is the seat that played the card (it makes the choices about
/// the world), `target` the card's detective's seat (it gains and loses). Effects that need a
/// choice become decisions, asked in order once the others have happened.
pub fn run_effects(
    world: &mut World,
    content: &Content,
    actor: SeatId,
    target: SeatId,
    effects: &[Effect],
) -> Vec<Decision> {
    let mut asks = Vec::new();
    let mut q = SystemState::<GameQuery>::new(world);
    let snap = seat_snapshot(world, &mut q, target);
    for e in effects {
        run_one(world, content, snap.as_ref(), actor, target, e, &mut asks);
    }
    asks
}

fn run_one(
    world: &mut World,
    content: &Content,
    snap: Option<&crate::rules::Snapshot>,
    actor: SeatId,
    target: SeatId,
    e: &Effect,
    asks: &mut Vec<Decision>,
) {
    let choice = |choice| Decision {
        seat: actor,
        ask: Ask::Choice { target, choice },
    };
    match e {
        Effect::Time(n) => {
            let mut clock = world.resource_mut::<Clock>();
            clock.time = (clock.time as i16 + *n as i16).clamp(0, 99) as u8;
        }
        Effect::Shift(n) => shift(world, target, *n),
        Effect::DrawLight(n) => {
            for _ in 0..*n {
                if hand_len(world, target) < limit(world, target) {
                    draw(world, content, target, target);
                }
            }
        }
        Effect::DiscardRandom(n) => {
            for _ in 0..*n {
                let hand = on_seat(world, target, |h: &mut Hand| h.0.clone()).unwrap_or_default();
                if hand.is_empty() {
                    break;
                }
                super::pipeline::shown(world);
                let i = world
                    .resource_mut::<GameRng>()
                    .0
                    .random_range(0..hand.len());
                discard(world, content, target, hand[i]);
                let who = name_of(content, world.resource::<Table>(), target);
                log(
                    world,
                    Some(target),
                    format!(
                        "{who} discards {} at random.",
                        content.cards[hand[i]].def.name
                    ),
                );
            }
        }
        Effect::Favor(kind) => {
            if take_supply(world, |s| &mut s.favors[kind.index()]) {
                holdings(world, target, |h| h.favors[kind.index()] += 1);
            }
        }
        Effect::AnyFavor => asks.push(Decision {
            seat: target,
            ask: Ask::Choice {
                target,
                choice: Choice::Favor,
            },
        }),
        Effect::LoseFavor(n) => {
            for _ in 0..*n {
                let most = on_seat(world, target, |h: &mut Holdings| {
                    let (i, &f) = h
                        .favors
                        .iter()
                        .enumerate()
                        .max_by_key(|(i, f)| (**f, 3 - *i))?;
                    (f > 0).then(|| {
                        h.favors[i] -= 1;
                        i
                    })
                })
                .flatten();
                match most {
                    Some(i) => world.resource_mut::<Supply>().favors[i] += 1,
                    None => break,
                }
            }
        }
        Effect::Baggage { good, count } => {
            super::plots::add_baggage(world, target, *good, *count);
        }
        Effect::Conditional { kind, count } => {
            super::plots::conditional_baggage(world, content, target, kind, *count);
        }
        // Floyd's First Directive: he never takes trauma.
        Effect::Trauma(_) if has_special(world, content, target, &DetectiveRule::NoTrauma) => {}
        Effect::Trauma(n) => {
            for _ in 0..*n {
                take_trauma(world, content, target);
            }
        }
        Effect::Hit => asks.push(choice(Choice::Hit)),
        Effect::Alibi => asks.push(choice(Choice::Alibi)),
        Effect::Reveal => asks.push(choice(Choice::Reveal)),
        Effect::Peek => asks.push(choice(Choice::Peek)),
        Effect::MoveLead(kind) => asks.push(choice(Choice::MoveLead(*kind))),
        Effect::Relocate(loc) => {
            if let Some(to) = content.map.find(loc) {
                on_seat(world, target, |at: &mut At| at.0 = to);
            }
        }
        Effect::DropshipPass => {
            if take_supply(world, |s| &mut s.dropship_passes) {
                on_seat(world, target, |p: &mut DropshipPasses| p.0 += 1);
            }
        }
        Effect::WarrantHere => warrant_here(world, target),
        Effect::Sanity(n) => change_sanity(world, content, target, *n),
        Effect::Money(n) => {
            let got = on_seat(world, target, |s: &mut Specials| {
                s.money.map(|m| {
                    let now = (m as i64 + *n as i64).max(0) as u32;
                    s.money = Some(now);
                    now
                })
            })
            .flatten();
            if let Some(now) = got {
                let who = name_of(content, world.resource::<Table>(), target);
                log(world, Some(target), format!("{who}'s Money: ${now}."));
            }
        }
        Effect::Mood(good) => set_mood(world, target, *good),
        Effect::Haas => {
            if take_supply(world, |s| &mut s.haas) {
                holdings(world, target, |h| h.haas += 1);
            }
        }
        Effect::Jinteki => {
            if take_supply(world, |s| &mut s.jinteki) {
                holdings(world, target, |h| h.jinteki += 1);
            }
        }
        Effect::HealTrauma => heal_trauma(world, content, target),
        Effect::GiveBaggage => asks.push(Decision {
            seat: actor,
            ask: Ask::Benefit {
                pile: crate::content::Pile::Baggage,
            },
        }),
        Effect::MoveLily | Effect::MoveJimmy => asks.push(Decision {
            seat: actor,
            ask: Ask::MoveInformant {
                who: if *e == Effect::MoveLily {
                    Informant::Lily
                } else {
                    Informant::Jimmy
                },
            },
        }),
        Effect::Until { span, rule } => {
            on_seat(world, target, |t: &mut TempRules| t.0.push((*rule, *span)));
        }
        Effect::If { cond, then } => {
            if snap.is_some_and(|s| condition_holds(content, s, target, cond)) {
                for e in then {
                    run_one(world, content, snap, actor, target, e, asks);
                }
            }
        }
        // A fight is asked by the card's player as a whole (see `play_card`).
        Effect::Fight { .. } => {}
    }
}

/// Louis's Mood turns to Good or Bad (nothing for a detective without a Mood card).
pub fn set_mood(world: &mut World, seat: SeatId, good: bool) {
    let changed = on_seat(world, seat, |s: &mut Specials| {
        let was = s.mood?;
        s.mood = Some(good);
        Some(was != good)
    })
    .flatten();
    if changed == Some(true) {
        let mood = if good { "Good Mood" } else { "Bad Mood" };
        let who = world
            .get_resource::<Content>()
            .map(|c| name_of(c, world.resource::<Table>(), seat))
            .unwrap_or_default();
        log(
            world,
            Some(seat),
            format!("{who} turns the Mood card to {mood}."),
        );
    }
}

/// Caprice's Sanity moves `n` steps between +3 and −3; at −3 her descent begins (R-SETUP-13).
pub fn change_sanity(world: &mut World, content: &Content, seat: SeatId, n: i8) {
    let now = on_seat(world, seat, |s: &mut Specials| {
        let v = s.sanity?;
        let now = (v + n).clamp(-3, 3);
        s.sanity = Some(now);
        (now != v).then_some(now)
    })
    .flatten();
    let Some(now) = now else { return };
    let who = name_of(content, world.resource::<Table>(), seat);
    log(world, Some(seat), format!("{who}'s Sanity: {now:+}."));
    if now == -3 {
        let d = world.resource::<Table>().seats[seat].detective;
        if let Some(plot) = content.detective_rule(d, |r| match r {
            DetectiveRule::Sanity { plot } => Some(plot.clone()),
            _ => None,
        }) {
            super::plots::begin_descent(world, content, seat, &plot);
        }
    }
}

/// R-TOKEN-1: `seat` pays favors (back to the supply), NPC favors (back to the NPC) or $1,000
/// of Money each.
pub fn pay_favors(world: &mut World, seat: SeatId, pay: &[Option<Pay>; 2]) {
    for paid in pay.iter().flatten() {
        match *paid {
            Pay::Favor(kind) => {
                holdings(world, seat, |h| h.favors[kind.index()] -= 1);
                world.resource_mut::<Supply>().favors[kind.index()] += 1;
            }
            // An NPC favor goes back to its NPC.
            Pay::Npc(i) => holdings(world, seat, |h| h.npc_favors[i as usize] -= 1),
            Pay::Money => {
                on_seat(world, seat, |s: &mut Specials| {
                    s.money = s.money.map(|m| m.saturating_sub(1000))
                });
            }
        }
    }
}

/// R-TOKEN-4, R-COMP-2: `seat` takes a −1 trauma counter. With the −1 supply empty, three of
/// its −1 counters are first exchanged for a −3 one (the same VP), freeing three.
pub fn take_trauma(world: &mut World, content: &Content, seat: SeatId) {
    let h = on_seat(world, seat, |h: &mut Holdings| *h).unwrap_or_default();
    let supply = *world.resource::<Supply>();
    if supply.trauma == 0 && h.trauma >= 3 && supply.trauma_big > 0 {
        let mut s = world.resource_mut::<Supply>();
        s.trauma += 3;
        s.trauma_big -= 1;
        holdings(world, seat, |h| {
            h.trauma -= 3;
            h.trauma_big += 1;
        });
    }
    if take_supply(world, |s| &mut s.trauma) {
        holdings(world, seat, |h| h.trauma += 1);
        // Each trauma taken lowers Caprice's Sanity (R-SETUP-13).
        change_sanity(world, content, seat, -1);
    }
}

/// `seat` discards one −1 trauma counter; holding only −3 ones, it gives one back for two −1
/// counters (1 VP better either way).
fn heal_trauma(world: &mut World, content: &Content, seat: SeatId) {
    let h = on_seat(world, seat, |h: &mut Holdings| *h).unwrap_or_default();
    let supply = *world.resource::<Supply>();
    if h.trauma + h.trauma_big > 0 {
        change_sanity(world, content, seat, 1);
    }
    if h.trauma > 0 {
        holdings(world, seat, |h| h.trauma -= 1);
        world.resource_mut::<Supply>().trauma += 1;
    } else if h.trauma_big > 0 && supply.trauma >= 2 {
        holdings(world, seat, |h| {
            h.trauma_big -= 1;
            h.trauma += 2;
        });
        let mut s = world.resource_mut::<Supply>();
        s.trauma_big += 1;
        s.trauma -= 2;
    }
}

/// R-TOKEN-3: a warrant of `seat` on its location; with both in play the older one moves.
fn warrant_here(world: &mut World, seat: SeatId) {
    let Some(here) = on_seat(world, seat, |at: &mut At| at.0) else {
        return;
    };
    let mut q = world.query::<(Entity, &GameId, &Warrant, &At)>();
    let mut mine: Vec<(GameId, Entity, LocId)> = q
        .iter(world)
        .filter(|(_, _, w, _)| w.seat == seat)
        .map(|(e, g, _, a)| (*g, e, a.0))
        .collect();
    if mine.iter().any(|m| m.2 == here) {
        return;
    }
    // Placed in GameId order: the oldest is lifted and placed anew, so it becomes the newest.
    mine.sort();
    if mine.len() >= 2 {
        world.despawn(mine[0].1);
    }
    let id = world.resource_mut::<NextGameId>().take();
    world.spawn((id, Warrant { seat }, At(here)));
}

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
    who: &str,
) -> Vec<Decision> {
    let c = &content.cards[play.card];
    let light = c.def.deck == Deck::Light;
    let check = if light {
        crate::rules::twilight::check_play_light(content, snap, player, play)
    } else {
        crate::rules::twilight::check_play_dark(content, snap, player, play)
    };
    let cost = check.unwrap_or(c.def.cost);
    on_seat(world, player, |h: &mut Hand| {
        h.0.retain(|&x| x != play.card)
    });
    let discards = play.discards();
    for &d in &discards {
        discard(world, content, player, d);
    }
    shift(
        world,
        player,
        if light { cost as i8 } else { -(cost as i8) },
    );
    let table = world.resource::<Table>();
    let whom = name_of(content, table, target);
    let paid = match (light, discards.len()) {
        (true, 0) => format!("dark-shift {cost}"),
        (false, 0) => format!("light-shift {cost}"),
        (true, n) => format!("dark-shift {cost}, {n} card(s) discarded"),
        (false, n) => format!("light-shift {cost}, {n} card(s) discarded"),
    };
    let text = if light {
        format!("{who} plays {} ({paid}): {}", c.def.name, c.def.text)
    } else {
        format!(
            "{who} plays {} against {whom} ({paid}): {}",
            c.def.name, c.def.text
        )
    };
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
    who: &str,
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
    shift(world, seat, if dark { 1 } else { -1 });
    let way = if dark { "dark" } else { "light" };
    report(
        world,
        seat,
        format!("{who} fights with {way} tactics ({}).", c.def.name),
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
                ask: Ask::FreeDraw,
                ..
            } | Decision {
                ask: Ask::ExtraDraw,
                ..
            }
        )
    );
    draw(world, content, seat, from);
    let whose = if from == seat {
        "their light deck".to_string()
    } else {
        format!(
            "{}'s dark deck",
            name_of(content, world.resource::<Table>(), from)
        )
    };
    let how = match snap.pending {
        Some(Decision {
            ask: Ask::FreeDraw, ..
        }) => " (free, seedy place)",
        Some(Decision {
            ask: Ask::ExtraDraw,
            ..
        }) => " (an extra card at setup)",
        _ => "",
    };
    report(
        world,
        seat,
        format!("{who} draws a card from {whose}{how}."),
    );
    if free {
        next_decision(world);
    }
}

/// R-MOVE-6: a free card let go.
pub fn skip_draw(world: &mut World, cx: &Ctx) {
    let Ctx { seat, who, .. } = *cx;

    report(world, seat, format!("{who} lets the free card go."));
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
        format!(
            "{who} discards {} to the bottom of its deck.",
            content.cards[card].def.name
        ),
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

/// D-7, R-TWI-9: a response window (or the light card after a dark one) let pass.
pub fn pass_response(world: &mut World, cx: &Ctx) {
    let Ctx { who, .. } = *cx;

    super::pipeline::said(world, format!("{who} passes."));
    next_decision(world);
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

/// Applies the answer to a card effect's choice (a hit, an alibi, a look, a reveal, a lead
/// moved, a favor).
pub fn apply_choice(world: &mut World, cx: &Ctx, choice: Choice) {
    use super::investigation as inv;
    let Ctx {
        content,
        snap,
        cmd,
        seat,
        who,
        ..
    } = *cx;
    let suspect_name = |s: SuspectId| content.suspects[s].name.clone();
    match (choice, cmd.action) {
        (Choice::Hit, Action::ChooseSuspect { suspect }) => {
            let text = match inv::place_hit(world, content, suspect) {
                Ok(true) => format!("{who}'s hit kills {}.", suspect_name(suspect)),
                Ok(false) => format!("{who} places a hit on {}.", suspect_name(suspect)),
                Err(e) => e,
            };
            report(world, seat, text);
        }
        (Choice::Alibi, Action::ChooseSuspect { suspect }) => {
            let text = match inv::place_alibi(world, content, suspect) {
                Ok(()) => format!("{who} gives {} an alibi.", suspect_name(suspect)),
                Err(e) => e,
            };
            report(world, seat, text);
        }
        (Choice::Peek, Action::ChooseSuspect { suspect }) => {
            report(
                world,
                seat,
                format!(
                    "{who} looks at {}'s face-down evidence in secret.",
                    suspect_name(suspect)
                ),
            );
            inv::peek(world, content, seat, suspect, "You see");
        }
        (Choice::Reveal, Action::RevealEvidence { token }) => {
            inv::reveal(world, content, seat, token, who);
        }
        (Choice::MoveLead(_), Action::MoveLeadBonus { owner, to }) => {
            if let Some(&(kind, _, from)) = snap.leads.iter().find(|l| l.1 == owner) {
                inv::move_lead(world, kind, owner, to);
                report(
                    world,
                    seat,
                    format!(
                        "{who} moves {} from {} to {}.",
                        crate::rules::lead_name(content, kind, owner),
                        content.map.label(from),
                        content.map.label(to)
                    ),
                );
            }
        }
        (Choice::Favor, Action::GainFavor { kind }) => {
            if take_supply(world, |s| &mut s.favors[kind.index()]) {
                holdings(world, seat, |h| h.favors[kind.index()] += 1);
            }
            report(world, seat, format!("{who} gains a {} favor.", kind.name()));
        }
        _ => return,
    }
    next_decision(world);
}

/// R-LOC-1, R-TOKEN-1: `seat` uses an ability of the location it stands on: it pays the
/// favors back to the supply, the use is noted for the round, and the effects happen.
pub fn use_ability(world: &mut World, cx: &Ctx, option: u8, pay: &[Option<Pay>; 2]) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        ..
    } = *cx;
    let at = snap.seats[seat].at;
    let here = content.map.loc(at);
    let Some(u) = here.uses.get(option as usize) else {
        return;
    };
    pay_favors(world, seat, pay);
    world.resource_mut::<AbilitiesUsed>().0.push((seat, at));
    report(world, seat, format!("{who} uses {}: {}", here.name, u.text));
    let asks = run_effects(world, content, seat, seat, &u.effects);
    if !asks.is_empty() {
        push_front(world, asks);
    }
}

/// R-TWI-12: the rules a card put on `seat` until the end of a turn or a day end.
pub fn expire_rules(world: &mut World, span: Span) {
    let mut q = world.query::<&mut TempRules>();
    for mut t in q.iter_mut(world) {
        t.0.retain(|(_, s)| match span {
            Span::Turn => *s != Span::Turn,
            Span::Day => false,
        });
    }
}

/// The rule sum of one kind in force on `seat` from its plot cards and cards, for the turn's
/// Time (R-ROUND-2).
pub fn time_bonus(world: &mut World, _content: &Content, seat: SeatId) -> i32 {
    let mut q = SystemState::<GameQuery>::new(world);
    let Some(s) = world_snapshot(world, &mut q) else {
        return 0;
    };
    let me = &s.seats[seat];
    // Raymond's *Wrapped Up in Himself*: 1 Time less while his plot goes badly (R-SETUP-13).
    let wrapped = me.specials.wrapped && me.holdings.bad_baggage > me.holdings.good_baggage;
    me.rule_sum(|r| matches!(r, Rule::TimePerTurn(_))) - wrapped as i32
}

/// D-7, R-TWI-9: after an action of the active player, the seats holding one of its dark cards
/// they could play now are asked in turn, from the first player clockwise.
pub fn open_response_window(world: &mut World, content: &Content) {
    let mut q = SystemState::<GameQuery>::new(world);
    let Some(public) = world_snapshot(world, &mut q) else {
        return;
    };
    let n = public.seats.len();
    let active = public.active();
    let asks: Vec<Decision> = (0..n)
        .map(|i| public.clock.first_player.offset(i, n))
        .filter(|&seat| seat != active)
        .filter(|&seat| {
            let Some(view) = seat_snapshot(world, &mut q, seat) else {
                return false;
            };
            view.hand.iter().any(|&card| {
                crate::rules::twilight::play_variants(content, &view, card)
                    .iter()
                    .any(|p| {
                        crate::rules::twilight::check_play_dark(content, &view, seat, p).is_ok()
                    })
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

/// R-SETUP-13: the holder of a Memory card answers Raymond: it gives the card back and takes
/// one of his favors (then the card's effects happen to him, and two won back discard *Wrapped
/// Up in Himself*), or keeps it.
pub fn return_memory(
    world: &mut World,
    content: &Content,
    holder: SeatId,
    raymond: SeatId,
    take: Option<FavorType>,
    who: &str,
) {
    let his = name_of(content, world.resource::<Table>(), raymond);
    let Some(kind) = take else {
        report(world, holder, format!("{who} keeps {his}'s Memory card."));
        next_decision(world);
        return;
    };
    let card = on_seat(world, holder, |m: &mut Memory| m.0.take()).flatten();
    let Some(card) = card else {
        next_decision(world);
        return;
    };
    holdings(world, raymond, |h| h.favors[kind.index()] -= 1);
    holdings(world, holder, |h| h.favors[kind.index()] += 1);
    let sp = &content.specials[card as usize].def;
    report(
        world,
        holder,
        format!(
            "{who} gives {his} back {} for a {} favor.",
            sp.name,
            kind.name()
        ),
    );
    next_decision(world);
    let asks = run_effects(world, content, raymond, raymond, &sp.effects);
    let d = world.resource::<Table>().seats[raymond].detective;
    let left = world
        .query::<&Memory>()
        .iter(world)
        .filter(|m| m.0.is_some())
        .count() as u8;
    let discarded = on_seat(world, raymond, |s: &mut Specials| {
        s.memories_back += 1;
        let enough = s.memories_back >= 2 || left == 0;
        let was = s.wrapped;
        if enough {
            s.wrapped = false;
        }
        was && enough
    })
    .unwrap_or(false);
    if discarded
        && content
            .detective_rule(d, |r| matches!(r, DetectiveRule::WrappedUp).then_some(()))
            .is_some()
    {
        log(
            world,
            Some(raymond),
            format!("{his} has won back enough of himself: Wrapped Up in Himself is discarded."),
        );
    }
    if !asks.is_empty() {
        push_front(world, asks);
    }
}
