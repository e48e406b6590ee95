//! The detectives' special cards (R-SETUP-13, R-COMP-6): Caprice's Sanity and her descent,
//! Louis's Mood, Rachel's Money, Raymond's *Wrapped Up in Himself* and his Memory cards.

use super::investigation::{park_npcs, put, view};
use super::twilight::{card, holdings, set_hand, with_cards};
use super::*;
use new_angeles::content::{Deck, Effect, FavorType};
use new_angeles::game::{
    CardPlay, Decision, DetectiveFigure, Holdings, Memory, Pay, PlotState, Specials, Stage,
    effects::run_effects,
};
use new_angeles::model::Ask;
use new_angeles::rules::twilight::hand_limit;

fn specials(app: &mut App, seat: SeatId) -> Specials {
    view(app, None).seats[seat].specials
}

fn run(app: &mut App, seat: SeatId, effects: &[Effect]) {
    let c = app.world().resource::<Content>().clone();
    let asks = run_effects(app.world_mut(), &c, seat, seat, effects);
    assert!(asks.is_empty());
}

fn set_holdings(app: &mut App, seat: SeatId, f: impl Fn(&mut Holdings)) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            f(&mut h);
        }
    }
}

fn plot(app: &mut App, seat: SeatId) -> PlotState {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &PlotState)>();
    q.iter(app.world())
        .find(|(d, _)| d.seat == seat)
        .map(|(_, p)| p.clone())
        .unwrap()
}

// R-SETUP-13: Sanity starts at +0, moves between +3 and −3 with Sanity effects, falls with each
// trauma taken and rises with each healed; at −3 Caprice's plot is set aside with its baggage
// and *Descent into Madness* begins, once.
#[test]
fn r_setup_13_caprice_sanity_and_descent() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 4);
    assert_eq!(specials(&mut app, SeatId(0)).sanity, Some(0));
    assert_eq!(
        specials(&mut app, SeatId(1)).sanity,
        None,
        "Floyd has no Sanity card"
    );
    run(&mut app, SeatId(0), &[Effect::Sanity(5)]);
    assert_eq!(specials(&mut app, SeatId(0)).sanity, Some(3));
    run(
        &mut app,
        SeatId(0),
        &[Effect::Sanity(-3), Effect::Trauma(1)],
    );
    assert_eq!(specials(&mut app, SeatId(0)).sanity, Some(-1));
    run(&mut app, SeatId(0), &[Effect::HealTrauma]);
    assert_eq!(specials(&mut app, SeatId(0)).sanity, Some(0));
    let before = plot(&mut app, SeatId(0)).current.unwrap().0;
    set_holdings(&mut app, SeatId(0), |h| h.good_baggage = 2);
    run(&mut app, SeatId(0), &[Effect::Trauma(3)]);
    let s = specials(&mut app, SeatId(0));
    assert_eq!((s.sanity, s.descended), (Some(-3), true));
    let c = content();
    let p = plot(&mut app, SeatId(0));
    let (now, stage) = p.current.unwrap();
    assert_eq!(c.plots[now as usize].def.id, "caprice-descent-into-madness");
    assert_eq!(stage, Stage::Start);
    assert!(p.lived.contains(&before));
    assert_eq!(
        holdings(&mut app, SeatId(0)).good_baggage,
        0,
        "set aside with its baggage"
    );
    // Once only.
    run(
        &mut app,
        SeatId(0),
        &[Effect::Sanity(3), Effect::Sanity(-6)],
    );
    assert_eq!(plot(&mut app, SeatId(0)).current.unwrap().0, now);
}

// R-SETUP-13, R-TWI-1: Louis starts on Bad Mood (hand limit 6 − 1); good baggage on his plot
// turns it to Good Mood (6 + 1); a dark card played on him turns it back.
#[test]
fn r_setup_13_louis_mood() {
    let (c, ids) = with_cards(
        content(),
        vec![card("louis", Deck::Dark, 0, vec![Effect::Shift(1)])],
    );
    let mut app = game_on(
        c.clone(),
        "evil-at-the-estates",
        &["louis", "caprice", "floyd"],
        4,
    );
    park_npcs(&mut app);
    let limit = |app: &mut App| hand_limit(&c, &view(app, None), SeatId(0));
    assert_eq!(specials(&mut app, SeatId(0)).mood, Some(false));
    assert_eq!(limit(&mut app), 5);
    run(
        &mut app,
        SeatId(0),
        &[Effect::Baggage {
            good: true,
            count: 1,
        }],
    );
    assert_eq!(specials(&mut app, SeatId(0)).mood, Some(true));
    assert_eq!(limit(&mut app), 7);
    // Caprice holds Louis's dark card and plays it after his move.
    set_hand(&mut app, SeatId(1), vec![ids[0]]);
    let to = quiet_step(&mut app, SeatId(0));
    sim::send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::Move { to },
        },
    )
    .unwrap();
    assert_eq!(
        view(&mut app, None).pending,
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::Response
        })
    );
    let play = Action::PlayDark {
        play: CardPlay::new(ids[0]),
    };
    sim::send(
        &mut app,
        Command {
            seat: SeatId(1),
            action: play,
        },
    )
    .unwrap();
    assert_eq!(specials(&mut app, SeatId(0)).mood, Some(false));
    run(&mut app, SeatId(0), &[Effect::Mood(true)]);
    assert_eq!(limit(&mut app), 7);
}

// R-TWI-1, R-SETUP-13: the hand limit stops draws only. Louis fills his hand in Good Mood (7);
// his Mood turning bad (5) leaves him 7 cards, over the limit: no draw is allowed, nothing is
// discarded for it, and the hand's words say so instead of a bare "7/5".
#[test]
fn r_twi_1_a_hand_over_a_fallen_limit_draws_nothing() {
    use new_angeles::rules::twilight::{check_draw, hand_words};
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["louis", "caprice", "floyd"], 4);
    park_npcs(&mut app);
    run(&mut app, SeatId(0), &[Effect::Mood(true)]);
    let limit = |app: &mut App| hand_limit(&c, &view(app, None), SeatId(0));
    assert_eq!(limit(&mut app), 7);
    while view(&mut app, None).seats[0].hand < 7 {
        act(&mut app, Action::DrawCard { from: SeatId(0) }).unwrap();
    }
    assert!(
        act(&mut app, Action::DrawCard { from: SeatId(0) }).is_err(),
        "full at 7"
    );
    run(&mut app, SeatId(0), &[Effect::Mood(false)]);
    let s = view(&mut app, None);
    assert_eq!((s.seats[0].hand, limit(&mut app)), (7, 5));
    let err = en(&check_draw(&c, &s, SeatId(0), SeatId(0)).unwrap_err());
    assert!(err.contains("R-TWI-1"), "{err}");
    assert_eq!(en(&hand_words(7, 5)), "7 — over the limit of 5: no draws");
    assert_eq!(en(&hand_words(4, 5)), "4/5");
}

// R-SETUP-13, R-TOKEN-1: Rachel's Money starts at $2,000, changes with Money effects (never
// below $0), and $1,000 of it pays for one favor of an ability's cost.
#[test]
fn r_setup_13_rachel_money_pays_for_favors() {
    let mut app = game_with("evil-at-the-estates", &["rachel", "floyd", "caprice"], 4);
    park_npcs(&mut app);
    assert_eq!(specials(&mut app, SeatId(0)).money, Some(2000));
    run(&mut app, SeatId(0), &[Effect::Money(500)]);
    assert_eq!(specials(&mut app, SeatId(0)).money, Some(2500));
    // Haas-Bioroid sells a Haas token for 2 Time and a corp favor: paid with Money.
    put(&mut app, SeatId(0), loc("haas-bioroid"));
    let buy = Action::UseAbility {
        option: 0,
        pay: [Some(Pay::Money), None],
    };
    let snap = view(&mut app, Some(SeatId(0)));
    assert!(new_angeles::rules::legal_actions(&content(), &snap, SeatId(0)).contains(&buy));
    act(&mut app, buy).unwrap();
    assert_eq!(specials(&mut app, SeatId(0)).money, Some(1500));
    assert_eq!(holdings(&mut app, SeatId(0)).haas, 1);
    // Less than $1,000 left after another $1,000: no more paying with Money.
    run(&mut app, SeatId(0), &[Effect::Money(-1000)]);
    assert_eq!(specials(&mut app, SeatId(0)).money, Some(500));
    finish_day(&mut app);
    put(&mut app, SeatId(0), loc("haas-bioroid"));
    let err = act(&mut app, buy).unwrap_err();
    assert!(err.contains("Money"), "{err}");
    run(&mut app, SeatId(0), &[Effect::Money(-5000)]);
    assert_eq!(specials(&mut app, SeatId(0)).money, Some(0));
    // Floyd has no Money card.
    put(&mut app, SeatId(1), loc("haas-bioroid"));
    assert_eq!(specials(&mut app, SeatId(1)).money, None);
}

// R-SETUP-13: a bot Raymond whose Memory card was kept does not ask the same holder again in
// that turn (a hot seat saw him ask three times running, spending his Time and passing the
// screen each time); the next turn he may.
#[test]
fn r_setup_13_a_bot_does_not_ask_again_for_a_memory_kept() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["raymond", "caprice", "floyd"], 4);
    park_npcs(&mut app);
    set_holdings(&mut app, SeatId(0), |h| h.bad_baggage = 2);
    finish_day(&mut app);
    assert_eq!(active(&app), SeatId(0));
    set_holdings(&mut app, SeatId(0), |h| h.favors = [1, 1, 0, 0]);
    // No card to play first (the bot plays a light card before it asks).
    set_hand(&mut app, SeatId(0), vec![]);
    // Only Caprice holds one.
    {
        let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Memory)>();
        for (d, mut m) in q.iter_mut(app.world_mut()) {
            if d.seat == SeatId(2) {
                m.0 = None;
            }
        }
    }
    let ask = Action::RecallMemory { from: SeatId(1) };
    let bot = |app: &mut App| {
        let mine = super::investigation::seat_view(app, SeatId(0));
        new_angeles::game::bot::choose_at(
            new_angeles::game::BotLevel::Normal,
            &c,
            &mine,
            &mut new_angeles::game::bot::bot_rng(7, 0),
        )
    };
    assert_eq!(
        bot(&mut app),
        ask,
        "the bot asks for it (bad baggage to mend)"
    );
    act(&mut app, ask).unwrap();
    send(
        &mut app,
        Command {
            seat: SeatId(1),
            action: Action::ReturnMemory { take: None },
        },
    )
    .unwrap();
    assert!(view(&mut app, None).turn_log.kept_memory(SeatId(1)));
    assert_ne!(bot(&mut app), ask, "not again this turn");
}

// R-SETUP-13: Raymond asks a holder for his Memory card back (1 Time, he needs a favor); the
// holder keeps it or gives it back for a favor of Raymond's of its choice; the card's effects
// then happen to Raymond; two won back discard *Wrapped Up in Himself*, which until then costs
// him 1 Time a turn while his plot holds more bad than good baggage. A Memory card still held
// at the end is worth 1 VP to its holder.
#[test]
fn r_setup_13_raymond_memory_and_wrapped_up() {
    let c = content();
    let mut app = game_with("evil-at-the-estates", &["raymond", "caprice", "floyd"], 4);
    park_npcs(&mut app);
    let s = view(&mut app, None);
    assert!(s.seats[0].specials.wrapped);
    assert!(!s.seats[0].memory && s.seats[1].memory && s.seats[2].memory);
    // Wrapped Up: 1 Time less while bad baggage outweighs good.
    set_holdings(&mut app, SeatId(0), |h| h.bad_baggage = 2);
    finish_day(&mut app);
    assert_eq!((active(&app), clock(&app).time), (SeatId(0), 5));
    // No favor to offer: refused.
    let ask = |from| Action::RecallMemory { from };
    let err = act(&mut app, ask(SeatId(1))).unwrap_err();
    assert!(err.contains("R-SETUP-13"), "{err}");
    set_holdings(&mut app, SeatId(0), |h| h.favors = [1, 1, 0, 0]);
    // Caprice keeps hers.
    act(&mut app, ask(SeatId(1))).unwrap();
    assert_eq!(clock(&app).time, 4);
    assert_eq!(
        view(&mut app, None).pending,
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::MemoryAsked { raymond: SeatId(0) }
        })
    );
    let err = send(
        &mut app,
        Command {
            seat: SeatId(1),
            action: Action::ReturnMemory {
                take: Some(FavorType::Street),
            },
        },
    )
    .unwrap_err();
    assert!(err.contains("street"), "{err}");
    send(
        &mut app,
        Command {
            seat: SeatId(1),
            action: Action::ReturnMemory { take: None },
        },
    )
    .unwrap();
    assert!(view(&mut app, None).seats[1].memory);
    // Then gives it back for his corp favor; its effects happen to Raymond.
    let card = {
        let mut q = app.world_mut().query::<(&DetectiveFigure, &Memory)>();
        q.iter(app.world())
            .find(|(d, _)| d.seat == SeatId(1))
            .unwrap()
            .1
            .0
            .unwrap()
    };
    let good = holdings(&mut app, SeatId(0)).good_baggage;
    act(&mut app, ask(SeatId(1))).unwrap();
    send(
        &mut app,
        Command {
            seat: SeatId(1),
            action: Action::ReturnMemory {
                take: Some(FavorType::Corp),
            },
        },
    )
    .unwrap();
    let s = view(&mut app, None);
    assert!(!s.seats[1].memory);
    assert_eq!(s.seats[1].holdings.favors[FavorType::Corp.index()], 1);
    assert_eq!(s.seats[0].holdings.favors, [0, 1, 0, 0]);
    let effects = &c.specials[card as usize].def.effects;
    let gained: u8 = effects
        .iter()
        .map(|e| match e {
            Effect::Baggage { good: true, count } => *count,
            _ => 0,
        })
        .sum();
    assert!(gained > 0);
    assert_eq!(s.seats[0].holdings.good_baggage, good + gained);
    assert!(s.seats[0].specials.wrapped, "one back: still wrapped up");
    // A second one back: Wrapped Up in Himself is discarded.
    set_holdings(&mut app, SeatId(0), |h| h.favors = [0, 1, 0, 0]);
    app.world_mut().resource_mut::<Clock>().time = 6;
    act(&mut app, ask(SeatId(2))).unwrap();
    send(
        &mut app,
        Command {
            seat: SeatId(2),
            action: Action::ReturnMemory {
                take: Some(FavorType::Political),
            },
        },
    )
    .unwrap();
    let s = specials(&mut app, SeatId(0));
    assert_eq!((s.memories_back, s.wrapped), (2, false));
    // A held Memory card scores 1 VP at the close.
    let mut app = game_with("evil-at-the-estates", &["raymond", "caprice", "floyd"], 4);
    new_angeles::game::close::close_case(app.world_mut());
    let o = app.world().resource::<new_angeles::game::Outcome>();
    for seat in [1, 2] {
        assert!(
            o.result.seats[seat]
                .lines
                .iter()
                .any(|(what, vp)| en(what).starts_with("Memory") && *vp == 1)
        );
    }
    assert!(
        !o.result.seats[0]
            .lines
            .iter()
            .any(|(what, _)| en(what).starts_with("Memory"))
    );
}
