//! Bots for bot seats: they chase leads and the scene of the crime, follow leads up, place
//! evidence toward their own hunches and send leads away from rivals. Each decides only from
//! its own seat's view ([`GameQuery::snapshot_for`]).

use super::lookahead::Lookahead;
use super::*;
use crate::content::{Area, Map};
use crate::rules::{self, Snapshot};
use rand::RngExt;

/// How long a bot waits between its actions, in seconds (0 in headless games; the windowed
/// game slows bots down so a person can follow them).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BotPace(pub f32);

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
    if pace.0 > 0.0 && now - *last < pace.0 {
        return;
    }
    *last = now;
    let mut rng = bot_rng(q.table.seed, history.0.len());
    // A bot decides only from what its own seat may know (D-8).
    let own = view.seat_view(seat);
    let action = choose_at(level, &q.content, &own, &mut rng);
    out.write(Command { seat, action });
}

/// Sends one command for the seat the game waits for, when it is a hard bot: its look ahead
/// copies the game (see [`Lookahead`]), so it runs with the whole world in hand.
pub fn hard_bot_turn(
    world: &mut World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    mut last: Local<f32>,
) {
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
    let pace = world.resource::<BotPace>().0;
    if pace > 0.0 && now - *last < pace {
        return;
    }
    *last = now;
    let action = hard_choice(world, q, seat);
    world.write_message(Command { seat, action });
}

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
pub const HARD_SAMPLES: usize = 8;
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
        if snap.pending.is_some() && rng.random_range(0.0..1.0) < 0.5 && !legal.is_empty() {
            return legal[rng.random_range(0..legal.len())];
        }
    }
    choose(content, view, rng)
}

/// The bot's choice for `seat` in `snap` (its own seat's view).
pub fn choose(content: &Content, view: &SeatView, rng: &mut ChaCha8Rng) -> Action {
    let (snap, seat): (&Snapshot, SeatId) = (view, view.seat());
    let legal = rules::legal_actions(content, snap, seat);
    if let Some(d) = snap.pending {
        return answer(content, snap, seat, &d, &legal, rng);
    }
    if legal.contains(&Action::JumpOnTheCase) {
        return Action::JumpOnTheCase;
    }
    if let Some(f) = legal.iter().find(|a| matches!(a, Action::FollowUp { .. })) {
        return *f;
    }
    if let Some(play) = best_light_card(content, snap, seat, &legal) {
        return play;
    }
    if let Some(ability) = best_ability(content, snap, seat, &legal) {
        return ability;
    }
    let me = &snap.seats[seat];
    let map = &content.map;
    // The nearest lead, or the scene of the crime when the hero marker there is not ours
    // (worth a detour, not a crossing of the map).
    let mut targets: Vec<(f32, LocId)> = snap
        .leads
        .iter()
        .filter(|l| l.2 != me.at)
        .map(|l| (travel(map, me.at, l.2), l.2))
        .collect();
    if snap.hero_on_scene != Some(seat) {
        targets.push((travel(map, me.at, snap.scene) * 1.5, snap.scene));
    }
    // An event's ability worth the trip (R-EVENT-4).
    for event in snap.events.active() {
        let e = &content.events[event];
        for (i, a) in e.def.actions.iter().enumerate() {
            let at = e.action_at[i];
            let used = snap.events.used.contains(&(seat, event, i as u8));
            let worth = event_action_gain(content, snap, seat, event, i as u8)
                - a.ability.time as f32
                - a.ability.favors.len() as f32;
            let favors = me.holdings.favors.iter().sum::<u8>() as usize;
            if at != me.at && !used && worth > 0.2 && favors >= a.ability.favors.len() {
                targets.push((travel(map, me.at, at) * 1.3, at));
            }
        }
    }
    let Some(&(_, target)) = targets.iter().min_by(|a, b| a.0.total_cmp(&b.0)) else {
        return Action::EndTurn;
    };
    let here = travel(map, me.at, target);
    let mut best: Option<(f32, Action)> = None;
    for a in &legal {
        let (Action::Move { to } | Action::Dropship { to }) = *a else {
            continue;
        };
        let cost = crate::rules::entry_cost(map, to, &me.warrants) as f32;
        let mut score =
            travel(map, to, target) + (cost - 1.0) * 150.0 + rng.random_range(0.0..30.0);
        if matches!(a, Action::Dropship { .. }) {
            score += 300.0; // keep the pass for when it really helps
        }
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, *a));
        }
    }
    match best {
        Some((score, a)) if score < here => a,
        // Nothing better to do with the Time: draw a light card (R-TWI-2).
        _ if legal.contains(&Action::DrawCard { from: seat }) => Action::DrawCard { from: seat },
        _ => Action::EndTurn,
    }
}

/// What an effect is worth to the detective it falls on, roughly in Time (a good baggage
/// is worth more than a Time: plot endings are VP).
fn effect_value(
    content: &Content,
    e: &crate::content::Effect,
    me: &crate::rules::SeatState,
) -> f32 {
    use crate::content::{Effect, Rule};
    let all = |list: &[Effect]| {
        list.iter()
            .map(|e| effect_value(content, e, me))
            .sum::<f32>()
    };
    match e {
        Effect::Time(n) => *n as f32,
        Effect::DrawLight(n) => 0.5 * *n as f32,
        Effect::DiscardRandom(n) => -0.6 * *n as f32,
        Effect::Favor(_) | Effect::AnyFavor => 1.0,
        Effect::LoseFavor(n) => -(*n as f32),
        Effect::Baggage { good, count } => *count as f32 * baggage_worth(me, *good),
        Effect::Conditional { kind, count } => {
            let stage = me.plot.map(|(p, st)| {
                let def = &content.plots[p as usize].def;
                match st {
                    crate::game::Stage::Start => &def.start,
                    crate::game::Stage::Crossroads { good: true } => &def.crossroads.good,
                    crate::game::Stage::Crossroads { good: false } => &def.crossroads.bad,
                }
            });
            let sign = match stage {
                Some(s) if s.good.contains(kind) => baggage_worth(me, true),
                Some(s) if s.bad.contains(kind) => baggage_worth(me, false),
                _ => 0.0,
            };
            sign * *count as f32
        }
        Effect::Trauma(n) => -1.5 * *n as f32,
        Effect::Shift(n) => {
            // Toward the light leaves room to pay for light cards.
            if *n < 0 && me.twilight > -3 {
                0.5
            } else if *n > 0 {
                -0.5
            } else {
                0.0
            }
        }
        Effect::Hit | Effect::Alibi | Effect::Reveal | Effect::Peek => 1.0,
        Effect::MoveLead(_) => 0.5,
        Effect::Relocate(_) => -1.0,
        Effect::DropshipPass => 1.0,
        Effect::WarrantHere => 0.3,
        Effect::Sanity(n) => 0.6 * *n as f32,
        Effect::Money(n) => *n as f32 / 1000.0,
        Effect::Mood(good) => match me.specials.mood {
            Some(was) if was != *good => 0.4 * if *good { 1.0 } else { -1.0 },
            _ => 0.0,
        },
        // 3 VP each, more with links.
        Effect::Haas | Effect::Jinteki => 4.0,
        Effect::HealTrauma if me.holdings.trauma > 0 => 1.5,
        Effect::HealTrauma => -1.0,
        Effect::GiveBaggage => 1.2,
        Effect::MoveLily | Effect::MoveJimmy => 0.1,
        Effect::Until { rule, .. } => match rule {
            Rule::Ruler(n) => *n as f32 / 60.0,
            Rule::MoveCost(n) => -1.5 * *n as f32,
            Rule::HandLimit(n) => 0.2 * *n as f32,
            Rule::NoDraws => -0.5,
            Rule::NoFollowUps => -1.5,
            Rule::TimePerTurn(n) => *n as f32,
        },
        Effect::If { then, .. } => 0.5 * all(then),
        // The target picks the better side.
        Effect::Fight { light, dark } => all(light).max(all(dark)),
    }
}

/// What one baggage on the plot is worth: most while the plot would resolve badly (a tie or
/// worse resolves negatively, R-PLOT-3); nothing once there is no plot card in play.
fn baggage_worth(me: &crate::rules::SeatState, good: bool) -> f32 {
    if me.plot.is_none() {
        return 0.0;
    }
    let (g, b) = (me.holdings.good_baggage, me.holdings.bad_baggage);
    let close = g <= b + 1;
    match (good, close) {
        (true, true) => 2.5,
        (true, false) => 1.0,
        (false, true) => -2.5,
        (false, false) => -1.0,
    }
}

/// What a card's effects are worth to its detective.
fn card_value(content: &Content, card: CardId, me: &crate::rules::SeatState) -> f32 {
    content.cards[card]
        .def
        .effects
        .iter()
        .map(|e| effect_value(content, e, me))
        .sum()
}

/// The light card worth playing now, if any: what its effects give, less its cost (twilight
/// spent and cards discarded to pay it).
fn best_light_card(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
) -> Option<Action> {
    let me = &snap.seats[seat];
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::PlayLight { play } => {
                let cost = content.cards[play.card].def.cost as f32;
                let paid = cost + play.adjust as f32 - play.discards().len() as f32;
                // A full hand makes discarding cheap.
                let room = crate::rules::twilight::hand_limit(content, snap, seat) as f32
                    - snap.hand.len() as f32;
                let discard = if room <= 1.0 { 0.2 } else { 0.7 };
                let v = card_value(content, play.card, me)
                    - 1.0
                    - 0.3 * paid.max(0.0)
                    - discard * play.discards().len() as f32;
                Some((v, *a))
            }
            _ => None,
        })
        .filter(|(v, _)| *v > 0.1)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a)
}

/// What an event's temporary ability is worth to `seat`, before its costs: its effects, and
/// what it does to the NPC's detective — good when that is us, bad news for a rival is a
/// little good for us.
fn event_action_gain(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    event: EventId,
    option: u8,
) -> f32 {
    let me = &snap.seats[seat];
    let Some(a) = content.events[event].def.actions.get(option as usize) else {
        return f32::MIN;
    };
    let mut gain: f32 = a
        .ability
        .effects
        .iter()
        .map(|e| effect_value(content, e, me))
        .sum();
    if let Some(owner) = crate::rules::abilities::event_owner(content, snap, event) {
        let them = &snap.seats[owner];
        let theirs: f32 = a
            .owner
            .iter()
            .map(|e| effect_value(content, e, them))
            .sum::<f32>()
            + 1.5 * a.npc_favors as f32
            - 2.0 * a.eliminate as u8 as f32;
        gain += if owner == seat { theirs } else { -0.3 * theirs };
    }
    gain
}

/// A favor spent is worth about a Time; Money less, it does nothing else.
fn pay_cost(pay: &[Option<Pay>; 2]) -> f32 {
    pay.iter()
        .flatten()
        .map(|p| if *p == Pay::Money { 0.6 } else { 1.0 })
        .sum()
}

/// The location or event ability worth using now, if any: its effects less its Time and
/// favors (R-LOC-1, R-EVENT-4); or, for Raymond, asking for a Memory card back.
fn best_ability(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
) -> Option<Action> {
    let me = &snap.seats[seat];
    let here = content.map.loc(me.at);
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::UseAbility { option, pay } => {
                let u = here.uses.get(option as usize)?;
                let gain: f32 = u.effects.iter().map(|e| effect_value(content, e, me)).sum();
                Some((gain - u.time as f32 - pay_cost(&pay), *a))
            }
            Action::EventAction { event, option, pay } => {
                let a2 = content.events[event].def.actions.get(option as usize)?;
                let gain = event_action_gain(content, snap, seat, event, option);
                Some((gain - a2.ability.time as f32 - pay_cost(&pay), *a))
            }
            // Good baggage and more for a favor and a Time, while it can still help the plot.
            Action::RecallMemory { .. } if snap.clock.week == 1 || snap.clock.day < 5 => {
                Some((baggage_worth(me, true) + 0.5 - 2.0, *a))
            }
            _ => None,
        })
        .filter(|(v, _)| *v > 0.2)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a)
}

/// How far ahead a seat looks from what everyone can see: conspiracy, Haas and Jinteki
/// tokens, plot baggage and endings.
fn visible_lead(content: &Content, snap: &Snapshot, seat: SeatId) -> f32 {
    let h = &snap.seats[seat].holdings;
    let _ = content;
    4.0 * h.conspiracy as f32 + 3.0 * (h.haas + h.jinteki) as f32 + h.good_baggage as f32
        - h.bad_baggage as f32
        - h.trauma as f32
}

/// The bot's answer to a pending decision.
fn answer(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    d: &Decision,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
) -> Action {
    let map = &content.map;
    let me = &snap.seats[seat];
    let pick = |score: &dyn Fn(&Action) -> f32, rng: &mut ChaCha8Rng| -> Action {
        legal
            .iter()
            .map(|a| (score(a) + rng.random_range(0.0..0.01), *a))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, a)| a)
            .unwrap_or(Action::EndTurn)
    };
    match d {
        // Relocate leads far from rivals and near ourselves (R-LEAD-2).
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => pick(
            &|a| {
                let Action::PlaceLead { to } = *a else {
                    return f32::MIN;
                };
                let rivals = snap
                    .seats
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != seat.index())
                    .map(|(_, s)| travel(map, s.at, to))
                    .fold(f32::MAX, f32::min);
                rivals - 0.5 * travel(map, me.at, to)
            },
            rng,
        ),
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => {
            let reveal = Action::UncoverConspiracy { dig: false };
            let dig = Action::UncoverConspiracy { dig: true };
            // The more valuable the pile beside our hero marker, the likelier the conspiracy.
            let pile = snap
                .puzzle
                .heroes
                .get(seat.index())
                .copied()
                .flatten()
                .unwrap_or(0);
            let want = [0.3, 0.45, 0.6][pile.min(2)];
            let r: f32 = rng.random_range(0.0..1.0);
            if legal.contains(&dig) && pile == 0 && r < 0.08 {
                dig
            } else if legal.contains(&reveal)
                && (r < want || !legal.contains(&Action::TakeEvidence))
            {
                reveal
            } else if legal.contains(&Action::TakeEvidence) {
                Action::TakeEvidence
            } else {
                legal.first().copied().unwrap_or(Action::EndTurn)
            }
        }
        Decision {
            ask: Ask::Benefit { .. },
            ..
        } => pick(
            &|a| match *a {
                // Twilight has no effect yet beyond the track: keep to the light.
                Action::Shift { seat: t, dark } => (t == seat && !dark) as u8 as f32,
                Action::GainFavor { kind } => {
                    favor_links(content, snap, crate::content::LinkValue::Favors(kind)) as f32
                }
                Action::GiveBaggage { seat: t, good } => (t == seat && good) as u8 as f32,
                _ => f32::MIN,
            },
            rng,
        ),
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => pick(
            &|a| match *a {
                Action::PlacePiece { col, row, turns } => {
                    placement_value(content, snap, seat, (col, row), turns)
                }
                _ => -1.0,
            },
            rng,
        ),
        Decision {
            ask: Ask::Bonus { bonus, .. },
            ..
        } => match bonus {
            crate::content::Bonus::MoveLead(_) => {
                pick(&|a| move_lead_value(map, snap, seat, a), rng)
            }
            crate::content::Bonus::Hit => hit_choice(content, snap, legal),
            _ => {
                if legal.contains(&Action::DrawBonusPiece) {
                    Action::DrawBonusPiece
                } else {
                    Action::SkipBonus
                }
            }
        },
        Decision {
            ask: Ask::PlaceEvidence { kind, .. },
            ..
        } => {
            let Some(drawn) = snap.drawn else {
                return legal.first().copied().unwrap_or(Action::EndTurn);
            };
            pick(
                &|a| match *a {
                    Action::PlaceEvidence {
                        suspect,
                        face_up: false,
                    } => evidence_utility(content, snap, Some((suspect, *kind, drawn))),
                    _ => f32::MIN,
                },
                rng,
            )
        }
        // Reveal what we do not know yet, on the suspects our hunches name.
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => pick(&|a| reveal_value(snap, a), rng),
        Decision {
            ask: Ask::JimmyOffer,
            ..
        } => pick(
            &|a| match *a {
                Action::Peek { suspect } => {
                    snap.evidence
                        .iter()
                        .filter(|t| t.suspect == suspect && t.value.is_none())
                        .count() as f32
                        - 0.5
                }
                _ => 0.0,
            },
            rng,
        ),
        // A Memory card is 1 VP kept; early on, a favor that links pay for is worth more, unless
        // Raymond leads.
        Decision {
            ask: Ask::MemoryAsked { raymond, .. },
            ..
        } => {
            let leads = visible_lead(content, snap, *raymond) > visible_lead(content, snap, seat);
            if snap.clock.week == 1 && !leads {
                pick(
                    &|a| match *a {
                        Action::ReturnMemory { take: Some(k) } => {
                            1.0 + favor_links(content, snap, crate::content::LinkValue::Favors(k))
                                as f32
                        }
                        _ => 0.5,
                    },
                    rng,
                )
            } else {
                Action::ReturnMemory { take: None }
            }
        }
        Decision {
            ask: Ask::MoveInformant { .. },
            ..
        } => legal[rng.random_range(0..legal.len())],
        // Against the leader (as far as the table shows), or now and then against anyone:
        // the card that hurts most for what it costs.
        Decision {
            ask: Ask::Response, ..
        } => {
            let active = snap.active();
            let target = &snap.seats[active];
            let leader = snap
                .seat_ids()
                .filter(|&s| s != seat)
                .all(|s| visible_lead(content, snap, active) >= visible_lead(content, snap, s));
            let keen = if leader { 0.8 } else { 0.35 };
            let best = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::PlayDark { play } => {
                        let harm = -card_value(content, play.card, target);
                        let v = harm
                            - 0.3 * content.cards[play.card].def.cost as f32
                            - 0.7 * play.discards().len() as f32;
                        Some((v, *a))
                    }
                    _ => None,
                })
                .max_by(|a, b| a.0.total_cmp(&b.0));
            match best {
                Some((v, a)) if v > 0.3 && rng.random_range(0.0..1.0) < keen => a,
                _ => Action::PassResponse,
            }
        }
        // The one light card after a dark one (R-TWI-9), if one is worth it.
        Decision {
            ask: Ask::Counter, ..
        } => best_light_card(content, snap, seat, legal).unwrap_or(Action::PassResponse),
        // Fight: the tactics whose part (and shift) serve the detective best (R-TWI-10).
        Decision {
            ask: Ask::Fight { card, .. },
            ..
        } => {
            let (light, dark) = match content.cards[*card]
                .def
                .effects
                .iter()
                .find(|e| matches!(e, crate::content::Effect::Fight { .. }))
            {
                Some(crate::content::Effect::Fight { light, dark }) => (
                    light
                        .iter()
                        .map(|e| effect_value(content, e, me))
                        .sum::<f32>(),
                    dark.iter()
                        .map(|e| effect_value(content, e, me))
                        .sum::<f32>(),
                ),
                _ => (0.0, 0.0),
            };
            let lean = 0.3 * me.twilight as f32;
            let want = Action::Tactics {
                dark: dark - lean > light + lean,
            };
            if legal.contains(&want) {
                want
            } else {
                Action::Tactics { dark: false }
            }
        }
        Decision {
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit => hit_choice(content, snap, legal),
            Choice::Alibi => {
                // An alibi on the strongest suspect that is not our guilty hunch.
                let guilty = snap.hunches.map(|h| h.0);
                pick(
                    &|a| match *a {
                        Action::ChooseSuspect { suspect } if Some(suspect) != guilty => {
                            believed_totals(content, snap)
                                .iter()
                                .find(|t| t.0 == suspect)
                                .map(|t| t.2)
                                .unwrap_or(0.0)
                        }
                        _ => f32::MIN / 2.0,
                    },
                    rng,
                )
            }
            Choice::Peek => pick(
                &|a| match *a {
                    Action::ChooseSuspect { suspect } => snap
                        .evidence
                        .iter()
                        .filter(|t| t.suspect == suspect && t.value.is_none())
                        .count() as f32,
                    _ => 0.0,
                },
                rng,
            ),
            Choice::Reveal => pick(&|a| reveal_value(snap, a), rng),
            Choice::MoveLead(_) => pick(&|a| move_lead_value(map, snap, seat, a), rng),
            Choice::Favor => pick(
                &|a| match *a {
                    Action::GainFavor { kind } => {
                        favor_links(content, snap, crate::content::LinkValue::Favors(kind)) as f32
                    }
                    _ => 0.0,
                },
                rng,
            ),
        },
        // An extra card at setup: our own light card.
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => {
            let own = Action::DrawCard { from: seat };
            if legal.contains(&own) {
                own
            } else {
                legal.first().copied().unwrap_or(Action::EndTurn)
            }
        }
        // A dark card of a rival, to play against them later.
        Decision {
            ask: Ask::FreeDraw, ..
        } => {
            let draws: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::DrawCard { .. }))
                .collect();
            if draws.is_empty() {
                Action::SkipDraw
            } else {
                draws[rng.random_range(0..draws.len())]
            }
        }
    }
}

/// Reveal what we do not know yet, on the suspects our hunches name.
fn reveal_value(snap: &Snapshot, a: &Action) -> f32 {
    let Action::RevealEvidence { token } = *a else {
        return f32::MIN;
    };
    let Some(t) = snap.evidence.iter().find(|t| t.id == token) else {
        return f32::MIN;
    };
    let mine = snap
        .hunches
        .is_some_and(|(g, i)| t.suspect == g || t.suspect == i);
    (t.value.is_none() as u8 as f32) * 2.0 + mine as u8 as f32
}

/// Move a lead away from rivals and toward ourselves.
fn move_lead_value(map: &Map, snap: &Snapshot, seat: SeatId, a: &Action) -> f32 {
    let Action::MoveLeadBonus { owner, to } = *a else {
        return 0.0;
    };
    let me = &snap.seats[seat];
    let from = snap
        .leads
        .iter()
        .find(|l| l.1 == owner)
        .map(|l| l.2)
        .unwrap_or(to);
    let rivals = |l: LocId| {
        snap.seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != seat.index())
            .map(|(_, s)| travel(map, s.at, l))
            .fold(f32::MAX, f32::min)
    };
    (rivals(to) - rivals(from)) - 0.5 * (travel(map, me.at, to) - travel(map, me.at, from))
}

/// Links the puzzle has now to the group whose value is `value`.
fn favor_links(content: &Content, snap: &Snapshot, value: crate::content::LinkValue) -> u8 {
    let links = crate::rules::puzzle::links(
        &snap.puzzle.grid,
        &content.puzzle.groups,
        &content.puzzle.pieces,
    );
    content
        .puzzle
        .groups
        .iter()
        .zip(links)
        .filter(|(g, _)| g.value == value)
        .map(|(_, n)| n)
        .sum()
}

/// What placing the drawn piece on `cell` is worth to `seat`: conspiracy tokens for completed
/// lines, and new links weighted by the tokens the seat holds of the linked kind.
fn placement_value(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    cell: (u8, u8),
    turns: u8,
) -> f32 {
    use crate::content::LinkValue;
    use crate::rules::puzzle::{self, Placed};
    let Some(i) = snap.piece else {
        return 0.0;
    };
    let piece = &content.puzzle.pieces[i as usize];
    let groups = &content.puzzle.groups;
    let before = puzzle::links(&snap.puzzle.grid, groups, &content.puzzle.pieces);
    let mut grid = snap.puzzle.grid;
    grid.set(
        cell,
        Placed {
            piece: i,
            lines: puzzle::turned(piece.lines, turns),
        },
    );
    let after = puzzle::links(&grid, groups, &content.puzzle.pieces);
    let me = &snap.seats[seat];
    let h = &me.holdings;
    let favors = super::conspiracy::favor_counts(content, me.detective, h);
    let mut v = 12.0 * puzzle::completed_lines(&grid, cell) as f32;
    for (g, (b, a)) in groups.iter().zip(before.iter().zip(&after)) {
        let held = match g.value {
            LinkValue::Favors(f) => favors[f.index()],
            LinkValue::HaasTokens => h.haas,
            LinkValue::JintekiTokens => h.jinteki,
        };
        v += (*a as f32 - *b as f32) * (0.5 + held as f32);
    }
    // Open line ends at the edge of the puzzle keep it growing.
    v + piece.lines.iter().filter(|l| **l).count() as f32 * 0.1
}

/// A hit for the suspect most likely to beat our guilty hunch, or none.
fn hit_choice(content: &Content, snap: &Snapshot, legal: &[Action]) -> Action {
    let totals = believed_totals(content, snap);
    let guilty = snap.hunches.map(|h| h.0);
    let mine = totals
        .iter()
        .find(|t| Some(t.0) == guilty && t.1)
        .map(|t| t.2)
        .unwrap_or(f32::MIN);
    totals
        .iter()
        .filter(|t| t.1 && Some(t.0) != guilty && t.2 >= mine)
        .max_by(|a, b| a.2.total_cmp(&b.2))
        .map(|t| t.0)
        .and_then(|suspect| {
            [
                Action::HitBonus { suspect },
                Action::ChooseSuspect { suspect },
            ]
            .into_iter()
            .find(|a| legal.contains(a))
        })
        // A card's hit must go somewhere; a bonus may be left.
        .or_else(|| {
            legal
                .first()
                .copied()
                .filter(|_| !legal.contains(&Action::SkipBonus))
        })
        .unwrap_or(Action::SkipBonus)
}

/// Each suspect's total as far as this seat knows it: (suspect, alive, total).
fn believed_totals(content: &Content, snap: &Snapshot) -> Vec<(SuspectId, bool, f32)> {
    believed_totals_with(content, snap, None)
}

/// How good the suspects' totals look for this seat's hunches, as far as it knows them, with
/// `add` (suspect, file, token) placed too.
pub fn evidence_utility(
    content: &Content,
    snap: &Snapshot,
    add: Option<(SuspectId, LeadKind, Evidence)>,
) -> f32 {
    let Some((guilty, innocent)) = snap.hunches else {
        return 0.0;
    };
    let totals = believed_totals_with(content, snap, add);
    let total = |i: SuspectId| totals.iter().find(|t| t.0 == i).map(|t| t.2).unwrap_or(0.0);
    let alive = |i: SuspectId| totals.iter().any(|t| t.0 == i && t.1);
    let best_other = |i: SuspectId| {
        totals
            .iter()
            .filter(|t| t.0 != i && t.1)
            .map(|t| t.2)
            .fold(f32::MIN, f32::max)
    };
    let sig = |x: f32| 1.0 / (1.0 + (-x / 3.0).exp());
    let mut u = 0.0;
    if alive(guilty) {
        u += 15.0 * sig(total(guilty) - best_other(guilty));
    }
    if alive(innocent) {
        u += 5.0 * (1.0 - sig(total(innocent) - best_other(innocent)));
    }
    u
}

/// A rough travel distance in map millimetres, going round by the Beanstalk between Earth
/// and the Moon.
fn travel(map: &Map, from: LocId, to: LocId) -> f32 {
    let (a, b) = (map.loc(from), map.loc(to));
    let root = map.beanstalk[0];
    let kaguya = *map.beanstalk.last().expect("validated map has a Beanstalk");
    let stalk_len = 80.0 * (map.beanstalk.len() as f32 - 1.0);
    let side = |l: &crate::content::Location| match (l.area, l.beanstalk_index) {
        (Area::Beanstalk, Some(i)) => (Area::Beanstalk, i as f32),
        (area, _) => (area, 0.0),
    };
    let (sa, sb) = (side(a), side(b));
    let d = |x: LocId, y: LocId| map.loc(x).pos.distance(map.loc(y).pos);
    match (sa.0, sb.0) {
        (x, y) if x == y && x != Area::Beanstalk => a.pos.distance(b.pos),
        (Area::Beanstalk, Area::Beanstalk) => (sa.1 - sb.1).abs() * 80.0,
        (Area::Earth, Area::Moon) => d(from, root) + stalk_len + d(kaguya, to),
        (Area::Moon, Area::Earth) => d(from, kaguya) + stalk_len + d(root, to),
        (Area::Beanstalk, Area::Earth) => sa.1 * 80.0 + d(root, to),
        (Area::Beanstalk, _) => (map.beanstalk.len() as f32 - 1.0 - sa.1) * 80.0 + d(kaguya, to),
        (Area::Earth, _) => d(from, root) + sb.1 * 80.0,
        (_, _) => d(from, kaguya) + (map.beanstalk.len() as f32 - 1.0 - sb.1) * 80.0,
    }
}

/// Believed totals, with `add` (suspect, file, token) placed too.
fn believed_totals_with(
    content: &Content,
    snap: &Snapshot,
    add: Option<(SuspectId, LeadKind, Evidence)>,
) -> Vec<(SuspectId, bool, f32)> {
    use crate::rules::scoring::{SuspectAtClose, suspect_total};
    snap.suspects
        .iter()
        .map(|v| {
            let def = &content.suspects[v.index];
            let mut files: [Vec<Evidence>; 3] = Default::default();
            let slot = |k: LeadKind| LeadKind::ALL.iter().position(|x| *x == k).unwrap_or(0);
            for t in snap.evidence.iter().filter(|t| t.suspect == v.index) {
                if let Some(e) = t.value {
                    files[slot(t.file)].push(e);
                }
            }
            if let Some((s, k, e)) = add
                && s == v.index
            {
                files[slot(k)].push(e);
            }
            let s = SuspectAtClose {
                name: String::new(),
                alive: v.alive,
                files,
                strong: Some(def.strong),
                weak: Some(def.weak),
                alibis: v.alibis,
            };
            (v.index, v.alive, suspect_total(&s).total as f32)
        })
        .collect()
}
