//! Hot seat: when the game waits for a human who has not taken the screen, an opaque cover
//! hides the whole table (nothing of the last player's shows through) until that player
//! confirms who they are (D-5).

use super::color32;
use crate::game::{Session, TableRequest};
use crate::rules;
use crate::ui::board::input::Ruler;
use crate::ui::layout::TableSet;
use crate::ui::viewer::TableRead;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The hot-seat hand-off cover: nothing private shows until the next human takes the screen.
pub struct HandoffPlugin;

impl Plugin for HandoffPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, cover.in_set(TableSet::Overlays))
            .add_systems(
                Update,
                fresh_table_for_a_new_player
                    .after(crate::ui::viewer::LookingSet)
                    .run_if(crate::ui::in_game),
            );
    }
}

/// Another human takes the screen (hot seat): the table opens as it would for them, not as
/// the last player left it — the first tab, the log unfiltered, the turn's lists shut (round
/// 27 of issue 31: the open tab, the log's filter and an open *What can I do?* carried over,
/// showing what the last player had been looking at).
fn fresh_table_for_a_new_player(
    looking: Res<crate::game::Looking>,
    mut last: Local<Option<crate::ids::SeatId>>,
    mut tab: ResMut<super::SideTab>,
    mut log: ResMut<crate::ui::panels::log::LogView>,
    mut contexts: EguiContexts,
) {
    let Some(now) = looking.0 else {
        return;
    };
    let before = last.replace(now);
    if before.is_none_or(|b| b == now) {
        return;
    }
    *tab = super::SideTab::default();
    *log = crate::ui::panels::log::LogView::default();
    if let Ok(ctx) = contexts.ctx_mut() {
        crate::ui::viewer::next_player(ctx);
    }
}

/// The cover, while the game waits for a human who has not taken the screen (the game's
/// answer in the view); "I am …" asks the game for the screen.
fn cover(
    mut contexts: EguiContexts,
    view: TableRead,
    session: Res<State<Session>>,
    mut asks: MessageWriter<TableRequest>,
    mut ruler: ResMut<Ruler>,
    settings: Res<crate::settings::Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let snap = view.public();
    let table = &view.table;
    let content = &view.content;
    let Some(seat) = crate::ui::viewer::cover_for(&view) else {
        return Ok(());
    };
    // A lead move the game makes for the seat (Settings → Leads) needs nobody at the screen.
    let live = *session.get() == Session::Live;
    if crate::ui::viewer::leads_moved_for(table, snap, live, settings.auto_leads).is_some() {
        return Ok(());
    }
    ruler.0 = None;
    let d = &content.detectives[table.seats[seat].detective].def;
    egui::Area::new("handoff-cover".into())
        .order(egui::Order::Foreground)
        .fixed_pos(egui::Pos2::ZERO)
        .show(&ctx, |ui| {
            ui.painter()
                .rect_filled(ctx.content_rect(), 0.0, Color32::from_rgb(12, 13, 18));
            ui.allocate_rect(ctx.content_rect(), egui::Sense::click());
        });
    // Mid-turn: the active player already acted this turn (another seat answered meanwhile).
    let mid_turn = view.mid_turn;
    // Its top fixed (a third of the way down), not its centre: a line more or less (what the
    // game waits for) never moves the button under a reaching pointer (round 37: the box
    // re-centred between two frames and the first click missed).
    let id = egui::Id::new("handoff");
    let top = ctx.content_rect().height() * 0.3;
    egui::Modal::new(id)
        .area(
            egui::Modal::default_area(id)
                .fade_in(false)
                .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top)),
        )
        .backdrop_color(Color32::from_black_alpha(250))
        .show(&ctx, |ui| {
            ui.set_width(440.0);
            ui.heading(crate::i18n::tr_args(
                "handoff-title",
                &[
                    ("seat", (seat.index() + 1).into()),
                    ("name", d.name.clone().into()),
                ],
            ));
            ui.label(
                RichText::new(format!("{} — {}", d.name, d.title))
                    .size(18.0)
                    .color(color32(d.color)),
            );
            ui.label(crate::i18n::tr("handoff-only"));
            ui.add_space(8.0);
            if let Some(p) = snap.pending {
                ui.label(crate::i18n::tr_args(
                    "handoff-waits",
                    &[(
                        "what",
                        crate::i18n::say(content, &rules::awaited(content, snap, &p)).into(),
                    )],
                ));
                // Asked in another's turn, maybe right after its own (round 54 of issue 31: the
                // same human covered again read as pointless): why the cover is up.
                if snap.active() != seat {
                    ui.label(
                        RichText::new(crate::i18n::tr_args(
                            "handoff-why-again",
                            &[("name", d.name.clone().into())],
                        ))
                        .small(),
                    );
                }
            }
            // At a turn's start, the day's order of turns (round 57 of issue 31: seat 2
            // playing first read as a mistake).
            if snap.pending.is_none() && !mid_turn {
                ui.label(RichText::new(turn_order(content, table, snap)).small());
            }
            let key = if snap.pending.is_some() {
                "handoff-show-me"
            } else if mid_turn {
                "handoff-continue"
            } else {
                "handoff-start"
            };
            let go = crate::i18n::tr_args(key, &[("name", d.name.clone().into())]);
            if ui.button(RichText::new(go).strong().size(16.0)).clicked() {
                asks.write(TableRequest::TakeScreen(seat));
            }
        });
    Ok(())
}

/// The day's turns in order, from the first player on, and why that one is first.
fn turn_order(
    content: &crate::content::Content,
    table: &crate::game::PublicTable,
    snap: &rules::Snapshot,
) -> String {
    let n = table.seats.len();
    let order: Vec<String> = (0..n)
        .map(|i| {
            let s = snap.clock.first_player.offset(i, n);
            let seat = &table.seats[s];
            crate::i18n::tr_args(
                "handoff-order-seat",
                &[
                    (
                        "name",
                        content.detectives[seat.detective].def.name.clone().into(),
                    ),
                    ("seat", (s.index() + 1).into()),
                    (
                        "bot",
                        if seat.kind == crate::game::SeatKind::Bot {
                            "yes"
                        } else {
                            "no"
                        }
                        .into(),
                    ),
                ],
            )
        })
        .collect();
    let first_day = snap.clock.week == 1 && snap.clock.day == 1;
    crate::i18n::tr_args(
        "handoff-order",
        &[
            ("order", order.join(" → ").into()),
            ("why", if first_day { "drawn" } else { "scene" }.into()),
        ],
    )
}
