/// The public top-level types of Mockery and MockeryMatchers, which every generated file
/// imports: a type of the mocked module named like one is ambiguous there, and so is Mockery's.
///
/// Remake the list with `swift symbolgraph-extract` of both modules at the public level, their
/// symbols whose path has one component and whose kind is a type's.
enum MockeryTypeNames {
  static let all: Set<String> = [
    "AsynchronousCallEffect", "CallCount", "CallEffect", "CallEffectKind", "CallMatcher",
    "CallPattern", "CallPatternConvertible", "CallRecorder", "CallSite", "FailureLog",
    "FailureReport", "FailureReporter", "MatchResult", "Matcher", "MockAsyncFunction",
    "MockAsyncThrowingFunction", "MockCalls", "MockDefaultValue", "MockFunction",
    "MockGenericFunction", "MockProperty", "MockScope", "MockScopeTrait", "MockSubscript",
    "MockThrowingFunction", "ScopedMock", "Stubbing", "SuspendedCall", "SuspendedCallReleased",
    "SuspendedCallTimeout", "SuspendedCalls", "SynchronousCallEffect", "TestAttribution",
    "ThrowingCallEffect", "UnrecordedCallError", "UnstubbedCallError", "ValueDescriptionLimits",
  ]
}
