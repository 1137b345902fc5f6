/// A `printf`/`NSString` format specifier in a localized string (`%@`, `%d`, `%1$lld`, `%.2f`), or one of
/// the placeholders localization adds: `%#@name@` (a `.stringsdict` / catalog argument) and `%arg` (a
/// catalog substitution's own number). `%%` is a literal percent sign, not a specifier.
public struct FormatSpecifier: Equatable, Sendable {
    /// The specifier as written.
    public var text: String
    /// The explicit position (`%2$@` → 2), or nil.
    public var position: Int?
    /// Length modifier and conversion (`lld`, `@`, `f`); `#@name@` for an argument placeholder, `arg`
    /// for a substitution's number.
    public var conversion: String
    /// Where it is, in Unicode scalars from the start of the string.
    public var range: Range<Int>

    /// What the argument must be, ignoring flags, width, precision and how a number is shown: every
    /// integer conversion (`d i u x X o`) reads an integer of its length (`%x` and `%d` agree, `%ld` and
    /// `%d` do not: a 64-bit argument read as 32 bits), every floating-point one (`f e g a`) a double
    /// (`L` a long double), `%@` an object, `%s` a C string. `q` is `ll`; `%D %U %O` are `%ld %lu %lo`.
    public var argumentType: String {
        guard let last = conversion.unicodeScalars.last else { return conversion }
        var length = String(conversion.dropLast())
        if length == "q" { length = "ll" }
        switch last {
        case "d", "i", "u", "x", "X", "o": return length + "d"
        case "D", "U", "O": return "l" + length + "d"
        case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? "Lf" : "f"
        default: return length + String(last)
        }
    }

    /// `text` with `replacement` for each of its specifiers (``scan(_:spaceFlag:spacedConversions:)``); `%%` kept as it is.
    public static func replacing(in text: String, with replacement: Unicode.Scalar) -> String {
        let scalars = Array(text.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var next = 0
        for specifier in scan(text) {
            kept.append(contentsOf: scalars[next..<specifier.range.lowerBound])
            kept.append(replacement)
            next = specifier.range.upperBound
        }
        kept.append(contentsOf: scalars[next...])
        return String(kept)
    }

    /// Every specifier in `text`, in order; `%%` is skipped. With `spaceFlag`, a space after `%` before `@` is
    /// read as the flag `NSString` takes it for (`% @`, as machine translation writes `%@`), not as text.
    /// With `spacedConversions` too, a space flag before any conversion is read so (`% d`, as a machine-translated
    /// "Temperatur (% dk)" writes `%d`); only to see whether a value then agrees with its base, since "100% done" is text.
    public static func scan(_ text: String, spaceFlag: Bool = false, spacedConversions: Bool = false) -> [FormatSpecifier] {
        let scalars = Array(text.unicodeScalars)
        var result: [FormatSpecifier] = []
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            let start = i
            var j = i + 1
            guard j < scalars.count else { break }
            if scalars[j] == "%" { i = j + 1; continue }
            // %#@name@
            if scalars[j] == "#", j + 1 < scalars.count, scalars[j + 1] == "@" {
                var k = j + 2
                while k < scalars.count, scalars[k] != "@", isNameScalar(scalars[k]) { k += 1 }
                if k < scalars.count, scalars[k] == "@", k > j + 2 {
                    let name = String(String.UnicodeScalarView(scalars[(j + 2)..<k]))
                    result.append(FormatSpecifier(text: String(String.UnicodeScalarView(scalars[start...k])), position: nil,
                                                  conversion: "#@\(name)@", range: start..<(k + 1)))
                    i = k + 1
                    continue
                }
            }
            // %arg (catalog substitutions)
            if scalars.count - j >= 3, String(String.UnicodeScalarView(scalars[j..<(j + 3)])) == "arg" {
                result.append(FormatSpecifier(text: "%arg", position: nil, conversion: "arg", range: start..<(j + 3)))
                i = j + 3
                continue
            }
            var position: Int?
            var k = j
            var number = 0
            while k < scalars.count, let digit = digitValue(scalars[k]) { number = number * 10 + digit; k += 1 }
            if k > j, k < scalars.count, scalars[k] == "$" { position = number; j = k + 1 }
            k = j
            // No space flag: "100% sure" is text to translators and to L10nChecks' specifier rule, not `% s`; but
            // "% .2f" is a specifier, a space and a precision.
            var spaced = false
            while k < scalars.count, "-+#0'".unicodeScalars.contains(scalars[k]) || (spaceFlag || spacedConversions || Self.precedesPrecision(scalars, k)) && scalars[k] == " " {
                if scalars[k] == " " { spaced = true }
                k += 1
            }
            while k < scalars.count, scalars[k] == "*" || digitValue(scalars[k]) != nil { k += 1 }
            var hasPrecision = false
            if k < scalars.count, scalars[k] == "." {
                hasPrecision = true
                k += 1
                while k < scalars.count, scalars[k] == "*" || digitValue(scalars[k]) != nil { k += 1 }
            }
            let lengthStart = k
            while k < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[k]) { k += 1 }
            // (Spaced, only `% @`: "20% discount" and "50% off" are text, whatever NSString would make of them. A
            // space flag before a precision is no text: GoodNight's German "Blue (% .2f)" shows its number.)
            guard k < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[k]), !spaced || scalars[k] == "@" || hasPrecision || spacedConversions else {
                i = start + 1
                continue
            }
            let conversion = String(String.UnicodeScalarView(scalars[lengthStart...k]))
            result.append(FormatSpecifier(text: String(String.UnicodeScalarView(scalars[start...k])), position: position,
                                          conversion: conversion, range: start..<(k + 1)))
            i = k + 1
        }
        return result
    }

    /// Whether the space at `index` is a space flag before a precision (`% .2f`): spaces, then a `.` and a digit or `*`.
    static func precedesPrecision(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        var k = index
        while k < scalars.count, scalars[k] == " " { k += 1 }
        return k + 1 < scalars.count && scalars[k] == "." && (scalars[k + 1] == "*" || ("0"..."9").contains(scalars[k + 1]))
    }

    /// Argument number → type for the specifiers that consume arguments (`%#@…@` and `%arg` do not).
    /// Unnumbered specifiers take the next argument, as `NSString` does.
    public static func argumentTypes(of text: String, spaceFlag: Bool = false, spacedConversions: Bool = false) -> [Int: String] {
        var types: [Int: String] = [:]
        var next = 1
        for specifier in scan(text, spaceFlag: spaceFlag, spacedConversions: spacedConversions) where !specifier.conversion.hasPrefix("#@") && specifier.conversion != "arg" {
            let index = specifier.position ?? next
            next = index + 1
            types[index] = specifier.argumentType
        }
        return types
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || digitValue(scalar) != nil || scalar == "_" || scalar == "-" || scalar == "."
    }
}
