//! The client: a `bevy_quinnet` connection to a host whose certificate must have the
//! fingerprint of the invite code (any other ends the connection before a byte of the game
//! moves), sending [`ToHost`] messages and reading [`ToClient`] ones; and [`BotPlayer`], a bot
//! seat played over the network from the views the host sends, as `simulate`'s bots play.

use super::invite::Invite;
use super::protocol::*;
use crate::content::Content;
use crate::game::{BotLevel, Command, SeatView, TableView, bot};
use crate::ids::SeatId;
use base64::Engine;
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy_quinnet::client::certificate::{
    CertInteractionEvent, CertVerificationStatus, CertVerifierAction, CertVerifierBehaviour,
    CertificateVerificationMode, KnownHosts, TrustOnFirstUseConfig,
};
use bevy_quinnet::client::connection::{
    ClientAddrConfiguration, ConnectionEvent, ConnectionFailedEvent, ConnectionLostEvent,
};
use bevy_quinnet::client::{
    ClientConnectionConfiguration, ClientConnectionConfigurationDefaultables, QuinnetClient,
    QuinnetClientPlugin,
};
use std::net::{SocketAddr, ToSocketAddrs};

/// Where a connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Not connected yet.
    Connecting,
    /// Connected, the certificate checked.
    Connected,
    /// Ended (by either side), or never made: why.
    Ended(String),
}

/// A connection to a host.
pub struct Client {
    net: App,
    fingerprint: String,
    link: Link,
    certs: MessageCursor<CertInteractionEvent>,
    up: MessageCursor<ConnectionEvent>,
    failed: MessageCursor<ConnectionFailedEvent>,
    lost: MessageCursor<ConnectionLostEvent>,
    /// Every message's bytes as they came, when kept ([`Client::keep_bytes`]).
    pub bytes: Vec<Vec<u8>>,
    keep: bool,
    wrong_certificate: bool,
}

impl Client {
    /// Connects to the host of an invite code.
    pub fn join(invite: &Invite) -> Result<Client, String> {
        Client::connect(Client::address_of(invite)?, invite.fingerprint)
    }

    /// The address of an invite code's host.
    pub fn address_of(invite: &Invite) -> Result<SocketAddr, String> {
        invite
            .address()
            .to_socket_addrs()
            .map_err(|e| format!("cannot find the host {}: {e}", invite.host))?
            .next()
            .ok_or_else(|| format!("the host {} has no address", invite.host))
    }

    /// Connects to `addr`, whose certificate must have `fingerprint` (SHA-256 of its DER).
    pub fn connect(addr: SocketAddr, fingerprint: [u8; 32]) -> Result<Client, String> {
        let mut net = App::new();
        net.add_plugins((MinimalPlugins, QuinnetClientPlugin::default()));
        // Every certificate is put to us ([`Client::step`] compares its fingerprint).
        let ask = CertVerifierBehaviour::RequestClientAction;
        let tofu = TrustOnFirstUseConfig {
            known_hosts: KnownHosts::Store(Default::default()),
            verifier_behaviour: [
                CertVerificationStatus::UnknownCertificate,
                CertVerificationStatus::UntrustedCertificate,
                CertVerificationStatus::TrustedCertificate,
            ]
            .into_iter()
            .map(|s| (s, ask.clone()))
            .collect(),
        };
        let local: SocketAddr = if addr.is_ipv6() {
            "[::]:0".parse().expect("an address")
        } else {
            "0.0.0.0:0".parse().expect("an address")
        };
        net.world_mut()
            .resource_mut::<QuinnetClient>()
            .open_connection(ClientConnectionConfiguration {
                addr_config: ClientAddrConfiguration::from_addrs_with_name(
                    addr,
                    super::server::CERT_NAME.into(),
                    local,
                ),
                cert_mode: CertificateVerificationMode::TrustOnFirstUse(tofu),
                defaultables: ClientConnectionConfigurationDefaultables::default(),
            })
            .map_err(|e| format!("cannot connect to {addr}: {e}"))?;
        Ok(Client {
            net,
            fingerprint: base64::engine::general_purpose::STANDARD.encode(fingerprint),
            link: Link::Connecting,
            certs: MessageCursor::default(),
            up: MessageCursor::default(),
            failed: MessageCursor::default(),
            lost: MessageCursor::default(),
            bytes: Vec::new(),
            keep: false,
            wrong_certificate: false,
        })
    }

    /// Keeps every message's bytes in [`Client::bytes`] (tests read them).
    pub fn keep_bytes(&mut self) {
        self.keep = true;
    }

    /// Where the connection stands.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// Whether the connection ended because the host showed another certificate than the
    /// invite code's.
    pub fn wrong_certificate(&self) -> bool {
        self.wrong_certificate
    }

    /// Moves bytes: checks the host's certificate, notes the connection's changes, and
    /// returns the messages that arrived. Bytes that do not decode end the connection.
    pub fn step(&mut self) -> Vec<ToClient> {
        self.net.update();
        let world = self.net.world();
        for e in self
            .certs
            .read(world.resource::<Messages<CertInteractionEvent>>())
        {
            let ok = e.info.fingerprint.to_base64() == self.fingerprint;
            let action = if ok {
                CertVerifierAction::TrustOnce
            } else {
                self.wrong_certificate = true;
                self.link = Link::Ended(format!(
                    "the host's certificate {} is not the invite code's {}",
                    e.info.fingerprint, self.fingerprint
                ));
                CertVerifierAction::AbortConnection
            };
            let _ = e.apply_cert_verifier_action(action);
        }
        if self
            .up
            .read(world.resource::<Messages<ConnectionEvent>>())
            .next()
            .is_some()
            && self.link == Link::Connecting
        {
            self.link = Link::Connected;
        }
        for e in self
            .failed
            .read(world.resource::<Messages<ConnectionFailedEvent>>())
        {
            if !matches!(self.link, Link::Ended(_)) {
                self.link = Link::Ended(format!("cannot connect: {}", e.err));
            }
        }
        if self
            .lost
            .read(world.resource::<Messages<ConnectionLostEvent>>())
            .next()
            .is_some()
            && !matches!(self.link, Link::Ended(_))
        {
            self.link = Link::Ended("the host ended the connection".into());
        }
        let mut out = Vec::new();
        let mut client = self.net.world_mut().resource_mut::<QuinnetClient>();
        let Some(conn) = client.get_connection_mut() else {
            return out;
        };
        while let Ok(Some(bytes)) = conn.receive_payload(0u8) {
            match decode_to_client(&bytes) {
                Ok(m) => out.push(m),
                Err(e) => {
                    self.link = Link::Ended(format!("the host sent {e}"));
                    let _ = conn.disconnect();
                    break;
                }
            }
            if self.keep {
                self.bytes.push(bytes.to_vec());
            }
        }
        out
    }

    /// Sends a message (dropped unless connected).
    pub fn send(&mut self, m: &ToHost) -> Result<(), String> {
        self.send_bytes(encode_to_host(m))
    }

    /// Sends raw bytes (tests send the host what no client would).
    pub fn send_bytes(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        if self.link != Link::Connected {
            return Err(format!("not connected ({:?})", self.link));
        }
        let mut client = self.net.world_mut().resource_mut::<QuinnetClient>();
        let conn = client.get_connection_mut().ok_or("no connection")?;
        conn.send_payload(bytes).map_err(|e| e.to_string())
    }

    /// Ends the connection.
    pub fn close(&mut self) {
        let mut client = self.net.world_mut().resource_mut::<QuinnetClient>();
        if let Some(conn) = client.get_connection_mut() {
            let _ = conn.disconnect();
        }
        self.link = Link::Ended("closed here".into());
        self.net.update();
    }
}

/// A bot seat played over the network: it decides from the seat's own view, as the game's own
/// bots do ([`bot::choose_at`], with the bots' random numbers of the game's seed and the count
/// of commands so far — the seed is the bot's because whoever runs it set the table up).
pub struct BotPlayer {
    /// The connection.
    pub client: Client,
    /// The seat, once welcomed.
    pub seat: Option<SeatId>,
    /// The seat token, once welcomed.
    pub token: Option<String>,
    /// The views the host sent, put together.
    book: super::protocol::ViewBook,
    /// The game's digest, once the case closed.
    pub digest: Option<u64>,
    /// The refusals the host sent.
    pub refusals: Vec<Refusal>,
    /// How many messages arrived.
    pub received: usize,
    /// How many commands it sent.
    pub sent: usize,
    /// The time from each command sent to the next view received (the benchmark's).
    pub latencies: Vec<std::time::Duration>,
    waiting: Option<std::time::Instant>,
    level: BotLevel,
    seed: u64,
    content: Content,
    acted: Option<usize>,
}

impl BotPlayer {
    /// The last view the host sent, put together (see [`super::protocol::ViewBook`]).
    pub fn view(&self) -> Option<&TableView> {
        self.book.view()
    }

    /// A bot of `level` for the game of `seed`, on `client`.
    pub fn new(client: Client, content: Content, level: BotLevel, seed: u64) -> Self {
        BotPlayer {
            client,
            seat: None,
            token: None,
            book: Default::default(),
            digest: None,
            refusals: Vec::new(),
            received: 0,
            sent: 0,
            latencies: Vec::new(),
            waiting: None,
            level,
            seed,
            content,
            acted: None,
        }
    }

    /// Takes the seat back on a new connection with its token.
    pub fn rejoin(&mut self, client: Client, table: &str, token: String) -> Result<(), String> {
        self.client = client;
        self.acted = None;
        self.waiting = None;
        self.book.clear();
        self.client.send(&ToHost::Hello(Hello {
            versions: super::versions(&self.content),
            name: String::new(),
            table: table.to_string(),
            seat: None,
            token: Some(token),
        }))
    }

    /// One step: reads what came, and answers the view when the game waits for this seat.
    pub fn step(&mut self) {
        for m in self.client.step() {
            self.received += 1;
            match m {
                ToClient::Welcome { seat, token, .. } => {
                    self.seat = Some(seat);
                    self.token = Some(token);
                }
                ToClient::View { log_from, view } => {
                    if let Some(t) = self.waiting.take() {
                        self.latencies.push(t.elapsed());
                    }
                    if let Err(e) = self.book.take(log_from, *view) {
                        bevy::log::warn!("online: {e}");
                    }
                }
                ToClient::Closed { digest } => self.digest = Some(digest),
                ToClient::Refused(r) => self.refusals.push(r),
                ToClient::Opened { .. } | ToClient::Lobby(_) => {}
            }
        }
        if let Some(command) = self.decide()
            && self.client.send(&ToHost::Command(command)).is_ok()
        {
            self.acted = self.book.view().map(|v| v.commands);
            self.sent += 1;
            self.waiting = Some(std::time::Instant::now());
        }
    }

    /// The bot's command for the last view, if the game waits for this seat and it has not
    /// answered that view yet.
    pub fn decide(&self) -> Option<Command> {
        let (seat, view) = (self.seat?, self.book.view()?);
        if self.acted == Some(view.commands) || view.outcome.is_some() || view.catching_up > 0 {
            return None;
        }
        let own = view.own.as_ref()?;
        if !own.daytime || own.decider() != seat || own.viewer != Some(seat) {
            return None;
        }
        let own = SeatView::of_own(own.clone())?;
        let mut rng = bot::bot_rng(self.seed, view.commands);
        let action = bot::choose_at(self.level, &self.content, &own, &mut rng);
        Some(Command { seat, action })
    }
}
