// Mockery re-exports its matchers: a test that imports Mockery can match arguments and assert
// on values without a second import.
@_exported import MockeryMatchers
