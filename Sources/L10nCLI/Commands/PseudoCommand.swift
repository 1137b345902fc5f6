// Placeholder until its issue lands: the command is listed so help and dispatch are in place, and says
// plainly that it is not available yet. Replace this file with the implementation.
public struct PseudoCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(name: "pseudo", abstract: "Write pseudo-language tables (not available yet)")
    public init(_ arguments: ParsedArguments) throws {}
    public func run(_ io: CommandIO) throws -> Int32 {
        throw CommandError.usage("'pseudo' is not available in this version yet")
    }
}
