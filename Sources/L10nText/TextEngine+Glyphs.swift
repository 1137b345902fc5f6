import CHarfBuzz

/// A run of glyphs in one font face and one direction, ready to draw.
public struct GlyphRun: Sendable {
    /// The font file and the face in it (collections hold several).
    public var fontPath: String
    public var faceIndex: Int
    /// Design coordinates of a variable font, in the font's axis order; empty for a static font.
    public var variationCoordinates: [Double]
    /// The size to draw the face at, in points.
    public var pointSize: Double
    public var isRightToLeft: Bool
    /// Glyph indices of the face, left to right.
    public var glyphs: [UInt32]
    /// Where each glyph's origin is, in points from the line's left edge and its baseline (y grows down).
    public var positions: [(x: Double, y: Double)]
    /// The run's advance, in points.
    public var width: Double
}

/// One visible line of a ``TextLayout`` as glyphs, runs in visual (left to right) order.
public struct GlyphLine: Sendable {
    public var text: String
    public var runs: [GlyphRun]
    /// The advance of all runs; equals the measured ``TextLine/width`` up to rounding.
    public var width: Double
}

extension TextEngine {
    /// The glyphs a layout's lines are drawn with: the same fonts, fallback cascade and shaping as the
    /// measurement (system-font tracking included), split by bidi level and font and put in visual order.
    ///
    /// - Parameters:
    ///   - layout: a result of ``measure(_:font:options:)`` for `font`; its lines (with their ellipses)
    ///     and point size (after shrinking) are drawn.
    ///   - font: the font the text was measured with.
    ///   - language: the language it was measured for (picks the CJK face and shaping rules).
    /// - Returns: one ``GlyphLine`` per line of `layout`.
    public func glyphLines(for layout: TextLayout, font: FontSpec, language: String?) -> [GlyphLine] {
        // The cascade was chosen at the unshrunk size (Inter Display from 28 pt), as measuring did.
        let designSize = layout.fontScale > 0 ? layout.pointSize / layout.fontScale : layout.pointSize
        let cascade = resolve(font, size: designSize, language: language).cascade
        let paragraph: ICUBidi.ParagraphLevel = layout.direction == .rightToLeft ? .rightToLeft : .leftToRight
        return layout.lines.map { line in
            glyphLine(line.text, cascade: cascade, size: layout.pointSize, paragraph: paragraph)
        }
    }

    func glyphLine(_ text: String, cascade: FontCascade, size: Double, paragraph: ICUBidi.ParagraphLevel) -> GlyphLine {
        let utf16 = Array(text.utf16)
        let levels = ICUBidi.runs(of: utf16, paragraph: paragraph).runs
        var runs: [GlyphRun] = []
        var x = 0.0
        utf16.withUnsafeBufferPointer { buffer in
            for bidiRun in TextEngine.visualOrder(levels) {
                let slice = UnsafeBufferPointer(rebasing: buffer[bidiRun.start..<(bidiRun.start + bidiRun.length)])
                var fontRuns = cascade.itemize(slice).map { (face: $0.face, start: $0.start + bidiRun.start, length: $0.length) }
                if bidiRun.isRightToLeft { fontRuns.reverse() }
                for fontRun in fontRuns {
                    var run = shapeForDrawing(
                        buffer, start: fontRun.start, length: fontRun.length, face: fontRun.face, cascade: cascade,
                        size: size, rightToLeft: bidiRun.isRightToLeft)
                    for index in run.positions.indices { run.positions[index].x += x }
                    x += run.width
                    runs.append(run)
                }
            }
        }
        return GlyphLine(text: text, runs: runs, width: x)
    }

    /// Shapes one run of one face and direction, with the whole line as context.
    private func shapeForDrawing(
        _ text: UnsafeBufferPointer<UInt16>, start: Int, length: Int, face index: Int, cascade: FontCascade,
        size: Double, rightToLeft: Bool
    ) -> GlyphRun {
        let shaper = cascade.faces[index]
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(start), Int32(length))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        if let language = cascade.language { hb_buffer_set_language(buffer, language) }
        hb_shape(shaper.font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        // Measuring scales the stand-in and tracks the system font per character; drawing must match.
        let isSystem = index == 0 && cascade.primaryIsSystem
        let scale = size / shaper.unitsPerEm * (isSystem ? cascade.standInScale : 1)
        let tracking = isSystem ? SystemFontMetrics.tracking(pointSize: size) : 0
        let corrected = index == 0 && cascade.primaryIsStandIn ? SystemFontMetrics.correctionWeight(pointSize: size) * size : 0
        var glyphs: [UInt32] = []
        var points: [(x: Double, y: Double)] = []
        var clusters: [Int] = []
        var advances: [Double] = []
        if let infos, let positions {
            for glyph in 0..<Int(count) {
                glyphs.append(infos[glyph].codepoint)
                clusters.append(Int(infos[glyph].cluster))
                points.append((Double(positions[glyph].x_offset) * scale, -Double(positions[glyph].y_offset) * scale))
                advances.append(Double(positions[glyph].x_advance) * scale)
            }
        }
        if tracking != 0 || corrected != 0 {
            // Tracking and the stand-in's corrections follow each character: give a cluster's share to its
            // first glyph in visual order, as measuring counts them.
            let starts = Array(Set(clusters)).sorted()
            var seen = Set<Int>()
            for glyph in glyphs.indices where seen.insert(clusters[glyph]).inserted {
                let cluster = clusters[glyph]
                let next = starts.first { $0 > cluster } ?? (start + length)
                var scalars = 0
                var correction = 0.0
                for unit in text[cluster..<next] where unit & 0xFC00 != 0xDC00 {
                    scalars += 1
                    if corrected != 0, unit & 0xF800 != 0xD800 {
                        correction += Unicode.Scalar(unit).map(SystemFontMetrics.advanceCorrection) ?? 0
                    }
                }
                advances[glyph] += tracking * Double(scalars) + correction * corrected
            }
        }
        var x = 0.0
        for glyph in glyphs.indices {
            points[glyph].x += x
            x += advances[glyph]
        }
        var length: UInt32 = 0
        var coordinates: [Double] = []
        if let design = hb_font_get_var_coords_design(shaper.font, &length), length > 0 {
            coordinates = (0..<Int(length)).map { Double(design[$0]) }
        }
        return GlyphRun(
            fontPath: shaper.path, faceIndex: shaper.faceIndex, variationCoordinates: coordinates, pointSize: size,
            isRightToLeft: rightToLeft, glyphs: glyphs, positions: points, width: x)
    }

    /// Bidi runs from logical to visual order (UAX #9 rule L2): from the highest level down to the lowest
    /// odd one, reverse every sequence of runs at that level or above.
    static func visualOrder(_ runs: [ICUBidi.Run]) -> [ICUBidi.Run] {
        guard let highest = runs.map(\.level).max() else { return [] }
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
        var order = runs
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard order[index].level >= level else { index += 1; continue }
                var end = index
                while end < order.count, order[end].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}
