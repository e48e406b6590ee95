//! The game's typefaces, shipped inside the program (SIL Open Font License 1.1, see
//! `assets/fonts/`): Inter for text, League Spartan for headings and names. egui gets them as
//! its proportional family (and a `"display"` family for headings); the board gets them as
//! Bevy fonts ([`Fonts`]).

use bevy::prelude::*;
use bevy_egui::egui;

/// Inter, regular: the text face.
pub const INTER_REGULAR: &[u8] = include_bytes!("../../assets/fonts/Inter-Regular.otf");
/// Inter, semibold: the strong face.
pub const INTER_SEMIBOLD: &[u8] = include_bytes!("../../assets/fonts/Inter-SemiBold.otf");
/// League Spartan, bold: the display face.
pub const SPARTAN_BOLD: &[u8] = include_bytes!("../../assets/fonts/LeagueSpartan-Bold.otf");

/// The board's fonts, as Bevy assets.
#[derive(Resource, Clone, Debug)]
pub struct Fonts {
    /// The text face.
    pub text: Handle<Font>,
    /// The strong face.
    pub strong: Handle<Font>,
    /// The display face.
    pub display: Handle<Font>,
}

impl Fonts {
    /// The display face for `text`, or Inter's semibold where League Spartan lacks a letter
    /// (it has no Cyrillic): the board's text has no fallback of its own, egui's has.
    pub fn display_for(&self, text: &str) -> Handle<Font> {
        if text.chars().all(spartan_has) {
            self.display.clone()
        } else {
            self.strong.clone()
        }
    }
}

/// Whether League Spartan draws `c`: Latin with its accents (German ä ö ü ß among them) and
/// the general punctuation („quotes“, dashes), not Greek or Cyrillic.
pub fn spartan_has(c: char) -> bool {
    let c = c as u32;
    c < 0x0250 || (0x2000..=0x206F).contains(&c) || (0x1E00..=0x1EFF).contains(&c)
}

/// Loads the fonts into Bevy's assets.
pub fn load_fonts(mut commands: Commands, mut fonts: ResMut<Assets<Font>>) {
    let mut add = |bytes: &'static [u8]| fonts.add(Font::from_bytes(bytes.to_vec()));
    commands.insert_resource(Fonts {
        text: add(INTER_REGULAR),
        strong: add(INTER_SEMIBOLD),
        display: add(SPARTAN_BOLD),
    });
}

/// The egui family for headings.
pub fn display_family() -> egui::FontFamily {
    egui::FontFamily::Name("display".into())
}

/// egui's fonts: Inter first for text (egui's own fonts after it for symbols and emoji),
/// League Spartan as the `display` family.
pub fn egui_fonts() -> egui::FontDefinitions {
    egui_fonts_for(false)
}

/// [`egui_fonts`], with Inter's semibold for headings where `cyrillic` (League Spartan has no
/// Cyrillic: a Russian heading would mix two faces letter by letter).
pub fn egui_fonts_for(cyrillic: bool) -> egui::FontDefinitions {
    let mut defs = egui::FontDefinitions::default();
    for (name, bytes) in [
        ("inter", INTER_REGULAR),
        ("inter-semibold", INTER_SEMIBOLD),
        ("spartan", SPARTAN_BOLD),
    ] {
        defs.font_data.insert(
            name.into(),
            std::sync::Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    defs.families
        .entry(egui::FontFamily::Proportional)
        .or_default()
        .insert(0, "inter".into());
    let mut display = vec![
        if cyrillic {
            "inter-semibold"
        } else {
            "spartan"
        }
        .to_string(),
    ];
    display.extend(
        defs.families
            .get(&egui::FontFamily::Proportional)
            .cloned()
            .unwrap_or_default(),
    );
    defs.families.insert(display_family(), display);
    defs
}
