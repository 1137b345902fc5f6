import Foundation
import L10nStrings

extension Workspace {
    /// Whether the file belongs to a Swift package's target (a `Package.swift` below the root): its resources
    /// are the package's bundle, not the app's.
    public func isInPackage(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path
        return packageFolders.contains { path.hasPrefix($0 + "/") }
    }

    /// The languages the app's own bundle is localized in: the development language, the `.lproj` folders its
    /// application targets copy and the languages of the String Catalogs they build. iOS runs the app in one of
    /// them, and reads every bundle it embeds (a Swift package's resources) in that same language: a package's
    /// table of a language the app lacks is never shown (Anytype's Arabic catalog beside an app localized in 16
    /// other languages), and those its Info.plist names (`CFBundleLocalizations`). Nil when that is not known: no Xcode
    /// project or no application target (apps only a library's developers build aside), or an app's Info.plist mixing
    /// them (`CFBundleAllowMixedLocalizations`), or naming them in build settings.
    public var applicationBundleLanguages: Set<LanguageCode>? {
        guard var languages = applicationFolderLanguages else { return nil }
        if let development = LanguageCode(developmentLanguage()) { languages.insert(development) }
        return languages
    }

    /// ``applicationBundleLanguages`` but the development language: what the application targets copy and their
    /// Info.plists name. Worked out once.
    var applicationFolderLanguages: Set<LanguageCode>? {
        applicationFolderLanguageCache.value(for: "") { readApplicationFolderLanguages() }
    }

    private func readApplicationFolderLanguages() -> Set<LanguageCode>? {
        guard let xcode else { return nil }
        var languages = Set<LanguageCode>()
        var applications = 0
        for project in xcode.projects {
            for target in project.targets where target.isApplication && !target.isTest && !target.buildsForAnotherPlatform
            && !xcode.isDeveloperTarget(target.name, of: project) {
                applications += 1
                let settings = target.infoPlistSettings
                if settings.keys.contains(where: { $0.hasSuffix("CFBundleLocalizations") || $0.hasSuffix("CFBundleAllowMixedLocalizations") }) { return nil }
                for url in project.infoPlistURLs(of: target) {
                    guard let plist = InfoPlist.read(url) else { continue }
                    if plist.keys.contains("CFBundleAllowMixedLocalizations") { return nil }
                    // The languages it names are the app's too (Gem's 21, whose translations live in a package).
                    if plist.keys.contains("CFBundleLocalizations") {
                        guard !plist.localizations.isEmpty else { return nil }
                        languages.formUnion(plist.localizations.compactMap(LanguageCode.init))
                    }
                }
                for file in target.resources {
                    // A file of an `.lproj` folder, or the folder itself copied whole (ProtonVPN's `ru.lproj`).
                    let folderName = file.isFolder && file.url?.pathExtension.lowercased() == "lproj" ? file.url?.deletingPathExtension().lastPathComponent : nil
                    if let name = file.lprojName ?? folderName {
                        if !Self.foldersOfNoUserLanguage.contains(name), let code = LanguageCode(name) { languages.insert(code) }
                    } else if let url = file.url, url.pathExtension.lowercased() == "xcstrings" {
                        guard case .success(let catalog) = catalog(url) else { return nil }
                        languages.formUnion(catalog.languages.compactMap(LanguageCode.init))
                    }
                    // (Any other folder reference is copied whole as a subfolder, FreeAPS's `javascript/`: `.lproj` folders
                    // in it are none of the bundle's languages, which are its top-level folders'.)
                }
            }
        }
        return applications > 0 ? languages : nil
    }

    /// Whether the file at `url` is copied into the product of library targets only (frameworks, the framework
    /// projects of the app's tree build): iOS reads a framework the app embeds in the language it runs the app in.
    /// False without a project or when an application target, an extension or a resource bundle copies it.
    public func isCopiedOnlyByLibraries(_ url: URL) -> Bool {
        // (An app only the library's developers build may copy it too: ``XcodeProjectSet/developerTargets``.)
        let copying = (xcode?.copyingTargets(of: url) ?? []).filter { !(xcode?.isDeveloperTarget($0.target.name, of: $0.project) ?? false) }
        return !copying.isEmpty && copying.allSatisfy { $0.target.isLibrary }
    }
}

extension Workspace {
    /// The languages of the bundles code of `scope` looks its strings up in: their `.lproj` folders and the
    /// languages of the String Catalogs they build (Xcode compiles a catalog into one `.lproj` folder per
    /// language it holds). A catalog that cannot be read adds none.
    public func languages(of scope: LookupScope) -> Set<LanguageCode> {
        var languages = Set(scope.languages.compactMap(LanguageCode.init))
        for url in scope.resources.compactMap(\.url) where url.pathExtension.lowercased() == "xcstrings" {
            if case .success(let catalog) = catalog(url) { languages.formUnion(catalog.languages.compactMap(LanguageCode.init)) }
        }
        return languages
    }
}
