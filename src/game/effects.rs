//! The one effect interpreter that every card, ability, event and plot rule runs through
//! ([`run_effects`]), the answers to the choices effects ask for ([`apply_choice`]), and the
//! rules effects leave in force for a turn or a day (R-TWI-12).

use super::ctx::Ctx;
use super::decisions::next_decision;
use super::hands::{discard, draw, hand_len, limit};
use super::log::name_of;
use super::log::{log, report};
use super::tokens::{
    change_sanity, has_special, heal_trauma, holdings, set_mood, shift, take_supply, take_trauma,
    warrant_here,
};
use super::*;
use crate::content::{DetectiveRule, Effect, Rule, Span};
use crate::rules::twilight::condition_holds;
use rand::RngExt;

/// Runs an effect list: `actor` is the seat that played the card (it makes the choices about
/// the world), `target` the card's detective's seat (it gains and loses). Effects that need a
/// choice become decisions, asked in order once the others have happened.
pub fn run_effects(
    world: &mut World,
    content: &Content,
    actor: SeatId,
    target: SeatId,
    effects: &[Effect],
) -> Vec<Decision> {
    let mut asks = Vec::new();
    let snap = super::view::with_query(world, |world, q| seat_snapshot(world, q, target));
    for e in effects {
        run_one(world, content, snap.as_ref(), actor, target, e, &mut asks);
    }
    asks
}

fn run_one(
    world: &mut World,
    content: &Content,
    snap: Option<&crate::rules::Snapshot>,
    actor: SeatId,
    target: SeatId,
    e: &Effect,
    asks: &mut Vec<Decision>,
) {
    let choice = |choice| Decision {
        seat: actor,
        ask: Ask::Choice { target, choice },
    };
    match e {
        Effect::Time(n) => {
            let mut clock = world.resource_mut::<Clock>();
            clock.time = (clock.time as i16 + *n as i16).clamp(0, 99) as u8;
        }
        Effect::Shift(n) => shift(world, content, target, *n),
        Effect::DrawLight(n) => {
            let mut drawn = 0;
            for _ in 0..*n {
                if hand_len(world, target) < limit(world, target) {
                    draw(world, content, target, target);
                    drawn += 1;
                }
            }
            // R-TWI-1: fewer than the card says, said where it happens.
            if drawn < *n {
                let who = name_of(content, world.resource::<Table>(), target);
                let lim = limit(world, target);
                log(
                    world,
                    Some(target),
                    Msg::new("log-draws-at-hand-limit")
                        .det("who", who)
                        .num("drawn", drawn)
                        .num("n", *n)
                        .num("limit", lim),
                );
            }
        }
        Effect::DiscardRandom(n) => {
            for _ in 0..*n {
                let hand = on_seat(world, target, |h: &mut Hand| h.0.clone()).unwrap_or_default();
                if hand.is_empty() {
                    break;
                }
                super::ctx::shown(world);
                let i = world
                    .resource_mut::<GameRng>()
                    .0
                    .random_range(0..hand.len());
                discard(world, content, target, hand[i]);
                let who = name_of(content, world.resource::<Table>(), target);
                log(
                    world,
                    Some(target),
                    Msg::new("log-discards-at-random")
                        .det("who", who)
                        .card("card", hand[i]),
                );
            }
        }
        Effect::Favor(kind) => {
            if take_supply(world, |s| &mut s.favors[kind.index()]) {
                holdings(world, target, |h| h.favors[kind.index()] += 1);
            }
        }
        Effect::AnyFavor => asks.push(Decision {
            seat: target,
            ask: Ask::Choice {
                target,
                choice: Choice::Favor,
            },
        }),
        Effect::LoseFavor(n) => {
            for _ in 0..*n {
                let most = on_seat(world, target, |h: &mut Holdings| {
                    let (i, &f) = h
                        .favors
                        .iter()
                        .enumerate()
                        .max_by_key(|(i, f)| (**f, 3 - *i))?;
                    (f > 0).then(|| {
                        h.favors[i] -= 1;
                        i
                    })
                })
                .flatten();
                match most {
                    Some(i) => world.resource_mut::<Supply>().favors[i] += 1,
                    None => break,
                }
            }
        }
        Effect::Baggage { good, count } => {
            super::plots::add_baggage(world, target, *good, *count);
        }
        Effect::Conditional { kind, count } => {
            super::plots::conditional_baggage(world, content, target, kind, *count);
        }
        // Floyd's First Directive: he never takes trauma.
        Effect::Trauma(_) if has_special(world, content, target, &DetectiveRule::NoTrauma) => {}
        Effect::Trauma(n) => {
            for _ in 0..*n {
                take_trauma(world, content, target);
            }
        }
        Effect::Hit => asks.push(choice(Choice::Hit)),
        Effect::Alibi => asks.push(choice(Choice::Alibi)),
        Effect::Reveal => asks.push(choice(Choice::Reveal)),
        Effect::Peek => asks.push(choice(Choice::Peek)),
        Effect::MoveLead(kind) => asks.push(choice(Choice::MoveLead(*kind))),
        Effect::Relocate(loc) => {
            if let Some(to) = content.map.find(loc) {
                on_seat(world, target, |at: &mut At| at.0 = to);
            }
        }
        Effect::DropshipPass => {
            if take_supply(world, |s| &mut s.dropship_passes) {
                on_seat(world, target, |p: &mut DropshipPasses| p.0 += 1);
            }
        }
        Effect::WarrantHere => asks.extend(warrant_here(world, target)),
        Effect::Sanity(n) => change_sanity(world, content, target, *n),
        Effect::Money(n) => {
            let got = on_seat(world, target, |s: &mut Specials| {
                s.money.map(|m| {
                    let now = (m as i64 + *n as i64).max(0) as u32;
                    s.money = Some(now);
                    now
                })
            })
            .flatten();
            if let Some(now) = got {
                let who = name_of(content, world.resource::<Table>(), target);
                log(
                    world,
                    Some(target),
                    Msg::new("log-money").det("who", who).num("money", now),
                );
            }
        }
        Effect::Mood(good) => set_mood(world, target, *good),
        Effect::Haas => {
            if take_supply(world, |s| &mut s.haas) {
                holdings(world, target, |h| h.haas += 1);
            }
        }
        Effect::Jinteki => {
            if take_supply(world, |s| &mut s.jinteki) {
                holdings(world, target, |h| h.jinteki += 1);
            }
        }
        Effect::HealTrauma => heal_trauma(world, content, target),
        Effect::GiveBaggage => asks.push(Decision {
            seat: actor,
            ask: Ask::Benefit {
                pile: crate::content::Pile::Baggage,
            },
        }),
        Effect::MoveLily | Effect::MoveJimmy => asks.push(Decision {
            seat: actor,
            ask: Ask::MoveInformant {
                who: if *e == Effect::MoveLily {
                    Informant::Lily
                } else {
                    Informant::Jimmy
                },
            },
        }),
        Effect::Until { span, rule } => {
            on_seat(world, target, |t: &mut TempRules| t.0.push((*rule, *span)));
        }
        Effect::If { cond, then } => {
            if snap.is_some_and(|s| condition_holds(content, s, target, cond)) {
                for e in then {
                    run_one(world, content, snap, actor, target, e, asks);
                }
            }
        }
        // A fight is asked by the card's player as a whole (see `play_card`).
        Effect::Fight { .. } => {}
    }
}

/// Applies the answer to a card effect's choice (a hit, an alibi, a look, a reveal, a lead
/// moved, a favor).
pub fn apply_choice(world: &mut World, cx: &Ctx, choice: Choice) {
    use super::investigation as inv;
    let Ctx {
        content,
        snap,
        cmd,
        seat,
        who,
        ..
    } = *cx;
    match (choice, cmd.action) {
        (Choice::Hit, Action::ChooseSuspect { suspect }) => {
            let text = match inv::place_hit(world, content, suspect) {
                Ok(true) => Msg::new("log-hit-kills")
                    .det("who", who)
                    .sus("suspect", suspect),
                Ok(false) => Msg::new("log-places-hit")
                    .det("who", who)
                    .sus("suspect", suspect),
                Err(e) => e,
            };
            report(world, seat, text);
        }
        (Choice::Alibi, Action::ChooseSuspect { suspect }) => {
            let text = match inv::place_alibi(world, content, suspect) {
                Ok(()) => Msg::new("log-gives-alibi")
                    .det("who", who)
                    .sus("suspect", suspect),
                Err(e) => e,
            };
            report(world, seat, text);
        }
        (Choice::Peek, Action::ChooseSuspect { suspect }) => {
            report(
                world,
                seat,
                Msg::new("log-looks-in-secret")
                    .det("who", who)
                    .sus("suspect", suspect),
            );
            inv::peek(world, content, seat, suspect, Msg::new("peek-card"));
        }
        (Choice::Reveal, Action::RevealEvidence { token }) => {
            inv::reveal(
                world,
                content,
                seat,
                token,
                Msg::new("name").det("name", who),
            );
        }
        (Choice::MoveLead(_), Action::MoveLeadBonus { kind, owner, to }) => {
            if let Some(from) = snap.lead_at(kind, owner) {
                inv::move_lead(world, kind, owner, to);
                report(
                    world,
                    seat,
                    Msg::new("log-lead-moved")
                        .det("who", who)
                        .msg("lead", crate::rules::lead_msg(kind, owner))
                        .label("from", from)
                        .label("to", to),
                );
            }
        }
        (Choice::Favor, Action::GainFavor { kind }) => super::tokens::gain_favor(world, cx, kind),
        _ => return,
    }
    next_decision(world);
}

/// R-TWI-12: the rules a card put on `seat` until the end of a turn or a day end.
pub fn expire_rules(world: &mut World, span: Span) {
    let mut q = world.query::<&mut TempRules>();
    for mut t in q.iter_mut(world) {
        t.0.retain(|(_, s)| match span {
            Span::Turn => *s != Span::Turn,
            Span::Day => false,
        });
    }
}

/// The rule sum of one kind in force on `seat` from its plot cards and cards, for the turn's
/// Time (R-ROUND-2).
pub fn time_bonus(world: &mut World, _content: &Content, seat: SeatId) -> i32 {
    let Some(me) = super::view::seat_state(world, seat) else {
        return 0;
    };
    // Raymond's *Wrapped Up in Himself*: 1 Time less while his plot goes badly (R-SETUP-13).
    let wrapped = me.specials.wrapped && me.holdings.bad_baggage > me.holdings.good_baggage;
    me.rule_sum(|r| matches!(r, Rule::TimePerTurn(_))) - wrapped as i32
}
