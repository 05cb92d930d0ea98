import XCTest

// XCTest on Linux runs the test cases it is given; CTest names one on the command line, as
// `WeatherTests WeatherTests.RefreshTests`, so that the case that must fail runs on its own.
XCTMain([testCase(RefreshTests.allTests), testCase(WrongVerificationTests.allTests)])
