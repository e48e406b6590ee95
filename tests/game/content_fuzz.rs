//! Untrusted content: a content folder is a user's. The built-in files are mutated at random
//! (numbers, bytes, spans, tokens, lines — see [`mutate`]), one file a case, laid over the
//! built-in content as `check DIR` does: each mutant is either refused, every error naming
//! a content file, its line and field, or accepted — and then a short bot game on it never
//! panics.

use super::save_fuzz::mutate;
use super::*;
use new_angeles::content::ContentFiles;
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

#[test]
fn mutated_content_is_refused_with_its_place_or_plays() {
    let built_in: Vec<(String, String)> = ContentFiles::embedded()
        .iter()
        .map(|(rel, f)| (rel.to_string(), f.text.clone()))
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    let (mut accepted, mut refused, mut games) = (0, 0, 0);
    for case in 0..160 {
        let (rel, text) = &built_in[rng.random_range(0..built_in.len())];
        let (mutant, what) = mutate(&mut rng, text);
        let what = format!("case {case}: {rel}: {what}");
        let folder = dir.path().join(format!("case-{case}"));
        let path = folder.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &mutant).unwrap();
        let files = content::layered(None, Some(&folder));
        let loaded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| files.load()))
            .unwrap_or_else(|_| panic!("{what}: check panicked"));
        match loaded {
            Err(errors) => {
                refused += 1;
                assert!(!errors.is_empty(), "{what}");
                for e in &errors {
                    assert!(
                        e.file.ends_with(".ron") && !e.field.is_empty() && !e.message.is_empty(),
                        "{what}: {e}"
                    );
                }
                let here = path.display().to_string();
                assert!(
                    errors.iter().any(|e| e.file == here && e.line.is_some()),
                    "{what}: no error names {here} and a line: {errors:#?}"
                );
            }
            Ok(c) => {
                accepted += 1;
                // A short bot game on the content it accepted (the first days).
                let config = GameConfig::new(4, 0, case);
                let ok = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let mut app = sim::headless_game(c, config);
                    if sim::refused(&app).is_none() {
                        for _ in 0..150 {
                            app.update();
                        }
                        true
                    } else {
                        false
                    }
                }))
                .unwrap_or_else(|_| panic!("{what}: a bot game on accepted content panicked"));
                games += ok as u32;
            }
        }
    }
    assert!(refused > 40, "{refused} refused");
    assert!(
        accepted > 20 && games > 20,
        "{accepted} accepted, {games} games"
    );
}
