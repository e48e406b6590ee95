//! Twilight cards' pure rules: the hand limit and drawing (R-TWI-1, R-TWI-2), playing light and
//! dark cards with their costs, discounts and plot-colour adjustment (R-TWI-4…8), conditions
//! (R-TWI-12), the standing rules cards and plots put on a detective, and the choices effects
//! ask for.

use super::investigation::twilight_end;
use super::{SeatState, Snapshot};
use crate::content::{Condition, Content, Deck, Effect, Rule};
use crate::ids::*;
use crate::model::{Action, CardPlay, Msg};

/// The most cards `seat` may hold before it can draw no more (R-TWI-1), with the rules in
/// force on it.
pub fn hand_limit(content: &Content, s: &Snapshot, seat: SeatId) -> usize {
    seat_hand_limit(content, &s.seats[seat])
}

/// A hand's size against its limit, as a player reads it: "4/6", or, when the limit fell
/// below what the hand already holds (Louis's Mood turned bad, R-SETUP-13), "7 — over the
/// limit of 5: no draws". R-TWI-1: the limit stops draws only; nothing is discarded for it.
pub fn hand_words(held: usize, limit: usize) -> Msg {
    Msg::new(if held > limit {
        "hand-over-limit"
    } else {
        "hand-count"
    })
    .num("held", held)
    .num("limit", limit)
}

/// [`hand_limit`] of the seat whose state is `me`.
pub fn seat_hand_limit(content: &Content, me: &SeatState) -> usize {
    let base = content.detectives[me.detective].def.hand_limit as i32;
    // Louis's Mood changes it by one either way (R-SETUP-13).
    (base + me.rule_sum(|r| matches!(r, Rule::HandLimit(_))) + me.specials.hand_bonus()).max(0)
        as usize
}

impl SeatState {
    /// The sum of the amounts of the rules in force that `pick` selects.
    pub fn rule_sum(&self, pick: impl Fn(&Rule) -> bool) -> i32 {
        self.rules
            .iter()
            .filter(|r| pick(r))
            .map(|r| match *r {
                Rule::Ruler(n) => n as i32,
                Rule::MoveCost(n) | Rule::TimePerTurn(n) | Rule::HandLimit(n) => n as i32,
                Rule::NoDraws | Rule::NoFollowUps => 1,
            })
            .sum()
    }
    /// Whether `rule` is in force on the detective.
    pub fn has_rule(&self, rule: Rule) -> bool {
        self.rules.contains(&rule)
    }
}

/// How a rule reads: "ruler +60 mm", "no draws".
pub fn rule_words(rule: &Rule) -> Msg {
    let signed = |key: &'static str, n: i32| Msg::new(key).text("n", format!("{n:+}"));
    match *rule {
        Rule::Ruler(n) => signed("rule-ruler", n as i32),
        Rule::MoveCost(n) => signed("rule-move-cost", n as i32),
        Rule::TimePerTurn(n) => signed("rule-time-per-turn", n as i32),
        Rule::HandLimit(n) => signed("rule-hand-limit", n as i32),
        Rule::NoDraws => Msg::new("rule-no-draws"),
        Rule::NoFollowUps => Msg::new("rule-no-follow-ups"),
    }
}

/// R-TWI-1, R-TWI-2: whether `seat` may draw from `from`'s deck (its own light deck, or
/// another seat's dark deck).
pub fn check_draw(content: &Content, s: &Snapshot, seat: SeatId, from: SeatId) -> Result<(), Msg> {
    let Some(source) = s.seats.get(from.index()) else {
        return Err(super::no_seat(from));
    };
    let limit = hand_limit(content, s, seat);
    let held = s.seats[seat].hand;
    if held > limit {
        return Err(Msg::new("refuse-over-hand-limit")
            .num("held", held)
            .num("limit", limit));
    }
    if held >= limit {
        return Err(Msg::new("refuse-hand-full").num("limit", limit));
    }
    let (left, what) = if from == seat {
        (source.light_deck, "refuse-own-light-empty")
    } else {
        (source.dark_deck, "refuse-dark-deck-empty")
    };
    if left == 0 {
        return Err(Msg::new(what));
    }
    Ok(())
}

/// Whether `card` is in the viewer's hand.
pub fn check_in_hand(s: &Snapshot, card: CardId) -> Result<(), Msg> {
    if s.hand.contains(&card) {
        Ok(())
    } else {
        Err(Msg::new("refuse-not-in-hand"))
    }
}

/// Whether `cond` holds for the detective of `seat` (R-TWI-4: a card's conditions).
pub fn condition_holds(content: &Content, s: &Snapshot, seat: SeatId, cond: &Condition) -> bool {
    let me = &s.seats[seat];
    let map = &content.map;
    let here = map.loc(me.at);
    match cond {
        Condition::AtQuality(q) => here.quality == *q,
        Condition::AtType(t) => here.kind == *t,
        Condition::At(id) => map.find(id) == Some(me.at),
        Condition::OnMoon => here.area == crate::content::Area::Moon,
        Condition::OnEarth => here.area == crate::content::Area::Earth,
        Condition::OnLead => s.leads.iter().any(|l| l.2 == me.at),
        Condition::AtScene => me.at == s.scene,
        Condition::LightShifted => me.twilight < 0,
        Condition::DarkShifted => me.twilight > 0,
        Condition::Favors(n) => {
            me.holdings
                .favors
                .iter()
                .chain(&me.holdings.npc_favors)
                .map(|&f| f as u32)
                .sum::<u32>()
                >= *n as u32
        }
        Condition::HoldsTrait(t) => {
            s.viewer == Some(seat)
                && s.hand
                    .iter()
                    .any(|&c| content.cards[c].def.traits.iter().any(|x| x == t))
        }
        Condition::PlotGoingWell => me.holdings.good_baggage > me.holdings.bad_baggage,
    }
}

/// How a condition reads.
pub fn condition_words(content: &Content, cond: &Condition) -> Msg {
    match cond {
        Condition::AtQuality(q) => Msg::new("cond-at-quality").text("kind", q.name()),
        Condition::AtType(t) => Msg::new("cond-at-type").text("kind", t.name()),
        Condition::At(id) => match content.map.find(id) {
            Some(l) => Msg::new("cond-at").label("place", l),
            None => Msg::new("cond-at").text("place", id.clone()),
        },
        Condition::OnMoon => Msg::new("cond-on-moon"),
        Condition::OnEarth => Msg::new("cond-on-earth"),
        Condition::OnLead => Msg::new("cond-on-lead"),
        Condition::AtScene => Msg::new("cond-at-scene"),
        Condition::LightShifted => Msg::new("cond-light-shifted"),
        Condition::DarkShifted => Msg::new("cond-dark-shifted"),
        Condition::Favors(n) => Msg::new("cond-favors").num("count", *n),
        Condition::HoldsTrait(t) => Msg::new("cond-holds-trait").msg(
            "trait",
            Msg::with_key(crate::content::text::key(&["trait", t])),
        ),
        Condition::PlotGoingWell => Msg::new("cond-plot-going-well"),
    }
}

/// The twilight cost `play` of `card` comes to, once discards (R-TWI-7) and a plot-colour
/// adjustment (R-TWI-8) are counted, or why it may not be paid that way. `target` is the
/// detective's seat whose plot colour counts: the player's own for a light card, the active
/// detective's for a dark one.
pub fn card_cost(
    content: &Content,
    s: &Snapshot,
    target: SeatId,
    play: &CardPlay,
) -> Result<u8, Msg> {
    let c = &content.cards[play.card];
    let mut cost = c.def.cost as i32;
    if play.adjust != 0 {
        if play.adjust.abs() > 1 {
            return Err(Msg::new("refuse-adjust-one"));
        }
        let target_colour = s.seats[target].plot_colour;
        if c.def.colour.is_none() || c.def.colour != target_colour {
            return Err(Msg::new("refuse-adjust-colour").card("card", play.card));
        }
        cost += play.adjust as i32;
    }
    let discards = play.discards();
    for (i, &d) in discards.iter().enumerate() {
        if d == play.card {
            return Err(Msg::new("refuse-discard-itself"));
        }
        if !s.hand.contains(&d) {
            return Err(Msg::new("refuse-discard-not-held"));
        }
        if discards[..i].contains(&d) {
            return Err(Msg::new("refuse-discard-twice"));
        }
    }
    Ok((cost - discards.len() as i32).max(0) as u8)
}

/// R-TWI-4, R-TWI-6, R-TWI-7, R-TWI-8: whether `seat` may play the light card `play` now
/// (Time aside), and its twilight cost.
pub fn check_play_light(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    play: &CardPlay,
) -> Result<u8, Msg> {
    check_in_hand(s, play.card)?;
    let me = &s.seats[seat];
    if !is_card_of(content, play.card, Deck::Light, me.detective) {
        return Err(Msg::new("refuse-dark-of-other").card("card", play.card));
    }
    if super::has_special(
        content,
        me,
        &crate::content::DetectiveRule::OneLightCardPerTurn,
    ) && s.turn_log.light_cards > 0
    {
        return Err(Msg::new("refuse-one-light-card").det("who", me.detective));
    }
    check_requires(content, s, seat, play.card)?;
    let cost = card_cost(content, s, seat, play)?;
    card_payment(content, me, play)?;
    let end = twilight_end(content, me.detective);
    if me.twilight + cost as i8 > end {
        return Err(Msg::new("refuse-dark-shift-cost")
            .card("card", play.card)
            .num("cost", cost)
            .num("left", end - me.twilight));
    }
    Ok(cost)
}

/// R-TWI-4: whether the card's conditions hold for its detective (`seat`): what
/// [`check_requires`] asks, for listing only plays that might pass it.
pub fn requires_met(content: &Content, s: &Snapshot, seat: SeatId, card: CardId) -> bool {
    content.cards.get(card.index()).is_some_and(|c| {
        c.def
            .requires
            .iter()
            .all(|cond| condition_holds(content, s, seat, cond))
    })
}

/// R-TWI-4: the card's conditions hold for its detective (`seat`).
fn check_requires(content: &Content, s: &Snapshot, seat: SeatId, card: CardId) -> Result<(), Msg> {
    let c = &content.cards[card];
    for cond in &c.def.requires {
        if !condition_holds(content, s, seat, cond) {
            return Err(Msg::new("refuse-card-requires")
                .card("card", card)
                .det("who", s.seats[seat].detective)
                .msg("cond", condition_words(content, cond)));
        }
    }
    Ok(())
}

/// R-TWI-5, R-TWI-6, R-TWI-7, R-TWI-8: whether `seat` may play the dark card `play` against
/// the active detective now, and its twilight cost: it holds it, the card belongs to the
/// active detective's dark deck, its conditions hold for that detective, and its cost can be
/// paid by light-shifting.
pub fn check_play_dark(
    content: &Content,
    s: &Snapshot,
    seat: SeatId,
    play: &CardPlay,
) -> Result<u8, Msg> {
    check_in_hand(s, play.card)?;
    let active = s.active();
    let target = &s.seats[active];
    if seat == active || !is_card_of(content, play.card, Deck::Dark, target.detective) {
        return Err(Msg::new("refuse-not-their-dark")
            .card("card", play.card)
            .det("who", target.detective));
    }
    check_requires(content, s, active, play.card)?;
    let cost = card_cost(content, s, active, play)?;
    let me = &s.seats[seat];
    card_payment(content, me, play)?;
    let end = twilight_end(content, me.detective);
    if me.twilight - (cost as i8) < -end {
        return Err(Msg::new("refuse-light-shift-cost")
            .card("card", play.card)
            .num("cost", cost)
            .num("left", me.twilight + end));
    }
    Ok(cost)
}

/// R-TOKEN-1: the favors that pay the favor cost printed on `play`'s card, for the seat whose
/// state is `me` (its player): those the play names, or, when it names none, the game's pick
/// (the first way to pay, normal favors before NPC favors before Money) — or why it cannot be
/// paid.
pub fn card_payment(
    content: &Content,
    me: &SeatState,
    play: &CardPlay,
) -> Result<[Option<crate::model::Pay>; 2], Msg> {
    let c = &content.cards[play.card];
    let name = Msg::new("name").card("name", play.card);
    let costs = &c.def.favors;
    if costs.is_empty() || play.pay.iter().any(Option::is_some) {
        super::abilities::check_payment(content, me, costs, &name, &play.pay)?;
        return Ok(play.pay);
    }
    super::abilities::pay_options(content, me, costs)
        .into_iter()
        .find(|p| super::abilities::check_payment(content, me, costs, &name, p).is_ok())
        .ok_or_else(|| {
            let cost = match costs[..] {
                [ref one] => super::abilities::favor_words(one),
                [ref a, ref b, ..] => Msg::new("both")
                    .msg("a", super::abilities::favor_words(a))
                    .msg("b", super::abilities::favor_words(b)),
                [] => Msg::default(),
            };
            Msg::new("refuse-card-no-favor")
                .card("card", play.card)
                .msg("cost", cost)
        })
}

/// The ways a seat might pay for `card`: as printed, with a plot-colour adjustment down (when
/// it could apply), and with as many discards as it takes to make it affordable; a favor cost
/// (R-TOKEN-1) in every way the viewing seat could pay it. Used for the legal actions; a
/// player may choose other discards in the hand panel.
pub fn play_variants(content: &Content, s: &Snapshot, card: CardId) -> Vec<CardPlay> {
    let c = &content.cards[card];
    let others: Vec<CardId> = s.hand.iter().copied().filter(|&x| x != card).collect();
    let pays = match (c.def.favors.is_empty(), s.viewer) {
        (true, _) | (false, None) => vec![[None; 2]],
        (false, Some(v)) => super::abilities::pay_options(content, &s.seats[v], &c.def.favors),
    };
    let mut out = Vec::new();
    for adjust in [0i8, -1] {
        if adjust != 0 && c.def.colour.is_none() {
            continue;
        }
        for n in 0..=(c.def.cost as usize).min(others.len()) {
            for &pay in &pays {
                let mut play = CardPlay::new(card).with_discards(&others[..n]);
                play.adjust = adjust;
                play.pay = pay;
                out.push(play);
            }
        }
    }
    out
}

/// The card actions a seat might take on its turn, to be checked: draws, discards and the
/// plays of its own light cards whose conditions hold.
pub fn turn_options(content: &Content, s: &Snapshot, seat: SeatId) -> Vec<Action> {
    let mut out: Vec<Action> = s.seat_ids().map(|from| Action::DrawCard { from }).collect();
    if s.viewer == Some(seat) {
        for &card in &s.hand {
            // Only its own light cards could be played (R-TWI-5), and only when their
            // conditions hold (R-TWI-4): no use weighing the rest.
            if is_card_of(content, card, Deck::Light, s.seats[seat].detective)
                && requires_met(content, s, seat, card)
            {
                for play in play_variants(content, s, card) {
                    out.push(Action::PlayLight { play });
                }
            }
            out.push(Action::DiscardCard { card });
        }
    }
    out
}

/// Whether `card` is one of `detective`'s cards of `deck`: a light card is played by its
/// own detective, a dark one against its detective (R-TWI-5). What [`check_play_light`] and
/// [`check_play_dark`] ask first, for listing only plays that might pass them.
pub fn is_card_of(content: &Content, card: CardId, deck: Deck, detective: DetectiveId) -> bool {
    content
        .cards
        .get(card.index())
        .is_some_and(|c| c.def.deck == deck && c.detective == detective)
}

/// D-7: whether `seat` may say how it wants to be asked about `card` ([`Action::PromptFor`]):
/// a dark card it holds.
pub fn check_prompt_for(content: &Content, s: &Snapshot, card: CardId) -> Result<u8, Msg> {
    check_in_hand(s, card)?;
    if content.cards[card].def.deck != Deck::Dark {
        return Err(Msg::new("refuse-prompt-light").card("card", card));
    }
    Ok(0)
}

/// What the active detective is about to do that a dark card could spoil (D-7): follow up a
/// lead where it stands (its kind, for each), or get a jump on the case there.
fn about_to(content: &Content, s: &Snapshot) -> (Vec<crate::content::LeadKind>, bool) {
    let mut s = std::borrow::Cow::Borrowed(s);
    if s.pending.is_some() {
        s.to_mut().pending = None;
    }
    let active = s.active();
    let at = s.seats[active].at;
    let leads = s
        .leads
        .iter()
        .filter(|&&(kind, owner, loc)| {
            loc == at
                && super::check(content, &s, active, &Action::FollowUp { kind, owner }).is_ok()
        })
        .map(|l| l.0)
        .collect();
    let scene = super::check(content, &s, active, &Action::JumpOnTheCase).is_ok();
    (leads, scene)
}

/// D-7, as the game judges it for asking a human (the config's `auto_pass`): whether the dark
/// card `card` answers what the active detective has just done — it spoils the lead the
/// detective stands on and could follow up (it forbids follow-ups, moves the lead away, sends
/// the detective elsewhere, or takes the Time that is left), or its jump on the case. A card
/// that hurts the same whatever the detective does answers no action in particular.
pub fn answers_now(content: &Content, s: &Snapshot, card: CardId) -> bool {
    let Some(c) = content.cards.get(card.index()) else {
        return false;
    };
    if !s.daytime || s.seats.is_empty() {
        return false;
    }
    let (leads, scene) = about_to(content, s);
    let lead = !leads.is_empty();
    let at = s.seats[s.active()].at;
    c.def.effects.iter().any(|e| match e {
        Effect::Until {
            rule: Rule::NoFollowUps,
            ..
        } => lead,
        Effect::MoveLead(kind) => leads.iter().any(|&k| kind.is_none_or(|want| want == k)),
        Effect::Relocate(to) => (lead || scene) && content.map.find(to) != Some(at),
        Effect::Time(n) if *n < 0 => (lead || scene) && s.clock.time as i8 <= -*n,
        _ => false,
    })
}

/// Whether `seat` could play the dark card `card` it holds on the `active` detective now: its
/// conditions hold and one way of paying for it is allowed (R-TWI-4, R-TWI-5).
pub fn playable_dark(
    content: &Content,
    s: &Snapshot,
    active: SeatId,
    seat: SeatId,
    card: CardId,
) -> bool {
    requires_met(content, s, active, card)
        && play_variants(content, s, card)
            .iter()
            .any(|p| check_play_dark(content, s, seat, p).is_ok())
}

/// D-7, as the game asks a human about `card` by default: when it answers the action just
/// made ([`answers_now`]), and once in each of its target's turns at the first window it
/// could be played in — let pass then, it is asked again only when it answers an action
/// (rounds 27 and 28 of issue 31: cards that answered nothing, or only a rare moment, were
/// never offered, and newcomers found them dead in the hand). `offered`: whether it was
/// offered so this turn already.
///
/// A card that would do nothing now — only conditional baggage, none of whose kinds means
/// anything to its target's plot in play — is not offered (round 31: "Fear means nothing to
/// Floyd's plot now: that part does nothing" stopped the table all the same).
/// `quiet`: the config's `quiet_offers` (games made before it offer idle cards too).
pub fn asks_now(content: &Content, s: &Snapshot, card: CardId, offered: bool, quiet: bool) -> bool {
    answers_now(content, s, card)
        || (s.daytime && !offered && !(quiet && idle_now(content, s, card, s.active())))
}

/// Whether the default judging (D-7) makes `card`'s once-a-turn offer to the viewer at all,
/// in the game's quiet offers (`s.quiet_offers`: none for a card that would do nothing, none
/// at a shared screen).
pub fn offered_once(content: &Content, s: &Snapshot, card: CardId) -> bool {
    let (quiet, shared) = s.quiet_offers;
    !(quiet && (shared || idle_now(content, s, card, s.active())))
}

/// Whether `card` would do nothing if played on `target` now: all it does is conditional
/// baggage (R-PLOT-5), and no kind it names is on `target`'s start or crossroads card in play.
pub fn idle_now(content: &Content, s: &Snapshot, card: CardId, target: SeatId) -> bool {
    let (Some(c), Some(seat)) = (content.cards.get(card.index()), s.seats.get(target.index()))
    else {
        return false;
    };
    let stage = super::plot_stage(content, seat);
    !c.def.effects.is_empty()
        && c.def.effects.iter().all(|e| {
            matches!(e, Effect::Conditional { kind, .. }
                if super::conditional_worth(stage, kind).is_none())
        })
}

/// The moment the game asks about `card` by default besides its once-a-turn offer (D-7,
/// [`answers_now`]), in words after "Asked when …"; `None` for a card that answers no action
/// in particular (offered once a turn only).
pub fn answers_words(content: &Content, card: CardId) -> Option<Msg> {
    let c = content.cards.get(card.index())?;
    let who = |key: &'static str| Some(Msg::new(key).det("who", c.detective));
    let has = |f: &dyn Fn(&Effect) -> bool| c.def.effects.iter().any(f);
    if has(&|e| matches!(e, Effect::Relocate(_))) {
        who("answers-lead-or-scene")
    } else if has(&|e| {
        matches!(
            e,
            Effect::MoveLead(_)
                | Effect::Until {
                    rule: Rule::NoFollowUps,
                    ..
                }
        )
    }) {
        who("answers-lead")
    } else if has(&|e| matches!(e, Effect::Time(n) if *n < 0)) {
        who("answers-low-time")
    } else {
        None
    }
}
