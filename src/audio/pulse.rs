//! PulseAudio output (PipeWire's pulse server too) through the `pulseaudio` crate's protocol,
//! on a plain Unix socket in the output thread: one playback stream, mono 16-bit, with a small
//! buffer (40 ms, `adjust_latency`) and a pre-buffer of one block, so a short sound starts at
//! once and is never held back.

use super::sink::{BLOCK, Output};
use super::synth::RATE;
use pulseaudio::protocol;
use std::io::{BufReader, Read};
use std::os::unix::net::UnixStream;
use std::time::Duration;

pub struct Pulse {
    sock: BufReader<UnixStream>,
    version: u16,
    channel: u32,
    /// Bytes the server asked for and has not had yet.
    credit: usize,
    bytes: Vec<u8>,
}

/// The stream's target latency.
const LATENCY_MS: u32 = 40;

fn err(what: &str, e: impl std::fmt::Display) -> String {
    format!("{what}: {e}")
}

impl Pulse {
    pub fn open() -> Result<Pulse, String> {
        let path = pulseaudio::socket_path_from_env().ok_or("no PulseAudio server found")?;
        let stream = UnixStream::connect(&path).map_err(|e| err(&path.display().to_string(), e))?;
        // The handshake must not hang the thread on a server that does not answer.
        let _ = stream.set_read_timeout(Some(Duration::from_secs(3)));
        let mut sock = BufReader::new(stream);
        let cookie = pulseaudio::cookie_path_from_env()
            .and_then(|p| std::fs::read(p).ok())
            .unwrap_or_default();
        protocol::write_command_message(
            sock.get_mut(),
            0,
            &protocol::Command::Auth(protocol::AuthParams {
                version: protocol::MAX_VERSION,
                supports_shm: false,
                supports_memfd: false,
                cookie,
            }),
            protocol::MAX_VERSION,
        )
        .map_err(|e| err("auth", e))?;
        let (_, auth) =
            protocol::read_reply_message::<protocol::AuthReply>(&mut sock, protocol::MAX_VERSION)
                .map_err(|e| err("auth", e))?;
        let version = protocol::MAX_VERSION.min(auth.version);
        let mut props = protocol::Props::new();
        props.set(protocol::Prop::ApplicationName, c"New Angeles");
        props.set(protocol::Prop::ApplicationId, c"new-angeles");
        protocol::write_command_message(
            sock.get_mut(),
            1,
            &protocol::Command::SetClientName(props),
            version,
        )
        .map_err(|e| err("client name", e))?;
        protocol::read_reply_message::<protocol::SetClientNameReply>(&mut sock, version)
            .map_err(|e| err("client name", e))?;
        let bytes_per_ms = RATE * 2 / 1000;
        let mut stream_props = protocol::Props::new();
        stream_props.set(protocol::Prop::MediaName, c"New Angeles");
        stream_props.set(protocol::Prop::MediaRole, c"game");
        let params = protocol::PlaybackStreamParams {
            sample_spec: protocol::SampleSpec {
                format: protocol::SampleFormat::S16Le,
                channels: 1,
                sample_rate: RATE,
            },
            channel_map: protocol::ChannelMap::mono(),
            cvolume: Some(protocol::ChannelVolume::norm(1)),
            sink_name: None,
            buffer_attr: protocol::stream::BufferAttr {
                max_length: u32::MAX,
                target_length: LATENCY_MS * bytes_per_ms,
                pre_buffering: BLOCK as u32 * 2,
                minimum_request_length: BLOCK as u32 * 2,
                ..Default::default()
            },
            flags: protocol::stream::StreamFlags {
                adjust_latency: true,
                ..Default::default()
            },
            props: stream_props,
            ..Default::default()
        };
        protocol::write_command_message(
            sock.get_mut(),
            2,
            &protocol::Command::CreatePlaybackStream(params),
            version,
        )
        .map_err(|e| err("playback stream", e))?;
        let (_, reply) =
            protocol::read_reply_message::<protocol::CreatePlaybackStreamReply>(&mut sock, version)
                .map_err(|e| err("playback stream", e))?;
        let mut pulse = Pulse {
            sock,
            version,
            channel: reply.channel,
            credit: reply.requested_bytes as usize,
            bytes: Vec::with_capacity(BLOCK * 2),
        };
        // The server asks for the stream's first bytes once its sink has taken the stream in
        // (up to a second on a sink that was asleep): wait for that here, at start, so the
        // first sound of the game is not the one kept waiting.
        while pulse.credit == 0 {
            pulse.read_message()?;
        }
        // Playing, the thread waits on the server for as long as it takes.
        let _ = pulse.sock.get_ref().set_read_timeout(None);
        Ok(pulse)
    }

    /// Reads one message from the server; a request adds to the credit.
    fn read_message(&mut self) -> Result<(), String> {
        let desc = protocol::read_descriptor(&mut self.sock).map_err(|e| err("read", e))?;
        let mut payload = vec![0u8; desc.length as usize];
        self.sock
            .read_exact(&mut payload)
            .map_err(|e| err("read", e))?;
        if desc.channel != u32::MAX {
            // A memory block (never sent to a playback-only client): skipped.
            return Ok(());
        }
        let mut cur = std::io::Cursor::new(payload);
        match protocol::Command::read_tag_prefixed(&mut cur, self.version) {
            Ok((_, protocol::Command::Request(r))) if r.channel == self.channel => {
                self.credit += r.length as usize;
            }
            Ok((_, protocol::Command::PlaybackStreamKilled(c))) if c == self.channel => {
                return Err("the server ended the stream".into());
            }
            Ok((_, protocol::Command::Error(e))) => return Err(format!("server error {e:?}")),
            // Started, underflows, replies and anything else: nothing to do.
            _ => {}
        }
        Ok(())
    }
}

impl Output for Pulse {
    fn name(&self) -> &'static str {
        "PulseAudio"
    }

    fn write(&mut self, samples: &[i16]) -> Result<(), String> {
        self.bytes.clear();
        for s in samples {
            self.bytes.extend_from_slice(&s.to_le_bytes());
        }
        // The server clocks the stream: wait until it asks for this block.
        while self.credit < self.bytes.len() {
            self.read_message()?;
        }
        protocol::write_memblock(self.sock.get_mut(), self.channel, &self.bytes, 0)
            .map_err(|e| err("write", e))?;
        self.credit -= self.bytes.len();
        Ok(())
    }
}
