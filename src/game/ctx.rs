//! What a handler works with while the pipeline applies a command ([`Ctx`]), and what it
//! declares back: the words the command said ([`said`]) and whether it showed anybody
//! anything ([`shown`]). The pipeline ([`super::pipeline`]) and the handlers both use this
//! module; neither imports the other for it.

use super::*;

/// The command being applied: what it said and whether it showed anybody anything.
#[derive(Resource, Default, Debug)]
pub struct Applying {
    pub(super) said: Option<Msg>,
    pub(super) shown: bool,
}

/// The command being applied said `text` (its [`CommandResult`] says it too).
pub fn said(world: &mut World, text: Msg) {
    if let Some(mut a) = world.get_resource_mut::<Applying>() {
        a.said = Some(text);
    }
}

/// The command being applied showed somebody something that cannot be taken back: a card
/// or token drawn, a random step, a secret shown to a seat. It can no longer be undone.
pub fn shown(world: &mut World) {
    if let Some(mut a) = world.get_resource_mut::<Applying>() {
        a.shown = true;
    }
}

/// What a handler knows of the command it applies: the content, the game as the command's
/// seat saw it when it was checked, the command, its seat, its detective's name and the
/// Time it cost (already paid).
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    /// The content.
    pub content: &'a Content,
    /// The game as the command's seat saw it when it was checked.
    pub snap: &'a crate::rules::Snapshot,
    /// The command.
    pub cmd: &'a Command,
    /// Its seat.
    pub seat: SeatId,
    /// Its detective.
    pub who: DetectiveId,
    /// The Time it cost (already paid).
    pub cost: u8,
}
