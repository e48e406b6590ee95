//! What every validation step shares: the [`Report`] that collects one file's errors at
//! their lines, the error for a missing kind of file, and the names the rules fix.

use crate::content::*;

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
pub(super) const BEANSTALK_NAMES: [&str; 5] = [
    "The Root",
    "Midway",
    "Castle Club",
    "Challenger Memorial Ferry",
    "Starport Kaguya",
];

/// Finds the line of the `nth` (0-based) line that holds `key:` and the string `"value"`;
/// failing that a line with the value, failing that one with the key.
pub(super) fn line_of(text: &str, key: &str, value: &str, nth: usize) -> Option<usize> {
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
pub(super) struct Report<'a> {
    pub(super) path: &'a str,
    pub(super) text: &'a str,
    pub(super) errors: &'a mut Vec<FileError>,
}

impl<'a> Report<'a> {
    /// Errors for the file `src`.
    pub(super) fn of<T>(src: &'a Source<T>, errors: &'a mut Vec<FileError>) -> Self {
        Report {
            path: &src.path,
            text: &src.text,
            errors,
        }
    }

    /// An error at the line holding `key: "value"` (the `nth` such line).
    pub(super) fn at(&mut self, field: &str, key: &str, value: &str, nth: usize, message: String) {
        self.errors.push(FileError {
            file: self.path.to_string(),
            line: line_of(self.text, key, value, nth),
            field: field.to_string(),
            message,
        });
    }
    /// An error in the entry whose `id` is `id`.
    pub(super) fn on_id(&mut self, field: &str, id: &str, message: String) {
        self.at(field, "id", id, 0, message);
    }
    /// A second entry with the same `id`.
    pub(super) fn dup_id(&mut self, what: &str, id: &str) {
        self.at("id", "id", id, 1, format!("{what} id `{id}` is used twice"));
    }
    /// An error about the file as a whole (no line).
    pub(super) fn whole(&mut self, field: &str, message: String) {
        self.errors.push(FileError {
            file: self.path.to_string(),
            line: None,
            field: field.to_string(),
            message,
        });
    }
}

/// The error for a kind of content file that is missing.
pub(super) fn missing(what: &str, ext: &str) -> FileError {
    FileError {
        file: format!("assets/*.{ext}"),
        line: None,
        field: "-".into(),
        message: format!("no {what} file found (a file ending in .{ext})"),
    }
}
