// swift-tools-version: 6.0
// The architecture, as targets: Data → Domain ← Presentation ← Shell ← formsh.
// Domain depends on nothing; Data maps JSON into it; Presentation renders it;
// Shell owns every terminal and process concern; `formsh` only wires them up.
import PackageDescription

let package = Package(
  name: "formsh",
  products: [
    .executable(name: "formsh", targets: ["formsh"])
  ],
  targets: [
    // The system libedit, through a header of static inline wrappers
    // (el_set and history are C-variadic; Swift cannot call them).
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // Entities, FormValue, validation rules, use cases. No I/O, no JSON.
    .target(name: "FormshDomain"),
    // JSON reading and writing, DTOs, DTO → Domain mapping, form sources, records.
    .target(name: "FormshData", dependencies: ["FormshDomain"]),
    // The session (view model) and the pure renderer.
    .target(name: "FormshPresentation", dependencies: ["FormshDomain"]),
    // Commands, line editing, scripts, batch fill, terminal I/O.
    .target(
      name: "FormshShell",
      dependencies: ["FormshDomain", "FormshData", "FormshPresentation", "CLibEdit"]
    ),
    .executableTarget(name: "formsh", dependencies: ["FormshShell"]),

    // What several test targets share: golden files.
    .target(name: "FormshTestSupport", path: "Tests/Support"),
    .testTarget(name: "FormshDomainTests", dependencies: ["FormshDomain"]),
    .testTarget(
      name: "FormshDataTests", dependencies: ["FormshData", "FormshDomain"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "FormshPresentationTests",
      dependencies: ["FormshPresentation", "FormshDomain", "FormshData", "FormshTestSupport"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "FormshShellTests",
      dependencies: ["FormshShell", "FormshPresentation", "FormshDomain", "FormshData"]
    ),
    .testTarget(
      name: "EndToEndTests", dependencies: ["formsh", "FormshTestSupport"],
      exclude: ["Transcripts"]),
  ],
  swiftLanguageModes: [.v6]
)
