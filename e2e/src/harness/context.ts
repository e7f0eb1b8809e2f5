/** What the e2e global setup hands every test (inject('e2e')). */
export interface E2eContext {
  /** The built site and API on one port (make start's shape), BASE_PATH ''. */
  baseUrl: string;
  /** SMTP catcher's HTTP side: GET /api/messages lists caught mail. */
  mailUrl: string;
  /** Stripe emulator base URL. */
  emulatorUrl: string;
  smsUrl: string;
  /** The run's throw-away database (for assertions on stored state). */
  databaseUrl: string;
  /** An admin account created for the run. */
  staff: { email: string; name: string; password: string };
  runId: string;
}

export const E2E_STAFF = { email: 'e2e-admin@sdpumpkin.test', name: 'E2E Admin', password: 'e2e-staff-password-2026' } as const;
