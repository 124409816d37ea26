/// How lines of different widths line up inside the text's frame (as wide as its widest line).
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}
