//! The looking player's score if the case closed now: a chip in the top bar ("You ≈ 20 VP"),
//! with how it moved since the turn began (▲5, ▼15) and, on hover, every line of it and the
//! others' public VP. Drawn from the view only: the player's own hunches count as the suspects
//! stand now as far as the player can tell; the others' hunches are secret and left out.

use crate::content::Content;
use crate::game::TableView;
use crate::game::close::seat_vp_lines;
use crate::i18n::{say, tr, tr_args};
use crate::ids::SeatId;
use crate::model::Msg;
use crate::rules::Snapshot;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// One seat's VP lines besides the hunches, from the view: a Memory card the viewer does not
/// know is said as one held.
fn public_lines(
    content: &Content,
    view: &TableView,
    snap: &Snapshot,
    seat: SeatId,
) -> Vec<(Msg, i32)> {
    let Some(s) = snap.seats.get(seat.index()) else {
        return Vec::new();
    };
    let Some(plots) = view.plots.get(seat.index()) else {
        return Vec::new();
    };
    let own = snap.viewer == Some(seat);
    let mut lines = seat_vp_lines(
        content,
        &snap.puzzle.grid,
        s.detective,
        &s.holdings,
        plots,
        snap.memory.filter(|_| own),
    );
    if s.memory && !own {
        lines.push((Msg::new("vp-memory-unseen"), 1));
    }
    lines
}

/// The viewer's lines if the case closed now: its hunches as it sees the case, then the rest.
pub fn lines_now(content: &Content, view: &TableView) -> Option<Vec<(Msg, i32)>> {
    let me = view.looking?;
    let snap = view.own.as_ref().filter(|s| s.viewer == Some(me))?;
    let mut lines = crate::rules::standings::hunch_lines_now(content, snap);
    lines.extend(public_lines(content, view, snap, me));
    Some(lines)
}

/// The chip: the viewer's VP now and its move since the turn began; nothing while nobody
/// looks or the case is closed (the closing screen says the real score).
pub fn chip(ui: &mut egui::Ui, content: &Content, view: &TableView) {
    if view.outcome.is_some() {
        return;
    }
    let Some(lines) = lines_now(content, view) else {
        return;
    };
    let snap = view.public();
    let vp: i32 = lines.iter().map(|l| l.1).sum();
    // The value when the looking seat's turn began, kept per seat (through the others' turns
    // it says what they did to it); none until that turn comes. A new or loaded game (another
    // murder, or fewer commands than when it was kept: an undo too) starts afresh.
    let clock = &snap.clock;
    // The game, by its murder and its seats (a new game of the same murder is told apart by
    // its seats, or by the commands count going back).
    let game = {
        use std::hash::{Hash, Hasher};
        let mut h = std::hash::DefaultHasher::new();
        view.table.hash(&mut h);
        h.finish() as usize
    };
    let key = (game, clock.week, clock.day, clock.turn);
    let mine = view.looking == Some(snap.active());
    let id = egui::Id::new(("score-at-turn-start", view.looking));
    type Kept = Option<((usize, u8, u8, u8), i32, usize)>;
    let kept = ui.ctx().data_mut(|d| {
        let slot = d.get_temp_mut_or_default::<Kept>(id);
        if slot.is_some_and(|(k, _, n)| k.0 != key.0 || view.commands < n) {
            *slot = None;
        }
        if mine && slot.is_none_or(|(k, _, _)| k != key) {
            *slot = Some((key, vp, view.commands));
        }
        *slot
    });
    let start = kept.map(|(_, v, _)| v);
    let change = start.map_or(0, |v| vp - v);
    let mut hover = vec![tr_args("score-hover-head", &[("vp", vp.into())])];
    hover.extend(
        lines
            .iter()
            .map(|(msg, n)| format!("{n:+}  {}", say(content, msg))),
    );
    if change != 0 {
        hover.push(tr_args(
            "score-hover-change",
            &[("n", format!("{change:+}").into())],
        ));
    }
    // Why it last moved, as the notice said it (round 45 of issue 31: the estimate fell by 15
    // after a draw, and nothing in sight said why).
    // Only a swing since the turn the chip counts from (an older one would explain another
    // change).
    let since = kept.map(|(k, _, _)| (k.1, k.2, k.3));
    let why = view.looking.zip(since).and_then(|(me, since)| {
        ui.ctx().data(|d| {
            d.get_temp::<Vec<(SeatId, String, (u8, u8, u8))>>(egui::Id::new(
                crate::ui::notices::SWING,
            ))
            .and_then(|l| {
                l.into_iter()
                    .find(|(s, _, at)| *s == me && *at >= since)
                    .map(|(_, t, _)| t)
            })
        })
    });
    if let Some(why) = why.as_ref().filter(|_| change != 0) {
        hover.push(tr_args("score-hover-why", &[("why", why.as_str().into())]));
    }
    hover.push(tr("score-hover-how"));
    let others: Vec<String> = snap
        .seat_ids()
        .filter(|s| Some(*s) != view.looking)
        .map(|s| {
            let n: i32 = public_lines(content, view, snap, s)
                .iter()
                .map(|l| l.1)
                .sum();
            let name = &content.detectives[snap.seats[s].detective].def.name;
            format!("{name} {n:+}")
        })
        .collect();
    hover.push(tr_args(
        "score-hover-others",
        &[("others", others.join(" · ").into())],
    ));
    let text = tr_args("score-chip", &[("vp", vp.into())]);
    ui.separator();
    let chip = RichText::new(text)
        .strong()
        .color(Color32::from_rgb(255, 214, 110));
    // An arrow as well as a colour: up green, down red.
    let moved = (change != 0).then(|| {
        let (arrow, colour) = if change > 0 {
            ("▲", Color32::from_rgb(120, 220, 120))
        } else {
            ("▼", Color32::from_rgb(255, 120, 110))
        };
        RichText::new(format!("{arrow}{}", change.abs()))
            .strong()
            .color(colour)
    });
    let r = ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        // The chip then its move, read left to right in a bar laid out from the right too.
        let mut parts = vec![chip];
        parts.extend(moved);
        if ui.layout().prefer_right_to_left() {
            parts.reverse();
        }
        parts.into_iter().map(|p| ui.label(p)).reduce(|a, b| a | b)
    });
    if let Some(r) = r.inner {
        rise(ui, view, (game, vp), mine, r.rect);
        r.on_hover_text(hover.join("\n"));
    }
    since_last_turn(ui.ctx(), content, view, (game, vp), &lines, mine);
}

/// One line of the score as [`since_words`] compares it: what it is (its message's key and the
/// arguments that name what it counts, not its numbers nor how a hunch stands), its words now
/// and its VP.
pub type ScoreLine = (String, String, i32);

/// [`ScoreLine`]s from the score's lines, said in the interface's language.
pub fn score_lines(content: &Content, lines: &[(Msg, i32)]) -> Vec<ScoreLine> {
    lines
        .iter()
        .map(|(m, n)| {
            let mut what = m.key().to_string();
            for (name, arg) in m.args() {
                if !matches!(arg, crate::model::Arg::Num(_)) && &**name != "how" {
                    what.push_str(&format!("|{name}={arg:?}"));
                }
            }
            (what, say(content, m), *n)
        })
        .collect()
}

/// What moved the viewer's score between its turns, in words: the VP then and now, and each
/// line whose VP changed — matched by what it counts, not its place in the list: a line new
/// since counted 0 then, a line gone counts 0 now.
pub fn since_words((was, then): (i32, &[ScoreLine]), (vp, now): (i32, &[ScoreLine])) -> String {
    let mut text = tr_args("score-since", &[("from", was.into()), ("to", vp.into())]);
    let mut say = |line: &str, before: i32, after: i32| {
        text.push('\n');
        text.push_str(&tr_args(
            "score-since-line",
            &[
                ("line", line.into()),
                ("was", before.into()),
                ("now", after.into()),
            ],
        ));
    };
    for (what, line, n) in now {
        let before = then.iter().find(|l| l.0 == *what).map_or(0, |l| l.2);
        if before != *n {
            say(line, before, *n);
        }
    }
    for (what, line, n) in then {
        if *n != 0 && !now.iter().any(|l| l.0 == *what) {
            say(line, *n, 0);
        }
    }
    text
}

/// The viewer's score as its own turn left it: the game, the turn, the commands then, the VP
/// and each line (said, VP).
#[derive(Clone, Debug, Default)]
struct LastOwn {
    game: usize,
    turn: (u8, u8, u8),
    commands: usize,
    vp: i32,
    lines: Vec<ScoreLine>,
}

/// At the start of the viewer's turn, what moved its score since its last turn ended, line by
/// line (round 49 of issue 31: "You ≈ VP" went 24 → 18 → 15 between turns and nothing said
/// why — a hunch's chance had fallen as the bots placed evidence). Handed to the notices.
fn since_last_turn(
    ctx: &egui::Context,
    content: &Content,
    view: &TableView,
    (game, vp): (usize, i32),
    lines: &[(Msg, i32)],
    mine: bool,
) {
    // The case closed: the close's own scores are said; an estimate "if the case closed now"
    // beside them contradicted them (round 52 of issue 31: "2 → 23 VP" beside a close of 15).
    if !mine || view.catching_up > 0 || view.outcome.is_some() {
        return;
    }
    let c = view.public().clock;
    let turn = (c.week, c.day, c.turn);
    let id = egui::Id::new(("score_last_own", view.looking));
    let kept = ctx.data(|d| d.get_temp::<LastOwn>(id));
    // Nothing moved since the last frame of this turn: nothing to say or keep (no words made
    // each frame).
    if kept.as_ref().is_some_and(|k| {
        k.game == game && k.turn == turn && k.commands == view.commands && k.vp == vp
    }) {
        return;
    }
    let said = score_lines(content, lines);
    if let Some(k) = kept
        .as_ref()
        .filter(|k| k.game == game && k.turn != turn && k.commands <= view.commands && k.vp != vp)
    {
        let text = since_words((k.vp, &k.lines), (vp, &said));
        ctx.data_mut(|d| d.insert_temp(egui::Id::new(crate::ui::notices::SCORE_SINCE), text));
    }
    let now = LastOwn {
        game,
        turn,
        commands: view.commands,
        vp,
        lines: said,
    };
    ctx.data_mut(|d| d.insert_temp(id, now));
}

/// Seconds a change of the score takes to rise into the chip.
const RISE: f64 = 1.6;

/// A change of the viewer's score in their own turn rises into the chip under it and fades
/// ("+15 VP" when a token lands on the guilty hunch's suspect): round 38 of issue 31 named
/// "You ≈ 20 VP ▲15" its best moment, seen only by looking up. Not when another seat takes the
/// screen or a game loads.
fn rise(ui: &egui::Ui, view: &TableView, (game, vp): (usize, i32), mine: bool, chip: egui::Rect) {
    /// What the chip last showed: to whom, in which game, after how many commands, the score,
    /// whether it was the viewer's turn; and the change rising, since when.
    #[derive(Clone, Copy)]
    struct Seen {
        who: Option<SeatId>,
        game: usize,
        commands: usize,
        version: u64,
        vp: i32,
        mine: bool,
        delta: i32,
        at: f64,
    }
    let id = egui::Id::new("score_rise");
    let now = ui.input(|i| i.time);
    let (delta, at) = ui.ctx().data_mut(|d| {
        let slot = d.get_temp_mut_or_default::<Option<Seen>>(id);
        match slot {
            // The same viewer and game, a later step: a change of score rises — in the
            // viewer's own turn, both before and after the step (what the others do to it
            // moves the chip's arrow, not a rising number each time: round 37 read the swings
            // as noise; a bot's last step that opens the viewer's turn is the bots').
            Some(s)
                if s.who == view.looking
                    && s.game == game
                    && view.catching_up == 0
                    && s.commands <= view.commands
                    && s.version < view.version =>
            {
                if s.vp != vp && mine && s.mine {
                    s.delta = vp - s.vp;
                    s.at = now;
                }
                s.vp = vp;
                s.mine = mine;
                s.version = view.version;
                s.commands = view.commands;
                (s.delta, s.at)
            }
            Some(s) if s.who == view.looking && s.game == game && s.version == view.version => {
                (s.delta, s.at)
            }
            // Another viewer, another game, a load (its commands laid out again: round 42 of
            // issue 31 saw a rise replayed) or an undo: kept afresh, nothing rises.
            _ => {
                *slot = Some(Seen {
                    who: view.looking,
                    game,
                    commands: view.commands,
                    version: view.version,
                    vp,
                    mine,
                    delta: 0,
                    at: f64::NEG_INFINITY,
                });
                (0, f64::NEG_INFINITY)
            }
        }
    });
    let age = now - at;
    if delta == 0 || !(0.0..RISE).contains(&age) {
        return;
    }
    let t = (age / RISE) as f32;
    let colour = if delta > 0 {
        Color32::from_rgb(120, 220, 120)
    } else {
        Color32::from_rgb(255, 120, 110)
    };
    let painter = ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("score_rise"),
    ));
    let at = chip.center_bottom() + egui::vec2(0.0, 44.0 - 30.0 * t);
    painter.text(
        at,
        egui::Align2::CENTER_CENTER,
        tr_args("score-rise", &[("n", format!("{delta:+}").into())]),
        egui::FontId::proportional(22.0),
        colour.gamma_multiply((1.0 - t).sqrt()),
    );
    ui.ctx().request_repaint();
}
