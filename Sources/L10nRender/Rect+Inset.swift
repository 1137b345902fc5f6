import L10nLayout

extension Rect {
    /// The rectangle shrunk by `amount` on every side (grown when negative).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
