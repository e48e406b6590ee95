//! The day loop: turns, actions, end of day and the close (R-ROUND-*, R-MOVE-*).
//!
//! [`apply_commands`] is an exclusive system: each command is checked against a fresh
//! [`Snapshot`](crate::rules::Snapshot) and applied to the world at once, so the next command of
//! the same frame already sees its effects.

use super::investigation as inv;
use super::*;
use crate::rules::{self, is_climax};
use bevy::ecs::message::MessageCursor;
use bevy::ecs::system::SystemState;

/// Time the active seat's detective gets at the start of its turn (R-ROUND-2), with the
/// rules its plot cards put on it (R-PLOT-4).
fn turn_time(world: &mut World, content: &Content, seat: SeatId) -> u8 {
    let base = content.detectives[world.resource::<Table>().seats[seat].detective]
        .def
        .time_per_turn as i32;
    (base + super::twilight::time_bonus(world, content, seat)).clamp(0, 99) as u8
}

/// The name of the detective `seat` plays.
pub fn name_of(content: &Content, table: &Table, seat: SeatId) -> String {
    content.detectives[table.seats[seat].detective]
        .def
        .name
        .clone()
}

/// A public log line about `seat`.
pub fn log(world: &mut World, seat: Option<SeatId>, text: impl Into<String>) {
    let clock = *world.resource::<Clock>();
    log_public(&mut world.resource_mut::<GameLog>(), &clock, seat, text);
}

/// A log line only `seat` may read (D-8).
pub fn log_private(world: &mut World, seat: SeatId, text: impl Into<String>) {
    let clock = *world.resource::<Clock>();
    world.resource_mut::<GameLog>().0.push(LogEntry {
        week: clock.week,
        day: clock.day,
        seat: Some(seat),
        private_to: Some(seat),
        text: text.into(),
    });
}

/// Logs `text` publicly and makes it the outcome of the command.
pub fn report(world: &mut World, seat: SeatId, text: String) {
    log(world, Some(seat), text.clone());
    world.resource_mut::<LastOutcome>().0 = Some(Ok(text));
}

/// Starts a day: the first player's turn begins (R-ROUND-1).
pub fn start_day(world: &mut World) {
    let content = world.resource::<Content>().clone();
    // R-LOC-1, R-EVENT-4: a new round, every ability free again.
    world.resource_mut::<AbilitiesUsed>().0.clear();
    world.resource_mut::<EventTrack>().used.clear();
    *world.resource_mut::<TurnLog>() = TurnLog::default();
    let first = {
        let mut clock = world.resource_mut::<Clock>();
        clock.turn = 0;
        clock.first_player
    };
    let time = turn_time(world, &content, first);
    world.resource_mut::<Clock>().time = time;
    let c = *world.resource::<Clock>();
    let climax = if is_climax(c.week, c.day) {
        " — the climax: followed-up leads leave the game"
    } else {
        ""
    };
    log(
        world,
        None,
        format!("Week {}, day {} begins{climax}.", c.week, c.day),
    );
    // R-ROUND-5: the specific event at the start of day 1 of week 2.
    if c.week == 2 && c.day == 1 && !world.resource::<EventTrack>().specific_revealed {
        super::events::reveal_specific(world, &content);
    }
    let who = name_of(&content, world.resource::<Table>(), first);
    log(world, Some(first), format!("{who}'s turn: {time} Time."));
    // What the night's events asked that nobody can answer is let go.
    let mut q = SystemState::<GameQuery>::new(world);
    inv::skip_empty_decisions(world, &mut q);
}

/// Checks and applies every command that arrived, in order; then, for a game being loaded,
/// the saved commands one after another until the day ends (its phase change comes first).
pub fn apply_commands(
    world: &mut World,
    mut cursor: Local<MessageCursor<Command>>,
    q: &mut SystemState<GameQuery>,
) {
    let commands: Vec<Command> = cursor
        .read(world.resource::<Messages<Command>>())
        .cloned()
        .collect();
    for cmd in commands {
        // A finished game being stepped through is not played on.
        if world.contains_resource::<Review>() {
            let reason =
                "this is a replay of a finished game: leave the replay to play".to_string();
            world.resource_mut::<LastOutcome>().0 = Some(Err(reason.clone()));
            world.write_message(Refusal {
                seat: cmd.seat,
                action: cmd.action,
                reason,
            });
            continue;
        }
        if !apply_one(world, q, cmd) {
            return;
        }
    }
    while *world.resource::<State<Phase>>().get() == Phase::Daytime
        && matches!(*world.resource::<NextState<Phase>>(), NextState::Unchanged)
    {
        let Some(cmd) = world
            .get_resource_mut::<ReplayQueue>()
            .and_then(|mut r| r.0.pop_front())
        else {
            return;
        };
        let before = world.resource::<History>().0.len();
        if !apply_one(world, q, cmd.clone()) || world.resource::<History>().0.len() == before {
            let reason = match &world.resource::<LastOutcome>().0 {
                Some(Err(r)) => r.clone(),
                _ => "it could not be applied".into(),
            };
            let left = world.resource::<ReplayQueue>().0.len() + 1;
            world.remove_resource::<ReplayQueue>();
            log(
                world,
                None,
                format!(
                    "The save stops fitting this game at command {} of seat {} ({reason}); the {left} command(s) from there are dropped and play goes on from here.",
                    before + 1,
                    cmd.seat.index() + 1
                ),
            );
            return;
        }
    }
}

/// Checks and applies one command; false when there is no game to apply it to.
fn apply_one(world: &mut World, q: &mut SystemState<GameQuery>, cmd: Command) -> bool {
    // A command is checked against what its seat may know (its own hand, say).
    let Some(snap) = seat_snapshot(world, q, cmd.seat) else {
        return false;
    };
    let checked = rules::check(world.resource::<Content>(), &snap, cmd.seat, &cmd.action);
    match checked {
        Err(reason) => {
            world.resource_mut::<LastOutcome>().0 = Some(Err(reason.clone()));
            world.write_message(Refusal {
                seat: cmd.seat,
                action: cmd.action,
                reason,
            });
        }
        Ok(cost) => {
            world.resource_mut::<History>().0.push(cmd.clone());
            let c = *world.resource::<Clock>();
            world
                .resource_mut::<Timeline>()
                .0
                .push((c.week, c.day, c.turn));
            // A new action of the active player is a new trigger for dark cards (R-TWI-9);
            // an EndTurn is not.
            if snap.pending.is_none() && cmd.seat == snap.active() && cmd.action != Action::EndTurn
            {
                world.resource_mut::<Pending>().trigger = true;
            }
            let content = world.resource::<Content>().clone();
            let rng_before = world.resource::<GameRng>().0.get_word_pos();
            apply(world, &content, &snap, &cmd, cost);
            // What may be undone: the active seat's own steps that showed nobody anything.
            let quiet = matches!(
                cmd.action,
                Action::Move { .. }
                    | Action::Dropship { .. }
                    | Action::JumpOnTheCase
                    | Action::UseAbility { .. }
                    | Action::EventAction { .. }
                    | Action::DiscardCard { .. }
            );
            // Passing on a dark card shows nothing; the window it closes opens again.
            let pass = cmd.action == Action::PassResponse;
            let revealed = (!pass
                && (!quiet || snap.pending.is_some() || cmd.seat != snap.active()))
                || world.resource::<GameRng>().0.get_word_pos() != rng_before
                || world.resource::<Pending>().decision.is_some_and(|d| {
                    d.decider() != cmd.seat
                        && !matches!(
                            d,
                            Decision {
                                ask: Ask::Response,
                                ..
                            }
                        )
                })
                || seat_snapshot(world, q, cmd.seat).is_none_or(|now| now.hand != snap.hand);
            if revealed {
                let n = world.resource::<History>().0.len();
                world.resource_mut::<UndoBarrier>().0 = n;
            }
            // Every accepted command has an outcome, even one that says nothing new.
            let mut outcome = world.resource_mut::<LastOutcome>();
            if outcome.0.is_none() {
                outcome.0 = Some(Ok(String::new()));
            }
            inv::skip_empty_decisions(world, q);
            // D-7: a response window after an action of the active player, once it has
            // fully resolved and the turn goes on.
            if world.resource::<Pending>().trigger
                && let Some(now) = world_snapshot(world, q)
                && now.pending.is_none()
            {
                world.resource_mut::<Pending>().trigger = false;
                if now.daytime && now.active() == snap.active() {
                    super::twilight::open_response_window(world, &content);
                }
            }
            // Nothing left to do but end the turn: end it (R-ROUND-2).
            let Some(public) = world_snapshot(world, q) else {
                return false;
            };
            let active = public.active();
            let Some(after) = seat_snapshot(world, q, active) else {
                return false;
            };
            if after.daytime
                && after.pending.is_none()
                && rules::legal_actions(world.resource::<Content>(), &after, active)
                    == [Action::EndTurn]
            {
                let who = name_of(&content, world.resource::<Table>(), active);
                log(
                    world,
                    Some(active),
                    format!("{who} has no Time left for anything."),
                );
                end_turn(world, &content);
            }
        }
    }
    true
}

fn apply(world: &mut World, content: &Content, snap: &rules::Snapshot, cmd: &Command, cost: u8) {
    let map = &content.map;
    let who = name_of(content, world.resource::<Table>(), cmd.seat);
    world.resource_mut::<Clock>().time -= cost;
    {
        let mut turn = world.resource_mut::<TurnLog>();
        match cmd.action {
            Action::FollowUp { .. } => turn.followed_up = true,
            Action::PlayLight { .. } => turn.light_cards += 1,
            _ => {}
        }
    }
    match cmd.action {
        Action::EndTurn => {
            let left = world.resource::<Clock>().time;
            log(
                world,
                Some(cmd.seat),
                format!("{who} ends the turn with {left} Time unspent."),
            );
            world.resource_mut::<LastOutcome>().0 = Some(Ok(format!("{who} ended the turn.")));
            end_turn(world, content);
        }
        Action::Move { to } | Action::Dropship { to } => {
            let from = snap.seats[cmd.seat].at;
            let dropship = matches!(cmd.action, Action::Dropship { .. });
            let mut figures = world.query::<(&DetectiveFigure, &mut At, &mut DropshipPasses)>();
            for (fig, mut at, mut passes) in figures.iter_mut(world) {
                if fig.seat == cmd.seat {
                    at.0 = to;
                    if dropship {
                        passes.0 -= 1;
                    }
                }
            }
            if dropship {
                world.resource_mut::<Supply>().dropship_passes += 1;
            }
            let how = if dropship {
                " by dropship (the pass returns to NAPD)"
            } else if map.loc(from).beanstalk_index.is_some()
                && map.loc(to).beanstalk_index.is_some()
            {
                " along the Beanstalk"
            } else {
                ""
            };
            let extra = if cost > 1 {
                " (restricted, no warrant)"
            } else {
                ""
            };
            let left = world.resource::<Clock>().time;
            let text = format!(
                "{who} moves{how} from {} to {}: {cost} Time{extra}, {left} left.",
                map.label(from),
                map.label(to),
            );
            report(world, cmd.seat, text);
            world.write_message(Entered {
                seat: cmd.seat,
                loc: to,
            });
            inv::entered(world, content, snap, cmd.seat, to);
        }
        Action::JumpOnTheCase => {
            let mut hero = world.query::<&mut HeroMarker>();
            for mut h in hero.iter_mut(world) {
                h.seat = cmd.seat;
            }
            let left = world.resource::<Clock>().time;
            let text = format!(
                "{who} gets a jump on the case: their hero marker now lies on the scene of the crime ({left} Time left)."
            );
            report(world, cmd.seat, text);
        }
        Action::DrawCard { .. }
        | Action::DiscardCard { .. }
        | Action::PlayLight { .. }
        | Action::SkipDraw
        | Action::PlayDark { .. }
        | Action::PassResponse
        | Action::Tactics { .. } => super::twilight::apply(world, content, snap, cmd, &who),
        Action::UseAbility { option, pay } => {
            super::twilight::use_ability(world, content, snap, cmd.seat, option, &pay, &who)
        }
        Action::EventAction { event, option, pay } => {
            super::events::use_event_action(world, content, cmd.seat, event, option, &pay, &who)
        }
        Action::RecallMemory { from } => {
            let holder = name_of(content, world.resource::<Table>(), from);
            report(
                world,
                cmd.seat,
                format!("{who} asks {holder} for his Memory card back, for one of his favors."),
            );
            super::investigation::push_front(
                world,
                vec![Decision {
                    seat: from,
                    ask: Ask::MemoryAsked { raymond: cmd.seat },
                }],
            );
        }
        Action::ReturnMemory { take } => {
            if let Some(Decision {
                ask: Ask::MemoryAsked { raymond, .. },
                ..
            }) = snap.pending
            {
                super::twilight::return_memory(world, content, cmd.seat, raymond, take, &who);
            }
        }
        _ => match snap.pending {
            Some(Decision {
                ask: Ask::Choice { choice, .. },
                ..
            }) => super::twilight::apply_choice(world, content, snap, cmd, choice, &who),
            _ => inv::apply(world, content, snap, cmd, &who),
        },
    }
}

fn end_turn(world: &mut World, content: &Content) {
    super::twilight::expire_rules(world, crate::content::Span::Turn);
    *world.resource_mut::<TurnLog>() = TurnLog::default();
    let n = world.resource::<Table>().seats.len();
    let mut clock = world.resource_mut::<Clock>();
    clock.turn += 1;
    if clock.turn as usize >= n {
        clock.time = 0;
        super::twilight::expire_rules(world, crate::content::Span::Day);
        let mut next = world.resource_mut::<NextState<Phase>>();
        NextState::set_if_neq(&mut *next, Phase::EndOfDay);
        return;
    }
    let seat = clock.active(n);
    let time = turn_time(world, content, seat);
    world.resource_mut::<Clock>().time = time;
    let who = name_of(content, world.resource::<Table>(), seat);
    log(world, Some(seat), format!("{who}'s turn: {time} Time."));
}

/// End of day (R-ROUND-5…7): the day marker advances, the hero on the scene takes the lead,
/// and at the end of a week Lily and Jimmy move on or the case closes.
#[allow(clippy::too_many_arguments)]
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
        format!("End of day {} of week {}.", c.day, c.week),
    );
    // R-ROUND-6: the hero marker on the scene names the first player.
    if let Ok(h) = hero.single() {
        if h.seat != clock.first_player {
            let who = name_of(&content, &table, h.seat);
            log_public(
                &mut log,
                &c,
                Some(h.seat),
                format!(
                    "{who}'s hero marker lies on the scene of the crime: {who} becomes the first player."
                ),
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
        let map = &content.map;
        log_public(
            &mut log,
            &c,
            None,
            format!(
                "Week 1 is over. Lily Lockwell moves to {} and Jimmy the Snitch to {}.",
                map.label(scenario.informant(Informant::Lily, 2)),
                map.label(scenario.informant(Informant::Jimmy, 2))
            ),
        );
        NextState::set_if_neq(&mut *next, Phase::Daytime);
    } else {
        // R-ROUND-7, R-CLOSE-1: after day 6 of week 2 the game ends.
        NextState::set_if_neq(&mut *next, Phase::CaseClosed);
    }
}
