import { describe, expect, it } from 'vitest';
import commonGB from './common/en-GB.js';
import common from './common/en-US.js';
import planDocumentsGB from './planDocuments/en-GB.js';
import planDocuments from './planDocuments/en-US.js';
import planFormGB from './planForm/en-GB.js';
import planForm from './planForm/en-US.js';
import planSegmentsGB from './planSegments/en-GB.js';
import planSegments from './planSegments/en-US.js';
import planViewGB from './planView/en-GB.js';
import planView from './planView/en-US.js';
import tripSummaryGB from './tripSummary/en-GB.js';
import tripSummary from './tripSummary/en-US.js';
import tripFormGB from './tripForm/en-GB.js';
import tripForm from './tripForm/en-US.js';
import tripsGB from './trips/en-GB.js';
import trips from './trips/en-US.js';

// Actions (buttons and links that do something) are written in sentence case in English, as the
// other languages write them: 'Save changes', not 'Save Changes'. Titles and headings keep their
// own style. Only the first word (and names such as 'Waybook') start with a capital.

/** A catalogue as data: texts, and groups of texts. */
type Catalogue = { readonly [key: string]: string | Catalogue };

const ACTION_PATHS = [
  'common:nav.signOut',
  'planDocuments:upload',
  'planDocuments:retry',
  'planDocuments:delete.confirm',
  'planForm:retry',
  'planForm:backToTrip',
  'planForm:backToUnfiled',
  'planForm:create',
  'planForm:save',
  'planForm:discardDraft.keep',
  'planForm:discardDraft.confirm',
  'planForm:discardEdits.confirm',
  'planSegments:segment.moveUp',
  'planSegments:segment.moveDown',
  'planSegments:air.add',
  'planSegments:air.lookup.button',
  'planView:retry',
  'planView:actions.deletePlan',
  'planView:actions.deleteSegment',
  'tripForm:create',
  'tripForm:save',
  'tripForm:retry',
  'tripSummary:actions.edit',
  'tripSummary:actions.leave',
  'tripSummary:plans.add',
  'trips:addTrip',
  'trips:unfiled.add',
] as const;

function textAt(catalogues: Readonly<Record<string, Catalogue>>, path: string): string {
  const [namespace = '', keys = ''] = path.split(':');
  let node: string | Catalogue | undefined = catalogues[namespace];
  for (const key of keys.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  if (typeof node !== 'string') throw new Error(`${path} is not a text`);
  return node;
}

const actions = (catalogues: Readonly<Record<string, Catalogue>>) => ACTION_PATHS.map((path) => textAt(catalogues, path));

const isSentenceCase = (label: string) =>
  label
    .split(/\s+/)
    .slice(1)
    .every((word) => !/^[A-Z][a-z]/.test(word));

describe('English action labels', () => {
  it.each([
    ['en-US', actions({ common, planDocuments, planForm, planSegments, planView, tripForm, tripSummary, trips })],
    [
      'en-GB',
      actions({
        common: commonGB,
        planDocuments: planDocumentsGB,
        planForm: planFormGB,
        planSegments: planSegmentsGB,
        planView: planViewGB,
        tripForm: tripFormGB,
        tripSummary: tripSummaryGB,
        trips: tripsGB,
      }),
    ],
  ])('%s writes actions in sentence case', (_locale, labels) => {
    expect(labels.filter((label) => !isSentenceCase(label))).toEqual([]);
  });
});
