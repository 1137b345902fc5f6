/// The code an availability check leaves to iOS versions older than any the app runs on: the `else` of
/// `if #available(iOS 9, *) { … } else { … }` (Objective-C's `if (@available(iOS 9, *))`), the body of
/// `guard #available(iOS 9, *) else { … }` and of `if #unavailable(iOS 9) { … }`, where the app's oldest iOS
/// (its deployment target) is 9 or later. Open GPX Tracker keeps an iOS 8 toolbar ("Day", "Month", "Hr") behind
/// such a check while requiring iOS 12: no user ever sees it.
///
/// Only a check that is the whole condition counts (`if #available(iOS 13, *), isOn` may still take its `else`), and
/// only one that names iOS (`iOSApplicationExtension` too).
enum AvailabilityFallback {
    /// The token ranges (braces included) of the fallbacks of `file` that never run on `oldestIOS` or later.
    static func scan(_ file: SourceFile, oldestIOS: [Int]) -> [Range<Int>] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        func block(at open: Int) -> Range<Int>? {
            guard isText(open, "{"), let close = file.matchingBrace(open) else { return nil }
            return open..<(close + 1)
        }
        var ranges: [Range<Int>] = []
        let swift = file.language == .swift
        for i in tokens.indices {
            let available = swift ? isText(i, "#available") : isText(i, "@available")
            let unavailable = swift && isText(i, "#unavailable")
            guard available || unavailable, isText(i + 1, "("), let close = file.matchingBracket(i + 1),
                  let version = iOSVersion(file, arguments: (i + 2)..<close), atMost(version, oldestIOS) else { continue }
            if swift {
                if isText(i - 1, "guard"), available, isText(close + 1, "else"), let body = block(at: close + 2) {
                    ranges.append(body)
                } else if isText(i - 1, "if"), let body = block(at: close + 1) {
                    if unavailable {
                        ranges.append(body)
                    } else if isText(body.upperBound, "else"), let fallback = block(at: body.upperBound + 1) {
                        ranges.append(fallback)
                    }
                }
            } else if isText(i - 1, "("), isText(i - 2, "if"), isText(close + 1, ")"), let body = block(at: close + 2),
                      isText(body.upperBound, "else"), let fallback = block(at: body.upperBound + 1) {
                ranges.append(fallback)
            }
        }
        return ranges
    }

    /// The iOS version an availability check's arguments name (`iOS 13.0, *`; `iOS 9, macOS 10.15, *`).
    private static func iOSVersion(_ file: SourceFile, arguments: Range<Int>) -> [Int]? {
        for k in arguments where k + 1 < arguments.upperBound {
            let name = file.text(of: file.tokens[k])
            guard name == "iOS" || name == "iOSApplicationExtension" else { continue }
            // (A version the lexer splits at its dots is joined again.)
            var written = file.text(of: file.tokens[k + 1])
            var next = k + 2
            while next + 1 < arguments.upperBound, file.token(file.tokens[next], is: "."), file.tokens[next + 1].kind == .number {
                written += "." + file.text(of: file.tokens[next + 1])
                next += 2
            }
            let parts = written.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.compactMap { $0 }
        }
        return nil
    }

    /// Whether version `a` is `b` or older (`[9]` is older than `[12, 0]`; `[12]` is `[12, 0]`).
    static func atMost(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0, y = index < b.count ? b[index] : 0
            if x != y { return x < y }
        }
        return true
    }
}
