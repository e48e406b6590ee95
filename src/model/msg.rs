//! Messages as data: what the rules and the game say to a player — a refusal, a log line, a
//! notice — leaves them as a [`Msg`], a Fluent key with its arguments, never as English. Each
//! screen turns it into words in its reader's language ([`crate::i18n::say`]), so the same
//! message reads in English, Russian or German, and a save or a network message carries keys,
//! not sentences.
//!
//! Arguments are numbers (Fluent numbers: Russian picks its one/few/many form by them), ids of
//! content (named in the reader's language when drawn) and nested messages (a term, a phrase).
//! A message is cheap to clone (one shared allocation), hashes and compares by value (the
//! game's digest hashes the log), and may come from an untrusted file: an unknown key or an id
//! the content lacks is shown as such, never a panic.

use crate::ids::{CardId, DetectiveId, DistrictId, EventId, LocId, SuspectId};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::sync::Arc;

/// A key or an argument's name: a literal in the code, or read from a file.
pub type Name = Cow<'static, str>;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// A number: Fluent picks the plural form by it.
    Num(i64),
    /// A detective, named by its name.
    Detective(DetectiveId),
    /// A suspect.
    Suspect(SuspectId),
    /// A twilight card.
    Card(CardId),
    /// An event.
    Event(EventId),
    /// A location, by its name.
    Loc(LocId),
    /// A location by its name and grid reference: "NAPD (I3)".
    Label(LocId),
    /// A district.
    District(DistrictId),
    /// A plot: its index in the content's plots.
    Plot(u16),
    /// A twilight card's text.
    CardText(CardId),
    /// An event's text.
    EventText(EventId),
    /// The text of an event's temporary ability: the event and the ability's place.
    EventAction(EventId, u8),
    /// The text of a use of a location's ability: the location and the use's place.
    LocUse(LocId, u8),
    /// A plot card's name: the plot, and which card ([`Arg::PLOT_START`], the crossroads'
    /// good and bad sides, then the endings: path good/bad × good/bad).
    PlotCard(u16, u8),
    /// A special card: its index in the content's special cards.
    Special(u16),
    /// An NPC: the detective whose sheet names it and its place there.
    Npc(DetectiveId, u8),
    /// A murder: its index in the content's scenarios.
    Scenario(u16),
    /// A murder's special rule, by the murder's index in the content's scenarios.
    MurderRule(u16),
    /// A message of its own (a term, a phrase), said in the same language.
    Msg(Msg),
    /// Words that are the same in every language (a rule id, a name typed by a player).
    Text(String),
    /// A group on the conspiracy puzzle's frame: its index in the content's groups.
    Group(u16),
}

/// An integer a message may carry as a number.
pub trait Number {
    /// The number as an `i64` (saturating).
    fn to_i64(self) -> i64;
}

macro_rules! numbers {
    ($($t:ty),*) => {
        $(impl Number for $t {
            fn to_i64(self) -> i64 {
                i64::try_from(self).unwrap_or(i64::MAX)
            }
        })*
    };
}
numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl Arg {
    /// The start card of a plot ([`Arg::PlotCard`]).
    pub const PLOT_START: u8 = 0;

    /// The crossroads card of a plot, on its good or bad side.
    pub fn crossroads(plot: u16, good: bool) -> Arg {
        Arg::PlotCard(plot, if good { 1 } else { 2 })
    }

    /// An ending card of a plot: on the good or bad path, its good or bad side.
    pub fn ending(plot: u16, path_good: bool, good: bool) -> Arg {
        Arg::PlotCard(plot, 3 + 2 * u8::from(!path_good) + u8::from(!good))
    }
}

/// A message's key and arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Body {
    key: Name,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<(Name, Arg)>,
}

/// A message: a Fluent key with its arguments (see the module's docs).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Msg(Arc<Body>);

/// In formats that are not self-describing (the network's bincode), a field left out cannot be
/// told apart: there a message is always its key and its arguments, as a pair.
impl Serialize for Msg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            self.0.serialize(s)
        } else {
            (&self.0.key, &self.0.args).serialize(s)
        }
    }
}

impl<'de> Deserialize<'de> for Msg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if d.is_human_readable() {
            Body::deserialize(d).map(|b| Msg(Arc::new(b)))
        } else {
            <(Name, Vec<(Name, Arg)>)>::deserialize(d)
                .map(|(key, args)| Msg(Arc::new(Body { key, args })))
        }
    }
}

impl Default for Msg {
    /// The empty message (key `""`): what a command that said nothing says.
    fn default() -> Self {
        Msg::new("")
    }
}

impl Msg {
    /// The message `key`, with no arguments yet.
    pub fn new(key: &'static str) -> Msg {
        Msg(Arc::new(Body {
            key: Cow::Borrowed(key),
            args: Vec::new(),
        }))
    }

    /// The message `key` read from a file or made at run time.
    pub fn with_key(key: impl Into<String>) -> Msg {
        Msg(Arc::new(Body {
            key: Cow::Owned(key.into()),
            args: Vec::new(),
        }))
    }

    /// Its key.
    pub fn key(&self) -> &str {
        &self.0.key
    }

    /// Whether it is the empty message.
    pub fn is_empty(&self) -> bool {
        self.0.key.is_empty()
    }

    /// Its arguments, in the order given.
    pub fn args(&self) -> &[(Name, Arg)] {
        &self.0.args
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.0.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// With the argument `name` set to `arg`.
    pub fn with(mut self, name: &'static str, arg: Arg) -> Msg {
        Arc::make_mut(&mut self.0)
            .args
            .push((Cow::Borrowed(name), arg));
        self
    }

    /// With the number `name`.
    pub fn num(self, name: &'static str, n: impl Number) -> Msg {
        self.with(name, Arg::Num(n.to_i64()))
    }

    /// With the detective `name`.
    pub fn det(self, name: &'static str, d: DetectiveId) -> Msg {
        self.with(name, Arg::Detective(d))
    }

    /// With the suspect `name`.
    pub fn sus(self, name: &'static str, s: SuspectId) -> Msg {
        self.with(name, Arg::Suspect(s))
    }

    /// With the twilight card `name`.
    pub fn card(self, name: &'static str, c: CardId) -> Msg {
        self.with(name, Arg::Card(c))
    }

    /// With the event `name`.
    pub fn event(self, name: &'static str, e: EventId) -> Msg {
        self.with(name, Arg::Event(e))
    }

    /// With the location `name`.
    pub fn loc(self, name: &'static str, l: LocId) -> Msg {
        self.with(name, Arg::Loc(l))
    }

    /// With the location `name`, named with its grid reference ("NAPD (I3)").
    pub fn label(self, name: &'static str, l: LocId) -> Msg {
        self.with(name, Arg::Label(l))
    }

    /// With the district `name`.
    pub fn district(self, name: &'static str, d: DistrictId) -> Msg {
        self.with(name, Arg::District(d))
    }

    /// With the nested message `name`.
    pub fn msg(self, name: &'static str, m: Msg) -> Msg {
        self.with(name, Arg::Msg(m))
    }

    /// With words the same in every language (a rule id, a player's own text).
    pub fn text(self, name: &'static str, t: impl Into<String>) -> Msg {
        self.with(name, Arg::Text(t.into()))
    }

    /// `items` as one message: "a, b, c" (`list-none` when there are none).
    pub fn list(items: impl IntoIterator<Item = Msg>) -> Msg {
        let items: Vec<Msg> = items.into_iter().collect();
        let mut iter = items.into_iter().rev();
        let Some(last) = iter.next() else {
            return Msg::new("list-none");
        };
        iter.fold(last, |tail, head| {
            Msg::new("list").msg("head", head).msg("tail", tail)
        })
    }

    /// The locations this message and its nested ones name, in order (the board lights them
    /// when the line is under the pointer).
    pub fn places(&self) -> Vec<crate::ids::LocId> {
        let mut out = Vec::new();
        for (_, a) in self.args() {
            match a {
                Arg::Loc(l) | Arg::Label(l) if !out.contains(l) => out.push(*l),
                Arg::Msg(m) => {
                    for l in m.places() {
                        if !out.contains(&l) {
                            out.push(l);
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// Whether this message or a nested one names detective `d` (a card played on them, a
    /// lead of theirs moved).
    pub fn names(&self, d: DetectiveId) -> bool {
        self.args().iter().any(|(_, a)| match a {
            Arg::Detective(x) => *x == d,
            Arg::Msg(m) => m.names(d),
            _ => false,
        })
    }

    /// Whether this message or a nested one names suspect `s` (evidence placed on them, a hit,
    /// an alibi).
    pub fn names_suspect(&self, s: SuspectId) -> bool {
        self.args().iter().any(|(_, a)| match a {
            Arg::Suspect(x) => *x == s,
            Arg::Msg(m) => m.names_suspect(s),
            _ => false,
        })
    }

    /// Every key this message and its nested ones use, itself first.
    pub fn keys(&self) -> Vec<&str> {
        let mut out = vec![self.key()];
        for (_, a) in self.args() {
            if let Arg::Msg(m) = a {
                out.extend(m.keys());
            }
        }
        out
    }
}

/// The game's terms as messages (a lead's kind, a favor's, a pile, a deck), each a word or a
/// short phrase in the nominative that a message nests.
pub mod terms {
    use super::Msg;
    use crate::content::{Bonus, Deck, FavorType, LeadKind, Pile};

    /// "testimony", "physical", "document" (a lead's kind, as an adjective).
    pub fn lead_kind(k: LeadKind) -> Msg {
        Msg::new(match k {
            LeadKind::Testimony => "term-lead-testimony",
            LeadKind::Physical => "term-lead-physical",
            LeadKind::Document => "term-lead-document",
        })
    }

    /// "corp favor", "street favor"…
    pub fn favor(k: FavorType) -> Msg {
        Msg::new(match k {
            FavorType::Corp => "term-favor-corp",
            FavorType::Political => "term-favor-political",
            FavorType::Society => "term-favor-society",
            FavorType::Street => "term-favor-street",
        })
    }

    /// "the shift pile"…
    pub fn pile(p: Pile) -> Msg {
        Msg::new(match p {
            Pile::Shift => "term-pile-shift",
            Pile::Favor => "term-pile-favor",
            Pile::Baggage => "term-pile-baggage",
        })
    }

    /// A puzzle piece's bonus: "move a testimony lead", "place a hit", "bonus favor piece"…
    pub fn bonus(b: Bonus) -> Msg {
        match b {
            Bonus::MoveLead(k) => Msg::new("bonus-move-lead").msg("kind", lead_kind(k)),
            Bonus::Hit => Msg::new("bonus-hit"),
            Bonus::BonusPiece(p) => Msg::new(match p {
                Pile::Shift => "bonus-piece-shift",
                Pile::Favor => "bonus-piece-favor",
                Pile::Baggage => "bonus-piece-baggage",
            }),
            Bonus::HaasLink => Msg::new("bonus-haas-link"),
            Bonus::JintekiLink => Msg::new("bonus-jinteki-link"),
        }
    }

    /// "a shift piece", "a favor piece", "a baggage piece".
    pub fn piece(p: Pile) -> Msg {
        Msg::new(match p {
            Pile::Shift => "piece-shift",
            Pile::Favor => "piece-favor",
            Pile::Baggage => "piece-baggage",
        })
    }

    /// "the light deck", "the dark deck".
    pub fn deck(d: Deck) -> Msg {
        Msg::new(match d {
            Deck::Light => "term-deck-light",
            Deck::Dark => "term-deck-dark",
        })
    }
}
