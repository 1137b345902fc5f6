import Foundation

/// Writes a synthetic localized project: `storyboards` storyboards of form scenes (stack views of
/// labels, text fields and buttons, a header pinned with leading/trailing, a fixed-width button) in
/// Base.lproj, and a table per language whose values are the base texts lengthened by a per-language
/// factor, as translations run longer or shorter than English.
enum BenchProject {
    static let languages = [
        "ar", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hu",
        "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "sv", "tr", "zh-Hans",
    ]

    static func write(to root: URL, storyboards: Int, scenesPerStoryboard: Int = 4, rowsPerScene: Int = 6) throws {
        let fm = FileManager.default
        try? fm.removeItem(at: root)
        try fm.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        for language in languages {
            try fm.createDirectory(at: root.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        for s in 0..<storyboards {
            let name = String(format: "Screen%03d", s)
            var texts: [(key: String, value: String)] = []
            let xml = storyboard(index: s, scenes: scenesPerStoryboard, rows: rowsPerScene, texts: &texts)
            try xml.write(to: root.appendingPathComponent("Base.lproj/\(name).storyboard"), atomically: true, encoding: .utf8)
            for (l, language) in languages.enumerated() {
                var table = ""
                for (key, value) in texts.sorted(by: { $0.key < $1.key }) {
                    let translated = lengthened(value, factor: 0.9 + Double(l % 6) * 0.12, seed: l)
                    table += "\n/* Class = \"UILabel\"; text = \"\(value)\"; ObjectID = \"\(key.split(separator: ".")[0])\"; */\n"
                    table += "\"\(key)\" = \"\(translated)\";\n"
                }
                try table.write(to: root.appendingPathComponent("\(language).lproj/\(name).strings"), atomically: true, encoding: .utf8)
            }
        }
    }

    static func lengthened(_ text: String, factor: Double, seed: Int) -> String {
        let target = Int(Double(text.count) * factor)
        var out = text
        let filler = ["lich", "ung", "ière", "ość", "ssa", "heit"][seed % 6]
        while out.count < target { out += filler }
        if out.count > target && factor < 1 { out = String(out.prefix(max(1, target))) }
        return out
    }

    private static func id(_ n: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var v = n
        var chars: [Character] = []
        for _ in 0..<8 { chars.append(alphabet[v % alphabet.count]); v /= alphabet.count }
        return "\(String(chars[0..<3]))-\(String(chars[3..<5]))-\(String(chars[5..<8]))"
    }

    static func storyboard(index: Int, scenes: Int, rows: Int, texts: inout [(key: String, value: String)]) -> String {
        var counter = index * 10_000
        func next() -> String { counter += 1; return id(counter) }
        let words = ["Account", "Email address", "Password", "Delivery address", "Notifications", "Payment method",
                     "Save changes", "Continue", "Terms of service", "Privacy", "Language", "Sign out"]
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>

            """
        for sceneIndex in 0..<scenes {
            let scene = next(), controller = next(), root = next(), safe = next(), stack = next(), header = next(), button = next()
            var constraints = ""
            var arranged = ""
            let headerText = words[(index + sceneIndex) % words.count] + " settings"
            texts.append(("\(header).text", headerText))
            let rowHeight = 20.333333333333332
            for row in 0..<rows {
                let label = next(), field = next()
                let word = words[(index * 7 + sceneIndex * 3 + row) % words.count]
                texts.append(("\(label).text", word))
                texts.append(("\(field).placeholder", "Enter \(word.lowercased())"))
                let y = Double(row) * (rowHeight + 8 + 34 + 8)
                arranged += """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(word)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                        <rect key="frame" x="0.0" y="\(y)" width="361" height="\(rowHeight)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter \(word.lowercased())" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(field)">
                        <rect key="frame" x="0.0" y="\(y + rowHeight + 8)" width="361" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>

                    """
            }
            let stackHeight = Double(rows) * (rowHeight + 8 + 34 + 8) - 8
            texts.append(("\(button).normalTitle", "Save changes"))
            constraints += """
                <constraint firstItem="\(header)" firstAttribute="leading" secondItem="\(safe)" secondAttribute="leading" constant="16" id="\(next())"/>
                <constraint firstItem="\(safe)" firstAttribute="trailing" secondItem="\(header)" secondAttribute="trailing" constant="16" id="\(next())"/>
                <constraint firstItem="\(header)" firstAttribute="top" secondItem="\(safe)" secondAttribute="top" constant="16" id="\(next())"/>
                <constraint firstItem="\(stack)" firstAttribute="leading" secondItem="\(safe)" secondAttribute="leading" constant="16" id="\(next())"/>
                <constraint firstItem="\(safe)" firstAttribute="trailing" secondItem="\(stack)" secondAttribute="trailing" constant="16" id="\(next())"/>
                <constraint firstItem="\(stack)" firstAttribute="top" secondItem="\(header)" secondAttribute="bottom" constant="16" id="\(next())"/>
                <constraint firstItem="\(button)" firstAttribute="centerX" secondItem="\(root)" secondAttribute="centerX" id="\(next())"/>
                <constraint firstItem="\(button)" firstAttribute="width" constant="160" id="\(next())"/>
                <constraint firstItem="\(safe)" firstAttribute="bottom" secondItem="\(button)" secondAttribute="bottom" constant="16" id="\(next())"/>

                """
            out += """
                        <scene sceneID="\(scene)">
                            <objects>
                                <viewController id="\(controller)" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="\(root)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(headerText)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(header)">
                                                <rect key="frame" x="16" y="75" width="361" height="33.666666666666664"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                                            </label>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(stack)">
                                                <rect key="frame" x="16" y="124.66666666666667" width="361" height="\(stackHeight)"/>
                                                <subviews>
                \(arranged)
                                                </subviews>
                                            </stackView>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                                                <rect key="frame" x="116.5" y="772" width="160" height="30"/>
                                                <state key="normal" title="Save changes"/>
                                            </button>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="\(safe)"/>
                                        <constraints>
                \(constraints)
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>

                """
        }
        out += "        </scenes>\n</document>\n"
        return out
    }
}
