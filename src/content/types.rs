//! The data types of the content files, exactly as they are written in RON.
//!
//! These are what a content author edits. [`super::Content`] is the validated, indexed form the
//! rules use.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A location's type, shown by its colour (R-MAP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LocType {
    Religious,
    Civic,
    Residential,
    Business,
    Nightlife,
}

impl LocType {
    pub const ALL: [LocType; 5] = [
        LocType::Religious,
        LocType::Civic,
        LocType::Residential,
        LocType::Business,
        LocType::Nightlife,
    ];
    pub fn name(self) -> &'static str {
        match self {
            LocType::Religious => "religious",
            LocType::Civic => "civic",
            LocType::Residential => "residential",
            LocType::Business => "business",
            LocType::Nightlife => "nightlife",
        }
    }
    /// The colour the rules give the type (R-MAP-3), as sRGB bytes.
    pub fn rgb(self) -> [u8; 3] {
        match self {
            LocType::Religious => [236, 196, 40],
            LocType::Civic => [60, 170, 80],
            LocType::Residential => [210, 60, 60],
            LocType::Business => [50, 110, 210],
            LocType::Nightlife => [150, 70, 190],
        }
    }
}

/// A location's quality, shown by its symbol's shape (R-MAP-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quality {
    Ritzy,
    Normal,
    Seedy,
}

impl Quality {
    pub const ALL: [Quality; 3] = [Quality::Ritzy, Quality::Normal, Quality::Seedy];
    pub fn name(self) -> &'static str {
        match self {
            Quality::Ritzy => "ritzy",
            Quality::Normal => "normal",
            Quality::Seedy => "seedy",
        }
    }
    /// The shape that carries the quality, never colour alone.
    pub fn shape_name(self) -> &'static str {
        match self {
            Quality::Ritzy => "diamond",
            Quality::Normal => "circle",
            Quality::Seedy => "triangle",
        }
    }
}

/// Which part of the board a district lies in (R-MAP-1, R-MAP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    Earth,
    Moon,
    Beanstalk,
}

/// The three kinds of lead, and the three evidence files of a suspect (R-COMP-3, R-EVID-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LeadKind {
    Testimony,
    Physical,
    Document,
}

impl LeadKind {
    pub const ALL: [LeadKind; 3] = [LeadKind::Testimony, LeadKind::Physical, LeadKind::Document];
    pub fn name(self) -> &'static str {
        match self {
            LeadKind::Testimony => "testimony",
            LeadKind::Physical => "physical",
            LeadKind::Document => "document",
        }
    }
}

/// The four kinds of normal favor (R-COMP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FavorType {
    Corp,
    Political,
    Society,
    Street,
}

impl FavorType {
    pub const ALL: [FavorType; 4] = [
        FavorType::Corp,
        FavorType::Political,
        FavorType::Society,
        FavorType::Street,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FavorType::Corp => "corp",
            FavorType::Political => "political",
            FavorType::Society => "society",
            FavorType::Street => "street",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The conspiracy puzzle's three piles, least valuable first (R-COMP-4, R-SETUP-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pile {
    Shift,
    Favor,
    Baggage,
}

impl Pile {
    pub const ALL: [Pile; 3] = [Pile::Shift, Pile::Favor, Pile::Baggage];
    pub fn name(self) -> &'static str {
        match self {
            Pile::Shift => "shift",
            Pile::Favor => "favor",
            Pile::Baggage => "baggage",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A side of a puzzle cell, clockwise from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    North,
    East,
    South,
    West,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::North, Side::East, Side::South, Side::West];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn opposite(self) -> Side {
        Side::ALL[(self.index() + 2) % 4]
    }
    /// (column, row) step toward this side; rows grow downward.
    pub fn delta(self) -> (i8, i8) {
        match self {
            Side::North => (0, -1),
            Side::East => (1, 0),
            Side::South => (0, 1),
            Side::West => (-1, 0),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::North => "top",
            Side::East => "right",
            Side::South => "bottom",
            Side::West => "left",
        }
    }
}

/// A bonus printed on a puzzle piece (R-PUZ-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bonus {
    /// Move a lead of this type as if the player on your left had followed it up.
    MoveLead(LeadKind),
    /// Place a hit on a live suspect.
    Hit,
    /// Draw a piece of this pile and add it to the puzzle, with its own benefit and bonuses.
    BonusPiece(Pile),
    /// The piece can carry a link to Haas-Bioroid.
    HaasLink,
    /// The piece can carry a link to Jinteki.
    JintekiLink,
}

impl Bonus {
    pub fn words(self) -> String {
        match self {
            Bonus::MoveLead(k) => format!("move a {} lead", k.name()),
            Bonus::Hit => "place a hit".into(),
            Bonus::BonusPiece(p) => format!("bonus {} piece", p.name()),
            Bonus::HaasLink => "Haas-Bioroid link".into(),
            Bonus::JintekiLink => "Jinteki link".into(),
        }
    }
}

/// What a link to a group changes at the close (R-PUZ-9): +1 VP per link for each token of the
/// kind named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LinkValue {
    /// Each normal favor of this type (and each NPC favor showing it).
    Favors(FavorType),
    /// Each Haas token; the group is reached through pieces with the Haas link bonus.
    HaasTokens,
    /// Each Jinteki token; the group is reached through pieces with the Jinteki link bonus.
    JintekiTokens,
}

/// A group on the puzzle's frame (or reached through its special pieces).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GroupDef {
    pub id: String,
    pub name: String,
    /// A label of at most 5 characters for the frame.
    pub short: String,
    /// Frame places: the side of the 5×5 area and the cell along it (0..4, left to right or top
    /// to bottom).
    #[serde(default)]
    pub slots: Vec<(Side, u8)>,
    pub value: LinkValue,
    pub colour: (u8, u8, u8),
}

/// A loose puzzle piece.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceDef {
    pub id: String,
    pub pile: Pile,
    /// The sides its lines reach, as letters: "NS" is a straight line, "NESW" a cross.
    pub lines: String,
    /// A fixed piece may not be turned (D-6).
    #[serde(default)]
    pub fixed: bool,
    #[serde(default)]
    pub bonuses: Vec<Bonus>,
}

/// `<name>.puzzle.ron`: the conspiracy puzzle.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleFile {
    pub groups: Vec<GroupDef>,
    pub pieces: Vec<PieceDef>,
}

/// A detective's two twilight decks (R-COMP-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Deck {
    /// Cards that help their detective; played by its own player on its turn.
    Light,
    /// Cards that hurt their detective; held and played by the other players.
    Dark,
}

impl Deck {
    pub fn name(self) -> &'static str {
        match self {
            Deck::Light => "light",
            Deck::Dark => "dark",
        }
    }
}

/// One step of what a card, a plot card (and later an event or an ability) does: the effect
/// vocabulary. "The detective" is the card's own detective — a light card helps it, a dark
/// card (played by another seat in its turn) hurts it. "The player" is the seat that played
/// the card, who makes the choices about the world (which suspect, which lead, which token).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// The detective gains (or, negative, loses) Time this turn; never below 0.
    Time(i8),
    /// The detective's twilight marker moves: positive toward dark, negative toward light,
    /// never past an end (R-TWI-6).
    Shift(i8),
    /// The detective draws cards from its own light deck, while its hand has room (R-TWI-1).
    DrawLight(u8),
    /// The detective discards this many cards from its hand at random, each to the bottom of
    /// its deck.
    DiscardRandom(u8),
    /// The detective gains a normal favor of this type from the supply (R-COMP-7).
    Favor(FavorType),
    /// The detective gains a normal favor of a type its seat chooses.
    AnyFavor,
    /// The detective returns this many normal favors to the supply (of the types it holds most
    /// of), as many as it has.
    LoseFavor(u8),
    /// Good (`true`) or bad baggage on the detective's current plot card (R-PLOT-2).
    Baggage { good: bool, count: u8 },
    /// Conditional baggage of a named kind (a *Duty*, say): good or bad, or nothing, as the
    /// detective's current start or crossroads card lists it (R-PLOT-5).
    Conditional { kind: String, count: u8 },
    /// The detective takes this many −1 trauma counters (R-TOKEN-4).
    Trauma(u8),
    /// The player puts a hit on a live suspect of its choice (R-EVID-6).
    Hit,
    /// The player puts an alibi on a live suspect of its choice, face up (R-EVID-5).
    Alibi,
    /// The player turns one face-down evidence token of its choice face up.
    Reveal,
    /// The player looks at every face-down evidence token on one suspect, in secret.
    Peek,
    /// The player moves one lead (of the kind, if given) as if the seat on its left had just
    /// followed it up (R-LEAD-2).
    MoveLead(Option<LeadKind>),
    /// The detective is put on this location (a location id of the map). Not a move: no Time,
    /// no free draw, no Lily or Jimmy.
    Relocate(String),
    /// The detective gains a dropship pass from the supply (R-MOVE-5).
    DropshipPass,
    /// The detective gains a Haas token from the supply (R-TOKEN-2).
    Haas,
    /// The detective gains a Jinteki token from the supply (R-TOKEN-2).
    Jinteki,
    /// The detective returns one of its trauma counters to the supply (R-TOKEN-4).
    HealTrauma,
    /// The player puts one good or bad baggage on any detective's plot, its choice.
    GiveBaggage,
    /// The player moves Lily Lockwell on, as after a meeting (R-MOVE-8).
    MoveLily,
    /// The player moves Jimmy the Snitch on, as after a meeting (R-MOVE-9).
    MoveJimmy,
    /// The detective puts one of its warrants on its location; with both in play its player
    /// chooses which one moves there (R-TOKEN-3, D-11).
    WarrantHere,
    /// Caprice's Sanity moves this many steps (negative: down toward −3); nothing for the
    /// others (R-SETUP-13).
    Sanity(i8),
    /// Rachel's Money changes by this many dollars (never below $0); nothing for the others.
    Money(i32),
    /// Louis's Mood turns to Good (`true`) or Bad; nothing for the others.
    Mood(bool),
    /// A rule that holds for the detective until the end of this turn or this day.
    Until { span: Span, rule: Rule },
    /// The inner effects happen only if the condition holds for the detective.
    If { cond: Condition, then: Vec<Effect> },
    /// A fight (R-TWI-10): the detective's seat chooses light tactics (light-shift if able, then
    /// `light`) or dark tactics (dark-shift if able, then `dark`). Only on cards with the
    /// *Fight* trait.
    Fight {
        light: Vec<Effect>,
        dark: Vec<Effect>,
    },
}

/// How long an [`Effect::Until`] rule lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Span {
    Turn,
    Day,
}

/// A standing rule for one detective: from a card until the end of a turn or day, or while a
/// plot card is in play (R-PLOT-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Rule {
    /// The vehicle ruler is this many millimetres longer (negative: shorter).
    Ruler(i16),
    /// Every move costs this much more Time (negative: less, never below 1).
    MoveCost(i8),
    /// The detective's Time at the start of each turn changes by this much.
    TimePerTurn(i8),
    /// The hand limit changes by this much (R-TWI-1).
    HandLimit(i8),
    /// The detective may not take the draw action (free draws still happen).
    NoDraws,
    /// The detective may not follow up leads.
    NoFollowUps,
}

/// What must be true of the card's detective for a card to be played (its `requires`) or for
/// an [`Effect::If`] to happen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    /// Standing on a location of this quality.
    AtQuality(Quality),
    /// Standing on a location of this type.
    AtType(LocType),
    /// Standing on this location (a map id).
    At(String),
    /// Standing in Heinlein, on the Moon.
    OnMoon,
    /// Standing in New Angeles, on Earth.
    OnEarth,
    /// Standing on a location with a lead.
    OnLead,
    /// Standing on the scene of the crime.
    AtScene,
    /// Twilight marker left of the centre.
    LightShifted,
    /// Twilight marker right of the centre.
    DarkShifted,
    /// Holding at least this many normal favors (of any types).
    Favors(u8),
    /// Holding another card with this trait (R-TWI-11).
    HoldsTrait(String),
    /// The current plot card has more good than bad baggage.
    PlotGoingWell,
}

/// A twilight card as written in `<detective>.cards.ron`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: String,
    pub name: String,
    pub deck: Deck,
    /// Twilight cost: a light card dark-shifts its player, a dark card light-shifts its player
    /// (R-TWI-4, R-TWI-5).
    pub cost: u8,
    /// The plot colour it matches, if any (R-TWI-8).
    #[serde(default)]
    pub colour: Option<PlotColour>,
    /// Traits, as printed in bold italics (R-TWI-11).
    #[serde(default)]
    pub traits: Vec<String>,
    /// What a player reads.
    pub text: String,
    /// Conditions that must hold for the card to be played (R-TWI-4).
    #[serde(default)]
    pub requires: Vec<Condition>,
    /// Favors the card costs besides its twilight cost, at most 2, paid by whoever plays it
    /// with favors it chooses, NPC favors included (R-TOKEN-1).
    #[serde(default)]
    pub favors: Vec<FavorCost>,
    /// What the engine does; it must agree with `text`.
    pub effects: Vec<Effect>,
}

/// The largest hand limit a detective's sheet may print: a play may discard every other card
/// of its hand (R-TWI-7, D-22), and a play holds room for a hand this large and one more.
pub const MAX_HAND_LIMIT: u8 = 11;

/// `<detective>.cards.ron`: one detective's light and dark decks and its special cards.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardsFile {
    /// The detective's id.
    pub detective: String,
    pub cards: Vec<CardDef>,
    /// The special cards its setup names (R-COMP-5, R-SETUP-13): Sanity, Directives, Mood,
    /// Money, *Wrapped Up in Himself*, Memory cards.
    #[serde(default)]
    pub specials: Vec<SpecialDef>,
}

/// A special card (R-COMP-5): not part of any deck or hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialDef {
    pub id: String,
    pub name: String,
    pub text: String,
    /// Raymond's Memory cards are dealt to the other players at setup (R-SETUP-13).
    #[serde(default)]
    pub memory: bool,
    /// What happens to its detective when a Memory card comes back to it.
    #[serde(default)]
    pub effects: Vec<Effect>,
}

/// A plot's colour, matched by twilight cards of the same colour (R-TWI-8). Shown by name
/// and a swatch, never colour alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlotColour {
    Red,
    Blue,
    Green,
    Gold,
    Violet,
    Grey,
}

impl PlotColour {
    pub fn name(self) -> &'static str {
        match self {
            PlotColour::Red => "red",
            PlotColour::Blue => "blue",
            PlotColour::Green => "green",
            PlotColour::Gold => "gold",
            PlotColour::Violet => "violet",
            PlotColour::Grey => "grey",
        }
    }
    pub fn rgb(self) -> [u8; 3] {
        match self {
            PlotColour::Red => [200, 70, 60],
            PlotColour::Blue => [70, 120, 210],
            PlotColour::Green => [70, 160, 90],
            PlotColour::Gold => [210, 170, 50],
            PlotColour::Violet => [150, 90, 190],
            PlotColour::Grey => [140, 140, 140],
        }
    }
}

/// A start card, or one side of a crossroads card (R-PLOT-1, R-PLOT-2): baggage collects on
/// it, and its good and bad baggage sections name the kinds of conditional baggage that count
/// as good or bad while it is in play (R-PLOT-5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotStage {
    pub name: String,
    pub text: String,
    #[serde(default)]
    pub good: Vec<String>,
    #[serde(default)]
    pub bad: Vec<String>,
    /// Rules that last while this card is in play (R-PLOT-4).
    #[serde(default)]
    pub rules: Vec<Rule>,
}

/// One side of an ending card: VP at the close, and rules that last to the end of the game
/// (R-PLOT-4, R-PLOT-6).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotEnding {
    pub name: String,
    pub text: String,
    pub vp: i8,
    #[serde(default)]
    pub rules: Vec<Rule>,
}

/// A card with two sides: the side a positive resolution leads to, and the negative one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TwoSides<T> {
    pub good: T,
    pub bad: T,
}

/// One plot: a start card, a two-sided crossroads card and two two-sided ending cards
/// (R-PLOT-1). A positive start leads to the crossroads' `good` side, whose resolution leads
/// to a side of `endings.good`; a negative start to the `bad` side and then `endings.bad`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotDef {
    pub id: String,
    pub name: String,
    pub colour: PlotColour,
    pub start: PlotStage,
    pub crossroads: TwoSides<PlotStage>,
    pub endings: TwoSides<TwoSides<PlotEnding>>,
    /// A plot that lasts two weeks (Raymond's, R-PLOT-1): its start card resolves at the end
    /// of week 1, its crossroads card at the end of week 2.
    #[serde(default)]
    pub two_weeks: bool,
    /// Left out of the random draws (Caprice's *Descent into Madness*, R-SETUP-9).
    #[serde(default)]
    pub not_drawn: bool,
}

/// `<detective>.plots.ron`: one detective's plots.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotsFile {
    /// The detective's id.
    pub detective: String,
    pub plots: Vec<PlotDef>,
}

/// `<name>.map.ron`: the board.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapFile {
    pub districts: Vec<DistrictDef>,
    pub locations: Vec<LocationDef>,
    /// Location ids of the Beanstalk from its Earth end to its Moon end (R-MAP-1).
    pub beanstalk: Vec<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DistrictDef {
    pub id: String,
    pub name: String,
    pub area: Area,
    /// Border colour, sRGB bytes.
    pub color: (u8, u8, u8),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocationDef {
    pub id: String,
    pub name: String,
    pub district: String,
    #[serde(rename = "type")]
    pub kind: LocType,
    pub quality: Quality,
    /// Position of the symbol's centre in map millimetres (D-3).
    pub pos: (f32, f32),
    #[serde(default)]
    pub restricted: bool,
    /// Major locations have an ability (R-MAP-6); minor ones have none. This is its summary.
    #[serde(default)]
    pub ability: Option<String>,
    /// What the ability offers, one or more ways to use it (R-LOC-1).
    #[serde(default)]
    pub uses: Vec<AbilityDef>,
}

/// A favor an ability costs (R-TOKEN-1): one of a type, or one of any type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FavorCost {
    Of(FavorType),
    Any,
}

/// One way to use a major location's ability (R-LOC-1): its costs and its effects.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityDef {
    /// What a player reads: the costs and the effect.
    pub text: String,
    #[serde(default)]
    pub time: u8,
    #[serde(default)]
    pub favors: Vec<FavorCost>,
    pub effects: Vec<Effect>,
}

/// `<id>.detective.ron`: one detective's sheet.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetectiveDef {
    pub id: String,
    pub name: String,
    pub title: String,
    /// The figure's colour, sRGB bytes; the figure also carries `initials`.
    pub color: (u8, u8, u8),
    pub initials: String,
    pub start: String,
    /// Vehicle ruler length in map millimetres (R-MOVE-1, D-3).
    pub ruler_mm: f32,
    #[serde(default = "default_track")]
    pub twilight_track: u8,
    #[serde(default = "default_hand")]
    pub hand_limit: u8,
    #[serde(default = "default_time")]
    pub time_per_turn: u8,
    pub physical_lead: String,
    pub document_lead: String,
    pub npcs: Vec<NpcDef>,
    #[serde(default)]
    pub setup: DetectiveSetup,
    #[serde(default)]
    pub bio: String,
}

fn default_track() -> u8 {
    9
}
fn default_hand() -> u8 {
    6
}
fn default_time() -> u8 {
    6
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NpcDef {
    pub name: String,
    /// The favor types an NPC favor of this NPC counts as (R-TOKEN-1); empty if it grants none.
    #[serde(default)]
    pub favors: Vec<FavorType>,
    #[serde(default)]
    pub note: String,
}

/// What a detective's sheet puts in play at setup (R-SETUP-13).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetectiveSetup {
    /// Locations that get one of this detective's warrants.
    #[serde(default)]
    pub warrants: Vec<String>,
    #[serde(default)]
    pub dropship_passes: u8,
    /// NPC favors taken at setup: (NPC name, count).
    #[serde(default)]
    pub npc_favors: Vec<(String, u8)>,
    /// What else the sheet puts in play, in words (the later rules implement it).
    #[serde(default)]
    pub notes: Vec<String>,
    /// Twilight cards drawn at setup beyond the usual three, each from the detective's light
    /// deck or another player's dark deck (Rachel, R-SETUP-13).
    #[serde(default)]
    pub extra_cards: u8,
    /// Standing rules of the detective's special cards (R-SETUP-13, R-COMP-6): Floyd's
    /// Directives.
    #[serde(default)]
    pub rules: Vec<DetectiveRule>,
}

/// A rule a detective's special card puts on it for the whole game (R-SETUP-13).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DetectiveRule {
    /// In a fight the detective must choose light tactics (Floyd's First Directive).
    LightTacticsOnly,
    /// The detective never takes trauma (First Directive).
    NoTrauma,
    /// At most one light card per turn (Second Directive).
    OneLightCardPerTurn,
    /// Once per turn a lead may be followed up for 0 Time (Second Directive).
    FreeFollowUpEachTurn,
    /// The detective must stand on `at` at the end of day `day` of each week; if not, it is
    /// recalled there and takes one bad baggage (Third Directive).
    HomeBy { day: u8, at: String },
    /// Caprice's Sanity card: a track from +3 to −3, starting at +0, moved by
    /// [`Effect::Sanity`]; each trauma taken lowers it one step, each healed raises it. At −3
    /// the current plot is set aside and the plot `plot` begins at its start card.
    Sanity { plot: String },
    /// Louis's Mood card, starting on *Bad Mood* (hand limit −1); *Good Mood* gives +1. A dark
    /// card played on him turns it to Bad, good baggage on his plot turns it to Good.
    Mood,
    /// Rachel's Money card, starting at this many dollars; [`Effect::Money`] earns and spends
    /// it, and $1,000 pays for one favor of any type in an ability's cost (R-TOKEN-1).
    Money(u32),
    /// Raymond's *Wrapped Up in Himself*: at the start of each of his turns, 1 Time less if his
    /// plot card holds more bad than good baggage; discarded once he has won back two Memory
    /// cards (or every one dealt, if fewer).
    WrappedUp,
}

/// `<name>.suspects.ron`: the six suspects.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspectsFile {
    pub suspects: Vec<SuspectDef>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuspectDef {
    pub id: String,
    pub name: String,
    /// The file whose lowest value is discarded at the close (R-EVID-2).
    pub strong: LeadKind,
    /// The file whose highest value is discarded at the close (R-EVID-2).
    pub weak: LeadKind,
    #[serde(default)]
    pub bio: String,
}

/// `scenarios/<id>.murder.ron`: one murder sheet.
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub blurb: String,
    pub scene: String,
    /// All six suspects, top of the sheet first (R-SETUP-2), with their testimony-lead starts.
    pub suspects: Vec<ScenarioSuspect>,
    pub lily: Weeks,
    pub jimmy: Weeks,
    /// Its three specific events (R-SETUP-11, R-EVENT-3).
    #[serde(default)]
    pub events: Vec<EventDef>,
    /// The sheet's special rule (R-MURDER-1…6, D-14): one of this game's own, which the
    /// engine enforces.
    #[serde(default)]
    pub rule: Option<MurderRuleDef>,
}

/// A murder sheet's special rule (D-14) as written: the ID it has in the rules reference, a
/// name, what a player reads, and what the engine enforces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MurderRuleDef {
    /// Its ID in the rules reference (`R-MURDER-1`).
    pub id: String,
    pub name: String,
    /// What a player reads; it must agree with `kind`.
    pub text: String,
    pub kind: MurderRule,
}

/// What a murder's special rule does (R-MURDER-1…6). Written with a location's and a
/// suspect's id (`L`, `S` are `String`s); the validated content holds them resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MurderRule<L = String, S = String> {
    /// Evidence from a lead of this kind is always placed face up.
    FaceUp(LeadKind),
    /// A detective may enter `at` only while it holds a favor of `favor` (a normal one, or an
    /// NPC favor showing that type) or has its own warrant there; one standing there may stay.
    Invitation { at: L, favor: FavorType },
    /// No alibi may be placed on `suspect` before week `week`.
    NoAlibiBefore { suspect: S, week: u8 },
    /// No detective may enter `at` before day `day` of week `week`; one standing there may stay.
    ClosedUntil { at: L, week: u8, day: u8 },
    /// Getting a jump on the case costs this much Time instead of 1.
    JumpCost(u8),
    /// `suspect`'s testimony lead cannot be followed up before day `day` of week `week`.
    SilentUntil { suspect: S, week: u8, day: u8 },
}

impl<L, S> MurderRule<L, S> {
    /// The same rule with its location and suspect resolved by `loc` and `suspect`.
    pub fn resolve<L2, S2>(
        &self,
        loc: impl FnOnce(&L) -> Option<L2>,
        suspect: impl FnOnce(&S) -> Option<S2>,
    ) -> Option<MurderRule<L2, S2>> {
        Some(match self {
            MurderRule::FaceUp(k) => MurderRule::FaceUp(*k),
            MurderRule::Invitation { at, favor } => MurderRule::Invitation {
                at: loc(at)?,
                favor: *favor,
            },
            MurderRule::NoAlibiBefore { suspect: s, week } => MurderRule::NoAlibiBefore {
                suspect: suspect(s)?,
                week: *week,
            },
            MurderRule::ClosedUntil { at, week, day } => MurderRule::ClosedUntil {
                at: loc(at)?,
                week: *week,
                day: *day,
            },
            MurderRule::JumpCost(t) => MurderRule::JumpCost(*t),
            MurderRule::SilentUntil {
                suspect: s,
                week,
                day,
            } => MurderRule::SilentUntil {
                suspect: suspect(s)?,
                week: *week,
                day: *day,
            },
        })
    }
}

/// `<name>.events.ron`: the general event deck (R-SETUP-11).
#[derive(Asset, TypePath, Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventsFile {
    pub events: Vec<EventDef>,
}

/// An event card (section 11): a general one from the events file, or a specific one from a
/// murder sheet. "The owner" is the detective whose NPC the event brings onto the map.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventDef {
    pub id: String,
    pub name: String,
    /// What a player reads; it must agree with the fields below.
    pub text: String,
    /// NPCs it brings onto the map (R-EVENT-1): (NPC name as its detective's sheet spells it,
    /// location id).
    #[serde(default)]
    pub npcs: Vec<(String, String)>,
    /// What happens to every detective when the event arrives, first player first (no Time,
    /// no fights: it is not anybody's turn).
    #[serde(default)]
    pub each: Vec<Effect>,
    /// What happens to the owner when the event arrives.
    #[serde(default)]
    pub owner: Vec<Effect>,
    /// Rules on every detective while the event is in play.
    #[serde(default)]
    pub rules: Vec<Rule>,
    /// Temporary abilities (R-EVENT-4).
    #[serde(default)]
    pub actions: Vec<EventAction>,
    /// A specific event only: where each suspect's testimony lead goes (suspect id, location
    /// id), every suspect of the murder once (R-EVENT-3).
    #[serde(default)]
    pub leads: Vec<(String, String)>,
    /// A specific event only: the suspect it involves; if that suspect is dead or dies, the
    /// event ends and leaves the game (R-EVENT-3).
    #[serde(default)]
    pub suspect: Option<String>,
    /// While the event is in play its suspect is held: its testimony lead cannot be followed
    /// up (R-LEAD-5).
    #[serde(default)]
    pub holds: bool,
}

/// Who may use an event's temporary ability.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EventUser {
    #[default]
    Anyone,
    /// Only the owner of the event's NPC.
    Owner,
    /// Anyone but the owner.
    Others,
}

/// A temporary ability an event gives a location (R-EVENT-4).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventAction {
    /// The location id where it is used.
    pub at: String,
    #[serde(default)]
    pub who: EventUser,
    /// The first player to use it ends the event (R-EVENT-4); otherwise each player may use it
    /// once per round while the event lasts.
    #[serde(default)]
    pub once: bool,
    /// Its costs and what it does for the player who uses it.
    pub ability: AbilityDef,
    /// What it does to the owner, if the owner is in play.
    #[serde(default)]
    pub owner: Vec<Effect>,
    /// The owner gains this many favors of the event's first NPC, while it lives (R-NPC-1).
    #[serde(default)]
    pub npc_favors: u8,
    /// The event's NPCs are eliminated (R-NPC-1), which ends the event (R-EVENT-2).
    #[serde(default)]
    pub eliminate: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioSuspect {
    pub suspect: String,
    pub testimony_lead: String,
}

/// A location for week 1 and one for week 2.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weeks {
    pub week1: String,
    pub week2: String,
}
