-- Weather care runs once a day at WEATHER_CHECK_HOUR San Diego time (ADR 137). A workers process that starts after today's hour
-- looks here to know whether today's run happened, and runs it once if not. One row per San Diego day whose run it was; the SQL
-- lives in its owner, server/src/weather/weather-runs.ts.
CREATE TABLE weather_runs (
  run_date date PRIMARY KEY,
  ran_at timestamptz NOT NULL,
  homes integer NOT NULL,
  tips integer NOT NULL
);
