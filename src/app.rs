//! The windowed program: how it was started ([`Launch`], [`STARTED`]) and the app it runs
//! ([`run`]): the window, the game's logic, the autosave, the table's plugins ([`crate::ui`])
//! and the sound ([`crate::audio`]). The command line ([`crate::cli`]) starts it; the UI never
//! reaches back here.

use crate::content::ContentFiles;
use crate::game::LogicPlugin;
use crate::save::SaveFile;
use crate::ui::{
    AutoStart, FirstStart, MenuNotice, Note, Screen, board, coach, first_start, fonts, help, hint,
    in_game, keep_frames_coming, language, layout, notices, pace, quiet_modifiers, recap,
    refused_requests, repaint, screens, split_launch, table, theme, wake_for_what_was_asked,
};
use bevy::asset::io::AssetSourceBuilder;
use bevy::asset::io::memory::{Dir, MemoryAssetReader};
use bevy::prelude::*;
use bevy::winit::WinitSettings;
use bevy_egui::EguiPlugin;
use std::process::ExitCode;

/// When the program started: the windowed game reports how long the table took to answer.
pub static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

/// How the program was started.
pub struct Launch {
    /// Start this game as soon as content is loaded (`--players ...`, or `--load FILE` with its
    /// commands); `None` opens the menu.
    pub game: Option<SaveFile>,
    /// The content files: built in, the user's folder, `--content DIR`.
    pub content: ContentFiles,
    /// The seed `--seed` gave, to pre-fill the new-game screen.
    pub seed: Option<u64>,
    /// Seconds a bot waits between its actions, so a person can follow them (`--bot-delay`);
    /// `None`: the settings' bot pause.
    pub bot_delay: Option<f32>,
    /// The window's size asked for (`--window`); `None`: 1600x1000, fitted to the screen.
    pub window: Option<(u32, u32)>,
}

/// Opens the window and runs the game until it is closed: the game's logic, the autosave, the
/// table's plugins and the sound.
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
            board::flight::FlightPlugin,
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
    app.add_plugins((
        screens::online::OnlinePlugin,
        screens::lobby::LobbyPlugin,
        crate::net::desk::DeskPlugin,
    ));
    app.init_resource::<MenuNotice>();
    app.add_systems(Update, crate::desktop::set_window_icon);
    if launch.window.is_none() {
        app.add_systems(Update, crate::desktop::fit_window_to_screen);
    }
    app.add_systems(Update, refused_requests.in_set(crate::game::Flow::Present));
    app.add_systems(
        Update,
        crate::sim::answer_fast_forward.in_set(crate::game::Flow::Logic),
    );
    app.add_systems(Update, keep_frames_coming)
        .add_systems(Last, wake_for_what_was_asked);
    app.add_systems(Last, report_ready.run_if(in_game));
    if std::env::var_os("NEW_ANGELES_FRAMES").is_some() {
        app.add_systems(Last, report_frames);
    }
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
    app.add_systems(
        Update,
        pace::release_after_load
            .run_if(resource_exists::<pace::HoldAfterLoad>)
            .in_set(crate::game::Flow::Present)
            .after(crate::ui::viewer::LookingSet),
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

/// With `NEW_ANGELES_FRAMES` set: the time since the frame before, for each frame drawn within
/// half a second of the one before it (a run of frames: a slide, a drag), and the mean of each
/// run when it ends — the frame figures of docs/measured.md (a software renderer drew a frame
/// in 240 ms with multisampling, 125 ms without).
fn report_frames(mut last: Local<Option<std::time::Instant>>, mut run: Local<Vec<f64>>) {
    let now = std::time::Instant::now();
    let gap = last.replace(now).map(|t| (now - t).as_secs_f64());
    match gap {
        Some(g) if g < 0.5 => {
            run.push(g);
            info!("frame {:.0} ms after the one before", g * 1000.0);
        }
        _ if run.len() >= 3 => {
            let mean = run.iter().sum::<f64>() / run.len() as f64;
            info!(
                "a run of {} frames, {:.0} ms apart on average",
                run.len() + 1,
                mean * 1000.0
            );
            run.clear();
        }
        _ => run.clear(),
    }
}

/// Logs once how long after the program started the table is first complete (a game on the
/// board, its day begun, the board framed and named): the start-up figure of docs/measured.md.
fn report_ready(mut done: Local<bool>, labels: Res<board::text::LabelState>) {
    if *done || !labels.laid() {
        return;
    }
    *done = true;
    if let Some(t) = STARTED.get() {
        info!(
            "the table is ready {:.2} s after the program started",
            t.elapsed().as_secs_f64()
        );
    }
}
