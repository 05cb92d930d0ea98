// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A parent declared in a file that imports Dispatch, whose requirements mention its types: a
// child's mock needs that import too.
public import Dispatch

public protocol DispatchingParent {
  func perform(on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void)
  func deadline() -> DispatchTime
}
