extension ShownLiteral {
    /// The data source methods whose returned text UIKit shows as it is: a table's section header and footer
    /// titles (`tableView(_:titleForHeaderInSection:)`, `…titleForFooterInSection:`) and a picker's row titles
    /// (`pickerView(_:titleForRow:forComponent:)`).
    static let returnedTitleParts: Set<String> = ["titleForHeaderInSection", "titleForFooterInSection", "titleForRow"]

    /// Calls `body` with the value range of each `return` in the body of one of ``returnedTitleParts``' methods
    /// of `file` (Swift `func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?`,
    /// Objective-C `- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section`),
    /// with the part as its role.
    static func forEachReturnedTitle(_ file: SourceFile, _ body: (Range<Int>, String) -> Void) {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].kind == .identifier, returnedTitleParts.contains(file.text(of: tokens[i])) else { continue }
            let role = file.text(of: tokens[i])
            // A declaration, not a call: Swift's parameter (`titleForHeaderInSection section: Int`) inside a `func`'s
            // list, Objective-C's part followed by its parameter's type (`titleForHeaderInSection:(NSInteger)`).
            var open: Int?
            if file.language == .swift {
                guard tokens.indices.contains(i + 2), tokens[i + 1].kind == .identifier, isText(i + 2, ":") else { continue }
                var start = i
                while start > 0, !isText(start, "func"), !isText(start, "{"), !isText(start, "}"), !isText(start, ";") { start -= 1 }
                guard isText(start, "func") else { continue }
                var j = i
                while j < tokens.count, !isText(j, "{"), !isText(j, "}") { j += 1 }
                open = isText(j, "{") ? j : nil
            } else {
                guard isText(i + 1, ":"), isText(i + 2, "(") else { continue }
                var j = i
                while j < tokens.count, !isText(j, "{"), !isText(j, ";") { j += 1 }
                open = isText(j, "{") ? j : nil
            }
            guard let open, let close = file.matchingBrace(open) else { continue }
            // (A closure's `return` in such a body counts too: these methods rarely hold one that returns text.)
            for j in (open + 1)..<close where tokens[j].kind == .identifier && isText(j, "return") {
                let end = valueEnd(j + 1, before: close, in: file)
                if end > j + 1 { body((j + 1)..<end, role) }
            }
            i = close
        }
    }

    /// Where a value starting at `start` ends (before `limit`): at its statement's `;`, at a bracket it does not open
    /// (the block's closing brace), or (Swift) at its line's end.
    static func valueEnd(_ start: Int, before limit: Int, in file: SourceFile) -> Int {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { file.token(tokens[i], is: text) }
        var end = start, depth = 0
        while end < limit, !isText(end, ";"), file.language != .swift || tokens[end].line == tokens[start].line {
            if isText(end, "(") || isText(end, "[") || isText(end, "{") { depth += 1 }
            if isText(end, ")") || isText(end, "]") || isText(end, "}") {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        return end
    }
}
