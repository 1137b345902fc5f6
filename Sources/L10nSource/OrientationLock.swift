import L10nStrings

/// A view controller class whose code keeps its screen in one orientation, so users only ever see it that
/// way: it answers `supportedInterfaceOrientations` with landscape masks only (or portrait masks only), or it
/// turns the device when its view loads or appears
/// (`UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")`).
public struct OrientationLock: Sendable, Equatable {
    public enum Orientation: String, Sendable {
        case portrait, landscape
    }

    public var className: String
    public var orientation: Orientation
    public var path: String
    /// The `supportedInterfaceOrientations` declaration, or the `setValue` call.
    public var location: SourceLocation

    public init(className: String, orientation: Orientation, path: String, location: SourceLocation) {
        self.className = className
        self.orientation = orientation
        self.path = path
        self.location = location
    }

    /// The names of orientations and masks in Swift and Objective-C, by the orientation they allow.
    static let orientationNames: [String: Orientation] = [
        "portrait": .portrait, "portraitUpsideDown": .portrait,
        "UIInterfaceOrientationMaskPortrait": .portrait, "UIInterfaceOrientationMaskPortraitUpsideDown": .portrait,
        "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portrait,
        "landscape": .landscape, "landscapeLeft": .landscape, "landscapeRight": .landscape,
        "UIInterfaceOrientationMaskLandscape": .landscape, "UIInterfaceOrientationMaskLandscapeLeft": .landscape,
        "UIInterfaceOrientationMaskLandscapeRight": .landscape,
        "UIInterfaceOrientationLandscapeLeft": .landscape, "UIInterfaceOrientationLandscapeRight": .landscape,
    ]

    /// Names that allow both orientations, or hand the answer to someone else.
    static let openNames: Set<String> = [
        "all", "allButUpsideDown", "UIInterfaceOrientationMaskAll", "UIInterfaceOrientationMaskAllButUpsideDown",
        "supportedInterfaceOrientations", "super", "if", "switch", "guard",
    ]

    /// The methods in which turning the device decides how the screen is first seen.
    static let appearanceMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

    /// The locks `file` declares, in file order.
    static func scan(_ file: SourceFile) -> [OrientationLock] {
        var scanner = OrientationLockScanner(file: file)
        scanner.run()
        return scanner.locks
    }
}

/// Walks a file's tokens keeping the class whose body it is in (Swift `class`/`extension` bodies,
/// Objective-C `@implementation` blocks) and the method it is in.
private struct OrientationLockScanner {
    let file: SourceFile
    var locks: [OrientationLock] = []
    /// Open `{` scopes: the type a Swift type body declares, else nil.
    private var scopes: [String?] = []
    private var pendingType: String?
    private var implementationClass: String?

    init(file: SourceFile) { self.file = file }

    private var tokens: [SourceToken] { file.tokens }
    private func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }
    private func isPunctuation(_ i: Int, _ value: String) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && text(i) == value
    }
    private var currentClass: String? { scopes.last(where: { $0 != nil }) ?? implementationClass }

    mutating func run() {
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            let token = tokens[i]
            switch token.kind {
            case .attribute:
                if file.token(token, is: "@implementation"), tokens.indices.contains(i + 1) { implementationClass = text(i + 1) }
                if file.token(token, is: "@end") { implementationClass = nil }
            case .punctuation:
                if isPunctuation(i, "{") {
                    scopes.append(pendingType)
                    pendingType = nil
                } else if isPunctuation(i, "}"), !scopes.isEmpty {
                    scopes.removeLast()
                }
            case .identifier:
                let name = text(i)
                if file.language == .swift, ["class", "extension"].contains(name), tokens.indices.contains(i + 1),
                   tokens[i + 1].kind == .identifier, !["func", "var", "let"].contains(text(i + 1)) {
                    pendingType = text(i + 1)
                } else if name == "supportedInterfaceOrientations", let className = currentClass, let body = declaredBody(at: i) {
                    if let orientation = Self.lockedOrientation(names: body.lowerBound..<body.upperBound, in: self) {
                        locks.append(OrientationLock(className: className, orientation: orientation, path: file.path,
                                                     location: SourceLocation(line: token.line, column: token.column)))
                    }
                    i = body.upperBound - 1
                } else if OrientationLock.appearanceMethods.contains(name), let className = currentClass, let body = declaredBody(at: i) {
                    if let lock = forcedOrientation(in: body, className: className) { locks.append(lock) }
                    i = body.upperBound - 1
                }
            default:
                break
            }
        }
    }

    /// The token range of the body `{ … }` when `i` names a declaration: Swift `var name: T {` / `func name(…) {`,
    /// Objective-C `- (T)name {` / `- (void)name:(BOOL)animated {`. Nil for a use (`super.name`, `x.name`).
    private func declaredBody(at i: Int) -> Range<Int>? {
        if file.language == .swift {
            guard ["var", "func"].contains(text(i - 1)) else { return nil }
        } else {
            guard isPunctuation(i - 1, ")"), scopes.isEmpty || implementationClass != nil else { return nil }
        }
        var open = i + 1
        // The header ends at the body's `{`; a `;` or `=` first means a declaration without one.
        while open < tokens.count, !isPunctuation(open, "{") {
            if isPunctuation(open, ";") || isPunctuation(open, "=") || isPunctuation(open, "}") { return nil }
            open += 1
        }
        var depth = 0
        var close = open
        while close < tokens.count {
            if isPunctuation(close, "{") { depth += 1 }
            if isPunctuation(close, "}") { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        guard close < tokens.count else { return nil }
        return (open + 1)..<close
    }

    /// The one orientation the names in `range` allow, if they allow exactly one and nothing else decides.
    static func lockedOrientation(names range: Range<Int>, in scanner: OrientationLockScanner) -> OrientationLock.Orientation? {
        var found = Set<OrientationLock.Orientation>()
        for j in range where scanner.tokens[j].kind == .identifier || scanner.tokens[j].kind == .punctuation {
            let name = scanner.text(j)
            if OrientationLock.openNames.contains(name) || name == "?" { return nil }
            if let orientation = OrientationLock.orientationNames[name] { found.insert(orientation) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `setValue(<orientation>, forKey: "orientation")` in a method body: the device turned as the screen
    /// loads or appears.
    private func forcedOrientation(in body: Range<Int>, className: String) -> OrientationLock? {
        for j in body where tokens[j].kind == .string && file.literal(of: tokens[j])?.value == "orientation" {
            // `forKey: "orientation"`, `forKey:@"orientation"`.
            guard let key = [j - 2, j - 3].first(where: { text($0) == "forKey" }) else { continue }
            // Back to the call's `setValue`, over the orientation argument.
            var start = key
            while start > body.lowerBound, text(start) != "setValue" { start -= 1 }
            guard text(start) == "setValue", let orientation = Self.lockedOrientation(names: (start + 1)..<key, in: self) else { continue }
            return OrientationLock(className: className, orientation: orientation, path: file.path,
                                   location: SourceLocation(line: tokens[start].line, column: tokens[start].column))
        }
        return nil
    }
}
