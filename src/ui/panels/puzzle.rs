//! The conspiracy puzzle (a tab of the side panel): the 5×5 area with every placed piece's lines, the groups on
//! its frame, the three piles with each seat's hero marker, the drawn piece with turn buttons,
//! the cells where it fits lit, click to place, discard, and the links each group has.

use crate::content::{Bonus, Content, Pile, Side};
use crate::game::{Action, Command, Decision, PublicTable};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::model::Ask;
use crate::rules::puzzle::{self, CONSPIRACY, SIZE};
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::{Color32, Pos2, Rect, RichText, Stroke, Vec2, vec2};

/// How the drawn piece is turned.
#[derive(bevy::prelude::Resource, Default)]
pub struct PuzzlePanel {
    /// Quarter turns clockwise.
    pub turns: u8,
    /// The piece the grid was last brought into view for (once a placement: after that the
    /// player scrolls as they like).
    pub shown_for: Option<u32>,
}

/// A cell's side at the least and at the most; the area grows with the panel between them.
const CELL_MIN: f32 = 44.0;
const CELL_MAX: f32 = 66.0;
const FRAME: f32 = 34.0;

/// Where the puzzle area is drawn: its top-left corner and the side of a cell.
#[derive(Clone, Copy)]
struct Area {
    o: Pos2,
    cell: f32,
}

fn rgb(c: (u8, u8, u8)) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

fn side_vec(s: Side) -> Vec2 {
    let (dx, dy) = s.delta();
    vec2(dx as f32, dy as f32)
}

/// How a piece's line ends at one side of its cell: joined to the line of the piece beside it,
/// open (a free cell or the frame beyond: it may be extended), or dead-ended against a piece
/// with no line there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    Joined,
    Open,
    Dead,
}

/// How each line of the piece on `cell` ends (see [`End`]).
fn ends_of(grid: &puzzle::Grid, cell: (u8, u8), lines: [bool; 4]) -> [End; 4] {
    let mut out = [End::Open; 4];
    for s in Side::ALL {
        if !lines[s.index()] {
            continue;
        }
        out[s.index()] = match puzzle::neighbour(cell, s).and_then(|n| grid.get(n)) {
            Some(n) if n.lines[s.opposite().index()] => End::Joined,
            Some(_) => End::Dead,
            None => End::Open,
        };
    }
    out
}

/// The look of a piece: its tile and the ink of its lines.
struct PieceLook {
    tile: Color32,
    ink: Color32,
}

/// A piece drawn as a piece: a bevelled tile, thick lines with a dark rim from its hub to the
/// sides they reach, each end drawn as it is (joined: to the edge; open: to the edge with a
/// ring; dead-ended: stopped by a bar), and a round badge per bonus letter.
fn draw_piece(
    p: &egui::Painter,
    r: Rect,
    lines: [bool; 4],
    ends: [End; 4],
    bonuses: &[Bonus],
    look: &PieceLook,
) {
    let tile = r.shrink(2.0);
    p.rect_filled(tile, 6.0, look.tile);
    // The bevel: light along the top and left, shade along the bottom and right.
    let light = Stroke::new(1.5, Color32::from_white_alpha(40));
    let shade = Stroke::new(1.5, Color32::from_black_alpha(110));
    p.line_segment(
        [
            tile.left_top() + vec2(5.0, 1.0),
            tile.right_top() + vec2(-5.0, 1.0),
        ],
        light,
    );
    p.line_segment(
        [
            tile.left_top() + vec2(1.0, 5.0),
            tile.left_bottom() + vec2(1.0, -5.0),
        ],
        light,
    );
    p.line_segment(
        [
            tile.left_bottom() + vec2(5.0, -1.0),
            tile.right_bottom() + vec2(-5.0, -1.0),
        ],
        shade,
    );
    p.line_segment(
        [
            tile.right_top() + vec2(-1.0, 5.0),
            tile.right_bottom() + vec2(-1.0, -5.0),
        ],
        shade,
    );
    let c = r.center();
    let half = r.width() / 2.0;
    // Lines and marks grow with the cell.
    let k = (r.width() / 46.0).clamp(0.8, 1.5);
    let rim = Color32::from_black_alpha(200);
    let reach = |s: Side| match ends[s.index()] {
        End::Dead => half - 7.0 * k,
        _ => half,
    };
    // The rims first, then the ink over them, so joins stay clean.
    for (w, colour) in [(11.0 * k, rim), (7.0 * k, look.ink)] {
        for s in Side::ALL {
            if lines[s.index()] {
                p.line_segment([c, c + side_vec(s) * reach(s)], Stroke::new(w, colour));
            }
        }
    }
    for s in Side::ALL {
        if !lines[s.index()] {
            continue;
        }
        let v = side_vec(s);
        let across = vec2(-v.y, v.x);
        match ends[s.index()] {
            End::Joined => {}
            End::Open => {
                // An open end: a ring at the edge, where the next piece may carry it on.
                let at = c + v * (half - 7.0 * k);
                p.circle_filled(at, 4.5 * k, look.ink);
                p.circle_stroke(at, 4.5 * k, Stroke::new(1.5, rim));
                p.circle_filled(at, 1.8 * k, rim);
            }
            End::Dead => {
                // A dead end: a bar across the line.
                let at = c + v * (half - 7.0 * k);
                p.line_segment(
                    [at - across * 7.0 * k, at + across * 7.0 * k],
                    Stroke::new(5.0 * k, rim),
                );
                p.line_segment(
                    [at - across * 6.0 * k, at + across * 6.0 * k],
                    Stroke::new(2.5 * k, look.ink),
                );
            }
        }
    }
    p.circle_filled(c, 7.0 * k, look.ink);
    p.circle_stroke(c, 7.0 * k, Stroke::new(1.5, rim));
    for (i, b) in bonuses.iter().enumerate() {
        let tag = match b {
            Bonus::MoveLead(_) => "L",
            Bonus::Hit => "X",
            Bonus::BonusPiece(_) => "+",
            Bonus::HaasLink => "H",
            Bonus::JintekiLink => "J",
        };
        let at = tile.left_top() + vec2(8.0 + i as f32 * 13.0, 8.0);
        p.circle_filled(at, 6.5, Color32::from_rgb(255, 214, 110));
        p.circle_stroke(at, 6.5, Stroke::new(1.0, Color32::BLACK));
        p.text(
            at,
            egui::Align2::CENTER_CENTER,
            tag,
            egui::FontId::proportional(10.0),
            Color32::BLACK,
        );
    }
}

/// A piece's tile by its pile (the pile is also named on hover), and the conspiracy's.
fn piece_look(pile: Option<Pile>) -> PieceLook {
    let tile = match pile {
        None => Color32::from_rgb(110, 36, 36),
        Some(Pile::Shift) => Color32::from_rgb(62, 70, 92),
        Some(Pile::Favor) => Color32::from_rgb(58, 82, 66),
        Some(Pile::Baggage) => Color32::from_rgb(96, 74, 50),
    };
    let ink = match pile {
        None => Color32::from_rgb(250, 206, 90),
        Some(_) => Color32::from_gray(238),
    };
    PieceLook { tile, ink }
}

fn cell_rect(a: Area, (c, r): (u8, u8)) -> Rect {
    Rect::from_min_size(
        a.o + vec2(FRAME + c as f32 * a.cell, FRAME + r as f32 * a.cell),
        vec2(a.cell, a.cell),
    )
}

fn frame_rect(a: Area, side: Side, i: u8) -> Rect {
    let cell = a.cell;
    let i = i as f32 * cell;
    let span = FRAME + SIZE as f32 * cell;
    let (min, size) = match side {
        Side::North => (vec2(FRAME + i, 0.0), vec2(cell, FRAME)),
        Side::South => (vec2(FRAME + i, span), vec2(cell, FRAME)),
        Side::West => (vec2(0.0, FRAME + i), vec2(FRAME, cell)),
        Side::East => (vec2(span, FRAME + i), vec2(FRAME, cell)),
    };
    Rect::from_min_size(a.o + min, size).shrink(1.5)
}

/// A pile's benefit in words (R-PUZ-4).
fn pile_benefit(p: Pile) -> String {
    tr(match p {
        Pile::Shift => "puzzle-benefit-shift",
        Pile::Favor => "puzzle-benefit-favor",
        Pile::Baggage => "puzzle-benefit-baggage",
    })
}

/// What the pointer at `h` is over in the puzzle area drawn at `o` — a group on the frame, the
/// conspiracy, a placed piece, a free cell — and the rule for it.
fn hover_words(
    content: &Content,
    snap: &Snapshot,
    o: Area,
    h: Pos2,
    placing: bool,
) -> Option<String> {
    let defs = &content.puzzle;
    for g in &defs.groups {
        if g.slots
            .iter()
            .any(|&(s, i)| frame_rect(o, s, i).contains(h))
        {
            let value = match g.value {
                crate::content::LinkValue::Favors(f) => tr_args(
                    "puzzle-each-favor",
                    &[("favor", crate::ui::words::favor(f).into())],
                ),
                crate::content::LinkValue::HaasTokens => tr("puzzle-each-haas"),
                crate::content::LinkValue::JintekiTokens => tr("puzzle-each-jinteki"),
            };
            return Some(tr_args(
                "puzzle-group-hover",
                &[
                    ("name", g.name.as_str().into()),
                    ("short", g.short.as_str().into()),
                    ("value", value.into()),
                ],
            ));
        }
    }
    for r in 0..SIZE as u8 {
        for c in 0..SIZE as u8 {
            if !cell_rect(o, (c, r)).contains(h) {
                continue;
            }
            return Some(match snap.puzzle.grid.get((c, r)) {
                Some(p) if p.piece == CONSPIRACY => tr("puzzle-conspiracy-hover"),
                Some(p) => {
                    let pc = &defs.pieces[p.piece as usize];
                    let bonus: Vec<String> = pc
                        .bonuses
                        .iter()
                        .map(|b| crate::ui::words::bonus(content, *b))
                        .collect();
                    let bonus = if bonus.is_empty() {
                        String::new()
                    } else {
                        tr_args(
                            "puzzle-its-bonuses",
                            &[("bonuses", bonus.join(&tr("list-sep")).into())],
                        )
                    };
                    tr_args(
                        "puzzle-piece-hover",
                        &[("pile", pc.pile.name().into()), ("bonus", bonus.into())],
                    )
                }
                None if placing => tr("puzzle-free-cell-placing"),
                None => tr("puzzle-free-cell"),
            });
        }
    }
    None
}

/// The puzzle, drawn into the side panel's tab. `seat` is the seat at this screen that must
/// act now, if any: while it places a piece, the cells where the piece fits are lit.
pub fn puzzle_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    seat: Option<SeatId>,
    panel: &mut PuzzlePanel,
    out: &mut Vec<Command>,
) {
    let placing = seat.filter(|_| {
        matches!(
            snap.pending,
            Some(Decision {
                ask: Ask::PlacePiece,
                ..
            })
        )
    });
    let defs = &content.puzzle;
    // What the grid is for, before the grid (round 29 of issue 31: "an unexplained grid").
    if placing.is_none() {
        ui.label(RichText::new(tr("puzzle-intro")).small());
        ui.add_space(4.0);
    }
    {
        {
            let cell = ((ui.available_width() - 2.0 * FRAME) / SIZE as f32)
                .floor()
                .clamp(CELL_MIN, CELL_MAX);
            let side = 2.0 * FRAME + SIZE as f32 * cell;
            let (resp, painter) = ui.allocate_painter(vec2(side, side), egui::Sense::click());
            // A piece to place: the grid comes into view (round 23 of issue 31: at 1280×720
            // and 150% the question took half the column and the grid lay out of sight).
            let placed = placing.and(snap.piece).map(u32::from);
            if placed.is_some() && panel.shown_for != placed {
                resp.scroll_to_me(Some(egui::Align::Center));
                panel.shown_for = placed;
            }
            let o = Area {
                o: resp.rect.min,
                cell,
            };
            // The groups on the frame.
            for g in &defs.groups {
                for &(s, i) in &g.slots {
                    let fr = frame_rect(o, s, i);
                    painter.rect_filled(fr, 3.0, rgb(g.colour).gamma_multiply(0.55));
                    painter.text(
                        fr.center(),
                        egui::Align2::CENTER_CENTER,
                        &g.short,
                        egui::FontId::proportional(10.0),
                        Color32::WHITE,
                    );
                }
            }
            // The cells and the pieces.
            let piece = snap.piece.map(|i| &defs.pieces[i as usize]);
            let turns = if piece.is_some_and(|p| p.fixed) {
                0
            } else {
                panel.turns % 4
            };
            let hover = resp.hover_pos();
            for r in 0..SIZE as u8 {
                for c in 0..SIZE as u8 {
                    let rect = cell_rect(o, (c, r));
                    painter.rect_filled(rect.shrink(1.0), 3.0, Color32::from_gray(28));
                    painter.rect_stroke(
                        rect.shrink(1.0),
                        3.0,
                        Stroke::new(1.0, Color32::from_gray(44)),
                        egui::StrokeKind::Inside,
                    );
                    if let Some(p) = snap.puzzle.grid.get((c, r)) {
                        let ends = ends_of(&snap.puzzle.grid, (c, r), p.lines);
                        if p.piece == CONSPIRACY {
                            draw_piece(&painter, rect, p.lines, ends, &[], &piece_look(None));
                        } else {
                            let pc = &defs.pieces[p.piece as usize];
                            draw_piece(
                                &painter,
                                rect,
                                p.lines,
                                ends,
                                &pc.bonuses,
                                &piece_look(Some(pc.pile)),
                            );
                        }
                        continue;
                    }
                    // Its place, faint in a corner: the hint and the log name cells by it.
                    painter.text(
                        rect.min + vec2(4.0, 3.0),
                        egui::Align2::LEFT_TOP,
                        format!("{}·{}", c + 1, r + 1),
                        egui::FontId::proportional(9.0),
                        Color32::from_gray(90),
                    );
                    let (Some(me), Some(pc)) = (placing, piece) else {
                        continue;
                    };
                    let a = Action::PlacePiece {
                        col: c,
                        row: r,
                        turns,
                    };
                    if rules::check(content, snap, me, &a).is_err() {
                        continue;
                    }
                    let lit = hover.is_some_and(|h| rect.contains(h));
                    painter.rect_stroke(
                        rect.shrink(2.0),
                        3.0,
                        Stroke::new(
                            if lit { 3.0 } else { 2.0 },
                            Color32::from_rgb(110, 230, 120),
                        ),
                        egui::StrokeKind::Inside,
                    );
                    if lit {
                        let lines = puzzle::turned(pc.lines, turns);
                        draw_piece(
                            &painter,
                            rect,
                            lines,
                            ends_of(&snap.puzzle.grid, (c, r), lines),
                            &pc.bonuses,
                            &PieceLook {
                                tile: Color32::from_rgba_unmultiplied(40, 90, 50, 170),
                                ink: Color32::from_rgb(150, 240, 160),
                            },
                        );
                        if resp.clicked() {
                            out.push(Command {
                                seat: me,
                                action: a,
                            });
                        }
                    }
                }
            }
            // What is under the pointer, with its rule.
            if let Some(h) = hover
                && let Some(tip) = hover_words(content, snap, o, h, placing.is_some())
            {
                resp.clone().on_hover_text_at_pointer(tip);
            }
            // The drawn piece, its turns and the discard.
            if let (Some(pc), Some(_)) = (piece, snap.piece) {
                drawn_piece(ui, content, snap, placing, pc, (cell, turns), (panel, out));
            }
            piles(ui, content, table, snap);
            // Links so far.
            let links = puzzle::links(&snap.puzzle.grid, &defs.groups, &defs.pieces);
            ui.label(RichText::new(tr("puzzle-links")).small().strong());
            for (g, n) in defs.groups.iter().zip(links) {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(format!(" {} ", g.short))
                            .color(Color32::BLACK)
                            .background_color(rgb(g.colour)),
                    );
                    let what = match g.value {
                        crate::content::LinkValue::Favors(f) => tr_args(
                            "puzzle-link-favor",
                            &[
                                ("favor", crate::ui::words::favor(f).into()),
                                ("n", n.into()),
                            ],
                        ),
                        crate::content::LinkValue::HaasTokens => {
                            tr_args("puzzle-link-haas", &[("n", n.into())])
                        }
                        crate::content::LinkValue::JintekiTokens => {
                            tr_args("puzzle-link-jinteki", &[("n", n.into())])
                        }
                    };
                    ui.label(tr_args(
                        "puzzle-link-line",
                        &[
                            ("name", g.name.as_str().into()),
                            ("n", n.into()),
                            ("what", what.into()),
                        ],
                    ));
                });
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr("puzzle-letters")).small());
                crate::ui::help::rules_link(ui, "R-PUZ");
            });
        }
    }
}

/// One choice of a shift piece's benefit (R-PUZ-4) in words: the button's text (whose marker,
/// which way, from where to where on the track) and a hover line saying what the numbers are.
pub fn shift_choice_words(
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    chooser: SeatId,
    target: SeatId,
    dark: bool,
) -> (String, String) {
    use crate::ui::panels::hand::track_words;
    let at = snap.seats[target].twilight;
    let end = crate::rules::investigation::twilight_end(content, snap.seats[target].detective);
    let to = (at + if dark { 1 } else { -1 }).clamp(-end, end);
    let way = if dark { "dark" } else { "light" };
    let who = if target == chooser {
        tr("puzzle-shift-yourself")
    } else {
        crate::ui::panels::hand::seat_name(content, table, target)
    };
    let own = if target == chooser { "yes" } else { "no" };
    let button = if to == at {
        tr_args(
            "puzzle-shift-stays",
            &[
                ("way", way.into()),
                ("who", who.as_str().into()),
                ("at", track_words(at, end).into()),
            ],
        )
    } else {
        tr_args(
            "puzzle-shift-moves",
            &[
                ("way", way.into()),
                ("who", who.as_str().into()),
                ("from", track_words(at, end).into()),
                ("to", track_words(to, end).into()),
            ],
        )
    };
    let tip = tr_args(
        "puzzle-shift-hover",
        &[
            ("own", own.into()),
            ("who", who.as_str().into()),
            ("at", track_words(at, end).into()),
            ("end", end.into()),
            ("way", way.into()),
            ("stays", if to == at { "yes" } else { "no" }.into()),
        ],
    );
    (button, tip)
}

/// The drawn piece as turned, its bonuses, and while placing it the turns and the discard.
fn drawn_piece(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    placing: Option<SeatId>,
    pc: &crate::content::Piece,
    (cell, turns): (f32, u8),
    (panel, out): (&mut PuzzlePanel, &mut Vec<Command>),
) {
    // The drawn piece, its turns and the discard.
    {
        ui.separator();
        ui.horizontal(|ui| {
            let (r, p) = ui.allocate_painter(vec2(cell * 1.2, cell * 1.2), egui::Sense::hover());
            draw_piece(
                &p,
                r.rect,
                puzzle::turned(pc.lines, turns),
                [End::Open; 4],
                &pc.bonuses,
                &piece_look(Some(pc.pile)),
            );
            ui.vertical(|ui| {
                ui.label(
                    RichText::new(tr_args("puzzle-drawn", &[("pile", pc.pile.name().into())]))
                        .strong(),
                );
                let bonus: Vec<String> = pc
                    .bonuses
                    .iter()
                    .map(|b| crate::ui::words::bonus(content, *b))
                    .collect();
                if !bonus.is_empty() {
                    ui.label(
                        RichText::new(tr_args(
                            "puzzle-bonuses",
                            &[("bonuses", bonus.join(&tr("list-sep")).into())],
                        ))
                        .small(),
                    );
                }
            });
        });
        if let Some(me) = placing {
            ui.horizontal_wrapped(|ui| {
                let turnable = !pc.fixed;
                if ui
                    .add_enabled(turnable, egui::Button::new(tr("puzzle-turn-left")))
                    .clicked()
                {
                    panel.turns = (panel.turns + 3) % 4;
                }
                if ui
                    .add_enabled(turnable, egui::Button::new(tr("puzzle-turn-right")))
                    .clicked()
                {
                    panel.turns = (panel.turns + 1) % 4;
                }
                let discard = rules::check(content, snap, me, &Action::DiscardPiece);
                let b = ui.add_enabled(discard.is_ok(), egui::Button::new(tr("piece-discard")));
                let b = match &discard {
                    Ok(_) => b.on_hover_text(tr("puzzle-discard-hover")),
                    Err(why) => b.on_disabled_hover_text(crate::i18n::say(content, why)),
                };
                if b.clicked() {
                    out.push(Command {
                        seat: me,
                        action: Action::DiscardPiece,
                    });
                }
            });
            let fits = rules::legal_actions(content, snap, me)
                .iter()
                .any(|a| matches!(a, Action::PlacePiece { .. }));
            let note = if pc.fixed {
                tr("puzzle-fixed")
            } else {
                String::new()
            };
            let how = tr(if fits {
                "puzzle-green-cells"
            } else {
                "puzzle-fits-nowhere"
            });
            ui.label(RichText::new(format!("{note}{how}")).small());
        }
    }
}

/// The piles, from least to most valuable, with the hero markers beside them.
fn piles(ui: &mut egui::Ui, content: &Content, table: &PublicTable, snap: &Snapshot) {
    ui.separator();
    // The piles and the hero markers beside them.
    ui.horizontal_wrapped(|ui| {
        for (p, pile) in Pile::ALL.iter().enumerate() {
            let tip = tr_args(
                "puzzle-pile-hover",
                &[
                    ("pile", crate::ui::words::pile(*pile).into()),
                    ("n", snap.puzzle.counts()[p].into()),
                    ("benefit", pile_benefit(*pile).into()),
                ],
            );
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.vertical(|ui| {
                    let name = tr(&format!("puzzle-pile-{}", pile.name()));
                    ui.label(
                        RichText::new(format!("{name} ({})", snap.puzzle.counts()[p])).strong(),
                    )
                    .on_hover_text(tip);
                    ui.horizontal_wrapped(|ui| {
                        for (s, h) in snap.puzzle.heroes.iter().enumerate() {
                            if *h == Some(p) {
                                let d = &content.detectives[table.seats[s].detective].def;
                                ui.label(
                                    RichText::new(format!(" {} ", d.initials))
                                        .color(Color32::BLACK)
                                        .background_color(rgb(d.color)),
                                )
                                .on_hover_text(tr_args(
                                    "puzzle-hero-of",
                                    &[("who", d.name.as_str().into())],
                                ));
                            }
                        }
                    });
                });
            });
        }
    });
    ui.label(RichText::new(tr("puzzle-piles-note")).small());
}
