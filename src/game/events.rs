//! Events and NPCs (section 11): the general deck drawn at the end of days 2, 4 and 5, the
//! two-space track, the murder's specific event revealed at the start of week 2, NPCs brought
//! onto the map and eliminated, and the events' temporary abilities (R-SETUP-11, R-ROUND-5,
//! R-EVENT-1…4, R-NPC-1, R-LEAD-5).

use super::ctx::Ctx;
use super::decisions::{push_front, queue_back};
use super::effects::run_effects;
use super::log::name_of;
use super::log::{log, report};
use super::tokens::{holdings, pay_favors};
use super::track::{end_event, set_held};
use super::*;
use rand::RngExt;
use rand::seq::SliceRandom;

/// The NPC favor tokens of one NPC (R-COMP-2).
pub const NPC_FAVORS_EACH: u8 = 3;

/// R-SETUP-11: the general events shuffled; one of the murder's specific events, chosen at
/// random, face down; the other two leave the game.
pub fn deal_events(content: &Content, scenario: usize, rng: &mut GameRng) -> EventTrack {
    let mut deck: Vec<EventId> = EventId::all(content.events.len())
        .filter(|&e| content.events[e].is_general())
        .collect();
    deck.shuffle(&mut rng.0);
    let specific: Vec<EventId> = EventId::all(content.events.len())
        .filter(|&e| content.events[e].scenario == Some(scenario))
        .collect();
    let chosen = (!specific.is_empty()).then(|| specific[rng.0.random_range(0..specific.len())]);
    EventTrack {
        deck,
        specific: chosen.map(|event| EventSlot {
            event,
            active: true,
        }),
        ..Default::default()
    }
}

/// R-ROUND-5: a general event is drawn at the end of days 2, 4 and 5 of each week.
pub fn event_at_end_of(day: u8) -> bool {
    matches!(day, 2 | 4 | 5)
}

/// End of day (R-ROUND-5): the day's general event, if the day just finished prints one.
pub fn end_of_day_event(world: &mut World) {
    let day = world.resource::<Clock>().day;
    if event_at_end_of(day) {
        let content = world.resource::<Content>().clone();
        draw_general(world, &content);
    }
}

/// R-EVENT-1: the top general event enters space 1; the event there moves to space 2, and the
/// one on space 2 falls off the track (R-EVENT-2).
pub fn draw_general(world: &mut World, content: &Content) -> Option<EventId> {
    super::ctx::shown(world);
    let Some(e) = world.resource_mut::<EventTrack>().deck.pop() else {
        log(world, None, Msg::new("log-no-general-events"));
        return None;
    };
    // An event of an eliminated NPC is ignored: it does not enter the track, does nothing and
    // offers nothing; it leaves the game (R-NPC-1, D-13).
    let dead: Vec<Msg> = content.events[e]
        .npcs
        .iter()
        .filter(|&&(npc, _)| npc_state(world, npc).is_some_and(|(_, n)| !n.alive))
        .map(|&(npc, _)| Msg::new("name").with("name", Arg::Npc(npc.detective, npc.index)))
        .collect();
    if !dead.is_empty() {
        log(
            world,
            None,
            Msg::new("log-event-ignored")
                .event("event", e)
                .msg("dead", Msg::list(dead)),
        );
        return None;
    }
    if let Some(old) = world.resource::<EventTrack>().spaces[1]
        && old.active
    {
        end_event(world, content, old.event, Msg::new("why-falls-off-track"));
    }
    {
        let mut track = world.resource_mut::<EventTrack>();
        track.spaces[1] = track.spaces[0];
        track.spaces[0] = Some(EventSlot {
            event: e,
            active: true,
        });
    }
    log(
        world,
        None,
        Msg::new("log-event")
            .event("event", e)
            .with("text", Arg::EventText(e)),
    );
    arrive(world, content, e);
    Some(e)
}

/// The seat playing the detective whose NPC `event` brings, if in the game.
fn owner_seat(world: &World, content: &Content, event: EventId) -> Option<SeatId> {
    let (npc, _) = content.events[event].npcs.first()?;
    world
        .resource::<Table>()
        .seats
        .iter()
        .position(|s| s.detective == npc.detective)
        .map(SeatId::from_index)
}

/// The NPC's entity and state.
fn npc_state(world: &mut World, npc: crate::content::NpcRef) -> Option<(Entity, Npc)> {
    let mut q = world.query::<(Entity, &Npc)>();
    q.iter(world)
        .find(|(_, n)| n.npc == npc)
        .map(|(e, n)| (e, *n))
}

/// An event takes effect: its NPCs onto the map (taking them from an older event, which then
/// ends), its suspect held, and what it does to every detective and to the owner.
fn arrive(world: &mut World, content: &Content, e: EventId) {
    let ev = &content.events[e];
    for &(npc, at) in &ev.npcs {
        let name = || Msg::new("name").with("name", Arg::Npc(npc.detective, npc.index));
        let Some((entity, state)) = npc_state(world, npc) else {
            continue;
        };
        if !state.alive {
            // Only the specific event can get here: a general one of a dead NPC is ignored.
            log(
                world,
                None,
                Msg::new("log-npc-dead-no-show").msg("npc", name()),
            );
            continue;
        }
        if let Some((_, other)) = state.on_map
            && other != e
        {
            let why = Msg::new("why-npc-taken").msg("npc", name());
            end_event(world, content, other, why);
        }
        if let Some(mut n) = world.get_mut::<Npc>(entity) {
            n.on_map = Some((at, e));
        }
        log(
            world,
            None,
            Msg::new("log-npc-appears")
                .msg("npc", name())
                .label("at", at),
        );
    }
    if ev.def.holds
        && let Some(s) = ev.suspect
    {
        set_held(world, s, true);
        log(world, None, Msg::new("log-suspect-held").sus("suspect", s));
    }
    let n = world.resource::<Table>().seats.len();
    let first = world.resource::<Clock>().first_player;
    let mut asks = Vec::new();
    if !ev.def.each.is_empty() {
        for i in 0..n {
            let seat = first.offset(i, n);
            asks.extend(run_effects(world, content, seat, seat, &ev.def.each));
        }
    }
    if let Some(owner) = owner_seat(world, content, e)
        && !ev.def.owner.is_empty()
    {
        asks.extend(run_effects(world, content, owner, owner, &ev.def.owner));
    }
    queue_back(world, asks);
}

/// R-ROUND-5, R-EVENT-3: at the start of day 1 of week 2 the specific event is revealed: the
/// testimony leads of the suspects in play move to the locations it lists (swapping with a
/// lead already there); if its suspect is dead or not in the game, it ends and leaves the game.
pub fn reveal_specific(world: &mut World, content: &Content) {
    let Some(slot) = world.resource::<EventTrack>().specific else {
        return;
    };
    world.resource_mut::<EventTrack>().specific_revealed = true;
    let e = slot.event;
    let ev = &content.events[e];
    log(
        world,
        None,
        Msg::new("log-specific-revealed")
            .event("event", e)
            .with("text", Arg::EventText(e)),
    );
    for &(suspect, to) in &ev.leads {
        move_testimony(world, content, suspect, to);
    }
    let alive = ev.suspect.and_then(|s| {
        let mut q = world.query::<&Suspect>();
        q.iter(world).find(|x| x.index == s).map(|x| x.alive)
    });
    if alive != Some(true) {
        let key = if alive.is_none() {
            "why-suspect-not-in-game"
        } else {
            "why-suspect-dead"
        };
        let why = match ev.suspect {
            Some(s) => Msg::new(key).sus("suspect", s),
            None => Msg::new(key).text("suspect", ""),
        };
        end_event(world, content, e, why);
        return;
    }
    arrive(world, content, e);
}

/// R-EVENT-3: a suspect's testimony lead goes to `to`; a lead already there takes its old place.
fn move_testimony(world: &mut World, _content: &Content, suspect: SuspectId, to: LocId) {
    let mut q = world.query::<(Entity, &Lead, &At)>();
    let leads: Vec<(Entity, Lead, LocId)> = q.iter(world).map(|(e, l, a)| (e, *l, a.0)).collect();
    let Some(&(mine, lead, from)) = leads
        .iter()
        .find(|(_, l, _)| l.kind == LeadKind::Testimony && l.owner == LeadOwner::Suspect(suspect))
    else {
        return;
    };
    if from == to {
        return;
    }
    let swap = leads.iter().find(|(e, _, at)| *at == to && *e != mine);
    let name = |l: &Lead| crate::rules::lead_msg(l.kind, l.owner);
    let text = match swap {
        Some(&(other, other_lead, _)) => {
            if let Some(mut at) = world.get_mut::<At>(other) {
                at.0 = from;
            }
            Msg::new("log-testimony-swaps")
                .msg("lead", name(&lead))
                .label("to", to)
                .msg("other", name(&other_lead))
                .label("from", from)
        }
        None => Msg::new("log-testimony-moves")
            .msg("lead", name(&lead))
            .label("from", from)
            .label("to", to),
    };
    log(world, None, text);
    if let Some(mut at) = world.get_mut::<At>(mine) {
        at.0 = to;
    }
}

/// R-NPC-1: the NPC dies: its status token turns to the skull, its detective discards its favors
/// and can gain no more, and the event that holds it ends (R-EVENT-2).
pub fn eliminate(world: &mut World, content: &Content, npc: crate::content::NpcRef) {
    let Some((entity, state)) = npc_state(world, npc) else {
        return;
    };
    if let Some(mut n) = world.get_mut::<Npc>(entity) {
        n.alive = false;
    }
    if let Some(seat) = state.seat {
        holdings(world, seat, |h| h.npc_favors[npc.index as usize] = 0);
    }
    log(
        world,
        None,
        Msg::new("log-npc-eliminated").msg(
            "npc",
            Msg::new("name").with("name", Arg::Npc(npc.detective, npc.index)),
        ),
    );
    if let Some((_, e)) = state.on_map {
        let why = Msg::new("why-npc-eliminated").msg(
            "npc",
            Msg::new("name").with("name", Arg::Npc(npc.detective, npc.index)),
        );
        end_event(world, content, e, why);
    }
}

/// The owner of `npc` gains up to `n` of its favors while it lives (R-NPC-1, R-COMP-2).
fn gain_npc_favors(world: &mut World, content: &Content, npc: crate::content::NpcRef, n: u8) {
    let Some((_, state)) = npc_state(world, npc) else {
        return;
    };
    let Some(seat) = state.seat.filter(|_| state.alive) else {
        return;
    };
    let mut got = 0;
    holdings(world, seat, |h| {
        let have = &mut h.npc_favors[npc.index as usize];
        got = n.min(NPC_FAVORS_EACH.saturating_sub(*have));
        *have += got;
    });
    if got > 0 {
        let who = name_of(content, world.resource::<Table>(), seat);
        log(
            world,
            Some(seat),
            Msg::new("log-npc-favors")
                .det("who", who)
                .num("got", got)
                .msg(
                    "npc",
                    Msg::new("name").with("name", Arg::Npc(npc.detective, npc.index)),
                ),
        );
    }
}

/// R-EVENT-4: `seat` uses an event's temporary ability: it pays, the effects happen to it, the
/// owner's part to the owner; a once-only ability ends the event.
pub fn use_event_action(
    world: &mut World,
    cx: &Ctx,
    event: EventId,
    option: u8,
    pay: &[Option<Pay>; 2],
) {
    let Ctx {
        content, seat, who, ..
    } = *cx;
    let ev = &content.events[event];
    let Some(a) = ev.def.actions.get(option as usize) else {
        return;
    };
    pay_favors(world, seat, pay);
    world
        .resource_mut::<EventTrack>()
        .used
        .push((seat, event, option));
    report(
        world,
        seat,
        Msg::new("log-event-action")
            .det("who", who)
            .event("event", event)
            .with("text", Arg::EventAction(event, option)),
    );
    let mut asks = run_effects(world, content, seat, seat, &a.ability.effects);
    let owner = owner_seat(world, content, event);
    if let Some(owner) = owner
        && !a.owner.is_empty()
    {
        asks.extend(run_effects(world, content, owner, owner, &a.owner));
    }
    if let Some(&(npc, _)) = ev.npcs.first()
        && a.npc_favors > 0
    {
        gain_npc_favors(world, content, npc, a.npc_favors);
    }
    if a.eliminate {
        for &(npc, _) in &ev.npcs {
            eliminate(world, content, npc);
        }
    }
    let still = world.resource::<EventTrack>().active().contains(&event);
    if a.once && still {
        end_event(
            world,
            content,
            event,
            Msg::new("why-seen-to").det("who", who),
        );
    }
    if !asks.is_empty() {
        push_front(world, asks);
    }
}
