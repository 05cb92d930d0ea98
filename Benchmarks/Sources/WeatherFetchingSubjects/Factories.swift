/// Which way a mock was written.
public enum MockKind: String, CaseIterable, Sendable {
  case handWritten = "hand-written"
  case mockery = "Mockery"
  /// Mockery, stubbed and verified through the recorder's unlabelled `when` and `verify`
  /// rather than by the requirement's labels as the docs show: what labels cost, if anything.
  case mockeryByPosition = "Mockery-by-position"
}

/// Makes a mock of `kind`, behind an existential: the benchmarks must not know the concrete type,
/// or the optimizer would call it directly.
@inline(never)
public func makeMock(_ kind: MockKind) -> any MeasuredMock {
  switch kind {
  case .handWritten: HandWrittenMock()
  case .mockery: MockeryMock()
  case .mockeryByPosition: MockeryMock(byPosition: true)
  }
}

/// A spy of `kind`, with its count of recorded `conditions` calls.
@inline(never)
public func makeSpy(_ kind: MockKind) -> (spy: any WeatherFetching, count: () -> Int) {
  switch kind {
  case .handWritten:
    let spy = HandWrittenSpy()
    return (spy, { spy.conditionsCallCount })
  case .mockery, .mockeryByPosition:
    let spy = MockerySpy()
    return (spy, { spy.conditionsCallCount })
  }
}
