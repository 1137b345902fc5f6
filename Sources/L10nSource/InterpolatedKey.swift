import L10nStrings

/// The key SwiftUI (`Text("of \(total)")`, `Button`, `.navigationTitle`…) and `String(localized:)` look up
/// for a literal that interpolates values: the literal's text, each `%` doubled, with a format specifier in
/// place of each value, chosen by the value's type (`Int` gives `%lld`, `String` `%@`, `Double` `%lf`;
/// `\(x, specifier: "%.1f")` gives `%.1f`). The key is the same in every language; a table whose entry
/// was written by hand with another specifier (`"of %d"`) is never found.
///
/// The sources do not always say a value's type: such a value may stand for any specifier, and the key is
/// whichever a table has (``matches(_:)``).
public struct InterpolatedKey: Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        /// Text as written (a `%` in it is `%%` in the key).
        case text(String)
        /// A value: the specifiers its type may give, written without `%` (`lld`, `@`, `.1f`), sorted; nil when
        /// the sources do not say the type.
        case value([String]?)
    }

    public var pieces: [Piece]
    /// The literal as written in the source (`"of \(book.totalPages)"`), for messages.
    public var written: String

    public init(pieces: [Piece], written: String) {
        self.pieces = pieces
        self.written = written
    }

    /// Whether every value's specifier is known, so the key is ``key`` and nothing else.
    public var isCertain: Bool {
        pieces.allSatisfy { piece in
            if case .value(let choices) = piece { return choices?.count == 1 }
            return true
        }
    }

    /// Whether the text around the values has a letter: a key of values, spaces and signs only (`"%lld"`,
    /// `"%@ / %@"`) reads the same in every language.
    public var hasWords: Bool {
        pieces.contains { piece in
            if case .text(let text) = piece { return text.contains { $0.isLetter } }
            return false
        }
    }

    /// The key with each value's first specifier, `%@` where the type is unknown.
    public var key: String {
        var key = ""
        for piece in pieces {
            switch piece {
            case .text(let text): key += Self.escaped(text)
            case .value(let choices): key += "%" + (choices?.first ?? "@")
            }
        }
        return key
    }

    /// Whether `key` is this key for some choice of the values' specifiers.
    public func matches(_ key: String) -> Bool { matches(key, anySpecifier: false) }

    private func matches(_ key: String, anySpecifier: Bool) -> Bool {
        let specifiers = FormatSpecifier.scan(key)
        let values = pieces.filter { if case .value = $0 { return true } else { return false } }
        guard specifiers.count == values.count, specifiers.allSatisfy({ $0.position == nil }) else { return false }
        let scalars = Array(key.unicodeScalars)
        var next = 0
        var specifierIndex = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                let expected = Array(Self.escaped(text).unicodeScalars)
                let end = specifierIndex < specifiers.count ? specifiers[specifierIndex].range.lowerBound : scalars.count
                guard end - next >= expected.count, Array(scalars[next..<(next + expected.count)]) == expected else { return false }
                next += expected.count
            case .value(let choices):
                guard specifierIndex < specifiers.count, specifiers[specifierIndex].range.lowerBound == next else { return false }
                let written = String(specifiers[specifierIndex].text.dropFirst())
                guard anySpecifier || (choices.map(Set.init) ?? Self.anyType).contains(written) else { return false }
                let specifier = specifiers[specifierIndex]
                next = specifier.range.upperBound
                specifierIndex += 1
            }
        }
        return next == scalars.count
    }

    /// The key as a table holds it: the first of `keys` (in sorted order) that ``matches(_:)``; the computed
    /// ``key`` when none does.
    public func resolved(in keys: Set<String>) -> String {
        if isCertain || keys.isEmpty { return key }
        return keys.filter(matches).min() ?? key
    }

    /// A key of `keys` that holds the same text with other specifiers than this one's (`"of %d"` for `"of %lld"`),
    /// the first in sorted order: an entry written by hand that the lookup never finds.
    public func nearMiss(in keys: Set<String>) -> String? {
        keys.filter { $0 != key && matches($0, anySpecifier: true) }.min()
    }

    /// The specifiers a value of a type the sources do not say gives: a `String` or a view's text, an `Int`, a
    /// `UInt`, a `Double`, a `Float`. Never `%d` (only `Int32` and smaller give it, which apps seldom interpolate):
    /// an entry written `"of %d"` is the one an `Int` never finds.
    static let anyType: Set<String> = ["@", "lld", "llu", "lf", "f"]

    static func escaped(_ text: String) -> String { text.replacingOccurrences(of: "%", with: "%%") }
}
