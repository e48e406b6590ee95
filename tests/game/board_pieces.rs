//! The board's pieces are the board's own entities, kept from the table's view (issue 33):
//! one per detective, lead, warrant, informant, NPC on the map, the scene and the hero marker,
//! each on the location the view gives it, the same entity when it moves (so it slides).

use super::investigation::{on_a_lead, view};
use super::*;
use new_angeles::game::{Flow, LookingSet, TableView, TableViewPlugin};
use new_angeles::rules;
use new_angeles::ui::board::pieces::{self, BoardPiece, InformantSpots, PieceAt, SnapPieces};

/// The game's app with the table's view and the board's reconcile system (no rendering).
fn with_board(app: &mut App) {
    app.add_plugins(TableViewPlugin)
        .init_resource::<SnapPieces>()
        .init_resource::<InformantSpots>()
        .add_systems(
            Update,
            pieces::reconcile_pieces
                .in_set(Flow::Present)
                .after(LookingSet),
        );
    app.update();
}

fn board(app: &mut App) -> Vec<(Entity, BoardPiece, LocId)> {
    let mut q = app.world_mut().query::<(Entity, &BoardPiece, &PieceAt)>();
    q.iter(app.world()).map(|(e, p, a)| (e, *p, a.0)).collect()
}

/// The one entity of `piece`, and where it stands.
fn one(app: &mut App, piece: BoardPiece) -> (Entity, LocId) {
    let found: Vec<(Entity, LocId)> = board(app)
        .into_iter()
        .filter(|(_, p, _)| *p == piece)
        .map(|(e, _, at)| (e, at))
        .collect();
    assert_eq!(found.len(), 1, "one entity for {piece:?}: {found:?}");
    found[0]
}

/// Every detective and lead of the game has its one piece where the game has it, and the
/// board holds nothing else than what the view shows.
fn board_shows_the_game(app: &mut App) {
    let snap = view(app, None);
    assert_eq!(
        app.world().resource::<TableView>().public,
        snap,
        "the view is up to date"
    );
    for seat in snap.seat_ids() {
        let (_, at) = one(app, BoardPiece::Detective(seat));
        assert_eq!(at, snap.seats[seat].at, "seat {}'s detective", seat.index());
    }
    for &(kind, owner, at) in &snap.leads {
        assert_eq!(
            one(app, BoardPiece::Lead(kind, owner)).1,
            at,
            "{kind:?} {owner:?}"
        );
    }
    for (who, &at) in Informant::ALL.into_iter().zip(&snap.informants) {
        assert_eq!(one(app, BoardPiece::Informant(who)).1, at);
    }
    assert_eq!(one(app, BoardPiece::Scene).1, snap.scene);
    let warrants: usize = snap.seats.iter().map(|s| s.warrants.len()).sum();
    let npcs = snap
        .npcs
        .iter()
        .filter(|n| n.alive && n.on_map.is_some())
        .count();
    let expected = 1
        + snap.seats.len()
        + snap.leads.len()
        + 2
        + warrants
        + npcs
        + usize::from(snap.hero_on_scene.is_some());
    assert_eq!(
        board(app).len(),
        expected,
        "no piece the view does not show"
    );
}

// Issue 33: after a move, a move back and a follow-up, the board's pieces stand where the
// game has them, one entity each, a moved piece the same entity (its tween moves it).
#[test]
fn the_boards_pieces_follow_the_view_after_a_move_and_a_follow_up() {
    let (mut app, kind, owner) = on_a_lead();
    with_board(&mut app);
    board_shows_the_game(&mut app);
    let (lead_e, lead_at) = one(&mut app, BoardPiece::Lead(kind, owner));
    assert_eq!(lead_at, loc("neon-alley"));
    let (me, here) = one(&mut app, BoardPiece::Detective(SeatId(0)));
    assert_eq!(here, loc("neon-alley"));

    let c = content();
    let snap = view(&mut app, None);
    let mut options = rules::moves_of(&c, &snap, SeatId(0), false);
    options.sort_by_key(|o| o.cost + o.then);
    let to = options
        .into_iter()
        .map(|o| o.to)
        .find(|&to| to != here && act(&mut app, Action::Move { to }).is_ok())
        .expect("a move from Neon Alley");
    app.update();
    board_shows_the_game(&mut app);
    assert_eq!(
        one(&mut app, BoardPiece::Detective(SeatId(0))),
        (me, to),
        "the detective's piece moved there"
    );

    act(&mut app, Action::Move { to: here }).unwrap();
    app.update();
    board_shows_the_game(&mut app);
    assert_eq!(one(&mut app, BoardPiece::Detective(SeatId(0))), (me, here));

    act(&mut app, Action::FollowUp { kind, owner }).unwrap();
    app.update();
    board_shows_the_game(&mut app);
    let (lead_after, _) = one(&mut app, BoardPiece::Lead(kind, owner));
    assert_eq!(lead_after, lead_e, "the lead's piece is the same entity");
}
