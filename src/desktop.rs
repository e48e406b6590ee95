//! The game's icon, drawn in code (a night city under the Moon, the Beanstalk rising to it), and
//! `new-angeles install-desktop`: a desktop entry and the icon for the current user, so the game
//! shows in the desktop's menu and can be double-clicked (freedesktop.org: applications in
//! `$XDG_DATA_HOME/applications`, icons in `$XDG_DATA_HOME/icons/hicolor`).

use std::path::{Path, PathBuf};

/// The application id: the desktop entry's file name, the icon's name and the window's class.
pub const APP_ID: &str = "new-angeles";

/// The icon, `size` × `size` pixels, RGBA rows top first.
pub fn icon_rgba(size: u32) -> Vec<u8> {
    let s = size as f32;
    let mut out = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = ((x as f32 + 0.5) / s, (y as f32 + 0.5) / s);
            out.extend_from_slice(&icon_pixel(u, v));
        }
    }
    out
}

/// One pixel of the icon at (`u`, `v`) in 0..1, top left first.
fn icon_pixel(u: f32, v: f32) -> [u8; 4] {
    let (cx, cy) = (u - 0.5, v - 0.5);
    let r = (cx * cx + cy * cy).sqrt();
    // A round badge: transparent outside, a light rim.
    if r > 0.49 {
        return [0, 0, 0, 0];
    }
    if r > 0.45 {
        return [0xc8, 0xd2, 0xe6, 255];
    }
    // The Moon, top right.
    let (mx, my) = (u - 0.68, v - 0.28);
    if (mx * mx + my * my).sqrt() < 0.12 {
        return [0xf2, 0xee, 0xd8, 255];
    }
    // The Beanstalk: a thin line from the city up to the Moon.
    let along = (0.78 - v) / (0.78 - 0.28);
    if (0.0..=1.0).contains(&along) {
        let bx = 0.40 + along * (0.68 - 0.40);
        if (u - bx).abs() < 0.012 {
            return [0x9a, 0xe6, 0xff, 255];
        }
    }
    // The skyline: towers of stepped heights, lit windows.
    let towers = [0.70, 0.58, 0.64, 0.50, 0.60, 0.55, 0.66, 0.72];
    let i = ((u - 0.1) / 0.1).floor();
    if (0.0..8.0).contains(&i) {
        let top = towers[i as usize];
        if v > top {
            let wx = ((u - 0.1) * 50.0).fract();
            let wy = (v * 40.0).fract();
            let lit = wx > 0.4
                && wx < 0.8
                && wy > 0.3
                && wy < 0.7
                && ((u * 97.0 + v * 53.0) as i32 % 3 == 0);
            return if lit {
                [0xff, 0xc8, 0x5a, 255]
            } else {
                [0x1c, 0x24, 0x3a, 255]
            };
        }
    }
    // The night sky, lighter toward the horizon.
    let t = v.clamp(0.0, 1.0);
    [
        (0x10 as f32 + 0x30 as f32 * t) as u8,
        (0x14 as f32 + 0x28 as f32 * t) as u8,
        (0x30 as f32 + 0x40 as f32 * t) as u8,
        255,
    ]
}

/// The icon as a PNG file's bytes.
pub fn icon_png(size: u32) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, size, size);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer
        .write_image_data(&icon_rgba(size))
        .map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(bytes)
}

/// The desktop entry that starts `exe`.
pub fn desktop_entry(exe: &Path) -> String {
    format!(
        "[Desktop Entry]
Type=Application
Version=1.4
Name=New Angeles
GenericName=Murder-investigation board game
Comment=Solve a murder in a future city against bots or friends around one screen
Exec={}
Icon={APP_ID}
Terminal=false
Categories=Game;BoardGame;
Keywords=android;detective;murder;board game;
StartupWMClass={APP_ID}
",
        exec_arg(&exe.display().to_string())
    )
}

/// A program path as the desktop entry's `Exec` key wants it: quoted, with `"`, `` ` ``, `$`
/// and `\` escaped, then every `\` doubled for the string value itself; `%` doubled.
fn exec_arg(path: &str) -> String {
    let plain = path
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/-_.+,".contains(c));
    if plain {
        return path.to_string();
    }
    let mut quoted = String::from("\"");
    for c in path.chars() {
        match c {
            '"' | '`' | '$' | '\\' => {
                quoted.push('\\');
                quoted.push(c);
            }
            '%' => quoted.push_str("%%"),
            _ => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted.replace('\\', "\\\\")
}

/// Where `install-desktop` writes: the user's data folder (`$XDG_DATA_HOME`, else
/// `~/.local/share`).
pub fn default_data_home() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|b| b.data_dir().to_path_buf())
}

/// Writes the desktop entry for `exe` and the icon below `data_home`; returns the two paths.
pub fn install(data_home: &Path, exe: &Path) -> Result<(PathBuf, PathBuf), String> {
    let apps = data_home.join("applications");
    let icons = data_home.join("icons/hicolor/256x256/apps");
    for dir in [&apps, &icons] {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let entry = apps.join(format!("{APP_ID}.desktop"));
    let icon = icons.join(format!("{APP_ID}.png"));
    crate::storage::write_atomic(&icon, icon_png(256)?)
        .map_err(|e| format!("{}: {e}", icon.display()))?;
    crate::storage::write_atomic(&entry, desktop_entry(exe))
        .map_err(|e| format!("{}: {e}", entry.display()))?;
    Ok((entry, icon))
}

/// Gives the game's windows the icon, once they exist (winit wants it on the main thread).
pub fn set_window_icon(
    _main_thread: bevy::ecs::system::NonSendMarker,
    mut done: bevy::prelude::Local<bool>,
) {
    if *done {
        return;
    }
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            let icon = winit::window::Icon::from_rgba(icon_rgba(64), 64, 64).ok();
            window.set_window_icon(icon);
            *done = true;
        }
    });
}

/// A window of the default size on a screen no larger (a laptop's 1366x768, say) is made to
/// fit it once, centred, instead of hanging over its edges, and maximised.
pub fn fit_window_to_screen(
    mut done: bevy::prelude::Local<bool>,
    monitors: bevy::prelude::Query<
        &bevy::window::Monitor,
        bevy::prelude::With<bevy::window::PrimaryMonitor>,
    >,
    mut windows: bevy::prelude::Query<
        &mut bevy::window::Window,
        bevy::prelude::With<bevy::window::PrimaryWindow>,
    >,
) {
    if *done {
        return;
    }
    let (Ok(monitor), Ok(mut window)) = (monitors.single(), windows.single_mut()) else {
        return;
    };
    *done = true;
    let sf = monitor.scale_factor.max(0.5) as f32;
    let (mw, mh) = (
        monitor.physical_width as f32 / sf,
        monitor.physical_height as f32 / sf,
    );
    let (w, h) = (window.resolution.width(), window.resolution.height());
    if mw <= 0.0 || mh <= 0.0 || (w <= mw && h <= mh * 0.95) {
        return;
    }
    // The whole screen, never below the smallest size the table is made for: a window manager
    // maximises it at once (its panel and the title bar kept), and a bare X server shows it
    // whole, with no black frame round it (every newcomer round noticed one at 96% × 90%).
    let fit_w = mw.min(w).max(800.0);
    let fit_h = mh.min(h).max(600.0);
    window.resolution.set(fit_w.round(), fit_h.round());
    window.position =
        bevy::window::WindowPosition::Centered(bevy::window::MonitorSelection::Primary);
    // A screen no larger than the table wants: the whole screen, as the window manager gives
    // it (maximised).
    window.set_maximized(true);
}
