//! The pieces on the board: detectives (a disc in their colour with their emblem), leads
//! (shape and letter by kind, fill in their owner's colour), Lily and Jimmy (named tags),
//! warrants, the scene of the crime's ring, the hero marker's flag and the NPCs events bring.
//! Each takes its slot around its location ([`super::geom`]), so labels never cover one; when
//! it changes place it moves there with a tween ([`super::motion`]).
//!
//! The pieces are the board's own entities ([`BoardPiece`]), spawned, moved and taken away
//! from the table's view ([`reconcile_pieces`]): the board never looks at the game's entities.

use super::art::{self, Painter};
use super::geom::{self, loc_world};
use super::motion;
use super::{BoardCamera, rgb};
use crate::content::{Content, LeadKind, LocId, NpcRef};
use crate::game::{Informant, LeadOwner, PublicTable, Session, TableView};
use crate::ids::*;
use crate::rules::Snapshot;
use crate::ui::fonts::Fonts;
use bevy::prelude::*;

mod npcs;
pub use super::material::{PieceMaterial, init_piece_material};
#[allow(unused_imports)]
pub use npcs::*;

mod looks;
mod you;
#[allow(unused_imports)]
pub use you::*;

/// A piece on the board, as the view shows it: the board's own entity (not the game's),
/// where it stands in [`PieceAt`].
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardPiece {
    /// A seat's detective.
    Detective(SeatId),
    /// A lead, by kind and owner (one of each in play).
    Lead(LeadKind, LeadOwner),
    /// A seat's warrant on a location (a warrant moved is lifted and put down anew, R-TOKEN-3).
    Warrant(SeatId, LocId),
    /// Lily or Jimmy.
    Informant(Informant),
    /// The scene of the crime's ring.
    Scene,
    /// The hero marker (its flag in its owner's colour, [`colour_hero`]).
    Hero,
    /// An NPC an event brought onto the map (R-EVENT-1).
    Npc(NpcRef),
}

impl BoardPiece {
    /// Its slot's kind.
    pub fn kind(self) -> TokenKind {
        match self {
            BoardPiece::Detective(seat) => TokenKind::Detective(seat),
            BoardPiece::Lead(..) => TokenKind::Lead,
            BoardPiece::Warrant(seat, _) => TokenKind::Warrant(seat),
            BoardPiece::Informant(who) => TokenKind::Informant(who),
            BoardPiece::Scene => TokenKind::Scene,
            BoardPiece::Hero => TokenKind::Hero,
            BoardPiece::Npc(_) => TokenKind::EventNpc,
        }
    }
}

/// The location a piece stands on (as the view last said).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceAt(pub LocId);

/// Every piece the snapshot puts on the board, with its location.
pub fn pieces_of(snap: &Snapshot) -> Vec<(BoardPiece, LocId)> {
    let mut out = Vec::new();
    out.push((BoardPiece::Scene, snap.scene));
    for seat in snap.seat_ids() {
        for &w in &snap.seats[seat].warrants {
            out.push((BoardPiece::Warrant(seat, w), w));
        }
    }
    for &(kind, owner, at) in &snap.leads {
        out.push((BoardPiece::Lead(kind, owner), at));
    }
    for (who, &at) in Informant::ALL.into_iter().zip(&snap.informants) {
        out.push((BoardPiece::Informant(who), at));
    }
    for n in &snap.npcs {
        if let (true, Some((at, _))) = (n.alive, n.on_map) {
            out.push((BoardPiece::Npc(n.npc), at));
        }
    }
    if snap.hero_on_scene.is_some() {
        out.push((BoardPiece::Hero, snap.scene));
    }
    for seat in snap.seat_ids() {
        out.push((BoardPiece::Detective(seat), snap.seats[seat].at));
    }
    out
}

/// Whether the pieces go straight to their places rather than moving there: while a save or
/// an undo is caught up on, and at the first view after it (nothing moves then, as before).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct SnapPieces(pub bool);

/// Notes a catch-up, whether or not the board draws now.
pub fn note_catch_up(
    session: Option<Res<State<Session>>>,
    view: Res<TableView>,
    mut snap: ResMut<SnapPieces>,
) {
    let catching = session.is_some_and(|s| *s.get() == Session::CatchingUp) || view.catching_up > 0;
    if catching && !snap.0 {
        snap.0 = true;
    }
}

/// Which game the pieces show: its table and how many commands it had.
#[derive(Default)]
pub struct ShownGame(Option<(PublicTable, usize)>);

/// Keeps the board's pieces as the view says: one entity per piece of its public snapshot,
/// spawned when it comes, its [`PieceAt`] changed when it moves ([`place_tokens`] moves it),
/// despawned when it goes. A new game (another table, or one started afresh) lays every piece
/// down anew.
pub fn reconcile_pieces(
    mut commands: Commands,
    content: Res<Content>,
    view: Res<TableView>,
    session: Option<Res<State<Session>>>,
    mut snap_pieces: ResMut<SnapPieces>,
    mut pieces: Query<(Entity, &BoardPiece, &mut PieceAt, &mut Transform)>,
    mut shown: Local<ShownGame>,
    spots: Res<InformantSpots>,
) {
    if view.table.seats.is_empty() {
        return;
    }
    let catching = session.is_some_and(|s| *s.get() == Session::CatchingUp) || view.catching_up > 0;
    let snap = catching || snap_pieces.0;
    let game = (view.table.clone(), view.commands);
    let anew = shown.0.as_ref().is_some_and(|(table, commands)| {
        *table != game.0 || (!snap && view.commands < *commands && view.commands == 0)
    });
    shown.0 = Some(game);
    let want = pieces_of(view.public());
    let mut have = Vec::new();
    for (e, piece, mut at, mut tf) in &mut pieces {
        let to = want.iter().find(|(p, _)| p == piece).map(|w| w.1);
        match to {
            Some(to) if !anew && !have.contains(piece) => {
                have.push(*piece);
                if at.0 == to {
                    continue;
                }
                if snap && !matches!(piece, BoardPiece::Npc(_)) {
                    // Straight there, without a tween (nor a change for `place_tokens`).
                    at.bypass_change_detection().0 = to;
                    tf.translation = slot_of(&content, &spots, *piece, to);
                    tf.scale = Vec3::ONE;
                    commands.entity(e).remove::<bevy_tweening::TweenAnim>();
                } else {
                    at.0 = to;
                }
            }
            _ => commands.entity(e).despawn(),
        }
    }
    for (piece, at) in want {
        if have.contains(&piece) {
            continue;
        }
        let z = token_z(piece.kind());
        let tf = if snap && !matches!(piece, BoardPiece::Npc(_)) {
            // Laid where it stands (`place_tokens` lets a piece away from the origin be).
            Transform::from_translation(slot_of(&content, &spots, piece, at))
        } else {
            Transform::from_xyz(0.0, 0.0, z)
        };
        commands.spawn((
            piece,
            piece.kind(),
            PieceAt(at),
            super::BoardVisual,
            tf,
            Visibility::default(),
        ));
    }
    if !catching && snap_pieces.0 {
        snap_pieces.0 = false;
    }
}

/// Where `piece` stands on `at` (world units, its z included): Lily and Jimmy where
/// [`side_informants`] put them (clear of the neighbours' pieces), the others in their slot.
pub fn slot_of(content: &Content, spots: &InformantSpots, piece: BoardPiece, at: LocId) -> Vec3 {
    let kind = piece.kind();
    let offset = match piece {
        BoardPiece::Informant(who) => spots.offset(&content.map, who, at),
        _ => token_offset(kind),
    };
    (loc_world(&content.map, at) + offset).extend(token_z(kind))
}

/// Where Lily's and Jimmy's tags stand (their location and the tag's centre from its symbol),
/// chosen each time the board changes ([`side_informants`]).
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct InformantSpots([Option<(LocId, Vec2)>; 2]);

impl InformantSpots {
    /// The tag's centre from the symbol of `at`: as chosen for `at`, else its own slot.
    pub fn offset(&self, map: &crate::content::Map, who: Informant, at: LocId) -> Vec2 {
        match self.0[who as usize] {
            Some((l, c)) if l == at => c,
            _ => geom::informant_spots(map, at, geom::informant_width(informant_name(who)))[0],
        }
    }
}

/// The boxes of the pieces the view stands on the board (world units), but Lily's and
/// Jimmy's: what their tags keep clear of.
fn piece_boxes(map: &crate::content::Map, snap: &Snapshot) -> Vec<bevy::math::Rect> {
    let at = |l: LocId, o: Vec2, half: Vec2| geom::rect_at(loc_world(map, l) + o, half);
    let mut out = Vec::new();
    for &(_, _, l) in &snap.leads {
        out.push(at(l, geom::LEAD_AT, Vec2::splat(geom::LEAD_HALF)));
    }
    for seat in snap.seat_ids() {
        let i = seat.index() % 5;
        out.push(at(
            snap.seats[seat].at,
            geom::DETECTIVE_SLOTS[i],
            Vec2::splat(geom::DETECTIVE_R),
        ));
        for &w in &snap.seats[seat].warrants {
            out.push(at(w, geom::warrant_at(i), geom::WARRANT_HALF));
        }
    }
    if snap.hero_on_scene.is_some() {
        out.push(at(snap.scene, geom::HERO_AT, geom::HERO_HALF));
    }
    out
}

/// Chooses where Lily's and Jimmy's tags stand: left of their location's symbol, unless a
/// neighbour's lead, detective or symbol lies there (then under it or right of it, where the
/// fewest pieces and names are covered). A tag whose place changes moves there.
pub fn side_informants(
    content: Res<Content>,
    view: Res<TableView>,
    labels: Res<super::text::LabelState>,
    mut spots: ResMut<InformantSpots>,
    mut pieces: Query<(&BoardPiece, &mut PieceAt)>,
) {
    // The spots follow the pieces and the names only.
    if view.table.seats.is_empty() || !(view.is_changed() || labels.is_changed()) {
        return;
    }
    let map = &content.map;
    let snap = view.public();
    let mut boxes = piece_boxes(map, snap);
    let mut new = InformantSpots::default();
    for (who, &at) in Informant::ALL.into_iter().zip(&snap.informants) {
        let w = geom::informant_width(informant_name(who));
        let c = geom::informant_spot(map, at, w, &boxes, &labels.name_boxes);
        boxes.push(geom::rect_at(
            loc_world(map, at) + c,
            Vec2::new(w / 2.0, geom::INFORMANT_H / 2.0),
        ));
        new.0[who as usize] = Some((at, c));
    }
    if *spots == new {
        return;
    }
    for (piece, mut at) in &mut pieces {
        if let BoardPiece::Informant(who) = *piece
            && spots.0[who as usize] != new.0[who as usize]
        {
            at.set_changed();
        }
    }
    *spots = new;
}

/// What a piece is, for its slot.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub enum TokenKind {
    /// A detective's figure.
    Detective(SeatId),
    /// A lead marker.
    Lead,
    /// Lily's or Jimmy's tag.
    Informant(Informant),
    /// The scene of the crime's ring.
    Scene,
    /// The hero flag.
    Hero,
    /// A seat's warrant.
    Warrant(SeatId),
    /// A detective's NPC an event brought onto the map (R-EVENT-1).
    EventNpc,
}

/// Where a piece stands relative to its location's symbol.
pub fn token_offset(kind: TokenKind) -> Vec2 {
    match kind {
        TokenKind::Detective(seat) => geom::DETECTIVE_SLOTS[seat.index() % 5],
        TokenKind::Lead => geom::LEAD_AT,
        // Placed by [`side_informants`] (see [`slot_of`]).
        TokenKind::Informant(_) => Vec2::ZERO,
        TokenKind::Scene => Vec2::ZERO,
        TokenKind::Hero => geom::HERO_AT,
        TokenKind::Warrant(seat) => geom::warrant_at(seat.index() % 5),
        // Placed by `place_npcs`, beside the location and stacked.
        TokenKind::EventNpc => Vec2::ZERO,
    }
}

/// Pieces stack by kind: the scene under everything, detectives on top.
/// The YOU pin's depth: under the places' names (8, see [`super::text`]), so a name it
/// points past stays whole, over the districts' names and the board's art.
const YOU_Z: f32 = 7.7;

fn token_z(kind: TokenKind) -> f32 {
    match kind {
        TokenKind::Scene => 9.0,
        TokenKind::Warrant(_) => 10.0,
        TokenKind::Lead => 11.0,
        TokenKind::Informant(_) => 11.5,
        TokenKind::EventNpc => 11.6,
        TokenKind::Hero => 12.0,
        TokenKind::Detective(_) => 13.0,
    }
}

/// The informant's name as its tag shows it.
pub fn informant_name(who: Informant) -> &'static str {
    match who {
        Informant::Lily => "LILY",
        Informant::Jimmy => "JIMMY",
    }
}

const INK: Color = Color::srgb(0.04, 0.045, 0.06);
const SHADOW: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);

/// Black or white, whichever reads on `fill`.
pub fn ink_on(fill: Color) -> Color {
    if fill.luminance() > 0.42 {
        INK
    } else {
        Color::WHITE
    }
}

fn tuple(c: (u8, u8, u8)) -> [u8; 3] {
    [c.0, c.1, c.2]
}

/// A piece's look: one vertex-coloured mesh and an optional word on it (in world units).
struct Look {
    kind: TokenKind,
    mesh: Painter,
    word: Option<(String, f32, Color)>,
}

/// A piece that has its look.
#[derive(Component)]
pub struct Dressed;

/// Gives new pieces their look (an NPC's, [`dress_npcs`]).
pub fn dress_pieces(
    mut commands: Commands,
    content: Res<Content>,
    view: Res<TableView>,
    fonts: Option<Res<Fonts>>,
    material: Res<PieceMaterial>,
    new: Query<(Entity, &BoardPiece), Without<Dressed>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Some(fonts) = fonts else { return };
    let table = &view.table;
    for (e, &piece) in &new {
        let hero = piece == BoardPiece::Hero;
        let look = match piece {
            BoardPiece::Detective(seat) => looks::detective(&content, table, seat),
            BoardPiece::Lead(kind, owner) => looks::lead(&content, kind, owner),
            BoardPiece::Informant(who) => looks::informant(who),
            BoardPiece::Scene => looks::scene(),
            BoardPiece::Warrant(seat, _) => looks::warrant(&content, table, seat),
            BoardPiece::Hero => looks::hero(),
            _ => continue,
        };
        let mut ec = commands.entity(e);
        ec.insert(Dressed);
        if let TokenKind::Detective(seat) = look.kind {
            // A detective's disc and initials lie on a body of their own, which keeps them
            // readable when the board is small ([`size_detectives`]); the root moves and lifts.
            let mesh = meshes.add(look.mesh.build());
            let (word, size, color) = look.word.unwrap_or_default();
            ec.with_children(|c| {
                c.spawn((
                    DetectiveBody(seat),
                    Mesh2d(mesh),
                    MeshMaterial2d(material.0.clone()),
                    Transform::default(),
                    Visibility::default(),
                ))
                .with_children(|c| {
                    c.spawn((
                        Text2d::new(word),
                        TextFont::from(fonts.strong.clone()).with_font_size(size),
                        TextColor(color),
                        Transform::from_xyz(0.0, -size * 0.04, 0.2),
                    ));
                });
            });
            continue;
        }
        ec.insert((
            Mesh2d(meshes.add(look.mesh.build())),
            MeshMaterial2d(material.0.clone()),
        ));
        if let Some((word, size, color)) = look.word {
            let face = if matches!(look.kind, TokenKind::Detective(_)) {
                fonts.strong.clone()
            } else {
                fonts.display_for(&word)
            };
            // An informant's name sits on the tag's body, left of its point.
            let dx = if matches!(look.kind, TokenKind::Informant(_)) {
                -2.25
            } else {
                0.0
            };
            ec.with_children(|c| {
                c.spawn((
                    Text2d::new(word),
                    TextFont::from(face).with_font_size(size),
                    TextColor(color),
                    // League Spartan sits a little high in its line box.
                    Transform::from_xyz(dx, -size * 0.06, 0.2),
                ));
            });
        }
        if hero {
            ec.insert(HeroLook(None));
        }
    }
}

/// What a detective's disc says: its initials (the coach names the player's piece by them).
pub fn piece_word(def: &crate::content::DetectiveDef) -> String {
    def.initials.clone()
}

/// The initials' size on a detective's disc, in world units at the disc's own size.
const DETECTIVE_FONT: f32 = 11.0;

/// A detective's disc and initials (a child of its piece, scaled by [`size_detectives`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct DetectiveBody(pub SeatId);

/// The smallest a detective's disc is drawn, across, in logical pixels at 100% UI scale: its
/// initials stay readable on a small window (1280 × 720), where the whole board is small.
pub const DETECTIVE_MIN_PX: f32 = 26.0;

/// How much a detective's disc grows at zoom `scale` (world units per pixel, the UI scale
/// included) to keep [`DETECTIVE_MIN_PX`]: 1 when the board is large enough, at most 1.8.
pub fn detective_growth(scale: f32) -> f32 {
    (DETECTIVE_MIN_PX * scale / (2.0 * geom::DETECTIVE_R)).clamp(1.0, 1.8)
}

/// The board's zoom with the UI scale (world units per logical pixel of a 100% screen).
fn piece_zoom(
    view: &crate::ui::board::frame::BoardView,
    settings: Option<&crate::settings::Settings>,
) -> f32 {
    view.scale * crate::settings::Settings::board_scale(settings)
}

/// Keeps the detectives' discs readable at every zoom: they grow when the board is small.
pub fn size_detectives(
    view: Res<crate::ui::board::frame::BoardView>,
    settings: Option<Res<crate::settings::Settings>>,
    mut bodies: Query<&mut Transform, With<DetectiveBody>>,
) {
    let g = detective_growth(piece_zoom(&view, settings.as_deref()));
    for mut tf in &mut bodies {
        if (tf.scale.x - g).abs() > 1e-4 {
            tf.scale = Vec3::new(g, g, 1.0);
        }
    }
}

/// The radius a detective's disc is drawn at now (world units), for the hand that presses on it.
pub fn detective_radius(
    view: &crate::ui::board::frame::BoardView,
    settings: Option<&crate::settings::Settings>,
) -> f32 {
    geom::DETECTIVE_R * detective_growth(piece_zoom(view, settings))
}

/// The seat whose colour the hero flag shows.
#[derive(Component)]
pub struct HeroLook(pub Option<SeatId>);

/// The hero marker's flag.
#[derive(Component)]
pub struct HeroFlag;

/// The hero flag's cloth in its owner's colour.
pub fn colour_hero(
    mut commands: Commands,
    content: Res<Content>,
    view: Res<TableView>,
    material: Res<PieceMaterial>,
    mut heroes: Query<(Entity, &mut HeroLook, Option<&Children>)>,
    flags: Query<Entity, With<HeroFlag>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Some(seat) = view.public().hero_on_scene else {
        return;
    };
    for (e, mut look, children) in &mut heroes {
        if look.0 == Some(seat) {
            continue;
        }
        look.0 = Some(seat);
        if let Some(children) = children {
            for c in children.iter() {
                if flags.contains(c) {
                    commands.entity(c).despawn();
                }
            }
        }
        let fill = rgb(tuple(
            content.detectives[view.table.seats[seat].detective]
                .def
                .color,
        ));
        let half = geom::HERO_HALF;
        let x0 = -half.x + 1.7;
        let mut p = Painter::new();
        let cloth = [
            Vec2::new(x0, half.y),
            Vec2::new(x0, half.y - 9.0),
            Vec2::new(half.x, half.y - 4.5),
        ];
        p.fan(
            (cloth[0] + cloth[1] + cloth[2]) / 3.0,
            &[
                cloth[1] + Vec2::new(-0.4, -0.8),
                cloth[2] + Vec2::new(0.9, 0.0),
                cloth[0] + Vec2::new(-0.4, 0.8),
            ],
            INK,
            INK,
        );
        p.tri(cloth[1], cloth[2], cloth[0], fill);
        commands.entity(e).with_children(|c| {
            c.spawn((
                HeroFlag,
                Mesh2d(meshes.add(p.build())),
                MeshMaterial2d(material.0.clone()),
                Transform::from_xyz(0.0, 0.0, 0.1),
            ));
        });
    }
}

/// Moves pieces to their slot: a new piece is put down there (it drops in), a piece that
/// changes place moves there (a detective lifts, slides along its path and sets down).
pub fn place_tokens(
    mut commands: Commands,
    content: Res<Content>,
    moved: Query<(Entity, &PieceAt, &BoardPiece, &Transform), Changed<PieceAt>>,
    spots: Res<InformantSpots>,
    mut animate: motion::Animate,
) {
    for (e, at, piece, tf) in &moved {
        let kind = piece.kind();
        if kind == TokenKind::EventNpc {
            continue;
        }
        let to = slot_of(&content, &spots, *piece, at.0);
        let from = tf.translation;
        let fresh = from.truncate() == Vec2::ZERO;
        if fresh {
            commands.entity(e).insert(Transform::from_translation(to));
            animate.put_down(&mut commands, e, to);
        } else if from != to {
            let lift = matches!(kind, TokenKind::Detective(_));
            animate.slide(&mut commands, e, &[from, to], lift);
        }
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
    /// Half its size, in world units.
    pub half: Vec2,
}

/// The marker's height in world units.
const NPC_TAG_H: f32 = 15.0;
/// The tag's point, beyond its rectangle.
const NPC_TAG_TIP: f32 = 4.5;
const NPC_FONT: f32 = 11.0;
