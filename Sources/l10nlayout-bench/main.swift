// `make bench`: performance figures printed beside a reference measured in the same run.
// Each module adds its section in its own file; see README.md § Performance.
print("l10nlayout-bench")
