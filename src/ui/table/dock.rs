//! The dock under the board: the one place where the game speaks to the player. Its first
//! line is the status — what just happened, or why the last press was refused — and it clears
//! when the next thing happens. Under it, what the game asks the player now: a decision with a
//! button per answer (a decision that needs a place on the board says so, and the places glow
//! on the board), or on the player's own turn the actions of the moment; while others play,
//! whom the game waits for. Nothing here ever covers the board.

use crate::content::Content;
use crate::game::{Action, Command, FromScreen, GameRequest, SeatKind, TableRequest, TableView};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules::{self, Snapshot};
use crate::ui::Note;
use crate::ui::board::input::{Ruler, start_ruler};
use crate::ui::layout::{DecisionSize, TableLayout, TableSet, region};
use crate::ui::panels::case::{self, Forms};
use crate::ui::panels::events;
use crate::ui::viewer::{Looking, TableRead};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The dock under the board: the status line, the decision, the turn's actions.
pub struct DockPlugin;

impl Plugin for DockPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<StatusLine>()
            .init_resource::<DecisionSize>()
            .init_resource::<ClickGuard>()
            .add_systems(
                Update,
                track_status
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet),
            )
            .add_systems(
                OnEnter(crate::game::Phase::Setup),
                |mut s: ResMut<StatusLine>| *s = StatusLine::default(),
            )
            .add_systems(EguiPrimaryContextPass, dock.in_set(TableSet::Dock));
    }
}

/// The dock's first line: the last thing that happened, or why a press was refused.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct StatusLine {
    /// The words.
    pub text: String,
    /// The rules (or the board) said no.
    pub refused: bool,
}

/// The newest command result or note becomes the status line; a refusal is shown for a
/// command of the seat at the screen (a bot's would be a bug, logged).
fn track_status(
    view: Res<TableView>,
    content: Res<crate::content::Content>,
    mut notes: MessageReader<Note>,
    looking: Res<Looking>,
    mut status: ResMut<StatusLine>,
) {
    // The view carries the results that came since it was last built (a refusal only to the
    // seat that sent the command).
    let results = if view.is_changed() {
        &view.results[..]
    } else {
        &[]
    };
    for r in results {
        match &r.outcome {
            // Running text: without rule IDs (they stay in the rules and tooltips).
            Ok(text) if !text.is_empty() => {
                *status = StatusLine {
                    text: crate::rules::words::plain(text),
                    refused: false,
                }
            }
            Ok(_) => {}
            Err(why) if looking.0 == Some(r.command.seat) => {
                *status = StatusLine {
                    text: format!(
                        "Not allowed: {}",
                        crate::rules::words::plain(&crate::i18n::say(&content, why))
                    ),
                    refused: true,
                }
            }
            Err(why) => warn!(
                "refused: {} ({:?})",
                crate::i18n::english(&content, why),
                r.command
            ),
        }
    }
    for n in notes.read() {
        *status = StatusLine {
            text: crate::rules::words::plain(&n.text),
            refused: n.refused,
        };
    }
}

/// Clicks wait a moment after what the seat at the screen is shown changes (a new decision,
/// the turn after a step), while the pointer is over it: a double-click, or a click meant for
/// the button that was there, never lands on a button that just appeared under the pointer.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ClickGuard {
    key: Option<u64>,
    since: f64,
}

impl ClickGuard {
    /// How long clicks wait after a change, in seconds.
    pub const HOLD: f64 = 0.4;

    /// Notes that the seat is shown `key` (what it may click, in a word) at `now` seconds; the
    /// share of the wait still to go (1 at a change, down to 0), or `None` once clicks count.
    pub fn holding(&mut self, key: u64, now: f64) -> Option<f32> {
        if self.key != Some(key) {
            self.key = Some(key);
            self.since = now;
        }
        let gone = now - self.since;
        (gone < Self::HOLD).then(|| (1.0 - gone / Self::HOLD) as f32)
    }

    /// Nothing of the seat's to guard (another seat decides): the next thing shown is new.
    pub fn clear(&mut self) {
        self.key = None;
    }
}

/// Draws `add` in `ui`, its buttons asleep while the guard holds and the pointer is over
/// `rect`: dimmed, with a bar along the top of `rect` that runs out when they wake.
fn guarded(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    hold: Option<f32>,
    add: impl FnOnce(&mut egui::Ui),
) {
    let over = ui
        .ctx()
        .pointer_hover_pos()
        .is_some_and(|p| rect.contains(p));
    match hold.filter(|_| over) {
        Some(left) => {
            ui.ctx()
                .layer_painter(egui::LayerId::new(
                    egui::Order::Foreground,
                    egui::Id::new("click-guard"),
                ))
                .rect_filled(
                    egui::Rect::from_min_size(rect.min, egui::vec2(rect.width() * left, 4.0)),
                    0.0,
                    Color32::from_rgb(120, 200, 255),
                );
            ui.ctx().request_repaint();
            ui.add_enabled_ui(false, add);
        }
        None => add(ui),
    }
}

/// The status line: up to `rows` lines (it keeps their room), the whole of it on hover; a
/// click opens the log.
fn status_line(
    ui: &mut egui::Ui,
    status: &StatusLine,
    tab: &mut crate::ui::table::SideTab,
    rows: usize,
) {
    let text = if status.text.is_empty() {
        " "
    } else {
        &status.text
    };
    let colour = if status.refused {
        Color32::from_rgb(255, 140, 120)
    } else {
        Color32::from_gray(200)
    };
    let mut job = egui::WidgetText::from(RichText::new(text).color(colour).strong())
        .into_layout_job(ui.style(), egui::FontSelection::Default, egui::Align::Min);
    let job = std::sync::Arc::make_mut(&mut job);
    job.wrap.max_rows = rows;
    job.wrap.max_width = ui.available_width();
    job.wrap.overflow_character = Some('…');
    let row = ui.text_style_height(&egui::TextStyle::Body);
    let top = ui.cursor().top();
    let r = ui.add(
        egui::Label::new(job.clone())
            .wrap()
            .sense(egui::Sense::click()),
    );
    let used = ui.cursor().top() - top;
    let want = rows as f32 * row + (rows as f32 - 1.0) * ui.spacing().item_spacing.y;
    ui.add_space((want - used).max(0.0));
    if !status.text.is_empty() {
        let r = r.on_hover_text(format!("{}\n\n(Click: the log.)", status.text));
        if r.clicked() {
            *tab = crate::ui::table::SideTab::Log;
        }
        crate::ui::glossary::explain(r, &status.text);
    }
}

fn dock(
    mut contexts: EguiContexts,
    view: TableRead,
    looking: Res<Looking>,
    layout: Res<TableLayout>,
    status: Res<StatusLine>,
    mut forms: Forms,
    mut out: MessageWriter<FromScreen>,
    (mut requests, mut ruler, mut help, mut closed): (
        MessageWriter<GameRequest>,
        ResMut<Ruler>,
        crate::ui::help::Help,
        ResMut<crate::ui::screens::closed::ClosedView>,
    ),
    mut asks: MessageWriter<TableRequest>,
    (recap, mut shows, mut highlight): (
        Res<crate::ui::recap::Recap>,
        MessageWriter<crate::ui::board::ShowPlace>,
        ResMut<crate::ui::board::BoardHighlight>,
    ),
    (mut hints, session): (
        ResMut<crate::ui::hint::Hints>,
        Res<State<crate::game::Session>>,
    ),
    (mut size, mut guard, mut tab, mut auto_sent): (
        ResMut<DecisionSize>,
        ResMut<ClickGuard>,
        ResMut<crate::ui::table::SideTab>,
        Local<Option<u64>>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let content = &view.content;
    let table = &view.table;
    let log = &view.log;
    let version = view.version;
    let public = view.public();
    let me = looking.0;
    let seen = view.of(me);
    let decider = seen.decider();
    let outcome = view.outcome.as_ref();
    let reviewing = view.review.is_some();
    let live = outcome.is_none() && !reviewing;
    let my_call = me.filter(|&m| live && seen.daytime && decider == m);
    let my_turn = my_call.filter(|_| seen.pending.is_none());
    let deciding = my_call.and_then(|s| seen.pending.map(|d| (s, d)));
    // One player's hint would be seen by the others at a shared screen: there, only when all
    // of them agreed in the new-game form.
    let hints_on = crate::ui::viewer::humans(table).len() == 1 || view.shared_hints;
    // Clicks wait a moment when what the seat may click changes: its question and its legal
    // answers (not the game's every step — another seat's pass changes nothing here).
    let hold = match my_call {
        Some(seat) => {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            (seat.index(), seen.pending, seen.clock.time).hash(&mut h);
            rules::legal_actions(content, seen, seat).hash(&mut h);
            guard.holding(h.finish(), ctx.input(|i| i.time))
        }
        None => {
            guard.clear();
            None
        }
    };
    // A lead to move for another detective, when the players here let the game choose every
    // time (Settings → Leads): the game's pick from the deciding seat's own view, sent once —
    // in hot seat too, with no hand-off for it (nothing of the seat's shows).
    let playing = live && *session.get() == crate::game::Session::Live;
    if let Some(seat) =
        crate::ui::viewer::leads_moved_for(table, public, playing, help.settings.auto_leads)
        && *auto_sent != Some(version)
    {
        *auto_sent = Some(version);
        asks.write(TableRequest::PickLead(seat));
    }
    if size.open != deciding.is_some() {
        size.open = deciding.is_some();
        ctx.request_repaint();
    }
    // The decision, in its own place (the layout gives it one from the next frame on).
    if let (Some((seat, d)), Some(rect)) = (deciding, layout.decision) {
        // A raised panel framed in amber: the question stands apart from the tab under it.
        crate::ui::layout::region_filled(&ctx, "decision", rect, crate::ui::theme::RAISED, |ui| {
            ui.painter().rect_stroke(
                rect.shrink(1.0),
                0.0,
                egui::Stroke::new(1.0, crate::ui::theme::AMBER.gamma_multiply(0.6)),
                egui::StrokeKind::Inside,
            );
            let top = ui.cursor().top();
            // Beside the board the decision takes the dock's place: what just happened shows
            // (one line) where it answers it — a response, a counter, a fight — and otherwise
            // is in the log, so the question keeps the column's room.
            let answering = matches!(
                d.ask,
                crate::model::Ask::Response
                    | crate::model::Ask::Counter
                    | crate::model::Ask::Fight { .. }
            );
            if layout.decision_in_dock() && answering {
                status_line(ui, &status, &mut tab, 1);
                ui.separator();
            }
            ui.painter().rect_filled(
                egui::Rect::from_min_max(rect.min, egui::pos2(rect.max.x, rect.min.y + 3.0)),
                0.0,
                Color32::from_rgb(232, 180, 70),
            );
            // The player may fold the question to its title to read the tab under it (the
            // hand, a suspect's file); it opens again with the game's next change.
            let folded = size.folded == Some(version);
            ui.horizontal(|ui| {
                ui.label(crate::ui::theme::heading(case::decision_title(d), 18.0));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let (label, tip) = if folded {
                        ("▼ Show", "Show the question again.")
                    } else {
                        (
                            "▲ Fold",
                            "Fold the question to its title, to read the tab under it: the game waits for your answer.",
                        )
                    };
                    if ui.small_button(label).on_hover_text(tip).clicked() {
                        size.folded = (!folded).then_some(version);
                        ctx.request_repaint();
                    }
                });
            });
            if folded {
                if (size.want - crate::ui::layout::FOLDED_DECISION).abs() > 0.5 {
                    size.want = crate::ui::layout::FOLDED_DECISION;
                    ctx.request_repaint();
                }
                return;
            }
            // What the decision is about stays in sight (the token drawn, say).
            case::decision_head(ui, seen);
            let pinned = ui.cursor().top() - top;
            let mut cmds = Vec::new();
            // A new question starts at its top: two response windows in a row are the same
            // decision, so the game's version tells them apart.
            let shown = egui::ScrollArea::vertical()
                .id_salt(("decision", format!("{d:?}"), version))
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    guarded(ui, rect, hold, |ui| {
                        case::decision_body(ui, content, table, seen, seat, &mut forms, &mut cmds);
                        if hints_on {
                            ui.add_space(6.0);
                            hints.row(ui, version, seat, &mut cmds);
                        }
                    });
                });
            let want = pinned + shown.content_size.y + 2.0 * 6.0 + 8.0;
            if (size.want - want).abs() > 1.0 {
                size.want = want;
                ctx.request_repaint();
            }
            for c in cmds {
                out.write(FromScreen(c));
            }
        });
    }
    if layout.decision_in_dock() {
        return Ok(());
    }
    let dock_rect = layout.dock;
    // A narrow dock (beside a short window's board, or at a large UI scale) folds the recap
    // to a line.
    let narrow = dock_rect.width() < 560.0 || !layout.dock_under_board();
    // The recap of the others' turns folds to a line only beside the board, where the turn's
    // buttons need the column; under the board it shows its lines (what the bots did matters
    // more than a count).
    let fold = !layout.dock_under_board();
    region(&ctx, "dock", dock_rect, |ui| {
        // Beside a short window's board, or in a low dock (1280×720), one line (the whole on
        // hover, a click opens the log): the turn's choices keep the room.
        let low = dock_rect.height() < 240.0;
        // A very low dock (1280×720) leaves the ruler's line and the words to the coach and
        // the rules: the turn's own buttons get the room.
        let lowest = dock_rect.height() < 200.0;
        status_line(ui, &status, &mut tab, if narrow || low { 1 } else { 2 });
        ui.separator();
        if reviewing {
            // The review's controls lie here (see screens::closed); nothing can be played.
            return;
        }
        if let Some(outcome) = &outcome {
            ui.heading(tr("turn-case-closed"));
            ui.label(&outcome.summary);
            if ui.button(tr("turn-show-result")).clicked() {
                closed.folded = false;
            }
            return;
        }
        match (my_call, seen.pending) {
            (Some(seat), Some(d)) => {
                // The decision has its own panel: here, what it is about in a word, the
                // game's words explained, and what the others did since the seat's turn.
                ui.label(
                    RichText::new(format!("Your decision: {} →", case::decision_title(d)))
                        .strong()
                        .color(Color32::from_rgb(232, 180, 70)),
                );
                crate::ui::glossary::chips(
                    ui,
                    &format!(
                        "{} {}",
                        case::decision_title(d),
                        crate::i18n::say(content, &rules::awaited(content, seen, &d))
                    ),
                );
                let groups = recap.since(log, seat);
                if !groups.is_empty() {
                    ui.separator();
                    egui::ScrollArea::vertical()
                        .id_salt("dock-deciding")
                        .auto_shrink([false, false])
                        // The newest lines in sight: the story's end is what just happened.
                        .stick_to_bottom(true)
                        .show(ui, |ui| {
                            since_your_turn(
                                ui,
                                content,
                                table,
                                &groups,
                                &mut shows,
                                &mut highlight,
                                fold,
                                &mut tab,
                            )
                        });
                }
            }
            (Some(seat), None) => {
                // The turn's heading and its Undo / End turn / Hint stay in sight; the rest
                // scrolls under them.
                let time = seen.clock.time;
                let mut cmds = Vec::new();
                guarded(ui, dock_rect, hold, |ui| {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(crate::ui::theme::heading(
                            tr_args("turn-yours", &[("time", time.into())]),
                            18.0,
                        ));
                        ui.add_space(8.0);
                        let keep = view.can_undo.then_some(());
                        let b = ui
                            .add_enabled(keep.is_some(), egui::Button::new(tr("turn-undo")))
                            .on_hover_text(tr("turn-undo-hover"))
                            .on_disabled_hover_text(tr("turn-undo-disabled"));
                        if b.clicked() {
                            requests.write(GameRequest::Undo);
                        }
                        let end = ui.add(egui::Button::new(RichText::new(tr("turn-end")).strong()));
                        if end.clicked() && help.end_turn_pressed(time) {
                            out.write(FromScreen(Command {
                                seat,
                                action: Action::EndTurn,
                            }));
                        }
                        // The Hint button beside them (its answer comes at the dock's foot),
                        // so the turn's list keeps the dock's height.
                        if hints_on && !hints.has_answer(version, seat) {
                            ui.add_space(8.0);
                            hints.button(ui, seat);
                        }
                    });
                });
                let groups = recap.since(log, seat);
                let hovered = std::cell::RefCell::new(None);
                let wide = ui.available_width() > 760.0 && !groups.is_empty();
                // The hint lies at the dock's foot: when its answer comes, it takes room from
                // the bottom, and nothing above it moves.
                let avail = ui.available_rect_before_wrap();
                let mut list = avail;
                if hints_on && hints.has_answer(version, seat) {
                    // Its height as drawn last frame: the list above gets the rest.
                    let id = egui::Id::new("dock-hint-height");
                    // Never above the dock's own rows: a tall hint scrolls in the room there is.
                    let room = avail.height().max(0.0);
                    let h = ctx
                        .data(|d| d.get_temp::<f32>(id))
                        .unwrap_or(28.0)
                        .min(room);
                    let at = egui::Rect::from_min_max(
                        egui::pos2(avail.min.x, avail.max.y - h),
                        avail.max,
                    );
                    list.max.y = at.min.y - 4.0;
                    let mut foot = ui.new_child(
                        egui::UiBuilder::new()
                            .max_rect(at)
                            .layout(egui::Layout::top_down(egui::Align::Min)),
                    );
                    guarded(&mut foot, dock_rect, hold, |ui| {
                        egui::ScrollArea::vertical()
                            .id_salt("dock-hint")
                            .max_height(room)
                            .auto_shrink([false, true])
                            .show(ui, |ui| hints.answer(ui, version, seat, &mut cmds));
                    });
                    let used = foot.min_rect().height().min(room);
                    if (used - h).abs() > 0.5 {
                        ctx.data_mut(|d| d.insert_temp(id, used));
                        ctx.request_repaint();
                    }
                }
                let mut ui = ui.new_child(
                    egui::UiBuilder::new()
                        .max_rect(list)
                        .layout(egui::Layout::top_down(egui::Align::Min)),
                );
                let ui = &mut ui;
                // Never taller than the room left above the hint: egui's scroll area would
                // otherwise grow to its 64-point minimum and draw over the hint (150% scale).
                egui::ScrollArea::vertical()
                    .id_salt("dock-turn")
                    .auto_shrink([false, false])
                    .min_scrolled_height(list.height().max(0.0))
                    .max_height(list.height().max(0.0))
                    .show(ui, |ui| {
                        let mut turn_ui = |ui: &mut egui::Ui| {
                            guarded(ui, dock_rect, hold, |ui| {
                                your_turn(
                                    ui,
                                    content,
                                    seen,
                                    seat,
                                    &mut out,
                                    &mut ruler,
                                    &view.view,
                                    narrow || lowest,
                                );
                                ui.add_space(4.0);
                                let mut lit = None;
                                crate::ui::panels::options::what_can_i_do(
                                    ui, content, seen, seat, &mut lit, &mut cmds,
                                );
                                if lit.is_some() {
                                    *hovered.borrow_mut() = lit;
                                }
                            });
                        };
                        if wide {
                            ui.columns(2, |cols| {
                                turn_ui(&mut cols[0]);
                                since_your_turn(
                                    &mut cols[1],
                                    content,
                                    table,
                                    &groups,
                                    &mut shows,
                                    &mut highlight,
                                    false,
                                    &mut tab,
                                );
                            });
                        } else {
                            turn_ui(ui);
                            if !groups.is_empty() {
                                ui.separator();
                                since_your_turn(
                                    ui,
                                    content,
                                    table,
                                    &groups,
                                    &mut shows,
                                    &mut highlight,
                                    fold,
                                    &mut tab,
                                );
                            }
                        }
                    });
                if let Some(places) = hovered.take() {
                    highlight.0 = places;
                }
                for c in cmds {
                    out.write(FromScreen(c));
                }
            }
            _ => {
                egui::ScrollArea::vertical()
                    .id_salt("dock-waiting")
                    .auto_shrink([false, false])
                    .show(ui, |ui| waiting(ui, content, public, table));
            }
        }
    });
    if help.confirm_end_turn(&ctx, seen.clock.time, my_turn.is_some())
        && let Some(seat) = my_turn
    {
        out.write(FromScreen(Command {
            seat,
            action: Action::EndTurn,
        }));
    }
    Ok(())
}

/// "Since your last turn": the others' lines, grouped by detective; hovering one lights its
/// places on the board, clicking it pulses them. `folded` (a narrow dock): a one-line summary
/// with the lines under an expander.
fn since_your_turn(
    ui: &mut egui::Ui,
    content: &Content,
    table: &crate::game::PublicTable,
    groups: &[(Option<SeatId>, Vec<&crate::game::LogEntry>)],
    shows: &mut MessageWriter<crate::ui::board::ShowPlace>,
    highlight: &mut crate::ui::board::BoardHighlight,
    folded: bool,
    tab: &mut crate::ui::table::SideTab,
) {
    let who = |seat: &Option<SeatId>| match seat {
        Some(s) => {
            let d = &content.detectives[table.seats[*s].detective].def;
            (d.name.clone(), crate::ui::table::color32(d.color))
        }
        None => ("The city".to_string(), crate::ui::theme::QUIET),
    };
    if !folded {
        ui.label(crate::ui::theme::heading("Since your last turn", 17.0));
        recap_lines(ui, content, groups, &who, shows, highlight, tab);
        return;
    }
    // A narrow dock: one line saying who did how much, the lines under an expander.
    let summary = groups
        .iter()
        .map(|(seat, lines)| {
            let (name, _) = who(seat);
            let first = name
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_string();
            format!("{first} {}", lines.len())
        })
        .collect::<Vec<_>>()
        .join(" · ");
    let mut job = egui::text::LayoutJob::single_section(
        format!("Since your last turn: {summary}"),
        egui::TextFormat::simple(
            egui::TextStyle::Body.resolve(ui.style()),
            ui.visuals().strong_text_color(),
        ),
    );
    job.wrap.max_rows = 1;
    job.wrap.max_width = ui.available_width() - 24.0;
    job.wrap.overflow_character = Some('…');
    egui::CollapsingHeader::new(job)
        .id_salt("since-your-turn")
        .default_open(false)
        .show(ui, |ui| {
            recap_lines(ui, content, groups, &who, shows, highlight, tab);
        })
        .header_response
        .on_hover_text("What the others did since your last turn: open to read it; hovering a line lights its places on the board.");
}

/// Lines a detective's group of the recap shows; the earlier ones are in the log.
const RECAP_LINES: usize = 4;

/// The recap's lines, grouped by detective (see [`since_your_turn`]).
fn recap_lines(
    ui: &mut egui::Ui,
    content: &Content,
    groups: &[(Option<SeatId>, Vec<&crate::game::LogEntry>)],
    who: &dyn Fn(&Option<SeatId>) -> (String, Color32),
    shows: &mut MessageWriter<crate::ui::board::ShowPlace>,
    highlight: &mut crate::ui::board::BoardHighlight,
    tab: &mut crate::ui::table::SideTab,
) {
    for (seat, lines) in groups {
        let (name, colour) = who(seat);
        ui.label(RichText::new(format!("■ {name}")).color(colour).strong());
        // A long turn keeps its last lines in sight; the earlier ones are a click away.
        let earlier = lines.len().saturating_sub(RECAP_LINES);
        if earlier > 0 {
            let r = ui.add(
                egui::Label::new(
                    RichText::new(format!("  … {earlier} earlier (the Log tab)"))
                        .small()
                        .weak(),
                )
                .sense(egui::Sense::click()),
            );
            if r.clicked() {
                *tab = crate::ui::table::SideTab::Log;
            }
        }
        for e in &lines[earlier..] {
            let places = crate::ui::recap::places_named(content, &e.text);
            let r = ui.add(
                egui::Label::new(RichText::new(format!("  {}", e.text)).small())
                    .sense(egui::Sense::click()),
            );
            if r.hovered() && !places.is_empty() {
                highlight.0 = places.clone();
            }
            if r.clicked() {
                for p in places {
                    shows.write(crate::ui::board::ShowPlace(p));
                }
            }
        }
    }
}

/// While another seat acts: whom the game waits for.
fn waiting(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    table: &crate::game::PublicTable,
) {
    if !snap.daytime {
        ui.label(RichText::new(tr("turn-day-ends")).italics());
        return;
    }
    let d = snap.decider();
    let who = &content.detectives[table.seats[d].detective].def.name;
    let kind = match table.seats[d].kind {
        SeatKind::Bot => "turn-seat-bot",
        SeatKind::Human => "turn-seat-human",
    };
    let name = || [("name", who.as_str().into())];
    ui.heading(match snap.pending {
        Some(p) => tr_args(
            "turn-waiting",
            &[(
                "what",
                crate::i18n::say(content, &rules::awaited(content, snap, &p)).into(),
            )],
        ),
        None => tr_args("turn-waiting-turn", &name()),
    });
    ui.label(RichText::new(tr_args(kind, &name())).weak());
}

/// The player's own turn: what can be done here and now, each with its Time.
fn your_turn(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    out: &mut MessageWriter<FromScreen>,
    ruler: &mut Ruler,
    view: &TableView,
    narrow: bool,
) {
    // A narrow dock (beside a short window's board) keeps its room for the turn's buttons:
    // the ruler's line and the words are in the coach and the rules.
    if !narrow {
        crate::ui::glossary::chips_after(
            ui,
            Some(RichText::new(tr("turn-ruler-hint")).small().weak()),
            "Time: follow up a lead, jump on the case at the scene of the crime, play a light card; restricted places need a warrant",
        );
    }
    let mut send = |c: Command| {
        out.write(FromScreen(c));
    };
    ui.horizontal_wrapped(|ui| {
        let here = snap.seats[seat].at;
        for &(kind, owner, at) in &snap.leads {
            if at != here {
                continue;
            }
            let a = Action::FollowUp { kind, owner };
            let ok = rules::check(content, snap, seat, &a);
            // The cost that will be paid, and why when it is not the usual 1 Time.
            let cost = match rules::follow_up_cost(content, snap, seat) {
                (c, Some(why)) => format!("{c} Time — {}", crate::i18n::say(content, &why)),
                (c, None) => format!("{c} Time"),
            };
            let b = ui.add_enabled(
                ok.is_ok(),
                egui::Button::new(RichText::new(format!("Follow up the {} lead ({cost})", kind.name())).strong()),
            );
            let b = match &ok {
                Err(why) => {
                    let why = crate::i18n::say(content, why);
                    super::top_bar::why_greyed(ui, &why);
                    b.on_disabled_hover_text(why)
                }
                Ok(_) => b.on_hover_text(format!("{}. R-LEAD-1: the player on your right moves the lead; then you place evidence or uncover the conspiracy.", rules::lead_name(content, kind, owner))),
            };
            if b.clicked() {
                send(Command { seat, action: a });
            }
        }
        let jump = rules::check(content, snap, seat, &Action::JumpOnTheCase);
        if here == snap.scene {
            let (cost, _) = rules::murder::jump_cost(content, snap);
            let b = ui.add_enabled(jump.is_ok(), egui::Button::new(format!("Get a jump on the case ({cost} Time)")));
            let b = match &jump {
                Err(why) => {
                    let why = crate::i18n::say(content, why);
                    super::top_bar::why_greyed(ui, &why);
                    b.on_disabled_hover_text(why)
                }
                Ok(_) => b.on_hover_text("R-ROUND-4: your hero marker goes on the scene of the crime; whose marker lies there at the end of the day becomes first player."),
            };
            if b.clicked() {
                send(Command { seat, action: Action::JumpOnTheCase });
            }
        }
        ability_buttons(ui, content, snap, seat, true, &mut send);
        events::event_buttons(ui, content, snap, seat, true, &mut send);
        events::memory_buttons(ui, content, snap, seat, true, &mut send);
        let passes = snap.seats[seat].dropship_passes;
        if passes > 0 {
            let targeting = ruler.0.as_ref().is_some_and(|r| r.dropship);
            let label = if targeting {
                "Cancel the dropship".to_string()
            } else {
                format!("Dropship pass ({passes})")
            };
            if ui
                .button(label)
                .on_hover_text("R-MOVE-5: spend a pass to move anywhere for 1 Time (3 into a restricted place without your warrant); then click a lit location.")
                .clicked()
            {
                ruler.0 = if targeting {
                    None
                } else {
                    Some(start_ruler(content, view, seat, true))
                };
            }
        }
    });
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
            (Err(why), true) => {
                // A greyed button says why beside it, not only on hover.
                let why = crate::i18n::say(content, why);
                super::top_bar::why_greyed(ui, &why);
                b.on_disabled_hover_text(why)
            }
            _ => b.on_hover_text("R-LOC-1: a major location's ability, once per round for each player; favors pay its favor costs (R-TOKEN-1)."),
        };
        if b.clicked() {
            send(Command { seat, action: a });
        }
    }
}
