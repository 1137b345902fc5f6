import L10nStrings
import L10nLayout
import L10nReport
import L10nText

/// `layout --format json`, in the shape DESIGN.md fixes.
enum LayoutJSON {
    /// Frames sit on a pixel grid; four decimals say all there is (20.3333, not 20.333333333333332).
    static func num(_ value: Double) -> JSONValue { .number((value * 10000).rounded() / 10000) }

    static func encode(_ layout: DocumentLayout, path: String) -> String {
        var members: [(String, JSONValue)] = [("document", .string(path))]
        members.append(("device", device(layout)))
        members.append(("language", layout.language.map(JSONValue.string) ?? .null))
        members.append(("rightToLeft", .bool(layout.rightToLeft)))
        members.append(("platform", .string(layout.platform.rawValue)))
        if let reason = layout.notLaidOut { members.append(("notLaidOut", .string(reason))) }
        members.append(("scenes", .array(layout.scenes.map(scene))))
        return JSONValue.object(members).serialized() + "\n"
    }

    static func device(_ layout: DocumentLayout) -> JSONValue {
        let d = layout.device
        return .object([
            ("id", .string(d.id)), ("name", .string(d.name)), ("orientation", .string(d.orientation.rawValue)),
            ("width", .number(d.size.width)), ("height", .number(d.size.height)),
            ("contentSize", .string(layout.contentSize.shortName)),
        ])
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", num(r.x)), ("y", num(r.y)), ("width", num(r.width)), ("height", num(r.height))])
    }

    static func scene(_ scene: SceneLayout) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(scene.id)), ("name", .string(scene.name)), ("rootView", .string(scene.rootViewID)),
            ("safeArea", rect(scene.safeArea)),
        ]
        members.append(("views", .array(scene.views.map(view))))
        members.append(("brokenConstraints", .array(scene.brokenConstraints.map { broken in
            .object([
                ("id", .string(broken.id)), ("constraint", .string(broken.description)),
                ("line", .number(Double(broken.line))), ("column", .number(Double(broken.column))),
                ("conflictsWith", .array(broken.conflictingIDs.map(JSONValue.string))),
            ])
        })))
        return .object(members)
    }

    static func view(_ view: ViewLayout) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(view.id)), ("class", .string(view.customClass ?? view.className)),
            ("frame", rect(view.frame)),
        ]
        if view.customClass != nil { members.append(("baseClass", .string(view.className))) }
        if let parent = view.parentID { members.append(("parent", .string(parent))) }
        if view.isHidden { members.append(("hidden", .bool(true))) }
        members.append(("placement", .string(view.placement.rawValue)))
        // The constraints on this view that its width and height move with: why it is this size.
        func references(_ list: [LayoutConstraintReference]) -> JSONValue {
            .array(list.map { .object([("id", .string($0.id)), ("origin", .string($0.origin))]) })
        }
        members.append(("determinedBy", .object([
            ("width", references(view.widthDeterminedBy)), ("height", references(view.heightDeterminedBy)),
        ])))
        if let text = view.texts.first {
            members.append(("text", self.text(text)))
        }
        if view.texts.count > 1 { members.append(("segments", .array(view.texts.map(self.text)))) }
        return .object(members)
    }

    static func text(_ text: TextResult) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let key = text.key { members.append(("key", .string(key))) }
        members.append(("value", .string(text.text)))
        members.append(("lines", .array(text.layout.lines.map { .string($0.text) })))
        members.append(("truncated", .bool(text.layout.isTruncated)))
        members.append(("visibleText", .string(text.layout.visibleText)))
        members.append(("width", num(text.layout.naturalWidth)))
        members.append(("availableWidth", num(text.availableWidth)))
        if text.layout.fontScale < 1 { members.append(("fontScale", num(text.layout.fontScale))) }
        return .object(members)
    }
}

/// `layout --format text`: one line per view, indented by depth.
enum LayoutText {
    static func render(_ layout: DocumentLayout, path: String) -> String {
        var out = "\(path) — \(layout.language ?? "base") on \(layout.device.name) \(layout.device.orientation.rawValue), \(fmtNumber(layout.device.size.width))×\(fmtNumber(layout.device.size.height))\n"
        if let reason = layout.notLaidOut { out += "not laid out: \(reason)\n" }
        for scene in layout.scenes {
            out += "\nscene \(scene.id) \(scene.name)\n"
            var depth: [String: Int] = [:]
            for view in scene.views {
                let d = view.parentID.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
                depth[view.id] = d
                let f = view.frame
                var line = String(repeating: "  ", count: d + 1)
                line += "\(view.element) \(view.id) (\(fmtNumber(f.x)), \(fmtNumber(f.y)), \(fmtNumber(f.width)), \(fmtNumber(f.height)))"
                if let text = view.texts.first {
                    line += " \"\(text.layout.visibleText)\""
                    if text.layout.isTruncated { line += " [truncated: needs \(fmtNumber(text.layout.naturalWidth)) pt, has \(fmtNumber(text.availableWidth))]" }
                }
                if view.isHidden { line += " hidden" }
                out += line + "\n"
            }
            for broken in scene.brokenConstraints {
                out += "  broken: \(broken.description) [\(broken.id)]\n"
            }
        }
        return out
    }

    static func fmtNumber(_ v: Double) -> String {
        let rounded = (v * 10000).rounded() / 10000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
