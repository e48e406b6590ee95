//! The game's small words as the interface says them, in its language: a favor's kind, a lead's
//! kind and name, a pile, a bonus (the keys are the messages' terms, [`crate::model::terms`]).

use crate::content::{Bonus, Content, FavorType, LeadKind, Pile};
use crate::game::LeadOwner;
use crate::i18n::{say, tr};
use crate::model::terms;

/// "corp favor", "street favor"…
pub fn favor(k: FavorType) -> String {
    tr(terms::favor(k).key())
}

/// "testimony", "physical", "document" (a lead's kind, as an adjective).
pub fn lead_kind(k: LeadKind) -> String {
    tr(terms::lead_kind(k).key())
}

/// "the shift pile"…
pub fn pile(p: Pile) -> String {
    tr(terms::pile(p).key())
}

/// "move a testimony lead", "place a hit"…
pub fn bonus(content: &Content, b: Bonus) -> String {
    say(content, &terms::bonus(b))
}

/// "Eve's testimony lead".
pub fn lead(content: &Content, kind: LeadKind, owner: LeadOwner) -> String {
    say(content, &crate::rules::investigation::lead_msg(kind, owner))
}

/// How a token reads: "+3", "a surprise witness", "a perjury".
pub fn evidence(e: crate::game::Evidence) -> String {
    use crate::game::Evidence;
    match e {
        Evidence::Value(v) => format!("{v:+}"),
        Evidence::SurpriseWitness => tr("evidence-surprise-a"),
        Evidence::Perjury => tr("evidence-perjury-a"),
    }
}
