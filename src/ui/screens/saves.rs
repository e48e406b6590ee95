//! The saves on the menu: the list to load from (every save, by murder, detectives, how far
//! and when), each deletable after a second click; the words that tell two saves apart.

use crate::content::Content;
use crate::i18n::{tr, tr_args};
use crate::save::{Listed, SaveKind};
use bevy::prelude::*;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// The saves the menu offers, read from disk each time the menu opens.
#[derive(Resource, Default)]
pub struct SaveList {
    /// The saves found, newest first.
    pub saves: Vec<Listed>,
    /// Whether the list is open.
    pub open: bool,
}

impl SaveList {
    /// Reads the saves from disk again.
    pub fn refresh(&mut self) {
        self.saves = crate::save::list_saves(&crate::storage::data_dir());
    }
    /// The game *Continue* goes on with: the newest autosave that can be read, of a case
    /// still open (a closed one is in the saves' list, to review).
    pub fn newest(&self) -> Option<&Listed> {
        self.saves.iter().find(|l| {
            l.kind == SaveKind::Auto
                && l.save
                    .as_ref()
                    .is_ok_and(|s| !s.summary.as_ref().is_some_and(|m| m.closed))
        })
    }
}

/// "Save 3 · Louis Blaine's turn · 23 Nov 14:05 · Evil at the Estates · week 1, day 3 · Caprice
/// Nisei, Floyd 2X3A7C (bot), …": the slot (or *Autosave*), whose turn and when first, what
/// tells two saves of one game apart.
pub fn describe(content: &Content, l: &Listed) -> String {
    let Ok(s) = &l.save else {
        return String::new();
    };
    let when = when(l.saved);
    let lesson = match s.lesson {
        Some(step) => format!(
            "{} · ",
            tr_args("save-lesson-step", &[("n", (step + 1).into())])
        ),
        None => String::new(),
    };
    match &s.summary {
        Some(sum) => format!(
            "{} · {when} · {lesson}{} · {} · {}",
            sum.slot_words(l.kind == SaveKind::Auto),
            sum.murder,
            sum.progress(),
            sum.detectives_words(),
        ),
        None => {
            let murder = s
                .config
                .scenario
                .as_ref()
                .and_then(|id| content.scenario_index(id))
                .map(|i| content.scenarios[i].def.name.clone())
                .unwrap_or_else(|| tr("save-random-murder"));
            format!(
                "{lesson}{murder} · {} · {} · {when}",
                tr_args("save-seats", &[("count", s.config.seats.len().into())]),
                tr_args("save-actions", &[("count", s.commands.len().into())]),
            )
        }
    }
}

/// [`describe`] for a list of saves: its first part (*Autosave* or the save's name, whose
/// turn) in strong letters, a player's save in gold and an autosave in grey-blue, so the two
/// kinds part at a glance (not by colour alone: the words differ too); `small` letters in the
/// pause menu's narrower list.
pub fn describe_rich(
    ui: &egui::Ui,
    content: &Content,
    l: &Listed,
    small: bool,
) -> egui::text::LayoutJob {
    let words = describe(content, l);
    let (head, rest) = match words.match_indices(" · ").nth(1) {
        Some((i, _)) => words.split_at(i),
        None => (words.as_str(), ""),
    };
    let tint = if l.kind == SaveKind::Auto {
        Color32::from_rgb(150, 180, 215)
    } else {
        Color32::from_rgb(240, 205, 120)
    };
    let size = |t: RichText| if small { t.small() } else { t };
    let mut job = egui::text::LayoutJob::default();
    for part in [
        size(RichText::new(head).strong().color(tint)),
        size(RichText::new(rest)),
    ] {
        part.append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Center,
        );
    }
    job
}

/// A time as "23 Nov 14:05" (UTC: the game keeps no time zone).
fn when(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (h, m) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    // Days since 1970 to a calendar date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    format!("{d} {} {h:02}:{m:02}", tr(&format!("month-{month}")))
}

/// Every save, newest first: a broken one says why and cannot be loaded. Each can be deleted,
/// after a second click that says so (the list is read again then). At least `column` wide.
pub(super) fn save_list(
    ui: &mut egui::Ui,
    content: &Content,
    column: f32,
    height: f32,
    list: &mut SaveList,
    load: &mut Option<(std::path::PathBuf, SaveKind, crate::save::SaveFile)>,
) {
    let armed_id = egui::Id::new("save-delete-armed");
    let armed = ui.data(|d| d.get_temp::<(std::path::PathBuf, f64)>(armed_id));
    let now = ui.input(|i| i.time);
    let mut gone = None;
    let mut delete = |ui: &mut egui::Ui, path: &std::path::PathBuf| match &armed {
        // The question comes where Delete was, under the pointer: a double-click must not
        // answer it, so it counts from a moment after.
        Some((p, since)) if p == path => {
            let sure = egui::Button::new(
                RichText::new(tr("save-delete-sure")).color(Color32::from_rgb(255, 150, 120)),
            );
            if ui.add(sure).clicked() && now - since > 0.5 {
                gone = Some(path.clone());
                ui.data_mut(|d| d.remove::<(std::path::PathBuf, f64)>(armed_id));
            }
        }
        _ => {
            if ui
                // Told apart from Load by its colour as well as its word (round 40 of issue 31).
                .small_button(RichText::new(tr("save-delete")).color(crate::ui::theme::RED))
                .on_hover_text(tr("save-delete-hover"))
                .clicked()
            {
                ui.data_mut(|d| d.insert_temp(armed_id, (path.clone(), now)));
            }
        }
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        // Never wider than the window: a long line wraps instead of pushing the menu aside.
        let width = (column + 260.0)
            .min(ui.available_width() - 16.0)
            .max(column);
        ui.set_width(width);
        ui.set_max_width(width);
        egui::ScrollArea::vertical()
            .max_height(height.max(90.0))
            .show(ui, |ui| {
                for l in &list.saves {
                    ui.horizontal(|ui| match &l.save {
                        Ok(s) => {
                            if ui.button(tr("save-load")).clicked() {
                                *load = Some((l.path.clone(), l.kind, s.clone()));
                            }
                            delete(ui, &l.path);
                            ui.add(egui::Label::new(describe_rich(ui, content, l, false)).wrap());
                        }
                        Err(e) => {
                            ui.add_enabled(false, egui::Button::new(tr("save-load")));
                            delete(ui, &l.path);
                            ui.colored_label(Color32::from_rgb(255, 150, 120), e.to_string());
                        }
                    });
                }
            });
    });
    if let Some(gone) = gone {
        match crate::save::delete_save(&crate::storage::data_dir(), &gone) {
            Ok(()) => list.refresh(),
            Err(e) => warn!("could not delete {}: {e}", gone.display()),
        }
    }
}

/// How many saves there are: the player's own and the game's autosaves, told apart.
pub(super) fn saves_count(list: &SaveList) -> String {
    let auto = list
        .saves
        .iter()
        .filter(|l| l.kind == SaveKind::Auto)
        .count();
    let saves = list.saves.len() - auto;
    if auto == 0 {
        tr_args("menu-saves-count", &[("count", saves.into())])
    } else {
        tr_args(
            "menu-saves-summary",
            &[("saves", saves.into()), ("auto", auto.into())],
        )
    }
}
