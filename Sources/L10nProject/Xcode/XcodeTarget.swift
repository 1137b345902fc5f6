/// A target of an Xcode project and the files of its resources and sources build phases.
public struct XcodeTarget: Sendable {
    /// The target's name as Xcode shows it.
    public var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`, `…bundle.unit-test`…; nil for
    /// aggregate and legacy (external build) targets.
    public var productType: String?
    /// What the target copies into its product: documents, tables, folder references, and every child
    /// of each variant group it names. Sorted by path.
    public var resources: [XcodeFile]
    /// What the target compiles (`.swift`, `.m`, `.mm`, `.c`…). Sorted by path.
    public var sources: [XcodeFile]

    public init(name: String, productType: String?, resources: [XcodeFile], sources: [XcodeFile]) {
        self.name = name
        self.productType = productType
        self.resources = resources
        self.sources = sources
    }

    /// A unit or UI test bundle: what it ships never reaches the app's users.
    public var isTest: Bool {
        guard let productType else { return false }
        return productType.contains("unit-test") || productType.contains("ui-testing") || productType.contains("ocunit-test")
    }
}
