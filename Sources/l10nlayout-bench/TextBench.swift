import Foundation
@_spi(Benchmark) import L10nText

/// Text measuring throughput beside raw HarfBuzz shaping of the same strings in the same run, the cache
/// hit rate on the corpus's label texts, and scaling on two threads.
enum TextBench {
    static func run(_ arguments: [String]) {
        guard let engine = try? TextEngine(environment: [:]) else {
            print("text: no default fonts (make deps)")
            return
        }
        let strings = uniqueStrings(count: 60_000)
        let font = FontSpec.system(size: 17)
        let options = MeasureOptions()

        // Warm up font loading so neither side pays for it.
        for text in strings.prefix(200) { _ = engine.measure(text, font: font, options: options); _ = engine.rawShapingWidth(text) }
        engine.resetCache()

        var medians: [String: Double] = [:]
        for (name, body) in [
            ("raw HarfBuzz shaping", { for text in strings { _ = engine.rawShapingWidth(text) } }),
            ("measure, cold cache", { engine.resetCache(); for text in strings { _ = engine.measure(text, font: font, options: options) } }),
            ("measure, warm cache", { for text in strings { _ = engine.measure(text, font: font, options: options) } }),
        ] as [(String, () -> Void)] {
            medians[name] = median((0..<5).map { _ in time(body) })
        }
        let raw = Double(strings.count) / medians["raw HarfBuzz shaping"]!
        let cold = Double(strings.count) / medians["measure, cold cache"]!
        let warm = Double(strings.count) / medians["measure, warm cache"]!
        print(String(format: "%@ unique strings (10–30 chars; Latin, Arabic, CJK), one thread, median of 5:", String(strings.count)))
        print(String(format: "  raw HarfBuzz shaping   %9.0f strings/s   (reference)", raw))
        print(String(format: "  measure, cold cache    %9.0f strings/s   overhead ×%.2f vs raw (goal ≤ 1.2)", cold, raw / cold))
        print(String(format: "  measure, warm cache    %9.0f strings/s   (goal ≥ 150k)", warm))

        // Two threads, each measuring its half with a cold cache.
        let twoThreads = median((0..<5).map { _ in
            engine.resetCache()
            return time {
                DispatchQueue.concurrentPerform(iterations: 2) { worker in
                    for index in stride(from: worker, to: strings.count, by: 2) { _ = engine.measure(strings[index], font: font, options: options) }
                }
            }
        })
        let two = Double(strings.count) / twoThreads
        print(String(format: "  measure, cold, 2 threads %7.0f strings/s   scaling ×%.2f vs one thread", two, two / cold))

        let corpus = corpusLabelTexts()
        if !corpus.isEmpty {
            engine.resetCache()
            for text in corpus { _ = engine.measure(text, font: font, options: options) }
            let stats = engine.cacheStatistics
            print(String(format: "  corpus label texts: %d measured, cache hit rate %.1f%%", corpus.count, 100 * Double(stats.hits) / Double(max(1, stats.hits + stats.misses))))
        }
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Deterministic unique strings from three scripts (a third each).
    static func uniqueStrings(count: Int) -> [String] {
        let latin = Array("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ ,.")
        let arabic = Array("ابتثجحخدذرزسشصضطظعغفقكلمنهوي ")
        let cjk = Array("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后")
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % 1_000_003)
        }
        var seen: Set<String> = []
        var result: [String] = []
        while result.count < count {
            let alphabet = [latin, arabic, cjk][result.count % 3]
            let length = 10 + next() % 21
            let text = String((0..<length).map { _ in alphabet[next() % alphabet.count] })
            if seen.insert(text).inserted { result.append(text) }
        }
        return result
    }

    /// `text="…"` of every label in the corpus storyboards, in file order (repeats kept: they are the
    /// cache's business).
    static func corpusLabelTexts() -> [String] {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard let enumerator = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { files.append(path) }
        }
        var texts: [String] = []
        for file in files.sorted() {
            guard let content = try? String(contentsOfFile: corpus.appendingPathComponent(file).path, encoding: .utf8) else { continue }
            for line in content.split(separator: "\n") where line.contains("<label ") {
                guard let start = line.range(of: " text=\"") else { continue }
                let rest = line[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { continue }
                texts.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
            }
        }
        return texts
    }
}
