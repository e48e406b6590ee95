//! Actions in a player's words: what an [`Action`] does, said short ("Move to NAPD", "Follow
//! up the physical lead of Louis Blaine here"). The hint, the "what can I do" list and the
//! tests share it, so every action has words.

use super::Snapshot;
use crate::content::Content;
use crate::ids::SeatId;
use crate::model::{Action, Arg, Hold, Msg, Prompt};

/// A seat's detective as a message argument (a seat the table lacks reads as "seat N").
fn seat_arg(s: &Snapshot, seat: SeatId) -> Arg {
    s.seats.get(seat.index()).map_or_else(
        || Arg::Text(format!("{}", seat.index() + 1)),
        |st| Arg::Detective(st.detective),
    )
}

/// `who` as a message: "yourself" for the speaker's own seat, else its detective.
fn whom(s: &Snapshot, me: SeatId, who: SeatId) -> Msg {
    if who == me {
        Msg::new("act-yourself")
    } else {
        Msg::new("name").with("name", seat_arg(s, who))
    }
}

/// `action`, as `seat` would say it, in one short line.
pub fn action_words(content: &Content, s: &Snapshot, seat: SeatId, action: &Action) -> Msg {
    let me = &s.seats[seat.index()];
    match *action {
        Action::Move { to } => Msg::new("act-move").label("place", to),
        Action::Dropship { to } => Msg::new("act-dropship").label("place", to),
        Action::JumpOnTheCase => Msg::new("act-jump"),
        Action::EndTurn => Msg::new("act-end-turn"),
        Action::FollowUp { kind, owner } => {
            Msg::new("act-follow-up").msg("lead", super::investigation::lead_msg(kind, owner))
        }
        Action::PlaceLead { to } => Msg::new("act-place-lead").label("place", to),
        Action::TakeEvidence => Msg::new("act-take-evidence"),
        Action::UncoverConspiracy { dig: false } => Msg::new("act-reveal-information"),
        Action::UncoverConspiracy { dig: true } => Msg::new("act-dig-deeper"),
        Action::Shift { seat: who, dark } => Msg::new(if dark {
            "act-dark-shift"
        } else {
            "act-light-shift"
        })
        .msg("whom", whom(s, seat, who)),
        Action::GainFavor { kind } => {
            Msg::new("act-take-favor").msg("favor", crate::model::terms::favor(kind))
        }
        Action::GiveBaggage { seat: who, good } => Msg::new(if good {
            "act-give-good-baggage"
        } else {
            "act-give-bad-baggage"
        })
        .msg("whom", whom(s, seat, who)),
        Action::PlacePiece { col, row, turns } => Msg::new("act-place-piece")
            .num("col", col + 1)
            .num("row", row + 1)
            .num("degrees", turns as u32 * 90),
        Action::DiscardPiece => Msg::new("act-discard-piece"),
        Action::MoveLeadBonus { owner, kind, to } => Msg::new("act-move-lead")
            .msg("lead", super::investigation::lead_msg(kind, owner))
            .label("place", to),
        Action::HitBonus { suspect } => Msg::new("act-hit").sus("suspect", suspect),
        Action::DrawBonusPiece => Msg::new("act-draw-bonus-piece"),
        Action::SkipBonus => Msg::new("act-skip-bonus"),
        Action::DrawCard { from } if from == seat => Msg::new("act-draw-light"),
        Action::DrawCard { from } => Msg::new("act-draw-dark").with("whose", seat_arg(s, from)),
        Action::DiscardCard { card } => Msg::new("act-discard-card").card("card", card),
        Action::PlayLight { play } => Msg::new("act-play-light")
            .card("card", play.card)
            .msg("paid", paid_with(content, s, seat, &play, true)),
        Action::SkipDraw => Msg::new("act-draw-nothing"),
        Action::SkipDrawsToday => Msg::new("act-draw-nothing-today"),
        Action::PlayDark { play } => Msg::new("act-play-dark")
            .card("card", play.card)
            .with("whom", seat_arg(s, s.active()))
            .msg("paid", paid_with(content, s, s.active(), &play, false)),
        Action::PassResponse => Msg::new("act-pass"),
        Action::HoldResponses {
            until: Hold::MyTurn,
        } => Msg::new("act-hold-my-turn"),
        Action::HoldResponses {
            until: Hold::Tomorrow,
        } => Msg::new("act-hold-tomorrow"),
        Action::Tactics { dark } => Msg::new(if dark {
            "act-tactics-dark"
        } else {
            "act-tactics-light"
        }),
        Action::ChooseSuspect { suspect } => Msg::new("act-choose").sus("suspect", suspect),
        Action::UseAbility { option, pay } => {
            let loc = content.map.loc(me.at);
            match loc.uses.get(option as usize) {
                Some(_) => Msg::new("act-use-ability")
                    .label("place", me.at)
                    .with("text", Arg::LocUse(me.at, option))
                    .msg("paid", favors_paid(content, me, &pay)),
                None => Msg::new("act-use-ability-of").label("place", me.at),
            }
        }
        Action::PlaceEvidence { suspect, face_up } => Msg::new(if face_up {
            "act-plant-face-up"
        } else {
            "act-plant-face-down"
        })
        .sus("suspect", suspect),
        Action::RevealEvidence { .. } => Msg::new("act-reveal-token"),
        Action::MoveLily { to } => Msg::new("act-send-lily").label("place", to),
        Action::Peek { suspect } => Msg::new("act-peek").sus("suspect", suspect),
        Action::DeclinePeek => Msg::new("act-decline-peek"),
        Action::SkipReveal => Msg::new("act-skip-reveal"),
        Action::LookAtHand { of } => Msg::new("act-look-at-hand").with("whose", seat_arg(s, of)),
        Action::MoveWarrant { from } => Msg::new("act-move-warrant").label("place", from),
        Action::MoveJimmy { to } => Msg::new("act-send-jimmy").label("place", to),
        Action::EventAction { event, option, pay } => match content.events.get(event.index()) {
            Some(e) if e.def.actions.len() > 1 && e.def.actions.get(option as usize).is_some() => {
                Msg::new("act-use-event-which")
                    .event("event", event)
                    .with("text", Arg::EventAction(event, option))
                    .msg("paid", favors_paid(content, me, &pay))
            }
            Some(_) => Msg::new("act-use-event")
                .event("event", event)
                .msg("paid", favors_paid(content, me, &pay)),
            None => Msg::new("act-use-an-event"),
        },
        Action::RecallMemory { from } => {
            Msg::new("act-recall-memory").with("whose", seat_arg(s, from))
        }
        Action::ReturnMemory { .. } => Msg::new("act-return-memory"),
        Action::PromptFor { card, prompt } => Msg::new(match prompt {
            Prompt::Judged => "act-prompt-judged",
            Prompt::Always => "act-prompt-always",
            Prompt::Never => "act-prompt-never",
        })
        .card("card", card),
    }
}

/// How a card play is paid, as its words end (R-TWI-6, R-TWI-7, R-TWI-8): the shift it costs
/// and the cards discarded for it, so two ways of playing one card never read the same.
/// `target` is the seat whose plot colour counts; `light`: a light card (it dark-shifts its
/// player), or a dark one (it light-shifts).
fn paid_with(
    content: &Content,
    s: &Snapshot,
    target: SeatId,
    play: &crate::model::CardPlay,
    light: bool,
) -> Msg {
    let Ok(cost) = super::twilight::card_cost(content, s, target, play) else {
        return Msg::default();
    };
    let shift = match (cost, light) {
        (0, _) => Msg::new("act-no-shift"),
        (n, true) => Msg::new("act-dark-shift-by").num("n", n),
        (n, false) => Msg::new("act-light-shift-by").num("n", n),
    };
    // The plot colour's one more or less said with the shift it changes ("costs no shift
    // (1 less for the plot's colour)"; round 39 of issue 31 read "costs no shift, 1 less: …"
    // as garbled).
    let shift = match play.adjust {
        0 => shift,
        a => Msg::new(if a < 0 {
            "act-plot-colour-less"
        } else {
            "act-plot-colour-more"
        })
        .msg("shift", shift),
    };
    let mut parts = vec![shift];
    let discards = play.discards();
    if !discards.is_empty() {
        let cards = discards.iter().map(|&d| Msg::new("name").card("name", d));
        parts.push(Msg::new("act-discarding").msg("cards", Msg::list(cards)));
    }
    // A favor cost (R-TOKEN-1), paid by whoever plays the card.
    let payer = if light { Some(target) } else { s.viewer };
    let favors = payer
        .and_then(|p| s.seats.get(p.index()))
        .map(|me| favors_paid(content, me, &play.pay))
        .unwrap_or_default();
    Msg::new("act-paid-with")
        .msg("parts", Msg::list(parts))
        .msg("favors", favors)
}

/// The favors an ability or event is paid with, as its words end: ", paying a corp favor".
fn favors_paid(
    content: &Content,
    me: &super::SeatState,
    pay: &[Option<crate::model::Pay>; 2],
) -> Msg {
    let paid: Vec<Msg> = pay
        .iter()
        .flatten()
        .map(|p| match p {
            crate::model::Pay::Npc(i)
                if content.detectives[me.detective]
                    .def
                    .npcs
                    .get(*i as usize)
                    .is_none() =>
            {
                Msg::new("pay-any-favor")
            }
            p => super::abilities::pay_words(content, me.detective, p),
        })
        .collect();
    if paid.is_empty() {
        Msg::default()
    } else {
        Msg::new("act-paying").msg("favors", Msg::list(paid))
    }
}

/// An event's text as the players of this game read it: a specific event's "Testimony leads
/// move: …" sentence names only the suspects in play (`in_play`, R-SETUP-2, R-EVENT-3), so a
/// game of four suspects never reads of the other two. Any other text is as written.
/// `marker` opens that sentence in the content's language (the message `event-leads-move`:
/// "Testimony leads move: ").
pub fn event_text(
    content: &Content,
    event: crate::ids::EventId,
    in_play: &[crate::ids::SuspectId],
    marker: &str,
) -> String {
    let Some(e) = content.events.get(event.index()) else {
        return String::new();
    };
    let text = &e.def.text;
    let Some((head, parts, tail)) = leads_sentence(content, event, marker) else {
        return text.clone();
    };
    let kept: Vec<&str> = parts
        .iter()
        .filter(|(who, _)| who.is_none_or(|x| in_play.contains(&x)))
        .map(|(_, part)| *part)
        .collect();
    if kept.is_empty() {
        return format!("{head}{}", tail.trim_start());
    }
    format!("{head}{marker}{}.{tail}", kept.join("; "))
}

/// A specific event's text cut around its "Testimony leads move: A to X; B to Y." sentence
/// (opened by `marker` in the content's language): what comes before it, each "Name to Place"
/// (the name first in every language) with the suspect it names (`None` if it names none of
/// the murder's), and what comes after its full stop. `None` when the text has no such
/// sentence.
pub fn leads_sentence<'c>(
    content: &'c Content,
    event: crate::ids::EventId,
    marker: &str,
) -> Option<(
    &'c str,
    Vec<(Option<crate::ids::SuspectId>, &'c str)>,
    &'c str,
)> {
    let e = content.events.get(event.index())?;
    let text = e.def.text.as_str();
    if marker.is_empty() {
        return None;
    }
    let start = text.find(marker)?;
    let body = &text[start + marker.len()..];
    let named = |part: &str| {
        e.leads.iter().map(|&(x, _)| x).find(|&x| {
            content
                .suspects
                .get(x.index())
                .is_some_and(|d| part.starts_with(&format!("{} ", d.name)))
        })
    };
    let mut parts = Vec::new();
    let mut rest = body;
    loop {
        let who = named(rest);
        // A name may hold a full stop ("Sgt. Dejah Thoris"): look for the part's end after it.
        let skip = who
            .and_then(|x| content.suspects.get(x.index()))
            .map_or(0, |d| d.name.len());
        let after = &rest[skip..];
        let semi = after.find("; ");
        let stop = after
            .find(". ")
            .or_else(|| after.strip_suffix('.').map(|a| a.len()));
        match (semi, stop) {
            (Some(i), Some(j)) if i < j => {
                parts.push((who, &rest[..skip + i]));
                rest = &after[i + 2..];
            }
            (Some(i), None) => {
                parts.push((who, &rest[..skip + i]));
                rest = &after[i + 2..];
            }
            (_, Some(j)) => {
                parts.push((who, &rest[..skip + j]));
                let end = start + marker.len() + (body.len() - rest.len()) + skip + j + 1;
                return Some((&text[..start], parts, &text[end..]));
            }
            (None, None) => return None,
        }
    }
}

/// The length of a rule ID starting at byte `i` of `s` ("R-TWI-9", "D-7", a range
/// "R-LEAD-1…3"), if one starts there.
fn rule_id_at(s: &str, i: usize) -> Option<usize> {
    let rest = &s[i..];
    if i > 0
        && s[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '-')
    {
        return None;
    }
    let digits = |t: &str| t.chars().take_while(|c| c.is_ascii_digit()).count();
    let mut len = if let Some(t) = rest.strip_prefix("R-") {
        let letters = t.chars().take_while(|c| c.is_ascii_uppercase()).count();
        let t = &t[letters..];
        let n = t.strip_prefix('-').map_or(0, digits);
        if letters == 0 || n == 0 {
            return None;
        }
        2 + letters + 1 + n
    } else if let Some(t) = rest.strip_prefix("D-") {
        let n = digits(t);
        if n == 0 {
            return None;
        }
        2 + n
    } else {
        return None;
    };
    // A range: "R-LEAD-1…3".
    if let Some(t) = rest[len..].strip_prefix('…') {
        let n = digits(t);
        if n > 0 {
            len += '…'.len_utf8() + n;
        }
    }
    Some(len)
}

/// `text` for running text a player reads, without rule IDs: "(R-TWI-1)" goes, "there,
/// R-MOVE-4)" loses its ID, "R-LEAD-1: the player…" its prefix. Rule IDs stay in the rules
/// reference and in tooltips.
pub fn plain(text: &str) -> String {
    if !text.contains("R-") && !text.contains("D-") {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if let Some(len) = rule_id_at(text, i) {
            // The separator before it goes with it ("there, R-MOVE-4", "R-MOVE-8 and R-MOVE-9").
            for sep in [", ", "; ", " and ", " or ", "see ", " "] {
                if out.ends_with(sep) && !out.ends_with("( ") {
                    out.truncate(out.len() - sep.len());
                    break;
                }
            }
            i += len;
            // And what follows it as a label: "R-LEAD-1: ".
            if let Some(t) = text[i..].strip_prefix(": ") {
                i = text.len() - t.len();
                let mended = out.is_empty() || out.ends_with(". ") || out.ends_with('(');
                if !mended && !out.ends_with(' ') {
                    out.push_str(": ");
                }
            }
            continue;
        }
        let c = text[i..].chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    // Mend what the removals left: empty brackets, a bracket opened on a comma, stray spaces.
    for (from, to) in [
        (" ()", ""),
        ("()", ""),
        ("(, ", "("),
        ("(; ", "("),
        ("(and ", "("),
        (" )", ")"),
        ("  ", " "),
        (" .", "."),
        (" ,", ","),
        (" ;", ";"),
        (": .", "."),
    ] {
        while out.contains(from) {
            out = out.replace(from, to);
        }
    }
    out.trim().to_string()
}

/// One of a detective's own standing rules, as the turn area shows it (R-SETUP-13).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRule {
    /// A few words: "Third Directive: home to Haas-Bioroid by the end of day 4 — 2 moves away".
    pub short: Msg,
    /// Something is at stake now (it is drawn as a warning).
    pub warn: bool,
    /// The rule in full, for its tooltip.
    pub text: String,
}

/// The standing rules of `seat`'s detective that matter this turn, in words, with a warning
/// where one is at stake: Floyd's Directives (home by the end of day 4, and how far away; one
/// light card a turn; the first lead of a turn free), Louis's Mood (his hand limit); and the
/// murder's special rule while it binds (R-MURDER-1…6).
pub fn standing_rules(content: &Content, s: &Snapshot, seat: SeatId) -> Vec<StandingRule> {
    use crate::content::DetectiveRule as R;
    let Some(me) = s.seats.get(seat.index()) else {
        return Vec::new();
    };
    let def = &content.detectives[me.detective].def;
    let card_text = |part: &str| {
        content
            .specials
            .iter()
            .find(|c| c.detective == me.detective && c.def.id.contains(part))
            .map(|c| c.def.text.clone())
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    for rule in &def.setup.rules {
        match rule {
            R::HomeBy { day, at } => {
                let Some(home) = content.map.find(at) else {
                    continue;
                };
                if s.clock.day > *day {
                    continue;
                }
                let (short, warn) = if me.at == home {
                    (
                        Msg::new("standing-third-home")
                            .label("place", home)
                            .num("day", *day),
                        false,
                    )
                } else {
                    let far = match super::time_to(content, me, home, 20) {
                        Some((t, m)) => Msg::new("standing-moves-away")
                            .num("moves", m)
                            .num("time", t),
                        None => Msg::new("standing-far-away"),
                    };
                    (
                        Msg::new("standing-third-away")
                            .label("place", home)
                            .num("day", *day)
                            .msg("far", far),
                        true,
                    )
                };
                out.push(StandingRule {
                    short,
                    warn,
                    text: card_text("third"),
                });
            }
            R::OneLightCardPerTurn if s.turn_log.light_cards > 0 && seat == s.active() => {
                out.push(StandingRule {
                    short: Msg::new("standing-second-no-light"),
                    warn: true,
                    text: card_text("second"),
                });
            }
            R::FreeFollowUpEachTurn if !s.turn_log.followed_up && seat == s.active() => {
                out.push(StandingRule {
                    short: Msg::new("standing-second-free-lead"),
                    warn: false,
                    text: card_text("second"),
                });
            }
            R::Mood => {
                let good = me.specials.mood == Some(true);
                let limit = super::twilight::hand_limit(content, s, seat);
                out.push(StandingRule {
                    short: Msg::new(if good {
                        "standing-good-mood"
                    } else {
                        "standing-bad-mood"
                    })
                    .num("limit", limit),
                    warn: me.hand >= limit,
                    text: card_text("mood"),
                });
            }
            // Caprice's Sanity in sight with her Time (round 45 of issue 31: only the
            // Detectives tab showed it); a warning from −2 on, one step from the descent.
            R::Sanity { .. } if !me.specials.descended => {
                let now = me.specials.sanity.unwrap_or(0);
                out.push(StandingRule {
                    short: Msg::new("standing-sanity").text("n", format!("{now:+}")),
                    warn: now <= -2,
                    text: card_text("sanity"),
                });
            }
            _ => {}
        }
    }
    // The murder's own special rule, while it binds (R-MURDER-1…6).
    if let Some((def, _)) = super::murder::rule_of(content, s)
        && super::murder::in_force(content, s)
    {
        out.push(StandingRule {
            short: Msg::new("standing-murder-rule").text("name", def.name.clone()),
            warn: false,
            text: format!("{}: {}", def.name, def.text),
        });
    }
    out
}
