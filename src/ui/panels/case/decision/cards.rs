//! The cards' family: a card effect's choice (a suspect, a token, a lead, a favor) and Raymond
//! asking for his memory back. The dark-card, light-answer and fight windows are the hand's.

use super::super::chips::short;
use super::asked::Asked;
use super::places::move_lead_body;
use crate::content::Content;
use crate::content::FavorType;
use crate::game::{Action, Choice, PublicTable};
use crate::ids::*;
use crate::rules::{Snapshot, TokenView};
use crate::ui::board::input::LeadPick;
use crate::ui::panels::hand::{self, seat_name};
use bevy_egui::egui;
use egui::RichText;

/// Raymond asks for his memory back: give it back for a favor, or keep it.
pub(super) fn memory_asked(
    ui: &mut egui::Ui,
    at: &Asked,
    raymond: SeatId,
    send: &mut impl FnMut(Action),
) {
    let Asked {
        content,
        table,
        snap,
        legal,
        ..
    } = *at;
    let his = seat_name(content, table, raymond);
    let card = snap
        .memory
        .map(|m| content.specials[m as usize].def.name.clone())
        .unwrap_or_default();
    ui.label(format!("{his} asks for {card} back. Give it back and take one of his favors, or keep it: still held at the end, it is worth 1 VP to you."));
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::ReturnMemory { take: Some(k) } = *a
                && ui
                    .button(format!("Give it back for a {} favor", k.name()))
                    .clicked()
            {
                send(*a);
            }
        }
    });
    if ui.button("Keep it").clicked() {
        send(Action::ReturnMemory { take: None });
    }
}

/// A card effect's choice (made by the seat that played the card): a suspect for a hit, an
/// alibi or a look, a face-down token to reveal, a lead to move, a favor to take.
pub(super) fn choice_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    (seat, target, choice): (SeatId, SeatId, Choice),
    legal: &[Action],
    lead: &mut LeadPick,
    send: &mut impl FnMut(Action),
) {
    // A card played on yourself, or a location's or an event's ability you used.
    let whose = if target == seat {
        "your own card or ability".to_string()
    } else {
        format!("the card against {}", seat_name(content, table, target))
    };
    ui.label(RichText::new(format!("From {whose}: you choose.")).small());
    match choice {
        Choice::Hit | Choice::Alibi | Choice::Peek => {
            let why = match choice {
                Choice::Hit => format!(
                    "Put a hit on a live suspect; the third hit kills. Hits left: {}.",
                    snap.supply.hits
                ),
                Choice::Alibi => format!(
                    "Put a face-up alibi on a live suspect: −5 at the close unless a perjury pairs with it. Alibis left: {}.",
                    snap.supply.alibis
                ),
                _ => "Look in secret at every face-down token on one suspect.".to_string(),
            };
            ui.label(why);
            suspect_buttons(ui, content, snap, seat, send);
        }
        Choice::Reveal => {
            ui.label("Turn one face-down evidence token face up for everyone.");
            reveal_buttons(ui, content, snap, legal, send);
        }
        Choice::MoveLead(kind) => {
            let what = kind.map_or("a lead".to_string(), |k| format!("a {} lead", k.name()));
            ui.label(format!(
                "Move {what} as if the player on your left had followed it up."
            ));
            move_lead_body(ui, content, snap, legal, lead, send);
        }
        Choice::Favor => {
            ui.label("Take one normal favor from the supply.");
            ui.horizontal_wrapped(|ui| {
                for kind in FavorType::ALL {
                    let a = Action::GainFavor { kind };
                    let text = RichText::new(format!(
                        "{} favor ({} left)",
                        kind.name(),
                        snap.supply.favors[kind.index()]
                    ));
                    if hand::rule_button(ui, content, snap, seat, text, &a, "Gain this favor.") {
                        send(a);
                    }
                }
            });
        }
    }
}

/// One button per live suspect, with its hits, alibis and face-down tokens; the rules say why
/// one is disabled.
fn suspect_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    send: &mut impl FnMut(Action),
) {
    ui.horizontal_wrapped(|ui| {
        for v in snap.suspects.iter().filter(|v| v.alive) {
            let down = snap
                .evidence
                .iter()
                .filter(|t| t.suspect == v.index && !t.face_up)
                .count();
            let text = RichText::new(format!(
                "{} ({} hits, {} alibis, {down} face down)",
                content.suspects[v.index].name, v.hits, v.alibis
            ));
            let a = Action::ChooseSuspect { suspect: v.index };
            if hand::rule_button(ui, content, snap, seat, text, &a, "Choose this suspect.") {
                send(a);
            }
        }
    });
}

/// The face-down tokens to reveal, grouped by suspect; values the viewer knows in brackets.
fn reveal_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    legal: &[Action],
    send: &mut impl FnMut(Action),
) {
    for v in &snap.suspects {
        let tokens: Vec<&TokenView> = snap
            .evidence
            .iter()
            .filter(|t| {
                t.suspect == v.index && legal.contains(&Action::RevealEvidence { token: t.id })
            })
            .collect();
        if tokens.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&content.suspects[v.index].name).strong());
            for t in tokens {
                let face = t
                    .value
                    .map_or("?".to_string(), |e| format!("({})", short(e)));
                if ui
                    .button(format!("{face} {}", t.file.name()))
                    .on_hover_text("Turn this token face up for everyone.")
                    .clicked()
                {
                    send(Action::RevealEvidence { token: t.id });
                }
            }
        });
    }
}
