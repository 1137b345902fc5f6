/// The title of a SwiftUI control that iOS does not draw. A control's title is its label, and some styles
/// leave the label out: a segmented or wheel `Picker` shows its options only, a graphical `DatePicker` its
/// calendar only, and `.labelsHidden()` on the control or on any view around it hides the labels of every
/// control inside (the title stays the control's accessibility label). A `Picker` with no style outside any
/// `Form`, `List` or `Section` of a screen is a wheel (iOS 14 and 15) or a menu showing the selection (iOS 16
/// on): no label either. A toolbar draws a `Label` (or a `Button` with a `systemImage:`) as its icon alone.
/// Users never read such a title, whatever the tables hold.
enum SwiftUILabel {
    /// The controls whose title is a label some styles do not draw.
    static let controls: Set<String> = ["Picker", "DatePicker", "Toggle", "Stepper", "ColorPicker", "Slider"]

    /// The styles that leave a control's label out, by the modifier that sets them: `.pickerStyle(.segmented)`
    /// or `.pickerStyle(SegmentedPickerStyle())`.
    static let labelFreeStyles: [String: Set<String>] = [
        "pickerStyle": ["segmented", "SegmentedPickerStyle", "wheel", "WheelPickerStyle"],
        "datePickerStyle": ["graphical", "GraphicalDatePickerStyle"],
    ]

    /// The containers in which a `Picker` with no style draws its label beside its value.
    static let rowContainers: Set<String> = ["Form", "List", "Section"]

    /// Whether the lookup whose call starts at token `start` (`Picker("Sort", selection:)`, or `Text("Sort")`
    /// as a control's `label:`) is the title of a control that does not draw it.
    /// `host`: the view type whose code holds the lookup; when the picker's own file shows no row around it, the
    /// places the app creates that view decide (``ViewHosting``).
    static func isUndrawnTitle(lookupAt start: Int, in file: SourceFile, host: String? = nil, hosting: ViewHosting = ViewHosting()) -> Bool {
        guard file.language == .swift, let control = control(titledAt: start, in: file) else { return false }
        let name = file.text(of: file.tokens[control])
        guard let end = callEnd(openingAt: control + 1, in: file) else { return false }
        let own = modifiers(after: end, in: file)
        if iconViews.contains(name) { return isIconOnlyInToolbar(control, end: end, modifiers: own, in: file) }
        if own.contains(where: { $0.name == "labelsHidden" }) { return true }
        let style = own.first { labelFreeStyles[$0.name] != nil }
        if let style, let argument = style.argument, labelFreeStyles[style.name]?.contains(argument) ?? false { return true }
        // The views around it, up to the property or function that returns them.
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var sawRow = false, sawNavigation = false, reachedBody = false, sawMenu = false
        var open = file.enclosingBracket(of: control)
        while let brace = open, !isText(brace, "[") {
            // `var body: some View {` ends the walk at the screen's root; any other `some View` property or function too.
            if isText(brace, "{"), isText(brace - 1, "View"), isText(brace - 2, "some") {
                reachedBody = isText(brace - 3, ":") && isText(brace - 4, "body")
                break
            }
            // The call that owns the brace: `VStack(spacing: 8) {`, `Form {`, `HStack(content:`.
            if let head = owner(ofBracket: brace, in: file) {
                if declares(head, in: file) { break }
                let owner = file.text(of: tokens[head])
                // A picker inside a menu shows its choices there, inline, without its title (unless styled a submenu).
                if owner == "Menu", name == "Picker", !own.contains(where: { $0.name == "pickerStyle" }) { return true }
                // (Styled a menu there, it is a submenu the title opens.)
                if owner == "Menu" { sawMenu = true }
                if rowContainers.contains(owner) { sawRow = true }
                if owner == "NavigationView" || owner == "NavigationStack" { sawNavigation = true }
            }
            let close = isText(brace, "{") ? file.matchingBrace(brace) : callEnd(openingAt: brace, in: file)
            if let close, modifiers(after: close, in: file).contains(where: { $0.name == "labelsHidden" }) { return true }
            open = file.enclosingBracket(of: brace)
        }
        // A picker with no style or the menu style and no row around it: a screen's own (a navigation root, so no
        // parent's form), or one of a view the app creates outside rows only.
        let menu = style == nil || style.map { $0.name == "pickerStyle" && ["menu", "MenuPickerStyle"].contains($0.argument ?? "") } == true
        return name == "Picker" && menu && reachedBody && !sawRow && !sawMenu && (sawNavigation || host.map(hosting.outsideRows.contains) == true)
    }

    /// Whether the lookup at `start` is the title of `.confirmationDialog("Sort by", isPresented: …)` with no
    /// `titleVisibility: .visible`: on iOS the dialog's automatic title visibility leaves its title out, and
    /// users read its buttons alone (E-Commerce's "Sorting", JimsLife's "Are you sure?").
    static func isHiddenDialogTitle(lookupAt start: Int, in file: SourceFile) -> Bool {
        let tokens = file.tokens
        guard file.language == .swift, file.token(tokens[start], is: "confirmationDialog"), start > 0, file.token(tokens[start - 1], is: "."),
              start + 1 < tokens.count, let arguments = CallArguments.parse(file, open: start + 1) else { return false }
        guard let visibility = arguments.arguments.first(where: { $0.label == "titleVisibility" }) else { return true }
        return !visibility.range.contains { file.token(tokens[$0], is: "visible") }
    }

    /// The name of the call that owns the bracket at `brace`: `VStack` of `VStack(spacing: 8) {`, `swipeActions` of
    /// `.swipeActions(edge: .trailing) {`, `Picker` of `Picker(…`; nil when no name stands before it.
    static func owner(ofBracket brace: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        var head = brace - 1
        if file.token(tokens[brace], is: "{"), head >= 0, file.token(tokens[head], is: ")"), let opener = file.openingBracket(of: head) { head = opener - 1 }
        return head >= 0 && tokens[head].kind == .identifier ? head : nil
    }

    /// Whether the name at `head` is declared there (`func name(`, `var name: some View {`, `struct Name {`): the walk
    /// out of a view's content ends at it.
    static func declares(_ head: Int, in file: SourceFile) -> Bool {
        guard head > 0 else { return false }
        let before = file.tokens[head - 1]
        return ["func", "var", "let", "struct"].contains(file.text(of: before)) && before.kind == .identifier
    }

    /// Whether the lookup at `start` is inside a `.swipeActions { … }` of a row that no `List` or `Form` holds, only
    /// a `ScrollView` (ExpenseTracker's "Sil" on cards in a `LazyVStack`): swipe actions work in a list's rows
    /// alone, so users never see such a button. When the modifier sits in a view's own content, the places that
    /// view's file creates it decide, Xcode's `previews` aside (`onlyHere`: whether no other file names the view).
    static func isInUnusedSwipeActions(lookupAt start: Int, in file: SourceFile, previews: [Range<Int>], onlyHere: (String) -> Bool) -> Bool {
        guard file.language == .swift else { return false }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        /// From token `from` outward to the property or function around it: whether a `ScrollView` holds it and no
        /// `List` or `Form` does, and the brace of the `some View` property or function reached (`body`, `card`), if any.
        func scrollsOutsideList(from: Int) -> (scrolls: Bool, root: Int?) {
            var open = file.enclosingBracket(of: from)
            var sawScroll = false
            while let brace = open, !isText(brace, "[") {
                if isText(brace, "{"), isText(brace - 1, "View"), isText(brace - 2, "some") { return (sawScroll, brace) }
                if let head = owner(ofBracket: brace, in: file) {
                    if declares(head, in: file) { break }
                    let name = file.text(of: tokens[head])
                    if name == "List" || name == "Form" { return (false, nil) }
                    if name == "ScrollView" { sawScroll = true }
                }
                open = file.enclosingBracket(of: brace)
            }
            return (sawScroll, nil)
        }
        // The `.swipeActions` closure around the lookup.
        var open = file.enclosingBracket(of: start)
        var modifier: Int?
        while let brace = open, !isText(brace, "["), modifier == nil {
            if let head = owner(ofBracket: brace, in: file), file.text(of: tokens[head]) == "swipeActions", isText(head - 1, ".") { modifier = head }
            open = file.enclosingBracket(of: brace)
        }
        guard let modifier else { return false }
        let (scrolls, root) = scrollsOutsideList(from: modifier)
        if scrolls { return true }
        // In a view's own content: the view's file must create it, each time in a scroll view outside any list.
        guard let root, let view = ShownLiteral.viewDeclarations(file).last(where: { $0.open < root && root < $0.close }) else { return false }
        let name = file.text(of: tokens[view.keyword + 1])
        guard onlyHere(name) else { return false }
        let sites = tokens.indices.filter { site in
            tokens[site].kind == .identifier && isText(site + 1, "(") && !isText(site - 1, ".") && file.text(of: tokens[site]) == name
                && !previews.contains { $0.contains(site) }
        }
        return !sites.isEmpty && sites.allSatisfy { scrollsOutsideList(from: $0).scrolls }
    }

    /// Whether the lookup at `start` is drawn inside a view redacted as a placeholder, `.redacted(reason: .placeholder)`
    /// written on it or on a view around it in the same property or function, with no `.unredacted()` nearer:
    /// a loading skeleton, whose texts iOS draws as grey blocks (Portefeuille's rows of "Bitcoin" while its
    /// prices load). A redaction that depends on a value (`.redacted(reason: loading ? .placeholder : [])`)
    /// shows the text the rest of the time, and does not count.
    static func isRedactedPlaceholder(lookupAt start: Int, in file: SourceFile) -> Bool {
        guard file.language == .swift else { return false }
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        /// Of the modifiers after `end`, whether the first that redacts or unredacts redacts as a placeholder.
        func redaction(after end: Int) -> Bool? {
            guard let modifier = modifiers(after: end, in: file).first(where: { $0.name == "redacted" || $0.name == "unredacted" }) else { return nil }
            let arguments = modifier.arguments
            return modifier.name == "redacted" && arguments.count == 4 && isText(arguments.lowerBound, "reason") && isText(arguments.lowerBound + 1, ":")
                && isText(arguments.lowerBound + 2, ".") && isText(arguments.lowerBound + 3, "placeholder")
        }
        if isText(start + 1, "("), let end = file.matchingBracket(start + 1), let found = redaction(after: end) { return found }
        var open = file.enclosingBracket(of: start)
        while let brace = open, !isText(brace, "[") {
            if isText(brace, "{"), isText(brace - 1, "View"), isText(brace - 2, "some") { return false }
            if let head = owner(ofBracket: brace, in: file), declares(head, in: file) { return false }
            let close = isText(brace, "{") ? file.matchingBrace(brace) : callEnd(openingAt: brace, in: file)
            if let close, let found = redaction(after: close) { return found }
            open = file.enclosingBracket(of: brace)
        }
        return false
    }

    /// The views with a title and an icon that a toolbar shows by its icon alone: a `Label`, and a `Button` or
    /// `Menu` given a `systemImage:`.
    static let iconViews: Set<String> = ["Label", "Button", "Menu"]

    /// Whether the view at `control` (its call ending at `end`, followed by `modifiers`) has an icon and sits in a
    /// toolbar (`.toolbar { … }`, a `ToolbarItem`) or a row's `.swipeActions { … }`, with no `.labelStyle` on it or
    /// around it: iOS draws a toolbar's labels and a swipe action's as their icons (ilCibo's "Add" plus button,
    /// Utilities' "Edit" and "Delete" swipe buttons).
    private static func isIconOnlyInToolbar(_ control: Int, end: Int, modifiers own: [Modifier], in file: SourceFile) -> Bool {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard !own.contains(where: { $0.name == "labelStyle" }), let arguments = CallArguments.parse(file, open: control + 1) else { return false }
        let hasIcon = arguments.arguments.contains { $0.label == "systemImage" || $0.label == "image" }
        guard hasIcon || file.token(tokens[control], is: "Label") && arguments.arguments.count >= 2 else { return false }
        var open = file.enclosingBracket(of: control)
        while let brace = open, !isText(brace, "[") {
            if isText(brace, "{"), isText(brace - 1, "View"), isText(brace - 2, "some") { return false }
            if let head = owner(ofBracket: brace, in: file) {
                if declares(head, in: file) { return false }
                let owner = file.text(of: tokens[head])
                // A menu's items are rows that show their titles, in a toolbar or not.
                if owner == "Menu" || owner == "contextMenu" { return false }
                if (owner == "toolbar" && isText(head - 1, ".")) || owner == "ToolbarItem" || owner == "ToolbarItemGroup" { return true }
                // A row's swipe action shows its label's icon alone, as a toolbar does.
                if owner == "swipeActions" && isText(head - 1, ".") { return true }
            }
            let close = isText(brace, "{") ? file.matchingBrace(brace) : callEnd(openingAt: brace, in: file)
            if let close, modifiers(after: close, in: file).contains(where: { $0.name == "labelStyle" }) { return false }
            open = file.enclosingBracket(of: brace)
        }
        return false
    }

    /// The control token whose title the lookup at `start` is: the control itself (`Picker("Sort", …)`), or the
    /// control whose `label:` argument or trailing `label:` closure holds `Text("Sort")`.
    private static func control(titledAt start: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        if controls.contains(file.text(of: tokens[start])) || iconViews.contains(file.text(of: tokens[start])), isText(start + 1, "("),
           !isText(start - 1, ".") {
            return start
        }
        guard isText(start, "Text"), isText(start - 1, ":") || isText(start - 1, "{"), let opener = file.enclosingBracket(of: start) else { return nil }
        if isText(opener, "("), isText(start - 1, ":"), isText(start - 2, "label"), opener - 1 >= 0,
           controls.contains(file.text(of: tokens[opener - 1])) {
            return opener - 1
        }
        // `DatePicker(selection: $date, label: { Text("Date") })`
        if isText(opener, "{"), opener == start - 1, isText(opener - 1, ":"), isText(opener - 2, "label"),
           let call = file.enclosingBracket(of: opener), isText(call, "("), call >= 1, controls.contains(file.text(of: tokens[call - 1])) {
            return call - 1
        }
        // `Picker(selection: $x) { … } label: { Text("Sort") }`
        if isText(opener, "{"), opener == start - 1, isText(opener - 1, ":"), isText(opener - 2, "label"), isText(opener - 3, "}"),
           let content = file.openingBracket(of: opener - 3), isText(content - 1, ")"), let call = file.openingBracket(of: content - 1),
           call >= 1, controls.contains(file.text(of: tokens[call - 1])) {
            return call - 1
        }
        return nil
    }

    /// The last token of the call whose `(` is at `open`, its trailing closures included.
    private static func callEnd(openingAt open: Int, in file: SourceFile) -> Int? {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        guard isText(open, "("), var end = file.matchingBracket(open) else { return nil }
        while true {
            if isText(end + 1, "{"), let close = file.matchingBrace(end + 1) {
                end = close
            } else if tokens.indices.contains(end + 1), tokens[end + 1].kind == .identifier, isText(end + 2, ":"), isText(end + 3, "{"),
                      let close = file.matchingBrace(end + 3) {
                end = close
            } else {
                return end
            }
        }
    }

    /// A modifier of a chain: its name, its first argument's name, and the tokens between its parentheses (empty
    /// without any).
    typealias Modifier = (name: String, argument: String?, arguments: Range<Int>)

    /// The modifiers chained after the token at `end`: `.pickerStyle(.segmented)` gives `pickerStyle` and
    /// `segmented`; `.pickerStyle(SegmentedPickerStyle())` gives `SegmentedPickerStyle`.
    private static func modifiers(after end: Int, in file: SourceFile) -> [Modifier] {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var result: [Modifier] = []
        var i = end + 1
        while isText(i, "."), tokens.indices.contains(i + 1), tokens[i + 1].kind == .identifier {
            let name = file.text(of: tokens[i + 1])
            i += 2
            var argument: String?
            var arguments = 0..<0
            if isText(i, "("), let close = file.matchingBracket(i) {
                arguments = (i + 1)..<close
                var first = i + 1
                if isText(first, ".") { first += 1 }
                if first < close, tokens[first].kind == .identifier { argument = file.text(of: tokens[first]) }
                i = close + 1
            }
            if isText(i, "{"), let close = file.matchingBrace(i) { i = close + 1 }
            result.append((name, argument, arguments))
        }
        return result
    }
}
