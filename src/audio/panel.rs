//! The sound's controls: the Settings window's *Sound* section, and the `M` key, which mutes
//! or unmutes (and remembers it) unless a text field has the keyboard.

use crate::settings::{self, Settings, SoundSettings};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use egui::RichText;

/// The *Sound* section of the Settings window: master, effects and music volume, mute.
pub fn sound_section(ui: &mut egui::Ui, s: &mut SoundSettings) {
    ui.add_space(6.0);
    ui.strong("Sound");
    egui::Grid::new("settings-sound-grid")
        .num_columns(2)
        .spacing([14.0, 10.0])
        .show(ui, |ui| {
            for (name, value, what) in [
                ("Master", &mut s.master, "The volume of everything."),
                (
                    "Effects",
                    &mut s.effects,
                    "Moves, leads, evidence, cards, the puzzle, events, your turn.",
                ),
                (
                    "Music",
                    &mut s.music,
                    "The loops of the menu, the day and the climax.",
                ),
            ] {
                ui.label(name);
                ui.add_enabled(
                    !s.mute,
                    egui::Slider::new(value, 0..=SoundSettings::MAX).suffix("%"),
                )
                .on_hover_text(what);
                ui.end_row();
            }
            ui.label("Mute");
            ui.vertical(|ui| {
                ui.checkbox(&mut s.mute, "No sound (M)");
                ui.label(
                    RichText::new("Every sound is made by the game itself; nothing to install.")
                        .small()
                        .weak(),
                );
            });
            ui.end_row();
        });
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
    notes.write(crate::ui::Note::info(if mute {
        "Sound off (M turns it on)"
    } else {
        "Sound on (M turns it off)"
    }));
    Ok(())
}
