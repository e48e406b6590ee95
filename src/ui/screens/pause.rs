//! The pause menu (Esc, or *☰ Menu* in the top bar): resume, save, load another game,
//! settings, rules, back to the menu, quit. The game stands still while it is open (the bots
//! wait).

use crate::content::Content;
use crate::game::{GameRequest, Pause, Saved, TableRequest, TableView};
use crate::i18n::{tr, tr_args};
use crate::save::SaveKind;
use crate::ui::Note;
use crate::ui::Screen;
use crate::ui::board::input::Ruler;
use crate::ui::layout::TableSet;
use crate::ui::screens::loading::load_game;
use crate::ui::screens::saves::{SaveList, describe, describe_rich};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The pause menu: resume, save, load, settings, rules, back to the menu, quit.
pub struct PausePlugin;

impl Plugin for PausePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<PauseMenu>()
            .add_systems(
                EguiPrimaryContextPass,
                pause_menu.in_set(TableSet::Overlays),
            )
            .add_systems(Update, said_saved.in_set(crate::game::Flow::Present))
            .add_systems(
                Update,
                follow_the_menu
                    .in_set(crate::game::Flow::Input)
                    .before(crate::game::BotSet),
            )
            .add_systems(
                OnExit(Screen::Game),
                |mut p: ResMut<PauseMenu>, mut next: ResMut<NextState<Pause>>| {
                    *p = PauseMenu::default();
                    NextState::set_if_neq(&mut *next, Pause::Running);
                },
            );
    }
}

/// Whether the pause menu is open, and its list of saves.
#[derive(Resource, Default)]
pub struct PauseMenu {
    /// Whether it is open.
    pub open: bool,
    loading: bool,
    /// Settings or the rules were opened from it: it opens again when they close.
    reopen: bool,
    /// When it opened again after them (egui's clock): for a moment its buttons take no click,
    /// so a second click meant for the window's Cancel never lands on Quit under it.
    reopened_at: Option<f64>,
    /// The name typed for the next save (empty: "Save 3").
    name: String,
    /// What the last save in this opening of the menu said (saved as …, or why not): the menu
    /// stays open after Save, the game paused under it (round 30 of issue 31: the bots went on
    /// at once).
    said: Option<(bool, String)>,
}

/// How long the menu, opened again after Settings or the rules, takes no click (seconds).
const REOPEN_HOLD: f64 = 0.5;

/// While the pause menu, the rules window or Settings is open the game is paused
/// ([`Pause`]): the bots wait.
fn follow_the_menu(
    menu: Res<PauseMenu>,
    (rules, settings): (
        Option<Res<crate::ui::help::RulesWindow>>,
        Option<Res<crate::ui::help::SettingsWindow>>,
    ),
    now: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
) {
    // Reading the rules or changing the settings holds the game too: nothing goes on behind
    // the window.
    let reading = rules.is_some_and(|r| r.open) || settings.is_some_and(|s| s.open);
    let want = if menu.open || reading {
        Pause::Paused
    } else {
        Pause::Running
    };
    if *now.get() != want {
        NextState::set_if_neq(&mut *next, want);
    }
}

/// The game's answer to a save asked for in the menu, as a note on the status line and a
/// notice (the status line may be busy with the turn).
fn said_saved(
    mut saved: MessageReader<Saved>,
    mut notes: MessageWriter<Note>,
    mut notices: ResMut<crate::ui::notices::Notices>,
    mut menu: ResMut<PauseMenu>,
    time: Res<Time<Real>>,
) {
    for s in saved.read() {
        menu.said = Some(match &s.0 {
            Ok(slot) => (
                true,
                tr_args("pause-saved", &[("slot", slot.clone().into())]),
            ),
            Err(e) => (false, e.clone()),
        });
        notes.write(match &s.0 {
            Ok(slot) => {
                let text = tr_args("pause-saved", &[("slot", slot.clone().into())]);
                notices.say(
                    text.clone(),
                    crate::ui::notices::NoticeKind::Saved,
                    time.elapsed_secs(),
                );
                Note {
                    text,
                    refused: false,
                    notice: false,
                }
            }
            Err(e) => Note {
                text: e.clone(),
                refused: true,
                notice: false,
            },
        });
    }
}

fn pause_menu(
    mut contexts: EguiContexts,
    mut menu: ResMut<PauseMenu>,
    ruler: Res<Ruler>,
    mut help: crate::ui::help::Help,
    mut list: ResMut<SaveList>,
    (content, view, mut after): (
        Res<Content>,
        Res<TableView>,
        ResMut<crate::ui::notices::AfterLoad>,
    ),
    (mut commands, mut next, mut exit, mut asks, mut requests, mut slot): (
        Commands,
        ResMut<NextState<Screen>>,
        MessageWriter<AppExit>,
        MessageWriter<TableRequest>,
        MessageWriter<GameRequest>,
        ResMut<crate::save::SaveSlot>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // Esc: a ruler or a help window first; then the menu opens or closes.
    // A new press only: Esc held down after it cancelled a ruler drag repeats, and a repeat
    // must not open the menu the press did not.
    let esc = ctx.input(|i| {
        i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::Escape,
                    pressed: true,
                    repeat: false,
                    ..
                }
            )
        })
    });
    // The turn's list open over the board: Esc shuts it, not the table.
    let list_open = !menu.open && crate::ui::panels::options::float_open(&ctx);
    if esc && list_open {
        ctx.data_mut(|d| {
            d.insert_temp(egui::Id::new(crate::ui::panels::options::FLOAT_CLOSE), true)
        });
        ctx.request_repaint();
    } else if esc && ruler.0.is_none() && !help.rules.open && !help.settings_window.open {
        menu.open = !menu.open;
        menu.said = None;
        menu.loading = false;
    }
    // Back from Settings or the rules opened here: to the menu, not straight to the table.
    if menu.reopen && !help.settings_window.open && !help.rules.open {
        menu.reopen = false;
        menu.open = true;
        menu.reopened_at = Some(ctx.input(|i| i.time));
    }
    let now = ctx.input(|i| i.time);
    let held = menu.reopened_at.is_some_and(|t| now - t < REOPEN_HOLD);
    if held {
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(REOPEN_HOLD));
    }
    if !menu.open {
        return Ok(());
    }
    let mut close = false;
    // The table dims behind it: the game stands still.
    // A short window (1280×720 at 150%): lower buttons. The menu stays centred: anchored
    // under the top bar, egui's backdrop (laid out with the modal's area) no longer dimmed the
    // table, and a bot's caption stayed bright beside the menu.
    let short = ctx.content_rect().height() < 560.0;
    let modal = crate::ui::theme::modal("pause").backdrop_color(Color32::from_black_alpha(150));
    let row = if short { 26.0 } else { 32.0 };
    let modal = modal.show(&ctx, |ui| {
        ui.set_width(360.0);
        if held {
            ui.disable();
        }
        ui.heading(tr("pause-title"));
        ui.label(
            RichText::new(tr_args(
                "pause-when",
                &[
                    ("week", view.public.clock.week.into()),
                    ("day", view.public.clock.day.into()),
                ],
            ))
            .weak(),
        );
        ui.add_space(if short { 2.0 } else { 8.0 });
        let wide = |ui: &mut egui::Ui, text: &str| {
            ui.add(
                egui::Button::new(RichText::new(text).size(16.0)).min_size(egui::vec2(340.0, row)),
            )
        };
        if wide(ui, &tr("pause-resume")).clicked() {
            close = true;
        }
        let save = save_row(ui, &mut menu.name, row);
        if save {
            asks.write(TableRequest::Save(std::mem::take(&mut menu.name)));
        }
        if let Some((ok, said)) = &menu.said {
            let mark = if *ok { "✔" } else { "✖" };
            ui.label(RichText::new(format!("{mark} {said}")).small());
        }
        // The saves' list, open, takes the fine print's room (150% on a laptop).
        if !menu.loading {
            ui.label(RichText::new(tr("pause-autosaves")).small().weak());
        }
        if wide(
            ui,
            &tr(if menu.loading {
                "pause-saves-hide"
            } else {
                "pause-saves-show"
            }),
        )
        .clicked()
        {
            menu.loading = !menu.loading;
            if menu.loading {
                list.refresh();
            }
        }
        if menu.loading {
            // The list scrolls in its own box, never taller than the screen leaves under
            // the menu's top and over the buttons under it (two a row while it is open).
            let room = (ctx.content_rect().height() - 330.0).clamp(80.0, 420.0);
            if let Some(l) = saves_box(ui, &list, &content, room)
                && let Ok(s) = &l.save
            {
                slot.0 = (l.kind == SaveKind::Auto).then(|| l.path.clone());
                // The save's first two parts (its kind or name, whose turn): the rest
                // is in the list.
                let what = describe(&content, l)
                    .split(" · ")
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(" · ");
                after.0 = Some(tr_args("pause-loaded", &[("what", what.into())]));
                load_game(&mut commands, &mut next, s.clone());
                close = true;
            }
        }
        // While the saves' list is open the buttons under it go two a row (a short window
        // at 150% keeps them all in sight under the list).
        let pair = menu.loading;
        let lower = |ui: &mut egui::Ui, key: &str| {
            if pair {
                ui.add(
                    egui::Button::new(RichText::new(tr(key)).size(15.0))
                        .min_size(egui::vec2(166.0, row)),
                )
            } else {
                wide(ui, &tr(key))
            }
        };
        if pair {
            ui.add_space(4.0);
        }
        let (settings, rules) = rows(ui, pair, |ui| {
            (lower(ui, "pause-settings"), lower(ui, "pause-rules"))
        });
        if settings.clicked() {
            help.settings_window.open(&help.settings);
            menu.reopen = true;
            close = true;
        }
        if rules.clicked() {
            help.rules.open = true;
            menu.reopen = true;
            close = true;
        }
        let (to_menu, quit) = rows(ui, pair, |ui| {
            let m = lower(ui, "pause-to-menu");
            if !pair {
                ui.label(RichText::new(tr("pause-to-menu-under")).small().weak());
            }
            (m, lower(ui, "pause-quit"))
        });
        if to_menu.clicked() {
            requests.write(GameRequest::Leave);
            next.set(Screen::Menu);
            close = true;
        }
        if quit.clicked() {
            exit.write(AppExit::Success);
        }
    });
    if close || (modal.should_close() && !esc) {
        menu.open = false;
        menu.loading = false;
        menu.said = None;
    }
    Ok(())
}

/// Draws `add` in a row (`pair`) or as it comes, one under the other.
fn rows<R>(ui: &mut egui::Ui, pair: bool, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    if pair {
        ui.horizontal(add).inner
    } else {
        add(ui)
    }
}

/// The saves' list in a box of its own (where it ends and the buttons begin is seen), scrolling
/// in `room` points: the save whose *Load* was pressed.
fn saves_box<'a>(
    ui: &mut egui::Ui,
    list: &'a SaveList,
    content: &Content,
    room: f32,
) -> Option<&'a crate::save::Listed> {
    let mut chosen = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        egui::ScrollArea::vertical()
            .max_height(room)
            .show(ui, |ui| {
                for l in &list.saves {
                    ui.horizontal_wrapped(|ui| match &l.save {
                        Ok(_) => {
                            if ui.button(tr("save-load")).clicked() {
                                chosen = Some(l);
                            }
                            ui.label(describe_rich(ui, content, l, true));
                        }
                        Err(e) => {
                            ui.colored_label(Color32::from_rgb(255, 150, 120), e.to_string());
                        }
                    });
                }
            });
    });
    chosen
}

/// Save, with a name of the player's own beside it (round 29 of issue 31: saves could not be
/// named): whether Save was pressed.
fn save_row(ui: &mut egui::Ui, name: &mut String, row: f32) -> bool {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        ui.add(
            egui::TextEdit::singleline(name)
                .hint_text(tr("pause-save-name"))
                .char_limit(crate::save::NAME_MAX)
                .desired_width(150.0),
        )
        .on_hover_text(tr("pause-save-name-hover"));
        ui.add(
            egui::Button::new(RichText::new(tr("pause-save")).size(16.0))
                .min_size(egui::vec2(184.0, row)),
        )
        .clicked()
    })
    .inner
}
