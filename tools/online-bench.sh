#!/bin/sh
# The host under load: starts `new-angeles serve` (a port the system picks, a fresh data
# folder), plays `simulate --online --server … --tables N` against it (N tables of four bot
# clients at once), and prints the host's CPU and memory from /proc beside the clients' line.
# Usage: tools/online-bench.sh [N] (default 100); BIN= picks the binary.
set -eu
BIN=${BIN:-target/debug/new-angeles}
N=${1:-100}
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
"$BIN" serve --port 0 --data "$DATA" >"$DATA/serve.out" 2>&1 &
PID=$!
ADDR=
for _ in $(seq 1 200); do
    ADDR=$(sed -n 's/^for simulate --online --server: //p' "$DATA/serve.out")
    [ -n "$ADDR" ] && break
    sleep 0.1
done
[ -n "$ADDR" ] || { echo "serve did not start:"; cat "$DATA/serve.out"; exit 1; }
ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }
rss() { awk '/^VmRSS/ {print $2}' "/proc/$PID/status"; }
T0=$(ticks); R0=$(rss); S0=$(date +%s.%N)
# The host's peak memory, sampled every half second while the tables play.
( peak=0; while kill -0 "$PID" 2>/dev/null; do
    r=$(awk '/^VmRSS/ {print $2}' "/proc/$PID/status" 2>/dev/null || echo 0)
    [ "${r:-0}" -gt "$peak" ] && peak=$r && echo "$peak" >"$DATA/peak"
    sleep 0.5
  done ) &
"$BIN" simulate --online --server "$ADDR" --tables "$N" --seed 1 --players 4
T1=$(ticks); S1=$(date +%s.%N)
PEAK=$(cat "$DATA/peak" 2>/dev/null || echo "$R0")
kill -INT "$PID"; wait "$PID" 2>/dev/null || true
awk -v t0="$T0" -v t1="$T1" -v s0="$S0" -v s1="$S1" -v r0="$R0" -v peak="$PEAK" -v n="$N" 'BEGIN {
    cpu = (t1 - t0) / 100; wall = s1 - s0;
    printf "host (serve): %.1f s of CPU in %.1f s (%.0f%% of one core); resident %.0f MiB idle, %.0f MiB at peak: %.2f MiB per table\n",
        cpu, wall, 100 * cpu / wall, r0 / 1024, peak / 1024, (peak - r0) / 1024 / n }'
