//! The conspiracy family: a drawn piece's benefit, placing the piece, and its bonus.

use super::asked::Asked;
use super::places::move_lead_body;
use crate::content::Pile;
use crate::game::Action;
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules;
use crate::ui::board::input::LeadPick;
use crate::ui::panels::hand::seat_name;
use bevy_egui::egui;
use egui::RichText;

/// A piece's benefit: a shift, a favor or baggage.
pub(super) fn benefit(ui: &mut egui::Ui, at: &Asked, pile: Pile, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        table,
        snap,
        seat,
        legal,
        ..
    } = *at;
    let why = match pile {
        Pile::Shift => "benefit-shift",
        Pile::Favor => "benefit-favor",
        Pile::Baggage if snap.piece.is_some() => "benefit-baggage-piece",
        Pile::Baggage => "benefit-baggage",
    };
    ui.label(tr(why));
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            let text = match *a {
                Action::Shift { seat: t, dark } => {
                    let (text, tip) = crate::ui::panels::puzzle::shift_choice_words(
                        content, table, snap, seat, t, dark,
                    );
                    if ui.button(text).on_hover_text(tip).clicked() {
                        send(*a);
                    }
                    continue;
                }
                Action::GainFavor { kind } => tr_args(
                    "favor-left",
                    &[
                        ("favor", crate::ui::words::favor(kind).into()),
                        ("left", snap.supply.favors[kind.index()].into()),
                    ],
                ),
                Action::GiveBaggage { seat: t, good } => tr_args(
                    if good {
                        "benefit-good-baggage-on"
                    } else {
                        "benefit-bad-baggage-on"
                    },
                    &[("who", seat_name(content, table, t).into())],
                ),
                Action::SkipBonus => tr("benefit-let-go"),
                _ => continue,
            };
            if ui.button(text).clicked() {
                send(*a);
            }
        }
    });
}

/// The drawn piece: placed in the puzzle window, or discarded.
pub(super) fn place_piece(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        snap,
        seat,
        legal,
        ..
    } = *at;
    ui.label(tr("piece-place-how"));
    let ok = legal.contains(&Action::DiscardPiece);
    let b = ui.add_enabled(ok, egui::Button::new(tr("piece-discard")));
    if !ok {
        if let Err(why) = rules::check(content, snap, seat, &Action::DiscardPiece) {
            b.on_disabled_hover_text(crate::i18n::say(content, &why));
        }
    } else if b.clicked() {
        send(Action::DiscardPiece);
    }
}

/// A piece's optional bonus: a lead moved, a hit, or a bonus piece.
pub(super) fn bonus(
    ui: &mut egui::Ui,
    at: &Asked,
    bonus: crate::content::Bonus,
    lead: &mut LeadPick,
    send: &mut impl FnMut(Action),
) {
    let Asked {
        content,
        snap,
        legal,
        ..
    } = *at;
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(tr_args(
        "bonus-optional",
        &[("bonus", crate::ui::words::bonus(content, bonus).into())],
    ));
    match bonus {
        crate::content::Bonus::MoveLead(kind) => {
            ui.label(
                RichText::new(tr_args(
                    "bonus-move-lead-how",
                    &[("kind", kind.name().into())],
                ))
                .small(),
            );
            move_lead_body(ui, content, snap, legal, lead, send);
        }
        crate::content::Bonus::Hit => {
            ui.label(RichText::new(tr("bonus-hit-how")).small());
            ui.horizontal_wrapped(|ui| {
                for a in legal {
                    if let Action::HitBonus { suspect } = *a {
                        let hits = snap.suspect(suspect).map(|v| v.hits).unwrap_or(0);
                        if ui
                            .button(tr_args(
                                "bonus-hit-suspect",
                                &[("name", name(suspect).into()), ("hits", hits.into())],
                            ))
                            .clicked()
                        {
                            send(*a);
                        }
                    }
                }
            });
        }
        _ => {
            if legal.contains(&Action::DrawBonusPiece)
                && ui.button(tr("bonus-draw-piece")).clicked()
            {
                send(Action::DrawBonusPiece);
            }
        }
    }
    if ui.button(tr("bonus-skip")).clicked() {
        send(Action::SkipBonus);
    }
}
