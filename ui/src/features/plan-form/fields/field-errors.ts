import { useTranslation } from 'react-i18next';
import type { PlanFieldErrors } from '../plan-form-types.js';

/**
 * The translated error of one field path, or undefined. The page only hands over errors that
 * should show, so nothing is filtered here.
 *
 * @example
 * const error = useFieldError(errors, 'startDateTime.date'); // 'This field is required.'
 */
export function useFieldError(errors: PlanFieldErrors, path: string): string | undefined {
  const { t } = useTranslation();
  const error = errors[path];
  return error === undefined ? undefined : t(error.key, error.values);
}

/**
 * A translator of field paths to error texts, for components that show several paths.
 *
 * @example
 * const errorOf = useFieldErrorOf(errors);
 * errorOf('guests.0') // undefined
 */
export function useFieldErrorOf(errors: PlanFieldErrors): (path: string) => string | undefined {
  const { t } = useTranslation();
  return (path) => {
    const error = errors[path];
    return error === undefined ? undefined : t(error.key, error.values);
  };
}
