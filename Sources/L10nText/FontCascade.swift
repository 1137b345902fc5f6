import CHarfBuzz
import Foundation

/// The fonts a string is drawn with: the primary font, then fallbacks tried per character in order,
/// as CoreText's cascade list does.
final class FontCascade: @unchecked Sendable {
    let id: Int
    let faces: [HarfBuzzShaper]
    /// Whether face 0 stands in for SF Pro (widths get the calibration factor, heights SF's metrics).
    let primaryIsStandIn: Bool
    /// The calibration factor on face 0's advances: SF's width at this weight over the stand-in's (1 for
    /// real fonts).
    let standInScale: Double
    /// Whether face 0 is the system font (real or stand-in): heights then follow SF.
    let primaryIsSystem: Bool
    let language: OpaquePointer?
    /// The first face covering each code point below U+A000 (Latin … CJK ideographs), 255 for none, 254
    /// not yet known: filled a 256-code-point block at a time on first use, so itemizing does not probe
    /// every face's cmap for every character. Guarded by a read-write lock: threads itemize in parallel
    /// and wait only while a block is being filled.
    private var coverage: [UInt8]
    private let coverageLock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
        return lock
    }()
    private static let coverageLimit: UInt32 = 0xA000
    private static let unknown: UInt8 = 254

    /// The primary face's line metrics when they are not its own (a font of the same widths standing in
    /// for one whose lines are spaced differently), in ems.
    let primaryVerticalMetrics: (ascender: Double, descender: Double, lineGap: Double)?

    init(id: Int, faces: [HarfBuzzShaper], primaryIsStandIn: Bool, primaryIsSystem: Bool, language: String?, standInScale: Double = 1,
         primaryVerticalMetrics: (ascender: Double, descender: Double, lineGap: Double)? = nil) {
        self.id = id
        self.primaryVerticalMetrics = primaryVerticalMetrics
        self.standInScale = primaryIsStandIn ? standInScale : 1
        self.faces = faces
        coverage = [UInt8](repeating: FontCascade.unknown, count: Int(FontCascade.coverageLimit))
        self.primaryIsStandIn = primaryIsStandIn
        self.primaryIsSystem = primaryIsSystem
        // HarfBuzz has no language for "" (it returns NULL): no language then, rather than a trap.
        self.language = language.flatMap { text -> OpaquePointer? in
            guard !text.isEmpty else { return nil }
            return hb_language_from_string(text, -1)
        }
    }

    deinit {
        pthread_rwlock_destroy(coverageLock)
        coverageLock.deallocate()
    }

    /// Ascender, descender and line gap of the primary font, in ems.
    var verticalMetrics: (ascender: Double, descender: Double, lineGap: Double) {
        if primaryIsSystem && primaryIsStandIn {
            return (SystemFontMetrics.ascender, SystemFontMetrics.descender, SystemFontMetrics.lineGap)
        }
        if let primaryVerticalMetrics { return primaryVerticalMetrics }
        let face = faces[0]
        return (face.ascender / face.unitsPerEm, face.descender / face.unitsPerEm, face.lineGap / face.unitsPerEm)
    }

    /// Splits UTF-16 text into runs of one face each. Marks, joiners and variation selectors stay with
    /// the face of the character before them; spaces and punctuation too when that face has them.
    /// `scalars` counts the characters of a run that tracking applies to (marks and joiners excluded).
    func itemize(_ text: UnsafeBufferPointer<UInt16>) -> [(face: Int, start: Int, length: Int, scalars: Int)] {
        var runs: [(face: Int, start: Int, length: Int, scalars: Int)] = []
        pthread_rwlock_rdlock(coverageLock)
        let missing = text.contains { UInt32($0) < FontCascade.coverageLimit && coverage[Int($0)] == FontCascade.unknown }
        if missing {
            pthread_rwlock_unlock(coverageLock)
            pthread_rwlock_wrlock(coverageLock)
            for unit in text where UInt32(unit) < FontCascade.coverageLimit { fillBlock(of: UInt32(unit)) }
            pthread_rwlock_unlock(coverageLock)
            pthread_rwlock_rdlock(coverageLock)
        }
        defer { pthread_rwlock_unlock(coverageLock) }
        var current = -1
        var index = 0
        while index < text.count {
            let start = index
            var scalar = UInt32(text[index])
            index += 1
            if scalar & 0xFC00 == 0xD800, index < text.count, text[index] & 0xFC00 == 0xDC00 {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(text[index]) - 0xDC00)
                index += 1
            }
            let face: Int
            if current >= 0, FontCascade.isClusterExtender(scalar)
                || (FontCascade.staysWithPrevious(scalar) && hasGlyph(face: current, scalar)) {
                face = current
            } else {
                face = firstFace(covering: scalar) ?? max(current, 0)
            }
            // `scalars` counts what tracking spaces out: a combining mark or joiner adds no letter space.
            let tracked = FontCascade.isClusterExtender(scalar) ? 0 : 1
            if face == current, !runs.isEmpty {
                runs[runs.count - 1].length += index - start
                runs[runs.count - 1].scalars += tracked
            } else {
                runs.append((face, start, index - start, tracked))
                current = face
            }
        }
        return runs
    }

    /// Call with the write lock held.
    private func fillBlock(of scalar: UInt32) {
        guard coverage[Int(scalar)] == FontCascade.unknown else { return }
        let blockStart = scalar & ~0xFF
        for code in blockStart..<(blockStart + 256) {
            let face = (0xD800...0xDFFF).contains(code) ? nil : faces.indices.first { faces[$0].hasGlyph(code) }
            coverage[Int(code)] = face.map { UInt8(min($0, 253)) } ?? 255
        }
    }

    /// Call with the read lock held, after `fillBlock` for the scalar's block.
    private func knownCoverage(_ scalar: UInt32) -> UInt8 {
        coverage[Int(scalar)]
    }

    private func firstFace(covering scalar: UInt32) -> Int? {
        if scalar < FontCascade.coverageLimit {
            let face = knownCoverage(scalar)
            return face == 255 ? nil : Int(face)
        }
        return faces.indices.first { faces[$0].hasGlyph(scalar) }
    }

    private func hasGlyph(face: Int, _ scalar: UInt32) -> Bool {
        if scalar < FontCascade.coverageLimit {
            let first = knownCoverage(scalar)
            if first == UInt8(face) { return true }
            if first == 255 || Int(first) > face { return false }
        }
        return faces[face].hasGlyph(scalar)
    }

    /// Characters that do not choose a font themselves when the previous one's font can draw them.
    private static func staysWithPrevious(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20, 0xA0, 0x2000...0x200A, 0x202F, 0x3000: return true
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        case 0x2010...0x2027, 0x2030...0x205E: return true
        default: return false
        }
    }

    /// Combining marks, joiners, variation selectors and bidi controls: never start a font run.
    static func isClusterExtender(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7,
             0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8,
             0x06EA...0x06ED, 0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x0900...0x0903, 0x093A...0x094F,
             0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069,
             0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF:
            return true
        default:
            return false
        }
    }
}
