#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import L10nStrings

/// The one safe-write helper: what each kind of target becomes after a write (issue 17 items 1, 3, 5, 19;
/// issue 16 "safe output"). Every case here replaced, reset or silently overwrote something before.
final class AtomicFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        _ = chmod(folder.path, 0o755)
        try? FileManager.default.removeItem(at: folder)
    }

    func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return status.st_mode & S_IFMT
    }

    func mode(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0, path)
        return status.st_mode & 0o7777
    }

    /// The folder holds only `names` (no temporary file left behind).
    func assertFolderHolds(_ names: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), names.sorted(), file: file, line: line)
    }

    func testNewFileGetsTheUmaskModeAndNoTemporaryFileIsLeft() throws {
        try AtomicFile.write(Array("hello".utf8), to: url("new.strings"))
        XCTAssertEqual(try String(contentsOf: url("new.strings"), encoding: .utf8), "hello")
        XCTAssertEqual(mode(url("new.strings").path), 0o666 & ~AtomicFile.currentUmask())
        try assertFolderHolds(["new.strings"])
    }

    func testAPrivateTableStaysPrivate() throws {
        let path = url("secret.strings").path
        try Data("old".utf8).write(to: url("secret.strings"))
        XCTAssertEqual(chmod(path, 0o600), 0)
        try AtomicFile.write(Array("new".utf8), to: url("secret.strings"))
        XCTAssertEqual(mode(path), 0o600)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
    }

    func testTheOwnerIsKeptWhereThePlatformPermits() throws {
        // Only root can give a file to another owner; anyone else checks that their own file stays theirs.
        let owner: uid_t = geteuid() == 0 ? 4321 : geteuid(), group: gid_t = geteuid() == 0 ? 4321 : getegid()
        let path = url("owned.strings").path
        try Data("old".utf8).write(to: url("owned.strings"))
        XCTAssertEqual(chown(path, owner, group), 0)
        try AtomicFile.write(Array("new".utf8), to: url("owned.strings"))
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual(status.st_uid, owner)
        XCTAssertEqual(status.st_gid, group)
    }

    func testASymbolicLinkStaysALinkAndItsTargetIsUpdated() throws {
        try FileManager.default.createDirectory(at: url("shared"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: url("shared/Main.strings"))
        // A relative link to a relative link: both are followed, neither replaced.
        XCTAssertEqual(symlink("shared/Main.strings", url("link1").path), 0)
        XCTAssertEqual(symlink("link1", url("Main.strings").path), 0)
        try AtomicFile.write(Array("new".utf8), to: url("Main.strings"))
        XCTAssertEqual(fileType(url("Main.strings").path), S_IFLNK)
        XCTAssertEqual(fileType(url("link1").path), S_IFLNK)
        XCTAssertEqual(try String(contentsOf: url("shared/Main.strings"), encoding: .utf8), "new")
    }

    func testALinkLoopIsOneReadableError() throws {
        XCTAssertEqual(symlink("b", url("a").path), 0)
        XCTAssertEqual(symlink("a", url("b").path), 0)
        XCTAssertThrowsError(try AtomicFile.write([1], to: url("a"))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.reason, .symbolicLinkLoop)
        }
    }

    func testAFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let path = url("pipe").path
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        let received = expectation(description: "the reader got the bytes")
        let reader = Thread {
            let descriptor = open(path, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(descriptor)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), "through the pipe")
            received.fulfill()
        }
        reader.start()
        try AtomicFile.write(Array("through the pipe".utf8), to: URL(fileURLWithPath: path))
        wait(for: [received], timeout: 10)
        XCTAssertEqual(fileType(path), S_IFIFO)
    }

    func testDevNullIsWrittenThroughNeverReplaced() throws {
        try AtomicFile.write(Array("discarded".utf8), to: URL(fileURLWithPath: "/dev/null"))
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
        // Through a link, as `-o /dev/stdout` reaches a device through /proc/self/fd.
        XCTAssertEqual(symlink("/dev/null", url("null-link").path), 0)
        try AtomicFile.write(Array("discarded".utf8), to: url("null-link"))
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
        XCTAssertEqual(fileType(url("null-link").path), S_IFLNK)
    }

    func testADescriptorPathWritesToThatDescriptor() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        // `/dev/stdout` is a link to /proc/self/fd/1; this is the same shape for a pipe of our own.
        XCTAssertEqual(symlink("/proc/self/fd/\(ends[1])", url("out").path), 0)
        try AtomicFile.write(Array("to the pipe".utf8), to: url("out"))
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(ends[0], &buffer, 64)
        XCTAssertEqual(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self), "to the pipe")
        XCTAssertEqual(fileType(url("out").path), S_IFLNK)
    }

    func testAFullDeviceIsADiskFullErrorWithoutCocoaNoise() throws {
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: URL(fileURLWithPath: "/dev/full"))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.reason, .diskFull)
            XCTAssertEqual(error.localizedDescription, "/dev/full: the disk is full; free some space and run again")
        }
    }

    func testAMissingFolderIsOneReadableLine() throws {
        let target = url("missing/x.sarif")
        XCTAssertThrowsError(try AtomicFile.write([1], to: target)) { error in
            let text = String(describing: error)
            XCTAssertEqual(text, "\(target.path): the folder \(folder.path)/missing does not exist; create it or choose another path")
            XCTAssertFalse(error.localizedDescription.contains("NSCocoaErrorDomain"))
        }
        try AtomicFile.write([1], to: target, options: .init(createFolders: true))
        XCTAssertEqual(FileManager.default.contents(atPath: target.path), Data([1]))
    }

    func testAFolderIsNotAFile() throws {
        try FileManager.default.createDirectory(at: url("Main.storyboard"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write([1], to: url("Main.storyboard"))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.reason, .isFolder)
        }
        XCTAssertThrowsError(try AtomicFile.read(url("Main.storyboard"))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.reason, .isFolder)
        }
    }

    func testAReadOnlyTableIsRefusedUnlessForced() throws {
        let path = url("ro.strings").path
        try Data("old".utf8).write(to: url("ro.strings"))
        XCTAssertEqual(chmod(path, 0o444), 0)
        XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: url("ro.strings"))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.reason, .readOnly)
            XCTAssertTrue(String(describing: error).contains("--force"))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        try AtomicFile.write(Array("new".utf8), to: url("ro.strings"), options: .init(force: true))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
        XCTAssertEqual(mode(path), 0o444)
        try assertFolderHolds(["ro.strings"])
    }

    func testAFileSavedAfterItWasReadIsNotOverwritten() throws {
        let target = url("de.strings")
        try Data("\"a\" = \"1\";\n".utf8).write(to: target)
        let (_, snapshot) = try AtomicFile.read(target)
        // The translator saves (same size: only the content tells).
        try Data("\"a\" = \"2\";\n".utf8).write(to: target)
        XCTAssertThrowsError(try AtomicFile.write(Array("\"a\" = \"3\";\n".utf8), to: target, options: .init(expected: snapshot))) { error in
            XCTAssertEqual((error as? AtomicFileError)?.reason, .changedSinceRead)
        }
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "\"a\" = \"2\";\n")
        try assertFolderHolds(["de.strings"])

        // A table read with StringsFile carries its snapshot: writing it back checks without being asked.
        var table = try StringsFile(contentsOf: target)
        table.setValue("4", at: 0)
        try Data("\"a\" = \"5\";\n".utf8).write(to: target)
        XCTAssertThrowsError(try AtomicFile.write(table, to: target))
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "\"a\" = \"5\";\n")
        // Unchanged since read: written.
        var fresh = try StringsFile(contentsOf: target)
        fresh.setValue("6", at: 0)
        try AtomicFile.write(fresh, to: target)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "\"a\" = \"6\";\n")
    }

    func testStaleTemporaryFilesOfKilledWritersAreRemovedByTheNextWrite() throws {
        // A process id that is not running: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let deadPID = child.processIdentifier
        let stale = ".l10nlayout-\(deadPID)-1f2e3d.tmp"
        let live = ".l10nlayout-\(getppid())-abc.tmp"
        for name in [stale, live, ".dat.nosync1a2b", ".dat.nosync9c9c"] { try Data("x".utf8).write(to: url(name)) }
        // Foundation's leftover from a killed run is old; the other one could still be in use.
        var times = [timeval(tv_sec: time(nil) - 600, tv_usec: 0), timeval(tv_sec: time(nil) - 600, tv_usec: 0)]
        XCTAssertEqual(utimes(url(".dat.nosync1a2b").path, &times), 0)
        try AtomicFile.write([1], to: url("Main.strings"))
        try assertFolderHolds(["Main.strings", live, ".dat.nosync9c9c"])
    }
}
