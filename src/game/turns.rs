//! The day loop: turns, actions, end of day and the close (R-ROUND-*, R-MOVE-*).
//!
//! The handlers of the turn's own actions (end the turn, move, get a jump on the case, ask
//! for a Memory card) are called by the [pipeline](super::pipeline).

use super::ctx::Ctx;
use super::decisions::{next_decision, push_front};
use super::effects::run_effects;
use super::investigation as inv;
use super::log::{log, name_of, report};
use super::tokens::holdings;
use super::*;
use crate::content::DetectiveRule;
use crate::rules::is_climax;

/// Time the active seat's detective gets at the start of its turn (R-ROUND-2), with the
/// rules its plot cards put on it (R-PLOT-4).
fn turn_time(world: &mut World, content: &Content, seat: SeatId) -> u8 {
    let base = content.detectives[world.resource::<Table>().seats[seat].detective]
        .def
        .time_per_turn as i32;
    (base + super::effects::time_bonus(world, content, seat)).clamp(0, 99) as u8
}

/// Starts a day: the first player's turn begins (R-ROUND-1).
pub fn start_day(world: &mut World) {
    let content = world.resource::<Content>().clone();
    // R-LOC-1, R-EVENT-4: a new round, every ability free again.
    world.resource_mut::<AbilitiesUsed>().0.clear();
    world.resource_mut::<EventTrack>().used.clear();
    *world.resource_mut::<TurnLog>() = TurnLog::default();
    world.resource_mut::<Pending>().release(None);
    let first = {
        let mut clock = world.resource_mut::<Clock>();
        clock.turn = 0;
        clock.first_player
    };
    // The first player's turn begins: its hold until its turn ends too.
    world.resource_mut::<Pending>().release(Some(first));
    let time = turn_time(world, &content, first);
    world.resource_mut::<Clock>().time = time;
    let c = *world.resource::<Clock>();
    let key = if is_climax(c.week, c.day) {
        "log-day-begins-climax"
    } else {
        "log-day-begins"
    };
    log(
        world,
        None,
        Msg::new(key).num("week", c.week).num("day", c.day),
    );
    // R-ROUND-5: the specific event at the start of day 1 of week 2.
    if c.week == 2 && c.day == 1 && !world.resource::<EventTrack>().specific_revealed {
        super::events::reveal_specific(world, &content);
    }
    let who = name_of(&content, world.resource::<Table>(), first);
    log(
        world,
        Some(first),
        Msg::new("log-turn").det("who", who).num("time", time),
    );
    // What the night's events asked that nobody can answer is let go.
    super::view::with_query(world, |world, q| {
        super::decisions::skip_empty_decisions(world, q);
    });
}

/// R-ROUND-2: the active seat stops spending Time; the next seat plays.
pub fn end_turn_action(world: &mut World, cx: &Ctx) {
    let left = world.resource::<Clock>().time;
    note_idle_bot(world, cx, left);
    let who = cx.who;
    log(
        world,
        Some(cx.seat),
        Msg::new("log-end-turn").det("who", who).num("left", left),
    );
    super::ctx::said(world, Msg::new("said-ended-turn").det("who", who));
    end_turn(world, cx.content);
}

/// R-MOVE-1…5: a move with the vehicle ruler, along the Beanstalk or by dropship; then what
/// entering the place brings (R-MOVE-6…9).
pub fn move_to(world: &mut World, cx: &Ctx, to: LocId, dropship: bool) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        cost,
        ..
    } = *cx;
    let map = &content.map;
    let from = snap.seats[seat].at;
    let mut figures = world.query::<(&DetectiveFigure, &mut At, &mut DropshipPasses)>();
    for (fig, mut at, mut passes) in figures.iter_mut(world) {
        if fig.seat == seat {
            at.0 = to;
            if dropship {
                passes.0 -= 1;
            }
        }
    }
    if dropship {
        world.resource_mut::<Supply>().dropship_passes += 1;
    }
    let key = if dropship {
        "log-move-dropship"
    } else if map.loc(from).beanstalk_index.is_some() && map.loc(to).beanstalk_index.is_some() {
        "log-move-beanstalk"
    } else if cost > 1 {
        "log-move-restricted"
    } else {
        "log-move"
    };
    let left = world.resource::<Clock>().time;
    let text = Msg::new(key)
        .det("who", who)
        .label("from", from)
        .label("to", to)
        .num("cost", cost)
        .num("left", left);
    report(world, seat, text);
    inv::entered(world, content, snap, seat, to);
}

/// R-ROUND-4: the hero marker goes on the scene of the crime.
pub fn jump_on_the_case(world: &mut World, cx: &Ctx) {
    let mut hero = world.query::<&mut HeroMarker>();
    for mut h in hero.iter_mut(world) {
        h.seat = cx.seat;
    }
    let left = world.resource::<Clock>().time;
    let text = Msg::new("log-jump").det("who", cx.who).num("left", left);
    report(world, cx.seat, text);
}

/// R-SETUP-13: Raymond asks `from` for his Memory card back.
pub fn recall_memory(world: &mut World, cx: &Ctx, from: SeatId) {
    let holder = name_of(cx.content, world.resource::<Table>(), from);
    report(
        world,
        cx.seat,
        Msg::new("log-recall-memory")
            .det("who", cx.who)
            .det("holder", holder),
    );
    super::decisions::push_front(
        world,
        vec![Decision {
            seat: from,
            ask: Ask::MemoryAsked { raymond: cx.seat },
        }],
    );
}

/// R-SETUP-13: the holder's answer to Raymond.
pub fn return_memory(world: &mut World, cx: &Ctx, take: Option<FavorType>) {
    if let Some(Decision {
        ask: Ask::MemoryAsked { raymond },
        ..
    }) = cx.snap.pending
    {
        hand_memory_back(world, cx.content, cx.seat, raymond, take, cx.who);
    }
}

/// A bot ends its turn with all its Time unspent while a move or a lead is open to it: counted
/// in [`IdleTurns`](super::bot::IdleTurns) (measured only: the game never reads it).
fn note_idle_bot(world: &mut World, cx: &Ctx, left: u8) {
    let Some(level) = world
        .resource::<Table>()
        .seats
        .get(cx.seat.index())
        .filter(|s| s.kind == SeatKind::Bot)
        .map(|s| s.level)
    else {
        return;
    };
    if left == 0 || left < turn_time(world, cx.content, cx.seat) {
        return;
    }
    let open = crate::rules::legal_actions(cx.content, cx.snap, cx.seat)
        .iter()
        .any(|a| {
            matches!(
                a,
                Action::Move { .. } | Action::Dropship { .. } | Action::FollowUp { .. }
            )
        });
    if open {
        let week = world.resource::<Clock>().week;
        world
            .get_resource_or_init::<super::bot::IdleTurns>()
            .add(week, level, 1);
    }
}

/// The active seat's turn ends: the next seat's begins, or the day ends (R-ROUND-2, R-ROUND-3).
pub fn end_turn(world: &mut World, content: &Content) {
    super::effects::expire_rules(world, crate::content::Span::Turn);
    *world.resource_mut::<TurnLog>() = TurnLog::default();
    let n = world.resource::<Table>().seats.len();
    let mut clock = world.resource_mut::<Clock>();
    clock.turn += 1;
    if clock.turn as usize >= n {
        clock.time = 0;
        super::effects::expire_rules(world, crate::content::Span::Day);
        let mut next = world.resource_mut::<NextState<Phase>>();
        NextState::set_if_neq(&mut *next, Phase::EndOfDay);
        return;
    }
    let seat = clock.active(n);
    world.resource_mut::<Pending>().release(Some(seat));
    let time = turn_time(world, content, seat);
    world.resource_mut::<Clock>().time = time;
    let who = name_of(content, world.resource::<Table>(), seat);
    log(
        world,
        Some(seat),
        Msg::new("log-turn").det("who", who).num("time", time),
    );
}

/// End of day (R-ROUND-5…7): the day marker advances, the hero on the scene takes the lead,
/// and at the end of a week Lily and Jimmy move on or the case closes.
pub fn end_of_day(
    content: Res<Content>,
    table: Res<Table>,
    mut clock: ResMut<Clock>,
    mut log: ResMut<GameLog>,
    hero: Query<&HeroMarker>,
    mut informants: Query<(&Informant, &mut At)>,
    mut next: ResMut<NextState<Phase>>,
) {
    let c = *clock;
    log_public(
        &mut log,
        &c,
        None,
        Msg::new("log-day-ends")
            .num("day", c.day)
            .num("week", c.week),
    );
    // R-ROUND-6: the hero marker on the scene names the first player.
    if let Ok(h) = hero.single() {
        if h.seat != clock.first_player {
            let who = name_of(&content, &table, h.seat);
            log_public(
                &mut log,
                &c,
                Some(h.seat),
                Msg::new("log-first-player").det("who", who),
            );
        }
        clock.first_player = h.seat;
    }
    if clock.day < 6 {
        clock.day += 1;
        NextState::set_if_neq(&mut *next, Phase::Daytime);
    } else if clock.week == 1 {
        // R-ROUND-7: Lily and Jimmy move to their week-2 locations.
        let scenario = &content.scenarios[table.scenario];
        for (who, mut at) in &mut informants {
            at.0 = scenario.informant(*who, 2);
        }
        clock.week = 2;
        clock.day = 1;
        let c = *clock;
        log_public(
            &mut log,
            &c,
            None,
            Msg::new("log-week-one-over")
                .label("lily", scenario.informant(Informant::Lily, 2))
                .label("jimmy", scenario.informant(Informant::Jimmy, 2)),
        );
        NextState::set_if_neq(&mut *next, Phase::Daytime);
    } else {
        // R-ROUND-7, R-CLOSE-1: after day 6 of week 2 the game ends.
        NextState::set_if_neq(&mut *next, Phase::CaseClosed);
    }
}

/// R-SETUP-13: the holder of a Memory card answers Raymond: it gives the card back and takes
/// one of his favors (then the card's effects happen to him, and two won back discard *Wrapped
/// Up in Himself*), or keeps it.
fn hand_memory_back(
    world: &mut World,
    content: &Content,
    holder: SeatId,
    raymond: SeatId,
    take: Option<FavorType>,
    who: DetectiveId,
) {
    let his = name_of(content, world.resource::<Table>(), raymond);
    let Some(kind) = take else {
        if holder.index() < 8 {
            world.resource_mut::<TurnLog>().memory_kept |= 1 << holder.index();
        }
        report(
            world,
            holder,
            Msg::new("log-memory-kept").det("who", who).det("his", his),
        );
        next_decision(world);
        return;
    };
    let card = on_seat(world, holder, |m: &mut Memory| m.0.take()).flatten();
    let Some(card) = card else {
        next_decision(world);
        return;
    };
    holdings(world, raymond, |h| h.favors[kind.index()] -= 1);
    holdings(world, holder, |h| h.favors[kind.index()] += 1);
    let sp = &content.specials[card as usize].def;
    report(
        world,
        holder,
        Msg::new("log-memory-returned")
            .det("who", who)
            .det("his", his)
            .with("card", Arg::Special(card))
            .msg("favor", terms::favor(kind)),
    );
    next_decision(world);
    let asks = run_effects(world, content, raymond, raymond, &sp.effects);
    let d = world.resource::<Table>().seats[raymond].detective;
    let left = world
        .query::<&Memory>()
        .iter(world)
        .filter(|m| m.0.is_some())
        .count() as u8;
    let discarded = on_seat(world, raymond, |s: &mut Specials| {
        s.memories_back += 1;
        let enough = s.memories_back >= 2 || left == 0;
        let was = s.wrapped;
        if enough {
            s.wrapped = false;
        }
        was && enough
    })
    .unwrap_or(false);
    if discarded
        && content
            .detective_rule(d, |r| matches!(r, DetectiveRule::WrappedUp).then_some(()))
            .is_some()
    {
        log(
            world,
            Some(raymond),
            Msg::new("log-wrapped-up-discarded").det("his", his),
        );
    }
    if !asks.is_empty() {
        push_front(world, asks);
    }
}
