//! Closing the case (R-CLOSE-2…10): a pure function from the evidence on the suspects and the
//! seats' hunches to each suspect's total, the murderer and every seat's VP lines.

use crate::content::LeadKind;
use crate::model::Evidence;

/// One suspect at the close, every token face up (R-CLOSE-2).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SuspectAtClose {
    pub name: String,
    pub alive: bool,
    /// Evidence per file, indexed as [`LeadKind::ALL`] (testimony, physical, document).
    pub files: [Vec<Evidence>; 3],
    pub strong: Option<LeadKind>,
    pub weak: Option<LeadKind>,
    /// Alibi tokens (from Order of Sol and the like), −5 each unless paired (R-EVID-5).
    pub alibis: u8,
}

fn file_index(k: LeadKind) -> usize {
    LeadKind::ALL.iter().position(|x| *x == k).unwrap_or(0)
}

/// How a suspect's total came about, line by line, for the Case Closed screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SuspectTotal {
    pub total: i32,
    /// Value discarded from the strong file and how many tokens of it (R-CLOSE-3).
    pub strong_discard: Option<(i8, usize)>,
    /// Value discarded from the weak file and how many tokens of it (R-CLOSE-3).
    pub weak_discard: Option<(i8, usize)>,
    /// Sum of the values left (R-CLOSE-4).
    pub evidence_sum: i32,
    /// Alibis and surprise witnesses turned to +5 by perjuries, and those left at −5 (R-CLOSE-5).
    pub paired: u32,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hunches {
    pub guilty: usize,
    pub innocent: usize,
}

/// One seat's score at the close.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatScore {
    /// (what, VP) lines, in the order of R-CLOSE-8.
    pub lines: Vec<(String, i32)>,
    pub vp: i32,
    pub guilty_right: bool,
}

/// The whole close.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CaseResult {
    pub totals: Vec<SuspectTotal>,
    /// Index of the murderer among the suspects (none if every suspect is dead).
    pub murderer: Option<usize>,
    pub seats: Vec<SeatScore>,
    /// The winning seats (more than one when they share the win, R-CLOSE-10).
    pub winners: Vec<usize>,
}

/// Closes the case. `suspects` are in murder-sheet order (the tie-break of R-CLOSE-6);
/// `extra` adds each seat's other VP lines (plots, tokens, links…) before the winner is found.
pub fn close_case(
    suspects: &[SuspectAtClose],
    hunches: &[Hunches],
    extra: &[Vec<(String, i32)>],
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
        let name = |i: usize| suspects[i].name.clone();
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
        let hunch_line = |label: &str, i: usize, right: bool, vp: i32, wrong_because: &str| {
            if right {
                (format!("{label} hunch right: {}", name(i)), vp)
            } else {
                let why = if alive(i) { wrong_because } else { "dead" };
                (format!("{label} hunch {} ({why})", name(i)), 0)
            }
        };
        score.lines.push(hunch_line(
            "Guilty",
            h.guilty,
            guilty_right,
            15,
            "not the murderer",
        ));
        score.lines.push(hunch_line(
            "Innocent",
            h.innocent,
            innocent_right,
            5,
            "the murderer",
        ));
        if runaway {
            score
                .lines
                .push((format!("Obsession with {} paid off", name(h.guilty)), 3));
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
