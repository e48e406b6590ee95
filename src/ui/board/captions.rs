//! Captions on the board: what another detective just did, said beside its piece as it happens
//! ("moves to …", "follows up a lead …", "plays a dark card on you"), so the others' turns
//! read as a story where they take place, not only in the log. A caption holds the seat's
//! newest line, beside its piece with a line to it, and fades a few seconds after; one caption
//! shows at a time (the dock lists the turn so far), and the player's own actions get none
//! (the dock's status says them).
//!
//! Captions come from the log lines the looking seat may read (public lines, and its own
//! secrets), so they show nothing the screen may not show. They are painted, never an area:
//! they take no click and never block the board.

mod paint;

use crate::content::LocId;
use crate::game::{GameLog, Session, TableView};
use crate::ids::SeatId;
use crate::ui::board::{BoardCamera, loc_world};
use crate::ui::layout::{TableLayout, TableSet};
use crate::ui::viewer::Looking;
use crate::ui::viewer::TableRead;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Seconds a caption stays after its last line (the last of them fading).
pub const CAPTION_SECONDS: f64 = 4.5;
/// Lines read within this many seconds of a card's are the same step's (one command's lines
/// come in one frame).
const SAME_STEP: f64 = 0.05;
/// Seconds more a caption showing a played card stays: the card's words take longer to read.
pub const CARD_SECONDS: f64 = 2.5;
/// Lines a caption keeps: the newest (the dock lists the whole turn so far).
pub const CAPTION_LINES: usize = 1;
/// Seconds a caption takes to fade out, at the end of its time.
const FADE: f64 = 0.6;
/// Seconds a caption takes to come in: about a moved piece's slide.
const FADE_IN: f64 = 0.45;
/// The corners of what stands at a place, around its centre in world units (the symbol, the
/// detectives' arc above it, the lead and the hero flag): a caption keeps clear of it.
const CLUSTER_MIN: Vec2 = Vec2::new(-48.0, -26.0);
const CLUSTER_MAX: Vec2 = Vec2::new(48.0, 52.0);
/// The setup's lines about a seat: the log's, not the captions'.
const SETUP_LINES: [&str; 4] = [
    "log-setup-first-player",
    "log-setup-plot",
    "log-setup-seat-human",
    "log-setup-seat-bot",
];
/// Points between a place's pieces and its caption.
const GAP: f32 = 8.0;

/// The spots a caption of `size` may take around a place's `cluster` (screen points), best
/// first: beside it (the left first when `left_first`), then above and below, then at the
/// four corners (where the others are taken by what must stay in sight).
pub fn caption_spots(cluster: egui::Rect, size: egui::Vec2, left_first: bool) -> [egui::Rect; 8] {
    let mid = cluster.center().y - size.y / 2.0;
    let (x_right, x_left) = (cluster.max.x + GAP, cluster.min.x - GAP - size.x);
    let (y_above, y_below) = (cluster.min.y - GAP - size.y, cluster.max.y + GAP);
    let at = |x: f32, y: f32| egui::Rect::from_min_size(egui::pos2(x, y), size);
    let right = at(x_right, mid);
    let left = at(x_left, mid);
    let x = cluster.center().x - size.x / 2.0;
    let above = at(x, y_above);
    let below = at(x, y_below);
    let corners = [
        at(x_right, y_above),
        at(x_left, y_above),
        at(x_right, y_below),
        at(x_left, y_below),
    ];
    let [a, b] = if left_first {
        [left, right]
    } else {
        [right, left]
    };
    [
        a, b, above, below, corners[0], corners[1], corners[2], corners[3],
    ]
}

/// Where a caption goes among its `spots` (moved inside the `board`): the first clear of its
/// place's `cluster`, the captions `placed` already and what the viewer must `keep` in sight
/// (its own piece, the scene of the crime); else the first clear of the cluster and the
/// others; else the first clear of the others.
pub fn pick_spot(
    spots: &[egui::Rect],
    board: egui::Rect,
    cluster: egui::Rect,
    placed: &[egui::Rect],
    keep: &[egui::Rect],
) -> Option<egui::Rect> {
    let inside = |r: egui::Rect| {
        let dx = (board.min.x - r.min.x).max(0.0) + (board.max.x - r.max.x).min(0.0);
        let dy = (board.min.y - r.min.y).max(0.0) + (board.max.y - r.max.y).min(0.0);
        r.translate(egui::vec2(dx, dy))
    };
    let apart = |r: &egui::Rect| !placed.iter().any(|p| p.intersects(*r));
    let free = |r: &egui::Rect| apart(r) && !r.intersects(cluster.shrink(1.0));
    let clear = |r: &egui::Rect| free(r) && !keep.iter().any(|k| k.intersects(*r));
    let moved = || spots.iter().map(|&r| inside(r));
    moved()
        .find(clear)
        .or_else(|| moved().find(free))
        .or_else(|| moved().find(apart))
}

/// A log line without the detective's name in front ("Caprice Nisei moves …" → "Moves …").
pub fn without_name(line: &str, name: &str) -> String {
    match line.strip_prefix(name).and_then(|r| r.strip_prefix(' ')) {
        Some(rest) => {
            let mut c = rest.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        }
        None => line.to_string(),
    }
}

/// Captions beside the detectives: what each just did.
pub struct CaptionsPlugin;

impl Plugin for CaptionsPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Captions>()
            .add_systems(
                Update,
                gather_captions
                    .in_set(crate::game::Flow::Present)
                    .after(crate::ui::viewer::LookingSet)
                    .run_if(crate::ui::in_game),
            )
            .add_systems(
                OnEnter(crate::game::Phase::Setup),
                |mut c: ResMut<Captions>| *c = Captions::default(),
            )
            .add_systems(
                EguiPrimaryContextPass,
                draw_captions.in_set(TableSet::Board),
            );
    }
}

/// One detective's caption: its newest lines, where it stands, and when the last line came.
#[derive(Clone, Debug, PartialEq)]
pub struct Caption {
    /// The detective's seat.
    pub seat: SeatId,
    /// Its newest lines.
    pub lines: Vec<String>,
    /// Where it stands.
    pub at: LocId,
    /// The places its newest line names (the board lights them while it shows).
    pub places: Vec<LocId>,
    /// When the last line came (seconds of the app's clock).
    pub born: f64,
    /// The twilight card its newest line plays, shown as a card under the line (round 42 of
    /// issue 31: "card effects land flat" as one more log line).
    pub card: Option<crate::ids::CardId>,
    /// When the card was played: the lines of the same step keep it under them (what the card
    /// did: a discard, a draw), the seat's next actions do not.
    pub card_born: f64,
    /// How the viewer's score (if the case closed now) last moved with one of this seat's
    /// steps, said under the caption's line for the caption's life ("Your score ▼1 VP"; under
    /// a later line, "Your score ▼1 VP after: Places a face-down token…"), so a fall in another's
    /// turn shows its cause as it happens and stays in sight through the seat's next steps
    /// (round 54 of issue 31: the chip fell 24 → 23 → 22 in the bots' turns, and why came only
    /// at the next turn).
    pub swing: Option<Swing>,
}

/// A move of the viewer's score with one step of another seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Swing {
    /// The VP it moved by.
    pub vp: i32,
    /// The step's line (the caption's newest when it moved, without its count).
    pub line: String,
}

impl Caption {
    /// How long it stays after its last line, in seconds.
    pub fn life(&self) -> f64 {
        CAPTION_SECONDS
            + if self.card.is_some() {
                CARD_SECONDS
            } else {
                0.0
            }
    }
}

/// The card a log line plays (a light card, or a dark card against someone), if it does, or
/// fights (its two tactics' parts under the fight's line: round 54 of issue 31 found a fight's
/// outcome "barely explained").
pub fn played_card(msg: &crate::model::Msg) -> Option<crate::ids::CardId> {
    let k = msg.key();
    if ![
        "log-plays-light",
        "log-plays-dark",
        "log-fights-light",
        "log-fights-dark",
    ]
    .iter()
    .any(|p| k.starts_with(p))
    {
        return None;
    }
    match msg.arg("card") {
        Some(crate::model::Arg::Card(c)) => Some(*c),
        _ => None,
    }
}

/// The captions on the board, and how far into the log they have read.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Captions {
    read: usize,
    /// The captions shown.
    pub shown: Vec<Caption>,
    /// The viewer's score when the captions last looked, and whose it was.
    score: Option<(Option<SeatId>, i32)>,
}

impl Captions {
    /// Reads the log's new lines as `me` may read them, at `now` seconds: each line about
    /// another seat becomes (or joins) that seat's caption at `at(seat)`. `quiet` (a saved game
    /// being caught up on, the setup, the night): the lines are passed over. Expired captions go;
    /// when a detective acts, the others' captions fade within a second. Returns the seat whose
    /// step this is (the first new line's with a seat), unless it is the viewer's own.
    pub fn follow(
        &mut self,
        content: &crate::content::ContentData,
        log: &GameLog,
        me: Option<SeatId>,
        now: f64,
        quiet: bool,
        at: impl Fn(SeatId) -> Option<LocId>,
    ) -> Option<SeatId> {
        if log.0.len() < self.read {
            // The log went back (undo, a load): start from where it is.
            self.read = log.0.len();
            self.shown.clear();
        }
        let from = self.read;
        self.read = log.0.len();
        self.shown.retain(|c| now - c.born < c.life());
        if quiet {
            return None;
        }
        // The frame's first line with a seat: the step is that seat's (the viewer's own step
        // that makes another seat discard is the viewer's, not that seat's).
        let mut first = None;
        for (_, e) in log.visible_to(me).skip_while(|(i, _)| *i < from) {
            // The setup's lines (who plays whom, where they start, a setup's extra cards: round
            // 41 of issue 31 read a bot's as the bot playing first) are the log's; so are the
            // lines saying nothing was done (round 40: "Has no Time left for anything" stood
            // over the board as the player's turn began).
            if SETUP_LINES.contains(&e.text.key())
                || ["log-no-time-left", "said-no-response", "log-draws-extra"]
                    .contains(&e.text.key())
            {
                continue;
            }
            if first.is_none() {
                first = e.seat;
            }
            let Some(seat) = e.seat.filter(|&s| Some(s) != me) else {
                continue;
            };
            let Some(loc) = at(seat) else { continue };
            let text = crate::rules::words::plain(&crate::i18n::say(content, &e.text));
            let places = e.text.places();
            let card = played_card(&e.text);
            // Another detective acts: the others' captions make way within a second — not a
            // card just played, whose effects are often the next seat's lines (a discard);
            // but a card makes way too when the other acts somewhere on the board (a move, a
            // lead: its line names a place) after the card's step (round 61 of issue 31: a
            // bot's card stayed over the next detective's turn).
            let elsewhere = !places.is_empty();
            for c in self.shown.iter_mut().filter(|c| {
                c.seat != seat && (c.card.is_none() || (elsewhere && now - c.card_born > SAME_STEP))
            }) {
                c.born = c.born.min(now - (c.life() - 1.0));
            }
            match self.shown.iter_mut().find(|c| c.seat == seat) {
                Some(c) => {
                    push_line(&mut c.lines, text);
                    let over = c.lines.len().saturating_sub(CAPTION_LINES);
                    c.lines.drain(..over);
                    c.at = loc;
                    c.born = now;
                    c.places = places;
                    // The card stays under the lines of the command that played it (what it
                    // did, said in the same step), not under the seat's next actions: round 50
                    // of issue 31 read "draws a card from their light deck" over the card
                    // played before it as the drawn card shown.
                    if card.is_some() {
                        c.card = card;
                        c.card_born = now;
                    } else if now - c.card_born > SAME_STEP {
                        c.card = None;
                    }
                }
                None => self.shown.push(Caption {
                    seat,
                    lines: vec![text],
                    at: loc,
                    places,
                    born: now,
                    card,
                    card_born: now,
                    swing: None,
                }),
            }
        }
        first.filter(|s| Some(*s) != me)
    }

    /// The viewer `me`'s score now (`vp`, none while it has none: nobody looks, the case is
    /// closed), looked at once a command (a command's lines come in one frame): a move since
    /// the last look is the step of `acting` (the seat of the frame's first new line, from
    /// [`Captions::follow`]), and its caption keeps it with the step's line, in the place of
    /// an older one. A move with no seat acting (the viewer's own step, a night, a load being
    /// caught up on) only sets the new starting point; a new viewer (a hot seat's hand-over)
    /// puts away the last viewer's moves.
    pub fn score_moved(&mut self, me: Option<SeatId>, vp: Option<i32>, acting: Option<SeatId>) {
        if self.score.is_some_and(|(who, _)| who != me) {
            for c in &mut self.shown {
                c.swing = None;
            }
        }
        let was = self.score.filter(|(who, _)| *who == me).map(|(_, v)| v);
        self.score = vp.map(|v| (me, v));
        let (Some(was), Some(vp), Some(seat)) = (was, vp, acting) else {
            return;
        };
        if was == vp {
            return;
        }
        if let Some(c) = self.shown.iter_mut().find(|c| c.seat == seat) {
            c.swing = Some(Swing {
                vp: vp - was,
                line: c
                    .lines
                    .last()
                    .map(|l| said_once(l).to_string())
                    .unwrap_or_default(),
            });
        }
    }
}

/// A caption's line without its count ("… (×2)").
fn said_once(line: &str) -> &str {
    line.rsplit_once(" (×")
        .filter(|(_, n)| n.trim_end_matches(')').parse::<u32>().is_ok())
        .map_or(line, |(said, _)| said)
}

/// A long line's headline: what was done, before its first colon outside brackets, without
/// a bracket at its end ("Plays Wounded against Rachel Beckmann…": round 31 of issue 31 read
/// "… (cost paid…", cut at the colon inside the bracket); the whole line is in the log.
pub fn headline(line: &str) -> String {
    const LONG: usize = 70;
    if line.chars().count() <= LONG {
        return line.to_string();
    }
    let mut depth = 0i32;
    let mut cut = None;
    for (i, c) in line.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ':' if depth == 0 && line[i + 1..].starts_with(' ') => {
                cut = Some(i);
                break;
            }
            _ => {}
        }
    }
    let Some(at) = cut else {
        return line.to_string();
    };
    let mut head = line[..at].trim_end();
    if head.ends_with(')')
        && let Some(open) = head.rfind('(')
    {
        head = head[..open].trim_end();
    }
    if head.chars().count() >= 12 {
        format!("{head}…")
    } else {
        line.to_string()
    }
}

/// Adds `text` to a caption's lines; the same line again counts instead ("… (×2)").
fn push_line(lines: &mut Vec<String>, text: String) {
    if let Some(last) = lines.last_mut() {
        let (said, times) = match last.rsplit_once(" (×") {
            Some((said, n)) => (said, n.trim_end_matches(')').parse::<u32>().unwrap_or(1)),
            None => (last.as_str(), 1),
        };
        if said == text {
            *last = format!("{text} (×{})", times + 1);
            return;
        }
    }
    lines.push(text);
}

fn gather_captions(
    view: Res<TableView>,
    content: Res<crate::content::Content>,
    looking: Res<Looking>,
    session: Res<State<Session>>,
    time: Res<Time<Real>>,
    mut captions: ResMut<Captions>,
    ruler: Option<Res<crate::ui::board::input::Ruler>>,
) {
    let log = &view.log;
    if !view.is_changed() && log.0.len() == captions.read && captions.shown.is_empty() {
        return;
    }
    let snap = view.public();
    // The setup's and the night's lines are the notices' and the log's: captions tell the
    // day's turns.
    let quiet = *session.get() == Session::CatchingUp || !snap.daytime;
    let acting = captions.follow(
        &content,
        log,
        looking.0,
        time.elapsed_secs_f64(),
        quiet,
        |s| snap.seats.get(s.index()).map(|st| st.at),
    );
    // The score looked at once a change of the view (a command, a load caught up on, a new
    // viewer), by the view's own viewer.
    if view.is_changed() {
        let vp = crate::ui::table::score::lines_now(&content, &view)
            .filter(|_| view.outcome.is_none())
            .map(|l| l.iter().map(|l| l.1).sum());
        captions.score_moved(view.looking, vp, acting);
    }
    // The viewer's own turn: the others' captions make way within a second, at once while
    // the ruler is out (the recap and the log keep what they did) — also while the turn
    // opens on a question to the viewer; not while another seat answers in it (its caption
    // says what it answered).
    let mine = looking.0 == Some(snap.active());
    if snap.daytime && mine && snap.pending.is_none_or(|d| Some(d.seat) == looking.0) {
        let now = time.elapsed_secs_f64();
        let left = if ruler.is_some_and(|r| r.0.is_some()) {
            FADE
        } else {
            1.0
        };
        for c in &mut captions.shown {
            c.born = c.born.min(now - (c.life() - left));
        }
    }
}

/// Paints each caption above its detective's place, in the detective's colour, clipped to the
/// board; frames keep coming while one fades.
fn draw_captions(
    mut contexts: EguiContexts,
    view: TableRead,
    layout: Res<TableLayout>,
    captions: Res<Captions>,
    time: Res<Time<Real>>,
    cam: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    mut highlight: ResMut<crate::ui::board::BoardHighlight>,
    (looking, board, settings): (
        Res<Looking>,
        Res<crate::ui::board::frame::BoardView>,
        Option<Res<crate::settings::Settings>>,
    ),
) -> Result {
    if captions.shown.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let content = &view.content;
    let table = &view.table;
    let seen = view.of(looking.0);
    let now = time.elapsed_secs_f64();
    let painter = ctx
        .layer_painter(egui::LayerId::new(
            egui::Order::Middle,
            egui::Id::new("board-captions"),
        ))
        .with_clip_rect(layout.board);
    let (camera, at) = *cam;
    let zoom = layout.zoom.max(0.1);
    // The newest only: one caption at a time keeps the board in sight (the dock lists the
    // turn so far).
    let mut order: Vec<&Caption> = captions.shown.iter().collect();
    order.sort_by(|a, b| b.born.total_cmp(&a.born));
    // A card played stays in sight beside the newest caption (another seat's answer to it).
    let card = order.iter().skip(1).position(|c| c.card.is_some());
    let kept = card.map(|i| order[i + 1]);
    order.truncate(1);
    order.extend(kept);
    let mut placed: Vec<egui::Rect> = Vec::new();
    for c in order {
        let age = now - c.born;
        // It fades in while a moved piece slides there (round 38 of issue 31 read "moves to
        // The Blue Marlin" with the piece still at NAPD), and out at its end.
        let alpha = ((c.life() - age) / FADE).min(age / FADE_IN).clamp(0.0, 1.0) as f32;
        if alpha <= 0.0 {
            continue;
        }
        let Some(seat) = table.seats.get(c.seat.index()) else {
            continue;
        };
        let def = &content.detectives[seat.detective].def;
        let Ok(p) = camera.world_to_viewport(at, loc_world(&content.map, c.at).extend(0.0)) else {
            continue;
        };
        let piece = egui::pos2(p.x / zoom, p.y / zoom);
        let colour = crate::ui::table::color32(def.color);
        // The chip names the detective; its lines need not begin with the name again.
        let text = c
            .lines
            .iter()
            .map(|l| headline(&without_name(l, &def.name)))
            .collect::<Vec<_>>()
            .join("\n");
        let first = def.name.split_whitespace().next().unwrap_or(&def.name);
        // Small: under a third of a wide board's width, a little more of a small board's (150%)
        // in a smaller font, and four rows, so a line is read whole rather than cut after a
        // few words (a lead moved from one named place to another takes three); the whole line
        // is in the dock and the log.
        let small = layout.board.width() < 700.0;
        let (width, font) = if small {
            ((layout.board.width() * 0.4).clamp(140.0, 250.0), 11.5)
        } else {
            ((layout.board.width() * 0.3).clamp(140.0, 310.0), 13.0)
        };
        let head = painter.layout_no_wrap(
            format!(" {first} "),
            egui::FontId::proportional(font),
            egui::Color32::BLACK,
        );
        let mut job = egui::text::LayoutJob::simple(
            text,
            egui::FontId::proportional(font),
            crate::ui::theme::TEXT,
            width - head.size().x - 14.0,
        );
        // Four rows: at 150% a lead's move ran "… from Blackwater Pub (J4) to …" in three,
        // the place it went cut (round 58 of issue 31).
        job.wrap.max_rows = 4;
        job.wrap.overflow_character = Some('…');
        let body = painter.layout_job(job);
        let mut size = egui::vec2(
            head.size().x + 10.0 + body.size().x + 10.0,
            body.size().y.max(head.size().y) + 10.0,
        );
        // What the step did to the viewer's score, under the line: an arrow as well as a
        // colour.
        let swing = c.swing.as_ref().map(|s| {
            let wrap = width - head.size().x - 14.0;
            let g = paint::swing_galley(&painter, (c, s), &def.name, (font, wrap));
            size.x = size.x.max(head.size().x + 10.0 + g.size().x + 10.0);
            size.y += g.size().y + 2.0;
            g
        });
        // A played card under the line, drawn as a card: its name on its deck's band, its
        // words under it.
        // A card id from a log line (a host's, online) is checked before it is read.
        let card = c
            .card
            .filter(|id| id.index() < content.cards.len())
            .map(|id| {
                let w = width.max(size.x) - 10.0;
                let shown = paint::CardShown::lay_out(&painter, content, id, w, font);
                size.x = size.x.max(w + 10.0);
                size.y += shown.height() + 6.0;
                shown
            });
        // Beside the place (the side with more board first), clear of its symbol and the
        // pieces around it, inside the board; a line leads from the caption to the piece.
        let b = layout.board.shrink(6.0);
        let world = loc_world(&content.map, c.at);
        let to_screen = |w: Vec2| {
            camera
                .world_to_viewport(at, w.extend(0.0))
                .ok()
                .map(|p| egui::pos2(p.x / zoom, p.y / zoom))
        };
        let (Some(lo), Some(hi)) = (
            to_screen(world + CLUSTER_MIN),
            to_screen(world + CLUSTER_MAX),
        ) else {
            continue;
        };
        let cluster = egui::Rect::from_two_pos(lo, hi);
        let body_at = to_screen(
            world
                + crate::ui::board::pieces::token_offset(
                    crate::ui::board::pieces::TokenKind::Detective(c.seat),
                ),
        )
        .unwrap_or(piece);
        // The disc's edge on screen: the line stops there, so it never strikes through the
        // initials (round 36: "RB" and "FL" read garbled under it).
        let disc = crate::ui::board::pieces::detective_radius(&board, settings.as_deref());
        let disc = to_screen(world + Vec2::X * disc)
            .zip(to_screen(world))
            .map_or(0.0, |(a, b)| a.distance(b));
        let spots = caption_spots(cluster, size, body_at.x > b.center().x);
        // What the viewer must keep in sight: its own piece and the scene of the crime.
        let keep: Vec<egui::Rect> = [
            looking
                .0
                .and_then(|m| seen.seats.get(m.index()).map(|s| s.at)),
            Some(seen.scene),
        ]
        .into_iter()
        .flatten()
        .filter(|&l| l != c.at)
        .filter_map(|l| {
            let w = loc_world(&content.map, l);
            Some(egui::Rect::from_two_pos(
                to_screen(w + CLUSTER_MIN)?,
                to_screen(w + CLUSTER_MAX)?,
            ))
        })
        .collect();
        let Some(rect) = pick_spot(&spots, b, cluster, &placed, &keep) else {
            continue;
        };
        placed.push(rect);
        // The places its line names light up (with their names) while it is clear.
        if alpha > 0.5 {
            highlight.0.extend(c.places.iter().copied());
        }
        // Under a pointer that is moving over the board a caption all but vanishes: the
        // places beneath can be read; a pointer at rest (the player watching) leaves it whole.
        let moving = ctx.input(|i| i.pointer.time_since_last_movement() < 1.0);
        let alpha = if moving
            && ctx
                .pointer_hover_pos()
                .is_some_and(|p| rect.expand(8.0).contains(p))
        {
            alpha * 0.15
        } else {
            alpha
        };
        let mut painter = painter.clone();
        painter.multiply_opacity(alpha);
        let leader = (body_at, disc);
        paint::paint_caption(&painter, rect, leader, colour, (head, body, swing), card);
    }
    redraw.write(bevy::window::RequestRedraw);
    Ok(())
}
