//! The messages between a client and the host, and their bytes.
//!
//! A client speaks first: [`ToHost::Hello`] (the game's version, the hash of its content, a
//! name, the table and, to take a seat back, its seat token), or [`ToHost::Open`] to set up a
//! new table on the host. The host answers with [`ToClient::Welcome`] (the seat and its token)
//! or [`ToClient::Refused`] (a [`Refusal`]: a key with its arguments, never words), then sends
//! the seat's own [`TableView`] after every change of the game — whole but for its log, which
//! brings only the lines the connection has not had yet (the client keeps the rest: a
//! [`ViewBook`]) — and [`ToClient::Lobby`] when who sits where changes. A seated client sends
//! [`ToHost::Command`]s.
//!
//! Every message is [bincode](https://docs.rs/bincode) (serde, fixed-width integers), and has a
//! size cap: [`MAX_TO_HOST`] bytes from a client (a command is a few dozen), [`MAX_TO_CLIENT`]
//! from the host (a view late in a game is some tens of kilobytes). Decoding never panics: bytes
//! that do not decode, or too many of them, are a [`DecodeError`].

use crate::game::{BotLevel, Command, GameConfig, TableView};
use crate::ids::SeatId;
use crate::model::Msg;
use serde::{Deserialize, Serialize};

/// The version of these messages; a change that old clients cannot read raises it.
pub const PROTOCOL: u32 = 4;

/// The most bytes a client's message may have: more ends its connection.
pub const MAX_TO_HOST: usize = 16 * 1024;

/// The most bytes a host's message may have (a whole view late in a long game is far less).
pub const MAX_TO_CLIENT: usize = 4 * 1024 * 1024;

/// The game's version and the hash of the content in use: a client and a host play together
/// only when both are equal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Versions {
    /// The program's version (`CARGO_PKG_VERSION`) and the protocol's.
    pub game: String,
    /// The content's hash ([`super::content_hash`]).
    pub content: String,
}

impl std::fmt::Display for Versions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "game {} with content {}", self.game, self.content)
    }
}

/// What a client sends the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToHost {
    /// Join a table: a free seat (`seat`, or the first free one), or take back the seat whose
    /// `token` this is.
    Hello(Hello),
    /// Set up a new table on the host (a dedicated host, or a test); answered with
    /// [`ToClient::Opened`]. The connection may then say [`ToHost::Hello`] to sit at it.
    Open {
        /// The client's versions, checked as [`Hello`]'s are.
        versions: Versions,
        /// The table.
        setup: TableSetup,
    },
    /// A choice of the seat this connection holds.
    Command(Command),
    /// Leave the table; the seat stays the token's.
    Leave,
    /// The table's owner (the connection that opened it, or who holds the seat it took)
    /// gives an open seat to the host's bot, before the game starts.
    MakeBot {
        /// The seat (a client's, not taken yet).
        seat: SeatId,
        /// The bot's level.
        level: BotLevel,
    },
    /// The table's owner starts the game now: every open seat goes to the host's bot.
    StartNow,
    /// The hard bot's hint for this connection's seat now, from that seat's own view: it
    /// comes in the seat's next view ([`TableView::hint`]).
    Hint,
}

/// A client's greeting at a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hello {
    /// The client's versions.
    pub versions: Versions,
    /// The player's name, as the lobby shows it (cut to [`MAX_NAME`] characters).
    pub name: String,
    /// The table's code (from the invite code).
    pub table: String,
    /// The seat wanted, if any (else the first free one held by a client).
    pub seat: Option<SeatId>,
    /// The seat token kept from an earlier welcome, to take that seat back.
    pub token: Option<String>,
}

/// The longest name a seat is shown with.
pub const MAX_NAME: usize = 32;

/// A table to set up: the game's config, and which seats clients hold (the others are bots
/// the host plays).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    /// The game (its seed included: who opens a table on a dedicated host chooses it).
    pub config: GameConfig,
    /// For each seat: held by a client (a person, or a bot playing over the network), or
    /// played by the host's bot.
    pub remote: Vec<bool>,
    /// What the host does while a client's seat is away.
    #[serde(default)]
    pub away: Away,
}

/// What the host does with a seat whose player is away (disconnected, or left) once the game
/// runs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Away {
    /// The table waits for the player (a slow game over days).
    Wait,
    /// The host's bot plays the seat once it has been away this many seconds, until its owner
    /// comes back (who then decides from the next decision on).
    Bot {
        /// Seconds away before the bot plays (fractions allowed).
        after: f32,
    },
}

impl Default for Away {
    fn default() -> Self {
        Away::Bot {
            after: DEFAULT_AWAY_SECS,
        }
    }
}

/// Seconds a seat is away before the host's bot plays it, unless the table says otherwise.
pub const DEFAULT_AWAY_SECS: f32 = 60.0;

/// What the host sends a client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToClient {
    /// The seat is this connection's; `token` takes it back later.
    Welcome {
        /// The table's code.
        table: String,
        /// The seat.
        seat: SeatId,
        /// The seat's secret token (keep it: only its hash stays on the host).
        token: String,
    },
    /// A table was set up ([`ToHost::Open`]).
    Opened {
        /// Its code.
        table: String,
    },
    /// The host said no, and why.
    Refused(Refusal),
    /// Who sits where.
    Lobby(Lobby),
    /// The seat's view of the game: whole but for its log, which holds the lines from
    /// `log_from` on; the lines before are those of the last view this connection had (the
    /// first view of a seat has them all: `log_from` 0). See [`ViewBook`].
    View {
        /// Where the view's log lines go in the whole log.
        log_from: u32,
        /// The view, its log from `log_from`.
        view: Box<TableView>,
    },
    /// The case is closed: the game's digest (nothing is hidden any more).
    Closed {
        /// [`crate::game::digest`] of the game at its close.
        digest: u64,
    },
}

/// A client's copy of its seat's view, put together from the host's views: each brings the
/// log lines since the last ([`ToClient::View`]).
#[derive(Clone, Debug, Default)]
pub struct ViewBook(Option<TableView>);

impl ViewBook {
    /// Takes a view from the host, its log's lines from `log_from`: the whole view; an error
    /// when the lines before `log_from` are not all kept here (a host that skipped a view).
    pub fn take(&mut self, log_from: u32, mut view: TableView) -> Result<&TableView, String> {
        let from = log_from as usize;
        let kept = self.0.take().map(|v| v.log.0).unwrap_or_default();
        if kept.len() < from {
            return Err(format!(
                "the host's view goes on from log line {from}, and {} are kept",
                kept.len()
            ));
        }
        let mut log = kept;
        log.truncate(from);
        log.append(&mut view.log.0);
        view.log.0 = log;
        Ok(self.0.insert(view))
    }
    /// The view kept, if one came.
    pub fn view(&self) -> Option<&TableView> {
        self.0.as_ref()
    }
    /// Forgets the view (a new table, a new seat: the host sends the next one whole).
    pub fn clear(&mut self) {
        self.0 = None;
    }
}

/// A table's seats as the lobby shows them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Lobby {
    /// The table's code.
    pub table: String,
    /// Every seat.
    pub seats: Vec<LobbySeat>,
    /// Whether every client seat has been taken (the game runs).
    pub started: bool,
}

/// One seat in the lobby.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LobbySeat {
    /// Held by a client (else the host's bot plays it).
    pub remote: bool,
    /// The bot level of a host-played seat.
    pub level: BotLevel,
    /// The name of who took it, if anyone did.
    pub name: Option<String>,
    /// Whether its holder is connected now.
    pub connected: bool,
    /// Whether the host's bot plays it now, its holder being away.
    pub away_bot: bool,
}

/// Why the host said no: a key with its arguments (the client words it in its language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The client's game or content is not the host's.
    Versions {
        /// The host's.
        host: Versions,
        /// The client's.
        client: Versions,
    },
    /// No table has this code.
    NoSuchTable(String),
    /// The seat asked for is not one a client may take, or is taken.
    SeatTaken(Option<SeatId>),
    /// The seat token does not hold a seat at this table.
    BadToken,
    /// This connection holds no seat yet (a command before a welcome).
    NotSeated,
    /// This connection already holds a seat.
    AlreadySeated,
    /// A command for a seat this connection does not hold.
    NotYourSeat {
        /// The seat the command named.
        seat: SeatId,
        /// The seat the connection holds.
        yours: SeatId,
    },
    /// The table waits for its seats to be taken.
    NotStarted,
    /// The rules refused the command (their reason: a key with its arguments).
    Rules(Msg),
    /// Only the table's owner may do this (give a seat to a bot, start the game).
    NotOwner,
    /// The game has started: the seats are as they are.
    AlreadyStarted,
    /// A table could not be set up with this config (the reason).
    BadSetup(String),
    /// The message did not decode (the connection ends).
    Malformed,
    /// The message was larger than the cap (the connection ends).
    TooLarge {
        /// Its size.
        size: usize,
        /// The cap.
        cap: usize,
    },
    /// Too many messages too fast (the connection ends).
    Flood,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Versions { host, client } => write!(
                f,
                "versions differ: the host runs {host}, this client {client}"
            ),
            Refusal::NoSuchTable(code) => write!(f, "no table {code} on this host"),
            Refusal::SeatTaken(Some(s)) => write!(f, "seat {} is not free", s.index() + 1),
            Refusal::SeatTaken(None) => write!(f, "no seat is free"),
            Refusal::BadToken => write!(f, "the seat token holds no seat at this table"),
            Refusal::NotSeated => write!(f, "this connection holds no seat"),
            Refusal::AlreadySeated => write!(f, "this connection already holds a seat"),
            Refusal::NotYourSeat { seat, yours } => write!(
                f,
                "a command for seat {} from the holder of seat {}",
                seat.index() + 1,
                yours.index() + 1
            ),
            Refusal::NotStarted => write!(f, "the table waits for its seats to be taken"),
            Refusal::Rules(why) => write!(f, "the rules refused it: {}", why.key()),
            Refusal::NotOwner => write!(f, "only the table's owner may do that"),
            Refusal::AlreadyStarted => write!(f, "the game has started"),
            Refusal::BadSetup(why) => write!(f, "the table cannot be set up: {why}"),
            Refusal::Malformed => write!(f, "a message that does not decode"),
            Refusal::TooLarge { size, cap } => {
                write!(f, "a message of {size} bytes (the cap is {cap})")
            }
            Refusal::Flood => write!(f, "too many messages"),
        }
    }
}

/// Why bytes are not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// More bytes than the cap.
    TooLarge {
        /// How many.
        size: usize,
        /// The cap.
        cap: usize,
    },
    /// Not a message (the decoder's words).
    Malformed(String),
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::TooLarge { size, cap } => {
                write!(f, "{size} bytes, more than the cap of {cap}")
            }
            DecodeError::Malformed(why) => write!(f, "not a message: {why}"),
        }
    }
}

fn config<const CAP: usize>() -> impl bincode::config::Config {
    bincode::config::standard()
        .with_fixed_int_encoding()
        .with_limit::<CAP>()
}

/// The bytes of a message to the host.
pub fn encode_to_host(m: &ToHost) -> Vec<u8> {
    bincode::serde::encode_to_vec(m, config::<MAX_TO_HOST>()).unwrap_or_default()
}

/// The bytes of a message to a client.
pub fn encode_to_client(m: &ToClient) -> Vec<u8> {
    bincode::serde::encode_to_vec(m, config::<MAX_TO_CLIENT>()).unwrap_or_default()
}

/// Reads a message to the host, refusing more than [`MAX_TO_HOST`] bytes and trailing bytes.
pub fn decode_to_host(bytes: &[u8]) -> Result<ToHost, DecodeError> {
    decode::<ToHost, MAX_TO_HOST>(bytes)
}

/// Reads a message to a client, refusing more than [`MAX_TO_CLIENT`] bytes.
pub fn decode_to_client(bytes: &[u8]) -> Result<ToClient, DecodeError> {
    decode::<ToClient, MAX_TO_CLIENT>(bytes)
}

fn decode<T: serde::de::DeserializeOwned, const CAP: usize>(
    bytes: &[u8],
) -> Result<T, DecodeError> {
    if bytes.len() > CAP {
        return Err(DecodeError::TooLarge {
            size: bytes.len(),
            cap: CAP,
        });
    }
    match bincode::serde::decode_from_slice::<T, _>(bytes, config::<CAP>()) {
        Ok((m, read)) if read == bytes.len() => Ok(m),
        Ok((_, read)) => Err(DecodeError::Malformed(format!(
            "{} bytes after the message",
            bytes.len() - read
        ))),
        Err(e) => Err(DecodeError::Malformed(e.to_string())),
    }
}
