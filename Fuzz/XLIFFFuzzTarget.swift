// libFuzzer entry point for the XLIFF reader and writer, compiled together with Sources/L10nStrings by
// run.sh. See XLIFFFuzzChecks for what it checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    XLIFFFuzzChecks.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
