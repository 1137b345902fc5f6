/// That a target builds a file in one of its phases.
public struct XcodeMembership: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The build phase that names the file.
    public enum Phase: String, Sendable, Comparable {
        /// Copied into the product (`PBXResourcesBuildPhase`): a shipped document or table.
        case resources
        /// Compiled (`PBXSourcesBuildPhase`).
        case sources

        public static func < (a: Phase, b: Phase) -> Bool { a.rawValue < b.rawValue }
    }

    public var target: String
    public var phase: Phase
    /// Whether the target is a test bundle (its files never reach the app's users).
    public var isTestTarget: Bool

    public init(target: String, phase: Phase, isTestTarget: Bool) {
        self.target = target
        self.phase = phase
        self.isTestTarget = isTestTarget
    }

    public static func < (a: XcodeMembership, b: XcodeMembership) -> Bool {
        (a.target, a.phase) < (b.target, b.phase)
    }

    public var description: String { "\(target) (\(phase.rawValue))" }
}
