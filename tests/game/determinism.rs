//! Seeded and replayable: same seed and same commands give the same digest.

use super::*;
use new_angeles::game::{History, digest};

fn scripted(seed: u64) -> u64 {
    let mut app = game_with("blood-in-the-dust", &["caprice", "floyd", "raymond"], seed);
    // Floyd walks on the Moon to the scene, the others end their turns.
    act(&mut app, Action::EndTurn).unwrap();
    act(
        &mut app,
        Action::Move {
            to: loc("low-g-lounge"),
        },
    )
    .unwrap();
    act(
        &mut app,
        Action::Move {
            to: loc("melange-mining"),
        },
    )
    .unwrap();
    act(&mut app, Action::JumpOnTheCase).unwrap();
    finish_day(&mut app);
    digest(app.world_mut())
}

#[test]
fn same_seed_and_commands_give_the_same_digest() {
    assert_eq!(scripted(5), scripted(5));
    assert_ne!(
        scripted(5),
        scripted(6),
        "the seed reaches the state (the evidence shuffle)"
    );
}

#[test]
fn bot_games_replay_to_the_same_digest_and_end_without_errors() {
    let c = content();
    let a = sim::simulate_one(&c, 4, 7);
    let b = sim::simulate_one(&c, 4, 7);
    assert!(a.errors.is_empty(), "{:?}", a.errors);
    assert!(a.outcome.starts_with("murderer "), "{}", a.outcome);
    assert_eq!(a.digest, b.digest);
    assert_ne!(a.digest, sim::simulate_one(&c, 4, 8).digest);
}

#[test]
fn replaying_the_history_of_a_bot_game_gives_its_digest() {
    let c = content();
    let config = GameConfig::new(3, 0, 31);
    let mut app = sim::headless_game(c.clone(), config.clone());
    for _ in 0..400 {
        app.update();
    }
    let want = digest(app.world_mut());
    let history = app.world().resource::<History>().0.clone();
    assert!(history.len() > 10);
    // The same game with the bots switched off, fed the recorded commands.
    let mut replay = sim::replay_game(c, config);
    for (i, cmd) in history.iter().enumerate() {
        if let Err(e) = sim::send(&mut replay, cmd.clone()) {
            panic!(
                "command {i} {cmd:?} refused: {e}; before it: {:?}",
                &history[i.saturating_sub(4)..i]
            );
        }
    }
    assert_eq!(digest(replay.world_mut()), want);
}

/// Headless bots play on within a frame (`BotsAtOnce`, issue 18's speed): the game is the one
/// they play a command a frame, as in the windowed game, to the last token.
#[test]
fn bots_at_once_play_the_game_bots_play_a_frame_at_a_time() {
    use new_angeles::game::pipeline::BotsAtOnce;
    let c = content();
    for (players, seed) in [(4, 42), (5, 3)] {
        let config = GameConfig::new(players, 0, seed);
        let at_once = sim::at_once(sim::headless_game(c.clone(), config.clone()));
        assert!(at_once.world().contains_resource::<BotsAtOnce>());
        let one_a_frame = sim::headless_game(c.clone(), config);
        assert!(!one_a_frame.world().contains_resource::<BotsAtOnce>());
        let a = sim::play_out(at_once, 20_000);
        let b = sim::play_out(one_a_frame, 20_000);
        assert!(
            a.errors.is_empty() && b.errors.is_empty(),
            "{:?} {:?}",
            a.errors,
            b.errors
        );
        assert!(a.outcome.starts_with("murderer "), "{}", a.outcome);
        assert_eq!(a.digest, b.digest, "{players} seats, seed {seed}");
        assert_eq!(a.vp, b.vp);
    }
}

/// The simulator keeps each thread's app from game to game (issue 18's speed): a game set up
/// in an app that has played another, of another size, is the game a new app plays, down to
/// the commands counted. Each hard bot's scratch app is kept the same way.
#[test]
fn a_game_in_a_kept_app_is_the_game_of_a_new_app() {
    let c = content();
    // A game of four seats, a hard bot among them, leaves this thread an app and a scratch app.
    let _ = sim::simulate_levels(
        &c,
        &[
            BotLevel::Hard,
            BotLevel::Normal,
            BotLevel::Normal,
            BotLevel::Normal,
        ],
        9,
    );
    // A game the rules refuse to set up (two seats) is reported unfinished, as in a new app,
    // not as the last game's result.
    let refused = sim::simulate_levels(&c, &[BotLevel::Normal, BotLevel::Normal], 1);
    assert!(
        refused.outcome == "unfinished" && !refused.errors.is_empty(),
        "{refused:?}"
    );
    for (players, seed, bots) in [
        (5, 3, "normal"),
        (3, 11, "normal"),
        (4, 5, "normal,hard,normal,normal"),
    ] {
        let levels: Vec<BotLevel> = bots
            .split(',')
            .map(|b| match b {
                "hard" => BotLevel::Hard,
                _ => BotLevel::Normal,
            })
            .cycle()
            .take(players)
            .collect();
        // On a thread of its own, so no earlier game left it an app.
        let fresh = {
            let (c, levels) = (c.clone(), levels.clone());
            std::thread::spawn(move || sim::simulate_levels(&c, &levels, seed))
                .join()
                .expect("no panic")
        };
        // Here, in the app the last game was played in.
        let kept = sim::simulate_levels(&c, &levels, seed);
        assert!(fresh.errors.is_empty(), "{:?}", fresh.errors);
        assert!(fresh.outcome.starts_with("murderer "), "{}", fresh.outcome);
        assert_eq!(kept.digest, fresh.digest, "{players} seats, seed {seed}");
        assert_eq!(kept.vp, fresh.vp);
        assert_eq!(kept.messages, fresh.messages);
        assert_eq!(kept.hard.decisions, fresh.hard.decisions);
        assert_eq!(kept.hard.samples, fresh.hard.samples);
    }
}

/// `simulate --bench` prints rates with about three significant digits, so a slow run of hard
/// bots (a few games a minute) does not read as 0.0 games/s.
#[test]
fn bench_rates_keep_three_digits() {
    use new_angeles::sim::rate;
    assert_eq!(rate(25.04), "25.0");
    assert_eq!(rate(2.4123), "2.41");
    assert_eq!(rate(0.41234), "0.412");
    assert_eq!(rate(0.041234), "0.0412");
}
