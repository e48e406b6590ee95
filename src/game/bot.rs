//! Simple bots for bot seats: they chase the scene of the crime and the leads, and end their
//! turn when they have nothing better to do. They decide only from the public [`Snapshot`].

use super::*;
use crate::content::{Area, Map};
use crate::rules::{self, Snapshot};
use rand::RngExt;

/// How long a bot waits between its actions, in seconds (0 in headless games; the windowed
/// game slows bots down so a person can follow them).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct BotPace(pub f32);

/// The bots' own random numbers: seeded from the game's seed, never the rules' RNG.
#[derive(Resource, Debug)]
pub struct BotRng(pub ChaCha8Rng);

/// Sends one command for the active seat when it is a bot.
#[allow(clippy::too_many_arguments)]
pub fn bot_turn(
    q: GameQuery,
    pace: Res<BotPace>,
    time: Res<bevy::time::Time<bevy::time::Real>>,
    mut last: Local<f32>,
    mut rng: Option<ResMut<BotRng>>,
    mut out: MessageWriter<Command>,
    mut commands: Commands,
) {
    let snap = q.snapshot();
    if !snap.daytime {
        return;
    }
    let seat = snap.active();
    if snap.seats[seat as usize].kind != SeatKind::Bot {
        return;
    }
    let now = time.elapsed_secs();
    if pace.0 > 0.0 && now - *last < pace.0 {
        return;
    }
    *last = now;
    let Some(rng) = rng.as_mut() else {
        commands.insert_resource(BotRng(ChaCha8Rng::seed_from_u64(q.table.seed ^ 0xB07_5EED)));
        return;
    };
    let action = choose(&q.content, &snap, seat, &mut rng.0);
    out.write(Command { seat, action });
}

/// The bot's choice for `seat` in `snap`.
pub fn choose(content: &Content, snap: &Snapshot, seat: u8, rng: &mut ChaCha8Rng) -> Action {
    let legal = rules::legal_actions(content, snap, seat);
    if legal.contains(&Action::JumpOnTheCase) {
        return Action::JumpOnTheCase;
    }
    let me = &snap.seats[seat as usize];
    let map = &content.map;
    let lead_here = snap.leads.iter().any(|l| l.2 == me.at);
    let target = if snap.hero_on_scene != Some(seat) {
        snap.scene
    } else if lead_here {
        // Wait on a lead (following it up arrives with the investigation rules).
        return Action::EndTurn;
    } else {
        // The nearest lead.
        snap.leads
            .iter()
            .map(|l| l.2)
            .filter(|&l| l != me.at)
            .min_by(|&a, &b| travel(map, me.at, a).total_cmp(&travel(map, me.at, b)))
            .unwrap_or(snap.scene)
    };
    let here = travel(map, me.at, target);
    let mut best: Option<(f32, Action)> = None;
    for a in &legal {
        let (Action::Move { to } | Action::Dropship { to }) = *a else {
            continue;
        };
        let cost = crate::rules::entry_cost(map, to, &me.warrants) as f32;
        let mut score =
            travel(map, to, target) + (cost - 1.0) * 150.0 + rng.random_range(0.0..30.0);
        if matches!(a, Action::Dropship { .. }) {
            score += 300.0; // keep the pass for when it really helps
        }
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, *a));
        }
    }
    match best {
        Some((score, a)) if score < here => a,
        _ => Action::EndTurn,
    }
}

/// A rough travel distance in map millimetres, going round by the Beanstalk between Earth
/// and the Moon.
fn travel(map: &Map, from: LocId, to: LocId) -> f32 {
    let (a, b) = (map.loc(from), map.loc(to));
    let root = map.beanstalk[0];
    let kaguya = *map.beanstalk.last().expect("validated map has a Beanstalk");
    let stalk_len = 80.0 * (map.beanstalk.len() as f32 - 1.0);
    let side = |l: &crate::content::Location| match (l.area, l.beanstalk_index) {
        (Area::Beanstalk, Some(i)) => (Area::Beanstalk, i as f32),
        (area, _) => (area, 0.0),
    };
    let (sa, sb) = (side(a), side(b));
    let d = |x: LocId, y: LocId| map.loc(x).pos.distance(map.loc(y).pos);
    match (sa.0, sb.0) {
        (x, y) if x == y && x != Area::Beanstalk => a.pos.distance(b.pos),
        (Area::Beanstalk, Area::Beanstalk) => (sa.1 - sb.1).abs() * 80.0,
        (Area::Earth, Area::Moon) => d(from, root) + stalk_len + d(kaguya, to),
        (Area::Moon, Area::Earth) => d(from, kaguya) + stalk_len + d(root, to),
        (Area::Beanstalk, Area::Earth) => sa.1 * 80.0 + d(root, to),
        (Area::Beanstalk, _) => (map.beanstalk.len() as f32 - 1.0 - sa.1) * 80.0 + d(kaguya, to),
        (Area::Earth, _) => d(from, root) + sb.1 * 80.0,
        (_, _) => d(from, kaguya) + (map.beanstalk.len() as f32 - 1.0 - sb.1) * 80.0,
    }
}
