//! What each viewer may see of the game: the public [`Snapshot`] and each seat's own,
//! built from the world by [`GameQuery`], and kept in [`Views`] — built at most once per
//! change of the game ([`GameVersion`]), however many panels,
//! bots and hints read it in a frame.
//!
//! [`SeatView`] is a seat's own view that only the game makes; bots decide from nothing
//! else (D-4, D-8).

use super::*;
use crate::rules::Snapshot;
use std::sync::OnceLock;

/// What [`GameQuery`] reads of each detective figure.
pub type DetectiveData = (
    &'static DetectiveFigure,
    &'static At,
    &'static Twilight,
    &'static DropshipPasses,
    &'static Holdings,
    &'static PlotState,
    &'static TempRules,
    &'static Specials,
);

/// Read access to the whole game, turning entities into a [`Snapshot`] for the rules.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GameQuery<'w, 's> {
    /// The content.
    pub content: Res<'w, Content>,
    /// Who plays, and which murder.
    pub table: Res<'w, Table>,
    /// The calendar and the turn.
    pub clock: Res<'w, Clock>,
    /// The game's phase.
    pub phase: Res<'w, State<Phase>>,
    /// The decision awaited.
    pub pending: Res<'w, Pending>,
    /// The evidence pile.
    pub pile: Res<'w, EvidencePile>,
    /// The puzzle.
    pub puzzle: Res<'w, Puzzle>,
    /// The supply.
    pub supply: Res<'w, Supply>,
    /// The twilight decks.
    pub decks: Res<'w, Decks>,
    /// Abilities used this round.
    pub used: Res<'w, AbilitiesUsed>,
    /// What the active seat did this turn.
    pub turn_log: Res<'w, TurnLog>,
    /// Each detective's hand and Memory card.
    pub hands: Query<'w, 's, (&'static DetectiveFigure, &'static Hand, &'static Memory)>,
    /// Each detective's figure and tokens.
    pub detectives: Query<'w, 's, DetectiveData>,
    /// Every NPC.
    pub npcs: Query<'w, 's, (&'static GameId, &'static Npc)>,
    /// The event track.
    pub events: Res<'w, EventTrack>,
    /// The warrants.
    pub warrants: Query<'w, 's, (&'static Warrant, &'static At)>,
    /// The leads.
    pub leads: Query<'w, 's, (&'static GameId, &'static Lead, &'static At)>,
    /// The suspects.
    pub suspects: Query<'w, 's, &'static Suspect>,
    /// The evidence tokens.
    pub evidence: Query<'w, 's, (&'static GameId, &'static EvidenceToken)>,
    /// The hunches.
    pub hunches: Query<'w, 's, &'static Hunch>,
    /// The scene of the crime.
    pub scene: Query<'w, 's, &'static At, With<SceneOfCrime>>,
    /// The hero markers.
    pub hero: Query<'w, 's, &'static HeroMarker>,
    /// Lily and Jimmy.
    pub informants: Query<'w, 's, (&'static Informant, &'static At)>,
}

impl GameQuery<'_, '_> {
    /// The public state: what every seat may know.
    pub fn snapshot(&self) -> Snapshot {
        self.snapshot_for(None)
    }

    /// Every seat's public state (where it stands, what it holds, the rules in force on it),
    /// without the rest of a snapshot.
    pub fn seat_states(&self) -> Vec<crate::rules::SeatState> {
        use crate::rules::SeatState;
        let mut seats: Vec<SeatState> = self
            .table
            .seats
            .iter()
            .map(|s| SeatState {
                detective: s.detective,
                kind: s.kind,
                at: LocId(0),
                warrants: Vec::new(),
                dropship_passes: 0,
                twilight: 0,
                holdings: Holdings::default(),
                hand: 0,
                light_deck: 0,
                dark_deck: 0,
                rules: Vec::new(),
                plot_colour: None,
                plot: None,
                specials: Specials::default(),
                memory: false,
            })
            .collect();
        for (d, h, m) in &self.hands {
            seats[d.seat].hand = h.0.len();
            seats[d.seat].memory = m.0.is_some();
        }
        for (i, s) in seats.iter_mut().enumerate() {
            s.light_deck = self.decks.light.get(i).map(DeckPile::len).unwrap_or(0);
            s.dark_deck = self.decks.dark.get(i).map(DeckPile::len).unwrap_or(0);
        }
        let event_rules: Vec<crate::content::Rule> = self
            .events
            .active()
            .into_iter()
            .flat_map(|e| self.content.events[e].def.rules.iter().copied())
            .collect();
        for (d, at, tw, passes, holdings, plot, temp, specials) in &self.detectives {
            let s = &mut seats[d.seat];
            s.at = at.0;
            s.twilight = tw.0;
            s.dropship_passes = passes.0;
            s.holdings = *holdings;
            s.rules = plot.rules(&self.content);
            s.rules.extend(temp.0.iter().map(|(r, _)| *r));
            s.rules.extend(event_rules.iter().copied());
            s.specials = *specials;
            s.plot_colour = plot.colour(&self.content);
            s.plot = plot.current;
        }
        for (w, at) in &self.warrants {
            seats[w.seat].warrants.push(at.0);
        }
        for s in &mut seats {
            s.warrants.sort();
        }
        seats
    }

    /// The state as `viewer` may know it: the public state, plus the values of the tokens that
    /// seat placed or peeked at, its hunches and the token it has drawn (D-8).
    pub fn snapshot_for(&self, viewer: Option<SeatId>) -> Snapshot {
        let table = &self.table;
        let clock = &self.clock;
        let seats = self.seat_states();
        let mut leads: Vec<(GameId, Lead, At)> =
            self.leads.iter().map(|(g, l, a)| (*g, *l, *a)).collect();
        leads.sort_by_key(|(g, _, _)| *g);
        let mut suspects: Vec<Suspect> = self.suspects.iter().copied().collect();
        suspects.sort_by_key(|s| s.order);
        let mut npcs: Vec<(GameId, Npc)> = self.npcs.iter().map(|(g, n)| (*g, *n)).collect();
        npcs.sort_by_key(|(g, _)| *g);
        let pending = self.pending.decision;
        let mut snap = Snapshot {
            clock: **clock,
            murder: table.scenario,
            seats,
            scene: self.scene.single().map(|a| a.0).unwrap_or(LocId(0)),
            hero_on_scene: self.hero.single().ok().map(|h| h.seat),
            leads: leads
                .into_iter()
                .map(|(_, l, a)| (l.kind, l.owner, a.0))
                .collect(),
            informants: {
                let mut at = [LocId(0); 2];
                for (who, loc) in &self.informants {
                    at[who.index()] = loc.0;
                }
                at
            },
            daytime: *self.phase.get() == Phase::Daytime
                && (clock.turn as usize) < table.seats.len(),
            pending,
            suspects,
            evidence: Vec::new(),
            pile: self.pile.0.len(),
            puzzle: self.puzzle.public(),
            piece: self.pending.piece,
            bonus_piece: self.pending.bonus_piece,
            supply: *self.supply,
            abilities_used: self.used.0.clone(),
            events: self.events.public(),
            npcs: npcs.into_iter().map(|(_, n)| n).collect(),
            turn_log: *self.turn_log,
            hand: Vec::new(),
            memory: None,
            viewer: None,
            hunches: None,
            drawn: None,
            auto_pass: self.pending.auto_pass,
            prompts: Vec::new(),
            skip_free: self.pending.skip_free.clone(),
            quiet_offers: (self.pending.quiet_offers, self.pending.shared_screen),
            spare_day_one: self.pending.spare_day_one,
            offers_daily: self.pending.offers_daily,
        };
        self.fill_viewer(&mut snap, viewer);
        snap
    }

    /// Makes `snap`, a snapshot of the world as it stands now for any viewer, `viewer`'s own
    /// (the same as [`snapshot_for`](Self::snapshot_for) would make, which dev builds check):
    /// only what depends on the viewer is made again — its hand, Memory card and hunches, the
    /// token it drew and the values of the tokens it knows.
    pub fn reseat(&self, snap: &mut Snapshot, viewer: Option<SeatId>) {
        self.fill_viewer(snap, viewer);
        debug_assert_eq!(*snap, self.snapshot_for(viewer), "reseated as made anew");
    }

    /// Puts in `snap` what `viewer` may know beyond the public state.
    fn fill_viewer(&self, snap: &mut Snapshot, viewer: Option<SeatId>) {
        snap.viewer = viewer;
        snap.hand.clear();
        snap.memory = None;
        for (d, h, m) in &self.hands {
            if viewer == Some(d.seat) {
                snap.hand.extend_from_slice(&h.0);
                snap.memory = m.0;
            }
        }
        snap.evidence.clear();
        snap.evidence
            .extend(self.evidence.iter().map(|(g, t)| t.view(g.0, viewer)));
        snap.evidence.sort_by_key(|t| t.id);
        snap.drawn = match (self.pending.decision, viewer) {
            (
                Some(
                    d @ Decision {
                        ask: Ask::PlaceEvidence { .. },
                        ..
                    },
                ),
                Some(v),
            ) if d.decider() == v => self.pending.drawn,
            _ => None,
        };
        snap.prompts.clear();
        snap.prompts.extend(
            self.pending
                .prompts
                .iter()
                .filter(|p| Some(p.0) == viewer)
                .map(|p| (p.1, p.2)),
        );
        snap.hunches = viewer.and_then(|v| {
            self.hunches
                .iter()
                .find(|h| h.seat == v)
                .map(|h| (h.guilty, h.innocent))
        });
    }
}

/// One seat's own view of the game: what that seat may know and nothing more (its hand, its
/// hunches, the values of the tokens it placed or saw — never another seat's). Only the game
/// makes one ([`GameQuery::seat_view`], [`seat_view`]), and bots decide from nothing else, so
/// a bot cannot be handed the whole game by mistake (D-4, D-8).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    snap: Snapshot,
    seat: SeatId,
}

impl SeatView {
    /// The seat this view belongs to.
    pub fn seat(&self) -> SeatId {
        self.seat
    }
    /// The view of a snapshot made for its seat (`None` for the public one).
    pub(super) fn of_seat(snap: Snapshot) -> Option<SeatView> {
        snap.viewer.map(|seat| SeatView { snap, seat })
    }
    /// The view of the seat a snapshot was made for (the table view's own snapshot, sent by
    /// a host to the client holding that seat); `None` for the public snapshot.
    pub fn of_own(snap: Snapshot) -> Option<SeatView> {
        Self::of_seat(snap)
    }
    /// The snapshot the view holds.
    pub(super) fn into_snapshot(self) -> Snapshot {
        self.snap
    }
}

impl std::ops::Deref for SeatView {
    type Target = Snapshot;
    fn deref(&self) -> &Snapshot {
        &self.snap
    }
}

impl GameQuery<'_, '_> {
    /// What `seat` may know of the game.
    pub fn seat_view(&self, seat: SeatId) -> SeatView {
        SeatView {
            snap: self.snapshot_for(Some(seat)),
            seat,
        }
    }
}

/// `seat`'s own view of the game in `world`.
pub fn seat_view(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: SeatId,
) -> Option<SeatView> {
    q.get(world).ok().map(|g| g.seat_view(seat))
}

/// A [`GameQuery`]'s system state kept in the world, so the game's own code (effects, the
/// response window, the hand limit) does not build a new one each time it looks.
#[derive(Resource)]
struct QueryCache(bevy::ecs::system::SystemState<GameQuery<'static, 'static>>);

/// Runs `f` with a [`GameQuery`] state for `world`, made once and kept in the world (a call
/// made while another is under way makes its own).
pub fn with_query<R>(
    world: &mut World,
    f: impl FnOnce(&mut World, &mut bevy::ecs::system::SystemState<GameQuery<'static, 'static>>) -> R,
) -> R {
    let mut q = match world.remove_resource::<QueryCache>() {
        Some(QueryCache(q)) => q,
        None => bevy::ecs::system::SystemState::new(world),
    };
    let out = f(world, &mut q);
    world.insert_resource(QueryCache(q));
    out
}

/// `seat`'s public state in the game in `world` (see [`GameQuery::seat_states`]), if a game is
/// set up there with that seat.
pub fn seat_state(world: &mut World, seat: SeatId) -> Option<crate::rules::SeatState> {
    with_query(world, |world, q| {
        let mut seats = q.get(world).ok()?.seat_states();
        (seat.index() < seats.len()).then(|| seats.swap_remove(seat.index()))
    })
}

/// The public snapshot of the game in `world`, if a game is set up there.
pub fn world_snapshot(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
) -> Option<Snapshot> {
    q.get(world).ok().map(|g| g.snapshot())
}

/// The game in `world` as `seat` may know it.
pub fn seat_snapshot(
    world: &World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: SeatId,
) -> Option<Snapshot> {
    q.get(world).ok().map(|g| g.snapshot_for(Some(seat)))
}

/// The game as each viewer may see it, built lazily and at most once per change of the game:
/// the public view and each seat's own.
#[derive(Resource, Default)]
pub struct Views {
    version: Option<u64>,
    public: OnceLock<Snapshot>,
    seats: Vec<OnceLock<Snapshot>>,
}

/// Forgets the views when the game has changed since they were built.
pub fn refresh_views(
    version: Res<GameVersion>,
    table: Option<Res<Table>>,
    mut views: ResMut<Views>,
) {
    let seats = table.map(|t| t.seats.len()).unwrap_or(0);
    if views.version != Some(version.0) || views.seats.len() != seats {
        *views = Views {
            version: Some(version.0),
            public: OnceLock::new(),
            seats: (0..seats).map(|_| OnceLock::new()).collect(),
        };
    }
}

/// Reads the game as a viewer may see it, through [`Views`].
#[derive(bevy::ecs::system::SystemParam)]
pub struct GameView<'w, 's> {
    views: Res<'w, Views>,
    /// The game's world, for what the views do not hold.
    pub q: GameQuery<'w, 's>,
}

impl GameView<'_, '_> {
    /// What every seat may know.
    pub fn public(&self) -> &Snapshot {
        self.views.public.get_or_init(|| self.q.snapshot())
    }
    /// What `seat` may know.
    pub fn seat(&self, seat: SeatId) -> &Snapshot {
        match self.views.seats.get(seat.index()) {
            Some(cell) => cell.get_or_init(|| self.q.snapshot_for(Some(seat))),
            None => self.public(),
        }
    }
    /// What `viewer` may know: a seat's own view, or the public one.
    pub fn of(&self, viewer: Option<SeatId>) -> &Snapshot {
        match viewer {
            Some(seat) => self.seat(seat),
            None => self.public(),
        }
    }
    /// `seat`'s own view, for a bot to decide from.
    pub fn seat_view(&self, seat: SeatId) -> SeatView {
        SeatView {
            snap: self.seat(seat).clone(),
            seat,
        }
    }
}

/// Counts changes to the game, so views of it are built once per change
/// ([`Views`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameVersion(pub u64);

/// Marks the game changed (phase systems call it; the pipeline does after each command).
pub fn changed(world: &mut World) {
    world.resource_mut::<GameVersion>().0 += 1;
}
