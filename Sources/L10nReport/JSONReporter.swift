import Dispatch
import L10nChecks
import L10nStrings

/// `{"findings": [...], "summary": {...}}` as DESIGN.md specifies: camelCase keys in a fixed order,
/// optional members only when set, UTF-8.
public struct JSONReporter: Reporter {
    public static let identifier = "json"

    public init() {}

    public func report(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let sorted = Finding.sorted(findings)
        let summary = ReportSummary(findings)
        let totals = JSONValue.object([
            ("errors", .number(Double(summary.errors))),
            ("warnings", .number(Double(summary.warnings))),
            ("infos", .number(Double(summary.infos))),
            ("total", .number(Double(summary.total))),
            ("files", .number(Double(Set(findings.map(\.file)).count))),
        ])
        // The same text as `JSONValue.object([("findings", .array(…)), ("summary", totals)]).serialized()`,
        // with each finding written on whichever core is free: a project of tens of thousands of findings
        // spent most of the run's serial time here.
        let written = Self.serialized(sorted, indent: 4)
        var out = "{\n  \"findings\": "
        if written.isEmpty {
            out += "[]"
        } else {
            out += "[\n"
            for (index, finding) in written.enumerated() {
                out += "    "
                out += finding
                out += index == written.count - 1 ? "\n" : ",\n"
            }
            out += "  ]"
        }
        out += ",\n  \"summary\": "
        out += totals.serialized(indent: 2)
        out += "\n}\n"
        return out
    }

    /// Each finding's JSON text at `indent`, in order.
    static func serialized(_ findings: [Finding], indent: Int) -> [String] {
        let chunk = 256
        let chunks = (findings.count + chunk - 1) / chunk
        guard chunks > 1 else { return findings.map { json($0).serialized(indent: indent) } }
        var texts = [String](repeating: "", count: findings.count)
        texts.withUnsafeMutableBufferPointer { texts in
            // Each chunk writes only its own slots.
            nonisolated(unsafe) let slots = texts
            DispatchQueue.concurrentPerform(iterations: chunks) { index in
                for position in index * chunk..<min(findings.count, (index + 1) * chunk) {
                    slots[position] = json(findings[position]).serialized(indent: indent)
                }
            }
        }
        return texts
    }

    static func json(_ f: Finding) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(f.ruleID)),
            ("severity", .string(f.severity.rawValue)),
            ("message", .string(f.message)),
            ("file", .string(f.file)),
            ("line", .number(Double(f.line))),
            ("column", .number(Double(f.column))),
            ("language", .string(f.language)),
        ]
        if let device = f.device { members.append(("device", .string(device))) }
        if let orientation = f.orientation { members.append(("orientation", .string(orientation))) }
        if let contentSize = f.contentSize { members.append(("contentSize", .string(contentSize))) }
        if let objectID = f.objectID { members.append(("objectID", .string(objectID))) }
        if let className = f.className { members.append(("class", .string(className))) }
        if let key = f.key { members.append(("key", .string(key))) }
        if f.screens.count > 1 {
            members.append(("screens", .array(f.screens.map { .object([("device", .string($0.device)), ("orientation", .string($0.orientation)),
                                                                       ("contentSize", .string($0.contentSize))]) })))
        }
        if !f.measured.isEmpty { members.append(("measured", .object(f.measured.map { ($0.name, .number($0.rounded)) }))) }
        members.append(("fingerprint", .string(f.fingerprint)))
        members.append(("related", .array(f.related.map {
            .object([("file", .string($0.file)), ("line", .number(Double($0.line))), ("column", .number(Double($0.column))),
                     ("note", .string($0.note))])
        })))
        members.append(("fix", .string(f.fix)))
        return .object(members)
    }
}
