//! The logic plugin: the game's state as entities and resources, its phases as Bevy
//! [`States`], and the systems that run the rules. Nothing here draws anything; tests and the
//! headless simulator add only [`LogicPlugin`].
//!
//! Every player choice arrives as a [`Command`] message (from the UI, a bot, a test or a
//! save being caught up). The [pipeline](pipeline) checks it with [`crate::rules::check`],
//! applies it through its one handler and answers with one
//! [`CommandResult`](pipeline::CommandResult): what happened, or why not.

pub mod abilities;
pub mod bot;
pub mod cards;
pub mod close;
pub mod components;
pub mod conspiracy;
pub mod ctx;
pub mod decisions;
pub mod digest;
pub mod effects;
pub mod events;
pub mod hands;
pub mod investigation;
pub mod lifecycle;
pub mod log;
pub mod lookahead;
pub mod pipeline;
pub mod plots;
pub mod resources;
pub mod setup;
pub mod state;
pub mod table_view;
pub mod tokens;
pub mod track;
pub mod turns;
pub mod view;

use crate::content::{
    CardId, Content, DetectiveId, EventId, FavorType, LeadKind, LocId, SuspectId,
};
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use crate::model::*;
// Named, so it wins over the `Command` trait of Bevy's prelude.
pub use crate::model::Command;
pub use components::*;
pub use digest::digest;
pub use lifecycle::{CatchUp, GameRequest, InGame, Pause, Phase, RequestRefused, Review, Session};
pub use log::{GameLog, LogEntry, log_public};
pub use pipeline::{BotSet, CommandResult, Flow};
pub use resources::*;
pub use table_view::{
    FromScreen, Looking, LookingSet, RemoteTable, Saved, TableRequest, TableView, TableViewPlugin,
    Viewer,
};
pub use view::{
    DetectiveData, GameQuery, GameView, SeatView, Views, seat_snapshot, seat_view, world_snapshot,
};

/// The rules, the phases and the bots — no rendering.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Phase>()
            .init_state::<Session>()
            .init_state::<Pause>()
            .add_computed_state::<InGame>()
            .add_message::<GameRequest>()
            .add_message::<RequestRefused>()
            .add_message::<Command>()
            .add_message::<pipeline::CommandResult>()
            .init_resource::<view::GameVersion>()
            .init_resource::<Views>()
            .init_resource::<AbilitiesUsed>()
            .init_resource::<TurnLog>()
            .init_resource::<EventTrack>()
            .init_resource::<UndoBarrier>()
            .init_resource::<Timeline>()
            .init_resource::<bot::BotPace>()
            .configure_sets(
                Update,
                (Flow::Input, Flow::Logic, Flow::Persist, Flow::Present).chain(),
            )
            .configure_sets(
                Update,
                pipeline::BotSet
                    .in_set(Flow::Input)
                    .run_if(in_state(Pause::Running))
                    // Held from the frame the pause is asked for, not the one after it comes
                    // in: a bot slipped an answer in under the opening pause menu.
                    .run_if(|next: Res<NextState<Pause>>| {
                        !matches!(
                            *next,
                            NextState::Pending(Pause::Paused)
                                | NextState::PendingIfNeq(Pause::Paused)
                        )
                    }),
            )
            .add_systems(
                OnEnter(Phase::Setup),
                (setup::setup_game, view::changed).chain(),
            )
            .add_systems(
                OnEnter(Phase::Daytime),
                (turns::start_day, view::changed).chain(),
            )
            .add_systems(
                Update,
                (
                    lifecycle::handle_requests,
                    (pipeline::apply_commands, lifecycle::caught_up)
                        .chain()
                        .run_if(resource_exists::<Table>),
                )
                    .chain()
                    .in_set(Flow::Logic),
            )
            .add_systems(
                Update,
                (
                    view::refresh_views,
                    (bot::bot_turn, bot::hard_bot_turn)
                        .chain()
                        .in_set(pipeline::BotSet)
                        .run_if(in_state(Phase::Daytime))
                        .run_if(in_state(Session::Live))
                        .run_if(resource_exists::<Table>),
                )
                    .chain()
                    .in_set(Flow::Input),
            )
            // Views built from here on see what the logic did this frame.
            .add_systems(Update, view::refresh_views.in_set(Flow::Persist))
            .add_systems(
                OnEnter(Phase::EndOfDay),
                (
                    plots::resolve_plots,
                    events::end_of_day_event,
                    turns::end_of_day,
                    view::changed,
                )
                    .chain(),
            )
            .add_systems(
                OnEnter(Phase::CaseClosed),
                (close::close_case, view::changed).chain(),
            );
    }
}

/// An app for a game with no window (the simulator, the tests, the hard bot's look ahead):
/// A headless app kept on a thread for reuse with one content, since building an app and its
/// schedules costs more than a game set up in it (or several look-ahead samples): taken out
/// while in use, put back after. Whoever takes it puts its own game in place.
pub struct KeptApp(std::cell::RefCell<Option<(Content, App)>>);

impl KeptApp {
    /// An empty keeper: nothing kept yet.
    pub const fn new() -> Self {
        KeptApp(std::cell::RefCell::new(None))
    }
    /// The kept app, if one was kept for this very `content`.
    pub fn take(&self, content: &Content) -> Option<App> {
        match self.0.borrow_mut().take() {
            Some((c, app)) if c.is(content) => Some(app),
            _ => None,
        }
    }
    /// Keeps `app` (with the content it holds) for the next taker.
    pub fn put(&self, app: App) {
        if let Some(content) = app.world().get_resource::<Content>().cloned() {
            *self.0.borrow_mut() = Some((content, app));
        }
    }
}

impl Default for KeptApp {
    fn default() -> Self {
        Self::new()
    }
}

/// [`App::new`] without registering every reflected type of the program, which a game
/// does not read and which cost more than setting the game up; then the minimal plugins,
/// states and the logic, on one thread.
pub fn headless_app() -> App {
    use bevy::app::MainSchedulePlugin;
    use bevy::ecs::schedule::ScheduleLabel;
    let mut app = App::empty();
    app.main_mut().update_schedule = Some(Main.intern());
    app.init_resource::<AppTypeRegistry>()
        .add_plugins(MainSchedulePlugin)
        .add_message::<AppExit>()
        .add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin, LogicPlugin));
    single_threaded(&mut app);
    app
}

/// Runs `app`'s schedules on one thread: a game is a handful of entities, and one thread
/// runs them faster than many.
pub fn single_threaded(app: &mut App) {
    use bevy::ecs::schedule::{InternedScheduleLabel, ScheduleLabel, SingleThreadedExecutor};
    let labels: [InternedScheduleLabel; 6] = [
        First.intern(),
        PreUpdate.intern(),
        StateTransition.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ];
    for label in labels {
        app.edit_schedule(label, |s| {
            s.set_executor(SingleThreadedExecutor::new());
        });
    }
    // Every other schedule too (the fixed-step loop, each state's OnEnter and OnExit): one
    // left multi-threaded waits on the shared task pool, and a copy run from a system of the
    // windowed app (the lesson's fast-forward) would wait on itself for ever.
    for (_, s) in app
        .world_mut()
        .resource_mut::<bevy::ecs::schedule::Schedules>()
        .iter_mut()
    {
        s.set_executor(SingleThreadedExecutor::new());
    }
}
