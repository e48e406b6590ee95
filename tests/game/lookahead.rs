//! The hard bot (D-4, D-8): its copy of the game misses nothing, the samples it draws keep
//! all its seat knows and redraw the rest, its choice depends on its own view only, and a game
//! with a hard bot is as replayable as any other.

use super::*;
use bevy::ecs::system::SystemState;
use new_angeles::game::lookahead::redraw_hidden;
use new_angeles::game::state::GameState;
use new_angeles::game::{
    BotLevel, GameId, GameQuery, History, bot, digest::digest, seat_view, world_snapshot,
};
use new_angeles::save::SaveFile;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

/// A normal-bot game run for `frames` frames.
fn bot_game(seed: u64, frames: usize) -> App {
    let mut app = sim::headless_game(content(), GameConfig::new(4, 0, seed));
    for _ in 0..frames {
        app.update();
    }
    app
}

/// An app holding `state` (set up, bots waiting), for copies of a game.
fn holding(state: &GameState) -> App {
    let mut app = sim::replay_game(content(), GameConfig::new(4, 0, 0));
    state.restore(app.world_mut());
    app
}

// The copy a hard bot looks ahead in holds every component of every game entity and every
// game resource: restored elsewhere and copied again, it is the same game.
#[test]
fn a_game_state_copies_every_component_of_the_game() {
    let mut app = bot_game(5, 500);
    let world = app.world_mut();
    let state = GameState::capture(world);
    assert!(state.entities.len() > 100, "{}", state.entities.len());
    let mut q = world.query::<(Entity, &GameId)>();
    let ids: Vec<(Entity, GameId)> = q.iter(world).map(|(e, g)| (e, *g)).collect();
    for p in &state.entities {
        let e = ids.iter().find(|(_, g)| *g == p.id).expect("the entity").0;
        assert_eq!(
            world.entity(e).archetype().component_count(),
            p.count(),
            "entity {:?} has a component the copy misses",
            p.id
        );
    }
    let mut copy = holding(&state);
    assert_eq!(GameState::capture(copy.world_mut()), state);
}

/// The seat the game waits for in `app` in the daytime, and whether it is asked a decision
/// (else it is its own turn).
fn deciding(app: &mut App) -> Option<(SeatId, bool)> {
    let mut q = SystemState::<GameQuery>::new(app.world_mut());
    let snap = world_snapshot(app.world(), &mut q)?;
    snap.daytime
        .then(|| (snap.decider(), snap.pending.is_some()))
}

// D-8: a sample keeps everything its seat knows — its whole view is the same — and redraws
// what it does not: other hands, hidden tokens, other hunches differ between samples, while
// every card and every evidence token is still there.
#[test]
fn samples_keep_the_seat_view_and_redraw_the_rest() {
    let mut app = bot_game(9, 700);
    let state = GameState::capture(app.world_mut());
    let seat = SeatId(1);
    let mut q = SystemState::<GameQuery>::new(app.world_mut());
    let before = seat_view(app.world(), &mut q, seat).expect("a game");
    let mut copies: Vec<GameState> = Vec::new();
    for k in 0..3 {
        let mut copy = holding(&state);
        redraw_hidden(copy.world_mut(), seat, &mut ChaCha8Rng::seed_from_u64(k));
        let mut q = SystemState::<GameQuery>::new(copy.world_mut());
        let after = seat_view(copy.world(), &mut q, seat).expect("a game");
        assert_eq!(after, before, "sample {k} changed what seat {seat:?} sees");
        copies.push(GameState::capture(copy.world_mut()));
    }
    assert_ne!(copies[0], copies[1], "the samples differ");
    assert_ne!(copies[0], state, "a sample is not the game itself");
    // Every card and token is still in the game: the same multisets, hands and decks together.
    let cards = |s: &GameState| {
        let mut all: Vec<CardId> = s
            .entities
            .iter()
            .filter_map(|p| p.hand.as_ref())
            .flat_map(|h| h.0.iter().copied())
            .collect();
        let decks = s.resources.decks.as_ref().expect("decks");
        for pile in decks.light.iter().chain(&decks.dark) {
            all.extend(pile.down.iter().chain(&pile.under).copied());
        }
        all.sort();
        all
    };
    let evidence = |s: &GameState| {
        let mut all: Vec<_> = s
            .entities
            .iter()
            .filter_map(|p| p.token.map(|t| t.face))
            .chain(s.resources.pile.as_ref().expect("pile").0.iter().copied())
            // A token drawn by another seat and not yet placed is redrawn too.
            .chain(s.resources.pending.as_ref().and_then(|p| p.drawn))
            .collect();
        all.sort();
        all
    };
    for copy in &copies {
        assert_eq!(cards(copy), cards(&state));
        assert_eq!(evidence(copy), evidence(&state));
    }
}

// D-4, D-8: a hard bot decides from its own view only: in games that differ only in what its
// seat cannot know (other hands, hidden tokens, other hunches, deck orders, the random
// numbers), it answers every decision the same — peeking is not possible, not just avoided.
#[test]
fn a_hard_bot_answers_the_same_whatever_it_cannot_see() {
    let mut app = bot_game(13, 0);
    // Decisions weighed: asked, and on its own turn (where it heads).
    let (mut asked, mut turns) = (0, 0);
    for _ in 0..4000 {
        app.update();
        let Some((seat, is_asked)) = deciding(&mut app) else {
            continue;
        };
        let state = GameState::capture(app.world_mut());
        let mut answers = Vec::new();
        let mut games = Vec::new();
        let mut weighed = 0;
        for k in 0..2 {
            let mut copy = holding(&state);
            let world = copy.world_mut();
            redraw_hidden(world, seat, &mut ChaCha8Rng::seed_from_u64(100 + k));
            games.push(GameState::capture(world));
            let mut q = SystemState::<GameQuery>::new(world);
            answers.push(bot::hard_choice(world, &mut q, seat));
            let stats = world.get_resource::<bot::HardStats>().copied();
            weighed += stats.map_or(0, |s| s.decisions);
        }
        assert_ne!(games[0], games[1], "the two games differ in hidden things");
        assert_eq!(
            answers[0], answers[1],
            "the answer of seat {seat:?} changed"
        );
        if is_asked {
            asked += weighed;
        } else {
            turns += weighed;
        }
        if asked >= 6 && turns >= 4 {
            return;
        }
    }
    panic!("only {asked} asked decisions and {turns} turns were weighed");
}

// D-4: a game with a hard bot is seeded and replayable: the same save played on twice gives
// the same game, and one saved half-way through the hard bot's play and loaded ends the same.
#[test]
fn hard_bot_games_load_and_play_on_to_the_same_digest() {
    // The first week and a half by normal bots, then seat 0 plays hard.
    let mut normal = bot_game(17, 0);
    for _ in 0..20_000 {
        let c = clock(&normal);
        if (c.week, c.day) >= (2, 4) {
            break;
        }
        normal.update();
    }
    let mut config = normal.world().resource::<GameConfig>().clone();
    config.seats[0].level = BotLevel::Hard;
    let commands = normal.world().resource::<History>().0.clone();
    let save = SaveFile::new(config.clone(), commands.clone());
    let mut a = sim::load_game(content(), &save);
    let ra = sim::play_out_app(&mut a, 40_000);
    assert!(ra.errors.is_empty(), "{:?}", ra.errors);
    assert!(ra.hard.decisions > 0, "the hard bot weighed nothing");
    let all = a.world().resource::<History>().0.clone();
    let half = commands.len() + (all.len() - commands.len()) / 2;
    let mut b = sim::load_game(content(), &SaveFile::new(config, all[..half].to_vec()));
    let rb = sim::play_out_app(&mut b, 40_000);
    assert!(rb.errors.is_empty(), "{:?}", rb.errors);
    assert_eq!((ra.digest, &ra.outcome), (rb.digest, &rb.outcome));
    assert_eq!(digest(b.world_mut()), digest(a.world_mut()));
}

// D-4: what a hard bot weighs. On its own turn, when the normal bot would move, it also weighs
// a first step toward other places worth heading for (a lead a rival reaches first is not worth
// the trip); to a decision with too many answers to weigh each (where a moved lead goes, say),
// the best few by the normal bot's own measure. The normal bot's choice always comes first,
// and everything weighed is legal.
#[test]
fn a_hard_bot_weighs_other_routes_and_the_best_of_many_answers() {
    let c = content();
    let mut app = bot_game(21, 0);
    let (mut routes, mut ranked) = (0, 0);
    for _ in 0..6000 {
        app.update();
        let mut q = SystemState::<GameQuery>::new(app.world_mut());
        let Some(snap) = world_snapshot(app.world(), &mut q) else {
            continue;
        };
        if !snap.daytime {
            continue;
        }
        let seat = snap.decider();
        let view = seat_view(app.world(), &mut q, seat).expect("a game");
        let normal = bot::choose(&c, &view, &mut ChaCha8Rng::seed_from_u64(1));
        let options = bot::hard_options(&c, &view, normal);
        let legal = new_angeles::rules::legal_actions(&c, &view, seat);
        assert_eq!(options[0], normal, "the normal bot's choice comes first");
        for (i, a) in options.iter().enumerate() {
            assert!(legal.contains(a), "{a:?} is weighed but not legal");
            assert!(!options[..i].contains(a), "{a:?} is weighed twice");
        }
        match snap.pending {
            None if matches!(normal, Action::Move { .. }) => {
                assert!(options.len() <= 1 + bot::HARD_ROUTES, "{options:?}");
                for a in &options {
                    assert!(
                        matches!(a, Action::Move { .. } | Action::Dropship { .. }),
                        "a route starts with a move, not {a:?}"
                    );
                }
                routes += (options.len() >= 2) as usize;
            }
            Some(d)
                if matches!(d.ask, Ask::PlaceLead { .. } | Ask::PlacePiece)
                    && legal.len() > bot::HARD_OPTIONS =>
            {
                assert_eq!(options.len(), bot::HARD_RANKED, "{:?}: {options:?}", d.ask);
                ranked += 1;
            }
            _ => {}
        }
        if routes >= 5 && ranked >= 3 {
            return;
        }
    }
    panic!("weighed other routes {routes} times and many answers {ranked} times");
}
