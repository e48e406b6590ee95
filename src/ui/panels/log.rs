//! The log panel: what happened, grouped by day and by the detective it is about (their
//! initials on their colour, then the lines), the viewer's own secrets marked (D-8), a filter
//! by detective, and a switch that leaves out what changed nothing (a pass, a benefit let go).
//! Hovering a line that names places lights them on the board.

use crate::content::{Content, LocId};
use crate::game::{GameLog, LogEntry, PublicTable};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use bevy::prelude::*;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// Which seat's lines the log shows, and whether it leaves out what changed nothing.
#[derive(Resource)]
pub struct LogView {
    /// `None`: every seat's lines.
    pub seat: Option<SeatId>,
    /// Leave out passes and offers let go.
    pub skip_passes: bool,
}

impl Default for LogView {
    fn default() -> Self {
        LogView {
            seat: None,
            skip_passes: true,
        }
    }
}

/// A line that records a choice not to act: a pass, a benefit or an offer let go, a turn with
/// nothing left to do.
pub fn is_pass(text: &crate::model::Msg) -> bool {
    matches!(
        text.key(),
        "log-jimmy-declined"
            | "log-free-card-skipped"
            | "log-benefit-skipped-shift"
            | "log-benefit-skipped-favor"
            | "log-benefit-skipped-baggage"
            | "log-no-time-left"
    )
}

/// A detective's name, initials and colour.
fn seat_look(content: &Content, table: &PublicTable, seat: SeatId) -> (String, String, Color32) {
    let d = &content.detectives[table.seats[seat].detective].def;
    (
        d.name.clone(),
        d.initials.clone(),
        Color32::from_rgb(d.color.0, d.color.1, d.color.2),
    )
}

/// The filter: every detective or one, and whether passes show.
pub fn log_filter(ui: &mut egui::Ui, content: &Content, table: &PublicTable, view: &mut LogView) {
    // A seat of an earlier game with more seats.
    if view.seat.is_some_and(|s| s.index() >= table.seats.len()) {
        view.seat = None;
    }
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut view.seat, None, tr("log-all"));
        for s in SeatId::all(table.seats.len()) {
            let (name, initials, c) = seat_look(content, table, s);
            ui.selectable_value(
                &mut view.seat,
                Some(s),
                RichText::new(format!(" {initials} "))
                    .background_color(c)
                    .color(Color32::BLACK)
                    .strong(),
            )
            .on_hover_text(tr_args(
                "log-only-about",
                &[
                    ("name", name.as_str().into()),
                    ("seat", (s.index() + 1).into()),
                ],
            ));
        }
        ui.separator();
        ui.checkbox(&mut view.skip_passes, tr("log-skip-passes"))
            .on_hover_text(tr("log-skip-passes-hover"));
    });
}

/// A log line as the player reads it: without rule IDs, and a specific event's text naming
/// only the suspects in this game (R-SETUP-2, R-EVENT-3; the log keeps the line as written, so
/// a game's digest does not change).
pub fn shown_text(content: &Content, table: &PublicTable, text: &crate::model::Msg) -> String {
    if text.key() == "log-specific-revealed"
        && let Some(crate::model::Arg::Event(id)) = text.arg("event")
        && let Some(sheet) = content.scenarios.get(table.scenario)
    {
        let in_play: Vec<_> = sheet
            .suspects
            .iter()
            .take(table.seats.len() + 1)
            .map(|s| s.0)
            .collect();
        let shown = crate::rules::words::event_text(
            content,
            *id,
            &in_play,
            &format!("{} ", tr("event-leads-move")),
        );
        let line = crate::model::Msg::new("log-specific-revealed")
            .event("event", *id)
            .text("text", shown);
        return crate::rules::words::plain(&crate::i18n::say(content, &line));
    }
    let line = crate::rules::words::plain(&crate::i18n::say(content, text));
    // An NPC's event in a game without its detective: what it says of that detective does
    // nothing here (round 48 of issue 31 read Floyd's words in a game without Floyd; the
    // Events tab said so, the log did not).
    if text.key() == "log-event"
        && let Some(crate::model::Arg::Event(id)) = text.arg("event")
        && let Some(ev) = content.events.get(id.index())
        && let Some((npc, _)) = ev.npcs.first()
        && !table.seats.iter().any(|s| s.detective == npc.detective)
    {
        let owner = content.detectives[npc.detective].def.name.as_str();
        return format!(
            "{line} {}",
            tr_args("log-event-owner-absent", &[("owner", owner.into())])
        );
    }
    line
}

/// Whether the log's line `e` is about `seat`'s detective, for the filter: its own lines, and
/// the others' that name it (a card played on it, a lead of its moved) — what was done to it
/// too.
pub fn about(table: &PublicTable, seat: SeatId, e: &LogEntry) -> bool {
    e.seat == Some(seat)
        || table
            .seats
            .get(seat.index())
            .is_some_and(|st| e.text.names(st.detective))
}

/// The lines the viewer may read (the public ones and its own secrets, D-8), oldest first,
/// under a heading per day and per run of lines about one detective. Returns the places named
/// by the line under the pointer, for the board to light.
pub fn log_lines(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    log: &GameLog,
    viewer: Option<SeatId>,
    view: &LogView,
) -> Vec<LocId> {
    let shown: Vec<&LogEntry> = log
        .visible_to(viewer)
        .map(|(_, e)| e)
        .filter(|e| view.seat.is_none_or(|s| about(table, s, e)))
        .filter(|e| !view.skip_passes || !is_pass(&e.text))
        .collect();
    if shown.is_empty() {
        ui.label(RichText::new(tr("log-nothing")).weak());
        return Vec::new();
    }
    let mut lit = Vec::new();
    let mut day = None;
    let mut who: Option<Option<SeatId>> = None;
    for e in shown {
        if day != Some((e.week, e.day)) {
            day = Some((e.week, e.day));
            who = None;
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                ui.label(
                    RichText::new(tr_args(
                        "top-week-day",
                        &[("week", e.week.into()), ("day", e.day.into())],
                    ))
                    .strong()
                    .color(Color32::from_gray(170)),
                );
                ui.add(egui::Separator::default().horizontal());
            });
        }
        if who != Some(e.seat) {
            who = Some(e.seat);
            ui.add_space(2.0);
            match e.seat {
                Some(s) => {
                    let (name, initials, c) = seat_look(content, table, s);
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(format!(" {initials} "))
                                .background_color(c)
                                .color(Color32::BLACK)
                                .strong(),
                        );
                        ui.label(RichText::new(name).strong().color(c));
                    });
                }
                None => {
                    ui.label(
                        RichText::new(tr("log-the-table"))
                            .strong()
                            .color(Color32::GRAY),
                    );
                }
            }
        }
        // Indented under its detective, wrapped lines too.
        let r = egui::Frame::NONE
            .inner_margin(egui::Margin {
                left: 14,
                ..Default::default()
            })
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    if e.private_to.is_some() {
                        ui.label(RichText::new(tr("log-secret")).small().italics().weak())
                            .on_hover_text(tr("log-secret-hover"));
                    }
                    // Running text without rule IDs.
                    ui.label(shown_text(content, table, &e.text))
                })
            })
            .response;
        if r.contains_pointer() {
            lit = e.text.places();
        }
    }
    lit
}
