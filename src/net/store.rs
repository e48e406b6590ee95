//! The host's table store: SQLite (`rusqlite`, SQLite built in) in the data folder
//! (`tables.sqlite`). Each table's setup, its seats (names and the *hashes* of their tokens),
//! whether it started or closed, and its accepted commands in order — one transaction per
//! accepted command, so a host killed at any moment loses at most the command it was taking.
//! When a host starts, every open table is loaded back by replaying its commands.

use super::protocol::TableSetup;
use crate::game::Command;
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;

/// A seat as the store keeps it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StoredSeat {
    /// The name its holder gave.
    pub name: Option<String>,
    /// The hash of its token ([`hash_token`]), once a client took it.
    pub token_hash: Option<[u8; 32]>,
}

/// A table as the store keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredTable {
    /// Its code.
    pub code: String,
    /// Its setup.
    pub setup: TableSetup,
    /// Its seats.
    pub seats: Vec<StoredSeat>,
    /// Whether every client seat was taken once.
    pub started: bool,
    /// Its accepted commands, in order.
    pub commands: Vec<Command>,
    /// The seat of the player who opened it (the owner: *Give to a bot*, *Start now*).
    pub owner_seat: Option<usize>,
}

/// The table store.
pub struct Store {
    db: Connection,
}

/// What went wrong in the store, in words.
pub type StoreError = String;

fn err(e: impl std::fmt::Display) -> StoreError {
    format!("table store: {e}")
}

/// The hash a token is kept as (BLAKE3).
pub fn hash_token(token: &str) -> [u8; 32] {
    *blake3::hash(token.as_bytes()).as_bytes()
}

/// Whether `token` is the one whose hash is `hash`, compared in constant time.
pub fn token_matches(token: &str, hash: &[u8; 32]) -> bool {
    use subtle::ConstantTimeEq;
    hash_token(token).ct_eq(hash).into()
}

impl Store {
    /// Opens (or makes) the store at `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(err)?;
        }
        Self::with(Connection::open(path).map_err(err)?)
    }
    /// A store in memory (tests, a host with no data folder).
    pub fn in_memory() -> Result<Store, StoreError> {
        Self::with(Connection::open_in_memory().map_err(err)?)
    }
    fn with(db: Connection) -> Result<Store, StoreError> {
        db.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = NORMAL;
             CREATE TABLE IF NOT EXISTS tables (
                 code TEXT PRIMARY KEY,
                 setup TEXT NOT NULL,
                 started INTEGER NOT NULL DEFAULT 0,
                 closed INTEGER NOT NULL DEFAULT 0
             );
             CREATE TABLE IF NOT EXISTS seats (
                 code TEXT NOT NULL,
                 seat INTEGER NOT NULL,
                 name TEXT,
                 token_hash BLOB,
                 PRIMARY KEY (code, seat)
             );
             CREATE TABLE IF NOT EXISTS commands (
                 code TEXT NOT NULL,
                 n INTEGER NOT NULL,
                 command TEXT NOT NULL,
                 PRIMARY KEY (code, n)
             );",
        )
        .map_err(err)?;
        // The owner's seat came later: a store made before has no such column yet.
        let has_owner = db.prepare("SELECT owner_seat FROM tables LIMIT 0").is_ok();
        if !has_owner {
            db.execute_batch("ALTER TABLE tables ADD COLUMN owner_seat INTEGER")
                .map_err(err)?;
        }
        Ok(Store { db })
    }
    /// Keeps the seat of the table's owner.
    pub fn set_owner(&mut self, code: &str, seat: usize) -> Result<(), StoreError> {
        self.db
            .execute(
                "UPDATE tables SET owner_seat = ?2 WHERE code = ?1",
                params![code, seat as i64],
            )
            .map_err(err)?;
        Ok(())
    }
    /// Keeps a new table.
    pub fn add_table(&mut self, code: &str, setup: &TableSetup) -> Result<(), StoreError> {
        let text = ron::to_string(setup).map_err(err)?;
        self.db
            .execute(
                "INSERT INTO tables (code, setup) VALUES (?1, ?2)",
                params![code, text],
            )
            .map_err(err)?;
        Ok(())
    }
    /// Keeps a table's setup again (a seat given to the host's bot before the start).
    pub fn set_setup(&mut self, code: &str, setup: &TableSetup) -> Result<(), StoreError> {
        let text = ron::to_string(setup).map_err(err)?;
        self.db
            .execute(
                "UPDATE tables SET setup = ?2 WHERE code = ?1",
                params![code, text],
            )
            .map_err(err)?;
        Ok(())
    }
    /// Whether a table has this code (open or closed).
    pub fn has_table(&self, code: &str) -> Result<bool, StoreError> {
        self.db
            .query_row(
                "SELECT 1 FROM tables WHERE code = ?1",
                params![code],
                |_| Ok(()),
            )
            .optional()
            .map(|r| r.is_some())
            .map_err(err)
    }
    /// Keeps who took `seat` and its token's hash.
    pub fn set_seat(
        &mut self,
        code: &str,
        seat: usize,
        name: &str,
        token_hash: &[u8; 32],
    ) -> Result<(), StoreError> {
        self.db
            .execute(
                "INSERT OR REPLACE INTO seats (code, seat, name, token_hash) VALUES (?1, ?2, ?3, ?4)",
                params![code, seat as i64, name, &token_hash[..]],
            )
            .map_err(err)?;
        Ok(())
    }
    /// Marks the table started.
    pub fn set_started(&mut self, code: &str) -> Result<(), StoreError> {
        self.db
            .execute(
                "UPDATE tables SET started = 1 WHERE code = ?1",
                params![code],
            )
            .map_err(err)?;
        Ok(())
    }
    /// Keeps the `n`-th accepted command (from 0) of the table, and whether the case closed
    /// with it, in one transaction.
    pub fn append(
        &mut self,
        code: &str,
        n: usize,
        command: &Command,
        closed: bool,
    ) -> Result<(), StoreError> {
        let text = ron::to_string(command).map_err(err)?;
        let tx = self.db.transaction().map_err(err)?;
        tx.execute(
            "INSERT INTO commands (code, n, command) VALUES (?1, ?2, ?3)",
            params![code, n as i64, text],
        )
        .map_err(err)?;
        if closed {
            tx.execute(
                "UPDATE tables SET closed = 1 WHERE code = ?1",
                params![code],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)
    }
    /// Every table whose case is not closed, with its seats and commands.
    pub fn open_tables(&self) -> Result<Vec<StoredTable>, StoreError> {
        let mut q = self
            .db
            .prepare(
                "SELECT code, setup, started, owner_seat FROM tables WHERE closed = 0 ORDER BY code",
            )
            .map_err(err)?;
        type Row = (String, String, bool, Option<i64>);
        let rows: Vec<Row> = q
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .map_err(err)?
            .collect::<Result<_, _>>()
            .map_err(err)?;
        let mut out = Vec::new();
        for (code, setup, started, owner_seat) in rows {
            let setup: TableSetup =
                ron::from_str(&setup).map_err(|e| err(format!("table {code}'s setup: {e}")))?;
            let mut seats = vec![StoredSeat::default(); setup.remote.len()];
            let mut q = self
                .db
                .prepare("SELECT seat, name, token_hash FROM seats WHERE code = ?1")
                .map_err(err)?;
            let rows = q
                .query_map(params![code], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, Option<String>>(1)?,
                        r.get::<_, Option<Vec<u8>>>(2)?,
                    ))
                })
                .map_err(err)?;
            for row in rows {
                let (seat, name, hash) = row.map_err(err)?;
                if let Some(s) = seats.get_mut(seat as usize) {
                    s.name = name;
                    s.token_hash = hash.and_then(|h| h.try_into().ok());
                }
            }
            let mut q = self
                .db
                .prepare("SELECT command FROM commands WHERE code = ?1 ORDER BY n")
                .map_err(err)?;
            let texts: Vec<String> = q
                .query_map(params![code], |r| r.get(0))
                .map_err(err)?
                .collect::<Result<_, _>>()
                .map_err(err)?;
            let commands = texts
                .iter()
                .map(|t| ron::from_str(t).map_err(|e| err(format!("table {code}'s command: {e}"))))
                .collect::<Result<Vec<Command>, _>>()?;
            out.push(StoredTable {
                code,
                setup,
                seats,
                started,
                commands,
                owner_seat: owner_seat.and_then(|s| usize::try_from(s).ok()),
            });
        }
        Ok(out)
    }
}
