/// Pseudo-localization: text that looks translated, so layouts can be checked before any translation
/// exists. Format specifiers (`%@`, `%1$lld`, `%#@files@`, `%arg`) and `%%` are never touched, and each
/// stays exactly once, so the string still formats with the same arguments.
public enum Pseudolocalizer {
    /// A kind of pseudo-language and the language code its tables are written for.
    public enum Kind: String, Sendable, CaseIterable {
        /// Accented letters and about 40% longer (`en-XA`): still readable, shows hard-coded text and
        /// truncation.
        case accented
        /// Every run of text twice (`en-XL`): the worst case of German or Finnish.
        case double
        /// Right-to-left (`ar-XB`): each word forced right-to-left, so mirroring and bidi problems show.
        case rtl
        /// `[# … #]` around the text (`en-XC`): a clipped end shows at once.
        case bounded

        /// The `xx.lproj` language code.
        public var language: String {
            switch self {
            case .accented: return "en-XA"
            case .double: return "en-XL"
            case .rtl: return "ar-XB"
            case .bounded: return "en-XC"
            }
        }
    }

    /// `text` pseudo-localized as `kind`.
    ///
    /// - Parameters:
    ///   - padded: whether `accented` appends its ~40% padding (off for a `.stringsdict` format whose forms
    ///     are padded already).
    public static func transform(_ text: String, kind: Kind, padded: Bool = true) -> String {
        if text.isEmpty { return text }
        let pieces = split(text)
        switch kind {
        case .accented:
            var out = ""
            for piece in pieces {
                out += piece.isProtected ? piece.text : String(String.UnicodeScalarView(piece.text.unicodeScalars.map(accent)))
            }
            return padded ? out + padding(for: text) : out
        case .double:
            return pieces.map { piece in
                guard !piece.isProtected, piece.text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return piece.text }
                return doubled(piece.text)
            }.joined()
        case .rtl:
            return pieces.map { piece in piece.isProtected ? piece.text : rightToLeft(piece.text) }.joined()
        case .bounded:
            return "[# " + text + " #]"
        }
    }

    /// A run of text, or a specifier that must stay as it is.
    struct Piece: Equatable {
        var text: String
        var isProtected: Bool
    }

    static func split(_ text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var protected: [Range<Int>] = FormatSpecifier.scan(text).map(\.range)
        // `%%` is a literal percent only in a format string; keep it as two characters.
        var i = 0
        while i + 1 < scalars.count {
            if scalars[i] == "%", scalars[i + 1] == "%", !protected.contains(where: { $0.contains(i) }) {
                protected.append(i..<(i + 2))
                i += 2
            } else {
                i += 1
            }
        }
        protected.sort { $0.lowerBound < $1.lowerBound }
        var pieces: [Piece] = []
        var position = 0
        func slice(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        for range in protected where range.lowerBound >= position {
            if range.lowerBound > position { pieces.append(Piece(text: slice(position..<range.lowerBound), isProtected: false)) }
            pieces.append(Piece(text: slice(range), isProtected: true))
            position = range.upperBound
        }
        if position < scalars.count { pieces.append(Piece(text: slice(position..<scalars.count), isProtected: false)) }
        return pieces
    }

    /// Letters with diacritics that keep them recognisable (a → á, S → Š).
    static func accent(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.isASCII, let index = accentSource.firstIndex(of: scalar) else { return scalar }
        return accentTarget[index]
    }

    private static let accentSource = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    private static let accentTarget = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

    /// Words appended so the text grows by about 40%, at least one word: the expansion translations
    /// into German, French or Russian typically need (short strings grow more, as real ones do).
    static func padding(for text: String) -> String {
        let length = text.unicodeScalars.count
        let target = (length * 2 + 4) / 5
        var words: [String] = []
        var added = 0
        var index = 0
        while added < max(target, 1) {
            let word = paddingWords[index % paddingWords.count]
            words.append(word)
            added += word.count + 1
            index += 1
        }
        return " " + words.joined(separator: " ")
    }

    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The run twice, separated by a space unless the run already ends in whitespace.
    static func doubled(_ run: String) -> String {
        let leading = String(run.unicodeScalars.prefix { $0.properties.isWhitespace }.map(Character.init))
        let trailing = String(run.unicodeScalars.reversed().prefix { $0.properties.isWhitespace }.reversed().map(Character.init))
        let core = run.unicodeScalars.count == leading.unicodeScalars.count ? "" :
            String(String.UnicodeScalarView(Array(run.unicodeScalars)[leading.unicodeScalars.count..<(run.unicodeScalars.count - trailing.unicodeScalars.count)]))
        return leading + core + " " + core + trailing
    }

    /// Each word with a letter wrapped in RIGHT-TO-LEFT MARK + RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING +
    /// RIGHT-TO-LEFT MARK, as Android's ar-XB does: Latin letters then read right to left, and the
    /// paragraph's direction is right-to-left.
    static func rightToLeft(_ run: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            // Numbers and prices stay as they are: reversing "$42.00" would show a price no translation has.
            if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
                out += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
            } else {
                out += word
            }
            word = ""
        }
        for character in run {
            if character.isWhitespace { flush(); out.append(character) } else { word.append(character) }
        }
        flush()
        return out
    }
}
