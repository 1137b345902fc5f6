// swift-tools-version:6.0
//
// l10nlayout: lossless localization tables, ibtool-exact extraction and per-language Auto Layout checks
// for apps localized with Base Internationalization. See README.md and ../shared/DESIGN.md.
//
// The only dependencies are the toolchain's own modules and Debian's C libraries (ICU, HarfBuzz,
// FreeType, cairo, Hunspell, libyaml); the Makefile installs those. Data flows down the page; a module imports only the
// modules above it:
//
//   CICU   CHarfBuzz   CCairo   CHunspell   CYAML  C shims: no C type leaks upward
//   L10nStrings                            tables, catalogs, XLIFF, JSON in and out, language codes
//   L10nSolver                             Cassowary with UIKit's strict priorities
//   L10nText            (Strings, CICU, CHarfBuzz, CHunspell)  fonts, shaping, line breaking, bidi, languages
//   L10nInterfaceBuilder (Strings)         storyboards and xibs, ibtool-exact extraction
//   L10nSource          (Strings)          Swift / Objective-C lexer, genstrings, outlet assignments
//   L10nProject         (Strings, IB, Source, CYAML)  the Workspace: one walk, each file parsed once, the
//                                          Xcode project (what ships), extraction and exchange plans
//   L10nLayout          (IB, Text, Solver) typed IB tree + language + screen -> frames and texts
//   L10nChecks          (Project, Layout)  rules, ProjectLinter, VerifyPipeline -> findings + layouts
//   L10nReport          (Checks)           one reporter per output format
//   L10nRender          (Checks, Report, CCairo)  PNG and HTML drawings of the pipeline's layouts
//   L10nCLI, l10nlayout                    options, one library call per command, output
import PackageDescription

let package = Package(
    name: "l10nlayout",
    products: [
        .executable(name: "l10nlayout", targets: ["l10nlayout"]),
        .library(name: "L10nStrings", targets: ["L10nStrings"]),
        .library(name: "L10nInterfaceBuilder", targets: ["L10nInterfaceBuilder"]),
        .library(name: "L10nSource", targets: ["L10nSource"]),
        .library(name: "L10nProject", targets: ["L10nProject"]),
        .library(name: "L10nText", targets: ["L10nText"]),
        .library(name: "L10nSolver", targets: ["L10nSolver"]),
        .library(name: "L10nLayout", targets: ["L10nLayout"]),
        .library(name: "L10nChecks", targets: ["L10nChecks"]),
        .library(name: "L10nReport", targets: ["L10nReport"]),
        .library(name: "L10nRender", targets: ["L10nRender"]),
    ],
    targets: [
        // C shim over the system ICU. Its public header uses only <stdint.h> types: Foundation bundles
        // its own ICU, and a Swift module that sees both sets of headers fails to build.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n"), .linkedLibrary("icudata")]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz freetype2",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]
        ),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo freetype2", providers: [.apt(["libcairo2-dev"])]),
        // Spelling dictionaries tell which language a Latin-script text is in; the dictionaries themselves are
        // Debian's hunspell-* packages (the Makefile's list), read at run time.
        .systemLibrary(name: "CHunspell", pkgConfig: "hunspell", providers: [.apt(["libhunspell-dev"]), .brew(["hunspell"])]),
        // YAML, for XcodeGen's `project.yml`: what an app whose Xcode project is generated, not checked in, builds.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),

        .target(name: "L10nStrings", dependencies: ["CICU"]),
        .target(name: "L10nSolver"),
        .target(name: "L10nText", dependencies: ["L10nStrings", "CICU", "CHarfBuzz", "CHunspell"]),
        .target(name: "L10nInterfaceBuilder", dependencies: ["L10nStrings"]),
        .target(name: "L10nSource", dependencies: ["L10nStrings"]),
        .target(name: "L10nProject", dependencies: ["L10nStrings", "L10nInterfaceBuilder", "L10nSource", "CICU", "CYAML"]),
        .target(name: "L10nLayout", dependencies: ["L10nInterfaceBuilder", "L10nText", "L10nSolver"]),
        .target(name: "L10nChecks", dependencies: ["L10nStrings", "L10nInterfaceBuilder", "L10nSource", "L10nProject", "L10nLayout", "L10nText"]),
        .target(name: "L10nReport", dependencies: ["L10nChecks", "L10nStrings"]),
        .target(name: "L10nRender", dependencies: ["L10nInterfaceBuilder", "L10nLayout", "L10nText", "L10nChecks", "L10nReport", "L10nProject", "CCairo"]),

        .target(
            name: "L10nCLI",
            dependencies: ["L10nStrings", "L10nInterfaceBuilder", "L10nSource", "L10nProject", "L10nText", "L10nSolver", "L10nLayout",
                           "L10nChecks", "L10nReport", "L10nRender"]
        ),
        .executableTarget(name: "l10nlayout", dependencies: ["L10nCLI"]),
        .executableTarget(
            name: "l10nlayout-bench",
            dependencies: ["L10nStrings", "L10nInterfaceBuilder", "L10nText", "L10nSolver", "L10nLayout", "L10nRender", "L10nCLI", "L10nSource", "L10nProject"]
        ),

        .testTarget(name: "L10nStringsTests", dependencies: ["L10nStrings"], exclude: ["Fixtures"]),
        .testTarget(name: "L10nSourceTests", dependencies: ["L10nSource"]),
        .testTarget(name: "L10nProjectTests", dependencies: ["L10nProject"]),
        .testTarget(name: "L10nSolverTests", dependencies: ["L10nSolver"]),
        .testTarget(name: "L10nTextTests", dependencies: ["L10nText"]),
        .testTarget(name: "L10nInterfaceBuilderTests", dependencies: ["L10nInterfaceBuilder", "L10nStrings"]),
        .testTarget(name: "L10nLayoutTests", dependencies: ["L10nLayout", "L10nInterfaceBuilder", "L10nText"]),
        .testTarget(name: "L10nChecksTests", dependencies: ["L10nChecks", "L10nStrings", "L10nLayout", "L10nInterfaceBuilder", "L10nText"]),
        .testTarget(name: "L10nReportTests", dependencies: ["L10nReport", "L10nChecks", "L10nStrings"], exclude: ["Fixtures"]),
        .testTarget(name: "L10nRenderTests", dependencies: ["L10nRender", "L10nLayout", "L10nInterfaceBuilder", "L10nText"]),
        .testTarget(name: "L10nCLITests", dependencies: ["L10nCLI", "L10nRender"], exclude: ["Fixtures"]),
        // Generated and hostile inputs across modules (issue 17): each case failed before its fix.
        .testTarget(
            name: "AdversarialTests",
            dependencies: ["L10nCLI", "L10nStrings", "L10nInterfaceBuilder", "L10nText", "L10nSolver", "L10nLayout", "L10nRender", "L10nProject"],
            exclude: ["FuzzFindings"]
        ),
    ],
    // Swift 5 mode: the C-backed text engine passes FreeType/HarfBuzz handles between threads under its
    // own locks, which Swift 6's checker cannot see. Revisit when those types are wrapped as Sendable.
    swiftLanguageModes: [.v5]
)
