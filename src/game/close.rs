//! The close of the case (R-CLOSE-*): every seat's VP lines from its plots and the puzzle,
//! then every token face up and the scoring.

use super::investigation::case_at_close;
use super::log::{log, name_of};
use super::*;
use crate::rules::scoring;

/// Each seat's VP lines besides the hunches, as they stand now: plots, links, trauma,
/// Memory cards (R-CLOSE-8).
pub fn vp_lines(world: &mut World) -> Vec<Vec<(Msg, i32)>> {
    let grid = world.resource::<Puzzle>().grid;
    let mut held: Vec<(DetectiveFigure, Holdings, PlotState, Memory)> = world
        .query::<(&DetectiveFigure, &Holdings, &PlotState, &Memory)>()
        .iter(world)
        .map(|(d, h, p, m)| (*d, *h, p.clone(), *m))
        .collect();
    held.sort_by_key(|(d, _, _, _)| d.seat);
    let content = world.resource::<Content>();
    held.iter()
        .map(|(d, h, p, m)| seat_vp_lines(content, &grid, d.detective, h, p, m.0))
        .collect()
}

/// One seat's VP lines besides the hunches, from what is public (its plots' endings, the
/// puzzle, its tokens and trauma) and its Memory card (R-CLOSE-8): what the close gives it if
/// the case closed now. A table far from the game reckons them from its view alike.
pub fn seat_vp_lines(
    content: &Content,
    grid: &crate::rules::puzzle::Grid,
    detective: DetectiveId,
    h: &Holdings,
    plots: &PlotState,
    memory: Option<u16>,
) -> Vec<(Msg, i32)> {
    let mut lines = super::plots::vp_lines(content, plots);
    lines.extend(super::conspiracy::vp_lines(content, grid, detective, h));
    // R-TOKEN-4: −1 VP per −1 trauma counter, −3 per −3 counter.
    if h.trauma > 0 {
        lines.push((
            Msg::new("vp-trauma-small").num("n", h.trauma),
            -(h.trauma as i32),
        ));
    }
    if h.trauma_big > 0 {
        lines.push((
            Msg::new("vp-trauma-big").num("n", h.trauma_big),
            -3 * h.trauma_big as i32,
        ));
    }
    // R-SETUP-13: a Memory card of Raymond's still held is worth 1 VP.
    if let Some(card) = memory {
        lines.push((Msg::new("vp-memory").with("card", Arg::Special(card)), 1));
    }
    lines
}

/// The game is over (R-CLOSE-1…10): every token turns face up, the murderer is found and
/// every seat scored.
pub fn close_case(world: &mut World) {
    let (suspects, hunches) = case_at_close(world);
    let extra = vp_lines(world);
    let result = scoring::close_case(&suspects, &hunches, &extra);
    for mut t in world.query::<&mut EvidenceToken>().iter_mut(world) {
        t.face_up = true;
    }
    let content = world.resource::<Content>().clone();
    let table = world.resource::<Table>().clone();
    log(world, None, Msg::new("log-case-closed"));
    // The suspects in sheet order, as `case_at_close` lists them.
    let mut ids: Vec<(u8, SuspectId)> = world
        .query::<&Suspect>()
        .iter(world)
        .map(|s| (s.order, s.index))
        .collect();
    ids.sort();
    for ((s, t), &(_, id)) in suspects.iter().zip(&result.totals).zip(&ids) {
        let text = if s.alive {
            Msg::new("log-suspect-total")
                .sus("suspect", id)
                .text("total", format!("{:+}", t.total))
        } else {
            Msg::new("log-suspect-dead-at-close").sus("suspect", id)
        };
        log(world, None, text);
    }
    let murderer = result
        .murderer
        .map(|m| suspects[m].name.clone())
        .unwrap_or_else(|| "nobody (every suspect is dead)".into()); // english: the command line's summary
    let murderer_msg = match result.murderer.and_then(|m| ids.get(m)) {
        Some(&(_, id)) => Msg::new("log-murderer").sus("suspect", id),
        None => Msg::new("log-murderer-nobody"),
    };
    log(world, None, murderer_msg);
    let winners: Vec<String> = result
        .winners
        .iter()
        .map(|&w| {
            format!(
                "winner {} {} VP", // english: the command line's summary
                content.detectives[name_of(&content, &table, SeatId::from_index(w))]
                    .def
                    .name,
                result.seats[w].vp
            )
        })
        .collect();
    let summary = format!("murderer {murderer}; {}", winners.join("; ")); // english: the command line's summary
    let winner_msgs = result.winners.iter().map(|&w| {
        Msg::new("log-winner")
            .det("who", name_of(&content, &table, SeatId::from_index(w)))
            .num("vp", result.seats[w].vp)
    });
    log(
        world,
        None,
        Msg::new("log-winners").msg("list", Msg::list(winner_msgs)),
    );
    world.insert_resource(Outcome {
        summary,
        suspects,
        hunches,
        result,
    });
}
