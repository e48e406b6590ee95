//! The game's one look for every panel and screen: a dark noir palette with amber light,
//! Inter for text at a readable size and League Spartan for headings, calm spacing and soft
//! corners. Panels use the named colours here instead of their own.

use crate::ui::fonts;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::{Color32, FontFamily, FontId, Stroke, TextStyle};

/// The night behind everything.
pub const INK: Color32 = Color32::from_rgb(12, 14, 20);
/// Panels.
pub const PANEL: Color32 = Color32::from_rgb(20, 23, 31);
/// Raised things on panels: frames, cards, files.
pub const RAISED: Color32 = Color32::from_rgb(29, 33, 44);
/// Lines between things.
pub const LINE: Color32 = Color32::from_rgb(52, 58, 74);
/// Text.
pub const TEXT: Color32 = Color32::from_rgb(220, 223, 230);
/// Quiet text: explanations, rule IDs.
pub const QUIET: Color32 = Color32::from_rgb(140, 147, 163);
/// The light of the city: what is lit, selected, yours to act on.
pub const AMBER: Color32 = Color32::from_rgb(236, 182, 82);
/// Refusals and danger.
pub const RED: Color32 = Color32::from_rgb(240, 120, 104);
/// Good news.
pub const GREEN: Color32 = Color32::from_rgb(120, 210, 140);
/// The light side of the twilight track.
pub const LIGHT_SIDE: Color32 = Color32::from_rgb(230, 226, 200);
/// The dark side of the twilight track.
pub const DARK_SIDE: Color32 = Color32::from_rgb(120, 86, 170);

/// Body text size, in points.
pub const BODY: f32 = 15.0;
/// Small text (never below 12.5 points).
pub const SMALL: f32 = 12.5;

/// A heading in the display face.
pub fn heading(text: impl Into<String>, size: f32) -> egui::RichText {
    egui::RichText::new(text.into()).font(FontId::new(size, fonts::display_family()))
}

/// A heading that wraps in the room it has (a long murder's name in Russian beside its "?"),
/// never widening its panel: `ui.heading` in a row would not wrap.
pub fn heading_wrapped(ui: &mut egui::Ui, text: impl Into<String>) -> egui::Response {
    ui.add(egui::Label::new(egui::RichText::new(text.into()).heading()).wrap())
}

/// Sets the theme once egui is up: the fonts first, and the next frame (once egui has them)
/// the sizes, colours and spacing that name them.
/// The headings' face follows the language (see [`fonts::egui_fonts_for`]).
pub fn apply_theme(
    mut contexts: EguiContexts,
    mut step: Local<u8>,
    mut cyrillic: Local<Option<bool>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let want = crate::i18n::locale() == crate::i18n::Locale::Ru;
    if *step >= 1 && *cyrillic != Some(want) {
        *cyrillic = Some(want);
        ctx.set_fonts(fonts::egui_fonts_for(want));
    }
    if *step >= 2 {
        return Ok(());
    }
    if *step == 0 {
        *cyrillic = Some(want);
        ctx.set_fonts(fonts::egui_fonts_for(want));
    } else {
        ctx.all_styles_mut(style);
    }
    *step += 1;
    Ok(())
}

fn style(s: &mut egui::Style) {
    // A scroll ends when the wheel stops: nothing slides on under a pointer about to click.
    s.scroll_animation = egui::style::ScrollAnimation::none();
    s.text_styles = [
        (
            TextStyle::Small,
            FontId::new(SMALL, FontFamily::Proportional),
        ),
        (TextStyle::Body, FontId::new(BODY, FontFamily::Proportional)),
        (
            TextStyle::Button,
            FontId::new(BODY, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(13.5, FontFamily::Monospace),
        ),
        (
            TextStyle::Heading,
            FontId::new(22.0, fonts::display_family()),
        ),
    ]
    .into();
    s.spacing.item_spacing = egui::vec2(8.0, 6.0);
    s.spacing.button_padding = egui::vec2(10.0, 5.0);
    s.spacing.interact_size.y = 26.0;
    // Tick boxes and radio buttons a little larger than egui's 14 points.
    s.spacing.icon_width = 17.0;
    s.spacing.icon_width_inner = 10.0;
    s.spacing.window_margin = egui::Margin::same(14);
    // No fades: a tooltip faded in over a panel was caught see-through, its words over the
    // panel's (rounds 26 and 29 of issue 31, on a slow software-rendered screen), and a
    // section opening at once never moves a row under the pointer mid-animation.
    s.animation_time = 0.0;
    // A panel with more below shows its scroll bar's handle at rest, faintly (round 27 of issue
    // 31: a decision's last buttons under the fold, with no sign the panel scrolls); floating,
    // so it takes no width from what it scrolls.
    s.spacing.scroll = egui::style::ScrollStyle {
        dormant_handle_opacity: 0.55,
        dormant_background_opacity: 0.15,
        ..egui::style::ScrollStyle::floating()
    };
    let v = &mut s.visuals;
    *v = egui::Visuals::dark();
    v.override_text_color = None;
    v.panel_fill = PANEL;
    v.window_fill = PANEL;
    v.extreme_bg_color = INK;
    v.faint_bg_color = RAISED;
    v.window_stroke = Stroke::new(1.0, LINE);
    v.window_corner_radius = egui::CornerRadius::same(8);
    v.menu_corner_radius = egui::CornerRadius::same(6);
    v.hyperlink_color = AMBER;
    v.selection.bg_fill = AMBER.gamma_multiply(0.35);
    v.selection.stroke = Stroke::new(1.0, AMBER);
    v.warn_fg_color = AMBER;
    v.error_fg_color = RED;
    let w = &mut v.widgets;
    w.noninteractive.bg_fill = PANEL;
    w.noninteractive.weak_bg_fill = RAISED;
    w.noninteractive.bg_stroke = Stroke::new(1.0, LINE);
    w.noninteractive.fg_stroke = Stroke::new(1.0, TEXT);
    w.inactive.weak_bg_fill = Color32::from_rgb(40, 45, 60);
    w.inactive.bg_fill = Color32::from_rgb(40, 45, 60);
    // A tick drawn bold enough to tell a ticked box from an empty one at a glance (rounds 28
    // and 29 of issue 31: "ticked and unticked look almost the same"); text takes only the
    // stroke's colour.
    w.inactive.fg_stroke = Stroke::new(2.0, TEXT);
    w.hovered.weak_bg_fill = Color32::from_rgb(58, 64, 84);
    w.hovered.bg_fill = Color32::from_rgb(58, 64, 84);
    w.hovered.bg_stroke = Stroke::new(1.0, AMBER.gamma_multiply(0.7));
    w.hovered.fg_stroke = Stroke::new(1.5, Color32::WHITE);
    w.active.weak_bg_fill = AMBER.gamma_multiply(0.45);
    w.active.bg_fill = AMBER.gamma_multiply(0.45);
    w.active.fg_stroke = Stroke::new(1.5, Color32::WHITE);
    w.open.weak_bg_fill = Color32::from_rgb(48, 54, 72);
    for k in [
        &mut w.noninteractive,
        &mut w.inactive,
        &mut w.hovered,
        &mut w.active,
        &mut w.open,
    ] {
        k.corner_radius = egui::CornerRadius::same(5);
    }
}

/// A modal window that shows whole on its first visible frame: egui's fades in, which on a slow
/// (software) renderer read as a pause of a second before a question like *End your turn?*.
pub fn modal(id: &str) -> bevy_egui::egui::Modal {
    let id = bevy_egui::egui::Id::new(id);
    bevy_egui::egui::Modal::new(id).area(bevy_egui::egui::Modal::default_area(id).fade_in(false))
}

/// Starts the next row of a wrapping row when `need` points no longer fit on this one, so a
/// group drawn after it that keeps together (a plain `ui.horizontal`) stays inside the column.
/// A group past the edge widens the panel under it, and every line after it then wraps past
/// the edge too (round 57 of issue 31: a dark card and "Asked because…" cut at the screen's
/// edge).
pub fn room_for(ui: &mut egui::Ui, need: f32) {
    // What is left of this row (`available_width` is a whole row's in a wrapping layout).
    let row_start = ui.max_rect().min.x;
    if ui.available_size_before_wrap().x < need && ui.cursor().min.x > row_start + 0.5 {
        ui.end_row();
    }
}

/// How wide buttons with `labels` side by side are in `ui`'s style, in `style`'s font: what
/// [`room_for`] is asked for.
pub fn buttons_width(ui: &egui::Ui, labels: &[&str], style: TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    let pad = ui.spacing().button_padding.x * 2.0;
    let gap = ui.spacing().item_spacing.x;
    labels
        .iter()
        .map(|t| {
            ui.ctx()
                .fonts_mut(|f| f.layout_no_wrap(t.to_string(), font.clone(), TEXT).size().x)
                + pad
                + gap
        })
        .sum()
}
