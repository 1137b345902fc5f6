/// Every layout rule, in the order reports list them. Unbalanced bidi controls are lint's `unbalanced-bidi`,
/// which runs on every table, so verify does not report them a second time.
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
        BidiParagraphStartsLTRRule.self,
        BidiNeutralAtRunEdgeRule.self,
        BidiSignedNumberRule.self,
        BidiPlaceholderNotIsolatedRule.self,
        BidiNoRTLLettersRule.self,
    ]
}
