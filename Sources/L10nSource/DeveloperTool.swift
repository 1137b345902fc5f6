/// Code that only the app's developers reach: a debug menu, developer options, an internal settings screen
/// (`DebugViewController`, `presentDebugMenu`, Element's `DeveloperOptionsScreen`, Firefox Focus's
/// `InternalSettingsView`), a component library's showcase (Blockchain's `Examples` module: `PromoCardExamples`,
/// `TagExamples`, reached from the internal debug menu), a design system's storybook (Canvas's `HorizonUI.Cards.Storybook`,
/// a gallery of sample cards: a type named `Storybook`, or a file `….Storybook.swift`; not a children's
/// `StorybookLibraryView`). Its texts are not what users read, translated or not.
public enum DeveloperTool {
    /// Whether a type's, a method's or a folder's name says it is such a tool.
    public static func isNamed(_ name: some StringProtocol) -> Bool {
        name.contains("Debug") || name.contains("debug") || name.contains("Developer") || name.hasPrefix("developer")
            || name.hasPrefix("Internal") && name.dropFirst("Internal".count).first?.isUppercase == true
            || name.hasSuffix("Examples") || name == "Storybook" || name.hasSuffix(".Storybook")
    }
}
