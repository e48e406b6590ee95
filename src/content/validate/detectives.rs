//! The suspects file and the detectives' sheets (R-COMP-2, R-SETUP-13).

use super::report::Report;
use crate::content::*;

/// Validates the suspect files: unique ids, a strong file that is not the weak one, at least
/// four suspects.
pub(super) fn build_suspects(
    files: &[Source<SuspectsFile>],
    errors: &mut Vec<FileError>,
) -> Vec<SuspectDef> {
    let mut suspects: Vec<SuspectDef> = Vec::new();
    for src in files {
        let mut r = Report::of(src, errors);
        for s in &src.data.suspects {
            if suspects.iter().any(|o| o.id == s.id) {
                r.at(
                    "id",
                    "id",
                    &s.id,
                    1,
                    format!("suspect id `{}` is used twice", s.id),
                );
                continue;
            }
            if s.strong == s.weak {
                r.at(
                    "weak",
                    "id",
                    &s.id,
                    0,
                    format!(
                        "suspect `{}` has the same strong and weak file ({})",
                        s.id,
                        s.strong.name()
                    ),
                );
            }
            suspects.push(s.clone());
        }
    }
    if suspects.len() < 4 && !files.is_empty() {
        let src = &files[0];
        Report::of(src, errors).whole(
            "suspects",
            format!(
                "{} suspects; a game of three needs at least four",
                suspects.len()
            ),
        );
    }
    suspects
}

/// Validates the detective files: unique ids, locations of the map, the sheet, the leads they
/// start on a free location; at least three detectives. Also returns where each lead starts,
/// and whose it is.
pub(super) fn build_detectives(
    files: &[Source<DetectiveDef>],
    map: &Map,
    errors: &mut Vec<FileError>,
) -> (Vec<Detective>, HashMap<LocId, String>) {
    let mut detectives: Vec<Detective> = Vec::new();
    let mut lead_starts: HashMap<LocId, String> = HashMap::new();
    for src in files {
        let mut r = Report::of(src, errors);
        if let Some(d) = build_detective(&mut r, &src.data, map, &detectives, &mut lead_starts) {
            detectives.push(d);
        }
    }
    if detectives.len() < 3 && errors.is_empty() {
        errors.push(FileError {
            file: "assets/detectives".into(),
            line: None,
            field: "-".into(),
            message: format!(
                "{} detectives found; a game needs at least 3",
                detectives.len()
            ),
        });
    }
    (detectives, lead_starts)
}

/// Validates one detective file (see [`build_detectives`]).
pub(super) fn build_detective(
    r: &mut Report,
    d: &DetectiveDef,
    map: &Map,
    detectives: &[Detective],
    lead_starts: &mut HashMap<LocId, String>,
) -> Option<Detective> {
    let resolve = |r: &mut Report, key: &str, id: &str| -> Option<LocId> {
        let found = map.find(id);
        if found.is_none() {
            r.at(
                key,
                key,
                id,
                0,
                format!("no location with id `{id}` on the map"),
            );
        }
        found
    };
    if detectives.iter().any(|o| o.def.id == d.id) {
        r.at(
            "id",
            "id",
            &d.id,
            0,
            format!("detective id `{}` is used by another detective file", d.id),
        );
    }
    let start = resolve(r, "start", &d.start);
    let physical = resolve(r, "physical_lead", &d.physical_lead);
    let document = resolve(r, "document_lead", &d.document_lead);
    let warrants: Vec<Option<LocId>> = d
        .setup
        .warrants
        .iter()
        .map(|w| resolve(r, "warrants", w))
        .collect();
    check_detective_sheet(r, d, map);
    for (key, lead) in [("physical_lead", physical), ("document_lead", document)] {
        if let Some(l) = lead
            && let Some(other) = lead_starts.insert(l, d.id.clone())
        {
            r.at(
                key,
                key,
                &map.loc(l).id,
                0,
                format!(
                    "{} already holds a lead of `{other}` at setup",
                    map.loc(l).name
                ),
            );
        }
    }
    if let (Some(start), Some(physical_lead), Some(document_lead)) = (start, physical, document)
        && warrants.iter().all(Option::is_some)
    {
        Some(Detective {
            def: d.clone(),
            start,
            physical_lead,
            document_lead,
            warrants: warrants.into_iter().flatten().collect(),
        })
    } else {
        None
    }
}

/// The numbers and lists of a detective's sheet: ruler, twilight track, hand limit and Time,
/// NPCs, warrants, NPC favors and the special rules.
pub(super) fn check_detective_sheet(r: &mut Report, d: &DetectiveDef, map: &Map) {
    if !(d.ruler_mm > 20.0 && d.ruler_mm <= 1200.0) {
        r.at(
            "ruler_mm",
            "ruler_mm",
            "",
            0,
            format!("ruler length {} mm is outside 20..1200", d.ruler_mm),
        );
    }
    if !(3..=15).contains(&d.twilight_track) || d.twilight_track.is_multiple_of(2) {
        r.at(
            "twilight_track",
            "twilight_track",
            "",
            0,
            format!(
                "the track needs an odd number of spaces, 3 to 15 (has {})",
                d.twilight_track
            ),
        );
    }
    if d.hand_limit > MAX_HAND_LIMIT {
        r.at(
            "hand_limit",
            "hand_limit",
            "",
            0,
            format!(
                "a hand limit of {} is above the most a play's discards can hold ({})",
                d.hand_limit, MAX_HAND_LIMIT
            ),
        );
    }
    if d.hand_limit == 0 || d.time_per_turn == 0 {
        r.at(
            "hand_limit",
            "hand_limit",
            "",
            0,
            "hand limit and Time per turn must be at least 1".into(),
        );
    }
    if d.npcs.len() != 3 {
        r.at(
            "npcs",
            "npcs",
            "",
            0,
            format!(
                "a detective has 3 NPCs (R-COMP-2), this one has {}",
                d.npcs.len()
            ),
        );
    }
    // R-TOKEN-1: an NPC favor counts as any one of two or more types ("as though they were one
    // of 2 or more different types of normal favors"); an NPC may grant none.
    for n in &d.npcs {
        let kinds = FavorType::ALL
            .iter()
            .filter(|k| n.favors.contains(k))
            .count();
        if !n.favors.is_empty() && kinds < 2 {
            r.at(
                "npcs.favors",
                "name",
                &n.name,
                0,
                format!(
                    "`{}`'s favors show {} type(s): an NPC favor counts as one of 2 or more different types (R-TOKEN-1), or the NPC grants none (`favors: []`)",
                    n.name, kinds
                ),
            );
        }
    }
    if d.setup.warrants.len() > 2 {
        r.at(
            "warrants",
            "warrants",
            "",
            0,
            "at most 2 warrants per detective (R-TOKEN-3)".into(),
        );
    }
    for (npc, _) in &d.setup.npc_favors {
        if !d.npcs.iter().any(|n| &n.name == npc) {
            r.at(
                "npc_favors",
                "npc_favors",
                npc,
                0,
                format!("`{npc}` is not one of this detective's NPCs"),
            );
        } else if d.npcs.iter().any(|n| &n.name == npc && n.favors.is_empty()) {
            r.at(
                "npc_favors",
                "npc_favors",
                npc,
                0,
                format!("`{npc}` grants no favors"),
            );
        }
    }
    for rule in &d.setup.rules {
        if let DetectiveRule::Money(0) = rule {
            r.at("rules", "rules", "", 0, "`Money` starts above $0".into());
        }
        if let DetectiveRule::HomeBy { day, at } = rule
            && (map.find(at).is_none() || !(1..=6).contains(day))
        {
            r.at(
                "rules",
                "at",
                at,
                0,
                format!(
                    "`HomeBy` needs a day 1–6 and a location of the map, not `{at}` on day {day}"
                ),
            );
        }
    }
}
