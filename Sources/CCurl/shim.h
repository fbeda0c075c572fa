// libcurl for formsh, loaded when the first request is made rather than when formsh starts:
// libcurl and the libraries it links (TLS, HTTP/2, IDN, …) cost about 6 ms of dynamic
// linking at every start, and most runs of formsh never speak HTTP. `formsh_curl_load`
// opens libcurl.so.4 with dlopen and looks up the functions formsh calls; the wrappers
// below call them. curl_easy_setopt, curl_easy_getinfo, curl_share_setopt and
// curl_multi_setopt are C-variadic, which Swift cannot call: each wrapper passes one argument of one type, as
// libcurl's documentation says each option takes. Only the header's types and constants
// come from <curl/curl.h>; nothing links libcurl at build time.
#ifndef FORMSH_CURL_SHIM_H
#define FORMSH_CURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <sched.h>
#include <stddef.h>

typedef size_t (*formsh_curl_data_callback)(char *, size_t, size_t, void *);
typedef int (*formsh_curl_progress_callback)(void *, curl_off_t, curl_off_t, curl_off_t,
                                             curl_off_t);
typedef int (*formsh_curl_socket_callback)(CURL *, curl_socket_t, int, void *, void *);
typedef int (*formsh_curl_timer_callback)(CURLM *, long, void *);

struct formsh_curl_functions {
  CURLcode (*global_init)(long);
  curl_version_info_data *(*version_info)(CURLversion);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *);
  void (*easy_reset)(CURL *);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  CURLcode (*easy_perform)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
  CURLSH *(*share_init)(void);
  CURLSHcode (*share_setopt)(CURLSH *, CURLSHoption, ...);
  CURLSHcode (*share_cleanup)(CURLSH *);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_cleanup)(CURLM *);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMcode (*multi_socket_action)(CURLM *, curl_socket_t, int, int *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
};

// libcurl, opened with these flags (RTLD_NOLOAD: only if it is open already).
static inline void *formsh_curl_library(int flags) {
  void *library = dlopen("libcurl.so.4", flags);
  if (library == NULL) library = dlopen("libcurl.so", flags);
  return library;
}

// Looks up every function formsh calls. Returns NULL on success, else which one is missing.
// Each pointer is stored with its own type (POSIX makes the conversion from dlsym's void *
// well defined).
static inline const char *formsh_curl_resolve(struct formsh_curl_functions *table,
                                              void *library) {
#define FORMSH_CURL_SYMBOL(field, name)                                 \
  table->field = (__typeof__(table->field))dlsym(library, name);        \
  if (table->field == NULL) return "libcurl lacks " name;
  FORMSH_CURL_SYMBOL(global_init, "curl_global_init")
  FORMSH_CURL_SYMBOL(version_info, "curl_version_info")
  FORMSH_CURL_SYMBOL(easy_init, "curl_easy_init")
  FORMSH_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
  FORMSH_CURL_SYMBOL(easy_reset, "curl_easy_reset")
  FORMSH_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
  FORMSH_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
  FORMSH_CURL_SYMBOL(easy_perform, "curl_easy_perform")
  FORMSH_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
  FORMSH_CURL_SYMBOL(slist_append, "curl_slist_append")
  FORMSH_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
  FORMSH_CURL_SYMBOL(share_init, "curl_share_init")
  FORMSH_CURL_SYMBOL(share_setopt, "curl_share_setopt")
  FORMSH_CURL_SYMBOL(share_cleanup, "curl_share_cleanup")
  FORMSH_CURL_SYMBOL(multi_init, "curl_multi_init")
  FORMSH_CURL_SYMBOL(multi_cleanup, "curl_multi_cleanup")
  FORMSH_CURL_SYMBOL(multi_add_handle, "curl_multi_add_handle")
  FORMSH_CURL_SYMBOL(multi_remove_handle, "curl_multi_remove_handle")
  FORMSH_CURL_SYMBOL(multi_setopt, "curl_multi_setopt")
  FORMSH_CURL_SYMBOL(multi_perform, "curl_multi_perform")
  FORMSH_CURL_SYMBOL(multi_socket_action, "curl_multi_socket_action")
  FORMSH_CURL_SYMBOL(multi_info_read, "curl_multi_info_read")
#undef FORMSH_CURL_SYMBOL
  return NULL;
}

// The functions (a static inside a function, so that Swift's importer emits it with the
// functions that use it). There may be several copies of it in one program: the compiler
// emits an imported inline function, and its statics, into every object file that calls it,
// and an optimised build, which compiles a module's files on several threads and inlines
// Swift functions across files and modules, calls the wrappers from more than one object file.
// A copy that stayed empty would call a null pointer (and an optimiser that sees it never
// written removes the calls altogether). So each copy fills itself at its first use, from the
// library formsh_curl_load opened (dlopen of an open library returns it at once), once,
// whichever threads ask (state: 0 empty, 1 being filled, 2 filled).
static inline struct formsh_curl_functions *formsh_curl_api(void) {
  static struct formsh_curl_functions functions;
  static int state;
  if (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != 2) {
    int empty = 0;
    if (__atomic_compare_exchange_n(&state, &empty, 1, 0, __ATOMIC_ACQUIRE,
                                    __ATOMIC_RELAXED)) {
      void *library = formsh_curl_library(RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
      if (library != NULL) (void)formsh_curl_resolve(&functions, library);
      __atomic_store_n(&state, 2, __ATOMIC_RELEASE);
    } else {
      while (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != 2) sched_yield();
    }
  }
  return &functions;
}
#define formsh_curl (*formsh_curl_api())

// Opens libcurl and initialises it. Returns NULL on success, else why it failed (dlerror's
// text, or the function missing). Called once, before any other wrapper.
static inline const char *formsh_curl_load(void) {
  void *library = formsh_curl_library(RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return dlerror();
  struct formsh_curl_functions check;
  const char *missing = formsh_curl_resolve(&check, library);
  if (missing != NULL) return missing;
  if (formsh_curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return "curl_global_init failed";
  return NULL;
}

static inline const char *formsh_curl_version(void) {
  return formsh_curl.version_info(CURLVERSION_NOW)->version;
}

static inline CURL *formsh_curl_easy_init(void) { return formsh_curl.easy_init(); }
static inline void formsh_curl_easy_cleanup(CURL *handle) { formsh_curl.easy_cleanup(handle); }
static inline void formsh_curl_easy_reset(CURL *handle) { formsh_curl.easy_reset(handle); }
static inline CURLcode formsh_curl_easy_perform(CURL *handle) {
  return formsh_curl.easy_perform(handle);
}
static inline const char *formsh_curl_easy_strerror(CURLcode code) {
  return formsh_curl.easy_strerror(code);
}
static inline struct curl_slist *formsh_curl_slist_append(struct curl_slist *list,
                                                          const char *line) {
  return formsh_curl.slist_append(list, line);
}
static inline void formsh_curl_slist_free_all(struct curl_slist *list) {
  formsh_curl.slist_free_all(list);
}

static inline CURLcode formsh_curl_set_long(CURL *handle, CURLoption option, long value) {
  return formsh_curl.easy_setopt(handle, option, value);
}
static inline CURLcode formsh_curl_set_offset(CURL *handle, CURLoption option,
                                              curl_off_t value) {
  return formsh_curl.easy_setopt(handle, option, value);
}
static inline CURLcode formsh_curl_set_string(CURL *handle, CURLoption option,
                                              const char *value) {
  return formsh_curl.easy_setopt(handle, option, value);
}
static inline CURLcode formsh_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return formsh_curl.easy_setopt(handle, option, value);
}
static inline CURLcode formsh_curl_set_list(CURL *handle, CURLoption option,
                                            struct curl_slist *value) {
  return formsh_curl.easy_setopt(handle, option, value);
}
static inline CURLcode formsh_curl_set_share(CURL *handle, CURLSH *share) {
  return formsh_curl.easy_setopt(handle, CURLOPT_SHARE, share);
}
static inline CURLcode formsh_curl_set_data_callback(CURL *handle, CURLoption option,
                                                     formsh_curl_data_callback callback) {
  return formsh_curl.easy_setopt(handle, option, callback);
}
static inline CURLcode formsh_curl_set_progress_callback(CURL *handle,
                                                         formsh_curl_progress_callback callback) {
  return formsh_curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode formsh_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return formsh_curl.easy_getinfo(handle, info, value);
}
static inline CURLcode formsh_curl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
  return formsh_curl.easy_getinfo(handle, info, value);
}
static inline CURLcode formsh_curl_get_string(CURL *handle, CURLINFO info, char **value) {
  return formsh_curl.easy_getinfo(handle, info, value);
}
static inline CURLcode formsh_curl_get_list(CURL *handle, CURLINFO info,
                                            struct curl_slist **value) {
  return formsh_curl.easy_getinfo(handle, info, value);
}

static inline CURLSH *formsh_curl_share_init(void) { return formsh_curl.share_init(); }
static inline void formsh_curl_share_cleanup(CURLSH *share) { formsh_curl.share_cleanup(share); }
static inline CURLSHcode formsh_curl_share_set_long(CURLSH *share, CURLSHoption option,
                                                    long value) {
  return formsh_curl.share_setopt(share, option, value);
}

static inline CURLM *formsh_curl_multi_init(void) { return formsh_curl.multi_init(); }
static inline void formsh_curl_multi_cleanup(CURLM *multi) { formsh_curl.multi_cleanup(multi); }
static inline void formsh_curl_multi_add(CURLM *multi, CURL *handle) {
  formsh_curl.multi_add_handle(multi, handle);
}
static inline void formsh_curl_multi_remove(CURLM *multi, CURL *handle) {
  formsh_curl.multi_remove_handle(multi, handle);
}
static inline void formsh_curl_multi_perform(CURLM *multi) {
  int running = 0;
  formsh_curl.multi_perform(multi, &running);
}
// Tells libcurl to say which sockets to watch (`sockets`) and when to call it back for its
// time-outs (`timer`), each callback given `context`: the multi handle is then driven by
// formsh_curl_multi_socket_action.
static inline void formsh_curl_multi_watch(CURLM *multi, formsh_curl_socket_callback sockets,
                                           formsh_curl_timer_callback timer, void *context) {
  formsh_curl.multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, sockets);
  formsh_curl.multi_setopt(multi, CURLMOPT_SOCKETDATA, context);
  formsh_curl.multi_setopt(multi, CURLMOPT_TIMERFUNCTION, timer);
  formsh_curl.multi_setopt(multi, CURLMOPT_TIMERDATA, context);
}
// Moves along the transfers of one socket that is ready (`events`: CURL_CSELECT_IN, _OUT,
// _ERR), or, for CURL_SOCKET_TIMEOUT, those whose time-outs are due.
static inline void formsh_curl_multi_socket_action(CURLM *multi, curl_socket_t socket,
                                                   int events) {
  int running = 0;
  formsh_curl.multi_socket_action(multi, socket, events, &running);
}
// The next finished transfer of a multi handle and its result, or NULL.
static inline CURL *formsh_curl_multi_next_done(CURLM *multi, CURLcode *result) {
  int left = 0;
  CURLMsg *message;
  while ((message = formsh_curl.multi_info_read(multi, &left)) != NULL) {
    if (message->msg == CURLMSG_DONE) {
      *result = message->data.result;
      return message->easy_handle;
    }
  }
  return NULL;
}

#endif
