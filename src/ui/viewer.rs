//! Who is looking at the screen, and the one view the table draws from. The game decides who
//! is looking ([`Looking`], see [`crate::game::table_view`]) and builds the [`TableView`] for
//! that seat, or for nobody: a seat's hand, hunches, Memory card, secret log lines and the
//! face-down values it knows are in it only while that seat is looking. Panels read the view
//! through [`TableRead`] and nothing else of the game.

pub use crate::game::table_view::{
    LookingSet, Viewer, after_command, handoff, humans, looking, release,
};
pub use crate::game::{Looking, TableView};

use crate::content::Content;
use crate::game::{PublicTable, SeatKind};
use crate::ids::SeatId;
use bevy::prelude::*;

/// What the table draws from: the [`TableView`] and the content (the cards, the map, the
/// detectives: the same for every viewer).
#[derive(bevy::ecs::system::SystemParam)]
pub struct TableRead<'w> {
    /// The table's view.
    pub view: Res<'w, TableView>,
    /// The content.
    pub content: Res<'w, Content>,
}

impl std::ops::Deref for TableRead<'_> {
    type Target = TableView;
    fn deref(&self) -> &TableView {
        &self.view
    }
}

/// The human seat asked now a question the game answers for it when the players here let it
/// (`auto`, a setting) and `which` says it is one of those, in a live game's day: a lead it
/// moves for another ([`leads_moved_for`]), its free card at a ritzy or seedy place
/// ([`crate::model::Ask::is_free_card`], Settings → Free cards).
pub fn answered_for(
    table: &PublicTable,
    snap: &crate::rules::Snapshot,
    live: bool,
    auto: bool,
    which: impl Fn(&crate::model::Ask) -> bool,
) -> Option<SeatId> {
    let d = snap
        .pending
        .filter(|d| auto && live && snap.daytime && which(&d.ask))?;
    let human = table
        .seats
        .get(d.seat.index())
        .is_some_and(|s| s.kind == SeatKind::Human);
    human.then_some(d.seat)
}

/// The human seat whose lead move the game makes for it now, if the players here let the game
/// choose where the leads they move go (`auto`, Settings → Leads): no hand-off for it.
pub fn leads_moved_for(
    table: &PublicTable,
    snap: &crate::rules::Snapshot,
    live: bool,
    auto: bool,
) -> Option<SeatId> {
    answered_for(table, snap, live, auto, |a| {
        matches!(a, crate::model::Ask::PlaceLead { .. })
    })
}

/// The human the hand-off cover waits for now, if it is up (the game's answer in the view).
pub fn cover_for(view: &TableView) -> Option<SeatId> {
    view.cover
}

/// Where egui keeps how many times another human took the screen (hot seat).
const SEAT_ROUND: &str = "seat-round";

/// Another human took the screen: the sections keyed by [`per_player`] open afresh.
pub fn next_player(ctx: &bevy_egui::egui::Context) {
    let id = bevy_egui::egui::Id::new(SEAT_ROUND);
    let n = ctx.data(|d| d.get_temp::<u32>(id)).unwrap_or(0);
    ctx.data_mut(|d| d.insert_temp(id, n.wrapping_add(1)));
}

/// Where egui keeps how many times the player opened a tab of the side column.
const TAB_ROUND: &str = "tab-round";

/// The player opened a tab: the turn's open lists (*What can I do?*, the recap) shut, so the
/// tab gets the column (round 31 of issue 31: an open list left the Puzzle a sliver).
pub fn tab_opened(ctx: &bevy_egui::egui::Context) {
    let id = bevy_egui::egui::Id::new(TAB_ROUND);
    let n = ctx.data(|d| d.get_temp::<u32>(id)).unwrap_or(0);
    ctx.data_mut(|d| d.insert_temp(id, n.wrapping_add(1)));
}

/// How many times the player opened a tab ([`tab_opened`]).
pub fn tab_round(ctx: &bevy_egui::egui::Context) -> u32 {
    ctx.data(|d| d.get_temp::<u32>(bevy_egui::egui::Id::new(TAB_ROUND)))
        .unwrap_or(0)
}

/// As [`per_player`], new also each time the player opens a tab ([`tab_opened`]).
pub fn per_tab(ctx: &bevy_egui::egui::Context, salt: &'static str) -> ((&'static str, u32), u32) {
    (
        per_player(ctx, salt),
        ctx.data(|d| d.get_temp::<u32>(bevy_egui::egui::Id::new(TAB_ROUND)))
            .unwrap_or(0),
    )
}

/// `salt` for a section that opens and shuts (*What can I do?*), new each time another human
/// takes the screen: it opens as it would for them, shut.
pub fn per_player(ctx: &bevy_egui::egui::Context, salt: &'static str) -> (&'static str, u32) {
    (
        salt,
        ctx.data(|d| d.get_temp::<u32>(bevy_egui::egui::Id::new(SEAT_ROUND)))
            .unwrap_or(0),
    )
}
