// Placeholder until the module's benchmark lands; replace this file.
enum TextBench {
    static func run(_ arguments: [String]) {
        print("(no benchmark yet)")
    }
}
