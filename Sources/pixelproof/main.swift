#if canImport(Glibc)
import Glibc
#endif
import PixelproofCLI

#if canImport(Glibc)
/// Every snapshot allocates and frees bitmaps of a megabyte or more (the render, the decoded
/// reference, review and diff images). By default glibc maps each from the kernel and unmaps it on
/// free, so every image is faulted in and zeroed again: measured at 10–15 % of a catalog verify's
/// CPU. Serving them from the heap and keeping freed memory there lets the next image reuse it.
/// `mallopt` is looked up at run time because Swift's Glibc module leaves out `malloc.h`; the
/// parameter numbers are glibc's (`M_TRIM_THRESHOLD` −1, `M_MMAP_THRESHOLD` −3).
func keepFreedBitmapsInTheHeap() {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 256 << 20)
    _ = mallopt(-1, 512 << 20)
}
keepFreedBitmapsInTheHeap()
#endif

exit(PixelproofTool.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
