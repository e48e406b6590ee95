//! The day loop: turns, actions, end of day and the close (R-ROUND-*, R-MOVE-*).

use super::*;
use crate::rules::{self, is_climax};

/// Mutable access for applying an accepted command.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Apply<'w, 's> {
    clock: ResMut<'w, Clock>,
    log: ResMut<'w, GameLog>,
    history: ResMut<'w, History>,
    supply: ResMut<'w, Supply>,
    last: ResMut<'w, LastOutcome>,
    next: ResMut<'w, NextState<Phase>>,
    figures: Query<
        'w,
        's,
        (
            &'static DetectiveFigure,
            &'static mut At,
            &'static mut DropshipPasses,
        ),
        Without<HeroMarker>,
    >,
    hero: Query<'w, 's, &'static mut HeroMarker>,
    refusals: MessageWriter<'w, Refusal>,
    entered: MessageWriter<'w, Entered>,
}

/// Time the active seat's detective gets at the start of its turn (R-ROUND-2).
fn turn_time(content: &Content, table: &Table, seat: u8) -> u8 {
    content.detectives[table.seats[seat as usize].detective]
        .def
        .time_per_turn
}

fn name_of(content: &Content, table: &Table, seat: u8) -> String {
    content.detectives[table.seats[seat as usize].detective]
        .def
        .name
        .clone()
}

/// Starts a day: the first player's turn begins (R-ROUND-1).
pub fn start_day(
    content: Res<Content>,
    table: Res<Table>,
    mut clock: ResMut<Clock>,
    mut log: ResMut<GameLog>,
) {
    clock.turn = 0;
    clock.time = turn_time(&content, &table, clock.first_player);
    let climax = if is_climax(clock.week, clock.day) {
        " — the climax: followed-up leads leave the game"
    } else {
        ""
    };
    let c = *clock;
    log_public(
        &mut log,
        &c,
        None,
        format!("Week {}, day {} begins{climax}.", c.week, c.day),
    );
    let who = name_of(&content, &table, c.first_player);
    log_public(
        &mut log,
        &c,
        Some(c.first_player),
        format!("{who}'s turn: {} Time.", c.time),
    );
}

/// Checks and applies every command that arrived, in order.
pub fn apply_commands(
    mut commands: MessageReader<Command>,
    content: Res<Content>,
    table: Res<Table>,
    mut set: ParamSet<(GameQuery, Apply)>,
) {
    for cmd in commands.read() {
        let snap = set.p0().snapshot();
        let mut a = set.p1();
        match rules::check(&content, &snap, cmd.seat, &cmd.action) {
            Err(reason) => {
                a.last.0 = Some(Err(reason.clone()));
                a.refusals.write(Refusal {
                    seat: cmd.seat,
                    action: cmd.action,
                    reason,
                });
            }
            Ok(cost) => {
                a.history.0.push(cmd.clone());
                apply(&content, &table, &snap, cmd, cost, &mut a);
                // Nothing left to do but end the turn: end it (R-ROUND-2).
                let after = set.p0().snapshot();
                if after.daytime
                    && after.active() == cmd.seat
                    && rules::legal_actions(&content, &after, cmd.seat).len() == 1
                {
                    let mut a = set.p1();
                    let who = name_of(&content, &table, cmd.seat);
                    let c = *a.clock;
                    log_public(
                        &mut a.log,
                        &c,
                        Some(cmd.seat),
                        format!("{who} has no Time left for anything."),
                    );
                    end_turn(&content, &table, &mut a);
                }
            }
        }
    }
}

fn apply(
    content: &Content,
    table: &Table,
    snap: &rules::Snapshot,
    cmd: &Command,
    cost: u8,
    a: &mut Apply,
) {
    let map = &content.map;
    let who = name_of(content, table, cmd.seat);
    let c = *a.clock;
    match cmd.action {
        Action::EndTurn => {
            log_public(
                &mut a.log,
                &c,
                Some(cmd.seat),
                format!("{who} ends the turn with {} Time unspent.", c.time),
            );
            a.last.0 = Some(Ok(format!("{who} ended the turn.")));
            end_turn(content, table, a);
        }
        Action::Move { to } | Action::Dropship { to } => {
            let from = snap.seats[cmd.seat as usize].at;
            for (fig, mut at, mut passes) in &mut a.figures {
                if fig.seat == cmd.seat {
                    at.0 = to;
                    if matches!(cmd.action, Action::Dropship { .. }) {
                        passes.0 -= 1;
                        a.supply.dropship_passes += 1;
                    }
                }
            }
            a.clock.time -= cost;
            let how = match cmd.action {
                Action::Dropship { .. } => " by dropship (the pass returns to NAPD)",
                _ if map.loc(from).beanstalk_index.is_some()
                    && map.loc(to).beanstalk_index.is_some() =>
                {
                    " along the Beanstalk"
                }
                _ => "",
            };
            let extra = if cost > 1 {
                " (restricted, no warrant)"
            } else {
                ""
            };
            let text = format!(
                "{who} moves{how} from {} to {}: {cost} Time{extra}, {} left.",
                map.label(from),
                map.label(to),
                a.clock.time
            );
            log_public(&mut a.log, &c, Some(cmd.seat), text.clone());
            a.last.0 = Some(Ok(text));
            a.entered.write(Entered {
                seat: cmd.seat,
                loc: to,
            });
        }
        Action::JumpOnTheCase => {
            for mut hero in &mut a.hero {
                hero.seat = cmd.seat;
            }
            a.clock.time -= cost;
            let text = format!(
                "{who} gets a jump on the case: their hero marker now lies on the scene of the crime ({} Time left).",
                a.clock.time
            );
            log_public(&mut a.log, &c, Some(cmd.seat), text.clone());
            a.last.0 = Some(Ok(text));
        }
    }
}

fn end_turn(content: &Content, table: &Table, a: &mut Apply) {
    a.clock.turn += 1;
    if a.clock.turn as usize >= table.seats.len() {
        a.clock.time = 0;
        NextState::set_if_neq(&mut *a.next, Phase::EndOfDay);
        return;
    }
    let seat = a.clock.active(table.seats.len());
    a.clock.time = turn_time(content, table, seat);
    let c = *a.clock;
    let who = name_of(content, table, seat);
    log_public(
        &mut a.log,
        &c,
        Some(seat),
        format!("{who}'s turn: {} Time.", c.time),
    );
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
    mut lily: Query<&mut At, (With<Lily>, Without<Jimmy>)>,
    mut jimmy: Query<&mut At, (With<Jimmy>, Without<Lily>)>,
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
        if let Ok(mut at) = lily.single_mut() {
            at.0 = scenario.lily[1];
        }
        if let Ok(mut at) = jimmy.single_mut() {
            at.0 = scenario.jimmy[1];
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
                map.label(scenario.lily[1]),
                map.label(scenario.jimmy[1])
            ),
        );
        NextState::set_if_neq(&mut *next, Phase::Daytime);
    } else {
        // R-ROUND-7, R-CLOSE-1: after day 6 of week 2 the game ends.
        NextState::set_if_neq(&mut *next, Phase::CaseClosed);
    }
}

/// The game is over (R-CLOSE-1). The scoring of section 12 fills the outcome in.
pub fn close_case(
    mut commands: Commands,
    content: Res<Content>,
    table: Res<Table>,
    clock: Res<Clock>,
    hero: Query<&HeroMarker>,
    mut log: ResMut<GameLog>,
) {
    let lead = hero
        .single()
        .map(|h| name_of(&content, &table, h.seat))
        .unwrap_or_else(|_| "nobody".into());
    let summary = format!("case closed after 12 days; hero on the scene {lead}");
    log_public(
        &mut log,
        &clock,
        None,
        "The two weeks are over: the case is closed.",
    );
    commands.insert_resource(Outcome { summary });
}
