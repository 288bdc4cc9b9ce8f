import type { BrowserContext, Page } from 'playwright-core';

/** Calls /api as the signed-in traveler of a browser context; answers the JSON body or throws. */
export type ApiCall = (path: string, body?: unknown) => Promise<Record<string, unknown>>;

/**
 * An API client that shares the browser context's session and CSRF cookie, for setting up data a
 * test is not about (the screens under test are still driven through the browser).
 *
 * @example
 * const api = apiClient(context, page, server.url);
 * await api('v2/replace/profile', { Profile: { language_tag: 'fr-FR' } });
 */
export function apiClient(context: BrowserContext, page: Page, baseUrl: string): ApiCall {
  return async (path, body) => {
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const answer = await page.request.fetch(`${baseUrl}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      ...(body === undefined ? {} : { data: body }),
    });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
}

const at = (date: string, time: string) => ({ date, time });

/** What seedRiviera created: the trip and the relative URLs of its plans. */
export interface SeededTrip {
  readonly uuid: string;
  readonly flightUrl: string;
  readonly lodgingUrl: string;
  readonly carUrl: string;
}

/**
 * A trip in May 2031 (nothing on it depends on today's date): a two-leg flight Paris - Lyon -
 * Nice, a lodging and a car rental, created through the API.
 *
 * @example
 * const trip = await seedRiviera(api); // trip.uuid, trip.flightUrl ('/trips/.../flights/...')
 */
export async function seedRiviera(api: ApiCall): Promise<SeededTrip> {
  const created = (await api('v2/create/trip', {
    Trip: { display_name: 'Côte d’Azur', start_date: '2031-05-10', end_date: '2031-05-17', is_owner_traveler: 'true', primary_location: 'Nice, France' },
  })) as { Trip: { uuid: string } };
  const uuid = created.Trip.uuid;
  const leg = (number: string, from: string, to: string, departs: string, arrives: string) => ({
    marketing_airline_code: 'AF',
    marketing_flight_number: number,
    start_airport_code: from,
    end_airport_code: to,
    StartDateTime: at('2031-05-10', departs),
    EndDateTime: at('2031-05-10', arrives),
  });
  const url = (answer: Record<string, unknown>, key: string) => (answer[key] as { relative_url: string }).relative_url;
  const flight = await api('v2/create', {
    AirObject: {
      trip_uuid: uuid,
      supplier_name: 'Air France',
      Segment: [leg('7644', 'CDG', 'LYS', '09:50:00', '11:00:00'), leg('7645', 'LYS', 'NCE', '13:00:00', '14:10:00')],
    },
  });
  const lodging = await api('v2/create', {
    LodgingObject: {
      trip_uuid: uuid,
      supplier_name: 'Hôtel La Pérouse',
      StartDateTime: at('2031-05-10', '15:00:00'),
      EndDateTime: at('2031-05-14', '11:00:00'),
      total_cost: 'EUR 880.00',
    },
  });
  const car = await api('v2/create', {
    CarObject: { trip_uuid: uuid, supplier_name: 'Hertz', StartDateTime: at('2031-05-14', '12:00:00'), EndDateTime: at('2031-05-17', '10:00:00') },
  });
  return { uuid, flightUrl: url(flight, 'AirObject'), lodgingUrl: url(lodging, 'LodgingObject'), carUrl: url(car, 'CarObject') };
}
