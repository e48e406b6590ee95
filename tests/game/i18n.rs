//! The languages: English, Russian and German bundles (Fluent), the content's words laid over
//! the content by key, the language the system asks for, and the rules reference per language.

use super::*;
use new_angeles::content::text;
use new_angeles::i18n::{self, Bundles, Locale};
use new_angeles::tutorial::Script;
use std::collections::{BTreeMap, BTreeSet};

/// The built-in Fluent files of `locale` whose name ends in `file`.
fn built_in(locale: Locale, file: &str) -> Vec<&'static str> {
    i18n::BUILT_IN
        .iter()
        .filter(|(l, name, _)| *l == locale && *name == file)
        .map(|(_, _, t)| *t)
        .collect()
}

/// Each message of a Fluent file with the variables (`$name`) its text uses.
fn variables(ftl: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    for line in ftl.lines() {
        if let Some((k, _)) = line.split_once('=')
            && k.starts_with(|c: char| c.is_ascii_alphabetic())
            && k.trim_end()
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        {
            current = Some(k.trim_end().to_string());
            out.entry(k.trim_end().to_string()).or_default();
        } else if line.starts_with('#') || !line.starts_with(' ') && !line.starts_with('}') {
            current = None;
        }
        if let Some(k) = &current {
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.entry(k.clone()).or_default().insert(name);
                }
            }
        }
    }
    out
}

#[test]
fn every_interface_key_is_in_every_language_and_formats_with_sample_numbers() {
    let bundles = Bundles::built_in();
    let mut problems = Vec::new();
    // The interface's words, and what the rules and the game say (refusals, log lines).
    for file in ["ui.ftl", "messages.ftl", "table.ftl", "glossary.ftl"] {
        let english = variables(built_in(Locale::En, file)[0]);
        assert!(english.len() > 50, "the words of {file} are read");
        for l in Locale::ALL {
            let theirs = variables(built_in(l, file)[0]);
            for (key, vars) in &english {
                if !theirs.contains_key(key) {
                    problems.push(format!("{}: no {key}", l.code()));
                    continue;
                }
                // Both languages' variables get a value: a translation may use fewer, never others.
                let all: BTreeSet<&String> = vars.iter().chain(&theirs[key]).collect();
                for n in [1, 2, 5, 21] {
                    let mut args = fluent_bundle::FluentArgs::new();
                    for v in &all {
                        args.set(v.as_str(), n);
                    }
                    match bundles.format(l, key, Some(&args)) {
                        Ok(s) if !s.trim().is_empty() && !s.contains('{') => {}
                        Ok(s) => problems.push(format!("{}: {key} with {n} gives {s:?}", l.code())),
                        Err(e) => problems.push(format!("{}: {key} with {n}: {e:?}", l.code())),
                    }
                }
                let extra: Vec<_> = theirs[key].difference(vars).collect();
                if !extra.is_empty() {
                    problems.push(format!(
                        "{}: {key} uses {extra:?}, which the English does not give",
                        l.code()
                    ));
                }
            }
            for key in theirs.keys() {
                if !english.contains_key(key) {
                    problems.push(format!("{}: {key} is not an English key", l.code()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn russian_numbers_pick_their_plural_form() {
    let bundles = Bundles::built_in();
    let saves = |n: i64| {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("count", n);
        bundles.tr(Locale::Ru, "menu-saves-count", Some(&args))
    };
    assert_eq!(saves(1), "1 сохраненная игра.");
    assert_eq!(saves(2), "2 сохраненные игры.");
    assert_eq!(saves(5), "5 сохраненных игр.");
    assert_eq!(saves(21), "21 сохраненная игра.");
    // No bidi isolation marks around arguments: egui would draw them.
    assert!(!saves(3).contains('\u{2068}'));
}

#[test]
fn a_missing_word_falls_back_to_english_then_to_its_key() {
    let (bundles, errors) = Bundles::with_files(&[
        (
            Locale::Ru,
            "test.ftl".into(),
            "menu-quit = Выйти\nbroken = { $\n".into(),
        ),
        (Locale::En, "en.ftl".into(), "only-english = Only\n".into()),
    ]);
    assert_eq!(errors.len(), 1, "the broken message is named: {errors:?}");
    assert_eq!(errors[0].file, "test.ftl");
    assert_eq!(errors[0].line, Some(2));
    assert_eq!(bundles.tr(Locale::Ru, "menu-quit", None), "Выйти");
    assert_eq!(bundles.tr(Locale::De, "only-english", None), "Only");
    assert_eq!(bundles.tr(Locale::Ru, "no-such-key", None), "no-such-key");
    // A message without its argument still says something, and never panics.
    assert!(!bundles.tr(Locale::Ru, "pause-when", None).is_empty());
}

#[test]
fn the_system_language_picks_the_first_start_language() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(
        Locale::from_vars(env(&[("LANG", "ru_RU.UTF-8")])),
        Locale::Ru
    );
    assert_eq!(
        Locale::from_vars(env(&[("LANG", "de_AT.UTF-8")])),
        Locale::De
    );
    assert_eq!(
        Locale::from_vars(env(&[("LANG", "fr_FR.UTF-8")])),
        Locale::En
    );
    assert_eq!(Locale::from_vars(env(&[])), Locale::En);
    // LC_ALL wins over LC_MESSAGES, which wins over LANG; an empty one is passed over.
    assert_eq!(
        Locale::from_vars(env(&[("LC_ALL", "de_DE"), ("LANG", "ru_RU")])),
        Locale::De
    );
    assert_eq!(
        Locale::from_vars(env(&[
            ("LC_ALL", ""),
            ("LC_MESSAGES", "ru"),
            ("LANG", "de_DE")
        ])),
        Locale::Ru
    );
    assert_eq!(
        Locale::from_vars(env(&[("LC_ALL", "C"), ("LANG", "ru_RU")])),
        Locale::En
    );
}

#[test]
fn the_language_setting_is_kept_in_the_settings_file() {
    use new_angeles::settings;
    let (s, _) = settings::parse("s.ron", "(version: 1, language: De)").expect("reads");
    assert_eq!(s.language, Locale::De);
    let (s, _) = settings::parse("s.ron", "(version: 1)").expect("reads");
    assert_eq!(s.language, Locale::from_env(), "no language: the system's");
    let back = settings::parse(
        "s.ron",
        &settings::Settings {
            language: Locale::Ru,
            ..s
        }
        .to_ron(),
    )
    .expect("reads")
    .0;
    assert_eq!(back.language, Locale::Ru);
}

fn lesson() -> Script {
    Script::first_case(&content()).expect("the lesson reads")
}

#[test]
fn content_keys_are_fluent_identifiers_and_name_one_string_each() {
    let mut data = (*content()).clone();
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    let mut clash = Vec::new();
    text::for_each_text(&mut data, &mut |_| {}, &mut |k, s| {
        assert!(
            k.starts_with(|c: char| c.is_ascii_alphabetic())
                && k.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
            "{k} is no Fluent identifier"
        );
        // A murder's events are visited twice (the sheet and the event deck), same text.
        if let Some(before) = seen.insert(k.to_string(), s.clone())
            && before != *s
        {
            clash.push(k.to_string());
        }
    });
    assert!(clash.is_empty(), "keys naming two strings: {clash:?}");
    assert!(seen.contains_key("card-louis-siren"));
    assert!(seen.contains_key("card-louis-siren-text"));
    assert_eq!(
        text::key(&["npc", "floyd", "Director Haas"]),
        "npc-floyd-director-haas"
    );
    assert_eq!(text::key(&["card", "9 lives!"]), "card-9-lives");
}

#[test]
fn the_english_content_template_is_current_and_reads_back_exactly() {
    let c = content();
    let template = text::template(&c, Some(&lesson()));
    let shipped = built_in(Locale::En, "content.ftl")[0];
    assert!(
        shipped == template,
        "assets/locales/en/content.ftl is out of date: run `new-angeles check --ftl-template assets/locales/en/content.ftl`"
    );
    // Read back as a user's English, every string comes back as it was.
    let (bundles, errors) = Bundles::with_files(&[(Locale::En, "en.ftl".into(), template)]);
    assert!(errors.is_empty(), "{errors:?}");
    let mut data = (*c).clone();
    let mut differ = Vec::new();
    text::for_each_text(&mut data, &mut |_| {}, &mut |k, s| {
        if bundles.format(Locale::En, k, None).as_deref() != Ok(s.as_str()) {
            differ.push(k.to_string());
        }
    });
    assert!(differ.is_empty(), "{differ:?}");
}

#[test]
fn a_translation_replaces_the_content_by_key_and_the_rules_play_the_same() {
    let c = content();
    // Every string translated (marked), except one card's name.
    let mut ftl = String::new();
    let mut data = (*c).clone();
    text::for_each_text(&mut data, &mut |_| {}, &mut |k, s| {
        if k != "card-louis-siren" {
            ftl.push_str(&text::ftl_message(k, &format!("Ж {s}")));
        }
    });
    let (bundles, errors) = Bundles::with_files(&[(Locale::Ru, "ru.ftl".into(), ftl)]);
    assert!(errors.is_empty(), "{errors:?}");
    let ru = Content::new(bundles.localize(&c, Locale::Ru));
    let card = |c: &Content, id: &str| {
        c.cards
            .iter()
            .find(|x| x.def.id == id)
            .map(|x| x.def.clone())
            .expect("the card")
    };
    // The one left out keeps the built-in Russian, or the English where there is none.
    let built_in_ru = Content::new(Bundles::built_in().localize(&c, Locale::Ru));
    assert_eq!(
        card(&ru, "louis-siren").name,
        card(&built_in_ru, "louis-siren").name
    );
    assert!(card(&ru, "louis-siren").text.starts_with("Ж "));
    assert!(card(&ru, "louis-badge").name.starts_with("Ж "));
    let floyd = &ru.detectives[ru.detective_index("floyd").unwrap()].def;
    assert!(floyd.npcs[0].name.starts_with("Ж "));
    // The sheet's setup names the NPC favors by the NPC's (translated) name (R-SETUP-13).
    assert_eq!(floyd.setup.npc_favors[0].0, floyd.npcs[0].name);
    // English is left as it is by the built-in English words.
    let en = i18n::Bundles::built_in().localize(&c, Locale::En);
    assert_eq!(
        card(&Content::new(en), "louis-siren"),
        card(&c, "louis-siren")
    );
    // The rules match ids, never words: the same seed plays the same game (R-SETUP-13 NPC
    // favors included: Floyd's Director Haas favor). The log is in words, so the state is
    // compared without it.
    let state = |c: &Content| {
        use std::hash::{Hash, Hasher};
        let mut config = GameConfig::new(4, 0, 7);
        config.seats[0].detective = Some("floyd".into());
        let mut app = sim::headless_game(c.clone(), config);
        let r = sim::play_out_app(&mut app, 400_000);
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        assert!(!r.vp.is_empty(), "the game closes");
        let mut h = new_angeles::game::digest::Fnv::default();
        new_angeles::game::state::GameState::capture(app.world_mut()).hash(&mut h);
        (h.finish(), r.vp, r.winners)
    };
    assert_eq!(state(&c), state(&ru));
}

#[test]
fn no_translation_has_a_key_the_english_lacks() {
    let orphans: Vec<String> = i18n::problems(&Bundles::built_in(), &content())
        .into_iter()
        .filter(|e| e.message.starts_with("orphan"))
        .map(|e| e.to_string())
        .collect();
    assert!(orphans.is_empty(), "{}", orphans.join("\n"));
}

/// Fails while the content's translations are incomplete, with the count per language: the
/// translators' files (assets/locales/ru/content.ftl, assets/locales/de/content.ftl) are merged
/// before this lands.
#[test]
fn every_content_string_has_its_words_in_each_language() {
    let bundles = Bundles::built_in();
    let mut keys = BTreeSet::new();
    let mut data = (*content()).clone();
    text::for_each_text(&mut data, &mut |_| {}, &mut |k, _| {
        keys.insert(k.to_string());
    });
    let mut script = lesson();
    text::for_each_lesson_text(&mut script, &mut |k, _| {
        keys.insert(k.to_string());
    });
    for (k, _) in text::terms(&content()) {
        keys.insert(k);
    }
    let mut report = Vec::new();
    for l in [Locale::Ru, Locale::De] {
        let have = bundles.keys(l);
        let missing: Vec<&String> = keys.iter().filter(|k| !have.contains_key(*k)).collect();
        if !missing.is_empty() {
            report.push(format!(
                "{}: {} of {} content strings have no translation (first: {})",
                l.native_name(),
                missing.len(),
                keys.len(),
                missing[0]
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn the_rules_reference_has_the_same_rule_ids_in_every_language() {
    use new_angeles::rulebook::RuleBook;
    let ids = |l| {
        RuleBook::embedded_in(l)
            .rules()
            .map(|(_, r)| r.id.clone())
            .collect::<Vec<_>>()
    };
    let english = ids(Locale::En);
    assert!(english.len() > 100);
    for l in [Locale::Ru, Locale::De] {
        assert_eq!(ids(l), english, "{} rule IDs", l.code());
        assert!(!new_angeles::rulebook::manual_sections_in(l).is_empty());
    }
}

/// The files under `dir` (and its folders) whose name ends in `ext`.
fn files_in(dir: &Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_in(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

// Every glyph drawn comes from the shipped fonts (and egui's own after them): each character
// beyond ASCII in the bundles of every language and in the screens' code (its marks: ▶ ☀ ⚠ …)
// has a glyph in the text family, so none is drawn as an empty box.
#[test]
fn every_character_on_screen_has_a_glyph_in_the_fonts() {
    use bevy_egui::egui;
    let ctx = egui::Context::default();
    ctx.set_fonts(new_angeles::ui::fonts::egui_fonts());
    // The fonts are built by a pass (its textures are not drawn here).
    let mut pass = ctx.run_ui(egui::RawInput::default(), |_| {});
    pass.textures_delta.clear();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    files_in(&root.join("assets/locales"), "ftl", &mut files);
    files_in(&root.join("src/ui"), "rs", &mut files);
    assert!(
        files.len() > 20,
        "the bundles and the screens' code are read"
    );
    let mut seen: BTreeMap<char, String> = BTreeMap::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a text file");
        for (i, line) in text.lines().enumerate() {
            let t = line.trim_start();
            if t.starts_with('#') || t.starts_with("//") {
                continue;
            }
            for c in line.chars().filter(|c| !c.is_ascii() && *c != '\u{fe0f}') {
                seen.entry(c)
                    .or_insert_with(|| format!("{}:{}", f.display(), i + 1));
            }
        }
    }
    assert!(
        seen.contains_key(&'ж') && seen.contains_key(&'ß'),
        "Russian and German read"
    );
    // Every character of the text family's fonts (egui's `has_glyph` misses those of the
    // face that also draws its replacement glyph).
    let drawn: BTreeSet<char> = ctx.fonts_mut(|f| {
        f.fonts
            .font(&egui::FontFamily::Proportional)
            .characters()
            .keys()
            .copied()
            .collect()
    });
    let missing: Vec<String> = seen
        .iter()
        .filter(|(c, _)| !drawn.contains(c))
        .map(|(c, at)| format!("{c:?} (U+{:04X}) at {at}", *c as u32))
        .collect();
    assert!(missing.is_empty(), "no glyph for: {missing:#?}");
}

// Issue 31 (round 21: "Rachel Beckmann draws a card from their light deck", said to Rachel's
// own player): a line about the seat's own command is said to it in the second person, in every
// language, a nested word included; a line with no such form is said as the log says it.
#[test]
fn a_seats_own_command_is_said_to_it_as_you() {
    use new_angeles::model::Msg;
    let c = content();
    let bundles = Bundles::built_in();
    let draw = Msg::new("log-draws-extra")
        .det("who", c.detective_index("rachel").unwrap())
        .msg("whose", Msg::new("deck-own-light"));
    let said = |l: Locale, you: bool| {
        if you {
            bundles.say_to_you(l, &c, &draw)
        } else {
            bundles.say(l, &c, &draw)
        }
    };
    assert!(said(Locale::En, false).starts_with("Rachel Beckmann draws a card from their"));
    assert_eq!(
        said(Locale::En, true),
        "You draw a card from your light deck (an extra card at setup)."
    );
    assert!(said(Locale::Ru, true).starts_with("Вы берете карту из своей"));
    assert!(said(Locale::De, true).starts_with("Du ziehst eine Karte von deinem"));
    let other = Msg::new("log-day-ends").num("day", 1).num("week", 1);
    assert_eq!(
        bundles.say_to_you(Locale::En, &c, &other),
        bundles.say(Locale::En, &c, &other)
    );
}
