import CPNGGlue
import CPNGTestWriter
import TestSupport
import XCTest

/// The direct path's inflater (PNGInflate.c) against zlib: zlib's own streams of every level,
/// strategy (stored, fixed and dynamic blocks), window and flushing decode to the same bytes; a damaged
/// stream is only ever taken when zlib takes it too, with the same bytes; what the inflater
/// refuses on purpose it refuses.
final class PNGInflateTests: XCTestCase {
    private enum Strategy: Int32, CaseIterable { case standard = 0, filtered = 1, huffmanOnly = 2, runs = 3, fixed = 4 }

    /// zlib's stream of `bytes`; with `flushEvery`, flushed (sync or full: an empty stored block
    /// each time) after each piece of that many bytes.
    private func deflate(_ bytes: [UInt8], level: Int32, windowBits: Int32 = 15, memoryLevel: Int32 = 8, strategy: Strategy,
                         flushEvery: Int = 0, fullFlush: Bool = false) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let flush: Int32 = fullFlush ? 3 : 2   // Z_FULL_FLUSH, Z_SYNC_FLUSH
        XCTAssertEqual(pp_zlib_deflate(bytes, bytes.count, level, windowBits, memoryLevel, strategy.rawValue, flushEvery, flush, &out, &size), 1)
        defer { free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// What the inflater makes of `stream` for `size` bytes: nil when it declines.
    private func ours(_ stream: [UInt8], size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0xA5, count: size + 16)
        guard pp_inflate_zlib(stream, stream.count, &output, size) == 1 else { return nil }
        return Array(output[..<size])
    }

    private func zlib(_ stream: [UInt8], size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: size + 1)
        guard pp_zlib_inflate_exactly(stream, stream.count, &output, size) == 1 else { return nil }
        return Array(output[..<size])
    }

    /// Data of the kinds image rows are made of: noise, runs of a 3- or 4-byte pixel, few values,
    /// copies of an earlier "row", and long runs of one byte.
    private func sample(_ kind: Int, count: Int, random: inout SplitMix) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let period = 3 + kind % 2, row = 1 + Int(random.next() % 2000)
        for i in 0..<count {
            switch kind % 5 {
            case 0: bytes[i] = UInt8(truncatingIfNeeded: random.next())
            case 1, 2: bytes[i] = random.next() % 64 == 0 ? UInt8(truncatingIfNeeded: random.next()) : UInt8(40 * (i % period))
            case 3: bytes[i] = UInt8(random.next() % 4) * 60
            default: bytes[i] = i >= row && random.next() % 8 != 0 ? bytes[i - row] : (random.next() % 32 == 0 ? UInt8(truncatingIfNeeded: random.next()) : 7)
            }
        }
        return bytes
    }

    func testZlibsOwnStreamsDecodeToTheSameBytes() {
        var random = SplitMix(seed: 0x1F1A7E)
        for round in 0..<400 {
            let data = sample(round, count: 1 + Int(random.next() % 40_000), random: &random)
            let level = Int32(round % 10), strategy = Strategy.allCases[round % Strategy.allCases.count]
            let windowBits = Int32(9 + round % 7), memoryLevel = Int32(1 + round % 9)
            // Two rounds in three flushed every few bytes: empty stored blocks between the pieces.
            let flushEvery = round % 3 == 0 ? 0 : 1 + Int(random.next() % 3000)
            let stream = deflate(data, level: level, windowBits: windowBits, memoryLevel: memoryLevel, strategy: strategy,
                                 flushEvery: flushEvery, fullFlush: round % 3 == 2)
            XCTAssertEqual(ours(stream, size: data.count), data, "round \(round): level \(level) \(strategy) window \(windowBits) flush \(flushEvery)")
            // One byte more or less than the stream holds is refused.
            XCTAssertNil(ours(stream, size: data.count + 1), "round \(round)")
            if data.count > 1 { XCTAssertNil(ours(stream, size: data.count - 1), "round \(round)") }
        }
    }

    func testADamagedStreamIsTakenOnlyWhenZlibTakesIt() {
        var random = SplitMix(seed: 0xDA3A6E)
        var taken = 0, refused = 0
        for round in 0..<3000 {
            let data = sample(round, count: 1 + Int(random.next() % 5000), random: &random)
            var stream = deflate(data, level: Int32(round % 10), strategy: Strategy.allCases[round % 5])
            for _ in 0...(random.next() % 3) {
                let at = Int(random.next() % UInt64(stream.count))
                stream[at] ^= UInt8(1) << (random.next() % 8)
            }
            if random.next() % 4 == 0 { stream.removeLast(Int(random.next() % UInt64(stream.count))) }
            let size = random.next() % 4 == 0 ? max(1, data.count + Int(random.next() % 5) - 2) : data.count
            let mine = ours(stream, size: size), theirs = zlib(stream, size: size)
            if let mine {
                XCTAssertEqual(mine, theirs, "round \(round): taken here, not by zlib or with other bytes")
                taken += 1
            } else {
                refused += 1
            }
        }
        // Both outcomes happen, so the comparison above was exercised.
        XCTAssertGreaterThan(taken, 100)
        XCTAssertGreaterThan(refused, 100)
    }

    func testWhatItRefusesOnPurpose() {
        let data = [UInt8](repeating: 9, count: 300) + (0..<300).map { UInt8($0 % 251) } + [UInt8](repeating: 9, count: 300)
        let stream = deflate(data, level: 9, strategy: .standard)
        XCTAssertEqual(ours(stream, size: data.count), data)
        func withHeader(_ cmf: UInt8, _ flags: UInt8 = 0) -> [UInt8] {
            var copy = stream
            copy[0] = cmf
            var flg = flags & 0xE0
            flg += UInt8((31 - (Int(cmf) * 256 + Int(flg)) % 31) % 31)
            copy[1] = flg
            return copy
        }
        XCTAssertEqual(ours(withHeader(0x78), size: data.count), data, "the header rebuilt as it was")
        XCTAssertNil(ours(withHeader(0x88), size: data.count), "a window wider than 32 KiB")
        XCTAssertNil(ours(withHeader(0x79), size: data.count), "not deflate")
        XCTAssertNil(ours(withHeader(0x78, 0x20), size: data.count), "a preset dictionary")
        // The second run of 9s is 600 bytes after the first: beyond a 256-byte window (CINFO 0),
        // which zlib in one call would still read; declined here, for libpng to decide.
        XCTAssertNil(ours(withHeader(0x08), size: data.count), "a distance beyond the header's window")
        XCTAssertNil(ours(stream + [0], size: data.count), "a byte after the check value")
        XCTAssertNil(ours(Array(stream.dropLast()), size: data.count), "a check value cut short")
        // Stored blocks: LEN and its complement must agree; block type 3 does not exist.
        let stored = deflate(data, level: 0, strategy: .standard)
        XCTAssertEqual(ours(stored, size: data.count), data)
        var mismatched = stored
        mismatched[5] ^= 1   // the first block's NLEN (header 2 bytes, block bits 1 byte, LEN 2 bytes)
        XCTAssertNil(ours(mismatched, size: data.count))
        var reserved = stored
        reserved[2] |= 0b110   // BTYPE 11
        XCTAssertNil(ours(reserved, size: data.count))
        XCTAssertNil(zlib(reserved, size: data.count))
    }
}
