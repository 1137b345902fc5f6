import Foundation

/// An XLIFF 1.2 document as `xcodebuild -exportLocalizations` writes it: one `<file>` per source table
/// (a storyboard, `Localizable.strings`, a catalog), one `<trans-unit>` per key with the base text as
/// `<source>`, the translation as `<target>` (absent when untranslated) and the comment as `<note>`.
///
/// Units may carry `maxwidth` with `size-unit="pixel"`: the width the text really has in the laid-out
/// interface, so translators' tools warn while they type.
public struct XLIFFDocument: Equatable, Sendable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) {
        self.files = files
    }

    /// Reads an XLIFF 1.2 document.
    /// - Throws: ``LocalizationFormatError`` with the location of malformed XML, a `<trans-unit>` without
    ///   an id or `<source>`, or markup inside a text that this tool cannot apply to a table.
    /// - Throws: also for a document type declaration or entity (refused: they can empty a translation or
    ///   read other files), a file cut short (nothing is read, so an import is never half applied), and a
    ///   `source-language`/`target-language` that is not a language code (it would name a folder).
    public init(bytes: [UInt8]) throws(LocalizationFormatError) {
        files = try XLIFFReader.read(bytes)
    }

    /// The document in Xcode's layout: two-space indent, attributes in Xcode's order, files and units in
    /// the order given (``XLIFFFile/sortedForExport()`` gives Xcode's), a final newline.
    public func serialized(tool: XLIFFTool = .l10nlayout) -> [UInt8] {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
        out += "xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
        for file in files {
            out += "  <file original=\"\(Self.attribute(file.original))\" source-language=\"\(Self.attribute(file.sourceLanguage))\""
            if let target = file.targetLanguage { out += " target-language=\"\(Self.attribute(target))\"" }
            out += " datatype=\"\(Self.attribute(file.datatype))\">\n"
            out += "    <header>\n"
            out += "      <tool tool-id=\"\(Self.attribute(tool.id))\" tool-name=\"\(Self.attribute(tool.name))\" tool-version=\"\(Self.attribute(tool.version))\""
            if let build = tool.build { out += " build-num=\"\(Self.attribute(build))\"" }
            out += "/>\n"
            out += "    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                out += "      <trans-unit id=\"\(Self.attribute(unit.id))\" xml:space=\"preserve\""
                if let width = unit.maxWidth { out += " maxwidth=\"\(width)\" size-unit=\"pixel\"" }
                out += ">\n"
                out += "        <source>\(Self.text(unit.source))</source>\n"
                if let target = unit.target { out += "        <target>\(Self.text(target))</target>\n" }
                if let note = unit.note { out += "        <note>\(Self.text(note))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n"
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return Array(out.utf8)
    }

    /// Escapes element text as Xcode does: `&`, `<` and `>`; quotes stay.
    static func text(_ value: String) -> String { XMLEscaping.text(value) }

    /// Escapes an attribute value (quotes, line breaks and tabs too).
    static func attribute(_ value: String) -> String { XMLEscaping.attribute(value) }
}

/// The `<tool>` of each file's header.
public struct XLIFFTool: Equatable, Sendable {
    public var id: String
    public var name: String
    public var version: String
    public var build: String?

    public init(id: String, name: String, version: String, build: String? = nil) {
        self.id = id
        self.name = name
        self.version = version
        self.build = build
    }

    /// This tool; it does not pretend to be Xcode.
    public static let l10nlayout = XLIFFTool(id: "l10nlayout", name: "l10nlayout", version: "1.0")
}

/// One `<file>`: a source table and the units of one target language.
public struct XLIFFFile: Equatable, Sendable {
    /// The source table's path relative to the project (`Base.lproj/Main.storyboard`,
    /// `en.lproj/Localizable.strings`, `Localizable.xcstrings`).
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String?
    public var datatype: String
    public var units: [XLIFFUnit]

    public init(original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext", units: [XLIFFUnit]) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.units = units
    }
}

/// One `<trans-unit>`.
public struct XLIFFUnit: Equatable, Sendable {
    /// The table key (`QQl-ha-OEf.normalTitle`), or for a catalog's plural form `key|==|plural.one`.
    public var id: String
    public var source: String
    /// The translation; nil when the language has none yet.
    public var target: String?
    /// The comment for translators (the IB comment for a storyboard's string).
    public var note: String?
    /// The width, in points (pixels at 1×), the text has in the laid-out interface.
    public var maxWidth: Int?
    /// Where the unit starts in the file read (1-based); 0 for units made in memory.
    public var line: Int
    public var column: Int

    public init(id: String, source: String, target: String?, note: String?, maxWidth: Int? = nil, line: Int = 0, column: Int = 0) {
        self.id = id
        self.source = source
        self.target = target
        self.note = note
        self.maxWidth = maxWidth
        self.line = line
        self.column = column
    }

    public static func == (lhs: XLIFFUnit, rhs: XLIFFUnit) -> Bool {
        lhs.id == rhs.id && lhs.source == rhs.source && lhs.target == rhs.target && lhs.note == rhs.note && lhs.maxWidth == rhs.maxWidth
    }
}

extension XLIFFFile {
    /// The units whose id is not among `known` (the keys the source has): an import must report them
    /// rather than add keys nobody extracts. In file order, with their line and column.
    public func units(notIn known: Set<String>) -> [XLIFFUnit] {
        units.filter { !known.contains($0.id) }
    }

    /// Units sorted by id as Xcode exports them (by UTF-16 code unit, as `NSString`'s literal compare).
    public func sortedForExport() -> XLIFFFile {
        var copy = self
        copy.units.sort { Array($0.id.utf16).lexicographicallyPrecedes(Array($1.id.utf16)) }
        return copy
    }
}
