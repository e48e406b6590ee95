//! The detectives' special cards and NPCs in the panels: Raymond's Memory cards and their
//! buttons, Time per turn, Lily's and Jimmy's words, the specials' lines.

use super::*;

/// Whether the detective at `seat` has Memory cards of its own to win back (Raymond).
pub fn wins_memories(content: &Content, snap: &Snapshot, seat: SeatId) -> bool {
    let d = snap.seats[seat].detective;
    content
        .specials
        .iter()
        .any(|s| s.def.memory && s.detective == d)
}

/// R-SETUP-13: Raymond's turn: one button per other seat holding one of his Memory cards.
pub fn memory_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    enabled: bool,
    send: &mut impl FnMut(Command),
) {
    if !wins_memories(content, snap, seat) {
        return;
    }
    for (from, other) in snap.seat_ids().zip(&snap.seats) {
        if from == seat || !other.memory {
            continue;
        }
        let name = &content.detectives[other.detective].def.name;
        let a = Action::RecallMemory { from };
        let ok = rules::check(content, snap, seat, &a);
        let b = ui.add_enabled(
            enabled && ok.is_ok(),
            egui::Button::new(tr_args("memory-ask", &[("name", name.as_str().into())])),
        );
        let about = tr_args("memory-ask-hover", &[("name", name.as_str().into())]);
        let b = explained(b, content, &ok, enabled, about);
        if b.clicked() {
            send(Command { seat, action: a });
        }
    }
}

/// The Time a seat's detective gets at the start of its turn (R-ROUND-2), with the rules in
/// force on it and *Wrapped Up in Himself*; the reasons it differs from the sheet.
pub fn time_per_turn(content: &Content, snap: &Snapshot, seat: SeatId) -> (i32, Vec<String>) {
    let s = &snap.seats[seat];
    let base = content.detectives[s.detective].def.time_per_turn as i32;
    let bonus = s.rule_sum(|r| matches!(r, crate::content::Rule::TimePerTurn(_)));
    let wrapped = s.specials.wrapped && s.holdings.bad_baggage > s.holdings.good_baggage;
    let mut why = vec![tr_args("time-on-sheet", &[("n", base.into())])];
    if bonus != 0 {
        why.push(tr_args(
            "time-from-rules",
            &[("n", format!("{bonus:+}").into())],
        ));
    }
    if wrapped {
        why.push(tr("time-wrapped"));
    }
    ((base + bonus - wrapped as i32).max(0), why)
}

/// A short label for an NPC on the board: its name when short, else its last word.
pub fn npc_short(name: &str) -> String {
    let name = name.trim();
    let short = if name.chars().count() <= 8 {
        name
    } else {
        name.rsplit(' ').next().unwrap_or(name)
    };
    short.to_uppercase()
}

/// An NPC in words for a tooltip: whose it is, the favors it grants, where it stands and why.
pub fn npc_words(content: &Content, snap: &Snapshot, npc: NpcRef) -> Vec<String> {
    let n = content.npc(npc);
    let d = &content.detectives[npc.detective].def;
    let mut out = vec![tr_args(
        "npc-title",
        &[
            ("npc", n.name.as_str().into()),
            ("who", d.name.as_str().into()),
        ],
    )];
    if let Some(s) = snap.npcs.iter().find(|x| x.npc == npc) {
        if !s.alive {
            out.push(tr("npc-eliminated"));
        } else if let Some((at, e)) = s.on_map {
            out.push(tr_args(
                "npc-on-map",
                &[
                    ("at", content.map.label(at).into()),
                    ("event", content.events[e].def.name.as_str().into()),
                ],
            ));
        }
    }
    if n.favors.is_empty() {
        out.push(tr("npc-no-favors"));
    } else {
        let kinds: Vec<String> = n
            .favors
            .iter()
            .map(|k| crate::ui::words::favor(*k))
            .collect();
        out.push(tr_args(
            "npc-favors-pay",
            &[("kinds", kinds.join(&tr("npc-or")).into())],
        ));
    }
    if !n.note.is_empty() {
        out.push(n.note.clone());
    }
    out
}

/// The lines of a detective's frame about its special cards, its Memory card and its NPCs.
/// `memory` is the Memory card the viewer holds, passed only for the viewer's own seat.
pub fn specials_lines(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    memory: Option<u16>,
) {
    let s = &snap.seats[seat];
    let d = s.detective;
    let sp = &s.specials;
    let card = |id_part: &str| {
        content
            .specials
            .iter()
            .find(|c| c.detective == d && !c.def.memory && c.def.id.contains(id_part))
    };
    let text_of = |id_part: &str| {
        card(id_part)
            .map(|c| c.def.text.clone())
            .unwrap_or_default()
    };
    // Caprice's Sanity: a track from +3 to −3.
    if let Some(v) = sp.sanity {
        let r = ui
            .horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = 2.0;
                ui.label(RichText::new(tr("special-sanity")).small().strong());
                for i in (-3..=3i8).rev() {
                    let here = i == v;
                    let fill = if here {
                        ACCENT
                    } else if i < 0 {
                        Color32::from_rgb(90, 45, 60)
                    } else {
                        Color32::from_gray(70)
                    };
                    ui.label(
                        RichText::new(format!(" {i:+} "))
                            .monospace()
                            .size(10.0)
                            .background_color(fill)
                            .color(if here { Color32::BLACK } else { Color32::WHITE }),
                    );
                }
                if sp.descended {
                    let plot = content
                        .detective_rule(d, |r| match r {
                            DetectiveRule::Sanity { plot } => Some(plot.clone()),
                            _ => None,
                        })
                        .and_then(|id| content.plots.iter().find(|p| p.def.id == id))
                        .map(|p| p.def.name.clone())
                        .unwrap_or_else(|| tr("special-descent"));
                    ui.label(
                        RichText::new(tr_args("special-begun", &[("plot", plot.into())]))
                            .small()
                            .color(Color32::from_rgb(240, 130, 130)),
                    );
                }
            })
            .response;
        r.on_hover_text(text_of("sanity"));
    }
    if let Some(good) = sp.mood {
        let (word, effect, c) = if good {
            (
                tr("special-good-mood"),
                tr("special-hand-plus"),
                Color32::from_rgb(140, 220, 140),
            )
        } else {
            (
                tr("special-bad-mood"),
                tr("special-hand-minus"),
                Color32::from_rgb(240, 150, 130),
            )
        };
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr("special-mood")).small().strong());
            ui.label(RichText::new(word).small().strong().color(c));
            ui.label(RichText::new(format!("({effect})")).small());
        })
        .response
        .on_hover_text(text_of("mood"));
    }
    if let Some(m) = sp.money {
        ui.horizontal(|ui| {
            ui.label(RichText::new(tr("special-money")).small().strong());
            ui.label(
                RichText::new(dollars(m))
                    .small()
                    .strong()
                    .color(Color32::from_rgb(150, 220, 150)),
            );
            ui.label(RichText::new(tr("special-money-pays")).small());
        })
        .response
        .on_hover_text(text_of("money"));
    }
    let wrapped_card = card("wrapped");
    if let Some(c) = wrapped_card {
        let bad = s.holdings.bad_baggage > s.holdings.good_baggage;
        let (state, colour) = if sp.wrapped {
            (
                tr(if bad {
                    "special-wrapped-bad"
                } else {
                    "special-wrapped-none"
                }),
                Color32::from_rgb(230, 180, 120),
            )
        } else {
            (tr("special-discarded"), ENDED)
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{}:", c.def.name)).small().strong());
            ui.label(RichText::new(state).small().color(colour));
            ui.label(
                RichText::new(tr_args(
                    "special-memories-back",
                    &[("n", sp.memories_back.into())],
                ))
                .small(),
            );
        })
        .response
        .on_hover_text(&c.def.text);
    }
    // Floyd's Directives and any other standing special card: by name, the text on hover.
    let others: Vec<_> = content
        .specials
        .iter()
        .filter(|c| c.detective == d && !c.def.memory)
        .filter(|c| {
            !["sanity", "mood", "money", "wrapped"]
                .iter()
                .any(|k| c.def.id.contains(k))
        })
        .collect();
    if !others.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr("special-cards")).small().strong());
            for c in others {
                ui.label(RichText::new(&c.def.name).small().underline())
                    .on_hover_text(&c.def.text);
            }
        });
    }
    // Raymond's Memory cards: who holds one; the viewer sees which.
    if s.memory {
        held_memory(ui, content, memory);
    }
    if wins_memories(content, snap, seat) {
        let holders: Vec<&str> = snap
            .seats
            .iter()
            .filter(|o| o.memory)
            .map(|o| content.detectives[o.detective].def.name.as_str())
            .collect();
        if !holders.is_empty() {
            ui.label(
                RichText::new(tr_args(
                    "special-memory-out",
                    &[("who", holders.join(&tr("list-sep")).into())],
                ))
                .small(),
            );
        }
    }
    npc_line(ui, content, snap, seat);
}

/// The Memory card of Raymond's the seat holds: its name when the viewer holds it (`memory`),
/// else that it is face down.
fn held_memory(ui: &mut egui::Ui, content: &Content, memory: Option<u16>) {
    let owner = content
        .specials
        .iter()
        .find(|c| c.def.memory)
        .map(|c| content.detectives[c.detective].def.name.as_str())
        .unwrap_or("Raymond"); // english: a name
    match memory.and_then(|m| content.specials.get(m as usize)) {
        Some(m) => {
            ui.label(
                RichText::new(tr_args(
                    "special-holds-memory",
                    &[
                        ("owner", owner.into()),
                        ("card", m.def.name.as_str().into()),
                    ],
                ))
                .small()
                .color(Color32::from_rgb(190, 170, 240)),
            )
            .on_hover_text(&m.def.text);
        }
        None => {
            ui.label(
                RichText::new(tr_args(
                    "special-holds-memory-down",
                    &[("owner", owner.into())],
                ))
                .small()
                .color(Color32::from_rgb(190, 170, 240)),
            )
            .on_hover_text(tr("special-holds-memory-hover"));
        }
    }
}
