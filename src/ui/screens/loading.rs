//! The loading state: content files are loaded as typed assets (RON through
//! bevy_common_assets, collected by bevy_asset_loader) behind a progress screen, then
//! validated by the same [`Content::build`] that `new-angeles check` uses. They are read from
//! the asset source `content://`, which holds the merged [`ContentFiles`] in memory.

use crate::content::{
    self, CardsFile, Content, ContentFiles, DetectiveDef, EventsFile, MapFile, ParsedFiles,
    PlotsFile, PuzzleFile, ScenarioDef, Source, SuspectsFile,
};
use crate::game::{GameConfig, GameRequest};
use crate::save::SaveFile;
use crate::ui::AutoStart;
use crate::ui::Screen;
use bevy::asset::AssetPath;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_common_assets::ron::RonAssetPlugin;
use bevy_egui::{EguiContexts, egui};
use egui::{Color32, RichText};
use iyes_progress::ProgressPlugin;
use iyes_progress::ProgressTracker;

/// Every content file, as loaded assets. The places are the ones `PLACES` in
/// `content/files.rs` names: only files there are put in the `content://` source.
#[derive(AssetCollection, Resource)]
pub struct ContentAssets {
    /// The map file.
    #[asset(path = "content://assets/new-angeles.map.ron")]
    pub map: Handle<MapFile>,
    /// The suspects file.
    #[asset(path = "content://assets/new-angeles.suspects.ron")]
    pub suspects: Handle<SuspectsFile>,
    /// The puzzle file.
    #[asset(path = "content://assets/new-angeles.puzzle.ron")]
    pub puzzle: Handle<PuzzleFile>,
    /// The events file.
    #[asset(path = "content://assets/new-angeles.events.ron")]
    pub events: Handle<EventsFile>,
    /// The detective sheets.
    #[asset(path = "content://assets/detectives", collection(typed))]
    pub detectives: Vec<Handle<DetectiveDef>>,
    /// The twilight card files.
    #[asset(path = "content://assets/cards", collection(typed))]
    pub cards: Vec<Handle<CardsFile>>,
    /// The plot files.
    #[asset(path = "content://assets/plots", collection(typed))]
    pub plots: Vec<Handle<PlotsFile>>,
    /// The murder sheets.
    #[asset(path = "content://scenarios", collection(typed))]
    pub scenarios: Vec<Handle<ScenarioDef>>,
}

/// The errors that stopped content from loading, for the error screen.
#[derive(Resource, Default, Clone, Debug)]
pub struct ContentErrors(pub Vec<String>);

/// The loading screen: the content read, validated and built, or its errors shown.
pub struct LoadingPlugin;

impl Plugin for LoadingPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            RonAssetPlugin::<MapFile>::new(&[content::MAP_EXT]),
            RonAssetPlugin::<SuspectsFile>::new(&[content::SUSPECTS_EXT]),
            RonAssetPlugin::<PuzzleFile>::new(&[content::PUZZLE_EXT]),
            RonAssetPlugin::<CardsFile>::new(&[content::CARDS_EXT]),
            RonAssetPlugin::<PlotsFile>::new(&[content::PLOTS_EXT]),
            RonAssetPlugin::<EventsFile>::new(&[content::EVENTS_EXT]),
            RonAssetPlugin::<DetectiveDef>::new(&[content::DETECTIVE_EXT]),
            RonAssetPlugin::<ScenarioDef>::new(&[content::SCENARIO_EXT]),
            ProgressPlugin::<Screen>::new().with_state_transition(Screen::Loading, Screen::Menu),
        ))
        .add_loading_state(
            LoadingState::new(Screen::Loading)
                .load_collection::<ContentAssets>()
                .on_failure_continue_to_state(Screen::Broken),
        )
        .init_resource::<ContentErrors>()
        .add_systems(OnEnter(Screen::Menu), build_content)
        .add_systems(OnEnter(Screen::Broken), describe_failure)
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (
                loading_screen.run_if(in_state(Screen::Loading)),
                broken_screen.run_if(in_state(Screen::Broken)),
            ),
        );
    }
}

/// The loaded files behind `handles`, in the order of their paths (the order `check` reads
/// them in, so the game's content is indexed the same), each named by where it came from and
/// with its text for line numbers in messages.
fn sources<T: Clone + Asset>(
    files: &ContentFiles,
    server: &AssetServer,
    assets: &Assets<T>,
    handles: &[Handle<T>],
) -> Vec<Source<T>> {
    let mut out: Vec<(String, Source<T>)> = handles
        .iter()
        .filter_map(|handle| {
            let data = assets.get(handle)?.clone();
            let path: AssetPath = server.get_path(handle.id())?;
            let rel = path
                .path()
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            let file = files.get(&rel)?;
            let source = Source {
                path: file.origin.clone(),
                text: file.text.clone(),
                data,
            };
            Some((rel, source))
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out.into_iter().map(|(_, s)| s).collect()
}

/// Validates the loaded content; starts the command line's game, or shows the errors.
fn build_content(
    mut commands: Commands,
    existing: Option<Res<Content>>,
    loaded: Option<Res<ContentAssets>>,
    server: Res<AssetServer>,
    content_files: Res<ContentFiles>,
    maps: Res<Assets<MapFile>>,
    suspects: Res<Assets<SuspectsFile>>,
    puzzles: Res<Assets<PuzzleFile>>,
    cards: Res<Assets<CardsFile>>,
    plots: Res<Assets<PlotsFile>>,
    events: Res<Assets<EventsFile>>,
    detectives: Res<Assets<DetectiveDef>>,
    scenarios: Res<Assets<ScenarioDef>>,
    mut auto: ResMut<AutoStart>,
    mut next: ResMut<NextState<Screen>>,
) {
    if existing.is_none() {
        let Some(loaded) = loaded else { return };
        let f = &*content_files;
        let files = ParsedFiles {
            maps: sources(f, &server, &maps, std::slice::from_ref(&loaded.map)),
            suspects: sources(
                f,
                &server,
                &suspects,
                std::slice::from_ref(&loaded.suspects),
            ),
            puzzles: sources(f, &server, &puzzles, std::slice::from_ref(&loaded.puzzle)),
            events: sources(f, &server, &events, std::slice::from_ref(&loaded.events)),
            detectives: sources(f, &server, &detectives, &loaded.detectives),
            scenarios: sources(f, &server, &scenarios, &loaded.scenarios),
            cards: sources(f, &server, &cards, &loaded.cards),
            plots: sources(f, &server, &plots, &loaded.plots),
        };
        // Files that could not be read, or lie where the game does not read them, break the
        // content as they do for `check`.
        let mut errors = content_files.file_errors();
        match Content::build(&files) {
            Ok(c) if errors.is_empty() => {
                info!("{} ({})", c.summary(), content_files.describe());
                // Shown in the chosen language (`ui::language`); the English kept beneath.
                commands.insert_resource(crate::ui::language::EnglishContent(c.clone()));
                commands.insert_resource(c);
            }
            built => {
                errors.extend(built.err().into_iter().flatten());
                commands.insert_resource(ContentErrors(
                    errors.iter().map(ToString::to_string).collect(),
                ));
                next.set(Screen::Broken);
                return;
            }
        }
    }
    if let Some(save) = auto.0.take() {
        load_game(&mut commands, &mut next, save);
    }
}

/// Asks for a new game from `config` and shows the table.
pub fn start_game(commands: &mut Commands, next: &mut NextState<Screen>, config: GameConfig) {
    commands.remove_resource::<crate::ui::pace::HoldAfterLoad>();
    reset_pace(commands);
    commands.remove_resource::<crate::ui::coach::ResumeLesson>();
    commands.write_message(GameRequest::New(config));
    NextState::set_if_neq(next, Screen::Game);
}

/// Asks for a saved game (set up from its config, then its commands caught up on while bots
/// wait) and shows the table.
pub fn load_game(commands: &mut Commands, next: &mut NextState<Screen>, save: SaveFile) {
    reset_pace(commands);
    // A game under way outside the lesson (whose coach leads the pace): the bots wait for the
    // player's look. A game started from the command line comes this way with no command.
    if save.lesson.is_none() && !save.commands.is_empty() {
        commands.insert_resource(crate::ui::pace::HoldAfterLoad(save.commands.len()));
    } else {
        commands.remove_resource::<crate::ui::pace::HoldAfterLoad>();
    }
    commands.insert_resource(crate::ui::coach::ResumeLesson(save.lesson));
    commands.write_message(GameRequest::Load {
        config: save.config,
        commands: save.commands,
    });
    NextState::set_if_neq(next, Screen::Game);
}

/// The bots play at the chosen pace in the game shown next, whatever the game before had
/// paused or stepped.
fn reset_pace(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        if let Some(mut pace) = world.get_resource_mut::<crate::ui::pace::Pace>() {
            pace.reset();
        }
    });
}

/// A file failed to load: check the content the way `check` does, for messages with lines.
fn describe_failure(files: Res<ContentFiles>, mut errors: ResMut<ContentErrors>) {
    if !errors.0.is_empty() {
        return;
    }
    errors.0 = match files.load() {
        Err(list) => list.iter().map(ToString::to_string).collect(),
        Ok(_) => vec![crate::i18n::tr_args(
            "loading-file-failed",
            &[("where", files.describe().into())],
        )],
    };
    for e in &errors.0 {
        error!("{e}");
    }
}

/// A window in the middle of the screen (loading, broken content).
fn centre_window(ctx: &egui::Context, title: &str, add: impl FnOnce(&mut egui::Ui)) {
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, add);
}

fn loading_screen(
    mut contexts: EguiContexts,
    progress: Option<Res<ProgressTracker<Screen>>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = progress
        .map(|p| p.get_global_progress())
        .unwrap_or_default();
    let frac = if p.total == 0 {
        0.0
    } else {
        p.done as f32 / p.total as f32
    };
    // english: the game's name
    centre_window(ctx, "New Angeles", |ui| {
        ui.heading(crate::i18n::tr("loading-city"));
        ui.add(
            egui::ProgressBar::new(frac)
                .show_percentage()
                .desired_width(360.0),
        );
        ui.label(crate::i18n::tr_args(
            "loading-files",
            &[("done", p.done.into()), ("total", p.total.into())],
        ));
    });
    Ok(())
}

fn broken_screen(
    mut contexts: EguiContexts,
    errors: Res<ContentErrors>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centre_window(ctx, &crate::i18n::tr("loading-broken"), |ui| {
        ui.label(crate::i18n::tr("loading-broken-how"));
        egui::ScrollArea::vertical()
            .max_height(500.0)
            .show(ui, |ui| {
                for e in &errors.0 {
                    ui.label(
                        RichText::new(e)
                            .monospace()
                            .color(Color32::from_rgb(255, 140, 120)),
                    );
                }
            });
        ui.label(crate::i18n::tr("loading-check"));
        if ui.button(crate::i18n::tr("menu-quit")).clicked() {
            exit.write(AppExit::Success);
        }
    });
    Ok(())
}
