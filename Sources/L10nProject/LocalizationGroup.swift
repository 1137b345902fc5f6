import Foundation
import L10nStrings

/// The `xx.lproj` folders side by side in one directory (one bundle or module), with what each holds.
public struct LocalizationGroup: Sendable {
    /// The directory holding the `.lproj` folders.
    public let directory: URL
    /// Folder names without `.lproj` (`Base`, `de`, `pt-BR`), `Base` first, then sorted.
    public let languages: [String]
    /// File names in each folder, sorted (AppleDouble `._*` files left out).
    let files: [String: [String]]
    /// `Base.lproj/*.storyboard` and `*.xib`, sorted: made once, since every check asks which group holds a
    /// document (building a URL parses it again).
    public let baseDocuments: [URL]
    /// `baseDocuments` by name without extension (the first in sorted order when a storyboard and a xib share
    /// one): each of a language's tables asks for its document.
    private let baseDocumentsByName: [String: URL]

    init(directory: URL, files: [String: [String]]) {
        self.directory = directory
        self.files = files
        languages = files.keys.sorted { a, b in a == "Base" ? b != "Base" : b == "Base" ? false : a < b }
        let base = directory.appendingPathComponent("Base.lproj", isDirectory: true)
        let names = (files["Base"] ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        baseDocuments = names.map { base.appendingPathComponent($0) }
        var byName: [String: URL] = [:]
        for (name, url) in zip(names, baseDocuments) {
            let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            if byName[stem] == nil { byName[stem] = url }
        }
        baseDocumentsByName = byName
    }

    /// The base document named `name` (`Main` for `Base.lproj/Main.storyboard`), if the group has one.
    public func baseDocument(named name: String) -> URL? { baseDocumentsByName[name] }

    /// The folder of `language`.
    public func folder(for language: String) -> URL { directory.appendingPathComponent("\(language).lproj", isDirectory: true) }

    /// Table names (without `.strings`) of `language`, sorted.
    public func tables(in language: String) -> [String] { names(in: language, extension: "strings") }

    /// `.stringsdict` names (without extension) of `language`, sorted.
    public func stringsDictionaries(in language: String) -> [String] { names(in: language, extension: "stringsdict") }

    /// The storyboards and xibs of a language's own folder (`en.lproj/Main.storyboard` in a project localized
    /// by whole copies, before Base Internationalization), sorted.
    public func documents(in language: String) -> [URL] {
        (files[language] ?? []).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { folder(for: language).appendingPathComponent($0) }
    }

    /// The file of table `name` in `language` (it may not exist).
    public func tableURL(_ name: String, language: String) -> URL { folder(for: language).appendingPathComponent("\(name).strings") }

    /// The URL of the strings dictionary `name` in `language`'s folder.
    public func stringsDictionaryURL(_ name: String, language: String) -> URL {
        folder(for: language).appendingPathComponent("\(name).stringsdict")
    }

    /// Whether `language` has the table `name`.
    public func hasTable(_ name: String, in language: String) -> Bool {
        files[language]?.contains(name + ".strings") ?? false
    }

    /// The folder name of `code` in this group (`pt_BR` when the folder is written so and `pt-BR` asked), or nil.
    public func language(matching code: LanguageCode) -> String? {
        languages.first { $0 != "Base" && LanguageCode($0) == code }
    }

    func names(in language: String, extension ext: String) -> [String] {
        (files[language] ?? []).filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) }
    }
}
