//! Embeds the game's own content: every `.ron` file below `assets/` and `scenarios/` goes into
//! a table of `(relative path, include_str!(...))` in `OUT_DIR/embedded_content.rs`, which
//! `src/content/files.rs` includes. Adding or editing a content file needs no code change, only
//! a rebuild (cargo reruns this script when either folder changes).
//!
//! It also packs the release binary's relative relocations (`-z pack-relative-relocs`, DT_RELR)
//! where the C library can load them: 356,000 of them took 8.5 MB as plain RELA entries.
//! And it leaves the unwind tables out of the release program (see [`drop_unwind_tables`]).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo"));
    let mut files = Vec::new();
    for sub in ["assets", "scenarios"] {
        println!("cargo:rerun-if-changed={sub}");
        collect(&root, &root.join(sub), &mut files);
    }
    files.sort();
    let mut out = String::from(
        "/// The built-in content files: (path below the content folder, text), sorted by path.\n\
         pub static EMBEDDED: &[(&str, &str)] = &[\n",
    );
    for (rel, abs) in &files {
        writeln!(out, "    ({rel:?}, include_str!({abs:?})),").unwrap();
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("run by cargo"))
        .join("embedded_content.rs");
    std::fs::write(dest, out).expect("write the embedded content table");
    pack_relocations();
    drop_unwind_tables();
}

/// The release program (profile `release` without debug info, for Linux/glibc) is linked
/// without its unwind tables (`.eh_frame`, 6.5 MB, and its index `.eh_frame_hdr`, 1.3 MB): a
/// linker script in `OUT_DIR` discards them. They serve only to unwind and to walk the stack
/// for a backtrace, and that program does neither: it is built with `panic = "abort"` and
/// stripped of symbols (a backtrace would name nothing). A panic still prints its message and
/// place.
///
/// A build script cannot see the profile's panic strategy, so "without debug info" stands in
/// for it: the `profiling` profile has debug info and unwinds (and `perf --call-graph dwarf`
/// reads the tables), dev and test builds have it too. The one build that unwinds without
/// debug info is the program `cargo test --release` builds for the tests that run it: a panic
/// there aborts instead of unwinding (the suite runs in the dev profile). Set
/// `NEW_ANGELES_KEEP_UNWIND_TABLES=1` to keep them. Left out, too, where the linker may not
/// take the script (mold, gold) and for a static glibc (its start files read `.eh_frame`).
fn drop_unwind_tables() {
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    println!("cargo:rerun-if-env-changed=NEW_ANGELES_KEEP_UNWIND_TABLES");
    let flags = var("CARGO_ENCODED_RUSTFLAGS");
    if var("PROFILE") != "release"
        || var("DEBUG") != "false"
        || var("CARGO_CFG_TARGET_OS") != "linux"
        || var("CARGO_CFG_TARGET_ENV") != "gnu"
        || var("CARGO_CFG_TARGET_FEATURE").contains("crt-static")
        || flags.contains("mold")
        || flags.contains("gold")
        || !var("NEW_ANGELES_KEEP_UNWIND_TABLES").is_empty()
    {
        return;
    }
    let script = PathBuf::from(var("OUT_DIR")).join("no-unwind-tables.ld");
    // `INSERT` adds to the linker's own script instead of replacing it (GNU ld and lld).
    std::fs::write(
        &script,
        "SECTIONS { /DISCARD/ : { *(.eh_frame) *(.eh_frame_hdr) } } INSERT AFTER .text;\n",
    )
    .expect("write the linker script");
    let script = script.display().to_string();
    if script.contains(',') {
        return; // `-Wl,` would split the path.
    }
    println!("cargo:rustc-link-arg-bins=-Wl,-T,{script}");
    println!("cargo:rustc-link-arg-bins=-Wl,--no-eh-frame-hdr");
}

/// Release builds (and the `profiling` profile, which inherits from release) for Linux/glibc
/// link with `-z pack-relative-relocs` when the C library here defines `GLIBC_ABI_DT_RELR`
/// (glibc 2.36 and later). A binary linked so needs that glibc to start, so an older system
/// builds without it, and nothing else changes. The C library is looked at again when it
/// changes.
fn pack_relocations() {
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    if var("PROFILE") != "release"
        || var("CARGO_CFG_TARGET_OS") != "linux"
        || var("CARGO_CFG_TARGET_ENV") != "gnu"
        || var("TARGET") != var("HOST")
    {
        return;
    }
    let libcs = [
        "/lib/x86_64-linux-gnu/libc.so.6",
        "/lib/aarch64-linux-gnu/libc.so.6",
        "/usr/lib/x86_64-linux-gnu/libc.so.6",
        "/usr/lib64/libc.so.6",
        "/lib64/libc.so.6",
        "/usr/lib/libc.so.6",
    ];
    let mut glibc_has_relr = false;
    for path in libcs {
        if let Ok(bytes) = std::fs::read(path) {
            println!("cargo:rerun-if-changed={path}");
            glibc_has_relr |= bytes.windows(17).any(|w| w == b"GLIBC_ABI_DT_RELR");
        }
    }
    if glibc_has_relr {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// Every `.ron` file below `dir`, as (path relative to `root` with `/` separators, absolute
/// path).
fn collect(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.expect("read a content folder").path();
        if path.is_dir() {
            collect(root, &path, out);
        } else if path.to_string_lossy().ends_with(".ron") {
            let rel = path
                .strip_prefix(root)
                .expect("below the crate folder")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            out.push((rel, path.display().to_string()));
        }
    }
}
