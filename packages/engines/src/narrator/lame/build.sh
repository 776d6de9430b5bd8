#!/usr/bin/env bash
# Rebuilds lame-mp3.wasm: LAME 3.100 (Debian's source package) and lame-mp3.c, compiled by Debian's
# Emscripten. Run as root on a Debian 12 machine of the project:
#   apt-get install -y emscripten
#   a deb-src entry for Debian's main archive (for `apt-get source lame`)
#   bash packages/engines/src/narrator/lame/build.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && apt-get source --download-only lame=3.100-6 >/dev/null && tar xzf lame_3.100.orig.tar.gz)
lib=$work/lame-3.100/libmp3lame
sources=()
for name in bitstream encoder fft gain_analysis id3tag lame newmdct presets psymodel quantize quantize_pvt \
  reservoir set_get tables takehiro util vbrquantize VbrTag version vector/xmm_quantize_sub; do sources+=("$lib/$name.c"); done

# Emscripten's optimiser is a Node program that needs Debian's acorn (node-acorn, an emscripten dependency).
# Speed flags, measured on the 15 narrations of a 5-page story (825 s of audio, LAME alone, CPU time):
# plain -O3 1.35 s; with these 1.17 s (-13 %), the MP3 within 0.05 % of the bytes and the same noise
# against the PCM to 0.01 dB. LAME's SSE code (config.h: HAVE_XMMINTRIN_H and MIN_ARCH_SSE, and
# vector/xmm_quantize_sub.c for its quantizer and FFT) runs as WebAssembly SIMD through
# Emscripten's SSE headers (-msse -msse2 -msimd128), about 8 %; -ffast-math about 5 % (what LAME's
# configure uses on x86); -flto, -mnontrapping-fptoint (float to int without range checks) and
# -mbulk-memory (memcpy and memset as single instructions) a little more. Node has run all of them
# since version 16.
NODE_PATH=/usr/share/nodejs emcc -O3 -flto -ffast-math -msimd128 -msse -msse2 -mnontrapping-fptoint -mbulk-memory \
  -DNDEBUG -DHAVE_CONFIG_H -I"$here" -I"$work/lame-3.100/include" -I"$lib" -I"$lib/vector" \
  "${sources[@]}" "$here/lame-mp3.c" \
  --no-entry -sSTANDALONE_WASM -sFILESYSTEM=0 -sALLOW_MEMORY_GROWTH \
  -sEXPORTED_FUNCTIONS=_mp3_create,_mp3_input,_mp3_output,_mp3_encode,_mp3_flush,_mp3_tag,_mp3_free \
  -o "$here/lame-mp3.wasm"
chmod 644 "$here/lame-mp3.wasm" # emcc marks it executable; git keeps it as a plain file
ls -l "$here/lame-mp3.wasm"
