import L10nStrings

/// A class whose code answers `tableView(_:titleForHeaderInSection:)` or `…titleForFooterInSection:`: the
/// section titles a static table of its scene shows come from that code, not from the storyboard.
public struct SectionTitleProvider: Sendable, Equatable {
    public var className: String
    /// Whether it provides headers (`titleForHeaderInSection`); false for footers.
    public var isHeader: Bool
    public var path: String
    public var location: SourceLocation

    public init(className: String, isHeader: Bool, path: String, location: SourceLocation) {
        self.className = className
        self.isHeader = isHeader
        self.path = path
        self.location = location
    }
}
