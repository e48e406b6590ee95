//! The dock under the board: the one place where the game speaks to the player. Its first
//! line is the status — what just happened, or why the last press was refused — and it clears
//! when the next thing happens. Under it, what the game asks the player now: a decision with a
//! button per answer (a decision that needs a place on the board says so, and the places glow
//! on the board), or on the player's own turn the actions of the moment; while others play,
//! whom the game waits for. Nothing here ever covers the board.

use crate::content::Content;
use crate::game::{Action, Command, FromScreen, GameRequest, TableRequest, TableView};
use crate::i18n::tr;
use crate::rules::{self, Snapshot};
use crate::ui::Note;
use crate::ui::board::input::Ruler;
use crate::ui::layout::{DecisionSize, TableLayout, TableSet, region};
use crate::ui::panels::case::Forms;
use crate::ui::viewer::{Looking, TableRead};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The dock under the board: the status line, the decision, the turn's actions.
pub struct DockPlugin;

impl Plugin for DockPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<StatusLine>()
            .init_resource::<AutoLeadAsked>()
            .init_resource::<DecisionSize>()
            .init_resource::<ClickGuard>()
            .add_systems(
                Update,
                track_status
                    .run_if(resource_exists::<crate::content::Content>)
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
    /// Counts the lines said: the same words said again are a new line.
    pub serial: u32,
    /// The words are the log's newest line, not a result said: a newer line replaces them.
    pub from_log: bool,
}

impl StatusLine {
    /// Says `text` (a refusal when `refused`).
    pub fn say(&mut self, text: String, refused: bool) {
        *self = StatusLine {
            text,
            refused,
            serial: self.serial.wrapping_add(1),
            from_log: false,
        };
    }
}

/// The seat at this screen whose lead move or free card the game was asked to choose
/// (Settings → Leads, Free cards): the status line says what follows was the game's choice,
/// not the player's.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct AutoLeadAsked(pub Option<crate::ids::SeatId>);

/// A refusal the status line cut short (its row or two could not hold it), with its line's
/// serial: the notices say it whole ([`cut_refusal`]).
const CUT_REFUSAL: &str = "status_cut_refusal";

/// The refusal the status line last cut short, and its serial, if any.
pub fn cut_refusal(ctx: &egui::Context) -> Option<(u32, String)> {
    ctx.data(|d| d.get_temp::<(u32, String)>(egui::Id::new(CUT_REFUSAL)))
}

/// The newest command result or note becomes the status line; a refusal is shown for a
/// command of the seat at the screen (a bot's would be a bug, logged).
fn track_status(
    view: Res<TableView>,
    content: Res<crate::content::Content>,
    mut notes: MessageReader<Note>,
    looking: Res<Looking>,
    mut status: ResMut<StatusLine>,
    mut auto: ResMut<AutoLeadAsked>,
    mut turn_said: Local<Option<(Option<crate::ids::SeatId>, (u8, u8, u8))>>,
) {
    // The view carries the results that came since it was last built (a refusal only to the
    // seat that sent the command).
    let results = if view.is_changed() {
        &view.results[..]
    } else {
        &[]
    };
    for r in results {
        // Another seat letting a response window pass says nothing worth the status line: it
        // read as a contradiction after the notice of a card played ("… plays no dark card
        // against you this time" under "… played … on you"). The log keeps it.
        if r.command.action == crate::game::Action::PassResponse
            && looking.0 != Some(r.command.seat)
        {
            continue;
        }
        // The game's pick was asked for this seat's lead: only its next placed lead is the
        // game's; anything else of the seat's (a refusal, another command) ends the wait.
        let picked = (auto.0 == Some(r.command.seat) && r.outcome.is_ok())
            .then_some(&r.command.action)
            .and_then(|a| match a {
                crate::game::Action::PlaceLead { .. } => Some("status-auto-lead"),
                crate::game::Action::DrawCard { .. } => Some("status-auto-draw"),
                _ => None,
            });
        if auto.0 == Some(r.command.seat) {
            auto.0 = None;
        }
        match &r.outcome {
            // Running text: without rule IDs (they stay in the rules and tooltips).
            // The seat's own command is said to it: "You move …", not "Rachel moves …"; a
            // lead the game placed for it says the game chose (round 23 of issue 31: the
            // player read it as a move made in their name).
            Ok(text) if !text.is_empty() => {
                let mine = looking.0 == Some(r.command.seat);
                let mut said = if mine {
                    crate::i18n::say_to_you(&content, text)
                } else {
                    crate::i18n::say(&content, text)
                };
                if let Some(key) = picked.filter(|_| mine) {
                    said = crate::i18n::tr_args(key, &[("text", said.into())]);
                }
                status.say(crate::rules::words::plain(&said), false)
            }
            Ok(_) => {}
            Err(why) if looking.0 == Some(r.command.seat) => status.say(
                crate::i18n::tr_args(
                    "dock-not-allowed",
                    &[(
                        "why",
                        crate::rules::words::plain(&crate::i18n::say(&content, why)).into(),
                    )],
                ),
                true,
            ),
            Err(why) => warn!(
                "refused: {} ({:?})",
                crate::i18n::english(&content, why),
                r.command
            ),
        }
    }
    // The looking seat's turn begins: said, in the place of the last bot's line (round 31 of
    // issue 31 read "Caprice Nisei draws a card …" as the news of the player's own turn).
    let s = view.public();
    let turn = (looking.0, (s.clock.week, s.clock.day, s.clock.turn));
    if view.is_changed() && s.daytime && looking.0 == Some(s.active()) && *turn_said != Some(turn) {
        *turn_said = Some(turn);
        // Once: not over the answer to a question the turn opened with, nor over the
        // player's own step.
        if s.pending.is_none() && !results.iter().any(|r| Some(r.command.seat) == looking.0) {
            status.say(
                crate::i18n::tr_args("notice-your-turn", &[("time", s.clock.time.into())]),
                false,
            );
            status.from_log = false;
        }
    }
    for n in notes.read() {
        status.say(crate::rules::words::plain(&n.text), n.refused);
    }
    // Nothing said yet (a game loaded, a table joined, a seat taken): the newest line the
    // viewer may read, not an empty row (round 26 of issue 31), kept up to date while no
    // result is said (a loaded game's first view is its setup's; round 27).
    if (status.text.is_empty() || (status.from_log && view.is_changed()))
        && let Some((_, e)) = view.log.visible_to(looking.0).next_back()
    {
        let said = if e.seat.is_some() && e.seat == looking.0 {
            crate::i18n::say_to_you(&content, &e.text)
        } else {
            crate::i18n::say(&content, &e.text)
        };
        let said = crate::rules::words::plain(&said);
        if said != status.text {
            status.say(said, false);
        }
        status.from_log = true;
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
pub(super) fn guarded(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    hold: Option<f32>,
    add: impl FnOnce(&mut egui::Ui),
) {
    let over = ui
        .ctx()
        .pointer_hover_pos()
        .is_some_and(|p| rect.contains(p));
    // Only a pointer still since the change is guarded (a second click of a double-click, a
    // click meant for what was there): one that moved since was aimed at what is there now
    // (rounds 32 to 34 lost a first click on a question's button after reaching for it).
    let still_since_change = |left: &f32| {
        let age = f64::from(1.0 - *left) * ClickGuard::HOLD;
        f64::from(ui.input(|i| i.pointer.time_since_last_movement())) >= age
    };
    let held = hold.filter(|_| over).filter(still_since_change);
    if let Some(left) = held {
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
    }
    // Always in one scope, held or not: the ids inside (a scroll area's offset, a header's
    // open state) are the same either way, so a hold does not reset them.
    ui.scope(|ui| {
        if held.is_some() {
            // Asleep, not greyed: the buttons keep their look for the moment they wait (the
            // bar above says so), so a panel does not seem dead after a bot's interruption.
            ui.visuals_mut().disabled_alpha = 0.9;
            ui.disable();
        }
        add(ui)
    });
}

/// The status line: up to `rows` lines (it keeps their room), the whole of it on hover; a
/// click opens the log.
pub(super) fn status_line(
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
    // Laid out once: whether it was cut short tells the hover whether to repeat it.
    let galley = ui.fonts_mut(|f| f.layout_job(job.clone()));
    let cut = galley.elided;
    if cut && status.refused && cut_refusal(ui.ctx()).map(|c| c.0) != Some(status.serial) {
        ui.ctx().data_mut(|d| {
            d.insert_temp(
                egui::Id::new(CUT_REFUSAL),
                (status.serial, status.text.clone()),
            )
        });
        // Once, so the notices (drawn before the dock, maybe) say it next frame.
        ui.ctx().request_repaint();
    }
    let r = ui.add(egui::Label::new(galley).sense(egui::Sense::click()));
    let used = ui.cursor().top() - top;
    let want = rows as f32 * row + (rows as f32 - 1.0) * ui.spacing().item_spacing.y;
    ui.add_space((want - used).max(0.0));
    if !status.text.is_empty() {
        // The whole line when it was cut, else only where a click takes the player.
        let r = if cut {
            r.on_hover_text(crate::i18n::tr_args(
                "dock-status-hover",
                &[("text", status.text.clone().into())],
            ))
        } else {
            r.on_hover_text(crate::i18n::tr("dock-status-hover-log"))
        };
        if r.clicked() {
            *tab = crate::ui::table::SideTab::Log;
        }
        crate::ui::glossary::explain(r, &status.text);
    }
}

mod question;
mod recap;
mod turn;

/// What the dock sends and the table's state it moves: the parts of the dock share it.
#[derive(bevy::ecs::system::SystemParam)]
struct DockIo<'w> {
    out: MessageWriter<'w, FromScreen>,
    requests: MessageWriter<'w, GameRequest>,
    asks: MessageWriter<'w, TableRequest>,
    shows: MessageWriter<'w, crate::ui::board::ShowPlace>,
    ruler: ResMut<'w, Ruler>,
    help: crate::ui::help::Help<'w>,
    closed: ResMut<'w, crate::ui::screens::closed::ClosedView>,
    hints: ResMut<'w, crate::ui::hint::Hints>,
    highlight: ResMut<'w, crate::ui::board::BoardHighlight>,
    tab: ResMut<'w, crate::ui::table::SideTab>,
    forms: Forms<'w>,
    size: ResMut<'w, DecisionSize>,
    recap: Res<'w, crate::ui::recap::Recap>,
    /// The online table's seats (who is away), when the table is far away.
    online: Option<Res<'w, crate::net::desk::Online>>,
    /// The bots' pace: paused, a bot the table waits for says so.
    pace: Option<Res<'w, crate::ui::pace::Pace>>,
}

/// What one part of the dock is drawn from this frame.
struct Frame<'a> {
    view: &'a TableView,
    content: &'a Content,
    /// The looking seat's snapshot.
    seen: &'a Snapshot,
    /// The part's place on the screen: its clicks are guarded there (see [`ClickGuard`]).
    rect: egui::Rect,
    /// The share of the click guard's wait still to go, if it holds.
    hold: Option<f32>,
    /// Whether the Hint button and its answer show.
    hints_on: bool,
}

fn dock(
    mut contexts: EguiContexts,
    view: TableRead,
    (looking, layout, status): (Res<Looking>, Res<TableLayout>, Res<StatusLine>),
    mut io: DockIo,
    (session, mut guard, mut auto_asked): (
        Res<State<crate::game::Session>>,
        ResMut<ClickGuard>,
        ResMut<AutoLeadAsked>,
    ),
    mut auto_sent: Local<Option<u64>>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let content = &view.content;
    let table = &view.table;
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
    // A lead to move for another detective, when the players here let the game choose every
    // time (Settings → Leads): the human whose lead it is.
    let moved_for =
        crate::ui::viewer::leads_moved_for(table, public, true, io.help.settings.auto_leads)
            .or_else(|| {
                let auto = io.help.settings.auto_draws;
                crate::ui::viewer::answered_for(table, public, true, auto, |a| a.is_free_card())
            });
    // It is not asked: no decision panel and no "lead here?" on the board for the moment the
    // game takes to choose.
    let auto_lead = my_call.filter(|&s| moved_for == Some(s));
    let deciding = my_call
        .filter(|_| auto_lead.is_none())
        .and_then(|s| seen.pending.map(|d| (s, d)));
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
    // The game's pick for that lead, from the deciding seat's own view, sent once — in hot
    // seat too, with no hand-off for it (nothing of the seat's shows).
    let playing = live && *session.get() == crate::game::Session::Live;
    if let Some(seat) = moved_for.filter(|_| playing)
        && *auto_sent != Some(version)
    {
        *auto_sent = Some(version);
        io.asks.write(TableRequest::PickLead(seat));
        if me == Some(seat) {
            auto_asked.0 = Some(seat);
        }
    }
    if io.size.open != deciding.is_some() {
        io.size.open = deciding.is_some();
        ctx.request_repaint();
    }
    let frame = |rect| Frame {
        view: &view.view,
        content,
        seen,
        rect,
        hold,
        hints_on,
    };
    // The decision, in its own place (the layout gives it one from the next frame on).
    if let (Some((seat, d)), Some(rect)) = (deciding, layout.decision) {
        question::panel(&ctx, &frame(rect), seat, d, &layout, &status, &mut io);
    }
    if layout.decision_in_dock() {
        return Ok(());
    }
    let dock_rect = layout.dock;
    // The recap of the others' turns folds to a line only beside the board, where the turn's
    // buttons need the column; under the board it shows its lines (what the bots did matters
    // more than a count).
    let fold = !layout.dock_under_board();
    // A wide dock under the board is cut in two, decided here once (see
    // [`turn::split_dock`]).
    let halves = turn::split_dock(dock_rect, fold);
    // A narrow dock (beside a short window's board, or at a large UI scale) leaves the ruler's
    // line and its words out; so does a split one, where the turn has half the dock (they are
    // left to *What can I do?* and the lesson, the turn's list gets their lines).
    let narrow = dock_rect.width() < 560.0 || !layout.dock_under_board() || halves.is_some();
    // In the player's own turn a wide dock under the board is cut in two (see
    // [`turn::split_dock`]): the status line and the turn on the left.
    let own_turn = my_call.is_some() && seen.pending.is_none() && outcome.is_none() && !reviewing;
    let halves = halves.filter(|_| own_turn);
    let left = halves.map(|(l, _)| l);
    region(&ctx, "dock", dock_rect, |ui| {
        let mut half = left.map(|l| {
            ui.new_child(
                egui::UiBuilder::new()
                    .max_rect(l)
                    .layout(egui::Layout::top_down(egui::Align::Min)),
            )
        });
        if let Some(l) = left {
            let x = l.max.x + 8.0;
            ui.painter().vline(
                x,
                l.y_range(),
                ui.visuals().widgets.noninteractive.bg_stroke,
            );
        }
        let ui = half.as_mut().unwrap_or(ui);
        // In a low dock (1280×720 under the board), one line (the whole on hover, a click
        // opens the log): the turn's choices keep the room; beside the board the column is
        // narrow and a line says little, so two where the dock is tall enough.
        // Beside the board the dock's height follows its content (an open list, a hint), so
        // the rows are the column's, which stays: a status line growing a row when the list
        // opens moved every button under the pointer.
        let low = if layout.dock_under_board() {
            dock_rect.height() < 240.0
        } else {
            layout.column_height() < 560.0
        };
        // A very low dock (1280×720) leaves the ruler's line and the words to the coach and
        // the rules: the turn's own buttons get the room.
        let lowest = dock_rect.height() < 200.0;
        // While another detective's turn is listed below, its newest line is there: the
        // status line would say it twice.
        let turn_so_far = match my_call {
            None if outcome.is_none() => io.recap.this_turn(&view.log, me),
            _ => Vec::new(),
        };
        let listing = !turn_so_far.is_empty();
        // Split, the turn's heading says whose turn and its Time, and the recap beside it
        // what happened: the status line would say it again (why a press was refused, it
        // still says).
        if !listing && (left.is_none() || status.refused) {
            status_line(ui, &status, &mut io.tab, if low { 1 } else { 2 });
            ui.separator();
        }
        if reviewing {
            // The review's controls lie here (see screens::closed); nothing can be played.
            return;
        }
        if let Some(outcome) = &outcome {
            ui.heading(tr("turn-case-closed"));
            ui.label(crate::ui::panels::case::summary_words(
                content, table, outcome,
            ));
            if ui.button(tr("turn-show-result")).clicked() {
                io.closed.folded = false;
            }
            return;
        }
        match (my_call, seen.pending) {
            (Some(_), Some(d)) if auto_lead.is_some() => {
                let key = if matches!(d.ask, crate::model::Ask::PlaceLead { .. }) {
                    "recap-auto-lead"
                } else {
                    "recap-auto-draw"
                };
                ui.label(RichText::new(tr(key)).weak());
            }
            (Some(seat), Some(d)) => recap::deciding(ui, &frame(dock_rect), seat, d, fold, &mut io),
            (Some(seat), None) => turn::turn(
                ui,
                &frame(dock_rect),
                seat,
                narrow || lowest,
                fold,
                halves.map(|(_, r)| r),
                &mut io,
            ),
            _ => {
                recap::waiting(ui, &frame(dock_rect), &turn_so_far, &mut io);
            }
        }
    });
    if io
        .help
        .confirm_end_turn(&ctx, seen.clock.time, my_turn.is_some())
        && let Some(seat) = my_turn
    {
        io.out.write(FromScreen(Command {
            seat,
            action: Action::EndTurn,
        }));
    }
    Ok(())
}
