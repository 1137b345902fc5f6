import L10nStrings

/// One token of a Swift or Objective-C source file. Comments and whitespace are not tokens.
///
/// A token is a small value: its kind, its byte range in ``SourceFile/bytes``, where it starts, and for a
/// string literal the index of its decoded ``StringLiteral`` in ``SourceFile/literals``.
public struct SourceToken: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// A name or keyword (`NSLocalizedString`, `self`, `let`); a Swift `` `name` `` without its backticks.
        case identifier
        /// `@` and a name: Swift attributes (`@IBOutlet`) and Objective-C keywords (`@property`, `@interface`).
        case attribute
        /// `#` and a name: Swift compiler directives and expressions (`#if`, `#selector`), Objective-C
        /// preprocessor directives (`#define`, `#if`).
        case pound
        /// A string literal of any form; ``SourceFile/literal(of:)`` gives its segments.
        case string
        /// An Objective-C/C character literal (`'a'`, `'\n'`).
        case character
        /// A number literal.
        case number
        /// A regular expression literal (Swift `#/…/#`).
        case regex
        /// Punctuation and operators: `( ) [ ] { } , ; : . ? ! @` one character each; other operators as
        /// the longest run (`=`, `==`, `!=`, `->`, `+=`, `??`, `...`).
        case punctuation
    }

    public var kind: Kind
    /// Byte offsets of the token's text in the file (for a backticked identifier, inside the backticks).
    public var start: Int
    public var end: Int
    /// Where the token starts (1-based line, column in Unicode scalars).
    public var line: Int
    public var column: Int
    /// For ``Kind/string``: the index in ``SourceFile/literals``; -1 otherwise.
    public var literalIndex: Int
    /// Whether the token is part of an Objective-C preprocessor line (`#define …`, with its continuation
    /// lines); always false in Swift.
    public var isInDirective: Bool

    public var location: SourceLocation { SourceLocation(line: line, column: column) }
}

/// A problem the lexer met and read past: an unterminated literal or comment, an unknown escape.
/// A file that does not compile is still scanned; these say where the scan may be off.
public struct SourceDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
