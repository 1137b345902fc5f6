// Placeholder until the module's benchmark lands; replace this file.
enum StringsBench {
    static func run(_ arguments: [String]) {
        print("(no benchmark yet)")
    }
}
