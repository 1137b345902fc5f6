/// Words for the error codes FoundationXML's parser reports. On Linux they are libxml2's `xmlParserErrors`
/// numbers (`NSXMLParserErrorDomain error 89` is an entity loop), which mean nothing to a reader.
enum XMLErrorText {
    /// What a parser error code means, e.g. `an end tag does not match its start tag`.
    static func describe(code: Int) -> String {
        switch code {
        case 3, 4: return "the document is empty or does not start with an element"
        case 5, 86: return "text after the end of the root element"
        case 6, 7, 8: return "a character reference (&#…;) names no character"
        case 9: return "a character that XML does not allow (a control character, or bytes that are not valid in the document's encoding)"
        case 10, 14, 18: return "the file ends inside a reference"
        case 22, 23, 24, 25: return "'&' that does not start an entity reference; write &amp;"
        case 26, 27: return "an entity that is not declared; only &lt; &gt; &amp; &quot; &apos; and character references are allowed"
        case 28, 29, 30, 88, 104: return "an entity this tool does not expand (document type declarations are refused)"
        case 31, 32, 79, 81: return "an encoding this tool cannot read; save the file as UTF-8"
        case 33, 34, 43, 44: return "a quoted value is not closed"
        case 38: return "'<' inside an attribute value; write &lt;"
        case 39, 40, 41, 84: return "an attribute without a quoted value"
        case 42: return "an attribute given twice in one element"
        case 45: return "a comment is not closed with -->"
        case 46, 47: return "a processing instruction is not closed with ?>"
        case 56, 57: return "the XML declaration (<?xml …?>) is malformed"
        case 60, 61: return "a document type declaration is not closed"
        case 62, 63: return "a CDATA section is not closed with ]]>"
        case 64: return "a processing instruction named 'xml' that is not at the very start of the file"
        case 65, 66: return "whitespace is missing between two parts of a tag"
        case 68: return "a name is missing where a tag or attribute name belongs"
        case 72, 73, 77: return "a tag is not closed with >"
        case 74, 76: return "an end tag does not match its start tag"
        case 75: return "'=' is missing after an attribute name"
        case 80: return "'--' inside a comment"
        case 85: return "the elements are not closed in order (or the file ends before they are)"
        case 89: return "entities that refer to each other in a loop (a document type declaration; refused)"
        case 96, 108, 109: return "the XML version is missing or unknown"
        case 110: return "a name that is far too long"
        case 201: return "a namespace prefix that is not declared"
        case 203: return "an attribute given twice in one element"
        default: return "malformed XML (parser error \(code))"
        }
    }
}
