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

    /// The value of the condition on the line of the directive at `index`, when it is one this type decides, and the
    /// condition as written: atoms it knows (a compilation condition, `canImport(…)`, `os(…)`, a macro, `defined(…)`),
    /// negated with `!`, grouped in parentheses and joined with `&&` and `||` (eRouska's `#if !PROD || DEBUG`), an unknown
    /// atom deciding only what the others leave open.
    static func evaluate(after index: Int, in file: SourceFile, build: ShippedBuild) -> (Bool?, String) {
        let tokens = file.tokens
        var words: [String] = []
        var next = index + 1
        while next < tokens.count, tokens[next].line == tokens[index].line, tokens[next].kind != .pound {
            let word = file.text(of: tokens[next])
            // (`||` and `&&` as one operator, however the lexer splits them.)
            if let last = words.last, (last == "|" && word == "|") || (last == "&" && word == "&") {
                words[words.count - 1] = last + word
            } else {
                words.append(word)
            }
            next += 1
        }
        var parser = ConditionParser(words: words, file: file, build: build)
        let value = parser.disjunction()
        return (parser.position == words.count ? value : nil, words.joined())
    }

    /// Reads a directive's condition by precedence (`||` below `&&` below `!`), each value true, false or unknown (nil).
    private struct ConditionParser {
        let words: [String]
        let file: SourceFile
        let build: ShippedBuild
        var position = 0

        mutating func disjunction() -> Bool? { joined("||", absorbing: true) { $0.conjunction() } }

        mutating func conjunction() -> Bool? { joined("&&", absorbing: false) { $0.unary() } }

        /// Operands joined by `operator`: one operand of the `absorbing` value gives the whole that value (`true` for
        /// `||`, `false` for `&&`), all of the other value give the other, anything else is unknown.
        private mutating func joined(_ operator: String, absorbing: Bool, operand: (inout ConditionParser) -> Bool?) -> Bool? {
            var value = operand(&self)
            while position < words.count, words[position] == `operator` {
                position += 1
                let other = operand(&self)
                value = value == absorbing || other == absorbing ? absorbing : (value == !absorbing && other == !absorbing ? !absorbing : nil)
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard position < words.count else { return nil }
            if words[position] == "!" {
                position += 1
                return unary().map { !$0 }
            }
            if words[position] == "(" {
                position += 1
                let value = disjunction()
                guard position < words.count, words[position] == ")" else { return nil }
                position += 1
                return value
            }
            // An atom: a word, with its parenthesized argument (`os(iOS)`), or `defined NAME`.
            var atom = [words[position]]
            position += 1
            if position < words.count, words[position] == "(" {
                while position < words.count {
                    atom.append(words[position])
                    position += 1
                    if atom.last == ")" { break }
                }
            } else if atom[0] == "defined", position < words.count {
                atom.append(words[position])
                position += 1
            }
            return CompiledOutBlock.value(of: atom, in: file, build: build)
        }
    }

    /// The value of one atom of a condition (`DEBUG`, `canImport(X)`, `os(macOS)`, `defined(X)`); nil when not decided.
    static func value(of atom: [String], in file: SourceFile, build: ShippedBuild) -> Bool? {
        switch atom {
        case let w where w.count == 4 && w[0] == "canImport" && w[1] == "(" && w[3] == ")":
            return build.linkedModules.contains(w[2]) ? true : nil
        case let w where w.count == 4 && w[0] == "targetEnvironment" && w[1] == "(" && (w[2] == "simulator" || w[2] == "macCatalyst") && w[3] == ")":
            return false
        case ["TARGET_OS_SIMULATOR"], ["TARGET_IPHONE_SIMULATOR"], ["TARGET_OS_MACCATALYST"], ["false"], ["0"]:
            return false
        case let w where w.count == 4 && w[0] == "os" && w[1] == "(" && w[3] == ")" && file.language == .swift && Self.otherPlatforms.contains(w[2]):
            // A multiplatform app's Mac or TV branch (kiwix's `#if os(macOS)` diagnostics tab): no iPhone or iPad runs it.
            return false
        case let w where w.count == 1 && file.language == .swift:
            return build.sets(w[0])
        case let w where w.count == 1 && file.language != .swift:
            // A macro the build does not define is 0 to `#if`.
            return build.macro(w[0]).map { ($0 ?? "0") != "0" }
        case let w where w.count == 4 && w[0] == "defined" && w[1] == "(" && w[3] == ")" && file.language != .swift,
             let w where w.count == 2 && w[0] == "defined" && file.language != .swift:
            return build.macro(w.count == 4 ? w[2] : w[1]).map { $0 != nil }
        default:
            return nil
        }
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
