//! The pace of the others' turns on the screen: paused, one step at a time, normal or fast.
//! Normal spaces the bots' actions by the *Bot pause* of the settings (or `--bot-delay`), long
//! enough to see each one slide into place; fast runs them quickly; paused holds them until
//! the player steps or goes on. The logic's [`BotPace`] follows it.

use crate::game::bot::BotPace;
use crate::game::{PublicTable, SeatKind, TableView};
use crate::i18n::tr;
use crate::rules::Snapshot;
use bevy::prelude::*;
use bevy_egui::egui;
use egui::RichText;

/// How the others' turns go by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PaceMode {
    /// The bots wait.
    Paused,
    /// The bots act with a pause between actions.
    #[default]
    Normal,
    /// The bots act at once.
    Fast,
}

/// The pace chosen, and the pause between bot actions at normal pace.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Pace {
    /// The pace chosen.
    pub mode: PaceMode,
    /// Seconds between bot actions at normal pace.
    pub normal: f32,
    /// `--bot-delay` given on the command line: it wins over the settings for this run.
    pub fixed: Option<f32>,
    /// One step was asked for while paused: the history's length when it was.
    step_from: Option<usize>,
}

impl Pace {
    /// The pace at start: normal, with `--bot-delay` if given, else the settings' pause.
    pub fn new(fixed: Option<f32>, settings: f32) -> Self {
        Pace {
            mode: PaceMode::Normal,
            normal: fixed.unwrap_or(settings),
            fixed,
            step_from: None,
        }
    }

    /// A new or loaded game starts with the bots playing (fast if chosen so) and no step asked
    /// for, whatever the game before had paused (a load may pause them again,
    /// [`HoldAfterLoad`]).
    pub fn reset(&mut self) {
        if self.mode == PaceMode::Paused {
            self.mode = PaceMode::Normal;
        }
        self.step_from = None;
    }

    /// Seconds between bot actions now.
    pub fn delay(&self) -> f32 {
        match self.mode {
            _ if self.step_from.is_some() => 0.0,
            PaceMode::Paused => f32::INFINITY,
            PaceMode::Normal => self.normal,
            PaceMode::Fast => (self.normal / 4.0).min(0.15),
        }
    }
}

/// A game loaded from a save, not yet looked at: the bots wait until it is caught up, and
/// then stay paused if a bot is the one to act (round 56 of issue 31: the bots went on at once
/// after a load, before the player had seen where the game stood).
/// It holds the number of commands the save had: the view shows the loaded game once it has
/// as many.
#[derive(Resource, Debug)]
pub struct HoldAfterLoad(pub usize);

/// Lets go of a loaded game once it is caught up: paused if a bot acts first (the turn panel
/// then says how to go on), at the chosen pace if a human does.
pub fn release_after_load(
    mut commands: Commands,
    session: Res<State<crate::game::Session>>,
    view: Res<TableView>,
    hold: Res<HoldAfterLoad>,
    mut pace: ResMut<Pace>,
    mut live_frames: Local<u32>,
    mut notes: MessageWriter<crate::ui::Note>,
) {
    if *session.get() != crate::game::Session::Live || view.catching_up > 0 {
        *live_frames = 0;
        return;
    }
    // A save whose commands stopped fitting partway plays on from there, short of its count:
    // a few frames live are enough for the view to show it.
    *live_frames += 1;
    if view.commands < hold.0 && *live_frames < 10 {
        return;
    }
    *live_frames = 0;
    commands.remove_resource::<HoldAfterLoad>();
    let snap = &view.public;
    if snap.daytime && view.table.seats[snap.decider()].kind == SeatKind::Bot {
        pace.mode = PaceMode::Paused;
        pace.step_from = None;
        notes.write(crate::ui::Note {
            text: tr("pace-held-after-load"),
            refused: false,
            notice: true,
        });
    }
}

/// Keeps the bots' pace on the chosen one; a step pauses again once a bot has acted.
pub fn follow_pace(
    mut pace: ResMut<Pace>,
    settings: Res<crate::settings::Settings>,
    view: Res<TableView>,
    hold: Option<Res<HoldAfterLoad>>,
    mut bots: ResMut<BotPace>,
) {
    if pace.fixed.is_none() && pace.normal != settings.bot_pause {
        pace.normal = settings.bot_pause;
    }
    // A step is one thing seen on the table: seats letting a window pass do not count.
    if let Some(from) = pace.step_from
        && view.commands > from
        && view
            .results
            .iter()
            .any(|r| r.accepted() && crate::game::bot::pause_share(&r.command.action) > 0.0)
    {
        pace.step_from = None;
    }
    let d = if hold.is_some() {
        f32::INFINITY
    } else {
        pace.delay()
    };
    if bots.0 != d {
        bots.0 = d;
    }
}

/// The pace buttons of the top bar.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PaceControl<'w> {
    pace: ResMut<'w, Pace>,
    view: Res<'w, TableView>,
}

impl PaceControl<'_> {
    /// Draws the control (right to left: it sits at the right of the top bar). It is always
    /// there, so the bar never changes; it is lit while bots play. `words_too` (a wide bar)
    /// adds what the bots are doing in words.
    pub fn show(
        &mut self,
        ui: &mut egui::Ui,
        snap: &Snapshot,
        table: &PublicTable,
        words_too: bool,
    ) {
        let bots_play = snap.daytime && table.seats[snap.decider()].kind == SeatKind::Bot;
        let any_bot = table.seats.iter().any(|s| s.kind == SeatKind::Bot);
        if !any_bot {
            return;
        }
        let pace = &mut *self.pace;
        for (mode, label, tip) in [
            (PaceMode::Fast, "⏩", tr("pace-fast")),
            (PaceMode::Normal, "▶", tr("pace-normal")),
            (PaceMode::Paused, "⏸", tr("pace-paused")),
        ] {
            if ui
                .selectable_label(pace.mode == mode, RichText::new(label).size(15.0))
                .on_hover_text(tip)
                .clicked()
            {
                pace.mode = mode;
                pace.step_from = None;
            }
        }
        let can_step = pace.mode == PaceMode::Paused && bots_play && pace.step_from.is_none();
        if ui
            .add_enabled(can_step, egui::Button::new(tr("pace-step")))
            .on_hover_text(tr("pace-step-hover"))
            .on_disabled_hover_text(tr("pace-step-disabled"))
            .clicked()
        {
            pace.step_from = Some(self.view.commands);
        }
        let words = tr(if bots_play {
            match pace.mode {
                PaceMode::Paused => "pace-bots-paused",
                PaceMode::Normal => "pace-bots-playing",
                PaceMode::Fast => "pace-bots-fast",
            }
        } else {
            "pace-word"
        });
        // A bot's turn stands still on the viewer's answer (a dark card's offer held, a
        // question): said here, where the bots' pace is read (round 52 of issue 31 saw the bots
        // stop with nothing on the board saying why).
        let waits_for_me = snap.daytime
            && snap.viewer.is_some_and(|me| {
                snap.pending.is_some_and(|d| d.seat == me) && snap.active() != me
            });
        if waits_for_me {
            ui.label(
                RichText::new(tr("pace-waits-for-you"))
                    .small()
                    .strong()
                    .color(egui::Color32::from_rgb(255, 200, 90)),
            );
        } else if words_too {
            ui.label(RichText::new(words).small().weak());
        }
    }
}
