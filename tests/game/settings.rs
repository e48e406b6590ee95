//! The player's settings (a RON file in the data folder) and the rules reference built into
//! the game (docs/RULES.md, parsed and searched).

use new_angeles::rulebook::{RuleBook, is_rule_id};
use new_angeles::settings::{self, SETTINGS_VERSION, Settings};

fn changed() -> Settings {
    Settings {
        ui_scale: 1.5,
        confirm_end_turn: false,
        animation_speed: 2.0,
        bot_pause: 1.2,
        colour_blind: true,
        ..Settings::default()
    }
}

#[test]
fn settings_round_trip_through_a_file() {
    let dir = tempfile::tempdir().expect("a temp folder");
    let path = dir.path().join("deeper").join("settings.ron");
    // No file yet: the defaults, without a warning.
    let missing = settings::load(&path);
    assert_eq!(missing.settings, Settings::default());
    assert!(missing.warnings.is_empty() && missing.message().is_none());
    let s = changed();
    assert_ne!(s, Settings::default());
    settings::save(&path, &s).expect("settings are written");
    let back = settings::load(&path);
    assert_eq!(back.settings, s);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    assert!(!back.fell_back);
    // Saved again over the old file, still whole.
    let s2 = Settings {
        ui_scale: 0.75,
        ..s
    };
    settings::save(&path, &s2).expect("settings are written again");
    assert_eq!(settings::load(&path).settings, s2);
}

#[test]
fn settings_from_an_older_file_keep_what_it_has() {
    // A file without the fields a later build added reads with their defaults.
    let (s, warnings) = settings::parse("old.ron", "(version: 1, ui_scale: 1.25)").expect("reads");
    assert!(warnings.is_empty());
    assert_eq!(
        s,
        Settings {
            ui_scale: 1.25,
            ..Settings::default()
        }
    );
}

#[test]
fn broken_settings_fall_back_to_defaults_naming_file_and_line() {
    let dir = tempfile::tempdir().expect("a temp folder");
    let path = dir.path().join("settings.ron");
    let text = "(\n    version: 1,\n    ui_scale: 1.5,\n    confirm_end_turn: maybe,\n)\n";
    std::fs::write(&path, text).unwrap();
    let l = settings::load(&path);
    assert_eq!(l.settings, Settings::default());
    assert!(l.fell_back);
    assert_eq!(l.warnings.len(), 1);
    let e = &l.warnings[0];
    assert_eq!(e.file, path.display().to_string());
    assert_eq!(e.line, Some(4), "{e}");
    assert_eq!(e.field, "confirm_end_turn", "{e}");
    let msg = l.message().expect("a warning for the screen");
    assert!(
        msg.contains(&format!("{}:4", path.display())) && msg.contains("default"),
        "{msg}"
    );
    // Reading it leaves the file as it was.
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn newer_settings_fall_back_to_defaults_naming_file_and_line() {
    let dir = tempfile::tempdir().expect("a temp folder");
    let path = dir.path().join("settings.ron");
    let newer = SETTINGS_VERSION + 1;
    let text =
        format!("(\n    ui_scale: 1.5,\n    version: {newer},\n    hologram_mode: true,\n)\n");
    std::fs::write(&path, &text).unwrap();
    let l = settings::load(&path);
    assert_eq!(l.settings, Settings::default());
    assert!(l.fell_back);
    let e = &l.warnings[0];
    assert_eq!(e.file, path.display().to_string());
    assert_eq!((e.line, e.field.as_str()), (Some(3), "version"), "{e}");
    assert!(e.message.contains("newer"), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // Empty and unknown-field files fall back too.
    for (bad, field) in [("", "-"), ("(version: 1, volume: 3)", "volume")] {
        let e = settings::parse("x.ron", bad).expect_err(bad);
        assert_eq!((e.file.as_str(), e.line), ("x.ron", Some(1)), "{e}");
        assert!(e.field == field || e.message.contains(field), "{e}");
    }
}

#[test]
fn settings_out_of_range_use_the_default_for_that_field() {
    let (s, warnings) = settings::parse(
        "s.ron",
        "(\n    version: 1,\n    ui_scale: 9.0,\n    colour_blind: true,\n)",
    )
    .expect("reads");
    assert_eq!(s.ui_scale, Settings::default().ui_scale);
    assert!(s.colour_blind);
    assert_eq!(warnings.len(), 1);
    assert_eq!(
        (warnings[0].line, warnings[0].field.as_str()),
        (Some(3), "ui_scale")
    );
}

// R-MAP-3: the colour-blind palette keeps five distinct colours, one per location type.
#[test]
fn colour_blind_palette_differs_and_stays_distinct() {
    use new_angeles::content::LocType;
    let normal = Settings::default();
    let safe = Settings {
        colour_blind: true,
        ..Settings::default()
    };
    let colours: Vec<[u8; 3]> = LocType::ALL.iter().map(|t| safe.loc_type_rgb(*t)).collect();
    for (i, a) in colours.iter().enumerate() {
        assert!(colours[i + 1..].iter().all(|b| b != a), "{colours:?}");
    }
    assert!(
        LocType::ALL
            .iter()
            .all(|t| safe.loc_type_rgb(*t) != normal.loc_type_rgb(*t))
    );
}

#[test]
fn rules_reference_parses_the_embedded_rules() {
    let book = RuleBook::embedded();
    let rules: Vec<_> = book.rules().collect();
    assert!(rules.len() > 100, "{} rules", rules.len());
    assert!(
        rules
            .iter()
            .all(|(_, r)| is_rule_id(&r.id) && !r.text.is_empty())
    );
    // IDs are unique.
    let mut ids: Vec<&str> = rules.iter().map(|(_, r)| r.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), rules.len());
    assert!(
        book.sections.len() >= 13,
        "{} sections",
        book.sections.len()
    );
    assert!(book.sections.iter().any(|s| s.title == "5. Movement"));
    // A rule over several lines is read whole, emphasis removed.
    let m3 = book.find("R-MOVE-3").expect("R-MOVE-3");
    assert!(
        m3.text
            .starts_with("Beanstalk: a detective enters it only at an end")
            && m3.text.ends_with("it may leave only from an end."),
        "{}",
        m3.text
    );
    assert!(book.find("D-10").is_some());
    assert!(!book.find("R-TWI-11").unwrap().text.contains('*'));
}

#[test]
fn rules_reference_search_finds_ids_and_words() {
    let book = RuleBook::embedded();
    let ids = |q: &str| -> Vec<String> {
        book.search(q)
            .into_iter()
            .map(|(s, r)| book.sections[s].rules[r].id.clone())
            .collect()
    };
    let m3 = ids("R-MOVE-3");
    assert_eq!(m3.first().map(String::as_str), Some("R-MOVE-3"), "{m3:?}");
    assert!(ids("r-move-3").contains(&"R-MOVE-3".to_string()));
    let moves = ids("R-MOVE");
    assert_eq!(
        moves.iter().filter(|i| i.starts_with("R-MOVE-")).count(),
        9,
        "{moves:?}"
    );
    // Whole IDs: R-SETUP-1 is not R-SETUP-13, D-1 is not R-ROUND-1.
    assert!(!ids("R-SETUP-1").contains(&"R-SETUP-13".to_string()));
    assert_eq!(ids("D-1"), vec!["D-1".to_string()]);
    // Words: every word must match, ignoring case.
    let drop = ids("dropship");
    assert!(drop.contains(&"R-MOVE-5".to_string()), "{drop:?}");
    assert!(drop.len() < 10, "{drop:?}");
    assert!(ids("DROPSHIP pass NAPD").contains(&"R-MOVE-5".to_string()));
    assert!(ids("dropship zeppelin").is_empty());
    assert_eq!(book.search("").len(), book.rules().count());
}

// The player's manual is part of the game's help: its sections come out with their text and
// no markdown marks.
#[test]
fn the_manual_is_in_the_help() {
    let sections = new_angeles::rulebook::manual_sections();
    assert!(sections.len() >= 5, "{sections:?}");
    assert!(sections.iter().any(|(t, _)| t.contains("Saves")));
    for (title, body) in sections {
        assert!(!body.is_empty(), "{title}");
        assert!(!body.contains("**") && !body.contains('`'), "{title}");
    }
}
