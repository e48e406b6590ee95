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

/// The filter on one detective keeps its own lines and the others' that name it (fe14: a card
/// that sent Louis to the NAPD was missing from Louis's lines), and no line that does neither.
#[test]
fn one_detectives_lines_include_what_others_did_to_them() {
    use new_angeles::ui::panels::log::about;
    let mut app = sim::headless_game(content(), GameConfig::new(4, 0, 301));
    sim::play_out_app(&mut app, 200_000);
    let table = public_table(&app);
    let log = &app.world().resource::<GameLog>().0;
    let mut done_to = 0;
    for (i, st) in table.seats.iter().enumerate() {
        let seat = SeatId(i as u8);
        for e in log {
            let named = e.text.names(st.detective);
            assert_eq!(about(&table, seat, e), e.seat == Some(seat) || named);
            if e.seat.is_some_and(|s| s != seat) && named {
                done_to += 1;
                assert!(about(&table, seat, e), "{}", en(&e.text));
            }
        }
    }
    assert!(done_to > 20, "others' lines naming a detective: {done_to}");
}

/// Round 48 of issue 31: an NPC's event in a game without its detective read, in the log, as if
/// that detective played (Floyd's words in a game without Floyd). The line says the detective
/// is not in this game exactly when the event's NPC belongs to a detective nobody plays.
#[test]
fn an_event_of_an_absent_detective_says_so_in_the_log() {
    use new_angeles::ui::panels::log::shown_text;
    let c = content();
    let (mut absent, mut seated) = (0, 0);
    for seed in 0..4 {
        let mut app = sim::headless_game(c.clone(), GameConfig::new(3, 0, 310 + seed));
        sim::play_out_app(&mut app, 200_000);
        let table = public_table(&app);
        for e in &app.world().resource::<GameLog>().0 {
            let Some(new_angeles::model::Arg::Event(id)) = e.text.arg("event") else {
                continue;
            };
            if e.text.key() != "log-event" {
                continue;
            }
            let owner = c.events[id.index()].npcs.first().map(|(n, _)| n.detective);
            let away = owner.is_some_and(|d| !table.seats.iter().any(|s| s.detective == d));
            let line = shown_text(&c, &table, &e.text);
            assert_eq!(line.contains("is not in this game"), away, "{line}");
            if away {
                absent += 1;
                let name = &c.detectives[owner.unwrap()].def.name;
                assert!(line.contains(name.as_str()), "{line}");
            } else {
                seated += 1;
            }
        }
    }
    assert!(absent > 0 && seated > 0, "{absent} absent, {seated} seated");
}

/// The public table of the game in `app`.
fn public_table(app: &App) -> new_angeles::game::PublicTable {
    app.world()
        .resource::<new_angeles::game::Table>()
        .public
        .clone()
}
