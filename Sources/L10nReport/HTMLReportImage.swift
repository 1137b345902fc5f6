import L10nChecks

/// A screen shown in the HTML report: one scene of one document, drawn for a language and device with
/// the views of its findings outlined.
public struct HTMLReportImage: Sendable, Equatable {
    /// The document as findings name it (their `file`, or a `related` file).
    public var document: String
    public var language: String
    /// The device id (`iphone-16`) and orientation the scene was laid out on.
    public var device: String
    public var orientation: String
    public var sceneID: String
    /// A name for people (`Checkout`).
    public var sceneName: String
    /// The views outlined: findings with one of these object IDs link to the image.
    public var objectIDs: [String]
    /// The PNG file's bytes, embedded in the page.
    public var png: [UInt8]
    /// The same scene on the same screen in the base language, shown beside ``png``; nil when not drawn.
    public var basePNG: [UInt8]?
    /// The image's size in CSS pixels (points), so a 2× image shows at its real size.
    public var width: Double
    public var height: Double

    public init(
        document: String, language: String, device: String, orientation: String, sceneID: String, sceneName: String,
        objectIDs: [String], png: [UInt8], width: Double, height: Double, basePNG: [UInt8]? = nil
    ) {
        self.document = document
        self.language = language
        self.device = device
        self.orientation = orientation
        self.sceneID = sceneID
        self.sceneName = sceneName
        self.objectIDs = objectIDs
        self.png = png
        self.basePNG = basePNG
        self.width = width
        self.height = height
    }

    /// Whether the finding is about a view this image outlines, on its document, language and screen.
    func shows(_ finding: Finding) -> Bool {
        guard finding.language == language, let objectID = finding.objectID, objectIDs.contains(objectID) else { return false }
        if !finding.screens.isEmpty {
            guard finding.screens.contains(where: { $0.device == device && $0.orientation == orientation }) else { return false }
        } else {
            if let device = finding.device, device != self.device { return false }
            if let orientation = finding.orientation, orientation != self.orientation { return false }
        }
        return finding.file == document || finding.related.contains { $0.file == document }
    }
}
