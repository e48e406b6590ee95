//! A [`Client`] on a thread of its own, for the desktop: the thread moves the bytes and wakes
//! the window only when something arrived (a message, a change of the connection), so a
//! window waiting for the other players draws nothing and costs no CPU.

use super::client::{Client, Link};
use super::protocol::{ToClient, ToHost};
use std::net::SocketAddr;
use std::sync::mpsc::{self, RecvTimeoutError, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long the thread waits for something to send before it looks at the network again:
/// briefly while messages come and go, longer once the table has been quiet a while.
const POLL_BUSY: Duration = Duration::from_millis(4);
const POLL_QUIET: Duration = Duration::from_millis(50);
/// How long after the last message the table counts as quiet.
const QUIET_AFTER: Duration = Duration::from_secs(2);
/// While connecting, the window is woken this often (it counts the time a connection takes).
const CONNECTING_WAKE: Duration = Duration::from_millis(500);

enum Out {
    Send(ToHost),
    Close,
}

enum In {
    Link { link: Link, wrong_certificate: bool },
    Message(ToClient),
}

/// A connection to a host, run on a thread; the same calls as [`Client`].
pub struct ClientThread {
    to: mpsc::Sender<Out>,
    from: mpsc::Receiver<In>,
    link: Link,
    wrong_certificate: bool,
    thread: Option<JoinHandle<()>>,
}

impl ClientThread {
    /// Connects to `addr`, whose certificate must have `fingerprint`; `wake` is called (on
    /// the thread) whenever something arrived for [`ClientThread::step`].
    pub fn connect(
        addr: SocketAddr,
        fingerprint: [u8; 32],
        wake: impl Fn() + Send + 'static,
    ) -> Result<ClientThread, String> {
        let (to, outbox) = mpsc::channel::<Out>();
        let (inbox, from) = mpsc::channel::<In>();
        let (started_tx, started) = mpsc::channel::<Result<(), String>>();
        let thread = std::thread::Builder::new()
            .name("online-client".into())
            .spawn(move || {
                let mut client = match Client::connect(addr, fingerprint) {
                    Ok(c) => {
                        let _ = started_tx.send(Ok(()));
                        c
                    }
                    Err(e) => {
                        let _ = started_tx.send(Err(e));
                        return;
                    }
                };
                run(&mut client, &outbox, &inbox, &wake);
            })
            .map_err(|e| format!("cannot start the connection's thread: {e}"))?;
        started
            .recv()
            .map_err(|_| "the connection's thread ended".to_string())??;
        Ok(ClientThread {
            to,
            from,
            link: Link::Connecting,
            wrong_certificate: false,
            thread: Some(thread),
        })
    }

    /// Where the connection stands, as of the last [`ClientThread::step`].
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// Whether the connection ended because the host showed another certificate than the
    /// invite code's.
    pub fn wrong_certificate(&self) -> bool {
        self.wrong_certificate
    }

    /// The messages that arrived since the last call, and the connection's changes.
    pub fn step(&mut self) -> Vec<ToClient> {
        let mut out = Vec::new();
        loop {
            match self.from.try_recv() {
                Ok(In::Message(m)) => out.push(m),
                Ok(In::Link {
                    link,
                    wrong_certificate,
                }) => {
                    self.link = link;
                    self.wrong_certificate |= wrong_certificate;
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    if !matches!(self.link, Link::Ended(_)) {
                        self.link = Link::Ended("the connection's thread ended".into());
                    }
                    break;
                }
            }
        }
        out
    }

    /// Sends a message (dropped unless connected).
    pub fn send(&mut self, m: &ToHost) -> Result<(), String> {
        if self.link != Link::Connected {
            return Err(format!("not connected ({:?})", self.link));
        }
        self.to
            .send(Out::Send(m.clone()))
            .map_err(|_| "the connection's thread ended".to_string())
    }

    /// Ends the connection (what was sent before goes first).
    pub fn close(&mut self) {
        let _ = self.to.send(Out::Close);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        self.link = Link::Ended("closed here".into());
    }
}

impl Drop for ClientThread {
    fn drop(&mut self) {
        if self.thread.is_some() {
            self.close();
        }
    }
}

/// The thread's loop: sends what the window gave, steps the connection, hands on what came.
fn run(
    client: &mut Client,
    outbox: &mpsc::Receiver<Out>,
    inbox: &mpsc::Sender<In>,
    wake: &dyn Fn(),
) {
    let mut last = client.link().clone();
    let mut woke = Instant::now();
    let mut busy = Instant::now();
    loop {
        // Waits for something to send, or the poll's time.
        let poll = if busy.elapsed() < QUIET_AFTER {
            POLL_BUSY
        } else {
            POLL_QUIET
        };
        let mut next = Some(outbox.recv_timeout(poll));
        while let Some(got) = next.take() {
            match got {
                Ok(Out::Send(m)) => {
                    busy = Instant::now();
                    let _ = client.send(&m);
                    next = Some(outbox.try_recv().map_err(|e| match e {
                        TryRecvError::Empty => RecvTimeoutError::Timeout,
                        TryRecvError::Disconnected => RecvTimeoutError::Disconnected,
                    }));
                }
                Ok(Out::Close) | Err(RecvTimeoutError::Disconnected) => {
                    client.close();
                    return;
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
        let messages = client.step();
        let link = client.link().clone();
        let mut news = !messages.is_empty();
        if link != last {
            news = true;
            last = link.clone();
            let _ = inbox.send(In::Link {
                link,
                wrong_certificate: client.wrong_certificate(),
            });
        }
        for m in messages {
            let _ = inbox.send(In::Message(m));
        }
        if news {
            busy = Instant::now();
        }
        if news || (last == Link::Connecting && woke.elapsed() >= CONNECTING_WAKE) {
            woke = Instant::now();
            wake();
        }
        if matches!(last, Link::Ended(_)) {
            return;
        }
    }
}
