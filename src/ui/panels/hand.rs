//! Twilight cards on screen (rules section 9): a card's face (name, LIGHT/DARK badge, whose
//! deck, cost, plot colour as a swatch and its name, traits, conditions, text), the viewer's
//! hand with its play, discard and draw buttons, the discards and plot-colour adjustment that
//! pay for a card (R-TWI-7, R-TWI-8) with the cost they come to, the windows for a dark card
//! against the active detective, the light answer after it and a fight (R-TWI-5, R-TWI-9,
//! R-TWI-10), and every detective's twilight track (D-2).
//!
//! Every button goes out as a [`crate::game::Command`]; a disabled one says the rules' reason on hover.

use crate::content::{Content, Deck, PlotColour};
use crate::game::{Action, CardPlay, Decision, PublicTable};
use crate::ids::*;
use crate::model::Ask;
use crate::rules::investigation::twilight_end;
use crate::rules::twilight::{card_cost, condition_words, hand_limit};
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::{Color32, RichText};

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

/// The name of the detective at `seat`.
pub use crate::game::log::name_of as seat_name;

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

/// The light and dark sides of the twilight, as the cards and the track draw them.
const LIGHT_HALF: Color32 = crate::ui::theme::LIGHT_SIDE;
const DARK_HALF: Color32 = crate::ui::theme::DARK_SIDE;

/// A card's shell as printed: its paper, a thick edge with a thin rule inside it, and a band
/// of `stripe` down the left side. Twilight cards, plots and events are all drawn in one;
/// `add` draws what is inside.
pub fn card_shell<R>(
    ui: &mut egui::Ui,
    paper: Color32,
    edge: Color32,
    stripe: Color32,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let shown = egui::Frame::NONE
        .fill(paper)
        .stroke(egui::Stroke::new(2.0, edge))
        .corner_radius(8.0)
        .inner_margin(egui::Margin {
            left: 15,
            right: 9,
            top: 8,
            bottom: 8,
        })
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui)
        });
    let r = shown.response.rect;
    let p = ui.painter();
    // The thin rule inside the edge, as on a printed card.
    p.rect_stroke(
        r.shrink(4.0),
        5.0,
        egui::Stroke::new(1.0, edge.gamma_multiply(0.35)),
        egui::StrokeKind::Inside,
    );
    p.rect_filled(
        egui::Rect::from_min_max(
            r.min + egui::vec2(2.0, 2.0),
            egui::pos2(r.min.x + 8.0, r.max.y - 2.0),
        ),
        egui::CornerRadius {
            nw: 6,
            sw: 6,
            ne: 0,
            se: 0,
        },
        stripe,
    );
    ui.add_space(5.0);
    shown.inner
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
    let stripe = c
        .def
        .colour
        .map(|p| {
            let [r, g, b] = p.rgb();
            Color32::from_rgb(r, g, b)
        })
        .unwrap_or(Color32::from_gray(90));
    card_shell(ui, look.paper, look.edge, stripe, add)
}

/// The twilight emblem of a card: a disc halved, the light half on the left and the dark half
/// on the right; the card's own half is lit, the other dimmed, and a dot sits in the lit half.
fn twilight_emblem(p: &egui::Painter, c: egui::Pos2, r: f32, deck: Deck, ink: Color32) {
    let half = |left: bool| -> Vec<egui::Pos2> {
        let mut pts = vec![c];
        for i in 0..=16 {
            let a = std::f32::consts::PI * (0.5 + i as f32 / 16.0);
            let a = if left { a } else { a + std::f32::consts::PI };
            pts.push(c + egui::vec2(a.cos(), a.sin()) * r);
        }
        pts
    };
    let lit = deck == Deck::Light;
    let (l, d) = if lit {
        (LIGHT_HALF, DARK_HALF.gamma_multiply(0.35))
    } else {
        (LIGHT_HALF.gamma_multiply(0.3), DARK_HALF)
    };
    p.add(egui::Shape::convex_polygon(
        half(true),
        l,
        egui::Stroke::NONE,
    ));
    p.add(egui::Shape::convex_polygon(
        half(false),
        d,
        egui::Stroke::NONE,
    ));
    p.circle_stroke(c, r, egui::Stroke::new(1.2, ink));
    p.line_segment(
        [c - egui::vec2(0.0, r), c + egui::vec2(0.0, r)],
        egui::Stroke::new(1.0, ink),
    );
    let dot = if lit { -0.45 } else { 0.45 };
    p.circle_filled(
        c + egui::vec2(dot * r, 0.0),
        r * 0.22,
        if lit { Color32::BLACK } else { Color32::WHITE },
    );
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
    card_header_with(ui, band, ink, tag, name, cost, None)
}

/// [`card_header`] with a twilight card's emblem (its light and dark halves) before the tag.
pub fn card_header_with(
    ui: &mut egui::Ui,
    band: Color32,
    ink: Color32,
    tag: &str,
    name: &str,
    cost: Option<u8>,
    emblem: Option<Deck>,
) -> egui::Response {
    let (rect, head) =
        ui.allocate_exact_size(egui::vec2(ui.available_width(), 30.0), egui::Sense::hover());
    let p = ui.painter_at(rect.expand(1.0));
    p.rect_filled(rect, 5.0, band);
    // A shade along the band's foot, so it reads as a printed strip.
    p.line_segment(
        [rect.left_bottom(), rect.right_bottom()],
        egui::Stroke::new(1.0, ink.gamma_multiply(0.3)),
    );
    let mut x = rect.min.x + 6.0;
    if let Some(deck) = emblem {
        twilight_emblem(&p, egui::pos2(x + 9.0, rect.center().y), 9.0, deck, ink);
        x += 24.0;
    }
    // The tag in a pill.
    let tag_g = p.layout_no_wrap(
        tag.to_string(),
        egui::FontId::proportional(11.0),
        ink.gamma_multiply(0.85),
    );
    let pill = egui::Rect::from_min_size(
        egui::pos2(x, rect.center().y - tag_g.size().y / 2.0 - 2.0),
        tag_g.size() + egui::vec2(10.0, 4.0),
    );
    p.rect_stroke(
        pill,
        7.0,
        egui::Stroke::new(1.0, ink.gamma_multiply(0.6)),
        egui::StrokeKind::Inside,
    );
    p.galley(pill.min + egui::vec2(5.0, 2.0), tag_g, ink);
    // The name, cut with "…" if it would run under the cost disc.
    let right = if cost.is_some() { 30.0 } else { 6.0 };
    let room = (rect.max.x - right - (pill.max.x + 8.0)).max(20.0);
    let mut job = egui::text::LayoutJob::simple_singleline(
        name.to_string(),
        egui::FontId::new(16.0, crate::ui::fonts::display_family()),
        ink,
    );
    job.wrap.max_width = room;
    job.wrap.max_rows = 1;
    job.wrap.break_anywhere = true;
    job.wrap.overflow_character = Some('…');
    let name_g = p.layout_job(job);
    p.galley(
        egui::pos2(pill.max.x + 8.0, rect.center().y - name_g.size().y / 2.0),
        name_g,
        ink,
    );
    if let Some(cost) = cost {
        let disc = egui::pos2(rect.max.x - 15.0, rect.center().y);
        p.circle_filled(disc, 11.5, ink);
        p.circle_stroke(disc, 11.5, egui::Stroke::new(1.5, band.gamma_multiply(0.6)));
        p.text(
            disc,
            egui::Align2::CENTER_CENTER,
            cost.to_string(),
            egui::FontId::new(15.0, crate::ui::fonts::display_family()),
            band,
        );
    }
    head
}

/// A small rounded chip painted with `icon` (given `icon_w` points) then `text`; returns its
/// response for a tooltip.
fn chip(
    ui: &mut egui::Ui,
    icon_w: f32,
    icon: impl FnOnce(&egui::Painter, egui::Rect),
    text: &str,
    fill: Color32,
    ink: Color32,
) -> egui::Response {
    let font = egui::FontId::proportional(crate::ui::theme::SMALL);
    let g = ui.painter().layout_no_wrap(text.to_string(), font, ink);
    let size = egui::vec2(g.size().x + icon_w + 14.0, g.size().y.max(14.0) + 4.0);
    let (rect, r) = ui.allocate_exact_size(size, egui::Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 4.0, fill);
    let icon_rect = egui::Rect::from_min_size(
        egui::pos2(rect.min.x + 5.0, rect.center().y - 7.0),
        egui::vec2(icon_w, 14.0),
    );
    icon(p, icon_rect);
    p.galley(
        egui::pos2(icon_rect.max.x + 5.0, rect.center().y - g.size().y / 2.0),
        g,
        ink,
    );
    r
}

/// A clock face: the Time a card takes.
fn clock_icon(p: &egui::Painter, r: egui::Rect, ink: Color32) {
    let c = r.center();
    let rad = r.height() / 2.0 - 0.5;
    p.circle_stroke(c, rad, egui::Stroke::new(1.5, ink));
    p.line_segment(
        [c, c + egui::vec2(0.0, -rad * 0.7)],
        egui::Stroke::new(1.5, ink),
    );
    p.line_segment(
        [c, c + egui::vec2(rad * 0.5, 0.0)],
        egui::Stroke::new(1.5, ink),
    );
}

/// A little twilight track, its light half and its dark half, with an arrow from the centre
/// toward the side the card shifts its player (a light card toward dark, a dark card toward
/// light) and one notch per space of its cost.
fn shift_icon(p: &egui::Painter, r: egui::Rect, deck: Deck, cost: u8) {
    let bar = egui::Rect::from_center_size(r.center(), egui::vec2(r.width(), 8.0));
    let mid = bar.center().x;
    p.rect_filled(
        egui::Rect::from_min_max(bar.min, egui::pos2(mid, bar.max.y)),
        egui::CornerRadius {
            nw: 3,
            sw: 3,
            ne: 0,
            se: 0,
        },
        LIGHT_HALF,
    );
    p.rect_filled(
        egui::Rect::from_min_max(egui::pos2(mid, bar.min.y), bar.max),
        egui::CornerRadius {
            nw: 0,
            sw: 0,
            ne: 3,
            se: 3,
        },
        DARK_HALF,
    );
    let step = 4.0;
    let dir = if deck == Deck::Light { 1.0 } else { -1.0 };
    let n = cost.min(5) as f32;
    let tip = egui::pos2(mid + dir * (n * step + 4.0), bar.center().y);
    let ink = Color32::from_rgb(255, 200, 40);
    p.line_segment(
        [egui::pos2(mid, bar.center().y), tip],
        egui::Stroke::new(2.5, ink),
    );
    p.add(egui::Shape::convex_polygon(
        vec![
            tip + egui::vec2(dir * 4.0, 0.0),
            tip + egui::vec2(0.0, -4.0),
            tip + egui::vec2(0.0, 4.0),
        ],
        ink,
        egui::Stroke::new(0.5, Color32::BLACK),
    ));
    p.circle_filled(egui::pos2(mid, bar.center().y), 2.5, Color32::BLACK);
}

/// The card's numbers at a glance, as chips: the Time it takes and when it is played, and how
/// its cost shifts its player (a little track with an arrow).
fn glance_row(ui: &mut egui::Ui, content: &Content, card: CardId) {
    let c = &content.cards[card].def;
    let owner = &content.detectives[content.cards[card].detective].def.name;
    let fill = Color32::from_rgba_unmultiplied(255, 255, 255, 18);
    let ink = Color32::from_gray(230);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(5.0, 4.0);
        let (time, tip) = match c.deck {
            Deck::Light => (
                "1 Time · your turn".to_string(),
                format!("Played by {owner} on their own turn, for 1 Time (R-TWI-4)."),
            ),
            Deck::Dark => (
                format!("0 Time · {owner}'s turn"),
                format!("Played against {owner} during their turn, by whoever holds it; it takes no Time (R-TWI-5)."),
            ),
        };
        chip(ui, 14.0, |p, r| clock_icon(p, r, ink), &time, fill, ink).on_hover_text(tip);
        let (way, tip) = match c.deck {
            Deck::Light => (
                "dark-shift",
                "Its cost moves its player's twilight marker toward the dark end (R-TWI-4).",
            ),
            Deck::Dark => (
                "light-shift",
                "Its cost moves its player's twilight marker toward the light end (R-TWI-5).",
            ),
        };
        let words = format!("{way} {}", c.cost);
        chip(ui, 44.0, |p, r| shift_icon(p, r, c.deck, c.cost), &words, fill, ink)
            .on_hover_text(tip);
    });
}

/// A card's text: `rows` lines of it, cut with "…" unless opened; a click on the text (or on
/// "more") opens and closes it, and the pointer over it shows it whole.
fn clamped_text(ui: &mut egui::Ui, key: (CardId, u8), text: &str, rows: usize, colour: Color32) {
    clamped_text_as(
        ui,
        egui::Id::new(("card-open", key.0)),
        key.1 == 0,
        text,
        rows,
        colour,
    );
}

/// [`clamped_text`] opened and closed under `open_id`, with the "more" link when `more`.
fn clamped_text_as(
    ui: &mut egui::Ui,
    open_id: egui::Id,
    more: bool,
    text: &str,
    rows: usize,
    colour: Color32,
) {
    let open = ui.data(|d| d.get_temp::<bool>(open_id).unwrap_or(false));
    let font = egui::TextStyle::Small.resolve(ui.style());
    let mut job =
        egui::text::LayoutJob::simple(text.to_string(), font, colour, ui.available_width());
    if !open {
        job.wrap.max_rows = rows;
        job.wrap.overflow_character = Some('…');
    }
    let galley = ui.painter().layout_job(job);
    let cut = galley.elided;
    let r = ui.add(
        egui::Label::new(galley)
            .selectable(false)
            .sense(egui::Sense::click()),
    );
    let mut toggle = r.clicked();
    let r = if cut {
        r.on_hover_ui(|ui| {
            ui.set_max_width(360.0);
            ui.label(RichText::new(text).small());
            ui.label(
                RichText::new("Click to read it on the card.")
                    .small()
                    .weak(),
            );
        })
    } else {
        r
    };
    crate::ui::glossary::explain(r, text);
    if (cut || open) && more {
        let more = if open { "show less" } else { "read more…" };
        toggle |= ui
            .add(
                egui::Label::new(
                    RichText::new(more)
                        .small()
                        .underline()
                        .color(Color32::from_rgb(170, 190, 230)),
                )
                .selectable(false)
                .sense(egui::Sense::click()),
            )
            .on_hover_text("Show the card's whole text, or fold it again.")
            .clicked();
    }
    if toggle {
        ui.data_mut(|d| d.insert_temp(open_id, !open));
    }
}

/// A fight card's text as two halves side by side: its light tactics on light paper, its dark
/// tactics on dark paper (R-TWI-10).
fn fight_halves(ui: &mut egui::Ui, card: CardId, light: &str, dark: &str) {
    ui.columns(2, |cols| {
        for (i, (col, (title, part))) in cols
            .iter_mut()
            .zip([("LIGHT TACTICS", light), ("DARK TACTICS", dark)])
            .enumerate()
        {
            let (fill, ink) = if i == 0 {
                (LIGHT_HALF, Color32::from_rgb(16, 16, 20))
            } else {
                (
                    Color32::from_rgb(60, 40, 92),
                    Color32::from_rgb(240, 232, 252),
                )
            };
            egui::Frame::NONE
                .fill(fill)
                .corner_radius(4.0)
                .inner_margin(egui::Margin::same(4))
                .show(col, |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(RichText::new(title).small().strong().color(ink));
                    clamped_text(ui, (card, i as u8 + 1), part, 4, ink);
                });
        }
    });
}

/// A card as it is printed: a header band (its light and dark halves with its own lit, LIGHT
/// or DARK in words, its name, its cost in a disc at the corner); the Time it takes and the
/// shift it costs at a glance; whose deck, plot colour and traits; its conditions; its text,
/// a few lines of it until clicked (a fight card's as its light and dark halves).
pub fn card_face(ui: &mut egui::Ui, content: &Content, card: CardId) {
    let c = &content.cards[card];
    let owner = &content.detectives[c.detective].def;
    let look = deck_look(c.def.deck);
    let word = c.def.deck.name().to_uppercase();
    let fight = c
        .def
        .effects
        .iter()
        .any(|e| matches!(e, crate::content::Effect::Fight { .. }));
    let tag = if fight {
        format!("{word} · FIGHT")
    } else {
        word
    };
    let head = card_header_with(
        ui,
        look.band,
        look.ink,
        &tag,
        &c.def.name,
        Some(c.def.cost),
        Some(c.def.deck),
    );
    head.on_hover_ui(|ui| {
        ui.set_max_width(380.0);
        ui.label(RichText::new(&c.def.name).strong());
        ui.label(RichText::new(&c.def.text).small());
        ui.separator();
        ui.label(RichText::new(format!(
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
        )).small());
    });
    ui.add_space(3.0);
    glance_row(ui, content, card);
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
                RichText::new(format!(" {} ", crate::i18n::term("trait", t)))
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
    let ink = ui.visuals().text_color();
    match fight_parts(&c.def.text).filter(|_| fight) {
        Some((light, dark)) => {
            // Whatever comes before the tactics ("Fight.") stays above the halves.
            let lead = c.def.text[..c.def.text.find(" tactics:").unwrap_or(0)]
                .trim_end_matches("Light")
                .trim_end_matches("Dark")
                .trim();
            if !lead.is_empty() {
                clamped_text(ui, (card, 0), lead, 2, ink);
            }
            fight_halves(ui, card, &light, &dark);
        }
        None => clamped_text(ui, (card, 0), &c.def.text, 3, ink),
    }
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
                format!("Cost {cost}")
            } else {
                format!("Cost {} → {cost} ({})", c.cost, how.join(", "))
            };
            let moves = if cost == 0 {
                format!("nothing to pay: you stay at {}", track_words(at, end))
            } else if to == at {
                format!("you cannot {way}: you are at {}", track_words(at, end))
            } else {
                format!(
                    "you {way} {cost}, {} → {}",
                    track_words(at, end),
                    track_words(to, end)
                )
            };
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(printed).strong().small());
                ui.label(RichText::new(moves).small());
            })
            .response
            .on_hover_text("Your twilight marker moves by the card's cost when you play it; discards to pay and a matching plot colour change the cost (R-TWI-7, R-TWI-8).");
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
                "A {} card against {theirs}: no colour adjustment.",
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

/// The "discard to pay" tick of one card (R-TWI-7): as many as the player likes (D-22).
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
        r.on_disabled_hover_text("No more cards can be discarded for one play.")
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
    let tip = if dark {
        "R-TWI-5: light-shift yourself by the cost; the card hurts its detective, then goes to the bottom of its dark deck."
    } else {
        "R-TWI-4: dark-shift by the cost, then do what it says; it goes to the bottom of your light deck."
    };
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
                    .on_disabled_hover_text(
                        "This card is ticked to be discarded: untick \"discard to pay\" to play it.",
                    );
            } else if rule_button(
                ui,
                content,
                snap,
                me,
                RichText::new(text).strong(),
                &action,
                tip,
            ) {
                send(action);
            }
        }
        cost_line(ui, content, snap, me, target, &play);
    });
}

/// Whether the viewer is answering a response window now, and against which seat.
fn responding(snap: &Snapshot, me: SeatId) -> Option<SeatId> {
    matches!(snap.pending, Some(Decision { seat, ask: Ask::Response }) if seat == me)
        .then(|| snap.active())
}

/// The foot of a card, where its buttons are: a darker strip, so they stand out from its
/// paper.
fn controls_strip<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
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
fn hand_half_heading(ui: &mut egui::Ui, deck: Deck, n: usize) {
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        let (r, _) = ui.allocate_exact_size(egui::vec2(20.0, 20.0), egui::Sense::hover());
        twilight_emblem(ui.painter(), r.center(), 9.0, deck, Color32::from_gray(220));
        let (title, what) = match deck {
            Deck::Light => (
                format!("Light cards ({n})"),
                "yours: play one on your turn for 1 Time",
            ),
            Deck::Dark => (
                format!("Dark cards held ({n})"),
                "another detective's: play against them in their turn",
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
    ui.horizontal(|ui| {
        ui.heading(format!(
            "Your hand ({})",
            crate::rules::twilight::hand_words(snap.hand.len(), limit)
        ))
        .on_hover_text("You may draw only while you hold fewer cards than your limit (R-TWI-1).");
        crate::ui::help::rules_link(ui, "R-TWI");
    });
    ui.label(
        RichText::new("Tick \"discard to pay\" on other cards to lower the cost of the card you play. Click a card's text to read all of it.")
            .small()
            .weak(),
    );
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
                "MEMORY",
                &m.def.name,
                None,
            );
            ui.label(
                RichText::new(format!(
                    "One of {}'s Memory cards, dealt to you at setup (R-SETUP-13); not part of your hand.",
                    content.detectives[m.detective].def.name
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
        ui.label(RichText::new("No cards. Draw below (1 Time each).").weak());
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
                    if own_light {
                        let who = PlayAs {
                            me,
                            target: me,
                            label: "Play (1 Time)",
                        };
                        pay_row(ui, content, snap, card, &who, form, send);
                    } else if let Some(active) = against {
                        let label =
                            format!("Play against {} now", seat_name(content, table, active));
                        let who = PlayAs {
                            me,
                            target: active,
                            label: &label,
                        };
                        pay_row(ui, content, snap, card, &who, form, send);
                    } else if c.def.deck == Deck::Dark {
                        super::prompts::card_prompt(ui, content, snap, card, send);
                    }
                    ui.horizontal_wrapped(|ui| {
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
                // The row under the controls is kept free for the card's own setting (a held
                // dark card's "ask me / never ask"): add it here, inside the card.
            });
        }
    }
    draw_buttons(ui, content, table, snap, me, send);
    ui.add_space(6.0);
}

/// One draw button per deck the viewer may draw from (R-TWI-2), with the cards left in it.
fn draw_buttons(
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
    ui.label(
        RichText::new("Discard to lower the cost, one per card (extra discards shed cards):")
            .small(),
    );
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
    table: &PublicTable,
    snap: &Snapshot,
    me: SeatId,
    form: &mut PayForm,
    send: &mut dyn FnMut(Action),
) {
    form.sync(Some(me), &snap.hand);
    let active = snap.active();
    let name = seat_name(content, table, active);
    ui.label(format!("{name} has just acted. You may play one of {name}'s dark cards against them now, paying its cost by light-shifting yourself."));
    ui.label(
        RichText::new(format!(
            "Only one dark card answers an action; then {name} may answer with one light card."
        ))
        .small(),
    );
    let offer = Offer {
        me,
        target: active,
        deck: Deck::Dark,
        play: format!("Play against {name}"),
        pass: "Pass: play no dark card",
        holds: true,
    };
    super::prompts::why_asked(ui, content, snap);
    offer_cards(ui, content, snap, &offer, form, send);
}

/// What a response window offers `me`: its cards of `deck` that belong to `target`'s
/// detective, with the play and pass buttons' words.
struct Offer {
    me: SeatId,
    target: SeatId,
    deck: Deck,
    play: String,
    pass: &'static str,
    /// A response window: *Pass until my turn* and *Pass for today* sit beside Pass (D-7).
    holds: bool,
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
    // Passing is the commonest answer: its button comes first, in sight without scrolling
    // past every card (the decision's panel scrolls the cards under it).
    pass_button(ui, offer.pass, send);
    // Stopping the questions for a while is one click, in sight with Pass.
    if offer.holds {
        super::prompts::hold_buttons(ui, send);
    }
    if cards.is_empty() {
        ui.label(RichText::new("You hold no card to play here.").weak());
    }
    let who = PlayAs {
        me: offer.me,
        target: offer.target,
        label: &offer.play,
    };
    // Each card compactly: its face and how to pay for it.
    for &card in &cards {
        card_frame(ui, content, card, |ui| {
            card_face(ui, content, card);
            controls_strip(ui, |ui| pay_row(ui, content, snap, card, &who, form, send));
        });
    }
    discard_ticks(ui, content, snap, &cards, form);
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
        "A dark card was played against you. You may answer with one of your light cards now: 1 Time ({} left), dark-shifting by its cost.",
        snap.clock.time
    ));
    let offer = Offer {
        me,
        target: me,
        deck: Deck::Light,
        play: "Play it (1 Time)".into(),
        pass: "Pass: no light card",
        holds: false,
    };
    offer_cards(ui, content, snap, &offer, form, send);
}

fn pass_button(ui: &mut egui::Ui, text: &str, send: &mut dyn FnMut(Action)) {
    ui.add_space(2.0);
    if ui.button(RichText::new(text).strong()).clicked() {
        send(Action::PassResponse);
    }
    ui.add_space(2.0);
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
    table: &PublicTable,
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
    ui.label(RichText::new(format!("{who} {} — a fight. Choose your tactics.", c.name)).strong());
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
        "Hand {} · light deck {} · dark deck {}",
        crate::rules::twilight::hand_words(s.hand, hand_limit(content, snap, seat)),
        s.light_deck,
        s.dark_deck
    )
}
