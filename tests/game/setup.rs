//! Setup (R-SETUP-1…5, R-SETUP-12) and the components it lays out (R-COMP-1, R-COMP-3).

use super::*;
use new_angeles::content::LeadKind;
use new_angeles::game::{
    At, DetectiveFigure, Evidence, EvidencePile, HeroMarker, Informant, Lead, LeadOwner,
    SceneOfCrime, Suspect, Table, Twilight, Warrant,
};
use std::collections::HashSet;

fn all<T: Component + Copy>(app: &mut App) -> Vec<(T, LocId)> {
    let mut q = app.world_mut().query::<(&T, &At)>();
    q.iter(app.world()).map(|(t, a)| (*t, a.0)).collect()
}

// R-SETUP-1
#[test]
fn r_setup_1_scene_day_lily_and_jimmy() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 1);
    assert_eq!(all::<SceneOfCrime>(&mut app)[0].1, loc("rockwell-estates"));
    let informants = all::<Informant>(&mut app);
    assert_eq!(informants.len(), 2);
    assert!(informants.contains(&(Informant::Lily, loc("rockwell-estates"))));
    assert!(informants.contains(&(Informant::Jimmy, loc("old-war-memorial"))));
    let c = clock(&app);
    assert_eq!((c.week, c.day), (1, 1));
}

// R-SETUP-2
#[test]
fn r_setup_2_players_plus_one_suspects_from_the_top_of_the_sheet() {
    for (players, ids) in [
        (3usize, vec!["eve", "noise", "thomas-haas", "vinnie"]),
        (
            5,
            vec![
                "eve",
                "noise",
                "thomas-haas",
                "vinnie",
                "mark-henry",
                "dejah-thoris",
            ],
        ),
    ] {
        let dets = ["caprice", "floyd", "rachel", "louis", "raymond"];
        let mut app = game_with("evil-at-the-estates", &dets[..players], 2);
        let c = content();
        let mut q = app.world_mut().query::<&Suspect>();
        let mut s: Vec<Suspect> = q.iter(app.world()).copied().collect();
        s.sort_by_key(|s| s.order);
        let got: Vec<&str> = s.iter().map(|s| c.suspects[s.index].id.as_str()).collect();
        assert_eq!(got, ids);
    }
}

// R-SETUP-3
#[test]
fn r_setup_3_detectives_on_their_start_with_the_twilight_marker_centred() {
    let mut app = game_with(
        "fall-from-the-beanstalk",
        &["raymond", "louis", "floyd", "caprice"],
        4,
    );
    let c = content();
    let mut q = app
        .world_mut()
        .query::<(&DetectiveFigure, &At, &Twilight)>();
    let figs: Vec<_> = q.iter(app.world()).map(|(f, a, t)| (*f, a.0, *t)).collect();
    assert_eq!(figs.len(), 4);
    for (f, at, tw) in figs {
        assert_eq!(at, c.detectives[f.detective].start);
        assert_eq!(tw.0, 0);
    }
    // R-SETUP-13 warrants as the sheets say: Caprice on Jinteki, Floyd on Haas-Bioroid.
    let w: Vec<(Warrant, LocId)> = all::<Warrant>(&mut app);
    assert!(w.contains(&(Warrant { seat: SeatId(3) }, loc("jinteki"))));
    assert!(w.contains(&(Warrant { seat: SeatId(2) }, loc("haas-bioroid"))));
    // Random detectives are all different.
    let mut app = sim::headless_game(content(), GameConfig::new(5, 0, 77));
    let t = app.world().resource::<Table>().clone();
    let set: HashSet<DetectiveId> = t.seats.iter().map(|s| s.detective).collect();
    assert_eq!(set.len(), 5);
    assert_eq!(all::<DetectiveFigure>(&mut app).len(), 5);
}

// R-SETUP-4, R-COMP-3
#[test]
fn r_setup_4_leads_on_the_sheets_locations_never_two_together() {
    let mut app = game_with(
        "silence-at-the-crusade",
        &["rachel", "caprice", "louis", "raymond"],
        6,
    );
    let c = content();
    let scenario = &c.scenarios[c.scenario_index("silence-at-the-crusade").unwrap()];
    let leads = all::<Lead>(&mut app);
    let testimony: Vec<_> = leads
        .iter()
        .filter(|(l, _)| l.kind == LeadKind::Testimony)
        .collect();
    assert_eq!(testimony.len(), 5, "one testimony lead per suspect in play");
    for (l, at) in &testimony {
        let LeadOwner::Suspect(s) = l.owner else {
            panic!()
        };
        let (_, start) = scenario.suspects.iter().find(|(i, _)| *i == s).unwrap();
        assert_eq!(at, start);
    }
    for kind in [LeadKind::Physical, LeadKind::Document] {
        assert_eq!(leads.iter().filter(|(l, _)| l.kind == kind).count(), 4);
    }
    // Raymond's physical lead on A+ Athletic Club (business), document on the Root (civic).
    let raymond = c.detective_index("raymond").unwrap();
    assert!(leads.contains(&(
        Lead {
            kind: LeadKind::Physical,
            owner: LeadOwner::Detective(raymond)
        },
        loc("a-plus-athletic-club")
    )));
    assert!(leads.contains(&(
        Lead {
            kind: LeadKind::Document,
            owner: LeadOwner::Detective(raymond)
        },
        loc("the-root")
    )));
    let places: HashSet<LocId> = leads.iter().map(|l| l.1).collect();
    assert_eq!(places.len(), leads.len(), "no two leads on one location");
}

// R-SETUP-5, R-COMP-1
#[test]
fn r_setup_5_sixty_evidence_tokens_in_the_exact_mix_shuffled() {
    let a = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 10);
    let b = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 11);
    let pa = a.world().resource::<EvidencePile>().0.clone();
    let pb = b.world().resource::<EvidencePile>().0.clone();
    assert_eq!(pa.len(), 60);
    let count = |v: Evidence| pa.iter().filter(|e| **e == v).count();
    for (v, n) in [
        (5, 1),
        (4, 4),
        (3, 6),
        (2, 11),
        (1, 11),
        (-1, 7),
        (-2, 7),
        (-3, 4),
        (-4, 1),
    ] {
        assert_eq!(count(Evidence::Value(v)), n, "value {v}");
    }
    assert_eq!(count(Evidence::SurpriseWitness), 4);
    assert_eq!(count(Evidence::Perjury), 4);
    assert_ne!(pa, pb, "different seeds shuffle differently");
    assert_ne!(
        pa,
        new_angeles::game::setup::evidence_mix(),
        "the pile is shuffled"
    );
}

// R-SETUP-12
#[test]
fn r_setup_12_first_player_puts_a_hero_marker_on_the_scene() {
    let mut config = GameConfig::new(4, 0, 12);
    config.scenario = Some("wyldside-overdose".into());
    config.first_player = Some(SeatId(2));
    let mut app = sim::headless_game(content(), config);
    let heroes = all::<HeroMarker>(&mut app);
    assert_eq!(
        heroes,
        vec![(HeroMarker { seat: SeatId(2) }, loc("wyldside"))]
    );
    assert_eq!(clock(&app).first_player, SeatId(2));
    assert_eq!(active(&app), SeatId(2));
    // Random first player: still one of the seats, and the hero marker is theirs.
    let mut app = sim::headless_game(content(), GameConfig::new(3, 0, 13));
    let first = clock(&app).first_player;
    assert!(first < SeatId(3));
    assert_eq!(all::<HeroMarker>(&mut app)[0].0.seat, first);
}

#[test]
fn a_bad_game_request_is_refused_before_setup() {
    let c = content();
    let mut config = GameConfig::new(4, 1, 1);
    config.scenario = Some("no-such-murder".into());
    let why = new_angeles::game::setup::validate_config(&c, &config).unwrap_err();
    assert!(why.contains("no murder called"), "{why}");
    let config = GameConfig::new(6, 1, 1);
    assert!(new_angeles::game::setup::validate_config(&c, &config).is_err());
    let mut config = GameConfig::new(3, 1, 1);
    config.seats[0].detective = Some("floyd".into());
    config.seats[1].detective = Some("floyd".into());
    assert!(
        new_angeles::game::setup::validate_config(&c, &config)
            .unwrap_err()
            .contains("two seats")
    );
}

// R-SETUP-13: Louis Blaine starts with two Mr. Li favors, one Sara favor and his Mood card —
// and no warrant, not even on his own precinct.
#[test]
fn r_setup_13_louis_starts_with_no_warrant() {
    let mut app = game_with("evil-at-the-estates", &["louis", "caprice", "rachel"], 3);
    let w: Vec<(Warrant, LocId)> = all::<Warrant>(&mut app);
    assert!(
        !w.iter().any(|(w, _)| w.seat == SeatId(0)),
        "Louis holds no warrant: {w:?}"
    );
    assert!(w.contains(&(Warrant { seat: SeatId(1) }, loc("jinteki"))));
}
