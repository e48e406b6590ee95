//! Where content comes from. The game's own files (every `.ron` below the repository's
//! `assets/` and `scenarios/`) are built into the program by `build.rs`, so it runs from any
//! folder. Two folders of the same layout may be laid over them, in this order: the user's
//! content folder (`<data folder>/content`, see [`user_dir`]) and `--content DIR`. A file at the
//! same path below the folder (e.g. `scenarios/flophouse-fire.murder.ron`) replaces the one
//! beneath it; a new path adds a file. `new-angeles check`, the simulator and the game's
//! loading screen all read the one merged set, [`ContentFiles`].

use super::{
    CARDS_EXT, Content, DETECTIVE_EXT, EVENTS_EXT, FileError, MAP_EXT, PLOTS_EXT, PUZZLE_EXT,
    ParsedFiles, SCENARIO_EXT, SUSPECTS_EXT, parse_files,
};
use bevy::prelude::Resource;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/embedded_content.rs"));

/// How messages name a built-in file: `(built in) scenarios/flophouse-fire.murder.ron`.
pub const BUILT_IN: &str = "(built in)";

/// The content folders below a content folder.
const SUBFOLDERS: [&str; 2] = ["assets", "scenarios"];

/// Where the game's loader (`ContentAssets` in `ui/loading.rs`) reads each kind of file: a path
/// ending in `/` is a folder read with everything below it, any other is the one file read.
const PLACES: [(&str, &str); 8] = [
    (MAP_EXT, "assets/new-angeles.map.ron"),
    (SUSPECTS_EXT, "assets/new-angeles.suspects.ron"),
    (PUZZLE_EXT, "assets/new-angeles.puzzle.ron"),
    (EVENTS_EXT, "assets/new-angeles.events.ron"),
    (DETECTIVE_EXT, "assets/detectives/"),
    (CARDS_EXT, "assets/cards/"),
    (PLOTS_EXT, "assets/plots/"),
    (SCENARIO_EXT, "scenarios/"),
];

/// One content file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentFile {
    /// What messages call it: its real path, or `(built in) <path>`.
    pub origin: String,
    /// Its text.
    pub text: String,
}

/// A folder laid over the content, and what it changed.
#[derive(Clone, Debug)]
struct Layer {
    dir: PathBuf,
    replaced: usize,
    added: usize,
}

/// The merged content files, by their path below the content folder (`assets/...`,
/// `scenarios/...`, always with `/`). The game keeps it as a resource: its loader reads the
/// files from it, and messages take their text for line numbers from it.
#[derive(Resource, Clone, Debug, Default)]
pub struct ContentFiles {
    files: BTreeMap<String, ContentFile>,
    built_in: bool,
    layers: Vec<Layer>,
    /// Folders or files that could not be read.
    problems: Vec<FileError>,
    /// Files below a content folder that are not `.ron` (never read), each with why.
    not_read: Vec<FileError>,
}

impl ContentFiles {
    /// The content built into the program.
    pub fn embedded() -> Self {
        ContentFiles {
            files: EMBEDDED
                .iter()
                .map(|&(rel, text)| {
                    let file = ContentFile {
                        origin: format!("{BUILT_IN} {rel}"),
                        text: text.to_string(),
                    };
                    (rel.to_string(), file)
                })
                .collect(),
            built_in: true,
            ..Default::default()
        }
    }

    /// Lays the `.ron` files below `dir/assets` and `dir/scenarios` over these. Either folder
    /// may be missing; when `required`, `dir` must hold at least one of them. What cannot be
    /// read is kept as a problem (see [`ContentFiles::file_errors`]); a file that is not
    /// `.ron` is named in [`ContentFiles::warnings`].
    pub fn add_dir(&mut self, dir: &Path, required: bool) {
        let present: Vec<&str> = SUBFOLDERS
            .into_iter()
            .filter(|sub| dir.join(sub).is_dir())
            .collect();
        if present.is_empty() {
            if required {
                self.problems.push(FileError {
                    file: dir.display().to_string(),
                    line: None,
                    field: "-".into(),
                    message: format!(
                        "folder not found (expected `assets/` and/or `scenarios/` inside {})",
                        dir.display()
                    ),
                });
            }
            return;
        }
        let mut layer = Layer {
            dir: dir.to_path_buf(),
            replaced: 0,
            added: 0,
        };
        for sub in present {
            let mut found = Vec::new();
            if let Err(e) = collect(&dir.join(sub), sub, &mut found) {
                self.problems.push(FileError {
                    file: dir.join(sub).display().to_string(),
                    line: None,
                    field: "-".into(),
                    message: format!("cannot read the folder: {e}"),
                });
            }
            for (rel, path) in found {
                // Translations, read by `crate::i18n::files_below`.
                if rel.starts_with("assets/locales/") && rel.ends_with(".ftl") {
                    continue;
                }
                if !rel.ends_with(".ron") {
                    self.not_read.push(FileError {
                        file: path.display().to_string(),
                        line: None,
                        field: "-".into(),
                        message: format!("not read: {}", expected_patterns()),
                    });
                    continue;
                }
                match std::fs::read_to_string(&path) {
                    Ok(text) => {
                        let file = ContentFile {
                            origin: path.display().to_string(),
                            text,
                        };
                        match self.files.insert(rel, file) {
                            Some(_) => layer.replaced += 1,
                            None => layer.added += 1,
                        }
                    }
                    Err(e) => self.problems.push(FileError {
                        file: path.display().to_string(),
                        line: None,
                        field: "-".into(),
                        message: format!("cannot read the file: {e}"),
                    }),
                }
            }
        }
        self.layers.push(layer);
    }

    /// The file at `rel` (e.g. `scenarios/flophouse-fire.murder.ron`).
    pub fn get(&self, rel: &str) -> Option<&ContentFile> {
        self.files.get(rel)
    }

    /// Every file, by path.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &ContentFile)> {
        self.files.iter().map(|(rel, f)| (rel.as_str(), f))
    }

    /// The content files the game's loader reads: every one of a known kind in its place.
    pub fn read_by_game(&self) -> impl Iterator<Item = (&str, &ContentFile)> {
        self.iter().filter(|(rel, _)| place_error(rel).is_ok())
    }

    /// What is wrong before any file is parsed: folders or files that could not be read, and
    /// content files where the game does not read them.
    pub fn file_errors(&self) -> Vec<FileError> {
        let mut errors = self.problems.clone();
        for (rel, file) in self.iter() {
            if let Err(message) = place_error(rel) {
                errors.push(FileError {
                    file: file.origin.clone(),
                    line: None,
                    field: "-".into(),
                    message,
                });
            }
        }
        errors
    }

    /// Files below a content folder that the game does not read and that are not content
    /// (not `.ron`), each named with the patterns the game reads. They do not stop the game.
    pub fn warnings(&self) -> Vec<FileError> {
        self.not_read.clone()
    }

    /// Parses the files the game reads, in the order of their paths; the errors include
    /// [`ContentFiles::file_errors`].
    pub fn parse(&self) -> (ParsedFiles, Vec<FileError>) {
        let (parsed, mut more) = parse_files(
            self.read_by_game()
                .map(|(_, f)| (f.origin.clone(), f.text.clone()))
                .collect(),
        );
        let mut errors = self.file_errors();
        errors.append(&mut more);
        (parsed, errors)
    }

    /// Parses and validates the content.
    pub fn load(&self) -> Result<Content, Vec<FileError>> {
        let (parsed, mut errors) = self.parse();
        match Content::build(&parsed) {
            Ok(c) if errors.is_empty() => Ok(c),
            Ok(_) => Err(errors),
            Err(mut more) => {
                errors.append(&mut more);
                Err(errors)
            }
        }
    }

    /// What the content is made of, e.g. `the built-in content + /tmp/mine/content (1 replaced,
    /// 1 added)`.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.built_in {
            parts.push("the built-in content".to_string());
        }
        for l in &self.layers {
            parts.push(format!(
                "{} ({} replaced, {} added)",
                l.dir.display(),
                l.replaced,
                l.added
            ));
        }
        if !self.not_read.is_empty() {
            parts.push(format!("{} file(s) not read", self.not_read.len()));
        }
        if parts.is_empty() {
            "no content".into()
        } else {
            parts.join(" + ")
        }
    }

    /// The folders laid over the built-in content, in order (their translations, too, are
    /// laid over the built-in ones: see [`crate::i18n::files_below`]).
    pub fn dirs(&self) -> impl Iterator<Item = &Path> {
        self.layers.iter().map(|l| l.dir.as_path())
    }

    /// Whether any folder was laid over the built-in content.
    pub fn has_overrides(&self) -> bool {
        !self.layers.is_empty()
    }
}

/// The files the game reads, for messages: `assets/new-angeles.map.ron, ...,
/// scenarios/*.murder.ron`.
fn expected_patterns() -> String {
    let places: Vec<String> = PLACES
        .into_iter()
        .map(|(ext, place)| {
            if place.ends_with('/') {
                format!("`{place}*.{ext}`")
            } else {
                format!("`{place}`")
            }
        })
        .collect();
    format!("the game reads only {}", places.join(", "))
}

/// Whether the game reads the `.ron` file at `rel` (a path below the content folder), or why
/// not: a kind it does not know, or a kind out of its place.
fn place_error(rel: &str) -> Result<(), String> {
    let kind_of = |ext: &str| {
        rel.strip_suffix(ext)
            .is_some_and(|stem| stem.ends_with('.') && !stem.ends_with("/."))
    };
    let Some((ext, place)) = PLACES.into_iter().find(|(ext, _)| kind_of(ext)) else {
        return Err(format!(
            "not read: `{rel}` is no kind of content the game knows; {}",
            expected_patterns()
        ));
    };
    let ok = if place.ends_with('/') {
        rel.starts_with(place)
    } else {
        rel == place
    };
    if ok {
        Ok(())
    } else if place.ends_with('/') {
        Err(format!(
            "the game reads `.{ext}` files only below `{place}`; move it there"
        ))
    } else {
        Err(format!(
            "the game reads its `.{ext}` file only from `{place}`; name it so to replace the built-in one"
        ))
    }
}

/// Every file below `dir`, as (its path below the content folder, with `sub` first and `/`
/// between, and its real path), sorted.
fn collect(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for p in entries {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let below = format!("{rel}/{name}");
        if p.is_dir() {
            collect(&p, &below, out)?;
        } else {
            out.push((below, p));
        }
    }
    Ok(())
}

/// The user's content folder: `content` in the data folder ([`crate::storage::data_dir`], which
/// `NEW_ANGELES_DATA` overrides), e.g. `~/.local/share/new-angeles/content` on Linux.
pub fn user_dir() -> PathBuf {
    crate::storage::data_dir().join("content")
}

/// The built-in content, then the `user` folder if there is one, then `extra` (which must
/// exist).
pub fn layered(user: Option<&Path>, extra: Option<&Path>) -> ContentFiles {
    let mut files = ContentFiles::embedded();
    if let Some(user) = user {
        files.add_dir(user, false);
    }
    if let Some(extra) = extra {
        files.add_dir(extra, true);
    }
    files
}

/// What the game loads: the built-in content, the user's content folder, then `extra`
/// (`--content DIR`).
pub fn game_content(extra: Option<&Path>) -> ContentFiles {
    layered(Some(&user_dir()), extra)
}

/// Loads the content in `dir` laid over the built-in content (without the user's folder).
pub fn load_dir(dir: &Path) -> Result<Content, Vec<FileError>> {
    layered(None, Some(dir)).load()
}
