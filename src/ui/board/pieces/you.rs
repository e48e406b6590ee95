//! The YOU pin: a gold pin with YOU on it pointing at the looking seat's detective, over the
//! piece or under it, clear of the places' names where it can be.

use super::*;

/// The four sides a pin may stand on, in the order they are tried: over the piece, under it,
/// to its right, to its left.
const SIDES: [Vec2; 4] = [Vec2::Y, Vec2::NEG_Y, Vec2::X, Vec2::NEG_X];

/// The pin's size in pixels (it keeps them whatever the zoom): body width, body height, the
/// length of the point.
const PIN: (f32, f32, f32) = (30.0, 13.0, 6.0);

/// The marker of the detective of the person at the screen: a gold pin pointing at it with
/// YOU on it, a shape (not only a colour) found at a glance. The number is its side in
/// [`SIDES`]: the first side clear of the places' names shows.
#[derive(Component)]
pub struct YouMarker(pub usize);

/// The box (world units) a shown pin covers: from its point along its side, at the size its
/// transform gives it (the reach labels keep clear of it).
pub fn pin_rect(pin: &YouMarker, tf: &Transform) -> Rect {
    let (w, h, tip) = PIN;
    let px = tf.scale.x;
    let side = SIDES[pin.0 % SIDES.len()];
    let at = tf.translation.truncate();
    let long = tip + if side.y != 0.0 { h } else { w };
    let across = if side.y != 0.0 { w } else { h } / 2.0 * px;
    let off = Vec2::new(side.y.abs(), side.x.abs()) * across;
    Rect::from_corners(at - off, at + side * long * px + off)
}

/// A pin's outline with its point at the origin, standing on `side` (the body reads level
/// whichever side it is on), and the middle of its body.
fn outline(side: Vec2) -> (Vec<Vec2>, Vec2) {
    let (w, h, tip) = PIN;
    if side.y != 0.0 {
        let y = side.y;
        let pts = [
            (0.0, 0.0),
            (3.5, tip),
            (w / 2.0, tip),
            (w / 2.0, tip + h),
            (-w / 2.0, tip + h),
            (-w / 2.0, tip),
            (-3.5, tip),
        ];
        let pts = pts.iter().map(|&(a, b)| Vec2::new(a, b * y)).collect();
        (pts, Vec2::new(0.0, (tip + h / 2.0) * y))
    } else {
        let x = side.x;
        let pts = [
            (0.0, 0.0),
            (tip, -3.5),
            (tip, -h / 2.0),
            (tip + w, -h / 2.0),
            (tip + w, h / 2.0),
            (tip, h / 2.0),
            (tip, 3.5),
        ];
        let pts = pts.iter().map(|&(a, b)| Vec2::new(a * x, b)).collect();
        (pts, Vec2::new((tip + w / 2.0) * x, 0.0))
    }
}

/// Spawns the four pins, hidden.
fn spawn_pins(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    material: &PieceMaterial,
    fonts: &Fonts,
) {
    let gold = Color::srgb(1.0, 0.84, 0.32);
    for (i, side) in SIDES.iter().enumerate() {
        let (shape, mid) = outline(*side);
        let mut p = Painter::new();
        // An ink edge: the same shape a little larger round its middle.
        let grown: Vec<Vec2> = shape
            .iter()
            .map(|q| mid + (*q - mid) * Vec2::new(1.08, 1.14) + Vec2::new(0.0, -0.4))
            .collect();
        p.fan(mid, &grown, INK, INK);
        p.fan(mid, &shape, gold, gold.darker(0.1));
        commands
            .spawn((
                YouMarker(i),
                crate::ui::board::BoardVisual,
                Mesh2d(meshes.add(p.build())),
                MeshMaterial2d(material.0.clone()),
                Transform::from_xyz(0.0, 0.0, YOU_Z),
                Visibility::Hidden,
            ))
            .with_children(|c| {
                let word = crate::i18n::tr("board-you");
                c.spawn((
                    TextFont::from(fonts.display_for(&word)).with_font_size(11.0),
                    Text2d::new(word),
                    TextColor(INK),
                    Transform::from_xyz(mid.x, mid.y - 0.6, 0.1),
                ));
            });
    }
}

/// The side whose pin (a box in world units, given by `boxed`) covers the least of what it
/// should keep clear of (each box with its weight: a lead counts more than a name): the first
/// of [`SIDES`] that covers none.
fn best_side(boxed: impl Fn(Vec2) -> Rect, names: &[(Rect, f32)]) -> usize {
    let covered = |b: Rect| -> f32 {
        names
            .iter()
            .map(|(n, weight)| {
                let i = n.intersect(b);
                if i.is_empty() {
                    0.0
                } else {
                    i.width() * i.height() * weight
                }
            })
            .sum()
    };
    let mut best = (0, f32::INFINITY);
    for (i, side) in SIDES.iter().enumerate() {
        let c = covered(boxed(*side));
        if c <= 0.0 {
            return i;
        }
        if c < best.1 {
            best = (i, c);
        }
    }
    best.0
}

/// Puts the YOU pin over the looking seat's detective (none while nobody looks, in hot seat
/// under the cover), at a constant size on screen.
pub fn mark_you(
    mut commands: Commands,
    looking: Res<crate::ui::Looking>,
    view: Res<crate::ui::board::frame::BoardView>,
    settings: Option<Res<crate::settings::Settings>>,
    fonts: Option<Res<Fonts>>,
    material: Res<PieceMaterial>,
    // The pieces are roots: their Transform is this frame's place (the global one lags a
    // frame while a piece moves, and the pin trailed it).
    figures: Query<(&BoardPiece, &Transform), Without<YouMarker>>,
    mut marker: Query<(&YouMarker, &mut Transform, &mut Visibility)>,
    mut meshes: ResMut<Assets<Mesh>>,
    labels: Option<Res<crate::ui::board::text::LabelState>>,
    content: Res<crate::content::Content>,
) {
    let Some(fonts) = fonts else { return };
    let at = looking.0.and_then(|me| {
        figures
            .iter()
            .find(|(f, _)| **f == BoardPiece::Detective(me))
            .map(|(_, tf)| tf.translation.truncate())
    });
    if marker.is_empty() {
        if at.is_some() {
            spawn_pins(&mut commands, &mut meshes, &material, &fonts);
        }
        return;
    }
    let px = piece_zoom(&view, settings.as_deref());
    let (w, h, tip) = PIN;
    let r = detective_radius(&view, settings.as_deref()) + 1.0;
    // The pin's box (world units) on a side of the piece.
    let boxed = |at: Vec2, side: Vec2| {
        let (near, far) = (
            r + tip * px,
            r + (tip + if side.y != 0.0 { h } else { w }) * px,
        );
        let across = if side.y != 0.0 { w } else { h } / 2.0 * px;
        let (a, b) = (at + side * near, at + side * far);
        let off = Vec2::new(side.y.abs(), side.x.abs()) * across;
        Rect::from_corners(a - off, b + off)
    };
    // Clear of the places' names, and of the lead markers and the other detectives (round 22
    // of issue 31: the pin lay over the lead where the player stood).
    let mut avoid: Vec<(Rect, f32)> = labels.as_ref().map_or_else(Vec::new, |l| {
        l.name_boxes.iter().map(|b| (*b, 1.0)).collect()
    });
    // A lead or another detective as drawn at this zoom (they grow with the UI scale: at 150%
    // the pin still lay over the lead beside the player, round 49), and weighed more than a
    // name: a lead hidden is a choice hidden.
    avoid.extend(
        figures
            .iter()
            .filter(|(f, _)| match f {
                BoardPiece::Lead(..) => true,
                BoardPiece::Detective(s) => Some(*s) != looking.0,
                _ => false,
            })
            .map(|(_, tf)| {
                // With its ring when it is in reach (as the ring is drawn, `input::reach`).
                let half = crate::ui::board::geom::LEAD_HALF * tf.scale.x.max(1.0) * 1.45;
                (
                    Rect::from_center_half_size(tf.translation.truncate(), Vec2::splat(half)),
                    4.0,
                )
            }),
    );
    // And of the places' symbols (the pin lay over the symbol of the place it stood at).
    avoid.extend(content.map.ids().map(|id| {
        let r = crate::ui::board::geom::symbol_radius(&content.map, id);
        (
            Rect::from_center_half_size(
                crate::ui::board::loc_world(&content.map, id),
                Vec2::splat(r),
            ),
            2.0,
        )
    }));
    let side = at.map(|a| best_side(|s| boxed(a, s), &avoid));
    for (pin, mut tf, mut vis) in &mut marker {
        let show = at.filter(|_| side == Some(pin.0));
        let Some(at) = show else {
            if *vis != Visibility::Hidden {
                *vis = Visibility::Hidden;
            }
            continue;
        };
        let tip_at = at + SIDES[pin.0] * r;
        let want =
            Transform::from_translation(tip_at.extend(YOU_Z)).with_scale(Vec3::new(px, px, 1.0));
        if *tf != want {
            *tf = want;
        }
        if *vis != Visibility::Inherited {
            *vis = Visibility::Inherited;
        }
    }
}
