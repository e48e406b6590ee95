//! Location abilities' pure rules (R-LOC-1, R-TOKEN-1, R-COMP-7): who may use which ability
//! now, and how its favor costs are paid.

use super::{Cost, Snapshot};
use crate::content::{AbilityDef, Content, Effect, FavorCost, FavorType};
use crate::game::Action;

/// R-LOC-1, R-TOKEN-1, R-COMP-7: whether `seat` may use the `option`-th use of the ability
/// of the location it stands on, paying its favors with `pay`; its Time cost.
pub fn check_use(
    content: &Content,
    s: &Snapshot,
    seat: u8,
    option: u8,
    pay: &[Option<FavorType>; 2],
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
    check_payment(u, me.holdings.favors, pay)?;
    check_supply(s, &u.effects)?;
    Ok(u.time)
}

/// R-TOKEN-1: each favor cost is paid with a favor of its type (any type for `Any`) that the
/// seat holds; nothing else is paid.
fn check_payment(
    u: &AbilityDef,
    mut held: [u8; 4],
    pay: &[Option<FavorType>; 2],
) -> Result<(), String> {
    if u.favors.len() > pay.len() || pay[u.favors.len()..].iter().any(Option::is_some) {
        return Err("pay only the favors the ability asks for".into());
    }
    for (cost, paid) in u.favors.iter().zip(pay) {
        let Some(kind) = paid else {
            return Err(format!("{} costs {}", u.text, favor_words(cost)));
        };
        if let FavorCost::Of(want) = cost
            && want != kind
        {
            return Err(format!(
                "this cost is {}, not a {} favor",
                favor_words(cost),
                kind.name()
            ));
        }
        if held[kind.index()] == 0 {
            return Err(format!(
                "you hold no {} favor to pay with (R-TOKEN-1)",
                kind.name()
            ));
        }
        held[kind.index()] -= 1;
    }
    Ok(())
}

/// R-COMP-7: a token the ability would give must be left in its supply.
fn check_supply(s: &Snapshot, effects: &[Effect]) -> Result<(), String> {
    for e in effects {
        let (left, what) = match e {
            Effect::Favor(k) => (s.supply.favors[k.index()], format!("{} favors", k.name())),
            Effect::Haas => (s.supply.haas, "Haas tokens".into()),
            Effect::Jinteki => (s.supply.jinteki, "Jinteki tokens".into()),
            Effect::DropshipPass => (s.supply.dropship_passes, "dropship passes".into()),
            Effect::Hit => (s.supply.hits, "hit tokens".into()),
            Effect::Alibi => (s.supply.alibis, "alibi tokens".into()),
            Effect::Trauma(_) => (s.supply.trauma, "trauma counters".into()),
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
/// each type of favor it holds where a cost leaves the type open.
pub fn use_options(content: &Content, s: &Snapshot, seat: u8) -> Vec<Action> {
    let me = &s.seats[seat as usize];
    let held: Vec<FavorType> = FavorType::ALL
        .into_iter()
        .filter(|k| me.holdings.favors[k.index()] > 0)
        .collect();
    let mut out = Vec::new();
    for (i, u) in content.map.loc(me.at).uses.iter().enumerate() {
        let mut pays: Vec<[Option<FavorType>; 2]> = vec![[None; 2]];
        for (slot, cost) in u.favors.iter().enumerate().take(2) {
            let kinds: Vec<FavorType> = match cost {
                FavorCost::Of(k) => vec![*k],
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
