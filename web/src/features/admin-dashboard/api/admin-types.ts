// NOTE: the API's answers, defined once in shared/src/wire-staff.ts.
export type { AdminStats, FailedJob, SeasonSettings, SeasonSettingsView } from '@sdp/shared/wire-staff';
