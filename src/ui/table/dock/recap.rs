//! The dock's account of the others: "Since your last turn", grouped by detective, and whom
//! the game waits for while another seat acts.

use crate::content::Content;
use crate::game::SeatKind;
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules::{self, Snapshot};
use crate::ui::panels::case;
use bevy::prelude::*;
use bevy_egui::egui;
use egui::{Color32, RichText};

/// "Since your last turn": the others' lines, grouped by detective; hovering one lights its
/// places on the board, clicking it pulses them. `folded` (a narrow dock): a one-line summary
/// with the lines under an expander.
pub(super) fn since_your_turn(
    ui: &mut egui::Ui,
    content: &Content,
    table: &crate::game::PublicTable,
    seen: &Snapshot,
    log: &crate::game::GameLog,
    groups: &[(Option<SeatId>, Vec<&crate::game::LogEntry>)],
    shows: &mut MessageWriter<crate::ui::board::ShowPlace>,
    highlight: &mut crate::ui::board::BoardHighlight,
    folded: bool,
    acted: bool,
    tab: &mut crate::ui::table::SideTab,
) {
    let who = |seat: &Option<SeatId>| match seat {
        Some(s) => {
            let d = &content.detectives[table.seats[*s].detective].def;
            // The viewer's own group: leads moved in their name out of turn.
            let name = if Some(*s) == seen.viewer {
                crate::i18n::tr("recap-you-chosen")
            } else {
                d.name.clone()
            };
            (name, crate::ui::table::color32(d.color))
        }
        None => (crate::i18n::tr("recap-city"), crate::ui::theme::QUIET),
    };
    if !folded {
        ui.label(crate::ui::theme::heading(
            crate::i18n::tr("recap-title"),
            17.0,
        ));
        recap_lines(ui, content, groups, &who, shows, highlight, tab);
        return;
    }
    let shown = egui::CollapsingHeader::new(RichText::new(tr("recap-title")).strong())
        .id_salt(crate::ui::viewer::per_tab(ui.ctx(), "since-your-turn"))
        .default_open(false)
        .show(ui, |ui| {
            recap_lines(ui, content, groups, &who, shows, highlight, tab);
        });
    let closed = shown.fully_closed();
    // Open, it takes the room an open *What can I do?* takes (the dock grows over the tab).
    crate::ui::panels::options::note_open_list(ui.ctx(), !closed);
    shown
        .header_response
        .on_hover_text(crate::i18n::tr("recap-hover"));
    // Once the player has acted in the turn, the shut recap keeps its heading only: the
    // open tab gets its lines back (round 27 of issue 31: the recap took room on every tab
    // for the whole turn).
    if closed && !acted {
        // While it is shut, a line a detective: where they are now and what they did, in
        // counts (hovering it lights the place).
        // The detectives first, the city's lines last.
        let ordered = groups.iter().filter(|(s, _)| s.is_some());
        for (seat, lines) in ordered.chain(groups.iter().filter(|(s, _)| s.is_none())) {
            let (name, colour) = who(seat);
            let (text, at) = match seat {
                // The viewer's own group (leads moved in its name out of turn): where it is
                // now is no news, and in its own turn read as a move made "out of turn" (round
                // 59 of issue 31).
                Some(s) if seen.viewer == Some(*s) => (
                    tr_args(
                        "recap-digest-you",
                        &[
                            ("who", name.as_str().into()),
                            ("what", crate::ui::recap::digest(lines).into()),
                        ],
                    ),
                    None,
                ),
                Some(s) => {
                    let at = seen.seats.get(s.index()).map(|st| st.at);
                    // A detective by its first name.
                    let first = name.split_whitespace().next().unwrap_or_default();
                    let place = at.map_or(String::new(), |a| content.map.loc(a).name.clone());
                    let turns = seen
                        .viewer
                        .filter(|&me| me != *s)
                        .map_or(1, |me| crate::ui::recap::Recap::turns_of(log, me, *s));
                    (
                        tr_args(
                            "recap-digest",
                            &[
                                ("who", first.into()),
                                ("turns", turns.into()),
                                ("at", place.into()),
                                ("what", crate::ui::recap::digest(lines).into()),
                            ],
                        ),
                        at,
                    )
                }
                None => (
                    tr_args("recap-digest-city", &[("n", lines.len().into())]),
                    None,
                ),
            };
            let r = ui.add(
                egui::Label::new(RichText::new(format!("■ {text}")).small().color(colour))
                    .wrap()
                    .sense(egui::Sense::click()),
            );
            if r.hovered()
                && let Some(a) = at
            {
                highlight.0 = vec![a];
            }
            if r.clicked() {
                *tab = crate::ui::table::SideTab::Log;
            }
            // What of it touched the viewer, its newest line (round 37 of issue 31: "a one-line
            // what mattered for you"; round 38 missed its token turned face up; round 42 found
            // two a detective crowding the tab under the dock).
            if seat.is_some()
                && let Some(e) = lines
                    .iter()
                    .rev()
                    .find(|e| crate::ui::recap::touches(e, seen))
            {
                for_you(ui, content, e, highlight);
            }
        }
    }
}

/// A line of the others' that touched the viewer, under its detective's digest: marked, and
/// lighting its places under the pointer.
fn for_you(
    ui: &mut egui::Ui,
    content: &Content,
    e: &crate::game::LogEntry,
    highlight: &mut crate::ui::board::BoardHighlight,
) {
    let text = tr_args(
        "recap-for-you",
        &[("line", crate::i18n::say(content, &e.text).into())],
    );
    let r = ui.add(
        egui::Label::new(RichText::new(text).small().color(crate::ui::theme::AMBER))
            .wrap()
            .sense(egui::Sense::hover()),
    );
    let places = e.text.places();
    if r.hovered() && !places.is_empty() {
        highlight.0 = places;
    }
}

/// Lines a detective's group of the recap shows; the earlier ones are in the log.
const RECAP_LINES: usize = 6;

/// The recap's lines, grouped by detective (see [`since_your_turn`]).
fn recap_lines(
    ui: &mut egui::Ui,
    content: &Content,
    groups: &[(Option<SeatId>, Vec<&crate::game::LogEntry>)],
    who: &dyn Fn(&Option<SeatId>) -> (String, Color32),
    shows: &mut MessageWriter<crate::ui::board::ShowPlace>,
    highlight: &mut crate::ui::board::BoardHighlight,
    tab: &mut crate::ui::table::SideTab,
) {
    for (seat, lines) in groups {
        let (name, colour) = who(seat);
        ui.label(RichText::new(format!("■ {name}")).color(colour).strong());
        // A long turn keeps its last lines in sight; the earlier ones are a click away.
        let earlier = lines.len().saturating_sub(RECAP_LINES);
        if earlier > 0 {
            let r = ui.add(
                egui::Label::new(
                    RichText::new(crate::i18n::tr_args(
                        "recap-earlier",
                        &[("earlier", earlier.into())],
                    ))
                    .small()
                    .weak(),
                )
                .sense(egui::Sense::click()),
            );
            if r.clicked() {
                *tab = crate::ui::table::SideTab::Log;
            }
        }
        for e in &lines[earlier..] {
            recap_line(ui, content, e, shows, highlight);
        }
    }
}

/// While another seat acts: whom the game waits for.
pub(super) fn waiting(
    ui: &mut egui::Ui,
    f: &super::Frame,
    lines: &[&crate::game::LogEntry],
    io: &mut super::DockIo,
) {
    let (content, table) = (f.content, &f.view.table);
    let snap = f.view.public();
    let online = io.online.as_deref();
    if !snap.daytime {
        ui.label(RichText::new(tr("turn-day-ends")).italics());
        return;
    }
    let d = snap.decider();
    let who = &content.detectives[table.seats[d].detective].def.name;
    // Online, a friend's seat may be away: the host's bot plays it, or the table waits.
    let away = online
        .and_then(|o| o.lobby.as_ref())
        .and_then(|l| l.seats.get(d.index()))
        .filter(|s| s.remote && !s.connected);
    // Paused, a bot waits for Play or Step (round 29 of issue 31: a bot's answer inside the
    // player's own turn stalled with nothing saying why).
    let paused = io
        .pace
        .as_deref()
        .is_some_and(|p| p.mode == crate::ui::pace::PaceMode::Paused);
    let kind = match (table.seats[d].kind, away) {
        (_, Some(s)) if s.away_bot => "turn-seat-away-bot",
        (_, Some(_)) => "turn-seat-away",
        (SeatKind::Bot, None) if paused => "turn-seat-bot-paused",
        (SeatKind::Bot, None) => "turn-seat-bot",
        (SeatKind::Human, None) => "turn-seat-human",
    };
    let name = || [("name", who.as_str().into())];
    let waiting = match snap.pending {
        Some(p) => tr_args(
            "turn-waiting",
            &[(
                "what",
                crate::i18n::say(content, &rules::awaited(content, snap, &p)).into(),
            )],
        ),
        None => tr_args("turn-waiting-turn", &name()),
    };
    // The turn's heading size (a heading's 4 rows at 150% in Russian pushed the turn so far
    // out of the dock).
    ui.label(crate::ui::theme::heading(waiting, 17.0));
    // The turn so far, a line an action: what the detective did, where (hovering a line
    // lights its places), as it happens (the dock reads it once a frame); before its first,
    // what kind of seat it is.
    if lines.is_empty() {
        ui.label(RichText::new(tr_args(kind, &name())).weak());
    } else {
        ui.add_space(4.0);
        let active = &content.detectives[table.seats[snap.active()].detective]
            .def
            .name;
        // Another seat answers in the active seat's turn: the turn stands until it does.
        let key = if d == snap.active() {
            "recap-turn-so-far"
        } else {
            "recap-turn-so-far-held"
        };
        ui.label(RichText::new(tr_args(key, &[("name", active.as_str().into())])).strong());
        // The newest lines that fit whole: the turn's story as it goes, never a line cut at
        // the top (round 37 read "file." and half a sentence there); the earlier ones are in
        // the log.
        let last = lines.len().saturating_sub(TURN_LINES);
        let width = ui.available_width() - 4.0;
        let room = ui.available_height();
        let font = egui::TextStyle::Small.resolve(ui.style());
        let gap = ui.spacing().item_spacing.y;
        let mut used = 0.0;
        let mut first = lines.len();
        for (i, e) in lines.iter().enumerate().skip(last).rev() {
            let text = format!("  {}", crate::i18n::say(content, &e.text));
            let h = ui.fonts_mut(|f| f.layout(text, font.clone(), Color32::WHITE, width).size().y);
            if used + h + gap > room && first < lines.len() {
                break;
            }
            used += h + gap;
            first = i;
        }
        for e in &lines[first..] {
            recap_line(ui, content, e, &mut io.shows, &mut io.highlight);
        }
    }
}

/// Lines of the turn so far the waiting dock shows; the earlier ones are in the log.
const TURN_LINES: usize = 12;

/// One line of the others' doings: hovering it lights its places on the board, a click pulses
/// them.
fn recap_line(
    ui: &mut egui::Ui,
    content: &Content,
    e: &crate::game::LogEntry,
    shows: &mut MessageWriter<crate::ui::board::ShowPlace>,
    highlight: &mut crate::ui::board::BoardHighlight,
) {
    let places = e.text.places();
    let r = ui.add(
        egui::Label::new(
            RichText::new(format!("  {}", crate::i18n::say(content, &e.text))).small(),
        )
        .wrap()
        .sense(egui::Sense::click()),
    );
    if r.hovered() && !places.is_empty() {
        highlight.0 = places.clone();
    }
    if r.clicked() {
        for p in places {
            shows.write(crate::ui::board::ShowPlace(p));
        }
    }
}

/// While the player decides (the question has its own panel): what it is about in a word, the
/// game's words explained, and what the others did since the seat's turn.
pub(super) fn deciding(
    ui: &mut egui::Ui,
    f: &super::Frame,
    seat: SeatId,
    d: crate::model::Decision,
    fold: bool,
    io: &mut super::DockIo,
) {
    let (content, table, seen) = (f.content, &f.view.table, f.seen);
    // The decision has its own panel: here, what it is about in a word, the
    // game's words explained, and what the others did since the seat's turn.
    ui.label(
        RichText::new(crate::i18n::tr_args(
            "recap-your-decision",
            &[("what", case::decision_title(d).into())],
        ))
        .strong()
        .color(Color32::from_rgb(232, 180, 70)),
    );
    crate::ui::glossary::chips(
        ui,
        &format!(
            "{} {}",
            case::decision_title(d),
            crate::i18n::say(content, &rules::awaited(content, seen, &d))
        ),
    );
    let groups = io.recap.since(&f.view.log, seat);
    if !groups.is_empty() {
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("dock-deciding")
            .auto_shrink([false, false])
            // The newest lines in sight: the story's end is what just happened.
            .stick_to_bottom(true)
            .show(ui, |ui| {
                since_your_turn(
                    ui,
                    content,
                    table,
                    seen,
                    &f.view.log,
                    &groups,
                    &mut io.shows,
                    &mut io.highlight,
                    fold,
                    false,
                    &mut io.tab,
                )
            });
    }
}
