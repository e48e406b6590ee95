//! The command pipeline: every [`Command`] — from the UI, a bot, a test or a save being
//! caught up — goes through [`apply_commands`], which checks it against what its seat may
//! know ([`rules::check`]), routes it to its one handler ([`route`], one exhaustive match over
//! [`Action`]), and answers with exactly one [`CommandResult`]: what happened, or why not.
//!
//! Handlers declare what they showed anybody ([`shown`](super::ctx::shown): a card or token drawn, a random
//! step, a secret shown to a seat): such a command cannot be undone, so nothing hidden is
//! ever seen twice. After a command the pipeline settles the game: it steps past decisions
//! nobody can answer, opens the response window after an action of the active player
//! (D-7), and ends a turn that has nothing left to do (R-ROUND-2).
//!
//! Frames run in four named sets: [`Flow::Input`] (bots and the UI write commands),
//! [`Flow::Logic`] (this pipeline and the game's requests), [`Flow::Persist`] (the autosave)
//! and [`Flow::Present`] (what the UI draws from the results).

use super::ctx::{Applying, Ctx};
use super::decisions::skip_empty_decisions;
/// The game's change counter, at the path the UI reads it from.
pub use super::view::GameVersion;
use super::*;
use super::{abilities, cards, conspiracy, effects, events, investigation as inv, turns};
use crate::rules::{self, Snapshot};
use bevy::ecs::message::MessageCursor;
use bevy::ecs::system::SystemState;

/// The order of a frame's work: commands come in, the rules apply them, the game is saved,
/// the screen shows it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Flow {
    /// Bots and the UI write [`Command`]s and requests.
    Input,
    /// The pipeline applies commands; requests (new game, load, undo) are handled.
    Logic,
    /// The game is written to disk.
    Persist,
    /// The screen follows the game.
    Present,
}

/// The bots' systems, which send their [`Command`]s in [`Flow::Input`]; they stand still while
/// the game is paused ([`Pause`](super::lifecycle::Pause)). Systems that set the bots' pace or
/// pause them run before it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BotSet;

/// The answer to one command: what happened (the words the log shows), or why the rules
/// refused it. Exactly one per command.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommandResult {
    /// The command answered.
    pub command: Command,
    /// What happened (`Ok`, the words the log shows), or why the rules refused it (`Err`).
    pub outcome: Result<Msg, Msg>,
}

impl CommandResult {
    /// Whether the rules accepted the command.
    pub fn accepted(&self) -> bool {
        self.outcome.is_ok()
    }
}

/// Every command the rules accept goes to exactly one handler, chosen here.
pub fn route(world: &mut World, cx: &Ctx) {
    // A card's choice is answered by its own handler, whatever the answer's kind.
    if let Some(Decision {
        ask: Ask::Choice { choice, .. },
        ..
    }) = cx.snap.pending
    {
        return effects::apply_choice(world, cx, choice);
    }
    match cx.cmd.action {
        Action::EndTurn => turns::end_turn_action(world, cx),
        Action::Move { to } => turns::move_to(world, cx, to, false),
        Action::Dropship { to } => turns::move_to(world, cx, to, true),
        Action::JumpOnTheCase => turns::jump_on_the_case(world, cx),
        Action::FollowUp { kind, owner } => inv::follow_up(world, cx, kind, owner),
        Action::PlaceLead { to } => inv::place_lead(world, cx, to),
        Action::TakeEvidence => inv::take_evidence(world, cx),
        Action::PlaceEvidence { suspect, face_up } => {
            inv::place_evidence(world, cx, suspect, face_up)
        }
        Action::RevealEvidence { token } => inv::reveal_evidence(world, cx, token),
        Action::MoveLily { to } | Action::MoveJimmy { to } => inv::move_informant(world, cx, to),
        Action::Peek { suspect } => inv::jimmy_peek(world, cx, suspect),
        Action::LookAtHand { of } => inv::jimmy_hand(world, cx, of),
        Action::DeclinePeek => inv::decline_peek(world, cx),
        Action::SkipReveal => inv::skip_reveal(world, cx),
        Action::UncoverConspiracy { dig: true } => conspiracy::dig_deeper(world, cx),
        Action::UncoverConspiracy { dig: false } => conspiracy::reveal_information(world, cx),
        Action::Shift { seat, dark } => conspiracy::shift_benefit(world, cx, seat, dark),
        Action::GainFavor { kind } => conspiracy::gain_favor(world, cx, kind),
        Action::GiveBaggage { seat, good } => conspiracy::give_baggage(world, cx, seat, good),
        Action::PlacePiece { col, row, turns } => {
            conspiracy::place_piece(world, cx, col, row, turns)
        }
        Action::DiscardPiece => conspiracy::discard_piece(world, cx),
        Action::MoveLeadBonus { kind, owner, to } => {
            conspiracy::move_lead_bonus(world, cx, kind, owner, to)
        }
        Action::HitBonus { suspect } => conspiracy::hit_bonus(world, cx, suspect),
        Action::DrawBonusPiece => conspiracy::draw_bonus_piece(world, cx),
        Action::SkipBonus => conspiracy::skip_bonus(world, cx),
        Action::DrawCard { from } => cards::draw_card(world, cx, from),
        Action::DiscardCard { card } => cards::discard_card(world, cx, card),
        Action::PlayLight { play } => cards::play_light(world, cx, play),
        Action::SkipDraw => cards::skip_draw(world, cx),
        Action::SkipDrawsToday => cards::skip_draws_today(world, cx),
        Action::PlayDark { play } => cards::play_dark(world, cx, play),
        Action::PassResponse => cards::pass_response(world, cx),
        Action::HoldResponses { until } => cards::hold_responses(world, cx, until),
        Action::Tactics { dark } => cards::tactics(world, cx, dark),
        // Only a card's choice asks for a suspect, and it was answered above.
        Action::ChooseSuspect { .. } => {}
        Action::UseAbility { option, pay } => abilities::use_ability(world, cx, option, &pay),
        Action::EventAction { event, option, pay } => {
            events::use_event_action(world, cx, event, option, &pay)
        }
        Action::RecallMemory { from } => turns::recall_memory(world, cx, from),
        Action::ReturnMemory { take } => turns::return_memory(world, cx, take),
        Action::PromptFor { card, prompt } => cards::prompt_for(world, cx, card, prompt),
        Action::MoveWarrant { from } => super::tokens::move_warrant(world, cx, from),
    }
}

/// Whether `action`, taken by the active seat on its own turn with nothing pending, may be
/// taken back if it showed nobody anything: moves and abilities. Everything else (a card
/// played or discarded face up, a lead followed, a draw, an answer, the end of a turn) is
/// seen by others.
pub fn may_undo(action: &Action) -> bool {
    matches!(
        action,
        Action::Move { .. }
            | Action::Dropship { .. }
            | Action::JumpOnTheCase
            | Action::UseAbility { .. }
            | Action::EventAction { .. }
    )
}

/// Checks and applies every command that arrived, in order; then, for a game being caught
/// up from a save, its saved commands one after another until the day ends (its phase
/// change comes first).
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
        // A finished game being reviewed is not played on.
        if *world.resource::<State<Session>>().get() == Session::Reviewing {
            let reason = Msg::new("refuse-reviewing");
            world.write_message(CommandResult {
                command: cmd,
                outcome: Err(reason),
            });
            continue;
        }
        if apply_one(world, q, cmd.clone()).is_none() {
            world.write_message(CommandResult {
                command: cmd,
                outcome: Err(Msg::new("refuse-no-game")),
            });
        }
    }
    while *world.resource::<State<Phase>>().get() == Phase::Daytime
        && matches!(*world.resource::<NextState<Phase>>(), NextState::Unchanged)
    {
        let Some(cmd) = world
            .get_resource_mut::<CatchUp>()
            .and_then(|mut r| r.0.pop_front())
        else {
            break;
        };
        let before = world.resource::<History>().0.len();
        match apply_one(world, q, cmd.clone()) {
            Some(Ok(())) => {}
            stop => {
                let reason = match stop {
                    Some(Err(r)) => r,
                    _ => Msg::new("refuse-not-applied"),
                };
                let left = world.resource::<CatchUp>().0.len() + 1;
                world.remove_resource::<CatchUp>();
                log::log(
                    world,
                    None,
                    Msg::new("log-save-stops-fitting")
                        .num("command", before + 1)
                        .num("seat", cmd.seat.index() + 1)
                        .msg("reason", reason)
                        .num("left", left),
                );
                return;
            }
        }
    }
    if world
        .get_resource::<CatchUp>()
        .is_none_or(|c| c.0.is_empty())
    {
        bots_play_on(world, q);
    }
}

/// In a headless game ([`BotsAtOnce`]): the bots answer one after another within the frame,
/// each deciding from its own seat's view as [`bot::bot_turn`] does, until a human is asked,
/// the day ends or the rules refuse a bot (the frame after tries again, as bots always do).
/// The same commands in the same order as one a frame, so the same game; only the frames
/// between them are saved.
fn bots_play_on(world: &mut World, q: &mut SystemState<GameQuery>) {
    // Bots held (a look-ahead sample's own action first) wait for their pace.
    let Some(&BotsAtOnce(until)) = world.get_resource::<BotsAtOnce>() else {
        return;
    };
    if world
        .get_resource::<bot::BotPace>()
        .is_none_or(|p| p.0 > 0.0)
    {
        return;
    }
    // A seat's snapshot of the world as it stands, made by the last command's settling.
    let mut carry: Option<Snapshot> = None;
    loop {
        let Some((true, active)) = turn_under_way(world) else {
            return;
        };
        let clock = *world.resource::<Clock>();
        if !matches!(*world.resource::<NextState<Phase>>(), NextState::Unchanged)
            || *world.resource::<State<Session>>().get() != Session::Live
            || until.is_some_and(|day| day != (clock.week, clock.day))
        {
            return;
        }
        let seat = world
            .resource::<Pending>()
            .decision
            .map_or(active, |d| d.decider());
        let table = world.resource::<Table>();
        let Some(s) = table.seats.get(seat.index()) else {
            return;
        };
        if s.kind != SeatKind::Bot {
            return;
        }
        let (level, seed) = (s.level, table.seed);
        let known = carry.take().filter(|c| c.viewer == Some(seat));
        let (action, known) = if level == BotLevel::Hard {
            (bot::hard_choice(world, q, seat), known)
        } else {
            let mut rng = bot::bot_rng(seed, world.resource::<History>().0.len());
            let own = match known.and_then(SeatView::of_seat) {
                Some(own) => own,
                None => match seat_view(world, q, seat) {
                    Some(own) => own,
                    None => return,
                },
            };
            let content = world.resource::<Content>().clone();
            let action = bot::choose_at(level, &content, &own, &mut rng);
            (action, Some(own.into_snapshot()))
        };
        match apply_known(world, q, Command { seat, action }, known) {
            Some(Ok(after)) => carry = after,
            _ => return,
        }
    }
}

/// Bots in a headless game play on within a frame ([`bots_play_on`]): set by the simulator
/// and the hard bot's look ahead, never by the windowed game, whose bots take their pace, nor
/// by tests that look at the game between bots' commands. With a day (week, day), only
/// within that day: a look-ahead sample ends with the first command of the next.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BotsAtOnce(pub Option<(u8, u8)>);

/// Checks and applies one command and writes its [`CommandResult`]; `None` when there is
/// no game to apply it to, else whether the rules accepted it.
fn apply_one(
    world: &mut World,
    q: &mut SystemState<GameQuery>,
    cmd: Command,
) -> Option<Result<(), Msg>> {
    apply_known(world, q, cmd, None).map(|r| r.map(|_| ()))
}

/// [`apply_one`], given the command's seat's snapshot of the world as it is now if one is at
/// hand (`known`, so it is not made again); when accepted, the snapshot of the world after
/// it of the seat the game waits for (the decider, else the active seat), if one was made on
/// the way.
fn apply_known(
    world: &mut World,
    q: &mut SystemState<GameQuery>,
    cmd: Command,
    known: Option<Snapshot>,
) -> Option<Result<Option<Snapshot>, Msg>> {
    // A command comes from a seat at this table (a save is a user file).
    let seats = world.get_resource::<Table>()?.seats.len();
    if cmd.seat.index() >= seats {
        let reason = Msg::new("refuse-no-seat-at-table")
            .num("seat", cmd.seat.index() as i64 + 1)
            .num("seats", seats as i64);
        world.write_message(CommandResult {
            command: cmd,
            outcome: Err(reason.clone()),
        });
        return Some(Err(reason));
    }
    // A command is checked against what its seat may know (its own hand, say).
    let snap = match known {
        Some(snap) if snap.viewer == Some(cmd.seat) => snap,
        _ => seat_snapshot(world, q, cmd.seat)?,
    };
    let content = world.resource::<Content>().clone();
    let cost = match rules::check(&content, &snap, cmd.seat, &cmd.action) {
        Ok(cost) => cost,
        Err(reason) => {
            world.write_message(CommandResult {
                command: cmd,
                outcome: Err(reason.clone()),
            });
            return Some(Err(reason));
        }
    };
    world.resource_mut::<History>().0.push(cmd.clone());
    let c = *world.resource::<Clock>();
    world
        .resource_mut::<Timeline>()
        .0
        .push((c.week, c.day, c.turn));
    let own_turn = snap.pending.is_none() && cmd.seat == snap.active();
    // A new action of the active player is a new trigger for dark cards (R-TWI-9); an
    // EndTurn is not.
    if own_turn && !matches!(cmd.action, Action::EndTurn | Action::PromptFor { .. }) {
        world.resource_mut::<Pending>().trigger = true;
    }
    world.insert_resource(Applying::default());
    #[cfg(debug_assertions)]
    let rng_before = world.resource::<GameRng>().0.get_word_pos();
    #[cfg(debug_assertions)]
    let hand_before = snap.hand.clone();
    let who = super::log::name_of(&content, world.resource::<Table>(), cmd.seat);
    world.resource_mut::<Clock>().time -= cost;
    {
        let mut turn = world.resource_mut::<TurnLog>();
        match cmd.action {
            Action::FollowUp { .. } => turn.followed_up = true,
            Action::PlayLight { .. } => turn.light_cards += 1,
            _ => {}
        }
    }
    let cx = Ctx {
        content: &content,
        snap: &snap,
        cmd: &cmd,
        seat: cmd.seat,
        who,
        cost,
    };
    route(world, &cx);
    let applying = world.remove_resource::<Applying>().expect("inserted above");
    #[cfg(debug_assertions)]
    debug_assert!(
        applying.shown || world.resource::<GameRng>().0.get_word_pos() == rng_before,
        "{:?} took a random step without declaring it shown",
        cmd.action
    );
    // What may be undone: the active seat's own quiet steps that showed nobody anything and
    // left no other seat a question (a response window aside: it opens again).
    let asks_another = world.resource::<Pending>().decision.is_some_and(|d| {
        d.seat != cmd.seat
            && !matches!(
                d,
                Decision {
                    ask: Ask::Response,
                    ..
                }
            )
    });
    let pass = cmd.action.is_pass();
    let undoable = pass || (own_turn && may_undo(&cmd.action) && !applying.shown && !asks_another);
    #[cfg(debug_assertions)]
    debug_assert!(
        !undoable
            || pass
            || seat_snapshot(world, q, cmd.seat).is_none_or(|s| s.hand == hand_before),
        "{:?} changed the hand without declaring it shown",
        cmd.action
    );
    if !undoable {
        let n = world.resource::<History>().0.len();
        world.resource_mut::<UndoBarrier>().0 = n;
    }
    let after = settle(world, q, &content, snap.active());
    world.resource_mut::<GameVersion>().0 += 1;
    world.write_message(CommandResult {
        command: cmd,
        outcome: Ok(applying.said.unwrap_or_default()),
    });
    Some(Ok(after))
}

/// After a command: steps past decisions nobody can answer, opens the response window after
/// an action of the active player once it has fully resolved (D-7), and ends a turn with
/// nothing left to do but end it (R-ROUND-2).
fn settle(
    world: &mut World,
    q: &mut SystemState<GameQuery>,
    content: &Content,
    was_active: SeatId,
) -> Option<Snapshot> {
    let asked = skip_empty_decisions(world, q);
    // Read straight from the resources, as the public snapshot would say them.
    let (daytime, active) = turn_under_way(world)?;
    if world.resource::<Pending>().decision.is_some() {
        // Nothing changed since the decider's snapshot was made.
        return asked;
    }
    // A snapshot of the world as it stands, for any viewer: the window's and this one.
    let mut view = None;
    if world.resource::<Pending>().trigger {
        world.resource_mut::<Pending>().trigger = false;
        if daytime && active == was_active {
            cards::open_response_window(world, content, q, &mut view);
        }
    }
    let (daytime, active) = turn_under_way(world)?;
    if !daytime || world.resource::<Pending>().decision.is_some() {
        return None;
    }
    // Nobody was asked, so the world is as the window saw it.
    let after = match view {
        Some(mut v) => {
            q.get(world).ok()?.reseat(&mut v, Some(active));
            v
        }
        None => seat_snapshot(world, q, active)?,
    };
    if !rules::may_do_more_than_end_turn(content, &after, active) {
        let who = super::log::name_of(content, world.resource::<Table>(), active);
        log::log(
            world,
            Some(active),
            Msg::new("log-no-time-left").det("who", who),
        );
        turns::end_turn(world, content);
        return None;
    }
    Some(after)
}

/// Whether a turn is under way ([`Snapshot::daytime`](rules::Snapshot::daytime)) and whose
/// it is, read from the resources without a snapshot; `None` with no game set up.
pub(super) fn turn_under_way(world: &World) -> Option<(bool, SeatId)> {
    let seats = world.get_resource::<Table>()?.seats.len();
    let clock = world.get_resource::<Clock>()?;
    let daytime = *world.get_resource::<State<Phase>>()?.get() == Phase::Daytime
        && (clock.turn as usize) < seats;
    Some((daytime, clock.active(seats)))
}
