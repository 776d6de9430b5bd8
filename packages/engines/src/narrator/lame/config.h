/* What LAME's configure script would find for Emscripten's wasm32 target (libc is musl). */
#define STDC_HEADERS 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_LIMITS_H 1
#define HAVE_ERRNO_H 1
#define HAVE_STRING_H 1
#define HAVE_STDLIB_H 1
#define HAVE_INT8_T 1
#define HAVE_INT16_T 1
#define HAVE_INT32_T 1
#define HAVE_INT64_T 1
#define HAVE_UINT8_T 1
#define HAVE_UINT16_T 1
#define HAVE_UINT32_T 1
#define HAVE_UINT64_T 1
#define A_INT32_T int
#define A_INT64_T long long
#define A_UINT32_T unsigned int
#define A_UINT64_T unsigned long long
#define SIZEOF_FLOAT 4
#define SIZEOF_DOUBLE 8
#define SIZEOF_INT 4
#define SIZEOF_LONG 4
#define SIZEOF_SHORT 2
#define LAME_LIBRARY_BUILD 1
#define NOANALYSIS 1
#define TAKEHIRO_IEEE754_HACK 1
#define USE_FAST_LOG 1
/* Emscripten has xmmintrin.h (SSE as WebAssembly SIMD, -msse -msimd128), and every machine that
 * runs the build has it: LAME's SSE quantizer and FFT always, without a CPU check (build.sh). */
#define HAVE_XMMINTRIN_H 1
#define MIN_ARCH_SSE 1
#define PACKAGE "lame"
#define VERSION "3.100"
typedef float ieee754_float32_t;
typedef double ieee754_float64_t;
