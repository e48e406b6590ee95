//! The hard bot: on a decision it is asked, and on its own turn where it heads, it plays each
//! choice worth weighing on in games drawn to fit its view ([`Lookahead`]) and takes the best
//! on average.

use super::*;
use crate::game::lookahead::Lookahead;

/// A hard bot's choice for `seat` in the game in `world` (see [`choose_hard`]); what its look
/// ahead cost is added to the world's [`HardStats`].
pub fn hard_choice(
    world: &mut World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: SeatId,
) -> Action {
    let seed = world.resource::<Table>().seed;
    let mut rng = bot_rng(seed, world.resource::<History>().0.len());
    let Some(view) = seat_view(world, q, seat) else {
        return Action::EndTurn;
    };
    let content = world.resource::<Content>().clone();
    let started = std::time::Instant::now();
    let (action, look) = choose_hard(&content, &view, || Lookahead::new(world, seat), &mut rng);
    let mut stats = world.get_resource_or_init::<HardStats>();
    if let Some(look) = look {
        let secs = started.elapsed().as_secs_f64();
        stats.decisions += 1;
        stats.samples += look.samples;
        stats.frames += look.frames;
        stats.secs += secs;
        stats.max_secs = stats.max_secs.max(secs);
    }
    action
}

/// A hard bot thinking aside: on the async compute pool, from a copy of the game taken when
/// it began, so the table keeps drawing. `history` is how many commands the game had then: a
/// game that moved on (undo, load, a new game) makes the answer stale, and it is dropped.
pub struct Thinking {
    history: usize,
    seat: SeatId,
    task: bevy::tasks::Task<(Action, HardStats)>,
}

impl Thinking {
    /// Starts `seat`'s hard bot thinking on the game in `world`, with the inputs of
    /// [`hard_choice`] (its own view, the bots' seeded random numbers, a copy of the game):
    /// the same decision, only off the frame.
    pub fn start(
        world: &mut World,
        q: &mut bevy::ecs::system::SystemState<GameQuery>,
        seat: SeatId,
    ) -> Option<Self> {
        let seed = world.resource::<Table>().seed;
        let history = world.resource::<History>().0.len();
        let mut rng = bot_rng(seed, history);
        let view = seat_view(world, q, seat)?;
        let content = world.resource::<Content>().clone();
        let config = world.resource::<GameConfig>().clone();
        let clock = *world.resource::<Clock>();
        let base = crate::game::state::GameState::capture(world);
        let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
            let started = std::time::Instant::now();
            let look = || Lookahead::from_parts(content.clone(), config, clock, base, seat);
            let (action, look) = choose_hard(&content, &view, look, &mut rng);
            let mut stats = HardStats::default();
            if let Some(look) = look {
                let secs = started.elapsed().as_secs_f64();
                stats = HardStats {
                    decisions: 1,
                    samples: look.samples,
                    frames: look.frames,
                    secs,
                    max_secs: secs,
                };
            }
            (action, stats)
        });
        Some(Thinking {
            history,
            seat,
            task,
        })
    }

    /// The bot's command once it is ready (its cost added to the world's [`HardStats`]).
    pub fn poll(&mut self, world: &mut World) -> Polled {
        if world.get_resource::<History>().map(|h| h.0.len()) != Some(self.history) {
            return Polled::Stale;
        }
        let Some((action, cost)) = bevy::tasks::futures::check_ready(&mut self.task) else {
            return Polled::Thinking;
        };
        world.get_resource_or_init::<HardStats>().add(&cost);
        Polled::Ready(Command {
            seat: self.seat,
            action,
        })
    }
}

/// Where a hard bot thinking aside stands ([`Thinking::poll`]).
pub enum Polled {
    /// Still thinking.
    Thinking,
    /// Its answer, to send.
    Ready(Command),
    /// The game moved on without its answer (undo, load, another game).
    Stale,
}

/// What hard bots' look ahead cost in a game: decisions weighed, games sampled, frames run,
/// seconds in all and for the slowest decision. Measured only: the game never reads it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct HardStats {
    /// Decisions weighed by looking ahead.
    pub decisions: usize,
    /// Games sampled.
    pub samples: usize,
    /// Frames run in the samples.
    pub frames: usize,
    /// Seconds spent in all.
    pub secs: f64,
    /// Seconds spent on the slowest decision.
    pub max_secs: f64,
}

impl HardStats {
    /// Adds another game's costs to these.
    pub fn add(&mut self, other: &HardStats) {
        self.decisions += other.decisions;
        self.samples += other.samples;
        self.frames += other.frames;
        self.secs += other.secs;
        self.max_secs = self.max_secs.max(other.max_secs);
    }
}

/// How many games a hard bot draws for each decision it looks ahead on.
pub const HARD_SAMPLES: usize = 24;
/// How many of the nearest places worth heading for, besides the normal bot's, it weighs a
/// first step toward on its own turn.
pub const HARD_ROUTES: usize = 3;
/// When a decision has more answers than [`HARD_OPTIONS`], how many it weighs: the normal
/// bot's answer and the best others by the normal bot's measure (where it has one to rank
/// them all by, see [`answers::ranked`]).
pub const HARD_RANKED: usize = 4;
/// The most answers it plays on in them.
pub const HARD_OPTIONS: usize = 8;

/// The choice of a hard bot for `view`'s seat. The normal bot's choice and the others worth
/// weighing ([`hard_options`]) are each played in the same [`HARD_SAMPLES`] games drawn to fit
/// the view; the best on average is taken (the normal choice on a tie). `look` copies the game,
/// only when there is a choice to weigh.
pub fn choose_hard(
    content: &Content,
    view: &SeatView,
    look: impl FnOnce() -> Lookahead,
    rng: &mut ChaCha8Rng,
) -> (Action, Option<Lookahead>) {
    // D-4: no dark card on a human's first day in a game that spares it ([`super::spare`]).
    let normal = super::spare(
        view,
        choose(content, view, &mut ChaCha8Rng::seed_from_u64(rng.random())),
    );
    let mut options = hard_options(content, view, normal);
    options.retain(|a| super::spare(view, *a) == *a);
    if options.len() < 2 {
        return (normal, None);
    }
    let mut look = look();
    let mut totals = vec![0.0f32; options.len()];
    for _ in 0..HARD_SAMPLES {
        let sample = rng.random::<u64>();
        for (i, a) in options.iter().enumerate() {
            totals[i] += look.value(*a, sample).unwrap_or(f32::MIN / 16.0);
        }
    }
    let mut best = 0;
    for i in 1..options.len() {
        if totals[i] > totals[best] {
            best = i;
        }
    }
    (options[best], Some(look))
}

/// What a hard bot weighs, the normal bot's choice first. To a decision it is asked: every
/// answer (one way to pay for each card) when they are at most [`HARD_OPTIONS`], else the
/// [`HARD_RANKED`] best by the normal bot's own measure; in a response window, passing and each
/// dark card it could play. On its own turn, when the normal bot would move, draw a card or end
/// the turn: a first step toward each of the nearest places worth heading for
/// ([`HARD_ROUTES`]). Following up a lead, jumping on the case, a card or an ability the normal
/// bot would play are taken as they are.
pub fn hard_options(content: &Content, view: &SeatView, normal: Action) -> Vec<Action> {
    let (snap, seat): (&Snapshot, SeatId) = (view, view.seat());
    let mut out = vec![normal];
    let Some(d) = snap.pending else {
        turn_routes(content, snap, seat, &mut out);
        return out;
    };
    let legal = rules::legal_actions(content, snap, seat);
    let answers = one_per_kind(&legal);
    let respond = matches!(d.ask, Ask::Response | Ask::Counter);
    // Too many to weigh each: the best few by the normal bot's own measure.
    let (more, most) = if answers.len() <= HARD_OPTIONS || respond {
        (answers, HARD_OPTIONS)
    } else {
        (
            answers::ranked(content, snap, seat, &d, &legal),
            HARD_RANKED,
        )
    };
    for a in more {
        if out.len() >= most {
            break;
        }
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

/// On its own turn, when the normal bot would move, draw a card or end the turn: the first step
/// toward each of the [`HARD_ROUTES`] nearest places worth heading for (by the normal bot's
/// weighed distance) besides the one the normal bot heads for. A lead a rival will reach first
/// is not worth the trip; the samples say which.
fn turn_routes(content: &Content, snap: &Snapshot, seat: SeatId, out: &mut Vec<Action>) {
    if !matches!(
        out[0],
        Action::Move { .. } | Action::Dropship { .. } | Action::DrawCard { .. } | Action::EndTurn
    ) {
        return;
    }
    let legal = rules::legal_actions(content, snap, seat);
    let mut targets = turn::targets(content, snap, seat);
    // The normal bot's move heads for the nearest already.
    let heading = matches!(out[0], Action::Move { .. } | Action::Dropship { .. })
        .then(|| turn::nearest(&targets))
        .flatten();
    targets.retain(|t| Some(t.1) != heading);
    targets.sort_by(|a, b| a.0.total_cmp(&b.0));
    // Near ties are broken the same way whatever the game's random numbers.
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    for &(_, target) in targets.iter().take(HARD_ROUTES) {
        if let Some(a) = turn::step_toward(content, snap, seat, &legal, target, &mut rng)
            && !out.contains(&a)
        {
            out.push(a);
        }
    }
}

/// One action of each kind and target: the first legal way of paying for a card, an
/// ability or an event's ability.
fn one_per_kind(legal: &[Action]) -> Vec<Action> {
    let key = |a: &Action| -> Action {
        match *a {
            Action::PlayLight { play } => Action::PlayLight {
                play: CardPlay::new(play.card),
            },
            Action::PlayDark { play } => Action::PlayDark {
                play: CardPlay::new(play.card),
            },
            Action::UseAbility { option, .. } => Action::UseAbility {
                option,
                pay: [None; 2],
            },
            Action::EventAction { event, option, .. } => Action::EventAction {
                event,
                option,
                pay: [None; 2],
            },
            other => other,
        }
    };
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for a in legal {
        let k = key(a);
        if !seen.contains(&k) {
            seen.push(k);
            out.push(*a);
        }
    }
    out
}
