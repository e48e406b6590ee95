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
            "Place the piece at column {}, row {} (the cell marked {0}·{1}){}",
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
        Action::PlayLight { play } => format!(
            "Play {} (light){}",
            card_name(content, play.card),
            paid_with(content, s, seat, &play, true)
        ),
        Action::SkipDraw => "Draw nothing".into(),
        Action::PlayDark { play } => format!(
            "Play {} against {}{}",
            card_name(content, play.card),
            seat_name(content, s, s.active()),
            paid_with(content, s, s.active(), &play, false)
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
        Action::UseAbility { option, pay } => {
            let loc = content.map.loc(me.at);
            match loc.uses.get(option as usize) {
                // The ability's text ends its sentence; the favors paid come before its stop.
                Some(u) => format!(
                    "Use {}: {}{}",
                    place(me.at),
                    u.text.trim_end_matches('.'),
                    favors_paid(content, me, &pay)
                ),
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
        Action::SkipReveal => "Turn no token face up for Lily".into(),
        Action::LookAtHand { of } => {
            format!(
                "Buy a look at {}'s hand from Jimmy",
                seat_name(content, s, of)
            )
        }
        Action::MoveWarrant { from } => format!("Move your warrant from {}", place(from)),
        Action::MoveJimmy { to } => format!("Send Jimmy the Snitch to {}", place(to)),
        Action::EventAction { event, option, pay } => match content.events.get(event.index()) {
            Some(e) => {
                let which = match e.def.actions.get(option as usize) {
                    Some(a) if e.def.actions.len() > 1 => {
                        format!(": {}", a.ability.text.trim_end_matches('.'))
                    }
                    _ => String::new(),
                };
                format!(
                    "Use the event {}{which}{}",
                    e.def.name,
                    favors_paid(content, me, &pay)
                )
            }
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
) -> String {
    let Ok(cost) = super::twilight::card_cost(content, s, target, play) else {
        return String::new();
    };
    let shift = match (cost, light) {
        (0, _) => "no shift".to_string(),
        (n, true) => format!("dark-shift {n}"),
        (n, false) => format!("light-shift {n}"),
    };
    let discards = play.discards();
    let mut out = format!(": {shift}");
    if !discards.is_empty() {
        let names: Vec<String> = discards.iter().map(|&d| card_name(content, d)).collect();
        out += &format!(", discarding {}", names.join(" and "));
    }
    if play.adjust != 0 {
        out += ", 1 less for the plot's colour";
    }
    // A favor cost (R-TOKEN-1), paid by whoever plays the card.
    let payer = if light { Some(target) } else { s.viewer };
    if let Some(me) = payer.and_then(|p| s.seats.get(p.index())) {
        out += &favors_paid(content, me, &play.pay);
    }
    out
}

/// The favors an ability or event is paid with, as its words end: ", paying a corp favor".
fn favors_paid(
    content: &Content,
    me: &super::SeatState,
    pay: &[Option<crate::model::Pay>; 2],
) -> String {
    let paid: Vec<String> = pay
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
                "a favor".to_string()
            }
            p => crate::i18n::english(
                content,
                &super::abilities::pay_words(content, me.detective, p),
            ),
        })
        .collect();
    if paid.is_empty() {
        String::new()
    } else {
        format!(", paying {}", paid.join(" and "))
    }
}

/// The sentence of a specific event's text that moves the testimony leads (R-EVENT-3).
const LEADS_MOVE: &str = "Testimony leads move: ";

/// An event's text as the players of this game read it: a specific event's "Testimony leads
/// move: …" sentence names only the suspects in play (`in_play`, R-SETUP-2, R-EVENT-3), so a
/// game of four suspects never reads of the other two. Any other text is as written.
pub fn event_text(
    content: &Content,
    event: crate::ids::EventId,
    in_play: &[crate::ids::SuspectId],
) -> String {
    let Some(e) = content.events.get(event.index()) else {
        return String::new();
    };
    let text = &e.def.text;
    let Some((head, parts, tail)) = leads_sentence(content, event) else {
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
    format!("{head}{LEADS_MOVE}{}.{tail}", kept.join("; "))
}

/// A specific event's text cut around its "Testimony leads move: A to X; B to Y." sentence:
/// what comes before it, each "Name to Place" with the suspect it names (`None` if it names
/// none of the murder's), and what comes after its full stop. `None` when the text has no such
/// sentence.
pub fn leads_sentence(
    content: &Content,
    event: crate::ids::EventId,
) -> Option<(&str, Vec<(Option<crate::ids::SuspectId>, &str)>, &str)> {
    let e = content.events.get(event.index())?;
    let text = e.def.text.as_str();
    let start = text.find(LEADS_MOVE)?;
    let body = &text[start + LEADS_MOVE.len()..];
    let named = |part: &str| {
        e.leads.iter().map(|&(x, _)| x).find(|&x| {
            content
                .suspects
                .get(x.index())
                .is_some_and(|d| part.starts_with(&format!("{} to ", d.name)))
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
                let end = start + LEADS_MOVE.len() + (body.len() - rest.len()) + skip + j + 1;
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
    pub short: String,
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
                let place = content.map.label(home);
                let (short, warn) = if me.at == home {
                    (
                        format!("Third Directive: at {place}, stay till the end of day {day}"),
                        false,
                    )
                } else {
                    let far = match super::time_to(content, me, home, 20) {
                        Some((t, 1)) => format!("1 move away ({t} Time)"),
                        Some((t, m)) => format!("{m} moves away ({t} Time)"),
                        None => "far away".into(),
                    };
                    (
                        format!("Third Directive: be at {place} by the end of day {day} — {far}"),
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
                    short: "Second Directive: no more light cards this turn".into(),
                    warn: true,
                    text: card_text("second"),
                });
            }
            R::FreeFollowUpEachTurn if !s.turn_log.followed_up && seat == s.active() => {
                out.push(StandingRule {
                    short: "Second Directive: your first lead this turn is free".into(),
                    warn: false,
                    text: card_text("second"),
                });
            }
            R::Mood => {
                let good = me.specials.mood == Some(true);
                let limit = super::twilight::hand_limit(content, s, seat);
                out.push(StandingRule {
                    short: format!(
                        "{}: hand limit {limit}",
                        if good { "Good Mood" } else { "Bad Mood" }
                    ),
                    warn: me.hand >= limit,
                    text: card_text("mood"),
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
            short: format!("Murder rule: {}", def.name),
            warn: false,
            text: format!("{} ({}): {}", def.name, def.id, def.text),
        });
    }
    out
}
