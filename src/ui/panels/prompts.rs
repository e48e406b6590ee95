//! Fewer interruptions (D-7): the controls that say when the game asks the viewer about its
//! dark cards — a per-card *ask me / never ask* choice for the hand, why a response window asks
//! now, the one-click holds on the response prompt — and *Let the game choose* for a lead the
//! viewer moves for someone else. Each is a small function the panels call; every choice goes
//! out as a [`crate::game::Command`], so saves and replays agree.

use crate::content::{Content, Deck};
use crate::game::{Action, Hold, Prompt};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules::{self, Snapshot};
use bevy_egui::egui;
use egui::{Color32, RichText};

const NOTE: Color32 = Color32::from_rgb(170, 190, 230);

/// For a dark card in the viewer's hand: when the game asks about it, and the choice *when it
/// answers* (the default) / *at every action* / *never*.
pub fn card_prompt(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    card: CardId,
    send: &mut dyn FnMut(Action),
) {
    let Some(c) = content.cards.get(card.index()) else {
        return;
    };
    if c.def.deck != Deck::Dark || !snap.hand.contains(&card) {
        return;
    }
    let who = content.detectives[c.detective].def.name.as_str();
    let now = snap.prompt_of(card);
    let note = match now {
        Prompt::Never => tr_args("prompt-never-note", &[("who", who.into())]),
        Prompt::Always => tr_args("prompt-always-note", &[("who", who.into())]),
        Prompt::Judged if !snap.auto_pass => tr_args("prompt-always-note", &[("who", who.into())]),
        Prompt::Judged => match rules::twilight::answers_words(content, card) {
            Some(w) => tr_args(
                "prompt-judged-note",
                &[
                    ("when", crate::i18n::say(content, &w).into()),
                    ("who", who.into()),
                    ("daily", daily(snap).into()),
                ],
            ),
            None => tr_args(
                "prompt-judged-none",
                &[("who", who.into()), ("daily", daily(snap).into())],
            ),
        },
    };
    ui.label(RichText::new(note).small().color(NOTE));
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr("prompt-ask-me")).small());
        for (p, text, hover) in [
            (
                Prompt::Judged,
                tr("prompt-judged"),
                tr_args("prompt-judged-hover", &[("daily", daily(snap).into())]),
            ),
            (
                Prompt::Always,
                tr("prompt-always"),
                tr("prompt-always-hover"),
            ),
            (Prompt::Never, tr("prompt-never"), tr("prompt-never-hover")),
        ] {
            if ui
                .selectable_label(now == p, RichText::new(text).small())
                .on_hover_text(hover)
                .clicked()
                && now != p
            {
                send(Action::PromptFor { card, prompt: p });
            }
        }
    });
}

/// In a response window: why the viewer is asked now — the cards that answer this action,
/// are offered once a turn, or that it asked to be asked about. Nothing when every window
/// asks (auto-pass off).
pub fn why_asked(ui: &mut egui::Ui, content: &Content, snap: &Snapshot) {
    if !snap.auto_pass {
        return;
    }
    let target = snap.seats[snap.active()].detective;
    let mut why = Vec::new();
    for &card in &snap.hand {
        if !rules::twilight::is_card_of(content, card, Deck::Dark, target) {
            continue;
        }
        let name = content.cards[card].def.name.as_str();
        match snap.prompt_of(card) {
            Prompt::Always => why.push(tr_args("asked-always", &[("card", name.into())])),
            Prompt::Judged if rules::twilight::answers_now(content, snap, card) => {
                match rules::twilight::answers_words(content, card) {
                    Some(w) => why.push(tr_args(
                        "asked-answers-when",
                        &[
                            ("card", name.into()),
                            ("when", crate::i18n::say(content, &w).into()),
                        ],
                    )),
                    None => why.push(tr_args(
                        "asked-once",
                        &[("card", name.into()), ("daily", daily(snap).into())],
                    )),
                }
            }
            // Offered once in the turn (D-7), unless the game's quiet offers leave it out.
            Prompt::Judged if rules::twilight::offered_once(content, snap, card) => {
                why.push(tr_args(
                    "asked-once",
                    &[("card", name.into()), ("daily", daily(snap).into())],
                ))
            }
            _ => {}
        }
    }
    if !why.is_empty() {
        ui.label(
            RichText::new(tr_args("asked-because", &[("why", why.join("; ").into())]))
                .small()
                .color(NOTE),
        );
    }
}

/// The one-click holds on a response prompt: pass now and stop asking until the viewer's turn
/// or for the rest of the day (D-7).
pub fn hold_buttons(ui: &mut egui::Ui, send: &mut dyn FnMut(Action)) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr("hold-my-turn"))
            .on_hover_text(tr("hold-my-turn-hover"))
            .clicked()
        {
            send(Action::HoldResponses {
                until: Hold::MyTurn,
            });
        }
        if ui
            .button(tr("hold-today"))
            .on_hover_text(tr("hold-today-hover"))
            .clicked()
        {
            send(Action::HoldResponses {
                until: Hold::Tomorrow,
            });
        }
    });
}

/// *Let the game choose*: the normal bot's answer from the viewer's own view, sent as the plain
/// answer (where a lead goes, say), with what it is on hover.
pub fn let_the_game_choose(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    send: &mut dyn FnMut(Action),
) {
    let Some(pick) = crate::game::bot::game_pick(content, snap) else {
        return;
    };
    let Some(seat) = snap.viewer else {
        return;
    };
    let words = crate::i18n::say(content, &rules::action_words(content, snap, seat, &pick));
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(RichText::new(tr("game-choose")).strong())
            .on_hover_text(tr_args("game-choose-hover", &[("words", words.into())]))
            .clicked()
        {
            send(pick);
        }
        if ui
            .button(tr("game-choose-always"))
            .on_hover_text(tr("game-choose-always-hover"))
            .clicked()
        {
            crate::ui::help::always_let_the_game_choose(ui.ctx());
            send(pick);
        }
    });
}

/// Whether the game offers a dark card that answers nothing once a day in all (D-7), as a
/// Fluent selector.
fn daily(snap: &Snapshot) -> &'static str {
    if snap.offers_daily { "yes" } else { "no" }
}
