//! The coach of the guided first case ("Learn to play"): a panel carved out of the dock (the
//! layout makes room for it while a lesson runs, so it never covers the board) that shows the script's step — what it is, why it matters — lights what the step
//! points at (a place or your detective on the board, a side tab, the dock, the top bar) and
//! moves on when the player has done it. Back and Skip always work. The script and its checks are [`crate::tutorial`].

use crate::game::{GameView, History};
use crate::tutorial::{self, Point, Script, Wait};
use crate::ui::Screen;
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::table::SideTab;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui::{Color32, RichText};

pub struct CoachPlugin;

impl Plugin for CoachPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Coach>()
            .init_resource::<Spotlight>()
            .add_systems(OnExit(Screen::Game), |mut c: ResMut<Coach>| c.stop())
            .add_systems(
                Update,
                follow_steps
                    .in_set(crate::game::Flow::Present)
                    .run_if(|c: Res<Coach>| c.script.is_some()),
            )
            .add_systems(
                EguiPrimaryContextPass,
                coach_window
                    .in_set(TableSet::Overlays)
                    .run_if(crate::ui::in_game),
            );
    }
}

/// The lesson under way, if any: its script, the step shown and where in the game's history
/// that step began (the player's actions since then may end it).
#[derive(Resource, Default)]
pub struct Coach {
    pub script: Option<Script>,
    pub step: usize,
    from: usize,
}

impl Coach {
    /// Starts the lesson (the game itself is started by whoever calls this).
    pub fn start(&mut self, script: Script) {
        *self = Coach {
            script: Some(script),
            step: 0,
            from: 0,
        };
    }

    pub fn stop(&mut self) {
        *self = Coach::default();
    }

    fn go(&mut self, step: usize, history: usize) {
        self.step = step;
        self.from = history;
    }
}

/// What the coach lights this frame outside the board: a side tab (outlined by the side
/// panel), the dock, the top bar.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct Spotlight {
    pub tab: Option<String>,
}

/// Moves on when the player has done what the step waits for.
fn follow_steps(mut coach: ResMut<Coach>, history: Option<Res<History>>, tab: Res<SideTab>) {
    let (Some(script), Some(history)) = (&coach.script, history) else {
        return;
    };
    let Some(step) = script.steps.get(coach.step) else {
        return;
    };
    // An undo may have taken commands back.
    let from = coach.from.min(history.0.len());
    // A tab opened leaves the step on screen to be read (its Next comes up); an action done
    // moves on at once.
    if matches!(step.wait, Wait::Act(_))
        && tutorial::met(&step.wait, &history.0[from..], tab.name())
    {
        let next = coach.step + 1;
        coach.go(next, history.0.len());
    }
}

#[allow(clippy::too_many_arguments)]
fn coach_window(
    mut contexts: EguiContexts,
    mut coach: ResMut<Coach>,
    mut spotlight: ResMut<Spotlight>,
    history: Option<Res<History>>,
    layout: Res<TableLayout>,
    game: GameView,
    mut highlight: ResMut<crate::ui::board::BoardHighlight>,
    open_tab: Res<SideTab>,
) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
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
    let step = script.steps.get(coach.step);
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
                layout.dock
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
            if let Some(l) = game.q.content.map.find(id) {
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
        egui::ScrollArea::vertical()
            .id_salt(("coach", coach.step))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let Some(step) = step else {
                    ui.heading("Lesson over");
                    ui.label("You have seen the whole first case. Play on: the game is yours.");
                    if ui.button("Close the coach").clicked() {
                        end = true;
                    }
                    return;
                };
                ui.horizontal(|ui| {
                    ui.label(RichText::new("COACH").small().strong().color(gold));
                    ui.label(
                        RichText::new(format!("step {} of {n}", coach.step + 1))
                            .small()
                            .weak(),
                    );
                });
                ui.label(RichText::new(&step.title).strong().size(16.0));
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(coach.step > 0, egui::Button::new("Back"))
                        .clicked()
                    {
                        go = Some(coach.step - 1);
                    }
                    let waiting = waiting_words(&step.wait, open_tab.name());
                    if waiting.is_none() {
                        if ui.button(RichText::new("Next").strong()).clicked() {
                            go = Some(coach.step + 1);
                        }
                    } else if ui
                        .button("Skip")
                        .on_hover_text("Go on without doing it.")
                        .clicked()
                    {
                        go = Some(coach.step + 1);
                    }
                    if ui
                        .small_button("End the lesson")
                        .on_hover_text("Close the coach and play on.")
                        .clicked()
                    {
                        end = true;
                    }
                });
                if let Some(w) = waiting_words(&step.wait, open_tab.name()) {
                    ui.label(RichText::new(w).italics().color(gold));
                }
                crate::ui::glossary::explain(ui.label(&step.say), &step.say);
            });
    });
    if end {
        coach.stop();
        spotlight.tab = None;
    } else if let Some(s) = go {
        coach.go(s.min(n), history.map_or(0, |h| h.0.len()));
    }
    Ok(())
}

/// What the step waits for, in words; `None` when only Next is left.
fn waiting_words(wait: &Wait, open_tab: &str) -> Option<String> {
    match wait {
        Wait::Next => None,
        Wait::Act(kind) => Some(format!("Waiting for you to {}.", act_words(kind))),
        Wait::Tab(t) if t != open_tab => Some(format!("Waiting for you to open the {t} tab.")),
        Wait::Tab(_) => None,
    }
}

/// "move", "follow up a lead", … for an action kind the script waits for.
fn act_words(kind: &str) -> &'static str {
    match kind {
        "Move" => "move with the ruler",
        "FollowUp" => "follow up a lead",
        "EndTurn" => "end your turn",
        "PlayLight" => "play a light card",
        "DrawCard" => "draw a card",
        "UseAbility" => "use a place's ability",
        "UncoverConspiracy" => "uncover the conspiracy",
        "PlaceEvidence" => "place the evidence",
        _ => "do it",
    }
}
