/// A decoded string literal: its text with escapes resolved, Swift's multi-line indentation stripped,
/// and the interpolations it contains.
public struct StringLiteral: Sendable, Equatable {
    /// How the literal is written.
    public enum Form: Sendable, Equatable {
        /// A Swift literal: `"…"`, `"""…"""` (`isMultiline`), raw `#"…"#` with `hashes` `#` signs.
        case swift(hashes: Int, isMultiline: Bool)
        /// An Objective-C string object `@"…"`.
        case objectiveC
        /// A C string `"…"` (also Objective-C's `@"a" "b"` continuation pieces).
        case c
    }

    /// A run of text or an interpolation `\(…)`.
    public enum Segment: Sendable, Equatable {
        case text(String)
        /// The byte range of the interpolated expression (between `\(` and `)`) in the file.
        case interpolation(Range<Int>)
    }

    public var form: Form
    /// Text and interpolations in order; adjacent text is one segment. An empty literal has no segments.
    public var segments: [Segment]

    public init(form: Form, segments: [Segment]) {
        self.form = form
        self.segments = segments
    }

    /// The literal's text, or nil when it interpolates (its text is only known at run time).
    public var value: String? {
        var text = ""
        for segment in segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }

    /// Whether the literal has text of its own, interpolated or not (`"Enacted at \(time)"`, not `"\(count)"` or `""`).
    public var hasText: Bool {
        segments.contains { if case .text(let part) = $0 { return !part.isEmpty } else { return false } }
    }

    /// Whether the literal contains an interpolation.
    public var isInterpolated: Bool {
        segments.contains { if case .interpolation = $0 { return true } else { return false } }
    }
}
