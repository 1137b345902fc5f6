// The L10nChecks module. See ../../README.md and DESIGN.md for its place in the data flow.
