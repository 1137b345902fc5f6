/// Every layout rule, in the order reports list them. The bidi rules look at a value alone, so they are
/// lint rules that run on every table (storyboard tables, `Localizable.strings`, catalogs).
enum LayoutRules {
    static let all: [any LayoutRule.Type] = [
        TextTruncatedRule.self,
        TextClippedVerticallyRule.self,
        ViewOutOfBoundsRule.self,
        ViewsOverlapRule.self,
        ConstraintConflictRule.self,
        AutoshrinkIllegibleRule.self,
        RTLLeftRightConstraintRule.self,
        RTLFixedAlignmentRule.self,
        RTLAutoresizingFrameRule.self,
        RTLForcedLTRRule.self,
        RTLAsymmetricInsetsRule.self,
    ]
}
