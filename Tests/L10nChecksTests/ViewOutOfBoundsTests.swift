import Foundation
import XCTest
import L10nInterfaceBuilder
import L10nLayout
@testable import L10nChecks

/// Where a view can be seen, for `view-out-of-bounds`: a table scrolls what lies below the screen into view,
/// also when the table is the scene's root view (a table view controller's), not only when it is a subview.
final class ViewOutOfBoundsTests: XCTestCase {
    func testARowBelowTheScreenOfATableViewControllerScrollsIntoView() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tvc">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell">
                                                <rect key="frame" x="0.0" y="830" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Last row" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                                            <rect key="frame" x="20" y="11" width="200" height="21"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let document = try IBDocument(bytes: Array(storyboard.utf8), path: "Table.storyboard")
        let scene = try XCTUnwrap(OneLabelScene.engine.layout(document).scenes.first)
        let label = try XCTUnwrap(scene.view("label"))
        XCTAssertGreaterThan(label.absoluteFrame.maxY, 852, "the row lies below the screen")
        let visible = ViewOutOfBoundsRule.visibleArea(of: label, in: scene)
        XCTAssertEqual(ViewOutOfBoundsRule.overflow(of: label.absoluteFrame, outside: visible.area), 0)
        XCTAssertNil(visible.clippedBy)
    }
}
