//! The twilight decks and the hands: dealt at setup (R-SETUP-10), drawn from and discarded to
//! (R-TWI-1…3), the hand limit, and the free draws on entering ritzy and seedy places
//! (R-MOVE-6). The handlers of [`super::cards`] and the [effect interpreter](super::effects)
//! both use them.

use super::log::log_private;
use super::*;
use crate::content::{Deck, Quality};
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

pub(super) fn hand_len(world: &mut World, seat: SeatId) -> usize {
    on_seat(world, seat, |h: &mut Hand| h.0.len()).unwrap_or(0)
}

/// `seat`'s hand limit now (R-TWI-1), with the rules in force on it.
pub(super) fn limit(world: &mut World, seat: SeatId) -> usize {
    super::view::seat_state(world, seat).map_or(0, |me| {
        crate::rules::twilight::seat_hand_limit(world.resource::<Content>(), &me)
    })
}

/// `seat` draws the top card of `from`'s deck (its own light deck when `from == seat`, else
/// `from`'s dark deck) into its hand; the card's name goes to its private log.
pub fn draw(world: &mut World, _content: &Content, seat: SeatId, from: SeatId) -> Option<CardId> {
    super::ctx::shown(world);
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
        Msg::new("log-you-draw-card").card("card", card),
    );
    Some(card)
}

/// Puts a card face up at the bottom of the deck it belongs to (R-TWI-2, R-TWI-4, R-TWI-5).
pub(super) fn to_bottom(world: &mut World, content: &Content, card: CardId) {
    // Face up: everyone sees which card it was.
    super::ctx::shown(world);
    // A wish about being asked (D-7) belongs to the card in that hand, not to the card.
    world.resource_mut::<Pending>().forget_card(card);
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
pub(super) fn discard(world: &mut World, content: &Content, seat: SeatId, card: CardId) {
    on_seat(world, seat, |h: &mut Hand| h.0.retain(|&c| c != card));
    to_bottom(world, content, card);
}

/// R-MOVE-6: entering a ritzy location offers a free light card; a seedy one a free card
/// from another player's dark deck. Both may be let go. Returns the decision to ask, if any.
pub fn free_draw(
    world: &mut World,
    content: &Content,
    seat: SeatId,
    to: LocId,
) -> Option<Decision> {
    if hand_len(world, seat) >= limit(world, seat)
        || world.resource::<Pending>().skip_free.contains(&seat)
    {
        return None;
    }
    match content.map.loc(to).quality {
        Quality::Ritzy => {
            let any = !world.resource::<Decks>().light[seat].is_empty();
            any.then_some(Decision {
                seat,
                ask: Ask::FreeLight,
            })
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
