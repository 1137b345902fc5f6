import XCTest
import L10nSource

/// A literal the app passes for a `LocalizedStringKey` parameter of its own view or function is a key SwiftUI
/// looks up (hand-written sources after PomodOK's `StatCard(titleKey: "Focus Time")`).
final class KeyParametersTests: XCTestCase {
    private func keys(_ source: String) -> [String] {
        SourceIndex(files: [SourceFile(bytes: Array(source.utf8), language: .swift, path: "Summary.swift")]).localizedStrings.calls.map(\.key)
    }

    func testLiteralsForKeyParametersAreLookups() {
        let source = #"""
        import SwiftUI

        struct StatCard: View {
            let icon: String
            let titleKey: LocalizedStringKey
            let value: String
            var suffixKey: LocalizedStringKey? = nil
            var body: some View { Text(titleKey) }
        }

        struct Badge: View {
            let text: LocalizedStringKey
            init(_ text: LocalizedStringKey, tint: Color = .red) { self.text = text }
            var body: some View { Text(text) }
        }

        extension View {
            func banner(title: LocalizedStringKey, detail: String) -> some View { overlay(Text(title)) }
        }

        struct Summary: View {
            let streak: Int
            var body: some View {
                StatCard(icon: "clock.fill", titleKey: "Focus Time", value: "12")
                StatCard(icon: "flame.fill", titleKey: "Day Streak", value: "\(streak)", suffixKey: "days")
                Badge("New")
                Badge(name)
                Text("Plan").banner(title: "Saved", detail: "Not a key")
                Text(LocalizedStringKey("titleQRCodeView"))
            }
        }
        """#
        XCTAssertEqual(keys(source), ["Focus Time", "Day Streak", "days", "New", "Plan", "Saved", "titleQRCodeView"],
                       "String parameters (icon, value, detail) are not looked up, nor is a variable")
    }
}
