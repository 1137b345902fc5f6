/// R.swift's generated string accessors: `R.string.localizable.exploreCreatePool(preferredLanguages: …)` looks up
/// `explore.create.pool` in `Localizable.strings`. A build phase writes the generated file, so apps seldom check it
/// in: which key an accessor reads follows from the tables' keys, named as R.swift names them (``identifier(_:)``).
/// A name two keys of a table share is one R.swift skips, so it reads neither.
///
/// Tuist's synthesized accessors are read alike: `KDriveResourcesStrings.Localizable.allUploadInProgressPlural(count)`
/// looks up `allUploadInProgress-plural` (a type named `<Target>Strings` that no source declares, `tuist generate`
/// writes it, then the table's type and the key's name). A name no key of the table has is a lookup not known.
struct GeneratedStringAccessors {
    /// Per table's accessor name (`localizable`): the table, and its keys by accessor name (nil for a shared name).
    private let tables: [String: (table: String, keys: [String: String?])]

    /// The accessors of `tableKeys` (every key of the tables of each name, in any language).
    init(tableKeys: [String: Set<String>]) {
        var tables: [String: (table: String, keys: [String: String?])] = [:]
        // (Sorted: a name two tables share goes to the first, whatever order the dictionary has.)
        for (table, keys) in tableKeys.sorted(by: { $0.key < $1.key }) {
            let name = Self.identifier(table)
            guard !name.isEmpty, tables[name] == nil else { continue }
            var byName: [String: String?] = [:]
            for key in keys {
                let accessor = Self.identifier(key)
                guard !accessor.isEmpty else { continue }
                byName[accessor] = byName[accessor] == nil ? .some(key) : .some(nil)
            }
            tables[name] = (table, byName)
        }
        self.tables = tables
    }

    /// Whether `file` may read an accessor at all (a Swift file that says `R`, or a name ending in `Strings`).
    static func mayRead(_ file: SourceFile) -> Bool {
        file.language == .swift && file.tokens.contains { $0.kind == .identifier && (file.token($0, is: "R") || isSynthesizedName(file.text(of: $0))) }
    }

    /// A name Tuist may give a target's synthesized strings (`KDriveResourcesStrings`): capitalized, ending in `Strings`.
    static func isSynthesizedName<S: StringProtocol>(_ name: S) -> Bool {
        name.count > 7 && name.hasSuffix("Strings") && name.first.map { $0.isUppercase } == true
    }

    /// The type names `files` declare (`enum AppStrings`, `extension AppStrings`): a synthesized file checked in, whose
    /// own lookups the scan reads.
    static func declaredNames(in files: [SourceFile]) -> Set<String> {
        var names = Set<String>()
        for file in files where file.language == .swift {
            let tokens = file.tokens
            for i in tokens.indices.dropLast() where tokens[i + 1].kind == .identifier
            && (file.token(tokens[i], is: "enum") || file.token(tokens[i], is: "struct") || file.token(tokens[i], is: "class")
                || file.token(tokens[i], is: "extension")) {
                names.insert(file.text(of: tokens[i + 1]))
            }
        }
        return names
    }

    /// The lookups the accessor reads of `files` make, per file: `R.string.TABLE.NAME` and R.swift 7's
    /// `R.string(preferredLanguages: …).TABLE.NAME` (called or not; a call's unlabeled arguments are the values R.swift
    /// formats the text with), and `NAME` read on a name given the table (`typealias Strings = R.string.localizable`
    /// in any file, `let strings = R.string(…).localizable` in the file that says it); in the files' literals'
    /// interpolations too.
    /// A table passed on whole (`show(strings)`, `R.string.localizable` as an argument) may have any of its keys read:
    /// such a use is an uncheckable lookup of the table.
    func calls(in files: [SourceFile]) -> [(calls: [LocalizedStringCall], uncheckable: [UncheckableLocalizedString])] {
        guard !tables.isEmpty else { return files.map { _ in ([], []) } }
        // Pass one: the tables the files that say `R` name, and the names given them.
        let declared = Self.declaredNames(in: files)
        let named = files.map { file in Self.mayRead(file) ? ([file] + file.interpolationViews).map { ($0, tableReads($0, declared: declared)) } : [] }
        let typealiases = named.joined().reduce(into: [String: TableReference]()) { $0.merge($1.1.typealiases) { first, _ in first } }
        return zip(files, named).map { file, named in
            guard file.language == .swift, !named.isEmpty || !typealiases.isEmpty else { return ([], []) }
            let views = named.isEmpty ? ([file] + file.interpolationViews).map { ($0, TableReads()) } : named
            // (A file's own names and its interpolations' count in all of it.)
            let aliases = views.reduce(into: typealiases) { $0.merge($1.1.locals) { first, _ in first } }
            let found = views.map { view, reads in lookups(in: view, reads: reads, aliases: aliases) }
            return (found.flatMap(\.calls), found.flatMap(\.uncheckable))
        }
    }

    /// A file's table expressions (`R.string.localizable`, `R.string(…).localizable.self`): each one's table (by
    /// accessor name), the `R` it starts at and the token after it (where a read's `.NAME` starts; else the table is
    /// named or passed on); and the names `let`/`var` and `typealias` give one.
    private struct TableReads {
        var expressions: [(table: TableReference, start: Int, next: Int, named: Bool)] = []
        var locals: [String: TableReference] = [:]
        var typealiases: [String: TableReference] = [:]
    }

    /// A generated table as code names it: its accessor name (`localizable`) and the expression that names it
    /// (`R.string.localizable`, Tuist's `AppStrings.Localizable`, whose every text is formatted).
    private struct TableReference {
        var table: String
        var function: String
        var isSynthesized: Bool
    }

    private func tableReads(_ file: SourceFile, declared: Set<String>) -> TableReads {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var reads = TableReads()
        for index in tokens.indices where tokens[index].kind == .identifier && !isText(index - 1, ".") && isText(index + 1, ".") {
            var dot: Int
            let name: TableReference
            if isText(index, "R"), isText(index + 2, "string") {
                dot = index + 3
                if isText(dot, "("), let close = file.matchingBracket(dot) { dot = close + 1 }
                guard isText(dot, "."), let table = Self.name(dot + 1, in: file), tables[table] != nil else { continue }
                name = TableReference(table: table, function: "R.string.\(table)", isSynthesized: false)
            } else {
                // Tuist's `AppStrings.Localizable`: the table's type, named as a key is but capitalized.
                let type = file.text(of: tokens[index])
                guard Self.isSynthesizedName(type), !declared.contains(String(type)), let table = Self.name(index + 2, in: file),
                      table.first?.isUppercase == true, tables[Self.identifier(table)] != nil else { continue }
                dot = index + 1
                name = TableReference(table: Self.identifier(table), function: "\(type).\(table)", isSynthesized: true)
            }
            let next = isText(dot + 2, ".") && isText(dot + 3, "self") ? dot + 4 : dot + 2
            // `let strings = R.string(…).localizable`, `typealias Strings = R.string.localizable`
            var named = false
            if !isText(next, "."), isText(index - 1, "="), let alias = Self.name(index - 2, in: file) {
                if isText(index - 3, "typealias") {
                    reads.typealiases[alias] = name
                    named = true
                } else if isText(index - 3, "let") || isText(index - 3, "var") {
                    reads.locals[alias] = name
                    named = true
                }
            }
            reads.expressions.append((name, index, next, named))
        }
        return reads
    }

    private func lookups(in file: SourceFile, reads: TableReads, aliases: [String: TableReference])
        -> (calls: [LocalizedStringCall], uncheckable: [UncheckableLocalizedString]) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var calls: [LocalizedStringCall] = [], uncheckable: [UncheckableLocalizedString] = []
        func read(_ reference: TableReference, dot: Int, start: Int) {
            guard let table = tables[reference.table] else { return }
            let function = reference.function
            guard isText(dot, ".") else {
                uncheckable.append(UncheckableLocalizedString(function: function, reason: "the generated table is passed on, not read by name",
                                                              argument: CallArguments.text(of: start..<dot, in: file), path: file.path,
                                                              location: tokens[start].location, table: table.table))
                return
            }
            guard let name = Self.name(dot + 1, in: file) else { return }
            guard let found = table.keys[name], let key = found else {
                // (Tuist's: a name no key has is read from a table the scan cannot match, a lookup not known.)
                if reference.isSynthesized {
                    uncheckable.append(UncheckableLocalizedString(function: function,
                                                                  reason: "no key of the table is named for the synthesized accessor",
                                                                  argument: name, path: file.path, location: tokens[start].location, table: table.table))
                }
                return
            }
            // (Tuist's accessors, SwiftGen's templates, pass every text through `String(format:)`, a constant's with no
            // arguments: a translation's `%@` then reads what no caller passed.)
            var formatArguments: [String]? = reference.isSynthesized ? [] : nil
            var uncounted = false
            if isText(dot + 2, "("), let arguments = CallArguments.parse(file, open: dot + 2) {
                let values = arguments.arguments.filter { $0.label == nil }
                if !values.isEmpty { formatArguments = values.map { CallArguments.text(of: $0.range, in: file) } }
            } else if reference.isSynthesized {
                // Read without a call, the member is what the generator made of the development text: a constant where it
                // reads no value, else a function passed on to be called later (SwissTransfer's `let template: (Any) ->
                // String = …Localizable.onboardingStorageSubtitleTemplate`) with as many values as that text reads. Either
                // way the count is the development text's own, nothing to hold the tables to; a translation reading
                // another is the base comparison's finding.
                formatArguments = nil
                uncounted = true
            }
            var call = LocalizedStringCall(function: function, form: .generatedAccessor, key: key, table: table.table,
                                           value: nil, comment: nil, path: file.path, location: tokens[start].location,
                                           keyLocation: tokens[dot + 1].location, formatArguments: formatArguments)
            call.isFormattedWithUncountedArguments = uncounted
            calls.append(call)
        }
        for expression in reads.expressions where !expression.named { read(expression.table, dot: expression.next, start: expression.start) }
        if !aliases.isEmpty {
            // (Not the name where it is given: `let strings =`, `typealias Strings =`.)
            for index in tokens.indices where tokens[index].kind == .identifier && !isText(index - 1, ".") && !isText(index + 1, "=") {
                guard let table = aliases[file.text(of: tokens[index])] else { continue }
                read(table, dot: index + 1, start: index)
            }
        }
        return (calls.sorted { $0.location < $1.location }, uncheckable)
    }

    /// The identifier at `index` without a keyword's backticks, or nil.
    private static func name(_ index: Int, in file: SourceFile) -> String? {
        guard index >= 0, index < file.tokens.count, file.tokens[index].kind == .identifier else { return nil }
        return SourceFile.bareName(file.text(of: file.tokens[index]))
    }

    /// The name R.swift gives a key or a table: the text split at whitespace, punctuation other than `_`, symbols
    /// and control characters (emoji kept), each part after the first capitalized, leading digits dropped, and the
    /// name's leading capitals lowered (`URLString` is `urlString`, `URL` is `urL`, `Title` is `title`).
    static func identifier(_ name: String) -> String {
        var parts: [[Unicode.Scalar]] = [[]]
        for scalar in name.unicodeScalars {
            if isSeparator(scalar) { parts.append([]) } else { parts[parts.count - 1].append(scalar) }
        }
        var joined = parts[0]
        for part in parts.dropFirst() {
            guard let first = part.first else { continue }
            joined += Array(String(first).uppercased().unicodeScalars) + part.dropFirst()
        }
        joined = Array(joined.drop { ("0"..."9").contains($0) })
        // The ASCII capitals leading the name that something other than a small letter follows (`URL` of
        // `URLString`, `UR` of `URL`); without them, the first letter.
        var run = joined.prefix { ("A"..."Z").contains($0) }.count
        if run > 0, run == joined.count || ("a"..."z").contains(joined[run]) { run -= 1 }
        if run == 0, let first = joined.first { joined[0] = String(first).lowercased().unicodeScalars.first ?? first }
        for i in 0..<run { joined[i] = String(joined[i]).lowercased().unicodeScalars.first ?? joined[i] }
        var result = ""
        result.unicodeScalars.append(contentsOf: joined)
        return result
    }

    /// Whether R.swift drops `scalar` from a name (and capitalizes what follows it).
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Emoji it keeps.
        if (0x2600..<0x27BF).contains(value) || (0x1F300..<0x1F6FF).contains(value) || (0x1F900..<0x1F9FF).contains(value)
            || (0x1F1E6..<0x1F1FF).contains(value) { return false }
        if scalar == "_" { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned, .surrogate:
            return true
        default:
            return scalar.properties.isWhitespace
        }
    }
}
