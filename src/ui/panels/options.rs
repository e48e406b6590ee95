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
pub fn what_can_i_do(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    highlight: &mut Option<Vec<LocId>>,
    out: &mut Vec<Command>,
) {
    let legal = rules::legal_actions(content, snap, seat);
    let shown = egui::CollapsingHeader::new(RichText::new(tr_args(
        "options-title",
        &[("n", legal.len().into())],
    )))
    // Shut again once the player acts (the Time left moves) or a new turn begins: open, it
    // takes most of the column, and a newcomer who opened it once kept paying for it (round
    // 31 of issue 31).
    .id_salt((
        crate::ui::viewer::per_tab(ui.ctx(), "what-can-i-do"),
        (
            snap.clock.week,
            snap.clock.day,
            snap.clock.turn,
            snap.clock.time,
        ),
    ))
    .default_open(false)
    .show(ui, |ui| {
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
    });
    // The layout gives an open list more of the column (see `TableLayout::with_open_list`).
    // With the pass it was drawn in: a list no longer drawn (the turn ended) is not open.
    note_open_list(ui.ctx(), shown.openness > 0.0);
    // Opened at the bottom of the dock: bring the list up into view.
    if shown.header_response.clicked() {
        shown.header_response.scroll_to_me(Some(egui::Align::Min));
    }
}
