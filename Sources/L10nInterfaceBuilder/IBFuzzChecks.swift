import L10nStrings

/// Invariants of the storyboard reader and extractor, checked on any input by the libFuzzer target (Fuzz/)
/// and by the regression tests made from what it found; a broken invariant stops the process.
enum IBFuzzChecks {
    static func check(_ bytes: [UInt8]) {
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, path: "F.storyboard")
        } catch let error as IBReadError {
            require(error.line >= 0 && error.column >= 0 && !error.message.isEmpty, "an error without a message or with a negative location")
            return
        } catch {
            return require(false, "an error that is not an IBReadError: \(error)")
        }
        // Every number the typed model reads is one the layout can use.
        document.root.forEachDescendant { node in
            if node.name == "constraint" {
                let constraint = IBConstraint(node: node, owner: nil)
                require(constraint.multiplier.isFinite && constraint.constant.isFinite && constraint.priority.isFinite, "a non-finite constraint number")
            }
            let view = IBView(node: node)
            if let frame = view.frame { require([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), "a non-finite frame") }
            require(view.horizontalHuggingPriority.isFinite && view.verticalCompressionResistancePriority.isFinite, "a non-finite priority")
            if let size = view.fontDescription?.pointSize { require(size.isFinite, "a non-finite point size") }
        }
        _ = document.rootViews.map { ($0.subviews.count, $0.constraints.count) }
        // The table the extractor writes reads back with the same keys and values, and no error.
        let entries = IBStringsExtractor.entries(of: document)
        let table = StringsFile(bytes: Array(IBStringsExtractor.table(entries).utf8))
        require(!table.hasErrors, "an extracted table does not read back: \(table.diagnostics)")
        require(table.entries.map(\.key) == entries.map(\.key), "extracted keys do not read back")
        require(table.entries.map(\.value) == entries.map(\.value), "extracted values do not read back")
    }

    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("IBFuzzChecks: \(message())") }
    }
}
