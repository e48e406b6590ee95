//! Plots as written: colours, start, crossroads and ending cards, the plots file.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A plot's colour, matched by twilight cards of the same colour (R-TWI-8). Shown by name
/// and a swatch, never colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlotColour {
    /// Red.
    Red,
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Gold.
    Gold,
    /// Violet.
    Violet,
    /// Grey.
    Grey,
}

impl PlotColour {
    /// The colour's name, lower case.
    pub fn name(self) -> &'static str {
        match self {
            PlotColour::Red => "red",
            PlotColour::Blue => "blue",
            PlotColour::Green => "green",
            PlotColour::Gold => "gold",
            PlotColour::Violet => "violet",
            PlotColour::Grey => "grey",
        }
    }
    /// The swatch the table shows for it (red, green, blue).
    pub fn rgb(self) -> [u8; 3] {
        match self {
            PlotColour::Red => [200, 70, 60],
            PlotColour::Blue => [70, 120, 210],
            PlotColour::Green => [70, 160, 90],
            PlotColour::Gold => [210, 170, 50],
            PlotColour::Violet => [150, 90, 190],
            PlotColour::Grey => [140, 140, 140],
        }
    }
}

/// A start card, or one side of a crossroads card (R-PLOT-1, R-PLOT-2): baggage collects on
/// it, and its good and bad baggage sections name the kinds of conditional baggage that count
/// as good or bad while it is in play (R-PLOT-5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotStage {
    /// The card's name.
    pub name: String,
    /// What a player reads.
    pub text: String,
    /// The kinds of conditional baggage that count as good while it is in play (R-PLOT-5).
    #[serde(default)]
    pub good: Vec<String>,
    /// The kinds of conditional baggage that count as bad while it is in play (R-PLOT-5).
    #[serde(default)]
    pub bad: Vec<String>,
    /// Rules that last while this card is in play (R-PLOT-4).
    #[serde(default)]
    pub rules: Vec<Rule>,
}

/// One side of an ending card: VP at the close, and rules that last to the end of the game
/// (R-PLOT-4, R-PLOT-6).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotEnding {
    /// The card's name.
    pub name: String,
    /// What a player reads.
    pub text: String,
    /// VP it is worth at the close (R-PLOT-6).
    pub vp: i8,
    /// Rules that last to the end of the game (R-PLOT-4).
    #[serde(default)]
    pub rules: Vec<Rule>,
}

/// A card with two sides: the side a positive resolution leads to, and the negative one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoSides<T> {
    /// The side a positive resolution leads to.
    pub good: T,
    /// The side a negative resolution leads to.
    pub bad: T,
}

/// One plot: a start card, a two-sided crossroads card and two two-sided ending cards
/// (R-PLOT-1). A positive start leads to the crossroads' `good` side, whose resolution leads
/// to a side of `endings.good`; a negative start to the `bad` side and then `endings.bad`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotDef {
    /// Its id, unique among all plots.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its colour, matched by twilight cards (R-TWI-8).
    pub colour: PlotColour,
    /// Its start card.
    pub start: PlotStage,
    /// Its crossroads card's two sides.
    pub crossroads: TwoSides<PlotStage>,
    /// Its ending cards: after a good crossroads, and after a bad one.
    pub endings: TwoSides<TwoSides<PlotEnding>>,
    /// A plot that lasts two weeks (Raymond's, R-PLOT-1): its start card resolves at the end
    /// of week 1, its crossroads card at the end of week 2.
    #[serde(default)]
    pub two_weeks: bool,
    /// Left out of the random draws (Caprice's *Descent into Madness*, R-SETUP-9).
    #[serde(default)]
    pub not_drawn: bool,
}

/// `<detective>.plots.ron`: one detective's plots.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotsFile {
    /// The detective's id.
    pub detective: String,
    /// The detective's plots.
    pub plots: Vec<PlotDef>,
}
