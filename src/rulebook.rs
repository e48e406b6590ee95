//! The rules reference: `docs/RULES.md` embedded in the binary (it runs with no files beside
//! it), parsed into sections of rules with their IDs (`R-MOVE-3`, `D-5`), and searched with a
//! text filter over IDs, rule text and section titles. The in-game *Rules* window shows it.

use crate::i18n::Locale;
use std::sync::OnceLock;

/// The rules text, as the project keeps it (`docs/RULES.md`).
pub const RULES_MD: &str = include_str!("../docs/RULES.md");
/// The player's manual (`docs/manual.md`), shown under *Help* beside the rules.
pub const MANUAL_MD: &str = include_str!("../docs/manual.md");

/// The first line of a translation not written yet: a copy of the English that the game
/// passes over for the English itself.
pub const PLACEHOLDER: &str = "<!-- placeholder";

/// The translations of the rules and the manual: (locale, rules, manual), `docs/RULES.<code>.md`
/// and `docs/manual.<code>.md`.
const TRANSLATED: [(Locale, &str, &str); 2] = [
    (
        Locale::Ru,
        include_str!("../docs/RULES.ru.md"),
        include_str!("../docs/manual.ru.md"),
    ),
    (
        Locale::De,
        include_str!("../docs/RULES.de.md"),
        include_str!("../docs/manual.de.md"),
    ),
];

/// The text of `locale`'s rules (`manual` false) or manual, the English where it has none.
pub fn text_in(locale: Locale, manual: bool) -> &'static str {
    TRANSLATED
        .iter()
        .find(|(l, ..)| *l == locale)
        .map(|(_, rules, m)| if manual { *m } else { *rules })
        .filter(|t| !t.starts_with(PLACEHOLDER))
        .unwrap_or(if manual { MANUAL_MD } else { RULES_MD })
}

/// The manual's sections in the interface's language ([`manual_sections_in`]).
pub fn manual_sections() -> &'static [(String, String)] {
    manual_sections_in(crate::i18n::locale())
}

/// The manual's sections: each `## ` or `### ` heading with its text, the markdown marks
/// (`**`, `*`, backticks, links' brackets) taken out so it reads as plain text. Read once per
/// language.
pub fn manual_sections_in(locale: Locale) -> &'static [(String, String)] {
    static SECTIONS: [OnceLock<Vec<(String, String)>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    SECTIONS[locale.index()].get_or_init(|| parse_manual(text_in(locale, true)))
}

fn parse_manual(manual: &str) -> Vec<(String, String)> {
    let plain = |l: &str| -> String {
        l.replace("**", "")
            .replace('`', "")
            .replace("](", " (")
            .replace(['[', '*'], "")
    };
    let mut out: Vec<(String, String)> = Vec::new();
    for line in manual.lines() {
        if let Some(h) = line
            .strip_prefix("### ")
            .or_else(|| line.strip_prefix("## "))
        {
            out.push((plain(h), String::new()));
        } else if let Some((_, body)) = out.last_mut() {
            body.push_str(&plain(line));
            body.push('\n');
        }
    }
    for (_, body) in &mut out {
        *body = body.trim().to_string();
    }
    out
}

/// One rule: its ID and its text, on one line (markdown emphasis removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Its ID, e.g. `R-MOVE-3`.
    pub id: String,
    /// Its text.
    pub text: String,
}

/// A `##` section: its title, the paragraphs before its rules, and its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Its title.
    pub title: String,
    /// The paragraphs before its rules.
    pub intro: String,
    /// Its rules, in order.
    pub rules: Vec<Rule>,
}

/// The whole reference: the title, the introduction and the sections in order.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RuleBook {
    /// The title.
    pub title: String,
    /// The introduction.
    pub intro: String,
    /// The sections, in order.
    pub sections: Vec<Section>,
}

/// Whether `word` is a rule ID: letters, a hyphen, letters and hyphens, ending in digits
/// (`R-MOVE-3`, `D-10`).
pub fn is_rule_id(word: &str) -> bool {
    let Some((head, num)) = word.rsplit_once('-') else {
        return false;
    };
    !num.is_empty()
        && num.chars().all(|c| c.is_ascii_digit())
        && !head.is_empty()
        && head.starts_with(|c: char| c.is_ascii_uppercase())
        && head.chars().all(|c| c.is_ascii_uppercase() || c == '-')
}

/// Markdown emphasis and code marks removed, whitespace collapsed.
fn plain(s: &str) -> String {
    let s: String = s.chars().filter(|c| !matches!(c, '*' | '`')).collect();
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn push_para(to: &mut String, line: &str) {
    if !to.is_empty() {
        to.push(' ');
    }
    to.push_str(line.trim());
}

impl RuleBook {
    /// Reads the rules text: `#` is the title, `##` starts a section, `- ID text` starts a
    /// rule (indented lines continue it), other lines are paragraphs.
    pub fn parse(md: &str) -> RuleBook {
        let mut book = RuleBook::default();
        // Whether indented lines continue the last rule.
        let mut in_rule = false;
        for line in md.lines() {
            let t = line.trim();
            if let Some(title) = line.strip_prefix("## ") {
                book.sections.push(Section {
                    title: plain(title),
                    intro: String::new(),
                    rules: Vec::new(),
                });
                in_rule = false;
                continue;
            }
            if let Some(title) = line.strip_prefix("# ") {
                book.title = plain(title);
                continue;
            }
            if t.is_empty() || t == "---" {
                in_rule = false;
                continue;
            }
            if let Some(rest) = line.strip_prefix("- ") {
                let (id, text) = rest.split_once(' ').unwrap_or((rest, ""));
                if is_rule_id(id)
                    && let Some(s) = book.sections.last_mut()
                {
                    s.rules.push(Rule {
                        id: id.to_string(),
                        text: plain(text),
                    });
                    in_rule = true;
                    continue;
                }
            }
            let indented = line.starts_with(' ');
            match book.sections.last_mut() {
                Some(s) if in_rule && indented => {
                    if let Some(r) = s.rules.last_mut() {
                        r.text = plain(&format!("{} {t}", r.text));
                    }
                }
                Some(s) => {
                    in_rule = false;
                    push_para(&mut s.intro, &plain(t));
                }
                None => push_para(&mut book.intro, &plain(t)),
            }
        }
        book
    }

    /// The reference built into the game in the interface's language ([`RuleBook::embedded_in`]).
    pub fn embedded() -> &'static RuleBook {
        Self::embedded_in(crate::i18n::locale())
    }

    /// The reference built into the game in `locale` (the English where it has none), parsed
    /// once per language.
    pub fn embedded_in(locale: Locale) -> &'static RuleBook {
        static BOOKS: [OnceLock<RuleBook>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        BOOKS[locale.index()].get_or_init(|| RuleBook::parse(text_in(locale, false)))
    }

    /// Every rule with its section, in order.
    pub fn rules(&self) -> impl Iterator<Item = (&Section, &Rule)> {
        self.sections
            .iter()
            .flat_map(|s| s.rules.iter().map(move |r| (s, r)))
    }

    /// The rule with this ID.
    pub fn find(&self, id: &str) -> Option<&Rule> {
        self.rules().map(|(_, r)| r).find(|r| r.id == id)
    }

    /// The rules the filter `query` keeps, as (section, rule) indices in order. Every word of
    /// the query must match, ignoring case, the rule's ID, its text or its section's title.
    /// A word shaped like an ID matches whole IDs only: `R-MOVE` finds every movement rule,
    /// `R-MOVE-3` that rule (and the rules that name it) but not `R-MOVE-30`, and `D-1` not
    /// `R-ROUND-1`. An empty query keeps everything.
    pub fn search(&self, query: &str) -> Vec<(usize, usize)> {
        let words: Vec<String> = query.split_whitespace().map(str::to_uppercase).collect();
        let mut out = Vec::new();
        for (si, s) in self.sections.iter().enumerate() {
            let title = s.title.to_uppercase();
            for (ri, r) in s.rules.iter().enumerate() {
                let text = r.text.to_uppercase();
                let keep = words.iter().all(|w| {
                    contains_id(&r.id, w)
                        || if id_like(w) {
                            contains_id(&text, w)
                        } else {
                            text.contains(w.as_str()) || title.contains(w.as_str())
                        }
                });
                if keep {
                    out.push((si, ri));
                }
            }
        }
        out
    }
}

/// Whether an upper-cased query word looks like (the start of) a rule ID: `R-`, `D-3`,
/// `R-MOVE`.
fn id_like(w: &str) -> bool {
    let mut parts = w.split('-');
    let first = parts.next().unwrap_or("");
    w.contains('-')
        && !first.is_empty()
        && first.len() <= 2
        && first.chars().all(|c| c.is_ascii_alphabetic())
}

/// Whether `hay` holds `w` with an ID's boundaries: nothing alphanumeric just before it, and
/// no digit just after it when it ends in one.
fn contains_id(hay: &str, w: &str) -> bool {
    if w.is_empty() {
        return true;
    }
    let ends_digit = w.ends_with(|c: char| c.is_ascii_digit());
    hay.match_indices(w).any(|(i, _)| {
        let before = hay[..i].chars().next_back();
        let after = hay[i + w.len()..].chars().next();
        let joined_before = before.is_some_and(|c| c.is_alphanumeric());
        let joined_after = ends_digit && after.is_some_and(|c| c.is_ascii_digit());
        !joined_before && !joined_after
    })
}
