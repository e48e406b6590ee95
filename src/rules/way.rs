//! The way to a place several moves off (R-MOVE-1…5, R-MOVE-8): the moves of the least Time
//! there, as the seat's ruler and the rules in force reach, for the board's hover and for a
//! click that goes there a move at a time.

use super::{Snapshot, move_cost, movement, moves_of, murder, ruler_of};
use crate::content::{Content, LocId};
use crate::ids::SeatId;
use crate::model::Informant;

/// The way toward `to` for `seat` when its ruler does not reach it now (round 49 of issue 31:
/// a detective on the Moon "crawled" a day toward Starport Kaguya, one lit place at a time,
/// with nothing showing which): the lit place to move to first (one of [`moves_of`]'s that the
/// Time left pays) on the way of the least Time (each move the Time its place takes to enter
/// with the rules in force, by ruler and Beanstalk steps as this seat's ruler reaches, through
/// places the murder lets it enter), that way's Time and its moves. `None` when `to` is lit
/// already, closed to the seat, or no lit place leads there.
pub fn way_toward(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    to: LocId,
) -> Option<(LocId, u32, usize)> {
    let route = route_toward(content, s, seat, to)?;
    Some((route.places[0], route.time, route.places.len()))
}

/// A way of several moves ([`route_toward`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The places the moves end on, in order: the first is one the ruler lights now, the last
    /// is the destination.
    pub places: Vec<LocId>,
    /// The Time of the whole way, at the rules' move costs as they stand now.
    pub time: u32,
}

/// The whole way of [`way_toward`]: every place it passes, in order (round 52 of issue 31 went
/// three moves across the map a drag at a time, and asked for one gesture that goes there).
pub fn route_toward(content: &Content, s: &Snapshot, seat: SeatId, to: LocId) -> Option<Route> {
    let map = &content.map;
    let me = s.seats.get(seat.index())?;
    let n = map.locations.len();
    // A place the murder keeps closed (or asks an invitation of) has no way there: its hover
    // says why.
    if to.index() >= n || to == me.at || murder::check_entry(content, s, seat, to).is_err() {
        return None;
    }
    let ruler = ruler_of(content, me);
    let lily = s.informant(Informant::Lily);
    // No way passes through a place the seat may not end a move on now.
    let open: Vec<bool> = map
        .ids()
        .map(|l| murder::check_entry(content, s, seat, l).is_ok())
        .collect();
    // From every place to `to`, the least Time and its moves (a ruler move reaches the same
    // both ways; a move costs what entering its place costs), and the next place on that way.
    let mut best = vec![(u32::MAX, 0usize); n];
    let mut next = vec![None; n];
    let mut done = vec![false; n];
    best[to.index()] = (0, 0);
    while let Some(x) = (0..n)
        .filter(|&i| !done[i] && best[i].0 != u32::MAX)
        .min_by_key(|&i| best[i])
    {
        done[x] = true;
        let here = LocId::from_index(x);
        // The Time its place takes to enter, with the rules in force on the seat, and Lily's
        // extra Time there (R-MOVE-8: the first step's is its option's `then`).
        let step = u32::from(move_cost(content, me, here)) + u32::from(here == lily);
        for m in map.ids() {
            let i = m.index();
            if done[i] || !open[i] || movement::reaches(map, m, here, ruler).is_none() {
                continue;
            }
            let via = (best[x].0 + step, best[x].1 + 1);
            if via < best[i] {
                best[i] = via;
                next[i] = Some(here);
            }
        }
    }
    let first = moves_of(content, s, seat, false)
        .into_iter()
        .filter(|o| o.cost <= s.clock.time && best[o.to.index()].0 != u32::MAX)
        .min_by_key(|o| {
            let (t, m) = best[o.to.index()];
            (t + u32::from(o.cost + o.then), m)
        })?;
    if first.to == to {
        return None;
    }
    let mut places = vec![first.to];
    while let Some(p) = next[places[places.len() - 1].index()] {
        places.push(p);
    }
    let time = best[first.to.index()].0 + u32::from(first.cost + first.then);
    Some(Route { places, time })
}
