//! Twilight cards on screen (rules section 9): a card's face (name, LIGHT/DARK badge, whose
//! deck, cost, plot colour as a swatch and its name, traits, conditions, text), the viewer's
//! hand with its play, discard and draw buttons, the discards and plot-colour adjustment that
//! pay for a card (R-TWI-7, R-TWI-8) with the cost they come to, the windows for a dark card
//! against the active detective, the light answer after it and a fight (R-TWI-5, R-TWI-9,
//! R-TWI-10), and every detective's twilight track (D-2).
//!
//! Every button goes out as a [`crate::game::Command`]; a disabled one says the rules' reason on hover.

use crate::content::{Content, Deck, PlotColour};
use crate::game::{Action, CardPlay, Decision, Table};
use crate::ids::*;
use crate::model::Ask;
use crate::rules::investigation::twilight_end;
use crate::rules::twilight::{card_cost, condition_words, hand_limit};
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::{Color32, RichText};

/// The most cards a player may discard to lower a cost (R-TWI-7: the `CardPlay` holds three).
pub const MAX_DISCARDS: usize = 3;

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
    pub fn full(&self) -> bool {
        self.discard.len() >= MAX_DISCARDS
    }
    pub fn adjust_of(&self, card: CardId) -> i8 {
        self.adjust
            .iter()
            .find(|(c, _)| *c == card)
            .map_or(0, |(_, a)| *a)
    }
    pub fn set_adjust(&mut self, card: CardId, adjust: i8) {
        self.adjust.retain(|(c, _)| *c != card);
        if adjust != 0 {
            self.adjust.push((card, adjust));
        }
    }
    /// The play of `card` with the ticked discards (never the card itself) and its adjustment;
    /// the adjustment only when `may_adjust` (the colour matches the target's plot).
    pub fn play(&self, card: CardId, may_adjust: bool) -> CardPlay {
        let mut play = CardPlay::new(card);
        if may_adjust {
            play.adjust = self.adjust_of(card);
        }
        for (slot, &d) in play
            .discard
            .iter_mut()
            .zip(self.discard.iter().filter(|&&d| d != card))
        {
            *slot = Some(d);
        }
        play
    }
}

/// The name of the detective at `seat`.
pub use crate::game::turns::name_of as seat_name;

/// A plot colour as a small framed swatch followed by its name; call it in a horizontal
/// layout.
pub fn colour_swatch(ui: &mut egui::Ui, colour: PlotColour, suffix: &str) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(11.0, 11.0), egui::Sense::hover());
    let [r, g, b] = colour.rgb();
    ui.painter()
        .rect_filled(rect, 2.0, Color32::from_rgb(r, g, b));
    ui.painter().rect_stroke(
        rect,
        2.0,
        egui::Stroke::new(1.0, Color32::from_gray(220)),
        egui::StrokeKind::Inside,
    );
    ui.label(RichText::new(format!("{}{suffix}", colour.name())).small());
}

/// "Play only at a nightlife location and light-shifted", or `None` without conditions.
pub fn conditions_line(content: &Content, card: CardId) -> Option<String> {
    let c = &content.cards[card].def;
    if c.requires.is_empty() {
        return None;
    }
    let words: Vec<String> = c
        .requires
        .iter()
        .map(|r| condition_words(content, r))
        .collect();
    Some(format!("Play only {}", words.join(" and ")))
}

/// A deck's look: the card's paper, its edge, the header band and the ink on the band.
struct DeckLook {
    paper: Color32,
    edge: Color32,
    band: Color32,
    ink: Color32,
}

fn deck_look(deck: Deck) -> DeckLook {
    match deck {
        // Light cards: slate paper, a cream edge and a cream header with black ink.
        Deck::Light => DeckLook {
            paper: Color32::from_rgb(40, 44, 56),
            edge: Color32::from_rgb(228, 216, 184),
            band: Color32::from_rgb(232, 222, 194),
            ink: Color32::from_rgb(16, 16, 20),
        },
        // Dark cards: near-black paper, a violet edge and a deep violet header, pale ink.
        Deck::Dark => DeckLook {
            paper: Color32::from_rgb(17, 14, 23),
            edge: Color32::from_rgb(128, 96, 170),
            band: Color32::from_rgb(58, 38, 82),
            ink: Color32::from_rgb(236, 228, 250),
        },
    }
}

/// A twilight card drawn as a card: the deck's paper and edge, its plot colour as a band down
/// the left side, and `add` inside (its face first, then what can be done with it).
pub fn card_frame<R>(
    ui: &mut egui::Ui,
    content: &Content,
    card: CardId,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let c = &content.cards[card];
    let look = deck_look(c.def.deck);
    let shown = egui::Frame::NONE
        .fill(look.paper)
        .stroke(egui::Stroke::new(1.5, look.edge))
        .corner_radius(6.0)
        .inner_margin(egui::Margin {
            left: 14,
            right: 8,
            top: 6,
            bottom: 8,
        })
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui)
        });
    let r = shown.response.rect;
    let band = c
        .def
        .colour
        .map(|p| {
            let [r, g, b] = p.rgb();
            Color32::from_rgb(r, g, b)
        })
        .unwrap_or(Color32::from_gray(90));
    ui.painter().rect_filled(
        egui::Rect::from_min_max(
            r.min + egui::vec2(1.5, 1.5),
            egui::pos2(r.min.x + 7.0, r.max.y - 1.5),
        ),
        egui::CornerRadius {
            nw: 5,
            sw: 5,
            ne: 0,
            se: 0,
        },
        band,
    );
    ui.add_space(4.0);
    shown.inner
}

/// A card's header band: `tag` (LIGHT, DARK, PLOT) small, then `name` in the display face,
/// and the cost in a disc at the right corner if it has one. Returns its response (for a
/// tooltip).
pub fn card_header(
    ui: &mut egui::Ui,
    band: Color32,
    ink: Color32,
    tag: &str,
    name: &str,
    cost: Option<u8>,
) -> egui::Response {
    let (rect, head) =
        ui.allocate_exact_size(egui::vec2(ui.available_width(), 26.0), egui::Sense::hover());
    let p = ui.painter_at(rect.expand(1.0));
    p.rect_filled(rect, 4.0, band);
    let tag = p.text(
        rect.left_center() + egui::vec2(7.0, 0.0),
        egui::Align2::LEFT_CENTER,
        tag,
        egui::FontId::proportional(11.0),
        ink.gamma_multiply(0.75),
    );
    p.text(
        egui::pos2(tag.max.x + 8.0, rect.center().y),
        egui::Align2::LEFT_CENTER,
        name,
        egui::FontId::new(15.0, crate::ui::fonts::display_family()),
        ink,
    );
    if let Some(cost) = cost {
        let disc = egui::pos2(rect.max.x - 14.0, rect.center().y);
        p.circle_filled(disc, 10.5, ink);
        p.text(
            disc,
            egui::Align2::CENTER_CENTER,
            cost.to_string(),
            egui::FontId::new(14.0, crate::ui::fonts::display_family()),
            band,
        );
    }
    head
}

/// A card as it is printed: a header band (LIGHT or DARK in words, its name, its cost in a
/// disc at the corner); whose deck, plot colour and traits as chips; its conditions; its
/// text.
pub fn card_face(ui: &mut egui::Ui, content: &Content, card: CardId) {
    let c = &content.cards[card];
    let owner = &content.detectives[c.detective].def;
    let look = deck_look(c.def.deck);
    let word = c.def.deck.name().to_uppercase();
    let head = card_header(
        ui,
        look.band,
        look.ink,
        &word,
        &c.def.name,
        Some(c.def.cost),
    );
    head.on_hover_text(format!(
        "{} Cost {}: {}",
        match c.def.deck {
            Deck::Light => "A light card: its detective plays it on its own turn for 1 Time, dark-shifting by its cost (R-TWI-4). Its text beats the general rules (R-TWI-12).",
            Deck::Dark => "A dark card: whoever holds it plays it against its detective in that detective's turn, for no Time, light-shifting by its cost (R-TWI-5, R-TWI-9). Its text beats the general rules (R-TWI-12).",
        },
        c.def.cost,
        match c.def.deck {
            Deck::Light => "its player dark-shifts this many spaces to play it (R-TWI-4).",
            Deck::Dark => "its player light-shifts this many spaces to play it (R-TWI-5).",
        }
    ));
    ui.add_space(2.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(format!("{}'s {} deck", owner.name, c.def.deck.name()))
                .small()
                .italics(),
        );
        if let Some(colour) = c.def.colour {
            ui.label(RichText::new("·").small());
            colour_swatch(ui, colour, " plot colour");
        }
        for t in &c.def.traits {
            ui.label(
                RichText::new(format!(" {t} "))
                    .small()
                    .strong()
                    .color(Color32::from_gray(225))
                    .background_color(Color32::from_gray(62)),
            )
            .on_hover_text("A trait: it does nothing alone; other cards refer to it (R-TWI-11).");
        }
    });
    if let Some(line) = conditions_line(content, card) {
        ui.label(
            RichText::new(line)
                .small()
                .color(Color32::from_rgb(240, 210, 120)),
        );
    }
    crate::ui::glossary::explain(ui.label(RichText::new(&c.def.text).small()), &c.def.text);
}

/// A button for `action` by `seat`: enabled when the rules allow it now, else disabled with
/// their reason on hover. True when clicked.
pub fn rule_button(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    text: RichText,
    action: &Action,
    tip: &str,
) -> bool {
    let ok = rules::check(content, snap, seat, action);
    let b = ui.add_enabled(ok.is_ok(), egui::Button::new(text));
    let b = match &ok {
        Err(why) => b.on_disabled_hover_text(why),
        Ok(_) => b.on_hover_text(tip),
    };
    b.clicked()
}

/// Whether the plot-colour adjustment may apply: the card's colour is the colour of the
/// target detective's current plot (R-TWI-8).
pub fn colour_matches(content: &Content, snap: &Snapshot, target: SeatId, card: CardId) -> bool {
    let colour = content.cards[card].def.colour;
    colour.is_some() && colour == snap.seats[target].plot_colour
}

/// The cost line of a card about to be played by `payer` against `target`: printed cost,
/// cost after discards and adjustment, and where it moves the payer's marker.
fn cost_line(
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
                how.push(format!("{n} discard{}", if n == 1 { "" } else { "s" }));
            }
            if play.adjust != 0 {
                how.push(format!("plot colour {:+}", play.adjust));
            }
            let end = twilight_end(content, snap.seats[payer].detective);
            let (way, to) = match c.deck {
                Deck::Light => ("dark-shift", (at + cost as i8).min(end)),
                Deck::Dark => ("light-shift", (at - cost as i8).max(-end)),
            };
            let printed = if how.is_empty() {
                format!("Shift cost {cost}")
            } else {
                format!(
                    "Shift cost {} lowered to {cost} by {}",
                    c.cost,
                    how.join(", ")
                )
            };
            ui.label(RichText::new(printed).strong().small());
            let moves = if cost == 0 {
                format!(
                    "it costs nothing: your marker stays at {}",
                    track_words(at, end)
                )
            } else if to == at {
                format!(
                    "you cannot {way}: your marker is at {}",
                    track_words(at, end)
                )
            } else {
                format!(
                    "you {way} {cost}: your marker goes from {} to {}",
                    track_words(at, end),
                    track_words(to, end)
                )
            };
            ui.label(RichText::new(moves).small());
        }
        Err(why) => {
            ui.label(RichText::new(format!("Shift cost {}: {why}", c.cost)).small());
        }
    }
}

/// The −1 / 0 / +1 control when the card's colour matches the target's plot (R-TWI-8);
/// a note when the card has a colour that does not match.
fn adjust_control(
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
        let theirs = snap.seats[target]
            .plot_colour
            .map_or("no plot".to_string(), |p| format!("a {} plot", p.name()));
        ui.label(
            RichText::new(format!(
                "A {} card against {theirs}: no colour adjustment (R-TWI-8).",
                colour.name()
            ))
            .small()
            .weak(),
        );
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new("Plot colour matches — change the cost by:").small())
            .on_hover_text("R-TWI-8: a card whose colour matches the target detective's current plot may cost one more or one less.");
        let mut a = form.adjust_of(card);
        for (v, text) in [(-1i8, "-1"), (0, "0"), (1, "+1")] {
            ui.selectable_value(&mut a, v, RichText::new(text).monospace());
        }
        if a != form.adjust_of(card) {
            form.set_adjust(card, a);
        }
    });
}

/// The "discard to pay" tick of one card (R-TWI-7); at most three may be ticked.
pub fn discard_toggle(ui: &mut egui::Ui, card: CardId, form: &mut PayForm, text: &str) {
    let mut on = form.marked(card);
    let enabled = on || !form.full();
    let r = ui.add_enabled(
        enabled,
        egui::Checkbox::new(&mut on, RichText::new(text).small()),
    );
    let r = if enabled {
        r.on_hover_text("R-TWI-7: discard this card to lower the cost of the card you play by one (to 0 at least). It goes to the bottom of its deck.")
    } else {
        r.on_disabled_hover_text("At most three cards are discarded to pay for one card.")
    };
    if r.changed() {
        form.set_marked(card, on);
    }
}

/// Who plays a card: the viewer `me`, against (or for) `target`, whose plot colour counts, and
/// the words on the play button.
struct PlayAs<'a> {
    me: SeatId,
    target: SeatId,
    label: &'a str,
}

/// What playing `card` needs: its cost after discounts, the colour control and the Play button
/// (the rules decide whether it is enabled).
fn pay_row(
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
    cost_line(ui, content, snap, me, target, &play);
    let dark = content.cards[play.card].def.deck == Deck::Dark;
    let action = if dark {
        Action::PlayDark { play }
    } else {
        Action::PlayLight { play }
    };
    if form.marked(card) {
        ui.add_enabled(false, egui::Button::new(RichText::new(label).strong()))
            .on_disabled_hover_text(
                "This card is ticked to be discarded: untick \"discard to pay\" to play it.",
            );
        return;
    }
    let tip = if dark {
        "R-TWI-5: light-shift yourself by the cost; the card hurts its detective, then goes to the bottom of its dark deck."
    } else {
        "R-TWI-4: dark-shift by the cost, then do what it says; it goes to the bottom of your light deck."
    };
    if rule_button(
        ui,
        content,
        snap,
        me,
        RichText::new(label).strong(),
        &action,
        tip,
    ) {
        send(action);
    }
}

/// Whether the viewer is answering a response window now, and against which seat.
fn responding(snap: &Snapshot, me: SeatId) -> Option<SeatId> {
    matches!(snap.pending, Some(Decision { seat, ask: Ask::Response }) if seat == me)
        .then(|| snap.active())
}

/// The viewer's hand of twilight cards, each readable, with its play, discard and draw buttons.
pub fn hand_panel(
    ui: &mut egui::Ui,
    content: &Content,
    table: &Table,
    snap: &Snapshot,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    let Some(me) = snap.viewer else {
        return;
    };
    form.sync(Some(me), &snap.hand);
    let limit = hand_limit(content, snap, me);
    ui.horizontal(|ui| {
        ui.heading(format!("Your hand ({}/{limit})", snap.hand.len()))
            .on_hover_text(
                "You may draw only while you hold fewer cards than your limit (R-TWI-1).",
            );
        crate::ui::help::rules_link(ui, "R-TWI");
    });
    ui.label(
        RichText::new("Light cards: yours, played on your turn. Dark cards: another detective's, played against them in their turn. Tick \"discard to pay\" on up to 3 cards to lower the cost of the card you play (R-TWI-7).")
            .small()
            .weak(),
    );
    if let Some(m) = snap.memory.and_then(|i| content.specials.get(i as usize)) {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(format!("MEMORY · {}", m.def.name)).strong());
            ui.label(
                RichText::new(format!(
                    "One of {}'s Memory cards, dealt to you at setup (R-SETUP-13); not part of your hand.",
                    content.detectives[m.detective].def.name
                ))
                .small()
                .italics(),
            );
            ui.label(RichText::new(&m.def.text).small());
        });
    }
    if snap.hand.is_empty() {
        ui.label(RichText::new("No cards. Draw below (1 Time each).").weak());
    }
    let my_detective = snap.seats[me].detective;
    for &card in &snap.hand {
        let c = &content.cards[card];
        card_frame(ui, content, card, |ui| {
            card_face(ui, content, card);
            let own_light = c.def.deck == Deck::Light && c.detective == my_detective;
            let against = responding(snap, me)
                .filter(|&a| c.def.deck == Deck::Dark && c.detective == snap.seats[a].detective);
            if own_light {
                let who = PlayAs {
                    me,
                    target: me,
                    label: "Play (1 Time)",
                };
                pay_row(ui, content, snap, card, &who, form, send);
            } else if let Some(active) = against {
                let label = format!("Play against {} now", seat_name(content, table, active));
                let who = PlayAs {
                    me,
                    target: active,
                    label: &label,
                };
                pay_row(ui, content, snap, card, &who, form, send);
            } else if c.def.deck == Deck::Dark {
                super::prompts::card_prompt(ui, content, snap, card, send);
            }
            ui.horizontal(|ui| {
                discard_toggle(ui, card, form, "discard to pay");
                let action = Action::DiscardCard { card };
                if rule_button(
                    ui,
                    content,
                    snap,
                    me,
                    RichText::new("Discard (1 Time)").small(),
                    &action,
                    "R-TWI-2: to the bottom of its deck.",
                ) {
                    send(action);
                }
            });
        });
    }
    draw_buttons(ui, content, table, snap, me, send);
    ui.add_space(6.0);
}

/// One draw button per deck the viewer may draw from (R-TWI-2), with the cards left in it.
fn draw_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    table: &Table,
    snap: &Snapshot,
    me: SeatId,
    send: &mut dyn FnMut(Action),
) {
    ui.horizontal_wrapped(|ui| {
        for (from, s) in snap.seat_ids().zip(&snap.seats) {
            let (text, left) = if from == me {
                ("Draw light".to_string(), s.light_deck)
            } else {
                (
                    format!("Draw {}'s dark", seat_name(content, table, from)),
                    s.dark_deck,
                )
            };
            let action = Action::DrawCard { from };
            let text = RichText::new(format!("{text} ({left})")).small();
            if rule_button(
                ui,
                content,
                snap,
                me,
                text,
                &action,
                "R-TWI-2: 1 Time, while your hand has room.",
            ) {
                send(action);
            }
        }
    });
}

/// The ticks for discards inside a window: every card in hand but the candidates to play.
fn discard_ticks(
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
    ui.label(RichText::new("Discard to lower the cost, one per card, up to 3 (R-TWI-7):").small());
    ui.horizontal_wrapped(|ui| {
        for card in others {
            let c = &content.cards[card].def;
            discard_toggle(ui, card, form, &format!("{} ({})", c.name, c.deck.name()));
        }
    });
}

/// Response window (R-TWI-5, R-TWI-9, D-7): one of the active detective's dark cards the
/// viewer holds, with its cost after discounts, or Pass.
pub fn response_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &Table,
    snap: &Snapshot,
    me: SeatId,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    form.sync(Some(me), &snap.hand);
    let active = snap.active();
    let name = seat_name(content, table, active);
    ui.label(format!("{name} has just acted. You may play one of {name}'s dark cards against them now, paying its cost by light-shifting yourself (R-TWI-5)."));
    ui.label(RichText::new(format!("Only one dark card answers an action; then {name} may answer with one light card (R-TWI-9).")).small());
    let offer = Offer {
        me,
        target: active,
        deck: Deck::Dark,
        play: format!("Play against {name}"),
        pass: "Pass: play no dark card",
    };
    super::prompts::why_asked(ui, content, snap);
    offer_cards(ui, content, snap, &offer, form, send);
    super::prompts::hold_buttons(ui, send);
}

/// What a response window offers `me`: its cards of `deck` that belong to `target`'s
/// detective, with the play and pass buttons' words.
struct Offer {
    me: SeatId,
    target: SeatId,
    deck: Deck,
    play: String,
    pass: &'static str,
}

/// The offered cards, each with its cost and a play button, then the discard ticks and a
/// pass button.
fn offer_cards(
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
    if cards.is_empty() {
        ui.label(RichText::new("You hold no card to play here.").weak());
    }
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            let who = PlayAs {
                me: offer.me,
                target: offer.target,
                label: &offer.play,
            };
            // Each card compactly: its face and how to pay for it.
            for &card in &cards {
                card_frame(ui, content, card, |ui| {
                    card_face(ui, content, card);
                    pay_row(ui, content, snap, card, &who, form, send);
                });
            }
        });
    discard_ticks(ui, content, snap, &cards, form);
    pass_button(ui, offer.pass, send);
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
    ui.label(format!(
        "A dark card was played against you. You may answer with one of your light cards now: 1 Time ({} left), dark-shifting by its cost (R-TWI-9).",
        snap.clock.time
    ));
    let offer = Offer {
        me,
        target: me,
        deck: Deck::Light,
        play: "Play it (1 Time)".into(),
        pass: "Pass: no light card",
    };
    offer_cards(ui, content, snap, &offer, form, send);
}

fn pass_button(ui: &mut egui::Ui, text: &str, send: &mut dyn FnMut(Action)) {
    ui.add_space(4.0);
    if ui.button(RichText::new(text).strong()).clicked() {
        send(Action::PassResponse);
    }
}

/// The light and dark parts of a fight card's text ("Light tactics: ...", "Dark tactics: ...").
pub fn fight_parts(text: &str) -> Option<(String, String)> {
    let l = text.find("Light tactics:")?;
    let d = text.find("Dark tactics:")?;
    let (light, dark) = if l < d {
        (&text[l + 14..d], &text[d + 13..])
    } else {
        (&text[l + 14..], &text[d + 13..l])
    };
    Some((light.trim().to_string(), dark.trim().to_string()))
}

/// A position on a twilight track whose ends are ±`end` in words: "centre", "light 2",
/// "dark 4 (the end)".
pub fn track_words(at: i8, end: i8) -> String {
    let end = if at.abs() == end { " (the end)" } else { "" };
    match at {
        0 => "centre".into(),
        a if a < 0 => format!("light {}{end}", -a),
        a => format!("dark {a}{end}"),
    }
}

/// Fight window (R-TWI-10): the card, and the two tactics with what each does.
pub fn fight_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &Table,
    snap: &Snapshot,
    (me, card, by): (SeatId, CardId, SeatId),
    send: &mut dyn FnMut(Action),
) {
    let who = if by == me {
        "You play".to_string()
    } else {
        format!("{} plays", seat_name(content, table, by))
    };
    let c = &content.cards[card].def;
    ui.label(
        RichText::new(format!(
            "{who} {} — a fight. Choose your tactics (R-TWI-10).",
            c.name
        ))
        .strong(),
    );
    card_frame(ui, content, card, |ui| card_face(ui, content, card));
    let at = snap.seats[me].twilight;
    let (light, dark) = fight_parts(&c.text).unwrap_or_else(|| (c.text.clone(), c.text.clone()));
    for (is_dark, part) in [(false, light), (true, dark)] {
        tactics_row(ui, content, snap, me, at, is_dark, &part, send);
    }
}

/// One tactics button and what it does: the shift first (or why there is none), then the
/// card's part for those tactics.
fn tactics_row(
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
        ("dark-shift", "Dark tactics")
    } else {
        ("light-shift", "Light tactics")
    };
    let shift = if to == at {
        format!(
            "Your marker is at the end ({}): no shift, but you may still choose these tactics",
            track_words(at, end)
        )
    } else {
        format!(
            "First you {way} one space (from {} to {})",
            track_words(at, end),
            track_words(to, end)
        )
    };
    // The card's words repeat the shift ("light-shift, then ..."): say it once.
    let rest = part
        .split_once("shift, then ")
        .or_else(|| part.split_once("shifts, then "))
        .map_or(part, |(_, r)| r);
    ui.add_space(4.0);
    let action = Action::Tactics { dark: is_dark };
    let text = RichText::new(title).strong().size(15.0);
    if rule_button(ui, content, snap, me, text, &action, "R-TWI-10") {
        send(action);
    }
    ui.label(RichText::new(format!("{shift}, then: {rest}")).small());
}

/// The twilight track (D-2): its numbered spaces (ends at ±`end`), light on the left, dark on
/// the right, the marker drawn as a ringed token and said in words beside it.
pub fn twilight_track(ui: &mut egui::Ui, at: i8, end: i8) {
    const W: f32 = 16.0;
    let n = 2 * end + 1;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.label(RichText::new("L").small().strong())
            .on_hover_text("light end");
        let (rect, _) = ui.allocate_exact_size(egui::vec2(n as f32 * W, 16.0), egui::Sense::hover());
        let p = ui.painter();
        for i in -end..=end {
            let x = rect.min.x + (i + end) as f32 * W;
            let cell = egui::Rect::from_min_size(egui::pos2(x, rect.min.y), egui::vec2(W - 2.0, 15.0));
            let shade = (215 - (i + end) as i32 * 176 / (2 * end as i32).max(1)) as u8;
            p.rect_filled(cell, 2.0, Color32::from_gray(shade));
            let text_colour = if shade > 120 { Color32::BLACK } else { Color32::WHITE };
            if i == at {
                p.rect_stroke(cell.expand(1.0), 2.0, egui::Stroke::new(2.0, Color32::from_rgb(255, 200, 40)), egui::StrokeKind::Outside);
                p.circle_filled(cell.center(), 6.0, Color32::from_rgb(255, 200, 40));
                p.circle_stroke(cell.center(), 6.0, egui::Stroke::new(1.0, Color32::BLACK));
            }
            let label = if i == at { "●".to_string() } else { i.abs().to_string() };
            let colour = if i == at { Color32::BLACK } else { text_colour };
            p.text(cell.center(), egui::Align2::CENTER_CENTER, label, egui::FontId::monospace(9.0), colour);
        }
        ui.label(RichText::new("D").small().strong()).on_hover_text("dark end");
        ui.label(RichText::new(track_words(at, end)).small().strong());
    })
    .response
    .on_hover_text(format!("The twilight track (D-2): {end} light spaces, the centre, {end} dark spaces, as the detective's sheet says. Light cards dark-shift their player, dark cards light-shift theirs; the marker never passes an end (R-TWI-6)."));
}

/// A seat's cards in numbers, public to everyone: hand size and limit, its decks.
pub fn cards_line(content: &Content, snap: &Snapshot, seat: SeatId) -> String {
    let s = &snap.seats[seat];
    format!(
        "Hand {}/{} · light deck {} · dark deck {}",
        s.hand,
        hand_limit(content, snap, seat),
        s.light_deck,
        s.dark_deck
    )
}
