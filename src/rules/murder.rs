//! The murder's own special rule (R-MURDER-1…6, D-14): each murder sheet of this game carries
//! one, and here is what it allows and refuses. Every refusal names the rule, the murder and
//! the rule's ID, so a player reads why.

use super::{Cost, Snapshot};
use crate::content::{Content, LeadKind, LocId, MurderRule, MurderRuleDef};
use crate::ids::*;
use crate::model::{Action, Arg, Ask, Choice, Decision, LeadOwner, Msg, terms};

/// The rule in force in this game, resolved, with its words.
pub fn rule_of<'a>(
    content: &'a Content,
    s: &Snapshot,
) -> Option<(&'a MurderRuleDef, MurderRule<LocId, SuspectId>)> {
    let sc = content.scenarios.get(s.murder)?;
    Some((sc.def.rule.as_ref()?, sc.rule?))
}

/// "Invitation Only, the special rule of Evil at the Estates (R-MURDER-2)".
pub fn named(s: &Snapshot, def: &MurderRuleDef) -> Msg {
    Msg::new("murder-rule-named")
        .with("rule", Arg::MurderRule(s.murder as u16))
        .with("murder", Arg::Scenario(s.murder as u16))
        .text("id", def.id.clone())
}

/// Whether day `day` of week `week` has come.
fn reached(s: &Snapshot, week: u8, day: u8) -> bool {
    (s.clock.week, s.clock.day) >= (week, day)
}

/// Whether the rule still binds anybody now (a rule with a date stops binding on it): what the
/// panels show as in force.
pub fn in_force(content: &Content, s: &Snapshot) -> bool {
    match rule_of(content, s) {
        None => false,
        Some((_, r)) => match r {
            MurderRule::NoAlibiBefore { week, .. } => s.clock.week < week,
            MurderRule::ClosedUntil { week, day, .. }
            | MurderRule::SilentUntil { week, day, .. } => !reached(s, week, day),
            MurderRule::FaceUp(_) | MurderRule::Invitation { .. } | MurderRule::JumpCost(_) => true,
        },
    }
}

/// Whether `seat` may end a move on `to` (a closed place, or one that asks an invitation). A
/// detective already standing there is not entering it.
pub fn check_entry(content: &Content, s: &Snapshot, seat: SeatId, to: LocId) -> Result<(), Msg> {
    let Some((def, rule)) = rule_of(content, s) else {
        return Ok(());
    };
    let Some(me) = s.seats.get(seat.index()) else {
        return Ok(());
    };
    if me.at == to {
        return Ok(());
    }
    match rule {
        MurderRule::ClosedUntil { at, week, day } if at == to && !reached(s, week, day) => {
            Err(Msg::new("refuse-murder-closed")
                .loc("place", at)
                .num("day", day)
                .num("week", week)
                .msg("rule", named(s, def)))
        }
        MurderRule::Invitation { at, favor } if at == to => {
            let npc = content.detectives[me.detective]
                .def
                .npcs
                .iter()
                .zip(me.holdings.npc_favors)
                .any(|(n, count)| count > 0 && n.favors.contains(&favor));
            if me.holdings.favors[favor.index()] > 0 || npc || me.warrants.contains(&at) {
                Ok(())
            } else {
                Err(Msg::new("refuse-murder-invitation")
                    .loc("place", at)
                    .msg("favor", terms::favor(favor))
                    .msg("rule", named(s, def)))
            }
        }
        _ => Ok(()),
    }
}

/// What getting a jump on the case costs (R-ROUND-3: 1 Time, unless the murder's rule says more).
pub fn jump_cost(content: &Content, s: &Snapshot) -> (Cost, Option<Msg>) {
    match rule_of(content, s) {
        Some((def, MurderRule::JumpCost(t))) => (t, Some(named(s, def))),
        _ => (1, None),
    }
}

/// Whether the lead of `kind` and `owner` may be followed up now (a suspect kept silent).
pub fn check_follow_up(
    content: &Content,
    s: &Snapshot,
    kind: LeadKind,
    owner: LeadOwner,
) -> Result<(), Msg> {
    match (rule_of(content, s), owner) {
        (Some((def, MurderRule::SilentUntil { suspect, week, day })), LeadOwner::Suspect(who))
            if kind == LeadKind::Testimony && who == suspect && !reached(s, week, day) =>
        {
            Err(Msg::new("refuse-murder-silent")
                .sus("suspect", suspect)
                .num("day", day)
                .num("week", week)
                .msg("rule", named(s, def)))
        }
        _ => Ok(()),
    }
}

/// Whether the rule allows `action` as the answer to `decision`: evidence that must go face up,
/// a suspect no alibi may clear yet.
pub fn check_answer(
    content: &Content,
    s: &Snapshot,
    decision: &Decision,
    action: &Action,
) -> Result<(), Msg> {
    let Some((def, rule)) = rule_of(content, s) else {
        return Ok(());
    };
    match (rule, decision.ask, *action) {
        (
            MurderRule::FaceUp(file),
            Ask::PlaceEvidence { kind },
            Action::PlaceEvidence { face_up: false, .. },
        ) if kind == file => Err(Msg::new("refuse-murder-face-up")
            .msg("kind", terms::lead_kind(kind))
            .msg("rule", named(s, def))),
        (
            MurderRule::NoAlibiBefore { suspect, week },
            Ask::Choice {
                choice: Choice::Alibi,
                ..
            },
            Action::ChooseSuspect { suspect: who },
        ) if who == suspect && s.clock.week < week => Err(Msg::new("refuse-murder-no-alibi")
            .sus("suspect", suspect)
            .num("week", week)
            .msg("rule", named(s, def))),
        _ => Ok(()),
    }
}

/// Evidence drawn from a lead of `kind` must go face up now, and why (the evidence window
/// shows it instead of the choice).
pub fn must_face_up(content: &Content, s: &Snapshot, kind: LeadKind) -> Option<String> {
    match rule_of(content, s)? {
        (def, MurderRule::FaceUp(file)) if file == kind => {
            Some(format!("{}: {}", def.name, def.text))
        }
        _ => None,
    }
}
