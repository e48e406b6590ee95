//! Sound and music, with nothing to install: every sound is synthesized here, mixed by rodio's
//! mixer and played by one output thread through PulseAudio's protocol (pure Rust) or ALSA
//! loaded at run time ([`output`]). Only the windowed game adds [`AudioPlugin`]; `simulate`,
//! `check`, `replay` and the tests open no device.
//!
//! - [`synth`]: the effects, rendered once at start;
//! - [`music`]: the three loops and their cross-fades;
//! - [`engine`]: the mixer and its sources;
//! - [`output`], `pulse`: the output thread and its backends (ALSA in the `alsa-runtime` crate);
//! - [`cues`]: what plays when (public things only);
//! - [`panel`]: the Settings window's Sound section.

pub mod cues;
pub mod engine;
pub mod music;
pub mod output;
pub mod panel;
mod pulse;
pub mod sink;
pub mod synth;

pub use music::Mood;
pub use output::Backend;
pub use synth::Cue;

use crate::content::Content;
use crate::game::{CommandResult, GameRequest, GameView, Phase, Session};
use crate::rules::Snapshot;
use crate::settings::{Settings, SoundSettings};
use bevy::prelude::*;
use engine::Engine;
use music::MusicControl;
use rodio::mixer::MixerSource;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use synth::Clip;

pub use synth::RATE;

/// The game's sound: the mixer's input, the rendered effects, the music's controls and the
/// volumes in force.
#[derive(Resource)]
pub struct Audio {
    engine: Engine,
    /// The rendered effects (in [`Cue::ALL`] order), once ready.
    clips: Arc<std::sync::OnceLock<Vec<Clip>>>,
    music: Arc<MusicControl>,
    levels: SoundSettings,
    mood: Option<Mood>,
}

impl Audio {
    /// Sound with its mixer's output left to the caller (tests pull it; the plugin gives it to
    /// the output thread), its effects rendered. The music is not rendered until
    /// [`Audio::render_music`].
    pub fn new(levels: SoundSettings) -> (Audio, MixerSource) {
        let (audio, source) = Audio::unrendered(levels);
        let _ = audio.clips.set(synth::render_all());
        (audio, source)
    }

    fn unrendered(levels: SoundSettings) -> (Audio, MixerSource) {
        let (engine, source) = Engine::new();
        (
            Audio {
                engine,
                clips: Arc::default(),
                music: Arc::new(MusicControl::new()),
                levels,
                mood: None,
            },
            source,
        )
    }

    /// [`Audio::new`] with the effects rendered in a thread of their own (about 0.1 s of one
    /// core, not on the game's first frame); a sound asked for before is not played.
    pub fn rendered_in_background(levels: SoundSettings) -> (Audio, MixerSource) {
        let (audio, source) = Audio::unrendered(levels);
        let clips = audio.clips.clone();
        let _ = std::thread::Builder::new()
            .name("effects-render".into())
            .spawn(move || {
                let _ = clips.set(synth::render_all());
            });
        (audio, source)
    }

    /// Renders the music loops in a thread of their own.
    pub fn render_music(&self) {
        self.music.render_in_background();
    }

    /// Whether the music loops are rendered.
    pub fn music_ready(&self) -> bool {
        self.music.loops.get().is_some()
    }

    /// Plays an effect at the effects' volume (nothing when muted or at zero).
    pub fn play(&self, cue: Cue) {
        if let Some(clip) = self.clips.get().and_then(|c| c.get(cue.index())) {
            self.engine.play(clip, self.levels.effects_gain());
        }
    }

    /// The volumes and mute in force from now on (the music follows at once).
    pub fn set_levels(&mut self, levels: SoundSettings) {
        self.levels = levels;
        self.update_music();
    }

    /// The music to play (none: it fades out).
    pub fn set_mood(&mut self, mood: Option<Mood>) {
        self.mood = mood;
        self.update_music();
    }

    /// Puts the music's source in the mixer when music should sound and none plays; its gain
    /// and mood are read by the source itself.
    fn update_music(&self) {
        let gain = if self.mood.is_some() {
            self.levels.music_gain()
        } else {
            0.0
        };
        self.music.gain.set(gain);
        self.music.set_mood(self.mood);
        if gain > 0.0 && !self.music.alive.swap(true, Ordering::Relaxed) {
            self.engine.add(music::source(self.music.clone()));
        }
    }

    /// Why the game plays in silence, once the output thread has found no output.
    pub fn warning(&self) -> Option<String> {
        self.engine.shared.warning.lock().ok()?.clone()
    }

    /// How many warnings the sound logged.
    pub fn warnings(&self) -> u32 {
        self.engine.shared.warnings.load(Ordering::Relaxed)
    }

    /// The output that plays ("PulseAudio", "ALSA"), once open.
    pub fn backend(&self) -> Option<String> {
        self.engine.shared.backend.lock().ok()?.clone()
    }

    /// Whether the output thread sleeps (nothing plays).
    pub fn asleep(&self) -> bool {
        self.engine.shared.asleep.load(Ordering::Relaxed)
    }

    /// How many samples the output took so far.
    pub fn written(&self) -> u64 {
        self.engine.shared.written.load(Ordering::Relaxed)
    }
}

impl Drop for Audio {
    fn drop(&mut self) {
        self.engine.shared.shut();
    }
}

/// Sound for the windowed game: the output thread over `backends` (tried in order), the
/// effects on what happens, the music for the screen, the volumes of the settings, `M` to
/// mute.
pub struct AudioPlugin {
    /// The outputs to try, in order.
    pub backends: Vec<Backend>,
}

impl Default for AudioPlugin {
    fn default() -> Self {
        AudioPlugin {
            backends: Backend::system(),
        }
    }
}

impl Plugin for AudioPlugin {
    fn build(&self, app: &mut App) {
        let levels = app
            .world()
            .get_resource::<Settings>()
            .map(|s| s.sound)
            .unwrap_or_default();
        let (audio, source) = Audio::rendered_in_background(levels);
        audio.render_music();
        output::spawn(source, self.backends.clone(), audio.engine.shared.clone());
        app.insert_resource(audio)
            .init_resource::<Heard>()
            .add_message::<CueMessage>()
            .add_systems(
                Update,
                (
                    follow_settings,
                    hear_the_game,
                    hear_the_remote_table,
                    choose_mood,
                    play_cues,
                )
                    .chain()
                    .in_set(crate::game::Flow::Present),
            );
    }
}

/// A sound asked for by another part of the game (the coach, a panel).
#[derive(Message, Clone, Copy, Debug)]
pub struct CueMessage(pub Cue);

/// The public game as last heard, the phase then, and the last human turn announced.
#[derive(Resource, Default)]
struct Heard {
    seen: Option<(u64, Snapshot)>,
    phase: Option<Phase>,
    /// Kept through an undo (which sets the game up again and catches up): the turn it
    /// returns to was announced already. A new game, a loaded one or leaving forgets it.
    turn: Option<cues::Turn>,
    /// The online table as last heard: the view's version, its log's length and its public
    /// snapshot, and the last refusal heard.
    remote: Option<(u64, usize, Snapshot)>,
    refused: Option<crate::game::Command>,
}

/// The volumes follow the settings as they change (the Settings window applies them at once).
fn follow_settings(settings: Option<Res<Settings>>, mut audio: ResMut<Audio>) {
    if let Some(s) = settings
        && s.sound != audio.levels
    {
        audio.set_levels(s.sound);
    }
}

/// Effects for what the table sees happen, from the public view only.
fn hear_the_game(
    view: Option<GameView>,
    version: Option<Res<crate::game::pipeline::GameVersion>>,
    session: Option<Res<State<Session>>>,
    phase: Option<Res<State<Phase>>>,
    looking: Option<Res<crate::ui::Looking>>,
    mut results: MessageReader<CommandResult>,
    mut requests: MessageReader<GameRequest>,
    mut heard: ResMut<Heard>,
    mut cues: MessageWriter<CueMessage>,
) {
    let results: Vec<CommandResult> = results.read().cloned().collect();
    for r in requests.read() {
        if matches!(
            r,
            GameRequest::New(_) | GameRequest::Load { .. } | GameRequest::Leave
        ) {
            heard.turn = None;
        }
    }
    let (Some(view), Some(version), Some(session), Some(phase)) = (view, version, session, phase)
    else {
        return;
    };
    let live = *session.get() == Session::Live;
    let phase = *phase.get();
    if heard.phase != Some(phase) {
        if live && phase == Phase::CaseClosed && heard.phase.is_some() {
            cues.write(CueMessage(Cue::CaseClosed));
        }
        heard.phase = Some(phase);
    }
    if !matches!(phase, Phase::Daytime | Phase::EndOfDay | Phase::CaseClosed) {
        heard.seen = None;
        return;
    }
    let me = looking.and_then(|l| l.0);
    if !live {
        // A game being caught up or reviewed: no sounds, only a new starting point.
        heard.seen = None;
    }
    // Refusals answer the looking human at once, even when the game did not change.
    if heard.seen.as_ref().is_some_and(|(v, _)| *v == version.0) {
        for r in &results {
            if live && r.outcome.is_err() && Some(r.command.seat) == me {
                cues.write(CueMessage(Cue::Refusal));
            }
        }
        return;
    }
    let now = view.public().clone();
    if let Some((_, before)) = heard.seen.take()
        && live
    {
        for c in cues::cues_between(&view.q.content, &before, &now, &results, me) {
            cues.write(CueMessage(c));
        }
    }
    if live {
        // A human's turn comes (the first of the game too, which has no "before").
        if let Some(turn) = cues::human_turn(&now)
            && heard.turn != Some(turn)
        {
            heard.turn = Some(turn);
            cues.write(CueMessage(Cue::YourTurn));
        }
        heard.seen = Some((version.0, now));
    }
}

/// The sounds of a table played online: from the views the host sends (the public
/// snapshots before and after, and the log's new lines for what was done), as at a local
/// table; "your turn" for this screen's own seat only (the others hear theirs at their own
/// screens).
fn hear_the_remote_table(
    remote: Option<Res<crate::game::RemoteTable>>,
    view: Option<Res<crate::game::TableView>>,
    content: Option<Res<Content>>,
    mut heard: ResMut<Heard>,
    mut cues: MessageWriter<CueMessage>,
) {
    let (Some(_), Some(view), Some(content)) = (remote, view, content) else {
        heard.remote = None;
        return;
    };
    if !view.is_changed() || view.table.seats.is_empty() {
        return;
    }
    let me = view.looking;
    // A refusal of this screen's own command (the view's version stays).
    if let Some(r) = view
        .results
        .iter()
        .find(|r| r.outcome.is_err() && Some(r.command.seat) == me)
        && heard.refused.as_ref() != Some(&r.command)
    {
        heard.refused = Some(r.command.clone());
        cues.write(CueMessage(Cue::Refusal));
    }
    if heard
        .remote
        .as_ref()
        .is_some_and(|(v, _, _)| *v == view.version)
    {
        return;
    }
    heard.refused = None;
    let now = view.public.clone();
    if let Some((_, lines, before)) = heard.remote.take()
        && view.review.is_none()
    {
        let done: Vec<Cue> = view
            .log
            .0
            .iter()
            .skip(lines)
            .filter(|e| e.private_to.is_none())
            .filter_map(|e| cues::line_cue(&content, e))
            .collect();
        let card_played = done
            .iter()
            .any(|c| matches!(c, Cue::LightCard | Cue::DarkCard));
        for c in done
            .into_iter()
            .chain(cues::change_cues(&content, &before, &now, card_played))
        {
            cues.write(CueMessage(c));
        }
        if view.outcome.is_some() && before.daytime {
            cues.write(CueMessage(Cue::CaseClosed));
        }
    }
    if let Some(turn) = cues::human_turn(&now).filter(|_| me == Some(now.active()))
        && heard.turn != Some(turn)
    {
        heard.turn = Some(turn);
        cues.write(CueMessage(Cue::YourTurn));
    }
    heard.remote = Some((view.version, view.log.0.len(), now));
}

/// The music for the screen: the menu's, the city's by day, the climax's (at an online
/// table, from the view the host sends).
fn choose_mood(
    screen: Option<Res<State<crate::ui::Screen>>>,
    phase: Option<Res<State<Phase>>>,
    view: Option<GameView>,
    remote: Option<(Res<crate::game::RemoteTable>, Res<crate::game::TableView>)>,
    mut audio: ResMut<Audio>,
) {
    let at_table = screen
        .as_deref()
        .is_none_or(|s| *s.get() == crate::ui::Screen::Game);
    let in_game = at_table
        && (remote.is_some()
            || matches!(
                phase.as_deref().map(State::get),
                Some(Phase::Daytime | Phase::EndOfDay)
            ));
    let climax = match (&remote, view) {
        (Some((_, t)), _) => t.public.is_climax(),
        (None, Some(v)) => v.public().is_climax(),
        (None, None) => false,
    };
    let mood = match screen.as_deref().map(State::get) {
        Some(crate::ui::Screen::Loading) => None,
        _ if in_game => Some(if climax { Mood::Climax } else { Mood::Day }),
        _ => Some(Mood::Menu),
    };
    if audio.mood != mood {
        audio.set_mood(mood);
    }
}

/// Plays the sounds asked for this frame, each kind once.
fn play_cues(mut cues: MessageReader<CueMessage>, audio: Res<Audio>) {
    let mut played = Vec::new();
    for CueMessage(c) in cues.read() {
        if !played.contains(c) {
            played.push(*c);
            debug!("sound: {c:?}");
            audio.play(*c);
        }
    }
}

/// `new-angeles sound-test`: every effect once, at full volume, through the output the game
/// would use, each printed as `<unix time> <name> onset <ms>` when it is asked for (the onset:
/// where in its buffer its first audible sample lies); `--music` then plays the loops. The
/// first sound waits `warmup_ms` after the output opened. At the end it says how many samples
/// the output took, and fails if the output failed.
pub fn sound_test(music: bool, warmup_ms: u64) -> std::process::ExitCode {
    use std::io::Write;
    use std::time::{Duration, SystemTime, UNIX_EPOCH};
    let full = SoundSettings {
        master: SoundSettings::MAX,
        effects: SoundSettings::MAX,
        music: SoundSettings::MAX,
        mute: false,
    };
    let started = std::time::Instant::now();
    let (mut audio, source) = Audio::new(full);
    println!(
        "{} effects rendered in {} ms",
        Cue::ALL.len(),
        started.elapsed().as_millis()
    );
    if music {
        audio.render_music();
    }
    output::spawn(source, Backend::system(), audio.engine.shared.clone());
    for _ in 0..300 {
        if audio.backend().is_some() || audio.warning().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let Some(backend) = audio.backend() else {
        eprintln!(
            "error: {}",
            audio
                .warning()
                .unwrap_or_else(|| "no sound output answered in 3 s".into())
        );
        return std::process::ExitCode::from(1);
    };
    println!("sound through {backend}");
    std::thread::sleep(Duration::from_millis(warmup_ms));
    let mut out = std::io::stdout();
    for cue in Cue::ALL {
        let Some(clip) = audio.clips.get().and_then(|c| c.get(cue.index())) else {
            continue;
        };
        let onset = clip
            .iter()
            .position(|s| s.abs() >= 2.0 / 32768.0)
            .unwrap_or(0);
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs_f64();
        audio.play(cue);
        let _ = writeln!(
            out,
            "{now:.6} {cue:?} onset {:.2}",
            onset as f64 * 1000.0 / RATE as f64
        );
        let _ = out.flush();
        std::thread::sleep(Duration::from_secs_f64(
            clip.len() as f64 / RATE as f64 + 0.6,
        ));
    }
    if music {
        for _ in 0..500 {
            if audio.music_ready() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        for mood in Mood::ALL {
            println!("music {mood:?}");
            audio.set_mood(Some(mood));
            std::thread::sleep(Duration::from_secs(6));
        }
        audio.set_mood(None);
        std::thread::sleep(Duration::from_secs(3));
    }
    println!(
        "{} samples ({:.1} s) written through {backend}",
        audio.written(),
        audio.written() as f64 / RATE as f64
    );
    if let Some(w) = audio.warning() {
        eprintln!("error: {w}");
        return std::process::ExitCode::from(1);
    }
    std::process::ExitCode::SUCCESS
}
