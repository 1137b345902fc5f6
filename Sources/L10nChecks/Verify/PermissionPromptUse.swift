import Foundation
import L10nProject

extension VerifyPipeline {
    /// The permission prompts iOS shows only when the app calls one of these APIs, with the names of those
    /// APIs (classes, methods, and the picker's source type): a camera prompt needs a capture device, an
    /// image picker or a scanner; a location prompt needs a location manager's or a location button's
    /// request. The lists lean wide, so that a name missing from them never hides a prompt that shows. The
    /// photo pickers that run outside the app (`PHPickerViewController`, SwiftUI's `PhotosPicker`, and
    /// `UIImagePickerController` on iOS 11 and later) hand over the photos the user picks without any
    /// prompt: they ask for nothing (RentInspector's `PhotosPicker`).
    /// Prompts not listed (`NSLocalNetworkUsageDescription`, which any socket may raise) are never judged.
    static let promptAPIs: [String: [String]] = {
        let location = ["CLLocationManager", "requestWhenInUseAuthorization", "requestAlwaysAuthorization", "CLLocationButton",
                        "LocationButton", "startUpdatingLocation", "startMonitoringSignificantLocationChanges", "CLMonitor"]
        let always = ["requestAlwaysAuthorization"]
        let calendar = ["EKEventStore", "EKEventEditViewController", "EKCalendarChooser"]
        let reminders = ["requestFullAccessToReminders", "EKEntityTypeReminder", "EKReminder", "reminder"]
        let photos = ["PHPhotoLibrary", "PHAsset", "PHAssetCollection", "PHImageManager", "PHCachingImageManager", "PHFetchResult",
                      "ALAssetsLibrary"]
        let bluetooth = ["CBCentralManager", "CBPeripheralManager"]
        return [
            // An image picker shows the photo library unless code asks for its camera (`sourceType = .camera`).
            "NSCameraUsageDescription": ["AVCaptureDevice", "AVCaptureSession", "AVCaptureDeviceInput", "camera",
                                         "UIImagePickerControllerSourceTypeCamera", "VNDocumentCameraViewController",
                                         "DataScannerViewController", "ARSession", "ARSCNView", "ARView", "ARSKView"],
            // (An audio session alone asks for nothing: one set to play back, edX's video player, never records. Its recording
            // categories are listed, but for Swift's `.record`, whose name says too many other things: a session set so
            // records through a recorder, an engine or an audio unit, which are.)
            "NSMicrophoneUsageDescription": ["AVAudioRecorder", "playAndRecord", "AVAudioSessionCategoryPlayAndRecord", "AVAudioSessionCategoryRecord",
                                             "AVAudioApplication", "AVAudioEngine", "requestRecordPermission",
                                             "recordPermission", "AVCaptureDevice", "AVCaptureSession", "SFSpeechRecognizer",
                                             "camera", "UIImagePickerControllerSourceTypeCamera", "AudioQueueNewInput", "AudioUnit", "AVAudioInputNode"],
            "NSPhotoLibraryUsageDescription": photos,
            "NSPhotoLibraryAddUsageDescription": photos + ["UIImageWriteToSavedPhotosAlbum", "UISaveVideoAtPathToSavedPhotosAlbum",
                                                           "PHAssetChangeRequest", "PHAssetCreationRequest", "UIActivityViewController",
                                                           "ShareLink", "writeImageToSavedPhotosAlbum"],
            "NSLocationWhenInUseUsageDescription": location,
            // The "Always" prompt (and iOS's later offer to change to Always Allow) follows a request for Always
            // only: an app that asks for When In Use alone never shows it (iCarStation, Volontair).
            "NSLocationAlwaysAndWhenInUseUsageDescription": always,
            "NSLocationAlwaysUsageDescription": always,
            "NSLocationUsageDescription": location,
            "NSContactsUsageDescription": ["CNContactStore", "ABAddressBook", "ABAddressBookCreate", "ABAddressBookRequestAccessWithCompletion",
                                           "ABAddressBookCreateWithOptions", "CNContactPickerViewController", "ABPeoplePickerNavigationController"],
            "NSCalendarsUsageDescription": calendar,
            "NSCalendarsFullAccessUsageDescription": calendar,
            "NSCalendarsWriteOnlyAccessUsageDescription": calendar,
            // Reminders ask when code requests the reminder entity, not events.
            "NSRemindersUsageDescription": reminders,
            "NSRemindersFullAccessUsageDescription": reminders,
            "NSFaceIDUsageDescription": ["LAContext", "evaluatePolicy", "canEvaluatePolicy", "biometryType"],
            "NSBluetoothAlwaysUsageDescription": bluetooth,
            "NSBluetoothPeripheralUsageDescription": bluetooth,
            "NSMotionUsageDescription": ["CMMotionActivityManager", "CMPedometer", "CMAltimeter", "CMMotionManager", "CMHeadphoneMotionManager",
                                         "CMSensorRecorder"],
            "NSSpeechRecognitionUsageDescription": ["SFSpeechRecognizer", "SFSpeechAudioBufferRecognitionRequest", "SFSpeechURLRecognitionRequest"],
            "NSHealthShareUsageDescription": ["HKHealthStore"],
            "NSHealthUpdateUsageDescription": ["HKHealthStore"],
            "NSAppleMusicUsageDescription": ["MPMediaLibrary", "MPMediaQuery", "MPMediaPickerController", "MPMusicPlayerController",
                                             "SKCloudServiceController", "MusicAuthorization"],
            "NSSiriUsageDescription": ["INPreferences", "requestSiriAuthorization"],
            "NSUserTrackingUsageDescription": ["ATTrackingManager", "requestTrackingAuthorization"],
            "NSHomeKitUsageDescription": ["HMHomeManager"],
            "NSVideoSubscriberAccountUsageDescription": ["VSAccountManager"],
        ]
    }()

    /// Words in a library's name that say it may ask for a prompt's permission (lowercased), by prompt key.
    static let promptHints: [String: [String]] = {
        // Bug-report and support SDKs (Instabug, which CampNet links) attach photos, screenshots and voice notes.
        let feedback = ["bug", "feedback", "report", "support", "chat", "help"]
        // ("image" alone names the libraries that download and cache pictures, SDWebImage, AlamofireImage: they ask for
        // nothing; an image picker or cropper is named so.)
        let camera = ["camera", "scan", "barcode", "qr", "photo", "picker", "video", "media", "capture", "vision", "ar"] + feedback
        let photos = ["photo", "picker", "gallery", "media", "asset", "album", "crop", "camera", "share"] + feedback
        let location = ["location", "map", "geo", "gps", "place", "beacon", "region", "nearby"]
        let calendar = ["calendar", "event", "reminder"]
        let bluetooth = ["bluetooth", "ble", "beacon", "peripheral", "nearby", "device"]
        let health = ["health", "fitness", "workout"]
        return [
            "NSCameraUsageDescription": camera,
            "NSMicrophoneUsageDescription": ["audio", "record", "voice", "speech", "video", "camera", "call", "voip", "rtc", "meet", "agora",
                                             "twilio", "sinch", "zoom", "jitsi", "sound", "mic"] + feedback,
            "NSPhotoLibraryUsageDescription": photos,
            "NSPhotoLibraryAddUsageDescription": photos + ["save", "export"],
            "NSLocationWhenInUseUsageDescription": location,
            "NSLocationAlwaysAndWhenInUseUsageDescription": location,
            "NSLocationAlwaysUsageDescription": location,
            "NSLocationUsageDescription": location,
            "NSContactsUsageDescription": ["contact", "address", "phone", "people"],
            "NSCalendarsUsageDescription": calendar,
            "NSCalendarsFullAccessUsageDescription": calendar,
            "NSCalendarsWriteOnlyAccessUsageDescription": calendar,
            "NSRemindersUsageDescription": calendar,
            "NSRemindersFullAccessUsageDescription": calendar,
            "NSFaceIDUsageDescription": ["auth", "biometric", "touch", "face", "lock", "pin", "passcode", "keychain", "secure", "login"],
            "NSBluetoothAlwaysUsageDescription": bluetooth,
            "NSBluetoothPeripheralUsageDescription": bluetooth,
            "NSMotionUsageDescription": ["motion", "pedometer", "step", "fitness", "activity", "sensor"],
            "NSSpeechRecognitionUsageDescription": ["speech", "voice", "dictation"],
            "NSHealthShareUsageDescription": health,
            "NSHealthUpdateUsageDescription": health,
            "NSAppleMusicUsageDescription": ["music", "media", "player", "audio", "song"],
            // (Siri's prompt follows `INPreferences.requestSiriAuthorization`, which only a library about Siri or voice would
            // call: Element's calling SDKs ask for no Siri access.)
            "NSSiriUsageDescription": ["siri", "voice", "assistant"],
        ]
    }()

    /// The APIs of `key`'s prompt (see ``promptAPIs``) that the whole app's code may call, or nil when that is
    /// not known: the folder lacks some of the app's sources or of the code it links (a pod not checked out,
    /// a Swift package), or the prompt is not one whose APIs are listed. An empty answer means no code of
    /// the app that runs (``CodeContext/deadFiles`` aside), nor of what it links, names any of them: iOS never
    /// shows the prompt.
    func promptAPIsCalled(_ key: String) -> [String]? {
        // (A library the checkout lacks may ask for anything.)
        guard let names = Self.promptAPIs[key], code.hasAllSources, workspace.absentLibrarySources.isEmpty else { return nil }
        let dependencies = workspace.dependencyCode
        let mentions = workspace.sourceIndex.mentions
        // (Code of types nothing creates never runs: it asks for nothing.)
        let dead = code.deadFiles
        let isNamed = { (name: String) in (mentions[name] ?? []).contains { !dead.contains($0) } }
        let named = names.filter(isNamed)
        if !named.isEmpty { return alwaysPromptNeverFollows(key, isNamed: isNamed) ? [] : named }
        if !dependencies.missing.isEmpty {
            // What is not at hand is known by its name only: a library named for the capability (an image picker,
            // a map kit, a call SDK) may ask; one named for nothing of it (an ad network, a networking or
            // layout kit) is taken not to. Reviewers judged 43 prompts of five apps whose pods were missing,
            // none of whose code asks, as never shown (Piano's camera and media library, Hantok's Bluetooth).
            guard let hints = Self.promptHints[key], !dependencies.missingNames.isEmpty,
                  !dependencies.missingNames.contains(where: { name in hints.contains { name.lowercased().contains($0) } }) else { return nil }
        }
        // Every prompt's names in one reading of the dependencies.
        let linked = linkedAPIs.value(for: "") { dependencies.mentioned(Set(Self.promptAPIs.values.joined())) }
        return names.filter(linked.contains)
    }

    /// The code that lets location reach an app in the background, which makes iOS ask for Always once its location
    /// would be delivered so: region, visit and significant-change monitoring, and background location updates.
    static let backgroundLocationAPIs = ["startMonitoringSignificantLocationChanges", "startMonitoringForRegion", "startMonitoring",
                                         "startMonitoringVisits", "CLMonitor", "allowsBackgroundLocationUpdates", "CLBackgroundActivitySession",
                                         "CLCircularRegion", "CLBeaconRegion"]

    /// Whether iOS never shows `key`'s prompt although the app requests Always: since iOS 13 `requestAlwaysAuthorization()`
    /// first shows the When In Use prompt (with `NSLocationWhenInUseUsageDescription`), and the Always prompt only once
    /// an event needs Always, a location delivered in the background; or at once when the app asked for When In Use
    /// before. An app that runs on iOS 13 and later only, asks for When In Use nowhere, has no `location` background
    /// mode and monitors no region, visit or significant change never gets there (Ambassador's `LocationViewController`).
    /// Unknown deployment target or Info.plist: it may.
    func alwaysPromptNeverFollows(_ key: String, isNamed: (String) -> Bool) -> Bool {
        guard key == "NSLocationAlwaysAndWhenInUseUsageDescription" || key == "NSLocationAlwaysUsageDescription",
              let deployment = workspace.xcode?.iOSDeploymentTarget, (deployment.first ?? 0) >= 13,
              let plist = applicationInfoPlistURL(), let data = FileManager.default.contents(atPath: plist.path) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        // (The background modes' array, as Xcode writes it: `<key>UIBackgroundModes</key><array><string>location</string>…`.)
        if let modes = text.range(of: "<key>UIBackgroundModes</key>"), let end = text[modes.upperBound...].range(of: "</array>"),
           text[modes.upperBound..<end.lowerBound].contains("<string>location</string>") {
            return false
        }
        return !isNamed("requestWhenInUseAuthorization") && !Self.backgroundLocationAPIs.contains(where: isNamed)
    }

    /// A permission prompt the app never makes iOS show (no code of the whole app calls an API it is for,
    /// see ``promptAPIsCalled(_:)``) is not seen untranslated either: its missing keys are notes.
    func lowerPromptsNoCodeAsksFor(_ findings: inout [Finding]) {
        let tables = tablesByPath()
        var answers: [String: [String]?] = [:]
        for index in findings.indices where findings[index].ruleID == MissingKeyRule.description.id && findings[index].severity > .info {
            // (The language may have no InfoPlist table at all: the finding names the one it would add.)
            let file = findings[index].file
            guard let key = findings[index].key, Self.promptAPIs[key] != nil,
                  tables[file]?.name == "InfoPlist" || (tables[file] == nil && (file as NSString).lastPathComponent == "InfoPlist.strings") else { continue }
            let called = answers[key] ?? promptAPIsCalled(key)
            answers[key] = called
            guard let called, called.isEmpty else { continue }
            let examples = (Self.promptAPIs[key] ?? []).prefix(2).joined(separator: ", ")
            findings[index].severity = .info
            findings[index].message += " (no code of the app or of what it links calls the API that asks for it, such as \(examples): iOS never shows this prompt)"
        }
    }
}
