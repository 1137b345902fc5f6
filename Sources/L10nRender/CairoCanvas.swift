import CCairo
import Foundation
import L10nLayout
import L10nText

/// An RGBA image drawn with cairo, addressed in points (`scale` pixels per point).
///
/// Owns the cairo surface and context; nothing else in the module touches cairo's drawing calls.
/// Not thread-safe: one canvas is drawn by one thread.
final class CairoCanvas {
    let pixelWidth: Int
    let pixelHeight: Int
    let scale: Double
    private let surface: OpaquePointer
    private let context: OpaquePointer

    /// A transparent canvas `width`×`height` points large.
    /// - Throws: ``RenderError/imageTooLarge(_:)`` beyond 16,384 pixels a side (cairo's limit is 32,767,
    ///   and such an image is a mistake in the scale or the document).
    init(width: Double, height: Double, scale: Double) throws {
        // Checked as Doubles first: a size that is not finite (or beyond Int) must not reach Int().
        let scaledWidth = (width * scale).rounded(.up), scaledHeight = (height * scale).rounded(.up)
        guard scaledWidth.isFinite, scaledHeight.isFinite, scaledWidth <= 16_384, scaledHeight <= 16_384 else {
            throw RenderError.imageTooLarge("\(scaledWidth)×\(scaledHeight) pixels; use a smaller --scale, or check the sizes in the document")
        }
        let pixelWidth = max(1, Int(scaledWidth))
        let pixelHeight = max(1, Int(scaledHeight))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("cannot create a \(pixelWidth)×\(pixelHeight) image")
        }
        self.surface = surface
        context = cairo_create(surface)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        cairo_scale(context, scale, scale)
        // Unhinted outlines at unrounded positions: glyphs land where the measurement put them.
        let fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context, fontOptions)
        cairo_font_options_destroy(fontOptions)
    }

    /// Reads a PNG file (tests look at what the command wrote).
    init(pngFile path: String) throws {
        guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("\(path): not a readable PNG")
        }
        self.surface = surface
        context = cairo_create(surface)
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
        scale = 1
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    // MARK: - Shapes (in points)

    func fill(_ rect: Rect, _ color: RenderColor, cornerRadius: Double = 0) {
        path(rect, cornerRadius: cornerRadius)
        set(color)
        cairo_fill(context)
    }

    func line(from start: (x: Double, y: Double), to end: (x: Double, y: Double), _ color: RenderColor, width: Double) {
        cairo_move_to(context, start.x, start.y)
        cairo_line_to(context, end.x, end.y)
        set(color)
        cairo_set_line_width(context, width)
        cairo_stroke(context)
    }

    func fillCircle(center: (x: Double, y: Double), radius: Double, _ color: RenderColor) {
        cairo_new_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * Double.pi)
        set(color)
        cairo_fill(context)
    }

    /// A frame `pixels` device pixels thick just inside `rect`'s edges, snapped to whole pixels and not
    /// antialiased, so a rectangle's edges can be found exactly in the image.
    func outline(_ rect: Rect, _ color: RenderColor, pixels: Int = 1) {
        var left = rect.minX, top = rect.minY, right = rect.maxX, bottom = rect.maxY
        cairo_user_to_device(context, &left, &top)
        cairo_user_to_device(context, &right, &bottom)
        (left, top, right, bottom) = (left.rounded(), top.rounded(), right.rounded(), bottom.rounded())
        guard right > left, bottom > top else { return }
        let thickness = Double(pixels)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
        set(color)
        cairo_rectangle(context, left, top, right - left, min(thickness, bottom - top))
        cairo_rectangle(context, left, max(bottom - thickness, top), right - left, min(thickness, bottom - top))
        cairo_rectangle(context, left, top, min(thickness, right - left), bottom - top)
        cairo_rectangle(context, max(right - thickness, left), top, min(thickness, right - left), bottom - top)
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Everything drawn until the matching ``restore()`` is clipped to `rect`.
    func save(clippingTo rect: Rect? = nil) {
        cairo_save(context)
        if let rect {
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
            cairo_clip(context)
        }
    }

    func restore() { cairo_restore(context) }

    /// Moves the origin (in points).
    func translate(x: Double, y: Double) { cairo_translate(context, x, y) }

    // MARK: - Text

    /// Draws a shaped line with its left edge at `x` and its baseline at `baseline`.
    func draw(_ line: GlyphLine, x: Double, baseline: Double, _ color: RenderColor) {
        set(color)
        for run in line.runs where !run.glyphs.isEmpty {
            guard let face = FreeTypeFaces.shared.face(path: run.fontPath, index: run.faceIndex, coordinates: run.variationCoordinates) else { continue }
            cairo_set_font_face(context, face)
            cairo_set_font_size(context, run.pointSize)
            var glyphs = run.glyphs.indices.map { index in
                cairo_glyph_t(index: UInt(run.glyphs[index]), x: x + run.positions[index].x, y: baseline + run.positions[index].y)
            }
            cairo_show_glyphs(context, &glyphs, Int32(glyphs.count))
        }
    }

    // MARK: - Images

    /// Paints another canvas (of the same scale) with its top-left corner at `origin`, in points.
    func paint(_ other: CairoCanvas, at origin: (x: Double, y: Double)) {
        cairo_surface_flush(other.surface)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, other.surface, (origin.x * scale).rounded(), (origin.y * scale).rounded())
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The pixel at (`x`, `y`) in device pixels, un-premultiplied; nil outside the image.
    func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is one native-endian 32-bit word per pixel, colour premultiplied by alpha.
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let alpha = UInt8(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let value = UInt8((word >> shift) & 0xFF)
            guard alpha != 0, alpha != 255 else { return value }
            return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return (channel(16), channel(8), channel(0), alpha)
    }

    /// The image as PNG bytes.
    func pngData() throws -> Data {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw RenderError.cairo("PNG encoding failed: the image has no pixels")
        }
        return try PNGEncoder.encode(argb: UnsafePointer(pixels), width: Int(cairo_image_surface_get_width(surface)),
                                     height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    private func set(_ color: RenderColor) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func path(_ rect: Rect, cornerRadius: Double) {
        cairo_new_path(context)
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -half, 0)
        cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, half)
        cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, half, 2 * half)
        cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(context)
    }
}
