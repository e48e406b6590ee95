//! The cards' family: a card effect's choice (a suspect, a token, a lead, a favor) and Raymond
//! asking for his memory back. The dark-card, light-answer and fight windows are the hand's.

use super::super::chips::short;
use super::asked::Asked;
use super::places::move_lead_body;
use crate::content::Content;
use crate::content::FavorType;
use crate::game::{Action, Choice, PublicTable};
use crate::i18n::{tr, tr_args};
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
    ui.label(tr_args(
        "memory-asked",
        &[("his", his.into()), ("card", card.into())],
    ));
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::ReturnMemory { take: Some(k) } = *a
                && ui
                    .button(tr_args(
                        "memory-give-back",
                        &[("favor", crate::ui::words::favor(k).into())],
                    ))
                    .clicked()
            {
                send(*a);
            }
        }
    });
    if ui.button(tr("memory-keep")).clicked() {
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
        tr("choice-from-own")
    } else {
        tr_args(
            "choice-from-card-against",
            &[("who", seat_name(content, table, target).into())],
        )
    };
    ui.label(RichText::new(whose).small());
    match choice {
        Choice::Hit | Choice::Alibi | Choice::Peek => {
            let why = match choice {
                Choice::Hit => tr_args("choice-hit", &[("left", snap.supply.hits.into())]),
                Choice::Alibi => tr_args("choice-alibi", &[("left", snap.supply.alibis.into())]),
                _ => tr("choice-peek"),
            };
            ui.label(why);
            let fit = match choice {
                Choice::Hit => Some(true),
                Choice::Alibi => Some(false),
                _ => None,
            };
            suspect_buttons(ui, content, snap, seat, fit, send);
        }
        Choice::Reveal => {
            ui.label(tr("choice-reveal"));
            reveal_buttons(ui, content, snap, legal, send);
        }
        Choice::MoveLead(kind) => {
            let kind = kind.map_or("any", |k| k.name());
            ui.label(tr_args("choice-move-lead", &[("kind", kind.into())]));
            move_lead_body(ui, content, snap, legal, lead, send);
        }
        Choice::Favor => {
            ui.label(tr("choice-favor"));
            ui.horizontal_wrapped(|ui| {
                for kind in FavorType::ALL {
                    let a = Action::GainFavor { kind };
                    let text = RichText::new(tr_args(
                        "favor-left",
                        &[
                            ("favor", crate::ui::words::favor(kind).into()),
                            ("left", snap.supply.favors[kind.index()].into()),
                        ],
                    ));
                    if hand::rule_button(
                        ui,
                        content,
                        snap,
                        seat,
                        text,
                        &a,
                        &tr("choice-favor-hover"),
                    ) {
                        send(a);
                    }
                }
            });
        }
    }
}

/// One button per live suspect, with its hits, alibis and face-down tokens; the rules say why
/// one is disabled. For a hit (`Some(true)`) or an alibi (`Some(false)`), whether it serves
/// the viewer's hunches under the name (round 27 of issue 31: a newcomer had no idea).
fn suspect_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    fit: Option<bool>,
    send: &mut impl FnMut(Action),
) {
    ui.horizontal_wrapped(|ui| {
        for v in snap.suspects.iter().filter(|v| v.alive) {
            let down = snap
                .evidence
                .iter()
                .filter(|t| t.suspect == v.index && !t.face_up)
                .count();
            let mut words = tr_args(
                "choice-suspect",
                &[
                    ("name", content.suspects[v.index].name.as_str().into()),
                    ("hits", v.hits.into()),
                    ("alibis", v.alibis.into()),
                    ("down", down.into()),
                ],
            );
            if let Some(key) =
                fit.and_then(|hit| crate::rules::scoring::choice_fit(snap, v.index, hit))
            {
                words.push('\n');
                words.push_str(&tr(key));
            }
            let text = RichText::new(words);
            let a = Action::ChooseSuspect { suspect: v.index };
            if hand::rule_button(
                ui,
                content,
                snap,
                seat,
                text,
                &a,
                &tr("choice-suspect-hover"),
            ) {
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
                    .button(format!("{face} {}", crate::ui::words::lead_kind(t.file)))
                    .on_hover_text(tr("token-reveal-hover"))
                    .clicked()
                {
                    send(Action::RevealEvidence { token: t.id });
                }
            }
        });
    }
}
