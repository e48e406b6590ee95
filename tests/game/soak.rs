//! The soak test: 200 seeded bot games, three to five seats, checked after every message —
//! no panic, and the invariants of the game hold: every token and card accounted for, no two
//! leads on one location, Time within its bounds, no hand grown past its limit, dead suspects
//! carrying nothing.

use super::investigation::view;
use super::*;
use new_angeles::game::{Ask, Decision};
use new_angeles::game::{
    Decks, DetectiveFigure, EvidencePile, EvidenceToken, GameConfig, Hand, Holdings, Pending,
    Phase, Supply, Suspect,
};
use new_angeles::rules::twilight::{check_play_dark, hand_limit, play_variants};

/// How many of a kind of token one seat holds.
type Held = dyn Fn(&Holdings) -> u8;

/// Everything that must hold between two messages; `hands` remembers each seat's hand size.
pub fn check(app: &mut App, hands: &mut [usize], seed: u64) {
    let c = content();
    let world = app.world_mut();
    let seats = world.resource::<new_angeles::game::Table>().seats.clone();
    let supply = *world.resource::<Supply>();
    let held: Vec<(SeatId, Holdings, usize)> = world
        .query::<(&DetectiveFigure, &Holdings, &Hand)>()
        .iter(world)
        .map(|(d, h, hand)| (d.seat, *h, hand.0.len()))
        .collect();
    let sum = |f: &dyn Fn(&Holdings) -> u8| held.iter().map(|(_, h, _)| f(h) as u32).sum::<u32>();
    let ctx = |what: &str| format!("seed {seed}: {what}");
    // Tokens (R-COMP-2, R-COMP-7).
    // (what, left in the supply, held by the seats, the whole stock).
    let stock: [(&str, u8, &Held, u32); 6] = [
        ("trauma −1", supply.trauma, &|h| h.trauma, 13),
        ("trauma −3", supply.trauma_big, &|h| h.trauma_big, 5),
        ("Haas tokens", supply.haas, &|h| h.haas, 6),
        ("Jinteki tokens", supply.jinteki, &|h| h.jinteki, 6),
        (
            "conspiracy tokens",
            supply.conspiracy,
            &|h| h.conspiracy,
            12,
        ),
        (
            "baggage",
            supply.baggage,
            &|h| h.good_baggage + h.bad_baggage,
            45,
        ),
    ];
    for (what, left, held, total) in stock {
        assert_eq!(left as u32 + sum(held), total, "{}", ctx(what));
    }
    for k in 0..4 {
        assert_eq!(
            supply.favors[k] as u32 + sum(&|h| h.favors[k]),
            12,
            "{}",
            ctx("favors")
        );
    }
    let suspects: Vec<Suspect> = world.query::<&Suspect>().iter(world).copied().collect();
    let on = |f: &dyn Fn(&Suspect) -> u8| suspects.iter().map(|s| f(s) as u32).sum::<u32>();
    assert_eq!(supply.hits as u32 + on(&|s| s.hits), 13, "{}", ctx("hits"));
    assert_eq!(
        supply.alibis as u32 + on(&|s| s.alibis),
        12,
        "{}",
        ctx("alibis")
    );
    let tokens: Vec<EvidenceToken> = world
        .query::<&EvidenceToken>()
        .iter(world)
        .copied()
        .collect();
    let pile = world.resource::<EvidencePile>().0.len();
    let drawn = world.resource::<Pending>().drawn.is_some() as usize;
    assert_eq!(
        pile + tokens.len() + drawn,
        60,
        "{}",
        ctx("evidence tokens")
    );
    // Dead suspects carry nothing (R-EVID-6).
    for s in suspects.iter().filter(|s| !s.alive) {
        assert_eq!(
            (s.hits, s.alibis),
            (0, 0),
            "{}",
            ctx("a dead suspect's tokens")
        );
        assert!(
            !tokens.iter().any(|t| t.suspect == s.index),
            "{}",
            ctx("dead evidence")
        );
    }
    // Cards: every card of every seat's detective in its decks or a hand (R-TWI-2).
    let decks = world.resource::<Decks>().clone();
    let in_hands: Vec<CardId> = world
        .query::<&Hand>()
        .iter(world)
        .flat_map(|h| h.0.iter().copied())
        .collect();
    for (i, seat) in SeatId::all(seats.len()).zip(&seats) {
        let mine = |card: &CardId| c.cards[*card].detective == seat.detective;
        let total = c
            .cards
            .iter()
            .filter(|k| k.detective == seat.detective)
            .count();
        let counted = [&decks.light[i], &decks.dark[i]]
            .iter()
            .map(|d| d.down.iter().chain(&d.under).filter(|k| mine(k)).count())
            .sum::<usize>()
            + in_hands.iter().filter(|k| mine(k)).count();
        assert_eq!(counted, total, "{}", ctx("cards"));
    }
    // Leads: never two on one location (R-LEAD-2).
    let s = view(app, None);
    let mut places = s.lead_locations();
    places.sort();
    let n = places.len();
    places.dedup();
    assert_eq!(places.len(), n, "{}", ctx("two leads on one location"));
    // Time within bounds (R-ROUND-2): never more than a turn's Time and a few bonuses.
    assert!(
        s.clock.time <= 12,
        "{}",
        ctx(&format!("{} Time", s.clock.time))
    );
    // D-7, R-TWI-5: a response window asks only a seat that holds one of the active
    // detective's dark cards it could play now, and never a seat that holds its windows.
    if let Some(Decision {
        seat,
        ask: Ask::Response,
    }) = s.pending
    {
        let me = view(app, Some(seat));
        let playable = me.hand.iter().any(|&card| {
            play_variants(&c, &me, card)
                .iter()
                .any(|p| check_play_dark(&c, &me, seat, p).is_ok())
        });
        assert!(playable, "{}", ctx("asked to respond with nothing to play"));
        assert!(
            !app.world().resource::<Pending>().holds(seat),
            "{}",
            ctx("asked to respond while holding")
        );
    }
    // A hand never grows past its limit (R-TWI-1).
    for (seat, _, len) in &held {
        if *len > hands[*seat] {
            assert!(*len <= hand_limit(&c, &s, *seat), "{}", ctx("hand limit"));
        }
        hands[*seat] = *len;
    }
}

// D-4, D-7, R-COMP-2, R-COMP-7, R-TWI-1, R-TWI-5, R-LEAD-2, R-EVID-6: 200 bot games, every message checked.
#[test]
fn soak_200_bot_games_keep_the_invariants() {
    let c = content();
    let mut closed = 0;
    for seed in 0..200u64 {
        let players = 3 + (seed % 3) as usize;
        let mut app = sim::headless_game(c.clone(), GameConfig::new(players, 0, 1000 + seed));
        let mut hands = vec![usize::MAX; players];
        for _ in 0..30_000 {
            if sim::phase(&app) == Phase::CaseClosed {
                break;
            }
            app.update();
            check(&mut app, &mut hands, seed);
        }
        app.update();
        closed += (sim::phase(&app) == Phase::CaseClosed) as u32;
    }
    assert_eq!(closed, 200);
}
