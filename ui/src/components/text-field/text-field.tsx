import type { FocusEvent, HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import '../field/field.css';

/** Props of {@link TextField}. */
export type TextFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Longer text is kept but flagged with "Character limit of {number} exceeded." */
  readonly maxLength?: number;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly placeholder?: string;
  readonly description?: string;
  /** Shown (and the field marked invalid) when set. */
  readonly errorMessage?: string;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly autoFocus?: boolean;
};

/**
 * A labelled text input whose description and errors are linked with aria-describedby.
 *
 * @example
 * <TextField label="Trip name" value={name} onChange={setName} maxLength={100} isRequired />
 */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, maxLength, description, errorMessage, isRequired = false } = props;
  const { t } = useTranslation();
  const overLimit = maxLength !== undefined && value.length > maxLength;
  const errors = [errorMessage, overLimit ? t('validation:characterLimitOf', { number: maxLength }) : undefined].filter(
    (e): e is string => e !== undefined && e !== '',
  );
  return (
    <AriaTextField
      className="wb-field"
      value={value}
      onChange={onChange}
      name={props.name}
      type={props.type}
      autoComplete={props.autoComplete}
      isRequired={isRequired}
      isDisabled={props.isDisabled}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      onBlur={props.onBlur}
      autoFocus={props.autoFocus}
    >
      <Label className="wb-field__label">
        {label}
        {isRequired && (
          <span className="wb-field__required" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <div className="wb-field__control">
        <Input className="wb-field__input" placeholder={props.placeholder} />
      </div>
      {description !== undefined && (
        <Text slot="description" className="wb-field__description">
          {description}
        </Text>
      )}
      <FieldError className="wb-field__error">
        {errors.map((e) => (
          <span key={e}>{e}</span>
        ))}
      </FieldError>
    </AriaTextField>
  );
}
