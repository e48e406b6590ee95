//! A whole game's state as plain data: every game entity's components in [`GameId`] order and
//! the game's resources. [`GameState::capture`] copies it out of a world and
//! [`GameState::restore`] puts it into another — the hard bot's look ahead plays on such
//! copies — and the [`digest`](super::digest) hashes it.
//!
//! The lists below name every component and resource of a game; a test checks that no game
//! entity carries a component they miss.

use super::*;
use std::hash::{Hash, Hasher};

macro_rules! entity_parts {
    ($($field:ident: $ty:ty $(=> $hash:path)?),* $(,)?) => {
        /// One game entity: its id and whichever of the game's components it has.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct Parts {
            /// Its id.
            pub id: GameId,
            $(
                #[doc = concat!("Its `", stringify!($ty), "`, if it has one.")]
                pub $field: Option<$ty>,
            )*
        }

        impl Parts {
            fn capture(world: &World, e: Entity, id: GameId) -> Self {
                let r = world.entity(e);
                Parts { id, $($field: r.get::<$ty>().cloned(),)* }
            }

            fn spawn(&self, world: &mut World) {
                let mut e = world.spawn(self.id);
                $(if let Some(c) = &self.$field {
                    e.insert(c.clone());
                })*
            }

            /// How many components the entity had (its id included).
            pub fn count(&self) -> usize {
                1 $(+ self.$field.is_some() as usize)*
            }
        }

        impl Hash for Parts {
            fn hash<H: Hasher>(&self, h: &mut H) {
                self.id.hash(h);
                $(entity_parts!(@hash h, self.$field $(, $hash)?);)*
            }
        }
    };
    (@hash $h:ident, $v:expr) => {
        $v.hash($h)
    };
    (@hash $h:ident, $v:expr, $f:path) => {
        $f(&$v, $h)
    };
}

entity_parts! {
    place: Place,
    at: At,
    figure: DetectiveFigure,
    twilight: Twilight,
    passes: DropshipPasses,
    holdings: Holdings,
    hand: Hand,
    plot: PlotState,
    temp: TempRules,
    memory: Memory,
    specials: Specials,
    lead: Lead,
    suspect: Suspect,
    scene: SceneOfCrime,
    informant: Informant => hash_informant,
    hero: HeroMarker,
    warrant: Warrant,
    token: EvidenceToken,
    hunch: Hunch,
    npc: Npc,
}

/// Hashed as the two markers it replaced (Lily's, then Jimmy's), so game digests stay
/// comparable from version to version.
fn hash_informant<H: Hasher>(i: &Option<Informant>, h: &mut H) {
    (*i == Some(Informant::Lily)).then_some(()).hash(h);
    (*i == Some(Informant::Jimmy)).then_some(()).hash(h);
}

macro_rules! game_resources {
    ($($field:ident: $ty:ty),* $(,)?) => {
        /// The game's resources (those a game in play has; the log, history and outcome are
        /// not part of it).
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct Resources {
            $(
                #[doc = concat!("The game's `", stringify!($ty), "`, if it has one.")]
                pub $field: Option<$ty>,
            )*
        }

        impl Resources {
            fn capture(world: &World) -> Self {
                Resources { $($field: world.get_resource::<$ty>().cloned(),)* }
            }

            fn restore(&self, world: &mut World) {
                $(match &self.$field {
                    Some(r) => world.insert_resource(r.clone()),
                    None => {
                        world.remove_resource::<$ty>();
                    }
                })*
            }
        }
    };
}

game_resources! {
    clock: Clock,
    table: Table,
    pile: EvidencePile,
    supply: Supply,
    pending: Pending,
    ids: NextGameId,
    puzzle: Puzzle,
    decks: Decks,
    used: AbilitiesUsed,
    turn_log: TurnLog,
    events: EventTrack,
    rng: GameRng,
}

/// A copy of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameState {
    /// Every game entity.
    pub entities: Vec<Parts>,
    /// The game's resources.
    pub resources: Resources,
    /// The game's phase, if it has one.
    pub phase: Option<Phase>,
}

impl GameState {
    /// The game in `world`, entities in [`GameId`] order.
    pub fn capture(world: &mut World) -> Self {
        let mut ids: Vec<(GameId, Entity)> = world
            .query::<(&GameId, Entity)>()
            .iter(world)
            .map(|(g, e)| (*g, e))
            .collect();
        ids.sort();
        GameState {
            entities: ids
                .into_iter()
                .map(|(g, e)| Parts::capture(world, e, g))
                .collect(),
            resources: Resources::capture(world),
            phase: world.get_resource::<State<Phase>>().map(|s| *s.get()),
        }
    }

    /// Puts this game into `world` in place of the one there, in the same phase (entered
    /// without its enter systems). The log, history and undo point start empty.
    pub fn restore(&self, world: &mut World) {
        despawn_game(world);
        for p in &self.entities {
            p.spawn(world);
        }
        self.resources.restore(world);
        if let Some(phase) = self.phase {
            world.insert_resource(State::new(phase));
            world.insert_resource(NextState::<Phase>::Unchanged);
        }
        fresh_records(world);
        world.remove_resource::<CatchUp>();
        world.remove_resource::<Review>();
    }
}

/// Starts a game's records afresh: an empty log, history, timeline and undo point, no outcome.
pub fn fresh_records(world: &mut World) {
    world.insert_resource(GameLog::default());
    world.insert_resource(History::default());
    world.insert_resource(Timeline::default());
    world.insert_resource(UndoBarrier::default());
    world.remove_resource::<Outcome>();
}

/// Takes every game entity out of `world`.
pub fn despawn_game(world: &mut World) {
    let old: Vec<Entity> = world
        .query_filtered::<Entity, With<GameId>>()
        .iter(world)
        .collect();
    for e in old {
        world.despawn(e);
    }
}

/// The rules' random numbers hash as how far they have run (the seed is in the table).
impl Hash for GameRng {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.0.get_word_pos().hash(h);
    }
}

/// The same stream at the same point (the generator itself cannot be cloned).
impl Clone for GameRng {
    fn clone(&self) -> Self {
        let mut rng = ChaCha8Rng::from_seed(self.0.get_seed());
        rng.set_stream(self.0.get_stream());
        rng.set_word_pos(self.0.get_word_pos());
        GameRng(rng)
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl Eq for GameRng {}
