//! What a new game is made of: its seats (human or bot, and how well a bot plays), the
//! murder and the seed.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Whether a seat is played by a person at this screen or by the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeatKind {
    /// A person at the screen.
    Human,
    /// A bot.
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
    /// Every level, easiest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    /// The level's name, lower case.
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
    /// The detective asked for (content id), or `None` for one at random.
    pub detective: Option<String>,
    /// A person or a bot.
    pub kind: SeatKind,
    /// A bot seat's level.
    #[serde(default)]
    pub level: BotLevel,
}

/// What a new game is made of. Anything left `None` is drawn with the game's RNG at setup.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameConfig {
    /// The murder asked for (content id), or `None` for one at random.
    pub scenario: Option<String>,
    /// The seats, in turn order from the first seat.
    pub seats: Vec<SeatConfig>,
    /// The seed every random step of the game comes from.
    pub seed: u64,
    /// The first player's seat (R-SETUP-12); random if `None`.
    pub first_player: Option<crate::ids::SeatId>,
    /// With several humans at one screen, Hint may be shown (on by default: the hint is the
    /// seat's own, shown after the hand-off cover; the new-game form can turn it off).
    /// (a hint would show all of them what one seat may do). One human has hints anyway.
    #[serde(default)]
    pub shared_hints: bool,
    /// Response windows pass a human seat by unless a dark card it holds answers the action
    /// just made, is offered once in its target's turn (at the first window it could be played
    /// in), or it asked to be asked about the card (D-7, [`Prompt`]); off (and in saves
    /// from before), a human is asked at every window a card of its could be played in, as
    /// bots are. Bots are never passed by.
    #[serde(default)]
    pub auto_pass: bool,
    /// A seat's hold "until my turn" (D-7) lasts until that seat's turn, past a new day; off
    /// (saves from before it, whose recorded answers were asked the next morning), a new day
    /// ends every hold.
    #[serde(default)]
    pub holds_to_turn: bool,
    /// A dark card that would do nothing now is not offered, and at a shared screen (several
    /// humans) no card is offered once a turn, only asked about when it answers the action
    /// (D-7: each offer there is a hand-off of the screen); off (saves from before it, whose
    /// recorded answers were asked so), every card is offered once a turn.
    #[serde(default)]
    pub quiet_offers: bool,
    /// Several humans play at this one screen (hot seat), each answer of theirs a hand-off:
    /// with `quiet_offers`, no dark card is offered to them once a turn (D-7). Online, each
    /// human has a screen of their own: false.
    #[serde(default)]
    pub shared_screen: bool,
    /// Bots play no dark card on a human's turn on the game's first day (week 1, day 1): a
    /// newcomer learns a turn before the table's cards reach them (D-4). Off (saves from before
    /// it), bots may play one from the first turn.
    #[serde(default)]
    pub spare_day_one: bool,
    /// A human is asked about its dark cards (left to the game's judgement) at most twice a
    /// day: the cards that answer nothing offered once a day in all (at the first window of the
    /// day one of them could be played in), and once when a card answers an action (let pass,
    /// no card is asked about so again that day, nor offered) — not once in each of their
    /// targets' turns (D-7; rounds 58 and 59 of issue 31: a question in each bot's turn). Off
    /// (saves from before it, whose recorded answers were asked so), once a turn.
    #[serde(default)]
    pub offers_daily: bool,
}

impl GameConfig {
    /// `players` seats, the first `humans` of them human, detectives at random.
    pub fn new(players: usize, humans: usize, seed: u64) -> Self {
        GameConfig {
            // Each player's hint shows after the screen is handed over, as their hand does
            // (round 31 of issue 31: off, two newcomers at one screen lost their best help).
            shared_hints: humans > 1,
            auto_pass: false,
            holds_to_turn: true,
            quiet_offers: true,
            shared_screen: humans > 1,
            spare_day_one: true,
            offers_daily: true,
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

/// A seed from the clock, for games started without one.
pub fn random_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}
