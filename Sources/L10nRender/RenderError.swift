/// Why an image could not be made.
public enum RenderError: Error, CustomStringConvertible {
    /// The image would be unreasonably large.
    case imageTooLarge(String)
    /// cairo reported an error.
    case cairo(String)

    public var description: String {
        switch self {
        case .imageTooLarge(let message): return "image too large: \(message)"
        case .cairo(let message): return "cairo: \(message)"
        }
    }
}
