//! Twilight cards on screen (rules section 9): a card's face (name, LIGHT/DARK badge, whose
//! deck, cost, plot colour as a swatch and its name, traits, conditions, text), the viewer's
//! hand with its play, discard and draw buttons, the discards and plot-colour adjustment that
//! pay for a card (R-TWI-7, R-TWI-8) with the cost they come to, the windows for a dark card
//! against the active detective, the light answer after it and a fight (R-TWI-5, R-TWI-9,
//! R-TWI-10), and every detective's twilight track (D-2).
//!
//! Every button goes out as a [`crate::game::Command`]; a disabled one says the rules' reason on hover.
//!
//! One file a kind: [`parts`] the small shared pieces, [`face`] a card's face, [`pay`] paying
//! for a play, [`panel`] the viewer's hand, [`windows`] the response, answer and fight windows
//! and the twilight track.

pub mod face;
pub mod panel;
pub mod parts;
pub mod pay;
pub mod windows;

pub use face::*;
pub use panel::*;
pub use parts::*;
pub use pay::*;
pub use windows::*;
