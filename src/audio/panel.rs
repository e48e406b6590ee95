//! The sound's controls: the Settings window's *Sound* rows, and the `M` key, which mutes
//! or unmutes (and remembers it) unless a text field has the keyboard.

use crate::i18n::tr;
use crate::settings::{self, Settings, SoundSettings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::RichText;

/// The *Sound* rows of the Settings window's grid (two columns, its label column shared with
/// the other settings, so the sliders line up with theirs): a heading, then master, effects and
/// music volume, and mute.
pub fn sound_rows(ui: &mut egui::Ui, s: &mut SoundSettings) {
    ui.strong(tr("sound-title"));
    ui.end_row();
    for (name, value, what) in [
        ("sound-master", &mut s.master, "sound-master-hover"),
        ("sound-effects", &mut s.effects, "sound-effects-hover"),
        ("sound-music", &mut s.music, "sound-music-hover"),
    ] {
        ui.label(tr(name));
        ui.add_enabled(
            !s.mute,
            egui::Slider::new(value, 0..=SoundSettings::MAX).suffix("%"),
        )
        .on_hover_text(tr(what));
        ui.end_row();
    }
    // The note on a row of its own: a two-line cell would set the row's label lower than
    // its checkbox.
    ui.label(tr("sound-mute"));
    ui.checkbox(&mut s.mute, tr("sound-mute-box"));
    ui.end_row();
    ui.label("");
    ui.label(RichText::new(tr("sound-note")).small().weak());
    ui.end_row();
}

/// `M` mutes or unmutes, unless a text field has the keyboard; the settings file remembers
/// it (only the mute changes in it).
pub fn mute_key(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    mut notes: MessageWriter<crate::ui::Note>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let pressed = ctx.input(|i| i.modifiers.is_none() && i.key_pressed(egui::Key::M));
    if !pressed || ctx.egui_wants_keyboard_input() {
        return Ok(());
    }
    let mute = !settings.sound.mute;
    settings.sound.mute = mute;
    let path = settings::settings_path();
    let loaded = settings::load(&path);
    if !loaded.fell_back {
        let mut saved = loaded.settings;
        saved.sound.mute = mute;
        if let Err(e) = settings::save(&path, &saved) {
            warn!("could not remember the mute in {}: {e}", path.display());
        }
    }
    notes.write(crate::ui::Note::info(tr(if mute {
        "sound-off-note"
    } else {
        "sound-on-note"
    })));
    Ok(())
}
