// The DesignSystem layer: see ARCHITECTURE.md.
