// The parts of GNU FriBidi the reader uses: bidi types and paragraph levels, line reordering
// that keeps non-spacing marks after their base, and Arabic joining and shaping to
// presentation forms. Macros Swift cannot import are wrapped as inline functions.
#ifndef CFRIBIDI_SHIM_H
#define CFRIBIDI_SHIM_H
#include <fribidi/fribidi.h>

static inline FriBidiParType cfb_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType cfb_par_on(void) { return FRIBIDI_PAR_ON; }
/// Shaping: mirrored brackets, Arabic presentation forms and the lam-alef ligatures.
static inline FriBidiFlags cfb_flags_shape(void) { return FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC; }
/// Reordering: marks stay after their base letter, mirrored brackets.
static inline FriBidiFlags cfb_flags_reorder(void) { return FRIBIDI_FLAGS_DEFAULT; }
/// Set on the place a ligature emptied (it holds FRIBIDI_CHAR_FILL, to be dropped).
static inline FriBidiArabicProp cfb_mask_ligatured(void) { return FRIBIDI_MASK_LIGATURED; }
#endif
