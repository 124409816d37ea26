/// A page's UTF-8 text built as byte buffers, for pages that embed images: an image's base64
/// goes from its PNG bytes into the buffer (`PageImages.appendSource`) with no `String`, `Data`
/// or concatenated copy of it, and a part made elsewhere (a review entry's card and its images'
/// `data:` URLs, built on the thread that rendered the entry) is kept as its own buffer, not
/// copied: the page is the sequence `parts`, written to its file as it is
/// (`ContainedFolder.write(parts:to:)`, one `writev`). A review page of megabytes is then
/// touched once, by the thread that made each part.
///
/// ```swift
/// var page = PageBytes(reserving: 4096)
/// page += "<p>"
/// page.appendBase64([0x89, 0x50])   // "iVA="
/// page.append(part)                 // kept as it is when large
/// ```
package struct PageBytes: Sendable {
    /// Finished buffers, in order, then `current`.
    private var finished: [[UInt8]] = []
    private var current: [UInt8] = []

    /// Parts at least this long are kept as they are instead of copied into the page's buffer.
    package static let sharedPartSize = 4096

    package init(reserving capacity: Int) {
        current.reserveCapacity(capacity)
    }

    package static func += (page: inout PageBytes, text: String) {
        page.current.append(contentsOf: text.utf8)
    }

    /// Appends `bytes`: copied when short, else kept as its own part (no copy).
    package mutating func append(_ bytes: [UInt8]) {
        if bytes.count < Self.sharedPartSize {
            current.append(contentsOf: bytes)
        } else {
            if !current.isEmpty { finished.append(current) }
            finished.append(bytes)
            current = []
            current.reserveCapacity(Self.sharedPartSize)
        }
    }

    /// Appends a copy of `bytes`.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        current.append(contentsOf: bytes)
    }

    /// Appends another page's parts, keeping its large ones as they are.
    package mutating func append(_ page: PageBytes) {
        for part in page.parts { append(part) }
    }

    /// The page in order, as buffers; empty ones left out.
    package var parts: [[UInt8]] {
        current.isEmpty ? finished : finished + [current]
    }

    /// The page as one buffer (a copy when it has more than one part).
    package var bytes: [UInt8] {
        if finished.isEmpty { return current }
        var all: [UInt8] = []
        all.reserveCapacity(count)
        for part in parts { all.append(contentsOf: part) }
        return all
    }

    /// Bytes in all.
    package var count: Int { finished.reduce(current.count) { $0 + $1.count } }

    /// Appends `data` in standard base64 with `=` padding and no line breaks: the same text as
    /// Foundation's `base64EncodedString()`.
    package mutating func appendBase64(_ data: [UInt8]) {
        let count = data.count
        guard count > 0 else { return }
        let start = current.count
        let length = (count + 2) / 3 * 4
        current.append(contentsOf: repeatElement(0, count: length))
        current.withUnsafeMutableBufferPointer { output in
            data.withUnsafeBufferPointer { input in
                Self.alphabet.withUnsafeBufferPointer { table in
                    Self.pairs.withUnsafeBufferPointer { pairs in
                        // Three bytes are two 12-bit halves, each two characters from `pairs`.
                        let out = UnsafeMutableRawPointer(output.baseAddress!)
                        var i = 0, o = start
                        while i &+ 3 <= count {
                            let word = Int(input[i]) << 16 | Int(input[i &+ 1]) << 8 | Int(input[i &+ 2])
                            out.storeBytes(of: pairs[word >> 12], toByteOffset: o, as: UInt16.self)
                            out.storeBytes(of: pairs[word & 0xFFF], toByteOffset: o &+ 2, as: UInt16.self)
                            i &+= 3
                            o &+= 4
                        }
                    }
                    let i = count / 3 * 3, o = start + count / 3 * 4
                    let rest = count - i
                    if rest > 0 {
                        let word = UInt32(input[i]) << 16 | (rest == 2 ? UInt32(input[i + 1]) << 8 : 0)
                        output[o] = table[Int(word >> 18)]
                        output[o + 1] = table[Int(word >> 12 & 63)]
                        output[o + 2] = rest == 2 ? table[Int(word >> 6 & 63)] : UInt8(ascii: "=")
                        output[o + 3] = UInt8(ascii: "=")
                    }
                }
            }
        }
    }

    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    /// The two characters of every 12-bit value, as stored (first character first in memory).
    private static let pairs: [UInt16] = (0..<4096).map { value in
        (UInt16(alphabet[value >> 6]) | UInt16(alphabet[value & 63]) << 8).littleEndian
    }
}
