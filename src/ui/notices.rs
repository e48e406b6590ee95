//! Notices: short lines, stacked in a strip of their own at the foot of the side column (the
//! open tab gives them its last lines, so they never cover its words, the board nor the
//! decision), for what matters to the player at the screen — their turn and its Time, a new
//! day, an event arriving, a dark card played on them and what it did, a fight, a hit or an
//! alibi on a suspect, a plot resolving. They fade by themselves and never take a click.
//!
//! They are worked out by comparing the game as the viewer sees it before and after each
//! change, so they show nothing the viewer may not know.

use crate::content::Content;
use crate::game::{Action, CommandResult, Session, pipeline::GameVersion};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules::Snapshot;
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::theme;
use crate::ui::viewer::Looking;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

mod between;
pub use between::{notices_between, seat_change, swing_cause};

/// The notices: what just happened that the viewer should not miss.
pub struct NoticesPlugin;

impl Plugin for NoticesPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Notices>()
            .add_systems(
                Update,
                make_notices
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet)
                    .run_if(crate::ui::in_game),
            )
            .add_systems(
                Update,
                refusals_as_notices
                    .in_set(crate::game::Flow::Present)
                    .run_if(crate::ui::in_game),
            )
            // A new game, a saved one caught up on, or leaving the table: nothing of the last
            // game's news may show again (a loaded game's secrets are in its log, not news).
            .add_systems(OnEnter(crate::game::Phase::Setup), forget_notices)
            // The case closed: its scores are said; no estimate "if the case closed now" stays
            // beside them (round 52 of issue 31).
            .add_systems(
                OnEnter(crate::game::Phase::CaseClosed),
                |mut n: ResMut<Notices>| n.list.retain(|x| !matches!(x.kind, NoticeKind::Score)),
            )
            .add_systems(OnEnter(Session::CatchingUp), forget_notices)
            .add_systems(OnExit(crate::ui::Screen::Game), forget_notices)
            .init_resource::<AfterLoad>()
            .add_systems(OnEnter(Session::Live), say_after_load)
            // A game caught up on: the first view in play is a new starting point, not news
            // (the view of the catching up may lag a day behind it).
            .add_systems(
                OnTransition {
                    exited: Session::CatchingUp,
                    entered: Session::Live,
                },
                start_afresh,
            )
            .add_systems(
                EguiPrimaryContextPass,
                show_notices.in_set(TableSet::Overlays),
            );
    }
}

/// What a notice is about (its mark and colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    /// A turn begins.
    Turn,
    /// A day begins.
    Day,
    /// An event.
    Event,
    /// A card played against the viewer's detective.
    AgainstYou,
    /// Something happened to a suspect.
    Suspect,
    /// A plot moved on.
    Plot,
    /// The climax begins (R-ROUND-8): it stays longer than the others.
    Climax,
    /// The game was saved (the player asked for it).
    Saved,
    /// Something the player tried could not be done, said while the status line is out of
    /// sight (the question takes the dock's place).
    Refused,
    /// Something only the viewer learned (a hand seen through Jimmy, a peek): the log's
    /// secret line for the viewer, stays longer so it can be read.
    Secret,
    /// What the viewer's own card, ability or event action did to its detective (+1 favor,
    /// good baggage): the effect seen, not only the words of the card.
    Gain,
    /// The viewer's own turn is over: nothing its Time can pay for is left.
    TurnOver,
    /// A hunch of the viewer's won or lost the lead, and what moved it: a secret, kept for
    /// the score chip's hover too.
    Score,
}

impl NoticeKind {
    /// Whether anyone at the table may read it: not a secret, a card played on the viewer, a
    /// plot's news or a refusal of what the viewer tried (those are the viewer's).
    pub fn for_anyone(self) -> bool {
        matches!(
            self,
            NoticeKind::Turn
                | NoticeKind::Day
                | NoticeKind::Event
                | NoticeKind::Suspect
                | NoticeKind::Climax
                | NoticeKind::Saved
        )
    }
}

/// One notice on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// Its words.
    pub text: String,
    /// What it is about.
    pub kind: NoticeKind,
    /// When it appeared (seconds of the app's clock).
    pub born: f32,
}

/// The notices on screen, and the game as the viewer last saw it.
#[derive(Resource, Default)]
pub struct Notices {
    /// The notices, oldest first.
    pub list: Vec<Notice>,
    seen: Option<(u64, Option<SeatId>, Snapshot)>,
    /// A new game's first notice (who plays first) was said, or the game was no longer new.
    greeted: bool,
    /// How many of the view's log lines were read for secrets.
    log_read: usize,
    /// The serial of the last refusal the status line cut short and a notice said whole.
    cut_said: u32,
    /// A viewer's own notices put aside while others look (hot seat), to be shown again when
    /// that viewer takes the screen back (round 30 of issue 31: a player's "You draw …" went
    /// with a hand-off in the same moment, and the player never saw which card it was).
    kept: Vec<(SeatId, Notice, f32)>,
    /// The last swing of each seat's score said ([`NoticeKind::Score`]), with the turn it
    /// came in (week, day, turn): the score chip's hover says it again while it falls in the
    /// chip's count (round 45 of issue 31: the estimate fell and the chip said no why).
    pub swing: Vec<(SeatId, String, (u8, u8, u8))>,
    /// How many swings were kept (the chip is handed [`Notices::swing`] when it changes).
    swings: u32,
}

/// At most this many notices put aside for a viewer.
const KEPT: usize = 3;

impl Notices {
    /// Someone else looks at the screen now (a hot seat's hand-off, a bot's turn with nobody
    /// at the screen): the notices that were the viewer's own go at once; the public ones stay.
    pub fn new_viewer(&mut self) {
        self.list.retain(|n| n.kind.for_anyone());
    }

    /// [`Notices::new_viewer`] from `old` to `new` at `now`: `old`'s own notices still alive
    /// are put aside for it, and `new`'s put aside ones come back for the time they had left
    /// (a notice is seen for its life in all, however often the screen passes).
    pub fn hand_over(&mut self, old: Option<SeatId>, new: Option<SeatId>, now: f32) {
        let (public, own): (Vec<Notice>, Vec<Notice>) =
            self.list.drain(..).partition(|n| n.kind.for_anyone());
        self.list = public;
        if let Some(o) = old {
            self.kept.extend(
                own.into_iter()
                    .filter(|n| now - n.born < life(n.kind))
                    .map(|n| {
                        let age = now - n.born;
                        (o, n, age)
                    }),
            );
            let mine = self.kept.iter().filter(|(s, _, _)| *s == o).count();
            let mut extra = mine.saturating_sub(KEPT);
            self.kept.retain(|(s, _, _)| {
                let drop = *s == o && extra > 0;
                extra -= usize::from(drop);
                !drop
            });
        }
        if let Some(m) = new {
            let (back, rest): (Vec<_>, Vec<_>) = self.kept.drain(..).partition(|(s, _, _)| *s == m);
            self.kept = rest;
            for (_, mut n, age) in back {
                n.born = now - age;
                self.list.push(n);
            }
            let extra = self.list.len().saturating_sub(MOST);
            self.list.drain(..extra);
        }
    }

    /// Shows `text` as a notice of `kind` from now (`now`: seconds of the app's real clock),
    /// the oldest going when there are too many.
    /// The same words again renew the notice showing them.
    pub fn say(&mut self, text: String, kind: NoticeKind, now: f32) {
        if let Some(n) = self.list.iter_mut().find(|n| n.text == text) {
            n.born = now;
            return;
        }
        self.list.push(Notice {
            text,
            kind,
            born: now,
        });
        let extra = self.list.len().saturating_sub(MOST);
        self.list.drain(..extra);
    }
}

/// The viewer's own secret lines among the log's lines from `from` on (what only it learned:
/// the cards seen through Jimmy, a peek), as notices; "You drew …" is left to the decision
/// that places it.
pub fn secrets_since(
    content: &crate::content::ContentData,
    log: &crate::game::GameLog,
    me: SeatId,
    from: usize,
) -> Vec<String> {
    log.0
        .iter()
        .skip(from)
        .filter(|e| e.private_to == Some(me) && e.text.key() != "log-you-drew")
        .map(|e| crate::rules::words::plain(&crate::i18n::say(content, &e.text)))
        .collect()
}

/// How long a notice stays, in seconds (its last second it fades).
const LIFE: f32 = 4.5;
/// How long a notice of `kind` stays: the climax and a secret longer than the others.
fn life(kind: NoticeKind) -> f32 {
    match kind {
        NoticeKind::Climax | NoticeKind::Secret | NoticeKind::Score => 1.75 * LIFE,
        _ => LIFE,
    }
}

/// Where egui keeps each seat's last score swing said ([`Notices::swing`]), for the chip.
pub const SWING: &str = "notice_swing";

/// Where the score chip hands the notices what moved the viewer's score between its turns
/// (said at the start of its turn).
pub const SCORE_SINCE: &str = "score_since";

/// Where egui keeps a notice's height as drawn (the tray under the board counts by it).
const EACH: &str = "notice-each";

/// At most this many at once: the oldest go first (the log keeps them all).
const MOST: usize = 3;

/// A refusal of what the player tried (a press on the board, say) while the status line is
/// out of sight — the question has the dock's place beside the board — becomes a notice.
fn refusals_as_notices(
    mut notes: MessageReader<crate::ui::Note>,
    layout: Res<TableLayout>,
    mut notices: ResMut<Notices>,
    time: Res<Time<Real>>,
) {
    for n in notes.read() {
        if n.notice {
            notices.say(
                crate::rules::words::plain(&n.text),
                NoticeKind::Turn,
                time.elapsed_secs(),
            );
        } else if n.refused && layout.decision_in_dock() {
            // In the status line's words (without rule IDs): the same refusal said twice
            // renews one notice.
            notices.say(
                crate::rules::words::plain(&n.text),
                NoticeKind::Refused,
                time.elapsed_secs(),
            );
        }
    }
}

fn forget_notices(mut n: ResMut<Notices>) {
    *n = Notices::default();
}

fn start_afresh(mut n: ResMut<Notices>) {
    n.seen = None;
}

/// A word to say once a loaded game is caught up on ("Loaded: …"): the notices of the game
/// before are forgotten while it loads.
#[derive(Resource, Default)]
pub struct AfterLoad(pub Option<String>);

fn say_after_load(
    mut after: ResMut<AfterLoad>,
    mut notices: ResMut<Notices>,
    mut notes: MessageWriter<crate::ui::Note>,
    time: Res<Time<Real>>,
) {
    if let Some(text) = after.0.take() {
        // In the status line too, which the load left empty.
        notes.write(crate::ui::Note {
            text: text.clone(),
            refused: false,
            notice: false,
        });
        notices.say(text, NoticeKind::Saved, time.elapsed_secs());
    }
}

/// The notices for the leads the game placed and the free cards it drew for the viewer `me`
/// among `results`, when the players here let the game choose (`auto_leads`, Settings → Leads;
/// `auto_draws`, Settings → Free cards: the screen does not ask then, so every lead the viewer
/// places and every free card it draws is the game's pick).
pub fn auto_lead_notices(
    content: &Content,
    results: &[CommandResult],
    me: Option<SeatId>,
    (auto_leads, auto_draws): (bool, bool),
) -> Vec<String> {
    results
        .iter()
        .filter(|r| Some(r.command.seat) == me)
        .filter_map(|r| {
            let text = r.outcome.as_ref().ok()?;
            let key = match r.command.action {
                Action::PlaceLead { .. } if auto_leads => "notice-auto-lead",
                Action::DrawCard { .. }
                    if auto_draws
                        && matches!(
                            text.key(),
                            "log-draws-free-seedy" | "log-draws-free-ritzy"
                        ) =>
                {
                    "notice-auto-draw"
                }
                _ => return None,
            };
            let said = crate::i18n::say_to_you(content, text);
            Some(tr_args(key, &[("text", said.into())]))
        })
        .collect()
}

fn make_notices(
    view: crate::ui::viewer::TableRead,
    looking: Res<Looking>,
    session: Res<State<Session>>,
    mut notices: ResMut<Notices>,
    time: Res<Time<Real>>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    // The commands applied since the view was last built.
    let results: &[CommandResult] = if view.view.is_changed() {
        &view.results
    } else {
        &[]
    };
    let version = GameVersion(view.version);
    let me = looking.0;
    let live = *session.get() == Session::Live;
    // A new game's first live view: who plays first (round 36: a hot seat's second seat began
    // and nothing said why); a game already under way is not greeted.
    if live && !notices.greeted {
        notices.greeted = true;
        if view.commands == 0 && view.public().clock.turn == 0 {
            notices.list.push(Notice {
                text: between::day_words(&view.content, view.of(me), me),
                kind: NoticeKind::Day,
                born: time.elapsed_secs(),
            });
        }
    }
    if notices
        .seen
        .as_ref()
        .is_some_and(|(v, m, _)| *v == version.0 && *m == me)
    {
        return;
    }
    let now = view.of(me).clone();
    let before = notices.seen.take();
    if let Some((_, seen_by, _)) = before.as_ref()
        && *seen_by != me
    {
        notices.hand_over(*seen_by, me, time.elapsed_secs());
    }
    // A game being caught up, or the viewer changing: no news, only a new starting point.
    if let Some((_, seen_by, before)) = before
        && live
        && seen_by == me
    {
        let born = time.elapsed_secs();
        for (kind, text) in notices_between(&view.content, &before, &now, me, results) {
            if let (NoticeKind::Score, Some(me)) = (kind, me) {
                let c = now.clock;
                notices.swing.retain(|(s, _, _)| *s != me);
                notices
                    .swing
                    .push((me, text.clone(), (c.week, c.day, c.turn)));
                notices.swings += 1;
            }
            notices.list.push(Notice { text, kind, born });
        }
        // A lead the game placed for the viewer (Settings → Leads: the board does not ask
        // then, so every lead the viewer places is the game's pick): said where it shows, not
        // only in the log, which names the player (rounds 23–25 of issue 31).
        let auto = settings
            .as_ref()
            .map_or((false, false), |s| (s.auto_leads, s.auto_draws));
        for text in auto_lead_notices(&view.content, results, me, auto) {
            notices.list.push(Notice {
                text,
                kind: NoticeKind::Turn,
                born,
            });
        }
        if let Some(me) = me {
            let from = notices.log_read.min(view.log.0.len());
            for text in secrets_since(&view.content, &view.log, me, from) {
                notices.list.push(Notice {
                    text,
                    kind: NoticeKind::Secret,
                    born,
                });
            }
        }
        let extra = notices.list.len().saturating_sub(MOST);
        notices.list.drain(..extra);
    }
    notices.seen = Some((version.0, me, now));
    notices.log_read = view.log.0.len();
}

/// What passes between the notices and the rest of the table through egui's memory: the
/// score chip is handed the last swings when they change (not every frame); a "settings saved"
/// from the settings window is said.
fn from_elsewhere(ctx: &egui::Context, notices: &mut Notices, swing_handed: &mut u32, now: f32) {
    // The score chip reads the last swing of its viewer's score from here: handed over when
    // it changes, not every frame.
    if *swing_handed != notices.swings {
        *swing_handed = notices.swings;
        let swing = notices.swing.clone();
        ctx.data_mut(|d| d.insert_temp(egui::Id::new(SWING), swing));
    }
    // What moved the viewer's score between its turns, from the chip at its turn's start.
    if let Some(text) = ctx.data_mut(|d| d.remove_temp::<String>(egui::Id::new(SCORE_SINCE))) {
        notices.say(text, NoticeKind::Score, now);
    }
    // Settings saved (Save closes their window): said, or nothing showed it was kept.
    if ctx.data_mut(|d| d.remove_temp::<bool>(egui::Id::new(crate::ui::help::SETTINGS_SAVED)))
        == Some(true)
    {
        notices.say(tr("settings-saved"), NoticeKind::Saved, now);
    }
}

fn show_notices(
    mut contexts: EguiContexts,
    mut notices: ResMut<Notices>,
    layout: Res<TableLayout>,
    time: Res<Time<Real>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    status: Option<Res<crate::ui::table::dock::StatusLine>>,
    board: Res<crate::ui::board::frame::BoardView>,
    mut swing_handed: Local<u32>,
) -> Result {
    let now = time.elapsed_secs();
    let ctx = contexts.ctx_mut()?.clone();
    from_elsewhere(&ctx, &mut notices, &mut swing_handed, now);
    // A refusal the status line could not hold whole (a row or two beside a small board):
    // said whole here, once — the one the status line says now (egui's memory outlives a
    // game: an earlier game's refusal is never said again).
    if let Some((serial, text)) = crate::ui::table::dock::cut_refusal(&ctx)
        && serial != notices.cut_said
        && status.is_some_and(|s| s.refused && (s.serial, &s.text) == (serial, &text))
    {
        notices.cut_said = serial;
        notices.say(text, NoticeKind::Refused, now);
    }
    let had = !notices.list.is_empty();
    notices.list.retain(|n| now - n.born < life(n.kind));
    if notices.list.is_empty() {
        // One frame more, so the column gets its strip back.
        if had {
            redraw.write(bevy::window::RequestRedraw);
        }
        return Ok(());
    }
    redraw.write(bevy::window::RequestRedraw);
    // Off the board: in their own strip at the foot of the side column, newest lowest (the
    // open tab gives its last lines for a few seconds: the log keeps what they said). Where
    // the column has no room to give (a tall decision beside a short window's board), in the
    // board's lower right corner: over the top bar and the tabs they would hide the clock and
    // the pause; over the question, its choices.
    // A short window (1280×720 at 150%): smaller words in a tighter frame, so a notice
    // takes a line or two of the column (or of the board's corner), not four.
    let short = ctx.content_rect().height() < 560.0;
    // First choice, the band under the framed board where the board leaves one (round 31:
    // in the column they took the open tab's last lines, its cards' buttons among them):
    // as many of the newest as fit there, a line each.
    let row =
        egui::TextStyle::Body.resolve(&ctx.global_style()).size * if short { 0.85 } else { 1.0 };
    let tray = board.band_below().and_then(|b| {
        let z = layout.zoom.max(0.1);
        let band = egui::Rect::from_min_max(
            egui::pos2(b.min.x / z, b.min.y / z),
            egui::pos2(b.max.x / z, b.max.y / z),
        );
        // A notice's height as drawn last (one line, its frame and the gap under it).
        let each = ctx
            .data(|d| d.get_temp::<f32>(egui::Id::new((EACH, short))))
            .unwrap_or(row + 20.0);
        let fit = ((band.height() - 10.0) / each).floor().max(0.0) as usize;
        (fit >= 1).then_some((band, fit))
    });
    let side = layout.side;
    // Before the column has measured them (their first frame), at its foot all the same.
    let strip = layout.notices.or_else(|| {
        (side.height() >= 90.0)
            .then(|| egui::Rect::from_min_max(egui::pos2(side.min.x, side.max.y - 90.0), side.max))
    });
    let on_board = tray.is_none() && strip.is_none();
    if let Some(r) = layout.notices.filter(|_| tray.is_none()) {
        ctx.layer_painter(egui::LayerId::background()).rect_filled(
            r,
            0.0,
            ctx.global_style().visuals.panel_fill,
        );
    }
    let (pivot, at, width) = match (tray, strip) {
        (Some((band, _)), _) => (
            egui::Align2::LEFT_TOP,
            egui::pos2(band.min.x + 12.0, band.min.y + 8.0),
            band.width().min(900.0),
        ),
        (None, Some(r)) => (
            egui::Align2::RIGHT_BOTTOM,
            egui::pos2(r.max.x - 8.0, r.max.y - 8.0),
            r.width(),
        ),
        (None, None) => (
            egui::Align2::RIGHT_BOTTOM,
            layout.board.max - egui::vec2(8.0, 8.0),
            (layout.board.width() * 0.4).min(side.width()),
        ),
    };
    // Over the board, under the pointer they all but vanish: what lies beneath can be seen
    // and clicked (they never take the click).
    let shown_at = egui::Id::new("notices-rect");
    let under_pointer = on_board
        && ctx
            .data(|d| d.get_temp::<egui::Rect>(shown_at))
            .zip(ctx.pointer_hover_pos())
            .is_some_and(|(r, p)| r.expand(12.0).contains(p));
    let veil = if under_pointer { 0.12 } else { 1.0 };
    // No fade-in: a notice (a refusal, say) is whole at once, never a see-through ghost.
    // Under the modals (the pause menu, the hand-off cover): a notice drawn over the pause
    // menu read as part of it (round 25 of issue 31).
    let shown = egui::Area::new("notices".into())
        .order(egui::Order::Middle)
        .fade_in(false)
        .interactable(false)
        .pivot(pivot)
        .fixed_pos(at)
        .show(&ctx, |ui| {
            // One width for all: the area's size (which places it from its corner) stays the
            // same from frame to frame.
            ui.set_width((width - 16.0).max(120.0));
            // Over the board's corner, the newest only; under the board, as many as fit
            // (the log keeps the others).
            let most = match tray {
                Some((_, fit)) => fit,
                None if on_board => 1,
                None => usize::MAX,
            };
            let skip = notices.list.len().saturating_sub(most);
            let size = row;
            if let Some((band, _)) = tray {
                ui.set_clip_rect(band);
            }
            let mut frame = egui::Frame::popup(ui.style());
            if short {
                frame = frame.inner_margin(egui::Margin::symmetric(6, 3));
            }
            let drawn = notices.list.len() - skip.min(notices.list.len());
            for n in notices.list.iter().skip(skip) {
                let age = now - n.born;
                let alpha = ((life(n.kind) - age).min(1.0)).clamp(0.0, 1.0) * veil;
                let (mark, colour) = match n.kind {
                    NoticeKind::Turn => ("▶", theme::AMBER),
                    NoticeKind::Day => ("☀", theme::TEXT),
                    NoticeKind::Event => ("★", Color32::from_rgb(240, 200, 90)),
                    NoticeKind::AgainstYou => ("⚠", theme::RED),
                    NoticeKind::Suspect => ("✚", Color32::from_rgb(220, 150, 150)),
                    NoticeKind::Plot => ("◆", Color32::from_rgb(170, 160, 230)),
                    NoticeKind::Climax => ("⚠", theme::AMBER),
                    NoticeKind::Secret => ("🔒", Color32::from_rgb(150, 200, 255)),
                    NoticeKind::Score => ("◎", Color32::from_rgb(255, 214, 110)),
                    NoticeKind::Saved => ("✔", Color32::from_rgb(140, 210, 140)),
                    NoticeKind::Refused => ("✖", theme::RED),
                    NoticeKind::Gain => ("✚", Color32::from_rgb(140, 210, 140)),
                    NoticeKind::TurnOver => ("■", theme::AMBER),
                };
                frame
                    .fill(theme::RAISED.gamma_multiply(alpha))
                    .stroke(egui::Stroke::new(1.0, colour.gamma_multiply(alpha)))
                    .show(ui, |ui| {
                        // A long notice wraps in its room (never out over the board).
                        ui.horizontal_top(|ui| {
                            ui.label(
                                RichText::new(mark)
                                    .size(size)
                                    .color(colour.gamma_multiply(alpha)),
                            );
                            ui.add(
                                egui::Label::new(
                                    RichText::new(&n.text)
                                        .size(size)
                                        .color(theme::TEXT.gamma_multiply(alpha))
                                        .strong(),
                                )
                                .wrap(),
                            );
                        });
                    });
                ui.add_space(if short { 2.0 } else { 4.0 });
            }
            drawn
        });
    ctx.data_mut(|d| d.insert_temp(shown_at, shown.response.rect));
    // The least a notice came out (one line), for how many the tray under the board holds.
    if let n @ 1.. = shown.inner {
        let each = shown.response.rect.height() / n as f32;
        let was = ctx.data(|d| d.get_temp::<f32>(egui::Id::new((EACH, short))));
        if was.is_none_or(|w| each < w - 0.5) {
            ctx.data_mut(|d| d.insert_temp(egui::Id::new((EACH, short)), each));
        }
    }
    // The strip the column gives them next frame: their height and the margins round them
    // (none while they lie under the board).
    let want = if tray.is_some() {
        0.0
    } else {
        shown.response.rect.height() + 12.0
    };
    crate::ui::layout::DockWant::note_notices(&ctx, want);
    Ok(())
}
