import Foundation
import XCTest
@testable import L10nRender

/// The PNG encoder's own deflate: what it writes must decode (with libpng and zlib, through cairo) to
/// exactly the pixels drawn, whatever the runs look like.
final class DeflateWriterTests: XCTestCase {
    func testLengthCodesCoverEveryMatchLength() {
        // RFC 1951 3.2.5: the first length of each symbol.
        XCTAssertTrue(DeflateWriter.lengthCode(3) == (257, 0, 3))
        XCTAssertTrue(DeflateWriter.lengthCode(10) == (264, 0, 10))
        XCTAssertTrue(DeflateWriter.lengthCode(11) == (265, 1, 11))
        XCTAssertTrue(DeflateWriter.lengthCode(12) == (265, 1, 11))
        XCTAssertTrue(DeflateWriter.lengthCode(19) == (269, 2, 19))
        XCTAssertTrue(DeflateWriter.lengthCode(130) == (280, 4, 115))
        XCTAssertTrue(DeflateWriter.lengthCode(227) == (284, 5, 227))
        XCTAssertTrue(DeflateWriter.lengthCode(257) == (284, 5, 227))
        XCTAssertTrue(DeflateWriter.lengthCode(258) == (285, 0, 258))
        for length in 3...258 {
            let (symbol, extra, base) = DeflateWriter.lengthCode(length)
            XCTAssertTrue((257...285).contains(symbol) && base <= length && length - base < 1 << extra, "length \(length)")
        }
    }

    /// Images whose rows repeat, run for odd lengths (1, 2, 3, 258, 259, 260… bytes), and vary per
    /// pixel, opaque and translucent, read back pixel for pixel.
    func testImagesReadBackExactly() throws {
        let width = 301, height = 67
        for pattern in 0..<4 {
            let stride = width * 4
            var argb = [UInt8](repeating: 0, count: stride * height)
            var random: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(pattern + 1)
            for y in 0..<height {
                for x in 0..<width {
                    random = random &* 6364136223846793005 &+ 1442695040888963407
                    let noise = UInt8(truncatingIfNeeded: random >> 33)
                    let value: UInt8
                    switch pattern {
                    case 0: value = y < 30 ? 200 : UInt8(truncatingIfNeeded: x / (1 + y % 5))   // flat, then runs of 1…5
                    case 1: value = noise
                    case 2: value = x % 86 < y % 7 ? noise : 17                              // runs of many lengths
                    default: value = UInt8(truncatingIfNeeded: x &* y)
                    }
                    let alpha: UInt8 = pattern == 3 && x % 3 == 0 ? 128 : 255
                    let offset = y * stride + x * 4
                    // Premultiplied, as cairo stores it.
                    argb[offset] = UInt8(Int(value) * Int(alpha) / 255)
                    argb[offset + 1] = UInt8(Int(value / 2) * Int(alpha) / 255)
                    argb[offset + 2] = UInt8(Int(255 - value) * Int(alpha) / 255)
                    argb[offset + 3] = alpha
                }
            }
            let png = try argb.withUnsafeBufferPointer { buffer in
                try PNGEncoder.encode(argb: buffer.baseAddress!, width: width, height: height, stride: stride)
            }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("deflate-\(UUID().uuidString).png")
            try png.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let read = try CairoCanvas(pngFile: file.path)
            XCTAssertEqual(read.pixelWidth, width)
            XCTAssertEqual(read.pixelHeight, height)
            for y in 0..<height {
                for x in 0..<width {
                    let offset = y * stride + x * 4
                    guard let pixel = read.pixel(x: x, y: y) else { return XCTFail("no pixel at \(x), \(y)") }
                    XCTAssertEqual(pixel.alpha, argb[offset + 3], "pattern \(pattern) at \(x), \(y)")
                    if argb[offset + 3] == 255 {
                        XCTAssertEqual([pixel.blue, pixel.green, pixel.red], Array(argb[offset..<(offset + 3)]), "pattern \(pattern) at \(x), \(y)")
                    }
                }
            }
        }
    }
}
