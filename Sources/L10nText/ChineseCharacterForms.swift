import CICU

/// Chinese is written in two sets of characters: Simplified (mainland China, Singapore) and Traditional (Taiwan,
/// Hong Kong, Macau). A Traditional Chinese table holding Simplified text is a copy of the mainland table, and its
/// readers see another place's way of writing: `们` for `們`, `说` for `說`.
extension TextLanguage {
    /// Whether `language` (a table's folder name or a catalog's code) is Chinese written in Traditional characters:
    /// `zh-Hant` with or without a region, and the Chinese of Taiwan, Hong Kong and Macau when no script is named
    /// (`zh-TW`, `zh_HK`).
    public static func writesTraditionalChinese(_ language: String) -> Bool {
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard subtags.first == "zh" else { return false }
        if subtags.contains("hant") { return true }
        return !subtags.contains("hans") && subtags.dropFirst().contains { ["tw", "hk", "mo"].contains($0) }
    }

    /// For each of `texts`, the Han characters in it (in order, once each) that ICU's Simplified-to-Traditional
    /// transliteration (`Hans-Hant`) turns into another character when given the character alone: the characters
    /// simplification made (`们`, `说`, `删`). Converting each alone keeps word-level choices out (`了解` becomes
    /// `瞭解` as a word, while `了` alone stays). A character both ways of writing use for some word (`后`, `干`,
    /// `舍`) is counted too: callers ask for more than one.
    public static func simplifiedCharacters(in texts: [String]) -> [[Unicode.Scalar]] {
        var han: [Unicode.Scalar] = []
        var seen = Set<Unicode.Scalar>()
        for text in texts {
            for scalar in text.unicodeScalars where isHan(scalar) && seen.insert(scalar).inserted { han.append(scalar) }
        }
        guard !han.isEmpty else { return texts.map { _ in [] } }
        // One call for every distinct character, each on a line of its own so that no rule sees two at once.
        var units = Array(han.map { String($0) }.joined(separator: "\n").utf16)
        let length = Int32(units.count)
        units.append(contentsOf: [UInt16](repeating: 0, count: units.count * 3 + 16))
        let converted = l10n_icu_transliterate("Hans-Hant", &units, length, Int32(units.count))
        guard converted >= 0 else { return texts.map { _ in [] } }
        let lines = String(decoding: units.prefix(Int(converted)), as: UTF16.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == han.count else { return texts.map { _ in [] } }
        var simplified = Set<Unicode.Scalar>()
        for (scalar, line) in zip(han, lines) where line.unicodeScalars.count == 1 && line.unicodeScalars.first != scalar {
            simplified.insert(scalar)
        }
        return texts.map { text in
            var found: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars where simplified.contains(scalar) && !found.contains(scalar) { found.append(scalar) }
            return found
        }
    }

    /// CJK unified ideographs of the basic block and extension A.
    private static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }
}
