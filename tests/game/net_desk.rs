//! Online play at the desktop (issue 36), headless over QUIC on 127.0.0.1: the game's online
//! table joins from an invite code, draws the host's view of its own seat only, sends the
//! screen's commands to the host, takes its seat back with the token it kept, and says why a
//! code is bad or a host is not the code's.

use super::*;
use new_angeles::game::bot;
use new_angeles::game::{
    FromScreen, GameRequest, Looking, RemoteTable, SeatView, TableRequest, TableView,
};
use new_angeles::net::desk::{
    DeskFolder, DeskPlugin, HostPlan, Online, OnlineRequest, Stage, Trouble,
};
use new_angeles::net::invite::Invite;
use new_angeles::net::play::{self, LocalHost};
use new_angeles::net::protocol::*;
use std::time::{Duration, Instant};

const SEED: u64 = 11;

/// A desktop game's online side, without a window, keeping its tokens in `folder`.
fn desk(folder: &Path) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(content())
        .insert_resource(DeskFolder(folder.to_path_buf()))
        .init_resource::<TableView>()
        .init_resource::<Looking>()
        .add_message::<FromScreen>()
        .add_message::<GameRequest>()
        .add_message::<TableRequest>()
        .add_plugins(DeskPlugin);
    app
}

/// A table on `host` with seat 1 a person's (a client's) and the others the host's bots.
fn table(host: &LocalHost) -> Invite {
    let mut config = GameConfig::new(4, 1, SEED);
    config.seats[0].kind = SeatKind::Human;
    let setup = TableSetup {
        config,
        remote: vec![true, false, false, false],
        away: Away::Wait,
    };
    let mut c = play::connect(&host.addr).expect("connected");
    let table = play::open_table(&mut c, &content(), setup).expect("a table");
    c.close();
    Invite {
        host: "127.0.0.1".into(),
        port: host.addr.addr.port(),
        table,
        fingerprint: host.addr.fingerprint,
    }
}

/// Updates `app` until `done` or 20 s.
fn until(app: &mut App, what: &str, mut done: impl FnMut(&mut App) -> bool) {
    let end = Instant::now() + Duration::from_secs(20);
    while !done(app) {
        assert!(Instant::now() < end, "not within 20 s: {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Asks to join with `code`, and runs the frame that takes the request.
fn join(app: &mut App, code: String) {
    app.world_mut().write_message(OnlineRequest::Join {
        code,
        name: "Ada".into(),
    });
    app.update();
}

fn playing(app: &mut App) -> bool {
    app.world().resource::<Online>().stage == Stage::Playing
        && app.world().contains_resource::<RemoteTable>()
}

// The desktop joins from the invite code, sees only its own seat, plays a command through the
// host, leaves, and takes the seat back with the token it kept (the table has no other free
// seat: only the token can seat it again).
#[test]
fn the_desktop_joins_plays_its_seat_and_takes_it_back() {
    let host = LocalHost::start(content()).expect("a host");
    let invite = table(&host);
    let folder = tempfile::tempdir().expect("a folder");
    let mut app = desk(folder.path());
    join(&mut app, invite.to_string());
    until(&mut app, "the table", playing);
    let me = SeatId(0);
    {
        let w = app.world();
        assert_eq!(w.resource::<Online>().seat, Some(me));
        assert_eq!(w.resource::<Looking>().0, Some(me));
        let view = w.resource::<TableView>();
        assert_eq!(view.looking, Some(me));
        assert!(view.own.as_ref().is_some_and(|o| o.viewer == Some(me)));
        assert_eq!(view.cover, None, "no hand-off cover online");
        assert!(
            w.resource::<Online>()
                .lobby
                .as_ref()
                .is_some_and(|l| l.started)
        );
    }
    // The game waits for this seat at some point: its command goes to the host.
    until(&mut app, "this seat's decision", |app| {
        let v = app.world().resource::<TableView>();
        v.own
            .as_ref()
            .is_some_and(|o| o.daytime && o.decider() == me)
    });
    let view = app.world().resource::<TableView>().clone();
    let own = SeatView::of_own(view.own.clone().expect("own")).expect("a seat view");
    let action = bot::choose_at(
        BotLevel::Normal,
        &content(),
        &own,
        &mut bot::bot_rng(SEED, view.commands),
    );
    app.world_mut()
        .write_message(FromScreen(Command { seat: me, action }));
    until(&mut app, "the command taken", |app| {
        app.world().resource::<TableView>().commands > view.commands
    });
    // A command for another seat never leaves this screen.
    app.world_mut().write_message(FromScreen(Command {
        seat: SeatId(1),
        action: Action::EndTurn,
    }));
    app.update();
    let results = &app.world().resource::<TableView>().results;
    assert!(
        results
            .iter()
            .any(|r| r.command.seat == SeatId(1) && r.outcome.is_err()),
        "{results:?}"
    );
    // Leave: *Play online* offers the table again (its code and the name given kept beside
    // the seat's token); joining again with that code, the kept token takes the seat back.
    app.world_mut().write_message(OnlineRequest::Leave);
    app.update();
    assert_eq!(app.world().resource::<Online>().stage, Stage::Off);
    assert!(!app.world().contains_resource::<RemoteTable>());
    let kept = new_angeles::net::desk::kept_tables(&DeskFolder(folder.path().to_path_buf()), 3);
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(kept[0].code, invite.to_string());
    assert_eq!(kept[0].table, invite.table);
    assert!(!kept[0].name.is_empty());
    join(&mut app, kept[0].code.clone());
    until(&mut app, "the table again", playing);
    assert_eq!(app.world().resource::<Online>().seat, Some(me));
    assert_eq!(app.world().resource::<Online>().trouble, None);
}

// A bad code, a host that is not the code's, a table that is not there and a full table are
// each said, and nothing is on the screen.
#[test]
fn the_desktop_says_why_it_cannot_join() {
    let host = LocalHost::start(content()).expect("a host");
    let invite = table(&host);
    let folder = tempfile::tempdir().expect("a folder");
    let mut app = desk(folder.path());
    let ended = |app: &mut App| app.world().resource::<Online>().trouble.is_some();
    join(&mut app, "new-angeles://127.0.0.1/ABCD#xyz".into());
    assert!(matches!(
        app.world().resource::<Online>().trouble,
        Some(Trouble::BadCode(_))
    ));
    let mut other = invite.clone();
    other.fingerprint[0] ^= 1;
    join(&mut app, other.to_string());
    until(&mut app, "the wrong certificate", ended);
    assert_eq!(
        app.world().resource::<Online>().trouble,
        Some(Trouble::WrongCertificate)
    );
    let mut missing = invite.clone();
    missing.table = "ZZZZZZ".into();
    join(&mut app, missing.to_string());
    until(&mut app, "no such table", ended);
    assert!(matches!(
        app.world().resource::<Online>().trouble,
        Some(Trouble::Refused(Refusal::NoSuchTable(_)))
    ));
    // The table's only client seat is taken by another desk: this one finds it full.
    let other_folder = tempfile::tempdir().expect("a folder");
    let mut first = desk(other_folder.path());
    join(&mut first, invite.to_string());
    until(&mut first, "the first player seated", playing);
    join(&mut app, invite.to_string());
    until(&mut app, "a full table", ended);
    assert_eq!(
        app.world().resource::<Online>().trouble,
        Some(Trouble::Refused(Refusal::SeatTaken(None)))
    );
    assert!(!app.world().contains_resource::<RemoteTable>());
}

/// A table hosted from the desk: seat 1 the host player's, seat 2 a friend's, the others bots.
fn plan(server: Option<String>) -> HostPlan {
    let mut config = GameConfig::new(4, 2, SEED);
    config.seats[0].kind = SeatKind::Human;
    config.seats[1].kind = SeatKind::Human;
    HostPlan {
        setup: TableSetup {
            config,
            remote: vec![true, true, false, false],
            away: Away::default(),
        },
        seat: SeatId(0),
        name: "Hana".into(),
        port: 0,
        address: "127.0.0.1".into(),
        server,
    }
}

/// Hosts `plan` from a desk: the lobby with the host player seated and an invite code; then
/// *Start now* gives the friend's open seat to a bot and the table shows.
fn host_and_start(plan: HostPlan) -> (tempfile::TempDir, App) {
    let folder = tempfile::tempdir().expect("a folder");
    let mut app = desk(folder.path());
    app.world_mut()
        .write_message(OnlineRequest::Host(Box::new(plan)));
    until(&mut app, "the lobby", |app| {
        let o = app.world().resource::<Online>();
        assert_eq!(o.trouble, None);
        o.stage == Stage::Lobby && o.lobby.is_some()
    });
    {
        let o = app.world().resource::<Online>();
        assert!(o.owner);
        assert_eq!(o.seat, Some(SeatId(0)));
        let invite = o.invite.as_ref().expect("an invite code");
        assert_eq!(invite.to_string().parse::<Invite>().as_ref(), Ok(invite));
        let lobby = o.lobby.as_ref().expect("a lobby");
        assert!(!lobby.started);
        assert_eq!(lobby.seats[0].name.as_deref(), Some("Hana"));
        assert_eq!(lobby.seats[1].name, None, "the friend's seat is open");
    }
    app.world_mut().write_message(OnlineRequest::StartNow);
    until(&mut app, "the table", playing);
    let o = app.world().resource::<Online>();
    assert!(
        o.lobby
            .as_ref()
            .is_some_and(|l| l.started && !l.seats[1].remote)
    );
    (folder, app)
}

// Hosting from the desk, here (the host on a thread of the game) and on a running host (as
// *Host on a server* does): the lobby, the invite code, *Start now*, the table.
#[test]
fn the_desktop_hosts_a_table_here_and_on_a_server() {
    let (_folder, mut app) = host_and_start(plan(None));
    // Leaving a table hosted here keeps it open; *Back to my table* sits the player at it
    // again, on the same seat (by the token kept for its code), still its owner.
    app.world_mut().write_message(OnlineRequest::Leave);
    until(&mut app, "left the table", |app| !playing(app));
    assert!(
        app.world().resource::<Online>().hosting,
        "the table is still open here"
    );
    app.world_mut().write_message(OnlineRequest::BackToMyTable);
    until(&mut app, "back at the table", playing);
    let o = app.world().resource::<Online>();
    assert_eq!(o.trouble, None);
    assert_eq!(o.seat, Some(SeatId(0)));
    assert!(o.owner && o.hosting);
    let server = LocalHost::start(content()).expect("a host");
    let addr = format!(
        "127.0.0.1:{}#{}",
        server.addr.addr.port(),
        base64::Engine::encode(
            &base64::engine::general_purpose::STANDARD,
            server.addr.fingerprint
        )
    );
    let _table = host_and_start(plan(Some(addr)));
}
