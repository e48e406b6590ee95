//! The board's geometry, without ECS: where a location's symbol and the places for the pieces
//! around it lie (the *slots*), the districts' outlines, the streets between locations. The
//! label layout ([`super::labels`]) keeps clear of all of it; the art and the tokens are drawn
//! from it. World units: 1 unit = 1 mm of the board, y up, the board's centre at the origin.

use crate::content::{Area, DistrictId, LocId, Map};
use bevy::math::{Rect, Vec2};

/// Board millimetres (D-3, y down) to world units (y up, centred).
pub fn world(mm: Vec2) -> Vec2 {
    Vec2::new(mm.x - 600.0, 400.0 - mm.y)
}

/// A location's symbol, in world units.
pub fn loc_world(map: &Map, id: LocId) -> Vec2 {
    world(map.loc(id).pos)
}

/// The radius of a location's symbol: major locations are larger.
pub fn symbol_radius(map: &Map, id: LocId) -> f32 {
    if map.loc(id).is_major() { 14.0 } else { 11.0 }
}

/// Where the detectives stand around a location, by seat (an arc above the symbol).
pub const DETECTIVE_SLOTS: [Vec2; 5] = [
    Vec2::new(-28.5, 9.3),
    Vec2::new(-17.6, 24.3),
    Vec2::new(0.0, 30.0),
    Vec2::new(17.6, 24.3),
    Vec2::new(28.5, 9.3),
];
/// A detective's disc.
pub const DETECTIVE_R: f32 = 10.5;
/// Where a lead lies: to the lower right of the symbol.
pub const LEAD_AT: Vec2 = Vec2::new(27.0, -12.0);
/// Half the lead marker's size.
pub const LEAD_HALF: f32 = 11.0;
/// The informants' tag (Lily, Jimmy): its right edge, its centre's height and its height;
/// it reaches to the left.
pub const INFORMANT_RIGHT: f32 = -15.0;
/// The informants' tag: its centre's height.
pub const INFORMANT_Y: f32 = -11.0;
/// The informants' tag: its height.
pub const INFORMANT_H: f32 = 16.0;
/// The informants' names, in world units (League Spartan): 11.5 px at the default zoom.
pub const INFORMANT_FONT: f32 = 13.5;
/// A warrant's place at a restricted location, by seat (a row under the symbol).
pub fn warrant_at(seat: usize) -> Vec2 {
    Vec2::new(-13.0 + seat as f32 * 6.5, -24.0)
}
/// Half a warrant's size.
pub const WARRANT_HALF: Vec2 = Vec2::new(3.0, 4.0);
/// The scene of the crime's ring.
pub const SCENE_R: f32 = 21.0;
/// The hero marker's flag (it stands at the scene of the crime): up and left of the symbol,
/// beside the detectives' arc.
pub const HERO_AT: Vec2 = Vec2::new(-36.0, 30.0);
/// Half the hero flag's size.
pub const HERO_HALF: Vec2 = Vec2::new(6.0, 9.0);

/// The width of an informant's tag for its name.
pub fn informant_width(name: &str) -> f32 {
    super::metrics::text_width(name, super::metrics::Face::Display, INFORMANT_FONT) + 9.0
}

/// The widest informant tag (the slot keeps room for it).
pub fn informant_slot_width() -> f32 {
    informant_width("JIMMY").max(informant_width("LILY"))
}

/// A rectangle around `c` with half-size `half`.
pub fn rect_at(c: Vec2, half: Vec2) -> Rect {
    Rect::from_center_half_size(c, half)
}

/// The symbol's box (with the lock of a restricted location), in world units.
pub fn symbol_box(map: &Map, id: LocId) -> Rect {
    let p = loc_world(map, id);
    let r = symbol_radius(map, id) + 1.5;
    let mut b = rect_at(p, Vec2::splat(r));
    if map.loc(id).restricted {
        b = b.union(rect_at(p + Vec2::new(-r, r), Vec2::splat(5.5)));
    }
    b
}

/// What a slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotKind {
    /// A detective's slot, by its place in the arc.
    Detective(usize),
    /// A lead marker's slot.
    Lead,
    /// An informant's tag.
    Informant,
    /// A warrant's slot.
    Warrant,
    /// The hero flag's slot.
    Hero,
}

/// The places pieces may take around a location (every one, occupied or not), in world units.
pub fn slots(map: &Map, id: LocId) -> Vec<(SlotKind, Rect)> {
    let p = loc_world(map, id);
    let mut out: Vec<(SlotKind, Rect)> = DETECTIVE_SLOTS
        .iter()
        .enumerate()
        .map(|(i, o)| {
            (
                SlotKind::Detective(i),
                rect_at(p + *o, Vec2::splat(DETECTIVE_R)),
            )
        })
        .collect();
    out.push((SlotKind::Lead, rect_at(p + LEAD_AT, Vec2::splat(LEAD_HALF))));
    out.push((SlotKind::Hero, rect_at(p + HERO_AT, HERO_HALF)));
    let w = informant_slot_width();
    out.push((
        SlotKind::Informant,
        Rect::new(
            p.x + INFORMANT_RIGHT - w,
            p.y + INFORMANT_Y - INFORMANT_H / 2.0,
            p.x + INFORMANT_RIGHT,
            p.y + INFORMANT_Y + INFORMANT_H / 2.0,
        ),
    ));
    if map.loc(id).restricted {
        let a = warrant_at(0);
        let b = warrant_at(4);
        out.push((
            SlotKind::Warrant,
            Rect::from_corners(p + a - WARRANT_HALF, p + b + WARRANT_HALF),
        ));
    }
    out
}

/// Where an informant's tag `w` wide may stand at a location, its centre from the symbol's,
/// best first: its own slot left of the symbol (kept clear of every name), then under the
/// symbol's left, under the symbol, right of it (where no lead of its own lies).
pub fn informant_spots(map: &Map, id: LocId, w: f32) -> [Vec2; 4] {
    let under = if map.loc(id).restricted { -38.0 } else { -32.0 };
    let left = INFORMANT_RIGHT - w / 2.0;
    [
        Vec2::new(left, INFORMANT_Y),
        Vec2::new(left, under),
        Vec2::new(0.0, under),
        Vec2::new(-INFORMANT_RIGHT + w / 2.0, INFORMANT_Y),
    ]
}

/// Where an informant's tag `w` wide stands at location `id` (its centre from the symbol's):
/// the first of [`informant_spots`] that covers none of the `pieces` (the boxes of the pieces
/// standing on the board, world units) nor another location's symbol, nor a name (`names`);
/// else the one covering least, pieces and symbols counting thrice a name.
pub fn informant_spot(map: &Map, id: LocId, w: f32, pieces: &[Rect], names: &[Rect]) -> Vec2 {
    let p = loc_world(map, id);
    let half = Vec2::new(w / 2.0, INFORMANT_H / 2.0);
    let area = |a: Rect, b: Rect| {
        let i = a.intersect(b);
        if i.is_empty() {
            0.0
        } else {
            i.width() * i.height()
        }
    };
    let cost = |c: Vec2| {
        let r = rect_at(p + c, half);
        let symbols: f32 = map
            .ids()
            .filter(|&b| b != id)
            .map(|b| area(r, symbol_box(map, b)))
            .sum();
        let hit: f32 = pieces.iter().map(|o| area(r, *o)).sum();
        let read: f32 = names.iter().map(|o| area(r, *o)).sum();
        3.0 * (symbols + hit) + read
    };
    let spots = informant_spots(map, id, w);
    spots
        .into_iter()
        .map(|c| (c, cost(c)))
        .fold(None, |best: Option<(Vec2, f32)>, (c, k)| match best {
            Some((_, bk)) if bk <= k => best,
            _ => Some((c, k)),
        })
        .map_or(spots[0], |(c, _)| c)
}

/// Every symbol and slot on the board: what no label may cover.
pub fn obstacles(map: &Map) -> Vec<Rect> {
    let mut out = Vec::new();
    for id in map.ids() {
        out.push(symbol_box(map, id));
        out.extend(slots(map, id).into_iter().map(|(_, r)| r));
    }
    out
}

/// The board itself, in world units.
pub fn board_rect() -> Rect {
    Rect::new(-600.0, -400.0, 600.0, 400.0)
}

/// How far a district reaches beyond its locations.
pub const DISTRICT_PAD: f32 = 36.0;

/// A district's outline: the convex hull of discs around its locations and the names under
/// them, counter-clockwise, in world units.
pub fn district_hull(map: &Map, district: DistrictId, pad: f32) -> Vec<Vec2> {
    let mut pts = Vec::new();
    for l in map.locations.iter().filter(|l| l.district == district) {
        let c = world(l.pos);
        for (centre, r) in [(c, pad), (c + Vec2::new(0.0, -26.0), pad * 0.8)] {
            for k in 0..32 {
                let a = k as f32 / 32.0 * std::f32::consts::TAU;
                pts.push(centre + Vec2::new(a.cos(), a.sin()) * r);
            }
        }
    }
    convex_hull(pts)
}

/// The convex hull of points, counter-clockwise (y up).
pub fn convex_hull(mut pts: Vec<Vec2>) -> Vec<Vec2> {
    pts.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    pts.dedup();
    if pts.len() < 3 {
        return pts;
    }
    let cross = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut hull: Vec<Vec2> = Vec::new();
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &Vec2>> = if pass == 0 {
            Box::new(pts.iter())
        } else {
            Box::new(pts.iter().rev())
        };
        for &p in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 0.0
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// A convex counter-clockwise polygon moved outward by `d` (inward if negative).
pub fn offset_polygon(poly: &[Vec2], d: f32) -> Vec<Vec2> {
    let n = poly.len();
    (0..n)
        .map(|i| {
            let prev = poly[(i + n - 1) % n];
            let next = poly[(i + 1) % n];
            let e1 = (poly[i] - prev).normalize_or_zero();
            let e2 = (next - poly[i]).normalize_or_zero();
            // Outward normals of a counter-clockwise polygon point right of each edge.
            let n1 = Vec2::new(e1.y, -e1.x);
            let n2 = Vec2::new(e2.y, -e2.x);
            let m = (n1 + n2).normalize_or_zero();
            let k = m.dot(n1).max(0.3);
            poly[i] + m * d / k
        })
        .collect()
}

/// Whether `p` lies inside a convex counter-clockwise polygon.
pub fn inside_convex(poly: &[Vec2], p: Vec2) -> bool {
    let n = poly.len();
    n >= 3 && (0..n).all(|i| (poly[(i + 1) % n] - poly[i]).perp_dot(p - poly[i]) >= 0.0)
}

/// The relative neighbourhood graph of points: `a`–`b` is an edge when no third point is
/// nearer to both of them than they are to each other. A sparse, street-like network.
pub fn relative_neighbourhood(points: &[Vec2]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for a in 0..points.len() {
        for b in a + 1..points.len() {
            let d = points[a].distance(points[b]);
            let blocked = (0..points.len()).any(|c| {
                c != a
                    && c != b
                    && points[a].distance(points[c]) < d
                    && points[b].distance(points[c]) < d
            });
            if !blocked {
                out.push((a, b));
            }
        }
    }
    out
}

/// The streets: the relative neighbourhood graph of the locations of each area (Earth, the
/// Moon), as pairs of locations; the Beanstalk has its cable instead.
pub fn streets(map: &Map) -> Vec<(LocId, LocId)> {
    let mut out = Vec::new();
    for area in [Area::Earth, Area::Moon] {
        let ids: Vec<LocId> = map.ids().filter(|&i| map.loc(i).area == area).collect();
        let pts: Vec<Vec2> = ids.iter().map(|&i| loc_world(map, i)).collect();
        out.extend(
            relative_neighbourhood(&pts)
                .into_iter()
                .map(|(a, b)| (ids[a], ids[b])),
        );
    }
    out
}

/// The lowest point of the Earth's ground and the highest of the Moon's, in map mm.
pub fn grounds(map: &Map) -> (f32, f32) {
    let earth_bottom = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Earth)
        .map(|l| l.pos.y)
        .fold(0.0, f32::max)
        + 58.0;
    let moon_top = map
        .locations
        .iter()
        .filter(|l| l.area == Area::Moon)
        .map(|l| l.pos.y)
        .fold(800.0, f32::min)
        - 52.0;
    (earth_bottom, moon_top.max(earth_bottom + 10.0))
}

/// A small deterministic hash to scatter the art (blocks, stars, craters) the same way each
/// time.
pub fn hash(i: u32, salt: u32) -> f32 {
    let mut x = i.wrapping_mul(0x9E37_79B9) ^ salt.wrapping_mul(0x85EB_CA6B);
    x ^= x >> 16;
    x = x.wrapping_mul(0x7FEB_352D);
    x ^= x >> 15;
    x = x.wrapping_mul(0x846C_A68B);
    x ^= x >> 16;
    (x & 0x00FF_FFFF) as f32 / 16_777_216.0
}
