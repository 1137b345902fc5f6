import Foundation

/// Values computed once per key and shared between threads. The map's lock is held only to find or make
/// a key's slot; the work runs under that slot's own lock, so two threads parsing different files never
/// wait for each other and two asking for the same file parse it once.
public final class OnceCache<Value>: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: Value?
    }

    public init() {}

    private let lock = NSLock()
    private var slots: [String: Slot] = [:]

    /// The value for `key`, made by `make` the first time it is asked for.
    public func value(for key: String, make: () -> Value) -> Value {
        lock.lock()
        let slot: Slot
        if let existing = slots[key] {
            slot = existing
        } else {
            slot = Slot()
            slots[key] = slot
        }
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let value = slot.value { return value }
        let value = make()
        slot.value = value
        return value
    }
}
