//! The board's art, drawn in code: vertex-coloured meshes for the grounds (the night city,
//! space, the Moon's regolith and craters), the districts (soft, lit shapes), the streets, the
//! Beanstalk's cable, the grid; the pictograms of the location types and the detectives'
//! emblems.

use super::geom::{self, hash, world};
use crate::content::{Area, DistrictId, LocType, Map, Quality};
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use std::f32::consts::{FRAC_PI_2, TAU};

/// A colour as the linear RGBA a mesh's vertices take.
pub fn lin(c: Color) -> [f32; 4] {
    c.to_linear().to_f32_array()
}

/// Builds a triangle mesh with a colour per vertex (drawn with a white, blending
/// `ColorMaterial`).
#[derive(Default)]
pub struct Painter {
    pos: Vec<[f32; 3]>,
    col: Vec<[f32; 4]>,
    idx: Vec<u32>,
}

impl Painter {
    /// An empty painter.
    pub fn new() -> Self {
        Self::default()
    }

    fn vert(&mut self, p: Vec2, c: [f32; 4]) -> u32 {
        self.pos.push([p.x, p.y, 0.0]);
        self.col.push(c);
        self.pos.len() as u32 - 1
    }

    /// A triangle of one colour.
    pub fn tri(&mut self, a: Vec2, b: Vec2, c: Vec2, col: Color) {
        let k = lin(col);
        let i = self.vert(a, k);
        let j = self.vert(b, k);
        let l = self.vert(c, k);
        self.idx.extend([i, j, l]);
    }

    /// A quad a-b-c-d with a colour per corner.
    pub fn quad4(&mut self, p: [Vec2; 4], c: [Color; 4]) {
        let i: Vec<u32> = (0..4).map(|k| self.vert(p[k], lin(c[k]))).collect();
        self.idx.extend([i[0], i[1], i[2], i[0], i[2], i[3]]);
    }

    /// A rectangle of one colour.
    pub fn rect(&mut self, r: Rect, col: Color) {
        self.quad4(
            [
                r.min,
                Vec2::new(r.max.x, r.min.y),
                r.max,
                Vec2::new(r.min.x, r.max.y),
            ],
            [col; 4],
        );
    }

    /// A rectangle shaded from `top` to `bottom`.
    pub fn rect_v(&mut self, r: Rect, top: Color, bottom: Color) {
        self.quad4(
            [
                r.min,
                Vec2::new(r.max.x, r.min.y),
                r.max,
                Vec2::new(r.min.x, r.max.y),
            ],
            [bottom, bottom, top, top],
        );
    }

    /// A convex (or star-shaped around `centre`) polygon as a fan, shaded from its centre to
    /// its edge.
    pub fn fan(&mut self, centre: Vec2, points: &[Vec2], inner: Color, outer: Color) {
        let c = self.vert(centre, lin(inner));
        let n = points.len() as u32;
        let first = self.pos.len() as u32;
        for p in points {
            self.vert(*p, lin(outer));
        }
        for k in 0..n {
            self.idx.extend([c, first + k, first + (k + 1) % n]);
        }
    }

    /// A closed band between two outlines with as many points each.
    pub fn band(&mut self, inner: &[Vec2], outer: &[Vec2], ci: Color, co: Color) {
        let n = inner.len().min(outer.len()) as u32;
        let a = self.pos.len() as u32;
        for p in &inner[..n as usize] {
            self.vert(*p, lin(ci));
        }
        for p in &outer[..n as usize] {
            self.vert(*p, lin(co));
        }
        for k in 0..n {
            let k2 = (k + 1) % n;
            self.idx
                .extend([a + k, a + n + k, a + n + k2, a + k, a + n + k2, a + k2]);
        }
    }

    /// A disc of `n` segments, `inner` at its centre fading to `outer` at its edge.
    pub fn disc(&mut self, c: Vec2, r: f32, inner: Color, outer: Color, n: usize) {
        let pts = circle(c, r, n);
        self.fan(c, &pts, inner, outer);
    }

    /// A ring from radius `r0` (colour `ci`) to `r1` (colour `co`), of `n` segments.
    pub fn ring(&mut self, c: Vec2, r0: f32, r1: f32, ci: Color, co: Color, n: usize) {
        self.band(&circle(c, r0, n), &circle(c, r1, n), ci, co);
    }

    /// A straight stroke from `a` to `b`, `w` wide.
    pub fn line(&mut self, a: Vec2, b: Vec2, w: f32, col: Color) {
        let n = (b - a).normalize_or_zero().perp() * w / 2.0;
        self.quad4([a - n, b - n, b + n, a + n], [col; 4]);
    }

    /// A stroke whose colour fades from its middle to its sides (a glow).
    pub fn glow_line(&mut self, a: Vec2, b: Vec2, w: f32, mid: Color) {
        let n = (b - a).normalize_or_zero().perp() * w / 2.0;
        let edge = mid.with_alpha(0.0);
        self.quad4([a, b, b + n, a + n], [mid, mid, edge, edge]);
        self.quad4([a - n, b - n, b, a], [edge, edge, mid, mid]);
    }

    /// Whether nothing was painted.
    pub fn is_empty(&self) -> bool {
        self.idx.is_empty()
    }

    /// The mesh of what was painted.
    pub fn build(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.pos)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.col)
        .with_inserted_indices(Indices::U32(self.idx))
    }
}

/// `n` points on a circle, counter-clockwise.
pub fn circle(c: Vec2, r: f32, n: usize) -> Vec<Vec2> {
    (0..n)
        .map(|k| {
            let a = k as f32 / n as f32 * TAU;
            c + Vec2::new(a.cos(), a.sin()) * r
        })
        .collect()
}

/// A star of `points` points (outer radius `r`, inner `ri`), pointing up.
pub fn star(c: Vec2, r: f32, ri: f32, points: usize) -> Vec<Vec2> {
    (0..points * 2)
        .map(|k| {
            let a = FRAC_PI_2 + k as f32 / (points * 2) as f32 * TAU;
            let rr = if k % 2 == 0 { r } else { ri };
            c + Vec2::new(a.cos(), a.sin()) * rr
        })
        .collect()
}

/// A regular polygon of `n` corners on a circle of radius `r`, the first at angle `start`,
/// counter-clockwise.
pub fn polygon(c: Vec2, r: f32, n: usize, start: f32) -> Vec<Vec2> {
    (0..n)
        .map(|k| {
            let a = start + k as f32 / n as f32 * TAU;
            c + Vec2::new(a.cos(), a.sin()) * r
        })
        .collect()
}

/// A tag `w` wide (its point included) and `h` high, centred, pointing right with a point
/// `tip` long; counter-clockwise.
pub fn tag(w: f32, h: f32, tip: f32) -> Vec<Vec2> {
    let (x0, x1, y) = (-w / 2.0, w / 2.0 - tip, h / 2.0);
    vec![
        Vec2::new(x0, -y),
        Vec2::new(x1, -y),
        Vec2::new(w / 2.0, 0.0),
        Vec2::new(x1, y),
        Vec2::new(x0, y),
    ]
}

/// A band of a ring from angle `a0` to `a1`, in one colour.
pub fn arc_band(p: &mut Painter, c: Vec2, r0: f32, r1: f32, a0: f32, a1: f32, col: Color) {
    let steps = (((a1 - a0).abs() / TAU) * 48.0).ceil().max(1.0) as usize;
    for k in 0..steps {
        let t0 = a0 + (a1 - a0) * k as f32 / steps as f32;
        let t1 = a0 + (a1 - a0) * (k + 1) as f32 / steps as f32;
        let (d0, d1) = (Vec2::new(t0.cos(), t0.sin()), Vec2::new(t1.cos(), t1.sin()));
        p.quad4(
            [c + d0 * r0, c + d0 * r1, c + d1 * r1, c + d1 * r0],
            [col; 4],
        );
    }
}

/// The outline of a quality's shape (R-MAP-4): ritzy diamond, normal circle, seedy triangle.
pub fn quality_outline(q: Quality, r: f32) -> Vec<Vec2> {
    match q {
        Quality::Ritzy => vec![
            Vec2::new(0.0, -r * 1.2),
            Vec2::new(r * 1.2, 0.0),
            Vec2::new(0.0, r * 1.2),
            Vec2::new(-r * 1.2, 0.0),
        ],
        Quality::Normal => circle(Vec2::ZERO, r, 40),
        Quality::Seedy => vec![
            Vec2::new(-r * 1.25, -r * 0.82),
            Vec2::new(r * 1.25, -r * 0.82),
            Vec2::new(0.0, r * 1.3),
        ],
    }
}

/// Where a quality's shape has room for a pictogram: its centre and half-size.
pub fn icon_room(q: Quality, r: f32) -> (Vec2, f32) {
    match q {
        Quality::Ritzy => (Vec2::ZERO, r * 0.52),
        Quality::Normal => (Vec2::ZERO, r * 0.6),
        Quality::Seedy => (Vec2::new(0.0, -r * 0.12), r * 0.47),
    }
}

/// A shape's mesh in one colour (the material gives the colour).
pub fn shape_mesh(points: &[Vec2]) -> Mesh {
    let mut p = Painter::new();
    let c = points.iter().copied().sum::<Vec2>() / points.len().max(1) as f32;
    p.fan(c, points, Color::WHITE, Color::WHITE);
    p.build()
}

/// A pictogram of a location type, in a box of half-size `s` around `c` (white: the material
/// or the vertex colour tints it). Religious: a four-pointed star; civic: a portico of
/// columns; residential: a house; business: towers; nightlife: a cocktail glass.
pub fn type_icon(p: &mut Painter, t: LocType, c: Vec2, s: f32, col: Color) {
    let at = |x: f32, y: f32| c + Vec2::new(x, y) * s;
    let r = |p: &mut Painter, x0: f32, y0: f32, x1: f32, y1: f32| {
        p.rect(Rect::from_corners(at(x0, y0), at(x1, y1)), col);
    };
    match t {
        LocType::Religious => {
            let pts = star(c, s * 1.05, s * 0.3, 4);
            p.fan(c, &pts, col, col);
        }
        LocType::Civic => {
            p.tri(at(-1.0, 0.42), at(1.0, 0.42), at(0.0, 1.0), col);
            r(p, -0.92, 0.22, 0.92, 0.4);
            for x in [-0.62, 0.0, 0.62] {
                r(p, x - 0.14, -0.62, x + 0.14, 0.2);
            }
            r(p, -1.0, -0.95, 1.0, -0.68);
        }
        LocType::Residential => {
            p.tri(at(-1.05, 0.05), at(1.05, 0.05), at(0.0, 1.0), col);
            r(p, -0.72, -0.95, -0.16, 0.06);
            r(p, 0.16, -0.95, 0.72, 0.06);
            r(p, -0.16, -0.1, 0.16, 0.06);
            r(p, 0.42, 0.4, 0.66, 0.95);
        }
        LocType::Business => {
            r(p, -0.95, -0.95, -0.42, 0.05);
            r(p, -0.27, -0.95, 0.27, 0.95);
            r(p, 0.42, -0.95, 0.95, 0.45);
        }
        LocType::Nightlife => {
            p.tri(at(-0.95, 0.9), at(0.95, 0.9), at(0.0, -0.08), col);
            r(p, -0.1, -0.78, 0.1, 0.0);
            r(p, -0.55, -0.95, 0.55, -0.76);
        }
    }
}

/// A small lock (restricted, R-MAP-5) centred on `c`, `s` high.
pub fn lock_icon(p: &mut Painter, c: Vec2, s: f32, col: Color) {
    let body = Rect::from_center_size(c + Vec2::new(0.0, -s * 0.18), Vec2::new(s * 0.8, s * 0.6));
    p.rect(body, col);
    // The shackle: a half ring over the body.
    let sc = c + Vec2::new(0.0, s * 0.12);
    let n = 10;
    let arc = |r: f32| -> Vec<Vec2> {
        (0..=n)
            .map(|k| {
                let a = k as f32 / n as f32 * std::f32::consts::PI;
                sc + Vec2::new(a.cos(), a.sin()) * r
            })
            .collect()
    };
    let (o, i) = (arc(s * 0.3), arc(s * 0.17));
    for k in 0..n {
        p.quad4([i[k], o[k], o[k + 1], i[k + 1]], [col; 4]);
    }
}

/// Whether a detective has a drawn emblem (others show their initials).
pub fn has_emblem(detective: &str) -> bool {
    matches!(
        detective,
        "caprice" | "floyd" | "louis" | "rachel" | "raymond"
    )
}

/// A detective's emblem, in a box of half-size `s` around `c`: Caprice an eye, Floyd a hex
/// nut, Louis a badge star, Rachel a crosshair, Raymond a magnifying glass; `ink` draws it,
/// `fill` cuts its holes.
pub fn emblem(p: &mut Painter, detective: &str, c: Vec2, s: f32, ink: Color, fill: Color) {
    let at = |x: f32, y: f32| c + Vec2::new(x, y) * s;
    match detective {
        "caprice" => {
            let n = 16;
            let mut pts = Vec::new();
            for k in 0..=n {
                let t = -1.0 + 2.0 * k as f32 / n as f32;
                pts.push(at(t, 0.62 * (1.0 - t * t)));
            }
            for k in 1..n {
                let t = 1.0 - 2.0 * k as f32 / n as f32;
                pts.push(at(t, -0.62 * (1.0 - t * t)));
            }
            p.fan(c, &pts, ink, ink);
            p.disc(c, s * 0.36, fill, fill, 20);
            p.disc(c, s * 0.18, ink, ink, 14);
        }
        "floyd" => {
            let hex = |r: f32| -> Vec<Vec2> {
                (0..6)
                    .map(|k| {
                        let a = k as f32 / 6.0 * TAU;
                        c + Vec2::new(a.cos(), a.sin()) * r
                    })
                    .collect()
            };
            p.band(&hex(s * 0.48), &hex(s * 0.98), ink, ink);
            p.disc(c, s * 0.2, ink, ink, 12);
        }
        "louis" => {
            let pts = star(c, s * 1.02, s * 0.45, 5);
            p.fan(c, &pts, ink, ink);
            p.disc(c, s * 0.2, fill, fill, 12);
        }
        "rachel" => {
            p.ring(c, s * 0.6, s * 0.8, ink, ink, 24);
            let w = s * 0.17;
            for (a, b) in [
                ((0.0, 0.28), (0.0, 1.08)),
                ((0.0, -0.28), (0.0, -1.08)),
                ((0.28, 0.0), (1.08, 0.0)),
                ((-0.28, 0.0), (-1.08, 0.0)),
            ] {
                p.line(at(a.0, a.1), at(b.0, b.1), w, ink);
            }
        }
        "raymond" => {
            let g = at(-0.22, 0.22);
            p.ring(g, s * 0.44, s * 0.68, ink, ink, 24);
            p.line(at(0.22, -0.22), at(0.95, -0.95), s * 0.3, ink);
        }
        _ => {}
    }
}

/// The static art of the board: one mesh each for the grounds, their texture, the grid, the
/// districts, the streets and the Beanstalk (back to front).
pub struct BoardArt {
    /// The meshes, back to front, each with its depth.
    pub layers: Vec<(Mesh, f32)>,
}

/// Colours of the grounds.
const NIGHT_TOP: Color = Color::srgb(0.070, 0.095, 0.150);
const NIGHT_BOTTOM: Color = Color::srgb(0.045, 0.062, 0.105);
const SPACE: Color = Color::srgb(0.022, 0.026, 0.040);
const REGOLITH_TOP: Color = Color::srgb(0.170, 0.170, 0.180);
const REGOLITH_BOTTOM: Color = Color::srgb(0.125, 0.125, 0.135);

/// Draws the board's art for a map.
pub fn board_art(map: &Map) -> BoardArt {
    let (earth_bottom, moon_top) = geom::grounds(map);
    let eb = world(Vec2::new(0.0, earth_bottom)).y;
    let mt = world(Vec2::new(0.0, moon_top)).y;
    let mut layers = Vec::new();

    // Grounds: the night city, space, the Moon.
    let mut g = Painter::new();
    g.rect(geom::board_rect(), SPACE);
    g.rect_v(Rect::new(-600.0, eb, 600.0, 400.0), NIGHT_TOP, NIGHT_BOTTOM);
    g.rect_v(
        Rect::new(-600.0, -400.0, 600.0, mt),
        REGOLITH_TOP,
        REGOLITH_BOTTOM,
    );
    layers.push((g.build(), 0.1));

    // Texture: city blocks (some lit), stars, regolith grain and craters; the Earth's
    // atmosphere and the Moon's horizon.
    let mut t = Painter::new();
    let pitch = 25.0;
    let (cols, rows) = (
        (1200.0 / pitch) as u32,
        ((400.0 - eb) / pitch).ceil() as u32,
    );
    for j in 0..rows {
        for i in 0..cols {
            let k = j * cols + i;
            if i % 6 == 5 || j % 5 == 4 || hash(k, 1) < 0.18 {
                continue; // avenues and empty lots
            }
            let x = -600.0 + i as f32 * pitch + 3.0;
            let y = 400.0 - (j + 1) as f32 * pitch + 3.0;
            if y < eb {
                continue;
            }
            let a = 0.018 + 0.03 * hash(k, 2);
            t.rect(
                Rect::new(x, y, x + pitch - 6.0, y + pitch - 6.0),
                Color::srgba(0.45, 0.58, 0.85, a),
            );
            if hash(k, 3) < 0.22 {
                let wx = x + 3.0 + hash(k, 4) * (pitch - 12.0);
                let wy = y + 3.0 + hash(k, 5) * (pitch - 12.0);
                t.rect(
                    Rect::new(wx, wy, wx + 1.6, wy + 1.6),
                    Color::srgba(1.0, 0.85, 0.55, 0.10 + 0.12 * hash(k, 6)),
                );
            }
        }
    }
    for k in 0..140u32 {
        let x = -600.0 + hash(k, 11) * 1200.0;
        let y = mt + hash(k, 12) * (eb - mt);
        let r = 0.5 + hash(k, 13) * 0.9;
        let a = 0.15 + 0.5 * hash(k, 14);
        t.disc(
            Vec2::new(x, y),
            r,
            Color::srgba(0.85, 0.9, 1.0, a),
            Color::srgba(0.85, 0.9, 1.0, 0.0),
            6,
        );
    }
    for k in 0..1400u32 {
        let x = -600.0 + hash(k, 21) * 1200.0;
        let y = -400.0 + hash(k, 22) * (mt + 400.0);
        let s = 0.8 + hash(k, 23) * 1.6;
        let light = hash(k, 24) < 0.5;
        let col = if light {
            Color::srgba(1.0, 1.0, 1.0, 0.025 + 0.03 * hash(k, 25))
        } else {
            Color::srgba(0.0, 0.0, 0.0, 0.05 + 0.05 * hash(k, 25))
        };
        t.rect(Rect::new(x, y, x + s, y + s), col);
    }
    let locs: Vec<Vec2> = map.ids().map(|i| geom::loc_world(map, i)).collect();
    let mut craters = 0;
    for k in 0..80u32 {
        if craters >= 16 {
            break;
        }
        let r = 7.0 + hash(k, 31).powi(2) * 38.0;
        let c = Vec2::new(
            -600.0 + r + hash(k, 32) * (1200.0 - 2.0 * r),
            -400.0 + r + hash(k, 33) * (mt + 400.0 - 2.0 * r),
        );
        if locs.iter().any(|l| l.distance(c) < r + 30.0) {
            continue;
        }
        craters += 1;
        crater(&mut t, c, r);
    }
    // The Earth's glow over space, the Moon's lit rim.
    t.rect_v(
        Rect::new(-600.0, eb - 18.0, 600.0, eb),
        Color::srgba(0.35, 0.55, 0.95, 0.16),
        Color::srgba(0.35, 0.55, 0.95, 0.0),
    );
    t.rect(
        Rect::new(-600.0, eb - 0.6, 600.0, eb + 0.6),
        Color::srgba(0.55, 0.72, 1.0, 0.35),
    );
    t.rect_v(
        Rect::new(-600.0, mt, 600.0, mt + 10.0),
        Color::srgba(0.8, 0.8, 0.85, 0.0),
        Color::srgba(0.8, 0.8, 0.85, 0.10),
    );
    t.rect(
        Rect::new(-600.0, mt - 0.5, 600.0, mt + 0.5),
        Color::srgba(0.85, 0.85, 0.9, 0.3),
    );
    layers.push((t.build(), 0.15));

    // The grid (R-MAP-7): faint lines every 100 mm, a frame round the board.
    layers.push((grid().build(), 0.18));

    // Districts: a soft glow outside, a fill lit from its middle, a bright rim fading inward.
    let mut d = Painter::new();
    for (i, dist) in DistrictId::all(map.districts.len()).zip(&map.districts) {
        if dist.area == Area::Beanstalk {
            continue;
        }
        let hull = geom::district_hull(map, i, geom::DISTRICT_PAD);
        if hull.len() < 3 {
            continue;
        }
        let c = super::rgb(dist.color);
        let (fill_in, fill_out, rim, glow) = if dist.area == Area::Moon {
            (0.10, 0.05, 0.30, 0.07)
        } else {
            (0.15, 0.07, 0.42, 0.10)
        };
        let mid = hull.iter().copied().sum::<Vec2>() / hull.len() as f32;
        let outer = geom::offset_polygon(&hull, 14.0);
        d.band(&hull, &outer, c.with_alpha(glow), c.with_alpha(0.0));
        d.fan(
            mid,
            &hull,
            c.lighter(0.05).with_alpha(fill_in),
            c.with_alpha(fill_out),
        );
        let inner = geom::offset_polygon(&hull, -5.0);
        d.band(
            &inner,
            &hull,
            c.with_alpha(0.0),
            c.lighter(0.15).with_alpha(rim),
        );
    }
    layers.push((d.build(), 0.2));

    // Streets: a faint network between neighbouring locations.
    let mut s = Painter::new();
    for (a, b) in geom::streets(map) {
        let (la, lb) = (map.loc(a), map.loc(b));
        let col = if la.district == lb.district {
            super::rgb(map.district(la.district).color)
                .lighter(0.25)
                .with_alpha(0.16)
        } else {
            Color::srgba(0.7, 0.78, 0.9, 0.07)
        };
        let (pa, pb) = (geom::loc_world(map, a), geom::loc_world(map, b));
        s.line(pa, pb, 1.3, col);
    }
    layers.push((s.build(), 0.3));

    // The Beanstalk: a lit cable with beads between its stops.
    let b = beanstalk(map);
    if !b.is_empty() {
        layers.push((b.build(), 0.4));
    }
    BoardArt { layers }
}

/// A crater lit from the upper left: a shaded bowl, a bright rim on the far side, a dark one
/// on the near side.
fn crater(p: &mut Painter, c: Vec2, r: f32) {
    p.disc(
        c,
        r,
        Color::srgba(0.0, 0.0, 0.0, 0.16),
        Color::srgba(0.0, 0.0, 0.0, 0.05),
        28,
    );
    let n = 36;
    let inner = circle(c, r * 0.92, n);
    let outer = circle(c, r * 1.12, n);
    let light = Vec2::new(-0.7, 0.7).normalize();
    for k in 0..n {
        let k2 = (k + 1) % n;
        let shade = |q: Vec2| -> Color {
            let d = (q - c).normalize_or_zero().dot(light);
            if d < 0.0 {
                Color::srgba(1.0, 1.0, 1.0, 0.10 * -d)
            } else {
                Color::srgba(0.0, 0.0, 0.0, 0.16 * d)
            }
        };
        let (a, b) = (shade(outer[k]), shade(outer[k2]));
        p.quad4(
            [inner[k], outer[k], outer[k2], inner[k2]],
            [a, a.with_alpha(0.0), b.with_alpha(0.0), b],
        );
    }
}

/// The grid (R-MAP-7): faint lines every 100 mm, a frame round the board.
fn grid() -> Painter {
    let mut gr = Painter::new();
    let faint = Color::srgba(0.75, 0.85, 1.0, 0.045);
    for c in 1..12 {
        let x = -600.0 + c as f32 * 100.0;
        gr.line(Vec2::new(x, -400.0), Vec2::new(x, 400.0), 0.7, faint);
    }
    for r in 1..8 {
        let y = -400.0 + r as f32 * 100.0;
        gr.line(Vec2::new(-600.0, y), Vec2::new(600.0, y), 0.7, faint);
    }
    let frame = Color::srgba(0.75, 0.85, 1.0, 0.22);
    for (a, b) in [
        (Vec2::new(-600.0, -400.0), Vec2::new(600.0, -400.0)),
        (Vec2::new(600.0, -400.0), Vec2::new(600.0, 400.0)),
        (Vec2::new(600.0, 400.0), Vec2::new(-600.0, 400.0)),
        (Vec2::new(-600.0, 400.0), Vec2::new(-600.0, -400.0)),
    ] {
        gr.line(a, b, 1.2, frame);
    }
    gr
}

/// The Beanstalk: a lit cable with beads between its stops.
fn beanstalk(map: &Map) -> Painter {
    let stops: Vec<Vec2> = map
        .beanstalk
        .iter()
        .map(|&l| geom::loc_world(map, l))
        .collect();
    let mut b = Painter::new();
    let cable = Color::srgb(0.78, 0.88, 1.0);
    for w in stops.windows(2) {
        b.glow_line(w[0], w[1], 16.0, Color::srgba(0.45, 0.65, 1.0, 0.12));
        b.glow_line(w[0], w[1], 5.0, Color::srgba(0.6, 0.8, 1.0, 0.35));
        b.line(w[0], w[1], 1.4, cable);
        let len = w[0].distance(w[1]);
        let beads = (len / 28.0).floor() as usize;
        for k in 1..beads {
            let q = w[0].lerp(w[1], k as f32 / beads as f32);
            b.disc(
                q,
                2.6,
                Color::srgba(0.6, 0.8, 1.0, 0.35),
                Color::srgba(0.6, 0.8, 1.0, 0.0),
                10,
            );
            b.disc(q, 1.3, cable, cable, 8);
        }
    }
    for q in &stops {
        b.disc(
            *q,
            26.0,
            Color::srgba(0.5, 0.7, 1.0, 0.16),
            Color::srgba(0.5, 0.7, 1.0, 0.0),
            28,
        );
    }
    b
}
