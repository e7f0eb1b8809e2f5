/** Where a server-rendered page hands its data to the browser (web/src/app.tsx reads it before hydrating; ADR 057). */
export const PAGE_STATE_ID = 'sdp-page-state';
