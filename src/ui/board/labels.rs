//! Where the board's words go, without ECS: every location's name, the districts' and the
//! areas' names, so that no two of them meet and none covers a symbol or a place a piece may
//! take ([`super::geom::obstacles`]). Labels keep their size on screen (pixels) whatever the
//! zoom, so the layout depends on the zoom: zoomed out only the major locations and the
//! districts are named; at the default zoom every location; zoomed in, the major locations'
//! abilities too. A label tries its candidate places in turn (below, shifted, right, left,
//! above, lower; on one line or two) and takes the first free one; one that finds none is not
//! shown at that zoom (the tooltip still names the place).

use super::geom::{self, board_rect, loc_world, slots, symbol_box};
use crate::content::{Area, DistrictId, LocId, Map};
use bevy::math::{Rect, Vec2};

mod tags;
#[allow(unused_imports)]
pub use tags::*;

pub use super::metrics::{Face, text_width};

/// A line's height as a share of its font size (Bevy's default line height).
pub const LINE_HEIGHT: f32 = 1.2;

/// How much the board shows at a zoom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Detail {
    /// Zoomed far out: the districts' and the major locations' names first, the minor ones
    /// where room is left, all set small and shortened where room is short.
    Far,
    /// The board fitted into a small window: every location's name, the major ones set small
    /// and without their plate, shortened where room is short.
    Compact,
    /// Every location's name, the major ones on plates.
    Normal,
    /// Zoomed in: the major locations' abilities under their names too.
    Near,
}

/// The detail shown at `scale` (map millimetres per logical pixel).
pub fn detail(scale: f32) -> Detail {
    if scale >= 2.1 {
        Detail::Far
    } else if scale >= 1.3 {
        Detail::Compact
    } else if scale > 0.75 {
        Detail::Normal
    } else {
        Detail::Near
    }
}

/// Screen sizes of the labels, in logical pixels.
pub const MAJOR_PX: f32 = 12.5;
/// A major location's name on a crowded board.
pub const COMPACT_PX: f32 = 11.0;
/// A minor location's name.
pub const MINOR_PX: f32 = 11.0;
/// A place's summary line.
pub const SUMMARY_PX: f32 = 11.0;
/// A district's name.
pub const DISTRICT_PX: f32 = 13.0;
/// An area's name.
pub const AREA_PX: f32 = 12.0;

/// What a line says and how it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A major location's name.
    Major,
    /// A major location's name on a crowded board: as small as a minor one's, in bold.
    MajorCompact,
    /// A minor location's name.
    Minor,
    /// A summary line under a name.
    Summary,
    /// A district's name.
    District,
    /// An area's name (Earth, the Moon, the Beanstalk).
    Area,
}

impl Role {
    /// The face its text is set in.
    pub fn face(self) -> Face {
        match self {
            Role::Major | Role::MajorCompact => Face::Strong,
            Role::Minor | Role::Summary => Face::Text,
            Role::District | Role::Area => Face::Display,
        }
    }
    /// Its size in logical pixels.
    pub fn px(self) -> f32 {
        match self {
            Role::Major => MAJOR_PX,
            Role::MajorCompact => COMPACT_PX,
            Role::Minor => MINOR_PX,
            Role::Summary => SUMMARY_PX,
            Role::District => DISTRICT_PX,
            Role::Area => AREA_PX,
        }
    }
}

/// What a label names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelKind {
    /// A location's name.
    Location(LocId),
    /// A district's name.
    District(DistrictId),
    /// An area's name.
    Area(Area),
}

/// One line of a placed label.
#[derive(Clone, Debug, PartialEq)]
pub struct LabelLine {
    /// Its text.
    pub text: String,
    /// How it looks.
    pub role: Role,
    /// The line's centre, in world units.
    pub centre: Vec2,
}

/// A label with its place: its box (world units, padding and plate included) and its lines.
#[derive(Clone, Debug, PartialEq)]
pub struct LabelPlacement {
    /// What it names.
    pub kind: LabelKind,
    /// Its box, in world units.
    pub rect: Rect,
    /// Its lines.
    pub lines: Vec<LabelLine>,
    /// Set on a plate (the major locations' names).
    pub plate: bool,
    /// The zoom it was laid out for (world units per pixel): the text's scale.
    pub scale: f32,
    /// The label says the place's whole name (not a shortened one: the tooltip and a lit
    /// place's tag say it whole).
    pub full: bool,
}

/// The zoom of the board fitted into the board's area of a 1600 × 1000 window at 100% (the
/// default zoom the labels are made for).
pub fn default_scale() -> f32 {
    scale_for_window(1600.0, 1000.0)
}

/// The zoom of the board fitted into the board's area of a window of this size at 100%.
pub fn scale_for_window(w: f32, h: f32) -> f32 {
    let table = crate::ui::layout::TableLayout::for_window(
        bevy_egui::egui::vec2(w, h),
        1.0,
        crate::ui::layout::TAB_ROW,
    );
    let mut view = crate::ui::board::frame::BoardView {
        rect: table.to_logical(table.board),
        ..Default::default()
    };
    view.fit();
    view.scale
}

/// A label's lines before it has a place.
#[derive(Clone, Debug)]
struct Block {
    lines: Vec<(String, Role)>,
    plate: bool,
}

impl Block {
    fn pad(&self) -> Vec2 {
        if self.plate {
            Vec2::new(4.0, 1.5)
        } else {
            Vec2::new(1.5, 0.0)
        }
    }
    /// Its size in world units at `scale`.
    fn size(&self, scale: f32) -> Vec2 {
        let w = self
            .lines
            .iter()
            .map(|(t, r)| text_width(t, r.face(), r.px()))
            .fold(0.0, f32::max);
        let h: f32 = self.lines.iter().map(|(_, r)| r.px() * LINE_HEIGHT).sum();
        (Vec2::new(w, h) + self.pad() * 2.0) * scale
    }
    fn place(&self, kind: LabelKind, centre: Vec2, scale: f32) -> LabelPlacement {
        let size = self.size(scale);
        let rect = Rect::from_center_size(centre, size);
        let mut y = rect.max.y - self.pad().y * scale;
        let lines = self
            .lines
            .iter()
            .map(|(t, r)| {
                let lh = r.px() * LINE_HEIGHT * scale;
                let line = LabelLine {
                    text: t.clone(),
                    role: *r,
                    centre: Vec2::new(centre.x, y - lh / 2.0),
                };
                y -= lh;
                line
            })
            .collect();
        LabelPlacement {
            kind,
            rect,
            lines,
            plate: self.plate,
            scale,
            full: true,
        }
    }
}

/// The best place to break a name in two lines (the longer line as short as possible).
fn two_lines(name: &str, role: Role) -> Option<(String, String)> {
    let words: Vec<&str> = name.split(' ').collect();
    (1..words.len())
        .map(|k| (words[..k].join(" "), words[k..].join(" ")))
        .min_by(|a, b| {
            let wa = text_width(&a.0, role.face(), 1.0).max(text_width(&a.1, role.face(), 1.0));
            let wb = text_width(&b.0, role.face(), 1.0).max(text_width(&b.1, role.face(), 1.0));
            wa.total_cmp(&wb)
        })
}

/// Words wrapped to lines no wider than `max` (in units of the role's size).
fn wrap(text: &str, role: Role, max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for w in text.split_whitespace() {
        let next = if cur.is_empty() {
            w.to_string()
        } else {
            format!("{cur} {w}")
        };
        if !cur.is_empty() && text_width(&next, role.face(), role.px()) > max {
            lines.push(std::mem::take(&mut cur));
            cur = w.to_string();
        } else {
            cur = next;
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// A major location's ability in short: its first clause, wrapped to at most three lines.
pub fn ability_summary(text: &str) -> Vec<String> {
    let first = text
        .split(['.', ';'])
        .next()
        .unwrap_or(text)
        .trim()
        .to_string();
    let mut lines = wrap(&first, Role::Summary, 150.0);
    if lines.len() > 3 {
        lines.truncate(3);
        if let Some(l) = lines.last_mut() {
            l.push('…');
        }
    }
    lines
}

/// Whether two boxes come nearer than `margin`.
pub fn overlaps(a: Rect, b: Rect, margin: f32) -> bool {
    a.min.x < b.max.x + margin
        && b.min.x < a.max.x + margin
        && a.min.y < b.max.y + margin
        && b.min.y < a.max.y + margin
}

/// The room kept between a label and a symbol or slot, and between two labels (world units).
const OBSTACLE_MARGIN: f32 = 0.8;
const LABEL_MARGIN: f32 = 1.5;
/// The room kept between two labels on screen (logical pixels): two places' names one over
/// the other read apart, not as one name of four lines.
const LABEL_GAP_PX: f32 = 2.5;

struct Placer {
    obstacles: Vec<Rect>,
    placed: Vec<LabelPlacement>,
    bounds: Rect,
    /// The room kept between two labels at this zoom (world units).
    label_margin: f32,
}

impl Placer {
    fn free(&self, r: Rect) -> bool {
        r.min.x >= self.bounds.min.x
            && r.max.x <= self.bounds.max.x
            && r.min.y >= self.bounds.min.y
            && r.max.y <= self.bounds.max.y
            && !self
                .obstacles
                .iter()
                .any(|o| overlaps(*o, r, OBSTACLE_MARGIN))
            && !self
                .placed
                .iter()
                .any(|p| overlaps(p.rect, r, self.label_margin))
    }

    /// Places a variant at a free centre; `centres` gives a block's candidate centres for its
    /// size. The first variant (the longest name) is tried at the best few places first, then
    /// the next one there, and so on; then every variant at the further places.
    fn try_place(
        &mut self,
        kind: LabelKind,
        variants: &[Block],
        scale: f32,
        centres: impl Fn(Vec2) -> Vec<Vec2>,
    ) -> Option<usize> {
        let lists: Vec<Vec<Vec2>> = variants.iter().map(|b| centres(b.size(scale))).collect();
        const BEST: usize = 5;
        let near = variants
            .iter()
            .zip(&lists)
            .enumerate()
            .flat_map(|(k, (b, l))| l.iter().take(BEST).map(move |c| (k, b, *c)));
        let longest = lists.iter().map(Vec::len).max().unwrap_or(0);
        let far = (BEST..longest).flat_map(|i| {
            variants
                .iter()
                .zip(&lists)
                .enumerate()
                .filter_map(move |(k, (b, l))| l.get(i).map(|c| (k, b, *c)))
        });
        for (k, b, c) in near.chain(far) {
            if self.free(Rect::from_center_size(c, b.size(scale))) {
                let p = b.place(kind, c, scale);
                self.placed.push(p);
                return Some(k);
            }
        }
        None
    }
}

/// The candidate centres of a location's label of `size` (world units), best first.
fn location_centres(map: &Map, id: LocId, size: Vec2) -> Vec<Vec2> {
    let p = loc_world(map, id);
    let own: Vec<Rect> = std::iter::once(symbol_box(map, id))
        .chain(slots(map, id).into_iter().map(|(_, r)| r))
        .collect();
    let gap = OBSTACLE_MARGIN + 0.7;
    let below = own.iter().map(|r| r.min.y).fold(f32::MAX, f32::min) - gap - size.y / 2.0;
    let above = own.iter().map(|r| r.max.y).fold(f32::MIN, f32::max) + gap + size.y / 2.0;
    let right = own.iter().map(|r| r.max.x).fold(f32::MIN, f32::max) + gap + size.x / 2.0;
    let left = own.iter().map(|r| r.min.x).fold(f32::MAX, f32::min) - gap - size.x / 2.0;
    let (w, h) = (size.x, size.y);
    let shift = (w / 2.0 - 14.0).max(0.0);
    let mut out = vec![
        Vec2::new(p.x, below),
        Vec2::new(p.x - w * 0.2, below),
        Vec2::new(p.x + w * 0.2, below),
        Vec2::new(p.x - shift, below),
        Vec2::new(p.x + shift, below),
        Vec2::new(right, p.y),
        Vec2::new(right, p.y - h / 2.0),
        Vec2::new(left, p.y),
        Vec2::new(left, p.y - h / 2.0),
        Vec2::new(p.x, above),
        Vec2::new(p.x - w * 0.25, above),
        Vec2::new(p.x + w * 0.25, above),
    ];
    for k in 1..=3 {
        let y = below - k as f32 * 6.0;
        out.extend([
            Vec2::new(p.x, y),
            Vec2::new(p.x - shift, y),
            Vec2::new(p.x + shift, y),
        ]);
    }
    // A name set nearer another place than its own reads as that place's: never there (a
    // shorter name is tried instead).
    out.retain(|&c| reads_as_own_box(map, id, Rect::from_center_size(c, size)));
    out
}

/// The distance from `p` to the box `r` (0 inside it).
fn to_box(r: Rect, p: Vec2) -> f32 {
    p.clamp(r.min, r.max).distance(p)
}

/// Whether a label of location `id` in the box `r` reads as its own: its middle is nearer its
/// own place than any other ([`reads_as_own`]), and no other place's symbol comes near the box
/// as its own does (a wide name set under a neighbour's symbol reads as the neighbour's).
pub fn reads_as_own_box(map: &Map, id: LocId, r: Rect) -> bool {
    if !reads_as_own(map, id, r.center()) {
        return false;
    }
    let own = to_box(r, loc_world(map, id));
    map.ids()
        .filter(|&o| o != id)
        .all(|o| to_box(r, loc_world(map, o)) > own + 6.0)
}

/// Whether a label of location `id` with its middle at `c` reads as its own: no other place
/// lies nearer that middle.
pub fn reads_as_own(map: &Map, id: LocId, c: Vec2) -> bool {
    let own = loc_world(map, id).distance(c);
    map.ids()
        .filter(|&o| o != id)
        .all(|o| loc_world(map, o).distance(c) >= own)
}

/// The candidate centres of a district's name: inside its outline, nearest its middle first,
/// then just outside its top and bottom.
fn district_centres(map: &Map, d: DistrictId, size: Vec2) -> Vec<Vec2> {
    let hull = geom::district_hull(map, d, geom::DISTRICT_PAD);
    let inner = geom::offset_polygon(&hull, -3.0);
    let locs: Vec<Vec2> = map
        .ids()
        .filter(|&i| map.loc(i).district == d)
        .map(|i| loc_world(map, i))
        .collect();
    if hull.is_empty() || locs.is_empty() {
        return Vec::new();
    }
    let mid = locs.iter().copied().sum::<Vec2>() / locs.len() as f32;
    let (lo, hi) = hull.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
        (lo.min(*p), hi.max(*p))
    });
    let mut inside = Vec::new();
    let step = 4.0;
    let mut y = lo.y;
    while y <= hi.y {
        let mut x = lo.x;
        while x <= hi.x {
            let c = Vec2::new(x, y);
            let r = Rect::from_center_size(c, size);
            if [
                r.min,
                r.max,
                Vec2::new(r.min.x, r.max.y),
                Vec2::new(r.max.x, r.min.y),
            ]
            .iter()
            .all(|q| geom::inside_convex(&inner, *q))
            {
                inside.push(c);
            }
            x += step;
        }
        y += step;
    }
    inside.sort_by(|a, b| a.distance(mid).total_cmp(&b.distance(mid)));
    inside.push(Vec2::new(mid.x, hi.y + size.y / 2.0 + 1.0));
    inside.push(Vec2::new(mid.x, lo.y - size.y / 2.0 - 1.0));
    inside
}

/// The candidate centres of an area's title: Earth along the bottom of its ground, the Moon
/// along the top of its ground (right first), the Beanstalk beside its cable.
fn area_centres(map: &Map, area: Area, size: Vec2) -> Vec<Vec2> {
    let (earth_bottom, moon_top) = geom::grounds(map);
    let xs = |y: f32| -> Vec<Vec2> {
        let mut out = Vec::new();
        let mut x = 600.0 - 8.0 - size.x / 2.0;
        while x > -600.0 + size.x / 2.0 {
            out.push(Vec2::new(x, y));
            x -= 10.0;
        }
        out
    };
    match area {
        Area::Earth => {
            let mut v = xs(geom::world(Vec2::new(0.0, earth_bottom)).y + 5.0 + size.y / 2.0);
            v.extend(xs(geom::world(Vec2::new(0.0, earth_bottom)).y
                - 4.0
                - size.y / 2.0));
            v
        }
        Area::Moon => {
            let mut v = xs(geom::world(Vec2::new(0.0, moon_top)).y - 5.0 - size.y / 2.0);
            v.extend(xs(geom::world(Vec2::new(0.0, moon_top)).y
                + 4.0
                + size.y / 2.0));
            v
        }
        Area::Beanstalk => {
            let stops: Vec<Vec2> = map.beanstalk.iter().map(|&l| loc_world(map, l)).collect();
            let mut out = Vec::new();
            for w in stops.windows(2).rev() {
                let m = (w[0] + w[1]) / 2.0;
                for dx in [18.0, 30.0, 45.0] {
                    out.push(m + Vec2::new(dx + size.x / 2.0, 0.0));
                }
            }
            out
        }
    }
}

/// How crowded a location's surroundings are (its label goes first when they are).
fn crowding(map: &Map, id: LocId) -> usize {
    let p = loc_world(map, id);
    map.ids()
        .filter(|&o| o != id && loc_world(map, o).distance(p) < 150.0)
        .count()
}

/// The area titles, as they read on the board.
pub fn area_title(area: Area) -> String {
    crate::i18n::tr(match area {
        Area::Earth => "board-earth",
        Area::Moon => "board-moon",
        Area::Beanstalk => "board-beanstalk",
    })
}

/// Words shortened on a crowded board.
const ABBREVIATIONS: [(&str, &str); 9] = [
    ("University", "Univ."), // english: location names stay English
    ("Apartments", "Apts."), // english: location names stay English
    ("Authority", "Auth."),  // english: location names stay English
    ("Memorial", "Mem."),    // english: location names stay English
    ("Federal", "Fed."),     // english: location names stay English
    ("Heights", "Hts."),     // english: location names stay English
    ("Saint", "St."),        // english: location names stay English
    ("Market", "Mkt."),      // english: location names stay English
    ("Street", "St."),       // english: location names stay English
];

/// First words that say too little alone ("Old", "City"): a short name keeps the next word too.
const VAGUE_FIRST: [&str; 12] = [
    // english: location names stay English in every language
    "Old", "City", "Club", "Our", "Saint", "A+", "Federal", "Order", "Blue", "Union", "Mare",
    "Bayside", // english: location names stay English
];

/// A place's name and shorter ones for a crowded board, longest first: without "The", the
/// part after "of the", with common words abbreviated, and its first telling word (or two).
/// Each still names the place unmistakably beside its own symbol; the tooltip and a lit
/// place's tag say the whole name.
pub fn short_names(name: &str) -> Vec<String> {
    let abbreviate = |w: &str| {
        ABBREVIATIONS
            .iter()
            .find(|(long, _)| *long == w)
            .map_or(w.to_string(), |(_, short)| short.to_string())
    };
    let mut out = vec![name.to_string()];
    let bare = name.strip_prefix("The ").unwrap_or(name); // english: location names stay English
    out.push(bare.to_string());
    let after = bare
        .split_once(" of the ") // english: location names stay English
        .or_else(|| bare.split_once(" of "))
        .map(|(_, after)| after);
    if let Some(after) = after
        && after.split(' ').count() >= 2
    {
        out.push(after.to_string());
    }
    let words: Vec<&str> = bare.split(' ').collect();
    out.push(
        words
            .iter()
            .map(|w| abbreviate(w))
            .collect::<Vec<_>>()
            .join(" "),
    );
    if words.len() >= 2 {
        let first = if VAGUE_FIRST.contains(&words[0]) {
            format!("{} {}", abbreviate(words[0]), words[1])
        } else {
            abbreviate(words[0])
        };
        out.push(first);
    } else if let Some((head, _)) = bare.split_once('-')
        && head.len() >= 4
    {
        out.push(head.to_string());
    }
    let mut seen: Vec<String> = Vec::new();
    for n in out {
        if !seen.contains(&n) {
            seen.push(n);
        }
    }
    seen
}

/// How many times the location names are laid out again, the ones left unnamed first.
const PASSES: usize = 8;

/// An empty placer over the board, for zoom `scale`.
fn placer(map: &Map, scale: f32) -> Placer {
    Placer {
        obstacles: geom::obstacles(map),
        placed: Vec::new(),
        label_margin: LABEL_MARGIN.max(LABEL_GAP_PX * scale),
        bounds: {
            let b = board_rect();
            Rect::from_corners(b.min + Vec2::splat(2.0), b.max - Vec2::splat(2.0))
        },
    }
}

/// Sets the districts' names.
fn place_districts(map: &Map, scale: f32, placer: &mut Placer) {
    for (d, district) in DistrictId::all(map.districts.len()).zip(&map.districts) {
        if district.area == Area::Beanstalk {
            continue;
        }
        let b = Block {
            lines: vec![(district.name.to_uppercase(), Role::District)],
            plate: false,
        };
        placer.try_place(LabelKind::District(d), &[b], scale, |size| {
            district_centres(map, d, size)
        });
    }
}

/// Lays the locations' names out in `order` among the labels already `placed`: the placer and
/// the places left unnamed.
fn place_locations(
    map: &Map,
    scale: f32,
    order: &[LocId],
    placed: &[LabelPlacement],
) -> (Placer, Vec<LocId>) {
    let detail = detail(scale);
    let mut placer = placer(map, scale);
    placer.placed = placed.to_vec();
    let mut missing = Vec::new();
    for &id in order {
        let l = map.loc(id);
        let major = l.is_major();
        let role = match (major, detail) {
            (false, _) => Role::Minor,
            (true, Detail::Far | Detail::Compact) => Role::MajorCompact,
            (true, _) => Role::Major,
        };
        // Each name on one line, then on two; the whole name first.
        let mut names: Vec<(Vec<String>, bool)> = Vec::new();
        for (k, n) in short_names(&l.name).into_iter().enumerate() {
            if let Some((a, b)) = two_lines(&n, role) {
                names.push((vec![n], k == 0));
                names.push((vec![a, b], k == 0));
            } else {
                names.push((vec![n], k == 0));
            }
        }
        let block = |name: &Vec<String>, summary: &[String]| Block {
            lines: name
                .iter()
                .map(|t| (t.clone(), role))
                .chain(summary.iter().map(|t| (t.clone(), Role::Summary)))
                .collect(),
            plate: major && detail >= Detail::Normal,
        };
        let mut variants: Vec<(Block, bool)> = Vec::new();
        if detail == Detail::Near
            && let Some(a) = &l.ability
        {
            let summary = ability_summary(a);
            variants.extend(
                names
                    .iter()
                    .filter(|(_, full)| *full)
                    .map(|(n, full)| (block(n, &summary), *full)),
            );
        }
        let with_summary = variants.len();
        variants.extend(names.iter().map(|(n, full)| (block(n, &[]), *full)));
        let blocks: Vec<Block> = variants.iter().map(|(b, _)| b.clone()).collect();
        let kind = LabelKind::Location(id);
        let centres = |size: Vec2| location_centres(map, id, size);
        // With its summary if it fits anywhere, else the name alone.
        let placed = if with_summary > 0 {
            placer.try_place(kind, &blocks[..with_summary], scale, centres)
        } else {
            None
        }
        .or_else(|| {
            placer
                .try_place(kind, &blocks[with_summary..], scale, centres)
                .map(|k| k + with_summary)
        });
        match placed {
            Some(k) => {
                if let Some(p) = placer.placed.last_mut() {
                    p.full = variants[k].1;
                }
            }
            None => missing.push(id),
        }
    }
    (placer, missing)
}

/// Lays out every label shown at zoom `scale` (world units per logical pixel): none meets
/// another or covers a symbol or a slot, all lie on the board, and each location's name lies
/// nearer its own symbol than any other. Where room is short a name is shortened; a place
/// left unnamed is named first in the next try, and the try naming the most places is kept.
pub fn layout(map: &Map, scale: f32) -> Vec<LabelPlacement> {
    // Zoomed far out the districts are named first (few places are named then); else the
    // places first, the districts in the room left.
    let far = detail(scale) == Detail::Far;
    let mut first = placer(map, scale);
    if far {
        place_districts(map, scale, &mut first);
    }
    let mut order: Vec<LocId> = map.ids().collect();
    order.sort_by_key(|&i| (!map.loc(i).is_major(), std::cmp::Reverse(crowding(map, i))));
    let mut best: Option<((usize, usize), Placer)> = None;
    for _ in 0..PASSES {
        let (placer, missing) = place_locations(map, scale, &order, &first.placed);
        let score = (
            missing.iter().filter(|&&i| map.loc(i).is_major()).count(),
            missing.len(),
        );
        // Zoomed far out the minor places are named only where room is left: no second try
        // for them.
        let done = missing.is_empty() || (far && score.0 == 0);
        if best.as_ref().is_none_or(|(s, _)| score < *s) {
            best = Some((score, placer));
        }
        if done {
            break;
        }
        order.retain(|i| !missing.contains(i));
        order.splice(0..0, missing);
    }
    let Some((_, mut placer)) = best else {
        return Vec::new();
    };
    if !far {
        place_districts(map, scale, &mut placer);
    }
    for area in [Area::Earth, Area::Moon, Area::Beanstalk] {
        if !map.locations.iter().any(|l| l.area == area) {
            continue;
        }
        let b = Block {
            lines: vec![(area_title(area), Role::Area)],
            plate: false,
        };
        placer.try_place(LabelKind::Area(area), &[b], scale, |size| {
            area_centres(map, area, size)
        });
    }
    placer.placed
}
