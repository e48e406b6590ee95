//! The top bar: the calendar, whose turn it is (and whether a bot or a person plays it) with
//! the Time left, the pace of the others' turns, and the menu. One line of a fixed height:
//! what does not fit a narrow window goes into tooltips, never onto a second line.

use super::color32;
use crate::game::SeatKind;
use crate::i18n::{tr, tr_args};
use crate::rules::is_climax;
use crate::ui::layout::{TableLayout, TableSet, region};
use crate::ui::screens::pause::PauseMenu;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The top bar: the calendar, whose turn it is with the Time left, the pace and the menu.
pub struct TopBarPlugin;

impl Plugin for TopBarPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, top_bar.in_set(TableSet::TopBar));
    }
}

fn top_bar(
    mut contexts: EguiContexts,
    view: crate::ui::viewer::TableRead,
    layout: Res<TableLayout>,
    mut pause: ResMut<PauseMenu>,
    mut help: ResMut<crate::ui::help::RulesWindow>,
    mut pace: crate::ui::pace::PaceControl,
    session: Res<State<crate::game::Session>>,
) -> Result {
    let outcome = view.outcome.as_ref();
    // A finished game, or one stepped through, has nobody playing: no pace to set.
    let over = outcome.is_some() || *session.get() == crate::game::Session::Reviewing;
    let ctx = contexts.ctx_mut()?.clone();
    let snap = view.public();
    let content = &view.content;
    let table = &view.table;
    let wide = layout.top.width() > 1300.0;
    let narrow = layout.top.width() < 980.0;
    let right_id = egui::Id::new("top-bar-right");
    let right_w = ctx.data(|d| d.get_temp::<f32>(right_id)).unwrap_or(420.0);
    region(&ctx, "top-bar", layout.top, |ui| {
        ui.horizontal_centered(|ui| {
            calendar(ui, snap.clock.week, snap.clock.day, wide);
            ui.separator();
            // A closed case has nobody at play: no seat, no Time.
            if outcome.is_some() {
                ui.label(RichText::new(tr("top-case-closed")).strong().size(16.0));
            }
            let active = snap.active();
            let seat = &table.seats[active];
            let d = &content.detectives[seat.detective].def;
            if outcome.is_none() {
                ui.label(
                    RichText::new(format!(" {} ", d.initials))
                        .background_color(color32(d.color))
                        .color(Color32::BLACK)
                        .strong(),
                )
                .on_hover_text(&d.name);
                let who = match seat.kind {
                    SeatKind::Human => String::new(),
                    SeatKind::Bot => format!(" {}", tr("top-bot")),
                };
                // A narrow bar keeps the first name (the whole in the initials' tooltip). Short
                // of room (a language's longer words at 150%, the climax's mark), the Time
                // track gives way to its count, then the name to the initials: nothing runs
                // under the pace.
                let first = d.name.split_whitespace().next().unwrap_or_default();
                let (name, size) = if narrow {
                    (format!("{first}{who}"), None)
                } else {
                    (format!("{}{who}", d.name), Some(16.0))
                };
                let width = |ui: &egui::Ui, text: &str, size: Option<f32>| {
                    let font = size.map_or_else(
                        || egui::TextStyle::Body.resolve(ui.style()),
                        egui::FontId::proportional,
                    );
                    ui.fonts_mut(|f| {
                        f.layout_no_wrap(text.to_string(), font, Color32::WHITE)
                            .size()
                            .x
                    })
                };
                let left = d.time_per_turn.max(snap.clock.time);
                let time_words = tr_args("top-time", &[("time", snap.clock.time.into())]);
                let count_w = width(ui, &time_words, None) + 16.0;
                let track_w = 18.0 * f32::from(left) + count_w;
                let room = ui.available_width() - right_w - 16.0;
                let name_w = width(ui, &name, size) + 8.0;
                let compact = name_w + track_w > room;
                if name_w + count_w <= room {
                    let mut text = RichText::new(name).strong();
                    if let Some(size) = size {
                        text = text.size(size);
                    }
                    ui.label(text);
                }
                time_track(ui, snap.clock.time, d.time_per_turn, compact);
                // The rules' chips take what the right-hand buttons leave (their width as
                // drawn last frame): they never run under the pace or the menu.
                let room = ui.available_width() - right_w - 12.0;
                own_rules(ui, content, snap, active, wide, room);
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let from = ui.cursor().max.x;
                if ui
                    .button(RichText::new(tr("top-menu")).size(15.0))
                    .on_hover_text(tr("top-menu-hover"))
                    .clicked()
                {
                    pause.open = true;
                }
                let murder_rule = content
                    .scenarios
                    .get(table.scenario)
                    .and_then(|m| m.def.rule.as_ref())
                    .map(|r| {
                        let rule = tr_args(
                            "top-murder-rule",
                            &[
                                ("name", r.name.as_str().into()),
                                ("kind", r.id.as_str().into()),
                                ("what", r.text.as_str().into()),
                            ],
                        );
                        format!("\n\n{rule}")
                    })
                    .unwrap_or_default();
                if ui
                    .button(tr(if narrow { "top-rules" } else { "rules-open" }))
                    .on_hover_text(format!("{}{murder_rule}", tr("top-rules-hover")))
                    .clicked()
                {
                    help.toggle();
                }
                if !over {
                    ui.separator();
                    pace.show(ui, snap, table, !narrow);
                    super::score::chip(ui, content, &view);
                }
                let used = from - ui.cursor().max.x;
                if (used - right_w).abs() > 0.5 {
                    ui.ctx().data_mut(|d| d.insert_temp(right_id, used));
                    ui.ctx().request_repaint();
                }
            });
        });
    });
    Ok(())
}

/// "Week 1 · Day 3", and (on a wide window) the two weeks of six days: today lit, event days
/// (a diamond), plot days (a square) and the climax (a red frame). The days are in the tooltip
/// either way.
fn calendar(ui: &mut egui::Ui, week: u8, day: u8, strip: bool) {
    let r = ui.label(
        RichText::new(tr_args(
            "top-week-day",
            &[("week", week.into()), ("day", day.into())],
        ))
        .strong()
        .size(16.0),
    );
    let days = || (1..=2u8).flat_map(|w| (1..=6u8).map(move |d| (w, d)));
    let words = |w: u8, d: u8| {
        let mut out = tr_args("top-day", &[("week", w.into()), ("day", d.into())]);
        match d {
            2 | 4 | 5 => out = format!("{out}: {}", tr("top-day-event")),
            3 | 6 => out = format!("{out}: {}", tr("top-day-plots")),
            _ => {}
        }
        if is_climax(w, d) {
            out = format!("{out}; {}", tr("top-day-climax"));
        }
        out
    };
    r.on_hover_ui(|ui| {
        for (w, d) in days().filter(|&(w, d)| (w, d) >= (week, day)) {
            ui.label(words(w, d));
        }
    });
    // The climax is marked on every width, the strip or not.
    if is_climax(week, day) {
        ui.label(
            RichText::new(format!(" {} ", tr("top-climax")))
                .background_color(Color32::from_rgb(190, 55, 45))
                .color(Color32::WHITE)
                .strong(),
        )
        .on_hover_text(tr("top-climax-hover"));
    }
    if !strip {
        return;
    }
    ui.add_space(6.0);
    for (w, d) in days() {
        day_cell(ui, w, d, (week, day)).on_hover_text(words(w, d));
        if (w, d) == (1, 6) {
            ui.add_space(6.0);
        }
    }
}

/// One day of the calendar strip: its number, and under it a mark by shape (colour only
/// repeats it): a diamond for an event, a square for plots, a red frame and a bar on top for
/// the climax. Today is lit amber; days gone are dim.
fn day_cell(ui: &mut egui::Ui, w: u8, d: u8, today: (u8, u8)) -> egui::Response {
    let (rect, r) = ui.allocate_exact_size(egui::vec2(21.0, 30.0), egui::Sense::hover());
    let p = ui.painter();
    let now = (w, d) == today;
    let past = (w, d) < today;
    let climax = is_climax(w, d);
    let fill = if now {
        Color32::from_rgb(232, 180, 70)
    } else if past {
        Color32::from_gray(34)
    } else {
        Color32::from_gray(58)
    };
    let ink = if now {
        Color32::BLACK
    } else if past {
        Color32::from_gray(110)
    } else {
        Color32::from_gray(225)
    };
    p.rect_filled(rect, 4.0, fill);
    if climax {
        p.rect_stroke(
            rect.shrink(0.5),
            4.0,
            egui::Stroke::new(1.5, Color32::from_rgb(220, 70, 60)),
            egui::StrokeKind::Inside,
        );
        p.line_segment(
            [
                rect.left_top() + egui::vec2(5.0, 2.5),
                rect.right_top() + egui::vec2(-5.0, 2.5),
            ],
            egui::Stroke::new(2.0, Color32::from_rgb(220, 70, 60)),
        );
    }
    p.text(
        rect.center_top() + egui::vec2(0.0, 11.0),
        egui::Align2::CENTER_CENTER,
        d.to_string(),
        egui::FontId::proportional(13.0),
        ink,
    );
    let m = rect.center_bottom() - egui::vec2(0.0, 7.0);
    match d {
        2 | 4 | 5 => {
            let s = 3.5;
            p.add(egui::Shape::convex_polygon(
                vec![
                    m + egui::vec2(0.0, -s),
                    m + egui::vec2(s, 0.0),
                    m + egui::vec2(0.0, s),
                    m + egui::vec2(-s, 0.0),
                ],
                ink,
                egui::Stroke::NONE,
            ));
        }
        3 | 6 => {
            p.rect_filled(
                egui::Rect::from_center_size(m, egui::vec2(6.0, 6.0)),
                0.0,
                ink,
            );
        }
        _ => {}
    }
    r
}

/// The time track: one box per Time, filled for what is left (`compact`: the count alone).
fn time_track(ui: &mut egui::Ui, left: u8, of: u8, compact: bool) {
    ui.spacing_mut().item_spacing.x = 2.0;
    for i in 0..if compact { 0 } else { of.max(left) } {
        let c = if i < left {
            Color32::from_rgb(90, 200, 255)
        } else {
            Color32::from_gray(60)
        };
        ui.label(RichText::new("■").color(c).size(16.0));
    }
    ui.spacing_mut().item_spacing.x = 8.0;
    ui.label(RichText::new(tr_args("top-time", &[("time", left.into())])).strong())
        .on_hover_text(tr("top-time-hover"));
}

/// The active detective's own standing rules that matter this turn (Floyd's Directives,
/// Louis's Mood): a warning where one is at stake ("Third Directive: be at Haas-Bioroid by the
/// end of day 4 — 2 moves away"), the card's text on hover. On a narrower bar only the
/// warnings show, the words shortened to the rule's name.
fn own_rules(
    ui: &mut egui::Ui,
    content: &crate::content::Content,
    snap: &crate::rules::Snapshot,
    seat: crate::ids::SeatId,
    wide: bool,
    room: f32,
) {
    let mut left = room;
    let mut rules = crate::rules::words::standing_rules(content, snap, seat);
    let say = |m: &crate::model::Msg| crate::i18n::say(content, m);
    // Warnings first, where room is short.
    rules.sort_by_key(|r| !r.warn);
    for r in rules {
        if !wide && !r.warn {
            continue;
        }
        let short = say(&r.short);
        let words = if wide {
            short.clone()
        } else {
            short.split(':').next().unwrap_or_default().to_string()
        };
        let (text, fill) = if r.warn {
            (format!(" ⚠ {words} "), Color32::from_rgb(150, 95, 30))
        } else {
            (format!(" {words} "), Color32::from_gray(55))
        };
        // What does not fit is left out (the Detectives tab and the tooltip keep it).
        let font = egui::TextStyle::Small.resolve(ui.style());
        let w = ui.fonts_mut(|f| {
            f.layout_no_wrap(text.clone(), font, Color32::WHITE)
                .size()
                .x
        }) + ui.spacing().item_spacing.x;
        if w > left {
            break;
        }
        left -= w;
        ui.label(
            RichText::new(text)
                .background_color(fill)
                .color(Color32::WHITE)
                .small(),
        )
        .on_hover_text(format!("{short}\n\n{}", r.text));
    }
}

/// Next to a greyed button: why it cannot be pressed, in words (not only on hover), without
/// rule IDs.
pub fn why_greyed(ui: &mut egui::Ui, why: &str) {
    ui.label(
        RichText::new(crate::rules::words::plain(why))
            .small()
            .weak()
            .italics(),
    );
}
