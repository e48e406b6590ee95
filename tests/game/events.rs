//! Events and NPCs (section 11): the decks at setup (R-SETUP-11), the draws at the end of days
//! 2, 4 and 5 (R-ROUND-5), the two-space track (R-EVENT-1, R-EVENT-2), the specific event at
//! the start of week 2 (R-EVENT-3, R-LEAD-5), temporary abilities (R-EVENT-4), NPC elimination
//! and favors (R-NPC-1), and every event and every event ability run once.

use super::investigation::{answer, park_npcs, put, view};
use super::twilight::holdings;
use super::*;
use new_angeles::content::{FavorType, LeadKind};
use new_angeles::game::{
    DetectiveFigure, EventTrack, Holdings, LeadOwner, Npc, Pay, Pending, events as ev,
};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

pub fn event(id: &str) -> EventId {
    content()
        .events
        .iter()
        .position(|e| e.def.id == id)
        .map(EventId::from_index)
        .unwrap_or_else(|| panic!("no event {id}"))
}

fn track(app: &App) -> EventTrack {
    app.world().resource::<EventTrack>().clone()
}

/// Puts `id` on top of the general deck and draws it (R-EVENT-1).
fn draw(app: &mut App, id: &str) {
    let content = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    let e = EventId::from_index(content.events.iter().position(|x| x.def.id == id).unwrap());
    let world = app.world_mut();
    world.resource_mut::<EventTrack>().deck.push(e);
    ev::draw_general(world, &content);
}

fn npc(app: &mut App, name: &str) -> Npc {
    let mut q = app.world_mut().query::<&Npc>();
    let c = content();
    *q.iter(app.world())
        .find(|n| c.npc(n.npc).name == name)
        .unwrap_or_else(|| panic!("no NPC {name}"))
}

/// Answers every waiting decision as a bot would.
fn settle_decisions(app: &mut App) {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..40 {
        let mut q =
            bevy::ecs::system::SystemState::<new_angeles::game::GameQuery>::new(app.world_mut());
        new_angeles::game::decisions::skip_empty_decisions(app.world_mut(), &mut q);
        let Some(d) = app.world().resource::<Pending>().decision else {
            return;
        };
        let seat = d.decider();
        let mine = super::investigation::seat_view(app, seat);
        let a = new_angeles::game::bot::choose(&content(), &mine, &mut rng);
        send(app, Command { seat, action: a }).expect("a bot's answer is legal");
    }
    panic!("decisions never ended");
}

/// `n` hits on a suspect (the third kills, R-EVID-6).
fn place_hit_n(app: &mut App, suspect: SuspectId, n: u8) {
    let c = content();
    for _ in 0..n {
        new_angeles::game::investigation::place_hit(app.world_mut(), &c, suspect).unwrap();
    }
}

fn eve() -> SuspectId {
    content()
        .suspects
        .iter()
        .position(|x| x.id == "eve")
        .map(SuspectId::from_index)
        .unwrap()
}

fn give_favors(app: &mut App, seat: SeatId, favors: [u8; 4]) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            h.favors = favors;
        }
    }
}

/// The first legal way for the active seat to use the event's `option`-th ability.
fn event_action(app: &mut App, e: EventId, option: u8) -> Option<Action> {
    let seat = active(app);
    let snap = view(app, Some(seat));
    new_angeles::rules::legal_actions(&content(), &snap, seat)
        .into_iter()
        .find(|a| matches!(*a, Action::EventAction { event, option: o, .. } if event == e && o == option))
}

// R-SETUP-11: the general deck is shuffled whole; one of the murder's three specific events
// lies face down, seen by no seat; the others leave the game.
#[test]
fn r_setup_11_decks_and_one_hidden_specific_event() {
    let c = content();
    let mut app = game_events(
        c.clone(),
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        5,
    );
    let t = track(&app);
    let general = c.events.iter().filter(|e| e.is_general()).count();
    assert_eq!((t.deck.len(), general), (23, 23));
    let s = t.specific.expect("a specific event").event;
    assert_eq!(
        c.events[s].scenario,
        c.scenario_index("evil-at-the-estates")
    );
    assert!(!t.specific_revealed);
    for viewer in [None, Some(SeatId(0)), Some(SeatId(1)), Some(SeatId(2))] {
        let v = view(&mut app, viewer);
        assert!(v.events.specific.is_none() && v.events.specific_waiting());
        assert_eq!(v.events.deck.len(), 23);
        // Which events are left is public; their order is not.
        assert!(v.events.deck.is_sorted());
    }
    // Another seed may choose another specific event, and orders the deck differently.
    let others: Vec<EventTrack> = (6..14)
        .map(|seed| {
            track(&game_events(
                c.clone(),
                "evil-at-the-estates",
                &["caprice", "floyd", "raymond"],
                seed,
            ))
        })
        .collect();
    assert!(others.iter().any(|o| o.specific != t.specific));
    assert!(others.iter().any(|o| o.deck != t.deck));
}

// R-ROUND-5, R-EVENT-1, R-EVENT-2: general events arrive at the end of days 2, 4 and 5 — into
// space 1, pushing the older one to space 2 and the one there off the track.
#[test]
fn r_round_5_r_event_1_draws_at_end_of_days_2_4_5() {
    let mut app = game_events(
        content(),
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        5,
    );
    let deck = track(&app).deck;
    let top = |k: usize| deck[deck.len() - k];
    let mut spaces = Vec::new();
    for _ in 0..5 {
        finish_day(&mut app);
        settle_decisions(&mut app);
        spaces.push(track(&app).spaces.map(|s| s.map(|s| s.event)));
    }
    assert_eq!(spaces[0], [None, None], "no event after day 1");
    assert_eq!(spaces[1], [Some(top(1)), None], "day 2");
    assert_eq!(spaces[2], [Some(top(1)), None], "nothing after day 3");
    assert_eq!(spaces[3], [Some(top(2)), Some(top(1))], "day 4");
    assert_eq!(
        spaces[4],
        [Some(top(3)), Some(top(2))],
        "day 5: the first falls off"
    );
    assert_eq!(track(&app).deck.len(), 20);
    let log = &app.world().resource::<new_angeles::game::GameLog>().0;
    let first = &content().events[top(1)].def.name;
    assert!(
        log.iter()
            .any(|l| en(&l.text).starts_with(&format!("Event: {first}")))
    );
    assert!(
        log.iter()
            .any(|l| en(&l.text).contains("falls off the event track"))
    );
}

// R-EVENT-1, R-EVENT-2, R-EVENT-4, R-NPC-1: an NPC event puts Captain Beckmann on City Hall.
// Rachel may use its ability once per round for his favors; another detective may leak his
// files once: he is eliminated, Rachel discards his favors and gains no more, the event ends
// and he can appear no more.
#[test]
fn r_event_4_r_npc_1_abilities_and_elimination() {
    let mut app = game_events(
        content(),
        "evil-at-the-estates",
        &["rachel", "floyd", "caprice"],
        5,
    );
    park_npcs(&mut app);
    settle_decisions(&mut app);
    draw(&mut app, "ev-captain-before-council");
    let e = event("ev-captain-before-council");
    let beck = npc(&mut app, "Captain Beckmann");
    assert_eq!(beck.on_map, Some((loc("city-hall"), e)));
    assert_eq!(beck.seat, Some(SeatId(0)));
    let npc_i = beck.npc.index as usize;
    // Rachel, elsewhere: refused, with the place named.
    let away = Action::EventAction {
        event: e,
        option: 0,
        pay: [None; 2],
    };
    let err = act(&mut app, away).unwrap_err();
    assert!(
        err.contains("City Hall") && err.contains("R-EVENT-4"),
        "{err}"
    );
    put(&mut app, SeatId(0), loc("city-hall"));
    let before = holdings(&mut app, SeatId(0)).npc_favors[npc_i];
    let t = clock(&app).time;
    act(&mut app, away).unwrap();
    assert_eq!(holdings(&mut app, SeatId(0)).npc_favors[npc_i], before + 1);
    assert_eq!(clock(&app).time, t - 1);
    let err = act(&mut app, away).unwrap_err();
    assert!(err.contains("once per round"), "{err}");
    // The other use is not Rachel's.
    give_favors(&mut app, SeatId(0), [0, 1, 0, 0]);
    assert!(event_action(&mut app, e, 1).is_none());
    act(&mut app, Action::EndTurn).unwrap();
    // Floyd: not his NPC, so only the leak; it needs a political favor (Director Haas's
    // favor counts as one, R-TOKEN-1: he gives it away first).
    put(&mut app, SeatId(1), loc("city-hall"));
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == SeatId(1) {
            h.npc_favors = Default::default();
        }
    }
    assert!(event_action(&mut app, e, 0).is_none());
    assert!(event_action(&mut app, e, 1).is_none(), "no political favor");
    give_favors(&mut app, SeatId(1), [0, 1, 0, 0]);
    let leak = event_action(&mut app, e, 1).expect("Floyd may leak the files");
    let bad = holdings(&mut app, SeatId(0)).bad_baggage;
    act(&mut app, leak).unwrap();
    settle_decisions(&mut app);
    let beck = npc(&mut app, "Captain Beckmann");
    assert!(!beck.alive && beck.on_map.is_none());
    assert_eq!(
        holdings(&mut app, SeatId(0)).npc_favors[npc_i],
        0,
        "R-NPC-1: favors discarded"
    );
    assert_eq!(holdings(&mut app, SeatId(0)).bad_baggage, bad + 2);
    assert!(
        !track(&app).active().contains(&e),
        "R-EVENT-2: the event ends"
    );
    assert_eq!(
        track(&app).spaces[0].map(|s| (s.event, s.active)),
        Some((e, false))
    );
    // Dead, he appears no more; an event bringing him changes nothing about him.
    draw(&mut app, "ev-captain-before-council");
    let beck = npc(&mut app, "Captain Beckmann");
    assert!(beck.on_map.is_none());
}

// R-NPC-1 (D-13): an event whose NPC is already eliminated is ignored: it does not enter the
// track (the events there stay where they are), runs no effect and offers no ability.
#[test]
fn r_npc_1_event_of_an_eliminated_npc_is_ignored() {
    let mut app = game_events(
        content(),
        "evil-at-the-estates",
        &["rachel", "floyd", "caprice"],
        5,
    );
    park_npcs(&mut app);
    settle_decisions(&mut app);
    let beck = npc(&mut app, "Captain Beckmann").npc;
    ev::eliminate(app.world_mut(), &content(), beck);
    draw(&mut app, "ev-payday");
    settle_decisions(&mut app);
    let spaces = track(&app).spaces;
    let e = event("ev-captain-before-council");
    let all: Vec<Holdings> = (0..3).map(|i| holdings(&mut app, SeatId(i))).collect();
    let copies = |app: &App| track(app).deck.iter().filter(|&&x| x == e).count();
    let before = copies(&app);
    draw(&mut app, "ev-captain-before-council");
    assert_eq!(track(&app).spaces, spaces, "the track does not move");
    assert!(!track(&app).active().contains(&e));
    assert_eq!(copies(&app), before, "drawn, it leaves the game");
    assert!(app.world().resource::<Pending>().decision.is_none());
    let after: Vec<Holdings> = (0..3).map(|i| holdings(&mut app, SeatId(i))).collect();
    assert_eq!(all, after, "no effect runs");
    put(&mut app, SeatId(0), loc("city-hall"));
    assert!(event_action(&mut app, e, 0).is_none(), "no ability");
    assert!(npc(&mut app, "Captain Beckmann").on_map.is_none());
}

// R-EVENT-2: an NPC taken by a new event ends the old one; an event falling off the track
// ends too, and its NPC goes home.
#[test]
fn r_event_2_taken_by_a_new_event_or_falling_off() {
    let mut c = content();
    let e = event("ev-daniels-lecture");
    let mut copy = c.events[e].clone();
    copy.def.id = "ev-daniel-again".into();
    copy.npcs[0].1 = loc("city-hall");
    c.events.push(copy);
    let again = EventId::from_index(c.events.len() - 1);
    let mut app = game_events(
        c.clone(),
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        5,
    );
    settle_decisions(&mut app);
    draw(&mut app, "ev-daniels-lecture");
    assert_eq!(
        npc(&mut app, "Daniel").on_map,
        Some((loc("levy-university"), e))
    );
    {
        let world = app.world_mut();
        world.resource_mut::<EventTrack>().deck.push(again);
        ev::draw_general(world, &c);
    }
    assert_eq!(
        npc(&mut app, "Daniel").on_map,
        Some((loc("city-hall"), again))
    );
    assert_eq!(track(&app).active(), vec![again]);
    // Two more events push it off the track: it ends and Daniel goes home.
    draw(&mut app, "ev-payday");
    settle_decisions(&mut app);
    draw(&mut app, "ev-founders-day");
    assert!(npc(&mut app, "Daniel").on_map.is_none());
    assert!(
        track(&app)
            .spaces
            .iter()
            .flatten()
            .all(|s| s.event != again)
    );
}

// R-EVENT-3, R-LEAD-5, R-EVENT-4, R-ROUND-5: at the start of week 2 the specific event moves
// every testimony lead in play, swapping with a lead already there; its suspect is held (no
// follow-up) until the first detective pays at NAPD, which ends it.
#[test]
fn r_event_3_r_lead_5_specific_event_moves_leads_and_holds() {
    let c = content();
    let mut app = game_events(
        c.clone(),
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        5,
    );
    park_npcs(&mut app);
    let e = event("ee-eve-impounded");
    app.world_mut().resource_mut::<EventTrack>().specific = Some(new_angeles::game::EventSlot {
        event: e,
        active: true,
    });
    app.world_mut().resource_mut::<EventTrack>().deck.clear();
    for _ in 0..6 {
        finish_day(&mut app);
        settle_decisions(&mut app);
    }
    assert_eq!((clock(&app).week, clock(&app).day), (2, 1));
    let s = view(&mut app, None);
    assert_eq!(s.events.specific.map(|x| x.event), Some(e));
    let at = |s: &new_angeles::rules::Snapshot, owner: LeadOwner| {
        s.leads.iter().find(|l| l.1 == owner).map(|l| l.2)
    };
    let suspect = |id: &str| {
        LeadOwner::Suspect(SuspectId::from_index(
            c.suspects.iter().position(|x| x.id == id).unwrap(),
        ))
    };
    // Four suspects in a three-seat game; Mark Henry and Dejah Thoris are not in play.
    assert_eq!(at(&s, suspect("eve")), Some(loc("napd")));
    assert_eq!(at(&s, suspect("noise")), Some(loc("neon-alley")));
    assert_eq!(at(&s, suspect("thomas-haas")), Some(loc("seaview-heights")));
    assert_eq!(at(&s, suspect("vinnie")), Some(loc("blackwater-pub")));
    assert_eq!(at(&s, suspect("mark-henry")), None);
    // Caprice's physical lead stood on Neon Alley: it swapped to Noise's old place.
    let caprice = LeadOwner::Detective(c.detective_index("caprice").unwrap());
    assert_eq!(at(&s, caprice), Some(loc("club-nocturne")));
    // Eve is held: her testimony lead cannot be followed up (R-LEAD-5).
    let first = active(&app);
    put(&mut app, first, loc("napd"));
    let err = act(
        &mut app,
        Action::FollowUp {
            kind: LeadKind::Testimony,
            owner: suspect("eve"),
        },
    )
    .unwrap_err();
    assert!(err.contains("R-LEAD-5"), "{err}");
    give_favors(&mut app, first, [0, 1, 0, 0]);
    let sign_out = event_action(&mut app, e, 0).expect("anyone may sign her out");
    act(&mut app, sign_out).unwrap();
    settle_decisions(&mut app);
    assert!(
        view(&mut app, None).events.active().is_empty(),
        "once: the event ends"
    );
    assert!(!view(&mut app, None).suspect(eve()).unwrap().held);
    act(
        &mut app,
        Action::FollowUp {
            kind: LeadKind::Testimony,
            owner: suspect("eve"),
        },
    )
    .unwrap();
}

// R-EVENT-3: a specific event whose suspect is dead ends and leaves the game when revealed;
// one whose suspect dies during it ends at once.
#[test]
fn r_event_3_dead_suspect_ends_the_specific_event() {
    let c = content();
    let e = event("ee-eve-impounded");
    let reveal = |kill_before: bool| {
        let mut app = game_events(
            c.clone(),
            "evil-at-the-estates",
            &["caprice", "floyd", "raymond"],
            5,
        );
        app.world_mut().resource_mut::<EventTrack>().specific =
            Some(new_angeles::game::EventSlot {
                event: e,
                active: true,
            });
        if kill_before {
            place_hit_n(&mut app, eve(), 3);
        }
        ev::reveal_specific(app.world_mut(), &c);
        app
    };
    let mut app = reveal(true);
    assert!(track(&app).active().is_empty());
    assert!(!view(&mut app, None).suspect(eve()).unwrap().held);
    let mut app = reveal(false);
    assert_eq!(track(&app).active(), vec![e]);
    assert!(view(&mut app, None).suspect(eve()).unwrap().held);
    place_hit_n(&mut app, eve(), 3);
    assert!(track(&app).active().is_empty());
    let log = &app.world().resource::<new_angeles::game::GameLog>().0;
    assert!(
        log.iter()
            .any(|l| en(&l.text).contains("leaves the game (R-EVENT-3)"))
    );
}

/// A five-seat game (every detective; `first` in seat 0) with the event in play.
fn with_event(e: EventId, first: DetectiveId) -> App {
    let c = content();
    let mut ids: Vec<&str> = c.detectives.iter().map(|d| d.def.id.as_str()).collect();
    ids.swap(0, first.index());
    let scenario = c.events[e]
        .scenario
        .map(|s| c.scenarios[s].def.id.clone())
        .unwrap_or_else(|| "evil-at-the-estates".into());
    let mut app = game_events(c.clone(), &scenario, &ids, 9);
    park_npcs(&mut app);
    settle_decisions(&mut app);
    if c.events[e].is_general() {
        app.world_mut().resource_mut::<EventTrack>().deck.push(e);
        ev::draw_general(app.world_mut(), &c);
    } else {
        app.world_mut().resource_mut::<EventTrack>().specific =
            Some(new_angeles::game::EventSlot {
                event: e,
                active: true,
            });
        ev::reveal_specific(app.world_mut(), &c);
    }
    settle_decisions(&mut app);
    app
}

// R-EVENT-1…4, R-NPC-1: every event arrives without error in a five-seat game, and every one
// of its temporary abilities can be used there by a detective it allows, paying its costs.
#[test]
fn r_event_every_event_and_ability_runs() {
    use new_angeles::content::EventUser;
    let c = content();
    let mut used = 0;
    for (i, e) in EventId::all(c.events.len()).zip(&c.events) {
        let owner = e.npcs.first().map(|(n, _)| n.detective);
        let app = with_event(i, DetectiveId(0));
        assert!(
            track(&app).active().contains(&i) || e.suspect.is_some(),
            "{} in play",
            e.def.id
        );
        for (k, a) in e.def.actions.iter().enumerate() {
            let first = match (a.who, owner) {
                (EventUser::Owner, Some(d)) => d,
                (EventUser::Others, Some(d)) => {
                    DetectiveId::from_index((d.index() + 1) % c.detectives.len())
                }
                _ => DetectiveId(0),
            };
            let mut app = with_event(i, first);
            put(&mut app, SeatId(0), e.action_at[k]);
            give_favors(&mut app, SeatId(0), [2; 4]);
            let Some(action) = event_action(&mut app, i, k as u8) else {
                let err = act(
                    &mut app,
                    Action::EventAction {
                        event: i,
                        option: k as u8,
                        pay: [Some(Pay::Favor(FavorType::Corp)); 2],
                    },
                );
                panic!("{} action {k}: not offered: {err:?}", e.def.id);
            };
            act(&mut app, action).unwrap_or_else(|err| panic!("{} action {k}: {err}", e.def.id));
            settle_decisions(&mut app);
            if a.once || a.eliminate {
                assert!(
                    !track(&app).active().contains(&i),
                    "{} action {k} ends it",
                    e.def.id
                );
            }
            used += 1;
        }
    }
    assert!(used >= 30, "{used} abilities run");
}

// R-NPC-1, R-TOKEN-1: NPC favors are counted per NPC and capped by its tokens (3 each):
// four rounds of Rachel at City Hall give her three of Captain Beckmann's favors.
#[test]
fn r_npc_1_npc_favors_capped_at_its_tokens() {
    let e = event("ev-captain-before-council");
    let mut app = with_event(e, c_index("rachel"));
    let i = npc(&mut app, "Captain Beckmann").npc.index as usize;
    for _ in 0..4 {
        assert_eq!(active(&app), SeatId(0));
        put(&mut app, SeatId(0), loc("city-hall"));
        let a = event_action(&mut app, e, 0).expect("Rachel may stand where he sees her");
        act(&mut app, a).unwrap();
        finish_day(&mut app);
        settle_decisions(&mut app);
    }
    assert_eq!(
        holdings(&mut app, SeatId(0)).npc_favors[i],
        ev::NPC_FAVORS_EACH
    );
}

fn c_index(id: &str) -> DetectiveId {
    content().detective_index(id).unwrap()
}

// R-EVENT-1, R-ROUND-5: a choice an event asks at the end of a day waits for its seat at the
// start of the next (Tabloid Frenzy: each detective turns a face-down token face up, first
// player first); a seat with nothing left to reveal is not asked.
#[test]
fn r_event_1_choices_wait_for_their_seats() {
    let mut app = game_events(
        content(),
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        5,
    );
    park_npcs(&mut app);
    put(&mut app, SeatId(0), loc("neon-alley"));
    let caprice = LeadOwner::Detective(c_index("caprice"));
    act(
        &mut app,
        Action::FollowUp {
            kind: LeadKind::Physical,
            owner: caprice,
        },
    )
    .unwrap();
    let placer = app
        .world()
        .resource::<Pending>()
        .decision
        .unwrap()
        .decider();
    let snap = view(&mut app, Some(placer));
    let place = new_angeles::rules::legal_actions(&content(), &snap, placer)[0];
    answer(&mut app, place).unwrap();
    answer(&mut app, Action::TakeEvidence).unwrap();
    let suspect = view(&mut app, None).suspects[0].index;
    answer(
        &mut app,
        Action::PlaceEvidence {
            suspect,
            face_up: false,
        },
    )
    .unwrap();
    finish_day(&mut app);
    let top = event("ev-tabloid-frenzy");
    app.world_mut().resource_mut::<EventTrack>().deck.push(top);
    finish_day(&mut app);
    let d = app
        .world()
        .resource::<Pending>()
        .decision
        .expect("a reveal is asked");
    assert_eq!(d.decider(), clock(&app).first_player);
    let token = view(&mut app, None).evidence[0].id;
    answer(&mut app, Action::RevealEvidence { token }).unwrap();
    assert!(view(&mut app, None).evidence[0].face_up);
    assert!(
        app.world().resource::<Pending>().decision.is_none(),
        "nothing left to reveal"
    );
}

// R-EVENT-4, R-LOC-1, R-TOKEN-1: bots use location abilities and events' temporary abilities,
// paying with favors, over a few whole games without a refused command.
#[test]
fn bots_use_abilities_and_events() {
    use new_angeles::game::{GameConfig, History};
    let c = content();
    let (mut events, mut abilities, mut paid) = (0, 0, 0);
    for seed in [11, 12, 13] {
        let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, seed));
        let r = sim::play_out_app(&mut app, 20_000);
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        for cmd in &app.world().resource::<History>().0 {
            match cmd.action {
                Action::EventAction { pay, .. } => {
                    events += 1;
                    paid += pay.iter().flatten().count();
                }
                Action::UseAbility { pay, .. } => {
                    abilities += 1;
                    paid += pay.iter().flatten().count();
                }
                _ => {}
            }
        }
        let log = &app.world().resource::<new_angeles::game::GameLog>().0;
        assert!(
            log.iter()
                .filter(|l| en(&l.text).starts_with("Event: "))
                .count()
                >= 5
        );
    }
    eprintln!("{events} event actions, {abilities} abilities, {paid} favors paid");
    assert!(
        events >= 3 && abilities >= 10 && paid >= 3,
        "{events} {abilities} {paid}"
    );
}

// Issue 31: the Events tab's "new" mark is for events that arrive in play. Those that arrive
// while a saved game is caught up on were seen when it was played: loading it marks nothing
// new, and the next event that arrives live is new again.
#[test]
fn events_caught_up_on_from_a_save_are_not_new() {
    use new_angeles::ui::panels::events::EventsPanel;
    let mut app = game_events(
        content(),
        "evil-at-the-estates",
        &["rachel", "floyd", "caprice"],
        5,
    );
    park_npcs(&mut app);
    settle_decisions(&mut app);
    let mut panel = EventsPanel::default();
    panel.watch(&view(&mut app, Some(SeatId(0))), false);
    draw(&mut app, "ev-payday");
    settle_decisions(&mut app);
    // Caught up on: taken as seen.
    panel.watch(&view(&mut app, Some(SeatId(0))), true);
    assert!(panel.fresh.is_empty(), "{:?}", panel.fresh);
    // Live again: still nothing new.
    panel.watch(&view(&mut app, Some(SeatId(0))), false);
    assert!(panel.fresh.is_empty(), "{:?}", panel.fresh);
    // An event that arrives in play is new.
    draw(&mut app, "ev-captain-before-council");
    panel.watch(&view(&mut app, Some(SeatId(0))), false);
    assert_eq!(panel.fresh, vec![event("ev-captain-before-council")]);
}
