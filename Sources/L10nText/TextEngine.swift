import Foundation

/// Measures text as UIKit's UILabel would: fonts resolved like iOS (SF or its calibrated stand-in,
/// Dynamic Type, custom fonts, per-character fallback), HarfBuzz shaping, ICU line breaking and bidi.
///
/// Thread-safe: shaping runs outside the locks, caches are shared.
public final class TextEngine: @unchecked Sendable {
    let catalog: FontCatalog
    private let lock = NSLock()
    private var cascades: [CascadeKey: FontCascade] = [:]
    private var nextCascadeID = 0
    /// Shaped strings, split in shards with their own locks so threads rarely wait for each other.
    private let shards: [CacheShard] = (0..<16).map { _ in CacheShard() }
    /// Where Apple's SF Pro was found, when it was (then no calibration is applied).
    let realSystemFontName: String?

    /// - Parameters:
    ///   - fontDirectories: extra folders searched for fonts by PostScript name (`--font-dir`); they win
    ///     over system folders.
    ///   - environment: `L10NLAYOUT_FONT_PATH` (colon-separated folders) and `HOME` (for ~/Library/Fonts).
    /// - Throws: ``TextEngineError/missingDefaultFonts(_:)`` when neither SF nor the Debian stand-in
    ///   (fonts-inter) is installed.
    public init(fontDirectories: [URL] = [], environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        var directories = fontDirectories
        if let path = environment["L10NLAYOUT_FONT_PATH"] {
            directories += path.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        if let home = environment["HOME"] { directories.append(URL(fileURLWithPath: home + "/Library/Fonts", isDirectory: true)) }
        directories += ["/Library/Fonts", "/System/Library/Fonts"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        let catalog = FontCatalog(directories: directories)
        self.catalog = catalog
        realSystemFontName = ["SFPro-Regular", "SFProText-Regular", "SFNS-Regular", ".SFNS-Regular"].first {
            catalog.font(postScriptName: $0) != nil
        }
        if realSystemFontName == nil, catalog.debian("opentype/inter/Inter-Regular.otf") == nil {
            throw TextEngineError.missingDefaultFonts("neither SF Pro nor Inter found; install fonts-inter (make deps) or pass --font-dir with SF-Pro.ttf")
        }
    }

    /// Makes the fonts under a project folder (.ttf/.otf/.ttc anywhere below it) available by PostScript name.
    public func registerProjectFonts(in directory: URL) {
        catalog.register(directory: directory)
    }

    /// Makes these font files (`.ttf`, `.otf`, `.ttc`, `.otc`) available by PostScript name, as an app's
    /// bundled fonts are; the first file to name a face wins.
    public func registerFonts(_ files: [URL]) {
        catalog.register(files: files.map(\.path))
    }

    func clearCache() {
        for shard in shards {
            shard.lock.lock()
            shard.pieces.removeAll()
            shard.hits = 0
            shard.misses = 0
            shard.lock.unlock()
        }
    }

    /// Cache hits and misses of shaped strings since the engine was made (or the last reset).
    public var cacheStatistics: (hits: Int, misses: Int) {
        var total = (hits: 0, misses: 0)
        for shard in shards {
            shard.lock.lock()
            total.hits += shard.hits
            total.misses += shard.misses
            shard.lock.unlock()
        }
        return total
    }

    /// The point size a font has at a content size category (text styles follow Apple's table; fixed
    /// sizes do not scale, as in UIKit without `adjustsFontForContentSizeCategory`).
    public func resolvedPointSize(of font: FontSpec, contentSize: ContentSizeCategory) -> Double {
        if case .textStyle(let style) = font.kind { return DynamicTypeTable.pointSize(of: style, at: contentSize) }
        return font.pointSize
    }

    /// UIFont.lineHeight of the font (ascender + descender + line gap), unrounded.
    public func lineHeight(of font: FontSpec, contentSize: ContentSizeCategory) -> Double {
        let metrics = resolve(font, size: resolvedPointSize(of: font, contentSize: contentSize), language: nil).cascade.verticalMetrics
        return (metrics.ascender + metrics.descender + metrics.lineGap) * resolvedPointSize(of: font, contentSize: contentSize)
    }

    /// How much narrower than its natural width tightening may draw a line: the text system's default
    /// (`NSParagraphStyle.tighteningFactorForTruncation`, 0.05).
    public static let tighteningFactor = 0.05

    /// Lays `text` out as a UILabel with these options would.
    public func measure(_ text: String, font: FontSpec, options: MeasureOptions) -> TextLayout {
        let size = resolvedPointSize(of: font, contentSize: options.contentSize)
        var resolved = resolve(font, size: size, language: options.language)
        if case .custom = font.kind, !resolved.warnings.isEmpty { resolved.standInWidthScale = options.missingFontWidthScale }
        // Text styles set their lines further apart than the font's line height (UIFont.leading).
        let spacing: (Double) -> Double? = { pointSize in
            guard case .textStyle(let style) = font.kind else { return nil }
            return DynamicTypeTable.lineSpacing(of: style) * pointSize / DynamicTypeTable.pointSize(of: style, at: .large)
        }
        // A single line a little too wide is tightened instead of truncated, when the label allows it.
        func layOut(at size: Double) -> TextLayout {
            let layout = self.layOut(text, resolved: resolved, size: size, options: options, lineSpacing: spacing(size))
            guard options.allowsTightening, options.numberOfLines == 1, layout.isTruncated, let width = options.width else { return layout }
            var wider = options
            wider.width = width * (1 + Self.tighteningFactor)
            var tightened = self.layOut(text, resolved: resolved, size: size, options: wider, lineSpacing: spacing(size))
            guard !tightened.isTruncated else { return layout }
            tightened.size.width = min(tightened.size.width, layout.size.width)
            return tightened
        }
        var layout = layOut(at: size)
        // What UILabel shrinks for: text cut at the width or beyond its lines, and, with several lines, wrapped
        // text taller than the label.
        func overflows(_ attempt: TextLayout) -> Bool {
            attempt.isTruncated || options.fittingHeight.map { options.numberOfLines != 1 && attempt.size.height > $0 + 0.5 } ?? false
        }
        if options.adjustsFontSizeToFitWidth, overflows(layout), options.width != nil,
           options.minimumScaleFactor > 0, options.minimumScaleFactor < 1 {
            var low = options.minimumScaleFactor, high = 1.0
            var best = layOut(at: size * low)
            if !overflows(best) {
                for _ in 0..<14 {
                    let middle = (low + high) / 2
                    let attempt = layOut(at: size * middle)
                    if overflows(attempt) { high = middle } else { low = middle; best = attempt }
                }
            }
            best.fontScale = best.pointSize / size
            best.shrunkWidth = best.naturalWidth
            best.naturalWidth = layout.naturalWidth
            // Shrinking changes what is drawn, not the label's size: its intrinsic size is the full font's
            // (IB's stored frames of autoshrinking two-line labels keep the full line height).
            best.drawnHeight = best.size.height
            best.size = layout.size
            layout = best
        }
        layout.warnings = resolved.warnings + layout.warnings
        return layout
    }

    // MARK: - Font resolution

    struct ResolvedFont {
        var cascade: FontCascade
        var weight: FontWeight
        var warnings: [String]
        /// Scale on the stand-in's advances when it replaces a custom font that is not installed.
        var standInWidthScale = 1.0
    }

    func resolve(_ font: FontSpec, size: Double, language: String?) -> ResolvedFont {
        var warnings: [String] = []
        var custom: HarfBuzzShaper?
        if case .custom(let name, let family) = font.kind {
            custom = catalog.font(postScriptName: name)
                ?? InstalledFontEquivalents.files[name].flatMap { catalog.debian($0) }
            if custom == nil {
                warnings.append("font '\(name)'\(family.map { " (\($0))" } ?? "") not found in the project or font directories; measured with the system font")
            }
        }
        let weight = font.weight
        let key = CascadeKey(custom: custom.map { "\($0.path)#\($0.faceIndex)" }, weight: weight, italic: font.isItalic, display: size >= 28, language: language)
        lock.lock()
        if let cascade = cascades[key] { lock.unlock(); return ResolvedFont(cascade: cascade, weight: weight, warnings: warnings) }
        // Ids are never reused: the shaped-string cache is keyed by them.
        nextCascadeID += 1
        let id = nextCascadeID
        lock.unlock()
        let cascade = makeCascade(id: id, custom: custom, weight: weight, italic: font.isItalic, display: size >= 28, language: language)
        lock.lock()
        let stored = cascades[key] ?? cascade
        cascades[key] = stored
        lock.unlock()
        return ResolvedFont(cascade: stored, weight: weight, warnings: warnings)
    }

    private func makeCascade(id: Int, custom: HarfBuzzShaper?, weight: FontWeight, italic: Bool, display: Bool, language: String?) -> FontCascade {
        var faces: [HarfBuzzShaper] = []
        var standIn = false
        if let custom { faces.append(custom) }
        if let real = realSystemFontName.flatMap({ catalog.font(postScriptName: $0, variations: ["wght": Double(weight.openTypeWeight)]) }) {
            faces.append(real)
        } else if let inter = interFace(weight: weight, italic: italic, display: display) {
            standIn = custom == nil
            faces.append(inter)
        }
        // Apple's own fallbacks first when installed (macOS, or copied into --font-dir), as on iOS.
        let cjk = FontCascadeLanguage.cjkFaceIndex(language)
        let appleCJK = cjk == 0 ? "HiraginoSans-W3" : cjk == 1 ? "AppleSDGothicNeo-Regular" : cjk == 3 ? "PingFangTC-Regular" : cjk == 4 ? "PingFangHK-Regular" : "PingFangSC-Regular"
        for name in ["SFArabic-Regular", "SFHebrew-Regular", appleCJK] {
            if let shaper = catalog.font(postScriptName: name, variations: ["wght": Double(weight.openTypeWeight)]) { faces.append(shaper) }
        }
        let bold = weight.openTypeWeight >= 600
        let fallbacks: [(String, Int)] = [
            ("truetype/noto/NotoSansArabicUI-\(bold ? "Bold" : "Regular").ttf", 0),
            ("truetype/noto/NotoSansHebrew-\(bold ? "Bold" : "Regular").ttf", 0),
            ("opentype/noto/NotoSansCJK-\(bold ? "Bold" : "Regular").ttc", FontCascadeLanguage.cjkFaceIndex(language)),
            ("truetype/noto/NotoSansThaiUI-\(bold ? "Bold" : "Regular").ttf", 0),
            ("truetype/noto/NotoSansDevanagariUI-\(bold ? "Bold" : "Regular").ttf", 0),
        ] + TextEngine.scriptFallbacks.map { (TextEngine.scriptFallbackPath($0, bold: bold), 0) } + [
            ("truetype/noto/NotoSans-\(bold ? "Bold" : "Regular").ttf", 0),
            ("truetype/dejavu/DejaVuSans\(bold ? "-Bold" : "").ttf", 0),
        ]
        for (path, face) in fallbacks {
            if let shaper = catalog.debian(path, face: face) { faces.append(shaper) }
        }
        return FontCascade(id: id, faces: faces, primaryIsStandIn: standIn, primaryIsSystem: custom == nil, language: language,
                           standInScale: SystemFontMetrics.interScale(weight),
                           primaryVerticalMetrics: custom.flatMap { InstalledFontEquivalents.verticalMetrics(ofFile: $0.path) })
    }

    /// Fonts for the scripts iOS draws with its own per-script faces (Kohinoor, the Sangam MN family,
    /// Kailasa, Euphemia UCAS, Noto Sans Myanmar/Kannada/Oriya…), each stood in for by Noto's UI cut where one
    /// exists: without them Sinhala, Tamil, Khmer, Myanmar or Tibetan text falls through to a font with no glyphs
    /// and is measured with .notdef boxes, one box per vowel sign and subjoined letter. Noto has Tibetan in its
    /// serif family only (`serif`). Order does not matter among them (their scripts do not overlap); they come
    /// before Noto Sans and DejaVu, which cover a few of these scripts' punctuation or none of their letters.
    static let scriptFallbacks: [(name: String, ui: Bool, hasBold: Bool, serif: Bool)] = [
        ("Bengali", true, true, false), ("Gurmukhi", true, true, false), ("Gujarati", true, true, false), ("Oriya", true, true, false),
        ("Tamil", true, true, false), ("Telugu", true, true, false), ("Kannada", true, true, false), ("Malayalam", true, true, false),
        ("Sinhala", true, true, false), ("Khmer", true, true, false), ("Lao", true, true, false), ("Myanmar", true, true, false),
        ("Georgian", false, true, false), ("Armenian", false, true, false), ("Ethiopic", false, true, false), ("Thaana", false, true, false),
        ("Syriac", false, false, false), ("Cherokee", false, true, false), ("Mongolian", false, false, false), ("NKo", false, false, false),
        ("Tibetan", false, true, true), ("CanadianAboriginal", false, true, false),
    ]

    static func scriptFallbackPath(_ script: (name: String, ui: Bool, hasBold: Bool, serif: Bool), bold: Bool) -> String {
        "truetype/noto/Noto\(script.serif ? "Serif" : "Sans")\(script.name)\(script.ui ? "UI" : "")-\(bold && script.hasBold ? "Bold" : "Regular").ttf"
    }

    /// Inter's static face closest to an SF weight. Inter Display stands in from 28 pt: below that, the
    /// corpus labels (SF Pro Display from 20 pt) match Inter's text cut better once tracked.
    private func interFace(weight: FontWeight, italic: Bool, display: Bool) -> HarfBuzzShaper? {
        let style: String
        switch weight {
        case .ultraLight: style = "Thin"
        case .thin: style = "ExtraLight"
        case .light: style = "Light"
        case .regular: style = ""
        case .medium: style = "Medium"
        case .semibold: style = "SemiBold"
        case .bold: style = "Bold"
        case .heavy: style = "ExtraBold"
        case .black: style = "Black"
        }
        let name = style.isEmpty ? (italic ? "Italic" : "Regular") : style + (italic ? "Italic" : "")
        let family = display ? "InterDisplay" : "Inter"
        return catalog.debian("opentype/inter/\(family)-\(name).otf") ?? catalog.debian("opentype/inter/Inter-\(name).otf")
    }

    // MARK: - Measuring pieces

    struct CascadeKey: Hashable {
        var custom: String?
        var weight: FontWeight
        var italic: Bool
        var display: Bool
        var language: String?
    }

    final class CacheShard {
        let lock = NSLock()
        var pieces: [PieceKey: PieceMeasure] = [:]
        var hits = 0
        var misses = 0
    }

    struct PieceKey: Hashable {
        var cascade: Int
        var text: String
        /// Hash of the exact UTF-8 bytes, computed once: String's own hashing normalizes to NFC first,
        /// which costs more than shaping saves for non-Latin text (and NFC and NFD shape differently).
        let bytesHash: Int

        init(cascade: Int, text: String) {
            self.cascade = cascade
            self.text = text
            var hasher = Hasher()
            hasher.combine(cascade)
            var copy = text
            copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            bytesHash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }

        static func == (left: PieceKey, right: PieceKey) -> Bool {
            left.bytesHash == right.bytesHash && left.cascade == right.cascade && left.text.utf8.elementsEqual(right.text.utf8)
        }
    }

    /// A shaped piece of text: ems per face of the cascade, independent of point size.
    struct PieceMeasure {
        /// Per face: its advances, its characters, and (the system font's stand-in only) the sum of its
        /// characters' advance corrections toward SF Pro Text, all in em.
        var faceEms: [(face: Int, ems: Double, scalars: Int, correction: Double)]
        /// Direction of the first strong character outside isolates (nil: none).
        var firstStrong: TextDirection?
        /// Whether the text holds a paragraph separator (LF, CR, U+2028, U+2029).
        var hasLineBreak: Bool
    }

    func piece(_ text: String, _ cascade: FontCascade) -> PieceMeasure {
        let key = PieceKey(cascade: cascade.id, text: text)
        let shard = shards[Int(UInt(bitPattern: key.bytesHash) >> 7) & 15]
        shard.lock.lock()
        if let cached = shard.pieces[key] { shard.hits += 1; shard.lock.unlock(); return cached }
        shard.misses += 1
        shard.lock.unlock()
        // Composed first: iOS measures "Tiếng Việt" alike whether it is stored decomposed (NFD) or not.
        let utf16 = Array(Self.mayCompose(text) ? text.precomposedStringWithCanonicalMapping.utf16 : text.utf16)
        var faceEms: [(face: Int, ems: Double, scalars: Int, correction: Double)] = []
        utf16.withUnsafeBufferPointer { buffer in
            for run in cascade.itemize(buffer) {
                let ems = cascade.faces[run.face].advance(of: buffer, start: run.start, length: run.length, language: cascade.language)
                let scalars = run.scalars
                var correction = 0.0
                if run.face == 0 && cascade.primaryIsStandIn {
                    for unit in buffer[run.start..<(run.start + run.length)] where unit & 0xF800 != 0xD800 {
                        correction += Unicode.Scalar(unit).map(SystemFontMetrics.advanceCorrection) ?? 0
                    }
                }
                if let index = faceEms.firstIndex(where: { $0.face == run.face }) {
                    faceEms[index].ems += ems
                    faceEms[index].scalars += scalars
                    faceEms[index].correction += correction
                } else {
                    faceEms.append((run.face, ems, scalars, correction))
                }
            }
        }
        let hasLineBreak = text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }
        let measure = PieceMeasure(faceEms: faceEms, firstStrong: ICUBidi.firstStrongDirection(text), hasLineBreak: hasLineBreak)
        shard.lock.lock()
        if shard.pieces.count > 50_000 { shard.pieces.removeAll(keepingCapacity: true) }
        shard.pieces[key] = measure
        shard.lock.unlock()
        return measure
    }

    /// Whether `text` has a combining mark that canonical composition could merge (so NFC may differ).
    static func mayCompose(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x300 && $0.properties.canonicalCombiningClass != .notReordered || (0x1161...0x11C2).contains($0.value) }
    }

    /// Width in points of a piece at a size, with the stand-in's calibration.
    func width(_ text: String, _ resolved: ResolvedFont, size: Double, faces: inout [Int]) -> Double {
        guard !text.isEmpty else { return 0 }
        return width(of: piece(text, resolved.cascade), resolved, size: size, faces: &faces)
    }

    func width(of measure: PieceMeasure, _ resolved: ResolvedFont, size: Double, faces: inout [Int]) -> Double {
        let cascade = resolved.cascade
        var total = 0.0
        for entry in measure.faceEms {
            if entry.face == 0 && cascade.primaryIsSystem {
                // UIKit tracks the system font by size; HarfBuzz does not apply SF's 'trak' table. In place
                // of a custom font that is not installed, the estimate of its widths scales the result.
                let tracked = entry.ems * size * cascade.standInScale + SystemFontMetrics.tracking(pointSize: size) * Double(entry.scalars)
                    + SystemFontMetrics.correctionWeight(pointSize: size) * entry.correction * size
                total += tracked * resolved.standInWidthScale
            } else {
                total += entry.ems * size
            }
            if !faces.contains(entry.face) { faces.append(entry.face) }
        }
        // Negative tracking never makes text narrower than nothing (a run of lone marks).
        return max(0, total)
    }
}

/// Errors creating a ``TextEngine``.
public enum TextEngineError: Error, CustomStringConvertible {
    case missingDefaultFonts(String)
    public var description: String {
        switch self {
        case .missingDefaultFonts(let message): return message
        }
    }
}

/// Picks the face of Noto Sans CJK's collection a language expects (jp, kr, sc, tc, hk).
enum FontCascadeLanguage {
    static func cjkFaceIndex(_ language: String?) -> Int {
        let tag = (language ?? "").lowercased().replacingOccurrences(of: "_", with: "-")
        if tag.hasPrefix("ja") { return 0 }
        if tag.hasPrefix("ko") { return 1 }
        if tag.hasPrefix("zh-hk") || tag.hasPrefix("zh-hant-hk") || tag.hasPrefix("yue") { return 4 }
        if tag.hasPrefix("zh-hant") || tag.hasPrefix("zh-tw") || tag.hasPrefix("zh-mo") { return 3 }
        return 2
    }
}

extension TextEngine {
    /// The stand-in's width without calibration (for the calibration test and bench).
    func rawInterWidth(_ text: String, font: FontSpec) -> Double {
        let resolved = resolve(font, size: font.pointSize, language: nil)
        var total = 0.0
        for entry in piece(text, resolved.cascade).faceEms { total += entry.ems * font.pointSize }
        return total
    }
}

extension TextEngine {
    /// Benchmark reference: shapes `text` once with HarfBuzz in the one font of the system cascade that
    /// covers its first character, with no itemization, caching or layout. Returns the advance in points.
    @_spi(Benchmark) public func rawShapingWidth(_ text: String, size: Double = 17) -> Double {
        let cascade = resolve(.system(size: size), size: size, language: nil).cascade
        let first = text.unicodeScalars.first?.value ?? 0x20
        let face = cascade.faces.first { $0.hasGlyph(first) } ?? cascade.faces[0]
        let utf16 = Array(text.utf16)
        return utf16.withUnsafeBufferPointer { face.advance(of: $0, start: 0, length: $0.count, language: nil) * size }
    }

    /// Empties the shaped-string cache and its counters (benchmarks).
    @_spi(Benchmark) public func resetCache() {
        clearCache()
    }
}
