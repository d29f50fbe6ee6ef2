/// What `tokenc init` writes: a commented starter `tokenc.yaml` and a sample token file.
public enum StarterProject {
    /// The starter configuration.
    public static let starterConfiguration = """
        # tokenc.yaml — what `tokenc build` reads. Documentation: Documentation/Configuration.md
        # Relative paths are relative to this file.

        # Token files, or folders of them (each subfolder of a folder is one design system).
        tokens: [tokens]

        # Screen specs (*.screen.yaml), for `tokenc lint`.
        specs: [specs]

        # Every output is written inside this folder (add it to .gitignore, or commit it).
        output: generated

        # Optional: a folder of your own templates. A file named like a built-in
        # (swift/tokens.mustache) replaces it; `tokenc templates list` shows them.
        # templates: templates

        outputs:
          # Swift: enum namespaces, plain value types, SwiftUI and UIKit extensions.
          - format: swift
            path: Swift              # folder under `output`
            params:
              prefix: Example        # ExampleColors, ExampleSpacing, ExampleTokens
              access: public         # or internal
              # modes: [light, dark] # which modes to emit (default: all)
              # include: [color, spacing]   # token paths (globs: color.*) or $types
              # exclude: [copy]

          # An Xcode asset catalog with one color set per color token (light/dark appearances).
          - format: xcassets
            path: Assets

          # Your own template, rendered with the generic token context:
          # - template: templates/tokens.md.mustache
          #   path: Docs/tokens.md
        """ + "\n"

    /// The sample token file.
    public static let exampleTokens = """
        # A one-file design system in DTCG 2025.10 format, written in YAML.
        # Documentation: Documentation/TokenFormat.md
        $extensions:
          dev.tokenc.system: { modes: [light, dark] }    # first mode = the default, held by $value
        color:
          $type: color
          brand:
            primary: { $value: "#8B5CF6", $description: Brand purple }
          text:
            primary:
              $value: "#111827"
              $extensions:
                dev.tokenc.modes: { dark: "#F9FAFB" }
        spacing:
          $type: dimension
          sm: { $value: 8pt }
          md: { $value: 16pt }
        motion:
          spring:
            $type: dev.tokenc.spring
            $value: { response: 0.35, dampingFraction: 0.8 }
        """ + "\n"
}
