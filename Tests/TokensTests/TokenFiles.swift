import Foundation
import TestSupport
@testable import Tokens

/// Writes token files into a fresh temporary folder and loads them, for tests. The folder is
/// removed when the value goes away, so test runs leave nothing in the temporary directory.
final class TokenFiles {
    let directory: URL

    private let folder = TemporaryDirectory(prefix: "pixelproof-tokens")

    init(_ files: [String: String]) {
        directory = folder.url
        do {
            for (name, contents) in files { try folder.write(contents, to: name) }
        } catch {
            fatalError("cannot write the token files into \(folder.url.path): \(error)")
        }
    }

    deinit {
        folder.remove()
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Loads the named files in the given order by the file-name convention.
    func load(_ names: [String]) throws -> TokenSet {
        try TokenSet.load(files: names.map(url))
    }

    /// The problems loading `names` reports, as printed lines.
    func problems(_ names: [String]) -> [String] {
        do {
            _ = try load(names)
            return []
        } catch let error as TokenValidationError {
            return error.problems.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }
}

/// One file holding `body` as its only group content, for the one-token tests.
func singleFile(_ body: String) -> TokenFiles {
    TokenFiles(["a.tokens.json": body])
}
