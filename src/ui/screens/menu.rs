//! The title and the menu: *Quick game*, *New game…* (the form), *Continue* (the newest
//! game's autosave), *Load a save…* (every save, by murder, detectives, how far and when),
//! *Rules*, *Settings*, *Quit*. A button that cannot be used says why under itself, not in a
//! tooltip that would cover the next one.

use crate::content::Content;
use crate::game::{GameConfig, SeatConfig, SeatKind};
use crate::i18n::{tr, tr_args};
use crate::save::SaveKind;
use crate::ui::Screen;
use crate::ui::board::frame::BoardView;
use crate::ui::screens::loading::{load_game, start_game};
use crate::ui::screens::saves::{SaveList, describe, save_list, saves_count};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The menu screen.
pub struct MenuPlugin;

impl Plugin for MenuPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<NewGameForm>()
            .init_resource::<SaveList>()
            .add_systems(OnEnter(Screen::Menu), |mut list: ResMut<SaveList>| {
                list.refresh()
            })
            .add_systems(
                Update,
                spawn_title_city
                    .run_if(in_state(Screen::Menu))
                    .run_if(not(leaving_for_a_game)),
            )
            .add_systems(
                EguiPrimaryContextPass,
                menu_screen
                    .run_if(in_state(Screen::Menu))
                    .run_if(not(leaving_for_a_game)),
            );
    }
}

/// A game is on its way (`--players`, `--load`, or a button just pressed): the menu is passed
/// through without drawing it.
fn leaving_for_a_game(next: Res<NextState<Screen>>) -> bool {
    matches!(
        *next,
        NextState::Pending(Screen::Game) | NextState::PendingIfNeq(Screen::Game)
    )
}

/// The city behind the title: the board's own art (the night city, the Beanstalk, the Moon),
/// dimmed by the menu's veil; it goes when the menu does.
#[derive(Component)]
struct TitleCity;

fn spawn_title_city(
    mut commands: Commands,
    content: Option<Res<Content>>,
    drawn: Query<(), With<TitleCity>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(content) = content else { return };
    if !drawn.is_empty() {
        return;
    }
    let blend = materials.add(ColorMaterial::default());
    for (mesh, z) in crate::ui::board::art::board_art(&content.map).layers {
        commands.spawn((
            TitleCity,
            DespawnOnExit(Screen::Menu),
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(blend.clone()),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }
}

/// The new-game screen's choices.
#[derive(Resource)]
pub struct NewGameForm {
    /// Whether the new-game screen is open.
    pub open: bool,
    /// The murder chosen (`None`: at random).
    pub scenario: Option<String>,
    /// The seats.
    pub seats: Vec<SeatConfig>,
    /// The seed typed (empty: at random).
    pub seed: String,
    /// Every human at the screen agrees to show hints (hot seat).
    pub shared_hints: bool,
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm {
            open: false,
            scenario: None,
            seats: GameConfig::new(4, 1, 0).seats,
            shared_hints: true,
            seed: String::new(),
        }
    }
}

/// The width of the menu's column of buttons, in points.
const COLUMN: f32 = 340.0;

/// A wide button of the menu's column (the online screens use it too).
pub(crate) fn big_button(ui: &mut egui::Ui, enabled: bool, text: &str) -> egui::Response {
    sized_button(ui, enabled, text, 38.0)
}

/// [`big_button`] `height` points tall (lower on a short window).
fn sized_button(ui: &mut egui::Ui, enabled: bool, text: &str, height: f32) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(RichText::new(text).size(17.0)).min_size(egui::vec2(COLUMN, height)),
    )
}

/// The first start's welcome over the menu, with the game the command line asked for one
/// click away (a shared screen's humans named): whether that click came.
fn welcome(ui: &mut egui::Ui, config: &GameConfig) -> bool {
    let humans = config
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Human)
        .count();
    let shown = egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_max_width(COLUMN + 120.0);
        ui.label(RichText::new(tr("welcome-title")).strong().size(18.0));
        ui.label(tr("welcome-text"));
        ui.add_space(4.0);
        ui.button(tr_args(
            "welcome-skip",
            &[
                ("count", config.seats.len().into()),
                ("humans", humans.into()),
            ],
        ))
        .on_hover_text(tr("welcome-skip-hover"))
        .clicked()
    });
    ui.add_space(8.0);
    shown.inner
}

/// A line under a button: why it cannot be used, or what it will do.
pub(crate) fn under(ui: &mut egui::Ui, text: impl Into<String>) {
    ui.label(RichText::new(text.into()).small().weak());
    ui.add_space(4.0);
}

/// What a menu button does (the message `key`): under it, or on its hover in a window too
/// short for the lines (`tiny`).
fn what_it_does(ui: &mut egui::Ui, r: egui::Response, key: &str, tiny: bool) -> egui::Response {
    if tiny {
        r.on_hover_text(tr(key))
    } else {
        under(ui, tr(key));
        r
    }
}

/// [`under`] in at most `rows` rows, ending in "…" where it is longer (the whole on hover):
/// the newest save's long description on a short window.
fn under_rows(ui: &mut egui::Ui, text: String, rows: usize) {
    let mut job = egui::text::LayoutJob::default();
    RichText::new(text.as_str()).small().weak().append_to(
        &mut job,
        ui.style(),
        egui::FontSelection::Default,
        egui::Align::Center,
    );
    job.wrap.max_rows = rows;
    job.wrap.overflow_character = Some('…');
    ui.label(job).on_hover_text(text);
    ui.add_space(4.0);
}

/// The seed's row of a form's grid (empty: at random); the online host form has it too.
pub(crate) fn seed_row(ui: &mut egui::Ui, seed: &mut String) {
    ui.label(tr("form-seed"));
    ui.add(
        egui::TextEdit::singleline(seed)
            .hint_text(tr("form-seed-hint"))
            .desired_width(160.0),
    );
    ui.end_row();
}

/// The quick game: the player and three normal bots, the seed typed in the new-game form if
/// any; a first game is gentle: the human goes first.
fn quick_game(seed: &str, auto_pass: bool) -> GameConfig {
    let mut config = GameConfig::new(
        4,
        1,
        seed.trim()
            .parse()
            .unwrap_or_else(|_| crate::model::random_seed()),
    );
    config.first_player = Some(crate::ids::SeatId(0));
    config.auto_pass = auto_pass;
    config
}

/// The menu's title, its line under it, and why a game could not start (`notice`); smaller
/// on a short window (`short`), smaller still over the new-game form (`form_open`).
fn title(ui: &mut egui::Ui, short: bool, form_open: bool, notice: &Option<String>) {
    ui.add_space((ui.available_height() * 0.08).min(if short { 2.0 } else { 60.0 }));
    ui.label(
        RichText::new(tr("menu-title"))
            .family(crate::ui::fonts::display_family())
            .size(match (short, form_open) {
                (true, true) => 32.0,
                (true, false) => 36.0,
                _ => 64.0,
            })
            .extra_letter_spacing(6.0)
            .color(Color32::from_rgb(244, 226, 180)),
    );
    ui.label(
        RichText::new(tr("menu-tagline"))
            .italics()
            .size(if short { 14.5 } else { 16.0 }),
    );
    ui.add_space(if short { 4.0 } else { 18.0 });
    if let Some(n) = notice {
        ui.colored_label(Color32::from_rgb(255, 170, 120), n);
        ui.add_space(6.0);
    }
}

/// The first frames lay the menu out while fonts and sizes settle; a reactive window draws
/// again only when asked, and its last frame kept a hover worked out on the first frames'
/// places (rounds 31 to 33 saw Quit lit as if chosen at 1280×720 and 150%).
fn settle(ctx: &egui::Context) {
    if ctx.input(|i| i.time) < 4.0 {
        ctx.request_repaint_after(std::time::Duration::from_millis(100));
    }
}

fn menu_screen(
    mut contexts: EguiContexts,
    content: Option<Res<Content>>,
    mut form: ResMut<NewGameForm>,
    mut list: ResMut<SaveList>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut view: ResMut<BoardView>,
    window: Single<&Window, With<PrimaryWindow>>,
    (mut help, mut notice, mut slot, mut coach, mut first): (
        crate::ui::help::Help,
        ResMut<crate::ui::MenuNotice>,
        ResMut<crate::save::SaveSlot>,
        ResMut<crate::ui::coach::Coach>,
        ResMut<crate::ui::FirstStart>,
    ),
) -> Result {
    // The board camera fills the window with the city behind the title.
    let r = Rect::new(0.0, 0.0, window.width(), window.height());
    let cover = (1150.0 / r.width().max(50.0)).min(760.0 / r.height().max(50.0));
    if view.rect != r || view.scale != cover {
        view.rect = r;
        view.scale = cover;
        view.centre = Vec2::new(0.0, 40.0);
        view.user_framed = false;
    }
    let ctx = contexts.ctx_mut()?;
    let Some(content) = content else {
        return Ok(());
    };
    settle(ctx);
    let mut start = None;
    // D-7: a game of the player's own passes by the windows nothing answers, as set; the
    // lesson asks at each.
    let auto_pass = help.settings.auto_pass;
    let mut load: Option<(std::path::PathBuf, SaveKind, crate::save::SaveFile)> = None;
    let whole = ctx.content_rect();
    // A veil over the city: dark enough to read on, light enough to see the city through.
    let veil = Color32::from_rgba_unmultiplied(8, 9, 14, 150);
    crate::ui::layout::region_filled(ctx, "menu", whole, veil, |ui| {
        reading_column(ui, whole);
        // The new-game form's Start and Back lie at the foot of the screen, always in sight
        // (a tall form scrolls above them; a row it grows never pushes them away).
        if form.open {
            egui::Panel::bottom("new-game-buttons")
                .resizable(false)
                .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 8)))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.set_max_width(640.0);
                        form_buttons(ui, &content, &mut form, &mut start, auto_pass);
                    });
                });
        }
        // A short window (1280×720, at 100% as at 150%) gives the form the title's room and
        // puts the buttons in two columns: one column of eight, with their lines, is some 900
        // points tall (rounds 46 and 47 of issue 31 scrolled for Settings and Quit at 100%).
        let short = ui.available_height() < 900.0;
        // Shorter still (1280×720 at 150%, the welcome above the buttons): what a button does
        // is said on its hover, not under it, so Quit is in sight (round 49 of issue 31).
        let tiny = ui.available_height() < 560.0;
        let what = |ui: &mut egui::Ui, r, key| what_it_does(ui, r, key, tiny);
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                title(ui, short, form.open, &notice.0);
                if form.open {
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.set_max_width(640.0);
                        new_game_form(ui, &content, &mut form);
                    });
                    return;
                }
                // The first start, with a game asked for on the command line: the lesson is
                // offered first, the game one click away.
                let held = first
                    .0
                    .as_ref()
                    .is_some_and(|game| welcome(ui, &game.config));
                if held && let Some(game) = first.0.take() {
                    load = Some((std::path::PathBuf::new(), SaveKind::Manual, game));
                }
                // The menu's buttons: the games (0) and the rest (1); a short window puts
                // them side by side, a little lower, so nothing scrolls at 1280×720 and 150%.
                let button = |ui: &mut egui::Ui, enabled: bool, text: &str| {
                    sized_button(ui, enabled, text, if short { 32.0 } else { 38.0 })
                };
                if short && list.open && !list.saves.is_empty() {
                    saves_room(ui, &content, &mut list, &mut load);
                    return;
                }
                let mut part = |ui: &mut egui::Ui, which: u8| {
                    if which == 0 {
                        let b = button(ui, true, &tr("menu-learn"));
                        if what(ui, b, "menu-learn-under").clicked() {
                            match crate::tutorial::Script::first_case(&content) {
                                Ok(script) => {
                                    start = Some(script.config());
                                    coach.start(script);
                                }
                                Err(e) => notice.0 = Some(e),
                            }
                        }
                        let b = button(ui, true, &tr("menu-quick"));
                        if what(ui, b, "menu-quick-under").clicked() {
                            start = Some(quick_game(&form.seed, auto_pass));
                        }
                        let b = button(ui, true, &tr("menu-new"));
                        if what(ui, b, "menu-new-under").clicked() {
                            form.open = true;
                        }
                        let b = button(ui, true, &tr("menu-online"));
                        if what(ui, b, "menu-online-under").clicked() {
                            notice.0 = None;
                            next.set(Screen::Online);
                        }
                    } else {
                        let newest = list.newest().cloned();
                        let b = button(ui, newest.is_some(), &tr("menu-continue"));
                        match &newest {
                            Some(l) if short => under_rows(ui, describe(&content, l), 2),
                            Some(l) => under(ui, describe(&content, l)),
                            None => under(ui, tr("menu-continue-none")),
                        }
                        if b.clicked()
                            && let Some(l) = newest
                            && let Ok(s) = l.save
                        {
                            load = Some((l.path, l.kind, s));
                        }
                        let label = tr(if list.open {
                            "menu-saves-hide"
                        } else {
                            "menu-saves-show"
                        });
                        if button(ui, !list.saves.is_empty(), &label).clicked() {
                            list.open = !list.open;
                        }
                        if list.saves.is_empty() {
                            under(ui, tr("menu-saves-none"));
                        } else if list.open {
                            save_list(ui, &content, COLUMN, 260.0, &mut list, &mut load);
                        } else {
                            under(ui, saves_count(&list));
                        }
                        let b = button(ui, true, &tr("menu-rules"));
                        if what(ui, b, "menu-rules-under").clicked() {
                            help.rules.toggle();
                        }
                        if button(ui, true, &tr("menu-settings")).clicked() {
                            help.settings_window.open(&help.settings);
                        }
                        if let Some(w) = &help.settings_window.warning {
                            ui.colored_label(Color32::from_rgb(255, 170, 120), w);
                        }
                        if !tiny {
                            under(ui, tr("menu-settings-under"));
                        }
                        if button(ui, true, &tr("menu-quit")).clicked() {
                            exit.write(AppExit::Success);
                        }
                    }
                };
                if short && ui.available_width() >= 2.0 * COLUMN + 40.0 {
                    ui.scope(|ui| {
                        ui.set_max_width(2.0 * COLUMN + 40.0);
                        ui.columns(2, |cols| {
                            cols[0].vertical_centered(|ui| part(ui, 0));
                            cols[1].vertical_centered(|ui| part(ui, 1));
                        });
                    });
                } else {
                    part(ui, 0);
                    part(ui, 1);
                }
            });
        });
    });
    if start.is_some() || load.is_some() {
        first.0 = None;
    }
    if let Some(config) = start {
        form.open = false;
        notice.0 = None;
        slot.0 = None;
        start_game(&mut commands, &mut next, config);
    }
    if let Some((path, kind, save)) = load {
        notice.0 = None;
        // Continuing a game's autosave goes on in that file; a player's save starts a new one.
        slot.0 = (kind == SaveKind::Auto).then_some(path);
        load_game(&mut commands, &mut next, save);
    }
    Ok(())
}

/// A short window gives the open list of saves the room of both columns (in a column it
/// pushed Rules, Settings and Quit out of the window at 1280×720 and 150%), never wider than
/// the window.
fn saves_room(
    ui: &mut egui::Ui,
    content: &Content,
    list: &mut SaveList,
    load: &mut Option<(std::path::PathBuf, SaveKind, crate::save::SaveFile)>,
) {
    if sized_button(ui, true, &tr("menu-saves-hide"), 32.0).clicked() {
        list.open = false;
    }
    let room = ui.ctx().content_rect().bottom() - ui.cursor().top() - 24.0;
    let wide = (2.0 * COLUMN + 40.0).min(ui.available_width() - 16.0);
    save_list(ui, content, wide, room, list, load);
}

/// The chosen murder's card (R-SETUP-1, R-MURDER-1…6): its story, the scene of the crime and
/// its special rule; for a random murder, that each has one.
fn murder_card(ui: &mut egui::Ui, content: &Content, id: Option<&str>) {
    let murder = id
        .and_then(|id| content.scenario_index(id))
        .map(|i| &content.scenarios[i]);
    // A column of its own: a grid cell lays out left to right.
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.vertical(|ui| murder_card_body(ui, content, murder));
    });
}

fn murder_card_body(
    ui: &mut egui::Ui,
    content: &Content,
    murder: Option<&crate::content::Scenario>,
) {
    ui.set_width(420.0);
    let Some(m) = murder else {
        ui.add(egui::Label::new(RichText::new(tr("murder-random")).small()).wrap());
        return;
    };
    if !m.def.blurb.is_empty() {
        ui.add(egui::Label::new(RichText::new(&m.def.blurb).small().italics()).wrap());
    }
    ui.label(
        RichText::new(tr_args(
            "murder-scene",
            &[("place", content.map.label(m.scene).into())],
        ))
        .small(),
    );
    if let Some(r) = &m.def.rule {
        ui.add_space(2.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(tr_args("murder-rule", &[("name", r.name.as_str().into())]))
                    .strong()
                    .color(Color32::from_rgb(244, 226, 180)),
            );
            crate::ui::help::rules_link(ui, &r.id);
        });
        ui.add(egui::Label::new(RichText::new(&r.text).small()).wrap());
    }
}

fn new_game_form(ui: &mut egui::Ui, content: &Content, form: &mut NewGameForm) {
    egui::Grid::new("new-game")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(tr("form-murder"));
            murder_picker(ui, content, &mut form.scenario, "murder");
            ui.end_row();
            ui.label("");
            murder_card(ui, content, form.scenario.as_deref());
            ui.end_row();
            ui.label(tr("form-players"));
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
                ui.label(tr_args("form-seat", &[("seat", (i + 1).into())]));
                ui.horizontal(|ui| {
                    let seat = &mut form.seats[i];
                    let current = seat
                        .detective
                        .as_ref()
                        .and_then(|id| content.detective_index(id))
                        .map(|d| content.detectives[d].def.name.clone())
                        .unwrap_or_else(|| tr("form-random-detective"));
                    egui::ComboBox::from_id_salt(("det", i))
                        .selected_text(current)
                        .width(180.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(
                                &mut seat.detective,
                                None,
                                tr("form-random-detective"),
                            );
                            for d in &content.detectives {
                                ui.selectable_value(
                                    &mut seat.detective,
                                    Some(d.def.id.clone()),
                                    &d.def.name,
                                );
                            }
                        });
                    ui.selectable_value(&mut seat.kind, SeatKind::Human, tr("form-human"));
                    ui.selectable_value(&mut seat.kind, SeatKind::Bot, tr("form-bot"));
                    if seat.kind == SeatKind::Bot {
                        egui::ComboBox::from_id_salt(("level", i))
                            .selected_text(tr(&format!("form-level-{}", seat.level.name())))
                            .width(80.0)
                            .show_ui(ui, |ui| {
                                for l in crate::game::BotLevel::ALL {
                                    let name = tr(&format!("form-level-{}", l.name()));
                                    ui.selectable_value(&mut seat.level, l, name);
                                }
                            })
                            .response
                            .on_hover_text(tr("form-bot-levels"));
                    }
                });
                ui.end_row();
            }
            seed_row(ui, &mut form.seed);
        });
    let humans = form
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Human)
        .count();
    if humans > 1 {
        ui.checkbox(&mut form.shared_hints, tr("form-hints"))
            .on_hover_text(tr("form-hints-hover"));
    }
}

/// The form's Start and Back (Start greyed, with the reason under it, while the form does not
/// make a game).
fn form_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    form: &mut NewGameForm,
    start: &mut Option<GameConfig>,
    auto_pass: bool,
) {
    let humans = form
        .seats
        .iter()
        .filter(|s| s.kind == SeatKind::Human)
        .count();
    let mut config = GameConfig {
        scenario: form.scenario.clone(),
        seats: form.seats.clone(),
        seed: 0,
        first_player: None,
        shared_hints: form.shared_hints && humans > 1,
        auto_pass,
        holds_to_turn: true,
        quiet_offers: true,
        spare_day_one: true,
        offers_daily: true,
        shared_screen: humans > 1,
    };
    let seed = form.seed.trim();
    let seed_ok = seed.is_empty() || seed.parse::<u64>().is_ok();
    config.seed = seed.parse().unwrap_or_else(|_| crate::model::random_seed());
    let problem = if !seed_ok {
        Err(tr("form-seed-bad"))
    } else {
        crate::game::setup::validate_config(content, &config)
    };
    ui.horizontal(|ui| {
        let ok = problem.is_ok();
        let b = ui.add_enabled(
            ok,
            egui::Button::new(RichText::new(tr("form-start")).strong()),
        );
        if b.clicked() {
            *start = Some(config.clone());
        }
        if ui.button(tr("form-back")).clicked() {
            form.open = false;
        }
    });
    if let Err(e) = problem {
        ui.colored_label(Color32::from_rgb(255, 150, 120), e);
    }
}

/// A darker column behind the menu, feathered at its sides, to read on.
fn reading_column(ui: &egui::Ui, whole: egui::Rect) {
    let c = whole.center().x;
    for (half, a) in [(380.0, 35), (340.0, 35), (300.0, 40)] {
        ui.painter().rect_filled(
            egui::Rect::from_min_max(
                egui::pos2(c - half, whole.min.y),
                egui::pos2(c + half, whole.max.y),
            ),
            0.0,
            Color32::from_rgba_unmultiplied(6, 7, 11, a),
        );
    }
}

/// The murder's list: random, or one of the content's scenarios (its rule on hover); shared by
/// the new-game form and the online host's.
pub(crate) fn murder_picker(
    ui: &mut egui::Ui,
    content: &Content,
    scenario: &mut Option<String>,
    salt: &str,
) {
    let current = scenario
        .as_ref()
        .and_then(|id| content.scenario_index(id))
        .map(|i| content.scenarios[i].def.name.clone())
        .unwrap_or_else(|| tr("form-random"));
    egui::ComboBox::from_id_salt(salt)
        .selected_text(current)
        .width(260.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(scenario, None, tr("form-random"));
            for s in &content.scenarios {
                let r = ui.selectable_value(scenario, Some(s.def.id.clone()), &s.def.name);
                if let Some(rule) = &s.def.rule {
                    r.on_hover_text(tr_args(
                        "murder-rule-hover",
                        &[
                            ("name", rule.name.as_str().into()),
                            ("what", rule.text.as_str().into()),
                        ],
                    ));
                }
            }
        });
}
