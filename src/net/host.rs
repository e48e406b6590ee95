//! The host: the authority over its tables, with no sockets (the transport is
//! [`super::server`]; tests may drive this core with bytes alone).
//!
//! Each table is one headless game (the logic plugin alone, as `simulate` builds it) whose
//! own bots wait: the host plays the seats no client holds with the same bots `simulate` uses,
//! from each seat's own view, and takes every other seat's commands from the connection that
//! holds it. A command for a seat the connection does not hold is refused. After every
//! accepted command, every connected seat gets its own [`TableView`](crate::game::TableView),
//! built for that seat alone, so no other seat's secret ever leaves the host.

mod lobby;

use super::protocol::*;
use super::store::{Store, hash_token, token_matches};
use crate::content::Content;
use crate::game::{Command, Outcome, Phase, digest};
use crate::ids::SeatId;
use crate::model::Msg;
use bevy::prelude::*;
use std::collections::{BTreeMap, HashMap};

/// A connection's id, given by the transport.
pub type ConnId = u64;

/// What the host asks the transport to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    /// Send these bytes to that connection.
    Send(ConnId, Vec<u8>),
    /// End that connection.
    Close(ConnId),
}

/// The most messages one connection may send between two host steps; more end it.
pub const MAX_MESSAGES_PER_STEP: u32 = 200;

/// The most messages a second one connection may send over time (a bot client playing as fast
/// as it can sends far fewer: one per view it is asked in); a burst of as many is let through.
pub const MAX_MESSAGES_PER_SEC: f64 = 2000.0;

/// How many bot commands the host plays at one table in one step at most (the others wait
/// for the next step, so no table holds the host up).
const MAX_BOT_COMMANDS_PER_STEP: usize = 400;

#[derive(Default)]
struct SeatHold {
    name: Option<String>,
    token_hash: Option<[u8; 32]>,
    conn: Option<ConnId>,
    /// When (the host's clock) its holder went away, while away.
    away_since: Option<f64>,
    /// Whether the host's bot plays it now, its holder away.
    away_bot: bool,
}

struct Room {
    setup: TableSetup,
    seats: Vec<SeatHold>,
    started: bool,
    closed: bool,
    app: App,
    /// The connection that opened the table.
    owner: Option<ConnId>,
    /// The seat the opening connection took: whoever holds it owns the table.
    owner_seat: Option<SeatId>,
}

struct Conn {
    seat: Option<(String, SeatId)>,
    /// The table, the seat and a hash of each log line of the last view sent: the next view
    /// sends the lines from the first that differs (the client keeps the others).
    log_sent: Option<(String, SeatId, Vec<u64>)>,
    received: u32,
    /// Messages it may still send now (refilled over time, at most a second's worth).
    budget: f64,
    since: std::time::Instant,
}

impl Default for Conn {
    fn default() -> Self {
        Conn {
            seat: None,
            log_sent: None,
            received: 0,
            budget: MAX_MESSAGES_PER_SEC,
            since: std::time::Instant::now(),
        }
    }
}

/// The host's tables and connections.
pub struct HostCore {
    content: Content,
    versions: Versions,
    rooms: BTreeMap<String, Room>,
    conns: HashMap<ConnId, Conn>,
    store: Option<Store>,
    out: Vec<Out>,
    events: Vec<String>,
    /// The host's clock, in seconds ([`HostCore::advance`]): how long seats have been away.
    clock: f64,
}

impl HostCore {
    /// A host for `content`, keeping its tables in `store` if given; the open tables kept
    /// there are loaded back (their commands replayed).
    pub fn new(content: Content, store: Option<Store>) -> Result<HostCore, String> {
        let mut host = HostCore {
            versions: super::versions(&content),
            content,
            rooms: BTreeMap::new(),
            conns: HashMap::new(),
            store: None,
            out: Vec::new(),
            events: Vec::new(),
            clock: 0.0,
        };
        if let Some(store) = &store {
            for t in store.open_tables()? {
                let mut app = crate::sim::replay_game(host.content.clone(), t.setup.config.clone());
                for (i, c) in t.commands.iter().enumerate() {
                    if let Err(e) = crate::sim::send(&mut app, c.clone()) {
                        return Err(format!(
                            "table {}: its command {} is refused on replay: {e}",
                            t.code,
                            i + 1
                        ));
                    }
                }
                let seats = t
                    .seats
                    .into_iter()
                    .map(|s| SeatHold {
                        away_since: s.token_hash.map(|_| 0.0),
                        name: s.name,
                        token_hash: s.token_hash,
                        ..SeatHold::default()
                    })
                    .collect();
                host.events.push(format!(
                    "table {}: loaded back, {} commands replayed",
                    t.code,
                    t.commands.len()
                ));
                // Checked against the table's seats: the store is a file.
                let owner_seat = t
                    .owner_seat
                    .filter(|s| *s < t.setup.remote.len())
                    .map(SeatId::from_index);
                host.rooms.insert(
                    t.code,
                    Room {
                        setup: t.setup,
                        seats,
                        started: t.started,
                        closed: false,
                        app,
                        owner: None,
                        owner_seat,
                    },
                );
            }
        }
        host.store = store;
        Ok(host)
    }

    /// The versions this host plays with.
    pub fn versions(&self) -> &Versions {
        &self.versions
    }

    /// Sets up a new table; its code, or why not.
    pub fn open_table(&mut self, setup: TableSetup) -> Result<String, Refusal> {
        let config = &setup.config;
        crate::game::setup::validate_config(&self.content, config).map_err(Refusal::BadSetup)?;
        if setup.remote.len() != config.seats.len() {
            return Err(Refusal::BadSetup(format!(
                "{} seats and {} remote flags",
                config.seats.len(),
                setup.remote.len()
            )));
        }
        let app = crate::sim::replay_game(self.content.clone(), config.clone());
        if let Some(why) = crate::sim::refused(&app) {
            return Err(Refusal::BadSetup(why));
        }
        let code = loop {
            let code = super::random_code();
            let kept = match &self.store {
                Some(s) => s.has_table(&code).unwrap_or(true),
                None => false,
            };
            if !self.rooms.contains_key(&code) && !kept {
                break code;
            }
        };
        if let Some(store) = &mut self.store {
            store.add_table(&code, &setup).map_err(Refusal::BadSetup)?;
        }
        let seats = (0..setup.remote.len())
            .map(|_| SeatHold::default())
            .collect();
        let clients = setup.remote.iter().filter(|r| **r).count();
        self.events.push(format!(
            "table {code}: opened, {} seats, {clients} for clients",
            setup.remote.len()
        ));
        let mut room = Room {
            setup,
            seats,
            started: false,
            closed: false,
            app,
            owner: None,
            owner_seat: None,
        };
        if clients == 0 {
            room.started = true;
        }
        self.rooms.insert(code.clone(), room);
        Ok(code)
    }

    /// A new connection.
    pub fn connected(&mut self, id: ConnId) {
        self.conns.insert(id, Conn::default());
    }

    /// A connection ended: its seat, if it held one, is away until its token comes back.
    pub fn disconnected(&mut self, id: ConnId) {
        self.leave(id);
        self.conns.remove(&id);
    }

    /// Ends a connection that broke the protocol (the transport saw it: a flood, a channel
    /// it may not open).
    pub fn cut_off(&mut self, id: ConnId, why: Refusal) {
        if self.conns.contains_key(&id) {
            self.hostile(id, why);
        }
    }

    /// The connection leaves its seat (the seat is away until its token comes back).
    fn leave(&mut self, id: ConnId) {
        let Some(conn) = self.conns.get_mut(&id) else {
            return;
        };
        if let Some((code, seat)) = conn.seat.take()
            && let Some(room) = self.rooms.get_mut(&code)
            && room.seats[seat.index()].conn == Some(id)
        {
            room.seats[seat.index()].conn = None;
            room.seats[seat.index()].away_since = Some(self.clock);
            self.events
                .push(format!("table {code}: seat {} away", seat.index() + 1));
            self.send_lobby(&code);
        }
    }

    /// Bytes from a connection: a message, answered; bytes that are no message, too many
    /// bytes or too many messages end the connection.
    pub fn received(&mut self, id: ConnId, bytes: &[u8]) {
        let Some(conn) = self.conns.get_mut(&id) else {
            return;
        };
        conn.received += 1;
        let now = std::time::Instant::now();
        let refill = now.duration_since(conn.since).as_secs_f64() * MAX_MESSAGES_PER_SEC;
        conn.budget = (conn.budget + refill).min(MAX_MESSAGES_PER_SEC) - 1.0;
        conn.since = now;
        if conn.received > MAX_MESSAGES_PER_STEP || conn.budget < 0.0 {
            return self.hostile(id, Refusal::Flood);
        }
        match decode_to_host(bytes) {
            Ok(ToHost::Hello(h)) => self.hello(id, h),
            Ok(ToHost::Open { versions, setup }) => {
                if versions != self.versions {
                    return self.refuse(id, self.version_refusal(versions));
                }
                match self.open_table(setup) {
                    Ok(table) => {
                        if let Some(room) = self.rooms.get_mut(&table) {
                            room.owner = Some(id);
                        }
                        self.send(id, &ToClient::Opened { table })
                    }
                    Err(r) => self.refuse(id, r),
                }
            }
            Ok(ToHost::Command(c)) => self.command(id, c),
            Ok(ToHost::Leave) => self.leave(id),
            Ok(ToHost::MakeBot { seat, level }) => self.make_bot(id, seat, level),
            Ok(ToHost::StartNow) => self.start_now(id),
            Ok(ToHost::Hint) => self.hint(id),
            Err(DecodeError::TooLarge { size, cap }) => {
                self.hostile(id, Refusal::TooLarge { size, cap })
            }
            Err(DecodeError::Malformed(_)) => self.hostile(id, Refusal::Malformed),
        }
    }

    /// The host's clock moves on `secs` seconds (away seats count it), then [`Self::tick`].
    pub fn advance(&mut self, secs: f64) {
        self.clock += secs.max(0.0);
        self.tick();
    }

    /// One step of the host's own work: the bots it plays take their turns (for seats away
    /// long enough too); the count of each connection's messages starts again.
    pub fn tick(&mut self) {
        for c in self.conns.values_mut() {
            c.received = 0;
        }
        let codes: Vec<String> = self.rooms.keys().cloned().collect();
        for code in codes {
            self.note_away_bots(&code);
            self.play_bots(&code);
        }
    }

    /// What the transport is to do now.
    pub fn take_out(&mut self) -> Vec<Out> {
        std::mem::take(&mut self.out)
    }

    /// The table events since the last call, one line each.
    pub fn take_events(&mut self) -> Vec<String> {
        std::mem::take(&mut self.events)
    }

    /// The codes of the tables.
    pub fn tables(&self) -> Vec<String> {
        self.rooms.keys().cloned().collect()
    }

    /// The app of a table's game (tests look at its secrets).
    pub fn app_mut(&mut self, code: &str) -> Option<&mut App> {
        self.rooms.get_mut(code).map(|r| &mut r.app)
    }

    /// The world of a table's game (tests look at its secrets).
    pub fn world_mut(&mut self, code: &str) -> Option<&mut World> {
        self.rooms.get_mut(code).map(|r| r.app.world_mut())
    }

    /// The digest of a table's game.
    pub fn digest(&mut self, code: &str) -> Option<u64> {
        self.world_mut(code).map(digest)
    }

    fn version_refusal(&self, client: Versions) -> Refusal {
        Refusal::Versions {
            host: self.versions.clone(),
            client,
        }
    }

    fn send(&mut self, id: ConnId, m: &ToClient) {
        let bytes = encode_to_client(m);
        if bytes.is_empty() {
            self.events
                .push(format!("connection {id}: a message too large to send"));
            return;
        }
        self.out.push(Out::Send(id, bytes));
    }

    fn refuse(&mut self, id: ConnId, r: Refusal) {
        self.send(id, &ToClient::Refused(r));
    }

    fn hostile(&mut self, id: ConnId, r: Refusal) {
        self.events.push(format!("connection {id} ended: {r}"));
        self.refuse(id, r);
        self.out.push(Out::Close(id));
        self.disconnected(id);
    }

    fn hello(&mut self, id: ConnId, h: Hello) {
        if h.versions != self.versions {
            return self.refuse(id, self.version_refusal(h.versions));
        }
        if self.conns.get(&id).is_some_and(|c| c.seat.is_some()) {
            return self.refuse(id, Refusal::AlreadySeated);
        }
        let Some(room) = self.rooms.get_mut(&h.table) else {
            return self.refuse(id, Refusal::NoSuchTable(h.table));
        };
        let name: String = h.name.chars().take(MAX_NAME).collect();
        let (seat, token) = match &h.token {
            Some(token) => {
                // Every seat's hash is compared, in constant time each.
                let mut found = None;
                for (i, s) in room.seats.iter().enumerate() {
                    if let Some(hash) = &s.token_hash
                        && token_matches(token, hash)
                    {
                        found = Some(i);
                    }
                }
                let Some(i) = found else {
                    return self.refuse(id, Refusal::BadToken);
                };
                (SeatId::from_index(i), token.clone())
            }
            None => {
                let free = |i: usize, s: &SeatHold| room.setup.remote[i] && s.token_hash.is_none();
                let seat = match h.seat {
                    Some(s) => room
                        .seats
                        .get(s.index())
                        .is_some_and(|hold| free(s.index(), hold))
                        .then_some(s),
                    None => room
                        .seats
                        .iter()
                        .enumerate()
                        .find(|(i, s)| free(*i, s))
                        .map(|(i, _)| SeatId::from_index(i)),
                };
                let Some(seat) = seat else {
                    return self.refuse(id, Refusal::SeatTaken(h.seat));
                };
                (seat, super::random_token())
            }
        };
        let owner_now = room.owner == Some(id) && room.owner_seat.is_none();
        if owner_now {
            room.owner_seat = Some(seat);
        }
        let hold = &mut room.seats[seat.index()];
        let back = hold.token_hash.is_some();
        let before = hold.conn.replace(id);
        hold.away_since = None;
        hold.away_bot = false;
        hold.token_hash = Some(hash_token(&token));
        if !back || hold.name.is_none() {
            hold.name = Some(name.clone());
        }
        let shown = hold.name.clone().unwrap_or_default();
        if !back && let Some(store) = &mut self.store {
            let hash = hash_token(&token);
            if let Err(e) = store.set_seat(&h.table, seat.index(), &name, &hash) {
                self.events.push(e);
            }
        }
        // The owner stays the owner after the host starts again (its seat, by its token).
        if owner_now
            && let Some(store) = &mut self.store
            && let Err(e) = store.set_owner(&h.table, seat.index())
        {
            self.events.push(e);
        }
        if let Some(old) = before.filter(|o| *o != id)
            && let Some(c) = self.conns.get_mut(&old)
        {
            // The token came back on a new connection: the old one holds nothing now.
            c.seat = None;
        }
        if let Some(c) = self.conns.get_mut(&id) {
            c.seat = Some((h.table.clone(), seat));
            // A seat taken starts from a whole view.
            c.log_sent = None;
        }
        let code = h.table;
        let verb = if back { "back" } else { "taken" };
        self.events.push(format!(
            "table {code}: seat {} {verb} by {shown}",
            seat.index() + 1
        ));
        self.send(
            id,
            &ToClient::Welcome {
                table: code.clone(),
                seat,
                token,
            },
        );
        if !self.start_if_full(&code) {
            let started = self.rooms.get(&code).is_some_and(|r| r.started);
            self.send_lobby(&code);
            if started {
                self.send_view(&code, seat, id);
            }
        }
    }

    fn command(&mut self, id: ConnId, c: Command) {
        let Some((code, seat)) = self.conns.get(&id).and_then(|c| c.seat.clone()) else {
            return self.refuse(id, Refusal::NotSeated);
        };
        if c.seat != seat {
            return self.refuse(
                id,
                Refusal::NotYourSeat {
                    seat: c.seat,
                    yours: seat,
                },
            );
        }
        let Some(room) = self.rooms.get(&code) else {
            return self.refuse(id, Refusal::NoSuchTable(code));
        };
        if !room.started {
            return self.refuse(id, Refusal::NotStarted);
        }
        if let Err(why) = self.apply(&code, c) {
            self.refuse(id, Refusal::Rules(why));
        }
        self.note_away_bots(&code);
        self.play_bots(&code);
    }

    /// The hard bot's hint for the connection's seat, from that seat's own view, in a view
    /// sent to it alone (asked again at the same moment, the same hint is sent again).
    fn hint(&mut self, id: ConnId) {
        let Some((code, seat)) = self.conns.get(&id).and_then(|c| c.seat.clone()) else {
            return self.refuse(id, Refusal::NotSeated);
        };
        let Some(room) = self.rooms.get_mut(&code).filter(|r| r.started && !r.closed) else {
            return self.refuse(id, Refusal::NotStarted);
        };
        let world = room.app.world_mut();
        let asked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            crate::game::table_view::give_hint_to(world, seat)
        }));
        if asked.is_err() {
            self.events.push(format!(
                "table {code}: a hint for seat {} broke",
                seat.index() + 1
            ));
        }
        self.send_view(&code, seat, id);
    }

    /// Applies a command at a table; when accepted, keeps it and sends every connected seat
    /// its view.
    fn apply(&mut self, code: &str, c: Command) -> Result<(), Msg> {
        let room = self.rooms.get_mut(code).ok_or(Msg::new("refuse-no-game"))?;
        if room.closed {
            return Err(Msg::new("refuse-no-game"));
        }
        let app = &mut room.app;
        let sent = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            crate::sim::send_msg(app, c.clone())
        }));
        match sent {
            Ok(Ok(())) => {}
            Ok(Err(why)) => return Err(why),
            Err(_) => {
                self.events
                    .push(format!("table {code}: a command broke the game: {c:?}"));
                return Err(Msg::new("refuse-host-broke"));
            }
        }
        let world = room.app.world_mut();
        let n = world.resource::<crate::game::History>().0.len();
        let closed = world.contains_resource::<Outcome>();
        if let Some(store) = &mut self.store
            && let Err(e) = store.append(code, n - 1, &c, closed)
        {
            self.events.push(e);
        }
        self.send_views(code);
        if closed {
            let room = self.rooms.get_mut(code).expect("the room is there");
            room.closed = true;
            room.app.update();
            let d = digest(room.app.world_mut());
            let summary = room
                .app
                .world()
                .get_resource::<Outcome>()
                .map(|o| o.summary.clone())
                .unwrap_or_default();
            self.events.push(format!(
                "table {code}: closed after {n} commands, {summary}; digest {d:016x}"
            ));
            for (seat, conn) in self.connected_seats(code) {
                let _ = seat;
                self.send(conn, &ToClient::Closed { digest: d });
            }
        }
        Ok(())
    }

    /// The host's bots play the seats no client holds, while the game waits for one.
    fn play_bots(&mut self, code: &str) {
        for _ in 0..MAX_BOT_COMMANDS_PER_STEP {
            let Some(room) = self.rooms.get_mut(code) else {
                return;
            };
            if !room.started || room.closed {
                return;
            }
            let played = lobby::played_by_host(room, self.clock);
            let Some(command) = host_bot_command(&mut room.app, &played) else {
                return;
            };
            if let Err(why) = self.apply(code, command.clone()) {
                let why = crate::i18n::english(&self.content, &why);
                self.events.push(format!(
                    "table {code}: the host's bot was refused {command:?}: {why}"
                ));
                return;
            }
        }
    }

    fn connected_seats(&self, code: &str) -> Vec<(SeatId, ConnId)> {
        self.rooms.get(code).map_or_else(Vec::new, |room| {
            room.seats
                .iter()
                .enumerate()
                .filter_map(|(i, s)| s.conn.map(|c| (SeatId::from_index(i), c)))
                .collect()
        })
    }

    fn send_views(&mut self, code: &str) {
        for (seat, conn) in self.connected_seats(code) {
            self.send_view(code, seat, conn);
        }
    }

    /// Sends `seat` its own view of the table: built for that seat alone.
    fn send_view(&mut self, code: &str, seat: SeatId, conn: ConnId) {
        let Some(room) = self.rooms.get_mut(code) else {
            return;
        };
        let view = crate::game::table_view::table_view_for(room.app.world_mut(), Some(seat));
        if let Some(mut view) = view {
            // Each player has a screen of their own: no hand-off cover; and a step sent is
            // the table's (no undo over the network).
            view.cover = None;
            view.mid_turn = false;
            view.can_undo = false;
            // A hint shows on its own player's screen alone: every seat may ask for one.
            view.shared_hints = true;
            // The log lines this connection had with the last view are not sent again.
            let lines: Vec<u64> = view.log.0.iter().map(line_hash).collect();
            let c = self.conns.get_mut(&conn);
            let from = c
                .as_ref()
                .and_then(|c| c.log_sent.as_ref())
                .filter(|(t, s, _)| t == code && *s == seat)
                .map_or(0, |(_, _, sent)| {
                    sent.iter().zip(&lines).take_while(|(a, b)| a == b).count()
                });
            if let Some(c) = c {
                c.log_sent = Some((code.to_string(), seat, lines));
            }
            view.log.0.drain(..from);
            self.send(
                conn,
                &ToClient::View {
                    log_from: from as u32,
                    view: Box::new(view),
                },
            );
        }
    }

    fn lobby_of(&self, code: &str) -> Option<Lobby> {
        let room = self.rooms.get(code)?;
        let levels: Vec<_> = room.setup.config.seats.iter().map(|s| s.level).collect();
        Some(Lobby {
            table: code.to_string(),
            seats: room
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| LobbySeat {
                    remote: room.setup.remote[i],
                    level: levels[i],
                    name: s.name.clone(),
                    connected: s.conn.is_some(),
                    away_bot: s.away_bot,
                })
                .collect(),
            started: room.started,
        })
    }

    fn send_lobby(&mut self, code: &str) {
        let Some(lobby) = self.lobby_of(code) else {
            return;
        };
        for (_, conn) in self.connected_seats(code) {
            self.send(conn, &ToClient::Lobby(lobby.clone()));
        }
    }

    fn send_lobby_to(&mut self, code: &str, id: ConnId) {
        if let Some(lobby) = self.lobby_of(code) {
            self.send(id, &ToClient::Lobby(lobby));
        }
    }
}

/// The command of the host's bot for the seat the game waits for, if the host plays that seat
/// now (`played`: a bot seat no client holds, or a client's seat away long enough): the choice
/// `simulate`'s bots make, from the seat's own view, at the seat's level.
fn host_bot_command(app: &mut App, played: &[bool]) -> Option<Command> {
    use crate::game::bot;
    crate::sim::settle(app);
    if crate::sim::phase(app) != Phase::Daytime {
        return None;
    }
    let world = app.world_mut();
    let public = crate::game::view::with_query(world, |w, q| crate::game::world_snapshot(w, q))?;
    if !public.daytime {
        return None;
    }
    let seat = public.decider();
    if !played.get(seat.index()).is_some_and(|p| *p) {
        return None;
    }
    let table = world.resource::<crate::game::Table>();
    let (level, seed) = (table.seats[seat].level, table.seed);
    let action = if level == crate::game::BotLevel::Hard {
        crate::game::view::with_query(world, |w, q| bot::hard_choice(w, q, seat))
    } else {
        let n = world.resource::<crate::game::History>().0.len();
        let content = world.resource::<Content>().clone();
        let own = crate::game::view::with_query(world, |w, q| crate::game::seat_view(w, q, seat))?;
        bot::choose_at(level, &content, &own, &mut bot::bot_rng(seed, n))
    };
    Some(Command { seat, action })
}

/// A log line's hash, to tell the lines a connection already has ([`Conn::log_sent`]).
fn line_hash(line: &crate::game::LogEntry) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    line.hash(&mut h);
    h.finish()
}
