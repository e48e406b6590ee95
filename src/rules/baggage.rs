//! What feeds a plot (R-PLOT-2, R-PLOT-5): the cards, places, events and puzzle pieces that can
//! put good or bad baggage on a detective's plot card in play, as that card lists its kinds.

use crate::content::{Content, Deck, Effect, PlotStage};
use crate::ids::*;
use crate::rules::Snapshot;

/// Where baggage can come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A twilight card of the detective's own decks (its light cards it plays itself; its dark
    /// cards the others play against it), with the kind it names if the baggage is
    /// conditional (R-PLOT-5).
    Card {
        /// The card.
        card: CardId,
        /// The kind it names, if the baggage is conditional.
        kind: Option<String>,
    },
    /// A major location's ability (R-LOC-1).
    Place {
        /// The location.
        loc: LocId,
    },
    /// The temporary ability of an event in play, used at `at` (R-EVENT-4).
    Event {
        /// The event.
        event: EventId,
        /// Where it is used.
        at: LocId,
    },
    /// A baggage piece's benefit from the puzzle (R-PUZ-4).
    Puzzle,
}

/// The sources of good and of bad baggage for one plot card.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Feeds {
    /// Where good baggage can come from.
    pub good: Vec<Source>,
    /// Where bad baggage can come from.
    pub bad: Vec<Source>,
}

/// Every baggage effect in `effects`, inner ones too (fights, conditions): `Some(good)` for a
/// plain one, the kind for a conditional one, and `None` for one the player chooses.
fn baggage_in(effects: &[Effect], out: &mut Vec<Given>) {
    for e in effects {
        match e {
            Effect::Baggage { good, .. } => out.push(Given::Plain(*good)),
            Effect::Conditional { kind, .. } => out.push(Given::Kind(kind.clone())),
            Effect::GiveBaggage => out.push(Given::Either),
            Effect::If { then, .. } => baggage_in(then, out),
            Effect::Fight { light, dark } => {
                baggage_in(light, out);
                baggage_in(dark, out);
            }
            _ => {}
        }
    }
}

/// One baggage effect: plain good or bad, of a kind, or either as the player chooses.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Given {
    Plain(bool),
    Kind(String),
    Either,
}

/// Whether `given` can be good (first) and bad (second) baggage on `card` (R-PLOT-5: a kind
/// listed in neither section gives nothing).
fn counts_as(given: &Given, card: &PlotStage) -> (bool, bool) {
    match given {
        Given::Plain(good) => (*good, !*good),
        Given::Kind(k) => (card.good.contains(k), card.bad.contains(k)),
        Given::Either => (true, true),
    }
}

/// Adds `source` to the good and bad lists as `givens` allow, once each.
fn file(feeds: &mut Feeds, card: &PlotStage, givens: &[Given], source: Source) {
    let (mut good, mut bad) = (false, false);
    for g in givens {
        let (gd, bd) = counts_as(g, card);
        good |= gd;
        bad |= bd;
    }
    if good {
        feeds.good.push(source.clone());
    }
    if bad {
        feeds.bad.push(source);
    }
}

/// What can put good or bad baggage on `seat`'s plot card in play (`card`), by the kinds it
/// lists: the detective's light cards (played by it) and dark cards (played on it by the
/// others), with a card's kind when it names one; the places whose ability gives baggage on
/// your own plot or on anyone's; the events in play whose ability does; and the puzzle's
/// baggage pile while it has pieces.
pub fn feeds(content: &Content, snap: &Snapshot, seat: SeatId, card: &PlotStage) -> Feeds {
    let mut out = Feeds::default();
    let detective = snap.seats[seat].detective;
    for (id, c) in content.cards.iter().enumerate() {
        if c.detective != detective {
            continue;
        }
        let mut givens = Vec::new();
        baggage_in(&c.def.effects, &mut givens);
        // A card naming a kind is filed under it, once per kind; the rest under no kind.
        for g in &givens {
            let kind = match g {
                Given::Kind(k) => Some(k.clone()),
                _ => None,
            };
            let source = Source::Card {
                card: CardId::from_index(id),
                kind,
            };
            if !out.good.contains(&source) && !out.bad.contains(&source) {
                file(&mut out, card, std::slice::from_ref(g), source);
            }
        }
    }
    for loc in content.map.ids() {
        let mut givens = Vec::new();
        for u in &content.map.loc(loc).uses {
            baggage_in(&u.effects, &mut givens);
        }
        file(&mut out, card, &givens, Source::Place { loc });
    }
    for event in snap.events.active() {
        let e = &content.events[event];
        for (i, a) in e.def.actions.iter().enumerate() {
            let mut givens = Vec::new();
            baggage_in(&a.ability.effects, &mut givens);
            let at = e.action_at[i];
            file(&mut out, card, &givens, Source::Event { event, at });
        }
    }
    if snap.puzzle.counts()[crate::content::Pile::Baggage.index()] > 0 {
        out.good.push(Source::Puzzle);
        out.bad.push(Source::Puzzle);
    }
    out
}

/// Whether a card source is one of the detective's light cards (it plays those itself).
pub fn is_light(content: &Content, source: &Source) -> bool {
    matches!(source, Source::Card { card, .. } if content.cards[*card].def.deck == Deck::Light)
}
