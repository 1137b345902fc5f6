import CCairo
import Foundation

/// cairo font faces over FreeType faces, one per font file, face index and variation, kept for the
/// process's lifetime (a handful of fonts; FreeType faces are costly to open).
final class FreeTypeFaces: @unchecked Sendable {
    static let shared = FreeTypeFaces()

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: OpaquePointer] = [:]
    private var failed: Set<String> = []

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    /// The cairo face for a font file's face, with a variable font's design coordinates applied; nil when
    /// FreeType cannot open it.
    func face(path: String, index: Int, coordinates: [Double]) -> OpaquePointer? {
        let key = "\(path)#\(index)#" + coordinates.map { String($0) }.joined(separator: ",")
        lock.lock(); defer { lock.unlock() }
        if let face = faces[key] { return face }
        guard let library, !failed.contains(key) else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Face(library, path, index, &ftFace) == 0, let ftFace else {
            failed.insert(key)
            return nil
        }
        if !coordinates.isEmpty {
            var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
            _ = FT_Set_Var_Design_Coordinates(ftFace, FT_UInt(fixed.count), &fixed)
        }
        // No hinting: glyphs keep the advances HarfBuzz measured.
        guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING)),
              cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            FT_Done_Face(ftFace)
            failed.insert(key)
            return nil
        }
        faces[key] = face
        return face
    }
}
