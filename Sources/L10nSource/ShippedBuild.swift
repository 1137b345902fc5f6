/// What is known of the build of the app its users install, for deciding which `#if` branches it has: the Swift
/// package products it links, and the Swift compilation conditions of its targets' configurations.
public struct ShippedBuild: Sendable, Equatable {
    /// The package products some target links (`#if canImport(FirebaseAuth)` is true where the app links it).
    public var linkedModules: Set<String>
    /// Every condition some build configuration of the app's targets sets (`DEBUG`, `RELEASE`, `COMMUNITY`).
    public var knownConditions: Set<String>
    /// The conditions the configuration archived for the App Store sets (Xcode's `Release`), in any target;
    /// nil when some target's are not known (it has no `Release`, or an `.xcconfig` file may set them).
    public var releaseConditions: Set<String>?

    public init(linkedModules: Set<String> = [], knownConditions: Set<String> = [], releaseConditions: Set<String>? = nil) {
        self.linkedModules = linkedModules
        self.knownConditions = knownConditions
        self.releaseConditions = releaseConditions
    }

    /// Whether the shipped build sets the Swift condition `name`: decided only for a name some configuration
    /// sets (a name none sets may come from a scheme, a command line or a file the project does not show).
    public func sets(_ name: String) -> Bool? {
        guard let releaseConditions, knownConditions.contains(name) else { return nil }
        return releaseConditions.contains(name)
    }
}
