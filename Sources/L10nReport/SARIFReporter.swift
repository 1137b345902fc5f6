import L10nChecks
import L10nStrings

/// SARIF 2.1.0 with one run, for GitHub code scanning and other SARIF viewers.
///
/// The driver lists every rule that ran (sorted by id, then any rule a finding names that was not
/// given, with only its id) so each result's `ruleIndex` points into it. Every result has a physical
/// location (code scanning drops results without one), a level of `error`, `warning` or `note`, and a
/// `partialFingerprints` entry built from ``Finding/fingerprint`` so an alert keeps its identity when
/// unrelated lines move. Finding details that SARIF has no member for (language, device, measured
/// values) go in the result's `properties`.
public struct SARIFReporter: Reporter {
    public static let identifier = "sarif"
    /// The schema the output declares and is tested against (the copy in the tests' fixtures).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; versioned like the fingerprint recipe.
    public static let fingerprintKey = "l10nlayoutFingerprint/v2"

    /// The driver's version, shown by SARIF viewers.
    public var toolVersion: String
    public var informationURI: String?
    /// The absolute folder the findings' relative paths start from: written as the run's
    /// `originalUriBaseIds.SRCROOT`, and every relative artifact location names that base.
    public var sourceRoot: String?

    /// The base id relative artifact locations name.
    public static let sourceRootID = "SRCROOT"

    /// - Parameters:
    ///   - toolVersion: the l10nlayout version written as `tool.driver.version`.
    ///   - informationURI: the tool's home page, written as `informationUri` when set (it must be absolute).
    ///   - sourceRoot: the absolute folder reported paths are relative to, when known.
    public init(toolVersion: String = "0.1.0", informationURI: String? = nil, sourceRoot: String? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.sourceRoot = sourceRoot
    }

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let sorted = Finding.sorted(findings)
        var descriptors: [JSONValue] = []
        var ruleIndex: [String: Int] = [:]
        // Lookups only: the descriptors' order comes from the sorted arrays, never from the dictionary.
        for rule in rules.sorted(by: { $0.id < $1.id }) where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = descriptors.count
            descriptors.append(Self.descriptor(rule))
        }
        for finding in sorted where ruleIndex[finding.ruleID] == nil {
            ruleIndex[finding.ruleID] = descriptors.count
            descriptors.append(.object([("id", .string(finding.ruleID)), ("name", .string(Self.identifierName(finding.ruleID)))]))
        }

        var occurrences: [String: Int] = [:]
        var results: [JSONValue] = []
        for finding in sorted {
            let fingerprint = finding.fingerprint
            let occurrence = occurrences[fingerprint, default: 0] + 1
            occurrences[fingerprint] = occurrence
            results.append(Self.result(finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0,
                                       fingerprint: occurrence == 1 ? fingerprint : "\(fingerprint):\(occurrence)"))
        }

        var driver: [(String, JSONValue)] = [("name", .string("l10nlayout")), ("version", .string(toolVersion))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(descriptors)))
        var run: [(String, JSONValue)] = [("tool", .object([("driver", .object(driver))]))]
        if let sourceRoot {
            let folder = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
            run.append(("originalUriBaseIds", .object([(Self.sourceRootID, .object([("uri", .string(Self.uri(forPath: folder)))]))])))
        }
        run.append(("results", .array(results)))
        let document = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return document.serialized() + "\n"
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        var configuration: [(String, JSONValue)] = []
        if !rule.isEnabledByDefault { configuration.append(("enabled", .bool(false))) }
        configuration.append(("level", .string(level(rule.defaultSeverity))))
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(identifierName(rule.id))),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.explanation))])),
            ("help", .object([("text", .string(rule.fix))])),
            ("defaultConfiguration", .object(configuration)),
            ("properties", .object([("tags", .array([.string("localization")]))])),
        ])
    }

    static func result(_ f: Finding, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(f.ruleID)),
            ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(level(f.severity))),
            ("message", .object([("text", .string(f.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(f.file, f.line, f.column))])])),
        ]
        if !f.related.isEmpty {
            members.append(("relatedLocations", .array(f.related.enumerated().map { index, related in
                .object([
                    ("id", .number(Double(index + 1))),
                    ("physicalLocation", physicalLocation(related.file, related.line, related.column)),
                    ("message", .object([("text", .string(related.note))])),
                ])
            })))
        }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))

        var properties: [(String, JSONValue)] = [("language", .string(f.language))]
        if let device = f.device { properties.append(("device", .string(device))) }
        if let orientation = f.orientation { properties.append(("orientation", .string(orientation))) }
        if let objectID = f.objectID { properties.append(("objectID", .string(objectID))) }
        if let className = f.className { properties.append(("class", .string(className))) }
        if let key = f.key { properties.append(("key", .string(key))) }
        if let contentSize = f.contentSize { properties.append(("contentSize", .string(contentSize))) }
        if f.screens.count > 1 { properties.append(("screens", .array(f.screens.map { .string("\($0.device) \($0.orientation) \($0.contentSize)") }))) }
        if !f.measured.isEmpty { properties.append(("measured", .object(f.measured.map { ($0.name, .number($0.rounded)) }))) }
        properties.append(("fix", .string(f.fix)))
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// A region only for positions SARIF accepts (lines and columns start at 1): a finding about a whole
    /// file still gets its artifact location.
    static func physicalLocation(_ file: String, _ line: Int, _ column: Int) -> JSONValue {
        var artifact: [(String, JSONValue)] = [("uri", .string(uri(forPath: file)))]
        if !file.hasPrefix("/") { artifact.append(("uriBaseId", .string(sourceRootID))) }
        var members: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
        if line >= 1 {
            var region: [(String, JSONValue)] = [("startLine", .number(Double(line)))]
            if column >= 1 { region.append(("startColumn", .number(Double(column)))) }
            members.append(("region", .object(region)))
        }
        return .object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A path as a URI reference: `/` separators, and every byte outside RFC 3986's unreserved set and the
    /// path-safe delimiters percent-encoded (UTF-8), so spaces, `%`, `#`, `?` and non-ASCII names survive.
    /// A colon is encoded too, or `de:x/a.strings` would read as a scheme. Relative paths stay relative
    /// (code scanning resolves them against the repository root); absolute ones become `file://` URIs.
    static func uri(forPath path: String) -> String {
        let slashed = path.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "/")
        var encoded = ""
        for byte in slashed.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
                 UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
                 UInt8(ascii: "="), UInt8(ascii: "@"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (byte < 16 ? "0" : "") + hex
            }
        }
        return slashed.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `text-truncated` → `TextTruncated`: SARIF's `name` is an identifier-like, non-localized string, and
    /// deriving it from the id keeps it as stable as the id.
    static func identifierName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
