//! The hard bot: on a decision it is asked, it plays each answer worth weighing on in games
//! drawn to fit its view ([`Lookahead`]) and takes the best on average.

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

/// What hard bots' look ahead cost in a game: decisions weighed, games sampled, frames run,
/// seconds in all and for the slowest decision. Measured only: the game never reads it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct HardStats {
    pub decisions: usize,
    pub samples: usize,
    pub frames: usize,
    pub secs: f64,
    pub max_secs: f64,
}

impl HardStats {
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
/// The most answers it plays on in them.
pub const HARD_OPTIONS: usize = 8;

/// The choice of a hard bot for `view`'s seat. On a decision it is asked, the normal bot's
/// answer and the others ([`hard_options`]) are each played in the same [`HARD_SAMPLES`]
/// games drawn to fit the view; the best on average is taken (the normal answer on a tie).
/// Its own turn it plans as the normal bot does: weighing turn actions the same way
/// measured no better (see the README). `look` copies the game, only when there is a choice
/// to weigh.
pub fn choose_hard(
    content: &Content,
    view: &SeatView,
    look: impl FnOnce() -> Lookahead,
    rng: &mut ChaCha8Rng,
) -> (Action, Option<Lookahead>) {
    let normal = choose(content, view, &mut ChaCha8Rng::seed_from_u64(rng.random()));
    let options = hard_options(content, view, normal);
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

/// The answers a hard bot weighs to the decision it is asked, the normal bot's first: all of
/// them (one way to pay for each card) when they are at most [`HARD_OPTIONS`]; in a
/// response window, passing and each dark card it could play. On its own turn, none.
pub fn hard_options(content: &Content, view: &SeatView, normal: Action) -> Vec<Action> {
    let (snap, seat): (&Snapshot, SeatId) = (view, view.seat());
    let mut out = vec![normal];
    let Some(d) = snap.pending else {
        return out;
    };
    let answers = one_per_kind(&rules::legal_actions(content, snap, seat));
    if answers.len() <= HARD_OPTIONS
        || matches!(
            d,
            Decision {
                ask: Ask::Response,
                ..
            } | Decision {
                ask: Ask::Counter,
                ..
            }
        )
    {
        for a in answers {
            if out.len() < HARD_OPTIONS && !out.contains(&a) {
                out.push(a);
            }
        }
    }
    out
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
