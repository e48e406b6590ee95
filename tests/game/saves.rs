//! Saves, replays and undo: a save is the config and the accepted commands; loading one
//! mid-game and playing on gives the game played straight through; broken saves are refused
//! with their file, line and field; undo never goes back past something revealed.

use super::investigation::{park_npcs, put, view};
use super::*;
use new_angeles::game::{GameConfig, History, UndoBarrier, digest::digest};
use new_angeles::save::{self, SAVE_VERSION, SaveFile};

fn bot_config(seed: u64) -> GameConfig {
    GameConfig::new(4, 0, seed)
}

/// Runs `frames` frames of a bot game.
fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

fn save_of(app: &App) -> SaveFile {
    SaveFile::new(
        app.world().resource::<GameConfig>().clone(),
        app.world().resource::<History>().0.clone(),
    )
}

// Same seed and commands → same digest: a bot game saved mid-way, written as RON, read back,
// loaded and played on by the bots ends exactly as the game played straight through.
#[test]
fn save_mid_game_load_and_play_on_same_digest() {
    let c = content();
    let mut straight = sim::headless_game(c.clone(), bot_config(21));
    frames(&mut straight, 400);
    let save = save_of(&straight);
    assert!(
        save.commands.len() > 100,
        "{} commands",
        save.commands.len()
    );
    let at_save = digest(straight.world_mut());
    let text = save.to_ron();
    let back = save::parse("mid.ron", &text).expect("a save reads back");
    assert_eq!(back, save);
    let mut loaded = sim::load_game(c.clone(), &back);
    assert_eq!(
        digest(loaded.world_mut()),
        at_save,
        "the loaded game is the saved one"
    );
    let a = sim::play_out_app(&mut straight, 40_000);
    let b = sim::play_out_app(&mut loaded, 40_000);
    assert!(
        a.errors.is_empty() && b.errors.is_empty(),
        "{:?} {:?}",
        a.errors,
        b.errors
    );
    assert_eq!((a.digest, &a.outcome), (b.digest, &b.outcome));
    // `replay` of the whole game gives the same digest and outcome.
    let r = sim::replay(&c, &save_of(&straight));
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(r.digest, a.digest);
    assert!(
        r.outcome.contains(&a.outcome),
        "{} / {}",
        r.outcome,
        a.outcome
    );
}

// A truncated, garbled, newer or foreign save is refused with a message naming the file, the
// line and the field; the other saves in the folder stay usable.
#[test]
fn broken_saves_are_refused_cleanly() {
    let c = content();
    let mut app = sim::headless_game(c.clone(), bot_config(3));
    frames(&mut app, 60);
    let good = save_of(&app).to_ron();
    let cut = &good[..good.len() * 2 / 3];
    let e = save::parse("cut.ron", cut).unwrap_err();
    assert_eq!(e.file, "cut.ron");
    assert!(e.line.is_some(), "{e}");
    let e = save::parse("junk.ron", "(version: 1, config: 7)").unwrap_err();
    assert_eq!(e.field, "config", "{e}");
    let e = save::parse("empty.ron", "").unwrap_err();
    assert!(e.to_string().contains("empty"), "{e}");
    let newer = good.replacen(&format!("version: {SAVE_VERSION}"), "version: 99", 1);
    let e = save::parse("newer.ron", &newer).unwrap_err();
    assert!(e.to_string().contains("newer"), "{e}");
    let e = save::parse("map.ron", "(districts: [], locations: [])").unwrap_err();
    assert!(!e.message.is_empty());
    // A command the rules refuse (a save edited by hand) stops the replay with a reason.
    let mut bad = save_of(&app);
    bad.commands.insert(
        0,
        Command {
            seat: SeatId(3),
            action: Action::EndTurn,
        },
    );
    let r = sim::replay(&c, &bad);
    assert!(
        r.errors.iter().any(|e| e.contains("command 1")),
        "{:?}",
        r.errors
    );
    // In a folder with broken saves, the good ones are still listed and read.
    let dir = tempfile::tempdir().unwrap();
    new_angeles::storage::write_atomic(&dir.path().join("saves/good.ron"), &good).unwrap();
    new_angeles::storage::write_atomic(&dir.path().join("saves/cut.ron"), cut).unwrap();
    new_angeles::storage::write_atomic(&dir.path().join("autosave.ron"), &newer).unwrap();
    let list = save::list_saves(dir.path());
    assert_eq!(list.len(), 3);
    assert_eq!(list.iter().filter(|l| l.save.is_ok()).count(), 1);
    // Writing over a save replaces it whole and leaves no temporary file behind.
    new_angeles::storage::write_atomic(&dir.path().join("saves/good.ron"), cut).unwrap();
    assert_eq!(
        std::fs::read_to_string(dir.path().join("saves/good.ron")).unwrap(),
        cut
    );
    assert_eq!(
        std::fs::read_dir(dir.path().join("saves")).unwrap().count(),
        2
    );
}

// Undo: the active seat may take back its own quiet steps (a move, an ability) but never past
// something revealed (a card drawn, another seat asked); undoing rebuilds the game without the
// last command, exactly as it was before it.
#[test]
fn undo_goes_back_to_the_last_revelation_only() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("city-hall"));
    let config = app.world().resource::<GameConfig>().clone();
    let barrier = |app: &App| *app.world().resource::<UndoBarrier>();
    let history = |app: &App| app.world().resource::<History>().clone();
    // Buying a favor is quiet: it may be undone.
    let before = view(&mut app, Some(SeatId(0)));
    act(
        &mut app,
        Action::UseAbility {
            option: 0,
            pay: [None; 2],
        },
    )
    .unwrap();
    let keep = barrier(&app).undo(&history(&app)).expect("undoable");
    let mut undone = sim::replay_game(c.clone(), config.clone());
    for cmd in history(&app).0[..keep].iter().cloned() {
        send(&mut undone, cmd).unwrap();
    }
    put(&mut undone, SeatId(0), loc("city-hall"));
    let after = view(&mut undone, Some(SeatId(0)));
    assert_eq!(after.seats[0].holdings, before.seats[0].holdings);
    assert_eq!(after.clock.time, before.clock.time);
    // A move may be undone too, with the passes of the response window after it.
    let to = quiet_step(&mut app, SeatId(0));
    let at = history(&app).0.len();
    act(&mut app, Action::Move { to }).unwrap();
    assert_eq!(barrier(&app).undo(&history(&app)), Some(at));
    // A wish about a dark card (D-7) made after the step stays when the step is undone.
    let dark = super::twilight::hand(&mut app, SeatId(0))
        .into_iter()
        .find(|&card| c.cards[card].def.deck == new_angeles::content::Deck::Dark)
        .expect("a dark card in the first hand");
    let wish = Command {
        seat: SeatId(0),
        action: Action::PromptFor {
            card: dark,
            prompt: new_angeles::game::Prompt::Never,
        },
    };
    send(&mut app, wish.clone()).unwrap();
    assert_eq!(barrier(&app).undo(&history(&app)), Some(at));
    let replayed = barrier(&app).undone(&history(&app)).unwrap();
    assert_eq!(replayed.len(), at + 1);
    assert_eq!(replayed.last(), Some(&wish));
    // Drawing a card shows it: no undo past it.
    act(&mut app, Action::DrawCard { from: SeatId(0) }).unwrap();
    assert_eq!(barrier(&app).undo(&history(&app)), None);
    // An ended turn is never taken back (R-ROUND-2), whatever follows it.
    act(&mut app, Action::EndTurn).unwrap();
    assert_eq!(barrier(&app).undo(&history(&app)), None);
}

// A save's text does not change with the typed ids: seats, suspects and cards are written as
// bare numbers (`seat: 1`), locations as they always were (`(64)`).
#[test]
fn save_text_writes_ids_as_plain_numbers() {
    let mut config = GameConfig::new(2, 1, 7);
    config.first_player = Some(SeatId(1));
    let save = SaveFile::new(
        config,
        vec![
            Command {
                seat: SeatId(1),
                action: Action::DrawCard { from: SeatId(0) },
            },
            Command {
                seat: SeatId(0),
                action: Action::Move { to: LocId(64) },
            },
            Command {
                seat: SeatId(0),
                action: Action::PlaceEvidence {
                    suspect: SuspectId(3),
                    face_up: false,
                },
            },
            Command {
                seat: SeatId(1),
                action: Action::DiscardCard { card: CardId(17) },
            },
        ],
    );
    let text = save.to_ron();
    for line in [
        "        first_player: Some(1),\n",
        "        (seat: 1, action: DrawCard(from: 0)),\n",
        "        (seat: 0, action: Move(to: (64))),\n",
        "        (seat: 0, action: PlaceEvidence(suspect: 3, face_up: false)),\n",
        "        (seat: 1, action: DiscardCard(card: 17)),\n",
    ] {
        assert!(text.contains(line), "{line:?} missing from\n{text}");
    }
    assert_eq!(save::parse("ids.ron", &text).unwrap(), save);
}

/// A save of `config` with `n` commands, its summary saying it was saved at `saved`.
fn slot_save(config: &GameConfig, murder: &str, saved: u64) -> String {
    SaveFile::new(config.clone(), Vec::new())
        .with_summary(save::SaveSummary {
            murder: murder.into(),
            detectives: vec!["Caprice Nisei".into(), "Floyd 2X3A7C (bot)".into()],
            week: 1,
            day: 3,
            closed: false,
            saved,
            ..Default::default()
        })
        .to_ron()
}

// Each game has its own autosave: a new game never writes over another game's, the list
// shows the newest first (by when they were saved), *Continue* picks the newest game, and
// only the oldest games' autosaves are let go when there are too many.
#[test]
fn every_game_has_its_own_autosave_and_continue_picks_the_newest() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (a, b) = (bot_config(1), bot_config(2));
    let slot_a = save::new_slot(d, &a);
    new_angeles::storage::write_atomic(&slot_a, slot_save(&a, "The first murder", 100)).unwrap();
    let slot_b = save::new_slot(d, &b);
    assert_ne!(slot_a, slot_b, "a new game gets a new file");
    new_angeles::storage::write_atomic(&slot_b, slot_save(&b, "The second murder", 200)).unwrap();
    // Even a new game with the same seed as another gets its own file.
    let slot_c = save::new_slot(d, &a);
    assert!(slot_c != slot_a && slot_c != slot_b);
    // A save made by the player, older than both.
    new_angeles::storage::write_atomic(
        &save::saves_dir(d).join("mine.ron"),
        slot_save(&a, "The first murder", 50),
    )
    .unwrap();
    let list = save::list_saves(d);
    let order: Vec<u64> = list.iter().map(|l| l.saved).collect();
    assert_eq!(order, [200, 100, 50], "newest first");
    assert_eq!(list[2].kind, save::SaveKind::Manual);
    let newest = save::newest_autosave(d).expect("two autosaves");
    assert_eq!(newest.path, slot_b);
    let s = newest.save.unwrap();
    assert_eq!(s.summary.unwrap().murder, "The second murder");
    assert_eq!(s.config, b);
    // Writing the second game again leaves the first game's file as it was.
    let before = std::fs::read_to_string(&slot_a).unwrap();
    new_angeles::storage::write_atomic(&slot_b, slot_save(&b, "The second murder", 300)).unwrap();
    assert_eq!(std::fs::read_to_string(&slot_a).unwrap(), before);
    // Too many games: the oldest autosaves go, never the game in play nor the player's saves.
    for i in 0..12u64 {
        let c = bot_config(100 + i);
        let p = save::new_slot(d, &c);
        new_angeles::storage::write_atomic(&p, slot_save(&c, "Another", 1_000 + i)).unwrap();
    }
    save::prune_autosaves(d, 5, &slot_a);
    let autos: Vec<save::Listed> = save::list_saves(d)
        .into_iter()
        .filter(|l| l.kind == save::SaveKind::Auto)
        .collect();
    assert_eq!(autos.len(), 5, "five games kept");
    assert!(
        autos.iter().any(|l| l.path == slot_a),
        "the game in play is kept"
    );
    assert!(autos.iter().any(|l| l.saved == 1_011), "the newest is kept");
    assert!(save::saves_dir(d).join("mine.ron").exists());
    // Deleting (the list's Delete): a listed save goes, and only a save: a path outside the
    // save folders, or a file there that is not a save, is refused and kept.
    let mine = save::saves_dir(d).join("mine.ron");
    let outside = d.join("settings.ron");
    std::fs::write(&outside, "(version: 1)").unwrap();
    let not_a_save = save::saves_dir(d).join("notes.txt");
    std::fs::write(&not_a_save, "x").unwrap();
    assert!(save::delete_save(d, &outside).is_err());
    assert!(save::delete_save(d, &not_a_save).is_err());
    assert!(save::delete_save(d, &save::saves_dir(d).join("../settings.ron")).is_err());
    assert!(outside.exists() && not_a_save.exists());
    save::delete_save(d, &mine).unwrap();
    assert!(!mine.exists());
    assert!(save::list_saves(d).iter().all(|l| l.path != mine));
    save::delete_save(d, &slot_a).unwrap();
    assert!(save::list_saves(d).iter().all(|l| l.path != slot_a));
}

// A save of format 1 (before summaries) still loads; its list line says what it can.
#[test]
fn saves_of_the_first_format_still_load() {
    let text = SaveFile::new(bot_config(3), Vec::new())
        .to_ron()
        .replace("version: 2", "version: 1")
        .replace("summary: None,", "")
        .replace("    summary: None\n", "");
    assert!(text.contains("version: 1"), "{text}");
    assert!(!text.contains("summary"), "{text}");
    let s = save::parse("old.ron", &text).expect("format 1 is read");
    assert_eq!(s.config, bot_config(3));
    assert_eq!(s.summary, None);
}

/// Undo is offered only to the seat whose step it would take back: the view of another seat
/// has nothing to undo, though the step may be undone.
#[test]
fn undo_is_offered_only_to_the_seat_whose_step_it_takes_back() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("city-hall"));
    let to = quiet_step(&mut app, SeatId(0));
    act(&mut app, Action::Move { to }).unwrap();
    let barrier = *app.world().resource::<UndoBarrier>();
    let history = app.world().resource::<History>().clone();
    assert!(
        barrier.undo(&history).is_some(),
        "a quiet move may be undone"
    );
    let can = |app: &mut App, seat: u8| {
        new_angeles::game::table_view::table_view_for(app.world_mut(), Some(SeatId(seat)))
            .expect("a game to view")
            .can_undo
    };
    assert!(can(&mut app, 0), "the mover may take the move back");
    assert!(!can(&mut app, 1), "another seat may not");
    assert!(!can(&mut app, 2), "another seat may not");
}

/// An undo asks for its seat (issue 33): another seat's request to take back the mover's
/// step is refused and changes nothing; the mover's own takes it back.
#[test]
fn an_undo_for_another_seat_is_refused_and_the_movers_own_is_granted() {
    use new_angeles::game::{GameRequest, RequestRefused};
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("city-hall"));
    let to = quiet_step(&mut app, SeatId(0));
    act(&mut app, Action::Move { to }).unwrap();
    let moved = app.world().resource::<History>().0.len();
    app.world_mut().write_message(GameRequest::Undo(SeatId(1)));
    for _ in 0..5 {
        app.update();
    }
    let refused: Vec<RequestRefused> = app
        .world_mut()
        .resource_mut::<bevy::ecs::message::Messages<RequestRefused>>()
        .drain()
        .collect();
    assert!(
        refused
            .iter()
            .any(|r| r.request == GameRequest::Undo(SeatId(1))
                && r.reason.key() == "refuse-nothing-to-undo"),
        "another seat's undo was not refused: {refused:?}"
    );
    assert_eq!(
        app.world().resource::<History>().0.len(),
        moved,
        "a refused undo changed the game"
    );
    assert_eq!(view(&mut app, None).seats[SeatId(0)].at, to);
    app.world_mut().write_message(GameRequest::Undo(SeatId(0)));
    for _ in 0..30 {
        app.update();
    }
    assert!(
        app.world().resource::<History>().0.len() < moved,
        "the mover's undo was not granted"
    );
    assert_ne!(
        view(&mut app, None).seats[SeatId(0)].at,
        to,
        "the step stands"
    );
}

// A save's name is the player's text: kept without control characters, trimmed, and cut to
// NAME_MAX characters, so a name typed (or sent) never breaks the list of saves.
#[test]
fn a_saves_name_is_cleaned_and_cut() {
    use new_angeles::save::{NAME_MAX, clean_name};
    assert_eq!(clean_name("  Before the close\n"), "Before the close");
    assert_eq!(clean_name("a\u{7}b\u{1b}[2Jc"), "ab[2Jc");
    assert_eq!(clean_name("   "), "");
    // Invisible marks that turn or break a line go too; a padded name is trimmed before it is
    // cut, so the padding never takes its room.
    assert_eq!(clean_name("a\u{2028}b\u{202E}c\u{200B}d"), "abcd");
    let padded = format!("{}{}", " ".repeat(30), "x".repeat(30));
    assert_eq!(clean_name(&padded), "x".repeat(30));
    let long = "ж".repeat(100);
    assert_eq!(clean_name(&long).chars().count(), NAME_MAX);
}
