/**
 * Whether the site has a new version for the reader: a worker waiting to replace an active one. A first visit's worker
 * can be caught waiting too, between its install and its activation, with no worker active: Firefox showed it when the
 * reader reloaded during a first visit, and Workbox's `waiting` event fires for it. Nothing is there to replace, it
 * activates by itself, and a "new version" notice would stay with a button that does nothing (src/offline/offline.ts).
 */
export function hasNewVersion(
  registration: Pick<ServiceWorkerRegistration, 'active' | 'waiting'> | undefined,
): boolean {
  return Boolean(registration?.active && registration.waiting);
}
