import XCTest
@testable import L10nChecks

/// Which literals read as texts for people, the hard-coded-text check's first test.
final class ShownTextTests: XCTestCase {
    /// Keys, identifiers, brands' one-word names with a capital inside and code a field shows as its example (a CSS
    /// selector list's placeholder) are no text to translate; sentences and words are, abbreviations and web
    /// addresses in them included, and a sentence of a script that puts no space between words that names a brand
    /// ("VoiLogへようこそ！").
    func testCodeAndKeysAreNoShownText() {
        for code in ["settings_title", "toolbarTitleMenu", "OmniFocus", "YouTube", "article, li.post, [data-testid=card]", "h2, .title", "img, .hero img",
                     "#main .title", "a, a.post-link"] {
            XCTAssertFalse(CodeKeyChecks.isShownText(code), code)
        }
        for text in ["Save", "Please select a client.", "visit example.com", "e.g. apples, pears", "Name, e.g. Anna",
                     "cats and/or dogs, birds", "Tax", "OK", "Obsidian", "VoiLogへようこそ！", "iPhoneで開く"] {
            XCTAssertTrue(CodeKeyChecks.isShownText(text), text)
        }
    }

    /// A kaomoji's lone letters make no word (Saily's "o( =•ω•= )m" under its empty search): a face, the same in every
    /// language. Two letters in a row do, in any script.
    func testAFaceOfLoneLettersIsNoText() {
        for face in ["o( =•ω•= )m", "ヽ(*。>Д<)o゜", "(╯°□°)╯︵ ┻━┻"] {
            XCTAssertFalse(CodeKeyChecks.isShownText(face), face)
        }
        for text in ["确定", "(ok) done", "Go!"] {
            XCTAssertTrue(CodeKeyChecks.isShownText(text), text)
        }
    }

    /// Product tokens, a name and a version each (Saily's User-Agent field "Saily/3.0 Cydia/1.1.32"), name software: no
    /// text to translate. A word with a version beside it is one.
    func testProductTokensAreNoText() {
        for tokens in ["Saily/3.0 Cydia/1.1.32", "Mozilla/5.0", "curl/8.4.0 libcurl/8.4.0"] {
            XCTAssertFalse(CodeKeyChecks.isShownText(tokens), tokens)
        }
        for text in ["Version 3.0", "Saily/3.0 for iPhone", "and/or"] {
            XCTAssertTrue(CodeKeyChecks.isShownText(text), text)
        }
    }

    /// Markup around format specifiers (IBC's forum quote "[QUOTE=%@;%ld]%@[/QUOTE]", an HTML tag around an argument)
    /// has no word for a reader; words inside the markup or beside it are text.
    func testMarkupAroundArgumentsIsNoText() {
        for markup in ["[QUOTE=%@;%ld]%@[/QUOTE]", "[b]%@[/b]", "<b>%@</b>", "[url=%@]%@[/url]"] {
            XCTAssertFalse(CodeKeyChecks.isShownText(markup), markup)
        }
        for text in ["[b]Warning[/b] %@", "<b>Saved</b>", "Quote: [QUOTE]%@[/QUOTE]"] {
            XCTAssertTrue(CodeKeyChecks.isShownText(text), text)
        }
    }

    /// A software licence is shown in the words it was granted in: MIT's, BSD's, and the Mozilla, GNU and Apache
    /// licences' own texts; a sentence that mentions a licence among other words is judged as any text.
    func testLicencesAreShownAsGranted() {
        XCTAssertTrue(CodeKeyChecks.isLicenceText("Mozilla Public License Version 2.0\n==================================\n1. Definitions"))
        XCTAssertTrue(CodeKeyChecks.isLicenceText("Permission is hereby granted, free of charge, to any person"))
        XCTAssertTrue(CodeKeyChecks.isLicenceText("GNU GENERAL PUBLIC LICENSE Version 3"))
        XCTAssertFalse(CodeKeyChecks.isLicenceText("Open source licences"))
    }
}
