//! The conspiracy puzzle (a tab of the side panel): the 5×5 area with every placed piece's lines, the groups on
//! its frame, the three piles with each seat's hero marker, the drawn piece with turn buttons,
//! the cells where it fits lit, click to place, discard, and the links each group has.

use crate::content::{Bonus, Content, Pile, Side};
use crate::game::{Action, Command, Decision, Table};
use crate::ids::*;
use crate::model::Ask;
use crate::rules::puzzle::{self, CONSPIRACY, SIZE};
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::{Color32, Pos2, Rect, RichText, Stroke, Vec2, vec2};

/// How the drawn piece is turned.
#[derive(bevy::prelude::Resource, Default)]
pub struct PuzzlePanel {
    pub turns: u8,
}

const CELL: f32 = 46.0;
const FRAME: f32 = 34.0;

fn rgb(c: (u8, u8, u8)) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

fn side_vec(s: Side) -> Vec2 {
    let (dx, dy) = s.delta();
    vec2(dx as f32, dy as f32)
}

/// A piece's lines from its centre to the sides it reaches, and a letter per bonus.
fn draw_piece(p: &egui::Painter, r: Rect, lines: [bool; 4], bonuses: &[Bonus], colour: Color32) {
    let c = r.center();
    for s in Side::ALL {
        if lines[s.index()] {
            p.line_segment(
                [c, c + side_vec(s) * (r.width() / 2.0)],
                Stroke::new(5.0, colour),
            );
        }
    }
    p.circle_filled(c, 4.5, colour);
    let tags: String = bonuses
        .iter()
        .map(|b| match b {
            Bonus::MoveLead(_) => 'L',
            Bonus::Hit => 'X',
            Bonus::BonusPiece(_) => '+',
            Bonus::HaasLink => 'H',
            Bonus::JintekiLink => 'J',
        })
        .collect();
    if !tags.is_empty() {
        p.text(
            r.left_top() + vec2(3.0, 2.0),
            egui::Align2::LEFT_TOP,
            tags,
            egui::FontId::monospace(10.0),
            Color32::from_rgb(255, 220, 120),
        );
    }
}

fn cell_rect(origin: Pos2, (c, r): (u8, u8)) -> Rect {
    Rect::from_min_size(
        origin + vec2(FRAME + c as f32 * CELL, FRAME + r as f32 * CELL),
        vec2(CELL, CELL),
    )
}

fn frame_rect(origin: Pos2, side: Side, i: u8) -> Rect {
    let i = i as f32 * CELL;
    let span = FRAME + SIZE as f32 * CELL;
    let (min, size) = match side {
        Side::North => (vec2(FRAME + i, 0.0), vec2(CELL, FRAME)),
        Side::South => (vec2(FRAME + i, span), vec2(CELL, FRAME)),
        Side::West => (vec2(0.0, FRAME + i), vec2(FRAME, CELL)),
        Side::East => (vec2(span, FRAME + i), vec2(FRAME, CELL)),
    };
    Rect::from_min_size(origin + min, size).shrink(1.5)
}

/// A pile's benefit in words (R-PUZ-4).
fn pile_benefit(p: Pile) -> &'static str {
    match p {
        Pile::Shift => "light- or dark-shift any one player one space",
        Pile::Favor => "gain one normal favor of your choice",
        Pile::Baggage => "one good or bad baggage on any player's plot",
    }
}

/// What the pointer at `h` is over in the puzzle area drawn at `o` — a group on the frame, the
/// conspiracy, a placed piece, a free cell — and the rule for it.
fn hover_words(
    content: &Content,
    snap: &Snapshot,
    o: Pos2,
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
                crate::content::LinkValue::Favors(f) => format!("each {} favor", f.name()),
                crate::content::LinkValue::HaasTokens => "each Haas token".into(),
                crate::content::LinkValue::JintekiTokens => "each Jinteki token".into(),
            };
            return Some(format!(
                "{} ({}): a group on the frame. An unbroken line from it to a side of the conspiracy is a link, up to 4 (R-PUZ-8); at the close each link makes {value} worth 1 VP more (R-PUZ-9).",
                g.name, g.short
            ));
        }
    }
    for r in 0..SIZE as u8 {
        for c in 0..SIZE as u8 {
            if !cell_rect(o, (c, r)).contains(h) {
                continue;
            }
            return Some(match snap.puzzle.grid.get((c, r)) {
                Some(p) if p.piece == CONSPIRACY => "The conspiracy, fixed at the centre (R-COMP-4). Lines from a group reaching its sides are links (R-PUZ-8).".into(),
                Some(p) => {
                    let pc = &defs.pieces[p.piece as usize];
                    let bonus: Vec<String> = pc.bonuses.iter().map(|b| b.words()).collect();
                    let bonus = if bonus.is_empty() {
                        String::new()
                    } else {
                        format!(" Its bonuses: {} (R-PUZ-6).", bonus.join(", "))
                    };
                    format!(
                        "A {} piece.{bonus} A new piece must touch a placed one and extend one of its lines (R-PUZ-5).",
                        pc.pile.name()
                    )
                }
                None if placing => "A free cell: a green ring means the drawn piece fits here as turned; click to place it (R-PUZ-5). A row, column or centre diagonal completed gives a conspiracy token, 4 VP (R-PUZ-7).".into(),
                None => "A free cell. A row, column or centre diagonal completed gives a conspiracy token, 4 VP (R-PUZ-7).".into(),
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
    table: &Table,
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
    {
        {
            let side = 2.0 * FRAME + SIZE as f32 * CELL;
            let (resp, painter) = ui.allocate_painter(vec2(side, side), egui::Sense::click());
            let o = resp.rect.min;
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
                    painter.rect_filled(rect.shrink(1.0), 2.0, Color32::from_gray(32));
                    if let Some(p) = snap.puzzle.grid.get((c, r)) {
                        if p.piece == CONSPIRACY {
                            painter.rect_filled(
                                rect.shrink(3.0),
                                4.0,
                                Color32::from_rgb(90, 30, 30),
                            );
                            draw_piece(
                                &painter,
                                rect,
                                p.lines,
                                &[],
                                Color32::from_rgb(240, 200, 80),
                            );
                        } else {
                            let bonuses = &defs.pieces[p.piece as usize].bonuses;
                            draw_piece(&painter, rect, p.lines, bonuses, Color32::from_gray(225));
                        }
                        continue;
                    }
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
                        draw_piece(
                            &painter,
                            rect,
                            puzzle::turned(pc.lines, turns),
                            &pc.bonuses,
                            Color32::from_rgba_unmultiplied(120, 230, 130, 150),
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
            if let (Some(pc), Some(i)) = (piece, snap.piece) {
                ui.separator();
                ui.horizontal(|ui| {
                    let (r, p) = ui.allocate_painter(vec2(CELL, CELL), egui::Sense::hover());
                    p.rect_filled(r.rect.shrink(1.0), 2.0, Color32::from_gray(40));
                    draw_piece(
                        &p,
                        r.rect,
                        puzzle::turned(pc.lines, turns),
                        &pc.bonuses,
                        Color32::WHITE,
                    );
                    ui.vertical(|ui| {
                        ui.label(
                            RichText::new(format!("Drawn: {} piece", pc.pile.name())).strong(),
                        );
                        let bonus: Vec<String> = pc.bonuses.iter().map(|b| b.words()).collect();
                        if !bonus.is_empty() {
                            ui.label(
                                RichText::new(format!("Bonuses: {}", bonus.join(", "))).small(),
                            );
                        }
                        let _ = i;
                    });
                });
                if let Some(me) = placing {
                    ui.horizontal_wrapped(|ui| {
                        let turnable = !pc.fixed;
                        if ui
                            .add_enabled(turnable, egui::Button::new("Turn left"))
                            .clicked()
                        {
                            panel.turns = (panel.turns + 3) % 4;
                        }
                        if ui
                            .add_enabled(turnable, egui::Button::new("Turn right"))
                            .clicked()
                        {
                            panel.turns = (panel.turns + 1) % 4;
                        }
                        let discard = rules::check(content, snap, me, &Action::DiscardPiece);
                        let b =
                            ui.add_enabled(discard.is_ok(), egui::Button::new("Discard the piece"));
                        let b = match &discard {
                            Ok(_) => b.on_hover_text("Its bonuses still follow (R-PUZ-6)."),
                            Err(why) => b.on_disabled_hover_text(why.clone()),
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
                        "This piece is fixed: it cannot be turned (D-6). "
                    } else {
                        ""
                    };
                    let how = if fits {
                        "Green cells: where it fits turned as shown; click one to place it."
                    } else {
                        "It fits nowhere, however turned: discard it (R-PUZ-5)."
                    };
                    ui.label(RichText::new(format!("{note}{how}")).small());
                }
            }
            ui.separator();
            // The piles and the hero markers beside them.
            ui.horizontal_wrapped(|ui| {
                for (p, pile) in Pile::ALL.iter().enumerate() {
                    let tip = format!("The {} pile: {} pieces left. Reveal information draws from the pile beside your hero marker (R-PUZ-3); dig deeper moves the marker to the next more valuable pile (R-PUZ-2). Its benefit: {} (R-PUZ-4).", pile.name(), snap.puzzle.counts()[p], pile_benefit(*pile));
                    egui::Frame::group(ui.style()).show(ui, |ui| {
                        ui.vertical(|ui| {
                            ui.label(RichText::new(format!("{} ({})", pile.name(), snap.puzzle.counts()[p])).strong()).on_hover_text(tip);
                            ui.horizontal_wrapped(|ui| {
                                for (s, h) in snap.puzzle.heroes.iter().enumerate() {
                                    if *h == Some(p) {
                                        let d = &content.detectives[table.seats[s].detective].def;
                                        ui.label(RichText::new(format!(" {} ", d.initials)).color(Color32::BLACK).background_color(rgb(d.color)))
                                            .on_hover_text(format!("{}'s hero marker", d.name));
                                    }
                                }
                            });
                        });
                    });
                }
            });
            ui.label(
                RichText::new(
                    "Piles from least to most valuable; your hero marker says where you draw.",
                )
                .small(),
            );
            // Links so far.
            let links = puzzle::links(&snap.puzzle.grid, &defs.groups, &defs.pieces);
            ui.label(
                RichText::new("Links (one per side of the conspiracy reached, up to 4):")
                    .small()
                    .strong(),
            );
            for (g, n) in defs.groups.iter().zip(links) {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(format!(" {} ", g.short))
                            .color(Color32::BLACK)
                            .background_color(rgb(g.colour)),
                    );
                    let what = match g.value {
                        crate::content::LinkValue::Favors(f) => {
                            format!("each {} favor +{n} VP", f.name())
                        }
                        crate::content::LinkValue::HaasTokens => {
                            format!("each Haas token +{n} VP (via H pieces)")
                        }
                        crate::content::LinkValue::JintekiTokens => {
                            format!("each Jinteki token +{n} VP (via J pieces)")
                        }
                    };
                    ui.label(format!("{}: {n} link(s) — {what}", g.name));
                });
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new("Letters on pieces: L move a lead · X hit · + bonus piece · H Haas link · J Jinteki link.").small());
                crate::ui::help::rules_link(ui, "R-PUZ");
            });
        }
    }
}
