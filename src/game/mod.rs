//! The logic plugin: the game's state as entities and resources, its phases as Bevy
//! [`States`], and the systems that run the rules. Nothing here draws anything; tests and the
//! headless simulator add only [`LogicPlugin`].
//!
//! Every player choice arrives as a [`Command`] message (from the UI, a bot, a test or a
//! replay). [`turns::apply_commands`] checks it with [`crate::rules::check`] and either applies
//! it or answers with a [`Refusal`] that says why.

pub mod bot;
pub mod digest;
pub mod setup;
pub mod turns;

use crate::content::{Content, LeadKind, LocId};
use crate::rules::Snapshot;
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use digest::digest;

/// The phases of the application and of a game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Content is being loaded (the presentation layer shows progress).
    #[default]
    Loading,
    /// The content is broken; the errors are in [`ContentErrors`].
    Broken,
    /// The main menu and the new-game screen.
    Menu,
    /// Setting up a game from [`GameConfig`] (R-SETUP-*).
    Setup,
    /// Players take turns (R-ROUND-1…3).
    Daytime,
    /// End of day: the calendar moves on (R-ROUND-5…7).
    EndOfDay,
    /// The game is over (R-CLOSE-1).
    CaseClosed,
}

/// The errors that stopped content from loading, for the error screen.
#[derive(Resource, Default, Clone, Debug)]
pub struct ContentErrors(pub Vec<String>);

/// Whether a seat is played by a person at this screen or by the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot,
}

/// One seat of a new game: a detective (by id, or random) and who plays it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub detective: Option<String>,
    pub kind: SeatKind,
}

/// What a new game is made of. Anything left `None` is drawn with the game's RNG at setup.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameConfig {
    pub scenario: Option<String>,
    pub seats: Vec<SeatConfig>,
    pub seed: u64,
    /// The first player's seat (R-SETUP-12); random if `None`.
    pub first_player: Option<u8>,
}

impl GameConfig {
    /// `players` seats, the first `humans` of them human, detectives at random.
    pub fn new(players: usize, humans: usize, seed: u64) -> Self {
        GameConfig {
            scenario: None,
            seats: (0..players)
                .map(|i| SeatConfig {
                    detective: None,
                    kind: if i < humans {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot
                    },
                })
                .collect(),
            seed,
            first_player: None,
        }
    }
}

/// A player's choice: the seat it comes from and what it does.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Command {
    pub seat: u8,
    pub action: Action,
}

/// Everything a seat can do. Later rules add their actions and answers here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Move with the vehicle ruler or one Beanstalk step (R-MOVE-1…4).
    Move { to: LocId },
    /// Move anywhere by spending a dropship pass (R-MOVE-5).
    Dropship { to: LocId },
    /// Put your hero marker on the scene of the crime (R-ROUND-4).
    JumpOnTheCase,
    /// Stop spending Time; the next seat plays (R-ROUND-2).
    EndTurn,
}

/// The rules turned a command down.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Refusal {
    pub seat: u8,
    pub action: Action,
    pub reason: String,
}

/// A detective entered a location (the hook for free draws, R-MOVE-6, and for reactions,
/// R-MOVE-7, which the twilight-card rules fill).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Entered {
    pub seat: u8,
    pub loc: LocId,
}

/// The outcome of the last command, for the UI's status line and for tests.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct LastOutcome(pub Option<Result<String, String>>);

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
    pub seat: u8,
    /// Index into [`Content::detectives`].
    pub detective: u8,
}

/// Position of the twilight marker: 0 is the centre, negative light, positive dark (D-2).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Twilight(pub i8);

/// Dropship passes a detective holds (R-MOVE-5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DropshipPasses(pub u8);

/// Whose lead a lead marker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LeadOwner {
    /// A testimony lead, with the suspect's index into [`Content::suspects`].
    Suspect(u8),
    /// A physical or document lead from a detective's sheet (index into `Content::detectives`).
    Detective(u8),
}

/// A lead marker (R-COMP-3).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lead {
    pub kind: LeadKind,
    pub owner: LeadOwner,
}

/// A suspect in play, `order` counting from the top of the murder sheet (R-SETUP-2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Suspect {
    pub index: u8,
    pub order: u8,
}

/// The scene-of-the-crime marker.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SceneOfCrime;

/// Lily Lockwell, reporter (R-MOVE-8).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lily;

/// Jimmy the Snitch (R-MOVE-9).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jimmy;

/// A detective's hero marker on the scene of the crime (R-ROUND-4).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeroMarker {
    pub seat: u8,
}

/// A warrant marker (R-TOKEN-3): it spares only its owner the extra Time.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warrant {
    pub seat: u8,
}

/// One seat of the game in play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    pub detective: usize,
    pub kind: SeatKind,
}

/// Who plays, and which murder (fixed for the whole game).
#[derive(Resource, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    pub scenario: usize,
    pub seats: Vec<Seat>,
    pub seed: u64,
}

/// The calendar, the turn order and the time track (R-ROUND-1…2).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Clock {
    pub week: u8,
    pub day: u8,
    pub first_player: u8,
    /// Turns finished today.
    pub turn: u8,
    /// Time left on the time track for the active seat.
    pub time: u8,
}

impl Clock {
    pub fn active(&self, seats: usize) -> u8 {
        ((self.first_player as usize + self.turn as usize) % seats) as u8
    }
}

/// One evidence token's face (R-COMP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Evidence {
    Value(i8),
    SurpriseWitness,
    Perjury,
}

/// The face-down evidence pile, top last (R-SETUP-5).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EvidencePile(pub Vec<Evidence>);

/// The token banks' finite supplies (R-COMP-7).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Supply {
    pub dropship_passes: u8,
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
    pub seat: Option<u8>,
    /// `Some(seat)` for a secret only that seat may read (D-8); `None` for everyone.
    pub private_to: Option<u8>,
    pub text: String,
}

/// What happened, in words.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameLog(pub Vec<LogEntry>);

/// Every command the rules accepted, in order: with the config, a whole game.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct History(pub Vec<Command>);

/// How the game ended, once it has.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Outcome {
    pub summary: String,
}

/// The rules, the phases and the bots — no rendering.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Phase>()
            .add_message::<Command>()
            .add_message::<Refusal>()
            .add_message::<Entered>()
            .init_resource::<ContentErrors>()
            .init_resource::<LastOutcome>()
            .init_resource::<bot::BotPace>()
            .add_systems(OnEnter(Phase::Setup), setup::setup_game)
            .add_systems(OnEnter(Phase::Daytime), turns::start_day)
            .add_systems(
                Update,
                (
                    bot::bot_turn.run_if(in_state(Phase::Daytime)),
                    turns::apply_commands,
                )
                    .chain()
                    .run_if(resource_exists::<Table>),
            )
            .add_systems(OnEnter(Phase::EndOfDay), turns::end_of_day)
            .add_systems(OnEnter(Phase::CaseClosed), turns::close_case);
    }
}

/// Read access to the whole game, turning entities into a [`Snapshot`] for the rules.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GameQuery<'w, 's> {
    pub content: Res<'w, Content>,
    pub table: Res<'w, Table>,
    pub clock: Res<'w, Clock>,
    pub phase: Res<'w, State<Phase>>,
    pub detectives: Query<
        'w,
        's,
        (
            &'static DetectiveFigure,
            &'static At,
            &'static Twilight,
            &'static DropshipPasses,
        ),
    >,
    pub warrants: Query<'w, 's, (&'static Warrant, &'static At)>,
    pub leads: Query<'w, 's, (&'static GameId, &'static Lead, &'static At)>,
    pub scene: Query<'w, 's, &'static At, With<SceneOfCrime>>,
    pub hero: Query<'w, 's, &'static HeroMarker>,
    pub lily: Query<'w, 's, &'static At, With<Lily>>,
    pub jimmy: Query<'w, 's, &'static At, With<Jimmy>>,
}

impl GameQuery<'_, '_> {
    pub fn snapshot(&self) -> Snapshot {
        snapshot_of(
            &self.table,
            &self.clock,
            *self.phase.get() == Phase::Daytime,
            self.detectives.iter().map(|(d, a, t, p)| (*d, *a, *t, *p)),
            self.warrants.iter().map(|(w, a)| (*w, *a)),
            self.leads.iter().map(|(g, l, a)| (*g, *l, *a)),
            self.scene.single().map(|a| a.0).unwrap_or(LocId(0)),
            self.hero.single().ok().map(|h| h.seat),
            self.lily.single().map(|a| a.0).unwrap_or(LocId(0)),
            self.jimmy.single().map(|a| a.0).unwrap_or(LocId(0)),
        )
    }
}

#[allow(clippy::too_many_arguments)]
fn snapshot_of(
    table: &Table,
    clock: &Clock,
    daytime: bool,
    detectives: impl Iterator<Item = (DetectiveFigure, At, Twilight, DropshipPasses)>,
    warrants: impl Iterator<Item = (Warrant, At)>,
    leads: impl Iterator<Item = (GameId, Lead, At)>,
    scene: LocId,
    hero_on_scene: Option<u8>,
    lily: LocId,
    jimmy: LocId,
) -> Snapshot {
    let mut seats: Vec<crate::rules::SeatState> = table
        .seats
        .iter()
        .map(|s| crate::rules::SeatState {
            detective: s.detective,
            kind: s.kind,
            at: LocId(0),
            warrants: Vec::new(),
            dropship_passes: 0,
            twilight: 0,
        })
        .collect();
    for (d, at, tw, passes) in detectives {
        let s = &mut seats[d.seat as usize];
        s.at = at.0;
        s.twilight = tw.0;
        s.dropship_passes = passes.0;
    }
    for (w, at) in warrants {
        seats[w.seat as usize].warrants.push(at.0);
    }
    for s in &mut seats {
        s.warrants.sort();
    }
    let mut leads: Vec<(GameId, Lead, At)> = leads.collect();
    leads.sort_by_key(|(g, _, _)| *g);
    Snapshot {
        week: clock.week,
        day: clock.day,
        first_player: clock.first_player,
        turn: clock.turn,
        time: clock.time,
        seats,
        scene,
        hero_on_scene,
        leads: leads
            .into_iter()
            .map(|(_, l, a)| (l.kind, l.owner, a.0))
            .collect(),
        lily,
        jimmy,
        daytime: daytime && (clock.turn as usize) < table.seats.len(),
    }
}

/// Adds a line to the log that everyone may read.
pub fn log_public(log: &mut GameLog, clock: &Clock, seat: Option<u8>, text: impl Into<String>) {
    log.0.push(LogEntry {
        week: clock.week,
        day: clock.day,
        seat,
        private_to: None,
        text: text.into(),
    });
}
