/// Which code of a Swift file says each name: the type whose body (or declaration: `class A: B`) holds the token,
/// or the file's top level. A type's own file may declare others beside it (a stream reader under a view, an
/// `extension Data`) whose code never names it; only the code that does keeps it alive
/// (``SourceIndex/swiftTypeMentions``).
enum TypeMentions {
    /// The owner recorded for a token at a file's top level: `@` and the file's path.
    static func topLevel(_ path: String) -> String { "@" + path }

    /// For each identifier `file` says outside SwiftUI previews and the token ranges `skipped` (code the build
    /// leaves out): the owners of the tokens that say it.
    static func scan(_ file: SourceFile, scopes: SourceScopes, skipping skipped: [Range<Int>] = []) -> [String: Set<String>] {
        let tokens = file.tokens
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
        var owners: [String: Set<String>] = [:]
        var declaring: String?
        var previewEnd = -1
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            let token = tokens[i]
            if i <= previewEnd { continue }
            // `#Preview { … }` only runs in Xcode's canvas.
            if token.kind == .pound, file.token(token, is: "#Preview") {
                var open = i + 1
                var depth = 0
                while open < tokens.count {
                    if file.token(tokens[open], is: "(") { depth += 1 } else if file.token(tokens[open], is: ")") { depth -= 1 }
                    if depth == 0, file.token(tokens[open], is: "{") { break }
                    open += 1
                }
                if open < tokens.count, let close = file.matchingBrace(open) { previewEnd = close }
                continue
            }
            if token.kind == .punctuation, file.token(token, is: "{") { declaring = nil }
            guard token.kind == .identifier else { continue }
            let name = file.text(of: token)
            if skipped.contains(where: { $0.contains(i) }) { continue }
            if keywords.contains(name), i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                declaring = file.text(of: tokens[i + 1])
                i += 1
                continue
            }
            let owner = declaring ?? scopes.classes[i] ?? topLevel(file.path)
            owners[name, default: []].insert(owner)
        }
        return owners
    }

    /// For each identifier an Objective-C file says inside an `@implementation` (outside the token ranges
    /// `skipped`), the classes whose implementations say it. What the file says elsewhere (its `@interface`s, a
    /// forward `@class`, C functions) has no class.
    static func implementations(_ file: SourceFile, scopes: SourceScopes, skipping skipped: [Range<Int>] = []) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:]
        for (i, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard let owner = scopes.classes[i], !skipped.contains(where: { $0.contains(i) }) else { continue }
            owners[file.text(of: token), default: []].insert(owner)
        }
        return owners
    }
}
