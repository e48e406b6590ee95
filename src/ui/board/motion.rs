//! The board's motion, with `bevy_tweening`: a detective lifts, slides along its path and sets
//! down; a piece put on the board drops in; a location lifts under the pointer; a place the
//! panels point at pulses ([`super::ShowPlace`]). Durations follow the animation-speed setting;
//! a save being caught up moves nothing. While something moves the board asks for frames;
//! at rest it asks for none (idle stays at 0% of a core).

use super::art::Painter;
use super::geom::loc_world;
use crate::content::Content;
use crate::game::Session;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_tweening::{AnimTarget, Lens, Tween, TweenAnim};
use std::time::Duration;

/// How a piece moves: along `path` (world points, z included), lifting in the middle when
/// `lift` is set (scale 1 → `1 + lift` → 1).
#[derive(Clone, Debug)]
pub struct PathLens {
    /// The points it passes, in world units (z included).
    pub path: Vec<Vec3>,
    /// How much it grows at the middle of its way (0: none).
    pub lift: f32,
}

impl PathLens {
    /// The point at `t` (0..1) along the path, by length.
    pub fn at(&self, t: f32) -> Vec3 {
        let Some(&first) = self.path.first() else {
            return Vec3::ZERO;
        };
        let lens: Vec<f32> = self
            .path
            .windows(2)
            .map(|w| w[0].truncate().distance(w[1].truncate()))
            .collect();
        let total: f32 = lens.iter().sum();
        if total <= f32::EPSILON {
            return *self.path.last().unwrap_or(&first);
        }
        let mut d = t.clamp(0.0, 1.0) * total;
        for (w, l) in self.path.windows(2).zip(&lens) {
            if d <= *l || *l == 0.0 {
                let k = if *l > 0.0 { d / l } else { 1.0 };
                return w[0].lerp(w[1], k.min(1.0));
            }
            d -= l;
        }
        *self.path.last().unwrap_or(&first)
    }
}

impl Lens<Transform> for PathLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let mut p = self.at(ratio);
        // A lifted piece rides above the others while it moves.
        let bump = (ratio * std::f32::consts::PI).sin();
        p.z += 2.0 * bump;
        target.translation = p;
        target.scale = Vec3::splat(1.0 + self.lift * bump);
    }
}

/// A uniform scale from `start` to `end`.
#[derive(Clone, Copy, Debug)]
pub struct ScaleLens {
    /// The scale at the start.
    pub start: f32,
    /// The scale at the end.
    pub end: f32,
}

impl Lens<Transform> for ScaleLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale = Vec3::splat(self.start + (self.end - self.start) * ratio);
    }
}

/// A pulse's ring: grows and fades.
#[derive(Clone, Copy, Debug)]
pub struct PulseLens;

impl Lens<Transform> for PulseLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        target.scale = Vec3::splat(0.55 + 1.6 * ratio);
    }
}

/// A material's alpha from `start` to `end`.
#[derive(Clone, Copy, Debug)]
pub struct FadeLens {
    /// The alpha at the start.
    pub start: f32,
    /// The alpha at the end.
    pub end: f32,
}

impl Lens<ColorMaterial> for FadeLens {
    fn lerp(&mut self, mut target: Mut<ColorMaterial>, ratio: f32) {
        let a = self.start + (self.end - self.start) * ratio;
        target.color = target.color.with_alpha(a);
    }
}

/// Something on the board that goes once its time is up (a pulse's ring).
#[derive(Component)]
pub struct Fleeting {
    /// When it goes (seconds of the app's clock).
    pub until: f32,
}

/// Starts the board's tweens.
#[derive(SystemParam)]
pub struct Animate<'w> {
    settings: Option<Res<'w, crate::settings::Settings>>,
    session: Option<Res<'w, State<Session>>>,
    redraw: MessageWriter<'w, RequestRedraw>,
}

impl Animate<'_> {
    /// Seconds for something that takes `secs` at the normal speed, or `None` when nothing
    /// should move (a save being caught up).
    fn secs(&self, secs: f32) -> Option<Duration> {
        if self
            .session
            .as_ref()
            .is_some_and(|s| *s.get() == Session::CatchingUp)
        {
            return None;
        }
        let speed = self
            .settings
            .as_ref()
            .map_or(1.0, |s| s.animation_speed)
            .max(0.05);
        Some(Duration::from_secs_f32(secs / speed))
    }

    /// A piece slides along `path` (world points); `lift` lifts it while it moves.
    pub fn slide(&mut self, commands: &mut Commands, e: Entity, path: &[Vec3], lift: bool) {
        let Some(&end) = path.last() else { return };
        let length: f32 = path
            .windows(2)
            .map(|w| w[0].truncate().distance(w[1].truncate()))
            .sum();
        let Some(d) = self.secs(0.28 + (length / 900.0).min(0.5)) else {
            commands
                .entity(e)
                .remove::<TweenAnim>()
                .insert(Transform::from_translation(end));
            return;
        };
        let lens = PathLens {
            path: path.to_vec(),
            lift: if lift { 0.22 } else { 0.0 },
        };
        commands.entity(e).insert(TweenAnim::new(Tween::new(
            EaseFunction::CubicInOut,
            d,
            lens,
        )));
        self.redraw.write(RequestRedraw);
    }

    /// A piece put down at `at`: it drops in from a little above its size.
    pub fn put_down(&mut self, commands: &mut Commands, e: Entity, at: Vec3) {
        let Some(d) = self.secs(0.32) else {
            return;
        };
        commands.entity(e).insert((
            Transform::from_translation(at).with_scale(Vec3::splat(1.6)),
            TweenAnim::new(Tween::new(
                EaseFunction::BackOut,
                d,
                ScaleLens {
                    start: 1.6,
                    end: 1.0,
                },
            )),
        ));
        self.redraw.write(RequestRedraw);
    }

    /// A location's symbol lifts (`up`) or settles back.
    pub fn lift(&mut self, commands: &mut Commands, e: Entity, from: f32, up: bool) {
        let end = if up { 1.18 } else { 1.0 };
        let Some(d) = self.secs(0.12) else {
            return;
        };
        commands.entity(e).insert(TweenAnim::new(Tween::new(
            EaseFunction::QuadraticOut,
            d,
            ScaleLens { start: from, end },
        )));
        self.redraw.write(RequestRedraw);
    }

    /// How long a pulse lasts, if it plays.
    pub fn pulse_secs(&self) -> Option<Duration> {
        self.secs(1.1)
    }

    /// Asks for a frame (the window draws only when asked).
    pub fn redraw(&mut self) {
        self.redraw.write(RequestRedraw);
    }
}

/// A place pulses: two rings grow from its symbol and fade (twice, one after the other).
pub fn start_pulses(
    mut commands: Commands,
    content: Res<Content>,
    mut shows: MessageReader<super::ShowPlace>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    time: Res<Time<Real>>,
    mut animate: Animate,
) {
    for s in shows.read() {
        let Some(d) = animate.pulse_secs() else {
            continue;
        };
        let at = loc_world(&content.map, s.0);
        let glow = Color::srgb(1.0, 0.86, 0.35);
        let mut p = Painter::new();
        p.ring(Vec2::ZERO, 17.0, 21.0, glow, glow.with_alpha(0.0), 48);
        p.ring(Vec2::ZERO, 13.0, 17.0, glow.with_alpha(0.0), glow, 48);
        let mesh = meshes.add(p.build());
        for (k, delay) in [0.0f32, 0.35].into_iter().enumerate() {
            let mat = materials.add(ColorMaterial {
                color: Color::WHITE.with_alpha(0.0),
                ..default()
            });
            let delay = Duration::from_secs_f32(delay * d.as_secs_f32() / 1.1);
            commands.spawn((
                super::BoardVisual,
                Fleeting {
                    until: time.elapsed_secs() + (delay + d).as_secs_f32() + 0.1,
                },
                Mesh2d(mesh.clone()),
                MeshMaterial2d(mat.clone()),
                Transform::from_translation(at.extend(20.0 + k as f32 * 0.1))
                    .with_scale(Vec3::splat(0.55)),
                TweenAnim::new(
                    bevy_tweening::Delay::new(delay.max(Duration::from_millis(1)))
                        .then(Tween::new(EaseFunction::QuadraticOut, d, PulseLens)),
                ),
            ));
            commands.spawn((
                Fleeting {
                    until: time.elapsed_secs() + (delay + d).as_secs_f32() + 0.1,
                },
                TweenAnim::new(
                    bevy_tweening::Delay::new(delay.max(Duration::from_millis(1))).then(
                        Tween::new(
                            EaseFunction::QuadraticIn,
                            d,
                            FadeLens {
                                start: 0.95,
                                end: 0.0,
                            },
                        ),
                    ),
                ),
                AnimTarget::asset::<ColorMaterial>(mat.id()),
            ));
        }
        animate.redraw();
    }
}

/// Removes what has had its time, and keeps frames coming while anything on the board moves.
pub fn keep_moving(
    mut commands: Commands,
    time: Res<Time<Real>>,
    fleeting: Query<(Entity, &Fleeting)>,
    moving: Query<(), With<TweenAnim>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let now = time.elapsed_secs();
    for (e, f) in &fleeting {
        if now >= f.until {
            commands.entity(e).despawn();
        }
    }
    if !moving.is_empty() || !fleeting.is_empty() {
        redraw.write(RequestRedraw);
    }
}
