//! What an output is to the output thread ([`super::output`]): a place that takes blocks of
//! samples. The backends ([`super::output::Backend`]) implement it.

use super::synth::RATE;

/// An open output: it takes mono 16-bit samples at [`RATE`], blocking while its buffer is
/// full.
pub trait Output: Send {
    /// The output's name, for the log ("PulseAudio", "ALSA").
    fn name(&self) -> &'static str;
    /// Plays `samples`, blocking while the output's buffer is full; an error in words ends
    /// the output.
    fn write(&mut self, samples: &[i16]) -> Result<(), String>;
}

/// Samples a block: 10 ms.
pub const BLOCK: usize = RATE as usize / 100;
