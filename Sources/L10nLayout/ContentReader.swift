import L10nInterfaceBuilder
import L10nText

/// Reads what a view shows (text, font, control kind) from its IB element, with translations applied, and
/// the UIKit metrics that turn it into an intrinsic content size.
struct ContentReader {
    var translations: (String) -> String?
    var variationApplies: (String) -> Bool = { _ in false }
    /// The major `toolsVersion` of the document: controls changed size across iOS releases, and IB
    /// designs with the metrics of the SDK it shipped with (11 ≈ 15000, 14 ≈ 17000, 15 ≈ 19000).
    var toolsVersion = 100_000
    /// Image sizes from the document's `<resources>` (IB records each image it shows).
    var imageSizes: [String: Size] = [:]
    /// SF Symbols' shapes from `<resources>` (width and height with the longer side 128).
    var symbolShapes: [String: Size] = [:]

    /// The element's `fontDescription`, or the one a matching size-class variation sets instead.
    func fontNode(_ node: IBNode) -> IBNode? {
        let matching = node.children(named: "variation").filter { $0["key"] != "default" && variationApplies($0["key"] ?? "") }
        for variation in matching.reversed() {
            if let font = variation.child("fontDescription", key: "fontDescription") { return font }
        }
        return node.child("fontDescription", key: "fontDescription")
    }

    private var segmentHeight: Double { toolsVersion < 15000 ? 29 : 32 }

    func content(of node: IBNode) -> ItemContent {
        let id = node["id"] ?? ""
        switch node.name {
        case "label":
            guard var text = textContent(node, key: "text", id: id) else { return .none }
            text.numberOfLines = node["numberOfLines"].flatMap(Int.init) ?? 1
            // Interface Builder writes `adjustsFontSizeToFit="NO"` for a label whose Autoshrink is off and
            // leaves the attribute out when it is on (the corpora: "NO" 2,041 times, "YES" never; the labels
            // without it carry a minimum scale or size). Shrinking then stops at that minimum (none: no shrink).
            text.adjustsFontSizeToFitWidth = node["adjustsFontSizeToFit"] != "NO"
            // "Tighten Letter Spacing" (`adjustsLetterSpacingToFitWidth` before iOS 9).
            text.allowsTightening = node["allowsDefaultTighteningForTruncation"] == "YES" || node["adjustsLetterSpacingToFitWidth"] == "YES"
            // A label with a shadow colour draws its text again at the shadow offset (UIKit's default offset is
            // (0, -1)), and its text rect, hence its intrinsic size, grows by that offset's length each way.
            if node.children.contains(where: { $0.name == "color" && $0["key"] == "shadowColor" }) {
                let offset = node.child("size", key: "shadowOffset")
                let dx = abs(offset?["width"].flatMap(Double.init) ?? 0)
                let dy = abs(offset?["height"].flatMap(Double.init) ?? -1)
                text.padding = EdgeInsets(top: 0, left: 0, bottom: dy.isFinite ? dy : 0, right: dx.isFinite ? dx : 0)
            }
            return .text(text)
        case "button":
            return button(node, id: id)
        case "textField":
            return textField(node, id: id)
        case "textView":
            // A scrolling text view has no intrinsic size; one that does not scroll grows with its text.
            guard node["scrollEnabled"] == "NO", var text = textContent(node, key: "text", id: id) else { return .none }
            text.numberOfLines = 0
            text.lineBreakMode = .wordWrap
            text.padding = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
            return .text(text)
        case "segmentedControl":
            let font = fontSpec(node.child("fontDescription")) ?? .system(size: 13)
            let segments = node.child("segments")?.children(named: "segment") ?? []
            let texts = segments.enumerated().map { index, segment -> TextContent in
                let base = segment["title"] ?? ""
                let key = "\(id).segmentTitles[\(index)]"
                var text = TextContent(key: base.isEmpty ? nil : key, text: translations(key) ?? base, baseText: base, font: font)
                // Titles are padded 7.5 pt each side until iOS 12 (IB's stored widths: ceiled title + 15).
                let side = toolsVersion < 15000 ? 7.5 : 6
                text.padding = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
                text.minimumHeight = segmentHeight
                return text
            }
            return texts.isEmpty ? .fixed(Size(width: .nan, height: segmentHeight)) : .segments(texts)
        case "switch": return .fixed(Size(width: 49, height: 31))
        case "stepper": return .fixed(Size(width: 94, height: toolsVersion < 15000 ? 29 : 32))
        case "slider": return .fixed(Size(width: .nan, height: 31))
        case "progressView":
            // The default style is 2 pt tall until iOS 12 and 4 pt from iOS 13; the bar style (toolbars) 2.5.
            if node["progressViewStyle"] == "bar" { return .fixed(Size(width: .nan, height: 2.5)) }
            return .fixed(Size(width: .nan, height: toolsVersion < 15000 ? 2 : 4))
        case "activityIndicatorView":
            let large = node["style"] == "large" || node["style"] == "whiteLarge"
            return .fixed(Size(width: large ? 37 : 20, height: large ? 37 : 20))
        case "pageControl": return .fixed(Size(width: .nan, height: toolsVersion < 17000 ? 37 : toolsVersion < 19000 ? 27.5 : 26))
        case "searchBar": return .fixed(Size(width: .nan, height: node["searchBarStyle"] == "minimal" ? 56 : 56))
        case "navigationBar": return .fixed(Size(width: .nan, height: 44))
        case "toolbar": return .fixed(Size(width: .nan, height: 44))
        case "tabBar": return .fixed(Size(width: .nan, height: 49))
        case "datePicker":
            return node["datePickerMode"] == nil || node["style"] == "wheels" ? .fixed(Size(width: 320, height: 216)) : .none
        case "pickerView": return .fixed(Size(width: 320, height: 216))
        case "imageView":
            guard let size = imageSize(of: node) else { return .none }
            return .fixed(size)
        default: return .none
        }
    }

    /// The size of the image an image view or a button state shows: an asset image's size, or an SF
    /// Symbol's. A symbol is drawn at the body font (17 pt) with its longer side 20 pt at the medium scale,
    /// about 0.73 of that small and 1.3 large (as IB stores symbol image views: 20×19 for a circle, 18×20
    /// for `doc`, 10.67×13.67 for a small `chevron.right`), scaled with a configured point size or font.
    func imageSize(of node: IBNode, configuredBy owner: IBNode? = nil) -> Size? {
        let reference = node.child("imageReference", key: "image")
        guard let name = node["image"] ?? reference?["image"] else { return nil }
        if let size = imageSizes[name] { return size }
        guard let shape = symbolShapes[name] else { return nil }
        let configuration = (owner ?? node).child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
        var pointSize = 17.0
        if let size = configuration?["pointSize"].flatMap(Double.init), size > 0 {
            pointSize = size
        } else if let font = fontSpec(configuration?.child("fontDescription", key: "fontDescription")) {
            pointSize = font.pointSize
        }
        let scale: Double
        switch configuration?["scale"] ?? reference?["symbolScale"] {
        case "small": scale = 0.73
        case "large": scale = 1.3
        default: scale = 1
        }
        let longest = 20 * scale * pointSize / 17
        let side = max(shape.width, shape.height)
        return Size(width: longest * shape.width / side, height: longest * shape.height / side)
    }

    /// A text property stored as an attribute (`text="…"`) or a `<string key="text">` child.
    func textContent(_ node: IBNode, key property: String, id: String) -> TextContent? {
        // Attributed text (`<attributedString key="attributedText">`) is not measured; a comment for
        // translators (`key="userComments"`) is not text.
        guard node.child("attributedString", key: "attributedText") == nil else { return nil }
        let base = node[property] ?? node.child("string", key: property)?.text ?? ""
        let key = "\(id).\(property)"
        let shown = translations(key) ?? base
        var text = TextContent(
            key: base.isEmpty ? nil : key, text: shown, baseText: base,
            font: fontSpec(fontNode(node)) ?? .system(size: 17))
        text.alignment = node["textAlignment"] ?? "natural"
        text.lineBreakMode = node["lineBreakMode"].flatMap(Self.lineBreakMode) ?? .truncatingTail
        text.adjustsFontSizeToFitWidth = node["adjustsFontSizeToFit"] == "YES"
        if let scale = node["minimumScaleFactor"].flatMap(Double.init) {
            text.minimumScaleFactor = scale
        } else if let minimum = node["minimumFontSize"].flatMap(Double.init), let size = node.child("fontDescription")?["pointSize"].flatMap(Double.init), size > 0 {
            text.minimumScaleFactor = minimum / size
        }
        text.preferredMaxLayoutWidth = node["preferredMaxLayoutWidth"].flatMap(Double.init)
        return text
    }

    private func button(_ node: IBNode, id: String) -> ItemContent {
        switch node["buttonType"] {
        case "infoLight", "infoDark", "detailDisclosure", "contactAdd":
            // The system's info and add buttons: a 22 pt glyph until iOS 12; from iOS 13 an SF Symbol that
            // measures 25.6 pt (25.67 on @3x screens, 26 on @2x).
            let side = toolsVersion < 15000 ? 22 : 25.6
            return .fixed(Size(width: side, height: side))
        default: break
        }
        if let configuration = node.child("buttonConfiguration", key: "configuration") {
            let plain = configuration["title"] ?? ""
            let key = "\(id).configuration.title"
            // UIButton.Configuration: body text, 12 pt leading/trailing and 7 pt top/bottom by default. (An attributed
            // title as a classic button's: ``attributedTitle(_:)``.)
            var base = plain, shown = translations(key) ?? plain
            var font = fontSpec(configuration.child("fontDescription")) ?? .system(size: 17)
            if plain.isEmpty, let attributed = configuration.child("attributedString", key: "attributedTitle") {
                guard let title = Self.attributedTitle(attributed) else { return .none }
                (base, shown, font) = (title.text, title.text, title.font)
            }
            var text = TextContent(key: plain.isEmpty ? nil : key, text: shown, baseText: base, font: font)
            var insets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
            if let custom = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                insets = EdgeInsets(
                    top: custom["top"].flatMap(Double.init) ?? 0, left: custom["leading"].flatMap(Double.init) ?? 0,
                    bottom: custom["bottom"].flatMap(Double.init) ?? 0, right: custom["trailing"].flatMap(Double.init) ?? 0)
            }
            // The configuration's image sits beside the title (leading by default, `imagePadding` apart) or
            // above or below it; the content insets surround both, and an image alone is the whole content.
            if let image = imageSize(of: configuration, configuredBy: node) {
                guard !base.isEmpty else {
                    return .fixed(Size(width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom))
                }
                let gap = configuration["imagePadding"].flatMap(Double.init) ?? 0
                switch configuration["imagePlacement"] {
                case "top": insets.top += image.height + gap
                case "bottom": insets.bottom += image.height + gap
                case "trailing": insets.right += image.width + gap
                default: insets.left += image.width + gap
                }
                text.minimumHeight = image.height + insets.top + insets.bottom
                if configuration["imagePlacement"] == "top" || configuration["imagePlacement"] == "bottom" {
                    text.minimumWidth = image.width + insets.left + insets.right
                    text.minimumHeight = 0
                }
            }
            text.padding = insets
            // Its title wraps by default (`titleLineBreakMode` is word wrapping), on as many lines as it takes:
            // xikolo's 96 pt tall recap button holds three lines of English. A truncating mode keeps it to one.
            text.lineBreakMode = configuration["titleLineBreakMode"].flatMap(Self.lineBreakMode) ?? .wordWrap
            if text.lineBreakMode == .wordWrap || text.lineBreakMode == .charWrap { text.numberOfLines = 0 }
            return .text(text)
        }
        let normal = node.children(named: "state").first { $0["key"] == "normal" }
        let key = "\(id).normalTitle"
        // Without a font of its own a button draws its title in UIButton's default: 15 pt for the system
        // button types, 18 pt for a custom button (`buttonType` absent).
        let defaultSize: Double = node["buttonType"] == nil || node["buttonType"] == "custom" ? 18 : 15
        var font = fontSpec(node.child("fontDescription", key: "fontDescription")) ?? .system(size: defaultSize)
        let plain = normal?["title"] ?? ""
        var base = plain, shown = translations(key) ?? plain
        // An attributed title shows as the document writes it, in every language: ibtool exports no attributed string, and a
        // title's translation left in a table from before (BookMyDr's "أضف موعد" for a button whose "Add an appointment"
        // became attributed) sets a plain title the attributed one hides. Its runs are measured in their one font; runs
        // of several fonts, or of one the document does not spell out, are not measured, as a label's attributed text is not.
        if base.isEmpty, let attributed = normal?.child("attributedString", key: "attributedTitle") {
            guard let title = Self.attributedTitle(attributed) else { return .none }
            (base, shown, font) = (title.text, title.text, title.font)
        }
        var text = TextContent(key: plain.isEmpty ? nil : key, text: shown, baseText: base, font: font)
        text.lineBreakMode = node["lineBreakMode"].flatMap(Self.lineBreakMode) ?? .truncatingMiddle
        // A button whose title wraps (IB's Line Break "Word Wrap" or "Character Wrap") shows it on as many
        // lines as it takes: UIButton lifts its title label's one-line limit for a wrapping mode.
        if text.lineBreakMode == .wordWrap || text.lineBreakMode == .charWrap { text.numberOfLines = 0 }
        text.alignment = node["contentHorizontalAlignment"] ?? "center"
        text.sizedInWholePoints = true
        var padding = EdgeInsets.zero
        if let inset = node.child("inset", key: "contentEdgeInsets") {
            padding = EdgeInsets(
                top: inset["minY"].flatMap(Double.init) ?? 0, left: inset["minX"].flatMap(Double.init) ?? 0,
                bottom: inset["maxY"].flatMap(Double.init) ?? 0, right: inset["maxX"].flatMap(Double.init) ?? 0)
        }
        let image = normal.flatMap { imageSize(of: $0, configuredBy: node) }
        if base.isEmpty {
            // An image-only button is as large as its image plus its content insets.
            if let image {
                let isSymbol = normal.flatMap { $0["image"] }.map { imageSizes[$0] == nil } ?? false
                if isSymbol, node["buttonType"] == nil || node["buttonType"] == "custom" {
                    // A symbol sits on a line of the (empty) title's font in a custom button: the button is
                    // at least that line tall (18 pt → 22 pt: chevrons, circles and squares are all stored
                    // 22 pt tall), and as wide as the symbol.
                    text.padding = padding
                    text.minimumWidth = image.width + padding.left + padding.right
                    text.minimumHeight = image.height + padding.top + padding.bottom
                    return .text(text)
                }
                return .fixed(Size(width: image.width + padding.left + padding.right, height: image.height + padding.top + padding.bottom))
            }
            // With neither title nor image a button is one line of its title font tall plus its padding
            // (6 pt above and below, or its insets) and at least 30 pt wide: 30×30 for a system button at
            // 15 pt, 30×34 for a custom one at 18 pt.
            text.padding = padding == .zero ? EdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : padding
            text.minimumWidth = 30
            return .text(text)
        }
        // Without content insets a button pads its title 6 pt above and below (15 pt text → 30 pt tall);
        // any inset replaces that padding (the well-known 0.01 pt inset that removes it).
        let defaultPadding = padding == .zero ? 6.0 : 0
        padding.top += defaultPadding
        padding.bottom += defaultPadding
        if let image {
            // Image beside the title: the image's width adds up, its height sets a minimum.
            padding.left += image.width
            text.minimumHeight = image.height + padding.top + padding.bottom - 2 * defaultPadding
        }
        text.padding = padding
        if let inset = node.child("inset", key: "titleEdgeInsets") {
            text.drawnInset = (inset["minX"].flatMap(Double.init) ?? 0) + (inset["maxX"].flatMap(Double.init) ?? 0)
        }
        // A titled button is at least 30 pt wide ("+" or "OK" buttons keep a 30 pt touch target).
        text.minimumWidth = 30
        return .text(text)
    }

    private func textField(_ node: IBNode, id: String) -> ItemContent {
        let font = fontSpec(node.child("fontDescription", key: "fontDescription")) ?? .system(size: 14)
        var content: TextContent
        if let text = textContent(node, key: "text", id: id), !text.text.isEmpty {
            content = text
        } else if var placeholder = textContent(node, key: "placeholder", id: id) {
            placeholder.isPlaceholder = true
            content = placeholder
        } else {
            content = TextContent(key: nil, text: "", baseText: "", font: font)
        }
        content.font = font
        content.lineBreakMode = .truncatingTail
        // As for labels: IB leaves the attribute out when "Adjust to Fit" is on (a new field's default), and
        // the field shrinks down to its minimum font size.
        content.adjustsFontSizeToFitWidth = node["adjustsFontSizeToFit"] != "NO"
        if let minimum = node["minimumFontSize"].flatMap(Double.init), font.pointSize > 0, minimum < font.pointSize {
            content.minimumScaleFactor = minimum / font.pointSize
        }
        switch node["borderStyle"] ?? "none" {
        case "roundedRect" where toolsVersion >= 15000:
            // From iOS 13 a rounded-rect field is at least 34 pt tall, its line plus 12 above that (IB's
            // stored heights: 34 at 12, 14, 17 and 18 pt in documents of Xcode 12 and later, 30 at 14 pt
            // before); the exact height is set when measuring.
            content.padding = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
            content.minimumHeight = 34
            content.fieldLinePadding = 12
        case "roundedRect", "bezel", "line":
            // Bordered fields add 13 pt to the line (17 pt text → 34, 14 pt → 30); the exact height is
            // set when measuring.
            content.padding = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
            content.fieldLinePadding = 13
        default:
            // A borderless field is its line tall, in whole points; in documents of Xcode 14 and later one
            // point more, unless it hides what is typed (IB's stored heights: 17 pt text → 22, 16 → 21,
            // 18 → 23, 20 → 25, 28 → 35; secure fields 14 → 17, 18 → 22; Xcode 10: 17 → 21).
            let secure = node.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES"
            if toolsVersion >= 21000, !secure { content.fieldLinePadding = 1 }
        }
        return .text(content)
    }

    func fontSpec(_ node: IBNode?) -> FontSpec? {
        guard let node else { return nil }
        return FontSpec(
            ibType: node["type"], weight: node["weight"], pointSize: node["pointSize"].flatMap(Double.init),
            name: node["name"], family: node["family"], style: node["style"])
    }

    /// An attributed title's text and its runs' one font (`<font key="NSFont" size="24" name="TrebuchetMS"/>`, or the
    /// system font at a size); nil when its runs have several fonts or one the document does not spell out (`metaFont=
    /// "smallSystem"`, none at all).
    static func attributedTitle(_ attributed: IBNode) -> (text: String, font: FontSpec)? {
        let runs = attributed.children(named: "fragment")
        let fonts = runs.map { run -> FontSpec? in
            guard let font = run.child("attributes")?.children.first(where: { $0.name == "font" && $0["key"] == "NSFont" }),
                  let size = font["size"].flatMap(Double.init), font["name"] != nil || font["metaFont"] == "system" else { return nil }
            return FontSpec(ibType: font["name"] == nil ? "system" : nil, weight: nil, pointSize: size, name: font["name"], family: nil, style: nil)
        }
        guard let first = fonts.first ?? nil, fonts.allSatisfy({ $0 == first }) else { return nil }
        return (runs.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined(), first)
    }

    static func lineBreakMode(_ ib: String) -> LineBreakMode? {
        switch ib {
        case "wordWrap": return .wordWrap
        case "characterWrap": return .charWrap
        case "clip": return .clip
        case "headTruncation": return .truncatingHead
        case "middleTruncation": return .truncatingMiddle
        case "tailTruncation": return .truncatingTail
        default: return nil
        }
    }
}
