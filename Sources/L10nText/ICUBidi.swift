import Foundation
import L10nStrings
import CICU

/// ICU's bidi algorithm and character data behind a Swift API. Offsets are UTF-16 offsets.
enum ICUBidi {
    /// A run of one embedding level, in logical order.
    struct Run: Equatable {
        var start: Int
        var length: Int
        var level: Int
        var isRightToLeft: Bool { level % 2 == 1 }
    }

    enum ParagraphLevel: Int32 {
        case leftToRight = 0, rightToLeft = 1, defaultLeftToRight = 0xfe, defaultRightToLeft = 0xff
    }

    /// Runs of `text` and the resolved paragraph level.
    static func runs(of text: [UInt16], paragraph: ParagraphLevel) -> (runs: [Run], paragraphLevel: Int) {
        guard !text.isEmpty else { return ([], paragraph == .rightToLeft || paragraph == .defaultRightToLeft ? 1 : 0) }
        var capacity = 16
        while true {
            var starts = [Int32](repeating: 0, count: capacity)
            var lengths = starts, levels = starts
            var resolved: Int32 = 0
            let count = text.withUnsafeBufferPointer {
                l10n_icu_bidi_runs($0.baseAddress, Int32($0.count), paragraph.rawValue, &starts, &lengths, &levels, Int32(capacity), &resolved)
            }
            if count < 0 { return ([Run(start: 0, length: text.count, level: 0)], 0) }
            if Int(count) <= capacity {
                let runs = (0..<Int(count)).map { Run(start: Int(starts[$0]), length: Int(lengths[$0]), level: Int(levels[$0])) }
                return (runs, Int(resolved))
            }
            capacity = Int(count)
        }
    }

    /// Bidi classes (UCharDirection values) this module uses.
    enum Class: Int32 {
        case l = 0, r = 1, en = 2, es = 3, et = 4, an = 5, cs = 6, b = 7, s = 8, ws = 9, on = 10
        case lre = 11, lro = 12, al = 13, rle = 14, rlo = 15, pdf = 16, nsm = 17, bn = 18
        case fsi = 19, lri = 20, rli = 21, pdi = 22
    }

    static func bidiClass(_ scalar: Unicode.Scalar) -> Class {
        Class(rawValue: l10n_icu_char_direction(scalar.value)) ?? .on
    }

    /// Direction of the first strong character (L, R, AL), skipping isolates; nil when there is none.
    static func firstStrongDirection(_ text: String) -> TextDirection? {
        var isolateDepth = 0
        for scalar in text.unicodeScalars {
            switch bidiClass(scalar) {
            case .lri, .rli, .fsi: isolateDepth += 1
            case .pdi: isolateDepth = max(0, isolateDepth - 1)
            case .l where isolateDepth == 0: return .leftToRight
            case .r where isolateDepth == 0, .al where isolateDepth == 0: return .rightToLeft
            default: break
            }
        }
        return nil
    }
}

/// Language facts the layout needs.
public enum TextLanguage {
    /// ICU's form of a language code: `zh-Hant` is `zh_Hant` to ICU's locale functions.
    static func icuLocaleID(_ language: String) -> String {
        // A folder of an old project names its language in English (`Japanese.lproj`), which ICU does not know.
        if language.first?.isUppercase == true, let code = LanguageCode(language) {
            return code.identifier.replacingOccurrences(of: "-", with: "_")
        }
        return language.replacingOccurrences(of: "-", with: "_")
    }

    /// Whether the language's script is written right to left (`ar`, `he`, `fa`, `ur`, `ckb`, `ps`,
    /// `yi`, `dv`…), from ICU's likely-subtags data rather than a hand-kept list. `az-Arab` is; `az` is not.
    public static func isRightToLeft(language: String) -> Bool {
        icuLocaleID(language).withCString { l10n_icu_locale_is_rtl($0) } == 1
    }

    /// The scripts an interface in the language is written in: ``scripts(of:)``, but Korean without Han.
    /// Korean is written in Hangul today; ICU lists Han beside it for Hanja, which interface texts do not use: a
    /// Chinese text is no Korean one.
    static func readScripts(of language: String) -> Set<Int32> {
        var own = scripts(of: language)
        if language.prefix(while: { $0 != "-" && $0 != "_" }).lowercased() == "ko" { own.remove(l10n_icu_char_script(0x4E00)) }
        return own
    }

    /// The scripts the language is written in (ICU's script codes: `ja` has Katakana, Hiragana and Han,
    /// `sr-Latn` Latin), empty when ICU does not know it.
    public static func scripts(of language: String) -> Set<Int32> {
        var codes = [Int32](repeating: 0, count: 8)
        let count = icuLocaleID(language).withCString { l10n_icu_locale_scripts($0, &codes, 8) }
        return count > 0 ? Set(codes.prefix(Int(count))) : []
    }

    /// Whether `text` is written in the language's own script and that script is not the development
    /// language's: a base text already in the language (a Japanese title in a storyboard whose other texts are
    /// English). Texts in a script the two share (Latin for German and English) say nothing.
    public static func isWritten(_ text: String, inScriptOf language: String, notOf development: String) -> Bool {
        let distinct = readScripts(of: language).subtracting(scripts(of: development))
        guard !distinct.isEmpty else { return false }
        var letters = 0, inOwn = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if distinct.contains(l10n_icu_char_script(scalar.value)) { inOwn += 1 }
        }
        return letters > 0 && inOwn * 2 >= letters
    }

    /// The name of the script most of `text`'s letters are written in when users of `language` do not read
    /// it ("Hangul" for a Korean text shown in English, "Hebrew" in an English table): a script other than
    /// Latin that the language is not written in, holding at least half the text's letters. Nil otherwise,
    /// and for language names written in their own language (a language menu's "한국어" or "日本語").
    /// Latin letters decide nothing here: English words in a Japanese table are an untranslated text, not
    /// another script's.
    public static func foreignScript(of text: String, for language: String) -> String? {
        foreignScriptCode(of: text, for: language).flatMap(scriptName)
    }

    /// Whether the key `key` names a language written in `script` (ICU's code) or the script itself: by the language's
    /// English name or the script's anywhere among its words (shamelagpt's `settings.madhab.hanafiArabic`,
    /// `arabicTitle`), or by the language's code as its last word (`name_ar`, `title.he`). Such a key's text is in that
    /// language on purpose, whatever the table's language.
    public static func keyNamesLanguage(_ key: String, writtenIn script: Int32) -> Bool {
        var words: [String] = []
        var word = ""
        for character in key {
            if character.isLetter, !(character.isUppercase && word.last?.isLowercase == true) {
                word.append(character)
                continue
            }
            if !word.isEmpty { words.append(word.lowercased()) }
            word = character.isLetter ? String(character) : ""
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        let named = languageNames
        let scriptWord = scriptName(script)?.lowercased()
        return words.enumerated().contains { index, word in
            if word == scriptWord { return true }
            let codes = (named[word] ?? []) + (index == words.count - 1 && (2...3).contains(word.count) ? [word] : [])
            return codes.contains { readScripts(of: $0).contains(script) }
        }
    }

    /// The ISO language codes by their English names, lowercased ("arabic": ["ar"]), as ICU names them.
    static let languageNames: [String: [String]] = {
        let english = Locale(identifier: "en_US")
        var names: [String: [String]] = [:]
        for code in Locale.isoLanguageCodes.sorted() {
            guard let name = english.localizedString(forLanguageCode: code)?.lowercased(), name != code else { continue }
            names[name, default: []].append(code)
        }
        return names
    }()

    /// The script of ``foreignScript(of:for:)`` as ICU's code.
    public static func foreignScriptCode(of text: String, for language: String) -> Int32? {
        let own = readScripts(of: language)
        guard !own.isEmpty else { return nil }
        let latin = l10n_icu_char_script(0x61)
        var letters = 0
        var foreign: [Int32: Int] = [:]
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            let script = l10n_icu_char_script(scalar.value)
            // Common and inherited marks (ー, combining accents) belong to every script.
            guard script > 1 else { continue }
            letters += 1
            if !own.contains(script) { foreign[script, default: 0] += 1 }
        }
        guard let (script, count) = foreign.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).first,
              script != latin, count * 2 >= letters, !isLanguageName(text) else { return nil }
        return script
    }

    /// What `text` reads as to a reader of Latin letters when each of its letters of another script looks like one
    /// Latin letter (Cyrillic "ОК" reads "OK", as UTS #39's confusables say); nil when one does not ("Отмена").
    public static func latinLookalike(of text: String) -> String? {
        let latin = l10n_icu_char_script(0x61)
        var read = ""
        for scalar in text.unicodeScalars {
            guard scalar.properties.isAlphabetic, l10n_icu_char_script(scalar.value) > 1, l10n_icu_char_script(scalar.value) != latin else {
                read.unicodeScalars.append(scalar)
                continue
            }
            var out = [CChar](repeating: 0, count: 32)
            let length = String(scalar).withCString { l10n_icu_skeleton($0, &out, Int32(out.count)) }
            let letter = Unicode.Scalar(UInt8(bitPattern: out[0]))
            guard length == 1, letter.properties.isAlphabetic else { return nil }
            read.unicodeScalars.append(letter)
        }
        return read
    }

    /// ICU's English name of a script code ("Hangul").
    public static func scriptName(_ script: Int32) -> String? {
        var name = [CChar](repeating: 0, count: 64)
        guard l10n_icu_script_name(script, &name, Int32(name.count)) > 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `text` is the name of a language in that language ("한국어", "简体中文", "Русский"), give or take a
    /// few letters: what a language menu lists, the same in every language.
    /// `slack`: how many letters the text may have beside the name ("简体中文" is "中文" and two).
    public static func isLanguageName(_ text: String, slack: Int = 4) -> Bool {
        let letters = nameLetters(text)
        guard !letters.isEmpty else { return false }
        return autonyms.contains { name in letters.count <= name.count + slack && letters.contains(name) }
    }

    /// A name's letters as language menus vary them: lowercased, and in Arabic script without the article, without
    /// the tatweel that stretches a word to fill a button ("عــربــي") and with the spellings of yeh and teh marbuta
    /// folded ("العربية", "عربي" and "عربى" all say Arabic).
    static func nameLetters(_ text: String) -> String {
        var letters = String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic && $0 != "\u{640}" }.map { scalar -> Character in
            switch scalar {
            case "\u{649}", "\u{6CC}": return "\u{64A}"
            case "\u{629}": return "\u{647}"
            default: return Character(scalar)
            }
        })
        if letters.hasPrefix("\u{627}\u{644}") && letters.count > 3 { letters.removeFirst(2) }
        if letters.hasSuffix("\u{647}") && letters.count > 2 { letters.removeLast() }
        return letters
    }

    /// Every language's name in itself, as ICU lists its locales ("中文" from "中文（简体）"), lowercased letters
    /// only, two letters or more.
    static let autonyms: [String] = {
        var names = Set<String>()
        var buffer = [UInt16](repeating: 0, count: 128)
        for index in 0..<l10n_icu_autonym_count() {
            let length = l10n_icu_autonym(index, &buffer, Int32(buffer.count))
            guard length > 0 && Int(length) <= buffer.count else { continue }
            let full = String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
            // The language alone: before the region or script in parentheses.
            let letters = nameLetters(String(full.prefix { $0 != "(" && $0 != "（" }))
            if letters.count >= 2 { names.insert(letters) }
        }
        return names.sorted()
    }()

    /// The letters a language is written with (ICU's standard exemplar characters, both cases), or nil when
    /// ICU has no data for it.
    public static func exemplarLetters(of language: String) -> ExemplarLetters? {
        let locale = icuLocaleID(language)
        // Alphabets need a few dozen ranges; Han-based languages thousands: ask again with room for all.
        var capacity: Int32 = 256
        while true {
            var starts = [Int32](repeating: 0, count: Int(capacity)), ends = [Int32](repeating: 0, count: Int(capacity))
            let count = locale.withCString { l10n_icu_exemplar_ranges($0, &starts, &ends, capacity) }
            guard count > 0 else { return nil }
            if count > capacity { capacity = count; continue }
            return ExemplarLetters(ranges: (0..<Int(count)).map { UInt32(clamping: starts[$0])...UInt32(clamping: ends[$0]) })
        }
    }

    /// The one language among `candidates` that one base text is written in: it has letters the development
    /// language does not write ("flag di già accettato" in an app developed in English), and exactly one
    /// candidate writes every one of them. Nil otherwise (Italian and French both write à: an app with both
    /// cannot tell). A format's specifiers are no letters (the `lld` of "%lld개 액션"). Latin words amid as many words or more
    /// in the own script of a development language not written in Latin are names, no language (a Korean app's "Cue 취소",
    /// "Face ID 사용", "iOS가 거부합니다"): such a text is the development language's. Only a word in small letters counts as
    /// another language's ("Sign in with 카카오" is still English): a name is capitalized ("Apple ID 登录").
    public static func languageOfText(_ text: String, candidates: [String], development: String) -> String? {
        guard let developmentLetters = exemplarLetters(of: development) else { return nil }
        let plain = FormatSpecifier.replacing(in: text, with: " ")
        let letters = plain.unicodeScalars.filter { $0.properties.isAlphabetic }
        let foreign = Set(letters.filter { !developmentLetters.contains($0.value) }.map(\.value))
        guard !foreign.isEmpty else { return nil }
        let latin = l10n_icu_char_script(0x61)
        if !readScripts(of: development).contains(latin), foreign.allSatisfy({ l10n_icu_char_script($0) == latin }) {
            // (A word with a letter of the development language's own script is its word: "iOS가".)
            let words = plain.split(whereSeparator: { $0.isWhitespace })
            func isOwn(_ word: Substring) -> Bool { word.unicodeScalars.contains { developmentLetters.contains($0.value) && l10n_icu_char_script($0.value) > 1 } }
            func isLatin(_ word: Substring) -> Bool { word.unicodeScalars.contains { $0.properties.isAlphabetic && l10n_icu_char_script($0.value) == latin } }
            let own = words.filter(isOwn).count
            let named = words.filter { isLatin($0) && !isOwn($0) && $0.first?.isLowercase == true }.count
            if own > 0, own >= named { return nil }
        }
        let writers = candidates.sorted().filter { candidate in
            guard let letters = exemplarLetters(of: candidate) else { return false }
            return foreign.allSatisfy(letters.contains)
        }
        return writers.count == 1 ? writers[0] : nil
    }

    /// The one language among `candidates` that a set of base texts is written in, judged by the letters the
    /// development language does not have: a storyboard written in Turkish ("Çalışan", "Takip Et") in an app
    /// whose development region says English. Nil unless enough texts carry such letters (three, and `minimumTenths`
    /// tenths of the texts with letters) and exactly one candidate writes nearly all of them (German and Turkish both write ö
    /// and ü: those alone decide nothing).
    public static func languageOfTexts(_ texts: [String], candidates: [String], development: String, minimumTenths: Int = 3) -> String? {
        guard let developmentLetters = exemplarLetters(of: development) else { return nil }
        var foreign: [UInt32: Int] = [:], textsWithLetters = 0, textsWithForeign = 0
        for text in texts {
            var hasLetter = false, hasForeign = false
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                hasLetter = true
                if !developmentLetters.contains(scalar.value) { foreign[scalar.value, default: 0] += 1; hasForeign = true }
            }
            if hasLetter { textsWithLetters += 1 }
            if hasForeign { textsWithForeign += 1 }
        }
        guard textsWithForeign >= 3, textsWithForeign * 10 >= textsWithLetters * minimumTenths else { return nil }
        let total = foreign.values.reduce(0, +)
        var best: [String] = [], bestShare = 0.0
        for candidate in candidates.sorted() {
            guard let letters = exemplarLetters(of: candidate) else { continue }
            let covered = foreign.filter { letters.contains($0.key) }.values.reduce(0, +)
            let share = Double(covered) / Double(total)
            if share > bestShare { best = [candidate]; bestShare = share } else if share == bestShare { best.append(candidate) }
        }
        return best.count == 1 && bestShare >= 0.9 ? best[0] : nil
    }
}

/// The letters of a language's alphabet, as ICU lists them.
public struct ExemplarLetters: Sendable {
    let ranges: [ClosedRange<UInt32>]

    /// Whether the alphabet has the code point.
    public func contains(_ codePoint: UInt32) -> Bool { ranges.contains { $0.contains(codePoint) } }
}
