//! "What can I do now?": every action the rules allow the seat at the screen this moment, from
//! the same legal-actions answer the bots, the hints and the board's highlights use, each with
//! its Time cost and a line on why one might. Moves are one line (the lit places on the
//! board); hovering a line lights its places, clicking it does it.

use crate::content::{Content, LocId};
use crate::game::{Action, Command};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::RichText;

/// The places an action is about on the board.
fn places(snap: &Snapshot, seat: SeatId, a: &Action) -> Vec<LocId> {
    match *a {
        Action::Move { to } | Action::Dropship { to } => vec![to],
        Action::FollowUp { .. } | Action::UseAbility { .. } | Action::JumpOnTheCase => {
            vec![snap.seats[seat].at]
        }
        _ => Vec::new(),
    }
}

/// Where egui keeps whether *What can I do?* is open, and the pass it was drawn in (read by
/// the layout).
pub const OPEN_LIST: &str = "what-can-i-do-open";

/// Notes for the layout whether the dock's list is open this pass: *What can I do?* writes
/// first, then whatever else in the dock wants its room (the recap open, a hint's answer under
/// the board); either open counts. A change asks for another pass.
pub fn note_open_list(ctx: &egui::Context, open: bool) {
    let id = egui::Id::new(OPEN_LIST);
    let pass = ctx.cumulative_pass_nr();
    let before = ctx.data(|d| d.get_temp::<(bool, u64)>(id));
    let now = open || before.is_some_and(|(was, at)| was && at == pass);
    ctx.data_mut(|d| d.insert_temp(id, (now, pass)));
    if before.is_none_or(|(was, _)| was != now) {
        ctx.request_repaint();
    }
}

/// The list, in a collapsing section.
///
/// `float`: under the board (a strip a few lines tall), the open list rises over the board's
/// foot in a box of its own, at most this many points tall, its foot on the dock's top edge
/// (`float.0`); round 46 of issue 31 read two lines and a half of it in the strip.
pub fn what_can_i_do(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    (highlight, out): (&mut Option<Vec<LocId>>, &mut Vec<Command>),
    float: Option<(f32, f32)>,
) {
    let legal = rules::legal_actions(content, snap, seat);
    let title = tr_args("options-title", &[("n", legal.len().into())]);
    // Shut again once the player acts (the Time left moves) or a new turn begins: open, it
    // takes most of the column, and a newcomer who opened it once kept paying for it (round
    // 31 of issue 31).
    let salt = (
        crate::ui::viewer::per_tab(ui.ctx(), "what-can-i-do"),
        (
            snap.clock.week,
            snap.clock.day,
            snap.clock.turn,
            snap.clock.time,
        ),
    );
    let body = |ui: &mut egui::Ui| list_body(ui, content, snap, seat, &legal, highlight, out);
    if let Some((top, tall)) = float {
        floating(ui, &title, egui::Id::new(salt), (top, tall), body);
        return;
    }
    let shown = egui::CollapsingHeader::new(RichText::new(title))
        .id_salt(salt)
        .default_open(false)
        .show(ui, body);
    // The layout gives an open list more of the column (see `TableLayout::with_open_list`).
    // With the pass it was drawn in: a list no longer drawn (the turn ended) is not open.
    note_open_list(ui.ctx(), shown.openness > 0.0);
    // Opened at the bottom of the dock: bring the list up into view.
    if shown.header_response.clicked() {
        shown.header_response.scroll_to_me(Some(egui::Align::Min));
    }
}

/// Where egui keeps the pass the floating list was last drawn open in (Esc shuts it first).
pub const FLOAT_OPEN: &str = "options_float_open";
/// Where the pause menu asks the floating list to shut (an Esc it left to it).
pub const FLOAT_CLOSE: &str = "options_float_close";

/// Whether the floating list was drawn open in this pass or the last.
pub fn float_open(ctx: &egui::Context) -> bool {
    let now = ctx.cumulative_pass_nr();
    ctx.data(|d| d.get_temp::<u64>(egui::Id::new(FLOAT_OPEN)))
        .is_some_and(|p| now.saturating_sub(p) <= 1)
}

/// The list's header in the dock, and the list open in a box over the board's foot (see
/// [`what_can_i_do`]'s `float`).
fn floating(
    ui: &mut egui::Ui,
    title: &str,
    id: egui::Id,
    (top, tall): (f32, f32),
    body: impl FnOnce(&mut egui::Ui),
) {
    let ctx = ui.ctx().clone();
    let mut open = ctx.data(|d| d.get_temp::<bool>(id)).unwrap_or(false);
    // Esc shuts it (the pause menu leaves the key to it while it is open).
    if ctx.data_mut(|d| d.remove_temp::<bool>(egui::Id::new(FLOAT_CLOSE))) == Some(true) {
        open = false;
        ctx.data_mut(|d| d.insert_temp(id, false));
    }
    let mark = if open { "▼" } else { "▶" };
    let header = ui.selectable_label(open, format!("{mark} {title}"));
    if header.clicked() {
        open = !open;
        ctx.data_mut(|d| d.insert_temp(id, open));
    }
    if !open {
        ctx.data_mut(|d| d.remove_temp::<u64>(egui::Id::new(FLOAT_OPEN)));
        return;
    }
    // Read before the data's lock is taken (egui's context is one lock).
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(egui::Id::new(FLOAT_OPEN), pass));
    let width = (header.rect.width() + 40.0).clamp(420.0, 620.0);
    egui::Area::new(id.with("float"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::LEFT_BOTTOM)
        .fixed_pos(egui::pos2(header.rect.min.x, top - 4.0))
        .show(&ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_width(width);
                ui.horizontal(|ui| {
                    ui.label(RichText::new(title).strong());
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if ui
                            .small_button("✖")
                            .on_hover_text(tr("options-close"))
                            .clicked()
                        {
                            ctx.data_mut(|d| d.insert_temp(id, false));
                        }
                    });
                });
                ui.separator();
                egui::ScrollArea::vertical()
                    .id_salt(id.with("scroll"))
                    .max_height(tall)
                    .show(ui, body);
            });
        });
}

/// Every legal action, a line each (moves in one), with its Time and what it is worth.
fn list_body(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
    highlight: &mut Option<Vec<LocId>>,
    out: &mut Vec<Command>,
) {
    {
        let cost = |a: &Action| rules::check(content, snap, seat, a).unwrap_or(0);
        // Moves: one line for the ruler's, one for a dropship pass's (which reaches every
        // place: lighting them all would light the whole board).
        for dropship in [false, true] {
            let moves: Vec<&Action> = legal
                .iter()
                .filter(|a| match a {
                    Action::Move { .. } => !dropship,
                    Action::Dropship { .. } => dropship,
                    _ => false,
                })
                .collect();
            if moves.is_empty() {
                continue;
            }
            let (lo, hi) = moves.iter().fold((u8::MAX, 0), |(lo, hi), a| {
                let c = cost(a);
                (lo.min(c), hi.max(c))
            });
            let args = [
                ("count", moves.len().into()),
                ("low", lo.into()),
                ("high", hi.into()),
            ];
            let key = match (dropship, lo == hi) {
                (false, false) => "options-move",
                (false, true) => "options-move-same",
                (true, true) => "options-dropship",
                (true, false) => "options-dropship-range",
            };
            let r = ui.add(
                egui::Label::new(RichText::new(tr_args(key, &args))).sense(egui::Sense::hover()),
            );
            if r.hovered() && !dropship {
                *highlight = Some(moves.iter().flat_map(|a| places(snap, seat, a)).collect());
            }
            // The leads a move away the board rings: a click goes there, a second follows
            // the lead up.
            let away: Vec<_> = rules::leads_in_reach(content, snap, seat)
                .into_iter()
                .filter(|l| l.by.is_some())
                .collect();
            if !dropship && !away.is_empty() {
                let r = ui.add(
                    egui::Label::new(RichText::new(tr_args(
                        "options-reach",
                        &[("n", away.len().into())],
                    )))
                    .sense(egui::Sense::hover()),
                );
                if r.hovered() {
                    *highlight = Some(away.iter().map(|l| l.at).collect());
                }
            }
        }
        for a in legal
            .iter()
            .filter(|a| !matches!(a, Action::Move { .. } | Action::Dropship { .. }))
        {
            let words = crate::i18n::say(content, &rules::action_words(content, snap, seat, a));
            let c = cost(a);
            let label = if c > 0 {
                tr_args(
                    "options-costs",
                    &[("words", words.into()), ("time", c.into())],
                )
            } else {
                words
            };
            ui.horizontal_wrapped(|ui| {
                let b = ui.small_button(tr("options-do"));
                let r = ui.label(RichText::new(label).small());
                if r.hovered() || b.hovered() {
                    *highlight = Some(places(snap, seat, a));
                }
                if b.clicked() {
                    out.push(Command { seat, action: *a });
                }
            });
            // What it is worth; only the hint says which answer came out best.
            if *a != Action::EndTurn
                && let Some(about) = crate::game::bot::hint::about(content, snap, seat, a)
            {
                ui.label(RichText::new(format!("    {about}")).small().weak());
            }
        }
    }
}
