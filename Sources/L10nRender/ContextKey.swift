/// A strings key and the object it belongs to (`abc-12-xyz.accessibilityLabel` → `abc-12-xyz`).
public struct ContextKey: Hashable, Sendable {
    public var key: String
    public var objectID: String

    public init(key: String, objectID: String) {
        self.key = key
        self.objectID = objectID
    }
}
