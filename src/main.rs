//! `new-angeles`: the game's thin binary. Everything lives in the library.

fn main() -> std::process::ExitCode {
    new_angeles::cli::main()
}
