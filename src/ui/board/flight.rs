//! New evidence flies from the board to the files: when a token comes onto a suspect's file, a
//! chip of it (its face as the viewer may see it) flies from the placing detective's piece to
//! where it lands — its place in the open Suspects tab, or the tab itself — so a token a bot
//! placed is seen going somewhere, not only read in the log. Painted over the table (under
//! menus and windows), it takes no click.

use crate::ui::board::pieces::{TokenKind, token_offset};
use crate::ui::board::{BoardCamera, loc_world};
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::panels::case::FreshTokens;
use crate::ui::viewer::{Looking, TableRead};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Seconds a token's flight takes.
pub const FLIGHT: f64 = 0.9;

/// New evidence flying to the files.
pub struct FlightPlugin;

impl Plugin for FlightPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, fly.in_set(TableSet::Overlays));
    }
}

/// Where a flight of `age` seconds (of [`FLIGHT`]) is between `from` and `to`: eased out, on an
/// arc a little above the straight line.
pub fn flight_at(from: egui::Pos2, to: egui::Pos2, age: f64) -> egui::Pos2 {
    let t = (age / FLIGHT).clamp(0.0, 1.0) as f32;
    // Slow at both ends: its start is seen leaving the piece (eased out only, the first
    // frames after a placing went half the way; round 38 of issue 31 saw chips start from
    // the middle of the board).
    let eased = t * t * (3.0 - 2.0 * t);
    let lift = 4.0 * eased * (1.0 - eased) * (from.distance(to) * 0.15).min(60.0);
    from + (to - from) * eased - egui::vec2(0.0, lift)
}

fn fly(
    mut contexts: EguiContexts,
    view: TableRead,
    looking: Res<Looking>,
    layout: Res<TableLayout>,
    fresh: Option<Res<FreshTokens>>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let Some(fresh) = fresh else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    let now = ctx.input(|i| i.time);
    // A flight's clock starts on the first frame that draws it, not when the token came (the
    // frame after a placing may be a slow one: the files and the standings are read again);
    // within twice its time, so a token the tab shows again when it opens (dated further back
    // by `FreshTokens::looked`) does not fly again (round 40 of issue 31 saw old chips fly).
    let came: Vec<u32> = fresh
        .arriving(now, FLIGHT * 2.0)
        .map(|(id, _)| id)
        .collect();
    let starts_id = egui::Id::new("evidence_flight_starts");
    let flying: Vec<(u32, f64)> = ctx.data_mut(|d| {
        let starts = d.get_temp_mut_or_default::<Vec<(u32, f64)>>(starts_id);
        // A flight begun goes on to its end, however late its first frame was.
        starts.retain(|&(id, t)| came.contains(&id) || now - t < FLIGHT);
        for &id in &came {
            if !starts.iter().any(|(s, _)| *s == id) {
                starts.push((id, now));
            }
        }
        starts
            .iter()
            .map(|&(id, t)| (id, now - t))
            .filter(|&(_, age)| age < FLIGHT)
            .collect()
    });
    if flying.is_empty() {
        return Ok(());
    }
    let seen = view.of(looking.0);
    let (camera, at) = *cam;
    let zoom = layout.zoom.max(0.1);
    let pass = ctx.cumulative_pass_nr();
    let tab =
        ctx.data(|d| d.get_temp::<egui::Rect>(egui::Id::new(crate::ui::table::side::SUSPECTS_TAB)));
    // Under the foreground windows and the hand-off cover (round 32 saw a flying "?" over the
    // cover), over the board and the column (a painter's layer, not an area: egui draws it
    // after the middle areas).
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Middle,
        egui::Id::new("evidence_flight"),
    ));
    for (id, age) in flying {
        let Some(t) = seen.evidence.iter().find(|t| t.id == id) else {
            continue;
        };
        let Some(place) = seen.seats.get(t.placed_by.index()).map(|s| s.at) else {
            continue;
        };
        let world =
            loc_world(&view.content.map, place) + token_offset(TokenKind::Detective(t.placed_by));
        let Ok(p) = camera.world_to_viewport(at, world.extend(0.0)) else {
            continue;
        };
        let from = egui::pos2(p.x / zoom, p.y / zoom);
        // Its chip in the open tab (drawn this pass or the last), else the tab.
        let chip = ctx
            .data(|d| d.get_temp::<(egui::Rect, u64)>(crate::ui::panels::case::chips::chip_id(id)))
            .filter(|&(_, at)| at + 1 >= pass)
            .map(|(r, _)| r);
        let Some(to) = chip.or(tab).map(|r| r.center()) else {
            continue;
        };
        let here = flight_at(from, to, age);
        let (text, colour) = crate::ui::panels::case::chips::token_face(t);
        // It fades as it lands (the chip in the tab, or the tab's badge, takes over): never a
        // box left over the tab's name.
        let fade = ((1.0 - age / FLIGHT) / 0.35).clamp(0.0, 1.0) as f32;
        let mut painter = painter.clone();
        painter.multiply_opacity(fade);
        let galley = painter.layout_no_wrap(text, egui::FontId::monospace(16.0), colour);
        let r = egui::Rect::from_center_size(here, galley.size() + egui::vec2(10.0, 8.0));
        painter.rect_filled(r, 4.0, egui::Color32::from_gray(35));
        painter.rect_stroke(
            r,
            4.0,
            egui::Stroke::new(2.0, egui::Color32::from_rgb(255, 214, 90)),
            egui::StrokeKind::Outside,
        );
        painter.galley(r.min + egui::vec2(5.0, 4.0), galley, colour);
    }
    ctx.request_repaint();
    Ok(())
}
