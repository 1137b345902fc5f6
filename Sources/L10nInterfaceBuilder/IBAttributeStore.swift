/// The attributes of every element of one document, back to back in document order: an element holds a
/// range of them instead of an array of its own, which saves an allocation, and the retains of its
/// names and values, per element (a storyboard has tens of thousands).
///
/// Written only by the reader, before any node is handed out; read-only afterwards, so the unchecked
/// exclusivity of its properties is never in question and reads cost no runtime access check.
final class IBAttributeStore {
    /// Attribute names by number (the reader's ``XMLNameTable``), set when the document has been read.
    @exclusivity(unchecked) var names: [String] = []
    /// Each attribute's name number.
    @exclusivity(unchecked) var nameNumbers: [Int32] = []
    /// Each attribute's value, references decoded.
    @exclusivity(unchecked) var values: [String] = []

    /// The value of the first attribute in `range` named `name`.
    @inline(__always) func value(of name: String, in range: Range<Int>) -> String? {
        for index in range where names[Int(nameNumbers[index])] == name { return values[index] }
        return nil
    }
}
