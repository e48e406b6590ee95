//! Online play: friends at their own machines, each seeing only their own secrets. Logic only,
//! no rendering.
//!
//! - [`protocol`]: the messages between a client and the host, their bytes and size caps.
//! - [`host`]: the authority — the tables (one headless game each), the seats held by
//!   connections, the views sent after every change; no sockets, so it runs in tests alone.
//! - [`server`]: the host over QUIC (`bevy_quinnet`), and `new-angeles serve`.
//! - [`store`]: the host's tables in SQLite, loaded back by replaying their commands.
//! - [`client`]: the connection to a host, checked against the invite code's certificate
//!   fingerprint, and a bot seat played over it.
//! - [`invite`]: the one-line invite code.
//! - [`link`]: the desktop's connection on a thread of its own, waking the window.
//! - [`play`]: `simulate --online`: `simulate`'s bot games with every seat a client.
//! - [`bench`]: `simulate --online --tables N`: many tables at once on one host, measured.
//! - [`desk`]: the online table at the desktop: join, host, the lobby, the table's view.
//!
//! The trust model: the host holds the seed, the config, the decks and the history, and is
//! trusted by its players; a client is not: everything it sends is checked (size, shape, the
//! seat it may act for, the rules), and it is sent only what its seat may know.

pub mod bench;
pub mod client;
pub mod desk;
pub mod host;
pub mod invite;
pub mod link;
pub mod play;
pub mod protocol;
pub mod server;
pub mod store;

use crate::content::Content;

/// The game's version as the handshake carries it: the program's and the protocol's.
pub fn game_version() -> String {
    format!("{}/p{}", env!("CARGO_PKG_VERSION"), protocol::PROTOCOL)
}

/// A hash of the content in use (BLAKE3 of its rules-relevant data, in its stable order), the
/// first 16 hex digits: a client and a host with different content would play different games.
pub fn content_hash(content: &Content) -> String {
    let mut h = blake3::Hasher::new();
    for part in [
        format!("{:?}", content.map.districts),
        format!("{:?}", content.map.locations),
        format!("{:?}", content.map.beanstalk),
        format!("{:?}", content.detectives),
        format!("{:?}", content.suspects),
        format!("{:?}", content.scenarios),
        format!("{:?}", content.puzzle),
        format!("{:?}", content.cards),
        format!("{:?}", content.plots),
        format!("{:?}", content.specials),
        format!("{:?}", content.events),
    ] {
        h.update(&(part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.finalize().to_hex()[..16].to_string()
}

/// This program's versions with `content`.
pub fn versions(content: &Content) -> protocol::Versions {
    protocol::Versions {
        game: game_version(),
        content: content_hash(content),
    }
}

/// Keeps `bevy_quinnet`'s own task panics off standard error: its connection tasks `expect` to
/// signal a lost connection to a side that already let it go (a client that closed, a host that
/// ended a connection), which panics that task alone — tokio catches it, nothing else is
/// touched — but prints a backtrace. Every other panic is reported as before.
pub fn quiet_transport_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let transport = info
                .location()
                .is_some_and(|l| l.file().contains("bevy_quinnet"));
            let worker = std::thread::current()
                .name()
                .is_some_and(|n| n.starts_with("tokio-"));
            if !(transport && worker) {
                before(info);
            }
        }));
    });
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    if getrandom::fill(&mut b).is_err() {
        // No system randomness: the clock and a counter, hashed (never expected on a desktop).
        static COUNT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        let mut x = blake3::Hasher::new();
        x.update(&t.to_le_bytes()).update(&n.to_le_bytes());
        x.finalize_xof().fill(&mut b);
    }
    b
}

/// A new table code: six letters and digits (no 0/O or 1/I to mix up).
pub fn random_code() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    random_bytes::<6>()
        .iter()
        .map(|b| ALPHABET[*b as usize % ALPHABET.len()] as char)
        .collect()
}

/// A new seat token: 256 random bits in hex.
pub fn random_token() -> String {
    random_bytes::<32>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
