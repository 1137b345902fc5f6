import XCTest
@testable import L10nSource

/// Which blocks of code run for which languages, as ``LanguageBranch`` reads their conditions.
final class LanguageBranchTests: XCTestCase {
    /// Each block as `codes forNamed line…line`.
    private func branches(_ text: String, _ language: SourceLanguage) -> [String] {
        let file = SourceFile(bytes: Array(text.utf8), language: language, path: language == .swift ? "A.swift" : "A.m")
        return LanguageBranch.scan(file, scopes: SourceScopes(file)).map {
            "\($0.codes.sorted().joined(separator: ",")) \($0.forNamed) \($0.start.line)…\($0.end.line)"
        }
    }

    /// mapdistance picks its French texts with `[language compare:@"fr_FR"] == NSOrderedSame`: the order being the same
    /// (or `== 0`) is the language being equal, `!=` or a bare Objective-C result (nonzero) its being another; an order
    /// that compares ranks (`NSOrderedAscending`, `< 0`) tests no language.
    func testAComparisonOfTheOrderTestsTheLanguage() {
        let text = """
            - (void)setUp {
                if ([language compare:@"fr_FR"] == NSOrderedSame) {
                    [close setTitle:@"Fermer" forState:UIControlStateNormal];
                }
                if ([language compare:@"de"] != NSOrderedSame) {
                    [close setTitle:@"Close" forState:UIControlStateNormal];
                }
                if ([language caseInsensitiveCompare:@"ar"]) {
                    label.text = @"Units";
                }
                if ([language compare:@"fr"] == NSOrderedAscending) {
                    label.text = @"Before";
                }
                if ([language compare:@"it"] == 0) {
                    label.text = @"Unità";
                }
                if ([language compare:@"es"] < 0) {
                    label.text = @"Antes";
                }
            }
            """
        XCTAssertEqual(branches(text, .objectiveC), ["fr_FR true 2…4", "de false 5…7", "ar false 8…10", "it true 14…16"])
        let swift = """
            func setUp() {
                if language.compare("he") == .orderedSame {
                    title = "כותרת"
                } else {
                    title = "Title"
                }
            }
            """
        XCTAssertEqual(branches(swift, .swift), ["he true 2…4", "he false 4…6"])
    }

    /// Spedia picks each text with `L102Language.isCurrentLanguageArabic() ? "…" : "…"`: a flag whose name says the app's
    /// language is Arabic, with words saying whose language it is around the language's name (`isHebrewLocale`,
    /// `isRTLLanguage`). A flag about a text (`isArabicScript`, a helper given one: `isArabicLanguage(message.body)`) or a
    /// name (`isShowingEnglishName`) or of a text (`comment.isEnglish`) tests no language, while Bayie's `objc.isEnglish` (its
    /// settings object) does; `!= true` and `== false` negate.
    func testAFlagNamedAfterTheAppsLanguageTestsIt() {
        let swift = """
            func setUp() {
                passwordLabel.text = L102Language.isCurrentLanguageArabic() ? "كلمة السر" : "Password"
                title = isHebrewLocale ? "כותרת" : "Title"
                next.setTitle(LanguageManager.isRTLLanguage ? "التالي" : "Next", for: .normal)
                nameLabel.text = isShowingEnglishName ? "Name" : "Nom"
                hint.text = text.isArabicScript ? "Arabic" : "Latin"
                title = isArabicLanguage(message.body) ? "رسالة" : "Message"
                subtitle = isCurrentLanguageArabic() != true ? "Inbox" : "الوارد"
                footer = isGerman == false ? "Privacy" : "Datenschutz"
                author = comment.isEnglish ? "Author" : "Autor"
                badge.text = objc.isEnglish ? "Featured" : "متميز"
            }
            """
        XCTAssertEqual(branches(swift, .swift), ["ar true 2…2", "ar false 2…2", "he true 3…3", "he false 3…3",
                                                 "<right-to-left> true 4…4", "<right-to-left> false 4…4", "ar false 8…8", "ar true 8…8", "de false 9…9", "de true 9…9", "en true 11…11", "en false 11…11"])
        XCTAssertEqual(LanguageBranch.camelCaseWords("isRTLLanguage"), ["is", "RTL", "Language"])
        XCTAssertEqual(LanguageBranch.languageFlag("isAppHebrew"), "he")
        XCTAssertEqual(LanguageBranch.languageFlag("isRightToLeftLanguage"), LanguageBranch.rightToLeft)
        XCTAssertNil(LanguageBranch.languageFlag("isArabicContentWithData"))
    }

    /// Bayie makes the compared code a string first: `[lang isEqualToString:[NSString stringWithFormat: @"ar"]]`.
    func testALiteralMadeAStringFirstIsCompared() {
        let text = """
            - (void)viewDidLoad {
                if ([strSelectedLanguage isEqualToString:[NSString stringWithFormat: @"ar"]]) {
                    self.categoryLabel.text = @"حدد الفئات";
                }
                else {
                    self.categoryLabel.text = @"Select Categories";
                }
            }
            """
        XCTAssertEqual(branches(text, .objectiveC), ["ar true 2…4", "ar false 5…7"])
        // A helper given a text tests the text.
        let helper = """
            - (void)show {
                if ([Utils isArabicLanguage:message.body]) { label.text = @"رسالة"; } else { label.text = @"Message"; }
            }
            """
        XCTAssertEqual(branches(helper, .objectiveC), [])
    }
}
