import XCTest
import L10nSource

/// The lexer on every literal form, hand-written snippets each saying what it tests.
final class SourceLexerTests: XCTestCase {
    private func file(_ text: String, _ language: SourceLanguage = .swift) -> SourceFile {
        SourceFile(bytes: Array(text.utf8), language: language)
    }

    /// Each token as `kind:text`, string literals as `string:<value>` (`string:nil` when interpolated).
    private func tokens(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        let file = file(text, language)
        return file.tokens.map { token in
            if let literal = file.literal(of: token) { return "string:" + (literal.value ?? "nil") }
            return "\(token.kind):" + file.text(of: token)
        }
    }

    private func strings(_ text: String, _ language: SourceLanguage = .swift) -> [StringLiteral] {
        let file = file(text, language)
        return file.tokens.compactMap { file.literal(of: $0) }
    }

    // MARK: - Swift

    func testSwiftEscapes() {
        let literal = strings(#"let s = "tab\t nl\n cr\r nul\0 quote\" apos\' backslash\\ smile\u{1F600} e\u{E9}""#)
        XCTAssertEqual(literal.map(\.value), ["tab\t nl\n cr\r nul\0 quote\" apos' backslash\\ smile😀 eé"])
        XCTAssertEqual(literal.first?.form, .swift(hashes: 0, isMultiline: false))
    }

    func testInterpolationWithNestedStringsAndParentheses() {
        XCTAssertEqual(tokens(#"label.text = "\(a + "b")" + x"#),
                       ["identifier:label", "punctuation:.", "identifier:text", "punctuation:=", "string:nil", "punctuation:+", "identifier:x"],
                       "the nested string and its quote do not end the outer literal; the interpolation's tokens are not in the stream")
        let source = #""a\(f(x, ")", "(\("deep")"))b""#
        let file = file(source)
        XCTAssertEqual(file.tokens.count, 1)
        let literal = try? XCTUnwrap(file.literal(of: file.tokens[0]))
        guard case .interpolation(let range)? = literal?.segments.dropFirst().first else { return XCTFail("\(String(describing: literal))") }
        XCTAssertEqual(String(decoding: file.bytes[range], as: UTF8.self), #"f(x, ")", "(\("deep")")"#)
        XCTAssertEqual(literal?.segments.first, .text("a"))
        XCTAssertEqual(literal?.segments.last, .text("b"))
        XCTAssertTrue(literal?.isInterpolated ?? false)
    }

    func testRawStringsWithAnyNumberOfHashes() {
        XCTAssertEqual(strings(##"#"a "quoted" \n \(x)"#"##).map(\.value), [#"a "quoted" \n \(x)"#],
                       "in a raw string a backslash without # is text")
        XCTAssertEqual(strings(##"#"line\#nbreak"#"##).map(\.value), ["line\nbreak"])
        XCTAssertEqual(strings(###"##"a"#b"##"###).map(\.value), [##"a"#b"##], "\"# does not close a ##-string")
        let interpolated = strings(##"#"v\#(x)"#"##)
        XCTAssertEqual(interpolated.first?.isInterpolated, true)
        XCTAssertEqual(interpolated.first?.form, .swift(hashes: 1, isMultiline: false))
    }

    func testMultilineIndentationStripping() {
        let source = "let s = \"\"\"\n    Hello \"world\"\n      indented\n\n    ends \"\" here? \\\"\"\"\n    \"\"\"\nlet t = 1"
        XCTAssertEqual(strings(source).map(\.value), ["Hello \"world\"\n  indented\n\nends \"\" here? \"\"\""],
                       "the closing delimiter's indentation leaves every line; an empty line may be shorter; quotes need no escape, and an escaped quote keeps a triple quote from closing")
        XCTAssertEqual(tokens(source).suffix(4), ["identifier:let", "identifier:t", "punctuation:=", "number:1"])
    }

    func testMultilineLineContinuationEscapesAndFinalNewline() {
        let source = "\"\"\"\n  one \\\n  two\\t\n  three\n\n  \"\"\""
        XCTAssertEqual(strings(source).map(\.value), ["one two\t\nthree\n"],
                       "a backslash at a line end joins lines; only the last line break before the delimiter is dropped")
        XCTAssertEqual(strings("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"").map(\.value), ["a\nb"], "CR LF line breaks become LF")
    }

    func testRawMultilineAndInterpolation() {
        let raw = strings("#\"\"\"\n  a \\n \"\"\" b\n  \"\"\"#")
        XCTAssertEqual(raw.map(\.value), ["a \\n \"\"\" b"])
        XCTAssertEqual(raw.first?.form, .swift(hashes: 1, isMultiline: true))
        let interpolated = strings("\"\"\"\n  Hi \\(name)!\n  \"\"\"")
        XCTAssertEqual(interpolated.first?.segments.count, 3)
        XCTAssertEqual(interpolated.first?.segments.first, .text("Hi "))
    }

    func testMultilineInsufficientIndentationIsDiagnosed() {
        let file = file("\"\"\"\n    a\n  b\n    \"\"\"")
        XCTAssertEqual(file.literals.map(\.value), ["a\nb"])
        XCTAssertEqual(file.diagnostics.map(\.description), ["3:1: insufficient indentation of a line in a multi-line string"])
    }

    func testSwiftCommentsNestAndHideQuotes() {
        XCTAssertEqual(tokens("a /* outer /* inner */ \"still a comment\" */ b // \"x\"\n\"c\""),
                       ["identifier:a", "identifier:b", "string:c"])
        XCTAssertEqual(tokens("\"// not a comment\" \"/* nor this */\""), ["string:// not a comment", "string:/* nor this */"])
    }

    func testSwiftRegexBacktickAttributesAndPound() {
        XCTAssertEqual(tokens(#"let r = #/"[a-z]+"/# ; `default`.x @IBOutlet weak var l: UILabel!"#), [
            "identifier:let", "identifier:r", "punctuation:=", #"regex:#/"[a-z]+"/#"#, "punctuation:;", "identifier:default", "punctuation:.",
            "identifier:x", "attribute:@IBOutlet", "identifier:weak", "identifier:var", "identifier:l", "punctuation::", "identifier:UILabel", "punctuation:!",
        ])
        XCTAssertEqual(tokens("#if DEBUG\nx\n#else\ny\n#endif"),
                       ["pound:#if", "identifier:DEBUG", "identifier:x", "pound:#else", "identifier:y", "pound:#endif"],
                       "every branch is read")
    }

    func testOperators() {
        XCTAssertEqual(tokens("a?.b = c ?? d; e != f; g == h; i += 1; j...k; l..<m; n->o; p!.q").filter { $0.hasPrefix("punctuation") }, [
            "punctuation:?", "punctuation:.", "punctuation:=", "punctuation:??", "punctuation:;", "punctuation:!=", "punctuation:;", "punctuation:==",
            "punctuation:;", "punctuation:+=", "punctuation:;", "punctuation:...", "punctuation:;", "punctuation:..<", "punctuation:;", "punctuation:->",
            "punctuation:;", "punctuation:!", "punctuation:.",
        ])
    }

    func testUnterminatedStringEndsAtItsLine() {
        let file = file("let a = \"open\nlet b = \"closed\"")
        XCTAssertEqual(file.literals.map(\.value), ["open", "closed"])
        XCTAssertEqual(file.diagnostics.map(\.description), ["1:9: string literal never closed on its line"])
        XCTAssertEqual(self.file("/* never closed \"x\"").diagnostics.map(\.description), ["1:1: comment never closed: `/*` without `*/`"])
        XCTAssertEqual(self.file("\"\\(f(\"a\"").diagnostics.first?.message, "interpolation `\\(` never closed")
    }

    func testPositionsCountScalarsAndLinesThroughLiterals() {
        let file = file("let é = \"\"\"\n  ü\n  \"\"\"\n  x = \"ß\" ; y")
        let positions = file.tokens.map { "\(file.text(of: $0).prefix(3))@\($0.line):\($0.column)" }
        XCTAssertEqual(positions, ["let@1:1", "é@1:5", "=@1:7", "\"\"\"@1:9", "x@4:3", "=@4:5", "\"ß\"@4:7", ";@4:11", "y@4:13"])
    }

    // MARK: - Objective-C

    func testObjectiveCStringsAndConcatenationPieces() {
        let literals = strings(#"NSString *s = @"a" @"b" "c"; char *t = "d\n";"#, .objectiveC)
        XCTAssertEqual(literals.map(\.value), ["a", "b", "c", "d\n"])
        XCTAssertEqual(literals.map(\.form), [.objectiveC, .objectiveC, .c, .c])
    }

    func testCEscapes() {
        XCTAssertEqual(strings(#"@"\x41\101 \u00e9 \U0001F600 \xE2\x80\x94 \"q\" \\ \' \? \a""#, .objectiveC).map(\.value),
                       ["AA é 😀 — \"q\" \\ ' ? \u{07}"], "hex and octal escapes are UTF-8 bytes of the text")
        XCTAssertEqual(strings("\"one \\\ntwo\"", .objectiveC).map(\.value), ["one two"], "a backslash-newline inside a C string splices lines")
    }

    func testCharacterLiteralsAndCommentsDoNotNest() {
        XCTAssertEqual(tokens(#"c = '"'; d = '\''; /* /* */ "string" */"#, .objectiveC), [
            "identifier:c", "punctuation:=", #"character:'"'"#, "punctuation:;", "identifier:d", "punctuation:=", #"character:'\''"#,
            "punctuation:;", "string:string", "punctuation:*/",
        ], "a quote in a character literal starts no string; Objective-C comments end at the first */")
    }

    func testPreprocessorLines() {
        let source = "#define LOC(k) \\\n  NSLocalizedString(k, nil)\n#pragma mark - Kevin's \"view\n#if 0\nx = @\"a\";\n#else\ny;\n#endif\nz"
        let file = file(source, .objectiveC)
        let inDirective = file.tokens.filter(\.isInDirective).map { file.text(of: $0) }
        XCTAssertEqual(inDirective, ["#define", "LOC", "(", "k", ")", "NSLocalizedString", "(", "k", ",", "nil", ")", "#pragma", "#if", "0", "#else", "#endif"],
                       "a directive goes on after a backslash-newline; #pragma's free text is skipped")
        XCTAssertEqual(file.tokens.filter { !$0.isInDirective }.map { file.text(of: $0) }, ["x", "=", "@\"a\"", ";", "y", ";", "z"],
                       "both branches of #if are read")
        XCTAssertEqual(file.diagnostics, [])
    }

    func testObjectiveCAttributesAndIvars() {
        XCTAssertEqual(tokens("@property (weak) IBOutlet UILabel *label; _label.text = @[@1];", .objectiveC), [
            "attribute:@property", "punctuation:(", "identifier:weak", "punctuation:)", "identifier:IBOutlet", "identifier:UILabel",
            "punctuation:*", "identifier:label", "punctuation:;", "identifier:_label", "punctuation:.", "identifier:text", "punctuation:=",
            "punctuation:@", "punctuation:[", "punctuation:@", "number:1", "punctuation:]", "punctuation:;",
        ])
    }

    func testUTF16SourceIsConverted() {
        let text = "x = @\"é\";"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let file = SourceFile(bytes: bytes, language: .objectiveC)
        XCTAssertEqual(file.literals.map(\.value), ["é"])
    }

    func testEveryPrefixOfATrickyFileLexesWithoutTrapping() {
        // Truncations end inside every construct: raw strings, interpolations, comments, escapes.
        let swift = ##"let a = #"x\#(y("z"))"# + """\n  m \(n) \u{41}\n  """ /* /* */ */ "\(q)"##
        let objc = #"@"a\x4" "b\u00" '\'' /* c " */ #define X \"#
        for (text, language) in [(swift, SourceLanguage.swift), (objc, .objectiveC)] {
            let bytes = Array(text.utf8)
            for end in 0...bytes.count {
                let file = SourceFile(bytes: Array(bytes[0..<end]), language: language)
                XCTAssertLessThanOrEqual(file.tokens.last?.end ?? 0, end)
            }
        }
    }
}
