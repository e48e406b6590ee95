//! The table: a game on the screen. Its parts lie where [`crate::ui::layout`] puts them and
//! are drawn in [`TableSet`] order, each by its own plugin:
//!
//! - [`top_bar`]: the calendar, whose turn it is and their Time, the pace, the menu;
//! - [`side`]: the tabs (suspects, hand, plot, puzzle, events, detectives, log);
//! - [`dock`]: under the board, the status line and what the game asks the player now;
//! - [`score`]: in the top bar, the looking player's VP if the case closed now;
//! - [`handoff`]: in hot seat, the cover that hides the screen until the next player takes it;
//! - [`veil`]: "Setting the table" while a saved game is caught up on or the board not yet set.
//!
//! The parts talk through the game's state, its messages and a few shared choices of the
//! table ([`SideTab`], the forms in [`crate::ui::panels`]), never through each other's
//! internals. What they may draw is decided by who is looking ([`crate::ui::viewer`]).

pub mod dock;
mod handoff;
pub mod score;
pub mod side;
pub mod top_bar;
pub mod veil;

use crate::ui::layout::{CoachRoomHeight, TableLayout, TableSet, lay_out, redraw_if_stale};
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

/// The table and its parts.
pub struct TablePlugin;

impl Plugin for TablePlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<TableLayout>()
            .configure_sets(
                EguiPrimaryContextPass,
                (
                    TableSet::Layout,
                    TableSet::TopBar,
                    TableSet::Side,
                    TableSet::Dock,
                    TableSet::Board,
                    TableSet::Overlays,
                )
                    .chain()
                    .run_if(crate::ui::in_game),
            )
            .init_resource::<CoachRoomHeight>()
            .add_systems(EguiPrimaryContextPass, lay_out.in_set(TableSet::Layout))
            .add_systems(
                EguiPrimaryContextPass,
                redraw_if_stale
                    .after(TableSet::Overlays)
                    .run_if(crate::ui::in_game),
            )
            .add_plugins((
                top_bar::TopBarPlugin,
                side::SidePlugin,
                dock::DockPlugin,
                handoff::HandoffPlugin,
                veil::VeilPlugin,
            ));
    }
}

/// Which tab of the side panel is open.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SideTab {
    /// The suspects and their evidence.
    #[default]
    Suspects,
    /// The viewer's hand.
    Hand,
    /// The viewer's plot.
    Plot,
    /// The conspiracy puzzle.
    Puzzle,
    /// The event track.
    Events,
    /// The detectives.
    Detectives,
    /// The log.
    Log,
}

impl SideTab {
    /// Every tab, in the order the panel shows them.
    pub const ALL: [SideTab; 7] = [
        SideTab::Suspects,
        SideTab::Hand,
        SideTab::Plot,
        SideTab::Puzzle,
        SideTab::Events,
        SideTab::Detectives,
        SideTab::Log,
    ];

    /// The tab's name, an id (the lesson's script names tabs so; [`SideTab::label`] is shown).
    pub fn name(self) -> &'static str {
        match self {
            SideTab::Suspects => "Suspects",     // english: an id
            SideTab::Hand => "Hand",             // english: an id
            SideTab::Plot => "Plot",             // english: an id
            SideTab::Puzzle => "Puzzle",         // english: an id
            SideTab::Events => "Events",         // english: an id
            SideTab::Detectives => "Detectives", // english: an id
            SideTab::Log => "Log",               // english: an id
        }
    }

    /// The tab's name on screen, in the interface's language ([`SideTab::name`] is the one
    /// the lesson's script uses).
    pub fn label(self) -> String {
        crate::i18n::tr(&format!("tab-{}", self.name().to_lowercase()))
    }
}

/// The colour of a content RGB triple.
pub fn color32(c: (u8, u8, u8)) -> bevy_egui::egui::Color32 {
    bevy_egui::egui::Color32::from_rgb(c.0, c.1, c.2)
}
