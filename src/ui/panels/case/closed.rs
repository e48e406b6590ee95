//! The Case Closed breakdown: the murderer, each suspect's files with what was discarded and
//! why, and each seat's VP lines (with the plot-ending and trauma lines).

use super::chips::{GUILTY, badge, short, value_color};
use crate::content::{Content, LeadKind};
use crate::game::Evidence;
use crate::game::{Outcome, PublicTable};
use crate::rules::scoring::SuspectAtClose;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// The Case Closed breakdown: the murderer, each suspect's files with what was discarded and
/// why, and each seat's VP lines.
pub fn case_closed(ui: &mut egui::Ui, content: &Content, table: &PublicTable, outcome: &Outcome) {
    let r = &outcome.result;
    match r.murderer {
        Some(m) => ui.heading(
            RichText::new(format!("The murderer is {}", outcome.suspects[m].name))
                .color(GUILTY)
                .size(22.0),
        ),
        None => ui.heading("Every suspect is dead: nobody is the murderer"),
    };
    ui.label(
        RichText::new(
            "Every token is face up. Struck-through tokens are discarded. The live suspect with the highest total is the murderer; a tie goes to the one higher on the murder sheet.",
        )
        .small(),
    );
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        ui.heading("Suspects");
        for (i, (s, t)) in outcome.suspects.iter().zip(&r.totals).enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}. {}", i + 1, s.name)).strong());
                    if r.murderer == Some(i) {
                        ui.label(badge(" MURDERER ", GUILTY));
                    }
                    if s.alive {
                        ui.label(RichText::new(format!("total {:+}", t.total)).strong());
                    } else {
                        ui.label(badge(" DEAD ", Color32::GRAY));
                    }
                });
                if !s.alive {
                    ui.label("Killed by three hits: cannot be the murderer.");
                    return;
                }
                for (f, k) in LeadKind::ALL.iter().enumerate() {
                    ui.horizontal_wrapped(|ui| {
                        let role = if s.strong == Some(*k) {
                            "strong"
                        } else if s.weak == Some(*k) {
                            "weak"
                        } else {
                            "plain"
                        };
                        ui.label(RichText::new(format!("{} ({role}):", k.name())).small());
                        if s.files[f].is_empty() {
                            ui.label(RichText::new("—").weak());
                        }
                        for e in &s.files[f] {
                            let discarded = matches!(e, Evidence::Value(v)
                                if (role == "strong" && t.strong_discard.is_some_and(|d| d.0 == *v))
                                || (role == "weak" && t.weak_discard.is_some_and(|d| d.0 == *v)));
                            let mut rt =
                                RichText::new(short(*e)).monospace().color(value_color(*e));
                            if discarded {
                                rt = rt.strikethrough().weak();
                            }
                            ui.label(rt);
                        }
                    });
                }
                ui.label(RichText::new(why_total(s, t)).small());
            });
        }
        let ui = &mut cols[1];
        ui.heading("Scores");
        for (seat, score) in r.seats.iter().enumerate() {
            let d = &content.detectives[table.seats[seat].detective].def;
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(&d.name)
                            .strong()
                            .size(16.0)
                            .color(Color32::from_rgb(d.color.0, d.color.1, d.color.2)),
                    );
                    ui.label(
                        RichText::new(format!("{} VP", score.vp))
                            .strong()
                            .size(16.0),
                    );
                    if r.winners.contains(&seat) {
                        let w = if r.winners.len() > 1 {
                            " SHARED WIN "
                        } else {
                            " WINNER "
                        };
                        ui.label(badge(w, Color32::from_rgb(240, 210, 90)));
                    }
                });
                for (line, vp) in &score.lines {
                    ui.label(format!("{vp:+} VP · {line}"));
                }
            });
        }
    });
}

/// One suspect's total in words (R-CLOSE-3…5).
fn why_total(s: &SuspectAtClose, t: &crate::rules::scoring::SuspectTotal) -> String {
    let mut parts = Vec::new();
    if let Some((v, n)) = t.strong_discard {
        parts.push(format!("strong file: lowest {v:+} ×{n} discarded"));
    }
    if let Some((v, n)) = t.weak_discard {
        parts.push(format!("weak file: highest {v:+} ×{n} discarded"));
    }
    parts.push(format!("values left sum to {:+}", t.evidence_sum));
    if s.alibis > 0 {
        parts.push(format!("{} alibi(s)", s.alibis));
    }
    if t.paired > 0 {
        parts.push(format!("{} paired with perjury: +5 each", t.paired));
    }
    if t.unpaired > 0 {
        parts.push(format!("{} witness/alibi unpaired: −5 each", t.unpaired));
    }
    if t.idle_perjuries > 0 {
        parts.push(format!(
            "{} perjury with nothing to pair: 0",
            t.idle_perjuries
        ));
    }
    parts.join("; ")
}
