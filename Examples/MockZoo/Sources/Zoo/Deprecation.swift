// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Deprecated protocols, requirements and types.

@available(*, deprecated, message: "use PlainCall")
public protocol DeprecatedProtocol { func ping() }
public protocol DeprecatedRequirement {
  @available(*, deprecated, renamed: "refresh()")
  func reload()
  func refresh()
}
public protocol UsesDeprecatedType {
  @available(*, deprecated)
  func old() -> OldForecast
}
public protocol PlatformDeprecation {
  @available(macOS, deprecated: 13.0, message: "gone on macOS")
  func legacy() -> Int
}
public protocol IntroducedLater {
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  func modern() -> Int
}
