//! The conspiracy puzzle's pure rules (R-PUZ-2…9): placement, completed lines, links, and
//! where the hero markers stand beside the piles.

use crate::content::{Bonus, GroupDef, LinkValue, Piece, Side};
use crate::ids::SeatId;
use crate::model::Msg;

pub use crate::model::{CENTRE, CONSPIRACY, Grid, Placed, SIZE};

/// The cell beside `cell` toward `side`, if it lies inside the area.
pub fn neighbour((c, r): (u8, u8), side: Side) -> Option<(u8, u8)> {
    let (dc, dr) = side.delta();
    let (nc, nr) = (c as i8 + dc, r as i8 + dr);
    ((0..SIZE as i8).contains(&nc) && (0..SIZE as i8).contains(&nr)).then_some((nc as u8, nr as u8))
}

/// A piece's lines turned clockwise by `turns` quarter turns (D-6).
pub fn turned(lines: [bool; 4], turns: u8) -> [bool; 4] {
    let mut out = [false; 4];
    for (i, &l) in lines.iter().enumerate() {
        out[(i + turns as usize) % 4] = l;
    }
    out
}

/// R-PUZ-5: whether a piece with `lines` may go on `cell`: inside the area, on a free cell,
/// touching a placed piece and extending at least one of its lines (dead-ending others is
/// allowed).
pub fn check_placement(grid: &Grid, cell: (u8, u8), lines: [bool; 4]) -> Result<(), Msg> {
    if cell.0 as usize >= SIZE || cell.1 as usize >= SIZE {
        return Err(Msg::new("refuse-piece-outside"));
    }
    if grid.get(cell).is_some() {
        return Err(Msg::new("refuse-cell-taken"));
    }
    let mut touches = false;
    for side in Side::ALL {
        let Some(n) = neighbour(cell, side).and_then(|n| grid.get(n)) else {
            continue;
        };
        touches = true;
        if lines[side.index()] && n.lines[side.opposite().index()] {
            return Ok(());
        }
    }
    if touches {
        Err(Msg::new("refuse-piece-no-line"))
    } else {
        Err(Msg::new("refuse-piece-alone"))
    }
}

/// Every legal (cell, quarter turns) for a piece; empty means it must be discarded.
pub fn legal_placements(grid: &Grid, piece: &Piece) -> Vec<((u8, u8), u8)> {
    let turns: &[u8] = if piece.fixed { &[0] } else { &[0, 1, 2, 3] };
    let mut out = Vec::new();
    for r in 0..SIZE as u8 {
        for c in 0..SIZE as u8 {
            for &t in turns {
                let lines = turned(piece.lines, t);
                // Symmetric turns give the same lines: list each shape once.
                if turns
                    .iter()
                    .take_while(|&&u| u < t)
                    .any(|&u| turned(piece.lines, u) == lines)
                {
                    continue;
                }
                if check_placement(grid, (c, r), lines).is_ok() {
                    out.push(((c, r), t));
                }
            }
        }
    }
    out
}

/// R-PUZ-7: how many rows, columns and centre diagonals the piece just placed on `cell`
/// completed.
pub fn completed_lines(grid: &Grid, (c, r): (u8, u8)) -> u8 {
    let n = SIZE as u8;
    let full = |cell: &dyn Fn(u8) -> (u8, u8)| (0..n).all(|i| grid.get(cell(i)).is_some());
    let lines = [
        full(&|x| (x, r)),
        full(&|y| (c, y)),
        c == r && full(&|i| (i, i)),
        c + r == n - 1 && full(&|i| (i, n - 1 - i)),
    ];
    lines.iter().filter(|&&l| l).count() as u8
}

/// The frame place a line leaving `cell` toward `side` reaches, if it leaves the area.
fn frame_place((c, r): (u8, u8), side: Side) -> Option<(Side, u8)> {
    if neighbour((c, r), side).is_some() {
        return None;
    }
    Some(match side {
        Side::North | Side::South => (side, c),
        Side::East | Side::West => (side, r),
    })
}

/// What an unbroken line from one side of the conspiracy piece reaches: frame places and
/// pieces.
type Reached = (Vec<(Side, u8)>, Vec<u16>);

fn reach_from(grid: &Grid, side: Side) -> Reached {
    let mut frame = Vec::new();
    let mut pieces = Vec::new();
    let Some(start) = neighbour(CENTRE, side) else {
        return (frame, pieces);
    };
    let connected = |cell: (u8, u8), toward: Side| {
        grid.get(cell)
            .is_some_and(|p| p.lines[toward.index()] && p.piece != CONSPIRACY)
    };
    if !connected(start, side.opposite()) {
        return (frame, pieces);
    }
    let mut seen = vec![start];
    let mut todo = vec![start];
    while let Some(cell) = todo.pop() {
        let p = grid.get(cell).expect("visited cells hold pieces");
        pieces.push(p.piece);
        for s in Side::ALL {
            if !p.lines[s.index()] {
                continue;
            }
            match neighbour(cell, s) {
                None => frame.extend(frame_place(cell, s)),
                Some(n) if !seen.contains(&n) && connected(n, s.opposite()) => {
                    seen.push(n);
                    todo.push(n);
                }
                Some(_) => {}
            }
        }
    }
    (frame, pieces)
}

/// R-PUZ-8: the links of each group (indexed as `groups`), 0 to 4: one per side of the
/// conspiracy piece whose lines reach the group — a frame place of it, or for Haas-Bioroid and
/// Jinteki a piece with their link bonus.
pub fn links(grid: &Grid, groups: &[GroupDef], pieces: &[Piece]) -> Vec<u8> {
    let reached: Vec<Reached> = Side::ALL.iter().map(|&s| reach_from(grid, s)).collect();
    let carries = |ids: &[u16], bonus: Bonus| {
        ids.iter().any(|&i| {
            pieces
                .get(i as usize)
                .is_some_and(|p| p.bonuses.contains(&bonus))
        })
    };
    groups
        .iter()
        .map(|g| {
            reached
                .iter()
                .filter(|(frame, ids)| {
                    frame.iter().any(|f| g.slots.contains(f))
                        || (g.value == LinkValue::HaasTokens && carries(ids, Bonus::HaasLink))
                        || (g.value == LinkValue::JintekiTokens && carries(ids, Bonus::JintekiLink))
                })
                .count() as u8
        })
        .collect()
}

/// R-PUZ-2: the pile a hero marker beside `from` digs deeper to: the next more valuable pile
/// that still has pieces.
pub fn dig_target(counts: [usize; 3], from: usize) -> Option<usize> {
    (from + 1..3).find(|&p| counts[p] > 0)
}

/// R-PUZ-3: the hero markers after `seat` drew from pile `drawn` (counts after the draw;
/// `seat` is `None` for a bonus piece, which moves no marker of its own).
/// The drawer goes beside the least valuable pile with pieces; markers beside a pile the draw
/// emptied move to the next more valuable pile with pieces, or else the next less valuable;
/// with every pile empty all markers leave (`None`).
pub fn after_draw(
    heroes: &[Option<usize>],
    counts: [usize; 3],
    seat: Option<SeatId>,
    drawn: usize,
) -> Vec<Option<usize>> {
    let least = (0..3).find(|&p| counts[p] > 0);
    heroes
        .iter()
        .enumerate()
        .map(|(i, &h)| {
            least?;
            if seat.is_some_and(|s| s.index() == i) {
                return least;
            }
            match h {
                Some(p) if p == drawn && counts[p] == 0 => (p + 1..3)
                    .find(|&q| counts[q] > 0)
                    .or_else(|| (0..p).rev().find(|&q| counts[q] > 0)),
                other => other,
            }
        })
        .collect()
}
