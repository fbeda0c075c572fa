// swift-tools-version: 6.0
// The architecture, as targets: Data → Domain ← Presentation ← Session ← Shell ← formsh,
// Domain ← Cases ← Session, Cases ← Shell, and Data → Platform ← Shell; batch fill is a wing
// of its own, Fill → Data, Domain, Platform, which the Shell's `fill` command drives. Below
// Data: Dialects → JSON, HTML → Dialects (an HTML page's form, parsed by gumbo), and YAML →
// JSON (libyaml, through CYAML).
// Domain (the form model and its use cases) depends on nothing but PCRE2 (through CPCRE2, for
// its patterns); JSON (the value type) and Dialects (other forms' languages said in formsh's,
// JSON in, JSON out) depend on nothing else at all; Data maps JSON into the Domain; Cases
// generates tests from a form (coverage, generated cases, probe planning); Presentation
// renders (measuring text with utf8proc, through CUtf8proc); Session coordinates editing,
// validation, submission and coverage over one form and hands Presentation its view; Shell
// runs commands, subcommands and the line editor (libedit, through CLibEdit); Platform makes
// formsh's system calls (files, descriptors, the terminal, Ctrl-C, threads, the browser) and
// is the one target that names the C library; `formsh` only wires them up.
import PackageDescription

/// The directory of this manifest (linker flags need absolute paths).
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

let package = Package(
  name: "formsh",
  products: [
    .executable(name: "formsh", targets: ["formsh"])
  ],
  targets: [
    // The system libedit, through a header of static inline wrappers (el_set and history are
    // C-variadic; Swift cannot call them). Its header gives the types and constants; the
    // library is opened with dlopen when the interactive shell starts (shim.h says why), so no
    // pkgConfig: its -ledit would link it, and libtinfo and libbsd, into every start.
    .systemLibrary(
      name: "CLibEdit",
      providers: [.apt(["libedit-dev"])]
    ),
    // The system PCRE2 (8-bit), through a header of static inline wrappers (its function
    // names are macros, and each thread needs its own match state).
    .systemLibrary(
      name: "CPCRE2",
      pkgConfig: "libpcre2-8",
      providers: [.apt(["libpcre2-dev"])]
    ),
    // The system utf8proc: Unicode's column widths and grapheme clusters, for the terminal.
    // No pkgConfig: its .pc file adds -DUTF8PROC_EXPORTS, which SwiftPM warns about on every
    // build; the header is in /usr/include and the module map links the library.
    .systemLibrary(
      name: "CUtf8proc",
      providers: [.apt(["libutf8proc-dev"])]
    ),
    // The system libcurl: formsh's HTTP client, in the Data layer. Its header gives the types
    // and constants; the library is opened with dlopen at the first request (shim.h says
    // why), so no pkgConfig: its -lcurl would link it into every start.
    .systemLibrary(
      name: "CCurl",
      providers: [.apt(["libcurl4-openssl-dev"])]
    ),
    // The system gumbo: an HTML5 parser (the WHATWG algorithm a browser runs), for pages whose
    // forms formsh reads. Its header gives the types; the library is opened with dlopen when
    // the first page is read (shim.h says why), so no pkgConfig and no link.
    .systemLibrary(
      name: "CGumbo",
      providers: [.apt(["libgumbo-dev"])]
    ),
    // The system libyaml: its event parser, for OpenAPI documents written in YAML.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    // The C library (re-exported by LibC.swift) and formsh's system calls: files,
    // descriptors, the terminal, Ctrl-C, threads, the browser. Those that fail with -1 and
    // errno go through one wrapper, `systemCall`, which retries EINTR.
    .target(name: "FormshPlatform"),
    // Entities, FormValue, validation rules, use cases. No I/O, no JSON. Patterns are
    // PCRE2's, called from one file (Values/PatternProgram.swift).
    .target(name: "FormshDomain", dependencies: ["CPCRE2"]),
    // Test generation: coverage of a form (what a run exercised of it), generated cases
    // (`formsh cases`) and probe planning (`formsh probe`'s payloads), from the Domain's form.
    .target(name: "FormshCases", dependencies: ["FormshDomain"]),
    // The JSON value type: JSONValue, JSONObject, JSON Pointers. No dependencies.
    .target(name: "FormshJSON"),
    // The languages of other systems' forms (JSON Schema, JSON Forms, SurveyJS, Adaptive
    // Cards, Form.io, Ory Kratos), each recognised and translated into formsh's own dialect:
    // JSON in, JSON out. What a translation needs of the rest of formsh (its limits, the
    // pattern engine) its caller gives it (`DialectContext`).
    .target(name: "FormshDialects", dependencies: ["FormshJSON"]),
    // HTML pages as forms: a page parsed by gumbo (through CGumbo, called from one file:
    // HTMLDocument.swift), its `<form>` said in formsh's dialect as the dialects say theirs
    // (HTML in, JSON out, with their problems and their pattern reading), and the errors a
    // server writes into a page it answers with.
    .target(name: "FormshHTML", dependencies: ["CGumbo", "FormshDialects", "FormshJSON"]),
    // YAML read as JSON values (an OpenAPI document in YAML): libyaml's events, through
    // CYAML, called from one file (YAMLEvents.swift); anchors, aliases and nesting bounded.
    .target(name: "FormshYAML", dependencies: ["FormshJSON", "CYAML"]),
    // JSON reading and writing, DTOs, DTO → Domain mapping, form sources, records, and HTTP
    // (libcurl, through CCurl, called from one file: HTTP/Curl.swift). It re-exports the JSON
    // value type and the dialects, which its API speaks (Exports.swift).
    .target(
      name: "FormshData",
      dependencies: [
        "FormshJSON", "FormshDialects", "FormshHTML", "FormshYAML", "FormshDomain", "FormshPlatform",
        "CCurl",
      ]),
    // The pure renderer: what is shown of a form, its diagnostics and failures, as text. Column
    // widths are utf8proc's, called from one file (Text/ColumnWidth.swift).
    .target(name: "FormshPresentation", dependencies: ["FormshDomain", "CUtf8proc"]),
    // The session: the application's editing, validation, submission and coverage
    // coordinator over one loaded form (the view model), which hands the renderer its
    // `FormView`. No I/O.
    .target(
      name: "FormshSession", dependencies: ["FormshDomain", "FormshCases", "FormshPresentation"]),
    // Batch fill (`formsh fill`): records read in blocks (JSON Lines, CSV), each filled by
    // the Domain's use case or on its bytes, result lines written in order, on several
    // threads; sending each valid record (`fill --to`).
    .target(name: "FormshFill", dependencies: ["FormshDomain", "FormshData", "FormshPlatform"]),
    // Commands, subcommands, line editing, scripts, the error printer. BuildCommit names
    // the commit it is built from, for `formsh --version`.
    .target(
      name: "FormshShell",
      dependencies: [
        "FormshDomain", "FormshCases", "FormshData", "FormshPresentation", "FormshSession",
        "FormshPlatform", "FormshFill", "CLibEdit",
      ],
      plugins: ["BuildCommit"]
    ),
    // Writes BuildCommit.swift before each build (tools/build-commit; rewritten only when
    // the commit changes, and "unknown" outside a git checkout).
    .plugin(name: "BuildCommit", capability: .buildTool()),
    // A release build links the Swift runtime, and the C++ library it needs, into the
    // binary: resolving libswiftCore, its companions and libstdc++ at every start cost more
    // than formsh's own start-up work (scripts and CI jobs run formsh thousands of times;
    // BENCHMARKS.md has the figures). tools/static-libstdc++ says how.
    .executableTarget(
      name: "formsh", dependencies: ["FormshShell", "FormshPlatform"],
      linkerSettings: [
        .unsafeFlags(
          ["-static-stdlib", "-L\(packageDirectory)/tools/static-libstdc++"],
          .when(configuration: .release))
      ]),

    // What several test targets share: golden files.
    .target(name: "FormshTestSupport", path: "Tests/Support"),
    .testTarget(name: "FormshPlatformTests", dependencies: ["FormshPlatform"]),
    // The dialects' own tests, on the JSON value alone: how a field is built and how an outcome
    // is worded. Translations of whole documents, which need the parser, are FormshDataTests'.
    .testTarget(name: "FormshDialectsTests", dependencies: ["FormshDialects", "FormshJSON"]),
    .testTarget(name: "FormshYAMLTests", dependencies: ["FormshYAML", "FormshJSON"]),
    .testTarget(
      name: "FormshDomainTests",
      dependencies: ["FormshDomain", "FormshCases", "FormshPlatform", "FormshTestSupport"]),
    .testTarget(
      name: "FormshDataTests",
      dependencies: [
        "FormshData", "FormshDialects", "FormshHTML", "FormshJSON", "FormshDomain",
        "FormshPlatform", "FormshTestSupport",
      ],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "FormshFillTests",
      dependencies: [
        "FormshFill", "FormshData", "FormshDomain", "FormshPlatform", "FormshTestSupport",
      ]
    ),
    .testTarget(
      name: "FormshPresentationTests",
      dependencies: [
        "FormshPresentation", "FormshSession", "FormshCases", "FormshDomain", "FormshData",
        "FormshPlatform", "FormshTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "FormshShellTests",
      dependencies: [
        "FormshShell", "FormshFill", "FormshPresentation", "FormshSession", "FormshCases",
        "FormshDomain", "FormshData", "FormshPlatform", "FormshTestSupport",
      ]
    ),
    .testTarget(
      name: "EndToEndTests", dependencies: ["formsh", "FormshPlatform", "FormshTestSupport"],
      exclude: ["Transcripts", "Backend", "Fixtures", "Django"]),
  ],
  swiftLanguageModes: [.v6]
)
