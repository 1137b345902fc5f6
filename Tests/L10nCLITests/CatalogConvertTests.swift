import Foundation
import XCTest
@testable import L10nCLI
import L10nStrings

/// `convert` with String Catalogs and XLIFF, on copies of the sample app and of the corpus projects.
final class CatalogConvertTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    var project: URL!

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("convert-catalog-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: PseudoCommandTests.sample, to: project)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: project.appendingPathComponent(path)) }

    /// Every file under `root` for which `include` holds, sorted by path (hidden folders skipped).
    static func files(under root: URL, where include: (URL) -> Bool) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL { if include(url) { found.append(url) } }
        return found.sorted { $0.path < $1.path }
    }

    /// Every table file under `root`, path → bytes.
    func snapshot(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for url in Self.files(under: root, where: { ["strings", "stringsdict", "xcstrings"].contains($0.pathExtension) }) {
            result[ProjectFiles.relative(url, to: root)] = try Data(contentsOf: url)
        }
        return result
    }

    func testXLIFFExportThenImportIsByteIdentical() throws {
        let before = try snapshot(project)
        let export = runTool(["convert", ".", "--to", "xliff", "--language", "de", "-o", "de.xliff"], in: project)
        XCTAssertEqual(export.code, 0, export.stderr)
        let xliff = try String(contentsOf: project.appendingPathComponent("de.xliff"), encoding: .utf8)
        XCTAssertTrue(xliff.contains("<file original=\"Base.lproj/Main.storyboard\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"), xliff)
        XCTAssertTrue(xliff.contains("<file original=\"Base.lproj/Localizable.strings\""), xliff)
        XCTAssertTrue(xliff.contains("<trans-unit id=\"checkout.total\" xml:space=\"preserve\">\n        <source>Total: %@</source>\n"), xliff)
        XCTAssertTrue(xliff.contains("<note>Class = \"UITableViewSection\"; headerTitle = \"Appearance\"; ObjectID = \"20B-iC-J8f\";</note>"), xliff)
        // maxwidth from the solved base-language layout: this button is 175 pt wide.
        XCTAssertTrue(xliff.contains("<trans-unit id=\"9Bh-GY-0t3.normalTitle\" xml:space=\"preserve\" maxwidth=\"175\" size-unit=\"pixel\">"), xliff)

        let apply = runTool(["convert", "de.xliff", "--to", "strings", "--project", "."], in: project)
        XCTAssertEqual(apply.code, 0, apply.stderr)
        XCTAssertEqual(apply.stdout, "all tables are up to date\n")
        XCTAssertEqual(try snapshot(project), before)

        // Into a project without German: the tables are created with every translation.
        let fresh = project.appendingPathComponent("fresh")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: project.appendingPathComponent("Base.lproj"), to: fresh.appendingPathComponent("Base.lproj"))
        XCTAssertEqual(runTool(["convert", "de.xliff", "--to", "strings", "--project", "fresh"], in: project).code, 0)
        for name in ["Main", "Localizable", "LaunchScreen", "PromoBanner"] {
            let original = try StringsFile(contentsOf: project.appendingPathComponent("de.lproj/\(name).strings"))
            let created = try StringsFile(contentsOf: fresh.appendingPathComponent("de.lproj/\(name).strings"))
            XCTAssertEqual(created.table, original.table, name)
        }
    }

    func testXLIFFImportChangesOnlyTheTranslatedEntry() throws {
        XCTAssertEqual(runTool(["convert", ".", "--to", "xliff", "--language", "de", "-o", "de.xliff"], in: project).code, 0)
        var xliff = try String(contentsOf: project.appendingPathComponent("de.xliff"), encoding: .utf8)
        let german = try StringsFile(contentsOf: project.appendingPathComponent("de.lproj/Localizable.strings")).table["checkout.total"]!
        xliff = xliff.replacingOccurrences(of: "<target>\(german)</target>", with: "<target>Summe: %@ &amp; mehr</target>")
        try xliff.write(to: project.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let before = try String(decoding: bytes("de.lproj/Localizable.strings"), as: UTF8.self)
        let run = runTool(["convert", "de.xliff", "--to", "strings", "--project", "."], in: project)
        XCTAssertEqual(run.stdout, "de.lproj/Localizable.strings: updated 1 translation\n", run.stderr)
        let after = try String(decoding: bytes("de.lproj/Localizable.strings"), as: UTF8.self)
        XCTAssertEqual(after, before.replacingOccurrences(of: "\"\(german)\"", with: "\"Summe: %@ & mehr\""))
    }

    func testXLIFFMaxWidthFromAWidthMap() throws {
        try "{\"Base.lproj/Main.storyboard\": {\"20B-iC-J8f.headerTitle\": 343.7}}".write(to: project.appendingPathComponent("w.json"), atomically: true, encoding: .utf8)
        let run = runTool(["convert", ".", "--to", "xliff", "--language", "fr", "--widths", "w.json"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("<trans-unit id=\"20B-iC-J8f.headerTitle\" xml:space=\"preserve\" maxwidth=\"343\" size-unit=\"pixel\">"), run.stdout)
    }

    func testXLIFFErrors() throws {
        XCTAssertEqual(runTool(["convert", ".", "--to", "xliff"], in: project).code, 2, "--language needed")
        try "<xliff version=\"1.2\"><file original=\"Nope.lproj/X.strings\" source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"a\"><source>a</source><target>b</target></trans-unit></body></file></xliff>"
            .write(to: project.appendingPathComponent("bad.xliff"), atomically: true, encoding: .utf8)
        let before = try snapshot(project)
        let run = runTool(["convert", "bad.xliff", "--to", "strings", "--project", "."], in: project)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("bad.xliff:2:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("Nope.lproj/X.strings is not in the project"), run.stderr)
        XCTAssertEqual(try snapshot(project), before)
        XCTAssertEqual(runTool(["convert", "bad.xliff", "--to", "strings"], in: project).code, 2, "--project needed")
    }

    func testTablesToCatalogAndBackAreByteIdentical() throws {
        let before = try snapshot(project)
        let run = runTool(["convert", "Base.lproj/Localizable.strings", "--to", "xcstrings", "-o", "Localizable.xcstrings"], in: project)
        XCTAssertEqual(run.code, 0, run.stderr)
        let catalog = try StringCatalog(contentsOf: project.appendingPathComponent("Localizable.xcstrings"))
        XCTAssertEqual(catalog.languages, ["ar", "de", "en", "fr", "he", "ja", "ru", "zh-Hans"])
        XCTAssertEqual(catalog.value(forKey: "checkout.total", language: "en"), "Total: %@")
        XCTAssertEqual(catalog.entry(forKey: "checkout.total")?.comment, "Total line in the order confirmation alert; the argument is a formatted price.")
        XCTAssertEqual(catalog.xcodeFormatted(), catalog.serialized())
        let same = runTool(["convert", "Localizable.xcstrings", "--to", "xcstrings"], in: project)
        XCTAssertEqual(same.stdout, try String(decoding: bytes("Localizable.xcstrings"), as: UTF8.self))

        // Storyboard tables have no source table: the source text comes from the IB comments.
        XCTAssertEqual(runTool(["convert", "de.lproj/Main.strings", "--to", "xcstrings", "-o", "Main.xcstrings"], in: project).code, 0)
        let main = try StringCatalog(contentsOf: project.appendingPathComponent("Main.xcstrings"))
        XCTAssertEqual(main.value(forKey: "20B-iC-J8f.headerTitle", language: "en"), "Appearance")
        XCTAssertEqual(main.value(forKey: "20B-iC-J8f.headerTitle", language: "de"), "Darstellung")

        for name in ["Localizable", "Main"] {
            let back = runTool(["convert", "\(name).xcstrings", "--to", "strings", "--project", "."], in: project)
            XCTAssertEqual(back.code, 0, back.stderr)
            XCTAssertEqual(back.stdout, "all tables are up to date\n", "the storyboard holds the source text of Main")
        }
        var after = try snapshot(project)
        after["Localizable.xcstrings"] = nil
        after["Main.xcstrings"] = nil
        XCTAssertEqual(after, before)

        let german = runTool(["convert", "Localizable.xcstrings", "--to", "strings", "--language", "de"], in: project)
        XCTAssertEqual(StringsFile(bytes: Array(german.stdout.utf8)).table, try StringsFile(contentsOf: project.appendingPathComponent("de.lproj/Localizable.strings")).table)
    }

    func testPluralsMigrateBothWays() throws {
        let english = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@value@</string>
        \t\t<key>value</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d item</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d items</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
        try english.write(to: project.appendingPathComponent("Base.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["convert", "Base.lproj/Localizable.stringsdict", "--to", "xcstrings", "-o", "L.xcstrings"], in: project).code, 0)
        let catalog = try StringCatalog(contentsOf: project.appendingPathComponent("L.xcstrings"))
        XCTAssertEqual(catalog.pluralVariants(forKey: "%d items", language: "en").map(\.value), ["%d item", "%d items"])
        // The catalog holds the sample's tables too; its planted %@-for-%d mistake in German shows, and no plural problem
        // but the sample's own: its English, French and Hebrew count texts have no plural forms ("1 articles dans votre panier").
        let lint = runTool(["lint", "L.xcstrings", "--fail-on", "warning"], in: project)
        let plural = lint.stdout.components(separatedBy: "\n").filter { $0.contains("[plural-") }
        XCTAssertEqual(plural.map { $0.contains("'items.count'") && $0.hasSuffix("[plural-forms-absent]") }, [true, true, true], lint.stdout)
        XCTAssertTrue(plural.contains { $0.contains("reads \"%d articles dans votre panier\"") }, lint.stdout)
        XCTAssertTrue(lint.stdout.contains("format specifiers of 'items.count' differ from the base: de has %@, the base has %d [format-specifier-mismatch]"), lint.stdout)
        XCTAssertEqual(runTool(["convert", "L.xcstrings", "--to", "strings", "--project", "out"], in: project).code, 0)
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("out/en.lproj/L.stringsdict"), encoding: .utf8), english)
    }

    /// A catalog holds plural forms only: writing its plurals into an existing .stringsdict keeps that
    /// file's width and device rules, and migrating such a table to a catalog says what stays behind.
    func testWidthAndDeviceRulesSurviveCatalogRoundTrips() throws {
        let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@value@</string>
        \t\t<key>value</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d item</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d items</string>
        \t\t</dict>
        \t</dict>
        \t<key>Welcome</key>
        \t<dict>
        \t\t<key>NSStringDeviceSpecificRuleType</key>
        \t\t<dict>
        \t\t\t<key>ipad</key>
        \t\t\t<string>Welcome to the big screen</string>
        \t\t\t<key>iphone</key>
        \t\t\t<string>Welcome</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
        try table.write(to: project.appendingPathComponent("Base.lproj/Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let migrate = runTool(["convert", "Base.lproj/Localizable.stringsdict", "--to", "xcstrings", "-o", "L.xcstrings"], in: project)
        XCTAssertEqual(migrate.code, 0, migrate.stderr)
        XCTAssertTrue(migrate.stderr.contains("width and device rules of Welcome are not carried into the catalog"), migrate.stderr)
        // The catalog's plural forms change; the table written back keeps its device rule.
        var catalog = try StringCatalog(contentsOf: project.appendingPathComponent("L.xcstrings"))
        let forms = catalog.pluralVariants(forKey: "%d items", language: "en").map { ($0.category, $0.value + "!") }
        catalog.setPluralVariants(forms, forKey: "%d items", language: "en")
        try Data(catalog.serialized()).write(to: project.appendingPathComponent("L.xcstrings"))
        try FileManager.default.createDirectory(at: project.appendingPathComponent("out/en.lproj"), withIntermediateDirectories: true)
        try table.write(to: project.appendingPathComponent("out/en.lproj/L.stringsdict"), atomically: true, encoding: .utf8)
        XCTAssertEqual(runTool(["convert", "L.xcstrings", "--to", "strings", "--project", "out"], in: project).code, 0)
        let written = try StringsdictPlurals(contentsOf: project.appendingPathComponent("out/en.lproj/L.stringsdict"))
        XCTAssertEqual(written.choiceRule(forKey: "Welcome")?.choices.map(\.value), ["Welcome to the big screen", "Welcome"])
        XCTAssertEqual(written.pluralVariants(forKey: "%d items").map(\.value), ["%d item!", "%d items!"])
    }

    /// Every corpus table set becomes a catalog that re-reads to the same bytes, and converting it back
    /// into the project changes no byte of any table.
    func testCorpusTablesRoundTripThroughCatalogs() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else { return XCTFail("the corpus is missing at \(Self.corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        let tables = Self.files(under: Self.corpus) { $0.pathExtension == "strings" && $0.deletingLastPathComponent().pathExtension == "lproj" }
        var groups: [String: URL] = [:]
        for table in tables {
            let key = table.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(table.lastPathComponent).path
            if groups[key] == nil { groups[key] = table }
        }
        var converted = 0
        for key in groups.keys.sorted() {
            let table = groups[key]!
            let parent = table.deletingLastPathComponent().deletingLastPathComponent()
            let copy = project.appendingPathComponent("corpus-\(converted)")
            try FileManager.default.copyItem(at: parent, to: copy)
            let relative = table.deletingLastPathComponent().lastPathComponent + "/" + table.lastPathComponent
            let before = try snapshot(copy)
            let run = runTool(["convert", relative, "--to", "xcstrings", "-o", "T.xcstrings"], in: copy)
            if run.code != 0 {
                XCTAssertTrue(run.stderr.contains(": error: "), "\(relative): \(run.stderr)")
                continue
            }
            let catalog = try StringCatalog(contentsOf: copy.appendingPathComponent("T.xcstrings"))
            XCTAssertEqual(catalog.xcodeFormatted(), catalog.serialized(), key)
            try FileManager.default.moveItem(at: copy.appendingPathComponent("T.xcstrings"),
                                             to: copy.appendingPathComponent(table.deletingPathExtension().lastPathComponent + ".xcstrings"))
            let back = runTool(["convert", table.deletingPathExtension().lastPathComponent + ".xcstrings", "--to", "strings", "--project", "."], in: copy)
            XCTAssertEqual(back.code, 0, back.stderr)
            var after = try snapshot(copy)
            after = after.filter { !$0.key.hasSuffix(".xcstrings") && before[$0.key] != nil }
            XCTAssertEqual(after, before, "\(key): \(back.stdout)")
            converted += 1
        }
        XCTAssertGreaterThan(converted, 25)
    }

    /// Every corpus project exported to XLIFF for each of its languages and imported back: no byte moves.
    func testCorpusXLIFFRoundTrips() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else { return XCTFail("the corpus is missing at \(Self.corpus.path); these tests read it as their oracle (CI lays ../shared beside the clone)") }
        let projects = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { !$0.hasSuffix(".tsv") }.sorted()
        try "{}".write(to: project.appendingPathComponent("none.json"), atomically: true, encoding: .utf8)
        var checked = 0
        for name in projects {
            let copy = project.appendingPathComponent("xliff-\(name)")
            try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(name), to: copy)
            let before = try snapshot(copy)
            let languages = Set(before.keys.compactMap { path -> String? in
                let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
                return folder.hasSuffix(".lproj") && folder != "Base.lproj" && folder != "en.lproj" ? String(folder.dropLast(6)) : nil
            }).sorted()
            for language in languages {
                let export = runTool(["convert", ".", "--to", "xliff", "--language", language, "--widths", "../none.json", "-o", "../x.xliff"], in: copy)
                guard export.code == 0 else {
                    XCTAssertTrue(export.stderr.contains("error: "), "\(name) \(language): \(export.stderr)")
                    continue
                }
                let back = runTool(["convert", "../x.xliff", "--to", "strings", "--project", "."], in: copy)
                XCTAssertEqual(back.code, 0, "\(name) \(language): \(back.stderr)")
                XCTAssertEqual(try snapshot(copy), before, "\(name) \(language): \(back.stdout)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    func testCatalogXLIFFAndPseudo() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.addKey("Pay", comment: "Button")
        catalog.setPluralVariants([(.one, "%lld item"), (.other, "%lld items")], forKey: "%lld items", language: "en")
        try Data(catalog.serialized()).write(to: project.appendingPathComponent("Shop.xcstrings"))
        let export = runTool(["convert", "Shop.xcstrings", "--to", "xliff", "--language", "ru"], in: project)
        XCTAssertEqual(export.code, 0, export.stderr)
        XCTAssertTrue(export.stdout.contains("<trans-unit id=\"%lld items|==|plural.few\" xml:space=\"preserve\">"), export.stdout)
        var xliff = export.stdout
        for (category, text) in [("one", "%lld товар"), ("few", "%lld товара"), ("many", "%lld товаров"), ("other", "%lld товара")] {
            xliff = xliff.replacingOccurrences(of: "<trans-unit id=\"%lld items|==|plural.\(category)\" xml:space=\"preserve\">\n        <source>",
                                               with: "<trans-unit id=\"%lld items|==|plural.\(category)\" xml:space=\"preserve\">\n        <target>\(text)</target>\n        <source>")
        }
        xliff = xliff.replacingOccurrences(of: "<source>Pay</source>", with: "<source>Pay</source>\n        <target>Оплатить</target>")
        try xliff.write(to: project.appendingPathComponent("ru.xliff"), atomically: true, encoding: .utf8)
        let apply = runTool(["convert", "ru.xliff", "--to", "strings", "--project", "."], in: project)
        XCTAssertEqual(apply.stdout, "Shop.xcstrings: updated 5 translations\n", apply.stderr)
        let updated = try StringCatalog(contentsOf: project.appendingPathComponent("Shop.xcstrings"))
        XCTAssertEqual(updated.value(forKey: "Pay", language: "ru"), "Оплатить")
        XCTAssertEqual(updated.pluralVariants(forKey: "%lld items", language: "ru").map(\.category), [.one, .few, .many, .other])
        XCTAssertEqual(runTool(["lint", "Shop.xcstrings", "--fail-on", "warning"], in: project).code, 0)
        XCTAssertEqual(runTool(["convert", "ru.xliff", "--to", "strings", "--project", "."], in: project).stdout, "all tables are up to date\n")

        XCTAssertEqual(runTool(["pseudo", "--kind", "double"], in: project).code, 0)
        XCTAssertEqual(try StringsFile(contentsOf: project.appendingPathComponent("en-XL.lproj/Shop.strings")).table, ["Pay": "Pay Pay"])
        let plurals = try StringsdictPlurals(contentsOf: project.appendingPathComponent("en-XL.lproj/Shop.stringsdict"))
        XCTAssertEqual(plurals.pluralVariants(forKey: "%lld items").map(\.value), ["%lld item item", "%lld items items"])
    }
}
