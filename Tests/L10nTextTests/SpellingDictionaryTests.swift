import XCTest
@testable import L10nText

/// Which language a Latin-script text is written in, by the words of the machine's spelling dictionaries
/// (`make deps` installs them).
final class SpellingDictionaryTests: XCTestCase {
    func testTheMachineHasTheDictionariesTheMakefileInstalls() throws {
        for language in ["en", "it", "es", "de", "fr", "sv", "pt-BR", "nb"] {
            XCTAssertNotNil(SpellingDictionary.forLanguage(language), "no spelling dictionary for \(language): run `make deps`")
        }
        // A code's own region first, else the region ICU deems likeliest: Swedish is Sweden's, not Finland's.
        XCTAssertEqual(SpellingDictionary.fileName(for: "sv"), "sv_SE")
        XCTAssertEqual(SpellingDictionary.fileName(for: "es-MX"), "es_MX")
        XCTAssertEqual(SpellingDictionary.fileName(for: "no"), "nb_NO")
        XCTAssertEqual(SpellingDictionary.fileName(for: "Italian"), "it_IT")
        XCTAssertNil(SpellingDictionary.fileName(for: "tlh"))
    }

    /// Italian and Spanish texts without a letter English lacks are told apart by their words; the word
    /// forms Hunspell derives (capitals, inflections) count.
    func testTextsMadeOfTheLanguagesWordsAreWrittenInIt() throws {
        _ = try XCTUnwrap(SpellingDictionary.forLanguage("it"), "no Italian dictionary: run `make deps`")
        XCTAssertTrue(TextLanguage.isWrittenInWords("Annulla", of: "it", notOf: "en"))
        XCTAssertTrue(TextLanguage.isWrittenInWords("O il Nome o il Cognome sono obbligatori", of: "it", notOf: "en"))
        XCTAssertTrue(TextLanguage.isWrittenInWords("REENVIAR", of: "es", notOf: "en"))
        XCTAssertTrue(TextLanguage.isWrittenInWords("Por favor seleccione la fecha y hora de recogida en primer lugar.", of: "es", notOf: "en"))
        XCTAssertTrue(TextLanguage.isWrittenInWords("Scegli l’utente", of: "it", notOf: "en"))
    }

    /// English texts, words both languages have, names and short capitals decide nothing.
    func testEnglishTextsAndSharedWordsAreNot() {
        XCTAssertFalse(TextLanguage.isWrittenInWords("Save", of: "es", notOf: "en"))
        XCTAssertFalse(TextLanguage.isWrittenInWords("Please select a date", of: "es", notOf: "en"))
        XCTAssertFalse(TextLanguage.isWrittenInWords("Start", of: "sv", notOf: "en"))
        XCTAssertFalse(TextLanguage.isWrittenInWords("Name", of: "de", notOf: "en"))
        XCTAssertFalse(TextLanguage.isWrittenInWords("Upload to OSM", of: "pl", notOf: "en"))
        XCTAssertFalse(TextLanguage.isWrittenInWords("OK", of: "it", notOf: "en"))
        XCTAssertFalse(TextLanguage.isWrittenInWords("12:30", of: "it", notOf: "en"))
        // A regional variant shares the development language's dictionary: nothing to tell apart.
        XCTAssertFalse(TextLanguage.isWrittenInWords("Colour", of: "en-GB", notOf: "en"))
        // A language the machine has no dictionary for is not judged.
        XCTAssertFalse(TextLanguage.isWrittenInWords("nuqneH", of: "tlh", notOf: "en"))
    }

    /// Catalan's middle dot joins its word ("Cancel·lar" is no "Cancel" and "lar"); one between spaced words, or Korean's
    /// list separator, joins nothing.
    func testWordsKeepTheirApostrophesAndDropSingleLetters() {
        XCTAssertEqual(TextLanguage.wordsOf("L’app: c'est 2 x parfait!"), ["L'app", "c'est", "parfait"])
        XCTAssertEqual(TextLanguage.wordsOf("Cancel·lar la col·lecció · Ajustos"), ["Cancel·lar", "la", "col·lecció", "Ajustos"])
        XCTAssertEqual(TextLanguage.wordsOf("사진·동영상 Face·ID"), ["사진", "동영상", "Face", "ID"])
    }

    /// Markup's tags are no words (Spend Stack's exported "<strong>Subtotal:</strong><em>%@</em><br />" says "Subtotal"); a
    /// `<` that opens no tag ("a < b", "<3") is no markup.
    func testMarkupTagsAreNoWords() {
        XCTAssertEqual(TextLanguage.wordsOf("<strong>Subtotal:</strong><em>%@</em><br />"), ["Subtotal"])
        XCTAssertEqual(TextLanguage.wordsOf("Read <a href=\"https://x.org\">the terms</a> first"), ["Read", "the", "terms", "first"])
        XCTAssertEqual(TextLanguage.wordsOf("if a < b then <3 love"), ["if", "then", "love"])
    }

    /// A copy of the base text in a translation reads untranslated when it is two words or more of the
    /// development language, half of them no words of the language; one word, a loanword or a name does not
    /// say so where the language is written in Latin letters. Where it is not ("Title" in Chinese, "Balance" in
    /// Arabic), one common word of the development language is untranslated too, but not a name ("Aaron", "Face ID").
    /// A language without a dictionary counts when Latin letters are not its own.
    func testACopyInTheDevelopmentLanguagesWordsIsUntranslated() {
        XCTAssertTrue(TextLanguage.isUntranslatedText("Saved Loans", development: "en", language: "it"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("Note: Figures are calculated relative", development: "en", language: "da"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("You must be logged in to upload.", development: "en", language: "ar"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Dashboard", development: "en", language: "de"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("Balance", development: "en", language: "ar"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("Title", development: "en", language: "zh-Hans"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Aaron", development: "en", language: "zh-Hant"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Face ID", development: "en", language: "ja"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("OK", development: "en", language: "ru"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Loanly Pro", development: "en", language: "de"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Saved Loans", development: "en", language: "en-GB"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Upload to OSM", development: "en", language: "pl"))
        // Names, identifiers and notices are no words to translate.
        XCTAssertFalse(TextLanguage.isUntranslatedText("When2Call for teams", development: "en", language: "da"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("package_cell", development: "en", language: "de"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Best WorstAnswer", development: "en", language: "it"))
        // …unless they stand in an English sentence, which stays English around them (surespot's French help).
        XCTAssertTrue(TextLanguage.isUntranslatedText("Surespot can backup your identities to the Documents folder where they can be downloaded via iTunes File Sharing.",
                                                      development: "en", language: "fr"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Copyright © 2019 the app and all of its code, with iTunes", development: "en", language: "fr"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("The link will expire in 30 min", development: "en", language: "es"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Mobile Programming ©", development: "en", language: "ar"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Copyright 2019 Acme. All rights reserved.", development: "en", language: "fr"))
    }

    /// An English sentence with a name or two among its words (the app's, a protocol's) is still English: a name in one
    /// word of four or more of a sentence does not make it one; a short text with one is judged by its other words no more.
    func testAnEnglishSentenceWithANameInItIsUntranslated() {
        XCTAssertTrue(TextLanguage.isUntranslatedText("We'll log you in using OAuth, giving you more control over your data.", development: "en", language: "fr"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("If you like Mynigma, you can help by rating us on the App Store.", development: "en", language: "de"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Upload to OSM", development: "en", language: "pl"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Mynigma Zorblax Quintessa with the app", development: "en", language: "fr"),
                       "three unknown words in six are a name's, not a sentence's")
    }

    /// An English sentence (two distinct words English alone has: "the", "your", "with"…) reads as English in any
    /// language written in Latin letters, whether a dictionary here has the language (Dutch, whose words include
    /// "update" and "app") or not (Albanian); short texts and loanwords are still judged by the dictionary.
    func testAnEnglishSentenceIsUntranslatedInAnyLatinLanguage() {
        XCTAssertTrue(TextLanguage.isUntranslatedText("It is time to update your Waves app!", development: "en", language: "nl-NL"))
        XCTAssertTrue(TextLanguage.isUntranslatedText("Please wait for the current running tests to finish", development: "en", language: "sq"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Automated testing", development: "en", language: "sq"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Upload to OSM", development: "en", language: "pl"))
        XCTAssertFalse(TextLanguage.isUntranslatedText("Je bent in de app", development: "nl", language: "de"))
    }
}
