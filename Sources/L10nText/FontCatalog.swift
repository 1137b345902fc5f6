import Foundation

/// Finds font files: the Debian default cascade, Apple's fonts when present, and fonts by PostScript name
/// in project folders and font directories. Loaded faces are kept for the catalog's lifetime.
final class FontCatalog: @unchecked Sendable {
    /// Where the stand-ins for Apple's system fonts come from when SF is not installed.
    static let debianFontRoot = "/usr/share/fonts"

    private let lock = NSLock()
    /// PostScript name → (path, face index). First registration wins, so user directories beat system ones.
    private var index: [String: (path: String, face: Int)] = [:]
    private var indexedDirectories: Set<String> = []
    private var loaded: [String: HarfBuzzShaper] = [:]
    private var missing: Set<String> = []

    init(directories: [URL]) {
        for directory in directories { register(directory: directory) }
    }

    /// Indexes every .ttf/.otf/.ttc/.otc under `directory` by PostScript name.
    func register(directory: URL) {
        let root = directory.standardizedFileURL.path
        lock.lock()
        let seen = indexedDirectories.contains(root)
        indexedDirectories.insert(root)
        lock.unlock()
        guard !seen, let enumerator = FileManager.default.enumerator(atPath: root) else { return }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lower = relative.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") || lower.hasSuffix(".otc") {
                files.append(root + "/" + relative)
            }
            // Build folders and dependencies hold copies; skipping them keeps big projects fast.
            if relative.hasSuffix(".build") || relative.hasSuffix("/.git") || relative == ".git" || relative.hasSuffix("node_modules") {
                enumerator.skipDescendants()
            }
        }
        register(files: files)
    }

    /// Indexes the faces of these font files (a project's bundled fonts, found by its one walk).
    func register(files: [String]) {
        var found: [(String, String, Int)] = []
        for file in files.sorted() {
            for face in 0..<max(HarfBuzzShaper.faceCount(path: file), 0) {
                guard let shaper = HarfBuzzShaper(path: file, index: face) else { continue }
                found.append((shaper.postScriptName, file, face))
            }
        }
        lock.lock()
        for (name, file, face) in found where index[name] == nil { index[name] = (file, face) }
        lock.unlock()
    }

    /// The face with this PostScript name, if indexed.
    func font(postScriptName name: String, variations: [String: Double] = [:]) -> HarfBuzzShaper? {
        lock.lock()
        let entry = index[name]
        lock.unlock()
        guard let entry else { return nil }
        return font(path: entry.path, face: entry.face, variations: variations)
    }

    /// Whether any indexed face has a PostScript name starting with `prefix`; returns the first, sorted.
    func firstName(withPrefix prefix: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return index.keys.filter { $0.hasPrefix(prefix) }.sorted().first
    }

    /// A face by file, loaded once.
    func font(path: String, face: Int = 0, variations: [String: Double] = [:]) -> HarfBuzzShaper? {
        let key = "\(path)#\(face)#" + variations.keys.sorted().map { "\($0)=\(variations[$0]!)" }.joined(separator: ",")
        lock.lock()
        if let shaper = loaded[key] { lock.unlock(); return shaper }
        if missing.contains(key) { lock.unlock(); return nil }
        lock.unlock()
        let shaper = HarfBuzzShaper(path: path, index: face, variations: variations)
        lock.lock(); defer { lock.unlock() }
        if let existing = loaded[key] { return existing }
        if let shaper { loaded[key] = shaper } else { missing.insert(key) }
        return shaper
    }

    /// A Debian font file by its path under /usr/share/fonts.
    func debian(_ relativePath: String, face: Int = 0) -> HarfBuzzShaper? {
        font(path: FontCatalog.debianFontRoot + "/" + relativePath, face: face)
    }
}
