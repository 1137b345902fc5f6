/// What decides a view's frame at run time, which is what decides whether a longer translation can make
/// it grow and whether it mirrors right to left.
///
/// Rules read it instead of `translatesAutoresizingMask` alone: ``constraints`` views and the labels of
/// built-in cell styles (``container``) are sized by their content; views placed by their frame
/// (``autoresizingMask``, ``fixedFrame``) keep the width IB gave them and truncate a longer text, and never
/// mirror right to left.
public enum ViewPlacement: String, Sendable {
    /// Auto Layout: the view's constraints, a stack view's arrangement and its intrinsic content size.
    /// Leading/trailing constraints mirror right to left.
    case constraints
    /// Its stored frame, changed only by its autoresizing mask when the superview's size changes
    /// (`translatesAutoresizingMaskIntoConstraints`). Never grows with its content, never mirrors.
    case autoresizingMask
    /// A view no constraint refers to in an Auto Layout document (`fixedFrame="YES"`): IB pins its stored
    /// frame from the superview's top left at build time. Never grows with its content, never mirrors.
    case fixedFrame
    /// Placed by its container's own layout code: table and collection view cells and their content
    /// views, and the labels and image view of a built-in table cell style (see ``ViewLayout/cellStyle``).
    case container

    /// Whether the view's size follows its content (a longer text makes it wider or taller).
    public var growsWithContent: Bool { self == .constraints || self == .container }

    /// Whether the view's position can mirror in a right-to-left layout: constraints on leading and
    /// trailing edges and the cell styles' layout do; frames and autoresizing masks never do (a view placed
    /// by `left`/`right` constraints does not either: see the constraints themselves).
    public var canMirror: Bool { self == .constraints || self == .container }
}
