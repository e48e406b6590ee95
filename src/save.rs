//! Saves: a game is its [`GameConfig`] (murder, seats, seed) and the commands the rules
//! accepted, in order — replaying them rebuilds it to the last token. Saves are RON, versioned,
//! written atomically (a temporary file in the same folder, synced, then renamed over the old
//! one), so a crash or a kill mid-write leaves the previous save whole.

use crate::game::{Command, GameConfig};
use crate::storage::{FileError, data_dir, write_atomic};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The save format this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// A saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// [`SAVE_VERSION`] of the build that wrote it.
    pub version: u32,
    pub config: GameConfig,
    /// Every accepted command, in order.
    pub commands: Vec<Command>,
}

impl SaveFile {
    pub fn new(config: GameConfig, commands: Vec<Command>) -> Self {
        SaveFile {
            version: SAVE_VERSION,
            config,
            commands,
        }
    }

    /// The save as RON text.
    pub fn to_ron(&self) -> String {
        let pretty = ron::ser::PrettyConfig::new().depth_limit(2);
        ron::ser::to_string_pretty(self, pretty).expect("a save always serializes")
    }
}

/// Reads a save's text; `path` names it in the message. A newer version, a broken or cut-off
/// file is an error naming the file, the line and the field.
pub fn parse(path: &str, text: &str) -> Result<SaveFile, FileError> {
    crate::storage::check_version(path, text, SAVE_VERSION, "save")?;
    let err = |line, field: &str, message: String| FileError::at(path, line, field, message);
    let save: SaveFile = crate::content::parse_ron(path, text)?;
    if save.version != SAVE_VERSION {
        return Err(err(
            None,
            "version",
            format!(
                "save format {} is not one this build reads (format {SAVE_VERSION})",
                save.version
            ),
        ));
    }
    Ok(save)
}

/// Reads and parses a save file.
pub fn read(path: &Path) -> Result<SaveFile, FileError> {
    let text = std::fs::read_to_string(path).map_err(|e| FileError {
        file: path.display().to_string(),
        line: None,
        field: "-".into(),
        message: format!("cannot read the save: {e}"),
    })?;
    parse(&path.display().to_string(), &text)
}

/// The autosave, written after every accepted command.
pub fn autosave_path() -> PathBuf {
    data_dir().join("autosave.ron")
}

/// The folder of saves made with *Save*.
pub fn saves_dir() -> PathBuf {
    data_dir().join("saves")
}

/// Every save in the saves folder and the autosave, newest first, each read or with the
/// reason it cannot be.
pub fn list_saves() -> Vec<(PathBuf, Result<SaveFile, FileError>)> {
    list_saves_in(&data_dir())
}

/// [`list_saves`] of the data folder `dir`.
pub fn list_saves_in(dir: &Path) -> Vec<(PathBuf, Result<SaveFile, FileError>)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir.join("saves"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    let auto = dir.join("autosave.ron");
    if auto.exists() {
        paths.push(auto);
    }
    let modified = |p: &PathBuf| {
        std::fs::metadata(p)
            .and_then(|m| m.modified())
            .unwrap_or(std::time::SystemTime::UNIX_EPOCH)
    };
    paths.sort_by_key(|p| std::cmp::Reverse(modified(p)));
    paths
        .into_iter()
        .map(|p| {
            let r = read(&p);
            (p, r)
        })
        .collect()
}

/// Writes the autosave after every accepted command (and once a game is set up), atomically.
/// Not part of the logic plugin: tests and the simulator never touch the disk.
pub struct AutosavePlugin;

impl bevy::prelude::Plugin for AutosavePlugin {
    fn build(&self, app: &mut bevy::prelude::App) {
        use bevy::prelude::*;
        app.add_systems(
            Update,
            autosave
                .in_set(crate::game::Flow::Persist)
                .run_if(in_state(crate::game::Session::Live))
                .run_if(resource_exists::<crate::game::Table>),
        );
    }
}

fn autosave(
    config: Option<bevy::prelude::Res<GameConfig>>,
    history: bevy::prelude::Res<crate::game::History>,
    mut written: bevy::prelude::Local<Option<(usize, u64)>>,
) {
    // Runs only in a live session: a game being caught up is saved once it has caught up, a
    // finished game being reviewed is left alone.
    let Some(config) = config else { return };
    let now = (history.0.len(), config.seed);
    if *written == Some(now) {
        return;
    }
    *written = Some(now);
    let save = SaveFile::new(config.clone(), history.0.clone());
    if let Err(e) = write_atomic(&autosave_path(), save.to_ron()) {
        bevy::log::warn!("autosave to {} failed: {e}", autosave_path().display());
    }
}
