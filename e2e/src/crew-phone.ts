import { sanDiegoDate } from '@sdp/shared/pacific-time';
import type { Page } from 'playwright-core';

/** Today's date in San Diego (yyyy-MM-dd): the e2e stack runs on the real clock, and a crew day is a San Diego date. */
export const sanDiegoToday = () => sanDiegoDate(new Date());

/**
 * What the crew phone has written to IndexedDB (features/crew-schedule/logic/phone-store.ts): how many queries and queued actions,
 * from the counts it keeps in the clear beside the sealed data (ADR 168).
 */
export const keptOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ queries: number; actions: number }>((resolve) => {
        const open = indexedDB.open('sdp-crew');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve({ queries: 0, actions: 0 });
          const store = db.transaction('kept').objectStore('kept');
          const sheets = store.get('run-sheets');
          const outbox = store.get('outbox');
          outbox.onsuccess = () => resolve({ queries: sheets.result?.queries ?? 0, actions: outbox.result?.waiting?.length ?? 0 });
        };
      }),
  );
