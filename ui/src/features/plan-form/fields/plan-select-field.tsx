import { useId } from 'react';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useFieldError } from './field-errors.js';
import '../../../components/field/field.css';
import './fields.css';

/** One choice of a {@link PlanSelectField}. */
export type PlanSelectOption = { readonly value: string; readonly label: string };

/** Props of {@link PlanSelectField}. */
export type PlanSelectFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly PlanSelectOption[];
  /** The field's path in the plan ('detailTypeCode'). */
  readonly path: string;
  /** The form's errors to show (PlanFieldsProps.errors). */
  readonly errors: PlanFieldErrors;
  readonly isRequired?: boolean;
  readonly description?: string;
};

/**
 * A labelled native select (few fixed choices, such as an activity's type), its hint and error
 * linked by aria-describedby.
 *
 * @example
 * <PlanSelectField label="Type" path="detailTypeCode" value={plan.detailTypeCode} options={types} onChange={setType} errors={errors} />
 */
export function PlanSelectField(props: PlanSelectFieldProps) {
  const id = useId();
  const error = useFieldError(props.errors, props.path);
  const describedBy = [props.description !== undefined ? `${id}-hint` : '', error !== undefined ? `${id}-error` : ''].filter((s) => s !== '').join(' ');
  return (
    <div className="wb-field" data-field={props.path} data-invalid={error !== undefined || undefined}>
      <label className="wb-field__label" htmlFor={id}>
        {props.label}
        {props.isRequired === true && (
          <span className="wb-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="wb-field__control">
        <select
          id={id}
          className="wb-field__input wb-plan-select"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          required={props.isRequired}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {props.description !== undefined && (
        <p id={`${id}-hint`} className="wb-field__description wb-plan-field__text">
          {props.description}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="wb-field__error wb-plan-field__text">
          {error}
        </p>
      )}
    </div>
  );
}
