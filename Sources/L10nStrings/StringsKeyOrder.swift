/// The key orders found in real Interface Builder tables: ibtool has sorted by code point, case
/// insensitively, and with digit runs compared as numbers (`7KK` before `22W`), depending on its version.
/// A table's order is detected from its keys, and new keys go where that order puts them.
public enum StringsKeyOrder: CaseIterable, Sendable {
    case codePoint, caseInsensitive, numeric

    /// The first order (in declaration order, code point first as current ibtool writes) that `keys`
    /// follow, or nil when they follow none and new keys go at the end.
    public static func detect(_ keys: [String]) -> StringsKeyOrder? {
        allCases.first { order in
            zip(keys, keys.dropFirst()).allSatisfy { !order.precedes($1, $0) }
        }
    }

    /// Whether `a` comes strictly before `b`.
    public func precedes(_ a: String, _ b: String) -> Bool {
        switch self {
        case .codePoint: return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        case .caseInsensitive: return a.lowercased().unicodeScalars.lexicographicallyPrecedes(b.lowercased().unicodeScalars)
        case .numeric: return Self.numericCompare(Array(a.unicodeScalars), Array(b.unicodeScalars)) < 0
        }
    }

    /// Compares scalar by scalar, except that runs of ASCII digits compare by their value.
    static func numericCompare(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 48 && scalar.value <= 57 }
        func digitRun(_ scalars: [Unicode.Scalar], _ position: inout Int) -> ArraySlice<Unicode.Scalar> {
            let start = position
            while position < scalars.count, isDigit(scalars[position]) { position += 1 }
            var run = scalars[start..<position]
            while run.count > 1, run.first == "0" { run = run.dropFirst() }
            return run
        }
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let left = digitRun(a, &i), right = digitRun(b, &j)
                if left.count != right.count { return left.count < right.count ? -1 : 1 }
                if left != right { return left.lexicographicallyPrecedes(right) ? -1 : 1 }
            } else {
                if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
                i += 1
                j += 1
            }
        }
        return i < a.count ? 1 : j < b.count ? -1 : 0
    }
}
