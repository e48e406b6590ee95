//! The mixer (rodio's) and what the game puts in it: effects from their rendered buffers, and
//! the music. The output thread ([`super::output`]) pulls the mixer's samples; the tests pull
//! them directly.

use super::synth::Clip;
use super::synth::RATE;
use rodio::Source;
use rodio::mixer::{Mixer, MixerSource};
use std::num::NonZero;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// What the game and the output thread share.
#[derive(Default)]
pub struct Shared {
    /// Set when something was added to the mixer: the output thread wakes.
    wake: Mutex<bool>,
    cv: Condvar,
    /// The game is going: the output thread ends.
    pub stop: AtomicBool,
    /// Why there is no sound (no device could be opened), once known.
    pub warning: Mutex<Option<String>>,
    /// How many warnings the sound logged (one at most: then it is silent).
    pub warnings: std::sync::atomic::AtomicU32,
    /// Which output plays, once open ("PulseAudio", "ALSA").
    pub backend: Mutex<Option<String>>,
    /// Whether the output thread is asleep (nothing playing).
    pub asleep: AtomicBool,
    /// Samples the output took so far.
    pub written: AtomicU64,
}

impl Shared {
    /// Wakes the output thread.
    pub fn wake(&self) {
        if let Ok(mut w) = self.wake.lock() {
            *w = true;
        }
        self.cv.notify_one();
    }

    /// Sleeps until [`Shared::wake`] or [`Shared::stop`]; returns false when stopped.
    pub fn sleep(&self) -> bool {
        self.asleep.store(true, Ordering::Relaxed);
        let Ok(mut w) = self.wake.lock() else {
            return false;
        };
        while !*w && !self.stop.load(Ordering::Relaxed) {
            w = match self.cv.wait(w) {
                Ok(w) => w,
                Err(_) => return false,
            };
        }
        *w = false;
        self.asleep.store(false, Ordering::Relaxed);
        !self.stop.load(Ordering::Relaxed)
    }

    /// Ends the output thread.
    pub fn shut(&self) {
        self.stop.store(true, Ordering::Relaxed);
        self.wake();
    }
}

/// A gain shared with a playing source (an `f32` in an atomic).
#[derive(Default)]
pub struct Gain(AtomicU32);

impl Gain {
    /// Sets the gain.
    pub fn set(&self, g: f32) {
        self.0.store(g.to_bits(), Ordering::Relaxed);
    }
    /// The gain now.
    pub fn get(&self) -> f32 {
        f32::from_bits(self.0.load(Ordering::Relaxed))
    }
}

/// The mixer's input and what the output thread shares.
#[derive(Clone)]
pub struct Engine {
    mixer: Mixer,
    /// What the output thread shares with the mixer.
    pub shared: Arc<Shared>,
}

/// The sample rate as rodio wants it.
pub fn rate() -> NonZero<u32> {
    NonZero::new(RATE).unwrap_or(NonZero::<u32>::MIN)
}

fn mono() -> NonZero<u16> {
    NonZero::<u16>::MIN
}

impl Engine {
    /// A mixer (mono, [`RATE`]) and its output, which somebody must pull.
    pub fn new() -> (Engine, MixerSource) {
        let (mixer, source) = rodio::mixer::mixer(mono(), rate());
        (
            Engine {
                mixer,
                shared: Arc::new(Shared::default()),
            },
            source,
        )
    }

    /// Plays `clip` at `gain` (0..1).
    pub fn play(&self, clip: &Clip, gain: f32) {
        if gain <= 0.0 {
            return;
        }
        self.add(Effect {
            clip: clip.clone(),
            at: 0,
            gain,
        });
    }

    /// Adds a source to the mixer and wakes the output thread.
    pub fn add<S: Source + Send + 'static>(&self, source: S) {
        self.mixer.add(source);
        self.shared.wake();
    }
}

/// An effect playing: its buffer, how far it is, its gain.
struct Effect {
    clip: Clip,
    at: usize,
    gain: f32,
}

impl Iterator for Effect {
    type Item = f32;
    fn next(&mut self) -> Option<f32> {
        let s = self.clip.get(self.at)?;
        self.at += 1;
        Some(s * self.gain)
    }
}

impl Source for Effect {
    fn current_span_len(&self) -> Option<usize> {
        None
    }
    fn channels(&self) -> NonZero<u16> {
        mono()
    }
    fn sample_rate(&self) -> NonZero<u32> {
        rate()
    }
    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_secs_f64(
            self.clip.len() as f64 / RATE as f64,
        ))
    }
}

/// A source of samples made by a function (the music), mono at [`RATE`].
pub struct Generated<F: FnMut() -> Option<f32> + Send>(pub F);

impl<F: FnMut() -> Option<f32> + Send> Iterator for Generated<F> {
    type Item = f32;
    fn next(&mut self) -> Option<f32> {
        (self.0)()
    }
}

impl<F: FnMut() -> Option<f32> + Send> Source for Generated<F> {
    fn current_span_len(&self) -> Option<usize> {
        None
    }
    fn channels(&self) -> NonZero<u16> {
        mono()
    }
    fn sample_rate(&self) -> NonZero<u32> {
        rate()
    }
    fn total_duration(&self) -> Option<Duration> {
        None
    }
}
