/// The text of a parsed table (WTF-8), shared by every entry that still points into it, so that parsing
/// a large table allocates no string per token.
final class StringsText: @unchecked Sendable {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// A run of raw text: either a span of the parsed text or text set by an edit.
enum Fragment: Sendable, Equatable {
    case span(Int32, Int32)
    case owned(String)

    static let empty = Fragment.span(0, 0)

    var isEmpty: Bool {
        switch self {
        case .span(let a, let b): return a == b
        case .owned(let s): return s.isEmpty
        }
    }

    func append(to out: inout [UInt8], from text: StringsText) {
        switch self {
        case .span(let a, let b): if a < b { out.append(contentsOf: text.bytes[Int(a)..<Int(b)]) }
        case .owned(let s): out.append(contentsOf: s.utf8)
        }
    }

    func bytes(in text: StringsText) -> ArraySlice<UInt8> {
        switch self {
        case .span(let a, let b): return text.bytes[Int(a)..<Int(b)]
        case .owned(let s): return ArraySlice(Array(s.utf8))
        }
    }

    func string(in text: StringsText) -> String { String(decoding: bytes(in: text), as: UTF8.self) }
}
