/// Carries a value the compiler cannot prove `Sendable` into a `@Sendable` closure.
///
/// Matchers and recorders hold the values a test gives them (expected values, recorded
/// arguments) and only ever read them. Requiring `Sendable` of every user type would make
/// `equalTo(myStruct)` fail to compile for any public type that did not declare it, the most
/// common complaint about Swift mocking libraries, for no safety gained: Mockery never mutates
/// these values, and its own mutable state is guarded by ``Locked``.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline package let value: Value

  @inlinable
  package init(_ value: Value) {
    self.value = value
  }
}
