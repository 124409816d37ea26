import BitmapText

// SwiftUI's names for the text types the bitmap text layer defines, so code that imports only
// SwiftUI can spell them (`DynamicTypeSize.xxxLarge`, `TextAlignment.center`).

/// The Dynamic Type sizes with SwiftUI's cases (`xSmall` … `xxxLarge`, `accessibility1` …
/// `accessibility5`) and `isAccessibilitySize`.
public typealias DynamicTypeSize = BitmapText.DynamicTypeSize

/// How lines of multiline text align: `.leading`, `.center`, `.trailing`.
public typealias TextAlignment = BitmapText.TextAlignment
