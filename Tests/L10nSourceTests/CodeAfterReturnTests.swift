import XCTest
@testable import L10nSource

/// Objective-C statements after an unconditional `return` of their block never run (Mynigma's row actions, built after
/// `return @[];`); a `return` on one branch, a `switch`'s next case, a label and a preprocessor branch end nothing.
final class CodeAfterReturnTests: XCTestCase {
    /// The lines of the first token of each dead range.
    private func deadLines(_ text: String, _ language: SourceLanguage = .objectiveC) -> [Int] {
        let file = SourceFile(bytes: Array(text.utf8), language: language, path: language == .swift ? "A.swift" : "A.m")
        return CodeAfterReturn.scan(file).map { file.tokens[$0.lowerBound].line }
    }

    func testStatementsAfterAReturnOfTheirBlockNeverRun() {
        let text = """
            - (NSArray *)tableView:(UITableView *)tableView editActionsForRowAtIndexPath:(NSIndexPath *)indexPath
            {
                return @[];
                UITableViewRowAction *bin = [UITableViewRowAction rowActionWithStyle:0 title:@"Bin" handler:^(UITableViewRowAction *a, NSIndexPath *i) { return; }];
                return @[bin];
            }
            - (NSString *)name
            {
                if (!self.ready) return @"";
                if (self.empty) { return @"Empty"; }
                switch (self.kind) {
                    case 1:
                        return @"One";
                    case 2: {
                        return @"Two";
                        log(@"never");
                    }
                    default:
                        break;
                }
            #if DEBUG
                return @"Debug";
            #else
                return [self compute];
            #endif
                [self log];
                return ^{ return @"x"; }();
            retry:
                return @"y";
            }
            """
        XCTAssertEqual(deadLines(text), [4, 16])
    }

    func testSwiftIsLeftToItsCompiler() {
        XCTAssertEqual(deadLines("func f() -> String {\n    return \"a\"\n    print(\"b\")\n}\n", .swift), [])
    }
}
