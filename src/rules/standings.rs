//! Where the suspects stand as a seat sees the case now (R-CLOSE-6): the likeliest murderer
//! first. The tokens the seat has not seen are drawn, many times over, from the tokens it has
//! seen nowhere, and each draw closed as the close would: the suspect named most often leads.
//! (A middle of each total's range, as before, let one face-down token whose range reached a
//! surprise witness's −5 push its suspect down the order and a hunch's VP swing with it —
//! round 34 of issue 31: "the VP swings felt random".)

use super::scoring::{SuspectSeen, Unseen, VALUE_MIX};
use crate::content::LeadKind;
use crate::model::Evidence;

/// Draws of the unseen tokens weighed: enough that the order stands still from frame to frame
/// (the draws are the same for the same view), few enough for every frame's panels.
const DRAWS: u32 = 96;

/// A suspect's total at the close with every token known (R-CLOSE-3 to R-CLOSE-5): each
/// file's values after its strong or weak discard (every token of its lowest or highest
/// value), then each alibi or surprise witness −5, or +5 when a perjury pairs with it. The
/// tokens not known are taken from `fill`, in order.
fn closed_total(seen: &SuspectSeen, fill: &mut impl Iterator<Item = Evidence>) -> i32 {
    let (mut total, mut witnesses, mut perjuries) = (0, 0, 0);
    let mut values: Vec<i32> = Vec::new();
    for (i, file) in seen.files.iter().enumerate() {
        let kind = LeadKind::ALL[i];
        values.clear();
        for e in file {
            match (*e).or_else(|| fill.next()) {
                Some(Evidence::Value(v)) => values.push(i32::from(v)),
                Some(Evidence::SurpriseWitness) => witnesses += 1,
                Some(Evidence::Perjury) => perjuries += 1,
                None => {}
            }
        }
        let dropped = if seen.strong == Some(kind) {
            values.iter().min().copied()
        } else if seen.weak == Some(kind) {
            values.iter().max().copied()
        } else {
            None
        };
        total += values.iter().filter(|&&v| Some(v) != dropped).sum::<i32>();
    }
    let shields = witnesses + i32::from(seen.alibis);
    let paired = perjuries.min(shields);
    total + 5 * paired - 5 * (shields - paired)
}

/// The live suspects as the seat sees the case now, the likeliest murderer first: each with
/// its likely total at the close (the mean over the draws; exact when every token is known);
/// a tie goes to the suspect higher on the murder sheet, as at the close (R-CLOSE-6). What the
/// viewer's hunches need is read from it (the Suspects tab says where each stands).
pub fn standings(
    content: &crate::content::Content,
    snap: &super::Snapshot,
) -> Vec<(crate::ids::SuspectId, i32)> {
    let mut unseen = Unseen::default();
    for e in snap
        .evidence
        .iter()
        .filter_map(|t| t.value)
        .chain(snap.drawn)
    {
        unseen.remove(e);
    }
    let live: Vec<(crate::ids::SuspectId, SuspectSeen)> = snap
        .suspects
        .iter()
        .filter(|v| v.alive)
        .map(|v| {
            let def = &content.suspects[v.index];
            let mut seen = SuspectSeen {
                strong: Some(def.strong),
                weak: Some(def.weak),
                alibis: v.alibis,
                ..Default::default()
            };
            for t in snap.evidence.iter().filter(|t| t.suspect == v.index) {
                let i = LeadKind::ALL.iter().position(|k| *k == t.file).unwrap_or(0);
                seen.files[i].push(t.value);
            }
            (v.index, seen)
        })
        .collect();
    let unknown: usize = live
        .iter()
        .flat_map(|(_, s)| s.files.iter().flatten())
        .filter(|e| e.is_none())
        .count();
    let mut pool: Vec<Evidence> = Vec::new();
    for (&(v, _), &n) in VALUE_MIX.iter().zip(&unseen.values) {
        pool.extend(std::iter::repeat_n(Evidence::Value(v), n as usize));
    }
    pool.extend(std::iter::repeat_n(
        Evidence::SurpriseWitness,
        unseen.witnesses as usize,
    ));
    pool.extend(std::iter::repeat_n(
        Evidence::Perjury,
        unseen.perjuries as usize,
    ));
    // Every token known (or, in a broken view, fewer unseen than unknown): one closing.
    let draws = if unknown == 0 || pool.len() < unknown {
        1
    } else {
        DRAWS
    };
    let n = live.len();
    let (mut named, mut sums) = (vec![0u32; n], vec![0i64; n]);
    // A small generator of its own, the same for the same view (xorshift64*).
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (unknown as u64).wrapping_mul(0xA24B_AED4_963E_E407);
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    let mut totals = vec![0i32; n];
    for _ in 0..draws {
        if draws > 1 {
            for i in 0..unknown {
                let j = i + (next() % (pool.len() - i) as u64) as usize;
                pool.swap(i, j);
            }
        }
        let mut fill = pool.iter().take(unknown).copied();
        for (t, (_, seen)) in totals.iter_mut().zip(&live) {
            *t = closed_total(seen, &mut fill);
        }
        // The highest total, the first (higher on the sheet) of equals.
        let best = (0..n).fold(0, |b, i| if totals[i] > totals[b] { i } else { b });
        if n > 0 {
            named[best] += 1;
        }
        for (s, t) in sums.iter_mut().zip(&totals) {
            *s += i64::from(*t);
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        named[b]
            .cmp(&named[a])
            .then(sums[b].cmp(&sums[a]))
            .then(a.cmp(&b))
    });
    order
        .into_iter()
        .map(|i| {
            let mean = sums[i] as f64 / f64::from(draws);
            (live[i].0, mean.round() as i32)
        })
        .collect()
}
