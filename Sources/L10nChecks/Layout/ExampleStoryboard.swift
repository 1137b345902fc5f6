/// Builds the storyboards of rule examples: one iPhone 15 scene (393×852, safe area from y 59) whose root
/// view `root` holds `subviews` and `constraints`. Views in examples are written in full so the `↓` marker
/// can stand before the element a finding must point at.
enum ExampleStoryboard {
    /// - Parameter initial: whether the document names the scene's controller its initial one.
    static func scene(_ subviews: String, constraints: String = "", initial: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES"\(initial ? #" initialViewController="vcx-00-001""# : "")>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vcx-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A one-line system-font label pinned at the top left of the safe area, `width` points wide.
    static func label(_ id: String, text: String, width: Double, size: Double = 17, extra: String = "", marker: Bool = false) -> String {
        """
        \(marker ? "↓" : "")<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="20" y="79" width="\(width)" height="20.333333333333332"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
        </label>
        """
    }

    /// Constraints pinning `id` at (20, 20) from the safe area's top leading corner with a fixed width.
    static func pinned(_ id: String, width: Double, prefix: String = "p") -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="\(prefix)1"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="\(prefix)2"/>
        <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="\(prefix)3"/>
        """
    }

    /// A table entry as ibtool writes it, optionally marked.
    static func entry(_ key: String, _ value: String, marker: Bool = false) -> String {
        "\n/* Class = \"UILabel\"; text = \"x\"; ObjectID = \"\(key.split(separator: ".")[0])\"; */\n\(marker ? "↓" : "")\"\(key)\" = \"\(value)\";\n"
    }
}
