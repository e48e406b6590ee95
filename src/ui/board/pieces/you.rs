//! The YOU pin: a gold pin with YOU on it pointing at the looking seat's detective, over the
//! piece or under it, clear of the places' names where it can be.

use super::*;

/// The marker of the detective of the person at the screen: a gold pin pointing at it with
/// YOU on it, a shape (not only a colour) found at a glance. `true`: the pin drawn under the
/// piece, pointing up (where a place's name lies over it).
#[derive(Component)]
pub struct YouMarker(pub bool);

/// Puts the YOU pin over the looking seat's detective (none while nobody looks, in hot seat
/// under the cover), at a constant size on screen.
pub fn mark_you(
    mut commands: Commands,
    looking: Res<crate::ui::Looking>,
    view: Res<crate::ui::board::frame::BoardView>,
    settings: Option<Res<crate::settings::Settings>>,
    fonts: Option<Res<Fonts>>,
    material: Res<PieceMaterial>,
    figures: Query<(&BoardPiece, &GlobalTransform)>,
    mut marker: Query<(&YouMarker, &mut Transform, &mut Visibility)>,
    mut meshes: ResMut<Assets<Mesh>>,
    labels: Option<Res<crate::ui::board::text::LabelState>>,
) {
    let Some(fonts) = fonts else { return };
    let at = looking.0.and_then(|me| {
        figures
            .iter()
            .find(|(f, _)| **f == BoardPiece::Detective(me))
            .map(|(_, gt)| gt.translation().truncate())
    });
    let zoom = piece_zoom(&view, settings.as_deref());
    // Sizes in pixels; the pin keeps them whatever the zoom.
    let px = zoom;
    let (w, h, tip) = (30.0, 13.0, 6.0);
    if marker.is_empty() {
        if at.is_none() {
            return;
        }
        // Two pins, one over the piece and one under it, pointing at it: the one clear of
        // the places' names shows.
        for below in [false, true] {
            let y = if below { -1.0 } else { 1.0 };
            let gold = Color::srgb(1.0, 0.84, 0.32);
            let mut p = Painter::new();
            let body = [
                Vec2::new(-w / 2.0, tip),
                Vec2::new(w / 2.0, tip),
                Vec2::new(w / 2.0, tip + h),
                Vec2::new(-w / 2.0, tip + h),
            ];
            let outline = [
                Vec2::new(0.0, 0.0),
                Vec2::new(3.5, tip),
                body[1],
                body[2],
                body[3],
                body[0],
                Vec2::new(-3.5, tip),
            ];
            // An ink edge: the same shape a little larger round its middle.
            let mid = Vec2::new(0.0, tip + h / 2.0);
            let grown: Vec<Vec2> = outline
                .iter()
                .map(|q| mid + (*q - mid) * Vec2::new(1.08, 1.14) + Vec2::new(0.0, -0.4))
                .collect();
            let flip = |v: &[Vec2]| {
                v.iter()
                    .map(|q| Vec2::new(q.x, q.y * y))
                    .collect::<Vec<_>>()
            };
            let mid = Vec2::new(mid.x, mid.y * y);
            p.fan(mid, &flip(&grown), INK, INK);
            p.fan(mid, &flip(&outline), gold, gold.darker(0.1));
            commands
                .spawn((
                    YouMarker(below),
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
                        Transform::from_xyz(0.0, (tip + h / 2.0) * y - 0.6, 0.1),
                    ));
                });
        }
        return;
    }
    let r = detective_radius(&view, settings.as_deref()) + 1.0;
    // The pin's box (world units) over the piece, or under it.
    let boxed = |at: Vec2, below: bool| {
        let (near, far) = (r + tip * px, r + (tip + h) * px);
        let (lo, hi) = if below { (-far, -near) } else { (near, far) };
        Rect::new(
            at.x - w / 2.0 * px,
            at.y + lo,
            at.x + w / 2.0 * px,
            at.y + hi,
        )
    };
    let clear = |b: Rect| {
        labels
            .as_ref()
            .is_none_or(|l| l.name_boxes.iter().all(|n| n.intersect(b).is_empty()))
    };
    let below = at.is_some_and(|a| !clear(boxed(a, false)) && clear(boxed(a, true)));
    for (pin, mut tf, mut vis) in &mut marker {
        let show = at.filter(|_| pin.0 == below);
        let Some(at) = show else {
            if *vis != Visibility::Hidden {
                *vis = Visibility::Hidden;
            }
            continue;
        };
        let tip_at = at + Vec2::new(0.0, if pin.0 { -r } else { r });
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
