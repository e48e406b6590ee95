//! The pause menu (Esc, or *☰ Menu* in the top bar): resume, save, load another game,
//! settings, rules, back to the menu, quit. The game stands still while it is open (the bots
//! wait).

use crate::content::Content;
use crate::game::{Clock, GameConfig, GameRequest, History, Outcome, Pause, Table};
use crate::i18n::{tr, tr_args};
use crate::save::{SaveFile, SaveKind, SaveSummary};
use crate::ui::Note;
use crate::ui::Screen;
use crate::ui::board::input::Ruler;
use crate::ui::layout::TableSet;
use crate::ui::screens::loading::load_game;
use crate::ui::screens::menu::{SaveList, describe};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

pub struct PausePlugin;

impl Plugin for PausePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<PauseMenu>()
            .add_systems(
                EguiPrimaryContextPass,
                pause_menu.in_set(TableSet::Overlays),
            )
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
    pub open: bool,
    loading: bool,
}

/// While the pause menu is open the game is paused ([`Pause`]): the bots wait.
fn follow_the_menu(
    menu: Res<PauseMenu>,
    now: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
) {
    let want = if menu.open {
        Pause::Paused
    } else {
        Pause::Running
    };
    if *now.get() != want {
        NextState::set_if_neq(&mut *next, want);
    }
}

/// Writes a save of the game in play in the saves folder (its file named by the murder, the
/// day and the time) under a slot name, "Save 3"; returns the slot in words for the player.
pub fn save_now(
    content: &Content,
    table: &Table,
    clock: &Clock,
    config: &GameConfig,
    history: &History,
    closed: bool,
) -> Result<String, String> {
    let murder = &content.scenarios[table.scenario].def.id;
    let dir = crate::save::saves_dir(&crate::storage::data_dir());
    let mut path = dir.join(format!(
        "{murder}-week{}-day{}-{}.ron",
        clock.week,
        clock.day,
        crate::save::now_secs()
    ));
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir.join(format!(
            "{murder}-week{}-day{}-{}-{n}.ron",
            clock.week,
            clock.day,
            crate::save::now_secs()
        ));
    }
    // The slot's name: the player's saves numbered, one more than there are.
    let held = crate::save::list_saves(&crate::storage::data_dir())
        .iter()
        .filter(|l| l.kind == SaveKind::Manual)
        .count();
    let name = format!("Save {}", held + 1);
    let summary =
        SaveSummary::of(content, table, clock, closed, crate::save::now_secs()).named(name.clone());
    let words = format!("“{name}” ({}, {})", summary.murder, summary.progress());
    let save = SaveFile::new(config.clone(), history.0.clone()).with_summary(summary);
    crate::storage::write_atomic(&path, save.to_ron())
        .map(|()| words)
        .map_err(|e| {
            bevy::log::warn!("could not save to {}: {e}", path.display());
            tr_args("pause-save-failed", &[("reason", e.to_string().into())])
        })
}

fn pause_menu(
    mut contexts: EguiContexts,
    mut menu: ResMut<PauseMenu>,
    ruler: Res<Ruler>,
    mut help: crate::ui::help::Help,
    mut list: ResMut<SaveList>,
    (content, table, clock, config, history, outcome): (
        Res<Content>,
        Res<Table>,
        Res<Clock>,
        Res<GameConfig>,
        Res<History>,
        Option<Res<Outcome>>,
    ),
    (mut commands, mut next, mut exit, mut notes, mut requests, mut slot): (
        Commands,
        ResMut<NextState<Screen>>,
        MessageWriter<AppExit>,
        MessageWriter<Note>,
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
    if esc && ruler.0.is_none() && !help.rules.open && !help.settings_window.open {
        menu.open = !menu.open;
        menu.loading = false;
    }
    if !menu.open {
        return Ok(());
    }
    let mut close = false;
    let modal = egui::Modal::new("pause".into()).show(&ctx, |ui| {
        ui.set_width(360.0);
        ui.heading(tr("pause-title"));
        ui.label(
            RichText::new(tr_args(
                "pause-when",
                &[("week", clock.week.into()), ("day", clock.day.into())],
            ))
            .weak(),
        );
        ui.add_space(8.0);
        let wide = |ui: &mut egui::Ui, text: &str| {
            ui.add(
                egui::Button::new(RichText::new(text).size(16.0)).min_size(egui::vec2(340.0, 32.0)),
            )
        };
        if wide(ui, &tr("pause-resume")).clicked() {
            close = true;
        }
        if wide(ui, &tr("pause-save")).clicked() {
            let note = match save_now(
                &content,
                &table,
                &clock,
                &config,
                &history,
                outcome.is_some(),
            ) {
                Ok(slot) => Note {
                    text: tr_args("pause-saved", &[("slot", slot.into())]),
                    refused: false,
                },
                Err(e) => Note {
                    text: e,
                    refused: true,
                },
            };
            notes.write(note);
            close = true;
        }
        ui.label(RichText::new(tr("pause-autosaves")).small().weak());
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
            egui::ScrollArea::vertical()
                .max_height(240.0)
                .show(ui, |ui| {
                    for l in &list.saves {
                        ui.horizontal_wrapped(|ui| match &l.save {
                            Ok(s) => {
                                if ui.button(tr("save-load")).clicked() {
                                    slot.0 = (l.kind == SaveKind::Auto).then(|| l.path.clone());
                                    load_game(&mut commands, &mut next, s.clone());
                                    close = true;
                                }
                                ui.label(RichText::new(describe(&content, l)).small());
                            }
                            Err(e) => {
                                ui.colored_label(Color32::from_rgb(255, 150, 120), e.to_string());
                            }
                        });
                    }
                });
        }
        if wide(ui, &tr("pause-settings")).clicked() {
            help.settings_window.open(&help.settings);
            close = true;
        }
        if wide(ui, &tr("pause-rules")).clicked() {
            help.rules.open = true;
            close = true;
        }
        if wide(ui, &tr("pause-to-menu")).clicked() {
            requests.write(GameRequest::Leave);
            next.set(Screen::Menu);
            close = true;
        }
        ui.label(RichText::new(tr("pause-to-menu-under")).small().weak());
        if wide(ui, &tr("pause-quit")).clicked() {
            exit.write(AppExit::Success);
        }
    });
    if close || (modal.should_close() && !esc) {
        menu.open = false;
        menu.loading = false;
    }
    Ok(())
}
