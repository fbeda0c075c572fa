// gumbo, Google's HTML5 parser, for Swift: the few calls formsh makes of it, in one place.
//
// gumbo is opened with dlopen when the first HTML page is read rather than linked: most runs
// of formsh read no page, and each library linked is mapped at every start (formsh starts in
// a few milliseconds; scripts run it thousands of times). `formsh_gumbo_load` opens
// libgumbo.so.1 and looks up what formsh calls; only the header's types come from <gumbo.h>.
// gumbo's nodes hold their children and attributes in untyped vectors (`void **`) and their
// text in a union; each reader below reads one of them, so that Swift never casts a pointer.
#ifndef FORMSH_CGUMBO_SHIM_H
#define FORMSH_CGUMBO_SHIM_H

#include <dlfcn.h>
#include <gumbo.h>
#include <pthread.h>
#include <stddef.h>

struct formsh_gumbo_functions {
  GumboOutput *(*parse_with_options)(const GumboOptions *, const char *, size_t);
  void (*destroy_output)(const GumboOptions *, GumboOutput *);
  const char *(*normalized_tagname)(GumboTag);
  const GumboOptions *default_options;
};

// Function-local statics: Swift emits the C functions it calls, and these with them.
static inline struct formsh_gumbo_functions *formsh_gumbo_table(void) {
  static struct formsh_gumbo_functions table;
  return &table;
}

static inline int *formsh_gumbo_loaded(void) {
  static int loaded = 0;
  return &loaded;
}

static void formsh_gumbo_open(void) {
  void *library = dlopen("libgumbo.so.1", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) library = dlopen("libgumbo.so", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  struct formsh_gumbo_functions *table = formsh_gumbo_table();
  *(void **)&table->parse_with_options = dlsym(library, "gumbo_parse_with_options");
  *(void **)&table->destroy_output = dlsym(library, "gumbo_destroy_output");
  *(void **)&table->normalized_tagname = dlsym(library, "gumbo_normalized_tagname");
  table->default_options = (const GumboOptions *)dlsym(library, "kGumboDefaultOptions");
  *formsh_gumbo_loaded() = table->parse_with_options && table->destroy_output &&
                           table->normalized_tagname && table->default_options;
}

/// Opens gumbo, once; 1 when it is there, 0 when libgumbo.so.1 cannot be opened.
static inline int formsh_gumbo_load(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, formsh_gumbo_open);
  return *formsh_gumbo_loaded();
}

/// Parses `length` bytes of UTF-8 as an HTML5 document (the WHATWG algorithm: every byte
/// string is a document, markup mended as a browser mends it); NULL when memory runs out.
/// Freed by `formsh_gumbo_destroy`. Only after `formsh_gumbo_load` said 1.
static inline GumboOutput *formsh_gumbo_parse(const char *bytes, size_t length) {
  struct formsh_gumbo_functions *table = formsh_gumbo_table();
  return table->parse_with_options(table->default_options, bytes, length);
}

static inline void formsh_gumbo_destroy(GumboOutput *output) {
  struct formsh_gumbo_functions *table = formsh_gumbo_table();
  table->destroy_output(table->default_options, output);
}

/// 1 for an element (or a template), 2 for text (CDATA and whitespace included), 0 otherwise
/// (the document, comments).
static inline int formsh_gumbo_kind(const GumboNode *node) {
  switch (node->type) {
  case GUMBO_NODE_ELEMENT:
  case GUMBO_NODE_TEMPLATE: return 1;
  case GUMBO_NODE_TEXT:
  case GUMBO_NODE_CDATA:
  case GUMBO_NODE_WHITESPACE: return 2;
  default: return 0;
  }
}

/// An element's tag name in lower case ("" for a tag gumbo does not know: see
/// `formsh_gumbo_original_tag`).
static inline const char *formsh_gumbo_tag(const GumboNode *node) {
  return formsh_gumbo_table()->normalized_tagname(node->v.element.tag);
}

/// The number of an element's children (or a document's).
static inline unsigned int formsh_gumbo_child_count(const GumboNode *node) {
  if (node->type == GUMBO_NODE_DOCUMENT) return node->v.document.children.length;
  if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE)
    return node->v.element.children.length;
  return 0;
}

static inline const GumboNode *formsh_gumbo_child(const GumboNode *node, unsigned int index) {
  const GumboVector *children = node->type == GUMBO_NODE_DOCUMENT
                                    ? &node->v.document.children
                                    : &node->v.element.children;
  return (const GumboNode *)children->data[index];
}

static inline unsigned int formsh_gumbo_attribute_count(const GumboNode *node) {
  return node->v.element.attributes.length;
}

/// The name (lower case) and value (character references decoded) of an element's attribute.
static inline const GumboAttribute *formsh_gumbo_attribute(const GumboNode *node,
                                                           unsigned int index) {
  return (const GumboAttribute *)node->v.element.attributes.data[index];
}

/// Whether the page wrote the element's end tag (`</p>`), rather than the parser closing it
/// (a `<p>` ends where a `<ul>` starts).
static inline int formsh_gumbo_end_tag_written(const GumboNode *node) {
  return node->v.element.original_end_tag.length > 0;
}

/// A text node's text (character references decoded).
static inline const char *formsh_gumbo_text(const GumboNode *node) {
  return node->v.text.text;
}

/// The document node of a parse.
static inline const GumboNode *formsh_gumbo_document(const GumboOutput *output) {
  return output->document;
}

#endif
