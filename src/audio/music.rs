//! The music: three loops synthesized here (the menu, the city by day, the climax), rendered
//! once in a thread of their own, and one source in the mixer that plays the loop of the mood
//! asked for, cross-fading (2 s) when it changes and fading out to end when the music is
//! turned down to nothing (so the output thread can sleep).

use super::engine::{Gain, Generated};
use super::synth::RATE;
use super::synth::{Noise, bell, env, note, pluck};
use std::f32::consts::{FRAC_PI_2, TAU};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// Which music plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mood {
    /// The menu's music.
    Menu,
    /// The day's music.
    Day,
    /// The climax's music (the last two days).
    Climax,
}

impl Mood {
    /// Every mood.
    pub const ALL: [Mood; 3] = [Mood::Menu, Mood::Day, Mood::Climax];
    fn index(self) -> usize {
        self as usize
    }
}

/// Seconds of each loop.
pub const LOOP_SECS: f32 = 8.0;
/// Seconds of a cross-fade between two moods.
pub const CROSSFADE_SECS: f32 = 2.0;
const NONE: u8 = u8::MAX;

/// The music's controls, shared with its source in the mixer.
#[derive(Default)]
pub struct MusicControl {
    /// The mood asked for ([`Mood`] as a number), or none.
    target: AtomicU8,
    /// Its gain (master × music, 0 when muted).
    pub gain: Gain,
    /// A music source is in the mixer.
    pub alive: AtomicBool,
    /// Where each loop was when its source last ended (it goes on from there).
    pos: [AtomicUsize; 3],
    /// The rendered loops, once ready.
    pub loops: Arc<OnceLock<[Vec<f32>; 3]>>,
}

impl MusicControl {
    /// Controls with no mood set: silence until one is.
    pub fn new() -> Self {
        let c = MusicControl::default();
        c.target.store(NONE, Ordering::Relaxed);
        c
    }

    /// Sets the music to play (`None`: none), cross-faded.
    pub fn set_mood(&self, mood: Option<Mood>) {
        self.target
            .store(mood.map_or(NONE, |m| m.index() as u8), Ordering::Relaxed);
    }

    /// Renders the loops in a thread of their own (about a second of one core's work).
    pub fn render_in_background(&self) {
        let loops = self.loops.clone();
        let _ = std::thread::Builder::new()
            .name("music-render".into())
            .spawn(move || {
                let _ = loops.set(Mood::ALL.map(render));
            });
    }
}

/// The music's source for the mixer: it plays until its gain falls to nothing.
pub fn source(ctrl: Arc<MusicControl>) -> Generated<impl FnMut() -> Option<f32> + Send> {
    let mut cur = NONE;
    let mut prev = NONE;
    let mut fade = 1.0f32;
    let mut g = 0.0f32;
    let mut target_gain = 0.0f32;
    let mut pos: [usize; 3] = std::array::from_fn(|i| ctrl.pos[i].load(Ordering::Relaxed));
    let mut tick = 0u32;
    let step = 1.0 / (CROSSFADE_SECS * RATE as f32);
    // The gain follows its setting within about a quarter of a second.
    let k = 1.0 - (-1.0 / (0.08 * RATE as f32)).exp();
    Generated(move || {
        if tick.is_multiple_of(128) {
            let t = ctrl.target.load(Ordering::Relaxed);
            if t != cur {
                // A new mood fades in as the old one fades out (a change during a fade starts
                // a new fade from the louder of the two).
                if fade < 0.5 {
                    cur = prev;
                }
                prev = cur;
                cur = t;
                fade = 0.0;
            }
            target_gain = ctrl.gain.get();
        }
        tick = tick.wrapping_add(1);
        g += (target_gain - g) * k;
        fade = (fade + step).min(1.0);
        if (target_gain <= 0.0 && g < 1e-4) || (cur == NONE && fade >= 1.0) {
            for (i, p) in pos.iter().enumerate() {
                ctrl.pos[i].store(*p, Ordering::Relaxed);
            }
            ctrl.alive.store(false, Ordering::Relaxed);
            return None;
        }
        let loops = ctrl.loops.get();
        let sample = |m: u8, pos: &mut [usize; 3]| -> f32 {
            let (Some(loops), Some(i)) = (loops, (m != NONE).then_some(m as usize)) else {
                return 0.0;
            };
            let Some(l) = loops.get(i).filter(|l| !l.is_empty()) else {
                return 0.0;
            };
            let s = l[pos[i] % l.len()];
            pos[i] = (pos[i] + 1) % l.len();
            s
        };
        let a = sample(cur, &mut pos) * (fade * FRAC_PI_2).sin();
        let b = if fade < 1.0 {
            sample(prev, &mut pos) * (fade * FRAC_PI_2).cos()
        } else {
            0.0
        };
        Some((a + b) * g)
    })
}

/// A loop being written: notes added wrap round its end, so it repeats without a seam.
struct Score(Vec<f32>);

impl Score {
    fn new() -> Self {
        Score(vec![0.0; (LOOP_SECS * RATE as f32) as usize])
    }
    /// Adds `dur` seconds of `voice(t)` from `start` seconds.
    fn add(&mut self, start: f32, dur: f32, mut voice: impl FnMut(f32) -> f32) {
        let len = self.0.len();
        let from = (start * RATE as f32) as usize;
        for i in 0..(dur * RATE as f32) as usize {
            self.0[(from + i) % len] += voice(i as f32 / RATE as f32);
        }
    }
    /// The loop scaled to `peak`.
    fn done(mut self, peak: f32) -> Vec<f32> {
        let max = self.0.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if max > 0.0 {
            for s in &mut self.0 {
                *s *= peak / max;
            }
        }
        self.0
    }
}

/// A soft pad: a few harmonics of two slightly detuned voices, slow in and out.
fn pad(f: f32, t: f32, dur: f32) -> f32 {
    let shape = (t / 0.6).min(1.0) * ((dur - t) / 0.6).clamp(0.0, 1.0);
    let mut s = 0.0;
    for k in 1..=4 {
        let k = k as f32;
        s += ((TAU * f * k * t).sin() + (TAU * f * 1.004 * k * t).sin()) / (k * k);
    }
    s * shape
}

/// An electric piano: a gentle FM tone.
fn epiano(f: f32, t: f32) -> f32 {
    (TAU * f * t + 1.2 * (TAU * f * t).sin() * (-t / 0.5).exp()).sin() * env(t, 0.005, 0.8)
}

/// A round bass: a sine and its octave.
fn bass(f: f32, t: f32) -> f32 {
    ((TAU * f * t).sin() + 0.3 * (TAU * 2.0 * f * t).sin()) * env(t, 0.01, 0.4)
}

/// Renders one loop. The recipes:
/// - menu: slow pad chords Dm, Bb, F, C (2 s each) under a soft bell arpeggio every half second;
/// - day (120 bpm): electric-piano chords Am7, Fmaj7, Cmaj7, G6, a round bass on the beats,
///   quiet noise hats on the off-beats;
/// - climax (120 bpm, tenser): plucked sixteenths pulsing on the root (Am, F, Dm, E), a kick
///   on every beat, a dark pad, a ticking hat on every sixteenth.
pub fn render(mood: Mood) -> Vec<f32> {
    let mut s = Score::new();
    let mut noise = Noise::new(7);
    let hat = |noise: &mut Noise, len: usize, amp: f32| -> Vec<f32> {
        let mut last = 0.0;
        (0..len)
            .map(|i| {
                let x = noise.sample();
                let hp = x - last;
                last = x;
                hp * amp * env(i as f32 / RATE as f32, 0.001, 0.02)
            })
            .collect()
    };
    match mood {
        Mood::Menu => {
            let chords: [[f32; 3]; 4] = [
                [-19.0, -16.0, -12.0], // D3 F3 A3
                [-23.0, -19.0, -16.0], // Bb2 D3 F3
                [-16.0, -12.0, -9.0],  // F3 A3 C4
                [-21.0, -17.0, -14.0], // C3 E3 G3
            ];
            for (bar, chord) in chords.iter().enumerate() {
                let at = bar as f32 * 2.0;
                for &n in chord {
                    s.add(at, 2.6, |t| 0.5 * pad(note(n), t, 2.6));
                }
                for (i, &n) in chord.iter().chain(&[chord[1]]).enumerate() {
                    s.add(at + i as f32 * 0.5, 1.5, |t| {
                        0.25 * bell(note(n + 24.0), t, 0.6)
                    });
                }
            }
            s.done(0.5)
        }
        Mood::Day => {
            let chords: [[f32; 4]; 4] = [
                [-12.0, -5.0, -2.0, 3.0], // Am7: A3 E4 G4 C5
                [-16.0, -5.0, 0.0, 3.0],  // Fmaj7: F3 E4 A4 C5
                [-9.0, -5.0, -2.0, 2.0],  // Cmaj7: C4 E4 G4 B4
                [-14.0, -7.0, -5.0, 2.0], // G6: G3 D4 E4 B4
            ];
            let roots = [-24.0, -28.0, -21.0, -26.0];
            for (bar, chord) in chords.iter().enumerate() {
                let at = bar as f32 * 2.0;
                for &n in chord {
                    s.add(at, 1.2, |t| 0.18 * epiano(note(n), t));
                    s.add(at + 1.25, 0.75, |t| 0.12 * epiano(note(n), t));
                }
                for beat in [0.0, 1.0] {
                    s.add(at + beat, 0.8, |t| 0.5 * bass(note(roots[bar]), t));
                }
                for e in 0..4 {
                    let h = hat(&mut noise, RATE as usize / 20, 0.08);
                    s.add(at + e as f32 * 0.5 + 0.25, 0.05, |t| {
                        h[((t * RATE as f32) as usize).min(h.len() - 1)]
                    });
                }
            }
            s.done(0.5)
        }
        Mood::Climax => {
            let roots = [-24.0, -28.0, -31.0, -29.0]; // A2 F2 D2 E2
            let pads: [[f32; 2]; 4] = [
                [-12.0, -9.0],
                [-16.0, -12.0],
                [-19.0, -16.0],
                [-17.0, -13.0],
            ];
            for (bar, &root) in roots.iter().enumerate() {
                let at = bar as f32 * 2.0;
                for i in 0..16 {
                    let n = if i % 4 == 2 { root + 12.0 } else { root };
                    let amp = if i % 4 == 0 { 0.35 } else { 0.22 };
                    s.add(at + i as f32 * 0.125, 0.2, |t| {
                        amp * pluck(note(n), t, 0.08)
                    });
                    let h = hat(
                        &mut noise,
                        RATE as usize / 25,
                        if i % 2 == 0 { 0.1 } else { 0.05 },
                    );
                    s.add(at + i as f32 * 0.125, 0.04, |t| {
                        h[((t * RATE as f32) as usize).min(h.len() - 1)]
                    });
                }
                for beat in 0..4 {
                    s.add(at + beat as f32 * 0.5, 0.25, |t| {
                        let p = 45.0 * t + 75.0 * 0.04 * (1.0 - (-t / 0.04).exp());
                        0.6 * (TAU * p).sin() * env(t, 0.002, 0.09)
                    });
                }
                for &n in &pads[bar] {
                    s.add(at, 2.4, |t| 0.3 * pad(note(n), t, 2.4));
                }
            }
            s.done(0.5)
        }
    }
}
