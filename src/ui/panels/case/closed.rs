//! The Case Closed breakdown: the murderer, each suspect's files with what was discarded and
//! why, and each seat's VP lines (with the plot-ending and trauma lines).

use super::chips::{GUILTY, badge, short, value_color};
use crate::content::{Content, LeadKind};
use crate::game::Evidence;
use crate::game::{Outcome, PublicTable};
use crate::i18n::{tr, tr_args};
use crate::rules::scoring::SuspectAtClose;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// Who the murderer is and who won, in one line of the screen's language ("Murderer: Thomas
/// Haas · Winner: Louis Blaine, 30 VP").
pub fn summary_words(content: &Content, table: &PublicTable, outcome: &Outcome) -> String {
    let r = &outcome.result;
    let murderer = match r.murderer {
        Some(m) => outcome.suspects[m].name.clone(),
        None => tr("closed-summary-nobody"),
    };
    let winners: Vec<String> = r
        .winners
        .iter()
        .filter_map(|&w| {
            let seat = table.seats.get(w)?;
            let name = &content.detectives[seat.detective].def.name;
            let vp = r.seats.get(w)?.vp;
            Some(tr_args(
                "closed-summary-winner",
                &[("who", name.as_str().into()), ("vp", vp.into())],
            ))
        })
        .collect();
    tr_args(
        "closed-summary",
        &[
            ("murderer", murderer.into()),
            ("winners", winners.join(&tr("list-sep")).into()),
        ],
    )
}

/// The Case Closed breakdown: the murderer, each suspect's files with what was discarded and
/// why, and each seat's VP lines.
pub fn case_closed(ui: &mut egui::Ui, content: &Content, table: &PublicTable, outcome: &Outcome) {
    let r = &outcome.result;
    match r.murderer {
        Some(m) => ui.heading(
            RichText::new(tr_args(
                "closed-murderer",
                &[("name", outcome.suspects[m].name.as_str().into())],
            ))
            .color(GUILTY)
            .size(22.0),
        ),
        None => ui.heading(tr("closed-nobody")),
    };
    ui.label(RichText::new(tr("closed-how")).small());
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.heading(tr("suspects-title"));
            for (i, (s, t)) in outcome.suspects.iter().zip(&r.totals).enumerate() {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal_wrapped(|ui| {
                        ui.label(RichText::new(format!("{}. {}", i + 1, s.name)).strong());
                        if r.murderer == Some(i) {
                            ui.label(badge(&tr("closed-murderer-badge"), GUILTY));
                        }
                        if s.alive {
                            ui.label(
                                RichText::new(tr_args(
                                    "closed-total",
                                    &[("total", format!("{:+}", t.total).into())],
                                ))
                                .strong(),
                            );
                        } else {
                            ui.label(badge(&tr("suspects-dead"), Color32::GRAY));
                        }
                    });
                    if !s.alive {
                        ui.label(tr("closed-killed"));
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
                            ui.label(
                                RichText::new(tr_args(
                                    "closed-file",
                                    &[
                                        ("kind", crate::ui::words::lead_kind(*k).into()),
                                        ("role", role.into()),
                                    ],
                                ))
                                .small(),
                            );
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
        });
        let ui = &mut cols[1];
        // Wrapped lines read ragged-right: a justified column spaced Russian words apart.
        ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.heading(tr("closed-scores"));
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
                            RichText::new(tr_args("closed-vp", &[("vp", score.vp.into())]))
                                .strong()
                                .size(16.0),
                        );
                        if r.winners.contains(&seat) {
                            let w = tr(if r.winners.len() > 1 {
                                "closed-shared-win"
                            } else {
                                "closed-winner"
                            });
                            ui.label(badge(&w, Color32::from_rgb(240, 210, 90)));
                        }
                    });
                    for (line, vp) in &score.lines {
                        ui.label(tr_args(
                            "closed-vp-line",
                            &[
                                ("vp", format!("{vp:+}").into()),
                                ("line", crate::i18n::say(content, line).into()),
                            ],
                        ));
                    }
                });
            }
        });
    });
}

/// One suspect's total in words (R-CLOSE-3…5).
fn why_total(s: &SuspectAtClose, t: &crate::rules::scoring::SuspectTotal) -> String {
    let mut parts = Vec::new();
    let signed = |v: i8| format!("{v:+}");
    if let Some((v, n)) = t.strong_discard {
        parts.push(tr_args(
            "closed-strong-discard",
            &[("value", signed(v).into()), ("n", n.into())],
        ));
    }
    if let Some((v, n)) = t.weak_discard {
        parts.push(tr_args(
            "closed-weak-discard",
            &[("value", signed(v).into()), ("n", n.into())],
        ));
    }
    parts.push(tr_args(
        "closed-values-sum",
        &[("sum", format!("{:+}", t.evidence_sum).into())],
    ));
    if s.alibis > 0 {
        parts.push(tr_args("closed-alibis", &[("n", s.alibis.into())]));
    }
    if t.paired > 0 {
        parts.push(tr_args("closed-paired", &[("n", t.paired.into())]));
    }
    if t.unpaired > 0 {
        parts.push(tr_args("closed-unpaired", &[("n", t.unpaired.into())]));
    }
    if t.idle_perjuries > 0 {
        parts.push(tr_args(
            "closed-idle-perjuries",
            &[("n", t.idle_perjuries.into())],
        ));
    }
    parts.join("; ")
}
