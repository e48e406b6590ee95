//! The investigation's panels: the suspects' files and the viewer's hunches, the window for a
//! pending decision (evidence or conspiracy, placing a drawn token, Lily's reveal, Jimmy's
//! offer, "where does it go?", a card's dark-card, light-answer, fight and choice windows),
//! and the Case Closed breakdown (with the plot-ending and trauma VP lines).

use crate::content::{Content, FavorType, LeadKind, Pile};
use crate::game::investigation::evidence_words;
use crate::game::{Action, Choice, Command, Decision, Evidence, Outcome, PublicTable};
use crate::ids::*;
use crate::model::{Ask, Informant};
use crate::rules::scoring::SuspectAtClose;
use crate::rules::{self, Snapshot, TokenView};
use crate::ui::board::input::{LeadPick, lead_to_light, pick_words};
use crate::ui::panels::hand::{self, PayForm, seat_name};
use crate::ui::panels::puzzle::PuzzlePanel;
use bevy_egui::egui;
use egui::{Color32, RichText};

const GUILTY: Color32 = Color32::from_rgb(235, 110, 100);
const INNOCENT: Color32 = Color32::from_rgb(120, 170, 255);

/// The state the panels and windows keep between frames.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Forms<'w> {
    /// The evidence window's face-up toggle.
    pub evidence: bevy::prelude::ResMut<'w, EvidenceChoice>,
    /// The cards marked to pay a play.
    pub pay: bevy::prelude::ResMut<'w, PayForm>,
    /// The lead picked.
    pub lead: bevy::prelude::ResMut<'w, LeadPick>,
    /// How the drawn piece is turned.
    pub puzzle: bevy::prelude::ResMut<'w, PuzzlePanel>,
    /// The events panel's state.
    pub events: bevy::prelude::ResMut<'w, crate::ui::panels::events::EventsPanel>,
}

/// Whether the viewer's drawn token goes face up (the evidence window's toggle).
#[derive(bevy::prelude::Resource, Default)]
pub struct EvidenceChoice {
    /// Face up (`true`) or face down.
    pub face_up: bool,
}

fn value_color(e: Evidence) -> Color32 {
    match e {
        Evidence::Value(v) if v > 0 => Color32::from_rgb(140, 220, 140),
        Evidence::Value(_) => Color32::from_rgb(240, 150, 130),
        Evidence::SurpriseWitness => Color32::from_rgb(150, 200, 255),
        Evidence::Perjury => Color32::from_rgb(230, 190, 110),
    }
}

/// A token's short face: "+3", "W" (surprise witness), "P" (perjury).
pub fn short(e: Evidence) -> String {
    match e {
        Evidence::Value(v) => format!("{v:+}"),
        Evidence::SurpriseWitness => "W".into(),
        Evidence::Perjury => "P".into(),
    }
}

fn what_it_is(e: Evidence) -> &'static str {
    match e {
        Evidence::Value(_) => "evidence value, added up at the close (R-CLOSE-4)",
        Evidence::SurpriseWitness => {
            "surprise witness: −5, or +5 if a perjury pairs with it (R-EVID-3, R-CLOSE-5)"
        }
        Evidence::Perjury => {
            "perjury: turns one alibi or surprise witness on this suspect to +5 (R-EVID-4, R-CLOSE-5)"
        }
    }
}

/// One evidence token as a chip: face-up values plain, face-down ones the viewer knows in
/// brackets, the rest as a back ("?").
fn token_chip(ui: &mut egui::Ui, t: &TokenView, placer: &str) {
    let (text, color, tip) = match (t.value, t.face_up) {
        (Some(e), true) => (
            format!(" {} ", short(e)),
            value_color(e),
            format!(
                "Face up: {} ({}). Placed by {placer}.",
                evidence_words(e),
                what_it_is(e)
            ),
        ),
        (Some(e), false) => (
            format!("({})", short(e)),
            value_color(e),
            format!(
                "Face down: {} ({}). You know it because you placed it or peeked; the others do not. Placed by {placer}.",
                evidence_words(e),
                what_it_is(e)
            ),
        ),
        (None, _) => (
            " ? ".into(),
            Color32::GRAY,
            format!(
                "Face down: you do not know its value. Placed by {placer}. All turn face up at the close (R-CLOSE-2)."
            ),
        ),
    };
    let mut rt = RichText::new(text)
        .monospace()
        .color(color)
        .background_color(Color32::from_gray(35));
    if !t.face_up {
        rt = rt.italics();
    }
    ui.label(rt).on_hover_text(tip);
}

/// "1st", "2nd", "3rd", "4th"…
fn ordinal(n: u8) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn file_role(content: &Content, suspect: SuspectId, kind: LeadKind) -> &'static str {
    let s = &content.suspects[suspect];
    if s.strong == kind {
        "strong"
    } else if s.weak == kind {
        "weak"
    } else {
        "plain"
    }
}

/// A label in a coloured box, black on `bg`: hunches, DEAD, MURDERER, WINNER.
fn badge(text: &str, bg: Color32) -> RichText {
    RichText::new(text)
        .strong()
        .color(Color32::BLACK)
        .background_color(bg)
}

fn hunch_row(ui: &mut egui::Ui, kind: &str, bg: Color32, name: &str) -> egui::Response {
    ui.horizontal_wrapped(|ui| {
        ui.label(badge(kind, bg));
        ui.label(RichText::new(name).strong());
    })
    .response
}

/// The viewer's hunches (or a note that they are hidden) and every suspect's files.
pub fn suspects_panel(ui: &mut egui::Ui, content: &Content, table: &PublicTable, snap: &Snapshot) {
    murder_rule(ui, content, table, snap);
    ui.horizontal(|ui| {
        ui.heading("Your hunches");
        crate::ui::help::rules_link(ui, "R-CLOSE-7");
    });
    match snap.hunches {
        Some((g, i)) => {
            hunch_row(ui, " GUILTY ", GUILTY, &content.suspects[g].name)
                .on_hover_text("+15 VP if this suspect is the murderer at the close (R-CLOSE-7).");
            hunch_row(ui, " INNOCENT ", INNOCENT, &content.suspects[i].name)
                .on_hover_text("+5 VP if this suspect is not the murderer (R-CLOSE-7).");
            if g == i {
                ui.label(RichText::new("Obsession: both hunches name one suspect. If their total ends 5 above every other, both count as right and you gain +3 VP.").small());
            }
            ui.label(RichText::new("Secret: only you see these.").small().weak());
        }
        None => {
            ui.label(RichText::new("Hidden until a player takes the screen.").weak());
        }
    }
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.heading("Suspects");
        crate::ui::help::rules_link(ui, "R-EVID");
    });
    ui.label(
        RichText::new("Top of the murder sheet first (it breaks ties). Strong file: its lowest value is discarded at the close; weak file: its highest.")
            .small(),
    );
    for v in &snap.suspects {
        dossier(ui, content, table, snap, v);
    }
    ui.label(RichText::new(format!("Evidence pile: {} tokens left.", snap.pile)).small());
}

/// The murder of this game and its special rule (R-MURDER-1…6): greyed once its date has
/// passed.
fn murder_rule(ui: &mut egui::Ui, content: &Content, table: &PublicTable, snap: &Snapshot) {
    let Some(m) = content.scenarios.get(table.scenario) else {
        return;
    };
    ui.horizontal(|ui| {
        ui.heading(&m.def.name);
        if let Some(r) = &m.def.rule {
            crate::ui::help::rules_link(ui, &r.id);
        }
    });
    if let Some(r) = &m.def.rule {
        let over = !rules::murder::in_force(content, snap);
        let mut text = RichText::new(format!(
            "Special rule: {}{}. {}",
            r.name,
            if over { " (no longer binds)" } else { "" },
            r.text
        ))
        .small();
        if over {
            text = text.weak();
        }
        ui.label(text);
    }
    ui.add_space(6.0);
}

/// One suspect's file, as a dossier: a tab with the sheet number and name (and the viewer's
/// hunch on it, in words), hits and alibis as marks, then the three files side by side, each
/// headed by its kind and its strength (a triangle up for strong, down for weak) with the
/// evidence placed in it.
fn dossier(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    v: &crate::model::Suspect,
) {
    let def = &content.suspects[v.index];
    let hunch = snap.hunches.map(|(g, i)| (g == v.index, i == v.index));
    let stripe = match hunch {
        Some((true, _)) => GUILTY,
        Some((_, true)) => INNOCENT,
        _ => Color32::from_gray(70),
    };
    let paper = if v.alive {
        Color32::from_rgb(30, 32, 40)
    } else {
        Color32::from_rgb(24, 24, 26)
    };
    let frame = egui::Frame::NONE
        .fill(paper)
        .stroke(egui::Stroke::new(1.0, Color32::from_gray(60)))
        .corner_radius(4.0)
        .inner_margin(egui::Margin {
            left: 10,
            right: 6,
            top: 5,
            bottom: 6,
        });
    let shown = frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!(" {} ", v.order + 1))
                    .strong()
                    .color(Color32::BLACK)
                    .background_color(Color32::from_rgb(222, 206, 160)),
            )
            .on_hover_text(format!("{} on the murder sheet: at the close the live suspect with the highest total is the murderer; a tie goes to the one higher on the sheet (R-CLOSE-6).", ordinal(v.order + 1)));
            let mut name = RichText::new(&def.name).strong().size(15.0);
            if !v.alive {
                name = name.strikethrough().weak();
            }
            ui.label(name);
            if let Some((g, i)) = hunch {
                if g {
                    ui.label(badge(" your GUILTY hunch ", GUILTY).small())
                        .on_hover_text("+15 VP if this suspect is the murderer at the close (R-CLOSE-7). Only you see it.");
                }
                if i {
                    ui.label(badge(" your INNOCENT hunch ", INNOCENT).small())
                        .on_hover_text("+5 VP if this suspect is not the murderer (R-CLOSE-7). Only you see it.");
                }
            }
            if !v.alive {
                ui.label(badge(" DEAD ", Color32::GRAY))
                    .on_hover_text("Three hits: dead at once. Its tokens went back; it takes no more and cannot be the murderer (R-EVID-6, D-10).");
            }
        });
        if v.alive && (v.hits > 0 || v.alibis > 0 || v.held) {
            ui.horizontal_wrapped(|ui| {
                if v.hits > 0 {
                    let marks: String = (0..3).map(|k| if k < v.hits { '●' } else { '○' }).collect();
                    ui.label(RichText::new(format!("hits {marks}")).small().color(Color32::from_rgb(240, 150, 120)))
                        .on_hover_text(format!("{} of 3 hits: a suspect with 3 dies (R-EVID-6).", v.hits));
                }
                if v.alibis > 0 {
                    ui.label(RichText::new(format!("alibis ×{} (−5 each)", v.alibis)).small())
                        .on_hover_text("−5 each at the close, unless a perjury pairs with one (R-EVID-5, R-CLOSE-5).");
                }
                if v.held {
                    ui.label(RichText::new("held by an event").small())
                        .on_hover_text("Its testimony lead cannot be followed up while the event lasts (R-LEAD-5).");
                }
            });
        }
        // What the close would make of this suspect, from what the viewer knows.
        if let Some(p) = rules::scoring::projection(content, snap, v.index) {
            let (line, tip) = rules::scoring::projection_words(&p);
            ui.label(RichText::new(line).small().strong()).on_hover_text(tip);
        }
        ui.add_space(2.0);
        ui.columns(3, |cols| {
            for (col, kind) in cols.iter_mut().zip(LeadKind::ALL) {
                let role = file_role(content, v.index, kind);
                let (mark, why) = match role {
                    "strong" => ("▲ strong", "Strong file: at the close every token of its lowest value is discarded (R-EVID-2, R-CLOSE-3)."),
                    "weak" => ("▼ weak", "Weak file: at the close every token of its highest value is discarded (R-EVID-2, R-CLOSE-3)."),
                    _ => ("plain", "Plain file: every token counts at the close (R-CLOSE-4)."),
                };
                let head = col.label(
                    RichText::new(kind.name().to_uppercase())
                        .small()
                        .strong()
                        .color(Color32::from_gray(175)),
                );
                let mut m = RichText::new(mark).small();
                m = match role {
                    "strong" => m.color(Color32::from_rgb(150, 220, 150)),
                    "weak" => m.color(Color32::from_rgb(230, 170, 110)),
                    _ => m.weak(),
                };
                let tip = format!("{why} Evidence from a {} lead goes here (R-EVID-1).", kind.name());
                head.on_hover_text(&tip);
                col.label(m).on_hover_text(&tip);
                col.horizontal_wrapped(|ui| {
                    let mut any = false;
                    for t in snap
                        .evidence
                        .iter()
                        .filter(|t| t.suspect == v.index && t.file == kind)
                    {
                        any = true;
                        token_chip(ui, t, &seat_name(content, table, t.placed_by));
                    }
                    if !any {
                        ui.label(RichText::new("—").weak());
                    }
                });
            }
        });
    });
    // The hunch's colour as a band down the dossier's left edge (the words above say it too).
    let r = shown.response.rect;
    ui.painter().rect_filled(
        egui::Rect::from_min_max(r.min, egui::pos2(r.min.x + 4.0, r.max.y)),
        egui::CornerRadius {
            nw: 4,
            sw: 4,
            ne: 0,
            se: 0,
        },
        stripe,
    );
    ui.add_space(4.0);
}

/// What the decision the seat at this screen must make now is called: the dock's heading.
pub fn decision_title(d: Decision) -> &'static str {
    match d {
        Decision {
            ask: Ask::PlaceLead { .. },
            ..
        } => "Move the lead",
        Decision {
            ask: Ask::LeadReward { .. },
            ..
        } => "What does the lead give?",
        Decision {
            ask: Ask::PlaceEvidence { .. },
            ..
        } => "Place the evidence",
        Decision {
            ask: Ask::LilyReveal,
            ..
        } => "Lily Lockwell",
        Decision {
            ask: Ask::MoveInformant {
                who: Informant::Lily,
            },
            ..
        } => "Lily Lockwell moves on",
        Decision {
            ask: Ask::JimmyOffer,
            ..
        } => "Jimmy the Snitch",
        Decision {
            ask: Ask::MoveInformant {
                who: Informant::Jimmy,
            },
            ..
        } => "Jimmy the Snitch moves on",
        // Baggage comes from a baggage piece or from an ability (Castle Club): named for what
        // it does, not where it came from.
        Decision {
            ask: Ask::Benefit {
                pile: Pile::Baggage,
            },
            ..
        } => "Baggage on a plot",
        Decision {
            ask: Ask::Benefit { .. },
            ..
        } => "The piece's benefit",
        Decision {
            ask: Ask::PlacePiece,
            ..
        } => "Place the puzzle piece",
        Decision {
            ask: Ask::Bonus { .. },
            ..
        } => "The piece's bonus",
        Decision {
            ask: Ask::FreeDraw, ..
        } => "A free dark card",
        Decision {
            ask: Ask::FreeLight,
            ..
        } => "A free light card",
        Decision {
            ask: Ask::ExtraDraw,
            ..
        } => "An extra card at setup",
        Decision {
            ask: Ask::Response, ..
        } => "Respond with a dark card?",
        Decision {
            ask: Ask::Counter, ..
        } => "Answer with a light card?",
        Decision {
            ask: Ask::Fight { .. },
            ..
        } => "A fight: your tactics",
        Decision {
            ask: Ask::Choice { choice, .. },
            ..
        } => match choice {
            Choice::Hit => "A hit: which suspect?",
            Choice::Alibi => "An alibi: which suspect?",
            Choice::Peek => "A look: which suspect?",
            Choice::Reveal => "A reveal: which token?",
            Choice::MoveLead(_) => "Move a lead",
            Choice::Favor => "A favor: which kind?",
        },
        Decision {
            ask: Ask::MemoryAsked { .. },
            ..
        } => "Raymond asks for his memory back",
        Decision {
            ask: Ask::MoveWarrant { .. },
            ..
        } => "Which warrant moves?",
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
            ui.label("You drew");
            ui.label(
                RichText::new(format!(" {} ", short(e)))
                    .size(22.0)
                    .strong()
                    .color(value_color(e))
                    .background_color(Color32::from_gray(35)),
            );
            ui.vertical(|ui| {
                // The chip shows a value already: the words say what kind of token it is.
                let kind = match e {
                    Evidence::Value(_) => "an evidence value".to_string(),
                    _ => evidence_words(e),
                };
                ui.label(RichText::new(kind).strong());
                ui.label(RichText::new(crate::rules::words::plain(what_it_is(e))).small());
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
    let live = || snap.suspects.iter().filter(|v| v.alive);
    let name = |i: SuspectId| content.suspects[i].name.clone();
    {
        {
            match d {
                Decision {
                    ask:
                        Ask::PlaceLead {
                            kind, owner, from, ..
                        },
                    ..
                } => {
                    let active = seat_name(content, table, snap.active());
                    let said = ui.label(format!(
                        "{active} followed up {} at {}. You sit on their right: choose where the lead goes — another location of the same type, free of leads, outside your district where one exists.",
                        rules::lead_name(content, kind, owner),
                        content.map.label(from)
                    ));
                    crate::ui::board::light_on_hover(&said, &[from]);
                    super::prompts::let_the_game_choose(ui, content, snap, &mut send);
                    location_buttons(ui, content, &legal, pick_words(Some(d)), &mut send);
                }
                Decision {
                    ask: Ask::MoveInformant { .. },
                    ..
                } => {
                    ui.label("Choose a location of the same type in another district.");
                    location_buttons(ui, content, &legal, pick_words(Some(d)), &mut send);
                }
                Decision {
                    ask: Ask::LeadReward { kind, .. },
                    ..
                } => {
                    ui.label(format!("You followed up a {} lead.", kind.name()));
                    let ev = rules::check(content, snap, seat, &Action::TakeEvidence);
                    let b = ui.add_enabled(
                        ev.is_ok(),
                        egui::Button::new(
                            RichText::new(format!(
                                "Place evidence ({} tokens in the pile)",
                                snap.pile
                            ))
                            .strong(),
                        ),
                    );
                    if let Err(why) = &ev {
                        b.clone().on_disabled_hover_text(why);
                    }
                    if b.on_hover_text(format!("Draw the top evidence token, look at it in secret and put it in a live suspect's {} file (R-EVID-1).", kind.name())).clicked() {
                        send(Action::TakeEvidence);
                    }
                    ui.label(RichText::new("Or uncover the conspiracy:").small());
                    let pile = snap.puzzle.heroes.get(seat.index()).copied().flatten();
                    for (dig, label, tip) in [
                        (
                            false,
                            "Reveal information",
                            "Draw the top piece of the pile beside your hero marker: take its benefit, place it in the puzzle, use its bonuses (R-PUZ-3…6).",
                        ),
                        (
                            true,
                            "Dig deeper",
                            "Move your hero marker beside the next more valuable pile (R-PUZ-2).",
                        ),
                    ] {
                        let a = Action::UncoverConspiracy { dig };
                        let ok = rules::check(content, snap, seat, &a);
                        let text = match (dig, pile) {
                            (false, Some(p)) => {
                                format!("{label}: draw from the {} pile", Pile::ALL[p].name())
                            }
                            (true, Some(p)) => {
                                match crate::rules::puzzle::dig_target(snap.puzzle.counts(), p) {
                                    Some(q) => format!(
                                        "{label}: move beside the {} pile",
                                        Pile::ALL[q].name()
                                    ),
                                    None => label.to_string(),
                                }
                            }
                            _ => label.to_string(),
                        };
                        let b = ui.add_enabled(ok.is_ok(), egui::Button::new(text));
                        let b = match &ok {
                            Err(why) => b.on_disabled_hover_text(why),
                            Ok(_) => b.on_hover_text(tip),
                        };
                        if b.clicked() {
                            send(a);
                        }
                    }
                }
                Decision {
                    ask: Ask::PlaceEvidence { kind, .. },
                    ..
                } => {
                    ui.label(format!(
                        "It goes in the {} file of a live suspect.",
                        kind.name()
                    ));
                    if let Some(why) = rules::murder::must_face_up(content, snap, kind) {
                        // The murder's rule leaves no choice (R-MURDER-1).
                        forms.evidence.face_up = true;
                        ui.label(
                            RichText::new(format!("Face up (everyone sees it). {why}")).small(),
                        );
                    } else {
                        // Wrapped: a row wider than the panel would widen it for every button below.
                        ui.horizontal_wrapped(|ui| {
                            ui.radio_value(
                                &mut forms.evidence.face_up,
                                false,
                                "Face down (only you know it)",
                            );
                            ui.radio_value(
                                &mut forms.evidence.face_up,
                                true,
                                "Face up (everyone sees it)",
                            );
                        });
                    }
                    for v in live() {
                        let role = file_role(content, v.index, kind);
                        let mut text =
                            format!("{} — {} file is {role}", name(v.index), kind.name());
                        if let Some((g, i)) = snap.hunches {
                            if g == v.index {
                                text.push_str(" · your guilty hunch");
                            }
                            if i == v.index {
                                text.push_str(" · your innocent hunch");
                            }
                        }
                        let note = crate::rules::scoring::close_note(
                            content, snap, v.index, kind, snap.drawn,
                        );
                        if let Some(n) = &note {
                            text.push_str(&format!("\n    {n}"));
                        }
                        if ui.button(text).clicked() {
                            send(Action::PlaceEvidence {
                                suspect: v.index,
                                face_up: forms.evidence.face_up,
                            });
                        }
                    }
                }
                Decision {
                    ask: Ask::LilyReveal,
                    ..
                } => {
                    ui.label(
                        "The reporter runs a story: you may turn one face-down evidence token face up.",
                    );
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
                Decision {
                    ask: Ask::Benefit { pile, .. },
                    ..
                } => {
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
                        for a in &legal {
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
                Decision {
                    ask: Ask::PlacePiece,
                    ..
                } => {
                    ui.label("Place the piece in the Conspiracy puzzle window: turn it, then click a green cell — or discard it.");
                    let ok = legal.contains(&Action::DiscardPiece);
                    let b = ui.add_enabled(ok, egui::Button::new("Discard the piece"));
                    if !ok {
                        if let Err(why) = rules::check(content, snap, seat, &Action::DiscardPiece) {
                            b.on_disabled_hover_text(why);
                        }
                    } else if b.clicked() {
                        send(Action::DiscardPiece);
                    }
                }
                Decision {
                    ask: Ask::Bonus { bonus, .. },
                    ..
                } => {
                    ui.label(format!("Bonus: {} (optional).", bonus.words()));
                    match bonus {
                        crate::content::Bonus::MoveLead(kind) => {
                            ui.label(RichText::new(format!("Move a {} lead as if the player on your left had followed it up: another location of its type, free of leads, outside your district.", kind.name())).small());
                            move_lead_body(ui, content, snap, &legal, &mut forms.lead, &mut send);
                        }
                        crate::content::Bonus::Hit => {
                            ui.label(
                                RichText::new("A hit on a live suspect; the third hit kills.")
                                    .small(),
                            );
                            ui.horizontal_wrapped(|ui| {
                                for a in &legal {
                                    if let Action::HitBonus { suspect } = *a {
                                        let hits =
                                            snap.suspect(suspect).map(|v| v.hits).unwrap_or(0);
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
                Decision {
                    ask: Ask::FreeDraw, ..
                } => {
                    ui.label("A seedy place: draw one card from another player's dark deck for free. You hold it to play against that detective.");
                    ui.horizontal_wrapped(|ui| {
                        for a in &legal {
                            if let Action::DrawCard { from } = *a
                                && ui
                                    .button(format!(
                                        "Draw from {}'s dark deck ({} left)",
                                        seat_name(content, table, from),
                                        snap.seats[from].dark_deck
                                    ))
                                    .clicked()
                            {
                                send(*a);
                            }
                        }
                        if ui.button("No, thanks").clicked() {
                            send(Action::SkipDraw);
                        }
                    });
                }
                Decision {
                    ask: Ask::FreeLight,
                    ..
                } => {
                    ui.label("A ritzy place: you may draw one card from your light deck for free.");
                    let a = Action::DrawCard { from: seat };
                    if legal.contains(&a)
                        && ui
                            .button(format!(
                                "Draw from your light deck ({} left)",
                                snap.seats[seat].light_deck
                            ))
                            .clicked()
                    {
                        send(a);
                    }
                    if ui.button("No, thanks").clicked() {
                        send(Action::SkipDraw);
                    }
                }
                Decision {
                    ask: Ask::ExtraDraw,
                    ..
                } => {
                    ui.label("Setup: draw an extra twilight card, from your light deck or any other player's dark deck.");
                    ui.horizontal_wrapped(|ui| {
                        for a in &legal {
                            if let Action::DrawCard { from } = *a {
                                let (deck, left) = if from == seat {
                                    ("your light deck".to_string(), snap.seats[from].light_deck)
                                } else {
                                    (
                                        format!("{}'s dark deck", seat_name(content, table, from)),
                                        snap.seats[from].dark_deck,
                                    )
                                };
                                if ui
                                    .button(format!("Draw from {deck} ({left} left)"))
                                    .clicked()
                                {
                                    send(*a);
                                }
                            }
                        }
                    });
                }
                Decision {
                    ask: Ask::Response, ..
                } => {
                    hand::response_body(ui, content, table, snap, seat, &mut forms.pay, &mut send);
                }
                Decision {
                    ask: Ask::Counter, ..
                } => {
                    hand::counter_body(ui, content, snap, seat, &mut forms.pay, &mut send);
                }
                Decision {
                    ask: Ask::Fight { card, by, .. },
                    ..
                } => {
                    hand::fight_body(ui, content, table, snap, (seat, card, by), &mut send);
                }
                Decision {
                    ask: Ask::Choice { choice, target, .. },
                    ..
                } => {
                    choice_body(
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
                Decision {
                    ask: Ask::MemoryAsked { raymond, .. },
                    ..
                } => {
                    let his = seat_name(content, table, raymond);
                    let card = snap
                        .memory
                        .map(|m| content.specials[m as usize].def.name.clone())
                        .unwrap_or_default();
                    ui.label(format!("{his} asks for {card} back. Give it back and take one of his favors, or keep it: still held at the end, it is worth 1 VP to you."));
                    ui.horizontal_wrapped(|ui| {
                        for a in &legal {
                            if let Action::ReturnMemory { take: Some(k) } = *a
                                && ui
                                    .button(format!("Give it back for a {} favor", k.name()))
                                    .clicked()
                            {
                                send(*a);
                            }
                        }
                    });
                    if ui.button("Keep it").clicked() {
                        send(Action::ReturnMemory { take: None });
                    }
                }
                Decision {
                    ask: Ask::MoveWarrant { to },
                    ..
                } => {
                    ui.label(format!(
                        "Both your warrants are in play: choose the one that moves to {}.",
                        content.map.label(to)
                    ));
                    ui.horizontal_wrapped(|ui| {
                        for a in &legal {
                            if let Action::MoveWarrant { from } = *a
                                && ui
                                    .button(format!("The one on {}", content.map.label(from)))
                                    .clicked()
                            {
                                send(*a);
                            }
                        }
                    });
                }
                Decision {
                    ask: Ask::JimmyOffer,
                    ..
                } => {
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
                                b.on_disabled_hover_text(why);
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
                                content.detectives[snap.seats[of].detective].def.name,
                                snap.seats[of].hand
                            )),
                        );
                        if !ok {
                            if let Err(why) = rules::check(content, snap, seat, &a) {
                                b.on_disabled_hover_text(why);
                            }
                        } else if b.clicked() {
                            send(a);
                        }
                    }
                    if ui.button("No, thanks").clicked() {
                        send(Action::DeclinePeek);
                    }
                }
            }
        }
    }
}

/// A card effect's choice (made by the seat that played the card): a suspect for a hit, an
/// alibi or a look, a face-down token to reveal, a lead to move, a favor to take.
fn choice_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    (seat, target, choice): (SeatId, SeatId, Choice),
    legal: &[Action],
    lead: &mut LeadPick,
    send: &mut impl FnMut(Action),
) {
    // A card played on yourself, or a location's or an event's ability you used.
    let whose = if target == seat {
        "your own card or ability".to_string()
    } else {
        format!("the card against {}", seat_name(content, table, target))
    };
    ui.label(RichText::new(format!("From {whose}: you choose.")).small());
    match choice {
        Choice::Hit | Choice::Alibi | Choice::Peek => {
            let why = match choice {
                Choice::Hit => format!(
                    "Put a hit on a live suspect; the third hit kills. Hits left: {}.",
                    snap.supply.hits
                ),
                Choice::Alibi => format!(
                    "Put a face-up alibi on a live suspect: −5 at the close unless a perjury pairs with it. Alibis left: {}.",
                    snap.supply.alibis
                ),
                _ => "Look in secret at every face-down token on one suspect.".to_string(),
            };
            ui.label(why);
            suspect_buttons(ui, content, snap, seat, send);
        }
        Choice::Reveal => {
            ui.label("Turn one face-down evidence token face up for everyone.");
            reveal_buttons(ui, content, snap, legal, send);
        }
        Choice::MoveLead(kind) => {
            let what = kind.map_or("a lead".to_string(), |k| format!("a {} lead", k.name()));
            ui.label(format!(
                "Move {what} as if the player on your left had followed it up."
            ));
            move_lead_body(ui, content, snap, legal, lead, send);
        }
        Choice::Favor => {
            ui.label("Take one normal favor from the supply.");
            ui.horizontal_wrapped(|ui| {
                for kind in FavorType::ALL {
                    let a = Action::GainFavor { kind };
                    let text = RichText::new(format!(
                        "{} favor ({} left)",
                        kind.name(),
                        snap.supply.favors[kind.index()]
                    ));
                    if hand::rule_button(ui, content, snap, seat, text, &a, "Gain this favor.") {
                        send(a);
                    }
                }
            });
        }
    }
}

/// One button per live suspect, with its hits, alibis and face-down tokens; the rules say why
/// one is disabled.
fn suspect_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    send: &mut impl FnMut(Action),
) {
    ui.horizontal_wrapped(|ui| {
        for v in snap.suspects.iter().filter(|v| v.alive) {
            let down = snap
                .evidence
                .iter()
                .filter(|t| t.suspect == v.index && !t.face_up)
                .count();
            let text = RichText::new(format!(
                "{} ({} hits, {} alibis, {down} face down)",
                content.suspects[v.index].name, v.hits, v.alibis
            ));
            let a = Action::ChooseSuspect { suspect: v.index };
            if hand::rule_button(ui, content, snap, seat, text, &a, "Choose this suspect.") {
                send(a);
            }
        }
    });
}

/// The face-down tokens to reveal, grouped by suspect; values the viewer knows in brackets.
fn reveal_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    legal: &[Action],
    send: &mut impl FnMut(Action),
) {
    for v in &snap.suspects {
        let tokens: Vec<&TokenView> = snap
            .evidence
            .iter()
            .filter(|t| {
                t.suspect == v.index && legal.contains(&Action::RevealEvidence { token: t.id })
            })
            .collect();
        if tokens.is_empty() {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&content.suspects[v.index].name).strong());
            for t in tokens {
                let face = t
                    .value
                    .map_or("?".to_string(), |e| format!("({})", short(e)));
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
}

/// Moving a lead for a card or a bonus: pick the lead (its destinations light up on the board
/// as "lead here?"), then a destination — on the board or with a button.
fn move_lead_body(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    legal: &[Action],
    pick: &mut LeadPick,
    send: &mut impl FnMut(Action),
) {
    let lit = lead_to_light(legal, pick);
    let movable: Vec<(LeadKind, crate::game::LeadOwner, crate::content::LocId)> = snap
        .leads
        .iter()
        .copied()
        .filter(|l| {
            legal
                .iter()
                .any(|a| matches!(*a, Action::MoveLeadBonus { kind, owner, .. } if (kind, owner) == (l.0, l.1)))
        })
        .collect();
    if movable.is_empty() {
        ui.label(RichText::new("No lead can move: nothing to do.").weak());
        return;
    }
    ui.label(RichText::new("Pick a lead; its destinations light up on the board as \"lead here?\" — click one there or here.").small());
    for (kind, owner, from) in movable {
        let picked = lit == Some((kind, owner));
        let text = format!(
            "{} at {}",
            rules::lead_name(content, kind, owner),
            content.map.label(from)
        );
        if ui
            .selectable_label(picked, RichText::new(text).strong())
            .clicked()
        {
            pick.0 = Some((kind, owner));
        }
        if !picked {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new("to:").small());
            for a in legal {
                if let Action::MoveLeadBonus {
                    kind: k,
                    owner: o,
                    to,
                } = *a
                    && (k, o) == (kind, owner)
                    && ui.small_button(content.map.label(to)).clicked()
                {
                    send(*a);
                }
            }
        });
    }
}

fn location_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    legal: &[Action],
    words: &str,
    send: &mut impl FnMut(Action),
) {
    ui.label(
        RichText::new(format!(
            "Click a location marked \"{words}?\" on the board, or one of these:"
        ))
        .small(),
    );
    ui.horizontal_wrapped(|ui| {
        for a in legal {
            let (Action::PlaceLead { to } | Action::MoveLily { to } | Action::MoveJimmy { to }) =
                *a
            else {
                continue;
            };
            let b = ui.button(content.map.label(to));
            crate::ui::board::light_on_hover(&b, &[to]);
            if b.clicked() {
                send(*a);
            }
        }
    });
}

/// The Case Closed breakdown: the murderer, each suspect's files with what was discarded and
/// why, and each seat's VP lines.
pub fn case_closed(ui: &mut egui::Ui, content: &Content, table: &PublicTable, outcome: &Outcome) {
    let r = &outcome.result;
    match r.murderer {
        Some(m) => ui.heading(
            RichText::new(format!("The murderer is {}", outcome.suspects[m].name))
                .color(GUILTY)
                .size(22.0),
        ),
        None => ui.heading("Every suspect is dead: nobody is the murderer"),
    };
    ui.label(
        RichText::new(
            "Every token is face up. Struck-through tokens are discarded. The live suspect with the highest total is the murderer; a tie goes to the one higher on the murder sheet.",
        )
        .small(),
    );
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        ui.heading("Suspects");
        for (i, (s, t)) in outcome.suspects.iter().zip(&r.totals).enumerate() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("{}. {}", i + 1, s.name)).strong());
                    if r.murderer == Some(i) {
                        ui.label(badge(" MURDERER ", GUILTY));
                    }
                    if s.alive {
                        ui.label(RichText::new(format!("total {:+}", t.total)).strong());
                    } else {
                        ui.label(badge(" DEAD ", Color32::GRAY));
                    }
                });
                if !s.alive {
                    ui.label("Killed by three hits: cannot be the murderer.");
                    return;
                }
                for (f, k) in LeadKind::ALL.iter().enumerate() {
                    ui.horizontal_wrapped(|ui| {
                        let role = if s.strong == Some(*k) {
                            "strong"
                        } else if s.weak == Some(*k) {
                            "weak"
                        } else {
                            "plain"
                        };
                        ui.label(RichText::new(format!("{} ({role}):", k.name())).small());
                        if s.files[f].is_empty() {
                            ui.label(RichText::new("—").weak());
                        }
                        for e in &s.files[f] {
                            let discarded = matches!(e, Evidence::Value(v)
                                if (role == "strong" && t.strong_discard.is_some_and(|d| d.0 == *v))
                                || (role == "weak" && t.weak_discard.is_some_and(|d| d.0 == *v)));
                            let mut rt =
                                RichText::new(short(*e)).monospace().color(value_color(*e));
                            if discarded {
                                rt = rt.strikethrough().weak();
                            }
                            ui.label(rt);
                        }
                    });
                }
                ui.label(RichText::new(why_total(s, t)).small());
            });
        }
        let ui = &mut cols[1];
        ui.heading("Scores");
        for (seat, score) in r.seats.iter().enumerate() {
            let d = &content.detectives[table.seats[seat].detective].def;
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        RichText::new(&d.name)
                            .strong()
                            .size(16.0)
                            .color(Color32::from_rgb(d.color.0, d.color.1, d.color.2)),
                    );
                    ui.label(
                        RichText::new(format!("{} VP", score.vp))
                            .strong()
                            .size(16.0),
                    );
                    if r.winners.contains(&seat) {
                        let w = if r.winners.len() > 1 {
                            " SHARED WIN "
                        } else {
                            " WINNER "
                        };
                        ui.label(badge(w, Color32::from_rgb(240, 210, 90)));
                    }
                });
                for (line, vp) in &score.lines {
                    ui.label(format!("{vp:+} VP · {line}"));
                }
            });
        }
    });
}

/// One suspect's total in words (R-CLOSE-3…5).
fn why_total(s: &SuspectAtClose, t: &crate::rules::scoring::SuspectTotal) -> String {
    let mut parts = Vec::new();
    if let Some((v, n)) = t.strong_discard {
        parts.push(format!("strong file: lowest {v:+} ×{n} discarded"));
    }
    if let Some((v, n)) = t.weak_discard {
        parts.push(format!("weak file: highest {v:+} ×{n} discarded"));
    }
    parts.push(format!("values left sum to {:+}", t.evidence_sum));
    if s.alibis > 0 {
        parts.push(format!("{} alibi(s)", s.alibis));
    }
    if t.paired > 0 {
        parts.push(format!("{} paired with perjury: +5 each", t.paired));
    }
    if t.unpaired > 0 {
        parts.push(format!("{} witness/alibi unpaired: −5 each", t.unpaired));
    }
    if t.idle_perjuries > 0 {
        parts.push(format!(
            "{} perjury with nothing to pair: 0",
            t.idle_perjuries
        ));
    }
    parts.join("; ")
}
