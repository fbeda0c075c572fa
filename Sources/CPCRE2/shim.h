// PCRE2 (8-bit code units) for Swift: a few wrappers, and the state each thread matches with.
//
// pcre2.h names its functions through macros (pcre2_compile is pcre2_compile_8 once
// PCRE2_CODE_UNIT_WIDTH is 8) and spells some constants as casts, which Swift cannot import;
// each wrapper below fixes one call. A compiled pattern may be shared by threads once it is
// JIT-compiled; a match data block, a match context and a JIT stack may not (pcre2api,
// "Multithreading"), so each thread gets its own on its first match, freed when it ends.
#ifndef FORMSH_CPCRE2_SHIM_H
#define FORMSH_CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/// Compiles `length` bytes of UTF-8 in UTF and UCP mode (\w, \d and [[:alpha:]] are
/// Unicode's); `\C`, which could split a character, is refused. `anchored` pins the match
/// to the start of the subject and `end_anchored` to its end. NULL when the pattern does
/// not compile, with the error code and the byte offset where it was found.
static inline pcre2_code *formsh_pcre2_compile(const uint8_t *pattern, size_t length,
                                               int anchored, int end_anchored,
                                               int *error, size_t *offset) {
  uint32_t options = PCRE2_UTF | PCRE2_UCP | PCRE2_NEVER_BACKSLASH_C;
  if (anchored) options |= PCRE2_ANCHORED;
  if (end_anchored) options |= PCRE2_ENDANCHORED;
  PCRE2_SIZE at = 0;
  pcre2_code *code = pcre2_compile(pattern, length, options, error, &at, NULL);
  *offset = at;
  return code;
}

/// Compiles the pattern to machine code; 0 when done, else the error (no JIT on this machine,
/// or no executable memory), and matching uses the interpreter.
static inline int formsh_pcre2_jit_compile(pcre2_code *code) {
  return pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);
}

static inline void formsh_pcre2_code_free(pcre2_code *code) { pcre2_code_free(code); }

/// The text of an error code, into `buffer`; its length, or a negative error.
static inline int formsh_pcre2_error_message(int error, uint8_t *buffer, size_t size) {
  return pcre2_get_error_message(error, buffer, size);
}

/// What one thread matches with.
typedef struct {
  pcre2_match_data *data;
  pcre2_match_context *context;
  pcre2_jit_stack *jit_stack;
} formsh_pcre2_thread;

static void formsh_pcre2_thread_free(void *raw) {
  formsh_pcre2_thread *state = raw;
  pcre2_match_data_free(state->data);
  pcre2_match_context_free(state->context);
  pcre2_jit_stack_free(state->jit_stack);
  free(state);
}

// Function-local statics: Swift emits the C functions it calls, and these with them.
static inline pthread_key_t *formsh_pcre2_thread_key(void) {
  static pthread_key_t key;
  return &key;
}

static inline int *formsh_pcre2_thread_key_made(void) {
  static int made = 0;
  return &made;
}

static void formsh_pcre2_make_thread_key(void) {
  *formsh_pcre2_thread_key_made() =
      pthread_key_create(formsh_pcre2_thread_key(), formsh_pcre2_thread_free) == 0;
}

/// The calling thread's state, made on its first call (with a JIT stack that may grow to
/// `jit_stack_bytes`); NULL when memory runs out.
static inline formsh_pcre2_thread *formsh_pcre2_thread_state(size_t jit_stack_bytes) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, formsh_pcre2_make_thread_key);
  if (!*formsh_pcre2_thread_key_made()) return NULL;
  formsh_pcre2_thread *state = pthread_getspecific(*formsh_pcre2_thread_key());
  if (state) return state;
  state = calloc(1, sizeof *state);
  if (!state) return NULL;
  state->data = pcre2_match_data_create(1, NULL);
  state->context = pcre2_match_context_create(NULL);
  if (!state->data || !state->context ||
      pthread_setspecific(*formsh_pcre2_thread_key(), state) != 0) {
    formsh_pcre2_thread_free(state);
    return NULL;
  }
  // Without its own stack the JIT code has 32 KiB of the machine stack, enough for a group
  // repeated about two thousand times; the stack's memory is taken as it is used.
  state->jit_stack = pcre2_jit_stack_create(32 * 1024, jit_stack_bytes, NULL);
  if (state->jit_stack) pcre2_jit_stack_assign(state->context, NULL, state->jit_stack);
  return state;
}

/// Matches `length` bytes of valid UTF-8 on the calling thread, with these limits: the
/// number of backtracking steps, the depth of nested backtracking and the heap memory in KiB
/// (the last two bound the interpreter; the JIT stack bounds JIT code). JIT code runs when
/// the pattern has it, the interpreter otherwise. PCRE2's result: the number of captured pairs when it matches (0 when
/// they do not fit, still a match), else a negative error such as PCRE2_ERROR_NOMATCH.
static inline int formsh_pcre2_match(const pcre2_code *code, const uint8_t *subject,
                                     size_t length, uint32_t match_limit, uint32_t depth_limit,
                                     uint32_t heap_limit_kib, size_t jit_stack_bytes) {
  formsh_pcre2_thread *state = formsh_pcre2_thread_state(jit_stack_bytes);
  if (!state) return PCRE2_ERROR_NOMEMORY;
  pcre2_set_match_limit(state->context, match_limit);
  pcre2_set_depth_limit(state->context, depth_limit);
  pcre2_set_heap_limit(state->context, heap_limit_kib);
  return pcre2_match(code, subject, length, 0, PCRE2_NO_UTF_CHECK, state->data, state->context);
}

/// "No match", as opposed to the errors (limits reached, memory) that leave it undecided.
enum { FORMSH_PCRE2_NO_MATCH = PCRE2_ERROR_NOMATCH };

#endif
