import Foundation
import L10nStrings

/// A Swift or Objective-C source file, lexed: its bytes, tokens, string literals and the lexer's
/// diagnostics. Lexing never fails; a file that does not compile is read as far as it makes sense.
public struct SourceFile: Sendable {
    /// The path the file was read from (or given), used in locations.
    public let path: String
    public let language: SourceLanguage
    /// The file's UTF-8 text (UTF-16 files are converted when read).
    public let bytes: [UInt8]
    /// Every token in order; comments and whitespace are not tokens.
    public let tokens: [SourceToken]
    /// The decoded string literals, indexed by ``SourceToken/literalIndex``.
    public let literals: [StringLiteral]
    /// Unterminated literals and comments, unknown escapes: where the lexer read past a problem.
    public let diagnostics: [SourceDiagnostic]
    /// The tokens of each Swift interpolation `\(…)`, which are not in ``tokens`` (a literal is one token).
    public let interpolations: [[SourceToken]]

    /// Lexes `bytes` (UTF-8, or UTF-16 with a byte order mark) as `language`.
    public init(bytes: [UInt8], language: SourceLanguage, path: String = "") {
        let text = Self.utf8(bytes)
        let result = SourceLexer.lex(text, language: language)
        self.path = path
        self.language = language
        self.bytes = text
        self.tokens = result.tokens
        self.literals = result.literals
        self.diagnostics = result.diagnostics
        self.interpolations = result.interpolations
    }

    /// The same file seen through other tokens of it (an interpolation's), for scanners that walk
    /// ``tokens``.
    init(_ file: SourceFile, tokens: [SourceToken]) {
        self.path = file.path
        self.language = file.language
        self.bytes = file.bytes
        self.tokens = tokens
        self.literals = file.literals
        self.diagnostics = []
        self.interpolations = []
    }

    /// How many times each identifier is said, in the file and in its interpolations (`"\(count) items"`).
    var identifierCounts: [String: Int] { identifierCounts(skipping: []) }

    /// ``identifierCounts`` outside the token ranges `skipped` (and the interpolations of literals inside them).
    func identifierCounts(skipping skipped: [Range<Int>]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .identifier && !skipped.contains(where: { $0.contains(index) }) {
            counts[text(of: token), default: 0] += 1
        }
        let skippedBytes = skipped.compactMap { range -> Range<Int>? in
            guard let first = range.first, range.upperBound - 1 < tokens.count else { return nil }
            return tokens[first].start..<tokens[range.upperBound - 1].end
        }
        for view in interpolationViews where !skippedBytes.contains(where: { $0.contains(view.tokens.first?.start ?? -1) }) {
            for token in view.tokens where token.kind == .identifier { counts[view.text(of: token), default: 0] += 1 }
        }
        return counts
    }

    /// The index of the `{` token opening the innermost block around token `index`, nil at the file's top level.
    func enclosingBrace(of index: Int) -> Int? {
        var depth = 0
        var k = index - 1
        while k >= 0 {
            if token(tokens[k], is: "}") { depth += 1 } else if token(tokens[k], is: "{") {
                if depth == 0 { return k }
                depth -= 1
            }
            k -= 1
        }
        return nil
    }

    /// The index of the `}` token closing the `{` at token `open`, nil when the file ends first.
    func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        for i in open..<tokens.count where tokens[i].kind == .punctuation {
            if token(tokens[i], is: "{") { depth += 1 } else if token(tokens[i], is: "}") {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// Whether a Swift file says `import SwiftUI`: only there is `Button("Save")` SwiftUI's view.
    var importsSwiftUI: Bool { imports("SwiftUI") }

    /// Whether a Swift file says `import Charts`: only there is `.value("Week", week)` a chart's value.
    var importsCharts: Bool { imports("Charts") }

    /// Whether a Swift file says `import WidgetKit`: only there is `.description("…")` a widget's description.
    var importsWidgetKit: Bool { imports("WidgetKit") }

    /// Whether a Swift file says `import AppIntents`: only there is `IntentDescription("…")` the framework's.
    var importsAppIntents: Bool { imports("AppIntents") }

    /// Whether the file is a test's: it imports a testing framework (`import XCTest`, Swift Testing's `import Testing`,
    /// Quick's and Nimble's; `#import <XCTest/XCTest.h>`, `@import XCTest;`, Kiwi's, Specta's, Expecta's, OCMock's) or
    /// imports a module `@testable`, which only a build for testing can. No app users install compiles it.
    public var isTestCode: Bool {
        let frameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble", "Kiwi", "Specta", "Expecta", "OCMock"]
        for index in tokens.indices.dropLast() {
            let current = tokens[index]
            switch current.kind {
            case .attribute:
                if token(current, is: "@testable") { return true }
                if token(current, is: "@import"), frameworks.contains(text(of: tokens[index + 1])) { return true }
            case .identifier:
                if language == .swift, token(current, is: "import"), frameworks.contains(text(of: tokens[index + 1])) { return true }
            case .pound:
                if token(current, is: "#import") || token(current, is: "#include"), index + 2 < tokens.count,
                   token(tokens[index + 1], is: "<"), frameworks.contains(text(of: tokens[index + 2])) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether a Swift file says `import <module>`.
    func imports(_ module: String) -> Bool {
        language == .swift && tokens.indices.dropLast().contains { index in
            tokens[index].kind == .identifier && token(tokens[index], is: "import") && text(of: tokens[index + 1]) == module
        }
    }

    /// Whether the token at `index` is the one-character bracket `(`, `[` or `{` (`opening`) or `)`, `]` or `}`.
    func isBracket(_ index: Int, opening: Bool) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .punctuation, token.end - token.start == 1 else { return false }
        switch bytes[token.start] {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return opening
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return !opening
        default: return false
        }
    }

    /// The index of the bracket closing the `(`, `[` or `{` at token `open`, nil when the file ends first.
    func matchingBracket(_ open: Int) -> Int? {
        var depth = 0
        for i in open..<tokens.count {
            if isBracket(i, opening: true) { depth += 1 } else if isBracket(i, opening: false) {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// The index of the bracket the `)`, `]` or `}` at token `close` closes, nil when the file starts first.
    func openingBracket(of close: Int) -> Int? {
        // The innermost bracket holding a closing one is the one it closes.
        isBracket(close, opening: false) ? enclosingBracket(of: close) : nil
    }

    /// The index of the innermost `(`, `[` or `{` that holds the token at `index`.
    func enclosingBracket(of index: Int) -> Int? {
        var depth = 0
        for i in stride(from: index - 1, through: 0, by: -1) {
            if isBracket(i, opening: false) { depth += 1 } else if isBracket(i, opening: true) {
                if depth == 0 { return i }
                depth -= 1
            }
        }
        return nil
    }

    /// One view per interpolation whose tokens hold anything (see ``init(_:tokens:)``).
    var interpolationViews: [SourceFile] {
        interpolations.filter { !$0.isEmpty }.map { SourceFile(self, tokens: $0) }
    }

    /// Reads and lexes the file at `url`; its extension names the language (`swift`, `m`, `mm`, `h`, `c`).
    /// - Throws: ``SourceFileError`` when the file cannot be read or its extension is not a source language.
    public init(contentsOf url: URL) throws(SourceFileError) {
        guard let language = SourceLanguage(pathExtension: url.pathExtension) else {
            throw SourceFileError(path: url.path, message: "not a Swift or Objective-C source file (extension \"\(url.pathExtension)\")")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SourceFileError(path: url.path, message: "cannot read the file (\(error.localizedDescription))")
        }
        self.init(bytes: [UInt8](data), language: language, path: url.path)
    }

    /// The token's text (an identifier's name, a literal as written).
    public func text(of token: SourceToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether the token's text is exactly `text`, without building a string.
    public func token(_ token: SourceToken, is text: StaticString) -> Bool {
        let count = token.end - token.start
        guard count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var i = 0
            while i < count {
                if bytes[token.start + i] != expected[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// The index of the token where each lookup call of the file may start, by location: a function's name, or
    /// the key of a wrapper on its literal (`"Arabic".localized`). (A ``LocalizedStringCall``'s location is one.)
    func callStartIndices() -> [SourceLocation: Int] {
        var indices: [SourceLocation: Int] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .identifier || token.kind == .string {
            indices[token.location] = indices[token.location] ?? index
        }
        return indices
    }

    /// An identifier without the backticks that let a keyword be one (`` `required` `` is `required`).
    static func bareName(_ name: String) -> String { name.contains("`") ? name.filter { $0 != "`" } : name }

    /// The decoded literal of a string token, nil for any other token.
    public func literal(of token: SourceToken) -> StringLiteral? {
        guard token.kind == .string, token.literalIndex >= 0, token.literalIndex < literals.count else { return nil }
        return literals[token.literalIndex]
    }

    /// UTF-16 with a byte order mark becomes UTF-8 (genstrings reads both); anything else is kept.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        let littleEndian = bytes[0] == 0xFF && bytes[1] == 0xFE
        let bigEndian = bytes[0] == 0xFE && bytes[1] == 0xFF
        guard littleEndian || bigEndian else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            units.append(littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

/// A source file that cannot be read.
public struct SourceFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
