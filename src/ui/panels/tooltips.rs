//! What the board says on hover: a location (what it is, its rules, who and what stands
//! there) or an NPC marker.

use crate::content::{Content, LocId};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules;
use crate::ui::panels::events;
use crate::ui::table::color32;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// What a hovered NPC marker says: the NPC, its detective, where and by which event.
pub fn npc_tooltip(
    ctx: &egui::Context,
    content: &Content,
    snap: &rules::Snapshot,
    npc: crate::content::NpcRef,
) {
    let Some(pos) = ctx.pointer_hover_pos() else {
        return;
    };
    egui::Area::new("hover".into())
        .fixed_pos(pos + egui::vec2(16.0, 16.0))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(300.0);
                let lines = events::npc_words(content, snap, npc);
                let d = &content.detectives[npc.detective].def;
                for (i, l) in lines.iter().enumerate() {
                    if i == 0 {
                        ui.label(RichText::new(l).strong().color(color32(d.color)));
                    } else {
                        ui.label(l);
                    }
                }
            });
        });
}

/// The colour the rules name a location type by (the colour-blind palette keeps the names).
fn type_colour_word(t: crate::content::LocType) -> &'static str {
    use crate::content::LocType;
    match t {
        LocType::Religious => "yellow", // english: a selector of tip-type
        LocType::Civic => "green",
        LocType::Residential => "red", // english: a selector of tip-type
        LocType::Business => "blue",
        LocType::Nightlife => "purple", // english: a selector of tip-type
    }
}

/// A location's tooltip at the pointer: its name, district, type and quality, and what its rules mean
/// there (a free card said as not for `me` when its seat let them go for the day).
pub fn location_tooltip(
    ctx: &egui::Context,
    content: &Content,
    loc: LocId,
    snap: &rules::Snapshot,
    me: Option<SeatId>,
    go: Option<String>,
) {
    let Some(pos) = ctx.pointer_hover_pos() else {
        return;
    };
    let l = content.map.loc(loc);
    egui::Area::new("hover".into())
        .fixed_pos(pos + egui::vec2(16.0, 16.0))
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(300.0);
                ui.label(RichText::new(content.map.label(loc)).strong());
                let kind = tr(&format!("loc-type-{}", l.kind.name()));
                ui.label(tr_args(
                    "tip-district",
                    &[
                        (
                            "district",
                            content.map.district(l.district).name.as_str().into(),
                        ),
                        ("quality", l.quality.name().into()),
                        ("kind", kind.as_str().into()),
                    ],
                ));
                ui.label(
                    RichText::new(tr_args(
                        "tip-type",
                        &[
                            ("kind", kind.as_str().into()),
                            ("colour", type_colour_word(l.kind).into()),
                        ],
                    ))
                    .small(),
                );
                if l.restricted {
                    let warrants: Vec<String> = snap
                        .seats
                        .iter()
                        .filter(|s| s.warrants.contains(&loc))
                        .map(|s| content.detectives[s.detective].def.name.clone())
                        .collect();
                    let with = if warrants.is_empty() {
                        String::new()
                    } else {
                        tr_args(
                            "tip-warrant-here",
                            &[("who", warrants.join(&tr("list-sep")).into())],
                        )
                    };
                    ui.label(tr_args("tip-restricted", &[("with", with.into())]));
                }
                // The viewer said *No, and none today* to free cards: said here, not promised.
                let skipped = me.is_some_and(|v| snap.skip_free.contains(&v));
                match (l.quality, skipped) {
                    (crate::content::Quality::Ritzy, false) => ui.label(tr("tip-ritzy")),
                    (crate::content::Quality::Seedy, false) => ui.label(tr("tip-seedy")),
                    (crate::content::Quality::Ritzy, true) => ui.label(tr("tip-ritzy-skipped")),
                    (crate::content::Quality::Seedy, true) => ui.label(tr("tip-seedy-skipped")),
                    _ => ui.label(""),
                };
                if let Some(a) = &l.ability {
                    ui.label(
                        RichText::new(tr_args("tip-ability", &[("text", a.as_str().into())]))
                            .italics(),
                    );
                    ui.label(RichText::new(tr("tip-ability-how")).small());
                }
                // Its leads, each by whose it is (their colours alone may look alike).
                for (kind, owner, _) in snap.leads.iter().filter(|(_, _, at)| *at == loc) {
                    let lead =
                        crate::i18n::say(content, &rules::investigation::lead_msg(*kind, *owner));
                    ui.label(
                        RichText::new(tr_args("tip-lead-here", &[("lead", lead.into())])).strong(),
                    );
                }
                if let Some(i) = l.beanstalk_index {
                    ui.label(tr_args("tip-beanstalk", &[("n", (i + 1).into())]));
                }
                if snap.scene == loc {
                    ui.label(
                        RichText::new(tr("tip-scene")).color(Color32::from_rgb(255, 110, 110)),
                    );
                    let hero = snap
                        .hero_on_scene
                        .map(|s| {
                            tr_args(
                                "tip-hero-here",
                                &[(
                                    "who",
                                    content.detectives[snap.seats[s].detective]
                                        .def
                                        .name
                                        .as_str()
                                        .into(),
                                )],
                            )
                        })
                        .unwrap_or_default();
                    ui.label(RichText::new(tr_args("tip-jump", &[("hero", hero.into())])).small());
                }
                for (kind, owner, at) in &snap.leads {
                    if *at == loc {
                        let whose = match owner {
                            crate::game::LeadOwner::Suspect(s) => content.suspects[*s].name.clone(),
                            crate::game::LeadOwner::Detective(d) => {
                                content.detectives[*d].def.name.clone()
                            }
                        };
                        ui.label(tr_args(
                            "tip-lead",
                            &[("kind", kind.name().into()), ("whose", whose.into())],
                        ));
                    }
                }
                for who in crate::model::Informant::ALL {
                    if snap.informant(who) == loc {
                        ui.label(tr_args("tip-informant", &[("who", who.name().into())]));
                    }
                }
                for line in events::npcs_at(content, snap, loc) {
                    ui.label(line);
                }
                let here: Vec<String> = snap
                    .seats
                    .iter()
                    .filter(|s| s.at == loc)
                    .map(|s| content.detectives[s.detective].def.name.clone())
                    .collect();
                if !here.is_empty() {
                    ui.label(tr_args(
                        "tip-here",
                        &[("who", here.join(&tr("list-sep")).into())],
                    ));
                }
                for line in events::event_abilities_at(content, snap, loc) {
                    ui.label(
                        RichText::new(line)
                            .italics()
                            .color(Color32::from_rgb(240, 200, 90)),
                    );
                }
                if let Some(go) = go {
                    ui.separator();
                    ui.label(RichText::new(go).strong());
                }
            });
        });
}
