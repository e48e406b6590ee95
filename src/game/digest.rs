//! A digest of the whole game state: a stable FNV-1a hash over every game entity's components
//! in [`GameId`] order, the game's resources and its log. Same seed and same commands give the
//! same digest, on every run and every machine.

use super::*;
use std::hash::{Hash, Hasher};

/// FNV-1a, 64 bits: simple, fast and the same everywhere.
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The digest of the game in `world`: its [`GameState`](super::state::GameState) and its log.
pub fn digest(world: &mut World) -> u64 {
    let mut h = Fnv::default();
    super::state::GameState::capture(world).hash(&mut h);
    world.get_resource::<GameLog>().hash(&mut h);
    h.finish()
}
