// gumbo, Google's HTML5 parser, for Swift: the few calls formsh makes of it, in one place.
//
// gumbo.h declares plain C functions and structs Swift could use as they are, but its nodes
// hold their children and attributes in untyped vectors (`void **`) and their text in a
// union; each wrapper below reads one of them, so that the Swift side never casts a pointer.
#ifndef FORMSH_CGUMBO_SHIM_H
#define FORMSH_CGUMBO_SHIM_H

#include <gumbo.h>
#include <stddef.h>

/// Parses `length` bytes of UTF-8 as an HTML5 document (the WHATWG algorithm: every byte
/// string is a document, markup mended as a browser mends it); NULL when memory runs out.
/// Freed by `formsh_gumbo_destroy`.
static inline GumboOutput *formsh_gumbo_parse(const char *bytes, size_t length) {
  return gumbo_parse_with_options(&kGumboDefaultOptions, bytes, length);
}

static inline void formsh_gumbo_destroy(GumboOutput *output) {
  gumbo_destroy_output(&kGumboDefaultOptions, output);
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
  return gumbo_normalized_tagname(node->v.element.tag);
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
