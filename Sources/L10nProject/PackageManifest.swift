import Foundation

/// What a `Package.swift` says about the files its package builds, read from the manifest's text: the folders
/// of its targets (`path:` as written, else `Sources/<name>`). A package bundles the resources of its targets'
/// folders only; a binary target (a prebuilt framework) or a test target brings none of the files beside it.
struct PackageManifest {
    /// The folders, relative to the package's, of the targets that build files; nil when the manifest cannot
    /// be read that far (a target whose name or path is computed): then any file of the package may ship.
    let targetFolders: [String]?

    init(text: String) {
        var folders: [String] = []
        var unreadable = false
        for call in Self.calls(in: text, named: ["target", "executableTarget"]) {
            switch (Self.argument("path", in: call), Self.argument("name", in: call)) {
            case (.literal(let path), _): folders.append(path)
            case (.absent, .literal(let name)): folders.append("Sources/" + name)
            default: unreadable = true
            }
        }
        // A manifest that declares no target at all is not one this reading understands.
        let declared = Self.calls(in: text, named: ["target", "executableTarget", "testTarget", "binaryTarget", "systemLibrary", "plugin", "macro"])
        targetFolders = unreadable || declared.isEmpty ? nil : folders
    }

    /// The absolute folders of the targets of the package in `folder` (the folder itself when the manifest
    /// cannot be read).
    static func targetFolders(ofPackageIn folder: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder + "/Package.swift"),
              let folders = PackageManifest(text: String(decoding: data, as: UTF8.self)).targetFolders else { return [folder] }
        return folders.map { relative in
            let trimmed = relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative
            let path = trimmed.isEmpty || trimmed == "." ? folder : folder + "/" + trimmed
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }.sorted()
    }

    /// The argument lists of the calls `.name(…)` in `text`, from after `(` to its matching `)`.
    static func calls(in text: String, named names: Set<String>) -> [Substring] {
        var result: [Substring] = []
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
            result.append(text[text.index(after: open)..<close])
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
        var depth = 0
        var index = call.startIndex
        while index < call.endIndex {
            let character = call[index]
            if "([".contains(character) { depth += 1 } else if ")]".contains(character) { depth -= 1 }
            if depth == 0, call[index...].hasPrefix(label), index == call.startIndex || !(call[call.index(before: index)].isLetter) {
                var rest = call[call.index(index, offsetBy: label.count)...].drop { $0 == " " }
                guard rest.first == ":" else { index = call.index(after: index); continue }
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\n" }
                guard rest.first == "\"" else { return .computed }
                let value = rest.dropFirst().prefix { $0 != "\"" }
                return value.contains("\\") ? .computed : .literal(String(value))
            }
            index = call.index(after: index)
        }
        return .absent
    }
}
