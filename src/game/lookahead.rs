//! The hard bot's look ahead (D-4): information-set Monte Carlo. The game is copied into a
//! scratch app of its own; for each sample, everything the deciding seat may not know is drawn
//! anew — the other seats' hands and every deck's order, face-down tokens it never saw, the
//! evidence pile, the other seats' hunches and Memory cards, the puzzle piles, the event deck
//! and an unrevealed specific event, and the rules' random numbers — so that the sample is one
//! the seat's own view allows. A candidate action is played there, normal bots play every
//! seat on to the end of the day, and the position is scored for the seat.
//!
//! [`Lookahead`] keeps the copy to itself: a bot gets nothing out of it but the value of an
//! action in a sample, so what it decides rests on its own view and on samples only.

use super::state::GameState;
use super::*;
use crate::content::Deck;
use crate::rules::scoring;
use rand::RngExt;
use rand::seq::SliceRandom;

/// Frames a sample may run before it is scored anyway (a day takes far fewer).
const MAX_FRAMES: usize = 2_000;

/// A game copied for one seat's look ahead.
pub struct Lookahead {
    base: GameState,
    /// The scratch app (always `Some` until dropped, when it goes back to [`SCRATCH`]).
    app: Option<App>,
    seat: SeatId,
    /// (week, day) of the decision: a sample is played until the next day begins.
    day: (u8, u8),
    /// Samples played and frames run so far (for measurements).
    pub samples: usize,
    /// Frames run so far.
    pub frames: usize,
}

impl Lookahead {
    /// Copies the game in `world` for `seat` to look ahead in.
    pub(super) fn new(world: &mut World, seat: SeatId) -> Self {
        let content = world.resource::<Content>().clone();
        let config = world.resource::<GameConfig>().clone();
        let clock = *world.resource::<Clock>();
        Self::from_parts(content, config, clock, GameState::capture(world), seat)
    }

    /// A look ahead for `seat` from a copy of the game taken earlier (`base`, in the phase and
    /// at the `clock` it was taken at): it needs nothing of the world, so it may run on another
    /// thread while the table goes on drawing.
    pub(super) fn from_parts(
        content: Content,
        config: GameConfig,
        clock: Clock,
        base: GameState,
        seat: SeatId,
    ) -> Self {
        // A scratch app this thread kept for the same content, else a new one: building an
        // app and its schedules costs more than several samples. Each sample puts the whole
        // game in place anyway.
        let mut app = SCRATCH
            .with(|kept| kept.take(&content))
            .unwrap_or_else(super::headless_app);
        app.insert_resource(content)
            .insert_resource(config)
            .insert_resource(super::pipeline::BotsAtOnce(Some((clock.week, clock.day))));
        Lookahead {
            base,
            app: Some(app),
            seat,
            day: (clock.week, clock.day),
            samples: 0,
            frames: 0,
        }
    }

    /// What playing `action` now is worth to the seat in the game drawn by `sample` (the same
    /// sample draws the same hidden parts, so actions are compared on equal terms); `None`
    /// when the rules refuse it there.
    pub fn value(&mut self, action: Action, sample: u64) -> Option<f32> {
        let seat = self.seat;
        let app = self.app.as_mut().expect("kept until dropped");
        let world = app.world_mut();
        self.base.restore(world);
        {
            let mut table = world.resource_mut::<Table>();
            table.seed = sample;
            for s in &mut table.seats {
                s.kind = SeatKind::Bot;
                s.level = BotLevel::Normal;
            }
        }
        redraw_hidden(world, seat, &mut ChaCha8Rng::seed_from_u64(sample));
        // The action first, on its own: the bots wait for this frame.
        world.insert_resource(bot::BotPace(f32::INFINITY));
        world.write_message(Command { seat, action });
        app.update();
        self.samples += 1;
        self.frames += 1;
        let world = app.world_mut();
        let accepted = world
            .resource::<Messages<CommandResult>>()
            .iter_current_update_messages()
            .last()
            .is_some_and(|r| r.accepted());
        if !accepted {
            return None;
        }
        world.insert_resource(bot::BotPace(0.0));
        for _ in 0..MAX_FRAMES {
            let world = app.world();
            let phase = *world.resource::<State<Phase>>().get();
            let clock = world.resource::<Clock>();
            if phase == Phase::CaseClosed
                || (phase == Phase::Daytime && (clock.week, clock.day) != self.day)
            {
                break;
            }
            app.update();
            self.frames += 1;
        }
        Some(standing(app.world_mut(), seat))
    }
}

impl Drop for Lookahead {
    fn drop(&mut self) {
        // An app a panic went through may have lost a schedule: it is not kept.
        if std::thread::panicking() {
            return;
        }
        if let Some(app) = self.app.take() {
            SCRATCH.with(|kept| kept.put(app));
        }
    }
}

thread_local! {
    /// The scratch app of this thread's last look ahead, and its content.
    static SCRATCH: super::KeptApp = const { super::KeptApp::new() };
}

/// How well `seat` stands: its expected VP less the other seats' on average (measured a
/// little better than less the best of them, and steadier). The
/// murderer is not known until the close, so each live suspect counts as the murderer with a
/// chance that grows with its total — the sharper, the fewer days are left.
pub fn standing(world: &mut World, seat: SeatId) -> f32 {
    let vp = expected_vp(world);
    let mine = vp[seat];
    let others: Vec<f32> = vp
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, v)| *v)
        .collect();
    mine - others.iter().sum::<f32>() / others.len().max(1) as f32
}

/// Each seat's expected VP now (see [`standing`]).
pub fn expected_vp(world: &mut World) -> Vec<f32> {
    let (suspects, hunches) = investigation::case_at_close(world);
    let extra = super::close::vp_lines(world);
    let clock = *world.resource::<Clock>();
    let closed = *world.resource::<State<Phase>>().get() == Phase::CaseClosed;
    let days_left = if closed {
        0.0
    } else {
        ((2 - clock.week.min(2)) as f32) * 6.0 + (6 - clock.day.min(6)) as f32 + 1.0
    };
    let totals: Vec<f32> = suspects
        .iter()
        .map(|s| scoring::suspect_total(s).total as f32)
        .collect();
    let chance = murder_chances(&suspects, &totals, 0.5 + 1.5 * days_left);
    hunches
        .iter()
        .zip(&extra)
        .map(|(h, lines)| {
            let guilty = if suspects[h.guilty].alive {
                15.0 * chance[h.guilty]
            } else {
                0.0
            };
            let innocent = if suspects[h.innocent].alive {
                5.0 * (1.0 - chance[h.innocent])
            } else {
                0.0
            };
            guilty + innocent + lines.iter().map(|l| l.1 as f32).sum::<f32>()
        })
        .collect()
}

/// The chance of each suspect to be found the murderer: a softmax of the live suspects'
/// totals at `temperature`.
fn murder_chances(
    suspects: &[scoring::SuspectAtClose],
    totals: &[f32],
    temperature: f32,
) -> Vec<f32> {
    let live = |i: usize| suspects[i].alive;
    let top = (0..suspects.len())
        .filter(|&i| live(i))
        .map(|i| totals[i])
        .fold(f32::MIN, f32::max);
    let weights: Vec<f32> = (0..suspects.len())
        .map(|i| {
            if live(i) {
                ((totals[i] - top) / temperature).exp()
            } else {
                0.0
            }
        })
        .collect();
    let sum: f32 = weights.iter().sum();
    weights
        .iter()
        .map(|w| if sum > 0.0 { w / sum } else { 0.0 })
        .collect()
}

/// Draws anew, in `world`, everything `seat` may not know (D-8), keeping what it may: how
/// many cards each hand and deck holds and which deck each card came from, every face-up or
/// seen token, its own hand, hunches and Memory card. Each pool of unknowns is sorted before
/// it is shuffled, so what comes out depends on `rng` and on what the seat knows, never on
/// how the hidden things lay before.
pub fn redraw_hidden(world: &mut World, seat: SeatId, rng: &mut ChaCha8Rng) {
    let content = world.resource::<Content>().clone();
    // The rules' random numbers: the future is unknown.
    world.insert_resource(GameRng::new(rng.random::<u64>()));

    // Evidence: face-down tokens the seat never saw, the pile, and a token another seat drew.
    let bit = seat_bit(seat);
    let mut tokens: Vec<(GameId, Entity, Evidence)> = world
        .query::<(&GameId, Entity, &EvidenceToken)>()
        .iter(world)
        .filter(|(_, _, t)| !t.face_up && t.known_to & bit == 0)
        .map(|(g, e, t)| (*g, e, t.face))
        .collect();
    tokens.sort_by_key(|t| t.0);
    let mut unknown: Vec<Evidence> = tokens.iter().map(|t| t.2).collect();
    unknown.extend(world.resource::<EvidencePile>().0.iter().copied());
    let pending = world.resource::<Pending>().clone();
    let drawn_by_other =
        pending.drawn.is_some() && pending.decision.map(|d| d.decider()) != Some(seat);
    if drawn_by_other {
        unknown.extend(pending.drawn);
    }
    unknown.sort();
    unknown.shuffle(rng);
    let mut values = unknown.into_iter();
    for (_, e, _) in &tokens {
        if let Some(v) = values.next() {
            world.get_mut::<EvidenceToken>(*e).expect("token").face = v;
        }
    }
    if drawn_by_other {
        world.resource_mut::<Pending>().drawn = values.next();
    }
    world.resource_mut::<EvidencePile>().0 = values.collect();

    // Twilight cards: each deck's face-down cards and the cards of it in other hands.
    let table = world.resource::<Table>().clone();
    let deck_of = |card: CardId| -> Option<(usize, Deck)> {
        let c = &content.cards[card];
        let owner = table
            .seats
            .iter()
            .position(|s| s.detective == c.detective)?;
        Some((owner, c.def.deck))
    };
    let mut hands: Vec<(SeatId, Entity, Vec<CardId>)> = world
        .query::<(&DetectiveFigure, Entity, &Hand)>()
        .iter(world)
        .filter(|(d, _, _)| d.seat != seat)
        .map(|(d, e, h)| (d.seat, e, h.0.clone()))
        .collect();
    hands.sort_by_key(|h| h.0);
    let mut decks = world.resource::<Decks>().clone();
    for owner in 0..table.seats.len() {
        for deck in [Deck::Light, Deck::Dark] {
            let pile = match deck {
                Deck::Light => &mut decks.light[owner],
                Deck::Dark => &mut decks.dark[owner],
            };
            let mut pool: Vec<CardId> = std::mem::take(&mut pile.down);
            let slots: Vec<(usize, usize)> = hands
                .iter()
                .enumerate()
                .flat_map(|(h, (_, _, cards))| {
                    cards
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| deck_of(**c) == Some((owner, deck)))
                        .map(move |(k, _)| (h, k))
                })
                .collect();
            pool.extend(slots.iter().map(|&(h, k)| hands[h].2[k]));
            pool.sort();
            pool.shuffle(rng);
            for &(h, k) in &slots {
                hands[h].2[k] = pool.pop().expect("as many cards as slots");
            }
            pile.down = pool;
        }
    }
    world.insert_resource(decks);
    for (_, e, cards) in hands {
        world.get_mut::<Hand>(e).expect("hand").0 = cards;
    }

    // The other seats' hunches: any of the suspects in play but the seat's own.
    let mut in_play: Vec<SuspectId> = world
        .query::<&Suspect>()
        .iter(world)
        .map(|s| s.index)
        .collect();
    in_play.sort();
    let mut hunches: Vec<(SeatId, Entity, Hunch)> = world
        .query::<(Entity, &Hunch)>()
        .iter(world)
        .map(|(e, h)| (h.seat, e, *h))
        .collect();
    hunches.sort_by_key(|h| h.0);
    if let Some(&(_, _, mine)) = hunches.iter().find(|h| h.0 == seat) {
        let mut guilty: Vec<SuspectId> = in_play
            .iter()
            .copied()
            .filter(|&s| s != mine.guilty)
            .collect();
        let mut innocent: Vec<SuspectId> = in_play
            .iter()
            .copied()
            .filter(|&s| s != mine.innocent)
            .collect();
        guilty.shuffle(rng);
        innocent.shuffle(rng);
        for (i, (_, e, _)) in hunches.iter().filter(|h| h.0 != seat).enumerate() {
            let mut h = world.get_mut::<Hunch>(*e).expect("hunch");
            h.guilty = guilty[i % guilty.len()];
            h.innocent = innocent[i % innocent.len()];
        }
    }

    // The other seats' Memory cards, among their holders.
    let mut memories: Vec<(SeatId, Entity, u16)> = world
        .query::<(&DetectiveFigure, Entity, &Memory)>()
        .iter(world)
        .filter(|(d, _, _)| d.seat != seat)
        .filter_map(|(d, e, m)| m.0.map(|c| (d.seat, e, c)))
        .collect();
    memories.sort_by_key(|m| m.0);
    let mut cards: Vec<u16> = memories.iter().map(|m| m.2).collect();
    cards.sort();
    cards.shuffle(rng);
    for ((_, e, _), card) in memories.iter().zip(cards) {
        world.get_mut::<Memory>(*e).expect("memory").0 = Some(card);
    }

    // The puzzle piles and the event deck, in a new order; an unrevealed specific event,
    // any of its murder's.
    for pile in &mut world.resource_mut::<Puzzle>().piles {
        pile.sort();
        pile.shuffle(rng);
    }
    let mut events = world.resource_mut::<EventTrack>();
    events.deck.sort();
    events.deck.shuffle(rng);
    if !events.specific_revealed
        && let Some(slot) = &mut events.specific
    {
        let scenario = content.events[slot.event].scenario;
        let options: Vec<EventId> = EventId::all(content.events.len())
            .filter(|&e| content.events[e].scenario == scenario)
            .collect();
        slot.event = options[rng.random_range(0..options.len())];
    }
}
