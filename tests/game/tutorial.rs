//! The guided first case (`tutorial/first-case.ron`): its targets exist, and it plays through
//! to its last step on the real engine, the player doing what each step waits for.

use super::*;
use new_angeles::game::{History, Phase};
use new_angeles::rules;
use new_angeles::tutorial::{self, PLAYER, Script, Wait};

#[test]
fn the_first_case_names_only_things_that_exist() {
    let c = content();
    let script = Script::first_case(&c).expect("the built-in script reads and checks");
    assert!(script.steps.len() >= 10);
    // The check can fail: a script naming what does not exist is refused, step by step.
    let mut bad = script.clone();
    bad.scenario = "no-such-murder".into();
    bad.steps[1].point = tutorial::Point::Tab("Cards".into());
    bad.steps[4].wait = Wait::Act("Teleport".into());
    bad.steps[5].point = tutorial::Point::Place("atlantis".into());
    let problems = bad.problems(&c);
    assert_eq!(problems.len(), 4, "{problems:#?}");
    assert!(problems[1].contains("step 2") && problems[1].contains("`point`"));
    assert!(problems[2].contains("step 5") && problems[2].contains("Teleport"));
    // A broken file says where.
    let broken = tutorial::FIRST_CASE.replacen("steps: [", "steps: [[", 1);
    let e = tutorial::parse(&broken, tutorial::FIRST_CASE_FILE).unwrap_err();
    assert!(e.starts_with("tutorial/first-case.ron:"), "{e}");
}

#[test]
fn the_first_case_plays_through_on_the_engine() {
    let c = content();
    let script = Script::first_case(&c).unwrap();
    let mut app = sim::headless_game(c.clone(), script.config());
    sim::settle(&mut app);
    // Round 48: the coach draws Rachel's two extra setup cards from her light deck, so the
    // first screen asks the newcomer nothing; as it does, so does this.
    let mut drawn = 0;
    for _ in 0..10 {
        let public = investigation::view(&mut app, None);
        let acts = vec!["DrawCard"; drawn];
        let Some(cmd) = tutorial::setup_answer(public.pending, &acts) else {
            break;
        };
        // Not once another action of the player's is among those done.
        assert_eq!(tutorial::setup_answer(public.pending, &["Move"]), None);
        sim::send(&mut app, cmd).expect("the coach's setup draw is legal");
        sim::settle(&mut app);
        drawn += 1;
    }
    assert_eq!(
        drawn, 2,
        "Rachel's own start: two extra cards, drawn by the coach"
    );
    let public = investigation::view(&mut app, None);
    assert!(
        public.pending.is_none_or(|d| d.seat != PLAYER),
        "the first step asks nothing more: {:?}",
        public.pending
    );
    let mut rng = new_angeles::game::bot::bot_rng(7, 0);
    let mut closed = false;
    for (i, step) in script.steps.iter().enumerate() {
        if step.wait == Wait::Close {
            // The coach's fast-forward: bots play the rest, and the player's own game loads
            // the result like a save and reaches the close.
            let history = app.world().resource::<History>().0.clone();
            let all = new_angeles::sim::to_the_close(&c, &script.config(), &history).unwrap();
            assert!(all.len() > history.len() && all.starts_with(&history));
            let save = new_angeles::save::SaveFile::new(script.config(), all.clone());
            app = sim::load_game(c.clone(), &save);
            for _ in 0..100 {
                if sim::phase(&app) == Phase::CaseClosed {
                    break;
                }
                app.update();
            }
            assert_eq!(sim::phase(&app), Phase::CaseClosed, "step {}", i + 1);
            assert_eq!(app.world().resource::<History>().0, all);
            assert!(tutorial::met(&step.wait, &[], "", true, (2, 6)));
            assert!(!tutorial::met(&step.wait, &all, "", false, (2, 6)));
            closed = true;
            continue;
        }
        // A step that waits for an action of a kind, or for a day to begin (the player's
        // turns till then played as a bot would).
        let kind = match &step.wait {
            Wait::Act(kind) => kind.as_str(),
            Wait::Day(_) => "",
            _ => continue,
        };
        let day = |app: &App| {
            let c = app.world().resource::<new_angeles::game::Clock>();
            (c.week, c.day)
        };
        let from = app.world().resource::<History>().0.len();
        let mut done = false;
        for _ in 0..3000 {
            assert_ne!(sim::phase(&app), Phase::CaseClosed, "step {}", i + 1);
            if tutorial::met(&step.wait, &[], "", false, day(&app)) {
                done = true;
                break;
            }
            let public = investigation::view(&mut app, None);
            if !public.daytime || public.decider() != PLAYER {
                app.update();
                continue;
            }
            let view = investigation::seat_view(&mut app, PLAYER);
            let legal = rules::legal_actions(&c, &view, PLAYER);
            let action = match legal.iter().find(|a| a.kind() == kind) {
                Some(a) => *a,
                // Not possible yet (no lead where you stand, say): play on as a bot would.
                None => new_angeles::game::bot::choose_at(BotLevel::Normal, &c, &view, &mut rng),
            };
            sim::send(
                &mut app,
                Command {
                    seat: PLAYER,
                    action,
                },
            )
            .unwrap_or_else(|e| panic!("step {}: {action:?} refused: {e}", i + 1));
            let now = day(&app);
            let history = &app.world().resource::<History>().0;
            if tutorial::met(
                &step.wait,
                &history[from.min(history.len())..],
                "",
                false,
                now,
            ) {
                done = true;
                break;
            }
        }
        assert!(done, "step {} ({}) was never met", i + 1, step.title);
        // Round 16 of issue 31: the lesson has the player play a card on the first day
        // (a tester's eight minutes never reached day 2's).
        if kind == "PlayLight" {
            assert_eq!(day(&app), (1, 1), "step {}: a card played on day 1", i + 1);
        }
    }
    assert!(closed, "the lesson fast-forwards to the close");
}

/// The lesson's step goes with the game's save, so *Continue* takes it up; a save without a
/// lesson says nothing of one.
#[test]
fn a_saved_lesson_keeps_its_step() {
    let c = content();
    let script = Script::first_case(&c).unwrap();
    let mut save = new_angeles::save::SaveFile::new(script.config(), Vec::new());
    assert!(!save.to_ron().contains("lesson"));
    save.lesson = Some(7);
    let back = new_angeles::save::parse("lesson.ron", &save.to_ron()).unwrap();
    assert_eq!(back.lesson, Some(7));
    let plain = new_angeles::save::SaveFile::new(script.config(), Vec::new());
    assert_eq!(
        new_angeles::save::parse("plain.ron", &plain.to_ron())
            .unwrap()
            .lesson,
        None
    );
}

// Issue 31: the coach's words about the player's detective match what the board draws (the
// disc says its initials, the player's own wears the YOU pin), not an emblem it no longer shows.
#[test]
fn the_coach_describes_your_piece_as_the_board_draws_it() {
    use new_angeles::ui::board::pieces::piece_word;
    let you_word = new_angeles::i18n::tr("board-you");
    let c = content();
    let script = Script::first_case(&c).unwrap();
    let id = &script.detectives[PLAYER.index()];
    let def = &c.detectives[c.detective_index(id).unwrap()].def;
    let step = script
        .steps
        .iter()
        .find(|s| s.say.contains("Your detective is"))
        .expect("a step shows the player's piece");
    let word = piece_word(def);
    assert!(
        step.say.contains(&format!("marked {word}")) && step.say.contains(&you_word),
        "the coach says: {}",
        step.say
    );
}

// Issue 31, round 22: the coach ran ahead of the game (day 2's scene-of-the-crime step shown
// while "What does the lead give?" was still open). A step that waits for an action gives way
// once the game asks the player nothing more, unless the next step speaks of that question
// (the first lead's step, then Evidence).
#[test]
fn a_lesson_step_gives_way_once_its_question_is_answered() {
    let script = Script::first_case(&content()).unwrap();
    let lead = Wait::Act("FollowUp".into());
    let first = script.steps.iter().position(|s| s.wait == lead).unwrap();
    assert!(script.steps[first].early);
    assert_eq!(script.steps[first + 1].wait, Wait::Next, "Evidence follows");
    assert!(tutorial::settled(&script.steps[first], true));
    let day2 = script.steps.iter().rposition(|s| s.wait == lead).unwrap();
    assert!(day2 > first);
    assert!(!tutorial::settled(&script.steps[day2], true));
    assert!(tutorial::settled(&script.steps[day2], false));
    for s in script
        .steps
        .iter()
        .filter(|s| !matches!(s.wait, Wait::Act(_)))
    {
        assert!(tutorial::settled(s, true), "{}", s.title);
    }
    // Round 23: the step gave way while the bot on the right placed the lead the player had
    // followed up (a question to another seat), and "What does the lead give?" came under
    // the next step. Any question in the player's own turn holds it.
    let c = content();
    let mut app = sim::headless_game(c.clone(), script.config());
    sim::settle(&mut app);
    let mut public = investigation::view(&mut app, None);
    assert_eq!(public.active(), PLAYER, "the lesson's player plays first");
    let asked = |s: &new_angeles::rules::Snapshot| {
        tutorial::asked(s.daytime, s.pending.is_some(), || s.active())
    };
    public.pending = None;
    assert!(!asked(&public));
    public.pending = Some(new_angeles::game::Decision {
        seat: SeatId(1),
        ask: new_angeles::model::Ask::Response,
    });
    assert!(
        asked(&public),
        "another seat's question in the player's turn"
    );
    assert!(
        !tutorial::asked(true, true, || SeatId(1)),
        "not in another's turn"
    );
    // Before the table is dealt (the lesson's first frame) there is no active seat to ask
    // for: round 26 saw the lesson panic at its start (a remainder by zero seats).
    assert!(!tutorial::asked(false, false, || unreachable!(
        "no seats yet"
    )));
    let empty = new_angeles::rules::Snapshot::default();
    assert!(!asked(&empty), "an empty table asks nothing");
    // The turn's end comes after the bots' turns are shown, not with day 2's words.
    let end = script
        .steps
        .iter()
        .position(|s| s.wait == Wait::Act("EndTurn".into()))
        .unwrap();
    assert_eq!(script.steps[end + 1].wait, Wait::Day(2));
}
