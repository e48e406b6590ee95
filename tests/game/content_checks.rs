//! Content validation and the board's fixed facts (R-MAP-*).

use super::*;
use new_angeles::content::{Area, FIXED_POSITIONS, LocType, Map, Quality};
use std::collections::{BTreeSet, HashSet};

#[test]
fn game_content_passes_check_with_the_counts_the_rules_need() {
    let c = content();
    assert!(
        (48..=60).contains(&c.map.locations.len()),
        "{} locations",
        c.map.locations.len()
    );
    assert_eq!(c.detectives.len(), 5);
    assert_eq!(c.suspects.len(), 6);
    assert_eq!(c.scenarios.len(), 6);
    assert!(c.summary().starts_with("content ok: "));
}

// R-MAP-1
#[test]
fn r_map_1_the_beanstalk_joins_earth_and_moon_in_five_named_steps() {
    let c = content();
    let names: Vec<&str> = c
        .map
        .beanstalk
        .iter()
        .map(|&l| c.map.loc(l).name.as_str())
        .collect();
    assert_eq!(names.len(), 5);
    assert_eq!(names[0], "The Root");
    assert!(names[1].starts_with("Midway"));
    assert_eq!(
        &names[2..],
        [
            "Castle Club",
            "Challenger Memorial Ferry",
            "Starport Kaguya"
        ]
    );
    assert!(c.map.locations.iter().any(|l| l.area == Area::Earth));
    assert!(c.map.locations.iter().any(|l| l.area == Area::Moon));
}

// R-MAP-2
#[test]
fn r_map_2_six_districts_one_of_them_the_beanstalk() {
    let c = content();
    assert_eq!(c.map.districts.len(), 6);
    assert_eq!(
        c.map
            .districts
            .iter()
            .filter(|d| d.area == Area::Beanstalk)
            .count(),
        1
    );
    for (i, _) in c.map.districts.iter().enumerate() {
        assert!(
            c.map.locations.iter().any(|l| l.district.index() == i),
            "district {i} is empty"
        );
    }
}

// R-MAP-3, R-MAP-4: type by colour, quality by shape, independent of each other.
#[test]
fn r_map_3_and_4_types_have_colours_and_qualities_have_shapes() {
    let colours: HashSet<[u8; 3]> = LocType::ALL.iter().map(|t| t.rgb()).collect();
    assert_eq!(colours.len(), 5);
    let shapes: HashSet<&str> = Quality::ALL.iter().map(|q| q.shape_name()).collect();
    assert_eq!(shapes.len(), 3);
    let c = content();
    let pairs: BTreeSet<(LocType, Quality)> = c
        .map
        .locations
        .iter()
        .map(|l| (l.kind, l.quality))
        .collect();
    assert!(
        pairs.len() >= 10,
        "type and quality vary independently: {pairs:?}"
    );
    // Every type in at least two Earth districts, so a lead can always move.
    for t in LocType::ALL {
        let d: HashSet<_> = c
            .map
            .locations
            .iter()
            .filter(|l| l.area == Area::Earth && l.kind == t)
            .map(|l| l.district)
            .collect();
        assert!(d.len() >= 2, "{t:?}");
    }
}

// R-MAP-5, R-MAP-6
#[test]
fn r_map_5_and_6_restricted_and_major_locations() {
    let c = content();
    let restricted: Vec<&str> = c
        .map
        .locations
        .iter()
        .filter(|l| l.restricted)
        .map(|l| l.name.as_str())
        .collect();
    assert!((3..=8).contains(&restricted.len()), "{restricted:?}");
    assert!(restricted.contains(&"Jinteki") && restricted.contains(&"Haas-Bioroid"));
    // The token banks (R-SETUP-6) are major locations with abilities.
    for bank in [
        "Melange Mining",
        "City Hall",
        "Levy University",
        "Eastside Tenements",
        "Order of Sol",
        "Humanity Labor",
        "Starlight Crusade",
        "NAPD",
        "Castle Club",
    ] {
        let l = c.map.locations.iter().find(|l| l.name == bank).unwrap();
        assert!(l.is_major(), "{bank} must be major");
    }
    assert!(c.map.locations.iter().any(|l| !l.is_major()));
}

// R-MAP-7, D-3
#[test]
fn r_map_7_fixed_positions_are_in_their_grid_cells() {
    let c = content();
    for (name, grid) in FIXED_POSITIONS {
        let l = c
            .map
            .locations
            .iter()
            .find(|l| l.name == *name)
            .unwrap_or_else(|| panic!("{name}"));
        assert_eq!(Map::grid_ref(l.pos), *grid, "{name}");
    }
    assert_eq!(Map::grid_ref(bevy::math::Vec2::new(0.0, 0.0)), "A1");
    assert_eq!(Map::grid_ref(bevy::math::Vec2::new(1199.0, 799.0)), "L8");
}

fn copy_content(name: &str) -> std::path::PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dst = std::env::temp_dir().join(format!("new-angeles-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dst);
    for sub in [
        "assets",
        "assets/detectives",
        "assets/cards",
        "assets/plots",
        "scenarios",
    ] {
        std::fs::create_dir_all(dst.join(sub)).unwrap();
        for e in std::fs::read_dir(src.join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.is_file() && p.to_string_lossy().ends_with(".ron") {
                std::fs::copy(&p, dst.join(sub).join(p.file_name().unwrap())).unwrap();
            }
        }
    }
    dst
}

/// Copies the content, replaces `from` by `to` in one file, and loads it: the errors, and the
/// 1-based line where `to` now stands.
fn load_broken(name: &str, file: &str, from: &str, to: &str) -> (Vec<content::FileError>, usize) {
    let dir = copy_content(name);
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let broken = text.replacen(from, to, 1);
    assert_ne!(text, broken, "`{from}` not found in {file}");
    std::fs::write(&path, &broken).unwrap();
    let errors = content::load_dir(&dir).unwrap_err();
    let _ = std::fs::remove_dir_all(&dir);
    let line = broken.lines().position(|l| l.contains(to)).unwrap() + 1;
    (errors, line)
}

#[test]
fn a_broken_scenario_is_named_with_file_line_and_field() {
    let (errors, line) = load_broken(
        "broken-ref",
        "scenarios/evil-at-the-estates.murder.ron",
        "scene: \"rockwell-estates\"",
        "scene: \"nowhere-at-all\"",
    );
    let e = errors
        .iter()
        .find(|e| e.file.ends_with("evil-at-the-estates.murder.ron"))
        .expect("names the file");
    assert_eq!(e.field, "scene");
    assert_eq!(e.line, Some(line));
    assert!(e.to_string().contains("nowhere-at-all"), "{e}");
}

#[test]
fn a_syntax_error_is_named_with_file_line_and_field() {
    // A number where a location id belongs.
    let (errors, line) = load_broken(
        "broken-syntax",
        "scenarios/flophouse-fire.murder.ron",
        "scene: \"tonys-flophouse\"",
        "scene: 42",
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    let e = &errors[0];
    assert!(e.file.ends_with("flophouse-fire.murder.ron"));
    assert_eq!(e.field, "scene");
    assert_eq!(e.line, Some(line));
}

// R-MAP-6: Tony's Flophouse is the rulebook's example of a minor location (a name only); and
// R-LOC-1: no location's ability gives back the Time it costs (no Time engine), which the
// content check refuses.
#[test]
fn r_map_6_tonys_flophouse_is_minor_and_no_location_is_a_time_engine() {
    let c = content();
    let tony = c.map.loc(loc("tonys-flophouse"));
    assert!(!tony.is_major() && tony.uses.is_empty(), "{tony:?}");
    for l in &c.map.locations {
        for u in &l.uses {
            let gained: i32 = u
                .effects
                .iter()
                .map(|e| match e {
                    content::Effect::Time(n) => *n as i32,
                    _ => 0,
                })
                .sum();
            assert!(
                gained < u.time as i32 || gained <= 0,
                "{}: {}",
                l.id,
                u.text
            );
        }
    }
    let (errors, _) = load_broken(
        "time-engine",
        "assets/new-angeles.map.ron",
        "time: 2, effects: [Favor(Street)]",
        "time: 2, effects: [Favor(Street), Time(2)]",
    );
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("no location may pay for itself in Time")),
        "{errors:?}"
    );
}

#[test]
fn a_map_that_breaks_a_fixed_fact_is_refused() {
    // Move NAPD out of I3 (R-MAP-7).
    let (errors, _) = load_broken(
        "broken-map",
        "assets/new-angeles.map.ron",
        "pos: (850, 250), restricted: true",
        "pos: (850, 450), restricted: true",
    );
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("NAPD must lie in grid cell I3")),
        "{errors:?}"
    );
}

#[test]
fn a_missing_folder_is_reported_not_a_panic() {
    let errors = content::load_dir(Path::new("/nonexistent/new-angeles")).unwrap_err();
    assert!(errors[0].message.contains("folder not found"));
}

// R-COMP-4: a puzzle piece with a bad line is named with file, line and field.
#[test]
fn a_broken_puzzle_piece_is_named_with_file_line_and_field() {
    let (errors, line) = load_broken(
        "broken-puzzle",
        "assets/new-angeles.puzzle.ron",
        "(id: \"shift-2\", pile: Shift, lines: \"EW\")",
        "(id: \"shift-2\", pile: Shift, lines: \"EX\")",
    );
    let e = errors
        .iter()
        .find(|e| e.file.ends_with("new-angeles.puzzle.ron"))
        .expect("names the file");
    assert_eq!(e.field, "lines");
    assert_eq!(e.line, Some(line));
    assert!(e.message.contains("shift-2"), "{e}");
}

// R-COMP-5: 210 twilight cards, 42 per detective (21 light, 21 dark); 56 plot cards (3 plots
// of 4 cards per detective, Raymond 2); 11 special cards, Raymond's 4 Memory cards among them.
#[test]
fn r_comp_5_cards_plots_and_special_cards() {
    let c = content();
    assert!(c.cards.len() >= 200, "{} cards", c.cards.len());
    for (i, d) in DetectiveId::all(c.detectives.len()).zip(&c.detectives) {
        for deck in [content::Deck::Light, content::Deck::Dark] {
            let n = c
                .cards
                .iter()
                .filter(|k| k.detective == i && k.def.deck == deck)
                .count();
            assert!(n >= 20, "{} has {n} {} cards", d.def.name, deck.name());
        }
        let fights = c
            .cards
            .iter()
            .filter(|k| k.detective == i && k.def.traits.iter().any(|t| t == "Fight"))
            .count();
        assert!(fights >= 3, "{}: {fights} fight cards", d.def.name);
        let plots = c.plots.iter().filter(|p| p.detective == i).count();
        assert_eq!(
            plots,
            if d.def.id == "raymond" { 2 } else { 3 },
            "{}",
            d.def.name
        );
    }
    assert_eq!(c.plots.len() * 4, 56);
    assert_eq!(c.specials.len(), 11);
    assert_eq!(c.specials.iter().filter(|s| s.def.memory).count(), 4);
    assert!(
        c.summary()
            .contains(&format!("{} twilight cards, 56 plot cards", c.cards.len())),
        "{}",
        c.summary()
    );
}

// R-TWI-10, R-PLOT-5: a card with a fight but no Fight trait, and conditional baggage no plot
// names, are refused with file, line and field.
#[test]
fn a_broken_card_is_named_with_file_line_and_field() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/cards/floyd.cards.ron"),
    )
    .unwrap();
    // A card whose entry names no conditions yet.
    let id = text
        .split("(id: \"")
        .skip(1)
        .find(|entry| !entry.contains("requires"))
        .and_then(|entry| entry.split('"').next())
        .expect("a card of Floyd's without conditions")
        .to_string();
    let (errors, line) = load_broken(
        "broken-card",
        "assets/cards/floyd.cards.ron",
        &format!("id: \"{id}\""),
        &format!("id: \"{id}\", requires: [At(\"nowhere-at-all\")]"),
    );
    let e = errors
        .iter()
        .find(|e| e.file.ends_with("floyd.cards.ron") && e.message.contains("nowhere-at-all"))
        .unwrap_or_else(|| panic!("names the place: {errors:?}"));
    assert_eq!(e.line, Some(line));
    assert_eq!(e.field, "effects");
}

// R-PLOT-6: an ending worth 0 VP is refused.
#[test]
fn a_broken_plot_is_named_with_file_line_and_field() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/plots/louis.plots.ron"),
    )
    .unwrap();
    let vp = text
        .lines()
        .find_map(|l| l.split("vp: ").nth(1))
        .map(|r| r.split([',', ')']).next().unwrap().trim().to_string())
        .expect("an ending with vp");
    let (errors, _) = load_broken(
        "broken-plot",
        "assets/plots/louis.plots.ron",
        &format!("vp: {vp}"),
        "vp: 0",
    );
    assert!(
        errors
            .iter()
            .any(|e| e.file.ends_with("louis.plots.ron") && e.message.contains("R-PLOT-6")),
        "{errors:?}"
    );
}

// D-14, R-MURDER-2, R-MURDER-3: a murder's special rule must name a place of the map and a
// suspect always in play (one of the four at the top of its sheet); `check` refuses one that
// does not, naming the file, the line and the field, and does not panic.
#[test]
fn d_14_a_broken_murder_rule_is_named_with_file_line_and_field() {
    let (errors, line) = load_broken(
        "murder-rule-place",
        "scenarios/evil-at-the-estates.murder.ron",
        "kind: Invitation(at: \"rockwell-estates\"",
        "kind: Invitation(at: \"the-gated-moon\"",
    );
    let e = errors
        .iter()
        .find(|e| e.file.ends_with("evil-at-the-estates.murder.ron"))
        .expect("names the file");
    assert_eq!(e.field, "rule.kind.at", "{e}");
    assert_eq!(e.line, Some(line));
    assert!(e.to_string().contains("the-gated-moon"), "{e}");
    // Vinnie is fifth on that sheet: out of play in a three-player game.
    let (errors, line) = load_broken(
        "murder-rule-suspect",
        "scenarios/fall-from-the-beanstalk.murder.ron",
        "NoAlibiBefore(suspect: \"thomas-haas\"",
        "NoAlibiBefore(suspect: \"vinnie\"",
    );
    let e = errors
        .iter()
        .find(|e| e.file.ends_with("fall-from-the-beanstalk.murder.ron"))
        .expect("names the file");
    assert_eq!(e.field, "rule.kind.suspect", "{e}");
    assert_eq!(e.line, Some(line));
    // A rule of a kind the game does not know is a syntax error on its field.
    let (errors, _) = load_broken(
        "murder-rule-kind",
        "scenarios/flophouse-fire.murder.ron",
        "kind: JumpCost(2)",
        "kind: NoHits",
    );
    assert!(
        errors
            .iter()
            .any(|e| e.file.ends_with("flophouse-fire.murder.ron")
                && e.to_string().contains("NoHits")),
        "{errors:?}"
    );
}

// R-SETUP-2, R-EVENT-3: a game has (players + 1) suspects, from the top of the murder sheet.
// A specific event's text, as shown, names only the suspects in the game: its "Testimony leads
// move" sentence keeps the suspects in play, and nothing else in it names one that may be
// out. The suspect it involves is always in play.
// In Russian and German as in English: the sentence opens with the message
// `event-leads-move` of that language.
#[test]
fn r_event_3_event_texts_name_only_the_suspects_in_play() {
    use new_angeles::i18n::{Bundles, Locale};
    let bundles = Bundles::built_in();
    for locale in Locale::ALL {
        let c = content::Content::new(bundles.localize(&content(), locale));
        let marker = format!("{} ", bundles.tr(locale, "event-leads-move", None));
        event_texts_name_only_the_suspects_in_play(&c, &marker);
    }
}

fn event_texts_name_only_the_suspects_in_play(c: &content::Content, marker: &str) {
    use new_angeles::rules::words::{event_text, leads_sentence};
    let mut specific = 0;
    for (i, e) in c.events.iter().enumerate() {
        let id = EventId::from_index(i);
        // No general event names a suspect at all.
        let names_in = |text: &str, of: &[SuspectId]| -> Vec<String> {
            of.iter()
                .map(|&x| c.suspects[x.index()].name.clone())
                .filter(|n| text.contains(n.as_str()))
                .collect()
        };
        let all: Vec<SuspectId> = (0..c.suspects.len()).map(SuspectId::from_index).collect();
        let Some(sc) = e.scenario else {
            assert!(
                names_in(&e.def.text, &all).is_empty(),
                "{}: a general event names a suspect",
                e.def.name
            );
            continue;
        };
        specific += 1;
        let sheet: Vec<SuspectId> = c.scenarios[sc].suspects.iter().map(|s| s.0).collect();
        let (_, parts, _) = leads_sentence(c, id, marker)
            .unwrap_or_else(|| panic!("{}: no \"{marker}\" sentence", e.def.name));
        assert_eq!(
            parts.len(),
            sheet.len(),
            "{}: one lead per suspect",
            e.def.name
        );
        for (who, part) in &parts {
            assert!(
                who.is_some(),
                "{}: \"{part}\" names no suspect of the murder",
                e.def.name
            );
        }
        let involved = e.suspect.expect("a specific event involves a suspect");
        assert!(
            sheet.iter().position(|&x| x == involved).unwrap() < 4,
            "{}: its suspect must be in play with 3 players",
            e.def.name
        );
        assert_eq!(
            event_text(c, id, &sheet, marker),
            e.def.text,
            "all six: as written"
        );
        for players in 3..=5 {
            let (in_play, out) = sheet.split_at(players + 1);
            let text = event_text(c, id, in_play, marker);
            assert_eq!(
                names_in(&text, out),
                Vec::<String>::new(),
                "{} with {players} players: {text}",
                e.def.name
            );
            for n in names_in(&e.def.text, in_play) {
                assert!(
                    text.contains(&n),
                    "{}: {n} is in play and named",
                    e.def.name
                );
            }
        }
    }
    assert_eq!(
        specific, 18,
        "three specific events for each of six murders"
    );
}

// R-TOKEN-1: NPC favors count "as though they were one of 2 or more different types": every NPC
// of the game's sheets that grants favors shows two types or more, and `check` refuses one
// that shows a single type, naming the file, the line and the field.
#[test]
fn r_token_1_an_npc_favor_shows_two_or_more_types() {
    let c = content();
    for d in &c.detectives {
        for n in &d.def.npcs {
            let mut kinds = n.favors.clone();
            kinds.dedup();
            assert!(
                n.favors.is_empty() || kinds.len() >= 2,
                "{}'s NPC {} shows {:?}",
                d.def.name,
                n.name,
                n.favors
            );
        }
    }
    let (errors, line) = load_broken(
        "npc-one-type",
        "assets/detectives/louis.detective.ron",
        "(name: \"Sara\", favors: [Street, Society]",
        "(name: \"Sara\", favors: [Street]",
    );
    let e = errors
        .iter()
        .find(|e| e.file.ends_with("louis.detective.ron") && e.message.contains("Sara"))
        .unwrap_or_else(|| panic!("names the NPC: {errors:?}"));
    assert_eq!(e.field, "npcs.favors");
    assert_eq!(e.line, Some(line));
}
