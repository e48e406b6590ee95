//! The coach of the guided first case ("Learn to play"): a panel carved out of the dock (the
//! layout makes room for it while a lesson runs, so it never covers the board) that shows the script's step — what it is, why it matters — lights what the step
//! points at (a place or your detective on the board, a side tab, the dock, the top bar) and
//! moves on when the player has done it. Back and Skip always work. The script and its checks are [`crate::tutorial`].

use crate::content::Content;
use crate::game::{Session, TableRequest, TableView};
use crate::i18n::{tr, tr_args};
use crate::ui::Screen;
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::table::SideTab;
use crate::{
    save::Lesson,
    tutorial::{self, Point, Script, Wait},
};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

/// The coach of the guided first case: its steps, what they light and when they are met.
pub struct CoachPlugin;

impl Plugin for CoachPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Coach>()
            .init_resource::<Spotlight>()
            .init_resource::<crate::ui::layout::CoachRoom>()
            .add_systems(OnExit(Screen::Game), |mut c: ResMut<Coach>| c.stop())
            .add_systems(
                Update,
                (
                    resume_lesson.run_if(resource_exists::<ResumeLesson>),
                    (follow_steps, fast_forward, answer_setup)
                        .run_if(|c: Res<Coach>| c.script.is_some()),
                    keep_lesson,
                    claim_room,
                )
                    .chain()
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet),
            )
            .add_systems(
                EguiPrimaryContextPass,
                coach_window
                    .in_set(TableSet::Overlays)
                    .run_if(crate::ui::in_game),
            );
    }
}

/// The dock keeps the coach's room while a lesson is under way.
fn claim_room(coach: Res<Coach>, mut room: ResMut<crate::ui::layout::CoachRoom>) {
    room.set_if_neq(crate::ui::layout::CoachRoom(coach.script.is_some()));
}

/// The lesson under way, if any: its script, the step shown and where in the game's history
/// that step began (the player's actions since then may end it).
#[derive(Resource, Default)]
pub struct Coach {
    /// The lesson's script, while a lesson is under way.
    pub script: Option<Script>,
    /// The step shown.
    pub step: usize,
    from: usize,
    /// The player asked to fast-forward to the close ([`crate::sim::to_the_close`]).
    fast: bool,
    /// Why the fast-forward failed, shown in the coach.
    trouble: Option<String>,
    /// The step's action is done and the game asks about it (this question): the step waits
    /// for the answer, and says whose it is.
    answering: Option<crate::game::Decision>,
}

/// A game loaded from a save: the lesson step it was saved at (`None`: no lesson), taken up
/// once the game has caught up on its commands.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ResumeLesson(pub Option<usize>);

impl Coach {
    /// Starts the lesson (the game itself is started by whoever calls this).
    pub fn start(&mut self, script: Script) {
        *self = Coach {
            script: Some(script),
            ..default()
        };
    }

    /// Ends the lesson.
    pub fn stop(&mut self) {
        *self = Coach::default();
    }

    fn go(&mut self, step: usize, history: usize) {
        self.step = step;
        self.from = history;
        self.trouble = None;
        self.answering = None;
    }
}

/// What the coach lights this frame outside the board: a side tab (outlined by the side
/// panel), the dock, the top bar.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct Spotlight {
    /// The side tab lit, if any.
    pub tab: Option<String>,
}

/// Takes up the lesson of a game loaded from a save where it was left (or ends the lesson
/// under way when the loaded game has none), once the game has caught up.
fn resume_lesson(
    mut commands: Commands,
    resume: Res<ResumeLesson>,
    session: Res<State<Session>>,
    view: Res<TableView>,
    content: Res<Content>,
    mut coach: ResMut<Coach>,
) {
    if *session.get() != Session::Live {
        return;
    }
    commands.remove_resource::<ResumeLesson>();
    let Some(step) = resume.0 else {
        coach.stop();
        return;
    };
    // The built-in script is checked when it is read; a step from a hand-edited save is
    // kept within it.
    match Script::first_case(&content) {
        Ok(script) => {
            let step = step.min(script.steps.len());
            coach.start(script);
            coach.go(step, view.commands);
        }
        Err(e) => warn!("the lesson cannot be taken up: {e}"),
    }
}

/// Keeps the [`Lesson`] the autosave writes in step with the coach.
fn keep_lesson(mut commands: Commands, coach: Res<Coach>, lesson: Option<Res<Lesson>>) {
    // A lesson seen to its end is no longer taken up by Continue.
    let now = coach
        .script
        .as_ref()
        .filter(|s| coach.step < s.steps.len())
        .map(|_| Lesson(coach.step));
    if now != lesson.as_deref().copied() {
        match now {
            Some(l) => commands.insert_resource(l),
            None => commands.remove_resource::<Lesson>(),
        }
    }
}

/// Plays the rest of the lesson's game with bots when the player asked for it, and loads the
/// result like a save: the table then shows the close.
fn fast_forward(
    mut coach: ResMut<Coach>,
    mut asks: MessageWriter<TableRequest>,
    mut trouble: MessageReader<crate::game::table_view::LessonTrouble>,
) {
    if let Some(t) = trouble.read().last() {
        coach.trouble = Some(t.0.clone());
    }
    if !coach.fast {
        return;
    }
    coach.fast = false;
    asks.write(TableRequest::FastForward);
}

/// Draws Rachel's two extra cards at setup from her light deck for the player
/// ([`tutorial::setup_answer`]): the lesson's first screen asks nothing. Once per view.
fn answer_setup(
    view: Res<TableView>,
    session: Res<State<Session>>,
    mut sent: Local<Option<u64>>,
    mut out: MessageWriter<crate::game::FromScreen>,
) {
    // Never while a save is caught up (its own setup draws are among its commands) or a game
    // is reviewed.
    let live = *session.get() == Session::Live && view.catching_up == 0 && view.review.is_none();
    if !live || view.table.seats.is_empty() || *sent == Some(view.version) {
        return;
    }
    let acts: Vec<&str> = view.acts.iter().map(|(_, k)| k.as_str()).collect();
    if let Some(c) = tutorial::setup_answer(view.public.pending, &acts) {
        *sent = Some(view.version);
        out.write(crate::game::FromScreen(c));
    }
}

/// Moves on when the player has done what the step waits for.
fn follow_steps(mut coach: ResMut<Coach>, view: Res<TableView>, tab: Res<SideTab>) {
    let Some(script) = &coach.script else {
        return;
    };
    let Some(step) = script.steps.get(coach.step) else {
        return;
    };
    // An undo may have taken commands back.
    let from = coach.from.min(view.commands);
    // A tab opened leaves the step on screen to be read (its Next comes up); an action done
    // moves on at once.
    let day = match view.table.seats.is_empty() {
        true => (1, 1),
        false => (view.public.clock.week, view.public.clock.day),
    };
    // The player's own commands since the step began (the lesson has one human).
    let done: Vec<&str> = view
        .acts
        .iter()
        .filter(|(i, _)| *i >= from)
        .map(|(_, k)| k.as_str())
        .collect();
    // A question the game asks about the player's action (what the lead gives, where the
    // lead goes, a free card) is answered under the step that asked for the action.
    let p = &view.public;
    let asked = !view.table.seats.is_empty()
        && tutorial::asked(p.daytime, p.pending.is_some(), || p.active());
    // A turn that ended by itself (no Time left for anything) meets "end your turn" as the
    // player's End turn would (round 41 of issue 31: the coach asked for it into day 2).
    let turn_over = matches!(&step.wait, Wait::Act(k) if k == "EndTurn") // english: an action id
        && !view.table.seats.is_empty()
        && (!p.daytime || p.active() != tutorial::PLAYER);
    let met = turn_over
        || (matches!(step.wait, Wait::Act(_) | Wait::Close | Wait::Day(_))
            && tutorial::met_by(&step.wait, &done, tab.name(), view.outcome.is_some(), day));
    let settled = tutorial::settled(step, asked);
    if met && settled {
        // The next step counts the player's commands from just after the one that met this
        // one: what the player did while it was held (went on with the turn past an offer,
        // say, and followed up a lead) counts for the next (round 24's review: it waited for
        // a second lead).
        let after = match &step.wait {
            Wait::Act(kind) => view
                .acts
                .iter()
                .find(|(i, k)| *i >= from && k == kind)
                .map_or(view.commands, |(i, _)| i + 1),
            _ => view.commands,
        };
        let next = coach.step + 1;
        coach.go(next, after);
    } else {
        let answering = view.public.pending.filter(|_| met && !settled);
        if coach.answering != answering {
            coach.answering = answering;
        }
    }
}

fn coach_window(
    mut contexts: EguiContexts,
    mut coach: ResMut<Coach>,
    mut spotlight: ResMut<Spotlight>,
    layout: Res<TableLayout>,
    game: crate::ui::viewer::TableRead,
    mut highlight: ResMut<crate::ui::board::BoardHighlight>,
    open_tab: Res<SideTab>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let closed = game.outcome.is_some();
    let Some(script) = coach.script.clone() else {
        if spotlight.tab.is_some() {
            spotlight.tab = None;
        }
        return Ok(());
    };
    let n = script.steps.len();
    let gold = Color32::from_rgb(255, 214, 90);
    let mut go = None;
    let mut end = false;
    let mut fast = false;
    // In the interface's language (`tutorial/first-case.ron` is the English).
    let shown = script
        .steps
        .get(coach.step)
        .map(|s| crate::i18n::bundles().lesson_step(coach.step, s, crate::i18n::locale()));
    let step = shown.as_ref();
    // What the step points at.
    let tab = match step.map(|s| &s.point) {
        Some(Point::Tab(t)) => Some(t.clone()),
        _ => None,
    };
    if spotlight.tab != tab {
        spotlight.tab = tab;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("coach-spotlight"),
    ));
    match step.map(|s| &s.point) {
        Some(p @ (Point::Dock | Point::TopBar)) => {
            let r = if *p == Point::Dock {
                layout.decision.unwrap_or(layout.dock)
            } else {
                layout.top
            };
            painter.rect_stroke(
                r.shrink(2.0),
                4.0,
                egui::Stroke::new(2.5, gold),
                egui::StrokeKind::Inside,
            );
        }
        Some(Point::MyDetective) => {
            let at = game.public().seats[tutorial::PLAYER].at;
            highlight.0.push(at);
        }
        Some(Point::Place(id)) => {
            if let Some(l) = game.content.map.find(id) {
                highlight.0.push(l);
            }
        }
        _ => {}
    }
    let Some(area) = layout.coach else {
        return Ok(());
    };
    crate::ui::layout::region(&ctx, "coach", area, |ui| {
        // A gold rule down its left side sets the coach apart from the game's own questions.
        ui.painter().rect_filled(
            egui::Rect::from_min_max(area.min, egui::pos2(area.min.x + 3.0, area.max.y)),
            0.0,
            gold,
        );
        let Some(step) = step else {
            egui::ScrollArea::vertical()
                .id_salt(("coach", coach.step))
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    ui.heading(tr("coach-over"));
                    ui.label(tr(if closed {
                        "coach-over-closed"
                    } else {
                        "coach-over-open"
                    }));
                    if ui.button(tr("coach-close")).clicked() {
                        end = true;
                    }
                });
            return;
        };
        let (row_go, row_end) = title_row(ui, &coach, step, n, open_tab.name());
        go = go.or(row_go);
        end |= row_end;
        let above = ui.cursor().top() - area.min.y;
        let shown = egui::ScrollArea::vertical()
            .id_salt(("coach", coach.step))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if let Some(w) = waiting_words(&step.wait, open_tab.name(), coach.answering) {
                    ui.label(RichText::new(w).italics().color(gold));
                }
                if let Some(t) = &coach.trouble {
                    ui.colored_label(ui.visuals().error_fg_color, t);
                }
                ui.label(&step.say);
                // The last step's own action, under its words (in the title's row it cut the
                // title to "Fast-forwa…" in a small window, round 48).
                if step.wait == Wait::Close
                    && !closed
                    && ui
                        .button(RichText::new(tr("coach-fast")).strong())
                        .on_hover_text(tr("coach-fast-hover"))
                        .clicked()
                {
                    fast = true;
                }
                // The game's words the step uses, each explained on its own small hover (not
                // all of them over the board while the player reads).
                crate::ui::glossary::chips(ui, &step.say);
            });
        // Under a short window's board the strip takes the room of the lesson's longest step
        // from the first (the layout reads this next frame): the board keeps one size through
        // the lesson, and its names one layout.
        let longest = longest_step(ui, &script);
        crate::ui::layout::DockWant::note_coach(
            ui.ctx(),
            above + shown.content_size.y.max(longest) + 2.0 * ui.spacing().item_spacing.y + 8.0,
        );
    });
    if fast {
        coach.fast = true;
    }
    if end {
        coach.stop();
        spotlight.tab = None;
    } else if let Some(s) = go {
        coach.go(s.min(n), game.commands);
    }
    Ok(())
}

/// The coach's title row: who speaks, the step and its title, and its buttons (End the lesson,
/// Next or Finish, Skip, Back). The step to go to and whether the lesson ends.
fn title_row(
    ui: &mut egui::Ui,
    coach: &Coach,
    step: &tutorial::Step,
    n: usize,
    open_tab: &str,
) -> (Option<usize>, bool) {
    let gold = Color32::from_rgb(255, 214, 90);
    let mut go = None;
    let mut end = false;
    // One line for who speaks, the step and its title: the text keeps the room. The
    // buttons sit at its right end, laid from the right, so Next and End the lesson
    // keep their places from step to step whatever the title (a double click on
    // Next never lands on another button); they stay above the step's scrolling text.
    let row = egui::vec2(ui.available_width(), ui.spacing().interact_size.y + 4.0);
    ui.allocate_ui_with_layout(
        row,
        egui::Layout::right_to_left(egui::Align::Center),
        |ui| {
            // The last step's Next ends the lesson (round 49 of issue 31: at 15/15 Next
            // seemed to do nothing); *End the lesson* beside it would say the same.
            let last = coach.step + 1 >= n;
            if !last
                && ui
                    .small_button(tr("coach-end"))
                    .on_hover_text(tr("coach-end-hover"))
                    .clicked()
            {
                end = true;
            }
            let waiting = waiting_words(&step.wait, open_tab, coach.answering);
            // While the step waits for the player, Next stays in its place but greyed
            // (a habit of pressing Next never skips the doing); Skip is a small button
            // beside it.
            let next = ui
                .add_enabled(
                    waiting.is_none(),
                    egui::Button::new(
                        RichText::new(tr(if last { "coach-finish" } else { "coach-next" }))
                            .strong(),
                    ),
                )
                .on_disabled_hover_text(tr("coach-next-waiting"));
            if next.clicked() {
                if last {
                    end = true;
                } else {
                    go = Some(coach.step + 1);
                }
            }
            // Always there, greyed with nothing to skip: Back keeps its place (round 35).
            if ui
                .add_enabled(
                    waiting.is_some(),
                    egui::Button::new(tr("coach-skip")).small(),
                )
                .on_hover_text(tr("coach-skip-hover"))
                .clicked()
            {
                go = Some(coach.step + 1);
            }
            if ui
                .add_enabled(coach.step > 0, egui::Button::new(tr("coach-back")))
                .clicked()
            {
                go = Some(coach.step - 1);
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.label(RichText::new(tr("coach-who")).small().strong().color(gold));
                ui.label(
                    RichText::new(format!("{}/{n}", coach.step + 1))
                        .small()
                        .weak(),
                )
                .on_hover_text(tr_args(
                    "coach-step",
                    &[("n", (coach.step + 1).into()), ("total", n.into())],
                ));
                ui.add(egui::Label::new(RichText::new(&step.title).strong().size(16.0)).truncate())
                    .on_hover_text(&step.title);
            });
        },
    );
    (go, end)
}

/// The height the lesson's longest step takes in `ui` (its words at most six lines: a longer
/// step scrolls; the waiting line and the words' chips a row each).
fn longest_step(ui: &mut egui::Ui, script: &tutorial::Script) -> f32 {
    let width = ui.available_width();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let longest = script
        .steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            let say = crate::i18n::bundles()
                .lesson_step(i, step, crate::i18n::locale())
                .say;
            ui.fonts_mut(|f| f.layout(say, font.clone(), Color32::WHITE, width).size().y)
        })
        .fold(0.0f32, f32::max)
        .min(6.0 * ui.text_style_height(&egui::TextStyle::Body));
    longest + 2.0 * (ui.spacing().interact_size.y + ui.spacing().item_spacing.y)
}

/// What the step waits for, in words; `None` when only Next is left.
fn waiting_words(
    wait: &Wait,
    open_tab: &str,
    answering: Option<crate::game::Decision>,
) -> Option<String> {
    match answering {
        // The player's own optional answer to a dark card: moving on is an answer too.
        Some(crate::game::Decision {
            seat,
            ask: crate::model::Ask::Counter,
        }) if seat == tutorial::PLAYER => return Some(tr("coach-wait-answer-or-go")),
        Some(d) if d.seat == tutorial::PLAYER => return Some(tr("coach-wait-answer")),
        Some(_) => return Some(tr("coach-wait-settle")),
        None => {}
    }
    match wait {
        Wait::Next => None,
        Wait::Act(kind) => Some(tr(act_words(kind))),
        Wait::Tab(t) if t != open_tab => Some(tr_args(
            "coach-wait-tab",
            &[("name", tr(&format!("tab-{}", t.to_lowercase())).into())],
        )),
        Wait::Tab(_) => None,
        Wait::Close => Some(tr("coach-wait-close")),
        Wait::Day(n) => Some(tr_args("coach-wait-day", &[("day", (*n as i64).into())])),
    }
}

/// The key of "Waiting for you to move with the ruler." and so on, for an action kind the
/// script waits for.
fn act_words(kind: &str) -> &'static str {
    match kind {
        "Move" => "coach-wait-move",             // english: an action id
        "FollowUp" => "coach-wait-followup",     // english: an action id
        "EndTurn" => "coach-wait-endturn",       // english: an action id
        "PlayLight" => "coach-wait-playlight",   // english: an action id
        "DrawCard" => "coach-wait-drawcard",     // english: an action id
        "UseAbility" => "coach-wait-useability", // english: an action id
        "UncoverConspiracy" => "coach-wait-uncoverconspiracy", // english: an action id
        "PlaceEvidence" => "coach-wait-placeevidence", // english: an action id
        _ => "coach-wait-other",
    }
}
