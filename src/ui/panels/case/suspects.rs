//! The suspects' panel: the murder's special rule, the viewer's hunches and every suspect's
//! file as a dossier.

use super::chips::{GUILTY, INNOCENT, OBSESSED, badge, file_role, ordinal, token_chip};
use super::forms::FreshTokens;
use crate::content::{Content, LeadKind};
use crate::game::PublicTable;
use crate::i18n::{tr, tr_args};
use crate::rules::{self, Snapshot};
use crate::ui::panels::hand::seat_name;
use bevy_egui::egui;
use egui::{Color32, RichText};

fn hunch_row(ui: &mut egui::Ui, kind: &str, bg: Color32, name: &str) -> egui::Response {
    ui.horizontal_wrapped(|ui| {
        ui.label(badge(kind, bg));
        ui.label(RichText::new(name).strong());
    })
    .response
}

/// The viewer's hunches as badged rows: guilty and innocent, or one obsession (both on one
/// suspect: said as one row and in words, not as a guilty and an innocent hunch on one name —
/// round 31: it read as a bug).
fn hunch_rows(
    ui: &mut egui::Ui,
    content: &Content,
    g: crate::ids::SuspectId,
    i: crate::ids::SuspectId,
) {
    let rows: &[(&str, Color32, crate::ids::SuspectId, &str)] = if g == i {
        &[("suspects-obsessed", OBSESSED, g, "suspects-obsession")]
    } else {
        &[
            ("suspects-guilty", GUILTY, g, "suspects-guilty-hover"),
            ("suspects-innocent", INNOCENT, i, "suspects-innocent-hover"),
        ]
    };
    for &(kind, colour, who, hover) in rows {
        hunch_row(ui, &tr(kind), colour, &content.suspects[who].name).on_hover_text(tr(hover));
    }
}

/// The first two days, when the column explains itself in words; from day 3 its standing
/// explanations (the murder sheet's order, the murder's rule) fold under their headings'
/// hover and "?" (round 32: "the right-hand panel is a long wall of small text").
fn early(snap: &Snapshot) -> bool {
    snap.clock.week == 1 && snap.clock.day <= 2
}

/// The viewer's hunches (or a note that they are hidden) and every suspect's files.
/// Tokens new on the files glow (see [`FreshTokens`]).
pub fn suspects_panel(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    fresh: &FreshTokens,
) {
    murder_rule(ui, content, table, snap);
    ui.horizontal_wrapped(|ui| {
        crate::ui::theme::heading_wrapped(ui, tr("suspects-your-hunches"));
        crate::ui::help::rules_link(ui, "R-CLOSE-7");
    });
    match snap.hunches {
        Some((g, i)) => {
            hunch_rows(ui, content, g, i);
            if g == i && early(snap) {
                ui.label(tr("suspects-obsession"));
            }
            standing(ui, content, snap, g, i);
            ui.label(RichText::new(tr("suspects-secret")).small().weak());
        }
        None => {
            ui.label(RichText::new(tr("suspects-hidden")).weak());
        }
    }
    ui.add_space(6.0);
    ui.horizontal_wrapped(|ui| {
        crate::ui::theme::heading_wrapped(ui, tr("suspects-title"))
            .on_hover_text(tr("suspects-order"));
        crate::ui::help::rules_link(ui, "R-EVID");
    });
    if early(snap) {
        ui.label(RichText::new(tr("suspects-order")).small());
    }
    // The suspect the close would name now, as far as the viewer knows, marked on its file
    // (round 52 of issue 31 placed +1 on its guilty hunch and looked for it to move up the
    // list; the list keeps the murder sheet's order, which breaks ties). Nothing before any
    // evidence: the sheet's first would lead by its place alone.
    let leader = (!snap.evidence.is_empty())
        .then(|| {
            rules::standings::standings(content, snap)
                .first()
                .map(|l| l.0)
        })
        .flatten();
    for v in &snap.suspects {
        dossier(
            ui,
            content,
            table,
            snap,
            v,
            (fresh, leader == Some(v.index)),
        );
    }
    ui.label(RichText::new(tr_args("suspects-pile", &[("pile", snap.pile.into())])).small());
}

/// The viewer's case in brief, for the dock beside the turn (whatever tab is open): its two
/// hunches on one line and where they stand now (`full`; else on the line's hover, when the
/// recap needs the room under it). Nothing while the hunches are hidden.
pub fn case_brief(ui: &mut egui::Ui, content: &Content, snap: &Snapshot, full: bool) {
    let Some((g, i)) = snap.hunches else { return };
    let line = ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("suspects-your-hunches")).strong());
        hunch_rows(ui, content, g, i);
    });
    if full {
        standing(ui, content, snap, g, i);
    } else {
        line.response
            .on_hover_ui(|ui| standing(ui, content, snap, g, i));
    }
}

/// Where the viewer's hunches stand now, as far as the viewer knows: the guilty one leading
/// or how far behind the leader, the innocent one clear or not (a newcomer could not tell who
/// was winning, nor what the evidence was for).
fn standing(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    guilty: crate::ids::SuspectId,
    innocent: crate::ids::SuspectId,
) {
    let order = rules::standings::standings(content, snap);
    let Some(&(leader, lead)) = order.first() else {
        return;
    };
    let signed = |n: i32| {
        if n > 0 {
            format!("+{n}")
        } else {
            n.to_string()
        }
    };
    let name = |s: crate::ids::SuspectId| content.suspects[s].name.clone();
    let mut lines = Vec::new();
    if let Some(at) = order.iter().position(|(s, _)| *s == guilty) {
        lines.push(if at == 0 {
            tr_args("suspects-standing-lead", &[("total", signed(lead).into())])
        } else if order[at].1 == lead {
            // Level with the leader, who leads by the murder sheet's order (round 40 of issue
            // 31 read "leads with about 0" with every file empty as a hidden token's doing) —
            // or, lower on the sheet, by the face-down tokens the viewer has not seen (round 44
            // read "for standing higher" of a suspect listed under the hunch).
            let sheet = |s: crate::ids::SuspectId| snap.suspects.iter().position(|v| v.index == s);
            let key = if sheet(leader) < sheet(guilty) {
                "suspects-standing-level"
            } else {
                "suspects-standing-close"
            };
            tr_args(
                key,
                &[
                    ("total", signed(lead).into()),
                    ("leader", name(leader).into()),
                ],
            )
        } else {
            tr_args(
                "suspects-standing-behind",
                &[
                    ("rank", (at as i64 + 1).into()),
                    ("count", order.len().into()),
                    ("total", signed(order[at].1).into()),
                    ("leader", name(leader).into()),
                    ("lead", signed(lead).into()),
                ],
            )
        });
    }
    if innocent != guilty && order.iter().any(|(s, _)| *s == innocent) {
        lines.push(if leader == innocent {
            tr_args(
                "suspects-standing-innocent-lead",
                &[("total", signed(lead).into())],
            )
        } else {
            tr_args(
                "suspects-standing-innocent-clear",
                &[("leader", name(leader).into())],
            )
        });
    }
    for l in lines {
        ui.label(RichText::new(l).small())
            .on_hover_text(tr("suspects-standing-hover"));
    }
}

/// The murder of this game and its special rule (R-MURDER-1…6): greyed once its date has
/// passed.
fn murder_rule(ui: &mut egui::Ui, content: &Content, table: &PublicTable, snap: &Snapshot) {
    let Some(m) = content.scenarios.get(table.scenario) else {
        return;
    };
    let Some(r) = &m.def.rule else {
        ui.horizontal_wrapped(|ui| crate::ui::theme::heading_wrapped(ui, &m.def.name));
        ui.add_space(6.0);
        return;
    };
    let over = !rules::murder::in_force(content, snap);
    let words = tr_args(
        if over {
            "suspects-rule-over"
        } else {
            "suspects-rule"
        },
        &[
            ("name", r.name.as_str().into()),
            ("text", r.text.as_str().into()),
        ],
    );
    // Its rule folds under its name (the name of the rule beside it, the whole on hover):
    // folded at first in a short column (1280×720 at 150%), where the suspects' files came
    // only after a screenful of text; the player's choice is kept.
    let short = ui.ctx().content_rect().height() < 560.0;
    // The murder's name alone: a header does not wrap, and with the rule's name beside it
    // ran past a short column's edge (round 27).
    let title = RichText::new(&m.def.name).strong().size(16.0);
    // A header never wraps: a long one is cut with "…" rather than widening the column's
    // content past its edge (every line under it then wrapped out of sight).
    let header = ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
        egui::CollapsingHeader::new(title)
            .id_salt(("murder-rule", early(snap)))
            .default_open(!short && !over && early(snap))
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = None;
                ui.horizontal_wrapped(|ui| {
                    let mut text = RichText::new(&words).small();
                    if over {
                        text = text.weak();
                    }
                    ui.label(text);
                    crate::ui::help::rules_link(ui, &r.id);
                });
            })
            .header_response
    });
    header.inner.on_hover_text(&words);
    ui.add_space(6.0);
}

/// One suspect's file, as a dossier: a tab with the sheet number and name (and the viewer's
/// hunch on it, in words), hits and alibis as marks, then the three files side by side, each
/// headed by its kind and its strength (a triangle up for strong, down for weak) with the
/// evidence placed in it.
fn dossier(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    v: &crate::model::Suspect,
    (fresh, leads): (&FreshTokens, bool),
) {
    let now = ui.ctx().input(|i| i.time);
    let def = &content.suspects[v.index];
    let hunch = snap.hunches.map(|(g, i)| (g == v.index, i == v.index));
    let stripe = match hunch {
        Some((true, _)) => GUILTY,
        Some((_, true)) => INNOCENT,
        _ => Color32::from_gray(70),
    };
    let paper = if v.alive {
        Color32::from_rgb(30, 32, 40)
    } else {
        Color32::from_rgb(24, 24, 26)
    };
    let frame = egui::Frame::NONE
        .fill(paper)
        .stroke(egui::Stroke::new(1.0, Color32::from_gray(60)))
        .corner_radius(4.0)
        .inner_margin(egui::Margin {
            left: 10,
            right: 6,
            top: 5,
            bottom: 6,
        });
    let mut came = false;
    let shown = frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!(" {} ", v.order + 1))
                    .strong()
                    .color(Color32::BLACK)
                    .background_color(Color32::from_rgb(222, 206, 160)),
            )
            .on_hover_text(tr_args(
                "suspects-sheet-place",
                &[("nth", ordinal(v.order + 1).into())],
            ));
            let mut name = RichText::new(&def.name).strong().size(15.0);
            if !v.alive {
                name = name.strikethrough().weak();
            }
            ui.label(name);
            if let Some((g, i)) = hunch {
                if g && i {
                    ui.label(badge(&tr("suspects-your-obsession"), OBSESSED).small())
                        .on_hover_text(tr("suspects-obsession"));
                } else if g {
                    ui.label(badge(&tr("suspects-your-guilty"), GUILTY).small())
                        .on_hover_text(tr("suspects-your-guilty-hover"));
                } else if i {
                    ui.label(badge(&tr("suspects-your-innocent"), INNOCENT).small())
                        .on_hover_text(tr("suspects-your-innocent-hover"));
                }
            }
            if !v.alive {
                ui.label(badge(&tr("suspects-dead"), Color32::GRAY))
                    .on_hover_text(tr("suspects-dead-hover"));
            }
            if leads {
                // Whole on one row (wrapped, its first space stayed behind as an orange sliver).
                let tag = badge(&tr("suspects-leads"), Color32::from_rgb(240, 170, 70)).small();
                ui.add(egui::Label::new(tag).extend())
                    .on_hover_text(tr("suspects-leads-hover"));
            }
        });
        if v.alive && (v.hits > 0 || v.alibis > 0 || v.held) {
            ui.horizontal_wrapped(|ui| {
                if v.hits > 0 {
                    let marks: String =
                        (0..3).map(|k| if k < v.hits { '●' } else { '○' }).collect();
                    ui.label(
                        RichText::new(tr_args("suspects-hits", &[("marks", marks.into())]))
                            .small()
                            .color(Color32::from_rgb(240, 150, 120)),
                    )
                    .on_hover_text(tr_args("suspects-hits-hover", &[("hits", v.hits.into())]));
                }
                if v.alibis > 0 {
                    ui.label(
                        RichText::new(tr_args("suspects-alibis", &[("n", v.alibis.into())]))
                            .small(),
                    )
                    .on_hover_text(tr("suspects-alibis-hover"));
                }
                if v.held {
                    ui.label(RichText::new(tr("suspects-held")).small())
                        .on_hover_text(tr("suspects-held-hover"));
                }
            });
        }
        // What the close would make of this suspect, from what the viewer knows.
        if let Some(p) = rules::scoring::projection(content, snap, v.index) {
            let (line, tip) = rules::scoring::projection_words(&p);
            let say = |m| crate::i18n::say(content, m);
            ui.label(RichText::new(say(&line)).small().strong())
                .on_hover_text(say(&tip));
        }
        ui.add_space(2.0);
        ui.columns(3, |cols| {
            for (outer, kind) in cols.iter_mut().zip(LeadKind::ALL) {
                // Each file in a box of its own: a third token in a row ran up to the next
                // file's heading and read as that file's (round 49 of issue 31).
                egui::Frame::new()
                    .fill(Color32::from_gray(24))
                    .stroke(egui::Stroke::new(1.0, Color32::from_gray(48)))
                    .corner_radius(3)
                    .inner_margin(egui::Margin::symmetric(4, 2))
                    .show(outer, |col| {
                        col.set_min_width(col.available_width());
                        let role = file_role(content, v.index, kind);
                        let (mark, why) = match role {
                            "strong" => (tr("file-strong-mark"), tr("file-strong-hover")),
                            "weak" => (tr("file-weak-mark"), tr("file-weak-hover")),
                            _ => (tr("file-plain-mark"), tr("file-plain-hover")),
                        };
                        let head = col.label(
                            RichText::new(crate::ui::words::lead_kind(kind).to_uppercase())
                                .small()
                                .strong()
                                .color(Color32::from_gray(175)),
                        );
                        let mut m = RichText::new(mark).small();
                        m = match role {
                            "strong" => m.color(Color32::from_rgb(150, 220, 150)),
                            "weak" => m.color(Color32::from_rgb(230, 170, 110)),
                            _ => m.weak(),
                        };
                        let tip = tr_args(
                            "file-hover",
                            &[("why", why.into()), ("kind", kind.name().into())],
                        );
                        head.on_hover_text(&tip);
                        col.label(m).on_hover_text(&tip);
                        col.horizontal_wrapped(|ui| {
                            let mut any = false;
                            for t in snap
                                .evidence
                                .iter()
                                .filter(|t| t.suspect == v.index && t.file == kind)
                            {
                                any = true;
                                let glow = fresh.glow(t.id, now);
                                came |= token_chip(
                                    ui,
                                    t,
                                    &seat_name(content, table, t.placed_by),
                                    glow,
                                );
                            }
                            if !any {
                                ui.label(RichText::new("—").weak());
                            }
                        });
                    });
            }
        });
    });
    // The hunch's colour as a band down the dossier's left edge (the words above say it too).
    let r = shown.response.rect;
    // A token just come: the open tab scrolls its whole dossier into sight, its name with it
    // (round 38 of issue 31: centred on the token, the name was cut under the turn's panel).
    if came {
        ui.scroll_to_rect(r, None);
    }
    ui.painter().rect_filled(
        egui::Rect::from_min_max(r.min, egui::pos2(r.min.x + 4.0, r.max.y)),
        egui::CornerRadius {
            nw: 4,
            sw: 4,
            ne: 0,
            se: 0,
        },
        stripe,
    );
    ui.add_space(4.0);
}
