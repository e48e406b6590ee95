//! The vehicle ruler: dragged from the active detective, it lights what it reaches with its
//! Time cost and moves there when dropped; its tags and its line on the board.

use super::*;

/// Starts the ruler (or dropship targeting) for the active human seat.
pub fn start_ruler(
    content: &Content,
    view: &TableView,
    seat: SeatId,
    dropship: bool,
) -> RulerState {
    // The seat's own view: the notes may speak of the cards in its hand.
    let snap = view.seat(seat);
    let me = &snap.seats[seat];
    let map = &content.map;
    let options = rules::moves_of(content, snap, seat, dropship);
    let notes = options
        .iter()
        .map(|o| {
            rules::arrival_notes(content, snap, seat, o.to)
                .iter()
                .map(|n| crate::i18n::say(content, n))
                .collect()
        })
        .collect();
    let origin = loc_world(map, me.at);
    RulerState {
        seat,
        from: me.at,
        origin,
        cursor: origin,
        grabbed: origin,
        reach_mm: rules::ruler_of(content, me),
        options,
        notes,
        time: snap.clock.time,
        dropship,
        sticky: false,
    }
}

/// The seat's view with its own answer to a dark card passed, as a move or a lead from the
/// board passes it ([`pass_offer_first`]).
pub(super) fn as_if_passed(snap: &rules::Snapshot, seat: SeatId) -> rules::Snapshot {
    let mut s = snap.clone();
    if answer_offered(&s, seat) {
        s.pending = None;
    }
    s
}

/// Going on with the turn from the board while the seat's answer to a dark card is offered
/// passes that answer first (R-TWI-9): the move or lead is the player's "no" — only when the
/// rules would take it once the answer is passed (a drop out of reach, or a lead a card forbids,
/// is refused and leaves the offer open).
pub(super) fn pass_offer_first(
    content: &Content,
    game: &TableView,
    seat: SeatId,
    action: &Action,
    out: &mut MessageWriter<FromScreen>,
) {
    let snap = game.seat(seat);
    if !answer_offered(snap, seat) {
        return;
    }
    if rules::check(content, &as_if_passed(snap, seat), seat, action).is_ok() {
        out.write(FromScreen(Command {
            seat,
            action: Action::PassResponse,
        }));
    }
}

pub(super) fn ruler_input(
    window: Single<&Window, With<PrimaryWindow>>,
    view: Res<BoardView>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    buttons: Res<ButtonInput<MouseButton>>,
    game: TableRead,
    looking: Res<Looking>,
    hovered: Res<Hovered>,
    pieces: Query<(&BoardPiece, &PieceAt, &GlobalTransform)>,
    mut ruler: ResMut<Ruler>,
    mut notes: MessageWriter<Note>,
    mut out: MessageWriter<FromScreen>,
    settings: Option<Res<crate::settings::Settings>>,
    press: Res<PressAt>,
    size: Res<crate::ui::layout::DecisionSize>,
    (reach, time, mut journey): (Res<InReach>, Res<Time<Real>>, ResMut<Journey>),
) {
    let q = &game;
    // A press takes the detective within its drawn disc and a few pixels round it.
    let grab =
        crate::ui::board::pieces::detective_radius(&view, settings.as_deref()) + 5.0 * view.scale;
    let Some(seat) = my_turn(&game, &looking) else {
        ruler.0 = None;
        // A press on your own detective out of turn says why nothing happens; so does any
        // press on the board while your own question waits folded away.
        let Some(me) = looking.0 else { return };
        let Some(p) = pointer_world(&window, &view, (cam.0, cam.1)) else {
            return;
        };
        if !buttons.just_pressed(MouseButton::Left) {
            return;
        }
        let snap = game.seat(me);
        let mine = snap.pending.is_some_and(|d| d.seat == me);
        let folded = mine && size.folded == Some(game.version);
        let on_me = pieces.iter().any(|(f, _, gt)| {
            *f == BoardPiece::Detective(me) && gt.translation().truncate().distance(p) <= grab
        });
        debug!("press off turn: on my detective {on_me}, my question folded {folded}");
        if !on_me && !folded {
            return;
        }
        notes.write(Note::refused(off_turn_why(&q.content, snap, me)));
        return;
    };
    // Esc while the ruler is out is taken in the egui pass ([`esc_cancels_ruler`]), before the
    // pause menu reads it.
    let p = pointer_world(&window, &view, (cam.0, cam.1));
    // While the ruler is out the drag began on the board: it follows the pointer anywhere over
    // the board's area, a window or a tooltip drawn there (as last drawn) included, and a
    // release there moves.
    let dragged = window
        .cursor_position()
        .filter(|c| view.rect.contains(*c))
        .and_then(|c| cam.0.viewport_to_world_2d(cam.1, c).ok());
    if let (Some(r), Some(d)) = (ruler.0.as_mut(), dragged) {
        r.cursor = d;
    }
    if buttons.just_pressed(MouseButton::Left) {
        // A press forgets the last one's place (a release missed: its click must not fire).
        journey::place_press(&mut journey, None, None);
        // Where the press happened (this frame may have brought the drag's first moves too).
        let pressed = match press.at {
            Some(c) if view.takes_pointer(c) => cam.0.viewport_to_world_2d(cam.1, c).ok(),
            Some(_) => None,
            None => p,
        };
        debug!(
            "left press at {pressed:?} (pointer now at {p:?}) for seat {}",
            seat.index()
        );
        if let (Some(p), None) = (pressed, ruler.0.as_ref()) {
            // A click on a lead where you stand follows it up (R-LEAD-1).
            let here = game.seat(seat).seats[seat].at;
            if let Some((kind, owner)) = pieces.iter().find_map(|(piece, at, gt)| match *piece {
                BoardPiece::Lead(kind, owner)
                    if at.0 == here && gt.translation().truncate().distance(p) <= 11.0 =>
                {
                    Some((kind, owner))
                }
                _ => None,
            }) {
                // The second press of a double-click on a lead a click just moved to.
                if reach.moved_just_now(time.elapsed_secs()) {
                    return;
                }
                let action = Action::FollowUp { kind, owner };
                pass_offer_first(&q.content, &game, seat, &action, &mut out);
                out.write(FromScreen(Command { seat, action }));
                return;
            }
            // Press on your own detective to pick up the ruler.
            let on_figure = pieces.iter().any(|(f, _, gt)| {
                *f == BoardPiece::Detective(seat) && gt.translation().truncate().distance(p) <= grab
            });
            let snap = game.seat(seat);
            let here = snap.seats[seat].at;
            let on_location = loc_world(&q.content.map, here).distance(p)
                <= crate::ui::board::geom::symbol_radius(&q.content.map, here) + 4.0 * view.scale;
            if on_figure || on_location {
                let mut r = start_ruler(&game.content, &game, seat, false);
                r.cursor = p;
                r.grabbed = p;
                ruler.0 = Some(r);
                notes.write(Note::info(crate::i18n::tr("ruler-drag")));
            } else if reach.hovered.is_none() {
                // A press on another place (a lead's ring moves by its own click): let go
                // there, it goes there.
                journey::place_press(&mut journey, hovered.0, Some(p));
            }
        }
    }
    if buttons.just_released(MouseButton::Left) {
        if ruler.0.is_none() {
            let click = (hovered.0, p, 6.0 * view.scale);
            let now = time.elapsed_secs();
            journey::place_release(
                (&game, seat),
                click,
                &mut journey,
                now,
                &mut out,
                &mut notes,
            );
            return;
        }
        let Some(r) = ruler.0.clone() else { return };
        if r.dropship && p.is_none() {
            return;
        }
        let target = release_target(&q.content, &r, dragged, hovered.0);
        debug!(
            "left release at {dragged:?} over {target:?} (hovered {:?}, board free there: {:?})",
            hovered.0,
            window.cursor_position().map(|c| view.takes_pointer(c))
        );
        match target {
            // Let go (or, the ruler picked up by a click, a click) on a place the ruler does
            // not light: the way there of several moves when the Time left pays it (round 52
            // of issue 31), else nothing moves and a notice says why and the way there (round
            // 51 let go on Earth from the Moon and saw nothing).
            Some(to) if to != r.from && !r.dropship && r.option(to).is_none() => {
                let now = time.elapsed_secs();
                journey::go_to(
                    (&game, seat, to),
                    (false, None),
                    &mut journey,
                    now,
                    &mut out,
                    &mut notes,
                );
                ruler.0 = None;
            }
            Some(to) if to != r.from => {
                let action = if r.dropship {
                    Action::Dropship { to }
                } else {
                    Action::Move { to }
                };
                pass_offer_first(&q.content, &game, seat, &action, &mut out);
                out.write(FromScreen(Command { seat, action }));
                ruler.0 = None;
            }
            _ if r.dropship => {}
            // A click on the detective (no drag): the ruler stays out, its places lit, for a
            // second click on one of them.
            _ if !r.sticky && r.cursor.distance(r.grabbed) <= 6.0 * view.scale => {
                if let Some(r) = ruler.0.as_mut() {
                    r.sticky = true;
                }
                notes.write(Note::info(crate::i18n::tr("ruler-clicked")));
            }
            _ => {
                let why = if r.sticky {
                    "ruler-put-away"
                } else {
                    "ruler-cancelled-let-go"
                };
                notes.write(Note::info(crate::i18n::tr(why)));
                ruler.0 = None;
            }
        }
    }
}

/// Why a press on the player's own detective does nothing out of its turn: its own question
/// first, no turn between days, another seat's question, or another detective's turn.
fn off_turn_why(content: &Content, snap: &rules::Snapshot, me: SeatId) -> String {
    match (snap.daytime, snap.pending) {
        (true, Some(d)) if d.seat == me => tr("board-answer-first"),
        (false, _) => tr("board-no-turn"),
        (true, Some(d)) => tr_args(
            "board-waits-for",
            &[(
                "who",
                crate::i18n::say(content, &rules::awaited(content, snap, &d)).into(),
            )],
        ),
        (true, None) => {
            let active = snap.active();
            tr_args(
                "board-not-your-turn",
                &[(
                    "who",
                    content.detectives[snap.seats[active].detective]
                        .def
                        .name
                        .clone()
                        .into(),
                )],
            )
        }
    }
}

/// Why a release on `to`, a place the ruler does not light, moves nowhere: the rules' own
/// reason (a murder's closed place, the Beanstalk entered at an end, too far), as the place's
/// hover said it, and the way there when there is one.
pub(super) fn not_moved_words(
    content: &Content,
    snap: &crate::rules::Snapshot,
    seat: SeatId,
    to: LocId,
) -> String {
    let why = crate::rules::check(content, snap, seat, &Action::Move { to })
        .err()
        .map(|m| crate::rules::words::plain(&crate::i18n::say(content, &m)))
        .unwrap_or_else(|| {
            crate::i18n::tr_args("ruler-unlit", &[("place", content.map.label(to).into())])
        });
    let mut said = crate::i18n::tr_args(
        "ruler-let-go-out-of-reach",
        &[("why", why.trim_end_matches('.').to_string().into())],
    );
    if let Some((first, time, moves)) = crate::rules::way_toward(content, snap, seat, to) {
        said.push(' ');
        said.push_str(&crate::i18n::tr_args(
            "ruler-way",
            &[
                ("time", time.into()),
                ("moves", moves.into()),
                ("first", content.map.label(first).into()),
            ],
        ));
    }
    said
}

/// Where a release of the ruler moves to: the place under the pointer's board point
/// (`dragged`, wherever a window or tooltip was last drawn over the board) or else the hovered
/// place; for dropship targeting, the hovered place only.
pub fn release_target(
    content: &Content,
    r: &RulerState,
    dragged: Option<Vec2>,
    hovered: Option<LocId>,
) -> Option<LocId> {
    if r.dropship {
        return hovered;
    }
    dragged
        .and_then(|d| nearest_location(content, d, 22.0))
        .or(hovered)
}

/// Whether Esc put the ruler away in this frame's update (the egui pass then takes the key
/// from egui, so the pause menu never sees it).
#[derive(Resource, Default)]
pub struct EscTook(pub bool);

/// Esc while the ruler is out puts it away before the frame's input reads a release: an Esc
/// and a release in one frame moved and opened the pause menu (round 39 of issue 31).
pub(super) fn esc_drops_ruler(
    keys: Res<ButtonInput<KeyCode>>,
    mut ruler: ResMut<Ruler>,
    mut took: ResMut<EscTook>,
    mut notes: MessageWriter<Note>,
) {
    took.0 = ruler.0.is_some() && keys.just_pressed(KeyCode::Escape);
    if took.0 {
        ruler.0 = None;
        notes.write(Note::info(crate::i18n::tr("ruler-cancelled")));
    }
}

/// Esc while the ruler is out cancels the drag and only the drag: run in the egui pass before
/// the pause menu and the help windows, it takes the key from egui so they never see it (the
/// update may have put the ruler away already: [`esc_drops_ruler`]).
pub fn esc_cancels_ruler(
    mut contexts: EguiContexts,
    mut ruler: ResMut<Ruler>,
    mut took: ResMut<EscTook>,
    mut notes: MessageWriter<Note>,
) -> Result {
    // Read once: a flag left set (the table shut in that frame) must not eat a later Esc.
    let taken = std::mem::take(&mut took.0);
    if ruler.0.is_none() && !taken {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        && ruler.0.take().is_some()
    {
        notes.write(Note::info(crate::i18n::tr("ruler-cancelled")));
    }
    Ok(())
}

/// What a ruler option's tag on the board says, longest first: its whole Time ("2 Time"),
/// with "no baggage" under it when the card there would bring nothing; the reason of the cost
/// ("1 + 1 for Lily") and the rest are in the hover.
pub fn reach_words(o: &MoveOption, notes: &[String], restricted: bool) -> Vec<String> {
    let time = crate::i18n::tr_args("dock-cost-time", &[("time", o.total().into())]);
    let mut out = Vec::new();
    // A restricted place's 3 Time, said where it is paid: "restricted" under the Time.
    if restricted {
        out.push(crate::i18n::tr_args(
            "ruler-restricted-tag",
            &[("time", time.as_str().into())],
        ));
    }
    // The note a card's baggage gives when it brings nothing, in the interface's language.
    let nothing = crate::i18n::tr("ruler-no-baggage-match");
    if notes.iter().any(|n| n.contains(nothing.as_str())) {
        out.push(crate::i18n::tr_args(
            "ruler-no-baggage",
            &[("time", time.as_str().into())],
        ));
    }
    out.push(time);
    out.push(o.total().to_string());
    out
}

/// Whether a move pays a restricted place's cost (no warrant there): the place is restricted
/// and the move costs more than 1.
pub fn restricted_cost(map: &crate::content::Map, o: &MoveOption) -> bool {
    map.loc(o.to).restricted && o.cost > 1
}

/// Sets a tag (Text2d) for a placed tag, at `px` world units per pixel, in the board's
/// text face, as `tag_size` measures it (Bevy's own font has no Cyrillic: Russian drew boxes).
pub(super) fn spawn_tag(
    commands: &mut Commands,
    fonts: &crate::ui::fonts::Fonts,
    t: &crate::ui::board::labels::PlacedTag,
    color: Color,
    px: f32,
) -> Entity {
    commands
        .spawn((
            Text2d::new(t.text.clone()),
            TextFont::from(fonts.text.clone()).with_font_size(crate::ui::board::labels::TAG_PX),
            TextColor(color),
            TextLayout::justify(bevy::text::Justify::Center),
            bevy::sprite::Anchor::CENTER,
            Transform::from_translation(t.rect.center().extend(30.0))
                .with_scale(Vec3::new(px, px, 1.0)),
        ))
        .id()
}

/// Spawns the Time cost beside every location the ruler reaches (and removes them after),
/// clear of each other and of the districts' names: the cheapest first; where two would meet
/// the later one is shortened or left out (its ring and its hover still say it).
pub(super) fn reach_labels(
    mut commands: Commands,
    (ruler, content): (Res<Ruler>, Res<Content>),
    labels: Query<Entity, With<ReachLabel>>,
    view: Res<BoardView>,
    named: Res<crate::ui::board::text::LabelState>,
    settings: Option<Res<crate::settings::Settings>>,
    mut shown: Local<Option<(LocId, bool)>>,
    fonts: Res<crate::ui::fonts::Fonts>,
    (figures, pins): (
        Query<(&BoardPiece, &Transform)>,
        Query<(
            &crate::ui::board::pieces::YouMarker,
            &Transform,
            &Visibility,
        )>,
    ),
) {
    // The labels keep their size on screen (11 px at 100%), as the board's names do.
    let px = view.scale * crate::settings::Settings::board_scale(settings.as_deref());
    let want = ruler.0.as_ref().map(|r| (r.from, r.dropship));
    if *shown == want {
        return;
    }
    for e in &labels {
        commands.entity(e).despawn();
    }
    *shown = want;
    let Some(r) = &ruler.0 else { return };
    let mut order: Vec<usize> = (0..r.options.len()).collect();
    order.sort_by_key(|&i| {
        let o = &r.options[i];
        (
            o.cost > r.time,
            o.total(),
            (loc_world(&content.map, o.to).distance(r.origin)) as i32,
        )
    });
    let tags: Vec<crate::ui::board::labels::Tag> = order
        .iter()
        .map(|&i| crate::ui::board::labels::Tag {
            loc: r.options[i].to,
            texts: reach_words(
                &r.options[i],
                r.notes.get(i).map_or(&[][..], |n| &n[..]),
                restricted_cost(&content.map, &r.options[i]),
            ),
        })
        .collect();
    // Clear of the districts' names, and where it can be of the detectives' discs and the
    // YOU pin (round 29 of issue 31: a cost lay under the player's own disc); where it cannot,
    // its shortest words beside them rather than none.
    let disc = crate::ui::board::pieces::detective_radius(&view, settings.as_deref()) + 1.0;
    let mut soft = named.name_boxes.clone();
    soft.extend(
        figures
            .iter()
            .filter(|(f, _)| matches!(f, BoardPiece::Detective(_)))
            .map(|(_, tf)| {
                Rect::from_center_half_size(tf.translation.truncate(), Vec2::splat(disc))
            }),
    );
    soft.extend(
        pins.iter()
            .filter(|(_, _, v)| **v != Visibility::Hidden)
            .map(|(p, tf, _)| crate::ui::board::pieces::pin_rect(p, tf)),
    );
    let placed =
        crate::ui::board::labels::place_tags(&content.map, &tags, px, &soft, &named.district_boxes);
    for t in &placed {
        let Some(o) = r.options.iter().find(|o| o.to == t.loc) else {
            continue;
        };
        let color = match (o.cost <= r.time, o.total()) {
            (false, _) => Color::srgb(0.6, 0.6, 0.6),
            (true, 1) => Color::srgb(0.5, 1.0, 0.5),
            _ => Color::srgb(1.0, 0.7, 0.3),
        };
        let e = spawn_tag(&mut commands, &fonts, t, color, px);
        commands.entity(e).insert(ReachLabel);
    }
}

/// The ruler pulled from `origin` towards the pointer at `cursor`: its direction, its drawn
/// length (to the pointer, at most its `reach`) and whether the pointer is past its reach;
/// `None` while the pointer is still on the piece (within 14 world units: no direction yet).
pub fn ruler_span(origin: Vec2, cursor: Vec2, reach: f32) -> Option<(Vec2, f32, bool)> {
    let pulled = (cursor - origin).length();
    (pulled >= 14.0).then(|| {
        (
            (cursor - origin) / pulled,
            pulled.min(reach),
            pulled > reach,
        )
    })
}

pub(super) fn draw_ruler(
    mut gizmos: Gizmos,
    ruler: Res<Ruler>,
    content: Res<Content>,
    hovered: Res<Hovered>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    game: TableRead,
    mut way: Local<Option<(LocId, u64, Option<rules::Route>)>>,
) {
    let Some(r) = &ruler.0 else { return };
    // While it is dragged, a frame each frame: the pointer's moves alone bring one frame per
    // move, and a renderer that presents a frame late (a software one) left the ruler drawn
    // where the pointer was a move or two before — pointing away from it.
    if buttons.pressed(MouseButton::Left) {
        redraw.write(bevy::window::RequestRedraw);
    }
    let map = &content.map;
    for o in &r.options {
        let p = loc_world(map, o.to);
        let affordable = o.cost <= r.time;
        let c = match (affordable, o.total()) {
            (false, _) => Color::srgba(0.6, 0.6, 0.6, 0.6),
            (true, 1) => Color::srgb(0.4, 1.0, 0.4),
            _ => Color::srgb(1.0, 0.65, 0.2),
        };
        let ring = if hovered.0 == Some(o.to) { 26.0 } else { 20.0 };
        gizmos.circle_2d(Isometry2d::from_translation(p), ring, c);
        if o.via == MoveVia::Beanstalk {
            gizmos.line_2d(r.origin, p, c);
        }
    }
    if r.dropship {
        return;
    }
    // A place further than a move under the pointer: the way there, dashed from stop to stop
    // (found again only when the place or the game changes).
    match hovered.0.filter(|&h| h != r.from && r.option(h).is_none()) {
        Some(h) => {
            if way.as_ref().is_none_or(|w| (w.0, w.1) != (h, game.version)) {
                let route = rules::route_toward(&content, game.seat(r.seat), r.seat, h);
                *way = Some((h, game.version, route));
            }
            if let Some((_, _, Some(route))) = way.as_ref() {
                let paid = route.time <= u32::from(r.time);
                draw_route(&mut gizmos, map, r.origin, &route.places, paid);
            }
        }
        None => *way = None,
    }
    // The ruler, to scale: its reach circle and the rule itself toward the pointer.
    let reach = r.reach_mm;
    // The reach circle, on the map only: beside the map's edge it drew across the margin up
    // to the side panel.
    let map_area = crate::ui::board::geom::board_rect();
    let at = |i: usize| {
        let a = i as f32 / 96.0 * std::f32::consts::TAU;
        r.origin + Vec2::new(a.cos(), a.sin()) * reach
    };
    // Over the ruler's own city only: no ruler crosses between Earth and the Moon (round 55 of
    // issue 31 paid for a longer ruler at the Moon's end of the Beanstalk, its circle drawn
    // over Earth, and nothing there lit). World y runs up, the map's millimetres down.
    let (earth_bottom, moon_top) = crate::ui::board::geom::grounds(map);
    let city = rules::movement::ruler_area(map, r.from);
    let in_city = |p: Vec2| match city {
        Some(crate::content::Area::Earth) => p.y >= 400.0 - earth_bottom,
        Some(crate::content::Area::Moon) => p.y <= 400.0 - moon_top,
        _ => false,
    };
    for i in 0..96 {
        let (a, b) = (at(i), at(i + 1));
        if map_area.contains(a) && map_area.contains(b) && in_city(a) && in_city(b) {
            gizmos.line_2d(a, b, Color::srgba(1.0, 0.9, 0.4, 0.7));
        }
    }
    // The rule itself runs from the piece to the pointer, as a tape pulled out, never past
    // its reach (the circle shows that): drawn to its whole reach whatever the pointer, a
    // short pull, or a frame shown before the pointer's last move, read as the ruler
    // pointing off the board, away from the pointer (rounds 21–23 of issue 31). Nothing
    // while the pointer is still on the piece: no direction yet.
    let Some((dir, len, past)) = ruler_span(r.origin, r.cursor, reach) else {
        return;
    };
    let normal = dir.perp() * 6.0;
    let end = r.origin + dir * len;
    let body = [
        r.origin + normal,
        end + normal,
        end - normal,
        r.origin - normal,
        r.origin + normal,
    ];
    let gold = Color::srgb(1.0, 0.9, 0.4);
    gizmos.linestrip_2d(body, gold);
    // The band between its edges shaded (close faint lines across it), so it reads as one
    // ruler, not two lines side by side.
    let mut d = 0.0;
    while d <= len {
        let t = r.origin + dir * d;
        gizmos.line_2d(t + normal, t - normal, Color::srgba(1.0, 0.9, 0.4, 0.16));
        d += 2.0;
    }
    let mut d = 0.0;
    while d <= len {
        let t = r.origin + dir * d;
        let tick = if (d as i32) % 100 == 0 { 6.0 } else { 3.0 };
        gizmos.line_2d(t + dir.perp() * tick, t - dir.perp() * tick, gold);
        d += 50.0;
    }
    gizmos.line_2d(r.origin, end, Color::WHITE);
    // Pulled past its reach: its end is marked, and a faint line goes on to the pointer.
    if past {
        let stop = Color::srgb(1.0, 0.45, 0.3);
        gizmos.line_2d(end + normal * 1.6, end - normal * 1.6, stop);
        gizmos.line_2d(end, r.cursor, Color::srgba(1.0, 0.45, 0.3, 0.35));
    }
}

/// A way of several moves on the board: dashes from the detective through each stop, a ring
/// at each; white when the Time left pays it, grey when not.
pub(super) fn draw_route(
    gizmos: &mut Gizmos,
    map: &crate::content::Map,
    origin: Vec2,
    places: &[LocId],
    paid: bool,
) {
    let c = if paid {
        Color::srgba(1.0, 1.0, 1.0, 0.9)
    } else {
        Color::srgba(0.7, 0.7, 0.7, 0.6)
    };
    let mut from = origin;
    for &stop in places {
        let to = loc_world(map, stop);
        let steps = (from.distance(to) / 12.0).max(1.0) as usize;
        for i in (0..steps).step_by(2) {
            let a = from.lerp(to, i as f32 / steps as f32);
            let b = from.lerp(to, ((i + 1) as f32 / steps as f32).min(1.0));
            gizmos.line_2d(a, b, c);
        }
        gizmos.circle_2d(Isometry2d::from_translation(to), 14.0, c);
        from = to;
    }
}
