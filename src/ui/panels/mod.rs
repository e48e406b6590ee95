//! The bodies of the table's panels, each drawn into a `Ui` it is given: the suspects and
//! the decisions (`case`), the hand of cards, the plot, the puzzle, the events, the log.

pub mod case;
pub mod detectives;
pub mod events;
pub mod hand;
pub mod log;
pub mod options;
pub mod plot;
pub mod prompts;
pub mod puzzle;
pub mod tooltips;
