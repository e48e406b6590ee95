//! The command line: open the menu, start a game directly, `check` content, `simulate` games.

use crate::content::{self, Content};
use crate::game::{BotLevel, GameConfig};
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "new-angeles",
    version,
    about = "New Angeles: the murder-investigation board game Android, with every rule enforced."
)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
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
    /// The first player's seat (1 = seat 1); random if left out.
    #[arg(long, requires = "players")]
    pub first: Option<u8>,
    /// The level of the bot seats: easy or normal.
    #[arg(long, value_parser = parse_level)]
    pub bots: Option<BotLevel>,
    /// Seconds a bot waits between its actions (0 plays them at full speed).
    #[arg(long, default_value_t = 0.5, value_parser = parse_delay)]
    pub bot_delay: f32,
    /// Continue a saved game (a file written by the game: the autosave or a save).
    #[arg(long, conflicts_with = "players")]
    pub load: Option<PathBuf>,
    /// The folder holding `assets/` and `scenarios/` (default: the game's own).
    #[arg(long, global = true)]
    pub content: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum Sub {
    /// Validate the content in DIR (the folder holding assets/ and scenarios/).
    Check {
        /// Default: the game's own content.
        dir: Option<PathBuf>,
    },
    /// Play bot-only games headless and print one line per game.
    Simulate {
        #[arg(long, default_value_t = 10)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=5))]
        players: u8,
        /// Bot levels, one per seat (e.g. easy,normal,normal,easy); they rotate round the
        /// seats from game to game, and a line per level sums up its wins.
        #[arg(long, value_delimiter = ',', value_parser = parse_level)]
        bots: Vec<BotLevel>,
    },
    /// Re-run a saved game headless and print its digest and how it stands or ended.
    Replay {
        /// A save file (the autosave or a save).
        file: PathBuf,
    },
}

fn load_or_report(dir: &std::path::Path) -> Result<Content, ExitCode> {
    content::load_dir(dir).map_err(|errors| {
        for e in &errors {
            eprintln!("error: {e}");
        }
        eprintln!(
            "content broken: {} error(s) in {}",
            errors.len(),
            dir.display()
        );
        ExitCode::from(1)
    })
}

/// Runs the program; the binary's `main` is only this.
pub fn main() -> ExitCode {
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
    let dir = cli
        .content
        .clone()
        .unwrap_or_else(content::default_content_dir);
    match cli.command {
        Some(Sub::Check { dir: d }) => {
            let d = d.unwrap_or(dir);
            match load_or_report(&d) {
                Ok(c) => {
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
        }) => match load_or_report(&dir) {
            Ok(c) => {
                if !bots.is_empty() && bots.len() != players as usize {
                    eprintln!(
                        "error: --bots names {} levels for --players {players}",
                        bots.len()
                    );
                    return ExitCode::from(2);
                }
                if crate::sim::simulate(&c, games, seed, players as usize, &bots) == 0 {
                    ExitCode::SUCCESS
                } else {
                    ExitCode::from(1)
                }
            }
            Err(code) => code,
        },
        Some(Sub::Replay { file }) => match load_or_report(&dir) {
            Ok(c) => match crate::save::read(&file) {
                Ok(save) => {
                    let r = crate::sim::replay(&c, &save);
                    println!("{}", r.outcome);
                    println!("digest {:016x}", r.digest);
                    for e in &r.errors {
                        eprintln!("error: {e}");
                    }
                    if r.errors.is_empty() {
                        ExitCode::SUCCESS
                    } else {
                        ExitCode::from(1)
                    }
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
            },
            Err(code) => code,
        },
        None => {
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
                        cli.seed.unwrap_or_else(random_seed),
                    );
                    config.scenario = cli.scenario.clone();
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
                        config.first_player = Some(f - 1);
                    }
                    // Check the request against the content now, before a window opens.
                    match content::load_dir(&dir) {
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
            crate::ui::run(crate::ui::Launch {
                game: loaded.or(config.map(|c| crate::save::SaveFile::new(c, Vec::new()))),
                content_dir: dir,
                seed: cli.seed,
                bot_delay: cli.bot_delay,
            })
        }
    }
}

/// A seed from the clock, for games started without one.
pub fn random_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

fn parse_delay(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if (0.0..=10.0).contains(&v) => Ok(v),
        _ => Err(format!("`{s}` is not a number of seconds from 0 to 10")),
    }
}

fn parse_level(s: &str) -> Result<BotLevel, String> {
    BotLevel::parse(s)
}
