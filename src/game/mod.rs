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

use crate::content::{
    CardId, Content, DetectiveId, EventId, FavorType, LeadKind, LocId, SuspectId,
};
use crate::rules::Snapshot;
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

pub use crate::model::*;
// Named, so it wins over the `Command` trait of Bevy's prelude.
pub use crate::model::Command;
pub use digest::digest;
pub use lifecycle::{CatchUp, GameRequest, InGame, Phase, RequestRefused, Review, Session};
pub use pipeline::{CommandResult, Flow};

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
                (bot::bot_turn, bot::hard_bot_turn)
                    .chain()
                    .in_set(Flow::Input)
                    .run_if(in_state(Phase::Daytime))
                    .run_if(in_state(Session::Live))
                    .run_if(resource_exists::<Table>),
            )
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

/// What [`GameQuery`] reads of each detective figure.
pub type DetectiveData = (
    &'static DetectiveFigure,
    &'static At,
    &'static Twilight,
    &'static DropshipPasses,
    &'static Holdings,
    &'static PlotState,
    &'static TempRules,
    &'static Specials,
);

/// Read access to the whole game, turning entities into a [`Snapshot`] for the rules.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GameQuery<'w, 's> {
    pub content: Res<'w, Content>,
    pub table: Res<'w, Table>,
    pub clock: Res<'w, Clock>,
    pub phase: Res<'w, State<Phase>>,
    pub pending: Res<'w, Pending>,
    pub pile: Res<'w, EvidencePile>,
    pub puzzle: Res<'w, Puzzle>,
    pub supply: Res<'w, Supply>,
    pub decks: Res<'w, Decks>,
    pub used: Res<'w, AbilitiesUsed>,
    pub turn_log: Res<'w, TurnLog>,
    pub hands: Query<'w, 's, (&'static DetectiveFigure, &'static Hand, &'static Memory)>,
    pub detectives: Query<'w, 's, DetectiveData>,
    pub npcs: Query<'w, 's, (&'static GameId, &'static Npc)>,
    pub events: Res<'w, EventTrack>,
    pub warrants: Query<'w, 's, (&'static Warrant, &'static At)>,
    pub leads: Query<'w, 's, (&'static GameId, &'static Lead, &'static At)>,
    pub suspects: Query<'w, 's, &'static Suspect>,
    pub evidence: Query<'w, 's, (&'static GameId, &'static EvidenceToken)>,
    pub hunches: Query<'w, 's, &'static Hunch>,
    pub scene: Query<'w, 's, &'static At, With<SceneOfCrime>>,
    pub hero: Query<'w, 's, &'static HeroMarker>,
    pub informants: Query<'w, 's, (&'static Informant, &'static At)>,
}

impl GameQuery<'_, '_> {
    /// The public state: what every seat may know.
    pub fn snapshot(&self) -> Snapshot {
        self.snapshot_for(None)
    }

    /// The state as `viewer` may know it: the public state, plus the values of the tokens that
    /// seat placed or peeked at, its hunches and the token it has drawn (D-8).
    pub fn snapshot_for(&self, viewer: Option<SeatId>) -> Snapshot {
        use crate::rules::SeatState;
        let table = &self.table;
        let clock = &self.clock;
        let mut seats: Vec<SeatState> = table
            .seats
            .iter()
            .map(|s| SeatState {
                detective: s.detective,
                kind: s.kind,
                at: LocId(0),
                warrants: Vec::new(),
                dropship_passes: 0,
                twilight: 0,
                holdings: Holdings::default(),
                hand: 0,
                light_deck: 0,
                dark_deck: 0,
                rules: Vec::new(),
                plot_colour: None,
                plot: None,
                specials: Specials::default(),
                memory: false,
            })
            .collect();
        let mut hand = Vec::new();
        let mut memory = None;
        for (d, h, m) in &self.hands {
            seats[d.seat].hand = h.0.len();
            seats[d.seat].memory = m.0.is_some();
            if viewer == Some(d.seat) {
                hand = h.0.clone();
                memory = m.0;
            }
        }
        for (i, s) in seats.iter_mut().enumerate() {
            s.light_deck = self.decks.light.get(i).map(DeckPile::len).unwrap_or(0);
            s.dark_deck = self.decks.dark.get(i).map(DeckPile::len).unwrap_or(0);
        }
        let event_rules: Vec<crate::content::Rule> = self
            .events
            .active()
            .into_iter()
            .flat_map(|e| self.content.events[e].def.rules.iter().copied())
            .collect();
        for (d, at, tw, passes, holdings, plot, temp, specials) in &self.detectives {
            let s = &mut seats[d.seat];
            s.at = at.0;
            s.twilight = tw.0;
            s.dropship_passes = passes.0;
            s.holdings = *holdings;
            s.rules = plot.rules(&self.content);
            s.rules.extend(temp.0.iter().map(|(r, _)| *r));
            s.rules.extend(event_rules.iter().copied());
            s.specials = *specials;
            s.plot_colour = plot.colour(&self.content);
            s.plot = plot.current;
        }
        for (w, at) in &self.warrants {
            seats[w.seat].warrants.push(at.0);
        }
        for s in &mut seats {
            s.warrants.sort();
        }
        let mut leads: Vec<(GameId, Lead, At)> =
            self.leads.iter().map(|(g, l, a)| (*g, *l, *a)).collect();
        leads.sort_by_key(|(g, _, _)| *g);
        let mut suspects: Vec<Suspect> = self.suspects.iter().copied().collect();
        suspects.sort_by_key(|s| s.order);
        let mut evidence: Vec<TokenView> = self
            .evidence
            .iter()
            .map(|(g, t)| t.view(g.0, viewer))
            .collect();
        evidence.sort_by_key(|t| t.id);
        let mut npcs: Vec<(GameId, Npc)> = self.npcs.iter().map(|(g, n)| (*g, *n)).collect();
        npcs.sort_by_key(|(g, _)| *g);
        let pending = self.pending.decision;
        let drawn = match (pending, viewer) {
            (
                Some(
                    d @ Decision {
                        ask: Ask::PlaceEvidence { .. },
                        ..
                    },
                ),
                Some(v),
            ) if d.decider() == v => self.pending.drawn,
            _ => None,
        };
        let hunches = viewer.and_then(|v| {
            self.hunches
                .iter()
                .find(|h| h.seat == v)
                .map(|h| (h.guilty, h.innocent))
        });
        Snapshot {
            clock: **clock,
            seats,
            scene: self.scene.single().map(|a| a.0).unwrap_or(LocId(0)),
            hero_on_scene: self.hero.single().ok().map(|h| h.seat),
            leads: leads
                .into_iter()
                .map(|(_, l, a)| (l.kind, l.owner, a.0))
                .collect(),
            informants: {
                let mut at = [LocId(0); 2];
                for (who, loc) in &self.informants {
                    at[who.index()] = loc.0;
                }
                at
            },
            daytime: *self.phase.get() == Phase::Daytime
                && (clock.turn as usize) < table.seats.len(),
            pending,
            suspects,
            evidence,
            pile: self.pile.0.len(),
            puzzle: self.puzzle.public(),
            piece: self.pending.piece,
            supply: *self.supply,
            abilities_used: self.used.0.clone(),
            events: self.events.public(),
            npcs: npcs.into_iter().map(|(_, n)| n).collect(),
            turn_log: *self.turn_log,
            hand,
            memory,
            viewer,
            hunches,
            drawn,
        }
    }
}

/// One seat's own view of the game: what that seat may know and nothing more (its hand, its
/// hunches, the values of the tokens it placed or saw — never another seat's). Only the game
/// makes one ([`GameQuery::seat_view`], [`seat_view`]), and bots decide from nothing else, so
/// a bot cannot be handed the whole game by mistake (D-4, D-8).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    snap: Snapshot,
    seat: SeatId,
}

impl SeatView {
    /// The seat this view belongs to.
    pub fn seat(&self) -> SeatId {
        self.seat
    }
}

impl std::ops::Deref for SeatView {
    type Target = Snapshot;
    fn deref(&self) -> &Snapshot {
        &self.snap
    }
}

impl GameQuery<'_, '_> {
    /// What `seat` may know of the game.
    pub fn seat_view(&self, seat: SeatId) -> SeatView {
        SeatView {
            snap: self.snapshot_for(Some(seat)),
            seat,
        }
    }
}

/// `seat`'s own view of the game in `world`.
pub fn seat_view(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: SeatId,
) -> Option<SeatView> {
    q.get(world).ok().map(|g| g.seat_view(seat))
}

/// The public snapshot of the game in `world`, if a game is set up there.
pub fn world_snapshot(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
) -> Option<Snapshot> {
    q.get(world).ok().map(|g| g.snapshot())
}

/// The game in `world` as `seat` may know it.
pub fn seat_snapshot(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: SeatId,
) -> Option<Snapshot> {
    q.get(world).ok().map(|g| g.snapshot_for(Some(seat)))
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
