//! The player's own turn in the dock: the heading with Undo, End turn and Hint, the turn's
//! actions with their Time, the ability of the place, what the others did beside them.

use super::guarded;
use super::recap::since_your_turn;
use crate::content::Content;
use crate::game::{Action, Command, FromScreen, GameRequest, TableView};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules::{self, Snapshot};
use crate::ui::board::input::{Ruler, start_ruler};
use crate::ui::panels::events;
use bevy::prelude::*;
use bevy_egui::egui;
use egui::RichText;

/// The player's own turn: what can be done here and now, each with its Time.
pub(super) fn your_turn(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    out: &mut MessageWriter<FromScreen>,
    ruler: &mut Ruler,
    view: &TableView,
    narrow: bool,
) {
    // A narrow dock (beside a short window's board) keeps its room for the turn's buttons:
    // the ruler's line and the words are in the coach and the rules.
    if !narrow {
        crate::ui::glossary::chips_after(
            ui,
            Some(RichText::new(tr("turn-ruler-hint")).small().weak()),
            &tr("dock-turn-words"),
        );
    }
    let mut send = |c: Command| {
        out.write(FromScreen(c));
    };
    // The leads and the scene here, and the place's other buttons (see [`other_buttons`]).
    let here = snap.seats[seat].at;
    let primary = here == snap.scene || snap.leads.iter().any(|&(_, _, at)| at == here);
    let others = any_other_button(content, snap, seat);
    // No row at all when nothing here has a button (an empty row still takes its height);
    // narrow, the row holds the leads and the scene only.
    if primary || (others && !narrow) {
        ui.horizontal_wrapped(|ui| {
            // Beside a short window's board a button keeps to one row (its whole text on hover):
            // two-row buttons pushed the turn's list out of the dock (Russian at 150%).
            if narrow {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
            }
            for &(kind, owner, at) in &snap.leads {
                if at != here {
                    continue;
                }
                let a = Action::FollowUp { kind, owner };
                let ok = rules::check(content, snap, seat, &a);
                // The cost that will be paid, and why when it is not the usual 1 Time.
                let cost = match rules::follow_up_cost(content, snap, seat) {
                    (c, Some(why)) => tr_args(
                        "dock-cost-time-why",
                        &[
                            ("time", c.into()),
                            ("why", crate::i18n::say(content, &why).into()),
                        ],
                    ),
                    (c, None) => tr_args("dock-cost-time", &[("time", c.into())]),
                };
                // Beside a short board, the short words ("Document lead: 1 Time"): the long
                // ones were cut to "Follow up the document lead (1 Tim…" (round 29 of issue 31).
                let label = tr_args(
                    if narrow {
                        "dock-follow-up-short"
                    } else {
                        "dock-follow-up"
                    },
                    &[("kind", kind.name().into()), ("cost", cost.into())],
                );
                let b = ui.add_enabled(
                    ok.is_ok(),
                    egui::Button::new(RichText::new(label.as_str()).strong()),
                );
                let b = match &ok {
                    Err(why) => {
                        let why = crate::i18n::say(content, why);
                        crate::ui::table::top_bar::why_greyed(ui, &why);
                        b.on_disabled_hover_text(why)
                    }
                    // The whole label first: beside a short board it may be cut with "…".
                    Ok(_) => b.on_hover_text(format!(
                        "{label}\n{}",
                        tr_args(
                            "dock-follow-up-hover",
                            &[(
                                "lead",
                                crate::i18n::say(
                                    content,
                                    &rules::investigation::lead_msg(kind, owner)
                                )
                                .into(),
                            )],
                        )
                    )),
                };
                if b.clicked() {
                    send(Command { seat, action: a });
                }
            }
            let jump = rules::check(content, snap, seat, &Action::JumpOnTheCase);
            if here == snap.scene {
                let (cost, _) = rules::murder::jump_cost(content, snap);
                let b = ui.add_enabled(
                    jump.is_ok(),
                    egui::Button::new(tr_args("dock-jump", &[("time", cost.into())])),
                );
                let b = match &jump {
                    Err(why) => {
                        let why = crate::i18n::say(content, why);
                        crate::ui::table::top_bar::why_greyed(ui, &why);
                        b.on_disabled_hover_text(why)
                    }
                    Ok(_) => b.on_hover_text(tr("dock-jump-hover")),
                };
                if b.clicked() {
                    send(Command {
                        seat,
                        action: Action::JumpOnTheCase,
                    });
                }
            }
            if !narrow {
                other_buttons(ui, content, snap, seat, (ruler, view), &mut send);
            }
        });
    }
    // Beside a short window's board the place's other buttons (its ability, an event's, a
    // memory, a dropship pass) fold under one line, so the turn's list stays in the dock.
    if narrow && others {
        egui::CollapsingHeader::new(tr("dock-here-more"))
            .id_salt(crate::ui::viewer::per_player(ui.ctx(), "dock-here-more"))
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    other_buttons(ui, content, snap, seat, (ruler, view), &mut send);
                });
            });
    }
}

/// The buttons of what the place and the seat's holdings allow beside the leads and the
/// scene: the place's ability, an event's action, a memory to win back, a dropship pass.
fn other_buttons(
    ui: &mut egui::Ui,
    content: &Content,
    snap: &Snapshot,
    seat: SeatId,
    (ruler, view): (&mut Ruler, &TableView),
    send: &mut impl FnMut(Command),
) {
    ability_buttons(ui, content, snap, seat, true, send);
    events::event_buttons(ui, content, snap, seat, true, send);
    events::memory_buttons(ui, content, snap, seat, true, send);
    let passes = snap.seats[seat].dropship_passes;
    if passes > 0 {
        let targeting = ruler.0.as_ref().is_some_and(|r| r.dropship);
        let label = if targeting {
            tr("dock-dropship-cancel")
        } else {
            tr_args("dock-dropship", &[("passes", passes.into())])
        };
        if ui
            .button(label)
            .on_hover_text(tr("dock-dropship-hover"))
            .clicked()
        {
            ruler.0 = if targeting {
                None
            } else {
                Some(start_ruler(content, view, seat, true))
            };
        }
    }
}

/// Whether the place or the seat's holdings give a button beside the leads and the scene (see
/// [`other_buttons`]).
fn any_other_button(content: &Content, snap: &Snapshot, seat: SeatId) -> bool {
    let me = &snap.seats[seat];
    let here = me.at;
    !content.map.loc(here).uses.is_empty()
        || snap
            .events
            .active()
            .into_iter()
            .any(|e| content.events[e].action_at.contains(&here))
        || (events::wins_memories(content, snap, seat)
            && snap
                .seat_ids()
                .zip(&snap.seats)
                .any(|(from, s)| from != seat && s.memory))
        || me.dropship_passes > 0
}

/// The ability of the major location the active detective stands on (R-LOC-1): one button per
/// use, and per favor type to pay a favor of any type with; disabled ones say why.
fn ability_buttons(
    ui: &mut egui::Ui,
    content: &crate::content::Content,
    snap: &rules::Snapshot,
    seat: SeatId,
    enabled: bool,
    send: &mut impl FnMut(Command),
) {
    let here = content.map.loc(snap.seats[seat].at);
    let mut options = rules::abilities::use_options(content, snap, seat);
    // A use with a favor of any type and no favor held still gets a (disabled) button.
    for i in 0..here.uses.len() {
        if !options
            .iter()
            .any(|a| matches!(a, Action::UseAbility { option, .. } if *option as usize == i))
        {
            options.push(Action::UseAbility {
                option: i as u8,
                pay: [None, None],
            });
        }
    }
    // A use that some way of paying allows shows only its allowed ways, first (round 51 of
    // issue 31: a hint's ability showed its greyed corp-favor way first, the way with Director
    // Haas's favor under it, out of sight); a use no way allows keeps its greyed button.
    let allowed = |a: &Action| rules::check(content, snap, seat, a).is_ok();
    let open: Vec<u8> = options
        .iter()
        .filter(|a| allowed(a))
        .filter_map(|a| match a {
            Action::UseAbility { option, .. } => Some(*option),
            _ => None,
        })
        .collect();
    options.retain(|a| {
        allowed(a) || !matches!(a, Action::UseAbility { option, .. } if open.contains(option))
    });
    options.sort_by_key(|a| !allowed(a));
    let all = options.clone();
    let options_count = |all: &[Action], option: u8| {
        all.iter()
            .filter(|b| matches!(b, Action::UseAbility { option: o, .. } if *o == option))
            .count()
    };
    for a in options {
        let Action::UseAbility { option, pay } = a else {
            continue;
        };
        let u = &here.uses[option as usize];
        let detective = snap.seats[seat].detective;
        let ways = options_count(&all, option);
        let with = events::pay_suffix(content, detective, &u.favors, &pay, ways);
        let ok = rules::check(content, snap, seat, &a);
        let label = format!("{}: {}{with}", here.name, u.text);
        let b = ui.add_enabled(enabled && ok.is_ok(), egui::Button::new(&label));
        let b = match (&ok, enabled) {
            (Err(why), true) => {
                // A greyed button says why beside it, not only on hover.
                let why = crate::i18n::say(content, why);
                crate::ui::table::top_bar::why_greyed(ui, &why);
                b.on_disabled_hover_text(why)
            }
            // The whole text first: a narrow dock cuts the button's.
            _ => b.on_hover_text(format!("{label}\n\n{}", tr("dock-ability-hover"))),
        };
        // A longer ruler that would reach nothing new from here says so beside its button.
        if enabled && ok.is_ok() && rules::abilities::longer_ruler_idle(content, snap, seat, option)
        {
            crate::ui::table::top_bar::why_greyed(ui, &tr("dock-ability-idle-ruler"));
        }
        if b.clicked() {
            send(Command { seat, action: a });
        }
    }
}

/// The turn's heading and its Undo / End turn / Hint, which stay in sight while the rest
/// scrolls under them.
fn turn_row(ui: &mut egui::Ui, f: &super::Frame, seat: SeatId, io: &mut super::DockIo) {
    let (dock_rect, version, time) = (f.rect, f.view.version, f.seen.clock.time);
    guarded(ui, dock_rect, f.hold, |ui| {
        ui.horizontal_wrapped(|ui| {
            let heading = heading_words(ui, time, f.hints_on);
            let gap = closer_if_needed(ui, f.hints_on);
            ui.label(crate::ui::theme::heading(heading, 18.0));
            ui.add_space(gap);
            let keep = f.view.can_undo.then_some(());
            let b = ui
                .add_enabled(keep.is_some(), egui::Button::new(tr("turn-undo")))
                .on_hover_text(tr("turn-undo-hover"))
                .on_disabled_hover_text(tr("turn-undo-disabled"));
            if b.clicked() {
                io.requests.write(GameRequest::Undo(seat));
            }
            let end = ui.add(egui::Button::new(RichText::new(tr("turn-end")).strong()));
            if end.clicked() && io.help.end_turn_pressed(time) {
                io.out.write(FromScreen(Command {
                    seat,
                    action: Action::EndTurn,
                }));
            }
            // The Hint button beside them (its answer comes under this row beside the
            // board, at the dock's foot under it), so the turn's list keeps its place.
            if f.hints_on && !io.hints.has_answer(version, seat) {
                ui.add_space(gap);
                io.hints.button(ui, seat);
            } else if f.hints_on {
                // While its answer shows, the button stays in its place, greyed (round 26 of
                // issue 31: it was gone); the answer has its own Hide.
                ui.add_space(gap);
                ui.add_enabled(false, egui::Button::new(tr("hint-button")))
                    .on_disabled_hover_text(tr("hint-shown"));
            } else if !f.hints_on {
                // At a shared screen the others would read it: greyed, saying why in its
                // words (the whole reason on hover).
                ui.add_space(gap);
                ui.add_enabled(false, egui::Button::new(tr("hint-button-off")))
                    .on_disabled_hover_text(tr("hint-off-shared"));
            }
        });
    });
}

/// The width of the turn's buttons (Undo, End turn and Hint) on one row, with their gaps.
fn buttons_width(ui: &egui::Ui, hints_on: bool) -> f32 {
    let button = egui::TextStyle::Button.resolve(ui.style());
    let width = |text: &str| {
        ui.fonts_mut(|f| {
            f.layout_no_wrap(text.to_string(), button.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    };
    let pad = 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
    let buttons = width(&tr("turn-undo")) + width(&tr("turn-end")) + 2.0 * pad + 8.0;
    // The Hint button, or its greyed *off at a shared screen*.
    let hint = tr(if hints_on {
        "hint-button"
    } else {
        "hint-button-off"
    });
    buttons + width(&hint) + pad + 8.0
}

/// Where the turn's buttons would part over two rows (German at 150%: Hint alone under Undo
/// and End turn), they draw closer together in `ui` and keep one row; the gap to leave
/// between them (8 points, none when drawn closer).
fn closer_if_needed(ui: &mut egui::Ui, hints_on: bool) -> f32 {
    let room = ui.available_width();
    if buttons_width(ui, hints_on) <= room {
        return 8.0;
    }
    let kept = ui.spacing().clone();
    ui.spacing_mut().button_padding.x = 4.0;
    ui.spacing_mut().item_spacing.x = 4.0;
    // Without the two 8-point gaps.
    if buttons_width(ui, hints_on) - 16.0 <= room {
        0.0
    } else {
        *ui.spacing_mut() = kept;
        8.0
    }
}

/// The turn's heading: the long one ("Your turn — 6 Time left"), or the short one where the
/// long one would push the buttons off its row or not fit a row of its own.
fn heading_words(ui: &egui::Ui, time: u8, hints_on: bool) -> String {
    // The heading and its buttons on one row: a long heading (Russian, German) is said
    // shorter before anything wraps under it.
    let long = tr_args("turn-yours", &[("time", time.into())]);
    let width = |ui: &egui::Ui, text: &str, font: egui::FontId| {
        ui.fonts_mut(|f| {
            f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
                .size()
                .x
        })
    };
    let buttons = buttons_width(ui, hints_on);
    let heading_font = egui::FontId::new(18.0, crate::ui::fonts::display_family());
    let short = tr_args("turn-yours-short", &[("time", time.into())]);
    let room = ui.available_width();
    // The short heading where it keeps the row whole, or where the long one would
    // not fit a row of its own; else the long one, which says more.
    let fits = |text: &str| width(ui, text, heading_font.clone()) + buttons <= room;
    let alone = width(ui, &long, heading_font.clone()) <= room;
    if fits(&long) || (alone && !fits(&short)) {
        long
    } else {
        short
    }
}

/// The halves of a wide dock under the board (`None` beside the board or on a narrow dock):
/// the turn's, and the case's or the hint's with the recap's, inside the dock's margins.
pub(super) fn split_dock(dock: egui::Rect, fold: bool) -> Option<(egui::Rect, egui::Rect)> {
    if fold || dock.width() <= 760.0 {
        return None;
    }
    let inner = dock.shrink2(egui::vec2(8.0, 6.0));
    let mid = inner.center().x;
    Some((
        egui::Rect::from_min_max(inner.min, egui::pos2(mid - 8.0, inner.max.y)),
        egui::Rect::from_min_max(egui::pos2(mid + 8.0, inner.min.y), inner.max),
    ))
}

/// The recap of the others' turns (see [`since_your_turn`]) for this turn's frame: folded to a
/// line a detective or whole, its digests kept after the player acted or not.
fn recap_in(
    ui: &mut egui::Ui,
    f: &super::Frame,
    groups: &[(Option<SeatId>, Vec<&crate::game::LogEntry>)],
    io: &mut super::DockIo,
    folded: bool,
    acted: bool,
) {
    since_your_turn(
        ui,
        f.content,
        &f.view.table,
        f.seen,
        &f.view.log,
        groups,
        &mut io.shows,
        &mut io.highlight,
        folded,
        acted,
        &mut io.tab,
    );
}

/// The seat's own turn in the dock at `f.rect`: `narrow` leaves the ruler's line and the
/// words out, `fold` folds the recap to a line; `split`, the right half of a dock cut in two
/// ([`split_dock`]: its caller gave the turn the left).
/// The turn's list (*What can I do?*): under the board the open list rises over the board's
/// foot (the strip there shows two lines of it); beside the board the dock grows for it. The
/// places the hovered line names, if any.
fn options_list(
    ui: &mut egui::Ui,
    f: &super::Frame,
    seat: SeatId,
    fold: bool,
    cmds: &mut Vec<Command>,
) -> Option<Vec<crate::content::LocId>> {
    let mut lit = None;
    let float = (!fold).then(|| {
        let top = f.rect.min.y;
        (top, ((top - 120.0) * 0.7).max(160.0))
    });
    crate::ui::panels::options::what_can_i_do(ui, f.content, f.seen, seat, (&mut lit, cmds), float);
    lit
}

pub(super) fn turn(
    ui: &mut egui::Ui,
    f: &super::Frame,
    seat: SeatId,
    narrow: bool,
    fold: bool,
    split: Option<egui::Rect>,
    io: &mut super::DockIo,
) {
    let (content, table, seen, version) = (f.content, &f.view.table, f.seen, f.view.version);
    let dock_rect = f.rect;
    let ctx = ui.ctx().clone();
    let mut cmds = Vec::new();
    turn_row(ui, f, seat, io);
    // The plot resolving tonight or tomorrow night, in a line under the turn's row.
    if let Some(plots) = f.view.plots.get(seat.index())
        && crate::ui::panels::plot::due_line(ui, content, seen, seat, plots)
    {
        *io.tab = crate::ui::table::SideTab::Plot;
    }
    let groups = io.recap.since(&f.view.log, seat);
    let acted = crate::ui::recap::Recap::acted(&f.view.log, seat);
    let hovered = std::cell::RefCell::new(None);
    // The hint's answer has a place of its own (under the turn's row beside the board, at
    // the dock's foot under it): the turn's list gets the rest.
    let avail = ui.available_rect_before_wrap();
    let mut list = avail;
    // A wide dock under the board (the strip a 16:10 window leaves there) is cut in two: the
    // turn on the left (its caller gave it that half), the hint's answer or the player's case,
    // and the recap on the right, each as tall as the dock (one over the other, the list had
    // three lines of room; round 43 of issue 31 found the hint's answer under an open list).
    let mut right = split;
    let hinted = f.hints_on && io.hints.has_answer(version, seat);
    // The player's case in brief heads the right half: the hunches and where they stand,
    // whatever tab is open (what the turn is for, beside the turn); a hint's answer takes its
    // place while it shows.
    if let Some(r) = right.as_mut().filter(|_| !hinted) {
        let mut brief = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(*r)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        crate::ui::panels::case::suspects::case_brief(&mut brief, content, seen, groups.is_empty());
        let used = brief.min_rect().height();
        if used > 1.0 {
            r.min.y += used + 6.0;
        }
    }
    let wide = split.is_none() && ui.available_width() > 760.0 && !groups.is_empty();
    // How much taller the hint's answer is than the room it had (the dock asks for it).
    let mut hint_short = 0.0f32;
    if hinted {
        // Its height as drawn last frame: the list above gets the rest.
        let id = egui::Id::new("dock-hint-height");
        // Never above the dock's own rows: a tall hint scrolls in the room there is.
        let room = right.unwrap_or(avail).height().max(0.0);
        let h = ctx
            .data(|d| d.get_temp::<f32>(id))
            .unwrap_or(28.0)
            .min(room);
        // Beside the board (the dock grows down over the tab for it) the answer comes right
        // under the Hint button that asked; under the board, at the dock's foot.
        let at = if let Some(r) = right.as_mut() {
            let at = egui::Rect::from_min_max(r.min, egui::pos2(r.max.x, r.min.y + h));
            r.min.y = at.max.y + 6.0;
            at
        } else if fold {
            let at = egui::Rect::from_min_max(avail.min, egui::pos2(avail.max.x, avail.min.y + h));
            list.min.y = at.max.y + 4.0;
            at
        } else {
            let at = egui::Rect::from_min_max(egui::pos2(avail.min.x, avail.max.y - h), avail.max);
            list.max.y = at.min.y - 4.0;
            at
        };
        let mut foot = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(at)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        // Its content's whole height (the scroll area shows no more than the room given,
        // so the room it takes is measured from what it holds).
        let mut whole = h;
        guarded(&mut foot, dock_rect, f.hold, |ui| {
            let shown = egui::ScrollArea::vertical()
                .id_salt("dock-hint")
                .max_height(room)
                .auto_shrink([false, true])
                .show(ui, |ui| io.hints.answer(ui, version, seat, &mut cmds));
            whole = shown.content_size.y + 2.0;
        });
        // The places it names light up on the board, each with its name.
        let lit = io.hints.places(content, version, seat);
        io.highlight.0.extend(lit);
        let used = whole.min(room);
        hint_short = (whole - h).max(0.0);
        if (used - h).abs() > 0.5 {
            ctx.data_mut(|d| d.insert_temp(id, used));
            ctx.request_repaint();
        }
    }
    let mut list_ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(list)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    // Never taller than the room left above the hint: egui's scroll area would
    // otherwise grow to its 64-point minimum and draw over the hint (150% scale).
    let shown = egui::ScrollArea::vertical()
        .id_salt("dock-turn")
        .auto_shrink([false, false])
        .min_scrolled_height(list.height().max(0.0))
        .max_height(list.height().max(0.0))
        .show(&mut list_ui, |ui| {
            let mut turn_ui = |ui: &mut egui::Ui| {
                guarded(ui, dock_rect, f.hold, |ui| {
                    your_turn(
                        ui,
                        content,
                        seen,
                        seat,
                        &mut io.out,
                        &mut io.ruler,
                        f.view,
                        narrow,
                    );
                    ui.add_space(4.0);
                    let lit = options_list(ui, f, seat, fold, &mut cmds);
                    if lit.is_some() {
                        *hovered.borrow_mut() = lit;
                    }
                });
            };
            if wide {
                ui.columns(2, |cols| {
                    turn_ui(&mut cols[0]);
                    since_your_turn(
                        &mut cols[1],
                        content,
                        table,
                        f.seen,
                        &f.view.log,
                        &groups,
                        &mut io.shows,
                        &mut io.highlight,
                        false,
                        false,
                        &mut io.tab,
                    );
                });
            } else {
                turn_ui(ui);
                if !groups.is_empty() && split.is_none() {
                    ui.separator();
                    // A narrow dock under the board (beside the coach) has no room for every
                    // line: a line a detective, as beside the board (round 43 of issue 31
                    // read one and a half lines of it in the lesson).
                    let folded = fold || dock_rect.width() < 760.0;
                    recap_in(ui, f, &groups, io, folded, acted);
                }
            }
        });
    if let Some(r) = right.filter(|r| r.height() > 20.0 && !groups.is_empty()) {
        let mut ui = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(r)
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        egui::ScrollArea::vertical()
            .id_salt("dock-recap")
            .auto_shrink([false, false])
            .max_height(r.height())
            // A line a detective, all of it one click away; kept after the player has acted
            // (the half has no other use then).
            .show(&mut ui, |ui| recap_in(ui, f, &groups, io, true, false));
    }
    // How tall the dock wants to be for all of it (its rows, the list's content, the hint at
    // its foot): beside a short board the layout gives it no more, and the tab the rest.
    let want = (list.min.y - dock_rect.min.y)
        + shown.content_size.y
        + (avail.max.y - list.max.y).max(0.0)
        + hint_short
        + 12.0;
    crate::ui::layout::DockWant::note(&ctx, want);
    // Under the board a hint's answer takes the dock's foot, and the dock grows (as for the
    // open turn's list), so the answer and its Do it button are whole; beside the board it
    // lies under the turn's row and the dock is fitted to it (the want above counts it).
    if f.hints_on && io.hints.has_answer(version, seat) && !fold {
        crate::ui::panels::options::note_open_list(&ctx, true);
    }
    if let Some(places) = hovered.take() {
        io.highlight.0 = places;
    }
    for c in cmds {
        io.out.write(FromScreen(c));
    }
}
