// swift-tools-version: 6.0
// The architecture, as targets: Data → Domain ← Presentation ← Shell ← formsh.
// Domain depends on nothing; Data maps JSON into it; Presentation renders it;
// Shell owns the terminal session, commands and subcommands; `formsh` only wires them up.
// Every system call (files, descriptors, the terminal, signals, threads, processes) lives in
// Platform, which Data and Shell use and which depends on nothing but the C library.
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
    // The C library behind one wrapper (`systemCall`: errno and EINTR handled once), files,
    // descriptors, the terminal, Ctrl-C, threads, the browser. The only target naming Glibc.
    .target(name: "FormshPlatform"),
    // Entities, FormValue, validation rules, use cases. No I/O, no JSON.
    .target(name: "FormshDomain"),
    // JSON reading and writing, DTOs, DTO → Domain mapping, form sources, records.
    .target(name: "FormshData", dependencies: ["FormshDomain", "FormshPlatform"]),
    // The session (view model) and the pure renderer.
    .target(name: "FormshPresentation", dependencies: ["FormshDomain"]),
    // Commands, line editing, scripts, batch fill, terminal I/O.
    .target(
      name: "FormshShell",
      dependencies: [
        "FormshDomain", "FormshData", "FormshPresentation", "FormshPlatform", "CLibEdit",
      ]
    ),
    .executableTarget(name: "formsh", dependencies: ["FormshShell", "FormshPlatform"]),

    .testTarget(name: "FormshDomainTests", dependencies: ["FormshDomain", "FormshPlatform"]),
    .testTarget(
      name: "FormshDataTests", dependencies: ["FormshData", "FormshDomain"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "FormshPresentationTests",
      dependencies: ["FormshPresentation", "FormshDomain", "FormshData", "FormshPlatform"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "FormshShellTests",
      dependencies: [
        "FormshShell", "FormshPresentation", "FormshDomain", "FormshData", "FormshPlatform",
      ]
    ),
    .testTarget(name: "EndToEndTests", dependencies: ["formsh", "FormshPlatform"]),
  ],
  swiftLanguageModes: [.v6]
)
