//! Location abilities' pure rules (R-LOC-1, R-TOKEN-1, R-COMP-7): who may use which ability
//! now, and how its favor costs are paid.

use super::{Cost, Snapshot};
use crate::content::{AbilityDef, Content, Effect, FavorCost, FavorType};
use crate::game::{Action, Pay};

/// R-LOC-1, R-TOKEN-1, R-COMP-7: whether `seat` may use the `option`-th use of the ability
/// of the location it stands on, paying its favors with `pay`; its Time cost.
pub fn check_use(
    content: &Content,
    s: &Snapshot,
    seat: u8,
    option: u8,
    pay: &[Option<Pay>; 2],
) -> Result<Cost, String> {
    let me = &s.seats[seat as usize];
    let here = content.map.loc(me.at);
    let Some(u) = here.uses.get(option as usize) else {
        return Err(if here.uses.is_empty() {
            format!(
                "{} has no ability: only major locations do (R-MAP-6)",
                here.name
            )
        } else {
            "no such use of this ability".into()
        });
    };
    if s.abilities_used.contains(&(seat, me.at)) {
        return Err(format!(
            "you have used {}'s ability this round already: once per round (R-LOC-1)",
            here.name
        ));
    }
    check_payment(content, me, u, pay)?;
    check_supply(s, &me.holdings, &u.effects)?;
    Ok(u.time)
}

/// The favor types the `npc`-th NPC of `detective` shows (R-TOKEN-1).
pub fn npc_types(content: &Content, detective: usize, npc: u8) -> &[FavorType] {
    content.detectives[detective]
        .def
        .npcs
        .get(npc as usize)
        .map(|n| n.favors.as_slice())
        .unwrap_or(&[])
}

/// "a corp favor", "Director Haas's favor".
pub fn pay_words(content: &Content, detective: usize, pay: &Pay) -> String {
    match pay {
        Pay::Favor(k) => format!("a {} favor", k.name()),
        Pay::Npc(i) => format!(
            "{}'s favor",
            content.detectives[detective].def.npcs[*i as usize].name
        ),
    }
}

/// R-TOKEN-1: each favor cost is paid with a favor the seat holds — a normal favor of its type
/// (any type for `Any`), or an NPC favor showing that type (any type it shows for `Any`);
/// nothing else is paid.
fn check_payment(
    content: &Content,
    me: &super::SeatState,
    u: &AbilityDef,
    pay: &[Option<Pay>; 2],
) -> Result<(), String> {
    if u.favors.len() > pay.len() || pay[u.favors.len()..].iter().any(Option::is_some) {
        return Err("pay only the favors the ability asks for".into());
    }
    let mut favors = me.holdings.favors;
    let mut npcs = me.holdings.npc_favors;
    for (cost, paid) in u.favors.iter().zip(pay) {
        let Some(paid) = paid else {
            return Err(format!("{} costs {}", u.text, favor_words(cost)));
        };
        let (shows, left): (Vec<FavorType>, &mut u8) = match *paid {
            Pay::Favor(k) => (vec![k], &mut favors[k.index()]),
            Pay::Npc(i) if (i as usize) < 3 => (
                npc_types(content, me.detective, i).to_vec(),
                &mut npcs[i as usize],
            ),
            Pay::Npc(_) => return Err("no such NPC".into()),
        };
        if let FavorCost::Of(want) = cost
            && !shows.contains(want)
        {
            return Err(format!(
                "this cost is {}, not {}",
                favor_words(cost),
                pay_words(content, me.detective, paid)
            ));
        }
        if *left == 0 || shows.is_empty() {
            return Err(format!(
                "you hold no {} to pay with (R-TOKEN-1)",
                pay_words(content, me.detective, paid).trim_start_matches("a ")
            ));
        }
        *left -= 1;
    }
    Ok(())
}

/// R-COMP-7: a token the ability would give must be left in its supply.
fn check_supply(
    s: &Snapshot,
    held: &crate::game::Holdings,
    effects: &[Effect],
) -> Result<(), String> {
    for e in effects {
        let (left, what) = match e {
            Effect::Favor(k) => (s.supply.favors[k.index()], format!("{} favors", k.name())),
            Effect::Haas => (s.supply.haas, "Haas tokens".into()),
            Effect::Jinteki => (s.supply.jinteki, "Jinteki tokens".into()),
            Effect::DropshipPass => (s.supply.dropship_passes, "dropship passes".into()),
            Effect::Hit => (s.supply.hits, "hit tokens".into()),
            Effect::Alibi => (s.supply.alibis, "alibi tokens".into()),
            // Three −1 counters held can be exchanged for a −3 one first (R-COMP-2).
            Effect::Trauma(_) => {
                let exchange = held.trauma >= 3 && s.supply.trauma_big > 0;
                (
                    s.supply.trauma + 3 * exchange as u8,
                    "trauma counters".into(),
                )
            }
            _ => continue,
        };
        if left == 0 {
            return Err(format!("no {what} are left in the supply (R-COMP-7)"));
        }
    }
    Ok(())
}

/// "a corp favor", "a favor of any type".
pub fn favor_words(cost: &FavorCost) -> String {
    match cost {
        FavorCost::Of(k) => format!("a {} favor", k.name()),
        FavorCost::Any => "a favor of any type".into(),
    }
}

/// Every way `seat` might use the ability where it stands (legal or not): each use, paid with
/// each kind of favor it holds that could pay each cost.
pub fn use_options(content: &Content, s: &Snapshot, seat: u8) -> Vec<Action> {
    let me = &s.seats[seat as usize];
    let held: Vec<Pay> = FavorType::ALL
        .into_iter()
        .filter(|k| me.holdings.favors[k.index()] > 0)
        .map(Pay::Favor)
        .chain(
            (0..3u8)
                .filter(|&i| me.holdings.npc_favors[i as usize] > 0)
                .map(Pay::Npc),
        )
        .collect();
    let mut out = Vec::new();
    for (i, u) in content.map.loc(me.at).uses.iter().enumerate() {
        let mut pays: Vec<[Option<Pay>; 2]> = vec![[None; 2]];
        for (slot, cost) in u.favors.iter().enumerate().take(2) {
            let kinds: Vec<Pay> = match cost {
                FavorCost::Of(k) => std::iter::once(Pay::Favor(*k))
                    .chain(held.iter().copied().filter(|p| {
                        matches!(p, Pay::Npc(n) if npc_types(content, me.detective, *n).contains(k))
                    }))
                    .collect(),
                FavorCost::Any => held.clone(),
            };
            pays = pays
                .into_iter()
                .flat_map(|p| {
                    kinds.iter().map(move |&k| {
                        let mut p = p;
                        p[slot] = Some(k);
                        p
                    })
                })
                .collect();
        }
        out.extend(pays.into_iter().map(|pay| Action::UseAbility {
            option: i as u8,
            pay,
        }));
    }
    out
}
