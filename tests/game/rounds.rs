//! The day loop (R-ROUND-1…8).

use super::*;
use new_angeles::game::{At, GameLog, HeroMarker, Informant, Outcome, Phase};
use new_angeles::rules::is_climax;

// R-ROUND-1, R-ROUND-7: two weeks of six days; each seat one turn a day from the first player
// clockwise; the case closes after day 6 of week 2.
#[test]
fn r_round_1_twelve_days_each_seat_one_turn_in_order() {
    let mut app = game_with(
        "evil-at-the-estates",
        &["caprice", "floyd", "rachel", "louis"],
        20,
    );
    let mut days = 0;
    while sim::phase(&app) != Phase::CaseClosed {
        let c = clock(&app);
        let mut order = Vec::new();
        for _ in 0..4 {
            order.push(active(&app));
            act(&mut app, Action::EndTurn).unwrap();
            app.update();
        }
        let first = c.first_player;
        assert_eq!(
            order,
            (0..4)
                .map(|i| SeatId::from_index((first.index() + i) % 4))
                .collect::<Vec<_>>(),
            "day {days}"
        );
        days += 1;
        assert!(days <= 12);
    }
    assert_eq!(days, 12);
    assert!(app.world().get_resource::<Outcome>().is_some());
    // No more turns once the case is closed.
    assert!(act(&mut app, Action::EndTurn).is_err());
}

// R-ROUND-2, R-ROUND-3: 6 Time a turn (Floyd 7); actions cost 1; out of Time ends the turn.
#[test]
fn r_round_2_six_time_a_turn_and_running_out_ends_it() {
    let mut app = game_with("evil-at-the-estates", &["rachel", "floyd", "caprice"], 21);
    assert_eq!(clock(&app).time, 6);
    // Rachel walks between Tony's Flophouse and the Narrows Free Clinic six times.
    for i in 0..6 {
        let to = if i % 2 == 0 {
            "narrows-free-clinic"
        } else {
            "tonys-flophouse"
        };
        assert_eq!(active(&app), SeatId(0));
        act(&mut app, Action::Move { to: loc(to) }).unwrap();
    }
    // Out of Time: the turn passed to Floyd, who has 7 (his Third Directive).
    assert_eq!(active(&app), SeatId(1));
    assert_eq!(clock(&app).time, 7);
    let log = app.world().resource::<GameLog>();
    assert!(log.0.iter().any(|e| en(&e.text).contains("no Time left")));
}

// R-ROUND-4, R-ROUND-6: get a jump on the case on the scene, and become first player.
#[test]
fn r_round_4_and_6_jump_on_the_case_makes_you_first_player() {
    // Flophouse Fire: the scene is Tony's Flophouse, where Rachel starts.
    let mut app = game_with("flophouse-fire", &["caprice", "rachel", "louis"], 22);
    assert_eq!(active(&app), SeatId(0));
    let why = act(&mut app, Action::JumpOnTheCase).unwrap_err();
    assert!(why.contains("scene of the crime"), "{why}");
    act(&mut app, Action::EndTurn).unwrap();
    assert_eq!(active(&app), SeatId(1));
    act(&mut app, Action::JumpOnTheCase).unwrap();
    // 2 Time, not 1: the smouldering ruins are this murder's own rule (R-MURDER-4).
    assert_eq!(clock(&app).time, 4);
    let mut q = app.world_mut().query::<(&HeroMarker, &At)>();
    let heroes: Vec<_> = q.iter(app.world()).map(|(h, a)| (*h, a.0)).collect();
    assert_eq!(
        heroes,
        vec![(HeroMarker { seat: SeatId(1) }, loc("tonys-flophouse"))],
        "replaced, not added"
    );
    assert!(
        act(&mut app, Action::JumpOnTheCase)
            .unwrap_err()
            .contains("already")
    );
    act(&mut app, Action::EndTurn).unwrap();
    act(&mut app, Action::EndTurn).unwrap();
    app.update();
    let c = clock(&app);
    assert_eq!((c.day, c.first_player), (2, SeatId(1)));
    assert_eq!(active(&app), SeatId(1));
}

// R-ROUND-5, R-ROUND-7: the day marker advances; at the end of week 1 Lily and Jimmy move.
#[test]
fn r_round_5_and_7_days_advance_and_week_two_moves_lily_and_jimmy() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 23);
    let c = content();
    let scenario = &c.scenarios[c.scenario_index("evil-at-the-estates").unwrap()];
    for day in 1..=6 {
        assert_eq!((clock(&app).week, clock(&app).day), (1, day));
        finish_day(&mut app);
    }
    assert_eq!((clock(&app).week, clock(&app).day), (2, 1));
    let mut informants = app.world_mut().query::<(&Informant, &At)>();
    let at: Vec<(Informant, LocId)> = informants
        .iter(app.world())
        .map(|(w, a)| (*w, a.0))
        .collect();
    assert_eq!(at.len(), 2);
    assert!(at.contains(&(Informant::Lily, scenario.lily[1])));
    assert!(at.contains(&(Informant::Jimmy, scenario.jimmy[1])));
}

// R-ROUND-8
#[test]
fn r_round_8_the_climax_is_the_last_two_days() {
    let climax: Vec<(u8, u8)> = (1..=2)
        .flat_map(|w| (1..=6).map(move |d| (w, d)))
        .filter(|&(w, d)| is_climax(w, d))
        .collect();
    assert_eq!(climax, vec![(2, 5), (2, 6)]);
}

// R-ROUND-2 (D-12): Floyd has 7 Time a turn while his Third Directive is in play; the
// Directives never leave play in this game, so his 7 Time holds in week 2 as in week 1 (his
// plot's own Time rules aside), while the others have 6.
#[test]
fn r_round_2_floyd_has_7_time_while_the_third_directive_is_in_play() {
    use new_angeles::content::Rule;
    let mut app = game_with("evil-at-the-estates", &["floyd", "caprice", "rachel"], 23);
    let c = content();
    let floyd = c.detective_index("floyd").unwrap();
    let third = |c: &Content| {
        c.detectives[floyd]
            .def
            .setup
            .rules
            .iter()
            .any(|r| matches!(r, new_angeles::content::DetectiveRule::HomeBy { .. }))
    };
    assert!(third(&c), "the Third Directive is in play from setup");
    assert_eq!(c.detectives[floyd].def.time_per_turn, 7);
    let mut seen = 0;
    for _ in 0..40 {
        if (clock(&app).week, clock(&app).day) > (2, 2) {
            break;
        }
        let seat = active(&app);
        if clock(&app).time == 0 {
            act(&mut app, Action::EndTurn).unwrap();
            app.update();
            continue;
        }
        let s = super::investigation::view(&mut app, None);
        let plot = s.seats[seat].rule_sum(|r| matches!(r, Rule::TimePerTurn(_)));
        let base = if seat == SeatId(0) { 7 } else { 6 };
        assert_eq!(
            clock(&app).time as i32,
            base + plot,
            "week {} day {}, seat {}",
            clock(&app).week,
            clock(&app).day,
            seat.index()
        );
        if seat == SeatId(0) && clock(&app).week == 2 {
            seen += 1;
        }
        act(&mut app, Action::EndTurn).unwrap();
        app.update();
    }
    assert!(seen > 0, "Floyd played in week 2");
}
