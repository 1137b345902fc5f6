import Foundation
import L10nInterfaceBuilder
import L10nLayout
import L10nStrings
import L10nText

/// What `verify` checks: which languages, on which screens and at which text sizes.
public struct VerifyOptions: Sendable {
    /// Languages to check; empty: every language that has a table beside a base document.
    public var languages: [String] = []
    /// Devices; empty: each document's own device, as designed in Interface Builder.
    public var devices: [Device] = []
    public var orientations: [Device.Orientation] = [.portrait]
    public var contentSizes: [ContentSizeCategory] = [.large]
    /// Worker threads across (document, language) jobs.
    public var jobs = 1
    /// This run's share of the jobs, `index` of `count` (1-based), split deterministically.
    public var shard = (index: 1, count: 1)
    /// Rule ids not to run.
    public var disabledRules: Set<String> = []
    /// Paths (relative to the project) or path prefixes to leave out.
    public var excludedPaths: [String] = []

    public init() {}
}

/// Lays out every base document of a project per language, device, orientation and text size, and runs
/// the layout rules against the base language's layout on the same screen.
public final class Verifier: @unchecked Sendable {
    public let engine: LayoutEngine
    /// Base-language layouts, shared by every language of a document (key: path and configuration).
    private var baseLayouts: [String: DocumentLayout] = [:]
    private let baseLock = NSLock()

    public init(engine: LayoutEngine) {
        self.engine = engine
    }

    /// The rules `verify` runs besides lint, in report order.
    public static var rules: [RuleDescription] { LayoutRules.all.map { $0.description } }

    /// One base document and one language: the unit of work that `--jobs` spreads and `--shard` splits.
    public struct Job: Sendable {
        public var document: URL
        /// The language's `.strings` table, or the String Catalog (`<Name>.xcstrings`) that holds it.
        public var table: URL
        public var language: String
        public var isCatalog: Bool { table.pathExtension == "xcstrings" }
    }

    /// The jobs for a project in a stable order (document path, then language).
    /// - Throws: `VerifyError` when the project cannot be read or a requested language has no table.
    public func jobs(project: LocalizationProject, options: VerifyOptions) throws -> [Job] {
        var jobs: [Job] = []
        var languagesSeen = Set<String>()
        for group in project.groups {
            let languages = group.languages.filter { $0 != "Base" }
            for document in group.baseDocuments {
                if Self.isExcluded(document, root: project.root, options: options) { continue }
                let name = document.deletingPathExtension().lastPathComponent
                for language in languages where options.languages.isEmpty || options.languages.contains(language) {
                    let table = group.tableURL(name, language: language)
                    // A language without this document's table shows the base texts; nothing to check.
                    guard FileManager.default.fileExists(atPath: table.path) else { continue }
                    languagesSeen.insert(language)
                    if Self.isExcluded(table, root: project.root, options: options) { continue }
                    jobs.append(Job(document: document, table: table, language: language))
                }
                // Since Xcode 15 a document's strings may live in a String Catalog beside Base.lproj instead.
                for catalogURL in [group.directory.appendingPathComponent("\(name).xcstrings"),
                                   group.folder(for: "Base").appendingPathComponent("\(name).xcstrings")]
                where FileManager.default.fileExists(atPath: catalogURL.path) {
                    guard let catalog = try? StringCatalog(contentsOf: catalogURL) else { continue }
                    for language in catalog.languages where language != catalog.sourceLanguage
                        && !jobs.contains(where: { $0.document == document && $0.language == language })
                        && (options.languages.isEmpty || options.languages.contains(language)) {
                        languagesSeen.insert(language)
                        jobs.append(Job(document: document, table: catalogURL, language: language))
                    }
                }
            }
        }
        if let missing = options.languages.first(where: { !languagesSeen.contains($0) }) {
            throw VerifyError.noTables(language: missing)
        }
        jobs.sort { ($0.document.path, $0.language) < ($1.document.path, $1.language) }
        let (index, count) = options.shard
        guard count > 1 else { return jobs }
        return jobs.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Runs every job and returns the findings, sorted.
    ///
    /// - Parameters:
    ///   - displayPath: how a file appears in findings (relative to the current directory, say).
    ///   - progress: called after each job with (done, total), from any thread.
    public func verify(
        _ jobs: [Job], options: VerifyOptions, displayPath: @escaping @Sendable (URL) -> String,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Finding] {
        let lock = NSLock()
        var findings: [Finding] = []
        var done = 0
        var documents: [String: IBDocument] = [:]
        var documentErrors: [String: Finding] = [:]

        func document(_ url: URL) -> Loaded {
            lock.lock(); defer { lock.unlock() }
            if let cached = documents[url.path] { return .success(cached) }
            if let failed = documentErrors[url.path] { return .failure(failed) }
            do {
                let document = try IBDocument(contentsOf: url.path)
                documents[url.path] = document
                return .success(document)
            } catch let error as IBReadError {
                let finding = Finding(
                    ruleID: "document-unreadable", severity: .error, message: error.message, file: displayPath(url),
                    line: max(1, error.line), column: max(1, error.column), language: "Base",
                    fix: "Open the document in Xcode and save it again, or restore it from version control")
                documentErrors[url.path] = finding
                return .failure(finding)
            } catch {
                let finding = Finding(ruleID: "document-unreadable", severity: .error, message: String(describing: error),
                                      file: displayPath(url), line: 1, column: 1, language: "Base", fix: "Check the file")
                documentErrors[url.path] = finding
                return .failure(finding)
            }
        }

        let workers = max(1, min(options.jobs, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var local: [Finding] = []
            for (index, job) in jobs.enumerated() where index % workers == worker {
                switch document(job.document) {
                case .failure(let finding): local.append(finding)
                case .success(let doc): local += self.check(job, document: doc, options: options, displayPath: displayPath)
                }
                lock.lock()
                done += 1
                let count = done
                lock.unlock()
                progress?(count, jobs.count)
            }
            lock.lock(); findings += local; lock.unlock()
        }
        // The same document error is reported once, not once per language.
        var seen = Set<String>()
        let unique = findings.filter { finding in
            let key = "\(finding.ruleID)|\(finding.file)|\(finding.line)|\(finding.column)|\(finding.language)|\(finding.device ?? "")|\(finding.orientation ?? "")|\(finding.message)"
            return seen.insert(key).inserted
        }
        return Finding.sorted(unique.filter { !options.disabledRules.contains($0.ruleID) })
    }

    enum Loaded {
        case success(IBDocument)
        case failure(Finding)
    }

    /// One document in one language on every configured screen.
    func check(_ job: Job, document: IBDocument, options: VerifyOptions, displayPath: (URL) -> String) -> [Finding] {
        let source = TranslationSource(job, displayPath: displayPath)
        let documentPath = displayPath(job.document)
        var findings = missingKeys(document: document, source: source, documentPath: documentPath, language: job.language)
        // Plural forms (catalogs): every variant is laid out; for each key only the worst finding stays.
        var variantFindings: [Finding] = []
        for (index, translations) in source.variantSets.enumerated() {
            variantFindings += layoutFindings(job, document: document, translations: translations, locations: source.locations,
                                              documentPath: documentPath, options: options, deviceIndependent: index == 0)
        }
        findings += source.variantSets.count > 1 ? Self.worstPerKey(variantFindings) : variantFindings
        return findings
    }

    /// For findings about the same key, rule and screen (one per plural variant), the one that overflows most.
    static func worstPerKey(_ findings: [Finding]) -> [Finding] {
        var best: [String: Finding] = [:]
        var order: [String] = []
        for (index, finding) in findings.enumerated() {
            // A finding without a key has nothing to compete with: its position keys it.
            guard let key = finding.key else { order.append("#\(index)"); best["#\(index)"] = finding; continue }
            let id = "\(finding.ruleID)|\(key)|\(finding.device ?? "")|\(finding.orientation ?? "")"
            if let current = best[id] {
                if (finding.measured.last?.value ?? 0) > (current.measured.last?.value ?? 0) { best[id] = finding }
            } else {
                best[id] = finding
                order.append(id)
            }
        }
        return order.compactMap { best[$0] }
    }

    /// A job's translations, key → value, from its `.strings` table or String Catalog (for keys with plural
    /// forms, the first form), as `verify` lays them out.
    public static func translations(for job: Job) -> [String: String] {
        TranslationSource(job, displayPath: { $0.path }).variantSets.first ?? [:]
    }

    /// A language's translations from its `.strings` table or from a String Catalog, with where each one is.
    struct TranslationSource {
        var entries: [(key: String, location: LayoutIssue.Location?)] = []
        /// One translation set per plural variant (one set when no key has plural forms).
        var variantSets: [[String: String]] = [[:]]
        var locations: [String: LayoutIssue.Location] = [:]
        var path: String
        /// A catalog's keys, translated in this language or not (its own lint reports untranslated ones).
        var catalogKeys: Set<String> = []

        init(_ job: Job, displayPath: (URL) -> String) {
            path = displayPath(job.table)
            if job.isCatalog {
                guard let catalog = try? StringCatalog(contentsOf: job.table) else { return }
                var sets: [[String: String]] = [[:]]
                catalogKeys = Set(catalog.keys)
                for entry in catalog.entries {
                    guard let localization = entry.localization(job.language) else { continue }
                    let unit = localization.stringUnit ?? localization.plural.first?.unit
                    let location = unit.map { LayoutIssue.Location(file: path, line: max(1, $0.line), column: max(1, $0.column)) }
                        ?? LayoutIssue.Location(file: path, line: max(1, entry.line), column: max(1, entry.column))
                    entries.append((entry.key, location))
                    locations[entry.key] = location
                    let variants = localization.plural.isEmpty ? [unit?.value ?? ""] : localization.plural.map(\.unit.value)
                    while sets.count < variants.count { sets.append(sets[0]) }
                    for index in sets.indices { sets[index][entry.key] = variants[min(index, variants.count - 1)] }
                }
                variantSets = sets
                return
            }
            let table = (try? StringsFile(contentsOf: job.table)) ?? StringsFile(bytes: [])
            var translations: [String: String] = [:]
            for entry in table.entries {
                // The last of duplicate keys wins, as on iOS.
                translations[entry.key] = entry.value
                let location = (entry.valueLocation ?? entry.keyLocation).map { LayoutIssue.Location(file: path, line: $0.line, column: $0.column) }
                entries.append((entry.key, location))
                if let location { locations[entry.key] = location }
            }
            variantSets = [translations]
        }
    }

    func layoutFindings(_ job: Job, document: IBDocument, translations: [String: String], locations: [String: LayoutIssue.Location],
                        documentPath: String, options: VerifyOptions, deviceIndependent: Bool) -> [Finding] {
        let rightToLeft = TextLanguage.isRightToLeft(language: job.language)
        var findings: [Finding] = []
        var first = deviceIndependent
        let devices: [Device?] = options.devices.isEmpty ? [nil] : options.devices.map { $0 }
        for device in devices {
            for orientation in options.orientations {
                for contentSize in options.contentSizes {
                    let baseLayout = base(document, path: job.document.path, device: device, orientation: orientation, contentSize: contentSize)
                    let localized = engine.layout(document, translations: translations, configuration: LayoutConfiguration(
                        language: job.language, device: device, orientation: orientation, contentSize: contentSize,
                        rightToLeft: rightToLeft))
                    for (base, scene) in zip(baseLayout.scenes, localized.scenes) {
                        let context = LayoutCheckContext(
                            documentPath: documentPath, language: job.language, rightToLeft: rightToLeft,
                            device: localized.device, base: base, localized: scene, entry: { locations[$0] })
                        for rule in LayoutRules.all where !options.disabledRules.contains(rule.id) {
                            if rule.rightToLeftOnly && !rightToLeft { continue }
                            if !rule.dependsOnDevice && !first { continue }
                            for issue in rule.check(context) {
                                findings.append(finding(issue, language: job.language, device: localized.device,
                                                        contentSize: contentSize, perDevice: rule.dependsOnDevice))
                            }
                        }
                    }
                    first = false
                }
            }
        }
        return findings
    }

    private func base(_ document: IBDocument, path: String, device: Device?, orientation: Device.Orientation, contentSize: ContentSizeCategory) -> DocumentLayout {
        let key = "\(path)|\(device?.id ?? "-")|\(orientation.rawValue)|\(contentSize.rawValue)"
        baseLock.lock()
        if let cached = baseLayouts[key] { baseLock.unlock(); return cached }
        baseLock.unlock()
        let layout = engine.layout(document, configuration: LayoutConfiguration(device: device, orientation: orientation, contentSize: contentSize))
        baseLock.lock()
        baseLayouts[key] = layout
        baseLock.unlock()
        return layout
    }

    /// Keys the document has (as ibtool would extract them) that the language's table lacks: users see the
    /// base text there. Lint cannot see these, as storyboard tables have no base table to compare with.
    func missingKeys(document: IBDocument, source: TranslationSource, documentPath: String, language: String) -> [Finding] {
        let present = Set(source.entries.map(\.key))
        let sortedEntries = source.entries.sorted { $0.key < $1.key }
        var findings: [Finding] = []
        for entry in IBStringsExtractor.entries(of: document) where !present.contains(entry.key) && !source.catalogKeys.contains(entry.key) {
            // Point where the entry would go in ibtool's key order: after the last key that sorts before it.
            let previous = sortedEntries.last { $0.key < entry.key }
            let line = previous?.location.map { $0.line + 1 } ?? 1
            findings.append(Finding(
                ruleID: MissingKeyRule.description.id, severity: MissingKeyRule.description.defaultSeverity,
                message: "key '\(entry.key)' (\(entry.className) \(entry.property) \"\(entry.value)\") is missing from the \(language) table, so \(language) users see the base text",
                file: source.path, line: line, column: 1, language: language, objectID: entry.objectID,
                className: entry.className, key: entry.key,
                related: [RelatedLocation(file: documentPath, line: entry.line, column: entry.column, note: "the \(entry.className) in the document")],
                fix: MissingKeyRule.description.fix))
        }
        return findings
    }

    private func finding(_ issue: LayoutIssue, language: String, device: Device, contentSize: ContentSizeCategory, perDevice: Bool) -> Finding {
        var measured = issue.measured.map { MeasuredValue($0.0, $0.1) }
        if perDevice, contentSize != .large { measured.append(MeasuredValue("contentSize", Double(ContentSizeCategory.allCases.firstIndex(of: contentSize) ?? 0))) }
        var message = issue.message
        if perDevice, contentSize != .large { message += " at text size \(contentSize.shortName)" }
        return Finding(
            ruleID: issue.rule, severity: issue.severity.severity, message: message,
            file: issue.location.file, line: issue.location.line, column: issue.location.column, language: language,
            device: perDevice ? device.id : nil, orientation: perDevice ? device.orientation.rawValue : nil,
            objectID: issue.objectID, className: issue.className, key: issue.key, measured: measured,
            related: issue.related.map { RelatedLocation(file: $0.0.file, line: $0.0.line, column: $0.0.column, note: $0.1) },
            fix: issue.fix)
    }

    /// Whether `url` falls under one of `excludedPaths`, which are prefixes of paths relative to the project.
    public static func isExcluded(_ url: URL, root: URL, options: VerifyOptions) -> Bool {
        guard !options.excludedPaths.isEmpty else { return false }
        let full = url.standardizedFileURL.path, base = root.standardizedFileURL.path
        let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
        return options.excludedPaths.contains { relative.hasPrefix($0) }
    }
}

/// Why `verify` cannot start.
public enum VerifyError: Error, CustomStringConvertible {
    case noTables(language: String)

    public var description: String {
        switch self {
        case .noTables(let language):
            return "no \(language).lproj table beside any Base.lproj storyboard or xib; check the language code or add it with 'l10nlayout extract --add-language \(language)'"
        }
    }
}
