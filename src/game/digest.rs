//! A digest of the whole game state: a stable FNV-1a hash over every game entity's components
//! in [`GameId`] order and over the game's resources. Same seed and same commands give the
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

/// The digest of the game in `world`.
pub fn digest(world: &mut World) -> u64 {
    let mut h = Fnv::default();
    type Figure = (
        Option<&'static Place>,
        Option<&'static At>,
        Option<&'static DetectiveFigure>,
        Option<&'static Twilight>,
        Option<&'static DropshipPasses>,
        Option<&'static Holdings>,
        Option<&'static Hand>,
        Option<&'static PlotState>,
        Option<&'static TempRules>,
        Option<&'static Memory>,
        Option<&'static Specials>,
    );
    type Tokens = (
        Option<&'static Lead>,
        Option<&'static Suspect>,
        Option<&'static SceneOfCrime>,
        Option<&'static Lily>,
        Option<&'static Jimmy>,
        Option<&'static HeroMarker>,
        Option<&'static Warrant>,
        Option<&'static EvidenceToken>,
        Option<&'static Hunch>,
        Option<&'static Npc>,
    );
    let mut q = world.query::<(&GameId, Figure, Tokens)>();
    let mut rows: Vec<_> = q.iter(world).collect();
    rows.sort_by_key(|r| *r.0);
    for row in rows {
        row.hash(&mut h);
    }
    world.get_resource::<Clock>().hash(&mut h);
    world.get_resource::<Table>().hash(&mut h);
    world.get_resource::<EvidencePile>().hash(&mut h);
    world.get_resource::<Supply>().hash(&mut h);
    world.get_resource::<Pending>().hash(&mut h);
    world.get_resource::<NextGameId>().hash(&mut h);
    world.get_resource::<Puzzle>().hash(&mut h);
    world.get_resource::<Decks>().hash(&mut h);
    world.get_resource::<AbilitiesUsed>().hash(&mut h);
    world.get_resource::<TurnLog>().hash(&mut h);
    world.get_resource::<EventTrack>().hash(&mut h);
    world.get_resource::<GameLog>().hash(&mut h);
    if let Some(rng) = world.get_resource::<GameRng>() {
        rng.0.get_word_pos().hash(&mut h);
    }
    world
        .get_resource::<State<Phase>>()
        .map(|s| *s.get())
        .hash(&mut h);
    h.finish()
}
