// utf8proc for Swift: the Unicode tables terminal column widths are read from.
//
// utf8proc.h declares plain C functions Swift could call as they are; this header names, in
// one place, what formsh asks of them (a column width, a grapheme break, a few properties),
// so that the module map has a header of formsh's own, as CLibEdit and CPCRE2 have.
#ifndef FORMSH_CUTF8PROC_SHIM_H
#define FORMSH_CUTF8PROC_SHIM_H

#include <stdint.h>
#include <utf8proc.h>

/// Columns a code point takes on a terminal by itself: 0 (combining marks, format
/// characters, controls), 1, or 2 (East Asian wide and full-width, emoji presentation).
static inline int formsh_utf8proc_charwidth(int32_t code_point) {
  return utf8proc_charwidth(code_point);
}

/// Whether an extended grapheme cluster boundary lies between `before` and `after`. `state`
/// starts at 0 for a text and carries what the rules need (regional indicator pairs, emoji
/// ZWJ sequences) from one call to the next.
static inline int formsh_utf8proc_grapheme_break(int32_t before, int32_t after,
                                                 int32_t *state) {
  return utf8proc_grapheme_break_stateful(before, after, state);
}

/// Whether a code point is a control character (general category Cc).
static inline int formsh_utf8proc_is_control(int32_t code_point) {
  return utf8proc_category(code_point) == UTF8PROC_CATEGORY_CC;
}

/// Whether a code point is a regional indicator, half of a flag.
static inline int formsh_utf8proc_is_regional_indicator(int32_t code_point) {
  return utf8proc_get_property(code_point)->boundclass == UTF8PROC_BOUNDCLASS_REGIONAL_INDICATOR;
}

/// Whether a code point is an emoji (Extended_Pictographic): a ZWJ sequence or a skin tone
/// after it makes one emoji two columns wide.
static inline int formsh_utf8proc_is_pictographic(int32_t code_point) {
  int bound = utf8proc_get_property(code_point)->boundclass;
  return bound == UTF8PROC_BOUNDCLASS_EXTENDED_PICTOGRAPHIC ||
         bound == UTF8PROC_BOUNDCLASS_E_BASE || bound == UTF8PROC_BOUNDCLASS_E_BASE_GAZ;
}

#endif
