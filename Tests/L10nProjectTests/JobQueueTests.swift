import XCTest
import L10nProject

/// Workers take their own contiguous share in order; one whose share is done takes the last job of the largest
/// share left; every job is handed out once.
final class JobQueueTests: XCTestCase {
    func testEachWorkerTakesItsShareThenTheLargestShareFromItsEnd() {
        let queue = JobQueue(count: 10, workers: 2)
        XCTAssertEqual((0..<3).compactMap { _ in queue.next(worker: 0) }, [0, 1, 2])
        XCTAssertEqual(queue.next(worker: 1), 5)
        XCTAssertEqual((0..<2).compactMap { _ in queue.next(worker: 0) }, [3, 4])
        // Worker 0's share is done: it takes from the end of worker 1's.
        XCTAssertEqual(queue.next(worker: 0), 9)
        XCTAssertEqual(queue.next(worker: 1), 6)
        var rest: [Int] = []
        while let job = queue.next(worker: 0) { rest.append(job) }
        XCTAssertEqual(rest, [8, 7])
        XCTAssertNil(queue.next(worker: 1))
    }

    func testEveryJobIsHandedOutOnceAcrossThreads() {
        for (count, workers) in [(0, 2), (1, 4), (7, 3), (1000, 2)] {
            let queue = JobQueue(count: count, workers: workers)
            let lock = NSLock()
            var taken: [Int] = []
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let job = queue.next(worker: worker) { lock.lock(); taken.append(job); lock.unlock() }
            }
            XCTAssertEqual(taken.sorted(), Array(0..<count), "\(count) jobs, \(workers) workers")
        }
    }
}
