import Foundation

/// The `Info.plist` files beside a localization group's `.lproj` folders (`Info.plist`, or `<Target>-Info.plist`
/// as older Xcode templates name it), read as property lists: what the app declares about itself.
public struct InfoPlist: Sendable {
    /// The file's name (`Info.plist`, `iLGL-Info.plist`).
    public var name: String
    /// Its top-level keys with their string values (other values are left out).
    public var strings: [String: String]
    /// All of its top-level keys.
    public var keys: Set<String>

    /// The Info.plists in `directory`, sorted by name; files that are no property list are left out, and so
    /// are those without one key of Apple's (`CFBundle…`, `NS…`, `UI…`, `LS…`; a partial plist Xcode
    /// completes at build time has some of them): Firebase's `GoogleService-Info.plist` holds a service's
    /// settings, not the app's.
    public static func files(in directory: URL) -> [InfoPlist] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }.sorted()
        return names.compactMap { name in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
            guard plist.keys.contains(where: { key in ["CFBundle", "NS", "UI", "LS"].contains { key.hasPrefix($0) } }) else { return nil }
            return InfoPlist(name: name, strings: plist.compactMapValues { $0 as? String }, keys: Set(plist.keys))
        }
    }
}
