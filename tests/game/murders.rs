//! The murders' own special rules (R-MURDER-1…6, D-14): each murder sheet carries one, the
//! engine refuses what it forbids with a reason naming it, and the legal actions (which bots,
//! hints and the board follow) leave out what it forbids.

use super::investigation::{answer, park_npcs, put, view};
use super::*;
use new_angeles::content::{FavorType, LeadKind};
use new_angeles::game::{DetectiveFigure, DropshipPasses, HeroMarker, Holdings, LeadOwner};
use new_angeles::rules;

fn legal(app: &mut App) -> Vec<Action> {
    let s = view(app, None);
    rules::legal_actions(&content(), &s, s.decider())
}

fn suspect(id: &str) -> SuspectId {
    SuspectId::from_index(
        content()
            .suspects
            .iter()
            .position(|s| s.id == id)
            .expect("a suspect"),
    )
}

fn set_favors(app: &mut App, seat: SeatId, favors: [u8; 4]) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            h.favors = favors;
            h.npc_favors = [0; 3];
        }
    }
}

fn set_day(app: &mut App, week: u8, day: u8) {
    let mut c = app.world_mut().resource_mut::<Clock>();
    c.week = week;
    c.day = day;
}

/// A location other than `to` from which seat 0's ruler reaches `to` in one move.
fn next_to(app: &mut App, to: LocId) -> LocId {
    let c = content();
    for (i, l) in c.map.locations.iter().enumerate() {
        let from = LocId::from_index(i);
        if from == to || l.restricted {
            continue;
        }
        put(app, SeatId(0), from);
        let s = view(app, None);
        if rules::seat_move_options(&c, &s.seats[0])
            .iter()
            .any(|o| o.to == to)
        {
            return from;
        }
    }
    panic!("nothing reaches {}", c.map.loc(to).name)
}

// D-14: every murder of the game carries one special rule, with its ID in the rules reference.
#[test]
fn d_14_every_murder_has_a_special_rule_of_its_own() {
    let c = content();
    let book = new_angeles::rulebook::RULES_MD;
    let mut ids = Vec::new();
    for m in &c.scenarios {
        let r = m.def.rule.as_ref().expect("a special rule");
        assert!(m.rule.is_some(), "{}: resolved", m.def.id);
        assert!(
            book.contains(&format!("- {} *{}*", r.id, m.def.name)),
            "{} is in the rules reference under {}",
            r.id,
            m.def.name
        );
        ids.push(r.id.clone());
    }
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), c.scenarios.len(), "one ID per murder");
}

// R-MURDER-1: in Blood in the Dust evidence from a physical lead goes face up.
#[test]
fn r_murder_1_physical_evidence_goes_face_up() {
    let mut app = game_with("blood-in-the-dust", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    let s = view(&mut app, None);
    let &(kind, owner, at) = s
        .leads
        .iter()
        .find(|l| l.0 == LeadKind::Physical)
        .expect("a physical lead");
    put(&mut app, SeatId(0), at);
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, None);
    if let Some(new_angeles::game::Decision {
        ask: Ask::PlaceLead { .. },
        ..
    }) = s.pending
    {
        let to = legal(&mut app)[0];
        answer(&mut app, to).unwrap();
    }
    answer(&mut app, Action::TakeEvidence).unwrap();
    let who = view(&mut app, None).suspects[0].index;
    let down = Action::PlaceEvidence {
        suspect: who,
        face_up: false,
    };
    assert!(!legal(&mut app).contains(&down), "face down is not offered");
    let err = answer(&mut app, down).unwrap_err();
    assert!(err.contains("R-MURDER-1"), "{err}");
    answer(
        &mut app,
        Action::PlaceEvidence {
            suspect: who,
            face_up: true,
        },
    )
    .unwrap();
    let s = view(&mut app, None);
    assert!(s.evidence.iter().all(|t| t.face_up), "{:?}", s.evidence);
}

// R-MURDER-2: in Evil at the Estates a detective enters Rockwell Estates only with a society
// favor (or its own warrant there).
#[test]
fn r_murder_2_rockwell_estates_by_invitation_only() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    let estates = loc("rockwell-estates");
    next_to(&mut app, estates);
    set_favors(&mut app, SeatId(0), [1, 1, 0, 1]);
    let go = Action::Move { to: estates };
    assert!(!legal(&mut app).contains(&go));
    let err = act(&mut app, go).unwrap_err();
    assert!(err.contains("R-MURDER-2"), "{err}");
    set_favors(&mut app, SeatId(0), [0, 0, 1, 0]);
    assert!(legal(&mut app).contains(&go));
    act(&mut app, go).unwrap();
    assert_eq!(view(&mut app, None).seats[0].at, estates);
    assert_eq!(
        view(&mut app, None).seats[0].holdings.favors[FavorType::Society.index()],
        1,
        "the invitation is shown, not spent"
    );
}

// R-MURDER-3: in A Fall from the Beanstalk no alibi goes on Thomas Haas during week 1.
#[test]
fn r_murder_3_no_alibi_on_thomas_haas_in_week_1() {
    let mut app = game_with(
        "fall-from-the-beanstalk",
        &["caprice", "floyd", "raymond"],
        3,
    );
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("order-of-sol"));
    set_favors(&mut app, SeatId(0), [0, 0, 1, 0]);
    let ability = legal(&mut app)
        .into_iter()
        .find(|a| matches!(a, Action::UseAbility { .. }))
        .expect("the Order of Sol's alibi");
    act(&mut app, ability).unwrap();
    let haas = suspect("thomas-haas");
    let on_haas = Action::ChooseSuspect { suspect: haas };
    let offered = legal(&mut app);
    assert!(!offered.contains(&on_haas), "{offered:?}");
    assert!(!offered.is_empty(), "other suspects may take the alibi");
    let err = answer(&mut app, on_haas).unwrap_err();
    assert!(err.contains("R-MURDER-3"), "{err}");
    // From week 2 on, he may be cleared.
    set_day(&mut app, 2, 1);
    assert!(legal(&mut app).contains(&on_haas));
    answer(&mut app, on_haas).unwrap();
}

// R-MURDER-4: in The Flophouse Fire getting a jump on the case costs 2 Time.
#[test]
fn r_murder_4_a_jump_on_the_case_costs_2_time() {
    let mut app = game_with("flophouse-fire", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("tonys-flophouse"));
    let mut q = app.world_mut().query::<&mut HeroMarker>();
    for mut h in q.iter_mut(app.world_mut()) {
        h.seat = SeatId(1);
    }
    app.world_mut().resource_mut::<Clock>().time = 1;
    assert!(!legal(&mut app).contains(&Action::JumpOnTheCase));
    let err = act(&mut app, Action::JumpOnTheCase).unwrap_err();
    assert!(err.contains("R-MURDER-4"), "{err}");
    app.world_mut().resource_mut::<Clock>().time = 5;
    assert!(legal(&mut app).contains(&Action::JumpOnTheCase));
    act(&mut app, Action::JumpOnTheCase).unwrap();
    assert_eq!(clock(&app).time, 3);
}

// R-MURDER-5: in Silence at the Crusade nobody enters the Starlight Crusade before day 3 of
// week 1, by ruler or dropship.
#[test]
fn r_murder_5_the_crusade_is_closed_until_day_3() {
    let mut app = game_with(
        "silence-at-the-crusade",
        &["caprice", "floyd", "raymond"],
        3,
    );
    park_npcs(&mut app);
    let crusade = loc("starlight-crusade");
    next_to(&mut app, crusade);
    let mut q = app
        .world_mut()
        .query::<(&DetectiveFigure, &mut DropshipPasses)>();
    for (d, mut p) in q.iter_mut(app.world_mut()) {
        if d.seat == SeatId(0) {
            p.0 = 1;
        }
    }
    let walk = Action::Move { to: crusade };
    let fly = Action::Dropship { to: crusade };
    let offered = legal(&mut app);
    assert!(!offered.contains(&walk) && !offered.contains(&fly));
    for a in [walk, fly] {
        let err = act(&mut app, a).unwrap_err();
        assert!(err.contains("R-MURDER-5"), "{err}");
    }
    set_day(&mut app, 1, 3);
    assert!(legal(&mut app).contains(&walk));
    act(&mut app, walk).unwrap();
    assert_eq!(view(&mut app, None).seats[0].at, crusade);
}

// R-MURDER-6: in The Wyldside Overdose Noise's testimony lead waits until day 4 of week 1.
#[test]
fn r_murder_6_noise_talks_from_day_4() {
    let mut app = game_with("wyldside-overdose", &["caprice", "floyd", "raymond"], 3);
    park_npcs(&mut app);
    let noise = LeadOwner::Suspect(suspect("noise"));
    let at = view(&mut app, None)
        .lead_at(LeadKind::Testimony, noise)
        .expect("Noise's testimony lead");
    put(&mut app, SeatId(0), at);
    let follow = Action::FollowUp {
        kind: LeadKind::Testimony,
        owner: noise,
    };
    assert!(!legal(&mut app).contains(&follow));
    let err = act(&mut app, follow).unwrap_err();
    assert!(err.contains("R-MURDER-6"), "{err}");
    set_day(&mut app, 1, 4);
    assert!(legal(&mut app).contains(&follow));
    act(&mut app, follow).unwrap();
}
