/// One `coefficient · variable` product of a ``LinearExpression``.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

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

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }

    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }

    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

extension Variable {
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs, rhs)])
    }

    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs * lhs }

    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, -1)])
    }

    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression([Term(lhs)], constant: rhs)
    }

    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }

    public static prefix func - (operand: Variable) -> LinearExpression { operand * -1 }
}
