//! Going to a place in one gesture: a click on a place, or the ruler let go on one it does not
//! reach in a single move, goes there a move at a time along the way of the least Time
//! ([`rules::route_toward`]) when the Time left pays it all (round 52 of issue 31 crossed the
//! map three moves in five drags, and asked for one gesture that goes there). Each move is the
//! player's own command, as a drag would send it: the others answer between them as they
//! would, and the journey waits; it stops where a question waits for the player, where the
//! ruler is picked up again, or where the way is no longer paid.

use super::*;

/// The journey under way, and a press on a place that may become a click.
#[derive(Resource, Default, Clone, Debug)]
pub struct Journey {
    trip: Option<Trip>,
    /// A press on a place (not on the detective, a lead or a ring): its place and where it
    /// was, in world units; let go there, it is a click.
    pressed: Option<(LocId, Vec2)>,
}

#[derive(Clone, Debug)]
struct Trip {
    seat: SeatId,
    to: LocId,
    /// The game's version when the last move was sent: the next waits for the game to take it.
    sent: u64,
    /// When it was sent (seconds of the app's clock): a move the game refused (its refusal is
    /// said) ends the journey.
    sent_at: f32,
    /// The moves sent so far.
    moves: usize,
    /// The lead to follow up on arrival (a click on a lead a move away goes and follows it up:
    /// one gesture for what a turn does most).
    follow: Option<(LeadKind, LeadOwner)>,
}

impl Journey {
    /// Whether a journey is under way (the board keeps drawing frames meanwhile).
    pub fn going(&self) -> bool {
        self.trip.is_some()
    }
}

/// The seat's view with its own answer to a dark card passed, as a move from the board passes
/// it ([`pass_offer_first`]).
fn as_if_passed(snap: &rules::Snapshot, seat: SeatId) -> rules::Snapshot {
    let mut s = snap.clone();
    if answer_offered(&s, seat) {
        s.pending = None;
    }
    s
}

/// The move toward `to` now: `to` itself when one move reaches it, else the way's first place
/// when the Time left pays the whole way; else why not, in words.
fn next_move(
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    to: LocId,
) -> Result<(LocId, Option<rules::Route>), String> {
    if rules::check(content, snap, seat, &Action::Move { to }).is_ok() {
        return Ok((to, None));
    }
    match rules::route_toward(content, snap, seat, to) {
        Some(route) if route.time <= u32::from(snap.clock.time) => {
            Ok((route.places[0], Some(route)))
        }
        Some(route) => {
            let mut said = not_moved_words(content, snap, seat, to);
            said.push(' ');
            said.push_str(&tr_args(
                "journey-too-long",
                &[
                    ("need", route.time.into()),
                    ("time", snap.clock.time.into()),
                ],
            ));
            Err(said)
        }
        None => Err(not_moved_words(content, snap, seat, to)),
    }
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
    match next_move(content, &snap, seat, to).ok()? {
        (_, Some(route)) => Some(tr_args(
            "board-click-way",
            &[
                ("moves", route.places.len().into()),
                ("time", route.time.into()),
            ],
        )),
        (step, None) => {
            let o = rules::moves_of(content, &snap, seat, false)
                .into_iter()
                .find(|o| o.to == step)?;
            Some(tr_args(
                "board-click-go",
                &[("cost", cost_words(&o, snap.clock.time).into())],
            ))
        }
    }
}

/// Goes to `to`: one move when the ruler reaches it, else a journey of several when the Time
/// left pays it; otherwise a notice says why not and the way there.
pub(super) fn go_to(
    game: &TableRead,
    seat: SeatId,
    to: LocId,
    journey: &mut Journey,
    now: f32,
    out: &mut MessageWriter<FromScreen>,
    notes: &mut MessageWriter<Note>,
) {
    let content = &game.content;
    let snap = as_if_passed(game.seat(seat), seat);
    match next_move(content, &snap, seat, to) {
        Ok((first, route)) => {
            let action = Action::Move { to: first };
            pass_offer_first(content, game, seat, &action, out);
            out.write(FromScreen(Command { seat, action }));
            journey.trip = route.map(|r| {
                notes.write(Note::notice(tr_args(
                    "journey-begins",
                    &[
                        ("place", content.map.label(to).into()),
                        ("moves", r.places.len().into()),
                        ("time", r.time.into()),
                    ],
                )));
                Trip {
                    seat,
                    to,
                    sent: game.version,
                    sent_at: now,
                    moves: 1,
                    follow: None,
                }
            });
        }
        Err(why) => {
            journey.trip = None;
            notes.write(Note::notice(why));
        }
    }
}

/// A click on a lead a move away: the move there, then, once there with nothing waiting, its
/// follow-up (said before the click in the lead's hover, with all the Time it takes).
pub(super) fn go_and_follow(
    game: &TableRead,
    seat: SeatId,
    lead: &rules::LeadInReach,
    journey: &mut Journey,
    now: f32,
    out: &mut MessageWriter<FromScreen>,
) {
    let Some(o) = lead.by else { return };
    let action = Action::Move { to: o.to };
    pass_offer_first(&game.content, game, seat, &action, out);
    out.write(FromScreen(Command { seat, action }));
    journey.trip = Some(Trip {
        seat,
        to: o.to,
        sent: game.version,
        sent_at: now,
        moves: 1,
        follow: Some((lead.kind, lead.owner)),
    });
}

/// A press on a place: remembered, for [`place_click`] (a lead's ring or the detective take
/// their own presses before it).
pub(super) fn place_press(journey: &mut Journey, hovered: Option<LocId>, at: Option<Vec2>) {
    journey.pressed = hovered.zip(at);
}

/// The place a press and a release on the same place, a few pixels apart, clicked.
pub(super) fn place_click(
    journey: &mut Journey,
    hovered: Option<LocId>,
    at: Option<Vec2>,
    slack: f32,
) -> Option<LocId> {
    let (loc, pressed) = journey.pressed.take()?;
    (hovered == Some(loc) && at.is_some_and(|a| a.distance(pressed) <= slack)).then_some(loc)
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
    let Some(trip) = journey.trip.clone() else {
        return;
    };
    let content = &game.content;
    let snap = game.seat(trip.seat);
    let now = time.elapsed_secs();
    // Another seat at the screen, the turn over, or the player steering again: it ends here.
    if ruler.0.is_some()
        || looking.0 != Some(trip.seat)
        || !snap.daytime
        || snap.active() != trip.seat
    {
        journey.trip = None;
        return;
    }
    redraw.write(RequestRedraw);
    if game.version == trip.sent {
        // Not taken: the game said why; the journey ends.
        if now - trip.sent_at > 3.0 {
            journey.trip = None;
        }
        return;
    }
    // A question waits (the others answering the move, a card played on the player, a free
    // draw): the journey waits for it.
    if snap.pending.is_some() {
        return;
    }
    let here = snap.seats[trip.seat].at;
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
        Ok((step, _)) => {
            out.write(FromScreen(Command {
                seat: trip.seat,
                action: Action::Move { to: step },
            }));
            journey.trip = Some(Trip {
                sent: game.version,
                sent_at: now,
                moves: trip.moves + 1,
                ..trip
            });
        }
        Err(why) => {
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
