//! Pure rules: plain functions over plain data, with no ECS in them.
//!
//! [`Snapshot`] is the public state of a game as the rules see it; [`legal_actions`] and
//! [`check`] answer what a seat may do. The logic plugin builds a snapshot from its entities,
//! the UI lights up what `legal_actions` allows, bots choose from it, and tests call it directly.

pub mod abilities;
pub mod answers;
pub mod baggage;
pub mod investigation;
pub mod movement;
pub mod murder;
pub mod puzzle;
pub mod scoring;
pub mod standings;
pub mod twilight;
pub mod way;
pub mod words;

pub use words::action_words;

use crate::content::{Content, DetectiveRule, LeadKind, LocId, PlotColour, Rule};
use crate::ids::*;
pub use crate::model::TokenView;
use crate::model::{
    Action, Clock, Decision, EventTrack, Evidence, Holdings, Informant, LeadOwner, Msg, Npc,
    Puzzle, SeatKind, Specials, Stage, Supply, Suspect, TurnLog,
};
pub use answers::*;
pub use investigation::*;
pub use movement::*;
use serde::{Deserialize, Serialize};
pub use way::*;

/// One seat as the rules see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    /// The detective it plays.
    pub detective: DetectiveId,
    /// A person or a bot.
    pub kind: SeatKind,
    /// Where its detective stands.
    pub at: LocId,
    /// Where its warrants stand.
    pub warrants: Vec<LocId>,
    /// Its dropship passes.
    pub dropship_passes: u8,
    /// Its twilight marker: light below 0, dark above.
    pub twilight: i8,
    /// The tokens it holds.
    pub holdings: Holdings,
    /// Cards in hand (their faces only in [`Snapshot::hand`], for the viewer).
    pub hand: usize,
    /// Cards left in this seat's light and dark decks.
    pub light_deck: usize,
    /// Cards left in its dark deck.
    pub dark_deck: usize,
    /// The rules in force on the detective: from its plot cards and from cards played this
    /// turn or day (R-PLOT-4, R-TWI-12).
    pub rules: Vec<Rule>,
    /// The colour of its current plot (R-TWI-8).
    pub plot_colour: Option<PlotColour>,
    /// Its plot in play (index into the content's plots) and which card of it (R-PLOT-2).
    pub plot: Option<(u16, Stage)>,
    /// Its special cards' state (R-SETUP-13).
    pub specials: Specials,
    /// Whether the seat holds one of Raymond's Memory cards (which one is its secret).
    pub memory: bool,
}

/// The public state of a game, built from the ECS world (see `game::GameQuery`). It
/// serializes, so a table far from the game can be sent one.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The calendar, the turn and the Time left (the active seat is
    /// [`Clock::active`]).
    pub clock: Clock,
    /// The murder of this game (index into the content's scenarios): its special rule
    /// (R-MURDER-1…6).
    pub murder: usize,
    /// Every seat, by seat.
    pub seats: Vec<SeatState>,
    /// The scene of the crime.
    pub scene: LocId,
    /// The seat whose hero marker lies on the scene of the crime.
    pub hero_on_scene: Option<SeatId>,
    /// Every lead: its kind, its owner and where it stands.
    pub leads: Vec<(LeadKind, LeadOwner, LocId)>,
    /// Where each informant stands, in [`Informant::ALL`] order.
    pub informants: [LocId; 2],
    /// True while it is daytime and a turn is under way.
    pub daytime: bool,
    /// The decision the game waits for, if any.
    pub pending: Option<Decision>,
    /// The suspects in play, in murder-sheet order.
    pub suspects: Vec<Suspect>,
    /// Every evidence token on a suspect, in the order they were placed.
    pub evidence: Vec<TokenView>,
    /// Evidence tokens left in the pile.
    pub pile: usize,
    /// The puzzle, its piles' order hidden.
    pub puzzle: Puzzle,
    /// The puzzle piece drawn and waiting to be placed (public).
    pub piece: Option<u16>,
    /// The piece waiting came as a bonus (R-PUZ-6): it is added to the puzzle where it fits.
    pub bonus_piece: bool,
    /// The supply.
    pub supply: Supply,
    /// Which seats used which location's ability this round (R-LOC-1).
    pub abilities_used: Vec<(SeatId, LocId)>,
    /// The event track, its deck's order and the unrevealed specific event hidden.
    pub events: EventTrack,
    /// Every NPC, in a stable order.
    pub npcs: Vec<Npc>,
    /// What the active seat has done this turn (for once-per-turn rules).
    pub turn_log: TurnLog,
    /// The viewer's hand.
    pub hand: Vec<CardId>,
    /// The Memory card the viewer holds, if any (index into the content's specials).
    pub memory: Option<u16>,
    /// The seat this snapshot was made for (`None`: the public view).
    pub viewer: Option<SeatId>,
    /// The viewer's hunches (guilty, innocent).
    pub hunches: Option<(SuspectId, SuspectId)>,
    /// The token the viewer drew and must place.
    pub drawn: Option<Evidence>,
    /// Human seats are passed by in response windows unless a card answers the action or is
    /// offered once in its target's turn (the config's `auto_pass`, D-7).
    pub auto_pass: bool,
    /// The viewer's own wishes about being asked about its dark cards
    /// ([`Action::PromptFor`](crate::model::Action::PromptFor)); a card not named is judged.
    pub prompts: Vec<(CardId, crate::model::Prompt)>,
    /// Seats that let every free draw go until the day ends
    /// ([`Action::SkipDrawsToday`](crate::model::Action::SkipDrawsToday)): public, said aloud.
    #[serde(default)]
    pub skip_free: Vec<SeatId>,
    /// The game's `quiet_offers` and `shared_screen` (D-7): whether a card that would do
    /// nothing, or any card at a shared screen, goes without its once-a-turn offer.
    #[serde(default)]
    pub quiet_offers: (bool, bool),
    /// The game's `spare_day_one` (D-4): bots play no dark card on a human's turn on day 1.
    #[serde(default)]
    pub spare_day_one: bool,
    /// The game's `offers_daily` (D-7): a card that answers nothing is offered once a day in
    /// all, not once in each of its target's turns.
    #[serde(default)]
    pub offers_daily: bool,
}

impl Snapshot {
    /// How the viewer wants to be asked about `card` (D-7).
    pub fn prompt_of(&self, card: CardId) -> crate::model::Prompt {
        self.prompts
            .iter()
            .find(|p| p.0 == card)
            .map_or(crate::model::Prompt::Judged, |p| p.1)
    }

    /// The active seat: the one whose turn it is.
    pub fn active(&self) -> SeatId {
        self.clock.active(self.seats.len())
    }
    /// Every seat, in turn order from seat 0.
    pub fn seat_ids(&self) -> impl DoubleEndedIterator<Item = SeatId> + ExactSizeIterator + Clone {
        SeatId::all(self.seats.len())
    }
    /// R-ROUND-8: the last two days of the game.
    pub fn is_climax(&self) -> bool {
        is_climax(self.clock.week, self.clock.day)
    }
    /// The seat the game waits for: the decider of a pending decision, else the active seat.
    pub fn decider(&self) -> SeatId {
        self.pending
            .map(|d| d.decider())
            .unwrap_or_else(|| self.active())
    }
    /// The suspect `index`, if it is in this game.
    pub fn suspect(&self, index: SuspectId) -> Option<&Suspect> {
        self.suspects.iter().find(|s| s.index == index)
    }
    /// Where the informant `who` stands.
    pub fn informant(&self, who: Informant) -> LocId {
        self.informants[who.index()]
    }
    /// Where the lead of `kind` and `owner` lies, if it is on the map. The one lookup of a lead:
    /// a detective owns two (physical and document), so the owner alone does not name one.
    pub fn lead_at(&self, kind: LeadKind, owner: LeadOwner) -> Option<LocId> {
        self.leads
            .iter()
            .find(|l| l.0 == kind && l.1 == owner)
            .map(|l| l.2)
    }
    /// Locations holding a lead.
    pub fn lead_locations(&self) -> Vec<LocId> {
        self.leads.iter().map(|l| l.2).collect()
    }
}

/// R-ROUND-8: days 5 and 6 of week 2.
pub fn is_climax(week: u8, day: u8) -> bool {
    week == 2 && day >= 5
}

/// The Time an action costs, once it is known to be legal.
pub type Cost = u8;

/// Whether `seat` may take `action` now, and its cost; otherwise a reason a player can read.
pub fn check(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> Result<Cost, Msg> {
    if !s.daytime {
        return Err(Msg::new("refuse-not-daytime"));
    }
    if seat.index() >= s.seats.len() {
        return Err(no_seat(seat));
    }
    // A wish about being asked is no move: any seat, any time of the day (D-7).
    if let Action::PromptFor { card, .. } = *action {
        return twilight::check_prompt_for(content, s, card);
    }
    if let Some(decision) = s.pending {
        let cost = check_answer(content, s, seat, &decision, action)?;
        murder::check_answer(content, s, &decision, action)?;
        return Ok(cost);
    }
    if seat != s.active() {
        let active = s.seats[s.active()].detective;
        return Err(Msg::new("refuse-not-your-turn").det("active", active));
    }
    if is_answer(action) {
        return Err(Msg::new("refuse-nothing-waiting"));
    }
    let me = &s.seats[seat];
    let map = &content.map;
    let afford = |cost: u8, what: Msg| -> Result<Cost, Msg> {
        if cost <= s.clock.time {
            Ok(cost)
        } else {
            Err(Msg::new("refuse-no-time")
                .msg("what", what)
                .num("cost", cost)
                .num("left", s.clock.time))
        }
    };
    match *action {
        Action::EndTurn => Ok(0),
        Action::Move { to } => {
            if to.index() >= map.locations.len() {
                return Err(Msg::new("refuse-no-such-location"));
            }
            reach(map, me.at, to, ruler_of(content, me))?;
            murder::check_entry(content, s, seat, to)?;
            let cost = move_cost(content, me, to);
            if cost <= s.clock.time {
                return Ok(cost);
            }
            afford(cost, move_words(content, to, cost))
        }
        Action::Dropship { to } => {
            if to.index() >= map.locations.len() {
                return Err(Msg::new("refuse-no-such-location"));
            }
            if me.dropship_passes == 0 {
                return Err(Msg::new("refuse-no-dropship-pass"));
            }
            if to == me.at {
                return Err(Msg::new("refuse-already-at").loc("place", to));
            }
            murder::check_entry(content, s, seat, to)?;
            let cost = move_cost(content, me, to);
            if cost <= s.clock.time {
                return Ok(cost);
            }
            afford(cost, move_words(content, to, cost))
        }
        Action::JumpOnTheCase => {
            if me.at != s.scene {
                return Err(Msg::new("refuse-jump-not-on-scene").label("scene", s.scene));
            }
            if s.hero_on_scene == Some(seat) {
                return Err(Msg::new("refuse-jump-already"));
            }
            match murder::jump_cost(content, s) {
                (cost, Some(why)) => afford(cost, Msg::new("doing-jump-because").msg("why", why)),
                (cost, None) => afford(cost, Msg::new("doing-jump")),
            }
        }
        Action::FollowUp { kind, owner } => {
            if me.has_rule(Rule::NoFollowUps) {
                return Err(Msg::new("refuse-no-follow-ups"));
            }
            check_follow_up(content, s, seat, kind, owner)?;
            murder::check_follow_up(content, s, kind, owner)?;
            afford(
                follow_up_cost(content, s, seat).0,
                Msg::new("doing-follow-up"),
            )
        }
        Action::DrawCard { from } => {
            if me.has_rule(Rule::NoDraws) {
                return Err(Msg::new("refuse-no-draws"));
            }
            twilight::check_draw(content, s, seat, from)?;
            afford(1, Msg::new("doing-draw"))
        }
        Action::DiscardCard { card } => {
            twilight::check_in_hand(s, card)?;
            afford(1, Msg::new("doing-discard"))
        }
        Action::PlayLight { play } => {
            twilight::check_play_light(content, s, seat, &play)?;
            afford(1, Msg::new("doing-play-light"))
        }
        Action::UseAbility { option, pay } => {
            let time = abilities::check_use(content, s, seat, option, &pay)?;
            afford(time, Msg::new("doing-ability"))
        }
        Action::EventAction { event, option, pay } => {
            let time = abilities::check_event_action(content, s, seat, event, option, &pay)?;
            afford(time, Msg::new("doing-action"))
        }
        Action::RecallMemory { from } => {
            check_recall(content, s, seat, from)?;
            afford(1, Msg::new("doing-recall"))
        }
        _ => Err(Msg::new("refuse-nothing-waiting")),
    }
}

/// What following up a lead costs `seat` now (R-LEAD-1: 1 Time), and the reason when a rule
/// of its detective changes that: Floyd's Second Directive makes the first lead of each of his
/// turns free (R-SETUP-13). The one answer for the rules' check and every button that shows
/// the cost.
pub fn follow_up_cost(content: &Content, s: &Snapshot, seat: SeatId) -> (Cost, Option<Msg>) {
    match s.seats.get(seat.index()) {
        Some(me)
            if has_special(content, me, &DetectiveRule::FreeFollowUpEachTurn)
                && !s.turn_log.followed_up =>
        {
            (0, Some(Msg::new("cost-second-directive")))
        }
        _ => (1, None),
    }
}

fn move_words(content: &Content, to: LocId, cost: u8) -> Msg {
    let l = content.map.loc(to);
    if cost > 1 && l.restricted {
        Msg::new("doing-enter-restricted").loc("place", to)
    } else {
        Msg::new("doing-move").loc("place", to)
    }
}

/// "there is no seat 6": a command from a seat the table lacks.
pub fn no_seat(seat: SeatId) -> Msg {
    Msg::new("refuse-no-seat").num("seat", seat.index() as i64 + 1)
}

/// R-SETUP-13: whether Raymond (`seat`) may ask `from` for his Memory card back.
fn check_recall(content: &Content, s: &Snapshot, seat: SeatId, from: SeatId) -> Result<(), Msg> {
    let me = &s.seats[seat];
    if !content
        .specials
        .iter()
        .any(|sp| sp.def.memory && sp.detective == me.detective)
    {
        return Err(Msg::new("refuse-no-memory-cards"));
    }
    let Some(other) = s.seats.get(from.index()).filter(|_| from != seat) else {
        return Err(Msg::new("refuse-ask-another"));
    };
    if !other.memory {
        return Err(Msg::new("refuse-no-memory-held").det("other", other.detective));
    }
    if me.holdings.favors.iter().all(|&f| f == 0) {
        return Err(Msg::new("refuse-recall-no-favor"));
    }
    Ok(())
}

/// Whether the seat's detective lives under `rule` (its special cards, R-SETUP-13).
pub fn has_special(content: &Content, seat: &SeatState, rule: &DetectiveRule) -> bool {
    content.detectives[seat.detective]
        .def
        .setup
        .rules
        .contains(rule)
}

/// The ruler length of a seat's detective, with the rules in force on it.
pub fn ruler_of(content: &Content, seat: &SeatState) -> f32 {
    let bonus = seat.rule_sum(|r| matches!(r, Rule::Ruler(_)));
    (content.detectives[seat.detective].def.ruler_mm + bonus as f32).max(0.0)
}

/// The Time a move of `seat` into `to` costs: the entry cost (R-MOVE-1, R-MOVE-4) changed by
/// the rules in force on it, never below 1.
pub fn move_cost(content: &Content, seat: &SeatState, to: LocId) -> u8 {
    let extra = seat.rule_sum(|r| matches!(r, Rule::MoveCost(_)));
    (entry_cost(&content.map, to, &seat.warrants) as i32 + extra).max(1) as u8
}

/// The least Time `seat` needs to walk from where it stands to `to` by ruler and the Beanstalk
/// (R-MOVE-1…4, with the rules in force on it), and in how many moves; `None` when that takes
/// more than `limit` Time.
pub fn time_to(content: &Content, seat: &SeatState, to: LocId, limit: u8) -> Option<(u8, u8)> {
    let n = content.map.locations.len();
    if to.index() >= n || seat.at.index() >= n {
        return None;
    }
    let ruler = ruler_of(content, seat);
    let mut best: Vec<Option<(u8, u8)>> = vec![None; n];
    best[seat.at.index()] = Some((0, 0));
    let mut frontier = vec![((0u8, 0u8), seat.at)];
    while let Some(i) = (0..frontier.len()).min_by_key(|&i| frontier[i].0) {
        let (here, at) = frontier.swap_remove(i);
        if at == to {
            return Some(here);
        }
        if best[at.index()].is_some_and(|b| b < here) {
            continue;
        }
        for o in move_options(&content.map, at, ruler, &seat.warrants) {
            let next = (
                here.0.saturating_add(move_cost(content, seat, o.to)),
                here.1 + 1,
            );
            if next.0 <= limit && best[o.to.index()].is_none_or(|b| next < b) {
                best[o.to.index()] = Some(next);
                frontier.push((next, o.to));
            }
        }
    }
    None
}

/// Every place `seat` may move to with its ruler or along the Beanstalk, at its cost.
pub fn seat_move_options(content: &Content, seat: &SeatState) -> Vec<MoveOption> {
    let out = move_options(
        &content.map,
        seat.at,
        ruler_of(content, seat),
        &seat.warrants,
    );
    with_seat_costs(content, seat, out)
}

/// Every place `seat` may fly to with a dropship pass, at its cost (R-MOVE-5).
pub fn seat_dropship_options(content: &Content, seat: &SeatState) -> Vec<MoveOption> {
    let out = dropship_options(&content.map, seat.at, &seat.warrants);
    with_seat_costs(content, seat, out)
}

/// Every place the active `seat` may move to now, by ruler and Beanstalk (or, with
/// `dropship`, by a dropship pass), with everything the move will cost: the move itself
/// (R-MOVE-1…5) and the Time its arrival takes (meeting Lily Lockwell, R-MOVE-8). The
/// ruler shows these numbers, and [`legal_actions`] lists exactly these moves (those whose
/// move cost the Time left pays).
pub fn moves_of(content: &Content, s: &Snapshot, seat: SeatId, dropship: bool) -> Vec<MoveOption> {
    let me = &s.seats[seat];
    let mut out = if dropship {
        seat_dropship_options(content, me)
    } else {
        seat_move_options(content, me)
    };
    out.retain(|o| murder::check_entry(content, s, seat, o.to).is_ok());
    for o in &mut out {
        o.then = arrival_cost(s, o.to, o.cost);
    }
    out
}

/// The Time an arrival at `to` takes after a move that cost `move_cost`: Lily Lockwell there
/// asks 1 more if any Time is left (R-MOVE-8); nothing elsewhere.
pub fn arrival_cost(s: &Snapshot, to: LocId, move_cost: u8) -> u8 {
    u8::from(to == s.informant(Informant::Lily) && s.clock.time > move_cost)
}

/// What a move of the active `seat` to `to` brings besides the move, in words for the ruler's
/// label and the place's tooltip, said before the player pays: Lily's extra Time (R-MOVE-8),
/// Jimmy's offer (R-MOVE-9), a free draw (R-MOVE-6), and what a card in the viewer's hand
/// that may be played only there would put on its plot (R-PLOT-5), nothing included.
pub fn arrival_notes(content: &Content, s: &Snapshot, seat: SeatId, to: LocId) -> Vec<Msg> {
    let map = &content.map;
    let me = &s.seats[seat];
    let l = map.loc(to);
    let mut out = Vec::new();
    if to == s.informant(Informant::Lily) {
        out.push(Msg::new("note-lily"));
    } else if to == s.informant(Informant::Jimmy) {
        out.push(Msg::new("note-jimmy"));
    }
    // The leads there, named: the reason to go (R-LEAD-1).
    for &(kind, owner, at) in &s.leads {
        if at == to {
            out.push(Msg::new("note-lead").msg("lead", investigation::lead_msg(kind, owner)));
        }
    }
    let room = me.hand < twilight::seat_hand_limit(content, me) && !s.skip_free.contains(&seat);
    match l.quality {
        crate::content::Quality::Ritzy if room => out.push(Msg::new("note-free-light")),
        crate::content::Quality::Seedy if room => out.push(Msg::new("note-free-dark")),
        _ => {}
    }
    if s.viewer == Some(seat) {
        let mut there = s.clone();
        there.seats[seat].at = to;
        let stage = plot_stage(content, me);
        for &card in &s.hand {
            let def = &content.cards[card].def;
            // Only cards tied to a place: the move is what makes them playable.
            let placed = def.requires.iter().any(|c| {
                matches!(
                    c,
                    crate::content::Condition::AtQuality(_)
                        | crate::content::Condition::AtType(_)
                        | crate::content::Condition::At(_)
                        | crate::content::Condition::AtScene
                        | crate::content::Condition::OnLead
                )
            });
            if !placed || !twilight::requires_met(content, &there, seat, card) {
                continue;
            }
            for e in &def.effects {
                if let crate::content::Effect::Conditional { kind, .. } = e {
                    let key = match conditional_worth(stage, kind) {
                        Some(true) => "note-card-good-baggage",
                        Some(false) => "note-card-bad-baggage",
                        None => "note-card-no-baggage",
                    };
                    out.push(Msg::new(key).card("card", card).msg(
                        "kind",
                        Msg::with_key(crate::content::text::key(&["baggage", kind])),
                    ));
                }
            }
        }
    }
    out
}

/// What the conditional baggage `card` gives would be on `target`'s plot card in play now
/// (R-PLOT-5), said before the card is played: good, bad, or nothing at all (round 27 of issue
/// 31: a dark card's "Fear" meant nothing to its target's plot, and only the log said so,
/// after). One line per kind the card names, its fights' and conditions' too.
pub fn baggage_notes(content: &Content, s: &Snapshot, card: CardId, target: SeatId) -> Vec<Msg> {
    fn kinds<'a>(effects: &'a [crate::content::Effect], out: &mut Vec<&'a str>) {
        use crate::content::Effect as E;
        for e in effects {
            match e {
                E::Conditional { kind, .. } if !out.contains(&kind.as_str()) => out.push(kind),
                E::If { then, .. } => kinds(then, out),
                E::Fight { light, dark } => {
                    kinds(light, out);
                    kinds(dark, out);
                }
                _ => {}
            }
        }
    }
    let (Some(c), Some(seat)) = (content.cards.get(card.index()), s.seats.get(target.index()))
    else {
        return Vec::new();
    };
    let mut found = Vec::new();
    kinds(&c.def.effects, &mut found);
    let stage = plot_stage(content, seat);
    let yours = s.viewer == Some(target);
    found
        .into_iter()
        .map(|kind| {
            let key = match (conditional_worth(stage, kind), yours) {
                (Some(true), true) => "baggage-on-good-you",
                (Some(false), true) => "baggage-on-bad-you",
                (None, true) => "baggage-on-none-you",
                (Some(true), false) => "baggage-on-good",
                (Some(false), false) => "baggage-on-bad",
                (None, false) => "baggage-on-none",
            };
            Msg::new(key)
                .msg(
                    "kind",
                    Msg::with_key(crate::content::text::key(&["baggage", kind])),
                )
                .det("who", seat.detective)
        })
        .collect()
}

/// The start or crossroads card of a seat's plot in play (R-PLOT-2).
pub fn plot_stage<'a>(
    content: &'a Content,
    me: &SeatState,
) -> Option<&'a crate::content::PlotStage> {
    let (p, stage) = me.plot?;
    let def = &content.plots.get(p as usize)?.def;
    Some(match stage {
        crate::model::Stage::Start => &def.start,
        crate::model::Stage::Crossroads { good: true } => &def.crossroads.good,
        crate::model::Stage::Crossroads { good: false } => &def.crossroads.bad,
    })
}

/// What conditional baggage of `kind` is on a plot card (R-PLOT-5): good, bad, or nothing.
pub fn conditional_worth(stage: Option<&crate::content::PlotStage>, kind: &str) -> Option<bool> {
    let stage = stage?;
    if stage.good.iter().any(|k| k == kind) {
        Some(true)
    } else if stage.bad.iter().any(|k| k == kind) {
        Some(false)
    } else {
        None
    }
}

fn with_seat_costs(
    content: &Content,
    seat: &SeatState,
    mut out: Vec<MoveOption>,
) -> Vec<MoveOption> {
    for o in &mut out {
        o.cost = move_cost(content, seat, o.to);
    }
    out
}

/// Every action `seat` may take now. Moves are listed per destination (the cheapest way);
/// dropship moves are listed too when the seat holds a pass.
pub fn legal_actions(content: &Content, s: &Snapshot, seat: SeatId) -> Vec<Action> {
    legal_iter(content, s, seat).collect()
}

/// [`legal_actions`], one at a time and in the same order: each is checked only when it is
/// asked for, so a caller that needs the first few (is there any answer at all?) pays for
/// those only.
pub fn legal_iter<'a>(
    content: &'a Content,
    s: &'a Snapshot,
    seat: SeatId,
) -> Box<dyn Iterator<Item = Action> + 'a> {
    if !s.daytime || seat != s.decider() {
        return Box::new(std::iter::empty());
    }
    if let Some(decision) = s.pending {
        return Box::new(
            answer_options(content, s, &decision)
                .into_iter()
                .filter(move |a| check(content, s, seat, a).is_ok()),
        );
    }
    Box::new(
        std::iter::once(Action::EndTurn)
            .chain(turn_steps(content, s, seat))
            .chain(seat_moves(content, s, seat)),
    )
}

/// Whether the active `seat` may do anything on its turn but end it (R-ROUND-2): the same as
/// [`legal_actions`] saying more than `EndTurn`, asking the moves first (the likeliest).
pub fn may_do_more_than_end_turn(content: &Content, s: &Snapshot, seat: SeatId) -> bool {
    if !s.daytime || seat != s.decider() || s.pending.is_some() {
        return false;
    }
    seat_moves(content, s, seat).next().is_some() || turn_steps(content, s, seat).next().is_some()
}

/// The actions of the active seat's turn that are not moves nor ending it, checked one at a
/// time. Candidates the check would refuse at a glance (a jump off the scene, a Memory card
/// asked of itself or of a seat that holds none) are not put to it, so no refusal is worded
/// for them.
fn turn_steps<'a>(
    content: &'a Content,
    s: &'a Snapshot,
    seat: SeatId,
) -> impl Iterator<Item = Action> + 'a {
    let me = &s.seats[seat];
    let jump = (me.at == s.scene).then_some(Action::JumpOnTheCase);
    let follow_ups = s
        .leads
        .iter()
        .filter(move |l| l.2 == me.at)
        .map(|&(kind, owner, _)| Action::FollowUp { kind, owner });
    let recalls = s
        .seat_ids()
        .filter(move |&from| from != seat && s.seats[from].memory)
        .map(|from| Action::RecallMemory { from });
    jump.into_iter()
        .chain(follow_ups)
        .chain(std::iter::once_with(move || abilities::use_options(content, s, seat)).flatten())
        .chain(
            std::iter::once_with(move || abilities::event_action_options(content, s, seat))
                .flatten(),
        )
        .chain(recalls)
        .chain(std::iter::once_with(move || twilight::turn_options(content, s, seat)).flatten())
        .filter(move |a| check(content, s, seat, a).is_ok())
}

/// The active seat's moves it has the Time for: by ruler or the Beanstalk, then by dropship
/// when it holds a pass.
fn seat_moves<'a>(
    content: &'a Content,
    s: &'a Snapshot,
    seat: SeatId,
) -> impl Iterator<Item = Action> + 'a {
    let me = &s.seats[seat];
    let by_ruler = std::iter::once_with(move || moves_of(content, s, seat, false))
        .flatten()
        .map(|o| (o, false));
    let by_dropship = std::iter::once_with(move || {
        if me.dropship_passes > 0 {
            moves_of(content, s, seat, true)
        } else {
            Vec::new()
        }
    })
    .flatten()
    .map(|o| (o, true));
    by_ruler
        .chain(by_dropship)
        .filter(move |(o, _)| o.cost <= s.clock.time)
        .map(|(o, flight)| {
            if flight {
                Action::Dropship { to: o.to }
            } else {
                Action::Move { to: o.to }
            }
        })
}
