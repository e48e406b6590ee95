//! ALSA output for New Angeles, for a desktop without a PulseAudio or PipeWire server:
//! `libasound.so.2` opened at run time with `libloading` (no headers, nothing to install to
//! build), its `default` device, mono 16-bit with 40 ms of latency. A missing library or device
//! is an ordinary error.
//!
//! The one place of the program with `unsafe` code: calls into the C library, each with the
//! types its header declares. It is a crate of its own so that the game's crate forbids
//! `unsafe` outright.

use libloading::Library;
use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};

type PcmOpen = unsafe extern "C" fn(*mut *mut c_void, *const c_char, c_int, c_int) -> c_int;
type SetParams =
    unsafe extern "C" fn(*mut c_void, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type WriteI = unsafe extern "C" fn(*mut c_void, *const c_void, c_ulong) -> c_long;
type Recover = unsafe extern "C" fn(*mut c_void, c_int, c_int) -> c_int;
type Close = unsafe extern "C" fn(*mut c_void) -> c_int;
type StrError = unsafe extern "C" fn(c_int) -> *const c_char;

const SND_PCM_STREAM_PLAYBACK: c_int = 0;
const SND_PCM_FORMAT_S16_LE: c_int = 2;
const SND_PCM_ACCESS_RW_INTERLEAVED: c_int = 3;

/// An open ALSA playback device: mono, signed 16-bit samples.
pub struct Alsa {
    pcm: *mut c_void,
    writei: WriteI,
    recover: Recover,
    close: Close,
    strerror: StrError,
    // Keeps the library loaded while the function pointers above are used.
    _lib: Library,
}

// SAFETY: the PCM handle is used only by the thread that owns this value (the output thread);
// ALSA allows a handle to move between threads when it is not used from two at once.
unsafe impl Send for Alsa {}

impl Alsa {
    /// Loads `libasound.so.2` and opens its `default` device for mono 16-bit playback at
    /// `rate` samples a second; the error says which step failed.
    pub fn open(rate: u32) -> Result<Alsa, String> {
        // SAFETY: loading libasound runs its initialisers, which have no preconditions.
        let lib = unsafe { Library::new("libasound.so.2") }
            .map_err(|e| format!("libasound.so.2 not loaded: {e}"))?;
        // SAFETY: each symbol is read with the signature libasound's header gives it.
        let (open, set_params, writei, recover, close, strerror) = unsafe {
            let get = |name: &str| format!("libasound.so.2 lacks {name}");
            (
                *lib.get::<PcmOpen>("snd_pcm_open")
                    .map_err(|_| get("snd_pcm_open"))?,
                *lib.get::<SetParams>("snd_pcm_set_params")
                    .map_err(|_| get("snd_pcm_set_params"))?,
                *lib.get::<WriteI>("snd_pcm_writei")
                    .map_err(|_| get("snd_pcm_writei"))?,
                *lib.get::<Recover>("snd_pcm_recover")
                    .map_err(|_| get("snd_pcm_recover"))?,
                *lib.get::<Close>("snd_pcm_close")
                    .map_err(|_| get("snd_pcm_close"))?,
                *lib.get::<StrError>("snd_strerror")
                    .map_err(|_| get("snd_strerror"))?,
            )
        };
        let describe = |code: c_int| {
            // SAFETY: snd_strerror returns a static string for any code.
            let p = unsafe { strerror(code) };
            if p.is_null() {
                format!("error {code}")
            } else {
                // SAFETY: a non-null result is a NUL-terminated static string.
                unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
            }
        };
        let mut pcm: *mut c_void = std::ptr::null_mut();
        // SAFETY: `pcm` is a valid out-pointer and the name a NUL-terminated string.
        let r = unsafe { open(&mut pcm, c"default".as_ptr(), SND_PCM_STREAM_PLAYBACK, 0) };
        if r < 0 || pcm.is_null() {
            return Err(format!("ALSA default device: {}", describe(r)));
        }
        // SAFETY: `pcm` was just opened.
        let r = unsafe {
            set_params(
                pcm,
                SND_PCM_FORMAT_S16_LE,
                SND_PCM_ACCESS_RW_INTERLEAVED,
                1,
                rate,
                1,
                40_000,
            )
        };
        if r < 0 {
            // SAFETY: `pcm` is open and closed once.
            unsafe { close(pcm) };
            return Err(format!("ALSA default device: {}", describe(r)));
        }
        Ok(Alsa {
            pcm,
            writei,
            recover,
            close,
            strerror,
            _lib: lib,
        })
    }
}

impl Alsa {
    /// Writes mono samples, blocking while the device's buffer is full; an underrun or a
    /// suspend is recovered from (three tries), and a lasting error is returned in words.
    pub fn write(&mut self, samples: &[i16]) -> Result<(), String> {
        let mut rest = samples;
        let mut tries = 0;
        while !rest.is_empty() {
            // SAFETY: `pcm` is open; the buffer holds `rest.len()` mono frames.
            let n = unsafe { (self.writei)(self.pcm, rest.as_ptr().cast(), rest.len() as c_ulong) };
            if n >= 0 {
                rest = &rest[(n as usize).min(rest.len())..];
                continue;
            }
            // An underrun (the thread slept) or a suspend: recover and write again.
            // SAFETY: `pcm` is open; `n` is the error writei returned.
            let r = unsafe { (self.recover)(self.pcm, n as c_int, 1) };
            tries += 1;
            if r < 0 || tries > 3 {
                // SAFETY: snd_strerror returns a static string for any code.
                let p = unsafe { (self.strerror)(r) };
                let why = if p.is_null() {
                    format!("error {r}")
                } else {
                    // SAFETY: a non-null result is a NUL-terminated static string.
                    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
                };
                return Err(why);
            }
        }
        Ok(())
    }
}

impl Drop for Alsa {
    fn drop(&mut self) {
        // SAFETY: `pcm` is open and closed once, before the library is unloaded.
        unsafe { (self.close)(self.pcm) };
    }
}
