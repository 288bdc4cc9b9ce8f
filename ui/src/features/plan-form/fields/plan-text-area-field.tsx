import { TextAreaField } from '../../../components/text-area/text-area-field.js';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useFieldError } from './field-errors.js';
import './fields.css';

/** Props of {@link PlanTextAreaField}. */
export type PlanTextAreaFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's path in the plan ('booking.notes', 'text'). */
  readonly path: string;
  /** The form's errors to show (PlanFieldsProps.errors). */
  readonly errors: PlanFieldErrors;
  readonly isRequired?: boolean;
  /** Longer text is kept but flagged "Character limit of {number} exceeded." */
  readonly maxLength?: number;
  readonly description?: string;
  /** Visible lines (default 4); the box grows vertically on demand. */
  readonly rows?: number;
};

/**
 * A multi-line text field of a plan form (notes, restrictions, a note's text): the shared
 * TextAreaField with its error read from the form's errors at `path`, wrapped in `data-field={path}`.
 *
 * @example
 * <PlanTextAreaField label="Notes" path="booking.notes" value={booking.notes} onChange={(notes) => set({ notes })} errors={errors} />
 */
export function PlanTextAreaField(props: PlanTextAreaFieldProps) {
  const error = useFieldError(props.errors, props.path);
  return (
    <div data-field={props.path}>
      <TextAreaField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        isRequired={props.isRequired}
        maxLength={props.maxLength}
        description={props.description}
        rows={props.rows ?? 4}
        errors={[error]}
        textAreaClassName="wb-plan-textarea"
      />
    </div>
  );
}
