/// One template of a ``TemplateLibrary``: its source as written, where it came from, its program,
/// and where each of its partials leads in the library. Immutable: linking makes a new one.
final class CompiledTemplate: Sendable {
    /// The name it is rendered and included by (`swift/member`).
    let name: String
    /// Its file, or `builtin:<name>`, for error messages.
    let file: String
    /// The source text, as written.
    let source: String
    /// The compiled operations.
    let program: TemplateProgram
    /// For each of the program's partials, the index of its template in the library (-1: none;
    /// a dynamic partial is looked up when it renders).
    let partialTargets: [Int]

    /// A template, its partials not linked yet.
    convenience init(name: String, file: String, source: String, nodes: [TemplateNode]) {
        let program = TemplateProgram(nodes)
        self.init(name: name, file: file, source: source, program: program,
                  partialTargets: Array(repeating: -1, count: program.partials.count))
    }

    private init(name: String, file: String, source: String, program: TemplateProgram, partialTargets: [Int]) {
        self.name = name
        self.file = file
        self.source = source
        self.program = program
        self.partialTargets = partialTargets
    }

    /// The same template with every static partial pointing at the index of its template.
    func linked(_ indexByName: [String: Int]) -> CompiledTemplate {
        let targets = program.partials.map { $0.isDynamic ? -1 : indexByName[$0.name] ?? -1 }
        return CompiledTemplate(name: name, file: file, source: source, program: program, partialTargets: targets)
    }
}
