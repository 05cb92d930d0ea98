// Per-mock default values, as Mockingbird's `useDefaultValues(from:on:)` and Cuckoo's
// `DefaultValueRegistry` give them: a test whose code under test reads a `Conditions` from
// every call it does not care about gives that mock one, where a `MockDefaultValue` conformance
// would give it to every mock of every test.

/// Makes `value` what the unstubbed calls of `mocks` that return a `Value` answer, in place of
/// the type's default or where it has none (Mockingbird's `useDefaultValues`).
///
/// ```swift
/// useDefault(Conditions.sunny, for: fetcher)
/// _ = try await fetcher.conditions(forZipcode: "94105")  // .sunny, and no failure
/// useDefault(-1, for: storage)                           // every Int result of storage
/// ```
///
/// The value answers exactly the requirements returning `Value`: `useDefault(5, for: m)` leaves a
/// requirement returning `Int?` answering `nil`. A stub still answers the calls it matches, and a
/// call that misses every stub of its recorder is still reported, answered with this value. A
/// generic method's recorders made after this keep their type's default. A value it cannot look
/// into, or mocks with no requirement returning `Value`, are reported at this line.
public func useDefault<Value>(
  _ value: Value,
  for mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  giveDefault(
    value, to: mocks,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``useDefault(_:for:fileID:filePath:line:column:)-(_,Any...,_,_,_,_)``, for mocks held in an
/// `Optional`, as XCTest's `var gateway: PaymentGatewayMock!` holds one.
public func useDefault<Value>(
  _ value: Value,
  for mocks: (any AnyObject)?...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  giveDefault(
    value, to: mocks.map { $0 as Any },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func giveDefault<Value>(_ value: Value, to mocks: [Any], at location: CallSite) {
  let inspections = MockInspection.inspect(mocks, for: "useDefault", at: location)
  guard !inspections.isEmpty else { return }
  var used = false
  for inspection in inspections {
    for recorder in inspection.recorders where recorder.useDefault(value) { used = true }
  }
  guard !used else { return }
  reportFailure(
    "useDefault(_:for:) found no requirement of \(MockInspection.names(mocks)) returning "
      + "\(TypeNames.readable(Value.self)), so the value answers no call. Give a value of a type "
      + "a requirement returns, exactly: an `Int` does not answer a requirement returning `Int?`.",
    at: location)
}
