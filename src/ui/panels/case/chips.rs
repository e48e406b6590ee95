//! The evidence tokens' faces and the badges: a token's short face, its colour and what it
//! is, a token as a chip, a file's strength, the coloured boxes for hunches and verdicts.

use crate::content::{Content, LeadKind};
use crate::game::Evidence;
use crate::ids::*;
use crate::rules::TokenView;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// The guilty hunch's and the murderer's colour.
pub const GUILTY: Color32 = Color32::from_rgb(235, 110, 100);
/// The innocent hunch's colour.
pub const INNOCENT: Color32 = Color32::from_rgb(120, 170, 255);
/// An obsession's colour (both hunches on one suspect, R-CLOSE-9).
pub const OBSESSED: Color32 = Color32::from_rgb(214, 150, 235);

/// A token's colour: green for a plus, red for a minus, blue for a witness, amber for perjury.
pub fn value_color(e: Evidence) -> Color32 {
    match e {
        Evidence::Value(v) if v > 0 => Color32::from_rgb(140, 220, 140),
        Evidence::Value(_) => Color32::from_rgb(240, 150, 130),
        Evidence::SurpriseWitness => Color32::from_rgb(150, 200, 255),
        Evidence::Perjury => Color32::from_rgb(230, 190, 110),
    }
}

/// A token's short face: "+3", "Witness" (surprise witness), "Perjury" — words, not letters
/// (round 31: a lone "W" in a file was never explained).
pub fn short(e: Evidence) -> String {
    match e {
        Evidence::Value(v) => format!("{v:+}"),
        Evidence::SurpriseWitness => crate::i18n::tr("token-short-witness"),
        Evidence::Perjury => crate::i18n::tr("token-short-perjury"),
    }
}

/// What a kind of token is and does at the close, with its rules.
pub fn what_it_is(e: Evidence) -> String {
    crate::i18n::tr(match e {
        Evidence::Value(_) => "token-value-what",
        Evidence::SurpriseWitness => "token-surprise-what",
        Evidence::Perjury => "token-perjury-what",
    })
}

/// A token's face as the viewer may see it, and its colour: a face-up value plain, a face-down
/// one the viewer knows in brackets, the rest as a back ("?").
pub fn token_face(t: &TokenView) -> (String, Color32) {
    match (t.value, t.face_up) {
        (Some(e), true) => (format!(" {} ", short(e)), value_color(e)),
        (Some(e), false) => (format!("({})", short(e)), value_color(e)),
        (None, _) => (" ? ".into(), Color32::GRAY),
    }
}

/// One evidence token as a chip: face-up values plain, face-down ones the viewer knows in
/// brackets, the rest as a back ("?"); a token that just came (`glow` above 0) has a gold ring
/// round it, fading.
/// Returns whether it has just come (its dossier then scrolls itself into sight).
pub fn token_chip(ui: &mut egui::Ui, t: &TokenView, placer: &str, glow: f32) -> bool {
    let (text, color) = token_face(t);
    let tip = match (t.value, t.face_up) {
        (Some(e), up) => crate::i18n::tr_args(
            if up {
                "token-face-up"
            } else {
                "token-face-down-known"
            },
            &[
                ("token", crate::ui::words::evidence(e).into()),
                ("what", what_it_is(e).into()),
                ("placer", placer.into()),
            ],
        ),
        (None, _) => crate::i18n::tr_args("token-face-down", &[("placer", placer.into())]),
    };
    let mut rt = RichText::new(text)
        .monospace()
        .color(color)
        .background_color(Color32::from_gray(35));
    if !t.face_up {
        rt = rt.italics();
    }
    // Whole, never broken inside: a row without room for it puts it on the next (a
    // "Perjury" after a "+2" ran into the next file's column in round 38 of issue 31).
    let r = ui
        .add(egui::Label::new(rt).wrap_mode(egui::TextWrapMode::Extend))
        .on_hover_text(tip);

    // Where it lies, for its flight from the board (see `ui::board::flight`), while it is in
    // sight (scrolled away, the flight goes to the tab).
    if glow > 0.0 && ui.clip_rect().intersects(r.rect) {
        // The pass is read before the memory is locked: egui's context is one lock, and
        // reading it from inside `data_mut` waits for itself (a freeze, then a crash).
        let pass = ui.ctx().cumulative_pass_nr();
        ui.ctx()
            .data_mut(|d| d.insert_temp(chip_id(t.id), (r.rect, pass)));
        ui.painter().rect_stroke(
            r.rect.expand(2.5),
            3.0,
            egui::Stroke::new(
                2.5,
                Color32::from_rgb(255, 214, 90).gamma_multiply(glow.sqrt()),
            ),
            egui::StrokeKind::Outside,
        );
    }
    glow > 0.95
}

/// Where token `id`'s chip was drawn (and in which pass), while it is new.
pub fn chip_id(id: u32) -> egui::Id {
    egui::Id::new(("token_chip", id))
}

/// "1st", "2nd", "3rd", "4th"…
pub fn ordinal(n: u8) -> String {
    crate::i18n::tr_args("ordinal", &[("n", n.into())])
}

/// A suspect's file of this kind: "strong", "weak" or "plain".
pub fn file_role(content: &Content, suspect: SuspectId, kind: LeadKind) -> &'static str {
    let s = &content.suspects[suspect];
    if s.strong == kind {
        "strong"
    } else if s.weak == kind {
        "weak"
    } else {
        "plain"
    }
}

/// A label in a coloured box, black on `bg`: hunches, DEAD, MURDERER, WINNER.
pub fn badge(text: &str, bg: Color32) -> RichText {
    RichText::new(text)
        .strong()
        .color(Color32::BLACK)
        .background_color(bg)
}
