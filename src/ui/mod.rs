//! The presentation plugins: loading screen, board view, input, egui panels and screens.
//! They sit on top of [`crate::game::LogicPlugin`], draw from the one
//! [`crate::game::TableView`] the game builds for the seat at the screen, and speak to it only
//! through [`crate::game::FromScreen`] commands and requests.

pub mod board;
pub mod coach;
pub mod fonts;
pub mod glossary;
pub mod help;
pub mod hint;
pub mod language;
pub mod layout;
pub mod notices;
pub mod pace;
pub mod panels;
pub mod recap;
pub mod screens;
pub mod table;
pub mod theme;
pub mod viewer;

use crate::content::ContentFiles;
use crate::game::{LogicPlugin, Phase};
use crate::save::SaveFile;
use bevy::asset::io::AssetSourceBuilder;
use bevy::asset::io::memory::{Dir, MemoryAssetReader};
use bevy::prelude::*;
use bevy::winit::WinitSettings;
use bevy_egui::{EguiPlugin, egui};
use std::process::ExitCode;

/// The screens of the program. The game's own life is the logic's
/// ([`Phase`], [`crate::game::Session`]); the UI shows a screen for it.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Content is being loaded (a progress bar).
    #[default]
    Loading,
    /// The content is broken; the errors are in [`loading::ContentErrors`].
    Broken,
    /// The title and the menu: new game, continue, load, rules, settings.
    Menu,
    /// A game on the table.
    Game,
}

/// How the program was started.
pub struct Launch {
    /// Start this game as soon as content is loaded (`--players ...`, or `--load FILE` with its
    /// commands); `None` opens the menu.
    pub game: Option<SaveFile>,
    /// The content files: built in, the user's folder, `--content DIR`.
    pub content: ContentFiles,
    pub seed: Option<u64>,
    /// Seconds a bot waits between its actions, so a person can follow them (`--bot-delay`);
    /// `None`: the settings' bot pause.
    pub bot_delay: Option<f32>,
    /// The window's size asked for (`--window`); `None`: 1600x1000, fitted to the screen.
    pub window: Option<(u32, u32)>,
}

/// The game to start once content is loaded, if the command line asked for one: a new game
/// is a save without commands.
#[derive(Resource, Default)]
pub struct AutoStart(pub Option<SaveFile>);

/// A new game the command line asked for on the game's first start: it waits in the menu,
/// beside *Learn to play*, so a newcomer finds the lesson first.
#[derive(Resource, Default)]
pub struct FirstStart(pub Option<SaveFile>);

/// Whether the game starts for the first time with the data folder `dir`: no settings written
/// and no game saved there yet.
pub fn first_start(dir: &std::path::Path) -> bool {
    !dir.join("settings.ron").exists() && crate::save::list_saves(dir).is_empty()
}

/// The game the command line asked for, split for [`AutoStart`] and [`FirstStart`]: on a
/// first start a new game (no commands: `--players`) waits in the menu; a loaded one starts.
pub fn split_launch(first: bool, game: Option<SaveFile>) -> (Option<SaveFile>, Option<SaveFile>) {
    match game {
        Some(g) if first && g.commands.is_empty() && g.lesson.is_none() => (None, Some(g)),
        g => (g, None),
    }
}

pub use viewer::{Looking, Viewer};

/// A line for the status line from the screen itself (a drag let go off the board, a save
/// written), not from the rules.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Note {
    pub text: String,
    /// Something the player tried could not be done.
    pub refused: bool,
}

impl Note {
    pub fn info(text: impl Into<String>) -> Self {
        Note {
            text: text.into(),
            refused: false,
        }
    }
    pub fn refused(text: impl Into<String>) -> Self {
        Note {
            text: text.into(),
            refused: true,
        }
    }
}

/// Opens the window and runs the game until it is closed.
pub fn run(launch: Launch) -> ExitCode {
    if ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .all(|v| std::env::var_os(v).is_none_or(|v| v.is_empty()))
    {
        eprintln!(
            "error: no display to open a window on (DISPLAY is not set); `new-angeles check` and `new-angeles simulate` work without one"
        );
        return ExitCode::from(1);
    }
    if let Err(e) = display_ready() {
        eprintln!("error: {e}; `new-angeles check` and `new-angeles simulate` work without one");
        return ExitCode::from(1);
    }
    // The content is read from memory, through the asset source `content://`: every file the
    // game reads, at its path below the content folder (`assets/...`, `scenarios/...`).
    let root = Dir::default();
    for (rel, file) in launch.content.read_by_game() {
        root.insert_asset_text(std::path::Path::new(rel), &file.text);
    }
    let mut app = App::new();
    app.register_asset_source(
        "content",
        AssetSourceBuilder::new(move || Box::new(MemoryAssetReader { root: root.clone() })),
    );
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "New Angeles".into(),
            name: Some(crate::desktop::APP_ID.into()),
            resolution: launch.window.unwrap_or((1600, 1000)).into(),
            ..default()
        }),
        ..default()
    }));
    app.add_plugins((
        EguiPlugin::default(),
        LogicPlugin,
        crate::save::AutosavePlugin,
        screens::loading::LoadingPlugin,
        screens::menu::MenuPlugin,
        screens::pause::PausePlugin,
        screens::closed::ClosedPlugin,
        board::BoardPlugin,
        board::input::InputPlugin,
        (
            board::overlay::BoardOverlayPlugin,
            board::captions::CaptionsPlugin,
        ),
        table::TablePlugin,
        notices::NoticesPlugin,
        recap::RecapPlugin,
        hint::HintPlugin,
        coach::CoachPlugin,
    ));
    app.add_plugins(crate::game::TableViewPlugin);
    app.add_message::<Note>();
    app.add_systems(Startup, fonts::load_fonts);
    app.add_systems(bevy_egui::EguiPrimaryContextPass, repaint);
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        theme::apply_theme.before(layout::TableSet::Layout),
    );
    // Draw only when something happens: input, a bot acting, an animation (idle CPU near zero).
    app.insert_resource(WinitSettings::desktop_app());
    app.init_state::<Screen>();
    app.init_resource::<MenuNotice>();
    app.add_systems(Update, crate::desktop::set_window_icon);
    if launch.window.is_none() {
        app.add_systems(Update, crate::desktop::fit_window_to_screen);
    }
    app.add_systems(Update, refused_requests.in_set(crate::game::Flow::Present));
    app.add_systems(
        Update,
        crate::tutorial::answer_fast_forward.in_set(crate::game::Flow::Logic),
    );
    app.add_systems(Update, keep_frames_coming)
        .add_systems(Last, wake_for_what_was_asked);
    app.add_systems(Last, report_ready.run_if(in_game));
    app.add_systems(
        PreUpdate,
        quiet_modifiers
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
    // The settings (and the bots' pace: `--bot-delay`, else the settings').
    app.add_plugins(help::HelpPlugin {
        bot_delay: launch.bot_delay,
    });
    let bot_pause = app
        .world()
        .resource::<crate::settings::Settings>()
        .bot_pause;
    app.insert_resource(pace::Pace::new(launch.bot_delay, bot_pause));
    // Sound (after the settings, whose volumes it starts with), and `M` to mute.
    app.add_plugins(crate::audio::AudioPlugin::default());
    app.add_systems(
        bevy_egui::EguiPrimaryContextPass,
        crate::audio::panel::mute_key.after(layout::TableSet::Overlays),
    );
    app.add_systems(
        Update,
        pace::follow_pace
            .in_set(crate::game::Flow::Input)
            .before(crate::game::BotSet),
    );
    let (auto, held) = split_launch(first_start(&crate::storage::data_dir()), launch.game);
    app.insert_resource(AutoStart(auto));
    app.insert_resource(FirstStart(held));
    language::install_user_words(&launch.content);
    app.insert_resource(launch.content);
    app.add_plugins(language::LanguagePlugin);
    // A seed given without --players pre-fills the new-game screen.
    app.insert_resource(screens::menu::NewGameForm {
        seed: launch.seed.map(|s| s.to_string()).unwrap_or_default(),
        ..default()
    });
    // A display that went away between the check above and the window (a virtual display
    // restarting, say) makes winit panic: say so in one line, without a backtrace.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let msg = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if msg.contains("Failed to build event loop") {
            eprintln!("error: no window could be opened ({msg}); is the display running?");
            std::process::exit(1);
        }
        default_hook(info);
    }));
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Whether the X display takes connections, waiting up to five seconds for one that is still
/// starting (winit would panic with a backtrace instead of saying so). It opens a connection
/// with x11rb's pure-Rust client (the X handshake, with the display's authority) and closes it
/// at once: no unsafe code.
#[cfg(target_os = "linux")]
fn display_ready() -> Result<(), String> {
    if std::env::var_os("DISPLAY").is_none_or(|d| d.is_empty()) {
        // Wayland alone: the `wayland` build opens the window there.
        return Ok(());
    }
    let display = std::env::var("DISPLAY").unwrap_or_default();
    if x11_dl::xlib::Xlib::open().is_err() {
        return Err("the X11 client library (libX11) is not installed".into());
    }
    for attempt in 0..50 {
        if x11rb::rust_connection::RustConnection::connect(None).is_ok() {
            return Ok(());
        }
        if attempt == 0 {
            eprintln!("waiting for the display {display} …");
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    Err(format!(
        "cannot open the display {display}: no X server answers there"
    ))
}

#[cfg(not(target_os = "linux"))]
fn display_ready() -> Result<(), String> {
    Ok(())
}

/// bevy_egui reports the modifier keys to egui on every frame as an event, and egui answers
/// any event by asking for another frame: the window would never rest (a core busy while
/// nothing happens). egui keeps the modifiers from frame to frame, so the event is passed on
/// only when they change.
fn quiet_modifiers(
    mut inputs: Query<(Entity, &mut bevy_egui::EguiInput)>,
    mut held: Local<std::collections::HashMap<Entity, egui::Modifiers>>,
) {
    for (e, mut input) in &mut inputs {
        let held = held.entry(e).or_default();
        input.0.events.retain(|ev| match ev {
            egui::Event::ModifiersChanged(m) if m == held => false,
            egui::Event::ModifiersChanged(m) => {
                *held = *m;
                true
            }
            _ => true,
        });
    }
}

/// Keeps frames coming while the game moves on by itself (the window is otherwise reactive):
/// loading, a phase change under way, a saved game's commands being replayed. Bots and
/// animations ask for theirs where they run.
fn keep_frames_coming(
    screen: Res<State<Screen>>,
    phase: Res<State<Phase>>,
    next: Res<NextState<Phase>>,
    session: Res<State<crate::game::Session>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let moving = *screen.get() == Screen::Loading
        || matches!(phase.get(), Phase::Setup | Phase::EndOfDay)
        || !matches!(*next, NextState::Unchanged)
        || *session.get() == crate::game::Session::CatchingUp;
    if moving {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// A click that sent the game a command (or a request: undo, save, load) gets the frame that
/// carries it out and shows its result at once: the window is reactive, and would otherwise
/// wait for the pointer's next move to show what the click did.
fn wake_for_what_was_asked(
    mut commands: MessageReader<crate::game::Command>,
    mut requests: MessageReader<crate::game::GameRequest>,
    mut screen: (
        MessageReader<crate::game::FromScreen>,
        MessageReader<crate::game::TableRequest>,
    ),
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let sent = commands.read().count()
        + requests.read().count()
        + screen.0.read().count()
        + screen.1.read().count();
    if sent > 0 {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// Whether a game is on the board (set up, from its first day to the close) and the game has
/// built the table's view of it.
pub fn in_game(
    screen: Res<State<Screen>>,
    phase: Res<State<Phase>>,
    view: Option<Res<crate::game::TableView>>,
) -> bool {
    *screen.get() == Screen::Game
        && matches!(
            phase.get(),
            Phase::Daytime | Phase::EndOfDay | Phase::CaseClosed
        )
        && view.is_some_and(|v| !v.table.seats.is_empty())
}

/// A game the UI asked for could not start: back to the menu, which says why.
fn refused_requests(
    mut refused: MessageReader<crate::game::RequestRefused>,
    phase: Res<State<Phase>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: ResMut<MenuNotice>,
) {
    for r in refused.read() {
        warn!("{}", r.reason);
        notice.0 = Some(r.reason.clone());
        if *phase.get() == Phase::Idle {
            NextState::set_if_neq(&mut *screen, Screen::Menu);
        }
    }
}

/// A message for the menu: why a game could not start.
#[derive(Resource, Default, Clone, Debug)]
pub struct MenuNotice(pub Option<String>);

/// The frames egui needs beyond the reactive window's (it draws only on input): a few after
/// the game changed (a new window sizes itself invisibly on its first frame), and while the
/// pointer rests, up to a second, so tooltips open.
fn repaint(
    mut contexts: bevy_egui::EguiContexts,
    version: Res<crate::game::pipeline::GameVersion>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut last: Local<(Option<u64>, u8)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if last.0 != Some(version.0) {
        *last = (Some(version.0), 3);
    }
    // A press, a key or the wheel keeps frames coming for a moment too, not only a moving
    // pointer: what a click changed shows at once, though the pointer rests (a software
    // renderer presents a frame late, so one frame after a click is not enough).
    let (resting, pressed) = ctx.input(|i| {
        let pressed = i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::PointerButton { .. }
                    | egui::Event::Key { .. }
                    | egui::Event::MouseWheel { .. }
                    | egui::Event::Text(_)
            )
        });
        (i.pointer.time_since_last_movement(), pressed)
    });
    if pressed {
        last.1 = last.1.max(12);
    }
    if last.1 > 0 || resting < 1.0 {
        last.1 = last.1.saturating_sub(1);
        redraw.write(bevy::window::RequestRedraw);
    }
    Ok(())
}

/// Logs once how long after the program started the table is first complete (a game on the
/// board, its day begun, the board framed and named): the start-up figure of docs/measured.md.
fn report_ready(mut done: Local<bool>, labels: Res<board::text::LabelState>) {
    if *done || !labels.laid() {
        return;
    }
    *done = true;
    if let Some(t) = crate::cli::STARTED.get() {
        info!(
            "the table is ready {:.2} s after the program started",
            t.elapsed().as_secs_f64()
        );
    }
}
