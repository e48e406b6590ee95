//! Where something goes: a followed-up lead moved by the seat on the right, an informant moving
//! on, a warrant moved, a lead moved for a card or a bonus, and the buttons for the places lit
//! on the board.

use super::asked::Asked;
use crate::content::{Content, LeadKind};
use crate::game::{Action, Decision};
use crate::i18n::{tr, tr_args};
use crate::rules::Snapshot;
use crate::ui::board::input::{LeadPick, lead_to_light, pick_words};
use crate::ui::panels::hand::seat_name;
use bevy_egui::egui;
use egui::RichText;

/// A followed-up lead: the seat on the active player's right chooses where it goes.
pub(super) fn place_lead(
    ui: &mut egui::Ui,
    at: &Asked,
    d: Decision,
    (kind, owner, from): (LeadKind, crate::game::LeadOwner, crate::content::LocId),
    send: &mut impl FnMut(Action),
) {
    let Asked {
        content,
        table,
        snap,
        legal,
        ..
    } = *at;
    let active = seat_name(content, table, snap.active());
    let said = ui.label(tr_args(
        "place-lead-how",
        &[
            ("active", active.into()),
            ("lead", crate::ui::words::lead(content, kind, owner).into()),
            ("at", content.map.label(from).into()),
        ],
    ));
    crate::ui::board::light_on_hover(&said, &[from]);
    crate::ui::panels::prompts::let_the_game_choose(ui, content, snap, send);
    location_buttons(ui, content, legal, &pick_words(Some(d)), send);
}

/// An informant moves on: a location of the same type in another district.
pub(super) fn move_informant(
    ui: &mut egui::Ui,
    at: &Asked,
    d: Decision,
    send: &mut impl FnMut(Action),
) {
    let Asked { content, legal, .. } = *at;
    ui.label(tr("informant-how"));
    location_buttons(ui, content, legal, &pick_words(Some(d)), send);
}

/// Both warrants are in play: which one moves.
pub(super) fn move_warrant(
    ui: &mut egui::Ui,
    at: &Asked,
    to: crate::content::LocId,
    send: &mut impl FnMut(Action),
) {
    let Asked { content, legal, .. } = *at;
    ui.label(tr_args(
        "warrant-which",
        &[("to", content.map.label(to).into())],
    ));
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::MoveWarrant { from } = *a
                && ui
                    .button(tr_args(
                        "warrant-the-one-on",
                        &[("at", content.map.label(from).into())],
                    ))
                    .clicked()
            {
                send(*a);
            }
        }
    });
}

/// Moving a lead for a card or a bonus: pick the lead (its destinations light up on the board
/// as "lead here?"), then a destination — on the board or with a button.
pub(super) fn move_lead_body(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    legal: &[Action],
    pick: &mut LeadPick,
    send: &mut impl FnMut(Action),
) {
    let lit = lead_to_light(legal, pick);
    let movable: Vec<(LeadKind, crate::game::LeadOwner, crate::content::LocId)> = snap
        .leads
        .iter()
        .copied()
        .filter(|l| {
            legal
                .iter()
                .any(|a| matches!(*a, Action::MoveLeadBonus { kind, owner, .. } if (kind, owner) == (l.0, l.1)))
        })
        .collect();
    if movable.is_empty() {
        ui.label(RichText::new(tr("move-lead-none")).weak());
        return;
    }
    ui.label(RichText::new(tr("move-lead-pick")).small());
    for (kind, owner, from) in movable {
        let picked = lit == Some((kind, owner));
        let text = tr_args(
            "move-lead-at",
            &[
                ("lead", crate::ui::words::lead(content, kind, owner).into()),
                ("at", content.map.label(from).into()),
            ],
        );
        if ui
            .selectable_label(picked, RichText::new(text).strong())
            .clicked()
        {
            pick.0 = Some((kind, owner));
        }
        if !picked {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr("move-lead-to")).small());
            for a in legal {
                if let Action::MoveLeadBonus {
                    kind: k,
                    owner: o,
                    to,
                } = *a
                    && (k, o) == (kind, owner)
                    && ui.small_button(content.map.label(to)).clicked()
                {
                    send(*a);
                }
            }
        });
    }
}

/// The legal places (a lead's, Lily's, Jimmy's) as buttons, each lit on the board on hover.
pub(super) fn location_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    legal: &[Action],
    words: &str,
    send: &mut impl FnMut(Action),
) {
    ui.label(RichText::new(tr_args("places-click", &[("words", words.into())])).small());
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            let (Action::PlaceLead { to } | Action::MoveLily { to } | Action::MoveJimmy { to }) =
                *a
            else {
                continue;
            };
            let b = ui.button(content.map.label(to));
            crate::ui::board::light_on_hover(&b, &[to]);
            if b.clicked() {
                send(*a);
            }
        }
    });
}
