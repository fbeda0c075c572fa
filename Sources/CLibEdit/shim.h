// Non-variadic wrappers over libedit, for Swift.
//
// el_set, el_get and history are C-variadic, which Swift cannot call, and
// stdin/stdout/stderr are C globals that Swift 6 rejects as shared mutable
// state. Each wrapper below fixes one variadic call to one signature.
#ifndef FORMSH_CLIBEDIT_SHIM_H
#define FORMSH_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <locale.h>
#include <wchar.h>

typedef char *(*formsh_prompt_fn)(EditLine *);
typedef unsigned char (*formsh_command_fn)(EditLine *, int);

static inline FILE *formsh_stdin(void) { return stdin; }
static inline FILE *formsh_stdout(void) { return stdout; }
static inline FILE *formsh_stderr(void) { return stderr; }

/// Sets the prompt function; '\1' brackets invisible (escape) sequences.
static inline int formsh_el_set_prompt(EditLine *e, formsh_prompt_fn fn) {
  return el_set(e, EL_PROMPT_ESC, fn, '\1');
}

/// Selects "emacs" or "vi" key bindings.
static inline int formsh_el_set_editor(EditLine *e, const char *mode) {
  return el_set(e, EL_EDITOR, mode);
}

/// Lets libedit handle SIGWINCH, SIGCONT and friends while it reads.
static inline int formsh_el_set_signal(EditLine *e, int on) {
  return el_set(e, EL_SIGNAL, on);
}

/// Connects a history list, so the arrow keys and ^R walk it.
static inline int formsh_el_set_history(EditLine *e, History *h) {
  return el_set(e, EL_HIST, history, h);
}

/// Registers a named editor function (for Tab completion).
static inline int formsh_el_add_function(EditLine *e, const char *name, const char *help,
                                         formsh_command_fn fn) {
  return el_set(e, EL_ADDFN, name, help, fn);
}

/// Binds a key sequence to a named editor function.
static inline int formsh_el_bind(EditLine *e, const char *key, const char *name) {
  return el_set(e, EL_BIND, key, name, NULL);
}

/// Replaces the function libedit reads characters with (so Ctrl-C can end a read).
static inline int formsh_el_set_getc(EditLine *e, el_rfunc_t fn) {
  return el_set(e, EL_GETCFN, fn);
}

/// Sets the maximum number of history entries kept in memory.
static inline int formsh_history_set_size(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

/// Makes consecutive duplicate entries collapse into one.
static inline int formsh_history_set_unique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}

/// Adds one line to the history list.
static inline int formsh_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

#endif
