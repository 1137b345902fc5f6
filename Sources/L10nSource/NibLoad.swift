import L10nStrings

/// A class whose code loads a nib by a literal name: `UINib(nibName: "Name", bundle:)`,
/// `Bundle.main.loadNibNamed("Name", owner:…)`, `super.init(nibName: "Name", bundle:)`, and the
/// Objective-C `loadNibNamed:@"Name"`, `initWithNibName:@"Name"`, `nibWithNibName:@"Name"`.
///
/// The loader is often the nib's real owner even when the xib's File's Owner names another class (a
/// controller copied from another and never updated): the outlets it sets are the xib's.
public struct NibLoad: Sendable, Equatable {
    public var className: String
    /// The nib's name as written (no extension).
    public var nibName: String
    public var path: String
    public var location: SourceLocation

    public init(className: String, nibName: String, path: String, location: SourceLocation) {
        self.className = className
        self.nibName = nibName
        self.path = path
        self.location = location
    }
}
