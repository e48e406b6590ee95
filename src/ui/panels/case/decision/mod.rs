//! The window of the decision pending for the viewing seat: its title, what it is about, and
//! its answers, one file a family of decisions: [`places`] (where a lead, an informant or a
//! warrant goes), [`evidence`] (a lead's reward, the drawn token, Lily, Jimmy), [`conspiracy`]
//! (a piece's benefit, placement and bonus), [`draws`] (free and extra cards) and [`cards`] (a
//! card's choice, Raymond's memory). The dark-card, light-answer and fight windows are the
//! hand's.

pub mod asked;
mod cards;
mod conspiracy;
mod draws;
mod evidence;
mod places;

use super::chips::{short, value_color, what_it_is};
use super::forms::Forms;
use crate::content::{Content, Pile};
use crate::game::{Action, Choice, Command, Decision, Evidence, PublicTable};
use crate::ids::*;
use crate::model::{Ask, Informant};
use crate::rules::{self, Snapshot};
use crate::ui::panels::hand;
use asked::Asked;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// What the decision the seat at this screen must make now is called: the dock's heading.
pub fn decision_title(d: Decision) -> String {
    crate::i18n::tr(decision_key(d))
}

/// The key of [`decision_title`].
fn decision_key(d: Decision) -> &'static str {
    match d {
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => "decision-move-lead",
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => "decision-lead-reward",
        Decision {
            ask: Ask::PlaceEvidence { .. },
            ..
        } => "decision-place-evidence",
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => "decision-lily",
        Decision {
            ask: Ask::MoveInformant {
                who: Informant::Lily,
            },
            ..
        } => "decision-lily-moves",
        Decision {
            ask: Ask::JimmyOffer,
            ..
        } => "decision-jimmy",
        Decision {
            ask: Ask::MoveInformant {
                who: Informant::Jimmy,
            },
            ..
        } => "decision-jimmy-moves",
        // Baggage comes from a baggage piece or from an ability (Castle Club): named for what
        // it does, not where it came from.
        Decision {
            ask: Ask::Benefit {
                pile: Pile::Baggage,
            },
            ..
        } => "decision-baggage",
        Decision {
            ask: Ask::Benefit { .. },
            ..
        } => "decision-benefit",
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => "decision-place-piece",
        Decision {
            ask: Ask::Bonus { .. },
            ..
        } => "decision-bonus",
        Decision {
            ask: Ask::FreeDraw, ..
        } => "decision-free-dark",
        Decision {
            ask: Ask::FreeLight,
            ..
        } => "decision-free-light",
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => "decision-extra-card",
        Decision {
            ask: Ask::Response, ..
        } => "decision-response",
        Decision {
            ask: Ask::Counter, ..
        } => "decision-counter",
        Decision {
            ask: Ask::Fight { .. },
            ..
        } => "decision-fight",
        Decision {
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit => "decision-hit",
            Choice::Alibi => "decision-alibi",
            Choice::Peek => "decision-peek",
            Choice::Reveal => "decision-reveal",
            Choice::MoveLead(_) => "decision-move-a-lead",
            Choice::Favor => "decision-favor",
        },
        Decision {
            ask: Ask::MemoryAsked { .. },
            ..
        } => "decision-memory",
        Decision {
            ask: Ask::MoveWarrant { .. },
            ..
        } => "decision-warrant",
    }
}

/// What the decision in hand is about, kept in sight above its answers (they may scroll): the
/// evidence token drawn, while it is placed.
pub fn decision_head(ui: &mut egui::Ui, snap: &Snapshot) {
    if let (
        Some(Decision {
            ask: Ask::PlaceEvidence { .. },
            ..
        }),
        Some(e),
    ) = (snap.pending, snap.drawn)
    {
        ui.horizontal(|ui| {
            ui.label(crate::i18n::tr("decision-you-drew"));
            ui.label(
                RichText::new(format!(" {} ", short(e)))
                    .size(22.0)
                    .strong()
                    .color(value_color(e))
                    .background_color(Color32::from_gray(35)),
            );
            ui.vertical(|ui| {
                // The chip shows a value already, and what it is says "evidence value": one
                // line (a short column at 150% wants the suspects' buttons in sight). A
                // surprise witness or a perjury is named first.
                if !matches!(e, Evidence::Value(_)) {
                    ui.label(RichText::new(crate::ui::words::evidence(e)).strong());
                }
                ui.label(RichText::new(crate::rules::words::plain(&what_it_is(e))).small());
            });
        });
    }
}

/// The decision the viewing seat must make now, drawn into its panel (its title and
/// [`decision_head`] above it): what it is and why, and
/// a button (or a lit place on the board) for each answer.
pub fn decision_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    seat: SeatId,
    forms: &mut Forms,
    out: &mut Vec<Command>,
) {
    let Some(d) = snap.pending else {
        return;
    };
    let legal = rules::legal_actions(content, snap, seat);
    let mut send = |action: Action| out.push(Command { seat, action });
    let at = Asked {
        content,
        table,
        snap,
        seat,
        legal: &legal,
    };
    match d.ask {
        Ask::PlaceLead {
            kind, owner, from, ..
        } => places::place_lead(ui, &at, d, (kind, owner, from), &mut send),
        Ask::MoveInformant { .. } => places::move_informant(ui, &at, d, &mut send),
        Ask::LeadReward { kind, .. } => evidence::lead_reward(ui, &at, kind, &mut send),
        Ask::PlaceEvidence { kind, .. } => {
            evidence::place_evidence(ui, &at, kind, &mut forms.evidence, &mut send)
        }
        Ask::LilyReveal => evidence::lily_reveal(ui, &at, &mut send),
        Ask::Benefit { pile, .. } => conspiracy::benefit(ui, &at, pile, &mut send),
        Ask::PlacePiece => conspiracy::place_piece(ui, &at, &mut send),
        Ask::Bonus { bonus, .. } => conspiracy::bonus(ui, &at, bonus, &mut forms.lead, &mut send),
        Ask::FreeDraw => draws::free_draw(ui, &at, &mut send),
        Ask::FreeLight => draws::free_light(ui, &at, &mut send),
        Ask::ExtraDraw => draws::extra_draw(ui, &at, &mut send),
        Ask::Response => {
            hand::response_body(ui, content, table, snap, seat, &mut forms.pay, &mut send);
        }
        Ask::Counter => {
            hand::counter_body(ui, content, snap, seat, &mut forms.pay, &mut send);
        }
        Ask::Fight { card, by, .. } => {
            hand::fight_body(ui, content, table, snap, (seat, card, by), &mut send);
        }
        Ask::Choice { choice, target, .. } => {
            cards::choice_body(
                ui,
                content,
                table,
                snap,
                (seat, target, choice),
                &legal,
                &mut forms.lead,
                &mut send,
            );
        }
        Ask::MemoryAsked { raymond, .. } => cards::memory_asked(ui, &at, raymond, &mut send),
        Ask::MoveWarrant { to } => places::move_warrant(ui, &at, to, &mut send),
        Ask::JimmyOffer => evidence::jimmy_offer(ui, &at, &mut send),
    }
}
