//! The egui screens and panels: loading progress, content errors, the menu and new-game
//! screen, and in a game the turn bar, the detectives, the log, the hand-off screen and the
//! Case Closed screen. The panels frame the board: the board camera draws only in the area
//! they leave free, so a click on a panel never reaches the board.

use crate::ui::Screen;
use crate::ui::Viewer;
use crate::ui::board::HoveredNpc;
use crate::ui::panels::hand::{self, PayForm};
use crate::ui::panels::case::{self, EvidenceChoice, Forms};
use crate::ui::panels::events;
use crate::ui::board::input::{BoardView, Hovered, Ruler, UiStatus, my_call, my_turn, start_ruler};
use crate::ui::screens::loading::{ContentErrors, start_game};
use crate::ui::panels::plot;
use crate::ui::panels::puzzle::{PuzzlePanel, puzzle_window};
use crate::content::{Content, LocId};
use crate::game::PlotState;
use crate::game::{
    Action, Clock, Command, GameConfig, GameLog, GameQuery, Outcome, SeatConfig, SeatKind,
};
use crate::ids::*;
use crate::rules::{self, is_climax};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};
use iyes_progress::ProgressTracker;

pub struct PanelsPlugin;

/// The answer to the last command sent, for the status line.
#[derive(Resource, Default)]
pub struct LatestResult(pub Option<crate::game::CommandResult>);

fn track_results(
    mut results: MessageReader<crate::game::CommandResult>,
    mut latest: ResMut<LatestResult>,
) {
    if let Some(r) = results.read().last() {
        latest.0 = Some(r.clone());
    }
}

impl Plugin for PanelsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<NewGameForm>()
            .init_resource::<LatestResult>()
            .add_systems(Update, track_results.in_set(crate::game::Flow::Present))
            .init_resource::<ClosedView>()
            .init_resource::<EvidenceChoice>()
            .init_resource::<PuzzlePanel>()
            .init_resource::<PayForm>()
            .init_resource::<events::EventsPanel>()
            .add_systems(
                OnEnter(crate::game::Phase::Setup),
                |mut p: ResMut<events::EventsPanel>| p.reset(),
            )
            .add_systems(
                EguiPrimaryContextPass,
                (
                    loading_screen.run_if(in_state(Screen::Loading)),
                    broken_screen.run_if(in_state(Screen::Broken)),
                    menu_screen.run_if(in_state(Screen::Menu)),
                    game_panels.run_if(crate::ui::in_game),
                ),
            );
    }
}

fn color32(c: (u8, u8, u8)) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

fn full_window_view(view: &mut BoardView, window: &Window) {
    let r = Rect::new(0.0, 0.0, window.width(), window.height());
    if view.rect != r {
        view.rect = r;
    }
}

fn centre_window(ctx: &egui::Context, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, add);
}

fn loading_screen(
    mut contexts: EguiContexts,
    progress: Option<Res<ProgressTracker<Screen>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = progress
        .map(|p| p.get_global_progress())
        .unwrap_or_default();
    let frac = if p.total == 0 {
        0.0
    } else {
        p.done as f32 / p.total as f32
    };
    centre_window(ctx, "New Angeles", |ui| {
        ui.heading("Loading the city…");
        ui.add(
            egui::ProgressBar::new(frac)
                .show_percentage()
                .desired_width(360.0),
        );
        ui.label(format!("{} of {} content files", p.done, p.total));
    });
    Ok(())
}

fn broken_screen(
    mut contexts: EguiContexts,
    errors: Res<ContentErrors>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centre_window(ctx, "The content is broken", |ui| {
        ui.label("New Angeles cannot start a game on this content. Fix these and start again:");
        egui::ScrollArea::vertical()
            .max_height(500.0)
            .show(ui, |ui| {
                for e in &errors.0 {
                    ui.label(
                        RichText::new(e)
                            .monospace()
                            .color(Color32::from_rgb(255, 140, 120)),
                    );
                }
            });
        ui.label("`new-angeles check` prints the same list.");
        if ui.button("Quit").clicked() {
            exit.write(AppExit::Success);
        }
    });
    Ok(())
}

/// The new-game screen's choices.
#[derive(Resource)]
pub struct NewGameForm {
    pub open: bool,
    pub scenario: Option<String>,
    pub seats: Vec<SeatConfig>,
    pub seed: String,
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm {
            open: false,
            scenario: None,
            seats: GameConfig::new(4, 1, 0).seats,
            seed: String::new(),
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn menu_screen(
    mut contexts: EguiContexts,
    content: Option<Res<Content>>,
    mut form: ResMut<NewGameForm>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut saves: Local<Option<SaveList>>,
    mut help: crate::ui::help::Help,
) -> Result {
    full_window_view(&mut view, &window);
    let ctx = contexts.ctx_mut()?;
    let Some(content) = content else {
        return Ok(());
    };
    // The saves on disk, read once each time the menu opens.
    let list = saves.get_or_insert_with(|| SaveList {
        saves: crate::save::list_saves(),
        open: false,
    });
    let mut start = None;
    let mut load = None;
    centre_window(ctx, "New Angeles", |ui| {
        ui.label(
            RichText::new("A murder in the city of the Beanstalk. Two weeks to close the case.")
                .italics(),
        );
        ui.add_space(8.0);
        if !form.open {
            if ui
                .add_sized(
                    [260.0, 32.0],
                    egui::Button::new("Quick game — you and three bots"),
                )
                .on_hover_text("You and three normal bots, random detectives, a random murder.")
                .clicked()
            {
                start = Some(GameConfig::new(
                    4,
                    1,
                    form.seed
                        .trim()
                        .parse()
                        .unwrap_or_else(|_| crate::model::random_seed()),
                ));
            }
            if ui
                .add_sized([260.0, 32.0], egui::Button::new("New game…"))
                .clicked()
            {
                form.open = true;
            }
            continue_and_load(ui, &content, list, &mut load);
            if ui
                .add_sized([260.0, 32.0], egui::Button::new("Rules"))
                .on_hover_text("The rules reference, searchable (F1 anywhere).")
                .clicked()
            {
                help.rules.toggle();
            }
            if ui
                .add_sized([260.0, 32.0], egui::Button::new("Settings"))
                .clicked()
            {
                help.settings_window.open(&help.settings);
            }
            if let Some(w) = &help.settings_window.warning {
                ui.colored_label(Color32::from_rgb(255, 170, 120), w);
            }
            if ui
                .add_sized([260.0, 32.0], egui::Button::new("Quit"))
                .clicked()
            {
                exit.write(AppExit::Success);
            }
            return;
        }
        new_game_form(ui, &content, &mut form, &mut start);
    });
    if let Some(config) = start {
        form.open = false;
        *saves = None;
        start_game(&mut commands, &mut next, config);
    }
    if let Some(save) = load {
        *saves = None;
        crate::ui::screens::loading::load_game(&mut commands, &mut next, save);
    }
    Ok(())
}

/// The saves the menu offers: read from disk when the menu opens.
pub struct SaveList {
    saves: Vec<(
        std::path::PathBuf,
        Result<crate::save::SaveFile, crate::content::FileError>,
    )>,
    open: bool,
}

/// *Continue* (the autosave) and *Load…* (every save, newest first; a broken one says why and
/// cannot be loaded, the others stay usable).
fn continue_and_load(
    ui: &mut egui::Ui,
    content: &Content,
    list: &mut SaveList,
    load: &mut Option<crate::save::SaveFile>,
) {
    let auto = crate::save::autosave_path();
    let found = list.saves.iter().find(|(p, _)| *p == auto);
    let b = ui
        .add_enabled_ui(matches!(found, Some((_, Ok(_)))), |ui| {
            ui.add_sized([260.0, 32.0], egui::Button::new("Continue the last game"))
        })
        .inner;
    let b = match found {
        None => b.on_disabled_hover_text("No game has been played yet (no autosave)."),
        Some((_, Err(e))) => b.on_disabled_hover_text(format!("The autosave cannot be read: {e}")),
        Some((_, Ok(s))) => b.on_hover_text(describe_save(content, s)),
    };
    if b.clicked()
        && let Some((_, Ok(s))) = found
    {
        *load = Some(s.clone());
    }
    let label = if list.open {
        "Hide saves"
    } else {
        "Load a save…"
    };
    if ui
        .add_sized([260.0, 32.0], egui::Button::new(label))
        .clicked()
    {
        list.open = !list.open;
    }
    if !list.open {
        return;
    }
    if list.saves.is_empty() {
        ui.label(format!(
            "No saves yet in {}.",
            crate::storage::data_dir().display()
        ));
    }
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for (path, save) in &list.saves {
                let name = path
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                ui.horizontal_wrapped(|ui| match save {
                    Ok(s) => {
                        if ui.button("Load").clicked() {
                            *load = Some(s.clone());
                        }
                        ui.label(RichText::new(name).strong());
                        ui.label(RichText::new(describe_save(content, s)).small());
                    }
                    Err(e) => {
                        ui.add_enabled(false, egui::Button::new("Load"));
                        ui.label(RichText::new(name).strong());
                        ui.colored_label(Color32::from_rgb(255, 150, 120), e.to_string());
                    }
                });
            }
        });
}

/// "Evil at the Estates · 4 seats (1 human) · seed 7 · 312 actions".
fn describe_save(content: &Content, s: &crate::save::SaveFile) -> String {
    let murder = s
        .config
        .scenario
        .as_ref()
        .and_then(|id| content.scenario_index(id))
        .map(|i| content.scenarios[i].def.name.clone())
        .unwrap_or_else(|| "a random murder".into());
    let humans = s
        .config
        .seats
        .iter()
        .filter(|x| x.kind == SeatKind::Human)
        .count();
    format!(
        "{murder} · {} seats ({humans} human) · seed {} · {} actions",
        s.config.seats.len(),
        s.config.seed,
        s.commands.len()
    )
}

fn new_game_form(
    ui: &mut egui::Ui,
    content: &Content,
    form: &mut NewGameForm,
    start: &mut Option<GameConfig>,
) {
    egui::Grid::new("new-game")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label("Murder");
            let current = form
                .scenario
                .as_ref()
                .and_then(|id| content.scenario_index(id))
                .map(|i| content.scenarios[i].def.name.clone())
                .unwrap_or("Random".into());
            egui::ComboBox::from_id_salt("murder")
                .selected_text(current)
                .width(260.0)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut form.scenario, None, "Random");
                    for s in &content.scenarios {
                        ui.selectable_value(
                            &mut form.scenario,
                            Some(s.def.id.clone()),
                            &s.def.name,
                        );
                    }
                });
            ui.end_row();
            ui.label("Players");
            let mut n = form.seats.len();
            let max = content.detectives.len().min(5);
            ui.add(egui::Slider::new(&mut n, 3..=max));
            form.seats.resize(
                n,
                SeatConfig {
                    detective: None,
                    kind: SeatKind::Bot,
                    level: Default::default(),
                },
            );
            ui.end_row();
            for i in 0..form.seats.len() {
                ui.label(format!("Seat {}", i + 1));
                ui.horizontal(|ui| {
                    let seat = &mut form.seats[i];
                    let current = seat
                        .detective
                        .as_ref()
                        .and_then(|id| content.detective_index(id))
                        .map(|d| content.detectives[d].def.name.clone())
                        .unwrap_or("Random detective".into());
                    egui::ComboBox::from_id_salt(("det", i))
                        .selected_text(current)
                        .width(180.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(&mut seat.detective, None, "Random detective");
                            for d in &content.detectives {
                                ui.selectable_value(
                                    &mut seat.detective,
                                    Some(d.def.id.clone()),
                                    &d.def.name,
                                );
                            }
                        });
                    ui.selectable_value(&mut seat.kind, SeatKind::Human, "Human");
                    ui.selectable_value(&mut seat.kind, SeatKind::Bot, "Bot");
                    if seat.kind == SeatKind::Bot {
                        egui::ComboBox::from_id_salt(("level", i))
                            .selected_text(seat.level.name())
                            .width(80.0)
                            .show_ui(ui, |ui| {
                                for l in crate::game::BotLevel::ALL {
                                    ui.selectable_value(&mut seat.level, l, l.name());
                                }
                            })
                            .response
                            .on_hover_text("Easy: plausible moves, little planning. Normal: plans its Time, plays to its hunches, builds links. Hard: plays its best options on in games drawn to fit what it knows, and takes the best (a second or so a move).");
                    }
                });
                ui.end_row();
            }
            ui.label("Seed");
            ui.add(
                egui::TextEdit::singleline(&mut form.seed)
                    .hint_text("random")
                    .desired_width(160.0),
            );
            ui.end_row();
        });
    let mut config = GameConfig {
        scenario: form.scenario.clone(),
        seats: form.seats.clone(),
        seed: 0,
        first_player: None,
    };
    let seed = form.seed.trim();
    let seed_ok = seed.is_empty() || seed.parse::<u64>().is_ok();
    config.seed = seed.parse().unwrap_or_else(|_| crate::model::random_seed());
    let problem = if !seed_ok {
        Err("the seed must be a whole number".to_string())
    } else {
        crate::game::setup::validate_config(content, &config)
    };
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let ok = problem.is_ok();
        let b = ui.add_enabled(
            ok,
            egui::Button::new(RichText::new("Start the investigation").strong()),
        );
        if b.clicked() {
            *start = Some(config.clone());
        }
        if ui.button("Back").clicked() {
            form.open = false;
        }
    });
    if let Err(e) = problem {
        ui.colored_label(Color32::from_rgb(255, 150, 120), e);
    }
}

/// What the game panels read and do for saves, undo and replays.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Saving<'w, 's> {
    history: Res<'w, crate::game::History>,
    barrier: Res<'w, crate::game::UndoBarrier>,
    config: Res<'w, GameConfig>,
    commands: Commands<'w, 's>,
    review: Option<Res<'w, crate::game::Review>>,
}

/// Whether the Case Closed window is folded away to look at the board.
#[derive(Resource, Default)]
pub struct ClosedView {
    pub folded: bool,
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn game_panels(
    mut contexts: EguiContexts,
    q: GameQuery,
    log: Res<GameLog>,
    last: Res<LatestResult>,
    outcome: Option<Res<Outcome>>,
    mut viewer: ResMut<Viewer>,
    mut view: ResMut<BoardView>,
    mut ruler: ResMut<Ruler>,
    mut status: ResMut<UiStatus>,
    (hovered, hovered_npc): (Res<Hovered>, Res<HoveredNpc>),
    mut closed: ResMut<ClosedView>,
    mut forms: Forms,
    mut out: MessageWriter<Command>,
    (mut next, mut exit, mut help): (
        ResMut<NextState<Screen>>,
        MessageWriter<AppExit>,
        crate::ui::help::Help,
    ),
    saving: Saving,
    mut repaint: Repaint,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let Saving {
        history,
        barrier,
        config,
        mut commands,
        review,
    } = saving;
    let content = &q.content;
    let table = &q.table;
    let snap = q.snapshot();
    let active = snap.active();
    let mine = my_turn(&q, &viewer);
    let mine_call = my_call(&q, &viewer);
    // Only one human seat: the screen is always theirs.
    let humans: Vec<SeatId> = SeatId::all(table.seats.len())
        .filter(|&s| table.seats[s].kind == SeatKind::Human)
        .collect();
    if humans.len() == 1 && viewer.seat.is_none() {
        viewer.seat = Some(humans[0]);
    }
    let handoff = if snap.daytime && humans.len() > 1 {
        viewer.handoff_needed(table, snap.decider())
    } else {
        None
    };
    // What the screen may show: the viewer's own secrets, unless the screen is changing hands.
    let seen = if handoff.is_none() {
        q.snapshot_for(viewer.seat)
    } else {
        snap.clone()
    };
    let plot_states = plot_states(&q);
    let mut blocked = Vec::new();

    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.content_rect()),
    );
    // --- Top bar: calendar, turn, Time, actions.
    egui::Panel::top("turn-bar").show(&mut root, |ui| {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            calendar(ui, q.clock.as_ref());
            ui.separator();
            let d = &content.detectives[table.seats[active].detective].def;
            ui.label(RichText::new("■").color(color32(d.color)).size(18.0));
            let who = match table.seats[active].kind {
                SeatKind::Human => "human",
                SeatKind::Bot => "bot",
            };
            ui.label(RichText::new(format!("{} ({})", d.name, who)).strong().size(16.0));
            ui.label(format!("Seat {}", active.index() + 1));
            ui.separator();
            time_track(ui, snap.clock.time, d.time_per_turn);
            ui.separator();
            let enabled = mine.is_some() && handoff.is_none();
            let jump = rules::check(content, &snap, active, &Action::JumpOnTheCase);
            let b = ui.add_enabled(enabled && jump.is_ok(), egui::Button::new("Get a jump on the case (1 Time)"));
            let b = match (&jump, enabled) {
                (Err(why), true) => b.on_disabled_hover_text(why),
                _ => b.on_hover_text("R-ROUND-4: on the scene of the crime, put your hero marker there; it makes you first player at the end of the day."),
            };
            if b.clicked() {
                out.write(Command { seat: active, action: Action::JumpOnTheCase });
            }
            // Follow up a lead where you stand (R-LEAD-1); the lead on the board is clickable too.
            let here = snap.seats[active].at;
            for &(kind, owner, at) in &snap.leads {
                if at != here || mine.is_none() {
                    continue;
                }
                let a = Action::FollowUp { kind, owner };
                let ok = rules::check(content, &snap, active, &a);
                let b = ui.add_enabled(enabled && ok.is_ok(), egui::Button::new(RichText::new(format!("Follow up the {} lead (1 Time)", kind.name())).strong()));
                let b = match (&ok, enabled) {
                    (Err(why), true) => b.on_disabled_hover_text(why),
                    _ => b.on_hover_text(format!("{}. R-LEAD-1: the player on your right moves the lead; then you place evidence or uncover the conspiracy.", rules::lead_name(content, kind, owner))),
                };
                if b.clicked() {
                    out.write(Command { seat: active, action: a });
                }
            }
            if mine.is_some() {
                ability_buttons(ui, content, &snap, active, enabled, &mut |c| {
                    out.write(c);
                });
                events::event_buttons(ui, content, &snap, active, enabled, &mut |c| {
                    out.write(c);
                });
                events::memory_buttons(ui, content, &snap, active, enabled, &mut |c| {
                    out.write(c);
                });
            }
            let passes = snap.seats[active].dropship_passes;
            if passes > 0 {
                let targeting = ruler.0.as_ref().is_some_and(|r| r.dropship);
                let label = if targeting { "Cancel dropship".to_string() } else { format!("Dropship pass ({passes})") };
                if ui.add_enabled(enabled, egui::Button::new(label)).on_hover_text("R-MOVE-5: spend a pass to move anywhere for 1 Time (3 into a restricted place without your warrant).").clicked() {
                    ruler.0 = if targeting { None } else { mine.map(|s| start_ruler(&q, s, true)) };
                    status.0 = if targeting { String::new() } else { "Click any lit location to fly there.".into() };
                }
            }
            events::events_button(ui, &snap, &mut forms.events);
            let label = if forms.puzzle.open { "Hide puzzle" } else { "Puzzle" };
            if ui.button(label).on_hover_text("The conspiracy puzzle: pieces placed so far, piles, hero markers and links.").clicked() {
                forms.puzzle.open = !forms.puzzle.open;
            }
            // Undo: the viewer's own quiet steps, never past anything revealed.
            let keep = barrier.undo(&history).filter(|_| enabled && snap.pending.is_none());
            let b = ui.add_enabled(keep.is_some(), egui::Button::new("Undo"));
            let b = if keep.is_some() {
                b.on_hover_text("Take back your last step (a move, an ability, a discard) — the game is rebuilt without it.")
            } else {
                b.on_disabled_hover_text("Nothing to undo: only your own steps this turn since the last thing revealed (a card drawn, a lead followed, another seat asked, a card played) can be taken back.")
            };
            if b.clicked() && keep.is_some() {
                commands.write_message(crate::game::GameRequest::Undo);
                status.0 = "Undone.".into();
            }
            if ui.button("Save").on_hover_text(format!("Save this game in {} (the game also saves itself after every action).", crate::save::saves_dir().display())).clicked() {
                let murder = &content.scenarios[table.scenario].def.id;
                let c = q.clock.as_ref();
                let path = crate::save::saves_dir().join(format!("{murder}-seed{}-week{}-day{}.ron", config.seed, c.week, c.day));
                let save = crate::save::SaveFile::new(config.clone(), history.0.clone());
                status.0 = match crate::storage::write_atomic(&path, save.to_ron()) {
                    Ok(()) => format!("Saved to {}.", path.display()),
                    Err(e) => format!("Could not save to {}: {e}", path.display()),
                };
            }
            help.top_bar_buttons(ui);
            if ui.add_enabled(enabled, egui::Button::new(RichText::new("End turn").strong())).clicked()
                && help.end_turn_pressed(snap.clock.time)
            {
                out.write(Command { seat: active, action: Action::EndTurn });
            }
        });
        ui.add_space(4.0);
    });

    // --- Bottom: status line and log.
    egui::Panel::bottom("log")
        .resizable(true)
        .default_size(170.0)
        .show(&mut root, |ui| {
            let waiting = snap
                .pending
                .filter(|d| Some(d.decider()) != mine_call)
                .map(|d| format!("Waiting for {}.", rules::awaited(content, &snap, &d)));
            let line = if let Some(w) = waiting {
                RichText::new(w).color(Color32::from_rgb(160, 200, 240))
            } else if !status.0.is_empty() {
                RichText::new(status.0.clone()).color(Color32::from_rgb(230, 220, 160))
            } else {
                match last.0.as_ref().map(|r| &r.outcome) {
                    Some(Err(why)) => RichText::new(format!("Not allowed: {why}"))
                        .color(Color32::from_rgb(255, 140, 120)),
                    Some(Ok(what)) => RichText::new(what.clone()),
                    None if mine.is_some() => RichText::new(
                        "Your turn: press on your detective and drag the ruler to a lit location.",
                    ),
                    None => RichText::new(""),
                }
            };
            ui.label(line.strong());
            ui.separator();
            crate::ui::help::log_filter(ui, content, table, &mut help.log, false);
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    crate::ui::help::log_lines(ui, content, table, &log, viewer.seat, &help.log);
                });
        });

    // --- Left: the detectives, suspects and the key.
    egui::Panel::left("seats")
        .resizable(true)
        .default_size(270.0)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading("Detectives");
                    crate::ui::help::rules_link(ui, "R-ROUND");
                });
                for (i, plot) in SeatId::all(plot_states.len()).zip(&plot_states) {
                    let memory = seen.memory.filter(|_| seen.viewer == Some(i));
                    detective_frame(ui, content, &snap, i, plot, memory);
                }
                ui.add_space(6.0);
                ui.heading("The case");
                let scenario = &content.scenarios[table.scenario];
                ui.label(RichText::new(&scenario.def.name).strong());
                ui.label(format!(
                    "Scene of the crime: {}",
                    content.map.label(snap.scene)
                ));
                ui.label(format!("Lily Lockwell: {}", content.map.label(snap.informant(crate::model::Informant::Lily))));
                ui.label(format!(
                    "Jimmy the Snitch: {}",
                    content.map.label(snap.informant(crate::model::Informant::Jimmy))
                ));
                ui.add_space(6.0);
                egui::CollapsingHeader::new("Key").default_open(true).show(ui, |ui| {
                    for t in crate::content::LocType::ALL {
                        let c = help.settings.loc_type_rgb(t);
                        ui.horizontal(|ui| {
                            ui.label(RichText::new("■").color(Color32::from_rgb(c[0], c[1], c[2])));
                            ui.label(format!("{} ({})", t.name(), type_colour_word(t)));
                        });
                    }
                    ui.label("Diamond: ritzy (free light card). Circle: normal. Triangle: seedy (free dark card).");
                    ui.label("Bigger symbol with a pale ring: major location, with an ability.");
                    ui.label("Red R badge: restricted — 3 Time to enter without your warrant.");
                    ui.label(
                        "Leads: T square testimony · P hexagon physical · D pentagon document.",
                    );
                    ui.label("W square: a warrant, in its owner's colour. Flag: hero marker.");
                    ui.label("Right or middle drag pans; the wheel zooms.");
                    ui.horizontal(|ui| {
                        ui.label(RichText::new("The board's rules:").small());
                        crate::ui::help::rules_link(ui, "R-MAP");
                    });
                });
            });
        });

    // --- Right: hunches and the suspects' files.
    egui::Panel::right("suspects")
        .resizable(true)
        .default_size(340.0)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                let mut send = |action: Action| {
                    if let Some(seat) = seen.viewer {
                        out.write(Command { seat, action });
                    }
                };
                hand::hand_panel(ui, content, table, &seen, &mut forms.pay, &mut send);
                if let Some(me) = seen.viewer {
                    ui.horizontal(|ui| {
                        ui.heading("Your plot");
                        crate::ui::help::rules_link(ui, "R-PLOT");
                    });
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        plot::plot_panel(ui, content, &seen, me, &plot_states[me]);
                    });
                    ui.add_space(6.0);
                }
                case::suspects_panel(ui, content, table, &seen);
            });
        });

    // The board gets what the panels left (egui points times the UI scale: logical pixels).
    let free = root.available_rect_before_wrap();
    let z = ctx.zoom_factor();
    let r = Rect::new(
        free.min.x * z,
        free.min.y * z,
        free.max.x * z,
        free.max.y * z,
    );
    if view.rect != r {
        view.rect = r;
        if !view.user_framed {
            view.fit();
        }
    }
    if !view.user_framed && view.scale == 1.0 {
        view.fit();
    }
    // Fit button in the board corner.
    let fit = egui::Area::new("fit".into())
        .fixed_pos(egui::pos2(free.max.x - 120.0, free.min.y + 8.0))
        .show(&ctx, |ui| {
            if ui.button("Fit the board").clicked() {
                view.user_framed = false;
                view.fit();
            }
        });
    blocked.push(fit.response.rect);

    // The puzzle window (opens itself when this seat must place a piece).
    if handoff.is_none() {
        let mut cmds = Vec::new();
        if let Some(r) = puzzle_window(
            &ctx,
            content,
            table,
            &seen,
            mine_call,
            &mut forms.puzzle,
            &mut cmds,
        ) {
            blocked.push(r);
        }
        for c in cmds {
            out.write(c);
        }
    }
    // The event track, public to everyone; a new event opens it.
    forms.events.watch(&snap);
    if handoff.is_none()
        && let Some(r) = events::events_window(&ctx, content, table, &snap, &mut forms.events)
    {
        blocked.push(r);
    }
    // A decision this seat must make now.
    if let (Some(seat), None) = (mine_call, handoff) {
        let mut cmds = Vec::new();
        if let Some(r) =
            case::decision_window(&ctx, content, table, &seen, seat, &mut forms, &mut cmds)
        {
            blocked.push(r);
        }
        for c in cmds {
            out.write(c);
        }
    }

    // Hovering an NPC brought onto the map says whose it is and why; a location, what it is.
    if let (Some(npc), None) = (hovered_npc.0, handoff) {
        npc_tooltip(&ctx, content, &snap, npc);
    } else if let (Some(loc), None) = (hovered.0, handoff) {
        location_tooltip(&ctx, content, loc, &snap);
    }

    // Hand-off between human seats hides everything until the next player confirms (D-5).
    if let Some(seat) = handoff {
        ruler.0 = None;
        let d = &content.detectives[table.seats[seat].detective].def;
        // An opaque cover under the prompt: nothing of the previous seat shows through.
        egui::Area::new("handoff-cover".into())
            .order(egui::Order::Middle)
            .fixed_pos(egui::Pos2::ZERO)
            .show(&ctx, |ui| {
                ui.painter()
                    .rect_filled(ctx.content_rect(), 0.0, Color32::from_rgb(12, 13, 18));
                ui.allocate_rect(ctx.content_rect(), egui::Sense::click());
            });
        egui::Modal::new("handoff".into())
            .backdrop_color(Color32::from_black_alpha(250))
            .show(&ctx, |ui| {
                ui.set_width(420.0);
                ui.heading(format!("Pass the screen to Seat {}", seat.index() + 1));
                ui.label(
                    RichText::new(format!("{} — {}", d.name, d.title))
                        .size(18.0)
                        .color(color32(d.color)),
                );
                ui.label(
                    "Only this player should look. Private things stay hidden until you confirm.",
                );
                ui.add_space(8.0);
                if let Some(p) = snap.pending {
                    ui.label(format!(
                        "The game waits for {}.",
                        rules::awaited(content, &snap, &p)
                    ));
                }
                let go = if snap.pending.is_some() {
                    format!("I am {} — show me", d.name)
                } else {
                    format!("I am {} — start my turn", d.name)
                };
                if ui.button(RichText::new(go).strong()).clicked() {
                    viewer.seat = Some(seat);
                }
            });
    }

    if outcome.is_some() && closed.folded {
        let a = egui::Area::new("show-result".into())
            .fixed_pos(egui::pos2(free.max.x - 260.0, free.min.y + 8.0))
            .show(&ctx, |ui| {
                if ui.button("Case closed: show the result").clicked() {
                    closed.folded = false;
                }
            });
        blocked.push(a.response.rect);
    }
    // The large log (never over the hand-off cover: it holds the viewer's secrets).
    if handoff.is_none()
        && let Some(r) =
            crate::ui::help::log_window(&ctx, content, table, &log, viewer.seat, &mut help.log)
    {
        blocked.push(r);
    }
    if help.confirm_end_turn(&ctx, snap.clock.time, mine.is_some() && handoff.is_none()) {
        out.write(Command {
            seat: active,
            action: Action::EndTurn,
        });
    }
    view.blocked = blocked
        .into_iter()
        .map(|r| Rect::new(r.min.x * z, r.min.y * z, r.max.x * z, r.max.y * z))
        .collect();
    if let Some(outcome) = outcome
        && !closed.folded
    {
        egui::Modal::new("closed".into()).show(&ctx, |ui| {
            let w = (ctx.content_rect().width() - 80.0).min(1100.0);
            ui.set_min_width(w);
            ui.set_max_width(w);
            ui.heading("Case closed");
            egui::ScrollArea::vertical()
                .max_height(ctx.content_rect().height() - 160.0)
                .show(ui, |ui| {
                    case::case_closed(ui, content, table, &outcome);
                });
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("Look at the board").clicked() {
                    closed.folded = true;
                }
                if ui
                    .button("Step through the game")
                    .on_hover_text("Review the game turn by turn from the start, on the board.")
                    .clicked()
                {
                    closed.folded = true;
                    commands.write_message(crate::game::GameRequest::Review);
                }
                if ui.button("Back to the menu").clicked() {
                    closed.folded = false;
                    commands.write_message(crate::game::GameRequest::Leave);
                    next.set(Screen::Menu);
                }
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    }
    if let Some(review) = review.as_ref() {
        review_bar(&ctx, review, &mut commands, &mut closed);
    }
    repaint.settle(&ctx, (snap.pending, log.0.len(), viewer.seat));
    Ok(())
}

/// Stepping through a finished game: to the start, a turn back or on, to the end, or leave.
fn review_bar(
    ctx: &egui::Context,
    review: &crate::game::Review,
    commands: &mut Commands,
    closed: &mut ClosedView,
) {
    let stops = review.stops();
    let here = stops.iter().rposition(|&s| s <= review.at).unwrap_or(0);
    let mut go = None;
    egui::Window::new("Review")
        .id(egui::Id::new("review"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -190.0))
        .show(ctx, |ui| {
            let when = match review.marks.get(review.at) {
                Some((w, d, t)) => format!("week {w}, day {d}, turn {}", t + 1),
                None => "the close".into(),
            };
            ui.label(format!(
                "Now: {when} — {} of {} actions shown. Nothing can be played in a replay.",
                review.at,
                review.commands.len()
            ));
            ui.horizontal(|ui| {
                for (label, to, tip) in [
                    ("⏮ Start", Some(0), "Back to the setup."),
                    ("◀ Turn", here.checked_sub(1), "Back one turn."),
                    (
                        "Turn ▶",
                        (here + 1 < stops.len()).then_some(here + 1),
                        "On one turn.",
                    ),
                    ("End ⏭", Some(stops.len() - 1), "To the close."),
                ] {
                    if ui
                        .add_enabled(to.is_some_and(|t| t != here), egui::Button::new(label))
                        .on_hover_text(tip)
                        .clicked()
                    {
                        go = to.map(|t| stops[t]);
                    }
                }
                if ui.button("Leave the review").clicked() {
                    // The whole game again, played out to its close.
                    commands.write_message(crate::game::GameRequest::Load {
                        config: review.config.clone(),
                        commands: review.commands.clone(),
                    });
                    closed.folded = false;
                }
            });
        });
    if let Some(at) = go {
        commands.write_message(crate::game::GameRequest::ReviewTo(at));
    }
}

/// The ability of the major location the active detective stands on (R-LOC-1): one button per
/// use, and per favor type to pay a favor of any type with; disabled ones say why.
fn ability_buttons(
    ui: &mut egui::Ui,
    content: &crate::content::Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    enabled: bool,
    send: &mut impl FnMut(Command),
) {
    let here = content.map.loc(snap.seats[seat].at);
    let mut options = rules::abilities::use_options(content, snap, seat);
    // A use with a favor of any type and no favor held still gets a (disabled) button.
    for i in 0..here.uses.len() {
        if !options
            .iter()
            .any(|a| matches!(a, Action::UseAbility { option, .. } if *option as usize == i))
        {
            options.push(Action::UseAbility {
                option: i as u8,
                pay: [None, None],
            });
        }
    }
    let all = options.clone();
    let options_count = |all: &[Action], option: u8| {
        all.iter()
            .filter(|b| matches!(b, Action::UseAbility { option: o, .. } if *o == option))
            .count()
    };
    for a in options {
        let Action::UseAbility { option, pay } = a else {
            continue;
        };
        let u = &here.uses[option as usize];
        let detective = snap.seats[seat].detective;
        let ways = options_count(&all, option);
        let with = events::pay_suffix(content, detective, &u.favors, &pay, ways);
        let ok = rules::check(content, snap, seat, &a);
        let b = ui.add_enabled(
            enabled && ok.is_ok(),
            egui::Button::new(format!("{}: {}{with}", here.name, u.text)),
        );
        let b = match (&ok, enabled) {
            (Err(why), true) => b.on_disabled_hover_text(why),
            _ => b.on_hover_text("R-LOC-1: a major location's ability, once per round for each player; favors pay its favor costs (R-TOKEN-1)."),
        };
        if b.clicked() {
            send(Command { seat, action: a });
        }
    }
}

/// What the screen last showed: the pending decision, the log's length and the viewer.
type Shown = (Option<crate::game::Decision>, usize, Option<SeatId>);

/// The frames egui needs beyond the reactive window's (it draws only on input): a new window
/// sizes itself invisibly on its first frame, and a tooltip waits for the pointer to rest.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Repaint<'w, 's> {
    redraw: MessageWriter<'w, bevy::window::RequestRedraw>,
    last: Local<'s, (Option<Shown>, u8)>,
}

impl Repaint<'_, '_> {
    /// Asks for a few more frames after the game changed, and while the pointer rests (up to a
    /// second) so tooltips open.
    fn settle(&mut self, ctx: &egui::Context, shown: Shown) {
        if self.last.0 != Some(shown) {
            *self.last = (Some(shown), 3);
        }
        let resting = ctx.input(|i| i.pointer.time_since_last_movement());
        if self.last.1 > 0 || resting < 1.0 {
            self.last.1 = self.last.1.saturating_sub(1);
            self.redraw.write(bevy::window::RequestRedraw);
        }
    }
}

/// Every seat's plots, by seat (plots are public, R-PLOT-*).
fn plot_states(q: &GameQuery) -> Vec<PlotState> {
    let mut out = vec![PlotState::default(); q.table.seats.len()];
    for (d, _, _, _, _, plot, _, _) in &q.detectives {
        out[d.seat] = plot.clone();
    }
    out
}

/// One detective in the left panel: who and where, the twilight track, cards in numbers,
/// tokens and the plot in a line (the whole plot on hover).
fn detective_frame(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    plot: &PlotState,
    memory: Option<u16>,
) {
    let s = &snap.seats[seat];
    let d = &content.detectives[s.detective].def;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!(" {} ", d.initials))
                    .background_color(color32(d.color))
                    .color(Color32::BLACK)
                    .strong(),
            );
            ui.label(RichText::new(&d.name).strong());
            if seat == snap.active() && snap.daytime {
                ui.label(RichText::new("◀ turn").color(Color32::YELLOW));
            }
        });
        let kind = if s.kind == SeatKind::Human {
            "human"
        } else {
            "bot"
        };
        let mut tags = vec![format!("Seat {} · {kind}", seat.index() + 1)];
        if snap.clock.first_player == seat {
            tags.push("first player".into());
        }
        if snap.hero_on_scene == Some(seat) {
            tags.push("hero on the scene".into());
        }
        ui.label(RichText::new(tags.join(" · ")).small());
        ui.label(format!("At {}", content.map.label(s.at)));
        let (time, why) = events::time_per_turn(content, snap, seat);
        ui.label(
            RichText::new(format!(
                "Ruler {:.0} mm · {time} Time a turn · warrants {} · passes {}",
                rules::ruler_of(content, s),
                s.warrants.len(),
                s.dropship_passes
            ))
            .small(),
        )
        .on_hover_text(format!(
            "Vehicle ruler: {:.0} mm on the sheet, {:.0} mm with the rules in force (R-MOVE-1). Time at the start of each turn: {} (R-ROUND-2).",
            d.ruler_mm,
            rules::ruler_of(content, s),
            why.join(", ")
        ));
        hand::twilight_track(ui, s.twilight);
        ui.label(RichText::new(hand::cards_line(content, snap, seat)).small());
        tokens_line(ui, content, s.detective, &s.holdings);
        events::specials_lines(ui, content, snap, seat, memory);
        plot::plot_summary(ui, content, snap, seat, plot);
    });
}

/// Favors and other tokens a detective holds, in words.
fn tokens_line(
    ui: &mut egui::Ui,
    content: &crate::content::Content,
    detective: DetectiveId,
    h: &crate::game::Holdings,
) {
    let mut tokens: Vec<String> = crate::content::FavorType::ALL
        .iter()
        .filter(|f| h.favors[f.index()] > 0)
        .map(|f| format!("{} {} favor", h.favors[f.index()], f.name()))
        .collect();
    let npcs = &content.detectives[detective].def.npcs;
    for (i, &n) in h.npc_favors.iter().enumerate() {
        if n > 0
            && let Some(npc) = npcs.get(i)
        {
            let shows: Vec<&str> = npc.favors.iter().map(|k| k.name()).collect();
            tokens.push(format!("{n} {} favor ({})", npc.name, shows.join("/")));
        }
    }
    for (n, what) in [
        (h.conspiracy, "conspiracy"),
        (h.haas, "Haas"),
        (h.jinteki, "Jinteki"),
        (h.trauma, "trauma (-1 VP each)"),
        (h.trauma_big, "trauma (-3 VP each)"),
    ] {
        if n > 0 {
            tokens.push(format!("{n} {what}"));
        }
    }
    if !tokens.is_empty() {
        ui.label(RichText::new(tokens.join(" · ")).small());
    }
}

/// Two weeks of six days: today marked, event days (E), plot days (P) and the climax (!).
fn calendar(ui: &mut egui::Ui, clock: &Clock) {
    ui.label(
        RichText::new(format!("Week {} · Day {}", clock.week, clock.day))
            .strong()
            .size(16.0),
    );
    for week in 1..=2u8 {
        ui.spacing_mut().item_spacing.x = 3.0;
        for day in 1..=6u8 {
            let mark = match day {
                2 | 4 | 5 => "E",
                3 | 6 => "P",
                _ => " ",
            };
            let mark = if is_climax(week, day) {
                format!("{mark}!")
            } else {
                mark.to_string()
            };
            let today = week == clock.week && day == clock.day;
            let past = (week, day) < (clock.week, clock.day);
            let fill = if today {
                Color32::from_rgb(230, 200, 80)
            } else if past {
                Color32::from_gray(60)
            } else if is_climax(week, day) {
                Color32::from_rgb(110, 40, 40)
            } else {
                Color32::from_gray(95)
            };
            let text = RichText::new(format!(" {day}{mark:<2}"))
                .monospace()
                .background_color(fill)
                .color(if today {
                    Color32::BLACK
                } else {
                    Color32::WHITE
                });
            ui.label(text).on_hover_text(format!(
                "Week {week}, day {day}{}{}",
                match day {
                    2 | 4 | 5 => ": a general event at the end of the day (R-ROUND-5)",
                    3 | 6 => ": plots resolve at the end of the day (R-PLOT-3)",
                    _ => "",
                },
                if is_climax(week, day) {
                    "; climax — followed-up leads leave the game (R-ROUND-8)"
                } else {
                    ""
                }
            ));
        }
        if week == 1 {
            ui.label("|");
        }
    }
}

/// The time track: one box per Time, filled for what is left.
fn time_track(ui: &mut egui::Ui, left: u8, of: u8) {
    ui.label("Time");
    for i in 0..of.max(left) {
        let c = if i < left {
            Color32::from_rgb(90, 200, 255)
        } else {
            Color32::from_gray(60)
        };
        ui.label(RichText::new("■").color(c).size(18.0));
    }
    ui.label(RichText::new(format!("{left} left")).strong())
        .on_hover_text("Time left this turn: a move, following up a lead, drawing or discarding a card, playing a light card or getting a jump on the case cost 1 Time each; abilities and events as they say (R-ROUND-2, R-ROUND-3).");
}

/// What a hovered NPC marker says: the NPC, its detective, where and by which event.
fn npc_tooltip(
    ctx: &egui::Context,
    content: &Content,
    snap: &rules::Snapshot,
    npc: crate::content::NpcRef,
) {
    let Some(pos) = ctx.pointer_hover_pos() else {
        return;
    };
    egui::Area::new("hover".into())
        .fixed_pos(pos + egui::vec2(16.0, 16.0))
        .order(egui::Order::Tooltip)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(300.0);
                let lines = events::npc_words(content, snap, npc);
                let d = &content.detectives[npc.detective].def;
                for (i, l) in lines.iter().enumerate() {
                    if i == 0 {
                        ui.label(RichText::new(l).strong().color(color32(d.color)));
                    } else {
                        ui.label(l);
                    }
                }
            });
        });
}

/// The colour the rules name a location type by (the colour-blind palette keeps the names).
fn type_colour_word(t: crate::content::LocType) -> &'static str {
    use crate::content::LocType;
    match t {
        LocType::Religious => "yellow",
        LocType::Civic => "green",
        LocType::Residential => "red",
        LocType::Business => "blue",
        LocType::Nightlife => "purple",
    }
}

fn location_tooltip(ctx: &egui::Context, content: &Content, loc: LocId, snap: &rules::Snapshot) {
    let Some(pos) = ctx.pointer_hover_pos() else {
        return;
    };
    let l = content.map.loc(loc);
    egui::Area::new("hover".into()).fixed_pos(pos + egui::vec2(16.0, 16.0)).order(egui::Order::Tooltip).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(300.0);
            ui.label(RichText::new(content.map.label(loc)).strong());
            ui.label(format!("{}: {} {} ({})", content.map.district(l.district).name, l.quality.name(), l.kind.name(), l.quality.shape_name()));
            ui.label(RichText::new(format!("Type {} ({}): leads, Lily and Jimmy move to a place of the same type; it never changes your move (R-MAP-3).", l.kind.name(), type_colour_word(l.kind))).small());
            if l.restricted {
                let warrants: Vec<String> = snap.seats.iter().filter(|s| s.warrants.contains(&loc)).map(|s| content.detectives[s.detective].def.name.clone()).collect();
                let with = if warrants.is_empty() { String::new() } else { format!(" Warrant here: {} (R-TOKEN-3).", warrants.join(", ")) };
                ui.label(format!("Restricted: 3 Time to enter without your own warrant here (R-MOVE-4).{with}"));
            }
            match l.quality {
                crate::content::Quality::Ritzy => ui.label("Ritzy: entering draws a free light card (R-MOVE-6)."),
                crate::content::Quality::Seedy => ui.label("Seedy: entering draws a free dark card (R-MOVE-6)."),
                _ => ui.label(""),
            };
            if let Some(a) = &l.ability {
                ui.label(RichText::new(format!("Ability: {a}")).italics());
                ui.label(RichText::new("Standing here, use it from the top bar; each player once per round (R-LOC-1).").small());
            }
            if let Some(i) = l.beanstalk_index {
                ui.label(format!("The Beanstalk, stop {} of 5: enter at an end, then one step at a time (R-MOVE-3).", i + 1));
            }
            if snap.scene == loc {
                ui.label(RichText::new("The scene of the crime.").color(Color32::from_rgb(255, 110, 110)));
                let hero = snap.hero_on_scene.map(|s| format!("{}'s hero marker is here. ", content.detectives[snap.seats[s].detective].def.name)).unwrap_or_default();
                ui.label(RichText::new(format!("{hero}Get a jump on the case here (1 Time, R-ROUND-4): whose hero marker is here at the end of the day becomes first player (R-ROUND-6).")).small());
            }
            for (kind, owner, at) in &snap.leads {
                if *at == loc {
                    let whose = match owner {
                        crate::game::LeadOwner::Suspect(s) => content.suspects[*s].name.clone(),
                        crate::game::LeadOwner::Detective(d) => content.detectives[*d].def.name.clone(),
                    };
                    ui.label(format!("A {} lead ({whose}): standing here, click it to follow it up for 1 Time (R-LEAD-1); the player on your right moves it (R-LEAD-2).", kind.name()));
                }
            }
            for who in crate::model::Informant::ALL {
                if snap.informant(who) == loc {
                    let rule = match who {
                        crate::model::Informant::Lily => "R-MOVE-8",
                        crate::model::Informant::Jimmy => "R-MOVE-9",
                    };
                    ui.label(format!("{} is here ({rule}).", who.name()));
                }
            }
            for line in events::npcs_at(content, snap, loc) {
                ui.label(line);
            }
            let here: Vec<String> = snap.seats.iter().filter(|s| s.at == loc).map(|s| content.detectives[s.detective].def.name.clone()).collect();
            if !here.is_empty() {
                ui.label(format!("Here: {}.", here.join(", ")));
            }
            for line in events::event_abilities_at(content, snap, loc) {
                ui.label(RichText::new(line).italics().color(Color32::from_rgb(240, 200, 90)));
            }
        });
    });
}
