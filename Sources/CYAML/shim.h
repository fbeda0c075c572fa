// libyaml for Swift: its event parser, whose events FormshYAML's reader (YAMLEvents.swift, the
// one file that imports this module) turns into JSON values. The header imports as it is;
// the wrapper below only names the scalar event's members, which sit in a union.
#ifndef FORMSH_CYAML_SHIM_H
#define FORMSH_CYAML_SHIM_H

#include <yaml.h>

/// The scalar of a YAML_SCALAR_EVENT: its bytes, their count, whether it was written plain
/// (unquoted, so typed by the core schema), and its tag (NULL when it has none).
static inline const unsigned char *formsh_yaml_scalar(const yaml_event_t *event, size_t *length,
                                                      int *plain, const unsigned char **tag) {
  *length = event->data.scalar.length;
  *plain = event->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
  *tag = event->data.scalar.tag;
  return event->data.scalar.value;
}

#endif
