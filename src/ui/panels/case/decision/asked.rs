//! What every window of a pending decision reads: the game's content and table, the viewer's
//! snapshot, the seat deciding and the actions open to it.

use crate::content::Content;
use crate::game::{Action, PublicTable};
use crate::ids::*;
use crate::rules::Snapshot;

/// The decision's surroundings, read by each family's window.
#[derive(Clone, Copy)]
pub struct Asked<'a> {
    /// The game's content.
    pub content: &'a Content,
    /// The public table.
    pub table: &'a PublicTable,
    /// What the viewing seat sees.
    pub snap: &'a Snapshot,
    /// The seat making the decision.
    pub seat: SeatId,
    /// The actions open to it now.
    pub legal: &'a [Action],
}
