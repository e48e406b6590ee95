//! The plain parts of a game in play that the rules read and the game keeps: the tokens a
//! seat holds, the suspects and their evidence, the calendar, the event track, the puzzle.
//! The logic plugin keeps them as components and resources; a [`Snapshot`](crate::rules::Snapshot)
//! holds the same types.

use crate::content::{DetectiveId, EventId, LeadKind, LocId, SuspectId};
use crate::ids::SeatId;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Whose lead a lead marker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LeadOwner {
    /// A testimony lead, with its suspect.
    Suspect(SuspectId),
    /// A physical or document lead from a detective's sheet.
    Detective(DetectiveId),
}

/// One evidence token's face (R-COMP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Evidence {
    /// A value: it adds to (or takes from) the suspect's guilt.
    Value(i8),
    /// A surprise witness (R-COMP-1).
    SurpriseWitness,
    /// Perjury (R-COMP-1).
    Perjury,
}

/// The token banks' finite supplies (R-COMP-7).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Supply {
    /// Dropship passes left.
    pub dropship_passes: u8,
    /// Alibi tokens left.
    pub alibis: u8,
    /// Hit tokens left.
    pub hits: u8,
    /// Normal favors by [`FavorType::index`].
    pub favors: [u8; 4],
    /// Baggage tokens left, good and bad alike.
    pub baggage: u8,
    /// Conspiracy tokens left.
    pub conspiracy: u8,
    /// −1 and −3 trauma counters left (R-COMP-2).
    pub trauma: u8,
    /// −3 trauma counters left.
    pub trauma_big: u8,
    /// Haas and Jinteki tokens left (R-COMP-2, R-TOKEN-2).
    pub haas: u8,
    /// Jinteki tokens left.
    pub jinteki: u8,
}

/// Tokens a seat holds (R-COMP-2): favors by [`FavorType::index`], Haas, Jinteki and
/// conspiracy tokens, trauma counters, and the baggage on the plot card in play (R-PLOT-2).
#[derive(
    Component,
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct Holdings {
    /// Normal favors, by [`FavorType::index`].
    pub favors: [u8; 4],
    /// Haas tokens.
    pub haas: u8,
    /// Jinteki tokens.
    pub jinteki: u8,
    /// Conspiracy tokens.
    pub conspiracy: u8,
    /// Good baggage on the plot card in play.
    pub good_baggage: u8,
    /// Bad baggage on the plot card in play.
    pub bad_baggage: u8,
    /// −1 VP trauma counters (R-TOKEN-4).
    pub trauma: u8,
    /// −3 VP trauma counters, each taken for three −1 counters (R-COMP-2).
    pub trauma_big: u8,
    /// Favors of the detective's own NPCs, by the NPC's place on its sheet (R-TOKEN-1).
    pub npc_favors: [u8; 3],
}

/// Which card of a plot is in play (R-PLOT-1, R-PLOT-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// The start card.
    Start,
    /// The crossroads card, on the side a positive (`good`) or negative start led to.
    Crossroads {
        /// A positive start led here (`true`), or a negative one.
        good: bool,
    },
}

/// The special cards in play on a detective (R-SETUP-13, R-COMP-6): Caprice's Sanity, Louis's
/// Mood, Rachel's Money, Raymond's *Wrapped Up in Himself*. Public.
#[derive(
    Component,
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct Specials {
    /// Sanity, +3 … −3.
    pub sanity: Option<i8>,
    /// *Descent into Madness* has begun (once per game).
    pub descended: bool,
    /// Mood: `Some(true)` Good, `Some(false)` Bad.
    pub mood: Option<bool>,
    /// Dollars.
    pub money: Option<u32>,
    /// *Wrapped Up in Himself* still in play.
    pub wrapped: bool,
    /// Memory cards won back.
    pub memories_back: u8,
}

impl Specials {
    /// The hand-limit change Louis's Mood makes.
    pub fn hand_bonus(&self) -> i32 {
        match self.mood {
            Some(true) => 1,
            Some(false) => -1,
            None => 0,
        }
    }
}

/// An NPC (R-NPC-1, R-EVENT-1): whose it is, whether it lives, and the event that holds it on
/// the map.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Npc {
    /// Which NPC it is.
    pub npc: crate::content::NpcRef,
    /// The seat playing its detective, if in the game.
    pub seat: Option<SeatId>,
    /// Whether it lives.
    pub alive: bool,
    /// Where an event put it, and which event.
    pub on_map: Option<(LocId, EventId)>,
}

/// An event on a space of the track: face up while its effect lasts, face down once it ended
/// (R-EVENT-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EventSlot {
    /// The event.
    pub event: EventId,
    /// Face up (its effect lasts) or face down (it ended).
    pub active: bool,
}

/// The events (R-SETUP-11, R-EVENT-1…4): the general deck (its order secret from every seat),
/// the two spaces of the track, and the murder's specific event (unseen until revealed).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EventTrack {
    /// General events left, the top one last.
    pub deck: Vec<EventId>,
    /// Space 1, then space 2.
    pub spaces: [Option<EventSlot>; 2],
    /// The specific event, face down until the start of week 2.
    pub specific: Option<EventSlot>,
    /// Whether the specific event has been turned face up.
    pub specific_revealed: bool,
    /// Which seats used which event's temporary ability this round: (seat, event, option).
    pub used: Vec<(SeatId, EventId, u8)>,
}

impl EventTrack {
    /// Every event out on the table (the two spaces and the specific event, as this track
    /// shows it), active or not: what arrived is what one view has and an earlier lacked.
    pub fn shown(&self) -> Vec<EventId> {
        self.spaces
            .iter()
            .chain(std::iter::once(&self.specific))
            .flatten()
            .map(|e| e.event)
            .collect()
    }

    /// The events whose effects last now, track first.
    pub fn active(&self) -> Vec<EventId> {
        let specific = self.specific.filter(|_| self.specific_revealed);
        self.spaces
            .iter()
            .chain(std::iter::once(&specific))
            .flatten()
            .filter(|s| s.active)
            .map(|s| s.event)
            .collect()
    }

    /// The track as every seat sees it: the deck's events in no telling order and the
    /// specific event only once revealed (until then it lies face down, unseen).
    pub fn public(&self) -> EventTrack {
        let mut deck = self.deck.clone();
        deck.sort_unstable();
        EventTrack {
            deck,
            spaces: self.spaces,
            specific: self.specific.filter(|_| self.specific_revealed),
            specific_revealed: self.specific_revealed,
            used: self.used.clone(),
        }
    }

    /// A specific event lies face down, not yet revealed (R-ROUND-5).
    pub fn specific_waiting(&self) -> bool {
        !self.specific_revealed
    }
}

/// What the active seat has done this turn, for once-per-turn rules (Floyd's Directives).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnLog {
    /// Light cards the active seat played this turn.
    pub light_cards: u8,
    /// Whether the active seat followed up a lead this turn.
    pub followed_up: bool,
    /// The seats that kept Raymond's Memory card when he asked for it this turn, one bit each
    /// (R-SETUP-13): the bots do not ask them again the same turn.
    #[serde(default)]
    pub memory_kept: u8,
    /// Dark cards played against the active seat this turn (R-TWI-9): a normal bot plays one
    /// only while none was, so a turn is not drained before its player has acted.
    #[serde(default)]
    pub dark_cards: u8,
}

/// Hashes `memory_kept` and `dark_cards` only when they say something: games without them
/// keep the digests they had.
impl std::hash::Hash for TurnLog {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.light_cards.hash(h);
        self.followed_up.hash(h);
        // Each with a tag of its own: one field's value never reads as the other's.
        if self.memory_kept != 0 {
            (1u8, self.memory_kept).hash(h);
        }
        if self.dark_cards != 0 {
            (2u8, self.dark_cards).hash(h);
        }
    }
}

impl TurnLog {
    /// Whether `seat` kept Raymond's Memory card when asked this turn.
    pub fn kept_memory(&self, seat: crate::ids::SeatId) -> bool {
        seat.index() < 8 && self.memory_kept & (1 << seat.index()) != 0
    }
}

/// The calendar, the turn order and the time track (R-ROUND-1…2).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Clock {
    /// The week: 1 or 2.
    pub week: u8,
    /// The day of the week, from 1.
    pub day: u8,
    /// The seat that plays first each day.
    pub first_player: SeatId,
    /// Turns finished today.
    pub turn: u8,
    /// Time left on the time track for the active seat.
    pub time: u8,
}

impl Clock {
    /// The active seat: the one whose turn it is.
    pub fn active(&self, seats: usize) -> SeatId {
        self.first_player.offset(self.turn.into(), seats)
    }
}

/// A suspect in play, `order` counting from the top of the murder sheet (R-SETUP-2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Suspect {
    /// Which suspect.
    pub index: SuspectId,
    /// Its place on the murder sheet, from the top.
    pub order: u8,
    /// Whether it lives.
    pub alive: bool,
    /// Hit tokens on the suspect; the third kills (R-EVID-6).
    pub hits: u8,
    /// Alibi tokens on the suspect, face up (R-EVID-5).
    pub alibis: u8,
    /// Held by an event: its testimony lead cannot be followed up (R-LEAD-5).
    pub held: bool,
}

impl Suspect {
    /// A suspect in play, alive, with no tokens.
    pub fn new(index: SuspectId, order: u8) -> Self {
        Suspect {
            index,
            order,
            alive: true,
            hits: 0,
            alibis: 0,
            held: false,
        }
    }
}

/// Seats as bits: which seats know a secret (D-8).
pub fn seat_bit(seat: SeatId) -> u8 {
    1u8.checked_shl(seat.0 as u32).unwrap_or(0)
}

/// Where an evidence token lies and who knows its value: what every seat may see of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TokenPlace {
    /// The suspect it lies on.
    pub suspect: SuspectId,
    /// The file it lies in: the kind of lead it came from.
    pub file: LeadKind,
    /// Whether it lies face up.
    pub face_up: bool,
    /// Bit per seat that knows the value: the placer, and seats that peeked.
    pub known_to: u8,
    /// The seat that placed it.
    pub placed_by: SeatId,
}

/// An evidence token on a suspect (R-EVID-1). Its value is secret while face down: only the
/// seats in `known_to` may see it (D-8). It reads as its [`TokenPlace`].
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EvidenceToken {
    /// Its value.
    pub face: Evidence,
    /// Where it lies and who knows it.
    pub place: TokenPlace,
}

impl EvidenceToken {
    /// The value `viewer` may see: face up for all, face down for the seats that know it.
    pub fn seen_by(&self, viewer: Option<SeatId>) -> Option<Evidence> {
        (self.face_up || viewer.is_some_and(|v| self.known_to & seat_bit(v) != 0))
            .then_some(self.face)
    }

    /// The token as `viewer` may see it: its place, and its value where that seat may know it.
    pub fn view(&self, id: u32, viewer: Option<SeatId>) -> TokenView {
        TokenView {
            id,
            place: self.place,
            value: self.seen_by(viewer),
        }
    }
}

impl std::ops::Deref for EvidenceToken {
    type Target = TokenPlace;
    fn deref(&self) -> &TokenPlace {
        &self.place
    }
}

impl std::ops::DerefMut for EvidenceToken {
    fn deref_mut(&mut self) -> &mut TokenPlace {
        &mut self.place
    }
}

/// An evidence token as one viewer sees it (in a [`Snapshot`](crate::rules::Snapshot)): its
/// id, its place, and its value only where the viewer may know it. It reads as its
/// [`TokenPlace`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenView {
    /// Its id (its game id).
    pub id: u32,
    /// Where it lies and who knows it.
    pub place: TokenPlace,
    /// Its value, where the viewer may know it.
    pub value: Option<Evidence>,
}

impl std::ops::Deref for TokenView {
    type Target = TokenPlace;
    fn deref(&self) -> &TokenPlace {
        &self.place
    }
}

/// The conspiracy puzzle on the table (R-SETUP-7, section 8).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Puzzle {
    /// The placed pieces.
    pub grid: Grid,
    /// Face-down piles, least valuable first, top of each last.
    pub piles: [Vec<u16>; 3],
    /// Discarded pieces.
    pub discard: Vec<u16>,
    /// Each seat's hero marker: beside which pile, or gone once every pile is empty.
    pub heroes: Vec<Option<usize>>,
}

impl Puzzle {
    /// How many pieces are left in each pile, least valuable first.
    pub fn counts(&self) -> [usize; 3] {
        [
            self.piles[0].len(),
            self.piles[1].len(),
            self.piles[2].len(),
        ]
    }

    /// The puzzle as every seat sees it: which pieces are left in each pile, in no telling
    /// order.
    pub fn public(&self) -> Puzzle {
        let mut p = self.clone();
        for pile in &mut p.piles {
            pile.sort_unstable();
        }
        p
    }
}

/// The puzzle area is 5×5 cells.
pub const SIZE: usize = 5;
/// The conspiracy piece's cell (column, row).
pub const CENTRE: (u8, u8) = (2, 2);
/// The piece index standing for the conspiracy piece.
pub const CONSPIRACY: u16 = u16::MAX;

/// A piece in the puzzle: its index into the content's pieces and its lines after turning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placed {
    /// Its index into the content's pieces ([`CONSPIRACY`] for the conspiracy piece).
    pub piece: u16,
    /// Whether a line reaches each side after turning, by [`Side::index`](crate::content::Side::index).
    pub lines: [bool; 4],
}

/// The 5×5 area, `cells[row][column]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Grid {
    /// The cells, `cells[row][column]`.
    pub cells: [[Option<Placed>; SIZE]; SIZE],
}

impl Default for Grid {
    /// The empty area with the conspiracy piece at the centre, a line to each side.
    fn default() -> Self {
        let mut cells = [[None; SIZE]; SIZE];
        cells[CENTRE.1 as usize][CENTRE.0 as usize] = Some(Placed {
            piece: CONSPIRACY,
            lines: [true; 4],
        });
        Grid { cells }
    }
}

impl Grid {
    /// The piece at (column, row), if any.
    pub fn get(&self, (c, r): (u8, u8)) -> Option<Placed> {
        self.cells
            .get(r as usize)?
            .get(c as usize)
            .copied()
            .flatten()
    }
    /// Puts a piece at (column, row).
    pub fn set(&mut self, (c, r): (u8, u8), p: Placed) {
        self.cells[r as usize][c as usize] = Some(p);
    }
    /// Every placed piece with its cell, the conspiracy piece included.
    pub fn placed(&self) -> impl Iterator<Item = ((u8, u8), Placed)> + '_ {
        (0..SIZE as u8).flat_map(move |r| {
            (0..SIZE as u8).filter_map(move |c| self.get((c, r)).map(|p| ((c, r), p)))
        })
    }
}

/// The two informants who walk the map (R-MOVE-8, R-MOVE-9): entering the location of one
/// costs or offers something, and then the one entering sends them on. As a component it
/// marks the informant's figure.
#[derive(
    Component,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum Informant {
    /// Lily Lockwell, reporter: 1 more Time, a face-down token turned face up (R-MOVE-8).
    Lily,
    /// Jimmy the Snitch: 1 Time for a look at a suspect's face-down evidence (R-MOVE-9).
    Jimmy,
}

impl Informant {
    /// Both informants: Lily, then Jimmy.
    pub const ALL: [Informant; 2] = [Informant::Lily, Informant::Jimmy];

    /// Its place in [`Informant::ALL`] (and in a snapshot's `informants`).
    pub fn index(self) -> usize {
        self as usize
    }
    /// The other informant: the one whose location this one never goes to.
    pub fn other(self) -> Informant {
        match self {
            Informant::Lily => Informant::Jimmy,
            Informant::Jimmy => Informant::Lily,
        }
    }
    /// "Lily Lockwell", "Jimmy the Snitch".
    pub fn name(self) -> &'static str {
        match self {
            Informant::Lily => "Lily Lockwell",
            Informant::Jimmy => "Jimmy the Snitch",
        }
    }
    /// "Lily", "Jimmy".
    pub fn short(self) -> &'static str {
        match self {
            Informant::Lily => "Lily",
            Informant::Jimmy => "Jimmy",
        }
    }
}
