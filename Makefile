# SD Pumpkin: the two commands are `make dev` (run the product) and `make test` (prove it). See README.md.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
NPM := npm --no-audit --no-fund

.PHONY: dev test start bench build install services chromium typecheck lint test-unit e2e clean

## Install dependencies exactly as locked (re-run only when package-lock.json changes). Dev dependencies too, whatever
## NODE_ENV says: `make start` builds with them (vite, esbuild), and npm ci skips them when NODE_ENV=production.
install: node_modules/.sdp-installed
node_modules/.sdp-installed: package-lock.json
	$(NPM) ci --include=dev
	@touch $@

## PostgreSQL and Redis: use running ones, else start installed ones, else install them (docs/design.md §3).
services: install
	@bash scripts/services.sh

chromium:
	@bash scripts/ensure-chromium.sh

## Everything in development: Stripe emulator + SMTP catcher (when no real keys), API :3000, workers, Vite :5173.
dev: services
	@node scripts/dev.mjs

build: install
	$(NPM) run build -w web
	$(NPM) run build -w api
	$(NPM) run build -w workers

## Production shape on one port (PORT, default 3000): build, migrate, seed reference data, serve SPA + API, run the workers.
## API_PROCESSES=N runs N API processes behind Caddy on PORT, WORKER_PROCESSES=M runs M workers (docs/operations.md, ADR 270).
start: services build
	@if [ "$${API_PROCESSES:-1}" != 1 ]; then bash scripts/scale-tools.sh caddy; fi
	@node scripts/start.mjs

typecheck: install
	$(NPM) run typecheck --workspaces --if-present

## ESLint over the whole repository: correctness and import boundaries (docs/decisions/024-linting.md).
lint: install
	eslint --max-warnings 0 .

## The whole suite: typecheck, lint, unit + integration (real PostgreSQL/Redis), e2e in Chromium against the built site, budgets.
## The e2e project runs beside the rest (scripts/run-suite.sh, ADR 149).
## NOTE: a typecheck or lint failure still lets the tests run; the summary counts each as a failure, so the closing line and the
## exit agree.
test: services chromium
	@bash scripts/scale-tools.sh
	-@bash scripts/run-suite.sh
	@node scripts/test-summary.mjs .tmp/vitest-results.json,.tmp/vitest-e2e.json .tmp/typecheck-exit-code,.tmp/lint-exit-code

## Benchmarks of docs/design.md §9 against the production build; one line per figure, JSON under bench/results/.
bench: services build
	$(NPM) run bench -w bench

clean:
	rm -rf .tmp web/dist web/dist-ssr api/dist workers/dist
