//! The game's words in plain language, for a player rather than a rules lawyer. Wherever a
//! text on the table uses one of them — a card, a decision, the status line — hovering it (or
//! the small word chips under a decision) explains it; the rules window lists them all.

use bevy_egui::egui;
use egui::RichText;

/// (term, what it means). Each term is also matched in its plural and in other cases.
pub const GLOSSARY: &[(&str, &str)] = &[
    (
        "Time",
        "What you spend on your turn: moving, following up a lead, drawing or playing a card each cost some. It comes back at the start of your next turn.",
    ),
    (
        "lead",
        "A marker on a location (testimony, physical or document). Stand on it and follow it up to plant evidence or uncover the conspiracy; then it moves on.",
    ),
    (
        "hunch",
        "Your secret bet, dealt at setup: one suspect you want found guilty, one you want found innocent. Evidence you plant should serve them.",
    ),
    (
        "evidence",
        "Tokens from +3 to −3 placed in a suspect's files. At the close, the suspect with the highest total is the murderer.",
    ),
    (
        "strong file",
        "A suspect's file marked strong: at the close its lowest value is discarded, so it tends to count high.",
    ),
    (
        "weak file",
        "A suspect's file marked weak: at the close its highest value is discarded, so it tends to count low.",
    ),
    (
        "light-shift",
        "Move your marker one space toward the light end of your twilight track. Playing dark cards does it to you.",
    ),
    (
        "dark-shift",
        "Move your marker one space toward the dark end of your twilight track. Playing light cards does it to you.",
    ),
    (
        "twilight track",
        "Your detective's inner life, from light to dark. Where its marker stands decides which cards you may afford and how your plot ends.",
    ),
    (
        "light card",
        "A card you play for yourself on your own turn, for 1 Time; it dark-shifts you by its cost.",
    ),
    (
        "dark card",
        "A card of another detective's dark deck: you play it against that detective during their turn, for no Time; it light-shifts you by its cost.",
    ),
    (
        "jump on the case",
        "On the scene of the crime, for 1 Time: put your own hero marker there in place of the one there. At the end of the day the hero on the scene takes the lead.",
    ),
    (
        "scene of the crime",
        "Where the murder happened: a hero marker stands on it, and whoever gets a jump on the case there makes it theirs.",
    ),
    (
        "obsession",
        "Holding both hunches on one suspect: if that suspect's total is at least 5 above every other suspect's, both hunches count as right and you get +3 VP.",
    ),
    (
        "perjury",
        "A special evidence token: at the close it pairs with an alibi or surprise witness on the same suspect and turns it from −5 to +5; alone it counts nothing.",
    ),
    (
        "surprise witness",
        "A special evidence token that counts −5, like an alibi, and may be placed face down.",
    ),
    (
        "baggage",
        "Good or bad tokens on your plot card: when the plot resolves (end of days 3 and 6), more good than bad takes it the good way.",
    ),
    (
        "plot",
        "Your detective's personal story for the week: a start card, a crossroads card and an ending, steered by baggage; the ending gives VP.",
    ),
    (
        "conspiracy",
        "The puzzle of who is behind the murder: pieces drawn from the piles and placed in a 5×5 area. Completed lines give conspiracy tokens (4 VP); links change what things are worth at the close.",
    ),
    (
        "link",
        "An unbroken line in the conspiracy puzzle from a group on its frame to the conspiracy piece: at the close each link changes one VP value (favors of a type, Haas or Jinteki tokens).",
    ),
    (
        "crossroads",
        "The middle card of a plot: it takes over from the start card after day 3 and collects baggage until day 6.",
    ),
    (
        "favor",
        "A token of a faction (corp, political, society, street) you earn at locations and spend on abilities and events.",
    ),
    (
        "NPC",
        "A person in the city (not a detective) who appears with events and offers favors or trouble.",
    ),
    (
        "warrant",
        "Your token on a restricted location: you enter it for 1 Time instead of 3. You have two at most.",
    ),
    (
        "restricted",
        "A location that costs 3 Time to enter instead of 1, unless your own warrant is on it.",
    ),
    (
        "ritzy",
        "A location of the diamond shape: entering it lets you draw one card from your own light deck for free.",
    ),
    (
        "seedy",
        "A location of the triangle shape: entering it lets you draw one card from any other player's dark deck for free.",
    ),
    (
        "response window",
        "After each action of the player whose turn it is, the others may answer with one of that player's dark cards.",
    ),
    (
        "hit",
        "A hit token on a suspect: someone is out to silence them. At 3 hits the suspect dies at once: their evidence goes back to the pile and they are out of the case.",
    ),
    (
        "alibi",
        "A token worth −5 on a suspect, placed face up: it clears them (unless a perjury pairs with it at the close).",
    ),
    (
        "hero marker",
        "Your detective's marker: one stands on the scene of the crime for whoever got a jump on the case, and one beside a pile of the conspiracy puzzle, the pile you draw from.",
    ),
    (
        "dig deeper",
        "Instead of drawing a puzzle piece: move your hero marker beside the next more valuable pile (shift, then favor, then baggage), to draw a better piece later.",
    ),
    (
        "reveal information",
        "Draw the top puzzle piece of the pile beside your hero marker: take its benefit, place it in the puzzle; your marker goes back beside the least valuable pile.",
    ),
    (
        "VP",
        "Victory points: for your hunches coming true, your plot, the conspiracy and what you did for the case.",
    ),
];

/// The glossary's terms that `text` uses, in glossary order.
pub fn terms_in(text: &str) -> Vec<(&'static str, &'static str)> {
    let lower = text.to_lowercase();
    GLOSSARY
        .iter()
        .filter(|(term, _)| {
            if *term == "Time" || *term == "VP" || *term == "NPC" {
                // Case matters for these short words ("Time" is the resource, "time" any).
                contains_word(text, term)
            } else {
                contains_word(&lower, &term.to_lowercase())
            }
        })
        .copied()
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

/// [`explain`] for a text in a box with buttons of its own (the coach's Next): the meanings
/// show beside `away` (the box), to its left where there is room, else above it, never over
/// the box's buttons.
pub fn explain_beside(r: &egui::Response, text: &str, away: egui::Rect) {
    let terms = terms_in(text);
    if terms.is_empty() || !r.hovered() {
        return;
    }
    let width = 340.0;
    let (pivot, at) = if away.min.x >= width + 12.0 {
        (
            egui::Align2::RIGHT_BOTTOM,
            away.left_bottom() + egui::vec2(-6.0, 0.0),
        )
    } else {
        (
            egui::Align2::LEFT_BOTTOM,
            away.left_top() + egui::vec2(0.0, -6.0),
        )
    };
    egui::Area::new(r.id.with("glossary-beside"))
        .order(egui::Order::Tooltip)
        .pivot(pivot)
        .fixed_pos(at)
        .interactable(false)
        .show(&r.ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(width);
                for (term, meaning) in terms {
                    ui.label(RichText::new(term).strong());
                    ui.label(RichText::new(meaning).small());
                }
            });
        });
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
    ui.horizontal_wrapped(|ui| {
        if let Some(lead) = lead {
            ui.label(lead);
            ui.add_space(6.0);
        }
        ui.label(RichText::new("Words:").small().weak());
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
    for (term, meaning) in GLOSSARY {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(*term).strong());
            ui.label(RichText::new(*meaning).small());
        });
    }
}
