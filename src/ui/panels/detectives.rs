//! The detectives, each in a frame: who and where, the twilight track, cards and tokens in
//! numbers, specials, NPCs and the plot in a line — and the key to the board.

use crate::content::Content;
use crate::game::{PlotState, SeatKind};
use crate::ids::*;
use crate::rules;
use crate::ui::panels::{events, hand, plot};
use crate::ui::table::color32;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// One detective in the Detectives tab: who and where, the twilight track, cards in numbers,
/// tokens and the plot in a line (the whole plot on hover).
pub fn detective_frame(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    plot: &PlotState,
    memory: Option<u16>,
) {
    let s = &snap.seats[seat];
    let d = &content.detectives[s.detective].def;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.label(
                RichText::new(format!(" {} ", d.initials))
                    .background_color(color32(d.color))
                    .color(Color32::BLACK)
                    .strong(),
            );
            ui.label(RichText::new(&d.name).strong());
            if seat == snap.active() && snap.daytime {
                ui.label(RichText::new("◀ turn").color(Color32::YELLOW));
            }
        });
        let kind = if s.kind == SeatKind::Human {
            "human"
        } else {
            "bot"
        };
        let mut tags = vec![format!("Seat {} · {kind}", seat.index() + 1)];
        if snap.clock.first_player == seat {
            tags.push("first player".into());
        }
        if snap.hero_on_scene == Some(seat) {
            tags.push("hero on the scene".into());
        }
        ui.label(RichText::new(tags.join(" · ")).small());
        ui.label(format!("At {}", content.map.label(s.at)));
        let (time, why) = events::time_per_turn(content, snap, seat);
        ui.label(
            RichText::new(format!(
                "{} vehicle · {time} Time a turn · warrants {} · passes {}",
                ruler_word(rules::ruler_of(content, s)),
                s.warrants.len(),
                s.dropship_passes
            ))
            .small(),
        )
        .on_hover_text(format!(
            "Vehicle ruler: how far one move reaches on the board ({:.0} mm on the detective's sheet, {:.0} mm with the rules in force). Time at the start of each turn: {}.",
            d.ruler_mm,
            rules::ruler_of(content, s),
            why.join(", ")
        ));
        hand::twilight_track(
            ui,
            s.twilight,
            rules::investigation::twilight_end(content, s.detective),
        );
        ui.label(RichText::new(hand::cards_line(content, snap, seat)).small());
        tokens_line(ui, content, s.detective, &s.holdings);
        events::specials_lines(ui, content, snap, seat, memory);
        plot::plot_summary(ui, content, snap, seat, plot);
    });
}

/// Favors and other tokens a detective holds, in words.
fn tokens_line(
    ui: &mut egui::Ui,
    content: &crate::content::Content,
    detective: DetectiveId,
    h: &crate::game::Holdings,
) {
    let mut tokens: Vec<String> = crate::content::FavorType::ALL
        .iter()
        .filter(|f| h.favors[f.index()] > 0)
        .map(|f| format!("{} {} favor", h.favors[f.index()], f.name()))
        .collect();
    let npcs = &content.detectives[detective].def.npcs;
    for (i, &n) in h.npc_favors.iter().enumerate() {
        if n > 0
            && let Some(npc) = npcs.get(i)
        {
            let shows: Vec<&str> = npc.favors.iter().map(|k| k.name()).collect();
            tokens.push(format!("{n} {} favor ({})", npc.name, shows.join("/")));
        }
    }
    for (n, what) in [
        (h.conspiracy, "conspiracy"),
        (h.haas, "Haas"),
        (h.jinteki, "Jinteki"),
        (h.trauma, "trauma (-1 VP each)"),
        (h.trauma_big, "trauma (-3 VP each)"),
    ] {
        if n > 0 {
            tokens.push(format!("{n} {what}"));
        }
    }
    if !tokens.is_empty() {
        ui.label(RichText::new(tokens.join(" · ")).small());
    }
}

/// The key to the board: location types by colour, qualities by shape, the markers.
pub fn key(ui: &mut egui::Ui, settings: &crate::settings::Settings) {
    ui.add_space(6.0);
    egui::CollapsingHeader::new("Key to the board")
        .default_open(false)
        .show(ui, |ui| {
            for t in crate::content::LocType::ALL {
                let c = settings.loc_type_rgb(t);
                ui.horizontal(|ui| {
                    ui.label(RichText::new("■").color(Color32::from_rgb(c[0], c[1], c[2])));
                    ui.label(t.name());
                });
            }
            ui.label("Diamond: ritzy (free light card). Circle: normal. Triangle: seedy (free dark card).");
            ui.label("Bigger symbol with a pale ring: major location, with an ability.");
            ui.label("Red R badge: restricted — 3 Time to enter without your warrant.");
            ui.label("Leads: T square testimony · P hexagon physical · D pentagon document.");
            ui.label("W square: a warrant, in its owner's colour. Flag: hero marker.");
            ui.label("Right or middle drag pans; the wheel zooms.");
            ui.horizontal(|ui| {
                ui.label(RichText::new("The board's rules:").small());
                crate::ui::help::rules_link(ui, "R-MAP");
            });
        });
}

/// A vehicle ruler's reach in a word (the sheets' rulers run from 220 to 320 mm).
fn ruler_word(mm: f32) -> &'static str {
    match mm {
        m if m < 250.0 => "Short-range",
        m if m < 300.0 => "Mid-range",
        _ => "Long-range",
    }
}
