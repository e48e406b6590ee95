//! The detectives, each in a frame: who and where, the twilight track, cards and tokens in
//! numbers, specials, NPCs and the plot in a line — and the key to the board.

use crate::content::Content;
use crate::game::{PlotState, SeatKind};
use crate::i18n::{tr, tr_args};
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
                ui.label(RichText::new(tr("det-turn")).color(Color32::YELLOW));
            }
        });
        let kind = if s.kind == SeatKind::Human {
            "human"
        } else {
            "bot"
        };
        let mut tags = vec![tr_args(
            "det-seat",
            &[("seat", (seat.index() + 1).into()), ("kind", kind.into())],
        )];
        if snap.clock.first_player == seat {
            tags.push(tr("det-first-player"));
        }
        if snap.hero_on_scene == Some(seat) {
            tags.push(tr("det-hero-on-scene"));
        }
        ui.label(RichText::new(tags.join(" · ")).small());
        ui.label(tr_args("det-at", &[("at", content.map.label(s.at).into())]));
        let (time, why) = events::time_per_turn(content, snap, seat);
        ui.label(
            RichText::new(tr_args(
                "det-line",
                &[
                    ("vehicle", ruler_word(rules::ruler_of(content, s)).into()),
                    ("time", time.into()),
                    ("warrants", s.warrants.len().into()),
                    ("passes", s.dropship_passes.into()),
                ],
            ))
            .small(),
        )
        .on_hover_text(tr_args(
            "det-line-hover",
            &[
                ("sheet", format!("{:.0}", d.ruler_mm).into()),
                ("now", format!("{:.0}", rules::ruler_of(content, s)).into()),
                ("why", why.join(&tr("list-sep")).into()),
            ],
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
        .map(|f| format!("{} {}", h.favors[f.index()], crate::ui::words::favor(*f)))
        .collect();
    let npcs = &content.detectives[detective].def.npcs;
    for (i, &n) in h.npc_favors.iter().enumerate() {
        if n > 0
            && let Some(npc) = npcs.get(i)
        {
            let shows: Vec<String> = npc
                .favors
                .iter()
                .map(|k| crate::ui::words::favor(*k))
                .collect();
            tokens.push(tr_args(
                "det-npc-favor",
                &[
                    ("n", n.into()),
                    ("npc", npc.name.as_str().into()),
                    ("shows", shows.join("/").into()),
                ],
            ));
        }
    }
    for (n, what) in [
        (h.conspiracy, "det-conspiracy"),
        (h.haas, "det-haas"),
        (h.jinteki, "det-jinteki"),
        (h.trauma, "det-trauma-small"),
        (h.trauma_big, "det-trauma-big"),
    ] {
        if n > 0 {
            tokens.push(tr_args(what, &[("n", n.into())]));
        }
    }
    if !tokens.is_empty() {
        ui.label(RichText::new(tokens.join(" · ")).small());
    }
}

/// The key to the board: location types by colour, qualities by shape, the markers.
pub fn key(ui: &mut egui::Ui, settings: &crate::settings::Settings) {
    ui.add_space(6.0);
    egui::CollapsingHeader::new(tr("key-title"))
        .default_open(false)
        .show(ui, |ui| {
            for t in crate::content::LocType::ALL {
                let c = settings.loc_type_rgb(t);
                ui.horizontal(|ui| {
                    ui.label(RichText::new("■").color(Color32::from_rgb(c[0], c[1], c[2])));
                    ui.label(tr(&format!("loc-type-{}", t.name())));
                });
            }
            for key in [
                "key-shapes",
                "key-major",
                "key-restricted",
                "key-leads",
                "key-warrant",
                "key-pan",
            ] {
                ui.label(tr(key));
            }
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr("key-rules")).small());
                crate::ui::help::rules_link(ui, "R-MAP");
            });
        });
}

/// A vehicle ruler's reach in a word (the sheets' rulers run from 220 to 320 mm).
fn ruler_word(mm: f32) -> String {
    tr(match mm {
        m if m < 250.0 => "det-short-range",
        m if m < 300.0 => "det-mid-range",
        _ => "det-long-range",
    })
}
