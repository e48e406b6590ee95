//! The command pipeline's promises: every kind of action reaches a handler that changes the
//! game, and every command gets exactly one result.

use super::*;
use new_angeles::game::{CommandResult, digest};
use std::collections::BTreeMap;

/// The results written since `cursor` last read.
fn results(
    app: &App,
    cursor: &mut bevy::ecs::message::MessageCursor<CommandResult>,
) -> Vec<CommandResult> {
    cursor
        .read(app.world().resource::<Messages<CommandResult>>())
        .cloned()
        .collect()
}

// Every accepted action, of every kind, changes the game: no action is accepted and then
// silently dropped by a handler that does nothing.
#[test]
fn every_kind_of_action_is_routed_to_a_handler_that_changes_the_game() {
    let c = content();
    // kind → (accepted, accepted without a change)
    let mut seen: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    let levels = [
        BotLevel::Normal,
        BotLevel::Easy,
        BotLevel::Normal,
        BotLevel::Normal,
        BotLevel::Easy,
    ];
    for seed in 0..24u64 {
        let players = 3 + (seed % 3) as usize;
        let mut config = GameConfig::new(players, 0, 7_000 + seed);
        for (s, l) in config
            .seats
            .iter_mut()
            .zip(levels.iter().cycle().skip(seed as usize))
        {
            s.level = *l;
        }
        let mut app = sim::headless_game(c.clone(), config);
        let mut cursor = app
            .world()
            .resource::<Messages<CommandResult>>()
            .get_cursor();
        for _ in 0..20_000 {
            if sim::phase(&app) == new_angeles::game::Phase::CaseClosed {
                break;
            }
            let before = digest(app.world_mut());
            app.update();
            let after = digest(app.world_mut());
            for r in results(&app, &mut cursor) {
                if r.accepted() {
                    let e = seen.entry(r.command.action.kind()).or_default();
                    e.0 += 1;
                    if before == after {
                        e.1 += 1;
                    }
                }
            }
        }
    }
    // Bots never discard a card for nothing: a player does.
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 3);
    let me = SeatId(0);
    let card = view(&mut app, Some(me)).hand[0];
    let before = digest(app.world_mut());
    sim::send(
        &mut app,
        Command {
            seat: me,
            action: Action::DiscardCard { card },
        },
    )
    .expect("a discard on your turn");
    let e = seen.entry("DiscardCard").or_default();
    e.0 += 1;
    if digest(app.world_mut()) == before {
        e.1 += 1;
    }
    // Bots seldom let Jimmy's offer go (R-MOVE-9): a player does.
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 3);
    super::investigation::park_npcs(&mut app);
    let step = quiet_step(&mut app, me);
    super::investigation::set_at::<new_angeles::model::Informant>(
        &mut app,
        |w| *w == new_angeles::model::Informant::Jimmy,
        step,
    );
    act(&mut app, Action::Move { to: step }).expect("a step to Jimmy");
    let before = digest(app.world_mut());
    sim::send(
        &mut app,
        Command {
            seat: me,
            action: Action::DeclinePeek,
        },
    )
    .expect("Jimmy's offer let go");
    let e = seen.entry("DeclinePeek").or_default();
    e.0 += 1;
    if digest(app.world_mut()) == before {
        e.1 += 1;
    }
    // Bots seldom hold both warrants when a third goes down: Caprice (a warrant on Jinteki)
    // takes one at NAPD, then plays *The Badge Is Real* elsewhere and chooses which moves.
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 3);
    super::investigation::park_npcs(&mut app);
    super::investigation::put(&mut app, me, loc("napd"));
    act(
        &mut app,
        Action::UseAbility {
            option: 1,
            pay: [None; 2],
        },
    )
    .expect("a warrant at NAPD");
    let badge = CardId::from_index(
        c.cards
            .iter()
            .position(|x| x.def.id == "caprice-badge")
            .expect("The Badge Is Real"),
    );
    super::twilight::set_hand(&mut app, me, vec![badge]);
    super::investigation::put(&mut app, me, loc("city-hall"));
    act(
        &mut app,
        Action::PlayLight {
            play: new_angeles::game::CardPlay::new(badge),
        },
    )
    .expect("a warrant card");
    let before = digest(app.world_mut());
    sim::send(
        &mut app,
        Command {
            seat: me,
            action: Action::MoveWarrant { from: loc("napd") },
        },
    )
    .expect("the warrant on NAPD moves");
    let e = seen.entry("MoveWarrant").or_default();
    e.0 += 1;
    if digest(app.world_mut()) == before {
        e.1 += 1;
    }
    // Bots never hold their response windows: a player does, in the first window asked.
    let mut app = sim::headless_game(c.clone(), new_angeles::game::GameConfig::new(4, 0, 9));
    let asked = (0..5_000).find_map(|_| {
        app.update();
        match app
            .world()
            .resource::<new_angeles::game::Pending>()
            .decision
        {
            Some(d) if d.ask == new_angeles::game::Ask::Response => Some(d.seat),
            _ => None,
        }
    });
    let seat = asked.expect("a response window in a bot game");
    let before = digest(app.world_mut());
    sim::send(
        &mut app,
        Command {
            seat,
            action: Action::HoldResponses {
                until: new_angeles::game::Hold::Tomorrow,
            },
        },
    )
    .expect("a hold in a response window");
    let e = seen.entry("HoldResponses").or_default();
    e.0 += 1;
    if digest(app.world_mut()) == before {
        e.1 += 1;
    }
    // Bots take every free card: a player lets them go for the day (D-7), at the first
    // free draw offered.
    let mut app = sim::headless_game(c.clone(), new_angeles::game::GameConfig::new(4, 0, 11));
    let offered = (0..5_000).find_map(|_| {
        app.update();
        match app
            .world()
            .resource::<new_angeles::game::Pending>()
            .decision
        {
            Some(d)
                if matches!(
                    d.ask,
                    new_angeles::game::Ask::FreeDraw | new_angeles::game::Ask::FreeLight
                ) =>
            {
                Some(d.seat)
            }
            _ => None,
        }
    });
    let seat = offered.expect("a free draw in a bot game");
    let before = digest(app.world_mut());
    sim::send(
        &mut app,
        Command {
            seat,
            action: Action::SkipDrawsToday,
        },
    )
    .expect("free cards let go for the day");
    let e = seen.entry("SkipDrawsToday").or_default();
    e.0 += 1;
    if digest(app.world_mut()) == before {
        e.1 += 1;
    }
    // A wish about being asked (D-7): any seat, for a dark card it holds.
    let c2 = content();
    let (seat, card) = (0..4)
        .map(SeatId)
        .find_map(|s| {
            let v = super::investigation::view(&mut app, Some(s));
            v.hand
                .iter()
                .copied()
                .find(|&x| c2.cards[x].def.deck == new_angeles::content::Deck::Dark)
                .map(|x| (s, x))
        })
        .expect("a dark card in some hand");
    let before = digest(app.world_mut());
    sim::send(
        &mut app,
        Command {
            seat,
            action: Action::PromptFor {
                card,
                prompt: new_angeles::game::Prompt::Never,
            },
        },
    )
    .expect("a wish about a dark card in hand");
    let e = seen.entry("PromptFor").or_default();
    e.0 += 1;
    if digest(app.world_mut()) == before {
        e.1 += 1;
    }
    for kind in Action::KINDS {
        let Some(&(n, unchanged)) = seen.get(kind) else {
            panic!("no accepted `{kind}` action in 24 bot games (seen: {seen:?})");
        };
        assert_eq!(
            unchanged, 0,
            "{unchanged} of {n} accepted `{kind}` actions left the game as it was"
        );
    }
}

// One result per command, in order, whether the rules accept it or not — also for several
// commands in one frame, and for a command that arrives when no game is set up.
#[test]
fn every_command_gets_exactly_one_result() {
    let mut app = game_with("evil-at-the-estates", &["caprice", "floyd", "rachel"], 3);
    let mut cursor = app
        .world()
        .resource::<Messages<CommandResult>>()
        .get_cursor();
    results(&app, &mut cursor);
    let me = SeatId(0);
    let s = view(&mut app, Some(me));
    let to = new_angeles::rules::seat_move_options(&content(), &s.seats[me])
        .into_iter()
        .find(|o| o.cost == 1)
        .expect("a place one Time away")
        .to;
    let sent = vec![
        // Not seat 1's turn.
        Command {
            seat: SeatId(1),
            action: Action::EndTurn,
        },
        // Nothing waits for an answer.
        Command {
            seat: me,
            action: Action::SkipBonus,
        },
        Command {
            seat: me,
            action: Action::Move { to },
        },
        // No such location.
        Command {
            seat: me,
            action: Action::Move { to: LocId(900) },
        },
    ];
    for c in &sent {
        app.world_mut().write_message(c.clone());
    }
    app.update();
    let got = results(&app, &mut cursor);
    assert_eq!(
        got.iter().map(|r| r.command.clone()).collect::<Vec<_>>(),
        sent,
        "one result for each command, in the order sent"
    );
    let accepted: Vec<bool> = got.iter().map(|r| r.accepted()).collect();
    assert_eq!(accepted, [false, false, true, false]);
    assert!(
        en(got[0].outcome.as_ref().unwrap_err()).contains("turn"),
        "a refusal says why: {:?}",
        got[0].outcome
    );
    assert!(
        en(got[2].outcome.as_ref().unwrap()).contains("moves"),
        "an accepted command says what happened: {:?}",
        got[2].outcome
    );
}

/// The game as `seat` sees it.
fn view(app: &mut App, seat: Option<SeatId>) -> new_angeles::rules::Snapshot {
    super::investigation::view(app, seat)
}

// A paused game stands still: the bots' systems (`BotSet`) wait while the game is
// `Pause::Paused` (the pause menu is open), and play on when it runs again.
#[test]
fn a_paused_game_stands_still() {
    use new_angeles::game::{GameConfig, History, Pause};
    let mut app = sim::headless_game(content(), GameConfig::new(4, 0, 9));
    for _ in 0..5 {
        app.update();
    }
    let played = |app: &App| app.world().resource::<History>().0.len();
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    app.update();
    let n = played(&app);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(played(&app), n, "no bot acts while paused");
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    for _ in 0..20 {
        app.update();
    }
    assert!(played(&app) > n, "the bots play on");
    // Asked for in the frame (the pause menu's own system, before the bots): no bot acts in
    // that frame either, though the pause comes in only at the next.
    #[derive(Resource)]
    struct AskPause(bool);
    app.insert_resource(AskPause(false)).add_systems(
        Update,
        (|mut ask: ResMut<AskPause>, mut next: ResMut<NextState<Pause>>| {
            if std::mem::take(&mut ask.0) {
                next.set(Pause::Paused);
            }
        })
        .in_set(new_angeles::game::Flow::Input)
        .before(new_angeles::game::BotSet),
    );
    let n = played(&app);
    app.world_mut().resource_mut::<AskPause>().0 = true;
    app.update();
    assert_eq!(
        played(&app),
        n,
        "a bot acted in the frame the pause was asked for"
    );
}
