/// `Σ coefficient·variable + constant`. Build it with operators: `a - b * 0.5 + 10`.
///
/// A variable may appear in several terms; the solver adds them up.
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }
}
