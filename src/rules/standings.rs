//! Where the suspects stand as a seat sees the case now (R-CLOSE-6): the likeliest murderer
//! first. The tokens the seat has not seen are drawn, many times over, from the tokens it has
//! seen nowhere, and each draw closed as the close would: the suspect named most often leads.
//! (A middle of each total's range, as before, let one face-down token whose range reached a
//! surprise witness's −5 push its suspect down the order and a hunch's VP swing with it —
//! round 34 of issue 31: "the VP swings felt random".)

use super::scoring::{Unseen, VALUE_MIX};
use crate::content::LeadKind;
use crate::model::{Arg, Evidence, Msg};

/// Draws of the unseen tokens weighed: enough that the order stands still from frame to frame
/// (the draws are the same for the same view), few enough for every frame's panels.
const DRAWS: u32 = 96;

/// A suspect as the seat sees it: its strong and weak files, its alibis, and each file's
/// tokens, each the value the seat knows or the place (among the unknown tokens, by id) of the
/// one it does not.
struct Seen {
    strong: LeadKind,
    weak: LeadKind,
    alibis: u8,
    files: [Vec<Result<Evidence, usize>>; 3],
}

/// A suspect's total at the close with every token known (R-CLOSE-3 to R-CLOSE-5): each
/// file's values after its strong or weak discard (every token of its lowest or highest
/// value), then each alibi or surprise witness −5, or +5 when a perjury pairs with it. The
/// unknown tokens take their values from `drawn`, by their place.
fn closed_total(seen: &Seen, drawn: &[Evidence], values: &mut Vec<i32>) -> i32 {
    let (mut total, mut witnesses, mut perjuries) = (0, 0, 0);
    for (i, file) in seen.files.iter().enumerate() {
        let kind = LeadKind::ALL[i];
        values.clear();
        for e in file {
            let e = match *e {
                Ok(e) => Some(e),
                Err(k) => drawn.get(k).copied(),
            };
            match e {
                Some(Evidence::Value(v)) => values.push(i32::from(v)),
                Some(Evidence::SurpriseWitness) => witnesses += 1,
                Some(Evidence::Perjury) => perjuries += 1,
                None => {}
            }
        }
        let dropped = if seen.strong == kind {
            values.iter().min().copied()
        } else if seen.weak == kind {
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
/// a tie goes to the suspect higher on the murder sheet, as at the close (R-CLOSE-6). Suspects
/// named about as often (within an eighth of the draws) stand by their mean totals, so a race
/// too close to call does not flip from one view to the next on the draws alone. What the
/// viewer's hunches need is read from it (the Suspects tab says where each stands).
pub fn standings(
    content: &crate::content::Content,
    snap: &super::Snapshot,
) -> Vec<(crate::ids::SuspectId, i32)> {
    closings(content, snap).order()
}

/// Each live suspect's chance of being named the murderer at the close, as the seat sees the
/// case now: the share of the draws of the tokens it has not seen that name it (1 for the
/// likeliest murderer and 0 for the others when every token is known).
pub fn murder_odds(
    content: &crate::content::Content,
    snap: &super::Snapshot,
) -> Vec<(crate::ids::SuspectId, f64)> {
    closings(content, snap).odds()
}

impl Closings {
    /// The live suspects, the likeliest murderer first (see [`standings`]).
    fn order(&self) -> Vec<(crate::ids::SuspectId, i32)> {
        let n = self.ids.len();
        let band = (self.draws / 8).max(1);
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| {
            (
                std::cmp::Reverse(self.named[i] / band),
                std::cmp::Reverse(self.sums[i]),
                i,
            )
        });
        order
            .into_iter()
            .map(|i| {
                let mean = self.sums[i] as f64 / f64::from(self.draws);
                (self.ids[i], mean.round() as i32)
            })
            .collect()
    }

    /// Each live suspect's share of the draws naming it (see [`murder_odds`]).
    fn odds(&self) -> Vec<(crate::ids::SuspectId, f64)> {
        self.ids
            .iter()
            .zip(&self.named)
            .map(|(s, n)| (*s, f64::from(*n) / f64::from(self.draws)))
            .collect()
    }
}

/// The closings drawn for [`standings`] and [`murder_odds`]: the live suspects in the sheet's
/// order, how often each was named the murderer, the sum of each one's totals, and how many
/// draws.
struct Closings {
    ids: Vec<crate::ids::SuspectId>,
    named: Vec<u32>,
    sums: Vec<i64>,
    draws: u32,
}

fn closings(content: &crate::content::Content, snap: &super::Snapshot) -> Closings {
    let unseen = Unseen::of_view(snap);
    // The unknown tokens in the order they came (by id): a token placed later takes the next
    // place, and the earlier ones keep the values each draw gives them.
    let mut unknown: Vec<u32> = snap
        .evidence
        .iter()
        .filter(|t| t.value.is_none())
        .map(|t| t.id)
        .collect();
    unknown.sort_unstable();
    let live: Vec<(crate::ids::SuspectId, Seen)> = snap
        .suspects
        .iter()
        .filter(|v| v.alive)
        .map(|v| {
            let def = &content.suspects[v.index];
            let mut seen = Seen {
                strong: def.strong,
                weak: def.weak,
                alibis: v.alibis,
                files: Default::default(),
            };
            for t in snap.evidence.iter().filter(|t| t.suspect == v.index) {
                let i = LeadKind::ALL.iter().position(|k| *k == t.file).unwrap_or(0);
                let slot = t
                    .value
                    .ok_or_else(|| unknown.binary_search(&t.id).unwrap_or(0));
                seen.files[i].push(slot);
            }
            (v.index, seen)
        })
        .collect();
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
    let draws = if unknown.is_empty() || pool.len() < unknown.len() {
        1
    } else {
        DRAWS
    };
    let n = live.len();
    let (mut named, mut sums) = (vec![0u32; n], vec![0i64; n]);
    // A small generator of its own (xorshift64*), started the same for every view: the same
    // unknown tokens take the same values draw by draw.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    };
    let (mut totals, mut values) = (vec![0i32; n], Vec::new());
    let mut drawn = pool.clone();
    for _ in 0..draws {
        if draws > 1 {
            drawn.copy_from_slice(&pool);
            for i in 0..unknown.len() {
                let j = i + (next() % (drawn.len() - i) as u64) as usize;
                drawn.swap(i, j);
            }
        }
        for (t, (_, seen)) in totals.iter_mut().zip(&live) {
            *t = closed_total(seen, &drawn, &mut values);
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
    Closings {
        ids: live.iter().map(|(s, _)| *s).collect(),
        named,
        sums,
        draws,
    }
}

/// The viewer's hunch lines if the case closed now, as the viewer sees it (R-CLOSE-7, R-CLOSE-9):
/// the likeliest murderer of [`standings`] taken for the murderer, each hunch right, wrong or
/// on a dead suspect, as the close would say it. Empty when the viewer's hunches are not known.
pub fn hunch_lines_now(
    content: &crate::content::Content,
    snap: &super::Snapshot,
) -> Vec<(Msg, i32)> {
    hunch_lines_seen(content, &undrawn(snap))
}

/// The viewer's view with the token it drew and has not placed counted as still unseen:
/// drawing moves nothing (round 59 of issue 31 read "You ≈ VP" rise by 1 on a draw as points
/// won), and the move its placing makes is the one its row says.
pub fn undrawn(snap: &super::Snapshot) -> std::borrow::Cow<'_, super::Snapshot> {
    if snap.drawn.is_some() {
        let mut before = snap.clone();
        before.drawn = None;
        std::borrow::Cow::Owned(before)
    } else {
        std::borrow::Cow::Borrowed(snap)
    }
}

/// [`hunch_lines_now`] with a drawn token counted as seen, as the tokens stand.
fn hunch_lines_seen(content: &crate::content::Content, snap: &super::Snapshot) -> Vec<(Msg, i32)> {
    let Some((guilty, innocent)) = snap.hunches else {
        return Vec::new();
    };
    // One drawing of the unseen tokens for both the order and the odds.
    let drawn = closings(content, snap);
    let order = drawn.order();
    let murderer = order.first().map(|(s, _)| *s);
    let alive = |s: crate::ids::SuspectId| snap.suspect(s).is_some_and(|v| v.alive);
    let name = |s: crate::ids::SuspectId| Arg::Text(content.suspects[s].name.clone());
    // R-CLOSE-9: an obsession pays when its suspect stands 5 above every other.
    let runaway = guilty == innocent
        && murderer == Some(guilty)
        && order.get(1).is_none_or(|(_, t)| order[0].1 >= t + 5);
    // Each hunch's VP weighed by its chance (round 46 of issue 31: one face-down token on the
    // innocent hunch's suspect took "You ≈ 20 VP" to 0 — the likeliest murderer changed, and
    // the whole 15 with it): the chance moves with what the seat sees, a little per token. An
    // obsession counts as the likeliest murderer stands (its runaway needs the totals).
    let odds = drawn.odds();
    let named = |s| odds.iter().find(|(x, _)| *x == s).map_or(0.0, |o| o.1);
    let line = |key: &'static str, s, right: bool, (vp, chance): (i32, f64)| {
        let how = match (alive(s), right) {
            (false, _) => "dead",
            (true, true) => "right",
            (true, false) => "wrong",
        };
        // The words say the real chance; an obsession's VP stays all or nothing.
        let msg = Msg::new(key)
            .text("how", how)
            .with("suspect", name(s))
            .num("chance", (chance * 100.0).round() as i64);
        let weight = if guilty == innocent {
            if how == "right" { 1.0 } else { 0.0 }
        } else if how == "dead" {
            0.0
        } else {
            chance
        };
        (msg, (f64::from(vp) * weight).round() as i32)
    };
    let mut out = vec![
        line(
            "vp-guilty-hunch-now",
            guilty,
            murderer == Some(guilty) || runaway,
            (15, named(guilty)),
        ),
        line(
            "vp-innocent-hunch-now",
            innocent,
            murderer != Some(innocent) || runaway,
            (5, 1.0 - named(innocent)),
        ),
    ];
    if runaway {
        out.push((Msg::new("vp-obsession").with("suspect", name(guilty)), 3));
    }
    out
}

/// How the viewer's score if the case closed now ([`hunch_lines_now`]) would move were the
/// token it drew placed in `suspect`'s `file`: `None` when nothing is drawn or nothing moves.
pub fn placing_moves_vp(
    content: &crate::content::Content,
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
    file: LeadKind,
) -> Option<i32> {
    let vp = |s: &super::Snapshot| hunch_lines_now(content, s).iter().map(|l| l.1).sum::<i32>();
    let after = placed(snap, suspect, file)?;
    Some(vp(&after) - vp(snap)).filter(|d| *d != 0)
}

/// What knowing the drawn token's value alone does to the viewer's score ([`hunch_lines_now`]
/// counts it unseen until it is placed): the same part of every place's move in
/// [`placing_moves_vp`], 0 when nothing is drawn.
pub fn drawing_moves_vp(content: &crate::content::Content, snap: &super::Snapshot) -> i32 {
    if snap.drawn.is_none() {
        return 0;
    }
    let vp = |l: Vec<(Msg, i32)>| l.iter().map(|l| l.1).sum::<i32>();
    vp(hunch_lines_seen(content, snap)) - vp(hunch_lines_now(content, snap))
}

/// Each live suspect's chance of being named at the close ([`murder_odds`]) were the token the
/// viewer drew placed in `suspect`'s `file` (the choice's effect shown before it is made):
/// `None` when nothing is drawn.
pub fn odds_after_placing(
    content: &crate::content::Content,
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
    file: LeadKind,
) -> Option<Vec<(crate::ids::SuspectId, f64)>> {
    Some(murder_odds(content, &placed(snap, suspect, file)?))
}

/// The viewer's view with the token it drew placed in `suspect`'s `file`, face down.
fn placed(
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
    file: LeadKind,
) -> Option<super::Snapshot> {
    let drawn = snap.drawn?;
    let mut after = snap.clone();
    after.drawn = None;
    after.evidence.push(crate::model::TokenView {
        id: u32::MAX,
        place: crate::model::TokenPlace {
            suspect,
            file,
            face_up: false,
            known_to: 0,
            placed_by: snap.viewer?,
        },
        value: Some(drawn),
    });
    Some(after)
}
