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
    .id_salt("what-can-i-do")
    .default_open(false)
    .show(ui, |ui| {
        let cost = |a: &Action| rules::check(content, snap, seat, a).unwrap_or(0);
        // Moves: one line for all of them.
        let moves: Vec<&Action> = legal
            .iter()
            .filter(|a| matches!(a, Action::Move { .. } | Action::Dropship { .. }))
            .collect();
        if !moves.is_empty() {
            let (lo, hi) = moves.iter().fold((u8::MAX, 0), |(lo, hi), a| {
                let c = cost(a);
                (lo.min(c), hi.max(c))
            });
            let costs = if lo == hi {
                tr_args("dock-cost-time", &[("time", lo.into())])
            } else {
                tr_args(
                    "options-time-range",
                    &[("lo", lo.into()), ("hi", hi.into())],
                )
            };
            let r = ui.add(
                egui::Label::new(RichText::new(tr_args(
                    "options-moves",
                    &[("n", moves.len().into()), ("costs", costs.into())],
                )))
                .sense(egui::Sense::hover()),
            );
            if r.hovered() {
                *highlight = Some(moves.iter().flat_map(|a| places(snap, seat, a)).collect());
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
    // Opened at the bottom of the dock: bring the list up into view.
    if shown.header_response.clicked() {
        shown.header_response.scroll_to_me(Some(egui::Align::Min));
    }
}
