import Foundation

/// Line breaking, truncation and the UIKit-style rounding of a layout.
extension TextEngine {
    static let ellipsis = "\u{2026}"

    /// - Parameter lineSpacing: the distance from one line's baseline to the next, when the font sets one
    ///   larger than its line height (Dynamic Type text styles); nil for the line height.
    func layOut(_ text: String, resolved: ResolvedFont, size: Double, options: MeasureOptions, lineSpacing: Double? = nil) -> TextLayout {
        let metrics = resolved.cascade.verticalMetrics
        let lineHeight = (metrics.ascender + metrics.descender + metrics.lineGap) * size
        let advance = max(lineHeight, lineSpacing ?? lineHeight)
        var usedFaces: [Int] = []
        // An empty label has no intrinsic size in UIKit. The whole text is looked up once: most labels
        // are one paragraph, and its measure then also gives the width and direction.
        let whole = text.isEmpty ? nil : piece(text, resolved.cascade)
        let paragraphs = whole == nil ? [] : whole!.hasLineBreak ? TextEngine.paragraphs(of: text) : [text]
        var naturalWidth = 0.0
        var lines: [TextLine] = []
        var lineStarts: [(paragraph: Int, offset: String.Index)] = []
        var brokenWord: (text: String, width: Double)?
        for (index, paragraph) in paragraphs.enumerated() {
            // A single line keeps its trailing spaces in its width, as UILabel's intrinsic size does.
            let full = paragraphs.count == 1 ? width(of: whole!, resolved, size: size, faces: &usedFaces)
                : width(paragraph, resolved, size: size, faces: &usedFaces)
            naturalWidth = max(naturalWidth, full)
            // One line that clips or truncates is shortened below without wrapping it first.
            let oneShortenedLine = options.numberOfLines == 1 && (options.lineBreakMode == .clip || options.lineBreakMode.isTruncating)
            if let limit = options.width, full > limit + 0.001, !oneShortenedLine {
                for range in wrap(paragraph, resolved: resolved, size: size, width: limit, options: options, brokenWord: &brokenWord) {
                    let lineText = TextEngine.trimmingTrailingSpaces(String(paragraph[range]))
                    var faces: [Int] = []
                    let lineWidth = width(lineText, resolved, size: size, faces: &faces)
                    lines.append(TextLine(text: lineText, width: lineWidth, isTruncated: false))
                    lineStarts.append((index, range.lowerBound))
                }
            } else {
                lines.append(TextLine(text: paragraph, width: full, isTruncated: false))
                lineStarts.append((index, paragraph.startIndex))
            }
        }

        var truncated = false
        var shortened = false
        let limit = options.numberOfLines
        if limit > 0, lines.count > limit {
            truncated = true
            shortened = true
            lines.removeLast(lines.count - limit)
            if options.lineBreakMode.isTruncating, options.width == nil {
                // Unlimited width: the last line is whole and the ellipsis says more lines follow.
                let text = TextEngine.trimmingTrailingSpaces(lines[limit - 1].text) + TextEngine.ellipsis
                var faces: [Int] = []
                lines[limit - 1] = TextLine(text: text, width: width(text, resolved, size: size, faces: &faces), isTruncated: true)
            } else if options.lineBreakMode.isTruncating || options.lineBreakMode == .clip, let available = options.width {
                // The last visible line carries the rest of the text, shortened.
                let start = lineStarts[limit - 1]
                var rest = String(paragraphs[start.paragraph][start.offset...])
                if start.paragraph + 1 < paragraphs.count { rest += " " + paragraphs[(start.paragraph + 1)...].joined(separator: " ") }
                lines[limit - 1] = shorten(rest, resolved: resolved, size: size, width: available, mode: options.lineBreakMode)
            } else {
                lines[limit - 1].isTruncated = true
            }
        }
        if let available = options.width {
            for index in lines.indices where lines[index].width > available + 0.001 {
                truncated = true
                shortened = true
                let mode: LineBreakMode = options.lineBreakMode.isTruncating ? options.lineBreakMode : .clip
                lines[index] = shorten(lines[index].text, resolved: resolved, size: size, width: available, mode: mode)
            }
        }
        // Before truncation: the whole text's faces, not only what is left shown.
        let fallbackDrawn = usedFaces.contains { $0 != 0 }
        if shortened {
            // Fonts are those of the text still shown.
            usedFaces = []
            for line in lines { _ = width(line.text, resolved, size: size, faces: &usedFaces) }
        }

        let scale = options.displayScale > 0 ? options.displayScale : 2
        func ceilPixel(_ value: Double) -> Double { (value * scale - 1e-7).rounded(.up) / scale }
        var maxWidth = lines.map(\.width).max() ?? 0
        if let available = options.width { maxWidth = min(maxWidth, available) }
        let direction = self.direction(firstStrong: whole?.firstStrong, options: options)
        let height = ceilPixel(lines.isEmpty ? 0 : lineHeight + advance * Double(lines.count - 1))
        return TextLayout(
            size: TextSize(width: ceilPixel(maxWidth), height: height),
            naturalWidth: naturalWidth,
            lines: lines,
            isTruncated: truncated,
            visibleText: lines.count == 1 ? lines[0].text : lines.map(\.text).joined(separator: "\n"),
            fontScale: 1,
            drawnHeight: height,
            pointSize: size,
            lineHeight: lineHeight,
            firstBaseline: metrics.ascender * size,
            lastBaseline: advance * Double(max(lines.count, 1) - 1) + metrics.ascender * size,
            direction: direction,
            fonts: usedFaces.sorted().map { resolved.cascade.faces[$0].postScriptName },
            warnings: [], brokenWord: brokenWord, drawsWithFallbackFonts: fallbackDrawn)
    }

    func direction(firstStrong: TextDirection?, options: MeasureOptions) -> TextDirection {
        switch options.baseDirection {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .natural:
            if let first = firstStrong { return first }
            return options.language.map { TextLanguage.isRightToLeft(language: $0) } == true ? .rightToLeft : .leftToRight
        }
    }

    /// Greedy line filling at break opportunities (ICU's, by locale; grapheme clusters for charWrap).
    /// A word longer than the line is broken between characters, as UIKit does.
    /// - Parameter brokenWord: set to the first word (break-opportunity segment) broken between characters,
    ///   in `wordWrap` mode, unless already set.
    func wrap(_ paragraph: String, resolved: ResolvedFont, size: Double, width limit: Double, options: MeasureOptions,
              brokenWord: inout (text: String, width: Double)?) -> [Range<String.Index>] {
        var segments: [Range<String.Index>] = []
        if options.lineBreakMode == .charWrap {
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                let next = paragraph.index(after: index)
                segments.append(index..<next)
                index = next
            }
        } else {
            let utf16 = Array(paragraph.utf16)
            var previous = paragraph.startIndex
            for offset in ICULineBreaker.breaks(in: utf16, locale: options.language) {
                let index = String.Index(utf16Offset: offset, in: paragraph)
                if index > previous { segments.append(previous..<index) }
                previous = index
            }
            if previous < paragraph.endIndex { segments.append(previous..<paragraph.endIndex) }
        }
        var lines: [Range<String.Index>] = []
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex
        var faces: [Int] = []
        for segment in segments {
            let candidate = TextEngine.trimmingTrailingSpaces(String(paragraph[lineStart..<segment.upperBound]))
            if width(candidate, resolved, size: size, faces: &faces) <= limit + 0.001 {
                lineEnd = segment.upperBound
                continue
            }
            if lineEnd > lineStart {
                lines.append(lineStart..<lineEnd)
                lineStart = lineEnd
            }
            // The segment alone may still be too wide: break it between grapheme clusters.
            var index = lineStart
            while index < segment.upperBound {
                let next = paragraph.index(after: index)
                let piece = TextEngine.trimmingTrailingSpaces(String(paragraph[lineStart..<next]))
                if width(piece, resolved, size: size, faces: &faces) > limit + 0.001, index > lineStart {
                    lines.append(lineStart..<index)
                    lineStart = index
                    if brokenWord == nil, options.lineBreakMode != .charWrap {
                        let word = TextEngine.trimmingTrailingSpaces(String(paragraph[segment]))
                        brokenWord = (word, width(word, resolved, size: size, faces: &faces))
                    }
                }
                index = next
            }
            lineEnd = segment.upperBound
        }
        if lineEnd > lineStart { lines.append(lineStart..<lineEnd) }
        return lines
    }

    /// Shortens one line to `width`: an ellipsis at the head, middle or tail, or clipping (whole
    /// characters that fit; wordWrap/charWrap clip too).
    func shorten(_ text: String, resolved: ResolvedFont, size: Double, width limit: Double, mode: LineBreakMode) -> TextLine {
        let characters = Array(text)
        var faces: [Int] = []
        func measure(_ value: String) -> Double { width(value, resolved, size: size, faces: &faces) }
        func fits(_ value: String) -> Bool { measure(value) <= limit + 0.001 }
        let ellipsis = TextEngine.ellipsis
        // Largest n for which make(n) fits, by bisection (widths grow with n).
        func largest(_ upper: Int, _ make: (Int) -> String) -> Int {
            var low = 0, high = upper
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(make(middle)) { low = middle } else { high = middle - 1 }
            }
            return low
        }
        var result: String
        switch mode {
        case .truncatingHead:
            let n = largest(characters.count) { ellipsis + TextEngine.trimmingLeadingSpaces(String(characters.suffix($0))) }
            result = ellipsis + TextEngine.trimmingLeadingSpaces(String(characters.suffix(n)))
        case .truncatingMiddle:
            let n = largest(characters.count) { count in
                let head = String(characters.prefix((count + 1) / 2)), tail = String(characters.suffix(count / 2))
                return TextEngine.trimmingTrailingSpaces(head) + ellipsis + TextEngine.trimmingLeadingSpaces(tail)
            }
            result = TextEngine.trimmingTrailingSpaces(String(characters.prefix((n + 1) / 2))) + ellipsis
                + TextEngine.trimmingLeadingSpaces(String(characters.suffix(n / 2)))
        case .truncatingTail:
            let n = largest(characters.count) { TextEngine.trimmingTrailingSpaces(String(characters.prefix($0))) + ellipsis }
            result = TextEngine.trimmingTrailingSpaces(String(characters.prefix(n))) + ellipsis
        case .clip, .wordWrap, .charWrap:
            let n = largest(characters.count) { TextEngine.trimmingTrailingSpaces(String(characters.prefix($0))) }
            result = TextEngine.trimmingTrailingSpaces(String(characters.prefix(n)))
        }
        return TextLine(text: result, width: min(measure(result), limit), isTruncated: true)
    }

    static func paragraphs(of text: String) -> [String] {
        // Most strings are one paragraph; splitting by Character would cost a grapheme scan.
        if !text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            return [text]
        }
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }
            .map(String.init)
    }

    static func trimmingTrailingSpaces(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex, let last = text[text.index(before: end)].unicodeScalars.first, last.properties.isWhitespace {
            end = text.index(before: end)
        }
        return end == text.endIndex ? text : String(text[..<end])
    }

    static func trimmingLeadingSpaces(_ text: String) -> String {
        String(text.drop { $0.unicodeScalars.first?.properties.isWhitespace == true })
    }
}
