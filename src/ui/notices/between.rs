//! What the notices say: the news between two views of the game for the viewer (a day, a
//! card played on it, an event, a suspect's news, its own card's effects, its hunches).

use super::NoticeKind;
use crate::content::Content;
use crate::game::{Action, Ask, CommandResult, Decision, Stage};
use crate::i18n::{tr, tr_args};
use crate::ids::SeatId;
use crate::rules::Snapshot;

/// The name of `seat`'s detective in `s` (empty for a seat not in it).
fn seat_name(content: &Content, s: &Snapshot, seat: SeatId) -> String {
    s.seats
        .get(seat.index())
        .map(|x| content.detectives[x.detective].def.name.clone())
        .unwrap_or_default()
}

/// A day's notice: the day, and who plays first and why (R-ROUND-6; round 36 saw day 2 begin
/// with a bot's turn and nothing on screen saying why).
pub fn day_words(content: &Content, s: &Snapshot, me: Option<SeatId>) -> String {
    let c = s.clock;
    let first = c.first_player;
    let key = if Some(first) == me {
        "notice-day-you"
    } else {
        "notice-day"
    };
    let name = seat_name(content, s, first);
    tr_args(
        key,
        &[
            ("week", c.week.into()),
            ("day", c.day.into()),
            ("first", name.into()),
        ],
    )
}

/// The notices for the viewer between two views of the game, `results` the commands applied
/// in between.
pub fn notices_between(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    me: Option<SeatId>,
    results: &[CommandResult],
) -> Vec<(NoticeKind, String)> {
    let mut out = Vec::new();
    let name = |s: SeatId| seat_name(content, after, s);
    let c = after.clock;
    if (c.week, c.day) != (before.clock.week, before.clock.day) {
        out.push((NoticeKind::Day, day_words(content, after, me)));
        if after.is_climax() && !before.is_climax() {
            out.push((NoticeKind::Climax, tr("notice-climax")));
        }
    }
    // A dark card played on the viewer, and what it did.
    for r in results {
        if let (Action::PlayDark { play }, Ok(_)) = (r.command.action, &r.outcome)
            && Some(before.active()) == me
        {
            let card = &content.cards[play.card].def.name;
            let mut did = seat_change(before, after, before.active());
            // A rule it put in force on the viewer says so too (Case Under Review: "may not
            // follow up leads"), else the notice named the card and not what it did.
            let s = before.active();
            let put: Vec<String> = after.seats[s]
                .rules
                .iter()
                .filter(|r| !before.seats[s].rules.contains(r))
                .map(|r| crate::i18n::say(content, &crate::rules::twilight::rule_words(r)))
                .collect();
            if !put.is_empty() {
                if !did.is_empty() {
                    did.push_str(&tr("list-sep"));
                }
                did.push_str(&put.join(&tr("list-sep")));
            }
            let key = if did.is_empty() {
                "notice-dark-on-you"
            } else {
                "notice-dark-on-you-did"
            };
            out.push((
                NoticeKind::AgainstYou,
                tr_args(
                    key,
                    &[
                        ("who", name(r.command.seat).into()),
                        ("card", card.as_str().into()),
                        ("did", did.into()),
                    ],
                ),
            ));
        }
    }
    // Digging deeper moves only the hero marker, in the Puzzle tab: said where it shows
    // (rounds 46 and 47 of issue 31 found it only in the log).
    for r in results {
        if let (Action::UncoverConspiracy { dig: true }, Ok(said)) = (r.command.action, &r.outcome)
            && Some(r.command.seat) == me
        {
            out.push((NoticeKind::Gain, crate::i18n::say_to_you(content, said)));
        }
    }
    out.extend(face_up_notices(content, before, after, me));
    out.extend(own_effects(content, before, after, me, results));
    // A fight picked with the viewer (by another detective's dark card), or one the viewer's
    // own light card starts.
    if let Some(Decision {
        seat,
        ask: Ask::Fight { card, by },
    }) = after.pending
        && Some(seat) == me
        && after.pending != before.pending
    {
        let card = &content.cards[card].def.name;
        out.push(if by == seat {
            (
                NoticeKind::Turn,
                tr_args("notice-fight-yours", &[("card", card.as_str().into())]),
            )
        } else {
            (
                NoticeKind::AgainstYou,
                tr_args(
                    "notice-fight-against",
                    &[("who", name(by).into()), ("card", card.as_str().into())],
                ),
            )
        });
    }
    // Events arriving.
    let old = before.events.shown();
    for e in after
        .events
        .shown()
        .into_iter()
        .filter(|e| !old.contains(e))
    {
        out.push((
            NoticeKind::Event,
            tr_args(
                "notice-event",
                &[("event", content.events[e].def.name.as_str().into())],
            ),
        ));
    }
    // Hits, alibis and deaths.
    for s in &after.suspects {
        let Some(b) = before.suspect(s.index) else {
            continue;
        };
        let who = &content.suspects[s.index].name;
        if b.alive && !s.alive {
            out.push((
                NoticeKind::Suspect,
                tr_args("notice-dead", &[("who", who.as_str().into())]),
            ));
        } else if s.hits > b.hits {
            // Who put it there: the seat whose accepted command came last (a hit bonus, a
            // card); the same hit said without a name if none is known.
            let by = results
                .iter()
                .rev()
                .find(|r| r.accepted())
                .map(|r| name(r.command.seat));
            out.push((
                NoticeKind::Suspect,
                match by {
                    Some(by) => tr_args(
                        "notice-hit-by",
                        &[
                            ("by", by.into()),
                            ("who", who.as_str().into()),
                            ("hits", s.hits.into()),
                        ],
                    ),
                    None => tr_args(
                        "notice-hit",
                        &[("who", who.as_str().into()), ("hits", s.hits.into())],
                    ),
                },
            ));
        }
        if s.alibis > b.alibis {
            out.push((
                NoticeKind::Suspect,
                tr_args("notice-alibi", &[("who", who.as_str().into())]),
            ));
        }
    }
    out.extend(hunch_notices(content, before, after, me));
    // Plots resolving.
    for (i, (b, a)) in before.seats.iter().zip(&after.seats).enumerate() {
        if b.plot != a.plot {
            let who = name(SeatId::from_index(i));
            let key = match a.plot {
                Some((_, Stage::Crossroads { good: true })) => "notice-plot-good",
                Some((_, Stage::Crossroads { good: false })) => "notice-plot-bad",
                Some((_, Stage::Start)) => "notice-plot-new",
                None => "notice-plot-end",
            };
            out.push((NoticeKind::Plot, tr_args(key, &[("who", who.into())])));
        }
    }
    // The viewer's turn over because its Time ran out (not by End turn): said, else the next
    // seat's turn came with no pause (round 29 of issue 31).
    let turn_passed = before.active() != after.active()
        || (c.week, c.day) != (before.clock.week, before.clock.day);
    if before.daytime
        && Some(before.active()) == me
        && turn_passed
        && !results.iter().any(|r| {
            r.accepted() && r.command.seat == before.active() && r.command.action == Action::EndTurn
        })
    {
        out.push((NoticeKind::TurnOver, tr("notice-out-of-time")));
    }
    // The viewer's turn.
    if after.daytime
        && after.pending.is_none()
        && Some(after.active()) == me
        && (before.active() != after.active()
            || (c.week, c.day) != (before.clock.week, before.clock.day)
            || !before.daytime)
    {
        out.push((
            NoticeKind::Turn,
            tr_args("notice-your-turn", &[("time", c.time.into())]),
        ));
    }
    out
}

/// What the viewer's own card, ability or event action did to its detective (round 26 of
/// issue 31: a card's effects were read, not seen): said once, for the last such command.
fn own_effects(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    me: Option<SeatId>,
    results: &[CommandResult],
) -> Option<(NoticeKind, String)> {
    let m = me?;
    // Only when the change is the viewer's own: another seat's command in the same batch (a
    // dark card played on it) would read as its card's doing.
    if results.iter().any(|r| r.accepted() && r.command.seat != m) {
        return None;
    }
    // A light card's own price (its 1 Time, itself and the cards discarded to pay for it) is
    // not what it did (round 29 of issue 31: "Home Turf: −1 card", for a card that gains Time);
    // nor an ability's (its Time and the favors paid: round 30 read "+ The place's ability:
    // −1 Time" as a gain).
    let at = before.seats.get(m.index())?.at;
    // A light card's price includes its cost's dark-shift (round 35: "Stare Down: dark-shift
    // 1" in a green notice, a cost read as a bonus).
    let (what, time, cards, favors, shift) = results.iter().rev().find_map(|r| {
        if r.command.seat != m || !r.accepted() {
            return None;
        }
        match r.command.action {
            Action::PlayLight { play } => Some((
                content.cards.get(play.card.index())?.def.name.clone(),
                1,
                1 + play.discards().len(),
                [None; 2],
                crate::rules::twilight::card_cost(content, before, m, &play).unwrap_or(0),
            )),
            Action::UseAbility { option, pay } => {
                let used = content.map.loc(at).uses.get(option as usize)?;
                Some((tr("notice-own-ability"), used.time, 0, pay, 0))
            }
            Action::EventAction { event, option, pay } => {
                let e = &content.events.get(event.index())?.def;
                let time = e.actions.get(option as usize)?.ability.time;
                Some((e.name.clone(), time, 0, pay, 0))
            }
            _ => None,
        }
    })?;
    // The view before, the price taken off: copied only when something of the viewer's is said.
    let mut paid = before.clone();
    {
        let me = paid.seats.get_mut(m.index())?;
        me.hand = me.hand.saturating_sub(cards);
        let end = crate::rules::investigation::twilight_end(content, me.detective);
        me.twilight = (me.twilight + shift as i8).min(end);
        for f in favors.iter().flatten() {
            if let crate::model::Pay::Favor(t) = f
                && let Some(n) = me.holdings.favors.get_mut(t.index())
            {
                *n = n.saturating_sub(1);
            }
        }
    }
    paid.clock.time = paid.clock.time.saturating_sub(time);
    let did = seat_change(&paid, after, m);
    (!did.is_empty()).then(|| {
        (
            NoticeKind::Gain,
            tr_args(
                "notice-you-did",
                &[("what", what.into()), ("did", did.into())],
            ),
        )
    })
}

/// The message `key` for a change by `n`: its size as `n` (for the plural) and `sign`.
fn signed(key: &str, n: i32) -> String {
    let sign = if n < 0 { "-" } else { "+" };
    tr_args(key, &[("sign", sign.into()), ("n", n.abs().into())])
}

/// What changed for `seat` between two views, in words: "−2 Time, dark-shift 1, −1 favor".
pub fn seat_change(before: &Snapshot, after: &Snapshot, seat: SeatId) -> String {
    let (b, a) = (&before.seats[seat], &after.seats[seat]);
    let mut out = Vec::new();
    if Some(seat) == Some(after.active()) && after.clock.time != before.clock.time {
        let d = after.clock.time as i32 - before.clock.time as i32;
        out.push(signed("change-time", d));
    }
    let tw = a.twilight as i32 - b.twilight as i32;
    if tw > 0 {
        out.push(tr_args("change-dark-shift", &[("n", tw.into())]));
    } else if tw < 0 {
        out.push(tr_args("change-light-shift", &[("n", (-tw).into())]));
    }
    let favors = |h: &crate::game::Holdings| h.favors.iter().map(|&f| f as i32).sum::<i32>();
    let f = favors(&a.holdings) - favors(&b.holdings);
    if f != 0 {
        out.push(signed("change-favors", f));
    }
    let bad = a.holdings.bad_baggage as i32 - b.holdings.bad_baggage as i32;
    if bad > 0 {
        out.push(tr_args("change-bad-baggage", &[("n", bad.into())]));
    }
    let good = a.holdings.good_baggage as i32 - b.holdings.good_baggage as i32;
    if good > 0 {
        out.push(tr_args("change-good-baggage", &[("n", good.into())]));
    }
    let trauma = (a.holdings.trauma + a.holdings.trauma_big * 3) as i32
        - (b.holdings.trauma + b.holdings.trauma_big * 3) as i32;
    if trauma > 0 {
        out.push(tr_args("change-trauma", &[("n", trauma.into())]));
    }
    let hand = a.hand as i32 - b.hand as i32;
    if hand != 0 {
        out.push(signed("change-cards", hand));
    }
    if a.at != b.at {
        out.push(tr("change-moved"));
    }
    out.join(&tr("list-sep"))
}

/// A hunch of the viewer's won or lost as the suspects stand now, as the viewer's own notices.
fn hunch_notices(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    me: Option<SeatId>,
) -> Vec<(NoticeKind, String)> {
    // A hunch of the viewer's won or lost as the suspects stand now (round 30 of issue 31:
    // nothing said how the case was going for the player). A secret: the hunches are. An
    // obsession (both hunches on one suspect) is left out: its lines move together.
    let (Some((g, i)), true) = (after.hunches, before.hunches == after.hunches) else {
        return Vec::new();
    };
    if after.viewer != me || before.viewer != me || !after.daytime || g == i {
        return Vec::new();
    }
    let was = crate::rules::standings::hunch_lines_now(content, before);
    let now = crate::rules::standings::hunch_lines_now(content, after);
    // Said when the likeliest murderer changes to or from a hunch's suspect (the VP, weighed
    // by the odds, moves a little with every token: the chip's arrow says those).
    // A token drawn and not yet placed counted unseen, as the score chip does.
    let leader = |s: &Snapshot| {
        crate::rules::standings::standings(content, &crate::rules::standings::undrawn(s))
            .first()
            .map(|(x, _)| *x)
    };
    let (led, leads) = (leader(before), leader(after));
    let mut out = Vec::new();
    for (n, (who, key_up, key_down)) in [
        (g, "notice-guilty-leads", "notice-guilty-behind"),
        (i, "notice-innocent-clear", "notice-innocent-leads"),
    ]
    .into_iter()
    .enumerate()
    {
        let (Some(was), Some(now)) = (was.get(n), now.get(n)) else {
            continue;
        };
        let (a, b) = (led == Some(who), leads == Some(who));
        if a == b || !after.suspect(who).is_some_and(|v| v.alive) {
            continue;
        }
        // Good news: the guilty hunch's suspect takes the lead, or the innocent one's loses
        // it. Said only when the VP moved the same way (the order weighs the totals too, the
        // VP only the chance: a lead taken on the totals while the chance fell says nothing).
        let good = (n == 0) == b;
        if (now.1 > was.1) != good || now.1 == was.1 {
            continue;
        }
        let key = if good { key_up } else { key_down };
        // Who leads now, when the hunch lost it (round 45: the estimate fell and nothing said
        // to whom).
        let leader = leads
            .map(|s| content.suspects[s].name.clone())
            .unwrap_or_default();
        let said = tr_args(
            key,
            &[
                ("who", content.suspects[who].name.as_str().into()),
                ("vp", (now.1 - was.1).abs().into()),
                ("leader", leader.into()),
            ],
        );
        // What moved it, where the view shows it (round 34: "the VP swings felt random
        // rather than earned"; round 33 dug through the files for the face-down token).
        let said = match swing_cause(content, before, after, me) {
            Some(cause) => tr_args(
                "notice-after",
                &[("notice", said.into()), ("cause", cause.into())],
            ),
            None => said,
        };
        out.push((NoticeKind::Score, said));
    }
    out
}

/// What moved the suspects' standing between two views, in a few words: the newest evidence
/// token ("Louis Blaine's face-down token on Eve"), else a death, an alibi or a hit on a
/// suspect, else what the viewer saw of the tokens (one drawn, one looked at), else the odds.
pub fn swing_cause(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    me: Option<SeatId>,
) -> Option<String> {
    let suspect = |i: crate::ids::SuspectId| content.suspects[i].name.clone();
    if let Some(t) = after
        .evidence
        .iter()
        .rev()
        .find(|t| !before.evidence.iter().any(|b| b.id == t.id))
    {
        let token = match (t.value, t.place.face_up) {
            (Some(e), true) => crate::ui::panels::case::short(e),
            (Some(e), false) => tr_args(
                "notice-token-known",
                &[("token", crate::ui::panels::case::short(e).into())],
            ),
            (None, _) => tr("notice-token-face-down"),
        };
        let placer = t.place.placed_by;
        return Some(if Some(placer) == me {
            tr_args(
                "notice-cause-own-token",
                &[
                    ("token", token.into()),
                    ("suspect", suspect(t.place.suspect).into()),
                ],
            )
        } else {
            let seat = after.seats.get(placer.index())?;
            tr_args(
                "notice-cause-token",
                &[
                    (
                        "placer",
                        content.detectives[seat.detective].def.name.as_str().into(),
                    ),
                    ("token", token.into()),
                    ("suspect", suspect(t.place.suspect).into()),
                ],
            )
        });
    }
    let shown = after.suspects.iter().find_map(|v| {
        let b = before.suspects.iter().find(|b| b.index == v.index)?;
        if b.alive && !v.alive {
            Some(tr_args(
                "notice-cause-dead",
                &[("suspect", suspect(v.index).into())],
            ))
        } else if v.alibis > b.alibis {
            Some(tr_args(
                "notice-cause-alibi",
                &[("suspect", suspect(v.index).into())],
            ))
        } else if v.hits > b.hits {
            Some(tr_args(
                "notice-cause-hit",
                &[("suspect", suspect(v.index).into())],
            ))
        } else {
            None
        }
    });
    if shown.is_some() {
        return shown;
    }
    // Nothing new on the sheet: the face-down tokens' odds moved with what the viewer saw
    // (round 45 of issue 31: "You ≈ 20 VP" fell to 5 after an evidence draw, nothing changed
    // in sight). A token drawn, or one seen, is no longer among those it has not seen.
    if let (Some(e), None) = (after.drawn, before.drawn) {
        return Some(tr_args(
            "notice-cause-drawn",
            &[("token", crate::ui::panels::case::short(e).into())],
        ));
    }
    let known = |s: &Snapshot| s.evidence.iter().filter(|t| t.value.is_some()).count();
    Some(tr(if known(after) > known(before) {
        "notice-cause-seen"
    } else {
        "notice-cause-odds"
    }))
}

/// A face-down token turned face up (a card, an event): what it is, and whose (round 38: a
/// newcomer's −2 showed face up later and nothing said why).
fn face_up_notices(
    content: &Content,
    before: &Snapshot,
    after: &Snapshot,
    me: Option<SeatId>,
) -> Vec<(NoticeKind, String)> {
    let mut out = Vec::new();
    // Not at the close, where every token turns (its panel says each), nor more than two at
    // once: the notices keep room for the rest.
    let turned: Vec<(&crate::model::TokenView, crate::model::Evidence)> = after
        .evidence
        .iter()
        .filter(|t| t.place.face_up)
        .filter_map(|t| {
            let b = before.evidence.iter().find(|b| b.id == t.id)?;
            Some((t, t.value.filter(|_| !b.place.face_up)?))
        })
        .collect();
    let turned = if turned.len() <= 2 {
        turned
    } else {
        Vec::new()
    };
    for (t, e) in turned {
        let suspect = content.suspects[t.place.suspect].name.clone();
        let token = crate::ui::panels::case::short(e);
        let text = if Some(t.place.placed_by) == me {
            tr_args(
                "notice-face-up-own",
                &[("token", token.into()), ("suspect", suspect.into())],
            )
        } else {
            tr_args(
                "notice-face-up",
                &[
                    (
                        "placer",
                        seat_name(content, after, t.place.placed_by).into(),
                    ),
                    ("token", token.into()),
                    ("suspect", suspect.into()),
                ],
            )
        };
        out.push((NoticeKind::Suspect, text));
    }
    out
}
