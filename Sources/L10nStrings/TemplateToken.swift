/// An app's own placeholder in a translation, which its code replaces before the text shows (`$days`, `{count}`):
/// owncloud's "לפני $days יום", whose code puts the count in place of `$days`. Not a format specifier: `String(format:)`
/// never sees it.
public enum TemplateToken {
    /// The ranges (scalar offsets) of the tokens in `scalars`: `$` or `{` followed by an identifier (an ASCII letter, then
    /// ASCII letters, digits and `_`), and `}` closing the brace, with a `$` before it (App Intents' `${location}`); not the
    /// `$` of a positional specifier (`%2$d`). With the delimiters templates wrap them in, which the code replaces
    /// with them: a closing `$` (`$sender$`), and around that angle brackets (HalloApp's `<$sender$>`); doubled braces
    /// (`{{name}}`).
    public static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        func isIdentifier(_ scalar: Unicode.Scalar) -> Bool { isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "$" || scalars[index] == "{", index + 1 < scalars.count, isLetter(scalars[index + 1]) else { index += 1; continue }
            // The `$` of a positional format specifier (`%2$d`, then Turkish "sn" for seconds: "%2$dsn") is the format's.
            if scalars[index] == "$" {
                var digit = index - 1
                while digit >= 0, ("0"..."9").contains(scalars[digit]) { digit -= 1 }
                if digit < index - 1, digit >= 0, scalars[digit] == "%" { index += 1; continue }
            }
            var end = index + 1
            while end < scalars.count, isIdentifier(scalars[end]) { end += 1 }
            var start = index
            if scalars[index] == "{" {
                guard end < scalars.count, scalars[end] == "}" else { index += 1; continue }
                end += 1
                // App Intents' parameters (`${location}`) put their sign before the brace.
                if index > 0, scalars[index - 1] == "$" {
                    start = index - 1
                } else if index > 0, scalars[index - 1] == "{", end < scalars.count, scalars[end] == "}" {
                    (start, end) = (index - 1, end + 1)
                }
            } else if end < scalars.count, scalars[end] == "$" {
                end += 1
                if start > 0, scalars[start - 1] == "<", end < scalars.count, scalars[end] == ">" { (start, end) = (start - 1, end + 1) }
            }
            ranges.append(start..<end)
            index = end
        }
        return ranges
    }

    /// `text` with a space in place of each token (an app's own placeholder is no word of the text: HalloApp's
    /// `<$groupname$>`).
    public static func blanked(in text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let found = ranges(in: scalars)
        guard !found.isEmpty else { return text }
        var result = String.UnicodeScalarView(), index = 0
        for range in found {
            result.append(contentsOf: scalars[index..<range.lowerBound])
            result.append(" ")
            index = range.upperBound
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }

    /// The tokens of `text`, as written, in order.
    public static func tokens(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return ranges(in: scalars).map { String(String.UnicodeScalarView(scalars[$0])) }
    }
}
