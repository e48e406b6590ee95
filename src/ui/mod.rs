//! The presentation plugins: loading screen, board view, input, egui panels and screens.
//! They sit on top of [`crate::game::LogicPlugin`], draw from the one
//! [`crate::game::TableView`] the game builds for the seat at the screen, and speak to it only
//! through [`crate::game::FromScreen`] commands and requests.

pub mod board;
pub mod coach;
pub mod fonts;
pub mod glossary;
pub mod help;
pub mod hint;
pub mod language;
pub mod layout;
pub mod notices;
pub mod pace;
pub mod panels;
pub mod recap;
pub mod screens;
pub mod table;
pub mod theme;
pub mod viewer;
pub mod words;

use crate::game::Phase;
use crate::save::SaveFile;
use bevy::prelude::*;
use bevy_egui::egui;

/// The screens of the program. The game's own life is the logic's
/// ([`Phase`], [`crate::game::Session`]); the UI shows a screen for it.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Content is being loaded (a progress bar).
    #[default]
    Loading,
    /// The content is broken; the errors are in [`loading::ContentErrors`].
    Broken,
    /// The title and the menu: new game, continue, load, rules, settings.
    Menu,
    /// A game on the table.
    Game,
    /// Play online: join a table, host one, the lobby ([`screens::online::OnlineRoom`]).
    Online,
}

/// The game to start once content is loaded, if the command line asked for one: a new game
/// is a save without commands.
#[derive(Resource, Default)]
pub struct AutoStart(pub Option<SaveFile>);

/// A new game the command line asked for on the game's first start: it waits in the menu,
/// beside *Learn to play*, so a newcomer finds the lesson first.
#[derive(Resource, Default)]
pub struct FirstStart(pub Option<SaveFile>);

/// Whether the game starts for the first time with the data folder `dir`: no settings written
/// and no game saved there yet.
pub fn first_start(dir: &std::path::Path) -> bool {
    !dir.join("settings.ron").exists() && crate::save::list_saves(dir).is_empty()
}

/// The game the command line asked for, split for [`AutoStart`] and [`FirstStart`]: on a
/// first start a new game (no commands: `--players`) waits in the menu; a loaded one starts.
pub fn split_launch(first: bool, game: Option<SaveFile>) -> (Option<SaveFile>, Option<SaveFile>) {
    match game {
        Some(g) if first && g.commands.is_empty() && g.lesson.is_none() => (None, Some(g)),
        g => (g, None),
    }
}

pub use viewer::{Looking, Viewer};

/// A line for the status line from the screen itself (a drag let go off the board, a save
/// written), not from the rules.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Note {
    /// The words.
    pub text: String,
    /// Something the player tried could not be done.
    pub refused: bool,
    /// Said in a notice too, not only in the status line (a line the player must not miss,
    /// whatever the layout).
    pub notice: bool,
}

impl Note {
    /// A line that says what happened.
    pub fn info(text: impl Into<String>) -> Self {
        Note {
            text: text.into(),
            refused: false,
            notice: false,
        }
    }
    /// [`Note::info`] said in a notice too.
    pub fn notice(text: impl Into<String>) -> Self {
        Note {
            notice: true,
            ..Note::info(text)
        }
    }
    /// A line that says what could not be done.
    pub fn refused(text: impl Into<String>) -> Self {
        Note {
            text: text.into(),
            refused: true,
            notice: false,
        }
    }
}

/// bevy_egui reports the modifier keys to egui on every frame as an event, and egui answers
/// any event by asking for another frame: the window would never rest (a core busy while
/// nothing happens). egui keeps the modifiers from frame to frame, so the event is passed on
/// only when they change.
pub fn quiet_modifiers(
    mut inputs: Query<(Entity, &mut bevy_egui::EguiInput)>,
    mut held: Local<std::collections::HashMap<Entity, egui::Modifiers>>,
) {
    for (e, mut input) in &mut inputs {
        let held = held.entry(e).or_default();
        input.0.events.retain(|ev| match ev {
            egui::Event::ModifiersChanged(m) if m == held => false,
            egui::Event::ModifiersChanged(m) => {
                *held = *m;
                true
            }
            _ => true,
        });
    }
}

/// Keeps frames coming while the game moves on by itself (the window is otherwise reactive):
/// loading, a phase change under way, a saved game's commands being replayed. Bots and
/// animations ask for theirs where they run.
pub fn keep_frames_coming(
    screen: Res<State<Screen>>,
    phase: Res<State<Phase>>,
    next: Res<NextState<Phase>>,
    session: Res<State<crate::game::Session>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let moving = *screen.get() == Screen::Loading
        || matches!(phase.get(), Phase::Setup | Phase::EndOfDay)
        || !matches!(*next, NextState::Unchanged)
        || *session.get() == crate::game::Session::CatchingUp;
    if moving {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// A click that sent the game a command (or a request: undo, save, load) gets the frame that
/// carries it out and shows its result at once: the window is reactive, and would otherwise
/// wait for the pointer's next move to show what the click did.
pub fn wake_for_what_was_asked(
    mut commands: MessageReader<crate::game::Command>,
    mut requests: MessageReader<crate::game::GameRequest>,
    mut screen: (
        MessageReader<crate::game::FromScreen>,
        MessageReader<crate::game::TableRequest>,
    ),
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let sent = commands.read().count()
        + requests.read().count()
        + screen.0.read().count()
        + screen.1.read().count();
    if sent > 0 {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// Whether a game is on the board (set up, from its first day to the close) and the game has
/// built the table's view of it.
pub fn in_game(
    screen: Res<State<Screen>>,
    phase: Res<State<Phase>>,
    view: Option<Res<crate::game::TableView>>,
    remote: Option<Res<crate::game::RemoteTable>>,
) -> bool {
    *screen.get() == Screen::Game
        && (remote.is_some()
            || matches!(
                phase.get(),
                Phase::Daytime | Phase::EndOfDay | Phase::CaseClosed
            ))
        && view.is_some_and(|v| !v.table.seats.is_empty())
}

/// A game the UI asked for could not start: back to the menu, which says why.
pub fn refused_requests(
    mut refused: MessageReader<crate::game::RequestRefused>,
    phase: Res<State<Phase>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: ResMut<MenuNotice>,
    content: Option<Res<crate::content::Content>>,
) {
    for r in refused.read() {
        let Some(content) = content.as_deref() else {
            warn!("refused: {}", r.reason.key());
            continue;
        };
        warn!("{}", crate::i18n::english(content, &r.reason));
        notice.0 = Some(crate::i18n::say(content, &r.reason));
        if *phase.get() == Phase::Idle {
            NextState::set_if_neq(&mut *screen, Screen::Menu);
        }
    }
}

/// A message for the menu: why a game could not start.
#[derive(Resource, Default, Clone, Debug)]
pub struct MenuNotice(pub Option<String>);

/// The frames egui needs beyond the reactive window's (it draws only on input): a few after
/// the game changed (a new window sizes itself invisibly on its first frame), and while the
/// pointer rests, up to a second, so tooltips open.
pub fn repaint(
    mut contexts: bevy_egui::EguiContexts,
    version: Res<crate::game::pipeline::GameVersion>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut last: Local<(Option<u64>, u8)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if last.0 != Some(version.0) {
        *last = (Some(version.0), 3);
    }
    // A press, a key or the wheel keeps frames coming for a moment too, not only a moving
    // pointer: what a click changed shows at once, though the pointer rests (a software
    // renderer presents a frame late, so one frame after a click is not enough).
    let (resting, pressed) = ctx.input(|i| {
        let pressed = i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::PointerButton { .. }
                    | egui::Event::Key { .. }
                    | egui::Event::MouseWheel { .. }
                    | egui::Event::Text(_)
            )
        });
        (i.pointer.time_since_last_movement(), pressed)
    });
    if pressed {
        last.1 = last.1.max(12);
    }
    if last.1 > 0 || resting < 1.0 {
        last.1 = last.1.saturating_sub(1);
        redraw.write(bevy::window::RequestRedraw);
    }
    Ok(())
}
