//! Movement with the vehicle ruler (R-MOVE-1…5): pure functions over the map.

use crate::content::{Area, LocId, Map};
use crate::model::Msg;
use serde::{Deserialize, Serialize};

/// How a move gets there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveVia {
    /// Within the vehicle ruler (R-MOVE-1).
    Ruler,
    /// One step along the Beanstalk (R-MOVE-3).
    Beanstalk,
    /// Spending a dropship pass (R-MOVE-5).
    Dropship,
}

/// A location a detective can move to, and what it costs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveOption {
    /// Where to.
    pub to: LocId,
    /// The move's own Time (what the move needs to be legal).
    pub cost: u8,
    /// How: by vehicle, by Beanstalk or by dropship.
    pub via: MoveVia,
    /// Straight-line distance in map millimetres.
    pub distance: f32,
    /// Time the arrival takes on top of the move: meeting Lily Lockwell there costs 1 more
    /// while any Time is left after the move (R-MOVE-8). Set by
    /// [`crate::rules::moves_of`], which knows where she stands; 0 from the map alone.
    pub then: u8,
}

impl MoveOption {
    /// Everything the move will cost: the move and its arrival.
    pub fn total(&self) -> u8 {
        self.cost + self.then
    }
}

/// Time to enter `to`: 1, or 3 for a restricted location without the mover's warrant (R-MAP-5,
/// R-MOVE-4).
pub fn entry_cost(map: &Map, to: LocId, own_warrants: &[LocId]) -> u8 {
    if map.loc(to).restricted && !own_warrants.contains(&to) {
        3
    } else {
        1
    }
}

/// The area a ruler move from `loc` stays in: a city, or the city at a Beanstalk end; none
/// between the Beanstalk's ends.
pub fn ruler_area(map: &Map, loc: LocId) -> Option<Area> {
    let l = map.loc(loc);
    match (l.area, l.beanstalk_index) {
        (Area::Beanstalk, Some(0)) => Some(Area::Earth),
        (Area::Beanstalk, Some(i)) if i as usize + 1 == map.beanstalk.len() => Some(Area::Moon),
        (Area::Beanstalk, _) => None,
        (area, _) => Some(area),
    }
}

/// [`reach`] without the reason: how a ruler of `ruler_mm` (or one Beanstalk step) takes a
/// detective from `from` to `to`, if it does. No words are made, so listing every move is
/// cheap.
pub fn reaches(map: &Map, from: LocId, to: LocId, ruler_mm: f32) -> Option<MoveVia> {
    let (a, b) = (map.loc(from), map.loc(to));
    if from == to {
        return None;
    }
    if let (Some(i), Some(j)) = (a.beanstalk_index, b.beanstalk_index) {
        return (i.abs_diff(j) == 1).then_some(MoveVia::Beanstalk);
    }
    let from_area = ruler_area(map, from)?;
    let to_area = ruler_area(map, to)?;
    (from_area == to_area && a.pos.distance(b.pos) <= ruler_mm).then_some(MoveVia::Ruler)
}

/// Whether a ruler of `ruler_mm` (or one Beanstalk step) takes a detective from `from` to `to`,
/// and how; otherwise the reason in words.
pub fn reach(map: &Map, from: LocId, to: LocId, ruler_mm: f32) -> Result<MoveVia, Msg> {
    if let Some(via) = reaches(map, from, to, ruler_mm) {
        return Ok(via);
    }
    let (a, b) = (map.loc(from), map.loc(to));
    if from == to {
        return Err(Msg::new("refuse-already-at").loc("place", to));
    }
    if let (Some(i), Some(j)) = (a.beanstalk_index, b.beanstalk_index) {
        return if i.abs_diff(j) == 1 {
            Ok(MoveVia::Beanstalk)
        } else {
            Err(Msg::new("refuse-beanstalk-step")
                .loc("to", to)
                .loc("from", from))
        };
    }
    let Some(from_area) = ruler_area(map, from) else {
        return Err(Msg::new("refuse-beanstalk-leave").loc("from", from));
    };
    let Some(to_area) = ruler_area(map, to) else {
        return Err(Msg::new("refuse-beanstalk-enter").loc("to", to));
    };
    if from_area != to_area {
        return Err(Msg::new("refuse-other-area")
            .loc("to", to)
            .msg("there", area_msg(to_area))
            .msg("here", area_msg(from_area)));
    }
    let d = a.pos.distance(b.pos);
    if d <= ruler_mm {
        Ok(MoveVia::Ruler)
    } else {
        Err(Msg::new("refuse-out-of-reach")
            .loc("to", to)
            .num("mm", d.round() as i64)
            .num("ruler", ruler_mm.round() as i64))
    }
}

/// An area's name with its article, as a message ("Earth", "the Moon").
fn area_msg(a: Area) -> Msg {
    Msg::new(match a {
        Area::Earth => "area-earth",
        Area::Moon => "area-moon",
        Area::Beanstalk => "area-beanstalk",
    })
}

/// Every location within one move of `from`, with its cost (R-MOVE-1…4). Costs are not checked
/// against the Time left; callers do that.
pub fn move_options(
    map: &Map,
    from: LocId,
    ruler_mm: f32,
    own_warrants: &[LocId],
) -> Vec<MoveOption> {
    let here = map.loc(from).pos;
    map.ids()
        .filter_map(|to| {
            let via = reaches(map, from, to, ruler_mm)?;
            Some(MoveOption {
                to,
                cost: entry_cost(map, to, own_warrants),
                via,
                distance: here.distance(map.loc(to).pos),
                then: 0,
            })
        })
        .collect()
}

/// Every location a dropship pass takes a detective to: anywhere else, Beanstalk included (R-MOVE-5).
pub fn dropship_options(map: &Map, from: LocId, own_warrants: &[LocId]) -> Vec<MoveOption> {
    let here = map.loc(from).pos;
    map.ids()
        .filter(|&to| to != from)
        .map(|to| MoveOption {
            to,
            cost: entry_cost(map, to, own_warrants),
            via: MoveVia::Dropship,
            distance: here.distance(map.loc(to).pos),
            then: 0,
        })
        .collect()
}

/// Where a followed-up lead may move (R-LEAD-2): another location of the same type, free of
/// any lead, outside the district of the choosing seat's detective — and when no such place
/// exists, the district limit is dropped. The Beanstalk counts as a district.
pub fn lead_destinations(
    map: &Map,
    from: LocId,
    leads_at: &[LocId],
    chooser_at: LocId,
) -> Vec<LocId> {
    let kind = map.loc(from).kind;
    let free: Vec<LocId> = map
        .ids()
        .filter(|&l| l != from && map.loc(l).kind == kind && !leads_at.contains(&l))
        .collect();
    let district = map.loc(chooser_at).district;
    let away: Vec<LocId> = free
        .iter()
        .copied()
        .filter(|&l| map.loc(l).district != district)
        .collect();
    if away.is_empty() { free } else { away }
}
