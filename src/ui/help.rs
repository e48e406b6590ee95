//! Help and preferences around the game: the searchable rules reference window (menu
//! *Rules*, the top bar, F1, and the small "?" buttons beside panels), the settings window
//! (menu *Settings* and the top bar) and what the settings do while the game runs (UI scale,
//! the bots' pause), and the confirmation before ending a turn with Time left.

use crate::game::Phase;
use crate::game::bot::BotPace;
use crate::i18n::{tr, tr_args};
use crate::rulebook::RuleBook;
use crate::settings::{self, Settings};
use crate::ui::board::frame::BoardView;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The settings, the rules window, the log view and the settings window, started with the
/// `--bot-delay` the command line gave, if any (it wins over the settings for that run).
pub struct HelpPlugin {
    /// `--bot-delay`, if the command line gave one.
    pub bot_delay: Option<f32>,
}

impl Plugin for HelpPlugin {
    fn build(&self, app: &mut App) {
        let loaded = settings::load(&settings::settings_path());
        let warning = loaded.message();
        if let Some(w) = &warning {
            warn!("{w}");
        }
        app.insert_resource(crate::game::bot::ThinkAside)
            .insert_resource(BotPace(self.bot_delay.unwrap_or(loaded.settings.bot_pause)))
            .insert_resource(loaded.settings)
            .insert_resource(SettingsWindow {
                warning,
                cli_bot_delay: self.bot_delay,
                ..default()
            })
            .init_resource::<RulesWindow>()
            .init_resource::<crate::ui::panels::log::LogView>()
            .init_resource::<ConfirmEnd>()
            .add_systems(OnEnter(Phase::Setup), |mut c: ResMut<ConfirmEnd>| {
                *c = ConfirmEnd::default()
            })
            .add_systems(
                EguiPrimaryContextPass,
                (apply_settings, help_windows)
                    .chain()
                    .after(crate::ui::layout::TableSet::Overlays),
            );
    }
}

/// The rules reference window: open or not, and its filter.
#[derive(Resource, Default)]
pub struct RulesWindow {
    /// Whether it is open.
    pub open: bool,
    /// The filter typed.
    pub filter: String,
    /// Put the cursor in the filter box on the next frame.
    focus: bool,
}

impl RulesWindow {
    /// Opens the window, or closes it if it is open.
    pub fn toggle(&mut self) {
        self.open = !self.open;
        self.focus = self.open;
    }
}

/// Where a "?" button leaves its request for the rules window.
fn request_id() -> egui::Id {
    egui::Id::new("rules-request")
}

fn auto_leads_id() -> egui::Id {
    egui::Id::new("auto-leads-request")
}

/// Turns on *Let the game choose where the leads I move go* (and saves the settings), from a
/// panel that has no hold on the settings.
pub fn always_let_the_game_choose(ctx: &egui::Context) {
    ctx.data_mut(|d| d.insert_temp(auto_leads_id(), true));
}

/// Opens the rules window filtered to `query` (a rule ID, an ID prefix or words).
pub fn ask_rules(ctx: &egui::Context, query: &str) {
    ctx.data_mut(|d| d.insert_temp(request_id(), query.to_string()));
}

/// A small "?" button that opens the rules window filtered to `query`.
pub fn rules_link(ui: &mut egui::Ui, query: &str) {
    if ui
        .small_button("?")
        .on_hover_text(tr_args("rules-link-hover", &[("what", query.into())]))
        .clicked()
    {
        ask_rules(ui.ctx(), query);
    }
}

/// The settings window: open or not, the settings as they were when it opened (Cancel goes
/// back to them), and what to tell the player.
#[derive(Resource, Default)]
pub struct SettingsWindow {
    /// Whether it is open.
    pub open: bool,
    before: Option<Settings>,
    /// What was wrong with the settings file at start, until the player saves settings.
    pub warning: Option<String>,
    /// `--bot-delay`, which wins over the settings for this run.
    cli_bot_delay: Option<f32>,
    status: String,
    /// Opened this frame: the key that opened it (Enter on a focused button) is not its own.
    just_opened: bool,
    /// Saved and closed this frame: a notice says so at the table (round 45 of issue 31: Save
    /// closed the window and nothing said the settings were kept).
    saved: bool,
}

impl SettingsWindow {
    /// Opens the window over the current settings.
    pub fn open(&mut self, current: &Settings) {
        if !self.open {
            self.open = true;
            self.before = Some(current.clone());
            self.status.clear();
            self.just_opened = true;
        }
    }
}

/// Whether the "end the turn with Time left?" question is up, and since when (egui's clock,
/// from its first frame).
#[derive(Resource, Default)]
pub struct ConfirmEnd {
    /// The question is up.
    pub up: bool,
    /// When it was first drawn.
    opened: Option<f64>,
}

/// What the game panels use of this module.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Help<'w> {
    /// The settings.
    pub settings: Res<'w, Settings>,
    /// The rules window.
    pub rules: ResMut<'w, RulesWindow>,
    /// The settings window.
    pub settings_window: ResMut<'w, SettingsWindow>,
    /// The log's view.
    pub log: ResMut<'w, crate::ui::panels::log::LogView>,
    /// The *End game* confirmation.
    pub confirm_end: ResMut<'w, ConfirmEnd>,
}

impl Help<'_> {
    /// The *Rules* and *Settings* buttons of the top bar.
    pub fn top_bar_buttons(&mut self, ui: &mut egui::Ui) {
        let label = tr(if self.rules.open {
            "rules-hide"
        } else {
            "rules-open"
        });
        if ui
            .button(label)
            .on_hover_text(tr("rules-open-hover"))
            .clicked()
        {
            self.rules.toggle();
        }
        if ui
            .button(tr("settings-open"))
            .on_hover_text(tr("settings-open-hover"))
            .clicked()
        {
            self.settings_window.open(&self.settings);
        }
    }

    /// *End turn* was pressed: true when the turn should end now, false when the player is
    /// asked first (the setting is on and Time is left).
    pub fn end_turn_pressed(&mut self, time_left: u8) -> bool {
        if self.settings.confirm_end_turn && time_left > 0 {
            self.confirm_end.up = true;
            false
        } else {
            true
        }
    }

    /// The question before ending a turn with Time left; true when the player confirms.
    /// `still_mine` is false once the turn is no longer the viewer's (the question goes away).
    pub fn confirm_end_turn(
        &mut self,
        ctx: &egui::Context,
        time_left: u8,
        still_mine: bool,
    ) -> bool {
        if !self.confirm_end.up || !still_mine {
            *self.confirm_end = ConfirmEnd::default();
            return false;
        }
        // Frames come for a moment after it opens: egui lays a new window out unseen first,
        // and with no frame until the next input, a click aimed at its button fell on that
        // first drawn frame and was lost (round 40 of issue 31).
        let now = ctx.input(|i| i.time);
        let opened = *self.confirm_end.opened.get_or_insert(now);
        if now - opened < 0.3 {
            ctx.request_repaint();
        }
        let mut end = false;
        let mut close = false;
        let m = crate::ui::theme::modal("confirm-end-turn").show(ctx, |ui| {
            ui.set_width(380.0);
            ui.heading(tr("end-turn-title"));
            ui.label(tr_args("end-turn-text", &[("time", time_left.into())]));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui
                    .button(RichText::new(tr("end-turn-end")).strong())
                    .clicked()
                {
                    end = true;
                }
                if ui.button(tr("end-turn-keep")).clicked() {
                    close = true;
                }
            });
            ui.label(RichText::new(tr("end-turn-note")).small().weak());
            // Enter ends the turn, as its first button (round 50 of issue 31 pressed it and
            // nothing happened); not in the moment the question opens.
            if now - opened > 0.3 && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                end = true;
            }
        });
        // Esc or *Keep playing* keep the turn; a click that egui gave the backdrop (rounds 31
        // to 34 saw a click on *End turn* shut the question and leave the turn going, with
        // nothing said) leaves the question up, for the next click.
        let backdrop = m.backdrop_response.clicked();
        if end || close || (m.should_close() && !backdrop) {
            *self.confirm_end = ConfirmEnd::default();
        }
        end
    }
}

/// Keeps the running game in step with the settings: the UI scale and the bots' pause
/// (unless `--bot-delay` set it for this run).
fn apply_settings(mut contexts: EguiContexts, settings: Res<Settings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if ctx.options(|o| o.zoom_with_keyboard) {
        // The UI scale is the setting's: Ctrl +/- would change it behind its back.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }
    if ctx.zoom_factor() != settings.ui_scale {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    Ok(())
}

/// Where egui keeps word that the settings were just saved (the notices say it at the table).
pub const SETTINGS_SAVED: &str = "settings_saved";

/// The rules and settings windows, over the menu or the game; their rects keep the pointer
/// off the board.
fn help_windows(
    mut contexts: EguiContexts,
    mut rules: ResMut<RulesWindow>,
    mut settings: ResMut<Settings>,
    mut window: ResMut<SettingsWindow>,
    (screen, phase, table_view, remote): (
        Res<State<crate::ui::Screen>>,
        Res<State<Phase>>,
        Option<Res<crate::game::TableView>>,
        Option<Res<crate::game::RemoteTable>>,
    ),
    mut view: ResMut<BoardView>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    if *screen.get() == crate::ui::Screen::Loading {
        return Ok(());
    }
    if let Some(q) = ctx.data_mut(|d| d.remove_temp::<String>(request_id())) {
        rules.open = true;
        rules.filter = q;
    }
    if ctx.input(|i| i.key_pressed(egui::Key::F1)) {
        rules.toggle();
    }
    if rules.open && ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        rules.open = false;
    }
    let mut blocked = Vec::new();
    if let Some(r) = rules_window(&ctx, &mut rules) {
        blocked.push(r);
    }
    if ctx.data_mut(|d| d.remove_temp::<bool>(auto_leads_id())) == Some(true) {
        settings.auto_leads = true;
        let path = settings::settings_path();
        if let Err(e) = settings::save(&path, &settings) {
            warn!("could not save the settings to {}: {e}", path.display());
        }
    }
    let (r, changed) = settings_window(&ctx, &settings, &mut window);
    blocked.extend(r);
    if let Some(new) = changed {
        settings.set_if_neq(new);
    }
    // In a game the panels set the blocked areas anew each frame; these join them.
    let saved = std::mem::take(&mut window.saved);
    if !crate::ui::in_game(screen, phase, table_view, remote) {
        return Ok(());
    }
    // At the table a notice says the settings were kept (the menu shows them as they are).
    if saved {
        ctx.data_mut(|d| d.insert_temp(egui::Id::new(SETTINGS_SAVED), true));
    }
    let z = ctx.zoom_factor();
    view.blocked.extend(
        blocked
            .into_iter()
            .map(|r| Rect::new(r.min.x * z, r.min.y * z, r.max.x * z, r.max.y * z)),
    );
    Ok(())
}

/// The rules reference: sections and rules with their IDs, a filter over IDs and text.
fn rules_window(ctx: &egui::Context, state: &mut RulesWindow) -> Option<egui::Rect> {
    if !state.open {
        return None;
    }
    let book = RuleBook::embedded();
    let mut open = true;
    let r = egui::Window::new(tr("rules-title"))
        .id(egui::Id::new("rules-reference"))
        // Over the Case Closed panel too (a foreground area): F1 there shows the rules on top.
        .order(egui::Order::Foreground)
        .open(&mut open)
        .resizable(true)
        .default_size([640.0, 640.0])
        .default_pos(ctx.content_rect().left_top() + egui::vec2(300.0, 80.0))
        .show(ctx, |ui| {
            let total = book.rules().count();
            // The filter is read after its field took this frame's typing: the list and the
            // count follow each key at once, not one event late.
            let hits = ui
                .horizontal(|ui| {
                    ui.label(tr("rules-filter"));
                    let t = ui.add(
                        egui::TextEdit::singleline(&mut state.filter)
                            .hint_text(tr("rules-filter-hint"))
                            .desired_width(300.0),
                    );
                    if std::mem::take(&mut state.focus) {
                        t.request_focus();
                    }
                    if ui
                        .add_enabled(
                            !state.filter.is_empty(),
                            egui::Button::new(tr("rules-clear")),
                        )
                        .clicked()
                    {
                        state.filter.clear();
                        state.focus = true;
                    }
                    let hits = book.search(&state.filter);
                    ui.label(
                        RichText::new(tr_args(
                            "rules-count",
                            &[("count", hits.len().into()), ("total", total.into())],
                        ))
                        .weak(),
                    );
                    hits
                })
                .inner;
            ui.separator();
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let filtering = !state.filter.trim().is_empty();
                    if !filtering {
                        ui.label(RichText::new(&book.title).strong().size(16.0));
                        ui.label(RichText::new(&book.intro).small());
                        egui::CollapsingHeader::new(tr("rules-manual"))
                            .default_open(false)
                            .show(ui, |ui| {
                                for (title, body) in crate::rulebook::manual_sections() {
                                    egui::CollapsingHeader::new(title.as_str())
                                        .default_open(false)
                                        .show(ui, |ui| {
                                            ui.label(RichText::new(body.as_str()).small());
                                        });
                                }
                            });
                        egui::CollapsingHeader::new(tr("rules-glossary"))
                            .default_open(false)
                            .show(ui, crate::ui::glossary::list);
                    }
                    if hits.is_empty() {
                        ui.label(RichText::new(tr("rules-none")).weak());
                    }
                    let exact = state.filter.trim().to_uppercase();
                    let mut section = None;
                    for (si, ri) in hits {
                        let s = &book.sections[si];
                        if section != Some(si) {
                            section = Some(si);
                            ui.add_space(6.0);
                            ui.label(RichText::new(&s.title).strong().size(15.0));
                            if !filtering && !s.intro.is_empty() {
                                ui.label(RichText::new(&s.intro).small().italics());
                            }
                        }
                        let rule = &s.rules[ri];
                        ui.horizontal_wrapped(|ui| {
                            let mut id = RichText::new(&rule.id)
                                .monospace()
                                .strong()
                                .color(Color32::from_rgb(240, 200, 90));
                            if rule.id == exact {
                                id = id.background_color(Color32::from_rgb(70, 60, 20));
                            }
                            ui.label(id);
                            ui.label(&rule.text);
                        });
                    }
                });
        });
    state.open = open;
    r.map(|r| r.response.rect)
}

/// The room the settings window's foot takes (the rule, where the file lies, a warning, the
/// buttons), in points: the list of settings scrolls in what is left of the screen.
const SETTINGS_FOOT: f32 = 150.0;

/// The settings window: each setting with what it does; *Save* writes the file, *Cancel*
/// goes back to the settings as they were.
/// Returns the window's rect and the settings when they changed (they apply at once).
fn settings_window(
    ctx: &egui::Context,
    current: &Settings,
    w: &mut SettingsWindow,
) -> (Option<egui::Rect>, Option<Settings>) {
    if !w.open {
        return (None, None);
    }
    let mut open = true;
    // Enter saves, Esc cancels, as the buttons do.
    let (enter, esc) = ctx.input(|i| {
        (
            i.key_pressed(egui::Key::Enter),
            i.key_pressed(egui::Key::Escape),
        )
    });
    let keys = !std::mem::take(&mut w.just_opened);
    let (mut save, mut cancel) = (keys && enter, keys && esc);
    let mut s = current.clone();
    // The window fits the screen whatever the UI scale: the settings scroll, the buttons stay
    // at the bottom in sight.
    let screen = ctx.content_rect();
    let width = (screen.width() - 40.0).clamp(240.0, 460.0);
    // One height from the first frame (the list scrolls in it): the window never grows
    // under the pointer as its content is measured.
    let list_h = (screen.height() - 48.0 - SETTINGS_FOOT).clamp(80.0, 560.0);
    let r = egui::Window::new(tr("settings-title"))
        .id(egui::Id::new("settings"))
        .order(egui::Order::Foreground)
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.set_width(width);
            // A scroll bar of its own room: the rows end before it, never under it.
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            egui::ScrollArea::vertical()
                .id_salt("settings-list")
                .max_height(list_h)
                .min_scrolled_height(list_h)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    egui::Grid::new("settings-grid")
                        .num_columns(2)
                        .spacing([14.0, 10.0])
                        .show(ui, |ui| {
                            settings_rows(ui, &mut s, w.cli_bot_delay);
                        });
                });
            ui.separator();
            if let Some(warn) = &w.warning {
                ui.colored_label(Color32::from_rgb(255, 170, 120), warn);
            }
            // Where, in words; the file itself on hover (a player reads no paths).
            ui.label(RichText::new(tr("settings-saved-in")).small().weak())
                .on_hover_text(settings::settings_path().display().to_string());
            if !w.status.is_empty() {
                ui.colored_label(Color32::from_rgb(255, 150, 120), &w.status);
            }
            ui.horizontal(|ui| {
                save |= ui
                    .button(RichText::new(tr("settings-save")).strong())
                    .on_hover_text(tr("settings-save-hover"))
                    .clicked();
                cancel |= ui
                    .button(tr("settings-cancel"))
                    .on_hover_text(tr("settings-cancel-hover"))
                    .clicked();
                if ui
                    .button(tr("settings-defaults"))
                    .on_hover_text(tr("settings-defaults-hover"))
                    .clicked()
                {
                    // The language stays: the player just chose it, and reads these words.
                    s = Settings {
                        language: s.language,
                        ..Settings::default()
                    };
                }
            });
        });
    if save {
        let path = settings::settings_path();
        match settings::save(&path, &s) {
            Ok(()) => {
                w.warning = None;
                w.open = false;
                w.saved = true;
            }
            Err(e) => {
                w.status = tr_args(
                    "settings-save-failed",
                    &[
                        ("place", path.display().to_string().into()),
                        ("reason", e.to_string().into()),
                    ],
                )
            }
        }
    }
    if cancel || !open {
        if let Some(b) = w.before.take() {
            s = b;
        }
        w.open = false;
    }
    (r.map(|r| r.response.rect), (s != *current).then_some(s))
}

/// The settings' rows in their grid (a label, then the choice), into `s`.
fn settings_rows(ui: &mut egui::Ui, s: &mut Settings, cli_bot_delay: Option<f32>) {
    ui.label(tr("settings-language"));
    ui.horizontal_wrapped(|ui| {
        for l in crate::i18n::Locale::ALL {
            ui.selectable_value(&mut s.language, l, l.native_name());
        }
    })
    .response
    .on_hover_text(tr("settings-language-hover"));
    ui.end_row();

    // A list rather than a row of seven: the row wrapped onto the next setting's at 150%.
    ui.label(tr("settings-ui-scale"));
    egui::ComboBox::from_id_salt("settings-ui-scale")
        .selected_text(format!("{:.0}%", s.ui_scale * 100.0))
        .show_ui(ui, |ui| {
            for v in [0.75, 0.9, 1.0, 1.25, 1.5, 1.75, 2.0] {
                ui.selectable_value(&mut s.ui_scale, v, format!("{:.0}%", v * 100.0));
            }
        })
        .response
        .on_hover_text(tr("settings-ui-scale-hover"));
    ui.end_row();

    ui.label(tr("settings-end-turn"));
    ui.checkbox(&mut s.confirm_end_turn, tr("settings-end-turn-ask"));
    ui.end_row();

    ui.label(tr("settings-dark-cards"));
    ui.checkbox(&mut s.auto_pass, tr("settings-auto-pass"))
        .on_hover_text(tr("settings-auto-pass-hover"));
    ui.end_row();

    ui.label(tr("settings-leads"));
    ui.checkbox(&mut s.auto_leads, tr("settings-auto-leads"))
        .on_hover_text(tr("settings-auto-leads-hover"));
    ui.end_row();

    ui.label(tr("settings-free-cards"));
    ui.checkbox(&mut s.auto_draws, tr("settings-auto-draws"))
        .on_hover_text(tr("settings-auto-draws-hover"));
    ui.end_row();

    ui.label(tr("settings-animation"));
    ui.vertical(|ui| {
        ui.add(
            egui::Slider::new(&mut s.animation_speed, Settings::ANIMATION_SPEED)
                .logarithmic(true)
                .custom_formatter(|v, _| format!("×{v:.2}")),
        );
        ui.label(RichText::new(tr("settings-animation-note")).small().weak());
    });
    ui.end_row();

    ui.label(tr("settings-bot-pause"));
    ui.vertical(|ui| {
        ui.add(
            egui::Slider::new(&mut s.bot_pause, Settings::BOT_PAUSE)
                .step_by(0.1)
                .suffix(" s"),
        );
        let note = match cli_bot_delay {
            Some(d) => tr_args("settings-bot-pause-cli", &[("amount", d.into())]),
            None => tr("settings-bot-pause-note"),
        };
        ui.label(RichText::new(note).small().weak());
    });
    ui.end_row();

    ui.label(tr("settings-colours"));
    ui.vertical(|ui| {
        ui.checkbox(&mut s.colour_blind, tr("settings-colour-blind"));
        ui.horizontal_wrapped(|ui| {
            // Each swatch wraps with its name.
            for t in crate::content::LocType::ALL {
                let [r, g, b] = s.loc_type_rgb(t);
                ui.horizontal(|ui| {
                    ui.label(RichText::new("■").color(Color32::from_rgb(r, g, b)));
                    ui.label(RichText::new(tr(&format!("loc-type-{}", t.name()))).small());
                });
            }
        });
        ui.label(
            RichText::new(tr("settings-colour-blind-note"))
                .small()
                .weak(),
        );
    });
    ui.end_row();

    crate::audio::panel::sound_rows(ui, &mut s.sound);
}
