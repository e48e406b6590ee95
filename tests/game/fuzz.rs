//! Untrusted commands: anything that arrives in a [`Command`] (a click, a hand-edited save) is
//! checked before it is used. Bot games are interleaved with thousands of random commands —
//! every kind of action, from any seat, with ids in range, just past the end and far out of
//! it — and the game must never panic, must refuse what the rules refuse with a reason, and
//! must keep its invariants (the soak test's checks).

use super::*;
use new_angeles::content::{FavorType, LeadKind};
use new_angeles::game::{CardPlay, GameConfig, Hold, LeadOwner, Pay, Phase};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

/// An id that is usually plausible, sometimes just past the end, sometimes absurd.
fn id(rng: &mut ChaCha8Rng, len: usize) -> usize {
    match rng.random_range(0..10) {
        0 => len + rng.random_range(0..3),
        1 => rng.random_range(200..256),
        _ => rng.random_range(0..len.max(1)),
    }
}

fn seat(rng: &mut ChaCha8Rng) -> SeatId {
    SeatId(id(rng, 5) as u8)
}
fn loc(rng: &mut ChaCha8Rng, c: &Content) -> LocId {
    LocId(
        id(rng, c.map.locations.len()) as u16
            | if rng.random_range(0..30) == 0 {
                0xFF00
            } else {
                0
            },
    )
}
fn suspect(rng: &mut ChaCha8Rng, c: &Content) -> SuspectId {
    SuspectId(id(rng, c.suspects.len()) as u8)
}
fn card(rng: &mut ChaCha8Rng, c: &Content) -> CardId {
    CardId(
        id(rng, c.cards.len()) as u16
            | if rng.random_range(0..30) == 0 {
                0xF000
            } else {
                0
            },
    )
}
fn kind(rng: &mut ChaCha8Rng) -> LeadKind {
    [LeadKind::Testimony, LeadKind::Physical, LeadKind::Document][rng.random_range(0..3)]
}
fn favor(rng: &mut ChaCha8Rng) -> FavorType {
    FavorType::ALL[rng.random_range(0..4)]
}
fn pay(rng: &mut ChaCha8Rng) -> [Option<Pay>; 2] {
    let one = |rng: &mut ChaCha8Rng| match rng.random_range(0..4) {
        0 => None,
        1 => Some(Pay::Favor(favor(rng))),
        2 => Some(Pay::Npc(rng.random_range(0..6))),
        _ => Some(Pay::Money),
    };
    [one(rng), one(rng)]
}
fn play(rng: &mut ChaCha8Rng, c: &Content) -> CardPlay {
    let maybe = |rng: &mut ChaCha8Rng| rng.random_bool(0.3).then(|| card(rng, c));
    let mut play = CardPlay::new(card(rng, c));
    for slot in play.discard.iter_mut().take(rng.random_range(0..6)) {
        *slot = maybe(rng);
    }
    play.adjust = rng.random_range(-2..=2);
    play.pay = pay(rng);
    play
}
fn owner(rng: &mut ChaCha8Rng, c: &Content) -> LeadOwner {
    if rng.random_bool(0.5) {
        LeadOwner::Suspect(suspect(rng, c))
    } else {
        LeadOwner::Detective(new_angeles::ids::DetectiveId(
            id(rng, c.detectives.len()) as u8
        ))
    }
}

/// A random action of any kind.
fn action(rng: &mut ChaCha8Rng, c: &Content) -> Action {
    match rng.random_range(0..Action::KINDS.len()) {
        0 => Action::Move { to: loc(rng, c) },
        1 => Action::Dropship { to: loc(rng, c) },
        2 => Action::JumpOnTheCase,
        3 => Action::EndTurn,
        4 => Action::FollowUp {
            kind: kind(rng),
            owner: owner(rng, c),
        },
        5 => Action::PlaceLead { to: loc(rng, c) },
        6 => Action::TakeEvidence,
        7 => Action::UncoverConspiracy {
            dig: rng.random_bool(0.5),
        },
        8 => Action::Shift {
            seat: seat(rng),
            dark: rng.random_bool(0.5),
        },
        9 => Action::GainFavor { kind: favor(rng) },
        10 => Action::GiveBaggage {
            seat: seat(rng),
            good: rng.random_bool(0.5),
        },
        11 => Action::PlacePiece {
            col: rng.random_range(0..8),
            row: rng.random_range(0..8),
            turns: rng.random_range(0..6),
        },
        12 => Action::DiscardPiece,
        13 => Action::MoveLeadBonus {
            kind: kind(rng),
            owner: owner(rng, c),
            to: loc(rng, c),
        },
        14 => Action::HitBonus {
            suspect: suspect(rng, c),
        },
        15 => Action::DrawBonusPiece,
        16 => Action::SkipBonus,
        17 => Action::DrawCard { from: seat(rng) },
        18 => Action::DiscardCard { card: card(rng, c) },
        19 => Action::PlayLight { play: play(rng, c) },
        20 => Action::SkipDraw,
        21 => Action::PlayDark { play: play(rng, c) },
        22 => Action::PassResponse,
        23 => Action::HoldResponses {
            until: if rng.random_bool(0.5) {
                Hold::MyTurn
            } else {
                Hold::Tomorrow
            },
        },
        24 => Action::Tactics {
            dark: rng.random_bool(0.5),
        },
        25 => Action::ChooseSuspect {
            suspect: suspect(rng, c),
        },
        26 => Action::UseAbility {
            option: rng.random_range(0..5),
            pay: pay(rng),
        },
        27 => Action::PlaceEvidence {
            suspect: suspect(rng, c),
            face_up: rng.random_bool(0.5),
        },
        28 => Action::RevealEvidence {
            token: rng.random_range(0..400),
        },
        29 => Action::MoveLily { to: loc(rng, c) },
        30 => Action::Peek {
            suspect: suspect(rng, c),
        },
        31 => Action::LookAtHand { of: seat(rng) },
        32 => Action::DeclinePeek,
        33 => Action::MoveJimmy { to: loc(rng, c) },
        34 => Action::EventAction {
            event: new_angeles::ids::EventId(id(rng, c.events.len()) as u16),
            option: rng.random_range(0..5),
            pay: pay(rng),
        },
        35 => Action::RecallMemory { from: seat(rng) },
        36 => Action::MoveWarrant { from: loc(rng, c) },
        37 => Action::ReturnMemory {
            take: rng.random_bool(0.5).then(|| favor(rng)),
        },
        38 => Action::PromptFor {
            card: card(rng, c),
            prompt: [
                new_angeles::game::Prompt::Judged,
                new_angeles::game::Prompt::Always,
                new_angeles::game::Prompt::Never,
            ][rng.random_range(0..3)],
        },
        39 => Action::SkipReveal,
        _ => Action::SkipDrawsToday,
    }
}

// Untrusted input: random commands of every kind, from any seat, between the bots' own, in
// games of three to five seats. No panic; a refusal always says why.
#[test]
fn random_commands_are_checked_never_trusted() {
    let c = content();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut kinds = std::collections::BTreeSet::new();
    let (mut sent, mut accepted) = (0u32, 0u32);
    for game in 0..12u64 {
        let players = 3 + (game % 3) as usize;
        let mut app = sim::headless_game(c.clone(), GameConfig::new(players, 0, 500 + game));
        let mut hands = vec![usize::MAX; players];
        for _ in 0..4_000 {
            if sim::phase(&app) == Phase::CaseClosed {
                break;
            }
            for _ in 0..rng.random_range(0..4) {
                let a = action(&mut rng, &c);
                kinds.insert(a.kind());
                let command = Command {
                    seat: seat(&mut rng),
                    action: a,
                };
                sent += 1;
                app.world_mut().write_message(command);
            }
            app.update();
            for r in app
                .world()
                .resource::<Messages<new_angeles::game::CommandResult>>()
                .iter_current_update_messages()
            {
                match &r.outcome {
                    Ok(_) => accepted += 1,
                    Err(why) => assert!(
                        !en(why).trim().is_empty() && !why.is_empty(),
                        "a refusal without a reason"
                    ),
                }
            }
            super::soak::check(&mut app, &mut hands, 500 + game);
        }
    }
    assert_eq!(
        kinds.len(),
        Action::KINDS.len(),
        "every kind of action was tried"
    );
    assert!(sent > 10_000, "{sent} commands sent");
    assert!(
        accepted > 1_000,
        "{accepted} accepted (bots' and random ones)"
    );
}
