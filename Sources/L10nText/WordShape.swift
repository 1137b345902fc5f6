extension StringProtocol {
    /// Whether a capital letter follows a small one inside the text: the shape of a name ("iPhone", "OmniFocus")
    /// or of an identifier ("toolbarTitleMenu", "CredentialError"), not of a word.
    public var hasCapitalAfterSmallLetter: Bool {
        zip(self, dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }
}
