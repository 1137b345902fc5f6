/// Widely used libraries that show a text argument as written: a HUD's status (SVProgressHUD, ProgressHUD,
/// KRProgressHUD, SwiftLoader, MBProgressHUD's `labelText`, SPIndicator, SPAlert), a toast's message (Toast-Swift's
/// `makeToast`, Toaster, AlertToast), a banner's or a message view's title (SwiftMessages, NotificationBannerSwift, Drops,
/// TSMessage) and an SCLAlertView's texts. Their code lives in `Pods/`, Carthage or a Swift package, out of the app's sources, so the
/// helpers the app's own code declares (``Helpers``) never reach them: their names are known here.
extension ShownLiteral {
    /// A Swift call of a library that shows some of its arguments: the argument labels it shows (`""`: the first
    /// argument, unlabelled), and the modules one of which the calling file imports (none: the name says it is the
    /// library's wherever it is called).
    struct LibraryCall: Sendable {
        var labels: Set<String>
        var modules: Set<String> = []
    }

    /// The class methods of HUD classes, by class, then method: `SVProgressHUD.showError(withStatus: "Failed")`,
    /// `ProgressHUD.succeed("Saved")`. The class's name is the library's whether the file imports it or a bridging
    /// header does.
    static let swiftLibraryClassMethods: [String: [String: Set<String>]] = [
        "SVProgressHUD": [
            "show": ["withStatus", "status"], "showError": ["withStatus"], "showSuccess": ["withStatus"], "showInfo": ["withStatus"],
            "showProgress": ["status"], "showImage": ["status"], "setStatus": [""],
        ],
        "ProgressHUD": [
            "show": [""], "showSuccess": [""], "showError": [""], "showFailed": [""], "showSucceed": [""], "succeed": [""],
            "failed": [""], "animate": [""], "progress": [""], "banner": [""],
        ],
        "KRProgressHUD": [
            "show": ["withMessage"], "showSuccess": ["withMessage"], "showError": ["withMessage"], "showInfo": ["withMessage"],
            "showWarning": ["withMessage"], "showMessage": [""],
        ],
        "SwiftLoader": ["show": ["title"]],
        // sparrowcode's indicator and alert: `SPIndicator.present(title: "Copied", message: nil, preset: .done)`.
        "SPIndicator": ["present": ["title", "message"]],
        "SPAlert": ["present": ["title", "message"]],
    ]

    /// Libraries' methods and initializers, by name, on any receiver.
    static let swiftLibraryCalls: [String: LibraryCall] = {
        var calls: [String: LibraryCall] = [
            // `view.makeToast("Copied", duration: 2, position: .center, title: "Done")`: the name is Toast-Swift's.
            "makeToast": LibraryCall(labels: ["", "title"]),
            "Toast": LibraryCall(labels: ["text"], modules: ["Toaster"]),
            "AlertToast": LibraryCall(labels: ["title", "subtitle"], modules: ["AlertToast"]),
            "Drop": LibraryCall(labels: ["title", "subtitle"], modules: ["Drops"]),
            "configureContent": LibraryCall(labels: ["title", "body"], modules: ["SwiftMessages"]),
            "addButton": LibraryCall(labels: [""], modules: ["SCLAlertView"]),
            // Not a library's but the system's: the reason Touch ID's and the passcode's dialog gives for asking
            // (`context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Log in to your account")`).
            "evaluatePolicy": LibraryCall(labels: ["localizedReason"], modules: ["LocalAuthentication"]),
        ]
        for banner in ["NotificationBanner", "GrowingNotificationBanner", "FloatingNotificationBanner", "StatusBarNotificationBanner"] {
            calls[banner] = LibraryCall(labels: ["title", "subtitle"], modules: ["NotificationBannerSwift"])
        }
        // `SCLAlertView().showSuccess("Saved", subTitle: "Your note is safe", closeButtonTitle: "OK")`.
        for show in ["showSuccess", "showError", "showNotice", "showWarning", "showInfo", "showEdit", "showWait", "showTitle"] {
            calls[show] = LibraryCall(labels: ["", "subTitle", "closeButtonTitle"], modules: ["SCLAlertView"])
        }
        return calls
    }()

    /// The Objective-C messages of libraries that show text, as ``objectiveCMessages`` lists UIKit's: SVProgressHUD's
    /// class methods (`[SVProgressHUD showErrorWithStatus:@"…"]`), Toast's `[self.view makeToast:@"…" duration:… position:…
    /// title:@"…"]` and TSMessage's class methods.
    static let objectiveCLibraryMessages: [String: Set<String>] = [
        "showWithStatus": [], "showErrorWithStatus": [], "showSuccessWithStatus": [], "showInfoWithStatus": [],
        "showImage": ["status"], "showProgress": ["status"], "setStatus": [],
        "makeToast": ["title"],
        "showNotificationWithTitle": ["subtitle"], "showNotificationInViewController": ["title", "subtitle"],
        // The system's authentication dialog (`[context evaluatePolicy:… localizedReason:@"…" reply:…]`).
        "evaluatePolicy": ["localizedReason"],
    ]

    /// The classes that must receive a message of ``objectiveCLibraryMessages`` (any receiver for the others).
    static let objectiveCLibraryReceivers: [String: Set<String>] = {
        var receivers: [String: Set<String>] = [:]
        for message in ["showWithStatus", "showErrorWithStatus", "showSuccessWithStatus", "showInfoWithStatus", "showImage", "showProgress", "setStatus"] {
            receivers[message] = ["SVProgressHUD"]
        }
        receivers["showNotificationWithTitle"] = ["TSMessage"]
        receivers["showNotificationInViewController"] = ["TSMessage"]
        return receivers
    }()

    /// The messages of ``objectiveCLibraryMessages`` whose first argument is no text (an image, a progress, a controller).
    static let objectiveCLibraryMessagesWithoutShownFirst: Set<String> = ["showImage", "showProgress", "showNotificationInViewController", "evaluatePolicy"]

    /// The argument ranges of the Swift library call whose name is at token `name` of `file` (its `arguments`) that the
    /// library shows, each with its label as role (`"text"` for an unlabelled one).
    static func libraryArguments(_ name: Int, _ arguments: CallArguments, in file: SourceFile) -> [(Range<Int>, String)] {
        let tokens = file.tokens
        let text = file.text(of: tokens[name])
        let labels: Set<String>
        if name >= 2, file.token(tokens[name - 1], is: "."), let methods = swiftLibraryClassMethods[file.text(of: tokens[name - 2])] {
            guard let shown = methods[text] else { return [] }
            labels = shown
        } else if let call = swiftLibraryCalls[text], call.modules.isEmpty || call.modules.contains(where: file.imports) {
            // A method is called on something (`view.makeToast`), an initializer is not (`Toast(text:)`).
            let isMethod = text.first?.isLowercase ?? false
            let isCalledOnSomething = name >= 1 && file.token(tokens[name - 1], is: ".")
            guard isMethod == isCalledOnSomething else { return [] }
            labels = call.labels
        } else {
            return []
        }
        var shown: [(Range<Int>, String)] = []
        for (index, argument) in arguments.arguments.enumerated() {
            if let label = argument.label {
                if labels.contains(label) { shown.append((argument.range, label)) }
            } else if index == 0, labels.contains("") {
                shown.append((argument.range, "text"))
            }
        }
        return shown
    }
}
