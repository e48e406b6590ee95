//! The invite code: one line to paste into a chat, holding where the host listens, the table
//! and the fingerprint of the host's certificate (so the client knows it speaks to that host):
//!
//! ```text
//! new-angeles://203.0.113.7:5151/K7QX2M#m2U0...base64 of the SHA-256 of the certificate...=
//! ```
//!
//! An IPv6 address goes in brackets (`[2001:db8::1]:5151`); a host name works too.

use base64::Engine;

/// What starts every invite code.
pub const SCHEME: &str = "new-angeles://";

/// A parsed invite code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The host's address or name (an IPv6 address without its brackets).
    pub host: String,
    /// The host's UDP port.
    pub port: u16,
    /// The table's code.
    pub table: String,
    /// The SHA-256 of the host's certificate (DER).
    pub fingerprint: [u8; 32],
}

impl Invite {
    /// The certificate's fingerprint in base64, as the host prints it.
    pub fn fingerprint_base64(&self) -> String {
        base64::engine::general_purpose::STANDARD.encode(self.fingerprint)
    }
    /// `host:port`, an IPv6 address in brackets.
    pub fn address(&self) -> String {
        if self.host.contains(':') {
            format!("[{}]:{}", self.host, self.port)
        } else {
            format!("{}:{}", self.host, self.port)
        }
    }
}

impl std::fmt::Display for Invite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{SCHEME}{}/{}#{}",
            self.address(),
            self.table,
            self.fingerprint_base64()
        )
    }
}

/// Whether `code` may name a table: 4 to 16 letters A–Z and digits.
pub fn valid_table_code(code: &str) -> bool {
    (4..=16).contains(&code.len())
        && code
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
}

/// Whether `address` may name this computer in an invite code: an IP address, or a host name
/// of letters, digits and hyphens in dot-separated parts whose first and last parts are not
/// numbers (so a mistyped IP address such as "192.0.2.2a1" is caught before the code goes out).
pub fn valid_address(address: &str) -> bool {
    if address.parse::<std::net::IpAddr>().is_ok() {
        return true;
    }
    let parts: Vec<&str> = address.split('.').collect();
    address.len() <= 253
        && parts.iter().all(|p| {
            (1..=63).contains(&p.len())
                && !p.starts_with('-')
                && !p.ends_with('-')
                && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
        && [parts.first(), parts.last()]
            .iter()
            .all(|p| p.is_some_and(|p| !p.bytes().all(|b| b.is_ascii_digit())))
}

impl std::str::FromStr for Invite {
    type Err = String;
    /// Reads an invite code (spaces around it are left out); the error says what is wrong.
    fn from_str(s: &str) -> Result<Invite, String> {
        let s = s.trim();
        let rest = s.strip_prefix(SCHEME).ok_or_else(|| {
            format!(
                "an invite code starts with {SCHEME} (this one starts with {:?})",
                head(s)
            )
        })?;
        let (place, fingerprint) = rest
            .split_once('#')
            .ok_or("the invite code has no certificate fingerprint (the part after #)")?;
        let (address, table) = place
            .rsplit_once('/')
            .ok_or("the invite code has no table (the part after the address and /)")?;
        if !valid_table_code(table) {
            return Err(format!(
                "{table:?} is not a table code (4 to 16 letters A-Z and digits)"
            ));
        }
        let (host, port) = split_address(address)?;
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(fingerprint)
            .map_err(|e| format!("the certificate fingerprint is not base64: {e}"))?;
        let fingerprint: [u8; 32] = bytes.try_into().map_err(|b: Vec<u8>| {
            format!(
                "the certificate fingerprint has {} bytes, not the 32 of a SHA-256",
                b.len()
            )
        })?;
        Ok(Invite {
            host,
            port,
            table: table.to_string(),
            fingerprint,
        })
    }
}

fn head(s: &str) -> String {
    s.chars().take(16).collect()
}

fn split_address(address: &str) -> Result<(String, u16), String> {
    let (host, port) = if let Some(v6) = address.strip_prefix('[') {
        let (host, port) = v6
            .split_once(']')
            .ok_or_else(|| format!("{address:?}: an IPv6 address's ] is missing"))?;
        let port = port
            .strip_prefix(':')
            .ok_or_else(|| format!("{address:?} has no port (:PORT after the address)"))?;
        (host, port)
    } else {
        address
            .rsplit_once(':')
            .ok_or_else(|| format!("{address:?} has no port (:PORT after the address)"))?
    };
    if host.is_empty() {
        return Err("the invite code has no host address".into());
    }
    let port: u16 = port
        .parse()
        .map_err(|_| format!("{port:?} is not a port (1 to 65535)"))?;
    if port == 0 {
        return Err("port 0 is not a port a host listens on".into());
    }
    Ok((host.to_string(), port))
}
