//! Setting up a game (R-SETUP-1…5, R-SETUP-12, and what R-SETUP-3/13 put on the board).

use super::*;
use rand::RngExt;
use rand::seq::SliceRandom;

/// The 60 evidence tokens in their exact mix (R-COMP-1).
pub fn evidence_mix() -> Vec<Evidence> {
    let mut out = Vec::with_capacity(60);
    for (value, count) in crate::rules::scoring::VALUE_MIX {
        out.extend(std::iter::repeat_n(Evidence::Value(value), count as usize));
    }
    out.extend(std::iter::repeat_n(
        Evidence::SurpriseWitness,
        crate::rules::scoring::WITNESSES as usize,
    ));
    out.extend(std::iter::repeat_n(
        Evidence::Perjury,
        crate::rules::scoring::PERJURIES as usize,
    ));
    out
}

/// R-SETUP-13: the special cards a detective's sheet puts in play.
fn initial_specials(content: &Content, detective: DetectiveId) -> Specials {
    use crate::content::DetectiveRule as R;
    let rule = |f: fn(&R) -> bool| content.detective_rule(detective, |r| f(r).then_some(()));
    Specials {
        sanity: rule(|r| matches!(r, R::Sanity { .. })).map(|_| 0),
        mood: rule(|r| matches!(r, R::Mood)).map(|_| false),
        money: content.detective_rule(detective, |r| match r {
            R::Money(m) => Some(*m),
            _ => None,
        }),
        wrapped: rule(|r| matches!(r, R::WrappedUp)).is_some(),
        ..Default::default()
    }
}

/// R-SETUP-3, R-SETUP-13: the NPC favors a detective's sheet gives at setup, by NPC (at most
/// the 3 tokens each NPC has, R-COMP-2).
fn npc_favors(def: &crate::content::DetectiveDef) -> [u8; 3] {
    let mut out = [0; 3];
    for (name, n) in &def.setup.npc_favors {
        if let Some(i) = def.npcs.iter().position(|x| &x.name == name)
            && i < 3
        {
            out[i] = (out[i] + n).min(NPC_FAVORS_EACH);
        }
    }
    out
}

/// Favor tokens of each NPC that grants favors (R-COMP-2).
pub const NPC_FAVORS_EACH: u8 = 3;

/// Dropship passes in the game (R-COMP-2).
pub const DROPSHIP_PASSES: u8 = 5;
/// Alibi tokens in the game (R-COMP-2).
pub const ALIBIS: u8 = 12;
/// Hit tokens in the game (R-COMP-2).
pub const HITS: u8 = 13;
/// Normal favors of each type (R-COMP-2).
pub const FAVORS_PER_TYPE: u8 = 12;
/// Baggage tokens (R-COMP-2).
pub const BAGGAGE: u8 = 45;
/// Conspiracy tokens (R-COMP-2).
pub const CONSPIRACY_TOKENS: u8 = 12;
/// Haas and Jinteki tokens (R-COMP-2).
pub const HAAS_TOKENS: u8 = 6;
/// Jinteki tokens (R-COMP-2).
pub const JINTEKI_TOKENS: u8 = 6;
/// Trauma counters (R-COMP-2): thirteen −1 and five −3.
pub const TRAUMA_SMALL: u8 = 13;
/// −3 trauma counters (R-COMP-2).
pub const TRAUMA_BIG: u8 = 5;

/// Checks a config against the content before a game starts on it.
pub fn validate_config(content: &Content, config: &GameConfig) -> Result<(), String> {
    config_problem(content, config).map_err(|(_, why)| why)
}

/// What is wrong with `config` for this content, if anything: the field at fault
/// (`seats`, `scenario`, `seats[i].detective`, `first_player`) and why.
// english: the configuration's problems, for the command line and save files (a field and why)
pub fn config_problem(content: &Content, config: &GameConfig) -> Result<(), (String, String)> {
    let n = config.seats.len();
    let max = content.detectives.len().min(5);
    if !(3..=max).contains(&n) {
        return Err((
            "seats".into(),
            format!("a game has 3 to {max} players, not {n}"), // english: a configuration error (command line, save files)
        ));
    }
    if let Some(id) = &config.scenario {
        let Some(s) = content.scenario_index(id) else {
            let names: Vec<&str> = content
                .scenarios
                .iter()
                .map(|s| s.def.id.as_str())
                .collect();
            return Err((
                "scenario".into(),
                format!("no murder called `{id}`; there are: {}", names.join(", ")), // english: a configuration error (command line, save files)
            ));
        };
        if content.scenarios[s].suspects.len() < n + 1 {
            return Err((
                "scenario".into(),
                format!("murder `{id}` lists too few suspects for {n} players"), // english: a configuration error (command line, save files)
            ));
        }
    }
    let mut chosen = Vec::new();
    for (i, seat) in config.seats.iter().enumerate() {
        if let Some(id) = &seat.detective {
            let field = || format!("seats[{i}].detective"); // english: a configuration error (command line, save files)
            if content.detective_index(id).is_none() {
                return Err((field(), format!("no detective called `{id}`"))); // english: a configuration error (command line, save files)
            }
            if chosen.contains(&id) {
                return Err((field(), format!("detective `{id}` is chosen by two seats"))); // english: a configuration error (command line, save files)
            }
            chosen.push(id);
        }
    }
    if let Some(f) = config.first_player
        && f.index() >= n
    {
        return Err((
            "first_player".into(),
            format!("first player {} is not one of the {n} seats", f.index() + 1), // english: a configuration error (command line, save files)
        ));
    }
    Ok(())
}

/// Spawns a whole game from [`GameConfig`] and moves on to [`Phase::Daytime`].
pub fn setup_game(world: &mut World) {
    let content = world.resource::<Content>().clone();
    let config = world.resource::<GameConfig>().clone();
    if let Err(e) = validate_config(&content, &config) {
        // Requests are checked before they get here; a config put in place by hand is not.
        error!("cannot start this game: {e}");
        world.resource_mut::<NextState<Phase>>().set(Phase::Idle);
        return;
    }
    // Clear any earlier game.
    super::state::despawn_game(world);
    let mut rng = GameRng::new(config.seed);

    // R-SETUP-1, R-SETUP-3, R-SETUP-12, R-SETUP-5: the murder, the detectives, the first
    // player, the evidence pile.
    let (scenario_idx, seats, first_player, pile) = draw_the_table(&content, &config, &mut rng);
    let scenario = &content.scenarios[scenario_idx];
    let n = seats.len();

    let clock = Clock {
        week: 1,
        day: 1,
        first_player,
        turn: 0,
        time: 0,
    };
    let mut log = GameLog::default();
    let mut ids = NextGameId::default();

    place_the_case(world, &content, scenario, n, &mut log, &clock, &mut ids);
    // R-SETUP-3, R-SETUP-4, R-SETUP-13: figures, leads, warrants, passes.
    let mut supply = Supply {
        dropship_passes: DROPSHIP_PASSES,
        alibis: ALIBIS,
        hits: HITS,
        favors: [FAVORS_PER_TYPE; 4],
        baggage: BAGGAGE,
        conspiracy: CONSPIRACY_TOKENS,
        trauma: TRAUMA_SMALL,
        trauma_big: TRAUMA_BIG,
        haas: HAAS_TOKENS,
        jinteki: JINTEKI_TOKENS,
    };
    // R-SETUP-9: each detective's plot for week 1, drawn at random.
    let week_one: Vec<Option<u16>> = seats
        .iter()
        .map(|s| plots::draw_plot(&content, s.detective, &[], &mut rng))
        .collect();
    // R-SETUP-13: Raymond's Memory cards, shuffled, one to each other player; the rest leave
    // the game unseen.
    let memories = deal_memories(&content, &seats, &mut rng);
    // R-SETUP-10: the twilight decks and the first hands.
    let (decks, mut hands) = super::hands::deal(&content, &seats, &mut rng);
    place_detectives(
        world,
        &content,
        &seats,
        Dealt {
            week_one: &week_one,
            memories: &memories,
            hands: &mut hands,
        },
        &mut supply,
        &mut log,
        &clock,
        &mut ids,
    );
    // R-SETUP-12: the first player's hero marker on the scene.
    world.spawn((
        ids.take(),
        HeroMarker { seat: first_player },
        At(scenario.scene),
    ));
    log_public(
        &mut log,
        &clock,
        Some(first_player),
        Msg::new("log-setup-first-player").det("who", seats[first_player].detective),
    );

    // R-SETUP-8: hunches, face down.
    let in_play: Vec<SuspectId> = scenario
        .suspects
        .iter()
        .take(n + 1)
        .map(|&(i, _)| i)
        .collect();
    for (id, hunch) in investigation::deal_hunches(&mut rng, &in_play, n, || ids.take()) {
        world.spawn((id, hunch));
    }
    log_public(&mut log, &clock, None, Msg::new("log-setup-hunches"));
    // R-SETUP-7: the puzzle piles, shuffled per type; every hero marker beside the shift pile.
    world.insert_resource(shuffle_puzzle(&content, &mut rng, n));
    world.insert_resource(decks);
    log_public(&mut log, &clock, None, Msg::new("log-setup-cards"));
    // R-SETUP-3: every detective's NPCs, alive; R-SETUP-11: the event decks.
    place_npcs(world, &content, &seats, &mut ids);
    world.insert_resource(super::events::deal_events(&content, scenario_idx, &mut rng));
    log_public(&mut log, &clock, None, Msg::new("log-setup-events"));
    world.insert_resource(ids);
    // R-SETUP-13: extra cards drawn at setup (Rachel), one decision each.
    let extra = extra_draws(&content, &seats);
    let mut queue = extra.into_iter();
    world.insert_resource(Pending {
        decision: queue.next(),
        queue: queue.collect(),
        auto_pass: config.auto_pass,
        holds_to_turn: config.holds_to_turn,
        quiet_offers: config.quiet_offers,
        shared_screen: config.shared_screen,
        spare_day_one: config.spare_day_one,
        offers_daily: config.offers_daily,
        ..Default::default()
    });
    world.insert_resource(Table {
        public: PublicTable {
            scenario: scenario_idx,
            seats,
        },
        seed: config.seed,
    });
    world.insert_resource(clock);
    world.insert_resource(rng);
    world.insert_resource(EvidencePile(pile));
    world.insert_resource(supply);
    super::state::fresh_records(world);
    world.insert_resource(log);
    world.insert_resource(AbilitiesUsed::default());
    world.insert_resource(TurnLog::default());
    world.resource_mut::<NextState<Phase>>().set(Phase::Daytime);
}

/// The murder (R-SETUP-1), each seat's detective, chosen or at random (R-SETUP-3), the first
/// player (R-SETUP-12) and the evidence pile, shuffled face down (R-SETUP-5): the game's first
/// random draws, in this order.
fn draw_the_table(
    content: &Content,
    config: &GameConfig,
    rng: &mut GameRng,
) -> (usize, Vec<Seat>, SeatId, Vec<Evidence>) {
    // R-SETUP-1: the murder.
    let scenario_idx = match &config.scenario {
        Some(id) => content.scenario_index(id).expect("validated"),
        None => rng.0.random_range(0..content.scenarios.len()),
    };

    // R-SETUP-3: detectives, chosen or at random.
    let mut free: Vec<DetectiveId> = DetectiveId::all(content.detectives.len())
        .filter(|i| {
            !config
                .seats
                .iter()
                .any(|s| s.detective.as_deref() == Some(content.detectives[*i].def.id.as_str()))
        })
        .collect();
    let seats: Vec<Seat> = config
        .seats
        .iter()
        .map(|s| {
            let detective = match &s.detective {
                Some(id) => content.detective_index(id).expect("validated"),
                None => free.remove(rng.0.random_range(0..free.len())),
            };
            Seat {
                detective,
                kind: s.kind,
                level: s.level,
            }
        })
        .collect();
    let n = seats.len();
    // R-SETUP-12: the first player, chosen or at random.
    let first_player = config
        .first_player
        .unwrap_or_else(|| SeatId::from_index(rng.0.random_range(0..n)));
    // R-SETUP-5: the evidence pile, shuffled face down.
    let mut pile = evidence_mix();
    pile.shuffle(&mut rng.0);
    (scenario_idx, seats, first_player, pile)
}

/// The places, the scene of the crime, Lily and Jimmy (R-SETUP-1) and the first n+1 suspects,
/// each with its testimony lead (R-SETUP-2, R-SETUP-4).
fn place_the_case(
    world: &mut World,
    content: &Content,
    scenario: &crate::content::Scenario,
    n: usize,
    log: &mut GameLog,
    clock: &Clock,
    ids: &mut NextGameId,
) {
    let map = &content.map;
    for id in map.ids() {
        world.spawn((ids.take(), Place(id)));
    }
    log_public(
        log,
        clock,
        None,
        Msg::new("log-setup-murder")
            .with(
                "murder",
                content
                    .scenarios
                    .iter()
                    .position(|s| std::ptr::eq(s, scenario))
                    .map_or_else(
                        || Arg::Text(scenario.def.name.clone()),
                        |i| Arg::Scenario(i as u16),
                    ),
            )
            .label("scene", scenario.scene),
    );
    // R-SETUP-1: scene, Lily and Jimmy.
    world.spawn((ids.take(), SceneOfCrime, At(scenario.scene)));
    for who in Informant::ALL {
        world.spawn((ids.take(), who, At(scenario.informant(who, 1))));
    }
    // R-SETUP-2 and R-SETUP-4: the first n+1 suspects, each with its testimony lead.
    let mut names: Vec<Msg> = Vec::new();
    for (order, &(suspect, lead_at)) in scenario.suspects.iter().take(n + 1).enumerate() {
        world.spawn((ids.take(), Suspect::new(suspect, order as u8)));
        world.spawn((
            ids.take(),
            Lead {
                kind: LeadKind::Testimony,
                owner: LeadOwner::Suspect(suspect),
            },
            At(lead_at),
        ));
        names.push(Msg::new("name").sus("name", suspect));
    }
    log_public(
        log,
        clock,
        None,
        Msg::new("log-setup-suspects").msg("names", Msg::list(names)),
    );
}

/// Raymond's Memory cards, shuffled, one to each other player (R-SETUP-13); the rest leave
/// the game unseen.
fn deal_memories(content: &Content, seats: &[Seat], rng: &mut GameRng) -> Vec<Option<u16>> {
    let mut pile: Vec<u16> = content
        .specials
        .iter()
        .enumerate()
        .filter(|(_, s)| s.def.memory && seats.iter().any(|x| x.detective == s.detective))
        .map(|(i, _)| i as u16)
        .collect();
    pile.shuffle(&mut rng.0);
    seats
        .iter()
        .map(|s| {
            let own = content
                .specials
                .iter()
                .any(|x| x.def.memory && x.detective == s.detective);
            if own { None } else { pile.pop() }
        })
        .collect()
}

/// What each seat was dealt before its detective takes the table: its week-1 plot, its
/// Memory card and its first hand.
struct Dealt<'a> {
    week_one: &'a [Option<u16>],
    memories: &'a [Option<u16>],
    hands: &'a mut [Hand],
}

/// Each detective's figure with its plot, hand and tokens, its physical and document leads
/// and its warrants (R-SETUP-3, R-SETUP-4, R-SETUP-13).
fn place_detectives(
    world: &mut World,
    content: &Content,
    seats: &[Seat],
    dealt: Dealt,
    supply: &mut Supply,
    log: &mut GameLog,
    clock: &Clock,
    ids: &mut NextGameId,
) {
    let n = seats.len();
    let Dealt {
        week_one,
        memories,
        hands,
    } = dealt;
    for (i, seat) in SeatId::all(n).zip(seats) {
        let d = &content.detectives[seat.detective];
        let passes = d.def.setup.dropship_passes.min(supply.dropship_passes);
        supply.dropship_passes -= passes;
        world.spawn((
            ids.take(),
            DetectiveFigure {
                seat: i,
                detective: seat.detective,
            },
            At(d.start),
            Twilight(0),
            DropshipPasses(passes),
            Holdings {
                npc_favors: npc_favors(&d.def),
                ..Default::default()
            },
            std::mem::take(&mut hands[i]),
            PlotState {
                current: week_one[i].map(|p| (p, Stage::Start)),
                ..Default::default()
            },
            TempRules::default(),
            Memory(memories[i]),
            initial_specials(content, seat.detective),
        ));
        if let Some(p) = week_one[i] {
            log_public(
                log,
                clock,
                Some(i),
                Msg::new("log-setup-plot")
                    .det("who", seat.detective)
                    .with("plot", Arg::Plot(p)),
            );
        }
        let owner = LeadOwner::Detective(seat.detective);
        world.spawn((
            ids.take(),
            Lead {
                kind: LeadKind::Physical,
                owner,
            },
            At(d.physical_lead),
        ));
        world.spawn((
            ids.take(),
            Lead {
                kind: LeadKind::Document,
                owner,
            },
            At(d.document_lead),
        ));
        for &w in &d.warrants {
            world.spawn((ids.take(), Warrant { seat: i }, At(w)));
        }
        let key = match seat.kind {
            SeatKind::Human => "log-setup-seat-human",
            SeatKind::Bot => "log-setup-seat-bot",
        };
        log_public(
            log,
            clock,
            Some(i),
            Msg::new(key)
                .num("seat", i.index() + 1)
                .det("who", seat.detective)
                .label("start", d.start),
        );
    }
}

/// The puzzle piles, shuffled per type, every hero marker beside the shift pile (R-SETUP-7).
fn shuffle_puzzle(content: &Content, rng: &mut GameRng, n: usize) -> Puzzle {
    let mut piles: [Vec<u16>; 3] = Default::default();
    for (i, p) in content.puzzle.pieces.iter().enumerate() {
        piles[p.pile.index()].push(i as u16);
    }
    for pile in &mut piles {
        pile.shuffle(&mut rng.0);
    }
    Puzzle {
        grid: Default::default(),
        piles,
        discard: Vec::new(),
        heroes: vec![Some(0); n],
    }
}

/// Every detective's NPCs, alive (R-SETUP-3).
fn place_npcs(world: &mut World, content: &Content, seats: &[Seat], ids: &mut NextGameId) {
    for (d, det) in DetectiveId::all(content.detectives.len()).zip(&content.detectives) {
        for index in 0..det.def.npcs.len() as u8 {
            world.spawn((
                ids.take(),
                Npc {
                    npc: crate::content::NpcRef {
                        detective: d,
                        index,
                    },
                    seat: seats
                        .iter()
                        .position(|s| s.detective == d)
                        .map(SeatId::from_index),
                    alive: true,
                    on_map: None,
                },
            ));
        }
    }
}

/// The extra cards drawn at setup (Rachel), one decision each (R-SETUP-13).
fn extra_draws(content: &Content, seats: &[Seat]) -> Vec<Decision> {
    let n = seats.len();
    SeatId::all(n)
        .zip(seats)
        .flat_map(|(i, s)| {
            let n = content.detectives[s.detective].def.setup.extra_cards;
            (0..n).map(move |_| Decision {
                seat: i,
                ask: Ask::ExtraDraw,
            })
        })
        .collect()
}
