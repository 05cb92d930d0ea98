import Foundation

#if canImport(Runtime)
  import MockeryStartup
  import Runtime
#endif

/// Where a mocked call came from, for the message of one that fails: which of the mock's
/// witnesses was called, by what code, in which test.
///
/// A failure of a call is reported at the mock's forwarding line, which is neither the test's
/// line nor the code under test's. The toolchain's `Runtime` module names the functions on the
/// stack, cheaply, without their source locations: about a millisecond, on the failure path only.
/// Where it is not available, the message names the test alone.
///
/// Nor can it follow the first frame of a `nonisolated(nonsending)` async function with Swift
/// 6.3.1 on Linux: the stack seems to end there, at the job that runs the task. A mock's async
/// recorders are such functions, so that they run on their caller's isolation, and a failing
/// async call names its test alone there. The same walk from a `@concurrent` function, or after
/// a suspension, reaches every caller:
///
/// ```swift
/// @inline(never) func capture() { print(try! Backtrace.capture().symbolicated()!.frames) }
/// @inline(never) nonisolated(nonsending) func recorder() async { capture() }
/// @inline(never) func witness() async { await recorder() }  // not in the frames printed
/// ```
package enum CallOrigin {
  /// `Called by WeatherService.refresh(), through WeatherFetchingMock.conditions(forZipcode:), in
  /// the test RefreshTests/refreshes().`, or as much of it as is known; nil if nothing is.
  package static func describe(test: String?) -> String? {
    let (witness, caller) = witnessAndCaller() ?? (nil, nil)
    var parts: [String] = []
    if let caller { parts.append("by \(caller)") }
    if let witness { parts.append("through \(witness)") }
    if let test { parts.append("in the test \(test)") }
    guard !parts.isEmpty else { return nil }
    return "Called " + parts.joined(separator: ", ") + "."
  }

  /// The first two functions on the stack below Mockery's own: the mock's witness, and its
  /// caller.
  private static func witnessAndCaller() -> (witness: String, caller: String?)? {
    #if canImport(Runtime)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        // One at a time: the symbol cache is shared.
        let frames = symbolication.withLock { images -> [SymbolicatedBacktrace.Frame]? in
          #if os(Linux)
            // Only with the images read as the binary loaded: reading them later may crash.
            guard let images = images.value else { return nil }
          #else
            if images.value == nil { images = UncheckedSendable(ImageMap.capture()) }
            let images = images.value
          #endif
          // `Runtime` follows frame pointers unchecked, and reads one frame past its limit: no
          // further than the frames checked here, which stop where code built without frame
          // pointers left something else in the register (Swift Testing's, under
          // `withKnownIssue`).
          let depth = max(0, mockery_walkable_frames(25) - 1)
          return try? Backtrace.capture(limit: depth, top: 0, images: images)
            .symbolicated(with: images, options: .useSymbolCache)?.frames
        }
        // Thunks and the standard library's frames come and go between functions.
        let symbols = (frames ?? []).compactMap(\.symbol).filter {
          !$0.isSwiftThunk && !$0.isSystemFunction && !isStandardLibrary($0.imageName)
        }
        // From the top: the backtrace's own frames, Mockery's, then the witness and its caller.
        guard let firstOwn = symbols.firstIndex(where: { isMockery($0.rawName) }) else {
          return nil
        }
        let below = symbols[firstOwn...].drop { isMockery($0.rawName) }.map(\.name)
        guard let witness = below.first else { return nil }
        return (witness, below.dropFirst().first)
      }
    #endif
    return nil
  }

  /// Reads the images the process has loaded, once, as the test binary loads, on Linux.
  ///
  /// On Linux, reading them looks at every mapping of the process: later, it crashed reading one
  /// that a thread ending meanwhile unmapped, so it is read only here, before any thread of the
  /// tests runs, and not at all under Valgrind, whose mappings it also crashed on. Without it,
  /// messages name the test but not the code that made the call.
  package static func prepare() {
    #if canImport(Runtime) && os(Linux)
      let preloaded = ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? ""
      guard !preloaded.contains("vgpreload") else { return }
      symbolication.withLock { images in
        if images.value == nil { images = UncheckedSendable(ImageMap.capture()) }
      }
    #endif
  }

  #if canImport(Runtime)
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private static let symbolication = Locked(UncheckedSendable<ImageMap?>(nil))
  #endif

  private static func isStandardLibrary(_ image: String) -> Bool {
    image.hasPrefix("libswift") || image.hasPrefix("libFoundation")
      || image.hasPrefix("libdispatch")
  }

  /// Whether a mangled name is of Mockery's own code, in any of its modules.
  private static func isMockery(_ rawName: String) -> Bool {
    rawName.hasPrefix("$s7Mockery") || rawName.hasPrefix("$s15MockeryMatchers")
      || rawName.hasPrefix("$s16MockeryReporting")
  }
}
