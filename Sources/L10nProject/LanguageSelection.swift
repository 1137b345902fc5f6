import Foundation
import L10nStrings

/// The languages a command was asked for, matched against the project's `.lproj` folders: a code names
/// the folder of the same language however it is spelled (`pt_BR` for `pt-BR`), `Base` (any case) the
/// base texts, and a code without a folder is kept apart (its documents show the base texts).
public struct LanguageSelection: Equatable, Sendable {
    /// The languages to use in the order asked, each once: a folder's language, or nil for the base texts.
    public var wanted: [String?]
    /// The wanted languages that have no `.lproj` folder, in the order asked.
    public var absent: [String]

    /// Matches `requested` against `present` (the project's languages, ``Workspace/languages``).
    /// - Parameter requested: codes or `Base`; empty asks for the base texts and every present language.
    public init(requested: [String], present: [String]) {
        guard !requested.isEmpty else {
            wanted = [nil] + present.map(Optional.some)
            absent = []
            return
        }
        wanted = []
        absent = []
        for language in requested {
            if language.lowercased() == "base" {
                if !wanted.contains(where: { $0 == nil }) { wanted.append(nil) }
                continue
            }
            let folder = LanguageCode(language).flatMap { code in present.first { LanguageCode($0) == code } } ?? language
            if !present.contains(folder), !absent.contains(folder) { absent.append(folder) }
            if !wanted.contains(where: { $0 == folder }) { wanted.append(folder) }
        }
    }

    /// The wanted languages that have a folder, so have tables to check.
    public var present: [String] { wanted.compactMap { $0 }.filter { !absent.contains($0) } }
}
