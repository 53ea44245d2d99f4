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
/// Whether a character of this type is a non-spacing mark (it follows its base letter).
static inline int cfb_is_mark(FriBidiCharType type) { return type == FRIBIDI_TYPE_NSM; }
/// Whether every character of a line is right to left or takes the direction around it
/// (Arabic letters, marks, spaces, punctuation; no left-to-right letter, digit or embedding):
/// then the whole line is at level 1 and its visual order is its clusters reversed, which
/// spares the full algorithm on almost every line of the Quran.
static inline int cfb_all_right_to_left(const FriBidiCharType *types, FriBidiStrIndex count) {
  for (FriBidiStrIndex i = 0; i < count; i++) {
    FriBidiCharType t = types[i];
    if (!(t == FRIBIDI_TYPE_AL || t == FRIBIDI_TYPE_RTL || t == FRIBIDI_TYPE_NSM ||
          t == FRIBIDI_TYPE_WS || t == FRIBIDI_TYPE_ON || t == FRIBIDI_TYPE_CS ||
          t == FRIBIDI_TYPE_ES || t == FRIBIDI_TYPE_ET || t == FRIBIDI_TYPE_BN))
      return 0;
  }
  return 1;
}
/// Whether a line has a right-to-left letter, which then sets its paragraph's direction.
static inline int cfb_has_right_to_left_letter(const FriBidiCharType *types, FriBidiStrIndex count) {
  for (FriBidiStrIndex i = 0; i < count; i++)
    if (types[i] == FRIBIDI_TYPE_AL || types[i] == FRIBIDI_TYPE_RTL) return 1;
  return 0;
}
#endif
