import Foundation

/// What a `Package.swift` says about the files its package builds, read from the manifest's text: the folders
/// of its targets (`path:` as written, else `Sources/<name>`). A package bundles the resources of its targets'
/// folders only; a binary target (a prebuilt framework) or a test target brings none of the files beside it.
struct PackageManifest {
    /// The folders, relative to the package's, of the targets that build files; nil when the manifest cannot
    /// be read that far (a target whose name or path is computed): then any file of the package may ship.
    let targetFolders: [String]?
    /// The library targets (`.target`, the code an app links; not executables, tests or plugins), each with its
    /// folder (as in ``targetFolders``) and the names its `dependencies:` says: targets of this package or products
    /// of others (`"Core"`, `.target(name: "Core")`, `.product(name: "Core", package: "Kit")`). Nil as
    /// ``targetFolders`` is.
    let libraryTargets: [(name: String, folder: String, dependencies: [String])]?
    /// Each library product's name and the names of the targets it is made of (`.library(name:targets:)`).
    let products: [(name: String, targets: [String])]

    init(text: String) {
        var folders: [String] = []
        var libraries: [(name: String, folder: String, dependencies: [String])] = []
        var unreadable = false
        for (kind, call) in Self.namedCalls(in: text, named: ["target", "executableTarget"]) {
            let folder: String
            switch (Self.argument("path", in: call), Self.argument("name", in: call)) {
            case (.literal(let path), _): folder = path
            case (.absent, .literal(let name)): folder = "Sources/" + name
            default: unreadable = true; continue
            }
            folders.append(folder)
            if kind == "target", case .literal(let name) = Self.argument("name", in: call) {
                libraries.append((name, folder, Self.dependencies(of: call, in: text)))
            }
        }
        // A dependency named by a constant the manifest declares (`static let helpers = byName(name: "Helpers")`, then
        // `dependencies: [.helpers]`) is the name it holds; else the target whose name it is but for its first letter's case.
        let aliases = Self.dependencyAliases(in: text)
        libraries = libraries.map { target in
            (target.name, target.folder, target.dependencies.map { dependency in
                guard dependency.hasPrefix(".") else { return dependency }
                let member = String(dependency.dropFirst())
                if let name = aliases[member] { return name }
                return libraries.first { $0.name.lowercased() == member.lowercased() }?.name ?? member
            })
        }
        // A manifest that declares no target at all is not one this reading understands.
        let declared = Self.calls(in: text, named: ["target", "executableTarget", "testTarget", "binaryTarget", "systemLibrary", "plugin", "macro"])
        targetFolders = unreadable || declared.isEmpty ? nil : folders
        libraryTargets = targetFolders == nil ? nil : libraries
        products = Self.calls(in: text, named: ["library"]).compactMap { call in
            guard case .literal(let name) = Self.argument("name", in: call) else { return nil }
            return (name, Self.listArgument("targets", in: call).map(Self.literals) ?? [])
        }
    }

    /// Read from `folder`'s `Package.swift`; nil when there is none.
    init?(folder: String) {
        guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else { return nil }
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// The string literals of `text` (without escapes), in order.
    static func literals(in text: Substring) -> [String] {
        literalRanges(in: text).map { String(text[$0]) }
    }

    /// What a `dependencies:` list names: its literals, but not the package a `.product(name:package:)` is from,
    /// and, with their dot, the constants it names (`.helpers`), which ``init(text:)`` resolves.
    static func dependencyNames(in list: Substring) -> [String] {
        let named = literalRanges(in: list).compactMap { range -> String? in
            let before = list[..<list.index(before: range.lowerBound)].reversed().drop { $0 == " " || $0 == "\n" }
            return before.starts(with: ":egakcap") ? nil : String(list[range])
        }
        // (Outside literals and calls: `.product(…)`, `.target(…)` are calls; `.helpers` is a member.)
        var members: [String] = []
        var depth = 0
        var index = list.startIndex
        var inLiteral = false
        while index < list.endIndex {
            let character = list[index]
            if character == "\"" { inLiteral.toggle() } else if !inLiteral {
                if "([".contains(character) { depth += 1 } else if ")]".contains(character) { depth -= 1 }
                if depth == 0, character == ".", index == list.startIndex || !list[list.index(before: index)].isLetter {
                    let name = list[list.index(after: index)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    let after = list[list.index(index, offsetBy: name.count + 1)...].drop { $0 == " " }
                    if !name.isEmpty, after.first != "(" { members.append("." + name) }
                }
            }
            index = list.index(after: index)
        }
        return named + members
    }

    /// What a target's `dependencies:` names (``dependencyNames(in:)``): its list, or the list a constant or computed
    /// property of the manifest holds when the argument names one (omnivore's `dependencies: appPackageDependencies`,
    /// a `var` that builds its list and appends to it).
    static func dependencies(of call: Substring, in text: String) -> [String] {
        if let list = listArgument("dependencies", in: call) { return dependencyNames(in: list) }
        guard let start = valueStart(of: "dependencies", in: call) else { return [] }
        let name = call[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, let body = declarationBody(of: String(name), in: text) else { return [] }
        return dependencyNames(in: body)
    }

    /// The value of the manifest's `let` or `var` named `name`: the list or closure after `=`, or a computed property's
    /// braces, without them; nil when there is no such declaration.
    static func declarationBody(of name: String, in text: String) -> Substring? {
        for keyword in ["let ", "var "] {
            var search = text.startIndex
            while let found = text.range(of: keyword + name, range: search..<text.endIndex) {
                search = found.upperBound
                // (A whole word: not `let appPackageDependenciesOld`, nor `outlet name`.)
                if found.upperBound < text.endIndex, text[found.upperBound].isLetter || text[found.upperBound].isNumber || text[found.upperBound] == "_" { continue }
                if found.lowerBound > text.startIndex, text[text.index(before: found.lowerBound)].isLetter { continue }
                guard let open = text[found.upperBound...].firstIndex(where: { $0 == "=" || $0 == "{" }) else { return nil }
                var from = open
                if text[open] == "=" {
                    guard let first = text[text.index(after: open)...].firstIndex(where: { !$0.isWhitespace }), "[{".contains(text[first]) else { return nil }
                    from = first
                }
                return bracketed(text[...], openingAt: from)
            }
        }
        return nil
    }

    /// The constants a manifest declares for dependencies (`static let helpers = byName(name: "Helpers")`, or
    /// `.target(name:)`, `.product(name:package:)`): constant → the name it holds.
    static func dependencyAliases(in text: String) -> [String: String] {
        var aliases: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let at = words.firstIndex(where: { $0 == "let" || $0 == "var" }), words.index(after: at) < words.endIndex,
                  let equals = line.firstIndex(of: "=") else { continue }
            let constant = words[words.index(after: at)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let value = line[line.index(after: equals)...].drop { $0 == " " || $0 == "." }
            guard ["byName(", "target(", "product("].contains(where: { value.hasPrefix($0) }),
                  case .literal(let name) = argument("name", in: value.drop { $0 != "(" }.dropFirst()) else { continue }
            aliases[String(constant)] = name
        }
        return aliases
    }

    /// The ranges of the contents of the string literals of `text`.
    static func literalRanges(in text: Substring) -> [Range<Substring.Index>] {
        var ranges: [Range<Substring.Index>] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "\"") {
            let start = text.index(after: open)
            guard let close = text[start...].firstIndex(of: "\"") else { break }
            ranges.append(start..<close)
            index = text.index(after: close)
        }
        return ranges
    }

    /// The absolute folders of the targets of the package in `folder` (the folder itself when the manifest
    /// cannot be read).
    static func targetFolders(ofPackageIn folder: String) -> [String] {
        guard let folders = PackageManifest(folder: folder)?.targetFolders else { return [folder] }
        return folders.map { absolute($0, in: folder) }.sorted()
    }

    /// The absolute path of a target's folder as the manifest in `folder` writes it.
    static func absolute(_ relative: String, in folder: String) -> String {
        let trimmed = relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative
        let path = trimmed.isEmpty || trimmed == "." ? folder : folder + "/" + trimmed
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The folders (absolute) of the library targets of the packages in `packageFolders` that code linking the
    /// products `linked` builds: each product's targets, the targets they depend on, and the products of the
    /// packages those name, in turn. A package whose targets cannot be read gives its whole folder for a product
    /// of its that is linked; a name no manifest declares a product of is the target of that name. Sorted.
    static func linkedTargetFolders(packageFolders: [String], linked: Set<String>) -> [String] {
        let manifests = packageFolders.sorted().compactMap { folder in PackageManifest(folder: folder).map { (folder, $0) } }
        var folders = Set<String>()
        var seenTargets = Set<String>()
        var pending = linked.sorted()
        var seenNames = Set(pending)
        func visit(target name: String, of manifest: PackageManifest, in folder: String) {
            guard seenTargets.insert(folder + "|" + name).inserted,
                  let target = manifest.libraryTargets?.first(where: { $0.name == name }) else { return }
            folders.insert(absolute(target.folder, in: folder))
            for dependency in target.dependencies {
                if manifest.libraryTargets?.contains(where: { $0.name == dependency }) == true {
                    visit(target: dependency, of: manifest, in: folder)
                } else if seenNames.insert(dependency).inserted {
                    pending.append(dependency)
                }
            }
        }
        while let name = pending.popLast() {
            // (A product no manifest spells out, `.singleTargetLibrary("Map")` as a helper makes it, is the target of its name.)
            let declared = manifests.contains { $0.1.products.contains { $0.name == name } }
            for (folder, manifest) in manifests {
                let targets = declared ? manifest.products.filter { $0.name == name }.flatMap(\.targets) : [name]
                if manifest.libraryTargets == nil {
                    if declared && !targets.isEmpty { folders.insert(folder) }
                    continue
                }
                for target in targets { visit(target: target, of: manifest, in: folder) }
            }
        }
        return folders.sorted()
    }

    /// The argument lists of the calls `.name(…)` in `text`, from after `(` to its matching `)`.
    static func calls(in text: String, named names: Set<String>) -> [Substring] {
        namedCalls(in: text, named: names).map(\.arguments)
    }

    /// The calls `.name(…)` in `text`: each one's name and its arguments, from after `(` to its matching `)`.
    static func namedCalls(in text: String, named names: Set<String>) -> [(name: String, arguments: Substring)] {
        var result: [(name: String, arguments: Substring)] = []
        var index = text.startIndex
        while let dot = text[index...].firstIndex(of: ".") {
            index = text.index(after: dot)
            let name = text[index...].prefix { $0.isLetter }
            let open = text.index(index, offsetBy: name.count)
            guard names.contains(String(name)), open < text.endIndex, text[open] == "(" else { continue }
            var depth = 0
            var close = open
            while close < text.endIndex {
                if text[close] == "(" { depth += 1 } else if text[close] == ")" { depth -= 1; if depth == 0 { break } }
                close = text.index(after: close)
            }
            guard close < text.endIndex else { break }
            result.append((String(name), text[text.index(after: open)..<close]))
            index = close
        }
        return result
    }

    enum Argument: Equatable {
        case absent
        /// A string literal without escapes (`name: "Core"`).
        case literal(String)
        /// Anything else: a variable, an expression.
        case computed
    }

    /// The argument given to `label:` at the call's top level.
    static func argument(_ label: String, in call: Substring) -> Argument {
        guard let start = valueStart(of: label, in: call) else { return .absent }
        let rest = call[start...]
        guard rest.first == "\"" else { return .computed }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        return value.contains("\\") ? .computed : .literal(String(value))
    }

    /// What is inside the brackets of the list given to `label:` at the call's top level; nil when the label is
    /// absent or its value no list written out.
    static func listArgument(_ label: String, in call: Substring) -> Substring? {
        guard let start = valueStart(of: label, in: call), call[start] == "[" else { return nil }
        return bracketed(call, openingAt: start)
    }

    /// What lies between the bracket at `open` and the one that closes it (round, square and curly brackets nest);
    /// nil when none does.
    static func bracketed(_ text: Substring, openingAt open: Substring.Index) -> Substring? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if "([{".contains(text[index]) { depth += 1 } else if ")]}".contains(text[index]) { depth -= 1 }
            if depth == 0 { return text[text.index(after: open)..<index] }
            index = text.index(after: index)
        }
        return nil
    }

    /// Where the value given to `label:` at the call's top level begins, past the colon and white space.
    static func valueStart(of label: String, in call: Substring) -> Substring.Index? {
        var depth = 0
        var index = call.startIndex
        while index < call.endIndex {
            let character = call[index]
            if "([".contains(character) { depth += 1 } else if ")]".contains(character) { depth -= 1 }
            if depth == 0, call[index...].hasPrefix(label), index == call.startIndex || !(call[call.index(before: index)].isLetter) {
                let rest = call[call.index(index, offsetBy: label.count)...].drop { $0 == " " }
                guard rest.first == ":" else { index = call.index(after: index); continue }
                let value = rest.dropFirst().drop { $0 == " " || $0 == "\n" }
                return value.isEmpty ? nil : value.startIndex
            }
            index = call.index(after: index)
        }
        return nil
    }
}
