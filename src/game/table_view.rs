//! The table's one view: everything the screen draws, for the seat that is looking
//! ([`Looking`]) or for nobody, in one serializable [`TableView`] the game builds once per
//! change. The screen reads nothing else of the game: not its entities, not the seed, the
//! config, the command history or the decks, so a secret stays off the screen by
//! construction, and the same table could draw a game played on another machine.
//!
//! The screen speaks back with [`FromScreen`] commands (checked here against who may act for
//! the seat: the seat at the screen) and [`TableRequest`]s (take the screen, a hint, a lead
//! moved for a seat, a save, the lesson's fast-forward), each answered by the game.
//!
//! Who is looking is the game's to decide too (D-5):
//! - with one human at the table, the screen is that human's, whoever plays;
//! - with several (hot seat), the screen belongs to a human only while the game waits for
//!   that human and that human has taken the screen ([`Viewer`], confirmed on the hand-off
//!   cover); during bots' turns, after a human ends the turn, at the end of a day, in a review
//!   and on the Case Closed screen, nobody is looking: the public table only. Once the public
//!   table has shown outside a human's own turn, that human takes the screen again on the
//!   cover before anything private of theirs shows ([`release`]);
//! - with no human (bots only), nobody is looking.

use super::*;
use crate::rules::Snapshot;
use bevy::ecs::message::{MessageCursor, Messages};

/// The human seat that last took the screen on the hand-off cover (hot seat), or the only
/// human.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct Viewer {
    /// That seat, or none yet.
    pub seat: Option<SeatId>,
}

/// The table on the screen is played elsewhere (online): its [`TableView`] comes from the
/// host, built there for the seat at this screen ([`Looking`]); no game runs here, so the view
/// is left as it came, and the screen's commands go to the host, not to this game.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RemoteTable;

/// Whose private things the screen may show now: a seat, or nobody (the public table).
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Looking(pub Option<SeatId>);

/// Where the game decides who is looking and builds the [`TableView`] (in
/// [`Flow::Present`]): what draws from the view runs after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LookingSet;

/// A command from the screen. The game passes it on only for the seat at the screen
/// ([`Looking`]); another seat's is refused.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FromScreen(pub Command);

/// What the screen asks of the game beyond a command; each carries its seat where it has one.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TableRequest {
    /// The human the hand-off cover waits for takes the screen (hot seat).
    TakeScreen(SeatId),
    /// The hard bot's hint for the seat at the screen, from its own view.
    Hint(SeatId),
    /// The game moves this human seat's lead for it (Settings → Leads), or draws its free card
    /// at a ritzy or seedy place (Settings → Free cards: [`Ask::game_may_pick`]), from the seat's own
    /// view, with nobody at the screen.
    PickLead(SeatId),
    /// A save of the game in play, in the saves folder (answered with [`Saved`]), under the
    /// name the player gave it (none: "Save 3"). The name is the player's text: cut to
    /// [`crate::save::NAME_MAX`] characters, control characters left out.
    Save(String),
    /// The lesson's game played to its close by bots.
    FastForward,
}

/// Why the lesson's game could not be played to its close ([`TableRequest::FastForward`]).
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonTrouble(pub String);

/// The answer to [`TableRequest::Save`]: the slot in words, or why not.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved(pub Result<String, String>);

/// The last hint given: the game's version then, its seat, the hint; and how many hint
/// requests were answered (each answer, a hint or none, makes a new view).
#[derive(Resource, Default, Clone, Debug)]
pub struct HintGiven {
    /// The game's version when it was given, the seat it was for, and the hint.
    pub given: Option<(u64, SeatId, bot::Hint)>,
    /// How many hint requests were answered.
    pub answered: u64,
}

/// Everything the table draws, as the seat at the screen may know it (or nobody). Built by
/// the game ([`build_table_view`]) once per change; the screen reads nothing else of the game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableView {
    /// The game's version this view shows ([`GameVersion`](super::pipeline::GameVersion)).
    pub version: u64,
    /// Whose view it is.
    pub looking: Option<SeatId>,
    /// Who plays and which murder (never the seed).
    pub table: PublicTable,
    /// What every seat may know.
    pub public: Snapshot,
    /// The looking seat's own snapshot (its hand, hunches, the values it knows), if a seat looks.
    pub own: Option<Snapshot>,
    /// Every seat's plots, by seat (public, R-PLOT-*).
    pub plots: Vec<PlotState>,
    /// The log, every line in its place, the text of another seat's secret lines left out.
    pub log: GameLog,
    /// The results of the commands since the last view: accepted ones (what happened, said at
    /// the table) and the refusals of the looking seat's own commands only.
    pub results: Vec<CommandResult>,
    /// How many commands the game has had (not which).
    pub commands: usize,
    /// The commands still to lay out while a saved game is caught up on.
    pub catching_up: usize,
    /// Whether the looking seat's last step may be undone.
    pub can_undo: bool,
    /// The human the hand-off cover waits for (hot seat), if it is up.
    pub cover: Option<SeatId>,
    /// Whether the seat the cover waits for already acted in this turn.
    pub mid_turn: bool,
    /// Whether every human at the table agreed to hints (the config's, not the config).
    pub shared_hints: bool,
    /// The hint for this moment, for the looking seat.
    pub hint: Option<bot::Hint>,
    /// The kinds of the looking seat's own accepted commands, each with its place in the
    /// game's commands (the lesson's coach follows them).
    pub acts: Vec<(usize, String)>,
    /// The game's seed, once the case is closed (nothing is hidden then).
    pub seed: Option<u64>,
    /// The case's results, once it is closed.
    pub outcome: Option<Outcome>,
    /// The closed game being stepped through (its config and commands: nothing is hidden
    /// once the case is closed), if it is.
    pub review: Option<Review>,
}

impl TableView {
    /// What every seat may know.
    pub fn public(&self) -> &Snapshot {
        &self.public
    }
    /// What `viewer` may know, as far as this view holds it: the looking seat's own
    /// snapshot, else the public one.
    pub fn of(&self, viewer: Option<SeatId>) -> &Snapshot {
        match &self.own {
            Some(own) if viewer.is_some() && viewer == self.looking => own,
            _ => &self.public,
        }
    }
    /// What `seat` may know (the public view unless it is looking).
    pub fn seat(&self, seat: SeatId) -> &Snapshot {
        self.of(Some(seat))
    }
}

/// The human seats of the table.
pub fn humans(table: &PublicTable) -> Vec<SeatId> {
    SeatId::all(table.seats.len())
        .filter(|&s| table.seats[s].kind == SeatKind::Human)
        .collect()
}

/// After an accepted command: a human who ends the turn in hot seat leaves the screen, so the
/// next private view — even that same human's, asked to respond in a bot's turn — comes after
/// the hand-off cover again (D-5).
pub fn after_command(viewer: &mut Viewer, table: &PublicTable, action: &Action) {
    if *action == Action::EndTurn && humans(table).len() > 1 {
        viewer.seat = None;
    }
}

/// In hot seat, a human's hold on the screen ends as soon as the screen shows the public table
/// outside that human's own turn (a bot plays, the day ends): whoever sits there may have
/// changed, so the next private view, even the same human's, comes after the hand-off cover
/// (D-5). A bot answering in the human's own turn does not end it.
pub fn release(viewer: &mut Viewer, table: &PublicTable, active: SeatId, looking: Option<SeatId>) {
    if humans(table).len() > 1 && looking.is_none() && viewer.seat.is_some_and(|v| v != active) {
        viewer.seat = None;
    }
}

/// Who may look now, from the table, the game's state and who took the screen last.
pub fn looking(
    table: &PublicTable,
    daytime: bool,
    decider: SeatId,
    reviewing: bool,
    viewer: Viewer,
) -> Option<SeatId> {
    let humans = humans(table);
    match humans.as_slice() {
        [] => None,
        [only] => Some(*only),
        _ if reviewing || !daytime => None,
        _ => (table.seats[decider].kind == SeatKind::Human && viewer.seat == Some(decider))
            .then_some(decider),
    }
}

/// The human seat that must take the screen before anything private shows (hot seat): the
/// human the game waits for, when the screen is not yet theirs.
pub fn handoff(
    table: &PublicTable,
    daytime: bool,
    decider: SeatId,
    reviewing: bool,
    viewer: Viewer,
) -> Option<SeatId> {
    let hot_seat = humans(table).len() > 1;
    (hot_seat
        && daytime
        && !reviewing
        && table.seats[decider].kind == SeatKind::Human
        && viewer.seat != Some(decider))
    .then_some(decider)
}

/// The table's view for a windowed game (the simulator and most tests do without).
pub struct TableViewPlugin;

impl Plugin for TableViewPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<Viewer>()
            .init_resource::<Looking>()
            .init_resource::<TableView>()
            .init_resource::<HintGiven>()
            .add_message::<FromScreen>()
            .add_message::<TableRequest>()
            .add_message::<Saved>()
            .add_message::<LessonTrouble>()
            .add_systems(
                Update,
                answer_the_screen
                    .in_set(Flow::Logic)
                    .before(super::lifecycle::handle_requests),
            )
            .add_systems(
                Update,
                (
                    new_games_start_unseen,
                    turns_end_unseen,
                    who_is_looking.run_if(resource_exists::<Table>),
                    build_table_view,
                )
                    .chain()
                    .in_set(Flow::Present)
                    .in_set(LookingSet),
            );
    }
}

/// A new game: nobody has taken the screen yet (an undo, a load keep the player).
fn new_games_start_unseen(mut requests: MessageReader<GameRequest>, mut viewer: ResMut<Viewer>) {
    if requests.read().any(|r| matches!(r, GameRequest::New(_))) {
        *viewer = Viewer::default();
    }
}

/// A human who ends the turn leaves the screen ([`after_command`]).
fn turns_end_unseen(
    mut results: MessageReader<CommandResult>,
    table: Option<Res<Table>>,
    mut viewer: ResMut<Viewer>,
) {
    let Some(table) = table else {
        return;
    };
    for r in results.read().filter(|r| r.outcome.is_ok()) {
        after_command(&mut viewer, &table, &r.command.action);
    }
}

/// Works out [`Looking`] for this frame, while a game is on the table.
fn who_is_looking(
    view: GameView,
    phase: Res<State<Phase>>,
    session: Res<State<Session>>,
    mut viewer: ResMut<Viewer>,
    mut at_screen: ResMut<Looking>,
) {
    if !matches!(
        phase.get(),
        Phase::Daytime | Phase::EndOfDay | Phase::CaseClosed
    ) {
        return;
    }
    let snap = view.public();
    let daytime = snap.daytime && *phase.get() == Phase::Daytime;
    let reviewing = *session.get() == Session::Reviewing;
    let now = Looking(looking(
        &view.q.table,
        daytime,
        snap.decider(),
        reviewing,
        *viewer,
    ));
    at_screen.set_if_neq(now);
    let mut v = *viewer;
    release(&mut v, &view.q.table, snap.active(), now.0);
    viewer.set_if_neq(v);
}

/// Takes the screen's requests and commands: a command only for the seat at the screen, a
/// hand-off only to the human the cover waits for, a hint only for the seat at the screen, a
/// lead moved only for a human whose lead move the game waits for.
pub fn answer_the_screen(
    world: &mut World,
    mut sent: Local<MessageCursor<FromScreen>>,
    mut asked: Local<MessageCursor<TableRequest>>,
) {
    if world.contains_resource::<RemoteTable>() {
        return;
    }
    let (Some(from), Some(reqs)) = (
        world.get_resource::<Messages<FromScreen>>(),
        world.get_resource::<Messages<TableRequest>>(),
    ) else {
        return;
    };
    let commands: Vec<Command> = sent.read(from).map(|c| c.0.clone()).collect();
    let requests: Vec<TableRequest> = asked.read(reqs).cloned().collect();
    for r in requests {
        match r {
            TableRequest::TakeScreen(seat) => {
                if world.resource::<TableView>().cover == Some(seat) {
                    world.resource_mut::<Viewer>().seat = Some(seat);
                } else {
                    warn!("seat {} may not take the screen now", seat.index() + 1);
                }
            }
            TableRequest::Hint(seat) => give_hint(world, seat),
            TableRequest::PickLead(seat) => pick_lead(world, seat),
            TableRequest::Save(_) | TableRequest::FastForward => {}
        }
    }
    let at_screen = world.resource::<Looking>().0;
    for c in commands {
        if at_screen == Some(c.seat) {
            world.write_message(c);
        } else {
            warn!("a command from the screen for a seat not at it: {c:?}");
            world.write_message(CommandResult {
                outcome: Err(Msg::new("refuse-not-at-screen")
                    .num("screen", at_screen.map_or(0, |s| s.index() as i64 + 1))
                    .num("seat", c.seat.index() as i64 + 1)),
                command: c,
            });
        }
    }
}

/// The hard bot's hint for `seat`, if it is the seat at the screen.
fn give_hint(world: &mut World, seat: SeatId) {
    if world.resource::<Looking>().0 != Some(seat) {
        world.resource_mut::<HintGiven>().answered += 1;
        return;
    }
    give_hint_to(world, seat);
}

/// The hard bot's hint for `seat` now, from its own view, kept for `seat`'s next view (an
/// online host asks it for the seat of the connection that asked).
pub fn give_hint_to(world: &mut World, seat: SeatId) {
    world.init_resource::<HintGiven>();
    world.resource_mut::<HintGiven>().answered += 1;
    if !world.contains_resource::<Table>() {
        return;
    }
    let mut q = bevy::ecs::system::SystemState::<GameQuery>::new(world);
    let hint = bot::hint(world, &mut q, seat);
    let v = world.resource::<super::pipeline::GameVersion>().0;
    world.resource_mut::<HintGiven>().given = hint.map(|h| (v, seat, h));
}

/// The game's pick for `seat`'s lead move, from its own view, if the game waits for that
/// human's lead move in a live day.
fn pick_lead(world: &mut World, seat: SeatId) {
    if *world.resource::<State<Session>>().get() != Session::Live {
        return;
    }
    let Some(table) = world.get_resource::<Table>() else {
        return;
    };
    if table.seats.get(seat.index()).map(|s| s.kind) != Some(SeatKind::Human) {
        return;
    }
    let content = world.resource::<Content>().clone();
    let snap = with_query_snapshot(world, Some(seat));
    let Some(snap) = snap else {
        return;
    };
    let waits = snap
        .pending
        .is_some_and(|d| d.seat == seat && d.ask.game_may_pick() && snap.daytime);
    if waits && let Some(action) = bot::game_pick(&content, &snap) {
        world.write_message(Command { seat, action });
    }
}

fn with_query_snapshot(world: &mut World, viewer: Option<SeatId>) -> Option<Snapshot> {
    view::with_query(world, |world, q| {
        q.get(world).ok().map(|g| g.snapshot_for(viewer))
    })
}

/// What decides whether the view must be built again.
#[derive(Clone, Debug, PartialEq)]
pub struct ViewKey {
    version: u64,
    looking: Option<SeatId>,
    viewer: Option<SeatId>,
    session: Session,
    phase: Phase,
    commands: usize,
    catching_up: usize,
    closed: bool,
    hint: u64,
    review: Option<usize>,
}

/// Builds the [`TableView`] when the game changed, the viewer changed or results came.
pub fn build_table_view(
    world: &mut World,
    mut cursor: Local<MessageCursor<CommandResult>>,
    mut last: Local<Option<ViewKey>>,
) {
    let results: Vec<CommandResult> = match world.get_resource::<Messages<CommandResult>>() {
        Some(m) => cursor.read(m).cloned().collect(),
        None => Vec::new(),
    };
    if world.contains_resource::<RemoteTable>() {
        *last = None;
        return;
    }
    if !world.contains_resource::<Table>() {
        if *world.resource::<TableView>() != TableView::default() {
            *world.resource_mut::<TableView>() = TableView::default();
        }
        *last = None;
        return;
    }
    let looking = world.resource::<Looking>().0;
    let session = *world.resource::<State<Session>>().get();
    let phase = *world.resource::<State<Phase>>().get();
    let commands = world.get_resource::<History>().map_or(0, |h| h.0.len());
    let catching_up = world.get_resource::<CatchUp>().map_or(0, |c| c.0.len());
    let closed = world.contains_resource::<Outcome>();
    let hint = world.resource::<HintGiven>().answered;
    let key = ViewKey {
        version: world.resource::<super::pipeline::GameVersion>().0,
        looking,
        viewer: world.resource::<Viewer>().seat,
        session,
        phase,
        commands,
        catching_up,
        closed,
        hint,
        review: world.get_resource::<Review>().map(|r| r.at),
    };
    if last.as_ref() == Some(&key) && results.is_empty() {
        return;
    }
    // While a saved game is caught up on, the veil covers the table: only the counts and the
    // log (read quietly: the captions), once the view is of this game's table.
    if session == Session::CatchingUp
        && last.is_some()
        && world.resource::<TableView>().table == world.resource::<Table>().public
    {
        let log = log_for(world, looking);
        let mut view = world.resource_mut::<TableView>();
        view.log = log;
        view.commands = commands;
        // Still catching up until the session is live, even with no command left: the
        // snapshot is the old one until then (a score compared with it read "5 → 1 VP" of a
        // turn long past, after a load).
        view.catching_up = catching_up.max(1);
        view.results.clear();
        *last = Some(key);
        return;
    }
    let built = view::with_query(world, |world, q| {
        let g = q.get(world).ok()?;
        let public = g.snapshot();
        let own = looking.map(|s| g.snapshot_for(Some(s)));
        let mut plots = vec![PlotState::default(); g.table.seats.len()];
        for (d, _, _, _, _, plot, _, _) in &g.detectives {
            plots[d.seat.index()] = plot.clone();
        }
        Some((g.table.public.clone(), public, own, plots))
    });
    let Some((table, public, own, plots)) = built else {
        return;
    };
    let log = log_for(world, looking);
    let empty = History::default();
    let history = world.get_resource::<History>().unwrap_or(&empty);
    // Only the looking seat's own step: another seat's (a bot's choice at the day's end, say)
    // is not the player's to take back.
    let can_undo = world
        .get_resource::<UndoBarrier>()
        .and_then(|b| b.undo(history))
        .is_some_and(|last| looking.is_some_and(|me| history.0[last].seat == me));
    let acts = match looking {
        Some(me) => history
            .0
            .iter()
            .enumerate()
            .filter(|(_, c)| c.seat == me)
            .map(|(i, c)| (i, c.action.kind().to_string()))
            .collect(),
        None => Vec::new(),
    };
    let reviewing = session == Session::Reviewing;
    let daytime = public.daytime && phase == Phase::Daytime;
    let viewer = *world.resource::<Viewer>();
    let cover = handoff(&table, daytime, public.decider(), reviewing, viewer);
    let mid_turn = cover.is_some_and(|seat| {
        let c = public.clock;
        public.pending.is_none()
            && world.get_resource::<Timeline>().is_some_and(|t| {
                history
                    .0
                    .iter()
                    .zip(&t.0)
                    .any(|(cmd, mark)| cmd.seat == seat && *mark == (c.week, c.day, c.turn))
            })
    });
    let shared_hints = world
        .get_resource::<GameConfig>()
        .is_some_and(|c| c.shared_hints);
    let hint = world
        .resource::<HintGiven>()
        .given
        .as_ref()
        .filter(|(v, s, _)| *v == key.version && Some(*s) == looking)
        .map(|(_, _, h)| h.clone());
    let seed = closed.then(|| world.resource::<Table>().seed);
    let outcome = world.get_resource::<Outcome>().cloned();
    let review = world.get_resource::<Review>().cloned();
    let results = results
        .into_iter()
        .filter(|r| r.outcome.is_ok() || Some(r.command.seat) == looking)
        .collect();
    let view = TableView {
        version: key.version,
        looking,
        table,
        public,
        own,
        plots,
        log,
        results,
        commands,
        catching_up,
        can_undo,
        cover,
        mid_turn,
        shared_hints,
        hint,
        acts,
        seed,
        outcome,
        review,
    };
    *world.resource_mut::<TableView>() = view;
    *last = Some(key);
}

/// The log as `looking` may read it: every line in its place, another seat's secret lines
/// without their words.
fn log_for(world: &World, looking: Option<SeatId>) -> GameLog {
    let mut log = world.get_resource::<GameLog>().cloned().unwrap_or_default();
    for e in &mut log.0 {
        if e.private_to.is_some() && e.private_to != looking {
            e.text = Msg::default();
        }
    }
    log
}

/// The table's view of the game in `world` for `viewer`, built as the windowed game builds
/// it (tests look at it; `None` when no game is set up there).
pub fn table_view_for(world: &mut World, viewer: Option<SeatId>) -> Option<TableView> {
    if !world.contains_resource::<Table>() {
        return None;
    }
    use bevy::ecs::system::RunSystemOnce;
    world.init_resource::<TableView>();
    world.init_resource::<Viewer>();
    world.init_resource::<HintGiven>();
    world.insert_resource(Looking(viewer));
    world.run_system_once(build_table_view).ok()?;
    let mut view = world.get_resource::<TableView>().cloned()?;
    // A system run once reads the results from the start of the messages' buffers: a result
    // kept there for two updates went out in two views, and its notice ("X played … on you")
    // showed twice. Each viewer has its own cursor, so a view carries the results since that
    // viewer's last.
    world.init_resource::<ViewCursors>();
    view.results = world.resource_scope(|world, mut cursors: Mut<ViewCursors>| {
        let Some(messages) = world.get_resource::<Messages<CommandResult>>() else {
            return Vec::new();
        };
        let at = match cursors.0.iter().position(|(v, _)| *v == viewer) {
            Some(i) => i,
            None => {
                cursors.0.push((viewer, MessageCursor::default()));
                cursors.0.len() - 1
            }
        };
        cursors.0[at]
            .1
            .read(messages)
            .filter(|r| r.outcome.is_ok() || Some(r.command.seat) == viewer)
            .cloned()
            .collect()
    });
    Some(view)
}

/// Where each viewer's views built by [`table_view_for`] have read the command results up to.
#[derive(Resource, Default)]
struct ViewCursors(Vec<(Option<SeatId>, MessageCursor<CommandResult>)>);
