//! The data types of the content files, exactly as they are written in RON.
//!
//! These are what a content author edits. [`super::Content`] is the validated, indexed form the
//! rules use.

mod cards;
mod detectives;
mod events;
mod map;
mod plots;
mod puzzle;
mod scenarios;
mod tokens;

pub use cards::*;
pub use detectives::*;
pub use events::*;
pub use map::*;
pub use plots::*;
pub use puzzle::*;
pub use scenarios::*;
pub use tokens::*;
