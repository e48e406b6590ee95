//! The one integration-test binary: headless games (`MinimalPlugins` + `StatesPlugin` + the
//! logic plugin) driven by messages, and the pure rules called directly. Each test names the
//! rules it checks (`R-...`).

mod abilities;
mod audio;
mod board_labels;
mod board_pieces;
mod bots;
mod captions;
mod content_checks;
mod content_fuzz;
mod desktop;
mod determinism;
mod events;
mod fuzz;
mod glossary;
mod hints;
mod i18n;
mod investigation;
mod log_panel;
mod lookahead;
mod messages;
mod movement;
mod murders;
mod net;
mod net_away;
mod net_desk;
mod pipeline;
mod plots;
mod privacy;
mod prompts;
mod puzzle;
mod rounds;
mod save_fuzz;
mod saves;
mod scoring;
mod settings;
mod setup;
mod soak;
mod specials;
mod table;
mod tutorial;
mod twilight;
mod user_content;
mod words;

use bevy::prelude::*;
use new_angeles::content::{self, Content, LocId};
use new_angeles::game::{Action, BotLevel, Clock, Command, GameConfig, SeatConfig, SeatKind};
use new_angeles::ids::*;
use new_angeles::model::{Ask, Informant};
use new_angeles::sim;
use std::path::Path;
use std::sync::OnceLock;

/// The game's own content, loaded once.
pub fn content() -> Content {
    static C: OnceLock<Content> = OnceLock::new();
    C.get_or_init(
        || match content::load_dir(Path::new(env!("CARGO_MANIFEST_DIR"))) {
            Ok(c) => c,
            Err(e) => panic!("content broken: {e:?}"),
        },
    )
    .clone()
}

/// The built-in map's location with content id `id` (panics if there is none).
pub fn loc(id: &str) -> LocId {
    content()
        .map
        .find(id)
        .unwrap_or_else(|| panic!("no location {id}"))
}

/// A game with the given detectives (by id), all human, first player seat 0.
pub fn game_with(scenario: &str, detectives: &[&str], seed: u64) -> App {
    game_on(content(), scenario, detectives, seed)
}

/// [`game_with`] on content of the test's own. Extra cards of setup (Rachel's, R-SETUP-13)
/// are drawn from the drawer's light deck, so tests about other rules start at the first turn.
pub fn game_on(content: Content, scenario: &str, detectives: &[&str], seed: u64) -> App {
    let mut app = game_raw(content, scenario, detectives, seed);
    while let Some(new_angeles::game::Decision {
        seat,
        ask: Ask::ExtraDraw,
    }) = pending(&app)
    {
        sim::send(
            &mut app,
            Command {
                seat,
                action: Action::DrawCard { from: seat },
            },
        )
        .expect("an extra card at setup");
    }
    app
}

/// A game as setup leaves it, every seat human, first player seat 0 — with no events, so tests
/// about other rules are not interrupted by one (the event tests use [`game_events`]).
pub fn game_raw(content: Content, scenario: &str, detectives: &[&str], seed: u64) -> App {
    let mut app = game_events(content, scenario, detectives, seed);
    *app.world_mut()
        .resource_mut::<new_angeles::game::EventTrack>() = Default::default();
    app
}

/// A game as setup leaves it, events and all, every seat human, first player seat 0.
pub fn game_events(content: Content, scenario: &str, detectives: &[&str], seed: u64) -> App {
    let config = GameConfig {
        scenario: Some(scenario.into()),
        seats: detectives
            .iter()
            .map(|d| SeatConfig {
                detective: Some(d.to_string()),
                kind: SeatKind::Human,
                level: Default::default(),
            })
            .collect(),
        seed,
        first_player: Some(SeatId(0)),
        shared_hints: false,
        auto_pass: false,
        holds_to_turn: true,
        quiet_offers: true,
        shared_screen: false,
        spare_day_one: false,
        offers_daily: false,
    };
    sim::headless_game(content, config)
}

/// The game's clock.
pub fn clock(app: &App) -> Clock {
    *app.world().resource::<Clock>()
}

/// The active seat: the one whose turn it is.
pub fn active(app: &App) -> SeatId {
    let seats = app
        .world()
        .resource::<new_angeles::game::Table>()
        .seats
        .len();
    clock(app).active(seats)
}

fn pending(app: &App) -> Option<new_angeles::game::Decision> {
    app.world()
        .resource::<new_angeles::game::Pending>()
        .decision
}

/// Sends a command; then every seat asked whether it plays a dark card in response passes
/// (D-7), so tests about other rules are not interrupted. The card tests answer themselves.
pub fn send(app: &mut App, command: Command) -> Result<(), String> {
    sim::send(app, command)?;
    while let Some(
        new_angeles::game::Decision {
            seat,
            ask: Ask::Response,
        }
        | new_angeles::game::Decision {
            seat,
            ask: Ask::Counter,
        },
    ) = pending(app)
    {
        sim::send(
            app,
            Command {
                seat,
                action: Action::PassResponse,
            },
        )?;
    }
    Ok(())
}

/// A message in English, as the log and the refusals read in the English interface.
pub fn en(msg: &new_angeles::model::Msg) -> String {
    new_angeles::i18n::english(&content(), msg)
}

/// Sends `action` from the active seat. A free card offered by a seedy or ritzy place
/// (R-MOVE-6) is let go, so tests about other rules walk anywhere; the card tests answer it
/// themselves.
pub fn act(app: &mut App, action: Action) -> Result<(), String> {
    let seat = active(app);
    send(app, Command { seat, action })?;
    if matches!(
        pending(app),
        Some(new_angeles::game::Decision {
            ask: Ask::FreeDraw | Ask::FreeLight,
            ..
        })
    ) {
        send(
            app,
            Command {
                seat,
                action: Action::SkipDraw,
            },
        )?;
    }
    Ok(())
}

/// Ends every remaining turn of the current day, so the next day starts.
pub fn finish_day(app: &mut App) {
    let day = (clock(app).week, clock(app).day);
    let mut guard = 0;
    while (clock(app).week, clock(app).day) == day
        && sim::phase(app) != new_angeles::game::Phase::CaseClosed
    {
        act(app, Action::EndTurn).expect("end turn is always legal in daytime");
        app.update();
        guard += 1;
        assert!(guard < 20, "the day did not end");
    }
}

/// A location `seat` may walk to for 1 Time that holds nothing happening on entry: a normal
/// one (no free draw), without Lily or Jimmy.
pub fn quiet_step(app: &mut App, seat: SeatId) -> LocId {
    let c = content();
    let s = investigation::view(app, Some(seat));
    new_angeles::rules::seat_move_options(&c, &s.seats[seat])
        .into_iter()
        .find(|o| {
            o.cost == 1
                && c.map.loc(o.to).quality == new_angeles::content::Quality::Normal
                && o.to != s.informant(Informant::Lily)
                && o.to != s.informant(Informant::Jimmy)
        })
        .expect("a quiet step")
        .to
}
