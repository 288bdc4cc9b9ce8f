import type { Ref } from 'react';
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import '../field/field.css';

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
  /** Visible lines (default 3). */
  readonly rows?: number;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly description?: string;
  /** Shown under the field, which is then marked invalid; empty strings are ignored. */
  readonly errors?: readonly (string | undefined)[];
  /** Longer text is kept but flagged "Character limit of {number} exceeded." */
  readonly maxLength?: number;
  readonly inputRef?: Ref<HTMLTextAreaElement>;
  /** Extra class of the text box (its resize and minimum height). */
  readonly textAreaClassName?: string;
};

/**
 * A labelled multi-line text field (the look of the shared TextField) whose description and
 * errors are linked with aria-describedby.
 *
 * @example
 * <TextAreaField label="E-mail addresses" value={text} onChange={setText} errors={[error]} />
 */
export function TextAreaField({ inputRef, ...props }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const overLimit = props.maxLength !== undefined && props.value.length > props.maxLength;
  const errors = [...(props.errors ?? []), overLimit ? t('validation:characterLimitOf', { number: props.maxLength }) : undefined].filter(
    (e): e is string => e !== undefined && e !== '',
  );
  const textAreaClassName = props.textAreaClassName === undefined ? 'wb-field__input' : `wb-field__input ${props.textAreaClassName}`;
  return (
    <AriaTextField
      className="wb-field"
      value={props.value}
      onChange={props.onChange}
      name={props.name}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
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
        <TextArea ref={inputRef} className={textAreaClassName} rows={props.rows ?? 3} />
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
  );
}
