extension OutletScanner {
    /// A `{ … }` scope of a Swift file.
    struct SwiftScope {
        enum Kind { case type(String), function, other }
        var kind: Kind
        /// Names declared in the scope (locals, parameters) and their written type, if any.
        var locals: [String: String] = [:]
        var untypedLocals: Set<String> = []
        /// Locals bound to `viewWithTag(n)` (cast or not), by name.
        var taggedLocals: [String: Int] = [:]
        /// Locals bound to each subview of an outlet's view, by name → the outlet (`for b in stack.subviews`,
        /// `stack.arrangedSubviews.forEach { let b = $0 as! UIButton … }`).
        var subviewLocals: [String: String] = [:]
        /// In a closure passed to `outlet.subviews.forEach`: the outlet `$0` is a subview of.
        var closureSubviewsOf: String?
        /// Locals bound to each member of an outlet collection, by name → the collection (`for label in labels`).
        var memberLocals: [String: String] = [:]
        /// In a type's scope: its stored properties with a written type (`var popup: ActivityPopupView!`).
        var members: [String: String] = [:]
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    /// The words after `class` that make it a member's modifier (`class func`, `class var`, `class override func`), not
    /// a type's declaration.
    static let declarationModifiers: Set<String> = [
        "weak", "unowned", "private", "fileprivate", "internal", "public", "open", "final", "override", "lazy", "dynamic",
        "static", "nonisolated", "required", "convenience", "mutating", "unowned(safe)",
    ]
    static let classMemberWords: Set<String> = declarationModifiers.union(["func", "var", "let", "subscript", "package", "init"])

    /// What the Swift scan carries from token to token: the scopes open, and what the next `{` opens.
    struct SwiftScan {
        var stack: [SwiftScope] = []
        /// A type declaration (`class Foo: Bar`) whose body is next.
        var pendingType: String?
        /// A function, initializer or accessor whose body is next, with its parameters.
        var pendingFunction = false
        var pendingLocals: [String: String] = [:]
        var pendingUntyped: Set<String> = []
        /// Subview bindings for the next `{` (a `for … in outlet.subviews` body, a `forEach` closure).
        var pendingSubviewLocals: [String: String] = [:]
        var pendingClosureSubviewsOf: String?
        /// Member bindings for the next `{` (a `for … in collection` body).
        var pendingMemberLocals: [String: String] = [:]
    }

    mutating func scanSwift() {
        var scan = SwiftScan()
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            switch tokens[i].kind {
            case .punctuation: enterOrLeaveScope(at: i, &scan)
            case .identifier:
                if swiftDeclaration(at: i, &scan) { continue }
                swiftTextSetting(at: i, &scan)
            default: continue
            }
        }
    }

    /// A `{` opens what the tokens before announced (a type's body, a function's, a loop's or closure's); a
    /// `}` closes the innermost scope.
    private func enterOrLeaveScope(at i: Int, _ scan: inout SwiftScan) {
        if isSingle(i, UInt8(ascii: "}")) {
            if !scan.stack.isEmpty { scan.stack.removeLast() }
            return
        }
        guard isSingle(i, UInt8(ascii: "{")) else { return }
        if let name = scan.pendingType {
            scan.stack.append(SwiftScope(kind: .type(name)))
        } else if scan.pendingFunction {
            scan.stack.append(SwiftScope(kind: .function, locals: scan.pendingLocals, untypedLocals: scan.pendingUntyped))
        } else {
            var scope = SwiftScope(kind: .other)
            scope.subviewLocals = scan.pendingSubviewLocals
            scope.closureSubviewsOf = scan.pendingClosureSubviewsOf
            scope.memberLocals = scan.pendingMemberLocals
            // `{ button in`: the closure's parameter is each subview.
            if let outlet = scan.pendingClosureSubviewsOf, isIdentifier(i + 1), isText(i + 2, "in") {
                scope.subviewLocals[text(i + 1)] = outlet
                scope.untypedLocals.insert(text(i + 1))
            }
            scan.stack.append(scope)
        }
        let stack = scan.stack
        scan = SwiftScan()
        scan.stack = stack
    }

    /// Declarations: a type, a function (its typed parameters), a stored property (an outlet) or a local.
    /// Whether the token began one.
    private mutating func swiftDeclaration(at i: Int, _ scan: inout SwiftScan) -> Bool {
        let name = text(i)
        // `class Foo: Bar {`, `extension Foo {` — not `class func`, `class var`.
        if Self.typeKeywords.contains(name), isIdentifier(i + 1), !(name == "class" && Self.classMemberWords.contains(text(i + 1))) {
            typeDeclaration(at: i, &scan)
            return true
        }
        if ["func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet"].contains(name) {
            functionDeclaration(at: i, &scan)
            return true
        }
        if name == "let" || name == "var" {
            variableDeclaration(at: i, &scan)
            return true
        }
        return false
    }

    private mutating func typeDeclaration(at i: Int, _ scan: inout SwiftScan) {
        var j = i + 1
        var typeName = text(j)
        while isText(j + 1, "."), isIdentifier(j + 2) { j += 2; typeName = text(j) }
        var superclass: String?
        var k = j + 1
        if isText(k, "<") { while k < tokens.count, !isText(k, ">"), !isSingle(k, UInt8(ascii: "{")) { k += 1 }; k += 1 }
        if isText(k, ":"), isIdentifier(k + 1) {
            superclass = text(k + 1)
            // The whole list, up to the body or a `where` clause: the names at its top level.
            var depth = 0
            var m = k + 1
            while m < tokens.count, !isSingle(m, UInt8(ascii: "{")), !(depth == 0 && isText(m, "where")) {
                if isText(m, "<") { depth += 1 } else if isText(m, ">") { depth -= 1 }
                if depth == 0, isIdentifier(m), isText(m - 1, ":") || isText(m - 1, ","), !isText(m + 1, ".") { result.inherited[typeName, default: []].append(text(m)) }
                m += 1
            }
        }
        scan.pendingType = typeName
        if text(i) == "extension" { result.extensions.append(typeName) }
        if text(i) != "extension", text(i) != "protocol" { result.classes.append(ClassDeclaration(name: typeName, superclass: superclass)) }
    }

    private mutating func functionDeclaration(at i: Int, _ scan: inout SwiftScan) {
        let name = text(i)
        if name == "func", isText(i + 1, "tableView"), isText(i + 2, "("), let close = matching(i + 2),
           case .type(let typeName)? = scan.stack.last?.kind {
            for j in (i + 3)..<close where isText(j, "titleForHeaderInSection") || isText(j, "titleForFooterInSection") {
                result.sectionTitles.append(SectionTitleProvider(className: typeName, isHeader: isText(j, "titleForHeaderInSection"),
                                                                 path: file.path, location: tokens[i].location))
            }
        }
        scan.pendingFunction = true
        scan.pendingLocals = [:]
        scan.pendingUntyped = []
        var open = i + 1
        if name == "func" { open = i + 2; if isText(open, "<") { while open < tokens.count, !isText(open, ">") { open += 1 }; open += 1 } }
        if name == "init", isText(open, "?") || isText(open, "!") { open += 1 }
        guard isText(open, "("), let arguments = CallArguments.parse(file, open: open) else { return }
        for argument in arguments.arguments {
            // `_ cell: MyCell`, `cell: MyCell`, `for cell: MyCell`: the name right before the colon.
            let start = argument.range.lowerBound
            if let label = argument.label {
                // CallArguments took `cell:` as a label: the name is the label, the type follows.
                if let type = typeName(at: start) { scan.pendingLocals[label] = type } else { scan.pendingUntyped.insert(label) }
            } else if argument.range.count >= 3, isIdentifier(start + 1), isText(start + 2, ":") {
                let innerName = text(start + 1)
                if let type = typeName(at: start + 3) { scan.pendingLocals[innerName] = type } else { scan.pendingUntyped.insert(innerName) }
            }
        }
    }

    private mutating func variableDeclaration(at i: Int, _ scan: inout SwiftScan) {
        if case .type(let enclosing)? = scan.stack.last?.kind {
            outletDeclaration(at: i, className: enclosing)
            if isIdentifier(i + 1), isText(i + 2, ":"), let type = typeName(at: i + 3) { scan.stack[scan.stack.count - 1].members[text(i + 1)] = type }
            return
        }
        guard !scan.stack.isEmpty, isIdentifier(i + 1) else { return }
        let local = text(i + 1)
        let innermost = scan.stack.count - 1
        if let type = localType(declaredAt: i + 1) {
            scan.stack[innermost].locals[local] = type
        } else if isText(i + 2, "="), isText(i + 3, "self"), !isText(i + 4, "."), !isText(i + 4, "?"), !isText(i + 4, "!"),
                  let enclosing = enclosingType(scan.stack) {
            // `guard let strongSelf = self`: a closure's strong copy of a weakly captured self is the type itself.
            scan.stack[innermost].locals[local] = enclosing
        } else {
            scan.stack[innermost].untypedLocals.insert(local)
        }
        if isText(i + 2, "="), let tag = viewTag(in: (i + 3)..<statementEnd(from: i + 3)) { scan.stack[innermost].taggedLocals[local] = tag }
        // `let button = $0 as! UIButton` in a closure over an outlet's subviews.
        if isText(i + 2, "="), isText(i + 3, "$0"), let outlet = scan.stack.reversed().lazy.compactMap(\.closureSubviewsOf).first {
            scan.stack[innermost].subviewLocals[local] = outlet
        }
    }

    /// What sets a view's text: subviews iterated, a nib loaded by name, a configuration, a text property
    /// assigned, a title setter called.
    private mutating func swiftTextSetting(at i: Int, _ scan: inout SwiftScan) {
        let name = text(i)
        let stack = scan.stack
        // The type's own title in its code: `self.title = …`, or `title = …` that no local of that name hides.
        // A view controller's title is what UIKit shows in its navigation item (recorded with outlet `self`).
        if name == "title", isText(i + 1, "="), let codeClass = enclosingType(stack), let innermost = stack.last {
            if case .type = innermost.kind { return }
            let viaSelf = isText(i - 1, ".") && isText(i - 2, "self") && !isText(i - 3, ".")
            let hidden = stack.reversed().prefix { if case .type = $0.kind { return false }; return true }
                .contains { $0.locals["title"] != nil || $0.untypedLocals.contains("title") }
            let bare = !isText(i - 1, ".") && !["let", "var", "case", "guard", "if"].contains(i > 0 ? text(i - 1) : "") && !hidden
            if viaSelf || bare {
                result.assignments.append(OutletAssignment(codeClass: codeClass, outletClass: codeClass, outlet: "self", property: .title, state: nil,
                                                           value: classify((i + 2)..<statementEnd(from: i + 2)), path: file.path,
                                                           location: tokens[viaSelf ? i - 2 : i].location))
                return
            }
        }
        // `for label in labels {`: each member of what may be an outlet collection gets what the body sets.
        if isText(i - 1, "in"), isSingle(i + 1, UInt8(ascii: "{")) || ((isText(i + 1, "!") || isText(i + 1, "?")) && isSingle(i + 2, UInt8(ascii: "{"))),
           let forIndex = forLoopBinding(endingBefore: i) {
            scan.pendingMemberLocals[text(forIndex)] = name
            return
        }
        // `outlet.subviews` / `outlet.arrangedSubviews`, iterated: each subview gets what the body sets.
        if name == "subviews" || name == "arrangedSubviews", isText(i - 1, "."), isIdentifier(i - 2), !isText(i - 2, "self"),
           !isText(i - 3, ".") || (isText(i - 4, "self") && !isText(i - 5, ".")) {
            let owner = text(i - 2)
            if isText(i + 1, "."), isText(i + 2, "forEach"), isSingle(i + 3, UInt8(ascii: "{")) {
                scan.pendingClosureSubviewsOf = owner
            } else if let forIndex = forLoopBinding(endingBefore: i - 2) {
                scan.pendingSubviewLocals[text(forIndex)] = owner
            }
            return
        }
        // A nib loaded by a literal name: `UINib(nibName: "N"…)`, `init(nibName: "N"…)`, `loadNibNamed("N"…)`.
        if (name == "nibName" && isText(i + 1, ":")) || (name == "loadNibNamed" && isText(i + 1, "(")) {
            if case .literal(let literal, _) = CallArguments.value(of: (i + 2)..<(i + 3), in: file), let nib = literal.value,
               let typeName = enclosingType(stack) {
                result.nibLoads.append(NibLoad(className: typeName, nibName: nib, path: file.path, location: tokens[i].location))
                return
            }
        }
        // `button.configuration = config`: a configuration made in code brings its own title, unless it is a
        // copy of the button's own (`var config = button.configuration`).
        if name == "configuration", isText(i - 1, "."), isText(i + 1, "="), isIdentifier(i - 2) {
            let end = statementEnd(from: i + 2)
            if !valueCopiesConfiguration(of: text(i - 2), valueRange: (i + 2)..<end, before: i) {
                swiftAssignment(propertyIndex: i, property: .configurationTitle, valueRange: (i + 2)..<end, state: nil, stack: stack)
            }
            return
        }
        if let property = Self.textProperties[name], isText(i - 1, "."), isText(i + 1, "=") {
            swiftAssignment(propertyIndex: i, property: property, valueRange: (i + 2)..<statementEnd(from: i + 2), state: nil, stack: stack)
            return
        }
        // `segmentedControl.removeAllSegments()`: the storyboard's segments are gone, whatever titles code inserts then.
        if name == "removeAllSegments", isText(i - 1, "."), isText(i + 1, "("), isText(i + 2, ")") {
            swiftAssignment(propertyIndex: i, property: .segmentTitle, valueRange: i..<(i + 1), state: nil, stack: stack)
            return
        }
        // `field.uiTextFieldSetting(placeholder: "mail".localized())`: the app's own method sets the view's text.
        if viewTextSetters.setters[name] != nil, isText(i - 1, "."), isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1),
           let setter = viewTextSetters.setter(name, passing: arguments.passed.map(\.label)) {
            if let argument = arguments.passed.first(where: { $0.label == setter.label })?.argument {
                // A setter that looks its argument up shows a text only the run knows (an empty value).
                let value = setter.looksUp ? (i + 1)..<(i + 1) : argument.range
                swiftAssignment(propertyIndex: i, property: setter.property, valueRange: value, state: setter.state, stack: stack)
                return
            }
        }
        // So does one that makes its text from none of its parameters (`agreementView.setup(for: .signIn, config: config)`),
        // on a view known to be of its class: a property of this type's or a local (`self.agreementView` too, not `cell.agreementView`).
        if viewTextSetters.computedSetters[name] != nil, isText(i - 1, "."), isText(i + 1, "("), isIdentifier(i - 2),
           !isText(i - 3, ".") || (isText(i - 4, "self") && !isText(i - 5, ".")),
           let type = writtenType(of: text(i - 2), stack: stack, member: isText(i - 3, ".")),
           let setter = ViewTextSetters.computed(viewTextSetters.computedSetters, name, on: type),
           let arguments = CallArguments.parse(file, open: i + 1), setter.fits(arguments.passed.map(\.label)) {
            swiftAssignment(propertyIndex: i, property: setter.property, valueRange: (i + 1)..<(i + 1), state: setter.state, stack: stack)
            return
        }
        // `setAppearance(userInfo: info, displayNameLabel: displayNameLabel)`: the app's function sets the text of the
        // outlet it is given (a plain `name`, `self.name`, `cell.name`), to a value only the function knows.
        if let setters = viewTextSetters.parameterSetters[name], !isText(i - 1, "func"), isText(i + 1, "("),
           let arguments = CallArguments.parse(file, open: i + 1) {
            for (label, argument) in arguments.passed {
                guard let setter = setters.first(where: { $0.label == label }), let last = argument.range.last, isIdentifier(last),
                      argument.range.allSatisfy({ isIdentifier($0) || isText($0, ".") || isText($0, "?") || isText($0, "!") }) else { continue }
                swiftAssignment(propertyIndex: last + 2, property: setter.property, valueRange: (last + 1)..<(last + 1), state: setter.state, stack: stack)
            }
            return
        }
        // Combine's `publisher.assign(to: \.text, on: timestampLabel)`: the outlet shows what the publisher sends.
        if name == "assign", isText(i - 1, "."), isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1),
           let keyPath = arguments.argument(labeled: "to")?.range, let last = keyPath.last, isIdentifier(last), isText(keyPath.lowerBound, "\\"),
           let property = Self.textProperties[text(last)], let target = arguments.argument(labeled: "on")?.range, let end = target.last {
            swiftAssignment(propertyIndex: end + 2, property: property, valueRange: end..<end, state: nil, stack: stack)
            return
        }
        // A reactive binding: RxCocoa's `title.bind(to: titleLabel.rx.text)`, `.drive(nameLabel.rx.text)`, Bond's
        // `.bind(to: nameLabel.reactive.text)` (Zap's cells): the outlet shows what the stream sends.
        if name == "bind" || name == "drive", isText(i - 1, "."), isText(i + 1, "("), let arguments = CallArguments.parse(file, open: i + 1),
           let target = (arguments.argument(labeled: "to") ?? arguments.arguments.first.flatMap { $0.label == nil ? $0 : nil })?.range,
           target.count >= 5, let last = target.last, let property = Self.textProperties[text(last)], isText(last - 1, "."),
           isText(last - 2, "rx") || isText(last - 2, "reactive"), isText(last - 3, "."), isIdentifier(last - 4) {
            swiftAssignment(propertyIndex: last - 2, property: property, valueRange: last..<last, state: nil, stack: stack)
            return
        }
        guard let property = Self.swiftTitleSetters[name], isText(i - 1, "."), isText(i + 1, "("),
              let arguments = CallArguments.parse(file, open: i + 1), let value = arguments.arguments.first, value.label == nil else { return }
        // (`forSegmentAtIndex:` in Swift 2, as `setTitle(_:forSegmentAt:)` was imported then.)
        if let segment = arguments.argument(labeled: "forSegmentAt") ?? arguments.argument(labeled: "forSegmentAtIndex") {
            // A computed index (a loop over the segments) may be any segment.
            let index = Int(sourceText(segment.range).trimmingCharacters(in: .whitespaces))
            swiftAssignment(propertyIndex: i, property: .segmentTitle, valueRange: value.range, state: nil, stack: stack, segment: index)
        } else if property != .segmentTitle {
            // (`forState:` in Swift 2, as `setTitle(_:forState:)` was imported then.)
            let state = (arguments.argument(labeled: "for") ?? arguments.argument(labeled: "forState")).map { sourceText($0.range) }
            swiftAssignment(propertyIndex: i, property: property, valueRange: value.range, state: state, stack: stack)
        }
    }

    /// In `for NAME in X.subviews` / `for case let NAME as T in X.subviews`, the index of NAME, where
    /// `before` is the index of X.
    func forLoopBinding(endingBefore before: Int) -> Int? {
        guard isText(before - 1, "in") else { return nil }
        if isIdentifier(before - 2), isText(before - 3, "for") { return before - 2 }
        // `for case let NAME as T in`
        if isIdentifier(before - 2), isText(before - 3, "as"), isIdentifier(before - 4), isText(before - 5, "let"), isText(before - 6, "case"),
           isText(before - 7, "for") {
            return before - 4
        }
        return nil
    }

    /// The tag of the first `viewWithTag(n)` (Swift) or `viewWithTag:n` (Objective-C) call in `range` whose `n`
    /// is a literal or a constant of the file bound to one.
    func viewTag(in range: Range<Int>) -> Int? {
        func tag(_ i: Int) -> Int? { Int(text(i)) ?? (isIdentifier(i) ? integerConstants[text(i)] : nil) }
        var i = range.lowerBound
        while i < range.upperBound {
            if isText(i, "viewWithTag"), isText(i + 1, "("), isText(i + 3, ")"), let tag = tag(i + 2) { return tag }
            if isText(i, "viewWithTag"), isText(i + 1, ":"), let tag = tag(i + 2) { return tag }
            i += 1
        }
        return nil
    }

    func isNamed(_ i: Int, _ name: String) -> Bool { isIdentifier(i) && text(i) == name }

    func enclosingType(_ stack: [SwiftScope]) -> String? {
        stack.reversed().lazy.compactMap { scope -> String? in
            if case .type(let name) = scope.kind { return name }
            return nil
        }.first
    }

    /// Whether the value assigned to `outlet.configuration` is the button's own configuration changed
    /// (`outlet.configuration` itself, `updatedConfiguration`, or the nearest earlier `var`/`let` of that
    /// name in the file initialized from it).
    func valueCopiesConfiguration(of outlet: String, valueRange: Range<Int>, before index: Int) -> Bool {
        func mentions(_ range: Range<Int>) -> Bool {
            range.contains { isText($0, "configuration") && isText($0 - 1, ".") && (isNamed($0 - 2, outlet) || (isText($0 - 2, "?") && isNamed($0 - 3, outlet))) }
                || range.contains { isText($0, "updatedConfiguration") }
        }
        if mentions(valueRange) { return true }
        guard valueRange.count == 1, isIdentifier(valueRange.lowerBound) else { return false }
        let local = text(valueRange.lowerBound)
        var j = index - 1
        while j > 0 {
            if isNamed(j, local), isText(j - 1, "var") || isText(j - 1, "let") {
                let start = isText(j + 1, "=") ? j + 2 : j + 1
                return mentions(start..<statementEnd(from: start))
            }
            j -= 1
        }
        return false
    }

    /// The type written at `index` (`MyCell`, `MyCell!`, `Module.MyCell`), nil for anything else.
    func typeName(at index: Int) -> String? {
        var i = index
        while isIdentifier(i), ["inout", "borrowing", "consuming"].contains(text(i)) { i += 1 }
        while tokens.indices.contains(i), tokens[i].kind == .attribute { i += 1 }
        guard isIdentifier(i) else { return nil }
        var name = text(i)
        while isText(i + 1, "."), isIdentifier(i + 2) { i += 2; name = text(i) }
        return name
    }

    /// A local's type: `let cell: MyCell`, `let cell = … as! MyCell` (or Swift 1's `as MyCell`), `let cell = MyCell(…)`.
    func localType(declaredAt nameIndex: Int) -> String? {
        if isText(nameIndex + 1, ":") { return typeName(at: nameIndex + 2) }
        guard isText(nameIndex + 1, "=") else { return nil }
        let end = statementEnd(from: nameIndex + 2)
        var i = nameIndex + 2
        var depth = 0
        var cast: String?
        while i < end {
            if isOpener(i) { depth += 1 } else if isCloser(i) { depth -= 1 }
            // (`as MyCell` alone is Swift 1's forced downcast, and a plain typed conversion since.)
            if depth == 0, isText(i, "as") { cast = typeName(at: isText(i + 1, "!") || isText(i + 1, "?") ? i + 2 : i + 1) }
            i += 1
        }
        if let cast { return cast }
        // A generic helper told the type: `collectionView.dequeue(MyCell.self, for: indexPath)`,
        // `dequeueReusableCell(for: indexPath, cellType: MyCell.self)` (one capitalized `T.self` among the
        // call's arguments, as reusable-cell helpers take it).
        var metatypes = Set<String>()
        for j in (nameIndex + 2)..<end where isText(j, "self") && isText(j - 1, ".") && isIdentifier(j - 2) && !isText(j - 3, ".") {
            if let first = text(j - 2).unicodeScalars.first, first.properties.isUppercase { metatypes.insert(text(j - 2)) }
        }
        if metatypes.count == 1, isIdentifier(nameIndex + 2), let type = metatypes.first { return type }
        // `MyCell(…)` or `MyCell.init(…)`: a capitalized name called.
        if isIdentifier(nameIndex + 2), isText(nameIndex + 3, "("), let first = text(nameIndex + 2).unicodeScalars.first,
           first.properties.isUppercase, matching(nameIndex + 3) == end - 1 {
            return text(nameIndex + 2)
        }
        return nil
    }

    /// Where the expression starting at `start` ends: a `;`, a closer of an enclosing bracket, or a line
    /// break that the next token does not continue (`.member`, a binary operator) at bracket depth 0.
    func statementEnd(from start: Int) -> Int {
        var depth = 0
        var i = start
        while i < tokens.count {
            if isOpener(i) { depth += 1 } else if isCloser(i) {
                if depth == 0 { return i }
                depth -= 1
            } else if depth == 0 {
                if isText(i, ";") { return i }
                if i > start, tokens[i].line > tokens[i - 1].line, !continues(previous: i - 1, next: i) { return i }
            }
            i += 1
        }
        return i
    }

    private func continues(previous: Int, next: Int) -> Bool {
        let before = tokens[previous]
        let after = tokens[next]
        if after.kind == .punctuation, !isText(next, "!"), !isText(next, "?"), !isText(next, "@") { return true }
        if before.kind == .punctuation, !isCloser(previous), !isText(previous, "!"), !isText(previous, "?") { return true }
        return false
    }

    /// `@IBOutlet weak var name: Type!` at a type's top level.
    mutating func outletDeclaration(at varIndex: Int, className: String) {
        var j = varIndex - 1
        var isOutlet = false
        while j >= 0 {
            let token = tokens[j]
            if token.kind == .attribute {
                if file.token(token, is: "@IBOutlet") { isOutlet = true }
                j -= 1
            } else if token.kind == .identifier, Self.declarationModifiers.contains(text(j)) {
                j -= 1
            } else if isText(j, ")"), isText(j - 1, "set"), isText(j - 2, "(") {
                j -= 3
            } else {
                break
            }
        }
        guard isOutlet, isIdentifier(varIndex + 1) else { return }
        var type: String?
        var isCollection = false
        if isText(varIndex + 2, ":") {
            if isText(varIndex + 3, "[") { isCollection = true; type = typeName(at: varIndex + 4) } else { type = typeName(at: varIndex + 3) }
        }
        result.outlets.append(OutletDeclaration(className: className, property: text(varIndex + 1), type: type, isCollection: isCollection,
                                                path: file.path, location: tokens[varIndex + 1].location))
    }

    /// The class written for `name` where the scan is (a local's or a parameter's type, else a stored property's of the
    /// enclosing type; with `member`, written `self.name`, the property's), without its optionality: `AgreementTextView` for
    /// `@IBOutlet weak var agreementView: AgreementTextView!`. Nil for a local of no written type.
    func writtenType(of name: String, stack: [SwiftScope], member: Bool = false) -> String? {
        func bare(_ type: String) -> String { String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        for scope in stack.reversed() {
            if case .type = scope.kind { return scope.members[name].map(bare) }
            guard !member else { continue }
            if let type = scope.locals[name] { return bare(type) }
            if scope.untypedLocals.contains(name) { return nil }
        }
        return nil
    }

    /// Resolves the receiver before `.property` and records the assignment.
    mutating func swiftAssignment(propertyIndex: Int, property: OutletAssignment.Property, valueRange: Range<Int>, state: String?, stack: [SwiftScope],
                                  segment: Int? = nil) {
        var property = property
        let codeClass = enclosingType(stack)
        func lookup(_ name: String) -> (declared: Bool, type: String?) {
            for scope in stack.reversed() {
                if case .type = scope.kind { break }
                if let type = scope.locals[name] { return (true, type) }
                if scope.untypedLocals.contains(name) { return (true, nil) }
            }
            return (false, nil)
        }
        /// The written type of a stored property of the enclosing type (`self.popup`, or `popup` no local shadows).
        func memberType(_ name: String) -> String? {
            for scope in stack.reversed() { if case .type = scope.kind { return scope.members[name] } }
            return nil
        }
        func tagged(_ name: String) -> Int? {
            for scope in stack.reversed() {
                if case .type = scope.kind { break }
                if let tag = scope.taggedLocals[name] { return tag }
            }
            return nil
        }
        /// The outlet a local of the innermost function's scopes stands for, in the bindings `locals` names
        /// (a subview of it, a member of the collection).
        func container(_ name: String, _ locals: KeyPath<SwiftScope, [String: String]>) -> String? {
            for scope in stack.reversed() {
                if case .type = scope.kind { break }
                if let outlet = scope[keyPath: locals][name] { return outlet }
            }
            return nil
        }
        func recordTagged(_ tag: Int, start: Int) {
            guard let codeClass else { return }
            result.tagged.append(OutletAssignment(codeClass: codeClass, outletClass: codeClass, outlet: "", property: property, state: state,
                                                  value: classify(valueRange), path: file.path, location: tokens[start].location,
                                                  segment: segment, tag: tag))
        }
        var k = propertyIndex - 2
        if isText(k, "?") || isText(k, "!") { k -= 1 }
        // `button.configuration?.title = …`: the button's configuration title.
        if property == .title, isText(k, "configuration"), isText(k - 1, ".") {
            property = .configurationTitle
            k -= 2
            if isText(k, "?") || isText(k, "!") { k -= 1 }
        }
        // `(cell.viewWithTag(100) as? UILabel)?.text = …`
        if isSingle(k, UInt8(ascii: ")")) {
            var open = k - 1
            var depth = 0
            while open >= 0 {
                if isCloser(open) { depth += 1 } else if isOpener(open) { if depth == 0 { break }; depth -= 1 }
                open -= 1
            }
            if open >= 0, isSingle(open, UInt8(ascii: "(")), let tag = viewTag(in: (open + 1)..<k) { recordTagged(tag, start: open) }
            return
        }
        // `self.title = …` is the controller's own title, not an outlet's.
        guard isIdentifier(k), !isText(k, "self"), !isText(k, "super") else { return }
        let outlet = text(k)
        var start = k
        var outletClass: String?
        var receiver = outlet
        if isText(k - 1, ".") {
            var q = k - 2
            if isText(q, "?") || isText(q, "!") { q -= 1 }
            guard isIdentifier(q) else { return }
            start = q
            let owner = text(q)
            receiver = owner + "." + outlet
            // A bar button item of the controller's own navigation item (`navigationItem.backBarButtonItem?.title = …`,
            // through `self.` or not): the storyboard's item of that key in the controller's scene.
            let barItems: Set<String> = ["backBarButtonItem", "leftBarButtonItem", "rightBarButtonItem"]
            if owner == "navigationItem", barItems.contains(outlet), let codeClass,
               !isText(q - 1, ".") || (isText(q - 2, "self") && !isText(q - 3, ".")) {
                result.assignments.append(OutletAssignment(codeClass: codeClass, outletClass: codeClass, outlet: receiver, property: property,
                                                           state: state, value: classify(valueRange), path: file.path,
                                                           location: tokens[isText(q - 1, ".") ? q - 2 : q].location, segment: segment))
                return
            }
            if isText(q - 1, ".") {
                outletClass = nil
                var r = q - 2
                if isText(r, "?") || isText(r, "!") { r -= 1 }
                if isIdentifier(r) { receiver = text(r) + "." + receiver; start = r }
                // `self.popup.titleLabel.text`: through a stored property whose type is written.
                if isText(r, "self"), !isText(r - 1, ".") { outletClass = memberType(owner) }
            } else if owner == "self" {
                outletClass = codeClass
            } else {
                let local = lookup(owner)
                outletClass = local.declared ? local.type : memberType(owner)
            }
        } else {
            // A bare name: the outlet through implicit self, unless a local or parameter shadows it; a member of
            // an outlet collection the loop walks is the collection's.
            if let collection = container(outlet, \.memberLocals), let codeClass {
                result.assignments.append(OutletAssignment(codeClass: codeClass, outletClass: codeClass, outlet: collection, property: property, state: state,
                                                           value: classify(valueRange), path: file.path, location: tokens[k].location, segment: segment))
                return
            }
            if lookup(outlet).declared {
                if let tag = tagged(outlet) { recordTagged(tag, start: k) }
                if let parent = container(outlet, \.subviewLocals), let codeClass {
                    result.assignments.append(OutletAssignment(codeClass: codeClass, outletClass: codeClass, outlet: parent, property: property, state: state,
                                                               value: classify(valueRange), path: file.path, location: tokens[k].location,
                                                               segment: segment, reachesSubviews: true))
                }
                return
            }
            outletClass = codeClass
        }
        guard let outletClass, let codeClass else {
            result.unresolved.append(UnresolvedOutletAssignment(receiver: receiver, property: property, codeClass: codeClass, path: file.path,
                                                                location: tokens[start].location))
            return
        }
        result.assignments.append(OutletAssignment(codeClass: codeClass, outletClass: outletClass, outlet: outlet, property: property, state: state,
                                                   value: classify(valueRange), path: file.path, location: tokens[start].location, segment: segment))
    }
}
