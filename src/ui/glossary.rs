//! The game's words in plain language, for a player rather than a rules lawyer. Wherever a
//! text on the table uses one of them — a card, a decision, the status line — hovering it (or
//! the small word chips under a decision) explains it; the rules window lists them all.

use crate::i18n::tr;
use bevy_egui::egui;
use egui::RichText;

/// The glossary's entries, by id: each has its word (`gloss-<id>`), its meaning
/// (`gloss-<id>-means`) and the forms a text uses it in (`gloss-<id>-match`) in every language
/// (`assets/locales/<code>/glossary.ftl`).
pub const GLOSSARY: &[&str] = &[
    "time",
    "lead",
    "hunch",
    "evidence",
    "strong-file",
    "weak-file",
    "light-shift",
    "dark-shift",
    "twilight-track",
    "light-card",
    "dark-card",
    "jump-on-the-case",
    "scene-of-the-crime",
    "obsession",
    "perjury",
    "surprise-witness",
    "baggage",
    "plot",
    "conspiracy",
    "link",
    "crossroads",
    "favor",
    "npc",
    "warrant",
    "restricted",
    "ritzy",
    "seedy",
    "response-window",
    "hit",
    "alibi",
    "hero-marker",
    "dig-deeper",
    "reveal-information",
    "vp",
    "trauma",
    "sanity",
    "memory-card",
    "shift-pile",
    "mm",
    "mood",
    "money",
    "plot-colour",
];

/// An entry in the interface's language: (word, what it means).
fn entry(id: &str) -> (String, String) {
    (
        tr(&["gloss-", id].concat()),
        tr(&["gloss-", id, "-means"].concat()),
    )
}

/// Whether `text` uses the entry `id`: one of its forms at a word's start, ignoring case
/// unless the form begins with `=` ("Time" the resource, "time" any).
fn used_in(text: &str, lower: &str, id: &str) -> bool {
    tr(&["gloss-", id, "-match"].concat())
        .split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .any(|f| match f.strip_prefix('=') {
            Some(exact) => contains_word(text, exact),
            None => contains_word(lower, &f.to_lowercase()),
        })
}

/// The glossary's words that `text` uses, in glossary order: (word, what it means).
pub fn terms_in(text: &str) -> Vec<(String, String)> {
    let lower = text.to_lowercase();
    GLOSSARY
        .iter()
        .filter(|id| used_in(text, &lower, id))
        .map(|id| entry(id))
        .collect()
}

/// Whether `text` holds `word` at a word's start (so "lead" matches "leads", not "misleading").
fn contains_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        text[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// Adds the meanings of the glossary words `text` uses to the hover of `r`.
pub fn explain(r: egui::Response, text: &str) -> egui::Response {
    let terms = terms_in(text);
    if terms.is_empty() {
        return r;
    }
    r.on_hover_ui(|ui| {
        ui.set_max_width(360.0);
        for (term, meaning) in terms {
            ui.label(RichText::new(term).strong());
            ui.label(RichText::new(meaning).small());
        }
    })
}

/// A row of the glossary words `text` uses, each explained on hover.
pub fn chips(ui: &mut egui::Ui, text: &str) {
    chips_after(ui, None, text);
}

/// [`chips`] on one wrapped row after a line of its own (`lead`), so the two share a row
/// where the width allows.
pub fn chips_after(ui: &mut egui::Ui, lead: Option<RichText>, text: &str) {
    let terms = terms_in(text);
    if terms.is_empty() {
        if let Some(lead) = lead {
            ui.label(lead);
        }
        return;
    }
    // A lead longer than half the row gets a row of its own: wrapped beside the chips, its
    // last line ran into "Words:" (round 54 of issue 31, the hint's box).
    let lead = lead.and_then(|lead| {
        // Measured in its own style (the callers' leads are small).
        let wide = egui::WidgetText::from(lead.clone())
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Body,
            )
            .size()
            .x;
        if wide > ui.available_width() * 0.5 {
            ui.label(lead);
            None
        } else {
            Some(lead)
        }
    });
    ui.horizontal_wrapped(|ui| {
        if let Some(lead) = lead {
            ui.label(lead);
            ui.add_space(6.0);
        }
        ui.label(RichText::new(tr("glossary-words")).small().weak());
        for (term, meaning) in terms {
            ui.add(
                egui::Label::new(RichText::new(format!("{term} ?")).small().underline())
                    .sense(egui::Sense::hover()),
            )
            .on_hover_text(meaning);
        }
    });
}

/// The whole glossary (for the rules window).
pub fn list(ui: &mut egui::Ui) {
    for id in GLOSSARY {
        let (term, meaning) = entry(id);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(term).strong());
            ui.label(RichText::new(meaning).small());
        });
    }
}
