//! Location abilities and tokens: using an ability once per round and paying its costs
//! (R-LOC-1, R-TOKEN-1), the token banks (R-SETUP-6), finite supplies (R-COMP-7), Haas and
//! Jinteki tokens at the close (R-TOKEN-2), trauma (R-TOKEN-4), and every ability run once.

use super::investigation::{put, view};
use super::twilight::holdings;
use super::*;
use new_angeles::content::FavorType;
use new_angeles::game::{DetectiveFigure, Holdings, Pay, Supply};
use new_angeles::model::Ask;

fn use_it(option: u8, pay: [Option<FavorType>; 2]) -> Action {
    Action::UseAbility {
        option,
        pay: pay.map(|p| p.map(Pay::Favor)),
    }
}

fn give_favors(app: &mut App, seat: SeatId, favors: [u8; 4]) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            h.favors = favors;
        }
    }
}

fn game() -> App {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    super::investigation::park_npcs(&mut app);
    app
}

// R-LOC-1, R-SETUP-6: City Hall sells political favors for 2 Time, once per round for each
// player; a minor location has no ability.
#[test]
fn r_loc_1_once_per_round_with_its_time() {
    let mut app = game();
    put(&mut app, SeatId(0), loc("city-hall"));
    let t = clock(&app).time;
    act(&mut app, use_it(0, [None, None])).unwrap();
    assert_eq!(clock(&app).time, t - 2);
    assert_eq!(
        holdings(&mut app, SeatId(0)).favors[FavorType::Political.index()],
        1
    );
    let err = act(&mut app, use_it(0, [None, None])).unwrap_err();
    assert!(err.contains("R-LOC-1"), "{err}");
    // Another player may use it in the same round; the next round it is free again.
    act(&mut app, Action::EndTurn).unwrap();
    put(&mut app, SeatId(1), loc("city-hall"));
    act(&mut app, use_it(0, [None, None])).unwrap();
    finish_day(&mut app);
    put(&mut app, SeatId(0), loc("city-hall"));
    let first = active(&app);
    put(&mut app, first, loc("city-hall"));
    act(&mut app, use_it(0, [None, None])).unwrap();
    // A minor location: nothing to use.
    put(&mut app, first, loc("union-market"));
    let err = act(&mut app, use_it(0, [None, None])).unwrap_err();
    assert!(err.contains("R-MAP-6"), "{err}");
}

// R-TOKEN-1, R-TOKEN-2, R-COMP-7: Haas-Bioroid sells a Haas token for 2 Time and a corp
// favor — paid with a corp favor, which goes back to the supply; no corp favor, no token; an
// empty supply sells nothing. Each Haas token is worth 3 VP at the close.
#[test]
fn r_token_1_and_2_paying_with_favors_for_haas_tokens() {
    let mut app = game();
    put(&mut app, SeatId(0), loc("haas-bioroid"));
    let err = act(&mut app, use_it(0, [Some(FavorType::Corp), None])).unwrap_err();
    assert!(err.contains("R-TOKEN-1"), "{err}");
    give_favors(&mut app, SeatId(0), [1, 1, 0, 0]);
    let err = act(&mut app, use_it(0, [Some(FavorType::Political), None])).unwrap_err();
    assert!(err.contains("corp"), "{err}");
    let supply = *app.world().resource::<Supply>();
    act(&mut app, use_it(0, [Some(FavorType::Corp), None])).unwrap();
    let h = holdings(&mut app, SeatId(0));
    assert_eq!((h.haas, h.favors), (1, [0, 1, 0, 0]));
    let after = *app.world().resource::<Supply>();
    assert_eq!(after.haas, supply.haas - 1);
    assert_eq!(after.favors[0], supply.favors[0] + 1);
    let detective = view(&mut app, None).seats[0].detective;
    let lines = new_angeles::game::conspiracy::vp_lines(
        &content(),
        &Default::default(),
        detective,
        &holdings(&mut app, SeatId(0)),
    );
    assert!(lines.iter().any(|(_, vp)| *vp == 3), "{lines:?}");
    // R-COMP-7: the last Haas token gone, nothing is sold.
    finish_day(&mut app);
    app.world_mut().resource_mut::<Supply>().haas = 0;
    let seat = active(&app);
    put(&mut app, seat, loc("haas-bioroid"));
    give_favors(&mut app, seat, [1, 0, 0, 0]);
    let err = act(&mut app, use_it(0, [Some(FavorType::Corp), None])).unwrap_err();
    assert!(err.contains("R-COMP-7"), "{err}");
}

// R-TOKEN-1: a favor of any type pays an `Any` cost (Castle Club's baggage on any plot).
#[test]
fn r_token_1_a_favor_of_any_type() {
    let mut app = game();
    put(&mut app, SeatId(0), loc("castle-club"));
    give_favors(&mut app, SeatId(0), [0, 0, 0, 1]);
    act(&mut app, use_it(0, [Some(FavorType::Street), None])).unwrap();
    assert!(matches!(
        view(&mut app, None).pending,
        Some(new_angeles::game::Decision {
            seat: SeatId(0),
            ask: Ask::Benefit { .. },
            ..
        })
    ));
    super::investigation::answer(
        &mut app,
        Action::GiveBaggage {
            seat: SeatId(1),
            good: false,
        },
    )
    .unwrap();
    assert_eq!(holdings(&mut app, SeatId(1)).bad_baggage, 1);
}

// R-TOKEN-4: Starlight Crusade takes and heals trauma; each counter is −1 VP at the close.
#[test]
fn r_token_4_trauma() {
    let mut app = game();
    put(&mut app, SeatId(0), loc("starlight-crusade"));
    act(&mut app, use_it(0, [None, None])).unwrap();
    assert_eq!(holdings(&mut app, SeatId(0)).trauma, 1);
    assert_eq!(view(&mut app, None).seats[0].twilight, -2);
    finish_day(&mut app);
    let seat = active(&app);
    assert_eq!(seat, SeatId(0));
    put(&mut app, SeatId(0), loc("starlight-crusade"));
    act(&mut app, use_it(1, [None, None])).unwrap();
    assert_eq!(holdings(&mut app, SeatId(0)).trauma, 0);
}

// R-LOC-1, R-SETUP-6: every use of every major location's ability runs in a headless game,
// paid and answered, without error.
#[test]
fn every_ability_runs() {
    let c = content();
    let mut rng = <rand::rngs::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    for id in c.map.ids() {
        let l = c.map.loc(id);
        for (option, u) in l.uses.iter().enumerate() {
            let mut app = game();
            put(&mut app, SeatId(0), id);
            give_favors(&mut app, SeatId(0), [2, 2, 2, 2]);
            let pay = [0, 1].map(|i| {
                u.favors.get(i).map(|f| match f {
                    new_angeles::content::FavorCost::Of(k) => *k,
                    new_angeles::content::FavorCost::Any => FavorType::Street,
                })
            });
            act(&mut app, use_it(option as u8, pay))
                .unwrap_or_else(|e| panic!("{} use {option}: {e}", l.name));
            for _ in 0..6 {
                let s = view(&mut app, None);
                let Some(d) = s.pending else { break };
                let mine = super::investigation::seat_view(&mut app, d.decider());
                let a = new_angeles::game::bot::choose(&c, &mine, &mut rng);
                super::send(
                    &mut app,
                    Command {
                        seat: d.decider(),
                        action: a,
                    },
                )
                .unwrap_or_else(|e| panic!("{}: {a:?}: {e}", l.name));
            }
            assert!(view(&mut app, None).pending.is_none(), "{}", l.name);
        }
    }
}

// Bots use location abilities when they are worth their costs (R-LOC-1).
#[test]
fn bots_use_abilities() {
    let mut total = 0;
    for seed in [3, 4] {
        let mut app = sim::headless_game(content(), GameConfig::new(4, 0, seed));
        let r = sim::play_out_app(&mut app, 20_000);
        assert!(r.errors.is_empty(), "{:?}", r.errors);
        total += app
            .world()
            .resource::<new_angeles::game::History>()
            .0
            .iter()
            .filter(|c| matches!(c.action, Action::UseAbility { .. }))
            .count();
    }
    assert!(total >= 2, "{total} abilities used in two games");
}

// R-SETUP-13, R-COMP-6: Floyd's Directives. First: light tactics only, and no trauma.
// Second: one light card per turn, and the first lead of each turn for 0 Time. Third: back at
// Haas-Bioroid by the end of day 4, or recalled there with one bad baggage; 7 Time a turn.
#[test]
fn r_setup_13_floyds_directives() {
    use super::twilight::{card, set_hand};
    use new_angeles::content::{Deck, Effect};
    use new_angeles::game::{CardPlay, Decision};
    let mut brawl = card(
        "floyd",
        Deck::Light,
        0,
        vec![Effect::Fight {
            light: vec![Effect::Trauma(1)],
            dark: vec![Effect::Time(1)],
        }],
    );
    brawl.traits = vec!["Fight".into()];
    let (c, ids) = super::twilight::with_cards(
        content(),
        vec![
            brawl,
            card("floyd", Deck::Light, 0, vec![Effect::Time(1)]),
            card("floyd", Deck::Light, 0, vec![Effect::Time(1)]),
        ],
    );
    let mut app = game_on(
        c.clone(),
        "evil-at-the-estates",
        &["floyd", "caprice", "raymond"],
        4,
    );
    super::investigation::park_npcs(&mut app);
    let floyd = c.detective_index("floyd").unwrap();
    assert_eq!(clock(&app).time, c.detectives[floyd].def.time_per_turn);
    assert_eq!(clock(&app).time, 7);
    set_hand(&mut app, SeatId(0), ids.clone());
    let play = |card| Action::PlayLight {
        play: CardPlay::new(card),
    };
    act(&mut app, play(ids[0])).unwrap();
    assert!(matches!(
        view(&mut app, None).pending,
        Some(Decision {
            seat: SeatId(0),
            ask: Ask::Fight { .. },
            ..
        })
    ));
    let err = super::investigation::answer(&mut app, Action::Tactics { dark: true }).unwrap_err();
    assert!(err.contains("light tactics"), "{err}");
    super::investigation::answer(&mut app, Action::Tactics { dark: false }).unwrap();
    assert_eq!(
        holdings(&mut app, SeatId(0)).trauma,
        0,
        "Floyd never takes trauma"
    );
    let err = act(&mut app, play(ids[1])).unwrap_err();
    assert!(err.contains("one light card per turn"), "{err}");

    // The first lead of a turn is free; the second costs 1 Time.
    let (kind, owner, at) = view(&mut app, None).leads[0];
    put(&mut app, SeatId(0), at);
    let t = clock(&app).time;
    // R-LEAD-1: the cost a button shows is the one the rules charge, with its reason.
    let s = view(&mut app, None);
    let (cost, why) = new_angeles::rules::follow_up_cost(&c, &s, SeatId(0));
    assert_eq!(cost, 0);
    assert!(
        why.as_ref()
            .is_some_and(|w| en(w).contains("Second Directive")),
        "{why:?}"
    );
    assert_eq!(
        new_angeles::rules::check(&c, &s, SeatId(0), &Action::FollowUp { kind, owner }),
        Ok(cost)
    );
    assert_eq!(
        new_angeles::rules::follow_up_cost(&c, &s, SeatId(1)),
        (1, None),
        "no Directive for Caprice"
    );
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    assert_eq!(clock(&app).time, t, "free");
    assert_eq!(
        new_angeles::rules::follow_up_cost(&c, &view(&mut app, None), SeatId(0)),
        (1, None),
        "the second lead of the turn costs 1 Time"
    );

    // Not home by the end of day 4: recalled, with one bad baggage.
    let mut app = game_on(
        c,
        "evil-at-the-estates",
        &["floyd", "caprice", "raymond"],
        4,
    );
    while (clock(&app).week, clock(&app).day) != (1, 4) {
        finish_day(&mut app);
    }
    put(&mut app, SeatId(0), loc("city-hall"));
    let bad = holdings(&mut app, SeatId(0)).bad_baggage;
    finish_day(&mut app);
    assert_eq!(view(&mut app, None).seats[0].at, loc("haas-bioroid"));
    assert_eq!(holdings(&mut app, SeatId(0)).bad_baggage, bad + 1);
}

// R-SETUP-13: Rachel draws 2 extra twilight cards at setup, from her light deck or another
// player's dark deck, before the first turn goes on.
#[test]
fn r_setup_13_rachels_extra_cards() {
    use new_angeles::game::Decision;
    let mut app = game_raw(
        content(),
        "evil-at-the-estates",
        &["floyd", "rachel", "raymond"],
        4,
    );
    assert_eq!(
        view(&mut app, None).pending,
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::ExtraDraw
        })
    );
    assert!(
        act(&mut app, Action::EndTurn).is_err(),
        "the draws come first"
    );
    super::investigation::answer(&mut app, Action::DrawCard { from: SeatId(1) }).unwrap();
    super::investigation::answer(&mut app, Action::DrawCard { from: SeatId(2) }).unwrap();
    let s = view(&mut app, None);
    assert_eq!(s.pending, None);
    assert_eq!(s.seats[1].hand, 5);
    assert_eq!(s.seats[0].hand, 3);
}

// R-TOKEN-3: a player has at most 2 warrants in play; placing another moves one of them, the
// one its holder chooses; a warrant spares only its owner the extra Time of a restricted place.
#[test]
fn r_token_3_two_warrants_at_most_the_holder_chooses_which_moves() {
    use super::twilight::{card, card_game, set_hand};
    use new_angeles::content::{Deck, Effect};
    use new_angeles::game::{CardPlay, Warrant};
    let (mut app, ids) = card_game(vec![card(
        "caprice",
        Deck::Light,
        0,
        vec![Effect::WarrantHere],
    )]);
    // Caprice's warrants, sorted by place.
    let mine = |app: &mut App| {
        let mut q = app
            .world_mut()
            .query::<(&Warrant, &new_angeles::game::At)>();
        let mut w: Vec<LocId> = q
            .iter(app.world())
            .filter(|(w, _)| w.seat == SeatId(0))
            .map(|(_, a)| a.0)
            .collect();
        w.sort();
        w
    };
    let sorted = |mut v: Vec<LocId>| {
        v.sort();
        v
    };
    // A warrant put down by the card where Caprice stands.
    let warrant_at = |app: &mut App, at: &str| {
        put(app, SeatId(0), loc(at));
        set_hand(app, SeatId(0), vec![ids[0]]);
        act(
            app,
            Action::PlayLight {
                play: CardPlay::new(ids[0]),
            },
        )
        .unwrap();
    };
    // Caprice starts with one warrant, on Jinteki (R-SETUP-13).
    assert_eq!(mine(&mut app), vec![loc("jinteki")]);
    put(&mut app, SeatId(0), loc("napd"));
    act(&mut app, use_it(1, [None, None])).unwrap();
    assert_eq!(mine(&mut app), sorted(vec![loc("napd"), loc("jinteki")]));
    // A third: Caprice chooses which one moves here — not her older one, this time.
    warrant_at(&mut app, "city-hall");
    assert_eq!(
        view(&mut app, None).pending.map(|d| d.ask),
        Some(Ask::MoveWarrant {
            to: loc("city-hall")
        })
    );
    assert_eq!(mine(&mut app), sorted(vec![loc("napd"), loc("jinteki")]));
    let err = act(
        &mut app,
        Action::MoveWarrant {
            from: loc("levy-university"),
        },
    )
    .unwrap_err();
    assert!(err.contains("no warrant"), "{err}");
    act(&mut app, Action::MoveWarrant { from: loc("napd") }).unwrap();
    assert_eq!(
        mine(&mut app),
        sorted(vec![loc("jinteki"), loc("city-hall")])
    );
    // And a fourth: the Jinteki one this time.
    warrant_at(&mut app, "levy-university");
    act(
        &mut app,
        Action::MoveWarrant {
            from: loc("jinteki"),
        },
    )
    .unwrap();
    assert_eq!(
        mine(&mut app),
        sorted(vec![loc("city-hall"), loc("levy-university")])
    );
    assert_eq!(view(&mut app, None).pending, None);
    // Only its owner is spared: NAPD is restricted for the others.
    let s = view(&mut app, None);
    let c = content();
    assert_eq!(
        new_angeles::rules::move_cost(&c, &s.seats[0], loc("jinteki")),
        3
    );
    assert_eq!(
        new_angeles::rules::move_cost(&c, &s.seats[1], loc("haas-bioroid")),
        1
    );
    assert_eq!(
        new_angeles::rules::move_cost(&c, &s.seats[0], loc("haas-bioroid")),
        3
    );
}

// R-SETUP-13, R-TOKEN-1: Floyd starts with a favor of Director Haas, which shows corp: it pays
// Haas-Bioroid's corp favor and goes back to its NPC; a normal favor of another type does not.
#[test]
fn r_token_1_an_npc_favor_pays_as_a_type_it_shows() {
    let mut app = game_with("evil-at-the-estates", &["floyd", "caprice", "raymond"], 4);
    super::investigation::park_npcs(&mut app);
    assert_eq!(holdings(&mut app, SeatId(0)).npc_favors, [1, 0, 0]);
    put(&mut app, SeatId(0), loc("haas-bioroid"));
    let s = view(&mut app, Some(SeatId(0)));
    let legal = new_angeles::rules::legal_actions(&content(), &s, SeatId(0));
    let npc = Action::UseAbility {
        option: 0,
        pay: [Some(Pay::Npc(0)), None],
    };
    assert!(legal.contains(&npc), "{legal:?}");
    // Father Simmons grants no favors at all.
    let err = act(
        &mut app,
        Action::UseAbility {
            option: 0,
            pay: [Some(Pay::Npc(1)), None],
        },
    )
    .unwrap_err();
    assert!(err.contains("corp"), "{err}");
    act(&mut app, npc).unwrap();
    let h = holdings(&mut app, SeatId(0));
    assert_eq!((h.haas, h.npc_favors), (1, [0, 0, 0]));
    // A corp link would count Director Haas's favors as corp favors (R-PUZ-9).
    let mut with = h;
    with.npc_favors = [2, 0, 0];
    let floyd = content().detective_index("floyd").unwrap();
    assert_eq!(
        new_angeles::game::conspiracy::favor_counts(&content(), floyd, &with)
            [FavorType::Corp.index()],
        2
    );
}

// R-SETUP-13, R-TWI-1: Raymond's 4 Memory cards are shuffled and one is dealt to each other
// player, the rest unseen; a Memory card is no part of any hand, and only its holder sees it.
#[test]
fn r_setup_13_raymonds_memory_cards() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["raymond", "floyd", "caprice"], 4);
    let mut dealt = Vec::new();
    for seat in SeatId::all(3) {
        let mine = view(&mut app, Some(seat));
        assert_eq!(mine.hand.len(), 3, "seat {seat:?}: the hand is as usual");
        match mine.memory {
            Some(m) => {
                assert_ne!(seat, SeatId(0), "Raymond holds none of his own");
                let special = &c.specials[m as usize];
                assert!(special.def.memory);
                assert_eq!(c.detectives[special.detective].def.id, "raymond");
                dealt.push(m);
            }
            None => assert_eq!(seat, SeatId(0)),
        }
    }
    dealt.sort();
    dealt.dedup();
    assert_eq!(dealt.len(), 2, "two different Memory cards dealt");
    assert_eq!(view(&mut app, None).memory, None, "secret");
    // Without Raymond, nobody holds one.
    let mut app = game_with("evil-at-the-estates", &["louis", "floyd", "caprice"], 4);
    assert!(SeatId::all(3).all(|s| view(&mut app, Some(s)).memory.is_none()));
}

// R-COMP-2, R-TOKEN-4: with the thirteen −1 trauma counters gone, three held −1 counters are
// exchanged for a −3 one so a fourth can be taken; the close counts −3 for it.
#[test]
fn r_comp_2_trauma_exchange() {
    let mut app = game();
    {
        let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
        for (d, mut h) in q.iter_mut(app.world_mut()) {
            if d.seat == SeatId(0) {
                h.trauma = 3;
            }
        }
    }
    app.world_mut().resource_mut::<Supply>().trauma = 0;
    put(&mut app, SeatId(0), loc("starlight-crusade"));
    act(&mut app, use_it(0, [None, None])).unwrap();
    let h = holdings(&mut app, SeatId(0));
    assert_eq!((h.trauma, h.trauma_big), (1, 1));
    let supply = *app.world().resource::<Supply>();
    assert_eq!((supply.trauma, supply.trauma_big), (2, 4));
    // Nothing to exchange and none left: refused.
    app.world_mut().resource_mut::<Supply>().trauma = 0;
    finish_day(&mut app);
    let seat = active(&app);
    put(&mut app, seat, loc("starlight-crusade"));
    let err = act(&mut app, use_it(0, [None, None])).unwrap_err();
    assert!(err.contains("R-COMP-7"), "{err}");
}

// Round 55 of issue 31: Starport Kaguya's +150 mm bought where the longer ruler takes the
// detective nowhere new is said beside its button — with no Time left after it; not with a
// day's Time (Moon places lie between the two lengths); an ability that is no ruler, never.
#[test]
fn a_longer_ruler_that_reaches_nothing_new_is_told() {
    use new_angeles::rules::abilities::longer_ruler_idle;
    let mut app = game();
    let c = content();
    let me = active(&app);
    put(&mut app, me, loc("starport-kaguya"));
    let mut s = view(&mut app, Some(me));
    assert!(s.clock.time >= 2, "{}", s.clock.time);
    assert!(
        !longer_ruler_idle(&c, &s, me, 0),
        "from Starport the longer ruler reaches more of the Moon"
    );
    // Its 1 Time paid, nothing left to move with: nothing new.
    s.clock.time = 1;
    assert!(longer_ruler_idle(&c, &s, me, 0));
    put(&mut app, me, loc("city-hall"));
    let s = view(&mut app, Some(me));
    assert!(
        !longer_ruler_idle(&c, &s, me, 0),
        "City Hall's use is no ruler"
    );
}
