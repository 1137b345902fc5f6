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

    func testWordsKeepTheirApostrophesAndDropSingleLetters() {
        XCTAssertEqual(TextLanguage.wordsOf("L’app: c'est 2 x parfait!"), ["L'app", "c'est", "parfait"])
    }
}
