#!/bin/bash
# Measures the game's CPU use while it rests: runs it under xshot (a virtual display), waits
# 35 s, then samples its utime+stime from /proc for 10 s.
#   tools/idle-cpu.sh [GAME ARGS...]      e.g.  tools/idle-cpu.sh --load finished.ron
# SETTINGS is the settings file's text (default `(version: 1)`), e.g.
# SETTINGS='(version: 1, sound: (music: 0))' for the board with the music off.
# XSHOT names the xshot tool (a script running a program in Xvfb and taking a screenshot; default
# `xshot` on the PATH); the game is target/debug/new-angeles.
set -euo pipefail
cd "$(dirname "$0")/.."
xshot=${XSHOT:-xshot}
data=$(mktemp -d)
# A settings file, so the game is not on its first start (which holds a --players game in the menu).
printf "%s\n" "${SETTINGS:-(version: 1)}" > "$data/settings.ron"
act=$(mktemp)
printf 'sleep 45\n' > "$act"
"$xshot" --size 1600x1000 --wait 8 --actions "$act" --out "$data/idle.png" --keep-log "$data/idle.log" -- \
    env NEW_ANGELES_DATA="$data" "$PWD/target/debug/new-angeles" "$@" > /dev/null 2>&1 &
sleep 35
pid=$(pgrep -n -f "^$PWD/target/debug/new-angeles")
ticks() { awk '{print $14+$15}' "/proc/$pid/stat"; }
a=$(ticks); sleep 10; b=$(ticks)
hz=$(getconf CLK_TCK)
echo "new-angeles $*: $((b - a)) ticks in 10 s at $hz ticks/s = $(( (b - a) * 100 / (10 * hz) ))% of a core (screenshot $data/idle.png)"
wait
