import Foundation

/// A target of an Xcode project and the files of its resources and sources build phases.
public struct XcodeTarget: Sendable {
    /// The target's name as Xcode shows it.
    public var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`, `…bundle.unit-test`…; nil for
    /// aggregate and legacy (external build) targets.
    public var productType: String?
    /// What the target copies into its product: documents, tables, folder references, and every child
    /// of each variant group it names. Sorted by path.
    public var resources: [XcodeFile]
    /// What the target compiles (`.swift`, `.m`, `.mm`, `.c`…). Sorted by path.
    public var sources: [XcodeFile]

    /// The oldest iOS the target runs on (`IPHONEOS_DEPLOYMENT_TARGET` of its build configurations, else of the
    /// project's; the lowest of them), as numbers (`[12, 0]`); nil when no configuration sets one.
    public var iOSDeploymentTarget: [Int]?
    /// The SDKs its build configurations build for (`SDKROOT`: `iphoneos`, `watchos`, `macosx`), else the project's.
    public var sdkRoots: Set<String> = []
    /// The settings of its build configurations that make its Info.plist (`INFOPLIST_FILE`, the `INFOPLIST_KEY_…` of a
    /// generated one, and `PRODUCT_NAME`, the bundle's name), each with its values, sorted.
    public var infoPlistSettings: [String: [String]] = [:]
    /// The Swift package products the target links (`FirebaseAuth`), sorted: modules its code can import.
    public var packageProducts: [String] = []
    /// The Swift compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`) each build configuration sets, by
    /// configuration name (`"Release": ["RELEASE"]`); nil for one whose conditions the project does not settle.
    public var swiftConditions: [String: Set<String>?] = [:]
    /// The conditions some configuration sets for other SDKs or architectures only (`OTHER_SWIFT_FLAGS[sdk=iphonesimulator*]
    /// = "-DON_SIMULATOR"`): names a build sets, though not the one for a device.
    public var otherSDKSwiftConditions: Set<String> = []
    /// The macros `GCC_PREPROCESSOR_DEFINITIONS` defines for C and Objective-C in each build configuration, as written
    /// (`"DEBUG=1"`, `"USESEC"`), by configuration name; nil for one the project does not settle.
    public var preprocessorDefinitions: [String: [String]?] = [:]
    /// The file name of the target's product (`Today.appex`, `App.app`); nil when the project names none.
    public var product: String?
    /// The file names of the products its Copy Files phases put into its own (`Share.appex` in "Embed Foundation
    /// Extensions", a watch app in "Embed Watch Content").
    public var embeddedProducts: Set<String> = []
    /// The file names of the products and frameworks its Link Binary With Libraries phase links (`Shared.framework`).
    public var linkedProducts: Set<String> = []
    /// True for a legacy target (`PBXLegacyTarget`): one that runs an external build tool (`make`, `gmake`) whose own
    /// rules, not the project's build phases, decide what the product holds.
    public var runsExternalBuildTool = false

    /// The names of the strings tables the product holds as `InfoPlist`: `InfoPlist` itself, and those Xcode
    /// renames to it as it copies them (its `STRINGS_FILE_INFOPLIST_RENAME` setting, on by default): `<name>Plist` and
    /// `<name>-InfoPlist` of its Info.plist `<name>.plist` (Passepartout's `AppPlist.strings` beside its
    /// `App.plist`), or `<target>-InfoPlist` where Xcode generates the Info.plist. Sorted.
    public var infoPlistTableNames: [String] {
        var names: Set<String> = ["InfoPlist"]
        let files = infoPlistSettings["INFOPLIST_FILE"] ?? []
        // (Only the file's name matters: `$(SRCROOT)/App/App.plist` is `App`; a name built from a setting is not known.)
        for file in files {
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            if !base.contains("$") { names.formUnion([base + "Plist", base + "-InfoPlist"]) }
        }
        if files.isEmpty { names.insert(name + "-InfoPlist") }
        return names.sorted()
    }

    /// The configuration an archive for the App Store builds: Xcode's `Release`, else the one the team names for
    /// production (DP-3T's `Release-Prod` beside `Release-Dev`, `Release-Abnahme` and `Release-Prod-Logging`: a name
    /// with the word `Prod`, `Production`, `AppStore` or `Store`, the shortest of them); nil when no name says.
    public var shippedConfiguration: String? {
        let names = Set(swiftConditions.keys).union(preprocessorDefinitions.keys)
        if names.contains("Release") { return "Release" }
        let production = names.filter { name in
            let words = name.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
            return words.contains { ["prod", "production", "appstore", "store"].contains($0) }
        }
        return production.min { ($0.count, $0) < ($1.count, $1) }
    }

    public init(name: String, productType: String?, resources: [XcodeFile], sources: [XcodeFile], iOSDeploymentTarget: [Int]? = nil) {
        self.name = name
        self.productType = productType
        self.resources = resources
        self.sources = sources
        self.iOSDeploymentTarget = iOSDeploymentTarget
    }

    /// `"9.0"` as `[9, 0]`; nil for what is not a version (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`).
    static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// A framework or library: its resources reach users through the apps that embed it.
    public var isLibrary: Bool {
        guard let productType else { return false }
        return productType.contains("framework") || productType.contains("library")
    }

    /// An application (not an extension, a clip or a test bundle).
    public var isApplication: Bool { productType == "com.apple.product-type.application" }

    /// An app extension (a widget, a share sheet, an intents or notification service extension, a WatchKit extension)
    /// or a watchOS app: a bundle of its own beside the app's, which looks strings up in the tables it copies itself.
    public var isExtension: Bool {
        guard let productType else { return false }
        return productType.contains("extension") || (isApplication && sdkRoots.contains("watchos"))
    }

    /// Whether the target is built for another platform than iOS: a watchOS app of one target (which Xcode 14 makes an
    /// `application` too), a tvOS or macOS app.
    public var buildsForAnotherPlatform: Bool {
        !sdkRoots.isEmpty && !sdkRoots.contains { $0 == "iphoneos" || $0 == "auto" }
    }

    /// Whether the name says the target exercises something else: "Test", "Demo", "Example" or "Sample" as a
    /// word of it ("Sparkle Test App", "TestHostApp", "LoopKitExample"; not "Contest" or "Tester").
    public var namesHarness: Bool {
        let characters = Array(name)
        for word in ["Test", "Demo", "Example", "Sample"] {
            let letters = Array(word)
            var start = 0
            while start + letters.count <= characters.count {
                if Array(characters[start..<start + letters.count]) == letters {
                    // Capitalized, the word starts a word of the name wherever it stands ("KitExample"); it must
                    // end one too ("Tester" is no harness).
                    let after = start + letters.count < characters.count ? characters[start + letters.count] : nil
                    if !(after?.isLowercase ?? false) { return true }
                }
                start += 1
            }
        }
        return false
    }

    /// Whether this is an app that only exercises the framework of its project (`hasLibrary`: the project
    /// builds a framework or library): an application whose name says so (``namesHarness``).
    public func exercises(amongLibraries hasLibrary: Bool) -> Bool { hasLibrary && isApplication && namesHarness }

    /// Whether what the target builds reaches no user of the project's apps though it is no test bundle: an app that
    /// only exercises the project's framework ("Sparkle Test App", "LoopKit Example": its users are the framework's
    /// developers), or an extension no app embeds (``isLeftOutExtension(among:)``). `targets`: its project's.
    public func isHarness(among targets: [XcodeTarget]) -> Bool {
        exercises(amongLibraries: targets.contains { $0.isLibrary }) || isLeftOutExtension(among: targets) || isDevelopmentVariant(among: targets)
    }

    /// Words of a target's name that mark a build for the team (`Dev`, `Staging`), and those that mark the one for the store.
    static let developmentWords: Set<String> = ["dev", "develop", "development", "debug", "staging", "stage", "qa", "internal"]
    static let productionWords: Set<String> = ["prod", "production", "release", "appstore", "store", "live"]

    /// The words of `name`: split at spaces, punctuation and lower-to-upper case changes (`eRouskaDev` is `e`, `Rouska`, `Dev`).
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase, !current.isEmpty { words.append(current); current = "" }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// Whether this app is the team's build of another application target of the project: its name has a word saying so
    /// (``developmentWords``) and another app's name is the same but for such words or a store one's (eRouska's
    /// "eRouska Dev" beside "eRouska Prod"). Testers install it; users get the other, whose compilation conditions
    /// decide what their app holds.
    public func isDevelopmentVariant(among targets: [XcodeTarget]) -> Bool {
        guard isApplication, !isTest else { return false }
        let words = Self.nameWords(name)
        guard words.contains(where: Self.developmentWords.contains) else { return false }
        let stem = words.filter { !Self.developmentWords.contains($0) && !Self.productionWords.contains($0) }
        return targets.contains { other in
            guard other.name != name, other.isApplication, !other.isTest, other.buildsForAnotherPlatform == buildsForAnotherPlatform else { return false }
            let otherWords = Self.nameWords(other.name)
            return !otherWords.contains(where: Self.developmentWords.contains)
                && otherWords.filter { !Self.productionWords.contains($0) } == stem
        }
    }

    /// Whether this is an app extension no target of its project embeds, in a project that builds an app: the
    /// extension is built but never copied into an app, so nothing of it reaches users (TKeyboard's Today and Share
    /// extensions beside the keyboard its app embeds). An extension of a project without an app may be embedded
    /// by another project's.
    public func isLeftOutExtension(among targets: [XcodeTarget]) -> Bool {
        guard let product, product.hasSuffix(".appex"), targets.contains(where: { $0.isApplication && !$0.isTest }) else { return false }
        return !targets.contains { $0.embeddedProducts.contains(product) }
    }

    /// A unit or UI test bundle: what it ships never reaches the app's users.
    public var isTest: Bool {
        guard let productType else { return false }
        return productType.contains("unit-test") || productType.contains("ui-testing") || productType.contains("ocunit-test")
    }
}
