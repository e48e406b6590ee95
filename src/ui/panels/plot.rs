//! Plots on screen (rules section 10): the viewer's plot in full and every detective's plot in
//! a line (plots are public). The plot's name and colour (swatch and name), the card in play
//! with its text, the kinds of good and bad baggage it lists and the baggage on it, what a
//! positive or negative resolution leads to, when it resolves next, the rules in force on the
//! detective and the endings already in play with their VP.

use crate::content::{Content, PlotDef, PlotStage};
use crate::game::plots::resolves_today;
use crate::game::{PlotState, Stage};
use crate::ids::*;
use crate::rules::Snapshot;
use crate::rules::baggage::{self, Source};

/// A rule in force in words ("ruler -40 mm").
fn rule_words(rule: &crate::content::Rule) -> String {
    let m = crate::rules::twilight::rule_words(rule);
    let n = match m.arg("n") {
        Some(crate::model::Arg::Text(t)) => t.clone(),
        _ => String::new(),
    };
    tr_args(m.key(), &[("n", n.into())])
}
use crate::i18n::{tr, tr_args};
use crate::ui::panels::hand::colour_swatch;
use bevy_egui::egui;
use egui::{Color32, RichText};

const GOOD: Color32 = Color32::from_rgb(240, 160, 60);
const BAD: Color32 = Color32::from_rgb(150, 150, 150);

/// A baggage badge: the word, on the token's colour (orange good, grey bad, R-PLOT-2).
fn baggage_badge(good: bool) -> RichText {
    let (text, bg) = if good {
        (tr("plot-good-badge"), GOOD)
    } else {
        (tr("plot-bad-badge"), BAD)
    };
    RichText::new(text)
        .small()
        .strong()
        .color(Color32::BLACK)
        .background_color(bg)
}

/// "start card" or "crossroads card (positive side)".
fn stage_words(stage: Stage) -> String {
    tr(match stage {
        Stage::Start => "plot-stage-start",
        Stage::Crossroads { good: true } => "plot-stage-good",
        Stage::Crossroads { good: false } => "plot-stage-bad",
    })
}

/// The day the card in play resolves next (R-PLOT-3; a two-week plot at the end of each week,
/// R-PLOT-1), in words, with "today" when it is today.
pub fn next_resolution(def: &PlotDef, week: u8, day: u8) -> String {
    let when = (day..=6)
        .find(|&d| resolves_today(def.two_weeks, d))
        .unwrap_or(6);
    let left = when - day;
    tr_args(
        "plot-resolves-when",
        &[
            ("week", week.into()),
            ("day", when.into()),
            ("left", left.into()),
        ],
    )
}

/// The rules a plot card or ending puts on its detective, in words ("ruler -40 mm"), or
/// `None` without any.
fn rules_words(rules: &[crate::content::Rule]) -> Option<String> {
    (!rules.is_empty()).then(|| {
        rules
            .iter()
            .map(rule_words)
            .collect::<Vec<_>>()
            .join(&tr("list-sep"))
    })
}

/// An ending in words: its name, VP and whether it is happy or sad (R-PLOT-6), its rules.
fn ending_words(e: &crate::content::PlotEnding) -> String {
    let mood = if e.vp > 0 {
        "happy"
    } else if e.vp < 0 {
        "sad"
    } else {
        "neither"
    };
    let args = [
        ("name", e.name.as_str().into()),
        ("vp", format!("{:+}", e.vp).into()),
        ("mood", mood.into()),
    ];
    let mut out = tr_args("plot-ending-words", &args);
    if let Some(r) = rules_words(&e.rules) {
        out.push_str(&tr_args("plot-ending-rules", &[("rules", r.into())]));
    }
    out
}

/// What a positive and a negative resolution lead to, in words: at the start, each side of
/// the crossroads card (what it does while in play, the baggage it wants and fears, the endings
/// after it); at the crossroads, each ending with its VP.
fn outcomes(def: &PlotDef, stage: Stage) -> (String, String) {
    match stage {
        Stage::Start => {
            let side =
                |c: &PlotStage, endings: &crate::content::TwoSides<crate::content::PlotEnding>| {
                    let does = rules_words(&c.rules).map_or(tr("plot-no-rule"), |r| {
                        tr_args("plot-while-in-play", &[("rules", r.into())])
                    });
                    let wants = if c.good.is_empty() {
                        tr("plot-no-kinds")
                    } else {
                        let kinds: Vec<String> = c
                            .good
                            .iter()
                            .map(|k| crate::i18n::term("baggage", k))
                            .collect();
                        kinds.join(&tr("list-sep"))
                    };
                    let fears = if c.bad.is_empty() {
                        tr("plot-no-kinds")
                    } else {
                        let kinds: Vec<String> = c
                            .bad
                            .iter()
                            .map(|k| crate::i18n::term("baggage", k))
                            .collect();
                        kinds.join(&tr("list-sep"))
                    };
                    tr_args(
                        "plot-crossroads-words",
                        &[
                            ("name", c.name.as_str().into()),
                            ("does", does.into()),
                            ("wants", wants.into()),
                            ("fears", fears.into()),
                            ("good", ending_words(&endings.good).into()),
                            ("bad", ending_words(&endings.bad).into()),
                        ],
                    )
                };
            (
                side(&def.crossroads.good, &def.endings.good),
                side(&def.crossroads.bad, &def.endings.bad),
            )
        }
        Stage::Crossroads { good } => {
            let e = if good {
                &def.endings.good
            } else {
                &def.endings.bad
            };
            (
                format!("ending {}", ending_words(&e.good)),
                format!("ending {}", ending_words(&e.bad)),
            )
        }
    }
}

/// The road of a plot: start, crossroads, ending, the card in play marked (in words too).
fn road(ui: &mut egui::Ui, stage: Stage) {
    let at = match stage {
        Stage::Start => 0,
        Stage::Crossroads { .. } => 1,
    };
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        let names = [
            tr("plot-road-start"),
            tr("plot-road-crossroads"),
            tr("plot-road-ending"),
        ];
        for (i, name) in names.iter().enumerate() {
            if i > 0 {
                ui.label(RichText::new("→").small().weak());
            }
            let text = if i == at {
                RichText::new(tr_args("plot-road-now", &[("name", name.as_str().into())]))
                    .small()
                    .strong()
                    .color(Color32::BLACK)
                    .background_color(GOOD)
            } else if i < at {
                RichText::new(format!(" {name} "))
                    .small()
                    .strikethrough()
                    .weak()
            } else {
                RichText::new(format!(" {name} "))
                    .small()
                    .background_color(Color32::from_gray(50))
            };
            ui.label(text);
        }
    })
    .response
    .on_hover_text(tr("plot-road-hover"));
}

/// One source of baggage in words, and whether it is a card the viewer holds now.
fn source_words(content: &Content, snap: &Snapshot, seat: SeatId, s: &Source) -> (String, bool) {
    match s {
        Source::Card { card, kind } => {
            let c = &content.cards[*card].def;
            let held = snap.viewer == Some(seat) && snap.hand.contains(card);
            let mut w = c.name.clone();
            if let Some(k) = kind {
                w.push_str(&format!(" ({k})"));
            }
            if held {
                w.push_str(&tr("plot-in-your-hand"));
            }
            (w, held)
        }
        Source::Place { loc } => {
            let l = content.map.loc(*loc);
            let how = l.ability.clone().unwrap_or_default();
            (format!("{}: {how}", content.map.label(*loc)), false)
        }
        Source::Event { event, at } => (
            tr_args(
                "plot-source-event",
                &[
                    ("event", content.events[*event].def.name.as_str().into()),
                    ("at", content.map.label(*at).into()),
                ],
            ),
            false,
        ),
        Source::Puzzle => (tr("plot-source-puzzle"), false),
    }
}

/// What feeds the card in play: good baggage first (the detective's light cards, the dark
/// cards the others may play on it, places, events, the puzzle), then bad baggage.
fn feeds_section(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    card: &PlotStage,
) {
    let feeds = baggage::feeds(content, snap, seat, card);
    let own = snap.viewer == Some(seat);
    for (good, list) in [(true, &feeds.good), (false, &feeds.bad)] {
        ui.add_space(3.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(baggage_badge(good));
            ui.label(
                RichText::new(tr(if good {
                    "plot-feeds-good"
                } else {
                    "plot-feeds-bad"
                }))
                .small()
                .strong(),
            );
        });
        if list.is_empty() {
            ui.label(RichText::new(tr("plot-feeds-nothing")).small().weak());
            continue;
        }
        let groups: [(String, Box<dyn Fn(&Source) -> bool>); 4] = [
            (
                tr(if own {
                    "plot-feeds-your-light"
                } else {
                    "plot-feeds-their-light"
                }),
                Box::new(|s: &Source| baggage::is_light(content, s)),
            ),
            (
                tr(if own {
                    "plot-feeds-your-dark"
                } else {
                    "plot-feeds-their-dark"
                }),
                Box::new(|s: &Source| {
                    matches!(s, Source::Card { .. }) && !baggage::is_light(content, s)
                }),
            ),
            (
                tr("plot-feeds-places"),
                Box::new(|s: &Source| matches!(s, Source::Place { .. })),
            ),
            (
                tr("plot-feeds-events"),
                Box::new(|s: &Source| matches!(s, Source::Event { .. } | Source::Puzzle)),
            ),
        ];
        for (title, pick) in groups.iter() {
            let mut items: Vec<(String, bool)> = list
                .iter()
                .filter(|s| pick(s))
                .map(|s| source_words(content, snap, seat, s))
                .collect();
            if items.is_empty() {
                continue;
            }
            // Cards in hand first.
            items.sort_by_key(|(_, held)| !*held);
            let all: Vec<String> = items.iter().map(|(w, _)| w.clone()).collect();
            let shown = 4;
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(format!("{title}:")).small().strong());
                for (i, (w, held)) in items.iter().take(shown).enumerate() {
                    let sep = if i + 1 < items.len().min(shown) {
                        ";"
                    } else {
                        ""
                    };
                    let mut t = RichText::new(format!("{w}{sep}")).small();
                    if *held {
                        t = t.strong().color(GOOD);
                    }
                    ui.label(t);
                }
                if items.len() > shown {
                    ui.label(
                        RichText::new(tr_args(
                            "plot-feeds-more",
                            &[("n", (items.len() - shown).into())],
                        ))
                        .small()
                        .underline(),
                    )
                    .on_hover_text(all.join("\n"));
                }
            });
        }
    }
}

/// The kinds a card lists as good or bad conditional baggage (R-PLOT-5).
fn kinds_row(ui: &mut egui::Ui, good: bool, kinds: &[String]) {
    ui.horizontal_wrapped(|ui| {
        ui.label(baggage_badge(good));
        let list = if kinds.is_empty() {
            tr("plot-no-kinds-listed")
        } else {
            kinds.join(&tr("list-sep"))
        };
        ui.label(RichText::new(list).small())
            .on_hover_text(tr("plot-kinds-hover"));
    });
}

/// The start or crossroads card in play, with its baggage and what comes next.
fn card_in_play(
    ui: &mut egui::Ui,
    content: &Content,
    def: &PlotDef,
    stage: Stage,
    card: &PlotStage,
    snap: &Snapshot,
    seat: SeatId,
) {
    let h = &snap.seats[seat].holdings;
    ui.add_space(2.0);
    let tag = tr(match stage {
        Stage::Start => "plot-tag-start",
        Stage::Crossroads { good: true } => "plot-tag-good",
        Stage::Crossroads { good: false } => "plot-tag-bad",
    });
    crate::ui::panels::hand::card_header(
        ui,
        Color32::from_rgb(58, 60, 72),
        Color32::from_rgb(236, 234, 228),
        &tag,
        &card.name,
        None,
    )
    .on_hover_text(tr_args(
        "plot-in-play",
        &[
            ("name", card.name.as_str().into()),
            ("stage", stage_words(stage).into()),
        ],
    ));
    ui.label(RichText::new(&card.text).small());
    kinds_row(ui, true, &card.good);
    kinds_row(ui, false, &card.bad);
    let leaning = if h.good_baggage > h.bad_baggage {
        "good"
    } else {
        "bad"
    };
    ui.label(
        RichText::new(tr_args(
            "plot-on-the-card",
            &[
                ("good", h.good_baggage.into()),
                ("bad", h.bad_baggage.into()),
                ("leaning", leaning.into()),
            ],
        ))
        .small()
        .strong(),
    );
    ui.label(
        RichText::new(tr_args(
            "plot-resolves",
            &[(
                "when",
                next_resolution(def, snap.clock.week, snap.clock.day).into(),
            )],
        ))
        .small(),
    );
    // What adds baggage to it (the cards in hand first) before where it leads: what the
    // player can do about it comes first (round 29 of issue 31: the tab read as a wall).
    feeds_section(ui, content, snap, seat, card);
    let (pos, neg) = outcomes(def, stage);
    ui.add_space(4.0);
    road(ui, stage);
    ui.label(RichText::new(tr_args("plot-if-positive", &[("what", pos.into())])).small());
    ui.label(RichText::new(tr_args("plot-if-negative", &[("what", neg.into())])).small());
}

/// The rules in force on the detective (R-PLOT-4, R-TWI-12) and its endings with VP.
fn rules_and_endings(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    plots: &PlotState,
) {
    let rules = &snap.seats[seat].rules;
    if !rules.is_empty() {
        let words: Vec<String> = rules.iter().map(rule_words).collect();
        ui.label(
            RichText::new(tr_args(
                "plot-rules-in-force",
                &[("rules", words.join("; ").into())],
            ))
            .small(),
        )
        .on_hover_text(tr("plot-rules-in-force-hover"));
    }
    for e in &plots.endings {
        let def = e.def(content);
        let mood = if def.vp > 0 { "happy" } else { "sad" };
        ui.label(
            RichText::new(tr_args(
                "plot-ending-in-play",
                &[
                    ("name", def.name.as_str().into()),
                    (
                        "plot",
                        content.plots[e.plot as usize].def.name.as_str().into(),
                    ),
                    ("vp", format!("{:+}", def.vp).into()),
                    ("mood", mood.into()),
                ],
            ))
            .small()
            .strong(),
        )
        .on_hover_text(&def.text);
    }
}

/// A detective's plot in full.
pub fn plot_panel(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    plots: &PlotState,
) {
    match plots.current {
        Some((plot, stage)) => {
            let def = &content.plots[plot as usize].def;
            // Drawn as a card: a header band in the plot's colour with PLOT and its name, the
            // colour named beside it as well; the card in play under it.
            let [r, g, b] = def.colour.rgb();
            let band = egui::Color32::from_rgb(r, g, b);
            let light = 0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32 > 140.0;
            let ink = if light {
                egui::Color32::from_rgb(16, 16, 20)
            } else {
                egui::Color32::from_rgb(245, 242, 235)
            };
            crate::ui::panels::hand::card_shell(
                ui,
                egui::Color32::from_rgb(34, 36, 44),
                band,
                band,
                |ui| {
                    let tag = tr("plot-tag");
                    crate::ui::panels::hand::card_header(ui, band, ink, &tag, &def.name, None);
                    ui.horizontal_wrapped(|ui| {
                        colour_swatch(ui, def.colour, &tr("plot-swatch-suffix"));
                        if def.two_weeks {
                            ui.label(RichText::new(tr("plot-two-weeks")).small());
                        }
                    });
                    if let Some(card) = plots.stage(content) {
                        card_in_play(ui, content, def, stage, card, snap, seat);
                    }
                },
            );
        }
        None => {
            let key = if snap.clock.week == 1 {
                "plot-none-week-one"
            } else {
                "plot-none-lived"
            };
            ui.label(RichText::new(tr(key)).small());
        }
    }
    rules_and_endings(ui, content, snap, seat, plots);
}

/// A detective's plot in a line or two, the whole plot on hover.
pub fn plot_summary(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    plots: &PlotState,
) {
    let h = &snap.seats[seat].holdings;
    let r = ui.vertical(|ui| {
        if let Some((plot, stage)) = plots.current {
            let def = &content.plots[plot as usize].def;
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr("plot-label")).small());
                colour_swatch(ui, def.colour, "");
                ui.label(RichText::new(&def.name).small().strong());
            });
            let card = plots.stage(content).map_or("", |c| c.name.as_str());
            let when = next_resolution(def, snap.clock.week, snap.clock.day);
            ui.label(
                RichText::new(tr_args(
                    "plot-summary",
                    &[
                        ("card", card.into()),
                        (
                            "stage",
                            match stage {
                                Stage::Start => "start",
                                Stage::Crossroads { .. } => "crossroads",
                            }
                            .into(),
                        ),
                        ("good", h.good_baggage.into()),
                        ("bad", h.bad_baggage.into()),
                        ("when", when.into()),
                    ],
                ))
                .small(),
            );
        } else {
            ui.label(RichText::new(tr("plot-summary-none")).small());
        }
        for e in &plots.endings {
            let d = e.def(content);
            ui.label(
                RichText::new(tr_args(
                    "plot-summary-ending",
                    &[
                        ("name", d.name.as_str().into()),
                        ("vp", format!("{:+}", d.vp).into()),
                    ],
                ))
                .small(),
            );
        }
    });
    let id = ui.id().with(("plot-summary", seat));
    ui.interact(r.response.rect, id, egui::Sense::hover())
        .on_hover_ui(|ui| {
            ui.set_max_width(360.0);
            plot_panel(ui, content, snap, seat, plots);
        });
}

/// The viewer's plot in one line of the turn panel on the day before it resolves and on the
/// day itself (round 57 of issue 31: a plot resolved badly with little warning): when, its
/// baggage, which way it leans (an arrow as well as a colour) and, leaning bad, the light cards
/// in hand that would add good baggage. Returns whether it was clicked (the Plot tab opens).
pub fn due_line(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    plots: &PlotState,
) -> bool {
    let Some((plot, _)) = plots.current else {
        return false;
    };
    let def = &content.plots[plot as usize].def;
    let day = snap.clock.day;
    let Some(when) = (day..=6).find(|&d| resolves_today(def.two_weeks, d)) else {
        return false;
    };
    let left = when - day;
    if left > 1 {
        return false;
    }
    let h = &snap.seats[seat].holdings;
    let well = h.good_baggage > h.bad_baggage;
    let mut text = tr_args(
        "dock-plot-due",
        &[
            ("left", left.into()),
            ("name", def.name.as_str().into()),
            ("good", h.good_baggage.into()),
            ("bad", h.bad_baggage.into()),
            ("leaning", if well { "good" } else { "bad" }.into()),
        ],
    );
    if !well {
        let mut cards: Vec<String> = Vec::new();
        if let Some(card) = plots.stage(content) {
            for s in &baggage::feeds(content, snap, seat, card).good {
                if let Source::Card { card, .. } = s
                    && snap.viewer == Some(seat)
                    && snap.hand.contains(card)
                    && baggage::is_light(content, s)
                {
                    let name = content.cards[*card].def.name.clone();
                    if !cards.contains(&name) {
                        cards.push(name);
                    }
                }
            }
        }
        text.push(' ');
        text.push_str(&if cards.is_empty() {
            tr("dock-plot-due-help")
        } else {
            tr_args(
                "dock-plot-due-cards",
                &[("cards", cards.join(&tr("list-sep")).into())],
            )
        });
    }
    let colour = if well {
        Color32::from_rgb(150, 210, 150)
    } else {
        Color32::from_rgb(255, 200, 90)
    };
    ui.add(
        egui::Label::new(RichText::new(text).small().strong().color(colour))
            .sense(egui::Sense::click()),
    )
    .on_hover_text(tr("dock-plot-due-hover"))
    .clicked()
}
