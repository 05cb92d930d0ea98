# Sourced by the checks that run under both of SwiftPM's build systems. BUILD_SYSTEM=swiftbuild
# runs them under Swift Build (Xcode's engine, SwiftPM's next default); anything else, under
# SwiftPM's native system, named explicitly so that the native checks stay native when SwiftPM's
# default changes.
build_system=${BUILD_SYSTEM:-native}
if [ "$build_system" != swiftbuild ]; then build_system=native; fi

# Swift Build prints the commands a build runs only when verbose; the native system names each
# ("Generating the mocks of Thermostat", "Compiling Thermostat Thermostat.swift") unasked. The
# checks that read which commands ran pass these flags to the builds they read.
if [ "$build_system" = swiftbuild ]; then named_commands=(-v); else named_commands=(); fi

# Swift Build compiles a dependency's modules with -suppress-warnings, which the driver refuses
# beside -Xswiftc -warnings-as-errors: under it, a check reads the build's warnings instead
# (own_warnings, below), as it does under both.
if [ "$build_system" = swiftbuild ]; then
  warnings_as_errors=()
else
  warnings_as_errors=(-Xswiftc -warnings-as-errors)
fi

# swiftpm <build|test|package|run> <arguments>…: SwiftPM under the chosen build system, its
# output and errors together on standard output.
#
# Swift Build 6.3.1 on Linux sometimes crashes while it plans a build: a bad pointer in
# libdispatch's manager thread, `_dispatch_event_loop_drain`, while `swift-package` plans on
# another (swiftlang/swift#87033, open; the same frame as other Linux programs' crashes in
# libdispatch). Measured here: 3 in 32 runs of `generate-mocks` on a fresh copy, none in 30
# with nothing to build, 4 in one run of .ci/check-swift-build. That crash, and only it, runs
# the command again, up to three times, each said on standard error and listed in
# $MOCKERY_CI_RETRIES, which .ci/run reports at its end. Any other failure is the command's.
swiftpm() {
  local subcommand=$1 log status attempt
  shift
  log=$(mktemp)
  for attempt in 1 2 3 4; do
    status=0
    swift "$subcommand" --build-system "$build_system" "$@" >"$log" 2>&1 || status=$?
    if [ "$status" = 0 ] || [ "$attempt" = 4 ] || ! swift_build_crashed "$log"; then break; fi
    echo "note: Swift Build crashed in libdispatch (swiftlang/swift#87033) running" \
      "swift $subcommand $*; running it again" >&2
    echo "swift $subcommand --build-system $build_system $*" >>"${MOCKERY_CI_RETRIES:-/dev/null}"
  done
  cat "$log"
  rm -f "$log"
  return "$status"
}

# swift_build_crashed <log>: whether the log is that of the crash above, of SwiftPM itself: a
# test process that crashed is never run again.
swift_build_crashed() {
  grep -q "Program crashed" "$1" && grep -q "_dispatch_event_loop_drain" "$1" \
    && grep -qE '^Thread 0 "swift-(package|build|test|run)":' "$1"
}

# own_warnings <log>: the warnings of a build, less the one Swift Build's link of a package's
# products gives on Linux whatever the code (clang: "argument unused during compilation:
# '-rdynamic'").
own_warnings() {
  grep "warning:" "$1" | grep -v "argument unused during compilation: '-rdynamic'" || true
}
