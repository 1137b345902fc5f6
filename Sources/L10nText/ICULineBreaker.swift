import CICU

/// ICU's break iterators (line, character) behind a Swift API. Offsets are UTF-16 offsets.
enum ICULineBreaker {
    enum Kind: Int32 {
        case line = 0, character = 1, word = 2
    }

    /// Break opportunities after the start of `text`, the end included, for `locale` (nil = root rules;
    /// `th`, `ja`, `zh` use dictionaries). Empty for empty text or when ICU fails.
    static func breaks(in text: [UInt16], locale: String?, kind: Kind = .line) -> [Int] {
        guard !text.isEmpty else { return [] }
        var capacity = text.count + 1
        while true {
            var out = [Int32](repeating: 0, count: capacity)
            let count = text.withUnsafeBufferPointer { buffer in
                (locale ?? "").withCString { l10n_icu_breaks(buffer.baseAddress, Int32(buffer.count), $0, kind.rawValue, &out, Int32(capacity)) }
            }
            if count < 0 { return [text.count] }
            if Int(count) <= capacity { return out.prefix(Int(count)).map(Int.init) }
            capacity = Int(count)
        }
    }
}
