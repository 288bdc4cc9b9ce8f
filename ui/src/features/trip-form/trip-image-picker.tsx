import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TRIP_IMAGE_LIMITS, tripImageErrorMessage } from '@waybook/core';
import { TRIP_THEME_IMAGES, tripThemeImageUrl } from '@waybook/core/contract';
import { buttonClassName } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { readTripImage } from './read-trip-image.js';
import type { ImageKey, TripImageUpload } from './trip-form-values.js';

/** Props of {@link TripImagePicker}. */
export type TripImagePickerProps = {
  readonly value: ImageKey;
  readonly upload: TripImageUpload | null;
  /** The url of the image the trip has now, when it is not a built-in theme (edit). */
  readonly currentImageUrl: string | null;
  readonly onChange: (image: ImageKey, upload: TripImageUpload | null) => void;
  readonly isDisabled?: boolean;
};

const ACCEPT = TRIP_IMAGE_LIMITS.types.join(',');

/**
 * The trip image: no image, the current one, one of the six built-in themes, or an uploaded
 * file. A file is checked here by its bytes (type, size, pixels) and refused with the reasons
 * before anything is sent; a refused file leaves the previous choice in place.
 *
 * @example
 * <TripImagePicker value={values.image} upload={values.upload} currentImageUrl={null} onChange={setImage} />
 */
export function TripImagePicker({ value, upload, currentImageUrl, onChange, isDisabled = false }: TripImagePickerProps) {
  const { t } = useTranslation('tripForm');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [reading, setReading] = useState(false);
  const readCount = useRef(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    const ticket = ++readCount.current;
    setReading(true);
    const result = await readTripImage(file);
    // Choosing the same file again must fire a change event.
    input.value = '';
    if (ticket !== readCount.current) return;
    setReading(false);
    if (result.ok) {
      setErrors([]);
      onChange('upload', result.value);
      return;
    }
    // The file is named first, then each reason it was refused for.
    setErrors([
      t('image.fileRefused', { name: file.name }),
      ...(result.error.kind === 'unreadable'
        ? [t('image.unreadable')]
        : result.error.errors.map((e) => {
            const message = tripImageErrorMessage(e);
            return t(message.key, message.values);
          })),
    ]);
  };

  const tile = (key: ImageKey, label: string, src: string | null) => (
    <Radio key={key} value={key} className="wb-trip-image__tile">
      {src === null ? (
        <span className="wb-trip-image__thumb wb-trip-image__thumb--none" aria-hidden="true" />
      ) : (
        <img className="wb-trip-image__thumb" src={src} alt="" />
      )}
      <span className="wb-trip-image__name">{label}</span>
    </Radio>
  );

  return (
    <div className="wb-trip-image">
      <RadioGroup
        className="wb-trip-image__group"
        value={value}
        onChange={(next) => {
          setErrors([]);
          onChange(next as ImageKey, next === 'upload' ? upload : null);
        }}
        isDisabled={isDisabled}
        orientation="horizontal"
      >
        <Label className="wb-trip-form__legend">{t('image.legend')}</Label>
        <div className="wb-trip-image__tiles">
          {tile('none', t('image.none'), null)}
          {currentImageUrl !== null && tile('current', t('image.current'), currentImageUrl)}
          {TRIP_THEME_IMAGES.map((theme) => tile(theme, t(`image.themes.${theme}`), tripThemeImageUrl(theme)))}
          {upload !== null && tile('upload', t('image.uploaded', { name: upload.fileName }), `data:${upload.mimeType};base64,${upload.base64}`)}
        </div>
      </RadioGroup>
      <div className="wb-trip-image__upload">
        <input
          id={inputId}
          type="file"
          className="wb-visually-hidden wb-trip-image__file"
          accept={ACCEPT}
          disabled={isDisabled}
          aria-describedby={errors.length > 0 ? `${errorId} ${hintId}` : hintId}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(e) => void choose(e)}
        />
        <label htmlFor={inputId} className={buttonClassName({ variant: 'outline-primary', size: 'sm' })}>
          {t('image.upload')}
        </label>
        {reading && <Spinner size="sm" label={t('image.reading')} />}
        <p id={hintId} className="wb-field__description">
          {t('image.uploadHint', {
            maxMegabytes: TRIP_IMAGE_LIMITS.maxBytes / (1024 * 1024),
            maxWidth: TRIP_IMAGE_LIMITS.maxWidth,
            maxHeight: TRIP_IMAGE_LIMITS.maxHeight,
          })}
        </p>
      </div>
      <div id={errorId} className="wb-field__error" role="alert">
        {errors.map((e) => (
          <span key={e}>{e}</span>
        ))}
      </div>
    </div>
  );
}
