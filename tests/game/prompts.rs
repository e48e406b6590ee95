//! Fewer interruptions (D-7, issue 31): with the config's `auto_pass` a human is asked in a
//! response window only when a dark card it holds answers the action just made, or one it
//! asked to be asked about; a card can be set to *never*; *let the game choose* answers a lead
//! move with the bot's pick from the seat's own view; and a game played so replays to its
//! digest.

use super::investigation::{on_a_lead, put, view};
use super::twilight::{card, card_game, set_hand};
use super::*;
use new_angeles::content::{Deck, Effect, Rule, Span};
use new_angeles::game::{Decision, History, Pending, Prompt, digest};

fn raw(app: &mut App, seat: SeatId, action: Action) -> Result<(), String> {
    sim::send(app, Command { seat, action })
}

fn awaits(app: &mut App) -> Option<Decision> {
    view(app, None).pending
}

fn auto_pass(app: &mut App, on: bool) {
    app.world_mut().resource_mut::<Pending>().auto_pass = on;
}

/// Caprice (seat 0, at play) with a card that answers a lead (no follow-ups this turn) and
/// one that answers nothing in particular (bad baggage), both hers to suffer; seats 1 and 2
/// hold none yet.
fn game() -> (App, CardId, CardId) {
    let (mut app, ids) = card_game(vec![
        card(
            "caprice",
            Deck::Dark,
            1,
            vec![Effect::Until {
                span: Span::Turn,
                rule: Rule::NoFollowUps,
            }],
        ),
        card(
            "caprice",
            Deck::Dark,
            1,
            vec![Effect::Baggage {
                good: false,
                count: 1,
            }],
        ),
    ]);
    for s in 0..3 {
        set_hand(&mut app, SeatId(s), vec![]);
    }
    one_human(&mut app, SeatId(1));
    (app, ids[0], ids[1])
}

/// Only `seat` is human (the others bots that wait for the test's commands): one player at
/// the screen, as a game against bots has.
fn one_human(app: &mut App, seat: SeatId) {
    app.insert_resource(new_angeles::game::bot::BotPace(f32::INFINITY));
    let mut table = app.world_mut().resource_mut::<new_angeles::game::Table>();
    for (i, s) in table.seats.iter_mut().enumerate() {
        s.kind = if i == seat.index() {
            SeatKind::Human
        } else {
            SeatKind::Bot
        };
    }
}

/// Caprice walks one quiet step (no lead there), from where she stood, with Time to spare.
fn walk(app: &mut App) {
    let home = view(app, Some(SeatId(0))).seats[0].at;
    let step = quiet_step(app, SeatId(0));
    app.world_mut().resource_mut::<Clock>().time = 6;
    raw(app, SeatId(0), Action::Move { to: step }).unwrap();
    put(app, SeatId(0), home);
}

/// Caprice stands on a lead she could follow up, then draws a card (an action, so a window).
fn draw_on_a_lead(app: &mut App) {
    let s = view(app, Some(SeatId(0)));
    let lead = s.leads[0].2;
    put(app, SeatId(0), lead);
    app.world_mut().resource_mut::<Clock>().time = 6;
    raw(app, SeatId(0), Action::DrawCard { from: SeatId(0) }).unwrap();
}

fn asked(seat: u8) -> Option<Decision> {
    Some(Decision {
        seat: SeatId(seat),
        ask: Ask::Response,
    })
}

// D-7: with the default, a human holding only a card that answers no action in particular is
// asked once in the turn, at the first window it could be played in (round 27 of issue 31: it
// was never asked, and a newcomer found the card dead in the hand); let pass, it is passed by
// for the rest of the turn — on a plain step and on a lead alike; without the default, it is
// asked at each.
#[test]
fn d_7_the_default_asks_once_a_turn_about_a_card_that_answers_nothing() {
    let (mut app, _, baggage) = game();
    set_hand(&mut app, SeatId(1), vec![baggage]);
    auto_pass(&mut app, true);
    walk(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "the turn's first window");
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    walk(&mut app);
    assert_eq!(awaits(&mut app), None, "let pass: not again this turn");
    draw_on_a_lead(&mut app);
    assert_eq!(awaits(&mut app), None, "bad baggage answers no lead");
    // The same without the default: asked.
    auto_pass(&mut app, false);
    walk(&mut app);
    assert_eq!(awaits(&mut app), asked(1));
}

/// `seat`, at play, walks one quiet step (no lead there) from where it stood, Time to spare.
fn walk_seat(app: &mut App, seat: SeatId) {
    let home = view(app, Some(seat)).seats[seat].at;
    let step = quiet_step(app, seat);
    app.world_mut().resource_mut::<Clock>().time = 6;
    raw(app, seat, Action::Move { to: step }).unwrap();
    put(app, seat, home);
}

/// Seat 1 (human, the default) holds a card of Caprice's (seat 0) and one of Raymond's (seat
/// 2), each answering nothing, and lets Caprice's offer pass in her turn: whether it is asked
/// about Raymond's card in his turn the same day, with the config's `offers_daily` as given.
fn asked_in_the_next_turn(daily: bool) -> (Option<Decision>, App) {
    asked_after(daily, Action::PassResponse)
}

/// As [`asked_in_the_next_turn`], Caprice's offer answered with `answer` (a pass, a hold).
fn asked_after(daily: bool, answer: Action) -> (Option<Decision>, App) {
    let mut cards = vec![card(
        "caprice",
        Deck::Dark,
        1,
        vec![Effect::Baggage {
            good: false,
            count: 1,
        }],
    )];
    cards.push(card(
        "raymond",
        Deck::Dark,
        1,
        vec![Effect::Baggage {
            good: false,
            count: 1,
        }],
    ));
    let (mut app, ids) = card_game(cards);
    for s in 0..3 {
        set_hand(&mut app, SeatId(s), vec![]);
    }
    one_human(&mut app, SeatId(1));
    set_hand(&mut app, SeatId(1), ids.clone());
    auto_pass(&mut app, true);
    app.world_mut().resource_mut::<Pending>().offers_daily = daily;
    walk_seat(&mut app, SeatId(0));
    assert_eq!(awaits(&mut app), asked(1), "Caprice's turn: offered");
    raw(&mut app, SeatId(1), answer).unwrap();
    // A hold until the seat's turn ends there (seat 1 plays between Caprice and Raymond).
    app.world_mut()
        .resource_mut::<Pending>()
        .release(Some(SeatId(1)));
    // Raymond's turn, the same day (as a turn's start leaves it).
    app.world_mut().resource_mut::<Clock>().turn = 2;
    app.world_mut()
        .resource_mut::<Pending>()
        .release(Some(SeatId(2)));
    walk_seat(&mut app, SeatId(2));
    (awaits(&mut app), app)
}

// D-7, round 58 of issue 31 (an offer in every bot's turn): in a new game (`offers_daily`) the
// offer of cards that answer nothing comes once a day in all — let pass in Caprice's turn, it
// is not made again in Raymond's the same day, and is made again the next day; in a save from
// before (off) it comes once in each target's turn.
#[test]
fn d_7_a_new_game_offers_cards_that_answer_nothing_once_a_day() {
    let (next, _) = asked_in_the_next_turn(false);
    assert_eq!(
        next,
        asked(1),
        "once a turn: Raymond's card offered in his turn"
    );
    let (next, mut app) = asked_in_the_next_turn(true);
    assert_eq!(next, None, "once a day: not again the same day");
    assert!(
        GameConfig::new(4, 1, 1).offers_daily,
        "a new game's default"
    );
    // A new day offers again.
    app.world_mut().resource_mut::<Pending>().release(None);
    walk_seat(&mut app, SeatId(2));
    assert_eq!(awaits(&mut app), asked(1), "the next day");
    // A hold until the seat's turn lets the day's offer pass too.
    let (next, _) = asked_after(
        true,
        Action::HoldResponses {
            until: new_angeles::game::Hold::MyTurn,
        },
    );
    assert_eq!(next, None, "held until my turn: the day's offer let pass");
}

/// `seat`, at play, stands on a lead it could follow up and draws a card (a window).
fn draw_on_a_lead_as(app: &mut App, seat: SeatId) {
    let lead = view(app, Some(seat)).leads[0].2;
    put(app, seat, lead);
    app.world_mut().resource_mut::<Clock>().time = 6;
    raw(app, seat, Action::DrawCard { from: seat }).unwrap();
}

// D-7, round 59 of issue 31 (a question in each bot's turn for a card spoiling its lead): in a
// new game a card answering an action, let pass, stops the questions about answering cards for
// the day — Raymond's card is not asked about on his lead after Caprice's was let pass on hers;
// in a save from before, it is.
#[test]
fn d_7_a_new_game_asks_about_an_answering_card_once_a_day() {
    let no_follow = |who: &'static str| {
        card(
            who,
            Deck::Dark,
            1,
            vec![Effect::Until {
                span: Span::Turn,
                rule: Rule::NoFollowUps,
            }],
        )
    };
    for daily in [false, true] {
        let (mut app, ids) = card_game(vec![no_follow("caprice"), no_follow("raymond")]);
        for s in 0..3 {
            set_hand(&mut app, SeatId(s), vec![]);
        }
        one_human(&mut app, SeatId(1));
        set_hand(&mut app, SeatId(1), ids);
        auto_pass(&mut app, true);
        app.world_mut().resource_mut::<Pending>().offers_daily = daily;
        draw_on_a_lead_as(&mut app, SeatId(0));
        assert_eq!(awaits(&mut app), asked(1), "Caprice's lead to spoil");
        raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
        app.world_mut().resource_mut::<Clock>().turn = 2;
        app.world_mut()
            .resource_mut::<Pending>()
            .release(Some(SeatId(2)));
        draw_on_a_lead_as(&mut app, SeatId(2));
        let want = if daily { None } else { asked(1) };
        assert_eq!(awaits(&mut app), want, "Raymond's lead, daily {daily}");
    }
}

// D-7: the once-a-turn offer leaves out a card that would do nothing now — all it does is
// conditional baggage of a kind its target's plot card does not name (round 31: "Fear means
// nothing to Floyd's plot now: that part does nothing" still stopped the table); a card that
// also does something else is offered.
#[test]
fn d_7_a_card_that_would_do_nothing_is_not_offered() {
    let idle = |count| Effect::Conditional {
        kind: "No plot names this".into(),
        count,
    };
    let (mut app, ids) = card_game(vec![
        card("caprice", Deck::Dark, 1, vec![idle(1)]),
        card("caprice", Deck::Dark, 1, vec![idle(1), Effect::Sanity(-1)]),
        card("caprice", Deck::Dark, 1, vec![idle(1)]),
    ]);
    for s in 0..3 {
        set_hand(&mut app, SeatId(s), vec![]);
    }
    one_human(&mut app, SeatId(1));
    set_hand(&mut app, SeatId(1), vec![ids[0]]);
    auto_pass(&mut app, true);
    walk(&mut app);
    assert_eq!(awaits(&mut app), None, "nothing it would do: not offered");
    set_hand(&mut app, SeatId(1), vec![ids[1]]);
    walk(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "it does something: offered");
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    // Baggage of a kind Caprice's plot card in play names does something: offered.
    let named = {
        let c = app.world().resource::<Content>().clone();
        let me = view(&mut app, Some(SeatId(0))).seats[0].clone();
        let stage = new_angeles::rules::plot_stage(&c, &me).expect("a plot card in play");
        stage
            .good
            .iter()
            .chain(&stage.bad)
            .next()
            .expect("the plot card names a kind")
            .clone()
    };
    app.world_mut().resource_mut::<Content>().cards[ids[2].index()]
        .def
        .effects = vec![Effect::Conditional {
        kind: named,
        count: 1,
    }];
    set_hand(&mut app, SeatId(1), vec![ids[2]]);
    walk(&mut app);
    assert_eq!(
        awaits(&mut app),
        asked(1),
        "its kind is on the plot: offered"
    );
}

// D-7: at a shared screen (several humans) no card is offered once a turn — each offer there
// hands the screen over (round 31: about eight hand-offs in a day) —; a card that answers the
// action is asked about still.
#[test]
fn d_7_a_shared_screen_is_asked_only_for_an_answer() {
    // Every seat human at one screen, seat 1 holding both cards, with the default.
    let shared_game = || {
        let (mut app, review, baggage) = game();
        let mut table = app.world_mut().resource_mut::<new_angeles::game::Table>();
        for s in table.seats.iter_mut() {
            s.kind = SeatKind::Human;
        }
        app.world_mut().resource_mut::<Pending>().shared_screen = true;
        set_hand(&mut app, SeatId(1), vec![baggage, review]);
        auto_pass(&mut app, true);
        app
    };
    // A game made before quiet offers (an old save) offers it once a turn still.
    let mut app = shared_game();
    app.world_mut().resource_mut::<Pending>().quiet_offers = false;
    walk(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "an old game's offer");
    let mut app = shared_game();
    walk(&mut app);
    assert_eq!(
        awaits(&mut app),
        None,
        "no offer once a turn at a shared screen"
    );
    draw_on_a_lead(&mut app);
    assert_eq!(
        awaits(&mut app),
        asked(1),
        "the no-follow-ups card answers the lead"
    );
}

// D-7: a card that spoils the lead the active detective stands on answers that action: its
// holder is asked then, even after letting it pass once in the turn's first window (round 28
// of issue 31: every dark card is offered once a turn), and not after a second plain step.
#[test]
fn d_7_the_default_asks_when_a_held_card_answers() {
    let (mut app, review, _) = game();
    set_hand(&mut app, SeatId(1), vec![review]);
    auto_pass(&mut app, true);
    walk(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "offered once in the turn");
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    walk(&mut app);
    assert_eq!(awaits(&mut app), None, "no lead to spoil, offered already");
    draw_on_a_lead(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "a lead to spoil");
    let c = app
        .world()
        .resource::<new_angeles::content::Content>()
        .clone();
    let s = view(&mut app, Some(SeatId(1)));
    assert!(new_angeles::rules::twilight::answers_now(&c, &s, review));
    assert!(
        new_angeles::rules::twilight::answers_words(&c, review)
            .is_some_and(|w| en(&w).contains("lead")),
        "the hand says when it is asked"
    );
    // Passing says what it is, not a turn passed (bug 26).
    let mut results = app
        .world()
        .resource::<Messages<new_angeles::game::CommandResult>>()
        .get_cursor();
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    let said: Vec<String> = results
        .read(
            app.world()
                .resource::<Messages<new_angeles::game::CommandResult>>(),
        )
        .filter_map(|r| r.outcome.clone().ok())
        .map(|m| en(&m))
        .collect();
    assert!(
        said.iter()
            .any(|t| t.contains("plays no dark card against")),
        "{said:?}"
    );
    assert!(!said.iter().any(|t| t.ends_with(" passes.")), "{said:?}");
}

// D-7, issue 31: a card let pass when it answered is not asked about again that turn (a bot
// stopping on two leads stopped the table twice); *every action* still asks, and the next turn
// asks again.
#[test]
fn d_7_a_card_let_pass_is_asked_about_once_a_turn() {
    let (mut app, review, _) = game();
    set_hand(&mut app, SeatId(1), vec![review]);
    auto_pass(&mut app, true);
    draw_on_a_lead(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "a lead to spoil");
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    draw_on_a_lead(&mut app);
    assert_eq!(awaits(&mut app), None, "let pass once this turn");
    assert!(
        app.world()
            .resource::<Pending>()
            .passed
            .contains(&(SeatId(1), review))
    );
    // Asked at every action by the seat's own wish: asked again.
    raw(
        &mut app,
        SeatId(1),
        Action::PromptFor {
            card: review,
            prompt: Prompt::Always,
        },
    )
    .unwrap();
    draw_on_a_lead(&mut app);
    assert_eq!(awaits(&mut app), asked(1), "every action");
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    // Back to the default: the turn's pass still stands; a new day forgets it.
    raw(
        &mut app,
        SeatId(1),
        Action::PromptFor {
            card: review,
            prompt: Prompt::Judged,
        },
    )
    .unwrap();
    draw_on_a_lead(&mut app);
    assert_eq!(awaits(&mut app), None, "still this turn");
    app.world_mut().resource_mut::<Pending>().release(None);
    draw_on_a_lead(&mut app);
    assert_eq!(
        awaits(&mut app),
        asked(1),
        "asked again once the turn is over"
    );
}

// D-7: a seat's own wish about a card, any time and out of turn: *never* passes it by even
// where every window asks; *every action* asks even where the default would pass. Only a dark
// card in its hand; the wish is no action of the turn (it opens no window).
#[test]
fn d_7_never_ask_and_ask_me_cards() {
    let (mut app, review, baggage) = game();
    set_hand(&mut app, SeatId(1), vec![baggage]);
    set_hand(&mut app, SeatId(2), vec![review]);
    let wish = |card, prompt| Action::PromptFor { card, prompt };
    // Never: passed by where every window asks.
    raw(&mut app, SeatId(1), wish(baggage, Prompt::Never)).unwrap();
    raw(&mut app, SeatId(2), wish(review, Prompt::Never)).unwrap();
    walk(&mut app);
    assert_eq!(awaits(&mut app), None, "never asked");
    // Every action: asked where the default passes.
    auto_pass(&mut app, true);
    raw(&mut app, SeatId(1), wish(baggage, Prompt::Always)).unwrap();
    assert_eq!(awaits(&mut app), None, "a wish opens no window");
    walk(&mut app);
    assert_eq!(awaits(&mut app), asked(1));
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    // Back to the game's judgement: passed by again.
    raw(&mut app, SeatId(1), wish(baggage, Prompt::Judged)).unwrap();
    walk(&mut app);
    assert_eq!(awaits(&mut app), None);
    // The active seat's own wish is no action of its turn: no window opens.
    raw(&mut app, SeatId(1), wish(baggage, Prompt::Always)).unwrap();
    let c = content();
    let light = CardId::from_index(
        c.cards
            .iter()
            .position(|x| x.def.deck == Deck::Light)
            .unwrap(),
    );
    set_hand(&mut app, SeatId(0), vec![light]);
    let err = raw(&mut app, SeatId(0), wish(light, Prompt::Never)).unwrap_err();
    assert!(err.contains("light card"), "{err}");
    let err = raw(&mut app, SeatId(0), wish(baggage, Prompt::Never)).unwrap_err();
    assert!(err.contains("not in your hand"), "{err}");
    assert_eq!(awaits(&mut app), None);
    // Seats see their own wishes only.
    assert_eq!(
        view(&mut app, Some(SeatId(1))).prompt_of(baggage),
        Prompt::Always
    );
    assert!(view(&mut app, Some(SeatId(0))).prompts.is_empty());
    assert!(view(&mut app, None).prompts.is_empty());
    // A card that leaves the hand takes the wish with it: held again, it starts judged.
    act(&mut app, Action::EndTurn).unwrap();
    assert_eq!(active(&app), SeatId(1));
    act(&mut app, Action::DiscardCard { card: baggage }).unwrap();
    set_hand(&mut app, SeatId(1), vec![baggage]);
    assert_eq!(
        view(&mut app, Some(SeatId(1))).prompt_of(baggage),
        Prompt::Judged
    );
}

// R-LEAD-2, D-4: *let the game choose* answers the lead move with the bot's pick from the
// seat's own view: legal, the same for the same view, accepted; nothing when not asked.
#[test]
fn r_lead_2_let_the_game_choose_a_lead_move() {
    let (mut app, kind, owner) = on_a_lead();
    let c = content();
    assert_eq!(
        new_angeles::game::bot::game_pick(&c, &view(&mut app, Some(SeatId(2)))),
        None,
        "nothing asked"
    );
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, Some(SeatId(2)));
    let pick = new_angeles::game::bot::game_pick(&c, &s).expect("a pick");
    assert_eq!(new_angeles::game::bot::game_pick(&c, &s), Some(pick));
    assert!(new_angeles::rules::legal_actions(&c, &s, SeatId(2)).contains(&pick));
    let Action::PlaceLead { to } = pick else {
        panic!("not a lead move: {pick:?}");
    };
    raw(&mut app, SeatId(2), pick).unwrap();
    assert!(view(&mut app, None).leads.contains(&(kind, owner, to)));
}

/// A game as `simulate --prompts` plays it: seat 1 human and first, with the default, against
/// bots; the human wishes *never* for its first dark card and *every action* for a second,
/// passes each window and takes the first answer to anything else, for two days.
fn human_with_the_default(seed: u64) -> (GameConfig, Vec<Command>, u64, u32) {
    use bevy::ecs::system::SystemState;
    use new_angeles::game::GameQuery;
    let c = content();
    let me = SeatId(0);
    let mut config = GameConfig::new(4, 1, seed);
    config.first_player = Some(me);
    config.auto_pass = true;
    let mut app = sim::headless_game(c.clone(), config.clone());
    let mut prompts = 0;
    let mut wished = false;
    for _ in 0..20_000 {
        sim::settle(&mut app);
        let clock = clock(&app);
        if (clock.week, clock.day) > (1, 2) {
            break;
        }
        let mut st = SystemState::<GameQuery>::new(app.world_mut());
        let snap = st.get(app.world()).unwrap().snapshot_for(Some(me));
        let dark: Vec<CardId> = snap
            .hand
            .iter()
            .copied()
            .filter(|&x| c.cards[x].def.deck == Deck::Dark)
            .collect();
        if !wished && snap.daytime && !dark.is_empty() {
            wished = true;
            for (&card, prompt) in dark.iter().zip([Prompt::Never, Prompt::Always]) {
                raw(&mut app, me, Action::PromptFor { card, prompt }).unwrap();
            }
            continue;
        }
        let action = match app.world().resource::<Pending>().decision {
            Some(d) if d.seat == me && d.ask == Ask::Response => {
                prompts += 1;
                Action::PassResponse
            }
            Some(d) if d.decider() == me => {
                match new_angeles::rules::legal_actions(&c, &snap, me).first() {
                    Some(&a) => a,
                    None => break,
                }
            }
            None if snap.daytime && snap.active() == me => Action::EndTurn,
            _ => {
                app.update();
                continue;
            }
        };
        raw(&mut app, me, action).unwrap();
    }
    let history = app.world().resource::<History>().0.clone();
    (config, history, digest(app.world_mut()), prompts)
}

// Seeded and replayable: a game played with the default and the wishes, saved as its config
// and commands, loads and replays to the same digest.
#[test]
fn a_game_with_the_default_replays_to_its_digest() {
    let c = content();
    let (config, history, want, _) = human_with_the_default(3);
    assert!(
        history
            .iter()
            .any(|cmd| matches!(cmd.action, Action::PromptFor { .. })),
        "the wishes travel as commands"
    );
    let mut replay = sim::replay_game(c.clone(), config.clone());
    for (i, cmd) in history.iter().enumerate() {
        if let Err(e) = sim::send(&mut replay, cmd.clone()) {
            panic!("command {i} {cmd:?} refused: {e}");
        }
    }
    assert_eq!(digest(replay.world_mut()), want);
    // Through a save's text, as the game writes and reads it.
    let text = new_angeles::save::SaveFile::new(config, history).to_ron();
    let save = new_angeles::save::parse("test.ron", &text).unwrap();
    assert!(save.config.auto_pass);
    let mut loaded = sim::replay_game(c, save.config.clone());
    for cmd in &save.commands {
        sim::send(&mut loaded, cmd.clone()).unwrap();
    }
    assert_eq!(digest(loaded.world_mut()), want);
}

// D-7, issue 31: `simulate --prompts` over seeds 1–20 — a human first player against bots in
// the first two days is asked at most 3 times on average with the default (it was asked about
// 12 times passing each).
#[test]
fn d_7_the_default_asks_at_most_three_times_in_two_days() {
    let c = content();
    let total: u32 = (1..=20)
        .map(|seed| sim::response_prompts(&c, seed, 4, None, true))
        .sum();
    let every: u32 = (1..=4)
        .map(|seed| sim::response_prompts(&c, seed, 4, None, false))
        .sum();
    assert!(total as f64 / 20.0 <= 3.0, "{total} prompts over 20 games");
    assert!(every > 4, "passing each asks more: {every} over 4 games");
}

/// The dark cards bots played on each of the human's turns of week 1 (by day), seat 1 human
/// and first, played as a normal bot would play it, through `last_day`.
fn darks_on_my_turns(seed: u64, spare: bool, last_day: u8) -> Vec<usize> {
    use new_angeles::game::{BotLevel, GameConfig, bot};
    let c = content();
    let me = SeatId(0);
    let mut config = GameConfig::new(4, 1, seed);
    config.first_player = Some(me);
    config.spare_day_one = spare;
    let mut app = sim::headless_game(c.clone(), config);
    let mut darks = vec![0; last_day as usize];
    let mut seen = 0;
    for _ in 0..400_000 {
        sim::settle(&mut app);
        let history = app.world().resource::<History>().0.clone();
        let now = clock(&app);
        if active(&app) == me && now.week == 1 && now.day <= last_day {
            darks[now.day as usize - 1] += history[seen..]
                .iter()
                .filter(|cmd| cmd.seat != me && matches!(cmd.action, Action::PlayDark { .. }))
                .count();
        }
        seen = history.len();
        if (now.week, now.day) > (1, last_day) {
            return darks;
        }
        let v = view(&mut app, Some(me));
        if v.daytime && v.decider() == me {
            let own = super::investigation::seat_view(&mut app, me);
            let mut rng = bot::bot_rng(seed, history.len());
            let action = bot::choose_at(BotLevel::Normal, &c, &own, &mut rng);
            raw(&mut app, me, action).expect("a bot's choice is legal");
        } else {
            app.update();
        }
    }
    panic!("seed {seed}: day {last_day} did not end");
}

// D-4: in a game that spares it (every new game), bots play no dark card on a human's turn on
// the first day; a game that does not (saves from before) sees them from the first turn.
#[test]
fn d_4_bots_spare_a_human_the_first_day() {
    let seeds = 1..=6;
    let spared: usize = seeds
        .clone()
        .map(|s| darks_on_my_turns(s, true, 1)[0])
        .sum();
    let before: usize = seeds.map(|s| darks_on_my_turns(s, false, 1)[0]).sum();
    assert_eq!(spared, 0, "no dark card on the human's turns on day 1");
    assert!(
        before >= 2,
        "without it bots do play them on day 1 ({before})"
    );
}

// D-4: normal bots play a dark card on a detective in some of its turns, not in every one
// (round 36 of issue 31 felt one nearly every turn: 15 of these 40 turns meet one), and
// still in some.
#[test]
fn d_4_normal_bots_play_dark_cards_in_some_turns_not_all() {
    let turns: Vec<usize> = (1..=8)
        .flat_map(|s| darks_on_my_turns(s, true, 6).into_iter().skip(1))
        .collect();
    let hit = turns.iter().filter(|&&n| n > 0).count();
    assert!(
        hit * 10 <= turns.len() * 7 && hit * 10 >= turns.len() * 2,
        "{hit} of {} of the human's turns met a dark card",
        turns.len()
    );
}
