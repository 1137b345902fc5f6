import Foundation

/// The peak resident memory of one bench section. Freed memory is first handed back to the system
/// (`malloc_trim`), then Linux resets the process's high-water mark when "5" is written to
/// /proc/self/clear_refs, and reports it as VmHWM in /proc/self/status; elsewhere only the process-wide
/// maximum (`ru_maxrss`) is known, and the figure says so.
enum PeakMemory {
    /// Starts a section's measurement; the resident memory at its start (MB), nil when the peak cannot be reset.
    static func reset() -> Double? {
        // glibc's malloc_trim is not in the Glibc module map: look it up.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            typealias Trim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? handle.close() }
        guard (try? handle.write(contentsOf: Data("5".utf8))) != nil else { return nil }
        return status("VmRSS:")
    }

    /// The peak since the last reset, in MB, or the process-wide maximum when it could not be reset.
    static func megabytes(wasReset: Bool) -> (value: Double, processWide: Bool) {
        if wasReset, let peak = status("VmHWM:") { return (peak, false) }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return (Double(usage.ru_maxrss) / 1024, true)
    }

    /// A "Name:  123 kB" figure of /proc/self/status, in MB.
    static func status(_ name: String) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes / 1024
    }
}
