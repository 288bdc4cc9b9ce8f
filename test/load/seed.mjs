// Seeds a running server for a load test: one onboarded user, `trips` trips and `plans` plans in the
// first one. Resolves to the session's cookie header and the first trip's uuid.
export async function seedTrips(url, { trips, plans }) {
  const cookies = new Map();
  const remember = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [k, v] = pair.split('=');
      cookies.set(k, v);
    }
    return res;
  };
  const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const api = (path, body) =>
    fetch(`${url}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: jar(), 'content-type': 'application/json', 'x-csrf-token': cookies.get('csrf_token') },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json();
    });
  remember(await fetch(`${url}/account/create`));
  remember(
    await fetch(`${url}/account/create`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: cookies.get('csrf_token'), email_addr: 'memory@example.com', password: 'bench password 1' }),
    }),
  );
  let city;
  for (let i = 0; i < 100 && city === undefined; i += 1) {
    city = (await api('v2/autocompletePlace?query=Paris&limit=1&is_async=true')).Results[0];
    if (city === undefined) await new Promise((r) => setTimeout(r, 200));
  }
  await api('v2/replace/profile?is_onboarding=true', {
    Profile: { first_name: 'Bench', last_name: 'Traveler', date_of_birth: '1990-05-01', home_city: city.label, home_city_id: city.id },
  });
  let tripUuid;
  for (let i = 0; i < trips; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, trips - i) }, (_, k) => {
        const day = new Date(Date.UTC(2027, 0, 1) + (i + k) * 86_400_000).toISOString().slice(0, 10);
        return api('v2/create/trip', {
          Trip: { display_name: `Trip ${i + k + 1}`, start_date: day, end_date: day, is_owner_traveler: 'true', primary_location: 'Lyon, France' },
        });
      }),
    );
    tripUuid ??= batch[0].Trip.uuid;
  }
  const place = { address: '1 Rue de la République, Lyon', city: 'Lyon', country: 'FR', latitude: 45.764, longitude: 4.8357 };
  const at = (i, hour) => ({
    date: new Date(Date.UTC(2027, 0, 1) + Math.floor(i / 10) * 86_400_000).toISOString().slice(0, 10),
    time: `${String(hour).padStart(2, '0')}:00:00`,
  });
  const planOf = (i) =>
    i % 2 === 0
      ? { RestaurantObject: { trip_uuid: tripUuid, supplier_name: `Bouchon ${i}`, DateTime: at(i, 20), Address: place, number_patrons: '2' } }
      : { ActivityObject: { trip_uuid: tripUuid, display_name: `Museum ${i}`, StartDateTime: at(i, 10), EndDateTime: at(i, 12), Address: place } };
  for (let i = 0; i < plans; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, plans - i) }, (_, k) => api('v2/create', planOf(i + k))));
  }
  return { cookie: jar(), tripUuid };
}
