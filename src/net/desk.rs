//! The online table at the desktop (no rendering): joining a table from an invite code,
//! hosting one (the same host as `serve`, on a thread of this process, the host player
//! seated through the same client path as a friend), the lobby, and the table itself: the
//! view the host sends becomes the [`TableView`] the screen draws from ([`RemoteTable`]), and
//! the screen's commands go to the host.
//!
//! Whatever the host sends is checked before the screen sees it: a view for another seat, or
//! whose seats and deciders are out of range, ends the connection.

use super::client::{Client, Link};
use super::invite::Invite;
use super::link::ClientThread;
use super::play::{HostAddr, LocalHost};
use super::protocol::*;
use crate::content::Content;
use crate::game::{
    BotLevel, Command, CommandResult, FromScreen, GameRequest, Looking, RemoteTable, TableRequest,
    TableView,
};
use crate::ids::SeatId;
use crate::model::Msg;
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How long a connection may take before the host counts as unreachable.
pub const CONNECT_SECS: u64 = 10;

/// What the player asks of the online table.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineRequest {
    /// Join the table of an invite code under a name.
    Join {
        /// The invite code as pasted.
        code: String,
        /// The player's name.
        name: String,
    },
    /// Host a table: here (on `port`, 0: one the system picks) or on a dedicated host
    /// (`server`: `ADDR#FINGERPRINT`, as `serve` prints it); the host player sits at `seat`.
    Host(Box<HostPlan>),
    /// The owner gives an open seat to the host's bot.
    MakeBot(SeatId, BotLevel),
    /// The owner starts now: every open seat goes to the host's bot.
    StartNow,
    /// Leave the table (its seat stays this player's, by its token; a table hosted here
    /// stays open for the others).
    Leave,
    /// Back to the table hosted here, after leaving it.
    BackToMyTable,
    /// Close the table hosted here (the others' connections end; it is kept on disk).
    CloseMyTable,
}

/// A table to host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostPlan {
    /// The table.
    pub setup: TableSetup,
    /// The host player's seat.
    pub seat: SeatId,
    /// The host player's name.
    pub name: String,
    /// The port to listen on here (0: one the system picks).
    pub port: u16,
    /// The address the invite code names (what the friends reach this machine at).
    pub address: String,
    /// A dedicated host to open the table on instead (`ADDR#FINGERPRINT`).
    pub server: Option<String>,
}

/// Where the online table stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// No online table.
    #[default]
    Off,
    /// Connecting, saying hello, opening the table.
    Connecting,
    /// Seated; the table waits for its seats.
    Lobby,
    /// The game runs: the table is on the screen.
    Playing,
}

/// Why the online table ended or could not begin.
#[derive(Clone, Debug, PartialEq)]
pub enum Trouble {
    /// The invite code (or the server's address) does not read (the parser's words).
    BadCode(String),
    /// The host showed another certificate than the invite code's.
    WrongCertificate,
    /// No host answered at that address.
    Unreachable(String),
    /// The host said no.
    Refused(Refusal),
    /// The connection was lost.
    Lost,
    /// The host could not start here (its words).
    HostFailed(String),
    /// The host sent what no host would (a view for another seat, out of range).
    BadHost,
}

/// The online table as the screens see it.
#[derive(Resource, Clone, Debug, Default)]
pub struct Online {
    /// Where it stands.
    pub stage: Stage,
    /// Why it ended, if it did.
    pub trouble: Option<Trouble>,
    /// The last refusal of a lobby request (a seat not free, not the owner).
    pub notice: Option<Refusal>,
    /// Who sits where.
    pub lobby: Option<Lobby>,
    /// This player's seat.
    pub seat: Option<SeatId>,
    /// The table's invite code.
    pub invite: Option<Invite>,
    /// Whether this player owns the table (opened it).
    pub owner: bool,
    /// Whether the host runs in this program.
    pub hosting: bool,
}

enum Plan {
    Join { table: String, name: String },
    Open { plan: Box<HostPlan>, port: u16 },
}

/// The connection, on a thread of its own.
struct Wire {
    client: ClientThread,
    since: Instant,
    plan: Plan,
    said: bool,
    fingerprint: [u8; 32],
    sent: Option<Command>,
}

/// The host this program runs for the table its player opened: it stays when the player
/// leaves the table (the others play on), until the player closes it, opens another or quits.
#[derive(Resource, Default)]
pub struct HostHere(Option<Hosted>);

struct Hosted {
    host: LocalHost,
    /// The table's invite code, once opened.
    invite: Option<Invite>,
    /// The host player's name at the table.
    name: String,
}

/// Where the desktop keeps its online things: the seat tokens (`online/`), the invite code
/// of the table it hosts (`online/invite.txt`), the tables it hosts (`host/`). The game's data
/// folder unless set.
#[derive(Resource, Clone, Debug)]
pub struct DeskFolder(pub PathBuf);

impl Default for DeskFolder {
    fn default() -> Self {
        DeskFolder(crate::storage::data_dir())
    }
}

/// Online play at the desktop.
pub struct DeskPlugin;

impl Plugin for DeskPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Online>()
            .init_resource::<DeskFolder>()
            .init_resource::<HostHere>()
            .add_message::<OnlineRequest>()
            .add_systems(Update, desk.in_set(crate::game::Flow::Input));
    }
}

/// Where this player's seat tokens are kept: one file per table.
pub fn token_path(folder: &DeskFolder, invite: &Invite) -> PathBuf {
    let name: String = format!("{}-{}-{}", invite.host, invite.port, invite.table)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    folder.0.join("online").join(format!("{name}.token"))
}

fn kept_token(folder: &DeskFolder, invite: &Invite) -> Option<String> {
    let t = std::fs::read_to_string(token_path(folder, invite)).ok()?;
    let t = t.trim();
    (t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit())).then(|| t.to_string())
}

fn keep_token(folder: &DeskFolder, invite: &Invite, token: &str) {
    keep_file(&token_path(folder, invite), token);
}

/// Writes `text` to `path` (its folder made if need be); a failure goes to the log.
fn keep_file(path: &std::path::Path, text: &str) {
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    if let Err(e) = std::fs::write(path, text) {
        warn!("cannot keep {}: {e}", path.display());
    }
}

/// A table this player joined: its invite code and the name given, kept beside its seat
/// token (`*.table`), so *Play online* can offer to sit at it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptTable {
    /// The invite code.
    pub code: String,
    /// The table's code (its short name).
    pub table: String,
    /// The name the player gave.
    pub name: String,
}

fn remember_table(folder: &DeskFolder, invite: &Invite, name: &str) {
    let name: String = name.chars().filter(|c| !c.is_control()).take(40).collect();
    keep_file(
        &token_path(folder, invite).with_extension("table"),
        &format!("{invite}\n{name}\n"),
    );
}

/// The tables this player holds a seat at (a token kept, the code read back), newest first,
/// at most `most`. A file that does not read as one is passed over.
pub fn kept_tables(folder: &DeskFolder, most: usize) -> Vec<KeptTable> {
    let Ok(dir) = std::fs::read_dir(folder.0.join("online")) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, KeptTable)> = dir
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "table"))
        .filter(|p| p.with_extension("token").is_file())
        .filter_map(|p| {
            let when = std::fs::metadata(&p).and_then(|m| m.modified()).ok()?;
            let text = std::fs::read_to_string(&p)
                .ok()
                .filter(|t| t.len() < 4096)?;
            let mut lines = text.lines();
            let code = lines.next()?.trim().to_string();
            let invite: Invite = code.parse().ok()?;
            let name = lines.next().unwrap_or_default().trim().to_string();
            Some((
                when,
                KeptTable {
                    code,
                    table: invite.table,
                    name,
                },
            ))
        })
        .collect();
    found.sort_by_key(|t| std::cmp::Reverse(t.0));
    found.into_iter().take(most).map(|(_, t)| t).collect()
}

/// The address friends on this network reach this machine at, as well as it can be told
/// without sending a byte (else 127.0.0.1).
pub fn this_machine() -> String {
    let guess = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").map(|_| s))
        .and_then(|s| s.local_addr())
        .map(|a| a.ip());
    match guess {
        Ok(ip) if !ip.is_unspecified() => ip.to_string(),
        _ => "127.0.0.1".into(),
    }
}

/// The online table's work each frame: the player's requests, the connection's messages, the
/// screen's commands.
fn desk(
    world: &mut World,
    mut asked: Local<MessageCursor<OnlineRequest>>,
    mut sent: Local<MessageCursor<FromScreen>>,
    (mut leaving, mut table_asks): (
        Local<MessageCursor<GameRequest>>,
        Local<MessageCursor<TableRequest>>,
    ),
) {
    let requests: Vec<OnlineRequest> = world
        .get_resource::<Messages<OnlineRequest>>()
        .map(|m| asked.read(m).cloned().collect())
        .unwrap_or_default();
    let commands: Vec<Command> = world
        .get_resource::<Messages<FromScreen>>()
        .map(|m| sent.read(m).map(|c| c.0.clone()).collect())
        .unwrap_or_default();
    let table_requests: Vec<TableRequest> = world
        .get_resource::<Messages<TableRequest>>()
        .map(|m| table_asks.read(m).cloned().collect())
        .unwrap_or_default();
    let leave = world
        .get_resource::<Messages<GameRequest>>()
        .is_some_and(|m| leaving.read(m).any(|r| *r == GameRequest::Leave));
    if leave && world.contains_resource::<RemoteTable>() {
        end(world, None);
    }
    for r in requests {
        request(world, r);
    }
    if world.get_non_send::<Wire>().is_none() {
        return;
    }
    step(world);
    for r in table_requests {
        match r {
            TableRequest::PickLead(seat) => pick_lead(world, seat),
            // The host works the hint out (it alone holds the game): it comes in a view.
            TableRequest::Hint(_) => say(world, &ToHost::Hint),
            _ => {}
        }
    }
    for c in commands {
        command(world, c);
    }
}

/// Settings → Leads and Free cards: the game moves the seat's lead or draws its free card for
/// it, from the seat's own view (as the local game does).
fn pick_lead(world: &mut World, seat: SeatId) {
    let Some(content) = world.get_resource::<Content>() else {
        return;
    };
    let view = world.resource::<TableView>();
    let Some(own) = view.own.as_ref().filter(|o| o.viewer == Some(seat)) else {
        return;
    };
    let waits = own
        .pending
        .is_some_and(|d| d.seat == seat && d.ask.game_may_pick() && own.daytime);
    let action = if waits {
        crate::game::bot::game_pick(content, own)
    } else {
        None
    };
    if let Some(action) = action {
        command(world, Command { seat, action });
    }
}

fn request(world: &mut World, r: OnlineRequest) {
    match r {
        OnlineRequest::Join { code, name } => {
            end(world, None);
            let invite: Invite = match code.parse() {
                Ok(i) => i,
                Err(e) => return end(world, Some(Trouble::BadCode(e))),
            };
            match Client::address_of(&invite) {
                Ok(addr) => {
                    remember_table(world.resource::<DeskFolder>(), &invite, &name);
                    join_at(world, addr, invite, name);
                }
                Err(e) => end(world, Some(Trouble::Unreachable(e))),
            }
        }
        OnlineRequest::Host(plan) => {
            end(world, None);
            world.resource_mut::<HostHere>().0 = None;
            host(world, plan);
        }
        OnlineRequest::BackToMyTable => back_to_my_table(world),
        OnlineRequest::CloseMyTable => {
            end(world, None);
            world.resource_mut::<HostHere>().0 = None;
            world.resource_mut::<Online>().hosting = false;
        }
        OnlineRequest::MakeBot(seat, level) => say(world, &ToHost::MakeBot { seat, level }),
        OnlineRequest::StartNow => say(world, &ToHost::StartNow),
        OnlineRequest::Leave => end(world, None),
    }
}

fn host(world: &mut World, plan: Box<HostPlan>) {
    let (addr, host) = match &plan.server {
        Some(server) => match server.parse::<HostAddr>() {
            Ok(a) => (a, None),
            Err(e) => return end(world, Some(Trouble::BadCode(e))),
        },
        None => {
            let Some(content) = world.get_resource::<Content>().cloned() else {
                return;
            };
            let bind = SocketAddr::from(([0, 0, 0, 0], plan.port));
            let data = world.resource::<DeskFolder>().0.join("host");
            match LocalHost::start_at(content, bind, Some(data)) {
                Ok(h) => {
                    let addr = HostAddr {
                        addr: SocketAddr::from(([127, 0, 0, 1], h.addr.addr.port())),
                        fingerprint: h.addr.fingerprint,
                    };
                    (addr, Some(h))
                }
                Err(e) => return end(world, Some(Trouble::HostFailed(e))),
            }
        }
    };
    let client = match connect(world, addr.addr, addr.fingerprint) {
        Ok(c) => c,
        Err(e) => return end(world, Some(Trouble::Unreachable(e))),
    };
    let hosting = host.is_some();
    let port = addr.addr.port();
    if let Some(host) = host {
        world.resource_mut::<HostHere>().0 = Some(Hosted {
            host,
            invite: None,
            name: plan.name.clone(),
        });
    }
    begin(world, client, Plan::Open { plan, port }, addr.fingerprint);
    let mut online = world.resource_mut::<Online>();
    online.hosting = hosting;
    online.owner = true;
}

/// A connection on its own thread, which wakes the window when something arrives (the window
/// otherwise sleeps until input, as offline).
fn connect(world: &World, addr: SocketAddr, fingerprint: [u8; 32]) -> Result<ClientThread, String> {
    let proxy = world
        .get_resource::<bevy::winit::EventLoopProxyWrapper>()
        .map(|p| (**p).clone());
    ClientThread::connect(addr, fingerprint, move || {
        if let Some(p) = &proxy {
            let _ = p.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }
    })
}

/// Joins the table hosted here again, at 127.0.0.1, with the seat token kept for its code.
fn back_to_my_table(world: &mut World) {
    end(world, None);
    let Some((addr, invite, name)) = world.resource::<HostHere>().0.as_ref().and_then(|h| {
        let invite = h.invite.clone()?;
        let addr = SocketAddr::from(([127, 0, 0, 1], h.host.addr.addr.port()));
        Some((addr, invite, h.name.clone()))
    }) else {
        return;
    };
    if join_at(world, addr, invite, name) {
        let mut online = world.resource_mut::<Online>();
        online.owner = true;
        online.hosting = true;
    }
}

/// Joins the table of `invite` under `name`, connecting to `addr`; whether the connection
/// started (else the trouble is said).
fn join_at(world: &mut World, addr: SocketAddr, invite: Invite, name: String) -> bool {
    let client = match connect(world, addr, invite.fingerprint) {
        Ok(c) => c,
        Err(e) => {
            end(world, Some(Trouble::Unreachable(e)));
            return false;
        }
    };
    let plan = Plan::Join {
        table: invite.table.clone(),
        name,
    };
    begin(world, client, plan, invite.fingerprint);
    world.resource_mut::<Online>().invite = Some(invite);
    true
}

fn begin(world: &mut World, client: ClientThread, plan: Plan, fingerprint: [u8; 32]) {
    super::quiet_transport_panics();
    world.insert_non_send(Wire {
        client,
        since: Instant::now(),
        plan,
        said: false,
        fingerprint,
        sent: None,
    });
    *world.resource_mut::<Online>() = Online {
        stage: Stage::Connecting,
        ..Online::default()
    };
}

/// Ends the online table (the connection, the host here, the table on the screen), with why.
fn end(world: &mut World, trouble: Option<Trouble>) {
    if let Some(mut wire) = world.remove_non_send::<Wire>() {
        let _ = wire.client.send(&ToHost::Leave);
        wire.client.close();
    }
    if world.remove_resource::<RemoteTable>().is_some() {
        *world.resource_mut::<TableView>() = TableView::default();
        *world.resource_mut::<Looking>() = Looking::default();
    }
    let hosting = world.resource::<HostHere>().0.is_some();
    let mut online = world.resource_mut::<Online>();
    let invite = online.invite.take();
    *online = Online {
        trouble,
        // Kept, to join again.
        invite,
        hosting,
        ..Online::default()
    };
}

fn say(world: &mut World, m: &ToHost) {
    if let Some(mut wire) = world.get_non_send_mut::<Wire>()
        && let Err(e) = wire.client.send(m)
    {
        warn!("online: not sent: {e}");
    }
}

fn step(world: &mut World) {
    let Some(mut wire) = world.get_non_send_mut::<Wire>() else {
        return;
    };
    let messages = wire.client.step();
    let link = wire.client.link().clone();
    let waited = wire.since.elapsed() > Duration::from_secs(CONNECT_SECS);
    let wrong = wire.client.wrong_certificate();
    let stage = world.resource::<Online>().stage;
    match link {
        Link::Ended(why) => {
            let trouble = if wrong {
                Trouble::WrongCertificate
            } else if stage == Stage::Connecting {
                Trouble::Unreachable(why)
            } else {
                Trouble::Lost
            };
            return end(world, Some(trouble));
        }
        Link::Connecting if waited => {
            return end(world, Some(Trouble::Unreachable(String::new())));
        }
        Link::Connecting => return,
        Link::Connected => hello(world),
    }
    if !messages.is_empty() && world.contains_resource::<Messages<bevy::window::RequestRedraw>>() {
        world.write_message(bevy::window::RequestRedraw);
    }
    for m in messages {
        if world.get_non_send::<Wire>().is_none() {
            return;
        }
        received(world, m);
    }
}

/// Once connected: opens the table (hosting) or says hello (joining).
fn hello(world: &mut World) {
    let Some(content) = world.get_resource::<Content>().cloned() else {
        return;
    };
    let Some(mut wire) = world.get_non_send_mut::<Wire>() else {
        return;
    };
    if wire.said {
        return;
    }
    wire.said = true;
    let m = match &wire.plan {
        Plan::Join { table, name } => ToHost::Hello(Hello {
            versions: super::versions(&content),
            name: name.clone(),
            table: table.clone(),
            seat: None,
            token: None,
        }),
        Plan::Open { plan, .. } => ToHost::Open {
            versions: super::versions(&content),
            setup: plan.setup.clone(),
        },
    };
    let m = match m {
        ToHost::Hello(mut h) => {
            let invite = world.resource::<Online>().invite.clone();
            let folder = world.resource::<DeskFolder>();
            h.token = invite.as_ref().and_then(|i| kept_token(folder, i));
            ToHost::Hello(h)
        }
        m => m,
    };
    say(world, &m);
}

fn received(world: &mut World, m: ToClient) {
    match m {
        ToClient::Opened { table } => opened(world, table),
        ToClient::Welcome { table, seat, token } => {
            let folder = world.resource::<DeskFolder>().clone();
            let mut online = world.resource_mut::<Online>();
            if online.invite.as_ref().is_some_and(|i| i.table == table) {
                if let Some(i) = &online.invite {
                    keep_token(&folder, i, &token);
                }
                online.seat = Some(seat);
                online.stage = Stage::Lobby;
            } else {
                end(world, Some(Trouble::BadHost));
            }
        }
        ToClient::Lobby(lobby) => {
            if lobby.seats.len() > 8 {
                return end(world, Some(Trouble::BadHost));
            }
            world.resource_mut::<Online>().lobby = Some(lobby);
        }
        ToClient::View { log_from, view } => shown(world, log_from, *view),
        ToClient::Refused(r) => refused(world, r),
        ToClient::Closed { digest } => info!("online: the case is closed, digest {digest:016x}"),
    }
}

/// The table is open on the host: the invite code is made, and the host player sits down.
fn opened(world: &mut World, table: String) {
    if !super::invite::valid_table_code(&table) {
        return end(world, Some(Trouble::BadHost));
    }
    let Some(content) = world.get_resource::<Content>().cloned() else {
        return;
    };
    let Some(wire) = world.get_non_send::<Wire>() else {
        return;
    };
    let Plan::Open { plan, port } = &wire.plan else {
        return;
    };
    let invite = Invite {
        host: plan.address.clone(),
        port: *port,
        table: table.clone(),
        fingerprint: wire.fingerprint,
    };
    let hello = ToHost::Hello(Hello {
        versions: super::versions(&content),
        name: plan.name.clone(),
        table,
        seat: Some(plan.seat),
        token: None,
    });
    info!("online: invite code {invite}");
    let path = world
        .resource::<DeskFolder>()
        .0
        .join("online")
        .join("invite.txt");
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(&path, invite.to_string());
    if let Some(h) = world.resource_mut::<HostHere>().0.as_mut() {
        h.invite = Some(invite.clone());
    }
    world.resource_mut::<Online>().invite = Some(invite);
    say(world, &hello);
}

/// Whether a view from the host is one this screen may draw: this seat's, its seats and the
/// seats it names in range.
fn fits(view: &TableView, seat: SeatId) -> bool {
    let n = view.table.seats.len();
    let in_range = |s: SeatId| s.index() < n;
    (1..=8).contains(&n)
        && view.looking == Some(seat)
        && view.own.as_ref().is_some_and(|o| o.viewer == Some(seat))
        && in_range(view.public.decider())
        && in_range(view.public.active())
        && view.plots.len() == n
        && view.public.seats.len() == n
        && view.own.as_ref().is_some_and(|o| o.seats.len() == n)
        && view.results.iter().all(|r| in_range(r.command.seat))
}

fn shown(world: &mut World, log_from: u32, mut view: TableView) {
    let Some(seat) = world.resource::<Online>().seat else {
        return;
    };
    // The view's log goes on from the lines the table shown keeps (see `ViewBook`).
    let from = log_from as usize;
    if from > 0 {
        let mut log = if world.contains_resource::<RemoteTable>() {
            std::mem::take(&mut world.resource_mut::<TableView>().log.0)
        } else {
            Vec::new()
        };
        if log.len() < from {
            warn!("online: the host's view goes on from a log line this screen never had");
            return end(world, Some(Trouble::BadHost));
        }
        log.truncate(from);
        log.append(&mut view.log.0);
        view.log.0 = log;
    }
    if !fits(&view, seat) {
        warn!("online: the host sent a view this screen cannot draw");
        return end(world, Some(Trouble::BadHost));
    }
    world.insert_resource(RemoteTable);
    world.insert_resource(Looking(Some(seat)));
    *world.resource_mut::<TableView>() = view;
    world.resource_mut::<Online>().stage = Stage::Playing;
}

fn refused(world: &mut World, r: Refusal) {
    let stage = world.resource::<Online>().stage;
    match r {
        Refusal::Rules(why) if stage == Stage::Playing => {
            let Some(command) = world
                .get_non_send_mut::<Wire>()
                .and_then(|mut w| w.sent.take())
            else {
                return;
            };
            let mut view = world.resource_mut::<TableView>();
            view.results = vec![CommandResult {
                command,
                outcome: Err(why),
            }];
        }
        r if stage == Stage::Connecting => end(world, Some(Trouble::Refused(r))),
        r => world.resource_mut::<Online>().notice = Some(r),
    }
}

/// A command from the screen: sent to the host if it is this seat's.
fn command(world: &mut World, c: Command) {
    let online = world.resource::<Online>();
    if online.stage != Stage::Playing {
        return;
    }
    let seat = online.seat;
    if seat != Some(c.seat) {
        let msg = Msg::new("refuse-not-at-screen")
            .num("screen", seat.map_or(0, |s| s.index() as i64 + 1))
            .num("seat", c.seat.index() as i64 + 1);
        world.resource_mut::<TableView>().results = vec![CommandResult {
            command: c,
            outcome: Err(msg),
        }];
        return;
    }
    say(world, &ToHost::Command(c.clone()));
    if let Some(mut wire) = world.get_non_send_mut::<Wire>() {
        wire.sent = Some(c);
    }
}
