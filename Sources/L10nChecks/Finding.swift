/// Another place a finding refers to (the base entry of a translation, the storyboard element of a key).
public struct RelatedLocation: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var note: String

    public init(file: String, line: Int, column: Int, note: String) {
        self.file = file
        self.line = line
        self.column = column
        self.note = note
    }
}

/// A number measured for a finding (`width`, `available`), kept in the order the check gives them.
public struct MeasuredValue: Sendable, Equatable {
    public var name: String
    public var value: Double

    public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}

/// One problem found by a check, located where the user edits (`file:line:column`).
public struct Finding: Sendable, Equatable {
    /// The rule's kebab-case id (`format-specifier-mismatch`).
    public var ruleID: String
    public var severity: Severity
    /// Short, specific and stable (no final period): it names the key, language and numbers.
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    /// The language of the table or layout the finding is about (`de`, `Base`).
    public var language: String
    public var device: String?
    public var orientation: String?
    public var objectID: String?
    public var className: String?
    public var key: String?
    public var measured: [MeasuredValue]
    public var related: [RelatedLocation]
    /// What to do about it.
    public var fix: String

    public init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, language: String,
        device: String? = nil, orientation: String? = nil, objectID: String? = nil, className: String? = nil,
        key: String? = nil, measured: [MeasuredValue] = [], related: [RelatedLocation] = [], fix: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.language = language
        self.device = device
        self.orientation = orientation
        self.objectID = objectID
        self.className = className
        self.key = key
        self.measured = measured
        self.related = related
        self.fix = fix
    }

    /// The deterministic order of reports: path, line, column, rule id, then message.
    public static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { a, b in
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            return a.message < b.message
        }
    }
}
