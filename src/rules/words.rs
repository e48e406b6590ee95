//! Actions in a player's words: what an [`Action`] does, said short ("Move to NAPD", "Follow
//! up the physical lead of Louis Blaine here"). The hint, the "what can I do" list and the
//! tests share it, so every action has words.

use super::Snapshot;
use crate::content::Content;
use crate::ids::SeatId;
use crate::model::{Action, Hold, LeadOwner, Prompt};

fn seat_name(content: &Content, s: &Snapshot, seat: SeatId) -> String {
    s.seats
        .get(seat.index())
        .map(|st| content.detectives[st.detective].def.name.clone())
        .unwrap_or_else(|| format!("seat {}", seat.index() + 1))
}

fn card_name(content: &Content, card: crate::ids::CardId) -> String {
    content
        .cards
        .get(card.index())
        .map(|c| c.def.name.clone())
        .unwrap_or_else(|| "a card".into())
}

fn suspect_name(content: &Content, suspect: crate::ids::SuspectId) -> String {
    content
        .suspects
        .get(suspect.index())
        .map(|c| c.name.clone())
        .unwrap_or_else(|| "a suspect".into())
}

/// `action`, as `seat` would say it, in one short line.
pub fn action_words(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> String {
    let place = |l| content.map.label(l);
    let me = &s.seats[seat.index()];
    match *action {
        Action::Move { to } => format!("Move to {}", place(to)),
        Action::Dropship { to } => format!("Take the dropship to {}", place(to)),
        Action::JumpOnTheCase => "Get a jump on the case (the scene of the crime)".into(),
        Action::EndTurn => "End your turn".into(),
        Action::FollowUp { kind, owner } => format!(
            "Follow up {} here",
            super::investigation::lead_name(content, kind, owner)
        ),
        Action::PlaceLead { to } => format!("Put the lead at {}", place(to)),
        Action::TakeEvidence => "Draw an evidence token to plant on a suspect".into(),
        Action::UncoverConspiracy { dig: false } => {
            "Reveal information: draw a piece of the conspiracy".into()
        }
        Action::UncoverConspiracy { dig: true } => {
            "Dig deeper: move your hero marker to a more valuable pile".into()
        }
        Action::Shift { seat: who, dark } => format!(
            "{}-shift {}",
            if dark { "Dark" } else { "Light" },
            if who == seat {
                "yourself".to_string()
            } else {
                seat_name(content, s, who)
            }
        ),
        Action::GainFavor { kind } => format!("Take a {} favor", kind.name()),
        Action::GiveBaggage { seat: who, good } => format!(
            "Give {} baggage to {}",
            if good { "good" } else { "bad" },
            if who == seat {
                "yourself".to_string()
            } else {
                seat_name(content, s, who)
            }
        ),
        Action::PlacePiece { col, row, turns } => format!(
            "Place the piece at column {}, row {}{}",
            col + 1,
            row + 1,
            if turns > 0 {
                format!(", turned {}°", turns as u32 * 90)
            } else {
                String::new()
            }
        ),
        Action::DiscardPiece => "Discard the piece".into(),
        Action::MoveLeadBonus { owner, kind, to } => format!(
            "Move {}'s {} lead to {}",
            match owner {
                LeadOwner::Suspect(x) => suspect_name(content, x),
                LeadOwner::Detective(d) => content
                    .detectives
                    .get(d.index())
                    .map(|d| d.def.name.clone())
                    .unwrap_or_default(),
            },
            kind.name(),
            place(to)
        ),
        Action::HitBonus { suspect } => format!("Put a hit on {}", suspect_name(content, suspect)),
        Action::DrawBonusPiece => "Draw the bonus piece".into(),
        Action::SkipBonus => "Skip the bonus".into(),
        Action::DrawCard { from } if from == seat => "Draw a card from your light deck".into(),
        Action::DrawCard { from } => {
            format!("Draw from {}'s dark deck", seat_name(content, s, from))
        }
        Action::DiscardCard { card } => format!("Discard {}", card_name(content, card)),
        Action::PlayLight { play } => format!("Play {} (light)", card_name(content, play.card)),
        Action::SkipDraw => "Draw nothing".into(),
        Action::PlayDark { play } => format!(
            "Play {} against {}",
            card_name(content, play.card),
            seat_name(content, s, s.active())
        ),
        Action::PassResponse => "Pass".into(),
        Action::HoldResponses {
            until: Hold::MyTurn,
        } => "Pass, and pass every response until your turn".into(),
        Action::HoldResponses {
            until: Hold::Tomorrow,
        } => "Pass, and pass every response today".into(),
        Action::Tactics { dark } => {
            format!("Fight with {} tactics", if dark { "dark" } else { "light" })
        }
        Action::ChooseSuspect { suspect } => {
            format!("Choose {}", suspect_name(content, suspect))
        }
        Action::UseAbility { option, .. } => {
            let loc = content.map.loc(me.at);
            match loc.uses.get(option as usize) {
                Some(u) => format!("Use {}: {}", place(me.at), u.text),
                None => format!("Use the ability of {}", place(me.at)),
            }
        }
        Action::PlaceEvidence { suspect, face_up } => format!(
            "Plant it face {} on {}",
            if face_up { "up" } else { "down" },
            suspect_name(content, suspect)
        ),
        Action::RevealEvidence { .. } => "Turn a face-down token face up".into(),
        Action::MoveLily { to } => format!("Send Lily Lockwell to {}", place(to)),
        Action::Peek { suspect } => format!(
            "Peek at the face-down tokens on {}",
            suspect_name(content, suspect)
        ),
        Action::DeclinePeek => "Buy nothing from Jimmy".into(),
        Action::LookAtHand { of } => {
            format!(
                "Buy a look at {}'s hand from Jimmy",
                seat_name(content, s, of)
            )
        }
        Action::MoveWarrant { from } => format!("Move your warrant from {}", place(from)),
        Action::MoveJimmy { to } => format!("Send Jimmy the Snitch to {}", place(to)),
        Action::EventAction { event, .. } => match content.events.get(event.index()) {
            Some(e) => format!("Use the event {}", e.def.name),
            None => "Use an event's ability".into(),
        },
        Action::RecallMemory { from } => {
            format!(
                "Take back your Memory card from {}",
                seat_name(content, s, from)
            )
        }
        Action::ReturnMemory { .. } => "Give the Memory card back".into(),
        Action::PromptFor { card, prompt } => match prompt {
            Prompt::Judged => format!(
                "Ask me about {} when it answers the action",
                card_name(content, card)
            ),
            Prompt::Always => format!(
                "Ask me about {} whenever it could be played",
                card_name(content, card)
            ),
            Prompt::Never => format!("Never ask me about {}", card_name(content, card)),
        },
    }
}
