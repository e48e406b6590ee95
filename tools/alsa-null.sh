#!/bin/bash
# Runs the game's ALSA output (the fallback when no PulseAudio/PipeWire server answers) against
# Debian's own libasound, with nothing installed: `libasound2` and `libasound2-data` are
# downloaded (apt-get download) and unpacked (dpkg -x) into a cache folder, the game finds the
# library there (LD_LIBRARY_PATH), and a config of its own (ALSA_CONFIG_PATH) makes ALSA's
# `default` device a `plug` over a `file` plugin that keeps every frame written and hands it
# on to the `null` device. No sound server: PULSE_SERVER is unset and the runtime folder
# empty, so the game falls back to ALSA. `new-angeles sound-test` plays every effect; then the
# kept frames are read back: each effect must be there, with energy where it sounds.
#   tools/alsa-null.sh        (target/debug/new-angeles; GAME=... for another build)
# Note: ALSA's null device takes frames as fast as they come (it keeps no clock), so this shows
# the write path, not the timing of a sound card.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${GAME:-$PWD/target/debug/new-angeles}
cache=${CACHE:-${TMPDIR:-/tmp}/new-angeles-alsa}
root=$cache/root
mkdir -p "$cache/debs" "$cache/run" "$cache/home" "$cache/data"
lib=$root/usr/lib/x86_64-linux-gnu
if [ ! -e "$lib/libasound.so.2" ]; then
    # Debian 13 renamed the library's package libasound2t64.
    (cd "$cache/debs" && { apt-get download libasound2 libasound2-data 2>/dev/null ||
        apt-get download libasound2t64 libasound2-data; })
    for d in "$cache"/debs/*.deb; do dpkg -x "$d" "$root"; done
fi
[ -e "$lib/libasound.so.2" ] || { echo "no libasound.so.2 under $root" >&2; exit 1; }
raw=$cache/written.raw
rm -f "$raw"
cat > "$cache/asoundrc" <<EOF
pcm.null { type null }
pcm.kept { type file slave.pcm "null" file "$raw" format "raw" }
pcm.!default { type plug slave.pcm "kept" }
EOF
out=$cache/sound-test.txt
env -u PULSE_SERVER -u PULSE_COOKIE HOME="$cache/home" XDG_RUNTIME_DIR="$cache/run" \
    NEW_ANGELES_DATA="$cache/data" LD_LIBRARY_PATH="$lib" ALSA_CONFIG_PATH="$cache/asoundrc" \
    "$game" sound-test --warmup 200 | tee "$out"
status=${PIPESTATUS[0]}
echo "sound-test exit status $status; libasound: $(readlink -f "$lib/libasound.so.2")"
[ "$status" = 0 ] || exit "$status"
RAW="$raw" OUT="$out" python3 - <<'PY'
import array, os, sys
a = array.array("h")
with open(os.environ["RAW"], "rb") as f:
    a.frombytes(f.read())
text = open(os.environ["OUT"]).read()
asked = [l.split()[1] for l in text.splitlines() if len(l.split()) == 4 and l.split()[2] == "onset"]
said = [l for l in text.splitlines() if "samples (" in l]
print(f"the file plugin kept {len(a)} samples ({len(a) / 48000:.2f} s); sound-test: {said[0] if said else '?'}")
# Sounds are the stretches with energy, split by 50 ms or more of silence (each effect is
# followed by the output's 60 ms of trailing silence before it sleeps).
runs, start, quiet = [], None, 0
for i, v in enumerate(a):
    if abs(v) >= 2:
        if start is None:
            start = i
        quiet = 0
    elif start is not None:
        quiet += 1
        if quiet >= 2400:
            runs.append((start, i - quiet + 1)); start, quiet = None, 0
if start is not None:
    runs.append((start, len(a) - quiet))
for (s, e), name in zip(runs, asked + ["?"] * len(runs)):
    seg = a[s:e]
    rms = (sum(x * x for x in seg) / len(seg)) ** 0.5
    print(f"  {name:16} {s / 48000:6.3f} s  {(e - s) / 48000 * 1000:6.0f} ms  rms {rms:7.0f}  peak {max(abs(x) for x in seg)}")
print(f"{len(runs)} sounds in the written frames, {len(asked)} asked for")
# The file plugin writes whole periods: what the output closed with still in ALSA's buffer
# (at most its 40 ms, the trailing silence) is not kept.
written = int(said[0].split()[0]) if said else -1
print(f"written by the game {written}, kept {len(a)}: {written - len(a)} samples left in the buffer at close")
sys.exit(0 if len(runs) == len(asked) and 0 <= written - len(a) <= 1920 else 1)
PY
