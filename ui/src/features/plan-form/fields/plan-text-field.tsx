import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { TextField } from '../../../components/text-field/text-field.js';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useFieldError } from './field-errors.js';

/** Props of {@link PlanTextField}. */
export type PlanTextFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's path in the plan ('roomType', 'booking.supplierName'): where its error is read and what `data-field` says. */
  readonly path: string;
  /** The form's errors to show (PlanFieldsProps.errors). */
  readonly errors: PlanFieldErrors;
  readonly isRequired?: boolean;
  /** Longer text is kept but flagged "Character limit of {number} exceeded." */
  readonly maxLength?: number;
  readonly description?: string;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  readonly placeholder?: string;
};

/**
 * A one-line text field of a plan form: the shared TextField with its error read from the form's
 * errors at `path` (linked by aria-describedby), wrapped in `data-field={path}` so the page can
 * track when it was left and focus it.
 *
 * @example
 * <PlanTextField label="Room type" path="roomType" value={plan.roomType} onChange={(roomType) => onChange({ ...plan, roomType })} errors={errors} />
 */
export function PlanTextField(props: PlanTextFieldProps) {
  const error = useFieldError(props.errors, props.path);
  return (
    <div data-field={props.path}>
      <TextField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        isRequired={props.isRequired}
        maxLength={props.maxLength}
        description={props.description}
        type={props.type}
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={props.placeholder}
        errorMessage={error}
      />
    </div>
  );
}
