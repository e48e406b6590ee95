//! Events, NPCs and the detectives' special cards on screen (rules section 11, R-SETUP-13):
//! the Events window (the two spaces of the event track, the murder's specific event, the
//! deck and when the next event comes), the buttons for the temporary abilities of events in
//! play (R-EVENT-4) and for Raymond's Memory request, and the lines of the detective panel
//! that tell a detective's Time, special cards, Memory card and NPCs.
//!
//! Every button goes out as a [`crate::game::Command`]; a disabled one says the rules' reason
//! on hover.

use crate::content::{Content, DetectiveRule, EventUser, FavorCost, NpcRef};
use crate::game::{Action, Command, EventSlot, Pay, PublicTable};
use crate::i18n::{tr, tr_args};
use crate::ids::*;
use crate::rules::abilities::pay_words;
use crate::rules::{self, Snapshot};
use crate::ui::panels::hand;
use bevy_egui::egui;
use egui::{Color32, RichText};

mod specials;
#[allow(unused_imports)]
pub use specials::*;

/// The events seen arrive: a new event on the track (or the specific event revealed) is
/// marked new, and the Events tab shows a badge, until the tab has been looked at.
#[derive(bevy::prelude::Resource, Default)]
pub struct EventsPanel {
    /// Events already on the track when last looked at; `None` before the first frame of a game.
    seen: Option<Vec<EventId>>,
    /// Events that arrived and have not been looked at yet.
    pub fresh: Vec<EventId>,
}

/// The events face up or face down on the track and the revealed specific event.
fn on_track(snap: &Snapshot) -> Vec<EventId> {
    snap.events
        .spaces
        .iter()
        .chain(std::iter::once(&snap.events.specific))
        .flatten()
        .map(|s| s.event)
        .collect()
}

impl EventsPanel {
    /// Notices events that arrived since the last frame; `quiet` (a saved game being caught
    /// up on) takes them as seen.
    pub fn watch(&mut self, snap: &Snapshot, quiet: bool) {
        let now = on_track(snap);
        if quiet {
            self.fresh.clear();
        } else if let Some(seen) = &self.seen {
            self.fresh
                .extend(now.iter().copied().filter(|e| !seen.contains(e)));
            self.fresh.retain(|e| now.contains(e));
        }
        self.seen = Some(now);
    }
    /// The tab has been looked at: nothing is new any more.
    pub fn looked(&mut self) {
        self.fresh.clear();
    }
    /// A new game: nothing seen yet.
    pub fn reset(&mut self) {
        *self = EventsPanel::default();
    }
}

const ENDED: Color32 = Color32::from_rgb(150, 150, 150);
const ACCENT: Color32 = Color32::from_rgb(240, 200, 90);

fn rgb(c: (u8, u8, u8)) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

/// R-ROUND-5: the next end of day that draws a general event (days 2, 4 and 5 of each week),
/// in words, from `week`/`day`.
pub fn next_event_words(week: u8, day: u8) -> String {
    let next = (week..=2)
        .flat_map(|w| [2u8, 4, 5].map(|d| (w, d)))
        .find(|&(w, d)| (w, d) >= (week, day));
    let wd = |w: u8, d: u8| [("week", w.into()), ("day", d.into())];
    match next {
        Some((w, d)) if (w, d) == (week, day) => tr_args("events-next-today", &wd(w, d)),
        Some((w, d)) if w == week => tr_args(
            "events-next-day",
            &[("day", d.into()), ("n", (d - day).into())],
        ),
        Some((w, d)) => tr_args("events-next-week", &wd(w, d)),
        None => tr("events-next-none"),
    }
}

/// "Louis Blaine", the detective whose NPC an event brings (its owner), if any.
fn owner_name(content: &Content, event: EventId) -> Option<&str> {
    content.events[event]
        .npcs
        .first()
        .map(|(n, _)| content.detectives[n.detective].def.name.as_str())
}

/// Who may use an event's temporary ability, in words; an NPC whose detective nobody plays has
/// no owner in this game.
fn who_words(content: &Content, snap: &Snapshot, event: EventId, who: EventUser) -> String {
    let owner = owner_name(content, event).map_or_else(|| tr("events-npc-detective"), String::from);
    let seated = rules::abilities::event_owner(content, snap, event).is_some();
    let key = match (who, seated) {
        (EventUser::Anyone, _) | (EventUser::Others, false) => "events-who-any",
        (EventUser::Owner, true) => "events-who-owner",
        (EventUser::Owner, false) => "events-who-owner-absent",
        (EventUser::Others, true) => "events-who-others",
    };
    tr_args(key, &[("owner", owner.into())])
}

/// The event track, drawn into the side panel's tab; events that arrived since the tab was
/// last looked at are marked new.
pub fn events_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    panel: &EventsPanel,
) {
    {
        {
            // Never wider than the column it is drawn in (a narrow side column cut its lines).
            ui.set_max_width(ui.available_width().min(420.0));
            let ev = &snap.events;
            ui.label(
                RichText::new(tr_args(
                    "events-deck",
                    &[
                        ("n", ev.deck.len().into()),
                        (
                            "next",
                            if ev.deck.is_empty() {
                                tr("events-next-empty")
                            } else {
                                next_event_words(snap.clock.week, snap.clock.day)
                            }
                            .into(),
                        ),
                    ],
                ))
                .strong(),
            );
            ui.label(RichText::new(tr("events-how")).small().weak());
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    for (i, slot) in ev.spaces.iter().enumerate() {
                        let title = tr(if i == 0 {
                            "events-space-1"
                        } else {
                            "events-space-2"
                        });
                        slot_frame(ui, &title, |ui| match slot {
                            None => {
                                ui.label(RichText::new(tr("events-empty")).weak());
                            }
                            Some(s) => event_body(
                                ui,
                                content,
                                table,
                                snap,
                                *s,
                                panel.fresh.contains(&s.event),
                            ),
                        });
                    }
                    slot_frame(ui, &tr("events-specific"), |ui| match ev.specific {
                        Some(s) => {
                            event_body(ui, content, table, snap, s, panel.fresh.contains(&s.event))
                        }
                        None if ev.specific_waiting() => {
                            ui.label(RichText::new(tr("events-specific-waiting")).italics());
                        }
                        None => {
                            ui.label(RichText::new(tr("events-specific-none")).weak());
                        }
                    });
                });
        }
    }
}

fn slot_frame(ui: &mut egui::Ui, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.add_space(4.0);
    ui.label(
        RichText::new(title)
            .small()
            .strong()
            .color(Color32::from_gray(175)),
    );
    add(ui);
}

/// One event card: its name and text while in effect, where its NPCs stand and its
/// temporary abilities; face down once ended.
fn event_body(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    slot: EventSlot,
    new: bool,
) {
    let e = &content.events[slot.event];
    // Its text names only the suspects in this game (R-EVENT-3).
    let in_play: Vec<_> = snap.suspects.iter().map(|x| x.index).collect();
    let text = crate::rules::words::event_text(
        content,
        slot.event,
        &in_play,
        &format!("{} ", tr("event-leads-move")),
    );
    if !slot.active {
        // Face down: the card's back, its name struck through beside it.
        card_back(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr("events-ended")).strong().color(ENDED));
                ui.label(
                    RichText::new(&e.def.name)
                        .strong()
                        .strikethrough()
                        .color(ENDED),
                )
                .on_hover_text(&text);
            });
            ui.label(RichText::new(tr("events-ended-note")).small().weak());
        });
        return;
    }
    let edge = if new {
        ACCENT
    } else {
        Color32::from_rgb(150, 130, 80)
    };
    hand::card_shell(ui, Color32::from_rgb(34, 34, 30), edge, EVENT_BAND, |ui| {
        let tag = tr(
            if snap.events.specific.map(|s| s.event) == Some(slot.event) {
                "events-tag-murder"
            } else {
                "events-tag"
            },
        );
        hand::card_header(
            ui,
            EVENT_BAND,
            Color32::from_rgb(20, 18, 12),
            &tag,
            &e.def.name,
            None,
        )
        .on_hover_text(&text);
        event_face(ui, content, table, snap, slot, new, &text);
    });
}

/// The band of an event card's header.
const EVENT_BAND: Color32 = Color32::from_rgb(214, 180, 96);

/// A face-down card: a dark back with a pattern of diagonal lines, `add` over it.
fn card_back(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let shown = egui::Frame::NONE
        .fill(Color32::from_rgb(28, 28, 32))
        .stroke(egui::Stroke::new(2.0, Color32::from_gray(80)))
        .corner_radius(8.0)
        .inner_margin(egui::Margin::symmetric(10, 8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            // The pattern goes under the words: its place is taken before them.
            let under = ui.painter().add(egui::Shape::Noop);
            add(ui);
            under
        });
    let r = shown.response.rect.shrink(4.0);
    let mut lines = Vec::new();
    let mut x = r.min.x - r.height();
    while x < r.max.x {
        let (mut a, mut b) = (egui::pos2(x, r.max.y), egui::pos2(x + r.height(), r.min.y));
        // Cut each line to the card.
        if a.x < r.min.x {
            a = egui::pos2(r.min.x, r.max.y - (r.min.x - a.x));
        }
        if b.x > r.max.x {
            b = egui::pos2(r.max.x, r.min.y + (b.x - r.max.x));
        }
        lines.push(egui::Shape::line_segment(
            [a, b],
            egui::Stroke::new(1.0, Color32::from_rgba_unmultiplied(255, 255, 255, 14)),
        ));
        x += 9.0;
    }
    ui.painter().set(shown.inner, egui::Shape::Vec(lines));
    ui.add_space(4.0);
}

/// What an event card in effect says: whether it just arrived, its text (`text`, naming only
/// the suspects in play), where its NPCs stand, the suspect it involves, its rules and its
/// temporary abilities.
fn event_face(
    ui: &mut egui::Ui,
    content: &Content,
    table: &PublicTable,
    snap: &Snapshot,
    slot: EventSlot,
    new: bool,
    text: &str,
) {
    let e = &content.events[slot.event];
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr("events-in-effect"))
                .small()
                .strong()
                .background_color(Color32::from_rgb(60, 110, 60))
                .color(Color32::WHITE),
        );
        if new {
            ui.label(
                RichText::new(tr("events-just-arrived"))
                    .small()
                    .strong()
                    .background_color(ACCENT)
                    .color(Color32::BLACK),
            );
        }
    });
    ui.label(RichText::new(text).small());
    for &(npc, at) in &e.npcs {
        let n = content.npc(npc);
        let d = &content.detectives[npc.detective].def;
        let state = snap.npcs.iter().find(|x| x.npc == npc);
        let who = [
            ("npc", n.name.as_str().into()),
            ("who", d.name.as_str().into()),
        ];
        let line = match state {
            Some(s) if !s.alive => tr_args("events-npc-dead", &who),
            Some(s) if s.on_map.is_some_and(|(_, by)| by == slot.event) => tr_args(
                "events-npc-at",
                &[
                    who[0].clone(),
                    who[1].clone(),
                    (
                        "at",
                        content.map.label(s.on_map.map_or(at, |(l, _)| l)).into(),
                    ),
                ],
            ),
            _ => tr_args("events-npc-off", &who),
        };
        ui.label(RichText::new(line).small().color(rgb(d.color)));
    }
    if let Some(s) = e.suspect {
        let held = snap.suspects.iter().any(|v| v.index == s && v.held);
        let line = tr_args(
            if held {
                "events-involves-held"
            } else {
                "events-involves"
            },
            &[("name", content.suspects[s].name.as_str().into())],
        );
        ui.label(RichText::new(line).small());
    }
    for r in &e.def.rules {
        ui.label(
            RichText::new(tr_args(
                "events-every-detective",
                &[(
                    "rule",
                    crate::i18n::say(content, &rules::twilight::rule_words(r)).into(),
                )],
            ))
            .small(),
        );
    }
    for (i, a) in e.def.actions.iter().enumerate() {
        let at = e.action_at[i];
        let users: Vec<String> = snap
            .events
            .used
            .iter()
            .filter(|(_, ev, o)| *ev == slot.event && *o as usize == i)
            .map(|(s, _, _)| crate::ui::panels::hand::seat_name(content, table, *s))
            .collect();
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(tr("events-ability"))
                    .small()
                    .strong()
                    .color(ACCENT),
            );
            ui.label(
                RichText::new(tr_args(
                    "events-ability-line",
                    &[
                        ("at", content.map.label(at).into()),
                        ("who", who_words(content, snap, slot.event, a.who).into()),
                        ("once", if a.once { "yes" } else { "no" }.into()),
                    ],
                ))
                .small(),
            );
        });
        ui.label(RichText::new(&a.ability.text).small().italics());
        if !users.is_empty() {
            ui.label(
                RichText::new(tr_args(
                    "events-used-by",
                    &[("who", users.join(&tr("list-sep")).into())],
                ))
                .small()
                .weak(),
            );
        }
    }
}

/// Whether to say what pays for a use: a favor of any type, an NPC's favor or Money, or more
/// than one way to pay the same use.
pub fn pay_suffix(
    content: &Content,
    detective: DetectiveId,
    costs: &[FavorCost],
    pay: &[Option<Pay>; 2],
    ways: usize,
) -> String {
    let paid: Vec<String> = pay
        .iter()
        .flatten()
        .map(|p| crate::i18n::say(content, &pay_words(content, detective, p)))
        .collect();
    let choice = ways > 1
        || costs.iter().any(|f| matches!(f, FavorCost::Any))
        || pay
            .iter()
            .flatten()
            .any(|p| matches!(p, Pay::Npc(_) | Pay::Money));
    if choice && !paid.is_empty() {
        tr_args(
            "events-pay-with",
            &[("what", paid.join(&tr("list-sep")).into())],
        )
    } else {
        String::new()
    }
}

/// R-EVENT-4: one button per temporary ability of an event in play where `seat` stands (and
/// per way to pay its favors); disabled ones say why.
pub fn event_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    enabled: bool,
    send: &mut impl FnMut(Command),
) {
    let me = &snap.seats[seat];
    let mut options = rules::abilities::event_action_options(content, snap, seat);
    // An ability with a favor cost no favor held could pay still gets a (disabled) button.
    for event in snap.events.active() {
        let e = &content.events[event];
        for i in 0..e.def.actions.len() {
            let here = e.action_at[i] == me.at;
            let listed = options.iter().any(|a| {
                matches!(a, Action::EventAction { event: x, option, .. } if *x == event && *option as usize == i)
            });
            if here && !listed {
                options.push(Action::EventAction {
                    event,
                    option: i as u8,
                    pay: [None, None],
                });
            }
        }
    }
    for a in &options {
        let Action::EventAction { event, option, pay } = *a else {
            continue;
        };
        let e = &content.events[event];
        let act = &e.def.actions[option as usize];
        let ways = options
            .iter()
            .filter(|b| matches!(b, Action::EventAction { event: x, option: o, .. } if *x == event && *o == option))
            .count();
        let with = pay_suffix(content, me.detective, &act.ability.favors, &pay, ways);
        let ok = rules::check(content, snap, seat, a);
        let label = tr_args(
            "events-button",
            &[
                ("event", e.def.name.as_str().into()),
                ("text", act.ability.text.as_str().into()),
                ("with", with.as_str().into()),
            ],
        );
        let b = ui.add_enabled(
            enabled && ok.is_ok(),
            egui::Button::new(RichText::new(&label).color(if enabled && ok.is_ok() {
                ACCENT
            } else {
                Color32::GRAY
            })),
        );
        // The whole text first: a narrow dock cuts the button's.
        let about = label.clone()
            + "\n\n"
            + &tr_args(
                "events-button-hover",
                &[
                    ("event", e.def.name.as_str().into()),
                    ("at", content.map.label(e.action_at[option as usize]).into()),
                    ("who", who_words(content, snap, event, act.who).into()),
                    ("once", if act.once { "yes" } else { "no" }.into()),
                ],
            );
        let b = explained(b, content, &ok, enabled, about);
        if b.clicked() {
            send(Command { seat, action: *a });
        }
    }
}

/// "$2,000".
pub fn dollars(m: u32) -> String {
    let s = m.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    format!("${out}")
}

/// A detective's three NPCs: name, the favors they grant, favors held, on the map or dead.
fn npc_line(ui: &mut egui::Ui, content: &Content, snap: &Snapshot, seat: SeatId) {
    let s = &snap.seats[seat];
    let npcs = &content.detectives[s.detective].def.npcs;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 5.0;
        ui.label(RichText::new("NPCs:").small().strong());
        for (i, n) in npcs.iter().enumerate() {
            if i > 0 {
                ui.label(RichText::new("·").small().weak());
            }
            let r = NpcRef {
                detective: s.detective,
                index: i as u8,
            };
            let state = snap.npcs.iter().find(|x| x.npc == r);
            let alive = state.is_none_or(|x| x.alive);
            let mut text = if alive {
                n.name.clone()
            } else {
                format!("☠ {}", n.name)
            };
            if !n.favors.is_empty() {
                let kinds: Vec<String> = n
                    .favors
                    .iter()
                    .map(|k| crate::ui::words::favor(*k))
                    .collect();
                text.push_str(&format!(" [{}]", kinds.join("/")));
            }
            let held = s.holdings.npc_favors.get(i).copied().unwrap_or(0);
            if held > 0 {
                text.push_str(&tr_args("events-npc-held", &[("n", held.into())]));
            }
            if let Some((at, _)) = state.and_then(|x| x.on_map) {
                text.push_str(&tr_args(
                    "events-npc-on-map",
                    &[("at", content.map.loc(at).name.as_str().into())],
                ));
            }
            let mut rt = RichText::new(text).small();
            if !alive {
                rt = rt.strikethrough().color(Color32::from_rgb(220, 120, 120));
            } else if state.is_some_and(|x| x.on_map.is_some()) {
                rt = rt.color(ACCENT);
            }
            ui.label(rt)
                .on_hover_text(npc_words(content, snap, r).join("\n"));
        }
    });
}

/// The NPCs brought onto the map at `loc`, for the location tooltip.
pub fn npcs_at(content: &Content, snap: &Snapshot, loc: crate::content::LocId) -> Vec<String> {
    snap.npcs
        .iter()
        .filter(|n| n.on_map.is_some_and(|(at, _)| at == loc))
        .map(|n| {
            let (_, e) = n.on_map.unwrap_or((loc, EventId(0)));
            tr_args(
                "events-npc-here",
                &[
                    ("npc", content.npc(n.npc).name.as_str().into()),
                    (
                        "who",
                        content.detectives[n.npc.detective].def.name.as_str().into(),
                    ),
                    ("event", content.events[e].def.name.as_str().into()),
                ],
            )
        })
        .collect()
}

/// Temporary abilities of events in play at `loc`, for the location tooltip.
pub fn event_abilities_at(
    content: &Content,
    snap: &Snapshot,
    loc: crate::content::LocId,
) -> Vec<String> {
    let mut out = Vec::new();
    for event in snap.events.active() {
        let e = &content.events[event];
        for (i, a) in e.def.actions.iter().enumerate() {
            if e.action_at[i] == loc {
                out.push(tr_args(
                    "events-ability-at",
                    &[
                        ("event", e.def.name.as_str().into()),
                        ("who", who_words(content, snap, event, a.who).into()),
                        ("text", a.ability.text.as_str().into()),
                    ],
                ));
            }
        }
    }
    out
}

/// An action's button explained on hover: what it does (`about`), and when it is greyed out
/// while the seat could act, first why not.
fn explained<T>(
    b: egui::Response,
    content: &Content,
    ok: &Result<T, crate::model::Msg>,
    enabled: bool,
    about: String,
) -> egui::Response {
    match (ok, enabled) {
        (Err(why), true) => b.on_disabled_hover_text(tr_args(
            "events-not-now",
            &[
                ("why", crate::i18n::say(content, why).into()),
                ("about", about.into()),
            ],
        )),
        _ => b.on_hover_text(about),
    }
}
