import CCairo
import Foundation

/// Writes a cairo image surface as a PNG file, tuned for wireframes: large flat areas of few colours.
///
/// cairo's own writer goes through libpng with its default adaptive filtering and zlib level 6, which
/// spends most of a render's time (85% measured on the sample app) squeezing bytes out of flat colour.
/// Here every row is filtered with PNG's "Up" filter (the difference from the row above: a wireframe's
/// rows mostly repeat, so they become runs of zeros) and compressed by ``DeflateWriter``, which writes
/// those runs as run-length matches found eight bytes at a time. zlib at level 1 with its run-length
/// strategy did the same job at 60% of a render's time (its byte-at-a-time match search and Adler-32);
/// its files were about a third smaller (libdeflate at level 1 was tried too: smaller still, slower).
/// Opaque images are written as RGB, others as RGBA with the alpha premultiplication undone (cairo
/// stores premultiplied ARGB in native byte order).
enum PNGEncoder {
    /// The PNG bytes of an ARGB32 image (`stride` bytes per row).
    /// - Throws: ``RenderError`` when zlib fails.
    static func encode(argb: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws -> Data {
        // Wireframes are drawn on an opaque background: RGB in one pass, RGBA only when some pixel is not.
        guard let raw = opaqueRows(argb: argb, width: width, height: height, stride: stride) else {
            return try png(rows: translucentRows(argb: argb, width: width, height: height, stride: stride), width: width, height: height, colorType: 6)
        }
        return try png(rows: raw, width: width, height: height, colorType: 2)
    }

    /// The rows as filtered RGB scanlines, each pixel converted and filtered ("Up": the difference from the
    /// pixel above) in one pass; nil as soon as a pixel is not opaque.
    static func opaqueRows(argb: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8]? {
        let rowLength = 1 + width * 3
        var out = [UInt8](repeating: 0, count: rowLength * height)
        let complete = out.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let out = buffer.baseAddress else { return true }
            for y in 0..<height {
                // Little-endian ARGB32 words are B, G, R, A in memory.
                let row = argb + y &* stride
                var o = out + y &* rowLength
                var alpha: UInt8 = 255
                if y > 0, memcmp(row, row - stride, width * 4) == 0 {
                    // The same as the row above (opaque, or we would have stopped): "Up" leaves zeros,
                    // which the array already holds.
                    o.pointee = 2
                    continue
                }
                if y == 0 {
                    o.pointee = 0
                    o += 1
                    for x in 0..<width {
                        let p = row + x &* 4
                        o[0] = p[2]; o[1] = p[1]; o[2] = p[0]
                        alpha &= p[3]
                        o += 3
                    }
                } else {
                    let above = row - stride
                    o.pointee = 2
                    o += 1
                    for x in 0..<width {
                        let p = row + x &* 4, q = above + x &* 4
                        o[0] = p[2] &- q[2]; o[1] = p[1] &- q[1]; o[2] = p[0] &- q[0]
                        alpha &= p[3]
                        o += 3
                    }
                }
                guard alpha == 255 else { return false }
            }
            return true
        }
        return complete ? out : nil
    }

    /// The rows as unfiltered RGBA scanlines, the premultiplication undone.
    static func translucentRows(argb: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> [UInt8] {
        let rowLength = 1 + width * 4
        var out = [UInt8](repeating: 0, count: rowLength * height)
        out.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = argb + y * stride
                var o = y * rowLength + 1
                for x in 0..<width {
                    let p = row + x * 4
                    let alpha = Int(p[3])
                    if alpha == 255 || alpha == 0 {
                        out[o] = p[2]; out[o + 1] = p[1]; out[o + 2] = p[0]
                    } else {
                        out[o] = UInt8(min(255, (Int(p[2]) * 255 + alpha / 2) / alpha))
                        out[o + 1] = UInt8(min(255, (Int(p[1]) * 255 + alpha / 2) / alpha))
                        out[o + 2] = UInt8(min(255, (Int(p[0]) * 255 + alpha / 2) / alpha))
                    }
                    out[o + 3] = UInt8(alpha)
                    o += 4
                }
            }
        }
        return out
    }

    static func png(rows: [UInt8], width: Int, height: Int, colorType: UInt8) throws -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, colorType, 0, 0, 0])   // depth, colour type, compression, filter, interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", try deflate(rows), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.append(bigEndian: UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        png.append(typed)
        let crc = typed.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
        }
        png.append(bigEndian: UInt32(truncatingIfNeeded: crc))
    }

    /// A zlib stream of `bytes`.
    static func deflate(_ bytes: [UInt8]) throws -> Data {
        Data(bytes.withUnsafeBufferPointer(DeflateWriter.zlib))
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
