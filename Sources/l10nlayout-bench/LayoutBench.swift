import Foundation
import L10nCLI
import L10nInterfaceBuilder
import L10nLayout
import L10nProject
import L10nText

/// Layout throughput: corpus scenes per second on one thread, and a generated project of 100 storyboards
/// × 20 languages × 3 devices end to end on two threads (goal: under 10 s), with peak memory.
enum LayoutBench {
    static func run(_ arguments: [String]) {
        let textEngine: TextEngine
        do { textEngine = try TextEngine() } catch { print("text engine: \(error)"); return }
        corpus(textEngine)
        let storyboards = arguments.compactMap { $0.hasPrefix("--storyboards=") ? Int($0.dropFirst(14)) : nil }.first ?? 100
        generated(textEngine, storyboards: storyboards)
        verify(storyboards: storyboards)
    }

    /// `l10nlayout verify` end to end on the generated project (lint, layout, every rule, the JSON report),
    /// run in-process exactly as the command line runs it.
    static func verify(storyboards: Int) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("l10nlayout-bench-project")
        var bytes = 0
        let io = CommandIO(currentDirectory: folder, out: { bytes += $0.utf8.count }, err: { _ in })
        let start = DispatchTime.now().uptimeNanoseconds
        let code = CommandLineTool.run(["verify", "--project", ".", "--device", "iphone-se", "--device", "iphone-16",
                                        "--device", "iphone-16-pro-max", "--format", "json", "--jobs", "2"], io: io)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(String(format: "verify, same project, 3 devices, 2 jobs: %.2f s end to end (exit %d, %d KB of JSON)", seconds, code, bytes / 1024))
    }

    static func corpus(_ textEngine: TextEngine) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var documents: [IBDocument] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { paths.append(path) }
        }
        for path in paths.sorted() {
            if let document = try? IBDocument(contentsOf: root.appendingPathComponent(path).path), document.targetRuntime?.hasPrefix("iOS") == true {
                documents.append(document)
            }
        }
        guard !documents.isEmpty else { print("corpus: not found at \(root.path)"); return }
        var times: [Double] = []
        var scenes = 0
        for _ in 0..<5 {
            // A new engine each pass: nothing one pass read or solved is there for the next (the text cache is).
            let engine = LayoutEngine(textEngine: textEngine)
            let start = DispatchTime.now().uptimeNanoseconds
            scenes = 0
            for document in documents { scenes += engine.layout(document).scenes.count }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let median = times.sorted()[times.count / 2]
        print(String(format: "corpus: %d documents, %d scenes; median %.3f s per pass = %.0f scenes/s on one thread (first pass %.3f s, text cache cold)",
                     documents.count, scenes, median, Double(scenes) / median, times[0]))
    }

    static func generated(_ textEngine: TextEngine, storyboards: Int) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("l10nlayout-bench-project")
        do { try BenchProject.write(to: folder, storyboards: storyboards) } catch { print("generate: \(error)"); return }
        let devices = ["iphone-se", "iphone-16", "iphone-16-pro-max"].compactMap(Device.named)
        let start = DispatchTime.now().uptimeNanoseconds
        let names = (0..<storyboards).map { String(format: "Screen%03d", $0) }
        let documents = names.map { try! IBDocument(contentsOf: folder.appendingPathComponent("Base.lproj/\($0).storyboard").path) }
        let jobs = names.indices.flatMap { d in BenchProject.languages.map { (d, $0) } }
        var engine = LayoutEngine(textEngine: textEngine)
        func pass(_ jobs: [(Int, String)], threads: Int) -> (scenes: Int, truncated: Int) {
            let lock = NSLock()
            var scenes = 0
            var truncated = 0
            let queue = JobQueue(count: jobs.count, workers: threads)
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                var localScenes = 0, localTruncated = 0
                while let index = queue.next(worker: worker) {
                    let job = jobs[index]
                    let table = folder.appendingPathComponent("\(job.1).lproj/\(names[job.0]).strings")
                    let data = FileManager.default.contents(atPath: table.path) ?? Data()
                    let translations = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String] ?? [:]
                    for device in devices {
                        let layout = engine.layout(documents[job.0], translations: translations,
                                                   configuration: LayoutConfiguration(language: job.1, device: device))
                        localScenes += layout.scenes.count
                        for scene in layout.scenes { for view in scene.views where view.texts.contains(where: { $0.layout.isTruncated }) { localTruncated += 1 } }
                    }
                }
                lock.lock(); scenes += localScenes; truncated += localTruncated; lock.unlock()
            }
            return (scenes, truncated)
        }
        let (scenes, truncated) = pass(jobs, threads: 2)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        print(String(format: "generated project: %d storyboards × %d languages × %d devices = %d scenes in %.2f s on 2 threads (%.0f scenes/s; goal < 10 s: %@), %d truncated texts, peak RSS %.0f MB",
                     storyboards, BenchProject.languages.count, devices.count, scenes, seconds, Double(scenes) / seconds,
                     seconds < 10 ? "met" : "missed", truncated, Double(usage.ru_maxrss) / 1024))
        let counts = engine.solutionCounts
        // The reference: the same pass (documents read again, text cache now warm) solving every system.
        engine = LayoutEngine(textEngine: textEngine)
        engine.reusesSolutions = false
        let referenceStart = DispatchTime.now().uptimeNanoseconds
        _ = names.map { try! IBDocument(contentsOf: folder.appendingPathComponent("Base.lproj/\($0).storyboard").path) }
        _ = pass(jobs, threads: 2)
        let reference = Double(DispatchTime.now().uptimeNanoseconds - referenceStart) / 1e9
        print(String(format: "  %d of %d scene systems were ones solved before (the languages whose texts measure the same), their solutions reused; the same pass solving every system: %.2f s",
                     counts.found, counts.found + counts.solved, reference))
        // Thread scaling: the first quarter of the same jobs (documents read, caches warm) on one thread, then two.
        let quarter = Array(jobs.prefix(max(1, jobs.count / 4)))
        var times: [Double] = []
        for threads in [1, 2] {
            engine = LayoutEngine(textEngine: textEngine)
            let begin = DispatchTime.now().uptimeNanoseconds
            _ = pass(quarter, threads: threads)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9)
        }
        print(String(format: "scaling: a quarter of that pass (%d documents × languages) %.2f s on 1 thread, %.2f s on 2: %.2f× (goal ≥ 1.8×: %@)",
                     quarter.count, times[0], times[1], times[0] / times[1], times[0] / times[1] >= 1.8 ? "met" : "missed"))
    }
}
