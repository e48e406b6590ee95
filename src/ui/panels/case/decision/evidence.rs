//! The evidence family: what a followed-up lead gives, placing the drawn token, Lily's reveal
//! and Jimmy's offer.

use super::super::chips::{file_role, short};
use super::super::forms::EvidenceChoice;
use super::asked::Asked;
use crate::content::{LeadKind, Pile};
use crate::game::Action;
use crate::ids::*;
use crate::rules::{self, TokenView};
use bevy_egui::egui;
use egui::RichText;

/// A lead followed up: place evidence, or uncover the conspiracy.
pub(super) fn lead_reward(
    ui: &mut egui::Ui,
    at: &Asked,
    kind: LeadKind,
    send: &mut impl FnMut(Action),
) {
    let Asked {
        content,
        snap,
        seat,
        ..
    } = *at;
    ui.label(format!("You followed up a {} lead.", kind.name()));
    let ev = rules::check(content, snap, seat, &Action::TakeEvidence);
    let b = ui.add_enabled(
        ev.is_ok(),
        egui::Button::new(
            RichText::new(format!("Place evidence ({} tokens in the pile)", snap.pile)).strong(),
        ),
    );
    if let Err(why) = &ev {
        b.clone()
            .on_disabled_hover_text(crate::i18n::say(content, why));
    }
    if b.on_hover_text(format!(
        "Draw the top evidence token, look at it in secret and put it in a live suspect's {} file.",
        kind.name()
    ))
    .clicked()
    {
        send(Action::TakeEvidence);
    }
    ui.label(RichText::new("Or uncover the conspiracy:").small());
    let pile = snap.puzzle.heroes.get(seat.index()).copied().flatten();
    for (dig, label, tip) in [
        (
            false,
            "Reveal information",
            "Draw the top piece of the pile beside your hero marker: take its benefit, place it in the puzzle, use its bonuses.",
        ),
        (
            true,
            "Dig deeper",
            "Move your hero marker beside the next more valuable pile.",
        ),
    ] {
        let a = Action::UncoverConspiracy { dig };
        let ok = rules::check(content, snap, seat, &a);
        let text = match (dig, pile) {
            (false, Some(p)) => {
                format!("{label}: draw from the {} pile", Pile::ALL[p].name())
            }
            (true, Some(p)) => match crate::rules::puzzle::dig_target(snap.puzzle.counts(), p) {
                Some(q) => format!("{label}: move beside the {} pile", Pile::ALL[q].name()),
                None => label.to_string(),
            },
            _ => label.to_string(),
        };
        let b = ui.add_enabled(ok.is_ok(), egui::Button::new(text));
        let b = match &ok {
            Err(why) => b.on_disabled_hover_text(crate::i18n::say(content, why)),
            Ok(_) => b.on_hover_text(tip),
        };
        if b.clicked() {
            send(a);
        }
    }
}

/// The drawn token: face up or down, and in which live suspect's file.
pub(super) fn place_evidence(
    ui: &mut egui::Ui,
    at: &Asked,
    kind: LeadKind,
    evidence: &mut EvidenceChoice,
    send: &mut impl FnMut(Action),
) {
    let Asked { content, snap, .. } = *at;
    let live = || snap.suspects.iter().filter(|v| v.alive);
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(format!(
        "It goes in the {} file of a live suspect.",
        kind.name()
    ));
    if let Some(why) = rules::murder::must_face_up(content, snap, kind) {
        // The murder's rule leaves no choice (R-MURDER-1).
        evidence.face_up = true;
        ui.label(RichText::new(format!("Face up (everyone sees it). {why}")).small());
    } else {
        // Wrapped: a row wider than the panel would widen it for every button below.
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut evidence.face_up, false, "Face down (only you know it)");
            ui.radio_value(&mut evidence.face_up, true, "Face up (everyone sees it)");
        });
    }
    for v in live() {
        let role = file_role(content, v.index, kind);
        let mut text = format!("{} — {} file is {role}", name(v.index), kind.name());
        if let Some((g, i)) = snap.hunches {
            if g == v.index {
                text.push_str(" · your guilty hunch");
            }
            if i == v.index {
                text.push_str(" · your innocent hunch");
            }
        }
        let note = crate::rules::scoring::close_note(content, snap, v.index, kind, snap.drawn);
        if let Some(n) = &note {
            text.push_str(&format!("\n    {n}"));
        }
        if ui.button(text).clicked() {
            send(Action::PlaceEvidence {
                suspect: v.index,
                face_up: evidence.face_up,
            });
        }
    }
}

/// Lily Lockwell's story: one face-down token turned face up, or none.
pub(super) fn lily_reveal(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked { content, snap, .. } = *at;
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label("The reporter runs a story: you may turn one face-down evidence token face up.");
    for v in &snap.suspects {
        let down: Vec<&TokenView> = snap
            .evidence
            .iter()
            .filter(|t| t.suspect == v.index && !t.face_up)
            .collect();
        if down.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(name(v.index)).strong());
            for t in down {
                let face = t
                    .value
                    .map(|e| format!("({})", short(e)))
                    .unwrap_or_else(|| "?".into());
                if ui
                    .button(format!("{face} {}", t.file.name()))
                    .on_hover_text("Turn this token face up for everyone.")
                    .clicked()
                {
                    send(Action::RevealEvidence { token: t.id });
                }
            }
        });
    }
    if ui
        .button("Turn nothing face up")
        .on_hover_text(
            "The reveal is optional: keep every token as it is. Lily moves on all the same.",
        )
        .clicked()
    {
        send(Action::SkipReveal);
    }
}

/// Jimmy the Snitch's offer: a secret look at a suspect's tokens or a player's hand.
pub(super) fn jimmy_offer(ui: &mut egui::Ui, at: &Asked, send: &mut impl FnMut(Action)) {
    let Asked {
        content,
        snap,
        seat,
        legal,
        ..
    } = *at;
    let live = || snap.suspects.iter().filter(|v| v.alive);
    let name = |i: SuspectId| content.suspects[i].name.clone();
    ui.label(format!("For 1 Time ({} left) Jimmy shows you, in secret, every face-down token on one suspect or another player's hand. Then he moves on.", snap.clock.time));
    for v in live() {
        let unknown = snap
            .evidence
            .iter()
            .filter(|t| t.suspect == v.index && !t.face_up && t.value.is_none())
            .count();
        let down = snap
            .evidence
            .iter()
            .filter(|t| t.suspect == v.index && !t.face_up)
            .count();
        let a = Action::Peek { suspect: v.index };
        let ok = legal.contains(&a);
        let b = ui.add_enabled(
            ok,
            egui::Button::new(format!(
                "Look at {} ({down} face down, {unknown} you don't know)",
                name(v.index)
            )),
        );
        if !ok {
            if let Err(why) = rules::check(content, snap, seat, &a) {
                b.on_disabled_hover_text(crate::i18n::say(content, &why));
            }
        } else if b.clicked() {
            send(a);
        }
    }
    for of in snap.seat_ids().filter(|&o| o != seat) {
        let a = Action::LookAtHand { of };
        let ok = legal.contains(&a);
        let b = ui.add_enabled(
            ok,
            egui::Button::new(format!(
                "Look at {}'s hand ({} cards)",
                content.detectives[snap.seats[of].detective].def.name, snap.seats[of].hand
            )),
        );
        if !ok {
            if let Err(why) = rules::check(content, snap, seat, &a) {
                b.on_disabled_hover_text(crate::i18n::say(content, &why));
            }
        } else if b.clicked() {
            send(a);
        }
    }
    if ui.button("No, thanks").clicked() {
        send(Action::DeclinePeek);
    }
}
