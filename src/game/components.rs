//! The game's entities, as components: the board's places, figures and markers, a detective's
//! hand, plots, twilight marker and the rules on it, the leads, hunches and warrants, and the
//! stable [`GameId`] every entity carries.

use super::*;

/// A seat's hand of twilight cards; only the seat sees it.
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand(pub Vec<CardId>);

/// An ending card in play: the plot, the crossroads side that led to it, and its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EndingInPlay {
    /// The plot (index into the content's plots).
    pub plot: u16,
    /// The crossroads side that led to it: good (`true`) or bad.
    pub path_good: bool,
    /// Its side: good (`true`) or bad.
    pub good: bool,
}

impl EndingInPlay {
    /// The ending card's side as the content writes it.
    pub fn def<'a>(&self, content: &'a Content) -> &'a crate::content::PlotEnding {
        let e = &content.plots[self.plot as usize].def.endings;
        let card = if self.path_good { &e.good } else { &e.bad };
        if self.good { &card.good } else { &card.bad }
    }
}

/// A detective's plots (R-PLOT-*): the plot lived now and its card in play, the endings in
/// play, and the plots already lived (never drawn again).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlotState {
    /// The plot lived now and its card in play, if any.
    pub current: Option<(u16, Stage)>,
    /// The ending cards in play.
    pub endings: Vec<EndingInPlay>,
    /// The plots already lived (never drawn again).
    pub lived: Vec<u16>,
}

impl PlotState {
    /// The start or crossroads card in play, if any.
    pub fn stage<'a>(&self, content: &'a Content) -> Option<&'a crate::content::PlotStage> {
        let (plot, stage) = self.current?;
        let def = &content.plots[plot as usize].def;
        Some(match stage {
            Stage::Start => &def.start,
            Stage::Crossroads { good: true } => &def.crossroads.good,
            Stage::Crossroads { good: false } => &def.crossroads.bad,
        })
    }
    /// The rules the plot cards in play put on the detective (R-PLOT-4).
    pub fn rules(&self, content: &Content) -> Vec<crate::content::Rule> {
        let mut out: Vec<_> = self
            .stage(content)
            .map(|s| s.rules.clone())
            .unwrap_or_default();
        for e in &self.endings {
            out.extend(e.def(content).rules.iter().copied());
        }
        out
    }
    /// The colour of the plot lived now, if any (R-TWI-8).
    pub fn colour(&self, content: &Content) -> Option<crate::content::PlotColour> {
        self.current
            .map(|(p, _)| content.plots[p as usize].def.colour)
    }
}

/// A Memory card of Raymond's dealt to this detective's player at setup (R-SETUP-13): an
/// index into [`Content::specials`]. Not part of the hand (R-TWI-1); only its holder sees it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Memory(pub Option<u16>);

/// Rules from cards on a detective until the end of its turn or of the day (R-TWI-12).
#[derive(Component, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TempRules(pub Vec<(crate::content::Rule, crate::content::Span)>);

/// A stable identity for every game entity, in spawn order, so the digest and every system
/// visit entities in the same order each run.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u32);

/// A location on the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place(pub LocId);

/// Where a token or figure stands.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct At(pub LocId);

/// A detective's figure, played by `seat`.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DetectiveFigure {
    /// The seat playing it.
    pub seat: SeatId,
    /// The detective it is.
    pub detective: DetectiveId,
}

/// Position of the twilight marker: 0 is the centre, negative light, positive dark (D-2).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Twilight(pub i8);

/// Dropship passes a detective holds (R-MOVE-5).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DropshipPasses(pub u8);

/// A lead marker (R-COMP-3).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lead {
    /// Its kind.
    pub kind: LeadKind,
    /// Whose lead it is.
    pub owner: LeadOwner,
}

/// A seat's two hunch cards, dealt face down (R-SETUP-8). Only `seat` may see them.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hunch {
    /// The seat that holds them.
    pub seat: SeatId,
    /// The suspect its guilty hunch names.
    pub guilty: SuspectId,
    /// The suspect its innocent hunch names.
    pub innocent: SuspectId,
}

/// The scene-of-the-crime marker.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SceneOfCrime;

/// A detective's hero marker on the scene of the crime (R-ROUND-4).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeroMarker {
    /// The seat whose marker it is.
    pub seat: SeatId,
}

/// A warrant marker (R-TOKEN-3): it spares only its owner the extra Time.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warrant {
    /// The seat whose warrant it is.
    pub seat: SeatId,
}

/// Runs `f` on the component `C` of `seat`'s detective.
pub fn on_seat<C: Component<Mutability = bevy::ecs::component::Mutable>, R>(
    world: &mut World,
    seat: SeatId,
    f: impl FnOnce(&mut C) -> R,
) -> Option<R> {
    let mut q = world.query::<(&DetectiveFigure, &mut C)>();
    q.iter_mut(world)
        .find(|(d, _)| d.seat == seat)
        .map(|(_, mut c)| f(&mut c))
}
