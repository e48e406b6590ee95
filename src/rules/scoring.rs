//! Closing the case (R-CLOSE-2…10): a pure function from the evidence on the suspects and the
//! seats' hunches to each suspect's total, the murderer and every seat's VP lines.

use crate::content::LeadKind;
use crate::model::{Arg, Evidence, Msg};
use serde::{Deserialize, Serialize};

/// One suspect at the close, every token face up (R-CLOSE-2).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SuspectAtClose {
    /// Its name.
    pub name: String,
    /// Whether it lives.
    pub alive: bool,
    /// Evidence per file, indexed as [`LeadKind::ALL`] (testimony, physical, document).
    pub files: [Vec<Evidence>; 3],
    /// Its strong file (R-CLOSE-3), if it has one.
    pub strong: Option<LeadKind>,
    /// Its weak file (R-CLOSE-3), if it has one.
    pub weak: Option<LeadKind>,
    /// Alibi tokens (from Order of Sol and the like), −5 each unless paired (R-EVID-5).
    pub alibis: u8,
}

fn file_index(k: LeadKind) -> usize {
    LeadKind::ALL.iter().position(|x| *x == k).unwrap_or(0)
}

/// How a suspect's total came about, line by line, for the Case Closed screen.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SuspectTotal {
    /// Its total.
    pub total: i32,
    /// Value discarded from the strong file and how many tokens of it (R-CLOSE-3).
    pub strong_discard: Option<(i8, usize)>,
    /// Value discarded from the weak file and how many tokens of it (R-CLOSE-3).
    pub weak_discard: Option<(i8, usize)>,
    /// Sum of the values left (R-CLOSE-4).
    pub evidence_sum: i32,
    /// Alibis and surprise witnesses turned to +5 by perjuries, and those left at −5 (R-CLOSE-5).
    pub paired: u32,
    /// Alibis and surprise witnesses left at −5 (R-CLOSE-5).
    pub unpaired: u32,
    /// Perjuries with nothing to pair, which count nothing.
    pub idle_perjuries: u32,
}

/// A suspect's total (R-CLOSE-3…5, D-9).
pub fn suspect_total(s: &SuspectAtClose) -> SuspectTotal {
    let mut out = SuspectTotal::default();
    let mut values: Vec<Vec<i8>> = s
        .files
        .iter()
        .map(|f| {
            f.iter()
                .filter_map(|e| {
                    if let Evidence::Value(v) = e {
                        Some(*v)
                    } else {
                        None
                    }
                })
                .collect()
        })
        .collect();
    let mut discard = |kind: Option<LeadKind>, pick_lowest: bool| -> Option<(i8, usize)> {
        let file = &mut values[file_index(kind?)];
        let v = if pick_lowest {
            *file.iter().min()?
        } else {
            *file.iter().max()?
        };
        let n = file.iter().filter(|x| **x == v).count();
        file.retain(|x| *x != v);
        Some((v, n))
    };
    out.strong_discard = discard(s.strong, true);
    out.weak_discard = discard(s.weak, false);
    out.evidence_sum = values.iter().flatten().map(|v| *v as i32).sum();
    let count =
        |pred: fn(&Evidence) -> bool| s.files.iter().flatten().filter(|e| pred(e)).count() as u32;
    let perjuries = count(|e| matches!(e, Evidence::Perjury));
    let shields = count(|e| matches!(e, Evidence::SurpriseWitness)) + s.alibis as u32;
    out.paired = perjuries.min(shields);
    out.unpaired = shields - out.paired;
    out.idle_perjuries = perjuries - out.paired;
    out.total = out.evidence_sum + 5 * out.paired as i32 - 5 * out.unpaired as i32;
    out
}

/// A seat's hunches: suspect indexes into the suspects given to [`close_case`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hunches {
    /// The suspect its guilty hunch names.
    pub guilty: usize,
    /// The suspect its innocent hunch names.
    pub innocent: usize,
}

/// One seat's score at the close.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatScore {
    /// (what, VP) lines, in the order of R-CLOSE-8.
    pub lines: Vec<(Msg, i32)>,
    /// Its VP in all.
    pub vp: i32,
    /// Whether its guilty hunch named the murderer.
    pub guilty_right: bool,
}

/// The whole close.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CaseResult {
    /// Each suspect's total, line by line.
    pub totals: Vec<SuspectTotal>,
    /// Index of the murderer among the suspects (none if every suspect is dead).
    pub murderer: Option<usize>,
    /// Each seat's score.
    pub seats: Vec<SeatScore>,
    /// The winning seats (more than one when they share the win, R-CLOSE-10).
    pub winners: Vec<usize>,
}

/// Closes the case. `suspects` are in murder-sheet order (the tie-break of R-CLOSE-6);
/// `extra` adds each seat's other VP lines (plots, tokens, links…) before the winner is found.
pub fn close_case(
    suspects: &[SuspectAtClose],
    hunches: &[Hunches],
    extra: &[Vec<(Msg, i32)>],
) -> CaseResult {
    let totals: Vec<SuspectTotal> = suspects.iter().map(suspect_total).collect();
    // R-CLOSE-6, D-10: the live suspect with the highest total; ties to the higher on the sheet.
    let murderer =
        (0..suspects.len())
            .filter(|&i| suspects[i].alive)
            .fold(None, |best: Option<usize>, i| match best {
                Some(b) if totals[b].total >= totals[i].total => Some(b),
                _ => Some(i),
            });
    let mut seats = Vec::new();
    for (seat, h) in hunches.iter().enumerate() {
        let mut score = SeatScore::default();
        let name = |i: usize| Arg::Text(suspects[i].name.clone());
        let alive = |i: usize| suspects[i].alive;
        // R-CLOSE-9: obsession with a suspect at least 5 above every other suspect.
        let obsessed = h.guilty == h.innocent;
        let runaway = obsessed
            && alive(h.guilty)
            && (0..suspects.len())
                .filter(|&j| j != h.guilty && suspects[j].alive)
                .all(|j| totals[h.guilty].total >= totals[j].total + 5);
        // R-CLOSE-7: hunches naming dead suspects pay nothing.
        let guilty_right = alive(h.guilty) && (murderer == Some(h.guilty) || runaway);
        let innocent_right = alive(h.innocent) && (murderer != Some(h.innocent) || runaway);
        let hunch_line = |key: &'static str, i: usize, right: bool, vp: i32| {
            if right {
                (
                    Msg::new(key).text("how", "right").with("suspect", name(i)),
                    vp,
                )
            } else {
                let why = if alive(i) { "wrong" } else { "dead" };
                (Msg::new(key).text("how", why).with("suspect", name(i)), 0)
            }
        };
        score
            .lines
            .push(hunch_line("vp-guilty-hunch", h.guilty, guilty_right, 15));
        score.lines.push(hunch_line(
            "vp-innocent-hunch",
            h.innocent,
            innocent_right,
            5,
        ));
        if runaway {
            score
                .lines
                .push((Msg::new("vp-obsession").with("suspect", name(h.guilty)), 3));
        }
        if let Some(lines) = extra.get(seat) {
            score.lines.extend(lines.iter().cloned());
        }
        score.vp = score.lines.iter().map(|l| l.1).sum();
        score.guilty_right = guilty_right;
        seats.push(score);
    }
    // R-CLOSE-10: most VP; a tie goes to the only tied seat with a right guilty hunch.
    let best = seats.iter().map(|s| s.vp).max().unwrap_or(0);
    let tied: Vec<usize> = (0..seats.len()).filter(|&i| seats[i].vp == best).collect();
    let right: Vec<usize> = tied
        .iter()
        .copied()
        .filter(|&i| seats[i].guilty_right)
        .collect();
    let winners = if tied.len() > 1 && right.len() == 1 {
        right
    } else {
        tied
    };
    CaseResult {
        totals,
        murderer,
        seats,
        winners,
    }
}

/// The evidence tokens' values and how many of each (R-COMP-1), highest first; with
/// [`WITNESSES`] surprise witnesses and [`PERJURIES`] perjuries, 60 tokens in all.
pub const VALUE_MIX: [(i8, u8); 9] = [
    (5, 1),
    (4, 4),
    (3, 6),
    (2, 11),
    (1, 11),
    (-1, 7),
    (-2, 7),
    (-3, 4),
    (-4, 1),
];
/// Surprise witnesses among the evidence tokens (R-COMP-1).
pub const WITNESSES: u8 = 4;
/// Perjuries among the evidence tokens (R-COMP-1).
pub const PERJURIES: u8 = 4;

/// One suspect's evidence as one seat sees it before the close: in each file (indexed as
/// [`LeadKind::ALL`]) every token, with its value where that seat knows it and `None` for a
/// face-down token it has not seen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SuspectSeen {
    /// The tokens in each file, `None` where the seat has not seen the value.
    pub files: [Vec<Option<Evidence>>; 3],
    /// Its strong file (R-CLOSE-3), if it has one.
    pub strong: Option<LeadKind>,
    /// Its weak file (R-CLOSE-3), if it has one.
    pub weak: Option<LeadKind>,
    /// Alibi tokens.
    pub alibis: u8,
}

/// The evidence tokens a seat has not seen anywhere: what its unknown tokens may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// How many of each value of [`VALUE_MIX`] (in its order).
    pub values: [u8; 9],
    /// Surprise witnesses unseen.
    pub witnesses: u8,
    /// Perjuries unseen.
    pub perjuries: u8,
}

impl Default for Unseen {
    /// The whole mix: nothing seen yet.
    fn default() -> Self {
        Unseen {
            values: VALUE_MIX.map(|(_, n)| n),
            witnesses: WITNESSES,
            perjuries: PERJURIES,
        }
    }
}

impl Unseen {
    /// What the viewer of `snap` has seen nowhere: the mix less every token it knows (the
    /// face-up ones, the face-down ones it placed or peeked at, the one it holds).
    pub fn of_view(snap: &super::Snapshot) -> Self {
        let mut unseen = Unseen::default();
        for e in snap
            .evidence
            .iter()
            .filter_map(|t| t.value)
            .chain(snap.drawn)
        {
            unseen.remove(e);
        }
        unseen
    }

    /// A token the seat has seen is not among the unknown ones.
    pub fn remove(&mut self, e: Evidence) {
        let n = match e {
            Evidence::Value(v) => match VALUE_MIX.iter().position(|(x, _)| *x == v) {
                Some(i) => &mut self.values[i],
                None => return,
            },
            Evidence::SurpriseWitness => &mut self.witnesses,
            Evidence::Perjury => &mut self.perjuries,
        };
        *n = n.saturating_sub(1);
    }
}

/// A suspect's total at the close as far as a seat can tell (R-CLOSE-3…5): the lowest and the
/// highest it can come to, whatever the face-down tokens it has not seen turn out to be
/// (equal when it has seen them all), and how many such tokens there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Projection {
    /// The lowest total it can come to.
    pub low: i32,
    /// The highest total it can come to.
    pub high: i32,
    /// Face-down tokens on it the seat has not seen.
    pub unknown: usize,
}

/// The lowest and highest sum one file's values come to after its discard (R-CLOSE-3) when
/// `n` unknown values drawn from `avail` (counts per [`VALUE_MIX`] value) join the `known`
/// ones; `None` if `avail` holds fewer than `n`. A strong file loses every token of its lowest
/// value, a weak file of its highest, a plain file nothing.
fn file_range(known: &[i8], role: FileRole, n: usize, avail: &[u8; 9]) -> Option<(i32, i32)> {
    // Every value that may be in the file, in the order the discard looks at them: lowest
    // first for a strong file, highest first for a weak one.
    let mut values: Vec<(i8, usize, usize)> = VALUE_MIX
        .iter()
        .zip(avail)
        .map(|(&(v, _), &a)| (v, a as usize, 0))
        .collect();
    for &k in known {
        match values.iter_mut().find(|(v, _, _)| *v == k) {
            Some(slot) => slot.2 += 1,
            None => values.push((k, 0, 1)),
        }
    }
    values.sort_by_key(|(v, _, _)| *v);
    if role == FileRole::Weak {
        values.reverse();
    }
    // best[used][found] = (lowest, highest) partial sum; `found`: the discarded value is met.
    let mut best: Vec<[Option<(i32, i32)>; 2]> = vec![[None; 2]; n + 1];
    best[0][0] = Some((0, 0));
    for &(v, avail, known) in &values {
        let mut next: Vec<[Option<(i32, i32)>; 2]> = vec![[None; 2]; n + 1];
        for (used, cells) in best.iter().enumerate() {
            for (found, cell) in cells.iter().enumerate() {
                let Some((lo, hi)) = *cell else {
                    continue;
                };
                for c in 0..=avail.min(n - used) {
                    let t = known + c;
                    let (add, now_found) = match role {
                        FileRole::Plain => (v as i32 * t as i32, found),
                        // The first value present is the one discarded, with all its tokens.
                        _ if found == 0 && t > 0 => (0, 1),
                        _ if found == 0 => (0, 0),
                        _ => (v as i32 * t as i32, 1),
                    };
                    let slot = &mut next[used + c][now_found];
                    *slot = Some(match *slot {
                        None => (lo + add, hi + add),
                        Some((a, b)) => (a.min(lo + add), b.max(hi + add)),
                    });
                }
            }
        }
        best = next;
    }
    match (best[n][0], best[n][1]) {
        (Some((a, b)), Some((c, d))) => Some((a.min(c), b.max(d))),
        (x, y) => x.or(y),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FileRole {
    Strong,
    Weak,
    Plain,
}

/// A suspect's projected total (R-CLOSE-3…5) from what one seat has seen: its known tokens
/// count as they are; each unknown one may be any token of `unseen`. Exact when nothing is
/// unknown; otherwise the range holds every total the close can give (each file is bounded
/// by `unseen` on its own, so it may be a little wider than the truth, never narrower).
pub fn project_total(s: &SuspectSeen, unseen: &Unseen) -> Projection {
    let mut unknown = 0;
    let (mut known_w, mut known_p) = (0u32, 0u32);
    // The value sums each file may reach, for each count of unknown witnesses and perjuries
    // in it: (witnesses, perjuries, lowest, highest).
    let mut per_file: Vec<Vec<(u32, u32, i32, i32)>> = Vec::new();
    for (i, file) in s.files.iter().enumerate() {
        let kind = LeadKind::ALL[i];
        let role = if s.strong == Some(kind) {
            FileRole::Strong
        } else if s.weak == Some(kind) {
            FileRole::Weak
        } else {
            FileRole::Plain
        };
        let mut known = Vec::new();
        let mut k = 0usize;
        for e in file {
            match e {
                Some(Evidence::Value(v)) => known.push(*v),
                Some(Evidence::SurpriseWitness) => known_w += 1,
                Some(Evidence::Perjury) => known_p += 1,
                None => k += 1,
            }
        }
        unknown += k;
        let mut options = Vec::new();
        for w in 0..=k.min(unseen.witnesses as usize) {
            for p in 0..=(k - w).min(unseen.perjuries as usize) {
                if let Some((lo, hi)) = file_range(&known, role, k - w - p, &unseen.values) {
                    options.push((w as u32, p as u32, lo, hi));
                }
            }
        }
        per_file.push(options);
    }
    // Across the files: the unknown witnesses and perjuries in all, within what is unseen.
    let mut states: Vec<(u32, u32, i32, i32)> = vec![(0, 0, 0, 0)];
    for options in &per_file {
        let mut next: Vec<(u32, u32, i32, i32)> = Vec::new();
        for &(w, p, lo, hi) in &states {
            for &(fw, fp, flo, fhi) in options {
                let (nw, np) = (w + fw, p + fp);
                if nw > unseen.witnesses as u32 || np > unseen.perjuries as u32 {
                    continue;
                }
                match next.iter_mut().find(|x| x.0 == nw && x.1 == np) {
                    Some(x) => {
                        x.2 = x.2.min(lo + flo);
                        x.3 = x.3.max(hi + fhi);
                    }
                    None => next.push((nw, np, lo + flo, hi + fhi)),
                }
            }
        }
        states = next;
    }
    let mut out: Option<(i32, i32)> = None;
    for (w, p, lo, hi) in states {
        // R-CLOSE-5: each perjury turns one alibi or witness from −5 to +5.
        let shields = known_w + w + s.alibis as u32;
        let perjuries = known_p + p;
        let paired = perjuries.min(shields) as i32;
        let unpaired = shields as i32 - paired;
        let adjust = 5 * paired - 5 * unpaired;
        let (lo, hi) = (lo + adjust, hi + adjust);
        out = Some(match out {
            None => (lo, hi),
            Some((a, b)) => (a.min(lo), b.max(hi)),
        });
    }
    let (low, high) = out.unwrap_or((0, 0));
    Projection { low, high, unknown }
}

/// A live suspect's projection for the seat a snapshot was made for, from what that seat may
/// see: the face-up tokens, the face-down ones it placed or peeked at, and the token it holds
/// (which is not among the unknown ones). `None` for a dead suspect or one not in play.
pub fn projection(
    content: &crate::content::Content,
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
) -> Option<Projection> {
    let v = snap.suspect(suspect).filter(|v| v.alive)?;
    let unseen = Unseen::of_view(snap);
    let def = &content.suspects[suspect];
    let mut seen = SuspectSeen {
        strong: Some(def.strong),
        weak: Some(def.weak),
        alibis: v.alibis,
        ..Default::default()
    };
    for t in snap.evidence.iter().filter(|t| t.suspect == suspect) {
        seen.files[file_index(t.file)].push(t.value);
    }
    Some(project_total(&seen, &unseen))
}

/// A projection in words for a suspect's file: a short line, and the hover that explains it.
pub fn projection_words(p: &Projection) -> (Msg, Msg) {
    let signed = |v: i32| format!("{v:+}");
    if p.unknown == 0 {
        (
            Msg::new("close-at").text("total", signed(p.low)),
            Msg::new("close-at-known-hover"),
        )
    } else {
        let line = if p.low == p.high {
            Msg::new("close-at-unknown")
                .text("total", signed(p.low))
                .num("unknown", p.unknown)
        } else {
            Msg::new("close-at-range")
                .text("low", signed(p.low))
                .text("high", signed(p.high))
                .num("unknown", p.unknown)
        };
        (line, Msg::new("close-at-range-hover"))
    }
}

/// How the drawn token placed on `suspect` serves the seat's hunches, as the seat knows them,
/// when the close keeps it (a token [`close_note`] says is thrown away serves nothing): the key
/// of a short line the evidence choice shows under the suspect, or `None` (no hunches known,
/// no value, or a zero). A minus token on the innocent hunch is the best place: it clears that
/// hunch and takes a rival away from the guilty one.
pub fn evidence_fit(
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
) -> Option<&'static str> {
    let (Some(drawn), Some((guilty, innocent))) = (snap.drawn, snap.hunches) else {
        return None;
    };
    // A surprise witness counts −5 like an alibi (R-EVID-3); a perjury turns one on the same
    // suspect to +5 (R-EVID-4): a push towards murderer (round 27 of issue 31: both had no
    // advice at all).
    let sign = match drawn {
        Evidence::Value(v) => v.signum(),
        Evidence::SurpriseWitness => -1,
        // Unpaired, it counts nothing: no advice but that (see [`perjury_unpaired`]).
        Evidence::Perjury if perjury_unpaired(snap, suspect) => return None,
        Evidence::Perjury => 1,
    };
    Some(match (sign, suspect == guilty, suspect == innocent) {
        (0, ..) => return None,
        (1, true, _) => "place-fit-guilty-up",
        (1, false, true) => "place-fit-against-innocent",
        (1, false, false) => "place-fit-against-rival",
        (_, true, _) => "place-fit-against-guilty",
        (_, false, true) => "place-fit-innocent-away",
        _ => "place-fit-rival-away",
    })
}

/// Whether a perjury on `suspect` would find nothing to pair with as far as the viewer knows:
/// no alibi and no surprise witness the viewer has seen there (R-EVID-4).
pub fn perjury_unpaired(snap: &super::Snapshot, suspect: crate::ids::SuspectId) -> bool {
    let alibis = snap
        .suspects
        .iter()
        .find(|v| v.index == suspect)
        .map_or(0, |v| v.alibis);
    let witnesses = snap
        .evidence
        .iter()
        .filter(|t| t.suspect == suspect && t.value == Some(Evidence::SurpriseWitness))
        .count();
    alibis == 0 && witnesses == 0
}

/// Whether a hit (`hit`) or an alibi on `suspect` serves the viewer's hunches, as a key for
/// the words (`None` without hunches, or for an obsession): three hits kill a suspect, and the
/// dead are never named (R-EVID-6); an alibi counts −5 (R-EVID-5).
pub fn choice_fit(
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
    hit: bool,
) -> Option<&'static str> {
    let (guilty, innocent) = snap.hunches.filter(|(g, i)| g != i)?;
    Some(match (hit, suspect == guilty, suspect == innocent) {
        (true, true, _) => "choice-fit-hit-guilty",
        (true, _, true) => "choice-fit-hit-innocent",
        (true, ..) => "choice-fit-hit-rival",
        (false, true, _) => "place-fit-against-guilty",
        (false, _, true) => "place-fit-innocent-away",
        (false, ..) => "place-fit-rival-away",
    })
}

/// What the close would do to the drawn token `drawn` placed now in the `kind` file of
/// `suspect`, as far as the seat knows (R-CLOSE-3): in a weak file a value that would be the
/// highest is thrown away, in a strong file one that would be the lowest.
pub fn close_note(
    content: &crate::content::Content,
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
    kind: LeadKind,
    drawn: Option<Evidence>,
) -> Option<Msg> {
    let (key, file) = close_fate(content, snap, suspect, kind, drawn)?;
    Some(Msg::new(key).text("file", file))
}

/// [`close_note`]'s key (`close-note-alone`, `-would` or `-may`) and file (`weak` or
/// `strong`), for a shorter line that says the same.
pub fn close_fate(
    content: &crate::content::Content,
    snap: &super::Snapshot,
    suspect: crate::ids::SuspectId,
    kind: LeadKind,
    drawn: Option<Evidence>,
) -> Option<(&'static str, &'static str)> {
    let Some(Evidence::Value(v)) = drawn else {
        return None;
    };
    let s = &content.suspects[suspect];
    let (mut known, mut unknown) = (Vec::new(), 0);
    for t in snap
        .evidence
        .iter()
        .filter(|t| t.suspect == suspect && t.file == kind)
    {
        match t.value {
            Some(Evidence::Value(x)) => known.push(x),
            Some(_) => {}
            None => unknown += 1,
        }
    }
    let file = if s.weak == kind && known.iter().all(|&x| x <= v) {
        "weak"
    } else if s.strong == kind && known.iter().all(|&x| x >= v) {
        "strong"
    } else {
        return None;
    };
    // Alone in its file: thrown away for now, and counted once a token beyond it joins it (a
    // newcomer read "thrown away" on every empty strong or weak file as a dead end).
    let key = match (unknown, known.is_empty()) {
        (0, true) => "close-note-alone",
        (0, false) => "close-note-would",
        _ => "close-note-may",
    };
    Some((key, file))
}
