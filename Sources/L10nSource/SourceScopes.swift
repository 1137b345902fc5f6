import L10nStrings

/// For each token of a file: the class whose code it is (a Swift `class`/`struct`/`extension` body, an
/// Objective-C `@implementation`) and the method, accessor or initializer whose body holds it. Scanners that
/// attribute what code does to a class and a moment (`viewDidLoad`) read it instead of tracking scopes again.
struct SourceScopes {
    /// The class of each token, nil outside every class.
    let classes: [String?]
    /// The method of each token (its base name: `viewWillAppear`, `init`), nil outside method bodies.
    let methods: [String?]
    /// For each token in a method: how many blocks inside the method's body hold it (0 directly in the body,
    /// 1 in an `if`'s block or a closure…).
    let nesting: [Int]

    /// The class of the token that starts at `location`, or of the first token after it.
    func type(at location: SourceLocation, in file: SourceFile) -> String? {
        let index = tokenIndex(at: location, in: file)
        return index < classes.count ? classes[index] : nil
    }

    /// The index of the token that starts at `location`, or of the first token after it.
    private func tokenIndex(at location: SourceLocation, in file: SourceFile) -> Int {
        let tokens = file.tokens
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].location < location { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The method of the token at `index` with its class (`ProfileCell|setup`): one method among the file's, whatever
    /// other classes name theirs. Nil outside method bodies.
    func methodKey(_ index: Int) -> String? {
        methods[index].map { "\(classes[index] ?? "")|\($0)" }
    }

    /// ``methodKey(_:)`` of the token that starts at `location`, or of the first token after it.
    func methodKey(at location: SourceLocation, in file: SourceFile) -> String? {
        let index = tokenIndex(at: location, in: file)
        return index < methods.count ? methodKey(index) : nil
    }

    init(_ file: SourceFile) {
        var walker = Walker(file: file)
        walker.run()
        classes = walker.classes
        methods = walker.methods
        nesting = walker.nesting
    }

    private struct Walker {
        let file: SourceFile
        var classes: [String?] = []
        var methods: [String?] = []
        var nesting: [Int] = []
        /// Open `{` scopes: the type a Swift type body declares, the method a body belongs to.
        private var scopes: [(type: String?, method: String?)] = []
        private var pendingType: String?
        private var pendingMethod: String?
        private var implementationClass: String?

        init(file: SourceFile) { self.file = file }

        private var tokens: [SourceToken] { file.tokens }
        private func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }
        private func isIdentifier(_ i: Int) -> Bool { i >= 0 && i < tokens.count && tokens[i].kind == .identifier }
        private func isPunctuation(_ i: Int, _ value: String) -> Bool {
            i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && text(i) == value
        }

        /// Whether the `var` at `index` opens a body on its line (a computed property, observers, a closure's value):
        /// a stored one with no brace there (`static var toolbarHeight: CGFloat = 46`) does not, and the next
        /// `{` is another declaration's.
        private func opensBody(afterVar index: Int) -> Bool {
            var j = index + 1
            while j < tokens.count, tokens[j].line == tokens[index].line {
                if isPunctuation(j, "{") { return true }
                j += 1
            }
            return j < tokens.count && isPunctuation(j, "{")
        }

        mutating func run() {
            classes.reserveCapacity(tokens.count)
            methods.reserveCapacity(tokens.count)
            for i in tokens.indices {
                classes.append(scopes.last(where: { $0.type != nil })?.type ?? implementationClass)
                let method = scopes.lastIndex(where: { $0.method != nil })
                methods.append(method.map { scopes[$0].method } ?? nil)
                nesting.append(method.map { scopes.count - 1 - $0 } ?? 0)
                switch tokens[i].kind {
                case .attribute:
                    if file.token(tokens[i], is: "@implementation"), isIdentifier(i + 1) { implementationClass = text(i + 1) }
                    if file.token(tokens[i], is: "@end") { implementationClass = nil }
                case .punctuation:
                    if isPunctuation(i, "{") {
                        scopes.append((pendingType, pendingMethod))
                        pendingType = nil
                        pendingMethod = nil
                    } else if isPunctuation(i, "}") {
                        if !scopes.isEmpty { scopes.removeLast() }
                    } else if isPunctuation(i, ";") {
                        pendingMethod = nil
                    } else if file.language != .swift, scopes.isEmpty, implementationClass != nil,
                              isPunctuation(i, "-") || isPunctuation(i, "+"), isPunctuation(i + 1, "(") {
                        // `- (void)viewWillAppear:(BOOL)animated {`: the name follows the return type.
                        var close = i + 2
                        while close < tokens.count, !isPunctuation(close, ")") { close += 1 }
                        if isIdentifier(close + 1) { pendingMethod = text(close + 1) }
                    }
                case .identifier:
                    guard file.language == .swift else { break }
                    let name = text(i)
                    if ["class", "struct", "enum", "extension", "actor"].contains(name), isIdentifier(i + 1),
                       !(name == "class" && OutletScanner.classMemberWords.contains(text(i + 1))) {
                        pendingType = text(i + 1)
                        pendingMethod = nil
                    } else if name == "func" || (name == "var" && scopes.last?.type != nil && opensBody(afterVar: i)), isIdentifier(i + 1) {
                        // A function, or a computed property of a type (a `var` in a body is a local; a stored one,
                        // `static var toolbarHeight: CGFloat = 46`, opens no body: the next `{` is another declaration's).
                        pendingMethod = text(i + 1)
                    } else if ["init", "deinit"].contains(name), !isPunctuation(i - 1, ".") {
                        pendingMethod = name
                    }
                default:
                    break
                }
            }
        }
    }
}
