import { describe, expect, it } from 'vitest';
import planDocumentsGB from './planDocuments/en-GB.js';
import planDocuments from './planDocuments/en-US.js';
import planFormGB from './planForm/en-GB.js';
import planForm from './planForm/en-US.js';
import planSegmentsGB from './planSegments/en-GB.js';
import planSegments from './planSegments/en-US.js';
import planViewGB from './planView/en-GB.js';
import planView from './planView/en-US.js';
import tripFormGB from './tripForm/en-GB.js';
import tripForm from './tripForm/en-US.js';
import tripsGB from './trips/en-GB.js';
import trips from './trips/en-US.js';

// Actions (buttons and links that do something) are written in sentence case in English, as the
// other languages write them: 'Save changes', not 'Save Changes'. Titles and headings keep their
// own style. Only the first word (and names such as 'Waybook') start with a capital.

const actions = (english: {
  planDocuments: typeof planDocuments;
  planForm: typeof planForm;
  planSegments: typeof planSegments;
  planView: typeof planView;
  tripForm: typeof tripForm;
  trips: typeof trips;
}) => [
  english.planDocuments.upload,
  english.planDocuments.retry,
  english.planDocuments.delete.confirm,
  english.planForm.retry,
  english.planForm.backToTrip,
  english.planForm.backToUnfiled,
  english.planForm.create,
  english.planForm.save,
  english.planForm.discardDraft.keep,
  english.planForm.discardDraft.confirm,
  english.planForm.discardEdits.confirm,
  english.planSegments.segment.moveUp,
  english.planSegments.segment.moveDown,
  english.planSegments.air.add,
  english.planSegments.air.lookup.button,
  english.planView.retry,
  english.planView.actions.deletePlan,
  english.planView.actions.deleteSegment,
  english.tripForm.create,
  english.tripForm.save,
  english.tripForm.retry,
  english.trips.addTrip,
  english.trips.unfiled.add,
];

const isSentenceCase = (label: string) =>
  label
    .split(/\s+/)
    .slice(1)
    .every((word) => !/^[A-Z][a-z]/.test(word));

describe('English action labels', () => {
  it.each([
    ['en-US', actions({ planDocuments, planForm, planSegments, planView, tripForm, trips })],
    [
      'en-GB',
      actions({
        planDocuments: planDocumentsGB,
        planForm: planFormGB,
        planSegments: planSegmentsGB,
        planView: planViewGB,
        tripForm: tripFormGB,
        trips: tripsGB,
      }),
    ],
  ])('%s writes actions in sentence case', (_locale, labels) => {
    expect(labels.filter((label) => !isSentenceCase(label))).toEqual([]);
  });
});
