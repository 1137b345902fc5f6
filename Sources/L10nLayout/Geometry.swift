/// A rectangle in points, origin top-left as UIKit has it.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Origin and size in points.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Edges and centre.
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// Moves the rectangle by the origin of its container.
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    /// The overlapping part, or nil when the two do not overlap by more than `tolerance` in both axes.
    public func intersection(_ other: Rect, tolerance: Double = 0) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right - left > tolerance, bottom - top > tolerance else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points of slack on each edge.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
            && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The same rectangle with every edge rounded to UIKit's pixel grid at `scale`.
    public func roundedToPixels(scale: Double = 2) -> Rect {
        func r(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let left = r(minX), top = r(minY)
        return Rect(x: left, y: top, width: r(maxX) - left, height: r(maxY) - top)
    }

    /// `(x, y, width, height)` with at most two decimals.
    public var description: String { "(\(fmt(x)), \(fmt(y)), \(fmt(width)), \(fmt(height)))" }
}

/// A size in points.
public struct Size: Hashable, Sendable {
    /// Width and height in points.
    public var width: Double
    public var height: Double
    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets from each edge, as `UIEdgeInsets` (left and right are physical and never flip).
public struct EdgeInsets: Hashable, Sendable {
    /// Insets in points from each edge.
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets; omitted edges are zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `rect` made smaller by the insets.
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.x + left, y: rect.y + top, width: rect.width - left - right, height: rect.height - top - bottom)
    }
}

/// Formats a coordinate for messages and JSON: at most two decimals, no trailing zeros.
func fmt(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
