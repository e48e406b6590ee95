//! Twilight cards as written: the decks, the effect vocabulary, standing rules, conditions,
//! the cards file and special cards.

use super::*;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A detective's two twilight decks (R-COMP-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Deck {
    /// Cards that help their detective; played by its own player on its turn.
    Light,
    /// Cards that hurt their detective; held and played by the other players.
    Dark,
}

impl Deck {
    /// The deck's name, lower case.
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
    Baggage {
        /// Good baggage (`true`) or bad.
        good: bool,
        /// How many tokens.
        count: u8,
    },
    /// Conditional baggage of a named kind (a *Duty*, say): good or bad, or nothing, as the
    /// detective's current start or crossroads card lists it (R-PLOT-5).
    Conditional {
        /// The kind of baggage, as plot cards name it.
        kind: String,
        /// How many tokens.
        count: u8,
    },
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
    Until {
        /// Until when it holds.
        span: Span,
        /// The rule.
        rule: Rule,
    },
    /// The inner effects happen only if the condition holds for the detective.
    If {
        /// What must hold.
        cond: Condition,
        /// What happens if it does.
        then: Vec<Effect>,
    },
    /// A fight (R-TWI-10): the detective's seat chooses light tactics (light-shift if able, then
    /// `light`) or dark tactics (dark-shift if able, then `dark`). Only on cards with the
    /// *Fight* trait.
    Fight {
        /// What light tactics do, after the light shift.
        light: Vec<Effect>,
        /// What dark tactics do, after the dark shift.
        dark: Vec<Effect>,
    },
}

/// How long an [`Effect::Until`] rule lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Span {
    /// Until the end of this turn.
    Turn,
    /// Until the end of this day.
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
    /// Its id, unique among all cards.
    pub id: String,
    /// Its name, as the hand shows it.
    pub name: String,
    /// The deck it is shuffled into.
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
    /// The detective's light and dark cards.
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
    /// Its id, named by a detective's setup.
    pub id: String,
    /// Its name.
    pub name: String,
    /// What a player reads.
    pub text: String,
    /// Raymond's Memory cards are dealt to the other players at setup (R-SETUP-13).
    #[serde(default)]
    pub memory: bool,
    /// What happens to its detective when a Memory card comes back to it.
    #[serde(default)]
    pub effects: Vec<Effect>,
}
