//! Closing the case (R-CLOSE-*), cases worked out by hand from the rules.

use new_angeles::content::LeadKind::{Physical, Testimony};
use new_angeles::game::Evidence::{self, Perjury, SurpriseWitness, Value};
use new_angeles::rules::scoring::{Hunches, SuspectAtClose, close_case, suspect_total};

/// A suspect whose evidence lies only in its plain (document) file.
fn plain(name: &str, document: Vec<Evidence>) -> SuspectAtClose {
    suspect(name, vec![], vec![], document)
}

/// Each seat's (guilty, innocent) hunch, as suspect indexes.
fn seat_hunches(pairs: &[(usize, usize)]) -> Vec<Hunches> {
    pairs
        .iter()
        .map(|&(guilty, innocent)| Hunches { guilty, innocent })
        .collect()
}

fn suspect(
    name: &str,
    testimony: Vec<Evidence>,
    physical: Vec<Evidence>,
    document: Vec<Evidence>,
) -> SuspectAtClose {
    SuspectAtClose {
        name: name.into(),
        alive: true,
        files: [testimony, physical, document],
        strong: Some(Physical),
        weak: Some(Testimony),
        alibis: 0,
    }
}

// R-EVID-2, R-CLOSE-3, R-CLOSE-4: the strong file loses every token of its lowest value even when
// positive; the weak file every token of its highest value even when negative.
#[test]
fn r_close_3_strong_all_positive_and_weak_all_negative() {
    // Strong (physical) +4 +2 +2: both +2 go, +4 stays. Weak (testimony) −1 −1 −3: both −1 go.
    // Plain (document) +1. Total 4 − 3 + 1 = 2.
    let s = suspect(
        "A",
        vec![Value(-1), Value(-1), Value(-3)],
        vec![Value(4), Value(2), Value(2)],
        vec![Value(1)],
    );
    let t = suspect_total(&s);
    assert_eq!(t.strong_discard, Some((2, 2)));
    assert_eq!(t.weak_discard, Some((-1, 2)));
    assert_eq!(t.evidence_sum, 2);
    assert_eq!(t.total, 2);
    // An empty strong or weak file discards nothing.
    let t = suspect_total(&plain("B", vec![Value(3)]));
    assert_eq!((t.strong_discard, t.weak_discard, t.total), (None, None, 3));
}

// R-CLOSE-5, R-EVID-3, R-EVID-4, R-EVID-5, D-9: perjury pairs with alibis or surprise
// witnesses anywhere on the suspect; witnesses and perjuries are not values.
#[test]
fn r_close_5_perjury_with_and_without_alibis() {
    // Strong physical: +3 and a surprise witness: the witness is not the lowest value (D-9),
    // so +3 is discarded. One alibi. One perjury in the document file pairs with one of the
    // two shields: +5 − 5 = 0. Total 0.
    let mut s = suspect("A", vec![], vec![Value(3), SurpriseWitness], vec![Perjury]);
    s.alibis = 1;
    let t = suspect_total(&s);
    assert_eq!(t.strong_discard, Some((3, 1)));
    assert_eq!((t.paired, t.unpaired, t.idle_perjuries), (1, 1, 0));
    assert_eq!(t.total, 0);
    // Perjuries with nothing to pair count nothing.
    let t = suspect_total(&suspect(
        "B",
        vec![Perjury],
        vec![],
        vec![Perjury, Value(2)],
    ));
    assert_eq!((t.idle_perjuries, t.total), (2, 2));
    // An alibi alone is −5.
    let mut s = plain("C", vec![Value(1)]);
    s.alibis = 1;
    assert_eq!(suspect_total(&s).total, -4);
}

// R-CLOSE-6, R-CLOSE-7, R-CLOSE-8: the murderer, hunches, tie on the murder sheet.
#[test]
fn r_close_6_tie_goes_higher_on_the_sheet_and_hunches_pay() {
    let a = plain("A", vec![Value(3)]);
    let b = plain("B", vec![Value(3)]);
    let c = plain("C", vec![Value(-2)]);
    let hunches = seat_hunches(&[(0, 2), (1, 0)]);
    let r = close_case(&[a, b, c], &hunches, &[]);
    assert_eq!(
        r.murderer,
        Some(0),
        "A and B tie at 3; A is higher on the sheet"
    );
    assert_eq!(r.seats[0].vp, 15 + 5);
    assert_eq!(
        r.seats[1].vp, 0,
        "guilty B wrong; innocent A is the murderer"
    );
    assert_eq!(r.winners, vec![0]);
}

// R-CLOSE-7, D-10: a dead suspect cannot be the murderer and its hunches pay nothing.
#[test]
fn r_close_7_dead_suspects_hunches_pay_nothing() {
    let mut dead = plain("Dead", vec![]);
    dead.alive = false;
    let live = plain("Live", vec![Value(-3)]);
    let other = plain("Other", vec![Value(-4)]);
    let hunches = seat_hunches(&[(0, 2), (1, 0)]);
    let r = close_case(&[dead, live, other], &hunches, &[]);
    assert_eq!(
        r.murderer,
        Some(1),
        "the live suspect with the highest total, even negative"
    );
    assert_eq!(
        r.seats[0].vp, 5,
        "guilty on a dead suspect pays nothing; innocent Other is right"
    );
    assert_eq!(r.seats[1].vp, 15, "innocent on a dead suspect pays nothing");
}

// R-CLOSE-9: obsession with and without the 5-point margin.
#[test]
fn r_close_9_obsession_with_and_without_the_margin() {
    let hunch = seat_hunches(&[(0, 0)]);
    // (A's values, B's values, seat VP):
    // 8 against 3, five ahead: both hunches right, +3 = 15 + 5 + 3;
    // 7 against 3, the murderer but not five ahead: the guilty hunch only;
    // 1 against 3, not the murderer: only the innocent hunch.
    for (a, b, vp) in [
        (vec![Value(5), Value(3)], vec![Value(3)], 23),
        (vec![Value(4), Value(3)], vec![Value(3)], 15),
        (vec![Value(1)], vec![Value(3)], 5),
    ] {
        let r = close_case(&[plain("A", a), plain("B", b)], &hunch, &[]);
        assert_eq!(r.seats[0].vp, vp);
    }
}

// R-CLOSE-10: ties go to the only tied seat with a right guilty hunch; otherwise shared.
#[test]
fn r_close_10_ties() {
    let a = plain("A", vec![Value(4)]);
    let b = plain("B", vec![Value(1)]);
    let c = plain("C", vec![Value(0)]);
    // Seat 0: guilty A right (15) + innocent A wrong = 15. Seat 1: guilty B wrong, innocent C
    // right (5) + 10 VP from elsewhere = 15.
    let hunches = seat_hunches(&[(0, 0), (1, 2)]);
    let extra = vec![
        vec![],
        vec![(
            new_angeles::model::Msg::new("vp-memory").text("card", "Plot ending"),
            10,
        )],
    ];
    let r = close_case(&[a.clone(), b.clone(), c.clone()], &hunches, &extra);
    assert_eq!((r.seats[0].vp, r.seats[1].vp), (15, 15));
    assert_eq!(r.winners, vec![0]);
    // Neither tied seat has the guilty hunch right: they share.
    let hunches = seat_hunches(&[(1, 2), (2, 1)]);
    let r = close_case(&[a, b, c], &hunches, &[]);
    assert_eq!((r.seats[0].vp, r.seats[1].vp), (5, 5));
    assert_eq!(r.winners, vec![0, 1]);
}

// R-CLOSE-3, R-CLOSE-4, R-CLOSE-5: with every token known, the projection in the suspects'
// files is the total the close gives.
#[test]
fn r_close_3_projection_is_the_total_when_all_is_known() {
    use new_angeles::rules::scoring::{SuspectSeen, Unseen, project_total};
    let cases = [
        suspect(
            "A",
            vec![Value(-1), Value(-1), Value(-3)],
            vec![Value(4), Value(2), Value(2)],
            vec![Value(1)],
        ),
        suspect(
            "B",
            vec![Value(3), SurpriseWitness],
            vec![Perjury, Value(-2)],
            vec![Value(2), Perjury],
        ),
        plain("C", vec![]),
    ];
    for mut s in cases {
        s.alibis = 1;
        let seen = SuspectSeen {
            files: s.files.clone().map(|f| f.into_iter().map(Some).collect()),
            strong: s.strong,
            weak: s.weak,
            alibis: s.alibis,
        };
        let p = project_total(&seen, &Unseen::default());
        let t = suspect_total(&s).total;
        assert_eq!((p.low, p.high, p.unknown), (t, t, 0), "{}", s.name);
    }
}

/// Every way `unknown` tokens (counted per file) can be drawn from `pool`, each as a list of
/// (file, token).
fn fillings(files: &[usize], pool: &[(Evidence, u8)]) -> Vec<Vec<(usize, Evidence)>> {
    let mut out = vec![vec![]];
    for &f in files {
        let mut next = Vec::new();
        for partial in &out {
            for &(e, n) in pool {
                let used = partial.iter().filter(|(_, x)| *x == e).count();
                if used < n as usize {
                    let mut more: Vec<(usize, Evidence)> = partial.clone();
                    more.push((f, e));
                    next.push(more);
                }
            }
        }
        out = next;
    }
    out
}

// R-CLOSE-2…5: with face-down tokens the viewer has not seen, the projection's range is the
// lowest and highest total over every token those could be (worked out by trying them all).
#[test]
fn r_close_3_projection_range_covers_every_unknown_token() {
    use new_angeles::rules::scoring::{SuspectSeen, Unseen, VALUE_MIX, project_total};
    // Two of every kind still unseen: no two unknown tokens can run out of one kind.
    let unseen = Unseen {
        values: [2; 9],
        witnesses: 2,
        perjuries: 2,
    };
    let mut pool: Vec<(Evidence, u8)> = VALUE_MIX.iter().map(|&(v, _)| (Value(v), 2)).collect();
    pool.push((SurpriseWitness, 2));
    pool.push((Perjury, 2));
    // (known tokens per file, files of the unknown tokens, alibis)
    let cases: Vec<([Vec<Evidence>; 3], Vec<usize>, u8)> = vec![
        ([vec![Value(2)], vec![Value(3)], vec![]], vec![1], 0),
        ([vec![Value(2)], vec![Value(3)], vec![]], vec![0], 0),
        (
            [vec![], vec![Value(1), Value(4)], vec![Value(-2)]],
            vec![1, 1],
            1,
        ),
        ([vec![Value(-1)], vec![], vec![Perjury]], vec![0, 2], 1),
        (
            [vec![SurpriseWitness], vec![Value(5)], vec![]],
            vec![2, 1],
            0,
        ),
    ];
    for (known, files, alibis) in cases {
        let mut lo = i32::MAX;
        let mut hi = i32::MIN;
        for fill in fillings(&files, &pool) {
            let mut all = known.clone();
            for (f, e) in fill {
                all[f].push(e);
            }
            let [t, p, d] = all;
            let mut s = suspect("X", t, p, d);
            s.alibis = alibis;
            let total = suspect_total(&s).total;
            lo = lo.min(total);
            hi = hi.max(total);
        }
        let mut seen = SuspectSeen {
            files: known.clone().map(|f| f.into_iter().map(Some).collect()),
            strong: Some(Physical),
            weak: Some(Testimony),
            alibis,
        };
        for &f in &files {
            seen.files[f].push(None);
        }
        let p = project_total(&seen, &unseen);
        assert_eq!(
            (p.low, p.high, p.unknown),
            (lo, hi, files.len()),
            "{known:?} with unknown tokens in files {files:?}"
        );
    }
}

// R-CLOSE-6…8, D-4: the score a player sees "if the case closed now" counts the hunches as the
// suspects stand in that player's view (a tie goes to the top of the sheet, as at the close)
// and the other lines exactly as the close would (the same reckoning the close uses).
#[test]
fn r_close_8_the_score_now_is_the_close_as_the_player_sees_it() {
    use new_angeles::game::table_view::table_view_for;
    use new_angeles::ids::SeatId;
    use new_angeles::rules::standings::hunch_lines_now;
    let mut app = super::game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    let c = super::content();
    let mut s = super::investigation::view(&mut app, Some(SeatId(0)));
    // No evidence yet: every suspect stands at 0, so the top of the sheet is the murderer.
    let (top, other) = (s.suspects[0].index, s.suspects[1].index);
    s.hunches = Some((top, other));
    let vp = |s: &new_angeles::rules::Snapshot| -> i32 {
        hunch_lines_now(&c, s).iter().map(|l| l.1).sum()
    };
    assert_eq!(vp(&s), 20, "{:?}", hunch_lines_now(&c, &s));
    s.hunches = Some((other, top));
    assert_eq!(vp(&s), 0);
    // One face-down token the seat has not seen, on the other suspect's plain file: the
    // hunch's VP is weighed by its chance, between nothing and all of it (round 46 of issue
    // 31: one such token took "You ≈ 20 VP" to 0), and the chances add up to one.
    {
        use new_angeles::model::{TokenPlace, TokenView};
        let mut t = s.clone();
        t.hunches = Some((top, other));
        let d = &c.suspects[other];
        let plain = new_angeles::content::LeadKind::ALL
            .into_iter()
            .find(|k| *k != d.strong && *k != d.weak)
            .expect("a plain file");
        t.evidence.push(TokenView {
            id: 77,
            place: TokenPlace {
                suspect: other,
                file: plain,
                face_up: false,
                known_to: 0,
                placed_by: SeatId(1),
            },
            value: None,
        });
        let guilty = hunch_lines_now(&c, &t)[0].1;
        assert!(0 < guilty && guilty < 15, "{:?}", hunch_lines_now(&c, &t));
        // A token drawn and not yet placed leaves the score as it was (round 59 of issue 31:
        // a draw that moved "You ≈ VP" read as points won or lost before any choice).
        for value in [5, -4] {
            let mut drew = t.clone();
            drew.drawn = Some(new_angeles::model::Evidence::Value(value));
            assert_eq!(hunch_lines_now(&c, &drew), hunch_lines_now(&c, &t));
        }
        let odds = new_angeles::rules::standings::murder_odds(&c, &t);
        let sum: f64 = odds.iter().map(|o| o.1).sum();
        assert!((sum - 1.0).abs() < 1e-9, "{odds:?}");
    }
    s.hunches = None;
    assert!(hunch_lines_now(&c, &s).is_empty());
    // The chip's lines: the seat's own hunches, then what the close adds for it (two trauma
    // here, and the Memory card Raymond dealt at setup).
    {
        use new_angeles::game::{DetectiveFigure, Holdings};
        let w = app.world_mut();
        for (d, mut h) in w.query::<(&DetectiveFigure, &mut Holdings)>().iter_mut(w) {
            if d.seat == SeatId(0) {
                h.trauma = 2;
            }
        }
    }
    let view = table_view_for(app.world_mut(), Some(SeatId(0))).expect("a view");
    let lines = new_angeles::ui::table::score::lines_now(&c, &view).expect("a seat looks");
    let own = view.own.as_ref().expect("own snapshot");
    let extra = new_angeles::game::close::vp_lines(app.world_mut());
    let want: i32 = hunch_lines_now(&c, own).iter().map(|l| l.1).sum::<i32>()
        + extra[0].iter().map(|l| l.1).sum::<i32>();
    assert_eq!(lines.iter().map(|l| l.1).sum::<i32>(), want);
    assert!(extra[0].iter().any(|l| l.1 == -2), "{:?}", extra[0]);
    assert!(
        table_view_for(app.world_mut(), None)
            .and_then(|v| new_angeles::ui::table::score::lines_now(&c, &v))
            .is_none()
    );
}

// R-CLOSE-6, D-4: the evidence choice says how a place would move the score "if the case
// closed now": a minus on the leader hands the lead to the next suspect on the sheet.
#[test]
fn r_close_6_placing_says_how_the_score_now_moves() {
    use new_angeles::content::LeadKind;
    use new_angeles::ids::SeatId;
    use new_angeles::rules::standings::placing_moves_vp;
    let mut app = super::game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 3);
    let c = super::content();
    let mut s = super::investigation::view(&mut app, Some(SeatId(0)));
    let (top, next, third) = (
        s.suspects[0].index,
        s.suspects[1].index,
        s.suspects[2].index,
    );
    s.hunches = Some((next, third));
    assert_eq!(
        placing_moves_vp(&c, &s, top, LeadKind::Document),
        None,
        "nothing drawn"
    );
    s.drawn = Some(Value(-2));
    assert_eq!(placing_moves_vp(&c, &s, top, LeadKind::Document), Some(15));
    assert_eq!(placing_moves_vp(&c, &s, third, LeadKind::Document), None);
    s.hunches = Some((third, next));
    assert_eq!(placing_moves_vp(&c, &s, top, LeadKind::Document), Some(-5));
}

/// Round 49 of issue 31: "You ≈ VP" went 24 → 18 → 15 between the player's turns and nothing
/// said why. At the start of its turn the player is told the score then and now, and each line
/// whose VP moved, matched by what it counts (a line new since counted 0; a line gone counts 0
/// now), not the ones that stayed — whatever their places in the list.
#[test]
fn r_close_8_the_score_between_turns_is_said_line_by_line() {
    use new_angeles::model::Msg;
    use new_angeles::ui::table::score::{score_lines, since_words};
    let c = crate::content();
    let eve = c
        .suspects
        .iter()
        .position(|s| s.name.starts_with("Eve"))
        .unwrap();
    let hunch = |how: &str, chance: i64| {
        Msg::new("vp-guilty-hunch-now")
            .text("how", how)
            .sus("suspect", new_angeles::ids::SuspectId(eve as u8))
            .num("chance", chance)
    };
    let puzzle = Msg::new("vp-obsession").sus("suspect", new_angeles::ids::SuspectId(0));
    let then = score_lines(&c, &[(hunch("right", 90), 14), (puzzle.clone(), 3)]);
    // Now a new line comes first, the hunch moved, the other line went.
    let new = Msg::new("vp-obsession").sus("suspect", new_angeles::ids::SuspectId(1));
    let now = score_lines(&c, &[(new, 2), (hunch("wrong", 40), 6)]);
    let t = since_words((17, &then), (8, &now));
    assert!(t.contains("17 → 8 VP"), "{t}");
    assert!(
        t.contains("(14 → 6 VP)") && t.contains("40%"),
        "the hunch, matched: {t}"
    );
    assert!(t.contains("(0 → 2 VP)"), "the new line: {t}");
    assert!(t.contains("(3 → 0 VP)"), "the line gone: {t}");
    assert_eq!(t.lines().count(), 4, "{t}");
    // A line that stayed is left out.
    let same = since_words((17, &then), (17, &then));
    assert_eq!(same.lines().count(), 1, "{same}");
}
