//! The glossary: every term explained in plain words, and every term one the player meets —
//! used in the table's own words (the UI's source) or in the cards, events and plots it shows.

use super::*;
use new_angeles::ui::glossary::{GLOSSARY, terms_in};

/// Every text file below `dir` with the extension `ext`, concatenated.
fn texts(dir: &std::path::Path, ext: &str, out: &mut String) {
    for entry in std::fs::read_dir(dir).expect("a folder of the repository") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            texts(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push_str(&std::fs::read_to_string(&path).expect("a text file"));
        }
    }
}

#[test]
fn every_glossary_term_is_explained_and_met_in_the_game() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut shown = String::new();
    texts(&root.join("src/ui"), "rs", &mut shown);
    // The interface's English words are in its Fluent files (the glossary's own aside).
    texts(&root.join("assets/locales/en"), "ftl", &mut shown);
    let own_words = std::fs::read_to_string(root.join("assets/locales/en/glossary.ftl")).unwrap();
    let mut shown = shown.replace(&own_words, "");
    let c = content();
    for card in &c.cards {
        shown.push_str(&card.def.text);
        shown.push('\n');
    }
    // The glossary's own module explains the words: it does not count as using them.
    let own = std::fs::read_to_string(root.join("src/ui/glossary.rs")).unwrap();
    let shown = shown.replace(&own, "");
    let mut seen = std::collections::BTreeSet::new();
    for id in GLOSSARY {
        let term = new_angeles::i18n::tr(&format!("gloss-{id}"));
        let meaning = new_angeles::i18n::tr(&format!("gloss-{id}-means"));
        assert!(seen.insert(term.to_lowercase()), "{term} twice");
        assert!(meaning.len() > 30, "{term}: a real explanation");
        assert!(
            terms_in(&shown).iter().any(|(t, _)| *t == term),
            "the glossary's '{term}' is nowhere on the table"
        );
    }
    // Words are matched at word starts, in any case but for the short capitalised ones.
    assert_eq!(terms_in("Two leads here")[0].0, "lead");
    assert!(terms_in("misleading").is_empty());
    assert!(terms_in("some time later").is_empty());
}

// Words: rule IDs stay in the rules reference and in tooltips; running text reads without them.
#[test]
fn rule_ids_leave_running_text() {
    use new_angeles::rules::words::plain;
    for (text, want) in [
        (
            "your hand is full: 6 cards (R-TWI-1); discard first",
            "your hand is full: 6 cards; discard first",
        ),
        (
            "entering NAPD (restricted, and no warrant of yours there, R-MOVE-4)",
            "entering NAPD (restricted, and no warrant of yours there)",
        ),
        (
            "R-LEAD-1: the player on your right moves the lead.",
            "the player on your right moves the lead.",
        ),
        ("Louis plays it (R-TWI-5, R-TWI-9, D-7).", "Louis plays it."),
        (
            "Follow up leads (R-LEAD-1…3) first",
            "Follow up leads first",
        ),
        ("Send them on (R-MOVE-8 and R-MOVE-9).", "Send them on."),
        (
            "No IDs here: R-squared, D-day.",
            "No IDs here: R-squared, D-day.",
        ),
        ("The hint (D-4) says", "The hint says"),
        ("Ended early (see R-EVENT-2).", "Ended early."),
        (
            "A fight. Choose your tactics (R-TWI-10).",
            "A fight. Choose your tactics.",
        ),
    ] {
        assert_eq!(plain(text), want, "{text}");
    }
}
