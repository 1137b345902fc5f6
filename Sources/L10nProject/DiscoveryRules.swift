/// What project discovery never looks into: the one list every walk of a project uses.
public enum DiscoveryRules {
    /// Folder names never searched: build products, dependency checkouts and version control.
    public static let skippedDirectories: Set<String> = [
        ".build", ".git", ".svn", ".hg", ".swiftpm", "Carthage", "DerivedData", "Pods", "node_modules",
    ]

    /// Whether discovery skips a file or folder with this name: the folders above, and macOS AppleDouble
    /// files (`._Main.storyboard`: metadata a copy from a Mac leaves behind, not a document).
    public static func skips(name: String) -> Bool {
        skippedDirectories.contains(name) || name.hasPrefix("._")
    }
}
