//! The command line: open the menu, start a game directly, `check` content, `simulate` games.

use crate::content::{self, Content};
use crate::game::{BotLevel, GameConfig};
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// The command line: a subcommand, or the options of the windowed game.
#[derive(Parser, Debug)]
#[command(
    name = "new-angeles",
    version,
    about = "New Angeles: the murder-investigation board game Android, with every rule enforced.",
    long_about = None
)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// The subcommand, if any (none: the windowed game).
    #[command(subcommand)]
    pub command: Option<Sub>,
    /// Start a game directly with this many detectives (3 to 5) instead of opening the menu.
    #[arg(long, value_parser = clap::value_parser!(u8).range(3..=5))]
    pub players: Option<u8>,
    /// The murder to play (its id, e.g. evil-at-the-estates); random if left out.
    #[arg(long, requires = "players")]
    pub scenario: Option<String>,
    /// Seed for the game's random draws; the same seed and moves replay the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// How many seats are human (seat 1 first); the others are bots. Default 1.
    #[arg(long, requires = "players")]
    pub humans: Option<u8>,
    /// Detectives by id for seats 1, 2, ... (comma-separated, e.g. caprice,floyd); seats left
    /// out get a random detective.
    #[arg(long, requires = "players", value_delimiter = ',')]
    pub detectives: Vec<String>,
    /// The first player's seat (1 = seat 1). Left out: with one human, the human (seat 1)
    /// goes first, as in the menu's Quick game; with more, drawn at random.
    #[arg(long, requires = "players")]
    pub first: Option<u8>,
    /// The level of the bot seats: easy, normal or hard.
    #[arg(long, value_parser = parse_level)]
    pub bots: Option<BotLevel>,
    /// Seconds a bot waits between its actions (0 plays them at full speed); default: the
    /// *Bot pause* of the settings (0.4 unless changed). Wins over the settings for this run.
    #[arg(long, value_parser = parse_delay)]
    pub bot_delay: Option<f32>,
    /// The window's size in logical pixels, e.g. `1280x720`; default: 1600x1000, made smaller
    /// to fit a smaller screen.
    #[arg(long, value_parser = parse_window)]
    pub window: Option<(u32, u32)>,
    /// Continue a saved game (a file written by the game: the autosave or a save).
    #[arg(long, conflicts_with = "players")]
    pub load: Option<PathBuf>,
    /// A folder holding `assets/` and/or `scenarios/`, laid over the built-in content and the
    /// user's content folder: a file at the same path replaces one, a new path adds one.
    #[arg(long, global = true)]
    pub content: Option<PathBuf>,
}

/// The command line's subcommands.
#[derive(Subcommand, Debug)]
pub enum Sub {
    /// Validate the content the game loads: its built-in files, then the user's content folder
    /// (`content` in the data folder), then DIR (a folder holding assets/ and/or scenarios/).
    Check {
        /// Laid over the others last, like --content.
        dir: Option<PathBuf>,
        /// Also write the English template of the content's words (every card, plot, event,
        /// place, detective, suspect, murder and the lesson, keyed by their ids) to FILE, the
        /// file a translation's `assets/locales/<code>/content.ftl` follows.
        #[arg(long, value_name = "FILE")]
        ftl_template: Option<PathBuf>,
    },
    /// Play bot-only games headless and print one line per game.
    Simulate {
        /// How many games to play.
        #[arg(long, default_value_t = 10)]
        games: u64,
        /// The first game's seed; each next game takes the next seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seats at each table (3 to 5).
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        /// Bot levels, one per seat (e.g. hard,normal,normal,easy); they rotate round the
        /// seats from game to game, and a line per level sums up its wins.
        #[arg(long, value_delimiter = ',', value_parser = parse_level)]
        bots: Vec<BotLevel>,
        /// Instead of whole games: count the response windows a human first player is asked
        /// in the first two days against bots, passing each, with the default (asked only
        /// when a card it holds answers the action), holding until its turn, or holding for
        /// the day.
        #[arg(long)]
        prompts: bool,
        /// Print a last line for benchmarks: games/s, messages/s, µs per message, and the hard
        /// bots' samples/s.
        #[arg(long)]
        bench: bool,
        /// Play every game over the network: each bot seat a client of a host (one started
        /// here on 127.0.0.1 unless --server), hard bots played by the host. The digests are
        /// the same as without.
        #[arg(long, conflicts_with = "prompts")]
        online: bool,
        /// With --online: the host to play on, as `serve` prints it (ADDR#FINGERPRINT), or an
        /// invite code of that host.
        #[arg(long, requires = "online", value_parser = parse_host)]
        server: Option<crate::net::play::HostAddr>,
        /// With --online: play this many tables at once (seeds from --seed on) and measure
        /// the host: commands/s, the time from a command to its view, CPU and memory.
        #[arg(long, requires = "online", value_parser = clap::value_parser!(u16).range(1..=1000))]
        tables: Option<u16>,
    },
    /// Host tables for players on other machines, headless: one line per table event on
    /// standard output; Ctrl-C stops it (every table is kept and loaded back next start).
    Serve {
        /// The UDP port to listen on.
        #[arg(long, default_value_t = 5151)]
        port: u16,
        /// The folder for the tables and the host's certificate (default: `server` in the
        /// data folder).
        #[arg(long)]
        data: Option<PathBuf>,
    },
    /// Re-run a saved game headless and print its digest and how it stands or ended.
    Replay {
        /// A save file (the autosave or a save).
        file: PathBuf,
    },
    /// Play every sound once through the speakers, each named with the moment it was asked
    /// for, to check that sound works (and to measure its delay: tools/audio-latency.sh).
    SoundTest {
        /// Play the three music loops too, cross-fading from one to the next.
        #[arg(long)]
        music: bool,
        /// Milliseconds to wait after the output opened before the first sound.
        #[arg(long, default_value_t = 2000)]
        warmup: u64,
    },
    /// Put the game in the desktop's menu for this user: a desktop entry starting this program
    /// and its icon, in the user's data folder (~/.local/share on Linux).
    InstallDesktop {
        /// Write below this folder instead of the user's data folder.
        #[arg(long)]
        data_home: Option<PathBuf>,
    },
}

/// Names the files below a content folder that the game does not read.
fn warn_unread(files: &content::ContentFiles) {
    for w in files.warnings() {
        eprintln!("warning: {w}");
    }
}

fn load_or_report(files: &content::ContentFiles) -> Result<Content, ExitCode> {
    warn_unread(files);
    files.load().map_err(|errors| {
        for e in &errors {
            eprintln!("error: {e}");
        }
        eprintln!(
            "content broken: {} error(s) in {}",
            errors.len(),
            files.describe()
        );
        ExitCode::from(1)
    })
}

/// The translations of the content and the interface (`assets/locales/<code>/*.ftl`, built in
/// and in the content folders), on standard error: each missing or orphan key with its file and
/// line, then a line per language. Missing words are warnings (the English shows); a file Fluent
/// cannot read is an error, and the result is then true.
fn translations_report(files: &content::ContentFiles, c: &Content) -> bool {
    use crate::i18n::{self, Locale};
    let mut extra = Vec::new();
    let mut broken = false;
    for dir in files.dirs() {
        let (mut found, errors) = i18n::files_below(dir);
        for e in errors {
            eprintln!("error: {e}");
            broken = true;
        }
        extra.append(&mut found);
    }
    let (bundles, errors) = i18n::Bundles::with_files(&extra);
    for e in &errors {
        eprintln!("error: {e}");
        broken = true;
    }
    let problems = i18n::problems(&bundles, c);
    for p in &problems {
        eprintln!("translation: {p}");
    }
    for l in [Locale::Ru, Locale::De] {
        let code = format!("({})", l.code());
        let count = |orphans: bool| {
            problems
                .iter()
                .filter(|p| p.message.starts_with("orphan") == orphans && p.message.contains(&code))
                .count()
        };
        let (missing, orphan) = (count(false), count(true));
        eprintln!(
            "translations {} ({}): {missing} missing, {orphan} orphan",
            l.native_name(),
            l.code()
        );
    }
    broken
}

/// Runs the program; the binary's `main` is only this.
pub fn main() -> ExitCode {
    crate::app::STARTED.get_or_init(std::time::Instant::now);
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::from(2)
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let files = || content::game_content(cli.content.as_deref());
    match cli.command {
        Some(Sub::Check {
            dir: d,
            ftl_template,
        }) => {
            let files = content::game_content(d.as_deref().or(cli.content.as_deref()));
            match load_or_report(&files) {
                Ok(c) => {
                    if let Some(path) = ftl_template {
                        let lesson = crate::tutorial::Script::first_case(&c).ok();
                        let text = content::text::template(&c, lesson.as_ref());
                        if let Err(e) = crate::storage::write_atomic(&path, text.as_bytes()) {
                            eprintln!("error: cannot write {}: {e}", path.display());
                            return ExitCode::from(1);
                        }
                        println!("wrote {}", path.display());
                    }
                    if translations_report(&files, &c) {
                        return ExitCode::from(1);
                    }
                    if files.has_overrides() {
                        println!("content from {}", files.describe());
                    }
                    println!("{}", c.summary());
                    ExitCode::SUCCESS
                }
                Err(code) => code,
            }
        }
        Some(Sub::Simulate {
            games,
            seed,
            players,
            bots,
            prompts,
            bench,
            online,
            server,
            tables,
        }) => match load_or_report(&files()) {
            Ok(c) if prompts => prompt_counts(&c, games, seed, players),
            Ok(c) => {
                if !bots.is_empty() && bots.len() != players as usize {
                    eprintln!(
                        "error: --bots names {} levels for --players {players}",
                        bots.len()
                    );
                    return ExitCode::from(2);
                }
                let errors = if let Some(tables) = tables {
                    crate::net::bench::simulate_tables(
                        &c,
                        tables as usize,
                        seed,
                        players as usize,
                        &bots,
                        server,
                    )
                } else if online {
                    crate::net::play::simulate_online(
                        &c,
                        games,
                        seed,
                        players as usize,
                        &bots,
                        bench,
                        server,
                    )
                } else {
                    crate::sim::simulate(&c, games, seed, players as usize, &bots, bench)
                };
                if errors == 0 {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::from(1)
                }
            }
            Err(code) => code,
        },
        Some(Sub::InstallDesktop { data_home }) => install_desktop(data_home),
        Some(Sub::Serve { port, data }) => match load_or_report(&files()) {
            Ok(c) => {
                let data = data.unwrap_or_else(|| crate::storage::data_dir().join("server"));
                match crate::net::server::serve(c, port, &data) {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(e) => {
                        eprintln!("error: {e}");
                        ExitCode::from(1)
                    }
                }
            }
            Err(code) => code,
        },
        Some(Sub::SoundTest { music, warmup }) => crate::audio::sound_test(music, warmup),
        Some(Sub::Replay { file }) => match load_or_report(&files()) {
            Ok(c) => match std::fs::read_to_string(&file) {
                Ok(text) => match crate::sim::replay_text(&c, &file.display().to_string(), &text) {
                    Ok(r) => {
                        println!("{}", r.outcome);
                        println!("digest {:016x}", r.digest);
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        eprintln!("error: {e}");
                        ExitCode::from(1)
                    }
                },
                Err(e) => {
                    eprintln!(
                        "error: {}",
                        crate::storage::FileError::unreadable(&file, "save", e)
                    );
                    ExitCode::from(2)
                }
            },
            Err(code) => code,
        },
        None => play(&cli),
    }
}

/// `simulate --prompts`: how many response prompts a seat sees in each seeded game, passing
/// each, with the default (D-7), holding until its turn and holding for the day.
fn prompt_counts(c: &Content, games: u64, seed: u64, players: u8) -> ExitCode {
    use crate::game::Hold;
    // Passing each, with the default (D-7), holding until my turn, for the day.
    let modes = [
        (None, false),
        (None, true),
        (Some(Hold::MyTurn), false),
        (Some(Hold::Tomorrow), false),
    ];
    let mut sums = [0u32; 4];
    for g in 0..games {
        let n = modes
            .map(|(h, auto)| crate::sim::response_prompts(c, seed + g, players as usize, h, auto));
        println!(
            "seed {}: {} prompts passing each, {} with the default, {} holding until my turn, {} holding for the day",
            seed + g,
            n[0],
            n[1],
            n[2],
            n[3]
        );
        for (s, n) in sums.iter_mut().zip(n) {
            *s += n;
        }
    }
    let avg = |s: u32| s as f64 / games.max(1) as f64;
    // A whole game in which the human plays its turns as a bot would, holding dark cards as a
    // player does: the windows it is asked, passing each and with the default.
    let mut whole = [0u32; 2];
    for g in 0..games {
        let n = [false, true]
            .map(|auto| crate::sim::response_prompts_playing(c, seed + g, players as usize, auto));
        println!(
            "seed {}, a whole game played: {} prompts passing each, {} with the default",
            seed + g,
            n[0],
            n[1]
        );
        whole[0] += n[0];
        whole[1] += n[1];
    }
    println!(
        "average over {games} whole games played: {:.1} passing each, {:.1} with the default",
        avg(whole[0]),
        avg(whole[1])
    );
    println!(
        "average over {games} games: {:.1} passing each, {:.1} with the default, {:.1} holding until my turn, {:.1} holding for the day",
        avg(sums[0]),
        avg(sums[1]),
        avg(sums[2]),
        avg(sums[3])
    );
    ExitCode::SUCCESS
}

/// `install-desktop`: the desktop entry and the icon, for this program where it is now.
fn install_desktop(data_home: Option<PathBuf>) -> ExitCode {
    let exe = std::env::current_exe().and_then(|p| p.canonicalize());
    let home = data_home.or_else(crate::desktop::default_data_home);
    match (exe, home) {
        (Ok(exe), Some(home)) => match crate::desktop::install(&home, &exe) {
            Ok((entry, icon)) => {
                println!("wrote {}", entry.display());
                println!("wrote {}", icon.display());
                println!(
                    "New Angeles is in your desktop's menu (Games); it starts {}. Run this again if you move the program.",
                    exe.display()
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(1)
            }
        },
        (Err(e), _) => {
            eprintln!("error: cannot tell where this program is: {e}");
            ExitCode::from(1)
        }
        (_, None) => {
            eprintln!("error: no home folder to install into; give --data-home DIR");
            ExitCode::from(1)
        }
    }
}

/// No subcommand: the windowed game, with the game the command line asked for (`--load`, or
/// `--players` and its options, checked against the content before a window opens).
fn play(cli: &Cli) -> ExitCode {
    let game_files = content::game_content(cli.content.as_deref());
    warn_unread(&game_files);
    let loaded = match &cli.load {
        Some(path) => match crate::save::read(path) {
            Ok(save) => Some(save),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let config = match cli.players {
        Some(players) => {
            let humans = cli.humans.unwrap_or(1);
            if humans > players {
                eprintln!("error: --humans {humans} is more than --players {players}");
                return ExitCode::from(2);
            }
            let mut config = GameConfig::new(
                players as usize,
                humans as usize,
                cli.seed.unwrap_or_else(crate::model::random_seed),
            );
            config.scenario = cli.scenario.clone();
            // D-7: as the player set it (on unless turned off in Settings).
            config.auto_pass = crate::settings::load(&crate::settings::settings_path())
                .settings
                .auto_pass;
            if cli.detectives.len() > players as usize {
                eprintln!(
                    "error: --detectives names {} detectives for {players} players",
                    cli.detectives.len()
                );
                return ExitCode::from(2);
            }
            for (seat, d) in config.seats.iter_mut().zip(&cli.detectives) {
                seat.detective = Some(d.clone());
            }
            for seat in &mut config.seats {
                seat.level = cli.bots.unwrap_or_default();
            }
            if let Some(f) = cli.first {
                if f == 0 {
                    eprintln!("error: --first counts seats from 1");
                    return ExitCode::from(2);
                }
                config.first_player = Some(crate::ids::SeatId(f - 1));
            } else if humans == 1 {
                // A newcomer's game against bots starts with their own turn, as the menu's
                // Quick game says (round 34 waited for three bots' turns, not knowing why).
                config.first_player = Some(crate::ids::SeatId(0));
            }
            // Check the request against the content now, before a window opens.
            match game_files.load() {
                Ok(c) => {
                    if let Err(e) = crate::game::setup::validate_config(&c, &config) {
                        eprintln!("error: {e}");
                        return ExitCode::from(2);
                    }
                }
                Err(_) => { /* the game's error screen shows the content errors */ }
            }
            Some(config)
        }
        None => None,
    };
    crate::app::run(crate::app::Launch {
        game: loaded.or(config.map(|c| crate::save::SaveFile::new(c, Vec::new()))),
        content: game_files,
        seed: cli.seed,
        bot_delay: cli.bot_delay,
        window: cli.window,
    })
}

fn parse_delay(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if (0.0..=10.0).contains(&v) => Ok(v),
        _ => Err(format!("`{s}` is not a number of seconds from 0 to 10")),
    }
}

fn parse_window(s: &str) -> Result<(u32, u32), String> {
    let size = s
        .split_once(['x', 'X'])
        .and_then(|(w, h)| Some((w.trim().parse::<u32>().ok()?, h.trim().parse::<u32>().ok()?)));
    match size {
        Some((w, h)) if (800..=7680).contains(&w) && (600..=4320).contains(&h) => Ok((w, h)),
        _ => Err(format!(
            "`{s}` is not a window size like 1280x720 (width 800 to 7680, height 600 to 4320)"
        )),
    }
}

fn parse_host(s: &str) -> Result<crate::net::play::HostAddr, String> {
    s.parse()
}

fn parse_level(s: &str) -> Result<BotLevel, String> {
    BotLevel::parse(s)
}
