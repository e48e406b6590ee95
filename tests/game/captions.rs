//! The board's captions: what the others just did, beside their pieces. They come from the
//! log lines the looking seat may read (D-8), never from its own actions, and they fade.

use super::*;
use new_angeles::game::{GameLog, LogEntry, Phase};
use new_angeles::ui::board::captions::{CAPTION_LINES, CAPTION_SECONDS, Captions, without_name};

fn line(seat: Option<usize>, private_to: Option<usize>, text: &str) -> LogEntry {
    LogEntry {
        week: 1,
        day: 1,
        seat: seat.map(SeatId::from_index),
        private_to: private_to.map(SeatId::from_index),
        text: new_angeles::model::Msg::new("name").text("name", text),
    }
}

#[test]
fn d_8_captions_say_what_the_others_did_and_only_what_the_viewer_may_read() {
    let me = Some(SeatId::from_index(0));
    let at = |s: SeatId| Some(LocId(s.index() as u16));
    let mut log = GameLog::default();
    let mut caps = Captions::default();
    log.0.push(line(Some(0), None, "Rachel moves."));
    log.0.push(line(Some(1), None, "Caprice moves."));
    log.0
        .push(line(Some(1), Some(1), "Caprice draws Secret Card."));
    log.0.push(line(Some(2), None, "Louis follows up a lead."));
    log.0.push(line(None, None, "Day 2 begins."));
    // The same line twice counts instead of showing twice.
    log.0.push(line(Some(2), None, "Louis follows up a lead."));
    caps.follow(&content(), &log, me, 10.0, false, at);
    let louis = caps.shown.iter().find(|c| c.seat.index() == 2).unwrap();
    assert_eq!(
        louis.lines,
        vec!["Louis follows up a lead. (×2)".to_string()]
    );
    let seats: Vec<usize> = caps.shown.iter().map(|c| c.seat.index()).collect();
    assert_eq!(seats, vec![1, 2], "{:?}", caps.shown);
    assert_eq!(caps.shown[0].lines, vec!["Caprice moves.".to_string()]);
    assert_eq!(caps.shown[0].at, LocId(1));
    // A seat's caption keeps its newest lines, and each line is read once.
    for i in 0..4 {
        log.0
            .push(line(Some(1), None, &format!("Caprice step {i}.")));
    }
    let caprice = |caps: &Captions| caps.shown.iter().find(|c| c.seat.index() == 1).cloned();
    caps.follow(&content(), &log, me, 11.0, false, at);
    assert_eq!(caprice(&caps).unwrap().lines.len(), CAPTION_LINES);
    assert_eq!(
        caprice(&caps).unwrap().lines.last().unwrap(),
        "Caprice step 3."
    );
    caps.follow(&content(), &log, me, 11.5, false, at);
    assert_eq!(
        caprice(&caps).unwrap().lines.last().unwrap(),
        "Caprice step 3."
    );
    // Caprice acting again makes Louis's caption make way within a second; Caprice's fades
    // after its time.
    caps.follow(&content(), &log, me, 12.1, false, at);
    assert_eq!(caps.shown.len(), 1, "{:?}", caps.shown);
    assert_eq!(caps.shown[0].seat.index(), 1);
    caps.follow(
        &content(),
        &log,
        me,
        11.0 + CAPTION_SECONDS - 0.1,
        false,
        at,
    );
    assert_eq!(caps.shown.len(), 1);
    caps.follow(
        &content(),
        &log,
        me,
        11.0 + CAPTION_SECONDS + 0.1,
        false,
        at,
    );
    assert!(caps.shown.is_empty());
    // A saved game caught up on says nothing; an undo (the log shorter) starts afresh.
    log.0.push(line(Some(3), None, "Floyd moves."));
    caps.follow(&content(), &log, me, 30.0, true, at);
    assert!(caps.shown.is_empty());
    log.0.truncate(2);
    caps.follow(&content(), &log, me, 31.0, false, at);
    log.0.push(line(Some(3), None, "Floyd moves again."));
    caps.follow(&content(), &log, me, 31.0, false, at);
    assert_eq!(caps.shown.len(), 1);
    assert_eq!(caps.shown[0].lines, vec!["Floyd moves again.".to_string()]);
}

#[test]
fn d_8_no_caption_holds_another_seats_secret_in_a_whole_game() {
    let mut app = sim::headless_game(content(), GameConfig::new(4, 0, 77));
    sim::play_out_app(&mut app, 200_000);
    assert_eq!(sim::phase(&app), Phase::CaseClosed);
    let log = app.world().resource::<GameLog>().clone();
    let secrets: Vec<String> = log
        .0
        .iter()
        .filter(|e| e.private_to.is_some_and(|s| s.index() != 0))
        .map(|e| new_angeles::rules::words::plain(&en(&e.text)))
        .collect();
    assert!(!secrets.is_empty(), "a whole game with no secret line");
    let mut caps = Captions::default();
    let mut seen = 0;
    let mut part = GameLog::default();
    for (i, e) in log.0.iter().enumerate() {
        part.0.push(e.clone());
        caps.follow(
            &content(),
            &part,
            Some(SeatId::from_index(0)),
            i as f64 * 0.01,
            false,
            |s| Some(LocId(s.index() as u16)),
        );
        for c in &caps.shown {
            assert_ne!(c.seat.index(), 0, "a caption of the viewer's own action");
            for l in &c.lines {
                assert!(!secrets.contains(l), "a secret in a caption: {l}");
            }
        }
        seen += caps.shown.len();
    }
    assert!(seen > 0, "no caption in a whole game");
}

#[test]
fn a_caption_names_the_detective_once() {
    assert_eq!(
        without_name("Caprice Nisei moves from A to B.", "Caprice Nisei"),
        "Moves from A to B."
    );
    assert_eq!(
        without_name("The day ends.", "Caprice Nisei"),
        "The day ends."
    );
}

#[test]
fn a_long_caption_keeps_its_headline_and_a_short_one_stays_whole() {
    use new_angeles::ui::board::captions::headline;
    let long = "Plays Wounded against Rachel Beckmann (light-shift 2): The last bounty fought back, and the stitches keep pulling.";
    assert_eq!(headline(long), "Plays Wounded against Rachel Beckmann…");
    // A colon inside the bracket is not the cut (round 31: "… (cost paid…").
    let paid = "Plays Wounded against Rachel Beckmann (cost paid: light-shift 2): the card says “The last bounty fought back.”";
    assert_eq!(headline(paid), "Plays Wounded against Rachel Beckmann…");
    assert_eq!(
        headline("Moves from A to B: 2 Time."),
        "Moves from A to B: 2 Time."
    );
    // No colon to cut at: the whole line.
    let plain = "x".repeat(90);
    assert_eq!(headline(&plain), plain);
}

#[test]
fn d_8_a_secret_the_viewer_learned_becomes_a_notice_and_only_its_own() {
    use new_angeles::ui::notices::secrets_since;
    let mut log = GameLog::default();
    log.0.push(line(
        Some(0),
        Some(0),
        "Jimmy shows you Louis's hand: Vig, Bad Blood.",
    ));
    log.0.push(line(
        Some(1),
        Some(1),
        "Jimmy shows you Rachel's hand: Home Turf.",
    ));
    let mut drew = line(Some(0), Some(0), "");
    drew.text = new_angeles::model::Msg::new("log-you-drew").msg(
        "token",
        new_angeles::model::Msg::new("evidence-value").text("value", "+2"),
    );
    log.0.push(drew);
    log.0.push(line(Some(0), None, "Rachel pays Jimmy 1 Time."));
    let me = SeatId::from_index(0);
    assert_eq!(
        secrets_since(&content(), &log, me, 0),
        vec!["Jimmy shows you Louis's hand: Vig, Bad Blood.".to_string()]
    );
    assert!(
        secrets_since(&content(), &log, me, 1).is_empty(),
        "read once"
    );
    assert_eq!(
        secrets_since(&content(), &log, SeatId::from_index(1), 0),
        vec!["Jimmy shows you Rachel's hand: Home Turf.".to_string()]
    );
}

fn turn(seat: usize) -> LogEntry {
    public(Some(seat), new_angeles::model::Msg::new("log-turn"))
}

fn said(seat: Option<usize>, key: &'static str) -> LogEntry {
    public(seat, new_angeles::model::Msg::new(key))
}

/// A public log line of `seat` saying `text`, on week 1, day 1.
fn public(seat: Option<usize>, text: new_angeles::model::Msg) -> LogEntry {
    LogEntry {
        week: 1,
        day: 1,
        seat: seat.map(SeatId::from_index),
        private_to: None,
        text,
    }
}

#[test]
fn the_recap_reads_the_turns_from_the_log_so_a_loaded_game_recaps_the_same() {
    use new_angeles::ui::recap::{Recap, digest};
    let s = SeatId::from_index;
    let mut log = GameLog::default();
    log.0.push(turn(0));
    log.0.push(line(Some(0), None, "Rachel moves."));
    // Seat 0's first turn: nothing to recap yet; the others see its turn so far.
    assert!(Recap.since(&log, s(0)).is_empty());
    assert!(Recap.this_turn(&log, Some(s(0))).is_empty());
    assert_eq!(Recap.this_turn(&log, Some(s(1))).len(), 1);
    log.0.push(turn(1));
    // Seat 1's first turn (round 22 of issue 31: a newcomer's first turn had no recap of the
    // bots who played before it): what the others did since the game's first turn.
    assert_eq!(Recap::ended(&log, s(1)), Some(0));
    let first = Recap.since(&log, s(1));
    assert_eq!(first.len(), 1, "{first:?}");
    assert_eq!(first[0].0, Some(s(0)));
    log.0.push(said(Some(1), "log-move"));
    log.0.push(said(Some(1), "log-move"));
    log.0.push(said(Some(1), "log-follow-up"));
    log.0
        .push(line(Some(1), Some(1), "Caprice draws Secret Card."));
    log.0.push(said(Some(1), "log-no-time-left"));
    log.0.push(turn(2));
    log.0.push(said(Some(2), "log-plays-dark"));
    log.0.push(said(None, "log-day-ends"));
    // Between days nobody's turn goes on.
    assert!(Recap.this_turn(&log, Some(s(0))).is_empty());
    log.0.push(said(None, "log-day-begins"));
    log.0.push(turn(0));
    // During its own turn, a seat's answer out of turn is not its recap's.
    log.0.push(said(Some(1), "log-plays-dark"));
    assert_eq!(Recap::ended(&log, s(0)), Some(2));
    let groups = Recap.since(&log, s(0));
    let seats: Vec<Option<usize>> = groups.iter().map(|(s, _)| s.map(|s| s.index())).collect();
    assert_eq!(seats, vec![Some(1), Some(2), None], "{groups:?}");
    // Caprice's secret is not seat 0's to read; the quiet line says nothing was done; her
    // card played in seat 0's turn came after it began (round 26 of issue 31: the recap
    // changed from "1 card played" to "2" while the player read it).
    assert_eq!(groups[0].1.len(), 3, "{groups:?}");
    assert_eq!(digest(&groups[0].1), "2 moves · 1 lead followed up");
    assert_eq!(digest(&groups[2].1), "2 other lines");
    // Seat 1's turn ended where seat 2's began; for seat 1 the turn going on is seat 0's.
    assert_eq!(Recap::ended(&log, s(1)), Some(8));
    assert!(Recap.this_turn(&log, Some(s(1))).is_empty());
    // Seat 0 has not acted yet in its turn (another's answer is not its own): its recap keeps
    // its lines; once it acts, the recap folds away (round 27 of issue 31).
    assert!(!Recap::acted(&log, s(0)));
    log.0.push(said(Some(0), "log-move"));
    assert!(Recap::acted(&log, s(0)));
    assert!(!Recap::acted(&log, s(1)), "not seat 1's turn");
    assert_eq!(Recap.this_turn(&log, Some(s(1))).len(), 1);
    // A bot last at the end of one day and first on the next played two turns since the
    // player's (round 38 of issue 31 read them as one).
    assert_eq!(Recap::turns_of(&log, s(0), s(1)), 1);
    log.0.push(said(None, "log-day-ends"));
    log.0.push(turn(1));
    log.0.push(said(Some(1), "log-move"));
    log.0.push(turn(2));
    log.0.push(turn(1));
    log.0.push(said(Some(1), "log-move"));
    log.0.push(turn(0));
    assert_eq!(Recap::turns_of(&log, s(0), s(1)), 2);
    assert_eq!(Recap::turns_of(&log, s(0), s(2)), 1);
}

/// Round 39 of issue 31: at a shared screen the game moved a lead in the name of the human
/// who was away; their recap says so (their own lead moves out of turn), not their other lines.
#[test]
fn the_recap_tells_a_seat_of_the_leads_moved_in_its_name() {
    use new_angeles::ui::recap::{Recap, digest};
    let s = SeatId::from_index;
    let mut log = GameLog::default();
    log.0.push(turn(0));
    log.0.push(said(Some(0), "log-move"));
    log.0.push(turn(1));
    log.0.push(said(Some(1), "log-follow-up"));
    log.0.push(said(Some(0), "log-lead-moved"));
    log.0.push(said(Some(0), "log-plays-dark"));
    log.0.push(turn(0));
    let groups = Recap.since(&log, s(0));
    let own: Vec<_> = groups.iter().filter(|(g, _)| *g == Some(s(0))).collect();
    assert_eq!(own.len(), 1, "{groups:?}");
    assert_eq!(own[0].1.len(), 1, "only the lead moved: {groups:?}");
    assert_eq!(digest(&own[0].1), "1 lead moved on");
}

/// Rounds 37 and 38 of issue 31: under each detective's count of what they did, the lines
/// that touched the viewer — evidence, hits and alibis on the suspects of their hunches, a card
/// played on them — and not their lead moved or their deck drawn from.
#[test]
fn the_recap_marks_what_touched_the_viewer() {
    use new_angeles::ui::recap::touches;
    let me = SeatId::from_index(0);
    let mut app = sim::headless_game(content(), GameConfig::new(4, 0, 3));
    for _ in 0..4000 {
        app.update();
    }
    let v = crate::investigation::seat_view(&mut app, me);
    let log = app.world().resource::<GameLog>().clone();
    let (g, i) = v.hunches.expect("a seat knows its hunches");
    let mine = v.seats[me.index()].detective;
    let others: Vec<&LogEntry> = log.0.iter().filter(|e| e.seat != Some(me)).collect();
    let touched: Vec<&&LogEntry> = others.iter().filter(|e| touches(e, &v)).collect();
    assert!(touched.len() >= 3, "{}", touched.len());
    for e in &touched {
        assert!(
            e.private_to == Some(me)
                || e.text.names_suspect(g)
                || e.text.names_suspect(i)
                || e.text.names(mine),
            "{e:?}"
        );
    }
    let on_hunches = |e: &&LogEntry| e.text.names_suspect(g) || e.text.names_suspect(i);
    let placed = others
        .iter()
        .filter(|e| e.text.key() == "log-places-face-down" && on_hunches(e))
        .count();
    assert!(
        placed > 0,
        "the game placed evidence on the hunches' suspects"
    );
    for e in &others {
        let key = e.text.key();
        if key == "log-places-face-down" && on_hunches(e) {
            assert!(touches(e, &v), "{e:?}");
        }
        // Named as the owner of a lead or a deck, or as the one moving a lead: not news.
        if key.starts_with("log-move") || key.starts_with("log-follow-up") {
            assert!(!touches(e, &v) || e.private_to == Some(me), "{e:?}");
        }
    }
    assert!(
        others.iter().any(|e| e.text.names(mine) && !touches(e, &v)),
        "some line names the viewer's detective without touching them"
    );
}

/// Round 16 of issue 31: a caption covered the viewer's own piece and the scene of the crime.
/// It goes to the first spot around its place clear of both (and of its place), inside the
/// board; with none clear of them it still keeps off its own place.
#[test]
fn a_caption_keeps_the_viewers_piece_and_the_scene_in_sight() {
    use bevy_egui::egui::{Rect, pos2, vec2};
    use new_angeles::ui::board::captions::{caption_spots, pick_spot};
    let board = Rect::from_min_max(pos2(0.0, 0.0), pos2(800.0, 500.0));
    let cluster = Rect::from_center_size(pos2(400.0, 250.0), vec2(60.0, 50.0));
    let size = vec2(200.0, 50.0);
    let spots = caption_spots(cluster, size, false);
    // Nothing to keep: beside the place, on the right.
    let first = pick_spot(&spots, board, cluster, &[], &[]).unwrap();
    assert!(first.min.x > cluster.max.x, "{first:?}");
    // The viewer stands on the right and the scene lies on the left: above or below then.
    let me = Rect::from_center_size(pos2(560.0, 250.0), vec2(60.0, 50.0));
    let scene = Rect::from_center_size(pos2(240.0, 250.0), vec2(60.0, 50.0));
    let r = pick_spot(&spots, board, cluster, &[], &[me, scene]).unwrap();
    assert!(!r.intersects(me) && !r.intersects(scene), "{r:?}");
    assert!(!r.intersects(cluster), "{r:?}");
    // All around taken by what to keep: the caption still keeps off its own place.
    let all = Rect::from_center_size(pos2(400.0, 250.0), vec2(800.0, 500.0));
    let r = pick_spot(&spots, board, cluster, &[], &[all]).unwrap();
    assert!(!r.intersects(cluster.shrink(1.0)), "{r:?}");
    // Every spot lies inside the board, even for a place at its edge.
    let edge = Rect::from_center_size(pos2(20.0, 20.0), vec2(60.0, 50.0));
    let r = pick_spot(&caption_spots(edge, size, true), board, edge, &[], &[]).unwrap();
    assert!(board.contains_rect(r), "{r:?}");
}

/// Issue 31 ("card effects land flat"): a card another detective plays is shown as a card under
/// its caption, which stays longer for its words; a line playing no card shows none.
#[test]
fn a_played_card_shows_under_its_caption_and_stays_longer() {
    use new_angeles::ui::board::captions::{CARD_SECONDS, played_card};
    let c = content();
    let card = new_angeles::ids::CardId::from_index(3);
    let me = Some(SeatId::from_index(0));
    let at = |s: SeatId| Some(LocId(s.index() as u16));
    let mut log = GameLog::default();
    let played = new_angeles::model::Msg::new("log-plays-dark")
        .det("who", new_angeles::ids::DetectiveId::from_index(1))
        .card("card", card)
        .det("whom", new_angeles::ids::DetectiveId::from_index(0))
        .text("paid", "1")
        .with("text", new_angeles::model::Arg::CardText(card));
    assert_eq!(played_card(&played), Some(card));
    assert_eq!(
        played_card(&line(Some(1), None, "Caprice moves.").text),
        None
    );
    log.0.push(public(Some(1), played));
    let mut caps = Captions::default();
    caps.follow(&c, &log, me, 10.0, false, at);
    assert_eq!(caps.shown.len(), 1);
    assert_eq!(caps.shown[0].card, Some(card));
    let carded = |caps: &Captions| caps.shown.iter().any(|x| x.card == Some(card));
    // Another seat's line (the card's victim discarding) does not push the card away.
    log.0
        .push(line(Some(2), None, "Louis discards a card at random."));
    caps.follow(&c, &log, me, 10.5, false, at);
    assert_eq!(caps.shown.len(), 2);
    // Past a plain caption's time it is still there; past the card's, gone.
    caps.follow(&c, &log, me, 10.0 + CAPTION_SECONDS + 0.5, false, at);
    assert!(
        carded(&caps),
        "the card's caption left with a plain one's time"
    );
    caps.follow(
        &c,
        &log,
        me,
        10.0 + CAPTION_SECONDS + CARD_SECONDS + 0.1,
        false,
        at,
    );
    assert!(!carded(&caps));
    // Round 61: another detective acting on the board (a line naming a place) after the
    // card's step moves the card's caption away within a second, as a plain one's.
    log.0.push(public(
        Some(1),
        new_angeles::model::Msg::new("log-plays-dark")
            .det("who", new_angeles::ids::DetectiveId::from_index(1))
            .card("card", card),
    ));
    caps.follow(&c, &log, me, 20.0, false, at);
    assert!(carded(&caps));
    log.0.push(public(
        Some(2),
        new_angeles::model::Msg::new("name").label("at", LocId(4)),
    ));
    caps.follow(&c, &log, me, 21.0, false, at);
    caps.follow(&c, &log, me, 22.1, false, at);
    assert!(
        !carded(&caps),
        "a card of an earlier step stayed over the next detective's move"
    );
    // The lines of the step that played it keep its card under them (what the card did);
    // the seat's next action drops it (round 50: "draws a card" over the card played before
    // read as the drawn card shown).
    log.0.push(line(Some(1), None, "Caprice moves."));
    log.0.push(public(
        Some(1),
        new_angeles::model::Msg::new("log-plays-light")
            .det("who", new_angeles::ids::DetectiveId::from_index(1))
            .card("card", card),
    ));
    caps.follow(&c, &log, me, 30.0, false, at);
    let caprice = |caps: &Captions| caps.shown.iter().find(|x| x.seat.index() == 1).cloned();
    assert_eq!(caprice(&caps).unwrap().card, Some(card));
    log.0.push(line(
        Some(1),
        None,
        "Caprice discards a card (the card's cost).",
    ));
    caps.follow(&c, &log, me, 30.01, false, at);
    assert_eq!(
        caprice(&caps).unwrap().card,
        Some(card),
        "dropped in its own step"
    );
    log.0.push(line(
        Some(1),
        None,
        "Caprice draws a card from their light deck.",
    ));
    caps.follow(&c, &log, me, 31.0, false, at);
    assert_eq!(
        caprice(&caps).unwrap().card,
        None,
        "kept under the next action"
    );
}

/// Round 54 of issue 31: the viewer's score fell in the bots' turns and nothing said why until
/// the next turn. The score is looked at once a command (its lines come in one frame): its
/// move stays under the caption of the seat whose step it was, with that step's line, until
/// another step of the seat moves it; the viewer's own step, a step in the same frame as
/// another seat's, or a new viewer say nothing of it.
#[test]
fn the_score_a_step_moved_is_said_under_its_caption() {
    let c = content();
    let me = Some(SeatId::from_index(0));
    let at = |s: SeatId| Some(LocId(s.index() as u16));
    let mut log = GameLog::default();
    let mut caps = Captions::default();
    let swing = |caps: &Captions, seat: usize| {
        caps.shown
            .iter()
            .find(|x| x.seat.index() == seat)
            .and_then(|c| c.swing.clone())
            .map(|s| (s.vp, s.line))
    };
    // The first look only sets where the score stands.
    caps.score_moved(me, Some(24), None);
    log.0
        .push(line(Some(2), None, "Louis places a token on Eve."));
    log.0
        .push(line(Some(2), None, "Louis turns a token face up."));
    let acting = caps.follow(&c, &log, me, 10.0, false, at);
    assert_eq!(acting, Some(SeatId::from_index(2)));
    caps.score_moved(me, Some(21), acting);
    let token = "Louis turns a token face up.".to_string();
    assert_eq!(swing(&caps, 2), Some((-3, token.clone())));
    // A later step that moves nothing keeps it in sight; one that moves the score takes its
    // place (a command's move, not added to the last).
    log.0.push(line(Some(2), None, "Louis moves."));
    let acting = caps.follow(&c, &log, me, 10.02, false, at);
    caps.score_moved(me, Some(21), acting);
    assert_eq!(swing(&caps, 2), Some((-3, token.clone())));
    log.0.push(line(Some(2), None, "Louis plays a card."));
    let acting = caps.follow(&c, &log, me, 10.04, false, at);
    caps.score_moved(me, Some(23), acting);
    assert_eq!(
        swing(&caps, 2),
        Some((2, "Louis plays a card.".to_string()))
    );
    // One command touching two seats (Caprice's card makes Louis discard): the move is the
    // step of the first line's seat, not the last caption's.
    log.0
        .push(line(Some(1), None, "Caprice plays a card on Louis."));
    log.0.push(line(Some(2), None, "Louis discards a card."));
    let acting = caps.follow(&c, &log, me, 10.06, false, at);
    caps.score_moved(me, Some(20), acting);
    assert_eq!(
        swing(&caps, 1),
        Some((-3, "Caprice plays a card on Louis.".to_string()))
    );
    assert_eq!(swing(&caps, 2).map(|s| s.0), Some(2));
    // The viewer's own step that makes another seat discard (its line first, then theirs):
    // the move is the viewer's, said under nobody.
    log.0
        .push(line(Some(0), None, "Rachel plays a card on Louis."));
    log.0.push(line(Some(2), None, "Louis discards a card."));
    let acting = caps.follow(&c, &log, me, 10.07, false, at);
    assert_eq!(acting, None);
    caps.score_moved(me, Some(25), acting);
    assert_eq!(swing(&caps, 2).map(|s| s.0), Some(2));
    // The viewer's own step, a frame later (no seat acting): nothing said under anyone.
    log.0.push(line(Some(0), None, "Rachel places a token."));
    let acting = caps.follow(&c, &log, me, 10.08, false, at);
    assert_eq!(acting, None);
    caps.score_moved(me, Some(30), acting);
    assert_eq!(swing(&caps, 1).map(|s| s.0), Some(-3));
    assert_eq!(swing(&caps, 2).map(|s| s.0), Some(2));
    // The same line again counts ("(×2)"): the move keeps the line said once.
    log.0
        .push(line(Some(1), None, "Caprice plays a card on Louis."));
    let acting = caps.follow(&c, &log, me, 10.1, false, at);
    caps.score_moved(me, Some(29), acting);
    assert_eq!(
        swing(&caps, 1),
        Some((-1, "Caprice plays a card on Louis.".to_string()))
    );
    // Another viewer (a hot seat's hand-over): the last viewer's moves are put away, and a
    // new starting point is set, not a swing of 29 → 5.
    let other = Some(SeatId::from_index(1));
    caps.score_moved(other, Some(5), None);
    assert_eq!((swing(&caps, 1), swing(&caps, 2)), (None, None));
    log.0.push(line(Some(2), None, "Louis moves again."));
    let acting = caps.follow(&c, &log, other, 11.0, false, at);
    caps.score_moved(other, Some(5), acting);
    assert_eq!(swing(&caps, 2), None);
    // A quiet stretch (a load caught up on) captions nothing and names no seat.
    log.0.push(line(Some(2), None, "Louis rests."));
    assert_eq!(caps.follow(&c, &log, other, 11.5, true, at), None);
    // No score (the case closed): nothing said, and the next score starts afresh.
    caps.score_moved(other, None, None);
    log.0.push(line(Some(2), None, "Louis rests again."));
    let acting = caps.follow(&c, &log, other, 12.0, false, at);
    caps.score_moved(other, Some(9), acting);
    assert_eq!(swing(&caps, 2), None);
}
