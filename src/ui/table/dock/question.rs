//! The question the game asks the player, in its own raised panel: its title (the player may
//! fold it to read the tab under it), what it is about, a button per answer, and the hint.

use super::{DockIo, Frame, StatusLine, guarded, status_line};
use crate::game::FromScreen;
use crate::i18n::tr;
use crate::ids::SeatId;
use crate::model::Decision;
use crate::ui::layout::TableLayout;
use crate::ui::panels::case;
use bevy_egui::egui;
use egui::Color32;

/// Draws the decision `d` of `seat` in the panel at `f.rect`.
pub(super) fn panel(
    ctx: &egui::Context,
    f: &Frame,
    seat: SeatId,
    d: Decision,
    layout: &TableLayout,
    status: &StatusLine,
    io: &mut DockIo,
) {
    let (rect, version, seen) = (f.rect, f.view.version, f.seen);
    let (content, table) = (f.content, &f.view.table);
    // A raised panel framed in amber: the question stands apart from the tab under it.
    crate::ui::layout::region_filled(ctx, "decision", rect, crate::ui::theme::RAISED, |ui| {
        ui.painter().rect_stroke(
            rect.shrink(1.0),
            0.0,
            egui::Stroke::new(1.0, crate::ui::theme::AMBER.gamma_multiply(0.6)),
            egui::StrokeKind::Inside,
        );
        let top = ui.cursor().top();
        // Beside the board the decision takes the dock's place: what just happened shows
        // (one line) where it answers it — a response, a counter, a fight — and otherwise
        // is in the log, so the question keeps the column's room.
        let answering = matches!(
            d.ask,
            crate::model::Ask::Response
                | crate::model::Ask::Counter
                | crate::model::Ask::Fight { .. }
        );
        // The player may fold the question to its title to read the tab under it (the
        // hand, a suspect's file); it opens again with the game's next change.
        let folded = io.size.folded == Some(version);
        // Folded, the title and its Show button alone: the line above would push them out of
        // a folded panel's height.
        if layout.decision_in_dock() && answering && !folded {
            // Two rows: a dark card's effect is what the player answers, and one row cuts it.
            status_line(ui, status, &mut io.tab, 2);
            ui.separator();
        }
        ui.painter().rect_filled(
            egui::Rect::from_min_max(rect.min, egui::pos2(rect.max.x, rect.min.y + 3.0)),
            0.0,
            Color32::from_rgb(232, 180, 70),
        );
        // The Fold button first, on the left, the title after it (cut short, never the button):
        // on the right it lay where Hint and End turn are in the turn's panel, and a click meant
        // for them as a bot's card opened this question folded it (rounds 29 and 30 of issue
        // 31, clicking from a screenshot a moment old, past any wait).
        ui.horizontal(|ui| {
            let (label, tip) = if folded {
                (tr("dock-question-show"), tr("dock-question-show-hover"))
            } else {
                (tr("dock-question-fold"), tr("dock-question-fold-hover"))
            };
            // Guarded like the answers as well.
            let mut fold = false;
            guarded(ui, rect, f.hold, |ui| {
                fold = ui.small_button(label).on_hover_text(tip).clicked();
            });
            if fold {
                io.size.folded = (!folded).then_some(version);
                ctx.request_repaint();
            }
            let title = case::decision_title(d);
            // Two rows for a long title (Russian and German run longer), then a smaller
            // heading in three before an ellipsis; folded, one row.
            let width = ui.available_width();
            let lay = |size: f32, rows: usize| {
                let mut job =
                    egui::WidgetText::from(crate::ui::theme::heading(title.clone(), size))
                        .into_layout_job(
                            ui.style(),
                            egui::FontSelection::Default,
                            egui::Align::Min,
                        );
                let job = std::sync::Arc::make_mut(&mut job);
                job.wrap.max_rows = rows;
                job.wrap.max_width = width;
                job.wrap.overflow_character = Some('…');
                ui.fonts_mut(|f| f.layout_job(job.clone()))
            };
            let mut galley = lay(18.0, if folded { 1 } else { 2 });
            if galley.elided && !folded {
                galley = lay(15.0, 3);
            }
            let cut = galley.elided;
            let r = ui.add(egui::Label::new(galley));
            if cut {
                r.on_hover_text(title);
            }
        });
        if folded {
            if (io.size.want - crate::ui::layout::FOLDED_DECISION).abs() > 0.5 {
                io.size.want = crate::ui::layout::FOLDED_DECISION;
                ctx.request_repaint();
            }
            return;
        }
        // What the decision is about stays in sight (the token drawn, say).
        case::decision_head(ui, seen);
        let pinned = ui.cursor().top() - top;
        let mut cmds = Vec::new();
        // A new question starts at its top: two response windows in a row are the same
        // decision, so the game's version tells them apart.
        let shown = egui::ScrollArea::vertical()
            .id_salt(("decision", format!("{d:?}"), version))
            .auto_shrink([false, true])
            .show(ui, |ui| {
                guarded(ui, rect, f.hold, |ui| {
                    if d.ask == crate::model::Ask::Counter {
                        played_on_me(ui, f, seat);
                    }
                    case::decision_body(ui, content, table, seen, seat, &mut io.forms, &mut cmds);
                    // The game's words the question and its answers use, each explained on
                    // hover (a newcomer met "light-shift", "trauma", "hero marker" here with
                    // nothing to say what they are).
                    let mut words = case::decision_title(d);
                    for a in crate::rules::legal_actions(content, seen, seat) {
                        words.push(' ');
                        words.push_str(&crate::i18n::say(
                            content,
                            &crate::rules::action_words(content, seen, seat, &a),
                        ));
                    }
                    crate::ui::glossary::chips(ui, &words);
                    if f.hints_on {
                        ui.add_space(6.0);
                        io.hints.row(ui, version, seat, &mut cmds);
                    }
                });
            });
        let want = pinned + shown.content_size.y + 2.0 * 6.0 + 8.0;
        if (io.size.want - want).abs() > 1.0 {
            io.size.want = want;
            ctx.request_repaint();
        }
        for c in cmds {
            io.out.write(FromScreen(c));
        }
    });
}

/// The dark card just played on `seat` and what it did, from the log, above the question
/// whether to answer it (round 58 of issue 31: "A dark card was played against you" named
/// neither the card nor what it did; only the log said).
fn played_on_me(ui: &mut egui::Ui, f: &Frame, seat: SeatId) {
    let lines: Vec<_> = f.view.log.visible_to(Some(seat)).map(|(_, e)| e).collect();
    let Some(at) = lines
        .iter()
        .rposition(|e| e.text.key().starts_with("log-plays-dark"))
    else {
        return;
    };
    egui::Frame::NONE
        .fill(crate::ui::theme::PANEL)
        .stroke(egui::Stroke::new(1.0, crate::ui::theme::RED))
        .corner_radius(4.0)
        .inner_margin(egui::Margin::same(6))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                egui::RichText::new(tr("counter-played-on-you"))
                    .small()
                    .strong()
                    .color(crate::ui::theme::RED),
            );
            // The card and its text, then each thing it did (a few lines at most).
            for (i, e) in lines[at..].iter().take(5).enumerate() {
                let text = crate::i18n::say(f.content, &e.text);
                let line = egui::RichText::new(text).small();
                ui.label(if i == 0 { line.strong() } else { line });
            }
        });
    ui.add_space(4.0);
}
