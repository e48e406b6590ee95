//! The language on screen follows the setting at once, no restart: the interface's words
//! ([`crate::i18n::tr`]) and the content's (card names and texts, plots, events, places…),
//! which are laid over the English content the loader built ([`EnglishContent`]) whenever the
//! setting or the content changes. The rules never see a word of it: they match ids.

use crate::content::Content;
use crate::i18n::{self, Locale};
use crate::settings::Settings;
use bevy::prelude::*;

/// The content as loaded, in English: what each language's words are laid over.
#[derive(Resource, Clone, Debug)]
pub struct EnglishContent(pub Content);

/// Keeps the interface's language and the content's words in step with the setting.
pub struct LanguagePlugin;

impl Plugin for LanguagePlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PreUpdate, follow_language);
    }
}

/// The words of the user's content folder and `--content DIR` laid over the built-in ones;
/// problems are logged (`new-angeles check` names them too).
pub fn install_user_words(files: &crate::content::ContentFiles) {
    let mut extra = Vec::new();
    for dir in files.dirs() {
        let (mut found, errors) = i18n::files_below(dir);
        for e in errors {
            warn!("{e}");
        }
        extra.append(&mut found);
    }
    if extra.is_empty() {
        return;
    }
    let (bundles, errors) = i18n::Bundles::with_files(&extra);
    for e in errors {
        warn!("{e}");
    }
    i18n::install(bundles);
}

fn follow_language(
    settings: Res<Settings>,
    english: Option<Res<EnglishContent>>,
    content: Option<ResMut<Content>>,
    mut shown: Local<Option<Locale>>,
) {
    let want = settings.language;
    if i18n::locale() != want {
        i18n::set_locale(want);
    }
    let (Some(english), Some(mut content)) = (english, content) else {
        return;
    };
    if english.is_changed() || *shown != Some(want) {
        *shown = Some(want);
        *content = Content::new(i18n::bundles().localize(&english.0, want));
    }
}
