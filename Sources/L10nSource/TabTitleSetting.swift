import L10nStrings

/// Code that sets a tab's title by its position (`tabBarController?.tabBar.items?[0].title = …`,
/// `viewControllers[1].tabBarItem.title = …`): the title the storyboard gives that tab's item is replaced
/// before the tab bar is seen (apps that translate in code retitle their tabs so, or clear them).
public struct TabTitleSetting: Sendable, Equatable {
    /// The tab's position (0 the first).
    public let index: Int
    /// The class whose code sets it, nil outside every class.
    public let codeClass: String?
    public let path: String
    public let location: SourceLocation

    static func scan(_ file: SourceFile, scopes: SourceScopes) -> [TabTitleSetting] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        /// After a subscript's closing bracket at `i - 1`: `.title =` or `.tabBarItem.title =` (optionals allowed).
        func setsTitle(after i: Int, throughTabBarItem: Bool) -> Bool {
            var j = i
            if throughTabBarItem {
                if isText(j, "?") || isText(j, "!") { j += 1 }
                guard isText(j, "."), isText(j + 1, "tabBarItem") else { return false }
                j += 2
            }
            if isText(j, "?") || isText(j, "!") { j += 1 }
            return isText(j, ".") && isText(j + 1, "title") && isText(j + 2, "=")
        }
        // A bare `items` (a tab bar's own, or a local copy of them) counts only in a file about tab bars: data
        // arrays are often called `items` too.
        let aboutTabBars = tokens.contains {
            $0.kind == .identifier && (file.token($0, is: "tabBar") || file.token($0, is: "UITabBar") || file.token($0, is: "UITabBarController"))
        }
        var found: [TabTitleSetting] = []
        for i in tokens.indices where tokens[i].kind == .identifier {
            var tabBarItems = false
            if isText(i, "items") {
                if isText(i - 1, ".") {
                    // `tabBar.items`, `tabBar?.items`, `self.items` in a tab bar's code.
                    let receiver = isText(i - 2, "?") || isText(i - 2, "!") ? i - 3 : i - 2
                    tabBarItems = isText(receiver, "tabBar") || (isText(receiver, "self") && aboutTabBars)
                } else {
                    tabBarItems = aboutTabBars
                }
            }
            let controllers = isText(i, "viewControllers")
            guard tabBarItems || controllers else { continue }
            var open = i + 1
            if isText(open, "?") || isText(open, "!") { open += 1 }
            guard isText(open, "["), open + 2 < tokens.count, tokens[open + 1].kind == .number, isText(open + 2, "]"),
                  let index = Int(file.text(of: tokens[open + 1])) else { continue }
            guard setsTitle(after: open + 3, throughTabBarItem: controllers) else { continue }
            found.append(TabTitleSetting(index: index, codeClass: scopes.classes[i], path: file.path, location: tokens[i].location))
        }
        return found
    }
}
