//! The player's settings: UI scale, a confirmation before ending a turn with Time left, the
//! speed of the board's animations, the bots' pause between actions and a colour-blind
//! palette for the location types. They live in `<data_dir>/settings.ron` (plain serde + RON,
//! versioned, written atomically with [`crate::storage::write_atomic`]) and are read once at
//! start. A missing file means the defaults; a broken file, or one written by a newer build,
//! means the defaults and a warning naming the file, the line and the field — the file itself
//! is left as it is until the player saves settings. Nothing here needs Bevy running.

use crate::content::LocType;
use crate::storage::FileError;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

/// The settings format this build writes and reads.
pub const SETTINGS_VERSION: u32 = 1;

/// What the player set.
#[derive(bevy::prelude::Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// [`SETTINGS_VERSION`] of the build that wrote it.
    pub version: u32,
    /// The size of the panels and windows (egui's zoom factor), [`Settings::UI_SCALE`].
    pub ui_scale: f32,
    /// Ask before *End turn* while the detective still has Time.
    pub confirm_end_turn: bool,
    /// How fast tokens slide on the board: 1 is normal, 2 twice as fast,
    /// [`Settings::ANIMATION_SPEED`].
    pub animation_speed: f32,
    /// Seconds a bot waits between its actions ([`crate::game::bot::BotPace`]),
    /// [`Settings::BOT_PAUSE`]. `--bot-delay` on the command line wins for that run.
    pub bot_pause: f32,
    /// Location types in a palette safe for deuteranopia and protanopia (Okabe–Ito).
    pub colour_blind: bool,
    /// New games pass a human by in response windows unless a dark card it holds answers the
    /// action or is offered once in its target's turn
    /// ([`crate::game::GameConfig::auto_pass`], D-7).
    pub auto_pass: bool,
    /// A lead this screen's player moves for another detective (R-LEAD-1) goes where the game
    /// would pick from the player's view, without asking. On by default: newcomers were
    /// stopped several times a day by it (and in hot seat handed the screen for it); Settings
    /// → Leads turns the question back on.
    pub auto_leads: bool,
    /// The free card at a ritzy or seedy place (R-LOC: a light card of one's own, a dark card
    /// of a rival) is drawn for this screen's player as the game would pick from the player's
    /// view, without asking. On by default: a newcomer was asked at every such place (round
    /// 48 of issue 31: "a stream of small pop-up questions"); Settings → Free cards turns the
    /// question back on.
    pub auto_draws: bool,
    /// The language of the interface and the content; a settings file without it follows the
    /// system's (`LANG`, see [`crate::i18n::Locale::from_env`]).
    pub language: crate::i18n::Locale,
    /// Volumes and mute ([`SoundSettings`]); an older file without them reads the defaults.
    pub sound: SoundSettings,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            ui_scale: 1.0,
            confirm_end_turn: true,
            animation_speed: 1.0,
            // Slow enough to follow each action of a bot (round 32 of issue 31: at 0.4 s a
            // newcomer saw four actions a second and could not tell what happened).
            bot_pause: 0.9,
            colour_blind: false,
            auto_pass: true,
            auto_leads: true,
            auto_draws: true,
            language: crate::i18n::Locale::from_env(),
            sound: SoundSettings::default(),
        }
    }
}

impl Settings {
    /// The UI scales offered.
    pub const UI_SCALE: RangeInclusive<f32> = 0.75..=2.0;
    /// The animation speeds offered.
    pub const ANIMATION_SPEED: RangeInclusive<f32> = 0.25..=4.0;
    /// The bots' pauses offered, in seconds.
    pub const BOT_PAUSE: RangeInclusive<f32> = 0.0..=3.0;

    /// How much the board's words and pieces grow with the UI scale: as much below 100%, half
    /// as much above it (150% sets them a quarter larger), so a large UI scale on a small
    /// window leaves the board room to name its places whole.
    pub fn board_scale(settings: Option<&Settings>) -> f32 {
        let ui = settings.map_or(1.0, |s| s.ui_scale.clamp(0.5, 3.0));
        if ui > 1.0 { 1.0 + (ui - 1.0) / 2.0 } else { ui }
    }

    /// The settings as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .expect("settings always serialize")
    }

    /// The fields whose value lies outside its range, each set back to its default, with
    /// the reason (field name, message).
    fn fix_ranges(&mut self) -> Vec<(&'static str, String)> {
        let d = Settings::default();
        let mut out = Vec::new();
        for (name, value, range, default) in [
            ("ui_scale", &mut self.ui_scale, Self::UI_SCALE, d.ui_scale),
            (
                "animation_speed",
                &mut self.animation_speed,
                Self::ANIMATION_SPEED,
                d.animation_speed,
            ),
            (
                "bot_pause",
                &mut self.bot_pause,
                Self::BOT_PAUSE,
                d.bot_pause,
            ),
        ] {
            if !range.contains(value) {
                out.push((
                    name,
                    format!(
                        "{} is outside {}–{}; using {default}",
                        value,
                        range.start(),
                        range.end()
                    ),
                ));
                *value = default;
            }
        }
        let ds = d.sound;
        for (name, value, default) in [
            ("master", &mut self.sound.master, ds.master),
            ("effects", &mut self.sound.effects, ds.effects),
            ("music", &mut self.sound.music, ds.music),
        ] {
            if *value > SoundSettings::MAX {
                out.push((
                    name,
                    format!(
                        "{value} is outside 0–{}; using {default}",
                        SoundSettings::MAX
                    ),
                ));
                *value = default;
            }
        }
        out
    }

    /// The colour of a location type on the board and in the key: the printed colours, or
    /// with [`Settings::colour_blind`] the Okabe–Ito colour of the same name (R-MAP-3).
    pub fn loc_type_rgb(&self, t: LocType) -> [u8; 3] {
        if !self.colour_blind {
            return t.rgb();
        }
        match t {
            LocType::Religious => [240, 228, 66],  // yellow
            LocType::Civic => [0, 158, 115],       // bluish green
            LocType::Residential => [213, 94, 0],  // vermillion
            LocType::Business => [0, 114, 178],    // blue
            LocType::Nightlife => [204, 121, 167], // reddish purple
        }
    }
}

/// The settings file: `settings.ron` in [`crate::storage::data_dir`].
pub fn settings_path() -> PathBuf {
    crate::storage::data_dir().join("settings.ron")
}

/// Reads settings text; `path` names it in the messages. A broken file or one of a newer
/// version is an error naming the file, the line and the field. A value out of its range
/// falls back to its default and is reported in the second part.
pub fn parse(path: &str, text: &str) -> Result<(Settings, Vec<FileError>), FileError> {
    crate::storage::check_version(path, text, SETTINGS_VERSION, "settings file")?;
    let err = |line, field: &str, message: String| FileError::at(path, line, field, message);
    let mut s: Settings = crate::content::parse_ron(path, text)?;
    if s.version > SETTINGS_VERSION {
        return Err(err(
            crate::content::line_of(text, "version").or(Some(1)),
            "version",
            format!(
                "settings format {} is newer than this build's ({SETTINGS_VERSION})",
                s.version
            ),
        ));
    }
    s.version = SETTINGS_VERSION;
    let fixed = s
        .fix_ranges()
        .into_iter()
        .map(|(field, message)| err(crate::content::line_of(text, field), field, message))
        .collect();
    Ok((s, fixed))
}

/// Settings as read at start, with what was wrong with the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded {
    /// The settings (the defaults where the file had none or a wrong one).
    pub settings: Settings,
    /// Problems with the file, each naming file, line and field; empty when it was fine or
    /// missing.
    pub warnings: Vec<FileError>,
    /// Whether the defaults replace an unreadable file (it is not overwritten until the
    /// player saves settings).
    pub fell_back: bool,
}

impl Loaded {
    /// The warnings as one message for the screen, with what the game does about them.
    pub fn message(&self) -> Option<String> {
        if self.warnings.is_empty() {
            return None;
        }
        let lines: Vec<String> = self.warnings.iter().map(|e| e.to_string()).collect();
        let what = if self.fell_back {
            "Using the default settings; the file stays as it is until you save settings."
        } else {
            "Those fields use their defaults; the file stays as it is until you save settings."
        };
        Some(format!("Settings: {}\n{what}", lines.join("\n")))
    }
}

/// Reads the settings file at `path`: missing means the defaults without a warning; broken
/// or newer means the defaults with one. Never panics.
pub fn load(path: &Path) -> Loaded {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Loaded {
                settings: Settings::default(),
                warnings: Vec::new(),
                fell_back: false,
            };
        }
        Err(e) => {
            return Loaded {
                settings: Settings::default(),
                warnings: vec![FileError {
                    file: name,
                    line: None,
                    field: "-".into(),
                    message: format!("cannot read the settings: {e}"),
                }],
                fell_back: true,
            };
        }
    };
    match parse(&name, &text) {
        Ok((settings, warnings)) => Loaded {
            settings,
            warnings,
            fell_back: false,
        },
        Err(e) => Loaded {
            settings: Settings::default(),
            warnings: vec![e],
            fell_back: true,
        },
    }
}

/// Writes `settings` to `path` atomically (the folder is made if missing).
pub fn save(path: &Path, settings: &Settings) -> std::io::Result<()> {
    let mut s = settings.clone();
    s.version = SETTINGS_VERSION;
    crate::storage::write_atomic(path, s.to_ron())
}

/// The sound's settings: volumes from 0 to 100 and a mute (also the `M` key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoundSettings {
    /// Scales the effects and the music.
    pub master: u8,
    /// The effects' volume.
    pub effects: u8,
    /// The music's volume.
    pub music: u8,
    /// No sound at all, whatever the volumes.
    pub mute: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            master: 80,
            effects: 80,
            music: 50,
            mute: false,
        }
    }
}

impl SoundSettings {
    /// The volumes' range.
    pub const MAX: u8 = 100;

    /// The gain of the effects (0..1): master × effects, 0 when muted.
    pub fn effects_gain(&self) -> f32 {
        self.gain(self.effects)
    }

    /// The gain of the music (0..1): master × music, 0 when muted.
    pub fn music_gain(&self) -> f32 {
        self.gain(self.music)
    }

    fn gain(&self, part: u8) -> f32 {
        if self.mute {
            return 0.0;
        }
        let v = |x: u8| x.min(Self::MAX) as f32 / Self::MAX as f32;
        // Loudness heard grows with the square of the slider, roughly.
        (v(self.master) * v(part)).powi(2)
    }
}
