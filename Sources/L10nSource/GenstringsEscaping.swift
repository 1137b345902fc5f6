import L10nStrings

/// How genstrings writes keys and values inside quotes: the one escaper every table of this package uses.
enum GenstringsEscaping {
    static func escape(_ text: String) -> String { StringsEscapes.escape(text) }
}
