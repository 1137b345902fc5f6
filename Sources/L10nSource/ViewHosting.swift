/// Where the app's SwiftUI views are created, as far as a control's label goes: inside a `Form`, `List` or
/// `Section` a menu `Picker` is a row that draws its title beside the selection; anywhere else it is a button
/// showing the selection alone (iOS 16 on; a wheel without title before). A view declared in one file and
/// created in another (DRA-APP's `LanguagePicker()` in a profile's `VStack`) is placed by its creations.
struct ViewHosting: Sendable {
    /// The views the sources create, none of whose creations sits in a row container, directly or through
    /// the views around it. Creations in Xcode previews do not count.
    private(set) var outsideRows: Set<String> = []

    init() {}

    init(files: [SourceFile], scopes: [SourceScopes], unrun: [UnrunCode]) {
        struct Site { var view: String; var inRow: Bool; var host: String? }
        var declared = Set<String>()
        for file in files where file.language == .swift { declared.formUnion(Self.declaredViews(in: file)) }
        guard !declared.isEmpty else { return }
        var sites: [Site] = []
        for ((file, fileScopes), fileUnrun) in zip(zip(files, scopes), unrun) where file.language == .swift {
            let tokens = file.tokens
            func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
            let previews = fileUnrun.previews
            for i in tokens.indices where tokens[i].kind == .identifier && isText(i + 1, "(") && !isText(i - 1, ".") {
                let name = file.text(of: tokens[i])
                guard declared.contains(name), !SwiftUILabel.declares(i, in: file), !previews.contains(where: { $0.contains(i) }) else { continue }
                // Out to the `some View` property or function around it; from one other than `body` (`itemsCard`), on
                // from each place the file says its name.
                var inRow = false
                var starts = [i], walked = Set<String>()
                while let start = starts.popLast() {
                    var open = file.enclosingBracket(of: start)
                    while let brace = open, !isText(brace, "[") {
                        if isText(brace, "{"), isText(brace - 1, "View"), isText(brace - 2, "some") {
                            let property = brace - 3 >= 0 && isText(brace - 3, ":") ? brace - 4 : (isText(brace - 3, "->") ? file.openingBracket(of: brace - 4).map { $0 - 1 } : nil)
                            if let property, property >= 0, tokens[property].kind == .identifier, !isText(property, "body"),
                               walked.insert(file.text(of: tokens[property])).inserted {
                                let said = file.text(of: tokens[property])
                                starts += tokens.indices.filter { $0 != property && tokens[$0].kind == .identifier && file.text(of: tokens[$0]) == said }
                            }
                            break
                        }
                        if let head = SwiftUILabel.owner(ofBracket: brace, in: file) {
                            if SwiftUILabel.declares(head, in: file) { break }
                            if SwiftUILabel.rowContainers.contains(file.text(of: tokens[head])) { inRow = true }
                        }
                        open = file.enclosingBracket(of: brace)
                    }
                }
                sites.append(Site(view: name, inRow: inRow, host: fileScopes.classes[i]))
            }
        }
        // A view created in a view that sits in a row sits in that row too.
        var inRows = Set(sites.filter(\.inRow).map(\.view))
        var grew = true
        while grew {
            grew = false
            for site in sites where !inRows.contains(site.view) && site.host.map(inRows.contains) == true {
                inRows.insert(site.view)
                grew = true
            }
        }
        outsideRows = Set(sites.map(\.view)).subtracting(inRows)
    }

    /// The names of the `struct`s of `file` that conform to `View` (`struct LanguagePicker: View {`).
    static func declaredViews(in file: SourceFile) -> Set<String> {
        let tokens = file.tokens
        func isText(_ i: Int, _ text: StaticString) -> Bool { i >= 0 && i < tokens.count && file.token(tokens[i], is: text) }
        var views = Set<String>()
        for i in tokens.indices where tokens[i].kind == .identifier && isText(i, "struct") && i + 2 < tokens.count
            && tokens[i + 1].kind == .identifier && isText(i + 2, ":") {
            var j = i + 3
            while j < tokens.count, !isText(j, "{"), j < i + 24 {
                if isText(j, "View") { views.insert(file.text(of: tokens[i + 1])) }
                j += 1
            }
        }
        return views
    }
}
