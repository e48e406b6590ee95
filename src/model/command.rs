//! [`Command`]: every choice a seat makes — an action on its turn or an answer to a
//! [`Decision`](super::Decision) — from the UI, a bot, a test or a save.

use super::*;
use crate::content::{CardId, EventId, FavorType, LeadKind, LocId, SuspectId};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// A player's choice: the seat it comes from and what it does.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Command {
    /// The seat it comes from.
    pub seat: SeatId,
    /// What it does.
    pub action: Action,
}

/// Everything a seat can do. Later rules add their actions and answers here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Move with the vehicle ruler or one Beanstalk step (R-MOVE-1…4).
    Move {
        /// Where to.
        to: LocId,
    },
    /// Move anywhere by spending a dropship pass (R-MOVE-5).
    Dropship {
        /// Where to.
        to: LocId,
    },
    /// Put your hero marker on the scene of the crime (R-ROUND-4).
    JumpOnTheCase,
    /// Stop spending Time; the next seat plays (R-ROUND-2).
    EndTurn,
    /// Follow up the lead on your location (R-LEAD-1).
    FollowUp {
        /// The lead's kind.
        kind: LeadKind,
        /// Whose lead it is.
        owner: LeadOwner,
    },
    /// Answer of the seat on the active player's right: where the lead goes (R-LEAD-2).
    PlaceLead {
        /// Where the lead goes.
        to: LocId,
    },
    /// After a lead: draw an evidence token to place (R-LEAD-4, R-EVID-1).
    TakeEvidence,
    /// After a lead: uncover the conspiracy (R-LEAD-4): reveal information, or dig deeper
    /// (R-PUZ-1…3).
    UncoverConspiracy {
        /// Dig deeper (`true`) or reveal information.
        dig: bool,
    },
    /// Shift benefit: light- or dark-shift one seat one space (R-PUZ-4).
    Shift {
        /// The seat whose marker moves.
        seat: SeatId,
        /// Dark-shift (`true`) or light-shift.
        dark: bool,
    },
    /// Favor benefit: one normal favor from the supply (R-PUZ-4).
    GainFavor {
        /// The favor's type.
        kind: FavorType,
    },
    /// Baggage benefit: good or bad baggage on a seat's plot (R-PUZ-4).
    GiveBaggage {
        /// The seat whose plot takes it.
        seat: SeatId,
        /// Good baggage (`true`) or bad.
        good: bool,
    },
    /// Place the drawn puzzle piece, turned clockwise `turns` quarter turns (R-PUZ-5, D-6).
    PlacePiece {
        /// The grid column.
        col: u8,
        /// The grid row.
        row: u8,
        /// Quarter turns clockwise.
        turns: u8,
    },
    /// Discard the drawn puzzle piece (R-PUZ-5).
    DiscardPiece,
    /// Bonus: move a lead as if the player on your left had followed it up (R-PUZ-6). A lead
    /// is its kind and its owner: every detective owns a physical and a document lead.
    MoveLeadBonus {
        /// The lead's kind.
        kind: LeadKind,
        /// Whose lead it is.
        owner: LeadOwner,
        /// Where it goes.
        to: LocId,
    },
    /// Bonus: a hit on a live suspect (R-PUZ-6, R-EVID-6).
    HitBonus {
        /// The suspect hit.
        suspect: SuspectId,
    },
    /// Bonus: draw a piece of the shown pile and add it to the puzzle (R-PUZ-6).
    DrawBonusPiece,
    /// Leave a bonus unused (every bonus is optional, R-PUZ-6), or let a shift or baggage
    /// benefit go (R-PUZ-4).
    SkipBonus,
    /// Draw a twilight card (1 Time, R-TWI-2): from your own light deck when `from` is your
    /// seat, else from that seat's dark deck. Also the answer to a free draw (R-MOVE-6).
    DrawCard {
        /// The seat whose deck it comes from.
        from: SeatId,
    },
    /// Discard a card from your hand to the bottom of its deck (1 Time, R-TWI-2).
    DiscardCard {
        /// The card discarded.
        card: CardId,
    },
    /// Play a light card from your hand (1 Time, R-TWI-4), on your turn or as the one light
    /// card after a dark one (R-TWI-9).
    PlayLight {
        /// The card and how it is paid.
        play: CardPlay,
    },
    /// Let a free draw go (R-MOVE-6).
    SkipDraw,
    /// In a response window, play a dark card against the active detective (R-TWI-5, R-TWI-9).
    PlayDark {
        /// The card and how it is paid.
        play: CardPlay,
    },
    /// Let the response window (or the light card after a dark one) pass (D-7, R-TWI-9).
    PassResponse,
    /// Pass in a response window, and let every window pass for this seat until `until`
    /// (D-7): a player's own choice not to be asked, never a rule.
    HoldResponses {
        /// Until when.
        until: Hold,
    },
    /// A fight's target chooses light or dark tactics (R-TWI-10).
    Tactics {
        /// Dark tactics (`true`) or light.
        dark: bool,
    },
    /// A card's effect: the suspect for a hit, an alibi or a look (R-EVID-5, R-EVID-6).
    ChooseSuspect {
        /// The suspect chosen.
        suspect: SuspectId,
    },
    /// Use the ability of the major location you stand on (R-LOC-1): its `option`-th use,
    /// paying its favor costs with favors of these types, in order (R-TOKEN-1).
    UseAbility {
        /// Which of the location's uses.
        option: u8,
        /// The favors that pay its favor costs, in order.
        pay: [Option<Pay>; 2],
    },
    /// Put the drawn token on a live suspect, in the file of the lead's type (R-EVID-1).
    PlaceEvidence {
        /// The suspect.
        suspect: SuspectId,
        /// Whether it is placed face up.
        face_up: bool,
    },
    /// Lily Lockwell: turn a face-down token face up (R-MOVE-8). `token` is its [`GameId`].
    RevealEvidence {
        /// The token's id.
        token: u32,
    },
    /// Lily Lockwell moves on (R-MOVE-8).
    MoveLily {
        /// Where Lily goes.
        to: LocId,
    },
    /// Jimmy the Snitch: spend 1 Time to look at a suspect's face-down evidence (R-MOVE-9).
    Peek {
        /// The suspect whose face-down tokens Jimmy shows.
        suspect: SuspectId,
    },
    /// Jimmy the Snitch: spend 1 Time to look at another player's hand, in secret (R-MOVE-9).
    LookAtHand {
        /// The seat whose hand Jimmy shows.
        of: SeatId,
    },
    /// Jimmy the Snitch: let the chance go.
    DeclinePeek,
    /// Jimmy the Snitch moves on after a peek (R-MOVE-9).
    MoveJimmy {
        /// Where Jimmy goes.
        to: LocId,
    },
    /// Use the `option`-th temporary ability of an event in play (R-EVENT-4), standing where it
    /// is used, paying its favors with `pay` (R-TOKEN-1).
    EventAction {
        /// The event.
        event: EventId,
        /// Which of its temporary abilities.
        option: u8,
        /// The favors that pay its favor costs, in order.
        pay: [Option<Pay>; 2],
    },
    /// Raymond asks `from` for his Memory card back (1 Time, R-SETUP-13).
    RecallMemory {
        /// The seat holding it.
        from: SeatId,
    },
    /// Which of the seat's two warrants in play moves to the place a new one goes: the one on
    /// `from` (R-TOKEN-3).
    MoveWarrant {
        /// Where the warrant that moves stands.
        from: LocId,
    },
    /// The holder's answer: give the Memory card back and take this favor of Raymond's, or
    /// (`None`) keep it.
    ReturnMemory {
        /// The favor of Raymond's taken for it, or `None` to keep the card.
        take: Option<FavorType>,
    },
    /// A seat's own wish about the response windows a dark card it holds could be played in
    /// (D-7): be asked whenever it could be played, never, or when the game judges it answers
    /// the action just made (the default). Not a move: any time, out of turn too; it costs
    /// nothing, shows nobody anything and changes only when this seat is asked.
    PromptFor {
        /// The dark card.
        card: CardId,
        /// When to be asked.
        prompt: Prompt,
    },
    /// Lily Lockwell: turn no token face up (her reveal is optional, R-MOVE-8); she moves on.
    SkipReveal,
    /// Let a free draw go (R-MOVE-6), and every free draw this seat would be offered for the
    /// rest of the day: a player's own choice not to be asked (D-7), never a rule.
    SkipDrawsToday,
}

/// One favor paid for a cost (R-TOKEN-1): a normal favor of a type, or a favor of the
/// detective's NPC (index into its sheet's NPCs), which counts as any one type it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pay {
    /// A normal favor of this type.
    Favor(FavorType),
    /// A favor of the detective's NPC with this index.
    Npc(u8),
    /// $1,000 of Rachel's Money, in place of any one favor (R-SETUP-13).
    Money,
}

/// What a card's effect asks its player to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// A hit on a live suspect (R-EVID-6).
    Hit,
    /// An alibi on a live suspect (R-EVID-5).
    Alibi,
    /// A face-down token turned face up.
    Reveal,
    /// A look at a suspect's face-down tokens.
    Peek,
    /// A lead moved (of this kind, or of any kind).
    MoveLead(Option<LeadKind>),
    /// A normal favor from the supply.
    Favor,
}

/// A card played, and how its costs are paid: cards discarded to lower its twilight cost, as
/// many as the player likes (R-TWI-7, D-22), a plot-colour adjustment of −1, 0 or +1
/// (R-TWI-8), and the favors that pay a favor cost printed on it (R-TOKEN-1; none chosen: the
/// game picks, as an older save's play asks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardPlay {
    /// The card.
    pub card: CardId,
    /// The cards discarded to lower its twilight cost.
    #[serde(with = "discard_list")]
    pub discard: [Option<CardId>; MAX_DISCARDS],
    /// The plot-colour adjustment: −1, 0 or +1 (R-TWI-8).
    pub adjust: i8,
    /// The favors that pay its favor cost, in order (none: the game picks).
    #[serde(default)]
    pub pay: [Option<Pay>; 2],
}

/// The most cards one play can discard: every other card of the largest hand the content
/// allows (`check` refuses a hand limit above
/// [`MAX_HAND_LIMIT`](crate::content::MAX_HAND_LIMIT); Louis's Good Mood adds one), so no
/// player ever meets this bound.
pub const MAX_DISCARDS: usize = crate::content::MAX_HAND_LIMIT as usize + 1;

/// A play's discards as a list of the cards discarded (`[Some(a), Some(b)]`); a save of any
/// length up to [`MAX_DISCARDS`] reads, with or without empty places (older saves wrote three).
mod discard_list {
    use super::{CardId, MAX_DISCARDS};
    use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error};

    pub fn serialize<S: Serializer>(
        d: &[Option<CardId>; MAX_DISCARDS],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        let list: Vec<Option<CardId>> = d.iter().copied().filter(Option::is_some).collect();
        list.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<[Option<CardId>; MAX_DISCARDS], D::Error> {
        let list: Vec<Option<CardId>> = Vec::deserialize(d)?;
        let cards: Vec<CardId> = list.into_iter().flatten().collect();
        if cards.len() > MAX_DISCARDS {
            return Err(D::Error::custom(format!(
                "{} discards in one play: at most {MAX_DISCARDS}",
                cards.len()
            )));
        }
        let mut out = [None; MAX_DISCARDS];
        for (slot, c) in out.iter_mut().zip(cards) {
            *slot = Some(c);
        }
        Ok(out)
    }
}

impl Action {
    /// Every kind of action, by name, in the order they are declared.
    pub const KINDS: [&'static str; 41] = [
        "Move",
        "Dropship",
        "JumpOnTheCase",
        "EndTurn",
        "FollowUp",
        "PlaceLead",
        "TakeEvidence",
        "UncoverConspiracy",
        "Shift",
        "GainFavor",
        "GiveBaggage",
        "PlacePiece",
        "DiscardPiece",
        "MoveLeadBonus",
        "HitBonus",
        "DrawBonusPiece",
        "SkipBonus",
        "DrawCard",
        "DiscardCard",
        "PlayLight",
        "SkipDraw",
        "PlayDark",
        "PassResponse",
        "HoldResponses",
        "Tactics",
        "ChooseSuspect",
        "UseAbility",
        "PlaceEvidence",
        "RevealEvidence",
        "MoveLily",
        "Peek",
        "LookAtHand",
        "DeclinePeek",
        "MoveJimmy",
        "EventAction",
        "RecallMemory",
        "MoveWarrant",
        "ReturnMemory",
        "PromptFor",
        "SkipReveal",
        "SkipDrawsToday",
    ];

    /// The name of this action's kind (one of [`Action::KINDS`]).
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Move { .. } => "Move",
            Action::Dropship { .. } => "Dropship",
            Action::JumpOnTheCase => "JumpOnTheCase",
            Action::EndTurn => "EndTurn",
            Action::FollowUp { .. } => "FollowUp",
            Action::PlaceLead { .. } => "PlaceLead",
            Action::TakeEvidence => "TakeEvidence",
            Action::UncoverConspiracy { .. } => "UncoverConspiracy",
            Action::Shift { .. } => "Shift",
            Action::GainFavor { .. } => "GainFavor",
            Action::GiveBaggage { .. } => "GiveBaggage",
            Action::PlacePiece { .. } => "PlacePiece",
            Action::DiscardPiece => "DiscardPiece",
            Action::MoveLeadBonus { .. } => "MoveLeadBonus",
            Action::HitBonus { .. } => "HitBonus",
            Action::DrawBonusPiece => "DrawBonusPiece",
            Action::SkipBonus => "SkipBonus",
            Action::DrawCard { .. } => "DrawCard",
            Action::DiscardCard { .. } => "DiscardCard",
            Action::PlayLight { .. } => "PlayLight",
            Action::SkipDraw => "SkipDraw",
            Action::PlayDark { .. } => "PlayDark",
            Action::PassResponse => "PassResponse",
            Action::HoldResponses { .. } => "HoldResponses",
            Action::Tactics { .. } => "Tactics",
            Action::ChooseSuspect { .. } => "ChooseSuspect",
            Action::UseAbility { .. } => "UseAbility",
            Action::PlaceEvidence { .. } => "PlaceEvidence",
            Action::RevealEvidence { .. } => "RevealEvidence",
            Action::MoveLily { .. } => "MoveLily",
            Action::Peek { .. } => "Peek",
            Action::LookAtHand { .. } => "LookAtHand",
            Action::DeclinePeek => "DeclinePeek",
            Action::MoveJimmy { .. } => "MoveJimmy",
            Action::EventAction { .. } => "EventAction",
            Action::RecallMemory { .. } => "RecallMemory",
            Action::MoveWarrant { .. } => "MoveWarrant",
            Action::ReturnMemory { .. } => "ReturnMemory",
            Action::PromptFor { .. } => "PromptFor",
            Action::SkipReveal => "SkipReveal",
            Action::SkipDrawsToday => "SkipDrawsToday",
        }
    }

    /// An informant sent on (`MoveLily`, `MoveJimmy`): who, and where to.
    pub fn informant_move(&self) -> Option<(Informant, LocId)> {
        match *self {
            Action::MoveLily { to } => Some((Informant::Lily, to)),
            Action::MoveJimmy { to } => Some((Informant::Jimmy, to)),
            _ => None,
        }
    }
    /// The action that sends `who` on to `to`.
    pub fn move_informant(who: Informant, to: LocId) -> Action {
        match who {
            Informant::Lily => Action::MoveLily { to },
            Informant::Jimmy => Action::MoveJimmy { to },
        }
    }
}

impl CardPlay {
    /// The card as printed: no discards, no adjustment.
    pub fn new(card: CardId) -> Self {
        CardPlay {
            card,
            discard: [None; MAX_DISCARDS],
            adjust: 0,
            pay: [None; 2],
        }
    }
    /// The discarded cards, without the empty places.
    pub fn discards(&self) -> Vec<CardId> {
        self.discard.iter().flatten().copied().collect()
    }
    /// The play discarding `cards` (in order; beyond [`MAX_DISCARDS`] they are left out).
    pub fn with_discards(mut self, cards: &[CardId]) -> Self {
        self.discard = [None; MAX_DISCARDS];
        for (slot, &c) in self.discard.iter_mut().zip(cards) {
            *slot = Some(c);
        }
        self
    }
}

/// How long a seat lets response windows pass without being asked ([`Action::HoldResponses`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hold {
    /// Until this seat's next turn begins.
    MyTurn,
    /// Until the next day begins.
    Tomorrow,
}

/// When a seat is asked about one dark card it holds ([`Action::PromptFor`], D-7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Prompt {
    /// When the card answers the action just made, as the game judges it
    /// ([`crate::rules::twilight::asks_now`]); with the config's `auto_pass` off, whenever
    /// it could be played.
    #[default]
    Judged,
    /// Whenever it could be played.
    Always,
    /// Never: windows it could answer pass by it (the card may still be played in a window
    /// another card opens).
    Never,
}

impl Action {
    /// A pass in a response window (with or without a hold), or a wish about being asked:
    /// reveals nothing, undone with the step before it.
    pub fn is_pass(&self) -> bool {
        matches!(
            self,
            Action::PassResponse | Action::HoldResponses { .. } | Action::PromptFor { .. }
        )
    }
}
