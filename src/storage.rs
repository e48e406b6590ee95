//! Files on disk, for content, saves and settings alike: where the player's data lives
//! ([`data_dir`]), writing a file so that a crash never leaves half of it
//! ([`write_atomic`]), reading RON with a message that names the file, the line and the field
//! ([`parse_ron`], [`check_version`]), and the one error type all of them report:
//! [`FileError`].

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

/// One problem in a file the game reads (content, a save, the settings): where it is and what
/// is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The file, as messages name it.
    pub file: String,
    /// 1-based line, when the problem can be pinned to one.
    pub line: Option<usize>,
    /// The field (or field path) at fault.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

impl FileError {
    /// A problem in `file`, at `line` if known, in `field`.
    pub fn at(file: &str, line: Option<usize>, field: &str, message: String) -> Self {
        FileError {
            file: file.to_string(),
            line,
            field: field.to_string(),
            message,
        }
    }

    /// A file that cannot be read at all (missing, no permission, not text).
    pub fn unreadable(path: &Path, what: &str, e: std::io::Error) -> Self {
        FileError::at(
            &path.display().to_string(),
            None,
            "-",
            format!("cannot read the {what}: {e}"),
        )
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(
                f,
                "{}:{}: field `{}`: {}",
                self.file, line, self.field, self.message
            ),
            None => write!(f, "{}: field `{}`: {}", self.file, self.field, self.message),
        }
    }
}

impl std::error::Error for FileError {}

/// Parses one RON file, turning a syntax or shape error into a [`FileError`] with its line
/// and the field on that line.
pub fn parse_ron<T: serde::de::DeserializeOwned>(path: &str, text: &str) -> Result<T, FileError> {
    ron::Options::default().from_str::<T>(text).map_err(|e| {
        let line = e.span.start.line;
        FileError {
            file: path.to_string(),
            line: Some(line),
            field: field_on_line(text, line).unwrap_or_else(|| "?".into()),
            message: e.code.to_string(),
        }
    })
}

/// The field set on 1-based `line` of RON `text` (or the nearest one above it), for messages.
pub fn field_on_line(text: &str, line: usize) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = line.min(lines.len());
    for l in (0..start).rev() {
        if let Some(f) = last_field(lines[l]) {
            return Some(f);
        }
    }
    None
}

fn last_field(line: &str) -> Option<String> {
    let code = line.split("//").next().unwrap_or("");
    let mut found = None;
    let bytes = code.as_bytes();
    let mut in_str = false;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'"' {
            in_str = !in_str;
        }
        if b == b':' && !in_str {
            let before = &code[..i];
            let ident: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            if !ident.is_empty() {
                found = Some(ident);
            }
        }
    }
    found
}

/// The 1-based line where `field` is first set in RON `text`, if it is.
pub fn line_of(text: &str, field: &str) -> Option<usize> {
    text.lines()
        .position(|l| {
            l.trim_start()
                .strip_prefix(field)
                .is_some_and(|rest| rest.trim_start().starts_with(':'))
        })
        .map(|i| i + 1)
}

/// The 1-based line where `field` is set for the `n`th time (from 0) in RON `text`, wherever
/// on its line, if it is.
pub fn line_of_nth(text: &str, field: &str, n: usize) -> Option<usize> {
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut seen = 0;
    for (i, line) in text.lines().enumerate() {
        let bytes = line.as_bytes();
        for (at, _) in line.match_indices(field) {
            let before_ok = at == 0 || !is_ident(bytes[at - 1]);
            let after = &line[at + field.len()..];
            if before_ok
                && !after.bytes().next().is_some_and(is_ident)
                && after.trim_start().starts_with(':')
            {
                if seen == n {
                    return Some(i + 1);
                }
                seen += 1;
            }
        }
    }
    None
}

/// Checks a versioned RON file (a save, the settings) before it is read: not empty, and its
/// `version` no newer than `current` — read first, so a newer file says so rather than
/// failing on a field it added. `what` names the kind of file in the messages.
pub fn check_version(path: &str, text: &str, current: u32, what: &str) -> Result<(), FileError> {
    #[derive(serde::Deserialize)]
    struct Version {
        version: u32,
    }
    let err = |line, field: &str, message: String| FileError::at(path, line, field, message);
    if text.trim().is_empty() {
        return Err(err(Some(1), "-", format!("the {what} is empty")));
    }
    match ron::Options::default().from_str::<Version>(text) {
        Ok(v) if v.version > current => Err(err(
            line_of(text, "version").or(Some(1)),
            "version",
            format!(
                "this {what} was written by a newer New Angeles ({what} format {}); this one reads format {current}",
                v.version
            ),
        )),
        _ => Ok(()),
    }
}

/// Writes `bytes` (text or not) to `path` atomically: a temporary file beside it, flushed and
/// synced, then renamed over `path`. The folder is made if missing.
pub fn write_atomic(path: &Path, bytes: impl AsRef<[u8]>) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes.as_ref())?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The folder the player's data lives in (saves, settings, content): `NEW_ANGELES_DATA` if
/// set, else the platform's data folder (`~/.local/share/new-angeles` on Linux).
pub fn data_dir() -> PathBuf {
    if let Ok(d) = std::env::var("NEW_ANGELES_DATA") {
        return PathBuf::from(d);
    }
    directories::ProjectDirs::from("", "", "new-angeles")
        .map(|p| p.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from(".new-angeles"))
}
