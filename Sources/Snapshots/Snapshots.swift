// The Snapshots layer: see ARCHITECTURE.md.
