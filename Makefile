# l10nlayout — build, test, run, benchmark. Works on a fresh Debian machine with Swift: missing Debian
# packages (ICU, HarfBuzz, FreeType, cairo, Hunspell and its dictionaries, the default fonts) are installed first.

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= release
JOBS ?= 2
BIN := .build/$(CONFIG)/l10nlayout

# C libraries the package links, the fonts that stand in for Apple's system fonts (and the common fonts storyboards
# name that Debian has, the same or with the same widths: see InstalledFontEquivalents.swift), and the spelling
# dictionaries that tell which language a Latin-script text is written in (the languages apps are most often
# developed and translated in; a language without one is simply not judged by its words).
DEB_PACKAGES := pkg-config libicu-dev libharfbuzz-dev libfreetype-dev libcairo2-dev libhunspell-dev libyaml-dev \
	fonts-inter fonts-noto-ui-core fonts-noto-core fonts-noto-cjk \
	fonts-lato fonts-roboto-unhinted fonts-liberation2 fonts-urw-base35 fonts-crosextra-carlito \
	hunspell-en-us hunspell-de-de hunspell-fr hunspell-es hunspell-it hunspell-pt-br hunspell-pt-pt hunspell-nl \
	hunspell-sv hunspell-da hunspell-no hunspell-pl hunspell-cs hunspell-sk hunspell-sl hunspell-hr hunspell-ro \
	hunspell-hu hunspell-lv hunspell-tr hunspell-id hunspell-vi hunspell-ca

# Only the tests need these: headless Chromium opens the HTML report (no display server needed).
TEST_DEB_PACKAGES := chromium

.PHONY: all deps test-deps build run test bench install uninstall fuzz clean help

all: build

help:
	@echo "make run      build (release) and run the main job on the sample app in Localizations/"
	@echo "make test     the whole test suite (first installs chromium, which one test opens the HTML report in)"
	@echo "make build    build the command in release mode"
	@echo "make bench    performance figures beside their references (release)"
	@echo "make fuzz     fuzz the .strings, storyboard and XLIFF readers, FUZZ_SECONDS each (600; FUZZ_TARGETS to pick)"
	@echo "make install  install the command into PREFIX ($(PREFIX))"

# Installs only what is missing, so it costs nothing once a machine is set up.
define install_missing
	@missing=""; for p in $(1); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages:$$missing"; \
		if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(DEB_PACKAGES))

# Tests also need headless Chromium (the HTML report test) and Python's jsonschema (the SARIF schema test).
test-deps: deps
	$(call install_missing,$(TEST_DEB_PACKAGES))
	@python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema || \
		{ echo "error: cannot install Python's jsonschema, which the SARIF schema test needs"; exit 1; }

build: deps
	$(SWIFT) build -c $(CONFIG) -j $(JOBS) --product l10nlayout

# The sample app has localization mistakes planted on purpose (Localizations/README.md): verify reports them
# and exits 1, which is the expected outcome here; usage or input errors (exit 2) still fail.
run: build
	@$(BIN) verify de ar --project Localizations; status=$$?; \
	if [ $$status -eq 1 ]; then echo "(exit 1: the planted mistakes above were found, as expected)"; elif [ $$status -ne 0 ]; then exit $$status; fi

# XCTest only: the suites are XCTest, and an empty Swift Testing run would print "0 tests" last.
test: test-deps
	$(SWIFT) build --build-tests -j $(JOBS)
	$(SWIFT) test --skip-build --disable-swift-testing

bench: deps
	$(SWIFT) build -c release -j $(JOBS) --product l10nlayout-bench
	.build/release/l10nlayout-bench $(BENCH_ARGS)

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/l10nlayout"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/l10nlayout"

FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= strings storyboard xliff
fuzz: deps
	bash Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

clean:
	rm -rf .build Fuzz/bin
