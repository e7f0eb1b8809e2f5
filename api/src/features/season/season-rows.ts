// NOTE: the season rows moved to the server package so the workers' booking-opens schedule reads the state as the API does.
export { loadSeasonRows, seasonAt, type SeasonRow } from '@sdp/server/season/season-rows';
