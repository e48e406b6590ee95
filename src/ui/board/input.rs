//! Board input: pan (right or middle drag), zoom (wheel), the vehicle ruler (press on your
//! detective, drag, release on a location), dropship targeting, clicking a lead to follow it
//! up, clicking a lit location to answer "where does it go?" (a lead, Lily, Jimmy, or a lead a
//! card or bonus moves), hovering.

use crate::content::{Content, LeadKind, LocId};
use crate::game::{
    Action, Choice, Command, Decision, FromScreen, LeadOwner, Phase, SeatKind, TableView,
};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::model::{Ask, Informant};
use crate::rules::{self, MoveOption, MoveVia};
use crate::ui::board::frame::BoardView;
use crate::ui::board::{BoardCamera, BoardPiece, PieceAt, loc_world};
use crate::ui::viewer::TableRead;
use crate::ui::{Looking, Note};
use bevy::camera::Viewport;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::{EguiContexts, PrimaryEguiContext, egui};

mod ruler;
#[allow(unused_imports)]
pub use ruler::*;

mod pick;
#[allow(unused_imports)]
pub use pick::*;

mod journey;
pub use journey::{Journey, click_words, lead_there};

mod reach;
pub use reach::{InReach, lead_reach_words, lead_use_words};

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
    /// Where the press picked the ruler up, in world units (a release near it is a click).
    pub grabbed: Vec2,
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
    /// Picked up by a click rather than a drag: it stays out, lighting what it reaches, until
    /// a click on a place goes there (a lit one in a move, another by the way there), a click
    /// off the places or Esc puts it away.
    pub sticky: bool,
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
        crate::i18n::tr_args(
            "board-cost-lily",
            &[
                ("time", o.total().into()),
                ("cost", o.cost.into()),
                ("then", o.then.into()),
            ],
        )
    } else {
        crate::i18n::tr_args("dock-cost-time", &[("time", o.cost.into())])
    };
    if o.cost > time {
        words.push_str(&crate::i18n::tr("board-too-few"));
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
            .init_resource::<ruler::EscTook>()
            .init_resource::<InReach>()
            .init_resource::<Journey>()
            .add_message::<bevy::window::WindowEvent>()
            .add_systems(Startup, spawn_cameras)
            .add_systems(
                OnEnter(Phase::Setup),
                |mut ruler: ResMut<Ruler>, mut journey: ResMut<Journey>| {
                    ruler.0 = None;
                    *journey = Journey::default();
                },
            )
            // Leaving the table (an online game never enters Setup here): no journey goes on.
            .add_systems(
                OnExit(crate::ui::Screen::Game),
                |mut journey: ResMut<Journey>| *journey = Journey::default(),
            )
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
                    ruler::esc_drops_ruler,
                    reach::find_in_reach,
                    reach::reach_input,
                    ruler_input,
                    journey::journey_steps,
                    pick_input,
                    reach_labels,
                    pick_labels,
                    draw_ruler,
                    journey::draw_ask,
                    draw_pick_targets,
                    reach::draw_in_reach,
                    keep_bots_going,
                )
                    .chain()
                    .run_if(crate::ui::in_game),
            )
            .add_systems(PostUpdate, apply_view)
            .add_systems(
                bevy_egui::EguiPrimaryContextPass,
                (esc_cancels_ruler, journey::ask_box).before(crate::ui::layout::TableSet::Layout),
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

/// The board's camera and the panels' (egui's), both without multisampling: the board's
/// shapes and egui's carry their own soft edges, and a software renderer drew a frame in about
/// half the time without it (240 ms → 125 ms at 1600×1000 on llvmpipe; issue 31's testers saw
/// a moved piece a frame or two late). The two cameras draw into one target, so they must agree.
fn spawn_cameras(mut commands: Commands, mut egui: ResMut<bevy_egui::EguiGlobalSettings>) {
    egui.auto_create_primary_context = false;
    commands.spawn((
        BoardCamera,
        Camera2d,
        bevy::render::view::Msaa::Off,
        Camera {
            order: 0,
            ..default()
        },
    ));
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        bevy::render::view::Msaa::Off,
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

/// The place under the board point `p`: its symbol, or a piece's slot beside it (its lead
/// marker, a detective's disc), so pointing at a lead or a detective tells of its place (a lead
/// marker had no card of its own). A symbol near the point wins over a slot.
pub fn hovered_place(content: &Content, p: Vec2) -> Option<LocId> {
    use crate::ui::board::geom::{DETECTIVE_SLOTS, LEAD_AT, LEAD_HALF};
    if let Some(at) = nearest_location(content, p, 22.0) {
        return Some(at);
    }
    let slots = std::iter::once((LEAD_AT, LEAD_HALF + 2.0))
        .chain(DETECTIVE_SLOTS.iter().map(|o| (*o, 10.0)));
    content
        .map
        .ids()
        .flat_map(|id| {
            let at = loc_world(&content.map, id);
            slots
                .clone()
                .map(move |(o, r)| (id, (at + o).distance(p), r))
        })
        .filter(|(_, d, r)| d <= r)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(id, _, _)| id)
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
    let h = p.and_then(|p| hovered_place(&content, p));
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

/// The seat at this screen, on its own turn with nothing pending but, at most, its own answer
/// to a dark card played on it (R-TWI-9, D-25): the board's move or lead goes on with the turn
/// and passes that answer first ([`answer_offered`]).
pub fn my_turn(view: &TableView, looking: &Looking) -> Option<SeatId> {
    my_call(view, looking).filter(|&me| {
        let snap = view.seat(me);
        snap.pending.is_none() || answer_offered(snap, me)
    })
}

/// The seat's question is its own answer, in its own turn, to a dark card played on it (a light
/// card or none): an offer, not a stop. Going on with the turn from the board passes it.
pub fn answer_offered(snap: &rules::Snapshot, me: SeatId) -> bool {
    matches!(snap.pending, Some(Decision { seat, ask: Ask::Counter }) if seat == me)
        && snap.active() == me
}

/// The locations the seat at this screen may click to answer a pending "where?" decision:
/// a lead, Lily or Jimmy, or a lead a card or bonus moves (`pick`'s lead, or the only one).
/// None while the game moves the seat's lead for it (`auto`: Settings → Leads): the board
/// asked "lead here?" and the game chose elsewhere.
pub fn location_answers(
    view: &TableRead,
    looking: &Looking,
    pick: &LeadPick,
    auto: bool,
) -> Vec<(LocId, Action)> {
    let Some(seat) = my_call(view, looking) else {
        return Vec::new();
    };
    if crate::ui::viewer::leads_moved_for(&view.table, view.public(), true, auto) == Some(seat) {
        return Vec::new();
    }
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
pub fn pick_words(d: Option<Decision>) -> String {
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
        }) => crate::i18n::tr("board-lead-here"),
        Some(Decision {
            ask: Ask::MoveInformant {
                who: Informant::Lily,
            },
            ..
        }) => crate::i18n::tr("board-lily-here"),
        Some(Decision {
            ask: Ask::MoveInformant {
                who: Informant::Jimmy,
            },
            ..
        }) => crate::i18n::tr("board-jimmy-here"),
        _ => String::new(),
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
