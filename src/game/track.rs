//! The end of an event on the track (R-EVENT-2): its face turned down, its NPCs sent home, a
//! suspect it held let go; and the end of a murder's specific event when its suspect dies
//! (R-EVENT-3). The events' own handlers ([`super::events`]) and the investigation (a hit that
//! kills) both end events.

use super::log::log;
use super::*;

pub(super) fn set_held(world: &mut World, suspect: SuspectId, held: bool) {
    let mut q = world.query::<&mut Suspect>();
    for mut s in q.iter_mut(world) {
        if s.index == suspect {
            s.held = held;
        }
    }
}

/// R-EVENT-2: an event's effect ends: it turns face down, its NPCs go home and its suspect is
/// no longer held.
pub fn end_event(world: &mut World, content: &Content, e: EventId, why: Msg) {
    {
        let mut track = world.resource_mut::<EventTrack>();
        let EventTrack {
            spaces, specific, ..
        } = &mut *track;
        for slot in spaces.iter_mut().chain(std::iter::once(specific)).flatten() {
            if slot.event == e {
                slot.active = false;
            }
        }
    }
    let mut q = world.query::<&mut Npc>();
    for mut n in q.iter_mut(world) {
        if n.on_map.is_some_and(|(_, by)| by == e) {
            n.on_map = None;
        }
    }
    let ev = &content.events[e];
    if ev.def.holds
        && let Some(s) = ev.suspect
    {
        set_held(world, s, false);
    }
    let key = if ev.npcs.is_empty() {
        "log-event-ends"
    } else {
        "log-event-ends-npcs-home"
    };
    log(world, None, Msg::new(key).event("event", e).msg("why", why));
}

/// R-EVENT-3: a suspect died; the specific event involving it ends and leaves the game.
pub fn suspect_died(world: &mut World, content: &Content, suspect: SuspectId) {
    let track = world.resource::<EventTrack>();
    let Some(slot) = track
        .specific
        .filter(|s| s.active && track.specific_revealed)
    else {
        return;
    };
    if content.events[slot.event].suspect == Some(suspect) {
        let why = Msg::new("why-suspect-died").sus("suspect", suspect);
        end_event(world, content, slot.event, why);
    }
}
