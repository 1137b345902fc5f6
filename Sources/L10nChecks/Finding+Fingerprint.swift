extension Finding {
    /// A stable identity for the finding, for baselines and SARIF's `partialFingerprints`: 32 lowercase hex
    /// digits (the first 128 bits of a SHA-256).
    ///
    /// It hashes what names the problem, not where it currently sits: the rule id, the file (with `\`
    /// turned into `/` and a leading `./` dropped), the language, and the object id and key when set.
    /// Line, column, measured values, related locations and the fix are left out, so inserting lines above
    /// an entry or a font change that alters the numbers in a layout message keeps the fingerprint. Only a
    /// finding with neither an object id nor a key (a syntax error, a whole table) also hashes its message,
    /// since nothing else tells two such findings in one file apart, with its digits left out: a count in it
    /// ("28 of its 29 texts") changes as translators work.
    ///
    /// The screens are left out too: `verify` reports one problem as one finding whatever the devices,
    /// orientations and text sizes it shows on, so checking one more device, or another screen becoming
    /// the worst, keeps the identity (v1 hashed the device and orientation of per-screen findings).
    ///
    /// Two findings of the same rule on the same object share a fingerprint; the SARIF reporter numbers
    /// such repeats (`:2`, `:3`) in its own output.
    ///
    /// The recipe is versioned (`v2` is hashed in): changing it invalidates every stored baseline, so a
    /// test pins known values.
    public var fingerprint: String {
        var fields: [String] = ["l10nlayout-fingerprint-v2", ruleID, Self.normalizedPath(file), language]
        // Each optional field is tagged so that an absent object cannot collide with an empty one.
        fields.append(objectID.map { "i=" + $0 } ?? "-")
        fields.append(key.map { "k=" + $0 } ?? "-")
        // Without an object or a key the message tells findings apart, its counts aside: a table with one more
        // entry translated ("28 of its 29 texts") is the same finding.
        if objectID == nil && key == nil { fields.append("m=" + Self.withoutCounts(message)) }
        // U+001F (unit separator) does not occur in paths, ids or keys that a user edits by hand.
        let digest = SHA256Digest.hash(Array(fields.joined(separator: "\u{1F}").utf8))
        return digest.prefix(16).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// `message` with every run of digits written `#`.
    static func withoutCounts(_ message: String) -> String {
        var result = ""
        var inNumber = false
        for character in message {
            if character.isASCII && character.isNumber {
                if !inNumber { result.append("#") }
                inNumber = true
            } else {
                result.append(character)
                inNumber = false
            }
        }
        return result
    }

    static func normalizedPath(_ path: String) -> String {
        var result = path.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "/")
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result
    }
}

/// SHA-256 (FIPS 180-4) over a byte array: Swift's `Hasher` is seeded per process, so it cannot give an
/// identity that outlives a run, and no crypto library is available to the package on Linux.
enum SHA256Digest {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest.
    static func hash(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the bit length big-endian.
        var data = message
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }

        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for i in 0..<16 {
                let j = chunk + i * 4
                w[i] = UInt32(data[j]) << 24 | UInt32(data[j + 1]) << 16 | UInt32(data[j + 2]) << 8 | UInt32(data[j + 3])
            }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
            for i in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = hh &+ s1 &+ choice &+ k[i] &+ w[i]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            for (i, value) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ value }
        }
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
}
