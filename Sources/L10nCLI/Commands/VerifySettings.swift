import Foundation
import L10nChecks
import L10nLayout
import L10nText

/// `verify`'s settings: the command line over `.l10nlayout.json` over the defaults.
///
/// The file is a JSON object; every key is optional:
/// `languages` [String], `devices` [String] (device ids or "all"), `orientations` ["portrait", "landscape"],
/// `contentSizes` [String] ("L", "AX3"…), `rules` {rule id: "off" | "error" | "warning" | "info"},
/// `fontDirectories` [String] (relative to the project), `exclude` [String] (path prefixes relative to the
/// project), `failOn` ("error" | "warning" | "info" | "never"), `base` (String), `format`, `jobs` (Int).
/// Unknown keys and values of the wrong kind are errors that name the key, so a typo never silently
/// turns a check off.
struct VerifySettings {
    var options = VerifyOptions()
    var configLanguages: [String] = []
    var fontDirectories: [URL] = []
    var severities: [String: Severity] = [:]
    var failOn: Severity? = .error
    var baseLanguage: String?
    var format = "text"
    var output: String?

    static let knownKeys = ["base", "contentSizes", "devices", "exclude", "failOn", "fontDirectories", "format", "jobs", "languages", "orientations", "rules"]

    init(arguments: ParsedArguments, projectRoot: URL, io: CommandIO) throws {
        options.jobs = ProcessInfo.processInfo.activeProcessorCount
        let configURL = arguments.value("config").map(io.url(for:)) ?? projectRoot.appendingPathComponent(".l10nlayout.json")
        if arguments.isGiven("config") || FileManager.default.fileExists(atPath: configURL.path) {
            try readConfig(configURL, projectRoot: projectRoot)
        }
        // The command line wins over the file.
        if arguments.isGiven("device") { options.devices = try Self.devices(arguments.values("device"), key: "--device") }
        if arguments.isGiven("orientation") || options.orientations.isEmpty {
            options.orientations = Self.orientations(arguments.value("orientation") ?? "portrait")
        }
        if arguments.isGiven("content-size") { options.contentSizes = try Self.contentSizes(arguments.values("content-size"), key: "--content-size") }
        if arguments.isGiven("format") || format == "text" { format = arguments.value("format") ?? "text" }
        if arguments.isGiven("fail-on") { failOn = Self.severity(arguments.value("fail-on") ?? "error") }
        if let base = arguments.value("base") { baseLanguage = base }
        if let jobs = try arguments.int("jobs", in: 1...256) { options.jobs = jobs }
        if let shard = arguments.value("shard") {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw CommandError.usage("--shard expects I/N with 1 ≤ I ≤ N, e.g. 2/4, got '\(shard)'")
            }
            options.shard = (parts[0], parts[1])
        }
        fontDirectories += arguments.values("font-dir").map(io.url(for:))
        output = arguments.value("output")
    }

    /// Applies the configured severities (and "off") to findings of every kind, lint included.
    func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            if options.disabledRules.contains(finding.ruleID) { return nil }
            var finding = finding
            if let severity = severities[finding.ruleID] { finding.severity = severity }
            return finding
        }
    }

    private mutating func readConfig(_ url: URL, projectRoot: URL) throws {
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandError.input("\(url.path): cannot read the settings file")
        }
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw CommandError.input("\(name): the settings must be a JSON object ({ \"languages\": [\"de\"], … })")
            }
            object = parsed
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError.input("\(name): not valid JSON: \(error.localizedDescription)")
        }
        for key in object.keys.sorted() where !Self.knownKeys.contains(key) {
            throw CommandError.input("\(name): unknown key \"\(key)\"; known keys: \(Self.knownKeys.joined(separator: ", "))")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = object[key] else { return nil }
            guard let list = value as? [String] else { throw CommandError.input("\(name): \"\(key)\" must be a list of strings") }
            return list
        }
        func string(_ key: String) throws -> String? {
            guard let value = object[key] else { return nil }
            guard let text = value as? String else { throw CommandError.input("\(name): \"\(key)\" must be a string") }
            return text
        }
        if let languages = try strings("languages") { configLanguages = languages }
        if let devices = try strings("devices") { options.devices = try Self.devices(devices, key: "\(name): \"devices\"") }
        if let orientations = try strings("orientations") {
            options.orientations = try orientations.map { value in
                guard let orientation = Device.Orientation(rawValue: value) else {
                    throw CommandError.input("\(name): \"orientations\" has '\(value)'; use portrait or landscape")
                }
                return orientation
            }
        }
        if let sizes = try strings("contentSizes") { options.contentSizes = try Self.contentSizes(sizes, key: "\(name): \"contentSizes\"") }
        if let directories = try strings("fontDirectories") {
            fontDirectories = directories.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : projectRoot.appendingPathComponent($0) }
        }
        if let exclude = try strings("exclude") { options.excludedPaths = exclude }
        if let base = try string("base") { baseLanguage = base }
        if let format = try string("format") { self.format = format }
        if let failOn = try string("failOn") {
            guard ["error", "warning", "info", "never"].contains(failOn) else {
                throw CommandError.input("\(name): \"failOn\" must be error, warning, info or never, got '\(failOn)'")
            }
            self.failOn = Self.severity(failOn)
        }
        if let jobs = object["jobs"] {
            guard let number = jobs as? Int, number >= 1 else { throw CommandError.input("\(name): \"jobs\" must be a whole number ≥ 1") }
            options.jobs = number
        }
        if let rules = object["rules"] {
            guard let map = rules as? [String: Any] else {
                throw CommandError.input("\(name): \"rules\" must be an object of rule id → off, error, warning or info")
            }
            let known = Set(LintRules.all.map { $0.description.id } + Verifier.rules.map(\.id))
            for id in map.keys.sorted() {
                guard known.contains(id) else {
                    throw CommandError.input("\(name): \"rules\" names unknown rule \"\(id)\"; see README for the rule ids")
                }
                switch map[id] as? String {
                case "off": options.disabledRules.insert(id)
                case "error": severities[id] = .error
                case "warning": severities[id] = .warning
                case "info": severities[id] = .info
                default: throw CommandError.input("\(name): \"rules\".\"\(id)\" must be off, error, warning or info")
                }
            }
        }
    }

    static func severity(_ text: String) -> Severity? {
        text == "never" ? nil : Severity(rawValue: text) ?? .error
    }

    static func orientations(_ text: String) -> [Device.Orientation] {
        text == "all" ? [.portrait, .landscape] : [Device.Orientation(rawValue: text) ?? .portrait]
    }

    static func devices(_ names: [String], key: String) throws -> [Device] {
        if names.contains("all") { return Device.all }
        return try names.map { name in
            guard let device = Device.named(name) else {
                throw CommandError.usage("\(key): unknown device '\(name)'", hint: "use one of \(Device.all.map(\.id).joined(separator: ", ")) or all")
            }
            return device
        }
    }

    static func contentSizes(_ names: [String], key: String) throws -> [ContentSizeCategory] {
        try names.map { name in
            guard let size = ContentSizeCategory(name: name) else {
                throw CommandError.usage("\(key): unknown content size '\(name)'", hint: "use XS, S, M, L, XL, XXL, XXXL, AX1 … AX5")
            }
            return size
        }
    }
}
