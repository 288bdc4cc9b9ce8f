// Travel stats (namespace `stats`). Numbers and years arrive as numbers; the UI formats them in
// the user's language before interpolating. Distances are whole units, CO2 has one decimal.
const messages = {
  distance: {
    miles: '{{count}} mi',
    kilometres: '{{count}} km',
  },
  co2: '{{amount}} kg CO₂',
  year: {
    all: 'All time',
    one: '{{year}}',
  },
} as const;

export default messages;
