//! Headless games: the logic plugin alone, driven by bots or by commands. Used by
//! `new-angeles simulate` and by the tests.

use crate::content::{Content, FileError};
use crate::game::{
    BotLevel, Command, CommandResult, GameConfig, GameRequest, Outcome, Phase, SeatKind, digest,
};
use bevy::prelude::*;
use std::time::Instant;

/// A headless app holding one game, set up and ready for the first turn; bot seats play.
pub fn headless_game(content: Content, config: GameConfig) -> App {
    build(content, config, true, Vec::new())
}

/// A headless app holding a saved game: set up, its commands replayed, then bot seats play on.
pub fn load_game(content: Content, save: &crate::save::SaveFile) -> App {
    let mut app = build(content, save.config.clone(), true, save.commands.clone());
    for _ in 0..save.commands.len() + 64 {
        if app
            .world()
            .get_resource::<crate::game::CatchUp>()
            .is_none_or(|r| r.0.is_empty())
        {
            break;
        }
        app.update();
    }
    app
}

/// A headless app for replaying recorded commands: bot seats wait for the commands too.
pub fn replay_game(content: Content, config: GameConfig) -> App {
    build(content, config, false, Vec::new())
}

fn build(content: Content, config: GameConfig, bots: bool, catch_up: Vec<Command>) -> App {
    let mut app = crate::game::headless_app();
    if !bots {
        app.insert_resource(crate::game::bot::BotPace(f32::INFINITY));
    }
    app.insert_resource(content);
    let request = if catch_up.is_empty() {
        GameRequest::New(config)
    } else {
        GameRequest::Load {
            config,
            commands: catch_up,
        }
    };
    start(&mut app, request);
    app
}

/// Sends `request` to `app` and runs the frames of the request, the setup and the first day.
fn start(app: &mut App, request: GameRequest) {
    app.world_mut().write_message(request);
    for _ in 0..3 {
        app.update();
    }
}

/// Why the game in `app` could not start, if it could not (a config that does not fit the
/// content).
pub fn refused(app: &App) -> Option<String> {
    let refusals = app
        .world()
        .resource::<Messages<crate::game::RequestRefused>>();
    refusals
        .get_cursor()
        .read(refusals)
        .map(|r| r.reason.clone())
        .last()
        .map(|why| crate::i18n::english(app.world().resource::<Content>(), &why))
}

/// The phase the game is in.
pub fn phase(app: &App) -> Phase {
    *app.world().resource::<State<Phase>>().get()
}

/// Runs frames until no phase change is pending (end of day, setup), so that the next
/// command meets a turn under way.
pub fn settle(app: &mut App) {
    for _ in 0..8 {
        let pending = app
            .world()
            .get_resource::<NextState<Phase>>()
            .is_some_and(|n| matches!(n, NextState::Pending(_) | NextState::PendingIfNeq(_)));
        if !pending && !matches!(phase(app), Phase::Setup | Phase::EndOfDay) {
            return;
        }
        app.update();
    }
}

/// Sends one command and runs one frame; returns the refusal's reason if the rules said no.
pub fn send(app: &mut App, command: Command) -> Result<(), String> {
    send_msg(app, command)
        .map_err(|reason| crate::i18n::english(app.world().resource::<Content>(), &reason))
}

/// Sends one command and runs one frame; returns the rules' refusal (a key with its
/// arguments) if they said no.
pub fn send_msg(app: &mut App, command: Command) -> Result<(), crate::model::Msg> {
    settle(app);
    app.world_mut().write_message(command.clone());
    app.update();
    let outcome = app
        .world()
        .resource::<Messages<CommandResult>>()
        .iter_current_update_messages()
        .filter(|r| r.command == command)
        .last()
        .map(|r| r.outcome.clone());
    settle(app);
    match outcome {
        Some(Err(reason)) => Err(reason),
        Some(Ok(_)) => Ok(()),
        None => Err(crate::model::Msg::new("refuse-not-handled")),
    }
}

/// What came of one simulated game.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// How the game ended, in one line.
    pub outcome: String,
    /// The digest of the game at its end.
    pub digest: u64,
    /// Each seat's VP at the close (empty if the game did not close).
    pub vp: Vec<i32>,
    /// The winning seats.
    pub winners: Vec<usize>,
    /// Commands from bots that the rules refused, and other problems.
    pub errors: Vec<String>,
    /// What the hard bots' look ahead cost.
    pub hard: crate::game::bot::HardStats,
    /// Bot turns ended with all their Time unspent while a move or a lead was open.
    pub idle: crate::game::bot::IdleTurns,
    /// Commands the game answered (accepted or refused).
    pub messages: usize,
}

/// Plays a game with bots in every seat until the case closes.
pub fn play_out(mut app: App, max_frames: usize) -> GameResult {
    play_out_app(&mut app, max_frames)
}

/// [`play_out`], keeping the app to look at afterwards.
pub fn play_out_app(app: &mut App, max_frames: usize) -> GameResult {
    let mut errors = Vec::new();
    let mut messages = 0;
    let mut cursor = app
        .world()
        .resource::<Messages<CommandResult>>()
        .get_cursor();
    for _ in 0..max_frames {
        if phase(app) == Phase::CaseClosed {
            break;
        }
        app.update();
        let results = app.world().resource::<Messages<CommandResult>>();
        let content = app.world().resource::<Content>();
        errors.extend(cursor.read(results).filter_map(|r| {
            messages += 1;
            r.outcome.as_ref().err().map(|why| {
                format!(
                    "bot command refused: {}",
                    crate::i18n::english(content, why)
                )
            })
        }));
    }
    app.update();
    let outcome = match app.world().get_resource::<Outcome>() {
        Some(o) => o.summary.clone(),
        None => {
            errors.push(format!(
                "the game did not end within {max_frames} frames (stuck in {:?})",
                phase(app)
            ));
            "unfinished".into()
        }
    };
    let mut r = result(app, outcome, errors);
    r.messages = messages;
    r
}

/// The result of the game in `app`: its digest and, once closed, each seat's VP and the
/// winners.
fn result(app: &mut App, outcome: String, errors: Vec<String>) -> GameResult {
    let (vp, winners) = app
        .world()
        .get_resource::<Outcome>()
        .map(|o| {
            (
                o.result.seats.iter().map(|s| s.vp).collect(),
                o.result.winners.clone(),
            )
        })
        .unwrap_or_default();
    GameResult {
        outcome,
        digest: digest(app.world_mut()),
        vp,
        winners,
        errors,
        hard: app
            .world()
            .get_resource::<crate::game::bot::HardStats>()
            .copied()
            .unwrap_or_default(),
        idle: app
            .world()
            .get_resource::<crate::game::bot::IdleTurns>()
            .cloned()
            .unwrap_or_default(),
        messages: 0,
    }
}

/// One full bot game from `seed`.
pub fn simulate_one(content: &Content, players: usize, seed: u64) -> GameResult {
    simulate_levels(content, &vec![BotLevel::Normal; players], seed)
}

/// One full bot game from `seed`, seat `i` played at `levels[i]`.
pub fn simulate_levels(content: &Content, levels: &[BotLevel], seed: u64) -> GameResult {
    let mut config = GameConfig::new(levels.len(), 0, seed);
    for (s, l) in config.seats.iter_mut().zip(levels) {
        s.level = *l;
    }
    // Building an app and its schedules cost more than a sixth of a simulated game: each
    // thread keeps its app, and a new game is set up in it as the menu's *New game* does,
    // which clears the last game first (the same game as in a new app: same digest).
    // A config the game would refuse gets a new app, which says so as it always did.
    let kept = crate::game::setup::validate_config(content, &config)
        .ok()
        .and_then(|_| SIM_APP.with(|kept| kept.take(content)));
    let mut app = match kept {
        Some(mut app) => {
            let world = app.world_mut();
            // What was counted of the last game is not counted again.
            world.remove_resource::<crate::game::bot::HardStats>();
            world.remove_resource::<crate::game::bot::IdleTurns>();
            world.resource_mut::<Messages<CommandResult>>().clear();
            start(&mut app, GameRequest::New(config));
            app
        }
        None => at_once(headless_game(content.clone(), config)),
    };
    let result = play_out_app(&mut app, 20_000);
    // Kept after a game that did not panic (finished or not: the next game clears it).
    SIM_APP.with(|kept| kept.put(app));
    result
}

thread_local! {
    /// The app the last game of [`simulate_levels`] on this thread was played in.
    static SIM_APP: crate::game::KeptApp = const { crate::game::KeptApp::new() };
}

/// `app`'s bots play on within a frame from now on
/// ([`BotsAtOnce`](crate::game::pipeline::BotsAtOnce)): the same game in far fewer frames, for
/// games nobody looks at between the bots' commands.
pub fn at_once(mut app: App) -> App {
    app.insert_resource(crate::game::pipeline::BotsAtOnce(None));
    app
}

/// Plays `games` bot games and prints one line each, then a summary line. With `levels` (one
/// per seat), game `g` seats level `levels[(i + g) % n]` at seat `i`, so every level plays
/// every seat, and a line per level sums up its wins and VP. With `bench`, a last line gives
/// games/s, messages (commands answered) per second, µs per message and the hard bots' games
/// sampled per second of their thinking. Returns the number of errors.
pub fn simulate(
    content: &Content,
    games: u64,
    seed: u64,
    players: usize,
    levels: &[BotLevel],
    bench: bool,
) -> usize {
    simulate_with(games, seed, players, levels, bench, &|levels, seed| {
        simulate_levels(content, levels, seed)
    })
}

/// [`simulate`], each game played by `game` (its seats' levels, its seed): the games of
/// `simulate --online` go through the network, and print the same lines.
pub fn simulate_with(
    games: u64,
    seed: u64,
    players: usize,
    levels: &[BotLevel],
    bench: bool,
    game: &(dyn Fn(&[BotLevel], u64) -> GameResult + Sync),
) -> usize {
    let start = Instant::now();
    let mut errors = 0;
    let levels: Vec<BotLevel> = if levels.is_empty() {
        vec![BotLevel::Normal; players]
    } else {
        levels.to_vec()
    };
    let n = levels.len();
    // (seats played, wins — shared wins split —, VP) per level.
    let mut tally: Vec<(BotLevel, u32, f64, i64)> = Vec::new();
    let seating =
        |i: u64| -> Vec<BotLevel> { (0..n).map(|k| levels[(k + i as usize) % n]).collect() };
    let results = play_many(games, |i| {
        let s = seed.wrapping_add(i);
        // A panicking game is counted and the run goes on where panics unwind (dev and test
        // builds); the release build aborts on a panic (`panic = "abort"`, a smaller program).
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game(&seating(i), s)))
            .unwrap_or_else(|p| GameResult {
                outcome: "panicked".into(),
                digest: 0,
                vp: Vec::new(),
                winners: Vec::new(),
                errors: vec![
                    p.downcast_ref::<String>()
                        .cloned()
                        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default(),
                ],
                hard: Default::default(),
                idle: Default::default(),
                messages: 0,
            })
    });
    let secs = start.elapsed().as_secs_f64();
    let mut hard = crate::game::bot::HardStats::default();
    let mut idle = crate::game::bot::IdleTurns::default();
    let mut messages = 0;
    for (i, r) in results.into_iter().enumerate() {
        messages += r.messages;
        let i = i as u64;
        let s = seed.wrapping_add(i);
        let seated = seating(i);
        hard.add(&r.hard);
        idle.merge(&r.idle);
        for e in &r.errors {
            eprintln!("game {i} seed {s}: error: {e}");
        }
        errors += r.errors.len();
        let vp: Vec<String> =
            r.vp.iter()
                .zip(&seated)
                .map(|(v, l)| format!("{v} ({})", l.name()))
                .collect();
        println!(
            "game {i} seed {s}: {}; VP {}; digest {:016x}",
            r.outcome,
            vp.join(", "),
            r.digest
        );
        for (k, level) in seated.iter().enumerate() {
            let Some(&vp) = r.vp.get(k) else { continue };
            let win = if r.winners.contains(&k) {
                1.0 / r.winners.len() as f64
            } else {
                0.0
            };
            match tally.iter_mut().find(|t| t.0 == *level) {
                Some(t) => {
                    t.1 += 1;
                    t.2 += win;
                    t.3 += vp as i64;
                }
                None => tally.push((*level, 1, win, vp as i64)),
            }
        }
    }
    if tally.len() > 1 {
        for (level, seats, wins, vp) in &tally {
            println!(
                "{}: {seats} seats, {wins:.1} wins ({:.1}% of its seats), {:.1} VP a seat",
                level.name(),
                100.0 * wins / *seats as f64,
                *vp as f64 / *seats as f64
            );
        }
    }
    println!("{}", idle_line(&idle, &tally));
    if hard.decisions > 0 {
        println!(
            "hard bots: {} decisions weighed, {:.1} games sampled each, {:.0} ms on average, {:.0} ms at most",
            hard.decisions,
            hard.samples as f64 / hard.decisions as f64,
            1000.0 * hard.secs / hard.decisions as f64,
            1000.0 * hard.max_secs
        );
    }
    println!(
        "simulated {games} games in {secs:.2} s ({} games/s), {errors} errors",
        rate(games as f64 / secs.max(1e-9))
    );
    if bench {
        let hard = if hard.secs > 0.0 {
            format!(
                "{:.0} hard-bot samples/s ({:.0} µs a sample)",
                hard.samples as f64 / hard.secs,
                1e6 * hard.secs / hard.samples.max(1) as f64
            )
        } else {
            "no hard bot seated (--bots hard,normal,normal,normal for its samples/s)".into()
        };
        println!(
            "bench: {} games/s, {:.0} messages/s, {:.1} µs per message, {hard}",
            rate(games as f64 / secs.max(1e-9)),
            messages as f64 / secs.max(1e-9),
            1e6 * secs / messages.max(1) as f64
        );
    }
    errors
}

/// The summary's line of idle bot turns (a turn ended with all its Time unspent while a move
/// or a lead was open), per week and level, out of the turns of that level's seats in the games
/// that closed (six a week each).
fn idle_line(idle: &crate::game::bot::IdleTurns, tally: &[(BotLevel, u32, f64, i64)]) -> String {
    let weeks: Vec<String> = (1..=2u8)
        .map(|week| {
            let levels: Vec<String> = tally
                .iter()
                .map(|(level, seats, _, _)| {
                    let n = idle.of(week, *level);
                    let turns = 6 * seats;
                    format!(
                        "{} {n} of {turns} ({:.1}%)",
                        level.name(),
                        100.0 * n as f64 / turns.max(1) as f64
                    )
                })
                .collect();
            format!("week {week}: {}", levels.join(", "))
        })
        .collect();
    format!(
        "idle bot turns (all Time unspent, a move or a lead open): {}",
        weeks.join("; ")
    )
}

/// A rate with about three significant digits: `25.0`, `2.41`, `0.0412` (a slow run of hard
/// bots still reads).
pub fn rate(x: f64) -> String {
    if x >= 10.0 {
        format!("{x:.1}")
    } else if x >= 1.0 {
        format!("{x:.2}")
    } else if x >= 0.1 {
        format!("{x:.3}")
    } else {
        format!("{x:.4}")
    }
}

/// Runs `play(i)` for `i` in `0..games` on every core (each game alone on its thread, so
/// the results do not depend on the cores), the results in order.
fn play_many(games: u64, play: impl Fn(u64) -> GameResult + Sync) -> Vec<GameResult> {
    let jobs = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .min(games.max(1) as usize);
    let next = std::sync::atomic::AtomicU64::new(0);
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let r = play(i);
                    done.lock()
                        .expect("no thread panics holding it")
                        .push((i, r));
                }
            });
        }
    });
    let mut done = done.into_inner().expect("no thread panicked holding it");
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

/// Re-runs a saved game headless: its commands, in order, each checked by the rules. The
/// result's outcome says how the case closed, or where the game stands.
pub fn replay(content: &Content, save: &crate::save::SaveFile) -> GameResult {
    replay_at(content, save).0
}

/// [`replay`], and the index of the command the rules refused with why, if one was.
fn replay_at(
    content: &Content,
    save: &crate::save::SaveFile,
) -> (GameResult, Option<(usize, String)>) {
    let mut app = replay_game(content.clone(), save.config.clone());
    let mut errors = Vec::new();
    let mut stopped = None;
    if let Some(why) = refused(&app) {
        errors.push(why);
    }
    for (i, cmd) in save.commands.iter().enumerate() {
        if let Err(e) = send(&mut app, cmd.clone()) {
            errors.push(format!(
                "command {} (seat {}, {:?}) refused: {e}",
                i + 1,
                cmd.seat.index() + 1,
                cmd.action
            ));
            stopped = Some((i, e));
            break;
        }
    }
    app.update();
    let outcome = match app.world().get_resource::<Outcome>() {
        Some(o) => format!("case closed: {}", o.summary),
        None => {
            let c = app.world().resource::<crate::game::Clock>();
            format!(
                "in play: week {}, day {}, {} commands",
                c.week,
                c.day,
                save.commands.len()
            )
        }
    };
    (result(&mut app, outcome, errors), stopped)
}

/// Reads a save's text (`path` names it) and re-runs it headless, like [`replay`]. A save
/// that does not read, whose config does not fit the content, or one of whose commands the
/// rules refuse is an error naming the file, the line and the field (`config.scenario`,
/// `commands[i]`, ...).
pub fn replay_text(content: &Content, path: &str, text: &str) -> Result<GameResult, FileError> {
    let save = crate::save::parse(path, text)?;
    if let Err((field, why)) = crate::game::setup::config_problem(content, &save.config) {
        // `seats[2].detective` is set on the line of the third `detective:`.
        let (name, nth) = match field.split_once('[') {
            Some((_, rest)) => (
                rest.rsplit('.').next().unwrap_or(field.as_str()),
                rest.split(']')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0),
            ),
            None => (field.as_str(), 0),
        };
        return Err(FileError::at(
            path,
            crate::storage::line_of_nth(text, name, nth)
                .or_else(|| crate::storage::line_of_nth(text, "config", 0)),
            &format!("config.{field}"),
            format!("this save's game cannot be set up with this content: {why}"),
        ));
    }
    let (r, stopped) = replay_at(content, &save);
    match stopped {
        None if r.errors.is_empty() => Ok(r),
        None => Err(FileError::at(
            path,
            crate::storage::line_of_nth(text, "config", 0),
            "config",
            r.errors.join("; "),
        )),
        Some((i, why)) => {
            let cmd = &save.commands[i];
            Err(FileError::at(
                path,
                crate::save::command_lines(text).get(i).copied(),
                &format!("commands[{i}]"),
                format!(
                    "command {} (seat {}, {:?}) is refused: {why}; the game stops fitting the save there",
                    i + 1,
                    cmd.seat.index() + 1,
                    cmd.action
                ),
            ))
        }
    }
}

/// How many response windows (R-TWI-9, D-7) a human in seat 1, the first player as in a Quick
/// game, is asked in the first two days of a seeded game against bots: passing each one
/// (`hold` `None`), or answering the first of each day with a hold; with `auto_pass` (the
/// default of a new game) only the windows a card it holds answers ask it. The human's own
/// turns end at once; any other question it gets takes its first legal answer.
pub fn response_prompts(
    content: &Content,
    seed: u64,
    players: usize,
    hold: Option<crate::game::Hold>,
    auto_pass: bool,
) -> u32 {
    prompts_asked(content, seed, players, hold, auto_pass, false)
}

/// As [`response_prompts`] passing each window, over a whole game in which the human plays
/// its own turns and answers its other questions as a normal bot would (so it draws and holds
/// dark cards as a player does): the windows it is asked, with `auto_pass` or without.
pub fn response_prompts_playing(
    content: &Content,
    seed: u64,
    players: usize,
    auto_pass: bool,
) -> u32 {
    prompts_asked(content, seed, players, None, auto_pass, true)
}

fn prompts_asked(
    content: &Content,
    seed: u64,
    players: usize,
    hold: Option<crate::game::Hold>,
    auto_pass: bool,
    plays: bool,
) -> u32 {
    use crate::game::{Action, Ask, Clock, GameQuery, Pending};
    use crate::ids::SeatId;
    use bevy::ecs::system::SystemState;
    let me = SeatId(0);
    let mut config = GameConfig::new(players, 1, seed);
    config.first_player = Some(me);
    config.auto_pass = auto_pass;
    let mut app = headless_game(content.clone(), config);
    let mut prompts = 0;
    for _ in 0..200_000 {
        settle(&mut app);
        let clock = *app.world().resource::<Clock>();
        if (!plays && (clock.week, clock.day) > (1, 2)) || phase(&app) == Phase::CaseClosed {
            break;
        }
        let mut st = SystemState::<GameQuery>::new(app.world_mut());
        let Ok(q) = st.get(app.world()) else {
            break;
        };
        let snap = q.snapshot_for(Some(me));
        let history = || app.world().resource::<crate::game::History>().0.len();
        let action = match app.world().resource::<Pending>().decision {
            Some(d) if d.seat == me && d.ask == Ask::Response => {
                prompts += 1;
                match hold {
                    Some(until) => Action::HoldResponses { until },
                    None => Action::PassResponse,
                }
            }
            Some(d) if d.decider() == me && !plays => {
                match crate::rules::legal_actions(content, &snap, me).first() {
                    Some(a) => *a,
                    None => break,
                }
            }
            None if snap.daytime && snap.active() == me && !plays => Action::EndTurn,
            Some(d) if d.decider() == me => as_bot(content, &q, me, (seed, history())),
            None if snap.daytime && snap.active() == me => {
                as_bot(content, &q, me, (seed, history()))
            }
            _ => {
                app.update();
                continue;
            }
        };
        if send(&mut app, Command { seat: me, action }).is_err() {
            break;
        }
    }
    prompts
}

/// The normal bot's choice for `seat` from its own view, as a bot seat would make it.
fn as_bot(
    content: &Content,
    q: &crate::game::GameQuery,
    seat: crate::ids::SeatId,
    (seed, history): (u64, usize),
) -> crate::game::Action {
    use crate::game::bot;
    let own = q.seat_view(seat);
    bot::choose_at(
        crate::game::BotLevel::Normal,
        content,
        &own,
        &mut bot::bot_rng(seed, history),
    )
}

/// Answers the screen's [`TableRequest::FastForward`](crate::game::TableRequest): the lesson's
/// game played to its close by bots, loaded like a save; or why it could not be.
pub fn answer_fast_forward(
    mut asks: bevy::prelude::MessageReader<crate::game::TableRequest>,
    content: Option<bevy::prelude::Res<Content>>,
    config: Option<bevy::prelude::Res<GameConfig>>,
    history: Option<bevy::prelude::Res<crate::game::History>>,
    mut requests: bevy::prelude::MessageWriter<crate::game::GameRequest>,
    mut trouble: bevy::prelude::MessageWriter<crate::game::table_view::LessonTrouble>,
) {
    if !asks
        .read()
        .any(|r| *r == crate::game::TableRequest::FastForward)
    {
        return;
    }
    let (Some(content), Some(config), Some(history)) = (content, config, history) else {
        return;
    };
    match to_the_close(&content, &config, &history.0) {
        Ok(commands) => {
            requests.write(crate::game::GameRequest::Load {
                config: config.clone(),
                commands,
            });
        }
        Err(e) => {
            trouble.write(crate::game::table_view::LessonTrouble(e));
        }
    }
}

/// The rest of the game played out for the lesson's fast-forward: the game of `config` after
/// `commands`, its bots playing their seats and a normal bot each human's, until the case
/// closes. Returns every command from the first, to be loaded like a save (the seats are the
/// game's own, so the player's game takes them as they are); an error when a command is
/// refused or the game stops moving on.
pub fn to_the_close(
    content: &Content,
    config: &GameConfig,
    commands: &[Command],
) -> Result<Vec<Command>, String> {
    use crate::game::{GameQuery, Pending};
    use bevy::ecs::system::SystemState;
    // The seats stay as they are (who is asked in a response window depends on it, D-7): the
    // bot seats play themselves, a normal bot plays each human's.
    let save = crate::save::SaveFile::new(config.clone(), commands.to_vec());
    let mut app = crate::sim::load_game(content.clone(), &save);
    let seed = config.seed;
    let human = |s: crate::ids::SeatId| {
        config
            .seats
            .get(s.index())
            .is_some_and(|c| c.kind == SeatKind::Human)
    };
    // Frames without a new command: a bot whose command is refused sends it again each
    // frame; the game has stopped moving on.
    let (mut last, mut still) = (0, 0);
    for _ in 0..400_000 {
        settle(&mut app);
        if phase(&app) == Phase::CaseClosed {
            break;
        }
        let done = app.world().resource::<crate::game::History>().0.len();
        (last, still) = if done == last {
            (last, still + 1)
        } else {
            (done, 0)
        };
        if still > 2_000 {
            return Err("the game could not be played to its close: it stopped moving on".into());
        }
        let mut st = SystemState::<GameQuery>::new(app.world_mut());
        let Ok(q) = st.get(app.world()) else {
            break;
        };
        let snap = q.snapshot_for(None);
        let waits = match app.world().resource::<Pending>().decision {
            Some(d) => Some(d.decider()),
            None if snap.daytime => Some(snap.active()),
            None => None,
        };
        let history = app.world().resource::<crate::game::History>().0.len();
        match waits.filter(|&s| human(s)) {
            Some(seat) => {
                let action = as_bot(content, &q, seat, (seed, history));
                if let Err(e) = send(&mut app, Command { seat, action }) {
                    return Err(format!("the game could not be played to its close: {e}"));
                }
            }
            None => app.update(),
        }
    }
    if phase(&app) != Phase::CaseClosed {
        return Err("the game could not be played to its close".into());
    }
    Ok(app.world().resource::<crate::game::History>().0.clone())
}
