import Foundation
import L10nStrings

/// .strings parse throughput on a generated ~50 MB table in ibtool's layout, UTF-8 and UTF-16LE, beside
/// Foundation's PropertyListSerialization on the same bytes in the same run. Goal: ≥ 10× Foundation while
/// lossless, and resident memory of the parsed table under 3× the file size.
/// Options: `--strings-mb=N` (default 50), `--runs=N` (default 5).
enum StringsBench {
    static func run(_ arguments: [String]) {
        let megabytes = option("--strings-mb", in: arguments) ?? 50
        let runs = option("--runs", in: arguments) ?? 5
        let text = generate(bytes: megabytes * 1_000_000)
        for encoding in [StringsEncoding.utf8, .utf16LittleEndian] {
            var bytes = encoding == .utf8 ? [] : encoding.byteOrderMark
            if encoding == .utf8 { bytes = Array(text.utf8) } else { bytes += Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
            let size = Double(bytes.count) / 1_000_000
            let data = Data(bytes)

            let before = residentBytes()
            var kept: StringsFile? = StringsFile(bytes: bytes)
            let resident = Double(residentBytes() - before) / Double(bytes.count)
            let entries = kept!.entries.count
            kept = nil

            let parse = median(runs) { _ = StringsFile(bytes: bytes).entries.count }
            let parseAndTable = median(runs) { _ = StringsFile(bytes: bytes).table.count }
            let foundation = median(max(1, runs / 2)) {
                _ = (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])?.count
            }
            print(String(format: "%@ %.1f MB, %d entries", encoding.rawValue, size, entries))
            print(String(format: "  l10nlayout parse (lossless model)   %8.1f MB/s  %.1f× Foundation", size / parse, foundation / parse))
            print(String(format: "  l10nlayout parse + [key: value]     %8.1f MB/s  %.1f× Foundation", size / parseAndTable, foundation / parseAndTable))
            print(String(format: "  Foundation PropertyListSerialization %7.1f MB/s", size / foundation))
            print(String(format: "  resident memory of the parsed table  %.2f× the file size (goal < 3×)", resident))
        }
    }

    /// An ibtool-style table: comment, entry, blank line; some values non-ASCII, some escaped.
    static func generate(bytes target: Int) -> String {
        var out = ""
        out.reserveCapacity(target + 200)
        let classes = ["UILabel", "UIButton", "UITextField", "UIBarButtonItem"]
        let properties = ["text", "normalTitle", "placeholder", "title"]
        let words = ["Einstellungen", "Zurück", "Schließen", "Привет", "مرحبا", "設定", "Save \\\"all\\\"", "Line\\nbreak", "%@ files", "%1$@ of %2$d"]
        var i = 0
        while out.utf8.count < target {
            let id = String(format: "%03x-%02x-%03x", i % 4096, i % 97, i / 4096 % 4096)
            let c = i % classes.count
            let base = "Base text \(i)"
            out += "\n/* Class = \"\(classes[c])\"; \(properties[c]) = \"\(base)\"; ObjectID = \"\(id)\"; */\n"
            out += "\"\(id).\(properties[c])\" = \"\(words[i % words.count]) \(i)\";\n"
            i += 1
        }
        return out
    }

    static func median(_ runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    static func option(_ name: String, in arguments: [String]) -> Int? {
        arguments.first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
    }
}
