//! The one output thread: it pulls the mixer in blocks of 10 ms and writes them to the first
//! output that opens — PulseAudio (or PipeWire's pulse server) through a pure-Rust client,
//! else ALSA loaded at run time — and sleeps while nothing plays. With no output at all it
//! logs one warning and ends: the game goes on in silence.

use super::engine::Shared;
use super::sink::{BLOCK, Output};
use super::synth::RATE;
use rodio::mixer::MixerSource;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// Where the sound may go, tried in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// A PulseAudio server (PipeWire's pulse server too), from `PULSE_SERVER` or the user's
    /// runtime folder.
    Pulse,
    /// ALSA's `default` device, through `libasound.so.2` opened at run time.
    Alsa,
    /// An output that never opens, with this reason (for tests: "no device").
    Failing(String),
}

impl Backend {
    /// The outputs the game tries: PulseAudio, then ALSA.
    pub fn system() -> Vec<Backend> {
        vec![Backend::Pulse, Backend::Alsa]
    }

    fn open(&self) -> Result<Box<dyn Output>, String> {
        match self {
            Backend::Pulse => super::pulse::Pulse::open().map(|o| Box::new(o) as Box<dyn Output>),
            Backend::Alsa => alsa_runtime::Alsa::open(RATE).map(|o| Box::new(o) as Box<dyn Output>),
            Backend::Failing(why) => Err(why.clone()),
        }
    }
}

/// Silence written after the last sound before sleeping, so its tail leaves the output's
/// buffer (a server waits for its pre-buffer to fill before it plays).
const TAIL_BLOCKS: usize = 6;

/// Starts the output thread over `source`: it tries `backends` in order.
pub fn spawn(mut source: MixerSource, backends: Vec<Backend>, shared: Arc<Shared>) {
    let spawned = std::thread::Builder::new()
        .name("audio-out".into())
        .spawn(move || {
            let mut failures = Vec::new();
            let mut out = None;
            for b in &backends {
                match b.open() {
                    Ok(o) => {
                        out = Some(o);
                        break;
                    }
                    Err(e) => failures.push(format!("{b:?}: {e}")),
                }
            }
            let Some(mut out) = out else {
                no_sound(&shared, failures.join("; "));
                return;
            };
            if let Ok(mut b) = shared.backend.lock() {
                *b = Some(out.name().to_string());
            }
            bevy::log::info!("sound plays through {}", out.name());
            if let Err(e) = run(&mut source, out.as_mut(), &shared) {
                no_sound(&shared, format!("{}: {e}", out.name()));
            }
        });
    if let Err(e) = spawned {
        bevy::log::warn!("no sound: the sound thread could not start ({e})");
    }
}

/// Says once why there is no sound.
fn no_sound(shared: &Shared, why: String) {
    let text = format!("no sound ({why}); the game plays in silence");
    bevy::log::warn!("{text}");
    shared.warnings.fetch_add(1, Ordering::Relaxed);
    if let Ok(mut w) = shared.warning.lock() {
        *w = Some(text);
    }
}

/// Pulls and writes until stopped; sleeps while the mixer is empty.
fn run(source: &mut MixerSource, out: &mut dyn Output, shared: &Shared) -> Result<(), String> {
    let mut block = vec![0i16; BLOCK];
    let mut awake_since = 0;
    // Whether a sound was written since the thread woke: only then is there a tail to push
    // out. At start nothing was, and silence written then would sit in the server's buffer
    // ahead of the first sound (it came 45 ms late).
    let mut sounded = false;
    loop {
        if shared.stop.load(Ordering::Relaxed) {
            return Ok(());
        }
        let mut n = 0;
        let mut ended = false;
        while n < BLOCK {
            match source.next() {
                Some(s) => {
                    block[n] = (s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16;
                    n += 1;
                }
                None => {
                    ended = true;
                    break;
                }
            }
        }
        block[n..].fill(0);
        if n > 0 {
            write(out, shared, &block)?;
            sounded = true;
        }
        if ended {
            if std::mem::take(&mut sounded) {
                block.fill(0);
                for _ in 0..TAIL_BLOCKS {
                    write(out, shared, &block)?;
                }
                let written = shared.written.load(Ordering::Relaxed);
                bevy::log::debug!(
                    "sound: {} samples written through {}, the output sleeps",
                    written - awake_since,
                    out.name()
                );
                awake_since = written;
            }
            if !shared.sleep() {
                return Ok(());
            }
        }
    }
}

/// Writes a block and counts its samples.
fn write(out: &mut dyn Output, shared: &Shared, block: &[i16]) -> Result<(), String> {
    out.write(block)?;
    shared
        .written
        .fetch_add(block.len() as u64, Ordering::Relaxed);
    Ok(())
}

impl Output for alsa_runtime::Alsa {
    fn name(&self) -> &'static str {
        "ALSA"
    }

    fn write(&mut self, samples: &[i16]) -> Result<(), String> {
        alsa_runtime::Alsa::write(self, samples)
    }
}
