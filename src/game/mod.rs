//! The logic plugin: the game's state as entities and resources, its phases as Bevy
//! [`States`], and the systems that run the rules. Nothing here draws anything; tests and the
//! headless simulator add only [`LogicPlugin`].
//!
//! Every player choice arrives as a [`Command`] message (from the UI, a bot, a test or a
//! save being caught up). The [pipeline](pipeline) checks it with [`crate::rules::check`],
//! applies it through its one handler and answers with one
//! [`CommandResult`](pipeline::CommandResult): what happened, or why not.

pub mod bot;
pub mod conspiracy;
pub mod decisions;
pub mod digest;
pub mod events;
pub mod investigation;
pub mod lifecycle;
pub mod lookahead;
pub mod pipeline;
pub mod plots;
pub mod setup;
pub mod state;
pub mod turns;
pub mod twilight;
pub mod view;

use crate::content::{
    CardId, Content, DetectiveId, EventId, FavorType, LeadKind, LocId, SuspectId,
};
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

pub use crate::model::*;
// Named, so it wins over the `Command` trait of Bevy's prelude.
pub use crate::model::Command;
pub use digest::digest;
pub use lifecycle::{CatchUp, GameRequest, InGame, Phase, RequestRefused, Review, Session};
pub use pipeline::{CommandResult, Flow};
pub use view::{
    DetectiveData, GameQuery, GameView, SeatView, Views, seat_snapshot, seat_view, world_snapshot,
};

/// The decision the game waits for, if any, and the evidence token drawn for it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pending {
    pub decision: Option<Decision>,
    /// The token drawn and not yet placed: only the drawing seat sees it (R-EVID-1).
    pub drawn: Option<Evidence>,
    /// Decisions that come after the current one, first first (a piece's benefit, placing it,
    /// its bonuses).
    pub queue: Vec<Decision>,
    /// The puzzle piece drawn and not yet placed (index into the content's pieces); public.
    pub piece: Option<u16>,
    /// The active player's last action waits, once it has fully resolved, for its response
    /// window (R-MOVE-7, R-TWI-9): one window per action, never after answers alone.
    pub trigger: bool,
}

/// A seat's hand of twilight cards; only the seat sees it.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand(pub Vec<CardId>);

/// One twilight deck: face-down cards (top last) and the face-up cards at its bottom that are
/// shuffled in when the face-down ones run out (R-TWI-3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DeckPile {
    pub down: Vec<CardId>,
    pub under: Vec<CardId>,
}

impl DeckPile {
    pub fn len(&self) -> usize {
        self.down.len() + self.under.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Every seat's light and dark deck, by seat (R-SETUP-10).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Decks {
    pub light: Vec<DeckPile>,
    pub dark: Vec<DeckPile>,
}

/// An ending card in play: the plot, the crossroads side that led to it, and its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EndingInPlay {
    pub plot: u16,
    pub path_good: bool,
    pub good: bool,
}

impl EndingInPlay {
    pub fn def<'a>(&self, content: &'a Content) -> &'a crate::content::PlotEnding {
        let e = &content.plots[self.plot as usize].def.endings;
        let card = if self.path_good { &e.good } else { &e.bad };
        if self.good { &card.good } else { &card.bad }
    }
}

/// A detective's plots (R-PLOT-*): the plot lived now and its card in play, the endings in
/// play, and the plots already lived (never drawn again).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlotState {
    pub current: Option<(u16, Stage)>,
    pub endings: Vec<EndingInPlay>,
    pub lived: Vec<u16>,
}

impl PlotState {
    /// The start or crossroads card in play, if any.
    pub fn stage<'a>(&self, content: &'a Content) -> Option<&'a crate::content::PlotStage> {
        let (plot, stage) = self.current?;
        let def = &content.plots[plot as usize].def;
        Some(match stage {
            Stage::Start => &def.start,
            Stage::Crossroads { good: true } => &def.crossroads.good,
            Stage::Crossroads { good: false } => &def.crossroads.bad,
        })
    }
    /// The rules the plot cards in play put on the detective (R-PLOT-4).
    pub fn rules(&self, content: &Content) -> Vec<crate::content::Rule> {
        let mut out: Vec<_> = self
            .stage(content)
            .map(|s| s.rules.clone())
            .unwrap_or_default();
        for e in &self.endings {
            out.extend(e.def(content).rules.iter().copied());
        }
        out
    }
    pub fn colour(&self, content: &Content) -> Option<crate::content::PlotColour> {
        self.current
            .map(|(p, _)| content.plots[p as usize].def.colour)
    }
}

/// A Memory card of Raymond's dealt to this detective's player at setup (R-SETUP-13): an
/// index into [`Content::specials`]. Not part of the hand (R-TWI-1); only its holder sees it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Memory(pub Option<u16>);

/// Rules from cards on a detective until the end of its turn or of the day (R-TWI-12).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TempRules(pub Vec<(crate::content::Rule, crate::content::Span)>);

/// A stable identity for every game entity, in spawn order, so the digest and every system
/// visit entities in the same order each run.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u32);

/// A location on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place(pub LocId);

/// Where a token or figure stands.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct At(pub LocId);

/// A detective's figure, played by `seat`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DetectiveFigure {
    pub seat: SeatId,
    pub detective: DetectiveId,
}

/// Position of the twilight marker: 0 is the centre, negative light, positive dark (D-2).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Twilight(pub i8);

/// Dropship passes a detective holds (R-MOVE-5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DropshipPasses(pub u8);

/// A lead marker (R-COMP-3).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lead {
    pub kind: LeadKind,
    pub owner: LeadOwner,
}

/// A seat's two hunch cards, dealt face down (R-SETUP-8). Only `seat` may see them.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hunch {
    pub seat: SeatId,
    pub guilty: SuspectId,
    pub innocent: SuspectId,
}

/// The scene-of-the-crime marker.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SceneOfCrime;

/// A detective's hero marker on the scene of the crime (R-ROUND-4).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeroMarker {
    pub seat: SeatId,
}

/// A warrant marker (R-TOKEN-3): it spares only its owner the extra Time.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warrant {
    pub seat: SeatId,
}

/// One seat of the game in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub detective: DetectiveId,
    pub kind: SeatKind,
    pub level: BotLevel,
}

/// Hashes the detective as the `usize` it once was: keeps digests comparable.
impl std::hash::Hash for Seat {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.detective.index().hash(h);
        self.kind.hash(h);
        self.level.hash(h);
    }
}

/// Who plays, and which murder (fixed for the whole game).
#[derive(Resource, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    pub scenario: usize,
    pub seats: Vec<Seat>,
    pub seed: u64,
}

/// The face-down evidence pile, top last (R-SETUP-5).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EvidencePile(pub Vec<Evidence>);

/// Which seats used which location's ability this round (R-LOC-1: once per round each).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilitiesUsed(pub Vec<(SeatId, LocId)>);

/// The next [`GameId`] to give a spawned entity.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NextGameId(pub u32);

impl NextGameId {
    pub fn take(&mut self) -> GameId {
        self.0 += 1;
        GameId(self.0)
    }
}

/// The game's one random number generator, advanced only by rule systems.
#[derive(Resource, Debug)]
pub struct GameRng(pub ChaCha8Rng);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }
}

/// One line of the game's log.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogEntry {
    pub week: u8,
    pub day: u8,
    /// The seat the line is about, if any.
    pub seat: Option<SeatId>,
    /// `Some(seat)` for a secret only that seat may read (D-8); `None` for everyone.
    pub private_to: Option<SeatId>,
    pub text: String,
}

/// What happened, in words.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameLog(pub Vec<LogEntry>);

/// When each command of [`History`] was given: (week, day, turn of the day).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Timeline(pub Vec<(u8, u8, u8)>);

/// How far back the active human may undo: the length of [`History`] after the last command
/// that showed anybody something new (a draw or any random step, a look, another seat's
/// answer — a dark card not played aside —, a card played, the end of a turn). Undo never goes
/// past it, so nothing hidden can be seen twice.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoBarrier(pub usize);

impl UndoBarrier {
    /// The commands to keep to undo the last step (with the passes of the response window
    /// after it), if it may be undone.
    pub fn undo(&self, history: &History) -> Option<usize> {
        let last = history
            .0
            .iter()
            .rposition(|c| c.action != Action::PassResponse)?;
        (last >= self.0).then_some(last)
    }
}

/// Every command the rules accepted, in order: with the config, a whole game.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct History(pub Vec<Command>);

/// How the game ended, once it has: every suspect with all tokens face up, the scoring and
/// one summary line (R-CLOSE-*).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Outcome {
    pub summary: String,
    /// Suspects in murder-sheet order, every token face up (R-CLOSE-2).
    pub suspects: Vec<crate::rules::scoring::SuspectAtClose>,
    /// Each seat's hunches, as indexes into `suspects`.
    pub hunches: Vec<crate::rules::scoring::Hunches>,
    pub result: crate::rules::scoring::CaseResult,
}

/// The rules, the phases and the bots — no rendering.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Phase>()
            .init_state::<Session>()
            .add_computed_state::<InGame>()
            .add_message::<GameRequest>()
            .add_message::<RequestRefused>()
            .add_message::<Command>()
            .add_message::<pipeline::CommandResult>()
            .init_resource::<pipeline::GameVersion>()
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
            .add_systems(
                OnEnter(Phase::Setup),
                (setup::setup_game, pipeline::changed).chain(),
            )
            .add_systems(
                OnEnter(Phase::Daytime),
                (turns::start_day, pipeline::changed).chain(),
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
                    pipeline::changed,
                )
                    .chain(),
            )
            .add_systems(
                OnEnter(Phase::CaseClosed),
                (investigation::close_case, pipeline::changed).chain(),
            );
    }
}

/// Adds a line to the log that everyone may read.
pub fn log_public(log: &mut GameLog, clock: &Clock, seat: Option<SeatId>, text: impl Into<String>) {
    log.0.push(LogEntry {
        week: clock.week,
        day: clock.day,
        seat,
        private_to: None,
        text: text.into(),
    });
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
}
