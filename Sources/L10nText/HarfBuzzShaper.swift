import CHarfBuzz
import Foundation

/// One font face loaded with HarfBuzz: glyph coverage, vertical metrics and shaping.
///
/// The `hb_font_t` is made immutable after setup and uses HarfBuzz's own OpenType functions (not FreeType),
/// so any number of threads may shape with it at once.
final class HarfBuzzShaper: @unchecked Sendable {
    let path: String
    let faceIndex: Int
    let postScriptName: String
    let familyName: String
    let unitsPerEm: Double
    /// Ascender, descender (positive, below the baseline) and line gap in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    private let face: OpaquePointer
    /// Internal rather than private: `TextEngine+Glyphs` shapes with it for drawing.
    let font: OpaquePointer

    /// Loads face `index` of a font file.
    /// - Parameter variations: OpenType axis values such as `["wght": 600]`, applied when the font has them.
    /// - Returns: nil when the file cannot be read or holds no such face.
    init?(path: String, index: Int = 0, variations: [String: Double] = [:]) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard Int(hb_face_count(blob)) > index, let face = hb_face_create(blob, UInt32(index)) else { return nil }
        let upem = hb_face_get_upem(face)
        guard upem > 0, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        self.face = face
        self.path = path
        self.faceIndex = index
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        if !variations.isEmpty {
            var settings = variations.keys.sorted().map { key -> hb_variation_t in
                let bytes = Array(key.utf8) + [0, 0, 0, 0]
                let tag = hb_tag_t(bytes[0]) << 24 | hb_tag_t(bytes[1]) << 16 | hb_tag_t(bytes[2]) << 8 | hb_tag_t(bytes[3])
                return hb_variation_t(tag: tag, value: Float(variations[key]!))
            }
            hb_font_set_variations(font, &settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.font = font
        unitsPerEm = Double(upem)
        postScriptName = HarfBuzzShaper.name(of: face, id: hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME)) ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        familyName = HarfBuzzShaper.name(of: face, id: hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY)) ?? postScriptName
        var position: hb_position_t = 0
        ascender = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &position) != 0 ? Double(position) : Double(upem) * 0.8
        descender = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &position) != 0 ? -Double(position) : Double(upem) * 0.2
        lineGap = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &position) != 0 ? Double(position) : 0
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// Number of faces in a font file (a .ttc holds several); 0 when unreadable.
    static func faceCount(path: String) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return 0 }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    private static func name(of face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        var length: UInt32 = 128
        var buffer = [CChar](repeating: 0, count: 129)
        let total = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &buffer)
        guard total > 0 else { return nil }
        return String(cString: buffer)
    }

    /// Whether the font maps the code point to a glyph.
    func hasGlyph(_ codePoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0
    }

    /// Shapes `length` UTF-16 units at `start` of `text` (the rest is context) and returns the advance
    /// in ems.
    func advance(of text: UnsafeBufferPointer<UInt16>, start: Int, length: Int, language: OpaquePointer?) -> Double {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), UInt32(start), Int32(length))
        hb_buffer_guess_segment_properties(buffer)
        if let language { hb_buffer_set_language(buffer, language) }
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total: Int = 0
        for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
        return Double(total) / unitsPerEm
    }
}
