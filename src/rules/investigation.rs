//! The investigation's pure rules: following up leads (R-LEAD-*), where leads and Lily
//! Lockwell and Jimmy the Snitch may go (R-LEAD-2, R-MOVE-8, R-MOVE-9), uncovering the
//! conspiracy (R-PUZ-1…3). The answers to the decisions they ask for are in
//! [`answers`](super::answers).

use super::Snapshot;
use super::puzzle::dig_target;
use crate::content::{Content, LeadKind, LocId, Map};
use crate::ids::*;
use crate::model::{Action, Ask, Decision, Informant, LeadOwner, Msg};

/// The seat on the right of `seat`: the one before it in turn order (clockwise play).
pub fn right_of(seat: SeatId, seats: usize) -> SeatId {
    seat.offset(seats - 1, seats)
}

/// Where an informant may be sent from where it stands: a location of the same type in
/// another district, not where the other informant stands (R-MOVE-8, R-MOVE-9). A lead may
/// be there.
pub fn informant_destinations(map: &Map, s: &Snapshot, who: Informant) -> Vec<LocId> {
    let here = map.loc(s.informant(who));
    let other = s.informant(who.other());
    map.ids()
        .filter(|&l| {
            let loc = map.loc(l);
            l != other && loc.kind == here.kind && loc.district != here.district
        })
        .collect()
}

/// A lead as a message: "Eve's testimony lead", "Floyd's physical lead".
pub fn lead_msg(kind: LeadKind, owner: LeadOwner) -> Msg {
    let m = Msg::new(match kind {
        LeadKind::Testimony => "lead-testimony",
        LeadKind::Physical => "lead-physical",
        LeadKind::Document => "lead-document",
    });
    match owner {
        LeadOwner::Suspect(i) => m.sus("whose", i),
        LeadOwner::Detective(d) => m.det("whose", d),
    }
}

/// R-LEAD-1, R-LEAD-5: whether the lead may be followed up by `seat` now (Time aside).
pub fn check_follow_up(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    kind: LeadKind,
    owner: LeadOwner,
) -> Result<(), Msg> {
    let _ = content;
    let me = &s.seats[seat];
    let Some(&(_, _, at)) = s.leads.iter().find(|l| l.0 == kind && l.1 == owner) else {
        return Err(Msg::new("refuse-lead-gone"));
    };
    if at != me.at {
        return Err(Msg::new("refuse-lead-elsewhere")
            .msg("lead", lead_msg(kind, owner))
            .label("place", at));
    }
    if let LeadOwner::Suspect(i) = owner
        && s.suspect(i).is_some_and(|v| v.held)
    {
        return Err(Msg::new("refuse-lead-held").sus("suspect", i));
    }
    Ok(())
}

/// The end of `detective`'s twilight track: its sheet's odd number of spaces (D-2) runs from
/// −end (light) through the centre to +end (dark); 9 spaces make ends at ±4.
pub fn twilight_end(content: &Content, detective: DetectiveId) -> i8 {
    let spaces = content.detectives[detective]
        .def
        .twilight_track
        .clamp(3, 15) as i8;
    (spaces - 1) / 2
}

/// R-PUZ-1…3: whether `seat` may uncover the conspiracy, digging deeper or not.
pub fn check_uncover(s: &Snapshot, seat: SeatId, dig: bool) -> Result<(), Msg> {
    let Some(at) = s.puzzle.heroes.get(seat.index()).copied().flatten() else {
        return Err(Msg::new("refuse-puzzle-empty"));
    };
    if dig {
        dig_target(s.puzzle.counts(), at)
            .map(|_| ())
            .ok_or_else(|| Msg::new("refuse-no-deeper-pile"))
    } else if s.puzzle.counts()[at] == 0 {
        Err(Msg::new("refuse-hero-pile-empty"))
    } else {
        Ok(())
    }
}

/// Where a followed-up lead may go now (R-LEAD-2), for the seat choosing it.
pub fn pending_lead_destinations(content: &Content, s: &Snapshot, d: &Decision) -> Vec<LocId> {
    match *d {
        Decision {
            seat: chooser,
            ask: Ask::PlaceLead { from, .. },
            ..
        } => super::lead_destinations(&content.map, from, &s.lead_locations(), s.seats[chooser].at),
        _ => Vec::new(),
    }
}

/// A lead `seat` could follow up in this turn: where it stands, or one move away.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LeadInReach {
    /// The lead.
    pub kind: LeadKind,
    /// Whose lead.
    pub owner: LeadOwner,
    /// Where it lies.
    pub at: LocId,
    /// The move there first (`None`: the seat stands on it), with its whole cost.
    pub by: Option<super::MoveOption>,
    /// The Time the follow-up takes after the move.
    pub follow: u8,
}

impl LeadInReach {
    /// All the Time it takes: the move, its arrival and the follow-up.
    pub fn time(&self) -> u8 {
        self.by.map_or(0, |o| o.total()) + self.follow
    }
}

/// Every lead the active `seat` may follow up in this turn with the Time it has: those where
/// it stands (R-LEAD-1) and those one legal move away (R-MOVE-1…5, R-MOVE-8) whose follow-up
/// the Time left after the move still pays. The board marks these at the start of a turn;
/// none while a decision waits.
pub fn leads_in_reach(content: &Content, s: &Snapshot, seat: SeatId) -> Vec<LeadInReach> {
    let mut out = Vec::new();
    if seat.index() >= s.seats.len() || s.pending.is_some() || !s.daytime || s.active() != seat {
        return out;
    }
    let moves = super::moves_of(content, s, seat, false);
    for &(kind, owner, at) in &s.leads {
        let follow = Action::FollowUp { kind, owner };
        if at == s.seats[seat].at {
            if let Ok(cost) = super::check(content, s, seat, &follow) {
                out.push(LeadInReach {
                    kind,
                    owner,
                    at,
                    by: None,
                    follow: cost,
                });
            }
            continue;
        }
        let Some(o) = moves.iter().find(|o| o.to == at) else {
            continue;
        };
        if super::check(content, s, seat, &Action::Move { to: at }).is_err()
            || o.total() > s.clock.time
        {
            continue;
        }
        // The table as the move leaves it, for the follow-up's own check.
        let mut after = s.clone();
        after.seats[seat].at = at;
        after.clock.time -= o.total();
        if let Ok(cost) = super::check(content, &after, seat, &follow) {
            out.push(LeadInReach {
                kind,
                owner,
                at,
                by: Some(*o),
                follow: cost,
            });
        }
    }
    out
}
