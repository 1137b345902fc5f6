import L10nStrings

/// A view controller class whose code keeps its screen in one orientation, so users only ever see it that
/// way: it answers `supportedInterfaceOrientations` with landscape masks only (or portrait masks only), or it
/// turns the device when its view loads or appears
/// (`UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")`), or locks
/// it then through the app delegate's helper (`AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeLeft)`).
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
    static func scan(_ file: SourceFile, scopes: SourceScopes) -> [OrientationLock] {
        let tokens = file.tokens
        func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? file.text(of: tokens[i]) : "" }
        var locks: [OrientationLock] = []
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard let className = scopes.classes[i], let method = scopes.methods[i] else { continue }
            if method == "supportedInterfaceOrientations" {
                // The whole body: one orientation's names, and nothing that makes the answer depend on something.
                var end = i
                while end < tokens.count, scopes.methods[end] == method, scopes.classes[end] == className { end += 1 }
                if let orientation = lockedOrientation(names: (i..<end).map(text)) {
                    locks.append(OrientationLock(className: className, orientation: orientation, path: file.path,
                                                 location: SourceLocation(line: tokens[i].line, column: tokens[i].column)))
                }
                i = end - 1
            } else if appearanceMethods.contains(method), tokens[i].kind == .identifier, text(i) == "lockOrientation", text(i + 1) == "(",
                      let close = file.matchingBracket(i + 1), let orientation = lockedOrientation(names: ((i + 2)..<close).map(text)) {
                // The app delegate's helper many apps copy: `AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeLeft)`.
                locks.append(OrientationLock(className: className, orientation: orientation, path: file.path,
                                             location: SourceLocation(line: tokens[i].line, column: tokens[i].column)))
                i = close
            } else if appearanceMethods.contains(method), tokens[i].kind == .string, file.literal(of: tokens[i])?.value == "orientation",
                      let key = [i - 2, i - 3].first(where: { text($0) == "forKey" }) {
                // `setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")`, back over the argument.
                var start = key
                while start > 0, scopes.methods[start] == method, text(start) != "setValue" { start -= 1 }
                if text(start) == "setValue", let orientation = lockedOrientation(names: ((start + 1)..<key).map(text)) {
                    locks.append(OrientationLock(className: className, orientation: orientation, path: file.path,
                                                 location: SourceLocation(line: tokens[start].line, column: tokens[start].column)))
                }
            }
        }
        return locks
    }

    /// The one orientation `names` allow, if they allow exactly one and nothing else decides.
    static func lockedOrientation(names: [String]) -> Orientation? {
        var found = Set<Orientation>()
        for name in names {
            if openNames.contains(name) || name == "?" { return nil }
            if let orientation = orientationNames[name] { found.insert(orientation) }
        }
        return found.count == 1 ? found.first : nil
    }
}
