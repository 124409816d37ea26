/// A page's UTF-8 text built straight into one byte buffer, for pages that embed images: an
/// image's base64 goes from its PNG bytes into the buffer (`PageImages.appendSource`) with no
/// `String`, `Data` or concatenated copy of it, the buffer is reserved once at about its final
/// size, and the file is written from it as it is. A review page of a megabyte and more is then
/// touched once instead of being built, regrown and copied again as a `String`.
///
/// ```swift
/// var page = PageBytes(reserving: 4096)
/// page += "<p>"
/// page.appendBase64([0x89, 0x50])   // "iVA="
/// ```
package struct PageBytes {
    package private(set) var bytes: [UInt8] = []

    package init(reserving capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    package static func += (page: inout PageBytes, text: String) {
        page.bytes.append(contentsOf: text.utf8)
    }

    /// Appends `data` in standard base64 with `=` padding and no line breaks: the same text as
    /// Foundation's `base64EncodedString()`.
    package mutating func appendBase64(_ data: [UInt8]) {
        let count = data.count
        guard count > 0 else { return }
        let start = bytes.count
        let length = (count + 2) / 3 * 4
        bytes.append(contentsOf: repeatElement(0, count: length))
        bytes.withUnsafeMutableBufferPointer { output in
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
