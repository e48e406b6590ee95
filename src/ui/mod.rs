//! The presentation plugins: loading screen, board view, input, egui panels and screens.
//! They sit on top of [`crate::game::LogicPlugin`] and speak to it only through
//! [`crate::game::Command`] messages and by reading the game's entities.

pub mod board;
pub mod help;
pub mod panels;
pub mod screens;
pub mod table;

use crate::content::ContentFiles;
use crate::game::{LogicPlugin, Phase, SeatKind, Table};
use crate::ids::*;
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
}

/// The game to start once content is loaded, if the command line asked for one: a new game
/// is a save without commands.
#[derive(Resource, Default)]
pub struct AutoStart(pub Option<SaveFile>);

/// Which seat's private things the screen may show. On a shared screen a different human seat
/// must confirm (the hand-off screen) before it is shown anything private (D-5).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct Viewer {
    pub seat: Option<SeatId>,
}

impl Viewer {
    /// The human seat that must take the screen before play goes on, if any.
    pub fn handoff_needed(&self, table: &Table, active: SeatId) -> Option<SeatId> {
        let human = table
            .seats
            .get(active.index())
            .is_some_and(|s| s.kind == SeatKind::Human);
        (human && self.seat != Some(active)).then_some(active)
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
            resolution: (1600, 1000).into(),
            ..default()
        }),
        ..default()
    }));
    app.add_plugins((
        EguiPlugin::default(),
        LogicPlugin,
        crate::save::AutosavePlugin,
        screens::loading::LoadingPlugin,
        board::BoardPlugin,
        board::input::InputPlugin,
        table::PanelsPlugin,
    ));
    // Draw only when something happens: input, a bot acting, an animation (idle CPU near zero).
    app.insert_resource(WinitSettings::desktop_app());
    app.init_state::<Screen>();
    app.init_resource::<MenuNotice>();
    app.add_systems(Update, crate::desktop::set_window_icon);
    app.add_systems(Update, refused_requests.in_set(crate::game::Flow::Present));
    app.add_systems(Update, keep_frames_coming);
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
    app.insert_resource(AutoStart(launch.game));
    app.insert_resource(launch.content);
    app.init_resource::<Viewer>();
    // A seed given without --players pre-fills the new-game screen.
    app.insert_resource(table::NewGameForm {
        seed: launch.seed.map(|s| s.to_string()).unwrap_or_default(),
        ..default()
    });
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
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

/// Whether a game is on the board (set up, from its first day to the close).
pub fn in_game(screen: Res<State<Screen>>, phase: Res<State<Phase>>) -> bool {
    *screen.get() == Screen::Game
        && matches!(
            phase.get(),
            Phase::Daytime | Phase::EndOfDay | Phase::CaseClosed
        )
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
