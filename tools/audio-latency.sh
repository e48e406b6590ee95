#!/bin/bash
# Measures how long a sound takes from the moment the game asks for it to its first sample at a
# real PulseAudio server, with nothing installed: Debian's pulseaudio packages are downloaded
# (apt-get download) and unpacked (dpkg -x) into a cache folder, the server runs there on a
# null sink, `parec` records the sink's monitor with 5 ms fragments, and
# `new-angeles sound-test` plays every effect, printing when it asked for each.
#   tools/audio-latency.sh            (target/debug/new-angeles; GAME=... for another build)
# The figure is an upper bound: it includes parec's own fragment (≤ 5 ms).
# WARMUP=MS is how long sound-test waits after its stream opened before the first sound
# (default 2000; WARMUP=0 asks for the first sound the moment the stream is open); RUNS=N runs
# sound-test N times in turn against the same server and recorder (each a new stream), and
# says how late the first sound of each run was. The recorder runs 2 s before the first game.
# PA_KEEP=1 leaves the server running and prints its PULSE_SERVER (for xplay); stop it with
# `kill $(cat $CACHE/pa.pid)`.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${GAME:-$PWD/target/debug/new-angeles}
cache=${CACHE:-${TMPDIR:-/tmp}/new-angeles-pulse}
root=$cache/root
mkdir -p "$cache/debs" "$cache/run" "$cache/home"
if [ ! -x "$root/usr/bin/pulseaudio" ]; then
    (cd "$cache/debs" && apt-get download pulseaudio pulseaudio-utils libpulse0 libasyncns0 \
        liborc-0.4-0 libsndfile1 libsoxr0 libspeexdsp1 libtdb1 libwrap0 libflac12 libmp3lame0 \
        libmpg123-0 libogg0 libopus0 libvorbis0a libvorbisenc2 2>&1 | grep -v '^W:' >&2)
    for d in "$cache"/debs/*.deb; do dpkg -x "$d" "$root"; done
fi
lib=$root/usr/lib/x86_64-linux-gnu
mods=$(dirname "$(find "$root" -name module-null-sink.so | head -1)")
export LD_LIBRARY_PATH=$lib:$lib/pulseaudio:$mods
sock=$cache/run/native
cat > "$cache/pa.pa" <<EOF
load-module module-null-sink sink_name=null rate=48000
set-default-sink null
load-module module-native-protocol-unix socket=$sock auth-anonymous=1
EOF
rm -f "$sock"
HOME=$cache/home XDG_RUNTIME_DIR=$cache/run "$root/usr/bin/pulseaudio" -n -F "$cache/pa.pa" \
    ${PA_VERBOSE:+-vvvv} --daemonize=no --exit-idle-time=-1 --use-pid-file=no --dl-search-path="$mods" \
    > "$cache/pa.log" 2>&1 &
echo $! > "$cache/pa.pid"
for _ in $(seq 50); do [ -S "$sock" ] && break; sleep 0.1; done
export PULSE_SERVER=unix:$sock
if [ "${PA_KEEP:-0}" = 1 ]; then
    echo "PULSE_SERVER=$PULSE_SERVER (server pid $(cat "$cache/pa.pid"); parec: $root/usr/bin/parec)"
    exit 0
fi
trap 'kill $(cat "$cache/pa.pid") 2>/dev/null || true' EXIT
PAREC="$root/usr/bin/parec" GAME="$game" WARMUP="${WARMUP:-2000}" RUNS="${RUNS:-1}" python3 - <<'EOF'
import array, os, subprocess, sys, threading, time, statistics
rate = 48000
rec = subprocess.Popen([os.environ["PAREC"], "-d", "null.monitor", "--format=s16le", "--rate=48000",
                        "--channels=1", "--latency-msec=5", "--raw"], stdout=subprocess.PIPE)
events = []
firsts = []
def run_game():
    time.sleep(2)  # the recorder's own stream settles first
    for run in range(int(os.environ["RUNS"])):
        g = subprocess.Popen([os.environ["GAME"], "sound-test", "--warmup", os.environ["WARMUP"]],
                             stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ, NEW_ANGELES_DATA=os.environ.get("TMPDIR", "/tmp")))
        first = True
        for line in g.stdout:
            print("game:", line.rstrip(), file=sys.stderr)
            parts = line.split()
            if len(parts) == 4 and parts[2] == "onset":
                if first:
                    firsts.append(len(events))
                    first = False
                events.append((float(parts[0]), parts[1], float(parts[3]) / 1000))
        g.wait()
        time.sleep(0.5)
    global done
    done = time.time()
done = None
t = threading.Thread(target=run_game); t.start()
onsets = []
quiet = rate  # samples of silence seen in a row
left = b""
while done is None or time.time() < done + 0.5:
    chunk = left + rec.stdout.read1(65536)
    now = time.time()
    n = len(chunk) // 2
    left = chunk[2 * n:]
    a = array.array("h", chunk[:2 * n])
    if not a or (max(a) < 2 and min(a) > -2):
        quiet += n
        continue
    for i, v in enumerate(a):
        if abs(v) >= 2:
            if quiet > rate * 0.3:
                onsets.append(now - (n - i) / rate)
            quiet = 0
        else:
            quiet += 1
rec.kill()
if os.environ.get("DEBUG"):
    print("onsets", [round(o - events[0][0], 3) for o in onsets], "events", [round(e[0] - events[0][0], 3) for e in events], file=sys.stderr)
t.join()
lat = []
first_lat = []
for k, (at, name, onset) in enumerate(events):
    # A sink renders ahead and its monitor hands the block on at once: an onset estimated a few
    # ms before the request is the sound itself.
    heard = [o for o in onsets if o >= at - 0.02]
    if not heard:
        print(f"{name}: not heard"); continue
    ms = (heard[0] - at - onset) * 1000
    lat.append(ms)
    if k in firsts:
        first_lat.append(ms)
    print(f"{name}: {ms:.1f} ms")
if len(lat) != len(events):
    print(f"heard {len(lat)} of {len(events)} sounds")
if lat:
    print(f"event to first sample at the server: median {statistics.median(lat):.1f} ms, "
          f"max {max(lat):.1f} ms over {len(lat)} sounds")
if first_lat:
    print(f"first sound of each run ({os.environ['WARMUP']} ms after its stream opened): "
          + ", ".join(f"{ms:.1f}" for ms in first_lat) + " ms")
EOF
