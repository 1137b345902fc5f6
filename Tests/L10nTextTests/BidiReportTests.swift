import XCTest
@testable import L10nText

final class BidiReportTests: XCTestCase {
    func kinds(_ text: String, _ language: String?) -> [String] {
        BidiReport.analyze(text, language: language).issues.map { "\($0.kind.rawValue)@\($0.utf16Offset)" }
    }

    func testArabicWithLatinDigitsAndPunctuation() {
        let report = BidiReport.analyze("مرحبا Apple!", language: "ar")
        XCTAssertEqual(report.paragraphDirection, .rightToLeft)
        XCTAssertTrue(report.isMixed)
        XCTAssertEqual(report.runs.map(\.text), ["مرحبا ", "Apple", "!"])
        XCTAssertEqual(report.runs.map(\.direction), [.rightToLeft, .leftToRight, .rightToLeft])
        // The exclamation mark ends the sentence after the Latin name, where an Arabic reader expects it.
        XCTAssertEqual(kinds("مرحبا Apple!", "ar"), [])
        // Signs that belong to a Latin word ("C++") take the sentence's direction and show before it.
        let plusPlus = BidiReport.analyze("تعلم لغة C++ بسرعة", language: "ar")
        XCTAssertEqual(plusPlus.issues.map { "\($0.kind.rawValue)@\($0.utf16Offset)" }, ["neutral-at-run-edge@10"])
        XCTAssertTrue(plusPlus.issues[0].fix.contains("U+2066"))
        XCTAssertEqual(kinds("اتصل على +1 555", "ar"), ["signed-number@9"])
        XCTAssertEqual(kinds("مرحبا بالعالم", "ar"), [])
        // A hyphen joining a Hebrew prefix to a Latin name stays between them: nothing to report.
        XCTAssertEqual(kinds("ברוכים הבאים ל-Acme Pay", "he"), [])
        // A no-break space is a separator to the bidi algorithm, but nothing is drawn on the wrong side.
        XCTAssertEqual(kinds("يبدو أنّ RiseupVPN\u{00A0} محجوب.", "ar"), [])
    }

    /// Each paragraph takes its direction from its own first letter: a later paragraph of Hebrew words that begins with a
    /// Latin abbreviation is laid out left to right by itself (Health Reporter's "HRV גבוה…" after a first Hebrew one).
    func testALaterParagraphStartingWithALatinWordIsReportedAtItsStart() {
        let text = "שונות הדופק.\r\nHRV גבוה מעיד על גמישות."
        let report = BidiReport.analyze(text, language: "he")
        let issue = report.issues.first { $0.kind == .paragraphStartsLeftToRight }
        XCTAssertEqual(issue?.utf16Offset, 14)
        XCTAssertEqual(issue?.message.hasPrefix("paragraph 2 starts"), true, issue?.message ?? "")
        // A paragraph all in Latin letters (an address), one opened by a right-to-left mark, one whose Latin name is isolated.
        XCTAssertEqual(kinds("בקרו באתר:\nhttps://example.com", "he").filter { $0.hasPrefix("paragraph") }, [])
        XCTAssertEqual(kinds("שלום.\n\u{200F}HRV גבוה.", "he").filter { $0.hasPrefix("paragraph") }, [])
        XCTAssertEqual(kinds("שלום.\n\u{2068}HRV\u{2069} גבוה.", "he").filter { $0.hasPrefix("paragraph") }, [])
        // A text placeholder that begins a later paragraph decides its direction with what fills it.
        XCTAssertEqual(kinds("שלום.\u{2029}%@ גבוה.", "he").filter { $0.hasPrefix("paragraph") }, ["paragraph-starts-ltr@6"])
        // The first paragraph's own start is reported once, at the text's start.
        XCTAssertEqual(kinds("HRV גבוה.\nHRV נמוך.", "he").filter { $0.hasPrefix("paragraph") }, ["paragraph-starts-ltr@0"])
    }

    /// A markup tag the app turns into style (Bitkit's `<accent>`, `<b>`, `<br/>`) is not drawn: its name's Latin letters
    /// set no direction; the words inside it do.
    func testMarkupTagsSetNoDirection() {
        func marked(_ text: String) -> [String] {
            BidiReport.analyze(text, language: "ar", hidingMarkup: true).issues.map { "\($0.kind.rawValue)@\($0.utf16Offset)" }
        }
        XCTAssertEqual(marked("مرحبًا،\n<accent>الأدوات</accent>").filter { $0.hasPrefix("paragraph") }, [])
        XCTAssertEqual(marked("<b>مرحبا</b> بك<br/>في التطبيق").filter { $0.hasPrefix("paragraph") }, [])
        XCTAssertEqual(marked("<p>في <a href=\"https://example.com\">Yandex معرف</a>.</br>يمكن العثور</p>"), [])
        XCTAssertEqual(marked("<b>Google</b> يرحب بك").filter { $0.hasPrefix("paragraph") }, ["paragraph-starts-ltr@0"])
        // A placeholder the text's first tag holds starts the paragraph as one the text begins with does.
        XCTAssertEqual(marked("<b>%@</b> كتب").filter { $0.hasPrefix("paragraph") }, ["paragraph-starts-ltr@0"])
        // A placeholder inside a tag (a link's address) fills the tag, not the paragraph.
        XCTAssertEqual(marked("مرحبا.\n<a href=\"%@\">رابط</a> هنا").filter { $0.hasPrefix("paragraph") }, [])
        // A lone word in angle brackets is text, not a tag.
        XCTAssertEqual(marked("<none> لا شيء").filter { $0.hasPrefix("paragraph") }, ["paragraph-starts-ltr@0"])
        // Where the app draws its texts as written (its base text has no tags), a tag is text too.
        XCTAssertEqual(kinds("<b>مرحبا</b> بك", "ar").filter { $0.hasPrefix("paragraph") }, ["paragraph-starts-ltr@0"])
    }

    /// A number is no left-to-right word: a sign between it and right-to-left text lands between the two
    /// (Blot's Arabic steps "١- أزل…", numbered with Arabic-Indic or European digits); between a number and a
    /// Latin word it still may not.
    func testASignBetweenANumberAndRightToLeftTextStaysBetweenThem() {
        XCTAssertEqual(kinds("١- أزل الزيت الزائد", "ar"), [])
        XCTAssertEqual(kinds("2- رش صودا الخبز", "ar"), [])
        XCTAssertEqual(kinds("الخطوة 3 - ابدأ", "ar"), [])
        XCTAssertEqual(kinds("اختر 3- Apple", "ar"), ["neutral-at-run-edge@6"])
    }

    /// Signs that end a right-to-left text after its number (Hily's "مكافأة الشحن +%d💎", Zap's "المعاملات 0🙁", "…10٪.")
    /// are drawn left of the number, after it in the reader's order, where they were written. Signs between two numbers
    /// ("1..3"), or after a number that ends Latin text, are still judged.
    func testSignsEndingARightToLeftTextAfterItsNumberStayAfterIt() {
        XCTAssertEqual(kinds("المعاملات 0🙁", "ar"), [])
        XCTAssertEqual(kinds("يحصل مالك الغرفة على 10٪.", "ar"), [])
        XCTAssertEqual(kinds("مكافأة الشحن %d💎", "ar"), [])
        XCTAssertEqual(kinds("اختر Apple 3🙁", "ar"), ["neutral-at-run-edge@12"])
    }

    /// A percent sign after a number is the number's: openfoodfacts' Arabic "…: %d%%" shows "%" where Arabic writes it,
    /// left of the digits (rule W2 makes them Arabic numbers after Arabic letters), and UAX #9 rule W5 joins it to
    /// European digits in Hebrew. After a Latin word it is still a sign on the wrong side.
    func testAPercentSignAfterANumberIsTheNumbers() {
        XCTAssertEqual(kinds("حفظ المنتجات في وضع عدم الاتصال: %d%%", "ar"), [])
        XCTAssertEqual(kinds("הורדה: 42%", "he"), [])
        XCTAssertEqual(kinds("نسبة ٥٠٪", "ar"), [])
        XCTAssertEqual(kinds("تم تحميل Apple%", "ar"), ["neutral-at-run-edge@14"])
    }

    /// A dash between two numbers of a right-to-left sentence is a range the sentence's direction carries (Tehilim's
    /// "הכול (1–150)", drawn "(150–1)": the reader meets 1 first). Two dots between them are still judged.
    func testARangeOfNumbersInARightToLeftSentenceRunsWithIt() {
        XCTAssertEqual(kinds("הכול (1–150)", "he"), [])
        XCTAssertEqual(kinds("פרקים 1—10 מתוך 150", "he"), [])
        XCTAssertEqual(kinds("הכול (1..150)", "he").count, 1)
    }

    func testHebrewWithPlaceholder() {
        XCTAssertEqual(kinds("שלום %@!", "he"), ["placeholder-not-isolated@5"])
        XCTAssertEqual(kinds("שלום \u{2068}%@\u{2069}!", "he"), [])
        XCTAssertEqual(kinds("%@ הודעות", "he"), ["paragraph-starts-ltr@0", "placeholder-not-isolated@0"])
    }

    /// An app's own template token (owncloud's "לפני $days יום", whose code puts the count in place of `$days`; App Intents'
    /// `${location}`) is no
    /// Latin text the reader sees: nothing to reorder. A Latin word without the sign still is.
    func testATemplateTokenIsNoTextTheReaderSees() {
        XCTAssertEqual(kinds("לפני $days יום", "he"), [])
        XCTAssertEqual(kinds("הקישור יפוג בעוד {count} ימים.", "he"), [])
        XCTAssertEqual(kinds("$fileName שותף איתך", "he"), [])
        // App Intents' parameter, sign and braces (SaxWeather's "احصل على الطقس ل ${location}").
        XCTAssertEqual(kinds("احصل على الطقس ل ${location}", "ar"), [])
        XCTAssertEqual(kinds("Apple שותף איתך", "he"), ["paragraph-starts-ltr@0"])
        // With the delimiters the code replaces along with the name: HalloApp's "<$sender$> غيّر صورة المجموعة <$groupname$>"
        // (ActivityCenter replaces `<$sender$>` whole), a closing `$`, doubled braces.
        XCTAssertEqual(kinds("<$sender$> غيّر صورة المجموعة <$groupname$>", "ar"), [])
        XCTAssertEqual(kinds("$author$ حذف تعليقًا", "ar"), [])
        XCTAssertEqual(kinds("{{name}} שותף איתך", "he"), [])
    }

    func testParagraphDirectionFollowsTheFirstStrongCharacter() {
        let report = BidiReport.analyze("C++ رائع", language: "ar")
        XCTAssertEqual(report.paragraphDirection, .leftToRight)
        XCTAssertEqual(kinds("C++ رائع", "ar"), ["paragraph-starts-ltr@0"])
        XCTAssertEqual(BidiReport.analyze("123", language: "ar").paragraphDirection, .rightToLeft)
        XCTAssertEqual(BidiReport.analyze("123", language: "en").paragraphDirection, .leftToRight)
    }

    func testUnbalancedControlsAndUntranslatedValues() {
        XCTAssertEqual(kinds("\u{2067}abc", nil), ["unbalanced-controls@0"])
        XCTAssertEqual(kinds("abc\u{2069}", nil), ["unbalanced-controls@3"])
        XCTAssertEqual(kinds("\u{202B}abc", nil), ["unbalanced-controls@0"])
        XCTAssertEqual(kinds("\u{202B}abc\u{202C}", nil), [])
        XCTAssertEqual(kinds("Hello", "ar"), ["no-rtl-letters@0"])
        XCTAssertEqual(kinds("Hello!", "en"), [])
        XCTAssertEqual(kinds("42", "he"), [])
    }
}
