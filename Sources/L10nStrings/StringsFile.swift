import Foundation

/// A `.strings` table read losslessly: every byte of the file is owned by an entry (its leading trivia,
/// tokens and the rest of its line) or by the trailer, so writing an unmodified file gives back the same
/// bytes, and editing one entry changes only that entry's bytes.
///
/// Binary and XML property-list tables are read too (CoreFoundation tries them first); they are written
/// back unchanged when unmodified and as a property list of the same kind after an edit.
public struct StringsFile: Sendable {
    /// How the table is written.
    public enum Format: String, Sendable { case text, xmlPropertyList, binaryPropertyList }

    public internal(set) var encoding: StringsEncoding
    /// Whether the file starts with a byte-order mark; kept when writing.
    public internal(set) var hasByteOrderMark: Bool
    /// The line ending of the file's first line break (LF when it has none); new text uses it.
    public var lineEnding: LineEnding
    public internal(set) var format: Format
    /// The entries in file order.
    public internal(set) var entries: [StringsEntry]
    /// How many of ``entries``, from the first, iOS loads from the file as read: all of them, those before the
    /// point where CoreFoundation's reader stops, or none when it cannot read the table at all.
    public private(set) var loadedEntryCount = 0
    /// Errors found while reading, in file order. A table with errors is ignored by iOS.
    public internal(set) var diagnostics: [StringsDiagnostic]

    /// Where the table was read from and what the file was then; nil for a table read from bytes.
    /// ``AtomicFile/write(_:to:options:)-(StringsFile,_,_)`` uses it to refuse overwriting a table that
    /// someone saved after it was read.
    public internal(set) var source: Source?

    /// A file a table was read from.
    public struct Source: Sendable, Equatable {
        /// The standardized path.
        public var path: String
        public var snapshot: FileSnapshot
    }

    var text: StringsText
    var trailer: Fragment
    /// The bytes as read, for files whose encoding could not be converted exactly (returned unchanged
    /// while unmodified).
    var original: [UInt8]?
    var isModified = false

    /// Reads a table from its bytes. Never throws: problems become ``diagnostics``.
    public init(bytes: [UInt8]) {
        let detected = StringsEncoding.detect(bytes)
        encoding = detected.encoding
        hasByteOrderMark = detected.hasBOM
        lineEnding = .lf
        format = .text
        entries = []
        diagnostics = []
        trailer = .empty
        text = StringsText([])

        if let plist = StringsFile.readPropertyList(bytes) {
            format = plist.format
            original = bytes
            text = StringsText([])
            entries = plist.entries
            diagnostics = plist.diagnostics
            loadedEntryCount = plist.entries.count
            return
        }

        let bomLength = detected.hasBOM ? detected.encoding.byteOrderMark.count : 0
        let decoded = bytes.withUnsafeBufferPointer { Transcoder.decode($0, encoding: detected.encoding, bomLength: bomLength) }
        if !decoded.exact { original = bytes }
        text = StringsText(decoded.text)
        let result = StringsParser.parse(text)
        entries = result.entries
        trailer = result.trailer
        lineEnding = result.lineEnding ?? .lf
        let unreadable = encodingProblem(bytes: bytes, decoded: decoded)
        let outcome = CoreFoundationReading.outcome(of: decoded.text)
        diagnostics = Self.explained(result.diagnostics, entries: entries, text: decoded.text,
                                     outcome: unreadable == nil ? outcome : .fails(at: 0))
        loadedEntryCount = unreadable?.severity == .error ? 0 : Self.loadedCount(of: entries, outcome: outcome)
        if let unreadable { diagnostics.insert(unreadable, at: 0) }
    }

    /// Why iOS cannot read the file's characters at all (or, as a warning, loses a byte of them), or nil.
    /// Checked against CoreFoundation: a UTF-8 table with one invalid byte, in a comment or a value, is not
    /// loaded (no U+FFFD is put in its place); UTF-16 needs its byte-order mark; a UTF-16 file of an odd
    /// length loses only its last byte.
    func encodingProblem(bytes: [UInt8], decoded: (text: [UInt8], exact: Bool)) -> StringsDiagnostic? {
        let start = SourceLocation(line: 1, column: 1)
        let none = "iOS does not load this table, so none of its translations are shown"
        switch encoding {
        case .utf16LittleEndian, .utf16BigEndian:
            if !hasByteOrderMark {
                return StringsDiagnostic(
                    message: "a UTF-16 table without a byte-order mark",
                    reason: "\(none); save it as UTF-16 with a byte-order mark (as ibtool and genstrings write it) or as UTF-8",
                    location: start)
            }
            if !decoded.exact {
                let lines = decoded.text.reduce(into: 1) { count, byte in if byte == 10 { count += 1 } }
                return StringsDiagnostic(
                    severity: .warning, message: "the file ends with half a UTF-16 character (an odd number of bytes)",
                    reason: "iOS ignores that last byte and reads the rest; save the file again to drop it",
                    location: SourceLocation(line: lines, column: 1))
            }
        case .utf32LittleEndian, .utf32BigEndian:
            if !decoded.exact {
                return StringsDiagnostic(message: "the file is not valid \(encoding.rawValue)", reason: "\(none); save it as UTF-8 or UTF-16",
                                         location: start)
            }
        case .utf8:
            if !Self.isValidUTF8(decoded.text) {
                return StringsDiagnostic(
                    message: "bytes that are not UTF-8 (the file was saved in another encoding, or damaged)",
                    reason: "\(none) (one invalid byte, even in a comment, is enough); save the file as UTF-8",
                    location: invalidUTF8Location(decoded.text))
            }
        }
        return nil
    }

    /// How many of `entries` iOS loads when CoreFoundation's reader ends with `outcome`.
    static func loadedCount(of entries: [StringsEntry], outcome: CoreFoundationReading.Outcome) -> Int {
        switch outcome {
        case .complete: return entries.count
        case .fails: return 0
        case .stopsEarly(let offset):
            return entries.prefix { entry in
                if case .span(let start, _) = entry.keyToken { return Int(start) < offset }
                return true
            }.count
        }
    }

    /// The parser's diagnostics with what iOS does with the table as their reason (see
    /// ``CoreFoundationReading``): nothing loaded, or only the entries before the point where it stops.
    /// An error in a table iOS reads whole is a warning.
    static func explained(_ diagnostics: [StringsDiagnostic], entries: [StringsEntry], text: [UInt8],
                          outcome: CoreFoundationReading.Outcome) -> [StringsDiagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        var reason = "iOS does not load this table, so none of its translations are shown"
        var downgrade = false
        switch outcome {
        case .fails:
            break
        case .complete:
            reason = "iOS reads every entry of this table all the same; fix it so that other tools do too"
            downgrade = true
        case .stopsEarly(let offset):
            let stop = location(of: offset, in: text)
            let lost = entries.filter { entry in
                if case .span(let start, _) = entry.keyToken { return Int(start) >= offset }
                return false
            }.count
            let kept = entries.count - lost
            if lost == 0 {
                reason = "iOS reads the \(kept) entr\(kept == 1 ? "y" : "ies") before \(stop) and ignores the rest of the file"
            } else {
                reason = "iOS reads only the \(kept) entr\(kept == 1 ? "y" : "ies") before \(stop); the \(lost) from there on are not loaded and show untranslated"
            }
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .warning {
                if diagnostic.reason.isEmpty { diagnostic.reason = "iOS reads the table, but this key has no text to show" }
                return diagnostic
            }
            diagnostic.reason = reason
            if downgrade { diagnostic.severity = .warning }
            return diagnostic
        }
    }

    /// The line and column of a byte offset of the text.
    static func location(of offset: Int, in text: [UInt8]) -> SourceLocation {
        var line = 1, column = 1, i = 0
        while i < min(offset, text.count) {
            let b = text[i]
            if b == 10 || (b == 13 && (i + 1 >= text.count || text[i + 1] != 10)) { line += 1; column = 1 }
            else if b != 13, b & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    /// Reads a table from data. See ``init(bytes:)``.
    public init(data: Data) { self.init(bytes: [UInt8](data)) }

    /// Reads the table at `url`, remembering what the file was (``source``).
    /// - Throws: ``AtomicFileError`` when the file cannot be read (missing, a folder, no permission).
    public init(contentsOf url: URL) throws {
        let (bytes, snapshot) = try AtomicFile.read(url)
        self.init(bytes: bytes)
        source = Source(path: url.standardizedFileURL.path, snapshot: snapshot)
    }

    /// The table's bytes: identical to what was read when nothing was edited; otherwise in the same
    /// encoding, byte-order mark and format.
    public func serialized() -> [UInt8] {
        if let original, !isModified { return original }
        switch format {
        case .text:
            var out = hasByteOrderMark ? encoding.byteOrderMark : []
            out.append(contentsOf: Transcoder.encode(renderedText(), as: encoding))
            return out
        case .xmlPropertyList, .binaryPropertyList:
            return propertyListBytes()
        }
    }

    /// The text (WTF-8, no BOM) made of every entry's raw pieces and the trailer.
    func renderedText() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.bytes.count + 64)
        for entry in entries { entry.appendRaw(to: &out) }
        trailer.append(to: &out, from: text)
        return out
    }

    /// Key → value, the way iOS looks them up: for a duplicate key the last entry wins.
    public var table: [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    /// The index of the entry iOS uses for `key` (the last one), or nil.
    public func index(ofKey key: String) -> Int? {
        entries.lastIndex { $0.key == key }
    }

    /// The line after the last entry's value (1 in a table without entries): where a finding about a key the table
    /// lacks points, since that is where its translation would be added.
    public var lineAfterLastEntry: Int { (entries.last?.valueLocation?.line ?? 0) + 1 }

    /// Whether the table has an error (iOS would ignore it).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Validates without building a String (a table can be large), eight ASCII bytes at a time.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            var i = 0
            while i < n {
                if i + 8 <= n {
                    let word = UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 { i += 8; continue }
                }
                let c = b[i]
                if c < 0x80 { i += 1; continue }
                var len = 0
                var minimum: UInt32 = 0
                var v: UInt32 = 0
                if c & 0xE0 == 0xC0 { len = 2; minimum = 0x80; v = UInt32(c & 0x1F) }
                else if c & 0xF0 == 0xE0 { len = 3; minimum = 0x800; v = UInt32(c & 0x0F) }
                else if c & 0xF8 == 0xF0 { len = 4; minimum = 0x10000; v = UInt32(c & 0x07) }
                else { return false }
                guard i + len <= n else { return false }
                for k in 1..<len {
                    let d = b[i + k]
                    guard d & 0xC0 == 0x80 else { return false }
                    v = v << 6 | UInt32(d & 0x3F)
                }
                if v < minimum || v > 0x10FFFF || (v >= 0xD800 && v < 0xE000) { return false }
                i += len
            }
            return true
        }
    }

    func invalidUTF8Location(_ bytes: [UInt8]) -> SourceLocation {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            var len = 0
            if b < 0x80 { len = 1 } else if b & 0xE0 == 0xC0 { len = 2 } else if b & 0xF0 == 0xE0 { len = 3 } else if b & 0xF8 == 0xF0 { len = 4 }
            if len == 0 || i + len > bytes.count || String(validating: bytes[i..<(i + len)], as: UTF8.self) == nil {
                return SourceLocation(line: line, column: column)
            }
            if b == 10 { line += 1; column = 1 } else { column += 1 }
            i += len
        }
        return SourceLocation(line: line, column: column)
    }
}
