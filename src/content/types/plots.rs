//! Plots as written: colours, start, crossroads and ending cards, the plots file.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A plot's colour, matched by twilight cards of the same colour (R-TWI-8). Shown by name
/// and a swatch, never colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlotColour {
    Red,
    Blue,
    Green,
    Gold,
    Violet,
    Grey,
}

impl PlotColour {
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
    pub name: String,
    pub text: String,
    #[serde(default)]
    pub good: Vec<String>,
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
    pub name: String,
    pub text: String,
    pub vp: i8,
    #[serde(default)]
    pub rules: Vec<Rule>,
}

/// A card with two sides: the side a positive resolution leads to, and the negative one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoSides<T> {
    pub good: T,
    pub bad: T,
}

/// One plot: a start card, a two-sided crossroads card and two two-sided ending cards
/// (R-PLOT-1). A positive start leads to the crossroads' `good` side, whose resolution leads
/// to a side of `endings.good`; a negative start to the `bad` side and then `endings.bad`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotDef {
    pub id: String,
    pub name: String,
    pub colour: PlotColour,
    pub start: PlotStage,
    pub crossroads: TwoSides<PlotStage>,
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
    pub plots: Vec<PlotDef>,
}
