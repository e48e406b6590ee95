//! The widths of the board's words, from the shipped fonts' advance widths: labels, tags and
//! pieces measure their text with [`text_width`] before it is drawn.

/// The board's typefaces (see [`crate::ui::fonts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// Inter Regular.
    Text,
    /// Inter SemiBold.
    Strong,
    /// League Spartan Bold.
    Display,
}

// Advance widths of printable ASCII (' ' to '~') in thousandths of an em, measured once from
// the shipped fonts' `hmtx` tables (assets/fonts).
const INTER_WIDTHS: [u16; 95] = [
    281, 278, 403, 631, 638, 812, 639, 222, 362, 362, 500, 659, 280, 460, 276, 357, 625, 464, 605,
    636, 642, 608, 624, 571, 616, 624, 276, 280, 659, 659, 659, 507, 936, 676, 651, 727, 719, 598,
    587, 743, 740, 264, 543, 652, 562, 889, 753, 761, 635, 761, 639, 638, 642, 741, 676, 949, 642,
    665, 625, 362, 357, 362, 469, 452, 497, 564, 621, 558, 621, 582, 361, 609, 591, 237, 237, 544,
    237, 869, 585, 597, 609, 609, 372, 523, 364, 581, 557, 812, 540, 557, 541, 362, 327, 362, 659,
];
const INTER_SEMIBOLD_WIDTHS: [u16; 95] = [
    248, 309, 396, 643, 649, 844, 663, 213, 393, 393, 543, 673, 295, 466, 290, 379, 667, 481, 621,
    652, 666, 632, 648, 587, 646, 648, 290, 295, 673, 673, 673, 544, 999, 724, 657, 744, 724, 608,
    586, 755, 744, 275, 561, 677, 566, 906, 741, 775, 643, 776, 651, 649, 660, 734, 724, 1007, 690,
    705, 653, 393, 379, 393, 481, 468, 497, 575, 630, 577, 630, 593, 377, 625, 613, 261, 261, 569,
    261, 898, 610, 608, 625, 625, 397, 549, 380, 608, 576, 837, 562, 576, 562, 393, 358, 393, 673,
];
const SPARTAN_WIDTHS: [u16; 95] = [
    264, 304, 408, 664, 558, 797, 696, 242, 326, 326, 415, 531, 290, 378, 304, 496, 593, 327, 568,
    537, 525, 540, 562, 544, 560, 562, 284, 286, 545, 520, 545, 482, 762, 674, 558, 644, 600, 534,
    479, 734, 638, 270, 410, 576, 489, 819, 722, 742, 552, 730, 590, 558, 510, 636, 673, 912, 704,
    598, 629, 360, 496, 360, 422, 422, 335, 564, 558, 426, 558, 498, 352, 564, 553, 260, 268, 510,
    248, 809, 548, 516, 565, 565, 395, 429, 362, 546, 545, 728, 542, 513, 448, 366, 220, 382, 580,
];

/// The width of `s` set in `face` at `size` (in the units of `size`), from the fonts' advance
/// widths, a little generous (kerning only narrows).
pub fn text_width(s: &str, face: Face, size: f32) -> f32 {
    let table = match face {
        Face::Text => &INTER_WIDTHS,
        Face::Strong => &INTER_SEMIBOLD_WIDTHS,
        Face::Display => &SPARTAN_WIDTHS,
    };
    let em: u32 = s
        .chars()
        .map(|c| match c as u32 {
            c @ 32..=126 => table[(c - 32) as usize] as u32,
            _ => 650,
        })
        .sum();
    em as f32 / 1000.0 * size * 1.03
}
