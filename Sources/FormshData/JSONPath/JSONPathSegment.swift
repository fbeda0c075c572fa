/// One segment of a query: its selectors, applied to each input node (a child segment) or to
/// each input node and every node below it (a descendant segment, `..`).
struct JSONPathSegment: Sendable {
  let isDescendant: Bool
  let selectors: [JSONPathSelector]
}
