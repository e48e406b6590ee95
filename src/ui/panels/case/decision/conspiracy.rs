//! The conspiracy family: a drawn piece's benefit, placing the piece, and its bonus.

use super::asked::Asked;
use super::places::move_lead_body;
use crate::content::Pile;
use crate::game::Action;
use crate::ids::*;
use crate::rules;
use crate::ui::board::input::LeadPick;
use crate::ui::panels::hand::seat_name;
use bevy_egui::egui;
use egui::RichText;

/// A piece's benefit: a shift, a favor or baggage.
pub(super) fn benefit(ui: &mut egui::Ui, at: &Asked, pile: Pile, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        table,
        snap,
        seat,
        legal,
        ..
    } = *at;
    let why = match pile {
        Pile::Shift => {
            "Shift piece: you may light- or dark-shift any detective one space, yourself included."
        }
        Pile::Favor => "Favor piece: take one normal favor of your choice.",
        Pile::Baggage if snap.piece.is_some() => {
            "Baggage piece: you may put good or bad baggage on any detective's plot."
        }
        Pile::Baggage => "Put one good or one bad baggage on any detective's plot.",
    };
    ui.label(why);
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            let text = match *a {
                Action::Shift { seat: t, dark } => {
                    let (text, tip) = crate::ui::panels::puzzle::shift_choice_words(
                        content, table, snap, seat, t, dark,
                    );
                    if ui.button(text).on_hover_text(tip).clicked() {
                        send(*a);
                    }
                    continue;
                }
                Action::GainFavor { kind } => format!(
                    "{} favor ({} left)",
                    kind.name(),
                    snap.supply.favors[kind.index()]
                ),
                Action::GiveBaggage { seat: t, good } => format!(
                    "{} baggage on {}",
                    if good { "Good" } else { "Bad" },
                    seat_name(content, table, t)
                ),
                Action::SkipBonus => "Let it go".to_string(),
                _ => continue,
            };
            if ui.button(text).clicked() {
                send(*a);
            }
        }
    });
}

/// The drawn piece: placed in the puzzle window, or discarded.
pub(super) fn place_piece(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        snap,
        seat,
        legal,
        ..
    } = *at;
    ui.label("Place the piece in the Conspiracy puzzle window: turn it, then click a green cell — or discard it.");
    let ok = legal.contains(&Action::DiscardPiece);
    let b = ui.add_enabled(ok, egui::Button::new("Discard the piece"));
    if !ok {
        if let Err(why) = rules::check(content, snap, seat, &Action::DiscardPiece) {
            b.on_disabled_hover_text(crate::i18n::say(content, &why));
        }
    } else if b.clicked() {
        send(Action::DiscardPiece);
    }
}

/// A piece's optional bonus: a lead moved, a hit, or a bonus piece.
pub(super) fn bonus(
    ui: &mut egui::Ui,
    at: &Asked,
    bonus: crate::content::Bonus,
    lead: &mut LeadPick,
    send: &mut impl FnMut(Action),
) {
    let Asked {
        content,
        snap,
        legal,
        ..
    } = *at;
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(format!("Bonus: {} (optional).", bonus.words()));
    match bonus {
        crate::content::Bonus::MoveLead(kind) => {
            ui.label(RichText::new(format!("Move a {} lead as if the player on your left had followed it up: another location of its type, free of leads, outside your district.", kind.name())).small());
            move_lead_body(ui, content, snap, legal, lead, send);
        }
        crate::content::Bonus::Hit => {
            ui.label(RichText::new("A hit on a live suspect; the third hit kills.").small());
            ui.horizontal_wrapped(|ui| {
                for a in legal {
                    if let Action::HitBonus { suspect } = *a {
                        let hits = snap.suspect(suspect).map(|v| v.hits).unwrap_or(0);
                        if ui
                            .button(format!("{} ({hits} hits)", name(suspect)))
                            .clicked()
                        {
                            send(*a);
                        }
                    }
                }
            });
        }
        _ => {
            if legal.contains(&Action::DrawBonusPiece)
                && ui.button("Draw the bonus piece").clicked()
            {
                send(Action::DrawBonusPiece);
            }
        }
    }
    if ui.button("Skip the bonus").clicked() {
        send(Action::SkipBonus);
    }
}
