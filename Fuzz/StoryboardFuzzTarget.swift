// libFuzzer entry point for the storyboard/xib reader and extractor, compiled together with
// Sources/L10nInterfaceBuilder (and L10nStrings as a library) by run.sh. See IBFuzzChecks for what it checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    IBFuzzChecks.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
