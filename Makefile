# SD Pumpkin: the two commands are `make dev` (run the product) and `make test` (prove it). See README.md.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
NPM := npm --no-audit --no-fund

.PHONY: dev test start bench build install services chromium typecheck lint test-unit e2e clean move-uploads check-image-objects backup restore drill backup-tools

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
test: services chromium backup-tools
	@bash scripts/scale-tools.sh
	-@bash scripts/run-suite.sh
	@node scripts/test-summary.mjs .tmp/vitest-results.json,.tmp/vitest-e2e.json .tmp/typecheck-exit-code,.tmp/lint-exit-code

## Benchmarks of docs/design.md §9 against the production build; one line per figure, JSON under bench/results/.
bench: services build
	$(NPM) run bench -w bench

## Photographs: copy what UPLOADS_DIR holds into the S3 bucket once (idempotent, prints counts), and check every image row has its
## objects in the store (after a restore). ADR 240, docs/operations.md.
move-uploads: services
	@tsx api/src/cli/move-uploads.ts

check-image-objects: services
	@tsx api/src/cli/check-image-objects.ts

## Point-in-time recovery (docs/design.md §24, ADR 230) on a private cluster under .data/pitr (port PITR_PORT, default 5491),
## never the shared PostgreSQL: `make backup` takes one now (TYPE=full|diff|incr|monthly, default diff); `make restore
## TARGET='2026-11-28 17:05:00-08'` restores into a NEW cluster beside it and prints what it holds. docs/operations.md for a server.
backup-tools:
	@bash scripts/backup-tools.sh

backup: services backup-tools
	@tsx api/src/cli/pitr.ts backup $(or $(TYPE),diff)

restore: services backup-tools
	@tsx api/src/cli/pitr.ts restore "$(TARGET)"

## The restore drill alone (make test runs it too, in the api project): prints the measured RPO and RTO.
drill: services backup-tools
	@vitest run --project api api/src/db/restore-drill.test.ts

clean:
	rm -rf .tmp web/dist web/dist-ssr api/dist workers/dist
