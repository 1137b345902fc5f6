import Foundation
import XCTest
import L10nProject
import L10nSource
@testable import L10nChecks

/// A text placeholder at the start of a right-to-left value makes the line left to right only when what
/// fills it has a strong letter: digits (a distance, an id, a version number) are weak in the bidi
/// algorithm. The projects here are hand-written: one Arabic table and one source file each.
final class DigitFilledPlaceholdersTests: XCTestCase {
    /// The bidi-paragraph-starts-ltr findings of a project with `table` as `ar.lproj/Localizable.strings`
    /// and `source` as its only source file (`name`).
    private func paragraphFindings(table: String, source: String, name: String = "Screen.swift") throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("digit-fills-\(UUID().uuidString)")
        let arabic = folder.appendingPathComponent("ar.lproj")
        try FileManager.default.createDirectory(at: arabic, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try table.write(to: arabic.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let linter = ProjectLinter(workspace: try Workspace(root: folder))
        return linter.tables().flatMap(linter.lint).filter { $0.ruleID == BidiParagraphStartsLTRRule.id }.compactMap(\.key).sorted()
    }

    /// A function that formats a number, an interpolated property typed through an alias, and the app's
    /// version put digits in place; a user's name puts letters.
    func testPlaceholdersCodeFillsWithNumbersDoNotSetTheDirection() throws {
        let keys = try paragraphFindings(table: """
            "%@ meters" = "%@ متر";
            "(relation %@)" = "(%@ علاقة)";
            "version %@" = "%@ الإصدار";
            "%@ commented" = "%@ علّق";
            """, source: #"""
            typealias Identifier = Int64
            final class Relation {
                var ident: Identifier = 0
                var user: String = ""
                func distanceText(for meters: Double) -> String {
                    if meters < 10 {
                        return String.localizedStringWithFormat("%.1f", meters)
                    }
                    return String.localizedStringWithFormat("%.0f", meters)
                }
                func texts(height: Double) -> [String] {
                    return [
                        String.localizedStringWithFormat(NSLocalizedString("%@ meters", comment: ""), distanceText(for: height)),
                        String.localizedStringWithFormat(NSLocalizedString("(relation %@)", comment: ""), "\(ident)"),
                        String(format: NSLocalizedString("version %@", comment: ""), Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? ""),
                        String(format: NSLocalizedString("%@ commented", comment: ""), user),
                    ]
                }
            }
            """#)
        XCTAssertEqual(keys, ["%@ commented"])
    }

    /// SwiftUI's interpolations fill their key's placeholders: a value formatted for the reader's locale (Food Truck's
    /// `Text("\(order.totalSales.formatted()) donuts")`) puts digits or the reader's own words there; a name does not.
    func testSwiftUIInterpolationsFillTheirPlaceholders() throws {
        let keys = try paragraphFindings(table: """
            "%@ donuts" = "%@ من الدونات";
            "%@ completed!" = "%@ مكتمل!";
            """, source: #"""
            import SwiftUI
            struct OrderView: View {
                let total: Int
                let name: String
                var body: some View {
                    Text("\(total.formatted()) donuts")
                    Text("\(name) completed!")
                }
            }
            """#)
        XCTAssertEqual(keys, ["%@ completed!"])
    }

    /// A name declared with a text type anywhere, or used outside a format, stays unknown: the finding stays.
    func testAPlaceholderOfUnknownFillStillSetsTheDirection() throws {
        let keys = try paragraphFindings(table: """
            "%@ items" = "%@ عناصر";
            "%@ nodes" = "%@ عقد";
            """, source: """
            final class List {
                var total: String = ""
                func texts() -> [String] {
                    [String(format: NSLocalizedString("%@ items", comment: ""), total),
                     String(format: NSLocalizedString("%@ nodes", comment: ""), 3),
                     NSLocalizedString("%@ nodes", comment: "")]
                }
            }
            """)
        XCTAssertEqual(keys, ["%@ items", "%@ nodes"])
    }

    /// Objective-C: an `NSInteger` property and the bundle version are digits.
    func testObjectiveCNumbersAndVersionsAreDigits() throws {
        let keys = try paragraphFindings(table: """
            "%@ photos" = "%@ صور";
            "%@, build %@" = "%1$@ الإصدار %2$@";
            """, source: """
            @interface Gallery : NSObject
            @property (nonatomic) NSInteger photoCount;
            @end
            @implementation Gallery
            - (void)show {
                self.label.text = [NSString stringWithFormat:NSLocalizedString(@"%@ photos", nil), @(self.photoCount)];
                NSDictionary *info = [[NSBundle mainBundle] infoDictionary];
                self.footer.text = [NSString stringWithFormat:NSLocalizedString(@"%@, build %@", nil),
                                    info[@"CFBundleShortVersionString"], info[@"CFBundleVersion"]];
            }
            @end
            """, name: "Gallery.m")
        XCTAssertEqual(keys, [])
    }

    /// A constant declared with digits as its value holds digits, whatever its type says (Dealers' feed:
    /// `NSString *likes = [NSNumber numberWithUnsignedInteger:n].stringValue;` fills "%@ Likes"); one declared with
    /// other text, or a text variable assigned other text later, does not.
    func testAConstantDeclaredWithDigitsIsDigits() throws {
        let objectiveC = try paragraphFindings(table: """
            "%@ Likes" = "%@ אהבו את זה";
            "%@ wrote" = "%@ כתב";
            """, source: """
            @implementation Feed
            - (void)show:(Deal *)deal {
                NSString *likes = [NSNumber numberWithUnsignedInteger:deal.likers.count].stringValue;
                self.likesLabel.text = [NSString stringWithFormat:NSLocalizedString(@"%@ Likes", nil), likes];
                NSString *author = deal.author.name;
                self.authorLabel.text = [NSString stringWithFormat:NSLocalizedString(@"%@ wrote", nil), author];
            }
            @end
            """, name: "Feed.m")
        XCTAssertEqual(objectiveC, ["%@ wrote"])
        let swift = try paragraphFindings(table: """
            "%@ Likes" = "%@ אהבו את זה";
            "%@ wrote" = "%@ כתב";
            """, source: #"""
            final class Feed {
                func show(deal: Deal) {
                    let likes = String(deal.likers.count)
                    likesLabel.text = String(format: NSLocalizedString("%@ Likes", comment: ""), likes)
                    var author = "0"
                    author = deal.author.name
                    authorLabel.text = String(format: NSLocalizedString("%@ wrote", comment: ""), author)
                }
                func showValue(deal: Deal) {
                    let value = deal.author.name
                    authorLabel.text = String(format: NSLocalizedString("%@ wrote", comment: ""), value)
                }
                func showCount(deal: Deal) {
                    let value = String(deal.likers.count)
                    likesLabel.text = String(format: NSLocalizedString("%@ Likes", comment: ""), value)
                }
            }
            """#)
        // (Another method's constant of the same name holding a name leaves it unknown.)
        XCTAssertEqual(swift, ["%@ Likes", "%@ wrote"])
    }

    /// An optional's binding of the same name (`if let count = count`) is what the name's declarations say, a constant
    /// given another name's value is what that name is, and one a numeric type's initializer makes is a number (GoMap's
    /// `let ident = OsmIdentifier(raw)`, an alias of `Int64`).
    func testABindingIsWhatItBinds() throws {
        let keys = try paragraphFindings(table: """
            "%@ items" = "%@ عناصر";
            "%@ wrote" = "%@ كتب";
            """, source: #"""
            typealias Identifier = Int64
            final class Cart {
                var count: Int?
                var total: Int = 0
                var author: String = ""
                func other(text: String, raw: String?) {
                    let count = Int(text)
                    guard let raw, let total = Identifier(raw), total > 0 else { return }
                    guard let count = count, count > 0 else { return }
                }
                func counted(items: [Item], d: Double) {
                    let done = items.filter { $0.isDone }.count
                    doneLabel.text = String(format: NSLocalizedString("%@ items", comment: ""), "\(done)")
                    let meters = distanceText(for: d)
                    distanceLabel.text = String(format: NSLocalizedString("%@ items", comment: ""), meters)
                }
                func distanceText(for meters: Double) -> String {
                    return String.localizedStringWithFormat("%.0f", meters)
                }
                func week(of date: Date) {
                    // (`get` is overloaded: one returns digits, one not; the week's other declaration decides.)
                    let weekOfYear = date.get(.weekOfYear)
                    weekLabel.text = String(format: NSLocalizedString("%@ items", comment: ""), "\(weekOfYear)")
                }
            }
            extension Date {
                func get(_ component: Calendar.Component) -> Int { 1 }
                func get(_ components: Calendar.Component...) -> DateComponents { DateComponents() }
            }
            final class Weeks {
                func group(date: Date) {
                    let weekOfYear: Int = Calendar.current.component(.weekOfYear, from: date)
                    print(weekOfYear)
                }
                func show() {
                    if let count = count {
                        label.text = String(format: NSLocalizedString("%@ items", comment: ""), "\(count)")
                    }
                    let sum = total
                    sumLabel.text = String(format: NSLocalizedString("%@ items", comment: ""), "\(sum)")
                    let writer = author
                    authorLabel.text = String(format: NSLocalizedString("%@ wrote", comment: ""), writer)
                }
            }
            """#)
        XCTAssertEqual(keys, ["%@ wrote"])
        let onlyCount = try paragraphFindings(table: "\"%@ items\" = \"%@ عناصر\";\n", source: #"""
            final class Cart {
                var count: Int?
                func show() {
                    if let count = count {
                        label.text = String(format: NSLocalizedString("%@ items", comment: ""), "\(count)")
                    }
                }
            }
            """#)
        XCTAssertEqual(onlyCount, [], "an optional binding")
        let onlySum = try paragraphFindings(table: "\"%@ items\" = \"%@ عناصر\";\n", source: #"""
            final class Cart {
                var total: Int = 0
                func show() {
                    let sum = total
                    sumLabel.text = String(format: NSLocalizedString("%@ items", comment: ""), "\(sum)")
                }
            }
            """#)
        XCTAssertEqual(onlySum, [], "another name's value")
    }

    /// A later paragraph that a placeholder starts takes its direction from what fills it too: digits set none, also after
    /// Markdown's markers or inside a tag the base has too.
    func testALaterParagraphStartedByADigitFilledPlaceholder() throws {
        let keys = try paragraphFindings(table: """
            "likes_title" = "الإعجابات:\n%@ إعجاب";
            "author_title" = "الكاتب:\n%@ كتب";
            "**Hi**\n%1$@ wrote %2$@ posts" = "**مرحبا**\n%1$@ كتب %2$@ منشورات";
            "Hi\n<b>%@</b> likes" = "مرحبا\n<b>%@</b> إعجاب";
            """, source: #"""
            final class Feed {
                func show(deal: Deal) {
                    likesLabel.text = String(format: NSLocalizedString("likes_title", comment: ""), String(deal.likers.count))
                    authorLabel.text = String(format: NSLocalizedString("author_title", comment: ""), deal.author.name)
                    postsLabel.text = String(format: NSLocalizedString("**Hi**\n%1$@ wrote %2$@ posts", comment: ""), deal.author.name, String(deal.posts.count))
                    boldLabel.text = String(format: NSLocalizedString("Hi\n<b>%@</b> likes", comment: ""), String(deal.likers.count))
                }
            }
            """#)
        XCTAssertEqual(keys, ["**Hi**\n%1$@ wrote %2$@ posts", "author_title"])
    }

    /// What one argument shows, before any declaration is read.
    func testArgumentsAsWritten() {
        func fill(_ text: String, _ language: SourceLanguage = .objectiveC) -> DigitFilledPlaceholders.Fill {
            DigitFilledPlaceholders.fill(ofArgument: text, language: language)
        }
        XCTAssertEqual(fill("42"), .digits)
        XCTAssertEqual(fill("@12"), .digits)
        XCTAssertEqual(fill("[NSNumber numberWithInteger:total]"), .digits)
        XCTAssertEqual(fill("[NSString stringWithFormat:@\"%ld/%ld\", done, total]"), .digits)
        // A format with words, or a boxed name, is not known to be digits.
        XCTAssertEqual(fill("[NSString stringWithFormat:@\"%@ kg\", @(weight)]"), .unknown)
        XCTAssertEqual(fill("@(weight)"), .name("weight"))
        XCTAssertEqual(fill("items.count", .swift), .digits)
        XCTAssertEqual(fill("String(describing: self.ident)", .swift), .name("ident"))
        XCTAssertEqual(fill("formatter.distanceText(for: d)", .swift), .call("distanceText"))
        XCTAssertEqual(fill("user.name ?? \"\"", .swift), .unknown)
        // A lookup's text is the reader's own words: nothing left to right in a right-to-left language.
        XCTAssertEqual(fill("fileStringName.bundleLocalized()", .swift), .digits)
        XCTAssertEqual(fill("\"photo\".localized", .swift), .digits)
        XCTAssertEqual(fill("String(localized: \"file\")", .swift), .digits)
        XCTAssertEqual(fill("NSLocalizedString(@\"photo\", nil)"), .digits)
        XCTAssertEqual(fill("name.localizedCapitalized", .swift), .name("localizedCapitalized"))
        XCTAssertEqual(fill("error.localizedDescription", .swift), .name("localizedDescription"))
        XCTAssertEqual(fill("album.localizedTitle", .swift), .name("localizedTitle"))
        XCTAssertEqual(fill("NSLocalizedString(\"by\", comment: \"\") + name", .swift), .unknown)
        XCTAssertEqual(fill("[[NSBundle mainBundle] localizedStringForKey:@\"photo\" value:nil table:nil]"), .digits)
    }

    func testNumberFormats() {
        XCTAssertTrue(DigitFilledPlaceholders.isNumberFormat("%.1f"))
        XCTAssertTrue(DigitFilledPlaceholders.isNumberFormat("%ld/%ld"))
        XCTAssertFalse(DigitFilledPlaceholders.isNumberFormat("%d km"))
        XCTAssertFalse(DigitFilledPlaceholders.isNumberFormat("%@"))
        XCTAssertFalse(DigitFilledPlaceholders.isNumberFormat("v1"))
    }
}
