//! The board view: districts, locations (type by colour AND quality by shape), the grid, Earth,
//! the Beanstalk and the Moon, and every token on it. Game entities get their visuals added
//! here; their positions follow their [`At`] component.

pub mod input;
pub mod overlay;

use crate::content::NpcRef;
use crate::content::{Area, Content, LeadKind, LocId, LocType, Map, Quality};
use crate::game::{
    At, DetectiveFigure, HeroMarker, Informant, Lead, Npc, Phase, SceneOfCrime, Table, Warrant,
};
use crate::ids::*;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// Board millimetres (D-3, y down) to world units (y up, centred).
pub fn world(mm: Vec2) -> Vec2 {
    Vec2::new(mm.x - 600.0, 400.0 - mm.y)
}

/// World units back to board millimetres.
pub fn board_mm(w: Vec2) -> Vec2 {
    Vec2::new(w.x + 600.0, 400.0 - w.y)
}

/// sRGB bytes to a colour.
pub fn rgb(c: [u8; 3]) -> Color {
    Color::srgb_u8(c[0], c[1], c[2])
}

/// Something drawn for the board itself (not a token).
#[derive(Component)]
pub struct BoardVisual;

/// The board camera (the egui camera is separate).
#[derive(Component)]
pub struct BoardCamera;

/// A token sliding to its new place.
#[derive(Component)]
pub struct Slide {
    pub from: Vec2,
    pub to: Vec2,
    pub t: f32,
}

pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(ClearColor(Color::srgb(0.07, 0.08, 0.11)))
            .init_resource::<HoveredNpc>()
            .init_resource::<BoardHighlight>()
            .init_resource::<Pulses>()
            .add_message::<ShowPlace>()
            .add_systems(Startup, configure_gizmos)
            .add_systems(OnEnter(Phase::Daytime), spawn_board)
            .add_systems(
                Update,
                (
                    decorate_tokens,
                    decorate_npcs,
                    place_tokens,
                    place_npcs,
                    hover_npcs,
                    slide_tokens,
                    draw_board_lines,
                    recolour_types,
                    draw_highlights,
                )
                    .chain()
                    .run_if(crate::ui::in_game),
            );
    }
}

/// Places the panels want lit on the board while they are pointed at (a log line naming
/// them, an action the player hovers): set each frame by whoever points, drawn as glowing
/// rings.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct BoardHighlight(pub Vec<LocId>);

/// Show a place on the board: it pulses for a moment (a line of the recap clicked, say).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct ShowPlace(pub LocId);

/// Places pulsing, with when they started.
#[derive(Resource, Default)]
pub struct Pulses(Vec<(LocId, f32)>);

/// How long a place pulses, in seconds.
const PULSE: f32 = 1.6;

fn draw_highlights(
    mut gizmos: Gizmos,
    content: Res<Content>,
    highlight: Res<BoardHighlight>,
    mut shows: MessageReader<ShowPlace>,
    mut pulses: ResMut<Pulses>,
    time: Res<Time<Real>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let now = time.elapsed_secs();
    for s in shows.read() {
        pulses.0.push((s.0, now));
    }
    pulses.0.retain(|(_, t)| now - t < PULSE);
    let glow = Color::srgb(1.0, 0.85, 0.3);
    for &loc in &highlight.0 {
        let p = loc_world(&content.map, loc);
        gizmos.circle_2d(Isometry2d::from_translation(p), 24.0, glow);
        gizmos.circle_2d(Isometry2d::from_translation(p), 27.0, glow.with_alpha(0.5));
    }
    for &(loc, t) in &pulses.0 {
        let k = (now - t) / PULSE;
        let p = loc_world(&content.map, loc);
        let r = 20.0 + 40.0 * k;
        gizmos.circle_2d(Isometry2d::from_translation(p), r, glow.with_alpha(1.0 - k));
    }
    if !pulses.0.is_empty() {
        redraw.write(bevy::window::RequestRedraw);
    }
}

fn configure_gizmos(mut store: ResMut<GizmoConfigStore>) {
    let (config, _) = store.config_mut::<DefaultGizmoConfigGroup>();
    config.line.width = 2.0;
}

/// Where a location's symbol is drawn, in world units.
pub fn loc_world(map: &Map, id: LocId) -> Vec2 {
    world(map.loc(id).pos)
}

fn text(s: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text2d::new(s),
        TextFont::from_font_size(size),
        TextColor(color),
    )
}

/// The outline of each district: the hull of circles around its locations.
pub fn district_outline(map: &Map, district: DistrictId, pad: f32) -> Vec<Vec2> {
    let mut pts = Vec::new();
    for l in map.locations.iter().filter(|l| l.district == district) {
        for k in 0..16 {
            let a = k as f32 / 16.0 * std::f32::consts::TAU;
            pts.push(world(l.pos) + Vec2::new(a.cos(), a.sin()) * pad);
        }
    }
    convex_hull(pts)
}

fn convex_hull(mut pts: Vec<Vec2>) -> Vec<Vec2> {
    pts.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    if pts.len() < 3 {
        return pts;
    }
    let cross = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut hull: Vec<Vec2> = Vec::new();
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &Vec2>> = if pass == 0 {
            Box::new(pts.iter())
        } else {
            Box::new(pts.iter().rev())
        };
        for &p in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

fn fan_mesh(points: &[Vec2]) -> Mesh {
    use bevy::asset::RenderAssetUsages;
    use bevy::mesh::{Indices, PrimitiveTopology};
    let centre = points.iter().copied().sum::<Vec2>() / points.len() as f32;
    let mut pos = vec![[centre.x, centre.y, 0.0]];
    pos.extend(points.iter().map(|p| [p.x, p.y, 0.0]));
    let n = points.len() as u32;
    let idx: Vec<u32> = (0..n).flat_map(|i| [0, 1 + i, 1 + (i + 1) % n]).collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_indices(Indices::U32(idx))
}

/// The mesh that shows a quality (R-MAP-4): ritzy diamond, normal circle, seedy triangle.
pub fn quality_mesh(q: Quality, r: f32) -> Mesh {
    match q {
        Quality::Ritzy => Rhombus::new(r * 2.3, r * 2.3).into(),
        Quality::Normal => Circle::new(r).into(),
        Quality::Seedy => Triangle2d::new(
            Vec2::new(0.0, r * 1.25),
            Vec2::new(-r * 1.2, -r * 0.8),
            Vec2::new(r * 1.2, -r * 0.8),
        )
        .into(),
    }
}

/// Spawns the static board once per game.
fn spawn_board(
    mut commands: Commands,
    content: Res<Content>,
    old: Query<Entity, With<BoardVisual>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut drawn: Local<bool>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    if *drawn && !old.is_empty() {
        return;
    }
    *drawn = true;
    let map = &content.map;
    let mut mat = |c: Color| materials.add(ColorMaterial::from_color(c));
    // The board and its two worlds.
    let board_bg = mat(Color::srgb(0.11, 0.12, 0.16));
    commands.spawn((
        BoardVisual,
        Mesh2d(meshes.add(Rectangle::new(1200.0, 800.0))),
        MeshMaterial2d(board_bg),
        Transform::from_xyz(0.0, 0.0, 0.0),
    ));
    let earth_bottom = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Earth)
        .map(|l| l.pos.y)
        .fold(0.0, f32::max)
        + 58.0;
    let earth_bg = mat(Color::srgb(0.14, 0.19, 0.24));
    commands.spawn((
        BoardVisual,
        Mesh2d(meshes.add(Rectangle::new(1200.0, earth_bottom))),
        MeshMaterial2d(earth_bg),
        Transform::from_translation(world(Vec2::new(600.0, earth_bottom / 2.0)).extend(0.1)),
    ));
    let moon_top = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Moon)
        .map(|l| l.pos.y)
        .fold(800.0, f32::min)
        - 45.0;
    let moon_bg = mat(Color::srgb(0.20, 0.20, 0.22));
    commands.spawn((
        BoardVisual,
        Mesh2d(meshes.add(Rectangle::new(1200.0, 800.0 - moon_top))),
        MeshMaterial2d(moon_bg),
        Transform::from_translation(world(Vec2::new(600.0, (moon_top + 800.0) / 2.0)).extend(0.1)),
    ));
    let dim = Color::srgba(1.0, 1.0, 1.0, 0.35);
    commands.spawn((
        BoardVisual,
        text("EARTH: NEW ANGELES", 16.0, dim),
        Transform::from_translation(world(Vec2::new(1090.0, earth_bottom - 10.0)).extend(0.5)),
    ));
    commands.spawn((
        BoardVisual,
        text("THE MOON: HEINLEIN", 16.0, dim),
        Transform::from_translation(world(Vec2::new(1060.0, moon_top + 18.0)).extend(0.5)),
    ));
    commands.spawn((
        BoardVisual,
        text("THE BEANSTALK", 13.0, dim),
        Transform::from_translation(world(Vec2::new(760.0, 470.0)).extend(0.5)),
    ));

    // Districts: a tinted area and a name; borders are drawn as lines each frame.
    for (i, d) in DistrictId::all(map.districts.len()).zip(&map.districts) {
        if d.area == Area::Beanstalk {
            continue;
        }
        let outline = district_outline(map, i, 34.0);
        let fill = mat(rgb(d.color).with_alpha(0.10));
        commands.spawn((
            BoardVisual,
            Mesh2d(meshes.add(fan_mesh(&outline))),
            MeshMaterial2d(fill),
            Transform::from_xyz(0.0, 0.0, 0.2),
        ));
        let top =
            outline.iter().copied().fold(
                Vec2::new(0.0, f32::MIN),
                |a, b| if b.y > a.y { b } else { a },
            );
        let centre_x = outline.iter().map(|p| p.x).sum::<f32>() / outline.len() as f32;
        commands.spawn((
            BoardVisual,
            text(d.name.to_uppercase(), 12.0, rgb(d.color).lighter(0.2)),
            Transform::from_xyz(centre_x, top.y + 8.0, 0.6),
        ));
    }

    // Grid references on the edges (R-MAP-7).
    for c in 0..12 {
        let label = ((b'A' + c as u8) as char).to_string();
        for y in [-12.0, 812.0] {
            commands.spawn((
                BoardVisual,
                text(label.clone(), 13.0, dim),
                Transform::from_translation(
                    world(Vec2::new(c as f32 * 100.0 + 50.0, y)).extend(0.5),
                ),
            ));
        }
    }
    for r in 0..8 {
        for x in [-14.0, 1214.0] {
            commands.spawn((
                BoardVisual,
                text((r + 1).to_string(), 13.0, dim),
                Transform::from_translation(
                    world(Vec2::new(x, r as f32 * 100.0 + 50.0)).extend(0.5),
                ),
            ));
        }
    }

    // Locations.
    let outline_mat = mat(Color::srgb(0.02, 0.02, 0.03));
    let major_ring = mat(Color::srgb(0.95, 0.92, 0.80));
    let restricted_mat = mat(Color::srgb(0.75, 0.10, 0.10));
    let palette = settings.map(|s| s.clone()).unwrap_or_default();
    let type_mats: Vec<Handle<ColorMaterial>> = LocType::ALL
        .iter()
        .map(|t| mat(rgb(palette.loc_type_rgb(*t))))
        .collect();
    commands.insert_resource(TypeMaterials(type_mats.clone()));
    for id in map.ids() {
        let l = map.loc(id);
        let p = world(l.pos);
        let r = if l.is_major() { 13.0 } else { 10.0 };
        let type_mat =
            type_mats[LocType::ALL.iter().position(|t| *t == l.kind).unwrap_or(0)].clone();
        commands
            .spawn((
                BoardVisual,
                Transform::from_translation(p.extend(5.0)),
                Visibility::default(),
            ))
            .with_children(|c| {
                if l.is_major() {
                    c.spawn((
                        Mesh2d(meshes.add(quality_mesh(l.quality, r + 4.5))),
                        MeshMaterial2d(major_ring.clone()),
                        Transform::from_xyz(0.0, 0.0, -0.2),
                    ));
                }
                c.spawn((
                    Mesh2d(meshes.add(quality_mesh(l.quality, r + 2.0))),
                    MeshMaterial2d(outline_mat.clone()),
                    Transform::from_xyz(0.0, 0.0, -0.1),
                ));
                c.spawn((
                    Mesh2d(meshes.add(quality_mesh(l.quality, r))),
                    MeshMaterial2d(type_mat),
                ));
                if l.restricted {
                    // A restricted mark: a red badge with a bar, beside the symbol (R-MAP-5).
                    c.spawn((
                        Mesh2d(meshes.add(Rectangle::new(12.0, 12.0))),
                        MeshMaterial2d(restricted_mat.clone()),
                        Transform::from_xyz(-r - 6.0, r + 2.0, 0.3),
                    ));
                    c.spawn((
                        text("R", 9.0, Color::WHITE),
                        Transform::from_xyz(-r - 6.0, r + 2.0, 0.4),
                    ));
                }
                let (size, color) = if l.is_major() {
                    (11.0, Color::srgb(1.0, 0.97, 0.88))
                } else {
                    (9.5, Color::srgb(0.80, 0.82, 0.86))
                };
                c.spawn((
                    text(l.name.clone(), size, color),
                    TextLayout::justify(Justify::Center),
                    bevy::text::TextBounds::new_horizontal(if l.is_major() { 120.0 } else { 96.0 }),
                    bevy::sprite::Anchor::TOP_CENTER,
                    Transform::from_xyz(0.0, -r - 5.0, 1.0),
                ));
            });
    }
}

/// The materials of the location types (in [`LocType::ALL`] order), recoloured when the
/// colour-blind setting changes.
#[derive(Resource)]
pub struct TypeMaterials(pub Vec<Handle<ColorMaterial>>);

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
    for (t, h) in LocType::ALL.iter().zip(&mats.0) {
        let c = rgb(settings.loc_type_rgb(*t));
        if let Some(mut m) = materials.get_mut(h)
            && m.color != c
        {
            m.color = c;
        }
    }
}

/// Lines redrawn each frame: district borders, the grid and the Beanstalk.
fn draw_board_lines(mut gizmos: Gizmos, content: Res<Content>) {
    let map = &content.map;
    let faint = Color::srgba(1.0, 1.0, 1.0, 0.05);
    for c in 0..=12 {
        gizmos.line_2d(
            world(Vec2::new(c as f32 * 100.0, 0.0)),
            world(Vec2::new(c as f32 * 100.0, 800.0)),
            faint,
        );
    }
    for r in 0..=8 {
        gizmos.line_2d(
            world(Vec2::new(0.0, r as f32 * 100.0)),
            world(Vec2::new(1200.0, r as f32 * 100.0)),
            faint,
        );
    }
    for (i, d) in DistrictId::all(map.districts.len()).zip(&map.districts) {
        if d.area == Area::Beanstalk {
            continue;
        }
        let mut outline = district_outline(map, i, 34.0);
        if let Some(&first) = outline.first() {
            outline.push(first);
        }
        gizmos.linestrip_2d(outline, rgb(d.color));
    }
    // The Beanstalk: a cable from the Root to Starport Kaguya.
    let stalk: Vec<Vec2> = map.beanstalk.iter().map(|&l| loc_world(map, l)).collect();
    gizmos.linestrip_2d(stalk.clone(), Color::srgb(0.85, 0.85, 0.95));
    gizmos.linestrip_2d(
        stalk
            .iter()
            .map(|p| *p + Vec2::new(3.0, 3.0))
            .collect::<Vec<_>>(),
        Color::srgba(0.85, 0.85, 0.95, 0.4),
    );
}

/// Token offsets around a location's symbol, in world units.
fn token_offset(kind: TokenKind) -> Vec2 {
    match kind {
        TokenKind::Detective(seat) => [
            Vec2::new(-20.0, 24.0),
            Vec2::new(0.0, 31.0),
            Vec2::new(20.0, 24.0),
            Vec2::new(-31.0, 6.0),
            Vec2::new(31.0, 6.0),
        ][seat.index() % 5],
        TokenKind::Lead => Vec2::new(21.0, -10.0),
        TokenKind::Npc => Vec2::new(-23.0, -10.0),
        TokenKind::Scene => Vec2::ZERO,
        TokenKind::Hero => Vec2::new(31.0, 22.0),
        TokenKind::Warrant(seat) => Vec2::new(-30.0 + seat.0 as f32 * 5.0, -2.0),
        // Placed by `place_npcs`, beside the location and stacked.
        TokenKind::EventNpc => Vec2::ZERO,
    }
}

#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub enum TokenKind {
    Detective(SeatId),
    Lead,
    Npc,
    Scene,
    Hero,
    Warrant(SeatId),
    /// A detective's NPC an event brought onto the map (R-EVENT-1).
    EventNpc,
}

type NewTokens<'a> = (
    Entity,
    Option<&'a DetectiveFigure>,
    Option<&'a Lead>,
    Option<&'a Informant>,
    Option<&'a SceneOfCrime>,
    Option<&'a HeroMarker>,
    Option<&'a Warrant>,
);

/// Gives new game tokens their look.
fn decorate_tokens(
    mut commands: Commands,
    content: Res<Content>,
    table: Res<Table>,
    new: Query<NewTokens, (Added<At>, Without<TokenKind>)>,
    new_hero: Query<(Entity, &HeroMarker), Without<TokenKind>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let black = Color::srgb(0.02, 0.02, 0.03);
    let seat_color = |seat: SeatId| {
        rgb(tuple(
            content.detectives[table.seats[seat].detective].def.color,
        ))
    };
    let seat_initials = |seat: SeatId| {
        content.detectives[table.seats[seat].detective]
            .def
            .initials
            .clone()
    };
    for (e, fig, lead, informant, scene, hero, warrant) in &new {
        let badge = if let Some(f) = fig {
            let c = seat_color(f.seat);
            let ink = if c.luminance() > 0.45 {
                black
            } else {
                Color::WHITE
            };
            Badge::new(
                TokenKind::Detective(f.seat),
                12.0,
                Circle::new(13.0),
                Circle::new(11.0),
                black,
                c,
            )
            .label(seat_initials(f.seat), 11.0, ink)
        } else if let Some(l) = lead {
            // Told apart by shape and letter: testimony square "T", physical hexagon "P",
            // document pentagon "D".
            let gold = Color::srgb(0.95, 0.85, 0.35);
            let dark = Color::srgb(0.12, 0.12, 0.14);
            let (outer, inner, letter): (Mesh, Mesh, &str) = match l.kind {
                LeadKind::Testimony => (
                    Rectangle::new(18.0, 18.0).into(),
                    Rectangle::new(15.0, 15.0).into(),
                    "T",
                ),
                LeadKind::Physical => (
                    RegularPolygon::new(11.0, 6).into(),
                    RegularPolygon::new(9.0, 6).into(),
                    "P",
                ),
                LeadKind::Document => (
                    RegularPolygon::new(11.5, 5).into(),
                    RegularPolygon::new(9.5, 5).into(),
                    "D",
                ),
            };
            Badge::new(TokenKind::Lead, 11.0, outer, inner, gold, dark).label(letter, 9.0, gold)
        } else if let Some(who) = informant {
            let (label, c) = match who {
                Informant::Lily => ("LILY", Color::srgb(0.95, 0.45, 0.75)),
                Informant::Jimmy => ("JIMMY", Color::srgb(0.55, 0.85, 0.45)),
            };
            Badge::new(
                TokenKind::Npc,
                11.0,
                Rectangle::new(36.0, 13.0),
                Rectangle::new(34.0, 11.0),
                black,
                c,
            )
            .label(label, 7.0, black)
        } else if scene.is_some() {
            let red = Color::srgb(0.9, 0.1, 0.1);
            let mut b = Badge::new(
                TokenKind::Scene,
                4.0,
                Annulus::new(19.0, 23.0),
                Annulus::new(19.5, 22.5),
                red,
                red,
            )
            .label("SCENE", 8.0, Color::srgb(1.0, 0.4, 0.4));
            b.label_at = Vec2::new(0.0, 29.0);
            b
        } else if let Some(w) = warrant {
            Badge::new(
                TokenKind::Warrant(w.seat),
                10.0,
                Rectangle::new(11.0, 11.0),
                Rectangle::new(9.0, 9.0),
                black,
                seat_color(w.seat),
            )
            .label("W", 7.0, black)
        } else {
            // Hero markers are decorated below: their colour follows their owner.
            let _ = hero;
            continue;
        };
        badge.spawn_on(&mut commands, e, &mut meshes, &mut materials);
    }
    for (e, _) in &new_hero {
        let flag = materials.add(ColorMaterial::from_color(Color::WHITE));
        commands
            .entity(e)
            .insert((
                TokenKind::Hero,
                HeroLook(None),
                Transform::from_xyz(0.0, 0.0, 13.0),
                Visibility::default(),
            ))
            .with_children(|p| {
                p.spawn((
                    Mesh2d(meshes.add(Rectangle::new(2.0, 22.0))),
                    MeshMaterial2d(flag.clone()),
                    Transform::from_xyz(-8.0, 0.0, 0.0),
                ));
                p.spawn((
                    HeroFlag,
                    Mesh2d(meshes.add(Triangle2d::new(
                        Vec2::new(-7.0, 11.0),
                        Vec2::new(-7.0, -1.0),
                        Vec2::new(10.0, 5.0),
                    ))),
                    MeshMaterial2d(flag),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                ));
            });
    }
}

/// A token's look: an outline shape, a fill shape on it and a short label.
struct Badge {
    kind: TokenKind,
    z: f32,
    outline: Mesh,
    fill: Mesh,
    outline_color: Color,
    fill_color: Color,
    label: Option<(String, f32, Color)>,
    label_at: Vec2,
}

impl Badge {
    fn new(
        kind: TokenKind,
        z: f32,
        outline: impl Into<Mesh>,
        fill: impl Into<Mesh>,
        outline_color: Color,
        fill_color: Color,
    ) -> Self {
        Badge {
            kind,
            z,
            outline: outline.into(),
            fill: fill.into(),
            outline_color,
            fill_color,
            label: None,
            label_at: Vec2::ZERO,
        }
    }

    fn label(mut self, text: impl Into<String>, size: f32, color: Color) -> Self {
        self.label = Some((text.into(), size, color));
        self
    }

    fn spawn_on(
        self,
        commands: &mut Commands,
        e: Entity,
        meshes: &mut Assets<Mesh>,
        materials: &mut Assets<ColorMaterial>,
    ) {
        let outline = (
            Mesh2d(meshes.add(self.outline)),
            MeshMaterial2d(materials.add(ColorMaterial::from_color(self.outline_color))),
        );
        let fill = (
            Mesh2d(meshes.add(self.fill)),
            MeshMaterial2d(materials.add(ColorMaterial::from_color(self.fill_color))),
        );
        commands
            .entity(e)
            .insert((
                self.kind,
                Transform::from_xyz(0.0, 0.0, self.z),
                Visibility::default(),
            ))
            .with_children(|p| {
                p.spawn(outline);
                p.spawn((fill, Transform::from_xyz(0.0, 0.0, 0.1)));
                if let Some((t, size, color)) = self.label {
                    p.spawn((
                        text(t, size, color),
                        Transform::from_translation(self.label_at.extend(0.2)),
                    ));
                }
            });
    }
}

/// The seat whose colour the hero flag shows.
#[derive(Component)]
pub struct HeroLook(pub Option<SeatId>);

#[derive(Component)]
pub struct HeroFlag;

fn tuple(c: (u8, u8, u8)) -> [u8; 3] {
    [c.0, c.1, c.2]
}

/// Moves tokens to their location (sliding) and recolours the hero flag for its owner.
fn place_tokens(
    mut commands: Commands,
    content: Res<Content>,
    table: Res<Table>,
    moved: Query<(Entity, &At, &TokenKind, &Transform), Or<(Changed<At>, Added<TokenKind>)>>,
    mut heroes: Query<(&HeroMarker, &mut HeroLook, &Children)>,
    flags: Query<&MeshMaterial2d<ColorMaterial>, With<HeroFlag>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (e, at, kind, tf) in &moved {
        let to = loc_world(&content.map, at.0) + token_offset(*kind);
        let from = tf.translation.truncate();
        if from == Vec2::ZERO || matches!(kind, TokenKind::Scene | TokenKind::Warrant(_)) {
            commands
                .entity(e)
                .insert(Transform::from_translation(to.extend(tf.translation.z)));
        } else {
            commands.entity(e).insert(Slide { from, to, t: 0.0 });
        }
    }
    for (h, mut look, children) in &mut heroes {
        if look.0 == Some(h.seat) {
            continue;
        }
        look.0 = Some(h.seat);
        let c = content.detectives[table.seats[h.seat].detective].def.color;
        for child in children.iter() {
            if let Ok(m) = flags.get(child)
                && let Some(mut m) = materials.get_mut(&m.0)
            {
                m.color = rgb(tuple(c));
            }
        }
    }
}

fn slide_tokens(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Slide, &mut Transform)>,
    mut redraw: MessageWriter<RequestRedraw>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    // A slide lasts 0.35 s at the normal animation speed.
    let speed = settings.map_or(1.0, |s| s.animation_speed.max(0.01));
    for (e, mut s, mut tf) in &mut q {
        s.t = (s.t + time.delta_secs() * speed / 0.35).min(1.0);
        let k = s.t * s.t * (3.0 - 2.0 * s.t);
        tf.translation = s.from.lerp(s.to, k).extend(tf.translation.z);
        if s.t >= 1.0 {
            commands.entity(e).remove::<Slide>();
        }
        redraw.write(RequestRedraw);
    }
}

/// The NPC marker under the pointer, if any (its tooltip names the NPC, its detective and the
/// event that brought it).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct HoveredNpc(pub Option<NpcRef>);

/// An NPC's marker: a tag in its detective's colour pointing at its location, with a short
/// name on it; `half` is half its size, for hovering.
#[derive(Component, Clone, Copy, Debug)]
pub struct NpcLook {
    pub half: Vec2,
}

/// The marker's height in world units.
const NPC_TAG_H: f32 = 15.0;
/// The tag's point, beyond its rectangle.
const NPC_TAG_TIP: f32 = 6.0;

/// A tag: a rectangle `w` × `h` with a point on its right side, centred on the rectangle.
fn tag_points(w: f32, h: f32, tip: f32) -> Vec<Vec2> {
    let (x, y) = (w / 2.0, h / 2.0);
    vec![
        Vec2::new(-x, -y),
        Vec2::new(x, -y),
        Vec2::new(x + tip, 0.0),
        Vec2::new(x, y),
        Vec2::new(-x, y),
    ]
}

/// Gives every NPC a marker, hidden until an event brings it onto the map (R-EVENT-1). Shape
/// (a tag pointing at its location) and its name tell it apart from Lily and Jimmy's capsules
/// and from the detectives' discs; the colour repeats whose NPC it is.
fn decorate_npcs(
    mut commands: Commands,
    content: Res<Content>,
    new: Query<(Entity, &Npc), Without<TokenKind>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let black = Color::srgb(0.02, 0.02, 0.03);
    for (e, npc) in &new {
        let def = &content.detectives[npc.npc.detective].def;
        let fill = rgb(tuple(def.color));
        let ink = if fill.luminance() > 0.45 {
            black
        } else {
            Color::WHITE
        };
        let label = crate::ui::panels::events::npc_short(&content.npc(npc.npc).name);
        let w = 8.0 + label.chars().count() as f32 * 5.6;
        let mut outline = tag_points(w + 2.5, NPC_TAG_H + 2.5, NPC_TAG_TIP + 1.0);
        outline.iter_mut().for_each(|p| p.x += 0.3);
        let badge = Badge {
            kind: TokenKind::EventNpc,
            z: 11.5,
            outline: fan_mesh(&outline),
            fill: fan_mesh(&tag_points(w, NPC_TAG_H, NPC_TAG_TIP)),
            outline_color: Color::WHITE,
            fill_color: fill,
            label: Some((label, 9.0, ink)),
            label_at: Vec2::ZERO,
        };
        badge.spawn_on(&mut commands, e, &mut meshes, &mut materials);
        commands.entity(e).insert((
            NpcLook {
                half: Vec2::new(w / 2.0 + NPC_TAG_TIP / 2.0, NPC_TAG_H / 2.0),
            },
            Visibility::Hidden,
        ));
    }
}

/// Shows each NPC an event holds on the map beside its location (left of the symbol, pointing
/// at it, stacked under Lily or Jimmy if they stand there too), and hides the others.
fn place_npcs(
    content: Res<Content>,
    mut npcs: Query<(&Npc, &NpcLook, &mut Transform, &mut Visibility), With<TokenKind>>,
    informants: Query<&At, With<Informant>>,
) {
    let mut shown: Vec<(NpcRef, LocId)> = npcs
        .iter()
        .filter_map(|(n, _, _, _)| n.on_map.filter(|_| n.alive).map(|(at, _)| (n.npc, at)))
        .collect();
    shown.sort();
    let taken: Vec<LocId> = informants.iter().map(|a| a.0).collect();
    for (n, look, mut tf, mut vis) in &mut npcs {
        let Some(&(_, at)) = shown.iter().find(|(r, _)| *r == n.npc) else {
            if *vis != Visibility::Hidden {
                *vis = Visibility::Hidden;
            }
            continue;
        };
        let stack = shown.iter().filter(|(r, l)| *l == at && *r < n.npc).count()
            + taken.iter().filter(|&&l| l == at).count();
        let l = content.map.loc(at);
        let r = if l.is_major() { 17.5 } else { 12.0 };
        let tip_x = -r - 2.0;
        let offset = Vec2::new(
            tip_x - NPC_TAG_TIP - (look.half.x - NPC_TAG_TIP / 2.0),
            -10.0 - stack as f32 * (NPC_TAG_H + 3.0),
        );
        let to = (loc_world(&content.map, at) + offset).extend(11.5);
        if tf.translation != to {
            tf.translation = to;
        }
        if *vis != Visibility::Inherited {
            *vis = Visibility::Inherited;
        }
    }
}

/// Which NPC marker the pointer rests on.
fn hover_npcs(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    view: Res<crate::ui::board::input::BoardView>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    npcs: Query<(&Npc, &NpcLook, &Transform, &Visibility)>,
    mut hovered: ResMut<HoveredNpc>,
) {
    let p = crate::ui::board::input::pointer_world(&window, &view, (cam.0, cam.1));
    let h = p.and_then(|p| {
        npcs.iter()
            .filter(|(_, _, _, v)| **v != Visibility::Hidden)
            .find(|(_, look, tf, _)| {
                let d = (p - tf.translation.truncate()).abs();
                d.x <= look.half.x + 1.0 && d.y <= look.half.y + 1.0
            })
            .map(|(n, _, _, _)| n.npc)
    });
    if hovered.0 != h {
        hovered.0 = h;
    }
}
