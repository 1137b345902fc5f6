import Foundation

/// One readable line for any error that reaches the user: Foundation's file errors become the path and
/// what to do (`…: the disk is full; free some space and run again`) instead of
/// `Error Domain=NSCocoaErrorDomain Code=640 …`, XML parser codes become words, and everything else is
/// its own description.
public enum ReadableError {
    /// The message for `error`, without a `error:` prefix.
    public static func message(for error: any Error) -> String {
        switch error {
        case let error as AtomicFileError: return error.description
        case let error as LocalizationFormatError: return error.description
        default: break
        }
        let ns = error as NSError
        let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        switch ns.domain {
        case NSPOSIXErrorDomain:
            return located(path, AtomicFileError.Reason(errno: Int32(ns.code), operation: "complete the operation").explanation)
        case NSCocoaErrorDomain:
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                return located(path, AtomicFileError.Reason(errno: Int32(underlying.code), operation: "complete the operation").explanation)
            }
            if let reason = cocoaReason(ns.code) { return located(path, reason.explanation) }
            return located(path, "the file operation failed (Foundation error \(ns.code))")
        case "NSXMLParserErrorDomain":
            return XMLErrorText.describe(code: ns.code)
        default:
            return String(describing: error)
        }
    }

    static func located(_ path: String?, _ text: String) -> String {
        path.map { "\($0): \(text)" } ?? text
    }

    /// Foundation's `CocoaError` file codes.
    static func cocoaReason(_ code: Int) -> AtomicFileError.Reason? {
        switch code {
        case 4, 260: return .notFound                       // fileNoSuchFile, fileReadNoSuchFile
        case 257, 513: return .permissionDenied             // fileReadNoPermission, fileWriteNoPermission
        case 640: return .diskFull                          // fileWriteOutOfSpace
        case 642: return .readOnlyFileSystem                // fileWriteVolumeReadOnly
        case 256, 512: return nil                           // fileReadUnknown, fileWriteUnknown
        default: return nil
        }
    }
}
