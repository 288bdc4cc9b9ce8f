import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import { CalendarFeedClient } from './calendar-feed-service.js';

/** A transport that records each call's path and body and answers the next of `answers`. */
function recording(...answers: unknown[]) {
  const calls: unknown[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push([entry.path, input.body]);
      return answers.shift() as never;
    },
  };
  return { api, calls };
}

const URL_1 = 'https://waybook.app/feed/ical/abc.ics';
const URL_2 = 'https://waybook.app/feed/ical/def.ics';

describe('CalendarFeedClient', () => {
  it('turns the feed on with is_enabled true and answers its URL', async () => {
    const { api, calls } = recording(ok({ ical_url: URL_1 }));
    expect(await new CalendarFeedClient(api).enable()).toEqual(ok(URL_1));
    expect(calls).toEqual([['v2/configureCalendarFeed', { private: { is_enabled: true } }]]);
  });

  it('turns the feed off with is_enabled false', async () => {
    const { api, calls } = recording(ok({ ical_url: '' }));
    expect(await new CalendarFeedClient(api).disable()).toEqual(ok(undefined));
    expect(calls).toEqual([['v2/configureCalendarFeed', { private: { is_enabled: false } }]]);
  });

  it('resets the URL with feed=calendar and answers the new one', async () => {
    const { api, calls } = recording(ok({ ical_url: URL_2 }));
    expect(await new CalendarFeedClient(api).reset()).toEqual(ok(URL_2));
    expect(calls).toEqual([['v2/refreshFeedUrl', { feed: 'calendar' }]]);
  });

  it('reads any failed call as failed', async () => {
    const { api } = recording(
      err({ kind: 'network' }),
      err({ kind: 'timeout' }),
      err({ kind: 'http', status: 500, code: 'x', detailedErrorCode: '', description: '' }),
    );
    const feed = new CalendarFeedClient(api);
    expect(await feed.enable()).toEqual(err('failed'));
    expect(await feed.disable()).toEqual(err('failed'));
    expect(await feed.reset()).toEqual(err('failed'));
  });

  it('reads an empty URL after turning on or resetting as failed', async () => {
    const { api } = recording(ok({ ical_url: '' }), ok({ ical_url: ' ' }));
    const feed = new CalendarFeedClient(api);
    expect(await feed.enable()).toEqual(err('failed'));
    expect(await feed.reset()).toEqual(err('failed'));
  });
});
