/// The colours of the wireframe: close to iOS's light appearance, so a screen is recognisable, with each
/// kind of view outlined in its own colour.
enum WireframeStyle {
    static let background = RenderColor(hex: 0xFFFFFF)
    static let groupedBackground = RenderColor(hex: 0xF2F2F7)
    static let bar = RenderColor(hex: 0xF7F7F8)
    static let separator = RenderColor(hex: 0xC6C6C8)
    static let text = RenderColor(hex: 0x000000)
    static let secondaryText = RenderColor(hex: 0x6C6C70)
    static let placeholder = RenderColor(hex: 0xA3A3A8)
    static let tint = RenderColor(hex: 0x007AFF)
    static let tintFill = RenderColor(hex: 0xE5F1FF)
    static let switchOn = RenderColor(hex: 0x34C759)
    static let controlFill = RenderColor(hex: 0xE9E9EB)
    static let imageFill = RenderColor(hex: 0xE5E5EA)

    /// Outlines by element; a view's frame is exactly its outline's outer edge.
    static let labelOutline = RenderColor(hex: 0x9CC3EE)
    static let buttonOutline = RenderColor(hex: 0x007AFF)
    static let fieldOutline = RenderColor(hex: 0xAEAEB2)
    static let stackOutline = RenderColor(hex: 0xC7B6F2)
    static let viewOutline = RenderColor(hex: 0xD1D1D6)

    static let problem = RenderColor(hex: 0xFF3B30)
    static let problemText = RenderColor(hex: 0xFFFFFF)
    static let highlight = RenderColor(hex: 0xFF9500)
    static let dimming = RenderColor(red: 0, green: 0, blue: 0, alpha: 0.35)

    static func outline(of element: String) -> RenderColor {
        switch element {
        case "label": return labelOutline
        case "button": return buttonOutline
        case "textField", "textView", "searchBar", "segmentedControl": return fieldOutline
        case "stackView": return stackOutline
        default: return viewOutline
        }
    }
}
