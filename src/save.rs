//! Saves: a game is its [`GameConfig`] (murder, seats, seed) and the commands the rules
//! accepted, in order — replaying them rebuilds it to the last token. Saves are RON, versioned,
//! written atomically (a temporary file in the same folder, synced, then renamed over the old
//! one), so a crash or a kill mid-write leaves the previous save whole.

use crate::content::Content;
use crate::game::{Clock, Command, GameConfig, SeatKind, Table};
use crate::storage::{FileError, data_dir, write_atomic};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The save format this build writes. Format 1 (before the summary) is still read.
pub const SAVE_VERSION: u32 = 2;

/// A saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// [`SAVE_VERSION`] of the build that wrote it.
    pub version: u32,
    /// The game's config.
    pub config: GameConfig,
    /// Every accepted command, in order.
    pub commands: Vec<Command>,
    /// What the save holds, in words, for the load list (format 2 on).
    #[serde(default)]
    pub summary: Option<SaveSummary>,
    /// The guided first case's step, when the game is that lesson (*Continue* takes the
    /// lesson up there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<usize>,
}

/// How a save marks a bot's detective in its summary (data, not words: the screen says it in
/// its language, see [`SaveSummary::detectives_words`]).
const BOT_MARK: &str = " (bot)";

/// A save in words: which murder, who plays, how far the game is, when it was saved.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveSummary {
    /// The murder's name.
    pub murder: String,
    /// The detectives, seat by seat, with "(bot)" after a bot's.
    pub detectives: Vec<String>,
    /// The week it is in.
    pub week: u8,
    /// The day it is on.
    pub day: u8,
    /// The case is closed.
    pub closed: bool,
    /// Seconds since 1970 when it was saved.
    pub saved: u64,
    /// Whose turn it was: the active detective's name (empty in older saves).
    #[serde(default)]
    pub turn: String,
    /// The slot's name, for a player's save ("Save 3"); empty for an autosave.
    #[serde(default)]
    pub name: String,
}

impl SaveSummary {
    /// The summary of the game in play.
    pub fn of(content: &Content, table: &Table, clock: &Clock, closed: bool, saved: u64) -> Self {
        SaveSummary {
            murder: content.scenarios[table.scenario].def.name.clone(),
            detectives: table
                .seats
                .iter()
                .map(|s| {
                    let name = content.detectives[s.detective].def.name.clone();
                    match s.kind {
                        SeatKind::Human => name,
                        SeatKind::Bot => format!("{name}{BOT_MARK}"),
                    }
                })
                .collect(),
            week: clock.week,
            day: clock.day,
            closed,
            saved,
            turn: table
                .seats
                .get(clock.active(table.seats.len()).index())
                .and_then(|s| content.detectives.get(s.detective.index()))
                .map(|d| d.def.name.clone())
                .unwrap_or_default(),
            name: String::new(),
        }
    }

    /// The same summary with the slot's name.
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// What tells two saves of one game apart, in words: the slot (or "Autosave"), whose turn
    /// it was: "Save 3 · Louis Blaine's turn". `auto`: the save is a game's autosave.
    pub fn slot_words(&self, auto: bool) -> String {
        use crate::i18n::{tr, tr_args};
        let slot = match (auto, self.name.as_str()) {
            (true, _) => tr("save-autosave"),
            (false, "") => tr("save-unnamed"),
            // A hand-edited save's name is cleaned as a typed one is.
            (false, name) => clean_name(name),
        };
        if self.closed || self.turn.is_empty() {
            slot
        } else {
            tr_args(
                "save-slot-turn",
                &[("slot", slot.into()), ("who", self.turn.clone().into())],
            )
        }
    }

    /// The detectives in words, a bot's marked in the screen's language: "Caprice Nisei,
    /// Floyd 2X3A7C (бот)" (the save keeps the English mark).
    pub fn detectives_words(&self) -> String {
        self.detectives
            .iter()
            .map(|d| match d.strip_suffix(BOT_MARK) {
                Some(name) => format!("{name} {}", crate::i18n::tr("top-bot")),
                None => d.clone(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// "week 1, day 3" or "case closed", in the screen's language.
    pub fn progress(&self) -> String {
        if self.closed {
            crate::i18n::tr("save-closed")
        } else {
            crate::i18n::tr_args(
                "save-week-day",
                &[("week", self.week.into()), ("day", self.day.into())],
            )
        }
    }
}

/// Seconds since 1970, now.
pub fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl SaveFile {
    /// A save of the game of `config` after `commands`, in this build's format.
    pub fn new(config: GameConfig, commands: Vec<Command>) -> Self {
        SaveFile {
            version: SAVE_VERSION,
            config,
            commands,
            summary: None,
            lesson: None,
        }
    }

    /// The same save with its summary.
    pub fn with_summary(mut self, summary: SaveSummary) -> Self {
        self.summary = Some(summary);
        self
    }

    /// The save as RON text.
    pub fn to_ron(&self) -> String {
        let pretty = ron::ser::PrettyConfig::new().depth_limit(2);
        ron::ser::to_string_pretty(self, pretty).expect("a save always serializes")
    }
}

/// Reads a save's text; `path` names it in the message. A newer version, a broken or cut-off
/// file is an error naming the file, the line and the field; a command that does not read (a
/// save of an older version, or edited by hand) is named by its number and line.
pub fn parse(path: &str, text: &str) -> Result<SaveFile, FileError> {
    crate::storage::check_version(path, text, SAVE_VERSION, "save")?;
    let err = |line, field: &str, message: String| FileError::at(path, line, field, message);
    let save: SaveFile = ron::Options::default()
        .from_str(text)
        .map_err(|e| parse_error(path, text, e))?;
    if !(1..=SAVE_VERSION).contains(&save.version) {
        return Err(err(
            None,
            "version",
            format!(
                "save format {} is not one this build reads (formats 1 to {SAVE_VERSION})",
                save.version
            ),
        ));
    }
    Ok(save)
}

/// A save that does not read: the line and field, and, in the `commands` list, which command
/// (`commands[i]`, with the field ron names, if any).
fn parse_error(path: &str, text: &str, e: ron::error::SpannedError) -> FileError {
    use ron::Error as E;
    let line = e.span.start.line;
    let mut out = FileError {
        file: path.to_string(),
        line: Some(line),
        field: crate::storage::field_on_line(text, line).unwrap_or_else(|| "?".into()),
        message: e.code.to_string(),
    };
    let (starts, end) = scan_commands(text);
    if let Some(i) = starts.iter().rposition(|&l| l <= line)
        && end.is_none_or(|end| line <= end)
    {
        let named = match &e.code {
            E::MissingStructField { field, .. } | E::DuplicateStructField { field, .. } => {
                format!(".{field}")
            }
            E::NoSuchStructField { found, .. } => format!(".{found}"),
            _ => String::new(),
        };
        out.field = format!("commands[{i}]{named}");
        out.message = format!(
            "command {} does not read: {} (a save of another version of the game, or edited by hand; the file is left as it is)",
            i + 1,
            out.message
        );
    }
    out
}

/// The 1-based line on which each command of a save's `commands` list begins, in order, as far
/// as the text goes (for messages; a save written by hand may put several on one line).
pub fn command_lines(text: &str) -> Vec<usize> {
    scan_commands(text).0
}

/// The start line of each element of the top-level `commands: [...]` list, and the line of
/// its closing bracket (none if the text is cut off). Strings, chars and comments are skipped.
fn scan_commands(text: &str) -> (Vec<usize>, Option<usize>) {
    let b = text.as_bytes();
    let (mut i, mut line, mut depth) = (0, 1, 0usize);
    let mut starts = Vec::new();
    // The depth of the list's elements, once inside it; whether the next one is due.
    let mut list: Option<usize> = None;
    let mut due = false;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => line += 1,
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    if b[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 2;
                continue;
            }
            _ => {}
        }
        if let Some(d) = list
            && due
            && depth == d
            && !c.is_ascii_whitespace()
            && c != b','
            && c != b']'
        {
            starts.push(line);
            due = false;
        }
        match c {
            b'"' | b'\'' => {
                i += 1;
                while i < b.len() && b[i] != c {
                    match b[i] {
                        b'\\' => i += 1,
                        b'\n' => line += 1,
                        _ => {}
                    }
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if list.is_some_and(|d| depth < d) {
                    return (starts, Some(line));
                }
            }
            b',' if list == Some(depth) => due = true,
            // (`c` is ASCII, so `i` is a char boundary to slice at.)
            b'c' if depth == 1 && list.is_none() && text[i..].starts_with("commands") => {
                let before = i.checked_sub(1).map(|j| b[j]);
                let rest = text[i + "commands".len()..].trim_start();
                if !before.is_some_and(|x| x.is_ascii_alphanumeric() || x == b'_')
                    && let Some(rest) = rest.strip_prefix(':')
                    && rest.trim_start().starts_with('[')
                {
                    let open = text.len() - rest.trim_start().len();
                    line += text[i..open].matches('\n').count();
                    i = open + 1;
                    depth += 1;
                    list = Some(depth);
                    due = true;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    (starts, None)
}

/// Reads and parses a save file.
pub fn read(path: &Path) -> Result<SaveFile, FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError::unreadable(path, "save", e))?;
    parse(&path.display().to_string(), &text)
}

/// How many autosaves are kept: one per game, the oldest games' go first.
pub const KEEP_AUTOSAVES: usize = 10;

/// Where each game saves itself, one file per game, in the data folder `dir`.
pub fn autosaves_dir(dir: &Path) -> PathBuf {
    dir.join("autosaves")
}

/// The folder of saves made with *Save*, in the data folder `dir`.
pub fn saves_dir(dir: &Path) -> PathBuf {
    dir.join("saves")
}

/// The one autosave of versions before games had their own (still listed and continued).
fn legacy_autosave(dir: &Path) -> PathBuf {
    dir.join("autosave.ron")
}

/// Deletes the save at `path`, listed from the data folder `dir`: only a `.ron` file in its
/// saves' or autosaves' folder (or the old single autosave), never anything else a path may
/// name.
pub fn delete_save(dir: &Path, path: &Path) -> std::io::Result<()> {
    let inside = |d: PathBuf| path.parent().is_some_and(|p| p == d);
    let ron = path.extension().is_some_and(|x| x == "ron");
    if !(ron && (inside(saves_dir(dir)) || inside(autosaves_dir(dir))))
        && path != legacy_autosave(dir)
    {
        return Err(std::io::Error::new(
            std::io::ErrorKind::PermissionDenied,
            format!("{} is not a save of this game", path.display()),
        ));
    }
    std::fs::remove_file(path)
}

/// A new game's own autosave file: named by when the game began and its seed, so no two
/// games share one.
pub fn new_slot(dir: &Path, config: &GameConfig) -> PathBuf {
    let millis = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0);
    let mut path = autosaves_dir(dir).join(format!("game-{millis}-{:x}.ron", config.seed));
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = autosaves_dir(dir).join(format!("game-{millis}-{:x}-{n}.ron", config.seed));
    }
    path
}

/// Whether a save was written by the game itself or by the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveKind {
    /// Written by the game (the autosave).
    Auto,
    /// Saved by the player.
    Manual,
}

/// A save on disk: where, what kind, and what it holds (or why it cannot be read).
#[derive(Clone, Debug)]
pub struct Listed {
    /// Where it is.
    pub path: PathBuf,
    /// The autosave or a player's save.
    pub kind: SaveKind,
    /// What it holds, or why it cannot be read.
    pub save: Result<SaveFile, FileError>,
    /// When it was saved (its summary's time, else the file's), seconds since 1970.
    pub saved: u64,
}

/// Every save in the data folder `dir` — the games' autosaves and the player's saves —
/// newest first, each read or with the reason it cannot be.
pub fn list_saves(dir: &Path) -> Vec<Listed> {
    let ron_files = |d: PathBuf| -> Vec<PathBuf> {
        std::fs::read_dir(d)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect()
    };
    let mut found: Vec<(PathBuf, SaveKind)> = ron_files(autosaves_dir(dir))
        .into_iter()
        .map(|p| (p, SaveKind::Auto))
        .chain(
            ron_files(saves_dir(dir))
                .into_iter()
                .map(|p| (p, SaveKind::Manual)),
        )
        .collect();
    let legacy = legacy_autosave(dir);
    if legacy.exists() {
        found.push((legacy, SaveKind::Auto));
    }
    let mut out: Vec<Listed> = found
        .into_iter()
        .map(|(path, kind)| {
            let save = read(&path);
            let modified = std::fs::metadata(&path)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map(|d| d.as_secs())
                .unwrap_or(0);
            let saved = save
                .as_ref()
                .ok()
                .and_then(|s| s.summary.as_ref())
                .map(|s| s.saved)
                .unwrap_or(modified);
            Listed {
                path,
                kind,
                save,
                saved,
            }
        })
        .collect();
    out.sort_by(|a, b| b.saved.cmp(&a.saved).then_with(|| b.path.cmp(&a.path)));
    out
}

/// The game to continue: the newest autosave that can be read.
pub fn newest_autosave(dir: &Path) -> Option<Listed> {
    list_saves(dir)
        .into_iter()
        .find(|l| l.kind == SaveKind::Auto && l.save.is_ok())
}

/// Deletes the oldest games' autosaves beyond the newest `keep`, never `current`'s, and never
/// one that cannot be read (a save of another version, say): nothing the player cannot see in
/// the list is lost.
pub fn prune_autosaves(dir: &Path, keep: usize, current: &Path) {
    let autos: Vec<Listed> = list_saves(dir)
        .into_iter()
        .filter(|l| l.kind == SaveKind::Auto && l.path != current && l.save.is_ok())
        .collect();
    for old in autos.iter().skip(keep.saturating_sub(1)) {
        if let Err(e) = std::fs::remove_file(&old.path) {
            bevy::log::warn!(
                "could not remove the old autosave {}: {e}",
                old.path.display()
            );
        }
    }
}

/// The file the game in play saves itself to; `None` until its first save picks a new one.
/// The UI sets it when it continues a game from its autosave, so the game goes on in its own
/// file; a new game starts with none.
#[derive(bevy::prelude::Resource, Clone, Debug, Default, PartialEq)]
pub struct SaveSlot(pub Option<PathBuf>);

/// Writes the game's autosave after every accepted command (and once a game is set up),
/// atomically, in the game's own file. Not part of the logic plugin: tests and the simulator
/// never touch the disk.
pub struct AutosavePlugin;

impl bevy::prelude::Plugin for AutosavePlugin {
    fn build(&self, app: &mut bevy::prelude::App) {
        use bevy::prelude::*;
        app.init_resource::<SaveSlot>().add_systems(
            Update,
            (
                answer_save,
                new_games_get_new_slots,
                autosave
                    .run_if(in_state(crate::game::Session::Live))
                    .run_if(resource_exists::<crate::game::Table>),
            )
                .chain()
                .in_set(crate::game::Flow::Persist),
        );
    }
}

/// A new game never writes over another game's autosave.
fn new_games_get_new_slots(
    mut requests: bevy::prelude::MessageReader<crate::game::GameRequest>,
    mut slot: bevy::prelude::ResMut<SaveSlot>,
) {
    for r in requests.read() {
        if matches!(r, crate::game::GameRequest::New(_)) {
            slot.0 = None;
        }
    }
}

/// The lesson under way and the step it is at, kept with the game's autosave so that
/// *Continue* takes the lesson up where it was left ([`crate::tutorial`] runs the lesson).
#[derive(bevy::prelude::Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson(pub usize);

fn autosave(
    content: bevy::prelude::Res<Content>,
    table: bevy::prelude::Res<Table>,
    clock: bevy::prelude::Res<Clock>,
    outcome: Option<bevy::prelude::Res<crate::game::Outcome>>,
    config: Option<bevy::prelude::Res<GameConfig>>,
    history: bevy::prelude::Res<crate::game::History>,
    lesson: Option<bevy::prelude::Res<Lesson>>,
    mut slot: bevy::prelude::ResMut<SaveSlot>,
    mut written: bevy::prelude::Local<Option<(usize, u64, bool, Option<usize>, (u8, u8, usize))>>,
) {
    // Runs only in a live session: a game being caught up is saved once it has caught up, a
    // finished game being reviewed is left alone.
    let Some(config) = config else { return };
    let lesson = lesson.map(|l| l.0);
    // The day's turn too: a new day comes with no command of its own, and the summary the
    // menu shows (whose turn, which day) must follow it.
    let turn = (
        clock.week,
        clock.day,
        clock.active(table.seats.len()).index(),
    );
    let now = (
        history.0.len(),
        config.seed,
        outcome.is_some(),
        lesson,
        turn,
    );
    if *written == Some(now) {
        return;
    }
    *written = Some(now);
    let dir = data_dir();
    let path = slot
        .0
        .get_or_insert_with(|| new_slot(&dir, &config))
        .clone();
    let summary = SaveSummary::of(&content, &table, &clock, outcome.is_some(), now_secs());
    let mut save = SaveFile::new(config.clone(), history.0.clone()).with_summary(summary);
    save.lesson = lesson;
    match write_atomic(&path, save.to_ron()) {
        Ok(()) => prune_autosaves(&dir, KEEP_AUTOSAVES, &path),
        Err(e) => bevy::log::warn!("autosave to {} failed: {e}", path.display()),
    }
}

/// The longest name a save may be given, in characters.
pub const NAME_MAX: usize = 40;

/// A save's name as the player typed it, made safe to keep and show: control characters and
/// the invisible ones that break or turn a line (line and paragraph separators, zero-width
/// and bidi marks) left out, spaces at the ends trimmed, at most [`NAME_MAX`] characters.
pub fn clean_name(typed: &str) -> String {
    let invisible = |c: char| {
        c.is_control()
            || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}')
    };
    let kept: String = typed.chars().filter(|c| !invisible(*c)).collect();
    kept.trim()
        .chars()
        .take(NAME_MAX)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// Writes a save of the game in play in the saves folder (its file named by the murder, the
/// day and the time) under a slot name, "Save 3"; returns the slot in words for the player.
pub fn save_now(
    content: &Content,
    table: &Table,
    clock: &Clock,
    config: &GameConfig,
    history: &crate::game::History,
    closed: bool,
    asked_name: &str,
) -> Result<String, String> {
    let murder = &content.scenarios[table.scenario].def.id;
    let dir = crate::save::saves_dir(&crate::storage::data_dir());
    let mut path = dir.join(format!(
        "{murder}-week{}-day{}-{}.ron",
        clock.week,
        clock.day,
        crate::save::now_secs()
    ));
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = dir.join(format!(
            "{murder}-week{}-day{}-{}-{n}.ron",
            clock.week,
            clock.day,
            crate::save::now_secs()
        ));
    }
    // The slot's name: the player's saves numbered, one more than there are.
    let held = crate::save::list_saves(&crate::storage::data_dir())
        .iter()
        .filter(|l| l.kind == SaveKind::Manual)
        .count();
    let name = Some(clean_name(asked_name))
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| crate::i18n::tr_args("save-slot-name", &[("n", (held + 1).into())]));
    let summary =
        SaveSummary::of(content, table, clock, closed, crate::save::now_secs()).named(name.clone());
    let words = format!("“{name}” ({}, {})", summary.murder, summary.progress());
    let save = SaveFile::new(config.clone(), history.0.clone()).with_summary(summary);
    crate::storage::write_atomic(&path, save.to_ron())
        .map(|()| words)
        .map_err(|e| {
            bevy::log::warn!("could not save to {}: {e}", path.display());
            crate::i18n::tr_args("pause-save-failed", &[("reason", e.to_string().into())])
        })
}

/// Answers the screen's [`TableRequest::Save`](crate::game::TableRequest) with a save in the
/// saves folder ([`save_now`]) and a [`Saved`](crate::game::Saved) that says where, or why not.
fn answer_save(
    mut asks: bevy::prelude::MessageReader<crate::game::TableRequest>,
    game: Option<(
        bevy::prelude::Res<Content>,
        bevy::prelude::Res<Table>,
        bevy::prelude::Res<Clock>,
        bevy::prelude::Res<GameConfig>,
        bevy::prelude::Res<crate::game::History>,
    )>,
    outcome: Option<bevy::prelude::Res<crate::game::Outcome>>,
    mut saved: bevy::prelude::MessageWriter<crate::game::Saved>,
) {
    let Some(asked_name) = asks.read().find_map(|r| match r {
        crate::game::TableRequest::Save(name) => Some(name.clone()),
        _ => None,
    }) else {
        return;
    };
    let Some((content, table, clock, config, history)) = game else {
        saved.write(crate::game::Saved(Err("no game to save".into())));
        return;
    };
    saved.write(crate::game::Saved(save_now(
        &content,
        &table,
        &clock,
        &config,
        &history,
        outcome.is_some(),
        &asked_name,
    )));
}
