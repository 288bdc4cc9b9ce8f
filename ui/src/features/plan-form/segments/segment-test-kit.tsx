// Shared harness of the segment form tests (not a test file itself): renders one type's Fields
// with a state wrapper, the app's i18n, a session and a container, as the form page would.
import { useState, type ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { ok, type LookupSearch, type Plan, type PlaceSearch } from '@waybook/core';
import { TestSessionProvider } from '../../../app/session/session-context.js';
import { renderWithI18n } from '../../../components/testing/render-with-i18n.js';
import { ContainerProvider } from '../../../di/container-context.js';
import { TOKENS } from '../../../di/tokens.js';
import type { Locale } from '../../../i18n/messages.js';
import { fakeSession } from '../../../shared/testing/render-shell.js';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';
import { FLIGHT_LOOKUP_TOKEN, type FlightLookup } from './flight-lookup.js';

/** What {@link renderFields} needs: a type's typed Fields and validate, and the plan to start from. */
export interface FieldsUnderTest<P extends Plan> {
  readonly Fields: ComponentType<PlanFieldsProps<P>>;
  readonly validate: (plan: P) => PlanFieldErrors;
  readonly initial: P;
  /** Bound as the flight lookup when given. */
  readonly lookup?: FlightLookup;
  readonly tripDates?: PlanFieldsProps<P>['tripDates'];
  /** The interface language (default en-US). */
  readonly locale?: Locale;
  /** Bound as the airport, airline and address search (default: no matches). */
  readonly lookups?: Partial<LookupSearch>;
}

/** A lookup search finding nothing, with `overrides` in its place. */
export function fakeLookupSearch(overrides: Partial<LookupSearch> = {}): LookupSearch {
  const none = async () => ok([]);
  return {
    airports: none,
    airlines: none,
    addresses: none,
    addressDetail: async () => ({ ok: false, error: { kind: 'network' } }),
    ...overrides,
  } as unknown as LookupSearch;
}

/** The test's "save": shows every error, as the page does after a submit. */
export const CHECK = 'Check the form';

/**
 * Renders the fields of one plan type holding their plan in state; `plan()` is the latest plan.
 * Errors show after clicking {@link CHECK}, all of them, as after a submit.
 */
export async function renderFields<P extends Plan>(test: FieldsUnderTest<P>) {
  let latest = test.initial;
  function Harness() {
    const [plan, setPlan] = useState(test.initial);
    const [showErrors, setShowErrors] = useState(false);
    latest = plan;
    return (
      <>
        <test.Fields
          plan={plan}
          onChange={(next) => setPlan(next)}
          errors={showErrors ? test.validate(plan) : {}}
          showErrors={showErrors}
          tripDates={test.tripDates ?? { start: '2026-03-19', end: '2026-03-28' }}
        />
        <button type="button" onClick={() => setShowErrors(true)}>
          {CHECK}
        </button>
      </>
    );
  }
  const container = new Container();
  const places = { search: async () => ok([]) } as unknown as PlaceSearch;
  container.bind(TOKENS.placeSearch).toConstantValue(places);
  container.bind(TOKENS.lookupSearch).toConstantValue(fakeLookupSearch(test.lookups));
  if (test.lookup !== undefined) container.bind(FLIGHT_LOOKUP_TOKEN).toConstantValue(test.lookup);
  const user = userEvent.setup();
  const rendered = await renderWithI18n(
    <ContainerProvider container={container}>
      <TestSessionProvider value={fakeSession()}>
        <Harness />
      </TestSessionProvider>
    </ContainerProvider>,
    test.locale,
  );
  return { ...rendered, user, plan: () => latest };
}

/** The fieldset of one segment by its legend ("Segment 2 of 3"). */
export const segmentGroup = (legend: string) => screen.getByRole('group', { name: legend });

/** The legends of the segments shown, in order. */
export const segmentLegends = () => [...document.querySelectorAll('fieldset.wb-segment > legend')].map((l) => l.textContent ?? '');

/** A text box inside one segment. */
export const segmentBox = (legend: string, name: string | RegExp) => within(segmentGroup(legend)).getByRole('textbox', { name });

/** A combobox (airline or airport code, address) inside one segment. */
export const segmentCombo = (legend: string, name: string | RegExp) => within(segmentGroup(legend)).getByRole('combobox', { name }) as HTMLInputElement;

/** The time selects of a time group ("Departure time") inside one segment. */
export function segmentTime(legend: string, label: string) {
  const group = within(segmentGroup(legend)).getByRole('group', { name: label });
  return {
    hour: within(group).getByRole('combobox', { name: 'Hour' }) as HTMLSelectElement,
    minute: within(group).getByRole('combobox', { name: 'Minutes' }) as HTMLSelectElement,
    period: within(group).getByRole('combobox', { name: 'AM or PM' }) as HTMLSelectElement,
  };
}
