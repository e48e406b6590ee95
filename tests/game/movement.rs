//! The vehicle ruler and movement (R-MOVE-1…5), pure functions and through the game.

use super::*;
use new_angeles::game::{DetectiveFigure, DropshipPasses, Supply};
use new_angeles::rules::{MoveVia, entry_cost, move_options, reach};

fn ruler(id: &str) -> f32 {
    let c = content();
    c.detectives[c.detective_index(id).unwrap()].def.ruler_mm
}

fn dist(a: &str, b: &str) -> f32 {
    let c = content();
    c.map.loc(loc(a)).pos.distance(c.map.loc(loc(b)).pos)
}

// R-MOVE-1: a pair just inside and one just outside Floyd's ruler, with real map coordinates.
#[test]
fn r_move_1_ruler_reach_just_inside_and_just_outside() {
    let c = content();
    let floyd = ruler("floyd");
    let inside = dist("haas-bioroid", "heinlein-customs");
    let outside = dist("haas-bioroid", "order-of-sol");
    assert!(
        inside <= floyd && floyd - inside < 15.0,
        "inside pair {inside} vs ruler {floyd}"
    );
    assert!(
        outside > floyd && outside - floyd < 15.0,
        "outside pair {outside} vs ruler {floyd}"
    );
    assert_eq!(
        reach(&c.map, loc("haas-bioroid"), loc("heinlein-customs"), floyd),
        Ok(MoveVia::Ruler)
    );
    let why = reach(&c.map, loc("haas-bioroid"), loc("order-of-sol"), floyd).unwrap_err();
    let why = en(&why);
    assert!(
        why.contains("too far for one move") && why.contains("R-MOVE-1"),
        "{why}"
    );
    // Caprice's longer ruler does reach it (rulers differ, R-COMP-6).
    assert!(ruler("caprice") > floyd);
    assert_eq!(
        reach(
            &c.map,
            loc("haas-bioroid"),
            loc("order-of-sol"),
            ruler("caprice")
        ),
        Ok(MoveVia::Ruler)
    );
}

// R-MOVE-2
#[test]
fn r_move_2_no_ruler_reaches_between_earth_and_moon() {
    let c = content();
    let d = dist("union-market", "tranquility-domes");
    let long = ruler("caprice");
    assert!(d < long, "the pair must look close enough: {d}");
    let why = reach(&c.map, loc("union-market"), loc("tranquility-domes"), long).unwrap_err();
    let why = en(&why);
    assert!(why.contains("R-MOVE-2"), "{why}");
    let from_earth = move_options(&c.map, loc("union-market"), 10_000.0, &[]);
    assert!(
        from_earth
            .iter()
            .all(|o| c.map.loc(o.to).area != new_angeles::content::Area::Moon)
    );
}

// R-MOVE-3
#[test]
fn r_move_3_beanstalk_entered_at_ends_and_walked_one_step_at_a_time() {
    let c = content();
    let long = 10_000.0;
    // Enter only at the ends.
    assert_eq!(
        reach(&c.map, loc("union-market"), loc("the-root"), long),
        Ok(MoveVia::Ruler)
    );
    assert!(
        en(&reach(&c.map, loc("union-market"), loc("midway"), long).unwrap_err())
            .contains("R-MOVE-3")
    );
    assert_eq!(
        reach(&c.map, loc("melange-mining"), loc("starport-kaguya"), long),
        Ok(MoveVia::Ruler)
    );
    assert!(
        reach(
            &c.map,
            loc("melange-mining"),
            loc("challenger-memorial-ferry"),
            long
        )
        .is_err()
    );
    // One step at a time, either way.
    assert_eq!(
        reach(&c.map, loc("the-root"), loc("midway"), 1.0),
        Ok(MoveVia::Beanstalk)
    );
    assert_eq!(
        reach(&c.map, loc("castle-club"), loc("midway"), 1.0),
        Ok(MoveVia::Beanstalk)
    );
    assert!(reach(&c.map, loc("the-root"), loc("castle-club"), long).is_err());
    // Leave only from an end, and each end only to its own city.
    assert!(
        en(&reach(&c.map, loc("castle-club"), loc("wyldside"), long).unwrap_err())
            .contains("R-MOVE-3")
    );
    assert_eq!(
        reach(&c.map, loc("the-root"), loc("jinteki"), long),
        Ok(MoveVia::Ruler)
    );
    assert!(reach(&c.map, loc("the-root"), loc("haas-bioroid"), long).is_err());
    assert_eq!(
        reach(&c.map, loc("starport-kaguya"), loc("order-of-sol"), long),
        Ok(MoveVia::Ruler)
    );
    let mid = move_options(&c.map, loc("castle-club"), long, &[]);
    let mut to: Vec<&str> = mid.iter().map(|o| c.map.loc(o.to).id.as_str()).collect();
    to.sort();
    assert_eq!(to, ["challenger-memorial-ferry", "midway"]);
}

// R-MAP-5: the ruler's tag on a restricted place says why it costs 3 ("restricted" under the
// Time); with the mover's warrant there it is a plain 1 Time.
#[test]
fn r_map_5_the_rulers_tag_says_a_restricted_place_costs_three() {
    use new_angeles::ui::board::input::{reach_words, restricted_cost};
    let c = content();
    let from = loc("levy-university");
    let near = move_options(&c.map, from, 400.0, &[]);
    let o = near
        .iter()
        .find(|o| o.to == loc("jinteki"))
        .expect("Jinteki in reach of Levy University");
    assert_eq!(o.cost, 3);
    let words = reach_words(o, &[], restricted_cost(&c.map, o));
    assert!(
        words[0].contains("3 Time") && words[0].contains("restricted"),
        "{words:?}"
    );
    let warranted = move_options(&c.map, from, 400.0, &[loc("jinteki")]);
    let w = warranted.iter().find(|o| o.to == loc("jinteki")).unwrap();
    assert!(!restricted_cost(&c.map, w));
    assert_eq!(reach_words(w, &[], false)[0], "1 Time");
}

// R-MOVE-4, R-MAP-5, D-20: only the mover's own warrant spares it the extra Time.
#[test]
fn r_move_4_restricted_costs_three_without_your_own_warrant() {
    let c = content();
    assert_eq!(entry_cost(&c.map, loc("jinteki"), &[]), 3);
    assert_eq!(entry_cost(&c.map, loc("jinteki"), &[loc("jinteki")]), 1);
    assert_eq!(entry_cost(&c.map, loc("wyldside"), &[]), 1);

    // In a game: Caprice holds a warrant on Jinteki (R-SETUP-13), Louis does not.
    // Caprice starts at Levy University; Louis at NAPD (with no warrant there).
    let mut app = game_with("evil-at-the-estates", &["louis", "caprice", "rachel"], 3);
    // Louis: NAPD -> Humanity Labor (1) then back into NAPD costs 3 without a warrant.
    act(
        &mut app,
        Action::Move {
            to: loc("humanity-labor"),
        },
    )
    .unwrap();
    act(&mut app, Action::Move { to: loc("napd") }).unwrap();
    assert_eq!(clock(&app).time, 2);
    act(&mut app, Action::EndTurn).unwrap();
    // Caprice into Jinteki: 1 Time with her warrant.
    act(
        &mut app,
        Action::Move {
            to: loc("wyldside"),
        },
    )
    .unwrap();
    act(&mut app, Action::Move { to: loc("jinteki") }).unwrap();
    assert_eq!(clock(&app).time, 4);
    act(&mut app, Action::EndTurn).unwrap();
    // Rachel (no warrant) pays 3 to enter NAPD, and is refused when 2 are left.
    act(&mut app, Action::Move { to: loc("napd") }).unwrap();
    assert_eq!(clock(&app).time, 3);
    act(
        &mut app,
        Action::Move {
            to: loc("bayside-ward"),
        },
    )
    .unwrap();
    assert_eq!(clock(&app).time, 2);
    let why = act(&mut app, Action::Move { to: loc("napd") }).unwrap_err();
    assert!(
        why.contains("costs 3 Time") && why.contains("2 left"),
        "{why}"
    );
}

// R-MOVE-5
#[test]
fn r_move_5_dropship_pass_goes_anywhere_for_one_time_and_returns_to_napd() {
    let mut app = game_with("evil-at-the-estates", &["raymond", "caprice", "rachel"], 5);
    let supply_before = app.world().resource::<Supply>().dropship_passes;
    // Raymond starts on Earth; the pass takes him straight onto the Beanstalk's middle.
    act(
        &mut app,
        Action::Dropship {
            to: loc("castle-club"),
        },
    )
    .unwrap();
    assert_eq!(clock(&app).time, 5);
    let mut q = app
        .world_mut()
        .query::<(&DetectiveFigure, &At, &DropshipPasses)>();
    let (_, at, passes) = q
        .iter(app.world())
        .find(|(f, _, _)| f.seat == SeatId(0))
        .unwrap();
    assert_eq!(at.0, loc("castle-club"));
    assert_eq!(passes.0, 0);
    assert_eq!(
        app.world().resource::<Supply>().dropship_passes,
        supply_before + 1
    );
    let why = act(
        &mut app,
        Action::Dropship {
            to: loc("order-of-sol"),
        },
    )
    .unwrap_err();
    assert!(why.contains("no dropship pass"), "{why}");
}

use new_angeles::game::At;

// R-MOVE-1: through the game, a move costs 1 Time, and an illegal move is refused with a reason.
#[test]
fn r_move_1_a_move_spends_one_time_and_illegal_moves_say_why() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 9);
    let before = clock(&app).time;
    act(
        &mut app,
        Action::Move {
            to: loc("kessler-clinic"),
        },
    )
    .unwrap();
    assert_eq!(clock(&app).time, before - 1);
    let why = act(
        &mut app,
        Action::Move {
            to: loc("eastside-tenements"),
        },
    )
    .unwrap_err();
    assert!(why.contains("too far for one move"), "{why}");
    assert_eq!(clock(&app).time, before - 1, "a refused move costs nothing");
    // Not your turn.
    let why = send(
        &mut app,
        Command {
            seat: SeatId(1),
            action: Action::EndTurn,
        },
    )
    .unwrap_err();
    assert!(why.contains("turn"), "{why}");
}

// R-LEAD-2: same type, free of leads, outside the chooser's district, with the fallback.
#[test]
fn r_lead_2_lead_destinations_follow_the_four_limits() {
    use new_angeles::rules::lead_destinations;
    let c = content();
    let map = &c.map;
    let from = loc("union-market"); // business, Downtown
    let chooser = loc("napd"); // Bayside
    let leads = [loc("weyland-real-estate"), loc("lantern-market")];
    let d = lead_destinations(map, from, &leads, chooser);
    assert!(!d.is_empty());
    for l in &d {
        let x = map.loc(*l);
        assert_eq!(x.kind, map.loc(from).kind, "{}", x.name);
        assert_ne!(*l, from);
        assert!(!leads.contains(l), "{} holds a lead", x.name);
        assert_ne!(
            x.district,
            map.loc(chooser).district,
            "{} is in the chooser's district",
            x.name
        );
    }
    assert!(d.contains(&loc("jinteki")) && d.contains(&loc("melange-mining")));
    // Fallback: when every free place of the type is in the chooser's district, it may be used.
    let all_business: Vec<LocId> = map
        .ids()
        .filter(|&l| {
            map.loc(l).kind == map.loc(from).kind
                && map.loc(l).district != map.loc(chooser).district
                && l != from
        })
        .collect();
    let d = lead_destinations(map, from, &all_business, chooser);
    assert!(!d.is_empty());
    assert!(
        d.iter()
            .all(|l| map.loc(*l).district == map.loc(chooser).district)
    );
}

/// Round 49 of issue 31: a detective on the Moon spent a day reaching Starport Kaguya one lit
/// place at a time, nothing showing which. A place out of the ruler's reach names the lit
/// place to go first on the way of the least Time: that first move is legal now, and from
/// there the way takes what is left of it — the Time less the first move's, one move fewer —
/// or the place itself is lit when one move is left.
#[test]
fn r_move_1_a_place_out_of_reach_names_the_first_step_of_the_shortest_way() {
    use super::investigation::{park_npcs, put, view};
    use new_angeles::rules;
    let c = content();
    let mut app = game_with("blood-in-the-dust", &["floyd", "caprice", "raymond"], 5);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("haas-bioroid"));
    let s = view(&mut app, Some(SeatId(0)));
    let options = |s: &rules::Snapshot| rules::moves_of(&c, s, SeatId(0), false);
    let lit: Vec<LocId> = options(&s).iter().map(|o| o.to).collect();
    let mut checked = 0;
    for to in c.map.ids() {
        let Some((first, time, moves)) = rules::way_toward(&c, &s, SeatId(0), to) else {
            // None only for the place itself or a lit place: every place is reached some way.
            assert!(
                to == loc("haas-bioroid") || lit.contains(&to),
                "{}",
                c.map.label(to)
            );
            continue;
        };
        let name = c.map.label(to);
        let step = options(&s).into_iter().find(|o| o.to == first);
        let step = step.unwrap_or_else(|| panic!("{name}: the first step is lit"));
        assert!(moves >= 2 && !lit.contains(&to), "{name}");
        let mut there = s.clone();
        there.seats[0].at = first;
        let spent = u32::from(step.cost + step.then);
        match rules::way_toward(&c, &there, SeatId(0), to) {
            Some((_, t, m)) => {
                assert_eq!(m, moves - 1, "{name}");
                assert!(t <= time - spent, "{name}: {t} after {spent} of {time}");
            }
            None => {
                assert_eq!(moves, 2, "{name}");
                let next = options(&there).into_iter().find(|o| o.to == to);
                let next = next.unwrap_or_else(|| panic!("{name}: lit from the first step"));
                assert!(u32::from(next.cost) <= time - spent, "{name}");
            }
        }
        checked += 1;
    }
    // From the Moon, the whole of Earth is out of reach: many ways checked.
    assert!(checked > 30, "{checked} ways");
    assert!(rules::way_toward(&c, &s, SeatId(0), loc("city-hall")).is_some());
}

/// R-MOVE-1: the whole way of several moves (a click or a drop there goes it a move at a time,
/// round 52 of issue 31) is a chain of legal moves that ends there for the Time it said.
#[test]
fn r_move_1_a_way_of_several_moves_is_legal_move_by_move_for_the_time_it_said() {
    use super::investigation::{park_npcs, put, view};
    use new_angeles::rules;
    let c = content();
    let mut checked = 0;
    for to in [
        "helium-row",
        "dustys-bar",
        "starport-kaguya",
        "city-hall",
        "chapel-quiet-hour",
    ] {
        let mut app = game_with("blood-in-the-dust", &["floyd", "caprice", "raymond"], 5);
        park_npcs(&mut app);
        put(&mut app, SeatId(0), loc("haas-bioroid"));
        let s = view(&mut app, Some(SeatId(0)));
        let to = loc(to);
        let name = c.map.label(to);
        let Some(route) = rules::route_toward(&c, &s, SeatId(0), to) else {
            continue;
        };
        assert_eq!(route.places.last(), Some(&to), "{name}");
        if route.time > u32::from(s.clock.time) {
            continue;
        }
        let before = clock(&app).time;
        for &step in &route.places {
            act(&mut app, Action::Move { to: step }).unwrap_or_else(|e| {
                panic!("{name}: the move to {} refused: {e}", c.map.label(step))
            });
        }
        let s = view(&mut app, Some(SeatId(0)));
        assert_eq!(s.seats[0].at, to, "{name}");
        assert_eq!(u32::from(before - clock(&app).time), route.time, "{name}");
        checked += 1;
    }
    assert!(checked >= 2, "{checked} ways walked");
    // Lily at the way's end asks her extra Time there (R-MOVE-8): counted in the way's Time.
    let mut app = game_with("blood-in-the-dust", &["floyd", "caprice", "raymond"], 5);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("haas-bioroid"));
    let to = loc("helium-row");
    super::investigation::set_at::<Informant>(&mut app, |w| *w == Informant::Lily, to);
    let s = view(&mut app, Some(SeatId(0)));
    let route = rules::route_toward(&c, &s, SeatId(0), to).expect("a way to Helium Row");
    assert!(route.places.len() >= 2 && route.time < u32::from(s.clock.time));
    let before = clock(&app).time;
    for &step in &route.places {
        act(&mut app, Action::Move { to: step }).expect("each move of the way");
    }
    // Her story: nothing turned face up.
    let _ = super::investigation::answer(&mut app, Action::SkipReveal);
    assert_eq!(u32::from(before - clock(&app).time), route.time);
}

/// Round 56 of issue 31: a click on a place with a lead follows it up on arrival, however many
/// moves away, when the rules would let the seat follow it up there with the Time the way
/// leaves; a place without one, or a way that leaves no Time, goes only.
#[test]
fn a_click_on_a_place_with_one_lead_follows_it_up_when_the_time_pays() {
    use new_angeles::ui::board::input::lead_there;
    let mut app = game_with("evil-at-the-estates", &["rachel", "floyd", "louis"], 1);
    super::investigation::park_npcs(&mut app);
    let c = content();
    let me = active(&app);
    let s = super::investigation::view(&mut app, Some(me));
    let here = s.seats[me.index()].at;
    // A place with one lead, not where the detective stands, that the Time pays with a follow-up.
    let alone = |at: LocId| s.leads.iter().filter(|l| l.2 == at).count() == 1;
    let (kind, owner, at) = *s
        .leads
        .iter()
        .find(|l| {
            l.2 != here
                && alone(l.2)
                && new_angeles::rules::time_to(&c, &s.seats[me.index()], l.2, s.clock.time - 1)
                    .is_some()
        })
        .expect("a lead in reach this turn");
    let (lead, cost) = lead_there(&c, &s, me, at).expect("followed up on arrival");
    assert_eq!(lead, (kind, owner));
    assert!(cost <= 1, "{cost}");
    // No Time left after the way: it only goes.
    let (way, _) = new_angeles::rules::time_to(&c, &s.seats[me.index()], at, s.clock.time).unwrap();
    let mut short = s.clone();
    short.clock.time = way;
    if cost > 0 {
        assert_eq!(lead_there(&c, &short, me, at), None);
    }
    // A place with no lead: nothing to follow up.
    let empty = c
        .map
        .ids()
        .find(|&l| l != here && !s.leads.iter().any(|x| x.2 == l))
        .unwrap();
    assert_eq!(lead_there(&c, &s, me, empty), None);
}
