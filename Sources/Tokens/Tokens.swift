// The Tokens layer: see ARCHITECTURE.md.
