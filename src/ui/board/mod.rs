//! The board view: the city drawn in code ([`art`]: grounds, districts, streets, the
//! Beanstalk), the locations (type by colour AND a pictogram, quality by the frame's shape, a
//! lock when restricted, major ones larger with their name on a plate), the labels laid out
//! so none collide ([`labels`], [`text`]) and every piece on it ([`pieces`]), moved with
//! tweens ([`motion`]). The pieces are the board's own entities ([`BoardPiece`]), kept from
//! the table's view ([`pieces::reconcile_pieces`]): the board never reads the game's entities.

pub mod art;
pub mod captions;
pub mod flight;
pub mod frame;
pub mod geom;
pub mod input;
pub mod labels;
pub mod material;
pub mod metrics;
pub mod motion;
pub mod overlay;
pub mod pieces;
pub mod text;

pub use geom::{loc_world, world};
pub use pieces::{BoardPiece, HoveredNpc, PieceAt, TokenKind};

use crate::content::{Content, LocId, LocType, Quality};
use crate::ui::Screen;
use bevy::prelude::*;

/// World units back to board millimetres.
pub fn board_mm(w: Vec2) -> Vec2 {
    Vec2::new(w.x + 600.0, 400.0 - w.y)
}

/// sRGB bytes to a colour.
pub fn rgb(c: [u8; 3]) -> Color {
    Color::srgb_u8(c[0], c[1], c[2])
}

/// Something drawn for the board itself (not a token). It lives as long as the game screen:
/// leaving the table for the menu takes the board away, the next game draws it again.
#[derive(Component)]
#[require(DespawnOnExit<Screen> = DespawnOnExit(Screen::Game))]
pub struct BoardVisual;

/// The board camera (the egui camera is separate).
#[derive(Component)]
pub struct BoardCamera;

/// A location's symbol (its root: the hover lifts it).
#[derive(Component, Clone, Copy, Debug)]
pub struct LocSymbol(pub LocId);

/// The board: its art, the places' symbols, the pieces and the camera.
pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<bevy_tweening::TweeningPlugin>() {
            app.add_plugins(bevy_tweening::TweeningPlugin);
        }
        app.insert_resource(ClearColor(Color::srgb(0.035, 0.04, 0.06)))
            .init_resource::<HoveredNpc>()
            .init_resource::<pieces::SnapPieces>()
            .init_resource::<pieces::InformantSpots>()
            .init_resource::<BoardHighlight>()
            .init_resource::<text::LabelState>()
            .add_message::<ShowPlace>()
            .add_systems(Startup, (configure_gizmos, pieces::init_piece_material))
            .add_systems(
                OnEnter(Screen::Game),
                (
                    spawn_board,
                    |mut s: ResMut<text::LabelState>, mut v: ResMut<frame::BoardView>| {
                        *s = default();
                        v.framed = false;
                    },
                ),
            )
            .add_systems(
                Update,
                pieces::note_catch_up
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet),
            )
            .add_systems(
                Update,
                (
                    pieces::reconcile_pieces,
                    pieces::side_informants,
                    pieces::dress_pieces,
                    pieces::dress_npcs,
                    pieces::colour_hero,
                    pieces::place_tokens,
                    pieces::place_npcs,
                    pieces::hover_npcs,
                    lift_hovered,
                    recolour_types,
                    text::labels_follow_zoom,
                    text::name_lit_places,
                    motion::start_pulses,
                    draw_highlights,
                    motion::keep_moving,
                    // After the move's step of this frame: the ring keeps to the piece.
                    draw_active_detective,
                    pieces::size_detectives,
                    pieces::mark_you,
                )
                    .chain()
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet)
                    .run_if(crate::ui::in_game),
            );
    }
}

/// Places the panels want lit on the board while they are pointed at (a log line naming
/// them, an action the player hovers): set each frame by whoever points, drawn as glowing
/// rings.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardHighlight(pub Vec<LocId>);

/// Where a panel drawn in the egui pass leaves the places its hovered words name (see
/// [`light_on_hover`]); the board's overlay lights them this frame.
const LIT_ON_HOVER: &str = "board-lit-on-hover";

/// Lights `places` on the board (and names them there if the board does not) while the
/// pointer is on `response`: a prompt's line or button naming a place. For panels that have no
/// hold on [`BoardHighlight`].
pub fn light_on_hover(response: &bevy_egui::egui::Response, places: &[LocId]) {
    if places.is_empty() || !response.hovered() {
        return;
    }
    response.ctx.data_mut(|d| {
        let lit: &mut Vec<LocId> =
            d.get_temp_mut_or_default(bevy_egui::egui::Id::new(LIT_ON_HOVER));
        lit.extend_from_slice(places);
    });
}

/// Lights `places` on the board this frame (and names them there if the board does not), as
/// [`light_on_hover`] does, for a hover the board itself draws.
pub fn light_places(ctx: &bevy_egui::egui::Context, places: &[LocId]) {
    ctx.data_mut(|d| {
        let lit: &mut Vec<LocId> =
            d.get_temp_mut_or_default(bevy_egui::egui::Id::new(LIT_ON_HOVER));
        lit.extend_from_slice(places);
    });
}

/// The places [`light_on_hover`] left this frame (taken).
pub fn take_lit_on_hover(ctx: &bevy_egui::egui::Context) -> Vec<LocId> {
    ctx.data_mut(|d| d.remove_temp::<Vec<LocId>>(bevy_egui::egui::Id::new(LIT_ON_HOVER)))
        .unwrap_or_default()
}

/// Show a place on the board: it pulses for a moment (a line of the recap clicked, say).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct ShowPlace(pub LocId);

fn draw_highlights(mut gizmos: Gizmos, content: Res<Content>, highlight: Res<BoardHighlight>) {
    let glow = Color::srgb(1.0, 0.85, 0.3);
    for &loc in &highlight.0 {
        let p = loc_world(&content.map, loc);
        let r = geom::symbol_radius(&content.map, loc) + 8.0;
        gizmos.circle_2d(Isometry2d::from_translation(p), r, glow);
        gizmos.circle_2d(
            Isometry2d::from_translation(p),
            r + 3.0,
            glow.with_alpha(0.5),
        );
    }
}

/// The detective whose turn it is wears a halo: gold, doubled and wider when it is the turn of
/// the person looking at the screen ("press here"), a thin ring in its own colour when someone
/// else is acting, so the eye finds who moves without reading the top bar.
fn draw_active_detective(
    mut gizmos: Gizmos,
    game: crate::ui::viewer::TableRead,
    looking: Res<crate::ui::Looking>,
    // The pieces are roots: their Transform is where they are this frame (the global one
    // is a frame late while a piece moves).
    figures: Query<(&BoardPiece, &Transform)>,
    view: Res<frame::BoardView>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    let snap = game.public();
    if !snap.daytime {
        return;
    }
    let active = snap.active();
    let Some((_, gt)) = figures
        .iter()
        .find(|(f, _)| **f == BoardPiece::Detective(active))
    else {
        return;
    };
    let p = gt.translation.truncate();
    let r = pieces::detective_radius(&view, settings.as_deref());
    let at = Isometry2d::from_translation(p);
    if looking.0 == Some(active) {
        let gold = Color::srgb(1.0, 0.84, 0.32);
        gizmos.circle_2d(at, r + 3.0, gold);
        gizmos.circle_2d(at, r + 6.5, gold.with_alpha(0.55));
    } else {
        let def = &game.content.detectives[game.table.seats[active].detective].def;
        let c = rgb([def.color.0, def.color.1, def.color.2]).lighter(0.15);
        gizmos.circle_2d(at, r + 3.0, c.with_alpha(0.85));
    }
}

fn configure_gizmos(mut store: ResMut<GizmoConfigStore>) {
    let (config, _) = store.config_mut::<DefaultGizmoConfigGroup>();
    config.line.width = 2.0;
}

/// The width of a location's frame (in world units).
const FRAME: f32 = 1.8;

/// How far a quality's shape reaches beyond its radius, and how far a frame round it reaches
/// at its corners (as a share of the frame's width).
fn quality_extent(q: Quality) -> (f32, f32) {
    match q {
        Quality::Ritzy => (1.2, 1.42),
        Quality::Normal => (1.0, 1.0),
        Quality::Seedy => (1.3, 2.0),
    }
}

/// The materials of the location types' fills and of their pictograms (in [`LocType::ALL`]
/// order), recoloured when the colour-blind setting changes.
#[derive(Resource)]
pub struct TypeMaterials {
    /// Each type's fill.
    pub fill: Vec<Handle<ColorMaterial>>,
    /// Each type's pictogram.
    pub icon: Vec<Handle<ColorMaterial>>,
}

/// Spawns the static board as the game screen opens: its art, then each location's symbol.
fn spawn_board(
    mut commands: Commands,
    content: Res<Content>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    let map = &content.map;
    let blend = materials.add(ColorMaterial::default());
    for (mesh, z) in art::board_art(map).layers {
        commands.spawn((
            BoardVisual,
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(blend.clone()),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }

    let palette = settings.map(|s| s.clone()).unwrap_or_default();
    let mut fill = Vec::new();
    let mut icon = Vec::new();
    for t in LocType::ALL {
        let c = rgb(palette.loc_type_rgb(t));
        fill.push(materials.add(ColorMaterial {
            color: c,
            ..default()
        }));
        icon.push(materials.add(ColorMaterial {
            color: pieces::ink_on(c).with_alpha(0.9),
            ..default()
        }));
    }
    let ink = Color::srgb(0.03, 0.035, 0.05);
    let cream = Color::srgb(0.96, 0.90, 0.74);
    for id in map.ids() {
        let l = map.loc(id);
        let k = LocType::ALL.iter().position(|t| *t == l.kind).unwrap_or(0);
        let r = geom::symbol_radius(map, id);
        let (ext, miter) = quality_extent(l.quality);
        let rd = (r + 1.5 - FRAME * miter - 0.2) / ext;
        let outline = art::quality_outline(l.quality, rd);
        let frame = geom::offset_polygon(&outline, FRAME);
        // Shadow and frame: cream round a major location, ink round the others.
        let mut base = art::Painter::new();
        let shadow: Vec<Vec2> = frame.iter().map(|p| *p + Vec2::new(1.0, -1.6)).collect();
        base.fan(
            Vec2::new(1.0, -1.6),
            &shadow,
            Color::srgba(0.0, 0.0, 0.0, 0.5),
            Color::srgba(0.0, 0.0, 0.0, 0.5),
        );
        base.fan(
            Vec2::ZERO,
            &frame,
            if l.is_major() { cream } else { ink },
            if l.is_major() { cream } else { ink },
        );
        if l.is_major() {
            let inner = geom::offset_polygon(&outline, 0.4);
            base.fan(Vec2::ZERO, &inner, ink, ink);
        }
        let mut glyph = art::Painter::new();
        let (c, s) = art::icon_room(l.quality, rd);
        art::type_icon(&mut glyph, l.kind, c, s, Color::WHITE);
        let mut lock = None;
        if l.restricted {
            // A lock on a red badge at the symbol's upper left (R-MAP-5).
            let at = Vec2::new(-(r + 1.5), r + 1.5);
            let mut m = art::Painter::new();
            m.disc(at, 5.4, ink, ink, 20);
            m.disc(
                at,
                4.5,
                Color::srgb(0.80, 0.12, 0.12),
                Color::srgb(0.66, 0.08, 0.08),
                20,
            );
            art::lock_icon(&mut m, at, 6.0, Color::WHITE);
            lock = Some(m);
        }
        let blend = blend.clone();
        let fill_mat = fill[k].clone();
        let icon_mat = icon[k].clone();
        let fill_mesh = meshes.add(art::shape_mesh(&outline));
        let base_mesh = meshes.add(base.build());
        let glyph_mesh = meshes.add(glyph.build());
        let lock_mesh = lock.map(|m| meshes.add(m.build()));
        commands
            .spawn((
                BoardVisual,
                LocSymbol(id),
                Transform::from_translation(loc_world(map, id).extend(5.0)),
                Visibility::default(),
            ))
            .with_children(|c| {
                c.spawn((Mesh2d(base_mesh), MeshMaterial2d(blend.clone())));
                c.spawn((
                    Mesh2d(fill_mesh),
                    MeshMaterial2d(fill_mat),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                ));
                c.spawn((
                    Mesh2d(glyph_mesh),
                    MeshMaterial2d(icon_mat),
                    Transform::from_xyz(0.0, 0.0, 0.2),
                ));
                if let Some(m) = lock_mesh {
                    c.spawn((
                        Mesh2d(m),
                        MeshMaterial2d(blend),
                        Transform::from_xyz(0.0, 0.0, 0.3),
                    ));
                }
            });
    }
    commands.insert_resource(TypeMaterials { fill, icon });
}

fn recolour_types(
    settings: Option<Res<crate::settings::Settings>>,
    mats: Option<Res<TypeMaterials>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let (Some(settings), Some(mats)) = (settings, mats) else {
        return;
    };
    if !settings.is_changed() && !mats.is_changed() {
        return;
    }
    for ((t, f), i) in LocType::ALL.iter().zip(&mats.fill).zip(&mats.icon) {
        let c = rgb(settings.loc_type_rgb(*t));
        if let Some(mut m) = materials.get_mut(f)
            && m.color != c
        {
            m.color = c;
        }
        let ink = pieces::ink_on(c).with_alpha(0.9);
        if let Some(mut m) = materials.get_mut(i)
            && m.color != ink
        {
            m.color = ink;
        }
    }
}

/// The location under the pointer lifts a little; the one it leaves settles back.
fn lift_hovered(
    mut commands: Commands,
    hovered: Res<input::Hovered>,
    mut last: Local<Option<LocId>>,
    symbols: Query<(Entity, &LocSymbol, &Transform)>,
    mut animate: motion::Animate,
) {
    if *last == hovered.0 {
        return;
    }
    for (e, s, tf) in &symbols {
        if Some(s.0) == *last {
            animate.lift(&mut commands, e, tf.scale.x, false);
        } else if Some(s.0) == hovered.0 {
            animate.lift(&mut commands, e, tf.scale.x, true);
        }
    }
    *last = hovered.0;
}
