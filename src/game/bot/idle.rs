//! Light cards that would do nothing now, for the hint (it never spends Time on them) and for
//! the hand's warning: a look or a turn-up with no face-down evidence to work on, or a card that
//! only gives back the Time playing it takes.

use super::*;

/// Whether an effect that looks at or turns up face-down evidence has nothing to work on in
/// `s` (as its seat sees it): no face-down token it does not know (a look), none face down at
/// all (turning one up). Any other effect: `false`.
pub(super) fn idle_effect(s: &Snapshot, e: &crate::content::Effect) -> bool {
    use crate::content::Effect as E;
    match e {
        E::Peek => !s
            .evidence
            .iter()
            .any(|t| !t.place.face_up && t.value.is_none()),
        E::Reveal => !s.evidence.iter().any(|t| !t.place.face_up),
        _ => false,
    }
}

/// The words for an [`idle_card`]: no face-down evidence at all, or only tokens the seat knows
/// already (a look would show nothing new: a token it placed face down itself, say).
pub fn idle_key(s: &Snapshot) -> &'static str {
    if s.evidence.iter().any(|t| !t.place.face_up) {
        "hint-about-play-light-idle-known"
    } else {
        "hint-about-play-light-idle"
    }
}

/// Whether playing `card` would do nothing now: every effect of it looks at or turns up
/// face-down evidence, and there is none to work on. The hint never spends Time on it.
pub fn idle_card(content: &Content, s: &Snapshot, card: CardId) -> bool {
    let effects = &content.cards[card].def.effects;
    !effects.is_empty() && effects.iter().all(|e| idle_effect(s, e))
}

/// Whether playing `card` now only gives back the 1 Time playing it takes (R-TWI-4): all it
/// does here is gain 1 Time, its other gains waiting on a condition that does not hold (Home
/// Turf away from a seedy place). Not the hint's first step (round 33: "Play Home Turf" while
/// a lead waited).
pub fn even_card(content: &Content, s: &Snapshot, seat: SeatId, card: CardId) -> bool {
    use crate::content::Effect as E;
    let effects = &content.cards[card].def.effects;
    let mut gained = 0;
    let quiet = effects.iter().all(|e| match e {
        E::Time(n) => {
            gained += i32::from(*n);
            true
        }
        E::If { cond, .. } => !rules::twilight::condition_holds(content, s, seat, cond),
        _ => false,
    });
    quiet && gained <= 1
}
