import { describe, expect, it } from 'vitest';
import { hasNewVersion } from './new-version.ts';

const worker = (state: ServiceWorkerState) => ({ state }) as ServiceWorker;

describe('hasNewVersion', () => {
  it('is a new version when a worker waits to replace the active one (a deploy since the last visit)', () => {
    expect(hasNewVersion({ active: worker('activated'), waiting: worker('installed') })).toBe(true);
  });

  it('is none for a first visit caught between install and activation: waiting, nothing active (Firefox, a reload)', () => {
    expect(hasNewVersion({ active: null, waiting: worker('installed') })).toBe(false);
  });

  it('is none once that worker has moved on to activating, nor with no worker waiting or no registration', () => {
    expect(hasNewVersion({ active: worker('activating'), waiting: null })).toBe(false);
    expect(hasNewVersion({ active: worker('activated'), waiting: null })).toBe(false);
    expect(hasNewVersion(undefined)).toBe(false);
  });
});
