/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    case lessOrEqual, equal, greaterOrEqual
}
