//! The loading state: content files are loaded as typed assets (RON through
//! bevy_common_assets, collected by bevy_asset_loader) behind a progress screen, then
//! validated by the same [`Content::build`] that `new-angeles check` uses.

use super::{AutoStart, ContentDir};
use crate::content::{
    self, CardsFile, Content, DetectiveDef, EventsFile, MapFile, ParsedFiles, PlotsFile,
    PuzzleFile, ScenarioDef, Source, SuspectsFile,
};
use crate::game::{ContentErrors, GameConfig, Phase};
use crate::save::SaveFile;
use bevy::asset::AssetPath;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_common_assets::ron::RonAssetPlugin;
use iyes_progress::ProgressPlugin;

/// Every content file, as loaded assets.
#[derive(AssetCollection, Resource)]
pub struct ContentAssets {
    #[asset(path = "new-angeles.map.ron")]
    pub map: Handle<MapFile>,
    #[asset(path = "new-angeles.suspects.ron")]
    pub suspects: Handle<SuspectsFile>,
    #[asset(path = "new-angeles.puzzle.ron")]
    pub puzzle: Handle<PuzzleFile>,
    #[asset(path = "new-angeles.events.ron")]
    pub events: Handle<EventsFile>,
    #[asset(path = "detectives", collection(typed))]
    pub detectives: Vec<Handle<DetectiveDef>>,
    #[asset(path = "cards", collection(typed))]
    pub cards: Vec<Handle<CardsFile>>,
    #[asset(path = "plots", collection(typed))]
    pub plots: Vec<Handle<PlotsFile>>,
    #[asset(path = "scenarios://", collection(typed))]
    pub scenarios: Vec<Handle<ScenarioDef>>,
}

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
            ProgressPlugin::<Phase>::new().with_state_transition(Phase::Loading, Phase::Menu),
        ))
        .add_loading_state(
            LoadingState::new(Phase::Loading)
                .load_collection::<ContentAssets>()
                .on_failure_continue_to_state(Phase::Broken),
        )
        .add_systems(OnEnter(Phase::Menu), build_content)
        .add_systems(OnEnter(Phase::Broken), describe_failure);
    }
}

fn source<T: Clone + Asset>(
    dir: &std::path::Path,
    server: &AssetServer,
    assets: &Assets<T>,
    handle: &Handle<T>,
) -> Option<Source<T>> {
    let data = assets.get(handle)?.clone();
    let path: AssetPath = server.get_path(handle.id())?;
    let sub = if path.source().as_str() == Some("scenarios") {
        "scenarios"
    } else {
        "assets"
    };
    let file = dir.join(sub).join(path.path());
    // The text is read again only for line numbers in error messages.
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    Some(Source {
        path: file.display().to_string(),
        text,
        data,
    })
}

/// Validates the loaded content; starts the command line's game, or shows the errors.
#[allow(clippy::too_many_arguments)]
fn build_content(
    mut commands: Commands,
    existing: Option<Res<Content>>,
    loaded: Option<Res<ContentAssets>>,
    server: Res<AssetServer>,
    dir: Res<ContentDir>,
    maps: Res<Assets<MapFile>>,
    suspects: Res<Assets<SuspectsFile>>,
    puzzles: Res<Assets<PuzzleFile>>,
    cards: Res<Assets<CardsFile>>,
    plots: Res<Assets<PlotsFile>>,
    events: Res<Assets<EventsFile>>,
    detectives: Res<Assets<DetectiveDef>>,
    scenarios: Res<Assets<ScenarioDef>>,
    mut auto: ResMut<AutoStart>,
    mut next: ResMut<NextState<Phase>>,
) {
    if existing.is_none() {
        let Some(loaded) = loaded else { return };
        let d = &dir.0;
        let mut files = ParsedFiles::default();
        files.maps.extend(source(d, &server, &maps, &loaded.map));
        files
            .suspects
            .extend(source(d, &server, &suspects, &loaded.suspects));
        files
            .puzzles
            .extend(source(d, &server, &puzzles, &loaded.puzzle));
        files
            .events
            .extend(source(d, &server, &events, &loaded.events));
        files.detectives.extend(
            loaded
                .detectives
                .iter()
                .filter_map(|h| source(d, &server, &detectives, h)),
        );
        files.scenarios.extend(
            loaded
                .scenarios
                .iter()
                .filter_map(|h| source(d, &server, &scenarios, h)),
        );
        files.cards.extend(
            loaded
                .cards
                .iter()
                .filter_map(|h| source(d, &server, &cards, h)),
        );
        files.plots.extend(
            loaded
                .plots
                .iter()
                .filter_map(|h| source(d, &server, &plots, h)),
        );
        files.cards.sort_by(|a, b| a.path.cmp(&b.path));
        files.plots.sort_by(|a, b| a.path.cmp(&b.path));
        files.detectives.sort_by(|a, b| a.path.cmp(&b.path));
        files.scenarios.sort_by(|a, b| a.path.cmp(&b.path));
        match Content::build(&files) {
            Ok(c) => {
                info!("{}", c.summary());
                commands.insert_resource(c);
            }
            Err(errors) => {
                commands.insert_resource(ContentErrors(
                    errors.iter().map(ToString::to_string).collect(),
                ));
                next.set(Phase::Broken);
                return;
            }
        }
    }
    if let Some(save) = auto.0.take() {
        load_game(&mut commands, &mut next, save);
    }
}

/// Starts a new game from `config`.
pub fn start_game(commands: &mut Commands, next: &mut NextState<Phase>, config: GameConfig) {
    commands.remove_resource::<crate::game::ReplayQueue>();
    commands.insert_resource(config);
    next.set(Phase::Setup);
}

/// Starts a saved game: set up from its config, then its commands replayed (bots wait).
pub fn load_game(commands: &mut Commands, next: &mut NextState<Phase>, save: SaveFile) {
    start_game(commands, next, save.config);
    if !save.commands.is_empty() {
        commands.insert_resource(crate::game::ReplayQueue(save.commands.into()));
    }
}

/// A file failed to load: read the content the way `check` does, for messages with lines.
fn describe_failure(dir: Res<ContentDir>, mut errors: ResMut<ContentErrors>) {
    if !errors.0.is_empty() {
        return;
    }
    errors.0 = match content::load_dir(&dir.0) {
        Err(list) => list.iter().map(ToString::to_string).collect(),
        Ok(_) => vec![format!(
            "a content file in {} could not be loaded; see the console",
            dir.0.display()
        )],
    };
    for e in &errors.0 {
        error!("{e}");
    }
}
