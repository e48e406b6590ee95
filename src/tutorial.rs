//! The guided first case: a script of steps (data, `tutorial/first-case.ron`) run over a real
//! game on the same engine and commands as any other. Each step says one thing, points at one
//! part of the screen and waits for the player: the coach's Next, an action of a kind by the
//! player's seat, or a side tab opened. This module holds the script and its checks, no
//! drawing; the coach panel (`ui::coach`) shows it.

use crate::content::Content;
use crate::game::{Action, BotLevel, Command, GameConfig, SeatConfig, SeatKind};
use crate::ids::SeatId;
use serde::Deserialize;

/// The built-in script.
pub const FIRST_CASE: &str = include_str!("../tutorial/first-case.ron");
/// Its file, for messages.
pub const FIRST_CASE_FILE: &str = "tutorial/first-case.ron";

/// The side tabs a step may point at or wait for, by the names the script uses.
pub const TABS: [&str; 7] = [
    "Suspects",
    "Hand",
    "Plot",
    "Puzzle",
    "Events",
    "Detectives",
    "Log",
];

/// The guided first case as its script file writes it: the game it plays and its steps.
#[derive(Deserialize, Clone, Debug, PartialEq)]
pub struct Script {
    /// The murder's id.
    pub scenario: String,
    /// The game's seed.
    pub seed: u64,
    /// Detectives by id: the player's first, then the bots'.
    pub detectives: Vec<String>,
    /// The lesson's steps, in order.
    pub steps: Vec<Step>,
}

/// One step of the lesson: what the coach says, what it points at and what it waits for.
#[derive(Deserialize, Clone, Debug, PartialEq)]
pub struct Step {
    /// The step's title.
    pub title: String,
    /// What the coach says.
    pub say: String,
    /// What it lights on the screen.
    #[serde(default)]
    pub point: Point,
    /// What ends it.
    #[serde(default)]
    pub wait: Wait,
    /// A step that waits for an action ends as soon as the action is taken, the game's
    /// question about it still open (the next step speaks of that question); otherwise it
    /// ends once the game asks the player nothing more ([`settled`]), so the next step never
    /// talks over an open question.
    #[serde(default)]
    pub early: bool,
}

/// Whether the game is still busy with the player's own turn: in the day, a question to
/// anyone (`pending`) while the `active` detective is the player's — the player's own (what a
/// lead gives), or another seat's about the player's action (the lead's new place, a dark card
/// in answer). A step that waits for an action gives way only when it is not ([`settled`]).
/// (Plain values: the script's module stays clear of the rules, which read its words.)
/// `active` is asked for only in the day with a question open: before the table is dealt
/// there are no seats to take turns (asking then panicked the lesson at its start).
pub fn asked(daytime: bool, pending: bool, active: impl FnOnce() -> SeatId) -> bool {
    daytime && pending && active() == PLAYER
}

/// What the coach answers for the player before the lesson's first step is read: Rachel's own
/// start (two extra cards at setup) drawn from her light deck, so the first screen asks
/// nothing of a newcomer who has not yet met a twilight card (round 48 of issue 31: step 1
/// of 15 already named light and dark decks). Only while the game asks exactly that of the
/// player (`pending`) and the player has done nothing else yet (`acts`: the kinds of the
/// player's commands so far).
pub fn setup_answer(pending: Option<crate::game::Decision>, acts: &[&str]) -> Option<Command> {
    let d = pending?;
    (d.seat == PLAYER
        && d.ask == crate::game::Ask::ExtraDraw
        && acts.iter().all(|k| *k == "DrawCard")) // english: an action id
    .then_some(Command {
        seat: PLAYER,
        action: Action::DrawCard { from: PLAYER },
    })
}

/// Whether `step`, its wait met, may give way to the next one while the player is `asked`
/// something by the game (an action's question still open).
pub fn settled(step: &Step, asked: bool) -> bool {
    !asked || step.early || !matches!(step.wait, Wait::Act(_))
}

/// What a step lights on the screen.
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
pub enum Point {
    /// Nothing.
    #[default]
    Nothing,
    /// A location, by id.
    Place(String),
    /// The player's detective.
    MyDetective,
    /// A side tab, by name (one of [`TABS`]).
    Tab(String),
    /// The action area under the board.
    Dock,
    /// The top bar: the calendar, Time, the pace.
    TopBar,
}

/// What ends a step.
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
pub enum Wait {
    /// The coach's Next button.
    #[default]
    Next,
    /// An action of this kind (one of [`Action::KINDS`]) accepted from the player's seat.
    Act(String),
    /// This side tab open.
    Tab(String),
    /// This day of week 1 begun (the player plays the turns before it by hand, answering what
    /// the bots' turns ask).
    Day(u8),
    /// The case closed: the coach offers to play the rest of the game for the player (bots in
    /// every seat, see [`to_the_close`]) to show the scoring.
    Close,
}

/// The days of a week (R-ROUND-1): a `Day` wait names one of week 1's.
const WEEK_DAYS: u8 = 6;

/// The seat the player takes.
pub const PLAYER: SeatId = SeatId(0);

impl Script {
    /// The built-in first case, checked against `content`.
    pub fn first_case(content: &Content) -> Result<Script, String> {
        let script = parse(FIRST_CASE, FIRST_CASE_FILE)?;
        let problems = script.problems(content);
        if problems.is_empty() {
            Ok(script)
        } else {
            Err(format!("{FIRST_CASE_FILE}: {}", problems.join("; ")))
        }
    }

    /// The game the script is played on: the player first, the bots normal.
    pub fn config(&self) -> GameConfig {
        GameConfig {
            scenario: Some(self.scenario.clone()),
            seats: self
                .detectives
                .iter()
                .enumerate()
                .map(|(i, d)| SeatConfig {
                    detective: Some(d.clone()),
                    kind: if i == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::Bot
                    },
                    level: BotLevel::Normal,
                })
                .collect(),
            seed: self.seed,
            first_player: Some(PLAYER),
            shared_hints: false,
            // As a new game does (D-7): asked only when a card held answers the action, not
            // after every bot action (a newcomer found that the lesson's most tiring part).
            auto_pass: true,
            holds_to_turn: true,
            quiet_offers: true,
            spare_day_one: true,
            offers_daily: true,
            shared_screen: false,
        }
    }

    /// What in the script names something that does not exist (a murder, a detective, a
    /// location, a tab, an action kind), each with its step.
    pub fn problems(&self, content: &Content) -> Vec<String> {
        let mut out = Vec::new();
        if !content.scenarios.iter().any(|s| s.def.id == self.scenario) {
            out.push(format!("field `scenario`: no murder `{}`", self.scenario));
        }
        if !(3..=5).contains(&self.detectives.len()) {
            out.push(format!(
                "field `detectives`: {} detectives, 3 to 5 play",
                self.detectives.len()
            ));
        }
        for d in &self.detectives {
            if !content.detectives.iter().any(|x| x.def.id == *d) {
                out.push(format!("field `detectives`: no detective `{d}`"));
            }
        }
        if self.steps.is_empty() {
            out.push("field `steps`: no steps".into());
        }
        let tab = |t: &str| TABS.contains(&t);
        for (i, s) in self.steps.iter().enumerate() {
            let at = format!("step {} ({})", i + 1, s.title);
            match &s.point {
                Point::Place(id) if content.map.find(id).is_none() => {
                    out.push(format!("{at}, field `point`: no location `{id}`"))
                }
                Point::Tab(t) if !tab(t) => out.push(format!(
                    "{at}, field `point`: no tab `{t}` (one of {})",
                    TABS.join(", ")
                )),
                _ => {}
            }
            match &s.wait {
                Wait::Act(k) if !Action::KINDS.contains(&k.as_str()) => {
                    out.push(format!("{at}, field `wait`: no action kind `{k}`"))
                }
                Wait::Tab(t) if !tab(t) => out.push(format!(
                    "{at}, field `wait`: no tab `{t}` (one of {})",
                    TABS.join(", ")
                )),
                Wait::Day(n) if !(2..=WEEK_DAYS).contains(n) => out.push(format!(
                    "{at}, field `wait`: day {n} is not a day of week 1 after the first (2 to {})",
                    WEEK_DAYS
                )),
                _ => {}
            }
        }
        out
    }
}

/// Reads a script, with the file, line and column of a mistake.
pub fn parse(text: &str, file: &str) -> Result<Script, String> {
    ron::from_str::<Script>(text).map_err(|e| {
        format!(
            "{file}:{}:{}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

/// Whether `wait` is met by the commands accepted since the step began (`since`), the open
/// side tab, whether the case is closed and the game's `(week, day)`.
pub fn met(wait: &Wait, since: &[Command], tab: &str, closed: bool, day: (u8, u8)) -> bool {
    let kinds: Vec<&str> = since
        .iter()
        .filter(|c| c.seat == PLAYER)
        .map(|c| c.action.kind())
        .collect();
    met_by(wait, &kinds, tab, closed, day)
}

/// [`met`], from the kinds of the player's own commands since the step began (what the
/// table's view holds of them).
pub fn met_by(wait: &Wait, kinds: &[&str], tab: &str, closed: bool, day: (u8, u8)) -> bool {
    match wait {
        Wait::Next => false,
        Wait::Close => closed,
        Wait::Day(n) => closed || day.0 > 1 || day.1 >= *n,
        Wait::Act(kind) => kinds.iter().any(|k| k == kind),
        Wait::Tab(t) => t == tab,
    }
}
