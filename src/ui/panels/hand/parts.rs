//! The hand's small shared parts: a seat's name, a plot colour's swatch, a card's conditions
//! in words, a button the rules enable, whether a colour adjustment applies, a seat's cards in
//! numbers.

use crate::content::{Content, PlotColour};
use crate::game::Action;
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules::twilight::{condition_words, hand_limit};
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::{Color32, RichText};

/// The name of the detective at `seat`.
/// The name of the detective `seat` plays, in the content's language.
pub fn seat_name(
    content: &crate::content::Content,
    table: &crate::game::PublicTable,
    seat: SeatId,
) -> String {
    content.detectives[table.seats[seat].detective]
        .def
        .name
        .clone()
}

/// A plot colour as a small framed swatch followed by its name; call it in a horizontal
/// layout.
pub fn colour_swatch(ui: &mut egui::Ui, colour: PlotColour, suffix: &str) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(11.0, 11.0), egui::Sense::hover());
    let [r, g, b] = colour.rgb();
    ui.painter()
        .rect_filled(rect, 2.0, Color32::from_rgb(r, g, b));
    ui.painter().rect_stroke(
        rect,
        2.0,
        egui::Stroke::new(1.0, Color32::from_gray(220)),
        egui::StrokeKind::Inside,
    );
    let name = tr(&format!("colour-{}", colour.name()));
    ui.label(RichText::new(format!("{name}{suffix}")).small());
}

/// "Play only at a nightlife location and light-shifted", or `None` without conditions.
pub fn conditions_line(content: &Content, card: CardId) -> Option<String> {
    let c = &content.cards[card].def;
    if c.requires.is_empty() {
        return None;
    }
    let words: Vec<String> = c
        .requires
        .iter()
        .map(|r| crate::i18n::say(content, &condition_words(content, r)))
        .collect();
    Some(tr_args(
        "card-play-only",
        &[("conditions", words.join(&tr("card-and")).into())],
    ))
}

/// A button for `action` by `seat`: enabled when the rules allow it now, else disabled with
/// their reason on hover. True when clicked.
pub fn rule_button(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    text: RichText,
    action: &Action,
    tip: &str,
) -> bool {
    let ok = rules::check(content, snap, seat, action);
    let b = ui.add_enabled(ok.is_ok(), egui::Button::new(text));
    let b = match &ok {
        Err(why) => {
            let why = crate::i18n::say(content, why);
            // On the seat's own turn, with nothing asked, a greyed button says why beside it
            // (not only on hover): the player is looking for what to do.
            if snap.daytime && snap.pending.is_none() && snap.active() == seat {
                ui.add(egui::Label::new(RichText::new(format!("({why})")).small().weak()).wrap());
            }
            b.on_disabled_hover_text(why)
        }
        Ok(_) => b.on_hover_text(tip),
    };
    b.clicked()
}

/// Whether the plot-colour adjustment may apply: the card's colour is the colour of the
/// target detective's current plot (R-TWI-8).
pub fn colour_matches(content: &Content, snap: &Snapshot, target: SeatId, card: CardId) -> bool {
    let colour = content.cards[card].def.colour;
    colour.is_some() && colour == snap.seats[target].plot_colour
}

/// A seat's cards in numbers, public to everyone: hand size and limit, its decks.
pub fn cards_line(content: &Content, snap: &Snapshot, seat: SeatId) -> String {
    let s = &snap.seats[seat];
    tr_args(
        "cards-line",
        &[
            (
                "hand",
                crate::i18n::say(
                    content,
                    &crate::rules::twilight::hand_words(s.hand, hand_limit(content, snap, seat)),
                )
                .into(),
            ),
            ("light", s.light_deck.into()),
            ("dark", s.dark_deck.into()),
        ],
    )
}

pub use crate::i18n::fight_parts;

/// A position on a twilight track whose ends are ±`end` in words: "centre", "light 2",
/// "dark 4 (the end)".
pub fn track_words(at: i8, end: i8) -> String {
    let end = if at.abs() == end { "yes" } else { "no" };
    match at {
        0 => tr("track-centre"),
        a if a < 0 => tr_args("track-light", &[("n", (-a).into()), ("end", end.into())]),
        a => tr_args("track-dark", &[("n", a.into()), ("end", end.into())]),
    }
}
