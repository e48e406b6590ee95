//! Paying for a card (R-TWI-7, R-TWI-8): the form of ticked discards and colour adjustments,
//! the cost line, the adjustment control, the discard toggle and a card's pay row.

use super::parts::*;
use crate::content::{Content, Deck};
use crate::game::{Action, CardPlay};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules::Snapshot;
use crate::rules::investigation::twilight_end;
use crate::rules::twilight::card_cost;
use bevy_egui::egui;
use egui::RichText;

/// The most cards a play can discard (R-TWI-7, D-22: every other card of any hand).
pub use crate::model::MAX_DISCARDS;

/// How the viewer means to pay for the card it plays next: the cards ticked "discard to pay"
/// (R-TWI-7) and, per card, a plot-colour adjustment of −1, 0 or +1 (R-TWI-8). Private to
/// the seat that set it: it is cleared when another seat takes the screen.
#[derive(bevy::prelude::Resource, Default, Debug, Clone, PartialEq)]
pub struct PayForm {
    seat: Option<SeatId>,
    discard: Vec<CardId>,
    adjust: Vec<(CardId, i8)>,
}

impl PayForm {
    /// Forgets what belongs to another seat and cards that have left the hand.
    pub fn sync(&mut self, viewer: Option<SeatId>, hand: &[CardId]) {
        if self.seat != viewer {
            *self = PayForm {
                seat: viewer,
                ..Default::default()
            };
        }
        self.discard.retain(|c| hand.contains(c));
        self.adjust.retain(|(c, _)| hand.contains(c));
    }
    /// Whether `card` is ticked for discarding.
    pub fn marked(&self, card: CardId) -> bool {
        self.discard.contains(&card)
    }
    /// Ticks or unticks `card` for discarding; at most [`MAX_DISCARDS`] are ticked.
    pub fn set_marked(&mut self, card: CardId, on: bool) {
        if !on {
            self.discard.retain(|&c| c != card);
        } else if !self.marked(card) && self.discard.len() < MAX_DISCARDS {
            self.discard.push(card);
        }
    }
    /// Whether as many cards are ticked as a play may discard.
    pub fn full(&self) -> bool {
        self.discard.len() >= MAX_DISCARDS
    }
    /// The plot-colour adjustment chosen for `card` (0 if none).
    pub fn adjust_of(&self, card: CardId) -> i8 {
        self.adjust
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(0, |(_, a)| *a)
    }
    /// Sets the plot-colour adjustment for `card`.
    pub fn set_adjust(&mut self, card: CardId, adjust: i8) {
        self.adjust.retain(|(c, _)| *c != card);
        if adjust != 0 {
            self.adjust.push((card, adjust));
        }
    }
    /// The play of `card` with the ticked discards (never the card itself) and its adjustment;
    /// the adjustment only when `may_adjust` (the colour matches the target's plot).
    pub fn play(&self, card: CardId, may_adjust: bool) -> CardPlay {
        let others: Vec<CardId> = self
            .discard
            .iter()
            .copied()
            .filter(|&d| d != card)
            .collect();
        let mut play = CardPlay::new(card).with_discards(&others);
        if may_adjust {
            play.adjust = self.adjust_of(card);
        }
        play
    }
}

/// The cost line of a card about to be played by `payer` against `target`: printed cost,
/// cost after discards and adjustment, and where it moves the payer's marker.
pub(super) fn cost_line(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    payer: SeatId,
    target: SeatId,
    play: &CardPlay,
) {
    let c = &content.cards[play.card].def;
    let at = snap.seats[payer].twilight;
    match card_cost(content, snap, target, play) {
        Ok(cost) => {
            let mut how = Vec::new();
            let n = play.discards().len();
            if n > 0 {
                how.push(tr_args("pay-discards", &[("n", n.into())]));
            }
            if play.adjust != 0 {
                how.push(tr_args(
                    "pay-plot-colour",
                    &[("adjust", format!("{:+}", play.adjust).into())],
                ));
            }
            let end = twilight_end(content, snap.seats[payer].detective);
            let (way, to) = match c.deck {
                Deck::Light => ("dark-shift", (at + cost as i8).min(end)),
                Deck::Dark => ("light-shift", (at - cost as i8).max(-end)),
            };
            let printed = if how.is_empty() {
                tr_args("pay-cost", &[("cost", cost.into())])
            } else {
                tr_args(
                    "pay-cost-from",
                    &[
                        ("printed", c.cost.into()),
                        ("cost", cost.into()),
                        ("how", how.join(&tr("list-sep")).into()),
                    ],
                )
            };
            let moves = if cost == 0 {
                tr_args("pay-nothing", &[("at", track_words(at, end).into())])
            } else if to == at {
                tr_args(
                    "pay-cannot",
                    &[("way", way.into()), ("at", track_words(at, end).into())],
                )
            } else {
                tr_args(
                    "pay-moves",
                    &[
                        ("way", way.into()),
                        ("cost", cost.into()),
                        ("from", track_words(at, end).into()),
                        ("to", track_words(to, end).into()),
                    ],
                )
            };
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(printed).strong().small());
                ui.label(RichText::new(moves).small());
            })
            .response
            .on_hover_text(tr("pay-hover"));
        }
        Err(why) => {
            let why = crate::i18n::say(content, &why);
            ui.label(
                RichText::new(tr_args(
                    "pay-shift-cost",
                    &[("cost", c.cost.into()), ("why", why.into())],
                ))
                .small(),
            );
        }
    }
}

/// The −1 / 0 / +1 control when the card's colour matches the target's plot (R-TWI-8);
/// a note when the card has a colour that does not match.
pub(super) fn adjust_control(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    target: SeatId,
    card: CardId,
    form: &mut PayForm,
) {
    let Some(colour) = content.cards[card].def.colour else {
        return;
    };
    if !colour_matches(content, snap, target, card) {
        let theirs = snap.seats[target].plot_colour.map_or("none", |p| p.name());
        ui.label(
            RichText::new(tr_args(
                "pay-colour-no-match",
                &[("colour", colour.name().into()), ("theirs", theirs.into())],
            ))
            .small()
            .weak(),
        );
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("pay-colour-matches")).small())
            .on_hover_text(tr("pay-colour-matches-hover"));
        // The three choices keep together (a "+1" alone on the next row read as apart).
        ui.horizontal(|ui| {
            let mut a = form.adjust_of(card);
            for (v, text) in [(-1i8, "-1"), (0, "0"), (1, "+1")] {
                ui.selectable_value(&mut a, v, RichText::new(text).monospace());
            }
            if a != form.adjust_of(card) {
                form.set_adjust(card, a);
            }
        });
    });
}

/// The "discard to pay" tick of one card (R-TWI-7): as many as the player likes (D-22).
pub fn discard_toggle(ui: &mut egui::Ui, card: CardId, form: &mut PayForm, text: &str) {
    let mut on = form.marked(card);
    let enabled = on || !form.full();
    let r = ui.add_enabled(
        enabled,
        egui::Checkbox::new(&mut on, RichText::new(text).small()),
    );
    let r = if enabled {
        r.on_hover_text(tr("pay-discard-hover"))
    } else {
        r.on_disabled_hover_text(tr("pay-discard-full"))
    };
    if r.changed() {
        form.set_marked(card, on);
    }
}

/// Who plays a card: the viewer `me`, against (or for) `target`, whose plot colour counts, and
/// the words on the play button.
pub(super) struct PlayAs<'a> {
    pub(super) me: SeatId,
    pub(super) target: SeatId,
    pub(super) label: &'a str,
}

/// What playing `card` needs: its cost after discounts, the colour control and the Play button
/// (the rules decide whether it is enabled).
pub(super) fn pay_row(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    card: CardId,
    who: &PlayAs,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    let (me, target, label) = (who.me, who.target, who.label);
    adjust_control(ui, content, snap, target, card, form);
    let play = form.play(card, colour_matches(content, snap, target, card));
    let dark = content.cards[play.card].def.deck == Deck::Dark;
    // A favor cost (R-TOKEN-1): one Play button per way to pay it with the favors held.
    let costs = &content.cards[card].def.favors;
    let mut plays: Vec<CardPlay> = if costs.is_empty() {
        Vec::new()
    } else {
        crate::rules::abilities::pay_options(content, &snap.seats[me], costs)
            .into_iter()
            .map(|pay| {
                let mut p = play;
                p.pay = pay;
                p
            })
            .filter(|p| crate::rules::twilight::card_payment(content, &snap.seats[me], p).is_ok())
            .collect()
    };
    if plays.is_empty() {
        plays.push(play);
    }
    let ways = plays.len();
    let tip = tr(if dark {
        "pay-play-dark-hover"
    } else {
        "pay-play-light-hover"
    });
    ui.horizontal_wrapped(|ui| {
        for p in &plays {
            let action = if dark {
                Action::PlayDark { play: *p }
            } else {
                Action::PlayLight { play: *p }
            };
            let text = format!(
                "{label}{}",
                crate::ui::panels::events::pay_suffix(
                    content,
                    snap.seats[me].detective,
                    costs,
                    &p.pay,
                    ways
                )
            );
            if form.marked(card) {
                ui.add_enabled(false, egui::Button::new(RichText::new(text).strong()))
                    .on_disabled_hover_text(tr("pay-ticked"));
            } else if rule_button(
                ui,
                content,
                snap,
                me,
                RichText::new(text).strong(),
                &action,
                &tip,
            ) {
                send(action);
            }
        }
    });
    // On its own row: beside a wide button at 150% it had a letter's width and wrapped at
    // every letter.
    cost_line(ui, content, snap, me, target, &play);
}
