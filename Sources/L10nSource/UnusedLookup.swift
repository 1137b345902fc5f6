import L10nStrings

/// Lookups whose text no code reads: the call's result is stored under a name nothing else in the sources
/// says (`NSString *cancelButton = NSLocalizedString(@"Cancel", nil);` before an action sheet built without
/// it; `static let homePrice = NSLocalizedString("homePrice", comment: "")` that no code uses). Users never
/// see such a text, whatever the tables hold.
public struct UnusedLookup: Sendable, Equatable {
    public enum Holder: Sendable, Equatable {
        /// A local of a method or closure: no other file can read it.
        case local
        /// A type's static constant or a global: another file could read it, so only the whole app's sources
        /// can tell.
        case property
    }

    /// The call, where ``LocalizedStringCall/location`` puts it.
    public var path: String
    public var location: SourceLocation
    /// The name the result is stored under.
    public var name: String
    public var holder: Holder

    /// The calls of `file` (found by the scanner in it) stored under a name the file says only once and, for
    /// a property, no other file says at all (`mentions`: identifier → files that say it; `counts`: how often
    /// the file says each identifier, see ``SourceFile/identifierCounts``; `scopes`: the file's).
    static func scan(_ file: SourceFile, calls: [LocalizedStringCall], mentions: [String: Set<String>], scopes: SourceScopes,
                     counts: [String: Int]) -> [UnusedLookup] {
        guard !calls.isEmpty else { return [] }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var indexByLocation: [SourceLocation: Int] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .identifier { indexByLocation[token.location] = indexByLocation[token.location] ?? index }
        // `$name` and `_name` (a property wrapper's projection and storage) say `name` too.
        func said(_ name: String) -> Int { (counts[name] ?? 0) + (counts["$" + name] ?? 0) + (counts["_" + name] ?? 0) }
        var found: [UnusedLookup] = []
        for call in calls where call.path == file.path {
            guard let start = indexByLocation[call.location], isText(start - 1, "=") else { continue }
            // `let name = …`, `let name: String = …`, `var name = …`; Objective-C `NSString *name = …`.
            var nameIndex = start - 2
            if file.language == .swift, isText(nameIndex, "String"), isText(nameIndex - 1, ":") { nameIndex -= 2 }
            guard nameIndex >= 0, tokens[nameIndex].kind == .identifier else { continue }
            let declares = file.language == .swift
                ? (isText(nameIndex - 1, "let") || isText(nameIndex - 1, "var"))
                : isText(nameIndex - 1, "*") && (isText(nameIndex - 2, "NSString") || isText(nameIndex - 2, "const"))
            guard declares else { continue }
            let name = file.text(of: tokens[nameIndex])
            guard name != "_", said(name) == 1 else { continue }
            let holder: Holder = scopes.methods[nameIndex] != nil ? .local : .property
            if holder == .property {
                // An instance property may be read by a framework (a protocol's `title`, `errorDescription`), and a
                // wrapped one through `$name`: only a type's static constants and globals, said nowhere else, are unused.
                let isGlobal = scopes.classes[nameIndex] == nil
                let isStatic = isText(nameIndex - 2, "static") || isText(nameIndex - 2, "class") || isText(nameIndex - 3, "static")
                guard (isGlobal || isStatic), tokens[max(0, nameIndex - 2)].kind != .attribute, mentions[name] == [file.path] else { continue }
            }
            found.append(UnusedLookup(path: file.path, location: call.location, name: name, holder: holder))
        }
        return found
    }
}
