import Foundation

/// swift-snapshot-testing's `.dump`: any value as a tree of its `Mirror` children, written
/// byte for byte as swift-snapshot-testing writes it, so the references a suite recorded with it
/// keep passing. `▿` marks a node with children, `-` a leaf; dictionaries, sets, structs and
/// classes list their children sorted by their own dump; pointers are left out.
///
/// ```swift
/// assertSnapshot(of: user, as: .dump)
/// // ▿ User
/// //   - bio: "Blobbed around the world."
/// //   - id: 1
/// //   - name: "Blobby"
/// ```
extension Snapshotting where Format == String {
    public static var dump: Snapshotting<Value, String> {
        Snapshotting<String, String>.lines.pullback { MirrorDump.text(of: $0) }
    }
}

/// A type that chooses how `.dump` writes it (swift-snapshot-testing's protocol of that name).
public protocol AnySnapshotStringConvertible {
    /// Whether `.dump` also writes the value's `Mirror` children (default `false`).
    static var renderChildren: Bool { get }
    /// The value's line in a `.dump`.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// `yyyy-MM-dd'T'HH:mm:ssZZZZZ` in UTC, e.g. `2024-05-01T12:00:00Z`.
    public var snapshotDescription: String { MirrorDump.format(self) }
}

extension NSObject: AnySnapshotStringConvertible {
    public var snapshotDescription: String { MirrorDump.purgePointers(debugDescription) }
}

extension String: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

/// The writer behind `.dump`.
enum MirrorDump {
    static func text(of value: Any) -> String {
        var output = ""
        write(value, name: nil, indent: 0, visited: [], to: &output)
        return output
    }

    /// Appends the lines of `value` (named `name` in its parent) at `indent` spaces.
    /// `visited` holds the objects on the path from the root, to stop at a cycle.
    private static func write(_ value: Any, name: String?, indent: Int, visited: Set<ObjectIdentifier>, to output: inout String) {
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let count = children.count
        let bullet = count == 0 ? "-" : "▿"
        let prefix = String(repeating: " ", count: indent)
        let label = name.map { $0 + ": " } ?? ""
        var visited = visited
        let typeName = cleanTypeName(mirror.subjectType)

        let description: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = count == 1 ? "1 element" : "\(count) elements"
        case (_, .dictionary?):
            description = count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
            children = sorted(children, visited: visited)
        case (_, .set?):
            description = count == 1 ? "1 member" : "\(count) members"
            children = sorted(children, visited: visited)
        case (_, .tuple?):
            description = count == 1 ? "(1 element)" : "(\(count) elements)"
        case (_, .optional?):
            description = count == 0 ? typeName + ".none" : typeName
        case (let convertible as AnySnapshotStringConvertible, _):
            guard type(of: convertible).renderChildren else {
                output += prefix + "- " + label + convertible.snapshotDescription + "\n"
                return
            }
            description = convertible.snapshotDescription
        case (let printable as CustomStringConvertible, _):
            description = printable.description
        case (let object as AnyObject, .class?):
            let identifier = ObjectIdentifier(object)
            if visited.contains(identifier) {
                output += prefix + bullet + " " + (name ?? "value") + " (circular reference detected)\n"
                return
            }
            visited.insert(identifier)
            description = typeName
            children = sorted(children, visited: visited)
        case (_, .struct?):
            description = typeName
            children = sorted(children, visited: visited)
        case (_, .enum?):
            description = count == 0 ? typeName + ".\(value)" : typeName
        default:
            description = String(describing: value)
        }

        output += prefix + bullet + " " + label + description + "\n"
        for child in children {
            write(child.value, name: child.label, indent: indent + 2, visited: visited, to: &output)
        }
    }

    /// Children ordered as swift-snapshot-testing orders them: by the dump of each
    /// `(label, value)` child tuple itself, so by label first, then by value.
    private static func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children
            .map { child -> (child: Mirror.Child, key: String) in
                var text = ""
                write(child as Any, name: nil, indent: 0, visited: visited, to: &text)
                return (child, text)
            }
            .sorted { $0.key < $1.key }
            .map(\.child)
    }

    /// The type's name without the ` #1` that local types carry.
    private static func cleanTypeName(_ type: Any.Type) -> String {
        String(describing: type).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    static func purgePointers(_ text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(abbreviation: "UTC")
        return formatter
    }()
    private static let dateLock = NSLock()

    /// DateFormatter is not safe to share between threads; one at a time.
    static func format(_ date: Date) -> String {
        dateLock.withLock { dateFormatter.string(from: date) }
    }
}
