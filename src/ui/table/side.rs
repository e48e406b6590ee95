//! The side panel: one tab at a time — the suspects (the heart of the game, first), the hand,
//! the plot, the puzzle, the events, the detectives, the log. A badge on a tab says something
//! new is there (an event arrived, a piece to place); nothing opens a window by itself.

use super::{SideTab, color32};
use crate::game::{Ask, Command, Decision, FromScreen, Session};
use crate::ids::SeatId;
use crate::ui::layout::{TableLayout, TableSet, region};
use crate::ui::panels::case::{self, Forms};
use crate::ui::panels::{detectives, events, hand, log, plot, puzzle};
use crate::ui::viewer::{Looking, TableRead};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The side panel and its tabs.
pub struct SidePlugin;

impl Plugin for SidePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<SideTab>()
            .init_resource::<crate::ui::layout::TabRowSize>()
            .init_resource::<case::EvidenceChoice>()
            .init_resource::<puzzle::PuzzlePanel>()
            .init_resource::<hand::PayForm>()
            .init_resource::<events::EventsPanel>()
            .init_resource::<case::FreshTokens>()
            .add_systems(
                OnEnter(crate::game::Phase::Setup),
                |mut p: ResMut<events::EventsPanel>, mut f: ResMut<case::FreshTokens>| {
                    p.reset();
                    f.reset();
                },
            )
            .add_systems(EguiPrimaryContextPass, side_panel.in_set(TableSet::Side));
    }
}

/// The egui memory key of the Suspects tab's rect (as drawn last).
pub const SUSPECTS_TAB: &str = "suspects_tab_rect";

/// The widest badge a tab may show (its cell keeps room for it).
fn widest_badge(tab: SideTab) -> &'static str {
    match tab {
        SideTab::Hand => "(9)",
        SideTab::Puzzle | SideTab::Events | SideTab::Suspects => "●",
        _ => "",
    }
}

/// How many rows cells of these widths take in a row `width` wide, `gap` apart.
fn rows_needed(cells: &[f32], gap: f32, width: f32) -> usize {
    let mut rows = 1;
    let mut x = 0.0;
    for &c in cells {
        if x > 0.0 && x + gap + c > width {
            rows += 1;
            x = c;
        } else if x > 0.0 {
            x += gap + c;
        } else {
            x = c;
        }
    }
    rows
}

/// A tab's label with its badge.
fn tab_label(tab: SideTab, badge: Option<String>) -> RichText {
    match badge {
        Some(b) => {
            RichText::new(format!("{} {b}", tab.label())).color(Color32::from_rgb(250, 210, 90))
        }
        None => RichText::new(tab.label()),
    }
}

/// The tab labels' font and each tab's width: one row where labels a little smaller fit it,
/// else two rows as large as they fit, else three readable rows (long Russian words).
fn tab_font(ui: &mut egui::Ui) -> (egui::FontId, Vec<f32>) {
    let normal = egui::TextStyle::Button.resolve(ui.style());
    let pad = 2.0 * ui.spacing().button_padding.x;
    let gap = ui.spacing().item_spacing.x;
    let cells = |ui: &mut egui::Ui, font: &egui::FontId| -> Vec<f32> {
        SideTab::ALL
            .iter()
            .map(|t| {
                let text = format!("{} {}", t.label(), widest_badge(*t));
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(text, font.clone(), Color32::WHITE)
                        .size()
                        .x
                }) + pad
            })
            .collect()
    };
    let width = ui.available_width();
    // One row when labels a little smaller fit in it (the open tab keeps a row's height,
    // which at 150% is a line of a card); else two rows, as large as they fit.
    let sized = |ui: &mut egui::Ui, k: f32| {
        let f = egui::FontId::new(normal.size * k, normal.family.clone());
        let c = cells(ui, &f);
        (f, c)
    };
    let (font, cell) = [1.0, 0.9, 0.8]
        .into_iter()
        .map(|k| sized(ui, k))
        .find(|(_, c)| rows_needed(c, gap, width) == 1)
        .or_else(|| {
            // At a large UI scale smaller labels still read (12.5 pixels or more on the
            // screen): two rows of them leave the open tab a row more (Russian at 150%).
            let zoom = ui.ctx().zoom_factor();
            [1.0, 0.9, 0.8, 0.72, 0.66, 0.6]
                .into_iter()
                .filter(|&k| k >= 0.72 || normal.size * k * zoom >= 12.5)
                .map(|k| sized(ui, k))
                .find(|(_, c)| rows_needed(c, gap, width) <= 2)
        })
        // Three rows of readable labels rather than tiny ones (long Russian words).
        .or_else(|| {
            [0.9, 0.8]
                .into_iter()
                .map(|k| sized(ui, k))
                .find(|(_, c)| rows_needed(c, gap, width) <= 3)
        })
        .unwrap_or_else(|| sized(ui, 0.72));
    (font, cell)
}

fn side_panel(
    mut contexts: EguiContexts,
    view: TableRead,
    looking: Res<Looking>,
    layout: Res<TableLayout>,
    mut tab: ResMut<SideTab>,
    mut forms: Forms,
    mut out: MessageWriter<FromScreen>,
    mut help: crate::ui::help::Help,
    (mut placing_before, mut evidence_before): (Local<bool>, Local<bool>),
    mut highlight: ResMut<crate::ui::board::BoardHighlight>,
    spotlight: Res<crate::ui::coach::Spotlight>,
    session: Res<State<Session>>,
    mut tab_row: ResMut<crate::ui::layout::TabRowSize>,
    mut guard: Local<super::dock::ClickGuard>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let me = looking.0;
    let seen = view.of(me);
    // A saved game caught up on (or a finished one reviewed) brings no news: what arrives
    // then is marked seen.
    forms.events.watch(seen, *session.get() != Session::Live);
    let now = ctx.input(|i| i.time);
    forms.fresh.watch(
        seen.evidence.iter().map(|t| t.id),
        now,
        *session.get() != Session::Live,
    );
    if forms.fresh.glowing(now) {
        ctx.request_repaint();
    }
    // A piece to place: the puzzle comes forward once, when the question comes.
    let placing = me.is_some_and(|m| {
        seen.pending
            == Some(Decision {
                seat: m,
                ask: Ask::PlacePiece,
            })
    });
    if placing && !*placing_before {
        *tab = SideTab::Puzzle;
    }
    *placing_before = placing;
    // Evidence to place: the suspects' files come forward once, beside the question.
    let evidence = me.is_some_and(|m| {
        matches!(
            seen.pending,
            Some(Decision {
                seat,
                ask: Ask::PlaceEvidence { .. },
            }) if seat == m
        )
    });
    if evidence && !*evidence_before {
        *tab = SideTab::Suspects;
    }
    *evidence_before = evidence;
    if *tab == SideTab::Events {
        forms.events.looked();
    }
    // The tab row: at the top of the right column, whatever opens under it.
    region(&ctx, "tabs", layout.tab_row, |ui| {
        // The tabs keep their places: each is as wide as it is with its widest badge, so a
        // badge coming or going never moves the others.
        // On a narrow column (a laptop at 150%) the labels get smaller until the tabs fit in
        // two rows, so the open tab keeps its room.
        let (font, cell) = tab_font(ui);
        let row = ui.horizontal_wrapped(|ui| {
            ui.style_mut().override_font_id = Some(font.clone());
            for (i, t) in SideTab::ALL.into_iter().enumerate() {
                let cell = cell[i];
                let badge = match t {
                    SideTab::Hand => me.map(|_| format!("({})", seen.hand.len())),
                    SideTab::Puzzle if placing => Some("●".into()),
                    SideTab::Events if !forms.events.fresh.is_empty() => Some("●".into()),
                    SideTab::Suspects if forms.fresh.unseen => Some("●".into()),
                    _ => None,
                };
                let r = ui.add(
                    egui::Button::selectable(*tab == t, tab_label(t, badge))
                        .min_size(egui::vec2(cell, 0.0)),
                );
                if t == SideTab::Suspects {
                    // Where new evidence flies to while another tab is open.
                    ui.ctx()
                        .data_mut(|d| d.insert_temp(egui::Id::new(SUSPECTS_TAB), r.rect));
                }
                if r.clicked() {
                    *tab = t;
                    crate::ui::viewer::tab_opened(ui.ctx());
                }
                let r = match t {
                    SideTab::Events if !forms.events.fresh.is_empty() => {
                        r.on_hover_text(crate::i18n::tr("side-new-event"))
                    }
                    SideTab::Puzzle if placing => {
                        r.on_hover_text(crate::i18n::tr("side-piece-waits"))
                    }
                    SideTab::Suspects if forms.fresh.unseen => {
                        r.on_hover_text(crate::i18n::tr("side-new-evidence"))
                    }
                    _ => r,
                };
                // The coach points at this tab.
                if spotlight.tab.as_deref() == Some(t.name()) {
                    ui.painter().rect_stroke(
                        r.rect.expand(2.0),
                        4.0,
                        egui::Stroke::new(2.5, Color32::from_rgb(255, 214, 90)),
                        egui::StrokeKind::Outside,
                    );
                }
            }
        });
        // The layout gives the row what it took (one row or two), from the next frame on.
        let want = row.response.rect.height() + 2.0 * 6.0 + 4.0;
        if (tab_row.0 - want).abs() > 0.5 {
            tab_row.0 = want;
            ui.ctx().request_repaint();
        }
        let y = ui.max_rect().max.y + 4.0;
        ui.painter().hline(
            ui.max_rect().x_range(),
            y,
            ui.visuals().widgets.noninteractive.bg_stroke,
        );
    });
    // An open decision may take the whole column beside a short board: no tab under it then.
    if layout.side.height() < 8.0 {
        let _ = color32;
        return Ok(());
    }
    // What came while the Suspects tab was shut is seen now (not while a decision hides it).
    if *tab == SideTab::Suspects {
        forms.fresh.looked(now);
    }
    // The open tab's clicks wait a moment after it moved or changed under a still pointer (a
    // decision opening above it, the game bringing a tab forward): round 42 of issue 31 hit a
    // card's *read more* where its *Play* had been.
    let side = layout.side;
    // The tab's top and the tab itself: its foot moves with every notice, which changes no
    // line under the pointer.
    let key = (side.min.y.round() as i64 as u64) << 8 ^ *tab as u64;
    let hold = guard.holding(key, now);
    region(&ctx, "side", layout.side, |ui| {
        super::dock::guarded(ui, side, hold, |ui| {
            side_tab(
                ui,
                &view,
                me,
                &mut tab,
                &mut forms,
                &mut out,
                &mut help,
                &mut highlight,
            )
        });
    });
    let _ = color32;
    Ok(())
}

/// The open tab's content.
#[allow(clippy::too_many_arguments)]
fn side_tab(
    ui: &mut egui::Ui,
    view: &TableRead,
    me: Option<SeatId>,
    tab: &mut SideTab,
    forms: &mut Forms,
    out: &mut MessageWriter<FromScreen>,
    help: &mut crate::ui::help::Help,
    highlight: &mut crate::ui::board::BoardHighlight,
) {
    let content = &view.content;
    let table = &view.table;
    let log = &view.log;
    let seen = view.of(me);
    let plots = &view.plots;
    {
        let mut cmds: Vec<Command> = Vec::new();
        // The log's filter stays above its scrolling lines.
        if *tab == SideTab::Log {
            log::log_filter(ui, content, table, &mut help.log);
            ui.separator();
        }
        // Each tab keeps its own scroll while it is open; opened again, it starts at its top
        // (round 32: the Hand opened halfway down, its first card's Play out of sight); the
        // log starts at its newest line and stays there.
        let round = crate::ui::viewer::tab_round(ui.ctx());
        let seen_round = egui::Id::new("side-tab-round");
        let opened = ui.ctx().data(|d| d.get_temp::<u32>(seen_round)) != Some(round);
        ui.ctx().data_mut(|d| d.insert_temp(seen_round, round));
        let mut area = egui::ScrollArea::vertical();
        if opened && *tab != SideTab::Log {
            area = area.vertical_scroll_offset(0.0);
        }
        area.id_salt(("side-tab", *tab as u8))
            .stick_to_bottom(*tab == SideTab::Log)
            .auto_shrink([false, false])
            .show(ui, |ui| match *tab {
                SideTab::Suspects => case::suspects_panel(ui, content, table, seen, &forms.fresh),
                SideTab::Hand => match me {
                    Some(seat) => {
                        hand::hand_panel(ui, content, table, seen, &mut forms.pay, &mut |action| {
                            cmds.push(Command { seat, action })
                        })
                    }
                    None => hidden(ui),
                },
                SideTab::Plot => plots_tab(ui, content, table, seen, me, plots),
                SideTab::Puzzle => {
                    puzzle::puzzle_body(ui, content, table, seen, me, &mut forms.puzzle, &mut cmds);
                }
                SideTab::Events => events::events_body(ui, content, table, seen, &forms.events),
                SideTab::Detectives => {
                    for (i, p) in plots.iter().enumerate() {
                        let seat = SeatId::from_index(i);
                        let memory = seen.memory.filter(|_| me == Some(seat));
                        detectives::detective_frame(ui, content, seen, seat, p, memory);
                    }
                    detectives::key(ui, &help.settings);
                }
                SideTab::Log => {
                    let lit = log::log_lines(ui, content, table, log, me, &help.log);
                    if !lit.is_empty() {
                        highlight.0 = lit;
                    }
                }
            });
        for c in cmds {
            out.write(FromScreen(c));
        }
    }
}

/// Said where a private panel would be while nobody may look (hot seat, bots only).
fn hidden(ui: &mut egui::Ui) {
    ui.add_space(12.0);
    ui.label(
        RichText::new(crate::i18n::tr("side-hand-hidden"))
            .italics()
            .weak(),
    );
}

/// The Plot tab: the viewer's plot whole, the others' in a line each (all of them in a line
/// while nobody looks).
fn plots_tab(
    ui: &mut egui::Ui,
    content: &crate::content::Content,
    table: &crate::game::PublicTable,
    seen: &crate::rules::Snapshot,
    me: Option<SeatId>,
    plots: &[crate::game::PlotState],
) {
    match me {
        Some(m) => {
            ui.horizontal_wrapped(|ui| {
                crate::ui::theme::heading_wrapped(ui, crate::i18n::tr("side-your-plot"));
                crate::ui::help::rules_link(ui, "R-PLOT");
            });
            plot::plot_panel(ui, content, seen, m, &plots[m.index()]);
            ui.add_space(8.0);
            ui.heading(crate::i18n::tr("side-others-plots"));
            for s in SeatId::all(table.seats.len()).filter(|&s| s != m) {
                plot::plot_summary(ui, content, seen, s, &plots[s.index()]);
            }
        }
        None => {
            ui.heading(crate::i18n::tr("side-plots"));
            for s in SeatId::all(table.seats.len()) {
                plot::plot_summary(ui, content, seen, s, &plots[s.index()]);
            }
        }
    }
}
