//! The leads within reach in the player's own turn, marked on the board (round 42 of issue 31:
//! a newcomer read panels and pressed *Hint* rather than looking at the city): a ring round
//! each lead the Time left can follow up, where the detective stands or one move away
//! ([`rules::leads_in_reach`]). Under the pointer a marked lead says what it takes; a click on
//! one a move away goes there (its ring turns gold: a second click follows it up, as on any
//! lead where the detective stands — round 43 found a move and a follow-up on one click a
//! surprise, the follow-up's question coming after the move's own).

use super::*;
use crate::rules::LeadInReach;

/// The leads the seat at this screen can follow up in its turn, and the one under the pointer.
#[derive(Resource, Default, Clone, Debug)]
pub struct InReach {
    /// The game's version and the seat they were found for.
    found: Option<(u64, SeatId)>,
    /// The leads.
    pub leads: Vec<LeadInReach>,
    /// The one under the pointer, with its place on the board (world units).
    pub hovered: Option<(LeadInReach, Vec2)>,
    /// When a click on one last moved the detective (seconds of the app's clock): the second
    /// press of a double-click lands on that lead, now where the detective stands, and must
    /// not follow it up ([`moved_just_now`](InReach::moved_just_now)).
    moved_at: Option<f32>,
}

impl InReach {
    /// A click on a lead moved the detective a moment ago (`now`): a press now is the second
    /// of a double-click, not a follow-up.
    pub fn moved_just_now(&self, now: f32) -> bool {
        self.moved_at.is_some_and(|t| now - t < 0.5)
    }
}

/// The ring round a lead in reach is this much wider than the lead (world units).
const RING: f32 = 5.0;

/// Finds the leads in reach when the table changes, and the one under the pointer.
pub(super) fn find_in_reach(
    game: TableRead,
    looking: Res<Looking>,
    ruler: Res<Ruler>,
    mut reach: ResMut<InReach>,
    pieces: Query<(&BoardPiece, &GlobalTransform)>,
    window: Single<&Window, With<PrimaryWindow>>,
    view: Res<BoardView>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) {
    let seat = my_turn(&game, &looking).filter(|_| ruler.0.is_none());
    let Some(seat) = seat else {
        if reach.found.is_some() || reach.hovered.is_some() {
            reach.found = None;
            reach.leads.clear();
            reach.hovered = None;
        }
        return;
    };
    if reach.found != Some((game.version, seat)) {
        let snap = game.seat(seat);
        // The seat's own answer to a dark card is an offer the board's move passes.
        reach.leads = rules::leads_in_reach(&game.content, &ruler::as_if_passed(snap, seat), seat);
        reach.found = Some((game.version, seat));
    }
    let p = window
        .cursor_position()
        .filter(|c| view.takes_pointer(*c))
        .and_then(|c| cam.0.viewport_to_world_2d(cam.1, c).ok());
    let hovered = p.and_then(|p| {
        pieces.iter().find_map(|(piece, gt)| {
            let BoardPiece::Lead(kind, owner) = *piece else {
                return None;
            };
            let at = gt.translation().truncate();
            let r = crate::ui::board::geom::LEAD_HALF * gt.scale().x;
            (at.distance(p) <= r)
                .then(|| {
                    reach
                        .leads
                        .iter()
                        .find(|l| l.kind == kind && l.owner == owner)
                })
                .flatten()
                .map(|l| (*l, at))
        })
    });
    if reach.hovered != hovered {
        reach.hovered = hovered;
    }
}

/// A ring round each lead in reach (a lead where the detective stands in gold, one a move away
/// in the ruler's blue; told apart in words by the hover), and a dashed path to the one under
/// the pointer.
pub(super) fn draw_in_reach(
    mut gizmos: Gizmos,
    game: TableRead,
    reach: Res<InReach>,
    pieces: Query<(&BoardPiece, &GlobalTransform)>,
) {
    if reach.leads.is_empty() {
        return;
    }
    for (piece, gt) in &pieces {
        let BoardPiece::Lead(kind, owner) = *piece else {
            continue;
        };
        let Some(l) = reach
            .leads
            .iter()
            .find(|l| l.kind == kind && l.owner == owner)
        else {
            continue;
        };
        let at = gt.translation().truncate();
        let r = crate::ui::board::geom::LEAD_HALF * gt.scale().x * 1.45 + RING * gt.scale().x;
        let hovered = reach.hovered.is_some_and(|h| h.0 == *l);
        let base = if l.by.is_none() {
            Color::srgb(1.0, 0.84, 0.35)
        } else {
            Color::srgb(0.45, 0.85, 1.0)
        };
        // Still (an idle table draws no frames): two rings, the outer fainter.
        let c = if hovered { Color::WHITE } else { base };
        gizmos.circle_2d(Isometry2d::from_translation(at), r, c);
        gizmos.circle_2d(
            Isometry2d::from_translation(at),
            r + 3.0 * gt.scale().x,
            c.with_alpha(0.4),
        );
        if hovered && l.by.is_some() {
            let snap = game.public();
            let from = loc_world(&game.content.map, snap.seats[snap.active()].at);
            let to = loc_world(&game.content.map, l.at);
            let steps = (from.distance(to) / 14.0).max(1.0) as usize;
            for i in (0..steps).step_by(2) {
                let a = from.lerp(to, i as f32 / steps as f32);
                let b = from.lerp(to, ((i + 1) as f32 / steps as f32).min(1.0));
                gizmos.line_2d(a, b, Color::WHITE.with_alpha(0.8));
            }
        }
    }
}

/// What a lead in reach takes, in a line: "Go to The Blue Marlin (1 Time) and follow up Vinnie
/// the Strangler's testimony lead (1 Time): 2 of your 6 Time."
pub fn lead_reach_words(content: &Content, l: &LeadInReach, time: u8) -> String {
    let lead = crate::i18n::say(content, &rules::lead_msg(l.kind, l.owner));
    match l.by {
        Some(o) => tr_args(
            "board-reach-go",
            &[
                ("place", content.map.loc(l.at).name.clone().into()),
                ("move", cost_words(&o, time).into()),
                ("lead", lead.into()),
                ("follow", l.follow.into()),
                ("total", l.time().into()),
                ("time", time.into()),
            ],
        ),
        None => tr_args(
            "board-reach-here",
            &[
                ("lead", lead.into()),
                ("follow", l.follow.into()),
                ("time", time.into()),
            ],
        ),
    }
}

/// What a lead's evidence could do for the viewer's guilty hunch, in a line: "Its evidence goes
/// in a testimony file; your guilty hunch Eve's is ▲ strong." (the ring says what a lead
/// costs; this, what it is for). `None` while the viewer's hunches are not known.
pub fn lead_use_words(content: &Content, snap: &rules::Snapshot, kind: LeadKind) -> Option<String> {
    let (guilty, _) = snap.hunches?;
    // A dead suspect takes no more evidence: nothing to say about its files.
    snap.suspect(guilty).filter(|v| v.alive)?;
    let def = &content.suspects[guilty];
    let mark = if def.strong == kind {
        "file-strong-mark"
    } else if def.weak == kind {
        "file-weak-mark"
    } else {
        "file-plain-mark"
    };
    Some(tr_args(
        "board-reach-use",
        &[
            ("kind", kind.name().into()),
            ("who", def.name.clone().into()),
            ("mark", crate::i18n::tr(mark).into()),
        ],
    ))
}

/// A click on a lead in reach a move away — pressed and let go on it, as a button — moves
/// there (round 44 of issue 31: a press that came late read where the pointer had gone, and
/// moved the detective while the button was still held).
pub(super) fn reach_input(
    buttons: Res<ButtonInput<MouseButton>>,
    game: TableRead,
    looking: Res<Looking>,
    mut reach: ResMut<InReach>,
    press: Res<PressAt>,
    view: Res<BoardView>,
    mut out: MessageWriter<FromScreen>,
    mut pressed: Local<Option<LeadInReach>>,
    time: Res<Time<Real>>,
    mut journey: ResMut<super::Journey>,
) {
    if buttons.just_pressed(MouseButton::Left) {
        // Pressed where a window or the dock lies: not the board's.
        let on_board = press.at.is_none_or(|c| view.takes_pointer(c));
        *pressed = reach
            .hovered
            .map(|(l, _)| l)
            .filter(|l| on_board && l.by.is_some());
    }
    if !buttons.just_released(MouseButton::Left) {
        return;
    }
    let Some(lead) = pressed.take() else { return };
    let (Some(seat), Some((under, _))) = (my_turn(&game, &looking), reach.hovered) else {
        return;
    };
    if lead.by.is_none() || under != lead {
        return;
    }
    let now = time.elapsed_secs();
    super::journey::click_lead((&game, seat), &lead, true, &mut journey, now, &mut out);
    reach.moved_at = Some(now);
}
