import Foundation
import L10nChecks
import L10nLayout
import L10nProject
import L10nReport
import L10nStrings
import L10nText

/// `verify`'s settings: the command line over `.l10nlayout.json` (``ProjectSettings``) over the defaults.
/// A value the file gives that the command cannot use is an error at its `file:line:column`.
struct VerifySettings {
    var options = VerifyOptions()
    var fontDirectories: [URL] = []
    var excludedPaths: [String] = []
    var pathRoot: String?
    var failOn: Severity? = .error
    var format = "text"

    /// Reads the settings file (`--config`, else `<root>/.l10nlayout.json` when present) and lays the
    /// command line over it.
    init(arguments: ParsedArguments, report: ReportOptions, screens: ScreenOptions, languages: [String], root: URL, io: CommandIO) throws {
        options.jobs = ProcessInfo.processInfo.activeProcessorCount
        let configURL = arguments.value("config").map(io.url(for:)) ?? root.appendingPathComponent(ProjectLocator.settingsFileName)
        if arguments.isGiven("config") || FileManager.default.fileExists(atPath: configURL.path) {
            guard let data = FileManager.default.contents(atPath: configURL.path) else {
                throw CommandError.input("\(arguments.value("config") ?? ProjectLocator.settingsFileName): cannot read the settings file; check the path")
            }
            let shown = arguments.value("config") ?? ProjectLocator.settingsFileName
            do {
                try apply(try ProjectSettings(bytes: [UInt8](data), path: shown), root: root)
            } catch let error as SettingsError {
                throw CommandError.input(error.description)
            }
        }
        // The command line wins over the file.
        if !languages.isEmpty { options.languages = languages }
        if let devices = screens.devices { options.devices = devices }
        if let orientations = screens.orientations { options.orientations = orientations }
        if let sizes = screens.contentSizes { options.contentSizes = sizes }
        if report.isFormatGiven { format = report.format }
        if report.isFailOnGiven { failOn = report.failOn }
        if let base = arguments.value("base") { options.baseLanguage = base }
        if let jobs = try arguments.int("jobs", in: 1...256) { options.jobs = jobs }
        if let shard = arguments.value("shard") {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw CommandError.usage("--shard expects I/N with 1 ≤ I ≤ N, e.g. 2/4, got '\(shard)'")
            }
            options.shard = (parts[0], parts[1])
        }
        fontDirectories += arguments.values("font-dir").map(io.url(for:))
    }

    private mutating func apply(_ settings: ProjectSettings, root: URL) throws {
        if let languages = settings.languages {
            for language in languages.value where LanguageCode(language) == nil {
                throw CommandError.input(settings.error(at: languages, "\"languages\" has '\(language)', which is not a language code; use codes such as de, pt-BR, zh-Hans").description)
            }
            options.languages = languages.value
        }
        if let devices = settings.devices {
            options.devices = devices.value.contains("all") ? Device.all : try devices.value.map { name in
                guard let device = Device.named(name) else {
                    throw CommandError.input(settings.error(at: devices, "\"devices\" has unknown device '\(name)'; use one of \(Device.all.map(\.id).joined(separator: ", ")) or all").description)
                }
                return device
            }
        }
        if let orientations = settings.orientations {
            options.orientations = try orientations.value.map { value in
                guard let orientation = Device.Orientation(rawValue: value) else {
                    throw CommandError.input(settings.error(at: orientations, "\"orientations\" has '\(value)'; use portrait or landscape").description)
                }
                return orientation
            }
        }
        if let sizes = settings.contentSizes {
            options.contentSizes = try sizes.value.map { name in
                guard let size = ContentSizeCategory(name: name) else {
                    throw CommandError.input(settings.error(at: sizes, "\"contentSizes\" has '\(name)'; use XS, S, M, L, XL, XXL, XXXL, AX1 … AX5").description)
                }
                return size
            }
        }
        if let directories = settings.fontDirectories {
            fontDirectories = directories.value.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) }
        }
        if let exclude = settings.exclude { excludedPaths = exclude.value }
        if let base = settings.base { options.baseLanguage = base.value }
        if let pathRoot = settings.pathRoot { self.pathRoot = pathRoot.value }
        if let format = settings.format {
            let known = Reporters.identifiers
            guard known.contains(format.value) else {
                throw CommandError.input(settings.error(at: format, "\"format\" must be one of \(known.joined(separator: ", ")), got '\(format.value)'").description)
            }
            self.format = format.value
        }
        if let failOn = settings.failOn {
            guard ReportOptions.failOnValues.contains(failOn.value) else {
                throw CommandError.input(settings.error(at: failOn, "\"failOn\" must be error, warning, info or never, got '\(failOn.value)'").description)
            }
            self.failOn = ReportOptions.severity(failOn.value)
        }
        if let jobs = settings.jobs { options.jobs = jobs.value }
        let known = Set(VerifyPipeline.rules.map(\.id))
        for rule in settings.rules {
            guard known.contains(rule.value.id) else {
                throw CommandError.input(settings.error(at: rule, "\"rules\" names unknown rule \"\(rule.value.id)\"; see 'l10nlayout help verify' for the rule ids").description)
            }
            switch rule.value.setting {
            case "off": options.disabledRules.insert(rule.value.id)
            case "error": options.severities[rule.value.id] = .error
            case "warning": options.severities[rule.value.id] = .warning
            case "info": options.severities[rule.value.id] = .info
            default: throw CommandError.input(settings.error(at: rule, "\"rules\".\"\(rule.value.id)\" must be off, error, warning or info").description)
            }
        }
    }
}
