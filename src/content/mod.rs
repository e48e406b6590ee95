//! Content: the map, detectives, suspects and murders, read from RON files and validated.
//!
//! The same code checks content for `new-angeles check`, the simulator, the tests and the game's
//! loading screen: [`ContentFiles`] gathers the files (built into the program, then the user's
//! content folder, then `--content DIR`), [`parse_files`] takes each file's path and text, and
//! [`Content::build`] validates the parsed files into indexed, ready-to-use [`Content`]. Every
//! problem is a [`FileError`] naming the file, the line and the field.

mod files;
pub mod text;
mod types;
mod validate;

pub use files::*;
pub use types::*;
pub use validate::FIXED_POSITIONS;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

pub use crate::ids::{CardId, DetectiveId, DistrictId, EventId, LocId, SuspectId};

/// One problem in a content file: the file, the line and the field (see [`crate::storage`]).
pub use crate::storage::FileError;
pub use crate::storage::{check_version, line_of, parse_ron};

/// A validated location.
#[derive(Clone, Debug)]
pub struct Location {
    /// Its id in the content files.
    pub id: String,
    /// Its name, as the board and the log show it.
    pub name: String,
    /// The district it lies in.
    pub district: DistrictId,
    /// Earth, the Moon or the Beanstalk (R-MAP-1).
    pub area: Area,
    /// Its type, shown by its colour (R-MAP-3).
    pub kind: LocType,
    /// Its quality, shown by its symbol's shape (R-MAP-4).
    pub quality: Quality,
    /// Map millimetres (D-3).
    pub pos: Vec2,
    /// Whether a warrant is needed to enter it.
    pub restricted: bool,
    /// Its ability's name, if it is a major location (R-LOC-1).
    pub ability: Option<String>,
    /// The ways to use the ability (R-LOC-1).
    pub uses: Vec<AbilityDef>,
    /// Position along the Beanstalk, 0 = the Root (Earth end).
    pub beanstalk_index: Option<u8>,
}

impl Location {
    /// Whether it is a major location: one with an ability (R-LOC-1).
    pub fn is_major(&self) -> bool {
        self.ability.is_some()
    }
}

/// A validated district.
#[derive(Clone, Debug)]
pub struct District {
    /// Its id in the map file.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Earth, the Moon or the Beanstalk.
    pub area: Area,
    /// The colour the board tints it with (red, green, blue).
    pub color: [u8; 3],
}

/// The board, indexed for the rules.
#[derive(Clone, Debug, Default)]
pub struct Map {
    /// Every district, indexed by [`DistrictId`].
    pub districts: Vec<District>,
    /// Every location, indexed by [`LocId`].
    pub locations: Vec<Location>,
    /// The Beanstalk's locations from the Root (Earth end) up.
    pub beanstalk: Vec<LocId>,
    by_id: HashMap<String, LocId>,
}

impl Map {
    /// The location `id`.
    pub fn loc(&self, id: LocId) -> &Location {
        &self.locations[id]
    }
    /// The location whose content id is `id`, if any.
    pub fn find(&self, id: &str) -> Option<LocId> {
        self.by_id.get(id).copied()
    }
    /// Every location's id, in order.
    pub fn ids(&self) -> impl Iterator<Item = LocId> + '_ {
        LocId::all(self.locations.len())
    }
    /// The district `id`.
    pub fn district(&self, id: DistrictId) -> &District {
        &self.districts[id]
    }
    /// Grid reference of a map position, e.g. "I3" (R-MAP-7, D-3).
    pub fn grid_ref(pos: Vec2) -> String {
        let col = (pos.x / 100.0).floor().clamp(0.0, 11.0) as u8;
        let row = (pos.y / 100.0).floor().clamp(0.0, 7.0) as u8 + 1;
        format!("{}{}", (b'A' + col) as char, row)
    }
    /// Name and grid reference, e.g. "NAPD (I3)".
    /// The location's name and grid reference, for messages; an id past the map's end (from an
    /// untrusted command) is named as such.
    pub fn label(&self, id: LocId) -> String {
        match self.locations.get(id.index()) {
            Some(l) => format!("{} ({})", l.name, Self::grid_ref(l.pos)),
            None => format!("no such location (number {})", id.index()),
        }
    }
}

/// A validated murder.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The murder sheet as written.
    pub def: ScenarioDef,
    /// The scene of the crime.
    pub scene: LocId,
    /// (suspect, testimony lead start), top of the sheet first.
    pub suspects: Vec<(SuspectId, LocId)>,
    /// Where Lily stands in week 1 and in week 2.
    pub lily: [LocId; 2],
    /// Where Jimmy stands in week 1 and in week 2.
    pub jimmy: [LocId; 2],
    /// Its special rule, resolved (`def.rule` says it in words, R-MURDER-1…6).
    pub rule: Option<MurderRule<LocId, SuspectId>>,
}

impl Scenario {
    /// Where an informant stands in `week` (1 or 2) of this murder (R-SETUP-1, R-ROUND-7).
    pub fn informant(&self, who: crate::model::Informant, week: u8) -> LocId {
        let weeks = match who {
            crate::model::Informant::Lily => &self.lily,
            crate::model::Informant::Jimmy => &self.jimmy,
        };
        weeks[(week.clamp(1, 2) - 1) as usize]
    }
}

/// A validated detective sheet with its locations resolved.
#[derive(Clone, Debug)]
pub struct Detective {
    /// The sheet as written.
    pub def: DetectiveDef,
    /// Where its figure starts.
    pub start: LocId,
    /// Where its physical lead starts.
    pub physical_lead: LocId,
    /// Where its document lead starts.
    pub document_lead: LocId,
    /// Where its warrants start.
    pub warrants: Vec<LocId>,
}

/// A validated puzzle piece: `lines[side.index()]` says whether a line reaches that side.
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    /// Its id in the puzzle file.
    pub id: String,
    /// The pile it is shuffled into.
    pub pile: Pile,
    /// Whether a line reaches each side, by [`Side::index`].
    pub lines: [bool; 4],
    /// Whether it may not be turned (D-6).
    pub fixed: bool,
    /// The bonuses printed on it (R-PUZ-6).
    pub bonuses: Vec<Bonus>,
}

/// The validated conspiracy puzzle (R-COMP-4, R-PUZ-8, R-PUZ-9).
#[derive(Clone, Debug, Default)]
pub struct PuzzleDef {
    /// The groups on the puzzle's frame.
    pub groups: Vec<GroupDef>,
    /// Every piece, in the puzzle file's order.
    pub pieces: Vec<Piece>,
}

/// A validated twilight card and the detective whose decks hold it.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    /// The card as written.
    pub def: CardDef,
    /// The detective whose decks hold it.
    pub detective: DetectiveId,
}

/// A validated plot and the detective it belongs to.
#[derive(Clone, Debug, PartialEq)]
pub struct Plot {
    /// The plot as written.
    pub def: PlotDef,
    /// The detective it belongs to.
    pub detective: DetectiveId,
}

/// A validated special card and the detective whose setup names it.
#[derive(Clone, Debug, PartialEq)]
pub struct Special {
    /// The special card as written.
    pub def: SpecialDef,
    /// The detective whose setup names it.
    pub detective: DetectiveId,
}

/// One NPC: its detective and its place on that detective's sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct NpcRef {
    /// The detective whose sheet lists the NPC.
    pub detective: DetectiveId,
    /// Its place in that sheet's list of NPCs.
    pub index: u8,
}

/// Hashes the detective as the `usize` it once was: keeps digests comparable.
impl std::hash::Hash for NpcRef {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.detective.index().hash(h);
        self.index.hash(h);
    }
}

/// A validated event (section 11).
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// The event card as written.
    pub def: EventDef,
    /// The murder a specific event belongs to (index into [`ContentData::scenarios`]);
    /// `None` for a general event.
    pub scenario: Option<usize>,
    /// The NPCs it brings onto the map and where (R-EVENT-1).
    pub npcs: Vec<(NpcRef, LocId)>,
    /// Where each of its temporary abilities is used (R-EVENT-4).
    pub action_at: Vec<LocId>,
    /// A specific event: where each suspect's testimony lead goes (R-EVENT-3).
    pub leads: Vec<(SuspectId, LocId)>,
    /// A specific event: the suspect it involves.
    pub suspect: Option<SuspectId>,
}

impl Event {
    /// Whether it is a general event (not one of a murder's specific events).
    pub fn is_general(&self) -> bool {
        self.scenario.is_none()
    }
}

/// Everything the rules need from the content, validated.
#[derive(Clone, Debug)]
pub struct ContentData {
    /// The board.
    pub map: Map,
    /// Every detective, indexed by [`DetectiveId`].
    pub detectives: Vec<Detective>,
    /// Every suspect, indexed by [`SuspectId`].
    pub suspects: Vec<SuspectDef>,
    /// Every murder.
    pub scenarios: Vec<Scenario>,
    /// The conspiracy puzzle.
    pub puzzle: PuzzleDef,
    /// Every twilight card, indexed by [`CardId`].
    pub cards: Vec<Card>,
    /// Every plot.
    pub plots: Vec<Plot>,
    /// Every special card.
    pub specials: Vec<Special>,
    /// The general events, then each murder's specific events.
    pub events: Vec<Event>,
}

/// The validated content, shared: cloning it is cheap, so a rule system can hold it while it
/// changes the world. It reads as [`ContentData`]; changing it (tests do) copies it first.
#[derive(Resource, Clone, Debug)]
pub struct Content(std::sync::Arc<ContentData>);

impl Content {
    /// Shares validated content.
    pub fn new(data: ContentData) -> Self {
        Content(std::sync::Arc::new(data))
    }
    /// Whether `other` is this very content (the same loaded copy, not an equal one).
    pub fn is(&self, other: &Content) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Deref for Content {
    type Target = ContentData;
    fn deref(&self) -> &ContentData {
        &self.0
    }
}

impl std::ops::DerefMut for Content {
    fn deref_mut(&mut self) -> &mut ContentData {
        std::sync::Arc::make_mut(&mut self.0)
    }
}

impl ContentData {
    /// The detective whose content id is `id`, if any.
    pub fn detective_index(&self, id: &str) -> Option<DetectiveId> {
        self.detectives
            .iter()
            .position(|d| d.def.id == id)
            .map(DetectiveId::from_index)
    }
    /// The murder whose content id is `id`, if any.
    pub fn scenario_index(&self, id: &str) -> Option<usize> {
        self.scenarios.iter().position(|s| s.def.id == id)
    }
    /// The NPC's sheet entry.
    pub fn npc(&self, npc: NpcRef) -> &NpcDef {
        &self.detectives[npc.detective].def.npcs[npc.index as usize]
    }
    /// The special rule of kind `f` on a detective's sheet, if it has one (R-SETUP-13).
    pub fn detective_rule<T>(
        &self,
        detective: DetectiveId,
        f: impl Fn(&DetectiveRule) -> Option<T>,
    ) -> Option<T> {
        self.detectives[detective]
            .def
            .setup
            .rules
            .iter()
            .find_map(f)
    }
    /// The one line `check` ends with.
    pub fn summary(&self) -> String {
        format!(
            "content ok: {} locations, {} districts, {} detectives, {} suspects, {} scenarios, {} puzzle pieces, {} twilight cards, {} plot cards, {} special cards, {} events",
            self.map.locations.len(),
            self.map.districts.len(),
            self.detectives.len(),
            self.suspects.len(),
            self.scenarios.len(),
            self.puzzle.pieces.len(),
            self.cards.len(),
            // A plot is four cards: start, crossroads and two endings (R-COMP-5).
            self.plots.len() * 4,
            self.specials.len(),
            self.events.len()
        )
    }
}

/// A content file with its path (for messages) and its text (for line numbers).
#[derive(Clone, Debug)]
pub struct Source<T> {
    /// Where the file is, for messages.
    pub path: String,
    /// Its text, for line numbers in messages.
    pub text: String,
    /// What it says, parsed.
    pub data: T,
}

/// All content files, parsed but not yet validated.
#[derive(Clone, Debug, Default)]
pub struct ParsedFiles {
    /// The map files.
    pub maps: Vec<Source<MapFile>>,
    /// The detective sheets.
    pub detectives: Vec<Source<DetectiveDef>>,
    /// The suspects files.
    pub suspects: Vec<Source<SuspectsFile>>,
    /// The murder sheets.
    pub scenarios: Vec<Source<ScenarioDef>>,
    /// The puzzle files.
    pub puzzles: Vec<Source<PuzzleFile>>,
    /// The twilight card files.
    pub cards: Vec<Source<CardsFile>>,
    /// The plot files.
    pub plots: Vec<Source<PlotsFile>>,
    /// The events files.
    pub events: Vec<Source<EventsFile>>,
}

/// The endings that say what a content file is; the same in the game's asset loaders.
pub const MAP_EXT: &str = "map.ron";
/// The ending of a detective sheet.
pub const DETECTIVE_EXT: &str = "detective.ron";
/// The ending of a suspects file.
pub const SUSPECTS_EXT: &str = "suspects.ron";
/// The ending of a murder sheet.
pub const SCENARIO_EXT: &str = "murder.ron";
/// The ending of a puzzle file.
pub const PUZZLE_EXT: &str = "puzzle.ron";
/// The ending of a detective's twilight card file.
pub const CARDS_EXT: &str = "cards.ron";
/// The ending of a detective's plot file.
pub const PLOTS_EXT: &str = "plots.ron";
/// The ending of an events file.
pub const EVENTS_EXT: &str = "events.ron";

/// Parses files given as (path, text), sorting them by their ending and keeping their order
/// within a kind (the order of the murders, cards and so on in [`Content`]). Files with other
/// endings are ignored.
pub fn parse_files(files: Vec<(String, String)>) -> (ParsedFiles, Vec<FileError>) {
    let mut parsed = ParsedFiles::default();
    let mut errors = Vec::new();
    for (path, text) in files {
        macro_rules! take {
            ($list:expr) => {
                match parse_ron(&path, &text) {
                    Ok(data) => $list.push(Source { path, text, data }),
                    Err(e) => errors.push(e),
                }
            };
        }
        if path.ends_with(MAP_EXT) {
            take!(parsed.maps)
        } else if path.ends_with(DETECTIVE_EXT) {
            take!(parsed.detectives)
        } else if path.ends_with(SUSPECTS_EXT) {
            take!(parsed.suspects)
        } else if path.ends_with(SCENARIO_EXT) {
            take!(parsed.scenarios)
        } else if path.ends_with(PUZZLE_EXT) {
            take!(parsed.puzzles)
        } else if path.ends_with(CARDS_EXT) {
            take!(parsed.cards)
        } else if path.ends_with(PLOTS_EXT) {
            take!(parsed.plots)
        } else if path.ends_with(EVENTS_EXT) {
            take!(parsed.events)
        }
    }
    (parsed, errors)
}
