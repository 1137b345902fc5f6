import CCairo
import Foundation

/// Writes a cairo image surface as a PNG file, tuned for wireframes: large flat areas of few colours.
///
/// cairo's own writer goes through libpng with its default adaptive filtering and zlib level 6, which
/// spends most of a render's time (85% measured on the sample app) squeezing bytes out of flat colour.
/// Here rows are unfiltered and deflated at level 1 with zlib's run-length strategy: the files are a little
/// larger and many times faster to write. Opaque images are written as RGB, others as RGBA with the alpha
/// premultiplication undone (cairo stores premultiplied ARGB in native byte order).
enum PNGEncoder {
    /// The PNG bytes of an ARGB32 image (`stride` bytes per row).
    /// - Throws: ``RenderError`` when zlib fails.
    static func encode(argb: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) throws -> Data {
        var opaque = true
        for y in 0..<height where opaque {
            let row = argb + y * stride
            for x in 0..<width where row.advanced(by: x * 4 + 3).pointee != 255 { opaque = false; break }
        }
        // Little-endian ARGB32 words are B, G, R, A in memory.
        let channels = opaque ? 3 : 4
        let rowLength = 1 + width * channels
        var raw = [UInt8](repeating: 0, count: rowLength * height)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = argb + y * stride
                var o = y * rowLength + 1   // the filter byte stays 0: no filter
                for x in 0..<width {
                    let p = row + x * 4
                    let alpha = Int(p[3])
                    if opaque || alpha == 255 {
                        out[o] = p[2]; out[o + 1] = p[1]; out[o + 2] = p[0]
                    } else if alpha == 0 {
                        out[o] = 0; out[o + 1] = 0; out[o + 2] = 0
                    } else {
                        out[o] = UInt8(min(255, (Int(p[2]) * 255 + alpha / 2) / alpha))
                        out[o + 1] = UInt8(min(255, (Int(p[1]) * 255 + alpha / 2) / alpha))
                        out[o + 2] = UInt8(min(255, (Int(p[0]) * 255 + alpha / 2) / alpha))
                    }
                    if !opaque { out[o + 3] = UInt8(alpha) }
                    o += channels
                }
            }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])   // depth, colour type, compression, filter, interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", try deflate(raw), to: &png)
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

    /// A zlib stream of `bytes` at level 1 with the run-length strategy.
    static func deflate(_ bytes: [UInt8]) throws -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, 1, Z_DEFLATED, 15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw RenderError.cairo("PNG encoding failed: zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        let status = bytes.withUnsafeBufferPointer { input -> Int32 in
            output.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CCairo.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw RenderError.cairo("PNG encoding failed: zlib status \(status)") }
        return Data(output.prefix(Int(stream.total_out)))
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
