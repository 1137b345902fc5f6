/// A localized file of an Xcode project (`PBXVariantGroup`): `Main.storyboard` with its children
/// `Base.lproj/Main.storyboard`, `de.lproj/Main.strings`…
public struct XcodeVariantGroup: Sendable {
    /// The group's name, the file name the app loads (`Main.storyboard`, `Localizable.strings`).
    public var name: String
    /// One file per language, in the project's order.
    public var children: [XcodeFile]

    public init(name: String, children: [XcodeFile]) {
        self.name = name
        self.children = children
    }
}
