//! The host over the network: a [`HostCore`] behind a `bevy_quinnet` server (QUIC over UDP,
//! TLS with a self-signed certificate the host makes once and keeps, reliable ordered
//! messages). [`Server::step`] moves bytes between the sockets and the core; [`serve`] is
//! `new-angeles serve`.

use super::host::{ConnId, HostCore, Out};
use super::invite::Invite;
use base64::Engine;
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy_quinnet::server::certificate::CertificateRetrievalMode;
use bevy_quinnet::server::{
    ConnectionEvent, ConnectionLostEvent, EndpointAddrConfiguration, QuinnetServer,
    QuinnetServerPlugin, ServerEndpointConfiguration, ServerEndpointConfigurationDefaultables,
    ServerRecvChannelError,
};
use std::net::SocketAddr;
use std::path::Path;

/// The name the host's certificate is made for (clients check its fingerprint, not its name).
pub const CERT_NAME: &str = "new-angeles-host";

/// A host listening on a UDP port.
pub struct Server {
    net: App,
    /// The host's tables and connections.
    pub core: HostCore,
    local: SocketAddr,
    fingerprint: [u8; 32],
    joined: MessageCursor<ConnectionEvent>,
    lost: MessageCursor<ConnectionLostEvent>,
    errors: MessageCursor<ServerRecvChannelError>,
    /// When the host's clock last moved.
    last: std::time::Instant,
}

impl Server {
    /// Listens on `bind` (port 0: any free port) for `core`'s tables, with the certificate
    /// kept in `cert_dir` (made there the first time), or a new one each start without.
    pub fn start(
        core: HostCore,
        bind: SocketAddr,
        cert_dir: Option<&Path>,
    ) -> Result<Server, String> {
        let mut net = App::new();
        net.add_plugins((MinimalPlugins, QuinnetServerPlugin::default()));
        let cert_mode = match cert_dir {
            Some(dir) => CertificateRetrievalMode::LoadFromFileOrGenerateSelfSigned {
                cert_file: dir.join("host-cert.pem").display().to_string(),
                key_file: dir.join("host-key.pem").display().to_string(),
                save_on_disk: true,
                server_hostname: CERT_NAME.into(),
            },
            None => CertificateRetrievalMode::GenerateSelfSigned {
                server_hostname: CERT_NAME.into(),
            },
        };
        let mut defaultables = ServerEndpointConfigurationDefaultables::default();
        // One channel from each client; a client opening more is ended.
        defaultables.recv_channels_cfg.max_receive_channels_count = 1;
        let cert = net
            .world_mut()
            .resource_mut::<QuinnetServer>()
            .start_endpoint(ServerEndpointConfiguration {
                addr_config: EndpointAddrConfiguration::from_addr(bind),
                cert_mode,
                defaultables,
            })
            .map_err(|e| format!("cannot listen on {bind}: {e}"))?;
        let fingerprint: [u8; 32] = base64::engine::general_purpose::STANDARD
            .decode(cert.fingerprint.to_base64())
            .ok()
            .and_then(|b| b.try_into().ok())
            .ok_or("the certificate's fingerprint is not a SHA-256")?;
        let local = net
            .world()
            .resource::<QuinnetServer>()
            .endpoint()
            .local_addr();
        Ok(Server {
            net,
            core,
            local,
            fingerprint,
            joined: MessageCursor::default(),
            lost: MessageCursor::default(),
            errors: MessageCursor::default(),
            last: std::time::Instant::now(),
        })
    }

    /// Where it listens.
    pub fn local_addr(&self) -> SocketAddr {
        self.local
    }

    /// The SHA-256 of its certificate.
    pub fn fingerprint(&self) -> [u8; 32] {
        self.fingerprint
    }

    /// The invite code for `table`, reached at `host` (an address or a name the players can
    /// reach) on this server's port.
    pub fn invite(&self, host: &str, table: &str) -> Invite {
        Invite {
            host: host.to_string(),
            port: self.local.port(),
            table: table.to_string(),
            fingerprint: self.fingerprint,
        }
    }

    /// Moves what arrived to the core, lets the host's bots play, and sends what the core
    /// answered; whether anything came or went.
    pub fn step(&mut self) -> bool {
        self.net.update();
        let world = self.net.world();
        let joined: Vec<ConnId> = self
            .joined
            .read(world.resource::<Messages<ConnectionEvent>>())
            .map(|e| e.id)
            .collect();
        let lost: Vec<ConnId> = self
            .lost
            .read(world.resource::<Messages<ConnectionLostEvent>>())
            .map(|e| e.id)
            .collect();
        let broken: Vec<ConnId> = self
            .errors
            .read(world.resource::<Messages<ServerRecvChannelError>>())
            .map(|e| e.id)
            .collect();
        let mut busy = !(joined.is_empty() && lost.is_empty() && broken.is_empty());
        for id in joined {
            self.core.connected(id);
        }
        let mut server = self.net.world_mut().resource_mut::<QuinnetServer>();
        if let Some(endpoint) = server.get_endpoint_mut() {
            for id in endpoint.clients() {
                while let Ok(Some(bytes)) = endpoint.receive_payload(id, 0u8) {
                    busy = true;
                    self.core.received(id, &bytes);
                }
            }
            for id in broken {
                self.core.cut_off(id, super::protocol::Refusal::Flood);
            }
        }
        for id in lost {
            self.core.disconnected(id);
        }
        let now = std::time::Instant::now();
        self.core
            .advance(now.duration_since(self.last).as_secs_f64());
        self.last = now;
        self.flush() || busy
    }

    /// Sends what the core answered; whether there was anything.
    fn flush(&mut self) -> bool {
        let out = self.core.take_out();
        let any = !out.is_empty();
        let mut server = self.net.world_mut().resource_mut::<QuinnetServer>();
        let Some(endpoint) = server.get_endpoint_mut() else {
            return any;
        };
        for o in out {
            match o {
                Out::Send(id, bytes) => {
                    let _ = endpoint.send_payload(id, bytes);
                }
                Out::Close(id) => {
                    let _ = endpoint.disconnect_client(id);
                }
            }
        }
        any
    }

    /// Ends every connection and stops listening.
    pub fn stop(&mut self) {
        let mut server = self.net.world_mut().resource_mut::<QuinnetServer>();
        let _ = server.stop_endpoint();
        self.net.update();
    }
}

/// `new-angeles serve`: a dedicated host with its tables in `data` (`tables.sqlite`, the
/// certificate beside it), listening on `port`, printing one line per table event until
/// Ctrl-C. Returns an error in words if it could not start.
pub fn serve(content: crate::content::Content, port: u16, data: &Path) -> Result<(), String> {
    super::quiet_transport_panics();
    let store = super::store::Store::open(&data.join("tables.sqlite"))?;
    let core = HostCore::new(content, Some(store))?;
    let bind: SocketAddr = SocketAddr::from(([0, 0, 0, 0], port));
    let mut server = Server::start(core, bind, Some(data))?;
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let flag = stop.clone();
    ctrlc::set_handler(move || flag.store(true, std::sync::atomic::Ordering::SeqCst))
        .map_err(|e| format!("cannot catch Ctrl-C: {e}"))?;
    println!(
        "serving on {} (certificate {}), tables in {}",
        server.local_addr(),
        base64::engine::general_purpose::STANDARD.encode(server.fingerprint()),
        data.display()
    );
    println!(
        "for simulate --online --server: 127.0.0.1:{}#{}",
        server.local_addr().port(),
        base64::engine::general_purpose::STANDARD.encode(server.fingerprint())
    );
    for line in server.core.take_events() {
        println!("{line}");
    }
    for code in server.core.tables() {
        println!("invite: {}", server.invite("HOST", &code));
    }
    let mut pace = Pace::default();
    while !stop.load(std::sync::atomic::Ordering::SeqCst) {
        let busy = server.step();
        let events = server.core.take_events();
        for line in &events {
            println!("{line}");
        }
        std::thread::sleep(pace.after(busy, std::time::Duration::from_millis(2)));
    }
    server.stop();
    println!("stopped: every table is kept in {}", data.display());
    Ok(())
}

/// How long a host's loop sleeps between steps: `busy` while messages come and go, 50 ms once
/// nothing has for two seconds (a table waiting for its players costs next to no CPU; the
/// away seats' clocks still tick).
#[derive(Debug)]
pub struct Pace {
    last: std::time::Instant,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            last: std::time::Instant::now(),
        }
    }
}

impl Pace {
    /// The sleep after a step that was `busy` or not.
    pub fn after(&mut self, busy: bool, when_busy: std::time::Duration) -> std::time::Duration {
        if busy {
            self.last = std::time::Instant::now();
        }
        if self.last.elapsed() < std::time::Duration::from_secs(2) {
            when_busy
        } else {
            std::time::Duration::from_millis(50)
        }
    }
}
