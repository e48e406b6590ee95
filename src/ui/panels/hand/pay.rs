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

/// What paying for a card about to be played by `payer` against `target` comes to: the
/// printed cost or the cost after discards and adjustment, where it moves the payer's marker,
/// and whether that is only the card's printed cost (said on the Play button's hover then,
/// not in a row of its own: a hand of cards read as a spreadsheet, round 26 of issue 31).
pub(super) struct CostWords {
    /// "Shift cost 2", or "Shift cost 1 (printed 2; 1 discard)".
    pub(super) printed: String,
    /// "you dark-shift 2, centre → dark 2", or why it cannot be paid.
    pub(super) moves: String,
    /// The printed cost, paid as printed: nothing the player chose changes it.
    pub(super) plain: bool,
}

pub(super) fn cost_words(
    content: &Content,
    snap: &Snapshot,
    payer: SeatId,
    target: SeatId,
    play: &CardPlay,
) -> CostWords {
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
            let plain = how.is_empty() && (cost == 0 || to != at);
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
            CostWords {
                printed,
                moves,
                plain,
            }
        }
        Err(why) => CostWords {
            printed: tr_args(
                "pay-shift-cost",
                &[
                    ("cost", c.cost.into()),
                    ("why", crate::i18n::say(content, &why).into()),
                ],
            ),
            moves: String::new(),
            plain: false,
        },
    }
}

/// The cost's row under a card's Play button, when it says more than the printed cost.
fn cost_row(ui: &mut egui::Ui, words: &CostWords) {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(&words.printed).strong().small());
        if !words.moves.is_empty() {
            ui.label(RichText::new(&words.moves).small());
        }
    })
    .response
    .on_hover_text(tr("pay-hover"));
}

/// The −1 / 0 / +1 control when the card's colour matches the target's plot (R-TWI-8);
/// the words saying so when the card has a colour that does not match.
pub(super) fn adjust_control(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    target: SeatId,
    card: CardId,
    form: &mut PayForm,
) -> Option<String> {
    let colour = content.cards[card].def.colour?;
    // No match, nothing to choose: no row; the Play button says it on hover.
    if !colour_matches(content, snap, target, card) {
        let theirs = snap.seats[target].plot_colour.map_or("none", |p| p.name());
        return Some(tr_args(
            "pay-colour-no-match",
            &[("colour", colour.name().into()), ("theirs", theirs.into())],
        ));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("pay-colour-matches")).small())
            .on_hover_text(tr("pay-colour-matches-hover"));
        // The three choices keep together (a "+1" alone on the next row read as apart), on
        // the next row when this one has no room for them.
        let need =
            crate::ui::theme::buttons_width(ui, &["-1", "0", "+1"], egui::TextStyle::Monospace);
        crate::ui::theme::room_for(ui, need);
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
    None
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
    tail: &mut dyn FnMut(&mut egui::Ui, &mut PayForm) -> Option<Action>,
) {
    let (me, target, label) = (who.me, who.target, who.label);
    let no_match = adjust_control(ui, content, snap, target, card, form);
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
    let words = cost_words(content, snap, me, target, &play);
    let tip = tr(if dark {
        "pay-play-dark-hover"
    } else {
        "pay-play-light-hover"
    });
    // The printed cost paid as printed goes on the button's hover; anything else has a row.
    let mut tip = if words.plain {
        format!("{tip}\n{}: {}", words.printed, words.moves)
    } else {
        tip
    };
    if let Some(note) = no_match {
        tip = format!("{tip}\n{note}");
    }
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
        if let Some(a) = tail(ui, form) {
            send(a);
        }
    });
    // On its own row: beside a wide button at 150% it had a letter's width and wrapped at
    // every letter.
    if !words.plain {
        cost_row(ui, &words);
    }
    // What its baggage of a kind would be on the target's plot now, before it is played.
    for n in crate::rules::baggage_notes(content, snap, card, target) {
        let idle = n.key().starts_with("baggage-on-none");
        let text = RichText::new(crate::i18n::say(content, &n)).small();
        ui.label(if idle {
            text.color(crate::ui::theme::AMBER)
        } else {
            text
        });
    }
}
