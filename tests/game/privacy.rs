//! D-5, D-8: secrets on a shared screen. A whole hot-seat game (two humans, two bots) is
//! played; after every frame, what the view layer would draw for "nobody" and for each seat
//! is checked against the world: no hand card, hunch, Memory card, drawn token, face-down
//! value or secret log line of one seat reaches another seat or nobody; and the one "who is
//! looking" value never names a seat but the human the game waits for, once that human has
//! taken the screen.

use super::investigation::{seat_view, view};
use super::*;
use new_angeles::game::table_view::table_view_for;
use new_angeles::game::{
    DetectiveFigure, EvidenceToken, FromScreen, GameConfig, GameId, GameLog, Hand, History, Hunch,
    Looking, Memory, Pending, Phase, SeatKind, Table, TableRequest, TableView, TableViewPlugin,
};
use new_angeles::ui::viewer::{Viewer, after_command, handoff, looking, release};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

/// Each seat's secrets as the world holds them.
#[derive(Default, Clone, Debug)]
pub(super) struct Secrets {
    pub(super) hand: Vec<CardId>,
    memory: Option<u16>,
    hunches: Option<(SuspectId, SuspectId)>,
}

pub(super) fn secrets(app: &mut App, n: usize) -> Vec<Secrets> {
    let world = app.world_mut();
    let mut out = vec![Secrets::default(); n];
    for (d, h, m) in world
        .query::<(&DetectiveFigure, &Hand, &Memory)>()
        .iter(world)
    {
        out[d.seat.index()].hand = h.0.clone();
        out[d.seat.index()].memory = m.0;
    }
    for h in world.query::<&Hunch>().iter(world) {
        out[h.seat.index()].hunches = Some((h.guilty, h.innocent));
    }
    out
}

/// Everything `viewer`'s screen may show, checked against the world.
fn check_viewer(app: &mut App, viewer: Option<SeatId>, truth: &[Secrets], at: &str) {
    let s = view(app, viewer);
    check_snapshot(app, &s, viewer, truth, at);
}

/// What the snapshot `s` made for `viewer` holds, checked against the world: only the viewer's
/// own hand, Memory card, hunches and drawn token, and face-down values only where it knows
/// them.
fn check_snapshot(
    app: &mut App,
    s: &new_angeles::rules::Snapshot,
    viewer: Option<SeatId>,
    truth: &[Secrets],
    at: &str,
) {
    let own = viewer.map(|v| truth[v.index()].clone()).unwrap_or_default();
    let who = format!("{at}, viewer {viewer:?}");
    assert_eq!(s.hand, own.hand, "{who}: the hand shown");
    assert_eq!(s.memory, own.memory, "{who}: the Memory card shown");
    assert_eq!(s.hunches, own.hunches, "{who}: the hunches shown");
    let pending = app.world().resource::<Pending>().clone();
    if s.drawn.is_some() {
        assert_eq!(
            viewer,
            pending.decision.map(|d| d.seat),
            "{who}: a drawn token shown to a seat that did not draw it"
        );
    }
    let world = app.world_mut();
    let tokens: Vec<(GameId, EvidenceToken)> = world
        .query::<(&GameId, &EvidenceToken)>()
        .iter(world)
        .map(|(g, t)| (*g, *t))
        .collect();
    for t in &s.evidence {
        if let Some(value) = t.value {
            let (_, real) = tokens
                .iter()
                .find(|(g, _)| g.0 == t.id)
                .expect("a shown token exists");
            assert_eq!(value, real.face, "{who}: a token's value");
            assert!(
                real.face_up || real.seen_by(viewer).is_some(),
                "{who}: a face-down value shown to a seat that does not know it"
            );
            assert!(
                real.face_up || viewer.is_some(),
                "{who}: a face-down value shown to nobody"
            );
        }
    }
    let log = app.world().resource::<GameLog>();
    for (_, e) in log.visible_to(viewer) {
        assert!(
            e.private_to.is_none() || e.private_to == viewer,
            "{who}: another seat's secret log line: {:?}",
            e.text
        );
    }
}

// D-5, D-8: a full hot-seat game; every frame, every viewer.
#[test]
fn d_5_hot_seat_never_shows_a_secret_to_the_wrong_seat() {
    let c = content();
    let mut config = GameConfig::new(4, 2, 77);
    config.seats[0].kind = SeatKind::Human;
    config.seats[1].kind = SeatKind::Bot;
    config.seats[2].kind = SeatKind::Human;
    let mut app = sim::headless_game(c.clone(), config);
    let n = 4;
    let mut screen = Viewer::default();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut private_lines, mut handoffs, mut nobody_frames) = (0, 0, 0);
    // The public table has shown outside the screen holder's own turn since the last
    // hand-off (someone else may sit there now).
    let mut public_since = false;
    let mut asked_again = 0;
    for frame in 0..40_000 {
        if sim::phase(&app) == Phase::CaseClosed {
            break;
        }
        let table = app.world().resource::<Table>().clone();
        let s = view(&mut app, None);
        let daytime = s.daytime && sim::phase(&app) == Phase::Daytime;
        let decider = s.decider();
        // The hand-off cover: the human the game waits for takes the screen.
        if let Some(next) = handoff(&table, daytime, decider, false, screen) {
            handoffs += 1;
            if public_since && screen.seat.is_none() && Some(next) != Some(s.active()) {
                asked_again += 1;
            }
            screen.seat = Some(next);
            public_since = false;
        }
        let looking_now = looking(&table, daytime, decider, false, screen);
        let at = format!("frame {frame}, week {} day {}", s.clock.week, s.clock.day);
        if looking_now.is_some() {
            assert!(
                !public_since,
                "{at}: a seat's secrets came back after the public table showed in another seat's turn, with no hand-off"
            );
        } else if screen.seat.is_some_and(|v| v != s.active()) {
            public_since = true;
        }
        release(&mut screen, &table, s.active(), looking_now);
        match looking_now {
            Some(seat) => {
                assert_eq!(seat, decider, "{at}: the screen shows a seat not asked");
                assert_eq!(table.seats[seat].kind, SeatKind::Human, "{at}");
            }
            None => nobody_frames += 1,
        }
        if table.seats[decider].kind == SeatKind::Bot || !daytime {
            assert_eq!(
                looking_now, None,
                "{at}: a secret on screen in a bot's turn"
            );
        }
        let truth = secrets(&mut app, n);
        check_viewer(&mut app, looking_now, &truth, &at);
        if frame % 7 == 0 {
            for v in std::iter::once(None).chain(SeatId::all(n).map(Some)) {
                check_viewer(&mut app, v, &truth, &at);
            }
        }
        private_lines = app
            .world()
            .resource::<GameLog>()
            .0
            .iter()
            .filter(|e| e.private_to.is_some())
            .count();
        // The humans play as a bot would; a human who ends its turn leaves the screen to
        // nobody until the next hand-off.
        if daytime && table.seats[decider].kind == SeatKind::Human {
            let action =
                new_angeles::game::bot::choose(&c, &seat_view(&mut app, decider), &mut rng);
            let sent = sim::send(
                &mut app,
                Command {
                    seat: decider,
                    action,
                },
            );
            if sent.is_ok() {
                after_command(&mut screen, &table, &action);
            }
            if sent.is_ok() && action == Action::EndTurn {
                let s = view(&mut app, None);
                let after = looking(&table, s.daytime, s.decider(), false, screen);
                assert_eq!(
                    after, None,
                    "{at}: the screen still shows a seat after a turn ended"
                );
            }
        } else {
            app.update();
        }
    }
    assert_eq!(sim::phase(&app), Phase::CaseClosed, "the game ended");
    assert!(private_lines > 10, "secrets were logged ({private_lines})");
    assert!(handoffs > 20, "the screen changed hands ({handoffs})");
    assert!(
        asked_again > 0,
        "a human asked again in a bot's turn took the screen again ({asked_again})"
    );
    assert!(
        nobody_frames > 100,
        "nobody looked in bots' turns ({nobody_frames})"
    );
}

// The table's view travels as bytes (a table far from the game gets only those): for nobody
// and for each seat of a seeded bot game, at many moments, the view serializes, reads back the
// same, and what the bytes hold passes the checks of the screen above — no other seat's hand,
// Memory card or hunches, no face-down value the viewer does not know.
#[test]
fn d_8_a_serialized_view_holds_only_its_viewers_secrets() {
    let c = content();
    let mut app = sim::headless_game(c, GameConfig::new(4, 0, 4242));
    let (mut checked, mut tables) = (0, 0);
    for frame in 0..3_000 {
        if sim::phase(&app) == Phase::CaseClosed {
            break;
        }
        app.update();
        if frame % 25 != 0 {
            continue;
        }
        let truth = secrets(&mut app, 4);
        for viewer in [
            None,
            Some(SeatId(0)),
            Some(SeatId(1)),
            Some(SeatId(2)),
            Some(SeatId(3)),
        ] {
            let s = view(&mut app, viewer);
            let bytes = ron::to_string(&s).expect("a view serializes");
            let back: new_angeles::rules::Snapshot = ron::from_str(&bytes).expect("and reads back");
            assert_eq!(back, s, "frame {frame}: the bytes are the view");
            check_snapshot(
                &mut app,
                &back,
                viewer,
                &truth,
                &format!("frame {frame} (bytes)"),
            );
            // The table's whole view, as the windowed game builds it for that viewer.
            let table_view =
                table_view_for(app.world_mut(), viewer).expect("a game is set up to view");
            let bytes = ron::to_string(&table_view).expect("the table's view serializes");
            let back: TableView = ron::from_str(&bytes).expect("and reads back");
            assert_eq!(
                back, table_view,
                "frame {frame}: the bytes are the table's view"
            );
            check_table_view(&mut app, &back, &bytes, viewer, &truth, frame);
            tables += 1;
            checked += 1;
        }
    }
    eprintln!("{checked} serialized views checked ({tables} tables)");
    assert!(checked > 100, "{checked} views checked");
    assert!(tables > 100, "{tables} table views checked");
}

/// What the table's view `v` made for `viewer` (and its RON `bytes`) holds, checked against
/// the world: its snapshots only the viewer's own secrets, no other seat's secret log line,
/// hand or hunches in the bytes, no seed while the case is open.
pub(super) fn check_table_view(
    app: &mut App,
    v: &TableView,
    bytes: &str,
    viewer: Option<SeatId>,
    truth: &[Secrets],
    frame: usize,
) {
    let at = format!("frame {frame} (table view)");
    assert_eq!(v.looking, viewer, "{at}: the view is the viewer's");
    check_snapshot(app, &v.public, None, truth, &format!("{at}, public"));
    match (&v.own, viewer) {
        (Some(own), Some(_)) => check_snapshot(app, own, viewer, truth, &format!("{at}, own")),
        (None, None) => {}
        (own, _) => panic!("{at}: an own view {} for {viewer:?}", own.is_some()),
    }
    assert_eq!(v.seed, None, "{at}: the seed while the case is open");
    assert_eq!(v.table.seats.len(), truth.len(), "{at}: the seats");
    let log = app.world().resource::<GameLog>().clone();
    assert_eq!(
        v.log.0.len(),
        log.0.len(),
        "{at}: every log line in its place"
    );
    for (shown, real) in v.log.0.iter().zip(&log.0) {
        let secret = real.private_to.is_some() && real.private_to != viewer;
        if secret {
            assert!(
                shown.text.is_empty(),
                "{at}: another seat's secret line: {:?}",
                shown.text
            );
            // Its words appear nowhere in the bytes (unless a line the viewer may read says
            // the same: "You drew -3." to two seats).
            if !log.visible_to(viewer).any(|(_, e)| e.text == real.text) {
                let words = ron::to_string(&real.text).expect("a message in RON");
                assert!(
                    !bytes.contains(&words),
                    "{at}: another seat's secret in the bytes: {words}"
                );
            }
        } else {
            assert_eq!(shown, real, "{at}: a line the viewer may read");
        }
    }
    // No other seat's hand or hunches anywhere in the view: the snapshots hold the viewer's
    // only (checked above), and the bytes hold each list of cards only where it is public.
    for (i, t) in truth.iter().enumerate() {
        if Some(SeatId::from_index(i)) == viewer || t.hand.is_empty() {
            continue;
        }
        let hand = ron::to_string(&t.hand).expect("a hand serializes");
        if t.hand.len() > 1 {
            assert!(
                !bytes.contains(&format!("hand:{hand}")),
                "{at}: seat {i}'s hand in the bytes"
            );
        }
        if let Some(h) = t.hunches {
            let hunches = ron::to_string(&Some(h)).expect("hunches serialize");
            assert!(
                !bytes.contains(&format!("hunches:{hunches}")),
                "{at}: seat {i}'s hunches in the bytes"
            );
        }
    }
}

// D-5, issue 33: a command from the screen is the game's only for the seat at the screen; in
// hot seat, the screen is the seat the hand-off cover waited for, once it took it.
#[test]
fn d_5_only_the_seat_at_the_screen_may_act_from_it() {
    let c = content();
    let mut config = GameConfig::new(4, 2, 77);
    config.seats[0].kind = SeatKind::Human;
    config.seats[1].kind = SeatKind::Bot;
    config.seats[2].kind = SeatKind::Human;
    config.seats[3].kind = SeatKind::Bot;
    let mut app = sim::headless_game(c.clone(), config);
    app.add_plugins(TableViewPlugin);
    let history = |app: &App| app.world().resource::<History>().0.len();
    // Bots play until the game waits for a human: the cover comes up.
    let mut cover = None;
    for _ in 0..20_000 {
        app.update();
        cover = app.world().resource::<TableView>().cover;
        if cover.is_some() {
            break;
        }
    }
    let seat = cover.expect("the game waits for a human");
    let other = if seat == SeatId(0) {
        SeatId(2)
    } else {
        SeatId(0)
    };
    let view = app.world().resource::<TableView>().clone();
    assert_eq!(view.looking, None, "nobody looks before the hand-off");
    assert!(view.own.is_none(), "no seat's own view before the hand-off");
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let action = new_angeles::game::bot::choose(&c, &seat_view(&mut app, seat), &mut rng);
    // Before anyone took the screen, nobody may act from it, not even the seat it waits for.
    let before = history(&app);
    app.world_mut()
        .write_message(FromScreen(Command { seat, action }));
    app.update();
    assert_eq!(history(&app), before, "a command before the hand-off");
    // The other human may not take the screen now; the awaited one may.
    app.world_mut()
        .write_message(TableRequest::TakeScreen(other));
    app.update();
    assert_eq!(
        app.world().resource::<Looking>().0,
        None,
        "the wrong seat took the screen"
    );
    app.world_mut()
        .write_message(TableRequest::TakeScreen(seat));
    app.update();
    app.update();
    let view = app.world().resource::<TableView>().clone();
    assert_eq!(view.looking, Some(seat), "the awaited seat took the screen");
    assert_eq!(view.cover, None, "the cover is down");
    assert_eq!(view.own.as_ref().map(|o| o.viewer), Some(Some(seat)));
    // Another seat's command from this screen is refused, its own accepted.
    app.world_mut().write_message(FromScreen(Command {
        seat: other,
        action: Action::EndTurn,
    }));
    app.update();
    assert_eq!(history(&app), before, "another seat acted from the screen");
    app.world_mut()
        .write_message(FromScreen(Command { seat, action }));
    app.update();
    assert_eq!(history(&app), before + 1, "the seat at the screen acted");
}
