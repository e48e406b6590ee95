//! `simulate --online --tables N`: N tables played at once on one host, every bot seat a
//! client of its own, to measure the host under load: the commands per second, the time from
//! a command sent to the view that answers it (p50, p99), and this process's CPU and memory.
//! With `--server` the host is another process, whose CPU and memory are read from outside
//! (`tools/online-bench.sh`).

use super::client::{BotPlayer, Link};
use super::play::{HostAddr, LocalHost, connect, open_table, seat_bot, setup_for};
use crate::content::Content;
use crate::game::BotLevel;
use crate::ids::SeatId;
use std::time::{Duration, Instant};

/// What the benchmark measured.
#[derive(Clone, Debug, Default)]
pub struct TablesBench {
    /// Tables played at once.
    pub tables: usize,
    /// Tables whose game closed.
    pub closed: usize,
    /// Commands the clients sent.
    pub commands: usize,
    /// Wall time from the first command to the last close.
    pub seconds: f64,
    /// Command → view times, sorted.
    pub latencies: Vec<Duration>,
    /// Clients whose connection ended before the close, and other troubles.
    pub errors: Vec<String>,
}

impl TablesBench {
    /// The `q`-th quantile of the command → view times, in milliseconds.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.latencies.is_empty() {
            return 0.0;
        }
        let i = ((self.latencies.len() - 1) as f64 * q).round() as usize;
        self.latencies[i].as_secs_f64() * 1000.0
    }
}

/// Opens `tables` tables on `host` (seeds `seed`, `seed + 1`, …), seats a bot client in each
/// client seat, and plays them all at once to the close.
pub fn play_tables(
    host: &HostAddr,
    content: &Content,
    tables: usize,
    seed: u64,
    levels: &[BotLevel],
) -> TablesBench {
    let mut bench = TablesBench {
        tables,
        ..TablesBench::default()
    };
    let mut players: Vec<(usize, BotPlayer)> = Vec::new();
    let mut opener = match connect(host) {
        Ok(c) => c,
        Err(e) => {
            bench.errors.push(e);
            return bench;
        }
    };
    for t in 0..tables {
        let seed = seed + t as u64;
        let setup = setup_for(levels, seed);
        let code = match open_table(&mut opener, content, setup.clone()) {
            Ok(c) => c,
            Err(e) => {
                bench.errors.push(format!("table {t}: {e}"));
                continue;
            }
        };
        for (i, level) in levels.iter().enumerate() {
            if !setup.remote[i] {
                continue;
            }
            match seat_bot(host, content, &code, SeatId::from_index(i), *level, seed) {
                Ok(p) => players.push((t, p)),
                Err(e) => bench.errors.push(format!("table {t}, seat {}: {e}", i + 1)),
            }
        }
    }
    opener.close();
    let start = Instant::now();
    let until = start + Duration::from_secs(1800);
    let mut ended = vec![false; players.len()];
    while players
        .iter()
        .zip(&ended)
        .any(|((_, p), e)| p.digest.is_none() && !e)
    {
        if Instant::now() > until {
            bench
                .errors
                .push("the tables did not close within 30 minutes".into());
            break;
        }
        for ((t, p), e) in players.iter_mut().zip(ended.iter_mut()) {
            if *e || p.digest.is_some() {
                continue;
            }
            p.step();
            if let Link::Ended(why) = p.client.link() {
                bench
                    .errors
                    .push(format!("table {t}: a client's connection ended: {why}"));
                *e = true;
            }
        }
        std::thread::sleep(Duration::from_micros(100));
    }
    bench.seconds = start.elapsed().as_secs_f64();
    let mut closed = vec![false; tables];
    for (t, p) in &players {
        if p.digest.is_some() {
            closed[*t] = true;
        }
    }
    bench.closed = closed.iter().filter(|c| **c).count();
    for (_, p) in &mut players {
        bench.commands += p.sent;
        bench.latencies.append(&mut p.latencies);
        p.client.close();
    }
    bench.latencies.sort();
    bench
}

/// This process's CPU time (user and system, seconds) and resident memory (MiB), where the
/// system tells them (Linux's `/proc`).
pub fn process_usage() -> Option<(f64, f64)> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's closing parenthesis: utime and stime are the 12th and
    // 13th of them, in clock ticks (100 a second on Linux).
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let rss_kb = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse::<f64>()
        .ok()?;
    Some((ticks / 100.0, rss_kb / 1024.0))
}

/// `simulate --online --tables N`: prints what [`play_tables`] measured; the number of
/// errors.
pub fn simulate_tables(
    content: &Content,
    tables: usize,
    seed: u64,
    players: usize,
    levels: &[BotLevel],
    server: Option<HostAddr>,
) -> usize {
    super::quiet_transport_panics();
    let levels: Vec<BotLevel> = if levels.is_empty() {
        vec![BotLevel::Normal; players]
    } else {
        levels.to_vec()
    };
    let before = process_usage();
    let local;
    let (host, here) = match server {
        Some(h) => (h, false),
        None => match LocalHost::start(content.clone()) {
            Ok(h) => {
                local = h;
                (local.addr.clone(), true)
            }
            Err(e) => {
                eprintln!("error: cannot start a host here: {e}");
                return 1;
            }
        },
    };
    let b = play_tables(&host, content, tables, seed, &levels);
    let after = process_usage();
    for e in &b.errors {
        eprintln!("error: {e}");
    }
    // english: the command line's summary
    println!(
        "tables {}: {} closed; {} commands in {:.1} s = {:.0} commands/s; command to view p50 {:.2} ms, p99 {:.2} ms",
        b.tables,
        b.closed,
        b.commands,
        b.seconds,
        b.commands as f64 / b.seconds.max(1e-9),
        b.quantile_ms(0.5),
        b.quantile_ms(0.99),
    );
    if let (Some((cpu0, _)), Some((cpu1, rss))) = (before, after) {
        let whose = if here {
            "this process (the host and every client)"
        } else {
            "the clients' process"
        };
        // english: the command line's summary
        println!(
            "{whose}: {:.1} s of CPU ({:.0}% of one core), {:.0} MiB resident",
            cpu1 - cpu0,
            100.0 * (cpu1 - cpu0) / b.seconds.max(1e-9),
            rss,
        );
    }
    b.errors.len() + (b.tables - b.closed)
}
