//! How a bot values things: effects and cards, baggage, event abilities and what they cost,
//! how far ahead a seat looks, reveals, leads moved, puzzle placements, the suspects' totals
//! as far as it knows them (evidence utility) and travel distances.

use super::*;
use crate::content::{Area, Map};

/// What an effect is worth to the detective it falls on, roughly in Time (a good baggage
/// is worth more than a Time: plot endings are VP).
pub(super) fn effect_value(
    content: &Content,
    e: &crate::content::Effect,
    me: &crate::rules::SeatState,
) -> f32 {
    use crate::content::{Effect, Rule};
    let all = |list: &[Effect]| {
        list.iter()
            .map(|e| effect_value(content, e, me))
            .sum::<f32>()
    };
    match e {
        Effect::Time(n) => *n as f32,
        Effect::DrawLight(n) => 0.5 * *n as f32,
        Effect::DiscardRandom(n) => -0.6 * *n as f32,
        Effect::Favor(_) | Effect::AnyFavor => 1.0,
        Effect::LoseFavor(n) => -(*n as f32),
        Effect::Baggage { good, count } => *count as f32 * baggage_worth(me, *good),
        Effect::Conditional { kind, count } => {
            let stage = me.plot.map(|(p, st)| {
                let def = &content.plots[p as usize].def;
                match st {
                    crate::game::Stage::Start => &def.start,
                    crate::game::Stage::Crossroads { good: true } => &def.crossroads.good,
                    crate::game::Stage::Crossroads { good: false } => &def.crossroads.bad,
                }
            });
            let sign = match stage {
                Some(s) if s.good.contains(kind) => baggage_worth(me, true),
                Some(s) if s.bad.contains(kind) => baggage_worth(me, false),
                _ => 0.0,
            };
            sign * *count as f32
        }
        Effect::Trauma(n) => -1.5 * *n as f32,
        Effect::Shift(n) => {
            // Toward the light leaves room to pay for light cards.
            if *n < 0 && me.twilight > -3 {
                0.5
            } else if *n > 0 {
                -0.5
            } else {
                0.0
            }
        }
        Effect::Hit | Effect::Alibi | Effect::Reveal | Effect::Peek => 1.0,
        Effect::MoveLead(_) => 0.5,
        Effect::Relocate(_) => -1.0,
        Effect::DropshipPass => 1.0,
        Effect::WarrantHere => 0.3,
        Effect::Sanity(n) => 0.6 * *n as f32,
        Effect::Money(n) => *n as f32 / 1000.0,
        Effect::Mood(good) => match me.specials.mood {
            Some(was) if was != *good => 0.4 * if *good { 1.0 } else { -1.0 },
            _ => 0.0,
        },
        // 3 VP each, more with links.
        Effect::Haas | Effect::Jinteki => 4.0,
        Effect::HealTrauma if me.holdings.trauma > 0 => 1.5,
        Effect::HealTrauma => -1.0,
        Effect::GiveBaggage => 1.2,
        Effect::MoveLily | Effect::MoveJimmy => 0.1,
        Effect::Until { rule, .. } => match rule {
            Rule::Ruler(n) => *n as f32 / 60.0,
            Rule::MoveCost(n) => -1.5 * *n as f32,
            Rule::HandLimit(n) => 0.2 * *n as f32,
            Rule::NoDraws => -0.5,
            Rule::NoFollowUps => -1.5,
            Rule::TimePerTurn(n) => *n as f32,
        },
        Effect::If { then, .. } => 0.5 * all(then),
        // The target picks the better side.
        Effect::Fight { light, dark } => all(light).max(all(dark)),
    }
}

/// What one baggage on the plot is worth: most while the plot would resolve badly (a tie or
/// worse resolves negatively, R-PLOT-3); nothing once there is no plot card in play.
pub(super) fn baggage_worth(me: &crate::rules::SeatState, good: bool) -> f32 {
    if me.plot.is_none() {
        return 0.0;
    }
    let (g, b) = (me.holdings.good_baggage, me.holdings.bad_baggage);
    let close = g <= b + 1;
    match (good, close) {
        (true, true) => 2.5,
        (true, false) => 1.0,
        (false, true) => -2.5,
        (false, false) => -1.0,
    }
}

/// What a card's effects are worth to its detective.
pub(super) fn card_value(content: &Content, card: CardId, me: &crate::rules::SeatState) -> f32 {
    content.cards[card]
        .def
        .effects
        .iter()
        .map(|e| effect_value(content, e, me))
        .sum()
}

/// What an event's temporary ability is worth to `seat`, before its costs: its effects, and
/// what it does to the NPC's detective — good when that is us, bad news for a rival is a
/// little good for us.
pub(super) fn event_action_gain(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    event: EventId,
    option: u8,
) -> f32 {
    let me = &snap.seats[seat];
    let Some(a) = content.events[event].def.actions.get(option as usize) else {
        return f32::MIN;
    };
    let mut gain: f32 = a
        .ability
        .effects
        .iter()
        .map(|e| effect_value(content, e, me))
        .sum();
    if let Some(owner) = crate::rules::abilities::event_owner(content, snap, event) {
        let them = &snap.seats[owner];
        let theirs: f32 = a
            .owner
            .iter()
            .map(|e| effect_value(content, e, them))
            .sum::<f32>()
            + 1.5 * a.npc_favors as f32
            - 2.0 * a.eliminate as u8 as f32;
        gain += if owner == seat { theirs } else { -0.3 * theirs };
    }
    gain
}

/// A favor spent is worth about a Time; Money less, it does nothing else.
pub(super) fn pay_cost(pay: &[Option<Pay>; 2]) -> f32 {
    pay.iter()
        .flatten()
        .map(|p| if *p == Pay::Money { 0.6 } else { 1.0 })
        .sum()
}

/// How far ahead a seat looks from what everyone can see: conspiracy, Haas and Jinteki
/// tokens, plot baggage and endings.
pub(super) fn visible_lead(content: &Content, snap: &Snapshot, seat: SeatId) -> f32 {
    let h = &snap.seats[seat].holdings;
    let _ = content;
    4.0 * h.conspiracy as f32 + 3.0 * (h.haas + h.jinteki) as f32 + h.good_baggage as f32
        - h.bad_baggage as f32
        - h.trauma as f32
}

/// Reveal what we do not know yet, on the suspects our hunches name.
pub(super) fn reveal_value(snap: &Snapshot, a: &Action) -> f32 {
    let Action::RevealEvidence { token } = *a else {
        return f32::MIN;
    };
    let Some(t) = snap.evidence.iter().find(|t| t.id == token) else {
        return f32::MIN;
    };
    let mine = snap
        .hunches
        .is_some_and(|(g, i)| t.suspect == g || t.suspect == i);
    (t.value.is_none() as u8 as f32) * 2.0 + mine as u8 as f32
}

/// Move a lead away from rivals and toward ourselves.
pub(super) fn move_lead_value(map: &Map, snap: &Snapshot, seat: SeatId, a: &Action) -> f32 {
    let Action::MoveLeadBonus { kind, owner, to } = *a else {
        return 0.0;
    };
    let me = &snap.seats[seat];
    let from = snap.lead_at(kind, owner).unwrap_or(to);
    let rivals = |l: LocId| {
        snap.seats
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != seat.index())
            .map(|(_, s)| travel(map, s.at, l))
            .fold(f32::MAX, f32::min)
    };
    (rivals(to) - rivals(from)) - 0.5 * (travel(map, me.at, to) - travel(map, me.at, from))
}

/// Links the puzzle has now to the group whose value is `value`.
pub(super) fn favor_links(
    content: &Content,
    snap: &Snapshot,
    value: crate::content::LinkValue,
) -> u8 {
    let links = crate::rules::puzzle::links(
        &snap.puzzle.grid,
        &content.puzzle.groups,
        &content.puzzle.pieces,
    );
    content
        .puzzle
        .groups
        .iter()
        .zip(links)
        .filter(|(g, _)| g.value == value)
        .map(|(_, n)| n)
        .sum()
}

/// What placing the drawn piece on `cell` is worth to `seat`: conspiracy tokens for completed
/// lines, and new links weighted by the tokens the seat holds of the linked kind.
pub(super) fn placement_value(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    cell: (u8, u8),
    turns: u8,
) -> f32 {
    use crate::content::LinkValue;
    use crate::rules::puzzle::{self, Placed};
    let Some(i) = snap.piece else {
        return 0.0;
    };
    let piece = &content.puzzle.pieces[i as usize];
    let groups = &content.puzzle.groups;
    let before = puzzle::links(&snap.puzzle.grid, groups, &content.puzzle.pieces);
    let mut grid = snap.puzzle.grid;
    grid.set(
        cell,
        Placed {
            piece: i,
            lines: puzzle::turned(piece.lines, turns),
        },
    );
    let after = puzzle::links(&grid, groups, &content.puzzle.pieces);
    let me = &snap.seats[seat];
    let h = &me.holdings;
    let favors = crate::game::conspiracy::favor_counts(content, me.detective, h);
    let mut v = 12.0 * puzzle::completed_lines(&grid, cell) as f32;
    for (g, (b, a)) in groups.iter().zip(before.iter().zip(&after)) {
        let held = match g.value {
            LinkValue::Favors(f) => favors[f.index()],
            LinkValue::HaasTokens => h.haas,
            LinkValue::JintekiTokens => h.jinteki,
        };
        v += (*a as f32 - *b as f32) * (0.5 + held as f32);
    }
    // Open line ends at the edge of the puzzle keep it growing.
    v + piece.lines.iter().filter(|l| **l).count() as f32 * 0.1
}

/// Each suspect's total as far as this seat knows it: (suspect, alive, total).
pub(super) fn believed_totals(content: &Content, snap: &Snapshot) -> Vec<(SuspectId, bool, f32)> {
    believed_totals_with(content, snap, None)
}

/// How good the suspects' totals look for this seat's hunches, as far as it knows them, with
/// `add` (suspect, file, token) placed too.
pub fn evidence_utility(
    content: &Content,
    snap: &Snapshot,
    add: Option<(SuspectId, LeadKind, Evidence)>,
) -> f32 {
    let Some((guilty, innocent)) = snap.hunches else {
        return 0.0;
    };
    let totals = believed_totals_with(content, snap, add);
    let total = |i: SuspectId| totals.iter().find(|t| t.0 == i).map(|t| t.2).unwrap_or(0.0);
    let alive = |i: SuspectId| totals.iter().any(|t| t.0 == i && t.1);
    let best_other = |i: SuspectId| {
        totals
            .iter()
            .filter(|t| t.0 != i && t.1)
            .map(|t| t.2)
            .fold(f32::MIN, f32::max)
    };
    let sig = |x: f32| 1.0 / (1.0 + (-x / 3.0).exp());
    let mut u = 0.0;
    if alive(guilty) {
        u += 15.0 * sig(total(guilty) - best_other(guilty));
    }
    if alive(innocent) {
        u += 5.0 * (1.0 - sig(total(innocent) - best_other(innocent)));
    }
    u
}

/// A rough travel distance in map millimetres, going round by the Beanstalk between Earth
/// and the Moon.
pub(super) fn travel(map: &Map, from: LocId, to: LocId) -> f32 {
    let (a, b) = (map.loc(from), map.loc(to));
    let root = map.beanstalk[0];
    let kaguya = *map.beanstalk.last().expect("validated map has a Beanstalk");
    let stalk_len = 80.0 * (map.beanstalk.len() as f32 - 1.0);
    let side = |l: &crate::content::Location| match (l.area, l.beanstalk_index) {
        (Area::Beanstalk, Some(i)) => (Area::Beanstalk, i as f32),
        (area, _) => (area, 0.0),
    };
    let (sa, sb) = (side(a), side(b));
    let d = |x: LocId, y: LocId| map.loc(x).pos.distance(map.loc(y).pos);
    match (sa.0, sb.0) {
        (x, y) if x == y && x != Area::Beanstalk => a.pos.distance(b.pos),
        (Area::Beanstalk, Area::Beanstalk) => (sa.1 - sb.1).abs() * 80.0,
        (Area::Earth, Area::Moon) => d(from, root) + stalk_len + d(kaguya, to),
        (Area::Moon, Area::Earth) => d(from, kaguya) + stalk_len + d(root, to),
        (Area::Beanstalk, Area::Earth) => sa.1 * 80.0 + d(root, to),
        (Area::Beanstalk, _) => (map.beanstalk.len() as f32 - 1.0 - sa.1) * 80.0 + d(kaguya, to),
        (Area::Earth, _) => d(from, root) + sb.1 * 80.0,
        (_, _) => d(from, kaguya) + (map.beanstalk.len() as f32 - 1.0 - sb.1) * 80.0,
    }
}

/// Believed totals, with `add` (suspect, file, token) placed too.
fn believed_totals_with(
    content: &Content,
    snap: &Snapshot,
    add: Option<(SuspectId, LeadKind, Evidence)>,
) -> Vec<(SuspectId, bool, f32)> {
    use crate::rules::scoring::{SuspectAtClose, suspect_total};
    snap.suspects
        .iter()
        .map(|v| {
            let def = &content.suspects[v.index];
            let mut files: [Vec<Evidence>; 3] = Default::default();
            let slot = |k: LeadKind| LeadKind::ALL.iter().position(|x| *x == k).unwrap_or(0);
            for t in snap.evidence.iter().filter(|t| t.suspect == v.index) {
                if let Some(e) = t.value {
                    files[slot(t.file)].push(e);
                }
            }
            if let Some((s, k, e)) = add
                && s == v.index
            {
                files[slot(k)].push(e);
            }
            let s = SuspectAtClose {
                name: String::new(),
                alive: v.alive,
                files,
                strong: Some(def.strong),
                weak: Some(def.weak),
                alibis: v.alibis,
            };
            (v.index, v.alive, suspect_total(&s).total as f32)
        })
        .collect()
}

/// Whether `seat`'s hand is full or one card short of its limit (R-TWI-1, D-22): a card
/// discarded then costs little, as a full hand draws no more.
pub fn hand_nearly_full(content: &Content, snap: &Snapshot, seat: SeatId) -> bool {
    crate::rules::twilight::hand_limit(content, snap, seat) as i64 - snap.hand.len() as i64 <= 1
}

/// The light card worth playing now, if any: what its effects give, less its cost (twilight
/// spent and cards discarded to pay it).
pub(super) fn best_light_card(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
) -> Option<Action> {
    let me = &snap.seats[seat];
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::PlayLight { play } => {
                let cost = content.cards[play.card].def.cost as f32;
                let paid = cost + play.adjust as f32 - play.discards().len() as f32;
                let discard = if hand_nearly_full(content, snap, seat) {
                    0.2
                } else {
                    0.7
                };
                let v = card_value(content, play.card, me)
                    - 1.0
                    - 0.3 * paid.max(0.0)
                    - discard * play.discards().len() as f32
                    - pay_cost(&play.pay);
                Some((v, *a))
            }
            _ => None,
        })
        .filter(|(v, _)| *v > 0.1)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a)
}

/// The location or event ability worth using now, if any: its effects less its Time and
/// favors (R-LOC-1, R-EVENT-4); or, for Raymond, asking for a Memory card back.
pub(super) fn best_ability(
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    legal: &[Action],
) -> Option<Action> {
    let me = &snap.seats[seat];
    let here = content.map.loc(me.at);
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::UseAbility { option, pay } => {
                let u = here.uses.get(option as usize)?;
                let gain: f32 = u.effects.iter().map(|e| effect_value(content, e, me)).sum();
                Some((gain - u.time as f32 - pay_cost(&pay), *a))
            }
            Action::EventAction { event, option, pay } => {
                let a2 = content.events[event].def.actions.get(option as usize)?;
                let gain = event_action_gain(content, snap, seat, event, option);
                Some((gain - a2.ability.time as f32 - pay_cost(&pay), *a))
            }
            // Good baggage and more for a favor and a Time, while it can still help the plot.
            // Not again of a seat that kept it this turn: asking again only spends the Time.
            Action::RecallMemory { from } if snap.turn_log.kept_memory(from) => None,
            Action::RecallMemory { .. } if snap.clock.week == 1 || snap.clock.day < 5 => {
                Some((baggage_worth(me, true) + 0.5 - 2.0, *a))
            }
            _ => None,
        })
        .filter(|(v, _)| *v > 0.2)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, a)| a)
}
