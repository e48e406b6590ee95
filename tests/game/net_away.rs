//! Online play (issue 36), the host's core alone (no sockets, no clock but the host's own):
//! a seat whose player is away is played by the host's bot after the table's delay and taken
//! back by its token at the next decision; a table that waits, waits; the table's owner gives
//! open seats to bots and starts the game, and nobody else may; a hint goes to its own seat
//! alone.

use super::*;
use new_angeles::game::bot;
use new_angeles::game::{SeatView, TableView};
use new_angeles::net::host::{ConnId, HostCore, Out};
use new_angeles::net::protocol::*;

const SEED: u64 = 7;

/// Four seats: 0 and 1 held by clients (people), 2 and 3 the host's normal bots.
fn two_friends(away: Away) -> TableSetup {
    let mut config = GameConfig::new(4, 2, SEED);
    for (i, s) in config.seats.iter_mut().enumerate() {
        s.kind = if i < 2 {
            SeatKind::Human
        } else {
            SeatKind::Bot
        };
        s.level = BotLevel::Normal;
    }
    TableSetup {
        config,
        remote: vec![true, true, false, false],
        away,
    }
}

/// What the host sent each connection, decoded, in order (each view put together with the
/// log lines the connection had before, as a client does).
#[derive(Default)]
struct Inbox(
    std::collections::HashMap<ConnId, Vec<ToClient>>,
    std::collections::HashMap<ConnId, ViewBook>,
);

impl Inbox {
    fn take(&mut self, core: &mut HostCore) {
        for o in core.take_out() {
            if let Out::Send(id, bytes) = o {
                let mut m = decode_to_client(&bytes).expect("the host's message decodes");
                if let ToClient::View { log_from, view } = m {
                    let whole = self.1.entry(id).or_default().take(log_from, *view);
                    let whole = whole.expect("the view goes on from lines kept").clone();
                    m = ToClient::View {
                        log_from: 0,
                        view: Box::new(whole),
                    };
                }
                self.0.entry(id).or_default().push(m);
            }
        }
    }
    fn view(&self, id: ConnId) -> Option<&TableView> {
        self.0.get(&id)?.iter().rev().find_map(|m| match m {
            ToClient::View { view, .. } => Some(&**view),
            _ => None,
        })
    }
    fn lobby(&self, id: ConnId) -> Option<&Lobby> {
        self.0.get(&id)?.iter().rev().find_map(|m| match m {
            ToClient::Lobby(l) => Some(l),
            _ => None,
        })
    }
    fn token(&self, id: ConnId) -> Option<String> {
        self.0.get(&id)?.iter().find_map(|m| match m {
            ToClient::Welcome { token, .. } => Some(token.clone()),
            _ => None,
        })
    }
    fn refusals(&self, id: ConnId) -> Vec<Refusal> {
        self.0.get(&id).map_or_else(Vec::new, |ms| {
            ms.iter()
                .filter_map(|m| match m {
                    ToClient::Refused(r) => Some(r.clone()),
                    _ => None,
                })
                .collect()
        })
    }
}

/// Connection `id` opens a table of [`two_friends`] (the table waits for an absent player);
/// its code.
fn open_as(core: &mut HostCore, inbox: &mut Inbox, id: ConnId) -> String {
    core.connected(id);
    send(
        core,
        id,
        &ToHost::Open {
            versions: new_angeles::net::versions(&content()),
            setup: two_friends(Away::default()),
        },
    );
    inbox.take(core);
    inbox.0[&id]
        .iter()
        .find_map(|m| match m {
            ToClient::Opened { table } => Some(table.clone()),
            _ => None,
        })
        .expect("opened")
}

fn send(core: &mut HostCore, id: ConnId, m: &ToHost) {
    core.received(id, &encode_to_host(m));
}

fn hello(core: &mut HostCore, id: ConnId, table: &str, seat: Option<usize>, token: Option<String>) {
    send(
        core,
        id,
        &ToHost::Hello(Hello {
            versions: new_angeles::net::versions(&content()),
            name: format!("player {id}"),
            table: table.to_string(),
            seat: seat.map(SeatId::from_index),
            token,
        }),
    );
}

/// A host with a table of [`two_friends`] (`away` for an absent player), connections 1 and 2
/// seated at seats 1 and 2; the table's code and what the host sent.
fn seated(away: Away) -> (HostCore, String, Inbox) {
    let mut core = HostCore::new(content(), None).expect("a host");
    let table = core.open_table(two_friends(away)).expect("a table");
    let mut inbox = Inbox::default();
    for id in [1, 2] {
        core.connected(id);
        hello(&mut core, id, &table, Some(id as usize - 1), None);
    }
    inbox.take(&mut core);
    (core, table, inbox)
}

/// The bot's command for the seat of `view`, if the game waits for that seat.
fn decide(view: &TableView) -> Option<Command> {
    let own = view.own.as_ref()?;
    let seat = view.looking?;
    if !own.daytime || own.decider() != seat || view.outcome.is_some() {
        return None;
    }
    let own = SeatView::of_own(own.clone())?;
    let mut rng = bot::bot_rng(SEED, view.commands);
    let action = bot::choose_at(BotLevel::Normal, &content(), &own, &mut rng);
    Some(Command { seat, action })
}

fn commands(core: &mut HostCore, table: &str) -> usize {
    core.world_mut(table)
        .map_or(0, |w| w.resource::<new_angeles::game::History>().0.len())
}

/// Steps the host (its clock standing still) while the connections in `players` play their
/// seats as bots, until nothing moves; the number of commands then.
fn settle(core: &mut HostCore, inbox: &mut Inbox, table: &str, players: &[ConnId]) -> usize {
    let mut answered = std::collections::HashMap::new();
    let mut still = 0;
    for _ in 0..20_000 {
        let before = commands(core, table);
        let mut sent = false;
        core.tick();
        inbox.take(core);
        for id in players {
            let Some(view) = inbox.view(*id) else {
                continue;
            };
            if answered.get(id) == Some(&view.commands) {
                continue;
            }
            if let Some(c) = decide(view) {
                answered.insert(*id, view.commands);
                send(core, *id, &ToHost::Command(c));
                inbox.take(core);
                sent = true;
            }
        }
        if sent || commands(core, table) != before {
            still = 0;
        } else {
            still += 1;
            if still >= 2 {
                return before;
            }
        }
    }
    panic!("the table never came to rest");
}

/// The seat the game waits for, from a view.
fn decider(view: &TableView) -> SeatId {
    view.public.decider()
}

// A seat away is played by the host's bot once the table's delay has passed (not before), and
// its owner, back with the token, decides again from the next decision.
#[test]
fn an_away_seat_is_played_by_the_hosts_bot_and_taken_back() {
    let (mut core, table, mut inbox) = seated(Away::Bot { after: 0.5 });
    let token = inbox.token(2).expect("seat 2's token");
    assert!(
        inbox.lobby(1).is_some_and(|l| l.started),
        "both seats taken: started"
    );
    // Seat 2's player goes away; seat 1's plays on.
    core.disconnected(2);
    let stalled = settle(&mut core, &mut inbox, &table, &[1]);
    let view = inbox.view(1).expect("a view").clone();
    assert_eq!(
        decider(&view),
        SeatId(1),
        "the table waits for the away seat"
    );
    assert!(view.outcome.is_none());
    // Not yet: a fraction of the delay changes nothing.
    core.advance(0.3);
    inbox.take(&mut core);
    assert_eq!(
        commands(&mut core, &table),
        stalled,
        "the bot waits out the delay"
    );
    // Past the delay, the host's bot plays the seat, and the lobby says so.
    core.advance(0.3);
    inbox.take(&mut core);
    let moved = settle(&mut core, &mut inbox, &table, &[1]);
    assert!(moved > stalled, "the host's bot played the away seat");
    assert!(
        inbox
            .lobby(1)
            .is_some_and(|l| l.seats[1].away_bot && !l.seats[1].connected),
        "the lobby tells the seat is played by a bot"
    );
    // The owner is back with the token: the seat is theirs again at the next decision.
    core.connected(3);
    hello(&mut core, 3, &table, None, Some(token));
    inbox.take(&mut core);
    assert!(inbox.refusals(3).is_empty(), "{:?}", inbox.refusals(3));
    assert!(
        inbox
            .lobby(3)
            .is_some_and(|l| !l.seats[1].away_bot && l.seats[1].connected)
    );
    let before = settle(&mut core, &mut inbox, &table, &[1]);
    let view = inbox.view(3).expect("the returning seat's view").clone();
    if view.outcome.is_none() {
        assert_eq!(
            decider(&view),
            SeatId(1),
            "the host's bot let the returned seat decide"
        );
        core.advance(100.0);
        inbox.take(&mut core);
        assert_eq!(
            commands(&mut core, &table),
            before,
            "no bot plays a seat that is back"
        );
        let after = settle(&mut core, &mut inbox, &table, &[1, 3]);
        assert!(after > before, "the returned player's command was taken");
    }
}

// A table that waits for an absent player waits, however long.
#[test]
fn a_table_that_waits_waits_for_the_absent_player() {
    let (mut core, table, mut inbox) = seated(Away::Wait);
    core.disconnected(2);
    let stalled = settle(&mut core, &mut inbox, &table, &[1]);
    assert_eq!(decider(inbox.view(1).expect("a view")), SeatId(1));
    core.advance(3600.0 * 24.0);
    inbox.take(&mut core);
    assert_eq!(
        commands(&mut core, &table),
        stalled,
        "nobody plays the seat"
    );
    assert!(inbox.lobby(1).is_some_and(|l| !l.seats[1].away_bot));
}

// The connection that opened a table owns it: it gives an open seat to a bot and starts the
// game with every other open seat a bot; another connection may not.
#[test]
fn the_owner_gives_open_seats_to_bots_and_starts() {
    let mut core = HostCore::new(content(), None).expect("a host");
    let mut inbox = Inbox::default();
    let table = open_as(&mut core, &mut inbox, 1);
    hello(&mut core, 1, &table, Some(0), None);
    core.connected(2);
    send(&mut core, 2, &ToHost::StartNow);
    send(
        &mut core,
        2,
        &ToHost::MakeBot {
            seat: SeatId(1),
            level: BotLevel::Easy,
        },
    );
    inbox.take(&mut core);
    assert_eq!(
        inbox.refusals(2),
        vec![Refusal::NotOwner, Refusal::NotOwner]
    );
    assert!(
        inbox
            .lobby(1)
            .is_some_and(|l| !l.started && l.seats[1].remote)
    );
    send(
        &mut core,
        1,
        &ToHost::MakeBot {
            seat: SeatId(0),
            level: BotLevel::Easy,
        },
    );
    inbox.take(&mut core);
    assert_eq!(inbox.refusals(1), vec![Refusal::SeatTaken(Some(SeatId(0)))]);
    send(&mut core, 1, &ToHost::StartNow);
    inbox.take(&mut core);
    let lobby = inbox.lobby(1).expect("a lobby");
    assert!(lobby.started && !lobby.seats[1].remote, "{lobby:?}");
    assert!(
        inbox.view(1).is_some(),
        "the game runs: the owner has a view"
    );
    assert!(settle(&mut core, &mut inbox, &table, &[1]) > 0);
}

// The owner stays the owner when the host starts again from its store: back by its seat
// token, it may still start the game; a friend may not.
#[test]
fn the_owner_is_kept_across_a_host_restart() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("tables.sqlite");
    let store = || new_angeles::net::store::Store::open(&path).expect("a store");
    let (table, owner_token) = {
        let mut core = HostCore::new(content(), Some(store())).expect("a host");
        let mut inbox = Inbox::default();
        let table = open_as(&mut core, &mut inbox, 1);
        hello(&mut core, 1, &table, Some(0), None);
        inbox.take(&mut core);
        (table, inbox.token(1).expect("a seat token"))
    };
    // The host starts again: the table is loaded back, nobody connected.
    let mut core = HostCore::new(content(), Some(store())).expect("a host again");
    let mut inbox = Inbox::default();
    core.connected(5);
    send(&mut core, 5, &ToHost::StartNow);
    inbox.take(&mut core);
    assert_eq!(inbox.refusals(5), vec![Refusal::NotOwner]);
    core.connected(6);
    hello(&mut core, 6, &table, None, Some(owner_token));
    send(&mut core, 6, &ToHost::StartNow);
    inbox.take(&mut core);
    assert!(inbox.refusals(6).is_empty(), "{:?}", inbox.refusals(6));
    assert!(inbox.lobby(6).is_some_and(|l| l.started));
}

// A hint asked online (the Hint button of a player's own screen) is worked out by the host
// from that seat's own view and comes in a view to that connection alone; a seat not deciding
// gets no hint, and a connection without a seat is refused.
#[test]
fn a_hint_asked_online_comes_to_its_own_seat_alone() {
    let (mut core, _table, mut inbox) = seated(Away::Wait);
    // Play on (both seats as bots) until seat 1's own turn, nothing asked of it.
    let mut answered = std::collections::HashMap::new();
    for _ in 0..5_000 {
        core.tick();
        inbox.take(&mut core);
        let view = inbox.view(1).expect("a view");
        if view.public.daytime && view.public.pending.is_none() && decider(view) == SeatId(0) {
            break;
        }
        for id in [1, 2] {
            let Some(view) = inbox.view(id) else { continue };
            if answered.get(&id) == Some(&view.commands) {
                continue;
            }
            if let Some(c) = decide(view) {
                answered.insert(id, view.commands);
                send(&mut core, id, &ToHost::Command(c));
                inbox.take(&mut core);
            }
        }
    }
    let view = inbox.view(1).expect("a view").clone();
    assert!(
        view.public.daytime && decider(&view) == SeatId(0),
        "seat 1's turn"
    );
    assert!(view.hint.is_none(), "no hint before it is asked");
    assert!(view.shared_hints, "every online seat may ask for a hint");
    let to_two = inbox.0.get(&2).map_or(0, Vec::len);
    send(&mut core, 1, &ToHost::Hint);
    inbox.take(&mut core);
    let hinted = inbox.view(1).expect("the hint's view");
    assert_eq!(hinted.version, view.version, "the game did not move");
    let hint = hinted.hint.clone().expect("a hint for seat 1");
    assert!(!hint.words.is_empty() && !hint.why.is_empty(), "{hint:?}");
    assert_eq!(
        inbox.0.get(&2).map_or(0, Vec::len),
        to_two,
        "nothing went to the other seat"
    );
    // Seat 2 is not deciding: its view comes without a hint.
    send(&mut core, 2, &ToHost::Hint);
    inbox.take(&mut core);
    assert!(inbox.view(2).is_some_and(|v| v.hint.is_none()));
    // Its hint taken, the table plays on as before.
    send(
        &mut core,
        1,
        &ToHost::Command(Command {
            seat: SeatId(0),
            action: hint.action,
        }),
    );
    inbox.take(&mut core);
    assert!(inbox.refusals(1).is_empty(), "{:?}", inbox.refusals(1));
    assert!(inbox.view(1).is_some_and(|v| v.version > view.version));
    // A connection without a seat may not ask.
    core.connected(9);
    send(&mut core, 9, &ToHost::Hint);
    inbox.take(&mut core);
    assert_eq!(inbox.refusals(9), vec![Refusal::NotSeated]);
}

// Issue 31 (two "X played … on you" notices at the start of an online turn, the log saying it
// once): the views the host builds for a seat carry each command's result once, however many
// it sends before the game's messages are cleared; each seat has its own.
#[test]
fn the_hosts_views_carry_each_result_once() {
    use new_angeles::game::table_view::table_view_for;
    let mut game = game_with("evil-at-the-estates", &["caprice", "floyd", "raymond"], 5);
    let first = active(&game);
    let other = SeatId::from_index((first.index() + 1) % 3);
    let to = quiet_step(&mut game, first);
    act(&mut game, Action::Move { to }).expect("a step");
    let moved = |v: &TableView| {
        v.results
            .iter()
            .filter(|r| r.command.action == Action::Move { to })
            .count()
    };
    let one = table_view_for(game.world_mut(), Some(first)).expect("a view");
    assert_eq!(moved(&one), 1, "the move's result, once");
    let again = table_view_for(game.world_mut(), Some(first)).expect("a view");
    assert_eq!(moved(&again), 0, "not again in the next view");
    let theirs = table_view_for(game.world_mut(), Some(other)).expect("a view");
    assert_eq!(moved(&theirs), 1, "another seat's views read their own");
}
