//! The viewer's hand: its two halves with their play, discard and draw buttons.

use super::face::*;
use super::parts::*;
use super::pay::*;
use crate::content::{Content, Deck};
use crate::game::{Action, Decision, PublicTable};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::model::Ask;
use crate::rules::Snapshot;
use crate::rules::twilight::hand_limit;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// Whether the viewer is answering a response window now, and against which seat.
pub(super) fn responding(snap: &Snapshot, me: SeatId) -> Option<SeatId> {
    matches!(snap.pending, Some(Decision { seat, ask: Ask::Response }) if seat == me)
        .then(|| snap.active())
}

/// The foot of a card, where its buttons are: a darker strip, so they stand out from its
/// paper.
pub(super) fn controls_strip<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.add_space(2.0);
    egui::Frame::NONE
        .fill(Color32::from_rgb(14, 15, 20))
        .corner_radius(5.0)
        .inner_margin(egui::Margin::same(5))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui)
        })
        .inner
}

/// The heading of one half of the hand: the twilight emblem with that half lit, and what the
/// cards there are for.
pub(super) fn hand_half_heading(ui: &mut egui::Ui, deck: Deck, n: usize) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        let (r, _) = ui.allocate_exact_size(egui::vec2(20.0, 20.0), egui::Sense::hover());
        twilight_emblem(ui.painter(), r.center(), 9.0, deck, Color32::from_gray(220));
        let (title, what) = match deck {
            Deck::Light => (
                tr_args("hand-light-cards", &[("n", n.into())]),
                tr("hand-light-cards-what"),
            ),
            Deck::Dark => (
                tr_args("hand-dark-cards", &[("n", n.into())]),
                tr("hand-dark-cards-what"),
            ),
        };
        ui.label(crate::ui::theme::heading(title, 17.0));
        ui.label(RichText::new(what).small().weak());
    });
}

/// The viewer's hand of twilight cards, each readable, with its play, discard and draw buttons.
pub fn hand_panel(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    let Some(me) = snap.viewer else {
        return;
    };
    form.sync(Some(me), &snap.hand);
    let limit = hand_limit(content, snap, me);
    ui.horizontal_wrapped(|ui| {
        crate::ui::theme::heading_wrapped(
            ui,
            tr_args(
                "hand-title",
                &[(
                    "count",
                    crate::i18n::say(
                        content,
                        &crate::rules::twilight::hand_words(snap.hand.len(), limit),
                    )
                    .into(),
                )],
            ),
        )
        .on_hover_text(tr("hand-title-hover"));
        crate::ui::help::rules_link(ui, "R-TWI");
    });
    if let Some((i, m)) = snap
        .memory
        .and_then(|i| content.specials.get(i as usize).map(|m| (i, m)))
    {
        let edge = Color32::from_rgb(190, 170, 240);
        card_shell(ui, Color32::from_rgb(30, 28, 44), edge, edge, |ui| {
            card_header(
                ui,
                Color32::from_rgb(70, 60, 110),
                Color32::from_rgb(240, 236, 252),
                &tr("hand-memory-tag"),
                &m.def.name,
                None,
            );
            ui.label(
                RichText::new(tr_args(
                    "hand-memory-held",
                    &[(
                        "who",
                        content.detectives[m.detective].def.name.as_str().into(),
                    )],
                ))
                .small()
                .italics(),
            );
            let ink = ui.visuals().text_color();
            clamped_text_as(
                ui,
                egui::Id::new(("memory-open", i)),
                true,
                &m.def.text,
                3,
                ink,
            );
        });
    }
    if snap.hand.is_empty() {
        ui.label(RichText::new(tr("hand-empty")).weak());
    }
    let my_detective = snap.seats[me].detective;
    // The hand in its two halves: the viewer's light cards, then the dark cards it holds.
    let (light, dark): (Vec<CardId>, Vec<CardId>) = snap
        .hand
        .iter()
        .copied()
        .partition(|&c| content.cards[c].def.deck == Deck::Light);
    for (deck, cards) in [(Deck::Light, light), (Deck::Dark, dark)] {
        if cards.is_empty() {
            continue;
        }
        hand_half_heading(ui, deck, cards.len());
        for card in cards {
            let c = &content.cards[card];
            card_frame(ui, content, card, |ui| {
                card_face(ui, content, card);
                controls_strip(ui, |ui| {
                    let own_light = c.def.deck == Deck::Light && c.detective == my_detective;
                    let against = responding(snap, me).filter(|&a| {
                        c.def.deck == Deck::Dark && c.detective == snap.seats[a].detective
                    });
                    // Discarding the card (to make room) or ticking it to pay for another,
                    // in the Play button's row where there is one.
                    let mut discard = |ui: &mut egui::Ui, form: &mut PayForm| {
                        discard_toggle(ui, card, form, &tr("hand-discard-to-pay"));
                        let action = Action::DiscardCard { card };
                        rule_button(
                            ui,
                            content,
                            snap,
                            me,
                            RichText::new(tr("hand-discard")).small(),
                            &action,
                            &tr("hand-discard-hover"),
                        )
                        .then_some(action)
                    };
                    if own_light {
                        let label = tr("hand-play");
                        let who = PlayAs {
                            me,
                            target: me,
                            label: &label,
                        };
                        pay_row(ui, content, snap, card, &who, form, send, &mut discard);
                        idle_warning(ui, content, snap, card);
                    } else if let Some(active) = against {
                        let label = tr_args(
                            "hand-play-against",
                            &[("who", seat_name(content, table, active).into())],
                        );
                        let who = PlayAs {
                            me,
                            target: active,
                            label: &label,
                        };
                        pay_row(ui, content, snap, card, &who, form, send, &mut discard);
                    } else {
                        if c.def.deck == Deck::Dark {
                            crate::ui::panels::prompts::card_prompt(ui, content, snap, card, send);
                        }
                        if let Some(a) = ui.horizontal_wrapped(|ui| discard(ui, form)).inner {
                            send(a);
                        }
                    }
                });
                // The row under the controls is kept free for the card's own setting (a held
                // dark card's "ask me / never ask"): add it here, inside the card.
            });
        }
    }
    draw_buttons(ui, content, table, snap, me, send);
    // How to pay with discards, under the cards: a short column shows the cards first.
    ui.label(RichText::new(tr("hand-how")).small().weak());
    ui.add_space(6.0);
}

/// One draw button per deck the viewer may draw from (R-TWI-2), with the cards left in it.
pub(super) fn draw_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    me: SeatId,
    send: &mut dyn FnMut(Action),
) {
    ui.horizontal_wrapped(|ui| {
        for (from, s) in snap.seat_ids().zip(&snap.seats) {
            let (text, left) = if from == me {
                (tr("hand-draw-light"), s.light_deck)
            } else {
                (
                    tr_args(
                        "hand-draw-dark",
                        &[("who", seat_name(content, table, from).into())],
                    ),
                    s.dark_deck,
                )
            };
            let action = Action::DrawCard { from };
            let text = RichText::new(format!("{text} ({left})")).small();
            if rule_button(ui, content, snap, me, text, &action, &tr("hand-draw-hover")) {
                send(action);
            }
        }
    });
}

/// The ticks for discards inside a window: every card in hand but the candidates to play.
pub(super) fn discard_ticks(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    skip: &[CardId],
    form: &mut PayForm,
) {
    let others: Vec<CardId> = snap
        .hand
        .iter()
        .copied()
        .filter(|c| !skip.contains(c))
        .collect();
    if others.is_empty() {
        return;
    }
    ui.label(RichText::new(tr("hand-discard-to-lower")).small());
    ui.horizontal_wrapped(|ui| {
        for card in others {
            let c = &content.cards[card].def;
            let deck = tr(match c.deck {
                Deck::Light => "hand-deck-light",
                Deck::Dark => "hand-deck-dark",
            });
            discard_toggle(ui, card, form, &format!("{} ({deck})", c.name));
        }
    });
}

/// A card that would look at or turn up face-down evidence where there is none to work on says
/// so before it is played (the hint never plays it): in the hand and in an answer's window
/// (round 39 of issue 31 was offered one there without a word).
pub(super) fn idle_warning(ui: &mut egui::Ui, content: &Content, snap: &Snapshot, card: CardId) {
    if crate::game::bot::hint::idle_card(content, snap, card) {
        ui.label(
            RichText::new(tr_args(
                crate::game::bot::hint::idle_key(snap),
                &[("card", content.cards[card].def.name.as_str().into())],
            ))
            .small()
            .color(crate::ui::theme::AMBER),
        );
    }
}
