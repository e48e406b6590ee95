//! The conspiracy puzzle: placement (R-PUZ-5), hero markers and piles (R-PUZ-2, R-PUZ-3,
//! R-SETUP-7), completed lines (R-PUZ-7), links (R-PUZ-8, R-PUZ-9), content (R-COMP-4) and a
//! whole uncovering in a game (R-PUZ-1, R-PUZ-4, R-PUZ-6).

use super::investigation::{answer, on_a_lead, suspects, view};
use super::*;
use new_angeles::content::{Bonus, LinkValue, Pile, Side};
use new_angeles::game::conspiracy::vp_lines;
use new_angeles::game::{Decision, DetectiveFigure, Holdings, Pending, Puzzle, Supply};
use new_angeles::model::Ask;
use new_angeles::rules::puzzle::{
    CENTRE, Grid, Placed, after_draw, check_placement, completed_lines, dig_target, links,
};
use new_angeles::rules::{self};

/// Lines from letters, as in the content file.
fn l(s: &str) -> [bool; 4] {
    let mut out = [false; 4];
    for c in s.chars() {
        out["NESW".find(c).unwrap()] = true;
    }
    out
}

fn put_piece(g: &mut Grid, cell: (u8, u8), lines: &str) {
    g.set(
        cell,
        Placed {
            piece: 0,
            lines: l(lines),
        },
    );
}

// R-PUZ-5: a piece must touch the puzzle and extend at least one line; dead-ending other lines
// is allowed; extending none is illegal.
#[test]
fn r_puz_5_placement_legality() {
    let mut g = Grid::default();
    assert!(
        check_placement(&g, (2, 1), l("NS")).is_ok(),
        "continues the centre's line"
    );
    assert!(
        check_placement(&g, (2, 1), l("ES")).is_ok(),
        "its east line may end in nothing"
    );
    let err = en(&check_placement(&g, (2, 1), l("EW")).unwrap_err());
    assert!(err.contains("extend"), "{err}");
    let err = en(&check_placement(&g, (0, 0), l("NESW")).unwrap_err());
    assert!(err.contains("touch"), "{err}");
    assert!(
        check_placement(&g, CENTRE, l("NS")).is_err(),
        "the centre is taken"
    );
    assert!(
        check_placement(&g, (5, 2), l("NS")).is_err(),
        "outside the area"
    );
    // (2,1) sends a line east toward (3,1); (3,2) sends one north toward (3,1).
    put_piece(&mut g, (2, 1), "NES");
    put_piece(&mut g, (3, 2), "NW");
    // Extends (2,1)'s line and dead-ends (3,2)'s: legal.
    assert!(check_placement(&g, (3, 1), l("EW")).is_ok());
    // Touches both and extends neither: illegal.
    assert!(check_placement(&g, (3, 1), l("NE")).is_err());
}

// R-PUZ-7: one piece completing a row and a diagonal through the centre gives two tokens.
#[test]
fn r_puz_7_a_row_and_a_diagonal_with_one_piece() {
    let mut g = Grid::default();
    for c in 0..4 {
        put_piece(&mut g, (c, 0), "EW");
    }
    for cell in [(3, 1), (1, 3), (0, 4)] {
        put_piece(&mut g, cell, "NS");
    }
    put_piece(&mut g, (4, 0), "W");
    assert_eq!(completed_lines(&g, (4, 0)), 2);
    // A piece completing nothing.
    put_piece(&mut g, (4, 1), "N");
    assert_eq!(completed_lines(&g, (4, 1)), 0);
}

fn corp_index(c: &Content) -> usize {
    c.puzzle
        .groups
        .iter()
        .position(|g| g.value == LinkValue::Favors(new_angeles::content::FavorType::Corp))
        .unwrap()
}

// R-PUZ-8: two lines from one side of the conspiracy to a group are one link; lines from all
// four sides are four links.
#[test]
fn r_puz_8_link_counting() {
    let c = content();
    let corp = corp_index(&c);
    let mut g = Grid::default();
    // From the centre's top: up to (2,1), west to (1,1), up through (1,0) to North 1 (corp).
    put_piece(&mut g, (2, 1), "SW");
    put_piece(&mut g, (1, 1), "NEW");
    put_piece(&mut g, (1, 0), "NS");
    assert_eq!(links(&g, &c.puzzle.groups, &c.puzzle.pieces)[corp], 1);
    // A second line from the same side, out through West 1 (corp too): still one link.
    put_piece(&mut g, (0, 1), "EW");
    assert_eq!(links(&g, &c.puzzle.groups, &c.puzzle.pieces)[corp], 1);

    // All four sides of the conspiracy reach corp.
    let mut g = Grid::default();
    put_piece(&mut g, (2, 1), "NESW");
    put_piece(&mut g, (1, 1), "NESW");
    put_piece(&mut g, (1, 0), "NS");
    put_piece(&mut g, (1, 2), "NES");
    put_piece(&mut g, (2, 3), "NW");
    put_piece(&mut g, (1, 3), "NE");
    put_piece(&mut g, (3, 2), "NW");
    put_piece(&mut g, (3, 1), "SW");
    let n = links(&g, &c.puzzle.groups, &c.puzzle.pieces);
    assert_eq!(n[corp], 4);
    // A line that leaves the area at an empty frame place links nothing.
    assert!(
        n.iter().enumerate().all(|(i, &k)| i == corp || k == 0),
        "{n:?}"
    );

    // Haas-Bioroid is reached through a piece with the Haas link bonus.
    let haas = c
        .puzzle
        .groups
        .iter()
        .position(|g| g.value == LinkValue::HaasTokens)
        .unwrap();
    let hp = c
        .puzzle
        .pieces
        .iter()
        .position(|p| p.bonuses.contains(&Bonus::HaasLink))
        .unwrap() as u16;
    let mut g = Grid::default();
    assert_eq!(links(&g, &c.puzzle.groups, &c.puzzle.pieces)[haas], 0);
    g.set(
        (2, 3),
        Placed {
            piece: hp,
            lines: l("N"),
        },
    );
    assert_eq!(links(&g, &c.puzzle.groups, &c.puzzle.pieces)[haas], 1);
}

// R-PUZ-9, R-CLOSE-8: links make a seat's favors worth VP; conspiracy tokens 4 VP each.
#[test]
fn r_puz_9_links_change_the_final_vp() {
    let c = content();
    let mut g = Grid::default();
    put_piece(&mut g, (2, 1), "SW");
    put_piece(&mut g, (1, 1), "NE");
    put_piece(&mut g, (1, 0), "NS");
    let h = Holdings {
        favors: [2, 0, 0, 0],
        conspiracy: 1,
        ..Default::default()
    };
    let lines = vp_lines(&c, &g, DetectiveId(0), &h);
    assert!(
        lines
            .iter()
            .any(|(m, vp)| en(m) == "1 conspiracy token(s) × 4" && *vp == 4),
        "{lines:?}"
    );
    let corp_line = lines
        .iter()
        .find(|l| en(&l.0).contains("corp favor"))
        .expect("a corp line");
    assert_eq!(corp_line.1, 2, "2 favors × 1 link");
    // No favors of a linked type: no line.
    assert_eq!(
        vp_lines(&c, &g, DetectiveId(0), &Holdings::default()),
        vec![]
    );
}

// R-PUZ-2, R-PUZ-3: digging deeper and the hero markers after a draw empties a pile.
#[test]
fn r_puz_3_hero_markers_and_exhausted_piles() {
    assert_eq!(dig_target([3, 0, 2], 0), Some(2), "skips an empty pile");
    assert_eq!(dig_target([3, 4, 2], 2), None);
    // Seat 0 draws the last shift piece: it goes beside the least valuable pile with pieces;
    // seat 1, also beside the emptied pile, moves to the next more valuable one.
    assert_eq!(
        after_draw(&[Some(0), Some(0), Some(2)], [0, 3, 2], Some(SeatId(0)), 0),
        vec![Some(1), Some(1), Some(2)]
    );
    // The baggage pile empties: markers there move to the next less valuable pile.
    assert_eq!(
        after_draw(&[Some(0), Some(2), Some(2)], [2, 3, 0], Some(SeatId(0)), 2),
        vec![Some(0), Some(1), Some(1)]
    );
    // Every pile empty: all hero markers leave.
    assert_eq!(
        after_draw(&[Some(2), Some(2)], [0, 0, 0], Some(SeatId(0)), 2),
        vec![None, None]
    );
}

// R-SETUP-7, R-COMP-4: 24 pieces in three piles; every hero marker beside the shift pile.
#[test]
fn r_setup_7_piles_and_hero_markers() {
    let c = content();
    assert_eq!(c.puzzle.pieces.len(), 24);
    assert!(
        c.summary().contains(", 24 puzzle pieces"),
        "{}",
        c.summary()
    );
    let (app, _, _) = on_a_lead();
    let p = app.world().resource::<Puzzle>();
    for pile in Pile::ALL {
        let ids = &p.piles[pile.index()];
        assert!(!ids.is_empty());
        assert!(
            ids.iter()
                .all(|&i| c.puzzle.pieces[i as usize].pile == pile)
        );
    }
    assert_eq!(p.counts().iter().sum::<usize>(), 24);
    assert_eq!(p.heroes, vec![Some(0); 3]);
    assert!(
        p.grid.get(CENTRE).is_some(),
        "the conspiracy piece at the centre"
    );
    let _ = Side::ALL;
}

fn holdings(app: &mut App, seat: SeatId) -> Holdings {
    let mut q = app.world_mut().query::<(&DetectiveFigure, &Holdings)>();
    q.iter(app.world())
        .find(|(d, _)| d.seat == seat)
        .map(|(_, h)| *h)
        .unwrap()
}

/// Follows Caprice's lead, lets the seat on the right place it, and reveals information.
fn reveal(app: &mut App) {
    let (kind, owner) = {
        let s = view(app, None);
        let l = s.leads.iter().find(|l| l.2 == s.seats[0].at).unwrap();
        (l.0, l.1)
    };
    act(app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(app, None);
    let to = rules::legal_actions(&content(), &s, s.decider())[0];
    answer(app, to).unwrap();
    answer(app, Action::UncoverConspiracy { dig: false }).unwrap();
}

// R-PUZ-1, R-PUZ-3, R-PUZ-4, R-PUZ-5, R-PUZ-7: reveal information in a game: the top piece is
// drawn, the benefit taken, the piece placed; completing a row and a column gives two tokens.
#[test]
fn r_puz_1_reveal_information_in_a_game() {
    let (mut app, _, _) = on_a_lead();
    let c = content();
    // Fill the area except the cell above the centre: the next piece completes row 1 and
    // column 2 (R-PUZ-7).
    {
        let mut p = app.world_mut().resource_mut::<Puzzle>();
        for r in 0..5u8 {
            for col in 0..5u8 {
                if (col, r) != (2, 1) && p.grid.get((col, r)).is_none() {
                    p.grid.set(
                        (col, r),
                        Placed {
                            piece: 0,
                            lines: l("NESW"),
                        },
                    );
                }
            }
        }
    }
    let top = *app.world().resource::<Puzzle>().piles[0].last().unwrap();
    reveal(&mut app);
    assert_eq!(app.world().resource::<Pending>().piece, Some(top));
    assert_eq!(app.world().resource::<Puzzle>().piles[0].len(), 7);
    // The benefit of a shift piece: shift a detective (R-PUZ-4).
    let s = view(&mut app, None);
    assert!(matches!(
        s.pending,
        Some(Decision {
            ask: Ask::Benefit {
                pile: Pile::Shift,
                ..
            },
            ..
        })
    ));
    answer(
        &mut app,
        Action::Shift {
            seat: SeatId(1),
            dark: true,
        },
    )
    .unwrap();
    assert_eq!(view(&mut app, None).seats[1].twilight, 1);
    // Place it above the centre, turned so a line reaches down.
    let s = view(&mut app, None);
    let place = rules::legal_actions(&c, &s, SeatId(0))
        .into_iter()
        .find(|a| matches!(a, Action::PlacePiece { col: 2, row: 1, .. }))
        .expect("the piece fits above the centre");
    answer(&mut app, place).unwrap();
    assert!(app.world().resource::<Puzzle>().grid.get((2, 1)).is_some());
    assert_eq!(
        holdings(&mut app, SeatId(0)).conspiracy,
        2,
        "a row and a column"
    );
    assert_eq!(app.world().resource::<Supply>().conspiracy, 10);
}

// R-PUZ-4, R-PUZ-6, R-COMP-7: a favor benefit from the supply; a hit bonus on a suspect; bonuses
// are optional.
#[test]
fn r_puz_6_benefit_and_bonuses() {
    let (mut app, _, _) = on_a_lead();
    let c = content();
    // Put a favor piece with a hit bonus on top of the favor pile and dig there first.
    let hit_piece = c
        .puzzle
        .pieces
        .iter()
        .position(|p| p.pile == Pile::Favor && p.bonuses == vec![Bonus::Hit])
        .unwrap() as u16;
    {
        let mut p = app.world_mut().resource_mut::<Puzzle>();
        p.piles[1].retain(|&i| i != hit_piece);
        p.piles[1].push(hit_piece);
        p.heroes[0] = Some(1);
    }
    reveal(&mut app);
    assert!(matches!(
        view(&mut app, None).pending,
        Some(Decision {
            ask: Ask::Benefit {
                pile: Pile::Favor,
                ..
            },
            ..
        })
    ));
    app.world_mut().resource_mut::<Supply>().favors = [0, 12, 12, 12];
    let err = answer(
        &mut app,
        Action::GainFavor {
            kind: new_angeles::content::FavorType::Corp,
        },
    )
    .unwrap_err();
    assert!(err.contains("R-COMP-7"), "{err}");
    answer(
        &mut app,
        Action::GainFavor {
            kind: new_angeles::content::FavorType::Street,
        },
    )
    .unwrap();
    assert_eq!(holdings(&mut app, SeatId(0)).favors[3], 1);
    answer(&mut app, Action::DiscardPiece).unwrap();
    assert!(matches!(
        view(&mut app, None).pending,
        Some(Decision {
            ask: Ask::Bonus {
                bonus: Bonus::Hit,
                ..
            },
            ..
        })
    ));
    let target = suspects(&mut app)[0].index;
    answer(&mut app, Action::HitBonus { suspect: target }).unwrap();
    assert_eq!(suspects(&mut app)[0].hits, 1);
    assert_eq!(view(&mut app, None).pending, None, "the uncovering is over");
    // After the draw the hero marker goes beside the least valuable pile with pieces.
    assert_eq!(app.world().resource::<Puzzle>().heroes[0], Some(0));
}

// R-PUZ-2: dig deeper moves the hero marker to the next more valuable pile.
#[test]
fn r_puz_2_dig_deeper() {
    let (mut app, kind, owner) = on_a_lead();
    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    let s = view(&mut app, None);
    let to = rules::legal_actions(&content(), &s, s.decider())[0];
    answer(&mut app, to).unwrap();
    let before = view(&mut app, Some(SeatId(0)));
    answer(&mut app, Action::UncoverConspiracy { dig: true }).unwrap();
    assert_eq!(app.world().resource::<Puzzle>().heroes[0], Some(1));
    assert_eq!(view(&mut app, None).pending, None);
    // Said to its player in a notice, where it shows (rounds 46 and 47 of issue 31 found it
    // only in the log), in the player's own words; to nobody else.
    let said = app
        .world()
        .resource::<new_angeles::game::GameLog>()
        .0
        .last()
        .unwrap()
        .text
        .clone();
    let results = [new_angeles::game::CommandResult {
        command: Command {
            seat: SeatId(0),
            action: Action::UncoverConspiracy { dig: true },
        },
        outcome: Ok(said),
    }];
    let after = view(&mut app, Some(SeatId(0)));
    let notes = |me: u8| {
        new_angeles::ui::notices::notices_between(
            &content(),
            &before,
            &after,
            Some(SeatId(me)),
            &results,
        )
    };
    let (mine, others) = (notes(0), notes(1));
    assert!(
        mine.iter().any(|(_, t)| t.starts_with("You dig deeper")),
        "{mine:?}"
    );
    assert!(
        others.iter().all(|(_, t)| !t.contains("dig deeper")),
        "{others:?}"
    );
}

// R-PUZ-4: the shift and baggage benefits are "may": they may be let go; the favor benefit is
// gained. R-PUZ-6: a bonus piece is added to the puzzle — discarding it is refused while it
// fits somewhere (a piece drawn the usual way may still be discarded).
#[test]
fn r_puz_4_benefits_may_be_let_go_and_r_puz_6_bonus_pieces_are_placed() {
    let (mut app, _, _) = on_a_lead();
    let c = content();
    let piece = c
        .puzzle
        .pieces
        .iter()
        .position(|p| p.pile == Pile::Favor && p.bonuses == vec![Bonus::BonusPiece(Pile::Shift)])
        .unwrap() as u16;
    {
        let mut p = app.world_mut().resource_mut::<Puzzle>();
        p.piles[1].retain(|&i| i != piece);
        p.piles[1].push(piece);
        p.heroes[0] = Some(1);
    }
    reveal(&mut app);
    let err = answer(&mut app, Action::SkipBonus).unwrap_err();
    assert!(err.contains("first the game waits"), "{err}");
    answer(
        &mut app,
        Action::GainFavor {
            kind: new_angeles::content::FavorType::Street,
        },
    )
    .unwrap();
    // Drawn the usual way: it may be discarded.
    answer(&mut app, Action::DiscardPiece).unwrap();
    answer(&mut app, Action::DrawBonusPiece).unwrap();
    assert!(app.world().resource::<Pending>().bonus_piece);
    // The bonus shift piece's benefit, let go: nobody shifts.
    let before: Vec<i8> = view(&mut app, None)
        .seats
        .iter()
        .map(|s| s.twilight)
        .collect();
    answer(&mut app, Action::SkipBonus).unwrap();
    let after: Vec<i8> = view(&mut app, None)
        .seats
        .iter()
        .map(|s| s.twilight)
        .collect();
    assert_eq!(before, after);
    assert!(matches!(
        view(&mut app, None).pending,
        Some(Decision {
            ask: Ask::PlacePiece,
            ..
        })
    ));
    let s = view(&mut app, None);
    let place = rules::legal_actions(&c, &s, SeatId(0))
        .into_iter()
        .find(|a| matches!(a, Action::PlacePiece { .. }))
        .expect("a shift piece fits beside the conspiracy");
    let err = answer(&mut app, Action::DiscardPiece).unwrap_err();
    assert!(err.contains("R-PUZ-6"), "{err}");
    answer(&mut app, place).unwrap();
    let Action::PlacePiece { col, row, .. } = place else {
        unreachable!()
    };
    assert!(
        app.world()
            .resource::<Puzzle>()
            .grid
            .get((col, row))
            .is_some()
    );
    assert!(!app.world().resource::<Pending>().bonus_piece);
}
