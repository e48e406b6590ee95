//! The pieces' looks: each piece drawn in code as a mesh (and the word on it), by its kind.

use super::*;

/// A detective: a disc in its colour, its initials on it.
pub(super) fn detective(content: &Content, table: &PublicTable, seat: SeatId) -> Look {
    let def = &content.detectives[table.seats[seat].detective].def;
    let fill = rgb(tuple(def.color));
    let mut p = Painter::new();
    let r = geom::DETECTIVE_R;
    p.disc(Vec2::new(0.8, -1.4), r, SHADOW, SHADOW.with_alpha(0.0), 32);
    // A dark rim wide enough to part a pale disc (Floyd's white) from the Moon's grey.
    let rim = 2.2;
    p.disc(Vec2::ZERO, r, INK, INK, 36);
    p.disc(
        Vec2::ZERO,
        r - rim,
        fill.lighter(0.06),
        fill.darker(0.06),
        36,
    );
    p.ring(
        Vec2::ZERO,
        r - rim,
        r - rim + 0.7,
        Color::srgba(1.0, 1.0, 1.0, 0.35),
        Color::srgba(1.0, 1.0, 1.0, 0.35),
        36,
    );
    // Its initials on its own colour, always (the coach speaks of the pink disc marked RB).
    let word = Some((piece_word(def), DETECTIVE_FONT, ink_on(fill)));
    Look {
        kind: TokenKind::Detective(seat),
        mesh: p,
        word,
    }
}

/// A lead: its shape and letter by its kind, filled in its owner's colour.
pub(super) fn lead(content: &Content, lead_kind: LeadKind, owner: LeadOwner) -> Look {
    // Told apart by shape and letter: testimony square "T", physical hexagon "P",
    // document pentagon "D"; filled in the colour of the detective whose lead it is
    // (a suspect's testimony in parchment).
    let fill = match owner {
        LeadOwner::Detective(d) => rgb(tuple(content.detectives[d].def.color)),
        LeadOwner::Suspect(_) => Color::srgb(0.90, 0.84, 0.68),
    };
    let h = geom::LEAD_HALF;
    let (outline, letter): (Vec<Vec2>, &str) = match lead_kind {
        LeadKind::Testimony => (
            vec![
                Vec2::new(-h, -h),
                Vec2::new(h, -h),
                Vec2::new(h, h),
                Vec2::new(-h, h),
            ],
            "T",
        ),
        LeadKind::Physical => (art::polygon(Vec2::ZERO, h, 6, 0.0), "P"),
        LeadKind::Document => (
            art::polygon(Vec2::ZERO, h * 1.05, 5, std::f32::consts::FRAC_PI_2),
            "D",
        ),
    };
    // A dark rim (not gold: Louis's gold read into every lead's colour) lets the owner's
    // colour be the marker's.
    let rim = Color::srgb(0.08, 0.08, 0.11);
    let mut p = Painter::new();
    let shadow: Vec<Vec2> = outline.iter().map(|q| *q + Vec2::new(0.8, -1.3)).collect();
    p.fan(Vec2::new(0.8, -1.3), &shadow, SHADOW, SHADOW);
    let outer = geom::offset_polygon(&outline, 0.9);
    p.fan(
        Vec2::ZERO,
        &outer,
        Color::srgba(1.0, 1.0, 1.0, 0.85),
        Color::srgba(1.0, 1.0, 1.0, 0.85),
    );
    p.fan(Vec2::ZERO, &outline, rim, rim);
    let inner = geom::offset_polygon(&outline, -1.6);
    p.fan(Vec2::ZERO, &inner, fill, fill.darker(0.08));
    Look {
        kind: TokenKind::Lead,
        mesh: p,
        word: Some((letter.into(), 13.5, ink_on(fill))),
    }
}

/// Lily or Jimmy: a tag with the name.
pub(super) fn informant(who: Informant) -> Look {
    let name = informant_name(who);
    let fill = match who {
        Informant::Lily => Color::srgb(0.96, 0.55, 0.80),
        Informant::Jimmy => Color::srgb(0.60, 0.88, 0.48),
    };
    let w = geom::informant_width(name);
    let h = geom::INFORMANT_H;
    let mut p = Painter::new();
    let body = art::tag(w, h, 4.5);
    let shadow: Vec<Vec2> = body.iter().map(|q| *q + Vec2::new(0.8, -1.3)).collect();
    p.fan(Vec2::new(0.8, -1.3), &shadow, SHADOW, SHADOW);
    p.fan(Vec2::ZERO, &body, INK, INK);
    let inner = geom::offset_polygon(&body, -1.2);
    p.fan(Vec2::ZERO, &inner, fill, fill.darker(0.1));
    Look {
        kind: TokenKind::Informant(who),
        mesh: p,
        word: Some((name.into(), geom::INFORMANT_FONT, INK)),
    }
}

/// The scene of the crime: police tape round the symbol.
pub(super) fn scene() -> Look {
    // Police tape round the symbol: a ring of red and pale dashes over a red glow.
    let mut p = Painter::new();
    let r = geom::SCENE_R;
    let red = Color::srgb(0.92, 0.16, 0.14);
    p.ring(
        Vec2::ZERO,
        r - 6.0,
        r + 7.0,
        red.with_alpha(0.0),
        red.with_alpha(0.0),
        48,
    );
    p.disc(
        Vec2::ZERO,
        r + 6.0,
        red.with_alpha(0.20),
        red.with_alpha(0.0),
        48,
    );
    p.ring(Vec2::ZERO, r - 1.8, r + 1.8, INK, INK, 48);
    let n = 16;
    for k in 0..n {
        let a0 = k as f32 / n as f32 * std::f32::consts::TAU;
        let a1 = (k as f32 + 1.0) / n as f32 * std::f32::consts::TAU;
        let c = if k % 2 == 0 {
            red
        } else {
            Color::srgb(0.98, 0.9, 0.85)
        };
        art::arc_band(&mut p, Vec2::ZERO, r - 1.2, r + 1.2, a0, a1, c);
    }
    Look {
        kind: TokenKind::Scene,
        mesh: p,
        word: None,
    }
}

/// A warrant: a sealed paper in its owner's colour.
pub(super) fn warrant(content: &Content, table: &PublicTable, seat: SeatId) -> Look {
    let fill = rgb(tuple(
        content.detectives[table.seats[seat].detective].def.color,
    ));
    let half = geom::WARRANT_HALF;
    let mut p = Painter::new();
    p.rect(Rect::from_center_half_size(Vec2::ZERO, half), INK);
    p.rect(
        Rect::from_center_half_size(Vec2::ZERO, half - Vec2::splat(0.9)),
        fill,
    );
    // A seal: the warrant is a sealed paper.
    p.disc(Vec2::new(0.0, -1.2), 1.2, INK, INK, 10);
    Look {
        kind: TokenKind::Warrant(seat),
        mesh: p,
        word: None,
    }
}

/// The hero marker: a flag on a pole.
pub(super) fn hero() -> Look {
    // A flag on a pole; its cloth takes the owner's colour (`colour_hero`).
    let mut p = Painter::new();
    let half = geom::HERO_HALF;
    p.rect(
        Rect::new(-half.x + 0.3, -half.y, -half.x + 1.7, half.y),
        Color::srgb(0.85, 0.85, 0.88),
    );
    p.disc(
        Vec2::new(-half.x + 1.0, -half.y),
        2.2,
        SHADOW,
        SHADOW.with_alpha(0.0),
        12,
    );
    Look {
        kind: TokenKind::Hero,
        mesh: p,
        word: None,
    }
}
