//! The log panel's "Skip passes": the lines it leaves out are exactly the choices not to act.

use super::*;
use new_angeles::game::{GameConfig, GameLog, Phase};
use new_angeles::ui::panels::log::is_pass;

#[test]
fn skip_passes_leaves_out_choices_not_to_act_and_nothing_that_changed_the_game() {
    let mut passes = 0;
    let mut kept = 0;
    for seed in 0..3 {
        let mut app = sim::headless_game(content(), GameConfig::new(4, 0, 300 + seed));
        sim::play_out_app(&mut app, 200_000);
        assert_eq!(sim::phase(&app), Phase::CaseClosed, "seed {seed}");
        for e in &app.world().resource::<GameLog>().0 {
            let t = &en(&e.text);
            // What moved a piece, drew or played a card, or placed evidence is never skipped.
            let acted = [
                " moves from ",
                " follows up ",
                " plays ",
                " draws ",
                " places ",
            ]
            .iter()
            .any(|w| t.contains(w));
            if acted {
                assert!(!is_pass(&e.text), "skipped though it acted: {t}");
            }
            if is_pass(&e.text) {
                passes += 1;
            } else {
                kept += 1;
            }
        }
    }
    // Bots let some offers go in three whole games; most lines are kept.
    assert!(passes > 0, "no pass found in three games");
    assert!(
        kept > 10 * passes,
        "{passes} passes against {kept} lines kept"
    );
}
