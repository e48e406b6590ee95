//! Every string of the content a player reads, each under a stable key made of the content's ids
//! and the field (`card-louis-siren`, `card-louis-siren-text`): the English template the
//! translations (`assets/locales/<code>/content.ftl`) follow, and the walk that lays a
//! translation over the loaded content.
//!
//! One walk, [`for_each_text`], visits every such string mutably: the template reads them, a
//! translation replaces them. Traits and baggage kinds are words the rules match by (a *Fight*
//! card, *Duty* baggage), so they are never replaced: [`terms`] lists them for the template and
//! the interface looks them up.

use super::ContentData;
use crate::tutorial::Script;

/// A Fluent identifier from `parts` joined by `-`: letters, digits, `-` and `_` kept (ASCII
/// letters lowered), anything else a `-`, runs of `-` made one; it starts with a letter.
pub fn key(parts: &[&str]) -> String {
    let mut out = String::new();
    for part in parts {
        if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
        for c in part.chars() {
            if c.is_ascii_alphanumeric() || c == '_' {
                out.push(c.to_ascii_lowercase());
            } else if !out.is_empty() && !out.ends_with('-') {
                out.push('-');
            }
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out
    } else {
        format!("x-{out}")
    }
}

/// A section of the template: its comment and where its strings come from.
pub type Visit<'a> = dyn FnMut(&str, &mut String) + 'a;

/// Visits every player-facing string of the content with its key, in the content's order.
/// `section` is called before each group with a heading for the template.
pub fn for_each_text(c: &mut ContentData, section: &mut dyn FnMut(&str), f: &mut Visit) {
    section("Districts");
    for d in &mut c.map.districts {
        f(&key(&["district", &d.id]), &mut d.name);
    }
    section("Locations: name, ability summary, each way to use the ability");
    for l in &mut c.map.locations {
        f(&key(&["loc", &l.id]), &mut l.name);
        if let Some(a) = &mut l.ability {
            f(&key(&["loc", &l.id, "ability"]), a);
        }
        for (i, u) in l.uses.iter_mut().enumerate() {
            f(
                &key(&["loc", &l.id, "use", &(i + 1).to_string()]),
                &mut u.text,
            );
        }
    }
    section("Detectives: name, title, bio, setup notes; their NPCs: name, note");
    for d in &mut c.detectives {
        let d = &mut d.def;
        let id = d.id.clone();
        f(&key(&["detective", &id]), &mut d.name);
        f(&key(&["detective", &id, "title"]), &mut d.title);
        if !d.bio.is_empty() {
            f(&key(&["detective", &id, "bio"]), &mut d.bio);
        }
        for (i, n) in d.setup.notes.iter_mut().enumerate() {
            f(&key(&["detective", &id, "note", &(i + 1).to_string()]), n);
        }
        for npc in &mut d.npcs {
            let english = npc.name.clone();
            let k = key(&["npc", &id, &english]);
            f(&k, &mut npc.name);
            // The sheet's setup names its NPC favors by the NPC's name (read at setup).
            for (name, _) in &mut d.setup.npc_favors {
                if *name == english {
                    name.clone_from(&npc.name);
                }
            }
            if !npc.note.is_empty() {
                f(&format!("{k}-note"), &mut npc.note);
            }
        }
    }
    section("Suspects: name, bio");
    for s in &mut c.suspects {
        f(&key(&["suspect", &s.id]), &mut s.name);
        if !s.bio.is_empty() {
            f(&key(&["suspect", &s.id, "bio"]), &mut s.bio);
        }
    }
    section("Murders: name, blurb, special rule's name and text");
    for s in &mut c.scenarios {
        let d = &mut s.def;
        f(&key(&["murder", &d.id]), &mut d.name);
        if !d.blurb.is_empty() {
            f(&key(&["murder", &d.id, "blurb"]), &mut d.blurb);
        }
        if let Some(r) = &mut d.rule {
            f(&key(&["murder", &d.id, "rule"]), &mut r.name);
            f(&key(&["murder", &d.id, "rule", "text"]), &mut r.text);
        }
        // The sheet's own copy of its specific events; the events list below is what the game
        // shows, and both take the same keys.
        for e in &mut d.events {
            event_texts(e, f);
        }
    }
    section("Conspiracy puzzle: groups (name, frame label of at most 5 letters)");
    for g in &mut c.puzzle.groups {
        f(&key(&["group", &g.id]), &mut g.name);
        f(&key(&["group", &g.id, "short"]), &mut g.short);
    }
    section("Twilight cards: name, text");
    for card in &mut c.cards {
        let d = &mut card.def;
        f(&key(&["card", &d.id]), &mut d.name);
        f(&key(&["card", &d.id, "text"]), &mut d.text);
    }
    section("Special cards (Sanity, Directives, Mood, Money, Memory…): name, text");
    for s in &mut c.specials {
        let d = &mut s.def;
        f(&key(&["special", &d.id]), &mut d.name);
        f(&key(&["special", &d.id, "text"]), &mut d.text);
    }
    section(
        "Plots: name; start card; crossroads card's good and bad sides; the endings (good or bad \
         crossroads, then good or bad side)",
    );
    for p in &mut c.plots {
        let d = &mut p.def;
        let id = d.id.clone();
        f(&key(&["plot", &id]), &mut d.name);
        let mut stage = |name: &str, st: &mut super::PlotStage| {
            f(&key(&["plot", &id, name]), &mut st.name);
            f(&key(&["plot", &id, name, "text"]), &mut st.text);
        };
        stage("start", &mut d.start);
        stage("crossroads-good", &mut d.crossroads.good);
        stage("crossroads-bad", &mut d.crossroads.bad);
        for (side, e) in [("good", &mut d.endings.good), ("bad", &mut d.endings.bad)] {
            for (end, x) in [("good", &mut e.good), ("bad", &mut e.bad)] {
                f(&key(&["plot", &id, "end", side, end]), &mut x.name);
                f(&key(&["plot", &id, "end", side, end, "text"]), &mut x.text);
            }
        }
    }
    section("Events (general, then each murder's specific ones): name, text, each action's text");
    for e in &mut c.events {
        event_texts(&mut e.def, f);
    }
}

fn event_texts(e: &mut super::EventDef, f: &mut Visit) {
    f(&key(&["event", &e.id]), &mut e.name);
    f(&key(&["event", &e.id, "text"]), &mut e.text);
    for (i, a) in e.actions.iter_mut().enumerate() {
        f(
            &key(&["event", &e.id, "action", &(i + 1).to_string()]),
            &mut a.ability.text,
        );
    }
}

/// The traits and baggage kinds the content names, each once, sorted, with their keys
/// (`trait-fight`, `baggage-duty`). The rules match by the English word, so a translation names
/// them on screen only.
pub fn terms(c: &ContentData) -> Vec<(String, String)> {
    use std::collections::BTreeMap;
    let mut out = BTreeMap::new();
    for card in &c.cards {
        for t in &card.def.traits {
            out.insert(key(&["trait", t]), t.clone());
        }
        let mut effects = Vec::new();
        flatten(&card.def.effects, &mut effects);
        for e in effects {
            if let super::Effect::Conditional { kind, .. } = e {
                out.insert(key(&["baggage", kind]), kind.clone());
            }
        }
    }
    for p in &c.plots {
        let d = &p.def;
        for st in [&d.start, &d.crossroads.good, &d.crossroads.bad] {
            for k in st.good.iter().chain(&st.bad) {
                out.insert(key(&["baggage", k]), k.clone());
            }
        }
    }
    out.into_iter().collect()
}

fn flatten<'a>(effects: &'a [super::Effect], out: &mut Vec<&'a super::Effect>) {
    for e in effects {
        out.push(e);
        match e {
            super::Effect::If { then, .. } => flatten(then, out),
            super::Effect::Fight { light, dark } => {
                flatten(light, out);
                flatten(dark, out);
            }
            _ => {}
        }
    }
}

/// Visits the lesson script's words: each step's title and what the coach says.
pub fn for_each_lesson_text(script: &mut Script, f: &mut Visit) {
    for (i, s) in script.steps.iter_mut().enumerate() {
        let n = (i + 1).to_string();
        f(&key(&["lesson", &n, "title"]), &mut s.title);
        f(&key(&["lesson", &n, "say"]), &mut s.say);
    }
}

/// A Fluent message `key = text`: continuation lines indented, braces and the characters
/// Fluent reads at a line's start made literal, so the text reads back exactly.
pub fn ftl_message(key: &str, text: &str) -> String {
    let mut out = format!("{key} =");
    for (i, line) in text.split('\n').enumerate() {
        let mut l = String::new();
        for ch in line.chars() {
            match ch {
                '{' => l.push_str("{\"{\"}"),
                '}' => l.push_str("{\"}\"}"),
                _ => l.push(ch),
            }
        }
        // Leading blanks are Fluent's indentation, and `[`, `*`, `.` open a variant or an
        // attribute on a continuation line: keep them as literals.
        let trimmed = l.trim_start_matches(' ');
        let lead = " ".repeat(l.len() - trimmed.len());
        let l = match trimmed.chars().next() {
            None => "{\"\"}".to_string(),
            Some(c @ ('[' | '*' | '.')) if i > 0 || !lead.is_empty() => {
                format!("{{\"{lead}{c}\"}}{}", &trimmed[1..])
            }
            Some(_) if !lead.is_empty() => format!("{{\"{lead}\"}}{trimmed}"),
            Some(_) => l,
        };
        out.push_str(if i == 0 { " " } else { "\n    " });
        out.push_str(&l);
    }
    out.push('\n');
    out
}

/// The English template of every content string: the content's strings, the traits and
/// baggage kinds, and the lesson's script, as one Fluent file.
pub fn template(c: &ContentData, lesson: Option<&Script>) -> String {
    let mut data = c.clone();
    let mut out = String::from(
        "# New Angeles: the content's words (cards, plots, events, the map, detectives, suspects,\n\
         # murders, the lesson). Written by `new-angeles check --ftl-template FILE` from the\n\
         # English content; keys are made of the content's ids and the field. A translation is\n\
         # assets/locales/<code>/content.ftl with the same keys.\n",
    );
    let mut seen = std::collections::HashSet::new();
    {
        let out = std::cell::RefCell::new(&mut out);
        for_each_text(
            &mut data,
            &mut |title| {
                out.borrow_mut().push_str(&format!("\n## {title}\n\n"));
            },
            &mut |k, text| {
                // A murder's events are in its sheet and in the event deck: written once.
                if seen.insert(k.to_string()) {
                    out.borrow_mut().push_str(&ftl_message(k, text));
                }
            },
        );
    }
    out.push_str(
        "\n## Traits and baggage kinds (the rules match the English word; these name them on screen)\n\n",
    );
    for (k, text) in terms(c) {
        out.push_str(&ftl_message(&k, &text));
    }
    if let Some(script) = lesson {
        out.push_str(
            "\n## The lesson (Learn to play): each step's title and what the coach says\n\n",
        );
        let mut s = script.clone();
        for_each_lesson_text(&mut s, &mut |k, text| out.push_str(&ftl_message(k, text)));
    }
    out
}
