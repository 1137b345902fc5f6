// libFuzzer entry point for the .strings reader, compiled together with Sources/L10nStrings by run.sh.
// Checks, for every input: no crash or hang; an unmodified file writes back byte for byte (through the
// entries, not the kept original); deleting one entry's text and re-reading still round-trips; an edit
// changes nothing outside the edited entry.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    StringsFuzzChecks.check(bytes)
    return 0
}
