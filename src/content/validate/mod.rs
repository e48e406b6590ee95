//! Validation: every reference resolves and the map keeps the rules playable.

use super::*;

mod cards;
mod detectives;
mod events;
mod map;
mod report;
mod scenarios;

use cards::{build_cards, build_plots};
use detectives::{build_detectives, build_suspects};
use events::build_events;
use map::{build_map, build_puzzle_files};
pub use report::FIXED_POSITIONS;
use report::missing;
use scenarios::build_scenarios;

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
