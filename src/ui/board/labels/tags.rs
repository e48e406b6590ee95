//! The tags beside a place: its name while lit (a move's reach, a "where?" answer), placed
//! clear of each other, of the board's names and of its edge.

use super::*;

/// A name tag for a place the board lights while a panel points at it (a prompt's line, an
/// answer): its name on a plate just under its symbol, over whatever lies there, so a place
/// the layout could not name at this zoom is found too.
pub fn name_tag(map: &Map, id: LocId, scale: f32) -> LabelPlacement {
    name_tag_clear(map, id, scale, &[])
}

/// [`name_tag`] where it meets the fewest of `others` (the board's other names, the
/// districts' names): under its symbol, else above it, right of it or left of it; a lit
/// *Starlight Crusade* no longer lies over *Skyline Towers*.
pub fn name_tag_clear(map: &Map, id: LocId, scale: f32, others: &[Rect]) -> LabelPlacement {
    let b = Block {
        lines: vec![(map.loc(id).name.clone(), Role::Major)],
        plate: true,
    };
    let size = b.size(scale);
    let sym = symbol_box(map, id);
    let p = loc_world(map, id);
    let spots = [
        Vec2::new(p.x, sym.min.y - 2.0 - size.y / 2.0),
        Vec2::new(p.x, sym.max.y + 2.0 + size.y / 2.0),
        Vec2::new(sym.max.x + 2.0 + size.x / 2.0, p.y),
        Vec2::new(sym.min.x - 2.0 - size.x / 2.0, p.y),
    ];
    let map_area = crate::ui::board::geom::board_rect();
    let cost = |c: Vec2| {
        let r = Rect::from_center_size(c, size);
        let meets = others.iter().filter(|o| !o.intersect(r).is_empty()).count();
        let out = !map_area.contains(r.min) || !map_area.contains(r.max);
        meets + if out { 100 } else { 0 }
    };
    let best = spots
        .iter()
        .copied()
        .min_by_key(|&c| cost(c))
        .unwrap_or(spots[0]);
    b.place(LabelKind::Location(id), best, scale)
}

/// A few words set beside a place for a moment (a ruler's cost, a pick's "lead here?"): its
/// texts, longest first (each may hold several lines).
#[derive(Clone, Debug, PartialEq)]
pub struct Tag {
    /// The place it stands beside.
    pub loc: LocId,
    /// The texts it may show, longest first.
    pub texts: Vec<String>,
}

/// A tag with its place: the text it shows and its box (world units).
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedTag {
    /// The place it stands beside.
    pub loc: LocId,
    /// The text shown.
    pub text: String,
    /// Its box, in world units.
    pub rect: Rect,
}

/// The size in pixels of a tag's text set in Inter at `TAG_PX`.
pub const TAG_PX: f32 = 11.0;

pub(super) fn tag_size(text: &str) -> Vec2 {
    let w = text
        .lines()
        .map(|l| text_width(l, Face::Text, TAG_PX))
        .fold(0.0, f32::max);
    Vec2::new(
        w + 2.0,
        text.lines().count().max(1) as f32 * TAG_PX * LINE_HEIGHT,
    )
}

/// Sets the tags beside their places, the first ones first (the most important): above the
/// symbol, else under it, right or left of it; clear of every symbol, of the board's names
/// (`names`) and of each other, inside the board's frame, in the longest text that fits. A tag
/// that finds no room clear of the names may lie over a place's name in its shortest words
/// (never over a district's, kept in `keep`, nor another tag); one that finds none at all is
/// left out (the hover and the ring still say it).
pub fn place_tags(
    map: &Map,
    tags: &[Tag],
    scale: f32,
    names: &[Rect],
    keep: &[Rect],
) -> Vec<PlacedTag> {
    let symbols: Vec<Rect> = map.ids().map(|i| symbol_box(map, i)).collect();
    let board = geom::board_rect();
    let mut placed: Vec<PlacedTag> = Vec::new();
    let margin = 1.5 * scale;
    for tag in tags {
        let p = loc_world(map, tag.loc);
        let r = geom::symbol_radius(map, tag.loc);
        let mut found = None;
        'strict: for strict in [true, false] {
            // Over a place's name, only the shortest words: never a name over another name.
            let texts = if strict {
                &tag.texts[..]
            } else {
                &tag.texts[tag.texts.len().saturating_sub(1)..]
            };
            for text in texts {
                let size = tag_size(text) * scale;
                let centres = [
                    Vec2::new(p.x, p.y + r + 3.0 + size.y / 2.0),
                    Vec2::new(p.x, p.y - r - 4.0 - size.y / 2.0),
                    Vec2::new(p.x + r + 3.0 + size.x / 2.0, p.y),
                    Vec2::new(p.x - r - 3.0 - size.x / 2.0, p.y),
                ];
                for c in centres {
                    let rect = Rect::from_center_size(c, size);
                    let hits_name = strict && names.iter().any(|n| overlaps(*n, rect, margin));
                    // Inside the board's frame, clear of every symbol, district name and tag.
                    let blocked = !board.contains(rect.min)
                        || !board.contains(rect.max)
                        || symbols.iter().any(|s| overlaps(*s, rect, 0.0))
                        || keep.iter().any(|k| overlaps(*k, rect, margin))
                        || placed.iter().any(|t| overlaps(t.rect, rect, margin));
                    if !hits_name && !blocked {
                        found = Some(PlacedTag {
                            loc: tag.loc,
                            text: text.clone(),
                            rect,
                        });
                        break 'strict;
                    }
                }
            }
        }
        placed.extend(found);
    }
    placed
}
