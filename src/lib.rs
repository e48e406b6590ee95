//! New Angeles: a rules-enforcing digital edition of the murder-investigation board game
//! *Android*.
//!
//! - [`content`]: the map, detectives, suspects and murders, read from RON and validated.
//! - [`rules`]: pure rule functions (reach, legal actions).
//! - [`game`]: the logic plugin — entities, phases, messages, bots. No rendering.
//! - [`save`]: saves and the autosave (RON, versioned, written atomically).
//! - [`sim`]: headless games for `simulate` and the tests.
//! - [`ui`]: the presentation plugins (board, input, panels, screens).
//! - [`cli`]: the command line.

pub mod cli;
pub mod content;
pub mod game;
pub mod rules;
pub mod save;
pub mod sim;
pub mod ui;
