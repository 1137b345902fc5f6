// Placeholder until the module's benchmark lands; replace this file.
enum InterfaceBuilderBench {
    static func run(_ arguments: [String]) {
        print("(no benchmark yet)")
    }
}
