//! The draw family: a seedy place's free dark card, a ritzy place's free light card and the
//! setup's extra card.

use super::asked::Asked;
use crate::game::Action;
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
    ui.label("A seedy place: draw one card from another player's dark deck for free. You hold it to play against that detective.");
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::DrawCard { from } = *a
                && ui
                    .button(format!(
                        "Draw from {}'s dark deck ({} left)",
                        seat_name(content, table, from),
                        snap.seats[from].dark_deck
                    ))
                    .clicked()
            {
                send(*a);
            }
        }
        if ui.button("No, thanks").clicked() {
            send(Action::SkipDraw);
        }
    });
}

/// A ritzy place: a free card from the seat's light deck.
pub(super) fn free_light(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        snap, seat, legal, ..
    } = *at;
    ui.label("A ritzy place: you may draw one card from your light deck for free.");
    let a = Action::DrawCard { from: seat };
    if legal.contains(&a)
        && ui
            .button(format!(
                "Draw from your light deck ({} left)",
                snap.seats[seat].light_deck
            ))
            .clicked()
    {
        send(a);
    }
    if ui.button("No, thanks").clicked() {
        send(Action::SkipDraw);
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
    ui.label(
        "Setup: draw an extra twilight card, from your light deck or any other player's dark deck.",
    );
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            if let Action::DrawCard { from } = *a {
                let (deck, left) = if from == seat {
                    ("your light deck".to_string(), snap.seats[from].light_deck)
                } else {
                    (
                        format!("{}'s dark deck", seat_name(content, table, from)),
                        snap.seats[from].dark_deck,
                    )
                };
                if ui
                    .button(format!("Draw from {deck} ({left} left)"))
                    .clicked()
                {
                    send(*a);
                }
            }
        }
    });
}
