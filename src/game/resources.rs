//! The game's resources: who plays ([`Table`], [`Seat`]), the decision awaited ([`Pending`]),
//! the decks and the evidence pile, the abilities used this round, the random numbers, the
//! commands played ([`History`], [`Timeline`], [`UndoBarrier`]) and how the game ended
//! ([`Outcome`]).

use super::*;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

/// The decision the game waits for, if any, and the evidence token drawn for it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Pending {
    /// The decision the game waits for now, if any.
    pub decision: Option<Decision>,
    /// The token drawn and not yet placed: only the drawing seat sees it (R-EVID-1).
    pub drawn: Option<Evidence>,
    /// Decisions that come after the current one, first first (a piece's benefit, placing it,
    /// its bonuses).
    pub queue: Vec<Decision>,
    /// The puzzle piece drawn and not yet placed (index into the content's pieces); public.
    pub piece: Option<u16>,
    /// The drawn piece came as a bonus (R-PUZ-6): it goes into the puzzle wherever it fits.
    pub bonus_piece: bool,
    /// The active player's last action waits, once it has fully resolved, for its response
    /// window (R-MOVE-7, R-TWI-9): one window per action, never after answers alone.
    pub trigger: bool,
    /// Seats that let response windows pass until their next turn or the next day
    /// ([`Action::HoldResponses`]), by seat.
    pub held: Vec<Option<Hold>>,
    /// A hold until a seat's turn outlasts a new day (the config's `holds_to_turn`).
    pub holds_to_turn: bool,
    /// Human seats are passed by in response windows unless a card they hold answers the
    /// action or is offered once in its target's turn (the config's `auto_pass`, D-7).
    pub auto_pass: bool,
    /// The seats' own wishes about single dark cards ([`Action::PromptFor`]), in the order
    /// made; a card left to the game's judgement has no entry.
    pub prompts: Vec<(SeatId, CardId, Prompt)>,
    /// Dark cards a seat was asked about because they answered an action and let pass, this
    /// turn: the game does not ask about them again until the turn ends (D-7), so a detective
    /// who stops on a lead twice does not stop the table twice.
    pub passed: Vec<(SeatId, CardId)>,
    /// Dark cards a seat was asked about once in the turn without their answering the action
    /// (D-7: each is offered at the first window of its target's turn) and let pass: not
    /// offered so again until the turn ends — asked still when one answers an action.
    pub offered: Vec<(SeatId, CardId)>,
    /// Seats that let every free draw go until the day ends ([`Action::SkipDrawsToday`]).
    pub skip_free: Vec<SeatId>,
    /// The config's `quiet_offers` (D-7): a card that would do nothing is not offered, nor is
    /// a card offered once a turn at a shared screen.
    pub quiet_offers: bool,
    /// The config's `shared_screen`: several humans at this one screen (hot seat).
    pub shared_screen: bool,
    /// The config's `spare_day_one` (D-4): bots play no dark card on a human's turn on day 1.
    pub spare_day_one: bool,
    /// The config's `offers_daily` (D-7): `offered` and `passed` last the day; a card let
    /// pass stops the seat's offers of cards that answer nothing for the day, one that
    /// answered an action its questions about answers too.
    pub offers_daily: bool,
}

/// Hashes `held`, `auto_pass` and `prompts` only when they say something: games without
/// them keep the digests they had.
impl std::hash::Hash for Pending {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.decision.hash(h);
        self.drawn.hash(h);
        self.queue.hash(h);
        self.piece.hash(h);
        self.trigger.hash(h);
        if self.held.iter().any(Option::is_some) {
            self.held.hash(h);
        }
        if self.auto_pass || !self.prompts.is_empty() {
            self.auto_pass.hash(h);
            self.prompts.hash(h);
        }
        if !self.passed.is_empty() {
            self.passed.hash(h);
        }
        if !self.offered.is_empty() {
            (2u8, &self.offered).hash(h);
        }
        if !self.skip_free.is_empty() {
            self.skip_free.hash(h);
        }
    }
}

impl Pending {
    /// Whether `seat` lets response windows pass now.
    pub fn holds(&self, seat: SeatId) -> bool {
        self.held.get(seat.index()).copied().flatten().is_some()
    }

    /// How `seat` wants to be asked about `card` ([`Action::PromptFor`]).
    pub fn prompt(&self, seat: SeatId, card: CardId) -> Prompt {
        self.prompts
            .iter()
            .find(|p| (p.0, p.1) == (seat, card))
            .map_or(Prompt::Judged, |p| p.2)
    }

    /// Records `seat`'s wish about `card`.
    pub fn set_prompt(&mut self, seat: SeatId, card: CardId, prompt: Prompt) {
        self.prompts.retain(|p| (p.0, p.1) != (seat, card));
        if prompt != Prompt::Judged {
            self.prompts.push((seat, card, prompt));
        }
    }

    /// Forgets every wish about `card`: it has left the hand that held it (played or
    /// discarded), and whoever draws it next starts with the default.
    pub fn forget_card(&mut self, card: CardId) {
        self.prompts.retain(|p| p.1 != card);
    }

    /// Ends the holds that last until `seat`'s turn (or, with `None`, a new day: the holds for
    /// the day; a hold until a seat's turn lasts until that turn, whatever the day — round 30
    /// of issue 31 was asked again in a bot's turn before its own); a new turn asks about every
    /// card again.
    pub fn release(&mut self, seat: Option<SeatId>) {
        // Offered once a day: a new turn keeps what was let pass (D-7).
        if seat.is_none() || !self.offers_daily {
            self.passed.clear();
            self.offered.clear();
        }
        match seat {
            None => {
                let keep = self.holds_to_turn;
                for h in &mut self.held {
                    if !(keep && *h == Some(Hold::MyTurn)) {
                        *h = None;
                    }
                }
                self.skip_free.clear();
            }
            Some(s) => {
                if let Some(h @ Some(Hold::MyTurn)) = self.held.get_mut(s.index()) {
                    *h = None;
                }
            }
        }
    }
}

/// One twilight deck: face-down cards (top last) and the face-up cards at its bottom that are
/// shuffled in when the face-down ones run out (R-TWI-3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DeckPile {
    /// The face-down cards, top last.
    pub down: Vec<CardId>,
    /// The face-up cards at its bottom.
    pub under: Vec<CardId>,
}

impl DeckPile {
    /// Cards in the deck, face down and face up.
    pub fn len(&self) -> usize {
        self.down.len() + self.under.len()
    }
    /// Whether it holds no card.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Every seat's light and dark deck, by seat (R-SETUP-10).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Decks {
    /// Each seat's light deck, by seat.
    pub light: Vec<DeckPile>,
    /// Each seat's dark deck, by seat.
    pub dark: Vec<DeckPile>,
}

/// One seat of the game in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The detective it plays.
    pub detective: DetectiveId,
    /// A person or a bot.
    pub kind: SeatKind,
    /// A bot seat's level.
    pub level: BotLevel,
}

/// Hashes the detective as the `usize` it once was: keeps digests comparable.
impl std::hash::Hash for Seat {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.detective.index().hash(h);
        self.kind.hash(h);
        self.level.hash(h);
    }
}

/// Who plays, and which murder: what the table shows of it ([`Table`] without its seed).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PublicTable {
    /// The murder (index into the content's scenarios).
    pub scenario: usize,
    /// The seats, in turn order from seat 0.
    pub seats: Vec<Seat>,
}

/// Who plays, and which murder (fixed for the whole game), and the seed of its random
/// numbers, which stays with the game (the table's view has the [`PublicTable`] only).
/// Reads as its [`PublicTable`] (`table.seats`, `table.scenario`).
#[derive(Resource, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    /// Hashed first, as the fields it holds were before: digests stay the same.
    pub public: PublicTable,
    /// The seed of the game's random numbers.
    pub seed: u64,
}

impl std::ops::Deref for Table {
    type Target = PublicTable;
    fn deref(&self) -> &PublicTable {
        &self.public
    }
}

impl std::ops::DerefMut for Table {
    fn deref_mut(&mut self) -> &mut PublicTable {
        &mut self.public
    }
}

/// The face-down evidence pile, top last (R-SETUP-5).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EvidencePile(pub Vec<Evidence>);

/// Which seats used which location's ability this round (R-LOC-1: once per round each).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilitiesUsed(pub Vec<(SeatId, LocId)>);

/// The next [`GameId`] to give a spawned entity.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NextGameId(pub u32);

impl NextGameId {
    /// The next id, counted on.
    pub fn take(&mut self) -> GameId {
        self.0 += 1;
        GameId(self.0)
    }
}

/// The game's one random number generator, advanced only by rule systems.
#[derive(Resource, Debug)]
pub struct GameRng(pub ChaCha8Rng);

impl GameRng {
    /// The generator for a game of this seed.
    pub fn new(seed: u64) -> Self {
        GameRng(ChaCha8Rng::seed_from_u64(seed))
    }
}

/// When each command of [`History`] was given: (week, day, turn of the day).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Timeline(pub Vec<(u8, u8, u8)>);

/// How far back the active human may undo: the length of [`History`] after the last command
/// that showed anybody something new (a draw or any random step, a look, another seat's
/// answer — a dark card not played aside —, a card played, the end of a turn). Undo never goes
/// past it, so nothing hidden can be seen twice.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoBarrier(pub usize);

impl UndoBarrier {
    /// The commands to keep to undo the last step (with the passes of the response window
    /// after it), if it may be undone.
    ///
    /// Only the seat at play's own steps of this turn: an ended turn (and what other seats did
    /// after it) is never taken back.
    pub fn undo(&self, history: &History) -> Option<usize> {
        let h = &history.0;
        let last = h.iter().rposition(|c| !c.action.is_pass())?;
        let mine = h[last].seat;
        if h[last].action == Action::EndTurn {
            return None;
        }
        let turn_start = h
            .iter()
            .rposition(|c| c.action == Action::EndTurn)
            .map_or(0, |i| i + 1);
        let others = h[turn_start.max(self.0)..=last]
            .iter()
            .any(|c| c.seat != mine && !c.action.is_pass());
        (last >= self.0 && !others).then_some(last)
    }

    /// The commands an undo replays: those before the step taken back, then the wishes
    /// about being asked (D-7) any seat made after it — a player's own setting, not part of
    /// the step, so undoing the step keeps it.
    pub fn undone(&self, history: &History) -> Option<Vec<Command>> {
        let keep = self.undo(history)?;
        let h = &history.0;
        Some(
            h[..keep]
                .iter()
                .chain(
                    h[keep + 1..]
                        .iter()
                        .filter(|c| matches!(c.action, Action::PromptFor { .. })),
                )
                .cloned()
                .collect(),
        )
    }
}

/// Every command the rules accepted, in order: with the config, a whole game.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct History(pub Vec<Command>);

/// How the game ended, once it has: every suspect with all tokens face up, the scoring and
/// one summary line (R-CLOSE-*).
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// One line saying who won.
    pub summary: String,
    /// Suspects in murder-sheet order, every token face up (R-CLOSE-2).
    pub suspects: Vec<crate::rules::scoring::SuspectAtClose>,
    /// Each seat's hunches, as indexes into `suspects`.
    pub hunches: Vec<crate::rules::scoring::Hunches>,
    /// The scoring.
    pub result: crate::rules::scoring::CaseResult,
}
