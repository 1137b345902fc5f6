import Foundation
import L10nProject
import L10nSource
import L10nStrings
import L10nText

extension CodeRules {
    public static let hardCodedText = RuleDescription(
        id: "hard-coded-text", name: "Text set in code without a lookup",
        explanation: "Code puts a string literal into a label, a button, a field's placeholder or a screen's title: no table "
            + "is asked, so users of every other language read it exactly as written, in the middle of translated screens.",
        fix: "Look the text up (NSLocalizedString, String(localized:)) and add its translations",
        // A note: reviewers judged 27 of 58 outlet texts real (2026-12-01). The rest were product names, texts
        // already in the app's own language, apps whose tables translate nothing, texts replaced before they
        // show and screens nothing opens, which the sources alone rarely tell. An alert's, a bar button's or a
        // swipe action's literal is a warning under the conditions `hardCodedTexts` names: 60 of 70 such
        // warnings in a sample of 152 places (34 apps, at most six each) were real; the others code that never
        // runs in a way the sources cannot show (a debug menu behind a flag, a branch no caller takes, an alert
        // presented before its controller shows) and names or words already in the language.
        defaultSeverity: .info)
}

extension CodeKeyChecks {
    /// Texts code shows as string literals (`label.text = "No data found."`, `setTitle("Save", for: .normal)`,
    /// a controller's `title = "Profile"`; also built around values, `"Distance: \(km) km"`, or picked by a
    /// condition, `done ? "Saved" : "Failed"`), one finding per place and text, for the languages of `languages` the code's
    /// bundle has and to which the text does not read the same (see
    /// ``VerifyPipeline/readsTheSameUntranslated(_:language:)``). Left alone: texts with fewer than two
    /// letters, texts shaped like keys or identifiers (`settings_title`, `kListName`, `cart.title`, which some
    /// code localizes on the way), the app's test and harness code (not compiled for users), and the code of
    /// controllers nothing reaches and of types no live code names (``CodeContext/deadTypes``).
    ///
    /// Literals code hands to UIKit outside outlets (``ShownLiteral``: alerts, their actions, bar buttons,
    /// swipe actions) are reported too, and as warnings where users surely read them untranslated: the
    /// app's code looks other strings up, one of the languages reading it is one the app translates
    /// (`translated`), and the folder holds all of the app's sources, so that code nothing runs (a screen
    /// nothing opens, a method nothing calls) is known. Such a text never stands in for something else, as an
    /// outlet's storyboard text can; nor does a literal code gives a label's text or a button's title
    /// (`label.text = "Empty Queue"`) or a field's placeholder, which are as sure. A controller's title or a segment's
    /// title code sets stays a note, and so does a text only VoiceOver reads out (an accessibility label or hint).
    /// `writtenIn`: for a text some languages' tables hold as a translation, those languages (it reads right
    /// there; see ``VerifyPipeline/tableTranslations(_:)``).
    /// With `developmentSpeaks` (the development language has tables of its own, so the app speaks it on
    /// purpose), a literal in a script that language does not write (Want's "首页" in an app developed in
    /// English, with an English table) is one its users read untranslated too.
    /// `usesOwnWords`: whether a text's words are all ones the app's own translations into a language use (FMobile's
    /// "Mbps", which its French, German and Dutch tables keep): it reads the same there.
    public func hardCodedTexts(languages: [String], translated: Set<String> = [], writtenIn: [String: Set<String>] = [:],
                               appNames: Set<String> = [], developmentSpeaks: Bool = false,
                               usesOwnWords: (String, String) -> Bool = { _, _ in false }) -> [Finding] {
        guard code.hasSources else { return [] }
        let development = LanguageCode(developmentLanguage)
        // A language only a resource bundle's folders have (`GooglePlus.bundle/ca.lproj`) is none the app runs in.
        let bundleOnly = Set(languages.filter { language in
            guard let tag = LanguageCode(language) else { return false }
            let holders = workspace.groups.filter { $0.language(matching: tag) != nil }
            return !holders.isEmpty && holders.allSatisfy { code.isInResourceBundle($0.directory) }
        })
        let others = languages.filter { $0 != "Base" && LanguageCode($0) != development && !bundleOnly.contains($0) }.sorted()
        let developmentReads = developmentSpeaks && languages.contains { LanguageCode($0) == development }
        guard !others.isEmpty || developmentReads else { return [] }
        let translated = developmentReads ? translated.union([developmentLanguage]) : translated
        // Code of screens nothing leads to and of types no live code names never runs.
        let unreached = code.neverRunTypes
        let index = workspace.sourceIndex
        let shownProperties: Set<OutletAssignment.Property> = [.text, .title, .placeholder, .segmentTitle, .configurationTitle]
        let localizesCode = !index.localizedStrings.calls.isEmpty
        var findings: [Finding] = []
        var seen = Set<String>()
        var scopes: [String: LookupScope?] = [:]
        var appScopes: [String: [LookupScope]] = [:]
        var scopeLanguages: [String: Set<LanguageCode>?] = [:]
        // (`spoken`: what VoiceOver reads out, an element's accessibility label or hint.)
        // (`viewText`: a view's own text, `label.text = …`, which a placeholder's may be.)
        var places: [(text: String, path: String, location: SourceLocation, direct: Bool, spoken: Bool, codeClass: String?, viewText: Bool)] = []
        // Mock devices and debug tools (`MockKit/`, `DebugMenu/`, `DebugMenuViewController`) are not the app its users run.
        // (A developer tool's file too: Itori's `MainThreadDebugger.swift`, whose nested `DebugEvent.EventType` names
        // its log lines.)
        func isDeveloperCode(path: String, codeClass: String?) -> Bool {
            let url = URL(fileURLWithPath: path)
            let folders = workspace.relativePath(url).split(separator: "/").dropLast()
            return folders.contains(where: { $0.contains("Mock") || DeveloperTool.isNamed($0) || $0.contains("Simulator") })
                || (codeClass.map(DeveloperTool.isNamed) ?? false) || DeveloperTool.isNamed(url.deletingPathExtension().lastPathComponent)
        }
        // The fields whose code sets an attributed placeholder it looks up too, which replaces the plain one (`searchField.placeholder =
        // "Search"` then `searchField.attributedPlaceholder = NSAttributedString(string: NSLocalizedString(…), …)`); not one made
        // of the plain one to colour it.
        let restyledPlaceholders = Set(index.assignments.filter { assignment in
            guard assignment.property == .attributedPlaceholder, case .localized = assignment.value else { return false }
            return true
        }.map { "\($0.codeClass)|\($0.outlet)" })
        for assignment in index.assignments where shownProperties.contains(assignment.property) && !unreached.contains(assignment.codeClass) {
            guard !isDeveloperCode(path: assignment.path, codeClass: assignment.codeClass) else { continue }
            // (Each of a composed text's parts where its literal is: a conditional's arm may run for some languages only.)
            let texts: [(String, SourceLocation)]
            switch assignment.value {
            case .literal(let text): texts = [(text, assignment.location)]
            case .composed(let written, _): texts = written.map { ($0.text, $0.location) }
            case .localized, .other: continue
            }
            // (A view's starting text that the class's code replaces elsewhere stands in for that text.)
            guard !assignment.isStartingText, !code.isInDeadAction(path: assignment.path, line: assignment.location.line) else { continue }
            // A label's text or a button's title put there as written shows as written (reviewers judged 38 of 45
            // such literals real), and so does a field's placeholder while it is empty (a search field's "Buscar aplicaciones",
            // missed as a note in five apps the judges read); a controller's title, a segment may stand for something else,
            // but for the title of a controller that shows it in a view of its own (Mega-Mall's sheets' header label).
            let placeholderShows = assignment.property == .placeholder && !restyledPlaceholders.contains("\(assignment.codeClass)|\(assignment.outlet)")
            let shownAsWritten = assignment.outlet != "self"
                && (assignment.property == .text || placeholderShows || (assignment.property == .title && assignment.state != nil))
                || (assignment.outlet == "self" && assignment.property == .title && assignment.state == nil && index.showsItsOwnTitle(assignment.codeClass))
            for (text, location) in texts { places.append((text, assignment.path, location, shownAsWritten, false, assignment.codeClass, assignment.property == .text)) }
        }
        var asksToNotify: Bool?
        for literal in index.shownLiterals where !(literal.codeClass.map(unreached.contains) ?? false) {
            if isDeveloperCode(path: literal.path, codeClass: nil) { continue }
            // A method no code of the whole app calls never shows its alert.
            if code.hasAllSources, let method = literal.uncalledMethod,
               (literal.uncalledRoots.isEmpty ? [method] : literal.uncalledRoots).allSatisfy({ (index.mentions[$0] ?? []).isSubset(of: [literal.path]) }) { continue }
            // Nor does a static member only Xcode's previews name (`static var preview: Item { Item(title: "Sample") }`).
            if code.hasAllSources, let member = literal.staticMember, index.previewOnlyNames.contains(member) { continue }
            // Nor one only the code of types nothing creates names (a file-scope list of sample countdowns that only a
            // screen the app no longer opens shows).
            if code.hasAllSources, let member = literal.staticMember, code.isNamedOnlyByDeadTypes(member) { continue }
            // Nor does the value a view's property starts with that every call making the view replaces (WordPlus's
            // `@State var word1 = "Different"`, made as `RowView(word1: item.word, …)` outside previews).
            if code.hasAllSources, index.viewStartingValues.isReplacedByEveryMaker(path: literal.path, location: literal.location) { continue }
            // A local notification of an app that never asks to notify is never delivered.
            if literal.isNotification {
                if asksToNotify == nil { asksToNotify = code.mayAskToNotify }
                if asksToNotify == false { continue }
            }
            // Nor does a model's text that only views nothing makes show (FRW's `ViewStyle.desc`, shown by a segment control
            // only a top bar nothing creates holds).
            if code.hasAllSources, !literal.shownIn.isEmpty, literal.shownIn.allSatisfy(code.deadFiles.contains) { continue }
            // Nor does an action no storyboard connects and no code calls, or a method of an extension no code that runs calls.
            if code.isInDeadAction(path: literal.path, line: literal.location.line)
                || code.isInUncalledFunction(path: literal.path, line: literal.location.line) { continue }
            places.append((literal.text, literal.path, literal.location, true, literal.isSpoken, literal.codeClass, literal.role == "text"))
        }
        // A block that runs for some languages only (`if lang == "ar" { … } else { … }`) shows its literals to
        // their users alone: the app picks the text by language itself. Only a test of one of the app's languages
        // counts (`if type == "area"` tests none).
        let appLanguages = Set((languages + [developmentLanguage]).compactMap { LanguageCode($0)?.language })
        places.sort { ($0.path, $0.location.line, $0.location.column, $0.text, $0.direct ? 1 : 0) < ($1.path, $1.location.line, $1.location.column, $1.text, $1.direct ? 1 : 0) }
        for place in places {
            let text = place.text
            // Its words, as the checks below read them: a format's specifiers and an interpolation's values ("…") are
            // numbers and names at run time ("%.1f km" reads as the unit "km").
            let words = VerifyPipeline.withoutFormatSpecifiers(text).replacingOccurrences(of: "…", with: " ")
            // The app's own name reads the same in every language, as does a web address with values put into it
            // (GithubClient's share sheet titled "https://www.github.com/\(login)/\(repo)/issues/\(number)"; not an e-mail
            // address words are glued to: "お問い合わせ：support@example.com"). (One finding per line and text: an outlet's
            // assignment and its literal are one place.)
            guard Self.isShownText(words), !VerifyPipeline.namesOnly(appNames, text), !(text.contains("://") && VerifyPipeline.isAddress(text)),
                  !Self.isLicenceText(text),
                  !Self.namesATypeface(words, codeClass: place.codeClass, development: developmentLanguage),
                  seen.insert("\(place.path)|\(place.location.line)|\(text)").inserted else { continue }
            // The languages of the code's bundle (a target without translations shows its texts consistently),
            // worked out once per source. A linked package's code runs in the app: its languages are the app's (not
            // the ones only the package's own tables speak, which iOS never runs the app in).
            if scopeLanguages[place.path] == nil {
                // (A framework's code runs in the apps that embed it, in their languages: each brand's app of its own
                // project, in its own.)
                let apps = mainBundleScopes(ofLibrarySource: place.path, cache: &appScopes)
                if apps.count > 1 {
                    scopeLanguages[place.path] = apps.reduce(into: Set<LanguageCode>()) { $0.formUnion(workspace.languages(of: $1)) }
                } else {
                    let scope = mainBundleScope(ofSource: place.path, cache: &scopes)
                    scopeLanguages[place.path] = scope.map(workspace.languages(of:))
                }
            }
            let bundleLanguages = scopeLanguages[place.path] ?? nil
            // (In another script, or in another of the app's languages' words: iDzienniczek's "Nowa lekcja" in an
            // app developed in English.)
            let foreignToDevelopment = developmentReads && (TextLanguage.foreignScript(of: words, for: developmentLanguage) != nil
                || code.foreignLanguage(ofWords: words, development: developmentLanguage) != nil)
            let readers = ((foreignToDevelopment ? [developmentLanguage] : []) + others).filter { language in
                guard let bundleLanguages else { return true }
                guard let code = LanguageCode(language) else { return false }
                return code == development || bundleLanguages.contains(code)
            }.filter { language in
                index.runs(for: language, path: place.path, at: place.location, appLanguages: appLanguages)
            }.filter { language in
                // A literal already in a language's own script ("تم" in an app translated into Arabic), with
                // letters only that language writes ("Dirección"), that the language's own tables hold and the
                // development language's do not, or made of its words ("Annulla" in an Italian developer's
                // app, "Charge" in French), reads right there.
                !(writtenIn[text]?.contains(language) ?? false)
                    && VerifyPipeline.readsTheSameUntranslated(words, language: language) == nil
                    && !TextLanguage.isWritten(words, inScriptOf: language, notOf: developmentLanguage)
                    && TextLanguage.languageOfText(words, candidates: others, development: developmentLanguage) != language
                    && !TextLanguage.isWrittenInWords(words, of: language, notOf: developmentLanguage)
                    && TextLanguage.soleWord(of: words, in: language, notOnlyOf: developmentLanguage) == nil
                    && !VerifyPipeline.isInTheOneOtherLanguage(words, language, languages: code.ownLanguages, development: developmentLanguage)
                    // (A catalog's one other language only with a word its dictionary has: see the function.)
                    && !VerifyPipeline.isInTheOneOtherLanguage(words, language, languages: code.ownAndCatalogLanguages, development: developmentLanguage,
                                                               requiringItsWord: true)
                    && !usesOwnWords(words, language)
            }
            guard !readers.isEmpty else { continue }
            let shown = readers.count > 4 ? readers.prefix(4).joined(separator: ", ") + " and \(readers.count - 4) more" : readers.joined(separator: ", ")
            let sure = place.direct && localizesCode && code.hasAllSources && readers.contains(where: translated.contains)
            // What only VoiceOver reads out (an accessibility label or hint) draws nothing: a note, as a key only an
            // accessibility modifier looks up is (reviewers judged 8 of 9 such warnings no problem users see). So is a text
            // Interface Builder gives a new view ("Title", "Subtitle", "Label") that code writes as a view's text, a
            // placeholder for the text it sets later (goma's cells: `titleLabel.text = "Title"` where the cell makes the
            // label), as storyboards' are; not a field's placeholder, an alert's or a bar's title, which show as they are.
            let placeholder = place.viewText && CodeContext.defaultPlaceholders.contains(text)
            findings.append(Finding(
                ruleID: CodeRules.hardCodedText.id, severity: sure && !place.spoken && !placeholder ? .warning : CodeRules.hardCodedText.defaultSeverity,
                message: place.spoken ? "\"\(text)\" is read out by VoiceOver as written, not looked up: users of \(shown) hear it untranslated "
                    + "(nothing shows it on screen)"
                    : "\"\(text)\" is put on screen as written, not looked up: users of \(shown) read it untranslated"
                    + (placeholder ? " (Interface Builder's placeholder for a new view's text: code likely replaces it)" : ""),
                file: workspace.relativePath(URL(fileURLWithPath: place.path)), line: max(place.location.line, 1),
                column: max(place.location.column, 1), language: "", fix: CodeRules.hardCodedText.fix))
        }
        return findings
    }

    /// Whether a text in the code of a type that stands for a typeface (`enum FontFamily`, `struct ArabicFont`, a
    /// `Typeface`: the last word of its name) is the typeface's name ("Noto Naskh", "Frank Ruehl", "David"): a word
    /// of it the development language's dictionary has in no lowercase form. A font's name is written the same in
    /// every language; a choice made of common words ("System", "Default", "Times New Roman") is still judged.
    static func namesATypeface(_ text: String, codeClass: String?, development: String) -> Bool {
        guard let codeClass, codeClass.hasSuffix("Font") || codeClass.hasSuffix("FontFamily") || codeClass.hasSuffix("Typeface"),
              let dictionary = SpellingDictionary.forLanguage(development) else { return false }
        let words = TextLanguage.wordsOf(text)
        return !words.isEmpty && words.contains { !dictionary.contains($0.lowercased()) }
    }

    /// Whether a text is a software licence (an acknowledgements screen's "Copyright (c) 2018 … Permission is hereby
    /// granted …", a BSD licence's "Redistribution and use …"): a licence is shown in the words it was granted in, in
    /// every language. A copyright line alone is judged as any text (``VerifyPipeline/readsTheSameUntranslated(_:language:)``
    /// keeps "© 2016 The iLGL Team" and translates "All rights reserved").
    static func isLicenceText(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return ["permission is hereby granted", "redistribution and use", "licensed under", "the software is provided",
                // (The Mozilla, GNU and Apache licences' own texts: SakuraRSS shows MPL 2.0's.)
                "mozilla public license", "gnu general public license", "gnu lesser general public license", "apache license"].contains { lowered.contains($0) }
    }

    /// Whether a literal reads as a text for people: a word of two letters at least, and not shaped like a key or an
    /// identifier (one word with `_`, `.` or a capital after a lowercase start), a brand's name (one word with a
    /// capital inside) nor code (``isCode(_:)``).
    static func isShownText(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.filter(\.isLetter).count >= 2, !trimmed.hasSuffix("://") else { return false }
        // Markup around format specifiers (IBC's forum quote "[QUOTE=%@;%ld]%@[/QUOTE]", "<b>%@</b>"): tags a forum or a
        // page reads, with no word of their own for a reader.
        let unmarked = trimmed.replacingOccurrences(of: #"\[/?[A-Za-z]+(=[^\]]*)?\]|</?[A-Za-z][^>]*>"#, with: "", options: .regularExpression)
        if unmarked != trimmed, unmarked.replacingOccurrences(of: #"%(\d+\$)?[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfeEgGcCsSpaA]"#, with: "",
                                                         options: .regularExpression).filter(\.isLetter).count < 2 {
            return false
        }
        // A word of two letters or more, at least: a kaomoji's lone letters ("o( =•ω•= )m", Saily's empty search) are a
        // face, the same in every language.
        guard !TextLanguage.wordsOf(trimmed).isEmpty else { return false }
        // Product tokens, each a name and its version ("Saily/3.0 Cydia/1.1.32", a User-Agent a field shows to edit):
        // software's names, sent as they are.
        if trimmed.split(whereSeparator: \.isWhitespace).allSatisfy({ $0.range(of: #"^[A-Za-z][A-Za-z0-9._-]*/[0-9][0-9A-Za-z._-]*$"#, options: .regularExpression) != nil }) {
            return false
        }
        // One token of Latin letters (a script that spaces its words; "VoiLogへようこそ！" is a Japanese sentence
        // that names the app, not a name).
        let latinLetters = trimmed.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || $0.value < 0x250 }
        if !trimmed.contains(where: \.isWhitespace), latinLetters {
            if trimmed.contains("_") || (trimmed.contains(".") && !trimmed.hasSuffix(".")) { return false }
            if let first = trimmed.first, first.isLowercase, trimmed.dropFirst().contains(where: \.isUppercase) { return false }
            // A capital right after a small letter inside one word is a product's or a brand's name ("OmniFocus",
            // "YouTube", "PayPal"), the same in every language.
            if trimmed.hasCapitalAfterSmallLetter { return false }
        }
        return !isCode(trimmed)
    }

    /// Whether a text of several words is code a field shows as its example (a CSS selector list's placeholder
    /// "article, li.post, [data-testid=card]", "img, .hero img"): lowercase ASCII only, and either every word or,
    /// in a comma-separated list, some word shaped like code (`.title`, `li.post`, `[attr=value]`, `#main`).
    /// A sentence has capitals or words of letters alone ("visit example.com" has no list).
    static func isCode(_ text: String) -> Bool {
        guard text.unicodeScalars.allSatisfy({ $0.isASCII }), !text.contains(where: \.isUppercase) else { return false }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard words.count >= 2 else { return false }
        // (A word ending in a full stop is prose: "e.g.", "etc.", a sentence's last word.)
        func isCodeShaped(_ word: String) -> Bool {
            !word.hasSuffix(".") && word.contains(where: { "._=[]{}<>#".contains($0) }) && word.contains(where: \.isLetter)
        }
        let shaped = words.filter(isCodeShaped).count
        return shaped == words.count || (text.contains(",") && shaped > 0)
    }
}
