import CHunspell
import CICU
import Foundation
import L10nStrings

/// A language's spelling dictionary, as Hunspell reads the machine's `.aff`/`.dic` pairs (Debian's
/// `hunspell-*` packages, Homebrew's, or the folders of `DICPATH`). Its words tell which language a
/// Latin-script text is written in where letters cannot: "Annulla" and "Pago con tarjeta" have no letter
/// English lacks, but they are Italian and Spanish words and not English ones.
public final class SpellingDictionary: @unchecked Sendable {
    private let handle: OpaquePointer
    private let encoding: String.Encoding
    /// Hunspell's checker keeps state between calls: one call at a time (and one change of `answers`).
    private let lock = NSLock()
    /// The dictionary's file name without extension (`it_IT`), which tells two languages' dictionaries apart.
    public let name: String

    private init?(affix: String, words: String, name: String) {
        guard let handle = Hunspell_create(affix, words) else { return nil }
        // The dictionary's words are in its own encoding (Hunspell's default is ISO 8859-1): a word is handed
        // over in it, and a dictionary in an encoding Foundation does not name is not used.
        let declared = Hunspell_get_dic_encoding(handle).map { String(cString: $0).uppercased() } ?? "ISO8859-1"
        let encodings: [String: String.Encoding] = [
            "UTF-8": .utf8, "ISO8859-1": .isoLatin1, "ISO8859-2": .isoLatin2, "MICROSOFT-CP1251": .windowsCP1251,
            "CP1251": .windowsCP1251, "MICROSOFT-CP1250": .windowsCP1250, "CP1250": .windowsCP1250,
        ]
        guard let encoding = encodings[declared] else {
            Hunspell_destroy(handle)
            return nil
        }
        self.handle = handle
        self.encoding = encoding
        self.name = name
        let englishHeld = Self.englishProbe.filter { word in
            guard let cString = Self.cString(word, encoding) else { return false }
            return Hunspell_spell(handle, cString) != 0
        }
        isMixedWithEnglish = englishHeld.count >= 2
    }

    /// English words of interfaces that no other language writes so: a dictionary that holds two of them or more
    /// (Debian's Dutch one holds "settings", "keyboard" and "without"; its Polish one "delete", "share" and
    /// "language") lists English vocabulary beside its own, and a word it has may be English only.
    static let englishProbe = ["should", "would", "which", "through", "weather", "something", "without", "keyboard", "settings",
                               "language", "music", "delete", "share", "update"]
    /// Whether the dictionary holds English words as its own (see ``englishProbe``).
    public let isMixedWithEnglish: Bool

    deinit { Hunspell_destroy(handle) }

    /// Words asked before, with the answer: apps repeat their words, and Hunspell's check costs microseconds.
    private var answers: [String: Bool] = [:]

    /// Whether the dictionary has the word, in any of the cases Hunspell accepts ("REENVIAR", "Annulla").
    public func contains(_ word: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let known = answers[word] { return known }
        let found = Self.cString(word, encoding).map { Hunspell_spell(handle, $0) != 0 } ?? false
        answers[word] = found
        return found
    }

    /// The word as Hunspell takes it: a C string in the dictionary's encoding, nil where that encoding cannot write it.
    private static func cString(_ word: String, _ encoding: String.Encoding) -> [CChar]? {
        guard let bytes = word.data(using: encoding, allowLossyConversion: false) else { return nil }
        return bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// Whether the word is one of the dictionary's own entries rather than a form it derives from another: Hunspell
    /// stems French "pressure" to the verb "pressurer" and German "Title" to "titeln", and "Name" to itself.
    public func isEntry(_ word: String) -> Bool {
        guard contains(word), let cString = Self.cString(word, encoding) else { return false }
        lock.lock()
        defer { lock.unlock() }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = Hunspell_stem(handle, &list, cString)
        defer { Hunspell_free_list(handle, &list, count) }
        let lowered = word.lowercased()
        return (0..<Int(count)).contains { index in
            guard let stem = list?[index] else { return false }
            let length = strlen(stem)
            let data = Data(bytes: stem, count: length)
            return String(data: data, encoding: encoding)?.lowercased() == lowered
        }
    }

    /// Whether the dictionary has the word, or, for a word of five letters or more, a word one letter away from it
    /// (a letter left out, added or swapped with the next: "Adress" is English misspelt, not another language).
    public func containsNearly(_ word: String) -> Bool {
        if contains(word) { return true }
        let letters = Array(word)
        guard letters.count >= 5 else { return false }
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        for index in letters.indices {
            var without = letters
            without.remove(at: index)
            if contains(String(without)) { return true }
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                if contains(String(swapped)) { return true }
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var with = letters
                with.insert(letter, at: index)
                if contains(String(with)) { return true }
            }
        }
        return false
    }

    /// The folders dictionaries are looked for in: `DICPATH` (Hunspell's own variable) first, then where
    /// Debian and Homebrew install them.
    static var folders: [String] {
        let fromEnvironment = (ProcessInfo.processInfo.environment["DICPATH"] ?? "").split(separator: ":").map(String.init)
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return fromEnvironment + ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts",
                                  "/opt/homebrew/share/hunspell", "/usr/local/share/hunspell", home + "/Library/Spelling"]
    }

    /// Every dictionary found, by file name (`it_IT`) to its folder: the first folder naming it wins.
    static let available: [String: String] = {
        var found: [String: String] = [:]
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where name.hasSuffix(".dic") {
                let stem = String(name.dropLast(4))
                guard found[stem] == nil, FileManager.default.fileExists(atPath: folder + "/" + stem + ".aff") else { continue }
                found[stem] = folder
            }
        }
        return found
    }()

    /// The file name of the dictionary for a language code (`it`, `pt-BR`, `sv`, `Italian`): the code's own region's,
    /// else the region ICU deems likeliest for the language (`sv_SE`, `pt_BR`), else one without a region,
    /// else the first of the language's. Nil when none is installed.
    static func fileName(for language: String) -> String? {
        // A folder of an old project names its language in English (`Italian.lproj`).
        let code = LanguageCode(language)?.identifier ?? language
        let parts = code.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard var base = parts.first?.lowercased(), !base.isEmpty else { return nil }
        // Norwegian's dictionaries are Bokmål's and Nynorsk's.
        if base == "no" { base = "nb" }
        let regions = parts.dropFirst().filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.map { $0.uppercased() }
        var candidates = regions.map { "\(base)_\($0)" }
        if let likely = likelyRegion(of: base) { candidates.append("\(base)_\(likely)") }
        candidates.append(base)
        if let chosen = candidates.first(where: { available[$0] != nil }) { return chosen }
        return available.keys.filter { $0.hasPrefix(base + "_") }.sorted().first
    }

    static func likelyRegion(of language: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = language.withCString { l10n_icu_likely_region($0, &buffer, Int32(buffer.count)) }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [String: SpellingDictionary?] = [:]
    nonisolated(unsafe) private static var loading: [String: NSLock] = [:]

    /// The dictionary for a language code, read once per process; nil when the machine has none for it. A big
    /// dictionary takes a good part of a second to read: two languages' are read side by side, and a thread
    /// asking for one being read waits for it.
    public static func forLanguage(_ language: String) -> SpellingDictionary? {
        guard let name = fileName(for: language), let folder = available[name] else { return nil }
        lock.lock()
        if let known = loaded[name] {
            lock.unlock()
            return known
        }
        let reading = loading[name] ?? NSLock()
        loading[name] = reading
        lock.unlock()
        reading.lock()
        defer { reading.unlock() }
        lock.lock()
        if let known = loaded[name] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let dictionary = SpellingDictionary(affix: folder + "/" + name + ".aff", words: folder + "/" + name + ".dic", name: name)
        lock.lock()
        loaded[name] = dictionary
        lock.unlock()
        return dictionary
    }
}

extension TextLanguage {
    /// Whether a text is written in `language` rather than in the development language, by their spelling
    /// dictionaries: every word of two letters or more is one of the language's (all but one in a text of four
    /// words or more), and at least a third of them
    /// are no words of the development language. Texts in Latin letters say by their words what their letters
    /// cannot: "Annulla" and "Foto profilo" are Italian, "Pagar con" Spanish. Short all-capital words
    /// ("OSM", "PDF") are names and count for neither; a word both languages have ("Start", "Name",
    /// "privacy") decides nothing, so a text made only of such words is not said to be either. False when
    /// either language has no dictionary on this machine, or both share one (`en-GB` and `en`).
    /// `foreignShare`: the share of words the development language must not have (a third by default).
    public static func isWrittenInWords(_ text: String, of language: String, notOf development: String, foreignShare: Double = 1.0 / 3) -> Bool {
        let words = judgedWords(of: text)
        // The development language's dictionary first: most texts are its words, and then the language's own
        // dictionary need not be read at all.
        guard !words.isEmpty, let other = SpellingDictionary.forLanguage(development) else { return false }
        let notDevelopment = words.filter { !other.contains($0) }.count
        guard notDevelopment > 0 && Double(notDevelopment) >= foreignShare * Double(words.count) - 1e-9,
              let own = SpellingDictionary.forLanguage(language), own.name != other.name else { return false }
        // A sentence of four words or more may hold one no dictionary has (a loanword, a name: FoodFade's
        // "Cosa mostrare in Home, barra in basso…").
        let unknown = words.filter { !own.contains($0) }.count
        return words.count >= 4 ? unknown <= 1 : unknown == 0
    }

    /// The one word of a short text that `language`'s dictionary has as it is written, where the development
    /// language has another dictionary: "Name" and "News" in German, "Option 2" and "Version 1.6" in French,
    /// "Celsius" in Spanish. Numbers, signs and single letters around it do not count; a dictionary that lists
    /// English words as its own (``SpellingDictionary/isMixedWithEnglish``) decides nothing. Its readers read that
    /// word as their own, whichever language it came from. Nil for a text of more words (two words of both
    /// languages may still read as the development language: "No Data" in Spanish), and where either
    /// language has no dictionary on this machine.
    public static func soleWord(of text: String, in language: String, notOnlyOf development: String) -> String? {
        let words = wordsOf(text)
        // Three letters at least (Polish "to" and German "Ai" are other words), written as a word, not an identifier.
        guard words.count == 1, let word = words.first, word.count >= 3,
              word.dropFirst().allSatisfy(\.isLowercase) || word.allSatisfy(\.isUppercase),
              let own = SpellingDictionary.forLanguage(language), let other = SpellingDictionary.forLanguage(development),
              own.name != other.name, !own.isMixedWithEnglish, own.isEntry(word) else { return nil }
        return word
    }

    /// Whether two thirds or more of a text's words (one at least, see ``judgedWords(of:)``) are no words of the
    /// development language's dictionary: a text written in some other language ("Perbarui", "Masukkan Umur
    /// Tank" in an app whose development region says English), even one whose own dictionary is too small to
    /// say so. False where the development language has no dictionary on this machine.
    public static func isWrittenOutside(_ text: String, development: String) -> Bool {
        let words = judgedWords(of: text)
        guard !words.isEmpty, let dictionary = SpellingDictionary.forLanguage(development) else { return false }
        return words.filter { !dictionary.containsNearly($0) }.count * 3 >= words.count * 2
    }

    /// `text` with each markup tag (`<b>`, `</strong>`, `<br />`, `<a href="…">`: a `<`, an optional `/`, a name of
    /// letters and digits starting with a letter, attributes, `>`) replaced by a space.
    static func withoutMarkupTags(_ text: String) -> String {
        let characters = Array(text)
        var result = "", i = 0
        while i < characters.count {
            if characters[i] == "<", let end = markupTagEnd(characters, from: i) {
                result.append(" ")
                i = end + 1
            } else {
                result.append(characters[i])
                i += 1
            }
        }
        return result
    }

    /// The index of the `>` that closes a markup tag opening at `start`, or nil when none does.
    private static func markupTagEnd(_ characters: [Character], from start: Int) -> Int? {
        var i = start + 1
        if i < characters.count, characters[i] == "/" { i += 1 }
        guard i < characters.count, characters[i].isASCII, characters[i].isLetter else { return nil }
        while i < characters.count, characters[i].isASCII, characters[i].isLetter || characters[i].isNumber { i += 1 }
        guard i < characters.count else { return nil }
        if characters[i] == ">" { return i }
        if characters[i] == "/", i + 1 < characters.count, characters[i + 1] == ">" { return i + 1 }
        guard characters[i] == " " else { return nil }
        // Attributes, up to the `>` (not past another `<` or a line's end).
        while i < characters.count, characters[i] != ">" {
            if characters[i] == "<" || characters[i] == "\n" { return nil }
            i += 1
        }
        return i < characters.count ? i : nil
    }

    /// The words a dictionary judges: ``wordsOf(_:)`` without short capitals ("OSM", "PDF") and words with a
    /// capital inside ("FoodFade", "iPhone"), which are names.
    static func judgedWords(of text: String) -> [String] {
        wordsOf(text).filter { word in
            !(word.count <= 4 && word.allSatisfy(\.isUppercase))
                && !word.hasCapitalAfterSmallLetter
        }
    }

    /// A text's words: runs of letters (with an apostrophe inside, as in "l'utente", or Catalan's middle dot between
    /// two l's, as in "Cancel·lar"; Korean's list separator, "사진·동영상", still separates), two letters or more.
    public static func wordsOf(_ text: String) -> [String] {
        // (Markup's tags are no words: Spend Stack's "<strong>Subtotal:</strong><em>%@</em><br />" says "Subtotal".)
        let text = text.contains("<") ? withoutMarkupTags(text) : text
        var words: [String] = [], current = ""
        var pending: Character?
        for character in text {
            if character.isLetter {
                if let pending, pending != "\u{B7}" || character == "l" || character == "L" { current.append(pending) } else if pending != nil {
                    if current.count >= 2 { words.append(current) }
                    current = ""
                }
                pending = nil
                current.append(character)
            } else if character == "'" || character == "\u{2019}" || (character == "\u{B7}" && (current.last == "l" || current.last == "L")),
                      !current.isEmpty, pending == nil {
                pending = character == "\u{B7}" ? character : "'"
            } else {
                if current.count >= 2 { words.append(current) }
                current = ""
                pending = nil
            }
        }
        if current.count >= 2 { words.append(current) }
        return words
    }
}

extension TextLanguage {
    /// Whether a text a translation repeats from the base is one its readers cannot read as their own: two
    /// words at least (short capitals aside), every one a word of the development language, and half of them
    /// or more no words of `language` ("Saved Loans" in Italian, "Note: figures are rounded" in Danish). A
    /// language without a dictionary here counts when it is not written in Latin letters (an English sentence
    /// in an Arabic table), and an English sentence (``isEnglishSentence(_:development:)``) counts in any language.
    /// One word decides nothing in a language written in Latin letters ("Dashboard", "Upload"
    /// and "Email" are German too), but a word of the development language in a language that is not ("Title" in
    /// a Chinese table, "Pickup" in a Russian one) is one its readers cannot read as their own, when it is a common
    /// word (the dictionary has it in lower case); names are in no dictionary; nor is a text with a word no person
    /// writes (``isNameOrNotice(_:)``).
    public static func isUntranslatedText(_ text: String, development: String, language: String) -> Bool {
        let words = judgedWords(of: text)
        // (A name among an English sentence's words leaves it a sentence: surespot's French help repeats "…downloaded via
        // iTunes File Sharing, or use Google Drive, available in settings.")
        guard !isNameOrNotice(text) || (!isNotice(text) && isEnglishSentence(words, development: development)) else { return false }
        let readsLatin = readsLatinLetters(language)
        guard let developmentWords = SpellingDictionary.forLanguage(development) else { return false }
        // Every word is the development language's; in an English sentence, a name or two among them (Mynigma's "Mynigma
        // is free and open source…", "We'll log you in using OAuth…") leave it English: three in four words suffice.
        let unknown = words.filter { !developmentWords.contains($0) }.count
        guard unknown == 0 || (unknown * 4 <= words.count && isEnglishSentence(words, development: development)) else { return false }
        // (One word must be a common one, in the dictionary in lower case too: "Aaron" and "Hebrew" are names; and
        // the whole text: "Face ID" is a product's name.)
        guard words.count >= 2 || (words.count == 1 && !readsLatin && words[0].count >= 3 && developmentWords.contains(words[0].lowercased())
                                   && wordsOf(text).count == 1) else {
            return false
        }
        // An English sentence reads as English in any other language: ooni's Albanian table (no dictionary here) and
        // Waves' Dutch one (whose dictionary has "update" and "app") repeat "It is time to update your Waves app!".
        let sentence = isEnglishSentence(words, development: development)
        guard let own = SpellingDictionary.forLanguage(language) else { return !readsLatin || sentence }
        guard own.name != developmentWords.name else { return false }
        return sentence || words.filter { !own.contains($0) }.count * 2 >= words.count
    }

    /// Whether the language is written in Latin letters (or ICU does not know how it is written).
    public static func readsLatinLetters(_ language: String) -> Bool {
        scripts(of: language).isEmpty || readScripts(of: language).contains(l10n_icu_char_script(0x61))
    }

    /// English words that are no word of another language written in Latin letters (not "in", "is", "to", "of", "an",
    /// "will", "for", "on": Dutch, German, Polish, Scandinavian and French say those).
    static let englishFunctionWords: Set<String> = ["the", "you", "your", "it", "its", "with", "this", "that", "please", "would", "have",
                                                    "our", "from", "and", "are", "there", "their", "which", "could", "should", "been",
                                                    "what", "when", "where", "how"]

    /// Whether `words` of a text in the English development language make a sentence: four words at least, two of them
    /// distinct ``englishFunctionWords``.
    static func isEnglishSentence(_ words: [String], development: String) -> Bool {
        guard LanguageCode(development)?.language == "en", words.count >= 4 else { return false }
        return Set(words.map { $0.lowercased() }).intersection(englishFunctionWords).count >= 2
    }
}

extension TextLanguage {
    /// Whether a text holds a token that is a name or an identifier rather than words ("When2Call",
    /// "package_cell", "WorstAnswer"; numbers alone are no names), or is a copyright notice ("© 2019 Mobile Programming",
    /// "All rights reserved"): such texts keep their words in every language.
    static func isNameOrNotice(_ text: String) -> Bool {
        if isNotice(text) { return true }
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            let core = token.trimmingCharacters(in: .punctuationCharacters.union(.symbols))
            guard core.contains(where: \.isLetter) || core.contains(where: \.isNumber) else { continue }
            if (core.contains(where: \.isNumber) && core.contains(where: \.isLetter)) || core.contains("_") { return true }
            // A capital after a lowercase letter inside one token: "WorstAnswer", "iPhone".
            if core.hasCapitalAfterSmallLetter { return true }
        }
        return false
    }

    /// Whether a text is or holds a copyright notice ("© 2019 Mobile Programming", "All rights reserved").
    static func isNotice(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return text.contains("©") || lowered.contains("(c)") || lowered.contains("copyright") || lowered.contains("all rights reserved")
    }
}
