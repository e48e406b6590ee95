//! Content built into the program and the folders laid over it: the user's content folder
//! (`<data folder>/content`) and `--content DIR`. A file at the same path replaces the one
//! beneath it, a new path adds one, and `check` names a broken file by its real path.

use new_angeles::content::{self, BUILT_IN, ContentFiles};
use std::path::Path;

const FLOPHOUSE: &str = "scenarios/flophouse-fire.murder.ron";

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn flophouse_text() -> String {
    std::fs::read_to_string(repo().join(FLOPHOUSE)).unwrap()
}

/// Writes `text` at `rel` below `dir`, making its folders.
fn put(dir: &Path, rel: &str, text: &str) {
    let path = dir.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// A new murder: the flophouse fire under another id and name, its events renamed.
fn new_murder() -> String {
    let text = flophouse_text()
        .replacen("id: \"flophouse-fire\"", "id: \"user-arson\"", 1)
        .replacen(
            "name: \"The Flophouse Fire\"",
            "name: \"An Arson of the User's\"",
            1,
        )
        .replace("id: \"ff-", "id: \"ua-");
    assert!(text.contains("user-arson") && text.contains("\"ua-"));
    text
}

/// `text` with `from` replaced by `to` once, and the 1-based line `to` stands on.
fn edit(text: &str, from: &str, to: &str) -> (String, usize) {
    let out = text.replacen(from, to, 1);
    assert_ne!(out, text, "`{from}` not found");
    let line = out.lines().position(|l| l.contains(to)).unwrap() + 1;
    (out, line)
}

#[test]
fn the_built_in_content_is_the_repositorys_folders() {
    let embedded = ContentFiles::embedded();
    let mut folders = ContentFiles::default();
    folders.add_dir(repo(), true);
    assert!(
        folders.file_errors().is_empty(),
        "{:?}",
        folders.file_errors()
    );
    let paths = |f: &ContentFiles| f.iter().map(|(p, _)| p.to_string()).collect::<Vec<_>>();
    assert_eq!(paths(&embedded), paths(&folders));
    assert!(paths(&embedded).contains(&FLOPHOUSE.to_string()));
    assert!(
        paths(&embedded)
            .iter()
            .any(|p| p.starts_with("assets/cards/"))
    );
    for (rel, file) in embedded.iter() {
        assert_eq!(file.text, folders.get(rel).unwrap().text, "{rel}");
        assert_eq!(file.origin, format!("{BUILT_IN} {rel}"));
    }
    // Every built-in file is one the game reads.
    assert_eq!(embedded.read_by_game().count(), embedded.iter().count());
    let built_in = embedded.load().expect("the built-in content is sound");
    let from_folders = folders.load().expect("the repository's content is sound");
    assert_eq!(built_in.summary(), from_folders.summary());
    assert!(
        built_in.summary().starts_with("content ok: 57 locations, "),
        "{}",
        built_in.summary()
    );
    // The same files in the same order: the murders and cards are indexed alike.
    let ids = |c: &content::Content| {
        c.scenarios
            .iter()
            .map(|s| s.def.id.clone())
            .chain(c.cards.iter().map(|k| k.def.id.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&built_in), ids(&from_folders));
    assert_eq!(embedded.describe(), "the built-in content");
    assert!(!embedded.has_overrides());
}

#[test]
fn a_user_folder_replaces_a_murder_and_adds_one_and_content_dir_goes_last() {
    let user = tempfile::tempdir().unwrap();
    let (replaced, _) = edit(
        &flophouse_text(),
        "name: \"The Flophouse Fire\"",
        "name: \"The Flophouse Fire, as the user tells it\"",
    );
    put(user.path(), FLOPHOUSE, &replaced);
    put(
        user.path(),
        "scenarios/user-arson.murder.ron",
        &new_murder(),
    );
    // No assets/ in the user folder: the built-in ones stay.
    let files = content::layered(Some(user.path()), None);
    assert_eq!(
        files.get(FLOPHOUSE).unwrap().origin,
        user.path().join(FLOPHOUSE).display().to_string()
    );
    assert!(
        files.describe().ends_with("(1 replaced, 1 added)"),
        "{}",
        files.describe()
    );
    let c = files.load().expect("the user's content is sound");
    let builtin = super::content();
    assert_eq!(c.scenarios.len(), builtin.scenarios.len() + 1);
    let arson = c
        .scenario_index("user-arson")
        .expect("the new murder is there");
    assert_eq!(c.scenarios[arson].def.name, "An Arson of the User's");
    let fire = c.scenario_index("flophouse-fire").unwrap();
    assert_eq!(
        c.scenarios[fire].def.name,
        "The Flophouse Fire, as the user tells it"
    );
    assert_eq!(c.map.locations.len(), builtin.map.locations.len());
    assert_eq!(c.cards.len(), builtin.cards.len());

    // `--content DIR` is laid over the user folder.
    let extra = tempfile::tempdir().unwrap();
    let (again, _) = edit(
        &flophouse_text(),
        "name: \"The Flophouse Fire\"",
        "name: \"The Flophouse Fire, from --content\"",
    );
    put(extra.path(), FLOPHOUSE, &again);
    let c = content::layered(Some(user.path()), Some(extra.path()))
        .load()
        .unwrap();
    let fire = c.scenario_index("flophouse-fire").unwrap();
    assert_eq!(
        c.scenarios[fire].def.name,
        "The Flophouse Fire, from --content"
    );
    assert!(c.scenario_index("user-arson").is_some());

    // A missing user folder is no error; a missing --content folder is.
    let none = user.path().join("nothing-here");
    assert!(content::layered(Some(&none), None).load().is_ok());
    let errors = content::layered(None, Some(&none)).load().unwrap_err();
    assert!(errors[0].message.contains("folder not found"), "{errors:?}");
}

#[test]
fn a_broken_user_file_is_named_with_its_path_line_and_field() {
    let user = tempfile::tempdir().unwrap();
    // A syntax error in a replaced murder.
    let (syntax, syntax_line) = edit(&flophouse_text(), "scene: \"tonys-flophouse\"", "scene: 42");
    put(user.path(), FLOPHOUSE, &syntax);
    // A bad reference in a new one.
    let (bad_ref, ref_line) = edit(
        &new_murder(),
        "scene: \"tonys-flophouse\"",
        "scene: \"nowhere-at-all\"",
    );
    put(user.path(), "scenarios/user-arson.murder.ron", &bad_ref);
    // A murder where the game does not read murders.
    put(user.path(), "assets/cards/stray.murder.ron", &new_murder());
    let errors = content::layered(Some(user.path()), None)
        .load()
        .unwrap_err();
    let find = |rel: &str| {
        let path = user.path().join(rel).display().to_string();
        errors
            .iter()
            .find(|e| e.file == path)
            .unwrap_or_else(|| panic!("no error names {path}: {errors:?}"))
    };
    let e = find(FLOPHOUSE);
    assert_eq!((e.line, e.field.as_str()), (Some(syntax_line), "scene"));
    let e = find("scenarios/user-arson.murder.ron");
    assert_eq!((e.line, e.field.as_str()), (Some(ref_line), "scene"));
    assert!(e.to_string().contains("nowhere-at-all"), "{e}");
    let e = find("assets/cards/stray.murder.ron");
    assert!(e.message.contains("scenarios/"), "{e}");
    assert_eq!(errors.len(), 3, "{errors:?}");
}

/// The built program, run alone in an empty folder: `check` passes on its built-in content,
/// and takes the user folder from `NEW_ANGELES_DATA`.
#[test]
fn check_runs_from_an_empty_folder_and_reads_the_user_folder() {
    let here = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let check = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_new-angeles"))
            .arg("check")
            .current_dir(here.path())
            .env("NEW_ANGELES_DATA", data.path())
            .output()
            .unwrap()
    };
    let out = check();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(stdout.trim(), super::content().summary());

    put(
        data.path(),
        "content/scenarios/user-arson.murder.ron",
        &new_murder(),
    );
    let out = check();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("7 scenarios"), "{stdout}");

    let (broken, line) = edit(&new_murder(), "scene: \"tonys-flophouse\"", "scene: 42");
    put(
        data.path(),
        "content/scenarios/user-arson.murder.ron",
        &broken,
    );
    let out = check();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let path = data.path().join("content/scenarios/user-arson.murder.ron");
    assert!(
        stderr.contains(&format!("{}:{line}: field `scene`", path.display())),
        "{stderr}"
    );
}

/// Every file below a content folder is read, or named with why not and the pattern the game
/// expects: a murder named `my-murder.ron` (not `*.murder.ron`) is an error, a file that is
/// not `.ron` a warning; neither is silently counted.
#[test]
fn a_file_the_game_does_not_read_is_named_with_the_pattern_expected() {
    let dir = tempfile::tempdir().unwrap();
    put(dir.path(), "scenarios/my-murder.ron", &new_murder());
    put(
        dir.path(),
        "scenarios/notes.txt",
        "my murder, work in progress",
    );
    put(dir.path(), "assets/cards/extra.card.ron", "[]");
    let files = content::layered(None, Some(dir.path()));
    let errors = files.load().expect_err("a murder the game would not read");
    let named = |name: &str| {
        errors
            .iter()
            .find(|e| e.file.ends_with(name))
            .unwrap_or_else(|| panic!("{name} not named in {errors:?}"))
            .clone()
    };
    for name in ["scenarios/my-murder.ron", "assets/cards/extra.card.ron"] {
        let e = named(name);
        assert!(
            e.message.contains("not read")
                && e.message.contains("`scenarios/*.murder.ron`")
                && e.message.contains("`assets/cards/*.cards.ron`"),
            "{e}"
        );
    }
    assert_eq!(errors.len(), 2, "{errors:?}");
    let warnings = files.warnings();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].file.ends_with("scenarios/notes.txt")
            && warnings[0].message.contains("`scenarios/*.murder.ron`"),
        "{}",
        warnings[0]
    );
    assert!(
        files.describe().contains("1 file(s) not read"),
        "{}",
        files.describe()
    );

    // `check` says the same, and reads the murder once it is named as the game expects.
    let check = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_new-angeles"))
            .arg("check")
            .arg(dir.path())
            .env("NEW_ANGELES_DATA", dir.path().join("no-data"))
            .output()
            .unwrap()
    };
    let out = check();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("my-murder.ron: field `-`: not read"),
        "{stderr}"
    );
    assert!(
        stderr.contains("warning: ") && stderr.contains("notes.txt"),
        "{stderr}"
    );
    std::fs::rename(
        dir.path().join("scenarios/my-murder.ron"),
        dir.path().join("scenarios/my-murder.murder.ron"),
    )
    .unwrap();
    std::fs::remove_file(dir.path().join("assets/cards/extra.card.ron")).unwrap();
    let out = check();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("7 scenarios"), "{stdout}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("notes.txt"));
}
