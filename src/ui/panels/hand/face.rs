//! A twilight card's face: its deck's look, the shell and frame, the header (name, LIGHT/DARK
//! badge, cost, plot colour, traits), the glance row and the clamped text, the fight halves.

use super::parts::*;
use crate::content::{Content, Deck};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// A deck's look: the card's paper, its edge, the header band and the ink on the band.
pub struct DeckLook {
    /// The card's paper.
    pub paper: Color32,
    /// Its edge.
    pub edge: Color32,
    /// The header band.
    pub band: Color32,
    /// The ink on the band.
    pub ink: Color32,
}

/// How a deck's cards look.
pub fn deck_look(deck: Deck) -> DeckLook {
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
pub(super) const LIGHT_HALF: Color32 = crate::ui::theme::LIGHT_SIDE;
pub(super) const DARK_HALF: Color32 = crate::ui::theme::DARK_SIDE;

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
pub(super) fn twilight_emblem(p: &egui::Painter, c: egui::Pos2, r: f32, deck: Deck, ink: Color32) {
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
    // A long name (Russian, German at 150%) is never cut: a twilight card's tag gives way
    // first (its emblem and the hand's headings say light or dark), then the name takes two
    // rows.
    let name_font = egui::FontId::new(16.0, crate::ui::fonts::display_family());
    let width = ui.available_width();
    let measure = |text: &str, font: egui::FontId| {
        ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, ink).size().x)
    };
    let name_w = measure(name, name_font.clone());
    let right = if cost.is_some() { 30.0 } else { 6.0 };
    let emblem_w = if emblem.is_some() { 24.0 } else { 0.0 };
    let tag_w = measure(tag, egui::FontId::proportional(11.0)) + 18.0;
    let bare = width - 6.0 - emblem_w - right;
    let show_tag = emblem.is_none() || name_w <= bare - tag_w;
    let rows = if name_w <= bare - if show_tag { tag_w } else { 0.0 } {
        1
    } else {
        2
    };
    let height = if rows == 1 { 30.0 } else { 48.0 };
    let (rect, head) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
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
    let mut name_x = x;
    if show_tag {
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
        name_x = pill.max.x + 8.0;
    }
    // The name, in one row or two (cut with "…" only past two, under the cost disc).
    let room = (rect.max.x - right - name_x).max(20.0);
    let mut job = egui::text::LayoutJob::simple(name.to_string(), name_font, ink, room);
    job.wrap.max_rows = rows;
    job.wrap.overflow_character = Some('…');
    let name_g = p.layout_job(job);
    p.galley(
        egui::pos2(name_x, rect.center().y - name_g.size().y / 2.0),
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
pub(super) fn chip(
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
pub(super) fn clock_icon(p: &egui::Painter, r: egui::Rect, ink: Color32) {
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
pub(super) fn shift_icon(p: &egui::Painter, r: egui::Rect, deck: Deck, cost: u8) {
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
pub(super) fn glance_row(ui: &mut egui::Ui, content: &Content, card: CardId) {
    let c = &content.cards[card].def;
    let owner = &content.detectives[content.cards[card].detective].def.name;
    let fill = Color32::from_rgba_unmultiplied(255, 255, 255, 18);
    let ink = Color32::from_gray(230);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(5.0, 4.0);
        let (time, tip) = match c.deck {
            Deck::Light => (
                tr("card-light-time"),
                tr_args("card-light-time-hover", &[("owner", owner.as_str().into())]),
            ),
            Deck::Dark => (
                tr_args("card-dark-time", &[("owner", owner.as_str().into())]),
                tr_args("card-dark-time-hover", &[("owner", owner.as_str().into())]),
            ),
        };
        chip(ui, 14.0, |p, r| clock_icon(p, r, ink), &time, fill, ink).on_hover_text(tip);
        let (words, tip) = match c.deck {
            Deck::Light => (
                tr_args("card-dark-shift", &[("n", c.cost.into())]),
                tr("card-dark-shift-hover"),
            ),
            Deck::Dark => (
                tr_args("card-light-shift", &[("n", c.cost.into())]),
                tr("card-light-shift-hover"),
            ),
        };
        chip(
            ui,
            44.0,
            |p, r| shift_icon(p, r, c.deck, c.cost),
            &words,
            fill,
            ink,
        )
        .on_hover_text(tip);
    });
}

/// A card's text: `rows` lines of it, cut with "…" unless opened; a click on the text (or on
/// "more") opens and closes it, and the pointer over it shows it whole.
pub(super) fn clamped_text(
    ui: &mut egui::Ui,
    key: (CardId, u8),
    text: &str,
    rows: usize,
    colour: Color32,
) {
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
pub(super) fn clamped_text_as(
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
            ui.label(RichText::new(tr("card-click-to-read")).small().weak());
        })
    } else {
        r
    };
    crate::ui::glossary::explain(r, text);
    if (cut || open) && more {
        let more = tr(if open {
            "card-show-less"
        } else {
            "card-read-more"
        });
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
            .on_hover_text(tr("card-read-more-hover"))
            .clicked();
    }
    if toggle {
        ui.data_mut(|d| d.insert_temp(open_id, !open));
    }
}

/// A fight card's text as two halves side by side: its light tactics on light paper, its dark
/// tactics on dark paper (R-TWI-10).
pub(super) fn fight_halves(ui: &mut egui::Ui, card: CardId, light: &str, dark: &str) {
    ui.columns(2, |cols| {
        for (i, (col, (title, part))) in cols
            .iter_mut()
            .zip([
                (tr("card-light-tactics"), light),
                (tr("card-dark-tactics"), dark),
            ])
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
    let word = tr(match c.def.deck {
        Deck::Light => "card-tag-light",
        Deck::Dark => "card-tag-dark",
    });
    let fight = c
        .def
        .effects
        .iter()
        .any(|e| matches!(e, crate::content::Effect::Fight { .. }));
    let tag = if fight {
        tr_args("card-tag-fight", &[("deck", word.into())])
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
        let key = match c.def.deck {
            Deck::Light => "card-light-about",
            Deck::Dark => "card-dark-about",
        };
        ui.label(RichText::new(tr_args(key, &[("cost", c.def.cost.into())])).small());
        // The game's words its text uses ("mm", "baggage"), explained.
        for (term, meaning) in crate::ui::glossary::terms_in(&c.def.text) {
            ui.label(RichText::new(term).small().strong());
            ui.label(RichText::new(meaning).small());
        }
    });
    ui.add_space(3.0);
    glance_row(ui, content, card);
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr_args(
                match c.def.deck {
                    Deck::Light => "card-deck-light-of",
                    Deck::Dark => "card-deck-dark-of",
                },
                &[("who", owner.name.as_str().into())],
            ))
            .small()
            .italics(),
        );
        if let Some(colour) = c.def.colour {
            ui.label(RichText::new("·").small());
            colour_swatch(ui, colour, &tr("card-plot-colour"));
        }
        for t in &c.def.traits {
            ui.label(
                RichText::new(format!(" {} ", crate::i18n::term("trait", t)))
                    .small()
                    .strong()
                    .color(Color32::from_gray(225))
                    .background_color(Color32::from_gray(62)),
            )
            .on_hover_text(tr("card-trait-hover"));
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
            let first = [
                tr("card-light-tactics-marker"),
                tr("card-dark-tactics-marker"),
            ]
            .iter()
            .filter_map(|m| c.def.text.find(m.as_str()))
            .min()
            .unwrap_or(0);
            let lead = c.def.text[..first].trim();
            if !lead.is_empty() {
                clamped_text(ui, (card, 0), lead, 2, ink);
            }
            fight_halves(ui, card, &light, &dark);
        }
        None => clamped_text(ui, (card, 0), &c.def.text, 3, ink),
    }
}
