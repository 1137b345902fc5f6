import XCTest
import L10nSource
import L10nStrings

/// Extraction of each form of genstrings' man page, against tables written by hand from the man page:
/// `/* comment */`, `"key" = "value";`, a blank line, keys sorted, `No comment provided by engineer.`
/// for nil or empty comments, positional parameters for several format arguments.
final class GenstringsTests: XCTestCase {
    private func extract(_ sources: [(String, SourceLanguage)], options: GenstringsOptions = GenstringsOptions())
        -> (scan: LocalizedStringScanner.Result, output: Genstrings.Output) {
        let files = sources.enumerated().map { index, source in
            SourceFile(bytes: Array(source.0.utf8), language: source.1, path: "File\(index + 1).\(source.1 == .swift ? "swift" : "m")")
        }
        return Genstrings.extract(from: files, options: options)
    }

    func testObjectiveCAndCoreFoundationForms() {
        let source = """
        NSString *a = NSLocalizedString(@"Hello", @"Greeting");
        NSString *b = NSLocalizedStringFromTable(@"Bye", @"Farewell", @"Leaving");
        NSString *c = NSLocalizedStringFromTableInBundle(@"Later", @"Farewell", [NSBundle mainBundle], nil);
        NSString *d = NSLocalizedStringWithDefaultValue(@"welcome.key", @"Farewell", [NSBundle mainBundle], @"Welcome back", @"Shown on return");
        CFStringRef e = CFCopyLocalizedString(CFSTR("Core"), "C comment");
        CFStringRef f = CFCopyLocalizedStringFromTable(CFSTR("CoreT"), CFSTR("Farewell"), "");
        CFStringRef g = CFCopyLocalizedStringFromTableInBundle(CFSTR("CoreB"), CFSTR("Farewell"), bundle, NULL);
        CFStringRef h = CFCopyLocalizedStringWithDefaultValue(CFSTR("core.v"), CFSTR("Farewell"), bundle, CFSTR("Core value"), "c");
        """
        let (scan, output) = extract([(source, .objectiveC)])
        XCTAssertEqual(scan.uncheckable, [])
        XCTAssertEqual(output.tables.map(\.fileName), ["Farewell.strings", "Localizable.strings"])
        XCTAssertEqual(output.table(named: "Localizable")?.text(), """
        /* C comment */
        "Core" = "Core";

        /* Greeting */
        "Hello" = "Hello";


        """)
        XCTAssertEqual(output.table(named: "Farewell")?.text(), """
        /* Leaving */
        "Bye" = "Bye";

        /* c */
        "core.v" = "Core value";

        /* No comment provided by engineer. */
        "CoreB" = "CoreB";

        /* No comment provided by engineer. */
        "CoreT" = "CoreT";

        /* No comment provided by engineer. */
        "Later" = "Later";

        /* Shown on return */
        "welcome.key" = "Welcome back";


        """)
        XCTAssertEqual(scan.calls.map(\.form), [.plain, .fromTable, .fromTableInBundle, .withDefaultValue, .plain, .fromTable, .fromTableInBundle, .withDefaultValue])
        XCTAssertEqual(scan.calls.first?.location, SourceLocation(line: 1, column: 15))
        XCTAssertEqual(scan.calls.first?.keyLocation, SourceLocation(line: 1, column: 33))
    }

    func testSwiftLabeledForms() {
        let source = """
        let a = NSLocalizedString("Hello", comment: "Greeting")
        let b = NSLocalizedString("Bye", tableName: "Farewell", comment: "Leaving")
        let c = NSLocalizedString("welcome.key", tableName: "Farewell", bundle: .main, value: "Welcome back", comment: "Shown on return")
        let d = NSLocalizedString("%@ of %@", bundle: Bundle(for: X.self), comment: "")
        let e = NSLocalizedString(#"Say "hi""#, comment: \"\"\"
            Multi-line
            comment
            \"\"\")
        """
        let (scan, output) = extract([(source, .swift)])
        XCTAssertEqual(scan.uncheckable, [])
        XCTAssertEqual(output.table(named: "Localizable")?.text(), """
        /* No comment provided by engineer. */
        "%@ of %@" = "%1$@ of %2$@";

        /* Greeting */
        "Hello" = "Hello";

        /* Multi-line
        comment */
        "Say \\"hi\\"" = "Say \\"hi\\"";


        """)
        XCTAssertEqual(output.table(named: "Farewell")?.text(), """
        /* Leaving */
        "Bye" = "Bye";

        /* Shown on return */
        "welcome.key" = "Welcome back";


        """)
    }

    func testCustomRoutinesWithDashS() {
        let objc = """
        a = MyString(@"k1", @"one");
        b = MyStringFromTable(@"k2", @"Other", @"two");
        c = MyStringWithDefaultValue(@"k3", @"Other", bundle, @"Three", nil);
        NSString *MyString(NSString *key, NSString *comment) { return NSLocalizedString(key, comment); }
        """
        let swift = #"let x = MyString("k4", comment: "four")"#
        let plain = extract([(objc, .objectiveC), (swift, .swift)])
        XCTAssertEqual(plain.scan.calls.map(\.key), [], "without -s the routine is unknown")
        XCTAssertEqual(plain.scan.uncheckable.map(\.function), ["NSLocalizedString"], "the wrapper's own call passes its parameter")

        let custom = extract([(objc, .objectiveC), (swift, .swift)], options: GenstringsOptions(customRoutines: ["MyString"]))
        XCTAssertEqual(custom.scan.calls.map(\.key), ["k1", "k2", "k3", "k4"], "the C declaration of MyString is not a call")
        XCTAssertEqual(custom.output.table(named: "Other")?.entries.map(\.value), ["k2", "Three"])
        XCTAssertEqual(custom.output.table(named: "Localizable")?.entries.map(\.commentText), ["one", "four"])
    }

    func testSwiftUITextWithDashSwiftUI() {
        let source = """
        var body: some View {
            Text("Welcome")
            Text("Title", tableName: "Screens", comment: "Screen title")
            Text(verbatim: "v1.2")
            Text(name)
            Text("Hi \\(name)")
        }
        """
        XCTAssertEqual(extract([(source, .swift)]).scan, LocalizedStringScanner.Result(), "genstrings reads Text only with -SwiftUI")
        let (scan, output) = extract([(source, .swift)], options: GenstringsOptions(swiftUI: true))
        XCTAssertEqual(scan.calls.map(\.key), ["Welcome", "Title"])
        XCTAssertEqual(output.table(named: "Screens")?.text(), "/* Screen title */\n\"Title\" = \"Title\";\n\n")
        XCTAssertEqual(scan.uncheckable.map(\.reason), ["the key interpolates values: its text is only known at run time"],
                       "Text(verbatim:) and Text(aString) are not localized; an interpolated key is, but not checkable")
    }

    /// SwiftUI's `Button`, `TextField`, `Toggle`, `Label`… and the modifiers `.navigationTitle`, `.alert`… look their
    /// unlabelled title up as `Text` does: the checks
    /// read them (in files that import SwiftUI, where those names are SwiftUI's), genstrings' `-SwiftUI` does not.
    func testSwiftUIControlsTitlesAreLookedUpForChecksOnly() {
        let source = """
        import SwiftUI
        struct AddView: View {
            var body: some View {
                Button("ADD") { add() }
                TextField("Member name", text: $name)
                Toggle("Interviewed", isOn: $done)
                Label("Delete", systemImage: "trash")
                Button(role: .destructive) { delete() } label: { Text("Remove") }
                Button(title) { add() }
            }
            .navigationTitle("Members")
            .alert("Delete member?", isPresented: $asking) { }
            .alert(isPresented: $failed) { Alert(title: Text("Failed")) }
        }
        """
        XCTAssertEqual(extract([(source, .swift)], options: GenstringsOptions(swiftUI: true)).scan.calls.map(\.key), ["Remove", "Failed"])
        var checks = GenstringsOptions(swiftUI: true)
        checks.swiftUIControls = true
        XCTAssertEqual(extract([(source, .swift)], options: checks).scan.calls.map(\.key),
                       ["ADD", "Member name", "Interviewed", "Delete", "Remove", "Members", "Delete member?", "Failed"])
        let uikit = source.replacingOccurrences(of: "import SwiftUI", with: "import UIKit")
        XCTAssertEqual(extract([(uikit, .swift)], options: checks).scan.calls.map(\.key), ["Remove", "Failed"], "a Button of the app's own is no SwiftUI view")
    }

    /// The titles of the newer SwiftUI views (`LabeledContent`, `ContentUnavailableView`, `Tab`, `ShareLink`) are
    /// keys too; a file of the app that declares its own `struct Tab` makes `Tab(…)` the app's everywhere.
    func testNewerSwiftUIViewsTitlesAndTheAppsOwnTypeOfTheSameName() {
        let screen = """
        import SwiftUI
        struct Stats: View {
            var body: some View {
                LabeledContent("Total", value: total)
                ContentUnavailableView("No Notes Yet", systemImage: "note.text", description: Text("Write one"))
                Tab("Map", systemImage: "map") { MapView() }
                ShareLink("Share", item: url)
            }
        }
        """
        var checks = GenstringsOptions(swiftUI: true)
        checks.swiftUIControls = true
        XCTAssertEqual(extract([(screen, .swift)], options: checks).scan.calls.map(\.key), ["Total", "No Notes Yet", "Write one", "Map", "Share"])
        let own = """
        import SwiftUI
        struct Tab: View {
            let name: String
            init(_ name: String) { self.name = name }
            var body: some View { Text(verbatim: name) }
        }
        """
        XCTAssertEqual(extract([(screen, .swift), (own, .swift)], options: checks).scan.calls.map(\.key), ["Total", "No Notes Yet", "Write one", "Share"],
                       "the app's struct Tab shadows SwiftUI's: its initializer shows a String")
        let nested = own.replacingOccurrences(of: "struct Tab: View {", with: "enum Navigation { struct Tab: View {") + "\n}"
        XCTAssertEqual(extract([(screen, .swift), (nested, .swift)], options: checks).scan.calls.map(\.key), ["Total", "No Notes Yet", "Write one", "Map", "Share"],
                       "a type nested in another does not shadow SwiftUI's Tab")
    }

    func testStringLocalizedInitializer() {
        let source = """
        let a = String(localized: "Save")
        let b = String(localized: "save.button", defaultValue: "Save", table: "Buttons", comment: "Save button")
        let c = String(format: "%d", 3)
        let d = String(localized: resource)
        """
        XCTAssertEqual(extract([(source, .swift)]).scan.calls, [])
        let (scan, output) = extract([(source, .swift)], options: .allForms())
        XCTAssertEqual(scan.calls.map(\.form), [.stringInitializer, .stringInitializer])
        XCTAssertEqual(output.table(named: "Buttons")?.text(), "/* Save button */\n\"save.button\" = \"Save\";\n\n")
        XCTAssertEqual(output.table(named: "Localizable")?.entries.map(\.key), ["Save"])
        XCTAssertEqual(scan.uncheckable, [])
    }

    func testSameKeyWithSeveralCommentsIsMergedAsGenstringsMergesThem() {
        let source = """
        a = NSLocalizedString(@"OK", @"title of about screen");
        b = NSLocalizedString(@"OK", nil);
        c = NSLocalizedString(@"OK", @"About button");
        d = NSLocalizedString(@"OK", @"title of about screen");
        e = NSLocalizedString(@"Only nil", nil);
        f = NSLocalizedString(@"Only nil", @"");
        """
        let table = extract([(source, .objectiveC)]).output.table(named: "Localizable")
        XCTAssertEqual(table?.text(), """
        /* About button
           title of about screen */
        "OK" = "OK";

        /* No comment provided by engineer. */
        "Only nil" = "Only nil";


        """, "distinct comments sorted case-insensitively, one per line; a nil comment adds nothing when another call has one")
        XCTAssertEqual(table?.entries.first?.calls.count, 4)
    }

    func testSameKeyWithDifferentValuesIsAConflictWithBothLocations() {
        let first = #"let a = NSLocalizedString("greeting", value: "Hello", comment: "")"#
        let second = "\n\nlet b = NSLocalizedString(\"greeting\", value: \"Hi\", comment: \"\")"
        let (_, output) = extract([(first, .swift), (second, .swift)])
        XCTAssertEqual(output.table(named: "Localizable")?.entries.map(\.value), ["Hello"], "the first value is kept")
        XCTAssertEqual(output.conflicts.map(\.description),
                       [#"File2.swift:3:9: key "greeting" (table Localizable) has the value "Hi" here and "Hello" at File1.swift:1:9"#])
        XCTAssertEqual(extract([(first, .swift), (first, .swift)]).output.conflicts, [], "the same value twice is no conflict")
    }

    func testPositionalParameters() {
        XCTAssertEqual(Genstrings.positionalParameters("%@ of %@"), "%1$@ of %2$@")
        XCTAssertEqual(Genstrings.positionalParameters("File %@ contains %d bytes."), "File %1$@ contains %2$d bytes.")
        XCTAssertEqual(Genstrings.positionalParameters("%ld of %.2f%%"), "%1$ld of %2$.2f%%")
        XCTAssertEqual(Genstrings.positionalParameters("%.1f sec"), "%.1f sec", "one argument needs no position")
        XCTAssertEqual(Genstrings.positionalParameters("%d%% done"), "%d%% done")
        XCTAssertEqual(Genstrings.positionalParameters("%2$@ by %1$@"), "%2$@ by %1$@", "already positional")
        XCTAssertEqual(Genstrings.positionalParameters("é %@ – %@"), "é %1$@ – %2$@")
        let source = #"a = NSLocalizedString(@"%@ and %@", nil);"#
        let off = extract([(source, .objectiveC)], options: GenstringsOptions(positionalParameters: false))
        XCTAssertEqual(off.output.tables.first?.entries.first?.value, "%@ and %@", "-noPositionalParameters")
    }

    func testKeysSortCaseInsensitivelyAndCaseVariantsKeepScanOrder() {
        let source = """
        NSLocalizedString(@"cherry", nil); NSLocalizedString(@"Banana", nil); NSLocalizedString(@"apple", nil);
        NSLocalizedString(@"SHARE", nil); NSLocalizedString(@"Share", nil); NSLocalizedString(@"_x", nil); NSLocalizedString(@"Z", nil);
        """
        XCTAssertEqual(extract([(source, .objectiveC)]).output.tables.first?.entries.map(\.key),
                       ["_x", "apple", "Banana", "cherry", "SHARE", "Share", "Z"], "case folds to lower case, so `_` (U+005F) sorts before letters")
    }

    func testDynamicKeysAreListedAsNotCheckable() {
        let swift = """
        let a = NSLocalizedString(key, comment: "")
        let b = NSLocalizedString("Hello \\(name)", comment: "")
        let c = NSLocalizedString("k", tableName: tableName, comment: "")
        func NSLocalizedString(_ key: String, comment: String) -> String { key }
        let d = bundle.NSLocalizedString(key, comment: "")
        """
        let objc = """
        #define LOC(key) NSLocalizedString(key, nil)
        #define TITLE NSLocalizedString(@"Title", nil)
        x = NSLocalizedString(self.title, nil);
        """
        let (scan, _) = extract([(swift, .swift), (objc, .objectiveC)])
        XCTAssertEqual(scan.uncheckable.map { "\($0.path):\($0.location) \($0.argument): \($0.reason)" }, [
            "File1.swift:1:9 key: the key is not a string literal",
            #"File1.swift:2:9 "Hello \(name)": the key interpolates values: its text is only known at run time"#,
            "File1.swift:3:9 tableName: the table name is not a string literal",
            "File2.m:3:5 self.title: the key is not a string literal",
        ], "declarations, member calls and a macro's parameter are not dynamic keys")
        XCTAssertEqual(scan.calls.map(\.key), ["Title"], "a literal inside a #define is extracted")
    }

    func testEscapesInKeysAndValuesAreWrittenEscaped() {
        let source = #"a = NSLocalizedString(@"Say \"hi\"\n\tnow \\ ok", nil); b = NSLocalizedString(@"caf\u00e9" @" ol" "é", nil);"#
        XCTAssertEqual(extract([(source, .objectiveC)]).output.tables.first?.text(), """
        /* No comment provided by engineer. */
        "café olé" = "café olé";

        /* No comment provided by engineer. */
        "Say \\"hi\\"\\n\\tnow \\\\ ok" = "Say \\"hi\\"\\n\\tnow \\\\ ok";


        """, "adjacent literals join; escapes are decoded, then written as every table writes them")
    }

    func testSerializedTableIsUTF16LittleEndianWithByteOrderMark() {
        let table = extract([(#"x = NSLocalizedString(@"é", @"c");"#, .objectiveC)]).output.tables[0]
        XCTAssertEqual(table.serialized(), [0xFF, 0xFE] + Array("/* c */\n\"é\" = \"é\";\n\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertEqual(StringsFile(bytes: table.serialized()).entries.map(\.key), ["é"], "the package's own reader reads it back")
    }

    func testFormatArgumentCounts() {
        let swift = """
        let a = String(format: NSLocalizedString("%d items", comment: ""), count)
        let b = String.localizedStringWithFormat(NSLocalizedString("%@ by %@", comment: ""), title, author)
        let c = NSLocalizedString("plain", comment: "")
        let d = String(format: NSLocalizedString("%@ at %@", comment: ""), locale: .current, place, f(time, 2))
        let e = String(format: NSLocalizedString("%@ h %@ min", comment: ""), arguments: [hours, f(minutes, [1, 2])])
        let g = String(format: NSLocalizedString("%@ and %@", comment: ""), arguments: values)
        """
        let objc = """
        s = [NSString stringWithFormat:NSLocalizedString(@"%@ of %@", nil), [self a], b];
        t = [NSString localizedStringWithFormat:NSLocalizedString(@"none", nil)];
        """
        let (scan, _) = extract([(swift, .swift), (objc, .objectiveC)])
        XCTAssertEqual(scan.calls.map(\.formatArgumentCount), [1, 2, nil, 2, 2, nil, 2, 0],
                       "a labeled locale: is no format argument; an arguments: array literal's items are, any other array could hold any number")
    }

    func testCallsInsideInterpolationsAreRead() {
        let source = #"""
        let a = "\(NSLocalizedString("Cost", comment: "")) / \(f("\(NSLocalizedString("Inner", comment: "deep"))"))"
        let b = NSLocalizedString("After", comment: "")
        """#
        let (scan, _) = extract([(source, .swift)])
        XCTAssertEqual(scan.calls.map { "\($0.key)@\($0.location)" }, ["Cost@1:12", "Inner@1:61", "After@2:9"],
                       "an interpolation's calls look keys up too; nested ones included, in source order")
    }

    func testSkipTable() {
        let source = #"a = NSLocalizedStringFromTable(@"k", @"Debug", nil); b = NSLocalizedString(@"l", nil);"#
        XCTAssertEqual(extract([(source, .objectiveC)], options: GenstringsOptions(skipTables: ["Debug"])).output.tables.map(\.name), ["Localizable"])
    }

    func testCommentsAndStringsHideCalls() {
        let swift = """
        // NSLocalizedString("commented", comment: "")
        /* NSLocalizedString("block", comment: "") /* nested */ NSLocalizedString("still", comment: "") */
        let s = "NSLocalizedString(\\"inside\\", comment: \\"\\")"
        #if DEBUG
        let a = NSLocalizedString("debug", comment: "")
        #else
        let b = NSLocalizedString("release", comment: "")
        #endif
        """
        XCTAssertEqual(extract([(swift, .swift)]).scan.calls.map(\.key), ["debug", "release"], "every #if branch is read, as genstrings reads it")
    }
}
