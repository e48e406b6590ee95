//! The host's lobby and away seats: the table's owner gives open seats to the host's bot or
//! starts the game at once; a seat whose holder is away is played by the host's bot after the
//! table's [`Away`] delay, until its holder comes back.

use super::*;

/// For each seat of `room`: whether the host's bot plays it now (a seat no client holds, or a
/// client's seat away longer than the table's rule allows).
pub(super) fn played_by_host(room: &Room, clock: f64) -> Vec<bool> {
    room.seats
        .iter()
        .zip(&room.setup.remote)
        .map(|(hold, remote)| !remote || away_long_enough(room.setup.away, hold, clock))
        .collect()
}

fn away_long_enough(rule: Away, hold: &SeatHold, clock: f64) -> bool {
    match (rule, hold.away_since) {
        (Away::Bot { after }, Some(since)) if hold.conn.is_none() => {
            clock - since >= f64::from(after.max(0.0))
        }
        _ => false,
    }
}

impl HostCore {
    /// Notes the seats whose holders are away long enough for the host's bot (or back): the
    /// lobby says so, and a line tells it.
    pub(super) fn note_away_bots(&mut self, code: &str) {
        let Some(room) = self.rooms.get_mut(code) else {
            return;
        };
        if !room.started || room.closed {
            return;
        }
        let played = played_by_host(room, self.clock);
        let mut changed = false;
        for (i, hold) in room.seats.iter_mut().enumerate() {
            let now = room.setup.remote[i] && played[i];
            if now != hold.away_bot {
                hold.away_bot = now;
                changed = true;
                if now {
                    self.events.push(format!(
                        "table {code}: seat {} away: the host's bot plays it",
                        i + 1
                    ));
                }
            }
        }
        if changed {
            self.send_lobby(code);
        }
    }

    /// Whether connection `id` owns table `code`: it opened it, or holds the seat its opener
    /// took.
    fn owns(&self, id: ConnId, code: &str) -> bool {
        let Some(room) = self.rooms.get(code) else {
            return false;
        };
        let seated = self.conns.get(&id).and_then(|c| c.seat.clone());
        room.owner == Some(id)
            || seated.is_some_and(|(c, s)| c == code && room.owner_seat == Some(s))
    }

    /// The table the connection owns: the one it sits at, else the one it opened.
    fn owned_table(&self, id: ConnId) -> Option<String> {
        if let Some((code, _)) = self.conns.get(&id).and_then(|c| c.seat.clone())
            && self.owns(id, &code)
        {
            return Some(code);
        }
        self.rooms
            .iter()
            .find(|(_, r)| r.owner == Some(id))
            .map(|(c, _)| c.clone())
    }

    /// The owner gives an open seat to the host's bot of `level` (before the game starts).
    pub(super) fn make_bot(&mut self, id: ConnId, seat: SeatId, level: crate::game::BotLevel) {
        let Some(code) = self.owned_table(id) else {
            return self.refuse(id, Refusal::NotOwner);
        };
        if let Err(r) = self.give_to_bot(&code, seat, level) {
            return self.refuse(id, r);
        }
        if !self.start_if_full(&code) {
            self.send_lobby(&code);
            // The owner hears of it even before sitting down.
            if self.conns.get(&id).is_some_and(|c| c.seat.is_none()) {
                self.send_lobby_to(&code, id);
            }
        }
    }

    /// The owner starts the game now: every open seat goes to the host's bot (normal).
    pub(super) fn start_now(&mut self, id: ConnId) {
        let Some(code) = self.owned_table(id) else {
            return self.refuse(id, Refusal::NotOwner);
        };
        let open: Vec<SeatId> = match self.rooms.get(&code) {
            Some(room) if !room.started => room
                .seats
                .iter()
                .enumerate()
                .filter(|(i, s)| room.setup.remote[*i] && s.token_hash.is_none())
                .map(|(i, _)| SeatId::from_index(i))
                .collect(),
            _ => return self.refuse(id, Refusal::AlreadyStarted),
        };
        for seat in open {
            if let Err(r) = self.give_to_bot(&code, seat, crate::game::BotLevel::Normal) {
                return self.refuse(id, r);
            }
        }
        if !self.start_if_full(&code) {
            self.send_lobby(&code);
        }
    }

    /// Gives an open client seat of a table not started to the host's bot: the game is set up
    /// again with that seat a bot (no command was played yet).
    fn give_to_bot(
        &mut self,
        code: &str,
        seat: SeatId,
        level: crate::game::BotLevel,
    ) -> Result<(), Refusal> {
        let content = self.content.clone();
        let room = self
            .rooms
            .get_mut(code)
            .ok_or_else(|| Refusal::NoSuchTable(code.to_string()))?;
        if room.started {
            return Err(Refusal::AlreadyStarted);
        }
        let i = seat.index();
        let open = room.setup.remote.get(i).is_some_and(|r| *r)
            && room.seats.get(i).is_some_and(|s| s.token_hash.is_none());
        if !open {
            return Err(Refusal::SeatTaken(Some(seat)));
        }
        let mut setup = room.setup.clone();
        setup.remote[i] = false;
        setup.config.seats[i].kind = crate::game::SeatKind::Bot;
        setup.config.seats[i].level = level;
        let app = crate::sim::replay_game(content, setup.config.clone());
        if let Some(why) = crate::sim::refused(&app) {
            return Err(Refusal::BadSetup(why));
        }
        if let Some(store) = &mut self.store {
            store.set_setup(code, &setup).map_err(Refusal::BadSetup)?;
        }
        room.setup = setup;
        room.app = app;
        self.events.push(format!(
            "table {code}: seat {} goes to the host's bot ({})",
            i + 1,
            level.name()
        ));
        Ok(())
    }

    /// Starts the table if every client seat is taken; whether it did.
    pub(super) fn start_if_full(&mut self, code: &str) -> bool {
        let Some(room) = self.rooms.get_mut(code) else {
            return false;
        };
        let all_taken = room
            .seats
            .iter()
            .zip(&room.setup.remote)
            .all(|(s, remote)| !remote || s.token_hash.is_some());
        if room.started || !all_taken {
            return false;
        }
        room.started = true;
        if let Some(store) = &mut self.store
            && let Err(e) = store.set_started(code)
        {
            self.events.push(e);
        }
        self.events.push(format!("table {code}: started"));
        self.send_lobby(code);
        self.send_views(code);
        true
    }
}
