/// A table as genstrings writes it: one entry per key, sorted by key, each `/* comment */` then
/// `"key" = "value";` and a blank line, in UTF-16 little endian with a byte order mark.
public struct GenstringsTable: Sendable, Equatable {
    /// One key of the table.
    public struct Entry: Sendable, Equatable {
        public var key: String
        /// The development-language value: the explicit default value or the key, with positional
        /// parameters when it has several format specifiers.
        public var value: String
        /// The comment's lines: every distinct comment of the key's calls, sorted (genstrings merges them),
        /// or `No comment provided by engineer.` when no call has one.
        public var comments: [String]
        /// Every call that uses the key, in scan order.
        public var calls: [LocalizedStringCall]

        public init(key: String, value: String, comments: [String], calls: [LocalizedStringCall]) {
            self.key = key
            self.value = value
            self.comments = comments
            self.calls = calls
        }

        /// The text between `/* ` and ` */`: the comments joined by a line break and three spaces.
        public var commentText: String { comments.joined(separator: "\n   ") }
    }

    /// The table's name without `.strings` (`Localizable`).
    public var name: String
    public var entries: [Entry]

    public init(name: String, entries: [Entry]) {
        self.name = name
        self.entries = entries
    }

    /// `Localizable.strings`.
    public var fileName: String { name + ".strings" }

    /// The table's text: for each entry `/* comment */`, `"key" = "value";` and a blank line. Keys and
    /// values are escaped as in every table (backslash, quote, line breaks, tabs); comments are written
    /// as they are.
    public func text() -> String {
        var text = ""
        for entry in entries {
            text += "/* " + entry.commentText + " */\n"
            text += "\"" + GenstringsEscaping.escape(entry.key) + "\" = \"" + GenstringsEscaping.escape(entry.value) + "\";\n\n"
        }
        return text
    }

    /// The file genstrings writes: UTF-16 little endian with a byte order mark.
    public func serialized() -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text().utf16 {
            bytes.append(UInt8(unit & 0xFF))
            bytes.append(UInt8(unit >> 8))
        }
        return bytes
    }
}
