//! The languages the game speaks: English, Russian and German, through Fluent.
//!
//! Each locale has its words in `assets/locales/<code>/`: `ui.ftl` for the interface's menus
//! and screens, `table.ftl` for the table during play (the dock, the panels, the board),
//! `glossary.ftl` for the game's words explained,
//! `messages.ftl` for what the rules and the game say (refusals, log lines: [`Msg`], turned
//! into words by [`say`]) and `content.ftl` for the content (keyed by the content's ids, see [`crate::content::text`]).
//! They are built into the program; a user's content folder may add or override strings in
//! `assets/locales/<code>/*.ftl` below it ([`Bundles::with_files`]). [`tr`] and [`tr_args`] look
//! a key up in the current locale, fall back to English, and show the key itself when neither
//! has it: a missing word never panics. Numbers go in as Fluent numbers, so Russian plurals
//! pick their one/few/many form.

use crate::content::{ContentData, text};
use crate::model::{Arg as MsgArg, Msg};
use crate::storage::FileError;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, LazyLock, RwLock};

/// A language the game speaks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Locale {
    /// English.
    #[default]
    En,
    /// Russian.
    Ru,
    /// German.
    De,
}

impl Locale {
    /// Every language, English first.
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Ru, Locale::De];

    /// Its code, the folder of its words: `en`, `ru`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Ru => "ru",
            Locale::De => "de",
        }
    }

    /// Its name in itself, as the language list shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Ru => "Русский",
            Locale::De => "Deutsch",
        }
    }

    /// Its place in [`Locale::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The locale a POSIX locale name asks for (`ru_RU.UTF-8` is Russian, `de_AT` German),
    /// `None` for any other language.
    pub fn from_tag(tag: &str) -> Option<Locale> {
        let lang = tag
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Locale::ALL.into_iter().find(|l| l.code() == lang)
    }

    /// The system's language, as POSIX reads it: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (the first one set and not empty); English for any other language.
    pub fn from_env() -> Locale {
        Self::from_vars(|k| std::env::var(k).ok())
    }

    /// [`Locale::from_env`] with the variables read by `var`.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Locale {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|v| !v.is_empty())
            .and_then(|v| Locale::from_tag(&v))
            .unwrap_or(Locale::En)
    }

    fn langid(self) -> unic_langid::LanguageIdentifier {
        self.code().parse().unwrap_or_default()
    }
}

/// The built-in words: (locale, file below `assets/locales/<code>/`, text).
pub const BUILT_IN: [(Locale, &str, &str); 15] = [
    (
        Locale::En,
        "ui.ftl",
        include_str!("../assets/locales/en/ui.ftl"),
    ),
    (
        Locale::En,
        "content.ftl",
        include_str!("../assets/locales/en/content.ftl"),
    ),
    (
        Locale::En,
        "messages.ftl",
        include_str!("../assets/locales/en/messages.ftl"),
    ),
    (
        Locale::En,
        "table.ftl",
        include_str!("../assets/locales/en/table.ftl"),
    ),
    (
        Locale::En,
        "glossary.ftl",
        include_str!("../assets/locales/en/glossary.ftl"),
    ),
    (
        Locale::Ru,
        "ui.ftl",
        include_str!("../assets/locales/ru/ui.ftl"),
    ),
    (
        Locale::Ru,
        "content.ftl",
        include_str!("../assets/locales/ru/content.ftl"),
    ),
    (
        Locale::Ru,
        "messages.ftl",
        include_str!("../assets/locales/ru/messages.ftl"),
    ),
    (
        Locale::Ru,
        "table.ftl",
        include_str!("../assets/locales/ru/table.ftl"),
    ),
    (
        Locale::Ru,
        "glossary.ftl",
        include_str!("../assets/locales/ru/glossary.ftl"),
    ),
    (
        Locale::De,
        "ui.ftl",
        include_str!("../assets/locales/de/ui.ftl"),
    ),
    (
        Locale::De,
        "content.ftl",
        include_str!("../assets/locales/de/content.ftl"),
    ),
    (
        Locale::De,
        "messages.ftl",
        include_str!("../assets/locales/de/messages.ftl"),
    ),
    (
        Locale::De,
        "table.ftl",
        include_str!("../assets/locales/de/table.ftl"),
    ),
    (
        Locale::De,
        "glossary.ftl",
        include_str!("../assets/locales/de/glossary.ftl"),
    ),
];

/// Where a key is written: the file as messages name it, its line, and whether it is one of
/// the game's own files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file, as messages name it.
    pub file: String,
    /// Its line, from 1.
    pub line: usize,
    /// Whether it is one of the game's own files.
    pub built_in: bool,
}

/// One locale's words.
struct Words {
    bundle: FluentBundle<FluentResource>,
    /// Every message's key and where it is written (the last file that gave it).
    keys: BTreeMap<String, Place>,
}

/// The words of every locale.
pub struct Bundles {
    words: Vec<Words>,
}

impl std::fmt::Debug for Bundles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bundles").finish_non_exhaustive()
    }
}

/// The messages' keys in a Fluent file, with their lines (terms, `-name`, are not messages).
fn keys_of(text: &str) -> Vec<(String, usize)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| {
            let (k, _) = l.split_once('=')?;
            let k = k.trim_end();
            let ok = k.starts_with(|c: char| c.is_ascii_alphabetic())
                && k.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then(|| (k.to_string(), i + 1))
        })
        .collect()
}

impl Bundles {
    /// The built-in words. A broken built-in file is a bug the test `i18n` catches; here its
    /// readable messages are kept.
    pub fn built_in() -> Self {
        Self::with_files(&[]).0
    }

    /// The built-in words with `extra` laid over them: (locale, file as messages name it,
    /// text); a key in a later file replaces the same key before it. Problems (a message
    /// Fluent cannot read) come back with file and line; the rest of the file is still used.
    pub fn with_files(extra: &[(Locale, String, String)]) -> (Self, Vec<FileError>) {
        let mut words: Vec<Words> = Locale::ALL
            .into_iter()
            .map(|l| {
                let mut bundle = FluentBundle::new_concurrent(vec![l.langid()]);
                bundle.set_use_isolating(false);
                Words {
                    bundle,
                    keys: BTreeMap::new(),
                }
            })
            .collect();
        let mut errors = Vec::new();
        let built_in = BUILT_IN.iter().map(|&(l, name, text)| {
            (
                l,
                format!("(built in) assets/locales/{}/{name}", l.code()),
                text.to_string(),
                true,
            )
        });
        let extra = extra
            .iter()
            .map(|(l, file, text)| (*l, file.clone(), text.clone(), false));
        for (locale, file, text, is_built_in) in built_in.chain(extra) {
            let w = &mut words[locale.index()];
            for (k, line) in keys_of(&text) {
                w.keys.insert(
                    k,
                    Place {
                        file: file.clone(),
                        line,
                        built_in: is_built_in,
                    },
                );
            }
            let resource = match FluentResource::try_new(text.clone()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    for e in errs {
                        let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
                        errors.push(FileError::at(
                            &file,
                            Some(line),
                            "-",
                            format!("not Fluent: {e}"),
                        ));
                    }
                    r
                }
            };
            w.bundle.add_resource_overriding(resource);
        }
        // Keep only the keys Fluent read as messages.
        for w in &mut words {
            let bundle = &w.bundle;
            w.keys.retain(|k, _| bundle.has_message(k));
        }
        (Bundles { words }, errors)
    }

    /// Every message key of `locale`, with where it is written.
    pub fn keys(&self, locale: Locale) -> &BTreeMap<String, Place> {
        &self.words[locale.index()].keys
    }

    /// The message `key` of `locale` with `args`, or why not: missing (`Err(None)`), or the
    /// errors Fluent met while formatting it (its text is then still given).
    pub fn format(
        &self,
        locale: Locale,
        key: &str,
        args: Option<&FluentArgs>,
    ) -> Result<String, Option<(String, Vec<String>)>> {
        let bundle = &self.words[locale.index()].bundle;
        let pattern = bundle
            .get_message(key)
            .and_then(|m| m.value())
            .ok_or(None)?;
        let mut errors = Vec::new();
        let out = bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned();
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(Some((
                out,
                errors.iter().map(ToString::to_string).collect(),
            )))
        }
    }

    /// The message in `locale`, else in English, else the key itself.
    pub fn tr(&self, locale: Locale, key: &str, args: Option<&FluentArgs>) -> String {
        for l in [locale, Locale::En] {
            match self.format(l, key, args) {
                Ok(s) => return s,
                Err(Some((s, _))) => return s,
                Err(None) => {}
            }
        }
        key.to_string()
    }

    /// `msg` in `locale`, its content ids named from `content` (the content in that locale).
    /// Never panics, whatever a file put in it: an unknown key shows as the key, an id the
    /// content lacks as its kind and number.
    pub fn say(&self, locale: Locale, content: &ContentData, msg: &Msg) -> String {
        self.say_nested(locale, content, msg, 0, false)
    }

    /// `msg` said to the seat whose own command it reports: a message (or one inside it) with
    /// a `-you` form in the words is said in that form ("You move …" for "Rachel moves …").
    pub fn say_to_you(&self, locale: Locale, content: &ContentData, msg: &Msg) -> String {
        self.say_nested(locale, content, msg, 0, true)
    }

    /// Whether `key` has words in `locale` or in English.
    fn has(&self, locale: Locale, key: &str) -> bool {
        [locale, Locale::En]
            .iter()
            .any(|l| self.words[l.index()].bundle.has_message(key))
    }

    fn say_nested(
        &self,
        locale: Locale,
        content: &ContentData,
        msg: &Msg,
        depth: u8,
        you: bool,
    ) -> String {
        if msg.is_empty() {
            return String::new();
        }
        if depth > 8 {
            return msg.key().to_string();
        }
        let mut args = FluentArgs::new();
        for (name, arg) in msg.args() {
            let value: FluentValue = match arg {
                MsgArg::Num(n) => (*n).into(),
                MsgArg::Msg(m) => self.say_nested(locale, content, m, depth + 1, you).into(),
                other => name_of(content, other).into(),
            };
            args.set(name.to_string(), value);
        }
        let to_you = format!("{}-you", msg.key());
        // A detective acting on themselves has a `-self` form in the words where one reads
        // better ("Louis light-shifts himself", not "Louis light-shifts Louis"); the message
        // itself (the log, the digest) is the same.
        let to_self = format!("{}-self", msg.key());
        let on_self = matches!(
            (msg.arg("who"), msg.arg("whom")),
            (Some(MsgArg::Detective(a)), Some(MsgArg::Detective(b))) if a == b
        );
        let key = if you && self.has(locale, &to_you) {
            to_you.as_str()
        } else if on_self && self.has(locale, &to_self) {
            to_self.as_str()
        } else {
            msg.key()
        };
        self.tr(locale, key, Some(&args))
    }

    /// The content in `locale`: each string with a key in that locale's words replaced by
    /// them, the English kept where a key is missing. English words replace the content's only
    /// where a user's folder gives them (the built-in English is the content's own text, and
    /// a user's changed content file must win over it).
    pub fn localize(&self, content: &ContentData, locale: Locale) -> ContentData {
        let mut data = content.clone();
        text::for_each_text(&mut data, &mut |_| {}, &mut |key, s| {
            if let Some(t) = self.content_word(locale, key) {
                *s = t;
            }
        });
        data
    }

    /// The content's string `key` in `locale`, if its words replace the content's (see
    /// [`Bundles::localize`]).
    pub fn content_word(&self, locale: Locale, key: &str) -> Option<String> {
        let place = self.words[locale.index()].keys.get(key)?;
        if locale == Locale::En && place.built_in {
            return None;
        }
        self.format(locale, key, None).ok()
    }

    /// The lesson's script in `locale`, like [`Bundles::localize`].
    pub fn localize_lesson(
        &self,
        script: &crate::tutorial::Script,
        locale: Locale,
    ) -> crate::tutorial::Script {
        let mut s = script.clone();
        text::for_each_lesson_text(&mut s, &mut |key, t| {
            if let Some(x) = self.content_word(locale, key) {
                *t = x;
            }
        });
        s
    }

    /// Step `index` (from 0) of the lesson in `locale`.
    pub fn lesson_step(
        &self,
        index: usize,
        step: &crate::tutorial::Step,
        locale: Locale,
    ) -> crate::tutorial::Step {
        let mut s = step.clone();
        let n = (index + 1).to_string();
        for (field, t) in [("title", &mut s.title), ("say", &mut s.say)] {
            if let Some(x) = self.content_word(locale, &text::key(&["lesson", &n, field])) {
                *t = x;
            }
        }
        s
    }
}

static BUNDLES: LazyLock<RwLock<Arc<Bundles>>> =
    LazyLock::new(|| RwLock::new(Arc::new(Bundles::built_in())));
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The words the interface uses now.
pub fn bundles() -> Arc<Bundles> {
    BUNDLES
        .read()
        .map(|b| b.clone())
        .unwrap_or_else(|e| e.into_inner().clone())
}

/// Makes `bundles` the words the interface uses (the built-in ones with a user's folder laid
/// over them).
pub fn install(bundles: Bundles) {
    let mut slot = BUNDLES.write().unwrap_or_else(|e| e.into_inner());
    *slot = Arc::new(bundles);
}

/// The language the interface speaks now.
pub fn locale() -> Locale {
    Locale::ALL
        .get(CURRENT.load(Ordering::Relaxed) as usize)
        .copied()
        .unwrap_or_default()
}

/// Makes `locale` the language the interface speaks.
pub fn set_locale(locale: Locale) {
    CURRENT.store(locale as u8, Ordering::Relaxed);
}

/// The interface's words for `key` in the current language (English if it lacks them, the
/// key itself if English does too).
pub fn tr(key: &str) -> String {
    bundles().tr(locale(), key, None)
}

/// A trait or a baggage kind (`kind` is `trait` or `baggage`) in the current language: the
/// rules match the English word, the screen shows this.
pub fn term(kind: &str, word: &str) -> String {
    bundles()
        .format(locale(), &text::key(&[kind, word]), None)
        .unwrap_or_else(|_| word.to_string())
}

/// An argument of a message: a number (Fluent picks the plural form by it) or a text.
pub type Arg<'a> = FluentValue<'a>;

/// [`tr`] with arguments: `tr_args("clues", &[("count", 5.into())])`.
pub fn tr_args(key: &str, args: &[(&str, Arg)]) -> String {
    let mut a = FluentArgs::new();
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    one_stop(bundles().tr(locale(), key, Some(&a)))
}

/// The light and dark parts of a fight card's text ("Light tactics: ...", "Dark tactics: ...").
pub fn fight_parts(text: &str) -> Option<(String, String)> {
    // The card's words in the interface's language name the halves so.
    let (lm, dm) = (
        tr("card-light-tactics-marker"),
        tr("card-dark-tactics-marker"),
    );
    let l = text.find(lm.as_str())?;
    let d = text.find(dm.as_str())?;
    let (light, dark) = if l < d {
        (&text[l + lm.len()..d], &text[d + dm.len()..])
    } else {
        (&text[l + lm.len()..], &text[d + dm.len()..l])
    };
    Some((light.trim().to_string(), dark.trim().to_string()))
}

/// A sentence's full stop after an argument that ends in one ("You draw Keene Calls at 3
/// A.M.." → "… 3 A.M."): two dots become one; an ellipsis of three stays.
pub fn one_stop(s: String) -> String {
    if !s.contains("..") {
        return s;
    }
    let c: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &ch) in c.iter().enumerate() {
        let pair = ch == '.'
            && c.get(i + 1) == Some(&'.')
            && c.get(i + 2) != Some(&'.')
            && (i == 0 || c[i - 1] != '.');
        if !pair {
            out.push(ch);
        }
    }
    out
}

/// The locale files below a content folder: `assets/locales/<code>/*.ftl`, as (locale, path
/// for messages, text), sorted by path; folders of other codes are ignored.
pub fn files_below(dir: &std::path::Path) -> (Vec<(Locale, String, String)>, Vec<FileError>) {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for l in Locale::ALL {
        let folder = dir.join("assets").join("locales").join(l.code());
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        let mut paths: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        paths.sort();
        for p in paths {
            match std::fs::read_to_string(&p) {
                Ok(t) => out.push((l, p.display().to_string(), t)),
                Err(e) => errors.push(FileError::unreadable(&p, "translation", e)),
            }
        }
    }
    (out, errors)
}

/// The missing and orphan keys of every translation: for each locale but English, each key of
/// the English words it lacks (named with the English file and line) and each key it has that
/// the English lacks (named with its own file and line). Content keys come from `content`
/// itself, so a user's new card needs its words too.
pub fn problems(bundles: &Bundles, content: &ContentData) -> Vec<FileError> {
    let mut english: BTreeMap<String, Place> = bundles.keys(Locale::En).clone();
    let mut data = content.clone();
    let content_file = "(built in) assets/locales/en/content.ftl";
    text::for_each_text(&mut data, &mut |_| {}, &mut |k, _| {
        english.entry(k.to_string()).or_insert(Place {
            file: content_file.into(),
            line: 0,
            built_in: true,
        });
    });
    let mut out = Vec::new();
    for l in [Locale::Ru, Locale::De] {
        let theirs = bundles.keys(l);
        for (k, p) in &english {
            if !theirs.contains_key(k) {
                out.push(FileError::at(
                    &p.file,
                    (p.line > 0).then_some(p.line),
                    k,
                    format!("no {} translation ({})", l.native_name(), l.code()),
                ));
            }
        }
        for (k, p) in theirs {
            if !english.contains_key(k) {
                out.push(FileError::at(
                    &p.file,
                    Some(p.line),
                    k,
                    format!("orphan ({}): the English has no such key", l.code()),
                ));
            }
        }
    }
    out
}

/// The words for a content id (or a text) of a message, from `content`; an id the content
/// lacks is named by its kind and number.
fn name_of(content: &ContentData, arg: &MsgArg) -> String {
    let missing = |kind: &str, n: usize| format!("{kind}#{n}");
    match *arg {
        MsgArg::Num(n) => n.to_string(),
        MsgArg::Detective(d) => content
            .detectives
            .get(d.index())
            .map(|d| d.def.name.clone())
            .unwrap_or_else(|| missing("detective", d.index())),
        MsgArg::Suspect(x) => content
            .suspects
            .get(x.index())
            .map(|s| s.name.clone())
            .unwrap_or_else(|| missing("suspect", x.index())),
        MsgArg::Card(c) => content
            .cards
            .get(c.index())
            .map(|c| c.def.name.clone())
            .unwrap_or_else(|| missing("card", c.index())),
        MsgArg::CardText(c) => content
            .cards
            .get(c.index())
            .map(|c| c.def.text.clone())
            .unwrap_or_else(|| missing("card", c.index())),
        MsgArg::EventText(e) => content
            .events
            .get(e.index())
            .map(|e| e.def.text.clone())
            .unwrap_or_else(|| missing("event", e.index())),
        MsgArg::EventAction(e, i) => content
            .events
            .get(e.index())
            .and_then(|e| e.def.actions.get(i as usize))
            .map(|a| a.ability.text.clone())
            .unwrap_or_else(|| missing("event", e.index())),
        MsgArg::LocUse(l, i) => content
            .map
            .locations
            .get(l.index())
            .and_then(|l| l.uses.get(i as usize))
            .map(|u| u.text.clone())
            .unwrap_or_else(|| missing("location", l.index())),
        MsgArg::PlotCard(p, card) => match content.plots.get(p as usize).map(|p| &p.def) {
            Some(d) => match card {
                0 => d.start.name.clone(),
                1 => d.crossroads.good.name.clone(),
                2 => d.crossroads.bad.name.clone(),
                3 => d.endings.good.good.name.clone(),
                4 => d.endings.good.bad.name.clone(),
                5 => d.endings.bad.good.name.clone(),
                6 => d.endings.bad.bad.name.clone(),
                _ => missing("plot card", card as usize),
            },
            None => missing("plot", p as usize),
        },
        MsgArg::Event(e) => content
            .events
            .get(e.index())
            .map(|e| e.def.name.clone())
            .unwrap_or_else(|| missing("event", e.index())),
        MsgArg::Loc(l) => content
            .map
            .locations
            .get(l.index())
            .map(|l| l.name.clone())
            .unwrap_or_else(|| missing("location", l.index())),
        MsgArg::Label(l) => match content.map.locations.get(l.index()) {
            Some(_) => content.map.label(l),
            None => missing("location", l.index()),
        },
        MsgArg::District(d) => content
            .map
            .districts
            .get(d.index())
            .map(|d| d.name.clone())
            .unwrap_or_else(|| missing("district", d.index())),
        MsgArg::Plot(p) => content
            .plots
            .get(p as usize)
            .map(|p| p.def.name.clone())
            .unwrap_or_else(|| missing("plot", p as usize)),
        MsgArg::Special(p) => content
            .specials
            .get(p as usize)
            .map(|p| p.def.name.clone())
            .unwrap_or_else(|| missing("special", p as usize)),
        MsgArg::Scenario(p) => content
            .scenarios
            .get(p as usize)
            .map(|p| p.def.name.clone())
            .unwrap_or_else(|| missing("murder", p as usize)),
        MsgArg::MurderRule(p) => content
            .scenarios
            .get(p as usize)
            .and_then(|m| m.def.rule.as_ref())
            .map(|r| r.name.clone())
            .unwrap_or_else(|| missing("rule", p as usize)),
        MsgArg::Npc(d, i) => content
            .detectives
            .get(d.index())
            .and_then(|d| d.def.npcs.get(i as usize))
            .map(|n| n.name.clone())
            .unwrap_or_else(|| missing("npc", i as usize)),
        MsgArg::Msg(ref m) => m.key().to_string(),
        MsgArg::Text(ref t) => t.clone(),
        MsgArg::Group(g) => content
            .puzzle
            .groups
            .get(g as usize)
            .map(|g| g.name.clone())
            .unwrap_or_else(|| missing("group", g as usize)),
    }
}

/// `msg` in the language the interface speaks now, its content ids named from `content` (the
/// content in that language, as the interface holds it), as a player reads it: without the
/// rule IDs a refusal cites ("(R-MOVE-6)"), which [`english`] keeps for the log files, the
/// command line and the tests, and the rules reference shows.
pub fn say(content: &ContentData, msg: &Msg) -> String {
    one_stop(crate::rules::words::plain(&bundles().say(
        locale(),
        content,
        msg,
    )))
}

/// `msg` in the interface's language, said to the seat whose own command it reports ("You
/// move …"; [`Bundles::say_to_you`]).
pub fn say_to_you(content: &ContentData, msg: &Msg) -> String {
    one_stop(crate::rules::words::plain(&bundles().say_to_you(
        locale(),
        content,
        msg,
    )))
}

/// `msg` in English, for the log files, the command line and the tests (`content` in English).
pub fn english(content: &ContentData, msg: &Msg) -> String {
    bundles().say(Locale::En, content, msg)
}
