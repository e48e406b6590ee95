//! The windows of a card played against the active detective: a dark card's response, the
//! light answer after it and a fight (R-TWI-5, R-TWI-9, R-TWI-10), and every detective's
//! twilight track (D-2).

use super::face::*;
use super::panel::*;
use super::parts::*;
use super::pay::*;
use crate::content::{Content, Deck};
use crate::game::{Action, PublicTable};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules::Snapshot;
use crate::rules::investigation::twilight_end;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// Response window (R-TWI-5, R-TWI-9, D-7): one of the active detective's dark cards the
/// viewer holds, with its cost after discounts, or Pass.
pub fn response_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    me: SeatId,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    form.sync(Some(me), &snap.hand);
    let active = snap.active();
    let name = seat_name(content, table, active);
    ui.label(tr_args("respond-acted", &[("name", name.as_str().into())]));
    // Only offered once a turn (the default judging, no card of its answering what was just
    // done, none it asked to be asked about): its cards folded under a line, so the question
    // takes little of the column.
    let asked_for = snap.hand.iter().any(|&c| {
        crate::rules::twilight::is_card_of(content, c, Deck::Dark, snap.seats[active].detective)
            && (crate::rules::twilight::answers_now(content, snap, c)
                || snap.prompt_of(c) == crate::model::Prompt::Always)
    });
    let plain = snap.auto_pass && !asked_for;
    // The table waits for the answer, and says so in the question's amber (no clock: five
    // rounds of issue 31, the last round 56, lost an offer to it while reading the card, or
    // read a held one as the game stuck).
    if plain {
        ui.label(
            RichText::new(tr("offer-waits"))
                .small()
                .strong()
                .color(crate::ui::theme::AMBER),
        );
    }
    let offer = Offer {
        me,
        target: active,
        deck: Deck::Dark,
        play: tr_args("respond-play", &[("name", name.as_str().into())]),
        pass: tr("respond-pass"),
        holds: true,
        fold: plain,
    };
    // The answers first, in sight without scrolling in a short column; the fine print after.
    offer_cards(ui, content, snap, &offer, form, send);
    ui.add_space(4.0);
    ui.label(RichText::new(tr_args("respond-one", &[("name", name.as_str().into())])).small());
    crate::ui::panels::prompts::why_asked(ui, content, snap);
}

/// What a response window offers `me`: its cards of `deck` that belong to `target`'s
/// detective, with the play and pass buttons' words.
pub(super) struct Offer {
    me: SeatId,
    target: SeatId,
    deck: Deck,
    play: String,
    pass: String,
    /// A response window: *Pass until my turn* and *Pass for today* sit beside Pass (D-7).
    holds: bool,
    /// A plain once-a-turn offer: the cards are named in a line and folded under it, so the
    /// question takes a few lines of the column while the bots' turn goes on on the board
    /// (round 36: "a large question panel keeps appearing"); one that answers the action
    /// shows its cards.
    fold: bool,
}

/// The offered cards, each with its cost and a play button, then the discard ticks and a
/// pass button.
pub(super) fn offer_cards(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    offer: &Offer,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    let detective = snap.seats[offer.target].detective;
    let cards: Vec<CardId> = snap
        .hand
        .iter()
        .copied()
        .filter(|&c| {
            let c = &content.cards[c];
            c.def.deck == offer.deck && c.detective == detective
        })
        .collect();
    // Passing is the commonest answer: its button comes first, in sight without scrolling
    // past every card (the decision's panel scrolls the cards under it).
    pass_button(ui, &offer.pass, send);
    // Stopping the questions for a while is one click, in sight with Pass.
    if offer.holds {
        crate::ui::panels::prompts::hold_buttons(ui, send);
    }
    if cards.is_empty() {
        ui.label(RichText::new(tr("respond-no-card")).weak());
    }
    let who = PlayAs {
        me: offer.me,
        target: offer.target,
        label: &offer.play,
    };
    // The cards that can be played now first; the others folded under one line (round 30 of
    // issue 31: every card of the hand read before the one that answers).
    let legal = crate::rules::legal_actions(content, snap, offer.me);
    let (now, later): (Vec<CardId>, Vec<CardId>) = cards.iter().partition(|&&c| {
        legal.iter().any(|a| {
            matches!(a, Action::PlayLight { play } | Action::PlayDark { play } if play.card == c)
        })
    });
    // Each card compactly: its face and how to pay for it.
    let mut show = |ui: &mut egui::Ui, list: &[CardId], form: &mut PayForm| {
        for &card in list {
            card_frame(ui, content, card, |ui| {
                card_face(ui, content, card);
                controls_strip(ui, |ui| {
                    pay_row(ui, content, snap, card, &who, form, send, &mut |_, _| None)
                });
                if offer.me == offer.target {
                    super::panel::idle_warning(ui, content, snap, card);
                }
            });
        }
    };
    let mut all = |ui: &mut egui::Ui, form: &mut PayForm| {
        show(ui, &now, form);
        if !later.is_empty() {
            egui::CollapsingHeader::new(tr_args("offer-not-now", &[("n", later.len().into())]))
                .id_salt((
                    crate::ui::viewer::per_player(ui.ctx(), "offer-not-now"),
                    offer.deck == Deck::Light,
                    now.is_empty(),
                ))
                .default_open(now.is_empty())
                .show(ui, |ui| show(ui, &later, form));
        }
        discard_ticks(ui, content, snap, &cards, form);
    };
    if !offer.fold || now.is_empty() {
        all(ui, form);
        return;
    }
    // A card that would do nothing now is not named as one the player could play (round 45
    // of issue 31); it stays in the folded list.
    let names: Vec<String> = now
        .iter()
        .filter(|&&c| !crate::game::bot::hint::idle_card(content, snap, c))
        .map(|&c| content.cards[c].def.name.clone())
        .collect();
    if !names.is_empty() {
        ui.label(tr_args(
            "offer-could",
            &[("cards", names.join(&tr("list-sep")).into())],
        ));
    }
    // Folded again at each new offer (another turn, another window).
    let c = snap.clock;
    egui::CollapsingHeader::new(tr_args("offer-look", &[("n", now.len().into())]))
        .id_salt((
            crate::ui::viewer::per_player(ui.ctx(), "offer-look"),
            (offer.target, c.week, c.day, c.turn, c.time),
        ))
        .default_open(false)
        .show(ui, |ui| all(ui, form));
}

/// Counter window (R-TWI-9): the active player may answer a dark card with one light card.
pub fn counter_body(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    me: SeatId,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    form.sync(Some(me), &snap.hand);
    ui.label(tr_args("counter-how", &[("time", snap.clock.time.into())]));
    let offer = Offer {
        me,
        target: me,
        deck: Deck::Light,
        play: tr("counter-play"),
        pass: tr("counter-pass"),
        holds: false,
        fold: false,
    };
    offer_cards(ui, content, snap, &offer, form, send);
}

pub(super) fn pass_button(ui: &mut egui::Ui, text: &str, send: &mut dyn FnMut(Action)) {
    ui.add_space(2.0);
    if ui.button(RichText::new(text).strong()).clicked() {
        send(Action::PassResponse);
    }
    ui.add_space(2.0);
}

/// Fight window (R-TWI-10): the card, and the two tactics with what each does.
pub fn fight_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    (me, card, by): (SeatId, CardId, SeatId),
    send: &mut dyn FnMut(Action),
) {
    let c = &content.cards[card].def;
    let title = if by == me {
        tr_args("fight-you-play", &[("card", c.name.as_str().into())])
    } else {
        tr_args(
            "fight-plays",
            &[
                ("who", seat_name(content, table, by).into()),
                ("card", c.name.as_str().into()),
            ],
        )
    };
    ui.label(RichText::new(title).strong());
    card_frame(ui, content, card, |ui| card_face(ui, content, card));
    let at = snap.seats[me].twilight;
    let (light, dark) = fight_parts(&c.text).unwrap_or_else(|| (c.text.clone(), c.text.clone()));
    for (is_dark, part) in [(false, light), (true, dark)] {
        tactics_row(ui, content, snap, me, at, is_dark, &part, send);
    }
}

/// One tactics button and what it does: the shift first (or why there is none), then the
/// card's part for those tactics.
pub(super) fn tactics_row(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    me: SeatId,
    at: i8,
    is_dark: bool,
    part: &str,
    send: &mut dyn FnMut(Action),
) {
    let step: i8 = if is_dark { 1 } else { -1 };
    let end = twilight_end(content, snap.seats[me].detective);
    let to = (at + step).clamp(-end, end);
    let (way, title) = if is_dark {
        ("dark-shift", tr("fight-dark-tactics"))
    } else {
        ("light-shift", tr("fight-light-tactics"))
    };
    let shift = if to == at {
        tr_args("fight-at-end", &[("at", track_words(at, end).into())])
    } else {
        tr_args(
            "fight-first-shift",
            &[
                ("way", way.into()),
                ("from", track_words(at, end).into()),
                ("to", track_words(to, end).into()),
            ],
        )
    };
    // The card's words repeat the shift ("light-shift, then ..."): say it once.
    let markers = tr("fight-shift-then");
    let rest = markers
        .split('|')
        .find_map(|m| part.split_once(m))
        .map_or(part, |(_, r)| r);
    ui.add_space(4.0);
    let action = Action::Tactics { dark: is_dark };
    let text = RichText::new(title).strong().size(15.0);
    if rule_button(ui, content, snap, me, text, &action, "R-TWI-10") {
        send(action);
    }
    ui.label(
        RichText::new(tr_args(
            "fight-then",
            &[("shift", shift.into()), ("rest", rest.into())],
        ))
        .small(),
    );
}

/// The twilight track (D-2): its numbered spaces (ends at ±`end`), light on the left, dark on
/// the right, the marker drawn as a ringed token and said in words beside it.
pub fn twilight_track(ui: &mut egui::Ui, at: i8, end: i8) {
    let n = 2 * end + 1;
    // As wide as the column allows (a narrow column at 150%), up to 16 points a step; the
    // letters at the ends take ~30.
    let w = ((ui.available_width() - 34.0) / n.max(1) as f32).clamp(9.0, 16.0);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.label(RichText::new("L").small().strong())
            .on_hover_text(tr("track-light-end"));
        let (rect, _) =
            ui.allocate_exact_size(egui::vec2(n as f32 * w, 16.0), egui::Sense::hover());
        let p = ui.painter();
        for i in -end..=end {
            let x = rect.min.x + (i + end) as f32 * w;
            let cell =
                egui::Rect::from_min_size(egui::pos2(x, rect.min.y), egui::vec2(w - 2.0, 15.0));
            let shade = (215 - (i + end) as i32 * 176 / (2 * end as i32).max(1)) as u8;
            p.rect_filled(cell, 2.0, Color32::from_gray(shade));
            let text_colour = if shade > 120 {
                Color32::BLACK
            } else {
                Color32::WHITE
            };
            if i == at {
                p.rect_stroke(
                    cell.expand(1.0),
                    2.0,
                    egui::Stroke::new(2.0, Color32::from_rgb(255, 200, 40)),
                    egui::StrokeKind::Outside,
                );
                let r = (w / 2.0).min(6.0);
                p.circle_filled(cell.center(), r, Color32::from_rgb(255, 200, 40));
                p.circle_stroke(cell.center(), r, egui::Stroke::new(1.0, Color32::BLACK));
            }
            let label = if i == at {
                "●".to_string()
            } else {
                i.abs().to_string()
            };
            let colour = if i == at { Color32::BLACK } else { text_colour };
            p.text(
                cell.center(),
                egui::Align2::CENTER_CENTER,
                label,
                egui::FontId::monospace(9.0),
                colour,
            );
        }
        ui.label(RichText::new("D").small().strong())
            .on_hover_text(tr("track-dark-end"));
        ui.label(RichText::new(track_words(at, end)).small().strong());
    })
    .response
    .on_hover_text(tr_args("track-hover", &[("end", end.into())]));
}
