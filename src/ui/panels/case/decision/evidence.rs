//! The evidence family: what a followed-up lead gives, placing the drawn token, Lily's reveal
//! and Jimmy's offer.

use super::super::chips::{file_role, short};
use super::super::forms::EvidenceChoice;
use super::asked::Asked;
use crate::content::{LeadKind, Pile};
use crate::game::Action;
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules::{self, TokenView};
use bevy_egui::egui;
use egui::RichText;

/// A lead followed up: place evidence, or uncover the conspiracy.
pub(super) fn lead_reward(
    ui: &mut egui::Ui,
    at: &Asked,
    kind: LeadKind,
    send: &mut impl FnMut(Action),
) {
    let Asked {
        content,
        snap,
        seat,
        ..
    } = *at;
    ui.label(tr_args("reward-followed", &[("kind", kind.name().into())]));
    let ev = rules::check(content, snap, seat, &Action::TakeEvidence);
    let b = ui.add_enabled(
        ev.is_ok(),
        egui::Button::new(
            RichText::new(tr_args(
                "reward-place-evidence",
                &[("pile", snap.pile.into())],
            ))
            .strong(),
        ),
    );
    if let Err(why) = &ev {
        b.clone()
            .on_disabled_hover_text(crate::i18n::say(content, why));
    }
    if b.on_hover_text(tr_args(
        "reward-place-evidence-hover",
        &[("kind", kind.name().into())],
    ))
    .clicked()
    {
        send(Action::TakeEvidence);
    }
    ui.label(RichText::new(tr("reward-or-uncover")).small());
    let pile = snap.puzzle.heroes.get(seat.index()).copied().flatten();
    for (dig, label, tip) in [
        (false, tr("reward-reveal"), tr("reward-reveal-hover")),
        (true, tr("reward-dig"), tr("reward-dig-hover")),
    ] {
        let a = Action::UncoverConspiracy { dig };
        let ok = rules::check(content, snap, seat, &a);
        let text = match (dig, pile) {
            (false, Some(p)) => tr_args(
                "reward-reveal-from",
                &[
                    ("label", label.as_str().into()),
                    ("pile", crate::ui::words::pile(Pile::ALL[p]).into()),
                ],
            ),
            (true, Some(p)) => match crate::rules::puzzle::dig_target(snap.puzzle.counts(), p) {
                Some(q) => tr_args(
                    "reward-dig-to",
                    &[
                        ("label", label.as_str().into()),
                        ("pile", crate::ui::words::pile(Pile::ALL[q]).into()),
                    ],
                ),
                None => label.clone(),
            },
            _ => label.clone(),
        };
        let b = ui.add_enabled(ok.is_ok(), egui::Button::new(text));
        let b = match &ok {
            Err(why) => b.on_disabled_hover_text(crate::i18n::say(content, why)),
            Ok(_) => b.on_hover_text(tip),
        };
        if b.clicked() {
            send(a);
        }
    }
}

/// The drawn token: face up or down, and in which live suspect's file.
pub(super) fn place_evidence(
    ui: &mut egui::Ui,
    at: &Asked,
    kind: LeadKind,
    evidence: &mut EvidenceChoice,
    send: &mut impl FnMut(Action),
) {
    let Asked { content, snap, .. } = *at;
    let live = || snap.suspects.iter().filter(|v| v.alive);
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(tr_args("place-goes-in", &[("kind", kind.name().into())]));
    // The murder's rule leaves no choice (R-MURDER-1); the player's own choice stays as it
    // was for the next token (a forced face up made the next document token face up too).
    let forced = rules::murder::must_face_up(content, snap, kind);
    let face_up = forced.is_some() || evidence.face_up;
    if let Some(why) = forced {
        ui.label(RichText::new(tr_args("place-face-up-why", &[("why", why.into())])).small());
    } else {
        // The two sides' short names in a row, what the chosen one means in small print
        // under them (a short column at 150% wants the suspects' buttons in sight).
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut evidence.face_up, false, tr("place-down"))
                .on_hover_text(tr("place-face-down"));
            ui.radio_value(&mut evidence.face_up, true, tr("place-up"))
                .on_hover_text(tr("place-face-up"));
        });
        let means = if evidence.face_up {
            "place-up-means"
        } else {
            "place-down-means"
        };
        ui.label(RichText::new(tr(means)).small().weak());
    }
    // Over the buttons where the window is tall; under them in a short one (1280×720 at 150%
    // keeps the suspects' buttons in sight, round 37).
    let tall = ui.ctx().content_rect().height() >= 800.0;
    if tall {
        odds_chart(ui, at, kind, tall);
    }
    let mut pointed = None;
    // The place that serves the viewer's score best first (round 54 of issue 31 read four
    // blocks of words to find it), then the viewer's hunches (round 37: at 150% the guilty
    // hunch was a scroll away), then the murder sheet's order: set by the question, so nothing
    // moves under the pointer. Each row names its suspect and what it would do.
    let mut order: Vec<_> = live()
        .map(|v| {
            let moves = crate::rules::standings::placing_moves_vp(content, snap, v.index, kind);
            (v, moves)
        })
        .collect();
    order.sort_by_key(|(v, moves)| {
        let hunch = match snap.hunches {
            Some((g, _)) if g == v.index => 0,
            Some((_, i)) if i == v.index => 1,
            _ => 2,
        };
        (std::cmp::Reverse(moves.unwrap_or(0)), hunch)
    });
    ui.label(RichText::new(tr("place-rows-head")).small().weak());
    // What knowing the token alone does (the same part of every row's move): a place is good
    // or bad for the score by what it adds to that.
    let learning = crate::rules::standings::drawing_moves_vp(content, snap);
    let guilty_odds = guilty_odds_after(ui, at, kind);
    // Every place the same, and the same as knowing the token does: the choice moves nothing
    // (one live suspect alone is no such line).
    let same = order.first().map_or(0, |o| o.1.unwrap_or(0));
    if order.len() > 1 && same == learning && order.iter().all(|(_, m)| m.unwrap_or(0) == same) {
        all_the_same(ui, at, same, send);
    } else if learning != 0 {
        // The part every row shares, said once (round 60 of issue 31: "every choice said −1
        // VP, with no reason given").
        ui.label(
            RichText::new(tr_args("place-learning", &[("n", signed(learning).into())]))
                .small()
                .color(crate::ui::theme::AMBER),
        );
    }
    for (v, moves) in order {
        let role = file_role(content, v.index, kind);
        let tag = snap.hunches.and_then(|(g, i)| {
            // Both hunches on one suspect: an obsession, said as one (round 31 of issue 31:
            // "your guilty hunch · your innocent hunch" read as a bug).
            if g == i && g == v.index {
                Some((tr("suspects-your-obsession"), super::super::chips::OBSESSED))
            } else if g == v.index {
                Some((tr("suspects-your-guilty"), super::super::chips::GUILTY))
            } else if i == v.index {
                Some((tr("suspects-your-innocent"), super::super::chips::INNOCENT))
            } else {
                None
            }
        });
        // What the close would make of it: a few words in the row ("counts later"), the whole
        // on hover with whether it serves the viewer's hunches. Round 26 of issue 31: with the
        // close's note in the place of the first, a +1 showed ✖ on every suspect.
        let fate = crate::rules::scoring::close_fate(content, snap, v.index, kind, snap.drawn);
        // A token the close would throw away serves nobody there: no "✔ good" over "lost at
        // the close" (round 28 of issue 31 read the two as a contradiction).
        let lost = fate.is_some_and(|(key, _)| key == "close-note-would");
        // What it does to the score the top bar shows (round 30 of issue 31: a "good" place
        // that handed the lead to the innocent hunch, with the chip falling 5): a place that
        // costs VP now gets no ✔, one that gains VP no ✖.
        let fit = crate::rules::scoring::evidence_fit(snap, v.index)
            .filter(|_| !lost)
            .filter(|key| {
                let n = moves.unwrap_or(0);
                if key.contains("against") {
                    n <= learning
                } else {
                    n >= learning
                }
            })
            .map(tr);
        let mut note = fate.map(|(key, file)| {
            (
                tr(&key.replace("close-note", "place-short")),
                tr_args(
                    &key.replace("close-note", "place-note"),
                    &[("file", file.into())],
                ),
            )
        });
        // A perjury counts only paired with an alibi or surprise witness on the same suspect.
        if snap.drawn == Some(crate::model::Evidence::Perjury)
            && crate::rules::scoring::perjury_unpaired(snap, v.index)
        {
            // A face-down token there the viewer has not seen may be an alibi's partner, a
            // surprise witness: the score now counts on that chance (round 34 read "counts for
            // nothing" beside "−15 VP if the case closed now" as a contradiction).
            let unseen = snap
                .evidence
                .iter()
                .any(|t| t.suspect == v.index && t.value.is_none());
            note = Some((
                tr("place-short-perjury"),
                tr(if unseen {
                    "place-note-perjury-maybe"
                } else {
                    "place-note-perjury-alone"
                }),
            ));
        }
        let mut detail = tr_args(
            "place-row-file",
            &[("kind", kind.name().into()), ("role", role.into())],
        );
        if let Some((short, _)) = &note {
            detail.push_str(" · ");
            detail.push_str(short);
        }
        // What it does to the guilty hunch's chance of being named, where the score now does
        // not say it (round 61 of issue 31: rows of "±0 VP" read as a choice that changes
        // nothing; the bars had it on hover only).
        if let Some((from, to)) = guilty_odds.get(&v.index).copied().flatten()
            && moves.unwrap_or(0) == learning
        {
            detail.push_str(" · ");
            detail.push_str(&tr_args(
                "place-row-odds",
                &[("from", from.into()), ("to", to.into())],
            ));
        }
        let mut r = place_row(ui, (&name(v.index), tag), moves, &detail);
        // The why, made only while the row is pointed at.
        if r.hovered() {
            pointed = Some(v.index);
            let mut hover: Vec<String> = vec![match moves {
                Some(n) => tr_args("place-now-vp", &[("n", signed(n).into())]),
                None => tr("place-now-same"),
            }];
            hover.extend(fit);
            hover.extend(note.map(|(_, long)| long));
            if let Some(n) =
                crate::rules::scoring::close_note(content, snap, v.index, kind, snap.drawn)
            {
                hover.push(crate::i18n::say(content, &n));
            }
            r = r.on_hover_text(hover.join("\n"));
        }
        if r.clicked() {
            send(Action::PlaceEvidence {
                suspect: v.index,
                face_up,
            });
        }
    }
    if !tall {
        odds_chart(ui, at, kind, tall);
    }
    // The bars follow the pointer a frame late: a frame more when it moved on or off a button.
    let id = egui::Id::new(ODDS_POINTED);
    let before = ui
        .ctx()
        .data(|d| d.get_temp::<Option<SuspectId>>(id))
        .flatten();
    if before != pointed {
        ui.ctx().data_mut(|d| d.insert_temp(id, pointed));
        ui.ctx().request_repaint();
    }
}

/// The id of what is worked out once a placing question (`what`), not each frame it is drawn:
/// the viewer, the moment and the tokens on the table tell one question from the next.
fn question_id(
    snap: &crate::rules::Snapshot,
    what: impl std::hash::Hash + std::fmt::Debug,
) -> egui::Id {
    let c = snap.clock;
    egui::Id::new((
        what,
        snap.viewer,
        (c.week, c.day, c.turn, c.time),
        snap.evidence.len(),
    ))
}

/// The guilty hunch's chance of being named at the close now and with the token in each live
/// suspect's file, in whole percents, where they differ; found once a question (each is a
/// drawing of the unseen tokens), not each frame it is drawn.
fn guilty_odds_after(
    ui: &egui::Ui,
    at: &Asked,
    kind: LeadKind,
) -> std::collections::HashMap<SuspectId, Option<(i64, i64)>> {
    let Asked { content, snap, .. } = *at;
    let id = question_id(snap, ("place_guilty_odds", kind.name()));
    if let Some(kept) = ui.ctx().data(|d| d.get_temp(id)) {
        return kept;
    }
    let pct = |p: f64| (p * 100.0).round() as i64;
    let mut out = std::collections::HashMap::new();
    if let Some((g, _)) = snap.hunches.filter(|(g, i)| g != i) {
        let of = |odds: &[(SuspectId, f64)]| odds.iter().find(|o| o.0 == g).map_or(0, |o| pct(o.1));
        let now = of(&rules::standings::murder_odds(content, snap));
        for v in snap.suspects.iter().filter(|v| v.alive) {
            let then =
                rules::standings::odds_after_placing(content, snap, v.index, kind).map(|a| of(&a));
            out.insert(v.index, then.filter(|t| *t != now).map(|t| (now, t)));
        }
    }
    ui.ctx().data_mut(|d| d.insert_temp(id, out.clone()));
    out
}

/// Every place the same to the score now: said in one line, with one click that places it as
/// the game would (round 57 of issue 31: "make it quick when it doesn't matter").
fn all_the_same(ui: &mut egui::Ui, at: &Asked, n: i32, send: &mut impl FnMut(Action)) {
    let Asked { content, snap, .. } = *at;
    ui.label(
        RichText::new(tr_args(
            "place-all-same",
            &[
                ("n", signed(n).into()),
                ("zero", if n == 0 { "yes" } else { "no" }.into()),
            ],
        ))
        .strong()
        .color(crate::ui::theme::AMBER),
    );
    // The bot's answer, found once for this question (not each frame it is drawn).
    let id = question_id(snap, "place_game_pick");
    let pick = match ui.ctx().data(|d| d.get_temp::<Option<Action>>(id)) {
        Some(kept) => kept,
        None => {
            let found = crate::game::bot::game_pick(content, snap)
                .filter(|a| matches!(a, Action::PlaceEvidence { .. }));
            ui.ctx().data_mut(|d| d.insert_temp(id, found));
            found
        }
    };
    if let (Some(pick), Some(me)) = (pick, snap.viewer) {
        let words = crate::i18n::say(content, &rules::action_words(content, snap, me, &pick));
        if ui
            .button(RichText::new(tr_args("place-game-pick", &[("words", words.into())])).strong())
            .clicked()
        {
            send(pick);
        }
    }
}

/// A VP change with its sign, the minus a true minus ("+20", "−5").
fn signed(n: i32) -> String {
    match n {
        0 => "±0".into(),
        1.. => format!("+{n}"),
        _ => format!("−{}", -n),
    }
}

/// One suspect's place for the token, read at a glance (round 55 of issue 31: "one row per
/// suspect with a big VP change and a small 'won't count yet', the why behind a hover"): the
/// name and the viewer's hunch on it, what it does to the viewer's score large at the right
/// (a sign and a number, not only a colour), the file and its fate in small print under.
fn place_row(
    ui: &mut egui::Ui,
    (name, tag): (&str, Option<(String, egui::Color32)>),
    vp: Option<i32>,
    detail: &str,
) -> egui::Response {
    let width = ui.available_width();
    let pad = egui::vec2(8.0, 5.0);
    let (n, colour) = match vp {
        Some(n) if n > 0 => (signed(n), egui::Color32::from_rgb(120, 220, 120)),
        Some(n) => (signed(n), egui::Color32::from_rgb(255, 120, 110)),
        None => ("±0".to_string(), egui::Color32::from_gray(150)),
    };
    let vp_text = tr_args("place-row-vp", &[("n", n.into())]);
    let painter = ui.painter().clone();
    let big = painter.layout_no_wrap(vp_text.clone(), egui::FontId::proportional(19.0), colour);
    let text_w = (width - big.size().x - pad.x * 3.0).max(60.0);
    let style = ui.style().clone();
    let mut job = egui::text::LayoutJob::default();
    job.wrap.max_width = text_w;
    let at = egui::FontSelection::Default;
    RichText::new(name)
        .strong()
        .append_to(&mut job, &style, at.clone(), egui::Align::Center);
    if let Some((t, c)) = tag {
        RichText::new(" ").append_to(&mut job, &style, at.clone(), egui::Align::Center);
        super::super::chips::badge(&t, c).small().append_to(
            &mut job,
            &style,
            at,
            egui::Align::Center,
        );
    }
    let head = painter.layout_job(job);
    let small = painter.layout(
        detail.to_string(),
        egui::TextStyle::Small.resolve(&style),
        ui.visuals().weak_text_color(),
        text_w,
    );
    let h = (head.size().y + 2.0 + small.size().y).max(big.size().y) + pad.y * 2.0;
    let (rect, r) = ui.allocate_exact_size(egui::vec2(width, h), egui::Sense::click());
    // Read as a button by a screen reader, with its words.
    let said = format!("{name} {vp_text} {detail}");
    r.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, ui.is_enabled(), &said));
    if ui.is_rect_visible(rect) {
        let look = ui.style().interact(&r);
        // Keyboard focus shows as the selection's outline, as on a button.
        let stroke = if r.has_focus() {
            ui.visuals().selection.stroke
        } else {
            look.bg_stroke
        };
        painter.rect(
            rect,
            4.0,
            look.weak_bg_fill,
            stroke,
            egui::StrokeKind::Inside,
        );
        let text = ui.visuals().text_color();
        let y = rect.min.y + pad.y;
        let head_h = head.size().y;
        painter.galley(egui::pos2(rect.min.x + pad.x, y), head, text);
        painter.galley(
            egui::pos2(rect.min.x + pad.x, y + head_h + 2.0),
            small,
            text,
        );
        let big_at = egui::pos2(
            rect.max.x - pad.x - big.size().x,
            rect.center().y - big.size().y / 2.0,
        );
        painter.galley(big_at, big, colour);
    }
    r
}

/// Where egui keeps the suspect whose button the pointer is on, for [`odds_chart`].
const ODDS_POINTED: &str = "place_odds_pointed";

/// Who the close would name, as bars: each live suspect's chance as the viewer knows the case
/// now (the viewer's hunches named beside them), and with a suspect's button under the
/// pointer, each chance as it would be with the token there (round 52 of issue 31: "the real
/// decisions come as text sums rather than anything I could see").
fn odds_chart(ui: &mut egui::Ui, at: &Asked, kind: LeadKind, above: bool) {
    let Asked { content, snap, .. } = *at;
    let pointed = ui
        .ctx()
        .data(|d| d.get_temp::<Option<SuspectId>>(egui::Id::new(ODDS_POINTED)))
        .flatten();
    let now = rules::standings::murder_odds(content, snap);
    let after = pointed.and_then(|s| rules::standings::odds_after_placing(content, snap, s, kind));
    let title = match pointed {
        Some(s) if after.is_some() => tr_args(
            "place-odds-with",
            &[("name", content.suspects[s].name.as_str().into())],
        ),
        _ if above => tr("place-odds-now"),
        _ => tr("place-odds-now-under"),
    };
    ui.label(RichText::new(title).small().strong());
    let pct = |p: f64| (p * 100.0).round() as i64;
    let width = ui.available_width();
    for &(s, p) in &now {
        let then = after
            .as_ref()
            .and_then(|a| a.iter().find(|x| x.0 == s))
            .map(|x| x.1);
        let mut name = content.suspects[s].name.clone();
        match snap.hunches {
            Some((g, i)) if g == s && i == s => name.push_str(&tr("place-odds-obsession")),
            Some((g, _)) if g == s => name.push_str(&tr("place-odds-guilty")),
            Some((_, i)) if i == s => name.push_str(&tr("place-odds-innocent")),
            _ => {}
        }
        let number = match then {
            Some(t) if pct(t) != pct(p) => format!("{}% → {}%", pct(p), pct(t)),
            _ => format!("{}%", pct(p)),
        };
        let colour = match snap.hunches {
            Some((g, i)) if g == s && i == s => super::super::chips::OBSESSED,
            Some((g, _)) if g == s => super::super::chips::GUILTY,
            Some((_, i)) if i == s => super::super::chips::INNOCENT,
            _ => egui::Color32::from_gray(150),
        };
        ui.horizontal(|ui| {
            let name_w = (width * 0.56).min(240.0);
            let (rect, _) = ui.allocate_exact_size(egui::vec2(name_w, 14.0), egui::Sense::hover());
            ui.painter().text(
                rect.left_center(),
                egui::Align2::LEFT_CENTER,
                &name,
                egui::FontId::proportional(11.5),
                ui.visuals().text_color(),
            );
            let bar_w = (ui.available_width() - 78.0).max(30.0);
            let (bar, _) = ui.allocate_exact_size(egui::vec2(bar_w, 10.0), egui::Sense::hover());
            let paint = ui.painter();
            paint.rect_filled(bar, 2.0, egui::Color32::from_gray(45));
            let filled = |f: f64| {
                egui::Rect::from_min_size(bar.min, egui::vec2(bar.width() * f as f32, bar.height()))
            };
            paint.rect_filled(filled(p), 2.0, colour.gamma_multiply(0.8));
            if let Some(t) = then {
                // What it would be: an outline over the bar, white.
                paint.rect_stroke(
                    filled(t),
                    2.0,
                    egui::Stroke::new(1.5, egui::Color32::WHITE),
                    egui::StrokeKind::Inside,
                );
            }
            ui.label(RichText::new(number).small());
        });
    }
    ui.add_space(2.0);
}

/// Lily Lockwell's story: one face-down token turned face up, or none.
pub(super) fn lily_reveal(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked { content, snap, .. } = *at;
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(tr("lily-story"));
    for v in &snap.suspects {
        let down: Vec<&TokenView> = snap
            .evidence
            .iter()
            .filter(|t| t.suspect == v.index && !t.face_up)
            .collect();
        if down.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(name(v.index)).strong());
            for t in down {
                let face = t
                    .value
                    .map(|e| format!("({})", short(e)))
                    .unwrap_or_else(|| "?".into());
                if ui
                    .button(format!("{face} {}", crate::ui::words::lead_kind(t.file)))
                    .on_hover_text(tr("token-reveal-hover"))
                    .clicked()
                {
                    send(Action::RevealEvidence { token: t.id });
                }
            }
        });
    }
    if ui
        .button(tr("lily-nothing"))
        .on_hover_text(tr("lily-nothing-hover"))
        .clicked()
    {
        send(Action::SkipReveal);
    }
}

/// Jimmy the Snitch's offer: a secret look at a suspect's tokens or a player's hand.
pub(super) fn jimmy_offer(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        snap,
        seat,
        legal,
        ..
    } = *at;
    let live = || snap.suspects.iter().filter(|v| v.alive);
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(tr_args("jimmy-offer", &[("time", snap.clock.time.into())]));
    for v in live() {
        let unknown = snap
            .evidence
            .iter()
            .filter(|t| t.suspect == v.index && !t.face_up && t.value.is_none())
            .count();
        let down = snap
            .evidence
            .iter()
            .filter(|t| t.suspect == v.index && !t.face_up)
            .count();
        let a = Action::Peek { suspect: v.index };
        let ok = legal.contains(&a);
        let b = ui.add_enabled(
            ok,
            egui::Button::new(tr_args(
                "jimmy-look-suspect",
                &[
                    ("name", name(v.index).into()),
                    ("down", down.into()),
                    ("unknown", unknown.into()),
                ],
            )),
        );
        if !ok {
            if let Err(why) = rules::check(content, snap, seat, &a) {
                b.on_disabled_hover_text(crate::i18n::say(content, &why));
            }
        } else if b.clicked() {
            send(a);
        }
    }
    for of in snap.seat_ids().filter(|&o| o != seat) {
        let a = Action::LookAtHand { of };
        let ok = legal.contains(&a);
        let b = ui.add_enabled(
            ok,
            egui::Button::new(tr_args(
                "jimmy-look-hand",
                &[
                    (
                        "who",
                        content.detectives[snap.seats[of].detective]
                            .def
                            .name
                            .as_str()
                            .into(),
                    ),
                    ("cards", snap.seats[of].hand.into()),
                ],
            )),
        );
        if !ok {
            if let Err(why) = rules::check(content, snap, seat, &a) {
                b.on_disabled_hover_text(crate::i18n::say(content, &why));
            }
        } else if b.clicked() {
            send(a);
        }
    }
    if ui.button(tr("draw-no-thanks")).clicked() {
        send(Action::DeclinePeek);
    }
}
