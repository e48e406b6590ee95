//! New Angeles: a rules-enforcing digital edition of the murder-investigation board game
//! *Android*.
//!
//! - [`ids`]: typed ids (seat, detective, suspect, card, event, location, district).
//! - [`content`]: the map, detectives, suspects and murders, read from RON and validated.
//! - [`model`]: the vocabulary under the rules and the game: commands, decisions, the parts of
//!   a game in play.
//! - [`rules`]: pure rule functions (reach, legal actions).
//! - [`storage`]: the data folder, atomic writes, reading RON with file/line/field errors.
//! - [`game`]: the logic plugin — entities, phases, messages, bots. No rendering.
//! - [`save`]: saves and the autosave (RON, versioned, written atomically).
//! - [`settings`]: the player's settings (RON in the data folder).
//! - [`rulebook`]: the rules reference, embedded, parsed and searchable.
//! - [`sim`]: headless games for `simulate` and the tests.
//! - [`net`]: online play — the host, the client, their messages, the table store.
//! - [`i18n`]: the languages (English, Russian, German) through Fluent.
//! - [`ui`]: the presentation plugins (board, input, panels, screens).
//! - [`audio`]: sound and music, synthesized, played with nothing to install.
//! - [`desktop`]: the icon and `install-desktop`.
//! - [`app`]: the windowed program: the window, the game, the table and the sound together.
//! - [`cli`]: the command line.

pub mod app;
pub mod audio;
pub mod cli;
pub mod content;
pub mod desktop;
pub mod game;
pub mod i18n;
pub mod ids;
pub mod model;
pub mod net;
pub mod rulebook;
pub mod rules;
pub mod save;
pub mod settings;
pub mod sim;
pub mod storage;
pub mod tutorial;
pub mod ui;
