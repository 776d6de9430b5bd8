/*
 * The narrator's MP3 encoder: LAME's library with the few calls the narrator makes, compiled to
 * WebAssembly by build.sh. Mono 16-bit PCM in; variable bit rate MP3 out, headed by LAME's Xing
 * tag (frame count, encoder delay and padding), from which players read the exact duration.
 *
 * One encoder per narration: mp3_create, mp3_input (a buffer for the samples), mp3_encode,
 * mp3_flush, mp3_tag (the tag frame, which replaces the placeholder LAME wrote first), mp3_free.
 * The MP3 bytes of each call are left in the buffer given by mp3_output.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <emscripten.h>
#include <lame.h>

typedef struct {
  lame_t lame;
  short *pcm;
  int pcm_capacity;
  unsigned char *out;
  int out_capacity;
} encoder;

static void quiet(const char *format, va_list args) {
  (void)format;
  (void)args;
}

EMSCRIPTEN_KEEPALIVE
encoder *mp3_create(int in_rate, int out_rate, int vbr_quality, int quality) {
  encoder *e = calloc(1, sizeof(encoder));
  if (!e) return 0;
  e->lame = lame_init();
  if (!e->lame) {
    free(e);
    return 0;
  }
  lame_set_errorf(e->lame, quiet);
  lame_set_debugf(e->lame, quiet);
  lame_set_msgf(e->lame, quiet);
  lame_set_num_channels(e->lame, 1);
  lame_set_mode(e->lame, MONO);
  lame_set_in_samplerate(e->lame, in_rate);
  lame_set_out_samplerate(e->lame, out_rate);
  lame_set_VBR(e->lame, vbr_default);
  lame_set_VBR_quality(e->lame, (float)vbr_quality);
  lame_set_quality(e->lame, quality);
  lame_set_bWriteVbrTag(e->lame, 1);
  lame_set_write_id3tag_automatic(e->lame, 0);
  if (lame_init_params(e->lame) < 0) {
    lame_close(e->lame);
    free(e);
    return 0;
  }
  return e;
}

/* Room for `samples` samples (returned) and for all the MP3 they can make (LAME's own bound). */
EMSCRIPTEN_KEEPALIVE
short *mp3_input(encoder *e, int samples) {
  if (samples > e->pcm_capacity) {
    free(e->pcm);
    e->pcm = malloc(sizeof(short) * samples);
    e->pcm_capacity = e->pcm ? samples : 0;
  }
  int needed = samples + samples / 4 + 7200;
  if (needed > e->out_capacity) {
    free(e->out);
    e->out = malloc(needed);
    e->out_capacity = e->out ? needed : 0;
  }
  return e->pcm && e->out ? e->pcm : 0;
}

EMSCRIPTEN_KEEPALIVE
unsigned char *mp3_output(encoder *e) { return e->out; }

EMSCRIPTEN_KEEPALIVE
int mp3_encode(encoder *e, int samples) {
  return lame_encode_buffer(e->lame, e->pcm, 0, samples, e->out, e->out_capacity);
}

EMSCRIPTEN_KEEPALIVE
int mp3_flush(encoder *e) { return lame_encode_flush(e->lame, e->out, e->out_capacity); }

EMSCRIPTEN_KEEPALIVE
int mp3_tag(encoder *e) { return (int)lame_get_lametag_frame(e->lame, e->out, e->out_capacity); }

EMSCRIPTEN_KEEPALIVE
void mp3_free(encoder *e) {
  if (!e) return;
  lame_close(e->lame);
  free(e->pcm);
  free(e->out);
  free(e);
}
