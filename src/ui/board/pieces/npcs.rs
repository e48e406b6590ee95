//! Lily and Jimmy (the NPCs) on the board: their pieces, where they stand, their hover.

use super::*;

/// Gives every NPC an event brought onto the map a marker (R-EVENT-1). Shape
/// (a tag pointing at its location) and its name tell it apart from the detectives' discs; the
/// colour repeats whose NPC it is.
pub fn dress_npcs(
    mut commands: Commands,
    content: Res<Content>,
    fonts: Option<Res<Fonts>>,
    material: Res<PieceMaterial>,
    new: Query<(Entity, &BoardPiece), Without<Dressed>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Some(fonts) = fonts else { return };
    for (e, piece) in &new {
        let BoardPiece::Npc(npc) = *piece else {
            continue;
        };
        let def = &content.detectives[npc.detective].def;
        let fill = rgb(tuple(def.color));
        let label = crate::ui::panels::events::npc_short(&content.npc(npc).name);
        let w = crate::ui::board::labels::text_width(
            &label,
            crate::ui::board::labels::Face::Display,
            NPC_FONT,
        ) + 9.0;
        let body = art::tag(w, NPC_TAG_H, NPC_TAG_TIP);
        let mut p = Painter::new();
        p.fan(Vec2::ZERO, &body, Color::WHITE, Color::WHITE);
        let inner = geom::offset_polygon(&body, -1.2);
        p.fan(Vec2::ZERO, &inner, fill, fill.darker(0.1));
        commands
            .entity(e)
            .insert((
                Dressed,
                Mesh2d(meshes.add(p.build())),
                MeshMaterial2d(material.0.clone()),
                NpcLook {
                    half: Vec2::new(w / 2.0, NPC_TAG_H / 2.0),
                },
            ))
            .with_children(|c| {
                c.spawn((
                    TextFont::from(fonts.display_for(&label)).with_font_size(NPC_FONT),
                    Text2d::new(label),
                    TextColor(ink_on(fill)),
                    Transform::from_xyz(-NPC_TAG_TIP / 2.0, -0.6, 0.2),
                ));
            });
    }
}

/// Shows each NPC an event holds on the map beside its location (left of the symbol, pointing
/// at it, stacked under Lily or Jimmy if they stand there too), and hides the others.
pub fn place_npcs(
    content: Res<Content>,
    view: Res<TableView>,
    mut npcs: Query<(&BoardPiece, &NpcLook, &mut Transform)>,
) {
    let snap = view.public();
    let mut shown: Vec<(NpcRef, LocId)> = snap
        .npcs
        .iter()
        .filter_map(|n| n.on_map.filter(|_| n.alive).map(|(at, _)| (n.npc, at)))
        .collect();
    shown.sort();
    let taken = snap.informants;
    for (piece, look, mut tf) in &mut npcs {
        let BoardPiece::Npc(npc) = *piece else {
            continue;
        };
        let Some(&(_, at)) = shown.iter().find(|(r, _)| *r == npc) else {
            continue;
        };
        let stack = shown.iter().filter(|(r, l)| *l == at && *r < npc).count()
            + taken.iter().filter(|&&l| l == at).count();
        let offset = Vec2::new(
            geom::INFORMANT_RIGHT - look.half.x,
            geom::INFORMANT_Y - stack as f32 * (NPC_TAG_H + 2.0),
        );
        let to = (loc_world(&content.map, at) + offset).extend(token_z(TokenKind::EventNpc));
        if tf.translation != to {
            tf.translation = to;
        }
    }
}

/// Which NPC marker the pointer rests on.
pub fn hover_npcs(
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    view: Res<crate::ui::board::frame::BoardView>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    npcs: Query<(&BoardPiece, &NpcLook, &Transform)>,
    mut hovered: ResMut<HoveredNpc>,
) {
    let p = crate::ui::board::input::pointer_world(&window, &view, (cam.0, cam.1));
    let h = p.and_then(|p| {
        npcs.iter()
            .filter(|(_, look, tf)| {
                let d = (p - tf.translation.truncate()).abs();
                d.x <= look.half.x + 1.0 && d.y <= look.half.y + 1.0
            })
            .find_map(|(piece, _, _)| match *piece {
                BoardPiece::Npc(n) => Some(n),
                _ => None,
            })
    });
    if hovered.0 != h {
        hovered.0 = h;
    }
}
