//! Twilight cards and plots: effects, conditions, decks (R-TWI-*, R-PLOT-*).

use super::report::Report;
use crate::content::*;
use std::collections::BTreeSet;

/// The index of the detective a card or plot file names, or an error on its `detective` line.
pub(super) fn detective_named(
    r: &mut Report,
    detectives: &[Detective],
    id: &str,
) -> Option<DetectiveId> {
    let found = detectives
        .iter()
        .position(|d| d.def.id == id)
        .map(DetectiveId::from_index);
    if found.is_none() {
        r.at(
            "detective",
            "detective",
            id,
            0,
            format!("no detective called `{id}`"),
        );
    }
    found
}

/// The highest twilight cost a card may have.
pub const MAX_CARD_COST: u8 = 3;

/// The kinds of conditional baggage a detective's plot stages name (R-PLOT-5).
pub(super) fn baggage_kinds(plots: &[Plot], detective: DetectiveId) -> BTreeSet<String> {
    plots
        .iter()
        .filter(|p| p.detective == detective)
        .flat_map(|p| {
            [&p.def.start, &p.def.crossroads.good, &p.def.crossroads.bad]
                .into_iter()
                .flat_map(|st| st.good.iter().chain(&st.bad).cloned())
        })
        .collect()
}

/// What is wrong with one effect list, if anything: unknown locations, conditional baggage no
/// plot of the detective names, fights inside fights, zero amounts.
pub(super) fn effect_problems(
    effects: &[Effect],
    map: &Map,
    kinds: &BTreeSet<String>,
    nested: bool,
    out: &mut Vec<String>,
) {
    for e in effects {
        match e {
            Effect::Time(0) | Effect::Shift(0) => out.push(format!("`{e:?}` does nothing")),
            Effect::DrawLight(0)
            | Effect::DiscardRandom(0)
            | Effect::LoseFavor(0)
            | Effect::Trauma(0)
            | Effect::Baggage { count: 0, .. }
            | Effect::Conditional { count: 0, .. } => out.push(format!("`{e:?}` does nothing")),
            Effect::Conditional { kind, .. } if !kinds.contains(kind) => out.push(format!(
                "conditional baggage `{kind}` is named by none of the detective's plot cards (R-PLOT-5)"
            )),
            Effect::Relocate(loc) if map.find(loc).is_none() => {
                out.push(format!("no location `{loc}` on the map"))
            }
            Effect::If { cond, then } => {
                condition_problems(cond, map, out);
                if then.is_empty() {
                    out.push("an `If` with nothing to do".into());
                }
                effect_problems(then, map, kinds, nested, out);
            }
            Effect::Fight { light, dark } => {
                if nested {
                    out.push("a fight inside another effect".into());
                }
                effect_problems(light, map, kinds, true, out);
                effect_problems(dark, map, kinds, true, out);
            }
            Effect::Until { rule: Rule::TimePerTurn(_), .. } => {
                out.push("`TimePerTurn` is a lasting plot rule; a card uses `Time`".into())
            }
            _ => {}
        }
    }
}

pub(super) fn condition_problems(cond: &Condition, map: &Map, out: &mut Vec<String>) {
    if let Condition::At(loc) = cond
        && map.find(loc).is_none()
    {
        out.push(format!("no location `{loc}` on the map"));
    }
}

/// Validates the card files: a known detective, unique ids, costs, colours of the detective's
/// own plots, text and effects (with fights exactly on *Fight* cards, R-TWI-10, R-TWI-11);
/// every detective needs both decks. Special cards need an id, a name and a text.
pub(super) fn build_cards(
    files: &[Source<CardsFile>],
    detectives: &[Detective],
    map: &Map,
    plots: &[Plot],
    errors: &mut Vec<FileError>,
) -> (Vec<Card>, Vec<Special>) {
    let mut out: Vec<Card> = Vec::new();
    let mut specials: Vec<Special> = Vec::new();
    for src in files {
        let mut r = Report::of(src, errors);
        let Some(d) = detective_named(&mut r, detectives, &src.data.detective) else {
            continue;
        };
        let kinds = baggage_kinds(plots, d);
        let colours: BTreeSet<PlotColour> = plots
            .iter()
            .filter(|p| p.detective == d)
            .map(|p| p.def.colour)
            .collect();
        for c in &src.data.cards {
            if out.iter().any(|o| o.def.id == c.id) {
                r.dup_id("card", &c.id);
                continue;
            }
            if c.cost > MAX_CARD_COST {
                r.on_id(
                    "cost",
                    &c.id,
                    format!("card `{}` costs {}; at most {MAX_CARD_COST}", c.id, c.cost),
                );
            }
            if let Some(colour) = c.colour
                && !colours.contains(&colour)
            {
                r.on_id(
                    "colour",
                    &c.id,
                    format!(
                        "card `{}` is {} but no plot of {} is (R-TWI-8)",
                        c.id,
                        colour.name(),
                        detectives[d].def.name
                    ),
                );
            }
            if c.text.trim().is_empty() || c.name.trim().is_empty() {
                r.on_id(
                    "text",
                    &c.id,
                    format!("card `{}` needs a name and a text", c.id),
                );
            }
            if c.effects.is_empty() {
                r.on_id(
                    "effects",
                    &c.id,
                    format!("card `{}` does nothing: give it effects", c.id),
                );
            }
            let fights = c
                .effects
                .iter()
                .filter(|e| matches!(e, Effect::Fight { .. }))
                .count();
            let is_fight = c.traits.iter().any(|t| t == "Fight");
            if is_fight != (fights == 1) || fights > 1 {
                r.on_id(
                    "traits",
                    &c.id,
                    format!(
                        "card `{}`: a card with the Fight trait has exactly one `Fight` effect, and only it may (R-TWI-10)",
                        c.id
                    ),
                );
            }
            if c.favors.len() > 2 {
                r.on_id(
                    "favors",
                    &c.id,
                    format!(
                        "card `{}`: at most 2 favors in a card's cost (has {})",
                        c.id,
                        c.favors.len()
                    ),
                );
            }
            let mut problems = Vec::new();
            for cond in &c.requires {
                condition_problems(cond, map, &mut problems);
            }
            effect_problems(&c.effects, map, &kinds, false, &mut problems);
            for p in problems {
                r.on_id("effects", &c.id, format!("card `{}`: {p}", c.id));
            }
            out.push(Card {
                def: c.clone(),
                detective: d,
            });
        }
        for sp in &src.data.specials {
            if specials.iter().any(|o| o.def.id == sp.id) || out.iter().any(|o| o.def.id == sp.id) {
                r.dup_id("special card", &sp.id);
                continue;
            }
            if sp.text.trim().is_empty() || sp.name.trim().is_empty() {
                r.on_id(
                    "text",
                    &sp.id,
                    format!("special card `{}` needs a name and a text", sp.id),
                );
            }
            specials.push(Special {
                def: sp.clone(),
                detective: d,
            });
        }
    }
    check_decks(detectives, &out, errors);
    (out, specials)
}

/// Every detective needs a light and a dark deck of at least three cards each.
pub(super) fn check_decks(detectives: &[Detective], cards: &[Card], errors: &mut Vec<FileError>) {
    for (i, d) in DetectiveId::all(detectives.len()).zip(detectives) {
        for deck in [Deck::Light, Deck::Dark] {
            let n = cards
                .iter()
                .filter(|c| c.detective == i && c.def.deck == deck)
                .count();
            if n < 3 {
                errors.push(FileError {
                    file: format!("assets/cards/{}.{CARDS_EXT}", d.def.id),
                    line: None,
                    field: "cards".into(),
                    message: format!(
                        "{} has {n} {} cards; a deck needs at least 3",
                        d.def.name,
                        deck.name()
                    ),
                });
            }
        }
    }
}

/// Validates the plot files (R-PLOT-1…6): a known detective, unique ids, one colour per plot
/// of a detective, stages whose good and bad sections do not overlap, endings that are happy
/// or sad (never 0 VP); every detective needs a plot to draw for each week.
pub(super) fn build_plots(
    files: &[Source<PlotsFile>],
    detectives: &[Detective],
    errors: &mut Vec<FileError>,
) -> Vec<Plot> {
    let mut out: Vec<Plot> = Vec::new();
    for src in files {
        let mut r = Report::of(src, errors);
        let Some(d) = detective_named(&mut r, detectives, &src.data.detective) else {
            continue;
        };
        for p in &src.data.plots {
            if out.iter().any(|o| o.def.id == p.id) {
                r.dup_id("plot", &p.id);
                continue;
            }
            if out
                .iter()
                .any(|o| o.detective == d && o.def.colour == p.colour)
            {
                r.on_id(
                    "colour",
                    &p.id,
                    format!(
                        "plot `{}` is {}, like another plot of {}; each plot needs its own colour",
                        p.id,
                        p.colour.name(),
                        detectives[d].def.name
                    ),
                );
            }
            for (side, st) in [
                ("start", &p.start),
                ("crossroads good side", &p.crossroads.good),
                ("crossroads bad side", &p.crossroads.bad),
            ] {
                if let Some(k) = st.good.iter().find(|k| st.bad.contains(k)) {
                    r.on_id(
                        "good",
                        &p.id,
                        format!(
                            "plot `{}`, {side}: `{k}` is both good and bad baggage",
                            p.id
                        ),
                    );
                }
                if st.text.trim().is_empty() {
                    r.on_id("text", &p.id, format!("plot `{}`, {side}: no text", p.id));
                }
            }
            for e in [
                &p.endings.good.good,
                &p.endings.good.bad,
                &p.endings.bad.good,
                &p.endings.bad.bad,
            ] {
                if e.vp == 0 {
                    r.on_id(
                        "vp",
                        &p.id,
                        format!(
                            "plot `{}`: ending `{}` is worth 0 VP; an ending is happy (1 or more) or sad (-1 or less) (R-PLOT-6)",
                            p.id, e.name
                        ),
                    );
                }
            }
            out.push(Plot {
                def: p.clone(),
                detective: d,
            });
        }
    }
    for (i, d) in DetectiveId::all(detectives.len()).zip(detectives) {
        let drawn: Vec<&Plot> = out
            .iter()
            .filter(|p| p.detective == i && !p.def.not_drawn)
            .collect();
        let need = if drawn.iter().all(|p| p.def.two_weeks) {
            1
        } else {
            2
        };
        if drawn.len() < need {
            errors.push(FileError {
                file: format!("assets/plots/{}.{PLOTS_EXT}", d.def.id),
                line: None,
                field: "plots".into(),
                message: format!(
                    "{} has {} plot(s) to draw from; a new one is drawn each week, so at least {need} (R-SETUP-9, R-PLOT-7)",
                    d.def.name,
                    drawn.len()
                ),
            });
        }
    }
    out
}

/// The number of general events a game needs: one at the end of days 2, 4 and 5 of each week
/// (R-ROUND-5).
pub const EVENTS_PER_GAME: usize = 6;

/// What an effect list run outside anybody's turn may not hold: Time, fights, turn rules.
pub(super) fn off_turn_problems(effects: &[Effect], out: &mut Vec<String>) {
    for e in effects {
        match e {
            Effect::Time(_) | Effect::Fight { .. } => out.push(format!(
                "`{e:?}` happens when an event arrives, outside anybody's turn: no Time, no fights"
            )),
            Effect::Until {
                span: Span::Turn, ..
            } => out.push("a turn rule when an event arrives, outside anybody's turn".into()),
            Effect::If { then, .. } => off_turn_problems(then, out),
            _ => {}
        }
    }
}
