//! "Setting the table": an opaque veil over the window while the table is not ready to be
//! looked at — a saved game being caught up on (Continue, a load, an undo that replays from the
//! start), with how far it is, and the first frames of a game, until the board is framed and
//! named — instead of the game's passing states.

use crate::game::{Phase, Session, TableView};
use crate::ui::Screen;
use crate::ui::board::text::LabelState;
use crate::ui::layout::TableSet;
use crate::ui::theme;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The veil over the window while the table is not ready to be looked at (a game being caught up).
pub struct VeilPlugin;

impl Plugin for VeilPlugin {
    fn build(&self, app: &mut App) {
        // After the table's parts, which draw only in a day, while a catch-up passes through
        // setups and nights too.
        app.add_systems(
            EguiPrimaryContextPass,
            veil.run_if(in_state(Screen::Game))
                .after(TableSet::Overlays),
        );
    }
}

/// The veil over the whole window while the table is not ready.
fn veil(
    mut contexts: EguiContexts,
    session: Res<State<Session>>,
    phase: Res<State<Phase>>,
    view: Res<TableView>,
    time: Res<Time<Real>>,
    labels: Res<LabelState>,
    remote: Option<Res<crate::game::RemoteTable>>,
    mut since: Local<Option<f32>>,
    mut opened: Local<Option<f32>>,
) -> Result {
    let now = time.elapsed_secs();
    // No game on the table yet (the first frames of a new or loaded game), or the board not
    // yet framed and named (for three seconds at most).
    let unnamed = !labels.laid() && now - *opened.get_or_insert(now) < 3.0;
    if labels.laid() {
        *opened = None;
    }
    let unset = (matches!(phase.get(), Phase::Idle | Phase::Setup) && remote.is_none()) || unnamed;
    let catching_up = *session.get() == Session::CatchingUp;
    if !catching_up {
        *since = None;
    }
    if !catching_up && !unset {
        return Ok(());
    }
    let started = *since.get_or_insert(now);
    let done = view.commands;
    let all = done + view.catching_up;
    // A long catch-up at once; a short one (an undo early on) only if it lasts.
    if !unset && all < 50 && now - started < 0.25 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    egui::Area::new("catching-up".into())
        .order(egui::Order::Foreground)
        .fixed_pos(egui::Pos2::ZERO)
        .show(&ctx, |ui| {
            let screen = ctx.content_rect();
            ui.painter().rect_filled(screen, 0.0, theme::INK);
            ui.scope_builder(
                egui::UiBuilder::new().max_rect(egui::Rect::from_center_size(
                    screen.center(),
                    egui::vec2(420.0, 90.0),
                )),
                |ui| {
                    ui.vertical_centered(|ui| {
                        ui.heading(crate::i18n::tr("veil-title"));
                        if all > 0 {
                            // Any game brought up to date: a save, an undo, the lesson's
                            // fast-forward.
                            ui.label(crate::i18n::tr_args(
                                "veil-progress",
                                &[("done", done.into()), ("all", all.into())],
                            ));
                            ui.add(egui::ProgressBar::new(done as f32 / all.max(1) as f32));
                        }
                    });
                },
            );
        });
    Ok(())
}
