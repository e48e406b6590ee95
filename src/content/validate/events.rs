//! Event cards, general and specific (R-EVENT-*).

use super::cards::{EVENTS_PER_GAME, baggage_kinds, effect_problems, off_turn_problems};
use super::report::Report;
use crate::content::*;
use std::collections::{BTreeSet, HashSet};

/// Validates one event (general when `murder` is `None`): its NPCs, locations, effects and
/// actions; a specific event's leads and suspect (R-EVENT-1…4, R-SETUP-11).
pub(super) fn build_event(
    r: &mut Report,
    e: &EventDef,
    murder: Option<(usize, &Scenario)>,
    detectives: &[Detective],
    suspects: &[SuspectDef],
    map: &Map,
    kinds: &BTreeSet<String>,
) -> Option<Event> {
    let before = r.errors.len();
    let id = e.id.as_str();
    if e.name.trim().is_empty() || e.text.trim().is_empty() {
        r.on_id("text", id, format!("event `{id}` needs a name and a text"));
    }
    let npcs = event_npcs(r, e, detectives, map);
    let mut problems = Vec::new();
    off_turn_problems(&e.each, &mut problems);
    off_turn_problems(&e.owner, &mut problems);
    effect_problems(&e.each, map, kinds, false, &mut problems);
    effect_problems(&e.owner, map, kinds, false, &mut problems);
    if !e.owner.is_empty() && e.npcs.is_empty() {
        problems.push("`owner` effects need an NPC: the owner is its detective".into());
    }
    let action_at = event_actions(r, e, &npcs, detectives, map, kinds, &mut problems);
    let (leads, suspect) = match murder {
        None => {
            if !e.leads.is_empty() || e.suspect.is_some() || e.holds {
                problems.push(
                    "`leads`, `suspect` and `holds` belong to a murder's specific events".into(),
                );
            }
            (Vec::new(), None)
        }
        Some((_, sc)) => specific_event(r, e, sc, suspects, map, &mut problems),
    };
    for p in problems {
        r.on_id("events", id, format!("event `{id}`: {p}"));
    }
    (r.errors.len() == before).then(|| Event {
        def: e.clone(),
        scenario: murder.map(|m| m.0),
        npcs,
        action_at,
        leads,
        suspect,
    })
}

/// The location `l` an event names in `field`, or an error on its line.
pub(super) fn event_loc(
    r: &mut Report,
    map: &Map,
    id: &str,
    field: &str,
    l: &str,
) -> Option<LocId> {
    let found = map.find(l);
    if found.is_none() {
        r.at(
            field,
            field,
            l,
            0,
            format!("event `{id}`: no location `{l}` on the map"),
        );
    }
    found
}

/// An event's NPCs, each of a detective's sheet, and where they stand.
pub(super) fn event_npcs(
    r: &mut Report,
    e: &EventDef,
    detectives: &[Detective],
    map: &Map,
) -> Vec<(NpcRef, LocId)> {
    let id = e.id.as_str();
    let loc = |r: &mut Report, field: &str, l: &str| event_loc(r, map, id, field, l);
    let mut npcs = Vec::new();
    for (name, at) in &e.npcs {
        let who = DetectiveId::all(detectives.len())
            .zip(detectives)
            .find_map(|(d, det)| {
                det.def
                    .npcs
                    .iter()
                    .position(|n| &n.name == name)
                    .map(|i| NpcRef {
                        detective: d,
                        index: i as u8,
                    })
            });
        let place = loc(r, "npcs", at);
        match who {
            None => r.on_id(
                "npcs",
                id,
                format!("event `{id}`: `{name}` is no NPC on any detective's sheet"),
            ),
            Some(npc) => npcs.extend(place.map(|p| (npc, p))),
        }
    }
    npcs
}

/// An event's temporary abilities (R-EVENT-4): where each is used, and what is wrong with them.
pub(super) fn event_actions(
    r: &mut Report,
    e: &EventDef,
    npcs: &[(NpcRef, LocId)],
    detectives: &[Detective],
    map: &Map,
    kinds: &BTreeSet<String>,
    problems: &mut Vec<String>,
) -> Vec<LocId> {
    let id = e.id.as_str();
    let loc = |r: &mut Report, field: &str, l: &str| event_loc(r, map, id, field, l);
    let mut action_at = Vec::new();
    for (i, a) in e.actions.iter().enumerate() {
        action_at.extend(loc(r, "at", &a.at));
        effect_problems(&a.ability.effects, map, kinds, false, problems);
        effect_problems(&a.owner, map, kinds, false, problems);
        if a.ability.favors.len() > 2 {
            problems.push(format!("action {}: at most 2 favors in a cost", i + 1));
        }
        if a.ability
            .effects
            .iter()
            .any(|x| matches!(x, Effect::Fight { .. }))
        {
            problems.push(format!("action {}: no fights in an ability", i + 1));
        }
        let needs_npc =
            a.who != EventUser::Anyone || !a.owner.is_empty() || a.npc_favors > 0 || a.eliminate;
        if needs_npc && e.npcs.is_empty() {
            problems.push(format!(
                "action {}: `who`, `owner`, `npc_favors` and `eliminate` need an NPC",
                i + 1
            ));
        }
        if a.npc_favors > 0
            && let Some(&(npc, _)) = npcs.first()
            && detectives[npc.detective].def.npcs[npc.index as usize]
                .favors
                .is_empty()
        {
            problems.push(format!(
                "action {}: `{}` grants no favors (R-NPC-1)",
                i + 1,
                e.npcs[0].0
            ));
        }
        if a.ability.effects.is_empty() && a.owner.is_empty() && a.npc_favors == 0 && !a.eliminate {
            problems.push(format!("action {} does nothing", i + 1));
        }
    }
    action_at
}

/// A murder's specific event (R-EVENT-3, R-LEAD-5): where it sends each suspect's testimony
/// lead, and the suspect it involves.
pub(super) fn specific_event(
    r: &mut Report,
    e: &EventDef,
    sc: &Scenario,
    suspects: &[SuspectDef],
    map: &Map,
    problems: &mut Vec<String>,
) -> (Vec<(SuspectId, LocId)>, Option<SuspectId>) {
    let id = e.id.as_str();
    let loc = |r: &mut Report, field: &str, l: &str| event_loc(r, map, id, field, l);
    let mut leads = Vec::new();
    let mut suspect = None;
    let mut seen = HashSet::new();
    for (who, at) in &e.leads {
        let s = suspects
            .iter()
            .position(|x| &x.id == who)
            .map(SuspectId::from_index);
        let place = loc(r, "leads", at);
        match s {
            Some(s) if sc.suspects.iter().any(|x| x.0 == s) => {
                if leads.iter().any(|x: &(SuspectId, LocId)| x.0 == s) {
                    problems.push(format!("suspect `{who}` is listed twice in `leads`"));
                }
                if let Some(p) = place {
                    if !seen.insert(p) {
                        problems.push(format!("two testimony leads go to `{at}`"));
                    }
                    leads.push((s, p));
                }
            }
            _ => problems.push(format!("`{who}` is no suspect of this murder")),
        }
    }
    if leads.len() != sc.suspects.len() {
        problems.push(format!(
            "`leads` must send each of the murder's {} suspects' testimony leads somewhere (R-EVENT-3)",
            sc.suspects.len()
        ));
    }
    match e.suspect.as_deref() {
        None => problems.push("a specific event names the suspect it involves".into()),
        Some(who) => match suspects
            .iter()
            .position(|x| x.id == who)
            .map(SuspectId::from_index)
        {
            Some(s) if sc.suspects.iter().any(|x| x.0 == s) => suspect = Some(s),
            _ => problems.push(format!("`{who}` is no suspect of this murder")),
        },
    }
    if e.holds && !e.actions.iter().any(|a| a.once) {
        problems.push(
            "an event that holds its suspect needs an action with `once: true` to end it (R-LEAD-5)"
                .into(),
        );
    }
    (leads, suspect)
}

/// Validates the general event deck and each murder's three specific events (R-SETUP-11);
/// event ids are unique across both.
pub(super) fn build_events(
    files: &ParsedFiles,
    scenarios: &[Scenario],
    detectives: &[Detective],
    suspects: &[SuspectDef],
    map: &Map,
    plots: &[Plot],
    errors: &mut Vec<FileError>,
) -> Vec<Event> {
    let kinds: BTreeSet<String> = DetectiveId::all(detectives.len())
        .flat_map(|d| baggage_kinds(plots, d))
        .collect();
    let mut out: Vec<Event> = Vec::new();
    let push = |r: &mut Report, e: &EventDef, murder, out: &mut Vec<Event>| {
        if out.iter().any(|o| o.def.id == e.id) {
            r.dup_id("event", &e.id);
        } else if let Some(ev) = build_event(r, e, murder, detectives, suspects, map, &kinds) {
            out.push(ev);
        }
    };
    for src in &files.events {
        let mut r = Report::of(src, errors);
        for e in &src.data.events {
            push(&mut r, e, None, &mut out);
        }
    }
    let general = out.len();
    if general < EVENTS_PER_GAME && errors.is_empty() {
        errors.push(FileError {
            file: format!("assets/new-angeles.{EVENTS_EXT}"),
            line: None,
            field: "events".into(),
            message: format!(
                "{general} general events; a game draws {EVENTS_PER_GAME} (R-ROUND-5)"
            ),
        });
    }
    for src in &files.scenarios {
        let Some(i) = scenarios.iter().position(|s| s.def.id == src.data.id) else {
            continue;
        };
        let mut r = Report::of(src, errors);
        if src.data.events.len() != 3 {
            r.at(
                "events",
                "events",
                "",
                0,
                format!(
                    "a murder has 3 specific events (R-SETUP-11), not {}",
                    src.data.events.len()
                ),
            );
        }
        for e in &src.data.events {
            push(&mut r, e, Some((i, &scenarios[i])), &mut out);
        }
    }
    out
}
