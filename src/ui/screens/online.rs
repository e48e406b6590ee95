//! *Play online*: the choice (join or host), the join form (an invite code and a name) and
//! the host form (the murder, the seats — me, a friend, a bot and its level —, the rule for an
//! absent player, where to host). The lobby is [`super::lobby`]; the connection and the table
//! are [`crate::net::desk`]'s.

use super::menu::{big_button, under};
use crate::content::Content;
use crate::game::{BotLevel, GameConfig, SeatConfig, SeatKind};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::net::desk::{HostPlan, Online, OnlineRequest, Stage, Trouble};
use crate::net::protocol::{Away, DEFAULT_AWAY_SECS, Refusal, TableSetup};
use crate::ui::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The rooms of *Play online*.
#[derive(SubStates, Clone, Copy, Default, Debug, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Online)]
pub enum OnlineRoom {
    /// Join or host.
    #[default]
    Choose,
    /// The join form.
    Join,
    /// The host form.
    Host,
    /// Who has joined, before the game (and why it ended, if it did).
    Lobby,
}

/// The *Play online* screens (the choice and the two forms).
pub struct OnlinePlugin;

impl Plugin for OnlinePlugin {
    fn build(&self, app: &mut App) {
        app.add_sub_state::<OnlineRoom>()
            .init_resource::<JoinForm>()
            .init_resource::<HostForm>()
            .add_systems(
                EguiPrimaryContextPass,
                online_screen
                    .run_if(in_state(Screen::Online))
                    .run_if(not(in_state(OnlineRoom::Lobby))),
            );
    }
}

/// The join form.
#[derive(Resource, Default)]
pub struct JoinForm {
    /// The invite code pasted.
    pub code: String,
    /// The player's name.
    pub name: String,
}

/// Who plays a seat of a hosted table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The host player.
    Me,
    /// A friend, joining with the invite code.
    Friend,
    /// The host's bot.
    Bot(BotLevel),
}

/// The host form.
#[derive(Resource)]
pub struct HostForm {
    /// The murder (`None`: at random).
    pub scenario: Option<String>,
    /// The seats: the detective (`None`: at random) and who plays it.
    pub seats: Vec<(Option<String>, Who)>,
    /// Whether a bot plays an absent player's seat (else the table waits).
    pub away_bot: bool,
    /// After how many seconds away.
    pub away_secs: f32,
    /// The port (empty: one the system picks).
    pub port: String,
    /// The address the invite code names.
    pub address: String,
    /// Host on a dedicated host instead (`serve`), at this `ADDR#FINGERPRINT`.
    pub on_server: bool,
    /// That host.
    pub server: String,
    /// The host player's name.
    pub name: String,
    /// The seed typed (empty: at random), to play a game again with friends.
    pub seed: String,
}

impl Default for HostForm {
    fn default() -> Self {
        HostForm {
            scenario: None,
            seats: vec![
                (None, Who::Me),
                (None, Who::Friend),
                (None, Who::Bot(BotLevel::Normal)),
                (None, Who::Bot(BotLevel::Normal)),
            ],
            away_bot: true,
            away_secs: DEFAULT_AWAY_SECS,
            port: String::new(),
            address: crate::net::desk::this_machine(),
            on_server: false,
            server: String::new(),
            name: String::new(),
            seed: String::new(),
        }
    }
}

/// Why the online table ended or could not begin, in words.
pub fn trouble_words(t: &Trouble) -> String {
    match t {
        Trouble::BadCode(why) => tr_args("online-bad-code", &[("why", why.as_str().into())]),
        Trouble::WrongCertificate => tr("online-wrong-certificate"),
        Trouble::Unreachable(_) => tr("online-unreachable"),
        Trouble::Refused(r) => refusal_words(r),
        Trouble::Lost => tr("online-lost"),
        Trouble::HostFailed(why) => tr_args("online-host-failed", &[("why", why.as_str().into())]),
        Trouble::BadHost => tr("online-bad-host"),
    }
}

/// A host's refusal in words.
pub fn refusal_words(r: &Refusal) -> String {
    match r {
        Refusal::Versions { host, client } => tr_args(
            "online-refused-versions",
            &[
                ("host", host.to_string().into()),
                ("client", client.to_string().into()),
            ],
        ),
        Refusal::NoSuchTable(code) => {
            tr_args("online-refused-no-table", &[("code", code.as_str().into())])
        }
        Refusal::SeatTaken(_) => tr("online-refused-full"),
        Refusal::BadToken => tr("online-refused-token"),
        Refusal::NotOwner => tr("online-refused-owner"),
        Refusal::AlreadyStarted => tr("online-refused-started"),
        Refusal::BadSetup(why) => tr_args("online-refused-setup", &[("why", why.as_str().into())]),
        other => tr_args("online-refused-other", &[("why", other.to_string().into())]),
    }
}

fn online_screen(
    mut contexts: EguiContexts,
    content: Option<Res<Content>>,
    room: Res<State<OnlineRoom>>,
    mut next_room: ResMut<NextState<OnlineRoom>>,
    mut next: ResMut<NextState<Screen>>,
    (mut join, mut host, online, folder): (
        ResMut<JoinForm>,
        ResMut<HostForm>,
        Res<Online>,
        Res<crate::net::desk::DeskFolder>,
    ),
    mut out: MessageWriter<OnlineRequest>,
    settings: Res<crate::settings::Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(content) = content else {
        return Ok(());
    };
    let whole = ctx.content_rect();
    let veil = Color32::from_rgb(10, 11, 16);
    crate::ui::layout::region_filled(ctx, "online", whole, veil, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(30.0);
                ui.label(
                    RichText::new(tr("online-title"))
                        .family(crate::ui::fonts::display_family())
                        .size(40.0)
                        .color(Color32::from_rgb(244, 226, 180)),
                );
                ui.add_space(12.0);
                if let Some(t) = &online.trouble {
                    ui.colored_label(Color32::from_rgb(255, 170, 120), trouble_words(t));
                    ui.add_space(6.0);
                }
                match room.get() {
                    OnlineRoom::Choose => {
                        mine(ui, &online, &mut out);
                        let hosted = online
                            .invite
                            .as_ref()
                            .filter(|_| online.hosting)
                            .map(|i| i.table.clone());
                        if let Some((code, name)) = sat_at(ui, &folder, hosted.as_deref()) {
                            out.write(OnlineRequest::Join { code, name });
                            next_room.set(OnlineRoom::Lobby);
                        }
                        choose(ui, &mut next_room, &mut next);
                    }
                    OnlineRoom::Join => {
                        if join_form(ui, &mut join, &mut next_room) {
                            out.write(OnlineRequest::Join {
                                code: join.code.trim().to_string(),
                                name: join.name.trim().to_string(),
                            });
                            next_room.set(OnlineRoom::Lobby);
                        }
                    }
                    OnlineRoom::Host => {
                        if let Some(plan) =
                            host_form(ui, &content, &mut host, &mut next_room, settings.auto_pass)
                        {
                            out.write(OnlineRequest::Host(Box::new(plan)));
                            next_room.set(OnlineRoom::Lobby);
                        }
                    }
                    OnlineRoom::Lobby => {}
                }
            });
        });
    });
    if online.stage != Stage::Off && *room.get() != OnlineRoom::Lobby {
        next_room.set(OnlineRoom::Lobby);
    }
    Ok(())
}

/// The table hosted here, left by its player while the others play on: back to it, or close it.
fn mine(ui: &mut egui::Ui, online: &Online, out: &mut MessageWriter<OnlineRequest>) {
    let Some(invite) = online.invite.as_ref().filter(|_| online.hosting) else {
        return;
    };
    ui.label(
        RichText::new(tr_args(
            "online-mine-open",
            &[("table", invite.table.as_str().into())],
        ))
        .strong(),
    );
    ui.add_space(6.0);
    if big_button(ui, true, &tr("online-mine-back")).clicked() {
        out.write(OnlineRequest::BackToMyTable);
    }
    if big_button(ui, true, &tr("online-mine-close")).clicked() {
        out.write(OnlineRequest::CloseMyTable);
    }
    under(ui, tr("online-mine-close-under"));
    ui.add_space(16.0);
}

/// The tables this player holds a seat at (the seat's token kept here): one button each to
/// sit there again, with the code and the name they joined with. The code and name, pressed.
/// The table hosted here (`hosted`) is offered by [`mine`] instead.
fn sat_at(
    ui: &mut egui::Ui,
    folder: &crate::net::desk::DeskFolder,
    hosted: Option<&str>,
) -> Option<(String, String)> {
    // Read once a second at most: the folder is not read every frame.
    let id = egui::Id::new("online-kept-tables");
    let now = ui.input(|i| i.time);
    let kept = match ui
        .data(|d| d.get_temp::<(f64, Vec<crate::net::desk::KeptTable>)>(id))
        .filter(|(at, _)| now - at < 1.0)
    {
        Some((_, kept)) => kept,
        None => {
            let kept = crate::net::desk::kept_tables(folder, 3);
            ui.data_mut(|d| d.insert_temp(id, (now, kept.clone())));
            kept
        }
    };
    let mut go = None;
    let kept: Vec<_> = kept
        .into_iter()
        .filter(|t| Some(t.table.as_str()) != hosted)
        .collect();
    for t in &kept {
        let label = tr_args("online-sit-again", &[("table", t.table.as_str().into())]);
        if big_button(ui, true, &label).clicked() {
            let name = if t.name.is_empty() {
                tr("online-sit-again-name")
            } else {
                t.name.clone()
            };
            go = Some((t.code.clone(), name));
        }
        under(ui, tr("online-sit-again-under"));
    }
    if !kept.is_empty() {
        ui.add_space(16.0);
    }
    go
}

fn choose(ui: &mut egui::Ui, next_room: &mut NextState<OnlineRoom>, next: &mut NextState<Screen>) {
    if big_button(ui, true, &tr("online-join")).clicked() {
        next_room.set(OnlineRoom::Join);
    }
    under(ui, tr("online-join-under"));
    if big_button(ui, true, &tr("online-host")).clicked() {
        next_room.set(OnlineRoom::Host);
    }
    under(ui, tr("online-host-under"));
    if big_button(ui, true, &tr("form-back")).clicked() {
        next.set(Screen::Menu);
    }
}

/// The join form; whether Join was pressed (with a code and a name).
fn join_form(
    ui: &mut egui::Ui,
    form: &mut JoinForm,
    next_room: &mut NextState<OnlineRoom>,
) -> bool {
    let mut go = false;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_max_width(640.0);
        egui::Grid::new("join-form")
            .num_columns(2)
            .spacing([12.0, 8.0])
            .show(ui, |ui| {
                ui.label(tr("online-code"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.code)
                        .hint_text(tr("online-code-hint"))
                        .desired_width(440.0),
                );
                ui.end_row();
                ui.label(tr("online-name"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.name)
                        .char_limit(crate::net::protocol::MAX_NAME)
                        .desired_width(220.0),
                );
                ui.end_row();
            });
        let problem = if form.code.trim().is_empty() {
            Some(tr("online-code-missing"))
        } else if form.name.trim().is_empty() {
            Some(tr("online-name-missing"))
        } else {
            form.code
                .trim()
                .parse::<crate::net::invite::Invite>()
                .err()
                .map(|why| tr_args("online-bad-code", &[("why", why.into())]))
        };
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            go = ui
                .add_enabled(
                    problem.is_none(),
                    egui::Button::new(RichText::new(tr("online-join-go")).strong()),
                )
                .clicked();
            if ui.button(tr("form-back")).clicked() {
                next_room.set(OnlineRoom::Choose);
            }
        });
        if let Some(p) = problem {
            ui.colored_label(Color32::from_rgb(255, 150, 120), p);
        }
        ui.label(RichText::new(tr("online-join-token")).small().weak());
    });
    go
}

fn who_words(w: Who) -> String {
    match w {
        Who::Me => tr("online-who-me"),
        Who::Friend => tr("online-who-friend"),
        Who::Bot(_) => tr("form-bot"),
    }
}

/// The host form; the plan when Host was pressed.
fn host_form(
    ui: &mut egui::Ui,
    content: &Content,
    form: &mut HostForm,
    next_room: &mut NextState<OnlineRoom>,
    auto_pass: bool,
) -> Option<HostPlan> {
    let mut plan = None;
    // As the new game's form: a column of its own in the middle of the screen.
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_max_width(640.0);
        egui::Grid::new("host-form")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                murder_row(ui, content, form);
                seat_rows(ui, content, form);
                away_row(ui, form);
                super::menu::seed_row(ui, &mut form.seed);
                where_rows(ui, form);
                ui.label(tr("online-name"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.name)
                        .char_limit(crate::net::protocol::MAX_NAME)
                        .desired_width(220.0),
                );
                ui.end_row();
            });
        let made = make_plan(content, form, auto_pass);
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    made.is_ok(),
                    egui::Button::new(RichText::new(tr("online-host-go")).strong()),
                )
                .clicked()
            {
                plan = made.as_ref().ok().cloned();
            }
            if ui.button(tr("form-back")).clicked() {
                next_room.set(OnlineRoom::Choose);
            }
        });
        if let Err(e) = made {
            ui.colored_label(Color32::from_rgb(255, 150, 120), e);
        }
    });
    plan
}

fn murder_row(ui: &mut egui::Ui, content: &Content, form: &mut HostForm) {
    ui.label(tr("form-murder"));
    super::menu::murder_picker(ui, content, &mut form.scenario, "online-murder");
    ui.end_row();
}

fn seat_rows(ui: &mut egui::Ui, content: &Content, form: &mut HostForm) {
    ui.label(tr("form-players"));
    let mut n = form.seats.len();
    ui.add(egui::Slider::new(
        &mut n,
        3..=content.detectives.len().min(5),
    ));
    form.seats.resize(n, (None, Who::Bot(BotLevel::Normal)));
    ui.end_row();
    for i in 0..form.seats.len() {
        ui.label(tr_args("form-seat", &[("seat", (i + 1).into())]));
        ui.horizontal(|ui| {
            let (detective, who) = &mut form.seats[i];
            let current = detective
                .as_ref()
                .and_then(|id| content.detective_index(id))
                .map(|d| content.detectives[d].def.name.clone())
                .unwrap_or_else(|| tr("form-random-detective"));
            egui::ComboBox::from_id_salt(("online-det", i))
                .selected_text(current)
                .width(170.0)
                .show_ui(ui, |ui| {
                    ui.selectable_value(detective, None, tr("form-random-detective"));
                    for d in &content.detectives {
                        ui.selectable_value(detective, Some(d.def.id.clone()), &d.def.name);
                    }
                });
            for w in [Who::Me, Who::Friend, Who::Bot(BotLevel::Normal)] {
                let on = std::mem::discriminant(who) == std::mem::discriminant(&w);
                if ui.selectable_label(on, who_words(w)).clicked() && !on {
                    *who = w;
                }
            }
            if let Who::Bot(level) = who {
                egui::ComboBox::from_id_salt(("online-level", i))
                    .selected_text(level.name())
                    .width(80.0)
                    .show_ui(ui, |ui| {
                        for l in BotLevel::ALL {
                            ui.selectable_value(level, l, l.name());
                        }
                    });
            }
        });
        ui.end_row();
    }
}

fn away_row(ui: &mut egui::Ui, form: &mut HostForm) {
    ui.label(tr("online-away"));
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.away_bot, false, tr("online-away-wait"));
        ui.selectable_value(&mut form.away_bot, true, tr("online-away-bot"));
        if form.away_bot {
            ui.add(
                egui::DragValue::new(&mut form.away_secs)
                    .range(1.0..=3600.0)
                    .speed(1.0),
            );
            ui.label(tr("online-away-secs"));
        }
    });
    ui.end_row();
}

fn where_rows(ui: &mut egui::Ui, form: &mut HostForm) {
    ui.label(tr("online-where"));
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.on_server, false, tr("online-where-here"));
        ui.selectable_value(&mut form.on_server, true, tr("online-where-server"));
    });
    ui.end_row();
    if form.on_server {
        ui.label(tr("online-server"));
        ui.add(
            egui::TextEdit::singleline(&mut form.server)
                .hint_text(tr("online-server-hint"))
                .desired_width(380.0),
        );
        ui.end_row();
    } else {
        ui.label(tr("online-port"));
        ui.add(
            egui::TextEdit::singleline(&mut form.port)
                .hint_text(tr("online-port-hint"))
                .desired_width(120.0),
        );
        ui.end_row();
    }
    ui.label(tr("online-address"));
    ui.add(egui::TextEdit::singleline(&mut form.address).desired_width(220.0))
        .on_hover_text(tr("online-address-hover"));
    ui.end_row();
}

/// The table the form describes, or why it makes none.
fn make_plan(content: &Content, form: &HostForm, auto_pass: bool) -> Result<HostPlan, String> {
    let me: Vec<usize> = (0..form.seats.len())
        .filter(|i| form.seats[*i].1 == Who::Me)
        .collect();
    let [seat] = me[..] else {
        return Err(tr("online-host-one-me"));
    };
    if form.name.trim().is_empty() {
        return Err(tr("online-name-missing"));
    }
    let port = match form.port.trim() {
        "" => 0,
        p => p.parse::<u16>().map_err(|_| tr("online-port-bad"))?,
    };
    if form.on_server && form.server.trim().is_empty() {
        return Err(tr("online-server-missing"));
    }
    let seats = form
        .seats
        .iter()
        .map(|(detective, who)| SeatConfig {
            detective: detective.clone(),
            kind: match who {
                Who::Bot(_) => SeatKind::Bot,
                _ => SeatKind::Human,
            },
            level: match who {
                Who::Bot(l) => *l,
                _ => BotLevel::Normal,
            },
        })
        .collect();
    let seed = match form.seed.trim() {
        "" => crate::model::random_seed(),
        s => s.parse::<u64>().map_err(|_| tr("form-seed-bad"))?,
    };
    let config = GameConfig {
        scenario: form.scenario.clone(),
        seats,
        seed,
        first_player: None,
        shared_hints: false,
        auto_pass,
        holds_to_turn: true,
        quiet_offers: true,
        spare_day_one: true,
        offers_daily: true,
        // Each human has a screen of their own.
        shared_screen: false,
    };
    crate::game::setup::validate_config(content, &config)?;
    let address = form.address.trim();
    if !form.on_server && !address.is_empty() && !crate::net::invite::valid_address(address) {
        return Err(tr_args(
            "online-address-bad",
            &[("address", address.into())],
        ));
    }
    let address = if form.on_server {
        form.server
            .split(['#', ':'])
            .next()
            .unwrap_or_default()
            .to_string()
    } else if address.is_empty() {
        "127.0.0.1".to_string()
    } else {
        address.to_string()
    };
    Ok(HostPlan {
        setup: TableSetup {
            remote: form
                .seats
                .iter()
                .map(|(_, w)| !matches!(w, Who::Bot(_)))
                .collect(),
            config,
            away: if form.away_bot {
                Away::Bot {
                    after: form.away_secs.max(1.0),
                }
            } else {
                Away::Wait
            },
        },
        seat: SeatId::from_index(seat),
        name: form.name.trim().to_string(),
        port,
        address,
        server: form.on_server.then(|| form.server.trim().to_string()),
    })
}
