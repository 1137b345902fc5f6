/// One constraint of a scene before it goes to the solver: an IB `<constraint>` or one the engine derives
/// (intrinsic size, autoresizing mask, stack view arrangement, layout guide).
///
/// Meaning: `first.firstAttribute (relation) second.secondAttribute × multiplier + constant`; with no second
/// item, `first.firstAttribute (relation) constant`.
struct LayoutConstraintSpec {
    enum Origin: String {
        /// Written in the document.
        case document
        /// The view's intrinsic content size (hugging or compression resistance).
        case intrinsic
        /// Translated from the autoresizing mask.
        case autoresizing
        /// IB's prototyping constraints for a view without constraints: its stored frame, from the top left.
        case fixedFrame
        /// Made by a stack view for its arranged subviews.
        case stackView
        /// Ties a layout guide to its view, or the root view to the screen.
        case system
        /// Keeps an otherwise undetermined view where the document put it (lowest priority).
        case stay
    }

    enum Relation: String {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    var id: String
    var origin: Origin
    var first: Int
    var firstAttribute: LayoutAttribute
    var relation: Relation = .equal
    var second: Int?
    var secondAttribute: LayoutAttribute?
    var multiplier = 1.0
    var constant = 0.0
    var priority = 1000.0
    /// Where the `<constraint>` element starts, for document constraints.
    var line = 0
    var column = 0

}
