//! `install-desktop`: a desktop entry that starts the program, and the icon beside it.

use new_angeles::desktop::{APP_ID, desktop_entry, install};
use std::path::Path;

// The entry names the program (quoted when its path needs it) and the icon; the icon is a
// 256 × 256 RGBA PNG with see-through corners.
#[test]
fn install_desktop_writes_an_entry_and_an_icon() {
    let home = tempfile::tempdir().expect("a temp folder");
    let exe = Path::new("/opt/new angeles/new-angeles");
    let (entry, icon) = install(home.path(), exe).expect("installed");
    assert_eq!(
        entry,
        home.path().join(format!("applications/{APP_ID}.desktop"))
    );
    let text = std::fs::read_to_string(&entry).expect("the entry");
    assert!(text.starts_with("[Desktop Entry]\n"), "{text}");
    assert!(
        text.contains("\nExec=\"/opt/new angeles/new-angeles\"\n"),
        "{text}"
    );
    assert!(text.contains(&format!("\nIcon={APP_ID}\n")), "{text}");
    assert!(text.contains("\nCategories=Game;BoardGame;\n"), "{text}");
    let plain = desktop_entry(Path::new("/usr/bin/new-angeles"));
    assert!(plain.contains("\nExec=/usr/bin/new-angeles\n"), "{plain}");
    let odd = desktop_entry(Path::new("/x/$a"));
    assert!(odd.contains("\nExec=\"/x/\\\\$a\"\n"), "{odd}");
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&icon).expect("the icon"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("its pixels");
    assert_eq!((info.width, info.height), (256, 256));
    assert_eq!(info.color_type, png::ColorType::Rgba);
    assert_eq!(buf[3], 0, "the corner is see-through");
    let centre = ((128 * 256 + 128) * 4 + 3) as usize;
    assert_eq!(buf[centre], 255, "the middle is opaque");
}
