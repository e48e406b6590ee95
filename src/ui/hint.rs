//! The hint button (in the dock): asks the hard bot, from the viewing seat's own view, for its
//! best action now ([`crate::game::bot::hint`]) and shows it in a sentence with a *Do it*
//! button; the place it names pulses on the board. Off in hot-seat games, where one player's
//! hint would be seen by the others.

use crate::game::bot::Hint;
use crate::game::{Action, Command, Flow, TableRequest, TableView};
use crate::ids::SeatId;
use crate::ui::board::ShowPlace;
use bevy::prelude::*;
use bevy_egui::egui;
use egui::RichText;

/// The hint button: the best action now, from the viewing seat's own view.
pub struct HintPlugin;

impl Plugin for HintPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(OnEnter(crate::game::Phase::Setup), forget_hints);
        app.init_resource::<Hints>()
            .add_systems(
                Update,
                ask_for_hint
                    .in_set(Flow::Input)
                    .run_if(|h: Res<Hints>| h.asked.is_some() && !h.sent),
            )
            .add_systems(
                Update,
                (take_hint, reword_in_new_language)
                    .chain()
                    .in_set(Flow::Present)
                    .after(crate::ui::viewer::LookingSet),
            );
    }
}

/// A new game (or a load, an undo, a review: each sets the table again) forgets the hints of
/// the game before, and the goal a later hint would say it changed from.
fn forget_hints(mut hints: ResMut<Hints>) {
    *hints = Hints::default();
}

/// A hint asked for, and the last one given (for the game as it was then).
#[derive(Resource, Default)]
pub struct Hints {
    asked: Option<SeatId>,
    sent: bool,
    /// The game's version when the hint was asked for.
    asked_at: Option<u64>,
    shown: Option<(u64, SeatId, Hint)>,
    /// The place the last hint of this turn went to: the seat, the turn (week, day, turn) and
    /// the place.
    last_goal: Option<(SeatId, (u8, u8, u8), crate::content::LocId)>,
    /// A hint whose goal changed from an earlier one this turn, not reached: the game's
    /// version it was given for and the earlier place's name (round 29 of issue 31: the
    /// hint's goal changed from one step to the next with nothing saying why).
    changed_from: Option<(u64, String)>,
}

/// Asks the game for the hint (the hard bot looks ahead there: this takes a moment).
fn ask_for_hint(
    mut hints: ResMut<Hints>,
    view: Res<TableView>,
    mut asks: MessageWriter<TableRequest>,
) {
    if let Some(seat) = hints.asked {
        asks.write(TableRequest::Hint(seat));
        hints.sent = true;
        hints.asked_at = Some(view.version);
    }
}

/// Takes the game's hint from the view once it comes; the place it names pulses.
fn take_hint(
    view: Res<TableView>,
    // Absent until the content is loaded (the system runs from the first frame).
    content: Option<Res<crate::content::Content>>,
    remote: Option<Res<crate::game::RemoteTable>>,
    mut hints: ResMut<Hints>,
    mut shows: MessageWriter<ShowPlace>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if !hints.sent || !view.is_changed() {
        return;
    }
    // Online the host answers in a view of its own: views that come before it (another
    // seat's step seen, say) do not end the wait while the game is at the same moment.
    if remote.is_some() && view.hint.is_none() && hints.asked_at == Some(view.version) {
        return;
    }
    let Some(seat) = hints.asked.take() else {
        return;
    };
    hints.sent = false;
    if let Some(h) = view.hint.clone().filter(|_| view.looking == Some(seat)) {
        let c = view.public.clock;
        let turn = (c.week, c.day, c.turn);
        let here = view.public.seats.get(seat.index()).map(|s| s.at);
        hints.changed_from = None;
        if let Some(at) = place_of(&h.action) {
            shows.write(ShowPlace(at));
            // An earlier goal of this turn, not reached, that this hint leaves.
            if let Some((s, t, was)) = hints.last_goal
                && (s, t) == (seat, turn)
                && was != at
                && here != Some(was)
                && let Some(content) = &content
            {
                hints.changed_from = Some((view.version, content.map.label(was)));
            }
            hints.last_goal = Some((seat, turn, at));
        }
        hints.shown = Some((view.version, seat, h));
    }
    redraw.write(bevy::window::RequestRedraw);
}

/// When the player switches the language with a hint on screen, asks for the same hint again:
/// the game words it (its action and its reasons) in the new language.
fn reword_in_new_language(
    mut hints: ResMut<Hints>,
    mut said_in: Local<Option<crate::i18n::Locale>>,
) {
    let now = crate::i18n::locale();
    let before = said_in.replace(now);
    if before.is_none_or(|b| b == now) || hints.asked.is_some() {
        return;
    }
    if let Some((_, seat, _)) = hints.shown {
        hints.asked = Some(seat);
        hints.sent = false;
    }
}

/// The place an action names on the board, if any.
fn place_of(a: &Action) -> Option<crate::content::LocId> {
    match *a {
        Action::Move { to }
        | Action::Dropship { to }
        | Action::PlaceLead { to }
        | Action::MoveLily { to }
        | Action::MoveJimmy { to }
        | Action::MoveLeadBonus { to, .. } => Some(to),
        _ => None,
    }
}

impl Hints {
    /// The hint button, and the hint for this moment if one was asked. `version` is the
    /// game's [`GameVersion`](crate::game::pipeline::GameVersion): a hint given for an
    /// earlier moment is not shown.
    pub fn row(&mut self, ui: &mut egui::Ui, version: u64, seat: SeatId, out: &mut Vec<Command>) {
        if !self.answer(ui, version, seat, out) {
            self.button(ui, seat);
        }
    }

    /// Puts the answer shown away (the Hint button asks again).
    pub fn hide(&mut self) {
        self.shown = None;
    }

    /// Whether a hint for this moment is there to show (see [`Hints::answer`]).
    pub fn has_answer(&self, version: u64, seat: SeatId) -> bool {
        self.current(version, seat).is_some()
    }

    /// The places the answer for `seat` now names: where its move goes, and the places its
    /// reason names (the board lights them, with their names, while it shows).
    pub fn places(
        &self,
        content: &crate::content::Content,
        version: u64,
        seat: SeatId,
    ) -> Vec<crate::content::LocId> {
        let Some(h) = self.current(version, seat) else {
            return Vec::new();
        };
        let mut out = match h.action {
            crate::game::Action::Move { to } | crate::game::Action::Dropship { to } => vec![to],
            _ => Vec::new(),
        };
        out.extend(crate::ui::recap::places_named(content, &h.why));
        out
    }

    fn current(&self, version: u64, seat: SeatId) -> Option<&Hint> {
        self.shown
            .as_ref()
            .filter(|(v, s, _)| *v == version && *s == seat)
            .map(|(_, _, h)| h)
    }

    /// The hint for this moment, in a sentence with its *Do it* button, if one was given;
    /// `false` when there is none to show.
    pub fn answer(
        &mut self,
        ui: &mut egui::Ui,
        version: u64,
        seat: SeatId,
        out: &mut Vec<Command>,
    ) -> bool {
        let Some(h) = self.current(version, seat).cloned() else {
            return false;
        };
        egui::Frame::group(ui.style())
            .fill(ui.visuals().panel_fill)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(crate::i18n::tr("hint-label")).strong());
                    ui.label(RichText::new(&h.words).strong());
                    if ui
                        .button(crate::i18n::tr("hint-do-it"))
                        .on_hover_text(crate::i18n::tr("hint-do-it-hover"))
                        .clicked()
                    {
                        out.push(Command {
                            seat,
                            action: h.action,
                        });
                    }
                    if ui
                        .small_button(crate::i18n::tr("hint-hide"))
                        .on_hover_text(crate::i18n::tr("hint-hide-hover"))
                        .clicked()
                    {
                        self.hide();
                    }
                });
                if let Some((_, from)) = self.changed_from.as_ref().filter(|(v, _)| *v == version) {
                    ui.label(
                        RichText::new(crate::i18n::tr_args(
                            "hint-changed",
                            &[("place", from.as_str().into())],
                        ))
                        .small()
                        .italics(),
                    );
                }
                // With the game's words it uses, explained on hover, as a decision has them
                // (round 26 of issue 31: "dark-shift", "Memory card" in a hint, unexplained).
                crate::ui::glossary::chips_after(
                    ui,
                    Some(RichText::new(&h.why).small()),
                    &format!("{} {}", h.words, h.why),
                );
            });
        true
    }

    /// The Hint button ("Thinking…" while the bot thinks).
    pub fn button(&mut self, ui: &mut egui::Ui, seat: SeatId) {
        let busy = self.asked == Some(seat);
        let b = ui
            .add_enabled(
                !busy,
                egui::Button::new(crate::i18n::tr(if busy {
                    "hint-thinking"
                } else {
                    "hint-button"
                })),
            )
            .on_hover_text(crate::i18n::tr("hint-button-hover"));
        if b.clicked() {
            self.asked = Some(seat);
            ui.ctx().request_repaint();
        }
    }
}
