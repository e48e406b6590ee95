//! The top bar: the calendar, whose turn it is (and whether a bot or a person plays it) with
//! the Time left, the pace of the others' turns, and the menu. One line of a fixed height:
//! what does not fit a narrow window goes into tooltips, never onto a second line.

use super::color32;
use crate::game::{GameView, SeatKind};
use crate::rules::is_climax;
use crate::ui::layout::{TableLayout, TableSet, region};
use crate::ui::screens::pause::PauseMenu;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

pub struct TopBarPlugin;

impl Plugin for TopBarPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, top_bar.in_set(TableSet::TopBar));
    }
}

fn top_bar(
    mut contexts: EguiContexts,
    view: GameView,
    layout: Res<TableLayout>,
    mut pause: ResMut<PauseMenu>,
    mut help: ResMut<crate::ui::help::RulesWindow>,
    mut pace: crate::ui::pace::PaceControl,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let snap = view.public();
    let content = &view.q.content;
    let table = &view.q.table;
    let wide = layout.top.width() > 1150.0;
    region(&ctx, "top-bar", layout.top, |ui| {
        ui.horizontal_centered(|ui| {
            calendar(ui, snap.clock.week, snap.clock.day, wide);
            ui.separator();
            let active = snap.active();
            let seat = &table.seats[active];
            let d = &content.detectives[seat.detective].def;
            ui.label(
                RichText::new(format!(" {} ", d.initials))
                    .background_color(color32(d.color))
                    .color(Color32::BLACK)
                    .strong(),
            );
            let who = match seat.kind {
                SeatKind::Human => "",
                SeatKind::Bot => " (bot)",
            };
            ui.label(
                RichText::new(format!("{}{who}", d.name))
                    .strong()
                    .size(16.0),
            );
            time_track(ui, snap.clock.time, d.time_per_turn);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui
                    .button(RichText::new("☰ Menu").size(15.0))
                    .on_hover_text("Pause: save, load, settings, rules, back to the menu (Esc).")
                    .clicked()
                {
                    pause.open = true;
                }
                if ui
                    .button("Rules (F1)")
                    .on_hover_text("The rules reference, searchable.")
                    .clicked()
                {
                    help.toggle();
                }
                ui.separator();
                pace.show(ui, snap, table);
            });
        });
    });
    Ok(())
}

/// "Week 1 · Day 3", and (on a wide window) the two weeks of six days: today marked, event
/// days (E), plot days (P) and the climax (!). The days are in the tooltip either way.
fn calendar(ui: &mut egui::Ui, week: u8, day: u8, strip: bool) {
    let r = ui.label(
        RichText::new(format!("Week {week} · Day {day}"))
            .strong()
            .size(16.0),
    );
    let days = || (1..=2u8).flat_map(|w| (1..=6u8).map(move |d| (w, d)));
    let words = |w: u8, d: u8| {
        format!(
            "Week {w}, day {d}{}{}",
            match d {
                2 | 4 | 5 => ": a general event at the end of the day (R-ROUND-5)",
                3 | 6 => ": plots resolve at the end of the day (R-PLOT-3)",
                _ => "",
            },
            if is_climax(w, d) {
                "; climax — followed-up leads leave the game (R-ROUND-8)"
            } else {
                ""
            }
        )
    };
    r.on_hover_ui(|ui| {
        for (w, d) in days().filter(|&(w, d)| (w, d) >= (week, day)) {
            ui.label(words(w, d));
        }
    });
    if !strip {
        return;
    }
    ui.spacing_mut().item_spacing.x = 2.0;
    for (w, d) in days() {
        let mark = match d {
            2 | 4 | 5 => "E",
            3 | 6 => "P",
            _ => "·",
        };
        let mark = if is_climax(w, d) {
            format!("{mark}!")
        } else {
            mark.to_string()
        };
        let today = (w, d) == (week, day);
        let past = (w, d) < (week, day);
        let fill = if today {
            Color32::from_rgb(230, 200, 80)
        } else if past {
            Color32::from_gray(50)
        } else if is_climax(w, d) {
            Color32::from_rgb(110, 40, 40)
        } else {
            Color32::from_gray(80)
        };
        let text = RichText::new(format!("{d}{mark}"))
            .monospace()
            .size(11.0)
            .background_color(fill)
            .color(if today {
                Color32::BLACK
            } else {
                Color32::from_gray(220)
            });
        ui.label(text).on_hover_text(words(w, d));
        if (w, d) == (1, 6) {
            ui.add_space(4.0);
        }
    }
    ui.spacing_mut().item_spacing.x = 8.0;
}

/// The time track: one box per Time, filled for what is left.
fn time_track(ui: &mut egui::Ui, left: u8, of: u8) {
    ui.spacing_mut().item_spacing.x = 2.0;
    for i in 0..of.max(left) {
        let c = if i < left {
            Color32::from_rgb(90, 200, 255)
        } else {
            Color32::from_gray(60)
        };
        ui.label(RichText::new("■").color(c).size(16.0));
    }
    ui.spacing_mut().item_spacing.x = 8.0;
    ui.label(RichText::new(format!("{left} Time")).strong())
        .on_hover_text("Time left this turn: a move, following up a lead, drawing or discarding a card, playing a light card or getting a jump on the case cost 1 Time each; abilities and events as they say (R-ROUND-2, R-ROUND-3).");
}
