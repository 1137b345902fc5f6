import Foundation

/// A zlib stream (RFC 1950/1951) of one fixed-Huffman block whose only matches are runs of the previous
/// byte: what a wireframe's filtered rows are made of. Each row filtered with PNG's "Up" filter is a
/// filter byte and then mostly zeros (the rows repeat), so the encoder finds runs eight bytes at a time and
/// writes 258 equal bytes in 13 bits; zlib's level-1 run-length search and its byte-at-a-time Adler-32
/// spent most of a render's time on those zeros. Here the checksum of a run is computed from its length.
///
/// Files are somewhat larger than zlib's dynamic Huffman codes make them (literals cost 8 or 9 bits), but
/// any PNG reader decodes them to the same pixels.
struct DeflateWriter {
    private var output: [UInt8] = []
    private var bits: UInt64 = 0
    private var bitCount = 0
    private var adlerA: UInt32 = 1
    private var adlerB: UInt32 = 0
    private static let adlerModulus: UInt32 = 65521
    /// The fixed code of each literal/length symbol, bit-reversed for writing, and its length.
    private let codes = DeflateWriter.fixedCodes

    static let fixedCodes: [(code: UInt16, length: UInt8)] = (0..<288).map { symbol in
        let code: Int, length: Int
        switch symbol {
        case 0...143: code = 0x30 + symbol; length = 8
        case 144...255: code = 0x190 + symbol - 144; length = 9
        case 256...279: code = symbol - 256; length = 7
        default: code = 0xC0 + symbol - 280; length = 8
        }
        var reversed = 0
        for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
        return (UInt16(reversed), UInt8(length))
    }

    /// The zlib stream of `bytes`.
    static func zlib(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = DeflateWriter()
        writer.output.reserveCapacity(bytes.count / 16 + 64)
        writer.output.append(contentsOf: [0x78, 0x01])    // deflate, 32 KB window, no dictionary, fastest
        writer.write(1, count: 1)                          // the final block…
        writer.write(1, count: 2)                          // …with the fixed Huffman codes
        writer.encode(bytes)
        writer.writeSymbol(256)                            // end of block
        writer.flush()
        let adler = writer.adlerB << 16 | writer.adlerA
        writer.output.append(contentsOf: [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)])
        return writer.output
    }

    private mutating func encode(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = base[index]
            guard index > 0, base[index - 1] == byte else {
                literal(byte)
                index += 1
                continue
            }
            // A run of the previous byte: how far it goes, eight bytes at a time.
            let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
            var end = index
            while end + 8 <= count && raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == pattern { end += 8 }
            while end < count && base[end] == byte { end += 1 }
            addToChecksum(byte, times: end - index)
            var remaining = end - index
            while remaining >= 3 {
                let length = min(remaining, 258)
                // A run of 259 or 260 would leave 1 or 2: take 256 so that the rest is still a match.
                let taken = remaining - length < 3 && remaining > 258 ? remaining - 3 : length
                match(length: taken)
                remaining -= taken
            }
            for _ in 0..<remaining { writeSymbol(Int(byte)) }
            index = end
        }
    }

    private mutating func literal(_ byte: UInt8) {
        writeSymbol(Int(byte))
        adlerA += UInt32(byte)
        if adlerA >= DeflateWriter.adlerModulus { adlerA -= DeflateWriter.adlerModulus }
        adlerB += adlerA
        if adlerB >= DeflateWriter.adlerModulus { adlerB -= DeflateWriter.adlerModulus }
    }

    /// Adler-32 of `times` copies of `byte`: A grows by times·byte, B by times·A + byte·times(times+1)/2.
    private mutating func addToChecksum(_ byte: UInt8, times: Int) {
        let modulus = UInt64(DeflateWriter.adlerModulus)
        let n = UInt64(times) % modulus, value = UInt64(byte)
        let a = UInt64(adlerA), b = UInt64(adlerB)
        let triangle = UInt64(times) % (2 * modulus) * (UInt64(times + 1) % (2 * modulus)) / 2 % modulus
        adlerB = UInt32((b + n * a % modulus + value * triangle % modulus) % modulus)
        adlerA = UInt32((a + n * value % modulus) % modulus)
    }

    /// A match of `length` (3…258) bytes at distance 1.
    private mutating func match(length: Int) {
        let (symbol, extraBits, base) = DeflateWriter.lengthCode(length)
        writeSymbol(symbol)
        if extraBits > 0 { write(UInt64(length - base), count: extraBits) }
        write(0, count: 5)                                  // distance code 0: distance 1
    }

    /// The length symbol (257…285), its extra bits and the length it starts at.
    static func lengthCode(_ length: Int) -> (symbol: Int, extraBits: Int, base: Int) {
        if length == 258 { return (285, 0, 258) }
        if length <= 10 { return (254 + length, 0, length) }
        // Symbols 265… come in groups of four per number of extra bits (1…5).
        var base = 11, extra = 1, symbol = 265
        while true {
            let span = 4 << extra
            if length < base + span { return (symbol + (length - base) >> extra, extra, base + ((length - base) >> extra) << extra) }
            base += span; symbol += 4; extra += 1
        }
    }

    /// Writes a literal/length symbol with its fixed Huffman code (RFC 1951 3.2.6).
    private mutating func writeSymbol(_ symbol: Int) {
        let (code, length) = codes[symbol]
        write(UInt64(code), count: Int(length))
    }

    /// Appends the low `count` bits of `value`, least significant first.
    private mutating func write(_ value: UInt64, count: Int) {
        bits |= value << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
    }

    private mutating func flush() {
        if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bits)) }
        bits = 0
        bitCount = 0
    }
}
