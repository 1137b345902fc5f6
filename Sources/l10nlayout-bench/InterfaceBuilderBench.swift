// `l10nlayout-bench ib`: the storyboard reader's throughput beside FoundationXML's XMLDocument on the
// same bytes in the same run, on each corpus and on a generated ~20 MB storyboard; then the whole corpus
// extracted (read + extract + table text).
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import L10nInterfaceBuilder

enum InterfaceBuilderBench {
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    static let corpus = shared.appendingPathComponent("corpus")

    static func run(_ arguments: [String]) {
        let documents = corpusDocuments()
        if documents.isEmpty { print("corpus not found at \(corpus.path); corpus figures skipped") }
        let corpusBytes = documents.map(\.bytes)
        let corpusSize = corpusBytes.reduce(0) { $0 + $1.count }
        if !documents.isEmpty {
            compare("corpus (\(documents.count) documents, \(megabytes(corpusSize)) MB)", corpusBytes, size: corpusSize)
        }
        let second = corpusDocuments(in: shared.appendingPathComponent("corpus2")).map(\.bytes)
        if !second.isEmpty {
            let size = second.reduce(0) { $0 + $1.count }
            compare("corpus2 (\(second.count) documents, \(megabytes(size)) MB)", second, size: size)
        }
        let generated = generatedStoryboard(targetBytes: 20_000_000)
        compare("generated storyboard (\(megabytes(generated.count)) MB)", [generated], size: generated.count)

        if !documents.isEmpty {
            var entryCount = 0
            let seconds = median(5) {
                entryCount = 0
                for document in documents {
                    guard let parsed = try? IBDocument(bytes: document.bytes, path: document.path) else { continue }
                    let entries = IBStringsExtractor.entries(of: parsed)
                    entryCount += entries.count
                    _ = IBStringsExtractor.table(entries)
                }
            }
            print("whole corpus extracted: \(documents.count) documents, \(entryCount) entries in \(milliseconds(seconds)) ms (median of 5)")
        }
    }

    static func compare(_ title: String, _ inputs: [[UInt8]], size: Int) {
        // A reader that fails fast would look fast: both must read every input.
        let oursRead = inputs.filter { (try? IBDocument(bytes: $0, path: "bench.storyboard")) != nil }.count
        let referenceRead = inputs.filter { (try? XMLDocument(data: Data($0), options: [])) != nil }.count
        if oursRead != inputs.count || referenceRead != inputs.count {
            print("\(title): read \(oursRead) (IBDocument) and \(referenceRead) (XMLDocument) of \(inputs.count) inputs")
        }
        // Memory is measured around our reader alone: XMLDocument's is not given back (swift-corelibs-foundation
        // keeps its libxml2 trees), so the section's peak is mostly the reference's.
        let start = PeakMemory.reset()
        let ours = median(5) {
            for bytes in inputs { _ = try? IBDocument(bytes: bytes, path: "bench.storyboard") }
        }
        let oursPeak = start.map { _ in PeakMemory.megabytes(wasReset: true).value }
        let datas = inputs.map { Data($0) }
        let reference = median(5) {
            for data in datas { _ = try? XMLDocument(data: data, options: []) }
        }
        let oursRate = Double(size) / ours / 1e6, referenceRate = Double(size) / reference / 1e6
        var memory = ""
        if let start, let oursPeak { memory = ", IBDocument peak RSS \(format(oursPeak)) MB (from \(format(start)) MB)" }
        print("\(title): IBDocument \(format(oursRate)) MB/s, XMLDocument \(format(referenceRate)) MB/s, ratio \(format(oursRate / referenceRate))× (medians of 5)\(memory)")
    }

    static func corpusDocuments(in folder: URL = corpus) -> [(path: String, bytes: [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "storyboard" || url.pathExtension == "xib" {
            if let data = FileManager.default.contents(atPath: url.path) { found.append((url.path, [UInt8](data))) }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// A storyboard of many scenes, each a view with labels, a button, a stack view and constraints.
    static func generatedStoryboard(targetBytes: Int) -> [UInt8] {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>

        """
        var scene = 0
        while text.utf8.count < targetBytes {
            let id = { (n: Int) in "s\(scene)-\(n)" }
            text += """
                    <scene sceneID="\(id(0))">
                        <objects>
                            <viewController id="\(id(1))" customClass="Screen\(scene)ViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id(2))">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title &amp; subtitle \(scene)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(3))">
                                            <rect key="frame" x="20" y="64" width="374" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(4))">
                                            <rect key="frame" x="20" y="104.5" width="120" height="30"/>
                                            <state key="normal" title="Continue \(scene)"/>
                                        </button>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id(5))">
                                            <rect key="frame" x="20" y="150" width="374" height="100"/>
                                        </stackView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(id(6))"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="\(id(3))" firstAttribute="leading" secondItem="\(id(6))" secondAttribute="leading" constant="20" id="\(id(7))"/>
                                        <constraint firstItem="\(id(6))" firstAttribute="trailing" secondItem="\(id(3))" secondAttribute="trailing" constant="20" id="\(id(8))"/>
                                        <constraint firstItem="\(id(4))" firstAttribute="top" secondItem="\(id(3))" secondAttribute="bottom" constant="20" id="\(id(9))"/>
                                        <constraint firstItem="\(id(5))" firstAttribute="width" secondItem="\(id(3))" secondAttribute="width" multiplier="1:2" id="\(id(10))"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Screen \(scene)" id="\(id(11))"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id(12))" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(scene * 10)" y="0.0"/>
                    </scene>

            """
            scene += 1
        }
        text += "    </scenes>\n</document>\n"
        return Array(text.utf8)
    }

    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[runs / 2]
    }

    static func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1e6) }
    static func milliseconds(_ seconds: Double) -> String { format(seconds * 1000) }
    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
