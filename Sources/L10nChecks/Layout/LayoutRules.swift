/// Every layout rule, in the order reports list them.
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
        BidiUnbalancedControlsRule.self,
        BidiNoRTLLettersRule.self,
    ]
}
