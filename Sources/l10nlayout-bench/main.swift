// `make bench`: performance figures, each printed beside a reference measured in the same run.
// `l10nlayout-bench [section …]` runs the named sections (default: all). Each section lives in its own
// file as `enum <Name>Bench { static func run(arguments:) }`.
import Foundation

let sections: [(name: String, run: ([String]) -> Void)] = [
    ("strings", StringsBench.run),
    ("ib", InterfaceBuilderBench.run),
    ("text", TextBench.run),
    ("solver", SolverBench.run),
    ("layout", LayoutBench.run),
    ("render", RenderBench.run),
    ("source", SourceBench.run),
    ("scaling", ScalingBench.run),
]

// A child process of the scaling section runs one case and exits.
if let spec = CommandLine.arguments.dropFirst().first(where: { $0.hasPrefix("--scaling-case=") }) {
    ScalingBench.runChild(String(spec.dropFirst("--scaling-case=".count)))
    exit(0)
}

let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("""
    usage: l10nlayout-bench [section …]
    Prints each performance figure beside a reference measured in the same run (release build).
    sections: \(sections.map(\.name).joined(separator: " ")) (default: all)
    """)
    exit(0)
}
let names = Set(sections.map(\.name))
for word in requested where !names.contains(word) && !word.hasPrefix("-") {
    FileHandle.standardError.write(Data("l10nlayout-bench: unknown section '\(word)'; sections: \(sections.map(\.name).joined(separator: " "))\n".utf8))
    exit(2)
}
for section in sections where requested.filter({ !$0.hasPrefix("-") }).isEmpty || requested.contains(section.name) {
    print("== \(section.name) ==")
    let start = PeakMemory.reset()
    section.run(requested.filter { $0.hasPrefix("-") })
    let peak = PeakMemory.megabytes(wasReset: start != nil)
    if let start {
        print(String(format: "peak RSS of this section: %.0f MB (%.0f MB resident when it started)", peak.value, start))
    } else {
        print(String(format: "peak RSS of the process so far: %.0f MB (the peak cannot be reset here)", peak.value))
    }
}
