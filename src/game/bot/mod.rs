//! Bots for bot seats: they chase leads and the scene of the crime, follow leads up, place
//! evidence toward their own hunches and send leads away from rivals. Each decides only from
//! its own seat's view ([`GameQuery::snapshot_for`]).
//!
//! Here are the systems that send bots' commands and the choice of a bot of each level;
//! [`turn`] plans a bot's own turn, [`answers`] answers the decisions it is asked, [`values`]
//! says what things are worth to it, and [`hard`] is the hard bot's look ahead.

pub mod answers;
pub mod hard;
pub mod hint;
mod idle;
pub mod turn;
pub mod values;

use super::*;
use crate::rules::{self, Snapshot};
use rand::RngExt;

pub use hard::{
    HARD_OPTIONS, HARD_RANKED, HARD_ROUTES, HARD_SAMPLES, HardStats, Thinking, choose_hard,
    hard_choice, hard_options,
};
pub use hint::{Hint, hint};
pub use turn::choose;
pub use values::evidence_utility;

/// Bot turns ended with all their Time unspent while a move or a lead was open to them
/// (`(week, level, turns)`), counted as the turns end. Measured only: the game never reads it.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct IdleTurns(pub Vec<(u8, BotLevel, u32)>);

impl IdleTurns {
    /// Counts `turns` idle turns of bots of `level` in `week`.
    pub fn add(&mut self, week: u8, level: BotLevel, turns: u32) {
        match self.0.iter_mut().find(|t| t.0 == week && t.1 == level) {
            Some(t) => t.2 += turns,
            None => self.0.push((week, level, turns)),
        }
    }
    /// Idle turns of bots of `level` in `week`.
    pub fn of(&self, week: u8, level: BotLevel) -> u32 {
        self.0
            .iter()
            .filter(|t| t.0 == week && t.1 == level)
            .map(|t| t.2)
            .sum()
    }
    /// Adds another count to this one.
    pub fn merge(&mut self, other: &IdleTurns) {
        for &(week, level, turns) in &other.0 {
            self.add(week, level, turns);
        }
    }
    /// Idle turns in all.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|t| t.2).sum()
    }
}

/// How long a bot waits between its actions, in seconds (0 in headless games; the windowed
/// game slows bots down so a person can follow them).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BotPace(pub f32);

/// How long a bot waits after `action`, the command played last, at a bot pause of `pace`:
/// the pause times [`pause_share`]. Paused (an endless pause) stays paused whatever came last.
pub fn bot_wait(pace: f32, action: Option<&Action>) -> f32 {
    if pace.is_finite() {
        pace * action.map_or(1.0, pause_share)
    } else {
        pace
    }
}

/// The share of the bot pause that follows `action`. A seat letting a response window pass
/// shows nothing on the table (four in ten of a game's commands), so the next bot goes on at
/// once; an answer whose outcome the next command shows (the token drawn before it is placed,
/// a bonus let go) waits a little, a card drawn (a line in the log and a hand's count) a little
/// more; everything else, a piece or token seen to move, the whole pause.
pub fn pause_share(action: &Action) -> f32 {
    match action {
        Action::PassResponse | Action::HoldResponses { .. } => 0.0,
        Action::TakeEvidence
        | Action::UncoverConspiracy { .. }
        | Action::SkipBonus
        | Action::SkipDraw
        | Action::SkipDrawsToday
        | Action::DeclinePeek => 0.4,
        Action::DrawCard { .. } => 0.6,
        _ => 1.0,
    }
}

/// The bots' own random numbers for one decision: drawn from the game's seed and the number of
/// commands played so far, never from the rules' RNG — so a bot decides the same way in a game
/// played straight through and in one loaded from a save at that point.
pub fn bot_rng(seed: u64, history: usize) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(
        (seed ^ 0xB07_5EED).wrapping_add((history as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
    )
}

/// Sends one command for the seat the game waits for, when it is a bot.
pub fn bot_turn(
    view: GameView,
    history: Res<History>,
    pace: Res<BotPace>,
    time: Res<bevy::time::Time<bevy::time::Real>>,
    mut last: Local<f32>,
    mut out: MessageWriter<Command>,
) {
    let q = &view.q;
    let public = view.public();
    if !public.daytime {
        return;
    }
    let seat = public.decider();
    let level = q.table.seats[seat].level;
    if public.seats[seat].kind != SeatKind::Bot || level == BotLevel::Hard {
        return;
    }
    let now = time.elapsed_secs();
    let wait = bot_wait(pace.0, history.0.last().map(|c| &c.action));
    if wait > 0.0 && now - *last < wait {
        return;
    }
    *last = now;
    let mut rng = bot_rng(q.table.seed, history.0.len());
    // A bot decides only from what its own seat may know (D-8).
    let own = view.seat_view(seat);
    let action = choose_at(level, &q.content, &own, &mut rng);
    bevy::log::debug!("bot {seat:?}: {action:?}");
    out.write(Command { seat, action });
}

/// Sends one command for the seat the game waits for, when it is a hard bot: its look ahead
/// copies the game (see [`Lookahead`](super::lookahead::Lookahead)), so it runs with the
/// whole world in hand.
///
/// With [`ThinkAside`] (the windowed game) the bot thinks on the async compute pool
/// ([`Thinking`]) and its command arrives a few frames later, so the table never waits on it;
/// headless games and tests decide within the frame. Both decide the same.
pub fn hard_bot_turn(
    world: &mut World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    mut last: Local<f32>,
    mut thinking: Local<Option<Thinking>>,
) {
    if let Some(t) = thinking.as_mut() {
        match t.poll(world) {
            hard::Polled::Thinking => return,
            hard::Polled::Ready(command) => {
                *thinking = None;
                *last = world
                    .resource::<bevy::time::Time<bevy::time::Real>>()
                    .elapsed_secs();
                world.write_message(command);
                return;
            }
            // The game moved on (undo, load, another game): think anew below.
            hard::Polled::Stale => *thinking = None,
        }
    }
    let no_hard_bot = world.get_resource::<Table>().is_none_or(|t| {
        !t.seats
            .iter()
            .any(|s| s.kind == SeatKind::Bot && s.level == BotLevel::Hard)
    });
    if no_hard_bot {
        return;
    }
    let Some(public) = world_snapshot(world, q) else {
        return;
    };
    if !public.daytime {
        return;
    }
    let seat = public.decider();
    let table = world.resource::<Table>();
    let s = &table.seats[seat];
    if s.kind != SeatKind::Bot || s.level != BotLevel::Hard {
        return;
    }
    let now = world
        .resource::<bevy::time::Time<bevy::time::Real>>()
        .elapsed_secs();
    let last_action = world.resource::<History>().0.last().map(|c| c.action);
    let wait = bot_wait(world.resource::<BotPace>().0, last_action.as_ref());
    if wait > 0.0 && now - *last < wait {
        return;
    }
    if world.contains_resource::<ThinkAside>() {
        *thinking = Thinking::start(world, q, seat);
        return;
    }
    *last = now;
    let action = hard_choice(world, q, seat);
    bevy::log::debug!("hard bot {seat:?}: {action:?}");
    world.write_message(Command { seat, action });
}

/// Present in the windowed game: hard bots think off the frame ([`hard_bot_turn`]).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ThinkAside;

/// The choice of a bot of `level` for `seat` in `snap` (its own seat's view). An easy bot takes
/// a random legal step now and then and never plays cards or abilities on its own turn.
pub fn choose_at(
    level: BotLevel,
    content: &Content,
    view: &SeatView,
    rng: &mut ChaCha8Rng,
) -> Action {
    let (snap, seat): (&Snapshot, SeatId) = (view, view.seat());
    if level == BotLevel::Easy {
        let legal = rules::legal_actions(content, snap, seat);
        let plain: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| {
                !matches!(
                    a,
                    Action::EndTurn
                        | Action::PlayLight { .. }
                        | Action::UseAbility { .. }
                        | Action::EventAction { .. }
                        | Action::RecallMemory { .. }
                        | Action::DiscardCard { .. }
                )
            })
            .collect();
        if snap.pending.is_none() && rng.random_range(0.0..1.0) < 0.5 {
            return if plain.is_empty() {
                Action::EndTurn
            } else {
                plain[rng.random_range(0..plain.len())]
            };
        }
        // Any answer but a player's own wish (letting free cards go for the whole day).
        let answers: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| *a != Action::SkipDrawsToday)
            .collect();
        if snap.pending.is_some() && rng.random_range(0.0..1.0) < 0.5 && !answers.is_empty() {
            return spare(snap, answers[rng.random_range(0..answers.len())]);
        }
    }
    spare(snap, choose(content, view, rng))
}

/// `action`, unless it is a bot's dark card on a human's turn on the game's first day of a
/// game that spares it (the config's `spare_day_one`, D-4): then the bot passes. A newcomer learns
/// the turn before the table's cards reach them (round 36: a bot's dark card cancelled the
/// first light card a newcomer played, and the lesson's first move drew one).
pub fn spare(snap: &Snapshot, action: Action) -> Action {
    let first_day = snap.clock.week == 1 && snap.clock.day == 1;
    let kind = |seat: Option<SeatId>| seat.and_then(|s| snap.seats.get(s.index())).map(|s| s.kind);
    // A bot's choice only: the hint for a human's own seat (the hard bot's search) still may
    // name a dark card.
    let human = kind(Some(snap.active())) == Some(SeatKind::Human);
    let bot = kind(snap.viewer) == Some(SeatKind::Bot);
    if snap.spare_day_one && first_day && human && bot && matches!(action, Action::PlayDark { .. })
    {
        Action::PassResponse
    } else {
        action
    }
}

/// *Let the game choose*: the normal bot's answer to the decision the viewer of `snap` is
/// asked now (where a lead goes, say), from that seat's own view only. The same view gives
/// the same answer; it is sent as the plain answer it is, so replays need nothing more.
/// `None` when the viewer is asked nothing or has no legal answer.
pub fn game_pick(content: &Content, snap: &Snapshot) -> Option<Action> {
    let seat = snap.viewer?;
    let d = snap
        .pending
        .filter(|d| snap.daytime && d.decider() == seat)?;
    let legal = rules::legal_actions(content, snap, seat);
    if legal.is_empty() {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(0x6A3E_C0DE);
    let pick = answers::answer(content, snap, seat, &d, &legal, &mut rng, None);
    legal.contains(&pick).then_some(pick)
}
