/// A branch of `#if` that the app users install does not contain, decided from what the build is known to
/// have: `#else` after `#if canImport(FirebaseAuth)` when the app links that package product (the branch is
/// the fallback for a build without it), and the simulator's branch (`#if targetEnvironment(simulator)`,
/// `#if TARGET_OS_SIMULATOR`), which no device runs, Mac Catalyst's (`#if targetEnvironment(macCatalyst)`,
/// `#if TARGET_OS_MACCATALYST`) and another system's (`#if os(macOS)`), which no iPhone or iPad runs, `#if false` (`#if 0`), and in Swift a compilation condition
/// the project's shipped configuration (`Release`, or the one named for production) settles (`#if !RELEASE` where it sets `RELEASE`; see ``ShippedBuild``).
/// Any other condition decides nothing: both branches may be built. (`#if DEBUG` is also
/// ``ShownLiteral/debugBlocks(_:)``'s.)
public struct CompiledOutBlock: Sendable, Equatable {
    /// The tokens of the branch, from its `#if`/`#elseif`/`#else` to the next one or `#endif`.
    public var range: Range<Int>
    /// The condition that leaves it out, as written (`canImport(FirebaseAuth)`, `targetEnvironment(simulator)`).
    public var condition: String

    /// The compiled-out branches of `file` in source order, as far as `build` tells.
    static func scan(_ file: SourceFile, build: ShippedBuild) -> [CompiledOutBlock] {
        let tokens = file.tokens
        // Per open `#if`: the condition of a branch known to be taken (then every later one is out), and where the
        // current branch started if it is out, with its reason.
        struct Frame {
            var taken: String?
            var outSince: (start: Int, condition: String)?
        }
        var frames: [Frame] = []
        var found: [CompiledOutBlock] = []
        func close(at index: Int) {
            guard let out = frames.last?.outSince else { return }
            found.append(CompiledOutBlock(range: out.start..<index, condition: out.condition))
            frames[frames.count - 1].outSince = nil
        }
        for (index, token) in tokens.enumerated() where token.kind == .pound {
            switch file.text(of: token).filter({ !$0.isWhitespace }) {
            case "#if", "#ifdef", "#ifndef":
                let directive = file.text(of: token).filter { !$0.isWhitespace }
                let (value, condition) = directive == "#if" ? evaluate(after: index, in: file, build: build)
                    : definedness(after: index, in: file, build: build, negated: directive == "#ifndef")
                frames.append(Frame(taken: value == true ? condition : nil, outSince: value == false ? (index, condition) : nil))
            case "#elseif", "#elif":
                guard !frames.isEmpty else { continue }
                close(at: index)
                let (value, condition) = evaluate(after: index, in: file, build: build)
                if let taken = frames[frames.count - 1].taken {
                    frames[frames.count - 1].outSince = (index, taken)
                } else if value == false {
                    frames[frames.count - 1].outSince = (index, condition)
                } else if value == true {
                    frames[frames.count - 1].taken = condition
                }
            case "#else":
                guard !frames.isEmpty else { continue }
                close(at: index)
                if let taken = frames[frames.count - 1].taken { frames[frames.count - 1].outSince = (index, taken) }
            case "#endif":
                guard !frames.isEmpty else { continue }
                close(at: index)
                frames.removeLast()
            default:
                break
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The value of the condition on the line of the directive at `index`, when it is one this type decides
    /// (maybe negated with `!`), and the condition as written.
    static func evaluate(after index: Int, in file: SourceFile, build: ShippedBuild) -> (Bool?, String) {
        let tokens = file.tokens
        var words: [String] = []
        var next = index + 1
        while next < tokens.count, tokens[next].line == tokens[index].line, tokens[next].kind != .pound {
            words.append(file.text(of: tokens[next]))
            next += 1
        }
        var negated = false
        var atom = words[...]
        if atom.first == "!" {
            negated = true
            atom = atom.dropFirst()
        }
        let condition = words.joined()
        let value: Bool?
        switch Array(atom) {
        case let w where w.count == 4 && w[0] == "canImport" && w[1] == "(" && w[3] == ")":
            value = build.linkedModules.contains(w[2]) ? true : nil
        case let w where w.count == 4 && w[0] == "targetEnvironment" && w[1] == "(" && (w[2] == "simulator" || w[2] == "macCatalyst") && w[3] == ")":
            value = false
        case ["TARGET_OS_SIMULATOR"], ["TARGET_IPHONE_SIMULATOR"], ["TARGET_OS_MACCATALYST"], ["false"], ["0"]:
            value = false
        case let w where w.count == 4 && w[0] == "os" && w[1] == "(" && w[3] == ")" && file.language == .swift && Self.otherPlatforms.contains(w[2]):
            // A multiplatform app's Mac or TV branch (kiwix's `#if os(macOS)` diagnostics tab): no iPhone or iPad runs it.
            value = false
        case let w where w.count == 1 && file.language == .swift:
            value = build.sets(w[0])
        case let w where w.count == 1 && file.language != .swift:
            // A macro the build does not define is 0 to `#if`.
            value = build.macro(w[0]).map { ($0 ?? "0") != "0" }
        case let w where w.count == 4 && w[0] == "defined" && w[1] == "(" && w[3] == ")" && file.language != .swift,
             let w where w.count == 2 && w[0] == "defined" && file.language != .swift:
            value = build.macro(w.count == 4 ? w[2] : w[1]).map { $0 != nil }
        default:
            value = nil
        }
        return (value.map { negated ? !$0 : $0 }, condition)
    }

    /// The operating systems of `os(…)` that no iPhone, iPad or Apple Watch runs.
    static let otherPlatforms: Set<String> = ["macOS", "OSX", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI"]

    /// The value of `#ifdef NAME` (`#ifndef NAME` when `negated`) at `index`, when the build settles whether it
    /// defines `NAME`, and the condition as written (`USESEC`, `!USESEC`). `TARGET_OS_SIMULATOR` is always defined
    /// (to 0 or 1): `#ifdef` of it is true everywhere, and decides nothing here.
    static func definedness(after index: Int, in file: SourceFile, build: ShippedBuild, negated: Bool) -> (Bool?, String) {
        let tokens = file.tokens
        guard file.language != .swift, index + 1 < tokens.count, tokens[index + 1].line == tokens[index].line else { return (nil, "") }
        let name = file.text(of: tokens[index + 1])
        let value = build.macro(name).map { $0 != nil }
        return (value.map { negated ? !$0 : $0 }, (negated ? "!" : "") + name)
    }
}
