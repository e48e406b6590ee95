//! The hint (D-4): the hard bot's best action for a seat, decided from that seat's view only.
//! Changing what the seat cannot know — the other seats' hands and hunches, the order of the
//! evidence pile — must not change the hint.

use super::investigation::seat_view;
use super::*;
use bevy::ecs::system::SystemState;
use new_angeles::game::{
    Decks, DetectiveFigure, EvidencePile, GameConfig, GameQuery, Hand, Hunch, Pending, Phase, bot,
};

/// Plays a bot game until `seat` is asked a decision the hard bot weighs (two or more
/// options), and returns the app there.
fn at_a_weighed_decision(seed: u64, seat: SeatId) -> App {
    let c = content();
    let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, seed));
    for _ in 0..20_000 {
        assert_ne!(sim::phase(&app), Phase::CaseClosed, "no such decision");
        let d = app.world().resource::<Pending>().decision;
        if d.is_some_and(|d| d.seat == seat) {
            let v = seat_view(&mut app, seat);
            let normal = bot::choose(&c, &v, &mut rand::SeedableRng::seed_from_u64(1));
            if bot::hard_options(&c, &v, normal).len() >= 2 {
                return app;
            }
        }
        app.update();
    }
    panic!("no weighed decision for {seat:?}");
}

fn hint(app: &mut App, seat: SeatId) -> bot::Hint {
    let mut q = SystemState::<GameQuery>::new(app.world_mut());
    bot::hint(app.world_mut(), &mut q, seat).expect("the game waits for the seat")
}

/// Gives every other seat different hidden cards and hunches, and turns the evidence pile
/// over: nothing `seat` may know changes.
fn shuffle_the_unknown(app: &mut App, seat: SeatId) {
    let world = app.world_mut();
    let mut decks = world.resource::<Decks>().clone();
    let mut hands: Vec<(Entity, SeatId)> = world
        .query::<(Entity, &DetectiveFigure)>()
        .iter(world)
        .filter(|(_, d)| d.seat != seat)
        .map(|(e, d)| (e, d.seat))
        .collect();
    hands.sort_by_key(|(_, s)| *s);
    let c = content();
    let table = world.resource::<new_angeles::game::Table>().clone();
    let mut changed = 0;
    for (e, _) in hands {
        let mut hand = world.get_mut::<Hand>(e).unwrap();
        for card in hand.0.iter_mut() {
            // Another card of the same deck: which deck a card was drawn from is public.
            let def = &c.cards[*card];
            let Some(owner) = table
                .seats
                .iter()
                .position(|t| t.detective == def.detective)
            else {
                continue;
            };
            let deck = match def.def.deck {
                new_angeles::content::Deck::Light => &mut decks.light[owner].down,
                new_angeles::content::Deck::Dark => &mut decks.dark[owner].down,
            };
            if let Some(other) = deck.pop() {
                deck.insert(0, *card);
                *card = other;
                changed += 1;
            }
        }
    }
    world.insert_resource(decks);
    for mut h in world.query::<&mut Hunch>().iter_mut(world) {
        if h.seat != seat {
            let g = h.guilty;
            h.guilty = h.innocent;
            h.innocent = g;
            changed += 1;
        }
    }
    world.resource_mut::<EvidencePile>().0.reverse();
    assert!(changed > 3, "the other seats' secrets changed ({changed})");
}

// D-4: the hint is the same whatever the other seats hold.
#[test]
fn d_4_a_hint_rests_on_the_seats_own_view() {
    let seat = SeatId(0);
    for seed in [3, 11] {
        let mut app = at_a_weighed_decision(seed, seat);
        let before_view = seat_view(&mut app, seat);
        let before = hint(&mut app, seat);
        assert!(!before.words.is_empty() && !before.why.is_empty());
        shuffle_the_unknown(&mut app, seat);
        assert_eq!(
            seat_view(&mut app, seat),
            before_view,
            "seed {seed}: the seat's view did not change"
        );
        let after = hint(&mut app, seat);
        assert_eq!(after, before, "seed {seed}: the hint changed with secrets");
    }
}

// D-4: asking for a hint changes nothing in the game.
#[test]
fn d_4_a_hint_changes_nothing() {
    let seat = SeatId(1);
    let mut app = at_a_weighed_decision(5, seat);
    let before = new_angeles::game::digest(app.world_mut());
    let h = hint(&mut app, seat);
    assert_eq!(new_angeles::game::digest(app.world_mut()), before);
    let legal = new_angeles::rules::legal_actions(&content(), &seat_view(&mut app, seat), seat);
    assert!(
        legal.contains(&h.action)
            || matches!(h.action, Action::PlayDark { .. } | Action::PlayLight { .. }),
        "the hint is a legal action: {:?}",
        h.action
    );
    sim::send(
        &mut app,
        Command {
            seat,
            action: h.action,
        },
    )
    .expect("the hint is accepted");
}

/// Plays bot games (`seeds`) and calls `check` on `seat`'s own turns (nothing asked of it)
/// that `pick` chooses, at most `per_game` in each game.
fn own_turns(
    seeds: &[u64],
    seat: SeatId,
    per_game: usize,
    pick: impl Fn(&new_angeles::rules::Snapshot) -> bool,
    mut check: impl FnMut(&mut App, u64),
) {
    let c = content();
    for &seed in seeds {
        let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, seed));
        let mut found = 0;
        let mut last_turn = None;
        for _ in 0..40_000 {
            if sim::phase(&app) == Phase::CaseClosed || found >= per_game {
                break;
            }
            let p = app.world().resource::<Pending>().decision;
            if p.is_none() && app.world().resource::<new_angeles::game::Clock>().active(4) == seat {
                let v = seat_view(&mut app, seat);
                let turn = (v.clock.week, v.clock.day);
                if v.daytime && last_turn != Some(turn) && pick(&v) {
                    last_turn = Some(turn);
                    found += 1;
                    check(&mut app, seed);
                }
            }
            app.update();
        }
    }
}

/// Whether `seat`, standing at `to` with `left` Time, can do something there this turn: follow
/// up a lead, jump on the case, use an ability or an event's; or get to a lead or the scene
/// and act there with the Time left.
fn can_act_from(
    c: &new_angeles::content::Content,
    s: &new_angeles::rules::Snapshot,
    seat: SeatId,
    to: LocId,
    left: u8,
) -> bool {
    use new_angeles::rules;
    let acts = |at: LocId, time: u8| {
        let mut there = s.clone();
        there.seats[seat].at = at;
        there.clock.time = time;
        rules::legal_actions(c, &there, seat).iter().any(|a| {
            matches!(
                a,
                Action::FollowUp { .. }
                    | Action::JumpOnTheCase
                    | Action::UseAbility { .. }
                    | Action::EventAction { .. }
            )
        })
    };
    if acts(to, left) {
        return true;
    }
    let mut there = s.seats[seat].clone();
    there.at = to;
    let mut places = s.lead_locations();
    places.push(s.scene);
    places
        .into_iter()
        .any(|p| rules::time_to(c, &there, p, left).is_some_and(|(t, _)| acts(p, left - t)))
}

// D-4: a hint on the player's own turn never sends them where they cannot act this turn
// with the Time left (a move with the last Time toward a far lead is no hint), and names its
// goal in a sentence with the Time it takes.
#[test]
fn d_4_a_hint_fits_the_time_left_and_names_its_goal() {
    let c = content();
    let seat = SeatId(0);
    let mut seen = 0;
    own_turns(
        &[1, 2, 3, 4],
        seat,
        3,
        |s| (1..=2).contains(&s.clock.time),
        |app, seed| {
            let v = seat_view(app, seat);
            let h = hint(app, seat);
            seen += 1;
            assert!(
                !h.why.contains("came out best") && !h.why.contains("closer to"),
                "seed {seed}: the hint names its goal: {:?} — {}",
                h.action,
                h.why
            );
            if let Action::Move { to } | Action::Dropship { to } = h.action {
                let dropship = matches!(h.action, Action::Dropship { .. });
                let step = new_angeles::rules::moves_of(&c, &v, seat, dropship)
                    .into_iter()
                    .find(|o| o.to == to)
                    .expect("a legal move");
                let left = v.clock.time - step.cost - step.then;
                let free_card = matches!(
                    c.map.loc(to).quality,
                    new_angeles::content::Quality::Seedy | new_angeles::content::Quality::Ritzy
                );
                assert!(
                    free_card || can_act_from(&c, &v, seat, to, left),
                    "seed {seed}: with {} Time the hint moves to {} where nothing can be done this turn ({})",
                    v.clock.time,
                    c.map.label(to),
                    h.why
                );
                assert!(
                    h.why.contains("Time"),
                    "seed {seed}: the move's goal says the Time it takes: {}",
                    h.why
                );
            }
        },
    );
    assert!(seen >= 6, "enough turns with little Time ({seen})");
}

// D-4: in week 2, while the hunches need evidence, a lead that fits the Time left comes
// before a free card.
#[test]
fn d_4_in_week_2_a_hint_prefers_a_lead_to_a_free_card() {
    use new_angeles::rules;
    let c = content();
    let seat = SeatId(1);
    let mut weighed = 0;
    own_turns(
        &[1, 2, 3, 5, 8],
        seat,
        4,
        |s| s.clock.week == 2 && s.clock.time >= 2,
        |app, seed| {
            let v = seat_view(app, seat);
            if bot::evidence_utility(&c, &v, None) >= 16.0 {
                return;
            }
            // A lead this seat can reach and follow up this turn.
            let me = &v.seats[seat];
            let reachable = v.leads.iter().any(|l| {
                rules::time_to(&c, me, l.2, v.clock.time).is_some_and(|(t, _)| {
                    let mut there = (*v).clone();
                    there.seats[seat].at = l.2;
                    there.clock.time = v.clock.time - t;
                    rules::check(
                        &c,
                        &there,
                        seat,
                        &Action::FollowUp {
                            kind: l.0,
                            owner: l.1,
                        },
                    )
                    .is_ok()
                })
            });
            if !reachable {
                return;
            }
            weighed += 1;
            let h = hint(app, seat);
            let card_only = match h.action {
                Action::DrawCard { .. } => true,
                Action::Move { to } | Action::Dropship { to } => {
                    !v.lead_locations().contains(&to)
                        && matches!(
                            c.map.loc(to).quality,
                            new_angeles::content::Quality::Seedy
                                | new_angeles::content::Quality::Ritzy
                        )
                        && !h.why.contains("evidence")
                        && !h.why.contains("scene of the crime")
                }
                _ => false,
            };
            assert!(
                !card_only,
                "seed {seed}: week 2, a lead in reach, yet the hint is a free card: {:?} — {}",
                h.action, h.why
            );
        },
    );
    assert!(
        weighed >= 4,
        "enough week-2 turns with a lead in reach ({weighed})"
    );
}

// R-CLOSE-3, D-4: the words for planting evidence never contradict the evidence panel: where
// the token would be thrown away at the close (the lowest of a strong file, the highest of a
// weak one), they say so, as the panel does.
#[test]
fn r_close_3_hint_words_say_when_a_token_would_be_thrown_away() {
    use super::investigation::{follow_and_draw, on_a_lead, suspects, view};
    let (mut app, kind, owner) = on_a_lead();
    follow_and_draw(&mut app, kind, owner);
    // A −3 drawn (whatever the pile gave): a minus value.
    let v = -3;
    app.world_mut()
        .resource_mut::<new_angeles::game::Pending>()
        .drawn = Some(new_angeles::model::Evidence::Value(v));
    let c = content();
    let s = view(&mut app, Some(SeatId(0)));
    let all = suspects(&mut app);
    // An empty file whose end the token would be: strong for a minus or zero, weak for a plus.
    let target = all
        .iter()
        .find(|x| {
            let d = &c.suspects[x.index];
            if v <= 0 {
                d.strong == kind
            } else {
                d.weak == kind
            }
        })
        .map(|x| x.index)
        .expect("a suspect with that file at that end");
    let words = bot::hint::about(
        &c,
        &s,
        SeatId(0),
        &Action::PlaceEvidence {
            suspect: target,
            face_up: false,
        },
    )
    .expect("words");
    assert!(words.contains("thrown away"), "{words}");
    // Alone in its file, it says when it would count (round 24: every empty strong or weak
    // file read as a dead end).
    assert!(words.contains("counts once"), "{words}");
    // Nor that it "changes nothing" there (round 26: a hint said so of the guilty hunch's
    // empty weak file).
    assert!(!words.contains("changes nothing"), "{words}");
}

// R-PUZ-4, D-4: a hinted shift says what it does for the player (room on the track to play
// cards), naming whom it shifts, not only that it came out best.
#[test]
fn r_puz_4_a_hinted_shift_says_why() {
    use super::investigation::view;
    let app_seat = SeatId(0);
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    let c = content();
    let s = view(&mut app, Some(app_seat));
    let floyd = &c.detectives[s.seats[1].detective].def.name;
    let on_floyd = bot::hint::why(
        &c,
        &s,
        app_seat,
        &Action::Shift {
            seat: SeatId(1),
            dark: true,
        },
    );
    assert!(
        on_floyd.contains(floyd.as_str()) && on_floyd.contains("room"),
        "{on_floyd}"
    );
    let on_me = bot::hint::why(
        &c,
        &s,
        app_seat,
        &Action::Shift {
            seat: app_seat,
            dark: false,
        },
    );
    assert!(on_me.contains("your light cards"), "{on_me}");
}

// A card whose every effect looks at or turns up face-down evidence does nothing while there is
// none to work on: the hint counts it idle (and never offers it then). A look needs a token the
// seat does not know; turning one up needs any face-down token.
#[test]
fn a_card_with_no_face_down_evidence_to_work_on_is_idle() {
    use bot::hint::idle_card;
    use new_angeles::content::LeadKind;
    use new_angeles::model::{Evidence, TokenPlace, TokenView};
    let c = content();
    let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, 3));
    let me = SeatId(0);
    let mut s = (*seat_view(&mut app, me)).clone();
    s.evidence.clear();
    let card = |id: &str| {
        CardId::from_index(
            c.cards
                .iter()
                .position(|k| k.def.id == id)
                .expect("the card is in the content"),
        )
    };
    let (look, scan, hunt) = (
        card("rachel-oliver"),
        card("floyd-ocular-scan"),
        card("rachel-hunt"),
    );
    assert!(idle_card(&c, &s, look) && idle_card(&c, &s, scan));
    assert!(
        !idle_card(&c, &s, hunt),
        "a card bringing Time is never idle"
    );
    // A face-down token the seat does not know: both have work.
    s.evidence.push(TokenView {
        id: 1,
        place: TokenPlace {
            suspect: SuspectId(0),
            file: LeadKind::Testimony,
            face_up: false,
            known_to: 0,
            placed_by: SeatId(1),
        },
        value: None,
    });
    assert!(!idle_card(&c, &s, look) && !idle_card(&c, &s, scan));
    // The seat knows it: nothing to look at, one to turn up; the words say the look shows
    // nothing new, not that there is no face-down evidence.
    s.evidence[0].value = Some(Evidence::Value(2));
    assert!(idle_card(&c, &s, look));
    assert!(!idle_card(&c, &s, scan));
    assert_eq!(bot::hint::idle_key(&s), "hint-about-play-light-idle-known");
    s.evidence.clear();
    assert_eq!(bot::hint::idle_key(&s), "hint-about-play-light-idle");
}

// R-EVID-1, R-CLOSE-3 (issue 31, round 21): the evidence choice names where the drawn token
// serves the seat's hunches, not only where it would be thrown away: a minus on the innocent
// hunch is best, on a rival good, on the guilty hunch against you; a plus the other way round.
// The public view (no hunches) says nothing.
#[test]
fn r_evid_1_the_evidence_choice_says_where_a_token_serves_your_hunches() {
    use super::investigation::{follow_and_draw, on_a_lead, view};
    use new_angeles::rules::scoring::evidence_fit;
    let (mut app, kind, owner) = on_a_lead();
    follow_and_draw(&mut app, kind, owner);
    use new_angeles::model::Evidence;
    let mut fits = Vec::new();
    // A surprise witness reads as a minus and a perjury as a plus (round 27: both had no
    // advice).
    for drawn in [
        Evidence::Value(-2),
        Evidence::Value(3),
        Evidence::SurpriseWitness,
        Evidence::Perjury,
    ] {
        app.world_mut()
            .resource_mut::<new_angeles::game::Pending>()
            .drawn = Some(drawn);
        let s = view(&mut app, Some(SeatId(0)));
        let (g, i) = s.hunches.expect("the seat knows its hunches");
        assert_ne!(g, i, "no obsession in this deal");
        let rival = s
            .suspects
            .iter()
            .map(|x| x.index)
            .find(|x| *x != g && *x != i)
            .expect("a third suspect");
        fits.push([
            evidence_fit(&s, g),
            evidence_fit(&s, i),
            evidence_fit(&s, rival),
        ]);
        assert_eq!(evidence_fit(&view(&mut app, None), g), None);
    }
    let some = |k: &'static str| Some(k);
    let minus = [
        some("place-fit-against-guilty"),
        some("place-fit-innocent-away"),
        some("place-fit-rival-away"),
    ];
    let plus = [
        some("place-fit-guilty-up"),
        some("place-fit-against-innocent"),
        some("place-fit-against-rival"),
    ];
    // An unpaired perjury counts nothing: no advice but that; with an alibi on the suspect
    // to pair with, a plus.
    assert_eq!(fits, vec![minus, plus, minus, [None; 3]]);
    let mut s = view(&mut app, Some(SeatId(0)));
    let (g, i) = s.hunches.unwrap();
    for v in &mut s.suspects {
        v.alibis = 1;
    }
    assert_eq!(
        [evidence_fit(&s, g), evidence_fit(&s, i)],
        [plus[0], plus[1]]
    );
    // A hit or an alibi chosen for a card (round 27): three hits kill, and the dead are never
    // named, so a hit is against the guilty hunch and for the innocent one; an alibi is a −5.
    use new_angeles::rules::scoring::choice_fit;
    let s = view(&mut app, Some(SeatId(0)));
    let (g, i) = s.hunches.unwrap();
    let rival = s
        .suspects
        .iter()
        .map(|x| x.index)
        .find(|x| *x != g && *x != i)
        .unwrap();
    assert_eq!(
        [true, false].map(|hit| [g, i, rival].map(|x| choice_fit(&s, x, hit))),
        [
            [
                some("choice-fit-hit-guilty"),
                some("choice-fit-hit-innocent"),
                some("choice-fit-hit-rival")
            ],
            minus
        ]
    );
    assert_eq!(choice_fit(&view(&mut app, None), g, true), None);
}

// Issue 31 (rounds 21–23: a newcomer could not tell who was winning, nor what the evidence was
// for): the Suspects tab says where the viewer's hunches stand, read from the standings — the
// likeliest murderer first, a tie to the suspect higher on the murder sheet (R-CLOSE-6), and a
// token placed moving its suspect as the close would count it.
#[test]
fn r_close_6_the_standings_put_the_likeliest_murderer_first() {
    use super::investigation::{follow_and_draw, on_a_lead, view};
    use new_angeles::rules::standings::standings;
    let c = content();
    let (mut app, kind, owner) = on_a_lead();
    let s = view(&mut app, Some(SeatId(0)));
    let start = standings(&c, &s);
    let sheet: Vec<_> = s
        .suspects
        .iter()
        .filter(|v| v.alive)
        .map(|v| v.index)
        .collect();
    assert_eq!(
        start.iter().map(|(x, _)| *x).collect::<Vec<_>>(),
        sheet,
        "all even: the murder sheet's order"
    );
    assert!(start.iter().all(|(_, t)| *t == 0));
    // A +3 face up in a plain file (a lone token in a strong or weak file is thrown away)
    // puts its suspect first.
    follow_and_draw(&mut app, kind, owner);
    app.world_mut()
        .resource_mut::<new_angeles::game::Pending>()
        .drawn = Some(new_angeles::model::Evidence::Value(3));
    let last = *sheet
        .iter()
        .rev()
        .find(|x| c.suspects[**x].weak != kind && c.suspects[**x].strong != kind)
        .expect("a suspect whose file of this kind is plain");
    send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::PlaceEvidence {
                suspect: last,
                face_up: true,
            },
        },
    )
    .unwrap();
    let now = standings(&c, &view(&mut app, Some(SeatId(0))));
    assert_eq!(now[0], (last, 3), "{now:?}");
}

// R-CLOSE-6: a face-down token the viewer has not seen, alone in the top suspect's weak file
// (thrown away at the close whatever it is, unless it is a surprise witness), leaves that
// suspect the likeliest murderer: a token's rare worst case no longer moves the standings, nor
// a hunch's VP with them (rounds 33 to 35 of issue 31: "the VP swings felt random").
#[test]
fn r_close_6_a_face_down_token_unlikely_to_count_leaves_the_standings() {
    use new_angeles::content::LeadKind;
    use new_angeles::model::{TokenPlace, TokenView};
    use new_angeles::rules::standings::standings;
    let c = content();
    let (mut app, _, _) = super::investigation::on_a_lead();
    let mut s = super::investigation::view(&mut app, Some(SeatId(1)));
    let first = s
        .suspects
        .iter()
        .find(|v| v.alive)
        .expect("a suspect")
        .index;
    s.evidence.push(TokenView {
        id: u32::MAX,
        place: TokenPlace {
            suspect: first,
            file: c.suspects[first].weak,
            face_up: false,
            known_to: 1,
            placed_by: SeatId(0),
        },
        value: None,
    });
    let order = standings(&c, &s);
    assert_eq!(order[0], (first, 0), "{order:?}");
    // A token that counts whatever it is (a plain file's) does move it: the order is read
    // from the draws, not fixed.
    let plain = LeadKind::ALL
        .into_iter()
        .find(|k| *k != c.suspects[first].weak && *k != c.suspects[first].strong)
        .expect("a plain file");
    for _ in 0..3 {
        let mut t = *s.evidence.last().unwrap();
        t.place.file = plain;
        t.value = Some(new_angeles::model::Evidence::Value(-3));
        s.evidence.push(t);
    }
    let order = standings(&c, &s);
    assert_ne!(order[0].0, first, "{order:?}");
}

// R-TWI-10, D-4: the hint for a fight's tactics says what those tactics do (the card's part
// for them), not only that they came out best (round 29 of issue 31).
#[test]
fn r_twi_10_a_hinted_tactics_says_its_part() {
    use super::investigation::view;
    use new_angeles::model::{Ask, Decision};
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    let c = content();
    let mut s = view(&mut app, Some(SeatId(0)));
    let (card, text) = c
        .cards
        .iter()
        .enumerate()
        .find_map(|(i, k)| {
            new_angeles::i18n::fight_parts(&k.def.text).map(|p| (CardId(i as u16), p))
        })
        .expect("a fight card");
    s.pending = Some(Decision {
        seat: SeatId(0),
        ask: Ask::Fight {
            card,
            by: SeatId(1),
        },
    });
    for (dark, part) in [(false, &text.0), (true, &text.1)] {
        let words = bot::hint::why(&c, &s, SeatId(0), &Action::Tactics { dark });
        assert!(words.contains(part.as_str()), "{words}");
        let name = if dark {
            "Dark tactics"
        } else {
            "Light tactics"
        };
        assert!(words.contains(name), "{words}");
    }
}

// A card that only gives back the 1 Time playing it takes (Home Turf away from a seedy place)
// is not the hint's step: round 33's hint said "Play Home Turf" while a lead waited. At a seedy
// place it wins a Time, and may be.
#[test]
fn a_card_that_only_gives_back_its_time_is_even_away_from_its_condition() {
    use bot::hint::even_card;
    use new_angeles::content::Quality;
    let c = content();
    let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, 3));
    let me = SeatId(0);
    let mut s = (*seat_view(&mut app, me)).clone();
    let turf = CardId::from_index(
        c.cards
            .iter()
            .position(|k| k.def.id == "rachel-home-turf")
            .expect("the card is in the content"),
    );
    let at = |q: Quality| {
        c.map
            .ids()
            .find(|&l| c.map.loc(l).quality == q)
            .expect("a place of that quality")
    };
    s.seats[me].at = at(Quality::Seedy);
    assert!(
        !even_card(&c, &s, me, turf),
        "at a seedy place it wins a Time"
    );
    s.seats[me].at = at(Quality::Ritzy);
    assert!(even_card(&c, &s, me, turf));
}

// D-4: a hint that sends the player on the first of two moves toward a lead keeps that aim
// after the first step, while the lead is still there to be reached and acted at (round 35
// saw the hint change its aim after one step of two).
#[test]
fn d_4_a_hint_keeps_its_aim_after_the_first_step_of_two() {
    use new_angeles::game::bot::hint::goal;
    use new_angeles::model::SeatKind;
    let c = content();
    let seat = SeatId(0);
    let (mut two_steps, mut kept) = (0, 0);
    own_turns(
        &(1..=16).collect::<Vec<_>>(),
        seat,
        8,
        |s| s.clock.time >= 3,
        |app, seed| {
            let v = seat_view(app, seat);
            let h = hint(app, seat);
            let Some(aim) = goal(&c, &v, seat, &h.action).and_then(|g| g.place) else {
                return;
            };
            let (Action::Move { to } | Action::Dropship { to }) = h.action else {
                return;
            };
            if to == aim {
                return;
            }
            // The seat waits for a person while the test takes the first step itself (a bot
            // command already on its way may have ended the turn first: then not this turn).
            let kind = |app: &mut App, k| {
                app.world_mut()
                    .resource_mut::<new_angeles::game::Table>()
                    .seats[seat.index()]
                .kind = k;
            };
            kind(app, SeatKind::Human);
            if act(app, h.action).is_err() || active(app) != seat {
                kind(app, SeatKind::Bot);
                return;
            }
            two_steps += 1;
            let v2 = seat_view(app, seat);
            let again = new_angeles::rules::legal_actions(&c, &v2, seat)
                .into_iter()
                .filter(|a| matches!(a, Action::Move { .. } | Action::Dropship { .. }))
                .any(|a| goal(&c, &v2, seat, &a).is_some_and(|g| g.place == Some(aim)));
            let h2 = hint(app, seat);
            let moving = matches!(h2.action, Action::Move { .. } | Action::Dropship { .. });
            if again && moving {
                let place = goal(&c, &v2, seat, &h2.action).and_then(|g| g.place);
                assert_eq!(
                    place,
                    Some(aim),
                    "seed {seed}: the second step aims at {} again, not elsewhere ({})",
                    c.map.label(aim),
                    h2.why
                );
                kept += 1;
            }
            kind(app, SeatKind::Bot);
        },
    );
    assert!(
        two_steps >= 4 && kept >= 2,
        "enough two-step hints ({two_steps}, {kept} checked after the step)"
    );
}
