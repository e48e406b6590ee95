//! The investigation in the world: following up leads and the decisions they bring
//! (R-LEAD-*), evidence on the suspects (R-EVID-*), Lily Lockwell and Jimmy the Snitch
//! (R-MOVE-8, R-MOVE-9), hunches (R-SETUP-8) and the suspects as they stand at the close
//! (the close itself: [`super::close`]).

use super::ctx::Ctx;
use super::decisions::{push_front, set_pending};
use super::log::name_of;
use super::log::{log, log_private, report};
use super::*;
use crate::rules::scoring::{Hunches, SuspectAtClose};
use crate::rules::{Snapshot, lead_msg, right_of};
use rand::seq::SliceRandom;

/// How a token reads in a message: "+3", "a surprise witness", "a perjury".
pub fn evidence_msg(e: Evidence) -> Msg {
    match e {
        Evidence::Value(v) => Msg::new("evidence-value").text("value", format!("{v:+}")),
        Evidence::SurpriseWitness => Msg::new("evidence-surprise"),
        Evidence::Perjury => Msg::new("evidence-perjury"),
    }
}

/// R-SETUP-8: one guilty and one innocent hunch for each seat, from the hunch cards of the
/// suspects in play (both of one suspect may come together: obsession).
pub fn deal_hunches(
    rng: &mut GameRng,
    suspects: &[SuspectId],
    seats: usize,
    mut gid: impl FnMut() -> GameId,
) -> Vec<(GameId, Hunch)> {
    let mut guilty = suspects.to_vec();
    let mut innocent = suspects.to_vec();
    guilty.shuffle(&mut rng.0);
    innocent.shuffle(&mut rng.0);
    SeatId::all(seats)
        .map(|seat| {
            (
                gid(),
                Hunch {
                    seat,
                    guilty: guilty[seat],
                    innocent: innocent[seat],
                },
            )
        })
        .collect()
}

/// A detective entered `to` (any move): the free draw of a ritzy or seedy place (R-MOVE-6),
/// then Lily Lockwell or Jimmy the Snitch.
pub fn entered(world: &mut World, content: &Content, snap: &Snapshot, seat: SeatId, to: LocId) {
    let who = name_of(content, world.resource::<Table>(), seat);
    let mut asks: Vec<Decision> = super::hands::free_draw(world, content, seat, to)
        .into_iter()
        .collect();
    if to == snap.informant(Informant::Lily) {
        // R-MOVE-8: one more Time if any is left; then a reveal and Lily moves on.
        let mut clock = world.resource_mut::<Clock>();
        let paid = clock.time > 0;
        if paid {
            clock.time -= 1;
        }
        let text = if paid {
            Msg::new("log-meets-lily").det("who", who)
        } else {
            Msg::new("log-meets-lily-unpaid").det("who", who)
        };
        log(world, Some(seat), text);
        asks.push(Decision {
            seat,
            ask: Ask::LilyReveal,
        });
    } else if to == snap.informant(Informant::Jimmy) {
        asks.push(Decision {
            seat,
            ask: Ask::JimmyOffer,
        });
    }
    if !asks.is_empty() {
        push_front(world, asks);
    }
}

/// R-LEAD-1…3: follow up the lead where the seat stands; the player on the right moves it (in the climax it leaves the game).
pub fn follow_up(world: &mut World, cx: &Ctx, kind: LeadKind, owner: LeadOwner) {
    let Ctx {
        content,
        snap,
        seat,
        who,
        ..
    } = *cx;

    let lead = lead_msg(kind, owner);
    let from = snap.seats[seat].at;
    if snap.is_climax() {
        // R-LEAD-3: during the climax the lead leaves the game.
        let mut q = world.query::<(Entity, &Lead)>();
        let gone: Vec<Entity> = q
            .iter(world)
            .filter(|(_, l)| l.kind == kind && l.owner == owner)
            .map(|(e, _)| e)
            .collect();
        for e in gone {
            world.despawn(e);
        }
        report(
            world,
            seat,
            Msg::new("log-follow-up-climax")
                .det("who", who)
                .msg("lead", lead)
                .label("at", from),
        );
        set_pending(
            world,
            Some(Decision {
                seat,
                ask: Ask::LeadReward { kind },
            }),
        );
    } else {
        let chooser = right_of(seat, snap.seats.len());
        let by = name_of(content, world.resource::<Table>(), chooser);
        report(
            world,
            seat,
            Msg::new("log-follow-up")
                .det("who", who)
                .msg("lead", lead)
                .label("at", from)
                .det("by", by),
        );
        set_pending(
            world,
            Some(Decision {
                seat: chooser,
                ask: Ask::PlaceLead { kind, owner, from },
            }),
        );
    }
}

/// R-LEAD-2: the seat on the right puts the followed-up lead on its new place.
pub fn place_lead(world: &mut World, cx: &Ctx, to: LocId) {
    let Ctx {
        snap, seat, who, ..
    } = *cx;

    let Some(Decision {
        ask: Ask::PlaceLead {
            kind, owner, from, ..
        },
        ..
    }) = snap.pending
    else {
        return;
    };
    move_lead(world, kind, owner, to);
    report(
        world,
        seat,
        Msg::new("log-lead-moved")
            .det("who", who)
            .msg("lead", lead_msg(kind, owner))
            .label("from", from)
            .label("to", to),
    );
    set_pending(
        world,
        Some(Decision {
            seat: snap.active(),
            ask: Ask::LeadReward { kind },
        }),
    );
}

/// R-LEAD-4, R-EVID-1: draw an evidence token, seen by the drawer alone.
pub fn take_evidence(world: &mut World, cx: &Ctx) {
    let Ctx {
        snap, seat, who, ..
    } = *cx;

    let Some(Decision {
        ask: Ask::LeadReward { kind, .. },
        ..
    }) = snap.pending
    else {
        return;
    };
    super::ctx::shown(world);
    let token = world.resource_mut::<EvidencePile>().0.pop();
    let mut pending = world.resource_mut::<Pending>();
    pending.drawn = token;
    pending.decision = Some(Decision {
        seat,
        ask: Ask::PlaceEvidence { kind },
    });
    report(
        world,
        seat,
        Msg::new("log-draws-evidence")
            .det("who", who)
            .msg("kind", terms::lead_kind(kind)),
    );
    if let Some(t) = token {
        log_private(
            world,
            seat,
            Msg::new("log-you-drew").msg("token", evidence_msg(t)),
        );
    }
}

/// R-EVID-1: the drawn token goes on a live suspect, in the file of the lead's type.
pub fn place_evidence(world: &mut World, cx: &Ctx, suspect: SuspectId, face_up: bool) {
    let Ctx {
        snap, seat, who, ..
    } = *cx;

    let Some(Decision {
        ask: Ask::PlaceEvidence { kind, .. },
        ..
    }) = snap.pending
    else {
        return;
    };
    let Some(face) = world.resource_mut::<Pending>().drawn.take() else {
        return;
    };
    let id = world.resource_mut::<NextGameId>().take();
    world.spawn((
        id,
        EvidenceToken {
            face,
            place: TokenPlace {
                suspect,
                file: kind,
                face_up,
                known_to: seat_bit(seat),
                placed_by: seat,
            },
        },
    ));
    let text = if face_up {
        Msg::new("log-places-face-up")
            .det("who", who)
            .msg("token", evidence_msg(face))
            .sus("suspect", suspect)
            .msg("kind", terms::lead_kind(kind))
    } else {
        Msg::new("log-places-face-down")
            .det("who", who)
            .sus("suspect", suspect)
            .msg("kind", terms::lead_kind(kind))
    };
    report(world, seat, text);
    if !face_up {
        log_private(
            world,
            seat,
            Msg::new("log-your-face-down")
                .sus("suspect", suspect)
                .msg("kind", terms::lead_kind(kind))
                .msg("token", evidence_msg(face)),
        );
    }
    set_pending(world, None);
}

/// R-MOVE-8: Lily Lockwell's story turns a face-down token face up.
pub fn reveal_evidence(world: &mut World, cx: &Ctx, token: u32) {
    let Ctx { content, seat, .. } = *cx;

    reveal(world, content, seat, token, Msg::new("by-lily-story"));
    send_on(world, seat, Informant::Lily);
}

/// R-MOVE-8, R-MOVE-9: the seat that met an informant sends them on.
pub fn move_informant(world: &mut World, cx: &Ctx, to: LocId) {
    let Ctx { cmd, seat, who, .. } = *cx;

    let informant = cmd.action.informant_move().map(|(w, _)| w);
    let mut q = world.query::<(&Informant, &mut At)>();
    for (who, mut at) in q.iter_mut(world) {
        if Some(*who) == informant {
            at.0 = to;
        }
    }
    if let Some(informant) = informant {
        report(
            world,
            seat,
            Msg::new(match informant {
                Informant::Lily => "log-sends-lily",
                Informant::Jimmy => "log-sends-jimmy",
            })
            .det("who", who)
            .label("to", to),
        );
    }
    set_pending(world, None);
}

/// R-MOVE-9: 1 Time to Jimmy the Snitch for a secret look at a suspect's face-down evidence.
pub fn jimmy_peek(world: &mut World, cx: &Ctx, suspect: SuspectId) {
    let Ctx {
        content, seat, who, ..
    } = *cx;

    report(
        world,
        seat,
        Msg::new("log-jimmy-peek")
            .det("who", who)
            .sus("suspect", suspect),
    );
    peek(world, content, seat, suspect, Msg::new("peek-jimmy"));
    send_on(world, seat, Informant::Jimmy);
}

/// R-MOVE-9: 1 Time to Jimmy the Snitch for a secret look at another player's hand. The log
/// says only that a look happened; the cards go to the looker's private log.
pub fn jimmy_hand(world: &mut World, cx: &Ctx, of: SeatId) {
    let Ctx {
        content, seat, who, ..
    } = *cx;

    let table = world.resource::<Table>().clone();
    let whose = super::log::name_of(content, &table, of);
    let mut q = world.query::<(&DetectiveFigure, &Hand)>();
    let cards: Vec<Msg> = q
        .iter(world)
        .find(|(d, _)| d.seat == of)
        .map(|(_, h)| {
            h.0.iter()
                .map(|&c| Msg::new("name").card("name", c))
                .collect()
        })
        .unwrap_or_default();
    report(
        world,
        seat,
        Msg::new("log-jimmy-hand")
            .det("who", who)
            .det("whose", whose),
    );
    log_private(
        world,
        seat,
        Msg::new("log-jimmy-shows-hand")
            .det("whose", whose)
            .msg("cards", Msg::list(cards)),
    );
    send_on(world, seat, Informant::Jimmy);
}

/// R-MOVE-9: Jimmy the Snitch's offer let go.
pub fn decline_peek(world: &mut World, cx: &Ctx) {
    let Ctx { seat, who, .. } = *cx;

    report(world, seat, Msg::new("log-jimmy-declined").det("who", who));
    // R-MOVE-9: "then the player moves Jimmy", whether or not the offer was taken.
    send_on(world, seat, Informant::Jimmy);
}

/// R-MOVE-8: the player lets Lily Lockwell's story go (her reveal is optional); she moves on.
pub fn skip_reveal(world: &mut World, cx: &Ctx) {
    let Ctx { seat, who, .. } = *cx;

    report(world, seat, Msg::new("log-lily-skipped").det("who", who));
    send_on(world, seat, Informant::Lily);
}

/// Turns the token `token` face up for all to see, in the name of `by` (Lily's story, a card).
pub fn reveal(world: &mut World, content: &Content, seat: SeatId, token: u32, by: Msg) {
    let _ = content;
    let mut q = world.query::<(&GameId, &mut EvidenceToken)>();
    let mut shown = None;
    for (g, mut t) in q.iter_mut(world) {
        if g.0 == token {
            t.face_up = true;
            shown = Some(*t);
        }
    }
    if let Some(t) = shown {
        report(
            world,
            seat,
            Msg::new("log-reveal")
                .msg("by", by)
                .msg("token", evidence_msg(t.face))
                .sus("suspect", t.suspect)
                .msg("kind", terms::lead_kind(t.file)),
        );
    }
}

/// `seat` looks at every face-down token on `suspect` in secret (D-8): it knows them from now
/// on, and its private log lists them after `intro` ("Jimmy shows you").
pub fn peek(world: &mut World, content: &Content, seat: SeatId, suspect: SuspectId, intro: Msg) {
    let _ = content;
    let mut q = world.query::<(&GameId, &mut EvidenceToken)>();
    let mut seen: Vec<(GameId, EvidenceToken)> = Vec::new();
    for (g, mut t) in q.iter_mut(world) {
        if t.suspect == suspect && !t.face_up {
            t.known_to |= seat_bit(seat);
            seen.push((*g, *t));
        }
    }
    seen.sort_by_key(|(g, _)| *g);
    let list = seen.iter().map(|(_, t)| {
        Msg::new("token-in-file")
            .msg("token", evidence_msg(t.face))
            .msg("kind", terms::lead_kind(t.file))
    });
    log_private(
        world,
        seat,
        Msg::new("log-peek")
            .msg("intro", intro)
            .sus("suspect", suspect)
            .msg("tokens", Msg::list(list)),
    );
}

/// Moves the lead of `kind` and `owner` to `to`.
pub fn move_lead(world: &mut World, kind: LeadKind, owner: LeadOwner, to: LocId) {
    let mut q = world.query::<(&Lead, &mut At)>();
    for (l, mut at) in q.iter_mut(world) {
        if l.kind == kind && l.owner == owner {
            at.0 = to;
        }
    }
}

/// R-EVID-5: an alibi from the supply on a live suspect, face up (−5 at the close unless a
/// perjury pairs with it). Location abilities and events call this.
pub fn place_alibi(world: &mut World, content: &Content, suspect: SuspectId) -> Result<(), Msg> {
    live_suspect(world, content, suspect)?;
    let mut supply = world.resource_mut::<Supply>();
    if supply.alibis == 0 {
        return Err(Msg::new("refuse-no-alibi-tokens"));
    }
    supply.alibis -= 1;
    for mut s in world.query::<&mut Suspect>().iter_mut(world) {
        if s.index == suspect {
            s.alibis += 1;
        }
    }
    log(
        world,
        None,
        Msg::new("log-alibi-on").sus("suspect", suspect),
    );
    Ok(())
}

/// R-EVID-6: a hit from the supply on a live suspect; the third kills it. Returns whether the
/// suspect died. Puzzle bonuses and Humanity Labor call this.
pub fn place_hit(world: &mut World, content: &Content, suspect: SuspectId) -> Result<bool, Msg> {
    live_suspect(world, content, suspect)?;
    let mut supply = world.resource_mut::<Supply>();
    if supply.hits == 0 {
        return Err(Msg::new("refuse-no-hit-tokens"));
    }
    supply.hits -= 1;
    let mut hits = 0;
    for mut s in world.query::<&mut Suspect>().iter_mut(world) {
        if s.index == suspect {
            s.hits += 1;
            hits = s.hits;
        }
    }
    log(
        world,
        None,
        Msg::new("log-hit-on")
            .sus("suspect", suspect)
            .num("hits", hits),
    );
    if hits >= 3 {
        kill(world, content, suspect);
        return Ok(true);
    }
    Ok(false)
}

fn live_suspect(world: &mut World, content: &Content, suspect: SuspectId) -> Result<(), Msg> {
    let _ = content;
    let alive = world
        .query::<&Suspect>()
        .iter(world)
        .find(|s| s.index == suspect)
        .map(|s| s.alive);
    match alive {
        None => Err(Msg::new("refuse-suspect-not-in-game")),
        Some(false) => Err(Msg::new("refuse-suspect-dead").sus("suspect", suspect)),
        Some(true) => Ok(()),
    }
}

/// R-EVID-6: the suspect dies; its hits and alibis go back to their supplies, its evidence
/// into the evidence pile, which is shuffled (the rule texts: "to their respective piles").
fn kill(world: &mut World, content: &Content, suspect: SuspectId) {
    let tokens: Vec<(Entity, Evidence)> = world
        .query::<(Entity, &EvidenceToken)>()
        .iter(world)
        .filter(|(_, t)| t.suspect == suspect)
        .map(|(e, t)| (e, t.face))
        .collect();
    let (mut hits, mut alibis) = (0, 0);
    for mut s in world.query::<&mut Suspect>().iter_mut(world) {
        if s.index == suspect {
            s.alive = false;
            hits = std::mem::take(&mut s.hits);
            alibis = std::mem::take(&mut s.alibis);
        }
    }
    let mut supply = world.resource_mut::<Supply>();
    supply.hits += hits;
    supply.alibis += alibis;
    let back = tokens.len();
    for (e, face) in tokens {
        world.despawn(e);
        world.resource_mut::<EvidencePile>().0.push(face);
    }
    if back > 0 {
        // A random step: the pile's order is new to everybody.
        super::ctx::shown(world);
        world.resource_scope(|world, mut rng: Mut<GameRng>| {
            world.resource_mut::<EvidencePile>().0.shuffle(&mut rng.0);
        });
    }
    log(
        world,
        None,
        Msg::new("log-suspect-dies")
            .sus("suspect", suspect)
            .num("back", back),
    );
    super::track::suspect_died(world, content, suspect);
}

/// Every suspect in play at the close with all tokens face up (R-CLOSE-2), in sheet order,
/// and each seat's hunches as indexes into that list.
pub fn case_at_close(world: &mut World) -> (Vec<SuspectAtClose>, Vec<Hunches>) {
    let content = world.resource::<Content>().clone();
    let mut suspects: Vec<Suspect> = world.query::<&Suspect>().iter(world).copied().collect();
    suspects.sort_by_key(|s| s.order);
    let mut tokens: Vec<(GameId, EvidenceToken)> = world
        .query::<(&GameId, &EvidenceToken)>()
        .iter(world)
        .map(|(g, t)| (*g, *t))
        .collect();
    tokens.sort_by_key(|(g, _)| *g);
    let at_close: Vec<SuspectAtClose> = suspects
        .iter()
        .map(|s| {
            let def = &content.suspects[s.index];
            let mut files: [Vec<Evidence>; 3] = Default::default();
            for (_, t) in tokens.iter().filter(|(_, t)| t.suspect == s.index) {
                let i = LeadKind::ALL.iter().position(|k| *k == t.file).unwrap_or(0);
                files[i].push(t.face);
            }
            SuspectAtClose {
                name: def.name.clone(),
                alive: s.alive,
                files,
                strong: Some(def.strong),
                weak: Some(def.weak),
                alibis: s.alibis,
            }
        })
        .collect();
    let mut hunches: Vec<Hunch> = world.query::<&Hunch>().iter(world).copied().collect();
    hunches.sort_by_key(|h| h.seat);
    let pos = |index: SuspectId| suspects.iter().position(|s| s.index == index).unwrap_or(0);
    let hunches = hunches
        .iter()
        .map(|h| Hunches {
            guilty: pos(h.guilty),
            innocent: pos(h.innocent),
        })
        .collect();
    (at_close, hunches)
}

/// R-MOVE-8, R-MOVE-9: the seat that met `informant` sends them on next.
fn send_on(world: &mut World, seat: SeatId, informant: Informant) {
    set_pending(
        world,
        Some(Decision {
            seat,
            ask: Ask::MoveInformant { who: informant },
        }),
    );
}
