import XCTest
import L10nSource

/// The keys SwiftUI and `String(localized:)` look up for literals that interpolate values (hand-written
/// sources): a specifier per value by the type the declarations give, `%%` for a percent sign, and the
/// table's key where the type is not said.
final class InterpolatedKeyTests: XCTestCase {
    private func calls(_ source: String, tableKeys: [String: Set<String>] = [:]) -> [LocalizedStringCall] {
        SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "Row.swift")], tableKeys: tableKeys).localizedStrings.calls
    }

    func testEachValueGivesTheSpecifierOfItsType() {
        let source = #"""
        import SwiftUI

        struct Book { var totalPages: Int; var title: String }

        struct Row: View {
            let book: Book
            @State private var goal = 20
            var rating: Double
            let due: Date
            func remaining() -> Int { 3 }
            var body: some View {
                Text("of \(book.totalPages)")
                Text("\(goal) pages/day")
                Text("by \(book.title)")
                Text("\(rating, specifier: "%.1f") stars")
                Text("Due \(due, style: .date)")
                Text("\(Int(rating * 100))% done")
                Text("\(remaining()) left, \(book.title.uppercased())")
                ForEach(1...7, id: \.self) { day in Text("Day \(day)") }
                Button("Add \(book.title)") {}
                Text("\(goal)")
                let label = String(localized: "\(book.title.count) letters")
            }
        }
        """#
        let found = calls(source)
        XCTAssertEqual(found.map(\.key), [
            "of %lld", "%lld pages/day", "by %@", "%.1f stars", "Due %@", "%lld%% done", "%lld left, %@", "Day %lld", "Add %@", "%lld letters",
        ], "a value's own key only: \"\\(goal)\" alone has no words to look up")
        XCTAssertTrue(found.allSatisfy { $0.interpolatedKey?.isCertain == true })
        XCTAssertEqual(found.first?.interpolatedKey?.written, #""of \(book.totalPages)""#)
        let index = SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "Row.swift")])
        XCTAssertEqual(index.localizedStrings.uncheckable.map(\.argument), [#""\(goal)""#], "a key of values only stays a run-time key")
    }

    /// The SDK's type names stand for the types they are: Zavala's `status: OSStatus`, an `Int32`, gives `%d`.
    func testTheSDKsTypeNamesGiveTheirTypesSpecifiers() {
        let source = #"""
        import Foundation

        enum Messages {
            static func keychainError(status: OSStatus) -> String {
                String(localized: "keychain-read-failed-\(status)")
            }
            static func distance(_ meters: CLLocationDistance) -> String {
                String(localized: "\(meters) m away")
            }
        }
        """#
        XCTAssertEqual(calls(source).map(\.key), ["keychain-read-failed-%d", "%lf m away"])
    }

    /// A value whose type no declaration says stands for any specifier a type gives; the key is the one a
    /// table has, and an entry written with `%d` is never one (only an `Int32` gives it).
    func testAValueOfUnknownTypeTakesTheTablesKey() {
        let source = #"""
        import SwiftUI

        struct Row: View {
            let model: Model
            var body: some View {
                Text("Hi \(model.name)")
                Text("\(model.amount) items")
                Text("of \(model.total)")
            }
        }
        """#
        let found = calls(source, tableKeys: ["Localizable": ["Hi %@", "%lld items", "of %d"]])
        XCTAssertEqual(found.map(\.key), ["Hi %@", "%lld items", "of %@"])
        XCTAssertEqual(found.map { $0.interpolatedKey?.isCertain }, [false, false, false])
        XCTAssertEqual(found[2].interpolatedKey?.nearMiss(in: ["of %d", "Hi %@"]), "of %d")
        XCTAssertNil(found[0].interpolatedKey?.nearMiss(in: ["Hi %@"]), "the key itself is no near miss")
    }

    /// A member is judged by the types that declare one of its name, not by a local of the same name: Electricity
    /// Prices' `cheapestHours.duration` (an optional receiver, whose type the sources do not pin down) is
    /// `CheapestHours`'s `Int`, whatever the file's preview's `@State var duration: Double` is.
    func testAMemberIsJudgedByTheTypesDeclaringItNotALocalOfItsName() {
        let source = #"""
        import SwiftUI
        public struct CheapestHours { public let duration: Int }
        struct CheapestHoursView: View {
            let cheapestHours: CheapestHours?
            var body: some View {
                if let cheapestHours { Text("\(cheapestHours.duration) cheapest hours") }
            }
        }
        #Preview {
            @Previewable @State var duration: Double = 3
            CheapestHoursView(cheapestHours: nil)
        }
        """#
        XCTAssertEqual(calls(source).map(\.key), ["%lld cheapest hours"])
        // Declared in a package the sources at hand lack, `CheapestHours`'s member is of no known type: the key
        // is the table's, not one the preview's `duration` makes.
        let withoutModel = source.replacingOccurrences(of: "public struct CheapestHours { public let duration: Int }\n", with: "")
            .replacingOccurrences(of: "CheapestHours?", with: "CheapestHours")
        let found = calls(withoutModel, tableKeys: ["Localizable": ["%lld cheapest hours"]])
        XCTAssertEqual(found.map(\.key), ["%lld cheapest hours"])
        XCTAssertEqual(found.map { $0.interpolatedKey?.isCertain }, [false])
    }

    /// A name alone is judged by its own file's declarations (ProProthese's `let (h, m, s) = seconds.parts` are
    /// Strings, whatever another file's `let h = 3` is): unknown, it takes the table's key.
    func testANameAloneIsJudgedByItsOwnFile() {
        let other = "import Foundation\nlet h = 3\n"
        let view = #"""
            import SwiftUI
            struct Wearing: View {
                let seconds: Int
                var body: some View {
                    let (h, m, _) = seconds.parts
                    return Text("\(h) hrs. \(m) mins.")
                }
            }
            """#
        let index = SourceIndex(files: [SourceFile(bytes: Array(other.utf8), language: .swift, path: "Other.swift"),
                                        SourceFile(bytes: Array(view.utf8), language: .swift, path: "Wearing.swift")],
                                tableKeys: ["Localizable": ["%@ hrs. %@ mins."]])
        XCTAssertEqual(index.localizedStrings.calls.map(\.key), ["%@ hrs. %@ mins."])
    }

    func testAKeyMatchesOnlyItsOwnTextAndSpecifiers() {
        let key = InterpolatedKey(pieces: [.text("Will be "), .value(["lld"]), .text(" ("), .value(nil), .text("%)")], written: "")
        XCTAssertEqual(key.key, "Will be %lld (%@%%)")
        XCTAssertTrue(key.matches("Will be %lld (%lf%%)"))
        XCTAssertFalse(key.matches("Will be %d (%lf%%)"), "an Int is never %d")
        XCTAssertFalse(key.matches("Will be %lld (%d%%)"), "nor is a value of unknown type")
        XCTAssertFalse(key.matches("Will be %lld (%lf%)"), "a percent sign is doubled in the key")
        XCTAssertFalse(key.matches("Will be %1$lld (%2$lf%%)"), "SwiftUI writes no positions")
        XCTAssertFalse(key.matches("will be %lld (%lf%%)"))
        XCTAssertEqual(key.resolved(in: ["Will be %lld (%lf%%)", "Will be %lld (%f%%)"]), "Will be %lld (%f%%)", "the first in sorted order")
        XCTAssertFalse(InterpolatedKey(pieces: [.value(nil), .text(" / "), .value(nil)], written: "").hasWords)
    }

    /// NSLocalizedString looks up the string the interpolation makes at run time: no key to build.
    func testOtherLookupsOfAnInterpolationStayRunTimeKeys() {
        let found = calls(#"""
        import Foundation
        let count = 3
        let text = NSLocalizedString("\(count) items", comment: "")
        """#)
        XCTAssertEqual(found, [])
    }
}
