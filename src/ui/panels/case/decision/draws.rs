//! The draw family: a seedy place's free dark card, a ritzy place's free light card and the
//! setup's extra card.

use super::asked::Asked;
use crate::game::Action;
use crate::i18n::{tr, tr_args};
use crate::ui::panels::hand::seat_name;
use bevy_egui::egui;

/// A seedy place: a free card from another player's dark deck.
pub(super) fn free_draw(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        table,
        snap,
        legal,
        ..
    } = *at;
    ui.label(tr("draw-seedy"));
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::DrawCard { from } = *a
                && ui
                    .button(tr_args(
                        "draw-dark-of",
                        &[
                            ("who", seat_name(content, table, from).into()),
                            ("left", snap.seats[from].dark_deck.into()),
                        ],
                    ))
                    .clicked()
            {
                send(*a);
            }
        }
        no_thanks(ui, send);
    });
}

/// A ritzy place: a free card from the seat's light deck.
pub(super) fn free_light(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        snap, seat, legal, ..
    } = *at;
    ui.label(tr("draw-ritzy"));
    let a = Action::DrawCard { from: seat };
    ui.horizontal_wrapped(|ui| {
        if legal.contains(&a)
            && ui
                .button(tr_args(
                    "draw-own-light",
                    &[("left", snap.seats[seat].light_deck.into())],
                ))
                .clicked()
        {
            send(a);
        }
        no_thanks(ui, send);
    });
}

/// *No, thanks* and *No, and none today* (D-7: the seat is not offered a free card again until the
/// day ends).
fn no_thanks(ui: &mut egui::Ui, send: &mut impl FnMut(Action)) {
    if ui.button(tr("draw-no-thanks")).clicked() {
        send(Action::SkipDraw);
    }
    if ui
        .button(tr("draw-no-thanks-today"))
        .on_hover_text(tr("draw-no-thanks-today-hover"))
        .clicked()
    {
        send(Action::SkipDrawsToday);
    }
}

/// Setup: an extra card from the seat's light deck or another player's dark deck.
pub(super) fn extra_draw(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        table,
        snap,
        seat,
        legal,
        ..
    } = *at;
    // Asked once per card (round 49 of issue 31: after the first draw the same question
    // stood as if nothing had happened).
    let n = snap
        .seats
        .get(seat.index())
        .map_or(1, |s| content.detectives[s.detective].def.setup.extra_cards);
    ui.label(tr_args("draw-extra", &[("n", n.into())]));
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::DrawCard { from } = *a {
                let text = if from == seat {
                    tr_args(
                        "draw-own-light",
                        &[("left", snap.seats[from].light_deck.into())],
                    )
                } else {
                    tr_args(
                        "draw-dark-of",
                        &[
                            ("who", seat_name(content, table, from).into()),
                            ("left", snap.seats[from].dark_deck.into()),
                        ],
                    )
                };
                if ui.button(text).clicked() {
                    send(*a);
                }
            }
        }
    });
}
