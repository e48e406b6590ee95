//! Messages are data: what the rules and the game say (refusals, log lines) leaves them as a
//! key with arguments ([`Msg`]), every key the code uses is in every language, each screen
//! turns a message into words in its own language, and a message from an untrusted file never
//! panics when drawn.

use super::*;
use bevy::ecs::message::Messages;
use new_angeles::game::CommandResult;
use new_angeles::i18n::{Bundles, Locale};
use new_angeles::model::{Arg, Msg};
use std::collections::BTreeSet;

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The message keys the code names: each `Msg::new("…")`, and each string literal shaped like
/// a message key of the families the game speaks in (`refuse-…`, `log-…`, `await-…`, …).
fn keys_in_code() -> BTreeSet<String> {
    const FAMILIES: [&str; 24] = [
        "refuse-",
        "await-",
        "term-",
        "lead-",
        "doing-",
        "cond-",
        "pay-",
        "supply-",
        "area-",
        "log-",
        "note-",
        "murder-rule",
        "cost-",
        "said-",
        "why-",
        "bonus-",
        "piece-",
        "deck-",
        "paid-",
        "evidence-",
        "peek-",
        "by-",
        "token-",
        "act-",
    ];
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut out = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("a readable source");
        for (i, part) in text.split('"').enumerate() {
            // Odd parts are inside quotes (close enough for the literals we look for).
            if i % 2 == 0 {
                continue;
            }
            let shaped = !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            let before = text.split('"').nth(i - 1).unwrap_or("");
            let named = before.ends_with("Msg::new(");
            if shaped && (named || FAMILIES.iter().any(|f| part.starts_with(f))) {
                out.insert(part.to_string());
            }
        }
    }
    out
}

#[test]
fn every_message_key_the_code_uses_is_in_every_language() {
    let bundles = Bundles::built_in();
    let keys = keys_in_code();
    assert!(
        keys.len() > 150,
        "the code's message keys are found ({})",
        keys.len()
    );
    let mut missing = Vec::new();
    for k in &keys {
        for l in Locale::ALL {
            if !bundles.keys(l).contains_key(k) {
                missing.push(format!("{}: {k}", l.code()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys without words:\n{}",
        missing.join("\n")
    );
}

#[test]
fn an_unknown_key_or_a_bad_id_shows_as_such_and_never_panics() {
    let bundles = Bundles::built_in();
    let c = content();
    let odd = Msg::with_key("no-such-key-anywhere").num("n", 3);
    assert_eq!(bundles.say(Locale::Ru, &c, &odd), "no-such-key-anywhere");
    let bad = Msg::new("refuse-not-your-turn").det("active", DetectiveId(200));
    assert!(bundles.say(Locale::De, &c, &bad).contains("detective#200"));
    // Every kind of id past the content's end, nested deep, and a key that is not Fluent.
    let mut deep = Msg::new("refuse-first-waits-for");
    for _ in 0..40 {
        deep = Msg::new("refuse-waits-for").msg("what", deep);
    }
    let all = Msg::new("both")
        .with("a", Arg::Card(CardId(60000)))
        .with("b", Arg::Label(LocId(60000)))
        .with("c", Arg::Npc(DetectiveId(9), 9))
        .with("d", Arg::Plot(9999))
        .with("e", Arg::MurderRule(9999))
        .msg("f", deep)
        .msg("g", Msg::with_key("{ $x } ->"));
    for l in Locale::ALL {
        assert!(!bundles.say(l, &c, &all).is_empty());
    }
    // Read from a file: any key and arguments round-trip and hash as they were written.
    let text = r#"(key: "refuse-no-time", args: [("what", Msg((key: "doing-draw"))), ("cost", Num(2)), ("left", Num(1))])"#;
    let read: Msg = ron::from_str(text).expect("a message in RON");
    assert_eq!(
        bundles.say(Locale::En, &c, &read),
        "drawing a twilight card costs 2 Time and you have 1 left"
    );
    let back: Msg = ron::from_str(&ron::to_string(&read).expect("written")).expect("read back");
    assert_eq!(back, read);
}

#[test]
fn a_refusal_reads_in_the_language_of_the_reader() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 3);
    let mut cursor = app
        .world()
        .resource::<Messages<CommandResult>>()
        .get_cursor();
    let idle = SeatId::from_index((active(&app).index() + 1) % 3);
    app.world_mut().write_message(Command {
        seat: idle,
        action: Action::EndTurn,
    });
    app.update();
    let why = cursor
        .read(app.world().resource::<Messages<CommandResult>>())
        .find_map(|r| r.outcome.clone().err())
        .expect("a refusal");
    assert_eq!(why.key(), "refuse-not-your-turn");
    let c = content();
    let bundles = Bundles::built_in();
    let who = &c.detectives[why.arg("active").map_or(0, |a| match a {
        Arg::Detective(d) => d.index(),
        _ => 0,
    })]
    .def
    .name;
    assert_eq!(
        bundles.say(Locale::En, &c, &why),
        format!("it is {who}'s turn, not yours")
    );
    assert_eq!(
        bundles.say(Locale::Ru, &c, &why),
        format!("сейчас ход {who}, а не ваш")
    );
    assert_eq!(
        bundles.say(Locale::De, &c, &why),
        format!("{who} ist am Zug, nicht du")
    );
}

#[test]
fn russian_refusals_pick_their_plural_forms() {
    let bundles = Bundles::built_in();
    let c = content();
    let full = |n: i64| {
        bundles.say(
            Locale::Ru,
            &c,
            &Msg::new("refuse-hand-full").num("limit", n),
        )
    };
    assert!(full(1).contains("1 карта"), "{}", full(1));
    assert!(full(2).contains("2 карты"), "{}", full(2));
    assert!(full(5).contains("5 карт "), "{}", full(5));
}

#[test]
fn a_game_played_in_german_loads_in_russian_and_its_log_reads_in_either() {
    use new_angeles::game::{GameLog, History};
    use new_angeles::save::{self, SaveFile};
    let bundles = Bundles::built_in();
    let de = Content::new(bundles.localize(&content(), Locale::De));
    let ru = Content::new(bundles.localize(&content(), Locale::Ru));
    let mut played = sim::headless_game(de.clone(), GameConfig::new(4, 0, 5));
    for _ in 0..300 {
        played.update();
    }
    let save = SaveFile::new(
        played.world().resource::<GameConfig>().clone(),
        played.world().resource::<History>().0.clone(),
    );
    assert!(save.commands.len() > 20, "{} commands", save.commands.len());
    let back = save::parse("de.ron", &save.to_ron()).expect("the save reads back");
    let mut loaded = sim::load_game(ru.clone(), &back);
    let (a, b) = (
        played.world().resource::<GameLog>().clone(),
        loaded.world().resource::<GameLog>().clone(),
    );
    // The log holds keys and ids, not words: the same whatever language the game was played in.
    assert_eq!(
        a, b,
        "the log loaded in Russian is the log played in German"
    );
    assert_eq!(
        new_angeles::game::digest(played.world_mut()),
        new_angeles::game::digest(loaded.world_mut())
    );
    let moved =
        b.0.iter()
            .find(|e| e.text.key() == "log-move")
            .expect("a move in the log");
    let german = bundles.say(Locale::De, &de, &moved.text);
    let russian = bundles.say(Locale::Ru, &ru, &moved.text);
    assert!(
        german.contains(" zieht von ") && german.contains("Zeit"),
        "{german}"
    );
    assert!(russian.contains("перемещается из"), "{russian}");
    // Every line of the loaded log reads in each language, with no key left showing.
    for e in &b.0 {
        for (l, c) in [
            (Locale::De, &de),
            (Locale::Ru, &ru),
            (Locale::En, &content()),
        ] {
            let words = bundles.say(l, c, &e.text);
            assert!(!words.contains("log-") && !words.contains('#'), "{words}");
        }
    }
}
