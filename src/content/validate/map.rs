//! The map (R-MAP-*) and the conspiracy puzzle (R-PUZ-*).

use super::cards::effect_problems;
use super::report::{BEANSTALK_NAMES, FIXED_POSITIONS, Report, missing};
use crate::content::*;
use std::collections::BTreeSet;

/// Validates the one puzzle file; a second is an error.
pub(super) fn build_puzzle_files(
    files: &[Source<PuzzleFile>],
    errors: &mut Vec<FileError>,
) -> PuzzleDef {
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
pub(super) fn build_map(src: &Source<MapFile>, errors: &mut Vec<FileError>) -> Map {
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
pub(super) fn map_districts<'f>(
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
pub(super) fn map_locations(
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
pub(super) fn map_beanstalk(r: &mut Report, f: &MapFile, map: &mut Map) {
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
pub(super) fn check_map_layout(r: &mut Report, map: &Map) {
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
pub(super) fn check_map_uses(r: &mut Report, f: &MapFile, map: &Map) {
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
pub(super) fn build_puzzle(src: &Source<PuzzleFile>, errors: &mut Vec<FileError>) -> PuzzleDef {
    let mut r = Report::of(src, errors);
    let data = &src.data;
    let mut out = PuzzleDef::default();
    puzzle_groups(&mut r, data, &mut out);
    puzzle_pieces(&mut r, data, &mut out);
    out
}

/// The puzzle's groups: unique ids, short names, frame places of their own, and every value
/// the rules name (R-PUZ-9).
pub(super) fn puzzle_groups(r: &mut Report, data: &PuzzleFile, out: &mut PuzzleDef) {
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
pub(super) fn puzzle_pieces(r: &mut Report, data: &PuzzleFile, out: &mut PuzzleDef) {
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
