#!/usr/bin/env python3
"""Turns every ```swift block of the README and the DocC articles into Swift sources that a
reader's package would compile, and every failure message the docs show into test data.

Run by .ci/check-doc-snippets. Writes Tests/DocSnippetsTests/Generated/ (not checked in).
The glue, in Tests/DocSnippetsTests/Glue, is checked in.

How a block is compiled depends on what it holds, read from its lines at column 0:
- declarations (types, functions, @Test functions) become members of a namespace struct of its
  own, so that two blocks may declare the same names;
- statements become the body of an async throwing method of that struct, which conforms to
  DocContext: the glue in Tests/DocSnippetsTests/Glue supplies the values the docs refer to (`fetcher`,
  `service`, ...) and the types they use;
- extensions go to file scope.

A comment on the line before a block's fence changes that:
- <!-- snippet: partial --> for a block that is deliberately not whole Swift (a signature, a
  manifest excerpt): it is not compiled;
- <!-- snippet: mock-members --> for the lines of a mock: `let name = Mock…(…)` recorders go
  into a `Calls` struct, the witnesses into a class that holds `let calls = Calls()`, and lines
  after `// In a test:` into a method.

A failure message is a plain fenced block, or the `// Expected:` / `//      but:` comment lines
in a swift block. Each becomes an entry of DocMessages, checked by the DocMessagesTests against
what the producer of the same first line, in Tests/DocSnippetsTests/Glue/MessageProducers.swift, prints.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = pathlib.Path(__file__).resolve().parent / "Tests" / "DocSnippetsTests" / "Generated"

DOCS = [ROOT / "README.md"] + sorted(ROOT.glob("Sources/*/*.docc/*.md"))

DECLARATION = re.compile(
    r"^(@|func |final |class |struct |enum |protocol |actor |public |private |fileprivate |"
    r"internal |open |override |init[(<]|deinit|typealias |nonisolated |subscript|static |"
    r"extension |indirect )"
)
COMPUTED_PROPERTY = re.compile(r"^var \w+: [^=]+\{")
MESSAGE_START = re.compile(
    r"^(Expected: |Unstubbed call: |Unrecorded call: |Unexpected call on a strict mock: |Unused stub: |"
    r"Potential stubbing problem: |A call held by thenSuspend\(\)|Repeated: |Every call of |"
    r"Stub replaced before any call used it: )"
)


def blocks(path):
    """Yields (line, info, marker, body) for each fenced block."""
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^(\s*)```(\S*)\s*$", lines[index])
        if not match:
            index += 1
            continue
        indent, info = match.group(1), match.group(2)
        marker = None
        previous = index - 1
        while previous >= 0 and lines[previous].strip() == "":
            previous -= 1
        if previous >= 0:
            found = re.match(r"^\s*<!-- snippet: ([\w-]+) -->\s*$", lines[previous])
            if found:
                marker = found.group(1)
        body = []
        start = index + 1
        index += 1
        while index < len(lines) and not re.match(r"^\s*```\s*$", lines[index]):
            line = lines[index]
            body.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            index += 1
        index += 1
        yield start, info, marker, body


def segments(body):
    """Splits a block's lines into runs of declarations and of statements, by column 0."""
    runs = []
    pending_comments = []
    for line in body:
        if line.startswith("import "):
            continue
        top = line and not line[0].isspace() and not line.startswith("}") and not line.startswith(")")
        if top and line.startswith("//"):
            pending_comments.append(line)
            continue
        if top:
            kind = "declaration" if DECLARATION.match(line) or COMPUTED_PROPERTY.match(line) else "statement"
            if line.startswith("extension "):
                kind = "extension"
            if not runs or runs[-1][0] != kind:
                runs.append((kind, []))
            runs[-1][1].extend(pending_comments)
            pending_comments = []
            runs[-1][1].append(line)
        else:
            if not runs:
                runs.append(("statement", []))
            runs[-1][1].extend(pending_comments)
            pending_comments = []
            runs[-1][1].append(line)
    return runs


def indent(lines, spaces):
    return ["" if not line else " " * spaces + line for line in lines]


def mock_members(body):
    """Recorder lines into `Calls`, witnesses into the mock, test lines into a method."""
    calls, members, test = [], [], []
    target = members
    in_recorder = False
    in_labelled = False
    for index, line in enumerate(body):
        if line.startswith("import "):
            continue
        if line.strip().startswith("// In a test"):
            target = test
            continue
        if target is test:
            test.append(line)
            continue
        if re.match(r"^let \w+ = (Mock\w*|CallRecorder)", line):
            calls.append(line)
            in_recorder = line.count("(") > line.count(")")
            continue
        if in_recorder:
            calls.append(line)
            in_recorder = not line.rstrip().endswith(")")
            continue
        # A function giving a recorder its labels back, `func move(…) -> ….Call { … }`, on one
        # line or two, goes beside the recorders.
        # So does the property reading its arguments by label, `var moveArguments: … { … }`.
        following = " ".join(body[index:index + 2])
        if (line.startswith("func ") and ".Call {" in following) or (
            line.startswith("var ") and ".arguments.map" in following
        ):
            calls.append(line)
            in_labelled = not line.rstrip().endswith("}")
            continue
        if in_labelled:
            calls.append(line)
            in_labelled = not line.rstrip().endswith("}")
            continue
        members.append(line)
    return calls, members, test


def swift_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + escaped + '"'


def messages_in(body, info):
    """The failure messages a block shows: a whole plain block, or comment lines in Swift."""
    if info in ("", "text"):
        text = "\n".join(body).rstrip("\n")
        return [text] if MESSAGE_START.match(text) else []
    found = []
    current = None
    for line in body:
        comment = re.match(r"^\s*// ?(.*)$", line)
        content = comment.group(1) if comment else None
        if content is not None and MESSAGE_START.match(content):
            current = [content]
            found.append(current)
        elif content is not None and current is not None and content.startswith("     "):
            current.append(content)
        else:
            current = None
    return ["\n".join(message) for message in found]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.swift"):
        old.unlink()
    messages = []
    count = 0
    for path in DOCS:
        relative = path.relative_to(ROOT)
        stem = re.sub(r"\W", "_", str(relative).replace(".md", ""))
        for line, info, marker, body in blocks(path):
            for message in messages_in(body, info):
                messages.append((f"{relative}:{line}", message))
            if info != "swift" or marker == "partial":
                continue
            name = f"Snippet_{stem}_{line}"
            source = [
                f"// From {relative}:{line}. Generated by .ci/doc-snippets/extract.py.",
                "import Foundation",
                "import Mockery",
                "import Testing",
                "import XCTest",
                "",
            ]
            if marker == "mock-members":
                calls, members, test = mock_members(body)
                source += [f"final class {name}: DocContext, @unchecked Sendable {{", "  struct Calls {"]
                source += indent(calls, 4) + ["  }", "  let calls = Calls()", ""]
                source += indent(members, 2)
                if test:
                    source += ["", "  func test(mock: " + name + ") async throws {"]
                    source += indent(test, 4) + ["  }"]
                source += ["}"]
            else:
                body_lines = [l for l in body]
                source += [f"struct {name}: DocContext {{"]
                extensions = []
                for index, (kind, run) in enumerate(segments(body_lines)):
                    if kind == "extension":
                        extensions += run
                    elif kind == "declaration":
                        source += indent(run, 2) + [""]
                    elif any(l.strip() and not l.strip().startswith("//") for l in run):
                        source += [f"  func statements{index}() async throws {{"]
                        source += indent(run, 4) + ["  }", ""]
                source += ["}", ""] + extensions
            (OUT / f"{name}.swift").write_text("\n".join(source) + "\n")
            count += 1
    entries = ",\n".join(
        f"    ({swift_string(place)}, {swift_string(text)})" for place, text in messages
    )
    (OUT / "DocMessages.swift").write_text(
        "// The failure messages the docs show. Generated by .ci/doc-snippets/extract.py.\n\n"
        "let docMessages: [(place: String, text: String)] = [\n" + entries + ",\n]\n"
        if messages
        else "let docMessages: [(place: String, text: String)] = []\n"
    )
    print(f"extracted {count} swift blocks and {len(messages)} failure messages")


if __name__ == "__main__":
    sys.exit(main())
