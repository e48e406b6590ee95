//! The table's layout, owned here and nowhere else: where the top bar, the side panel, the
//! action dock and the board lie in the window, for its size and the UI scale. Every region
//! has a fixed size for a given window, so nothing jumps when the game's state changes (a
//! button appearing never moves the board), and the board always keeps at least half of the
//! window's width.
//!
//! The panels of the table draw into their region (see [`TableSet`] for their order); the
//! board camera draws in [`TableLayout::board`].

use crate::ui::board::frame::BoardView;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Where each part of the table lies, in egui points (logical pixels divided by the UI
/// scale).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TableLayout {
    /// The whole window.
    pub window: egui::Rect,
    /// The bar across the top: the calendar, whose turn, Time, the pace, the menu.
    pub top: egui::Rect,
    /// The row of tabs at the top of the right column (suspects, hand, plot, puzzle, events,
    /// detectives, log): it never moves, whatever opens under it.
    pub tab_row: egui::Rect,
    /// The open tab's content, in the right column under the tab row (and under the dock or
    /// the decision where they share the column).
    pub side: egui::Rect,
    /// Under the board: the status line and what the game asks now, with its buttons.
    pub dock: egui::Rect,
    /// What is left: the board.
    pub board: egui::Rect,
    /// The UI scale (egui points to logical pixels).
    pub zoom: f32,
    /// The coach of the guided first case, carved out of the dock while a lesson runs (so
    /// it never covers the board).
    pub coach: Option<egui::Rect>,
    /// The decision the seat at the screen must make now, in a place of its own: in the
    /// right column under the tab row (the open tab keeps the rest), as tall as its content
    /// needs up to a limit; beside a short window's board it takes the dock's place and grows
    /// down. Neither the board nor the tabs move for it.
    pub decision: Option<egui::Rect>,
    /// The notices' strip at the foot of the right column while there are notices, carved
    /// out of the open tab (so they never cover its words); `None` when the column has no
    /// room to give (they lie over the board's lower right corner then).
    pub notices: Option<egui::Rect>,
}

impl Default for TableLayout {
    fn default() -> Self {
        TableLayout::for_window(egui::vec2(1600.0, 1000.0), 1.0, TAB_ROW)
    }
}

/// The top bar's height, in points.
pub const TOP_BAR: f32 = 44.0;

/// The tab row's height until the side panel has measured it (two rows of tabs), in points.
pub const TAB_ROW: f32 = 72.0;

/// The least height the open tab keeps under an open decision, in points: a few lines of it
/// (the suspects' files while evidence is placed).
pub const MIN_TABS: f32 = 80.0;

/// Beside a short window's board, the least height the open tab keeps under the turn's open
/// list or the dock: a line or two (an open decision takes the whole column if it needs it).
pub const MIN_TABS_BESIDE: f32 = 30.0;

/// The least height of the dock beside a short window's board, fitted to its turn, in points.
pub const MIN_DOCK_BESIDE: f32 = 110.0;

/// The share of the open tab's room an open turn's list (*What can I do?*) takes beside the
/// board; the tab keeps the rest.
pub const OPEN_LIST_SHARE: f32 = 0.65;

/// How much taller the dock under the board is while the coach speaks, in points.
pub const COACH_EXTRA: f32 = 28.0;

/// The height of the coach's strip under a short window's board, in points.
pub const COACH_STRIP: f32 = 165.0;

/// The least height of the strip a landscape window leaves under the board drawn at its full
/// width for the dock to take it, in points.
pub const MIN_STRIP_DOCK: f32 = 150.0;

/// The least height of the decision's panel, in points.
pub const MIN_DECISION: f32 = 120.0;

/// The height of a decision the player folded to read the tab under it: its title bar.
pub const FOLDED_DECISION: f32 = 44.0;

impl TableLayout {
    /// The layout of a window of `size` points at UI scale `zoom`, with a tab row `tabs`
    /// points tall.
    ///
    /// On a landscape window the dock lies in the right column, under the tab row, and the
    /// board keeps the whole height (under the board it would leave the board smaller); on a
    /// window near square or taller it lies under the board, and so it does on a window whose
    /// board, drawn at its whole width, leaves a strip under it of [`MIN_STRIP_DOCK`] or more
    /// (16:10, 1600×1000 at 100% and 125%).
    pub fn for_window(size: egui::Vec2, zoom: f32, tabs: f32) -> Self {
        let (w, h) = (size.x.max(320.0), size.y.max(240.0));
        // The side panel: about a third of the width, readable, never more than 45%.
        let side_w = (w * 0.30).clamp(300.0, 430.0).min(w * 0.45);
        // The dock: room for a question, two rows of buttons and the help under them.
        let dock_h = (h * 0.27).clamp(180.0, 250.0).min(h * 0.36);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
        let top = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(w, TOP_BAR));
        let board_w = w - side_w;
        // How wide the board (3:2) is drawn with the dock under it, and with it beside it:
        // the dock goes beside the board wherever the board is drawn larger for it (every
        // landscape window: the board is the game, its leads and labels want the room); under
        // it only on a window near square or taller, where the board is as wide either way.
        let drawn = |bh: f32| board_w.min(bh * 1.5);
        // A window a little taller than the board drawn at its full width (16:10) leaves a
        // strip under it: the dock takes that strip, and the column keeps all its height for
        // the open tab (round 42 of issue 31: the dock's lines crowded the tab out of it).
        let spare = h - TOP_BAR - board_w / 1.5;
        let strip = spare >= MIN_STRIP_DOCK;
        // No taller than a dock under the board ever is (a portrait window's strip is the
        // board's: it takes the usual dock and the board the rest). Not taller than the strip
        // either: a board a few points narrower named its places in short at 1600×1000.
        let dock_h = if strip { spare.min(250.0) } else { dock_h };
        let column = !strip && drawn(h - TOP_BAR - dock_h) < 0.92 * drawn(h - TOP_BAR);
        let tabs = tabs.clamp(24.0, ((h - TOP_BAR) * 0.3).max(24.0));
        let tab_row =
            egui::Rect::from_min_max(egui::pos2(board_w, TOP_BAR), egui::pos2(w, TOP_BAR + tabs));
        let under = tab_row.max.y;
        let (side, dock, board) = if column {
            let dock_h = ((h - TOP_BAR) * 0.5).clamp(150.0, 260.0);
            (
                egui::Rect::from_min_max(egui::pos2(board_w, under + dock_h), egui::pos2(w, h)),
                egui::Rect::from_min_max(egui::pos2(board_w, under), egui::pos2(w, under + dock_h)),
                egui::Rect::from_min_max(egui::pos2(0.0, TOP_BAR), egui::pos2(board_w, h)),
            )
        } else {
            (
                egui::Rect::from_min_max(egui::pos2(board_w, under), egui::pos2(w, h)),
                egui::Rect::from_min_max(egui::pos2(0.0, h - dock_h), egui::pos2(board_w, h)),
                egui::Rect::from_min_max(egui::pos2(0.0, TOP_BAR), egui::pos2(board_w, h - dock_h)),
            )
        };
        TableLayout {
            window,
            top,
            tab_row,
            side,
            dock,
            board,
            zoom,
            coach: None,
            decision: None,
            notices: None,
        }
    }

    /// This layout with a place for the open decision, `want` points tall (its content,
    /// measured), given as much as fits (see [`TableLayout::decision`]).
    pub fn with_decision(mut self, want: f32) -> Self {
        // A folded decision keeps its title bar only; an open one at least its minimum.
        let want = if want <= FOLDED_DECISION {
            FOLDED_DECISION
        } else {
            want.max(MIN_DECISION)
        };
        if self.dock_under_board() {
            let room = (self.side.height() - MIN_TABS).max(MIN_DECISION);
            let h = want.min(room);
            let d = egui::Rect::from_min_size(self.side.min, egui::vec2(self.side.width(), h));
            self.side.min.y = d.max.y;
            self.decision = Some(d);
        } else if want <= FOLDED_DECISION {
            // Folded beside the board: the decision keeps its title bar, the tab under it
            // takes the rest of the dock's room.
            let d = egui::Rect::from_min_size(
                self.dock.min,
                egui::vec2(self.dock.width(), FOLDED_DECISION.min(self.dock.height())),
            );
            self.side.min.y = self.side.min.y.min(d.max.y);
            self.dock = d;
            self.decision = Some(d);
        } else {
            // Beside the board the column is [dock][tabs]: the decision is the dock,
            // grown down as far as it needs, the whole column if it must (a line of the tab
            // under it showed a heading and nothing else, 1280×720 at 150%, while the
            // decision's last answer was cut off; *Fold* shows the tab).
            let side = self.side.height().max(0.0);
            let grow = (want - self.dock.height()).max(0.0).min(side);
            // A sliver of the tab is no use: all of it then.
            let grow = if side - grow < MIN_TABS_BESIDE {
                side
            } else {
                grow
            };
            let d = egui::Rect::from_min_max(
                self.dock.min,
                egui::pos2(self.dock.max.x, self.dock.max.y + grow),
            );
            self.side.min.y += grow;
            self.dock = d;
            self.decision = Some(d);
        }
        self
    }

    /// The decision's panel takes the dock's place (beside a short window's board): the dock
    /// draws nothing of its own then.
    pub fn decision_in_dock(&self) -> bool {
        self.decision.is_some_and(|d| d.min == self.dock.min)
    }

    /// This layout with room for the coach: the right part of the dock under the board (the
    /// dock a little taller); on a short window, a strip under the board.
    pub fn with_coach(mut self) -> Self {
        if self.dock_under_board() {
            // A little taller, so a step's text fits without scrolling.
            let extra = COACH_EXTRA.min(self.board.height() * 0.1);
            self.dock.min.y -= extra;
            self.board.max.y -= extra;
        }
        let d = self.dock;
        let coach = if self.dock_under_board() {
            // Wide enough for a step's text to fit without scrolling (the dock keeps room for
            // the turn's buttons).
            let w = (d.width() * 0.7)
                .clamp(300.0, 640.0)
                .min(d.width() - 300.0)
                .max(300.0);
            let c = egui::Rect::from_min_max(egui::pos2(d.max.x - w, d.min.y), d.max);
            self.dock = egui::Rect::from_min_max(d.min, egui::pos2(c.min.x, d.max.y));
            c
        } else {
            // Beside a short window's board the column has no room to spare (the decision and
            // the tabs share it): the coach takes a strip under the board, as wide as the
            // board, tall enough for most steps' text.
            let b = self.board;
            let h = COACH_STRIP.min(b.height() * 0.4);
            let c = egui::Rect::from_min_max(egui::pos2(b.min.x, b.max.y - h), b.max);
            self.board.max.y = c.min.y;
            c
        };
        self.coach = Some(coach);
        self
    }

    /// This layout with the coach's strip under a short window's board as tall as its step
    /// wants (`want` points, as drawn last frame), so the step's words need no scrolling: from
    /// the strip's usual height up to half the board's room.
    pub fn with_coach_fitted(mut self, want: f32) -> Self {
        let Some(c) = self.coach.filter(|_| !self.dock_under_board()) else {
            return self;
        };
        let room = self.board.height() + c.height();
        let h = want.clamp(c.height(), (room * 0.5).max(c.height()));
        let top = c.max.y - h;
        self.coach = Some(egui::Rect::from_min_max(egui::pos2(c.min.x, top), c.max));
        self.board.max.y = top;
        self
    }

    /// This layout with the turn's list (*What can I do?*) open: beside a short window's
    /// board the dock grows down over the open tab (which keeps a line), so the list is
    /// more than a line or two; under a tall window's board it has room already.
    pub fn with_open_list(mut self) -> Self {
        if !self.dock_under_board() {
            // The list takes most of the open tab's room, the tab keeps the rest (an open
            // list squeezed it to one clipped line); a long list scrolls in its room.
            let room = (self.side.height() - MIN_TABS_BESIDE).max(0.0);
            // A short column (1280×720 at 150%) gives the list nearly all: a line or two of
            // the tab is worth less than the list's choices there.
            let share = if room > 300.0 { OPEN_LIST_SHARE } else { 0.85 };
            let grow = room * share;
            self.dock.max.y += grow;
            self.side.min.y += grow;
        }
        self
    }

    /// This layout with the dock beside a short window's board as tall as its turn wants
    /// (`want` points, at least [`MIN_DOCK_BESIDE`], at most all but [`MIN_TABS_BESIDE`] of
    /// the column): the open tab under it takes the rest.
    /// Under a tall window's board, with a decision or the coach, nothing changes.
    pub fn with_dock_fitted(mut self, want: f32) -> Self {
        // The coach of a short window lies under the board, not in the column: the dock fits
        // its turn in a lesson too.
        if self.dock_under_board() || self.decision.is_some() {
            return self;
        }
        let h = want.max(MIN_DOCK_BESIDE);
        if h < self.dock.height() {
            let give = self.dock.height() - h;
            self.dock.max.y -= give;
            self.side.min.y -= give;
        } else {
            // Taller than the usual room (a hint's answer at 150%): the dock grows over the
            // tab, which keeps a line or two.
            let take =
                (h - self.dock.height()).min((self.side.height() - MIN_TABS_BESIDE).max(0.0));
            self.dock.max.y += take;
            self.side.min.y += take;
        }
        self
    }

    /// This layout with the notices' strip, `want` points tall (as drawn last frame), at the
    /// foot of the right column: the open tab gives it its lines while the column keeps at
    /// least [`MIN_TABS_BESIDE`] for the tab; else no strip (see [`TableLayout::notices`]).
    pub fn with_notices(mut self, want: f32) -> Self {
        if want > 0.0 && self.side.height() - want >= MIN_TABS_BESIDE {
            let top = self.side.max.y - want;
            self.notices = Some(egui::Rect::from_min_max(
                egui::pos2(self.side.min.x, top),
                self.side.max,
            ));
            self.side.max.y = top;
        }
        self
    }

    /// The right column's height beside the board: the dock, the open tab and the notices
    /// together, the same whatever the dock's content takes of it.
    pub fn column_height(&self) -> f32 {
        self.notices.map_or(self.side.max.y, |n| n.max.y) - self.dock.min.y
    }

    /// The dock lies under the board (not beside it, as on a short window).
    pub fn dock_under_board(&self) -> bool {
        self.dock.min.y >= self.board.max.y - 0.5
    }

    /// The layout of a window of `size` points at UI scale `zoom`, with the coach if a lesson
    /// runs, the decision's place if one is open (`want`: its content's height), and more
    /// room for the turn's list while it is open.
    pub fn arrange(
        size: egui::Vec2,
        zoom: f32,
        tabs: f32,
        coach: bool,
        decision: Option<f32>,
        open_list: bool,
    ) -> Self {
        let mut l = TableLayout::for_window(size, zoom, tabs);
        if coach {
            l = l.with_coach();
        }
        if let Some(want) = decision {
            l = l.with_decision(want);
        } else if open_list {
            l = l.with_open_list();
        }
        l
    }

    /// A rect of this layout in logical pixels (Bevy's window coordinates).
    pub fn to_logical(&self, r: egui::Rect) -> Rect {
        Rect::new(
            r.min.x * self.zoom,
            r.min.y * self.zoom,
            r.max.x * self.zoom,
            r.max.y * self.zoom,
        )
    }
}

/// The order in which the table's parts are drawn in a frame: the layout first, then the
/// regions, then what may lie over them (the hand-off cover, menus, tooltips).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableSet {
    /// Where everything lies.
    Layout,
    /// The top bar.
    TopBar,
    /// The side panel.
    Side,
    /// The dock.
    Dock,
    /// The board.
    Board,
    /// What lies over the others.
    Overlays,
}

/// The layout the table's parts ask for as they were drawn in the last pass (or this one,
/// read at its end): the window and UI scale, the coach's room (`coach_room`, the tallest step
/// of the lesson so far, grown here), an open decision, the turn's list, the dock's and the
/// notices' heights.
fn wanted(
    ctx: &egui::Context,
    coach: bool,
    decision: &DecisionSize,
    tabs: f32,
    coach_room: &mut f32,
) -> TableLayout {
    // The turn's list counts as open while it was drawn open in the last pass.
    let pass = ctx.cumulative_pass_nr();
    let open_list = ctx
        .data(|d| d.get_temp::<(bool, u64)>(egui::Id::new(crate::ui::panels::options::OPEN_LIST)))
        .is_some_and(|(open, at)| open && at + 1 >= pass);
    let mut new = TableLayout::arrange(
        ctx.content_rect().size(),
        ctx.zoom_factor(),
        tabs,
        coach,
        decision.open.then_some(decision.want),
        open_list,
    );
    if let Some(want) = DockWant::read(ctx) {
        if !open_list {
            new = new.with_dock_fitted(want);
        } else if !new.dock_under_board() && new.decision.is_none() && want < new.dock.height() {
            // A short open list (*More you can do here*): no taller than it needs.
            let give = new.dock.height() - want.max(MIN_DOCK_BESIDE);
            new.dock.max.y -= give.max(0.0);
            new.side.min.y -= give.max(0.0);
        }
    }
    // The coach's strip under the board only grows during a lesson: a step with fewer words
    // keeps the room of the longest so far, so the board does not change its size (and its
    // names their layout) at every step.
    match DockWant::read_coach(ctx) {
        Some(want) if new.coach.is_some() => {
            *coach_room = coach_room.max(want);
            new = new.with_coach_fitted(*coach_room);
        }
        _ => *coach_room = 0.0,
    }
    if let Some(want) = DockWant::read_notices(ctx) {
        new = new.with_notices(want);
    }
    new
}

/// The coach's room as the layout last grew it (see [`wanted`]).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct CoachRoomHeight(f32);

/// Works the layout out for this frame's window and UI scale, and puts the board in its
/// place (refitting it only while the player has not framed it by hand).
pub fn lay_out(
    mut contexts: EguiContexts,
    coach: Option<Res<CoachRoom>>,
    mut layout: ResMut<TableLayout>,
    mut view: ResMut<BoardView>,
    mut highlight: ResMut<crate::ui::board::BoardHighlight>,
    (decision, tabs): (Res<DecisionSize>, Res<TabRowSize>),
    mut coach_room: ResMut<CoachRoomHeight>,
) -> Result {
    // Panels light places on the board anew each frame, while they point at them.
    if !highlight.0.is_empty() {
        highlight.0.clear();
    }
    let ctx = contexts.ctx_mut()?;
    let coach = coach.is_some_and(|c| c.0);
    let new = wanted(ctx, coach, &decision, tabs.0, &mut coach_room.0);
    if *layout != new {
        *layout = new;
        // Drawn in its new place at once, not at the pointer's next move (the window is
        // reactive).
        ctx.request_repaint();
    }
    let r = layout.to_logical(layout.board);
    if view.rect != r || !view.framed {
        view.rect = r;
        if !view.user_framed || !view.framed {
            view.fit();
        }
        view.framed = true;
    }
    Ok(())
}

/// At the end of a pass: when what the parts drew asks for another layout than the one they
/// were drawn in (a decision opened or answered, the turn's list opened or shut, the dock's
/// content grown), the pass is thrown away and drawn again in the new layout within the same
/// frame, so no frame shows a part in the wrong place (an empty decision box, an open list
/// squeezed to a line, buttons a row off under the pointer).
pub fn redraw_if_stale(
    mut contexts: EguiContexts,
    coach: Option<Res<CoachRoom>>,
    layout: Res<TableLayout>,
    (decision, tabs): (Res<DecisionSize>, Res<TabRowSize>),
    coach_room: Res<CoachRoomHeight>,
    mut in_a_row: Local<u8>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut room = coach_room.0;
    let next = wanted(
        ctx,
        coach.is_some_and(|c| c.0),
        &decision,
        tabs.0,
        &mut room,
    );
    // A layout that takes more than two frames to settle (a part's height measured from what
    // it drew in the last layout) settles over the next frames instead: egui draws a warning
    // over the table when passes are thrown away three frames in a row (round 24 of issue 31
    // saw it), and every thrown pass costs a frame's work.
    if *layout != next && !ctx.will_discard() && *in_a_row < 2 {
        ctx.request_discard("table-layout");
        *in_a_row += 1;
    } else if *layout == next {
        *in_a_row = 0;
    } else {
        // Settled over the next frames: a reactive window draws one only when asked (a column
        // kept a tall empty block under a shut list until the pointer moved, round 26).
        ctx.request_repaint();
    }
    Ok(())
}

/// How tall the dock's turn (and the coach's step, and the notices) wants to be, as drawn last
/// frame (in points), kept in egui's memory with the pass it was drawn in: beside a short
/// window's board the layout gives the dock no more than that, and the open tab under it the
/// rest; the coach's strip under that board grows to it; the notices' strip takes its height
/// from the open tab's foot.
pub struct DockWant;

impl DockWant {
    const ID: &'static str = "dock-want";
    const COACH: &'static str = "coach-want";
    const NOTICES: &'static str = "notices-want";

    /// The turn was drawn wanting `want` points.
    pub fn note(ctx: &egui::Context, want: f32) {
        Self::note_as(ctx, Self::ID, want);
    }

    /// The coach's step was drawn wanting `want` points.
    pub fn note_coach(ctx: &egui::Context, want: f32) {
        Self::note_as(ctx, Self::COACH, want);
    }

    /// The notices were drawn `want` points tall (in the column's width).
    pub fn note_notices(ctx: &egui::Context, want: f32) {
        Self::note_as(ctx, Self::NOTICES, want);
    }

    /// How tall the notices were, if any were drawn in the last pass.
    fn read_notices(ctx: &egui::Context) -> Option<f32> {
        Self::read_as(ctx, Self::NOTICES)
    }

    /// What the coach's step wanted, if it was drawn in the last pass.
    fn read_coach(ctx: &egui::Context) -> Option<f32> {
        Self::read_as(ctx, Self::COACH)
    }

    fn note_as(ctx: &egui::Context, key: &'static str, want: f32) {
        let id = egui::Id::new(key);
        let pass = ctx.cumulative_pass_nr();
        let before = ctx.data(|d| d.get_temp::<(f32, u64)>(id));
        ctx.data_mut(|d| d.insert_temp(id, (want, pass)));
        if before.is_none_or(|(w, _)| (w - want).abs() > 1.0) {
            ctx.request_repaint();
        }
    }

    /// What the turn wanted, if it was drawn in the last pass.
    fn read(ctx: &egui::Context) -> Option<f32> {
        Self::read_as(ctx, Self::ID)
    }

    fn read_as(ctx: &egui::Context, key: &'static str) -> Option<f32> {
        let pass = ctx.cumulative_pass_nr();
        ctx.data(|d| d.get_temp::<(f32, u64)>(egui::Id::new(key)))
            .filter(|(_, at)| at + 1 >= pass)
            .map(|(w, _)| w)
    }
}

/// Whether the dock gives the coach its room: a lesson is under way (the coach says so, see
/// [`crate::ui::coach`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CoachRoom(pub bool);

/// Whether the seat at the screen has a decision open, and how tall its panel wants to be
/// (its content as drawn last frame, in points): the dock's panel writes it, the layout reads
/// it on the next frame.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct DecisionSize {
    /// Whether a decision is open.
    pub open: bool,
    /// How tall its panel wants to be, in points.
    pub want: f32,
    /// The game's version at which the player folded the decision to its title (to read the
    /// tab under it); any change of the game opens it again.
    pub folded: Option<u64>,
}

/// The tab row's height as the side panel drew it last frame, in points (one or two rows, by
/// the column's width and the UI scale): the side panel writes it, the layout reads it.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TabRowSize(pub f32);

impl Default for TabRowSize {
    fn default() -> Self {
        TabRowSize(TAB_ROW)
    }
}

/// Gives the region `rect` its own `Ui` with the panel look (a filled frame), so a panel can
/// draw into it.
pub fn region(ctx: &egui::Context, id: &str, rect: egui::Rect, add: impl FnOnce(&mut egui::Ui)) {
    let fill = ctx.global_style().visuals.panel_fill;
    region_filled(ctx, id, rect, fill, add);
}

/// [`region`] with its own fill (the menu's veil over the city, say).
pub fn region_filled(
    ctx: &egui::Context,
    id: &str,
    rect: egui::Rect,
    fill: egui::Color32,
    add: impl FnOnce(&mut egui::Ui),
) {
    let mut ui = egui::Ui::new(
        ctx.clone(),
        egui::Id::new(("region", id)),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
    );
    ui.set_clip_rect(rect);
    ui.painter().rect_filled(rect, 0.0, fill);
    egui::Frame::NONE
        .inner_margin(egui::Margin::symmetric(8, 6))
        .show(&mut ui, |ui| {
            ui.set_min_size(rect.shrink2(egui::vec2(8.0, 6.0)).size());
            ui.set_max_size(rect.shrink2(egui::vec2(8.0, 6.0)).size());
            add(ui);
        });
}
