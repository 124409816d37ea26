#if canImport(Glibc)
import Glibc
#endif
import PixelproofCLI

exit(PixelproofTool.run(Array(CommandLine.arguments.dropFirst()), context: .process()))
