/// Types the matcher tests describe and match against.
enum WeatherError: Error, Equatable {
  case offline
  case timeout
  case http(Int)
}

struct HTTPError: Error {
  let status: Int
}

struct OtherError: Error {}

struct Address: Equatable {
  var city: String
}

struct Employee {
  var name = "Joe"
  var salary = 6000
  var address = Address(city: "Zug")
  var tags = ["swift"]
  var manager: Address?
}

class Animal: CustomStringConvertible {
  let name: String
  init(name: String) { self.name = name }
  var description: String { "\(type(of: self))(\(name))" }
}

final class Dog: Animal {
  let breed: String
  init(name: String = "Rex", breed: String = "Collie") {
    self.breed = breed
    super.init(name: name)
  }
}

final class Cat: Animal {
  init() { super.init(name: "Tom") }
}

final class Box {}

/// Equal only when every field is, but printed by its label alone.
struct Tagged: Equatable, CustomStringConvertible {
  var label: String
  var hidden: Int
  var description: String { label }
}

extension Employee {
  /// A computed property, which key paths do not name.
  var boss: Address? { manager }
}
