//! The screens around a game: loading (and broken content), the menu, the pause menu, Case
//! Closed.

pub mod closed;
pub mod loading;
pub mod menu;
pub mod pause;
