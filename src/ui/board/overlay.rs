//! What lies on the board's own area in egui: the *Fit the board* button in its corner, and
//! what the board says on hover (a location, an NPC marker).

use crate::rules::MoveOption;
use crate::ui::board::HoveredNpc;
use crate::ui::board::frame::BoardView;
use crate::ui::board::input::{Hovered, InReach, Ruler, RulerState, cost_words, lead_reach_words};
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::panels::tooltips::{location_tooltip, npc_tooltip};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// What lies on the board's area in egui: the *Fit the board* button and the hover.
pub struct BoardOverlayPlugin;

impl Plugin for BoardOverlayPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(EguiPrimaryContextPass, overlay.in_set(TableSet::Board));
    }
}

fn overlay(
    mut contexts: EguiContexts,
    view: crate::ui::viewer::TableRead,
    layout: Res<TableLayout>,
    mut board: ResMut<BoardView>,
    hovered: Res<Hovered>,
    hovered_npc: Res<HoveredNpc>,
    ruler: Res<Ruler>,
    mut highlight: ResMut<crate::ui::board::BoardHighlight>,
    mut rest: Local<HoverRest>,
    frames: Res<bevy::diagnostic::FrameCount>,
    reach: Res<InReach>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    // The first frame of a table (from the menu, or a load): the pointer rests where the
    // button that opened it was, and the place under it waits until it moves.
    if frames.0.wrapping_sub(rest.frame) > 1 {
        rest.dropped_at = ctx.pointer_hover_pos();
    }
    rest.frame = frames.0;
    let rested = rest.rested(&ctx, ruler.0.is_some(), (hovered.0, hovered_npc.0));
    // A prompt's words naming a place, under the pointer: the place lights up.
    let lit = crate::ui::board::take_lit_on_hover(&ctx);
    if !lit.is_empty() {
        highlight.0.extend(lit);
    }
    // Over a window, the pause menu, the Case Closed panel or the hand-off cover (egui's
    // areas as last drawn), the board neither lights what is under the pointer nor takes a
    // click.
    let over_ui = ctx.is_pointer_over_egui();
    ctx.data_mut(|d| d.insert_temp(egui::Id::new(BOARD_RIGHT), layout.board.max.x));
    // Only once the player has zoomed or panned: a fitted board needs no button over its
    // corner (where it would hide a piece or the column letters).
    let fit = board.user_framed.then(|| {
        egui::Area::new("fit".into())
            .fixed_pos(egui::pos2(
                layout.board.max.x - 112.0,
                layout.board.min.y + 8.0,
            ))
            .show(&ctx, |ui| {
                if ui
                    .button(crate::i18n::tr("board-fit"))
                    .on_hover_text(crate::i18n::tr("board-fit-hover"))
                    .clicked()
                {
                    board.user_framed = false;
                    board.fit();
                }
            })
    });
    // The board ignores the pointer over the button and over every window, menu or cover: their
    // rects (not whether the pointer was over one in this frame, which a press straight from a
    // panel onto the board would still carry next frame). An open modal covers it all.
    board.blocked = fit
        .map(|f| layout.to_logical(f.response.rect))
        .into_iter()
        .collect();
    let quiet = [
        egui::Id::new("notices"),
        egui::Id::new("hover"),
        egui::Id::new("ruler-hover"),
        egui::Id::new("fit"),
    ];
    let (modal, areas) = ctx.memory(|m| {
        let areas: Vec<egui::Rect> = m
            .layer_ids()
            .filter(|l| {
                !matches!(l.order, egui::Order::Background | egui::Order::Tooltip)
                    && !quiet.contains(&l.id)
                    && m.areas().is_visible(l)
            })
            .filter_map(|l| m.area_rect(l.id))
            .collect();
        (m.top_modal_layer().is_some(), areas)
    });
    if modal {
        board.blocked.push(layout.to_logical(layout.board));
    }
    board
        .blocked
        .extend(areas.into_iter().map(|r| layout.to_logical(r)));
    if over_ui {
        return Ok(());
    }
    let snap = view.public();
    // Under the hand-off cover the board says nothing.
    if crate::ui::viewer::cover_for(&view).is_some() {
        return Ok(());
    }
    // While the ruler is out, the place under the pointer says what moving there will cost
    // and bring, before the player lets go and pays.
    if let (Some(r), Some(loc)) = (&ruler.0, hovered.0)
        && let Some((o, notes)) = r.option(loc)
    {
        ruler_tooltip(&ctx, &view.content, r, o, notes);
        return Ok(());
    }
    // A place the ruler does not light: said in a line before the player lets go (not the
    // place's whole card over the ruler).
    if let (Some(r), Some(loc)) = (&ruler.0, hovered.0) {
        if loc != r.from {
            // The rules' own reason (the Beanstalk entered at an end, a restricted place, a
            // murder's rule, …), else too far or not Time enough.
            let to = if r.dropship {
                crate::game::Action::Dropship { to: loc }
            } else {
                crate::game::Action::Move { to: loc }
            };
            let why = crate::rules::check(&view.content, view.view.of(Some(r.seat)), r.seat, &to)
                .err()
                .map(|m| crate::i18n::say(&view.content, &m));
            // The way there when it is only too far: the lit place to go first, lit brighter.
            let way = (!r.dropship)
                .then(|| {
                    crate::rules::way_toward(&view.content, view.view.of(Some(r.seat)), r.seat, loc)
                })
                .flatten();
            if let Some((first, ..)) = way {
                crate::ui::board::light_places(&ctx, &[first]);
            }
            out_of_reach_tooltip(&ctx, &view.content, loc, why.as_deref(), way, r.time);
        }
        return Ok(());
    }
    // A lead within reach under the pointer: what a click on it takes, at once (the ring
    // asks for it).
    if let Some((l, _)) = reach.hovered {
        // The Time left is public (the clock in the top bar).
        let time = view.view.public().clock.time;
        ruler_hover(&ctx, |ui| {
            ui.label(egui::RichText::new(crate::i18n::tr("board-reach-title")).strong());
            ui.label(lead_reach_words(&view.content, &l, time));
            // What it is for: the evidence's file, on the viewer's guilty hunch.
            let own = view.view.of(view.view.looking);
            if let Some(words) = crate::ui::board::input::lead_use_words(&view.content, own, l.kind)
            {
                ui.label(egui::RichText::new(words).small());
            }
        });
        return Ok(());
    }
    if !rested {
        return Ok(());
    }
    if let Some(npc) = hovered_npc.0 {
        npc_tooltip(&ctx, &view.content, snap, npc);
    } else if let Some(loc) = hovered.0 {
        // What a click there does, on the viewer's turn (round 52 of issue 31 clicked the
        // hint's place and nothing happened).
        let go = view.view.looking.and_then(|me| {
            crate::ui::board::input::click_words(&view.content, view.view.of(Some(me)), me, loc)
        });
        location_tooltip(&ctx, &view.content, loc, snap, view.view.looking, go);
    }
    Ok(())
}

/// How long the pointer rests on a place or a marker before its card shows, in seconds: a
/// pointer crossing the board does not flash cards over it.
const REST: f64 = 0.35;

/// What the pointer rests on, since when, and where a ruler was let go or a click made (no
/// card there until the pointer moves: the place just moved to need not cover the board).
#[derive(Default)]
struct HoverRest {
    on: Option<(
        Option<crate::content::LocId>,
        Option<crate::content::NpcRef>,
    )>,
    since: f64,
    ruler_out: bool,
    dropped_at: Option<egui::Pos2>,
    /// The frame this last ran in.
    frame: u32,
}

impl HoverRest {
    /// Whether the hover's card may show this frame.
    fn rested(
        &mut self,
        ctx: &egui::Context,
        ruler_out: bool,
        on: (
            Option<crate::content::LocId>,
            Option<crate::content::NpcRef>,
        ),
    ) -> bool {
        let now = ctx.input(|i| i.time);
        let pointer = ctx.pointer_hover_pos();
        // After a ruler is let go, or a click anywhere (a button that started the game or
        // took the seat, say), no card until the pointer moves: the place under a resting
        // pointer need not cover the board (round 36).
        let clicked = ctx.input(|i| i.pointer.any_pressed() || i.pointer.any_released());
        if (self.ruler_out && !ruler_out) || clicked {
            self.dropped_at = pointer;
        }
        self.ruler_out = ruler_out;
        if let (Some(at), Some(p)) = (self.dropped_at, pointer)
            && at.distance(p) > 4.0
        {
            self.dropped_at = None;
        }
        if self.on != Some(on) {
            self.on = Some(on);
            self.since = now;
        }
        if self.dropped_at.is_some() || (on.0.is_none() && on.1.is_none()) {
            return false;
        }
        let waited = now - self.since;
        if waited < REST {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(REST - waited));
            return false;
        }
        true
    }
}

/// Where egui keeps the board's right edge this frame (the hovers keep left of it).
const BOARD_RIGHT: &str = "board_right";
/// A hover box's width at most, its frame included.
const HOVER_WIDTH: f32 = 336.0;

/// A small popup beside the pointer while the ruler is out (the one Area both ruler hovers
/// use).
fn ruler_hover(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    let Some(pos) = ctx.pointer_hover_pos() else {
        return;
    };
    // Kept over the board: near its right edge the box opens to the pointer's left (round 48
    // of issue 31: it lay over the side column's buttons).
    let right = ctx
        .data(|d| d.get_temp::<f32>(egui::Id::new(BOARD_RIGHT)))
        .unwrap_or(f32::INFINITY);
    let (at, pivot) = if pos.x + 16.0 + HOVER_WIDTH > right {
        (pos + egui::vec2(-16.0, 16.0), egui::Align2::RIGHT_TOP)
    } else {
        (pos + egui::vec2(16.0, 16.0), egui::Align2::LEFT_TOP)
    };
    egui::Area::new("ruler-hover".into())
        .pivot(pivot)
        .fixed_pos(at)
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(HOVER_WIDTH - 16.0);
                add(ui);
            });
        });
}

/// The hover of a place the ruler does not reach (too far, or not Time enough).
fn out_of_reach_tooltip(
    ctx: &egui::Context,
    content: &crate::content::Content,
    loc: crate::content::LocId,
    why: Option<&str>,
    way: Option<(crate::content::LocId, u32, usize)>,
    left: u8,
) {
    ruler_hover(ctx, |ui| {
        ui.label(egui::RichText::new(content.map.label(loc)).strong());
        // A way the Time left pays: letting go goes there (round 52 of issue 31).
        if let Some((_, time, moves)) = way.filter(|w| w.1 <= u32::from(left)) {
            ui.label(crate::i18n::tr_args(
                "board-way-go",
                &[
                    ("moves", moves.into()),
                    ("time", time.into()),
                    ("left", left.into()),
                ],
            ));
            return;
        }
        let words = match why {
            Some(why) => crate::i18n::tr_args(
                "board-out-of-reach",
                &[(
                    "why",
                    crate::rules::words::plain(why)
                        .trim_end_matches('.')
                        .to_string()
                        .into(),
                )],
            ),
            None => crate::i18n::tr("board-out-of-reach-ruler"),
        };
        ui.label(egui::RichText::new(words).color(crate::ui::theme::RED));
        if let Some((first, time, moves)) = way {
            ui.label(crate::i18n::tr_args(
                "board-way-toward",
                &[
                    ("time", time.into()),
                    ("moves", moves.into()),
                    ("first", content.map.label(first).into()),
                ],
            ));
            ui.label(crate::i18n::tr_args(
                "journey-too-long",
                &[("need", time.into()), ("time", left.into())],
            ));
        }
    });
}

/// The hover of a place the ruler reaches: its name, all the move will cost, and what the
/// arrival brings (Lily, Jimmy, a free draw, a card's baggage or nothing).
fn ruler_tooltip(
    ctx: &egui::Context,
    content: &crate::content::Content,
    r: &RulerState,
    o: &MoveOption,
    notes: &[String],
) {
    ruler_hover(ctx, |ui| {
        let key = if r.dropship {
            "board-fly-to"
        } else {
            "board-move-to"
        };
        let to = content.map.label(o.to);
        ui.label(egui::RichText::new(crate::i18n::tr_args(key, &[("to", to.into())])).strong());
        ui.label(cost_words(o, r.time));
        if crate::ui::board::input::restricted_cost(&content.map, o) {
            ui.label(
                egui::RichText::new(crate::i18n::tr("board-restricted-cost"))
                    .small()
                    .color(crate::ui::theme::AMBER),
            );
        }
        for n in notes {
            ui.label(egui::RichText::new(format!("• {n}")).small());
        }
        // The ruler's length in the map's millimetres, the unit the cards' "80 mm longer"
        // speaks (round 38 of issue 31: "mm" meant nothing on the screen).
        if !r.dropship {
            ui.label(
                egui::RichText::new(crate::i18n::tr_args(
                    "board-ruler-reach",
                    &[("mm", (r.reach_mm.round() as i64).into())],
                ))
                .small()
                .weak(),
            );
        }
    });
}
