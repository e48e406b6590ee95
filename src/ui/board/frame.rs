//! What part of the window shows the board, and how it is framed: the layout gives the board
//! its area, the player pans and zooms in it, the windows over it take the pointer.

use bevy::prelude::*;

/// What part of the window shows the board, and how it is framed.
#[derive(Resource, Clone, Debug)]
pub struct BoardView {
    /// The free area between the panels, in logical pixels.
    pub rect: Rect,
    /// Map millimetres per logical pixel.
    pub scale: f32,
    /// World point at the centre of the view.
    pub centre: Vec2,
    /// Once the player pans or zooms, the board stops refitting itself.
    pub user_framed: bool,
    /// Floating egui windows over the board (the rects of its areas as last drawn, not where
    /// the pointer was then: a pointer that comes from a panel and presses on the board at
    /// once is on the board): the board ignores the pointer there, its wheel included.
    pub blocked: Vec<Rect>,
    /// The table's layout has given the board its area since the game screen opened (until
    /// then the board is not framed, and its labels wait).
    pub framed: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            rect: Rect::new(0.0, 0.0, 1600.0, 1000.0),
            scale: 1.0,
            centre: Vec2::ZERO,
            user_framed: false,
            blocked: Vec::new(),
            framed: false,
        }
    }
}

impl BoardView {
    /// Frames the whole board, grid labels included, in the free area: as wide as it fits,
    /// at the area's top when the area is taller than the board, so the room left is one
    /// band under it (the notices' tray, [`BoardView::band_below`]), not two halves.
    pub fn fit(&mut self) {
        let (w, h) = (self.rect.width().max(50.0), self.rect.height().max(50.0));
        self.scale = (BOARD_W / w).max(BOARD_H / h);
        let spare = (h * self.scale - BOARD_H).max(0.0);
        self.centre = Vec2::new(0.0, -spare / 2.0);
    }

    /// The band of the free area under the framed board, in logical pixels (its height is 0
    /// where the board fills the area's height), while the board is framed as [`fit`] frames
    /// it; `None` once the player has panned or zoomed.
    ///
    /// [`fit`]: BoardView::fit
    pub fn band_below(&self) -> Option<Rect> {
        if self.user_framed || !self.framed {
            return None;
        }
        let drawn = BOARD_H / self.scale.max(1e-3);
        let top = (self.rect.min.y + drawn).min(self.rect.max.y);
        Some(Rect::new(
            self.rect.min.x,
            top,
            self.rect.max.x,
            self.rect.max.y,
        ))
    }
}

/// The board's framed width, grid labels included, in map millimetres.
const BOARD_W: f32 = 1260.0;
/// The board's framed height, grid labels included, in map millimetres.
const BOARD_H: f32 = 860.0;

impl BoardView {
    /// Whether the window point `p` (logical pixels) is on the board and free: not under a
    /// window, a menu or the *Fit the board* button.
    pub fn takes_pointer(&self, p: Vec2) -> bool {
        self.rect.contains(p) && !self.blocked.iter().any(|r| r.contains(p))
    }
}
