//! Uncovering the conspiracy in the world (section 8): hero markers beside the piles, drawing a
//! piece, its benefit, placing it, conspiracy tokens for completed lines and its bonuses.

use super::ctx::Ctx;
use super::decisions::{next_decision, push_front};
use super::investigation::{move_lead, place_hit};
use super::log::name_of;
use super::log::report;
use super::tokens::holdings;
use super::*;
use crate::content::{Bonus, Pile};
use crate::rules::lead_msg;
use crate::rules::puzzle::{self, Placed, after_draw, dig_target, turned};

fn piece_words(content: &Content, piece: u16) -> Msg {
    let p = &content.puzzle.pieces[piece as usize];
    if p.bonuses.is_empty() {
        terms::piece(p.pile)
    } else {
        Msg::new("piece-with-bonuses")
            .msg("piece", terms::piece(p.pile))
            .msg(
                "bonuses",
                Msg::list(p.bonuses.iter().map(|&b| terms::bonus(b))),
            )
    }
}

/// Draws the top piece of `pile` for `seat` (R-PUZ-3): the hero markers move, the piece waits
/// for its benefit and a place. `own_marker` is false for a bonus piece (R-PUZ-6).
fn draw(world: &mut World, content: &Content, seat: SeatId, pile: usize, own_marker: bool) {
    super::ctx::shown(world);
    let mut puzzle = world.resource_mut::<Puzzle>();
    let Some(piece) = puzzle.piles[pile].pop() else {
        return;
    };
    let counts = puzzle.counts();
    let drawer = own_marker.then_some(seat);
    puzzle.heroes = after_draw(&puzzle.heroes, counts, drawer, pile);
    world.resource_mut::<Pending>().piece = Some(piece);
    world.resource_mut::<Pending>().bonus_piece = !own_marker;
    let who = name_of(content, world.resource::<Table>(), seat);
    report(
        world,
        seat,
        Msg::new("log-uncovers")
            .det("who", who)
            .msg("piece", piece_words(content, piece))
            .msg("pile", terms::pile(Pile::ALL[pile])),
    );
    let kind = content.puzzle.pieces[piece as usize].pile;
    push_front(
        world,
        vec![
            Decision {
                seat,
                ask: Ask::Benefit { pile: kind },
            },
            Decision {
                seat,
                ask: Ask::PlacePiece,
            },
        ],
    );
}

/// R-PUZ-2: the hero marker moves beside the next more valuable pile.
pub fn dig_deeper(world: &mut World, cx: &Ctx) {
    let Ctx { seat, who, .. } = *cx;

    let counts = world.resource::<Puzzle>().counts();
    let mut puzzle = world.resource_mut::<Puzzle>();
    let to = puzzle.heroes[seat].and_then(|p| dig_target(counts, p));
    puzzle.heroes[seat] = to;
    let pile = to.map_or_else(|| Msg::with_key("?"), |p| terms::pile(Pile::ALL[p]));
    report(
        world,
        seat,
        Msg::new("log-digs-deeper")
            .det("who", who)
            .msg("pile", pile),
    );
    world.resource_mut::<Pending>().decision = None;
    next_decision(world);
}

/// R-PUZ-3: draw a piece from the pile beside the hero marker.
pub fn reveal_information(world: &mut World, cx: &Ctx) {
    let Ctx { content, seat, .. } = *cx;

    let Some(pile) = world.resource::<Puzzle>().heroes[seat] else {
        return;
    };
    world.resource_mut::<Pending>().decision = None;
    draw(world, content, seat, pile, true);
}

/// R-PUZ-4: the piece's shift benefit, one seat one space.
pub fn shift_benefit(world: &mut World, cx: &Ctx, t: SeatId, dark: bool) {
    let Ctx { seat, who, .. } = *cx;

    let mut q = world.query::<(&DetectiveFigure, &mut Twilight)>();
    for (f, mut tw) in q.iter_mut(world) {
        if f.seat == t {
            tw.0 += if dark { 1 } else { -1 };
        }
    }
    let whom = name_of(cx.content, world.resource::<Table>(), t);
    let key = if dark {
        "log-dark-shifts"
    } else {
        "log-light-shifts"
    };
    report(world, seat, Msg::new(key).det("who", who).det("whom", whom));
    next_decision(world);
}

/// R-PUZ-4: the piece's favor benefit.
pub fn gain_favor(world: &mut World, cx: &Ctx, kind: FavorType) {
    super::tokens::gain_favor(world, cx, kind);
    next_decision(world);
}

/// R-PUZ-4: the piece's baggage benefit.
pub fn give_baggage(world: &mut World, cx: &Ctx, t: SeatId, good: bool) {
    let Ctx { seat, who, .. } = *cx;

    super::plots::add_baggage(world, t, good, 1);
    let whom = name_of(cx.content, world.resource::<Table>(), t);
    let key = if good {
        "log-good-baggage-on"
    } else {
        "log-bad-baggage-on"
    };
    report(world, seat, Msg::new(key).det("who", who).det("whom", whom));
    next_decision(world);
}

/// R-PUZ-5, R-PUZ-7: the drawn piece goes into the puzzle; completed lines give conspiracy tokens.
pub fn place_piece(world: &mut World, cx: &Ctx, col: u8, row: u8, turns: u8) {
    let Ctx {
        content, seat, who, ..
    } = *cx;

    let Some(piece) = world.resource_mut::<Pending>().piece.take() else {
        return;
    };
    world.resource_mut::<Pending>().bonus_piece = false;
    let def = &content.puzzle.pieces[piece as usize];
    let mut p = world.resource_mut::<Puzzle>();
    p.grid.set(
        (col, row),
        Placed {
            piece,
            lines: turned(def.lines, turns % 4),
        },
    );
    let lines = puzzle::completed_lines(&p.grid, (col, row));
    report(
        world,
        seat,
        Msg::new("log-places-piece")
            .det("who", who)
            .msg("piece", piece_words(content, piece))
            .num("col", col + 1)
            .num("row", row + 1),
    );
    if lines > 0 {
        let mut supply = world.resource_mut::<Supply>();
        let got = lines.min(supply.conspiracy);
        supply.conspiracy -= got;
        holdings(world, seat, |h| h.conspiracy += got);
        report(
            world,
            seat,
            Msg::new("log-completes-lines")
                .det("who", who)
                .num("lines", lines)
                .num("got", got),
        );
    }
    queue_bonuses(world, seat, &def.bonuses);
}

/// R-PUZ-5: the drawn piece is discarded (its bonuses still follow).
pub fn discard_piece(world: &mut World, cx: &Ctx) {
    let Ctx {
        content, seat, who, ..
    } = *cx;

    let Some(piece) = world.resource_mut::<Pending>().piece.take() else {
        return;
    };
    world.resource_mut::<Pending>().bonus_piece = false;
    world.resource_mut::<Puzzle>().discard.push(piece);
    report(
        world,
        seat,
        Msg::new("log-discards-piece")
            .det("who", who)
            .msg("piece", piece_words(content, piece)),
    );
    let bonuses = content.puzzle.pieces[piece as usize].bonuses.clone();
    queue_bonuses(world, seat, &bonuses);
}

/// R-PUZ-6: a bonus moves a lead.
pub fn move_lead_bonus(world: &mut World, cx: &Ctx, kind: LeadKind, owner: LeadOwner, to: LocId) {
    let Ctx {
        snap, seat, who, ..
    } = *cx;

    let Some(Decision {
        ask: Ask::Bonus {
            bonus: Bonus::MoveLead(_),
            ..
        },
        ..
    }) = snap.pending
    else {
        return;
    };
    let Some(from) = snap.lead_at(kind, owner) else {
        return;
    };
    move_lead(world, kind, owner, to);
    report(
        world,
        seat,
        Msg::new("log-bonus-moves-lead")
            .det("who", who)
            .msg("lead", lead_msg(kind, owner))
            .label("from", from)
            .label("to", to),
    );
    next_decision(world);
}

/// R-PUZ-6, R-EVID-6: a bonus hit on a live suspect.
pub fn hit_bonus(world: &mut World, cx: &Ctx, suspect: SuspectId) {
    let Ctx { content, who, .. } = *cx;

    let text = match place_hit(world, content, suspect) {
        Ok(true) => Msg::new("log-bonus-hit-kills")
            .det("who", who)
            .sus("suspect", suspect),
        Ok(false) => Msg::new("log-bonus-hit")
            .det("who", who)
            .sus("suspect", suspect),
        Err(e) => e,
    };
    super::ctx::said(world, text);
    next_decision(world);
}

/// R-PUZ-6: a bonus piece drawn from the shown pile.
pub fn draw_bonus_piece(world: &mut World, cx: &Ctx) {
    let Ctx {
        content,
        snap,
        seat,
        ..
    } = *cx;

    let Some(Decision {
        ask: Ask::Bonus {
            bonus: Bonus::BonusPiece(pile),
            ..
        },
        ..
    }) = snap.pending
    else {
        return;
    };
    world.resource_mut::<Pending>().decision = None;
    draw(world, content, seat, pile.index(), false);
}

/// R-PUZ-6: a bonus left unused; R-PUZ-4: a shift or baggage benefit let go.
pub fn skip_bonus(world: &mut World, cx: &Ctx) {
    let Ctx {
        snap, seat, who, ..
    } = *cx;

    match snap.pending {
        Some(Decision {
            ask: Ask::Bonus { bonus, .. },
            ..
        }) => report(
            world,
            seat,
            Msg::new("log-bonus-unused")
                .det("who", who)
                .msg("bonus", terms::bonus(bonus)),
        ),
        Some(Decision {
            ask: Ask::Benefit { pile },
            ..
        }) => report(
            world,
            seat,
            Msg::new(match pile {
                Pile::Shift => "log-benefit-skipped-shift",
                Pile::Favor => "log-benefit-skipped-favor",
                Pile::Baggage => "log-benefit-skipped-baggage",
            })
            .det("who", who),
        ),
        _ => {}
    }
    next_decision(world);
}

/// R-PUZ-6: the piece's bonuses, in order, each a decision (links need none).
fn queue_bonuses(world: &mut World, seat: SeatId, bonuses: &[Bonus]) {
    let list: Vec<Decision> = bonuses
        .iter()
        .filter(|b| !matches!(b, Bonus::HaasLink | Bonus::JintekiLink))
        .map(|&bonus| Decision {
            seat,
            ask: Ask::Bonus { bonus },
        })
        .collect();
    push_front(world, list);
}

/// Favors of each type a detective holds for the links (R-PUZ-9): its normal favors, and each
/// NPC favor under every type its NPC shows.
pub fn favor_counts(content: &Content, detective: DetectiveId, h: &Holdings) -> [u8; 4] {
    let mut out = h.favors;
    for (i, &n) in h.npc_favors.iter().enumerate() {
        for k in crate::rules::abilities::npc_types(content, detective, i as u8) {
            out[k.index()] += n;
        }
    }
    out
}

/// The VP lines the puzzle and the seat's tokens add at the close (R-CLOSE-8, R-PUZ-9).
pub fn vp_lines(
    content: &Content,
    grid: &puzzle::Grid,
    detective: DetectiveId,
    h: &Holdings,
) -> Vec<(Msg, i32)> {
    let favors = favor_counts(content, detective, h);
    use crate::content::LinkValue;
    let mut out = Vec::new();
    if h.conspiracy > 0 {
        out.push((
            Msg::new("vp-conspiracy-tokens").num("n", h.conspiracy),
            4 * h.conspiracy as i32,
        ));
    }
    if h.haas > 0 {
        out.push((
            Msg::new("vp-haas-tokens").num("n", h.haas),
            3 * h.haas as i32,
        ));
    }
    if h.jinteki > 0 {
        out.push((
            Msg::new("vp-jinteki-tokens").num("n", h.jinteki),
            3 * h.jinteki as i32,
        ));
    }
    let links = puzzle::links(grid, &content.puzzle.groups, &content.puzzle.pieces);
    for (i, (g, &n)) in content.puzzle.groups.iter().zip(&links).enumerate() {
        if n == 0 {
            continue;
        }
        let (count, what) = match g.value {
            LinkValue::Favors(f) => (favors[f.index()], crate::model::terms::favor(f)),
            LinkValue::HaasTokens => (h.haas, Msg::new("vp-what-haas")),
            LinkValue::JintekiTokens => (h.jinteki, Msg::new("vp-what-jinteki")),
        };
        if count > 0 {
            out.push((
                Msg::new("vp-links")
                    .num("links", n)
                    .with("group", Arg::Group(i as u16))
                    .num("count", count)
                    .msg("what", what),
                count as i32 * n as i32,
            ));
        }
    }
    out
}
