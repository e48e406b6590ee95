//! The hint: the hard bot's best action for a seat now, with one sentence saying why. It
//! decides from that seat's view only (a [`SeatView`], and samples of everything the seat
//! cannot know), exactly as a hard bot in that seat would; the words come from
//! [`rules::action_words`].

use super::hard::choose_hard;
use super::idle::idle_effect;
pub use super::idle::{even_card, idle_card, idle_key};
use super::values::travel;
use super::*;
use crate::game::lookahead::Lookahead;
use crate::i18n::{Arg as A, tr, tr_args as t};

/// What the hint says.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Hint {
    /// The action hinted.
    pub action: Action,
    /// The action, in a player's words.
    pub words: String,
    /// Why, in one sentence.
    pub why: String,
}

/// Kept apart from the bots' own random numbers, so asking for a hint never changes a game.
const HINT_SALT: u64 = 0x4817_7A11;

/// The hard bot's best action for `seat` now, if the game waits for `seat`.
pub fn hint(
    world: &mut World,
    q: &mut bevy::ecs::system::SystemState<GameQuery>,
    seat: SeatId,
) -> Option<Hint> {
    let seed = world.resource::<Table>().seed;
    let mut rng = bot_rng(seed ^ HINT_SALT, world.resource::<History>().0.len());
    let view = seat_view(world, q, seat)?;
    if !view.daytime || view.decider() != seat {
        return None;
    }
    let content = world.resource::<Content>().clone();
    let (best, _) = choose_hard(&content, &view, || Lookahead::new(world, seat), &mut rng);
    // On the seat's own turn the hint leads somewhere it can get to and act at with the Time
    // left, and names that goal.
    let (mut action, mut goal) = if view.pending.is_none() {
        fit_the_time(&content, &view, seat, best)
    } else {
        (best, None)
    };
    if view.pending.is_none() {
        (action, goal) = keep_the_aim(world, &content, &view, seat, (action, goal));
    }
    Some(Hint {
        action,
        // The hint is for the screen that asked: said in its language (the content is too).
        words: crate::i18n::say(
            &content,
            &rules::action_words(&content, &view, seat, &action),
        ),
        why: goal
            .map(|g| g.sentence)
            .unwrap_or_else(|| why(&content, &view, seat, &action)),
    })
}

/// Where the last hint sent each seat this turn: the place of its goal (a lead two moves
/// on, say). Asked again on the same turn, the hint keeps that aim while it still leads to
/// something worth doing (a hint that changes its mind at each ask, or after the first step
/// of two, is no help). Only the hint reads it: the game never does.
#[derive(Resource, Default)]
pub struct HintAims(Vec<Option<(u32, LocId)>>);

/// A move toward the place the last hint this turn aimed at, if that place still has a goal
/// at least as good for the case as the new hint's; the new hint's aim remembered otherwise.
fn keep_the_aim(
    world: &mut World,
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    (action, aim_goal): (Action, Option<Goal>),
) -> (Action, Option<Goal>) {
    let turn = (s.clock.week as u32) << 16 | (s.clock.day as u32) << 8 | seat.index() as u32;
    let mut aims = world.get_resource_or_insert_with(HintAims::default);
    if aims.0.len() <= seat.index() {
        aims.0.resize(seat.index() + 1, None);
    }
    let moving = |a: &Action| matches!(a, Action::Move { .. } | Action::Dropship { .. });
    let new_place = aim_goal.as_ref().and_then(|g| g.place);
    let kept = aims.0[seat.index()]
        .filter(|&(t, f)| {
            t == turn && moving(&action) && new_place != Some(f) && s.seats[seat].at != f
        })
        .and_then(|(_, f)| {
            let case = aim_goal.as_ref().is_some_and(|n| n.case);
            rules::legal_actions(content, s, seat)
                .into_iter()
                .filter(|a| moving(a))
                .filter_map(|a| goal(content, s, seat, &a).map(|g| (a, g)))
                .filter(|(_, g)| g.place == Some(f) && (g.case || !case))
                .min_by_key(|(a, g)| (matches!(a, Action::Dropship { .. }), g.time))
        });
    let (action, aim_goal) = match kept {
        Some((a, g)) => (a, Some(g)),
        None => (action, aim_goal),
    };
    aims.0[seat.index()] = aim_goal
        .as_ref()
        .and_then(|g| g.place)
        .filter(|_| moving(&action))
        .map(|f| (turn, f));
    (action, aim_goal)
}

/// What a hinted action on the seat's own turn is for: one sentence naming the goal, and the
/// Time the action and the goal take together this turn.
#[derive(Clone, Debug, PartialEq)]
pub struct Goal {
    /// The goal, in a player's words.
    pub sentence: String,
    /// The Time the action and what it leads to take this turn (never more than is left).
    pub time: u8,
    /// A lead (evidence or a piece of the conspiracy) or the scene of the crime.
    pub case: bool,
    /// Only a free card (a ritzy or seedy place, or a draw).
    pub card_only: bool,
    /// Where the goal is done (a lead's place two moves on, say); none for a goal anywhere.
    pub place: Option<LocId>,
}

/// Something `seat` can do where it stands in `there` (its place and Time set): a lead to
/// follow up, a jump on the case, an ability worth its cost. The action, its Time, and
/// whether it moves the case.
fn act_here(content: &Content, there: &Snapshot, seat: SeatId) -> Option<(Action, u8, bool)> {
    let legal = rules::legal_actions(content, there, seat);
    let cost = |a: &Action| rules::check(content, there, seat, a).unwrap_or(0);
    if let Some(f) = legal.iter().find(|a| matches!(a, Action::FollowUp { .. })) {
        return Some((*f, cost(f), true));
    }
    if legal.contains(&Action::JumpOnTheCase) {
        return Some((Action::JumpOnTheCase, cost(&Action::JumpOnTheCase), true));
    }
    let a = super::values::best_ability(content, there, seat, &legal)
        .filter(|a| ruler_pays(content, there, seat, a))?;
    Some((a, cost(&a), false))
}

/// Whether `a`, an ability that lengthens the ruler for the turn (Starport Kaguya's), brings
/// a lead or the scene of the crime within a ruler move this turn that the ruler as it is does
/// not reach; any other action: `true`. A hint never spends Time on a longer ruler the next
/// move does not use (a Beanstalk step, say).
fn ruler_pays(content: &Content, s: &Snapshot, seat: SeatId, a: &Action) -> bool {
    use crate::content::{Effect, Rule};
    let Action::UseAbility { option, .. } = *a else {
        return true;
    };
    let me = &s.seats[seat];
    let Some(u) = content.map.loc(me.at).uses.get(option as usize) else {
        return true;
    };
    let extra: i32 = u
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Until {
                rule: Rule::Ruler(n),
                ..
            } => Some(i32::from(*n)),
            _ => None,
        })
        .sum();
    if extra <= 0 {
        return true;
    }
    let now = rules::ruler_of(content, me);
    let left = s.clock.time.saturating_sub(u.time);
    let mut places = s.leads.iter().map(|l| l.2).chain([s.scene]);
    places.any(|p| {
        rules::reaches(&content.map, me.at, p, now).is_none()
            && rules::reaches(&content.map, me.at, p, now + extra as f32)
                == Some(rules::MoveVia::Ruler)
            && rules::move_cost(content, me, p) <= left
    })
}

/// `s` with `seat` standing at `to` with `time` left.
fn standing(s: &Snapshot, seat: SeatId, to: LocId, time: u8) -> Snapshot {
    let mut there = s.clone();
    there.seats[seat].at = to;
    there.clock.time = time;
    there
}

/// The goal of doing `act` at `at`, in words.
fn act_words(content: &Content, s: &Snapshot, seat: SeatId, at: LocId, act: &Action) -> String {
    let suspect = |x: SuspectId| A::from(content.suspects[x].name.clone());
    let place = || A::from(content.map.label(at));
    match *act {
        Action::FollowUp { kind, owner } => {
            let lead = A::from(lead_name(content, kind, owner));
            match s.hunches {
                // Obsession (both hunches on one suspect): one suspect to push.
                Some((g, i)) if g == i => t(
                    "hint-act-lead-obsession",
                    &[("lead", lead), ("place", place()), ("guilty", suspect(g))],
                ),
                Some((g, i)) => t(
                    "hint-act-lead-hunches",
                    &[
                        ("lead", lead),
                        ("place", place()),
                        ("guilty", suspect(g)),
                        ("innocent", suspect(i)),
                    ],
                ),
                None => t("hint-act-lead", &[("lead", lead), ("place", place())]),
            }
        }
        Action::JumpOnTheCase => t("hint-act-jump", &[("place", place())]),
        Action::UseAbility { option, .. } => {
            let text = content
                .map
                .loc(at)
                .uses
                .get(option as usize)
                .map(|u| u.text.clone())
                .unwrap_or_default();
            let baggage = rules::plot_stage(content, &s.seats[seat]).is_some_and(|stage| {
                crate::rules::baggage::feeds(content, s, seat, stage)
                    .good
                    .contains(&crate::rules::baggage::Source::Place { loc: at })
            });
            let key = if baggage {
                "hint-act-baggage"
            } else {
                "hint-act-ability"
            };
            t(key, &[("place", place()), ("text", text.into())])
        }
        Action::EventAction { event, .. } => t(
            "hint-act-event",
            &[
                ("event", content.events[event].def.name.clone().into()),
                ("place", place()),
            ],
        ),
        _ => t("hint-act-other", &[("place", place())]),
    }
}

/// "1 Time" or "2 Time".
fn time_words(time: u8) -> String {
    t("hint-time", &[("time", time.into())])
}

/// A lead's name, in the language of the screen that asked: "Eve's testimony lead".
fn lead_name(content: &Content, kind: crate::content::LeadKind, owner: LeadOwner) -> String {
    crate::i18n::say(content, &rules::lead_msg(kind, owner))
}

/// Capitalises the first letter of `s`.
fn sentence(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => s,
    }
}

/// What `action` leads to this turn for the active `seat`, within the Time left; `None` when
/// it leads nowhere `seat` can act at this turn (a move toward a place out of reach).
pub fn goal(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> Option<Goal> {
    let time = s.clock.time;
    let me = &s.seats[seat];
    let cost = rules::check(content, s, seat, action).ok()?;
    let (to, dropship) = match *action {
        Action::Move { to } => (to, false),
        Action::Dropship { to } => (to, true),
        Action::FollowUp { .. } | Action::JumpOnTheCase | Action::UseAbility { .. } => {
            let act = act_words(content, s, seat, me.at, action);
            return Some(Goal {
                sentence: t(
                    "hint-goal-here",
                    &[
                        ("act", sentence(act).into()),
                        ("cost", time_words(cost).into()),
                        ("time", time.into()),
                    ],
                ),
                time: cost,
                case: matches!(action, Action::FollowUp { .. } | Action::JumpOnTheCase),
                card_only: false,
                place: Some(me.at),
            });
        }
        Action::DrawCard { .. } => {
            return Some(Goal {
                sentence: about(content, s, seat, action)?,
                time: cost,
                case: false,
                card_only: true,
                place: None,
            });
        }
        _ => {
            return about(content, s, seat, action).map(|sentence| Goal {
                sentence,
                time: cost,
                case: false,
                card_only: false,
                place: None,
            });
        }
    };
    let step = rules::moves_of(content, s, seat, dropship)
        .into_iter()
        .find(|o| o.to == to)?;
    let spent = step.cost.saturating_add(step.then);
    let left = time.checked_sub(spent)?;
    let there = standing(s, seat, to, left);
    let place = || A::from(content.map.label(to));
    // Something to do where the move ends.
    if let Some((act, tm, case)) = act_here(content, &there, seat) {
        return Some(Goal {
            sentence: t(
                "hint-goal-there",
                &[
                    (
                        "act",
                        sentence(act_words(content, s, seat, to, &act)).into(),
                    ),
                    ("walk", time_words(spent).into()),
                    ("cost", time_words(tm).into()),
                    ("time", time.into()),
                ],
            ),
            time: spent + tm,
            case,
            card_only: false,
            place: Some(to),
        });
    }
    // On the way to a place where there is something to do this turn.
    let mut best: Option<(u8, LocId, Action, u8, bool)> = None;
    let mut places: Vec<LocId> = s.leads.iter().map(|l| l.2).collect();
    places.push(s.scene);
    for event in s.events.active() {
        places.extend(content.events[event].action_at.iter().copied());
    }
    let direct = |p: LocId| rules::time_to(content, me, p, time).map(|t| t.0);
    for p in places {
        if p == to || p == me.at {
            continue;
        }
        let Some((walk, _)) = rules::time_to(content, &there.seats[seat], p, left) else {
            continue;
        };
        // The move must be on a shortest way there.
        if direct(p).is_none_or(|d| spent + walk > d) && !dropship {
            continue;
        }
        let arrive = rules::arrival_cost(&standing(s, seat, to, left), p, walk);
        let Some(rest) = left.checked_sub(walk + arrive) else {
            continue;
        };
        let Some((act, tm, case)) = act_here(content, &standing(s, seat, p, rest), seat) else {
            continue;
        };
        let total = spent + walk + arrive + tm;
        if best.is_none_or(|b| (!case, total) < (!b.4, b.0)) {
            best = Some((total, p, act, walk + arrive, case));
        }
    }
    if let Some((total, p, act, walk, case)) = best {
        return Some(Goal {
            sentence: t(
                "hint-goal-on-the-way",
                &[
                    ("act", act_words(content, s, seat, p, &act).into()),
                    ("walk", time_words(spent + walk).into()),
                    ("cost", time_words(total - spent - walk).into()),
                    ("time", time.into()),
                ],
            ),
            time: total,
            case,
            card_only: false,
            place: Some(p),
        });
    }
    // A free card as the move ends (R-MOVE-6), unless the seat let them go for the day.
    let room =
        me.hand < rules::twilight::seat_hand_limit(content, me) && !s.skip_free.contains(&seat);
    match content.map.loc(to).quality {
        crate::content::Quality::Seedy if room => Some(Goal {
            sentence: t(
                "hint-goal-seedy",
                &[
                    ("place", place()),
                    ("walk", time_words(spent).into()),
                    ("time", time.into()),
                ],
            ),
            time: spent,
            case: false,
            card_only: true,
            place: Some(to),
        }),
        crate::content::Quality::Ritzy if room => Some(Goal {
            sentence: t(
                "hint-goal-ritzy",
                &[
                    ("place", place()),
                    ("walk", time_words(spent).into()),
                    ("time", time.into()),
                ],
            ),
            time: spent,
            case: false,
            card_only: true,
            place: Some(to),
        }),
        _ => None,
    }
}

/// Whether the seat's hunches still need evidence: its guilty hunch is not clearly ahead, or
/// its innocent one not clearly clear, as far as it knows the totals.
fn hunches_need_evidence(content: &Content, s: &Snapshot) -> bool {
    s.hunches.is_some() && super::values::evidence_utility(content, s, None) < 16.0
}

/// The hint on the seat's own turn, made to fit the Time left: the hard bot's `best` when it
/// leads somewhere the seat can act this turn; else the nearest goal that fits (a lead first),
/// a card or an ability here, or ending the turn. In week 2, while the hunches need evidence,
/// a lead that fits comes before a free card.
fn fit_the_time(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    best: Action,
) -> (Action, Option<Goal>) {
    let g = goal(content, s, seat, &best);
    let moving = matches!(best, Action::Move { .. } | Action::Dropship { .. });
    let card_only =
        g.as_ref().is_some_and(|g| g.card_only) || matches!(best, Action::DrawCard { .. });
    let want_case = s.clock.week >= 2 && card_only && hunches_need_evidence(content, s);
    // A card with nothing to work on, or a longer ruler no move uses: never the hint.
    let wasteful = matches!(best, Action::PlayLight { play }
            if idle_card(content, s, play.card) || even_card(content, s, seat, play.card))
        || !ruler_pays(content, s, seat, &best);
    let lost = (moving && g.is_none()) || wasteful;
    if !lost && !want_case {
        return (best, g);
    }
    let legal = rules::legal_actions(content, s, seat);
    // A move (a dropship last) whose goal fits, the case first, then the nearest.
    let route = legal
        .iter()
        .filter(|a| matches!(a, Action::Move { .. } | Action::Dropship { .. }))
        .filter_map(|a| goal(content, s, seat, a).map(|g| (*a, g)))
        .filter(|(_, g)| !g.card_only && (g.case || !want_case))
        .min_by_key(|(a, g)| (!g.case, matches!(a, Action::Dropship { .. }), g.time));
    if let Some((a, g)) = route {
        return (a, Some(g));
    }
    if want_case && !wasteful {
        return (best, g);
    }
    // Nothing to reach and act at this turn: something to do here, then the end of the turn.
    let lively: Vec<Action> = legal
        .iter()
        .filter(|a| {
            !matches!(a, Action::PlayLight { play }
                if idle_card(content, s, play.card) || even_card(content, s, seat, play.card))
        })
        .copied()
        .collect();
    let here = super::values::best_light_card(content, s, seat, &lively).or_else(|| {
        super::values::best_ability(content, s, seat, &legal)
            .filter(|a| ruler_pays(content, s, seat, a))
    });
    if let Some(a) = here {
        let g = goal(content, s, seat, &a);
        return (a, g);
    }
    let free = legal
        .iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .filter_map(|a| goal(content, s, seat, a).map(|g| (*a, g)))
        .min_by_key(|(_, g)| g.time);
    if let Some((a, g)) = free {
        return (a, Some(g));
    }
    let time = s.clock.time;
    if legal.contains(&Action::DrawCard { from: seat }) {
        return (
            Action::DrawCard { from: seat },
            Some(Goal {
                sentence: t("hint-goal-none-card", &[("time", time.into())]),
                time: 1,
                case: false,
                card_only: true,
                place: None,
            }),
        );
    }
    (
        Action::EndTurn,
        Some(Goal {
            sentence: t("hint-goal-none-end", &[("time", time.into())]),
            time: 0,
            case: false,
            card_only: false,
            place: None,
        }),
    )
}

/// One sentence: why `action` is worth it for `seat`, from what `seat` sees. Said of the
/// hint, the hard bot's best answer: where nothing more particular is known, that it came out
/// best.
pub fn why(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> String {
    about(content, s, seat, action).unwrap_or_else(|| match *action {
        Action::Shift { seat: target, dark } => {
            let name = s
                .seats
                .get(target.index())
                .map(|x| content.detectives[x.detective].def.name.clone())
                .unwrap_or_default();
            let key = match (target == seat, dark) {
                (true, false) => "hint-why-light-shift-self",
                (true, true) => "hint-why-dark-shift-self",
                (false, true) => "hint-why-dark-shift-other",
                (false, false) => "hint-why-light-shift-other",
            };
            let reason = t(key, &[("name", name.into())]);
            t("hint-why-ahead", &[("reason", reason.into())])
        }
        // A fight: the tactics' own part of the card (round 29 of issue 31: no reason given).
        Action::Tactics { dark } => s
            .pending
            .and_then(|d| match d.ask {
                crate::model::Ask::Fight { card, .. } => content.cards.get(card.index()),
                _ => None,
            })
            .and_then(|c| crate::i18n::fight_parts(&c.def.text))
            .map_or_else(
                || tr("hint-why-best"),
                |(light, dark_part)| {
                    let (name, part) = if dark {
                        (tr("fight-dark-tactics"), dark_part)
                    } else {
                        (tr("fight-light-tactics"), light)
                    };
                    t(
                        "hint-why-tactics",
                        &[("tactics", name.into()), ("part", part.into())],
                    )
                },
            ),
        _ => tr("hint-why-best"),
    })
}

/// The name of `seat`'s detective, for the words.
fn seat_name(content: &Content, s: &Snapshot, seat: SeatId) -> A<'static> {
    content.detectives[s.seats[seat].detective]
        .def
        .name
        .clone()
        .into()
}

/// What `action` is worth to `seat`, said of any one of its choices (the *What can I do?*
/// list): [`why`] without the claim that it came out best, or nothing when there is nothing
/// more particular to say.
pub fn about(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> Option<String> {
    let map = &content.map;
    let me = &s.seats[seat];
    let suspect = |x: SuspectId| A::from(content.suspects[x].name.clone());
    let name = |x: SuspectId| [("name", suspect(x))];
    Some(match *action {
        Action::Move { to } | Action::Dropship { to } => {
            if let Some(l) = s.leads.iter().find(|l| l.2 == to) {
                t(
                    "hint-about-lead-there",
                    &[("lead", lead_name(content, l.0, l.1).into())],
                )
            } else if to == s.scene && s.hero_on_scene != Some(seat) {
                tr("hint-about-scene")
            } else {
                let near = s
                    .leads
                    .iter()
                    .filter(|l| l.2 != me.at)
                    .min_by(|a, b| travel(map, to, a.2).total_cmp(&travel(map, to, b.2)));
                match near {
                    Some(l) => t(
                        "hint-about-closer-to",
                        &[
                            ("lead", lead_name(content, l.0, l.1).into()),
                            ("place", map.label(l.2).into()),
                        ],
                    ),
                    None => tr("hint-about-closer"),
                }
            }
        }
        Action::JumpOnTheCase => tr("hint-about-jump"),
        Action::FollowUp { .. } => tr("hint-about-follow-up"),
        Action::TakeEvidence => match s.hunches {
            Some((g, i)) => t(
                "hint-about-evidence-hunches",
                &[("guilty", suspect(g)), ("innocent", suspect(i))],
            ),
            None => tr("hint-about-evidence"),
        },
        Action::UncoverConspiracy { .. } => tr("hint-about-conspiracy"),
        Action::PlaceEvidence { suspect: x, .. } => {
            // What the token does depends on its sign: a plus pushes towards murderer, a minus
            // away (a surprise witness or a perjury is its own story).
            let sign = match s.drawn {
                Some(Evidence::Value(v)) => v.signum(),
                _ => 0,
            };
            // What the close would do to it there (R-CLOSE-3), as the evidence panel says it.
            let kind = match s.pending {
                Some(Decision {
                    ask: Ask::PlaceEvidence { kind, .. },
                    ..
                }) => Some(kind),
                _ => None,
            };
            // A token alone in its file counts once another joins it: not "changes nothing".
            let lost = kind.filter(|&k| {
                crate::rules::scoring::close_fate(content, s, x, k, s.drawn)
                    .is_some_and(|(key, _)| key != "close-note-alone")
            });
            if let Some(note) =
                lost.and_then(|k| crate::rules::scoring::close_note(content, s, x, k, s.drawn))
            {
                return Some(t(
                    "hint-about-place-wasted",
                    &[
                        ("name", suspect(x)),
                        ("note", crate::i18n::say(content, &note).into()),
                    ],
                ));
            }
            let serves = match (s.hunches, sign) {
                (Some((g, _)), 1) if g == x => t("hint-about-plus-guilty", &name(x)),
                (Some((_, i)), -1) if i == x => t("hint-about-minus-innocent", &name(x)),
                (Some((g, _)), -1) if g != x => t("hint-about-minus-rival", &name(x)),
                (Some((_, i)), 1) if i != x => t("hint-about-plus-other", &name(x)),
                _ => t("hint-about-serves", &name(x)),
            };
            // Alone in its file: when it counts, as the evidence panel says it.
            match kind.and_then(|k| crate::rules::scoring::close_note(content, s, x, k, s.drawn)) {
                Some(alone) => format!("{serves} ({})", crate::i18n::say(content, &alone)),
                None => serves,
            }
        }
        Action::PlayLight { play } if idle_card(content, s, play.card) => t(
            idle_key(s),
            &[("card", content.cards[play.card].def.name.clone().into())],
        ),
        Action::PlayLight { play } => {
            let def = &content.cards[play.card].def;
            let gains = light_gains(s, &def.effects);
            let why = if gains.is_empty() {
                t(
                    "hint-about-play-light",
                    &[
                        ("card", def.name.clone().into()),
                        ("text", def.text.clone().into()),
                    ],
                )
            } else {
                t(
                    "hint-about-play-light-gains",
                    &[
                        ("card", def.name.clone().into()),
                        ("gains", gains.join(", ").into()),
                    ],
                )
            };
            // Paid with cards rather than twilight: why (the bot's own reason, a nearly full hand).
            let discards = play.discards();
            if discards.is_empty() {
                why
            } else {
                let names: Vec<String> = discards
                    .iter()
                    .map(|&c| content.cards[c].def.name.clone())
                    .collect();
                let key = if super::values::hand_nearly_full(content, s, seat) {
                    "hint-about-discard-full"
                } else {
                    "hint-about-discard-spare"
                };
                format!(
                    "{why} {}",
                    t(
                        key,
                        &[
                            ("cards", names.join(&tr("list-sep")).into()),
                            ("n", (discards.len() as i64).into()),
                            ("held", (s.hand.len() as i64).into()),
                            (
                                "limit",
                                (crate::rules::twilight::hand_limit(content, s, seat) as i64)
                                    .into()
                            ),
                        ]
                    )
                )
            }
        }
        Action::PlayDark { play } => t(
            "hint-about-play-dark",
            &[
                ("name", seat_name(content, s, s.active())),
                ("text", content.cards[play.card].def.text.clone().into()),
            ],
        ),
        Action::UseAbility { option, .. } => match map.loc(me.at).uses.get(option as usize) {
            Some(u) => t(
                "hint-about-ability-text",
                &[("text", u.text.clone().into())],
            ),
            None => tr("hint-about-ability"),
        },
        Action::DrawCard { from } if from == seat => tr("hint-about-draw-light"),
        Action::DrawCard { from } => t(
            "hint-about-draw-dark",
            &[("name", seat_name(content, s, from))],
        ),
        // The other may keep it (round 26 of issue 31: a hinted request was refused and the
        // player had not been told it could be).
        Action::RecallMemory { from } => t(
            if s.turn_log.kept_memory(from) {
                "hint-about-recall-kept"
            } else {
                "hint-about-recall"
            },
            &[("name", seat_name(content, s, from))],
        ),
        Action::EndTurn => tr("hint-about-end-turn"),
        Action::PassResponse | Action::HoldResponses { .. } => tr("hint-about-pass"),
        Action::DiscardCard { card } => t(
            "hint-about-discard",
            &[
                ("held", s.hand.len().into()),
                ("card", content.cards[card].def.name.clone().into()),
            ],
        ),
        _ => return None,
    })
}

/// What a light card brings its detective now, in a few words each ("2 Time", "a card", "good
/// baggage"): what the hint says a play is for, rather than the card's whole text.
fn light_gains(s: &Snapshot, effects: &[crate::content::Effect]) -> Vec<String> {
    use crate::content::Effect as E;
    effects
        .iter()
        .filter(|e| !idle_effect(s, e))
        .filter_map(|e| match *e {
            // Playing it takes 1 Time (R-TWI-4): say what is left over, so "costs 1, brings
            // 2" reads as the Time it wins.
            E::Time(n) if n > 1 => Some(t(
                "hint-gain-time-net",
                &[
                    ("n", i64::from(n).into()),
                    ("net", (i64::from(n) - 1).into()),
                ],
            )),
            E::Time(1) => Some(tr("hint-gain-time-even")),
            E::DrawLight(n) if n > 0 => Some(t("hint-gain-cards", &[("n", i64::from(n).into())])),
            E::Favor(_) | E::AnyFavor => Some(tr("hint-gain-favor")),
            E::Baggage { good: true, count } => {
                Some(t("hint-gain-baggage", &[("n", i64::from(count).into())]))
            }
            E::HealTrauma => Some(tr("hint-gain-heal")),
            E::DropshipPass => Some(tr("hint-gain-pass")),
            E::Hit => Some(tr("hint-gain-hit")),
            E::Alibi => Some(tr("hint-gain-alibi")),
            E::Peek => Some(tr("hint-gain-peek")),
            E::Reveal => Some(tr("hint-gain-reveal")),
            _ => None,
        })
        .collect()
}
