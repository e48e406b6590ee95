//! Sound with no device: effects and music pulled from the mixer's output, the volumes and
//! mute, an output that fails to open, and which changes of the game make a sound (only
//! public ones).

use super::investigation::view;
use super::*;
use new_angeles::audio::{
    Audio, AudioPlugin, Backend, Cue, CueMessage, Mood, RATE, cues::cues_between,
};
use new_angeles::game::{CommandResult, GameRequest, Phase, Session};
use new_angeles::settings::{self, SoundSettings};
use rodio::mixer::MixerSource;

/// Up to `n` samples of the mixer's output; `None` where nothing plays.
fn pull(source: &mut MixerSource, n: usize) -> Vec<Option<f32>> {
    (0..n).map(|_| source.next()).collect()
}

/// The mean square of the samples (nothing playing counts as silence).
fn energy(samples: &[Option<f32>]) -> f32 {
    samples
        .iter()
        .map(|s| s.unwrap_or(0.0).powi(2))
        .sum::<f32>()
        / samples.len().max(1) as f32
}

#[test]
fn an_effect_sounds_then_falls_silent() {
    let (audio, mut source) = Audio::new(SoundSettings::default());
    assert!(source.next().is_none(), "nothing plays before a sound");
    audio.play(Cue::EvidencePlaced);
    let sounding = pull(&mut source, RATE as usize / 20);
    assert!(
        energy(&sounding) > 1e-4,
        "the effect's first 50 ms carry energy: {}",
        energy(&sounding)
    );
    // Every effect is under three seconds: then the mixer is empty (the output thread sleeps).
    let after = pull(&mut source, 3 * RATE as usize);
    assert!(after.last().is_some_and(|s| s.is_none()));
    assert_eq!(energy(&after[after.len() - RATE as usize..]), 0.0);
    // Each effect sounds, and no two are the same.
    let mut seen: Vec<Vec<Option<f32>>> = Vec::new();
    for cue in Cue::ALL {
        audio.play(cue);
        let s = pull(&mut source, 3 * RATE as usize);
        assert!(energy(&s) > 1e-5, "{cue:?} is heard");
        assert!(
            s.iter().flatten().all(|x| x.abs() <= 1.0),
            "{cue:?} does not clip"
        );
        assert!(!seen.contains(&s), "{cue:?} has a sound of its own");
        seen.push(s);
    }
}

#[test]
fn muted_or_zero_volume_is_silent() {
    for levels in [
        SoundSettings {
            mute: true,
            ..Default::default()
        },
        SoundSettings {
            effects: 0,
            ..Default::default()
        },
        SoundSettings {
            master: 0,
            ..Default::default()
        },
    ] {
        let (mut audio, mut source) = Audio::new(levels);
        audio.play(Cue::LinkClosed);
        audio.set_mood(if levels.effects == 0 {
            None
        } else {
            Some(Mood::Day)
        });
        assert_eq!(
            energy(&pull(&mut source, RATE as usize / 10)),
            0.0,
            "{levels:?}"
        );
    }
    // Muting while a sound plays: the music fades out and ends.
    let (mut audio, mut source) = Audio::new(SoundSettings::default());
    audio.render_music();
    wait_for(|| audio.music_ready());
    audio.set_mood(Some(Mood::Day));
    assert!(
        energy(&pull(&mut source, RATE as usize)) > 1e-6,
        "the music plays"
    );
    audio.set_levels(SoundSettings {
        mute: true,
        ..Default::default()
    });
    let fading = pull(&mut source, RATE as usize);
    assert!(
        fading.last().is_some_and(|s| s.is_none()),
        "muted, the music ends within a second (the output thread sleeps)"
    );
}

fn wait_for(mut ready: impl FnMut() -> bool) {
    for _ in 0..600 {
        if ready() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("not ready in 6 s");
}

#[test]
fn music_cross_fades_between_moods_without_a_jump() {
    let (mut audio, mut source) = Audio::new(SoundSettings::default());
    audio.render_music();
    wait_for(|| audio.music_ready());
    audio.set_mood(Some(Mood::Day));
    let day = pull(&mut source, 3 * RATE as usize);
    audio.set_mood(Some(Mood::Climax));
    let change = pull(&mut source, 3 * RATE as usize);
    let all: Vec<f32> = day
        .iter()
        .chain(&change)
        .map(|s| s.unwrap_or(0.0))
        .collect();
    assert!(all.iter().all(|s| s.abs() <= 1.0));
    // No sample jumps more than the loops themselves do (no restart, no cut).
    let jump = |s: &[f32]| {
        s.windows(2)
            .map(|w| (w[1] - w[0]).abs())
            .fold(0.0, f32::max)
    };
    let tail = &all[RATE as usize..3 * RATE as usize];
    assert!(
        jump(&all[3 * RATE as usize..]) <= jump(tail) * 2.0 + 0.05,
        "the change of mood is a fade, not a cut"
    );
    // After the fade the climax's loop plays alone, from its start (the change was heard at
    // once: 3 s is a whole number of the source's 128-sample checks).
    let climax = new_angeles::audio::music::render(Mood::Climax);
    let from = 2 * RATE as usize + 4800;
    for i in from..from + 4800 {
        let heard = change[i].unwrap_or(0.0);
        assert!(
            (climax[i] * audio_gain() - heard).abs() < 1e-3,
            "sample {i}: {heard} is the climax's loop"
        );
    }
}

/// The music's gain at the default settings.
fn audio_gain() -> f32 {
    SoundSettings::default().music_gain()
}

#[test]
fn no_output_device_leaves_the_game_running_with_one_warning() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 5);
    app.add_plugins(AudioPlugin {
        backends: vec![Backend::Failing("no device".into())],
    });
    for _ in 0..5 {
        app.update();
    }
    wait_for(|| app.world().resource::<Audio>().warning().is_some());
    let audio = app.world().resource::<Audio>();
    assert!(audio.warning().is_some_and(|w| w.contains("no device")));
    assert_eq!(audio.warnings(), 1);
    assert_eq!(audio.backend(), None);
    // The game goes on: moves, sounds asked for, frames.
    let seat = active(&app);
    let to = quiet_step(&mut app, seat);
    act(&mut app, Action::Move { to }).expect("a step");
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Audio>().warnings(),
        1,
        "one warning only"
    );
}

fn result(seat: SeatId, action: Action) -> CommandResult {
    CommandResult {
        command: Command { seat, action },
        outcome: Ok(new_angeles::model::Msg::default()),
    }
}

#[test]
fn sounds_come_from_public_changes_only() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 5);
    let seat = active(&app);
    // A move on Earth, up the Beanstalk and on the Moon: three different sounds (R-MOVE-1).
    let earth = c
        .map
        .locations
        .iter()
        .position(|l| l.area == content::Area::Earth);
    let stalk = c
        .map
        .locations
        .iter()
        .position(|l| l.area == content::Area::Beanstalk);
    let moon = c
        .map
        .locations
        .iter()
        .position(|l| l.area == content::Area::Moon);
    let before = view(&mut app, None);
    let cue = |i: Option<usize>| {
        cues_between(
            &c,
            &before,
            &before,
            &[result(
                seat,
                Action::Move {
                    to: LocId::from_index(i.expect("a place")),
                },
            )],
            None,
        )
    };
    assert_eq!(cue(earth), vec![Cue::MoveCity]);
    assert_eq!(cue(stalk), vec![Cue::MoveBeanstalk]);
    assert_eq!(cue(moon), vec![Cue::MoveMoon]);
    // A twilight card drawn (R-TWI-2) is a hidden draw: no sound, though its hand grew.
    let draw = Command {
        seat,
        action: Action::DrawCard { from: seat },
    };
    send(&mut app, draw.clone()).expect("a draw");
    let after = view(&mut app, None);
    assert_ne!(before.seats[seat].hand, after.seats[seat].hand);
    assert_eq!(
        cues_between(
            &c,
            &before,
            &after,
            &[result(seat, draw.action)],
            Some(seat)
        ),
        Vec::<Cue>::new()
    );
    // A refusal sounds for the looking seat's own command only.
    let refused = CommandResult {
        command: Command {
            seat,
            action: Action::EndTurn,
        },
        outcome: Err(new_angeles::model::Msg::new("refuse-not-daytime")),
    };
    let other = SeatId::from_index((seat.index() + 1) % 3);
    assert_eq!(
        cues_between(
            &c,
            &after,
            &after,
            std::slice::from_ref(&refused),
            Some(seat)
        ),
        vec![Cue::Refusal]
    );
    assert!(cues_between(&c, &after, &after, &[refused], Some(other)).is_empty());
}

#[test]
fn sound_settings_default_for_an_older_file_and_stay_in_range() {
    // A settings file written before sound: the volumes' defaults.
    let (s, warnings) = settings::parse("old.ron", "(version: 1, ui_scale: 1.25)").expect("reads");
    assert!(warnings.is_empty());
    assert_eq!(s.sound, SoundSettings::default());
    assert!(s.sound.music_gain() > 0.0 && !s.sound.mute);
    // Some fields only; a volume over 100 falls back to its default, named.
    let (s, warnings) = settings::parse(
        "new.ron",
        "(version: 1, sound: (master: 150, music: 0, mute: true))",
    )
    .expect("reads");
    assert_eq!(s.sound.master, SoundSettings::default().master);
    assert_eq!((s.sound.music, s.sound.mute), (0, true));
    assert_eq!(s.sound.effects, SoundSettings::default().effects);
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].to_string().contains("master"));
    assert_eq!(s.sound.effects_gain(), 0.0, "muted");
    // Round trip through the text the game writes.
    let text = s.to_ron();
    let (back, _) = settings::parse("back.ron", &text).expect("reads");
    assert_eq!(back.sound, s.sound);
}

/// The sounds the game asked for, as `play_cues` gets them.
#[derive(Resource, Default)]
struct Asked(Vec<Cue>);

fn record(mut cues: MessageReader<CueMessage>, mut asked: ResMut<Asked>) {
    asked.0.extend(cues.read().map(|c| c.0));
}

/// How many times "your turn" was asked for since the last call.
fn your_turns(app: &mut App) -> usize {
    let asked = std::mem::take(&mut app.world_mut().resource_mut::<Asked>().0);
    asked.iter().filter(|&&c| c == Cue::YourTurn).count()
}

/// Frames until a game just asked for (new, or set up anew by an undo) plays live in daytime,
/// and two more for its sounds.
fn settle_live(app: &mut App) {
    // The request is granted in this frame; the phase changes in the next.
    for _ in 0..3 {
        app.update();
    }
    for _ in 0..50 {
        let live = *app.world().resource::<State<Session>>().get() == Session::Live;
        if live && sim::phase(app) == Phase::Daytime {
            app.update();
            app.update();
            return;
        }
        app.update();
    }
    panic!("the game did not come to daytime");
}

// "Your turn" (R-ROUND-2: a turn starts) sounds once for each human turn, from the game's very
// first one — which comes straight from setup, with no turn before it — and not again when an
// undo sets the game up anew at the same turn; a new game starts over.
#[test]
fn your_turn_sounds_for_the_first_turn_and_once_a_turn() {
    let config = GameConfig {
        scenario: Some("evil-at-the-estates".into()),
        seats: ["caprice", "floyd", "raymond"]
            .iter()
            .map(|d| SeatConfig {
                detective: Some(d.to_string()),
                kind: SeatKind::Human,
                level: Default::default(),
            })
            .collect(),
        seed: 5,
        first_player: Some(SeatId(0)),
        shared_hints: false,
        auto_pass: false,
        holds_to_turn: true,
        quiet_offers: true,
        shared_screen: false,
        spare_day_one: false,
        offers_daily: false,
    };
    let mut app = new_angeles::game::headless_app();
    app.insert_resource(content());
    app.add_plugins(AudioPlugin {
        backends: vec![Backend::Failing("no device".into())],
    })
    .init_resource::<Asked>()
    .add_systems(Update, record);
    app.world_mut()
        .write_message(GameRequest::New(config.clone()));
    settle_live(&mut app);
    assert_eq!(pending(&app), None, "the first turn is open");
    assert_eq!(
        your_turns(&mut app),
        1,
        "the first turn of the game, a human's, is announced"
    );
    // A step in the same turn, then taking it back: no second announcement.
    let seat = active(&app);
    let start = view(&mut app, None).seats[seat].at;
    let to = quiet_step(&mut app, seat);
    act(&mut app, Action::Move { to }).expect("a step");
    assert_eq!(your_turns(&mut app), 0, "a step is no new turn");
    app.world_mut().write_message(GameRequest::Undo(seat));
    settle_live(&mut app);
    assert_eq!(
        view(&mut app, None).seats[seat].at,
        start,
        "the step undone"
    );
    assert_eq!(your_turns(&mut app), 0, "an undo is no new turn");
    // The next human's turn.
    act(&mut app, Action::EndTurn).expect("end turn");
    for _ in 0..3 {
        app.update();
    }
    assert_ne!(active(&app), seat);
    assert_eq!(your_turns(&mut app), 1, "the next seat's turn is announced");
    // A new game's first turn is announced again (the same week, day and seat as before).
    app.world_mut().write_message(GameRequest::New(config));
    settle_live(&mut app);
    assert_eq!(active(&app), SeatId(0));
    assert_eq!(your_turns(&mut app), 1, "a new game's first turn");
}

// At an online table the sounds come from the views the host sends (their public snapshots and
// new log lines): a move sounds once (the same view again adds nothing), a refusal of this
// screen's own command sounds once, and "your turn" only for this screen's own seat.
#[test]
fn an_online_table_sounds_from_the_hosts_views() {
    use new_angeles::game::table_view::table_view_for;
    use new_angeles::game::{RemoteTable, TableView};
    let mut game = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 5);
    let first = active(&game);
    let me = SeatId::from_index((first.index() + 1) % 3);
    let mut desk = new_angeles::game::headless_app();
    desk.insert_resource(content());
    desk.add_plugins(AudioPlugin {
        backends: vec![Backend::Failing("no device".into())],
    })
    .init_resource::<Asked>()
    .add_systems(Update, record);
    desk.insert_resource(RemoteTable);
    let show = |desk: &mut App, view: TableView| {
        desk.insert_resource(view);
        // The sounds are asked for in one frame and recorded by the next.
        desk.update();
        desk.update();
        std::mem::take(&mut desk.world_mut().resource_mut::<Asked>().0)
    };
    let seen = |game: &mut App| table_view_for(game.world_mut(), Some(me)).expect("a view");
    assert!(
        !show(&mut desk, seen(&mut game)).contains(&Cue::YourTurn),
        "another seat's turn is not this screen's"
    );
    let to = quiet_step(&mut game, first);
    act(&mut game, Action::Move { to }).expect("a step");
    let moved = seen(&mut game);
    let heard = show(&mut desk, moved.clone());
    assert_eq!(
        heard
            .iter()
            .filter(|c| matches!(c, Cue::MoveCity | Cue::MoveMoon | Cue::MoveBeanstalk))
            .count(),
        1,
        "{heard:?}"
    );
    assert!(
        show(&mut desk, moved.clone()).is_empty(),
        "the same view again"
    );
    // A refusal of this screen's command, as the desk writes it: once.
    let mut refused = moved.clone();
    refused.results = vec![CommandResult {
        command: Command {
            seat: me,
            action: Action::EndTurn,
        },
        outcome: Err(new_angeles::model::Msg::new("refuse-not-your-turn")),
    }];
    assert_eq!(show(&mut desk, refused.clone()), vec![Cue::Refusal]);
    assert!(show(&mut desk, refused).is_empty());
    act(&mut game, Action::EndTurn).expect("the end of the turn");
    assert!(
        show(&mut desk, seen(&mut game)).contains(&Cue::YourTurn),
        "this screen's turn"
    );
}
