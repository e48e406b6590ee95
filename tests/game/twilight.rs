//! Twilight cards: setup draws (R-SETUP-10), the hand limit, drawing, discarding and the
//! reshuffle (R-TWI-1…3), playing light and dark cards with costs, discards and plot colours
//! (R-TWI-4…9), fights (R-TWI-10), traits and card rules (R-TWI-11, R-TWI-12), free draws
//! (R-MOVE-6), response windows (R-MOVE-7), and every authored card run once (R-COMP-5).
//!
//! The rule tests add cards of their own to the content, so they do not hang on what the
//! authored decks hold.

use super::investigation::{park_npcs, put, view};
use super::*;
use new_angeles::content::{
    Card, CardDef, Condition, Deck, Effect, PlotColour, Quality, Rule, Span,
};
use new_angeles::game::{
    CardPlay, Clock, Decision, Decks, DetectiveFigure, Hand, Holdings, Twilight,
};
use new_angeles::model::{Ask, Informant};
use new_angeles::rules;

pub fn hand(app: &mut App, seat: SeatId) -> Vec<CardId> {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &Hand)>();
    q.iter(app.world())
        .find(|(d, _)| d.seat == seat)
        .map(|(_, h)| h.0.clone())
        .unwrap()
}

pub fn set_hand(app: &mut App, seat: SeatId, cards: Vec<CardId>) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Hand)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            h.0 = cards.clone();
        }
    }
}

pub fn set_twilight(app: &mut App, seat: SeatId, to: i8) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Twilight)>();
    for (d, mut tw) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            tw.0 = to;
        }
    }
}

pub fn holdings(app: &mut App, seat: SeatId) -> Holdings {
    view(app, None).seats[seat].holdings
}

/// A test card: `detective`'s, of `deck`, with `cost`, `colour`, `traits` and `effects`.
pub struct TestCard {
    pub detective: &'static str,
    pub deck: Deck,
    pub cost: u8,
    pub colour: Option<PlotColour>,
    pub traits: Vec<String>,
    pub requires: Vec<Condition>,
    pub favors: Vec<new_angeles::content::FavorCost>,
    pub effects: Vec<Effect>,
}

pub fn card(detective: &'static str, deck: Deck, cost: u8, effects: Vec<Effect>) -> TestCard {
    TestCard {
        detective,
        deck,
        cost,
        colour: None,
        traits: Vec::new(),
        requires: Vec::new(),
        favors: Vec::new(),
        effects,
    }
}

/// The content with `cards` added; returns their indexes.
pub fn with_cards(mut c: Content, cards: Vec<TestCard>) -> (Content, Vec<CardId>) {
    let mut ids = Vec::new();
    for (i, t) in cards.into_iter().enumerate() {
        ids.push(CardId::from_index(c.cards.len()));
        let detective = c.detective_index(t.detective).unwrap();
        c.cards.push(Card {
            detective,
            def: CardDef {
                id: format!("test-{i}"),
                name: format!("Test card {i}"),
                deck: t.deck,
                cost: t.cost,
                colour: t.colour,
                traits: t.traits,
                text: "A card of the tests.".into(),
                requires: t.requires,
                favors: t.favors,
                effects: t.effects,
            },
        });
    }
    (c, ids)
}

/// Caprice (seat 0, first player), Floyd and Raymond, with `cards` added to the content.
pub fn card_game(cards: Vec<TestCard>) -> (App, Vec<CardId>) {
    let (c, ids) = with_cards(content(), cards);
    let mut app = game_on(
        c,
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        4,
    );
    park_npcs(&mut app);
    (app, ids)
}

fn game() -> App {
    card_game(Vec::new()).0
}

fn light(card: CardId) -> Action {
    Action::PlayLight {
        play: CardPlay::new(card),
    }
}

fn dark(card: CardId) -> Action {
    Action::PlayDark {
        play: CardPlay::new(card),
    }
}

// R-SETUP-10: two cards from your light deck and one from the left player's dark deck.
#[test]
fn r_setup_10_first_hands() {
    let mut app = game();
    let c = content();
    let table = app.world().resource::<new_angeles::game::Table>().clone();
    for seat in SeatId::all(3) {
        let h = hand(&mut app, seat);
        assert_eq!(h.len(), 3);
        let me = table.seats[seat].detective;
        let left = table.seats[(seat.index() + 1) % 3].detective;
        let light = h
            .iter()
            .filter(|&&i| c.cards[i].detective == me && c.cards[i].def.deck == Deck::Light)
            .count();
        let dark = h
            .iter()
            .filter(|&&i| c.cards[i].detective == left && c.cards[i].def.deck == Deck::Dark)
            .count();
        assert_eq!((light, dark), (2, 1), "seat {seat:?}");
    }
    // Only the seat itself sees its hand; everyone sees its size.
    assert!(view(&mut app, None).hand.is_empty());
    assert_eq!(
        view(&mut app, Some(SeatId(1))).hand,
        hand(&mut app, SeatId(1))
    );
    assert_eq!(view(&mut app, None).seats[1].hand, 3);
}

// R-TWI-1, R-TWI-2: drawing costs 1 Time, from your light deck or another's dark deck, while
// the hand has room; discarding costs 1 Time and puts the card at the bottom of its deck.
#[test]
fn r_twi_1_and_2_draw_discard_and_the_hand_limit() {
    let mut app = game();
    let t = clock(&app).time;
    let decks = app.world().resource::<Decks>().clone();
    act(&mut app, Action::DrawCard { from: SeatId(0) }).unwrap();
    assert_eq!(clock(&app).time, t - 1);
    assert_eq!(hand(&mut app, SeatId(0)).len(), 4);
    assert_eq!(
        app.world().resource::<Decks>().light[0].len(),
        decks.light[0].len() - 1
    );
    act(&mut app, Action::DrawCard { from: SeatId(2) }).unwrap();
    assert_eq!(
        app.world().resource::<Decks>().dark[2].len(),
        decks.dark[2].len() - 1
    );
    // Discard a card: to the bottom of its deck.
    let card = hand(&mut app, SeatId(0))[0];
    act(&mut app, Action::DiscardCard { card }).unwrap();
    assert!(!hand(&mut app, SeatId(0)).contains(&card));
    let d = app.world().resource::<Decks>();
    assert!(d.light[0].under.contains(&card) || d.dark.iter().any(|p| p.under.contains(&card)));
    // A full hand draws nothing (Caprice holds at most 6).
    let full: Vec<CardId> = CardId::all(6).collect();
    set_hand(&mut app, SeatId(0), full);
    let err = act(&mut app, Action::DrawCard { from: SeatId(0) }).unwrap_err();
    assert!(err.contains("R-TWI-1"), "{err}");
    // A card not in your hand cannot be discarded.
    assert!(act(&mut app, Action::DiscardCard { card: CardId(40) }).is_err());
}

// R-TWI-1: a card that draws two at one below the hand limit draws one, and the log says why
// where it happens (not a second card silently missing).
#[test]
fn r_twi_1_a_draw_stops_at_the_hand_limit_and_says_so() {
    let (mut app, ids) = card_game(vec![card(
        "caprice",
        Deck::Light,
        0,
        vec![Effect::DrawLight(2)],
    )]);
    // Caprice holds at most 6: the card and five others; played, five, and one drawn.
    let mut held: Vec<CardId> = CardId::all(5).collect();
    held.push(ids[0]);
    set_hand(&mut app, SeatId(0), held);
    act(&mut app, light(ids[0])).unwrap();
    assert_eq!(hand(&mut app, SeatId(0)).len(), 6, "one drawn, not two");
    let said = app
        .world()
        .resource::<new_angeles::game::GameLog>()
        .0
        .iter()
        .any(|e| e.text.key() == "log-draws-at-hand-limit");
    assert!(said, "the log says the hand limit stopped the draw");
}

// R-TWI-3: when the last face-down card is drawn, the cards at the bottom are shuffled into a
// new face-down deck.
#[test]
fn r_twi_3_reshuffle_when_the_deck_runs_out() {
    let mut app = game();
    {
        let mut d = app.world_mut().resource_mut::<Decks>();
        let pile = &mut d.light[0];
        let mut all = std::mem::take(&mut pile.down);
        pile.down = vec![all.remove(0)];
        pile.under = all;
    }
    let under = app.world().resource::<Decks>().light[0].under.len();
    act(&mut app, Action::DrawCard { from: SeatId(0) }).unwrap();
    let d = &app.world().resource::<Decks>().light[0];
    assert_eq!(d.down.len(), under, "the bottom cards form the new deck");
    assert!(d.under.is_empty());
}

// R-TWI-4, R-TWI-6: a light card costs 1 Time and dark-shifts its player by its cost; its
// effects happen; it goes to the bottom of the light deck. Dark cards are not played like this,
// and a cost the track cannot pay is refused.
#[test]
fn r_twi_4_play_a_light_card() {
    let (mut app, ids) = card_game(vec![
        card("caprice", Deck::Light, 1, vec![Effect::Time(2)]),
        card("floyd", Deck::Dark, 1, vec![Effect::Time(-2)]),
    ]);
    let (card, dark_card) = (ids[0], ids[1]);
    set_hand(&mut app, SeatId(0), vec![card]);
    let t = clock(&app).time;
    act(&mut app, light(card)).unwrap();
    assert_eq!(clock(&app).time, t - 1 + 2);
    assert_eq!(view(&mut app, None).seats[0].twilight, 1);
    assert!(hand(&mut app, SeatId(0)).is_empty());
    assert_eq!(app.world().resource::<Decks>().light[0].under, vec![card]);

    // Another detective's dark card in your hand is not yours to play now.
    set_hand(&mut app, SeatId(0), vec![dark_card]);
    let err = act(&mut app, light(dark_card)).unwrap_err();
    assert!(err.contains("R-TWI-5"), "{err}");

    // At the dark end of the track the cost cannot be paid.
    set_twilight(&mut app, SeatId(0), 4);
    set_hand(&mut app, SeatId(0), vec![card]);
    let err = act(&mut app, light(card)).unwrap_err();
    assert!(err.contains("R-TWI-6"), "{err}");
}

// R-TWI-7: each card discarded lowers the cost by one, to no less than 0; the discards go to
// the bottom of their decks. R-TWI-8: a card of the target's plot colour may cost one more or
// one less; any other card may not be adjusted.
#[test]
fn r_twi_7_and_8_discounts_and_plot_colour() {
    let (mut app, ids) = card_game(vec![
        card("caprice", Deck::Light, 2, vec![Effect::Time(1)]),
        card("caprice", Deck::Light, 0, vec![Effect::Time(1)]),
        card("caprice", Deck::Light, 0, vec![Effect::Time(1)]),
    ]);
    let (big, a, b) = (ids[0], ids[1], ids[2]);
    set_twilight(&mut app, SeatId(0), 3);
    set_hand(&mut app, SeatId(0), vec![big, a, b]);
    let err = act(&mut app, light(big)).unwrap_err();
    assert!(err.contains("R-TWI-7"), "{err}");
    let play = CardPlay::new(big).with_discards(&[a]);
    // The colour of Caprice's plot does not match a colourless card.
    let mut adjusted = play;
    adjusted.adjust = -1;
    let err = act(&mut app, Action::PlayLight { play: adjusted }).unwrap_err();
    assert!(err.contains("R-TWI-8"), "{err}");
    // Discarding itself or a card not held is refused.
    let selfish = CardPlay::new(big).with_discards(&[big]);
    assert!(act(&mut app, Action::PlayLight { play: selfish }).is_err());
    act(&mut app, Action::PlayLight { play }).unwrap();
    assert_eq!(
        view(&mut app, None).seats[0].twilight,
        4,
        "cost 2 − 1 discard"
    );
    assert_eq!(hand(&mut app, SeatId(0)), vec![b]);
    let under = &app.world().resource::<Decks>().light[0].under;
    assert!(under.contains(&a) && under.contains(&big));

    // A card of Caprice's plot colour: one less.
    let colour = view(&mut app, None).seats[0]
        .plot_colour
        .expect("a plot in play");
    let mut coloured = card("caprice", Deck::Light, 2, vec![Effect::Time(1)]);
    coloured.colour = Some(colour);
    let (mut app, ids) = card_game(vec![coloured]);
    set_twilight(&mut app, SeatId(0), 3);
    set_hand(&mut app, SeatId(0), vec![ids[0]]);
    let mut play = CardPlay::new(ids[0]);
    play.adjust = -1;
    act(&mut app, Action::PlayLight { play }).unwrap();
    assert_eq!(view(&mut app, None).seats[0].twilight, 4);
    play.adjust = -2;
    set_hand(&mut app, SeatId(0), vec![ids[0]]);
    assert!(act(&mut app, Action::PlayLight { play }).is_err());
}

// R-TWI-6: an effect never moves a marker past an end.
#[test]
fn r_twi_6_the_track_has_ends() {
    let (mut app, ids) = card_game(vec![card(
        "caprice",
        Deck::Light,
        0,
        vec![Effect::Shift(-3)],
    )]);
    set_twilight(&mut app, SeatId(0), -2);
    set_hand(&mut app, SeatId(0), vec![ids[0]]);
    act(&mut app, light(ids[0])).unwrap();
    assert_eq!(view(&mut app, None).seats[0].twilight, -4);
}

// R-TWI-11, R-TWI-12, R-TWI-4: a card's conditions name traits and places; a card's rules beat
// the general ones (a longer ruler, dearer moves, no draws) until the end of the turn.
#[test]
fn r_twi_11_and_12_traits_conditions_and_card_rules() {
    let mut needs_gun = card("caprice", Deck::Light, 0, vec![Effect::Time(1)]);
    needs_gun.requires = vec![Condition::HoldsTrait("Gun".into())];
    let mut gun = card("caprice", Deck::Light, 0, vec![Effect::Time(1)]);
    gun.traits = vec!["Gun".into()];
    let rules_card = card(
        "caprice",
        Deck::Light,
        0,
        vec![
            Effect::Until {
                span: Span::Turn,
                rule: Rule::Ruler(300),
            },
            Effect::Until {
                span: Span::Turn,
                rule: Rule::NoDraws,
            },
            Effect::Until {
                span: Span::Day,
                rule: Rule::MoveCost(1),
            },
        ],
    );
    let (mut app, ids) = card_game(vec![needs_gun, gun, rules_card]);
    set_hand(&mut app, SeatId(0), vec![ids[0]]);
    let err = act(&mut app, light(ids[0])).unwrap_err();
    assert!(err.contains("Gun") && err.contains("R-TWI-4"), "{err}");
    set_hand(&mut app, SeatId(0), vec![ids[0], ids[1]]);
    act(&mut app, light(ids[0])).unwrap();

    let c = content();
    let before = view(&mut app, Some(SeatId(0)));
    let ruler = rules::ruler_of(&c, &before.seats[0]);
    set_hand(&mut app, SeatId(0), vec![ids[2]]);
    act(&mut app, light(ids[2])).unwrap();
    let s = view(&mut app, Some(SeatId(0)));
    assert_eq!(rules::ruler_of(&c, &s.seats[0]), ruler + 300.0);
    let err = act(&mut app, Action::DrawCard { from: SeatId(0) }).unwrap_err();
    assert!(err.contains("forbids"), "{err}");
    let o = rules::seat_move_options(&c, &s.seats[0]);
    assert!(o.iter().all(|o| o.cost >= 2), "moves cost 1 more");
    // The turn's rules end with the turn; the day's with the day.
    act(&mut app, Action::EndTurn).unwrap();
    let s = view(&mut app, None);
    assert_eq!(s.seats[0].rules, vec![Rule::MoveCost(1)]);
    finish_day(&mut app);
    assert!(view(&mut app, None).seats[0].rules.is_empty());
}

/// Seat 0 moves to `to` (a free card offered is left for the test to answer).
fn walk_to(app: &mut App, to: LocId) {
    send(
        app,
        Command {
            seat: SeatId(0),
            action: Action::Move { to },
        },
    )
    .unwrap();
}

/// A ritzy and a seedy place seat 0 reaches for 1 Time, without Lily or Jimmy there.
fn free_draw_places(c: &new_angeles::content::Content, s: &rules::Snapshot) -> (LocId, LocId) {
    let me = &s.seats[0];
    let options = rules::move_options(&c.map, me.at, rules::ruler_of(c, me), &me.warrants);
    let find = |q: Quality| {
        options
            .iter()
            .find(|o| {
                o.cost == 1
                    && c.map.loc(o.to).quality == q
                    && o.to != s.informant(Informant::Lily)
                    && o.to != s.informant(Informant::Jimmy)
            })
            .map(|o| o.to)
            .expect("a place in reach")
    };
    (find(Quality::Ritzy), find(Quality::Seedy))
}

// R-MOVE-6: entering a ritzy place offers a free light card, a seedy one a free card from
// another player's dark deck; either may be let go ("may"); a full hand gets nothing.
#[test]
fn r_move_6_free_draws_both_optional() {
    let c = content();
    let mut app = game();
    let s = view(&mut app, Some(SeatId(0)));
    let me = &s.seats[0];
    let (ritzy, seedy) = free_draw_places(&c, &s);
    let before = hand(&mut app, SeatId(0)).len();
    walk_to(&mut app, ritzy);
    assert!(matches!(
        view(&mut app, None).pending,
        Some(Decision {
            seat: SeatId(0),
            ask: Ask::FreeLight
        })
    ));
    assert_eq!(hand(&mut app, SeatId(0)).len(), before, "not drawn yet");
    let err = send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::DrawCard { from: SeatId(1) },
        },
    )
    .unwrap_err();
    assert!(err.contains("your own light deck"), "{err}");
    send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::DrawCard { from: SeatId(0) },
        },
    )
    .unwrap();
    assert_eq!(
        hand(&mut app, SeatId(0)).len(),
        before + 1,
        "a free light card"
    );
    // Let go: no card.
    put(&mut app, SeatId(0), me.at);
    walk_to(&mut app, ritzy);
    send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::SkipDraw,
        },
    )
    .unwrap();
    assert_eq!(hand(&mut app, SeatId(0)).len(), before + 1, "let go");
    assert!(view(&mut app, None).pending.is_none());
    put(&mut app, SeatId(0), me.at);
    walk_to(&mut app, seedy);
    assert!(matches!(
        view(&mut app, None).pending,
        Some(Decision {
            seat: SeatId(0),
            ask: Ask::FreeDraw
        })
    ));
    let t = clock(&app).time;
    let err = send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::DrawCard { from: SeatId(0) },
        },
    )
    .unwrap_err();
    assert!(err.contains("another player's dark deck"), "{err}");
    send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::DrawCard { from: SeatId(1) },
        },
    )
    .unwrap();
    assert_eq!(clock(&app).time, t, "free: no Time");
    assert_eq!(hand(&mut app, SeatId(0)).len(), before + 2);
    // A full hand: no free card.
    set_hand(&mut app, SeatId(0), CardId::all(6).collect());
    put(&mut app, SeatId(0), me.at);
    walk_to(&mut app, ritzy);
    assert_eq!(hand(&mut app, SeatId(0)).len(), 6);
    assert!(view(&mut app, None).pending.is_none());
}

// R-MOVE-6, D-7: "No, and none today" lets the free card go and every free card offered to that
// seat until the day ends: the next seedy or ritzy place asks nothing, the ruler no longer
// promises a card there, and a new day offers them again.
#[test]
fn d_7_free_draws_let_go_for_the_day() {
    use new_angeles::game::Pending;
    let c = content();
    let mut app = game();
    let s = view(&mut app, Some(SeatId(0)));
    let me = s.seats[0].clone();
    let (ritzy, seedy) = free_draw_places(&c, &s);
    let before = hand(&mut app, SeatId(0)).len();
    let promises = |app: &mut App, to: LocId| {
        let s = view(app, Some(SeatId(0)));
        rules::arrival_notes(&c, &s, SeatId(0), to)
            .iter()
            .any(|m| m.key() == "note-free-light" || m.key() == "note-free-dark")
    };
    assert!(promises(&mut app, ritzy), "a free card promised at first");
    walk_to(&mut app, seedy);
    assert_eq!(
        awaits(&mut app).map(|d| d.ask),
        Some(Ask::FreeDraw),
        "asked at the first seedy place"
    );
    send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: Action::SkipDrawsToday,
        },
    )
    .unwrap();
    assert!(view(&mut app, None).pending.is_none());
    assert!(!promises(&mut app, ritzy), "no free card promised today");
    put(&mut app, SeatId(0), me.at);
    walk_to(&mut app, ritzy);
    assert!(
        view(&mut app, None).pending.is_none(),
        "not asked again today"
    );
    assert_eq!(hand(&mut app, SeatId(0)).len(), before, "nothing drawn");
    // Another seat was not asked to let its cards go.
    assert_eq!(app.world().resource::<Pending>().skip_free, vec![SeatId(0)]);
    finish_day(&mut app);
    assert!(
        app.world().resource::<Pending>().skip_free.is_empty(),
        "a new day offers free cards again"
    );
    assert!(promises(&mut app, ritzy), "promised again on a new day");
}

/// One raw command (no automatic passing of response windows).
fn raw(app: &mut App, seat: SeatId, action: Action) -> Result<(), String> {
    sim::send(app, Command { seat, action })
}

/// Seat 0's walk that opens a response window each time: back home with its whole Time, then
/// one quiet step.
fn walker(app: &mut App) -> impl Fn(&mut App) + use<> {
    let home = view(app, Some(SeatId(0))).seats[0].at;
    let step = quiet_step(app, SeatId(0));
    move |app: &mut App| {
        put(app, SeatId(0), home);
        app.world_mut().resource_mut::<Clock>().time = 6;
        raw(app, SeatId(0), Action::Move { to: step }).unwrap();
    }
}

fn awaits(app: &mut App) -> Option<Decision> {
    view(app, None).pending
}

// R-TWI-5, R-TWI-9, D-7, R-MOVE-7: after the active player's action (a move, say), only seats
// holding one of its dark cards they could play are asked, from the first player clockwise;
// one dark card per trigger; the player pays by light-shifting, the card hurts the active
// detective and goes under its dark deck; then the active player may answer with one light card.
#[test]
fn r_twi_5_and_9_dark_cards_in_response_windows() {
    let (mut app, ids) = card_game(vec![
        card("caprice", Deck::Dark, 1, vec![Effect::Time(-2)]),
        card("caprice", Deck::Dark, 1, vec![Effect::Shift(1)]),
        card("floyd", Deck::Dark, 1, vec![Effect::Time(-2)]),
        card("caprice", Deck::Light, 0, vec![Effect::Time(1)]),
    ]);
    let (migraine, echoes, floyds, answer) = (ids[0], ids[1], ids[2], ids[3]);
    set_hand(&mut app, SeatId(0), vec![]);
    set_hand(&mut app, SeatId(1), vec![migraine, floyds]);
    set_hand(&mut app, SeatId(2), vec![]);
    let home = view(&mut app, Some(SeatId(0))).seats[0].at;
    let step = quiet_step(&mut app, SeatId(0));
    let walk = |app: &mut App| {
        put(app, SeatId(0), home);
        raw(app, SeatId(0), Action::Move { to: step }).unwrap();
    };
    // Only seat 2 (Floyd) holds a card of Caprice's: only it is asked.
    walk(&mut app);
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::Response
        })
    );
    // Floyd's own dark card is not one of Caprice's.
    let err = raw(&mut app, SeatId(1), dark(floyds)).unwrap_err();
    assert!(err.contains("R-TWI-5"), "{err}");
    let t = clock(&app).time;
    raw(&mut app, SeatId(1), dark(migraine)).unwrap();
    assert_eq!(clock(&app).time, t - 2, "Caprice loses 2 Time");
    let s = view(&mut app, None);
    assert_eq!(s.seats[1].twilight, -1, "Floyd paid by light-shifting");
    assert_eq!(
        app.world().resource::<Decks>().dark[0].under,
        vec![migraine]
    );
    assert_eq!(
        awaits(&mut app),
        None,
        "Caprice holds no light card to answer"
    );

    // Two holders: asked in order from the first player; a play closes the window; Caprice
    // may then answer with one light card, and no new window opens for it.
    set_hand(&mut app, SeatId(0), vec![answer]);
    set_hand(&mut app, SeatId(1), vec![echoes]);
    set_hand(&mut app, SeatId(2), vec![migraine]);
    app.world_mut().resource_mut::<Clock>().time = 6;
    walk(&mut app);
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::Response
        })
    );
    raw(&mut app, SeatId(1), Action::PassResponse).unwrap();
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(2),
            ask: Ask::Response
        })
    );
    raw(&mut app, SeatId(2), dark(migraine)).unwrap();
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(0),
            ask: Ask::Counter
        })
    );
    let t = clock(&app).time;
    raw(&mut app, SeatId(0), light(answer)).unwrap();
    assert_eq!(clock(&app).time, t - 1 + 1, "1 Time to play, 1 gained");
    assert_eq!(
        awaits(&mut app),
        None,
        "one dark and one light card per trigger"
    );
    // The next action is a new trigger.
    walk(&mut app);
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::Response
        })
    );
    raw(&mut app, SeatId(1), dark(echoes)).unwrap();
    assert_eq!(
        view(&mut app, None).seats[0].twilight,
        1,
        "Caprice dark-shifted"
    );
    assert_eq!(awaits(&mut app), None);
}

// R-TWI-9, D-25 (issue 31, round 21: a bot's dark card mid-turn felt like a stop): the active
// player's answer to a dark card is an offer the board goes on past: while it is open the
// board still takes the turn's moves (`my_turn`), and a move sent with its pass in one frame
// applies both, in order.
#[test]
fn r_twi_9_going_on_with_the_turn_passes_the_answer() {
    use new_angeles::game::History;
    use new_angeles::ui::board::input::answer_offered;
    let (mut app, ids) = card_game(vec![
        card("caprice", Deck::Dark, 1, vec![Effect::Time(-1)]),
        card("caprice", Deck::Light, 0, vec![Effect::Time(1)]),
    ]);
    let (vig, answer) = (ids[0], ids[1]);
    set_hand(&mut app, SeatId(0), vec![answer]);
    set_hand(&mut app, SeatId(1), vec![vig]);
    set_hand(&mut app, SeatId(2), vec![]);
    let home = view(&mut app, Some(SeatId(0))).seats[0].at;
    let step = quiet_step(&mut app, SeatId(0));
    raw(&mut app, SeatId(0), Action::Move { to: step }).unwrap();
    raw(&mut app, SeatId(1), dark(vig)).unwrap();
    let mine = view(&mut app, Some(SeatId(0)));
    assert_eq!(
        mine.pending,
        Some(Decision {
            seat: SeatId(0),
            ask: Ask::Counter
        })
    );
    assert!(answer_offered(&mine, SeatId(0)));
    assert!(
        !answer_offered(&mine, SeatId(1)),
        "only the active seat's own"
    );
    let before = app.world().resource::<History>().0.len();
    for action in [Action::PassResponse, Action::Move { to: home }] {
        app.world_mut().write_message(Command {
            seat: SeatId(0),
            action,
        });
    }
    app.update();
    assert_eq!(app.world().resource::<History>().0.len(), before + 2);
    let after = view(&mut app, Some(SeatId(0)));
    assert_eq!(after.seats[0].at, home, "the move applied after the pass");
    assert!(!answer_offered(&after, SeatId(0)));
    assert_eq!(hand(&mut app, SeatId(0)), vec![answer], "the card kept");
}

// R-TWI-10: the target of a fight chooses light tactics (light-shift if able, then the light
// part) or dark tactics (dark-shift, then the dark part); a completely light-shifted detective
// may still choose light tactics. The card's player makes the choices about the world.
#[test]
fn r_twi_10_fights() {
    let mut brawl = card(
        "caprice",
        Deck::Dark,
        0,
        vec![Effect::Fight {
            light: vec![Effect::Time(-1)],
            dark: vec![Effect::Trauma(1), Effect::Hit],
        }],
    );
    brawl.traits = vec!["Fight".into()];
    let (mut app, ids) = card_game(vec![brawl]);
    let fight = ids[0];
    let home = view(&mut app, Some(SeatId(0))).seats[0].at;
    let step = quiet_step(&mut app, SeatId(0));
    set_hand(&mut app, SeatId(0), vec![]);
    set_hand(&mut app, SeatId(1), vec![fight]);
    set_hand(&mut app, SeatId(2), vec![]);
    raw(&mut app, SeatId(0), Action::Move { to: step }).unwrap();
    raw(&mut app, SeatId(1), dark(fight)).unwrap();
    assert!(matches!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(0),
            ask: Ask::Fight { by: SeatId(1), .. },
            ..
        })
    ));
    raw(&mut app, SeatId(0), Action::Tactics { dark: true }).unwrap();
    assert_eq!(view(&mut app, None).seats[0].twilight, 1);
    assert_eq!(holdings(&mut app, SeatId(0)).trauma, 1);
    // The hit is Floyd's to place.
    assert!(matches!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::Choice { .. },
            ..
        })
    ));
    let suspect = view(&mut app, None).suspects[0].index;
    raw(&mut app, SeatId(1), Action::ChooseSuspect { suspect }).unwrap();
    assert_eq!(view(&mut app, None).suspects[0].hits, 1);

    // Completely light-shifted: light tactics still allowed; the marker stays at the end.
    set_twilight(&mut app, SeatId(0), -4);
    set_hand(&mut app, SeatId(1), vec![fight]);
    app.world_mut().resource_mut::<Clock>().time = 6;
    put(&mut app, SeatId(0), home);
    raw(&mut app, SeatId(0), Action::Move { to: step }).unwrap();
    raw(&mut app, SeatId(1), dark(fight)).unwrap();
    let t = clock(&app).time;
    raw(&mut app, SeatId(0), Action::Tactics { dark: false }).unwrap();
    assert_eq!(view(&mut app, None).seats[0].twilight, -4);
    assert_eq!(clock(&app).time, t - 1);
}

// R-COMP-5, and every effect of every authored card: each card's effects (both tactics of a
// fight) run in a headless game, and every choice they ask for can be answered, without error.
#[test]
fn r_comp_5_every_card_runs() {
    use new_angeles::game::effects::run_effects;
    let c = content();
    let mut app = game_with(
        "evil-at-the-estates",
        &["caprice", "floyd", "louis", "rachel", "raymond"],
        9,
    );
    let table = app.world().resource::<new_angeles::game::Table>().clone();
    let mut rng = <rand::rngs::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    for (i, card) in c.cards.iter().enumerate() {
        let target = table
            .seats
            .iter()
            .position(|s| s.detective == card.detective)
            .map(SeatId::from_index)
            .unwrap();
        let actor = if card.def.deck == Deck::Light {
            target
        } else {
            SeatId::from_index((target.index() + 1) % 5)
        };
        let mut lists = vec![card.def.effects.clone()];
        for e in &card.def.effects {
            if let Effect::Fight { light, dark } = e {
                lists.push(light.clone());
                lists.push(dark.clone());
            }
        }
        for list in lists {
            let asks = app.world_mut().resource_scope(|w, content: Mut<Content>| {
                run_effects(w, &content, actor, target, &list)
            });
            for d in asks {
                app.world_mut()
                    .resource_mut::<new_angeles::game::Pending>()
                    .decision = Some(d);
                let s = view(&mut app, Some(d.decider()));
                let legal = rules::legal_actions(&c, &s, d.decider());
                if legal.is_empty() {
                    app.world_mut()
                        .resource_mut::<new_angeles::game::Pending>()
                        .decision = None;
                    continue;
                }
                let mine = super::investigation::seat_view(&mut app, d.decider());
                let a = new_angeles::game::bot::choose(&c, &mine, &mut rng);
                raw(&mut app, d.decider(), a)
                    .unwrap_or_else(|e| panic!("card {} ({i}): {a:?}: {e}", card.def.id));
            }
        }
        assert!(
            new_angeles::sim::phase(&app) == new_angeles::game::Phase::Daytime,
            "card {}",
            card.def.id
        );
    }
}

// Bots (D-4) draw cards, play light cards for themselves and dark cards against others, fight,
// and their plots resolve into endings (R-TWI-2, R-TWI-4, R-TWI-5, R-PLOT-3).
#[test]
fn bots_play_their_cards_and_live_their_plots() {
    use new_angeles::game::History;
    let c = content();
    let mut app = sim::headless_game(c.clone(), GameConfig::new(4, 0, 11));
    let r = sim::play_out_app(&mut app, 20_000);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    let history = app.world().resource::<History>().0.clone();
    let count = |f: &dyn Fn(&Action) -> bool| history.iter().filter(|c| f(&c.action)).count();
    let draws = count(&|a| matches!(a, Action::DrawCard { .. }));
    let lights = count(&|a| matches!(a, Action::PlayLight { .. }));
    let darks = count(&|a| matches!(a, Action::PlayDark { .. }));
    assert!(draws >= 4, "{draws} draws");
    assert!(lights >= 4, "{lights} light cards");
    assert!(darks >= 2, "{darks} dark cards");
    let log = app.world().resource::<new_angeles::game::GameLog>();
    let endings = log
        .0
        .iter()
        .filter(|l| en(&l.text).contains("resolves") && en(&l.text).contains("ending"))
        .count();
    assert!(endings >= 4, "{endings} plot endings");
}

// D-7: a seat may pass and stop being asked until its next turn, or for the rest of the day;
// the hold is the seat's own choice (a command), ends when its turn or the next day begins,
// and is refused outside a response window.
#[test]
fn d_7_a_seat_holds_its_response_windows() {
    use new_angeles::game::{Hold, Pending};
    let (mut app, ids) = card_game(vec![
        card("caprice", Deck::Dark, 1, vec![Effect::Time(-1)]),
        card("caprice", Deck::Dark, 1, vec![Effect::Time(-1)]),
    ]);
    set_hand(&mut app, SeatId(0), vec![]);
    set_hand(&mut app, SeatId(1), vec![ids[0]]);
    set_hand(&mut app, SeatId(2), vec![ids[1]]);
    let walk = walker(&mut app);
    let hold = |until| Action::HoldResponses { until };
    // Not a response window: refused.
    assert!(raw(&mut app, SeatId(1), hold(Hold::MyTurn)).is_err());
    walk(&mut app);
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(1),
            ask: Ask::Response
        })
    );
    raw(&mut app, SeatId(1), hold(Hold::MyTurn)).unwrap();
    assert_eq!(
        awaits(&mut app),
        Some(Decision {
            seat: SeatId(2),
            ask: Ask::Response
        }),
        "the hold passes this window too"
    );
    raw(&mut app, SeatId(2), hold(Hold::Tomorrow)).unwrap();
    assert_eq!(awaits(&mut app), None);
    // The next action: both hold, nobody is asked.
    walk(&mut app);
    assert_eq!(awaits(&mut app), None, "holding seats are not asked");
    // Seat 1's turn begins: its hold ends; seat 2's lasts the day.
    raw(&mut app, SeatId(0), Action::EndTurn).unwrap();
    app.update();
    let p = app.world().resource::<Pending>().clone();
    assert!(
        !p.holds(SeatId(1)),
        "a hold until my turn ends when it begins"
    );
    assert!(p.holds(SeatId(2)), "a hold for today lasts the day");
    finish_day(&mut app);
    assert!(
        !app.world().resource::<Pending>().holds(SeatId(2)),
        "a new day ends the holds for the day"
    );
    // A hold until a seat's turn outlasts the day when that turn has not come (the day ends
    // after seat 2's turn here, and seat 1 holds again: its next turn is tomorrow's).
    app.world_mut().resource_mut::<Pending>().held[1] = Some(Hold::MyTurn);
    app.world_mut().resource_mut::<Pending>().release(None);
    let p = app.world().resource::<Pending>().clone();
    assert!(!p.holds(SeatId(2)), "a new day ends the holds for the day");
    assert!(
        p.holds(SeatId(1)),
        "a hold until my turn lasts until my turn"
    );
    app.world_mut()
        .resource_mut::<Pending>()
        .release(Some(SeatId(1)));
    assert!(!app.world().resource::<Pending>().holds(SeatId(1)));
    // Every seat holds until its turn as a day ends: the new day's first player's hold ends
    // as its turn begins, the others' last until theirs.
    while clock(&app).turn < 2 {
        act(&mut app, Action::EndTurn).unwrap();
        app.update();
    }
    app.world_mut().resource_mut::<Pending>().held = vec![Some(Hold::MyTurn); 3];
    finish_day(&mut app);
    let first = app
        .world()
        .resource::<new_angeles::game::Clock>()
        .first_player;
    let p = app.world().resource::<Pending>().clone();
    assert!(!p.holds(first), "the first player's turn began");
    assert!(
        (0..3)
            .map(SeatId::from_index)
            .filter(|s| *s != first)
            .all(|s| p.holds(s)),
        "the others' turns are still to come"
    );
    // A save from before (its config without `holds_to_turn`): a new day ends every hold, as
    // its recorded answers were asked then.
    let mut p = app.world().resource::<Pending>().clone();
    p.holds_to_turn = false;
    p.held = vec![Some(Hold::MyTurn); 3];
    p.release(None);
    assert!((0..3).all(|i| !p.holds(SeatId::from_index(i))));
    let old: new_angeles::game::GameConfig =
        ron::from_str("(scenario: None, seats: [], seed: 1, first_player: None)")
            .expect("an old config reads");
    assert!(!old.holds_to_turn);
    assert!(new_angeles::game::GameConfig::new(3, 1, 1).holds_to_turn);
}

// R-TWI-9 and the normal bots' manners: once a dark card was played against a detective this
// turn, no normal bot plays another on it that turn (three bots in a row drained a newcomer's
// Time before it had acted); before it, some would.
#[test]
fn normal_bots_play_one_dark_card_a_turn_on_a_detective() {
    use new_angeles::game::TurnLog;
    let drain = || card("caprice", Deck::Dark, 1, vec![Effect::Time(-2)]);
    let (mut app, ids) = card_game(vec![drain(), drain()]);
    let (c, _) = with_cards(content(), vec![drain(), drain()]);
    set_hand(&mut app, SeatId(0), vec![]);
    set_hand(&mut app, SeatId(1), vec![ids[0], ids[1]]);
    let step = walker(&mut app);
    let walk = |app: &mut App| {
        step(app);
        assert_eq!(awaits(app).map(|d| d.seat), Some(SeatId(1)));
    };
    walk(&mut app);
    let plays = |app: &mut App| {
        let mine = super::investigation::seat_view(app, SeatId(1));
        (0..64)
            .filter(|&k| {
                let a = new_angeles::game::bot::choose_at(
                    new_angeles::game::BotLevel::Normal,
                    &c,
                    &mine,
                    &mut new_angeles::game::bot::bot_rng(k, 0),
                );
                matches!(a, Action::PlayDark { .. })
            })
            .count()
    };
    assert!(
        plays(&mut app) > 0,
        "the first dark card of the turn is played at times"
    );
    // Seat 1 plays one: counted; in the next window of the same turn no normal bot plays.
    raw(&mut app, SeatId(1), dark(ids[0])).unwrap();
    assert_eq!(app.world().resource::<TurnLog>().dark_cards, 1);
    while let Some(d) = awaits(&mut app) {
        raw(&mut app, d.decider(), Action::PassResponse).unwrap();
    }
    walk(&mut app);
    assert_eq!(plays(&mut app), 0, "never a second in the same turn");
    // A new turn counts afresh.
    while let Some(d) = awaits(&mut app) {
        raw(&mut app, d.decider(), Action::PassResponse).unwrap();
    }
    raw(&mut app, SeatId(0), Action::EndTurn).unwrap();
    app.update();
    assert_eq!(app.world().resource::<TurnLog>().dark_cards, 0);
}

// D-2, R-TWI-6: the twilight track's length comes from the detective's sheet: with a sheet of
// 5 spaces (ends at ±2) a shift stops at 2, a light card costing more than the room left
// toward dark is refused, and a puzzle shift past the end too.
#[test]
fn d_2_the_twilight_track_length_comes_from_the_sheet() {
    let (mut c, ids) = with_cards(
        content(),
        vec![
            card("caprice", Deck::Light, 0, vec![Effect::Shift(6)]),
            card("caprice", Deck::Light, 3, vec![Effect::Time(1)]),
        ],
    );
    let caprice = c.detective_index("caprice").unwrap();
    c.detectives[caprice].def.twilight_track = 5;
    assert_eq!(rules::investigation::twilight_end(&c, caprice), 2);
    let floyd = c.detective_index("floyd").unwrap();
    assert_eq!(rules::investigation::twilight_end(&c, floyd), 4);
    let mut app = game_on(
        c,
        "evil-at-the-estates",
        &["caprice", "floyd", "raymond"],
        4,
    );
    park_npcs(&mut app);
    set_hand(&mut app, SeatId(0), vec![ids[0], ids[1]]);
    act(&mut app, light(ids[0])).unwrap();
    assert_eq!(
        view(&mut app, None).seats[0].twilight,
        2,
        "the end of a 5-space track"
    );
    set_twilight(&mut app, SeatId(0), 0);
    let err = act(&mut app, light(ids[1])).unwrap_err();
    assert!(err.contains("2 space(s) left toward dark"), "{err}");
}

// R-PUZ-6, R-LEAD-2: a card that moves "a lead of type X" moves that lead, found by its kind
// and its owner (every detective owns a physical and a document lead); "any lead" may be a
// document lead too.
#[test]
fn r_puz_6_a_card_moves_the_lead_of_its_kind() {
    use new_angeles::content::LeadKind;
    use new_angeles::game::LeadOwner;
    let (mut app, ids) = card_game(vec![
        card(
            "caprice",
            Deck::Light,
            0,
            vec![Effect::MoveLead(Some(LeadKind::Document))],
        ),
        card("caprice", Deck::Light, 0, vec![Effect::MoveLead(None)]),
    ]);
    let c = content();
    let owner = LeadOwner::Detective(c.detective_index("caprice").unwrap());
    let at = |app: &mut App, kind: LeadKind| {
        view(app, None)
            .leads
            .iter()
            .find(|l| l.0 == kind && l.1 == owner)
            .map(|l| l.2)
            .unwrap()
    };
    for (card, kind) in [(ids[0], LeadKind::Document), (ids[1], LeadKind::Document)] {
        set_hand(&mut app, SeatId(0), vec![card]);
        act(&mut app, light(card)).unwrap();
        let (doc, phys) = (
            at(&mut app, LeadKind::Document),
            at(&mut app, LeadKind::Physical),
        );
        let s = view(&mut app, Some(SeatId(0)));
        let legal = rules::legal_actions(&c, &s, SeatId(0));
        if card == ids[0] {
            assert!(legal.iter().all(|a| matches!(
                a,
                Action::MoveLeadBonus {
                    kind: LeadKind::Document,
                    ..
                }
            )));
            // The physical lead of the same owner is not a document lead.
            if let Some(to) = legal.iter().find_map(|a| match *a {
                Action::MoveLeadBonus { to, .. } => Some(to),
                _ => None,
            }) {
                let err = send(
                    &mut app,
                    Command {
                        seat: SeatId(0),
                        action: Action::MoveLeadBonus {
                            kind: LeadKind::Physical,
                            owner,
                            to,
                        },
                    },
                )
                .unwrap_err();
                assert!(err.contains("only a document lead"), "{err}");
            }
        }
        let a = *legal
            .iter()
            .find(|a| matches!(a, Action::MoveLeadBonus { kind: k, owner: o, .. } if *k == kind && *o == owner))
            .expect("Caprice's document lead may move");
        let Action::MoveLeadBonus { to, .. } = a else {
            unreachable!()
        };
        send(
            &mut app,
            Command {
                seat: SeatId(0),
                action: a,
            },
        )
        .unwrap();
        assert_eq!(
            at(&mut app, LeadKind::Document),
            to,
            "the document lead moves"
        );
        assert_ne!(doc, to);
        assert_eq!(
            at(&mut app, LeadKind::Physical),
            phys,
            "the physical lead stays"
        );
    }
}

/// Sets `seat`'s normal favors and NPC favors.
fn set_favors(app: &mut App, seat: SeatId, favors: [u8; 4], npc: [u8; 3]) {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &mut Holdings)>();
    for (d, mut h) in q.iter_mut(app.world_mut()) {
        if d.seat == seat {
            h.favors = favors;
            h.npc_favors = npc;
        }
    }
}

// R-TOKEN-1: a favor cost printed on a card is paid — with a favor the player chooses, an NPC
// favor included (it counts as any type it shows) — and a player holding none cannot play it.
// With no favor named (an older save's play), the game picks one.
#[test]
fn r_token_1_a_card_favor_cost_is_paid_with_the_favor_chosen() {
    use new_angeles::content::{FavorCost, FavorType};
    use new_angeles::game::Pay;
    let mut t = card("caprice", Deck::Light, 0, vec![Effect::Time(1)]);
    t.favors = vec![FavorCost::Any];
    let (mut app, ids) = card_game(vec![t]);
    let c = ids[0];
    let supply = |app: &App| app.world().resource::<new_angeles::game::Supply>().favors;
    set_hand(&mut app, SeatId(0), vec![c]);
    set_favors(&mut app, SeatId(0), [0; 4], [0; 3]);
    let err = act(&mut app, light(c)).unwrap_err();
    assert!(err.contains("R-TOKEN-1"), "{err}");

    // Only Chairman Hiro's favor: the legal plays pay with it, and it goes back to him.
    set_favors(&mut app, SeatId(0), [0; 4], [1, 0, 0]);
    let s = view(&mut app, Some(SeatId(0)));
    let with = app.world().resource::<Content>().clone();
    let plays: Vec<CardPlay> = rules::legal_actions(&with, &s, SeatId(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::PlayLight { play } if play.card == c => Some(play),
            _ => None,
        })
        .collect();
    let mut want = CardPlay::new(c);
    want.pay = [Some(Pay::Npc(0)), None];
    assert!(
        !plays.is_empty(),
        "{:?} {:?}",
        rules::check(&with, &s, SeatId(0), &Action::PlayLight { play: want }),
        s.seats[0].holdings
    );
    assert!(
        plays.iter().all(|p| p.pay == [Some(Pay::Npc(0)), None]),
        "{plays:?}"
    );
    let before = supply(&app);
    act(&mut app, Action::PlayLight { play: plays[0] }).unwrap();
    assert_eq!(holdings(&mut app, SeatId(0)).npc_favors, [0, 0, 0]);
    assert_eq!(supply(&app), before, "an NPC favor goes back to its NPC");

    // A normal favor and an NPC favor held: the player's choice is the one paid.
    let political = FavorType::ALL[1];
    set_hand(&mut app, SeatId(0), vec![c]);
    set_favors(&mut app, SeatId(0), [0, 1, 0, 0], [1, 0, 0]);
    let mut play = CardPlay::new(c);
    play.pay = [Some(Pay::Favor(FavorType::ALL[2])), None];
    assert!(
        act(&mut app, Action::PlayLight { play }).is_err(),
        "not held"
    );
    play.pay = [Some(Pay::Favor(political)), None];
    let before = supply(&app);
    act(&mut app, Action::PlayLight { play }).unwrap();
    let h = holdings(&mut app, SeatId(0));
    assert_eq!((h.favors, h.npc_favors), ([0; 4], [1, 0, 0]));
    assert_eq!(supply(&app)[1], before[1] + 1, "back to the supply");

    // No favor named: the game pays one all the same (never nothing).
    set_hand(&mut app, SeatId(0), vec![c]);
    act(&mut app, light(c)).unwrap();
    assert_eq!(holdings(&mut app, SeatId(0)).npc_favors, [0, 0, 0]);
}

// R-TOKEN-1: the authored cards that take a favor (Call In a Marker, Off the Record) print it
// as a favor cost and take no favor any other way: Louis holding only Mr. Li's favors plays
// *Call In a Marker* and pays one of them.
#[test]
fn r_token_1_call_in_a_marker_costs_a_favor() {
    let c = content();
    for id in ["louis-marker", "rachel-off-the-record"] {
        let card = c.cards.iter().find(|k| k.def.id == id).unwrap();
        assert_eq!(card.def.favors.len(), 1, "{id}");
        assert!(
            !card
                .def
                .effects
                .iter()
                .any(|e| matches!(e, Effect::LoseFavor(_))),
            "{id}"
        );
    }
}

// R-TWI-7, D-22: a play may discard any number of cards — more than its cost, to shed them —
// also with a full hand.
#[test]
fn r_twi_7_discards_have_no_cap() {
    let mut cards = vec![card("caprice", Deck::Light, 1, vec![Effect::Time(1)])];
    for _ in 0..5 {
        cards.push(card("caprice", Deck::Light, 0, vec![Effect::Time(1)]));
    }
    let (mut app, ids) = card_game(cards);
    set_hand(&mut app, SeatId(0), ids.clone());
    let play = CardPlay::new(ids[0]).with_discards(&ids[1..]);
    act(&mut app, Action::PlayLight { play }).unwrap();
    assert!(hand(&mut app, SeatId(0)).is_empty(), "all five shed");
    assert_eq!(
        view(&mut app, None).seats[0].twilight,
        0,
        "cost 1 − 5, to 0"
    );
    let under = &app.world().resource::<Decks>().light[0].under;
    assert!(ids.iter().all(|c| under.contains(c)));
    // A save writes the discards as a list; an older save's three places still read.
    let text = ron::to_string(&play).unwrap();
    assert_eq!(ron::from_str::<CardPlay>(&text).unwrap(), play);
    let old = text.replace(
        &text[text.find("discard:").unwrap()..text.find("adjust").unwrap()],
        &format!("discard: [Some({}), None, None], ", ids[1].index()),
    );
    let back = ron::from_str::<CardPlay>(&old).unwrap_or_else(|e| panic!("{e}: {old}"));
    assert_eq!(back.discards(), vec![ids[1]]);
}

// D-27, R-LEAD-3: in the climax a lead moved by a card (or a bonus) moves to the place chosen
// and stays in the game; only a lead a detective follows up leaves.
#[test]
fn d_27_a_lead_moved_in_the_climax_stays_in_the_game() {
    let (mut app, ids) = card_game(vec![card(
        "caprice",
        Deck::Light,
        0,
        vec![Effect::MoveLead(None)],
    )]);
    {
        let mut clock = app.world_mut().resource_mut::<Clock>();
        clock.week = 2;
        clock.day = 5;
    }
    assert!(view(&mut app, None).is_climax());
    let leads = view(&mut app, None).leads.len();
    set_hand(&mut app, SeatId(0), vec![ids[0]]);
    act(&mut app, light(ids[0])).unwrap();
    let s = view(&mut app, Some(SeatId(0)));
    let moved = rules::legal_actions(&content(), &s, SeatId(0))
        .into_iter()
        .find(|a| matches!(a, Action::MoveLeadBonus { .. }))
        .expect("a lead to move");
    let Action::MoveLeadBonus { kind, owner, to } = moved else {
        unreachable!()
    };
    send(
        &mut app,
        Command {
            seat: SeatId(0),
            action: moved,
        },
    )
    .unwrap();
    let s = view(&mut app, None);
    assert_eq!(s.leads.len(), leads, "no lead left the game");
    assert_eq!(s.lead_at(kind, owner), Some(to));
}

// R-MOVE-6, round 48 of issue 31 ("a stream of small pop-up questions"): with Settings → Free
// cards the game draws a human's free card at a ritzy or seedy place for it, from the seat's
// own view: only for that question, only when the players let it, only in a live game; the
// card drawn is one the rules allow (the own light deck; a rival's dark deck).
#[test]
fn r_move_6_the_game_may_draw_the_free_card_for_a_human() {
    use new_angeles::game::{TableRequest, TableViewPlugin};
    use new_angeles::ui::viewer::answered_for;
    let c = content();
    let mut app = game();
    app.add_plugins(TableViewPlugin);
    let s = view(&mut app, Some(SeatId(0)));
    let home = s.seats[0].at;
    let (ritzy, seedy) = free_draw_places(&c, &s);
    let table = app.world().resource::<new_angeles::game::Table>().clone();
    let history = |app: &App| app.world().resource::<new_angeles::game::History>().0.len();
    // Asked nothing: the request does nothing.
    let before = history(&app);
    app.world_mut()
        .write_message(TableRequest::PickLead(SeatId(0)));
    app.update();
    assert_eq!(history(&app), before, "nothing to pick");
    for (place, ask) in [(ritzy, Ask::FreeLight), (seedy, Ask::FreeDraw)] {
        put(&mut app, SeatId(0), home);
        let cards = hand(&mut app, SeatId(0)).len();
        let light = app.world().resource::<Decks>().light[SeatId(0)].len();
        walk_to(&mut app, place);
        let s = view(&mut app, None);
        assert_eq!(s.pending.map(|d| (d.seat, d.ask)), Some((SeatId(0), ask)));
        assert!(ask.game_may_pick());
        assert_eq!(
            answered_for(&table, &s, true, true, Ask::is_free_card),
            Some(SeatId(0))
        );
        assert_eq!(
            answered_for(&table, &s, true, false, Ask::is_free_card),
            None,
            "not let"
        );
        assert_eq!(
            answered_for(&table, &s, false, true, Ask::is_free_card),
            None,
            "not live"
        );
        app.world_mut()
            .write_message(TableRequest::PickLead(SeatId(0)));
        app.update();
        app.update();
        let after = view(&mut app, None).pending;
        assert!(
            after.is_none_or(|d| d.ask != ask),
            "{ask:?} answered: {after:?}"
        );
        assert_eq!(
            hand(&mut app, SeatId(0)).len(),
            cards + 1,
            "{ask:?}: a card drawn"
        );
        let own = app.world().resource::<Decks>().light[SeatId(0)].len();
        match ask {
            Ask::FreeLight => assert_eq!(own, light - 1, "from the own light deck"),
            _ => assert_eq!(own, light, "not from the own light deck"),
        }
    }
    // A lead move or the free card, never another question.
    assert!(!Ask::Response.game_may_pick() && !Ask::ExtraDraw.game_may_pick());
}
