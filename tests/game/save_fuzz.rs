//! Untrusted saves: a save is a user file. A real save (a seeded bot game played headless and
//! saved through the save module) is mutated at random — numbers replaced by others in range,
//! just past it and absurd, bytes changed, spans cut, tokens inserted, lines doubled, swapped
//! or dropped, commands renamed — and each mutant is read and replayed: it is either played or
//! refused with its file, line and field, never a panic or a hang.

use super::*;
use new_angeles::game::{Clock, GameLog, History, Table};
use new_angeles::save::{self, SaveFile, SaveSummary};
use new_angeles::storage::FileError;
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

/// A four-seat bot game of seed 5 played into its second day, saved through the save module
/// (written to disk atomically and read back): the save's text.
fn real_save() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let c = content();
        let mut config = GameConfig::new(4, 0, 5);
        config.scenario = Some(c.scenarios[1].def.id.clone());
        for (seat, d) in config.seats.iter_mut().zip(&c.detectives) {
            seat.detective = Some(d.def.id.clone());
        }
        config.first_player = Some(SeatId(1));
        let mut app = sim::headless_game(c.clone(), config.clone());
        for _ in 0..2_000 {
            if clock(&app).day >= 2 {
                break;
            }
            app.update();
        }
        let commands = app.world().resource::<History>().0.clone();
        assert!(commands.len() > 40, "{} commands", commands.len());
        let summary = SaveSummary::of(
            &c,
            app.world().resource::<Table>(),
            app.world().resource::<Clock>(),
            false,
            0,
        );
        let save = SaveFile::new(config, commands).with_summary(summary);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("saves/real.ron");
        new_angeles::storage::write_atomic(&path, save.to_ron()).unwrap();
        assert_eq!(save::read(&path).expect("the save reads back"), save);
        std::fs::read_to_string(&path).unwrap()
    })
}

/// The byte ranges of the numbers in `text`.
pub fn numbers(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

/// A char boundary at or before `at`.
fn boundary(text: &str, mut at: usize) -> usize {
    at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// One random change to `text`, and what it was.
pub fn mutate(rng: &mut ChaCha8Rng, text: &str) -> (String, String) {
    const TOKENS: [&str; 16] = [
        "(",
        ")",
        "[",
        "]",
        ",",
        "\"",
        ":",
        "Some(",
        "None",
        "-",
        "//",
        "Move(to: (70))",
        "é",
        "\n",
        "seat: 9,",
        "99999999999999999999",
    ];
    const ACTIONS: [&str; 8] = [
        "EndTurn",
        "Move",
        "PlaceLead",
        "MoveLeadBonus",
        "PlayDark",
        "Nothing",
        "DrawCard",
        "Tactics",
    ];
    let mut out = text.to_string();
    let what;
    match rng.random_range(0..9) {
        // A number (most cases): small, just past a list's end, at a type's edge, absurd.
        0..=2 => {
            let nums = numbers(text);
            let (s, e) = nums[rng.random_range(0..nums.len())];
            let old: u128 = text[s..e].parse().unwrap_or(0);
            let new = match rng.random_range(0..12) {
                0 => "0".to_string(),
                1 => (old + 1).to_string(),
                2 => old.saturating_sub(1).to_string(),
                3 => rng.random_range(0..8).to_string(),
                4 => rng.random_range(50..70).to_string(),
                5 => "255".into(),
                6 => "256".into(),
                7 => "65535".into(),
                8 => "65536".into(),
                9 => "-1".into(),
                10 => "18446744073709551616".into(),
                _ => rng.random_range(100..300).to_string(),
            };
            what = format!("number {} at {s} -> {new}", &text[s..e]);
            out.replace_range(s..e, &new);
        }
        // A few bytes replaced by printable ones.
        3 => {
            let n = rng.random_range(1..5);
            let mut bytes = out.into_bytes();
            for _ in 0..n {
                let at = rng.random_range(0..bytes.len());
                bytes[at] = rng.random_range(0x20..0x7f);
            }
            what = format!("{n} bytes replaced");
            out = String::from_utf8_lossy(&bytes).into_owned();
        }
        // A span cut out.
        4 => {
            let s = boundary(text, rng.random_range(0..text.len()));
            let e = boundary(text, s + rng.random_range(1..40));
            what = format!("bytes {s}..{e} cut");
            out.replace_range(s..e, "");
        }
        // A token inserted.
        5 => {
            let at = boundary(text, rng.random_range(0..text.len()));
            let t = TOKENS[rng.random_range(0..TOKENS.len())];
            what = format!("{t:?} inserted at {at}");
            out.insert_str(at, t);
        }
        // The file cut off.
        6 => {
            let at = boundary(text, rng.random_range(0..text.len()));
            what = format!("cut off at {at}");
            out.truncate(at);
        }
        // A line doubled, dropped or two swapped.
        7 => {
            let mut lines: Vec<&str> = text.lines().collect();
            let a = rng.random_range(0..lines.len());
            let b = rng.random_range(0..lines.len());
            match rng.random_range(0..3) {
                0 => {
                    what = format!("line {} doubled", a + 1);
                    lines.insert(a, lines[a]);
                }
                1 => {
                    what = format!("line {} dropped", a + 1);
                    lines.remove(a);
                }
                _ => {
                    what = format!("lines {} and {} swapped", a + 1, b + 1);
                    lines.swap(a, b);
                }
            }
            out = lines.join("\n");
        }
        // A command's action renamed (in a save).
        _ if text.contains("action: ") => {
            let starts: Vec<usize> = text.match_indices("action: ").map(|(i, _)| i + 8).collect();
            let s = starts[rng.random_range(0..starts.len())];
            let e = s + text[s..]
                .find(|c: char| !c.is_ascii_alphanumeric())
                .unwrap_or(0);
            let new = ACTIONS[rng.random_range(0..ACTIONS.len())];
            what = format!("action {} -> {new}", &text[s..e]);
            out.replace_range(s..e, new);
        }
        // A whole line dropped.
        _ => {
            let mut lines: Vec<&str> = text.lines().collect();
            let a = rng.random_range(0..lines.len());
            what = format!("line {} dropped", a + 1);
            lines.remove(a);
            out = lines.join("\n");
        }
    }
    (out, what)
}

/// A refusal names the file, a line of it and a field.
fn assert_placed(e: &FileError, path: &str, text: &str, what: &str) {
    assert_eq!(e.file, path, "{what}: {e}");
    let lines = text.lines().count().max(1);
    assert!(
        e.line.is_some_and(|l| (1..=lines + 1).contains(&l)),
        "{what}: no line in 1..={lines}: {e}"
    );
    assert!(
        !e.field.is_empty() && e.field != "-",
        "{what}: no field: {e}"
    );
    assert!(!e.message.is_empty(), "{what}: {e}");
}

#[test]
fn mutated_saves_are_played_or_refused_with_file_line_and_field() {
    let c = content();
    let text = real_save();
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    let (mut played, mut refused, mut at_command) = (0, 0, 0);
    for case in 0..300 {
        let (mutant, what) = mutate(&mut rng, text);
        let path = format!("fuzz-{case}.ron");
        let what = format!("case {case} ({what})");
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            sim::replay_text(&c, &path, &mutant)
        }))
        .unwrap_or_else(|_| panic!("{what}: replay panicked"));
        match r {
            Ok(r) => {
                played += 1;
                assert!(r.errors.is_empty(), "{what}: {:?}", r.errors);
            }
            Err(e) => {
                refused += 1;
                assert_placed(&e, &path, &mutant, &what);
                if e.field.starts_with("commands[") {
                    at_command += 1;
                    assert!(e.message.contains("command "), "{what}: {e}");
                }
            }
        }
        // Every tenth mutant that reads is also loaded as the game loads a save (caught up,
        // then played on by the bots for a few frames).
        if case % 10 == 0
            && let Ok(s) = save::parse(&path, &mutant)
        {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let mut app = sim::load_game(c.clone(), &s);
                for _ in 0..20 {
                    app.update();
                }
            }))
            .unwrap_or_else(|_| panic!("{what}: loading panicked"));
        }
    }
    // The mutations reach every outcome: played, refused as text, refused by the rules.
    assert!(played >= 5, "{played} played");
    assert!(refused > 100, "{refused} refused");
    assert!(at_command > 20, "{at_command} refused at a command");
}

/// A save whose every id is out of range — the murder, the detectives, the first player and
/// every number in every command — is refused, and so are its commands alone on a good config.
#[test]
fn a_save_with_every_id_out_of_range_is_refused() {
    let c = content();
    let text = real_save();
    let start = text.find("commands:").unwrap();
    let end = start + text[start..].find("\n    ]").unwrap();
    let mut commands = text[start..end].to_string();
    for (s, e) in numbers(&commands).into_iter().rev() {
        commands.replace_range(s..e, "250");
    }
    // The one signed field, a card's cost adjustment, absurd as well but within its type.
    let commands = commands
        .replace("adjust: -250", "adjust: 120")
        .replace("adjust: 250", "adjust: 120");
    assert!(c.cards.len() < 250 && c.map.locations.len() < 250);
    let bad_commands = format!("{}{commands}{}", &text[..start], &text[end..]);
    let e = sim::replay_text(&c, "ids.ron", &bad_commands).unwrap_err();
    assert_placed(&e, "ids.ron", &bad_commands, "commands out of range");
    // Refused at a command (by the rules, or as text where 250 does not fit its field), on
    // that command's line.
    let i: usize = e
        .field
        .strip_prefix("commands[")
        .and_then(|r| r.split(']').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("not refused at a command: {e}"));
    assert_eq!(
        e.line,
        save::command_lines(&bad_commands).get(i).copied(),
        "{e}"
    );
    assert_eq!(
        i,
        0,
        "refused only at command {}: {e}\n{}",
        i + 1,
        bad_commands
            .lines()
            .nth(e.line.unwrap_or(1) - 1)
            .unwrap_or("")
    );
    assert!(e.message.contains("is refused"), "{e}");

    let scenario = c.scenarios[1].def.id.clone();
    let mut all = bad_commands.replacen(
        &format!("Some(\"{scenario}\")"),
        "Some(\"no-such-murder\")",
        1,
    );
    for d in &c.detectives {
        all = all.replacen(&format!("Some(\"{}\")", d.def.id), "Some(\"nobody\")", 1);
    }
    all = all.replacen("first_player: Some(1)", "first_player: Some(250)", 1);
    assert!(
        all.contains("no-such-murder") && all.contains("Some(250)"),
        "{all}"
    );
    let e = sim::replay_text(&c, "all.ron", &all).unwrap_err();
    assert_placed(&e, "all.ron", &all, "every id out of range");
    assert_eq!(e.field, "config.scenario", "{e}");
    assert_eq!(
        e.line,
        all.lines()
            .position(|l| l.contains("no-such-murder"))
            .map(|i| i + 1)
    );
    // Loading it as the game does is refused too, with a reason, and no game starts.
    let s = save::parse("all.ron", &all).unwrap();
    let app = sim::load_game(c.clone(), &s);
    assert!(
        sim::refused(&app).is_some_and(|why| why.contains("no-such-murder")),
        "{:?}",
        sim::refused(&app)
    );
    // The good config with the bad commands: the game stops at the first and says so.
    let s = save::parse("ids.ron", &bad_commands).unwrap();
    let app = sim::load_game(c.clone(), &s);
    let log = app.world().resource::<GameLog>();
    assert!(
        log.0
            .iter()
            .any(|l| en(&l.text).contains("stops fitting this game at command 1")),
        "no word of the refused command in the log"
    );
}

/// A save of an older version whose command does not read (`MoveLeadBonus` without the lead's
/// `kind`) is refused naming the file, the command's line and number and the missing field;
/// the file stays as it is, listed with the reason, and pruning old autosaves keeps it.
#[test]
fn an_old_save_whose_command_does_not_read_is_named_and_kept() {
    let text = real_save();
    let lines = save::command_lines(text);
    let third = lines[2];
    let old: String = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i + 1 == third {
                "        (seat: 0, action: MoveLeadBonus(owner: Suspect(2), to: (5))),".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    // Not ASCII where a field's name belongs: refused, not a panic of the command finder.
    let odd = text.replacen('(', "(é ", 1);
    let e = save::parse("odd.ron", &odd).unwrap_err();
    assert!(e.file == "odd.ron" && e.line.is_some(), "{e}");
    assert_eq!(save::command_lines(&odd), lines);
    let e = save::parse("old.ron", &old).unwrap_err();
    assert_eq!(
        (e.file.as_str(), e.line, e.field.as_str()),
        ("old.ron", Some(third), "commands[2].kind"),
        "{e}"
    );
    assert!(
        e.message.starts_with("command 3 does not read") && e.message.contains("kind"),
        "{e}"
    );
    // Nothing lost: among more autosaves than are kept, the old one is listed with its reason
    // and never pruned.
    let dir = tempfile::tempdir().unwrap();
    let autos = save::autosaves_dir(dir.path());
    let old_path = autos.join("game-1-old.ron");
    new_angeles::storage::write_atomic(&old_path, &old).unwrap();
    for n in 0..save::KEEP_AUTOSAVES + 2 {
        new_angeles::storage::write_atomic(&autos.join(format!("game-{}-x.ron", n + 2)), text)
            .unwrap();
    }
    let current = autos.join("game-2-x.ron");
    save::prune_autosaves(dir.path(), save::KEEP_AUTOSAVES, &current);
    assert_eq!(std::fs::read_to_string(&old_path).unwrap(), old);
    let listed = save::list_saves(dir.path());
    let entry = listed.iter().find(|l| l.path == old_path).unwrap();
    let why = entry.save.as_ref().unwrap_err();
    assert_eq!(why.field, "commands[2].kind", "{why}");
    assert_eq!(
        listed.iter().filter(|l| l.save.is_ok()).count(),
        save::KEEP_AUTOSAVES,
        "the readable ones are pruned as before"
    );
}
