import { describe, expect, it } from 'vitest';
import { OfflineStatus } from './offline-status.js';

describe('OfflineStatus', () => {
  it('shows the oldest saved time while answers come from the device, and clears once the server answers', () => {
    const status = new OfflineStatus();
    let changes = 0;
    const stop = status.subscribe(() => (changes += 1));
    expect(status.state()).toEqual({ savedAt: undefined, writeRefusals: 0 });
    status.answered('2026-11-21T09:00:00.000Z');
    status.answered('2026-11-21T08:00:00.000Z');
    status.answered('2026-11-21T10:00:00.000Z');
    expect(status.state().savedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(changes).toBe(2);
    status.answered(undefined);
    expect(status.state()).toEqual({ savedAt: undefined, writeRefusals: 0 });
    expect(changes).toBe(3);
    status.answered(undefined);
    expect(changes).toBe(3);
    stop();
    status.answered('2026-11-21T08:00:00.000Z');
    expect(changes).toBe(3);
  });

  it('ignores a saved time it cannot read', () => {
    const status = new OfflineStatus();
    status.answered('yesterday-ish');
    expect(status.state().savedAt).toBeUndefined();
  });

  it('counts refused changes until the server answers again, keeping the same state object between changes', () => {
    const status = new OfflineStatus();
    status.writeRefused();
    const once = status.state();
    expect(once.writeRefusals).toBe(1);
    expect(status.state()).toBe(once);
    status.writeRefused();
    expect(status.state().writeRefusals).toBe(2);
    status.answered(undefined);
    expect(status.state().writeRefusals).toBe(0);
    status.writeRefused();
    status.acknowledgeRefusals();
    expect(status.state()).toEqual({ savedAt: undefined, writeRefusals: 0 });
  });
});
