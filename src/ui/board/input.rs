//! Board input: pan (right or middle drag), zoom (wheel), the vehicle ruler (press on your
//! detective, drag, release on a location), dropship targeting, clicking a lead to follow it
//! up, clicking a lit location to answer "where does it go?" (a lead, Lily, Jimmy, or a lead a
//! card or bonus moves), hovering.

use crate::content::{Content, LeadKind, LocId};
use crate::game::{
    Action, Choice, Command, Decision, FromScreen, LeadOwner, Phase, SeatKind, TableView,
};
use crate::ids::*;
use crate::model::{Ask, Informant};
use crate::rules::{self, MoveOption, MoveVia};
use crate::ui::board::{BoardCamera, BoardPiece, PieceAt, loc_world};
use crate::ui::viewer::TableRead;
use crate::ui::{Looking, Note};
use bevy::camera::Viewport;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::{EguiContexts, PrimaryEguiContext, egui};

/// What part of the window shows the board, and how it is framed.
#[derive(Resource, Clone, Debug)]
pub struct BoardView {
    /// The free area between the panels, in logical pixels.
    pub rect: Rect,
    /// Map millimetres per logical pixel.
    pub scale: f32,
    /// World point at the centre of the view.
    pub centre: Vec2,
    /// Once the player pans or zooms, the board stops refitting itself.
    pub user_framed: bool,
    /// Floating egui windows over the board (the rects of its areas as last drawn, not where
    /// the pointer was then: a pointer that comes from a panel and presses on the board at
    /// once is on the board): the board ignores the pointer there, its wheel included.
    pub blocked: Vec<Rect>,
    /// The table's layout has given the board its area since the game screen opened (until
    /// then the board is not framed, and its labels wait).
    pub framed: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            rect: Rect::new(0.0, 0.0, 1600.0, 1000.0),
            scale: 1.0,
            centre: Vec2::ZERO,
            user_framed: false,
            blocked: Vec::new(),
            framed: false,
        }
    }
}

impl BoardView {
    /// Frames the whole board, grid labels included, in the free area.
    pub fn fit(&mut self) {
        let (w, h) = (self.rect.width().max(50.0), self.rect.height().max(50.0));
        self.scale = (1260.0 / w).max(860.0 / h);
        self.centre = Vec2::ZERO;
    }
}

/// The location under the pointer, if any.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct Hovered(pub Option<LocId>);

/// The lead picked in the window when a card or a bonus moves a lead: the board then lights
/// that lead's destinations (with a single lead to move, it needs no pick).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct LeadPick(pub Option<(LeadKind, LeadOwner)>);

/// The vehicle ruler being dragged, or dropship targeting.
#[derive(Resource, Default, Clone, Debug)]
pub struct Ruler(pub Option<RulerState>);

/// The ruler as it is dragged (or the dropship's targets).
#[derive(Clone, Debug)]
pub struct RulerState {
    /// The seat moving.
    pub seat: SeatId,
    /// Where the detective stands.
    pub from: LocId,
    /// The ruler's start, in world units.
    pub origin: Vec2,
    /// Where the pointer is, in world units.
    pub cursor: Vec2,
    /// How far the ruler reaches, in map millimetres.
    pub reach_mm: f32,
    /// The places it reaches and their cost.
    pub options: Vec<MoveOption>,
    /// What each option's arrival brings besides the move, in `options` order
    /// ([`rules::arrival_notes`]): said on the board and in the hover before the player pays.
    pub notes: Vec<Vec<String>>,
    /// Time the seat has left.
    pub time: u8,
    /// Dropship targeting (anywhere, for a pass) rather than the ruler.
    pub dropship: bool,
}

impl RulerState {
    /// The option and its notes for a place the ruler reaches.
    pub fn option(&self, to: LocId) -> Option<(&MoveOption, &[String])> {
        let i = self.options.iter().position(|o| o.to == to)?;
        Some((
            &self.options[i],
            self.notes.get(i).map_or(&[][..], |n| &n[..]),
        ))
    }
}

/// What a ruler option's cost label says: all the Time the move will take, the arrival's part
/// named ("2 Time (1 + 1 for Lily)").
pub fn cost_words(o: &MoveOption, time: u8) -> String {
    let mut words = if o.then > 0 {
        format!("{} Time ({} + {} for Lily)", o.total(), o.cost, o.then)
    } else {
        format!("{} Time", o.cost)
    };
    if o.cost > time {
        words.push_str(" (too few left)");
    }
    words
}

/// Where the pointer was (logical pixels) when the left button went down this frame, read
/// from the window's events in their order: a slow frame may bring the press together with the
/// drag's first moves, and the press counts where it happened (on the detective), not where
/// the pointer is by the time the frame runs.
#[derive(Resource, Default, Clone, Debug)]
pub struct PressAt {
    cursor: Option<Vec2>,
    /// This frame's first left press, where it happened.
    pub at: Option<Vec2>,
}

impl PressAt {
    /// Follows the window's events in order: the pointer's moves and the left button's press.
    pub fn follow(&mut self, events: &[bevy::window::WindowEvent]) {
        self.at = None;
        for e in events {
            match e {
                bevy::window::WindowEvent::CursorMoved(m) => self.cursor = Some(m.position),
                bevy::window::WindowEvent::MouseButtonInput(b)
                    if b.button == MouseButton::Left
                        && b.state == bevy::input::ButtonState::Pressed
                        && self.at.is_none() =>
                {
                    self.at = self.cursor;
                }
                _ => {}
            }
        }
    }
}

fn track_press(mut events: MessageReader<bevy::window::WindowEvent>, mut press: ResMut<PressAt>) {
    let events: Vec<bevy::window::WindowEvent> = events.read().cloned().collect();
    press.follow(&events);
}

/// A cost label shown while the ruler is out.
#[derive(Component)]
pub struct ReachLabel;

#[derive(Resource, Default)]
struct Pan {
    last: Option<Vec2>,
}

/// The board's input: dragging the ruler, picking places and pieces, the keys.
pub struct InputPlugin;

impl Plugin for InputPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<BoardView>()
            .init_resource::<Hovered>()
            .init_resource::<Ruler>()
            .init_resource::<Pan>()
            .init_resource::<LeadPick>()
            .init_resource::<PressAt>()
            .add_message::<bevy::window::WindowEvent>()
            .add_systems(Startup, spawn_cameras)
            .add_systems(OnEnter(Phase::Setup), |mut ruler: ResMut<Ruler>| {
                ruler.0 = None
            })
            .add_systems(
                Update,
                reset_for_new_game.in_set(crate::game::Flow::Present),
            )
            .add_systems(
                Update,
                (
                    track_press,
                    pan_zoom,
                    hover,
                    ruler_input,
                    pick_input,
                    reach_labels,
                    pick_labels,
                    draw_ruler,
                    draw_pick_targets,
                    keep_bots_going,
                )
                    .chain()
                    .run_if(crate::ui::in_game),
            )
            .add_systems(PostUpdate, apply_view)
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                esc_cancels_ruler.before(crate::ui::layout::TableSet::Layout),
            );
    }
}

/// A new game: the board refits. An undo or a load keeps the player's framing.
fn reset_for_new_game(
    mut requests: MessageReader<crate::game::GameRequest>,
    mut view: ResMut<BoardView>,
) {
    if requests
        .read()
        .any(|r| matches!(r, crate::game::GameRequest::New(_)))
    {
        view.user_framed = false;
        view.fit();
    }
}

fn spawn_cameras(mut commands: Commands, mut egui: ResMut<bevy_egui::EguiGlobalSettings>) {
    egui.auto_create_primary_context = false;
    commands.spawn((
        BoardCamera,
        Camera2d,
        Camera {
            order: 0,
            ..default()
        },
    ));
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        bevy::camera::visibility::RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: bevy::camera::CameraOutputMode::Write {
                blend_state: Some(bevy::render::render_resource::BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
}

/// Puts the board camera's viewport on the free area and frames the board in it.
fn apply_view(
    view: Res<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut cam: Single<(&mut Camera, &mut Transform, &mut Projection), With<BoardCamera>>,
) {
    let sf = window.scale_factor();
    let (wpx, hpx) = (window.physical_width(), window.physical_height());
    let min = (view.rect.min * sf)
        .as_uvec2()
        .min(UVec2::new(wpx.saturating_sub(1), hpx.saturating_sub(1)));
    let size = ((view.rect.size() * sf).as_uvec2())
        .min(UVec2::new(wpx, hpx) - min)
        .max(UVec2::ONE);
    let vp = Viewport {
        physical_position: min,
        physical_size: size,
        ..default()
    };
    let (camera, tf, proj) = &mut *cam;
    if camera.viewport.as_ref().is_none_or(|v| {
        v.physical_position != vp.physical_position || v.physical_size != vp.physical_size
    }) {
        camera.viewport = Some(vp);
    }
    if tf.translation.truncate() != view.centre {
        tf.translation = view.centre.extend(tf.translation.z);
    }
    if let Projection::Orthographic(o) = &mut **proj
        && o.scale != view.scale
    {
        o.scale = view.scale;
    }
}

impl BoardView {
    /// Whether the window point `p` (logical pixels) is on the board and free: not under a
    /// window, a menu or the *Fit the board* button.
    pub fn takes_pointer(&self, p: Vec2) -> bool {
        self.rect.contains(p) && !self.blocked.iter().any(|r| r.contains(p))
    }
}

/// The pointer's world position, when it is over the board area.
pub fn pointer_world(
    window: &Window,
    view: &BoardView,
    cam: (&Camera, &GlobalTransform),
) -> Option<Vec2> {
    let p = window.cursor_position()?;
    if !view.takes_pointer(p) {
        return None;
    }
    cam.0.viewport_to_world_2d(cam.1, p).ok()
}

fn pan_zoom(
    window: Single<&Window, With<PrimaryWindow>>,
    buttons: Res<ButtonInput<MouseButton>>,
    mut wheel: MessageReader<MouseWheel>,
    mut view: ResMut<BoardView>,
    mut pan: ResMut<Pan>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) {
    let cursor = window.cursor_position();
    // The wheel over a window or the panels scrolls them, never the board behind.
    let inside = cursor.is_some_and(|p| view.takes_pointer(p));
    if buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle) {
        if let (Some(p), true) = (cursor, inside || pan.last.is_some()) {
            if let Some(last) = pan.last {
                let d = p - last;
                if d != Vec2::ZERO {
                    let s = view.scale;
                    view.centre += Vec2::new(-d.x, d.y) * s;
                    view.user_framed = true;
                }
            }
            pan.last = Some(p);
        }
    } else {
        pan.last = None;
    }
    let mut steps = 0.0;
    for w in wheel.read() {
        steps += match w.unit {
            MouseScrollUnit::Line => w.y,
            MouseScrollUnit::Pixel => w.y / 40.0,
        };
    }
    if steps != 0.0 && inside {
        let before = pointer_world(&window, &view, (cam.0, cam.1));
        let new_scale = (view.scale * 0.9f32.powf(steps)).clamp(0.15, 3.0);
        if let (Some(b), Some(p)) = (before, cursor) {
            // Keep the point under the pointer where it is.
            let rel = p - view.rect.center();
            let after = view.centre + Vec2::new(rel.x, -rel.y) * new_scale;
            view.centre += b - after;
        }
        view.scale = new_scale;
        view.user_framed = true;
    }
}

fn nearest_location(content: &Content, p: Vec2, within: f32) -> Option<LocId> {
    content
        .map
        .ids()
        .map(|id| (id, loc_world(&content.map, id).distance(p)))
        .filter(|(_, d)| *d <= within)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(id, _)| id)
}

fn hover(
    window: Single<&Window, With<PrimaryWindow>>,
    view: Res<BoardView>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    content: Res<Content>,
    mut hovered: ResMut<Hovered>,
    ruler: Res<Ruler>,
) {
    // While the ruler is dragged, anywhere over the board's area counts (see `ruler_input`).
    let p = if ruler.0.as_ref().is_some_and(|r| !r.dropship) {
        window
            .cursor_position()
            .filter(|c| view.rect.contains(*c))
            .and_then(|c| cam.0.viewport_to_world_2d(cam.1, c).ok())
    } else {
        pointer_world(&window, &view, (cam.0, cam.1))
    };
    let h = p.and_then(|p| nearest_location(&content, p, 22.0));
    if hovered.0 != h {
        hovered.0 = h;
    }
}

/// The seat at this screen the game waits for (its turn, or its answer to a decision).
pub fn my_call(view: &TableView, looking: &Looking) -> Option<SeatId> {
    let me = looking.0?;
    let snap = view.seat(me);
    (snap.daytime && snap.decider() == me).then_some(me)
}

/// The seat at this screen, on its own turn with nothing pending.
pub fn my_turn(view: &TableView, looking: &Looking) -> Option<SeatId> {
    my_call(view, looking).filter(|&me| view.seat(me).pending.is_none())
}

/// The locations the seat at this screen may click to answer a pending "where?" decision:
/// a lead, Lily or Jimmy, or a lead a card or bonus moves (`pick`'s lead, or the only one).
pub fn location_answers(
    view: &TableRead,
    looking: &Looking,
    pick: &LeadPick,
) -> Vec<(LocId, Action)> {
    let Some(seat) = my_call(view, looking) else {
        return Vec::new();
    };
    let legal = rules::legal_actions(&view.content, view.seat(seat), seat);
    let owner = lead_to_light(&legal, pick);
    legal
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaceLead { to } | Action::MoveLily { to } | Action::MoveJimmy { to } => {
                Some((to, a))
            }
            Action::MoveLeadBonus {
                kind: k,
                owner: o,
                to,
            } if Some((k, o)) == owner => Some((to, a)),
            _ => None,
        })
        .collect()
}

/// The lead whose destinations the board lights: the picked one if it may move, else the only
/// lead that may.
pub fn lead_to_light(legal: &[Action], pick: &LeadPick) -> Option<(LeadKind, LeadOwner)> {
    let mut owners: Vec<(LeadKind, LeadOwner)> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::MoveLeadBonus { kind, owner, .. } => Some((kind, owner)),
            _ => None,
        })
        .collect();
    owners.sort();
    owners.dedup();
    match pick.0 {
        Some(p) if owners.contains(&p) => Some(p),
        _ if owners.len() == 1 => Some(owners[0]),
        _ => None,
    }
}

/// What a lit location means while a "where?" decision waits.
pub fn pick_words(d: Option<Decision>) -> &'static str {
    match d {
        Some(Decision {
            ask: Ask::PlaceLead { .. },
            ..
        })
        | Some(Decision {
            ask:
                Ask::Choice {
                    choice: Choice::MoveLead(_),
                    ..
                },
            ..
        })
        | Some(Decision {
            ask:
                Ask::Bonus {
                    bonus: crate::content::Bonus::MoveLead(_),
                    ..
                },
            ..
        }) => "lead here",
        Some(Decision {
            ask: Ask::MoveInformant {
                who: Informant::Lily,
            },
            ..
        }) => "Lily here",
        Some(Decision {
            ask: Ask::MoveInformant {
                who: Informant::Jimmy,
            },
            ..
        }) => "Jimmy here",
        _ => "",
    }
}

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
        .map(|o| rules::arrival_notes(content, snap, seat, o.to))
        .collect();
    let origin = loc_world(map, me.at);
    RulerState {
        seat,
        from: me.at,
        origin,
        cursor: origin,
        reach_mm: rules::ruler_of(content, me),
        options,
        notes,
        time: snap.clock.time,
        dropship,
    }
}

fn ruler_input(
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
) {
    let q = &game;
    // A press takes the detective within its drawn disc and a few pixels round it.
    let grab =
        crate::ui::board::pieces::detective_radius(&view, settings.as_deref()) + 5.0 * view.scale;
    let Some(seat) = my_turn(&game, &looking) else {
        ruler.0 = None;
        // A press on your own detective out of turn says why nothing happens.
        if buttons.just_pressed(MouseButton::Left)
            && let (Some(me), Some(p)) = (looking.0, pointer_world(&window, &view, (cam.0, cam.1)))
            && pieces.iter().any(|(f, _, gt)| {
                *f == BoardPiece::Detective(me) && gt.translation().truncate().distance(p) <= grab
            })
        {
            let snap = game.seat(me);
            let why = match (snap.daytime, snap.pending) {
                (false, _) => "No turn is under way.".to_string(),
                (true, Some(d)) if d.seat == me => {
                    "First answer what the game asks you (under the board).".to_string()
                }
                (true, Some(d)) => format!(
                    "Not your turn: the game waits for {}.",
                    crate::i18n::say(&q.content, &rules::awaited(&q.content, snap, &d))
                ),
                (true, None) => {
                    let active = snap.active();
                    format!(
                        "Not your turn: it is {}'s.",
                        q.content.detectives[snap.seats[active].detective].def.name
                    )
                }
            };
            notes.write(Note::refused(why));
        }
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
                out.write(FromScreen(Command {
                    seat,
                    action: Action::FollowUp { kind, owner },
                }));
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
                ruler.0 = Some(r);
                notes.write(Note::info(
                    "Drag to a lit location and let go to move there; Esc cancels.",
                ));
            }
        }
    }
    if buttons.just_released(MouseButton::Left) {
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
            Some(to) if to != r.from => {
                let action = if r.dropship {
                    Action::Dropship { to }
                } else {
                    Action::Move { to }
                };
                out.write(FromScreen(Command { seat, action }));
                ruler.0 = None;
            }
            _ if r.dropship => {}
            _ => {
                if r.cursor.distance(r.origin) > 14.0 {
                    notes.write(Note::info(
                        "Move cancelled: let go on a location to move there.",
                    ));
                }
                ruler.0 = None;
            }
        }
    }
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

/// Esc while the ruler is out cancels the drag and only the drag: run in the egui pass before
/// the pause menu and the help windows, it takes the key from egui so they never see it.
pub fn esc_cancels_ruler(
    mut contexts: EguiContexts,
    mut ruler: ResMut<Ruler>,
    mut notes: MessageWriter<Note>,
) -> Result {
    if ruler.0.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
        ruler.0 = None;
        notes.write(Note::info("Move cancelled."));
    }
    Ok(())
}

/// What a ruler option's tag on the board says, longest first: its whole Time ("2 Time"),
/// with "no baggage" under it when the card there would bring nothing; the reason of the cost
/// ("1 + 1 for Lily") and the rest are in the hover.
pub fn reach_words(o: &MoveOption, notes: &[String]) -> Vec<String> {
    let time = format!("{} Time", o.total());
    let mut out = Vec::new();
    if notes.iter().any(|n| n.contains("no baggage")) {
        out.push(format!("{time}\nno baggage"));
    }
    out.push(time);
    out.push(o.total().to_string());
    out
}

/// Sets a tag (Text2d) for a placed tag, at `px` world units per pixel.
fn spawn_tag(
    commands: &mut Commands,
    t: &crate::ui::board::labels::PlacedTag,
    color: Color,
    px: f32,
) -> Entity {
    commands
        .spawn((
            Text2d::new(t.text.clone()),
            TextFont::from_font_size(crate::ui::board::labels::TAG_PX),
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
#[allow(clippy::too_many_arguments)]
fn reach_labels(
    mut commands: Commands,
    ruler: Res<Ruler>,
    content: Res<Content>,
    labels: Query<Entity, With<ReachLabel>>,
    view: Res<BoardView>,
    named: Res<crate::ui::board::text::LabelState>,
    settings: Option<Res<crate::settings::Settings>>,
    mut shown: Local<Option<(LocId, bool)>>,
) {
    // The labels keep their size on screen (11 px at 100%), as the board's names do.
    let px = view.scale * settings.map_or(1.0, |s| s.ui_scale.clamp(0.5, 3.0));
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
            texts: reach_words(&r.options[i], r.notes.get(i).map_or(&[][..], |n| &n[..])),
        })
        .collect();
    let placed = crate::ui::board::labels::place_tags(
        &content.map,
        &tags,
        px,
        &named.name_boxes,
        &named.district_boxes,
    );
    for t in &placed {
        let Some(o) = r.options.iter().find(|o| o.to == t.loc) else {
            continue;
        };
        let color = match (o.cost <= r.time, o.total()) {
            (false, _) => Color::srgb(0.6, 0.6, 0.6),
            (true, 1) => Color::srgb(0.5, 1.0, 0.5),
            _ => Color::srgb(1.0, 0.7, 0.3),
        };
        let e = spawn_tag(&mut commands, t, color, px);
        commands.entity(e).insert(ReachLabel);
    }
}

fn draw_ruler(mut gizmos: Gizmos, ruler: Res<Ruler>, content: Res<Content>, hovered: Res<Hovered>) {
    let Some(r) = &ruler.0 else { return };
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
    // The ruler, to scale: its reach circle and the rule itself toward the pointer.
    let reach = r.reach_mm;
    gizmos.circle_2d(
        Isometry2d::from_translation(r.origin),
        reach,
        Color::srgba(1.0, 0.9, 0.4, 0.7),
    );
    let dir = (r.cursor - r.origin).try_normalize().unwrap_or(Vec2::X);
    let len = (r.cursor - r.origin).length().min(reach);
    let normal = dir.perp() * 6.0;
    let end = r.origin + dir * reach;
    let body = [
        r.origin + normal,
        end + normal,
        end - normal,
        r.origin - normal,
        r.origin + normal,
    ];
    gizmos.linestrip_2d(body, Color::srgb(1.0, 0.9, 0.4));
    let mut d = 0.0;
    while d <= reach {
        let t = r.origin + dir * d;
        let tick = if (d as i32) % 100 == 0 { 6.0 } else { 3.0 };
        gizmos.line_2d(
            t + dir.perp() * tick,
            t - dir.perp() * tick,
            Color::srgb(1.0, 0.9, 0.4),
        );
        d += 50.0;
    }
    gizmos.line_2d(r.origin, r.origin + dir * len, Color::WHITE);
}

/// A click on a lit location answers a pending "where?" decision (a lead, Lily, Jimmy).
fn pick_input(
    buttons: Res<ButtonInput<MouseButton>>,
    game: TableRead,
    looking: Res<Looking>,
    hovered: Res<Hovered>,
    pick: Res<LeadPick>,
    view: Res<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut out: MessageWriter<FromScreen>,
) {
    if !buttons.just_released(MouseButton::Left)
        || pointer_world(&window, &view, (cam.0, cam.1)).is_none()
    {
        return;
    }
    let (Some(seat), Some(to)) = (my_call(&game, &looking), hovered.0) else {
        return;
    };
    if let Some((_, action)) = location_answers(&game, &looking, &pick)
        .into_iter()
        .find(|(l, _)| *l == to)
    {
        out.write(FromScreen(Command { seat, action }));
    }
}

/// A label marks each location a pending "where?" decision may choose.
#[derive(Component)]
pub struct PickLabel;

fn pick_labels(
    mut commands: Commands,
    game: TableRead,
    looking: Res<Looking>,
    pick: Res<LeadPick>,
    labels: Query<Entity, With<PickLabel>>,
    named: Res<crate::ui::board::text::LabelState>,
    view: Res<BoardView>,
    settings: Option<Res<crate::settings::Settings>>,
    mut shown: Local<Vec<(LocId, Action)>>,
) {
    let px = view.scale * settings.map_or(1.0, |s| s.ui_scale.clamp(0.5, 3.0));
    let want = location_answers(&game, &looking, &pick);
    if *shown == want {
        return;
    }
    for e in &labels {
        commands.entity(e).despawn();
    }
    let q = &game;
    let words = pick_words(q.public().pending);
    // A place the board does not name in full at this zoom is named here: the prompt names
    // it. Clear of the districts' names and of each other, shortened where two would meet.
    let tags: Vec<crate::ui::board::labels::Tag> = want
        .iter()
        .map(|(to, _)| {
            let mut texts = Vec::new();
            if !named.names(*to) {
                texts.push(format!("{}\n{words}?", q.content.map.loc(*to).name));
            }
            texts.push(format!("{words}?"));
            crate::ui::board::labels::Tag { loc: *to, texts }
        })
        .collect();
    let placed = crate::ui::board::labels::place_tags(
        &q.content.map,
        &tags,
        px,
        &named.name_boxes,
        &named.district_boxes,
    );
    for t in &placed {
        let e = spawn_tag(&mut commands, t, Color::srgb(0.55, 0.9, 1.0), px);
        commands.entity(e).insert(PickLabel);
    }
    *shown = want;
}

fn draw_pick_targets(
    mut gizmos: Gizmos,
    game: TableRead,
    looking: Res<Looking>,
    pick: Res<LeadPick>,
    hovered: Res<Hovered>,
) {
    for (to, _) in location_answers(&game, &looking, &pick) {
        let p = loc_world(&game.content.map, to);
        let (r, c) = if hovered.0 == Some(to) {
            (27.0, Color::WHITE)
        } else {
            (21.0, Color::srgb(0.45, 0.85, 1.0))
        };
        gizmos.circle_2d(Isometry2d::from_translation(p), r, c);
        gizmos.circle_2d(Isometry2d::from_translation(p), r + 3.0, c);
    }
}

/// Keeps frames coming while bots play (the window is otherwise reactive; a dragged ruler
/// moves with the pointer, whose movement brings frames).
fn keep_bots_going(
    game: Res<TableView>,
    phase: Res<State<Phase>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let snap = game.public();
    if *phase.get() == Phase::Daytime
        && snap.daytime
        && game.table.seats[snap.decider()].kind == SeatKind::Bot
    {
        redraw.write(RequestRedraw);
    }
}
