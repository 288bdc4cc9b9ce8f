import { describe, expect, it } from 'vitest';
import { planTimelineEvents, sortTimelineEvents, tripTimeline, type TimelineEvent } from './plan-timeline.js';
import { at, grandHotel, osloCopenhagenNewark, plan } from './plan-timeline-fixtures.test.js';

describe('trip timeline', () => {
  const dinner = plan({ RestaurantObject: { uuid: 'r1', supplier_name: 'Maaemo', DateTime: at('2026-05-03', '19:30:00', 'Europe/Oslo') } });
  const idea = plan({ NoteObject: { uuid: 'n1', text: 'Visit the Munch museum' } });
  const kinds = (events: readonly TimelineEvent[]) => events.map((e) => `${e.planUuid}:${e.kind}`);

  it('groups the events by local day, days in order, the undated ones last', () => {
    const timeline = tripTimeline([idea, osloCopenhagenNewark, dinner, grandHotel]);
    expect(timeline.days.map((d) => [d.date, kinds(d.events)])).toEqual([
      ['2026-05-01', ['h1:check-in']],
      ['2026-05-03', ['r1:restaurant']],
      ['2026-05-04', ['a1:flight', 'a1:flight', 'h1:check-out']],
      [null, ['n1:note']],
    ]);
    expect(timeline.layovers).toEqual([{ afterSegmentUuid: 's1', beforeSegmentUuid: 's2', airportCode: 'CPH', cityName: 'Copenhagen', minutes: 75 }]);
  });
  it('orders a day by instant, each event read in its own zone', () => {
    // 23:00 in New York is 03:00 UTC the next day, but the event stays on its own local day.
    const nyc = plan({ NoteObject: { uuid: 'ny', DateTime: at('2026-05-01', '23:00:00', 'America/New_York') } });
    const tokyo = plan({ NoteObject: { uuid: 'tk', DateTime: at('2026-05-01', '09:00:00', 'Asia/Tokyo') } });
    const paris = plan({ NoteObject: { uuid: 'pa', DateTime: at('2026-05-01', '08:00:00', 'Europe/Paris') } });
    expect(tripTimeline([nyc, paris, tokyo]).days.map((d) => [d.date, kinds(d.events)])).toEqual([['2026-05-01', ['tk:note', 'pa:note', 'ny:note']]]);
  });
  it('keeps the given order for events at the same instant', () => {
    const a = plan({ MapObject: { uuid: 'm1', DateTime: at('2026-05-01', '10:00:00', 'UTC') } });
    const b = plan({ MapObject: { uuid: 'm2', DateTime: at('2026-05-01', '12:00:00', 'Europe/Paris') } });
    expect(kinds(tripTimeline([a, b]).days[0]?.events ?? [])).toEqual(['m1:map', 'm2:map']);
    expect(kinds(tripTimeline([b, a]).days[0]?.events ?? [])).toEqual(['m2:map', 'm1:map']);
  });
  it('is empty for no plans', () => {
    expect(tripTimeline([])).toEqual({ days: [], layovers: [] });
  });
  it('sorts events by instant with the undated ones last', () => {
    const events = [...planTimelineEvents(idea), ...planTimelineEvents(grandHotel).reverse(), ...planTimelineEvents(dinner)];
    expect(kinds(sortTimelineEvents(events))).toEqual(['h1:check-in', 'r1:restaurant', 'h1:check-out', 'n1:note']);
  });
});
