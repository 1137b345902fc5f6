import XCTest
@testable import L10nText

/// Which of an app's languages a set of base texts is written in, from the letters the development language
/// lacks (ICU's exemplar characters).
final class TextLanguageTests: XCTestCase {
    func testTurkishBaseTextsAreTurkish() {
        let texts = ["Çalışan", "veya popüler başlıklardan seç", " Takip Et", "Gerii", "Giriş yap", "Şifre"]
        XCTAssertEqual(TextLanguage.languageOfTexts(texts, candidates: ["de", "tr"], development: "en"), "tr")
    }

    func testLettersTwoLanguagesShareDecideNothing() {
        // ö and ü are German and Turkish letters alike.
        let texts = ["Über", "Höhe", "Größe", "Müll"]
        XCTAssertNil(TextLanguage.languageOfTexts(texts.map { $0.replacingOccurrences(of: "ß", with: "ss") },
                                                  candidates: ["de", "tr"], development: "en"))
        XCTAssertEqual(TextLanguage.languageOfTexts(texts, candidates: ["de", "tr"], development: "en"), "de")
    }

    func testEnglishTextsWithALoanwordAreNotForeign() {
        let texts = ["Café", "Settings", "Done", "Cancel", "Naïve mode", "Résumé", "Edit", "Delete", "Share", "Back", "Save",
                     "Sign in", "Password", "Search", "Next"]
        XCTAssertNil(TextLanguage.languageOfTexts(texts, candidates: ["fr", "de"], development: "en"))
    }

    /// Latin letters amid Hangul in an app developed in Korean are a name or a format's letters ("Cue 취소", "%lld개 액션"):
    /// the text is Korean, not English. A text all Latin in that app, or mostly Latin words ("Sign in with 카카오"), is English;
    /// Arabic beside a brand in an app developed in English is still Arabic.
    func testLatinNamesAmidTheDevelopmentLanguagesOwnScriptAreNoLanguage() {
        for text in ["Cue 취소", "%lld개 액션", "링크 열기는 https 주소만 됩니다. 커스텀 스킴은 iOS가 거부합니다."] {
            XCTAssertNil(TextLanguage.languageOfText(text, candidates: ["en"], development: "ko"), text)
        }
        XCTAssertEqual(TextLanguage.languageOfText("Open the settings", candidates: ["en"], development: "ko"), "en")
        XCTAssertEqual(TextLanguage.languageOfText("Sign in with 카카오", candidates: ["en"], development: "ko"), "en")
        XCTAssertNil(TextLanguage.languageOfText("새 세트 %lld", candidates: ["en"], development: "ko"))
        XCTAssertNil(TextLanguage.languageOfText("Face ID 사용", candidates: ["en"], development: "ko"))
        XCTAssertNil(TextLanguage.languageOfText("Apple ID 登录", candidates: ["en"], development: "zh-Hans"))
        XCTAssertEqual(TextLanguage.languageOfText("Tap 保存 to save your note", candidates: ["en"], development: "ja"), "en")
        XCTAssertEqual(TextLanguage.languageOfText("iCloud جاهز", candidates: ["ar", "de"], development: "en"), "ar")
    }

    func testExemplarLettersCoverBothCases() throws {
        let turkish = try XCTUnwrap(TextLanguage.exemplarLetters(of: "tr"))
        for scalar in "ıİşŞğĞ".unicodeScalars { XCTAssertTrue(turkish.contains(scalar.value), "\(scalar)") }
        let english = try XCTUnwrap(TextLanguage.exemplarLetters(of: "en"))
        XCTAssertFalse(english.contains(("ş" as Unicode.Scalar).value))
    }

    /// Languages written with Han characters have thousands of exemplar ranges, more than one first call
    /// asks for: they are read whole, not dropped.
    func testHanLanguagesHaveTheirExemplarLetters() throws {
        let japanese = try XCTUnwrap(TextLanguage.exemplarLetters(of: "ja"))
        for scalar in "日本語ですカナ".unicodeScalars { XCTAssertTrue(japanese.contains(scalar.value), "\(scalar)") }
        let chinese = try XCTUnwrap(TextLanguage.exemplarLetters(of: "zh-Hant"))
        XCTAssertTrue(chinese.contains(("國" as Unicode.Scalar).value))
    }

    /// One text tells its language when exactly one of the app's languages writes its letters the
    /// development language lacks: "già" is Italian in an app of English and Italian, but undecided once
    /// French (which writes à too) is one of them; a plain English word tells nothing.
    func testOneTextsLanguageFromLettersOnlyOneLanguageWrites() {
        XCTAssertEqual(TextLanguage.languageOfText("flag di già accettato", candidates: ["it"], development: "en"), "it")
        XCTAssertEqual(TextLanguage.languageOfText("Cosè questa App", candidates: ["de", "it"], development: "en"), "it")
        XCTAssertNil(TextLanguage.languageOfText("flag di già accettato", candidates: ["fr", "it"], development: "en"))
        XCTAssertNil(TextLanguage.languageOfText("Settings", candidates: ["it"], development: "en"))
    }

    /// A text mostly in a script other than Latin that the reader's language is not written in is one its
    /// users cannot read: Korean in English, Hebrew in English, Japanese kana in Chinese. Chinese in Japanese
    /// (both write Han), English in Japanese (Latin decides nothing), mixed texts and language names
    /// ("한국어" in a language menu) are not.
    func testForeignScriptIsAScriptTheLanguageIsNotWrittenIn() {
        XCTAssertEqual(TextLanguage.foreignScript(of: "취소", for: "en"), "Hangul")
        XCTAssertEqual(TextLanguage.foreignScript(of: "כל הכבוד !", for: "en"), "Hebrew")
        XCTAssertEqual(TextLanguage.foreignScript(of: "キャンセル", for: "zh-Hans"), "Katakana")
        XCTAssertEqual(TextLanguage.foreignScript(of: "取消", for: "ko"), "Han")
        XCTAssertEqual(TextLanguage.foreignScript(of: "Отмена", for: "de"), "Cyrillic")
        XCTAssertNil(TextLanguage.foreignScript(of: "取消", for: "ja"))
        XCTAssertNil(TextLanguage.foreignScript(of: "取消", for: "zh-Hant"))
        XCTAssertNil(TextLanguage.foreignScript(of: "Cancel", for: "ja"))
        XCTAssertNil(TextLanguage.foreignScript(of: "Share on 微信", for: "en"))
        XCTAssertNil(TextLanguage.foreignScript(of: "2,200 P", for: "ko"))
        XCTAssertNil(TextLanguage.foreignScript(of: "한국어", for: "en"))
        XCTAssertNil(TextLanguage.foreignScript(of: "简体中文", for: "en"))
        XCTAssertNil(TextLanguage.foreignScript(of: "Русский", for: "en"))
        XCTAssertNil(TextLanguage.foreignScript(of: "عربى", for: "en"))
        XCTAssertNil(TextLanguage.foreignScript(of: "العربية", for: "fr"))
        XCTAssertNil(TextLanguage.foreignScript(of: "취소", for: "xx-unknown"))
    }

    /// Traditional Chinese is zh-Hant, and Taiwan's, Hong Kong's and Macau's Chinese when no script is named.
    func testWhichChineseIsWrittenInTraditionalCharacters() {
        for code in ["zh-Hant", "zh-hant", "zh_Hant", "zh-Hant-HK", "zh-TW", "zh_HK", "zh-MO"] {
            XCTAssertTrue(TextLanguage.writesTraditionalChinese(code), code)
        }
        for code in ["zh", "zh-Hans", "zh-CN", "zh_SG", "zh-Hans-HK", "ja", "en-HK"] {
            XCTAssertFalse(TextLanguage.writesTraditionalChinese(code), code)
        }
    }

    /// ICU's Hans-Hant transliteration, one character at a time: simplification's characters, not word choices.
    func testSimplifiedCharactersAreThoseTraditionalWritingReplaces() {
        let found = TextLanguage.simplifiedCharacters(in: ["有想法？快和我们说！", "有想法？快和我們說！", "了解更多", "删除", "Back", ""])
        XCTAssertEqual(found.map { String(String.UnicodeScalarView($0)) }, ["们说", "", "", "删", "", ""])
    }

    func testLanguageCodesUseICUsSeparator() {
        XCTAssertEqual(TextLanguage.icuLocaleID("zh-Hant-TW"), "zh_Hant_TW")
        XCTAssertTrue(TextLanguage.isRightToLeft(language: "az-Arab"))
    }

    /// An old project's folder names its language in English (`Japanese.lproj`, Scratch's copies): ICU is asked for
    /// the language it names, so Japanese is not taken for a language written in Latin letters.
    func testAnOldProjectsEnglishLanguageNameIsTheLanguage() {
        XCTAssertEqual(TextLanguage.icuLocaleID("Japanese"), "ja")
        XCTAssertEqual(TextLanguage.scripts(of: "Japanese"), TextLanguage.scripts(of: "ja"))
        XCTAssertFalse(TextLanguage.readsLatinLetters("Japanese"))
        XCTAssertTrue(TextLanguage.readsLatinLetters("German"))
        XCTAssertFalse(TextLanguage.scripts(of: "German").isEmpty)
    }
}
