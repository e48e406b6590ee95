//! A click on a lit place answers a "where?" decision (a lead, Lily, Jimmy): its lit places, their
//! tags and the click.

use super::*;

/// A click on a lit location answers a pending "where?" decision (a lead, Lily, Jimmy).
pub(super) fn pick_input(
    buttons: Res<ButtonInput<MouseButton>>,
    game: TableRead,
    looking: Res<Looking>,
    hovered: Res<Hovered>,
    pick: Res<LeadPick>,
    view: Res<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut out: MessageWriter<FromScreen>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    if !buttons.just_released(MouseButton::Left)
        || pointer_world(&window, &view, (cam.0, cam.1)).is_none()
    {
        return;
    }
    let (Some(seat), Some(to)) = (my_call(&game, &looking), hovered.0) else {
        return;
    };
    let auto = settings.is_some_and(|s| s.auto_leads);
    if let Some((_, action)) = location_answers(&game, &looking, &pick, auto)
        .into_iter()
        .find(|(l, _)| *l == to)
    {
        out.write(FromScreen(Command { seat, action }));
    }
}

/// A label marks each location a pending "where?" decision may choose.
#[derive(Component)]
pub struct PickLabel;

pub(super) fn pick_labels(
    mut commands: Commands,
    game: TableRead,
    looking: Res<Looking>,
    pick: Res<LeadPick>,
    labels: Query<Entity, With<PickLabel>>,
    named: Res<crate::ui::board::text::LabelState>,
    view: Res<BoardView>,
    settings: Option<Res<crate::settings::Settings>>,
    mut shown: Local<Vec<(LocId, Action)>>,
    fonts: Res<crate::ui::fonts::Fonts>,
) {
    let px = view.scale * crate::settings::Settings::board_scale(settings.as_deref());
    let auto = settings.as_ref().is_some_and(|s| s.auto_leads);
    let want = location_answers(&game, &looking, &pick, auto);
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
        let e = spawn_tag(&mut commands, &fonts, t, Color::srgb(0.55, 0.9, 1.0), px);
        commands.entity(e).insert(PickLabel);
    }
    *shown = want;
}

pub(super) fn draw_pick_targets(
    mut gizmos: Gizmos,
    game: TableRead,
    looking: Res<Looking>,
    pick: Res<LeadPick>,
    hovered: Res<Hovered>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    let auto = settings.is_some_and(|s| s.auto_leads);
    for (to, _) in location_answers(&game, &looking, &pick, auto) {
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
