//! How a board caption is painted: its frame and leader line, the line of the score's move
//! under it, and a played card drawn as a card.

use super::{Caption, Swing, headline, said_once, without_name};
use bevy_egui::egui;

/// What a step did to the viewer's score, laid out for under a caption's line (`font`, wrapped
/// at `wrap`): an arrow as well as a colour; under the step's own line the move alone, under a
/// later one with the step that made it.
pub(super) fn swing_galley(
    painter: &egui::Painter,
    (c, s): (&Caption, &Swing),
    name: &str,
    (font, wrap): (f32, f32),
) -> Galley {
    let (arrow, colour) = if s.vp > 0 {
        ("▲", egui::Color32::from_rgb(120, 220, 120))
    } else {
        ("▼", egui::Color32::from_rgb(255, 120, 110))
    };
    let change = format!("{arrow}{}", s.vp.abs());
    let text = if c.lines.last().map(|l| said_once(l)) == Some(s.line.as_str()) {
        crate::i18n::tr_args("caption-swing", &[("change", change.into())])
    } else {
        crate::i18n::tr_args(
            "caption-swing-after",
            &[
                ("change", change.into()),
                ("step", headline(&without_name(&s.line, name)).into()),
            ],
        )
    };
    let mut job =
        egui::text::LayoutJob::simple(text, egui::FontId::proportional(font), colour, wrap);
    job.wrap.max_rows = 3;
    job.wrap.overflow_character = Some('…');
    painter.layout_job(job)
}

/// Paints a caption in `rect`: a line from it to the detective's disc (`leader`: the disc's
/// centre and radius), its frame in the detective's `colour`, the name's chip and the line
/// (`texts`), and the card it played under them.
pub(super) fn paint_caption(
    painter: &egui::Painter,
    rect: egui::Rect,
    (body_at, disc): (egui::Pos2, f32),
    colour: egui::Color32,
    (head, body, swing): (Galley, Galley, Option<Galley>),
    card: Option<CardShown>,
) {
    let from = rect.expand(1.5).clamp(body_at);
    let span = from - body_at;
    if span.length() > disc + 2.0 {
        let edge = body_at + span.normalized() * (disc + 1.0);
        painter.line_segment([from, edge], egui::Stroke::new(2.0, colour));
    }
    painter.rect_filled(rect.expand(1.5), 6.0, colour);
    painter.rect_filled(rect, 5.0, crate::ui::theme::INK);
    let chip = egui::Rect::from_min_size(rect.min + egui::vec2(5.0, 5.0), head.size());
    painter.rect_filled(chip, 3.0, colour);
    let mut body_bottom = rect.min.y + 5.0 + body.size().y.max(head.size().y);
    painter.galley(chip.min, head, egui::Color32::BLACK);
    let text_x = chip.max.x + 5.0;
    painter.galley(
        egui::pos2(text_x, rect.min.y + 5.0),
        body,
        crate::ui::theme::TEXT,
    );
    if let Some(swing) = swing {
        let h = swing.size().y;
        painter.galley(
            egui::pos2(text_x, body_bottom + 2.0),
            swing,
            egui::Color32::WHITE,
        );
        body_bottom += h + 2.0;
    }
    if let Some(card) = card {
        card.paint(
            painter,
            egui::Rect::from_min_max(
                egui::pos2(rect.min.x + 5.0, body_bottom + 6.0),
                egui::pos2(rect.max.x - 5.0, rect.max.y - 5.0),
            ),
        );
    }
}

/// A laid-out text.
pub(super) type Galley = std::sync::Arc<egui::Galley>;

/// A played card as a caption shows it: laid out once, painted under the caption's line.
pub(super) struct CardShown {
    name: std::sync::Arc<egui::Galley>,
    tag: std::sync::Arc<egui::Galley>,
    text: std::sync::Arc<egui::Galley>,
    look: crate::ui::panels::hand::face::DeckLook,
}

impl CardShown {
    pub(super) fn lay_out(
        painter: &egui::Painter,
        content: &crate::content::Content,
        id: crate::ids::CardId,
        width: f32,
        font: f32,
    ) -> Self {
        let c = &content.cards[id];
        let look = crate::ui::panels::hand::face::deck_look(c.def.deck);
        let tag = painter.layout_no_wrap(
            crate::i18n::tr(match c.def.deck {
                crate::content::Deck::Light => "card-tag-light",
                crate::content::Deck::Dark => "card-tag-dark",
            }),
            egui::FontId::proportional(font - 2.0),
            look.ink,
        );
        let name = painter.layout_no_wrap(
            c.def.name.clone(),
            egui::FontId::proportional(font + 1.5),
            look.ink,
        );
        let mut job = egui::text::LayoutJob::simple(
            c.def.text.clone(),
            egui::FontId::proportional(font - 1.0),
            crate::ui::theme::TEXT,
            width - 16.0,
        );
        job.wrap.max_rows = 4;
        job.wrap.overflow_character = Some('…');
        let text = painter.layout_job(job);
        CardShown {
            name,
            tag,
            text,
            look,
        }
    }

    fn band(&self) -> f32 {
        self.name.size().y.max(self.tag.size().y) + 6.0
    }

    pub(super) fn height(&self) -> f32 {
        self.band() + self.text.size().y + 12.0
    }

    fn paint(self, painter: &egui::Painter, r: egui::Rect) {
        painter.rect_filled(r, 6.0, self.look.paper);
        painter.rect_stroke(
            r,
            6.0,
            egui::Stroke::new(2.0, self.look.edge),
            egui::StrokeKind::Inside,
        );
        let band = egui::Rect::from_min_size(
            r.min + egui::vec2(2.0, 2.0),
            egui::vec2(r.width() - 4.0, self.band()),
        );
        painter.rect_filled(band, 4.0, self.look.band);
        let y = band.min.y + 3.0;
        painter.galley(
            egui::pos2(
                band.min.x + 6.0,
                y + (self.name.size().y - self.tag.size().y) / 2.0,
            ),
            self.tag.clone(),
            self.look.ink,
        );
        painter.galley(
            egui::pos2(band.min.x + 12.0 + self.tag.size().x, y),
            self.name,
            self.look.ink,
        );
        painter.galley(
            egui::pos2(r.min.x + 8.0, band.max.y + 4.0),
            self.text,
            crate::ui::theme::TEXT,
        );
    }
}
