//! The logic plugin: the game's state as entities and resources, its phases as Bevy
//! [`States`], and the systems that run the rules. Nothing here draws anything; tests and the
//! headless simulator add only [`LogicPlugin`].
//!
//! Every player choice arrives as a [`Command`] message (from the UI, a bot, a test or a
//! replay). [`turns::apply_commands`] checks it with [`crate::rules::check`] and either applies
//! it or answers with a [`Refusal`] that says why.

pub mod bot;
pub mod conspiracy;
pub mod digest;
pub mod events;
pub mod investigation;
pub mod lookahead;
pub mod plots;
pub mod setup;
pub mod state;
pub mod turns;
pub mod twilight;

use crate::content::{Bonus, Content, FavorType, LeadKind, LocId, Pile};
use crate::rules::Snapshot;
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use digest::digest;

/// The phases of the application and of a game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Content is being loaded (the presentation layer shows progress).
    #[default]
    Loading,
    /// The content is broken; the errors are in [`ContentErrors`].
    Broken,
    /// The main menu and the new-game screen.
    Menu,
    /// Setting up a game from [`GameConfig`] (R-SETUP-*).
    Setup,
    /// Players take turns (R-ROUND-1…3).
    Daytime,
    /// End of day: the calendar moves on (R-ROUND-5…7).
    EndOfDay,
    /// The game is over (R-CLOSE-1).
    CaseClosed,
}

/// The errors that stopped content from loading, for the error screen.
#[derive(Resource, Default, Clone, Debug)]
pub struct ContentErrors(pub Vec<String>);

/// Whether a seat is played by a person at this screen or by the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Bot,
}

/// How well a bot seat plays (D-4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    /// Plausible moves, little planning: often takes the first reasonable thing it sees.
    Easy,
    /// Plans its Time, plays to its hunches, builds links.
    #[default]
    Normal,
    /// Looks ahead: plays each of its best options on in games drawn to fit what it knows.
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }
    /// `easy`, `normal` or `hard`.
    pub fn parse(s: &str) -> Result<Self, String> {
        match s {
            "easy" => Ok(BotLevel::Easy),
            "normal" => Ok(BotLevel::Normal),
            "hard" => Ok(BotLevel::Hard),
            _ => Err(format!("`{s}` is not a bot level: easy, normal or hard")),
        }
    }
}

/// One seat of a new game: a detective (by id, or random) and who plays it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatConfig {
    pub detective: Option<String>,
    pub kind: SeatKind,
    /// A bot seat's level.
    #[serde(default)]
    pub level: BotLevel,
}

/// What a new game is made of. Anything left `None` is drawn with the game's RNG at setup.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameConfig {
    pub scenario: Option<String>,
    pub seats: Vec<SeatConfig>,
    pub seed: u64,
    /// The first player's seat (R-SETUP-12); random if `None`.
    pub first_player: Option<u8>,
}

impl GameConfig {
    /// `players` seats, the first `humans` of them human, detectives at random.
    pub fn new(players: usize, humans: usize, seed: u64) -> Self {
        GameConfig {
            scenario: None,
            seats: (0..players)
                .map(|i| SeatConfig {
                    detective: None,
                    kind: if i < humans {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot
                    },
                    level: BotLevel::Normal,
                })
                .collect(),
            seed,
            first_player: None,
        }
    }
}

/// A player's choice: the seat it comes from and what it does.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Command {
    pub seat: u8,
    pub action: Action,
}

/// Everything a seat can do. Later rules add their actions and answers here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Move with the vehicle ruler or one Beanstalk step (R-MOVE-1…4).
    Move { to: LocId },
    /// Move anywhere by spending a dropship pass (R-MOVE-5).
    Dropship { to: LocId },
    /// Put your hero marker on the scene of the crime (R-ROUND-4).
    JumpOnTheCase,
    /// Stop spending Time; the next seat plays (R-ROUND-2).
    EndTurn,
    /// Follow up the lead on your location (R-LEAD-1).
    FollowUp { kind: LeadKind, owner: LeadOwner },
    /// Answer of the seat on the active player's right: where the lead goes (R-LEAD-2).
    PlaceLead { to: LocId },
    /// After a lead: draw an evidence token to place (R-LEAD-4, R-EVID-1).
    TakeEvidence,
    /// After a lead: uncover the conspiracy (R-LEAD-4): reveal information, or dig deeper
    /// (R-PUZ-1…3).
    UncoverConspiracy { dig: bool },
    /// Shift benefit: light- or dark-shift one seat one space (R-PUZ-4).
    Shift { seat: u8, dark: bool },
    /// Favor benefit: one normal favor from the supply (R-PUZ-4).
    GainFavor { kind: FavorType },
    /// Baggage benefit: good or bad baggage on a seat's plot (R-PUZ-4).
    GiveBaggage { seat: u8, good: bool },
    /// Place the drawn puzzle piece, turned clockwise `turns` quarter turns (R-PUZ-5, D-6).
    PlacePiece { col: u8, row: u8, turns: u8 },
    /// Discard the drawn puzzle piece (R-PUZ-5).
    DiscardPiece,
    /// Bonus: move a lead as if the player on your left had followed it up (R-PUZ-6).
    MoveLeadBonus { owner: LeadOwner, to: LocId },
    /// Bonus: a hit on a live suspect (R-PUZ-6, R-EVID-6).
    HitBonus { suspect: u8 },
    /// Bonus: draw a piece of the shown pile and add it to the puzzle (R-PUZ-6).
    DrawBonusPiece,
    /// Leave a bonus unused (every bonus is optional, R-PUZ-6).
    SkipBonus,
    /// Draw a twilight card (1 Time, R-TWI-2): from your own light deck when `from` is your
    /// seat, else from that seat's dark deck. Also the answer to a free draw (R-MOVE-6).
    DrawCard { from: u8 },
    /// Discard a card from your hand to the bottom of its deck (1 Time, R-TWI-2).
    DiscardCard { card: u16 },
    /// Play a light card from your hand (1 Time, R-TWI-4), on your turn or as the one light
    /// card after a dark one (R-TWI-9).
    PlayLight { play: CardPlay },
    /// Let a free draw go (R-MOVE-6).
    SkipDraw,
    /// In a response window, play a dark card against the active detective (R-TWI-5, R-TWI-9).
    PlayDark { play: CardPlay },
    /// Let the response window (or the light card after a dark one) pass (D-7, R-TWI-9).
    PassResponse,
    /// A fight's target chooses light or dark tactics (R-TWI-10).
    Tactics { dark: bool },
    /// A card's effect: the suspect for a hit, an alibi or a look (R-EVID-5, R-EVID-6).
    ChooseSuspect { suspect: u8 },
    /// Use the ability of the major location you stand on (R-LOC-1): its `option`-th use,
    /// paying its favor costs with favors of these types, in order (R-TOKEN-1).
    UseAbility { option: u8, pay: [Option<Pay>; 2] },
    /// Put the drawn token on a live suspect, in the file of the lead's type (R-EVID-1).
    PlaceEvidence { suspect: u8, face_up: bool },
    /// Lily Lockwell: turn a face-down token face up (R-MOVE-8). `token` is its [`GameId`].
    RevealEvidence { token: u32 },
    /// Lily Lockwell moves on (R-MOVE-8).
    MoveLily { to: LocId },
    /// Jimmy the Snitch: spend 1 Time to look at a suspect's face-down evidence (R-MOVE-9).
    Peek { suspect: u8 },
    /// Jimmy the Snitch: let the chance go.
    DeclinePeek,
    /// Jimmy the Snitch moves on after a peek (R-MOVE-9).
    MoveJimmy { to: LocId },
    /// Use the `option`-th temporary ability of an event in play (R-EVENT-4), standing where it
    /// is used, paying its favors with `pay` (R-TOKEN-1).
    EventAction {
        event: u16,
        option: u8,
        pay: [Option<Pay>; 2],
    },
    /// Raymond asks `from` for his Memory card back (1 Time, R-SETUP-13).
    RecallMemory { from: u8 },
    /// The holder's answer: give the Memory card back and take this favor of Raymond's, or
    /// (`None`) keep it.
    ReturnMemory { take: Option<FavorType> },
}

/// A choice the game waits for before anything else may happen. Public: every seat may know
/// what is awaited (the drawn token's value stays in [`Pending::drawn`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// The seat on the right of the active player places the followed-up lead (R-LEAD-2).
    PlaceLead {
        chooser: u8,
        kind: LeadKind,
        owner: LeadOwner,
        from: LocId,
    },
    /// The active player chooses evidence or the conspiracy (R-LEAD-4).
    LeadReward { seat: u8, kind: LeadKind },
    /// The active player puts its drawn token on a suspect (R-EVID-1).
    PlaceEvidence { seat: u8, kind: LeadKind },
    /// The seat that entered Lily's location turns a token face up (R-MOVE-8).
    LilyReveal { seat: u8 },
    /// ... and moves Lily on.
    MoveLily { seat: u8 },
    /// The seat that entered Jimmy's location may pay for a peek (R-MOVE-9).
    JimmyOffer { seat: u8 },
    /// ... and after a peek moves Jimmy on.
    MoveJimmy { seat: u8 },
    /// The benefit of a drawn puzzle piece's type (R-PUZ-4).
    Benefit { seat: u8, pile: Pile },
    /// Place or discard the drawn puzzle piece (R-PUZ-5).
    PlacePiece { seat: u8 },
    /// One bonus printed on a placed or discarded piece (R-PUZ-6).
    Bonus { seat: u8, bonus: Bonus },
    /// A seedy location's free draw from another player's dark deck (R-MOVE-6).
    FreeDraw { seat: u8 },
    /// An extra card at setup, from the seat's light deck or another's dark deck (R-SETUP-13).
    ExtraDraw { seat: u8 },
    /// A response window after the active player's action: `seat` may play one of the active
    /// detective's dark cards it holds (R-TWI-5, R-TWI-9, D-7).
    Response { seat: u8 },
    /// After a dark card, the active player may play one light card (R-TWI-9).
    Counter { seat: u8 },
    /// A fight card was played on `seat`'s detective by `by`: light or dark tactics (R-TWI-10).
    Fight { seat: u8, card: u16, by: u8 },
    /// A card's effect asks `seat` (the seat that played it) to choose; `target` is the card's
    /// detective's seat.
    Choice {
        seat: u8,
        target: u8,
        choice: Choice,
    },
    /// Raymond (`raymond`) asks `seat` for its Memory card back (R-SETUP-13).
    MemoryAsked { seat: u8, raymond: u8 },
}

/// One favor paid for a cost (R-TOKEN-1): a normal favor of a type, or a favor of the
/// detective's NPC (index into its sheet's NPCs), which counts as any one type it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pay {
    Favor(FavorType),
    Npc(u8),
    /// $1,000 of Rachel's Money, in place of any one favor (R-SETUP-13).
    Money,
}

/// What a card's effect asks its player to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    Hit,
    Alibi,
    Reveal,
    Peek,
    MoveLead(Option<LeadKind>),
    Favor,
}

/// A card played, and how its twilight cost is paid: up to three cards discarded to lower it
/// (R-TWI-7) and a plot-colour adjustment of −1, 0 or +1 (R-TWI-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardPlay {
    pub card: u16,
    pub discard: [Option<u16>; 3],
    pub adjust: i8,
}

impl CardPlay {
    /// The card as printed: no discards, no adjustment.
    pub fn new(card: u16) -> Self {
        CardPlay {
            card,
            discard: [None; 3],
            adjust: 0,
        }
    }
    pub fn discards(&self) -> Vec<u16> {
        self.discard.iter().flatten().copied().collect()
    }
}

impl Decision {
    /// The seat whose answer the game waits for.
    pub fn decider(&self) -> u8 {
        match *self {
            Decision::PlaceLead { chooser, .. } => chooser,
            Decision::LeadReward { seat, .. }
            | Decision::PlaceEvidence { seat, .. }
            | Decision::LilyReveal { seat }
            | Decision::MoveLily { seat }
            | Decision::JimmyOffer { seat }
            | Decision::MoveJimmy { seat }
            | Decision::Benefit { seat, .. }
            | Decision::PlacePiece { seat }
            | Decision::Bonus { seat, .. }
            | Decision::FreeDraw { seat }
            | Decision::ExtraDraw { seat }
            | Decision::Response { seat }
            | Decision::Counter { seat }
            | Decision::Fight { seat, .. }
            | Decision::Choice { seat, .. }
            | Decision::MemoryAsked { seat, .. } => seat,
        }
    }
}

/// The decision the game waits for, if any, and the evidence token drawn for it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pending {
    pub decision: Option<Decision>,
    /// The token drawn and not yet placed: only the drawing seat sees it (R-EVID-1).
    pub drawn: Option<Evidence>,
    /// Decisions that come after the current one, first first (a piece's benefit, placing it,
    /// its bonuses).
    pub queue: Vec<Decision>,
    /// The puzzle piece drawn and not yet placed (index into the content's pieces); public.
    pub piece: Option<u16>,
    /// The active player's last action waits, once it has fully resolved, for its response
    /// window (R-MOVE-7, R-TWI-9): one window per action, never after answers alone.
    pub trigger: bool,
}

/// The conspiracy puzzle on the table (R-SETUP-7, section 8).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Puzzle {
    pub grid: crate::rules::puzzle::Grid,
    /// Face-down piles, least valuable first, top of each last.
    pub piles: [Vec<u16>; 3],
    pub discard: Vec<u16>,
    /// Each seat's hero marker: beside which pile, or gone once every pile is empty.
    pub heroes: Vec<Option<usize>>,
}

impl Puzzle {
    pub fn counts(&self) -> [usize; 3] {
        [
            self.piles[0].len(),
            self.piles[1].len(),
            self.piles[2].len(),
        ]
    }
}

/// A seat's hand of twilight cards (indexes into [`Content::cards`]); only the seat sees it.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand(pub Vec<u16>);

/// One twilight deck: face-down cards (top last) and the face-up cards at its bottom that are
/// shuffled in when the face-down ones run out (R-TWI-3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DeckPile {
    pub down: Vec<u16>,
    pub under: Vec<u16>,
}

impl DeckPile {
    pub fn len(&self) -> usize {
        self.down.len() + self.under.len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Every seat's light and dark deck, by seat (R-SETUP-10).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Decks {
    pub light: Vec<DeckPile>,
    pub dark: Vec<DeckPile>,
}

/// Tokens a seat holds (R-COMP-2): favors by [`FavorType::index`], Haas, Jinteki and
/// conspiracy tokens, trauma counters, and the baggage on the plot card in play (R-PLOT-2).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Holdings {
    pub favors: [u8; 4],
    pub haas: u8,
    pub jinteki: u8,
    pub conspiracy: u8,
    pub good_baggage: u8,
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
    Start,
    /// The crossroads card, on the side a positive (`good`) or negative start led to.
    Crossroads {
        good: bool,
    },
}

/// An ending card in play: the plot, the crossroads side that led to it, and its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EndingInPlay {
    pub plot: u16,
    pub path_good: bool,
    pub good: bool,
}

impl EndingInPlay {
    pub fn def<'a>(&self, content: &'a Content) -> &'a crate::content::PlotEnding {
        let e = &content.plots[self.plot as usize].def.endings;
        let card = if self.path_good { &e.good } else { &e.bad };
        if self.good { &card.good } else { &card.bad }
    }
}

/// A detective's plots (R-PLOT-*): the plot lived now and its card in play, the endings in
/// play, and the plots already lived (never drawn again).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlotState {
    pub current: Option<(u16, Stage)>,
    pub endings: Vec<EndingInPlay>,
    pub lived: Vec<u16>,
}

impl PlotState {
    /// The start or crossroads card in play, if any.
    pub fn stage<'a>(&self, content: &'a Content) -> Option<&'a crate::content::PlotStage> {
        let (plot, stage) = self.current?;
        let def = &content.plots[plot as usize].def;
        Some(match stage {
            Stage::Start => &def.start,
            Stage::Crossroads { good: true } => &def.crossroads.good,
            Stage::Crossroads { good: false } => &def.crossroads.bad,
        })
    }
    /// The rules the plot cards in play put on the detective (R-PLOT-4).
    pub fn rules(&self, content: &Content) -> Vec<crate::content::Rule> {
        let mut out: Vec<_> = self
            .stage(content)
            .map(|s| s.rules.clone())
            .unwrap_or_default();
        for e in &self.endings {
            out.extend(e.def(content).rules.iter().copied());
        }
        out
    }
    pub fn colour(&self, content: &Content) -> Option<crate::content::PlotColour> {
        self.current
            .map(|(p, _)| content.plots[p as usize].def.colour)
    }
}

/// A Memory card of Raymond's dealt to this detective's player at setup (R-SETUP-13): an
/// index into [`Content::specials`]. Not part of the hand (R-TWI-1); only its holder sees it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Memory(pub Option<u16>);

/// The special cards in play on a detective (R-SETUP-13, R-COMP-6): Caprice's Sanity, Louis's
/// Mood, Rachel's Money, Raymond's *Wrapped Up in Himself*. Public.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
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
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Npc {
    pub npc: crate::content::NpcRef,
    /// The seat playing its detective, if in the game.
    pub seat: Option<u8>,
    pub alive: bool,
    /// Where an event put it, and which event (index into the content's events).
    pub on_map: Option<(LocId, u16)>,
}

/// An event on a space of the track: face up while its effect lasts, face down once it ended
/// (R-EVENT-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EventSlot {
    pub event: u16,
    pub active: bool,
}

/// The events (R-SETUP-11, R-EVENT-1…4): the general deck (its order secret from every seat),
/// the two spaces of the track, and the murder's specific event (unseen until revealed).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EventTrack {
    /// General events left, the top one last.
    pub deck: Vec<u16>,
    /// Space 1, then space 2.
    pub spaces: [Option<EventSlot>; 2],
    /// The specific event, face down until the start of week 2.
    pub specific: Option<EventSlot>,
    pub specific_revealed: bool,
    /// Which seats used which event's temporary ability this round: (seat, event, option).
    pub used: Vec<(u8, u16, u8)>,
}

impl EventTrack {
    /// The events whose effects last now, track first.
    pub fn active(&self) -> Vec<u16> {
        let specific = self.specific.filter(|_| self.specific_revealed);
        self.spaces
            .iter()
            .chain(std::iter::once(&specific))
            .flatten()
            .filter(|s| s.active)
            .map(|s| s.event)
            .collect()
    }
}

/// Rules from cards on a detective until the end of its turn or of the day (R-TWI-12).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TempRules(pub Vec<(crate::content::Rule, crate::content::Span)>);

/// The rules turned a command down.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Refusal {
    pub seat: u8,
    pub action: Action,
    pub reason: String,
}

/// A detective entered a location (the hook for free draws, R-MOVE-6, and for reactions,
/// R-MOVE-7, which the twilight-card rules fill).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Entered {
    pub seat: u8,
    pub loc: LocId,
}

/// The outcome of the last command, for the UI's status line and for tests.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct LastOutcome(pub Option<Result<String, String>>);

/// A stable identity for every game entity, in spawn order, so the digest and every system
/// visit entities in the same order each run.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u32);

/// A location on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place(pub LocId);

/// Where a token or figure stands.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct At(pub LocId);

/// A detective's figure, played by `seat`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DetectiveFigure {
    pub seat: u8,
    /// Index into [`Content::detectives`].
    pub detective: u8,
}

/// Position of the twilight marker: 0 is the centre, negative light, positive dark (D-2).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Twilight(pub i8);

/// Dropship passes a detective holds (R-MOVE-5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DropshipPasses(pub u8);

/// Whose lead a lead marker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LeadOwner {
    /// A testimony lead, with the suspect's index into [`Content::suspects`].
    Suspect(u8),
    /// A physical or document lead from a detective's sheet (index into `Content::detectives`).
    Detective(u8),
}

/// A lead marker (R-COMP-3).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lead {
    pub kind: LeadKind,
    pub owner: LeadOwner,
}

/// A suspect in play, `order` counting from the top of the murder sheet (R-SETUP-2).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Suspect {
    pub index: u8,
    pub order: u8,
    pub alive: bool,
    /// Hit tokens on the suspect; the third kills (R-EVID-6).
    pub hits: u8,
    /// Alibi tokens on the suspect, face up (R-EVID-5).
    pub alibis: u8,
    /// Held by an event: its testimony lead cannot be followed up (R-LEAD-5).
    pub held: bool,
}

impl Suspect {
    pub fn new(index: u8, order: u8) -> Self {
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
pub fn seat_bit(seat: u8) -> u8 {
    1 << seat
}

/// An evidence token on a suspect (R-EVID-1). Its value is secret while face down: only the
/// seats in `known_to` may see it (D-8).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EvidenceToken {
    pub face: Evidence,
    /// The suspect (index into [`Content::suspects`]).
    pub suspect: u8,
    pub file: LeadKind,
    pub face_up: bool,
    /// Bit per seat that knows the value: the placer, and seats that peeked.
    pub known_to: u8,
    pub placed_by: u8,
}

impl EvidenceToken {
    /// The value `viewer` may see: face up for all, face down for the seats that know it.
    pub fn seen_by(&self, viewer: Option<u8>) -> Option<Evidence> {
        (self.face_up || viewer.is_some_and(|v| self.known_to & seat_bit(v) != 0))
            .then_some(self.face)
    }
}

/// A seat's two hunch cards, dealt face down (R-SETUP-8): suspect indexes into
/// [`Content::suspects`]. Only `seat` may see them.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hunch {
    pub seat: u8,
    pub guilty: u8,
    pub innocent: u8,
}

/// The scene-of-the-crime marker.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SceneOfCrime;

/// Lily Lockwell, reporter (R-MOVE-8).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lily;

/// Jimmy the Snitch (R-MOVE-9).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jimmy;

/// A detective's hero marker on the scene of the crime (R-ROUND-4).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeroMarker {
    pub seat: u8,
}

/// A warrant marker (R-TOKEN-3): it spares only its owner the extra Time.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warrant {
    pub seat: u8,
}

/// One seat of the game in play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    pub detective: usize,
    pub kind: SeatKind,
    pub level: BotLevel,
}

/// Who plays, and which murder (fixed for the whole game).
#[derive(Resource, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    pub scenario: usize,
    pub seats: Vec<Seat>,
    pub seed: u64,
}

/// The calendar, the turn order and the time track (R-ROUND-1…2).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Clock {
    pub week: u8,
    pub day: u8,
    pub first_player: u8,
    /// Turns finished today.
    pub turn: u8,
    /// Time left on the time track for the active seat.
    pub time: u8,
}

impl Clock {
    pub fn active(&self, seats: usize) -> u8 {
        ((self.first_player as usize + self.turn as usize) % seats) as u8
    }
}

/// One evidence token's face (R-COMP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Evidence {
    Value(i8),
    SurpriseWitness,
    Perjury,
}

/// The face-down evidence pile, top last (R-SETUP-5).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EvidencePile(pub Vec<Evidence>);

/// The token banks' finite supplies (R-COMP-7).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Supply {
    pub dropship_passes: u8,
    pub alibis: u8,
    pub hits: u8,
    /// Evidence tokens that went back to the box from dead suspects (R-EVID-6).
    pub evidence_returned: u8,
    /// Normal favors by [`FavorType::index`].
    pub favors: [u8; 4],
    pub baggage: u8,
    pub conspiracy: u8,
    /// −1 and −3 trauma counters left (R-COMP-2).
    pub trauma: u8,
    pub trauma_big: u8,
    /// Haas and Jinteki tokens left (R-COMP-2, R-TOKEN-2).
    pub haas: u8,
    pub jinteki: u8,
}

/// What the active seat has done this turn, for once-per-turn rules (Floyd's Directives).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurnLog {
    pub light_cards: u8,
    pub followed_up: bool,
}

/// Which seats used which location's ability this round (R-LOC-1: once per round each).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilitiesUsed(pub Vec<(u8, LocId)>);

/// The next [`GameId`] to give a spawned entity.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NextGameId(pub u32);

impl NextGameId {
    pub fn take(&mut self) -> GameId {
        self.0 += 1;
        GameId(self.0)
    }
}

/// The game's one random number generator, advanced only by rule systems.
#[derive(Resource, Debug)]
pub struct GameRng(pub ChaCha8Rng);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }
}

/// One line of the game's log.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogEntry {
    pub week: u8,
    pub day: u8,
    /// The seat the line is about, if any.
    pub seat: Option<u8>,
    /// `Some(seat)` for a secret only that seat may read (D-8); `None` for everyone.
    pub private_to: Option<u8>,
    pub text: String,
}

/// What happened, in words.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameLog(pub Vec<LogEntry>);

/// Stepping through a finished game: its config and commands, and how many of them are shown
/// now. While it exists nobody plays: bots wait and the rules refuse new commands.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Review {
    pub config: GameConfig,
    pub commands: Vec<Command>,
    /// The [`Timeline`] of the commands.
    pub marks: Vec<(u8, u8, u8)>,
    pub at: usize,
}

impl Review {
    /// Where the steps stop: the start of each turn, and the end.
    pub fn stops(&self) -> Vec<usize> {
        let mut out = vec![0];
        out.extend((1..self.marks.len()).filter(|&i| self.marks[i] != self.marks[i - 1]));
        out.push(self.commands.len());
        out.dedup();
        out
    }
}

/// When each command of [`History`] was given: (week, day, turn of the day).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Timeline(pub Vec<(u8, u8, u8)>);

/// The saved commands of a game being loaded, still to be applied (see
/// [`turns::apply_commands`]); bots wait while any are left.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ReplayQueue(pub std::collections::VecDeque<Command>);

/// How far back the active human may undo: the length of [`History`] after the last command
/// that showed anybody something new (a draw or any random step, a look, another seat's
/// answer — a dark card not played aside —, a card played, the end of a turn). Undo never goes
/// past it, so nothing hidden can be seen twice.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoBarrier(pub usize);

impl UndoBarrier {
    /// The commands to keep to undo the last step (with the passes of the response window
    /// after it), if it may be undone.
    pub fn undo(&self, history: &History) -> Option<usize> {
        let last = history
            .0
            .iter()
            .rposition(|c| c.action != Action::PassResponse)?;
        (last >= self.0).then_some(last)
    }
}

/// Every command the rules accepted, in order: with the config, a whole game.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct History(pub Vec<Command>);

/// How the game ended, once it has: every suspect with all tokens face up, the scoring and
/// one summary line (R-CLOSE-*).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Outcome {
    pub summary: String,
    /// Suspects in murder-sheet order, every token face up (R-CLOSE-2).
    pub suspects: Vec<crate::rules::scoring::SuspectAtClose>,
    /// Each seat's hunches, as indexes into `suspects`.
    pub hunches: Vec<crate::rules::scoring::Hunches>,
    pub result: crate::rules::scoring::CaseResult,
}

/// The rules, the phases and the bots — no rendering.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Phase>()
            .add_message::<Command>()
            .add_message::<Refusal>()
            .add_message::<Entered>()
            .init_resource::<ContentErrors>()
            .init_resource::<LastOutcome>()
            .init_resource::<AbilitiesUsed>()
            .init_resource::<TurnLog>()
            .init_resource::<EventTrack>()
            .init_resource::<UndoBarrier>()
            .init_resource::<Timeline>()
            .init_resource::<bot::BotPace>()
            .add_systems(OnEnter(Phase::Setup), setup::setup_game)
            .add_systems(OnEnter(Phase::Daytime), turns::start_day)
            .add_systems(
                Update,
                (
                    bot::bot_turn.run_if(in_state(Phase::Daytime)),
                    bot::hard_bot_turn.run_if(in_state(Phase::Daytime)),
                    turns::apply_commands,
                )
                    .chain()
                    .run_if(resource_exists::<Table>),
            )
            .add_systems(
                OnEnter(Phase::EndOfDay),
                (
                    plots::resolve_plots,
                    events::end_of_day_event,
                    turns::end_of_day,
                )
                    .chain(),
            )
            .add_systems(OnEnter(Phase::CaseClosed), investigation::close_case);
    }
}

/// What [`GameQuery`] reads of each detective figure.
pub type DetectiveData = (
    &'static DetectiveFigure,
    &'static At,
    &'static Twilight,
    &'static DropshipPasses,
    &'static Holdings,
    &'static PlotState,
    &'static TempRules,
    &'static Specials,
);

/// Read access to the whole game, turning entities into a [`Snapshot`] for the rules.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GameQuery<'w, 's> {
    pub content: Res<'w, Content>,
    pub table: Res<'w, Table>,
    pub clock: Res<'w, Clock>,
    pub phase: Res<'w, State<Phase>>,
    pub pending: Res<'w, Pending>,
    pub pile: Res<'w, EvidencePile>,
    pub puzzle: Res<'w, Puzzle>,
    pub supply: Res<'w, Supply>,
    pub decks: Res<'w, Decks>,
    pub used: Res<'w, AbilitiesUsed>,
    pub turn_log: Res<'w, TurnLog>,
    pub hands: Query<'w, 's, (&'static DetectiveFigure, &'static Hand, &'static Memory)>,
    pub detectives: Query<'w, 's, DetectiveData>,
    pub npcs: Query<'w, 's, (&'static GameId, &'static Npc)>,
    pub events: Res<'w, EventTrack>,
    pub warrants: Query<'w, 's, (&'static Warrant, &'static At)>,
    pub leads: Query<'w, 's, (&'static GameId, &'static Lead, &'static At)>,
    pub suspects: Query<'w, 's, &'static Suspect>,
    pub evidence: Query<'w, 's, (&'static GameId, &'static EvidenceToken)>,
    pub hunches: Query<'w, 's, &'static Hunch>,
    pub scene: Query<'w, 's, &'static At, With<SceneOfCrime>>,
    pub hero: Query<'w, 's, &'static HeroMarker>,
    pub lily: Query<'w, 's, &'static At, With<Lily>>,
    pub jimmy: Query<'w, 's, &'static At, With<Jimmy>>,
}

impl GameQuery<'_, '_> {
    /// The public state: what every seat may know.
    pub fn snapshot(&self) -> Snapshot {
        self.snapshot_for(None)
    }

    /// The state as `viewer` may know it: the public state, plus the values of the tokens that
    /// seat placed or peeked at, its hunches and the token it has drawn (D-8).
    pub fn snapshot_for(&self, viewer: Option<u8>) -> Snapshot {
        use crate::rules::{SeatState, SuspectView, TokenView};
        let table = &self.table;
        let clock = &self.clock;
        let mut seats: Vec<SeatState> = table
            .seats
            .iter()
            .map(|s| SeatState {
                detective: s.detective,
                kind: s.kind,
                at: LocId(0),
                warrants: Vec::new(),
                dropship_passes: 0,
                twilight: 0,
                holdings: Holdings::default(),
                hand: 0,
                light_deck: 0,
                dark_deck: 0,
                rules: Vec::new(),
                plot_colour: None,
                plot: None,
                specials: Specials::default(),
                memory: false,
            })
            .collect();
        let mut hand = Vec::new();
        let mut memory = None;
        for (d, h, m) in &self.hands {
            seats[d.seat as usize].hand = h.0.len();
            seats[d.seat as usize].memory = m.0.is_some();
            if viewer == Some(d.seat) {
                hand = h.0.clone();
                memory = m.0;
            }
        }
        for (i, s) in seats.iter_mut().enumerate() {
            s.light_deck = self.decks.light.get(i).map(DeckPile::len).unwrap_or(0);
            s.dark_deck = self.decks.dark.get(i).map(DeckPile::len).unwrap_or(0);
        }
        let event_rules: Vec<crate::content::Rule> = self
            .events
            .active()
            .into_iter()
            .flat_map(|e| self.content.events[e as usize].def.rules.iter().copied())
            .collect();
        for (d, at, tw, passes, holdings, plot, temp, specials) in &self.detectives {
            let s = &mut seats[d.seat as usize];
            s.at = at.0;
            s.twilight = tw.0;
            s.dropship_passes = passes.0;
            s.holdings = *holdings;
            s.rules = plot.rules(&self.content);
            s.rules.extend(temp.0.iter().map(|(r, _)| *r));
            s.rules.extend(event_rules.iter().copied());
            s.specials = *specials;
            s.plot_colour = plot.colour(&self.content);
            s.plot = plot.current;
        }
        for (w, at) in &self.warrants {
            seats[w.seat as usize].warrants.push(at.0);
        }
        for s in &mut seats {
            s.warrants.sort();
        }
        let mut leads: Vec<(GameId, Lead, At)> =
            self.leads.iter().map(|(g, l, a)| (*g, *l, *a)).collect();
        leads.sort_by_key(|(g, _, _)| *g);
        let mut suspects: Vec<SuspectView> = self
            .suspects
            .iter()
            .map(|s| SuspectView {
                index: s.index,
                order: s.order,
                alive: s.alive,
                hits: s.hits,
                alibis: s.alibis,
                held: s.held,
            })
            .collect();
        suspects.sort_by_key(|s| s.order);
        let mut evidence: Vec<TokenView> = self
            .evidence
            .iter()
            .map(|(g, t)| TokenView {
                id: g.0,
                suspect: t.suspect,
                file: t.file,
                face_up: t.face_up,
                placed_by: t.placed_by,
                known_to: t.known_to,
                value: t.seen_by(viewer),
            })
            .collect();
        evidence.sort_by_key(|t| t.id);
        let mut npcs: Vec<(GameId, Npc)> = self.npcs.iter().map(|(g, n)| (*g, *n)).collect();
        npcs.sort_by_key(|(g, _)| *g);
        let ev = &self.events;
        let events = crate::rules::EventsView {
            spaces: ev.spaces,
            specific: ev.specific.filter(|_| ev.specific_revealed),
            specific_waiting: ev.specific.is_some() && !ev.specific_revealed,
            deck: ev.deck.len(),
            used: ev.used.clone(),
        };
        let pending = self.pending.decision;
        let drawn = match (pending, viewer) {
            (Some(d @ Decision::PlaceEvidence { .. }), Some(v)) if d.decider() == v => {
                self.pending.drawn
            }
            _ => None,
        };
        let hunches = viewer.and_then(|v| {
            self.hunches
                .iter()
                .find(|h| h.seat == v)
                .map(|h| (h.guilty, h.innocent))
        });
        Snapshot {
            week: clock.week,
            day: clock.day,
            first_player: clock.first_player,
            turn: clock.turn,
            time: clock.time,
            seats,
            scene: self.scene.single().map(|a| a.0).unwrap_or(LocId(0)),
            hero_on_scene: self.hero.single().ok().map(|h| h.seat),
            leads: leads
                .into_iter()
                .map(|(_, l, a)| (l.kind, l.owner, a.0))
                .collect(),
            lily: self.lily.single().map(|a| a.0).unwrap_or(LocId(0)),
            jimmy: self.jimmy.single().map(|a| a.0).unwrap_or(LocId(0)),
            daytime: *self.phase.get() == Phase::Daytime
                && (clock.turn as usize) < table.seats.len(),
            pending,
            suspects,
            evidence,
            pile: self.pile.0.len(),
            puzzle: crate::rules::PuzzleView {
                grid: self.puzzle.grid,
                counts: self.puzzle.counts(),
                heroes: self.puzzle.heroes.clone(),
                piece: self.pending.piece,
            },
            supply: *self.supply,
            abilities_used: self.used.0.clone(),
            events,
            npcs: npcs.into_iter().map(|(_, n)| n).collect(),
            turn_log: *self.turn_log,
            hand,
            memory,
            viewer,
            hunches,
            drawn,
        }
    }
}

/// One seat's own view of the game: what that seat may know and nothing more (its hand, its
/// hunches, the values of the tokens it placed or saw — never another seat's). Only the game
/// makes one ([`GameQuery::seat_view`], [`seat_view`]), and bots decide from nothing else, so
/// a bot cannot be handed the whole game by mistake (D-4, D-8).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    snap: Snapshot,
    seat: u8,
}

impl SeatView {
    /// The seat this view belongs to.
    pub fn seat(&self) -> u8 {
        self.seat
    }
}

impl std::ops::Deref for SeatView {
    type Target = Snapshot;
    fn deref(&self) -> &Snapshot {
        &self.snap
    }
}

impl GameQuery<'_, '_> {
    /// What `seat` may know of the game.
    pub fn seat_view(&self, seat: u8) -> SeatView {
        SeatView {
            snap: self.snapshot_for(Some(seat)),
            seat,
        }
    }
}

/// `seat`'s own view of the game in `world`.
pub fn seat_view(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: u8,
) -> Option<SeatView> {
    q.get(world).ok().map(|g| g.seat_view(seat))
}

/// The public snapshot of the game in `world`, if a game is set up there.
pub fn world_snapshot(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
) -> Option<Snapshot> {
    q.get(world).ok().map(|g| g.snapshot())
}

/// The game in `world` as `seat` may know it.
pub fn seat_snapshot(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: u8,
) -> Option<Snapshot> {
    q.get(world).ok().map(|g| g.snapshot_for(Some(seat)))
}

/// Adds a line to the log that everyone may read.
pub fn log_public(log: &mut GameLog, clock: &Clock, seat: Option<u8>, text: impl Into<String>) {
    log.0.push(LogEntry {
        week: clock.week,
        day: clock.day,
        seat,
        private_to: None,
        text: text.into(),
    });
}
