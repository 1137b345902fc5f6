/// An sRGB colour with alpha, components 0…1.
struct RenderColor: Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double = 1

    /// From `0xRRGGBB`.
    init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The 8-bit components an opaque colour has in a PNG.
    var bytes: (red: UInt8, green: UInt8, blue: UInt8) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }
}
