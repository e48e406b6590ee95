//! What lies on the board's own area in egui: the *Fit the board* button in its corner, and
//! what the board says on hover (a location, an NPC marker).

use crate::game::GameView;
use crate::ui::board::HoveredNpc;
use crate::ui::board::input::{BoardView, Hovered};
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::panels::tooltips::{location_tooltip, npc_tooltip};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub struct BoardOverlayPlugin;

impl Plugin for BoardOverlayPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, overlay.in_set(TableSet::Board));
    }
}

fn overlay(
    mut contexts: EguiContexts,
    view: GameView,
    layout: Res<TableLayout>,
    mut board: ResMut<BoardView>,
    hovered: Res<Hovered>,
    hovered_npc: Res<HoveredNpc>,
    (phase, session, viewer): (
        Res<State<crate::game::Phase>>,
        Res<State<crate::game::Session>>,
        Res<crate::ui::viewer::Viewer>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Over a window, the pause menu, the Case Closed panel or the hand-off cover (egui's
    // areas as last drawn), the board neither lights what is under the pointer nor takes a
    // click.
    let over_ui = ctx.is_pointer_over_egui();
    let fit = egui::Area::new("fit".into())
        .fixed_pos(egui::pos2(
            layout.board.max.x - 112.0,
            layout.board.min.y + 8.0,
        ))
        .show(&ctx, |ui| {
            if ui
                .button("Fit the board")
                .on_hover_text(
                    "Show the whole board again (right or middle drag pans, the wheel zooms).",
                )
                .clicked()
            {
                board.user_framed = false;
                board.fit();
            }
        });
    // The board ignores the pointer over the button.
    board.blocked = vec![layout.to_logical(fit.response.rect)];
    if over_ui {
        board.blocked.push(layout.to_logical(layout.board));
        return Ok(());
    }
    let snap = view.public();
    // Under the hand-off cover the board says nothing.
    if crate::ui::viewer::cover_for(&view, &phase, &session, *viewer).is_some() {
        return Ok(());
    }
    if let Some(npc) = hovered_npc.0 {
        npc_tooltip(&ctx, &view.q.content, snap, npc);
    } else if let Some(loc) = hovered.0 {
        location_tooltip(&ctx, &view.q.content, loc, snap);
    }
    Ok(())
}
