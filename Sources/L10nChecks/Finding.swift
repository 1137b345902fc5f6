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

/// A screen a layout is checked on: a device, its orientation and a Dynamic Type text size.
public struct Screen: Hashable, Comparable, Sendable {
    /// The device id (`iphone-se`).
    public var device: String
    /// The device's name for messages (`iPhone SE (3rd generation)`).
    public var deviceName: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The text size's short name (`L`, `AX3`).
    public var contentSize: String
    /// Where the device comes in the list of devices (smallest first), for the order screens are named in.
    public var deviceRank: Int

    public init(device: String, deviceName: String, orientation: String, contentSize: String, deviceRank: Int = Int.max) {
        self.device = device
        self.deviceName = deviceName
        self.orientation = orientation
        self.contentSize = contentSize
        self.deviceRank = deviceRank
    }

    /// Devices smallest first, then portrait before landscape, then text sizes in their order.
    public static func < (a: Screen, b: Screen) -> Bool {
        let sizeA = ContentSizeOrder.names.firstIndex(of: a.contentSize) ?? Int.max
        let sizeB = ContentSizeOrder.names.firstIndex(of: b.contentSize) ?? Int.max
        return (a.deviceRank, a.device, a.orientation == "landscape" ? 1 : 0, sizeA) < (b.deviceRank, b.device, b.orientation == "landscape" ? 1 : 0, sizeB)
    }

    /// How messages name a set of screens: the devices, then the orientations and the text sizes when any
    /// differs from portrait at size L (`iPhone SE, iPhone 16 Pro Max; portrait, landscape; L, AX3`).
    public static func describe(_ screens: [Screen]) -> String {
        func unique(_ values: [String]) -> [String] {
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }
        }
        let sorted = screens.sorted()
        var parts = [unique(sorted.map(\.deviceName)).joined(separator: ", ")]
        let orientations = unique(sorted.map(\.orientation)).sorted { $0 == "portrait" && $1 != "portrait" }
        let sizes = ContentSizeOrder.sorted(unique(sorted.map(\.contentSize)))
        if orientations != ["portrait"] || sizes != ["L"] { parts.append(orientations.joined(separator: ", ")) }
        if sizes != ["L"] { parts.append(sizes.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}

/// Text sizes in their own order (XS … XXXL, AX1 … AX5), not the alphabet's.
enum ContentSizeOrder {
    static let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    static func sorted(_ sizes: [String]) -> [String] {
        sizes.sorted { (names.firstIndex(of: $0) ?? names.count, $0) < (names.firstIndex(of: $1) ?? names.count, $1) }
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
    /// The device of the worst screen (layout findings), as an id.
    public var device: String?
    /// The orientation of the worst screen (layout findings).
    public var orientation: String?
    /// The text size of the worst screen (layout findings), `L` unless another was checked.
    public var contentSize: String?
    /// Every screen the problem shows on (one finding per problem, whatever the number of screens).
    public var screens: [Screen]
    public var objectID: String?
    public var className: String?
    public var key: String?
    public var measured: [MeasuredValue]
    public var related: [RelatedLocation]
    /// What to do about it.
    public var fix: String

    public init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, language: String,
        device: String? = nil, orientation: String? = nil, contentSize: String? = nil, screens: [Screen] = [],
        objectID: String? = nil, className: String? = nil,
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
        self.contentSize = contentSize
        self.screens = screens
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

extension Finding {
    /// `text` as a message quotes it: at most `length` characters, the last an ellipsis when it is cut.
    static func excerpt(_ text: String, length: Int) -> String {
        text.count > length ? String(text.prefix(length - 1)) + "…" : text
    }
}
