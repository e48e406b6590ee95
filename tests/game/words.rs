//! What the player reads: every choice in words that tell it apart, costs and reasons that
//! match the rules, notices from the viewer's side, saves that read apart, the climax
//! announced, a detective's own rules with their warnings, the lesson offered on a first start.

use super::investigation::{park_npcs, put, view};
use super::twilight::{card, set_hand, with_cards};
use super::*;
use new_angeles::content::{Deck, Effect};
use new_angeles::game::{DetectiveFigure, Holdings};
use new_angeles::rules::{self, words};
use new_angeles::ui::notices::{NoticeKind, notices_between};

fn give_favors(app: &mut App, seat: SeatId, favors: [u8; 4]) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            h.favors = favors;
        }
    }
}

/// Caprice first, at the Castle Club with two kinds of favor, holding a cost-1 light card and
/// another card: several ways to pay for one card and for one ability.
fn many_ways() -> (App, Vec<CardId>) {
    let (c, ids) = with_cards(
        content(),
        vec![
            card("caprice", Deck::Light, 1, vec![Effect::Time(1)]),
            card("caprice", Deck::Light, 0, vec![Effect::Time(1)]),
        ],
    );
    let mut app = game_on(
        c,
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        4,
    );
    park_npcs(&mut app);
    set_hand(&mut app, SeatId(0), ids.clone());
    give_favors(&mut app, SeatId(0), [1, 1, 0, 0]);
    put(&mut app, SeatId(0), loc("castle-club"));
    (app, ids)
}

// R-TWI-7, R-TOKEN-1: a card paid for by shifting or by discarding, an ability paid with one
// favor or another: each way is its own line under *What can I do?*, and no two read the same.
#[test]
fn r_twi_7_every_choice_reads_apart() {
    let (mut app, ids) = many_ways();
    let c = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    let s = view(&mut app, Some(SeatId(0)));
    let legal = rules::legal_actions(&c, &s, SeatId(0));
    let plays = legal
        .iter()
        .filter(|a| matches!(a, Action::PlayLight { play } if play.card == ids[0]))
        .count();
    assert!(plays >= 2, "two ways to pay for the card: {legal:?}");
    let uses = legal
        .iter()
        .filter(|a| matches!(a, Action::UseAbility { .. }))
        .count();
    assert!(
        uses >= 2,
        "two favors to pay the Castle Club with: {legal:?}"
    );
    let mut seen = std::collections::HashMap::new();
    for a in &legal {
        let w = en(&rules::action_words(&c, &s, SeatId(0), a));
        if let Some(other) = seen.insert(w.clone(), *a) {
            panic!("\"{w}\" reads the same for {other:?} and {a:?}");
        }
    }
}

// D-4: only the hint says its answer came out best; every line of *What can I do?* says what
// it is worth, or nothing. A discard says what it does.
#[test]
fn d_4_only_the_hint_says_it_came_out_best() {
    let (mut app, ids) = many_ways();
    let c = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    let s = view(&mut app, Some(SeatId(0)));
    for a in rules::legal_actions(&c, &s, SeatId(0)) {
        if let Some(about) = new_angeles::game::bot::hint::about(&c, &s, SeatId(0), &a) {
            assert!(!about.contains("best"), "{a:?}: {about}");
        }
    }
    let discard = Action::DiscardCard { card: ids[0] };
    let about = new_angeles::game::bot::hint::about(&c, &s, SeatId(0), &discard).unwrap();
    assert!(about.contains("room in your hand"), "{about}");
}

// R-LOC-1, R-PUZ-4: the Castle Club's baggage is named for what it does, not as a puzzle
// piece's benefit.
#[test]
fn r_loc_1_the_castle_club_baggage_is_not_a_piece() {
    let (mut app, _) = many_ways();
    let c = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    act(
        &mut app,
        Action::UseAbility {
            option: 0,
            pay: [
                Some(new_angeles::game::Pay::Favor(
                    new_angeles::content::FavorType::ALL[0],
                )),
                None,
            ],
        },
    )
    .unwrap();
    let s = view(&mut app, None);
    let d = s.pending.expect("the baggage to give");
    assert_eq!(
        new_angeles::ui::panels::case::decision_title(d),
        "Baggage on a plot"
    );
    let waits = en(&rules::awaited(&c, &s, &d));
    assert!(waits.contains("baggage on a plot"), "{waits}");
    assert!(!waits.contains("piece"), "{waits}");
}

// R-TWI-10: a fight the viewer's own light card starts is not "picked with you" by itself.
#[test]
fn r_twi_10_your_own_fight_card_reads_from_your_side() {
    let mut brawl = card(
        "caprice",
        Deck::Light,
        0,
        vec![Effect::Fight {
            light: vec![Effect::Time(1)],
            dark: vec![Effect::Time(1)],
        }],
    );
    brawl.traits = vec!["Fight".into()];
    let (c, ids) = with_cards(content(), vec![brawl]);
    let mut app = game_on(
        c.clone(),
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        4,
    );
    park_npcs(&mut app);
    set_hand(&mut app, SeatId(0), ids.clone());
    let before = view(&mut app, Some(SeatId(0)));
    act(
        &mut app,
        Action::PlayLight {
            play: new_angeles::game::CardPlay::new(ids[0]),
        },
    )
    .unwrap();
    let after = view(&mut app, Some(SeatId(0)));
    assert!(matches!(
        after.pending,
        Some(new_angeles::game::Decision {
            ask: new_angeles::model::Ask::Fight { by: SeatId(0), .. },
            ..
        })
    ));
    let notes = notices_between(&c, &before, &after, Some(SeatId(0)), &[]);
    assert!(
        notes.iter().any(|(_, t)| t.starts_with("You play")),
        "{notes:?}"
    );
    assert!(
        notes
            .iter()
            .all(|(_, t)| !t.contains("picks a fight with you")),
        "{notes:?}"
    );
}

// R-ROUND-8: the climax is announced when it begins (week 2, day 5), and only then.
#[test]
fn r_round_8_the_climax_is_announced() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    let mut announced = Vec::new();
    while (clock(&app).week, clock(&app).day) < (2, 6) {
        let before = view(&mut app, Some(SeatId(0)));
        finish_day(&mut app);
        let after = view(&mut app, Some(SeatId(0)));
        if notices_between(&c, &before, &after, Some(SeatId(0)), &[])
            .iter()
            .any(|(k, _)| *k == NoticeKind::Climax)
        {
            announced.push((clock(&app).week, clock(&app).day));
        }
    }
    assert_eq!(announced, vec![(2, 5)]);
}

// R-LEAD-1, R-SETUP-13: Floyd's Third Directive shows in the turn area with how far home is;
// Louis's Mood with his hand limit. The distance is the least Time by ruler (R-MOVE-1).
#[test]
fn r_setup_13_a_detectives_own_rules_warn_in_words() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["floyd", "louis", "caprice"], 4);
    let home = loc("haas-bioroid");
    put(&mut app, SeatId(0), home);
    let s = view(&mut app, None);
    assert_eq!(rules::time_to(&c, &s.seats[0], home, 20), Some((0, 0)));
    let rules_now = words::standing_rules(&c, &s, SeatId(0));
    let third = rules_now
        .iter()
        .find(|r| en(&r.short).starts_with("Third Directive"))
        .expect("the Third Directive shows before day 4 ends");
    assert!(!third.warn, "at home: {third:?}");
    assert!(
        rules_now
            .iter()
            .any(|r| en(&r.short).contains("first lead this turn is free")),
        "{rules_now:?}"
    );
    // One step away: one move, its Time.
    let step = quiet_step(&mut app, SeatId(0));
    put(&mut app, SeatId(0), step);
    let s = view(&mut app, None);
    let (t, m) = rules::time_to(&c, &s.seats[0], home, 20).expect("home is near");
    assert_eq!(m, 1);
    assert_eq!(t, rules::move_cost(&c, &s.seats[0], home));
    let third = words::standing_rules(&c, &s, SeatId(0))
        .into_iter()
        .find(|r| en(&r.short).starts_with("Third Directive"))
        .unwrap();
    assert!(
        third.warn && en(&third.short).contains("1 move away"),
        "{third:?}"
    );
    // Far away, on the Moon: more moves.
    put(&mut app, SeatId(0), loc("dustys-bar"));
    let s = view(&mut app, None);
    let (_, m) = rules::time_to(&c, &s.seats[0], home, 30).expect("reachable");
    assert!(m >= 3, "{m} moves from the Moon");
    // Louis, on Bad Mood: his hand limit.
    let louis = words::standing_rules(&c, &s, SeatId(1));
    assert!(
        louis
            .iter()
            .any(|r| en(&r.short) == "Bad Mood: hand limit 5"),
        "{louis:?}"
    );
    // Caprice, her Sanity at +0 at the start: said, no warning; at −2, a warning.
    let sanity = |s: &new_angeles::rules::Snapshot| {
        words::standing_rules(&c, s, SeatId(2))
            .into_iter()
            .find(|r| en(&r.short).starts_with("Sanity "))
    };
    let calm = sanity(&s).expect("Caprice's Sanity shows");
    assert!(en(&calm.short) == "Sanity +0" && !calm.warn, "{calm:?}");
    let mut low = s.clone();
    low.seats[2].specials.sanity = Some(-2);
    let low = sanity(&low).expect("still shows");
    assert!(en(&low.short) == "Sanity -2" && low.warn, "{low:?}");
    assert!(
        sanity(&s).is_some()
            && words::standing_rules(&c, &s, SeatId(1))
                .iter()
                .all(|r| !en(&r.short).starts_with("Sanity"))
    );
}

// Two saves of one game on the same day read apart in the load list: the autosave or the
// slot's name, whose turn it was, and when it was saved.
#[test]
fn two_saves_of_one_game_read_apart() {
    use new_angeles::save::{Listed, SaveFile, SaveKind, SaveSummary};
    let c = content();
    let app = game_with("silence-at-the-crusade", &["louis", "caprice", "floyd"], 3);
    let w = app.world();
    let sum = SaveSummary::of(
        &c,
        w.resource::<new_angeles::game::Table>(),
        w.resource::<new_angeles::game::Clock>(),
        false,
        100,
    );
    assert_eq!(sum.turn, "Louis Blaine");
    let config = w.resource::<GameConfig>().clone();
    let listed = |kind, sum: SaveSummary, saved| Listed {
        path: "x.ron".into(),
        kind,
        save: Ok(SaveFile::new(config.clone(), Vec::new()).with_summary(sum)),
        saved,
    };
    let describe = new_angeles::ui::screens::saves::describe;
    let auto = describe(&c, &listed(SaveKind::Auto, sum.clone(), 100));
    let mine = describe(
        &c,
        &listed(SaveKind::Manual, sum.clone().named("Save 2"), 160),
    );
    assert!(
        auto.starts_with("Autosave · Louis Blaine's turn · "),
        "{auto}"
    );
    assert!(
        mine.starts_with("Save 2 · Louis Blaine's turn · "),
        "{mine}"
    );
    assert!(
        auto.contains("00:01") && mine.contains("00:02"),
        "{auto} / {mine}"
    );
}

// The first start (no settings, no saves in the data folder): a game asked for with
// `--players` waits in the menu beside *Learn to play*; a game loaded starts, and so does
// any game once the game has been played or set up.
#[test]
fn a_first_start_offers_the_lesson_first() {
    use new_angeles::save::SaveFile;
    use new_angeles::ui::{first_start, split_launch};
    let dir = tempfile::tempdir().unwrap();
    assert!(first_start(dir.path()));
    let new = SaveFile::new(GameConfig::new(4, 1, 3), Vec::new());
    let (auto, held) = split_launch(true, Some(new.clone()));
    assert!(auto.is_none() && held.is_some(), "held for the menu");
    let (auto, held) = split_launch(false, Some(new.clone()));
    assert!(
        auto.is_some() && held.is_none(),
        "played before: straight in"
    );
    let mut loaded = new.clone();
    loaded.commands.push(Command {
        seat: SeatId(0),
        action: Action::EndTurn,
    });
    let (auto, _) = split_launch(true, Some(loaded));
    assert!(auto.is_some(), "a loaded game starts");
    std::fs::write(dir.path().join("settings.ron"), "()").unwrap();
    assert!(
        !first_start(dir.path()),
        "settings written: not the first start"
    );
}

// R-TWI-5, R-TWI-12: a dark card played on you says what it did, a rule it puts in force too
// (Case Under Review: "may not follow up leads"), not only its name.
#[test]
fn r_twi_12_a_dark_card_on_you_says_the_rule_it_put_in_force() {
    use new_angeles::content::{Rule, Span};
    let (mut app, ids) = super::twilight::card_game(vec![card(
        "caprice",
        Deck::Dark,
        1,
        vec![Effect::Until {
            span: Span::Turn,
            rule: Rule::NoFollowUps,
        }],
    )]);
    let review = ids[0];
    set_hand(&mut app, SeatId(0), vec![]);
    set_hand(&mut app, SeatId(1), vec![review]);
    set_hand(&mut app, SeatId(2), vec![]);
    let step = quiet_step(&mut app, SeatId(0));
    let raw = |app: &mut App, seat, action| sim::send(app, Command { seat, action });
    raw(&mut app, SeatId(0), Action::Move { to: step }).unwrap();
    let command = Command {
        seat: SeatId(1),
        action: Action::PlayDark {
            play: new_angeles::game::CardPlay::new(review),
        },
    };
    let [notes] = notices_after(&mut app, command, [SeatId(0)]);
    let dark = notes
        .iter()
        .find(|(k, _)| *k == NoticeKind::AgainstYou)
        .map(|(_, t)| t.clone());
    assert!(
        dark.as_deref()
            .is_some_and(|t| t.ends_with("on you: may not follow up leads")),
        "{notes:?}"
    );
}

/// The notices each of `viewers` gets for `command`, sent now (it must be accepted).
fn notices_after<const N: usize>(
    app: &mut App,
    command: Command,
    viewers: [SeatId; N],
) -> [Vec<(NoticeKind, String)>; N] {
    let c = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    let before = viewers.map(|v| view(app, Some(v)));
    sim::send(app, command.clone()).unwrap();
    let results = [new_angeles::game::CommandResult {
        command,
        outcome: Ok(new_angeles::model::Msg::new("test")),
    }];
    let mut i = 0;
    viewers.map(|v| {
        let after = view(app, Some(v));
        let notes = notices_between(&c, &before[i], &after, Some(v), &results);
        i += 1;
        notes
    })
}

// Round 26 of issue 31: a light card's effects were read in its text, not seen. Playing one,
// the player's own notice says what it did to their detective.
#[test]
fn r_twi_5_your_own_card_says_what_it_did() {
    use new_angeles::content::FavorType;
    let (mut app, ids) = super::twilight::card_game(vec![card(
        "caprice",
        Deck::Light,
        1,
        vec![
            Effect::Favor(FavorType::Street),
            Effect::Baggage {
                good: true,
                count: 1,
            },
            Effect::Time(1),
        ],
    )]);
    let key = ids[0];
    set_hand(&mut app, SeatId(0), vec![key]);
    let command = Command {
        seat: SeatId(0),
        action: Action::PlayLight {
            play: new_angeles::game::CardPlay::new(key),
        },
    };
    let [notes, theirs] = notices_after(&mut app, command, [SeatId(0), SeatId(1)]);
    let gain = notes
        .iter()
        .find(|(k, _)| *k == NoticeKind::Gain)
        .map(|(_, t)| t.clone())
        .unwrap_or_default();
    assert!(gain.starts_with("Test card 0: "), "{notes:?}");
    assert!(
        gain.contains("+1 favor") && gain.contains("1 good baggage"),
        "{gain}"
    );
    // What it did, not what it cost (round 29: "−1 card" for the card itself, the Time it
    // gains eaten by the Time it costs): +1 Time, no card.
    let did = gain.split_once(": ").map_or("", |(_, d)| d);
    assert!(did.contains("+1 Time") && !did.contains("card"), "{gain}");
    // Nor its cost's dark-shift (round 35: "Stare Down: dark-shift 1" read as a bonus).
    assert!(!did.contains("shift"), "{gain}");
    // Another seat's view of it says nothing of the kind (its card, not theirs).
    assert!(
        theirs.iter().all(|(k, _)| *k != NoticeKind::Gain),
        "{theirs:?}"
    );
}

// A sentence's full stop after a name that ends in one is not doubled ("You draw Keene Calls
// at 3 A.M.."), while an ellipsis stays whole.
#[test]
fn a_name_ending_in_a_full_stop_gets_no_second_one() {
    use new_angeles::i18n::one_stop;
    assert_eq!(
        one_stop("You draw Keene Calls at 3 A.M..".into()),
        "You draw Keene Calls at 3 A.M."
    );
    assert_eq!(one_stop("Wait... then go.".into()), "Wait... then go.");
    assert_eq!(one_stop("R-MOVE-3. Done.".into()), "R-MOVE-3. Done.");
}

// fe15: "A hit on Thomas Haas (1 of 3)" did not say who put it there: the notice names the
// seat whose command did it.
#[test]
fn a_hit_notice_names_who_put_it_there() {
    let (mut app, _) = super::twilight::card_game(vec![]);
    let c = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    let before = view(&mut app, Some(SeatId(0)));
    let mut after = before.clone();
    let suspect = after.suspects[0].index;
    after.suspects[0].hits += 1;
    let command = Command {
        seat: SeatId(2),
        action: Action::HitBonus { suspect },
    };
    let results = [new_angeles::game::CommandResult {
        command,
        outcome: Ok(new_angeles::model::Msg::new("test")),
    }];
    let table = app.world().resource::<new_angeles::game::Table>().clone();
    let by = &c.detectives[table.seats[2].detective].def.name;
    let who = &c.suspects[suspect].name;
    let notes = notices_between(&c, &before, &after, Some(SeatId(0)), &results);
    assert!(
        notes.iter().any(|(k, t)| *k == NoticeKind::Suspect
            && t.starts_with(by.as_str())
            && t.contains(who.as_str())),
        "{notes:?}"
    );
}

// D-8: on a shared screen, the notices that were one viewer's (a card drawn, a card played on
// it, its plot, a refusal) go when another takes the screen or nobody looks; the public ones
// (a new turn or day, an event, a suspect's news) stay.
#[test]
fn d_8_a_viewers_own_notices_go_with_the_viewer() {
    let mut n = new_angeles::ui::notices::Notices::default();
    let own = [
        (NoticeKind::Secret, "You draw Desk Sergeant."),
        (NoticeKind::AgainstYou, "Louis played The Vig on you"),
        (NoticeKind::Plot, "Your plot moves on"),
        (NoticeKind::Refused, "Not allowed: answer first"),
    ];
    let public = [
        (NoticeKind::Turn, "Floyd's turn"),
        (NoticeKind::Day, "Day 2"),
        (NoticeKind::Event, "An event"),
        (NoticeKind::Suspect, "A hit on Mark Henry"),
    ];
    for (o, p) in own.iter().zip(&public) {
        n.say(p.1.to_string(), p.0, 0.0);
        n.say(o.1.to_string(), o.0, 0.0);
        n.new_viewer();
        let left: Vec<&str> = n.list.iter().map(|x| x.text.as_str()).collect();
        assert_eq!(left.last(), Some(&p.1), "{:?} stays", p.0);
        assert!(!left.contains(&o.1), "{:?} goes", o.0);
    }
}

// Rounds 23–25 of issue 31: the game moved the player's leads (Settings → Leads, on by default)
// and only the log said so, naming the player. The viewer's own lead placed while the game
// chooses is said in a notice, in the second person; another seat's, or one placed by hand
// (the setting off), is not.
#[test]
fn a_lead_the_game_placed_for_you_is_said_so() {
    use new_angeles::game::{CommandResult, LeadOwner};
    use new_angeles::ui::notices::auto_lead_notices;
    let c = content();
    let to = c.map.ids().next().unwrap();
    let moved = |seat: u8| CommandResult {
        command: Command {
            seat: SeatId(seat),
            action: Action::PlaceLead { to },
        },
        outcome: Ok(new_angeles::model::Msg::new("log-lead-moved")
            .det("who", c.detective_index("floyd").unwrap())
            .msg(
                "lead",
                new_angeles::rules::investigation::lead_msg(
                    new_angeles::content::LeadKind::Physical,
                    LeadOwner::Detective(c.detective_index("louis").unwrap()),
                ),
            )
            .loc("from", to)
            .loc("to", to)),
    };
    let results = [moved(0), moved(1)];
    let said = auto_lead_notices(&c, &results, Some(SeatId(0)), (true, false));
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].starts_with("Chosen for you") && said[0].contains("You move"),
        "{}",
        said[0]
    );
    assert!(auto_lead_notices(&c, &results, Some(SeatId(0)), (false, true)).is_empty());
    assert!(auto_lead_notices(&c, &results, None, (true, true)).is_empty());
    // A free card the game drew for the viewer (Settings → Free cards) is said so too; a card
    // drawn with Time (an action of the player's own) is not.
    let drew = |key: &'static str| CommandResult {
        command: Command {
            seat: SeatId(0),
            action: Action::DrawCard { from: SeatId(1) },
        },
        outcome: Ok(new_angeles::model::Msg::new(key)
            .det("who", c.detective_index("floyd").unwrap())
            .msg(
                "whose",
                new_angeles::model::Msg::new("deck-dark-of")
                    .det("whose", c.detective_index("louis").unwrap()),
            )),
    };
    let results = [drew("log-draws-free-seedy"), drew("log-draws-card")];
    let said = auto_lead_notices(&c, &results, Some(SeatId(0)), (false, true));
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains("You draw") && said[0].contains("seedy"),
        "{}",
        said[0]
    );
    assert!(auto_lead_notices(&c, &results, Some(SeatId(0)), (true, false)).is_empty());
}

// R-ROUND-2: a turn that ends because the player's Time ran out says so (round 29 of issue 31:
// the next seat's turn came with no pause); a turn ended with End turn does not.
#[test]
fn r_round_2_a_turn_out_of_time_says_so() {
    use new_angeles::game::{Command, CommandResult};
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    let before = view(&mut app, Some(SeatId(0)));
    let me = before.active();
    let mut after = before.clone();
    after.clock.turn += 1;
    assert_ne!(after.active(), me);
    let said = |results: &[CommandResult]| {
        notices_between(&c, &before, &after, Some(me), results)
            .iter()
            .any(|(k, t)| *k == NoticeKind::TurnOver && t.contains("no Time left"))
    };
    assert!(said(&[]));
    let ended = CommandResult {
        command: Command {
            seat: me,
            action: Action::EndTurn,
        },
        outcome: Ok(new_angeles::model::Msg::new("log-turn")),
    };
    assert!(!said(&[ended]));
    // Nor for another seat's turn.
    let other = notices_between(&c, &after, &before, Some(me), &[]);
    assert!(other.iter().all(|(_, t)| !t.contains("no Time left")));
    // The player's own: never kept for whoever takes a shared screen next.
    assert!(!NoticeKind::TurnOver.for_anyone());
}

// R-CLOSE-6, D-8: a player hears when a hunch of theirs wins or loses the lead as the suspects
// stand now (here the leader dies, and the guilty hunch next on the sheet takes the lead), as
// a secret notice; a seat whose hunches are not known hears nothing.
#[test]
fn r_close_6_a_hunch_taking_the_lead_is_said_to_its_player() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    let mut before = view(&mut app, Some(SeatId(0)));
    let (next, third) = (before.suspects[1].index, before.suspects[2].index);
    before.hunches = Some((next, third));
    let mut after = before.clone();
    after.suspects[0].alive = false;
    let notes = notices_between(&c, &before, &after, Some(SeatId(0)), &[]);
    let name = &c.suspects[next].name;
    assert!(
        notes.iter().any(|(k, t)| *k == NoticeKind::Score
            && t.contains(name.as_str())
            && t.contains("now the likeliest murderer")
            && t.contains("+15")
            && t.contains("'s death)")),
        "{notes:?}"
    );
    // A token that moves the standing is named with who put it where (round 34: "the VP
    // swings felt random").
    let mut pushed = before.clone();
    pushed.evidence.push(new_angeles::model::TokenView {
        id: 9_999,
        place: new_angeles::model::TokenPlace {
            suspect: next,
            file: new_angeles::content::LeadKind::Testimony,
            face_up: true,
            known_to: 0,
            placed_by: SeatId(1),
        },
        value: Some(new_angeles::model::Evidence::Value(5)),
    });
    let caused = notices_between(&c, &before, &pushed, Some(SeatId(0)), &[]);
    let floyd = &c.detectives[pushed.seats[1].detective].def.name;
    assert!(
        caused
            .iter()
            .any(|(_, t)| t.contains("now the likeliest murderer")
                && t.contains(&format!("(after {floyd}'s +5 token on {name})"))),
        "{caused:?}"
    );
    // Back the other way: the lead lost.
    let back = notices_between(&c, &after, &before, Some(SeatId(0)), &[]);
    let leader = &c.suspects[before.suspects[0].index].name;
    assert!(
        back.iter()
            .any(|(_, t)| t.contains("no longer the likeliest")
                && t.contains(&format!("({leader} is now)"))
                && t.contains("−15")),
        "{back:?}"
    );
    // Nothing new on the sheet: a token drawn or seen moved the odds of the face-down ones,
    // and that is said (round 45 of issue 31: the estimate fell by 15 after a draw, unsaid).
    let mut drew = before.clone();
    drew.drawn = Some(new_angeles::model::Evidence::Value(3));
    let cause = |a: &new_angeles::rules::Snapshot, b: &new_angeles::rules::Snapshot| {
        new_angeles::ui::notices::swing_cause(&c, a, b, Some(SeatId(0))).unwrap_or_default()
    };
    assert!(
        cause(&before, &drew).contains("+3 you drew"),
        "{}",
        cause(&before, &drew)
    );
    assert!(cause(&before, &before).contains("face-down tokens may hide"));
    // An obsession (both hunches on one suspect) is not said line by line.
    let (mut o0, mut o1) = (before.clone(), after.clone());
    o0.hunches = Some((next, next));
    o1.hunches = Some((next, next));
    let obsessed = notices_between(&c, &o0, &o1, Some(SeatId(0)), &[]);
    assert!(
        obsessed.iter().all(|(_, t)| !t.contains("likeliest")),
        "{obsessed:?}"
    );
    // Nobody looking: nothing about hunches.
    let mut p0 = before.clone();
    let mut p1 = after.clone();
    p0.hunches = None;
    p1.hunches = None;
    p0.viewer = None;
    p1.viewer = None;
    let none = notices_between(&c, &p0, &p1, None, &[]);
    assert!(
        none.iter().all(|(_, t)| !t.contains("likeliest")),
        "{none:?}"
    );
}

// R-LOC-1: a place's ability used says what it gave, not its price (round 30 of issue 31: "+
// The place's ability: −1 Time", a cost shown as a gain).
#[test]
fn r_loc_1_your_ability_says_what_it_gave_not_its_price() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    park_npcs(&mut app);
    let me = view(&mut app, None).active();
    put(&mut app, me, loc("city-hall"));
    let command = Command {
        seat: me,
        action: Action::UseAbility {
            option: 0,
            pay: [None; 2],
        },
    };
    let [notes] = notices_after(&mut app, command, [me]);
    let gain = notes
        .iter()
        .find(|(k, _)| *k == NoticeKind::Gain)
        .map(|(_, t)| t.clone())
        .unwrap_or_default();
    assert!(gain.contains("+1 favor"), "{notes:?}");
    assert!(!gain.contains("Time"), "{gain}");
}

// D-8, round 30 of issue 31: a viewer's own notices that go with a hand-off come back when
// that viewer takes the screen again (a card drawn just before the screen passed), and never
// to anyone else.
#[test]
fn d_8_a_viewers_own_notices_come_back_with_the_viewer() {
    let mut n = new_angeles::ui::notices::Notices::default();
    let (louis, floyd) = (Some(SeatId(0)), Some(SeatId(1)));
    n.say("You draw Desk Sergeant.".into(), NoticeKind::Secret, 0.0);
    n.say("Floyd's turn".into(), NoticeKind::Turn, 0.0);
    n.hand_over(louis, None, 1.0);
    let texts = |n: &new_angeles::ui::notices::Notices| -> Vec<String> {
        n.list.iter().map(|x| x.text.clone()).collect()
    };
    assert_eq!(texts(&n), vec!["Floyd's turn".to_string()]);
    n.hand_over(None, floyd, 2.0);
    assert!(
        !texts(&n).iter().any(|t| t.contains("Desk Sergeant")),
        "not Floyd's"
    );
    n.hand_over(floyd, None, 3.0);
    n.hand_over(None, louis, 4.0);
    assert!(
        texts(&n).iter().any(|t| t.contains("Desk Sergeant")),
        "Louis's again"
    );
    // Seen for its life in all, however often the screen passes: 1 s before the first
    // hand-off, then 2 s more here; gone after that.
    n.hand_over(louis, None, 6.0);
    n.hand_over(None, louis, 30.0);
    let left: Vec<_> = n.list.iter().filter(|x| x.text.contains("Desk")).collect();
    assert_eq!(left.len(), 1);
    assert!((30.0 - left[0].born - 3.0).abs() < 1e-4, "{}", left[0].born);
    n.hand_over(louis, None, 40.0);
    n.hand_over(None, louis, 41.0);
    assert!(
        !texts(&n).iter().any(|t| t.contains("Desk Sergeant")),
        "its life is over"
    );
}

// R-EVID-1: a face-down token turned face up (by an effect) is said, what it is and whose; the viewer's own
// says everyone sees it now (round 38 of issue 31: a −2 showed face up later and nothing said
// why).
#[test]
fn r_evid_1_a_token_turned_face_up_is_said() {
    use new_angeles::model::{Evidence, TokenPlace, TokenView};
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    let mut before = view(&mut app, Some(SeatId(0)));
    let suspect = before.suspects[1].index;
    let token = |id, by, face_up, value| TokenView {
        id,
        place: TokenPlace {
            suspect,
            file: new_angeles::content::LeadKind::Physical,
            face_up,
            known_to: 1,
            placed_by: by,
        },
        value,
    };
    before
        .evidence
        .push(token(1, SeatId(0), false, Some(Evidence::Value(-2))));
    before.evidence.push(token(2, SeatId(1), false, None));
    let mut after = before.clone();
    after.evidence = vec![
        token(1, SeatId(0), true, Some(Evidence::Value(-2))),
        token(2, SeatId(1), true, Some(Evidence::Value(3))),
    ];
    let notes = notices_between(&c, &before, &after, Some(SeatId(0)), &[]);
    let name = &c.suspects[suspect].name;
    let floyd = &c.detectives[after.seats[1].detective].def.name;
    assert!(
        notes
            .iter()
            .any(|(_, t)| t == &format!("Your -2 on {name} is now face up: everyone sees it.")),
        "{notes:?}"
    );
    assert!(
        notes
            .iter()
            .any(|(_, t)| t == &format!("{floyd}'s token on {name} is now face up: +3.")),
        "{notes:?}"
    );
    // Nothing turned: nothing said.
    let same = notices_between(&c, &after, &after, Some(SeatId(0)), &[]);
    assert!(
        !same.iter().any(|(_, t)| t.contains("now face up")),
        "{same:?}"
    );
}
