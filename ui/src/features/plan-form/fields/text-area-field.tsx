import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useFieldError } from './field-errors.js';
import '../../../components/field/field.css';
import './fields.css';

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = {
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
 * A multi-line text field (notes, restrictions, a note's text) with label, hint and error linked
 * to the text box.
 *
 * @example
 * <TextAreaField label="Notes" path="booking.notes" value={booking.notes} onChange={(notes) => set({ notes })} errors={errors} />
 */
export function TextAreaField(props: TextAreaFieldProps) {
  const { t } = useTranslation();
  const error = useFieldError(props.errors, props.path);
  const overLimit = props.maxLength !== undefined && props.value.length > props.maxLength;
  const errors = [error, overLimit ? t('validation:characterLimitOf', { number: props.maxLength }) : undefined].filter(
    (e): e is string => e !== undefined && e !== '',
  );
  return (
    <div data-field={props.path}>
      <AriaTextField
        className="wb-field"
        value={props.value}
        onChange={props.onChange}
        isRequired={props.isRequired}
        isInvalid={errors.length > 0}
        validationBehavior="aria"
      >
        <Label className="wb-field__label">
          {props.label}
          {props.isRequired === true && (
            <span className="wb-field__required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        <div className="wb-field__control">
          <TextArea className="wb-field__input wb-plan-textarea" rows={props.rows ?? 4} />
        </div>
        {props.description !== undefined && (
          <Text slot="description" className="wb-field__description">
            {props.description}
          </Text>
        )}
        <FieldError className="wb-field__error">
          {errors.map((e) => (
            <span key={e}>{e}</span>
          ))}
        </FieldError>
      </AriaTextField>
    </div>
  );
}
