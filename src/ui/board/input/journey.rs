//! Going to a place in one gesture: a click on a place, or the ruler let go on one it does not
//! reach in a single move, goes there a move at a time along the way of the least Time
//! ([`rules::route_toward`]) when the Time left pays it all (round 52 of issue 31 crossed the
//! map three moves in five drags, and asked for one gesture that goes there). Each move is the
//! player's own command, as a drag would send it: the others answer between them as they
//! would, and the journey waits for them, and for any question a move brings the player
//! (answered, it goes on: the player asked to go there); it ends on arrival, at the turn's end,
//! on an undo, when the ruler is picked up again, or where the way is no longer paid.

use super::*;

/// A click that takes this much Time or more asks first (round 53 of issue 31: one click on a
/// ringed lead spent 4 of 6 Time, a restricted place's 3 and the follow-up, with nothing
/// asked); a cheaper one goes at once.
const ASK_AT: u32 = 3;

/// The journey under way, a click waiting for its *Go*, and a press on a place that may
/// become a click.
#[derive(Resource, Default, Clone, Debug)]
pub struct Journey {
    trip: Option<Trip>,
    ask: Option<Asking>,
    /// A press on a place (not on the detective, a lead or a ring): its place and where it
    /// was, in world units; let go there, it is a click.
    pressed: Option<(LocId, Vec2)>,
}

#[derive(Clone, Debug)]
struct Trip {
    seat: SeatId,
    to: LocId,
    /// Where the detective stood when the last move was sent: the next waits until the game
    /// took it (the detective stands elsewhere).
    from: LocId,
    /// When it was sent (seconds of the app's clock): a move the game refused (its refusal is
    /// said) ends the journey.
    sent_at: f32,
    /// The game's commands when last looked at: fewer now is an undo (or a load), and the
    /// journey ends (Undo takes a move back; the journey must not make it again).
    commands: usize,
    /// The moves sent so far.
    moves: usize,
    /// The lead to follow up on arrival (a click on a lead, or on a place holding one lead,
    /// goes and follows it up: one gesture for what a turn does most).
    follow: Option<(LeadKind, LeadOwner)>,
    /// A ringed lead's trip, one move: elsewhere than its lead after it (a card moved the
    /// detective), it ends.
    one_move: bool,
    /// A question of the player's met on the way was said to hold the journey (once).
    held_said: bool,
}

/// A click that spends much of the turn, shown in a small box by the pointer with *Go* and
/// *Stay* (Enter, Esc) before anything is sent.
#[derive(Clone, Debug)]
struct Asking {
    seat: SeatId,
    goal: Goal,
    /// What it does and takes, in words.
    words: String,
    /// The game's version it was asked in: any change puts it away.
    version: u64,
    /// Where the box stands (egui points), from the pointer when it first showed.
    at: Option<egui::Pos2>,
    /// *Go* pressed: the next update sends it.
    go: bool,
}

#[derive(Clone, Copy, Debug)]
enum Goal {
    Place(LocId, Option<((LeadKind, LeadOwner), u8)>),
    Lead(rules::LeadInReach),
}

impl Journey {
    /// The last move sent is not taken yet: a second click (a double-click on a slow frame)
    /// must not send another.
    fn waiting(&self, game: &TableRead) -> bool {
        self.trip.as_ref().is_some_and(|t| {
            game.seat(t.seat)
                .seats
                .get(t.seat.index())
                .is_some_and(|s| s.at == t.from)
        })
    }
}

/// The move toward `to` now: `to` itself when one move reaches it, else the way's first place
/// when the Time left pays the whole way ([`why_not`] says why not, when asked).
fn next_move(
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    to: LocId,
) -> Option<(LocId, Option<rules::Route>)> {
    if rules::check(content, snap, seat, &Action::Move { to }).is_ok() {
        return Some((to, None));
    }
    rules::route_toward(content, snap, seat, to)
        .filter(|route| route.time <= u32::from(snap.clock.time))
        .map(|route| (route.places[0], Some(route)))
}

/// Why [`next_move`] found no move toward `to`: the rules' reason and the way there, and when
/// the way is known but too long, its Time against the Time left.
fn why_not(content: &Content, snap: &rules::Snapshot, seat: SeatId, to: LocId) -> String {
    let mut said = not_moved_words(content, snap, seat, to);
    if let Some(route) = rules::route_toward(content, snap, seat, to) {
        said.push(' ');
        said.push_str(&tr_args(
            "journey-too-long",
            &[
                ("need", route.time.into()),
                ("time", snap.clock.time.into()),
            ],
        ));
    }
    said
}

/// What a click on `to` would do for `seat`, for the place's hover: go there in one move (its
/// cost) or a way of several the Time left pays; `None` when it is not the seat's turn to move
/// or the click would move nowhere.
pub fn click_words(
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    to: LocId,
) -> Option<String> {
    if !snap.daytime || snap.active() != seat || snap.seats.get(seat.index())?.at == to {
        return None;
    }
    let snap = as_if_passed(snap, seat);
    if snap.pending.is_some() {
        return None;
    }
    let said = match next_move(content, &snap, seat, to)? {
        (_, Some(route)) => tr_args(
            "board-click-way",
            &[
                ("moves", route.places.len().into()),
                ("time", route.time.into()),
            ],
        ),
        (step, None) => {
            let o = rules::moves_of(content, &snap, seat, false)
                .into_iter()
                .find(|o| o.to == step)?;
            tr_args(
                "board-click-go",
                &[("cost", cost_words(&o, snap.clock.time).into())],
            )
        }
    };
    // A click there follows up its lead too: said before it is made.
    Some(if lead_there(content, &snap, seat, to).is_some() {
        format!("{said}{}", tr("board-click-then-follow"))
    } else {
        said
    })
}

/// The lead a click on `to` follows up on arrival, and the Time its follow-up takes: the one
/// lead there the seat could follow up once there, with the Time the way leaves (the rules
/// asked as the way would leave the table: a held suspect's lead, a murder's rule, Floyd's
/// free first lead are theirs to say). Round 56 of issue 31: a click on a lead two moves away
/// only went there, one a move away went and followed it up, and the tester saw no rule. None
/// with two such leads there (which one is the player's to say, on arrival).
pub fn lead_there(
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    to: LocId,
) -> Option<((LeadKind, LeadOwner), u8)> {
    if !snap.leads.iter().any(|l| l.2 == to) {
        return None;
    }
    let snap = as_if_passed(snap, seat);
    let way = match next_move(content, &snap, seat, to)? {
        (_, Some(route)) => route.time,
        (step, None) => rules::moves_of(content, &snap, seat, false)
            .into_iter()
            .find(|o| o.to == step)
            .map(|o| u32::from(o.total()))?,
    };
    let left = u32::from(snap.clock.time).checked_sub(way)?;
    let mut after = snap.clone();
    after.seats[seat].at = to;
    after.clock.time = left as u8;
    let mut can = snap
        .leads
        .iter()
        .filter(|l| l.2 == to)
        .filter_map(|&(kind, owner, _)| {
            let cost = rules::check(content, &after, seat, &Action::FollowUp { kind, owner });
            cost.ok().map(|c| ((kind, owner), c))
        });
    let one = can.next()?;
    can.next().is_none().then_some(one)
}

/// What a click going to `to` takes, in words, when it takes [`ASK_AT`] Time or more with the
/// follow-up after it (`follow`: its Time, if it follows up), and it asks first; `None` when it
/// goes at once.
fn costly_words(
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    (to, first): (LocId, LocId),
    (route, follow): (Option<&rules::Route>, Option<u8>),
) -> Option<String> {
    let left = u32::from(snap.clock.time);
    let then = u32::from(follow.unwrap_or(0));
    // The Time left after the moves, then after the follow-up in a sentence of its own (round
    // 59 of issue 31 read "2 Time in all, 0 left after it" of 3 as wrong sums).
    let (mut said, spent) = if let Some(route) = route {
        (route.time + then >= ASK_AT).then(|| {
            (
                tr_args(
                    "confirm-way",
                    &[
                        ("place", content.map.label(to).into()),
                        ("moves", route.places.len().into()),
                        ("time", route.time.into()),
                        ("left", left.saturating_sub(route.time).into()),
                    ],
                ),
                route.time,
            )
        })?
    } else {
        let o = rules::moves_of(content, snap, seat, false)
            .into_iter()
            .find(|o| o.to == first && u32::from(o.total()) + then >= ASK_AT)?;
        (
            tr_args(
                "confirm-move",
                &[
                    ("place", content.map.label(to).into()),
                    ("cost", cost_words(&o, snap.clock.time).into()),
                    ("left", left.saturating_sub(u32::from(o.total())).into()),
                ],
            ),
            u32::from(o.total()),
        )
    };
    // A free follow-up (Floyd's) is said as well: the click still follows the lead up.
    if follow.is_some() {
        said.push_str(&tr_args(
            "confirm-then-follow",
            &[
                ("time", then.into()),
                ("left", left.saturating_sub(spent + then).into()),
            ],
        ));
    }
    Some(said)
}

/// Goes to `to`: one move when the ruler reaches it, else a journey of several when the Time
/// left pays it; otherwise a notice says why not and the way there. A click (`ask_first`)
/// that takes [`ASK_AT`] Time or more asks first; a drop of the ruler, whose tags and hover
/// said the cost, goes at once.
pub(super) fn go_to(
    (game, seat, to): (&TableRead, SeatId, LocId),
    (ask_first, follow): (bool, Option<((LeadKind, LeadOwner), u8)>),
    journey: &mut Journey,
    now: f32,
    out: &mut MessageWriter<FromScreen>,
    notes: &mut MessageWriter<Note>,
) {
    if journey.waiting(game) {
        return;
    }
    let content = &game.content;
    let snap = as_if_passed(game.seat(seat), seat);
    match next_move(content, &snap, seat, to) {
        Some((first, route)) => {
            let then = follow.map(|f| f.1);
            if let Some(words) = ask_first
                .then(|| costly_words(content, &snap, seat, (to, first), (route.as_ref(), then)))
                .flatten()
            {
                journey.ask = Some(Asking {
                    seat,
                    goal: Goal::Place(to, follow),
                    words,
                    version: game.version,
                    at: None,
                    go: false,
                });
                return;
            }
            let action = Action::Move { to: first };
            pass_offer_first(content, game, seat, &action, out);
            out.write(FromScreen(Command { seat, action }));
            // One move and no lead to follow: nothing more to do after it.
            let route = route.or_else(|| {
                follow.map(|_| rules::Route {
                    places: vec![first],
                    time: 0,
                })
            });
            let many = route.as_ref().is_some_and(|r| r.places.len() > 1);
            journey.trip = route.map(|r| {
                if many {
                    notes.write(Note::notice(tr_args(
                        "journey-begins",
                        &[
                            ("place", content.map.label(to).into()),
                            ("moves", r.places.len().into()),
                            ("time", r.time.into()),
                        ],
                    )));
                }
                Trip {
                    seat,
                    to,
                    from: snap.seats[seat].at,
                    sent_at: now,
                    commands: game.commands,
                    moves: 1,
                    follow: follow.map(|f| f.0),
                    // A move and a lead: as a ringed lead's click, it ends elsewhere (a card
                    // moved the detective) rather than walk on.
                    one_move: !many,
                    held_said: false,
                }
            });
        }
        None => {
            journey.trip = None;
            notes.write(Note::notice(why_not(content, &snap, seat, to)));
        }
    }
}

/// A click on a lead a move away: the move there, then, once there with nothing waiting, its
/// follow-up (said before the click in the lead's hover, with all the Time it takes). When it
/// takes [`ASK_AT`] Time or more, a click (`ask_first`) asks first.
pub(super) fn click_lead(
    (game, seat): (&TableRead, SeatId),
    lead: &rules::LeadInReach,
    ask_first: bool,
    journey: &mut Journey,
    now: f32,
    out: &mut MessageWriter<FromScreen>,
) {
    let Some(o) = lead.by else { return };
    if journey.waiting(game) {
        return;
    }
    if ask_first && u32::from(lead.time()) >= ASK_AT {
        let content = &game.content;
        let time = game.seat(seat).clock.time;
        let words = tr_args(
            "confirm-lead",
            &[
                ("place", content.map.label(lead.at).into()),
                ("move", cost_words(&o, time).into()),
                (
                    "lead",
                    crate::i18n::say(content, &rules::lead_msg(lead.kind, lead.owner)).into(),
                ),
                ("follow", lead.follow.into()),
                ("total", lead.time().into()),
                ("time", time.into()),
                ("left", time.saturating_sub(lead.time()).into()),
            ],
        );
        journey.ask = Some(Asking {
            seat,
            goal: Goal::Lead(*lead),
            words,
            version: game.version,
            at: None,
            go: false,
        });
        return;
    }
    let action = Action::Move { to: o.to };
    pass_offer_first(&game.content, game, seat, &action, out);
    out.write(FromScreen(Command { seat, action }));
    journey.trip = Some(Trip {
        seat,
        to: o.to,
        from: game.seat(seat).seats[seat].at,
        sent_at: now,
        commands: game.commands,
        moves: 1,
        follow: Some((lead.kind, lead.owner)),
        one_move: true,
        held_said: false,
    });
}

/// The box of a click that asks first (a place's click in [`go_to`], [`click_lead`]): its words, *Go*
/// (Enter) and *Stay* (Esc), beside the pointer where it was, never under it (a second click
/// of a double-click must not land on *Go*). Run before the pause menu, which then never sees
/// its Esc.
pub fn ask_box(mut contexts: EguiContexts, mut journey: ResMut<Journey>) -> Result {
    let Some(ask) = journey.ask.as_mut() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    if ask.go {
        return Ok(());
    }
    let at = *ask.at.get_or_insert_with(|| {
        ctx.pointer_latest_pos().unwrap_or_default() + egui::vec2(24.0, 24.0)
    });
    let (mut go, mut stay) = ctx.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter),
            i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
        )
    });
    egui::Area::new(egui::Id::new("journey_ask"))
        .fixed_pos(at)
        .order(egui::Order::Foreground)
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                ui.label(&ask.words);
                ui.horizontal(|ui| {
                    go |= ui.button(tr("confirm-go")).clicked();
                    stay |= ui.button(tr("confirm-stay")).clicked();
                });
            });
        });
    if go {
        ask.go = true;
    } else if stay {
        journey.ask = None;
    }
    Ok(())
}

/// A press on a place: remembered, for [`place_click`] (a lead's ring or the detective take
/// their own presses before it).
pub(super) fn place_press(journey: &mut Journey, hovered: Option<LocId>, at: Option<Vec2>) {
    journey.pressed = hovered.zip(at);
}

/// A release with no ruler out: a press and a release on the same place, a few pixels apart
/// (`slack`), is a click on it, which goes there ([`go_to`], asking first when it costs).
pub(super) fn place_release(
    (game, seat): (&TableRead, SeatId),
    (hovered, at, slack): (Option<LocId>, Option<Vec2>, f32),
    journey: &mut Journey,
    now: f32,
    out: &mut MessageWriter<FromScreen>,
    notes: &mut MessageWriter<Note>,
) {
    let Some((loc, pressed)) = journey.pressed.take() else {
        return;
    };
    let snap = game.seat(seat);
    let here = snap.seats[seat].at;
    if hovered == Some(loc) && loc != here && at.is_some_and(|a| a.distance(pressed) <= slack) {
        let follow = lead_there(&game.content, snap, seat, loc);
        go_to((game, seat, loc), (true, follow), journey, now, out, notes);
    }
}

/// The journey's next move once the game took the last one and nothing waits: the way is
/// found again from where the detective stands (the others' cards may have changed the
/// costs); it ends on arrival, when the turn is over, when the ruler is picked up, or when
/// the way is no longer paid (said in a notice).
pub(super) fn journey_steps(
    game: TableRead,
    looking: Res<Looking>,
    ruler: Res<Ruler>,
    time: Res<Time<Real>>,
    mut journey: ResMut<Journey>,
    mut out: MessageWriter<FromScreen>,
    mut notes: MessageWriter<Note>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs();
    if let Some(ask) = journey.ask.clone() {
        // Asked in another state of the game (a bot acted, the turn passed, the ruler came
        // out): put away unanswered.
        if game.version != ask.version || ruler.0.is_some() || looking.0 != Some(ask.seat) {
            journey.ask = None;
        } else if ask.go {
            journey.ask = None;
            match ask.goal {
                Goal::Place(to, follow) => {
                    let at = (&game, ask.seat, to);
                    go_to(at, (false, follow), &mut journey, now, &mut out, &mut notes);
                }
                Goal::Lead(lead) => {
                    let at = (&game, ask.seat);
                    click_lead(at, &lead, false, &mut journey, now, &mut out);
                }
            }
        }
        return;
    }
    let Some(trip) = journey.trip.clone() else {
        return;
    };
    let content = &game.content;
    let snap = game.seat(trip.seat);
    // The turn over, an undo, or the player steering again: it ends here.
    if ruler.0.is_some()
        || !snap.daytime
        || snap.active() != trip.seat
        || game.commands < trip.commands
    {
        journey.trip = None;
        return;
    }
    // Another human at the screen (a hot seat's hand-over for a question of theirs in this
    // turn): the journey waits for the player to take the screen back (round 55 of issue 31:
    // a ringed lead's click there only moved).
    if looking.0 != Some(trip.seat) {
        if let Some(t) = journey.trip.as_mut() {
            t.sent_at = now;
        }
        return;
    }
    if let Some(t) = journey.trip.as_mut() {
        t.commands = game.commands;
    }
    let here = snap.seats[trip.seat].at;
    if here == trip.from {
        // Not taken yet: frames until it is; not taken in a while, the game said why (a
        // refusal) and the journey ends.
        if now - trip.sent_at > 3.0 {
            journey.trip = None;
        } else {
            redraw.write(RequestRedraw);
        }
        return;
    }
    // A question waits (the others answering the move, a card played on the player, a free
    // draw): the journey waits for it.
    if let Some(d) = snap.pending {
        // The player's own question (a card played on them, say): said once that the way or
        // the follow-up goes on after it (round 54 of issue 31 read the wait as the click
        // having only moved).
        // A free card's draw is the game's to make by default (Settings → Free cards): not
        // a question to hold on.
        let free = matches!(
            d.ask,
            crate::model::Ask::FreeDraw | crate::model::Ask::FreeLight
        );
        if d.seat == trip.seat && !trip.held_said && !free {
            let key = if trip.follow.is_some() {
                "journey-held-lead"
            } else {
                "journey-held"
            };
            notes.write(Note::notice(tr_args(
                key,
                &[("place", content.map.label(trip.to).into())],
            )));
            if let Some(t) = journey.trip.as_mut() {
                t.held_said = true;
            }
        }
        return;
    }
    // A lead's trip is one move: elsewhere than its lead (a card moved the detective), it
    // ends without going on (its hover promised one move).
    if trip.one_move && here != trip.to {
        journey.trip = None;
        return;
    }
    if here == trip.to {
        journey.trip = None;
        let Some((kind, owner)) = trip.follow else {
            notes.write(Note::info(tr_args(
                "journey-arrived",
                &[
                    ("place", content.map.label(trip.to).into()),
                    ("moves", trip.moves.into()),
                ],
            )));
            return;
        };
        let action = Action::FollowUp { kind, owner };
        match rules::check(content, snap, trip.seat, &action) {
            Ok(_) => {
                out.write(FromScreen(Command {
                    seat: trip.seat,
                    action,
                }));
            }
            // The lead left meanwhile, or the Time went (a card played on the move).
            Err(why) => {
                notes.write(Note::notice(tr_args(
                    "journey-no-follow",
                    &[
                        ("place", content.map.label(trip.to).into()),
                        ("why", crate::i18n::say(content, &why).into()),
                    ],
                )));
            }
        }
        return;
    }
    match next_move(content, snap, trip.seat, trip.to) {
        Some((step, _)) => {
            out.write(FromScreen(Command {
                seat: trip.seat,
                action: Action::Move { to: step },
            }));
            journey.trip = Some(Trip {
                from: here,
                sent_at: now,
                commands: game.commands,
                moves: trip.moves + 1,
                ..trip
            });
        }
        None => {
            let why = why_not(content, snap, trip.seat, trip.to);
            notes.write(Note::notice(tr_args(
                "journey-stopped",
                &[
                    ("place", content.map.label(here).into()),
                    ("why", why.into()),
                ],
            )));
            journey.trip = None;
        }
    }
}

/// The way of a click that asks first, dashed on the board while its box waits (found again
/// only when the ask changes).
pub(super) fn draw_ask(
    mut gizmos: Gizmos,
    game: TableRead,
    journey: Res<Journey>,
    mut way: Local<Option<(u64, LocId, Vec<LocId>)>>,
) {
    let Some(ask) = journey.ask.as_ref().filter(|a| !a.go) else {
        *way = None;
        return;
    };
    let content = &game.content;
    let snap = game.seat(ask.seat);
    let Some(me) = snap.seats.get(ask.seat.index()) else {
        return;
    };
    let to = match ask.goal {
        Goal::Place(to, _) => to,
        Goal::Lead(l) => l.at,
    };
    if way.as_ref().is_none_or(|w| (w.0, w.1) != (ask.version, to)) {
        let places = rules::route_toward(content, &as_if_passed(snap, ask.seat), ask.seat, to)
            .map_or_else(|| vec![to], |r| r.places);
        *way = Some((ask.version, to, places));
    }
    if let Some((_, _, places)) = way.as_ref() {
        let origin = loc_world(&content.map, me.at);
        super::ruler::draw_route(&mut gizmos, &content.map, origin, places, true);
    }
}
