//! The hint (D-4): the hard bot's best action for a seat, decided from that seat's view only.
//! Changing what the seat cannot know — the other seats' hands and hunches, the order of the
//! evidence pile — must not change the hint.

use super::investigation::seat_view;
use super::*;
use bevy::ecs::system::SystemState;
use new_angeles::game::{
    Decks, DetectiveFigure, EvidencePile, GameConfig, GameQuery, Hand, Hunch, Pending, Phase, bot,
};

/// Plays a bot game until `seat` is asked a decision the hard bot weighs (two or more
/// options), and returns the app there.
fn at_a_weighed_decision(seed: u64, seat: SeatId) -> App {
    let c = content();
    let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, seed));
    for _ in 0..20_000 {
        assert_ne!(sim::phase(&app), Phase::CaseClosed, "no such decision");
        let d = app.world().resource::<Pending>().decision;
        if d.is_some_and(|d| d.seat == seat) {
            let v = seat_view(&mut app, seat);
            let normal = bot::choose(&c, &v, &mut rand::SeedableRng::seed_from_u64(1));
            if bot::hard_options(&c, &v, normal).len() >= 2 {
                return app;
            }
        }
        app.update();
    }
    panic!("no weighed decision for {seat:?}");
}

fn hint(app: &mut App, seat: SeatId) -> bot::Hint {
    let mut q = SystemState::<GameQuery>::new(app.world_mut());
    bot::hint(app.world_mut(), &mut q, seat).expect("the game waits for the seat")
}

/// Gives every other seat different hidden cards and hunches, and turns the evidence pile
/// over: nothing `seat` may know changes.
fn shuffle_the_unknown(app: &mut App, seat: SeatId) {
    let world = app.world_mut();
    let mut decks = world.resource::<Decks>().clone();
    let mut hands: Vec<(Entity, SeatId)> = world
        .query::<(Entity, &DetectiveFigure)>()
        .iter(world)
        .filter(|(_, d)| d.seat != seat)
        .map(|(e, d)| (e, d.seat))
        .collect();
    hands.sort_by_key(|(_, s)| *s);
    let c = content();
    let table = world.resource::<new_angeles::game::Table>().clone();
    let mut changed = 0;
    for (e, _) in hands {
        let mut hand = world.get_mut::<Hand>(e).unwrap();
        for card in hand.0.iter_mut() {
            // Another card of the same deck: which deck a card was drawn from is public.
            let def = &c.cards[*card];
            let Some(owner) = table
                .seats
                .iter()
                .position(|t| t.detective == def.detective)
            else {
                continue;
            };
            let deck = match def.def.deck {
                new_angeles::content::Deck::Light => &mut decks.light[owner].down,
                new_angeles::content::Deck::Dark => &mut decks.dark[owner].down,
            };
            if let Some(other) = deck.pop() {
                deck.insert(0, *card);
                *card = other;
                changed += 1;
            }
        }
    }
    world.insert_resource(decks);
    for mut h in world.query::<&mut Hunch>().iter_mut(world) {
        if h.seat != seat {
            let g = h.guilty;
            h.guilty = h.innocent;
            h.innocent = g;
            changed += 1;
        }
    }
    world.resource_mut::<EvidencePile>().0.reverse();
    assert!(changed > 3, "the other seats' secrets changed ({changed})");
}

// D-4: the hint is the same whatever the other seats hold.
#[test]
fn d_4_a_hint_rests_on_the_seats_own_view() {
    let seat = SeatId(0);
    for seed in [3, 11] {
        let mut app = at_a_weighed_decision(seed, seat);
        let before_view = seat_view(&mut app, seat);
        let before = hint(&mut app, seat);
        assert!(!before.words.is_empty() && !before.why.is_empty());
        shuffle_the_unknown(&mut app, seat);
        assert_eq!(
            seat_view(&mut app, seat),
            before_view,
            "seed {seed}: the seat's view did not change"
        );
        let after = hint(&mut app, seat);
        assert_eq!(after, before, "seed {seed}: the hint changed with secrets");
    }
}

// D-4: asking for a hint changes nothing in the game.
#[test]
fn d_4_a_hint_changes_nothing() {
    let seat = SeatId(1);
    let mut app = at_a_weighed_decision(5, seat);
    let before = new_angeles::game::digest(app.world_mut());
    let h = hint(&mut app, seat);
    assert_eq!(new_angeles::game::digest(app.world_mut()), before);
    let legal = new_angeles::rules::legal_actions(&content(), &seat_view(&mut app, seat), seat);
    assert!(
        legal.contains(&h.action)
            || matches!(h.action, Action::PlayDark { .. } | Action::PlayLight { .. }),
        "the hint is a legal action: {:?}",
        h.action
    );
    sim::send(
        &mut app,
        Command {
            seat,
            action: h.action,
        },
    )
    .expect("the hint is accepted");
}
