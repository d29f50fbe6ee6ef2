// The Lint module; see ARCHITECTURE in Documentation/.
