//! What the board says on hover: a location (what it is, its rules, who and what stands
//! there) or an NPC marker.

use crate::content::{Content, LocId};
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
        LocType::Religious => "yellow",
        LocType::Civic => "green",
        LocType::Residential => "red",
        LocType::Business => "blue",
        LocType::Nightlife => "purple",
    }
}

/// A location's tooltip at the pointer: its name, district, type and quality, and what its rules mean there.
pub fn location_tooltip(
    ctx: &egui::Context,
    content: &Content,
    loc: LocId,
    snap: &rules::Snapshot,
) {
    let Some(pos) = ctx.pointer_hover_pos() else {
        return;
    };
    let l = content.map.loc(loc);
    egui::Area::new("hover".into()).fixed_pos(pos + egui::vec2(16.0, 16.0)).order(egui::Order::Tooltip).interactable(false).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).show(ui, |ui| {
            ui.set_max_width(300.0);
            ui.label(RichText::new(content.map.label(loc)).strong());
            ui.label(format!("{}: {} {} ({})", content.map.district(l.district).name, l.quality.name(), l.kind.name(), l.quality.shape_name()));
            ui.label(RichText::new(format!("Type {} ({}): leads, Lily and Jimmy move to a place of the same type; it never changes your move.", l.kind.name(), type_colour_word(l.kind))).small());
            if l.restricted {
                let warrants: Vec<String> = snap.seats.iter().filter(|s| s.warrants.contains(&loc)).map(|s| content.detectives[s.detective].def.name.clone()).collect();
                let with = if warrants.is_empty() { String::new() } else { format!(" Warrant here: {}.", warrants.join(", ")) };
                ui.label(format!("Restricted: 3 Time to enter without your own warrant here.{with}"));
            }
            match l.quality {
                crate::content::Quality::Ritzy => ui.label("Ritzy: entering draws a free light card."),
                crate::content::Quality::Seedy => ui.label("Seedy: entering draws a free dark card."),
                _ => ui.label(""),
            };
            if let Some(a) = &l.ability {
                ui.label(RichText::new(format!("Ability: {a}")).italics());
                ui.label(RichText::new("Standing here, use it from your turn's actions (its button, or its line in What can I do?); each player once per round.").small());
            }
            if let Some(i) = l.beanstalk_index {
                ui.label(format!("The Beanstalk, stop {} of 5: enter at an end, then one step at a time.", i + 1));
            }
            if snap.scene == loc {
                ui.label(RichText::new("The scene of the crime.").color(Color32::from_rgb(255, 110, 110)));
                let hero = snap.hero_on_scene.map(|s| format!("{}'s hero marker is here. ", content.detectives[snap.seats[s].detective].def.name)).unwrap_or_default();
                ui.label(RichText::new(format!("{hero}Get a jump on the case here (1 Time): whose hero marker is here at the end of the day becomes first player.")).small());
            }
            for (kind, owner, at) in &snap.leads {
                if *at == loc {
                    let whose = match owner {
                        crate::game::LeadOwner::Suspect(s) => content.suspects[*s].name.clone(),
                        crate::game::LeadOwner::Detective(d) => content.detectives[*d].def.name.clone(),
                    };
                    ui.label(format!("A {} lead ({whose}): standing here, click it to follow it up for 1 Time; the player on your right moves it.", kind.name()));
                }
            }
            for who in crate::model::Informant::ALL {
                if snap.informant(who) == loc {
                    let rule = match who {
                        crate::model::Informant::Lily => "R-MOVE-8",
                        crate::model::Informant::Jimmy => "R-MOVE-9",
                    };
                    ui.label(format!("{} is here ({rule}).", who.name()));
                }
            }
            for line in events::npcs_at(content, snap, loc) {
                ui.label(line);
            }
            let here: Vec<String> = snap.seats.iter().filter(|s| s.at == loc).map(|s| content.detectives[s.detective].def.name.clone()).collect();
            if !here.is_empty() {
                ui.label(format!("Here: {}.", here.join(", ")));
            }
            for line in events::event_abilities_at(content, snap, loc) {
                ui.label(RichText::new(line).italics().color(Color32::from_rgb(240, 200, 90)));
            }
        });
    });
}
