import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('announces "Loading…" by default', async () => {
    await renderWithI18n(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
  it('takes its own label', async () => {
    await renderWithI18n(<Spinner label="Saving trip" />);
    expect(screen.getByRole('status').textContent).toBe('Saving trip');
  });
});
