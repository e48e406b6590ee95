//! The lobby of an online table: its invite code (with *Copy*), who sits where (open, a
//! friend connected or away, a bot), for the owner *Give to a bot* and *Start now*; the table
//! once the host starts the game; and back here with the reason when the connection is lost.

use crate::game::{BotLevel, Phase, RemoteTable, TableView};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::net::desk::{Online, OnlineRequest, Stage};
use crate::net::protocol::LobbySeat;
use crate::ui::Screen;
use crate::ui::screens::online::{JoinForm, OnlineRoom, refusal_words, trouble_words};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The lobby screen, and the way between it and the table.
pub struct LobbyPlugin;

impl Plugin for LobbyPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(
            EguiPrimaryContextPass,
            lobby_screen.run_if(in_state(OnlineRoom::Lobby)),
        )
        .add_systems(Update, to_and_from_the_table);
    }
}

/// The table shows once the host's first view came; a table lost goes back to *Play online*,
/// which says why (and the join form keeps the code, to join again).
fn to_and_from_the_table(
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    online: Res<Online>,
    remote: Option<Res<RemoteTable>>,
    view: Res<TableView>,
    phase: Res<State<Phase>>,
    mut join: ResMut<JoinForm>,
) {
    match screen.get() {
        Screen::Online
            if online.stage == Stage::Playing
                && remote.is_some()
                && !view.table.seats.is_empty() =>
        {
            next.set(Screen::Game);
        }
        Screen::Game
            if remote.is_none() && online.trouble.is_some() && *phase.get() == Phase::Idle =>
        {
            if let Some(i) = &online.invite {
                join.code = i.to_string();
            }
            next.set(Screen::Online);
        }
        _ => {}
    }
}

fn seat_words(s: &LobbySeat) -> String {
    match (&s.name, s.remote) {
        (_, false) => tr_args("online-seat-bot", &[("level", s.level.name().into())]),
        (None, true) => tr("online-seat-open"),
        (Some(name), true) if s.away_bot => {
            tr_args("online-seat-away-bot", &[("name", name.as_str().into())])
        }
        (Some(name), true) if s.connected => {
            tr_args("online-seat-here", &[("name", name.as_str().into())])
        }
        (Some(name), true) => tr_args("online-seat-away", &[("name", name.as_str().into())]),
    }
}

fn lobby_screen(
    mut contexts: EguiContexts,
    online: Res<Online>,
    mut out: MessageWriter<OnlineRequest>,
    mut next_room: ResMut<NextState<OnlineRoom>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let whole = ctx.content_rect();
    let veil = Color32::from_rgb(10, 11, 16);
    crate::ui::layout::region_filled(&ctx, "lobby", whole, veil, |ui| {
        ui.vertical_centered(|ui| {
            ui.set_max_width(640.0);
            ui.add_space(30.0);
            let title = match &online.invite {
                Some(i) => tr_args("online-lobby-table", &[("code", i.table.as_str().into())]),
                None => tr("online-title"),
            };
            ui.label(
                RichText::new(title)
                    .family(crate::ui::fonts::display_family())
                    .size(36.0)
                    .color(Color32::from_rgb(244, 226, 180)),
            );
            ui.add_space(10.0);
            if let Some(t) = &online.trouble {
                ui.colored_label(Color32::from_rgb(255, 170, 120), trouble_words(t));
            }
            match online.stage {
                Stage::Off => {}
                Stage::Connecting => {
                    ui.horizontal(|ui| {
                        ui.spinner();
                        ui.label(tr("online-connecting"));
                    });
                }
                Stage::Lobby | Stage::Playing => lobby_body(ui, &ctx, &online, &mut out),
            }
            if let Some(r) = &online.notice {
                ui.colored_label(Color32::from_rgb(255, 150, 120), refusal_words(r));
            }
            ui.add_space(12.0);
            let back = if online.stage == Stage::Off {
                tr("form-back")
            } else {
                tr("online-leave")
            };
            if ui.button(back).clicked() {
                out.write(OnlineRequest::Leave);
                next_room.set(OnlineRoom::Choose);
            }
        });
    });
    Ok(())
}

fn lobby_body(
    ui: &mut egui::Ui,
    ctx: &egui::Context,
    online: &Online,
    out: &mut MessageWriter<OnlineRequest>,
) {
    if let Some(invite) = &online.invite {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(tr("online-invite")).strong());
            let code = invite.to_string();
            ui.add(egui::Label::new(RichText::new(&code).monospace()).wrap());
            if ui.button(tr("online-copy")).clicked() {
                ctx.copy_text(code);
            }
            ui.label(RichText::new(tr("online-invite-under")).small().weak());
        });
        ui.add_space(8.0);
    }
    let Some(lobby) = &online.lobby else {
        return;
    };
    let owner = online.owner && !lobby.started;
    egui::Grid::new("lobby-seats")
        .num_columns(3)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for (i, s) in lobby.seats.iter().enumerate() {
                let seat = SeatId::from_index(i);
                let mine = online.seat == Some(seat);
                let label = tr_args("form-seat", &[("seat", (i + 1).into())]);
                ui.label(if mine {
                    RichText::new(tr_args("online-seat-you", &[("seat", label.into())])).strong()
                } else {
                    RichText::new(label)
                });
                ui.label(seat_words(s));
                if owner && s.remote && s.name.is_none() {
                    if ui.button(tr("online-make-bot")).clicked() {
                        out.write(OnlineRequest::MakeBot(seat, BotLevel::Normal));
                    }
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    if lobby.started {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(tr("online-starting"));
        });
    } else if owner {
        if ui
            .button(RichText::new(tr("online-start-now")).strong())
            .clicked()
        {
            out.write(OnlineRequest::StartNow);
        }
        ui.label(RichText::new(tr("online-start-under")).small().weak());
    } else {
        ui.label(tr("online-waiting"));
    }
}
