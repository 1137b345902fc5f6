/// What is known of the build of the app its users install, for deciding which `#if` branches it has: the Swift
/// package products it links, the Swift compilation conditions and the C preprocessor's macros of its targets'
/// configurations.
public struct ShippedBuild: Sendable, Equatable {
    /// The package products some target links (`#if canImport(FirebaseAuth)` is true where the app links it).
    public var linkedModules: Set<String>
    /// Every condition some build configuration of the app's targets sets (`DEBUG`, `RELEASE`, `COMMUNITY`).
    public var knownConditions: Set<String>
    /// The conditions the configuration archived for the App Store sets (Xcode's `Release`, else the one named for
    /// production: `XcodeTarget.shippedConfiguration`), in any target; nil when some target's are not known (it has
    /// neither, or an `.xcconfig` file may set them).
    public var releaseConditions: Set<String>?

    /// Every macro `GCC_PREPROCESSOR_DEFINITIONS` defines in some configuration (`DEBUG`, `USESEC`), less those a
    /// source defines itself (`#define`), which no setting settles.
    public var knownMacros: Set<String>
    /// The macros that configuration defines, with their values (`"1"` for one written without); nil when
    /// some target's are not known.
    public var releaseMacros: [String: String]?

    /// The macros the sources themselves define as a constant number, once and unconditionally
    /// (``SourceIndex/macros(in:)``): their value is the code's, whatever the settings say.
    public var sourceMacros: [String: String] = [:]

    /// The oldest iOS the build runs on (`IPHONEOS_DEPLOYMENT_TARGET`, `[12, 0]`); nil when some target's is not known.
    /// An `#available` check of that version or an older one always passes: its fallback never runs.
    public var oldestIOS: [Int]?

    public init(linkedModules: Set<String> = [], knownConditions: Set<String> = [], releaseConditions: Set<String>? = nil,
                knownMacros: Set<String> = [], releaseMacros: [String: String]? = nil, oldestIOS: [Int]? = nil) {
        self.oldestIOS = oldestIOS
        self.linkedModules = linkedModules
        self.knownConditions = knownConditions
        self.releaseConditions = releaseConditions
        self.knownMacros = knownMacros
        self.releaseMacros = releaseMacros
    }

    /// The value the shipped build gives the macro `name` (nil inside: not defined); nil when not known.
    public func macro(_ name: String) -> String?? {
        if let value = sourceMacros[name] { return .some(value) }
        guard let releaseMacros, knownMacros.contains(name) else { return nil }
        return .some(releaseMacros[name])
    }

    /// `"USESEC=1"` as `("USESEC", "1")`, `"STRONG"` as `("STRONG", "1")`, as the compiler's `-D` reads them.
    public static func macroDefinition(_ written: String) -> (name: String, value: String) {
        guard let equals = written.firstIndex(of: "=") else { return (written, "1") }
        return (String(written[..<equals]), String(written[written.index(after: equals)...]))
    }

    /// Whether the shipped build sets the Swift condition `name`: decided only for a name some configuration
    /// sets (a name none sets may come from a scheme, a command line or a file the project does not show).
    public func sets(_ name: String) -> Bool? {
        guard let releaseConditions, knownConditions.contains(name) else { return nil }
        return releaseConditions.contains(name)
    }
}
