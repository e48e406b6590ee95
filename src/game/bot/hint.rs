//! The hint: the hard bot's best action for a seat now, with one sentence saying why. It
//! decides from that seat's view only (a [`SeatView`], and samples of everything the seat
//! cannot know), exactly as a hard bot in that seat would; the words come from
//! [`rules::action_words`].

use super::hard::choose_hard;
use super::values::travel;
use super::*;
use crate::game::lookahead::Lookahead;

/// What the hint says.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
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
    let (action, _) = choose_hard(&content, &view, || Lookahead::new(world, seat), &mut rng);
    Some(Hint {
        action,
        words: rules::action_words(&content, &view, seat, &action),
        why: why(&content, &view, seat, &action),
    })
}

/// One sentence: why `action` is worth it for `seat`, from what `seat` sees. Said of the
/// hint, the hard bot's best answer: where nothing more particular is known, that it came out
/// best.
pub fn why(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> String {
    about(content, s, seat, action).unwrap_or_else(|| match *action {
        Action::Shift { dark, .. } => format!(
            "The hard bot looked ahead: this {}-shift leaves you and your plot best placed.",
            if dark { "dark" } else { "light" }
        ),
        _ => "The hard bot played the game on from here many times; this answer came out best for you.".into(),
    })
}

/// What `action` is worth to `seat`, said of any one of its choices (the *What can I do?*
/// list): [`why`] without the claim that it came out best, or nothing when there is nothing
/// more particular to say.
pub fn about(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> Option<String> {
    let map = &content.map;
    let me = &s.seats[seat];
    let suspect = |x: SuspectId| content.suspects[x].name.clone();
    Some(match *action {
        Action::Move { to } | Action::Dropship { to } => {
            if let Some(l) = s.leads.iter().find(|l| l.2 == to) {
                format!(
                    "{} waits there: following it up brings evidence or a piece of the conspiracy.",
                    rules::lead_name(content, l.0, l.1)
                )
            } else if to == s.scene && s.hero_on_scene != Some(seat) {
                "The scene of the crime: get a jump on the case there and the lead at the end of the day is yours.".into()
            } else {
                let near = s
                    .leads
                    .iter()
                    .filter(|l| l.2 != me.at)
                    .min_by(|a, b| travel(map, to, a.2).total_cmp(&travel(map, to, b.2)));
                match near {
                    Some(l) => format!(
                        "It brings you closer to {} at {}.",
                        rules::lead_name(content, l.0, l.1),
                        map.label(l.2)
                    ),
                    None => "It brings you closer to where things happen.".into(),
                }
            }
        }
        Action::JumpOnTheCase => "Your hero marker on the scene of the crime takes a lead at the end of the day.".into(),
        Action::FollowUp { .. } => "A lead followed up gives you evidence to plant on a suspect, or a piece of the conspiracy.".into(),
        Action::TakeEvidence => match s.hunches {
            Some((g, i)) => format!(
                "Evidence moves the case: up on {} (your guilty hunch), down on {} (your innocent one).",
                suspect(g),
                suspect(i)
            ),
            None => "Evidence decides who the murderer is.".into(),
        },
        Action::UncoverConspiracy { .. } => {
            "The conspiracy puzzle pays VP at the close and links pieces to suspects.".into()
        }
        Action::PlaceEvidence { suspect: x, .. } => {
            // What the token does depends on its sign: a plus pushes towards murderer, a minus
            // away (a surprise witness or a perjury is its own story).
            let sign = match s.drawn {
                Some(Evidence::Value(v)) => v.signum(),
                _ => 0,
            };
            match (s.hunches, sign) {
                (Some((g, _)), 1) if g == x => format!(
                    "{} is your guilty hunch: a plus value there makes them likelier the murderer.",
                    suspect(x)
                ),
                (Some((_, i)), -1) if i == x => format!(
                    "{} is your innocent hunch: a minus value there keeps them clear.",
                    suspect(x)
                ),
                (Some((g, _)), -1) if g != x => format!(
                    "A minus value pulls {} down, and with them a rival of your guilty hunch.",
                    suspect(x)
                ),
                (Some((_, i)), 1) if i != x => format!(
                    "A plus value on {} makes them, not your innocent hunch, the likelier murderer.",
                    suspect(x)
                ),
                _ => format!("On {} it serves your hunches best.", suspect(x)),
            }
        }
        Action::PlayLight { play } => format!(
            "{} now is worth its Time: {}",
            content.cards[play.card].def.name,
            content.cards[play.card].def.text
        ),
        Action::PlayDark { play } => format!(
            "It sets {} back: {}",
            content.detectives[s.seats[s.active()].detective].def.name,
            content.cards[play.card].def.text
        ),
        Action::UseAbility { option, .. } => match map.loc(me.at).uses.get(option as usize) {
            Some(u) => format!("The ability pays off for you now: {}", u.text),
            None => "The ability pays off for you now.".into(),
        },
        Action::DrawCard { from } if from == seat => {
            "Nothing on the board is worth your Time now; a light card keeps for later.".into()
        }
        Action::DrawCard { from } => {
            let name = &content.detectives[s.seats[from].detective].def.name;
            format!(
                "A card from {name}'s dark deck is one you can play against {name} in a response window, when it hurts most."
            )
        }
        Action::EndTurn => "Nothing left is worth the Time it costs.".into(),
        Action::PassResponse | Action::HoldResponses { .. } => {
            "No card you could play here is worth its cost at this moment.".into()
        }
        Action::DiscardCard { card } => format!(
            "It makes room in your hand ({} held) for a better card; {} goes to the bottom of its deck.",
            s.hand.len(),
            content.cards[card].def.name
        ),
        _ => return None,
    })
}
