//! Online play (issue 36), over real QUIC on 127.0.0.1: a game of bot clients is the local
//! game (same digest); every message to a seat holds only that seat's secrets; the host refuses
//! a command for another seat and ends connections that send garbage, too much or too fast,
//! while the table goes on; a seat token takes its seat back; a host restarted from its store
//! resumes the game.

use super::privacy::{Secrets, check_table_view, secrets};
use super::*;
use new_angeles::game::pipeline::GameVersion;
use new_angeles::game::{Decks, History, TableView};
use new_angeles::net::client::{BotPlayer, Client, Link};
use new_angeles::net::host::HostCore;
use new_angeles::net::invite::Invite;
use new_angeles::net::play::{self, LocalHost};
use new_angeles::net::protocol::*;
use new_angeles::net::server::Server;
use new_angeles::net::store::Store;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

fn local_digest(levels: &[BotLevel], seed: u64) -> u64 {
    let r = sim::simulate_levels(&content(), levels, seed);
    assert!(r.errors.is_empty(), "the local game: {:?}", r.errors);
    r.digest
}

fn server(store: Option<Store>, cert_dir: Option<&Path>) -> Server {
    let core = HostCore::new(content(), store).expect("a host");
    Server::start(core, SocketAddr::from(([127, 0, 0, 1], 0)), cert_dir).expect("listening")
}

/// A client connected to `s`, stepping the host meanwhile.
fn connect(s: &mut Server) -> Client {
    let mut c = Client::connect(s.local_addr(), s.fingerprint()).expect("a client");
    let until = Instant::now() + Duration::from_secs(10);
    while *c.link() == Link::Connecting && Instant::now() < until {
        s.step();
        c.step();
    }
    assert_eq!(*c.link(), Link::Connected);
    c
}

/// A table opened on `s` for `levels` and `seed`, every seat a bot client (seated).
fn table_of_bots(s: &mut Server, levels: &[BotLevel], seed: u64) -> (String, Vec<BotPlayer>) {
    let table = s
        .core
        .open_table(play::setup_for(levels, seed))
        .expect("a table");
    let players = levels
        .iter()
        .enumerate()
        .map(|(i, l)| seat(s, &table, SeatId::from_index(i), *l, seed, None))
        .collect();
    (table, players)
}

fn seat(
    s: &mut Server,
    table: &str,
    seat: SeatId,
    level: BotLevel,
    seed: u64,
    token: Option<String>,
) -> BotPlayer {
    let mut p = BotPlayer::new(connect(s), content(), level, seed);
    p.client
        .send(&ToHost::Hello(Hello {
            versions: new_angeles::net::versions(&content()),
            name: format!("bot {}", seat.index() + 1),
            table: table.to_string(),
            seat: token.is_none().then_some(seat),
            token,
        }))
        .expect("sent");
    p
}

/// Steps the host and `players` until `stop` says so (or the case closed everywhere); the
/// number of rounds.
fn run(
    s: &mut Server,
    players: &mut [BotPlayer],
    secs: u64,
    mut stop: impl FnMut(&mut Server, &mut [BotPlayer]) -> bool,
) -> usize {
    let until = Instant::now() + Duration::from_secs(secs);
    let mut rounds = 0;
    while players.iter().any(|p| p.digest.is_none()) && !stop(s, players) {
        assert!(Instant::now() < until, "no close within {secs} s");
        s.step();
        for p in players.iter_mut() {
            p.step();
        }
        rounds += 1;
    }
    rounds
}

fn commands(s: &mut Server, table: &str) -> usize {
    s.core
        .world_mut(table)
        .map_or(0, |w| w.resource::<History>().0.len())
}

// The central proof: a whole game of four bot clients over QUIC on 127.0.0.1, hosted in this
// process, is the game `simulate` plays for that seed (the same digest), as `simulate --online`
// plays it.
#[test]
fn an_online_game_of_bot_clients_is_the_local_game() {
    let levels = [BotLevel::Normal; 4];
    let host = LocalHost::start(content()).expect("a host");
    let r = play::play_online(&host.addr, &content(), &levels, 42);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(
        r.digest,
        local_digest(&levels, 42),
        "the online game's digest"
    );
    assert_eq!(r.vp.len(), 4);
    eprintln!("online game: {} messages, {}", r.messages, r.outcome);
}

// D-8 over the network: every message sent to each seat over a whole game, decoded, holds only
// what that seat may know — checked against the host's world at that moment: no other seat's
// hand, Memory card or hunches, no face-down value it does not know, no other seat's secret
// log line, no seed and no deck order (the next cards of every deck, as bytes).
#[test]
fn every_message_to_a_seat_holds_only_its_own_secrets() {
    let seed = 0x5EED_C0DE_1234_9876;
    let mut s = server(None, None);
    let (table, mut players) = table_of_bots(&mut s, &[BotLevel::Normal; 3], seed);
    for p in &mut players {
        p.client.keep_bytes();
    }
    let mut seen = [0usize; 3];
    let mut books: [ViewBook; 3] = Default::default();
    let (mut checked, mut views, mut tails) = (0, 0, 0);
    let until = Instant::now() + Duration::from_secs(300);
    while players.iter().any(|p| p.digest.is_none()) {
        assert!(Instant::now() < until, "no close");
        s.step();
        for (i, p) in players.iter_mut().enumerate() {
            p.step();
            let fresh: Vec<Vec<u8>> = p.client.bytes[seen[i]..].to_vec();
            seen[i] = p.client.bytes.len();
            for bytes in fresh {
                let Ok(ToClient::View { log_from, view }) = decode_to_client(&bytes) else {
                    continue;
                };
                views += 1;
                tails += usize::from(log_from > 0);
                let viewer = SeatId::from_index(i);
                // The bytes are checked as sent (the log lines since the last view), the
                // view as the client puts it together.
                let v = books[i]
                    .take(log_from, *view)
                    .expect("a view put together")
                    .clone();
                if check_message(&mut s, &table, &v, &bytes, viewer, seed) {
                    checked += 1;
                }
            }
        }
    }
    eprintln!("{views} views sent, {checked} checked against the world at their moment");
    // Views as changes: all but each seat's first bring only the log lines since the last.
    assert!(
        10 * tails >= 9 * views,
        "only {tails} of {views} views sent a log tail"
    );
    assert!(views > 300, "{views} views");
    // A view that arrives after the host moved on cannot be checked against the world at its
    // moment; on a loaded machine (the whole suite on two cores) a few more arrive late.
    assert!(
        checked * 4 > views * 3,
        "{checked} of {views} views checked"
    );
}

/// Checks one view sent to `viewer` against the host's world, if the world is still at the
/// view's moment; whether it was.
fn check_message(
    s: &mut Server,
    table: &str,
    v: &TableView,
    bytes: &[u8],
    viewer: SeatId,
    seed: u64,
) -> bool {
    let app = s.core.app_mut(table).expect("the table");
    let world = app.world();
    if world.resource::<GameVersion>().0 != v.version
        || world.resource::<History>().0.len() != v.commands
    {
        return false;
    }
    let closed = v.outcome.is_some();
    if !closed {
        assert!(
            !contains(bytes, &seed.to_le_bytes()),
            "the seed in the bytes to seat {viewer:?}"
        );
        // The top cards of every deck, in their order.
        let decks = world.resource::<Decks>().clone();
        for pile in decks.light.iter().chain(&decks.dark) {
            if pile.down.len() >= 3 {
                let top: Vec<u8> = pile.down[pile.down.len() - 3..]
                    .iter()
                    .flat_map(|c| (c.0).to_le_bytes())
                    .collect();
                assert!(!contains(bytes, &top), "a deck's order in the bytes");
            }
        }
    }
    let truth: Vec<Secrets> = secrets(app, v.table.seats.len());
    // Another seat's hand, as the list of cards the world holds, is nowhere in the bytes.
    for (i, t) in truth.iter().enumerate() {
        if i != viewer.index() && t.hand.len() > 1 && !closed {
            let mut list = (t.hand.len() as u64).to_le_bytes().to_vec();
            list.extend(t.hand.iter().flat_map(|c| c.0.to_le_bytes()));
            assert!(
                !contains(bytes, &list),
                "seat {i}'s hand to seat {viewer:?}"
            );
        }
    }
    if !closed {
        let ron = ron::to_string(v).expect("a view in RON");
        check_table_view(app, v, &ron, Some(viewer), &truth, v.commands);
    }
    true
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

// The network is hostile: a command for another seat and one naming a place that does not
// exist are refused; random bytes, a message over the cap and a flood each end that connection;
// a client of another version is refused with both versions named — and the table plays on to
// the local game's digest.
#[test]
fn hostile_clients_are_refused_or_cut_off_and_the_table_goes_on() {
    let levels = [BotLevel::Normal; 3];
    let mut s = server(None, None);
    let (_table, mut players) = table_of_bots(&mut s, &levels, 7);
    run(&mut s, &mut players, 30, |_, p| {
        p.iter().all(|p| p.view().is_some())
    });
    let not_mine = Command {
        seat: SeatId(1),
        action: Action::EndTurn,
    };
    let nowhere = Command {
        seat: SeatId(0),
        action: Action::Move { to: LocId(60_000) },
    };
    for c in [not_mine.clone(), nowhere] {
        players[0].client.send(&ToHost::Command(c)).expect("sent");
    }
    let mut garbage = connect(&mut s);
    let mut rng = 0x1234_5678_u64;
    let noise: Vec<u8> = (0..200)
        .map(|_| {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1);
            (rng >> 33) as u8
        })
        .collect();
    garbage.send_bytes(noise).expect("sent");
    let mut big = connect(&mut s);
    big.send_bytes(vec![0; MAX_TO_HOST + 1]).expect("sent");
    let mut flood = connect(&mut s);
    let mut flooded = 0;
    let mut old = connect(&mut s);
    let mut versions = new_angeles::net::versions(&content());
    versions.content = "0000000000000000".into();
    old.send(&ToHost::Hello(Hello {
        versions,
        name: "old".into(),
        table: "ANYTABLE".into(),
        seat: None,
        token: None,
    }))
    .expect("sent");
    let mut refused_versions = None;
    let until = Instant::now() + Duration::from_secs(60);
    while Instant::now() < until
        && (refused_versions.is_none()
            || [&garbage, &big, &flood]
                .iter()
                .any(|c| !matches!(c.link(), Link::Ended(_))))
    {
        s.step();
        for p in players.iter_mut() {
            p.step();
        }
        // 10,000 commands, as fast as the connection takes them.
        for _ in 0..1_000 {
            if flooded < 10_000 && flood.send(&ToHost::Command(not_mine.clone())).is_ok() {
                flooded += 1;
            }
        }
        for c in [&mut garbage, &mut big, &mut flood] {
            c.step();
        }
        for m in old.step() {
            if let ToClient::Refused(r) = m {
                refused_versions = Some(r);
            }
        }
    }
    for (name, c) in [
        ("random bytes", &garbage),
        ("too large", &big),
        ("flood", &flood),
    ] {
        assert!(matches!(c.link(), Link::Ended(_)), "{name}: {:?}", c.link());
    }
    eprintln!("the flood was cut off after {flooded} commands sent");
    let r = refused_versions.expect("the other version is refused");
    let words = r.to_string();
    assert!(
        words.contains("0000000000000000")
            && words.contains(&new_angeles::net::content_hash(&content())),
        "{words}"
    );
    run(&mut s, &mut players, 300, |_, _| false);
    let refusals = &players[0].refusals;
    assert!(
        refusals.contains(&Refusal::NotYourSeat {
            seat: SeatId(1),
            yours: SeatId(0)
        }),
        "{refusals:?}"
    );
    assert!(
        refusals.iter().any(|r| matches!(r, Refusal::Rules(_))),
        "{refusals:?}"
    );
    assert_eq!(players[0].digest, Some(local_digest(&levels, 7)));
}

// Leave and come back: a seat's client goes away mid-game and a new client with the seat's
// token takes the seat back; the game ends as the local one.
#[test]
fn a_seat_token_takes_the_seat_back_mid_game() {
    let levels = [BotLevel::Normal; 3];
    let mut s = server(None, None);
    let (table, mut players) = table_of_bots(&mut s, &levels, 11);
    run(&mut s, &mut players, 60, |s, _| commands(s, &table) >= 60);
    let gone = players.remove(1);
    let token = gone.token.clone().expect("a token");
    drop(gone);
    let mut back = seat(&mut s, &table, SeatId(1), BotLevel::Normal, 11, Some(token));
    run(&mut s, std::slice::from_mut(&mut back), 20, |_, p| {
        p[0].view().is_some()
    });
    assert_eq!(back.seat, Some(SeatId(1)), "the token's seat");
    players.insert(1, back);
    run(&mut s, &mut players, 300, |_, _| false);
    assert_eq!(players[1].digest, Some(local_digest(&levels, 11)));
}

// A host killed mid-game starts again from its store: the table is loaded back by replaying
// its commands, the clients come back with their tokens, and the game ends as the local one.
#[test]
fn a_host_restarted_from_its_store_resumes_the_game() {
    let dir = tempfile::tempdir().expect("a folder");
    let levels = [BotLevel::Normal; 3];
    let path = dir.path().join("tables.sqlite");
    let mut s = server(Some(Store::open(&path).expect("a store")), Some(dir.path()));
    let fingerprint = s.fingerprint();
    let (table, mut players) = table_of_bots(&mut s, &levels, 23);
    run(&mut s, &mut players, 60, |s, _| commands(s, &table) >= 80);
    let tokens: Vec<String> = players
        .iter()
        .map(|p| p.token.clone().expect("a token"))
        .collect();
    let at = commands(&mut s, &table);
    drop(players);
    drop(s);
    let mut s = server(
        Some(Store::open(&path).expect("the store")),
        Some(dir.path()),
    );
    assert_eq!(s.fingerprint(), fingerprint, "the certificate is kept");
    assert_eq!(s.core.tables(), vec![table.clone()]);
    assert_eq!(commands(&mut s, &table), at, "every accepted command kept");
    let mut players: Vec<BotPlayer> = tokens
        .into_iter()
        .enumerate()
        .map(|(i, t)| {
            seat(
                &mut s,
                &table,
                SeatId::from_index(i),
                BotLevel::Normal,
                23,
                Some(t),
            )
        })
        .collect();
    run(&mut s, &mut players, 300, |_, _| false);
    assert_eq!(players[0].digest, Some(local_digest(&levels, 23)));
}

// The invite code: one line, read back; each wrong part is named.
#[test]
fn an_invite_code_reads_back_and_says_what_is_wrong() {
    let i = Invite {
        host: "2001:db8::1".into(),
        port: 5151,
        table: "K7QX2M".into(),
        fingerprint: [7; 32],
    };
    let line = i.to_string();
    assert!(
        line.starts_with("new-angeles://[2001:db8::1]:5151/K7QX2M#"),
        "{line}"
    );
    assert_eq!(line.parse::<Invite>(), Ok(i));
    let fp = "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=";
    for (code, says) in [
        ("http://x:1/ABCD#", "starts with"),
        ("new-angeles://1.2.3.4:5151/ABCD", "fingerprint"),
        ("new-angeles://1.2.3.4:5151#abc", "no table"),
        ("new-angeles://1.2.3.4:5151/ab#abc", "not a table code"),
        (&format!("new-angeles://1.2.3.4/ABCD#{fp}"), "no port"),
        (
            &format!("new-angeles://1.2.3.4:99999/ABCD#{fp}"),
            "not a port",
        ),
        ("new-angeles://1.2.3.4:5151/ABCD#!!", "not base64"),
        ("new-angeles://1.2.3.4:5151/ABCD#AAAA", "not the 32"),
    ] {
        let e = code.parse::<Invite>().expect_err(code);
        assert!(e.contains(says), "{code}: {e}");
    }
    // The address the host puts in its code: an IP address or a host name, never a typo.
    use new_angeles::net::invite::valid_address;
    for ok in [
        "127.0.0.1",
        "2001:db8::1",
        "myhost",
        "table.example.org",
        "host-2.lan",
    ] {
        assert!(valid_address(ok), "{ok}");
    }
    for bad in [
        "192.0.2.2a127.0.0.1",
        "192.0.2.2a1",
        "1.2.3",
        "a b",
        "-x.org",
        "x..org",
        "",
        "host:5151",
    ] {
        assert!(!valid_address(bad), "{bad}");
    }
}

// Bytes that are no message never panic the decoder: random ones, cut ones, and a message
// over the cap.
#[test]
fn the_decoder_refuses_any_bytes_that_are_no_message() {
    let hello = encode_to_host(&ToHost::Command(Command {
        seat: SeatId(0),
        action: Action::EndTurn,
    }));
    assert!(decode_to_host(&hello).is_ok());
    for cut in 0..hello.len() {
        assert!(decode_to_host(&hello[..cut]).is_err());
    }
    let mut x = 99u64;
    for n in 0..5_000 {
        let bytes: Vec<u8> = (0..n % 300)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (x >> 56) as u8
            })
            .collect();
        let _ = decode_to_host(&bytes);
        let _ = decode_to_client(&bytes);
    }
    assert!(matches!(
        decode_to_host(&vec![0; MAX_TO_HOST + 1]),
        Err(DecodeError::TooLarge { .. })
    ));
    // A seat's view, its log's messages with their arguments, reads back the same.
    let mut app = sim::headless_game(content(), GameConfig::new(4, 0, 5));
    for _ in 0..200 {
        app.update();
    }
    let view = new_angeles::game::table_view::table_view_for(app.world_mut(), Some(SeatId(2)))
        .expect("a view");
    assert!(!view.log.0.is_empty());
    let m = ToClient::View {
        log_from: 0,
        view: Box::new(view),
    };
    assert_eq!(decode_to_client(&encode_to_client(&m)), Ok(m));
}
