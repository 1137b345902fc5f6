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
    /// The storyboards it has iOS load at launch, at any depth: `UIMainStoryboardFile`, `UILaunchStoryboardName`
    /// (and their `~ipad` forms), a scene configuration's `UISceneStoryboardFile`, an extension's `NSExtensionMainStoryboard`.
    public var storyboards: Set<String> = []
    /// The languages it declares the app localized in beside its `.lproj` folders (`CFBundleLocalizations`), as written.
    public var localizations: [String] = []
    /// Every key and every string value it holds, at any depth: what iOS may look up in `InfoPlist.strings` (a key's
    /// value, a home-screen shortcut's `UIApplicationShortcutItemTitle`, a document type's `CFBundleTypeName`).
    public var names: Set<String> = []
    /// The titles and subtitles of its home-screen quick actions (`UIApplicationShortcutItems`), in order, each once:
    /// iOS looks each up in `InfoPlist.strings` by its text.
    public var shortcutTexts: [String] = []

    public init(name: String, strings: [String: String], keys: Set<String>, storyboards: Set<String> = [], localizations: [String] = []) {
        self.name = name
        self.strings = strings
        self.keys = keys
        self.storyboards = storyboards
        self.localizations = localizations
    }

    /// The Info.plists in `directory`, sorted by name; files that are no property list are left out, and so
    /// are those without one key of Apple's (`CFBundle…`, `NS…`, `UI…`, `LS…`; a partial plist Xcode
    /// completes at build time has some of them): Firebase's `GoogleService-Info.plist` holds a service's
    /// settings, not the app's.
    public static func files(in directory: URL) -> [InfoPlist] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }.sorted()
        return names.compactMap { read(directory.appendingPathComponent($0)) }
    }

    /// The Info.plist at `url`; nil when it is missing, no property list, or has no key of Apple's.
    public static func read(_ url: URL) -> InfoPlist? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        guard plist.keys.contains(where: { key in ["CFBundle", "NS", "UI", "LS"].contains { key.hasPrefix($0) } }) else { return nil }
        var read = InfoPlist(name: url.lastPathComponent, strings: plist.compactMapValues { $0 as? String }, keys: Set(plist.keys),
                             storyboards: storyboardNames(in: plist), localizations: (plist["CFBundleLocalizations"] as? [Any] ?? []).compactMap { $0 as? String })
        read.names = names(in: plist)
        var seen = Set<String>()
        read.shortcutTexts = (plist["UIApplicationShortcutItems"] as? [Any] ?? []).flatMap { item -> [String] in
            let item = item as? [String: Any] ?? [:]
            return ["UIApplicationShortcutItemTitle", "UIApplicationShortcutItemSubtitle"].compactMap { item[$0] as? String }
        }.filter { !$0.isEmpty && seen.insert($0).inserted }
        return read
    }

    /// The keys and string values of `value` and everything it holds.
    static func names(in value: Any) -> Set<String> {
        if let string = value as? String { return [string] }
        if let dictionary = value as? [String: Any] {
            return dictionary.reduce(into: Set(dictionary.keys)) { $0.formUnion(names(in: $1.value)) }
        }
        return (value as? [Any] ?? []).reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
    }

    /// The values of the keys naming a storyboard in `value` and everything it holds.
    static func storyboardNames(in value: Any) -> Set<String> {
        var names = Set<String>()
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                let base = String(key.split(separator: "~", maxSplits: 1).first ?? Substring(key))
                if ["UIMainStoryboardFile", "UILaunchStoryboardName", "UISceneStoryboardFile", "NSExtensionMainStoryboard"].contains(base),
                   let name = child as? String {
                    names.insert(name)
                }
                names.formUnion(storyboardNames(in: child))
            }
        } else if let array = value as? [Any] {
            for child in array { names.formUnion(storyboardNames(in: child)) }
        }
        return names
    }
}
