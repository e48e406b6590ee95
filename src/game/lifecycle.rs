//! A game's life as states, and the requests that change it.
//!
//! - [`Phase`]: no game ([`Phase::Idle`]), then setup, the days and their ends, the close.
//! - [`Session`]: how the game in hand is being played — live, catching up on a saved game's
//!   commands, or reviewed turn by turn after the close.
//! - [`InGame`]: computed from the phase, present while a game is on the table.
//!
//! The UI (and the simulator, and the tests) never set these themselves: they ask with a
//! [`GameRequest`] — a new game, a saved one, an undo, a review, leave — and the game answers a
//! request it cannot grant with a [`RequestRefused`] that says why (a bad config is such a
//! refusal, not a broken-content screen).

use super::*;
use bevy::ecs::message::MessageCursor;
use std::collections::VecDeque;

/// The phases of a game (R-ROUND-*). Numbered as they always were, so game digests stay
/// comparable from version to version.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// No game is set up.
    #[default]
    Idle = 2,
    /// Setting up a game from [`GameConfig`] (R-SETUP-*).
    Setup = 3,
    /// Players take turns (R-ROUND-1…3).
    Daytime = 4,
    /// End of day: the calendar moves on (R-ROUND-5…7).
    EndOfDay = 5,
    /// The game is over (R-CLOSE-1).
    CaseClosed = 6,
}

/// Whether the game stands still (the pause menu is open): the bots' systems ([`BotSet`])
/// run only while it is [`Pause::Running`]; commands a person sends still apply.
///
/// [`BotSet`]: super::pipeline::BotSet
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pause {
    /// The game goes on.
    #[default]
    Running,
    /// The game stands still: bots wait.
    Paused,
}

/// How the game in hand is played.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Session {
    /// Seats play: people and bots.
    #[default]
    Live,
    /// A saved game's commands are being applied ([`CatchUp`]); bots wait.
    CatchingUp,
    /// A finished game is being stepped through ([`Review`]); nobody plays.
    Reviewing,
}

/// Present while a game is on the table, from setup to the close.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InGame;

impl ComputedStates for InGame {
    type SourceStates = Phase;
    fn compute(phase: Phase) -> Option<Self> {
        (phase != Phase::Idle).then_some(InGame)
    }
}

/// What a player (through the UI), the simulator or a test asks of the game's life.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum GameRequest {
    /// A new game.
    New(GameConfig),
    /// A saved game: set up from its config, then its commands applied in order.
    Load {
        /// Its config.
        config: GameConfig,
        /// Its commands.
        commands: Vec<Command>,
    },
    /// Take back the last quiet step of this seat ([`UndoBarrier`]): refused when the step
    /// is another seat's.
    Undo(SeatId),
    /// Step through the finished game from its start.
    Review,
    /// Show the reviewed game after its first `n` commands.
    ReviewTo(usize),
    /// Put the game away (back to the menu).
    Leave,
}

/// A request the game could not grant, and why.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct RequestRefused {
    /// The request.
    pub request: GameRequest,
    /// Why not, as a message.
    pub reason: Msg,
}

/// The saved commands of a game being caught up, still to be applied (see
/// [`pipeline::apply_commands`](super::pipeline::apply_commands)); bots wait while any are
/// left.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct CatchUp(pub VecDeque<Command>);

/// Stepping through a finished game: its config and commands, and how many of them are shown
/// now. While it is reviewed nobody plays: bots wait and the rules refuse new commands.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The game's config.
    pub config: GameConfig,
    /// The game's commands.
    pub commands: Vec<Command>,
    /// The [`Timeline`] of the commands.
    pub marks: Vec<(u8, u8, u8)>,
    /// How many commands are shown now.
    pub at: usize,
}

impl Review {
    /// Where the steps stop: the start of each turn, and the end.
    pub fn stops(&self) -> Vec<usize> {
        let mut out = vec![0];
        out.extend((1..self.marks.len()).filter(|&i| self.marks[i] != self.marks[i - 1]));
        out.push(self.commands.len());
        out.dedup();
        out
    }
}

/// Grants or refuses every request that arrived.
pub fn handle_requests(world: &mut World, mut cursor: Local<MessageCursor<GameRequest>>) {
    let requests: Vec<GameRequest> = cursor
        .read(world.resource::<Messages<GameRequest>>())
        .cloned()
        .collect();
    for request in requests {
        if let Err(reason) = grant(world, &request) {
            world.write_message(RequestRefused { request, reason });
        }
    }
}

fn grant(world: &mut World, request: &GameRequest) -> Result<(), Msg> {
    match request {
        GameRequest::New(config) => begin(world, config.clone(), Vec::new(), Session::Live),
        GameRequest::Load { config, commands } => {
            begin(world, config.clone(), commands.clone(), Session::CatchingUp)
        }
        GameRequest::Undo(seat) => {
            let history = world
                .get_resource::<History>()
                .ok_or_else(|| Msg::new("refuse-no-game-to-undo"))?;
            let barrier = world.resource::<UndoBarrier>();
            // Only the asking seat's own step: another's is not theirs to take back.
            let commands = barrier
                .undo(history)
                .filter(|&last| history.0[last].seat == *seat)
                .and_then(|_| barrier.undone(history))
                .ok_or_else(|| Msg::new("refuse-nothing-to-undo"))?;
            let config = world
                .get_resource::<GameConfig>()
                .ok_or_else(|| Msg::new("refuse-no-game-to-undo"))?
                .clone();
            begin(world, config, commands, Session::CatchingUp)
        }
        GameRequest::Review => {
            if !world.contains_resource::<Outcome>() {
                return Err(Msg::new("refuse-review-unfinished"));
            }
            let config = world.resource::<GameConfig>().clone();
            let review = Review {
                config: config.clone(),
                commands: world.resource::<History>().0.clone(),
                marks: world.resource::<Timeline>().0.clone(),
                at: 0,
            };
            world.insert_resource(review);
            begin(world, config, Vec::new(), Session::Reviewing)
        }
        GameRequest::ReviewTo(n) => {
            let mut review = world
                .get_resource::<Review>()
                .ok_or_else(|| Msg::new("refuse-no-review"))?
                .clone();
            review.at = (*n).min(review.commands.len());
            let commands = review.commands[..review.at].to_vec();
            let config = review.config.clone();
            world.insert_resource(review);
            begin(world, config, commands, Session::Reviewing)
        }
        GameRequest::Leave => {
            super::state::despawn_game(world);
            super::state::fresh_records(world);
            world.remove_resource::<CatchUp>();
            world.remove_resource::<Review>();
            world.remove_resource::<Table>();
            set_session(world, Session::Live);
            world.resource_mut::<NextState<Phase>>().set(Phase::Idle);
            Ok(())
        }
    }
}

/// Sets a game up from `config` (checked first), with `commands` to catch up on.
fn begin(
    world: &mut World,
    config: GameConfig,
    commands: Vec<Command>,
    session: Session,
) -> Result<(), Msg> {
    let content = world.resource::<Content>().clone();
    super::setup::validate_config(&content, &config)
        .map_err(|e| Msg::new("refuse-cannot-start").text("why", e))?;
    if session != Session::Reviewing {
        world.remove_resource::<Review>();
    }
    world.insert_resource(config);
    if commands.is_empty() {
        world.remove_resource::<CatchUp>();
    } else {
        world.insert_resource(CatchUp(commands.into()));
    }
    // A game with nothing to catch up on plays at once.
    let session = match session {
        Session::CatchingUp if !world.contains_resource::<CatchUp>() => Session::Live,
        s => s,
    };
    set_session(world, session);
    world.resource_mut::<NextState<Phase>>().set(Phase::Setup);
    Ok(())
}

fn set_session(world: &mut World, session: Session) {
    NextState::set_if_neq(&mut *world.resource_mut::<NextState<Session>>(), session);
}

/// A game caught up on its saved commands plays on live.
pub fn caught_up(
    catch_up: Option<Res<CatchUp>>,
    session: Res<State<Session>>,
    mut next: ResMut<NextState<Session>>,
) {
    if *session.get() == Session::CatchingUp && catch_up.is_none_or(|c| c.0.is_empty()) {
        NextState::set_if_neq(&mut *next, Session::Live);
    }
}
