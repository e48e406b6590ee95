//! The screens around a game: loading (and broken content), the menu, *Play online* (join,
//! host, the lobby), the pause menu, Case Closed.

pub mod closed;
pub mod loading;
pub mod lobby;
pub mod menu;
pub mod online;
pub mod pause;
pub mod saves;
