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
  reservoir set_get tables takehiro util vbrquantize VbrTag version; do sources+=("$lib/$name.c"); done

# Emscripten's optimiser is a Node program that needs Debian's acorn (node-acorn, an emscripten dependency).
NODE_PATH=/usr/share/nodejs emcc -O3 -DNDEBUG -DHAVE_CONFIG_H -I"$here" -I"$work/lame-3.100/include" -I"$lib" \
  "${sources[@]}" "$here/lame-mp3.c" \
  --no-entry -sSTANDALONE_WASM -sFILESYSTEM=0 -sALLOW_MEMORY_GROWTH \
  -sEXPORTED_FUNCTIONS=_mp3_create,_mp3_input,_mp3_output,_mp3_encode,_mp3_flush,_mp3_tag,_mp3_free \
  -o "$here/lame-mp3.wasm"
ls -l "$here/lame-mp3.wasm"
