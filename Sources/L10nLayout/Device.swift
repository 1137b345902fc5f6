/// A screen the layout is computed for: size in points, safe-area insets and size classes.
public struct Device: Hashable, Sendable {
    /// Which way the screen is held.
    public enum Orientation: String, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// UIKit's horizontal or vertical size class.
    public enum SizeClass: String, Sendable {
        case compact, regular
    }

    /// A stable identifier such as `iphone-16` (for `--device` and reports).
    public var id: String
    /// A name for people: "iPhone 16".
    public var name: String
    /// Portrait or landscape; `size` and `safeAreaInsets` are already turned.
    public var orientation: Orientation
    /// The screen in points.
    public var size: Size
    /// Status bar, sensor housing and home indicator, without bars a controller adds.
    public var safeAreaInsets: EdgeInsets
    /// The traits size-class variations are chosen by.
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    /// Points to pixels.
    public var scale: Double

    /// A device; see ``all`` and ``named(_:)`` for the ones `--device` knows.
    public init(
        id: String, name: String, orientation: Orientation, size: Size, safeAreaInsets: EdgeInsets,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, scale: Double = 2
    ) {
        self.id = id
        self.name = name
        self.orientation = orientation
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.scale = scale
    }

    /// UIKit's system minimum side margin of a controller's view (and of table cells and bars in it) that is
    /// `width` points wide on this device: 20 pt from 414 pt wide or in a regular width class, else 16 pt.
    public func systemMinimumSideMargin(forWidth width: Double) -> Double {
        width >= 414 || horizontalSizeClass == .regular ? 20 : 16
    }

    /// The same device turned to `orientation`.
    public func turned(to orientation: Orientation) -> Device {
        guard orientation != self.orientation else { return self }
        var turned = self
        turned.orientation = orientation
        turned.size = Size(width: size.height, height: size.width)
        let model = Device.models.first { $0.portrait.id == id }
        if let model {
            turned = orientation == .landscape ? model.landscape : model.portrait
        } else if var row = Device.interfaceBuilderScreens.first(where: { $0.id == id }) {
            // An IB screen: its landscape insets are the sensor housing's on both sides and the home indicator's
            // shorter bar, as on the phone. The top inset may be the document's tools version's.
            if self.orientation == .portrait { row.top = safeAreaInsets.top } else { row.top = max(row.top, safeAreaInsets.left) }
            turned = Device.interfaceBuilder(row, orientation: orientation.rawValue)
            turned.scale = scale
        } else {
            // Unknown screen: swap and keep the insets on the long edges.
            turned.safeAreaInsets = EdgeInsets(
                top: safeAreaInsets.left, left: safeAreaInsets.top, bottom: safeAreaInsets.right, right: safeAreaInsets.bottom)
        }
        return turned
    }

    /// A device of a given size with no safe-area insets (for `--size WxH`).
    public static func custom(width: Double, height: Double) -> Device {
        Device(
            id: "custom-\(fmt(width))x\(fmt(height))", name: "\(fmt(width))×\(fmt(height))",
            orientation: width > height ? .landscape : .portrait, size: Size(width: width, height: height),
            safeAreaInsets: .zero, horizontalSizeClass: width >= 600 ? .regular : .compact,
            verticalSizeClass: height >= 600 ? .regular : .compact)
    }

    struct Model {
        var portrait: Device
        var landscape: Device
    }

    // Sizes, safe areas and size classes as Apple documents them for each model.
    static let models: [Model] = [
        phone("iphone-se", "iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeRegularWidth: false),
        phone("iphone-16", "iPhone 16", 393, 852, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, landscapeRegularWidth: false),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, landscapeRegularWidth: true),
        pad("ipad-10", "iPad (10th generation)", 820, 1180, top: 24, bottom: 20),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20),
    ]

    /// The devices of `--device`, portrait first.
    public static var all: [Device] { models.map(\.portrait) }

    /// Looks up `--device` names: an id (`iphone-16`), its name, case-insensitively.
    public static func named(_ name: String) -> Device? {
        let key = name.lowercased()
        return all.first { $0.id == key || $0.name.lowercased() == key }
    }

    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
        landscapeSide: Double, landscapeBottom: Double, landscapeRegularWidth: Bool
    ) -> Model {
        Model(
            portrait: Device(
                id: id, name: name, orientation: .portrait, size: Size(width: width, height: height),
                safeAreaInsets: EdgeInsets(top: top, bottom: bottom), horizontalSizeClass: .compact,
                verticalSizeClass: .regular, scale: id == "iphone-se" ? 2 : 3),
            landscape: Device(
                id: id, name: name, orientation: .landscape, size: Size(width: height, height: width),
                safeAreaInsets: EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
                horizontalSizeClass: landscapeRegularWidth ? .regular : .compact, verticalSizeClass: .compact,
                scale: id == "iphone-se" ? 2 : 3))
    }

    private static func pad(_ id: String, _ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Model {
        Model(
            portrait: Device(
                id: id, name: name, orientation: .portrait, size: Size(width: width, height: height),
                safeAreaInsets: EdgeInsets(top: top, bottom: bottom), horizontalSizeClass: .regular,
                verticalSizeClass: .regular),
            landscape: Device(
                id: id, name: name, orientation: .landscape, size: Size(width: height, height: width),
                safeAreaInsets: EdgeInsets(top: top, bottom: bottom), horizontalSizeClass: .regular,
                verticalSizeClass: .regular))
    }

    /// The screen Interface Builder designs on for a `<device id=…>`: size and safe area in portrait. IB
    /// ids name screen sizes, not single models (`retina6_1` is the 414×896 iPhone 11 screen).
    /// - Parameter toolsVersion: the document's major `toolsVersion`: Xcode 14 (21000) moved the 6.1-inch
    ///   LCD screen's safe area from 44 to 48 pt, as iOS 14 did on the device, and the 6.1- and 6.7-inch
    ///   screens of 2020 (`retina6_0`, `retina6_7`) from 44 to their devices' 47, and the 5.8-inch screen
    ///   (`retina5_9`) to the 50 pt iOS 16 gives it.
    public static func interfaceBuilder(id: String, orientation: String?, toolsVersion: Int = 100_000) -> Device? {
        guard var row = interfaceBuilderScreens.first(where: { $0.id == id }) else { return nil }
        if id == "retina6_1", toolsVersion >= 21000 { row.top = 48 }
        if id == "retina5_9", toolsVersion >= 21000 { row.top = 50 }
        if id == "retina6_0" || id == "retina6_7", toolsVersion < 21000 { row.top = 44 }
        return interfaceBuilder(row, orientation: orientation)
    }

    /// The IB screen of a given size, for documents that name no `<device>` (older Xcode versions).
    public static func interfaceBuilder(size: Size) -> Device? {
        for row in interfaceBuilderScreens {
            if row.width == size.width && row.height == size.height { return interfaceBuilder(row, orientation: "portrait") }
            if row.height == size.width && row.width == size.height { return interfaceBuilder(row, orientation: "landscape") }
        }
        return nil
    }

    typealias Screen = (id: String, width: Double, height: Double, top: Double, bottom: Double)

    static let interfaceBuilderScreens: [Screen] = [
        ("retina3_5", 320, 480, 20, 0), ("retina4_0", 320, 568, 20, 0), ("retina4_7", 375, 667, 20, 0),
        ("retina5_5", 414, 736, 20, 0), ("retina5_9", 375, 812, 44, 34), ("retina6_1", 414, 896, 44, 34),
        ("retina6_5", 414, 896, 44, 34), ("retina6_0", 390, 844, 47, 34), ("retina6_7", 428, 926, 47, 34),
        ("retina6_12", 393, 852, 59, 34), ("retina6_72", 430, 932, 59, 34), ("retina6_3", 402, 874, 62, 34),
        ("retina6_9", 440, 956, 62, 34), ("ipad9_7", 768, 1024, 20, 0), ("ipad10_2", 810, 1080, 20, 0),
        ("ipad10_5", 834, 1112, 20, 0), ("ipad11", 834, 1194, 24, 20), ("ipad10_9rounded", 820, 1180, 24, 20),
        ("ipad12_9", 1024, 1366, 20, 0), ("ipad12_9rounded", 1024, 1366, 24, 20), ("ipad13", 1032, 1376, 24, 20),
    ]

    /// A model that has the IB screen, for messages.
    static let interfaceBuilderNames: [String: String] = [
        "retina3_5": "iPhone 4s", "retina4_0": "iPhone SE (1st generation)", "retina4_7": "iPhone 8",
        "retina5_5": "iPhone 8 Plus", "retina5_9": "iPhone 11 Pro", "retina6_1": "iPhone 11", "retina6_5": "iPhone 11 Pro Max",
        "retina6_0": "iPhone 14", "retina6_7": "iPhone 14 Plus", "retina6_12": "iPhone 15", "retina6_72": "iPhone 15 Plus",
        "retina6_3": "iPhone 16 Pro", "retina6_9": "iPhone 16 Pro Max", "ipad9_7": "iPad (9.7-inch)", "ipad10_2": "iPad (10.2-inch)",
        "ipad10_5": "iPad Pro (10.5-inch)", "ipad11": "iPad Pro (11-inch)", "ipad10_9rounded": "iPad Air (10.9-inch)",
        "ipad12_9": "iPad Pro (12.9-inch)", "ipad12_9rounded": "iPad Pro (12.9-inch, 3rd generation)", "ipad13": "iPad Pro (13-inch)",
    ]

    private static func interfaceBuilder(_ row: Screen, orientation: String?) -> Device {
        let pad = row.id.hasPrefix("ipad")
        // Screens drawn at @2x: the iPads, the 3.5-, 4- and 4.7-inch iPhones and the 6.1-inch LCD one.
        let doubleScale = pad || ["retina3_5", "retina4_0", "retina4_7", "retina6_1"].contains(row.id)
        var device = Device(
            id: row.id, name: interfaceBuilderNames[row.id] ?? row.id, orientation: .portrait, size: Size(width: row.width, height: row.height),
            safeAreaInsets: EdgeInsets(top: row.top, bottom: row.bottom), horizontalSizeClass: pad ? .regular : .compact,
            verticalSizeClass: .regular, scale: doubleScale ? 2 : 3)
        if orientation == "landscape" {
            device.orientation = .landscape
            device.size = Size(width: row.height, height: row.width)
            if !pad {
                let side = row.top > 20 ? row.top : 0
                device.safeAreaInsets = EdgeInsets(top: 0, left: side, bottom: row.bottom > 0 ? 21 : 0, right: side)
                device.verticalSizeClass = .compact
                device.horizontalSizeClass = row.width >= 414 && row.top > 20 ? .regular : .compact
            }
        }
        return device
    }
}
