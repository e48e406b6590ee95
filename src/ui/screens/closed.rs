//! Case Closed: the result of the investigation over the table, at a fixed size so its
//! buttons never move (they sit at the top, the breakdown scrolls under them); fold it away
//! to look at the board, step through the game turn by turn (a review), or go back to the
//! menu. In a review, a bar under the board steps through the turns.

use crate::game::{GameRequest, Review};
use crate::i18n::{tr, tr_args};
use crate::ui::Screen;
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::panels::case;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::RichText;

/// The Case Closed screen.
pub struct ClosedPlugin;

impl Plugin for ClosedPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<ClosedView>().add_systems(
            EguiPrimaryContextPass,
            (case_closed, review_bar_system).in_set(TableSet::Overlays),
        );
    }
}

/// Whether the Case Closed screen is folded away to look at the board.
#[derive(Resource, Default)]
pub struct ClosedView {
    /// Folded away (`true`) or shown.
    pub folded: bool,
}

fn case_closed(
    mut contexts: EguiContexts,
    view: crate::ui::viewer::TableRead,
    layout: Res<TableLayout>,
    mut closed: ResMut<ClosedView>,
    mut requests: MessageWriter<GameRequest>,
    (mut next, mut exit): (ResMut<NextState<Screen>>, MessageWriter<AppExit>),
) -> Result {
    let (Some(outcome), None) = (&view.outcome, &view.review) else {
        return Ok(());
    };
    if closed.folded {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    // Over the board and the dock (the side panel stays to look at the suspects' files), or
    // the board alone while the lesson's coach shares the dock's row.
    let area = if layout.dock_under_board() && layout.coach.is_none() {
        layout.board.union(layout.dock)
    } else {
        layout.board
    };
    egui::Area::new("case-closed".into())
        .order(egui::Order::Foreground)
        .fixed_pos(area.min)
        .show(&ctx, |ui| {
            ui.set_min_size(area.size());
            ui.set_max_size(area.size());
            egui::Frame::window(ui.style()).show(ui, |ui| {
                let inner = area.shrink(16.0);
                ui.set_min_size(inner.size());
                ui.set_max_size(inner.size());
                // The heading and the buttons wrap: longer words (German, Russian) never push
                // them out of the window.
                ui.horizontal_wrapped(|ui| {
                    ui.heading(RichText::new(tr("closed-title")).size(24.0));
                    ui.add_space(12.0);
                    if ui.button(tr("closed-look")).clicked() {
                        closed.folded = true;
                    }
                    if ui
                        .button(tr("closed-step-through"))
                        .on_hover_text(tr("closed-step-through-hover"))
                        .clicked()
                    {
                        closed.folded = true;
                        requests.write(GameRequest::Review);
                    }
                    if ui.button(tr("closed-to-menu")).clicked() {
                        closed.folded = false;
                        requests.write(GameRequest::Leave);
                        next.set(Screen::Menu);
                    }
                    if ui.button(tr("closed-quit")).clicked() {
                        exit.write(AppExit::Success);
                    }
                });
                ui.label(
                    RichText::new(case::summary_words(&view.content, &view.table, outcome))
                        .strong(),
                );
                ui.separator();
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        case::case_closed(ui, &view.content, &view.table, outcome);
                    });
            });
        });
    Ok(())
}

fn review_bar_system(
    mut contexts: EguiContexts,
    view: crate::ui::viewer::TableRead,
    layout: Res<TableLayout>,
    mut requests: MessageWriter<GameRequest>,
    mut closed: ResMut<ClosedView>,
) -> Result {
    let Some(review) = &view.review else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?.clone();
    review_bar(&ctx, review, &layout, &mut requests, &mut closed);
    Ok(())
}

/// Stepping through a finished game: to the start, a turn back or on, to the end, or leave.
fn review_bar(
    ctx: &egui::Context,
    review: &Review,
    layout: &TableLayout,
    requests: &mut MessageWriter<GameRequest>,
    closed: &mut ClosedView,
) {
    let stops = review.stops();
    let here = stops.iter().rposition(|&s| s <= review.at).unwrap_or(0);
    let mut go = None;
    egui::Window::new(tr("review-title"))
        .id(egui::Id::new("review"))
        .collapsible(false)
        .resizable(false)
        // Under the dock's status line (two lines and a rule), never over it.
        .fixed_pos(layout.dock.min + egui::vec2(8.0, 64.0))
        .show(ctx, |ui| {
            let when = match review.marks.get(review.at) {
                Some((w, d, t)) => tr_args(
                    "review-at",
                    &[
                        ("week", (*w).into()),
                        ("day", (*d).into()),
                        ("n", (t + 1).into()),
                    ],
                ),
                None => tr("review-at-close"),
            };
            ui.label(tr_args(
                "review-now",
                &[
                    ("what", when.into()),
                    ("count", review.at.into()),
                    ("total", review.commands.len().into()),
                ],
            ));
            ui.horizontal(|ui| {
                for (key, to) in [
                    ("review-start", Some(0)),
                    ("review-back", here.checked_sub(1)),
                    ("review-on", (here + 1 < stops.len()).then_some(here + 1)),
                    ("review-end", Some(stops.len() - 1)),
                ] {
                    if ui
                        .add_enabled(to.is_some_and(|t| t != here), egui::Button::new(tr(key)))
                        .on_hover_text(tr(&format!("{key}-hover")))
                        .clicked()
                    {
                        go = to.map(|t| stops[t]);
                    }
                }
                if ui.button(tr("review-leave")).clicked() {
                    // The whole game again, played out to its close.
                    requests.write(GameRequest::Load {
                        config: review.config.clone(),
                        commands: review.commands.clone(),
                    });
                    closed.folded = false;
                }
            });
        });
    if let Some(at) = go {
        requests.write(GameRequest::ReviewTo(at));
    }
}
