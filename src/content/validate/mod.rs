//! Validation: every reference resolves and the map keeps the rules playable.

use super::*;
use std::collections::{BTreeSet, HashSet};

mod cards;
mod detectives;
mod events;
mod map;
mod scenarios;

use cards::*;
use detectives::*;
use events::*;
use map::*;
use scenarios::*;

/// Positions fixed by the rules (R-MAP-7): location name and grid reference.
pub const FIXED_POSITIONS: &[(&str, &str)] = &[
    ("Old War Memorial", "B1"),
    ("City Hall", "A2"),
    ("Weyland Real Estate", "B3"),
    ("Starlight Crusade", "D1"),
    ("Jinteki", "D3"),
    ("Haas-Bioroid", "D7"),
    ("Levy University", "E1"),
    ("Castle Club", "F4"),
    ("Order of Sol", "F8"),
    ("Rockwell Estates", "G2"),
    ("Melange Mining", "G7"),
    ("Humanity Labor", "H1"),
    ("NAPD", "I3"),
    ("Tony's Flophouse", "J3"),
    ("Eastside Tenements", "L3"),
];

/// The five Beanstalk names in order (R-MAP-1), matched as prefixes so "Midway Bazaar" is Midway.
const BEANSTALK_NAMES: [&str; 5] = [
    "The Root",
    "Midway",
    "Castle Club",
    "Challenger Memorial Ferry",
    "Starport Kaguya",
];

/// Finds the line of the `nth` (0-based) line that holds `key:` and the string `"value"`;
/// failing that a line with the value, failing that one with the key.
fn line_of(text: &str, key: &str, value: &str, nth: usize) -> Option<usize> {
    let quoted = format!("\"{value}\"");
    let keyed = format!("{key}:");
    let hits = |pred: &dyn Fn(&str) -> bool| -> Vec<usize> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| pred(l))
            .map(|(i, _)| i + 1)
            .collect()
    };
    let both = hits(&|l: &str| l.contains(&keyed) && (value.is_empty() || l.contains(&quoted)));
    if let Some(&l) = both.get(nth).or(both.first()) {
        return Some(l);
    }
    if !value.is_empty()
        && let Some(&l) = hits(&|l: &str| l.contains(&quoted)).first()
    {
        return Some(l);
    }
    hits(&|l: &str| l.contains(&keyed)).first().copied()
}

/// Collects errors for one file.
struct Report<'a> {
    path: &'a str,
    text: &'a str,
    errors: &'a mut Vec<FileError>,
}

impl<'a> Report<'a> {
    /// Errors for the file `src`.
    fn of<T>(src: &'a Source<T>, errors: &'a mut Vec<FileError>) -> Self {
        Report {
            path: &src.path,
            text: &src.text,
            errors,
        }
    }

    /// An error at the line holding `key: "value"` (the `nth` such line).
    fn at(&mut self, field: &str, key: &str, value: &str, nth: usize, message: String) {
        self.errors.push(FileError {
            file: self.path.to_string(),
            line: line_of(self.text, key, value, nth),
            field: field.to_string(),
            message,
        });
    }
    /// An error in the entry whose `id` is `id`.
    fn on_id(&mut self, field: &str, id: &str, message: String) {
        self.at(field, "id", id, 0, message);
    }
    /// A second entry with the same `id`.
    fn dup_id(&mut self, what: &str, id: &str) {
        self.at("id", "id", id, 1, format!("{what} id `{id}` is used twice"));
    }
    fn whole(&mut self, field: &str, message: String) {
        self.errors.push(FileError {
            file: self.path.to_string(),
            line: None,
            field: field.to_string(),
            message,
        });
    }
}

/// The error for a kind of content file that is missing.
fn missing(what: &str, ext: &str) -> FileError {
    FileError {
        file: format!("assets/*.{ext}"),
        line: None,
        field: "-".into(),
        message: format!("no {what} file found (a file ending in .{ext})"),
    }
}

impl Content {
    /// Validates parsed files into [`Content`], or lists every problem found.
    pub fn build(files: &ParsedFiles) -> Result<Content, Vec<FileError>> {
        let mut errors = Vec::new();
        check_file_counts(files, &mut errors);
        let Some(map_src) = files.maps.first() else {
            return Err(errors);
        };
        let map = build_map(map_src, &mut errors);
        let suspects = build_suspects(&files.suspects, &mut errors);
        let (detectives, lead_starts) = build_detectives(&files.detectives, &map, &mut errors);
        let scenarios =
            build_scenarios(&files.scenarios, &map, &suspects, &lead_starts, &mut errors);
        let puzzle = build_puzzle_files(&files.puzzles, &mut errors);

        let plots = build_plots(&files.plots, &detectives, &mut errors);
        let (cards, specials) = build_cards(&files.cards, &detectives, &map, &plots, &mut errors);
        let events = build_events(
            files,
            &scenarios,
            &detectives,
            &suspects,
            &map,
            &plots,
            &mut errors,
        );

        if errors.is_empty() {
            Ok(Content::new(ContentData {
                map,
                detectives,
                suspects,
                scenarios,
                puzzle,
                cards,
                plots,
                specials,
                events,
            }))
        } else {
            Err(errors)
        }
    }
}

/// Exactly one map file, and some suspects.
fn check_file_counts(files: &ParsedFiles, errors: &mut Vec<FileError>) {
    if files.maps.len() != 1 {
        if files.maps.is_empty() {
            errors.push(missing("map", MAP_EXT));
        } else {
            for m in &files.maps[1..] {
                errors.push(FileError {
                    file: m.path.clone(),
                    line: None,
                    field: "-".into(),
                    message: "a second map file; exactly one is allowed".into(),
                });
            }
        }
    }
    if files.suspects.is_empty() {
        errors.push(missing("suspects", SUSPECTS_EXT));
    }
}
