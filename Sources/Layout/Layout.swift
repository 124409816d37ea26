// The Layout layer: see ARCHITECTURE.md.
