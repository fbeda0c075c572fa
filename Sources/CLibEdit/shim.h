// libedit for formsh, loaded when the interactive shell starts rather than when formsh
// starts: libedit and the libraries it links (libtinfo, libbsd, libmd) cost dynamic linking
// at every start, and scripts, `-c`, `fill` and CI jobs never read from a terminal.
// `formsh_edit_load` opens libedit.so.2 with dlopen and looks up the functions formsh calls;
// the wrappers below call them.
//
// el_set and history are C-variadic, which Swift cannot call, and stdin/stdout/stderr are C
// globals that Swift 6 rejects as shared mutable state. Each wrapper below fixes one variadic
// call to one signature. Only the header's types and constants come from <histedit.h>;
// nothing links libedit at build time.
#ifndef FORMSH_CLIBEDIT_SHIM_H
#define FORMSH_CLIBEDIT_SHIM_H

#include <dlfcn.h>
#include <histedit.h>
#include <locale.h>
#include <sched.h>
#include <stdio.h>
#include <wchar.h>

typedef char *(*formsh_prompt_fn)(EditLine *);
typedef unsigned char (*formsh_command_fn)(EditLine *, int);

struct formsh_edit_functions {
  EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
  void (*el_end)(EditLine *);
  void (*el_reset)(EditLine *);
  const char *(*el_gets)(EditLine *, int *);
  int (*el_set)(EditLine *, int, ...);
  int (*el_source)(EditLine *, const char *);
  const LineInfo *(*el_line)(EditLine *);
  int (*el_insertstr)(EditLine *, const char *);
  History *(*history_init)(void);
  void (*history_end)(History *);
  int (*history)(History *, HistEvent *, int, ...);
};

// libedit, opened with these flags (RTLD_NOLOAD: only if it is open already).
static inline void *formsh_edit_library(int flags) {
  void *library = dlopen("libedit.so.2", flags);
  if (library == NULL) library = dlopen("libedit.so", flags);
  return library;
}

// Looks up every function formsh calls. Returns NULL on success, else which one is missing.
static inline const char *formsh_edit_resolve(struct formsh_edit_functions *table,
                                              void *library) {
#define FORMSH_EDIT_SYMBOL(field)                                         \
  table->field = (__typeof__(table->field))dlsym(library, #field);       \
  if (table->field == NULL) return "libedit lacks " #field;
  FORMSH_EDIT_SYMBOL(el_init)
  FORMSH_EDIT_SYMBOL(el_end)
  FORMSH_EDIT_SYMBOL(el_reset)
  FORMSH_EDIT_SYMBOL(el_gets)
  FORMSH_EDIT_SYMBOL(el_set)
  FORMSH_EDIT_SYMBOL(el_source)
  FORMSH_EDIT_SYMBOL(el_line)
  FORMSH_EDIT_SYMBOL(el_insertstr)
  FORMSH_EDIT_SYMBOL(history_init)
  FORMSH_EDIT_SYMBOL(history_end)
  FORMSH_EDIT_SYMBOL(history)
#undef FORMSH_EDIT_SYMBOL
  return NULL;
}

// The functions. As in CCurl's shim (which says why at length): an optimised build may hold
// several copies of this static, one per object file that calls a wrapper, so each copy fills
// itself at its first use from the library formsh_edit_load opened, once, whichever threads
// ask (state: 0 empty, 1 being filled, 2 filled).
static inline struct formsh_edit_functions *formsh_edit_api(void) {
  static struct formsh_edit_functions functions;
  static int state;
  if (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != 2) {
    int empty = 0;
    if (__atomic_compare_exchange_n(&state, &empty, 1, 0, __ATOMIC_ACQUIRE,
                                    __ATOMIC_RELAXED)) {
      void *library = formsh_edit_library(RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
      if (library != NULL) (void)formsh_edit_resolve(&functions, library);
      __atomic_store_n(&state, 2, __ATOMIC_RELEASE);
    } else {
      while (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != 2) sched_yield();
    }
  }
  return &functions;
}
#define formsh_edit (*formsh_edit_api())

// Opens libedit. Returns NULL on success, else why it failed (dlerror's text, or the function
// missing). Called once, before any other wrapper.
static inline const char *formsh_edit_load(void) {
  void *library = formsh_edit_library(RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return dlerror();
  struct formsh_edit_functions check;
  return formsh_edit_resolve(&check, library);
}

static inline FILE *formsh_stdin(void) { return stdin; }
static inline FILE *formsh_stdout(void) { return stdout; }
static inline FILE *formsh_stderr(void) { return stderr; }

/// Starts libedit on the standard streams.
static inline EditLine *formsh_el_init(const char *program) {
  return formsh_edit.el_init(program, stdin, stdout, stderr);
}
static inline void formsh_el_end(EditLine *e) { formsh_edit.el_end(e); }
static inline void formsh_el_reset(EditLine *e) { formsh_edit.el_reset(e); }
static inline const char *formsh_el_gets(EditLine *e, int *count) {
  return formsh_edit.el_gets(e, count);
}
/// Reads ~/.editrc (or $EDITRC).
static inline int formsh_el_source(EditLine *e) { return formsh_edit.el_source(e, NULL); }
static inline const LineInfo *formsh_el_line(EditLine *e) { return formsh_edit.el_line(e); }
static inline int formsh_el_insertstr(EditLine *e, const char *text) {
  return formsh_edit.el_insertstr(e, text);
}
static inline History *formsh_history_init(void) { return formsh_edit.history_init(); }
static inline void formsh_history_end(History *h) { formsh_edit.history_end(h); }

/// Sets the prompt function; '\1' brackets invisible (escape) sequences.
static inline int formsh_el_set_prompt(EditLine *e, formsh_prompt_fn fn) {
  return formsh_edit.el_set(e, EL_PROMPT_ESC, fn, '\1');
}

/// Selects "emacs" or "vi" key bindings.
static inline int formsh_el_set_editor(EditLine *e, const char *mode) {
  return formsh_edit.el_set(e, EL_EDITOR, mode);
}

/// Lets libedit handle SIGWINCH, SIGCONT and friends while it reads.
static inline int formsh_el_set_signal(EditLine *e, int on) {
  return formsh_edit.el_set(e, EL_SIGNAL, on);
}

/// Connects a history list, so the arrow keys and ^R walk it.
static inline int formsh_el_set_history(EditLine *e, History *h) {
  return formsh_edit.el_set(e, EL_HIST, formsh_edit.history, h);
}

/// Registers a named editor function (for Tab completion).
static inline int formsh_el_add_function(EditLine *e, const char *name, const char *help,
                                         formsh_command_fn fn) {
  return formsh_edit.el_set(e, EL_ADDFN, name, help, fn);
}

/// Binds a key sequence to a named editor function.
static inline int formsh_el_bind(EditLine *e, const char *key, const char *name) {
  return formsh_edit.el_set(e, EL_BIND, key, name, NULL);
}

/// Replaces the function libedit reads characters with (so Ctrl-C can end a read).
static inline int formsh_el_set_getc(EditLine *e, el_rfunc_t fn) {
  return formsh_edit.el_set(e, EL_GETCFN, fn);
}

/// Sets the maximum number of history entries kept in memory.
static inline int formsh_history_set_size(History *h, int size) {
  HistEvent ev;
  return formsh_edit.history(h, &ev, H_SETSIZE, size);
}

/// Makes consecutive duplicate entries collapse into one.
static inline int formsh_history_set_unique(History *h, int on) {
  HistEvent ev;
  return formsh_edit.history(h, &ev, H_SETUNIQUE, on);
}

/// Adds one line to the history list.
static inline int formsh_history_enter(History *h, const char *line) {
  HistEvent ev;
  return formsh_edit.history(h, &ev, H_ENTER, line);
}

#endif
