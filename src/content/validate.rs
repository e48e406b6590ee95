//! Validation: every reference resolves and the map keeps the rules playable.

use super::*;
use std::collections::{BTreeSet, HashSet};

/// Positions fixed by the rules (R-MAP-7): location name and grid reference.
pub const FIXED_POSITIONS: &[(&str, &str)] = &[
    ("Old War Memorial", "B1"),
    ("City Hall", "A2"),
    ("Weyland Real Estate", "B3"),
    ("Starlight Crusade", "D1"),
    ("Jinteki", "D3"),
    ("Haas-Bioroid", "D7"),
    ("Levy University", "E1"),
    ("Castle Club", "F4"),
    ("Order of Sol", "F8"),
    ("Rockwell Estates", "G2"),
    ("Melange Mining", "G7"),
    ("Humanity Labor", "H1"),
    ("NAPD", "I3"),
    ("Tony's Flophouse", "J3"),
    ("Eastside Tenements", "L3"),
];

/// The five Beanstalk names in order (R-MAP-1), matched as prefixes so "Midway Bazaar" is Midway.
const BEANSTALK_NAMES: [&str; 5] = [
    "The Root",
    "Midway",
    "Castle Club",
    "Challenger Memorial Ferry",
    "Starport Kaguya",
];

/// Finds the line of the `nth` (0-based) line that holds `key:` and the string `"value"`;
/// failing that a line with the value, failing that one with the key.
fn line_of(text: &str, key: &str, value: &str, nth: usize) -> Option<usize> {
    let quoted = format!("\"{value}\"");
    let keyed = format!("{key}:");
    let hits = |pred: &dyn Fn(&str) -> bool| -> Vec<usize> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| pred(l))
            .map(|(i, _)| i + 1)
            .collect()
    };
    let both = hits(&|l: &str| l.contains(&keyed) && (value.is_empty() || l.contains(&quoted)));
    if let Some(&l) = both.get(nth).or(both.first()) {
        return Some(l);
    }
    if !value.is_empty()
        && let Some(&l) = hits(&|l: &str| l.contains(&quoted)).first()
    {
        return Some(l);
    }
    hits(&|l: &str| l.contains(&keyed)).first().copied()
}

/// Collects errors for one file.
struct Report<'a> {
    path: &'a str,
    text: &'a str,
    errors: &'a mut Vec<FileError>,
}

impl<'a> Report<'a> {
    /// Errors for the file `src`.
    fn of<T>(src: &'a Source<T>, errors: &'a mut Vec<FileError>) -> Self {
        Report {
            path: &src.path,
            text: &src.text,
            errors,
        }
    }

    /// An error at the line holding `key: "value"` (the `nth` such line).
    fn at(&mut self, field: &str, key: &str, value: &str, nth: usize, message: String) {
        self.errors.push(FileError {
            file: self.path.to_string(),
            line: line_of(self.text, key, value, nth),
            field: field.to_string(),
            message,
        });
    }
    /// An error in the entry whose `id` is `id`.
    fn on_id(&mut self, field: &str, id: &str, message: String) {
        self.at(field, "id", id, 0, message);
    }
    /// A second entry with the same `id`.
    fn dup_id(&mut self, what: &str, id: &str) {
        self.at("id", "id", id, 1, format!("{what} id `{id}` is used twice"));
    }
    fn whole(&mut self, field: &str, message: String) {
        self.errors.push(FileError {
            file: self.path.to_string(),
            line: None,
            field: field.to_string(),
            message,
        });
    }
}

/// The error for a kind of content file that is missing.
fn missing(what: &str, ext: &str) -> FileError {
    FileError {
        file: format!("assets/*.{ext}"),
        line: None,
        field: "-".into(),
        message: format!("no {what} file found (a file ending in .{ext})"),
    }
}

impl Content {
    /// Validates parsed files into [`Content`], or lists every problem found.
    pub fn build(files: &ParsedFiles) -> Result<Content, Vec<FileError>> {
        let mut errors = Vec::new();
        check_file_counts(files, &mut errors);
        let Some(map_src) = files.maps.first() else {
            return Err(errors);
        };
        let map = build_map(map_src, &mut errors);
        let suspects = build_suspects(&files.suspects, &mut errors);
        let (detectives, lead_starts) = build_detectives(&files.detectives, &map, &mut errors);
        let scenarios =
            build_scenarios(&files.scenarios, &map, &suspects, &lead_starts, &mut errors);
        let puzzle = build_puzzle_files(&files.puzzles, &mut errors);

        let plots = build_plots(&files.plots, &detectives, &mut errors);
        let (cards, specials) = build_cards(&files.cards, &detectives, &map, &plots, &mut errors);
        let events = build_events(
            files,
            &scenarios,
            &detectives,
            &suspects,
            &map,
            &plots,
            &mut errors,
        );

        if errors.is_empty() {
            Ok(Content::new(ContentData {
                map,
                detectives,
                suspects,
                scenarios,
                puzzle,
                cards,
                plots,
                specials,
                events,
            }))
        } else {
            Err(errors)
        }
    }
}

/// Exactly one map file, and some suspects.
fn check_file_counts(files: &ParsedFiles, errors: &mut Vec<FileError>) {
    if files.maps.len() != 1 {
        if files.maps.is_empty() {
            errors.push(missing("map", MAP_EXT));
        } else {
            for m in &files.maps[1..] {
                errors.push(FileError {
                    file: m.path.clone(),
                    line: None,
                    field: "-".into(),
                    message: "a second map file; exactly one is allowed".into(),
                });
            }
        }
    }
    if files.suspects.is_empty() {
        errors.push(missing("suspects", SUSPECTS_EXT));
    }
}

/// Validates the suspect files: unique ids, a strong file that is not the weak one, at least
/// four suspects.
fn build_suspects(files: &[Source<SuspectsFile>], errors: &mut Vec<FileError>) -> Vec<SuspectDef> {
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
fn build_detectives(
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
fn build_detective(
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
fn check_detective_sheet(r: &mut Report, d: &DetectiveDef, map: &Map) {
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

/// Validates the murder files (see [`build_scenario`]); at least one is needed.
fn build_scenarios(
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
fn murder_loc(r: &mut Report, map: &Map, ok: &std::cell::Cell<bool>, key: &str, id: &str) -> LocId {
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
fn build_scenario(
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
fn murder_rule(
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
fn murder_sheet(
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

/// Validates the one puzzle file; a second is an error.
fn build_puzzle_files(files: &[Source<PuzzleFile>], errors: &mut Vec<FileError>) -> PuzzleDef {
    match files {
        [one] => build_puzzle(one, errors),
        [] => {
            errors.push(missing("puzzle", PUZZLE_EXT));
            PuzzleDef::default()
        }
        [first, rest @ ..] => {
            for p in rest {
                errors.push(FileError {
                    file: p.path.clone(),
                    line: None,
                    field: "-".into(),
                    message: "a second puzzle file; exactly one is allowed".into(),
                });
            }
            build_puzzle(first, errors)
        }
    }
}

/// Validates the map file: districts, locations, the Beanstalk, the places the rules fix, a
/// layout that keeps the rules playable, and the major locations' uses.
fn build_map(src: &Source<MapFile>, errors: &mut Vec<FileError>) -> Map {
    let mut r = Report::of(src, errors);
    let f = &src.data;
    let mut map = Map::default();
    let district_ids = map_districts(&mut r, f, &mut map);
    map_locations(&mut r, f, &mut map, &district_ids);
    map_beanstalk(&mut r, f, &mut map);
    check_map_layout(&mut r, &map);
    check_map_uses(&mut r, f, &map);
    map
}

/// The map's districts (R-MAP-2); their ids, for the locations.
fn map_districts<'f>(
    r: &mut Report,
    f: &'f MapFile,
    map: &mut Map,
) -> HashMap<&'f str, DistrictId> {
    let mut district_ids: HashMap<&str, DistrictId> = HashMap::new();
    for d in &f.districts {
        if district_ids
            .insert(&d.id, DistrictId::from_index(map.districts.len()))
            .is_some()
        {
            r.at(
                "id",
                "id",
                &d.id,
                1,
                format!("district id `{}` is used twice", d.id),
            );
        }
        map.districts.push(District {
            id: d.id.clone(),
            name: d.name.clone(),
            area: d.area,
            color: [d.color.0, d.color.1, d.color.2],
        });
    }
    // R-MAP-2: five bordered districts and the Beanstalk.
    let count = |a: Area| f.districts.iter().filter(|d| d.area == a).count();
    if f.districts.len() != 6
        || count(Area::Beanstalk) != 1
        || count(Area::Moon) == 0
        || count(Area::Earth) == 0
    {
        r.at("districts", "districts", "", 0, "the map needs six districts: the Beanstalk, and five on Earth and the Moon with at least one on each (R-MAP-2)".into());
    }
    district_ids
}

/// The map's locations, each in a district and on the board (D-3).
fn map_locations(
    r: &mut Report,
    f: &MapFile,
    map: &mut Map,
    district_ids: &HashMap<&str, DistrictId>,
) {
    for l in &f.locations {
        let Some(&district) = district_ids.get(l.district.as_str()) else {
            r.at(
                "district",
                "id",
                &l.id,
                0,
                format!("location `{}`: no district with id `{}`", l.id, l.district),
            );
            continue;
        };
        if map.by_id.contains_key(&l.id) {
            r.at(
                "id",
                "id",
                &l.id,
                1,
                format!("location id `{}` is used twice", l.id),
            );
            continue;
        }
        let (x, y) = l.pos;
        if !(0.0..1200.0).contains(&x) || !(0.0..800.0).contains(&y) {
            r.at(
                "pos",
                "id",
                &l.id,
                0,
                format!(
                    "location `{}` at ({x}, {y}) lies outside the 1200 x 800 mm board (D-3)",
                    l.id
                ),
            );
        }
        let id = LocId::from_index(map.locations.len());
        map.by_id.insert(l.id.clone(), id);
        map.locations.push(Location {
            id: l.id.clone(),
            name: l.name.clone(),
            district,
            area: map.districts[district].area,
            kind: l.kind,
            quality: l.quality,
            pos: Vec2::new(x, y),
            restricted: l.restricted,
            ability: l.ability.clone(),
            uses: l.uses.clone(),
            beanstalk_index: None,
        });
    }
}

/// The Beanstalk chain (R-MAP-1).
fn map_beanstalk(r: &mut Report, f: &MapFile, map: &mut Map) {
    // R-MAP-1: the Beanstalk chain.
    for (i, id) in f.beanstalk.iter().enumerate() {
        match map.find(id) {
            Some(l) if map.loc(l).area == Area::Beanstalk => {
                map.locations[l].beanstalk_index = Some(i as u8);
                map.beanstalk.push(l);
                if let Some(expected) = BEANSTALK_NAMES.get(i)
                    && !map.loc(l).name.starts_with(expected)
                    && !expected.starts_with(&map.loc(l).name)
                {
                    r.at(
                        "beanstalk",
                        "beanstalk",
                        "",
                        0,
                        format!(
                            "Beanstalk place {} should be {expected} (R-MAP-1), found {}",
                            i + 1,
                            map.loc(l).name
                        ),
                    );
                }
            }
            Some(_) => r.at(
                "beanstalk",
                "beanstalk",
                "",
                0,
                format!("`{id}` is not in the Beanstalk district"),
            ),
            None => r.at(
                "beanstalk",
                "beanstalk",
                "",
                0,
                format!("no location with id `{id}`"),
            ),
        }
    }
    let on_stalk = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Beanstalk)
        .count();
    if f.beanstalk.len() != 5 || on_stalk != 5 {
        r.at("beanstalk", "beanstalk", "", 0, format!("the Beanstalk is five locations in order (R-MAP-1); the list has {} and the district {on_stalk}", f.beanstalk.len()));
    }
}

/// Where the locations lie: the places the rules fix (R-MAP-7), Earth above the Moon (D-3),
/// every type and quality where a lead can always move, symbols apart.
fn check_map_layout(r: &mut Report, map: &Map) {
    // R-MAP-7: fixed positions.
    for (name, grid) in FIXED_POSITIONS {
        match map.locations.iter().find(|l| l.name == *name) {
            None => r.whole("locations", format!("the rules name {name} at {grid} (R-MAP-7), but the map has no location of that name")),
            Some(l) => {
                let at = Map::grid_ref(l.pos);
                if at != *grid {
                    r.at("pos", "id", &l.id, 0, format!("{name} must lie in grid cell {grid} (R-MAP-7), its position is in {at}"));
                }
            }
        }
    }
    // D-3: Earth above the Moon.
    let lowest_earth = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Earth)
        .map(|l| l.pos.y)
        .fold(f32::MIN, f32::max);
    let highest_moon = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Moon)
        .map(|l| l.pos.y)
        .fold(f32::MAX, f32::min);
    if lowest_earth >= highest_moon {
        r.whole(
            "pos",
            "every Earth location must lie above every Moon location (D-3)".into(),
        );
    }
    // Playability: every type in at least two Earth districts, so a lead can always move.
    for t in LocType::ALL {
        let districts: BTreeSet<DistrictId> = map
            .locations
            .iter()
            .filter(|l| l.area == Area::Earth && l.kind == t)
            .map(|l| l.district)
            .collect();
        if districts.len() < 2 {
            r.whole("type", format!("{} locations are in {} Earth district(s); every type needs at least two so a lead can always move (R-LEAD-2)", t.name(), districts.len()));
        }
    }
    for (i, d) in map.districts.iter().enumerate() {
        if d.area == Area::Beanstalk {
            continue;
        }
        for q in Quality::ALL {
            if !map
                .locations
                .iter()
                .any(|l| l.district.index() == i && l.quality == q)
            {
                r.whole(
                    "quality",
                    format!(
                        "district {} has no {} location; every district needs some of each quality",
                        d.name,
                        q.name()
                    ),
                );
            }
        }
    }
    // Symbols must not overlap, or a click could not tell them apart.
    for (i, a) in map.locations.iter().enumerate() {
        for b in &map.locations[i + 1..] {
            if a.pos.distance(b.pos) < 40.0 {
                r.at(
                    "pos",
                    "id",
                    &b.id,
                    0,
                    format!(
                        "`{}` and `{}` are {:.0} mm apart; symbols need at least 40 mm",
                        a.id,
                        b.id,
                        a.pos.distance(b.pos)
                    ),
                );
            }
        }
    }
}

/// The major locations' uses (R-LOC-1).
fn check_map_uses(r: &mut Report, f: &MapFile, map: &Map) {
    // R-LOC-1: a major location's ability has ways to use it; a minor location has none.
    for l in &f.locations {
        if l.ability.is_some() == l.uses.is_empty() {
            r.on_id(
                "uses",
                &l.id,
                format!(
                    "`{}`: a major location (with an `ability`) needs `uses`, and only it may have them",
                    l.id
                ),
            );
        }
        for u in &l.uses {
            let mut problems = Vec::new();
            if u.effects.is_empty() {
                problems.push("a use with no effects".to_string());
            }
            effect_problems(&u.effects, map, &BTreeSet::new(), false, &mut problems);
            // No location is a Time engine: a use never gives back the Time it costs (R-LOC-1).
            let gained: i32 = u
                .effects
                .iter()
                .map(|e| match e {
                    Effect::Time(n) => *n as i32,
                    _ => 0,
                })
                .sum();
            if gained > 0 && gained >= u.time as i32 {
                problems.push(format!(
                    "a use that costs {} Time gives {gained} Time back: no location may pay for itself in Time",
                    u.time
                ));
            }
            for p in problems {
                r.on_id("uses", &l.id, format!("`{}`: {p}", l.id));
            }
        }
    }
}

/// Loose pieces in the puzzle (R-COMP-4).
pub const PUZZLE_PIECES: usize = 24;

/// Validates the puzzle file: ids, lines, frame places, the groups the rules name (R-PUZ-9).
fn build_puzzle(src: &Source<PuzzleFile>, errors: &mut Vec<FileError>) -> PuzzleDef {
    let mut r = Report::of(src, errors);
    let data = &src.data;
    let mut out = PuzzleDef::default();
    puzzle_groups(&mut r, data, &mut out);
    puzzle_pieces(&mut r, data, &mut out);
    out
}

/// The puzzle's groups: unique ids, short names, frame places of their own, and every value
/// the rules name (R-PUZ-9).
fn puzzle_groups(r: &mut Report, data: &PuzzleFile, out: &mut PuzzleDef) {
    let mut used: Vec<(Side, u8)> = Vec::new();
    for g in &data.groups {
        if out.groups.iter().any(|o: &GroupDef| o.id == g.id) {
            r.dup_id("group", &g.id);
            continue;
        }
        if g.short.chars().count() > 5 || g.short.is_empty() {
            r.on_id(
                "short",
                &g.id,
                format!("group `{}`: `short` must be 1 to 5 characters", g.id),
            );
        }
        for &(side, i) in &g.slots {
            if i > 4 {
                r.on_id(
                    "slots",
                    &g.id,
                    format!(
                        "group `{}`: frame place ({side:?}, {i}) is outside 0..4",
                        g.id
                    ),
                );
            } else if used.contains(&(side, i)) {
                r.on_id(
                    "slots",
                    &g.id,
                    format!(
                        "group `{}`: frame place ({side:?}, {i}) belongs to another group too",
                        g.id
                    ),
                );
            }
            used.push((side, i));
        }
        if g.slots.is_empty() && matches!(g.value, LinkValue::Favors(_)) {
            r.on_id(
                "slots",
                &g.id,
                format!("group `{}` has no frame place to link to", g.id),
            );
        }
        out.groups.push(g.clone());
    }
    let mut wanted: Vec<LinkValue> = FavorType::ALL
        .iter()
        .map(|f| LinkValue::Favors(*f))
        .collect();
    wanted.extend([LinkValue::HaasTokens, LinkValue::JintekiTokens]);
    for w in wanted {
        if !out.groups.iter().any(|g| g.value == w) {
            r.whole(
                "groups",
                format!("no group has the value {w:?} (R-PUZ-9 names it)"),
            );
        }
    }
}

/// The puzzle's pieces: unique ids, lines, their number (R-COMP-4), every pile, the Haas and
/// Jinteki link bonuses (R-PUZ-6).
fn puzzle_pieces(r: &mut Report, data: &PuzzleFile, out: &mut PuzzleDef) {
    for p in &data.pieces {
        if out.pieces.iter().any(|o: &Piece| o.id == p.id) {
            r.dup_id("piece", &p.id);
            continue;
        }
        let mut lines = [false; 4];
        let mut ok = !p.lines.is_empty();
        for c in p.lines.chars() {
            let side = match c {
                'N' => Side::North,
                'E' => Side::East,
                'S' => Side::South,
                'W' => Side::West,
                _ => {
                    ok = false;
                    continue;
                }
            };
            if lines[side.index()] {
                ok = false;
            }
            lines[side.index()] = true;
        }
        if !ok {
            r.on_id(
                "lines",
                &p.id,
                format!(
                    "piece `{}`: lines `{}` must be one to four different letters of N, E, S, W",
                    p.id, p.lines
                ),
            );
        }
        out.pieces.push(Piece {
            id: p.id.clone(),
            pile: p.pile,
            lines,
            fixed: p.fixed,
            bonuses: p.bonuses.clone(),
        });
    }
    if out.pieces.len() != PUZZLE_PIECES {
        r.whole(
            "pieces",
            format!(
                "{} pieces; the puzzle has {PUZZLE_PIECES} (R-COMP-4)",
                out.pieces.len()
            ),
        );
    }
    for pile in Pile::ALL {
        if !out.pieces.iter().any(|p| p.pile == pile) {
            r.whole("pieces", format!("the {} pile has no pieces", pile.name()));
        }
    }
    for (bonus, name) in [
        (Bonus::HaasLink, "Haas link"),
        (Bonus::JintekiLink, "Jinteki link"),
    ] {
        if !out.pieces.iter().any(|p| p.bonuses.contains(&bonus)) {
            r.whole(
                "pieces",
                format!("no piece carries the {name} bonus (R-PUZ-6)"),
            );
        }
    }
}

/// The index of the detective a card or plot file names, or an error on its `detective` line.
fn detective_named(r: &mut Report, detectives: &[Detective], id: &str) -> Option<DetectiveId> {
    let found = detectives
        .iter()
        .position(|d| d.def.id == id)
        .map(DetectiveId::from_index);
    if found.is_none() {
        r.at(
            "detective",
            "detective",
            id,
            0,
            format!("no detective called `{id}`"),
        );
    }
    found
}

/// The highest twilight cost a card may have.
pub const MAX_CARD_COST: u8 = 3;

/// The kinds of conditional baggage a detective's plot stages name (R-PLOT-5).
fn baggage_kinds(plots: &[Plot], detective: DetectiveId) -> BTreeSet<String> {
    plots
        .iter()
        .filter(|p| p.detective == detective)
        .flat_map(|p| {
            [&p.def.start, &p.def.crossroads.good, &p.def.crossroads.bad]
                .into_iter()
                .flat_map(|st| st.good.iter().chain(&st.bad).cloned())
        })
        .collect()
}

/// What is wrong with one effect list, if anything: unknown locations, conditional baggage no
/// plot of the detective names, fights inside fights, zero amounts.
fn effect_problems(
    effects: &[Effect],
    map: &Map,
    kinds: &BTreeSet<String>,
    nested: bool,
    out: &mut Vec<String>,
) {
    for e in effects {
        match e {
            Effect::Time(0) | Effect::Shift(0) => out.push(format!("`{e:?}` does nothing")),
            Effect::DrawLight(0)
            | Effect::DiscardRandom(0)
            | Effect::LoseFavor(0)
            | Effect::Trauma(0)
            | Effect::Baggage { count: 0, .. }
            | Effect::Conditional { count: 0, .. } => out.push(format!("`{e:?}` does nothing")),
            Effect::Conditional { kind, .. } if !kinds.contains(kind) => out.push(format!(
                "conditional baggage `{kind}` is named by none of the detective's plot cards (R-PLOT-5)"
            )),
            Effect::Relocate(loc) if map.find(loc).is_none() => {
                out.push(format!("no location `{loc}` on the map"))
            }
            Effect::If { cond, then } => {
                condition_problems(cond, map, out);
                if then.is_empty() {
                    out.push("an `If` with nothing to do".into());
                }
                effect_problems(then, map, kinds, nested, out);
            }
            Effect::Fight { light, dark } => {
                if nested {
                    out.push("a fight inside another effect".into());
                }
                effect_problems(light, map, kinds, true, out);
                effect_problems(dark, map, kinds, true, out);
            }
            Effect::Until { rule: Rule::TimePerTurn(_), .. } => {
                out.push("`TimePerTurn` is a lasting plot rule; a card uses `Time`".into())
            }
            _ => {}
        }
    }
}

fn condition_problems(cond: &Condition, map: &Map, out: &mut Vec<String>) {
    if let Condition::At(loc) = cond
        && map.find(loc).is_none()
    {
        out.push(format!("no location `{loc}` on the map"));
    }
}

/// Validates the card files: a known detective, unique ids, costs, colours of the detective's
/// own plots, text and effects (with fights exactly on *Fight* cards, R-TWI-10, R-TWI-11);
/// every detective needs both decks. Special cards need an id, a name and a text.
fn build_cards(
    files: &[Source<CardsFile>],
    detectives: &[Detective],
    map: &Map,
    plots: &[Plot],
    errors: &mut Vec<FileError>,
) -> (Vec<Card>, Vec<Special>) {
    let mut out: Vec<Card> = Vec::new();
    let mut specials: Vec<Special> = Vec::new();
    for src in files {
        let mut r = Report::of(src, errors);
        let Some(d) = detective_named(&mut r, detectives, &src.data.detective) else {
            continue;
        };
        let kinds = baggage_kinds(plots, d);
        let colours: BTreeSet<PlotColour> = plots
            .iter()
            .filter(|p| p.detective == d)
            .map(|p| p.def.colour)
            .collect();
        for c in &src.data.cards {
            if out.iter().any(|o| o.def.id == c.id) {
                r.dup_id("card", &c.id);
                continue;
            }
            if c.cost > MAX_CARD_COST {
                r.on_id(
                    "cost",
                    &c.id,
                    format!("card `{}` costs {}; at most {MAX_CARD_COST}", c.id, c.cost),
                );
            }
            if let Some(colour) = c.colour
                && !colours.contains(&colour)
            {
                r.on_id(
                    "colour",
                    &c.id,
                    format!(
                        "card `{}` is {} but no plot of {} is (R-TWI-8)",
                        c.id,
                        colour.name(),
                        detectives[d].def.name
                    ),
                );
            }
            if c.text.trim().is_empty() || c.name.trim().is_empty() {
                r.on_id(
                    "text",
                    &c.id,
                    format!("card `{}` needs a name and a text", c.id),
                );
            }
            if c.effects.is_empty() {
                r.on_id(
                    "effects",
                    &c.id,
                    format!("card `{}` does nothing: give it effects", c.id),
                );
            }
            let fights = c
                .effects
                .iter()
                .filter(|e| matches!(e, Effect::Fight { .. }))
                .count();
            let is_fight = c.traits.iter().any(|t| t == "Fight");
            if is_fight != (fights == 1) || fights > 1 {
                r.on_id(
                    "traits",
                    &c.id,
                    format!(
                        "card `{}`: a card with the Fight trait has exactly one `Fight` effect, and only it may (R-TWI-10)",
                        c.id
                    ),
                );
            }
            if c.favors.len() > 2 {
                r.on_id(
                    "favors",
                    &c.id,
                    format!(
                        "card `{}`: at most 2 favors in a card's cost (has {})",
                        c.id,
                        c.favors.len()
                    ),
                );
            }
            let mut problems = Vec::new();
            for cond in &c.requires {
                condition_problems(cond, map, &mut problems);
            }
            effect_problems(&c.effects, map, &kinds, false, &mut problems);
            for p in problems {
                r.on_id("effects", &c.id, format!("card `{}`: {p}", c.id));
            }
            out.push(Card {
                def: c.clone(),
                detective: d,
            });
        }
        for sp in &src.data.specials {
            if specials.iter().any(|o| o.def.id == sp.id) || out.iter().any(|o| o.def.id == sp.id) {
                r.dup_id("special card", &sp.id);
                continue;
            }
            if sp.text.trim().is_empty() || sp.name.trim().is_empty() {
                r.on_id(
                    "text",
                    &sp.id,
                    format!("special card `{}` needs a name and a text", sp.id),
                );
            }
            specials.push(Special {
                def: sp.clone(),
                detective: d,
            });
        }
    }
    check_decks(detectives, &out, errors);
    (out, specials)
}

/// Every detective needs a light and a dark deck of at least three cards each.
fn check_decks(detectives: &[Detective], cards: &[Card], errors: &mut Vec<FileError>) {
    for (i, d) in DetectiveId::all(detectives.len()).zip(detectives) {
        for deck in [Deck::Light, Deck::Dark] {
            let n = cards
                .iter()
                .filter(|c| c.detective == i && c.def.deck == deck)
                .count();
            if n < 3 {
                errors.push(FileError {
                    file: format!("assets/cards/{}.{CARDS_EXT}", d.def.id),
                    line: None,
                    field: "cards".into(),
                    message: format!(
                        "{} has {n} {} cards; a deck needs at least 3",
                        d.def.name,
                        deck.name()
                    ),
                });
            }
        }
    }
}

/// Validates the plot files (R-PLOT-1…6): a known detective, unique ids, one colour per plot
/// of a detective, stages whose good and bad sections do not overlap, endings that are happy
/// or sad (never 0 VP); every detective needs a plot to draw for each week.
fn build_plots(
    files: &[Source<PlotsFile>],
    detectives: &[Detective],
    errors: &mut Vec<FileError>,
) -> Vec<Plot> {
    let mut out: Vec<Plot> = Vec::new();
    for src in files {
        let mut r = Report::of(src, errors);
        let Some(d) = detective_named(&mut r, detectives, &src.data.detective) else {
            continue;
        };
        for p in &src.data.plots {
            if out.iter().any(|o| o.def.id == p.id) {
                r.dup_id("plot", &p.id);
                continue;
            }
            if out
                .iter()
                .any(|o| o.detective == d && o.def.colour == p.colour)
            {
                r.on_id(
                    "colour",
                    &p.id,
                    format!(
                        "plot `{}` is {}, like another plot of {}; each plot needs its own colour",
                        p.id,
                        p.colour.name(),
                        detectives[d].def.name
                    ),
                );
            }
            for (side, st) in [
                ("start", &p.start),
                ("crossroads good side", &p.crossroads.good),
                ("crossroads bad side", &p.crossroads.bad),
            ] {
                if let Some(k) = st.good.iter().find(|k| st.bad.contains(k)) {
                    r.on_id(
                        "good",
                        &p.id,
                        format!(
                            "plot `{}`, {side}: `{k}` is both good and bad baggage",
                            p.id
                        ),
                    );
                }
                if st.text.trim().is_empty() {
                    r.on_id("text", &p.id, format!("plot `{}`, {side}: no text", p.id));
                }
            }
            for e in [
                &p.endings.good.good,
                &p.endings.good.bad,
                &p.endings.bad.good,
                &p.endings.bad.bad,
            ] {
                if e.vp == 0 {
                    r.on_id(
                        "vp",
                        &p.id,
                        format!(
                            "plot `{}`: ending `{}` is worth 0 VP; an ending is happy (1 or more) or sad (-1 or less) (R-PLOT-6)",
                            p.id, e.name
                        ),
                    );
                }
            }
            out.push(Plot {
                def: p.clone(),
                detective: d,
            });
        }
    }
    for (i, d) in DetectiveId::all(detectives.len()).zip(detectives) {
        let drawn: Vec<&Plot> = out
            .iter()
            .filter(|p| p.detective == i && !p.def.not_drawn)
            .collect();
        let need = if drawn.iter().all(|p| p.def.two_weeks) {
            1
        } else {
            2
        };
        if drawn.len() < need {
            errors.push(FileError {
                file: format!("assets/plots/{}.{PLOTS_EXT}", d.def.id),
                line: None,
                field: "plots".into(),
                message: format!(
                    "{} has {} plot(s) to draw from; a new one is drawn each week, so at least {need} (R-SETUP-9, R-PLOT-7)",
                    d.def.name,
                    drawn.len()
                ),
            });
        }
    }
    out
}

/// The number of general events a game needs: one at the end of days 2, 4 and 5 of each week
/// (R-ROUND-5).
pub const EVENTS_PER_GAME: usize = 6;

/// What an effect list run outside anybody's turn may not hold: Time, fights, turn rules.
fn off_turn_problems(effects: &[Effect], out: &mut Vec<String>) {
    for e in effects {
        match e {
            Effect::Time(_) | Effect::Fight { .. } => out.push(format!(
                "`{e:?}` happens when an event arrives, outside anybody's turn: no Time, no fights"
            )),
            Effect::Until {
                span: Span::Turn, ..
            } => out.push("a turn rule when an event arrives, outside anybody's turn".into()),
            Effect::If { then, .. } => off_turn_problems(then, out),
            _ => {}
        }
    }
}

/// Validates one event (general when `murder` is `None`): its NPCs, locations, effects and
/// actions; a specific event's leads and suspect (R-EVENT-1…4, R-SETUP-11).
fn build_event(
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
fn event_loc(r: &mut Report, map: &Map, id: &str, field: &str, l: &str) -> Option<LocId> {
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
fn event_npcs(
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
fn event_actions(
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
fn specific_event(
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
