/// A printf-style specifier of a format string (`%@`, `%1$d`, `%.2f`, `%lld`), reduced to what must agree
/// between a base and its translation: the argument it reads and the type it reads it as.
struct FormatSpecifier: Equatable {
    /// 1-based argument index (explicit `n$` or counted).
    var argument: Int
    /// Length modifier and conversion class (`@`, `d`, `ld`, `f`, `s`…), the part that must match.
    var type: String
    /// As written (`%1$@`).
    var text: String

    /// The specifiers of `string`, in order. `%%` is a literal percent; a `%` that starts no specifier is
    /// text (`100% sure` is not `% s`: the space flag is not accepted, as translators write "100 %").
    static func parse(_ string: String) -> [FormatSpecifier] {
        let s = Array(string.unicodeScalars)
        var result: [FormatSpecifier] = []
        var next = 1
        var i = 0
        while i < s.count {
            guard s[i] == "%" else { i += 1; continue }
            let start = i
            var j = i + 1
            if j < s.count, s[j] == "%" { i = j + 1; continue }
            var position: Int?
            var k = j
            var digits = 0
            while k < s.count, let d = s[k].properties.numericType, d == .decimal, s[k].isASCII { digits = digits * 10 + Int(s[k].value - 48); k += 1 }
            if k > j, k < s.count, s[k] == "$" { position = digits; j = k + 1 }
            while j < s.count, "-+#0'".unicodeScalars.contains(s[j]) { j += 1 }
            while j < s.count, (s[j] >= "0" && s[j] <= "9") || s[j] == "*" { j += 1 }
            if j < s.count, s[j] == "." {
                j += 1
                while j < s.count, (s[j] >= "0" && s[j] <= "9") || s[j] == "*" { j += 1 }
            }
            var length = ""
            while j < s.count, "hlqLztj".unicodeScalars.contains(s[j]) { length.unicodeScalars.append(s[j]); j += 1 }
            guard j < s.count else { break }
            let conversion = s[j]
            let type: String
            switch conversion {
            case "d", "i", "D", "u", "U", "x", "X", "o", "O": type = (length == "q" ? "ll" : length) + "d"
            case "f", "F", "e", "E", "g", "G", "a", "A": type = "f"
            case "@", "s", "S", "c", "C", "p": type = length + String(conversion)
            default: i = start + 1; continue
            }
            let argument = position ?? next
            if position == nil { next += 1 }
            result.append(FormatSpecifier(argument: argument, type: type, text: String(String.UnicodeScalarView(s[start...j]))))
            i = j + 1
        }
        return result
    }
}
