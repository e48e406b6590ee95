//! The board's words on screen: the label layout of [`super::labels`] as Bevy text, at a
//! constant size in pixels whatever the zoom. While the player zooms the labels keep their
//! size around their places; once the zoom rests (a moment without change) the layout is made
//! again for it (more names zoomed in, fewer zoomed out), so none ever overlaps another, a
//! symbol or a piece's slot. Their size follows the UI scale setting (at 150% they are laid
//! out as at a 1.5 times farther zoom). The grid's letters and numbers stay outside the
//! board's frame.

use super::art::Painter;
use super::frame::BoardView;
use super::labels::{self, LabelPlacement, Role};
use super::material::PieceMaterial;
use crate::content::Content;
use crate::ui::fonts::Fonts;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// A label on the board (the root of its plate and lines), drawn at `scale` world units per
/// pixel.
#[derive(Component)]
pub struct BoardLabel;

/// How long the zoom rests before the labels are laid out again, in seconds.
const SETTLE: f32 = 0.15;

/// The zoom the labels were laid out for, and the one they are drawn at.
#[derive(Resource, Default)]
pub struct LabelState {
    laid_for: Option<f32>,
    drawn_at: Option<f32>,
    changed_at: f32,
    /// The places whose whole name the board shows at this zoom.
    named: Vec<crate::content::LocId>,
    /// The boxes of the places' names on the board (world units), and of the districts' and
    /// areas' names: what the ruler's and a pick's tags keep clear of.
    pub name_boxes: Vec<Rect>,
    /// The boxes of the districts' and areas' names (world units).
    pub district_boxes: Vec<Rect>,
    /// The place each of [`LabelState::name_boxes`] names.
    pub name_locs: Vec<crate::content::LocId>,
}

/// The board's own label of a place (its name, or a shortened one): hidden while a lit
/// place's tag says the whole name (the two lay one over the other).
#[derive(Component)]
pub struct PlaceLabel(pub crate::content::LocId);

impl LabelState {
    /// The names have been set on the board since the game screen opened.
    pub fn laid(&self) -> bool {
        self.laid_for.is_some()
    }
    /// Whether the board shows the whole name of `loc` at this zoom (else its tooltip, a lit
    /// place's tag or a ruler's label names it).
    pub fn names(&self, loc: crate::content::LocId) -> bool {
        self.named.contains(&loc)
    }
}

fn role_colour(role: Role, kind: labels::LabelKind, content: &Content) -> Color {
    match (role, kind) {
        (Role::Major | Role::MajorCompact, _) => Color::srgb(1.0, 0.95, 0.84),
        (Role::Minor, _) => Color::srgb(0.80, 0.83, 0.89),
        (Role::Summary, _) => Color::srgb(0.70, 0.74, 0.82),
        (Role::District, labels::LabelKind::District(d)) => {
            super::rgb(content.map.district(d).color).lighter(0.22)
        }
        _ => Color::srgba(0.80, 0.86, 1.0, 0.55),
    }
}

fn font(fonts: &Fonts, role: Role, text: &str) -> Handle<Font> {
    match role.face() {
        labels::Face::Text => fonts.text.clone(),
        labels::Face::Strong => fonts.strong.clone(),
        labels::Face::Display => fonts.display_for(text),
    }
}

/// Keeps the labels at their size in pixels and lays them out again when the zoom rests.
pub fn labels_follow_zoom(
    mut commands: Commands,
    view: Res<BoardView>,
    content: Res<Content>,
    fonts: Option<Res<Fonts>>,
    material: Res<PieceMaterial>,
    mut state: ResMut<LabelState>,
    mut roots: Query<(Entity, &mut Transform), With<BoardLabel>>,
    time: Res<Time<Real>>,
    settings: Option<Res<crate::settings::Settings>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(fonts) = fonts else { return };
    // Not before the table has framed the board: the first names are set for its real zoom.
    if !view.framed {
        return;
    }
    // Labels grow with the UI scale, as the panels' text does.
    let ui = crate::settings::Settings::board_scale(settings.as_deref());
    let s = view.scale * ui;
    let now = time.elapsed_secs();
    if state.drawn_at != Some(s) {
        for (_, mut tf) in &mut roots {
            tf.scale = Vec3::new(s, s, 1.0);
        }
        state.drawn_at = Some(s);
        state.changed_at = now;
    }
    let stale = state.laid_for.is_none_or(|l| (l - s).abs() > 1e-5);
    if !stale {
        return;
    }
    if state.laid_for.is_some() && now - state.changed_at < SETTLE {
        redraw.write(RequestRedraw);
        return;
    }
    for (e, _) in &roots {
        commands.entity(e).despawn();
    }
    let placed = labels::layout(&content.map, s);
    state.named = placed
        .iter()
        .filter_map(|p| match p.kind {
            labels::LabelKind::Location(l) if p.full => Some(l),
            _ => None,
        })
        .collect();
    let (names, districts): (Vec<&LabelPlacement>, Vec<&LabelPlacement>) = placed
        .iter()
        .partition(|p| matches!(p.kind, labels::LabelKind::Location(_)));
    state.name_boxes = names.iter().map(|p| p.rect).collect();
    state.name_locs = names
        .iter()
        .filter_map(|p| match p.kind {
            labels::LabelKind::Location(l) => Some(l),
            _ => None,
        })
        .collect();
    state.district_boxes = districts.iter().map(|p| p.rect).collect();
    for p in &placed {
        let e = spawn_label(
            &mut commands,
            &content,
            &fonts,
            &material,
            &mut meshes,
            p,
            s,
        );
        if let labels::LabelKind::Location(l) = p.kind {
            commands.entity(e).insert(PlaceLabel(l));
        }
    }
    spawn_grid_refs(&mut commands, &fonts, s);
    state.laid_for = Some(s);
    redraw.write(RequestRedraw);
}

fn spawn_label(
    commands: &mut Commands,
    content: &Content,
    fonts: &Fonts,
    material: &PieceMaterial,
    meshes: &mut Assets<Mesh>,
    p: &LabelPlacement,
    s: f32,
) -> Entity {
    let centre = p.rect.center();
    let z = match p.kind {
        labels::LabelKind::Location(_) => 8.0,
        _ => 7.5,
    };
    commands
        .spawn((
            BoardLabel,
            super::BoardVisual,
            Transform::from_translation(centre.extend(z)).with_scale(Vec3::new(s, s, 1.0)),
            Visibility::default(),
        ))
        .with_children(|c| {
            if p.plate {
                // A dark plate with a hairline frame (sizes in pixels).
                let size = p.rect.size() / p.scale;
                let r = Rect::from_center_size(Vec2::ZERO, size);
                let mut m = Painter::new();
                m.rect(
                    Rect::from_corners(r.min + Vec2::new(1.0, -1.0), r.max + Vec2::new(1.0, -1.0)),
                    Color::srgba(0.0, 0.0, 0.0, 0.35),
                );
                m.rect(r, Color::srgba(0.86, 0.80, 0.62, 0.55));
                m.rect_v(
                    Rect::from_corners(r.min + Vec2::ONE, r.max - Vec2::ONE),
                    Color::srgba(0.10, 0.11, 0.15, 0.94),
                    Color::srgba(0.06, 0.07, 0.10, 0.94),
                );
                c.spawn((
                    Mesh2d(meshes.add(m.build())),
                    MeshMaterial2d(material.0.clone()),
                    Transform::from_xyz(0.0, 0.0, -0.1),
                ));
            }
            for line in &p.lines {
                let at = (line.centre - centre) / p.scale;
                c.spawn((
                    Text2d::new(line.text.clone()),
                    TextFont::from(font(fonts, line.role, &line.text))
                        .with_font_size(line.role.px()),
                    TextColor(role_colour(line.role, p.kind, content)),
                    Transform::from_translation(at.extend(0.1)),
                ));
            }
        })
        .id()
}

/// The most lit places [`name_lit_places`] names at once.
const MAX_NAMED: usize = 6;

/// The name tag of a lit place the board does not name at this zoom.
#[derive(Component)]
pub struct HighlightTag;

/// While a panel points at places (a prompt's line, an answer, a log line) and the board lights
/// them, each one the labels could not name at this zoom gets its name on a plate under it:
/// every place a prompt names is found on the board.
pub fn name_lit_places(
    mut commands: Commands,
    view: Res<BoardView>,
    content: Res<Content>,
    fonts: Option<Res<Fonts>>,
    material: Res<PieceMaterial>,
    state: Res<LabelState>,
    highlight: Res<super::BoardHighlight>,
    settings: Option<Res<crate::settings::Settings>>,
    tags: Query<Entity, With<HighlightTag>>,
    mut own: Query<(&PlaceLabel, &mut Visibility)>,
    mut shown: Local<(Vec<crate::content::LocId>, f32)>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Some(fonts) = fonts else { return };
    let ui = crate::settings::Settings::board_scale(settings.as_deref());
    let s = view.scale * ui;
    let mut want: Vec<crate::content::LocId> = highlight
        .0
        .iter()
        .copied()
        .filter(|&l| !state.names(l))
        .collect();
    want.sort();
    want.dedup();
    if shown.0 == want && shown.1 == s {
        return;
    }
    for e in &tags {
        commands.entity(e).despawn();
    }
    // Many places lit at once (a move's every reach, say) keep their rings only; a few are
    // named, and a name that would meet another's stays off.
    let mut placed: Vec<Rect> = Vec::new();
    let mut named = Vec::new();
    for &l in want.iter().filter(|_| want.len() <= MAX_NAMED) {
        // Clear of the other places' names and symbols and of the districts' names where it
        // can be (its own short label gives way below).
        let mut others: Vec<Rect> = state
            .name_boxes
            .iter()
            .zip(&state.name_locs)
            .filter(|(_, at)| **at != l)
            .map(|(r, _)| *r)
            .chain(state.district_boxes.iter().copied())
            .chain(placed.iter().copied())
            .collect();
        others.extend(
            (0..content.map.locations.len())
                .map(crate::content::LocId::from_index)
                .filter(|&o| o != l)
                .map(|o| super::geom::symbol_box(&content.map, o)),
        );
        let p = labels::name_tag_clear(&content.map, l, s, &others);
        if placed.iter().any(|r| !r.intersect(p.rect).is_empty()) {
            continue;
        }
        placed.push(p.rect);
        named.push(l);
        let e = spawn_label(
            &mut commands,
            &content,
            &fonts,
            &material,
            &mut meshes,
            &p,
            s,
        );
        let c = p.rect.center();
        // Not one of the layout's labels: a new layout does not take it away.
        commands.entity(e).remove::<BoardLabel>().insert((
            HighlightTag,
            Transform::from_translation(c.extend(31.0)).with_scale(Vec3::new(s, s, 1.0)),
        ));
    }
    for (label, mut v) in &mut own {
        let hide = if named.contains(&label.0) {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
        v.set_if_neq(hide);
    }
    *shown = (want, s);
}

/// The grid's references (R-MAP-7): letters above and below the board, numbers beside it,
/// quiet, just outside the frame.
fn spawn_grid_refs(commands: &mut Commands, fonts: &Fonts, s: f32) {
    let colour = Color::srgba(0.75, 0.85, 1.0, 0.42);
    let gap = 9.0 * s;
    let mut spawn = |text: String, at: Vec2| {
        let face = fonts.display_for(&text);
        commands.spawn((
            BoardLabel,
            super::BoardVisual,
            Text2d::new(text),
            TextFont::from(face).with_font_size(11.0),
            TextColor(colour),
            Transform::from_translation(at.extend(7.0)).with_scale(Vec3::new(s, s, 1.0)),
        ));
    };
    for c in 0..12 {
        let x = -600.0 + c as f32 * 100.0 + 50.0;
        let letter = ((b'A' + c as u8) as char).to_string();
        spawn(letter.clone(), Vec2::new(x, 400.0 + gap));
        spawn(letter, Vec2::new(x, -400.0 - gap));
    }
    for r in 0..8 {
        let y = 400.0 - r as f32 * 100.0 - 50.0;
        spawn((r + 1).to_string(), Vec2::new(-600.0 - gap, y));
        spawn((r + 1).to_string(), Vec2::new(600.0 + gap, y));
    }
}
