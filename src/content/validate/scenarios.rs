//! The murder sheets: scene, suspects, Lily and Jimmy, their events and special rule (R-SETUP-2, R-MURDER-*).

use super::report::{Report, missing};
use crate::content::*;
use std::collections::HashSet;

/// Validates the murder files (see [`build_scenario`]); at least one is needed.
pub(super) fn build_scenarios(
    files: &[Source<ScenarioDef>],
    map: &Map,
    suspects: &[SuspectDef],
    lead_starts: &HashMap<LocId, String>,
    errors: &mut Vec<FileError>,
) -> Vec<Scenario> {
    let mut scenarios: Vec<Scenario> = Vec::new();
    for src in files {
        let mut r = Report::of(src, errors);
        let scenario = build_scenario(&mut r, &src.data, map, suspects, lead_starts, &scenarios);
        scenarios.extend(scenario);
    }
    if files.is_empty() {
        errors.push(missing("murder", SCENARIO_EXT));
    }
    scenarios
}

/// The location with `id` on the map; else an error on its line, and `ok` turns false.
pub(super) fn murder_loc(
    r: &mut Report,
    map: &Map,
    ok: &std::cell::Cell<bool>,
    key: &str,
    id: &str,
) -> LocId {
    map.find(id).unwrap_or_else(|| {
        r.at(
            key,
            key,
            id,
            0,
            format!("no location with id `{id}` on the map"),
        );
        ok.set(false);
        LocId(0)
    })
}

/// Validates one murder file: a unique id, its locations, the murder sheet (every suspect once,
/// in order, on free testimony lead locations), Lily and Jimmy apart.
pub(super) fn build_scenario(
    r: &mut Report,
    s: &ScenarioDef,
    map: &Map,
    suspects: &[SuspectDef],
    lead_starts: &HashMap<LocId, String>,
    scenarios: &[Scenario],
) -> Option<Scenario> {
    let ok = std::cell::Cell::new(true);
    let resolve = |r: &mut Report, key: &str, id: &str| murder_loc(r, map, &ok, key, id);
    if scenarios.iter().any(|o| o.def.id == s.id) {
        r.at(
            "id",
            "id",
            &s.id,
            0,
            format!("murder id `{}` is used by another murder file", s.id),
        );
    }
    let scene = resolve(r, "scene", &s.scene);
    let lily = [
        resolve(r, "week1", &s.lily.week1),
        resolve(r, "week2", &s.lily.week2),
    ];
    let jimmy = [
        resolve(r, "week1", &s.jimmy.week1),
        resolve(r, "week2", &s.jimmy.week2),
    ];
    let list = murder_sheet(r, s, map, suspects, lead_starts, &ok);
    if ok.get() && list.len() != suspects.len() {
        r.at(
            "suspects",
            "suspects",
            "",
            0,
            format!(
                "the murder sheet lists {} suspects; it must list all {} in order",
                list.len(),
                suspects.len()
            ),
        );
    }
    if ok.get() && (lily[0] == jimmy[0] || lily[1] == jimmy[1]) {
        r.at(
            "jimmy",
            "jimmy",
            "",
            0,
            "Lily Lockwell and Jimmy the Snitch start a week on the same location".into(),
        );
    }
    let rule = murder_rule(r, s, map, suspects, &list);
    if ok.get() {
        Some(Scenario {
            def: s.clone(),
            scene,
            suspects: list,
            lily,
            jimmy,
            rule,
        })
    } else {
        None
    }
}

/// The sheet's special rule, resolved (R-MURDER-1…6): its ID and words given, its place on
/// the map, its suspect one of the four at the top of the sheet (always in play, R-SETUP-2),
/// its days real ones. Else an error naming the field, and no rule.
pub(super) fn murder_rule(
    r: &mut Report,
    s: &ScenarioDef,
    map: &Map,
    suspects: &[SuspectDef],
    list: &[(SuspectId, LocId)],
) -> Option<MurderRule<LocId, SuspectId>> {
    let def = s.rule.as_ref()?;
    let before = r.errors.len();
    if !crate::rulebook::is_rule_id(&def.id) {
        r.at(
            "rule.id",
            "id",
            &def.id,
            0,
            format!("`{}` is not a rule ID such as `R-MURDER-1`", def.id),
        );
    }
    for (field, words) in [("rule.name", &def.name), ("rule.text", &def.text)] {
        if words.trim().is_empty() {
            r.at(field, &field[5..], "", 0, format!("`{field}` is empty"));
        }
    }
    let date = |r: &mut Report, week: u8, day: u8| {
        if !(1..=2).contains(&week) || !(1..=6).contains(&day) {
            r.at(
                "rule.kind",
                "kind",
                "",
                0,
                format!("week {week}, day {day} is no day of the game: weeks 1–2, days 1–6"),
            );
        }
    };
    match &def.kind {
        MurderRule::ClosedUntil { week, day, .. } | MurderRule::SilentUntil { week, day, .. } => {
            date(r, *week, *day)
        }
        MurderRule::NoAlibiBefore { week, .. } => date(r, *week, 1),
        MurderRule::JumpCost(t) if !(1..=6).contains(t) => r.at(
            "rule.kind",
            "kind",
            "",
            0,
            format!("a jump on the case costing {t} Time: it must cost 1 to 6"),
        ),
        _ => {}
    }
    let find_suspect = |id: &String| {
        suspects
            .iter()
            .position(|x| x.id == *id)
            .map(SuspectId::from_index)
            .filter(|i| list.iter().take(4).any(|(j, _)| j == i))
    };
    match &def.kind {
        MurderRule::Invitation { at, .. } | MurderRule::ClosedUntil { at, .. }
            if map.find(at).is_none() =>
        {
            r.at(
                "rule.kind.at",
                "kind",
                at,
                0,
                format!("no location with id `{at}` on the map"),
            )
        }
        MurderRule::NoAlibiBefore { suspect, .. } | MurderRule::SilentUntil { suspect, .. }
            if find_suspect(suspect).is_none() =>
        {
            r.at(
                "rule.kind.suspect",
                "kind",
                suspect,
                0,
                format!(
                    "`{suspect}` is not one of the four suspects at the top of this murder sheet (always in play)"
                ),
            )
        }
        _ => {}
    }
    let resolved = def.kind.resolve(|at| map.find(at), find_suspect);
    if r.errors.len() > before {
        None
    } else {
        resolved
    }
}

/// The murder sheet's suspects and where their testimony leads start (see [`build_scenario`]).
pub(super) fn murder_sheet(
    r: &mut Report,
    s: &ScenarioDef,
    map: &Map,
    suspects: &[SuspectDef],
    lead_starts: &HashMap<LocId, String>,
    ok: &std::cell::Cell<bool>,
) -> Vec<(SuspectId, LocId)> {
    let mut list = Vec::new();
    let mut seen_leads = HashSet::new();
    for entry in &s.suspects {
        let idx = suspects
            .iter()
            .position(|x| x.id == entry.suspect)
            .map(SuspectId::from_index);
        let lead = murder_loc(r, map, ok, "testimony_lead", &entry.testimony_lead);
        match idx {
            None => {
                r.at(
                    "suspect",
                    "suspect",
                    &entry.suspect,
                    0,
                    format!("no suspect with id `{}`", entry.suspect),
                );
                ok.set(false);
            }
            Some(i) if list.iter().any(|(j, _)| *j == i) => {
                r.at(
                    "suspect",
                    "suspect",
                    &entry.suspect,
                    1,
                    format!("suspect `{}` is listed twice", entry.suspect),
                );
                ok.set(false);
            }
            Some(i) => list.push((i, lead)),
        }
        if map.find(&entry.testimony_lead).is_some() {
            if !seen_leads.insert(lead) {
                r.at(
                    "testimony_lead",
                    "testimony_lead",
                    &entry.testimony_lead,
                    1,
                    format!("two testimony leads start on `{}`", entry.testimony_lead),
                );
            }
            if let Some(owner) = lead_starts.get(&lead) {
                r.at(
                    "testimony_lead",
                    "testimony_lead",
                    &entry.testimony_lead,
                    0,
                    format!(
                        "`{}` is where detective `{owner}` starts a lead",
                        entry.testimony_lead
                    ),
                );
            }
        }
    }
    list
}
