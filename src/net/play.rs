//! `simulate --online`: `simulate`'s bot games, every bot seat a client over the network
//! (hard bots, whose look ahead needs the whole game, are played by the host). The host is
//! in this process on 127.0.0.1 unless a dedicated host is named. Each game prints the line
//! `simulate` prints, and its digest is `simulate`'s for the same seed.

use super::client::{BotPlayer, Client, Link};
use super::host::HostCore;
use super::protocol::*;
use super::server::Server;
use crate::content::Content;
use crate::game::{BotLevel, GameConfig};
use crate::ids::SeatId;
use crate::sim::GameResult;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// Where the games are hosted: an address and the host certificate's fingerprint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostAddr {
    /// The host's address.
    pub addr: SocketAddr,
    /// Its certificate's SHA-256.
    pub fingerprint: [u8; 32],
}

impl std::str::FromStr for HostAddr {
    type Err = String;
    /// `ADDR#FINGERPRINT` (as `serve` prints them), or an invite code (its table left aside).
    fn from_str(s: &str) -> Result<HostAddr, String> {
        let s = s.trim();
        let code = if s.starts_with(super::invite::SCHEME) {
            s.to_string()
        } else {
            let (addr, fp) = s
                .split_once('#')
                .ok_or("give the host as ADDR#FINGERPRINT, as `serve` prints them")?;
            format!("{}{addr}/AAAA#{fp}", super::invite::SCHEME)
        };
        let invite: super::invite::Invite = code.parse()?;
        let addr = std::net::ToSocketAddrs::to_socket_addrs(&invite.address())
            .map_err(|e| format!("{}: {e}", invite.address()))?
            .next()
            .ok_or_else(|| format!("{} has no address", invite.address()))?;
        Ok(HostAddr {
            addr,
            fingerprint: invite.fingerprint,
        })
    }
}

/// A host running on its own thread in this process, on 127.0.0.1, until dropped.
pub struct LocalHost {
    /// Where it listens, and its certificate.
    pub addr: HostAddr,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl LocalHost {
    /// Starts a host for `content` (tables in memory).
    pub fn start(content: Content) -> Result<LocalHost, String> {
        Self::start_at(content, SocketAddr::from(([127, 0, 0, 1], 0)), None)
    }

    /// Starts a host for `content` listening on `bind` (port 0: one the system picks), with
    /// its tables and certificate in `data` if given (the open tables kept there loaded
    /// back), else in memory; its table events go to the log.
    pub fn start_at(
        content: Content,
        bind: SocketAddr,
        data: Option<std::path::PathBuf>,
    ) -> Result<LocalHost, String> {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = stop.clone();
        let (tx, rx) = std::sync::mpsc::channel();
        let log = data.is_some();
        let thread = std::thread::spawn(move || {
            let store = match &data {
                Some(dir) => super::store::Store::open(&dir.join("tables.sqlite")).map(Some),
                None => Ok(None),
            };
            let started = store
                .and_then(|store| HostCore::new(content, store))
                .and_then(|core| Server::start(core, bind, data.as_deref()));
            let mut server = match started {
                Ok(s) => {
                    let _ = tx.send(Ok(HostAddr {
                        addr: s.local_addr(),
                        fingerprint: s.fingerprint(),
                    }));
                    s
                }
                Err(e) => {
                    let _ = tx.send(Err(e));
                    return;
                }
            };
            let mut pace = super::server::Pace::default();
            while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                let busy = server.step();
                for line in server.core.take_events() {
                    if log {
                        bevy::log::info!("host: {line}");
                    }
                }
                let when_busy = Duration::from_micros(if log { 2000 } else { 200 });
                std::thread::sleep(pace.after(busy, when_busy));
            }
            server.stop();
        });
        let addr = rx
            .recv()
            .map_err(|_| "the host thread ended".to_string())??;
        Ok(LocalHost {
            addr,
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for LocalHost {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Steps `client` until `done` says yes with what came, or `secs` pass.
fn wait_for<T>(
    client: &mut Client,
    secs: u64,
    mut done: impl FnMut(&ToClient) -> Option<T>,
) -> Result<T, String> {
    let until = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < until {
        for m in client.step() {
            if let Some(t) = done(&m) {
                return Ok(t);
            }
            if let ToClient::Refused(r) = m {
                return Err(format!("the host refused: {r}"));
            }
        }
        if let Link::Ended(why) = client.link() {
            return Err(why.clone());
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    Err(format!("no answer from the host within {secs} s"))
}

/// Connects to `host` and waits until the link is up.
pub fn connect(host: &HostAddr) -> Result<Client, String> {
    let mut c = Client::connect(host.addr, host.fingerprint)?;
    let until = Instant::now() + Duration::from_secs(10);
    while *c.link() == Link::Connecting {
        if Instant::now() > until {
            return Err(format!("cannot reach the host at {}", host.addr));
        }
        c.step();
        std::thread::sleep(Duration::from_micros(200));
    }
    match c.link() {
        Link::Connected => Ok(c),
        Link::Ended(why) => Err(why.clone()),
        Link::Connecting => unreachable!("left the loop connected or ended"),
    }
}

/// Opens a table on `host` through `client`; its code.
pub fn open_table(
    client: &mut Client,
    content: &Content,
    setup: TableSetup,
) -> Result<String, String> {
    client.send(&ToHost::Open {
        versions: super::versions(content),
        setup,
    })?;
    wait_for(client, 10, |m| match m {
        ToClient::Opened { table } => Some(table.clone()),
        _ => None,
    })
}

/// A bot player for `seat` of `table`, connected and seated.
pub fn seat_bot(
    host: &HostAddr,
    content: &Content,
    table: &str,
    seat: SeatId,
    level: BotLevel,
    seed: u64,
) -> Result<BotPlayer, String> {
    let client = connect(host)?;
    let mut bot = BotPlayer::new(client, content.clone(), level, seed);
    bot.client.send(&ToHost::Hello(Hello {
        versions: super::versions(content),
        name: format!("bot {}", seat.index() + 1),
        table: table.to_string(),
        seat: Some(seat),
        token: None,
    }))?;
    Ok(bot)
}

/// The config `simulate` plays for these levels and seed, and the seats clients hold (every
/// one but the hard bots').
pub fn setup_for(levels: &[BotLevel], seed: u64) -> TableSetup {
    let mut config = GameConfig::new(levels.len(), 0, seed);
    for (s, l) in config.seats.iter_mut().zip(levels) {
        s.level = *l;
    }
    TableSetup {
        config,
        remote: levels.iter().map(|l| *l != BotLevel::Hard).collect(),
        away: Away::Wait,
    }
}

/// Steps `players` until every one has the closing digest, or `secs` pass. A bot whose
/// connection ends comes back with its seat token (a host restarted from its store), when it
/// has `rejoin`: the host and the table.
pub fn play_until_closed(
    players: &mut [BotPlayer],
    secs: u64,
    rejoin: Option<(&HostAddr, &str)>,
) -> Result<(), String> {
    let until = Instant::now() + Duration::from_secs(secs);
    while players.iter().any(|p| p.digest.is_none()) {
        if Instant::now() > until {
            return Err(format!("the game did not close within {secs} s"));
        }
        for p in players.iter_mut() {
            p.step();
            if let Link::Ended(why) = p.client.link() {
                let (Some((host, table)), Some(token)) = (rejoin, p.token.clone()) else {
                    return Err(format!("a bot's connection ended: {why}"));
                };
                // The host may be starting again: try until the game's time is up.
                if let Ok(client) = connect(host) {
                    p.rejoin(client, table, token)?;
                } else {
                    std::thread::sleep(Duration::from_millis(200));
                }
            }
        }
        std::thread::sleep(Duration::from_micros(100));
    }
    Ok(())
}

/// One game of `simulate --online`: the table opened on `host`, every client seat a bot
/// client, played to the close; the result as `simulate` reports it.
pub fn play_online(
    host: &HostAddr,
    content: &Content,
    levels: &[BotLevel],
    seed: u64,
) -> GameResult {
    match try_play_online(host, content, levels, seed) {
        Ok(r) => r,
        Err(e) => GameResult {
            outcome: "unfinished".into(),
            digest: 0,
            vp: Vec::new(),
            winners: Vec::new(),
            errors: vec![e],
            hard: Default::default(),
            idle: Default::default(),
            messages: 0,
        },
    }
}

fn try_play_online(
    host: &HostAddr,
    content: &Content,
    levels: &[BotLevel],
    seed: u64,
) -> Result<GameResult, String> {
    let setup = setup_for(levels, seed);
    let mut opener = connect(host)?;
    let table = open_table(&mut opener, content, setup.clone())?;
    opener.close();
    let mut players = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        if setup.remote[i] {
            players.push(seat_bot(
                host,
                content,
                &table,
                SeatId::from_index(i),
                *level,
                seed,
            )?);
        }
    }
    play_until_closed(&mut players, 600, Some((host, &table)))?;
    let mut errors: Vec<String> = players
        .iter()
        .flat_map(|p| p.refusals.iter().map(|r| format!("refused: {r}")))
        .collect();
    let first = players.first().ok_or("no seat for a client")?;
    let digest = first.digest.unwrap_or_default();
    if players.iter().any(|p| p.digest != Some(digest)) {
        errors.push("the clients were sent different digests".into());
    }
    let outcome = first
        .view()
        .and_then(|v| v.outcome.clone())
        .ok_or("the last view has no outcome")?;
    let messages = players.iter().map(|p| p.received).sum();
    for p in &mut players {
        p.client.close();
    }
    Ok(GameResult {
        outcome: outcome.summary.clone(),
        digest,
        vp: outcome.result.seats.iter().map(|s| s.vp).collect(),
        winners: outcome.result.winners.clone(),
        errors,
        hard: Default::default(),
        idle: Default::default(),
        messages,
    })
}

/// `simulate --online`: as [`crate::sim::simulate`], through `server` or a host started here.
/// Returns the number of errors.
pub fn simulate_online(
    content: &Content,
    games: u64,
    seed: u64,
    players: usize,
    levels: &[BotLevel],
    bench: bool,
    server: Option<HostAddr>,
) -> usize {
    super::quiet_transport_panics();
    let local;
    let host = match server {
        Some(h) => h,
        None => match LocalHost::start(content.clone()) {
            Ok(h) => {
                local = h;
                local.addr.clone()
            }
            Err(e) => {
                eprintln!("error: cannot start a host here: {e}");
                return 1;
            }
        },
    };
    crate::sim::simulate_with(games, seed, players, levels, bench, &|levels, seed| {
        play_online(&host, content, levels, seed)
    })
}
