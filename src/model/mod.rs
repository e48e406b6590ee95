//! The game's vocabulary, below both the rules and the logic plugin: the [`Command`] every
//! choice travels in and its [`Action`]s, the [`Decision`]s the game waits for, what a new game
//! is made of ([`GameConfig`]), what they say to a player ([`Msg`]: a key and its arguments), and the plain parts of a game in play (tokens, suspects,
//! evidence, the calendar, the event track, the puzzle). `rules` reads them, `game` keeps them
//! as components and resources, saves store commands and configs.

mod command;
mod config;
mod decision;
mod msg;
mod parts;

pub use crate::ids::SeatId;
pub use command::*;
pub use config::*;
pub use decision::*;
pub use msg::{Arg, Msg, Name, terms};
pub use parts::*;
