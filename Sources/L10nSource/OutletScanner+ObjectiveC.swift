import L10nStrings

extension OutletScanner {
    /// Objective-C: `@interface Name : Super` / `@interface Name ()` declare properties and ivars,
    /// `@implementation Name` holds the methods; each method's `T *name` declarations and `(T *)name`
    /// parameters are its locals.
    mutating func scanObjectiveC() {
        var interfaceClass: String?
        var implementationClass: String?
        var locals: [String: String] = [:]
        var taggedLocals: [String: Int] = [:]
        // The method being read: its selector and which selector part each parameter comes with.
        var method = ObjectiveCMethod()
        // Locals that stand for an outlet: `UISegmentedControl *control = cell.segmentControl;`.
        var aliases: [String: ObjectiveCAlias] = [:]
        var depth = 0
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            let token = tokens[i]
            switch token.kind {
            case .attribute:
                if file.token(token, is: "@interface"), isIdentifier(i + 1) {
                    let name = text(i + 1)
                    interfaceClass = name
                    // `@interface Name : Super <P>`, `@interface Name () <P>`, `@interface Name (Category) <P>`.
                    var next = i + 2
                    if isText(next, ":") { next += 2 } else if isText(next, "(") {
                        while next < tokens.count, !isText(next, ")") { next += 1 }
                        next += 1
                    }
                    if isText(next, "<") {
                        result.protocolAdopters.append(name)
                        // (The protocols it adopts, as a Swift type's inherited list names them: `<UIApplicationDelegate>`.)
                        var k = next + 1
                        while k < tokens.count, !isText(k, ">"), !isText(k, "{"), !isText(k, "@end") {
                            if isIdentifier(k) { result.inherited[name, default: []].append(text(k)) }
                            k += 1
                        }
                    }
                    if isText(i + 2, ":"), isIdentifier(i + 3) {
                        result.classes.append(ClassDeclaration(name: name, superclass: text(i + 3)))
                    } else if !isText(i + 2, "(") {
                        result.classes.append(ClassDeclaration(name: name, superclass: nil))
                    }
                } else if file.token(token, is: "@implementation"), isIdentifier(i + 1) {
                    implementationClass = text(i + 1)
                    // The class's code is here even when its header is not.
                    result.classes.append(ClassDeclaration(name: text(i + 1), superclass: nil))
                    locals = [:]
                } else if file.token(token, is: "@end") {
                    interfaceClass = nil
                    implementationClass = nil
                } else if file.token(token, is: "@property"), let className = interfaceClass ?? implementationClass {
                    objectiveCProperty(at: i, className: className)
                }
            case .punctuation:
                if isSingle(i, UInt8(ascii: "{")) {
                    depth += 1
                } else if isSingle(i, UInt8(ascii: "}")) {
                    depth = max(0, depth - 1)
                } else if depth == 0, implementationClass != nil, isText(i, "-") || isText(i, "+"), isText(i + 1, "(") {
                    // A new method: its parameters start its locals.
                    locals = [:]
                    taggedLocals = [:]
                    aliases = [:]
                    method = objectiveCMethod(at: i)
                }
                // `__weak typeof(self) weakSelf = self;`, `__strong __typeof(weakSelf) strongSelf = weakSelf;`: a block's
                // copy of self is of the class itself.
                if isText(i, ")"), isIdentifier(i + 1), isText(i + 2, "=") || isText(i + 2, ";"), isIdentifier(i - 1), isText(i - 2, "("),
                   ["typeof", "__typeof", "__typeof__"].contains(text(i - 3)), let className = implementationClass {
                    let of = text(i - 1)
                    if let type = of == "self" ? className : locals[of] { locals[text(i + 1)] = type }
                }
                // `(T *)name` parameters and casts, `T *name` declarations.
                if isText(i, "*"), isIdentifier(i - 1), implementationClass != nil {
                    if isText(i + 1, ")"), isIdentifier(i + 2), isText(i - 2, "(") {
                        locals[text(i + 2)] = text(i - 1)
                    } else if isIdentifier(i + 1), isText(i + 2, "in"), isText(i - 2, "("), isText(i - 3, "for"), let className = implementationClass {
                        // `for (UILabel *label in self.fieldLabels)`: each member of an outlet collection the loop walks
                        // gets what the body sets, as the collection's.
                        locals[text(i + 1)] = text(i - 1)
                        aliases[text(i + 1)] = nil
                        if let close = matching(i - 2), close > i + 3 {
                            aliases[text(i + 1)] = outletAlias((i + 3)..<close, className: className, locals: locals, aliases: aliases)
                        }
                    } else if isIdentifier(i + 1), isText(i + 2, "=") || isText(i + 2, ";") || isText(i + 2, ",") {
                        locals[text(i + 1)] = text(i - 1)
                        aliases[text(i + 1)] = nil
                        if isText(i + 2, "="), let className = implementationClass {
                            var end = i + 3
                            while end < tokens.count, !isText(end, ";") { end += 1 }
                            if let tag = viewTag(in: (i + 3)..<end) { taggedLocals[text(i + 1)] = tag }
                            if end > i + 3, !text(i - 1).hasPrefix("NS") {
                                aliases[text(i + 1)] = outletAlias((i + 3)..<end, className: className, locals: locals)
                            }
                        }
                    }
                }
                if isSingle(i, UInt8(ascii: "[")), let className = implementationClass {
                    if let send = objectiveCSend(open: i, className: className, locals: locals, aliases: aliases) { result.sends.append(send) }
                    objectiveCMessage(open: i, className: className, locals: locals, taggedLocals: taggedLocals, aliases: aliases, method: method)
                }
            case .identifier:
                let name = text(i)
                // A local declared before and bound again, `label = (UILabel *)[cell viewWithTag:2];` (music-one's cells reuse
                // one local for each tagged label): it names what it is bound to now.
                if locals[name] != nil, isText(i + 1, "="), i > 0, isText(i - 1, ";") || isText(i - 1, "{") || isText(i - 1, "}") || isText(i - 1, ":") {
                    var end = i + 2
                    while end < tokens.count, !isText(end, ";") { end += 1 }
                    taggedLocals[name] = viewTag(in: (i + 2)..<end)
                }
                if let className = implementationClass, isText(i + 1, ":") {
                    // `- (NSString *)tableView:(UITableView *)t titleForHeaderInSection:(NSInteger)s` declares; calls sit in bodies.
                    if depth == 0, name == "titleForHeaderInSection" || name == "titleForFooterInSection" {
                        result.sectionTitles.append(SectionTitleProvider(className: className, isHeader: name == "titleForHeaderInSection",
                                                                         path: file.path, location: tokens[i].location))
                    }
                    if ["loadNibNamed", "initWithNibName", "nibWithNibName"].contains(name),
                       case .literal(let literal, _) = CallArguments.value(of: (i + 2)..<(i + 3), in: file), let nib = literal.value {
                        result.nibLoads.append(NibLoad(className: className, nibName: nib, path: file.path, location: tokens[i].location))
                    }
                }
                if name == "IBOutlet", let className = interfaceClass ?? implementationClass, !isInProperty(i) {
                    // An ivar: `IBOutlet UILabel *label;`
                    var j = i + 1
                    let type = isIdentifier(j) ? text(j) : nil
                    while j < tokens.count, !isText(j, ";"), !isIdentifier(j) || j == i + 1 { j += 1 }
                    if isIdentifier(j) {
                        result.outlets.append(OutletDeclaration(className: className, property: Self.dropUnderscore(text(j)), type: type, isCollection: false,
                                                                path: file.path, location: tokens[j].location))
                    }
                } else if let property = Self.textProperties[name], isText(i - 1, "."), isText(i + 1, "="), let className = implementationClass {
                    var end = i + 2
                    var level = 0
                    while end < tokens.count {
                        if isOpener(end) { level += 1 } else if isCloser(end) { if level == 0 { break }; level -= 1 } else if level == 0, isText(end, ";") { break }
                        end += 1
                    }
                    if isIdentifier(i - 2), !isText(i - 3, "."), let tag = taggedLocals[text(i - 2)] {
                        result.tagged.append(OutletAssignment(codeClass: className, outletClass: className, outlet: "", property: property, state: nil,
                                                              value: classify((i + 2)..<end), path: file.path, location: tokens[i - 2].location, tag: tag))
                    } else if isIdentifier(i - 2), !isText(i - 3, "."), !isText(i - 3, "->"), let part = method.parts[text(i - 2)] {
                        // `sender.text = …` where `sender` is the method's parameter: a view the caller hands over.
                        result.viewSetters.append(ObjectiveCViewSetter(className: className, selector: method.selector, part: part, property: property,
                                                                       state: nil, segment: nil, value: parameterValue((i + 2)..<end, method: method)))
                    } else {
                        objectiveCDotAssignment(propertyIndex: i, property: property, valueRange: (i + 2)..<end, className: className, locals: locals,
                                                aliases: aliases)
                    }
                }
            default:
                break
            }
        }
    }

    /// What a setter puts in its view: one of the method's parameters (the caller's argument for that part), or
    /// what `range` says.
    private func parameterValue(_ range: Range<Int>, method: ObjectiveCMethod) -> ObjectiveCViewSetter.Value {
        if range.count == 1, isIdentifier(range.lowerBound), let part = method.parts[text(range.lowerBound)] { return .parameter(part) }
        return .assigned(classify(range))
    }

    /// The selector of the method whose declaration starts at the `-` or `+` at `start`, and its parameters' parts.
    private func objectiveCMethod(at start: Int) -> ObjectiveCMethod {
        var method = ObjectiveCMethod()
        var j = start + 1
        // The return type.
        if isText(j, "("), let close = matching(j) { j = close + 1 }
        var selector = ""
        while j < tokens.count, !isSingle(j, UInt8(ascii: "{")), !isText(j, ";") {
            if isIdentifier(j), isText(j + 1, ":") {
                let part = text(j)
                selector += part + ":"
                var k = j + 2
                if isText(k, "("), let close = matching(k) { k = close + 1 }
                if isIdentifier(k) { method.parts[text(k)] = part }
                j = k + 1
            } else {
                if selector.isEmpty, isIdentifier(j) { selector = text(j) }
                j += 1
            }
        }
        method.selector = selector
        return method
    }

    /// `[self part1:arg1 part2:arg2]`, `[Utility part1:arg1 …]`: the receiving class, the selector, each part's
    /// argument that names an outlet, and what each argument is.
    private func objectiveCSend(open: Int, className: String, locals: [String: String], aliases: [String: ObjectiveCAlias]) -> ObjectiveCSend? {
        guard isIdentifier(open + 1), isIdentifier(open + 2), isText(open + 3, ":"), let close = matching(open) else { return nil }
        // A message to the class's own instance, or to a class (a capitalized name no local holds).
        let receiver = text(open + 1)
        let receiverClass: String
        if receiver == "self" { receiverClass = className } else if receiver.first?.isUppercase == true, locals[receiver] == nil { receiverClass = receiver } else { return nil }
        var selector = ""
        var arguments: [String: Range<Int>] = [:]
        var j = open + 2
        var level = 0
        var current: (part: String, start: Int)?
        while j < close {
            if isOpener(j) { level += 1 } else if isCloser(j) { level -= 1 } else if level == 0, isIdentifier(j), isText(j + 1, ":") {
                if let current { arguments[current.part] = current.start..<j }
                selector += text(j) + ":"
                current = (text(j), j + 2)
                j += 2
                continue
            }
            j += 1
        }
        guard let current else { return nil }
        arguments[current.part] = current.start..<close
        var outlets: [String: ObjectiveCAlias] = [:]
        var values: [String: AssignedValue] = [:]
        for (part, range) in arguments where !range.isEmpty {
            values[part] = classify(range)
            if let outlet = objectiveCReceiver(endingAt: range.upperBound - 1, className: className, locals: locals, aliases: aliases),
               outlet.start == range.lowerBound,
               outlet.outletClass != nil {
                outlets[part] = ObjectiveCAlias(outlet: outlet.outlet, outletClass: outlet.outletClass, text: outlet.text)
            }
        }
        guard !outlets.isEmpty else { return nil }
        return ObjectiveCSend(className: className, receiverClass: receiverClass, selector: selector, outlets: outlets, values: values,
                              location: tokens[open].location, path: file.path)
    }

    static func dropUnderscore(_ name: String) -> String { name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name }

    private func isInProperty(_ index: Int) -> Bool {
        var j = index - 1
        while j >= 0, !isText(j, ";"), !isSingle(j, UInt8(ascii: "{")), !isSingle(j, UInt8(ascii: "}")) {
            if tokens[j].kind == .attribute { return file.token(tokens[j], is: "@property") }
            j -= 1
        }
        return false
    }

    /// `@property (weak, nonatomic) IBOutlet UILabel *label;`, `IBOutletCollection(UILabel) NSArray *labels;`.
    private mutating func objectiveCProperty(at index: Int, className: String) {
        var j = index + 1
        var isOutlet = false
        var isCollection = false
        var type: String?
        var objectType: String?
        var name: Int?
        while j < tokens.count, !isText(j, ";"), tokens[j].kind != .attribute {
            if isText(j, "*"), isIdentifier(j - 1), objectType == nil { objectType = text(j - 1) }
            if isText(j, "IBOutlet") {
                isOutlet = true
                if isIdentifier(j + 1) { type = text(j + 1) }
            } else if isText(j, "IBOutletCollection") {
                isOutlet = true
                isCollection = true
                if isText(j + 1, "("), isIdentifier(j + 2) { type = text(j + 2) }
            } else if isSingle(j, UInt8(ascii: "(")), let close = matching(j) {
                j = close
            } else if isIdentifier(j) {
                name = j
            }
            j += 1
        }
        if let name, let objectType { result.objectiveCPropertyTypes[className, default: [:]][text(name)] = objectType }
        guard isOutlet, let name else { return }
        result.outlets.append(OutletDeclaration(className: className, property: text(name), type: type, isCollection: isCollection,
                                                path: file.path, location: tokens[name].location))
    }

    /// The outlet and its class for a receiver `self.R`, `self->_R`, `_R`, `R` (an ivar, unless a local),
    /// `Q.R` (Q a local of a written type) ending at `last`; the first token's index.
    private func objectiveCReceiver(endingAt last: Int, className: String, locals: [String: String],
                                    aliases: [String: ObjectiveCAlias] = [:]) -> (outlet: String, outletClass: String?, start: Int, text: String)? {
        guard isIdentifier(last), !isText(last, "self"), !isText(last, "super") else { return nil }
        let name = text(last)
        if isText(last - 1, "."), isIdentifier(last - 2) {
            let owner = text(last - 2)
            // `self.personView.nameLabel`: through a property of the class whose type the headers write.
            if isText(last - 3, "."), isText(last - 4, "self"), !isText(last - 5, "."), let type = result.objectiveCPropertyTypes[className]?[owner] {
                return (name, type, last - 4, "self." + owner + "." + name)
            }
            if isText(last - 3, ".") || isText(last - 3, "->") { return (name, nil, last - 2, owner + "." + name) }
            if owner == "self" { return (name, className, last - 2, "self." + name) }
            return (name, locals[owner], last - 2, owner + "." + name)
        }
        if isText(last - 1, "->"), isText(last - 2, "self") { return (Self.dropUnderscore(name), className, last - 2, "self->" + name) }
        if isText(last - 1, ".") || isText(last - 1, "->") { return nil }
        // A local that holds an outlet (`control = cell.segmentControl`) stands for it.
        if let alias = aliases[name] { return (alias.outlet, alias.outletClass, last, alias.text) }
        if locals[name] != nil { return nil }
        return (Self.dropUnderscore(name), className, last, name)
    }

    /// The outlet the expression `range` is, whole, when a local holding it stands for it (`cell.segmentControl`,
    /// `self.fieldLabels`, `_titleLabel`): a property of an object, or an instance variable, never a bare name.
    private func outletAlias(_ range: Range<Int>, className: String, locals: [String: String],
                             aliases: [String: ObjectiveCAlias] = [:]) -> ObjectiveCAlias? {
        guard let last = range.last, let receiver = objectiveCReceiver(endingAt: last, className: className, locals: locals, aliases: aliases),
              receiver.start == range.lowerBound, receiver.outletClass != nil,
              receiver.text.contains(".") || receiver.text.contains("->") || receiver.text.hasPrefix("_") else { return nil }
        return ObjectiveCAlias(outlet: receiver.outlet, outletClass: receiver.outletClass, text: receiver.text)
    }

    private mutating func objectiveCDotAssignment(propertyIndex: Int, property: OutletAssignment.Property, valueRange: Range<Int>, className: String,
                                                  locals: [String: String], aliases: [String: ObjectiveCAlias]) {
        // `self.title = …`: the class's own title (a view controller's navigation item title).
        if property == .title, isText(propertyIndex - 2, "self"), !isText(propertyIndex - 3, ".") {
            record(("self", className, propertyIndex - 2, "self"), property: .title, state: nil, valueRange: valueRange, className: className)
            return
        }
        guard let receiver = objectiveCReceiver(endingAt: propertyIndex - 2, className: className, locals: locals, aliases: aliases) else { return }
        record(receiver, property: property, state: nil, valueRange: valueRange, className: className)
    }

    /// `[receiver setText:value]`, `[receiver setTitle:value forState:state]`.
    /// `[param setTitle:…]` where `param` is a parameter of `method`, the method being read, sets the view its
    /// callers pass (a ``ObjectiveCViewSetter``).
    private mutating func objectiveCMessage(open: Int, className: String, locals: [String: String], taggedLocals: [String: Int],
                                            aliases: [String: ObjectiveCAlias], method: ObjectiveCMethod) {
        guard let close = matching(open) else { return }
        // The selector's first part: the last identifier before a `:` at depth 0 after the receiver.
        var j = open + 1
        var level = 0
        while j < close {
            if isOpener(j) { level += 1 } else if isCloser(j) { level -= 1 } else if level == 0, isIdentifier(j), isText(j + 1, ":"), j > open + 1 {
                break
            }
            j += 1
        }
        guard j < close else { return }
        guard let property = Self.objectiveCSetters[text(j)] else {
            bridgedSetterMessage(open: open, close: close, firstPart: j, className: className, locals: locals, aliases: aliases)
            return
        }
        if j == open + 2, isIdentifier(open + 1), let tag = taggedLocals[text(open + 1)] {
            var end = j + 2
            while end < close, !isText(end, "forState") { end += 1 }
            let state = end < close ? sourceText((end + 2)..<close) : nil
            result.tagged.append(OutletAssignment(codeClass: className, outletClass: className, outlet: "", property: property, state: state,
                                                  value: classify((j + 2)..<end), path: file.path, location: tokens[open].location, tag: tag))
            return
        }
        // The value runs to `forState:` or `forSegmentAtIndex:` (or the closing bracket) at depth 0.
        var end = j + 2
        level = 0
        var state: String?
        // `[control setTitle:… forSegmentAtIndex:1]`: a segment's title (a computed index may be any segment).
        var segment: (index: Int?, isSegment: Bool) = (nil, false)
        // The `?` of conditionals at the value's level whose `:` is still to come.
        var conditionals = 0
        while end < close {
            if level == 0, isText(end, "?") { conditionals += 1 }
            // (A conditional's `:` after a bracket it closes: `flag ? NSLocalizedString(@"a", nil) : @"b"`.)
            if isCloser(end), level == 1, isText(end + 1, ":"), conditionals > 0 { conditionals -= 1 }
            if isOpener(end) { level += 1 } else if isCloser(end) { level -= 1 } else if level == 0, isText(end + 1, ":") {
                if isText(end, "forState") {
                    state = sourceText((end + 2)..<close)
                    break
                }
                if isText(end, "forSegmentAtIndex"), property == .title {
                    segment = (Int(sourceText((end + 2)..<close).trimmingCharacters(in: .whitespaces)), true)
                    break
                }
                // Another part of the selector (the `? :` of a conditional aside): an app's own setter that takes more
                // than the text (Yasound's `[_signupButton setTitle:… textAlignment:…]`, an `UnderlinedButton` method that
                // calls `setTitle:forState:` with the normal state). The text ends there; a title is the normal state's.
                if isIdentifier(end), conditionals == 0 {
                    if property == .title || property == .attributedTitle { state = "UIControlStateNormal" }
                    break
                }
                if conditionals > 0 { conditionals -= 1 }
            }
            end += 1
        }
        if property == .text || property == .placeholder || property == .attributedText, state != nil { return }
        let set: OutletAssignment.Property = segment.isSegment ? .segmentTitle : property
        // `[self setTitle:…]`: the class's own title (a view controller's navigation item title), as `self.title = …` is.
        if set == .title, state == nil, j == open + 2, isText(open + 1, "self") {
            record(("self", className, open + 1, "self"), property: .title, state: nil, valueRange: (j + 2)..<end, className: className, at: open)
            return
        }
        if j == open + 2, isIdentifier(open + 1), let part = method.parts[text(open + 1)] {
            result.viewSetters.append(ObjectiveCViewSetter(className: className, selector: method.selector, part: part, property: set, state: state,
                                                           segment: segment.index, value: parameterValue((j + 2)..<end, method: method)))
            return
        }
        guard let receiver = objectiveCReceiver(endingAt: j - 1, className: className, locals: locals, aliases: aliases), receiver.start == open + 1 else { return }
        record(receiver, property: set, state: state, valueRange: (j + 2)..<end, className: className, at: open, segment: segment.index)
    }

    /// `[self.loginButton applyButtonStyleWithStyle:style withTitle:title]`: a Swift method of the app's own that sets its view's
    /// text (``ViewTextSetters/objectiveCSetters``), called from Objective-C on an outlet, sets the outlet's text to the argument
    /// of the selector part that brings it. `firstPart` is the index of the selector's first part.
    private mutating func bridgedSetterMessage(open: Int, close: Int, firstPart: Int, className: String, locals: [String: String],
                                               aliases: [String: ObjectiveCAlias]) {
        let computed = viewTextSetters.objectiveCComputedSetters[text(firstPart)]
        guard let named = viewTextSetters.objectiveCSetters[text(firstPart)] ?? computed?.first else { return }
        // The selector's parts at depth 0, by the index of each part's name.
        var parts: [Int] = []
        var level = 0
        for k in firstPart..<close {
            if isOpener(k) { level += 1 } else if isCloser(k) { level -= 1 } else if level == 0, isIdentifier(k), isText(k + 1, ":") { parts.append(k) }
        }
        guard let receiver = objectiveCReceiver(endingAt: firstPart - 1, className: className, locals: locals, aliases: aliases),
              receiver.start == open + 1 else { return }
        // (A method that looks its argument up, or makes its text from none of them, shows a text only the run knows: an
        // empty value.)
        let value: Range<Int>
        var setter = named
        if setter.label.isEmpty {
            // (On a view known to be of the method's class: `self.agreementView`, declared `AgreementTextView *`.)
            guard receiver.text.hasPrefix("self."), let type = result.objectiveCPropertyTypes[className]?[receiver.outlet],
                  let fitting = ViewTextSetters.computed(viewTextSetters.objectiveCComputedSetters, text(firstPart), on: type) else { return }
            setter = fitting
            value = open..<open
        } else {
            guard let index = parts.firstIndex(where: { text($0) == setter.label }) else { return }
            let argument = (parts[index] + 2)..<(index + 1 < parts.count ? parts[index + 1] : close)
            value = setter.looksUp ? argument.lowerBound..<argument.lowerBound : argument
        }
        record(receiver, property: setter.property, state: setter.state, valueRange: value, className: className, at: open)
    }

    private mutating func record(_ receiver: (outlet: String, outletClass: String?, start: Int, text: String), property: OutletAssignment.Property,
                                 state: String?, valueRange: Range<Int>, className: String, at start: Int? = nil, segment: Int? = nil) {
        let location = tokens[start ?? receiver.start].location
        guard let outletClass = receiver.outletClass else {
            result.unresolved.append(UnresolvedOutletAssignment(receiver: receiver.text, property: property, codeClass: className, path: file.path, location: location))
            return
        }
        result.assignments.append(OutletAssignment(codeClass: className, outletClass: outletClass, outlet: receiver.outlet, property: property, state: state,
                                                   value: classify(valueRange), path: file.path, location: location, segment: segment))
    }
}

/// An Objective-C method's selector (`updateViewForSettings:from:`) and the selector part of each parameter.
struct ObjectiveCMethod {
    var selector = ""
    var parts: [String: String] = [:]
}

/// A method's setting of the text of a view it takes as a parameter (the parameter's selector part).
struct ObjectiveCViewSetter: Sendable {
    enum Value: Sendable {
        /// The argument the caller passes for this selector part.
        case parameter(String)
        case assigned(AssignedValue)
    }
    var className: String
    var selector: String
    var part: String
    var property: OutletAssignment.Property
    var state: String?
    var segment: Int?
    var value: Value
}

/// A message to the sending class's instance (`self`) or to a class, that passes an outlet: the arguments
/// that name outlets, and what every argument is.
struct ObjectiveCSend: Sendable {
    var className: String
    var receiverClass: String
    var selector: String
    var outlets: [String: ObjectiveCAlias]
    var values: [String: AssignedValue]
    var location: SourceLocation
    var path = ""

    /// The assignments the messages make through the methods of `setters` (any file's) that set the text of a
    /// view they take: `[self updateViewForSettings:type from:self.sourceButton]` where
    /// `- (void)updateViewForSettings:(int)type from:(UIButton *)sender` calls `[sender setTitle:…]`, or
    /// `[Utility createBorderedButton:cell.syncButton label:NSLocalizedString(…) color:…]` whose method sets the
    /// button's title to `label` (exTVPlayer's settings buttons, Alfresco's bordered buttons).
    static func assignments(_ sends: [ObjectiveCSend], setters: [ObjectiveCViewSetter]) -> [OutletAssignment] {
        guard !setters.isEmpty, !sends.isEmpty else { return [] }
        let byMethod = Dictionary(grouping: setters) { $0.className + " " + $0.selector }
        var found: [OutletAssignment] = []
        for send in sends {
            for setter in byMethod[send.receiverClass + " " + send.selector] ?? [] {
                guard let outlet = send.outlets[setter.part], let outletClass = outlet.outletClass else { continue }
                let value: AssignedValue
                switch setter.value {
                case .assigned(let assigned): value = assigned
                case .parameter(let part): value = send.values[part] ?? .other("")
                }
                found.append(OutletAssignment(codeClass: send.className, outletClass: outletClass, outlet: outlet.outlet, property: setter.property,
                                              state: setter.state, value: value, path: send.path, location: send.location, segment: setter.segment))
            }
        }
        return found
    }
}

/// The outlet a local holds (`UISegmentedControl *control = cell.segmentControl;`).
struct ObjectiveCAlias: Sendable {
    var outlet: String
    var outletClass: String?
    var text: String
}
