import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_PLAN_TRAVELER, joinTravelerName, splitTravelerName, type PlanTraveler } from '@waybook/core';
import { Button } from '../../../components/button/button.js';
import { TextField } from '../../../components/text-field/text-field.js';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useFieldErrorOf } from './field-errors.js';
import './fields.css';

/** Props of {@link TravelerListField}. */
export type TravelerListFieldProps = {
  /** The list's name ("Guests"), its legend. */
  readonly label: string;
  /** The name field of one person, by 1-based position ("Guest 2"). */
  readonly itemLabel: (position: number) => string;
  /** The add button's text ("Add a guest"). */
  readonly addLabel: string;
  readonly value: readonly PlanTraveler[];
  readonly onChange: (next: readonly PlanTraveler[]) => void;
  /** The list's path in the plan ('guests', 'drivers'); row i is `<path>.<i>` (its error and `data-field`). */
  readonly path: string;
  /** The form's errors to show (PlanFieldsProps.errors). */
  readonly errors: PlanFieldErrors;
  /** Optional hint under the legend. */
  readonly description?: string;
};

type Row = { readonly id: number; readonly text: string };

const normalized = (text: string) => joinTravelerName(splitTravelerName(text));

/** Rows showing `people`, numbered from `firstId`, and the id that comes next. */
function listOf(people: readonly PlanTraveler[], firstId: number): { readonly rows: readonly Row[]; readonly nextId: number } {
  return { rows: people.map((p, i) => ({ id: firstId + i, text: joinTravelerName(p) })), nextId: firstId + people.length };
}

/**
 * The people of a plan (a Traveler, Guest, Attendee, Driver or Participant list) as one full-name
 * field each, with add and remove buttons. A name is split with core `splitTravelerName` (first
 * word, last word, the rest as middle names); the person's other details (frequent traveler
 * number, seat preference...) are kept. Rows left empty are dropped by the form page on save.
 *
 * @example
 * <TravelerListField label="Guests" itemLabel={(n) => `Guest ${n}`} addLabel="Add a guest" path="guests"
 *   value={plan.guests} onChange={(guests) => onChange({ ...plan, guests })} errors={errors} />
 */
export function TravelerListField(props: TravelerListFieldProps) {
  const { value, onChange, path, itemLabel } = props;
  const { t } = useTranslation('planForm');
  const id = useId();
  const errorOf = useFieldErrorOf(props.errors);
  const [list, setList] = useState(() => ({ ...listOf(value, 0), inSync: true }));
  const { rows } = list;
  const listRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // A new object per request, so that the effect focuses once per request.
  const [focusRequest, setFocusRequest] = useState<{ readonly field: string } | null>(null);

  // A list replaced by the parent (loaded plan) shows its names; our own echo does not rewrite
  // rows. Rows are made again when the two stop agreeing (React renders again at once with them).
  const shownNames = rows.map((r) => normalized(r.text));
  const valueNames = value.map(joinTravelerName);
  const inSync = shownNames.length === valueNames.length && shownNames.every((n, i) => n === valueNames[i]);
  if (inSync !== list.inSync) setList(inSync ? { ...list, inSync } : { ...listOf(value, list.nextId), inSync });

  useEffect(() => {
    if (focusRequest === null) return;
    listRef.current?.querySelector<HTMLInputElement>(`[data-field="${focusRequest.field}"] input`)?.focus();
  }, [focusRequest]);

  const setRows = (next: readonly Row[], nextId = list.nextId) => setList({ rows: next, nextId, inSync: list.inSync });

  const emit = (next: readonly Row[]) => {
    setRows(next);
    onChange(next.map((row, i) => ({ ...(value[i] ?? EMPTY_PLAN_TRAVELER), ...splitTravelerName(row.text) })));
  };

  const rename = (index: number, text: string) => emit(rows.map((r, i) => (i === index ? { ...r, text } : r)));
  const add = () => {
    setRows([...rows, { id: list.nextId, text: '' }], list.nextId + 1);
    onChange([...value, EMPTY_PLAN_TRAVELER]);
    setFocusRequest({ field: `${path}.${rows.length}` });
  };
  const remove = (index: number) => {
    setRows(rows.filter((_, i) => i !== index));
    onChange(value.filter((_, i) => i !== index));
    groupRef.current?.querySelector<HTMLButtonElement>('.wb-plan-people__add')?.focus();
  };

  return (
    <fieldset ref={groupRef} className="wb-plan-people" aria-describedby={props.description !== undefined ? `${id}-hint` : undefined}>
      <legend className="wb-plan-people__legend">{props.label}</legend>
      {props.description !== undefined && (
        <p id={`${id}-hint`} className="wb-field__description wb-plan-field__text">
          {props.description}
        </p>
      )}
      <div ref={listRef} className="wb-plan-people__rows">
        {rows.map((row, i) => {
          const rowPath = `${path}.${i}`;
          const partPath = Object.keys(props.errors).find((p) => p.startsWith(`${rowPath}.`));
          return (
            <div key={row.id} className="wb-plan-people__row" data-field={rowPath}>
              <TextField
                label={itemLabel(i + 1)}
                value={row.text}
                onChange={(text) => rename(i, text)}
                autoComplete="off"
                errorMessage={errorOf(rowPath) ?? (partPath === undefined ? undefined : errorOf(partPath))}
              />
              <Button variant="outline-danger" size="sm" className="wb-plan-people__remove" onPress={() => remove(i)}>
                {t('travelers.remove')}
                <span className="wb-visually-hidden"> {itemLabel(i + 1)}</span>
              </Button>
            </div>
          );
        })}
      </div>
      <Button variant="outline-primary" size="sm" className="wb-plan-people__add" onPress={add}>
        {props.addLabel}
      </Button>
    </fieldset>
  );
}
