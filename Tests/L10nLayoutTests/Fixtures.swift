import Foundation
import L10nInterfaceBuilder
import L10nText
@testable import L10nLayout

/// Builds a tiny hand-written storyboard: one scene on a 393×852 screen (iPhone 15, safe area 59 pt at the
/// top and 34 at the bottom) whose root view `root` holds `subviews` and `constraints` (XML fragments).
func storyboard(subviews: String, constraints: String, device: String = "retina6_12", rootWidth: Double = 393, rootHeight: Double = 852) -> IBDocument {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn-01-abc">
                    <objects>
                        <viewController id="vc0-01-abc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
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
    return try! IBDocument(bytes: Array(xml.utf8), path: "Test.storyboard")
}

let sharedTextEngine: TextEngine = try! TextEngine()

func layout(_ document: IBDocument, translations: [String: String] = [:], configuration: LayoutConfiguration = LayoutConfiguration()) -> SceneLayout {
    LayoutEngine(textEngine: sharedTextEngine).layout(document, translations: translations, configuration: configuration).scenes[0]
}
