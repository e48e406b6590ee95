//! The investigation in headless games: leads (R-LEAD-*), evidence (R-EVID-*, R-COMP-1),
//! hunches (R-SETUP-8), Lily Lockwell (R-MOVE-8), Jimmy the Snitch (R-MOVE-9) and the close.

use super::*;
use bevy::ecs::system::SystemState;
use new_angeles::content::LeadKind;
use new_angeles::game::investigation::{place_alibi, place_hit};
use new_angeles::game::{
    At, DetectiveFigure, Evidence, EvidencePile, EvidenceToken, GameQuery, Hunch, Informant, Lead,
    LeadOwner, Outcome, Pending, Supply, Suspect,
};
use new_angeles::model::Ask;
use new_angeles::rules::{self, Snapshot};

/// The game as `viewer` may know it (`None`: public).
pub fn view(app: &mut App, viewer: Option<SeatId>) -> Snapshot {
    let mut st = SystemState::<GameQuery>::new(app.world_mut());
    st.get(app.world()).unwrap().snapshot_for(viewer)
}

/// What `seat` may know, as a bot gets it.
pub fn seat_view(app: &mut App, seat: SeatId) -> new_angeles::game::SeatView {
    let mut st = SystemState::<GameQuery>::new(app.world_mut());
    new_angeles::game::seat_view(app.world(), &mut st, seat).unwrap()
}

/// Sends `action` from the seat the game waits for.
pub fn answer(app: &mut App, action: Action) -> Result<(), String> {
    let seat = view(app, None).decider();
    send(app, Command { seat, action })
}

pub fn set_at<T: Component>(app: &mut App, pred: impl Fn(&T) -> bool, to: LocId) {
    let mut q = app.world_mut().query::<(&T, &mut At)>();
    for (t, mut at) in q.iter_mut(app.world_mut()) {
        if pred(t) {
            at.0 = to;
        }
    }
}

/// Puts seat's detective on `to` without a move (no Time, no Lily or Jimmy).
pub fn put(app: &mut App, seat: SeatId, to: LocId) {
    set_at::<DetectiveFigure>(app, |f| f.seat == seat, to);
}

/// Lily and Jimmy out of the way, on locations no test walks into.
pub fn park_npcs(app: &mut App) {
    set_at::<Informant>(app, |w| *w == Informant::Lily, loc("castle-club"));
    set_at::<Informant>(app, |w| *w == Informant::Jimmy, loc("dustys-bar"));
}

/// A three-seat game (Caprice, Floyd, Raymond; Caprice first) with Caprice on her own
/// physical lead at Neon Alley.
pub fn on_a_lead() -> (App, LeadKind, LeadOwner) {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("neon-alley"));
    let s = view(&mut app, None);
    let &(kind, owner, _) = s
        .leads
        .iter()
        .find(|l| l.2 == loc("neon-alley"))
        .expect("Caprice's physical lead starts at Neon Alley");
    (app, kind, owner)
}

pub fn tokens(app: &mut App) -> Vec<EvidenceToken> {
    let mut q = app.world_mut().query::<&EvidenceToken>();
    q.iter(app.world()).copied().collect()
}

pub fn suspects(app: &mut App) -> Vec<Suspect> {
    let mut q = app.world_mut().query::<&Suspect>();
    let mut v: Vec<Suspect> = q.iter(app.world()).copied().collect();
    v.sort_by_key(|s| s.order);
    v
}

/// Follows the lead up, lets the seat on the right place it at its first legal destination and
/// takes evidence; returns the drawn token.
pub fn follow_and_draw(app: &mut App, kind: LeadKind, owner: LeadOwner) -> Evidence {
    act(app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(app, None);
    if let Some(new_angeles::game::Decision {
        ask: Ask::PlaceLead { .. },
        ..
    }) = s.pending
    {
        let to = rules::legal_actions(&content(), &s, s.decider())[0];
        answer(app, to).unwrap();
    }
    answer(app, Action::TakeEvidence).unwrap();
    app.world().resource::<Pending>().drawn.unwrap()
}

/// Seat 0 follows its lead up and places the token face down on the first suspect.
fn a_face_down_token_on_the_first_suspect() -> App {
    let (mut app, kind, owner) = on_a_lead();
    follow_and_draw(&mut app, kind, owner);
    let target = suspects(&mut app)[0].index;
    answer(
        &mut app,
        Action::PlaceEvidence {
            suspect: target,
            face_up: false,
        },
    )
    .unwrap();
    app
}

// R-LEAD-1: following up a lead costs 1 Time and needs the detective on its location.
#[test]
fn r_lead_1_follow_up_needs_the_lead_here_and_costs_1_time() {
    let (mut app, kind, owner) = on_a_lead();
    put(&mut app, SeatId(0), loc("levy-university"));
    let err = act(&mut app, Action::FollowUp { kind, owner }).unwrap_err();
    assert!(err.contains("R-LEAD-1"), "{err}");
    put(&mut app, SeatId(0), loc("neon-alley"));
    assert!(
        rules::legal_actions(&content(), &view(&mut app, None), SeatId(0))
            .contains(&Action::FollowUp { kind, owner })
    );
    let before = clock(&app).time;
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    assert_eq!(clock(&app).time, before - 1);
}

// R-LEAD-2: the seat on the active player's right places the lead, within the four limits;
// nobody else may act meanwhile.
#[test]
fn r_lead_2_the_seat_on_the_right_moves_the_lead() {
    let (mut app, kind, owner) = on_a_lead();
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, None);
    // Seat 0 plays first; its right is the last seat.
    assert_eq!(s.decider(), SeatId(2));
    assert_eq!(rules::right_of(SeatId(0), 3), SeatId(2));
    // D-5: every seat here is human, so the screen changes hands before seat 3 answers.
    let table = app.world().resource::<new_angeles::game::Table>().clone();
    let viewer = new_angeles::ui::Viewer {
        seat: Some(SeatId(0)),
    };
    assert_eq!(
        new_angeles::ui::viewer::handoff(&table, s.daytime, s.decider(), false, viewer),
        Some(SeatId(2))
    );
    // Until seat 3 takes the screen, nobody's secrets show.
    assert_eq!(
        new_angeles::ui::viewer::looking(&table, s.daytime, s.decider(), false, viewer),
        None
    );
    // The active player may not move on, nor answer for the other seat.
    let err = send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::EndTurn,
        },
    )
    .unwrap_err();
    assert!(err.contains("waits for"), "{err}");
    let c = content();
    let legal = rules::legal_actions(&c, &s, SeatId(2));
    let want = rules::lead_destinations(
        &c.map,
        loc("neon-alley"),
        &s.lead_locations(),
        s.seats[2].at,
    );
    assert_eq!(
        legal,
        want.iter()
            .map(|&to| Action::PlaceLead { to })
            .collect::<Vec<_>>()
    );
    for &to in &want {
        let l = c.map.loc(to);
        assert_ne!(to, loc("neon-alley"));
        assert_eq!(l.kind, c.map.loc(loc("neon-alley")).kind);
        assert!(!s.lead_locations().contains(&to));
        assert_ne!(l.district, c.map.loc(s.seats[2].at).district);
    }
    // A wrong place is refused with the rule.
    let err = answer(
        &mut app,
        Action::PlaceLead {
            to: loc("neon-alley"),
        },
    )
    .unwrap_err();
    assert!(err.contains("R-LEAD-2"), "{err}");
    answer(&mut app, Action::PlaceLead { to: want[0] }).unwrap();
    let s = view(&mut app, None);
    assert!(s.leads.contains(&(kind, owner, want[0])));
    assert_eq!(
        s.decider(),
        SeatId(0),
        "then the active player chooses (R-LEAD-4)"
    );
}

// R-LEAD-3: during the climax a followed-up lead leaves the game.
#[test]
fn r_lead_3_in_the_climax_the_lead_leaves_the_game() {
    let (mut app, kind, owner) = on_a_lead();
    {
        let mut c = app.world_mut().resource_mut::<Clock>();
        c.week = 2;
        c.day = 5;
    }
    let leads_before = view(&mut app, None).leads.len();
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, None);
    assert_eq!(s.leads.len(), leads_before - 1);
    assert!(!s.leads.iter().any(|l| l.0 == kind && l.1 == owner));
    assert!(matches!(
        s.pending,
        Some(new_angeles::game::Decision {
            seat: SeatId(0),
            ask: Ask::LeadReward { .. },
            ..
        })
    ));
}

// R-LEAD-4: evidence or the conspiracy; the conspiracy is refused with its reason until the
// puzzle exists.
#[test]
fn r_lead_4_evidence_or_conspiracy() {
    let (mut app, kind, owner) = on_a_lead();
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, None);
    let to = rules::legal_actions(&content(), &s, SeatId(2))[0];
    answer(&mut app, to).unwrap();
    let s = view(&mut app, None);
    let legal = rules::legal_actions(&content(), &s, SeatId(0));
    assert_eq!(
        legal,
        vec![
            Action::TakeEvidence,
            Action::UncoverConspiracy { dig: false },
            Action::UncoverConspiracy { dig: true }
        ]
    );
    let pile = app.world().resource::<EvidencePile>().0.len();
    answer(&mut app, Action::TakeEvidence).unwrap();
    assert_eq!(app.world().resource::<EvidencePile>().0.len(), pile - 1);
}

// R-LEAD-5: a testimony lead of a suspect held by an event cannot be followed up.
#[test]
fn r_lead_5_held_suspects_testimony_waits() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    let s = view(&mut app, None);
    let &(kind, owner, at) = s.leads.iter().find(|l| l.0 == LeadKind::Testimony).unwrap();
    let LeadOwner::Suspect(idx) = owner else {
        panic!()
    };
    put(&mut app, SeatId(0), at);
    let mut q = app.world_mut().query::<&mut Suspect>();
    for mut s in q.iter_mut(app.world_mut()) {
        if s.index == idx {
            s.held = true;
        }
    }
    let err = act(&mut app, Action::FollowUp { kind, owner }).unwrap_err();
    assert!(err.contains("R-LEAD-5"), "{err}");
}

// R-EVID-1, D-8: the drawn token is seen by its drawer only; it goes in the file of the lead's
// type on a live suspect, face down (known to the placer) or face up (known to all).
#[test]
fn r_evid_1_place_evidence_secretly_in_the_leads_file() {
    let (mut app, kind, owner) = on_a_lead();
    let drawn = follow_and_draw(&mut app, kind, owner);
    assert_eq!(view(&mut app, Some(SeatId(0))).drawn, Some(drawn));
    assert_eq!(view(&mut app, Some(SeatId(1))).drawn, None);
    assert_eq!(view(&mut app, None).drawn, None);
    let target = suspects(&mut app)[1].index;
    answer(
        &mut app,
        Action::PlaceEvidence {
            suspect: target,
            face_up: false,
        },
    )
    .unwrap();
    let t = tokens(&mut app);
    assert_eq!(t.len(), 1);
    assert_eq!((t[0].suspect, t[0].file, t[0].face), (target, kind, drawn));
    assert!(!t[0].face_up);
    assert_eq!(
        view(&mut app, Some(SeatId(0))).evidence[0].value,
        Some(drawn)
    );
    assert_eq!(view(&mut app, Some(SeatId(1))).evidence[0].value, None);
    assert_eq!(view(&mut app, None).evidence[0].value, None);
    // The private log line reaches only the placer.
    let log = app.world().resource::<new_angeles::game::GameLog>();
    assert!(
        log.0
            .iter()
            .filter(|e| en(&e.text).starts_with("Your face-down token"))
            .all(|e| e.private_to == Some(SeatId(0)))
    );

    // A second lead, face up this time: everyone sees the value.
    put(&mut app, SeatId(0), loc("open-circuit-temple"));
    let drawn2 = follow_and_draw(&mut app, LeadKind::Document, owner);
    answer(
        &mut app,
        Action::PlaceEvidence {
            suspect: target,
            face_up: true,
        },
    )
    .unwrap();
    let v = view(&mut app, Some(SeatId(2)));
    assert_eq!(v.evidence[1].value, Some(drawn2));
    assert_eq!(v.evidence[1].file, LeadKind::Document);
}

// R-EVID-1, R-EVID-6: a dead suspect takes no evidence.
#[test]
fn r_evid_6_dead_suspects_take_nothing() {
    let (mut app, kind, owner) = on_a_lead();
    let victim = suspects(&mut app)[0].index;
    for _ in 0..3 {
        place_hit(app.world_mut(), &content(), victim).unwrap();
    }
    follow_and_draw(&mut app, kind, owner);
    let err = answer(
        &mut app,
        Action::PlaceEvidence {
            suspect: victim,
            face_up: false,
        },
    )
    .unwrap_err();
    assert!(err.contains("dead"), "{err}");
    assert!(place_hit(app.world_mut(), &content(), victim).is_err());
    assert!(place_alibi(app.world_mut(), &content(), victim).is_err());
}

// R-EVID-5, R-EVID-6, R-COMP-7: alibis and hits come from finite supplies; three hits kill and
// the suspect's hits and alibis go back to their supplies, its evidence into the evidence
// pile (shuffled in, so the pile does not shrink).
#[test]
fn r_evid_5_and_6_alibis_hits_and_death() {
    let (mut app, kind, owner) = on_a_lead();
    let victim = suspects(&mut app)[2].index;
    follow_and_draw(&mut app, kind, owner);
    answer(
        &mut app,
        Action::PlaceEvidence {
            suspect: victim,
            face_up: false,
        },
    )
    .unwrap();
    place_alibi(app.world_mut(), &content(), victim).unwrap();
    assert_eq!(app.world().resource::<Supply>().alibis, 11);
    assert!(!place_hit(app.world_mut(), &content(), victim).unwrap());
    assert!(!place_hit(app.world_mut(), &content(), victim).unwrap());
    assert_eq!(app.world().resource::<Supply>().hits, 11);
    let s = suspects(&mut app)
        .into_iter()
        .find(|s| s.index == victim)
        .unwrap();
    assert_eq!((s.alive, s.hits, s.alibis), (true, 2, 1));
    let pile_before = app.world().resource::<EvidencePile>().0.len();
    let on_victim = tokens(&mut app)
        .iter()
        .filter(|t| t.suspect == victim)
        .count();
    assert_eq!(on_victim, 1);
    assert!(
        place_hit(app.world_mut(), &content(), victim).unwrap(),
        "the third hit kills"
    );
    assert_eq!(
        app.world().resource::<EvidencePile>().0.len(),
        pile_before + on_victim,
        "R-EVID-6: a killed suspect's evidence goes back into the pile"
    );
    let s = suspects(&mut app)
        .into_iter()
        .find(|s| s.index == victim)
        .unwrap();
    assert_eq!((s.alive, s.hits, s.alibis), (false, 0, 0));
    let supply = *app.world().resource::<Supply>();
    assert_eq!((supply.hits, supply.alibis), (13, 12));
    assert!(tokens(&mut app).is_empty());
    // Finite supply: with the hits used up, no more can be placed.
    let other = suspects(&mut app)[0].index;
    app.world_mut().resource_mut::<Supply>().hits = 0;
    assert!(en(&place_hit(app.world_mut(), &content(), other).unwrap_err()).contains("R-COMP-7"));
}

// R-SETUP-8: one guilty and one innocent hunch per seat, of suspects in play, secret.
#[test]
fn r_setup_8_hunches_dealt_face_down() {
    for seed in 0..20 {
        let mut app = game_with(
            "evil-at-the-estates",
            &["caprice", "floyd", "raymond", "louis"],
            seed,
        );
        let in_play: Vec<SuspectId> = suspects(&mut app).iter().map(|s| s.index).collect();
        let mut q = app.world_mut().query::<&Hunch>();
        let mut h: Vec<Hunch> = q.iter(app.world()).copied().collect();
        h.sort_by_key(|h| h.seat);
        assert_eq!(
            h.iter().map(|h| h.seat).collect::<Vec<_>>(),
            SeatId::all(4).collect::<Vec<_>>()
        );
        let mut guilty: Vec<SuspectId> = h.iter().map(|h| h.guilty).collect();
        let mut innocent: Vec<SuspectId> = h.iter().map(|h| h.innocent).collect();
        assert!(guilty.iter().chain(&innocent).all(|s| in_play.contains(s)));
        guilty.sort();
        guilty.dedup();
        innocent.sort();
        innocent.dedup();
        assert_eq!(
            (guilty.len(), innocent.len()),
            (4, 4),
            "each card dealt once"
        );
        // Only the seat itself sees its hunches.
        assert_eq!(view(&mut app, None).hunches, None);
        assert_eq!(
            view(&mut app, Some(SeatId(2))).hunches,
            Some((h[2].guilty, h[2].innocent))
        );
    }
}

// R-MOVE-8: entering Lily's location costs 1 more Time; a face-down token turns face up; Lily
// moves to the same type in another district, not Jimmy's.
#[test]
fn r_move_8_lily_lockwell() {
    let (mut app, step) = lily_one_step_from_a_face_down_token();
    let c = content();
    let before = clock(&app).time;
    act(&mut app, Action::Move { to: step }).unwrap();
    assert_eq!(clock(&app).time, before - 2, "1 for the move, 1 for Lily");
    let s = view(&mut app, Some(SeatId(1)));
    let token = s.evidence[0].id;
    assert_eq!(
        rules::legal_actions(&c, &s, SeatId(0)),
        vec![Action::RevealEvidence { token }, Action::SkipReveal],
        "the reveal is optional"
    );
    answer(&mut app, Action::RevealEvidence { token }).unwrap();
    assert!(
        view(&mut app, Some(SeatId(1))).evidence[0].value.is_some(),
        "face up for all"
    );
    let s = view(&mut app, None);
    let moves = rules::legal_actions(&c, &s, SeatId(0));
    assert!(!moves.is_empty());
    for a in &moves {
        let Action::MoveLily { to } = *a else {
            panic!("{a:?}")
        };
        assert_eq!(c.map.loc(to).kind, c.map.loc(step).kind);
        assert_ne!(c.map.loc(to).district, c.map.loc(step).district);
        assert_ne!(to, s.informant(Informant::Jimmy));
    }
    let err = answer(
        &mut app,
        Action::MoveLily {
            to: s.informant(Informant::Jimmy),
        },
    )
    .unwrap_err();
    assert!(err.contains("R-MOVE-8"), "{err}");
    answer(&mut app, moves[0]).unwrap();
    let Action::MoveLily { to } = moves[0] else {
        unreachable!()
    };
    assert_eq!(view(&mut app, None).informant(Informant::Lily), to);
    assert_eq!(view(&mut app, None).pending, None);
}

// R-MOVE-9: entering Jimmy's location, 1 Time buys a secret look at one suspect's face-down
// evidence; then Jimmy moves on, whether or not the offer was taken ("then the player moves
// Jimmy").
#[test]
fn r_move_9_jimmy_the_snitch() {
    let mut app = a_face_down_token_on_the_first_suspect();
    let target = suspects(&mut app)[0].index;
    act(&mut app, Action::EndTurn).unwrap();
    // Floyd (seat 1) walks into Jimmy.
    let s = view(&mut app, None);
    let c = content();
    let me = &s.seats[1];
    let step = rules::move_options(&c.map, me.at, rules::ruler_of(&c, me), &me.warrants)
        .into_iter()
        .find(|o| o.cost == 1 && o.to != s.informant(Informant::Lily))
        .unwrap()
        .to;
    set_at::<Informant>(&mut app, |w| *w == Informant::Jimmy, step);
    act(&mut app, Action::Move { to: step }).unwrap();
    let before = clock(&app).time;
    assert_eq!(view(&mut app, Some(SeatId(1))).evidence[0].value, None);
    answer(&mut app, Action::Peek { suspect: target }).unwrap();
    assert_eq!(clock(&app).time, before - 1);
    assert!(
        view(&mut app, Some(SeatId(1))).evidence[0].value.is_some(),
        "Floyd now knows"
    );
    assert_eq!(
        view(&mut app, Some(SeatId(2))).evidence[0].value,
        None,
        "Raymond does not"
    );
    assert_eq!(view(&mut app, None).evidence[0].value, None);
    let s = view(&mut app, None);
    let moves = rules::legal_actions(&c, &s, SeatId(1));
    for a in &moves {
        let Action::MoveJimmy { to } = *a else {
            panic!("{a:?}")
        };
        assert_eq!(c.map.loc(to).kind, c.map.loc(step).kind);
        assert_ne!(c.map.loc(to).district, c.map.loc(step).district);
        assert_ne!(to, s.informant(Informant::Lily));
    }
    answer(&mut app, moves[0]).unwrap();
    assert_ne!(view(&mut app, None).informant(Informant::Jimmy), step);

    // Declining: Jimmy moves on all the same.
    let s = view(&mut app, None);
    let me = &s.seats[1];
    let step2 = rules::move_options(&c.map, me.at, rules::ruler_of(&c, me), &me.warrants)
        .into_iter()
        .find(|o| o.cost == 1 && o.to != s.informant(Informant::Lily))
        .unwrap()
        .to;
    set_at::<Informant>(&mut app, |w| *w == Informant::Jimmy, step2);
    act(&mut app, Action::Move { to: step2 }).unwrap();
    assert!(matches!(
        view(&mut app, None).pending,
        Some(new_angeles::game::Decision {
            seat: SeatId(1),
            ask: Ask::JimmyOffer
        })
    ));
    answer(&mut app, Action::DeclinePeek).unwrap();
    assert_eq!(
        view(&mut app, None).pending,
        Some(new_angeles::game::Decision {
            seat: SeatId(1),
            ask: Ask::MoveInformant {
                who: Informant::Jimmy
            }
        })
    );
    let s = view(&mut app, None);
    let moves = rules::legal_actions(&c, &s, SeatId(1));
    answer(&mut app, moves[0]).unwrap();
    assert_ne!(view(&mut app, None).informant(Informant::Jimmy), step2);
    assert_eq!(view(&mut app, None).pending, None);
}

// R-MOVE-8: Lily's reveal is optional (the player *may* choose a token): skipping it turns
// nothing face up, and she moves on all the same.
#[test]
fn r_move_8_lily_reveal_may_be_skipped() {
    let (mut app, step) = lily_one_step_from_a_face_down_token();
    let c = content();
    act(&mut app, Action::Move { to: step }).unwrap();
    answer(&mut app, Action::SkipReveal).unwrap();
    assert_eq!(
        view(&mut app, Some(SeatId(1))).evidence[0].value,
        None,
        "still face down"
    );
    assert_eq!(
        view(&mut app, None).pending,
        Some(new_angeles::game::Decision {
            seat: SeatId(0),
            ask: Ask::MoveInformant {
                who: Informant::Lily
            }
        })
    );
    let moves = rules::legal_actions(&c, &view(&mut app, None), SeatId(0));
    answer(&mut app, moves[0]).unwrap();
    assert_ne!(view(&mut app, None).informant(Informant::Lily), step);
}

// R-MOVE-9: Jimmy's other offer: for 1 Time, a look at another player's hand. The cards go to
// the looker's private log only; the public log says that a look happened. Not one's own hand.
#[test]
fn r_move_9_jimmy_looks_at_a_hand() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    let c = content();
    let s = view(&mut app, None);
    let me = &s.seats[0];
    let step = rules::move_options(&c.map, me.at, rules::ruler_of(&c, me), &me.warrants)
        .into_iter()
        .find(|o| o.cost == 1 && o.to != s.informant(Informant::Lily))
        .unwrap()
        .to;
    set_at::<Informant>(&mut app, |w| *w == Informant::Jimmy, step);
    act(&mut app, Action::Move { to: step }).unwrap();
    assert!(matches!(
        view(&mut app, None).pending,
        Some(new_angeles::game::Decision {
            seat: SeatId(0),
            ask: Ask::JimmyOffer
        })
    ));
    let legal = rules::legal_actions(&c, &view(&mut app, Some(SeatId(0))), SeatId(0));
    assert!(legal.contains(&Action::LookAtHand { of: SeatId(2) }));
    let err = answer(&mut app, Action::LookAtHand { of: SeatId(0) }).unwrap_err();
    assert!(err.contains("another player's hand"), "{err}");
    let err = answer(&mut app, Action::LookAtHand { of: SeatId(7) }).unwrap_err();
    assert!(err.contains("no seat"), "{err}");
    let before = clock(&app).time;
    answer(&mut app, Action::LookAtHand { of: SeatId(2) }).unwrap();
    assert_eq!(clock(&app).time, before - 1);
    let hand: Vec<String> = super::twilight::hand(&mut app, SeatId(2))
        .into_iter()
        .map(|card| c.cards[card].def.name.clone())
        .collect();
    assert!(!hand.is_empty());
    let log = app
        .world()
        .resource::<new_angeles::game::GameLog>()
        .0
        .clone();
    let secret = log
        .iter()
        .find(|e| en(&e.text).starts_with("Jimmy shows you"))
        .expect("the looker's line");
    assert_eq!(secret.private_to, Some(SeatId(0)));
    assert!(
        hand.iter().all(|n| en(&secret.text).contains(n.as_str())),
        "{:?}",
        secret.text
    );
    let public: Vec<String> = log
        .iter()
        .filter(|e| e.private_to.is_none())
        .map(|e| en(&e.text))
        .collect();
    assert!(
        public
            .iter()
            .any(|t| t.contains("for a look at") && t.contains("hand"))
    );
    assert!(
        public
            .iter()
            .all(|t| hand.iter().all(|n| !t.contains(n.as_str()))),
        "no card named in public"
    );
    // Then Jimmy moves on.
    assert!(matches!(
        view(&mut app, None).pending,
        Some(new_angeles::game::Decision {
            ask: Ask::MoveInformant {
                who: Informant::Jimmy
            },
            ..
        })
    ));
}

// R-CLOSE-1, R-CLOSE-2, R-CLOSE-6: a whole bot game closes with every token face up, a murderer
// among the live suspects and every seat scored.
#[test]
fn r_close_1_a_bot_game_closes_with_a_murderer() {
    let config = GameConfig::new(4, 0, 11);
    let app = sim::headless_game(content(), config);
    let r = sim::play_out(app, 20_000);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert!(r.outcome.starts_with("murderer "), "{}", r.outcome);
    assert!(r.outcome.contains(" VP"), "{}", r.outcome);
}

#[test]
fn r_close_2_every_token_face_up_and_the_scores_recorded() {
    let config = GameConfig::new(3, 0, 12);
    let mut app = sim::headless_game(content(), config);
    for _ in 0..20_000 {
        if sim::phase(&app) == new_angeles::game::Phase::CaseClosed {
            break;
        }
        app.update();
    }
    app.update();
    let t = tokens(&mut app);
    assert!(t.len() >= 10, "bots placed evidence: {}", t.len());
    assert!(t.iter().all(|t| t.face_up));
    let o = app.world().resource::<Outcome>().clone();
    assert_eq!(o.suspects.len(), 4);
    assert_eq!(o.result.seats.len(), 3);
    let m = o.result.murderer.expect("a live suspect");
    assert!(o.suspects[m].alive);
    assert!(o.result.seats.iter().all(|s| s.lines.len() >= 2));
    // The murderer has the highest total among the live suspects (R-CLOSE-6).
    for (i, s) in o.suspects.iter().enumerate() {
        if s.alive {
            assert!(o.result.totals[m].total >= o.result.totals[i].total);
        }
    }
}

// R-COMP-1: the pile holds 60 tokens less those drawn; drawn tokens reach the suspects.
#[test]
fn r_comp_1_tokens_drawn_come_from_the_pile() {
    let (mut app, kind, owner) = on_a_lead();
    let mut pile = app.world().resource::<EvidencePile>().0.clone();
    let top = pile.pop().unwrap();
    let drawn = follow_and_draw(&mut app, kind, owner);
    assert_eq!(drawn, top, "the top of the pile");
    assert_eq!(app.world().resource::<EvidencePile>().0.len(), 59);
    let _ = Lead { kind, owner };
}

// R-MOVE-8 on the ruler (issue 31, bug 24): the move's shown cost is everything it will cost.
// The ruler's numbers come from `rules::moves_of`: the option onto Lily's place costs the move
// and 1 more for her (while Time is left after the move), and exactly that is paid; with no
// Time left after the move she asks nothing, and the option says so. `legal_actions` lists
// the same moves.
#[test]
fn r_move_8_the_ruler_shows_lilys_time_before_the_move() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    let c = content();
    let s = view(&mut app, Some(SeatId(0)));
    let me = &s.seats[0];
    let step = rules::move_options(&c.map, me.at, rules::ruler_of(&c, me), &me.warrants)
        .into_iter()
        .find(|o| o.cost == 1 && o.to != s.informant(Informant::Jimmy))
        .unwrap()
        .to;
    set_at::<Informant>(&mut app, |w| *w == Informant::Lily, step);
    let s = view(&mut app, Some(SeatId(0)));
    let options = rules::moves_of(&c, &s, SeatId(0), false);
    let lily = options.iter().find(|o| o.to == step).unwrap();
    assert_eq!(
        (lily.cost, lily.then, lily.total()),
        (1, 1, 2),
        "1 for the move, 1 for Lily"
    );
    assert!(
        options.iter().filter(|o| o.to != step).all(|o| o.then == 0),
        "only Lily's place asks more"
    );
    let notes = rules::arrival_notes(&c, &s, SeatId(0), step);
    assert!(
        notes
            .iter()
            .any(|n| en(n).contains("Lily") && en(n).contains("R-MOVE-8")),
        "{notes:?}"
    );
    // Issue 31: the ruler names the leads at a place before the player goes (R-LEAD-1).
    assert!(!s.leads.is_empty());
    for &(kind, owner, at) in &s.leads {
        let notes = rules::arrival_notes(&c, &s, SeatId(0), at);
        let name = en(&rules::lead_msg(kind, owner));
        assert!(
            notes.iter().any(|n| en(n).starts_with(&name)),
            "{name} at {at:?}: {notes:?}"
        );
    }
    // The legal moves are the ruler's options the Time pays.
    let mut legal: Vec<LocId> = rules::legal_actions(&c, &s, SeatId(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { to } => Some(to),
            _ => None,
        })
        .collect();
    let mut shown: Vec<LocId> = options
        .iter()
        .filter(|o| o.cost <= s.clock.time)
        .map(|o| o.to)
        .collect();
    legal.sort();
    shown.sort();
    assert_eq!(legal, shown);
    // What was shown is what is paid.
    let before = clock(&app).time;
    act(&mut app, Action::Move { to: step }).unwrap();
    assert_eq!(before - clock(&app).time, lily.total());

    // With only the move's Time left, Lily asks nothing more, and the ruler says so.
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    set_at::<Informant>(&mut app, |w| *w == Informant::Lily, step);
    app.world_mut()
        .resource_mut::<new_angeles::game::Clock>()
        .time = 1;
    let s = view(&mut app, Some(SeatId(0)));
    let lily = *rules::moves_of(&c, &s, SeatId(0), false)
        .iter()
        .find(|o| o.to == step)
        .unwrap();
    assert_eq!((lily.cost, lily.then), (1, 0));
    act(&mut app, Action::Move { to: step }).unwrap();
    assert_eq!(clock(&app).time, 0);
}

/// A face-down token on the first suspect (seat 0's, from a lead), and Lily Lockwell one ruler
/// step from seat 0 (not on Jimmy's place): the game and that step.
fn lily_one_step_from_a_face_down_token() -> (App, LocId) {
    let mut app = a_face_down_token_on_the_first_suspect();
    // Lily one ruler step away.
    let s = view(&mut app, None);
    let c = content();
    let me = &s.seats[0];
    let step = rules::move_options(&c.map, me.at, rules::ruler_of(&c, me), &me.warrants)
        .into_iter()
        .find(|o| o.cost == 1 && o.to != s.informant(Informant::Jimmy))
        .unwrap()
        .to;
    set_at::<Informant>(&mut app, |w| *w == Informant::Lily, step);
    (app, step)
}

/// Issue 31: with Settings → Leads the game moves the leads a human moves for others (R-LEAD-2),
/// with no hand-off cover: only for a lead move, only when asked to, only in a live game; and
/// the game's pick is a legal answer from the seat's own view.
#[test]
fn r_lead_2_a_human_may_let_the_game_move_the_leads() {
    let (mut app, kind, owner) = on_a_lead();
    let before = view(&mut app, None);
    let table = app.world().resource::<new_angeles::game::Table>().clone();
    assert_eq!(
        new_angeles::ui::viewer::leads_moved_for(&table, &before, true, true),
        None,
        "no lead to move yet"
    );
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, None);
    let Some(new_angeles::game::Decision {
        seat,
        ask: Ask::PlaceLead { .. },
    }) = s.pending
    else {
        panic!("the seat on the right moves the lead: {:?}", s.pending)
    };
    assert_eq!(table.seats[seat].kind, SeatKind::Human);
    use new_angeles::ui::viewer::leads_moved_for;
    assert_eq!(leads_moved_for(&table, &s, true, true), Some(seat));
    assert_eq!(leads_moved_for(&table, &s, true, false), None, "not asked");
    assert_eq!(leads_moved_for(&table, &s, false, true), None, "not live");
    let own = view(&mut app, Some(seat));
    let pick = new_angeles::game::bot::game_pick(&content(), &own).expect("a pick");
    assert!(rules::legal_actions(&content(), &own, seat).contains(&pick));
    answer(&mut app, pick).unwrap();
}

/// Issue 31 (the board rings the leads in reach): every lead [`rules::leads_in_reach`] lists is
/// followed up by what it says — its move (taken by the rules, for the whole Time it said) and
/// then the follow-up — and every lead one legal move away that the Time left pays for, move
/// and follow-up, is listed; none while the seat must answer first.
#[test]
fn a_lead_in_reach_is_reached_and_followed_up_for_the_time_it_said() {
    let c = content();
    let mut listed = 0;
    for seed in 0..6 {
        let mut app = game_with(
            "evil-at-the-estates",
            &["caprice", "floyd", "raymond"],
            seed,
        );
        let seat = active(&app);
        let s = view(&mut app, Some(seat));
        let reach = rules::leads_in_reach(&c, &s, seat);
        // Every lead a move away the Time pays for is listed.
        for o in rules::moves_of(&c, &s, seat, false) {
            for &(kind, owner, at) in s.leads.iter().filter(|l| l.2 == o.to) {
                let held =
                    matches!(owner, LeadOwner::Suspect(i) if s.suspect(i).is_some_and(|v| v.held));
                if o.total() < s.clock.time && !held {
                    assert!(
                        reach
                            .iter()
                            .any(|l| l.kind == kind && l.owner == owner && l.at == at),
                        "seed {seed}: a lead at {} a move away is not listed",
                        c.map.loc(at).name
                    );
                }
            }
        }
        for l in reach {
            listed += 1;
            let mut app = game_with(
                "evil-at-the-estates",
                &["caprice", "floyd", "raymond"],
                seed,
            );
            let before = clock(&app).time;
            if let Some(o) = l.by {
                assert_eq!(o.to, l.at, "seed {seed}: the move goes where the lead lies");
                act(&mut app, Action::Move { to: o.to }).expect("the move is legal");
                if pending(&app).is_none() {
                    assert_eq!(
                        clock(&app).time,
                        before - o.total(),
                        "seed {seed}: the move took the Time it said"
                    );
                }
                // Whatever the arrival asks (Jimmy's offer), the seat says no.
                while let Some(d) = pending(&app) {
                    let snap = view(&mut app, Some(d.seat));
                    let no = rules::legal_actions(&c, &snap, d.seat)
                        .into_iter()
                        .find(|a| !matches!(a, Action::PromptFor { .. }))
                        .expect("an answer");
                    send(
                        &mut app,
                        Command {
                            seat: d.seat,
                            action: no,
                        },
                    )
                    .unwrap();
                }
            }
            let left = clock(&app).time;
            act(
                &mut app,
                Action::FollowUp {
                    kind: l.kind,
                    owner: l.owner,
                },
            )
            .unwrap_or_else(|e| panic!("seed {seed}: the follow-up after the move: {e}"));
            assert_eq!(
                clock(&app).time,
                left - l.follow,
                "seed {seed}: the follow-up took the Time it said"
            );
            // Answering first: nothing is in reach while a decision waits.
            if pending(&app).is_some() {
                let snap = view(&mut app, Some(seat));
                assert!(rules::leads_in_reach(&c, &snap, seat).is_empty());
            }
        }
    }
    assert!(listed >= 6, "only {listed} leads in reach over six games");
}

// R-EVID-1, R-EVID-2: a ringed lead's hover says which file its evidence goes in and what that
// file is on the viewer's guilty hunch (strong, weak or plain); nothing without the hunches.
#[test]
fn r_evid_2_a_lead_in_reach_says_its_file_on_your_guilty_hunch() {
    use new_angeles::content::LeadKind;
    use new_angeles::ui::board::input::lead_use_words;
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    let seat = active(&app);
    let s = view(&mut app, Some(seat));
    let (guilty, _) = s.hunches.expect("the seat's own view knows its hunches");
    let def = &c.suspects[guilty];
    for kind in LeadKind::ALL {
        let words = lead_use_words(&c, &s, kind).expect("said with the hunches known");
        let mark = match (def.strong == kind, def.weak == kind) {
            (true, _) => "▲ strong",
            (_, true) => "▼ weak",
            _ => "plain",
        };
        assert!(
            words.contains(&def.name) && words.ends_with(&format!("is {mark}.")),
            "{kind:?}: {words}"
        );
    }
    let nobody = view(&mut app, None);
    assert!(lead_use_words(&c, &nobody, LeadKind::Testimony).is_none());
}
