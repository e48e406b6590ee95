//! Plots and baggage in the world (R-PLOT-1…7, R-SETUP-9): the plot drawn for each week,
//! baggage and conditional baggage on the card in play, resolution at the end of days 3 and 6,
//! the endings that stay in play, and their VP at the close.

use super::log::log;
use super::log::name_of;
use super::tokens::holdings;
use super::*;
use crate::content::PlotStage;
use rand::RngExt;

/// R-SETUP-9, R-PLOT-7: a plot of `detective` drawn at random, leaving out the plots it has
/// lived and those never drawn at random (Caprice's *Descent into Madness*).
pub fn draw_plot(
    content: &Content,
    detective: DetectiveId,
    lived: &[u16],
    rng: &mut GameRng,
) -> Option<u16> {
    let choices: Vec<u16> = content
        .plots
        .iter()
        .enumerate()
        .filter(|(i, p)| {
            p.detective == detective && !p.def.not_drawn && !lived.contains(&(*i as u16))
        })
        .map(|(i, _)| i as u16)
        .collect();
    if choices.is_empty() {
        return None;
    }
    Some(choices[rng.0.random_range(0..choices.len())])
}

/// Puts `count` good or bad baggage tokens from the supply (R-COMP-7) on `seat`'s plot card
/// in play (R-PLOT-2). With no plot card in play (a finished plot) the baggage is lost.
pub fn add_baggage(world: &mut World, seat: SeatId, good: bool, count: u8) {
    let has_plot = on_seat(world, seat, |p: &mut PlotState| p.current.is_some()).unwrap_or(false);
    if !has_plot {
        return;
    }
    let mut supply = world.resource_mut::<Supply>();
    let n = count.min(supply.baggage);
    supply.baggage -= n;
    holdings(world, seat, |h| {
        if good {
            h.good_baggage += n
        } else {
            h.bad_baggage += n
        }
    });
    // Louis's Mood: good baggage on his plot turns it to Good Mood (R-SETUP-13).
    if good && n > 0 {
        super::tokens::set_mood(world, seat, true);
    }
}

/// R-PLOT-5: conditional baggage of `kind` counts as good or bad baggage as the start or
/// crossroads card in play lists it, and as nothing when it lists it in neither section.
pub fn conditional_baggage(
    world: &mut World,
    content: &Content,
    seat: SeatId,
    kind: &str,
    count: u8,
) {
    let stage: Option<PlotStage> =
        on_seat(world, seat, |p: &mut PlotState| p.stage(content).cloned()).flatten();
    let who = name_of(content, world.resource::<Table>(), seat);
    let Some(stage) = stage else { return };
    let good = if stage.good.iter().any(|k| k == kind) {
        Some(true)
    } else if stage.bad.iter().any(|k| k == kind) {
        Some(false)
    } else {
        None
    };
    let card = on_seat(world, seat, |p: &mut PlotState| p.current)
        .flatten()
        .map(|(plot, st)| match st {
            Stage::Start => Arg::PlotCard(plot, Arg::PLOT_START),
            Stage::Crossroads { good } => Arg::crossroads(plot, good),
        })
        .unwrap_or_else(|| Arg::Text(stage.name.clone()));
    let kind_msg = Msg::with_key(crate::content::text::key(&["baggage", kind]));
    let text = match good {
        Some(g) => {
            add_baggage(world, seat, g, count);
            Msg::new(if g {
                "log-conditional-good"
            } else {
                "log-conditional-bad"
            })
            .msg("kind", kind_msg)
            .with("card", card)
            .det("who", who)
            .num("count", count)
        }
        None => Msg::new("log-conditional-nothing")
            .msg("kind", kind_msg)
            .det("who", who)
            .with("card", card),
    };
    log(world, Some(seat), text);
}

/// Whether a plot resolves at the end of this day (R-PLOT-3): days 3 and 6 of each week;
/// a two-week plot only at the end of each week (R-PLOT-1).
pub fn resolves_today(two_weeks: bool, day: u8) -> bool {
    if two_weeks {
        day == 6
    } else {
        day == 3 || day == 6
    }
}

/// R-ROUND-5, R-PLOT-3, R-PLOT-7: at the end of days 3 and 6, from the first player
/// clockwise, each plot resolves: more good than bad baggage is positive, otherwise negative;
/// the next card enters play and the old card's baggage goes back to the supply. After the
/// week-1 ending a new plot is drawn for week 2.
pub fn resolve_plots(world: &mut World) {
    let content = world.resource::<Content>().clone();
    let clock = *world.resource::<Clock>();
    let n = world.resource::<Table>().seats.len();
    for i in 0..n {
        let seat = clock.first_player.offset(i, n);
        let Some(state) = on_seat(world, seat, |p: &mut PlotState| p.clone()) else {
            continue;
        };
        let Some((plot, stage)) = state.current else {
            continue;
        };
        let def = &content.plots[plot as usize].def;
        if !resolves_today(def.two_weeks, clock.day) {
            continue;
        }
        let h = on_seat(world, seat, |h: &mut Holdings| *h).unwrap_or_default();
        let positive = h.good_baggage > h.bad_baggage;
        world.resource_mut::<Supply>().baggage += h.good_baggage + h.bad_baggage;
        holdings(world, seat, |h| {
            h.good_baggage = 0;
            h.bad_baggage = 0;
        });
        let who = name_of(&content, world.resource::<Table>(), seat);
        let old = match stage {
            Stage::Start => Arg::PlotCard(plot, Arg::PLOT_START),
            Stage::Crossroads { good } => Arg::crossroads(plot, good),
        };
        let next = match stage {
            Stage::Start => {
                on_seat(world, seat, |p: &mut PlotState| {
                    p.current = Some((plot, Stage::Crossroads { good: positive }))
                });
                Msg::new("name").with("name", Arg::crossroads(plot, positive))
            }
            Stage::Crossroads { good: path } => {
                let ending = EndingInPlay {
                    plot,
                    path_good: path,
                    good: positive,
                };
                on_seat(world, seat, |p: &mut PlotState| {
                    p.current = None;
                    p.lived.push(plot);
                    p.endings.push(ending);
                });
                let e = ending.def(&content);
                Msg::new("plot-ending-vp")
                    .with("name", Arg::ending(plot, path, positive))
                    .text("vp", format!("{:+}", e.vp))
            }
        };
        log(
            world,
            Some(seat),
            Msg::new(if positive {
                "log-plot-resolves-well"
            } else {
                "log-plot-resolves-badly"
            })
            .det("who", who)
            .with("old", old)
            .num("good", h.good_baggage)
            .num("bad", h.bad_baggage)
            .msg("next", next),
        );
    }
    if clock.week == 1 && clock.day == 6 {
        new_week_plots(world, &content);
    }
    home_by(world, &content, clock.day);
}

/// Floyd's Third Directive (R-SETUP-13): a detective that must be home by the end of this
/// day and is elsewhere is recalled there and takes one bad baggage.
fn home_by(world: &mut World, content: &Content, day: u8) {
    let seats = world.resource::<Table>().seats.clone();
    for (i, seat) in SeatId::all(seats.len()).zip(&seats) {
        let def = &content.detectives[seat.detective].def;
        for rule in &def.setup.rules {
            let crate::content::DetectiveRule::HomeBy { day: d, at } = rule else {
                continue;
            };
            let Some(home) = content.map.find(at) else {
                continue;
            };
            let here = on_seat(world, i, |a: &mut At| a.0);
            if *d != day || here == Some(home) {
                continue;
            }
            on_seat(world, i, |a: &mut At| a.0 = home);
            add_baggage(world, i, false, 1);
            log(
                world,
                Some(i),
                Msg::new("log-recalled-home")
                    .det("who", seat.detective)
                    .label("home", home)
                    .num("day", day),
            );
        }
    }
}

/// R-PLOT-7: each detective whose plot has ended draws a new one for week 2.
fn new_week_plots(world: &mut World, content: &Content) {
    let n = world.resource::<Table>().seats.len();
    for seat in SeatId::all(n) {
        let Some(state) = on_seat(world, seat, |p: &mut PlotState| p.clone()) else {
            continue;
        };
        if state.current.is_some() {
            continue;
        }
        let detective = world.resource::<Table>().seats[seat].detective;
        super::ctx::shown(world);
        let plot = world.resource_scope(|_, mut rng: Mut<GameRng>| {
            draw_plot(content, detective, &state.lived, &mut rng)
        });
        if let Some(p) = plot {
            on_seat(world, seat, |s: &mut PlotState| {
                s.current = Some((p, Stage::Start))
            });
            let who = name_of(content, world.resource::<Table>(), seat);
            log(
                world,
                Some(seat),
                Msg::new("log-new-plot")
                    .det("who", who)
                    .with("plot", Arg::Plot(p)),
            );
        }
    }
}

/// The VP lines of a seat's plots at the close (R-CLOSE-8, R-PLOT-6).
pub fn vp_lines(content: &Content, plots: &PlotState) -> Vec<(Msg, i32)> {
    plots
        .endings
        .iter()
        .map(|e| {
            let def = e.def(content);
            let key = if def.vp > 0 {
                "vp-happy-ending"
            } else {
                "vp-sad-ending"
            };
            (
                Msg::new(key)
                    .with("ending", Arg::ending(e.plot, e.path_good, e.good))
                    .with("plot", Arg::Plot(e.plot)),
                def.vp as i32,
            )
        })
        .collect()
}
