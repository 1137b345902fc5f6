/// The programming language of a source file, told by its file name extension as Xcode tells it.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case swift
    /// `.m`, `.c`, and `.h` headers (Objective-C or C: the lexer reads both alike).
    case objectiveC
    /// `.mm`.
    case objectiveCPlusPlus

    /// The language of a file with this extension (`swift`, `m`, `c`, `mm`, `h`), or nil for any other file.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "h", "c", "pch": self = .objectiveC
        case "mm": self = .objectiveCPlusPlus
        default: return nil
        }
    }
}
