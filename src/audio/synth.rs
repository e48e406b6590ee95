//! The effects, synthesized here (no recorded samples): small oscillators, envelopes and a
//! noise generator, each effect rendered once into a mono buffer at [`super::RATE`].

use std::f32::consts::TAU;
use std::sync::Arc;

/// The output's sample rate (mono): every sound is made at it, and every output plays it.
pub const RATE: u32 = 48_000;

/// A rendered sound: mono samples at [`super::RATE`].
pub type Clip = Arc<[f32]>;

/// What a sound on the table says. Each has its own effect, made by [`render`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A move in the city (by car).
    MoveCity,
    /// A move on the Beanstalk (the lift).
    MoveBeanstalk,
    /// A move on the Moon (low gravity).
    MoveMoon,
    /// A lead followed up.
    LeadFollowed,
    /// Evidence placed on a suspect.
    EvidencePlaced,
    /// Evidence turned face up.
    EvidenceRevealed,
    /// A light card played.
    LightCard,
    /// A dark card played.
    DarkCard,
    /// A twilight marker moved.
    TwilightShift,
    /// A puzzle piece placed.
    PiecePlaced,
    /// A link to a group closed on the puzzle.
    LinkClosed,
    /// A favor or another token gained.
    Favor,
    /// An event turned face up.
    EventRevealed,
    /// A human's turn comes (after the bots).
    YourTurn,
    /// The looking human's command was refused (soft).
    Refusal,
    /// The climax begins.
    Climax,
    /// The case is closed and the murderer named.
    CaseClosed,
}

impl Cue {
    /// Every cue, in the order of their effects.
    pub const ALL: [Cue; 17] = [
        Cue::MoveCity,
        Cue::MoveBeanstalk,
        Cue::MoveMoon,
        Cue::LeadFollowed,
        Cue::EvidencePlaced,
        Cue::EvidenceRevealed,
        Cue::LightCard,
        Cue::DarkCard,
        Cue::TwilightShift,
        Cue::PiecePlaced,
        Cue::LinkClosed,
        Cue::Favor,
        Cue::EventRevealed,
        Cue::YourTurn,
        Cue::Refusal,
        Cue::Climax,
        Cue::CaseClosed,
    ];

    /// Its place in [`Cue::ALL`].
    pub fn index(self) -> usize {
        Cue::ALL.iter().position(|&c| c == self).unwrap_or(0)
    }
}

/// Every effect, rendered (in [`Cue::ALL`] order).
pub fn render_all() -> Vec<Clip> {
    Cue::ALL.iter().map(|&c| render(c)).collect()
}

/// A small deterministic noise generator (xorshift), -1..1.
pub struct Noise(u32);

impl Noise {
    /// A generator started from `seed` (0 counts as 1).
    pub fn new(seed: u32) -> Self {
        Noise(seed.max(1))
    }
    /// The next sample, -1..1.
    pub fn sample(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A one-pole low-pass filter.
#[derive(Default)]
pub struct LowPass(f32);

impl LowPass {
    /// Filters one sample `x` with the cut-off `cutoff` (Hz).
    pub fn run(&mut self, x: f32, cutoff: f32) -> f32 {
        let a = 1.0 - (-TAU * cutoff / RATE as f32).exp();
        self.0 += a * (x - self.0);
        self.0
    }
}

/// An attack-then-exponential-decay envelope at time `t` (seconds).
pub fn env(t: f32, attack: f32, decay: f32) -> f32 {
    if t < 0.0 {
        0.0
    } else if t < attack {
        t / attack
    } else {
        (-(t - attack) / decay).exp()
    }
}

/// A note's frequency: `semis` semitones from A4 (440 Hz).
pub fn note(semis: f32) -> f32 {
    440.0 * 2f32.powf(semis / 12.0)
}

/// A bell (two-operator FM, an inharmonic ratio) at `f` Hz, `t` seconds into it.
pub fn bell(f: f32, t: f32, decay: f32) -> f32 {
    let m = (TAU * f * 3.5 * t).sin() * 2.0 * (-t / (decay * 0.5)).exp();
    (TAU * f * t + m).sin() * env(t, 0.003, decay)
}

/// A soft plucked string (a few decaying harmonics) at `f` Hz.
pub fn pluck(f: f32, t: f32, decay: f32) -> f32 {
    let mut s = 0.0;
    for k in 1..=5 {
        let k = k as f32;
        s += (TAU * f * k * t).sin() * (-t * k / decay).exp() / k;
    }
    s * env(t, 0.002, 10.0)
}

/// A band-limited-enough sawtooth (8 harmonics) at phase `p` cycles.
pub fn saw(p: f32) -> f32 {
    let mut s = 0.0;
    for k in 1..=8 {
        let k = k as f32;
        s += (TAU * p * k).sin() / k;
    }
    s * 0.55
}

/// Renders `secs` seconds of `f(t, noise)` and scales it to `peak`.
fn clip(secs: f32, peak: f32, mut f: impl FnMut(f32, &mut Noise) -> f32) -> Clip {
    let n = (secs * RATE as f32) as usize;
    let mut noise = Noise::new(0x9e37_79b9);
    let mut out: Vec<f32> = (0..n)
        .map(|i| f(i as f32 / RATE as f32, &mut noise))
        .collect();
    let max = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if max > 0.0 {
        for s in &mut out {
            *s *= peak / max;
        }
    }
    // A few milliseconds of fade at the end: no click where the buffer stops.
    let tail = (RATE as usize / 200).min(out.len());
    let len = out.len();
    for (i, s) in out[len - tail..].iter_mut().enumerate() {
        *s *= 1.0 - i as f32 / tail as f32;
    }
    out.into()
}

/// One effect, rendered. The recipes (each a line in the report):
pub fn render(cue: Cue) -> Clip {
    match cue {
        // A car passing: noise through a low-pass whose cutoff sweeps up and down.
        Cue::MoveCity => {
            let mut lp = LowPass::default();
            let mut lp2 = LowPass::default();
            clip(0.45, 0.45, move |t, n| {
                let sweep = (std::f32::consts::PI * t / 0.45).sin();
                let x = lp.run(n.sample(), 300.0 + 2500.0 * sweep);
                lp2.run(x, 3000.0) * sweep * sweep
            })
        }
        // The lift: a hum gliding up an octave with a tremolo, a chime at the top.
        Cue::MoveBeanstalk => clip(0.7, 0.4, |t, _| {
            let glide = 0.55;
            let p = if t < glide {
                180.0 * glide / std::f32::consts::LN_2 * (2f32.powf(t / glide) - 1.0)
            } else {
                180.0 * glide / std::f32::consts::LN_2 + 360.0 * (t - glide)
            };
            let fade = (t / 0.08).min(1.0) * (1.0 - ((t - 0.45) / 0.25).clamp(0.0, 1.0));
            let hum = ((TAU * p).sin() + 0.3 * (TAU * 2.0 * p).sin())
                * (1.0 + 0.3 * (TAU * 9.0 * t).sin())
                * fade;
            hum * 0.6 + 0.5 * bell(note(15.0), t - 0.5, 0.25)
        }),
        // Low gravity: a slow, soft bounce — a sine falling a fifth with a wide vibrato,
        // twice, the second quieter.
        Cue::MoveMoon => clip(0.8, 0.4, |t, _| {
            let hop = |t: f32| {
                if t < 0.0 {
                    return 0.0;
                }
                let f = 330.0 * (1.0 - 0.33 * (t / 0.35).min(1.0));
                let vib = 1.0 + 0.02 * (TAU * 6.0 * t).sin();
                (TAU * f * vib * t).sin() * env(t, 0.02, 0.12)
            };
            hop(t) + 0.5 * hop(t - 0.35)
        }),
        // Following a lead: two plucked notes, a fourth apart (E4, A4).
        Cue::LeadFollowed => clip(0.6, 0.45, |t, _| {
            pluck(note(-5.0), t, 0.25) + pluck(note(0.0), t - 0.12, 0.3)
        }),
        // A token set down: a short wooden knock (a fast-decaying 700 Hz sine) with a click of
        // noise.
        Cue::EvidencePlaced => clip(0.2, 0.5, |t, n| {
            (TAU * 700.0 * t).sin() * env(t, 0.001, 0.03)
                + 0.4 * (TAU * 350.0 * t).sin() * env(t, 0.001, 0.05)
                + 0.3 * n.sample() * env(t, 0.0005, 0.004)
        }),
        // A token turned face up: a swish of noise, then a bright bell.
        Cue::EvidenceRevealed => {
            let mut lp = LowPass::default();
            clip(0.7, 0.45, move |t, n| {
                let swish = lp.run(n.sample(), 4000.0) * env(t, 0.04, 0.05) * 0.6;
                swish + bell(note(10.0), t - 0.07, 0.35)
            })
        }
        // A light card: a rising major arpeggio of soft triangle-like tones (C6, E6, G6).
        Cue::LightCard => clip(0.6, 0.4, |t, _| {
            [(27.0, 0.0), (31.0, 0.07), (34.0, 0.14)]
                .iter()
                .map(|&(s, at)| {
                    let tt = t - at;
                    if tt < 0.0 {
                        0.0
                    } else {
                        let p = TAU * note(s) * tt;
                        (p.sin() + p.sin().powi(3) * 0.3) * env(tt, 0.005, 0.18)
                    }
                })
                .sum()
        }),
        // A dark card: a falling minor line of low detuned saws through a low-pass (Eb3, C3,
        // A2).
        Cue::DarkCard => {
            let mut lp = LowPass::default();
            clip(0.7, 0.4, move |t, _| {
                let x: f32 = [(-18.0, 0.0), (-21.0, 0.1), (-24.0, 0.2)]
                    .iter()
                    .map(|&(s, at)| {
                        let tt = t - at;
                        if tt < 0.0 {
                            0.0
                        } else {
                            let f = note(s);
                            (saw(f * tt) + saw(f * 1.006 * tt)) * env(tt, 0.01, 0.25)
                        }
                    })
                    .sum();
                lp.run(x, 900.0)
            })
        }
        // A twilight shift: two sines gliding apart (a widening interval), with a slow beat.
        Cue::TwilightShift => clip(0.5, 0.35, |t, _| {
            let a = 440.0 * t - 60.0 * t * t;
            let b = 440.0 * t + 160.0 * t * t;
            ((TAU * a).sin() + (TAU * b).sin()) * env(t, 0.03, 0.15)
        }),
        // A puzzle piece laid: two quick clicks and a low thud.
        Cue::PiecePlaced => clip(0.25, 0.5, |t, n| {
            let click = |t: f32, n: &mut Noise| n.sample() * env(t, 0.0005, 0.003);
            click(t, n) + click(t - 0.05, n) * 0.7 + (TAU * 160.0 * t).sin() * env(t, 0.002, 0.05)
        }),
        // A link closed: a chord of bells (C5, G5, C6, E6) struck one after another.
        Cue::LinkClosed => clip(1.2, 0.45, |t, _| {
            [3.0, 10.0, 15.0, 19.0]
                .iter()
                .enumerate()
                .map(|(i, &s)| bell(note(s), t - i as f32 * 0.05, 0.5))
                .sum()
        }),
        // A favor or token: a coin — a square-ish B5 then E6.
        Cue::Favor => clip(0.4, 0.3, |t, _| {
            let sq = |f: f32, t: f32| ((TAU * f * t).sin() * 3.0).tanh();
            if t < 0.07 {
                sq(note(14.0), t) * env(t, 0.002, 1.0)
            } else {
                sq(note(19.0), t) * env(t - 0.07, 0.002, 0.12)
            }
        }),
        // An event revealed: a gong — inharmonic partials (1, 2.76, 5.4) on a low A.
        Cue::EventRevealed => clip(1.6, 0.45, |t, _| {
            let f = 110.0;
            let shimmer = 1.0 + 0.003 * (TAU * 3.0 * t).sin();
            [
                (1.0, 1.0, 1.2),
                (2.76, 0.5, 0.8),
                (5.4, 0.3, 0.4),
                (8.9, 0.15, 0.25),
            ]
            .iter()
            .map(|&(r, a, d)| (TAU * f * r * shimmer * t).sin() * a * env(t, 0.01, d))
            .sum()
        }),
        // Your turn: two soft bells, G5 then C6.
        Cue::YourTurn => clip(0.8, 0.4, |t, _| {
            bell(note(10.0), t, 0.3) + bell(note(15.0), t - 0.15, 0.4)
        }),
        // A refusal: a soft low "bonk" — a sine falling 200 to 150 Hz, quickly gone.
        Cue::Refusal => clip(0.2, 0.25, |t, _| {
            let p = 200.0 * t - 125.0 * t * t;
            (TAU * p).sin() * env(t, 0.004, 0.05)
        }),
        // The climax: a low drum, then a dissonant swell (a minor second on A2/Bb2) rising.
        Cue::Climax => clip(1.8, 0.5, |t, n| {
            let drum = ((TAU * (60.0 * t + 40.0 * (1.0 - (-t / 0.05).exp()) * 0.05)).sin()
                + 0.2 * n.sample())
                * env(t, 0.002, 0.25);
            let swell_env = (t / 1.4).min(1.0).powi(2) * (1.0 - ((t - 1.4) / 0.4).clamp(0.0, 1.0));
            let rise = 1.0 + 0.05 * t;
            let swell = (saw(note(-24.0) * rise * t) + saw(note(-23.0) * rise * t)) * swell_env;
            drum + 0.5 * swell
        }),
        // The case closed: a resolving arpeggio of bells (A4, C#5, E5, A5) over a low A.
        Cue::CaseClosed => clip(2.2, 0.45, |t, _| {
            let bells: f32 = [0.0, 4.0, 7.0, 12.0]
                .iter()
                .enumerate()
                .map(|(i, &s)| bell(note(s), t - i as f32 * 0.12, 0.7))
                .sum();
            bells + 0.6 * pluck(note(-24.0), t - 0.48, 0.8)
        }),
    }
}
