// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Operators, which a recorder cannot be named after.

public protocol CustomEquality { static func == (lhs: Self, rhs: Self) -> Bool }
public protocol Addable { static func + (lhs: Self, rhs: Self) -> Self }
public protocol PrefixOperator { static prefix func - (operand: Self) -> Self }
infix operator <~> : ComparisonPrecedence
public protocol CustomOperator { static func <~> (lhs: Self, rhs: Int) -> Bool }
public protocol OperatorBesideMethods {
  static func < (lhs: Self, rhs: Self) -> Bool
  func rank() -> Int
}
postfix operator ~~
public protocol PostfixOperator { static postfix func ~~ (operand: Self) -> Int }
