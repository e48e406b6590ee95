//! The investigation's panels: the suspects' files and the viewer's hunches, the window for a
//! pending decision (evidence or conspiracy, placing a drawn token, Lily's reveal, Jimmy's
//! offer, "where does it go?", a card's dark-card, light-answer, fight and choice windows),
//! and the Case Closed breakdown (with the plot-ending and trauma VP lines).
//!
//! One file a kind: [`forms`] the state kept between frames, [`chips`] the tokens' faces and
//! badges, [`suspects`] the suspects' panel, [`decision`] the pending decision's window (a
//! file a family of decisions) and [`closed`] the Case Closed breakdown.

pub mod chips;
pub mod closed;
pub mod decision;
pub mod forms;
pub mod suspects;

pub use chips::short;
pub use closed::{case_closed, summary_words};
pub use decision::{decision_body, decision_head, decision_title};
pub use forms::{EvidenceChoice, Forms, FreshTokens};
pub use suspects::suspects_panel;
