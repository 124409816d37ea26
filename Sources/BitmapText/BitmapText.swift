// The BitmapText layer: see ARCHITECTURE.md.
