/// A binary min-heap of entering candidates ordered by (level, symbol id): the highest priority level
/// first, the lowest id within it, which is the choice a scan of the objectives makes. Entries may be out
/// of date; the solver checks each one it takes.
struct CandidateHeap {
    private var levels: [Int32] = []
    private var symbols: [Int32] = []

    var isEmpty: Bool { symbols.isEmpty }

    mutating func removeAll() {
        levels.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
    }

    @inline(__always) private func less(_ a: Int, _ b: Int) -> Bool {
        levels[a] != levels[b] ? levels[a] < levels[b] : symbols[a] < symbols[b]
    }

    private mutating func swapAt(_ a: Int, _ b: Int) {
        levels.swapAt(a, b)
        symbols.swapAt(a, b)
    }

    mutating func push(level: Int, symbol: Int32) {
        levels.append(Int32(level))
        symbols.append(symbol)
        var child = symbols.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(child, parent) else { break }
            swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest entry.
    mutating func popMinimum() -> (level: Int, symbol: Int32)? {
        guard let symbol = symbols.first else { return nil }
        let level = Int(levels[0])
        let last = symbols.count - 1
        swapAt(0, last)
        levels.removeLast()
        symbols.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < symbols.count, less(left, smallest) { smallest = left }
            if right < symbols.count, less(right, smallest) { smallest = right }
            guard smallest != parent else { break }
            swapAt(parent, smallest)
            parent = smallest
        }
        return (level, symbol)
    }
}
